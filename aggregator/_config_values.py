"""Reading the values of a config file: strings with their variables expanded, our scalars checked, and errors that
name the file and the key path (`mcpServers.github.env.TOKEN`), never an env or header value.

The config loader's machinery (see `config_file.py` for the decisions); one `Reading` per read of a file.
"""

from __future__ import annotations

import difflib
import json
import math
import os
import re
from collections.abc import Callable, Mapping
from typing import Any

from aggregator.config import MIN_RESULT_BYTES
from aggregator.errors import ConfigError
from aggregator.protocol.jsonrpc import json_type

_PLAIN_KEY = re.compile(r"[A-Za-z0-9_-]+")
VARIABLE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
#: well-known variables that hold paths and names, not credentials: hiding them would blank every path in a stderr tail
NOT_SECRET = frozenset(
    {"HOME", "USER", "USERNAME", "USERPROFILE", "PWD", "TMPDIR", "TEMP", "TMP", "PATH", "SHELL", "LANG"}
)


def join(path: str, key: str | int) -> str:
    """The key path of `key` inside `path`: `a.b`, `a[0]`, or `a."odd key"`."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    part = key if _PLAIN_KEY.fullmatch(key) else json.dumps(key)
    return f"{path}.{part}" if path else part


def shown(value: Any) -> str:
    """The JSON type and, for scalars, the value: only for our own settings, which hold no secrets."""
    if isinstance(value, dict | list) or value is None:
        return json_type(value)
    text = json.dumps(value)
    return f"{json_type(value)} ({text if len(text) <= 60 else text[:57] + '...'})"


def root_of(directory: str) -> str:
    """The folder an editor runs a config's servers from: the project root for `.vscode/` and `.cursor/` files."""
    if os.path.basename(directory) in (".vscode", ".cursor"):
        return os.path.dirname(directory)
    return directory


class Reading:
    """One read of one config file: where it is, whether variables are expanded, and what was found on the way."""

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
        self.root = None if directory is None else root_of(directory)
        self.substituted: list[str] = []
        #: (key path, server glob) of each policy rule, checked once the servers are known
        self.rule_servers: list[tuple[str, str]] = []
        self.warnings: list[str] = []
        #: what the exposure plan reads: the top level's "profiles" and "pinned", each entry's pins and purpose
        self.exposure: dict[str, Any] = {"profiles": {}, "pinned": (), "server_pinned": {}, "descriptions": {}}

    def error(self, path: str, message: str) -> ConfigError:
        """A `ConfigError` naming the file and the key path."""
        return ConfigError(f"{self.source}: {path}: {message}" if path else f"{self.source}: {message}")

    # -- our objects --

    def table(self, value: Any, path: str, table: Mapping[str, Convert]) -> dict[str, Any]:
        """One of our objects: every key must be in `table`, which converts its value."""
        if not isinstance(value, dict):
            raise self.error(path, f"expected an object, got {json_type(value)}")
        fields: dict[str, Any] = {}
        for key, item in value.items():
            convert = table.get(key)
            if convert is None:
                raise self.unknown_key(str(key), join(path, str(key)), table)
            fields[key] = convert(self, item, join(path, key))
        return fields

    def unknown_key(self, key: str, path: str, table: Mapping[str, Any]) -> ConfigError:
        """The error for a key of ours that does not exist, suggesting the closest one."""
        close = difflib.get_close_matches(key, list(table), n=1)
        if close:
            return self.error(path, f"unknown key {key!r}; did you mean {close[0]!r}?")
        return self.error(path, f"unknown key {key!r}; expected one of {', '.join(table)}")

    # -- strings, expanded --

    def string(self, value: Any, path: str, *, show: bool = False) -> str:
        """A string, its variables expanded; `show` puts a wrong scalar's value in the error (our settings only)."""
        if not isinstance(value, str):
            raise self.error(path, f"expected a string, got {shown(value) if show else json_type(value)}")
        return self.expand(value, path)

    def strings(self, value: Any, path: str, *, show: bool) -> tuple[str, ...]:
        """An array of strings, each expanded."""
        if not isinstance(value, list):
            raise self.error(path, f"expected an array of strings, got {shown(value) if show else json_type(value)}")
        return tuple(self.string(item, join(path, index), show=show) for index, item in enumerate(value))

    def string_map(self, value: Any, path: str) -> dict[str, str]:
        """env or headers: values are secrets, so messages give their type only."""
        if not isinstance(value, dict):
            raise self.error(path, f"expected an object of strings, got {json_type(value)}")
        result = {}
        for key, item in value.items():
            if isinstance(item, bool | int | float):
                # hand-written configs say "PORT": 8080; the process sees text either way
                result[key] = json.dumps(item)
            else:
                result[key] = self.string(item, join(path, key))
        return result

    def local_path(self, text: str, *, command: bool = False) -> str:
        """A relative path taken from the config's folder (`root`); a bare command name is left for PATH."""
        if self.root is None or text.startswith("${") or os.path.isabs(text):
            return text
        if text.startswith("~"):
            return os.path.expanduser(text) if self.expanding else text
        if command and "/" not in text and os.sep not in text:
            return text
        return os.path.normpath(os.path.join(self.root, text))

    def expand(self, text: str, path: str) -> str:
        """`text` with every `${...}` replaced once (substituted text is never expanded again)."""
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
        """The value of `${inner}`; written back as is when this read does not expand."""
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
        if not VARIABLE_NAME.fullmatch(name) or "${" in default:
            # the text between the braces is not shown: a malformed reference may sit next to a token
            raise self.error(path, "malformed variable reference; use ${NAME}, ${NAME:-default} or ${env:NAME}")
        if not self.expanding:
            return f"${{{written}}}"
        return self.environment(name, dash, default, path)

    def environment(self, name: str, dash: str, default: str, path: str) -> str:
        """Variable `name` of the environment, or `default` when `dash` says there is one and the value is empty."""
        value = self.environ.get(name)
        if dash and not value:
            return default
        if value is None:
            raise self.error(
                path, f"environment variable {name!r} is not set (write ${{{name}:-default}} for a default)"
            )
        if name not in NOT_SECRET:
            self.substituted.append(value)
        return value

    def user_home(self, path: str) -> str:
        """`${userHome}`."""
        return self.environ.get("HOME") or self.environ.get("USERPROFILE") or os.path.expanduser("~")

    def workspace(self, path: str) -> str:
        """`${workspaceFolder}`."""
        if self.workspace_folder is None:
            raise self.error(path, "${workspaceFolder} is used but no workspace folder was given")
        return self.workspace_folder


#: how one key of our objects is read: (reading, the JSON value, its key path) -> the setting's value
Convert = Callable[[Reading, Any, str], Any]

_PREDEFINED: dict[str, Callable[[Reading, str], str]] = {
    "userHome": Reading.user_home,
    "workspaceFolder": Reading.workspace,
    "workspaceFolderBasename": lambda reading, path: os.path.basename(reading.workspace(path)),
    "pathSeparator": lambda reading, path: os.sep,
    "/": lambda reading, path: os.sep,
}


# -- our scalars (their values hold no secrets, so errors show them) --


def our_string(reading: Reading, value: Any, path: str) -> str:
    """A string of our settings."""
    return reading.string(value, path, show=True)


def our_strings(reading: Reading, value: Any, path: str) -> tuple[str, ...]:
    """An array of strings of our settings."""
    return reading.strings(value, path, show=True)


#: no setting needs a number larger than this; a larger one is a mistake (and one of 400 digits overflows a float)
_LARGEST = 10**15


def integer(reading: Reading, value: Any, path: str) -> int:
    """An integer (not a boolean), at most 10^15 either way."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise reading.error(path, f"expected an integer, got {shown(value)}")
    if abs(value) > _LARGEST:
        raise reading.error(path, f"expected an integer of at most 10^15, got one of {len(str(abs(value)))} digits")
    return value


def number(reading: Reading, value: Any, path: str) -> float:
    """A number (not a boolean); an integer at most 10^15 either way (NaN and infinities are the setting's to judge)."""
    if not isinstance(value, int | float) or isinstance(value, bool):
        raise reading.error(path, f"expected a number, got {shown(value)}")
    if isinstance(value, int) and abs(value) > _LARGEST:
        raise reading.error(path, f"expected a number of at most 10^15, got one of {len(str(abs(value)))} digits")
    return value


def boolean(reading: Reading, value: Any, path: str) -> bool:
    """true or false."""
    if not isinstance(value, bool):
        raise reading.error(path, f"expected true or false, got {shown(value)}")
    return value


def rate(reading: Reading, value: Any, path: str) -> float:
    """A positive, finite number of calls per second."""
    got = number(reading, value, path)
    if not 0 < got < math.inf:
        raise reading.error(path, f"expected a positive number of calls per second, got {shown(value)}")
    return got


def count(reading: Reading, value: Any, path: str) -> int:
    """An integer of at least 1."""
    got = integer(reading, value, path)
    if got < 1:
        raise reading.error(path, f"expected an integer of at least 1, got {shown(value)}")
    return got


def result_cap(reading: Reading, value: Any, path: str) -> int:
    """A result size cap in bytes, at least `MIN_RESULT_BYTES`."""
    got = integer(reading, value, path)
    if got < MIN_RESULT_BYTES:
        raise reading.error(path, f"expected a number of bytes of at least {MIN_RESULT_BYTES}, got {shown(value)}")
    return got
