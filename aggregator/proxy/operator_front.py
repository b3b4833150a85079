"""The operator's pages beside the MCP endpoint: `/metrics`, the status page at `/` and its `/status.json`.

An ASGI app in front of a `McpHttpApp` (what `serve --http` runs): these three GET routes are answered here, every
other request goes on to the MCP app unchanged, so the request path of MCP traffic is the same with or without it.

- `GET /metrics`: the Prometheus text (`ProxyMetrics`), behind the same `Host`/`Origin` checks and bearer token as
  the MCP endpoint (a Prometheus scrape config sends the token with `authorization: {credentials: ...}`; a scraper
  reaching us by another host name needs that name in `--allow-host`). 404 naming the extra without
  `prometheus-client`. Under `serve --workers`, every worker's series, labelled `worker` (`worker_metrics`).
- `GET /` and `GET /status.json`: the status page (`status_page`), its door described in `page_auth`. The page
  is served with a nonce'd Content-Security-Policy, `nosniff`, `no-referrer`, no framing and no caching.

Where the app is mounted under a prefix (an ASGI `root_path`), `/` is the MCP endpoint's, and stays so.
"""

from __future__ import annotations

import json
from typing import Any

from aggregator.proxy.access import Access
from aggregator.proxy.asgi import (
    HttpError,
    Receive,
    Scope,
    SendAsgi,
    error_answer,
    headers_of,
    mount_root,
    plain,
    route_path,
)
from aggregator.proxy.http import McpHttpApp
from aggregator.proxy.metrics import MetricsUnavailable, ProxyMetrics, http_holdings
from aggregator.proxy.page_auth import PageAuth
from aggregator.proxy.status_page import content_security_policy, new_nonce, render, sections
from aggregator.proxy.status_view import StatusView
from aggregator.proxy.worker_metrics import WorkerMetrics
from aggregator.proxy.worker_relay import WorkerRelay

__all__ = ["MetricsEndpoint", "OperatorFront"]

_PAGE_HEADERS = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
    "x-frame-options": "DENY",
}


class OperatorFront:
    """`app` with `/metrics`, `/` and `/status.json` beside it; `inner` (default `app`) answers everything else.

    `metrics`: False for none; True makes a `ProxyMetrics` (none, and `/metrics` a 404 saying why, without the
    `metrics` extra). When `inner` is a worker's `WorkerRelay` (`serve --workers`), `/metrics` answers every
    worker's series (`worker_metrics`). `close()` stops observing the aggregator.
    """

    def __init__(self, app: McpHttpApp, inner: Any = None, *, metrics: bool = True) -> None:
        self.app = app
        self.inner = inner if inner is not None else app
        #: under `serve --workers` (`inner` is a `WorkerRelay`): `/metrics` answers every worker's series
        self.workers = WorkerMetrics(inner) if isinstance(inner, WorkerRelay) else None
        self.auth = PageAuth(app.access)
        self.view = StatusView(app.server.aggregator)
        self.metrics: ProxyMetrics | None = None
        self.metrics_missing = "metrics are off"
        if metrics:
            try:
                self.metrics = ProxyMetrics(app.server.aggregator, http_holdings(app))
            except MetricsUnavailable as exc:
                self.metrics_missing = str(exc)

    def close(self) -> None:
        """Stop counting and watching (the MCP app is closed by its own `close()`)."""
        self.view.close()
        if self.metrics is not None:
            self.metrics.close()

    async def __call__(self, scope: Scope, receive: Receive, send: SendAsgi) -> None:
        # MCP traffic first, with one comparison: every POST (and DELETE, and lifespan, which has no method) goes on
        if scope.get("method") != "GET":
            await self.inner(scope, receive, send)
            return
        if scope["type"] == "http":
            path = route_path(scope)
            mounted = bool(scope.get("root_path"))
            route = {"/metrics": self._metrics, "/status.json": self._json}.get(path)
            if route is None and path == "/" and not mounted:
                route = self._page
            if route is not None:
                try:
                    await route(scope, send)
                except HttpError as exc:
                    await error_answer(send, exc)
                return
        await self.inner(scope, receive, send)

    async def _metrics(self, scope: Scope, send: SendAsgi) -> None:
        self.app.access.check(scope, headers_of(scope))
        if self.metrics is None:
            await plain(send, 404, self.metrics_missing.encode())
            return
        body, content_type = self.metrics.exposition()
        if self.workers is not None and not self.workers.own(scope):
            body = await self.workers.gather(scope, body)
        await _whole(send, 200, body, {"content-type": content_type, "cache-control": "no-store"})

    async def _json(self, scope: Scope, send: SendAsgi) -> None:
        self.auth.admit(scope, headers_of(scope))
        report = await self.view.report()
        report["sections"] = sections(report)
        body = json.dumps(report, default=str).encode()
        await _whole(send, 200, body, {"content-type": "application/json", **_PAGE_HEADERS})

    async def _page(self, scope: Scope, send: SendAsgi) -> None:
        headers = headers_of(scope)
        root = mount_root(scope)  # the redirect, the cookie's Path and the page's link all stay on this site
        redirect = self.auth.exchange(scope, headers, root)
        if redirect is not None:
            await _whole(send, 303, b"", {**redirect, **_PAGE_HEADERS})
            return
        self.auth.admit(scope, headers)
        nonce = new_nonce()
        page = render(sections(await self.view.report()), nonce, root + "/status.json")
        extra = {"content-type": "text/html; charset=utf-8", "content-security-policy": content_security_policy(nonce)}
        await _whole(send, 200, page.encode(), {**extra, **_PAGE_HEADERS})


async def _whole(send: SendAsgi, status: int, body: bytes, headers: dict[str, str]) -> None:
    pairs = [(k.encode("latin-1"), v.encode("latin-1")) for k, v in headers.items()]
    pairs.append((b"content-length", str(len(body)).encode()))
    await send({"type": "http.response.start", "status": status, "headers": pairs})
    await send({"type": "http.response.body", "body": body})


class MetricsEndpoint:
    """`/metrics` alone, for `serve --metrics HOST:PORT` beside the stdio front: the same `Host` allowlist and
    optional bearer token as the HTTP front (`access`); every other path is a 404."""

    def __init__(self, metrics: ProxyMetrics, access: Access) -> None:
        self.metrics = metrics
        self.access = access

    async def __call__(self, scope: Scope, receive: Receive, send: SendAsgi) -> None:
        if scope["type"] != "http":
            return
        try:
            if route_path(scope) != "/metrics" or scope["method"] != "GET":
                raise HttpError(404, None, "only GET /metrics is served here")
            self.access.check(scope, headers_of(scope))
        except HttpError as exc:
            await error_answer(send, exc)
            return
        body, content_type = self.metrics.exposition()
        await _whole(send, 200, body, {"content-type": content_type, "cache-control": "no-store"})
