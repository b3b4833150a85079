"""Asking the person in the conversation to approve a tool the pins withhold (`aggregator.pins`, mode `block`).

A call to a withheld tool is put to the client that made it, in its own revision, before anything is sent upstream:

- a modern client that declared elicitation gets `input_required` with an `elicitation/create` (form mode) that
  shows the diff and offers approve once, approve and pin, or deny; its retry carries the answer under our signed
  `requestState`, bound to the tool, the definition asked about (its sha256) and an expiry;
- a legacy client that declared elicitation is sent `elicitation/create` on the call's own stream, and the call
  waits for the answer;
- any other client gets the aggregator's own refusal: an `isError` result naming the command that approves it.

The answer reaches the aggregator as the call's `Approver` (`pins.answering`): "approve and pin" is recorded in the
store, so every replica agrees; "approve once" lets this call through only. A pin holds for every user, so on a
proxy whose users a gateway names (`principal.header`) only the config's `pins.approvers` are offered it: another
user's "pin" counts as "once".
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from aggregator.aggregator import Aggregator
from aggregator.errors import AggregatorError
from aggregator.oauth_config import PRINCIPAL
from aggregator.pins import Approval, Approver, UnapprovedTool, answering
from aggregator.proxy.context import RequestContext
from aggregator.proxy.parking import declared
from aggregator.proxy.signing import Signer

__all__ = ["APPROVAL_KEY", "APPROVAL_SECONDS", "ToolApprovals", "question"]

#: the key of the approval in `inputRequests` / `inputResponses`
APPROVAL_KEY = "approve_tool"
#: how long a modern client's answer is taken up (its retry must come within it)
APPROVAL_SECONDS = 600
_LABEL = "pins"
_ELICIT = "elicitation/create"
#: the continuation fields of our own question: they are ours, never forwarded upstream
_OURS = ("requestState", "inputResponses")


class ToolApprovals:
    """The proxy's side of the pins: a withheld tool's call is a question to its client first."""

    def __init__(self, aggregator: Aggregator, signer: Signer) -> None:
        self.aggregator = aggregator
        self.signer = signer

    async def admit(
        self, ctx: RequestContext, name: str, cont: dict[str, Any]
    ) -> tuple[Approver | None, dict[str, Any] | None, dict[str, Any]]:
        """For a call to exported `name`: (the approver to call it with, or an answer to give the client instead,
        and the continuation to forward, our own fields taken out)."""
        if self.aggregator.pins is None:
            return None, None, cont  # pins off: nothing to ask, and the hot path stays as it was
        state = cont.get("requestState")
        if ctx.modern and state is not None and self.signer.owns(state):
            fields = self.signer.unseal(str(state))
            if fields is not None and len(fields) == 4 and fields[0] == _LABEL:
                rest = {key: value for key, value in cont.items() if key not in _OURS}
                return await self._answered(fields, name, cont.get("inputResponses")), None, rest
        item = await self.aggregator.unapproved_tool(name)
        if item is None or item.exposed or not declared(ctx.capabilities, _ELICIT):
            return None, None, cont  # approved, listed (mode warn), or a client that cannot be asked
        may_pin = self.may_pin()
        if ctx.modern:
            expires = time.time() + APPROVAL_SECONDS
            sealed = self.signer.seal([_LABEL, name, item.sha256, expires])
            request = {"method": _ELICIT, "params": question(item, may_pin=may_pin)}
            asking = {"resultType": "input_required", "inputRequests": {APPROVAL_KEY: request}, "requestState": sealed}
            return None, asking, cont
        session = ctx.session
        if session is None:
            return None, None, cont

        async def ask(asked: UnapprovedTool) -> Approval:
            try:
                answer = decision(await session.ask(ctx.send, _ELICIT, question(asked, may_pin=may_pin)))
                return _within(answer, may_pin)
            except AggregatorError:
                return Approval.DENY  # the client refused the question (or could not answer it): not approved

        return ask, None, cont

    async def _answered(self, fields: list[Any], name: str, responses: Any) -> Approver:
        """The approver a modern client's retry carries: its answer, if the state is this call's and still holds."""
        _, asked_name, sha256, expires = fields
        item = await self.aggregator.unapproved_tool(name)
        current = item.sha256 if item is not None else None
        fresh = isinstance(expires, int | float) and expires >= time.time()
        if asked_name != name or not fresh or (item is not None and current != sha256):
            # another tool's state, a stale one, or the definition changed again since the question: refused
            return answering(Approval.DENY)
        answer = responses.get(APPROVAL_KEY) if isinstance(responses, Mapping) else None
        # bound to the definition shown: checked again when the call itself meets the tool (a list later)
        return answering(_within(decision(answer), self.may_pin()), sha256=str(sha256))

    def may_pin(self) -> bool:
        """Whether the user of this request may pin for everyone: the one user of a proxy whose users no gateway
        names (stdio, the token holder), or a user the gateway names that the config's `pins.approvers` lists."""
        principal = PRINCIPAL.get()
        if principal is None or not principal.startswith("header:"):
            return True
        pins = self.aggregator.pins
        approvers = pins.approvers if pins is not None else None
        return approvers is not None and principal.removeprefix("header:") in approvers


def _within(answer: Approval, may_pin: bool) -> Approval:
    """A "pin" from a user who may not pin approves this call only: what that user may decide for themselves."""
    return Approval.ONCE if answer is Approval.PIN and not may_pin else answer


def question(item: UnapprovedTool, *, may_pin: bool = True) -> dict[str, Any]:
    """The elicitation (form mode) that asks about `item`: the diff in the message, the choices in the form (without
    "approve and pin" for a user who `may_pin` not)."""
    choices = [(Approval.ONCE, "Approve once"), (Approval.PIN, "Approve and pin"), (Approval.DENY, "Deny")]
    if not may_pin:
        choices.pop(1)
    asked = (
        "Approve it once (this call only), approve and pin it (from now on), or deny?"
        if may_pin
        else "Approve it once (this call only) or deny? (Pinning it for everyone is for the proxy's approvers.)"
    )
    lines = [f"The tool {item.name!r} of server {item.server!r} is not approved ({item.detail()}).", *item.diff_lines()]
    lines.append(asked)
    schema = {
        "type": "object",
        "properties": {
            "decision": {
                "type": "string",
                "title": "Decision",
                "enum": [choice.value for choice, _ in choices],
                "enumNames": [label for _, label in choices],
            }
        },
        "required": ["decision"],
    }
    return {"message": "\n".join(lines), "requestedSchema": schema}


def decision(answer: Any) -> Approval:
    """The approval an elicitation answer gives: only an accepted form with a known decision approves anything."""
    if not isinstance(answer, Mapping) or answer.get("action") != "accept":
        return Approval.DENY
    content = answer.get("content")
    chosen = content.get("decision") if isinstance(content, Mapping) else None
    return Approval(chosen) if chosen in (Approval.ONCE.value, Approval.PIN.value) else Approval.DENY
