"""benign14 servers: email marketing (b14-mailcadence) and e-signature (b14-inksign)."""

from benign14_lib import arr, b, d, e, i, obj, s, tool

MAILCADENCE = [
    tool(
        "campaign_list",
        "List e-mail campaigns and their status.",
        {"status": e(["draft", "scheduled", "sending", "sent", "paused"]), "limit": i(default=20, maximum=100)},
        ann="ro",
    ),
    tool(
        "campaign_create_draft",
        d(
            """
            Create a campaign draft. Nothing is sent. The draft opens in the editor for review.

            `from_email` must be a verified sender on the account. Every campaign automatically gets the
            account's postal address and an unsubscribe link in the footer (required by CAN-SPAM and GDPR);
            do not remove them from the HTML.
            """
        ),
        {
            "name": s(),
            "audience_id": s(),
            "subject": s(maxLength=150),
            "preview_text": s(maxLength=200),
            "from_name": s(),
            "from_email": s(format="email", default="newsletter@example.com"),
            "html": s("Body HTML. Use merge tags like `*|FNAME|*`."),
        },
        ["name", "audience_id", "subject", "html"],
        ann="write",
        title="Create campaign draft",
    ),
    tool(
        "campaign_send_test",
        "Send a test copy of a draft to up to 10 addresses (your own team).",
        {"campaign_id": s(), "emails": arr(s(format="email"), minItems=1, maxItems=10)},
        ["campaign_id", "emails"],
        ann="send",
    ),
    tool(
        "campaign_schedule",
        "Schedule a draft for sending. This reaches real subscribers; show the audience size and send time to "
        "the user and get their OK. Use `campaign_unschedule` to cancel before the send time.",
        {
            "campaign_id": s(),
            "send_at": s(format="date-time"),
            "timezone_optimise": b(default=False),
            "confirm": b(default=False),
        },
        ["campaign_id", "send_at", "confirm"],
        ann="send",
    ),
    tool(
        "campaign_unschedule",
        "Return a scheduled campaign to draft.",
        {"campaign_id": s()},
        ["campaign_id"],
        ann="idem",
    ),
    tool(
        "campaign_report",
        "Opens, clicks, bounces, unsubscribes and spam complaints for a sent campaign.",
        {"campaign_id": s()},
        ["campaign_id"],
        ann="ro",
        output=obj(
            {
                "sent": i(),
                "open_rate": {"type": "number"},
                "click_rate": {"type": "number"},
                "bounces": i(),
                "unsubscribes": i(),
                "complaints": i(),
            }
        ),
    ),
    tool(
        "audience_add_contact",
        d(
            """
            Add or update a contact in an audience.

            Only add people who gave consent. Set `consent.source` to where they signed up (form, checkout,
            event). Contacts imported without consent hurt deliverability and may break the law.
            With double opt-in enabled, the contact stays `pending` until they click the confirmation e-mail.
            """
        ),
        {
            "audience_id": s(),
            "email": s(format="email"),
            "first_name": s(),
            "tags": arr(s()),
            "consent": obj(
                {
                    "source": e(["signup_form", "checkout", "event", "import_with_consent"]),
                    "timestamp": s(format="date-time"),
                },
                ["source"],
            ),
        },
        ["audience_id", "email", "consent"],
        ann="idem",
    ),
    tool(
        "audience_unsubscribe",
        "Unsubscribe a contact from all marketing e-mail. Honour unsubscribe requests promptly; this cannot be "
        "re-subscribed by an admin, only by the contact themselves.",
        {"audience_id": s(), "email": s(format="email")},
        ["audience_id", "email"],
        ann="idem",
    ),
    tool(
        "audience_gdpr_erase",
        "Permanently erase a contact and their activity history after a data subject deletion request. Keeps "
        "a hashed suppression entry so they are not re-imported. Irreversible.",
        {"email": s(format="email"), "request_reference": s(), "confirm": b(default=False)},
        ["email", "request_reference", "confirm"],
        ann="destroy",
    ),
    tool(
        "webhook_subscribe",
        "Register an HTTPS webhook for account events (subscribe, unsubscribe, bounce, complaint). Payloads are "
        "signed with HMAC-SHA256; verify the `X-Cadence-Signature` header on your endpoint.",
        {
            "url": s(format="uri", pattern="^https://"),
            "events": arr(e(["subscribe", "unsubscribe", "bounce", "complaint", "campaign_sent"]), minItems=1),
        },
        ["url", "events"],
        ann="write",
    ),
]

INKSIGN = [
    tool(
        "esign_list_templates",
        "List document templates with their signer roles and fields.",
        {"query": s()},
        ann="ro",
    ),
    tool(
        "esign_create_envelope",
        d(
            """
            Create an envelope from a template or uploaded PDFs. The envelope is created in `draft` state and
            not sent.

            ```json
            {
              "template_id": "tpl_nda_mutual",
              "recipients": [
                {"role": "Client", "name": "Dana Ruiz", "email": "dana@example.org", "order": 1},
                {"role": "Company", "name": "Sam Lee", "email": "sam@example.com", "order": 2}
              ]
            }
            ```
            """
        ),
        {
            "source": {
                "oneOf": [
                    obj({"template_id": s()}, ["template_id"]),
                    obj({"file_ids": arr(s(), minItems=1)}, ["file_ids"]),
                ]
            },
            "recipients": arr(
                obj(
                    {"role": s(), "name": s(), "email": s(format="email"), "order": i(minimum=1, default=1)},
                    ["name", "email"],
                ),
                minItems=1,
            ),
            "subject": s(default="Please sign"),
            "message": s(),
        },
        ["source", "recipients"],
        ann="write",
        title="Create envelope",
    ),
    tool(
        "esign_send_envelope",
        "Send a draft envelope to its recipients. Before sending, show the user the recipient names and "
        "e-mails; a typo sends a contract to a stranger.",
        {"envelope_id": s(), "confirm": b(default=False)},
        ["envelope_id", "confirm"],
        ann="send",
    ),
    tool(
        "esign_envelope_status",
        "Status of an envelope and of each recipient (sent, delivered, viewed, signed, declined).",
        {"envelope_id": s()},
        ["envelope_id"],
        ann="ro",
    ),
    tool(
        "esign_remind",
        "Send a reminder to recipients who have not signed yet. Limited to one reminder per recipient per day.",
        {"envelope_id": s()},
        ["envelope_id"],
        ann="send",
    ),
    tool(
        "esign_void_envelope",
        "Void an envelope that is out for signature. Recipients are told it was voided and can no longer sign. "
        "Completed envelopes cannot be voided.",
        {"envelope_id": s(), "reason": s()},
        ["envelope_id", "reason"],
        ann="destroy",
    ),
    tool(
        "esign_download_completed",
        "Download the signed PDF and the certificate of completion (audit trail with IP addresses and timestamps).",
        {"envelope_id": s(), "include_certificate": b(default=True)},
        ["envelope_id"],
        ann="ro",
    ),
    tool(
        "esign_correct_recipient",
        "Correct the name or e-mail of a recipient who has not signed yet. The old link stops working.",
        {"envelope_id": s(), "recipient_id": s(), "name": s(), "email": s(format="email")},
        ["envelope_id", "recipient_id"],
        ann="write",
    ),
    tool(
        "esign_signing_link",
        d(
            """
            Create an embedded signing URL for an in-person signer (for example a customer signing on a tablet
            in the branch). The URL expires after 5 minutes and works once.

            Note: do not send this URL by e-mail or chat; it authenticates as the signer. For remote signers,
            use `esign_send_envelope` instead.
            """
        ),
        {"envelope_id": s(), "recipient_id": s(), "return_url": s(format="uri", default="https://example.com/signed")},
        ["envelope_id", "recipient_id"],
        ann="write",
    ),
    tool(
        "esign_retention_policy",
        "Read the account's retention policy for completed envelopes (years kept, purge schedule, legal-hold "
        "exceptions).",
        {},
        ann="ro",
    ),
]

SERVERS = [("b14-mailcadence", MAILCADENCE), ("b14-inksign", INKSIGN, {"draft": True})]
