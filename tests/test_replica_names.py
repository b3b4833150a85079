"""`serve --replica NAME`: which names are taken, and how a session id names its replica (and its worker)."""

from __future__ import annotations

import pytest

from aggregator.errors import ConfigError
from aggregator.proxy.replica import check_replica_name, replica_of, replica_prefix
from aggregator.proxy.worker_relay import owner_of, session_prefix


def test_a_name_is_letters_digits_or_underscore() -> None:
    assert check_replica_name("r1") == "r1" and check_replica_name("eu_west_2") == "eu_west_2"
    for bad in ("", "a.b", "a-b", "r 1", "ü", "x" * 33, "r1/"):
        with pytest.raises(ConfigError):
            check_replica_name(bad)


def test_a_session_id_names_its_replica_and_its_worker() -> None:
    alone = replica_prefix("r2") + "0123abcd"
    with_worker = replica_prefix("r2") + session_prefix(3) + "0123abcd"
    assert replica_of(alone) == replica_of(with_worker) == "r2"
    assert owner_of(with_worker) == 3 and owner_of(alone) is None
    assert [replica_of(s) for s in ("0123abcd", "w3-0123", ".abc", "a-b.c", "")] == [None] * 5
