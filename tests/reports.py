"""The report lines of `fixtures/servers/stubborn.py` (`STUBBORN_REPORT`): what the server saw, as events to wait on.

Every read is bounded; nothing waits on a guess of how long the server takes.
"""

from __future__ import annotations

import socket

__all__ = ["PATIENCE", "Reports"]

#: how long a test waits for something that should take a moment (a start, a report)
PATIENCE = 30.0


class Reports:
    """The fixture server's report lines (`started PID GRANDCHILD`, `called METHOD`, `eof`, `term`), read with a
    timeout."""

    def __init__(self) -> None:
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(PATIENCE)
        self.address = f"127.0.0.1:{self._listener.getsockname()[1]}"
        self._conn: socket.socket | None = None
        self._buffer = b""

    def line(self) -> str:
        if self._conn is None:
            self._conn, _ = self._listener.accept()
            self._conn.settimeout(PATIENCE)
        while b"\n" not in self._buffer:
            chunk = self._conn.recv(4096)
            assert chunk, "the fixture server went away before reporting"
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line.decode()

    def until(self, expected: str) -> None:
        """Read lines until `expected` (each read bounded)."""
        while self.line() != expected:
            pass

    def started(self) -> tuple[int, int]:
        word, pid, grandchild = self.line().split()
        assert word == "started"
        return int(pid), int(grandchild)

    def rest(self) -> list[str]:
        """Every line still to come, once the server is gone (its end closes the connection; a server that never
        got as far as connecting reported nothing)."""
        if self._conn is None:
            self._listener.settimeout(0)  # a connection it made is queued already: the server is gone
            try:
                self._conn, _ = self._listener.accept()
            except BlockingIOError:
                return []
            self._conn.settimeout(PATIENCE)
        while chunk := self._conn.recv(4096):
            self._buffer += chunk
        lines, self._buffer = self._buffer.decode().splitlines(), b""
        return lines

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
        self._listener.close()
