"""The status page in a real headless browser: Debian's chromium (scripts/browser.sh), driven by Playwright.

client (chromium) → the proxy's HTTP front (uvicorn) → a real HTTP upstream (our own front over a fake server, on
a port of its own, stopped and started again) and an in-process one. The page loads through its token link with
no console error (a CSP violation is one), shows every server, and changes by itself as the HTTP upstream goes
down and comes back.
"""

from __future__ import annotations

import os
import shutil
import socket
from typing import Any

import anyio
import anyio.abc
import pytest

from aggregator import Aggregator, Backoff, ServerConfig
from aggregator.config import HttpServer, Timeouts
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.operator_front import OperatorFront
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, tool

pytestmark = [pytest.mark.anyio, pytest.mark.parametrize("anyio_backend", ["asyncio"])]  # uvicorn, Playwright
TOKEN = "browser-token"


def browser_path() -> str | None:
    """The chromium scripts/browser.sh installed (its path in MCP_AGGREGATOR_BROWSER), else one on PATH."""
    given = os.environ.get("MCP_AGGREGATOR_BROWSER", "").strip()
    if given and os.access(given, os.X_OK):
        return given
    return next((found for name in ("chromium", "chromium-browser") if (found := shutil.which(name))), None)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Served:
    """An ASGI app served by uvicorn on a fixed port, stopped and started again on demand."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.stopped = anyio.Event()
        self.server: Any = None

    async def run(self, app: Any, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED) -> None:
        import uvicorn

        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", self.port))
        sock.listen(64)
        self.stopped = anyio.Event()
        self.server = uvicorn.Server(
            uvicorn.Config(app, lifespan="on", log_level="warning", timeout_graceful_shutdown=1)
        )
        async with anyio.create_task_group() as tg:
            tg.start_soon(self.server.serve, [sock])
            with anyio.fail_after(10):
                while not self.server.started:
                    await anyio.sleep(0.02)  # uvicorn says it started only through this flag
            task_status.started()
        self.stopped.set()

    async def stop(self) -> None:
        self.server.should_exit = True
        with anyio.fail_after(10):
            await self.stopped.wait()


class Upstream:
    """The HTTP upstream: our own front over a fake server, listing with a TTL of 0 (every list asks it)."""

    def __init__(self, port: int) -> None:
        self.served = Served(port)
        self.app: McpHttpApp | None = None

    async def run(self, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED) -> None:
        fake = FakeServer(era="modern", pages=[[tool("ping"), tool("search")]], hints=[(0, "public")])
        async with Aggregator([ServerConfig(name="inner", serve=fake.serve)]) as agg:
            self.app = McpHttpApp(ProxyServer(agg))
            await self.served.run(self.app, task_status=task_status)

    async def stop(self) -> None:
        """Go down: its streams end first (a GET stream never ends by itself), then the server."""
        if self.app is not None:
            self.app.close()
        await self.served.stop()


async def test_the_page_shows_every_server_and_follows_one_going_down_and_back() -> None:
    path = browser_path()
    if path is None:
        pytest.skip("no chromium here, and scripts/browser.sh could not install one (no apt-get, or not root)")
    try:
        from playwright.async_api import async_playwright, expect
    except ImportError:
        pytest.skip("playwright is not installed (it is in the test extra)")
    up_port, front_port = free_port(), free_port()
    remote = HttpServer(name="remote", url=f"http://127.0.0.1:{up_port}/mcp", timeouts=Timeouts(list=1.0, connect=2.0))
    local = ServerConfig(name="local", serve=FakeServer(era="modern", pages=[[tool("search")]]).serve)
    errors: list[str] = []
    async with anyio.create_task_group() as tg:
        with anyio.fail_after(120):
            up = Upstream(up_port)
            await tg.start(up.run)
            async with Aggregator([remote, local], backoff=Backoff(initial=0.2, maximum=0.5)) as agg:
                await agg.wait_connected(10)
                app = McpHttpApp(ProxyServer(agg), HttpSettings(token=TOKEN))
                operator = OperatorFront(app)
                front = Served(front_port)
                await tg.start(front.run, operator)
                async with async_playwright() as pw:
                    browser = await pw.chromium.launch(executable_path=path, headless=True, args=["--no-sandbox"])
                    page = await browser.new_page()
                    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
                    page.on("pageerror", lambda exc: errors.append(str(exc)))
                    await page.goto(f"http://127.0.0.1:{front_port}/?token={TOKEN}")
                    assert page.url == f"http://127.0.0.1:{front_port}/"  # the token left the address bar
                    names = await page.locator("#servers tbody tr td:first-child").all_text_contents()
                    assert names == ["remote", "local"]
                    assert "web" not in names
                    remote_state = "#servers tbody tr:first-child td:nth-child(2)"
                    assert await page.text_content(remote_state) == "ok"
                    # waited for through Playwright's own selectors: the page's policy forbids evaluating strings
                    await expect(page.locator("#live")).to_contain_text("updated", timeout=10_000)

                    await up.stop()  # the upstream goes down
                    await expect(page.locator(remote_state)).not_to_have_text("ok", timeout=20_000)
                    down = await page.text_content(remote_state)
                    down_reason = await page.text_content("#servers tbody tr:first-child td:nth-child(4)")
                    assert down in ("stale", "backoff", "down") and down_reason

                    await tg.start(up.run)  # and comes back, on the same port
                    await expect(page.locator(remote_state)).to_have_text("ok", timeout=20_000)
                    assert await page.text_content("#servers tbody tr:nth-child(2) td:nth-child(2)") == "ok"
                    await browser.close()
                app.close()
                await front.stop()
                operator.close()
            await up.stop()
    assert errors == []
