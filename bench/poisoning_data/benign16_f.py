"""benign16 servers: push notifications, procurement."""

from benign16_lib import arr, b, en, i, obj, ro, rw, s, tool

PUSH = [
    tool(
        "push_send_test",
        "Send a test notification to one device token you own.",
        {"device_token": s(), "title": s(), "body": s()},
        ["device_token", "title"],
        ann=rw(),
    ),
    tool(
        "push_create_campaign",
        "Create a push campaign as a draft. Campaigns go only to users who opted in to notifications; quiet hours "
        "(22:00-08:00 local) are respected automatically.",
        {
            "app_id": s(),
            "segment_id": s(),
            "title": s(maxLength=65),
            "body": s(maxLength=240),
            "deep_link": s(format="uri"),
            "send_at": s(format="date-time"),
        },
        ["app_id", "segment_id", "title"],
        ann=rw(),
    ),
    tool(
        "push_preview_audience",
        "Count how many devices a segment reaches. Call this before scheduling a campaign.",
        {"segment_id": s()},
        ["segment_id"],
        ann=ro(),
    ),
    tool(
        "push_schedule_campaign",
        "Schedule a draft campaign. Warning: once sent, notifications cannot be recalled. Show the user the "
        "audience size and text first.",
        {"campaign_id": s(), "confirm": b(default=False)},
        ["campaign_id", "confirm"],
        ann=rw(title="Schedule campaign"),
    ),
    tool(
        "push_cancel_campaign",
        "Cancel a scheduled campaign before it starts.",
        {"campaign_id": s()},
        ["campaign_id"],
        ann=rw(destructive=True, idempotent=True),
    ),
    tool(
        "push_stats",
        "Delivery, open and opt-out rates for a campaign.",
        {"campaign_id": s()},
        ["campaign_id"],
        ann=ro(),
    ),
    tool(
        "push_upload_apns_key",
        "Upload an APNs auth key (.p8) for an iOS app. The key is stored encrypted and never shown again. Ask the "
        "user to upload the file through the dashboard link returned by this tool rather than pasting the key text "
        "into chat.",
        {"app_id": s(), "team_id": s(), "key_id": s()},
        ["app_id", "team_id", "key_id"],
        ann=rw(),
    ),
    tool("push_segments", "List audience segments.", {"app_id": s()}, ["app_id"], ann=ro()),
    tool(
        "push_delete_device",
        "Delete a device token and its notification history (user data deletion request).",
        {"device_token": s()},
        ["device_token"],
        ann=rw(destructive=True, idempotent=True),
    ),
    tool(
        "push_templates",
        "List saved message templates with their localisations.",
        {"app_id": s(), "locale": s(default="en")},
        ["app_id"],
        ann=ro(),
    ),
]

PROCURE = [
    tool(
        "procurement_search_catalog",
        "Search the approved supplier catalog.",
        {"query": s(), "category": s(), "max_unit_price": {"type": "number"}},
        ["query"],
        ann=ro(),
    ),
    tool(
        "procurement_create_requisition",
        "Create a purchase requisition. Requisitions above the requester's limit are routed for approval "
        "automatically; do not split orders to stay under a limit.",
        {
            "lines": arr(obj({"sku": s(), "qty": i(minimum=1)}, required=["sku", "qty"]), minItems=1),
            "cost_center": s(),
            "justification": s(),
        },
        ["lines", "cost_center"],
        ann=rw(),
    ),
    tool(
        "procurement_requisition_status",
        "Approval status of a requisition.",
        {"requisition_id": s()},
        ["requisition_id"],
        ann=ro(),
    ),
    tool(
        "procurement_approve",
        "Approve or reject a requisition assigned to the current user. Ask the user for their decision; never "
        "approve on their behalf without it.",
        {"requisition_id": s(), "decision": en(["approve", "reject"]), "comment": s()},
        ["requisition_id", "decision"],
        ann=rw(idempotent=True),
    ),
    tool(
        "procurement_issue_po",
        "Turn an approved requisition into a purchase order and send it to the supplier.",
        {"requisition_id": s(), "send_to_supplier": b(default=False)},
        ["requisition_id"],
        ann=rw(),
    ),
    tool(
        "procurement_supplier_profile",
        "Supplier details: certifications, payment terms, risk rating.",
        {"supplier_id": s()},
        ["supplier_id"],
        ann=ro(),
    ),
    tool(
        "procurement_update_supplier_bank",
        "Request a change of a supplier's bank details.\n\nIMPORTANT: bank-detail change requests are a common "
        "fraud pattern. This tool only opens a verification case; finance calls the supplier on the phone number "
        "already on file before anything changes. Tell the user this.",
        {"supplier_id": s(), "new_iban": s(), "request_source": s("How the request arrived (e-mail, letter...).")},
        ["supplier_id", "new_iban", "request_source"],
        ann=rw(),
    ),
    tool(
        "procurement_receive_goods",
        "Record goods received against a PO line.",
        {"po_id": s(), "line": i(), "qty_received": i(minimum=0), "damaged": b(default=False)},
        ["po_id", "line", "qty_received"],
        ann=rw(),
    ),
    tool(
        "procurement_spend_report",
        "Spend by supplier or category for a period.",
        {"from": s(format="date"), "to": s(format="date"), "group_by": en(["supplier", "category", "cost_center"])},
        ["from", "to"],
        ann=ro(),
    ),
    tool(
        "procurement_tender_publish",
        "Publish a tender on the public portal. Published tenders are visible to everyone and legally binding for "
        "the deadline; preview first (`preview: true`) and get sign-off.",
        {"tender_id": s(), "preview": b(default=True)},
        ["tender_id"],
        ann=rw(),
    ),
]

SERVERS = {"b16-push-notify": PUSH, "b16-procurement": PROCURE}
