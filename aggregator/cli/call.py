"""`call NAME`: one tool call through the aggregator, exactly as a model's call would be routed."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from typing import Any

from aggregator.cli.answer import answer_of
from aggregator.cli.exit import Exit
from aggregator.cli.source import connected, resolve_config
from aggregator.cli.terminal import say, say_exact
from aggregator.config_file import redact, redact_json
from aggregator.not_up import did_you_mean

__all__ = ["UsageError", "parse_arguments", "render_content", "run_call"]


class UsageError(Exception):
    """A malformed `--arg` / `--args` (exit 2)."""


async def run_call(args: argparse.Namespace) -> int:
    """`call NAME`: call one tool through the aggregator and print its result; arguments are checked against the tool's
    schema first.
    """
    config = resolve_config(args)
    async with connected(config, args.timeout) as agg:
        catalog = await agg.catalog()
        tool = catalog.get(args.name)
        schema = tool.definition.get("inputSchema") if tool is not None else None
        arguments = parse_arguments(args.args_json, args.arg or (), schema)

        async def close_names() -> str:
            return did_you_mean(args.name, [t.name for t in catalog.tools]) if tool is None else ""

        result = await answer_of(lambda: agg.call_tool(args.name, arguments), config, args.timeout, hint=close_names)
    if result is None:
        return Exit.UPSTREAM
    if args.json:
        say_exact(redact_json(result, config))
    else:
        say(redact(render_content(result), config))
    if isinstance(result, Mapping) and result.get("isError") is True:
        say("the tool reported an error (isError)", file=sys.stderr)
        return Exit.FINDINGS
    return Exit.OK


def parse_arguments(args_json: str | None, pairs: Sequence[str], schema: Any) -> dict[str, Any]:
    """`--args JSON` first, then each `--arg key=value` over it.

    A value is taken as text when the schema says the property is a string (so `--arg zip=02134` stays
    text), and as JSON when it parses as JSON otherwise (`--arg days=3` is the number 3); else as text.
    """
    arguments: dict[str, Any] = {}
    if args_json is not None:
        try:
            decoded = json.loads(args_json)
        except json.JSONDecodeError as exc:
            raise UsageError(f"--args is not JSON: {exc.msg} at column {exc.colno}") from exc
        except ValueError as exc:  # valid JSON that Python's decoder refuses: an integer past 4,300 digits
            raise UsageError("--args holds a number with too many digits (over 4,300)") from exc
        if not isinstance(decoded, dict):
            raise UsageError("--args must be a JSON object")
        arguments.update(decoded)
    properties = schema.get("properties") if isinstance(schema, Mapping) else None
    properties = properties if isinstance(properties, Mapping) else {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"--arg wants key=value, got {pair!r}")
        prop = properties.get(key)
        declared = prop.get("type") if isinstance(prop, Mapping) else None
        if declared == "string":
            arguments[key] = text
            continue
        try:
            arguments[key] = json.loads(text)
        except ValueError:  # not JSON, or JSON Python will not read (an integer past 4,300 digits): text
            arguments[key] = text
    return arguments


def render_content(result: Any) -> str:
    """The result's content blocks as a person reads them; structuredContent when there is no content."""
    if not isinstance(result, Mapping):
        return json.dumps(result, ensure_ascii=False)
    content = result.get("content")
    lines: list[str] = []
    for block in content if isinstance(content, list) else []:
        lines.append(_block(block))
    if not lines and "structuredContent" in result:
        lines.append(json.dumps(result["structuredContent"], indent=2, ensure_ascii=False))
    return "\n".join(lines)


def _block(block: Any) -> str:
    if not isinstance(block, Mapping):
        return json.dumps(block, ensure_ascii=False)
    kind = block.get("type")
    if kind == "text":
        return str(block.get("text", ""))
    if kind in ("image", "audio"):
        size = len(str(block.get("data", ""))) * 3 // 4
        return f"[{kind} {block.get('mimeType', '?')}, about {size} bytes]"
    if kind == "resource_link":
        return f"[link {block.get('uri')}{' ' + str(block['name']) if block.get('name') else ''}]"
    if kind == "resource":
        inner = block.get("resource")
        if not isinstance(inner, Mapping):
            inner = {}
        if "text" in inner:
            return str(inner["text"])
        return f"[resource {inner.get('uri')} {inner.get('mimeType', '')}]".rstrip(" ]") + "]"
    return json.dumps(block, ensure_ascii=False)
