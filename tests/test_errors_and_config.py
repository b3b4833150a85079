"""The exception tree (aggregator/errors.py) and per-server settings (aggregator/config.py). Plain calls."""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aggregator.config import DEFAULT_MAX_MESSAGE_SIZE, DEFAULT_PAGE_CAP, Backoff, ServerConfig, Timeouts
from aggregator.errors import (
    AggregatorError,
    AuthRequired,
    ConfigError,
    HttpStatusError,
    McpError,
    MessageTooLarge,
    ProtocolViolation,
    RequestTimeout,
    ServerUnavailable,
    SessionExpired,
    TransportClosed,
    UpstreamError,
)
from aggregator.protocol.versions import SUPPORTED_VERSIONS

# --- the exception tree ---------------------------------------------------------------------------------

TREE = [
    (AggregatorError, Exception, "internal"),
    (ConfigError, AggregatorError, "config"),
    (ProtocolViolation, AggregatorError, "protocol"),
    (MessageTooLarge, ProtocolViolation, "message_too_large"),
    (McpError, AggregatorError, "upstream_error"),
    (UpstreamError, AggregatorError, "upstream"),
    (TransportClosed, UpstreamError, "transport_closed"),
    (HttpStatusError, UpstreamError, "http_status"),
    (AuthRequired, HttpStatusError, "auth_required"),
    (SessionExpired, UpstreamError, "session_expired"),
    (RequestTimeout, UpstreamError, "timeout"),
    (ServerUnavailable, UpstreamError, "unavailable"),
]


@pytest.mark.parametrize(("cls", "base", "kind"), TREE, ids=[c.__name__ for c, _, _ in TREE])
def test_tree(cls: type[AggregatorError], base: type[Exception], kind: str) -> None:
    assert cls.__bases__ == (base,)
    assert cls.kind == kind


def test_kinds_are_distinct() -> None:
    kinds = [kind for _, _, kind in TREE]
    assert len(set(kinds)) == len(kinds)


def _make(cls: type[AggregatorError], message: str, server: str | None) -> AggregatorError:
    if cls is MessageTooLarge:
        return MessageTooLarge(2048, 1024, server=server)
    if cls is McpError:
        return McpError(-32603, message, server=server)
    if cls is HttpStatusError:
        return HttpStatusError(500, message, server=server)
    if cls is AuthRequired:
        return AuthRequired(message, resource_metadata=None, headers={}, server=server)
    return cls(message, server=server)


@pytest.mark.parametrize("cls", [c for c, _, _ in TREE], ids=[c.__name__ for c, _, _ in TREE])
def test_str_names_the_server_exactly_once(cls: type[AggregatorError]) -> None:
    exc = _make(cls, "it broke", "weather")
    assert str(exc).startswith("server 'weather': ")
    assert str(exc).count("weather") == 1
    assert exc.server == "weather"


@pytest.mark.parametrize("cls", [c for c, _, _ in TREE], ids=[c.__name__ for c, _, _ in TREE])
def test_str_without_server_is_the_message(cls: type[AggregatorError]) -> None:
    exc = _make(cls, "it broke", None)
    assert str(exc) == exc.message
    assert "server" not in str(exc)


def test_str_does_not_repeat_a_server_already_named() -> None:
    exc = UpstreamError("server 'weather': it broke", server="weather")
    assert str(exc) == "server 'weather': it broke"


def test_message_too_large() -> None:
    exc = MessageTooLarge(5000, 1024, server="s")
    assert (exc.size, exc.limit) == (5000, 1024)
    assert "1024" in str(exc) and "5000" in str(exc)
    assert isinstance(exc, ProtocolViolation)


def test_mcp_error_to_error() -> None:
    exc = McpError(-32022, "unsupported", {"supported": ["2026-07-28"]}, server="s")
    assert exc.to_error() == {"code": -32022, "message": "unsupported", "data": {"supported": ["2026-07-28"]}}
    assert (exc.code, exc.message, exc.data) == (-32022, "unsupported", {"supported": ["2026-07-28"]})
    # the wire message is kept verbatim, without the server prefix str() adds
    assert McpError(-32601, "Method not found").to_error() == {"code": -32601, "message": "Method not found"}


def test_mcp_error_keeps_falsy_data() -> None:
    assert McpError(1, "m", 0).to_error() == {"code": 1, "message": "m", "data": 0}
    assert McpError(1, "m", {}).to_error() == {"code": 1, "message": "m", "data": {}}


def test_http_status_error_rpc_error() -> None:
    error = {"code": -32022, "message": "bad version", "data": {"supported": ["2026-07-28"]}}
    exc = HttpStatusError(400, "bad request", body={"jsonrpc": "2.0", "id": 1, "error": error}, server="s")
    assert exc.rpc_error == error
    assert exc.status == 400
    assert exc.headers == {}


@pytest.mark.parametrize(
    "body",
    [
        None,
        b"",
        "Bad Request",
        [],
        {"jsonrpc": "2.0", "id": 1, "result": {}},
        {"error": "boom"},
        {"error": {"message": "no code"}},
        {"error": {"code": "-32022", "message": "m"}},
    ],
)
def test_http_status_error_without_a_json_rpc_error(body: Any) -> None:
    assert HttpStatusError(400, "bad request", body=body).rpc_error is None


def test_http_status_error_bool_code_is_not_an_error() -> None:
    assert HttpStatusError(400, "m", body={"error": {"code": True, "message": "m"}}).rpc_error is None


def test_auth_required() -> None:
    exc = AuthRequired(
        "needs credentials", resource_metadata="https://x/.well-known/r", headers={"www-authenticate": "Bearer"}
    )
    assert exc.status == 401
    assert exc.resource_metadata == "https://x/.well-known/r"
    assert exc.headers == {"www-authenticate": "Bearer"}
    assert exc.rpc_error is None


# --- ServerConfig ---------------------------------------------------------------------------------------


async def _serve(channel: Any) -> None:  # pragma: no cover - never awaited here
    return None


def test_defaults() -> None:
    config = ServerConfig(name="fs", command="npx", args=["x"])
    assert config.kind == "stdio"
    assert config.protocol == "auto"
    assert config.max_message_size == DEFAULT_MAX_MESSAGE_SIZE
    assert config.page_cap == DEFAULT_PAGE_CAP
    assert config.timeouts == Timeouts()


@pytest.mark.parametrize(
    ("name", "prefix"),
    [
        ("a", "a"),
        ("A-z_0-9", "A-z_0-9"),
        # longer than 32: shortened stably, the key's hash keeping two long keys apart
        ("x" * 64, "x" * 23 + "_7ce10097"),
        # names as editors write them: kept; the prefix is made of them
        ("has space", "has_space"),
        ("dot.ted", "dot_ted"),
        ("io.github.upstash/context7", "io_github_upstash_context7"),
        ("x" * 65, "x" * 23 + "_9537c5fd"),
        ("é-server", "server"),
    ],
)
def test_good_names(name: str, prefix: str) -> None:
    server = ServerConfig(name=name, command="x")
    assert (server.name, server.tool_prefix) == (name, prefix)


@pytest.mark.parametrize(
    "name",
    [
        "",
        "   ",
        "é",  # no prefix can be made of it: give one
        "x" * 129,
        None,
        5,
        pytest.param(
            "a\n",
            id="trailing-newline",
        ),
    ],
)
def test_bad_names(name: Any) -> None:
    with pytest.raises(ConfigError) as info:
        ServerConfig(name=name, command="x")
    assert repr(name) in str(info.value)


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({}, "'command'"),
        ({"command": ""}, "'command'"),
        ({"type": "stdio", "url": "http://x"}, "'command'"),
        ({"type": "http"}, "'url'"),
        ({"type": "http", "command": "x"}, "'url'"),
        ({"type": "http", "url": ""}, "'url'"),
        ({"type": "sse"}, "'url'"),
        ({"type": "memory"}, "'serve'"),
        ({"type": "memory", "command": "x"}, "'serve'"),
        ({"command": "x", "protocol": "2099-01-01"}, "protocol must be one of"),
        ({"command": "x", "protocol": "Auto"}, "protocol must be one of"),
        ({"command": "x", "max_message_size": 1023}, "max_message_size"),
        ({"command": "x", "max_message_size": 0}, "max_message_size"),
        ({"command": "x", "page_cap": 0}, "page_cap"),
        ({"command": "x", "page_cap": -1}, "page_cap"),
    ],
)
def test_invalid_config_names_the_server(kwargs: dict[str, Any], fragment: str) -> None:
    with pytest.raises(ConfigError) as info:
        ServerConfig(name="weather", **kwargs)
    message = str(info.value)
    assert fragment in message
    assert message.count("'weather'") == 1
    assert info.value.kind == "config"


@pytest.mark.parametrize("protocol", ["auto", "modern", "legacy", *SUPPORTED_VERSIONS])
def test_protocol_modes(protocol: str) -> None:
    assert ServerConfig(name="s", command="x", protocol=protocol).protocol == protocol


def test_limits_at_their_minimum() -> None:
    config = ServerConfig(name="s", command="x", max_message_size=1024, page_cap=1)
    assert (config.max_message_size, config.page_cap) == (1024, 1)


@pytest.mark.parametrize(
    "kwargs",
    [{"max_message_size": "16MB"}, {"max_message_size": math.nan}, {"page_cap": math.nan}, {"page_cap": True}],
    ids=["size-str", "size-nan", "cap-nan", "cap-bool"],
)
def test_limits_must_be_integers(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ConfigError):
        ServerConfig(name="s", command="x", **kwargs)


@pytest.mark.parametrize(
    ("kwargs", "kind"),
    [
        ({"command": "npx"}, "stdio"),
        ({"url": "https://x/mcp"}, "http"),
        ({"serve": _serve}, "memory"),
        ({"serve": _serve, "url": "https://x/mcp"}, "memory"),
        ({"url": "https://x/mcp", "command": "npx"}, "http"),
        ({"type": "sse", "url": "https://x/sse"}, "sse"),
        ({"type": "stdio", "command": "npx", "url": "https://x/mcp"}, "stdio"),
        ({"type": "http", "url": "https://x/mcp", "serve": _serve}, "http"),
        ({"type": "memory", "serve": _serve, "command": "npx"}, "memory"),
    ],
)
def test_kind_inference(kwargs: dict[str, Any], kind: str) -> None:
    assert ServerConfig(name="s", **kwargs).kind == kind


def test_config_is_frozen() -> None:
    config = ServerConfig(name="s", command="x")
    with pytest.raises(AttributeError):
        config.name = "t"  # type: ignore[misc]


# --- Timeouts -------------------------------------------------------------------------------------------

FIELDS = ["probe", "connect", "list", "call", "hard_max"]


@pytest.mark.parametrize("field", FIELDS)
@pytest.mark.parametrize("value", [0, 0.0, -1, -0.001, math.nan, True, False, "10", None])
def test_timeouts_reject(field: str, value: Any) -> None:
    with pytest.raises(ConfigError) as info:
        Timeouts(**{field: value})
    assert repr(field) in str(info.value)


@pytest.mark.parametrize("field", FIELDS)
@pytest.mark.parametrize("value", [1, 0.001, 3600.5])
def test_timeouts_accept_positive_numbers(field: str, value: float) -> None:
    assert getattr(Timeouts(**{field: value}), field) == value


# --- Backoff --------------------------------------------------------------------------------------------


def test_backoff_grows_by_factor_without_jitter() -> None:
    backoff = Backoff(initial=0.5, factor=3.0, maximum=1000.0, jitter=0.0)
    assert [backoff.delay(n, 0.7) for n in range(4)] == [0.5, 1.5, 4.5, 13.5]


def test_backoff_caps_at_maximum() -> None:
    backoff = Backoff(initial=1.0, factor=2.0, maximum=10.0, jitter=0.2)
    assert backoff.delay(3, 0.5) == 8.0
    assert backoff.delay(4, 0.5) == 10.0
    assert backoff.delay(10_000, 0.5) == 10.0


def test_backoff_jitter_bounds() -> None:
    backoff = Backoff(initial=4.0, factor=2.0, maximum=30.0, jitter=0.25)
    assert backoff.delay(0, 0.0) == pytest.approx(3.0)
    assert backoff.delay(0, 1.0) == pytest.approx(5.0)
    assert backoff.delay(0, 0.5) == pytest.approx(4.0)
    assert backoff.delay(100, 0.0) == pytest.approx(22.5)
    assert backoff.delay(100, 1.0) == pytest.approx(37.5)


def test_backoff_refuses_a_jitter_that_lets_a_delay_fall_to_zero() -> None:
    with pytest.raises(ConfigError, match="jitter"):
        Backoff(jitter=1.5)


@given(
    attempt=st.integers(min_value=0, max_value=10_000),
    random=st.floats(min_value=0.0, max_value=1.0),
    initial=st.floats(min_value=0.001, max_value=100.0),
    factor=st.floats(min_value=1.0, max_value=10.0),
    maximum=st.floats(min_value=100.0, max_value=86400.0),
    jitter=st.floats(min_value=0.0, max_value=1.0, exclude_max=True),
)
def test_backoff_bounds_property(
    attempt: int, random: float, initial: float, factor: float, maximum: float, jitter: float
) -> None:
    backoff = Backoff(initial=initial, factor=factor, maximum=maximum, jitter=jitter)
    delay = backoff.delay(attempt, random)
    assert math.isfinite(delay)
    assert 0.0 <= delay <= maximum * (1 + jitter) * (1 + 1e-12)
    # without jitter the schedule never shrinks
    steady = Backoff(initial=initial, factor=factor, maximum=maximum, jitter=0.0)
    assert steady.delay(attempt, random) <= steady.delay(attempt + 1, random)
