"""The two meta-tools a client is given when the merged list does not fit its profile, and what their use costs.

`search_tools` finds tools that are not listed (a query -> the best tools with their full definitions) and
`call_tool` calls one by name. Agents skip a search tool they do not understand, so its description says when to
call it (whenever a capability is missing from the list, before giving up) and which servers stand behind it, each
with its one-line purpose from the config (else just its name), within `SERVER_LIST_TOKENS`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from aggregator.tokens import estimate_tokens

__all__ = [
    "META_CALL",
    "META_SEARCH",
    "SEARCH_LIMIT",
    "SERVER_LIST_TOKENS",
    "meta_definitions",
    "search_answer_tokens",
]

META_SEARCH = "search_tools"
META_CALL = "call_tool"
#: the default number of tools a `search_tools` answer carries
SEARCH_LIMIT = 5
#: the most of `search_tools`' description the list of servers may take (estimated tokens)
SERVER_LIST_TOKENS = 600
_PURPOSE_CHARS = 100

#: a `search_tools` answer's own fields around the definitions it carries (measured below, as the estimator counts)
_ENVELOPE = {"tools": [], "baseline_tokens": 12345, "returned_tokens": 1234, "saved_percent": 90.0}
_EMPTY = {"name": "", "description": "", "inputSchema": {}}
_ENVELOPE_TOKENS = estimate_tokens({**_EMPTY, "inputSchema": _ENVELOPE}) - estimate_tokens(_EMPTY)


def search_answer_tokens(costs: Sequence[int]) -> int:
    """A typical `search_tools` answer: the envelope and `SEARCH_LIMIT` definitions of the catalog's mean size."""
    if not costs:
        return _ENVELOPE_TOKENS
    return _ENVELOPE_TOKENS + round(min(SEARCH_LIMIT, len(costs)) * sum(costs) / len(costs))


_SEARCH_TEXT = (
    "Search the tools that are not in your tool list. To save context, {count} more tools from the servers below "
    "are available but not listed. Whenever a task needs an action or data that none of your listed tools "
    "provides, call this first with a few words describing what you need (e.g. 'create a github issue') instead "
    "of giving up or guessing a name: it returns the best matching tools with their full definitions. Then call "
    "one with call_tool, or directly by its name. Servers with unlisted tools:"
)
_CALL_TEXT = (
    "Call a tool found with search_tools, by its exact name, with arguments matching its inputSchema; the call is "
    "checked and routed like any other. Listed tools can be called directly."
)


def meta_definitions(servers: Sequence[tuple[str, int]], purposes: Mapping[str, str]) -> list[dict[str, Any]]:
    """The definitions of `search_tools` and `call_tool`; `servers` are (server, deferred tools) in config order,
    listed with their purpose (else just the name) in `search_tools`' description within `SERVER_LIST_TOKENS`."""
    count = sum(deferred for _, deferred in servers)
    head = _SEARCH_TEXT.format(count=count)
    lines: list[str] = []
    used = 0
    for index, (server, deferred) in enumerate(servers):
        purpose = " ".join(str(purposes.get(server) or "").split())
        purpose = purpose if len(purpose) <= _PURPOSE_CHARS else purpose[: _PURPOSE_CHARS - 1] + "…"
        line = f"- {server} ({deferred} tools)" + (f": {purpose}" if purpose else "")
        cost = estimate_tokens({"description": line})
        if used + cost > SERVER_LIST_TOKENS:
            lines.append(f"- and {len(servers) - index} more servers")
            break
        lines.append(line)
        used += cost
    search = {
        "name": META_SEARCH,
        "description": "\n".join([head, *lines]),
        "inputSchema": {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "what you need to do, in a few words"},
                "limit": {"type": "integer", "minimum": 1, "maximum": 20, "default": SEARCH_LIMIT,
                          "description": "how many tools to return"},
            },
            "required": ["query"],
        },
    }  # fmt: skip
    call = {
        "name": META_CALL,
        "description": _CALL_TEXT,
        "inputSchema": {
            "type": "object",
            "properties": {
                "name": {"type": "string", "description": "the tool's exact name, as search_tools gave it"},
                "arguments": {"type": "object", "description": "the tool's arguments, per its inputSchema"},
            },
            "required": ["name"],
        },
    }
    return [search, call]
