"""The token estimator: stated error checked against real counts, monotone, deterministic, never raising."""

from __future__ import annotations

import copy
import math
from typing import Any

import pytest

from aggregator.catalog import ServerInput, build_catalog
from aggregator.tokens import (
    METHOD,
    TOOL_ERROR_P90,
    TOTAL_ERROR,
    ServerCost,
    definition_text,
    estimate_tokens,
    snapshot_costs,
)

# Real o200k_base counts of each definition's counted text (`definition_text`), from gpt-tokenizer 4.0.0, the
# reference bench/token_estimate.py uses. Written for this test; not part of what the weights were fitted on.
MEASURED: list[tuple[dict[str, Any], int]] = [
    (
        {
            "name": "forecast",
            "description": "Today's forecast for one city: temperature in Celsius and the sky.",
            "inputSchema": {
                "type": "object",
                "properties": {"city": {"type": "string", "description": "A city name from `search`."}},
                "required": ["city"],
                "additionalProperties": False,
            },
        },
        57,
    ),
    (
        {
            "name": "github__create_issue",
            "description": "Open a new issue in a GitHub repository. Returns the issue number and its URL.",
            "inputSchema": {
                "$schema": "http://json-schema.org/draft-07/schema#",
                "type": "object",
                "properties": {
                    "owner": {"type": "string", "description": "Repository owner (a user or an organization)."},
                    "repo": {"type": "string", "description": "Repository name, without the owner."},
                    "title": {"type": "string", "minLength": 1, "maxLength": 256},
                    "body": {"type": "string", "description": "Issue text, in GitHub-flavored Markdown."},
                    "labels": {"type": "array", "items": {"type": "string"}, "maxItems": 20},
                    "assignees": {"type": "array", "items": {"type": "string"}},
                },
                "required": ["owner", "repo", "title"],
                "additionalProperties": False,
            },
        },
        169,
    ),
    (
        {
            "name": "edit_file",
            "description": (
                "Make line-based edits to a text file. Each edit replaces an exact, unique run of lines.\n\n"
                "## When to use\n- Small changes to a large file\n- Renaming a symbol in one place\n\n"
                "Returns a git-style diff of the changes. Pass `dryRun: true` to preview without writing."
            ),
            "inputSchema": {
                "type": "object",
                "properties": {
                    "path": {"type": "string"},
                    "edits": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "properties": {
                                "oldText": {"type": "string", "description": "Text to search for, matched exactly"},
                                "newText": {"type": "string", "description": "Text to put in its place"},
                            },
                            "required": ["oldText", "newText"],
                        },
                    },
                    "dryRun": {"type": "boolean", "default": False},
                },
                "required": ["path", "edits"],
            },
        },
        170,
    ),
    (
        {
            "name": "search_docs",
            "description": "Search the documentation index.",
            "inputSchema": {
                "properties": {
                    "query": {"title": "Query", "type": "string"},
                    "limit": {"default": 10, "title": "Limit", "type": "integer"},
                    "section": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None, "title": "Section"},
                },
                "required": ["query"],
                "title": "search_docsArguments",
                "type": "object",
            },
        },
        83,
    ),
    (
        {
            "name": "run_query",
            "description": (
                "Run one read-only SQL statement against the analytics warehouse and return at most 5,000 rows "
                "as JSON.\n\nExamples:\n    SELECT count(*) FROM orders WHERE created_at > '2024-01-01'\n"
                "    SELECT region, sum(total) FROM sales GROUP BY region\n\nTimes out after 30s."
            ),
            "inputSchema": {
                "type": "object",
                "properties": {
                    "sql": {"type": "string"},
                    "timeout_ms": {"type": "integer", "minimum": 100, "maximum": 600000, "default": 30000},
                },
                "required": ["sql"],
            },
        },
        118,
    ),
    (
        {
            "name": "calendar.createEvent",
            "description": "Create an event on the user's primary calendar and email an invitation to each attendee.",
            "inputSchema": {
                "type": "object",
                "properties": {
                    "summary": {"type": "string"},
                    "startDateTime": {"type": "string", "format": "date-time"},
                    "endDateTime": {"type": "string", "format": "date-time"},
                    "timeZone": {"type": "string", "description": "IANA time zone, e.g. Europe/Lisbon."},
                    "attendees": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "properties": {
                                "email": {"type": "string", "format": "email"},
                                "optional": {"type": "boolean"},
                            },
                            "required": ["email"],
                        },
                    },
                    "reminderMinutes": {"type": "integer", "enum": [0, 5, 10, 30, 60, 1440]},
                },
                "required": ["summary", "startDateTime", "endDateTime"],
            },
        },
        169,
    ),
    (
        {
            "name": "translate",
            "description": "指定した文章を目的の言語に翻訳します。元の書式はできるだけ保ちます。",
            "inputSchema": {
                "type": "object",
                "properties": {
                    "text": {"type": "string", "description": "翻訳する文章"},
                    "target": {"type": "string", "enum": ["en", "ja", "de", "fr", "es"]},
                },
                "required": ["text", "target"],
            },
        },
        83,
    ),
    (
        {
            "name": "list_pods",
            "description": "List pods in a Kubernetes namespace with their phase, restarts and age.",
            "inputSchema": {
                "type": "object",
                "properties": {
                    "namespace": {"type": "string", "default": "default"},
                    "labelSelector": {"type": "string", "description": "e.g. app=web,tier!=cache"},
                    "phase": {"type": "string", "enum": ["Pending", "Running", "Succeeded", "Failed", "Unknown"]},
                },
            },
            "annotations": {"readOnlyHint": True},
            "outputSchema": {"type": "object", "properties": {"pods": {"type": "array"}}},
        },
        85,
    ),
    (
        {
            "name": "refund_payment",
            "title": "Refund a payment",
            "inputSchema": {
                "type": "object",
                "properties": {
                    "payment_intent": {"type": "string", "pattern": "^pi_[A-Za-z0-9]{24}$"},
                    "amount": {
                        "type": "integer",
                        "minimum": 1,
                        "description": "In the smallest currency unit (cents).",
                    },
                    "reason": {"type": "string", "enum": ["duplicate", "fraudulent", "requested_by_customer"]},
                },
                "required": ["payment_intent"],
            },
        },
        95,
    ),
    (
        {
            "name": "ping",
            "description": "Check that the server answers.",
            "inputSchema": {"type": "object", "properties": {}},
        },
        25,
    ),
]


def test_estimates_are_within_the_stated_error_of_real_counts() -> None:
    errors = [(estimate_tokens(definition) - real) / real for definition, real in MEASURED]
    # the per-tool bound is a p90: at most one in ten may fall outside it
    outside = [round(error, 3) for error in errors if abs(error) > TOOL_ERROR_P90]
    assert len(outside) <= len(MEASURED) // 10, outside
    estimated = sum(estimate_tokens(definition) for definition, _ in MEASURED)
    real = sum(count for _, count in MEASURED)
    assert abs(estimated - real) / real <= TOTAL_ERROR


def test_method_states_the_measured_bounds() -> None:
    assert f"±{TOTAL_ERROR:.0%}" in METHOD and f"±{TOOL_ERROR_P90:.0%}" in METHOD
    assert "o200k_base" in METHOD and "bench/token_estimate.py" in METHOD


def test_a_longer_description_never_costs_less() -> None:
    sentence = "Return the open issues of a repository, newest first, with their labels and assignees"
    words = sentence.split(" ")
    previous = 0
    for end in range(len(words) + 1):
        cost = estimate_tokens({"name": "issues", "description": " ".join(words[:end]), "inputSchema": {}})
        assert cost >= previous
        previous = cost
    short = estimate_tokens({"name": "issues", "description": "List issues."})
    assert estimate_tokens({"name": "issues", "description": "List issues. " * 40}) > short + 100


def test_more_properties_cost_more() -> None:
    properties: dict[str, Any] = {}
    previous = estimate_tokens({"name": "t", "inputSchema": {"type": "object", "properties": properties}})
    for name in ("owner", "repo", "state", "labels", "since"):
        properties[name] = {"type": "string", "description": f"The {name} to filter by."}
        cost = estimate_tokens({"name": "t", "inputSchema": {"type": "object", "properties": properties}})
        assert cost > previous
        previous = cost


def test_only_what_a_model_api_is_given_counts() -> None:
    base = {"name": "search", "description": "Search the web.", "inputSchema": {"type": "object"}}
    extras = {
        "title": "Web search",
        "outputSchema": {"type": "object", "properties": {"results": {"type": "array"}}},
        "annotations": {"readOnlyHint": True, "openWorldHint": True},
        "icons": [{"src": "data:image/png;base64," + "A" * 400}],
        "_meta": {"vendor/x": 1},
    }
    assert estimate_tokens({**base, **extras}) == estimate_tokens(base)
    # with no description, the title stands in for it, as the model-API adapters do
    assert estimate_tokens({"name": "search", "title": "Search the web."}) == estimate_tokens(
        {"name": "search", "description": "Search the web."}
    )
    assert '"input_schema"' in definition_text(base) and "outputSchema" not in definition_text({**base, **extras})


def test_estimates_are_deterministic() -> None:
    definition = MEASURED[2][0]
    first = estimate_tokens(definition)
    assert estimate_tokens(copy.deepcopy(definition)) == first
    assert [estimate_tokens(d) for d, _ in MEASURED] == [estimate_tokens(d) for d, _ in MEASURED]


def _cycle() -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "object"}
    schema["properties"] = {"self": schema}
    return {"name": "loop", "inputSchema": schema}


def _deep(levels: int) -> dict[str, Any]:
    schema: dict[str, Any] = {}
    node = schema
    for _ in range(levels):
        node["items"] = {}
        node = node["items"]
    return {"name": "deep", "inputSchema": schema}


class _BadRepr:
    def __repr__(self) -> str:
        raise RuntimeError("no")


@pytest.mark.parametrize(
    "definition",
    [
        {},
        {"name": None, "description": 42, "inputSchema": None},
        {"name": b"bytes", "description": ["a", "list"], "inputSchema": {"enum": {1, 2}}},
        {"name": "n", "inputSchema": {"minimum": math.nan, "maximum": math.inf, "big": 10**400}},
        {"name": "n", "inputSchema": {(1, 2): "tuple key"}},
        {"name": "n", "description": "lone surrogate \udc80 and emoji \U0001f600"},
        {"name": "n", "inputSchema": {"default": _BadRepr()}},
        _cycle(),
        _deep(100_000),
        "not a mapping",
        None,
    ],
)
def test_odd_values_never_raise(definition: Any) -> None:
    cost = estimate_tokens(definition)
    assert isinstance(cost, int) and cost >= 1


def _tool(name: str, description: str = "A tool.") -> dict[str, Any]:
    return {"name": name, "description": description, "inputSchema": {"type": "object"}}


def test_snapshot_costs_are_sorted_most_expensive_first_ties_in_config_order() -> None:
    catalog = build_catalog(
        [
            ServerInput(name="small", prefix="small", state="ok", tools=[_tool("x")]),
            ServerInput(name="down", prefix="down", state="down", reason="exit 1"),
            ServerInput(name="big", prefix="big", state="ok", tools=[_tool("a", "Long. " * 50), _tool("b")]),
            ServerInput(name="twin", prefix="twin", state="ok", tools=[_tool("y")]),
        ]
    )
    costs, total = snapshot_costs(catalog.snapshot())
    assert [cost.server for cost in costs] == ["big", "small", "twin", "down"]
    by_server = {cost.server: cost for cost in costs}
    assert by_server["small"].tokens == by_server["twin"].tokens > 0  # a tie, kept in config order
    assert (by_server["down"].tools, by_server["down"].tokens) == (0, 0)
    assert by_server["big"].tools == 2
    # the exported definition is the snapshot entry without the aggregator's bookkeeping
    exported = {tool.name: tool.server for tool in catalog.tools}
    for cost in costs:
        expected = sum(estimate_tokens(d) for d in catalog.exported() if exported[d["name"]] == cost.server)
        assert cost.tokens == expected
    assert total == sum(cost.tokens for cost in costs)


def test_snapshot_costs_tolerate_odd_snapshots() -> None:
    assert snapshot_costs({}) == ([], 0)
    assert snapshot_costs({"tools": "nope", "servers": None}) == ([], 0)
    costs, total = snapshot_costs({"servers": [{"name": "a"}, "junk"], "tools": [42, {"name": "t", "server": None}]})
    assert [(cost.server, cost.tools) for cost in costs] == [("None", 1), ("a", 0)]
    assert total == costs[0].tokens > 0


def test_server_cost_json() -> None:
    assert ServerCost("a", 2, 130).to_json() == {"server": "a", "tools": 2, "tokens": 130}
