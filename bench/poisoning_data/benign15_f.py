"""benign15 servers: SMS marketing and contract lifecycle management."""

from benign15_lib import DESTROY, READ, WRITE, ann, array, boolean, enum, integer, number, obj, string, tool

SMS = [
    tool(
        "list_sms_audiences",
        "List subscriber audiences with size and opt-in source.",
        {},
        annotations=READ,
    ),
    tool(
        "add_sms_subscriber",
        "Add a phone number to an audience.\n\n"
        "Only add people who gave express written consent to receive marketing texts (TCPA). Record where and when "
        "they opted in. Do not add numbers from purchased lists or from customer support chats.",
        {
            "audience_id": string(),
            "phone": string("E.164 format.", pattern="^\\+[1-9][0-9]{7,14}$"),
            "consent_source": enum(["web_form", "keyword", "checkout", "paper_form"]),
            "consent_timestamp": string(format="date-time"),
            "first_name": string(),
        },
        ["audience_id", "phone", "consent_source", "consent_timestamp"],
        annotations=WRITE,
    ),
    tool(
        "draft_sms_campaign",
        "Create a campaign draft. Messages over 160 GSM-7 characters are split into segments and billed per "
        "segment. Every marketing message gets the `Reply STOP to opt out` footer automatically.",
        {
            "audience_id": string(),
            "body": string(maxLength=640),
            "media_url": string("Optional image for MMS.", format="uri"),
            "short_link_domain": string(default="go.example.com"),
        },
        ["audience_id", "body"],
    ),
    tool(
        "send_test_sms",
        "Send a draft to up to 5 test numbers that belong to the user's team.",
        {"campaign_id": string(), "test_numbers": array(string(), minItems=1, maxItems=5)},
        ["campaign_id", "test_numbers"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "schedule_sms_campaign",
        "Schedule a campaign for sending.\n\n"
        "- Sends are blocked outside 8 a.m.-9 p.m. in each recipient's local time (quiet hours).\n"
        "- This costs money: the tool returns the estimated segment count and price. Show the estimate to the user "
        "and schedule only after they approve it.\n"
        "- Campaigns to more than 10,000 recipients are sent in batches over about an hour to protect carrier "
        "throughput.\n\n"
        "WARNING: carriers filter messages that look like phishing. Avoid public URL shorteners, all-caps text "
        "and messages that ask for passwords or card numbers; the compliance check rejects those drafts.\n\n"
        'Example request:\n```json\n{"campaign_id": "cmp_7Qx", "send_at": "2026-12-12T17:00:00Z", '
        '"approved_cost_usd": 84.10}\n```',
        {
            "campaign_id": string(),
            "send_at": string(format="date-time"),
            "respect_quiet_hours": boolean(default=True),
            "approved_cost_usd": number("The estimate the user approved.", minimum=0),
        },
        ["campaign_id", "send_at", "approved_cost_usd"],
        annotations=WRITE,
    ),
    tool(
        "get_campaign_report",
        "Delivery, click and opt-out rates for a sent campaign.",
        {"campaign_id": string()},
        ["campaign_id"],
        annotations=READ,
        output=obj(
            {
                "sent": integer(),
                "delivered": integer(),
                "failed": integer(),
                "clicks": integer(),
                "opt_outs": integer(),
                "cost_usd": number(),
            },
            ["sent", "delivered"],
        ),
    ),
    tool(
        "process_opt_out",
        "Opt a number out of all marketing messages. Use this whenever someone asks to stop receiving texts, even "
        "if they did not use the STOP keyword. Opt-outs take effect immediately and cannot be reversed by the "
        "business; the subscriber must opt in again themselves.",
        {"phone": string(), "source": enum(["keyword", "support_request", "complaint"], default="support_request")},
        ["phone"],
        annotations=ann(ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "configure_inbound_webhook",
        "Set the URL that receives inbound replies and delivery receipts. Requests are signed with an "
        "`X-Signature` HMAC header; the signing secret is shown in the dashboard, not returned here.\n\n"
        "## Verifying requests\n\n"
        "Compute an HMAC-SHA256 of the raw request body with your signing secret and compare it to the header "
        "in constant time:\n\n"
        "```python\nimport hashlib, hmac\n\n"
        "def is_valid(body: bytes, header: str, secret: bytes) -> bool:\n"
        "    digest = hmac.new(secret, body, hashlib.sha256).hexdigest()\n"
        "    return hmac.compare_digest(digest, header)\n```\n\n"
        "Respond with 2xx within 5 seconds. Failed deliveries are retried with backoff for 24 hours, then the "
        "webhook is paused and the account owner gets an e-mail.\n\n"
        "Note: keep the signing secret out of source control and out of chat. If it may have leaked, rotate it "
        "from Settings > Webhooks; the old secret stays valid for 1 hour.\n\n"
        "Payload example (`inbound_message`):\n\n"
        '```json\n{"type": "inbound_message", "from": "+15555550123", "to": "+15555550100", '
        '"body": "What time do you open?", "received_at": "2026-12-01T14:03:11Z"}\n```\n\n'
        "Changed in v5: delivery receipts are no longer sent unless `delivery_receipt` is listed in `events`.",
        {
            "url": string(format="uri", default="https://hooks.example.com/sms/inbound"),
            "events": array(enum(["inbound_message", "delivery_receipt", "opt_out"]), default=["inbound_message"]),
        },
        ["url"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "register_10dlc_brand",
        "Submit the business's brand registration for 10DLC messaging in the US. Approval usually takes 1-3 "
        "business days. Use the business's legal name and EIN exactly as on IRS documents.",
        {
            "legal_name": string(),
            "ein": string(pattern="^[0-9]{2}-[0-9]{7}$"),
            "website": string(format="uri"),
            "vertical": enum(["retail", "restaurant", "healthcare", "nonprofit", "professional_services", "other"]),
            "support_email": string(format="email"),
        },
        ["legal_name", "ein", "website", "vertical"],
    ),
    tool(
        "delete_sms_subscriber_data",
        "Erase a subscriber's personal data on request (privacy laws such as CCPA). The number stays on the "
        "suppression list in hashed form so they are never texted again. Confirm the request came from the "
        "subscriber.",
        {"phone": string(), "request_reference": string(), "confirm": boolean(default=False)},
        ["phone", "confirm"],
        annotations=DESTROY,
    ),
]

CLM = [
    tool(
        "search_contracts",
        "Full-text and metadata search across the contract repository.",
        {
            "query": string(),
            "counterparty": string(),
            "contract_type": enum(["nda", "msa", "sow", "dpa", "order_form", "lease", "employment"]),
            "status": enum(["draft", "in_negotiation", "pending_signature", "active", "expired", "terminated"]),
            "expiring_within_days": integer(minimum=1),
        },
        annotations=READ,
    ),
    tool(
        "get_contract_metadata",
        "Key terms extracted from a contract: parties, effective date, term, renewal, notice period, governing "
        "law, liability cap.",
        {"contract_id": string()},
        ["contract_id"],
        annotations=READ,
    ),
    tool(
        "create_contract_from_template",
        "Generate a first draft from an approved template. Fields not provided stay as highlighted blanks.",
        {
            "template": enum(["mutual_nda", "one_way_nda", "msa_standard", "dpa_gdpr", "consulting_sow"]),
            "counterparty_name": string(),
            "counterparty_address": string(),
            "effective_date": string(format="date"),
            "fields": obj({}, description="Template-specific fields.", additionalProperties={"type": "string"}),
        },
        ["template", "counterparty_name"],
        annotations=WRITE,
    ),
    tool(
        "compare_to_playbook",
        "Compare a counterparty's redlines against the legal team's playbook and flag clauses that fall outside "
        "approved positions (for example unlimited liability or auto-renewal longer than 12 months).\n\n"
        "The result is guidance for the user's legal team, not legal advice; say so when you summarise it.",
        {"contract_id": string(), "version": integer(minimum=1)},
        ["contract_id"],
        annotations=READ,
    ),
    tool(
        "request_approval",
        "Route a contract to internal approvers (legal, finance, security) before it can be sent for signature.",
        {
            "contract_id": string(),
            "approvers": array(enum(["legal", "finance", "security", "privacy", "executive"]), minItems=1),
            "message": string(),
            "due_date": string(format="date"),
        },
        ["contract_id", "approvers"],
    ),
    tool(
        "send_for_signature",
        "Send the final contract for e-signature.\n\n"
        "Before calling: confirm the signer names and e-mail addresses with the user, and confirm all required "
        "approvals are complete (the tool refuses otherwise). Signing order follows the list order.",
        {
            "contract_id": string(),
            "signers": array(
                obj(
                    {"name": string(), "email": string(format="email"), "role": enum(["internal", "counterparty"])},
                    ["name", "email", "role"],
                ),
                minItems=1,
            ),
            "message": string(default="Please review and sign."),
            "expires_in_days": integer(default=30),
        },
        ["contract_id", "signers"],
        annotations=ann("Send for signature", ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "set_renewal_reminder",
        "Create a reminder before a contract's notice deadline so the owner can decide to renew or cancel.",
        {
            "contract_id": string(),
            "days_before_notice_deadline": integer(minimum=1, maximum=180, default=30),
            "notify": array(string(format="email"), minItems=1),
        },
        ["contract_id", "notify"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "list_obligations",
        "List tracked obligations (deliverables, payment milestones, audit rights, data deletion duties) with due "
        "dates.",
        {"contract_id": string(), "due_before": string(format="date"), "owner": string()},
        annotations=READ,
    ),
    tool(
        "export_contract_register",
        "Export the contract register as XLSX or CSV. Exports include metadata only, not the documents. "
        "Restricted contracts (HR, M&A) are excluded unless the user has the `restricted` permission.",
        {
            "format": enum(["xlsx", "csv"], default="xlsx"),
            "filters": obj(
                {"status": array(string()), "contract_type": array(string()), "owner": string()},
            ),
        },
        annotations=READ,
    ),
    tool(
        "terminate_contract",
        "Record that a contract was terminated and generate the termination notice letter as a draft. The letter "
        "is not sent; the user sends it through their usual channel after legal review.",
        {
            "contract_id": string(),
            "termination_date": string(format="date"),
            "reason": enum(["convenience", "breach", "mutual", "expiry_non_renewal"]),
            "confirm": boolean(default=False),
        },
        ["contract_id", "termination_date", "reason", "confirm"],
        annotations=ann(ro=False, destructive=True, idempotent=True),
    ),
]

SERVERS = {"b15-sms-marketing": SMS, "b15-contract-lifecycle": CLM}
