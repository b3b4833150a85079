"""Synchronous code (a thread pool, a sync web framework) using one Aggregator through an anyio blocking portal.

The portal runs an event loop in a thread of its own and owns the Aggregator; any number of plain threads call
into it with `portal.call`, sharing the connections and the cache. Run: `python examples/threads.py`.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from anyio.from_thread import start_blocking_portal

from aggregator import Aggregator, InputRequired

DEMO_CONFIG = Path(__file__).resolve().parent.parent / "configs" / "demo.json"


def main() -> None:
    with start_blocking_portal() as portal:
        # the Aggregator is entered and left on the portal's loop, so its task group lives there
        aggregator = portal.call(Aggregator.from_file, str(DEMO_CONFIG))
        with portal.wrap_async_context_manager(aggregator):
            tools = portal.call(aggregator.list_tools)
            print("tools:", [tool["name"] for tool in tools])

            async def forecast_text(city: str) -> str:
                """Runs on the portal's loop."""
                result = await aggregator.call_tool("forecast", {"city": city})
                assert not isinstance(result, InputRequired), "the demo servers never ask for input"
                text: str = result["content"][0]["text"]
                return text

            def forecast(city: str) -> str:
                """Runs in a worker thread: a blocking call into the portal's loop."""
                return portal.call(forecast_text, city)

            with ThreadPoolExecutor(max_workers=4) as pool:
                for line in pool.map(forecast, ["Lisbon", "Oslo", "Nairobi", "Lima"]):
                    print("forecast:", line)


if __name__ == "__main__":
    main()
