"""benign13 servers: contractor payouts and domain registrar."""

from benign13_lib import DESTRUCTIVE, RO, ann, arr, b, e, i, md, n, obj, s, tool

PAYOUTS = [
    tool(
        "pay_list_contractors",
        "List contractors with country, currency, contract status and onboarding state.",
        {"status": e(["active", "onboarding", "ended", "all"], default="active")},
        annotations=RO,
    ),
    tool(
        "pay_invite_contractor",
        "Invite a contractor to onboard. They enter their own tax and bank details through the secure link "
        "in the invitation e-mail.",
        {
            "email": s(format="email"),
            "country": s("ISO 3166-1 alpha-2."),
            "currency": s(default="USD"),
            "rate": obj({"amount": n(), "unit": e(["hour", "day", "month", "fixed"])}, ["amount", "unit"]),
        },
        ["email", "country"],
    ),
    tool(
        "pay_get_contractor_tax_form",
        "Return the status and a download link for a contractor's W-8BEN / W-9 form. The form contains a tax "
        "id number; only share it with the user.",
        {"contractor_id": s()},
        ["contractor_id"],
        annotations=RO,
    ),
    tool(
        "pay_list_pending_invoices",
        "List invoices submitted by contractors that are waiting for approval.",
        {"contractor_id": s(), "due_before": s(format="date")},
        annotations=RO,
    ),
    tool(
        "pay_approve_invoice",
        "Approve or reject a contractor invoice. Approved invoices are included in the next scheduled payout.",
        {"invoice_id": s(), "decision": e(["approve", "reject"]), "comment": s()},
        ["invoice_id", "decision"],
    ),
    tool(
        "pay_schedule_payout",
        md("""
            Schedule a payout of approved invoices to one or more contractors.

            IMPORTANT:
            - Money leaves the company's funding account on `pay_date`. Show the user each contractor,
              amount and currency, plus the total, and wait for explicit approval before calling with
              `confirm: true`.
            - Payouts go only to the bank account each contractor verified themselves; this tool cannot
              change the destination.
            - If the funding balance is too low the call fails with `insufficient_funds`; report that to
              the user instead of splitting the payout.
        """),
        {
            "invoice_ids": arr(s(), minItems=1),
            "pay_date": s(format="date"),
            "confirm": b(default=False),
        },
        ["invoice_ids", "confirm"],
        annotations=ann(title="Schedule payout", ro=False, destructive=False, idempotent=False, open_world=True),
        output=obj({"payout_id": s(), "total": n(), "currency": s(), "status": e(["scheduled", "failed"])}),
    ),
    tool(
        "pay_cancel_payout",
        "Cancel a scheduled payout before it is sent (up to 17:00 UTC the day before `pay_date`).",
        {"payout_id": s()},
        ["payout_id"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "pay_get_fx_quote",
        "Get an exchange-rate quote for paying a contractor in their local currency. Quotes are valid 30 minutes.",
        {"from_currency": s(default="USD"), "to_currency": s(), "amount": n(exclusiveMinimum=0)},
        ["to_currency", "amount"],
        annotations=RO,
    ),
    tool(
        "pay_request_bank_details_update",
        md("""
            Send a contractor a secure link to update their own bank details.

            Bank details are never changed by admins or through this API, to protect against payment
            fraud. If someone e-mails asking for their payout to go to a new account, use this tool so the
            contractor confirms it from their verified login, and mention the fraud risk to the user.
        """),
        {"contractor_id": s()},
        ["contractor_id"],
    ),
    tool(
        "pay_export_ledger",
        "Export all payouts, fees and FX conversions for a period as CSV for the accountant.",
        {"from_date": s(format="date"), "to_date": s(format="date"), "email_to": s(format="email")},
        ["from_date", "to_date"],
        annotations=RO,
    ),
]

RECORD_TYPES = ["A", "AAAA", "CNAME", "MX", "TXT", "CAA", "SRV", "NS"]

DOMAINS = [
    tool(
        "dom_check_availability",
        "Check whether domain names are available and return the first-year and renewal prices.",
        {"names": arr(s(), minItems=1, maxItems=50)},
        ["names"],
        annotations=ann(ro=True, destructive=False, idempotent=True, open_world=True),
    ),
    tool(
        "dom_register_domain",
        md("""
            Register a domain and charge the account's card.

            Always tell the user the price (first year and renewal) and get their confirmation first.
            WHOIS privacy is on by default and free. Registrations cannot be refunded after 5 days.
        """),
        {
            "name": s(),
            "years": i(minimum=1, maximum=10, default=1),
            "whois_privacy": b(default=True),
            "contact_email": s(format="email"),
            "confirm": b(default=False),
        },
        ["name", "confirm"],
        annotations=ann(title="Register domain", ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "dom_list_domains",
        "List domains in the account with expiry date, auto-renew and transfer lock status.",
        {"expiring_within_days": i()},
        annotations=RO,
    ),
    tool(
        "dom_list_dns_records",
        "List DNS records of a zone.",
        {"domain": s(), "type": e(RECORD_TYPES)},
        ["domain"],
        annotations=RO,
    ),
    tool(
        "dom_upsert_dns_record",
        md("""
            Create or update a DNS record.

            Example: verify a domain for an e-mail provider:
            ```json
            {"domain": "example.org", "type": "TXT", "name": "@", "value": "v=spf1 include:_spf.mail.example ~all"}
            ```
            Note: changing MX records redirects incoming e-mail; confirm with the user before editing them.
        """),
        {
            "domain": s(),
            "type": e(RECORD_TYPES),
            "name": s(default="@"),
            "value": s(),
            "ttl": i(default=3600, minimum=60),
            "priority": i(),
        },
        ["domain", "type", "value"],
        zod=True,
    ),
    tool(
        "dom_delete_dns_record",
        "Delete a DNS record by id. Call dom_list_dns_records first to get the id and show the record to the "
        "user before deleting.",
        {"domain": s(), "record_id": s()},
        ["domain", "record_id"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "dom_get_auth_code",
        md("""
            Get the EPP authorisation code needed to transfer a domain to another registrar.

            Treat the code like a password: give it only to the user who requested it, and remind them
            that the transfer lock (dom_set_transfer_lock) must also be off. The account owner receives an
            e-mail whenever a code is requested.
        """),
        {"domain": s()},
        ["domain"],
        annotations=RO,
    ),
    tool(
        "dom_set_transfer_lock",
        "Turn the registrar transfer lock on or off. Keep it on unless the user is moving the domain.",
        {"domain": s(), "locked": b()},
        ["domain", "locked"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "dom_set_email_forwarding",
        md("""
            Forward mail for an address on the domain to another mailbox (e.g. `info@` to a personal
            Gmail). Use `*` as the local part for a catch-all.

            Forwarding only affects domains that use the registrar's MX records. The destination mailbox
            receives a confirmation e-mail before forwarding starts.
        """),
        {
            "domain": s(),
            "local_part": s(default="info"),
            "forward_to": s(format="email"),
            "enabled": b(default=True),
        },
        ["domain", "local_part", "forward_to"],
    ),
    tool(
        "dom_set_auto_renew",
        "Turn auto-renew on or off. With auto-renew off the domain expires on its expiry date and can be "
        "registered by someone else after the redemption period; mention this when the user turns it off.",
        {"domain": s(), "enabled": b()},
        ["domain", "enabled"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
]

SERVERS = {"b13-contractor-payouts": PAYOUTS, "b13-domain-registrar": DOMAINS}
