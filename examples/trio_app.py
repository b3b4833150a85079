"""The library under trio: the Aggregator is backend-neutral (anyio), so the same code runs on trio and asyncio.

Run: `python examples/trio_app.py`.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import trio

from aggregator import Aggregator, InputRequired

DEMO_CONFIG = Path(__file__).resolve().parent.parent / "configs" / "demo.json"


async def main() -> None:
    async with Aggregator.from_file(str(DEMO_CONFIG)) as aggregator:
        names = [tool["name"] for tool in await aggregator.list_tools()]
        print("tools:", names)
        # calls to different servers run side by side in a trio nursery
        results: dict[str, str] = {}

        async def call(name: str, arguments: Mapping[str, Any]) -> None:
            result = await aggregator.call_tool(name, arguments)
            # a modern server may ask for input instead of answering (answer it with `aggregator.retry`)
            assert not isinstance(result, InputRequired), "the demo servers never ask"
            results[name] = result["content"][0]["text"]

        async with trio.open_nursery() as nursery:
            nursery.start_soon(call, "forecast", {"city": "Lisbon"})
            nursery.start_soon(call, "add", {"a": 2, "b": 3})
        print("forecast:", results["forecast"])
        print("add:", results["add"])


if __name__ == "__main__":
    trio.run(main)
