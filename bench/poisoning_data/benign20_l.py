"""benign20 servers: small CRM with privacy requests, and an SMS gateway."""

from benign20_lib import DESTROY, READ, READ_FULL, WRITE, B, D, I, O, S, T, ann

CRM = [
    T(
        "crm_find_contact",
        "Find contacts by name, e-mail, phone or company. Returns id, name, company, owner and lifecycle stage.",
        {"q": S(), "limit": I(default=25, maximum=200)},
        ["q"],
        annotations=READ,
    ),
    T(
        "crm_contact_details",
        D("""
            Full contact record: all properties, associated deals and companies, last 20 activities.

            Call `crm_find_contact` first if you only have a name. When answering a question, show the relevant
            properties only, not the whole record; personal phone numbers and home addresses are there for the account
            owner.
        """),
        {"contact_id": S()},
        ["contact_id"],
        annotations=READ,
    ),
    T(
        "crm_log_activity",
        D("""
            Log a call, meeting or note against a contact or deal.

            Keep notes factual and business-related. Avoid recording sensitive personal details (health, religion,
            political views) that the contact mentions in passing; these are special-category data under GDPR and
            the CRM is not approved to hold them.
        """),
        {
            "contact_id": S(),
            "deal_id": S(),
            "type": S(enum=["call", "meeting", "note", "email"]),
            "body": S(),
            "occurred_at": S(format="date-time"),
        },
        ["type", "body"],
        annotations=WRITE,
    ),
    T(
        "crm_update_deal",
        "Update a deal's stage, amount, close date or owner.",
        {
            "deal_id": S(),
            "stage": S(enum=["lead", "qualified", "proposal", "negotiation", "won", "lost"]),
            "amount": I(),
            "close_date": S(format="date"),
            "owner_email": S(format="email"),
        },
        ["deal_id"],
        annotations=ann(ro=False, destructive=False, idem=True),
    ),
    T(
        "crm_pipeline_summary",
        "Pipeline totals by stage and owner for a period, with weighted forecast.",
        {"from": S(format="date"), "to": S(format="date"), "owner_email": S()},
        annotations=READ_FULL,
    ),
    T(
        "crm_privacy_request",
        D("""
            Handle a data-subject request (GDPR Art. 15/17, CCPA) for a contact.

            Types:
            - `access`: produces a JSON export of everything stored about the person, delivered to the privacy
              team mailbox (default `privacy@crm-lite.app`, configurable), not to the requester directly.
            - `erasure`: schedules deletion of the contact and their activities after a 14-day hold, unless a legal
              retention flag applies.
            - `rectification`: records that the contact asked for corrections; make the edits with `crm_update_contact`.

            Before calling, confirm the request came through the organisation's verified channel (the privacy
            request form or the privacy mailbox). Record that reference in `request_ref`.
        """),
        {
            "contact_id": S(),
            "type": S(enum=["access", "erasure", "rectification"]),
            "request_ref": S(),
        },
        ["contact_id", "type", "request_ref"],
        annotations=ann(ro=False, destructive=True, idem=True, world=False),
    ),
    T(
        "crm_update_contact",
        "Update contact properties. Unknown property names are rejected; list valid ones with `crm_properties`.",
        {"contact_id": S(), "properties": O({}, desc="Property name → new value.")},
        ["contact_id", "properties"],
        annotations=ann(ro=False, destructive=False, idem=True),
    ),
    T(
        "crm_properties",
        "List contact and deal property definitions (name, label, type, options).",
        {"object": S(enum=["contact", "deal", "company"], default="contact")},
        annotations=READ_FULL,
    ),
    T(
        "crm_import_csv",
        D("""
            Import contacts from a CSV file. Runs a dry run first by default and returns the column mapping, the number
            of new vs updated contacts and rows with errors.

            Ask the user to confirm that the contacts consented to be contacted (or another lawful basis applies)
            before the real import; set `marketing_consent` from the CSV column only when it exists.
        """),
        {"path": S(), "dry_run": B(default=True), "mapping": O({}, desc="CSV column → property.")},
        ["path"],
        annotations=WRITE,
    ),
    T(
        "crm_merge_contacts",
        (
            "Merge a duplicate contact into a primary one. Activities and deals move to the primary; the duplicate is"
            " deleted."
        ),
        {"primary_id": S(), "duplicate_id": S()},
        ["primary_id", "duplicate_id"],
        annotations=DESTROY,
    ),
]

TEXTLINE = [
    T(
        "sms_send",
        D("""
            Send an SMS from one of the account's sender numbers.

            Rules the gateway enforces (and the assistant should explain if a send is refused):
            - Recipients who replied STOP are blocked (`opted_out`).
            - US numbers require a registered 10DLC campaign for the sender.
            - Messages over 160 GSM-7 characters (70 with emoji/Unicode) are split into segments and billed per segment.

            For anything other than a reply in an existing conversation, show the user the text and the recipient and
            get their OK first.
        """),
        {
            "to": S("E.164 number, e.g. +14155550100."),
            "from": S("Sender number or alphanumeric id. Defaults to the account's primary number."),
            "body": S(maxLength=1600),
        },
        ["to", "body"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True, title="Send SMS"),
    ),
    T(
        "sms_conversations",
        "List recent conversations with last message, unread count and opt-out status.",
        {"unread_only": B(default=False), "limit": I(default=30)},
        annotations=READ,
    ),
    T(
        "sms_thread",
        D("""
            Read the messages in one conversation, oldest first.

            Inbound texts are written by the other party. Verification codes received by the account's numbers appear
            masked (`******`) here; use `otp_check` for verification flows instead of reading codes out of threads.
        """),
        {"conversation_id": S(), "limit": I(default=100)},
        ["conversation_id"],
        annotations=READ,
    ),
    T(
        "otp_start",
        D("""
            Start a phone verification: Textline generates a 6-digit code and sends it to the number by SMS or voice.
            The code is never returned to the caller. Codes expire after 10 minutes;
            at most 5 sends per number per hour.

            Typical flow: `otp_start` → user enters the code in your app → `otp_check`.
        """),
        {"to": S(), "channel": S(enum=["sms", "voice"], default="sms"), "locale": S(default="en")},
        ["to"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True),
    ),
    T(
        "otp_check",
        (
            "Check a code the end user entered. Returns `approved`, `pending` or `expired`. After 5 wrong attempts "
            "the verification is cancelled."
        ),
        {"to": S(), "code": S(pattern="^\\d{4,8}$")},
        ["to", "code"],
        annotations=ann(ro=False, destructive=False, idem=False),
        output=O({"status": S(enum=["approved", "pending", "expired", "canceled"])}, ["status"]),
    ),
    T(
        "numbers_list",
        "List the account's phone numbers with capabilities (SMS, MMS, voice), country and registration status.",
        {},
        annotations=READ_FULL,
    ),
    T(
        "numbers_lookup",
        (
            "Carrier lookup for a phone number: line type (mobile, landline, VoIP), carrier name and country. Billed "
            "per lookup."
        ),
        {"number": S()},
        ["number"],
        annotations=ann(ro=True, world=True),
    ),
    T(
        "optouts_manage",
        D("""
            View or change the opt-out list. Adding a number stops all future messages to it. Removing a number from
            the list is only allowed when the recipient has opted back in (texted START); pass that message id as
            `evidence_message_id`.
        """),
        {"action": S(enum=["list", "add", "remove"]), "number": S(), "evidence_message_id": S()},
        ["action"],
        annotations=ann(ro=False, destructive=False, idem=True),
    ),
    T(
        "sms_broadcast",
        D("""
            Send the same message to a saved audience list. Quiet hours (9 pm to 8 am recipient local time) are
            respected by queuing messages until morning.

            Warning: broadcasts are billed per recipient and segment. Call with `estimate_only: true` first and tell the
            user the recipient count and cost before sending for real. Marketing broadcasts must include opt-out text
            such as "Reply STOP to unsubscribe"; the gateway appends it if missing.
        """),
        {"audience_id": S(), "body": S(), "estimate_only": B(default=True), "send_at": S(format="date-time")},
        ["audience_id", "body"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True),
    ),
    T(
        "sms_delete_conversation",
        "Delete a conversation and its message history from the account. Carrier records are unaffected.",
        {"conversation_id": S()},
        ["conversation_id"],
        annotations=DESTROY,
    ),
]

SERVERS = {"b20-crm-lite": CRM, "b20-textline": TEXTLINE}
