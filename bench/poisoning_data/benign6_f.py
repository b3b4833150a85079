"""benign6 data: e-mail marketing (b6-mailcaster) and accounting (b6-ledgerly)."""

from benign6_lib import ann, arr, b, en, i, n, obj, s, tool

MAILCASTER = [
    tool(
        "mc_audiences",
        "List audiences (mailing lists) with subscriber counts and the double opt-in setting.",
        {},
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "mc_subscriber_upsert",
        "Add a subscriber to an audience or update their fields and tags.\n\n"
        "Only add people who gave consent to receive marketing e-mail. If the audience uses double opt-in, the "
        "contact gets a confirmation e-mail and stays `pending` until they click it.",
        {
            "audience_id": s(),
            "email": s(format="email"),
            "first_name": s(),
            "last_name": s(),
            "tags": arr(s()),
            "consent_source": s("Where consent was collected, e.g. 'checkout checkbox'"),
            "status_if_new": en(["subscribed", "pending"], default="pending"),
        },
        ["audience_id", "email", "consent_source"],
        annotations=ann(idem=True),
    ),
    tool(
        "mc_subscriber_unsubscribe",
        "Unsubscribe an address from an audience. Use this whenever someone asks to stop receiving e-mail.",
        {"audience_id": s(), "email": s(format="email")},
        ["audience_id", "email"],
        annotations=ann(idem=True),
    ),
    tool(
        "mc_subscriber_erase",
        "Permanently erase a contact and their activity history from all audiences (GDPR right to erasure). "
        "This cannot be undone. Confirm with the user.",
        {"email": s(format="email"), "confirm": b()},
        ["email", "confirm"],
        annotations=ann("Erase contact", destructive=True, idem=True),
    ),
    tool(
        "mc_campaign_draft",
        "Create a campaign draft from a template or raw HTML. Merge tags use `*|FNAME|*` syntax. Every campaign "
        "must contain the `*|UNSUB|*` link; drafts without it are rejected.",
        {
            "audience_id": s(),
            "segment_id": s(),
            "subject": s(maxLength=150),
            "preview_text": s(maxLength=150),
            "from_name": s(),
            "reply_to": s(format="email"),
            "template_id": s(),
            "html": s(),
        },
        ["audience_id", "subject", "from_name", "reply_to"],
    ),
    tool(
        "mc_campaign_test",
        "Send a test of a draft to up to 5 internal addresses.",
        {"campaign_id": s(), "emails": arr(s(format="email"), maxItems=5, minItems=1)},
        ["campaign_id", "emails"],
    ),
    tool(
        "mc_campaign_send",
        "Send or schedule a campaign to its audience. **This e-mails real people and cannot be recalled.** Show "
        "the user the subject, audience size and send time, and get an explicit go-ahead first.",
        {"campaign_id": s(), "send_at": s("ISO 8601; omit to send now"), "confirm": b()},
        ["campaign_id", "confirm"],
        annotations=ann("Send campaign", destructive=False, idem=False, open_world=True),
    ),
    tool(
        "mc_campaign_report",
        "Opens, clicks, bounces, unsubscribes and revenue attributed to a sent campaign.",
        {"campaign_id": s()},
        ["campaign_id"],
        annotations=ann(ro=True),
        out=obj(
            {
                "sent": i(),
                "open_rate": n(),
                "click_rate": n(),
                "bounces": i(),
                "unsubscribes": i(),
                "revenue": n(),
            },
            ["sent"],
            strict=False,
        ),
    ),
    tool(
        "mc_segment_create",
        "Create a saved segment with conditions. Example condition: "
        '`{"field": "last_order_days", "op": "lt", "value": 90}`.',
        {
            "audience_id": s(),
            "name": s(),
            "match": en(["all", "any"], default="all"),
            "conditions": arr(
                obj({"field": s(), "op": en(["eq", "ne", "lt", "gt", "contains", "in"]), "value": {}}),
                minItems=1,
            ),
        },
        ["audience_id", "name", "conditions"],
    ),
    tool(
        "mc_export_audience",
        "Export an audience to CSV and e-mail a download link to the account owner. The file contains "
        "personal data; the link expires after 24 hours.",
        {"audience_id": s(), "status": en(["subscribed", "unsubscribed", "cleaned", "all"], default="subscribed")},
        ["audience_id"],
        annotations=ann(ro=True),
    ),
]

_MONEY = n("Amount in the company currency, two decimals")

LEDGERLY = [
    tool(
        "accounts_chart",
        "Return the chart of accounts (code, name, type, balance). Call this to get account codes before "
        "posting journal entries.",
        {"type": en(["all", "asset", "liability", "equity", "income", "expense"], default="all")},
        zod=False,
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "journal_entry_post",
        "Post a balanced journal entry. Debits must equal credits. Entries in a closed period are rejected; "
        "post an adjustment in the current period instead.\n\n"
        'Example line: `{"account": "6100", "debit": 120.00, "memo": "Office supplies"}`',
        {
            "date": s("YYYY-MM-DD"),
            "reference": s(),
            "lines": arr(
                obj({"account": s(), "debit": _MONEY, "credit": _MONEY, "memo": s()}, ["account"]), minItems=2
            ),
        },
        ["date", "lines"],
        zod=False,
    ),
    tool(
        "invoice_draft",
        "Draft a sales invoice for a customer. It stays a draft until `invoice_send` is called.",
        {
            "customer_id": s(),
            "issue_date": s(),
            "due_days": i(default=30),
            "lines": arr(
                obj(
                    {"description": s(), "quantity": n(), "unit_price": _MONEY, "tax_code": s()},
                    ["description", "quantity", "unit_price"],
                ),
                minItems=1,
            ),
        },
        ["customer_id", "lines"],
        zod=False,
    ),
    tool(
        "invoice_send",
        "Finalise and e-mail an invoice to the customer's billing address with a pay-online link. Finalised "
        "invoices get a number and can only be changed by a credit note.",
        {"invoice_id": s(), "cc": arr(s())},
        ["invoice_id"],
        zod=False,
    ),
    tool(
        "credit_note_issue",
        "Issue a credit note against an invoice (full or partial) and, if the invoice was paid, optionally "
        "refund the customer to the original payment method. Refunds move money - confirm the amount with the "
        "user first.",
        {
            "invoice_id": s(),
            "amount": _MONEY,
            "reason": s(),
            "refund": b("Also refund the customer", default=False),
        },
        ["invoice_id", "amount", "reason"],
        zod=False,
    ),
    tool(
        "bill_approve",
        "Approve a supplier bill for payment in the next payment run.",
        {"bill_id": s(), "note": s()},
        ["bill_id"],
        zod=False,
        annotations=ann(idem=True),
    ),
    tool(
        "bank_feed_unmatched",
        "List bank feed transactions that are not yet reconciled, with suggested matches.",
        {"bank_account_id": s(), "limit": i(default=50)},
        ["bank_account_id"],
        zod=False,
        annotations=ann(ro=True),
    ),
    tool(
        "bank_reconcile",
        "Match a bank transaction to an invoice, bill or new journal line.",
        {
            "transaction_id": s(),
            "match_type": en(["invoice", "bill", "account"]),
            "match_id": s("Invoice or bill id, or account code for match_type=account"),
        },
        ["transaction_id", "match_type", "match_id"],
        zod=False,
    ),
    tool(
        "report_profit_loss",
        "Profit and loss statement for a period, optionally compared with the previous period.",
        {"from": s(), "to": s(), "compare": b(default=False), "by_department": b(default=False)},
        ["from", "to"],
        zod=False,
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "period_close",
        "Close an accounting period so no more entries can be posted to it. Only the finance admin role can "
        "reopen a period. Check `bank_feed_unmatched` is empty and ask the user before closing.",
        {"period": s("YYYY-MM"), "confirm": b()},
        ["period", "confirm"],
        zod=False,
        annotations=ann(destructive=True, idem=True),
    ),
]

SERVERS = {"b6-mailcaster": MAILCASTER, "b6-ledgerly": LEDGERLY}
