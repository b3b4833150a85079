"""A small in-memory MCP server for the benchmarks (modern era only, no dependency on tests/).

* `server/discover` is answered at once.
* `tools/list` pages of `page_size`, each answered after `page_latency` seconds (an `anyio.sleep`), with
  the `ttlMs` / `cacheScope` hints given.
* `tools/call` answers at once with a small text result.
* Every request is counted by method in `requests`.

Tools come from `make_tool(index)`: either built once up front (`lazy=False`, the server holds them, as a
real server would) or built per request (`lazy=True`, the server holds only the template) — and with
`wire=True` each page goes through `json.dumps` / `json.loads`, so the client holds exactly what a real
wire decoder would have handed it (fresh objects, JSON-decoder key sharing), never the server's own objects.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

import anyio
from _common import ROOT  # noqa: F401  (sets sys.path)

from aggregator import ServerConfig
from aggregator.protocol.jsonrpc import ErrorResponse, Request, Response
from aggregator.transports.memory import ServerChannel

MODERN = "2026-07-28"

ToolFactory = Callable[[str, int], dict[str, Any]]


def realistic_tool(server: str, index: int) -> dict[str, Any]:
    """A tool like real servers list: ~100-char description, a 3-property object schema with constraints.

    Every (server, index) gives a distinct schema, as real catalogs do (no two servers share schema text).
    """
    kind = ("issue", "file", "record", "ticket", "event")[index % 5]
    return {
        "name": f"{kind}_op_{index:04d}",
        "description": (
            f"Look up {kind} #{index} on {server} and return its current state, owner and the last change made to it."
        ),
        "inputSchema": {
            "type": "object",
            "properties": {
                "id": {
                    "type": "string",
                    "description": f"The {kind} identifier on {server}, e.g. '{kind[:2].upper()}-{index}'.",
                },
                "limit": {"type": "integer", "minimum": 1, "maximum": 100, "description": "How many entries."},
                "order": {"type": "string", "enum": ["asc", "desc"], "description": "Sort order of the entries."},
            },
            "required": ["id"],
            "additionalProperties": False,
        },
    }


class BenchServer:
    def __init__(
        self,
        name: str,
        *,
        tools: int,
        page_size: int,
        page_latency: float = 0.0,
        ttl_ms: int = 0,
        scope: str = "private",
        make_tool: ToolFactory = realistic_tool,
        lazy: bool = False,
        wire: bool = False,
        capabilities: dict[str, Any] | None = None,
    ) -> None:
        self.name = name
        self.count = tools
        self.page_size = page_size
        self.page_latency = page_latency
        self.ttl_ms = ttl_ms
        self.scope = scope
        self.make_tool = make_tool
        self.lazy = lazy
        self.wire = wire
        self.capabilities = capabilities if capabilities is not None else {"tools": {}}
        self.requests: Counter[str] = Counter()
        #: perf_counter of the first tools/list request received and of the last page sent
        self.list_started: float | None = None
        self.list_finished: float | None = None
        self._pages: list[list[dict[str, Any]]] | None = None if lazy else self._build_pages()

    def config(self, **options: Any) -> ServerConfig:
        return ServerConfig(name=self.name, serve=self.serve, **options)

    @property
    def page_count(self) -> int:
        return max(1, -(-self.count // self.page_size))

    def _build_page(self, index: int) -> list[dict[str, Any]]:
        start = index * self.page_size
        return [self.make_tool(self.name, i) for i in range(start, min(self.count, start + self.page_size))]

    def _build_pages(self) -> list[list[dict[str, Any]]]:
        return [self._build_page(i) for i in range(self.page_count)]

    async def serve(self, channel: ServerChannel) -> None:
        async with anyio.create_task_group() as tg:
            async for message in channel:
                if not isinstance(message, Request):
                    continue
                self.requests[message.method] += 1
                if message.method == "tools/list" and self.list_started is None:
                    self.list_started = time.perf_counter()
                if message.method == "tools/list" and self.page_latency > 0:
                    tg.start_soon(self._answer_later, channel, message)
                else:
                    await channel.send(self._answer(message))
            tg.cancel_scope.cancel()

    async def _answer_later(self, channel: ServerChannel, request: Request) -> None:
        await anyio.sleep(self.page_latency)
        await channel.send(self._answer(request))
        self.list_finished = time.perf_counter()

    @property
    def chain(self) -> float | None:
        """This server's page chain as it ran: its first tools/list request to its last page."""
        if self.list_started is None or self.list_finished is None:
            return None
        return self.list_finished - self.list_started

    def _answer(self, req: Request) -> Response | ErrorResponse:
        params = req.params or {}
        if req.method == "server/discover":
            return Response(
                req.id,
                {
                    "resultType": "complete",
                    "supportedVersions": [MODERN],
                    "capabilities": self.capabilities,
                    "_meta": {"io.modelcontextprotocol/serverInfo": {"name": self.name, "version": "1"}},
                    "ttlMs": 0,
                    "cacheScope": "private",
                },
            )
        if req.method == "tools/list":
            cursor = params.get("cursor")
            index = 0 if cursor is None else int(cursor)
            if not 0 <= index < self.page_count:
                return ErrorResponse(req.id, -32602, "invalid cursor")
            tools = self._pages[index] if self._pages is not None else self._build_page(index)
            result: dict[str, Any] = {
                "resultType": "complete",
                "tools": tools,
                "ttlMs": self.ttl_ms,
                "cacheScope": self.scope,
            }
            if index + 1 < self.page_count:
                result["nextCursor"] = str(index + 1)
            if self.wire:
                result = json.loads(json.dumps(result))
            return Response(req.id, result)
        if req.method == "tools/call":
            name = params.get("name")
            return Response(req.id, {"content": [{"type": "text", "text": f"called {name}"}], "isError": False})
        return ErrorResponse(req.id, -32601, f"Method not found: {req.method}")
