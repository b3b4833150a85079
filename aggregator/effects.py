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
import hashlib
import re
import shlex
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from aggregator.config import AggregatorSettings, RemoteServer, ServerConfig, StdioServer, as_variant
from aggregator.errors import ConfigError
from aggregator.redaction import KEY_SHAPED, MASK, redact_url, url_secrets

__all__ = [
    "Effect",
    "UntrustedConfig",
    "argument_secrets",
    "credentials_of",
    "effects_of",
    "plan_digest",
    "unconsented",
]

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
#: the OAuth settings that name a place the sign-in reaches beside the server's own authorization server
_OAUTH_PLACES = ("issuer", "idp_token_endpoint", "client_metadata_url")
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
            line = f"{self.owner}: {shlex.join([values['command'], *_shown_args(values.get('args', ()))])}"
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
        elif values.get("setting") in _INERT_SETTINGS | _INERT_CONFIG:
            line = f"{self.owner}: writes variables into what it shows or sends"  # counted for them only
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
            # to whichever authorization server the resource names; and, named here, every place the file itself
            # sends the sign-in to (an identity provider's token endpoint takes the user's ID token)
            named = [str(value) for key, value in values["oauth"] if key in _OAUTH_PLACES and value]
            extras.append("signs in with OAuth" + (f" via {', '.join(map(_shown_url, named))}" if named else ""))
        carried = [key for key, _ in self.identity if key in _INERT_SERVER]  # counted for their variables only
        if carried:
            extras.append(f"variables in {', '.join(carried)}")
        if self.variables:
            extras.append(f"substitutes ${{{'}, ${'.join(self.variables)}}}")
        return _visible(_without_values(line + (f"  ({'; '.join(extras)})" if extras else ""), values))


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
        if (item.name in _INERT_SETTINGS and not _refers(value)) or value == getattr(defaults, item.name):
            continue
        identity = (("setting", item.name), *_identity(value, frozenset()))
        found.append(Effect("file" if item.name == "audit" else "setting", identity, f"aggregator.{item.name}"))
    for name, value in (config_keys or {}).items():
        # default-deny here too: a key not named inert counts, whatever it is
        inert = name in _INERT_CONFIG and not _refers(value)
        if inert or value in (None, False, "", (), {}) or getattr(value, "is_memory", False):
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


def plan_digest(effects: Iterable[Effect]) -> str:
    """A short fingerprint of exactly these effects (every raw value, secrets the plan masks included), so a user can
    consent to the plan they read (`--trust-plan DIGEST`) and not to whatever the file says by the time they do."""
    lines = sorted(repr((effect.kind, effect.owner, effect.identity)) for effect in effects)
    return hashlib.sha256("\n".join(lines).encode("utf-8", "surrogatepass")).hexdigest()[:16]


def _identity(value: Any, inert: frozenset[str]) -> tuple[tuple[str, Any], ...]:
    if not dataclasses.is_dataclass(value):
        return (("value", _frozen(value)),)
    pairs = []
    for item in dataclasses.fields(value):
        got = getattr(value, item.name)
        # an inert field that takes a variable is not inert: the value goes wherever the field goes (a root's name
        # to the server, a policy's reason to the client), so it is shown and consented to like an env value
        if (item.name not in inert or _refers(got)) and got not in (None, "", (), {}):
            pairs.append((item.name, _frozen(got)))
    return tuple(pairs)


def _refers(value: Any) -> bool:
    """Whether any text in `value` (at any depth) refers to a variable (`${NAME}`, `${env:NAME}`)."""
    return any(_REFERENCE.search(text) for text in _texts(_frozen(value)))


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


#: a command-line flag that hands over a secret (`--api-key X`, `--token=X`, `-password X`, `--auth X`, `--pat X`): the
#: flag ends with the word, so one naming where a secret is (`--token-file`, `--token-env`) does not count
_SECRET_FLAG = re.compile(r"-{1,2}[\w.-]*(?:key|token|secret|passw(?:or)?d|credential|auth|pat)s?", re.IGNORECASE)
#: an environment assignment or header whose name says it holds a secret (`API_KEY=…`, `Authorization: Bearer …`)
_SECRET_NAME = re.compile(r"[\w.-]*(?:key|token|secret|passw(?:or)?d|credential|authorization|auth|pat|cookie)s?", re.I)
_ASSIGNED = re.compile(r"([A-Za-z_][\w.-]*)(=|:\s*)(.+)", re.DOTALL)


def argument_secrets(args: Sequence[str]) -> Iterator[str]:
    """The values of a server's arguments that hand over a secret: after such a flag or its `=`, an assignment or
    header of a secret-looking name (`-e API_KEY=…`, `--header "Authorization: Bearer …"`), a URL's password or
    query values."""
    for position, argument in enumerate(args):
        if not isinstance(argument, str):
            continue
        flag, equals, value = argument.partition("=")
        if _SECRET_FLAG.fullmatch(flag):
            if equals:
                yield value
            elif position + 1 < len(args) and not str(args[position + 1]).startswith("-"):
                yield str(args[position + 1])
            continue
        assigned = _ASSIGNED.fullmatch(argument)
        if assigned is not None and _SECRET_NAME.fullmatch(assigned[1]):
            secret = assigned[3].strip()
            yield secret
            scheme, _, token = secret.partition(" ")
            if token and scheme.lower() in ("bearer", "basic", "token"):
                yield token.strip()
        if "://" in argument:
            yield from url_secrets(argument)


def _shown_args(args: Sequence[str]) -> list[str]:
    """A command line as the consent shows it: the values `argument_secrets` finds as `***` (a `${VAR}` reference
    stays, as in `_shown_url`), URLs shown by `_shown_url`."""
    # only what looks like a key is hidden: a found file holds none of the user's secrets, and a value it pretends
    # is one must not hide what will run (`sh -c '…' --api-key '<the same script>'`)
    hidden = {secret for secret in argument_secrets(args) if KEY_SHAPED.fullmatch(secret)}  # a script is shown
    shown = []
    for argument in map(str, args):
        if "://" in argument and _URLISH.fullmatch(argument):
            argument = _shown_url(argument)
        for secret in sorted(hidden, key=len, reverse=True):
            argument = argument.replace(secret, MASK)
        shown.append(argument)
    return shown


def _without_values(line: str, values: Mapping[str, Any]) -> str:
    """`line` with each env and header value that looks like a key (`KEY_SHAPED`) as `***` wherever it shows (in the
    command's path, its folder, a URL's path): those values are never shown, so not where they are repeated either.
    Only key-shaped ones: a value that reads as a script or a path stays, so it cannot hide what would run."""
    given = [str(value) for key in ("env", "headers") for _, value in values.get(key) or ()]
    found = {
        piece for value in given for piece in (value, value.partition(" ")[2].strip()) if KEY_SHAPED.fullmatch(piece)
    }
    for secret in sorted(found, key=len, reverse=True):
        line = line.replace(secret, MASK)
    return line


_URLISH = re.compile(r"[a-z][a-z0-9+.-]*://\S+", re.IGNORECASE)


def _shown_url(url: str) -> str:
    """A URL as the consent shows it: a password or query value written in it as `***`, a `${VAR}` reference as it
    is (which of the user's variables would be sent is what the user must see)."""
    return redact_url(url, keep=_REFERENCE.fullmatch)


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
