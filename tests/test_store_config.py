"""`aggregator.store` and `serve --store`: read, checked (errors name the file and the key), and opened."""

from __future__ import annotations

import json
import socket
from pathlib import Path
from typing import Any

import pytest

from aggregator.config_file import load_config
from aggregator.errors import ConfigError
from aggregator.store_config import StoreSetting, open_store, store_setting
from aggregator.store_redis import RedisStore
from tests.redis_server import RedisServer, redis_server

__all__ = ["redis_server"]


def _load(tmp_path: Path, store: Any) -> StoreSetting | None:
    path = tmp_path / "store.json"
    path.write_text(json.dumps({"aggregator": {"store": store}, "mcpServers": {}}))
    return load_config(path).store


def test_a_url_string_or_an_object(tmp_path: Path) -> None:
    assert _load(tmp_path, "redis://127.0.0.1:6379/0") == StoreSetting("redis://127.0.0.1:6379/0")
    full = {"url": "unix:///run/redis.sock", "namespace": "team-a", "timeout_s": 0.25, "fallback": "memory"}
    assert _load(tmp_path, full) == StoreSetting("unix:///run/redis.sock", "team-a", 0.25, "memory")
    assert _load(tmp_path, "memory") == StoreSetting() and StoreSetting().is_memory


def test_no_store_key_is_none(tmp_path: Path) -> None:
    path = tmp_path / "plain.json"
    path.write_text(json.dumps({"mcpServers": {}}))
    assert load_config(path).store is None


@pytest.mark.parametrize(
    ("value", "where", "why"),
    [
        ("http://redis:6379", r"aggregator\.store", "expected memory, redis://"),
        (7, r"aggregator\.store", "expected a URL string or an object"),
        ({"namespace": "x"}, r"aggregator\.store\.url", "missing"),
        ({"url": "redis://h:99999/0"}, r"aggregator\.store\.url", "out of range|Port"),
        ({"url": "redis://h/0", "namespace": "a:b"}, r"aggregator\.store\.namespace", "letters, digits"),
        ({"url": "redis://h/0", "timeout_s": 0}, r"aggregator\.store\.timeout_s", "above 0"),
        ({"url": "redis://h/0", "timeout_s": True}, r"aggregator\.store\.timeout_s", "above 0"),
        ({"url": "redis://h/0", "fallback": "local"}, r"aggregator\.store\.fallback", '"fail" or "memory"'),
        ({"url": "redis://h/0", "ttl": 1}, r"aggregator\.store\.ttl", "not a store setting"),
    ],
)
def test_a_malformed_value_names_the_file_and_the_key(tmp_path: Path, value: Any, where: str, why: str) -> None:
    with pytest.raises(ConfigError, match=rf"store\.json: {where}: .*({why})"):
        _load(tmp_path, value)


def test_serve_store_replaces_only_the_url() -> None:
    setting = store_setting({"url": "redis://a/0", "namespace": "n", "fallback": "memory"})
    assert setting.with_url("redis://b:7000/1") == StoreSetting("redis://b:7000/1", "n", 0.5, "memory")


def _dead_url() -> str:
    with socket.socket() as probe:  # a port nothing listens on once closed
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return f"redis://127.0.0.1:{port}/0"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
async def test_an_unreachable_redis_at_start_is_a_clear_error() -> None:
    url = _dead_url()
    with pytest.raises(ConfigError, match=rf"the store at {url} is unreachable.*fallback"):
        await open_store(StoreSetting(url, timeout_s=0.1))


@pytest.mark.anyio
async def test_or_the_memory_fallback_when_configured() -> None:
    url = _dead_url()
    store, warning = await open_store(StoreSetting(url, timeout_s=0.1, fallback="memory"))
    assert store is None and warning is not None and url in warning and "memory store" in warning


@pytest.mark.anyio
async def test_a_reachable_redis_is_opened_connected(redis_server: RedisServer) -> None:
    store, warning = await open_store(StoreSetting(redis_server.url, namespace="opened"))
    assert isinstance(store, RedisStore) and warning is None
    try:
        assert store.listening and store.namespace == "opened"
    finally:
        await store.aclose()


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["trio"])
async def test_on_trio_serve_refuses_the_redis_store(anyio_backend: str) -> None:
    with pytest.raises(ConfigError, match="asyncio only"):
        await open_store(StoreSetting("redis://127.0.0.1:1/0"))


def test_serve_exits_non_zero_naming_the_url_it_could_not_reach() -> None:
    import subprocess
    import sys

    url = _dead_url()
    demo = str(Path(__file__).resolve().parent.parent / "configs" / "demo.json")
    done = subprocess.run(
        [sys.executable, "-m", "aggregator", "serve", "-c", demo, "--store", url],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0 and f"the store at {url} is unreachable" in done.stderr
    bad = subprocess.run(
        [sys.executable, "-m", "aggregator", "serve", "-c", demo, "--store", "http://x"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode != 0 and "--store: expected memory, redis://" in bad.stderr
