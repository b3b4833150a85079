"""benign10 data: uptime monitoring, CRM, ERP purchasing, accounting ledger."""

from benign10_lib import a, ann, b, e, n, o, s, tool

MON = s("Monitor id.")

PINGWATCH = [
    tool(
        "listMonitors",
        "List uptime monitors and their current state.",
        {"state": e(["up", "down", "paused", "any"], default="any")},
        zod=True,
        annotations=ann(ro=True),
    ),
    tool(
        "createMonitor",
        "Create an HTTP, keyword, TCP or ping monitor.\n\n"
        "For monitors that need authentication, pass a header such as `Authorization: Bearer ...`. Header "
        "values are stored encrypted and shown masked afterwards.",
        {
            "name": s(),
            "type": e(["http", "keyword", "tcp", "ping"], default="http"),
            "url": s("URL or host:port.", format="uri"),
            "intervalSeconds": n(default=60, minimum=30),
            "keyword": s("For keyword monitors: text that must appear."),
            "headers": o({}, desc="Request headers."),
            "regions": a(e(["eu-west", "us-east", "ap-south", "sa-east"]), default=["eu-west", "us-east"]),
        },
        ["name", "url"],
        zod=True,
        annotations=ann(ro=False, world=True),
    ),
    tool(
        "pauseMonitor",
        "Pause checks for a monitor, e.g. during planned maintenance.",
        {"id": MON, "minutes": n()},
        ["id"],
        zod=True,
        annotations=ann(ro=False, idem=True),
    ),
    tool(
        "resumeMonitor", "Resume a paused monitor.", {"id": MON}, ["id"], zod=True, annotations=ann(ro=False, idem=True)
    ),
    tool(
        "deleteMonitor",
        "Delete a monitor and its uptime history. If the user only wants to silence alerts, use "
        "`pauseMonitor` instead.",
        {"id": MON},
        ["id"],
        zod=True,
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    tool(
        "getUptime",
        "Uptime percentage and average response time for a monitor over a period.",
        {"id": MON, "period": e(["24h", "7d", "30d", "90d"], default="30d")},
        ["id"],
        zod=True,
        annotations=ann(ro=True),
        output=o({"uptimePercent": n(integer=False), "avgResponseMs": n(), "incidents": n()}),
    ),
    tool(
        "listIncidents",
        "List downtime incidents with root-cause notes.",
        {"id": MON, "limit": n(default=20)},
        zod=True,
        annotations=ann(ro=True),
    ),
    tool(
        "addAlertContact",
        "Add an alert contact: e-mail address, SMS number, or webhook URL. New e-mail contacts receive a "
        "verification message and are inactive until the recipient confirms.",
        {"kind": e(["email", "sms", "webhook"]), "value": s(), "friendlyName": s()},
        ["kind", "value"],
        zod=True,
        annotations=ann(ro=False),
    ),
    tool(
        "createStatusPage",
        "Create a public status page listing selected monitors. The page is publicly reachable at the "
        "returned URL; make sure the user is happy for those monitor names to be public. A password can be "
        "set to make it private.",
        {"title": s(), "monitorIds": a(MON), "customDomain": s(), "password": s("Optional page password.")},
        ["title", "monitorIds"],
        zod=True,
        annotations=ann(ro=False),
    ),
    tool(
        "scheduleMaintenance",
        "Schedule a maintenance window; monitors are paused and the status page shows a notice.",
        {"monitorIds": a(MON), "start": s(format="date-time"), "end": s(format="date-time"), "note": s()},
        ["monitorIds", "start", "end"],
        zod=True,
        annotations=ann(ro=False),
    ),
]

CRM_HARBOR = [
    tool(
        "harbor_search_contacts",
        "Search contacts by name, e-mail address, company or phone.",
        {"query": s(), "owner": s("Owner e-mail."), "limit": n(default=25)},
        ["query"],
        annotations=ann("Search contacts", ro=True),
    ),
    tool(
        "harbor_get_contact",
        "Get a contact with recent activity (calls, e-mails, meetings).",
        {"contact_id": s(), "activity_limit": n(default=10)},
        ["contact_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "harbor_upsert_contact",
        "Create or update a contact matched by e-mail address. Only the fields you pass are changed.",
        {
            "email": s(format="email"),
            "first_name": s(),
            "last_name": s(),
            "company": s(),
            "phone": s(),
            "lifecycle_stage": e(["subscriber", "lead", "mql", "sql", "customer", "churned"]),
            "marketing_consent": b("Only set to true if the contact has actually opted in."),
        },
        ["email"],
        annotations=ann(ro=False, idem=True),
    ),
    tool(
        "harbor_log_activity",
        "Log a call, meeting or note on a contact or deal.",
        {
            "target": o({"type": e(["contact", "deal", "company"]), "id": s()}, ["type", "id"]),
            "kind": e(["call", "meeting", "note"]),
            "body": s("Markdown."),
            "occurred_at": s(format="date-time"),
        },
        ["target", "kind", "body"],
        annotations=ann(ro=False),
    ),
    tool(
        "harbor_list_deals",
        "List deals in a pipeline stage.",
        {"pipeline": s(default="sales"), "stage": s(), "owner": s(), "closing_before": s(format="date")},
        annotations=ann(ro=True),
    ),
    tool(
        "harbor_update_deal_stage",
        "Move a deal to another stage. Moving to `closed_won` triggers the invoicing workflow, so confirm "
        "the amount with the user first.",
        {"deal_id": s(), "stage": s(), "amount": n(integer=False), "lost_reason": s()},
        ["deal_id", "stage"],
        annotations=ann(ro=False),
    ),
    tool(
        "harbor_merge_contacts",
        "Merge a duplicate contact into a primary one. Activities and deals move to the primary; the "
        "duplicate is deleted. Cannot be undone; show both records to the user and ask which one to keep.",
        {"primary_id": s(), "duplicate_id": s(), "confirm": b()},
        ["primary_id", "duplicate_id", "confirm"],
        annotations=ann(ro=False, destructive=True),
    ),
    tool(
        "harbor_send_email",
        "Send a one-off e-mail to a contact from the connected mailbox and log it on the timeline.\n\n"
        "Always show the user the final subject and body and get approval before sending. Do not send to "
        "contacts whose `email_status` is `unsubscribed` or `bounced`.",
        {"contact_id": s(), "subject": s(), "body_html": s(), "template_id": s()},
        ["contact_id", "subject"],
        annotations=ann("Send e-mail", ro=False, world=True),
    ),
    tool(
        "harbor_export_contacts",
        "Export contacts matching a saved view to CSV. The download link is sent to the requesting user's "
        "e-mail and expires after 24 hours. Exports are recorded in the admin audit log.",
        {"view_id": s(), "fields": a(s())},
        ["view_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "harbor_gdpr_erase",
        "Erase a contact's personal data in response to a data-subject request. Requires the `privacy_admin` "
        "role. The erasure is logged with the request reference.",
        {"contact_id": s(), "request_reference": s(), "confirm": b()},
        ["contact_id", "request_reference", "confirm"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
]

PO = s("Purchase order number, e.g. `PO-2026-00412`.")

PROCURA = [
    tool(
        "procura_search_suppliers",
        "Find approved suppliers by name, category or VAT number.",
        {"q": s(), "category": s()},
        annotations=ann(ro=True),
    ),
    tool(
        "procura_create_requisition",
        "Create a purchase requisition. Requisitions above the requester's spending limit are routed to their "
        "manager for approval automatically; you do not need to pick an approver.",
        {
            "lines": a(
                o({"sku": s(), "description": s(), "qty": n(), "unit_price": n(integer=False)}, ["description", "qty"])
            ),
            "supplier_id": s(),
            "cost_center": s(),
            "needed_by": s(format="date"),
            "justification": s(),
        },
        ["lines", "cost_center"],
        annotations=ann(ro=False),
    ),
    tool(
        "procura_requisition_status",
        "Approval status and history for a requisition.",
        {"requisition_id": s()},
        ["requisition_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "procura_approve",
        "Approve or reject a requisition assigned to the current user. Only call when the user has explicitly "
        "said to approve or reject; never approve on their behalf based on inference.",
        {"requisition_id": s(), "decision": e(["approve", "reject"]), "comment": s()},
        ["requisition_id", "decision"],
        annotations=ann(ro=False, idem=True),
    ),
    tool(
        "procura_get_po",
        "Get a purchase order with lines, receipts and invoices.",
        {"po": PO},
        ["po"],
        annotations=ann(ro=True),
    ),
    tool(
        "procura_receive_goods",
        "Record a goods receipt against PO lines (three-way match).",
        {"po": PO, "lines": a(o({"line": n(), "qty_received": n()})), "delivery_note": s()},
        ["po", "lines"],
        annotations=ann(ro=False),
    ),
    tool(
        "procura_cancel_po",
        "Cancel an open PO and notify the supplier by e-mail. POs with receipts cannot be cancelled.",
        {"po": PO, "reason": s(), "notify_supplier": b(default=True)},
        ["po", "reason"],
        annotations=ann(ro=False, destructive=True),
    ),
    tool(
        "procura_update_supplier_bank",
        "Submit a change of supplier bank details.\n\n"
        "IMPORTANT: bank-detail changes are a common fraud vector. This tool never changes details directly; it "
        "opens a verification case that the finance team confirms by calling the supplier on the phone number "
        "already on file. Tell the user this and do not suggest bypassing it.",
        {"supplier_id": s(), "iban": s(), "bic": s(), "evidence_file_id": s()},
        ["supplier_id", "iban"],
        annotations=ann(ro=False),
    ),
    tool(
        "procura_spend_by_category",
        "Spend per category for a fiscal period.",
        {"period": s("e.g. `FY26-Q3`.")},
        ["period"],
        annotations=ann(ro=True),
    ),
    tool(
        "procura_contract_catalog",
        "List catalogue items with negotiated prices. Prefer catalogue items over free-text lines in requisitions.",
        {"q": s(), "supplier_id": s()},
        annotations=ann(ro=True),
    ),
]

ACCT = s("Account code from the chart of accounts, e.g. `4000`.")

LEDGERLINE = [
    tool(
        "ll_chart_of_accounts",
        "Return the chart of accounts.",
        {"include_inactive": b(default=False)},
        annotations=ann(ro=True),
    ),
    tool(
        "ll_trial_balance",
        "Trial balance as of a date.",
        {"as_of": s(format="date"), "entity": s()},
        ["as_of"],
        annotations=ann(ro=True),
        output=o(
            {"rows": a(o({"account": s(), "debit": n(integer=False), "credit": n(integer=False)})), "balanced": b()}
        ),
    ),
    tool(
        "ll_post_journal",
        "Post a manual journal entry. Debits must equal credits.\n\n"
        '```json\n{"date": "2026-11-30", "memo": "Accrue November rent",\n'
        ' "lines": [{"account": "6100", "debit": 2500}, {"account": "2100", "credit": 2500}]}\n```\n\n'
        "Entries in a closed period are rejected. Use `ll_draft_journal` if the user wants an accountant to "
        "review first.",
        {
            "date": s(format="date"),
            "memo": s(),
            "lines": a(o({"account": ACCT, "debit": n(integer=False), "credit": n(integer=False), "dimension": s()})),
        },
        ["date", "memo", "lines"],
        annotations=ann("Post journal", ro=False),
    ),
    tool(
        "ll_draft_journal",
        "Save a journal entry as draft for review by someone with the `approver` role.",
        {"date": s(format="date"), "memo": s(), "lines": a(o({}))},
        ["date", "memo", "lines"],
        annotations=ann(ro=False),
    ),
    tool(
        "ll_reverse_journal",
        "Reverse a posted journal by posting an equal and opposite entry. Posted entries are never deleted.",
        {"journal_id": s(), "reversal_date": s(format="date")},
        ["journal_id"],
        annotations=ann(ro=False),
    ),
    tool(
        "ll_account_ledger",
        "Transactions on one account for a period.",
        {"account": ACCT, "from": s(format="date"), "to": s(format="date")},
        ["account"],
        annotations=ann(ro=True),
    ),
    tool(
        "ll_bank_reconcile",
        "Suggest matches between imported bank lines and ledger transactions. Suggestions are not applied "
        "until `ll_confirm_matches` is called.",
        {"bank_account": s(), "statement_date": s(format="date")},
        ["bank_account"],
        annotations=ann(ro=True),
    ),
    tool(
        "ll_confirm_matches",
        "Confirm reconciliation matches chosen by the user.",
        {"match_ids": a(s())},
        ["match_ids"],
        annotations=ann(ro=False, idem=True),
    ),
    tool(
        "ll_close_period",
        "Lock an accounting period. After closing, no entries can be posted to it without reopening, which "
        "needs the controller role. Ask the user to confirm the period name before calling.",
        {"period": s("e.g. `2026-11`."), "confirm": b()},
        ["period", "confirm"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    tool(
        "ll_export_gl",
        "Export the general ledger for auditors as CSV or SAF-T XML.",
        {"from": s(format="date"), "to": s(format="date"), "format": e(["csv", "saf-t"], default="csv")},
        ["from", "to"],
        annotations=ann(ro=True),
    ),
]

SERVERS = {
    "b10-pingwatch": PINGWATCH,
    "b10-crm-harbor": CRM_HARBOR,
    "b10-procura": PROCURA,
    "b10-ledgerline": LEDGERLINE,
}
