"""The host's say over each call before it is sent: rules from the config file, and a callable from the library.

This is the human-in-the-loop seam. A library host passes `Aggregator(..., policy=fn)`: `fn(CallRequest)` returns
(or, if it is async, awaits) a `Decision` — `Decision.allow()` or `Decision.deny("why")`. An async policy may take its
time: asking a person and awaiting the answer *is* a confirmation step, so there is no separate "confirm" decision.
A denied call is never sent; the model gets an `isError` result naming the rule and the reason, so it can tell the
user instead of retrying blindly. A policy that raises fails the call (closed: nothing is sent).

The config file (used by the proxy and the CLI) holds rules in its top-level "aggregator" object:

    "aggregator": {"policy": [
        {"allow": true, "server": "fs", "tool": "delete_tmp_*"},
        {"deny": true, "server": "fs", "tool": "delete_*", "reason": "deleting files needs a person"},
        {"deny": true, "annotations": {"destructiveHint": true}, "stated_only": true, "name": "no destructive tools"}
    ]}

- Each rule has `"deny": true` or `"allow": true`, and matches by `server` (a glob over server keys), `tool` (a glob
  over the server's own tool names, as `allow`/`deny` lists use), and `annotations` (hints the tool must show). All
  given matchers must match; a rule with none matches every call (a last `{"deny": true}` makes the default deny).
- The first rule that matches decides; no match allows. An allow rule only ends the search: a library `policy`
  callable is still asked, and a call runs only if both allow it.
- Annotations come from the server, which can claim anything. So a rule that matches on them may only deny — an allow
  rule with `annotations` is a ConfigError — and server and tool rules never look at them: a tool that says
  `readOnlyHint: true` is still refused by a deny rule for its server or its name.
- A hint the tool does not give counts as the spec's default (`destructiveHint` and `openWorldHint` true,
  `readOnlyHint` and `idempotentHint` false), and a non-boolean claim counts as absent: the defaults are the cautious
  reading, so `{"destructiveHint": true}` also refuses tools that say nothing. With `"stated_only": true` a rule
  matches only the hints a tool states (`stated_hints`): `{"destructiveHint": true}` then refuses just the tools
  that say they are destructive. `destructiveHint` and `idempotentHint`
  only mean something for a tool that is not read-only, as the spec says: a tool claiming `readOnlyHint: true` is
  neither destructive nor idempotent here.
- Rules refuse calls; they do not hide tools. To keep a tool out of the list, use the server's `deny` globs.
"""

from __future__ import annotations

import fnmatch
import inspect
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from aggregator.config import ANNOTATION_HINTS, PolicyRule
from aggregator.limits import refusal
from aggregator.spelling import name_matches

__all__ = [
    "CallRequest",
    "Decision",
    "Policy",
    "decide",
    "denied_result",
    "effective_hints",
    "first_match",
    "request_for",
    "stated_hints",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class CallRequest:
    """One call as a policy sees it."""

    #: the server's key in the config
    server: str
    #: the tool's exported name (what the model called)
    name: str
    #: the tool's name on its server
    tool: str
    arguments: Mapping[str, Any]
    #: the tool's `annotations` as the server gave them: claims, not facts
    annotations: Mapping[str, Any]
    #: whether the host marked the server `trusted` in its config
    trusted: bool


@dataclass(frozen=True, slots=True)
class Decision:
    """Whether a call may run; a denial says why, and which rule said so."""

    allowed: bool
    reason: str | None = None
    rule: str | None = None

    @classmethod
    def allow(cls) -> Decision:
        """The call may go ahead."""
        return _ALLOW

    @classmethod
    def deny(cls, reason: str, *, rule: str | None = None) -> Decision:
        """Refuse the call with `reason` (shown to the model), naming the config `rule` that refused it, if any."""
        return cls(False, reason, rule)


_ALLOW = Decision(True)

Policy = Callable[[CallRequest], Decision | Awaitable[Decision]]


def request_for(
    server: str, name: str, tool: str, arguments: Mapping[str, Any] | None, annotations: Any, trusted: bool
) -> CallRequest:
    """A `CallRequest` whose mappings a policy cannot change under the call."""
    return CallRequest(
        server=server,
        name=name,
        tool=tool,
        arguments=MappingProxyType(dict(arguments or {})),
        annotations=MappingProxyType(dict(annotations) if isinstance(annotations, Mapping) else {}),
        trusted=trusted,
    )


async def decide(rules: Sequence[PolicyRule], policy: Policy | None, request: CallRequest) -> Decision:
    """The rules first (a deny is final), then the host's callable. Raises TypeError if it returns no Decision."""
    decision = first_match(rules, request)
    if decision is not None and not decision.allowed:
        return decision
    if policy is None:
        return _ALLOW
    answer = policy(request)
    if inspect.isawaitable(answer):
        answer = await answer
    if not isinstance(answer, Decision):
        raise TypeError(f"the policy must return a Decision (Decision.allow() or Decision.deny(...)), got {answer!r}")
    return answer


def first_match(rules: Sequence[PolicyRule], request: CallRequest) -> Decision | None:
    """The decision of the first rule that matches `request`, or None when none does."""
    hints: dict[str, bool] | None = None
    for index, rule in enumerate(rules):
        if rule.server is not None and not fnmatch.fnmatchcase(request.server, rule.server):
            continue
        # the tool's name is the server's word, read as a reader sees it (NFKC, no invisible characters, look-alike
        # letters folded): `delete_*` denies `delete\u200b_files` too. Case counts, as in every glob of ours.
        if rule.tool is not None and not name_matches(request.tool, rule.tool):
            continue
        if rule.annotations and rule.stated_only:
            stated = stated_hints(request.annotations)
            if any(stated.get(key) != value for key, value in rule.annotations.items()):
                continue
        elif rule.annotations:
            hints = hints if hints is not None else effective_hints(request.annotations)
            if any(hints[key] != value for key, value in rule.annotations.items()):
                continue
        if rule.action == "allow":
            return _ALLOW
        return Decision(False, rule.reason or _describe(rule, request), rule.label or f"policy[{index}]")
    return None


def effective_hints(annotations: Mapping[str, Any]) -> dict[str, bool]:
    """Each hint as the tool claims it, or the spec's default where it does not say (or says a non-boolean)."""
    hints = dict(ANNOTATION_HINTS)
    for key in hints:
        claimed = annotations.get(key)
        if isinstance(claimed, bool):
            hints[key] = claimed
    if hints["readOnlyHint"]:
        # meaningful only for a tool that is not read-only (spec): a read-only tool changes nothing
        hints["destructiveHint"] = hints["idempotentHint"] = False
    return hints


def stated_hints(annotations: Mapping[str, Any]) -> dict[str, bool]:
    """Only the hints the tool states, as booleans (no defaults); a read-only tool is not destructive nor idempotent."""
    hints = {key: claimed for key in ANNOTATION_HINTS if isinstance(claimed := annotations.get(key), bool)}
    if hints.get("readOnlyHint"):
        hints["destructiveHint"] = hints["idempotentHint"] = False
    return hints


def _describe(rule: PolicyRule, request: CallRequest) -> str:
    """Why a rule without a `reason` matched, in words the model can pass on."""
    parts = []
    if rule.server is not None:
        parts.append(f"server {request.server!r}" if rule.server == request.server else f"servers {rule.server!r}")
    if rule.tool is not None:
        parts.append(f"tool {request.tool!r}" if rule.tool == request.tool else f"tools {rule.tool!r}")
    read_only = request.annotations.get("readOnlyHint") is True
    for key, value in rule.annotations.items():
        if read_only and key in ("destructiveHint", "idempotentHint"):
            note = " (as the tool says it is read-only)"
        elif not isinstance(request.annotations.get(key), bool):
            note = " (the spec's default: the tool does not say)"
        else:
            note = ""
        parts.append(f"{key}: {str(value).lower()}{note}")
    return "calls to " + ", ".join(parts) + " are not allowed" if parts else "no calls are allowed"


def denied_result(request: CallRequest, decision: Decision) -> dict[str, Any]:
    """The `isError` result a denied call gets instead of running."""
    rule = f" ({decision.rule})" if decision.rule else ""
    reason = decision.reason or "no reason given"
    text = (
        f"The host's policy refused this call to {request.name!r}{rule}: {reason}. "
        "The tool was not run; tell the user, or do without it."
    )
    return refusal(text, {"kind": "policy", "rule": decision.rule, "reason": decision.reason})
