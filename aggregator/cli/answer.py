"""One routed request of a CLI command (`call`, `prompt`, `read`): its result, or the reason printed once."""

from __future__ import annotations

import sys
from collections.abc import Awaitable, Callable
from typing import Any

import anyio

from aggregator.cli.terminal import say
from aggregator.config_file import AggregatorConfig, redact
from aggregator.errors import AggregatorError, McpError
from aggregator.protocol.mcp import InputRequired

__all__ = ["answer_of"]


async def answer_of(
    request: Callable[[], Awaitable[Any]],
    config: AggregatorConfig,
    timeout: float,
    *,
    hint: Callable[[], Awaitable[str]] | None = None,
) -> Any | None:
    """The result of `request()` within `timeout`, or None once the reason has been printed (exit 4, "upstream").

    An error the server answered gets `hint()` appended (a close name to try); our own errors and a deadline say
    what happened; a result that needs the user's input first names what it asks for. Every line is redacted and
    escaped, as everything the CLI prints.
    """
    try:
        with anyio.fail_after(timeout):
            result = await request()
    except McpError as exc:
        # a refusal of the pins names the command to run: a close name to try would only distract from it
        refused = isinstance(exc.data, dict) and (exc.data.get("aggregator") or {}).get("kind") == "unapproved"
        more = await hint() if hint is not None and not refused else ""
        say(redact(f"error {exc.code}: {exc.message}{more}", config), file=sys.stderr)
        return None
    except (AggregatorError, TimeoutError) as exc:
        say(redact(f"error: {exc or 'no answer in time'}", config), file=sys.stderr)
        return None
    if isinstance(result, InputRequired):
        say(f"error: {result.server} needs input first ({', '.join(result.input_requests)})", file=sys.stderr)
        return None
    return result
