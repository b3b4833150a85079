"""What a config makes happen outside this process, and the consent it needs.

A config is code: it names processes to start, hosts to connect to (carrying the user's variables in headers and
URLs), files to read and files to write. One the user named is consented to as a whole. One that was *found* (a
`.mcp.json` in a cloned repository) is not: the loader reads it without touching the environment, `effects()`
lists what it would do, and nothing runs until the user consents to exactly that list (`--trust`).

The list is built by default-deny: every field of a server or of the settings counts as reaching the outside world
unless it is named in `_INERT_SERVER` / `_INERT_SETTINGS` (fields that only shape what we do with answers). A field
added later is therefore guarded from the day it is added, without touching this module: the worst it can do is make
a harmless change need consent. An enabled server is always an effect (it is a process or a connection); a disabled
one is none.

Two effects are the same when their kind and their raw (unexpanded) values are the same, so "the user consented to
this" survives a reload that only renames a server or changes a policy rule, and fails for a new command line, URL,
header, envFile, audit path, store or lock file. The config's own keys kept beside the settings (`store`, `pins`,
`principal`, `tracing`) are effects by the same default-deny: only `_INERT_CONFIG` is not.
"""

from __future__ import annotations

import dataclasses
import re
import shlex
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import urlsplit, urlunsplit

from aggregator.config import AggregatorSettings, RemoteServer, ServerConfig, StdioServer, as_variant
from aggregator.errors import ConfigError
from aggregator.redaction import MASK, redact_url

__all__ = ["Effect", "UntrustedConfig", "credentials_of", "effects_of", "unconsented"]

EffectKind = Literal["process", "connection", "file", "setting"]

#: fields that only shape how answers are handled: changing them starts, reaches or writes nothing new
_INERT_SERVER = frozenset(
    {
        "name",
        "protocol",
        "timeouts",
        "max_message_size",
        "page_cap",
        "roots",
        "prefix",
        "allow",
        "deny",
        "min_ttl_ms",
        "disabled",
        "rate_limit",
        "tool_rate_limits",
        "max_result_bytes",
        "trusted",
    }
)
_INERT_SETTINGS = frozenset(
    {"prefix_mode", "separator", "name_profile", "legacy_ttl_ms", "max_ttl_ms", "validate_arguments", "policy"}
)
#: the config's own top-level keys that only shape what is listed (client profiles, tools listed whatever the
#: profile, servers' one-line purposes); the others (`store`, `pins`, `principal`, `tracing`, any added later) count
_INERT_CONFIG = frozenset({"profiles", "pinned", "server_pinned", "descriptions"})
_REFERENCE = re.compile(r"\$\{(?:env:)?([A-Za-z_][A-Za-z0-9_]*)(?::-[^}]*)?\}")


class UntrustedConfig(ConfigError):
    """A config would do things the user has not consented to; `effects` lists them (nothing was done)."""

    kind = "untrusted_config"

    def __init__(self, message: str, effects: Sequence[Effect]) -> None:
        super().__init__(message)
        self.effects = tuple(effects)


@dataclass(frozen=True, slots=True)
class Effect:
    """One thing a config would make happen: a process, a connection, a file written, or another outside setting."""

    kind: EffectKind
    #: the raw values that make it up (variable references unexpanded): what consent is given to
    identity: tuple[tuple[str, Any], ...]
    #: the server key, or the settings key (`aggregator.audit`)
    owner: str = field(compare=False)

    @property
    def variables(self) -> tuple[str, ...]:
        """Names of the variables it would substitute (never their values)."""
        names = [m[1] for _, value in self.identity for text in _texts(value) for m in _REFERENCE.finditer(text)]
        return tuple(dict.fromkeys(names))

    def describe(self) -> str:
        """One line for a person: what would run, be reached or be written; env and header values never shown."""
        values = dict(self.identity)
        if self.kind == "process":
            line = f"{self.owner}: {shlex.join([values['command'], *values.get('args', ())])}"
        elif self.kind == "connection":
            line = f"{self.owner}: connects to {_shown_url(str(values['url']))}"
        elif self.kind == "file" and values.get("setting") == "pins":
            line = f"{self.owner}: reads and writes the lock file {values['lock']}"
        elif self.kind == "file":
            line = f"{self.owner}: appends to {values['path']} (creating its folders)"
        elif values.get("setting") == "tracing":
            line = f"{self.owner}: turns on OpenTelemetry traces (sent where the OTEL_* variables say)"
        elif values.get("setting") == "principal":
            line = f"{self.owner}: tells the proxy's users apart by the HTTP header {values.get('header')!r}"
        else:
            # a kind this module does not know by name: every raw value shown, so the user sees what is allowed
            shown = ", ".join(f"{key} {value!r}" for key, value in self.identity if key not in ("setting", "env"))
            line = f"{self.owner}: sets {shown}"
        extras = []
        if values.get("cwd"):
            extras.append(f"in {values['cwd']}")
        for key in ("env", "headers"):
            if values.get(key):
                extras.append(f"{key} {', '.join(name for name, _ in values[key])}")
        if values.get("env_file"):
            extras.append(f"reads envFile {values['env_file']}")
        if values.get("oauth") is not None:
            extras.append("signs in with OAuth")  # to whichever server the resource names; no secret shown
        if self.variables:
            extras.append(f"substitutes ${{{'}, ${'.join(self.variables)}}}")
        return _visible(line + (f"  ({'; '.join(extras)})" if extras else ""))


def effects_of(
    servers: Iterable[ServerConfig], settings: AggregatorSettings, config_keys: Mapping[str, Any] | None = None
) -> tuple[Effect, ...]:
    """Every effect of these servers and settings, in config order (servers first), then those of the config's own
    top-level keys kept beside the settings (`config_keys`: the store, the pins' lock file, tracing, ...)."""
    found: list[Effect] = []
    for server in servers:
        if server.disabled:
            continue
        identity = _identity(server, _INERT_SERVER)
        found.append(Effect(_kind_of(server), identity, server.name))
    defaults = type(settings)()  # a subclass's own fields have defaults too
    for item in dataclasses.fields(settings):
        value = getattr(settings, item.name)
        if item.name in _INERT_SETTINGS or value == getattr(defaults, item.name):
            continue
        identity = (("setting", item.name), *_identity(value, frozenset()))
        found.append(Effect("file" if item.name == "audit" else "setting", identity, f"aggregator.{item.name}"))
    for name, value in (config_keys or {}).items():
        # default-deny here too: a key not named inert counts, whatever it is
        if name in _INERT_CONFIG or value in (None, False, "", (), {}) or getattr(value, "is_memory", False):
            continue
        identity = (("setting", name), *_identity(value, frozenset()))
        kind: EffectKind = "connection" if name == "store" else "file" if name == "pins" else "setting"
        found.append(Effect(kind, identity, f"aggregator.{name}"))
    return tuple(found)


def _kind_of(server: ServerConfig) -> EffectKind:
    match as_variant(server):
        case StdioServer():
            return "process"
        case RemoteServer():
            return "connection"
    return "setting"  # an in-process server reaches nothing outside


def credentials_of(server: ServerConfig) -> tuple[Mapping[str, str], Mapping[str, str]]:
    """What `server`'s config hands over that may be secret: (the headers it sends, its process's environment)."""
    match as_variant(server):
        case StdioServer(env=env):
            return {}, env
        case RemoteServer(headers=headers):
            return headers, {}
    return {}, {}


def unconsented(effects: Iterable[Effect], consent: Collection[Effect] | None) -> tuple[Effect, ...]:
    """The effects not covered by `consent` (None: everything is consented to)."""
    if consent is None:
        return ()
    return tuple(effect for effect in effects if effect not in consent)


def _identity(value: Any, inert: frozenset[str]) -> tuple[tuple[str, Any], ...]:
    if not dataclasses.is_dataclass(value):
        return (("value", _frozen(value)),)
    pairs = []
    for item in dataclasses.fields(value):
        got = getattr(value, item.name)
        if item.name not in inert and got not in (None, "", (), {}):
            pairs.append((item.name, _frozen(got)))
    return tuple(pairs)


def _frozen(value: Any) -> Any:
    """A hashable copy, so effects can be compared and kept in sets."""
    if isinstance(value, Mapping):
        return tuple(sorted((str(key), _frozen(item)) for key, item in value.items()))
    if isinstance(value, list | tuple):
        return tuple(_frozen(item) for item in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        # fields left out of equality (an OAuth token store, a login callback) are state, not what the config says
        fields = (item for item in dataclasses.fields(value) if item.compare)
        return tuple((item.name, _frozen(getattr(value, item.name))) for item in fields)
    try:
        hash(value)
    except TypeError:
        return repr(value)
    return value


def _shown_url(url: str) -> str:
    """A URL as the consent shows it: a password or query value written in it as `***`, but a `${VAR}` reference
    as it is (which of the user's variables would be sent is what the user must see)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return redact_url(url)

    def kept(value: str) -> str:
        return value if not value or _REFERENCE.fullmatch(value) else MASK

    netloc = parts.netloc
    if "@" in netloc:
        userinfo, _, host = netloc.rpartition("@")
        user, colon, password = userinfo.partition(":")
        netloc = f"{kept(user)}{colon}{kept(password) if colon else ''}@{host}"
    query = (
        "&".join(
            f"{key}={kept(value)}" if equals else key
            for key, equals, value in (p.partition("=") for p in parts.query.split("&"))
        )
        if parts.query
        else ""
    )
    return urlunsplit((parts.scheme, netloc, parts.path, query, kept(parts.fragment) if parts.fragment else ""))


def _visible(text: str) -> str:
    """Control and format characters shown as escapes: the file's author must not be able to hide a line the user
    is asked to consent to (a clear-screen, a carriage return, a right-to-left override)."""
    return "".join(
        char if char.isprintable() or char == " " else char.encode("unicode_escape").decode("ascii") for char in text
    )


def _texts(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from _texts(item)
