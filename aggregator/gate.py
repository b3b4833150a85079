"""The checks behind `mcp-aggregator check`: a CI gate over one snapshot of the merged tool list.

A merged list can go wrong in ways no single server shows: two servers offer the same name and, in `never` mode,
one tool silently loses; a name is rewritten to fit a model API and the model sees something other than the
upstream name; a schema is invalid and its tool is dropped; a server is down and its tools are missing; or the
list simply grows past what a model handles well — too many tools, too many tokens of definitions in every
request. `check_snapshot` turns each of those into a `Finding` that says what is wrong and how to fix it, so a CI
job can fail on a snapshot committed beside its config (or taken live a moment ago) before a model ever sees it.

It reads only the snapshot (`Catalog.snapshot()`, format 1), so the same checks work offline and live. Findings
come in a fixed order — condition by condition, in the order of `Condition`, each in snapshot order — so two
runs over the same snapshot print the same report.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from aggregator.command_hint import command
from aggregator.errors import ConfigError
from aggregator.naming import NameProfile, get_profile
from aggregator.status import State
from aggregator.tokens import snapshot_costs

__all__ = ["Condition", "Finding", "check_snapshot"]

# a server detail or schema problem is quoted in a one-line message; longer ones are cut here
_MAX_DETAIL = 200
_MAX_LISTED = 5


class Condition(StrEnum):
    """What a finding is about; the CLI can count, filter or allow findings by these values."""

    #: `never` prefix mode dropped a later server's tool because an earlier server has that name
    NEVER_COLLISION = "never_collision"
    #: an upstream name had to be rewritten to fit the name profile (or the exported name does not fit it)
    NAME_REWRITTEN = "name_rewritten"
    #: a tool was dropped because its inputSchema is not a valid JSON Schema for an object
    INVALID_SCHEMA = "invalid_schema"
    #: a server's status is not `ok` (down, backing off, partial, stale, ...; `disabled` is the user's choice)
    SERVER_NOT_OK = "server_not_ok"
    #: the merged list has more tools than `max_tools`
    MAX_TOOLS = "max_tools"
    #: the estimated tokens of the merged definitions exceed `max_tokens`
    MAX_TOKENS = "max_tokens"
    #: the exposure plan for a client profile has a problem: a pinned tool does not fit, tools had to be dropped
    EXPOSURE = "exposure"
    #: with pins on (`--lock`), a tool (prompt, resource, template) the lock does not approve: pending or changed
    #: (withheld or, in warn, listed)
    UNAPPROVED = "unapproved"


@dataclass(frozen=True, slots=True)
class Finding:
    """One reason the gate fails: what is wrong and how to fix it, on one line, and whom it concerns."""

    condition: Condition
    message: str
    server: str | None = None
    #: the tool concerned: its upstream (original) name, which is what a fix in the server or a filter uses
    name: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The finding as JSON, for `check --json`."""
        return {"condition": self.condition.value, "message": self.message, "server": self.server, "name": self.name}


def check_snapshot(
    snapshot: Mapping[str, Any],
    *,
    profile: str | None = None,
    max_tools: int | None = None,
    max_tokens: int | None = None,
    approve_flags: Sequence[tuple[str, str | bool | None]] = (),
) -> list[Finding]:
    """Every finding of the gate over `snapshot`; an empty list means it passes.

    `approve_flags`: the options the suggested `mcp-aggregator approve NAME` carries, so the command acts on the
    config and lock the gate judged (`--config FILE`, `--lock FILE`, ...); shell-quoted in the message.

    `profile` names the name profile the list is meant for (`get_profile` raises ConfigError for an unknown
    one); without it, the renames the snapshot itself records as `rewritten` are reported. `max_tools` and
    `max_tokens` are limits on the whole merged list (None: not checked; a negative value is a ConfigError).
    """
    fitted = get_profile(profile) if profile is not None else None
    for option, limit in (("max_tools", max_tools), ("max_tokens", max_tokens)):
        if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool) or limit < 0):
            raise ConfigError(f"{option} must be a non-negative integer, got {limit!r}")
    tools = [tool for tool in _list(snapshot, "tools") if isinstance(tool, Mapping)]
    drops = [drop for drop in _list(_mapping(_mapping(snapshot).get("report")), "drops") if isinstance(drop, Mapping)]
    findings = [
        *_collisions(drops),
        *_rewritten_names(tools, fitted),
        *_invalid_schemas(drops),
        *_servers_not_ok(_list(snapshot, "servers")),
        *_unapproved(_list(_mapping(_mapping(snapshot).get("report")), "unapproved"), approve_flags),
        *_unapproved_entries(_list(_mapping(_mapping(snapshot).get("report")), "unapproved_entries"), approve_flags),
    ]
    if max_tools is not None and len(tools) > max_tools:
        findings.append(_too_many_tools(tools, max_tools))
    if max_tokens is not None:
        findings.extend(_too_many_tokens(snapshot, max_tokens))
    return findings


# -- one generator per condition ---------------------------------------------------------------------------------


def _collisions(drops: list[Mapping[str, Any]]) -> Iterator[Finding]:
    for drop in drops:
        if drop.get("reason") != "never_collision":
            continue
        server, name, keeper = _text(drop.get("server")), _text(drop.get("original_name")), drop.get("detail")
        kept_by = f"server {keeper!r} has" if isinstance(keeper, str) else "an earlier server has"
        yield Finding(
            Condition.NEVER_COLLISION,
            f"tool {name!r} of server {server!r} is dropped: {kept_by} a tool of that name (prefix mode never); "
            f"deny it in one of the two servers, or use prefix mode auto",
            server,
            name,
        )


def _rewritten_names(tools: list[Mapping[str, Any]], profile: NameProfile | None) -> Iterator[Finding]:
    for tool in tools:
        server, original, exported = _text(tool.get("server")), _text(tool.get("original_name")), tool.get("name")
        if profile is None:
            # no target profile given: what the snapshot's own profile forced is what there is to report
            rename = tool.get("rename")
            if isinstance(rename, Mapping) and rename.get("reason") == "rewritten":
                yield Finding(
                    Condition.NAME_REWRITTEN,
                    f"tool {original!r} of server {server!r} does not fit the name profile and is exported as "
                    f"{exported!r}; rename it in the server if the model should see the upstream name",
                    server,
                    original,
                )
            continue
        rule = f"the {profile.name!r} name profile (at most {profile.max_length} of [{profile.allowed}])"
        if not profile.fits(original):
            yield Finding(
                Condition.NAME_REWRITTEN,
                f"tool {original!r} of server {server!r} does not fit {rule}, so it is rewritten; rename it in "
                f"the server if the model should see the upstream name",
                server,
                original,
            )
        elif not profile.fits(exported):
            # the upstream name fits, but the snapshot was built for a looser profile (or a long prefix made it
            # too long): under this profile the exported name would be rewritten
            yield Finding(
                Condition.NAME_REWRITTEN,
                f"exported name {exported!r} (tool {original!r} of server {server!r}) does not fit {rule}; build "
                f"the list with name_profile {profile.name!r}, or shorten the server's prefix",
                server,
                original,
            )


def _invalid_schemas(drops: list[Mapping[str, Any]]) -> Iterator[Finding]:
    for drop in drops:
        if drop.get("reason") != "invalid_schema":
            continue
        server, name = _text(drop.get("server")), _text(drop.get("original_name"))
        problem = _one_line(drop.get("detail")) or "not a valid object schema"
        yield Finding(
            Condition.INVALID_SCHEMA,
            f"tool {name!r} of server {server!r} is dropped, its inputSchema is invalid: {problem}; fix the schema "
            f"in the server, or deny the tool",
            server,
            name,
        )


def _approve(name: str, flags: Sequence[tuple[str, str | bool | None]]) -> str:
    """The command that approves `name`, with the user's flags: every word shell-quoted, ready to paste."""
    return command("approve", name, options=flags)


def _unapproved(entries: list[Any], flags: Sequence[tuple[str, str | bool | None]] = ()) -> Iterator[Finding]:
    for entry in entries:
        if not isinstance(entry, Mapping):
            continue
        server, name = _text(entry.get("server")), _text(entry.get("original_name"))
        fields = ", ".join(str(f) for f in entry.get("fields") or ()) or "a new tool"
        mark = " (! less safe)" if entry.get("flagged") else ""
        yield Finding(
            Condition.UNAPPROVED,
            f"tool {name!r} of server {server!r} is {_text(entry.get('status'))} against the lock{mark}: {fields}; "
            f"review and approve it with `{_approve(_text(entry.get('name')), flags)}`",
            server,
            name,
        )


def _unapproved_entries(entries: list[Any], flags: Sequence[tuple[str, str | bool | None]] = ()) -> Iterator[Finding]:
    """A prompt, resource or template the lock does not approve (`report.unapproved_entries`, a live `check`)."""
    for entry in entries:
        if not isinstance(entry, Mapping):
            continue
        server, name, kind = _text(entry.get("server")), _text(entry.get("name")), _text(entry.get("kind"))
        fields = ", ".join(str(f) for f in entry.get("fields") or ()) or f"a new {kind}"
        mark = " (! less safe)" if entry.get("flagged") else ""
        yield Finding(
            Condition.UNAPPROVED,
            f"{kind} {name!r} of server {server!r} is {_text(entry.get('status'))} against the lock{mark}: {fields}; "
            f"review and approve it with `{_approve(name, flags)}`",
            server,
            name,
        )


# A server the config turns off is the user's decision, not a fault: it is not reported.
_NOT_A_FAULT = frozenset({State.OK, State.DISABLED})
_FIXES: dict[str, str] = {
    State.PARTIAL: "fix what the report lists for it, or deny the tools it cannot serve",
    State.STALE: "its tools are the last good list; check that the server answers",
    State.CONNECTING: "it was not connected when the snapshot was taken; check that it starts, or wait longer",
    State.AUTH_REQUIRED: "its tools are missing; log in (the reason names the command) or give it credentials",
}


def _servers_not_ok(servers: list[Any]) -> Iterator[Finding]:
    for view in servers:
        if not isinstance(view, Mapping) or view.get("status") in _NOT_A_FAULT:
            continue
        server, status = _text(view.get("name")), _text(view.get("status"))
        reason = _one_line(view.get("reason"))
        said = f"{status} ({reason})" if reason else status
        fix = _FIXES.get(status, "its tools are missing; fix its command or url, or disable it")
        yield Finding(Condition.SERVER_NOT_OK, f"server {server!r} is {said}: {fix}", server)


def _too_many_tools(tools: list[Mapping[str, Any]], limit: int) -> Finding:
    counts: dict[str, int] = {}
    for tool in tools:
        server = _text(tool.get("server"))
        counts[server] = counts.get(server, 0) + 1
    largest = sorted(counts.items(), key=lambda item: -item[1])[:_MAX_LISTED]  # stable: ties in config order
    listed = ", ".join(f"{server} {count}" for server, count in largest)
    return Finding(
        Condition.MAX_TOOLS,
        f"{len(tools)} tools, {len(tools) - limit} over max_tools {limit}; filter tools with allow/deny or remove "
        f"a server (most tools: {listed})",
    )


def _too_many_tokens(snapshot: Mapping[str, Any], limit: int) -> Iterator[Finding]:
    costs, total = snapshot_costs(snapshot)
    if total <= limit:
        return
    # Dropping the k most expensive servers saves more than dropping any other k servers, so taking them in
    # order of cost until the total fits gives the fewest servers whose removal is enough: the list a person
    # acts on. (Dropping single tools can also do it; `mcp-aggregator cost` has the per-server table for that.)
    remaining, drop = total, []
    for cost in costs:
        if remaining <= limit:
            break
        drop.append(cost)
        remaining -= cost.tokens
    listed = ", ".join(f"{cost.server} ({cost.tokens:,})" for cost in drop)
    yield Finding(
        Condition.MAX_TOKENS,
        f"tool definitions take about {total:,} tokens, {total - limit:,} over max_tokens {limit:,}; to fit, drop "
        f"or filter the most expensive server{'s' if len(drop) > 1 else ''} first: {listed} -> {remaining:,}",
    )


# -- reading a snapshot that may be odd --------------------------------------------------------------------------


def _mapping(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def _list(container: Mapping[str, Any], key: str) -> list[Any]:
    value = _mapping(container).get(key)
    return value if isinstance(value, list) else []


def _text(value: Any) -> str:
    return value if isinstance(value, str) else repr(value)


def _one_line(value: Any) -> str:
    """A detail fit for a one-line message: whitespace runs (newlines included) collapsed, long ones cut."""
    if value is None:
        return ""
    text = " ".join(str(value).split())
    return text if len(text) <= _MAX_DETAIL else text[: _MAX_DETAIL - 1] + "…"
