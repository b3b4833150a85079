"""The era decision (`aggregator.protocol.era`) as a table, without I/O: what to open with, and what next.

Like h11's state machine tests: every row is (what we know) -> (what to do), and the table is total.
"""

from __future__ import annotations

import itertools

import pytest

from aggregator.errors import AuthRequired, HttpStatusError, McpError, RequestTimeout
from aggregator.protocol import era
from aggregator.protocol.era import Carrier, Fail, Opening, Pin, Rediscover, SwitchToSse, Use
from aggregator.protocol.jsonrpc import INVALID_PARAMS, METHOD_NOT_FOUND
from aggregator.protocol.mcp import HEADER_MISMATCH, MISSING_CAPABILITY, UNSUPPORTED_VERSION
from aggregator.protocol.versions import LATEST_LEGACY, LATEST_MODERN, LEGACY_VERSIONS, MODERN_VERSIONS, Era

OLDEST_LEGACY = LEGACY_VERSIONS[-1]

# (carrier, config `protocol`, era last time) -> (first step, version offered)
OPENING_ROWS = [
    (Carrier.STREAM, "auto", None, Opening.PROBE, LATEST_MODERN),
    (Carrier.HTTP, "auto", None, Opening.PROBE, LATEST_MODERN),
    (Carrier.STREAM, "auto", Era.MODERN, Opening.PROBE, LATEST_MODERN),
    (Carrier.STREAM, "auto", Era.LEGACY, Opening.INITIALIZE_FIRST, LATEST_LEGACY),
    (Carrier.HTTP, "auto", Era.LEGACY, Opening.INITIALIZE_FIRST, LATEST_LEGACY),
    (Carrier.STREAM, "legacy", None, Opening.INITIALIZE, LATEST_LEGACY),
    (Carrier.HTTP, OLDEST_LEGACY, None, Opening.INITIALIZE, OLDEST_LEGACY),
    (Carrier.HTTP, OLDEST_LEGACY, Era.MODERN, Opening.INITIALIZE, OLDEST_LEGACY),
    (Carrier.STREAM, "modern", None, Opening.DISCOVER, LATEST_MODERN),
    (Carrier.HTTP, MODERN_VERSIONS[-1], Era.LEGACY, Opening.DISCOVER, MODERN_VERSIONS[-1]),
    # the 2024-11-05 SSE transport has only the legacy era, whatever the pin says
    (Carrier.SSE, "auto", None, Opening.INITIALIZE, LATEST_LEGACY),
    (Carrier.SSE, "auto", Era.MODERN, Opening.INITIALIZE, LATEST_LEGACY),
    (Carrier.SSE, OLDEST_LEGACY, None, Opening.INITIALIZE, OLDEST_LEGACY),
    (Carrier.SSE, "modern", None, Opening.INITIALIZE, LATEST_LEGACY),
]


@pytest.mark.parametrize(("carrier", "protocol", "known", "step", "version"), OPENING_ROWS)
def test_opening_follows_transport_pin_and_known_era(
    carrier: Carrier, protocol: str, known: Era | None, step: Opening, version: str
) -> None:
    assert era.opening(carrier, protocol, known) == (step, version)


def test_opening_table_is_total() -> None:
    every = set(itertools.product((True, False), Pin, (None, *Era)))
    assert set(era.OPENINGS) == every


@pytest.mark.parametrize(
    ("protocol", "pin"),
    [("auto", (Pin.AUTO, None)), ("legacy", (Pin.LEGACY, None)), ("modern", (Pin.MODERN, None))]
    + [(v, (Pin.LEGACY, v)) for v in LEGACY_VERSIONS]
    + [(v, (Pin.MODERN, v)) for v in MODERN_VERSIONS],
)
def test_pin_of_every_protocol_setting(protocol: str, pin: tuple[Pin, str | None]) -> None:
    assert era.pin_of(protocol) == pin


def _http(status: int, code: int | None = None, data: object = None) -> HttpStatusError:
    body = None if code is None else {"jsonrpc": "2.0", "id": 1, "error": {"code": code, "message": "x", "data": data}}
    return HttpStatusError(status, f"HTTP {status}", body=body)


OTHER_MODERN = "2099-01-01"

# what a failure proves about the server's era: the modern version it speaks, or None
SIGNAL_ROWS = [
    (McpError(UNSUPPORTED_VERSION, "no", {"supported": [LATEST_MODERN]}), LATEST_MODERN),
    (McpError(UNSUPPORTED_VERSION, "no", {"supported": [OTHER_MODERN]}), None),  # none of ours
    (McpError(UNSUPPORTED_VERSION, "no", {"supported": LEGACY_VERSIONS[:1]}), None),
    (McpError(MISSING_CAPABILITY, "no"), LATEST_MODERN),
    (McpError(METHOD_NOT_FOUND, "no"), None),
    (_http(400, UNSUPPORTED_VERSION, {"supported": [LATEST_MODERN]}), LATEST_MODERN),
    (_http(400, HEADER_MISMATCH), LATEST_MODERN),
    (_http(404, METHOD_NOT_FOUND), LATEST_MODERN),
    (_http(404, INVALID_PARAMS), None),
    (_http(400), None),
    (_http(405), None),
    (_http(500, METHOD_NOT_FOUND), None),
    (RequestTimeout("slow"), None),
    (None, None),
    (Era.LEGACY, None),
]


@pytest.mark.parametrize(("outcome", "version"), SIGNAL_ROWS)
def test_modern_signal_reads_the_spec_era_table(outcome: object, version: str | None) -> None:
    assert era.modern_signal(outcome) == version


def test_after_a_pinned_discover_fails_retry_once_only_on_a_modern_signal() -> None:
    named = McpError(UNSUPPORTED_VERSION, "no", {"supported": [LATEST_MODERN]})
    assert era.after_pinned(named) == Rediscover(LATEST_MODERN)
    plain = McpError(INVALID_PARAMS, "no")
    assert era.after_pinned(plain) == Fail(plain)
    auth = AuthRequired("401", resource_metadata=None, headers={})
    assert era.after_pinned(auth) == Fail(auth)


def test_a_known_legacy_server_that_turned_modern_is_discovered_at_our_newest() -> None:
    turned = McpError(UNSUPPORTED_VERSION, "no", {"supported": [LATEST_MODERN]})
    assert era.after_known_legacy(turned) == Rediscover(LATEST_MODERN)
    still_legacy = McpError(INVALID_PARAMS, "bad")
    assert era.after_known_legacy(still_legacy) == Fail(still_legacy)


@pytest.mark.parametrize(
    ("error", "carrier", "url", "switch"),
    [
        (_http(404), Carrier.HTTP, True, True),
        (_http(405), Carrier.HTTP, True, True),
        (_http(400), Carrier.HTTP, True, True),
        (_http(403), Carrier.HTTP, True, False),
        (_http(404, METHOD_NOT_FOUND), Carrier.HTTP, True, False),  # a modern server's JSON-RPC body
        (_http(404), Carrier.SSE, True, False),  # already the SSE transport
        (_http(404), Carrier.HTTP, False, False),  # no configured URL to try SSE at
    ],
)
def test_initialize_refused_like_a_2024_server_means_the_sse_transport(
    error: HttpStatusError, carrier: Carrier, url: bool, switch: bool
) -> None:
    expected = SwitchToSse() if switch else Fail(error)
    assert era.after_initialize(error, carrier, url) == expected


TIMEOUT = RequestTimeout("no answer")
NOT_FOUND = McpError(METHOD_NOT_FOUND, "no server/discover")
UPGRADE = McpError(UNSUPPORTED_VERSION, "modern only", {"supported": [LATEST_MODERN]})
BARE_404 = _http(404)

# (discover came to, initialize came to, URL configured) -> verdict
VERDICT_ROWS = [
    (Era.MODERN, None, False, Use("discover")),
    (Era.MODERN, Era.LEGACY, False, Use("discover")),  # a late modern answer still counts first
    (NOT_FOUND, Era.LEGACY, False, Use("initialize")),
    (TIMEOUT, Era.LEGACY, False, Use("initialize")),
    (UPGRADE, None, False, Rediscover(LATEST_MODERN)),
    (TIMEOUT, UPGRADE, False, Rediscover(LATEST_MODERN)),  # a -32022 in answer to initialize
    (NOT_FOUND, BARE_404, True, SwitchToSse()),
    (NOT_FOUND, BARE_404, False, Fail(BARE_404)),
    (NOT_FOUND, TIMEOUT, True, Fail(TIMEOUT)),
]


@pytest.mark.parametrize(("discover", "initialize", "url", "verdict"), VERDICT_ROWS)
def test_probe_verdict_table(discover: era.Outcome, initialize: era.Outcome, url: bool, verdict: era.Decision) -> None:
    assert era.probe_verdict(discover, initialize, url) == verdict


@pytest.mark.parametrize(
    ("discover", "initialize", "needs", "settled"),
    [
        (None, None, True, False),
        (TIMEOUT, None, True, False),
        (NOT_FOUND, None, True, False),
        (Era.MODERN, None, False, True),
        (UPGRADE, None, False, True),
        (NOT_FOUND, Era.LEGACY, True, True),
        (None, TIMEOUT, True, True),
    ],
)
def test_when_the_probe_tries_initialize_and_when_it_is_settled(
    discover: era.Outcome, initialize: era.Outcome, needs: bool, settled: bool
) -> None:
    assert era.needs_initialize(discover) is needs
    assert era.probe_settled(discover, initialize) is settled


def test_probe_verdict_refuses_an_unsettled_probe() -> None:
    with pytest.raises(ValueError, match="before initialize"):
        era.probe_verdict(NOT_FOUND, None, False)


@pytest.mark.parametrize(
    ("supported", "picked"),
    [
        ([LATEST_MODERN], LATEST_MODERN),
        ([OTHER_MODERN, LATEST_MODERN], LATEST_MODERN),
        ([OTHER_MODERN], None),
        ([], None),
    ],
)
def test_discover_picks_our_newest_version_the_server_offers(supported: list[str], picked: str | None) -> None:
    assert era.pick_modern(supported) == picked
