"""`prompt NAME --arg K=V`: one prompt got through the aggregator, routed by its merged name; prints its messages."""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping, Sequence
from typing import Any

from aggregator.cli.answer import answer_of
from aggregator.cli.call import UsageError, render_content
from aggregator.cli.exit import Exit
from aggregator.cli.source import connected, resolve_config
from aggregator.cli.terminal import say, say_exact
from aggregator.config_file import redact, redact_json
from aggregator.not_up import did_you_mean

__all__ = ["prompt_arguments", "render_messages", "run_prompt"]


async def run_prompt(args: argparse.Namespace) -> int:
    """`prompt NAME --arg K=V`: get one prompt through the aggregator and print its messages; required arguments are
    checked first.
    """
    arguments = prompt_arguments(args.arg or ())
    config = resolve_config(args)
    async with connected(config, args.timeout) as agg:
        listed = {str(p.get("name")): p for p in await agg.list_prompts()}
        declared = listed.get(args.name)
        if declared is not None:
            _check_required(args.name, declared, arguments)

        async def close_names() -> str:
            return did_you_mean(args.name, list(listed)) if declared is None else ""

        result = await answer_of(lambda: agg.get_prompt(args.name, arguments), config, args.timeout, hint=close_names)
    if result is None:
        return Exit.UPSTREAM
    if args.json:
        say_exact(redact_json(result, config))
    else:
        say(redact(render_messages(result), config))
    return Exit.OK


def prompt_arguments(pairs: Sequence[str]) -> dict[str, str]:
    """Each `--arg key=value` as text: prompt arguments are strings on the wire. Raises UsageError (exit 2)."""
    arguments: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"--arg wants key=value, got {pair!r}")
        arguments[key] = value
    return arguments


def render_messages(result: Any) -> str:
    """A `prompts/get` result as a person reads it: the description, then each message under its role."""
    if not isinstance(result, Mapping):
        return json.dumps(result, ensure_ascii=False)
    parts = [str(result["description"])] if result.get("description") else []
    for message in result.get("messages") or ():
        if not isinstance(message, Mapping):
            continue
        content = message.get("content")
        blocks = content if isinstance(content, list) else [content]
        parts.append(f"[{message.get('role', '?')}]\n{render_content({'content': blocks})}")
    return "\n\n".join(parts)


def _check_required(name: str, prompt: Mapping[str, Any], arguments: Mapping[str, str]) -> None:
    declared = [arg for arg in prompt.get("arguments") or () if isinstance(arg, Mapping)]
    missing = [
        str(arg.get("name")) for arg in declared if arg.get("required") is True and arg.get("name") not in arguments
    ]
    if missing:
        wanted = " ".join(f"--arg {key}=…" for key in missing)
        raise UsageError(f"prompt {name} needs {wanted}")
