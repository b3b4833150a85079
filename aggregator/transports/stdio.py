"""A server as a child process speaking newline-delimited JSON-RPC on stdin/stdout.

Each server runs in its own process group (its own session), so closing it can reach the
grandchildren that `npx`-style wrappers leave behind. Shutdown follows the spec: close stdin, wait,
then SIGTERM, then SIGKILL, to the whole group. stderr is free-form logging: we keep a bounded tail
of it for status reasons, and never treat it as an error by itself.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
from collections import deque
from collections.abc import Mapping, Sequence
from contextlib import AsyncExitStack

import anyio
from anyio.abc import Process

from aggregator.errors import MessageTooLarge, ProtocolViolation, TransportClosed
from aggregator.protocol import jsonrpc
from aggregator.protocol.framing import HEAD_SIZE, LineDecoder, Oversized, encode_line, is_call, sniff_id
from aggregator.protocol.jsonrpc import Message
from aggregator.transports.base import Incoming, RequestFailed, Transport
from aggregator.visible import escape

__all__ = ["STDERR_LOGGER", "WITHHELD_ENV", "StdioTransport", "kill_process_groups", "withhold_env"]

#: variables of ours that no server process inherits: the token vault's key (`token_vault.KEY_ENV`), and whatever
#: `withhold_env` adds (the variable `serve --token-env` names)
WITHHELD_ENV: set[str] = {"MCP_AGGREGATOR_TOKEN_KEY"}


def withhold_env(name: str) -> None:
    """Keep environment variable `name` from every server process started from now on (it is ours, not theirs)."""
    WITHHELD_ENV.add(name)


DEFAULT_MAX_MESSAGE = 16 * 1024 * 1024
_READ_CHUNK = 256 * 1024
#: each line a server writes to stderr is a DEBUG record here, with the server's name as `record.server`
STDERR_LOGGER = "aggregator.stderr"
_stderr_log = logging.getLogger(STDERR_LOGGER)
#: how long an exit reason waits for the rest of stderr: a process's last words arrive just after its exit
_LAST_WORDS_S = 1.0
_LONGEST_ECHOED_LINE = 8192

#: process groups started here and not yet known gone: what a forced exit must still kill (module-wide, because a
#: second Ctrl-C has to reach the children of every aggregator in the process, not one object's)
_LIVE_GROUPS: set[int] = set()


def kill_process_groups() -> None:
    """SIGKILL every stdio server's process group not yet reaped, skipping the graces.

    The forced path of a shutdown (a second Ctrl-C, or the shutdown bound running out): the `aclose()` calls in
    progress then see their processes gone at once and finish reaping them.
    """
    for pgid in list(_LIVE_GROUPS):
        _signal_group(pgid, signal.SIGKILL)


class StderrTail:
    """The last `limit` bytes a process wrote to stderr, cut at line boundaries where possible."""

    def __init__(self, limit: int = 8192) -> None:
        self._limit = limit
        self._chunks: deque[bytes] = deque()
        self._size = 0

    def add(self, chunk: bytes) -> None:
        """Keep `chunk`, dropping the oldest bytes past the limit."""
        self._chunks.append(chunk)
        self._size += len(chunk)
        while self._size - len(self._chunks[0]) >= self._limit:
            self._size -= len(self._chunks.popleft())

    def text(self) -> str:
        """The kept tail as text, starting at a whole line when it was cut."""
        data = b"".join(self._chunks)[-self._limit :]
        if len(data) == self._limit and b"\n" in data:
            data = data[data.index(b"\n") + 1 :]
        return data.decode("utf-8", "replace").strip()


class StdioTransport(Transport):
    """A server process spoken to over stdin/stdout (one JSON-RPC message a line); stderr's tail kept for errors."""

    kind = "stdio"

    def __init__(
        self,
        command: str,
        args: Sequence[str] = (),
        *,
        env: Mapping[str, str] | None = None,
        unset_env: Sequence[str] = (),
        cwd: str | None = None,
        max_message_size: int = DEFAULT_MAX_MESSAGE,
        stderr_limit: int = 8192,
        close_grace: float = 2.0,
        term_grace: float = 2.0,
        label: str | None = None,
    ) -> None:
        self.command = command
        #: how stderr lines logged to `STDERR_LOGGER` name this server (its config key)
        self.label = label or os.path.basename(command)
        self.args = tuple(args)
        self.env = dict(env or {})
        #: inherited variables the server must not see (VS Code's `"env": {"NAME": null}`)
        self.unset_env = frozenset(unset_env)
        self.cwd = cwd
        self.max_message_size = max_message_size
        self._close_grace = close_grace
        self._term_grace = term_grace
        self._stderr = StderrTail(stderr_limit)
        self._process: Process | None = None
        self._stack: AsyncExitStack | None = None
        self._write_lock = anyio.Lock()
        self._closed_reason: str | None = None
        self._stderr_ended = anyio.Event()
        #: lines on stdout that were not JSON-RPC (a misbehaving server); counted, never fatal
        self.noise_lines = 0

    # -- lifecycle ---------------------------------------------------------------------------

    async def open(self) -> None:
        # `env` overlays the inherited environment, as desktop MCP clients do; less what is the aggregator's own (the
        # proxy's bearer token, the token vault's key): a server is given a secret only by naming it in its `env`
        withheld = WITHHELD_ENV | self.unset_env
        env = {**{k: v for k, v in os.environ.items() if k not in withheld}, **self.env}
        try:
            self._process = await anyio.open_process(
                [self.command, *self.args],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=env,
                cwd=self.cwd,
                start_new_session=True,
            )
        except OSError as exc:
            # a missing or unusable cwd fails the same call with the same errno: say which of the two it was
            where = f" in cwd {self.cwd!r}" if self.cwd is not None and exc.filename == self.cwd else ""
            raise TransportClosed(f"cannot start {self.command!r}{where}: {exc.strerror or exc}") from None
        _LIVE_GROUPS.add(self._process.pid)
        self._send_stream, self._receive_stream = anyio.create_memory_object_stream[Incoming](1024)
        stack = AsyncExitStack()
        tg = await stack.enter_async_context(anyio.create_task_group())
        stack.callback(tg.cancel_scope.cancel)
        tg.start_soon(self._read_stdout)
        tg.start_soon(self._read_stderr)
        self._stack = stack

    async def aclose(self) -> None:
        stack, self._stack = self._stack, None
        process = self._process
        if process is None:
            return
        # reaping must finish even when our caller is being cancelled: no zombie, no orphan
        with anyio.CancelScope(shield=True):
            await self._shutdown(process)
        if stack is not None:
            await stack.aclose()
        with anyio.CancelScope(shield=True):
            # the process's own close: its streams and the pipes under them (closing only the streams left the
            # asyncio transport open, and a server that flooded stdout got "Event loop is closed" at exit)
            await process.aclose()

    async def _shutdown(self, process: Process) -> None:
        pgid = process.pid  # leader of its own session, so its pid is the group id
        try:
            await self._reap(process, pgid)
        finally:
            _LIVE_GROUPS.discard(pgid)

    async def _reap(self, process: Process, pgid: int) -> None:
        if process.stdin is not None:
            try:
                await process.stdin.aclose()
            except (anyio.BrokenResourceError, anyio.ClosedResourceError, OSError):
                pass
        if not await _wait(process, self._close_grace):
            _signal_group(pgid, signal.SIGTERM)
            if not await _wait(process, self._term_grace):
                _signal_group(pgid, signal.SIGKILL)
                await process.wait()
        # the leader is gone; grandchildren may still hold the group: term them, then kill
        if _group_alive(pgid):
            _signal_group(pgid, signal.SIGTERM)
            await _wait_group(pgid, self._term_grace)
            if _group_alive(pgid):
                _signal_group(pgid, signal.SIGKILL)
                await _wait_group(pgid, self._term_grace)

    # -- I/O ------------------------------------------------------------------------------------

    async def send(self, message: Message, *, headers: Mapping[str, str] | None = None) -> None:
        process = self._process
        if process is None or process.stdin is None or self._closed_reason is not None:
            raise TransportClosed(self._closed_reason or "the process is not running")
        data = encode_line(jsonrpc.encode(message))
        try:
            async with self._write_lock:
                await process.stdin.send(data)
        except (anyio.BrokenResourceError, anyio.ClosedResourceError, OSError):
            raise TransportClosed(await self._final_reason()) from None

    async def receive(self) -> Incoming:
        try:
            return await self._receive_stream.receive()
        except (anyio.EndOfStream, anyio.ClosedResourceError):
            raise TransportClosed(self._closed_reason or self._exit_reason()) from None

    async def _read_stdout(self) -> None:
        process = self._process
        assert process is not None and process.stdout is not None
        decoder = LineDecoder(self.max_message_size)
        async with self._send_stream:
            try:
                async for chunk in process.stdout:
                    for frame in decoder.feed(chunk):
                        await self._deliver(frame)
            except (anyio.BrokenResourceError, anyio.ClosedResourceError, OSError):
                pass
            for frame in decoder.close():
                await self._deliver(frame, final=True)
            # stdout closed: the process is exiting
            self._closed_reason = await self._final_reason()

    async def _deliver(self, frame: bytes | Oversized, *, final: bool = False) -> None:
        """Queue what one line carries. `final`: the unterminated rest at end of stream."""
        if isinstance(frame, Oversized):
            if final or is_call(frame.head):
                # a request or notification of the server's (a huge log line, say), or the unterminated rest
                # of a dying process: nobody's answer, so it must not fail whichever request is in flight
                self._noise(f"[stdout oversized] a {frame.size}-byte message discarded: ".encode() + frame.head[:120])
                return
            error = MessageTooLarge(frame.size, self.max_message_size)
            await self._send_stream.send(RequestFailed(frame.sniff_id(), error))
            return
        try:
            messages = jsonrpc.decode(frame, allow_batch=self.allow_batch)
        except ProtocolViolation as exc:
            head = frame[:HEAD_SIZE]
            # an unterminated last line that does not parse is what a process dying mid-write leaves: the
            # requests waiting on it fail with the exit (code and stderr), which says more than the JSON error
            request_id = None if final or is_call(head) else sniff_id(head)
            if request_id is not None:
                # an answer we cannot use still ends the wait of the request it names
                await self._send_stream.send(RequestFailed(request_id, ProtocolViolation(f"unusable answer: {exc}")))
                return
            # stdout must carry only MCP messages; a server that prints garbage loses the line, not the connection
            self._noise(b"[stdout noise] " + frame[:200])
            return
        for message in messages:
            await self._send_stream.send(message)

    def _noise(self, line: bytes) -> None:
        self.noise_lines += 1
        self._stderr.add(line + b"\n")

    async def _read_stderr(self) -> None:
        process = self._process
        assert process is not None and process.stderr is not None
        partial = b""
        try:
            async for chunk in process.stderr:
                self._stderr.add(chunk)
                if _stderr_log.isEnabledFor(logging.DEBUG):
                    partial = self._echo(partial + chunk)
        except (anyio.BrokenResourceError, anyio.ClosedResourceError, OSError):
            pass
        finally:
            if partial:
                self._echo(partial + b"\n")
            self._stderr_ended.set()

    def _echo(self, data: bytes) -> bytes:
        """Log each whole line of `data` (a line too long to hold is logged in pieces); return the unfinished rest."""
        *lines, rest = data.split(b"\n")
        if len(rest) > _LONGEST_ECHOED_LINE:
            lines.append(rest)
            rest = b""
        for line in lines:
            # escaped here, not only by our CLI's handler: a library host's own handler must not pass a server's
            # escape sequences (OSC 52 clipboard, a title, a carriage return over our own line) to its terminal
            text = escape(line.decode("utf-8", "replace").rstrip("\r"), newlines=False)
            _stderr_log.debug("%s", text, extra={"server": self.label})
        return rest

    # -- reporting ------------------------------------------------------------------------------

    @property
    def pid(self) -> int | None:
        """The process id while it runs, else None."""
        return self._process.pid if self._process is not None else None

    @property
    def stderr_tail(self) -> str:
        return self._stderr.text()

    async def _final_reason(self) -> str:
        """The exit reason once the process has exited and its stderr is read to the end (both bounded).

        A process that prints its error and exits at once races us: its exit status can be seen before the last
        lines of stderr are read, and those lines are the whole point of the reason.
        """
        process = self._process
        if process is not None:
            with anyio.move_on_after(_LAST_WORDS_S):
                await process.wait()
                await self._stderr_ended.wait()  # a child that keeps stderr open costs at most the bound
        return self._exit_reason()

    def _exit_reason(self) -> str:
        process = self._process
        code = process.returncode if process is not None else None
        reason = "the process closed its stdout" if code is None else f"the process exited with code {code}"
        if code is not None and code < 0:
            reason = f"the process was killed by signal {-code}"
        tail = self.stderr_tail
        return f"{reason}; stderr: {tail[-2000:]}" if tail else reason

    def describe(self) -> str:
        return " ".join([self.command, *self.args])


async def _wait(process: Process, seconds: float) -> bool:
    with anyio.move_on_after(seconds):
        await process.wait()
        return True
    return process.returncode is not None


def _signal_group(pgid: int, sig: int) -> None:
    try:
        os.killpg(pgid, sig)
    except (ProcessLookupError, PermissionError):
        pass


def _group_alive(pgid: int) -> bool:
    """Whether any process of the group is still running (zombies waiting to be reaped do not count)."""
    try:
        os.killpg(pgid, 0)
    except (ProcessLookupError, PermissionError):
        return False
    try:
        entries = os.listdir("/proc")
    except OSError:
        return True  # no procfs: a zombie is indistinguishable, so assume the worst
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as handle:
                fields = handle.read().rsplit(b")", 1)[1].split()
        except OSError:
            continue
        # after the command name: state, ppid, pgrp
        if len(fields) > 2 and int(fields[2]) == pgid and fields[0] not in (b"Z", b"X"):
            return True
    return False


async def _wait_group(pgid: int, seconds: float) -> None:
    with anyio.move_on_after(seconds):
        while _group_alive(pgid):
            await anyio.sleep(0.02)
