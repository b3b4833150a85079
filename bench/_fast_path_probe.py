"""Which HTTP client an `Aggregator` on asyncio sends its upstream requests with, in the Python running this.

Run it with a plain install's Python (`bench/_plain_install.py`), so `aggregator` comes from that venv's
site-packages (this folder, not the checkout, is on `sys.path`):

    <venv>/bin/python bench/_fast_path_probe.py [--url URL --tool NAME --args JSON]

Without `--url` it starts `mcp-aggregator serve --http 127.0.0.1:0` (the venv's own) on the demo `weather`
server and calls `forecast` through it. Every `aiohttp.ClientSession.request` and `httpx.AsyncClient.send` is
counted while one `Aggregator` connects to the URL and calls the tool once. Prints one JSON line and exits 0 only
when the call succeeded through aiohttp alone and `sniffio` is not importable (it is no runtime dependency; a venv
that has it can take paths a plain install does not).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import httpx

import aggregator
from aggregator import Aggregator, ServerConfig

START_TIMEOUT_S = 60.0
CALL_TIMEOUT_S = 60.0
counts = {"aiohttp": 0, "httpx": 0}


def count_requests() -> None:
    """Wrap both clients' send calls so every upstream request is counted by the client that sent it."""
    aio_request, httpx_send = aiohttp.ClientSession.request, httpx.AsyncClient.send

    def request(self: aiohttp.ClientSession, *args: Any, **kwargs: Any) -> Any:
        counts["aiohttp"] += 1
        return aio_request(self, *args, **kwargs)

    async def send(self: httpx.AsyncClient, *args: Any, **kwargs: Any) -> httpx.Response:
        counts["httpx"] += 1
        return await httpx_send(self, *args, **kwargs)

    aiohttp.ClientSession.request = request  # type: ignore[method-assign]
    httpx.AsyncClient.send = send  # type: ignore[method-assign]


@contextlib.contextmanager
def demo_proxy() -> Iterator[str]:
    """`mcp-aggregator serve --http` on the demo weather server, from this venv; yields its URL."""
    exe = str(Path(sys.executable).with_name("mcp-aggregator"))
    with tempfile.TemporaryDirectory(prefix="fast-path-") as tmp:
        config = Path(tmp) / "mcp.json"
        servers = {"weather": {"command": exe, "args": ["demo-server", "weather"]}}
        config.write_text(json.dumps({"mcpServers": servers}))
        proc = subprocess.Popen(
            [exe, "serve", "--config", str(config), "--http", "127.0.0.1:0"],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            text=True,
        )
        assert proc.stdout is not None
        # the wait for its LISTENING line is bounded: past the deadline the process is killed and its output ends
        deadline = threading.Timer(START_TIMEOUT_S, proc.kill)
        deadline.start()
        seen: list[str] = []
        try:
            for line in proc.stdout:
                seen.append(line)
                match = re.search(r"LISTENING (\S+)", line)
                if match:
                    break
            else:
                raise RuntimeError(f"serve did not start: {''.join(seen)[-600:]}")
            deadline.cancel()
            # keep reading what it says, so a full pipe never blocks it
            threading.Thread(target=proc.stdout.read, daemon=True).start()
            yield match.group(1)
        finally:
            deadline.cancel()
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


async def call_once(url: str, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    async with Aggregator([ServerConfig(name="up", url=url)]) as agg:
        await agg.wait_connected(CALL_TIMEOUT_S)
        result = await asyncio.wait_for(agg.call_tool(tool, arguments), CALL_TIMEOUT_S)
    return dict(result) if isinstance(result, dict) else {"unexpected": repr(result)}


def probe(url: str, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    count_requests()
    result = asyncio.run(call_once(url, tool, arguments))
    ok = isinstance(result.get("content"), list) and result.get("isError") is not True
    client = "aiohttp" if counts["aiohttp"] and not counts["httpx"] else ("httpx" if counts["httpx"] else "none")
    return {
        "client": client,
        "requests": dict(counts),
        "sniffio": importlib.util.find_spec("sniffio") is not None,
        "result_ok": ok,
        "result": json.dumps(result)[:200],
        "aggregator": os.path.dirname(aggregator.__file__),
        "python": sys.executable,
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--url", help="an MCP server over HTTP; default: serve --http on the demo weather server")
    p.add_argument("--tool", default="forecast")
    p.add_argument("--args", default='{"city": "Lisbon"}', help="the tool's arguments, JSON")
    args = p.parse_args(argv)
    arguments = json.loads(args.args)
    if args.url:
        found = probe(args.url, args.tool, arguments)
    else:
        with demo_proxy() as url:
            found = probe(url, args.tool, arguments)
    print(json.dumps(found), flush=True)
    return 0 if found["client"] == "aiohttp" and found["result_ok"] and not found["sniffio"] else 1


if __name__ == "__main__":
    sys.exit(main())
