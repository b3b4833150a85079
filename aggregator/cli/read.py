"""`read URI`: one resource read through the aggregator, routed by its URI exactly as a client's read would be."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import Any

from aggregator.cli.answer import answer_of
from aggregator.cli.exit import Exit
from aggregator.cli.source import connected, resolve_config
from aggregator.cli.terminal import say, say_exact
from aggregator.config_file import redact, redact_json
from aggregator.not_up import did_you_mean

__all__ = ["render_contents", "run_read"]


async def run_read(args: argparse.Namespace) -> int:
    """`read URI`: read one resource through the aggregator and print its contents."""
    config = resolve_config(args)
    async with connected(config, args.timeout) as agg:

        async def close_uris() -> str:
            return did_you_mean(args.uri, [str(item.get("uri")) for item in await agg.list_resources()])

        result = await answer_of(lambda: agg.read_resource(args.uri), config, args.timeout, hint=close_uris)
    if result is None:
        return Exit.UPSTREAM
    if args.json:
        say_exact(redact_json(result, config))
    else:
        say(redact(render_contents(result), config))
    return Exit.OK


def render_contents(result: Any) -> str:
    """A `resources/read` result as a person reads it: text as is, binary as its type and size."""
    contents = result.get("contents") if isinstance(result, Mapping) else None
    items = [item for item in contents if isinstance(item, Mapping)] if isinstance(contents, list) else []
    blocks = [_content(item) for item in items]
    if len(items) > 1:
        # several parts: each under its own URI, so they can be told apart
        blocks = [
            f"--- {item.get('uri')} ({item.get('mimeType') or '?'})\n{block}"
            for item, block in zip(items, blocks, strict=True)
        ]
    return "\n".join(blocks)


def _content(item: Mapping[str, Any]) -> str:
    if "text" in item:
        return str(item["text"])
    size = len(str(item.get("blob", ""))) * 3 // 4
    return f"[binary {item.get('mimeType') or '?'}, about {size} bytes; --json shows it base64-encoded]"
