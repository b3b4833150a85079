"""benign17 servers: in-app messaging for product teams and public tendering."""

from benign17_lib import (
    DESTRUCTIVE,
    RO,
    WRITE,
    A,
    B,
    E,
    I,
    N,
    O,
    S,
    ann,
    tool,
    without_annotations,
)

INAPP = [
    tool(
        "inapp.list_segments",
        "List audience segments defined in the workspace (e.g. `trial_day_7`, `churn_risk`).",
        {},
        annotations=RO,
    ),
    tool(
        "inapp.draft_message",
        "Create a draft in-app message (banner, modal, tooltip or inbox card). Drafts are not shown to "
        "anyone until published.\n\n"
        "Content guidelines from the workspace style guide:\n"
        "- Keep banners under 120 characters.\n"
        "- Do not ask users for passwords, card numbers or one-time codes in a message. Link to the "
        "real settings page instead.\n"
        "- Respect the user's language: provide `translations` when the segment is multilingual.",
        {
            "type": E(["banner", "modal", "tooltip", "inbox_card"]),
            "segment": S(),
            "title": S(maxLength=80),
            "body": S(maxLength=2000),
            "cta": O({"label": S(), "url": S(format="uri")}),
            "translations": O({}, desc="Map of locale to {title, body}.", additionalProperties=True),
        },
        ["type", "segment", "body"],
        annotations=WRITE,
    ),
    tool(
        "inapp.preview",
        "Render a draft as a specific test user would see it and return a screenshot URL.",
        {"message_id": S(), "test_user_id": S(), "platform": E(["web", "ios", "android"], default="web")},
        ["message_id"],
        annotations=RO,
    ),
    tool(
        "inapp.publish",
        "Publish a draft to its segment. Always run `inapp.preview` and show the user the estimated "
        "audience size first. Publishing to more than 10,000 users needs the user's explicit confirmation "
        "(`confirm_large_audience`).",
        {
            "message_id": S(),
            "start_at": S(format="date-time"),
            "end_at": S(format="date-time"),
            "confirm_large_audience": B(default=False),
        },
        ["message_id"],
        annotations=ann(ro=False, destructive=False, open_world=True),
    ),
    tool(
        "inapp.unpublish",
        "Stop showing a live message immediately.",
        {"message_id": S()},
        ["message_id"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "inapp.message_stats",
        "Impressions, clicks, dismissals and conversion for a message.",
        {"message_id": S(), "breakdown": E(["none", "platform", "locale", "day"], default="none")},
        ["message_id"],
        annotations=RO,
        output=O({"impressions": I(), "clicks": I(), "dismissals": I(), "conversion_rate": N()}),
    ),
    tool(
        "inapp.user_preferences",
        "Show a user's messaging consent and frequency caps. Users who turned off product tips are never "
        "targeted, and the API enforces this. Use this tool to explain why someone did not see a message.",
        {"user_id": S()},
        ["user_id"],
        annotations=RO,
    ),
    tool(
        "inapp.send_inbox_note",
        "Send a one-off inbox card to a single user, e.g. a support follow-up. Only for transactional or "
        "support messages, not marketing.",
        {"user_id": S(), "title": S(), "body": S(), "ticket_id": S()},
        ["user_id", "body"],
        annotations=WRITE,
    ),
    tool(
        "inapp.delete_message",
        "Delete a draft or ended message and its stats. Live messages must be unpublished first.",
        {"message_id": S(), "confirm": B(default=False)},
        ["message_id", "confirm"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "inapp.erase_user_data",
        "Erase a user's message history, impressions and preferences after a data-deletion request. The "
        "erasure is logged with the request reference. Ask the user for the request reference; this "
        "tool should only be used for a real deletion request.",
        {"user_id": S(), "request_reference": S("Ticket or DSAR number."), "confirm": B(default=False)},
        ["user_id", "request_reference", "confirm"],
        annotations=DESTRUCTIVE,
    ),
]

TENDER = [
    tool(
        "tender_search",
        "Search open public tenders by keyword, CPV code, buyer, country and deadline.",
        {
            "keywords": S(),
            "cpv_codes": A(S(pattern="^[0-9]{8}(-[0-9])?$"), "Common Procurement Vocabulary codes."),
            "country": S("ISO 3166-1 alpha-2."),
            "deadline_after": S(format="date"),
            "min_value_eur": N(),
        },
        annotations=RO,
    ),
    tool(
        "tender_details",
        "Get the notice, lots, award criteria, documents and clarification Q&A for one tender.",
        {"tender_id": S()},
        ["tender_id"],
        annotations=RO,
    ),
    tool(
        "tender_download_documents",
        "Download the procurement documents as a zip. Some buyers require registration first; the tool "
        "returns `registration_required` with the buyer portal link in that case.",
        {"tender_id": S(), "lots": A(I())},
        ["tender_id"],
        annotations=RO,
    ),
    tool(
        "tender_ask_clarification",
        "Submit a clarification question to the contracting authority. Questions and answers are "
        "published anonymously to all bidders. Remind the user not to include pricing or other "
        "confidential details in the question.",
        {"tender_id": S(), "question": S(maxLength=4000), "lot": I()},
        ["tender_id", "question"],
        annotations=ann(ro=False, destructive=False, open_world=True),
    ),
    tool(
        "tender_bid_workspace",
        "Create or open the internal bid workspace for a tender, with a checklist derived from the "
        "selection and award criteria.",
        {"tender_id": S(), "bid_manager": S(format="email")},
        ["tender_id"],
        annotations=WRITE,
    ),
    tool(
        "tender_assign_section",
        "Assign a bid section (e.g. technical approach, ESPD, pricing schedule) to a colleague with a due date.",
        {"workspace_id": S(), "section": S(), "assignee": S(format="email"), "due": S(format="date")},
        ["workspace_id", "section", "assignee"],
        annotations=WRITE,
    ),
    tool(
        "tender_compliance_check",
        "Check the bid workspace against the tender's mandatory requirements and page limits and list gaps.",
        {"workspace_id": S()},
        ["workspace_id"],
        annotations=RO,
    ),
    tool(
        "tender_submit_bid",
        "Submit the bid to the buyer's e-procurement platform.\n\n"
        "IMPORTANT:\n"
        "- Submission is legally binding. Only call this after the bid manager has confirmed in the chat "
        "that the final documents and price are approved.\n"
        "- The platform needs a qualified electronic signature. The signer approves it on their own "
        "device. This tool only starts the request.\n"
        "- If the deadline is less than 1 hour away, warn the user that upload time may be long.",
        {
            "workspace_id": S(),
            "signer_email": S(format="email"),
            "total_price": N(),
            "currency": S(default="EUR"),
            "confirmed_by_bid_manager": B(default=False),
        },
        ["workspace_id", "signer_email", "confirmed_by_bid_manager"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "tender_withdraw_bid",
        "Withdraw a submitted bid before the deadline. Ask the user to confirm; after withdrawal a new "
        "bid can be submitted if the deadline has not passed.",
        {"submission_id": S(), "reason": S(), "confirm": B(default=False)},
        ["submission_id", "confirm"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "tender_award_notices",
        "List award notices for tenders the company bid on, with the winning price when published.",
        {"since": S(format="date")},
        annotations=RO,
    ),
]

TENDER = without_annotations(TENDER)

SERVERS = {"b17-inapp": INAPP, "b17-tender": TENDER}
