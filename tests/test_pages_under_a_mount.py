"""Our pages behind a prefix (ASGI `root_path`: a reverse proxy's path, a host app's mount): every link, redirect
and cookie path they make is under that prefix, and stays on this site whatever the prefix holds."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from urllib.parse import urljoin, urlsplit

import anyio
import httpx
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.config import RemoteServer, as_variant
from aggregator.proxy.access import Access
from aggregator.proxy.asgi import mount_root
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.logins import LOGIN_PATH, Attempt, base_of
from aggregator.proxy.page_auth import PageAuth
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio
PREFIX = "/tools/aggregated"


@asynccontextmanager
async def mounted(prefix: str) -> AsyncIterator[tuple[McpHttpApp, httpx.AsyncClient]]:
    fake = FakeServer(era="modern", pages=[[tool("echo")]])
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg:
        app = McpHttpApp(ProxyServer(agg), HttpSettings())
        transport = httpx.ASGITransport(app=app, root_path=prefix)
        async with app.running(), httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as http:
            with anyio.fail_after(10):
                yield app, http


async def test_the_login_pages_continue_link_stays_under_the_mount() -> None:
    async with mounted(PREFIX) as (app, http):
        upstream = as_variant(ServerConfig(name="up", url="https://up.example/mcp"))
        assert isinstance(upstream, RemoteServer)
        attempt = Attempt(upstream, "header:alice", f"http://127.0.0.1{PREFIX}")
        app.server.handlers.logins.attempts[attempt.id] = attempt
        page_url = f"http://127.0.0.1{PREFIX}{LOGIN_PATH}/{attempt.id}"
        page = await http.get(page_url)
    assert page.status_code == 200, page.text
    href = page.text.split('id="continue" href="', 1)[1].split('"', 1)[0].replace("&amp;", "&")
    target = urlsplit(urljoin(page_url, href))
    assert (target.scheme, target.netloc) == ("http", "127.0.0.1")
    assert target.path == f"{PREFIX}{LOGIN_PATH}/{attempt.id}" and target.query == "for=header%3Aalice"
    assert attempt.redirect == f"http://127.0.0.1{PREFIX}{LOGIN_PATH}/callback"


@pytest.mark.parametrize(
    ("root_path", "expected"),
    [
        ("", ""),
        ("/", ""),
        (PREFIX, PREFIX),
        (PREFIX + "/", PREFIX),
        ("//evil.example/x", "/evil.example/x"),  # never a scheme-relative URL: another site
        ("/\\evil.example", "/evil.example"),  # browsers read a backslash as a slash
        ('/a b;c?d#e"<f>\r\nSet-Cookie: x=1', "/a%20b%3Bc%3Fd%23e%22%3Cf%3E%0D%0ASet-Cookie:%20x=1"),
    ],
)
def test_a_mount_root_is_a_path_of_this_site(root_path: str, expected: str) -> None:
    assert mount_root({"root_path": root_path}) == expected
    scope = {"scheme": "https", "root_path": root_path}
    assert urlsplit(base_of(scope, {"host": "proxy.example"})).netloc == "proxy.example"


@pytest.mark.parametrize("root", [PREFIX, "//evil.example", "/x;Path=/\r\nLocation: //evil.example"])
def test_the_status_pages_redirect_and_cookie_stay_on_this_site(root: str) -> None:
    auth = PageAuth(Access(["127.0.0.1"], [], [], "secret-token"))
    scope = {"type": "http", "scheme": "http", "query_string": b"token=secret-token", "root_path": root}
    headers = auth.exchange(scope, {"host": "127.0.0.1"}, root)
    assert headers is not None
    location, cookie = headers["location"], headers["set-cookie"]
    assert location.startswith("/") and not location.startswith("//") and "\n" not in location + cookie
    assert location == mount_root({"root_path": root}) + "/"
    assert f"Path={mount_root({'root_path': root}) or '/'};" in cookie
