"""The type checks a server entry and a number setting get when made in code (the config reader checks its own).

A config built in code skips the reader, so the dataclasses check what a wrong type would otherwise break much
later: a string of arguments iterated letter by letter, a list where the environment's mapping goes, a 400-digit
integer that no float can hold.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import urlsplit

from aggregator.errors import ConfigError

__all__ = [
    "MAX_PREFIX_LENGTH",
    "MAX_SECONDS",
    "check_remote",
    "check_seconds",
    "check_stdio",
    "check_strings",
    "finite",
    "prefix_of",
    "short",
]


#: the longest any duration setting may be (timeouts, patience, reconnect delays): a day, as the CLI's --timeout; a
#: longer one is a mistake, and a huge one overflows the system's timers (a socket's timeout, a float power)
MAX_SECONDS = 24 * 60 * 60.0


def check_seconds(where: str, name: str, value: Any, *, zero: bool = False) -> None:
    """Raise ConfigError naming `name` unless `value` is a number of seconds above 0 (or 0, with `zero`) and at most
    `MAX_SECONDS`: never NaN, an infinity, a boolean or a string. `where`: what the setting belongs to, or ""."""
    if finite(value) and (value >= 0 if zero else value > 0) and value <= MAX_SECONDS:
        return
    wanted = "0 or more" if zero else "above 0"
    raise ConfigError(
        f"{where}{name} must be a number of seconds {wanted} and at most {MAX_SECONDS:g}, got {short(value)}"
    )


def finite(value: Any) -> bool:
    """A number (not a boolean) that is finite as a float: an integer of 400 digits is none (float() overflows)."""
    if not isinstance(value, int | float) or isinstance(value, bool):
        return False
    try:
        return math.isfinite(float(value))
    except OverflowError:
        return False


def short(value: Any) -> str:
    """A value for an error message, cut short (a 400-digit number is not worth printing whole)."""
    text = repr(value)
    return text if len(text) <= 40 else f"{text[:20]}... ({len(text)} characters)"


def check_strings(server: str, key: str, value: Any) -> None:
    """`env` and `headers`: a mapping of strings to strings (a list of "A=1" is a mistake caught here, not later)."""
    if not isinstance(value, Mapping) or not all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        raise ConfigError(f"server {server!r}: {key} must map names to strings, got {short(value)}")


def check_stdio(server: str, command: Any, args: Sequence[Any], env: Any, cwd: Any, env_file: Any) -> None:
    """A stdio server's own fields: a command string, a list of string arguments, a string environment."""
    if command is None or command == "":
        raise ConfigError(f"server {server!r}: a stdio server needs a 'command'")
    if not isinstance(command, str):
        raise ConfigError(f"server {server!r}: command must be a string, got {type(command).__name__}")
    # a string is a sequence too: "demo-server weather" would run one letter per argument
    if isinstance(args, str | bytes) or not all(isinstance(arg, str) for arg in args):
        raise ConfigError(f"server {server!r}: args must be a list of strings, got {short(args)}")
    check_strings(server, "env", env)
    for key, value in (("cwd", cwd), ("env_file", env_file)):
        if value is not None and not isinstance(value, str):
            raise ConfigError(f"server {server!r}: {key} must be a string, got {short(value)}")
    _check_process_text(server, command, args, env, cwd)


def _check_process_text(server: str, command: str, args: Sequence[str], env: Mapping[str, str], cwd: Any) -> None:
    """What the OS cannot pass to a process: a NUL in any string, a variable name that is empty or holds '='.
    Caught here, it is a config error naming the key; at spawn it was an "internal error: ValueError"."""
    where = [("command", command), ("cwd", cwd or "")]
    where += [(f"args[{index}]", arg) for index, arg in enumerate(args)]
    where += [(f"env.{name}", value) for name, value in env.items()]
    for key, text in where:
        if "\0" in text:  # the value itself is not shown: an argument or a variable may be a token
            raise ConfigError(f"server {server!r}: {key} holds a NUL character, which no process can be given")
    for name in env:
        if not name or "=" in name or "\0" in name:
            raise ConfigError(f"server {server!r}: env name {name!r} must be non-empty, without '=' or NUL")


def check_remote(server: str, kind: str, url: Any, headers: Any) -> None:
    """A URL server's own fields: a URL string, string headers."""
    if not url or not isinstance(url, str):
        raise ConfigError(f"server {server!r}: an {kind} server needs a 'url'")
    problem = None if "${" in url else _url_problem(url)  # a found file read raw: checked once substituted
    if problem is not None:
        raise ConfigError(f"server {server!r}: url {problem}")  # never the URL itself: it may carry a key
    check_strings(server, "headers", headers)
    for name, value in headers.items():
        if not _HEADER_NAME.fullmatch(name):
            raise ConfigError(f"server {server!r}: headers: {name!r} is not an HTTP header name (letters, digits, -)")
        if not _HEADER_VALUE.fullmatch(value):
            # the value is never shown (a token): a pasted newline or a typographic quote is the usual cause
            raise ConfigError(
                f"server {server!r}: headers.{name}: the value must be printable ASCII (no line break, control "
                "character or non-ASCII letter), which is all an HTTP header can carry"
            )


#: RFC 9110 field names (`token`) and the values every HTTP client here sends (httpx refuses non-ASCII, aiohttp
#: control characters): a header that cannot be sent is a config error, not an "internal error" at connect
_HEADER_NAME = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")
_HEADER_VALUE = re.compile(r"[\t\x20-\x7e]*")


def _url_problem(url: str) -> str | None:
    """What is wrong with a server's URL, in words that quote none of it; None when it can be connected to."""
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError for a port out of range or not a number
    except ValueError:
        return "is not a valid URL (a bracketed address left open, or a port that is not 0-65535)"
    if parts.scheme.lower() not in ("http", "https"):
        return "must start with http:// or https://"
    if not parts.hostname:
        return "has no host"
    return None


_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")
#: a server's name (its config key): what editors write, gallery ids and spaces included; no control characters
SERVER_KEY = re.compile(r"[^\x00-\x1f\x7f-\x9f]{1,128}")


#: the longest tool prefix, set or derived: room is left in a 64-character name for the tool's own name
MAX_PREFIX_LENGTH = 32
#: hex digits of the key's hash a shortened derived prefix ends with (after a '_'), as a rewritten name does
_PREFIX_HASH_HEX = 8


def prefix_of(name: str) -> str:
    """The tool prefix a server's name gives when no `prefix` is set: the name itself when it is a prefix's letters,
    digits, '_' and '-', else each run of other characters as one '_' (`io.github.upstash/context7` ->
    `io_github_upstash_context7`, `AWS API MCP Server` -> `AWS_API_MCP_Server`). Longer than MAX_PREFIX_LENGTH, it
    is shortened stably: its head, '_', and a hash of the whole key, so two long keys that share a head (or read
    the same once made prefix-shaped) still get two prefixes, and a key keeps its prefix from run to run."""
    shaped = name if _NAME.fullmatch(name) else re.sub(r"[^A-Za-z0-9-]+", "_", name).strip("_-")
    if len(shaped) <= MAX_PREFIX_LENGTH:
        return shaped
    head = shaped[: MAX_PREFIX_LENGTH - 1 - _PREFIX_HASH_HEX].rstrip("_-")
    tail = hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()[:_PREFIX_HASH_HEX]
    return f"{head}_{tail}" if head else tail
