"""Loading the config files people already have, unmodified, into `ServerConfig`s.

    {"mcpServers": {"github": {"command": "npx", "args": [...], "env": {...}}}}           Claude Desktop, Cursor
    {"mcpServers": {"github": {"type": "http", "url": "...", "headers": {...}}}}         Claude Code (.mcp.json)
    {"servers": {"github": {"type": "stdio", "command": "..."}}, "inputs": [...]}        VS Code (.vscode/mcp.json)

Our settings sit beside them in the same file: a top-level "aggregator" object (`AggregatorSettings`) and a nested
"aggregator" object per entry (prefix, protocol, timeouts, allow/deny, ...). Keys of other tools are ignored, so a file
loads unmodified; keys inside our "aggregator" objects are checked, and a typo is an error that suggests the right key.

Decisions:

- A server key must already be a valid name (`[A-Za-z0-9_-]{1,64}`). The key becomes the tool prefix, so rewriting it
  silently would produce names the user never wrote; an invalid key is an error that suggests a valid spelling.
- Every string value is expanded once (substituted text is never expanded again): `${VAR}`, `${VAR:-default}` (the
  default also replaces an empty value, as in the shell), `${env:VAR}`, `${userHome}`, `${workspaceFolder}`,
  `${workspaceFolderBasename}`, `${pathSeparator}`. An unset variable without a default is an error. `${input:...}`
  prompts the user in VS Code, which a headless aggregator cannot do: an error that says to use `${env:...}` instead.
- `${workspaceFolder}` defaults to the file's directory, or to its parent for `.vscode/mcp.json` and `.cursor/mcp.json`
  (the project root, as those editors mean it).
- JSONC comments and trailing commas are accepted: VS Code files often have them.
- `type` may be "stdio", "http", "streamable-http", "streamableHttp" or "sse" (Cline's `transportType` is read when
  `type` is absent); a `url` without a type is left to the upstream to detect (Streamable HTTP, then legacy SSE).
- An entry-level `"disabled": true` (Cline, Roo) is honoured: the user turned that server off. Our
  `aggregator.disabled` wins when both are set. VS Code's `envFile` (`KEY=VALUE` lines) is read into the process's
  environment; `env` wins over it. An entry key that no tool we know uses is a warning (`AggregatorConfig.warnings`)
  with the closest standard key (`arg` -> `args`); other tools' keys stay silent, so their files load quietly.
- A relative `command` (one with a path separator: `./server.py`, `bin/x`), `cwd` and `envFile` are taken from the
  config file's folder, like the audit path: a client chooses the proxy's working directory, not the config's author.
  For `.vscode/mcp.json` and `.cursor/mcp.json` that folder is the project root (their parent), where those editors
  run the servers from, so such files keep working unmodified. A bare command name (`npx`) is looked up on PATH.
- Trust (see `effects.py`): `load_config(path)` is for a file the user named and does everything. With
  `trust=False` (a config that was found) nothing comes from the environment or the user's files: `${...}` stays as
  written, no envFile is read, and `config.effects` lists what the file would do. With `trust=<effects>` the file is
  loaded in full only when its effects are among those (the consent given at start); else `UntrustedConfig`, raised
  before any variable is read.
- Prefixes (the key, or `aggregator.prefix`) are checked here with the naming rules (`naming.validate_prefixes`), so
  the error names the key; only enabled servers must have distinct prefixes (a disabled variant may share one).
- Error messages name the file and the key path (`mcpServers.github.env.TOKEN`), never an env or header value.
- The host's guards on calls: per entry `rate_limit`, `tool_rate_limits`, `max_result_bytes` (see `limits.py`) and
  `trusted`; top level `policy` (see `policy.py`) and `audit` (see `audit.py`). A policy rule whose `server` glob
  matches no configured server is an error: a deny rule that silently matches nothing (a typo) guards nothing. An
  allow rule that matches on annotations is an error: annotations are the server's claims. A relative audit `path` is
  taken from the config file's folder (a proxy's working directory is whatever its client chose).

- What each client is shown (`aggregator.exposure`): top level `profiles` (user-defined client profiles, keyed as
  `client_profile.PROFILE_KEYS`: `extends` a built-in one, `maxTools`, `reservedTools`, `maxNameLength`,
  `nameChars`, `namePrefix`, `tokenBudget`) and `pinned` (exported names always listed); per entry `pinned` (its
  upstream names) in its "aggregator" object, and the entry's own `description` (a Gemini CLI key too), whose first
  line is the server's purpose shown beside `search_tools`. They live on `AggregatorConfig`, not on the server: a
  change to them restarts nothing.

- Pinned tool definitions (`aggregator.pins`): top level `pins` = {"lock": FILE, "mode": "block" | "warn",
  "approvers": [USER, ...]} (mode default block; approvers: the gateway-named users who may pin in the conversation;
  a relative lock path is taken from the config file's folder). The lock is read when an `Aggregator`
  is made (`lock_file.py`); a lock that is missing or malformed is a ConfigError naming the file and key.

- Traces (`aggregator/tracing.py`): top level `tracing` = true turns OpenTelemetry spans on in `serve`, as `--otel`
  does (the `otel` extra; exported as the standard `OTEL_*` variables say).

- Who the proxy's users are (`proxy/logins.py`): top level `principal` = {"header": NAME}, the request header a
  gateway in front of the proxy names the authenticated user in (see `oauth_config.PrincipalSettings`).

The file and its top level are read here; strings, variables and the errors that name the key in `_config_values`,
one server entry (into the `ServerConfig` variant of its transport) in `_config_entries`, our "aggregator" objects
in `_config_settings`.
"""

from __future__ import annotations

import difflib
import fnmatch
import json
import os
import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from aggregator._config_entries import server as _server
from aggregator._config_settings import settings as _settings
from aggregator._config_values import NOT_SECRET, Reading, join, root_of
from aggregator.bounded_file import FileRefused, read_bounded
from aggregator.client_profile import ClientProfile
from aggregator.config import AggregatorSettings, RemoteServer, ServerConfig, as_variant
from aggregator.effects import Effect, UntrustedConfig, argument_secrets, credentials_of, effects_of, unconsented
from aggregator.errors import ConfigError
from aggregator.naming import get_profile, validate_prefixes
from aggregator.oauth_config import PrincipalSettings
from aggregator.pins import PinSettings
from aggregator.protocol.jsonrpc import json_type
from aggregator.redaction import MIN_SECRET, Redactor, url_secrets
from aggregator.store_config import StoreSetting

__all__ = ["AggregatorConfig", "load_config", "parse_config", "redact", "redactor", "secrets"]

_CONTAINERS = ("mcpServers", "servers")


#: the config's own top-level keys kept beside the settings (what `effects_of` judges besides servers and settings)
CONFIG_KEYS = ("profiles", "pinned", "server_pinned", "descriptions", "pins", "principal", "tracing", "store")


@dataclass(frozen=True, slots=True)
class AggregatorConfig:
    """A loaded config: the servers in file order (which is the merge order), the settings, and the file."""

    servers: tuple[ServerConfig, ...]
    settings: AggregatorSettings = field(default_factory=AggregatorSettings)
    path: str | None = None
    #: text substituted from the environment, kept so `redact` hides it wherever it ended up (args, urls)
    substituted: tuple[str, ...] = field(default=(), repr=False, compare=False)
    #: the effects the user consented to: None for everything (a named file, a config built in code), else exactly
    #: these (a found file: none without --trust, the ones shown at start with it); the Aggregator enforces it
    consent: frozenset[Effect] | None = None
    #: what the file would do, from its raw text (set by the loader for found files; else derived from `servers`)
    raw_effects: tuple[Effect, ...] | None = field(default=None, repr=False, compare=False)
    #: things worth telling the user that are not errors (an unknown key, with the closest known one)
    warnings: tuple[str, ...] = field(default=(), compare=False)
    #: user-defined client profiles by name (`aggregator.profiles`), beside the built-in `CLIENT_PROFILES`
    profiles: Mapping[str, ClientProfile] = field(default_factory=dict)
    #: exported (catalog) names to list whatever the profile (`aggregator.pinned`)
    pinned: tuple[str, ...] = ()
    #: server -> its upstream tool names to list whatever the profile (an entry's `aggregator.pinned`)
    server_pinned: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    #: server -> its one-line purpose (an entry's `description`), shown beside `search_tools`
    descriptions: Mapping[str, str] = field(default_factory=dict)
    #: the pins' lock file and mode (`aggregator.pins`), when enforced
    pins: PinSettings | None = None
    #: how the proxy's HTTP front tells its users apart (`aggregator.principal`); None: by their bearer token
    principal: PrincipalSettings | None = None
    #: OpenTelemetry traces on (`aggregator.tracing`, like `serve --otel`; see `aggregator/tracing.py`)
    tracing: bool = False
    #: where replicas share their state (`aggregator.store`); None: not set (the memory store, or `serve --store`)
    store: StoreSetting | None = None

    @property
    def effects(self) -> tuple[Effect, ...]:
        """What this config makes happen outside the process (variable references unexpanded where known)."""
        if self.raw_effects is not None:
            return self.raw_effects
        return effects_of(self.servers, self.settings, {name: getattr(self, name) for name in CONFIG_KEYS})


def load_config(
    path: str | os.PathLike[str],
    *,
    environ: Mapping[str, str] | None = None,
    workspace_folder: str | None = None,
    trust: bool | Collection[Effect] = True,
) -> AggregatorConfig:
    """Read and parse one config file. Raises ConfigError naming the file (and line/column, or key path).

    `trust`: True for a file the user named; False for one that was found (nothing is substituted or read, and the
    result has `consent` empty, so an `Aggregator` refuses its effects); or the effects consented to, for a found
    file read again (raises `UntrustedConfig` listing the others, before anything is substituted).
    """
    effects = isinstance(trust, Collection) and not isinstance(trust, str | bytes)
    if not isinstance(trust, bool) and not (effects and all(isinstance(effect, Effect) for effect in trust)):
        # a string or a number would read as a collection or as yes: a consent must be said exactly
        raise TypeError(f"trust must be True, False or a collection of Effect (the consented effects), got {trust!r}")
    source = os.fsdecode(path)
    data = _decode(_read(source), source)
    if workspace_folder is None:
        workspace_folder = _workspace_of(source)
    directory = os.path.dirname(os.path.abspath(source))
    if trust is True:
        return _parse(Reading(source, environ, workspace_folder, directory=directory), data, path=source)
    raw = _parse(Reading(source, {}, workspace_folder, directory=directory, expand=False), data, path=source)
    if trust is False:
        return replace(raw, consent=frozenset())
    consent = frozenset(trust)
    missing = unconsented(raw.effects, consent)
    if missing:
        lines = "".join(f"\n  {effect.describe()}" for effect in missing)
        raise UntrustedConfig(
            f"{source} was found, not named, and would now also do what was not trusted:{lines}", missing
        )
    if not consent:
        return replace(raw, consent=consent)  # nothing may reach out, so nothing needs a variable's value
    config = _parse(Reading(source, environ, workspace_folder, directory=directory), data, path=source)
    return replace(config, consent=consent, raw_effects=raw.effects)


def parse_config(
    data: Any,
    *,
    source: str = "<config>",
    environ: Mapping[str, str] | None = None,
    workspace_folder: str | None = None,
    trust: bool = True,
) -> AggregatorConfig:
    """Parse an already-decoded config (e.g. a dict built in code). Raises ConfigError naming `source` and key path.

    `trust=False` for a config from somewhere the user did not choose: as `load_config(..., trust=False)`; anything
    but True or False is a TypeError (a string "no" would otherwise read as yes).
    """
    if not isinstance(trust, bool):
        raise TypeError(f"trust must be True or False, got {trust!r}")
    if trust:
        return _parse(Reading(source, environ, workspace_folder), data, path=None)
    raw = _parse(Reading(source, {}, workspace_folder, expand=False), data, path=None)
    return replace(raw, consent=frozenset())


def secrets(config: AggregatorConfig) -> tuple[str, ...]:
    """Every env and header value, every value taken from the environment, every secret written in a URL
    (userinfo, query values), and every OAuth client secret or key, of 4+ characters; longest first."""
    found = set(config.substituted)
    for server in config.servers:
        headers, env = credentials_of(server)
        found.update(value for name, value in env.items() if name not in NOT_SECRET)
        found.update(headers.values())
        oauth = getattr(server, "oauth", None)  # a remote server's OAuth client secret or signing key
        if oauth is not None:
            found.update(
                secret
                for secret in (
                    oauth.client_secret,
                    oauth.private_key,
                    oauth.assertion,
                    oauth.id_token,
                    oauth.idp_client_secret,
                )
                if secret
            )
    for url in _urls(config):
        found.update(url_secrets(url))
    for server in config.servers:
        found.update(argument_secrets(getattr(as_variant(server), "args", ())))
    return tuple(sorted((s for s in found if len(s) >= MIN_SECRET), key=lambda s: (-len(s), s)))


def redactor(config: AggregatorConfig) -> Redactor:
    """The `Redactor` of `config`'s secrets and URLs (built once per config object)."""
    cached = _REDACTORS.get(id(config))
    if cached is not None and cached[0] is config:
        return cached[1]
    made = Redactor(secrets(config), _urls(config))
    if len(_REDACTORS) >= 16:
        _REDACTORS.pop(next(iter(_REDACTORS)))
    _REDACTORS[id(config)] = (config, made)
    return made


def _urls(config: AggregatorConfig) -> list[str]:
    urls = [server.url for server in map(as_variant, config.servers) if isinstance(server, RemoteServer)]
    if config.store is not None and not config.store.is_memory:
        urls.append(config.store.url)  # a Redis URL may hold its password
    return urls


def redact(text: str, config: AggregatorConfig) -> str:
    """`text` with every secret of `config` hidden as `***` (in any case, or in part: see `aggregator.redaction`).

    For everything we print or store that may quote a server, an error or a URL: reasons, stderr tails, errors,
    reports, the audit log.
    """
    return redactor(config)(text)


def redact_json(value: Any, config: AggregatorConfig) -> str:
    """`value` as indented JSON with every secret of `config` hidden in its strings: valid JSON whatever they are."""
    return redactor(config).json(value)


#: id(config) -> (config, its Redactor): the config is kept, so the id cannot be reused while it is cached
_REDACTORS: dict[int, tuple[AggregatorConfig, Redactor]] = {}


# -- reading -------------------------------------------------------------------------------------------------------

# An unterminated string or block comment matches to its end rather than failing: a failed match would be
# retried from every later quote or "/*", which is quadratic on hostile input. json.loads reports it then.
_STRING = r'"(?:[^"\\\n]++|\\.)*+"?'
_COMMENT = re.compile(rf"{_STRING}|//[^\n]*|/\*.*?(?:\*/|\Z)", re.DOTALL)
_TRAILING_COMMA = re.compile(rf"{_STRING}|,(?=\s*[}}\]])")


#: the largest config file read (the largest real ones are a few KiB; a pipe or /dev/zero is refused, not read)
MAX_CONFIG_BYTES = 16 * 1024 * 1024


def _read(source: str) -> str:
    try:
        return read_bounded(source, MAX_CONFIG_BYTES).decode("utf-8-sig")
    except FileRefused as exc:
        raise ConfigError(f"{source}: {exc.reason}; a config is a JSON file") from None
    except FileNotFoundError:
        raise ConfigError(f"{source}: config file not found") from None
    except UnicodeDecodeError:
        raise ConfigError(f"{source}: not UTF-8 text") from None
    except OSError as exc:
        raise ConfigError(f"{source}: cannot read the config file: {exc.strerror}") from None


def _decode(text: str, source: str) -> Any:
    try:
        return json.loads(_strip_jsonc(text), object_pairs_hook=_object)
    except json.JSONDecodeError as exc:
        # exc.msg never quotes the document, which may hold tokens
        raise ConfigError(f"{source}: invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise ConfigError(f"{source}: invalid JSON: nested too deeply") from None
    except ValueError as exc:  # e.g. an integer past Python's digit limit
        raise ConfigError(f"{source}: invalid JSON: {exc}") from None


class _Object(dict[str, Any]):
    """A decoded JSON object that remembers the keys it held twice (JSON.parse keeps the last, and so do we)."""

    repeated: tuple[str, ...] = ()


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    value = _Object(pairs)
    if len(value) < len(pairs):
        counts: dict[str, int] = {}
        for key, _ in pairs:
            counts[key] = counts.get(key, 0) + 1
        value.repeated = tuple(key for key, count in counts.items() if count > 1)
    return value


def _repeated(data: Any) -> list[str]:
    """The key path of every key a file wrote twice in one object: the earlier one is silently gone."""
    found: list[str] = []
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:  # a loop, not recursion: a file nested as deep as json.loads allows is still only a warning
        path, value = stack.pop()
        items = enumerate(value) if isinstance(value, list) else value.items() if isinstance(value, dict) else ()
        found.extend(join(path, key) for key in getattr(value, "repeated", ()))
        stack.extend((join(path, key), item) for key, item in items)
    return sorted(found)


_SURROGATE = re.compile("[\ud800-\udfff]")


def _lone_surrogate(data: Any) -> str | None:
    """The key path of the first key or string that holds a lone surrogate (JSON decodes a pair into one character,
    so any left is alone): it has no UTF-8 form for a command line, an environment, a header or a hash."""
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, str):
            if _SURROGATE.search(value):
                return path or "(top level)"
        elif isinstance(value, dict):
            for key, item in value.items():
                if isinstance(key, str) and _SURROGATE.search(key):  # a dict built in code may have other keys
                    return join(path, key.encode("utf-8", "backslashreplace").decode("ascii", "replace"))
                stack.append((join(path, key), item))
        elif isinstance(value, list):
            stack.extend((join(path, index), item) for index, item in enumerate(value))
    return None


def _strip_jsonc(text: str) -> str:
    """Blank out comments and trailing commas, keeping every other character in place (so line/column stay true)."""
    text = _COMMENT.sub(lambda m: m[0] if m[0].startswith('"') else re.sub(r"[^\n]", " ", m[0]), text)
    return _TRAILING_COMMA.sub(lambda m: m[0] if m[0].startswith('"') else " ", text)


def _workspace_of(source: str) -> str:
    return root_of(os.path.dirname(os.path.abspath(source)))


# -- the file ------------------------------------------------------------------------------------------------------


def _parse(reading: Reading, data: Any, *, path: str | None) -> AggregatorConfig:
    if not isinstance(data, dict):
        raise reading.error("", f"the top level must be a JSON object, got {json_type(data)}")
    if "format" in data and isinstance(data.get("tools"), list):  # a snapshot given for a config: say so
        raise reading.error("", "a snapshot (what `tools --json` writes), not a config of servers")
    for path in _repeated(data):
        reading.warnings.append(f"{reading.source}: {path}: written twice in one object; the last one is used")
    broken = _lone_surrogate(data)
    if broken is not None:
        raise reading.error(
            broken, "holds a lone surrogate (a \\uD800-\\uDFFF escape without its pair): no program can be given it"
        )
    settings = _settings(reading, data.get("aggregator", {}))
    container = _container(reading, data)
    entries = data.get(container, {})  # only a missing key is "no servers": null, [] or false is a mistake
    if not isinstance(entries, dict):
        raise reading.error(container, f"expected an object of servers, got {json_type(entries)}")
    servers = [_server(reading, key, entry, join(container, str(key))) for key, entry in entries.items()]
    _check_prefixes(reading, servers, container, settings)
    _check_rule_servers(reading, servers, container)
    return AggregatorConfig(
        tuple(servers),
        settings,
        path,
        tuple(dict.fromkeys(reading.substituted)),
        raw_effects=None if reading.expanding else effects_of(servers, settings, reading.exposure),
        warnings=tuple(reading.warnings),
        **reading.exposure,
    )


def _container(reading: Reading, data: dict[str, Any]) -> str:
    """Which of mcpServers or servers holds the servers; both non-empty is ambiguous."""
    filled = [key for key in _CONTAINERS if data.get(key)]
    if len(filled) > 1:
        raise reading.error("", "has both 'mcpServers' and 'servers'; it is ambiguous which to use, so keep one")
    if filled:
        return filled[0]
    present = [key for key in _CONTAINERS if key in data]
    if present:
        return present[0]
    close = difflib.get_close_matches("mcpServers", [k for k in data if isinstance(k, str)], n=1, cutoff=0.7)
    hint = f"; did you mean 'mcpServers' instead of {close[0]!r}?" if close else ""
    raise reading.error("", f"no 'mcpServers' (or VS Code 'servers') object{hint}")


def _check_rule_servers(reading: Reading, servers: list[ServerConfig], container: str) -> None:
    names = [server.name for server in servers]
    for path, pattern in reading.rule_servers:
        if any(fnmatch.fnmatchcase(name, pattern) for name in names):
            continue
        close = difflib.get_close_matches(pattern, names, n=1)
        hint = f"; did you mean {close[0]!r}?" if close else f" (servers: {', '.join(names) or 'none'})"
        raise reading.error(path, f"{pattern!r} matches no server in {container!r}{hint}")


def _check_prefixes(
    reading: Reading, servers: list[ServerConfig], container: str, settings: AggregatorSettings
) -> None:
    """The naming rules, checked here where the error can name the key; disabled servers may share a prefix."""
    try:
        profile = get_profile(settings.name_profile)
    except ConfigError as exc:
        raise reading.error("aggregator.name_profile", exc.message) from exc
    paths = {s.name: join(container, s.name) + (".aggregator.prefix" if s.prefix is not None else "") for s in servers}
    groups = [[s] for s in servers if s.disabled] + [[s for s in servers if not s.disabled]]
    for group in groups:
        try:
            validate_prefixes([(s.name, s.tool_prefix) for s in group], settings.separator, profile)
        except ConfigError as exc:
            derived = next((s.prefix is None for s in group if s.name == exc.server), False)
            # the user wrote no prefix: say where this one came from, and how to choose another
            hint = " (derived from the server key; set aggregator.prefix to choose one)" if derived else ""
            raise reading.error(paths.get(exc.server or "", "aggregator.separator"), exc.message + hint) from exc
