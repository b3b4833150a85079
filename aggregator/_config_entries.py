"""One server entry of a config file (`mcpServers.<key>`) read into the `ServerConfig` variant of its transport.

The entry's standard keys (command, args, env, cwd, envFile, url, headers, type; Cline's transportType and disabled)
are read as the editors mean them; "oauth" as ours, in our spelling or the editors' (`_config_oauth`); our nested
"aggregator" object through its table (`_config_settings`). Keys of other tools are ignored; keys no tool we know
uses are warnings naming the closest standard key.
"""

from __future__ import annotations

import difflib
from typing import Any

from aggregator._config_checks import SERVER_KEY
from aggregator._config_oauth import oauth
from aggregator._config_settings import SERVER_SETTINGS
from aggregator._config_values import NOT_SECRET, Reading, join, shown
from aggregator.bounded_file import FileRefused, read_bounded
from aggregator.config import ServerConfig
from aggregator.errors import ConfigError
from aggregator.protocol.jsonrpc import json_type

__all__ = ["server"]


#: the file's spellings of each transport, as `ServerConfig`'s `type` (which picks the variant)
_TRANSPORTS = {"stdio": "stdio", "http": "http", "streamable-http": "http", "streamableHttp": "http", "sse": "sse"}


def server(reading: Reading, key: str, entry: Any, path: str) -> ServerConfig:
    """The server of entry `key` (at key path `path`), as the variant of its transport."""
    if not isinstance(key, str) or not SERVER_KEY.fullmatch(key) or not key.strip():
        raise reading.error(path, f"server key {key!r} must be a name of 1-128 characters, without control characters")
    if not isinstance(entry, dict):
        raise reading.error(path, f"expected an object, got {json_type(entry)}")
    _check_entry_keys(reading, entry, path)
    if "disabled" in entry and not isinstance(entry["disabled"], bool):
        raise reading.error(join(path, "disabled"), f"expected true or false, got {shown(entry['disabled'])}")
    ours = entry.get("aggregator", {}).get("disabled") if isinstance(entry.get("aggregator"), dict) else None
    off = ours if isinstance(ours, bool) else entry.get("disabled") is True
    # a server switched off starts nothing and needs nothing: its variables stay as written (an unset one is no
    # error) and no envFile of its is read, as for a found file
    expanding, reading.expanding = reading.expanding, reading.expanding and not off
    try:
        fields: dict[str, Any] = {"name": key, **_transport(reading, entry, path)}
    finally:
        reading.expanding = expanding
    if isinstance(entry.get("disabled"), bool):  # Cline and Roo switch servers off this way
        fields["disabled"] = entry["disabled"]
    if "aggregator" in entry:
        fields.update(reading.table(entry["aggregator"], join(path, "aggregator"), SERVER_SETTINGS))
        if "pinned" in fields:  # read by the exposure plan, not the connection: changing it restarts nothing
            reading.exposure["server_pinned"][key] = fields.pop("pinned")
    if isinstance(entry.get("description"), str) and entry["description"].strip():
        # the server's one-line purpose (a Gemini CLI key too), shown to the model beside search_tools
        reading.exposure["descriptions"][key] = next(line for line in entry["description"].splitlines() if line.strip())
    try:
        # the variant is chosen where the library chooses it: `type`, else `url` (HTTP) or `command` (stdio)
        return ServerConfig(**fields)
    except ConfigError as exc:
        raise reading.error(path, exc.message.removeprefix(f"server {key!r}: ")) from exc


def _transport(reading: Reading, entry: dict[str, Any], path: str) -> dict[str, Any]:
    """The transport's fields; every key present is read (and checked) even if the chosen transport ignores it."""
    fields: dict[str, Any] = {}
    type_key = "type" if "type" in entry else "transportType"
    kind = entry.get(type_key)
    if kind is not None:
        if not isinstance(kind, str) or kind not in _TRANSPORTS:
            raise reading.error(join(path, type_key), f"unsupported transport {shown(kind)}; use stdio, http or sse")
        fields["type"] = _TRANSPORTS[kind]
    url_key = "url"
    if "url" not in entry:
        # Windsurf writes a remote server's URL as `serverUrl`, Gemini CLI a Streamable HTTP one as `httpUrl`
        alias = next((key for key in _URL_ALIASES if key in entry), None)
        if alias is not None:
            entry, url_key = {**entry, "url": entry[alias]}, alias
            if alias == "httpUrl" and kind is None:
                fields["type"] = "http"
    if "command" not in entry and "url" not in entry:
        raise reading.error(path, "needs a 'command' (a local process) or a 'url' (a remote server)")
    if "command" in entry and "url" in entry and kind is None:
        raise reading.error(path, 'has both \'command\' and \'url\'; add "type": "stdio" or "http" to choose')
    if "command" in entry:
        fields.update(_process(reading, entry, path))
    if "url" in entry:
        fields["url"] = reading.string(entry["url"], join(path, url_key))
        fields["headers"] = reading.string_map(entry.get("headers", {}), join(path, "headers"))
        if entry.get("oauth") is not None:
            fields["oauth"] = oauth(reading, entry["oauth"], join(path, "oauth"))
    elif entry.get("oauth") is not None:
        reading.warnings.append(f"{reading.source}: {join(path, 'oauth')}: ignored: only a server with a url uses it")
    return fields


def _process(reading: Reading, entry: dict[str, Any], path: str) -> dict[str, Any]:
    """A local process's fields: command, args, env (with envFile's variables under it), cwd."""
    env = entry.get("env", {})
    # VS Code takes `null` for "not this variable": taken out of what the server inherits (and of the envFile's)
    unset = tuple(name for name, value in env.items() if value is None) if isinstance(env, dict) else ()
    fields: dict[str, Any] = {
        "command": reading.local_path(reading.string(entry["command"], join(path, "command")), command=True),
        "args": reading.strings(entry.get("args", []), join(path, "args"), show=False),
        "env": reading.string_map({k: v for k, v in env.items() if v is not None} if unset else env, join(path, "env")),
    }
    if unset:
        fields["unset_env"] = unset
    if entry.get("cwd") is not None:
        fields["cwd"] = reading.local_path(reading.string(entry["cwd"], join(path, "cwd")))
    if entry.get("envFile") is not None:
        env_file = reading.local_path(reading.string(entry["envFile"], join(path, "envFile")))
        fields["env_file"] = env_file
        if reading.expanding:  # a found file's envFile is the user's file: not read without consent
            from_file = _env_file(reading, env_file, join(path, "envFile"))
            fields["env"] = {**{k: v for k, v in from_file.items() if k not in unset}, **fields["env"]}
    return fields


#: the largest envFile read: a pipe or /dev/zero is refused, not read
MAX_ENV_FILE_BYTES = 1024 * 1024


def _env_file(reading: Reading, where: str, path: str) -> dict[str, str]:
    """VS Code's envFile, read as VS Code reads it (`_env_line`); its values count as secrets."""
    try:
        lines = read_bounded(where, MAX_ENV_FILE_BYTES).decode("utf-8-sig").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        # FileRefused's reason (a pipe, a device, too large), an OS error's, or the text is no UTF-8
        reason = exc.reason if isinstance(exc, FileRefused) else getattr(exc, "strerror", None) or "not UTF-8 text"
        raise reading.error(path, f"cannot read the envFile {where}: {reason}") from None
    variables: dict[str, str] = {}
    for number, line in enumerate(lines, 1):
        parsed = _env_line(line)
        if parsed is None:
            continue
        if not parsed[0]:
            # skipped as VS Code skips it; the line itself is not shown: it may hold a token
            reading.warnings.append(f"{reading.source}: {path}: {where} line {number}: no NAME=value; skipped")
            continue
        name, value = parsed
        variables[name] = value
        if name not in NOT_SECRET:
            reading.substituted.append(value)
    return variables


#: the quotes an envFile value may be wrapped in (VS Code takes backticks too)
_QUOTES = "\"'`"


def _env_line(line: str) -> tuple[str, str] | None:
    """One envFile line as VS Code reads it (`parseEnvFile`): None for a blank or comment line; ("", "") for a line
    with no separator; else (name, value). `export ` is dropped; the name ends at the first `=` or `:` outside quotes;
    a `#` outside quotes starts a comment; a value wrapped in matching quotes loses them, and in double quotes `\n`
    and `\r` are a newline and a carriage return (a PEM key on one line)."""
    text = line.strip()
    if not text or text.startswith("#"):
        return None
    text = text.removeprefix("export ").strip()
    split = _outside_quotes(text, "=:")
    if split < 0:
        return "", ""
    name, value = text[:split].strip(), text[split + 1 :].strip()
    comment = _outside_quotes(value, "#")
    if comment >= 0:
        value = value[:comment].strip()
    if len(value) >= 2 and value[0] in _QUOTES and value[-1] == value[0]:
        quote, value = value[0], value[1:-1]
        if quote == '"':
            value = value.replace("\\n", "\n").replace("\\r", "\r")
    return name, value


def _outside_quotes(text: str, wanted: str) -> int:
    """The index of the first character of `wanted` outside quotes (a quote closes at its own character, unless
    escaped with a backslash); -1 if none."""
    quote = ""
    for index, char in enumerate(text):
        if quote:
            if char == quote and text[index - 1] != "\\":
                quote = ""
        elif char in _QUOTES:
            quote = char
        elif char in wanted:
            return index
    return -1


def _check_entry_keys(reading: Reading, entry: dict[str, Any], path: str) -> None:
    """Keys no tool we know uses are probably typos: warn, naming the closest standard key."""
    for key in entry:
        if not isinstance(key, str) or key in _STANDARD_KEYS or key in _OTHER_TOOLS_KEYS:
            continue
        close = difflib.get_close_matches(key, sorted(_STANDARD_KEYS), n=1, cutoff=0.6)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        reading.warnings.append(f"{reading.source}: {join(path, key)}: unknown key {key!r} is ignored{hint}")


#: entry keys of the formats we load (Claude, Cursor, VS Code, Cline), and ours
_STANDARD_KEYS = frozenset(
    {
        "command",
        "args",
        "env",
        "cwd",
        "envFile",
        "url",
        "headers",
        "oauth",
        "type",
        "transportType",
        "disabled",
        "aggregator",
    }
)
#: entry keys other tools define: a file shared with them must load without noise
#: other tools' spellings of `url`, read when `url` is absent
_URL_ALIASES = ("serverUrl", "httpUrl")
_OTHER_TOOLS_KEYS = frozenset(
    {
        # Cline / Roo Code
        "alwaysAllow", "autoApprove", "timeout", "networkTimeout", "disabledTools", "watchPaths",
        # VS Code, Claude Code, Cursor
        "dev", "gallery", "version", "sandbox", "sandboxEnabled", "auth", "headersHelper", "inputs",
        # Gemini CLI
        "httpUrl", "trust", "includeTools", "excludeTools", "authProviderType", "description",
        # Windsurf, Zed, Continue, Codex, and descriptive keys people add
        "serverUrl", "source", "settings", "name", "enabled", "enabled_tools", "disabled_tools", "env_vars",
        "bearer_token_env_var", "startup_timeout_sec", "startup_timeout_ms", "tool_timeout_sec", "icon", "notes",
        "comment", "metadata", "tools", "$schema",
    }
)  # fmt: skip
