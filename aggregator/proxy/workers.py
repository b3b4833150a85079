"""`serve --http … --workers N`: N worker processes answer on one listening socket, bound once by this one.

Why one socket bound here and inherited, rather than each worker binding its own with `SO_REUSEPORT`: the
address is taken (or refused, as one config error) once, before anything starts; `--http HOST:0` names one port
for every worker; no other process, even of the same user, can join the group and take connections; and it works
wherever file descriptors are inherited, not only on Linux. The kernel hands each connection to a worker waiting
in `accept`, so a busy worker takes fewer: the balance follows the load, not a hash.

Each worker is a whole proxy (`serve` run again with the same arguments, told its place by `WORKER_ENV`): its own
aggregator, its own upstream connections and stdio servers. It gets the socket as a passed descriptor; its stdin
is a pipe from us it never reads, so our death (even SIGKILL) reaches it as end of file and it stops itself; its
stdout brings us its ready line. Workers run in their own sessions: a terminal's Ctrl-C reaches us alone, and each
worker hears one signal from us, not two (a second signal is the forced shutdown).

A worker that dies after it was ready is reported and started again (a service keeps its capacity; the sessions
it owned are gone, and their clients get the 404 that tells them to open new ones). One that dies before it is
ready cannot start, and would not next time either: everything stops and serve exits non-zero.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TextIO

import anyio
import anyio.abc
from anyio.streams.buffered import BufferedByteReceiveStream

from aggregator.errors import ConfigError

__all__ = ["WORKER_ENV", "Supervisor", "WorkerFailed", "WorkerRole"]

#: set in a worker's environment: "INDEX/COUNT/FD/DIRECTORY" (its place, the listening socket, the private dir)
WORKER_ENV = "MCP_AGGREGATOR_WORKER"
#: how long a stopping worker may take before it is killed: inside serve's own shutdown bound
STOP_S = 7.0
#: a worker dying again sooner than this after its start waits out the rest before the next one starts
RESTART_GAP_S = 1.0
_READY_LINE_MAX = 4096


class WorkerFailed(ConfigError):
    """A worker exited before it was ready: the config cannot be served (its own stderr said why)."""


@dataclass(frozen=True, slots=True)
class WorkerRole:
    """What a worker process is told: which one it is, of how many, its socket, and where peers listen."""

    index: int
    count: int
    fd: int
    directory: str

    def encode(self) -> str:
        """The value of `WORKER_ENV` that names this role."""
        return f"{self.index}/{self.count}/{self.fd}/{self.directory}"

    @classmethod
    def from_environ(cls) -> WorkerRole | None:
        """This process's role, or None when it is no worker (a plain `serve`)."""
        value = os.environ.pop(WORKER_ENV, None)  # popped: nothing this worker starts is a worker
        if value is None:
            return None
        index, count, fd, directory = value.split("/", 3)
        return cls(int(index), int(count), int(fd), directory)

    def listening_socket(self) -> socket.socket:
        """The public socket the supervisor bound, inherited."""
        return socket.socket(fileno=self.fd)

    def private_socket(self) -> socket.socket:
        """This worker's own unix socket, where peers relay requests of the sessions it owns."""
        from aggregator.proxy.worker_relay import private_socket_path

        path = private_socket_path(self.directory, self.index)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)  # left by the worker this one replaces
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.bind(path)
            sock.listen(1024)
        except OSError as exc:
            sock.close()
            # a unix socket's path has a small limit (~104-108 bytes): a deep TMPDIR is the usual cause
            raise ConfigError(f"worker {self.index} cannot listen at {path}: {exc} (a shorter TMPDIR helps)") from None
        return sock

    @staticmethod
    def watch_supervisor() -> None:
        """Stop this worker (as SIGTERM would) once the supervisor is gone: its end of our stdin closes."""
        import threading

        def wait() -> None:
            while os.read(0, 4096):
                pass
            os.kill(os.getpid(), signal.SIGTERM)

        threading.Thread(target=wait, name="supervisor watch", daemon=True).start()


class Supervisor:
    """Start `count` workers on `sock`, keep them running, pass SIGHUP on, and stop them all when cancelled."""

    def __init__(self, command: Sequence[str], sock: socket.socket, count: int) -> None:
        self.command = list(command)
        self.sock = sock
        self.count = count
        self.directory = ""
        #: the workers running now and ready, by index
        self.ready: dict[int, anyio.abc.Process] = {}

    async def run(self) -> None:
        """Start every worker, print the first's ready line once all are ready, and serve until cancelled.

        Raises `WorkerFailed` when a worker exits before it is ready (the others are stopped first).
        """
        # private: only this user may reach the workers' relay sockets
        self.directory = tempfile.mkdtemp(prefix="mcp-aggregator-")
        try:
            await self._run()
        except BaseExceptionGroup as group:
            failed = _first(group, WorkerFailed)
            if failed is None:
                raise
            raise failed from None
        finally:
            shutil.rmtree(self.directory, ignore_errors=True)

    async def _run(self) -> None:
        async with anyio.create_task_group() as tg:
            await tg.start(self._forward_hangups)
            lines: list[str] = []
            async with anyio.create_task_group() as starting:
                for index in range(self.count):
                    starting.start_soon(self._start, tg, index, lines)
            _say(lines[0], sys.stdout)
            pids = ", ".join(str(p.pid) for _, p in sorted(self.ready.items()))
            _say(f"{self.count} workers ready (pids {pids})", sys.stderr)

    async def _start(self, tg: anyio.abc.TaskGroup, index: int, lines: list[str]) -> None:
        line = await tg.start(self._keep, index)
        if index == 0:
            lines.insert(0, line)

    async def _forward_hangups(self, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED) -> None:
        with anyio.open_signal_receiver(signal.SIGHUP) as signals:
            task_status.started()  # in place before the ready line: a SIGHUP then reloads, never kills
            async for _ in signals:
                for process in list(self.ready.values()):
                    process.send_signal(signal.SIGHUP)

    async def _keep(self, index: int, *, task_status: anyio.abc.TaskStatus[str]) -> None:
        """Run worker `index`; start another when it dies after it was ready. Its ready line goes to `started`."""
        first = True
        while True:
            started_at = anyio.current_time()
            process = await self._spawn(index)
            try:
                assert process.stdout is not None
                output = BufferedByteReceiveStream(process.stdout)
                line = await _ready_line(output)
                if line is None:
                    code = await process.wait()
                    raise WorkerFailed(f"worker {index} exited with code {code} before it was ready")
                self.ready[index] = process
                if first:
                    task_status.started(line)
                    first = False
                async with anyio.create_task_group() as tg:
                    tg.start_soon(_drain, output)
                    code = await process.wait()
                _say(f"worker {index} (pid {process.pid}) exited with code {code}; starting another", sys.stderr)
            finally:
                self.ready.pop(index, None)
                with anyio.CancelScope(shield=True):
                    await _stop(process)
            await anyio.sleep(max(0.0, started_at + RESTART_GAP_S - anyio.current_time()))

    async def _spawn(self, index: int) -> anyio.abc.Process:
        fd = self.sock.fileno()
        role = WorkerRole(index, self.count, fd, self.directory)
        env = {**os.environ, WORKER_ENV: role.encode()}
        return await anyio.open_process(
            self.command,
            stdin=subprocess.PIPE,  # a pipe we never write: its end of file tells the worker we are gone
            stdout=subprocess.PIPE,
            stderr=None,
            env=env,
            pass_fds=(fd,),
            start_new_session=True,
        )


def _say(line: str, stream: TextIO) -> None:
    """One line in one write: the workers share our stderr, and `print` writes a line's text and its end apart."""
    stream.write(line + "\n")
    stream.flush()


async def _ready_line(output: BufferedByteReceiveStream) -> str | None:
    """The worker's first line on stdout (its ready line), or None when it ended without one."""
    try:
        line = await output.receive_until(b"\n", _READY_LINE_MAX)
    except (anyio.IncompleteRead, anyio.DelimiterNotFound, anyio.EndOfStream, anyio.ClosedResourceError):
        return None
    return line.decode(errors="replace")


async def _drain(output: BufferedByteReceiveStream) -> None:
    """Pass on what a worker prints after its ready line (nothing, normally), so its pipe never fills."""
    with contextlib.suppress(anyio.EndOfStream, anyio.ClosedResourceError, anyio.BrokenResourceError):
        while True:
            chunk = await output.receive()
            sys.stdout.buffer.write(chunk)
            sys.stdout.flush()


async def _stop(process: anyio.abc.Process) -> None:
    """SIGTERM (a worker's graceful stop), bounded; SIGKILL past the bound. Never a second SIGTERM."""
    if process.returncode is None:
        with contextlib.suppress(ProcessLookupError):
            process.send_signal(signal.SIGTERM)
        with anyio.move_on_after(STOP_S):
            await process.wait()
        if process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                process.kill()
            await process.wait()
    await process.aclose()


def _first(group: BaseExceptionGroup[BaseException], kind: type[WorkerFailed]) -> WorkerFailed | None:
    """The first `kind` in a (nested) exception group."""
    for exc in group.exceptions:
        if isinstance(exc, kind):
            return exc
        if isinstance(exc, BaseExceptionGroup) and (found := _first(exc, kind)) is not None:
            return found
    return None
