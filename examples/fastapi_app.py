"""A FastAPI app that holds one Aggregator for its whole life (opened in the lifespan, closed at shutdown).

Every request shares the same upstream connections and cache, instead of spawning servers per request. Serve it with
`python examples/fastapi_app.py` (uvicorn on 127.0.0.1:8000), then `curl localhost:8000/tools` and
`curl -X POST localhost:8000/tools/forecast -H 'content-type: application/json' -d '{"city": "Lisbon"}'`.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, HTTPException, Request

from aggregator import Aggregator, InputRequired, McpError

DEMO_CONFIG = Path(__file__).resolve().parent.parent / "configs" / "demo.json"


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    """Open the aggregator before the first request; leaving the block closes every upstream server."""
    async with Aggregator.from_file(str(DEMO_CONFIG)) as aggregator:
        app.state.aggregator = aggregator
        yield


app = FastAPI(lifespan=lifespan)


def _aggregator(request: Request) -> Aggregator:
    aggregator: Aggregator = request.app.state.aggregator
    return aggregator


@app.get("/tools")
async def list_tools(request: Request) -> list[str]:
    """The merged tool names."""
    return [tool["name"] for tool in await _aggregator(request).list_tools()]


@app.post("/tools/{name}")
async def call_tool(name: str, arguments: dict[str, Any], request: Request) -> dict[str, Any]:
    """Call one tool and return its MCP result; a call the aggregator refuses (unknown tool, ...) is a 400."""
    try:
        result = await _aggregator(request).call_tool(name, arguments)
    except McpError as exc:  # the base of every typed call failure the aggregator raises
        raise HTTPException(status_code=400, detail=str(exc)) from exc
    if isinstance(result, InputRequired):  # a modern server asks for input: this simple API cannot relay it
        raise HTTPException(status_code=409, detail="the tool needs input from the user")
    return result


@app.get("/status")
def status(request: Request) -> dict[str, str]:
    """Each server's state (ok, stale, down, ...)."""
    return {name: str(state.state) for name, state in _aggregator(request).status().items()}


if __name__ == "__main__":
    import uvicorn

    uvicorn.run(app, host="127.0.0.1", port=8000)
