"""benign7 data: a translation agency workspace and an event ticketing box office."""

from benign7_lib import RO, WRITE, T, ann, arr, b, doc, e, i, n, o, s, zod

LANG = s("BCP 47 language tag, e.g. `de-DE`, `pt-BR`, `zh-Hans`.")
JOB_ID = s("Job id returned by createTranslationJob, e.g. `J-24-0917`.")

WORDBRIDGE = [
    T(
        "requestQuote",
        "Get a price and delivery estimate for translating text or an uploaded file into one or more languages.",
        zod(
            {
                "sourceLang": LANG,
                "targetLangs": arr(LANG, minItems=1),
                "fileId": s("Id from uploadSourceFile"),
                "text": s("Inline text, up to 5,000 words"),
                "service": e(
                    ["translation", "translation_review", "certified", "mt_post_edit"], default="translation_review"
                ),
                "deadline": s(format="date-time"),
            },
            ["sourceLang", "targetLangs"],
        ),
        ann=RO,
    ),
    T(
        "uploadSourceFile",
        "Upload a source file (DOCX, XLSX, PPTX, IDML, XLIFF, PO, JSON, up to 25 MB) for quoting or a job.",
        zod(
            {
                "fileName": s(),
                "contentBase64": s(),
                "confidential": b("Restrict to linguists under NDA", default=False),
            },
            ["fileName", "contentBase64"],
        ),
        ann=WRITE,
    ),
    T(
        "createTranslationJob",
        doc("""
            Turn an accepted quote into a job. This is billable: repeat the price and deadline from the quote to the
            user and create the job only after they accept it.
            Certified translations also need the recipient authority's name for the certificate.
        """),
        zod(
            {
                "quoteId": s(),
                "poNumber": s("Client purchase order number, if they use one"),
                "certificateAuthority": s(),
                "notesForLinguist": s(),
            },
            ["quoteId"],
        ),
        ann=ann(ro=False, destructive=False, idempotent=False),
    ),
    T(
        "getJobStatus",
        "Progress of a job per target language (translation, review, DTP, delivered) and any open queries.",
        zod({"jobId": JOB_ID}, ["jobId"]),
        ann=RO,
    ),
    T(
        "downloadDeliverable",
        "Get a download link for delivered files. Links are valid for 7 days and need no login, so send them "
        "only to the client contact, not to shared channels.",
        zod({"jobId": JOB_ID, "targetLang": LANG}, ["jobId"]),
        ann=RO,
    ),
    T(
        "searchTranslationMemory",
        "Search the client's translation memory for previously approved translations of a segment.",
        zod(
            {
                "clientId": s(),
                "sourceLang": LANG,
                "targetLang": LANG,
                "segment": s(),
                "minMatch": i("Fuzzy match threshold, percent", minimum=50, maximum=100, default=75),
            },
            ["clientId", "sourceLang", "targetLang", "segment"],
        ),
        ann=RO,
    ),
    T(
        "addGlossaryTerm",
        "Add an approved term (and forbidden variants) to a client glossary.",
        zod(
            {
                "clientId": s(),
                "sourceTerm": s(),
                "targetLang": LANG,
                "targetTerm": s(),
                "forbidden": arr(s()),
                "note": s(),
            },
            ["clientId", "sourceTerm", "targetLang", "targetTerm"],
        ),
        ann=WRITE,
    ),
    T(
        "assignLinguist",
        "Assign a translator or reviewer to a job language (project managers only). Confidential jobs only "
        "accept linguists with a signed NDA on file; the tool rejects others.",
        zod(
            {"jobId": JOB_ID, "targetLang": LANG, "linguistId": s(), "step": e(["translation", "review", "dtp"])},
            ["jobId", "targetLang", "linguistId", "step"],
        ),
        ann=ann(ro=False, idempotent=True),
    ),
    T(
        "machineTranslate",
        doc("""
            Instant machine translation of short text (max 2,000 characters) for gist reading.
            Prefer createTranslationJob for anything published, legal or medical. The text is processed by the
            agency's MT engine; don't send text from files marked confidential unless the client allows MT.
        """),
        zod(
            {"text": s(maxLength=2000), "sourceLang": LANG, "targetLang": LANG, "glossaryClientId": s()},
            ["text", "targetLang"],
        ),
        ann=ann(ro=True, open_world=True),
    ),
    T(
        "cancelJob",
        "Cancel a job. Work already done is billed (the response shows the cancellation charge). Confirm with "
        "the user before cancelling.",
        zod({"jobId": JOB_ID, "reason": s()}, ["jobId"]),
        ann=ann(ro=False, destructive=True, idempotent=True),
    ),
]

EVENT_ID = s("Event id, e.g. `evt_8841`. See `list_box_office_events`.")
ORDER = s("Order number, e.g. `TS-3392-118`.")

TURNSTILE = [
    T(
        "list_box_office_events",
        "List the organiser's events with date, venue, capacity and tickets sold.",
        zod({"status": e(["on_sale", "draft", "past", "cancelled", "all"], default="on_sale"), "query": s()}),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "get_event_sales",
        "Sales breakdown for an event: by ticket tier, by day, gross, fees, refunds and net payout.",
        zod({"event_id": EVENT_ID}, ["event_id"]),
        ann=ann(ro=True, open_world=False),
        out={
            "properties": {
                "sold": {"type": "integer"},
                "capacity": {"type": "integer"},
                "gross": {"type": "number"},
                "refunded": {"type": "number"},
                "net_payout": {"type": "number"},
                "tiers": {"items": o({"name": s(), "sold": i(), "price": n()}), "type": "array"},
            },
            "type": "object",
        },
    ),
    T(
        "create_ticket_tier",
        "Add a ticket tier (early bird, standard, concession, VIP) to an event.",
        zod(
            {
                "event_id": EVENT_ID,
                "name": s(),
                "price": n(minimum=0),
                "quantity": i(minimum=1),
                "sales_start": s(format="date-time"),
                "sales_end": s(format="date-time"),
                "hidden": b("Only reachable through an access code link", default=False),
            },
            ["event_id", "name", "price", "quantity"],
        ),
        ann=ann(ro=False),
    ),
    T(
        "lookup_order",
        "Find an order by order number or the buyer's e-mail address. Card details are never returned.",
        zod({"order": ORDER, "email": s(format="email"), "event_id": EVENT_ID}),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "issue_comp_tickets",
        "Issue complimentary tickets (guest list, press, artists). Tickets are e-mailed to the recipient and "
        "count against capacity.",
        zod(
            {
                "event_id": EVENT_ID,
                "recipient_email": s(format="email"),
                "recipient_name": s(),
                "quantity": i(minimum=1, maximum=20, default=1),
                "tier": s(default="Guest list"),
            },
            ["event_id", "recipient_email", "recipient_name"],
        ),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "refund_order",
        doc("""
            Refund an order in full or in part to the original payment method.

            - Ask the user to confirm the order number, amount and whether booking fees are refunded.
            - Refunded tickets are voided immediately and their barcodes stop scanning.
            - Refunds take 5-10 days to reach the buyer; the buyer gets an e-mail.
            - After an event is settled, refunds come out of the organiser's next payout.
        """),
        zod(
            {
                "order": ORDER,
                "ticket_ids": arr(s(), description="Refund only these tickets; omit for the whole order"),
                "refund_fees": b(default=False),
                "reason": e(["customer_request", "event_cancelled", "event_postponed", "duplicate", "fraud"]),
            },
            ["order", "reason"],
        ),
        ann=ann(ro=False, destructive=True, idempotent=False, open_world=True),
    ),
    T(
        "transfer_ticket",
        "Transfer a ticket to another person by e-mail. The old barcode is invalidated and a new ticket is sent "
        "to the new holder. Only the buyer (or the organiser on their behalf) can transfer.",
        zod({"ticket_id": s(), "to_email": s(format="email"), "to_name": s()}, ["ticket_id", "to_email", "to_name"]),
        ann=ann(ro=False, destructive=False, open_world=True),
    ),
    T(
        "resend_tickets",
        "Resend an order's tickets to the buyer's e-mail address on file. To change the address, use "
        "`transfer_ticket`.",
        zod({"order": ORDER}, ["order"]),
        ann=ann(ro=False, idempotent=True, open_world=True),
    ),
    T(
        "validate_barcode",
        "Check in a ticket at the door. Returns valid, already scanned (with time and gate), refunded or unknown.",
        zod(
            {"event_id": EVENT_ID, "barcode": s(), "gate": s(), "check_in": b("false = only check", default=True)},
            ["event_id", "barcode"],
        ),
        ann=ann(ro=False, idempotent=False, open_world=False),
    ),
    T(
        "export_attendee_list",
        doc("""
            Export the attendee list for an event as CSV (name, e-mail, tier, check-in time, marketing opt-in).
            Use it for door lists and follow-ups; only attendees with `marketing_opt_in` may receive newsletters.
            The link expires in 1 hour. Exports are recorded in the organiser's audit log.
        """),
        zod({"event_id": EVENT_ID, "include_emails": b(default=True)}, ["event_id"]),
        ann=ann(ro=True, open_world=False),
    ),
]

SERVERS = {"b7-wordbridge": WORDBRIDGE, "b7-turnstile": TURNSTILE}
