"""Reading a file a config names, or that names a config: a regular file, up to a bound, never blocking.

A path may be a FIFO (the read waits for a writer forever, in the event loop, past `--timeout` and every signal) or a
device (`/dev/zero` fills memory until the machine kills us). Each reader here opens without blocking, refuses what
is not a regular file, and reads at most its bound: the config file, a snapshot, an `envFile`, the pins' lock.
"""

from __future__ import annotations

import os
import stat

__all__ = ["FileRefused", "read_bounded"]


class FileRefused(OSError):
    """The path is not a regular file, or it is larger than the reader's bound: `reason` says which."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def read_bounded(path: str, limit: int, *, follow_links: bool = True) -> bytes:
    """The bytes of the regular file `path`, at most `limit` of them.

    Raises FileNotFoundError, FileRefused (a pipe, a device, a folder, a link when `follow_links` is False, a file
    over `limit`) or another OSError."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
    if not follow_links:
        if os.path.islink(path):
            raise FileRefused("a symbolic link, not a regular file")
        flags |= getattr(os, "O_NOFOLLOW", 0)
    descriptor = os.open(path, flags)
    with os.fdopen(descriptor, "rb") as file:
        if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
            raise FileRefused("not a regular file")
        data = file.read(limit + 1)
    if len(data) > limit:
        raise FileRefused(f"larger than {_size(limit)}")
    return data


def _size(limit: int) -> str:
    if limit >= 1024 * 1024:
        return f"{limit // (1024 * 1024)} MiB"
    return f"{limit // 1024} KiB" if limit >= 1024 else f"{limit} bytes"
