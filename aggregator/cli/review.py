"""The review commands — `why`, `diff`, `check`, `lint`, `cost` — each a thin layer over a pure module.

The judging lives in the library (`explanation`, `changes`, `gate`, `lint`, `tokens`) and works on snapshots,
so a live config and a snapshot file committed beside it are reviewed by the same code.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping, Sequence
from typing import Any

from aggregator.changes import Change, diff_snapshots
from aggregator.cli.call import UsageError
from aggregator.cli.exit import Exit
from aggregator.cli.source import Obtained, obtain, source_flags
from aggregator.cli.table import render
from aggregator.cli.terminal import say, say_exact
from aggregator.errors import ConfigError
from aggregator.snapshot import load_snapshot

__all__ = ["run_check", "run_cost", "run_diff", "run_lint", "run_why"]


def _emit(got: Obtained, text: str) -> None:
    """Redacted and escaped for a person."""
    say(got.redact(text))


def _emit_json(got: Obtained, value: Any) -> None:
    """Exact JSON, which a program reads, redacted value by value (so it stays valid JSON)."""
    say_exact(got.redact_json(value))


# -- why -------------------------------------------------------------------------------------------------------------


async def run_why(args: argparse.Namespace) -> int:
    """`why NAME`: explain what happened to a tool name (kept, renamed, dropped, unknown) with suggestions."""
    from aggregator.explanation import explain

    got = await obtain(args)
    explanations = explain(got.snapshot, args.name)  # the separator the names were made with is in the snapshot
    if args.json:
        _emit_json(got, [item.to_json() for item in explanations])
    else:
        # the explanation's own lines already end with its suggestions ("did you mean: …")
        _emit(got, "\n\n".join("\n".join(item.lines) for item in explanations))
    # like `grep`: 0 when the name is in the merged list, 1 when it is not (explained or unknown)
    return Exit.OK if any(item.found for item in explanations) else Exit.FINDINGS


# -- diff ------------------------------------------------------------------------------------------------------------


async def run_diff(args: argparse.Namespace) -> int:
    """`diff OLD [NEW | --live]`: the changes between two snapshots, alarming ones flagged."""
    old = load_snapshot(args.old)
    got = await obtain(args) if args.live else Obtained(load_snapshot(args.new), None, args.new)
    label = f"{args.old} → live ({got.origin})" if args.live else f"{args.old} → {args.new}"
    new = got.snapshot
    changes = diff_snapshots(old, new)
    if args.json:
        _emit_json(got, [change.to_json() for change in changes])
    elif not changes:
        _emit(got, f"no changes ({label})")
    else:
        # one change a paragraph: the detail (before -> after) is what a reviewer reads, so it is never cut
        text = "\n".join(
            f"{'!' if _is_alarming(change) else ' '} {change.kind.value:<19} {change.name} ({change.server})"
            f"{f' was {change.old_name}' if change.old_name else ''}\n    {change.detail}"
            for change in changes
        )
        alarming = sum(1 for change in changes if _is_alarming(change))
        summary = f"{len(changes)} change(s) ({label})"
        if alarming:
            summary += f"; {alarming} marked ! changed what a model reads of a tool it may have been allowed before"
        _emit(got, f"{text}\n\n{summary}")
    return Exit.FINDINGS if changes and args.exit_code else Exit.OK


def _is_alarming(change: Change) -> bool:
    # what a model reads of a tool changed, or a hint now says it is less safe: how an approved tool turns hostile
    return change.flagged


# -- check -----------------------------------------------------------------------------------------------------------


async def run_check(args: argparse.Namespace) -> int:
    """`check`: gate a merged list on conditions (profile, tool count, tokens); exits non-zero on any finding."""
    from aggregator.gate import Condition, Finding, check_snapshot
    from aggregator.naming import PROFILES

    # --profile names a name profile (mcp, openai, anthropic, strict), a client profile (`plan`), or both
    name_profile = args.profile if args.profile in PROFILES else None
    plan_problems: list[Finding] = []
    # a client profile (built in, or the config's own, even one named like a name profile) is planned; a name
    # profile only is checked on the snapshot
    planned = await _plan_for_check(args, quiet=name_profile is not None) if args.profile is not None else None
    if planned is not None:
        got, report = planned
        plan_problems = [Finding(Condition.EXPOSURE, f"{args.profile}: {text}") for text in report["problems"]]
    else:
        got = await obtain(args, entries=True)
    findings = check_snapshot(
        got.snapshot,
        profile=name_profile,
        max_tools=args.max_tools,
        max_tokens=args.max_tokens,
        approve_flags=source_flags(args),
    )
    findings += plan_problems
    if args.json:
        _emit_json(got, {"ok": not findings, "findings": [finding.to_json() for finding in findings]})
    elif findings:
        # whole lines, never cut to the terminal: the reason is the point of a gate's output
        lines = [f"FAIL {f.condition.value}: {f.message}" for f in findings]
        _emit(got, "\n".join(lines) + f"\n\n{len(findings)} finding(s)")
    else:
        tools = len(got.snapshot["tools"])
        _emit(got, f"ok: {tools} tools from {len(got.snapshot['servers'])} servers pass every check")
    return Exit.FINDINGS if findings else Exit.OK


async def _plan_for_check(args: argparse.Namespace, *, quiet: bool) -> tuple[Obtained, dict[str, Any]] | None:
    """The plan of `args.profile`; None when it is no client profile and `quiet` (it is a name profile then)."""
    from aggregator.cli.plan import obtain_plan
    from aggregator.naming import PROFILES

    try:
        return await obtain_plan(args)
    except ConfigError as exc:
        if not exc.message.startswith("unknown client profile"):
            raise
        if quiet:
            return None  # known before any server started: nothing to undo
        raise ConfigError(f"{exc.message}; or a name profile: {', '.join(PROFILES)}") from None


# -- lint ------------------------------------------------------------------------------------------------------------


async def run_lint(args: argparse.Namespace) -> int:
    """`lint`: hints about tool definitions that models handle badly."""
    from aggregator.lint import lint_tools
    from aggregator.poisoning_model import INSTALL, available, enabled

    if args.learned and not available():  # said before any server starts
        raise UsageError(f"--learned needs the poisoning-model extra: {INSTALL}")
    learned = enabled(args.learned)
    if args.learned is None and not learned:  # the default, quietly weaker: said, on stderr, so --json stays clean
        say(f"note: the poisoning lint runs on its rules alone; its learned layer needs: {INSTALL}", file=sys.stderr)
    got = await obtain(args)
    only = set(args.server or ())
    order = [server["name"] for server in got.snapshot["servers"]]
    unknown = sorted(only - set(order))
    if unknown:  # a typo must not pass a CI gate as "no hints for 0 tools"
        raise UsageError(f"no server named {', '.join(unknown)} in {got.origin}")
    tools = [tool for tool in got.snapshot["tools"] if not only or tool["server"] in only]
    drops = [drop for drop in got.snapshot.get("report", {}).get("drops", ()) if not only or drop["server"] in only]
    hints = lint_tools(tools, order, drops, learned=learned)
    if args.json:
        _emit_json(got, [hint.to_json() for hint in hints])
    elif hints:
        _emit(got, _lint_table(hints, len(tools)))
    else:
        _emit(got, f"no hints for {len(tools)} tools")
    return Exit.FINDINGS if hints else Exit.OK


def _lint_table(hints: Sequence[Any], tool_count: int) -> str:
    parts = []
    servers = list(dict.fromkeys(hint.server for hint in hints))
    for server in servers:
        rows = [(hint.weight, hint.rule.value, hint.name, hint.message) for hint in hints if hint.server == server]
        parts.append(f"{server}\n" + render(("WEIGHT", "RULE", "TOOL", "HINT"), rows))
    hidden = [hint for hint in hints if hint.rule.value == "hidden-instructions"]
    if hidden:
        parts.append(_hidden_section(hidden))
    parts.append(f"{len(hints)} hint(s) on {tool_count} tools")
    return "\n\n".join(parts)


def _hidden_section(hints: Sequence[Any]) -> str:
    """Every finding of the poisoning lint on its own whole line: the spans are the evidence, never cut."""
    lines = ['hidden instructions (the poisoning lint; "aggregator": {"poisoning": "block"} drops such tools):']
    for hint in hints:
        where = f"{hint.server}/{hint.original_name}"
        if not hint.findings:
            lines.append(f"  {where}: {hint.message}")
        for f in hint.findings:
            lines.append(
                f"  {where}: {f.pattern.value} ({f.severity.value}) at {f.field}[{f.start}:{f.end}]: '{f.span}'"
            )
    return "\n".join(lines)


# -- cost ------------------------------------------------------------------------------------------------------------


async def run_cost(args: argparse.Namespace) -> int:
    """`cost`: the estimated tokens each server's tool definitions add to every model request."""
    from aggregator.tokens import METHOD, snapshot_costs

    got = await obtain(args)
    costs, total = snapshot_costs(got.snapshot)
    if args.json:
        payload: Mapping[str, Any] = {
            "servers": [cost.to_json() for cost in costs],
            "total": total,
            "method": METHOD,
        }
        _emit_json(got, payload)
        return Exit.OK
    rows = [(cost.server, cost.tools, cost.tokens, _share(cost.tokens, total)) for cost in costs]
    rows.append(("total", sum(cost.tools for cost in costs), total, "100%" if total else "-"))
    _emit(got, render(("SERVER", "TOOLS", "TOKENS", "SHARE"), rows) + f"\n\nestimate: {METHOD}")
    return Exit.OK


def _share(part: int, total: int) -> str:
    return f"{100 * part / total:.0f}%" if total else "-"
