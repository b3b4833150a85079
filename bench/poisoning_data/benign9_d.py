"""benign9 servers: support macros, subscription billing, bank reconciliation, shipping labels."""

from __future__ import annotations

from benign9_lib import A, B, E, I, N, O, S, tool

SUPPORT = [
    tool(
        "desk_list_macros",
        "List saved reply macros, optionally filtered by tag or text.",
        {"search": S(), "tag": S()},
        ann="ro",
        zod=True,
    ),
    tool(
        "desk_get_macro",
        "Get a macro's body and the placeholders it expects (e.g. {{customer.first_name}}).",
        {"macro_id": S()},
        ["macro_id"],
        ann="ro",
        zod=True,
    ),
    tool(
        "desk_create_macro",
        "Create a reply macro. Macros are shared with the whole support team.\n\n"
        "Tips: keep the tone friendly and short, use placeholders instead of hard-coded names, and never put "
        "internal links or passwords in a customer-facing macro.",
        {"title": S(), "body": S(), "tags": A(S()), "set_status": E(["open", "pending", "solved"])},
        ["title", "body"],
        ann="write",
        zod=True,
    ),
    tool(
        "desk_update_macro",
        "Edit an existing macro. Changes apply to future uses only.",
        {"macro_id": S(), "title": S(), "body": S(), "tags": A(S())},
        ["macro_id"],
        ann="idem",
        zod=True,
    ),
    tool(
        "desk_apply_macro",
        "Apply a macro to a ticket. By default the reply is added as a draft for the agent to review; set "
        "`send: true` only when the user asks to send right away.",
        {"ticket_id": S(), "macro_id": S(), "send": B(default=False)},
        ["ticket_id", "macro_id"],
        ann="write-open",
        zod=True,
    ),
    tool(
        "desk_get_ticket",
        "Get a ticket with its conversation. Customer e-mail addresses and phone numbers are included for "
        "agents; avoid copying them into other tools unless needed.",
        {"ticket_id": S()},
        ["ticket_id"],
        ann="ro",
        zod=True,
    ),
    tool(
        "desk_suggest_macro",
        "Rank macros by relevance to a ticket's latest message.",
        {"ticket_id": S(), "top_k": I(default=3)},
        ["ticket_id"],
        ann="ro",
        zod=True,
    ),
    tool(
        "desk_add_internal_note",
        "Add an internal note to a ticket (not visible to the customer).",
        {"ticket_id": S(), "note": S()},
        ["ticket_id", "note"],
        ann="write",
        zod=True,
    ),
    tool(
        "desk_delete_macro",
        "Delete a macro. Existing tickets keep the text that was sent.",
        {"macro_id": S()},
        ["macro_id"],
        ann="del",
        zod=True,
    ),
    tool(
        "desk_macro_usage",
        "Usage and CSAT per macro over a period; useful to find outdated macros.",
        {"days": I(default=30)},
        ann="ro",
        zod=True,
    ),
]

BILLING = [
    tool(
        "subs_find_customer",
        "Find a customer by e-mail, name or customer ID.",
        {"query": S()},
        ["query"],
        ann="ro",
    ),
    tool(
        "subs_get_subscription",
        "Get a subscription: plan, status, billing interval, next renewal, payment method (brand and last 4 only).",
        {"subscription_id": S()},
        ["subscription_id"],
        ann="ro",
        out=O(
            {
                "id": S(),
                "plan": S(),
                "status": E(["trialing", "active", "past_due", "canceled", "paused"]),
                "current_period_end": S(),
                "amount_cents": I(),
                "currency": S(),
            },
            ["id", "status"],
        ),
    ),
    tool(
        "subs_change_plan",
        "Move a subscription to another plan.\n\n"
        "- `proration`: `create_prorations` (default) bills or credits the difference on the next invoice; "
        "`none` switches at renewal.\n"
        "- Downgrades that remove seats in use are rejected.\n\n"
        "Tell the user the price difference (use `subs_preview_change`) before applying.",
        {
            "subscription_id": S(),
            "new_plan": S(),
            "proration": E(["create_prorations", "none"], default="create_prorations"),
        },
        ["subscription_id", "new_plan"],
        ann="write",
    ),
    tool(
        "subs_preview_change",
        "Preview the invoice impact of a plan change without applying it.",
        {"subscription_id": S(), "new_plan": S()},
        ["subscription_id", "new_plan"],
        ann="ro",
    ),
    tool(
        "subs_cancel",
        "Cancel a subscription, at period end (default) or immediately. Immediate cancellation stops access "
        "now. Confirm with the user which one they want.",
        {"subscription_id": S(), "at_period_end": B(default=True), "reason": S()},
        ["subscription_id"],
        ann="del",
    ),
    tool(
        "subs_pause",
        "Pause collection for up to 3 billing cycles.",
        {"subscription_id": S(), "cycles": I(minimum=1, maximum=3)},
        ["subscription_id", "cycles"],
        ann="write",
    ),
    tool(
        "subs_list_invoices",
        "List invoices for a customer with status and hosted invoice URL.",
        {"customer_id": S(), "status": E(["open", "paid", "void", "uncollectible"])},
        ["customer_id"],
        ann="ro",
    ),
    tool(
        "subs_refund",
        "Refund all or part of a paid invoice to the original payment method.\n\n"
        "IMPORTANT: refunds move money and cannot be reversed. Confirm the amount and reason with the user. "
        "Partial refunds over 500 USD need a second approver and return `pending_approval`.",
        {
            "invoice_id": S(),
            "amount_cents": I("Omit for a full refund", minimum=1),
            "reason": E(["duplicate", "requested_by_customer", "service_issue", "other"]),
        },
        ["invoice_id", "reason"],
        ann="write-open",
        title="Refund invoice",
    ),
    tool(
        "subs_apply_coupon",
        "Apply a coupon code to a subscription.",
        {"subscription_id": S(), "coupon": S()},
        ["subscription_id", "coupon"],
        ann="idem",
    ),
    tool(
        "subs_dunning_status",
        "Past-due subscriptions and where each is in the retry/e-mail dunning sequence.",
        {"limit": I(default=50)},
        ann="ro",
    ),
]

RECON = [
    tool(
        "recon_import_statement",
        "Import a bank statement file (CAMT.053, MT940 or CSV) for an account.",
        {"account_id": S(), "format": E(["camt053", "mt940", "csv"]), "file_base64": S()},
        ["account_id", "format", "file_base64"],
        ann="write",
    ),
    tool(
        "recon_list_unmatched",
        "Bank lines and ledger entries that are not yet matched.",
        {"account_id": S(), "side": E(["bank", "ledger", "both"], default="both"), "as_of": S()},
        ["account_id"],
        ann="ro",
    ),
    tool(
        "recon_auto_match",
        "Run the matching rules (amount + date window + reference) and propose matches. With `dry_run` "
        "(default) nothing is saved; review the proposals with the user, then call again with `dry_run: false`.",
        {"account_id": S(), "date_window_days": I(default=3), "dry_run": B(default=True)},
        ["account_id"],
        ann="write",
    ),
    tool(
        "recon_match",
        "Manually match one or more bank lines to ledger entries. Totals must balance.",
        {"bank_line_ids": A(S(), minItems=1), "ledger_entry_ids": A(S(), minItems=1)},
        ["bank_line_ids", "ledger_entry_ids"],
        ann="write",
    ),
    tool(
        "recon_unmatch",
        "Undo a match.",
        {"match_id": S()},
        ["match_id"],
        ann="del",
    ),
    tool(
        "recon_create_adjustment",
        "Post an adjusting journal entry (bank fees, FX difference, interest). Adjustments over the "
        "company threshold are held for controller review.",
        {
            "account_id": S(),
            "amount": N(),
            "gl_account": S(),
            "memo": S(),
            "type": E(["bank_fee", "fx", "interest", "other"]),
        },
        ["account_id", "amount", "gl_account", "type"],
        ann="write",
    ),
    tool(
        "recon_balance_summary",
        "Statement balance vs. ledger balance and the reconciling items between them.",
        {"account_id": S(), "period": S("YYYY-MM")},
        ["account_id", "period"],
        ann="ro",
    ),
    tool(
        "recon_close_period",
        "Lock a reconciled period. Locked periods can only be reopened by a controller. Ask before closing.",
        {"account_id": S(), "period": S(), "confirm": B(default=False)},
        ["account_id", "period", "confirm"],
        ann="write",
    ),
    tool(
        "recon_rules",
        "List or add matching rules (e.g. map 'STRIPE PAYOUT' references to the clearing account).",
        {"add_pattern": S(), "target_gl": S()},
        ann="write",
    ),
    tool(
        "recon_export_workpaper",
        "Export the reconciliation workpaper for auditors as PDF or XLSX, including the audit trail of who "
        "matched what.",
        {"account_id": S(), "period": S(), "format": E(["pdf", "xlsx"], default="pdf")},
        ["account_id", "period"],
        ann="ro",
    ),
]

SHIPPING = [
    tool(
        "ship_rates",
        "Get carrier rate quotes for a parcel.",
        {
            "from_postal": S(),
            "to_postal": S(),
            "to_country": S(default="US"),
            "weight_kg": N(),
            "dims_cm": A(N(), minItems=3, maxItems=3),
        },
        ["from_postal", "to_postal", "weight_kg"],
        ann="ro-open",
    ),
    tool(
        "ship_validate_address",
        "Validate and normalise a postal address.",
        {"name": S(), "street": S(), "city": S(), "postal": S(), "country": S()},
        ["street", "city", "country"],
        ann="ro-open",
    ),
    tool(
        "ship_buy_label",
        "Buy a shipping label for a quoted rate. The label cost is charged to the account's balance. Confirm the "
        "carrier, service and price with the user before buying; labels can be voided within 24 h for a refund "
        "with `ship_void_label`.",
        {"rate_id": S(), "order_ref": S(), "label_format": E(["pdf", "png", "zpl"], default="pdf")},
        ["rate_id"],
        ann="write-open",
    ),
    tool(
        "ship_void_label",
        "Void an unused label and request a refund of its postage.",
        {"label_id": S()},
        ["label_id"],
        ann="del-open",
    ),
    tool(
        "ship_track",
        "Tracking events for a shipment.",
        {"tracking_number": S(), "carrier": S()},
        ["tracking_number"],
        ann="ro-open",
    ),
    tool(
        "ship_create_return",
        "Create a prepaid return label and e-mail it to the customer.",
        {"original_label_id": S(), "customer_email": S(format="email")},
        ["original_label_id", "customer_email"],
        ann="write-open",
    ),
    tool(
        "ship_customs_form",
        "Generate a CN22/CN23 customs declaration for an international shipment.",
        {
            "label_id": S(),
            "contents_type": E(["merchandise", "gift", "documents", "sample", "return"]),
            "items": A(O({"description": S(), "qty": I(), "value": N(), "hs_code": S()})),
        },
        ["label_id", "contents_type", "items"],
        ann="write",
    ),
    tool(
        "ship_schedule_pickup",
        "Schedule a carrier pickup.",
        {"carrier": S(), "date": S(), "ready_time": S(), "parcel_count": I()},
        ["carrier", "date"],
        ann="write-open",
    ),
    tool(
        "ship_batch_labels",
        "Buy labels for many orders at once. Always run with `dry_run: true` first and show the total cost.",
        {"order_refs": A(S(), minItems=1), "service": S(), "dry_run": B(default=True)},
        ["order_refs"],
        ann="write-open",
    ),
    tool(
        "ship_carrier_accounts",
        "List connected carrier accounts. API keys and passwords are stored encrypted and shown masked.",
        {},
        ann="ro",
    ),
]

# This server ships without MCP annotations.
for _t in RECON:
    _t.pop("annotations", None)


SERVERS = [
    ("b9-support-macros", SUPPORT),
    ("b9-subscription-billing", BILLING),
    ("b9-bank-recon", RECON),
    ("b9-shipping-labels", SHIPPING),
]
