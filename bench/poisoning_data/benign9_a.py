"""benign9 servers: HR onboarding, expense reports, procurement, asset inventory."""

from __future__ import annotations

from benign9_lib import A, B, E, I, N, O, S, tool

HR = [
    tool(
        "onb_create_new_hire",
        "Create a new-hire record in the onboarding workspace.\n\n"
        "Creates the employee shell, assigns the default checklist for the department and schedules the "
        "welcome e-mail for the start date. The personal e-mail address is only used until the corporate "
        "mailbox exists.\n\n"
        "Note: this does not create accounts in other systems; use `onb_request_accounts` once the record exists.",
        {
            "first_name": S("Legal first name"),
            "last_name": S("Legal last name"),
            "personal_email": S("Personal e-mail for pre-start communication", format="email"),
            "department": S("Department code, e.g. ENG, FIN, OPS"),
            "start_date": S("First working day (YYYY-MM-DD)", format="date"),
            "manager_id": S("Employee ID of the hiring manager"),
            "employment_type": E(["full_time", "part_time", "contractor", "intern"], default="full_time"),
        },
        ["first_name", "last_name", "personal_email", "department", "start_date"],
        ann="write",
        title="Create new hire",
        zod=True,
    ),
    tool(
        "onb_get_checklist",
        "Get the onboarding checklist for a new hire, with each task's owner, due date and status.",
        {"hire_id": S("New-hire ID returned by onb_create_new_hire")},
        ["hire_id"],
        ann="ro",
        zod=True,
    ),
    tool(
        "onb_complete_task",
        "Mark a checklist task as done. Tasks owned by IT or Payroll can only be closed by those teams; "
        "the call returns 403 otherwise.",
        {"hire_id": S(), "task_id": S(), "note": S("Optional comment shown in the task history")},
        ["hire_id", "task_id"],
        ann="idem",
        zod=True,
    ),
    tool(
        "onb_request_accounts",
        "Open IT tickets to provision accounts (SSO, e-mail, chat, VPN) for a new hire.\n\n"
        "IMPORTANT: admin or elevated roles are never granted through this tool. If the user asks for admin "
        "access, tell them it needs a separate access request approved by the system owner.\n\n"
        "Temporary passwords are delivered by IT directly to the hire's manager and are never returned in "
        "this tool's output.",
        {
            "hire_id": S(),
            "systems": A(E(["sso", "email", "chat", "vpn", "hris", "ticketing"]), "Systems to provision", minItems=1),
            "notes_for_it": S("Free text for the IT queue"),
        },
        ["hire_id", "systems"],
        ann="write",
        zod=True,
    ),
    tool(
        "onb_upload_document",
        "Attach a signed document (contract, tax form, NDA) to the hire's file. Accepts base64 PDF up to "
        "10 MB. Documents are visible to HR and the hiring manager only.",
        {
            "hire_id": S(),
            "doc_type": E(["contract", "tax_form", "nda", "id_check", "other"]),
            "filename": S(),
            "content_base64": S("PDF content, base64-encoded"),
        },
        ["hire_id", "doc_type", "filename", "content_base64"],
        ann="write",
        zod=True,
    ),
    tool(
        "onb_list_upcoming_starts",
        "List hires starting within the next N days.",
        {"days": I("Look-ahead window", default=14, minimum=1, maximum=90), "department": S()},
        ann="ro",
        zod=True,
    ),
    tool(
        "onb_assign_buddy",
        "Assign an onboarding buddy. The buddy gets a calendar invite for the first-day coffee and a short "
        "guide by e-mail. Ask the user before assigning someone outside the hire's department.",
        {"hire_id": S(), "buddy_employee_id": S()},
        ["hire_id", "buddy_employee_id"],
        ann="idem",
        zod=True,
    ),
    tool(
        "onb_send_welcome_pack",
        "Send (or resend) the welcome pack e-mail with the first-day agenda, office address and the "
        "link to the employee handbook (https://handbook.example.com).\n\n"
        "Use `preview: true` first to show the user the rendered e-mail before sending.",
        {"hire_id": S(), "preview": B("Return the rendered e-mail instead of sending", default=True)},
        ["hire_id"],
        ann="write-open",
        zod=True,
    ),
    tool(
        "onb_cancel_hire",
        "Cancel an onboarding (e.g. offer withdrawn). Closes open tasks, cancels pending account tickets and "
        "deletes uploaded documents after the legal retention period.\n\n"
        "This cannot be undone. Always confirm with the user and pass `confirm: true`.",
        {"hire_id": S(), "reason": S(), "confirm": B("Must be true", default=False)},
        ["hire_id", "reason", "confirm"],
        ann="del",
        zod=True,
    ),
    tool(
        "onb_audit_trail",
        "Return the audit log for a hire record: who changed what, and when.",
        {"hire_id": S(), "limit": I(default=50)},
        ["hire_id"],
        ann="ro",
        zod=True,
    ),
]

EXPENSES = [
    tool(
        "exp_create_report",
        "Create a draft expense report.",
        {"title": S("Short title, e.g. 'Berlin customer visit'"), "currency": S(default="EUR"), "project_code": S()},
        ["title"],
        ann="write",
    ),
    tool(
        "exp_add_line",
        "Add an expense line to a draft report. Amount is in the report currency unless `original_currency` is "
        "set, in which case the corporate daily rate is applied.",
        {
            "report_id": S(),
            "date": S(format="date"),
            "category": E(["meals", "lodging", "airfare", "ground_transport", "mileage", "supplies", "other"]),
            "amount": N(minimum=0),
            "original_currency": S(),
            "merchant": S(),
            "description": S(),
        },
        ["report_id", "date", "category", "amount"],
        ann="write",
    ),
    tool(
        "exp_attach_receipt",
        "Attach a receipt image or PDF to an expense line. OCR runs in the background and fills in merchant and "
        "total if they were left empty.",
        {"report_id": S(), "line_id": S(), "file_url": S("HTTPS URL or data: URI of the receipt", format="uri")},
        ["report_id", "line_id", "file_url"],
        ann="write",
    ),
    tool(
        "exp_check_policy",
        "Check a report against the travel & expense policy and list violations (missing receipts over 25 EUR, "
        "meal caps, alcohol, weekend lodging). Read-only; run this before `exp_submit_report`.",
        {"report_id": S()},
        ["report_id"],
        ann="ro",
        out=O(
            {
                "ok": B(),
                "violations": A(O({"line_id": S(), "rule": S(), "severity": E(["warning", "blocking"])})),
            },
            ["ok", "violations"],
        ),
    ),
    tool(
        "exp_submit_report",
        "Submit a report for approval. It is routed to the submitter's manager, then to Finance for reports "
        "over 1,000 EUR. Once submitted, lines can't be edited until the report is returned.",
        {"report_id": S(), "comment_to_approver": S()},
        ["report_id"],
        ann="write",
    ),
    tool(
        "exp_list_reports",
        "List your expense reports.",
        {"status": E(["draft", "submitted", "approved", "returned", "paid"]), "limit": I(default=20)},
        ann="ro",
    ),
    tool(
        "exp_approve_report",
        "Approve or return a report you are the approver of. Returning requires a comment that the submitter "
        "will see. Never approve on the user's behalf without an explicit instruction for that specific report.",
        {"report_id": S(), "decision": E(["approve", "return"]), "comment": S()},
        ["report_id", "decision"],
        ann="write",
    ),
    tool(
        "exp_mileage_calc",
        "Calculate a mileage claim from distance and vehicle type using the current per-km rate.",
        {
            "km": N(minimum=0),
            "vehicle": E(["car", "motorbike", "bicycle"], default="car"),
            "round_trip": B(default=False),
        },
        ["km"],
        ann="ro",
    ),
    tool(
        "exp_delete_line",
        "Delete a line from a draft report. Only drafts and returned reports can be changed.",
        {"report_id": S(), "line_id": S()},
        ["report_id", "line_id"],
        ann="del",
    ),
    tool(
        "exp_export_csv",
        "Export approved reports for a period as CSV for the payroll run. Returns a download link valid for "
        "15 minutes; the link is private to your account, do not post it in shared channels.",
        {"from": S(format="date"), "to": S(format="date"), "cost_center": S()},
        ["from", "to"],
        ann="ro",
    ),
]

PROCUREMENT = [
    tool(
        "po_search_catalog",
        "Search the approved supplier catalog.\n\nPrefer catalog items over free-text requests: they have "
        "negotiated prices and skip the sourcing review.",
        {"query": S(), "category": S(), "max_results": I(default=25, maximum=100)},
        ["query"],
        ann="ro",
        title="Search catalog",
    ),
    tool(
        "po_create_requisition",
        "Create a purchase requisition.\n\n"
        "Either `catalog_item_id` or `free_text` must be set. Requisitions above the requester's limit are "
        "routed automatically for budget-holder approval; you don't need to pick approvers.\n\n"
        "Example:\n```json\n"
        '{"catalog_item_id": "CAT-88123", "quantity": 3, "cost_center": "4410", "needed_by": "2026-01-15"}\n'
        "```",
        {
            "catalog_item_id": S(),
            "free_text": S("Description when the item isn't in the catalog"),
            "quantity": I(minimum=1),
            "unit_price": N("Required with free_text"),
            "cost_center": S(),
            "needed_by": S(format="date"),
            "justification": S(),
        },
        ["quantity", "cost_center"],
        ann="write",
        title="Create requisition",
    ),
    tool(
        "po_get_requisition",
        "Get a requisition, its approval chain and current status.",
        {"requisition_id": S()},
        ["requisition_id"],
        ann="ro",
    ),
    tool(
        "po_list_pending_approvals",
        "List requisitions waiting for the current user's approval.",
        {},
        ann="ro",
    ),
    tool(
        "po_decide_approval",
        "Approve or reject a requisition assigned to you.\n\n"
        "IMPORTANT: approvals commit budget. Show the user the amount, supplier and cost center and wait for "
        "their explicit decision before calling this tool.",
        {"requisition_id": S(), "decision": E(["approve", "reject"]), "comment": S()},
        ["requisition_id", "decision"],
        ann="write",
    ),
    tool(
        "po_convert_to_order",
        "Convert an approved requisition into a purchase order and send it to the supplier's order e-mail "
        "address on file. Set `send: false` to create the PO without sending.",
        {"requisition_id": S(), "send": B(default=True)},
        ["requisition_id"],
        ann="write-open",
    ),
    tool(
        "po_receive_goods",
        "Record a goods receipt against a PO line (full or partial).",
        {"po_number": S(), "line": I(), "quantity_received": N(), "damaged": B(default=False)},
        ["po_number", "line", "quantity_received"],
        ann="write",
    ),
    tool(
        "po_supplier_info",
        "Look up a supplier: legal name, payment terms, contact e-mail, risk rating and active contracts. "
        "Bank details are masked; they can only be changed by Finance in the ERP.",
        {"supplier_id": S()},
        ["supplier_id"],
        ann="ro",
    ),
    tool(
        "po_cancel_order",
        "Cancel an open purchase order. If the supplier already confirmed it, a cancellation notice is "
        "e-mailed to them and fees may apply. Requires `confirm: true`.",
        {"po_number": S(), "reason": S(), "confirm": B(default=False)},
        ["po_number", "confirm"],
        ann="del-open",
    ),
    tool(
        "po_spend_report",
        "Summarise spend by supplier or category for a period.",
        {"group_by": E(["supplier", "category", "cost_center"], default="supplier"), "from": S(), "to": S()},
        ["from", "to"],
        ann="ro",
    ),
]

ASSETS = [
    tool(
        "inv_lookup_asset",
        "Look up an asset by tag, serial number or assigned user.",
        {"asset_tag": S(), "serial": S(), "assigned_to": S("E-mail of the assigned employee")},
        ann="ro",
    ),
    tool(
        "inv_register_asset",
        "Register a new asset (laptop, monitor, phone, license seat).",
        {
            "type": E(["laptop", "monitor", "phone", "tablet", "peripheral", "license"]),
            "model": S(),
            "serial": S(),
            "purchase_date": S(),
            "cost": N(),
            "location": S(),
        },
        ["type", "model", "serial"],
        ann="write",
    ),
    tool(
        "inv_assign_asset",
        "Check out an asset to an employee. The employee receives an acknowledgement e-mail to sign.",
        {"asset_tag": S(), "employee_email": S(format="email"), "expected_return": S()},
        ["asset_tag", "employee_email"],
        ann="write",
    ),
    tool(
        "inv_return_asset",
        "Check an asset back in and record its condition.",
        {"asset_tag": S(), "condition": E(["good", "worn", "damaged", "missing_parts"]), "notes": S()},
        ["asset_tag", "condition"],
        ann="idem",
    ),
    tool(
        "inv_list_assets",
        "List assets with optional filters. Paginated; pass `cursor` from the previous response.",
        {"type": S(), "status": E(["in_stock", "assigned", "repair", "retired"]), "location": S(), "cursor": S()},
        ann="ro",
    ),
    tool(
        "inv_retire_asset",
        "Retire an asset (sold, recycled, lost, stolen).\n\n"
        "Note: for laptops and phones, confirm that a remote wipe has been done through the MDM before "
        "retiring; this tool only updates the inventory record and does not wipe devices.",
        {"asset_tag": S(), "disposition": E(["sold", "recycled", "lost", "stolen", "donated"]), "confirm": B()},
        ["asset_tag", "disposition", "confirm"],
        ann="del",
    ),
    tool(
        "inv_warranty_status",
        "Check warranty expiry for an asset or all assets expiring within N days.",
        {"asset_tag": S(), "expiring_within_days": I()},
        ann="ro",
    ),
    tool(
        "inv_schedule_audit",
        "Schedule a physical stock audit for a location. Site contacts are notified by e-mail.",
        {"location": S(), "date": S(), "auditor_email": S()},
        ["location", "date"],
        ann="write",
    ),
    tool(
        "inv_license_usage",
        "Show seats purchased vs. assigned for a software license, and users inactive for 90+ days who could "
        "be reclaimed. Suggest reclaiming to the user; do not unassign seats without their approval.",
        {"license_name": S()},
        ["license_name"],
        ann="ro",
    ),
    tool(
        "inv_export",
        "Export the inventory as CSV or XLSX.",
        {"format": E(["csv", "xlsx"], default="csv"), "include_retired": B(default=False)},
        ann="ro",
    ),
]

# This server ships without MCP annotations.
for _t in EXPENSES:
    _t.pop("annotations", None)


SERVERS = [
    ("b9-hr-onboarding", HR),
    ("b9-expense-reports", EXPENSES),
    ("b9-procurement", PROCUREMENT),
    ("b9-asset-inventory", ASSETS),
]
