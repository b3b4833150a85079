"""Reading and writing the pins' lock file (`aggregator.pins.Lock`): the file's I/O, beside `config_file.py`.

`mcp-aggregator pin` writes it (default `mcp-aggregator.lock` beside the config); `approve` rewrites it. A write is
atomic (a temporary file in the same folder, then a rename), so a reader never sees half a lock.
"""

from __future__ import annotations

import json
import os
import tempfile

from aggregator.bounded_file import FileRefused, read_bounded
from aggregator.errors import ConfigError
from aggregator.pins import Lock

__all__ = ["DEFAULT_LOCK", "default_lock_path", "load_lock", "write_lock"]

DEFAULT_LOCK = "mcp-aggregator.lock"


def default_lock_path(config_path: str | None) -> str:
    """`mcp-aggregator.lock` beside the config file (in the current folder for a config built in code)."""
    folder = os.path.dirname(os.path.abspath(config_path)) if config_path else os.getcwd()
    return os.path.join(folder, DEFAULT_LOCK)


#: the largest lock file read (a lock holds one short line per tool: this is room for hundreds of thousands)
MAX_LOCK_BYTES = 64 * 1024 * 1024


def load_lock(path: str) -> Lock:
    """The lock in file `path`. Raises ConfigError naming the file (and the key) when it is missing or malformed."""
    try:
        # a regular file only, read up to a bound, never through a link: a path that is a pipe or a device
        # (/dev/zero) must neither hang the command nor fill memory, and a lock a cloned repository ships as a link
        # to a file of the user's must not read (or, by `pin`, copy) that file
        text = read_bounded(path, MAX_LOCK_BYTES, follow_links=False).decode("utf-8")
    except FileRefused as exc:
        raise ConfigError(
            f"{path}: {exc.reason}; a lock file is a regular file of JSON (write it with `pin`)"
        ) from None
    except FileNotFoundError:
        raise ConfigError(f"{path}: lock file not found; write it with `mcp-aggregator pin --config ...`") from None
    except OSError as exc:
        # the reason in words, never the error's repr: an EISDIR read reports a descriptor number in its place
        raise ConfigError(f"{path}: cannot read the lock file: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: cannot read the lock file: not UTF-8 text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ConfigError(f"{path}: invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    return Lock.from_json(data, path)


def write_lock(path: str, lock: Lock) -> None:
    """Write `lock` to `path` atomically (same bytes for the same lock). Raises ConfigError naming the file when it
    cannot be written (a folder that does not exist, no permission, a folder in its place)."""
    folder = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        raise ConfigError(f"{path}: cannot write the lock file: it is a folder")
    try:
        handle, temporary = tempfile.mkstemp(prefix=".mcp-aggregator-lock.", dir=folder)
    except OSError as exc:
        raise ConfigError(f"{path}: cannot write the lock file: {exc.strerror or exc} ({folder})") from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as file:
            file.write(lock.text())
        os.replace(temporary, path)
    except BaseException as exc:
        if os.path.exists(temporary):
            os.unlink(temporary)
        if isinstance(exc, OSError):
            raise ConfigError(f"{path}: cannot write the lock file: {exc.strerror or exc}") from None
        raise
