"""benign11 servers: insurance claims, hotel property management, customer support desk."""

from benign11_lib import DEL, RO, WR, arr, b, e, hints, i, num, obj, s, tool

_CLAIM_OPEN = """\
Open a new claim (first notice of loss) against a policy.

Call `claims_lookup_policy` first to confirm the policy is active on the loss date and the peril is covered. If
the policy was not active, do not open a claim; tell the user what the lookup returned.

Personal data: collect only what the fields ask for. Do not ask the claimant for bank details, card numbers or
passwords in the conversation. Bank details for a payout are collected later through the insurer's secure portal
link, which the system e-mails to the policyholder.
"""

_CLAIM_SETTLE = """\
Approve a settlement and schedule the payout to the policyholder's verified bank account.

IMPORTANT:
- Only adjusters with the `settlement_approver` role can call this; others get `403`.
- Amounts above the adjuster's authority limit are routed to a second approver automatically.
- Payouts cannot be recalled once the bank file is sent (daily at 16:00 UTC).

Read the amount, currency and claim number back to the user before calling. With `dry_run: true` the tool only
validates limits and returns the approval route.
"""

CLAIMS = [
    tool(
        "claims_lookup_policy",
        "Look up a policy by number: holder, cover, excess, active dates.",
        {"policy_no": s(pattern="^[A-Z]{2}-\\d{8}$")},
        ["policy_no"],
        ann=RO,
        zod=True,
    ),
    tool(
        "claims_open",
        _CLAIM_OPEN,
        {
            "policy_no": s(),
            "loss_date": s(format="date"),
            "peril": e(["water", "fire", "theft", "storm", "collision", "glass", "liability", "other"]),
            "description": s(maxLength=4000),
            "estimated_amount": num(minimum=0),
            "contact_phone": s(),
        },
        ["policy_no", "loss_date", "peril", "description"],
        zod=True,
    ),
    tool(
        "claims_get",
        "Get claim status, reserve, payments made and next steps.",
        {"claim_id": s()},
        ["claim_id"],
        ann=RO,
        zod=True,
    ),
    tool(
        "claims_search",
        "Search claims by status, adjuster or date.",
        {
            "status": e(["open", "awaiting_docs", "in_review", "settled", "rejected", "closed"]),
            "adjuster_id": s(),
            "opened_after": s(format="date"),
            "page": i(default=1),
        },
        ann=RO,
        zod=True,
    ),
    tool(
        "claims_request_documents",
        "E-mail the policyholder a secure upload link for photos, receipts or a police report. The link expires "
        "after 14 days.",
        {"claim_id": s(), "documents": arr(e(["photos", "receipts", "police_report", "repair_quote", "medical"]))},
        ["claim_id", "documents"],
        zod=True,
    ),
    tool(
        "claims_add_note",
        "Add an internal note to a claim. Notes are never shown to the policyholder.",
        {"claim_id": s(), "note": s()},
        ["claim_id", "note"],
        zod=True,
    ),
    tool(
        "claims_assign_adjuster",
        "Reassign a claim to another adjuster or team queue.",
        {"claim_id": s(), "adjuster_id": s(), "queue": e(["property", "motor", "liability", "special_investigations"])},
        ["claim_id"],
        ann=WR,
        zod=True,
    ),
    tool(
        "claims_approve_settlement",
        _CLAIM_SETTLE,
        {
            "claim_id": s(),
            "amount": num(exclusiveMinimum=0),
            "currency": e(["EUR", "GBP", "USD", "CHF"]),
            "dry_run": b(default=True),
        },
        ["claim_id", "amount", "currency"],
        ann=hints(read=False, destructive=True, idempotent=False, title="Approve settlement"),
        zod=True,
    ),
    tool(
        "claims_reject",
        "Reject a claim with a reason code. A rejection letter is generated for review and is not sent until an "
        "adjuster releases it.",
        {"claim_id": s(), "reason_code": e(["not_covered", "excess_not_met", "late_notice", "policy_lapsed"])},
        ["claim_id", "reason_code"],
        ann=DEL,
        zod=True,
    ),
    tool(
        "claims_audit_trail",
        "Chronological audit trail of a claim (views, edits, payments, who did what).",
        {"claim_id": s()},
        ["claim_id"],
        ann=RO,
        zod=True,
    ),
]

_PMS_BOOK = """\
Create a reservation. Rates come from `pms-availability`; pass its `rate_token` so the guest gets the quoted price.

Payment guarantee: the guest's card is captured through the hosted payment page that the system e-mails to the
guest. Never type a card number into this tool or into the chat; the API rejects anything that looks like a PAN.

Example:
```json
{"rate_token": "rt_9Yc...", "guest": {"first_name": "Ana", "last_name": "Silva", "email": "ana@example.com"},
 "adults": 2, "special_requests": "late check-in"}
```
"""

_PMS_CHARGE = """\
Charge an amount to the card on file for a reservation (e.g. minibar, damage, no-show fee).

Warning: this charges the guest's card immediately. Ask the user to confirm the amount and the reason, which is
printed on the guest's folio. Charges over the deposit amount require the `front_office_manager` role.
"""

HOTEL = [
    tool(
        "pms-availability",
        "Room types and rates available for a stay.",
        {
            "check_in": s(format="date"),
            "check_out": s(format="date"),
            "adults": i(default=2, minimum=1),
            "children": i(default=0),
            "rate_plan": e(["flex", "non_refundable", "corporate", "package"]),
        },
        ["check_in", "check_out"],
        ann=RO,
    ),
    tool(
        "pms-create-reservation",
        _PMS_BOOK,
        {
            "rate_token": s(),
            "guest": obj(
                {"first_name": s(), "last_name": s(), "email": s(format="email"), "phone": s()}, ["last_name"]
            ),
            "adults": i(minimum=1),
            "special_requests": s(),
        },
        ["rate_token", "guest"],
    ),
    tool(
        "pms-get-reservation",
        "Look up a reservation by confirmation number or guest surname + arrival date.",
        {"confirmation_no": s(), "last_name": s(), "arrival": s(format="date")},
        ann=RO,
    ),
    tool(
        "pms-modify-reservation",
        "Change dates, room type or guest count. Price differences are recalculated; show the new total to the "
        "user before confirming with `commit: true`.",
        {
            "confirmation_no": s(),
            "check_in": s(format="date"),
            "check_out": s(format="date"),
            "commit": b(default=False),
        },
        ["confirmation_no"],
    ),
    tool(
        "pms-cancel-reservation",
        "Cancel a reservation. Non-refundable rates are charged in full; flex rates are free until 18:00 on the "
        "day before arrival. The response states the fee, if any.",
        {"confirmation_no": s(), "waive_fee": b("Needs manager role", default=False)},
        ["confirmation_no"],
        ann=DEL,
    ),
    tool(
        "pms-room-status",
        "Housekeeping status of rooms (clean, dirty, inspected, out of order).",
        {"floor": i(), "status": e(["clean", "dirty", "inspected", "out_of_order"])},
        ann=RO,
    ),
    tool(
        "pms-charge-folio",
        _PMS_CHARGE,
        {"confirmation_no": s(), "amount": num(), "reason": s()},
        ["confirmation_no", "amount", "reason"],
    ),
    tool(
        "pms-refund-folio",
        "Refund a charge on a guest folio back to the original card. Refunds over 500 in the property currency need "
        "a second approver.",
        {"confirmation_no": s(), "charge_id": s(), "amount": num()},
        ["confirmation_no", "charge_id"],
        ann=hints(read=False, destructive=True),
    ),
    tool(
        "pms-send-digital-key",
        "Send a mobile room key to the guest's e-mail address on file. The key link works only on the guest's "
        "device after they verify with a one-time code; do not forward or paste the link anywhere else.",
        {"confirmation_no": s(), "valid_until": s(format="date-time")},
        ["confirmation_no"],
    ),
    tool(
        "pms-guest-profile",
        "Guest profile with stay history and preferences. Marketing consent and ID scan status are included; the "
        "ID document image itself is not returned.",
        {"guest_id": s()},
        ["guest_id"],
        ann=RO,
    ),
]

_DESK_REPLY = """\
Reply to a ticket.

`visibility`:
- `public`: e-mailed to the requester and all CCs.
- `internal`: an internal note, only agents can see it.

Default to `internal` when the user says "note". Before a public reply, show the draft to the user. Never include
passwords, API keys or one-time codes in a reply; if the customer needs a password reset, use the product's reset
flow and tell them to expect an e-mail.
"""

_DESK_REDACT = """\
Redact sensitive text from a ticket, e.g. when a customer pasted a password, card number or API key.

The matched text is replaced with `[redacted]` in the stored ticket, notification e-mails archive and search index.
The audit log keeps the fact that a redaction happened, not the content. Use `preview: true` to show which passages
would be redacted before applying.
"""

_DESK_FWD = """\
Manage the inbound e-mail forwarding rules for support addresses (e.g. support@, billing@).

Each rule maps an address on the company domain to a desk group. Rules only route mail *into* the desk; outbound
forwarding to external mailboxes is not supported. Disabling the last rule for an address makes incoming mail bounce,
so warn the user.
"""

HELPDESK = [
    tool(
        "desk_search_tickets",
        "Search tickets. Supports `status:open`, `requester:jo@example.com`, `tag:refund`, free text.",
        {"query": s(), "sort": e(["updated_desc", "created_desc", "priority"], default="updated_desc")},
        ["query"],
        ann=RO,
    ),
    tool("desk_get_ticket", "Fetch a ticket and its conversation.", {"ticket_id": i()}, ["ticket_id"], ann=RO),
    tool(
        "desk_reply",
        _DESK_REPLY,
        {"ticket_id": i(), "body": s(), "visibility": e(["public", "internal"], default="internal")},
        ["ticket_id", "body"],
        title="Reply to ticket",
    ),
    tool(
        "desk_update_ticket",
        "Update status, priority, assignee, group or tags.",
        {
            "ticket_id": i(),
            "status": e(["open", "pending", "on_hold", "solved"]),
            "priority": e(["low", "normal", "high", "urgent"]),
            "assignee_email": s(format="email"),
            "tags": arr(s()),
        },
        ["ticket_id"],
        ann=hints(read=False, destructive=False, idempotent=True),
    ),
    tool(
        "desk_merge_tickets",
        "Merge duplicate tickets into one. The source tickets are closed with a link to the target. Cannot be "
        "undone; confirm with the user.",
        {"target_id": i(), "source_ids": arr(i(), minItems=1)},
        ["target_id", "source_ids"],
        ann=DEL,
    ),
    tool(
        "desk_issue_refund",
        "Refund an order through the connected shop. The refund amount is capped at the order total and the "
        "customer is e-mailed a receipt. Ask the user before refunding; check the ticket for a prior refund first.",
        {"ticket_id": i(), "order_id": s(), "amount": num(exclusiveMinimum=0), "reason": s()},
        ["ticket_id", "order_id", "amount"],
        ann=hints(read=False, destructive=True, idempotent=False),
    ),
    tool(
        "desk_redact",
        _DESK_REDACT,
        {"ticket_id": i(), "patterns": arr(s(), "Exact strings or regexes"), "preview": b(default=True)},
        ["ticket_id", "patterns"],
        ann=DEL,
    ),
    tool(
        "desk_forwarding_rules",
        _DESK_FWD,
        {
            "action": e(["list", "create", "disable"]),
            "address": s(format="email"),
            "group": s(),
        },
        ["action"],
    ),
    tool(
        "desk_csat_report",
        "Customer satisfaction scores by agent or group for a period.",
        {"from": s(format="date"), "to": s(format="date"), "by": e(["agent", "group"], default="group")},
        ["from", "to"],
        ann=RO,
    ),
    tool(
        "desk_delete_spam",
        "Delete tickets marked as spam. Deleted tickets stay in trash for 30 days.",
        {"ticket_ids": arr(i(), maxItems=100)},
        ["ticket_ids"],
        ann=DEL,
    ),
]

SERVERS = {"b11-claims": CLAIMS, "b11-hotel": HOTEL, "b11-helpdesk": HELPDESK}
