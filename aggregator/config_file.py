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
"""

from __future__ import annotations

import difflib
import fnmatch
import json
import math
import os
import re
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from aggregator.config import (
    ANNOTATION_HINTS,
    MIN_RESULT_BYTES,
    AggregatorSettings,
    AuditSettings,
    PolicyRule,
    RateLimit,
    ServerConfig,
    Timeouts,
)
from aggregator.effects import Effect, UntrustedConfig, effects_of, unconsented
from aggregator.errors import ConfigError
from aggregator.naming import get_profile, validate_prefixes
from aggregator.redaction import MIN_SECRET, Redactor, url_secrets

__all__ = ["AggregatorConfig", "load_config", "parse_config", "redact", "redactor", "secrets"]

_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")
_PLAIN_KEY = re.compile(r"[A-Za-z0-9_-]+")
_VARIABLE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_TRANSPORTS = {"stdio": "stdio", "http": "http", "streamable-http": "http", "streamableHttp": "http", "sse": "sse"}
_CONTAINERS = ("mcpServers", "servers")
#: well-known variables that hold paths and names, not credentials: hiding them would blank every path in a stderr tail
_NOT_SECRET = frozenset(
    {"HOME", "USER", "USERNAME", "USERPROFILE", "PWD", "TMPDIR", "TEMP", "TMP", "PATH", "SHELL", "LANG"}
)
_MIN_SECRET = MIN_SECRET


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

    @property
    def effects(self) -> tuple[Effect, ...]:
        """What this config makes happen outside the process (variable references unexpanded where known)."""
        if self.raw_effects is not None:
            return self.raw_effects
        return effects_of(self.servers, self.settings)


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
    source = os.fsdecode(path)
    data = _decode(_read(source), source)
    if workspace_folder is None:
        workspace_folder = _workspace_of(source)
    directory = os.path.dirname(os.path.abspath(source))
    if trust is True:
        return _Parser(source, environ, workspace_folder, directory=directory).config(data, path=source)
    raw = _Parser(source, {}, workspace_folder, directory=directory, expand=False).config(data, path=source)
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
    config = _Parser(source, environ, workspace_folder, directory=directory).config(data, path=source)
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

    `trust=False` for a config from somewhere the user did not choose: as `load_config(..., trust=False)`.
    """
    if trust:
        return _Parser(source, environ, workspace_folder).config(data, path=None)
    raw = _Parser(source, {}, workspace_folder, expand=False).config(data, path=None)
    return replace(raw, consent=frozenset())


def secrets(config: AggregatorConfig) -> tuple[str, ...]:
    """Every env and header value, every value taken from the environment, and every secret written in a URL
    (userinfo, query values), of 4+ characters; longest first."""
    found = set(config.substituted)
    for server in config.servers:
        found.update(value for name, value in server.env.items() if name not in _NOT_SECRET)
        found.update(server.headers.values())
        if server.url:
            found.update(url_secrets(server.url))
    return tuple(sorted((s for s in found if len(s) >= _MIN_SECRET), key=lambda s: (-len(s), s)))


def redactor(config: AggregatorConfig) -> Redactor:
    """The `Redactor` of `config`'s secrets and URLs (built once per config object)."""
    cached = _REDACTORS.get(id(config))
    if cached is not None and cached[0] is config:
        return cached[1]
    made = Redactor(secrets(config), [server.url for server in config.servers if server.url])
    if len(_REDACTORS) >= 16:
        _REDACTORS.pop(next(iter(_REDACTORS)))
    _REDACTORS[id(config)] = (config, made)
    return made


def redact(text: str, config: AggregatorConfig) -> str:
    """`text` with every secret of `config` hidden as `***` (in any case, or in part: see `aggregator.redaction`).

    For everything we print or store that may quote a server, an error or a URL: reasons, stderr tails, errors,
    reports, the audit log.
    """
    return redactor(config)(text)


#: id(config) -> (config, its Redactor): the config is kept, so the id cannot be reused while it is cached
_REDACTORS: dict[int, tuple[AggregatorConfig, Redactor]] = {}


# -- reading -------------------------------------------------------------------------------------------------------

# An unterminated string or block comment matches to its end rather than failing: a failed match would be
# retried from every later quote or "/*", which is quadratic on hostile input. json.loads reports it then.
_STRING = r'"(?:\\.|[^"\\\n])*"?'
_COMMENT = re.compile(rf"{_STRING}|//[^\n]*|/\*.*?(?:\*/|\Z)", re.DOTALL)
_TRAILING_COMMA = re.compile(rf"{_STRING}|,(?=\s*[}}\]])")


def _read(source: str) -> str:
    try:
        with open(source, encoding="utf-8-sig") as file:
            return file.read()
    except FileNotFoundError:
        raise ConfigError(f"{source}: config file not found") from None
    except UnicodeDecodeError:
        raise ConfigError(f"{source}: not UTF-8 text") from None
    except OSError as exc:
        raise ConfigError(f"{source}: cannot read the config file: {exc.strerror}") from None


def _decode(text: str, source: str) -> Any:
    try:
        return json.loads(_strip_jsonc(text))
    except json.JSONDecodeError as exc:
        # exc.msg never quotes the document, which may hold tokens
        raise ConfigError(f"{source}: invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise ConfigError(f"{source}: invalid JSON: nested too deeply") from None
    except ValueError as exc:  # e.g. an integer past Python's digit limit
        raise ConfigError(f"{source}: invalid JSON: {exc}") from None


def _strip_jsonc(text: str) -> str:
    """Blank out comments and trailing commas, keeping every other character in place (so line/column stay true)."""
    text = _COMMENT.sub(lambda m: m[0] if m[0].startswith('"') else re.sub(r"[^\n]", " ", m[0]), text)
    return _TRAILING_COMMA.sub(lambda m: m[0] if m[0].startswith('"') else " ", text)


def _workspace_of(source: str) -> str:
    return _root_of(os.path.dirname(os.path.abspath(source)))


def _root_of(directory: str) -> str:
    """The folder an editor runs a config's servers from: the project root for `.vscode/` and `.cursor/` files."""
    if os.path.basename(directory) in (".vscode", ".cursor"):
        return os.path.dirname(directory)
    return directory


# -- parsing -------------------------------------------------------------------------------------------------------


def _join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    part = key if _PLAIN_KEY.fullmatch(key) else json.dumps(key)
    return f"{path}.{part}" if path else part


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    return "an array" if isinstance(value, list) else "an object"


def _shown(value: Any) -> str:
    """The JSON type and, for scalars, the value: only for our own settings, which hold no secrets."""
    if isinstance(value, dict | list) or value is None:
        return _json_type(value)
    text = json.dumps(value)
    return f"{_json_type(value)} ({text if len(text) <= 60 else text[:57] + '...'})"


class _Parser:
    def __init__(
        self,
        source: str,
        environ: Mapping[str, str] | None,
        workspace_folder: str | None,
        *,
        directory: str | None = None,
        expand: bool = True,
    ) -> None:
        self.source = source
        #: False for a found file: variable references stay as written and no other file is read
        self.expanding = expand
        self.environ = os.environ if environ is None else environ
        self.workspace_folder = workspace_folder
        #: the config file's folder, for relative paths in it (None for a config built in code)
        self.directory = directory
        #: where relative commands, cwds and envFiles start: that folder, or the project root for editor folders
        self.root = None if directory is None else _root_of(directory)
        self.substituted: list[str] = []
        #: (key path, server glob) of each policy rule, checked once the servers are known
        self.rule_servers: list[tuple[str, str]] = []
        self.warnings: list[str] = []

    def error(self, path: str, message: str) -> ConfigError:
        return ConfigError(f"{self.source}: {path}: {message}" if path else f"{self.source}: {message}")

    # -- the file --

    def config(self, data: Any, *, path: str | None) -> AggregatorConfig:
        if not isinstance(data, dict):
            raise self.error("", f"the top level must be a JSON object, got {_json_type(data)}")
        settings = self.settings(data.get("aggregator", {}))
        container = self.container(data)
        entries = data.get(container) or {}
        if not isinstance(entries, dict):
            raise self.error(container, f"expected an object of servers, got {_json_type(entries)}")
        servers = [self.server(key, entry, _join(container, str(key))) for key, entry in entries.items()]
        self.check_prefixes(servers, container, settings)
        self.check_rule_servers(servers, container)
        return AggregatorConfig(
            tuple(servers),
            settings,
            path,
            tuple(dict.fromkeys(self.substituted)),
            raw_effects=None if self.expanding else effects_of(servers, settings),
            warnings=tuple(self.warnings),
        )

    def container(self, data: dict[str, Any]) -> str:
        """Which of mcpServers or servers holds the servers; both non-empty is ambiguous."""
        filled = [key for key in _CONTAINERS if data.get(key)]
        if len(filled) > 1:
            raise self.error("", "has both 'mcpServers' and 'servers'; it is ambiguous which to use, so keep one")
        if filled:
            return filled[0]
        present = [key for key in _CONTAINERS if key in data]
        if present:
            return present[0]
        close = difflib.get_close_matches("mcpServers", [k for k in data if isinstance(k, str)], n=1, cutoff=0.7)
        hint = f"; did you mean 'mcpServers' instead of {close[0]!r}?" if close else ""
        raise self.error("", f"no 'mcpServers' (or VS Code 'servers') object{hint}")

    # -- one entry --

    def server(self, key: str, entry: Any, path: str) -> ServerConfig:
        if not isinstance(key, str) or not _NAME.fullmatch(key):
            fixed = re.sub(r"[^A-Za-z0-9_-]", "_", str(key))[:64] or "server"
            raise self.error(
                path,
                f"server key {key!r} must be 1-64 letters, digits, '_' or '-' (it becomes the tool prefix); "
                f"rename it, e.g. {fixed!r}",
            )
        if not isinstance(entry, dict):
            raise self.error(path, f"expected an object, got {_json_type(entry)}")
        self.check_entry_keys(entry, path)
        fields: dict[str, Any] = {"name": key, **self.transport(entry, path)}
        if isinstance(entry.get("disabled"), bool):  # Cline and Roo switch servers off this way
            fields["disabled"] = entry["disabled"]
        if "aggregator" in entry:
            fields.update(self.table(entry["aggregator"], _join(path, "aggregator"), _SERVER_SETTINGS))
        try:
            return ServerConfig(**fields)
        except ConfigError as exc:
            raise self.error(path, exc.message.removeprefix(f"server {key!r}: ")) from exc

    def transport(self, entry: dict[str, Any], path: str) -> dict[str, Any]:
        fields: dict[str, Any] = {}
        type_key = "type" if "type" in entry else "transportType"
        kind = entry.get(type_key)
        if kind is not None:
            if not isinstance(kind, str) or kind not in _TRANSPORTS:
                raise self.error(_join(path, type_key), f"unsupported transport {_shown(kind)}; use stdio, http or sse")
            fields["type"] = _TRANSPORTS[kind]
        if "command" not in entry and "url" not in entry:
            raise self.error(path, "needs a 'command' (a local process) or a 'url' (a remote server)")
        if "command" in entry and "url" in entry and kind is None:
            raise self.error(path, 'has both \'command\' and \'url\'; add "type": "stdio" or "http" to choose')
        if "command" in entry:
            fields["command"] = self.local_path(self.string(entry["command"], _join(path, "command")), command=True)
            fields["args"] = self.strings(entry.get("args", []), _join(path, "args"), show=False)
            fields["env"] = self.string_map(entry.get("env", {}), _join(path, "env"))
            if entry.get("cwd") is not None:
                fields["cwd"] = self.local_path(self.string(entry["cwd"], _join(path, "cwd")))
            if entry.get("envFile") is not None:
                env_file = self.local_path(self.string(entry["envFile"], _join(path, "envFile")))
                fields["env_file"] = env_file
                if self.expanding:  # a found file's envFile is the user's file: not read without consent
                    fields["env"] = {**self.env_file(env_file, _join(path, "envFile")), **fields["env"]}
        if "url" in entry:
            fields["url"] = self.string(entry["url"], _join(path, "url"))
            fields["headers"] = self.string_map(entry.get("headers", {}), _join(path, "headers"))
        return fields

    def local_path(self, text: str, *, command: bool = False) -> str:
        """A relative path taken from the config's folder (`root`); a bare command name is left for PATH."""
        if self.root is None or text.startswith("${") or os.path.isabs(text):
            return text
        if text.startswith("~"):
            return os.path.expanduser(text) if self.expanding else text
        if command and "/" not in text and os.sep not in text:
            return text
        return os.path.normpath(os.path.join(self.root, text))

    def env_file(self, where: str, path: str) -> dict[str, str]:
        """VS Code's envFile: `KEY=VALUE` lines (`#` comments, `export `, quotes); its values count as secrets."""
        try:
            with open(where, encoding="utf-8-sig") as file:
                lines = file.read().splitlines()
        except (OSError, UnicodeDecodeError) as exc:
            reason = getattr(exc, "strerror", None) or "not UTF-8 text"
            raise self.error(path, f"cannot read the envFile {where}: {reason}") from None
        variables: dict[str, str] = {}
        for number, line in enumerate(lines, 1):
            text = line.strip()
            if not text or text.startswith("#"):
                continue
            name, equals, value = text.removeprefix("export ").partition("=")
            name, value = name.strip(), value.strip()
            if not equals or not _VARIABLE_NAME.fullmatch(name):
                # the line is not quoted: it may hold a token
                raise self.error(path, f"{where} line {number}: expected NAME=value")
            if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
                value = value[1:-1]
            variables[name] = value
            if name not in _NOT_SECRET:
                self.substituted.append(value)
        return variables

    def check_entry_keys(self, entry: dict[str, Any], path: str) -> None:
        """Keys no tool we know uses are probably typos: warn, naming the closest standard key."""
        for key in entry:
            if not isinstance(key, str) or key in _STANDARD_KEYS or key in _OTHER_TOOLS_KEYS:
                continue
            close = difflib.get_close_matches(key, sorted(_STANDARD_KEYS), n=1, cutoff=0.6)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            self.warnings.append(f"{self.source}: {_join(path, key)}: unknown key {key!r} is ignored{hint}")

    # -- our settings --

    def settings(self, value: Any) -> AggregatorSettings:
        fields = self.table(value, "aggregator", _TOP_SETTINGS)
        try:
            return AggregatorSettings(**fields)
        except ConfigError as exc:
            raise self.error("aggregator", exc.message) from exc

    def table(self, value: Any, path: str, table: Mapping[str, _Convert]) -> dict[str, Any]:
        """One of our objects: every key must be in `table`, which converts its value."""
        if not isinstance(value, dict):
            raise self.error(path, f"expected an object, got {_json_type(value)}")
        fields: dict[str, Any] = {}
        for key, item in value.items():
            convert = table.get(key)
            if convert is None:
                raise self.unknown_key(str(key), _join(path, str(key)), table)
            fields[key] = convert(self, item, _join(path, key))
        return fields

    def unknown_key(self, key: str, path: str, table: Mapping[str, Any]) -> ConfigError:
        close = difflib.get_close_matches(key, list(table), n=1)
        if close:
            return self.error(path, f"unknown key {key!r}; did you mean {close[0]!r}?")
        return self.error(path, f"unknown key {key!r}; expected one of {', '.join(table)}")

    def timeouts(self, value: Any, path: str) -> Timeouts:
        fields = self.table(value, path, dict.fromkeys(("probe", "connect", "list", "call", "hard_max"), _number))
        try:
            return Timeouts(**fields)
        except ConfigError as exc:
            raise self.error(path, exc.message) from exc

    def roots(self, value: Any, path: str) -> tuple[dict[str, str], ...]:
        if not isinstance(value, list):
            raise self.error(path, f"expected an array of {{uri, name}} objects, got {_shown(value)}")
        roots = []
        for index, item in enumerate(value):
            root = self.table(item, _join(path, index), {"uri": _our_string, "name": _our_string})
            if not root.get("uri", "").startswith("file://"):
                raise self.error(_join(path, index), "a root needs a 'uri' that starts with file://")
            roots.append(root)
        return tuple(roots)

    def rate_limit(self, value: Any, path: str) -> RateLimit:
        fields = self.table(value, path, {"calls_per_s": _rate, "burst": _count})
        if "calls_per_s" not in fields:
            raise self.error(path, "needs 'calls_per_s' (a positive number of calls per second)")
        return RateLimit(**fields)

    def tool_rate_limits(self, value: Any, path: str) -> dict[str, RateLimit]:
        if not isinstance(value, dict):
            raise self.error(path, f"expected an object of tool-name globs to rate limits, got {_shown(value)}")
        limits = {}
        for pattern, item in value.items():
            if not pattern:
                raise self.error(path, "a tool-name glob must not be empty")
            limits[pattern] = self.rate_limit(item, _join(path, pattern))
        return limits

    def policy(self, value: Any, path: str) -> tuple[PolicyRule, ...]:
        if not isinstance(value, list):
            raise self.error(path, f"expected an array of rules, got {_shown(value)}")
        return tuple(self.policy_rule(item, _join(path, index)) for index, item in enumerate(value))

    def policy_rule(self, value: Any, path: str) -> PolicyRule:
        fields = self.table(value, path, _RULE_KEYS)
        actions = [key for key in ("allow", "deny") if key in fields]
        if len(actions) != 1:
            problem = "has both 'allow' and 'deny'" if actions else "says neither"
            raise self.error(path, f'{problem}; a rule says "deny": true or "allow": true')
        action = actions[0]
        if fields.pop(action) is not True:
            other = "allow" if action == "deny" else "deny"
            raise self.error(_join(path, action), f'must be true (for the opposite, write "{other}": true)')
        if action == "allow" and fields.get("annotations"):
            raise self.error(
                _join(path, "annotations"),
                "an allow rule cannot match on annotations: they are the server's own claims, and a server could "
                "claim anything to be let through; match allow rules by server and tool (deny rules may use them)",
            )
        if fields.get("stated_only") and not fields.get("annotations"):
            raise self.error(_join(path, "stated_only"), "only means something beside 'annotations'")
        if "server" in fields:
            self.rule_servers.append((_join(path, "server"), fields["server"]))
        label = fields.pop("name", None) or path
        return PolicyRule(action=action, label=label, **fields)

    def annotations(self, value: Any, path: str) -> dict[str, bool]:
        return self.table(value, path, dict.fromkeys(ANNOTATION_HINTS, _boolean))

    def audit(self, value: Any, path: str) -> AuditSettings:
        fields = self.table(value, path, {"path": _our_string, "arguments": _boolean})
        if not fields.get("path"):
            raise self.error(path, "needs a 'path' for the log file")
        where = fields["path"]
        if self.expanding:
            where = os.path.expanduser(where)
        if self.directory is not None and not os.path.isabs(where) and not where.startswith(("~", "${")):
            where = os.path.join(self.directory, where)
        return AuditSettings(path=where, arguments=fields.get("arguments", False))

    def check_rule_servers(self, servers: list[ServerConfig], container: str) -> None:
        names = [server.name for server in servers]
        for path, pattern in self.rule_servers:
            if any(fnmatch.fnmatchcase(name, pattern) for name in names):
                continue
            close = difflib.get_close_matches(pattern, names, n=1)
            hint = f"; did you mean {close[0]!r}?" if close else f" (servers: {', '.join(names) or 'none'})"
            raise self.error(path, f"{pattern!r} matches no server in {container!r}{hint}")

    def check_prefixes(self, servers: list[ServerConfig], container: str, settings: AggregatorSettings) -> None:
        """The naming rules, checked here where the error can name the key; disabled servers may share a prefix."""
        try:
            profile = get_profile(settings.name_profile)
        except ConfigError as exc:
            raise self.error("aggregator.name_profile", exc.message) from exc
        paths = {
            s.name: _join(container, s.name) + (".aggregator.prefix" if s.prefix is not None else "") for s in servers
        }
        groups = [[s] for s in servers if s.disabled] + [[s for s in servers if not s.disabled]]
        for group in groups:
            try:
                validate_prefixes([(s.name, s.tool_prefix) for s in group], settings.separator, profile)
            except ConfigError as exc:
                raise self.error(paths.get(exc.server or "", "aggregator.separator"), exc.message) from exc

    # -- values --

    def string(self, value: Any, path: str, *, show: bool = False) -> str:
        if not isinstance(value, str):
            raise self.error(path, f"expected a string, got {_shown(value) if show else _json_type(value)}")
        return self.expand(value, path)

    def strings(self, value: Any, path: str, *, show: bool) -> tuple[str, ...]:
        if not isinstance(value, list):
            raise self.error(path, f"expected an array of strings, got {_shown(value) if show else _json_type(value)}")
        return tuple(self.string(item, _join(path, index), show=show) for index, item in enumerate(value))

    def string_map(self, value: Any, path: str) -> dict[str, str]:
        """env or headers: values are secrets, so messages give their type only."""
        if not isinstance(value, dict):
            raise self.error(path, f"expected an object of strings, got {_json_type(value)}")
        result = {}
        for key, item in value.items():
            if isinstance(item, bool | int | float):
                # hand-written configs say "PORT": 8080; the process sees text either way
                result[key] = json.dumps(item)
            else:
                result[key] = self.string(item, _join(path, key))
        return result

    def expand(self, text: str, path: str) -> str:
        parts = []
        position = 0
        while (start := text.find("${", position)) != -1:
            end = text.find("}", start)
            if end == -1:
                raise self.error(path, "'${' without a closing '}'")
            parts += [text[position:start], self.variable(text[start + 2 : end], path)]
            position = end + 1
        parts.append(text[position:])
        return "".join(parts)

    def variable(self, inner: str, path: str) -> str:
        predefined = _PREDEFINED.get(inner)
        if predefined is not None:
            return predefined(self, path) if self.expanding else f"${{{inner}}}"
        scheme, colon, rest = inner.partition(":")
        if colon and scheme == "input":
            raise self.error(
                path,
                f"${{{inner}}} asks the editor to prompt for a value, which mcp-aggregator cannot do; "
                "put the value in an environment variable and write ${env:NAME}",
            )
        if colon and scheme in ("config", "command"):
            raise self.error(path, f"${{{scheme}:...}} variables are not supported; use ${{env:NAME}}")
        written = inner
        if colon and scheme == "env":
            inner = rest
        name, dash, default = inner.partition(":-")
        if not _VARIABLE_NAME.fullmatch(name) or "${" in default:
            # the text between the braces is not shown: a malformed reference may sit next to a token
            raise self.error(path, "malformed variable reference; use ${NAME}, ${NAME:-default} or ${env:NAME}")
        if not self.expanding:
            return f"${{{written}}}"
        value = self.environ.get(name)
        if dash and not value:
            return default
        if value is None:
            raise self.error(
                path, f"environment variable {name!r} is not set (write ${{{name}:-default}} for a default)"
            )
        if name not in _NOT_SECRET:
            self.substituted.append(value)
        return value

    def user_home(self, path: str) -> str:
        return self.environ.get("HOME") or self.environ.get("USERPROFILE") or os.path.expanduser("~")

    def workspace(self, path: str) -> str:
        if self.workspace_folder is None:
            raise self.error(path, "${workspaceFolder} is used but no workspace folder was given")
        return self.workspace_folder


_Convert = Callable[[_Parser, Any, str], Any]


def _our_string(parser: _Parser, value: Any, path: str) -> str:
    return parser.string(value, path, show=True)


def _our_strings(parser: _Parser, value: Any, path: str) -> tuple[str, ...]:
    return parser.strings(value, path, show=True)


def _integer(parser: _Parser, value: Any, path: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise parser.error(path, f"expected an integer, got {_shown(value)}")
    return value


def _number(parser: _Parser, value: Any, path: str) -> float:
    if not isinstance(value, int | float) or isinstance(value, bool):
        raise parser.error(path, f"expected a number, got {_shown(value)}")
    return value


def _boolean(parser: _Parser, value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise parser.error(path, f"expected true or false, got {_shown(value)}")
    return value


def _rate(parser: _Parser, value: Any, path: str) -> float:
    number = _number(parser, value, path)
    if not 0 < number < math.inf:
        raise parser.error(path, f"expected a positive number of calls per second, got {_shown(value)}")
    return number


def _count(parser: _Parser, value: Any, path: str) -> int:
    number = _integer(parser, value, path)
    if number < 1:
        raise parser.error(path, f"expected an integer of at least 1, got {_shown(value)}")
    return number


def _result_cap(parser: _Parser, value: Any, path: str) -> int:
    number = _integer(parser, value, path)
    if number < MIN_RESULT_BYTES:
        raise parser.error(path, f"expected a number of bytes of at least {MIN_RESULT_BYTES}, got {_shown(value)}")
    return number


_TOP_SETTINGS: dict[str, _Convert] = {
    "prefix_mode": _our_string,
    "separator": _our_string,
    "name_profile": _our_string,
    "legacy_ttl_ms": _integer,
    "max_ttl_ms": _integer,
    "list_patience_s": _number,
    "validate_arguments": _boolean,
    "policy": _Parser.policy,
    "audit": _Parser.audit,
}

_SERVER_SETTINGS: dict[str, _Convert] = {
    "prefix": _our_string,
    "protocol": _our_string,
    "timeouts": _Parser.timeouts,
    "allow": _our_strings,
    "deny": _our_strings,
    "min_ttl_ms": _integer,
    "disabled": _boolean,
    "max_message_size": _integer,
    "page_cap": _integer,
    "pool_size": _integer,
    "roots": _Parser.roots,
    "rate_limit": _Parser.rate_limit,
    "tool_rate_limits": _Parser.tool_rate_limits,
    "max_result_bytes": _result_cap,
    "trusted": _boolean,
}

#: entry keys of the formats we load (Claude, Cursor, VS Code, Cline), and ours
_STANDARD_KEYS = frozenset(
    {"command", "args", "env", "cwd", "envFile", "url", "headers", "type", "transportType", "disabled", "aggregator"}
)
#: entry keys other tools define: a file shared with them must load without noise
_OTHER_TOOLS_KEYS = frozenset(
    {
        # Cline / Roo Code
        "alwaysAllow", "autoApprove", "timeout", "networkTimeout", "disabledTools", "watchPaths",
        # VS Code, Claude Code, Cursor
        "dev", "gallery", "version", "sandbox", "sandboxEnabled", "oauth", "auth", "headersHelper", "inputs",
        # Gemini CLI
        "httpUrl", "trust", "includeTools", "excludeTools", "authProviderType", "description",
        # Windsurf, Zed, Continue, Codex, and descriptive keys people add
        "serverUrl", "source", "settings", "name", "enabled", "enabled_tools", "disabled_tools", "env_vars",
        "bearer_token_env_var", "startup_timeout_sec", "startup_timeout_ms", "tool_timeout_sec", "icon", "notes",
        "comment", "metadata", "tools", "$schema",
    }
)  # fmt: skip

_RULE_KEYS: dict[str, _Convert] = {
    "deny": _boolean,
    "allow": _boolean,
    "server": _our_string,
    "tool": _our_string,
    "annotations": _Parser.annotations,
    "stated_only": _boolean,
    "reason": _our_string,
    "name": _our_string,
}

_PREDEFINED: dict[str, Callable[[_Parser, str], str]] = {
    "userHome": _Parser.user_home,
    "workspaceFolder": _Parser.workspace,
    "workspaceFolderBasename": lambda parser, path: os.path.basename(parser.workspace(path)),
    "pathSeparator": lambda parser, path: os.sep,
    "/": lambda parser, path: os.sep,
}
