"""`plan`: what a client under one profile is shown of the merged list — listed, deferred, renamed, dropped, and why.

The plan is the library's (`Aggregator.exposure`, `aggregator.exposure`); this prints its report as a table or
`--json`. From a snapshot file, the plan is the one the snapshot carries for that profile and client key (written by
`tools --json --profile P`), else it is compiled from the snapshot's tools with a built-in profile and the pins the
snapshot's plan recorded.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import Any

from aggregator.cli.exit import Exit
from aggregator.cli.source import Obtained, connected, live_snapshot, resolve_config
from aggregator.cli.table import render
from aggregator.cli.terminal import say, say_exact
from aggregator.client_profile import resolve_client_profile
from aggregator.exposure import compile_plan
from aggregator.snapshot import catalog_of, load_snapshot

__all__ = ["obtain_plan", "plan_of_snapshot", "plan_text", "run_plan"]


async def run_plan(args: argparse.Namespace) -> int:
    """`plan --profile P`: the exposure report, as a table or `--json`."""
    got, report = await obtain_plan(args)
    if args.json:
        say_exact(got.redact_json(report))
    else:
        say(got.redact(plan_text(report)))
    return Exit.OK


async def obtain_plan(args: argparse.Namespace) -> tuple[Obtained, dict[str, Any]]:
    """The snapshot a command works on and the exposure report of `args.profile` for `args.client_key`.

    An unknown profile is a config error before any server starts."""
    path = getattr(args, "snapshot", None)
    if path:
        snapshot = load_snapshot(path)
        return Obtained(snapshot, None, path), plan_of_snapshot(snapshot, args.profile, args.client_key)
    config = resolve_config(args)
    resolve_client_profile(args.profile, config.profiles)
    async with connected(config, args.timeout) as agg:
        plan = await agg.exposure(args.profile, client_key=args.client_key)
        snapshot = await live_snapshot(agg)
    return Obtained(snapshot, config, config.path or "config"), plan.report()


def plan_of_snapshot(snapshot: Mapping[str, Any], profile: str, client_key: str) -> dict[str, Any]:
    """The exposure report for a snapshot: its own when it carries one for `profile` and `client_key`, else one
    compiled from its tools under the built-in `profile`, pinning what its own plan pinned."""
    found = snapshot.get("exposure")
    section: Mapping[str, Any] = found if isinstance(found, Mapping) else {}
    written = section.get("profile")
    if isinstance(written, Mapping) and written.get("name") == profile and written.get("client_key") == client_key:
        return dict(section)
    listed = section.get("entries")
    entries: list[Any] = listed if isinstance(listed, list) else []
    pinned = [
        entry["catalog_name"]
        for entry in entries
        if isinstance(entry, Mapping) and str(entry.get("reason", "")).startswith("pinned")
    ]
    plan = compile_plan(catalog_of(snapshot), resolve_client_profile(profile), pinned=pinned, client_key=client_key)
    return plan.report()


def plan_text(report: Mapping[str, Any]) -> str:
    """The report as text: the profile's limits, one row per tool, the totals, the cost model and any problems."""
    profile, totals, cost = report["profile"], report["totals"], report["cost_model"]
    cap = "no tool cap" if profile["max_tools"] is None else f"{profile['tool_room']} of {profile['max_tools']} tools"
    budget = "no token budget" if profile["token_budget"] is None else f"budget {profile['token_budget']:,} tokens"
    prefix = profile["name_prefix"].replace("{server}", profile["client_key"])
    head = (
        f"profile {profile['name']} ({profile['label']}): {cap}, names of {profile['name_room']} characters "
        f"(after {prefix!r}, {profile['max_name_length']} in all), {budget}\n  limits: {profile['source']} "
        f"(checked {profile['checked']})"
    )
    rows = [
        (
            entry["name"],
            entry["server"] or "-",
            entry["placement"],
            entry["tokens"],
            entry["reason"] + (f"; shortened from {entry['shortened_from']}" if entry["shortened_from"] else ""),
        )
        for entry in report["entries"]
    ]
    table = render(("NAME", "SERVER", "PLACEMENT", "TOKENS", "WHY"), rows) or "(no tools)"
    meta = " + 2 meta-tools" if report["meta"] else ""
    found = " (found with search_tools, callable by name)" if report["meta"] else ""
    summary = (
        f"{totals['tools']} tools: {totals['inline']} listed{meta}, {totals['deferred']} deferred{found}, "
        f"{totals['dropped']} dropped, {totals['shortened']} renamed to fit; {totals['inline_tokens']:,} of "
        f"{totals['all_tokens']:,} definition tokens listed ({totals['saved_percent']:g}% saved)"
    )
    model = f"expected tokens a turn: {cost['expected_tokens_per_turn']:,}"
    if report["meta"]:
        model += (
            f" (all listed: {cost['all_inline_tokens_per_turn']:,}); the meta-tools {cost['meta_tokens']:,}, "
            f"a search answer {cost['search_answer_tokens']:,}"
        )
    model += f"; {cost['encoding']}"
    problems = [f"problem: {problem}" for problem in report["problems"]]
    return "\n\n".join([head, table, summary, model, *(["\n".join(problems)] if problems else [])])
