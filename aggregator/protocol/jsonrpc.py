"""JSON-RPC 2.0 messages: parse, validate, encode. No I/O.

A message is one of four frozen dataclasses. `parse_message` turns a decoded JSON value into one of
them or raises `ProtocolViolation` saying exactly what is wrong; `encode` turns one back into bytes.
"""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

from aggregator.errors import ProtocolViolation

__all__ = [
    "INTERNAL_ERROR",
    "INVALID_PARAMS",
    "INVALID_REQUEST",
    "MAX_BATCH",
    "MAX_DEPTH",
    "METHOD_NOT_FOUND",
    "PARSE_ERROR",
    "EncodedList",
    "ErrorResponse",
    "IdAllocator",
    "Invalid",
    "Message",
    "Notification",
    "Payload",
    "Request",
    "RequestId",
    "Response",
    "decode",
    "encode",
    "encode_batch",
    "json_problem",
    "json_type",
    "parse_message",
    "read_payload",
    "to_dict",
]

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603

RequestId = str | int


@dataclass(frozen=True, slots=True)
class Request:
    """A JSON-RPC request: it gets exactly one response with the same `id`."""

    id: RequestId
    method: str
    params: dict[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class Notification:
    """A JSON-RPC notification: no `id`, never answered."""

    method: str
    params: dict[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class Response:
    """A JSON-RPC success response to request `id`."""

    id: RequestId
    result: dict[str, Any]


@dataclass(frozen=True, slots=True)
class ErrorResponse:
    """A JSON-RPC error response; `id` is None when the request's own id could not be read."""

    id: RequestId | None
    code: int
    message: str
    data: Any = None

    @property
    def error(self) -> dict[str, Any]:
        """The JSON-RPC `error` object (`code`, `message`, and `data` if any)."""
        error: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.data is not None:
            error["data"] = self.data
        return error


Message = Request | Notification | Response | ErrorResponse


def _valid_id(value: Any) -> TypeGuard[str | int]:
    # bool is an int subclass in Python but not an integer in JSON
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def parse_message(obj: Any) -> Message:
    """Validate one decoded JSON value as a JSON-RPC 2.0 message."""
    if not isinstance(obj, dict):
        raise ProtocolViolation(f"a JSON-RPC message must be an object, got {type(obj).__name__}")
    if obj.get("jsonrpc") != "2.0":
        raise ProtocolViolation('a JSON-RPC message must have "jsonrpc": "2.0"')
    if "method" in obj:
        return _parse_call(obj)
    if "result" in obj:
        msg_id = obj.get("id")
        if not _valid_id(msg_id):
            raise ProtocolViolation(f"a response id must be a string or integer, got {msg_id!r}")
        result = obj["result"]
        if not isinstance(result, dict):
            raise ProtocolViolation(f"a result must be an object, got {type(result).__name__}")
        return Response(msg_id, result)
    if "error" in obj:
        return _parse_error(obj)
    raise ProtocolViolation("a JSON-RPC message needs a method, a result or an error")


def _parse_call(obj: dict[str, Any]) -> Request | Notification:
    method = obj["method"]
    if not isinstance(method, str) or not method:
        raise ProtocolViolation(f"a method must be a non-empty string, got {method!r}")
    params = obj.get("params")
    if params is not None and not isinstance(params, dict):
        # MCP params are always by-name; positional params have no meaning here
        raise ProtocolViolation(f"params of {method!r} must be an object")
    if "id" not in obj:
        return Notification(method, params)
    msg_id = obj["id"]
    if not _valid_id(msg_id):
        raise ProtocolViolation(f"a request id must be a string or integer (never null), got {msg_id!r}")
    return Request(msg_id, method, params)


def _parse_error(obj: dict[str, Any]) -> ErrorResponse:
    msg_id = obj.get("id")
    if msg_id is not None and not _valid_id(msg_id):
        raise ProtocolViolation(f"an error response id must be a string, integer or absent, got {msg_id!r}")
    error = obj["error"]
    if not isinstance(error, dict):
        raise ProtocolViolation("an error must be an object")
    code = error.get("code")
    if not isinstance(code, int) or isinstance(code, bool):
        raise ProtocolViolation(f"an error code must be an integer, got {code!r}")
    message = error.get("message")
    if not isinstance(message, str):
        message = "" if message is None else str(message)
    return ErrorResponse(msg_id, code, message, error.get("data"))


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _finite(text: str) -> float:
    value = float(text)
    if value in (math.inf, -math.inf):
        # 1e400 parses as infinity, which no peer could be sent back
        raise ValueError(f"number {text[:20]} is out of range")
    return value


_loads = json.JSONDecoder(parse_constant=_reject_constant, parse_float=_finite).decode

# The deepest nesting of arrays and objects a message may have (the message object itself is level 1).
# Python's decoder stops only at the interpreter's recursion limit, so without a bound of our own a message
# nested ~990 deep decodes near the bottom of the stack and then fails to encode with RecursionError when a
# proxy forwards it from deeper down; every other recursive walk of it (copying, schema checks) is exposed the
# same way. serde_json (and so the Rust MCP SDK) stops at 128 too: no interoperable peer sends deeper.
MAX_DEPTH = 128

_NOT_STRUCTURE = bytes(c for c in range(256) if c not in b'[]{}"')
_ONE_BRACKET = bytes.maketrans(b"{}", b"[]")
_STEP = bytes.maketrans(b"[]", b"\x01\xff")  # +1 / -1 once read as signed bytes
_QUICK_PASSES = 16


def _too_deep(data: bytes) -> bool:
    """Whether the arrays and objects of valid JSON text nest deeper than MAX_DEPTH, worked out at C speed.

    Decoding already proved the text valid, so escapes can be dropped pairwise and a string is whatever lies
    between two quotes; what remains is a balanced bracket sequence whose height is the nesting depth.
    """
    if data.count(b"[") + data.count(b"{") <= MAX_DEPTH:
        return False  # the usual case: two counts at C speed, ~1 us for a call message
    if b"\\" in data:
        data = data.replace(b"\\\\", b"").replace(b'\\"', b"")
    # Two adjacent quotes enclose nothing, so dropping them keeps every other character in or out of a
    # string as it was; most strings hold no bracket, so few quotes are left for the costlier split.
    skeleton = data.translate(None, _NOT_STRUCTURE).replace(b'""', b"")
    if b'"' in skeleton:
        skeleton = b"".join(skeleton.split(b'"')[::2])
    brackets = skeleton.translate(_ONE_BRACKET)
    # each pass removes every innermost pair, i.e. exactly one level: a typical message empties in a few
    for _ in range(_QUICK_PASSES):
        if not brackets:
            return False
        brackets = brackets.replace(b"[]", b"")
    # still nested after the quick passes: an exact running sum, linear in the brackets left
    depth = max(itertools.accumulate(memoryview(brackets.translate(_STEP)).cast("b")), default=0)
    return _QUICK_PASSES + depth > MAX_DEPTH


def _decoded(data: bytes | str) -> Any:
    """The JSON value of a payload; ProtocolViolation if it is not JSON we take (UTF-8, depth, range)."""
    try:
        # strict UTF-8 first: json.loads on bytes would guess UTF-16 or let encoded surrogates through
        text = data.decode("utf-8") if isinstance(data, bytes | bytearray) else data
        obj = _loads(text)
    except UnicodeDecodeError as exc:
        raise ProtocolViolation(f"a message must be UTF-8: {exc.reason} at byte {exc.start}") from None
    except ValueError as exc:
        raise ProtocolViolation(f"invalid JSON: {exc}") from None
    except RecursionError:
        raise ProtocolViolation(f"invalid JSON: nested deeper than {MAX_DEPTH} levels") from None
    if isinstance(obj, dict | list) and _too_deep(
        data if isinstance(data, bytes) else text.encode("utf-8", "surrogatepass")
    ):
        raise ProtocolViolation(f"invalid JSON: nested deeper than {MAX_DEPTH} levels")
    return obj


#: The most members a JSON-RPC batch may have. Each member costs an object, a task or an answer of its own, so a
#: body of 16 MB holding eight million `1,` would otherwise be answered with eight million errors (~1 GB) after
#: minutes of work; JSON-RPC sets no bound, and no client of the one revision with batches sends so many.
MAX_BATCH = 1024


def _batch_problem(obj: list[Any]) -> str | None:
    if not obj:
        return "an empty JSON-RPC batch"
    if len(obj) > MAX_BATCH:
        return f"a JSON-RPC batch of {len(obj)} members is over the limit of {MAX_BATCH}"
    return None


def decode(data: bytes | str, *, allow_batch: bool = False) -> list[Message]:
    """Decode one wire payload into messages.

    A batch (a JSON array) is accepted only when `allow_batch` is set: revision 2025-03-26 requires
    receiving them, every other revision has none. An empty batch or one over `MAX_BATCH` members is refused.
    """
    obj = _decoded(data)
    if isinstance(obj, list):
        if not allow_batch:
            raise ProtocolViolation("JSON-RPC batches are not allowed in this protocol revision")
        problem = _batch_problem(obj)
        if problem is not None:
            raise ProtocolViolation(f"{problem} is invalid")
        return [parse_message(item) for item in obj]
    return [parse_message(obj)]


@dataclass(frozen=True, slots=True)
class Invalid:
    """Valid JSON that is not a JSON-RPC message: answered `-32600` on its own, with its id if it has a usable one."""

    id: RequestId | None
    reason: str

    def answer(self) -> ErrorResponse:
        """The Invalid Request error this item gets."""
        return ErrorResponse(self.id, INVALID_REQUEST, f"Invalid Request: {self.reason}")


@dataclass(frozen=True, slots=True)
class Payload:
    """What one payload a client sent holds, for a server to answer item by item.

    `batch` is whether the answers go back as a JSON array (JSON-RPC 2.0 §6: even a one-element batch gets
    a one-element array). One invalid member is its own `Invalid`, never the whole batch's failure.
    """

    items: tuple[Message | Invalid, ...]
    batch: bool


def read_payload(data: bytes | str, *, allow_batch: bool = False) -> Payload:
    """Decode what a client sent, as a server must: only text that is not JSON at all raises (`-32700`).

    Valid JSON that is not a message is an `Invalid` item (`-32600`): a lone non-object, an object that breaks
    the JSON-RPC rules, an empty array, an array over `MAX_BATCH` members (one answer for all of it), and any array
    where the revision has no batches.
    """
    obj = _decoded(data)
    if not isinstance(obj, list):
        return Payload((_item(obj),), batch=False)
    if not allow_batch:
        return Payload((Invalid(None, "JSON-RPC batches are not allowed in this protocol revision"),), batch=False)
    problem = _batch_problem(obj)
    if problem is not None:
        return Payload((Invalid(None, problem),), batch=False)
    return Payload(tuple(_item(member) for member in obj), batch=True)


def _item(obj: Any) -> Message | Invalid:
    try:
        return parse_message(obj)
    except ProtocolViolation as exc:
        msg_id = obj.get("id") if isinstance(obj, dict) else None
        return Invalid(msg_id if _valid_id(msg_id) else None, exc.message)


def to_dict(msg: Message) -> dict[str, Any]:
    """The wire form of `msg` as a dict, with `"jsonrpc": "2.0"` and only the fields it has."""
    if isinstance(msg, Request):
        out: dict[str, Any] = {"jsonrpc": "2.0", "id": msg.id, "method": msg.method}
        if msg.params is not None:
            out["params"] = msg.params
        return out
    if isinstance(msg, Notification):
        out = {"jsonrpc": "2.0", "method": msg.method}
        if msg.params is not None:
            out["params"] = msg.params
        return out
    if isinstance(msg, Response):
        return {"jsonrpc": "2.0", "id": msg.id, "result": msg.result}
    out = {"jsonrpc": "2.0", "error": msg.error}
    if msg.id is not None:
        out["id"] = msg.id
    return out


_dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode
_dumps_ascii = json.JSONEncoder(ensure_ascii=True, separators=(",", ":"), allow_nan=False).encode


def encode(msg: Message) -> bytes:
    """Compact UTF-8 JSON without newlines (JSON escapes any newline inside strings)."""
    if type(msg) is Response:
        for key, value in msg.result.items():
            if type(value) is EncodedList:
                return _spliced(msg, key, value)
    return _json(to_dict(msg))


def json_type(value: Any) -> str:
    """The JSON type of a decoded value, with its article ("a string", "an array", "null")."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    return "an array" if isinstance(value, list) else "an object"


def json_problem(value: Any, path: str = "") -> str | None:
    """Why `value` cannot be sent as JSON (the first place, such as "a.b[2] is a Decimal"), or None when it can:
    objects with string keys, arrays, strings, booleans, integers, finite floats and null."""
    if value is None or isinstance(value, str | bool | int):
        return None
    if isinstance(value, float):
        return None if math.isfinite(value) else f"{path or 'the value'} is {value!r}, which JSON has no way to write"
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                return f"{path or 'the object'} has a key that is not a string ({type(key).__name__})"
            found = json_problem(item, f"{path}.{key}" if path else key)
            if found is not None:
                return found
        return None
    if isinstance(value, list | tuple):
        for index, item in enumerate(value):
            found = json_problem(item, f"{path}[{index}]")
            if found is not None:
                return found
        return None
    return f"{path or 'the value'} is a {type(value).__name__}, not a JSON value"


def _json(obj: Any) -> bytes:
    try:
        return _dumps(obj).encode()
    except UnicodeEncodeError:
        # a lone surrogate (legal in a JSON escape) cannot be UTF-8: keep it escaped instead
        return _dumps_ascii(obj).encode()


class EncodedList(list[Any]):
    """A list that carries its own JSON, made once: `encode` splices it into an answer instead of encoding it again.

    For a result served over and over unchanged to many clients (a page of the merged tool list, tens of KB):
    encoding it was most of the CPU a warm list cost. Whoever holds one must not change it (nor its items); to
    everything else it is the plain list it was made from, and a copy of it is encoded as usual.
    """

    __slots__ = ("json",)

    def __init__(self, items: Iterable[Any]) -> None:
        super().__init__(items)
        self.json = _json(list(self))


def _spliced(msg: Response, key: str, value: EncodedList) -> bytes:
    """`msg` encoded as `encode` would, with `value`'s JSON put in at `key` (first in the result)."""
    rest = _json({k: v for k, v in msg.result.items() if k != key})
    head = b"{" + _json(key) + b":" + value.json + (b"," + rest[1:] if len(rest) > 2 else b"}")
    return _json({"jsonrpc": "2.0", "id": msg.id})[:-1] + b',"result":' + head + b"}"


def encode_batch(messages: Sequence[Message]) -> bytes:
    """The answers to a batch as one JSON array (one element for a one-element batch)."""
    return b"[" + b",".join(encode(msg) for msg in messages) + b"]"


class IdAllocator:
    """Request ids for one sender: integers, never null, never reused while a request is in flight.

    A plain counter never repeats, which is stronger than the spec's rule of uniqueness among
    requests still waiting for an answer.
    """

    def __init__(self, start: int = 1) -> None:
        self._counter: Iterator[int] = itertools.count(start)

    def next(self) -> int:
        """The next request id, unique for this allocator's life."""
        return next(self._counter)
