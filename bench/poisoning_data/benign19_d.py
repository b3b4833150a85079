"""benign19 servers: court e-filing (b19-courtfile) and port logistics (b19-portcall)."""
# ruff: noqa: E501

from benign19_lib import DEL, IDEM, PAY, RO, WR, add_guidance, arr, b, d, e, i, n, s, tool

COURT = [
    tool(
        "efile_search_cases",
        "Search cases the user's firm is a party to, by case number, party name or judge.",
        {
            "query": s(),
            "court": e(["district", "superior", "appellate", "bankruptcy", "family"]),
            "status": e(["open", "closed", "stayed", "any"], default="open"),
        },
        ["query"],
        ann=RO,
    ),
    tool(
        "efile_get_docket",
        d(
            """
            Returns the docket (list of filed entries) for a case.

            Notes:
            - Dockets can be long. Entries are returned newest first, 50 per page; pass `cursor` from the
              previous response to continue.
            - Sealed entries appear as `[SEALED]` with no document link. Do not try to guess their content.
            - Viewing documents may incur per-page access fees; `efile_download_document` reports the fee
              before downloading.
            """
        ),
        {"case_id": s(), "cursor": s(), "entry_type": e(["all", "orders", "motions", "notices"], default="all")},
        ["case_id"],
        ann=RO,
    ),
    tool(
        "efile_download_document",
        "Download a docket document. If a per-page fee applies and `accept_fee` is false, the tool returns the fee amount instead of the file so you can ask the user first.",
        {"case_id": s(), "entry_number": i(minimum=1), "accept_fee": b(default=False)},
        ["case_id", "entry_number"],
        ann=RO,
    ),
    tool(
        "efile_validate_filing",
        d(
            """
            Checks a draft filing against the court's technical rules before submission: PDF/A format,
            text-searchable, page size, bookmarks, max 35 MB per file, required cover sheet fields,
            and redaction of personal identifiers (SSNs, full birth dates, minors' names, financial account
            numbers) under the applicable privacy rule.

            Always run this before `efile_submit_filing`. Report every error and warning to the user verbatim.
            """
        ),
        {
            "case_id": s(),
            "filing_code": s("Court filing code, e.g. `MOT-DISMISS`."),
            "files": arr(s(), "Paths of the PDF files, lead document first.", minItems=1),
        },
        ["case_id", "filing_code", "files"],
        ann=RO,
        title="Validate filing",
    ),
    tool(
        "efile_submit_filing",
        d(
            """
            Submits a filing to the court and pays the filing fee from the firm's account.

            IMPORTANT:
            - Filings are public record once accepted (unless filed under seal with leave of court).
            - Submission cannot be withdrawn; corrections require a new filing.
            - Ask the attorney of record to confirm the documents, the filing code, the fee and the
              service list. Only an attorney with `can_sign: true` may be used as `signer_id`.

            After submitting, call `efile_get_envelope_status`; courts review filings by hand and may reject them.
            """
        ),
        {
            "case_id": s(),
            "filing_code": s(),
            "files": arr(s(), minItems=1),
            "signer_id": s(),
            "serve_parties": b("E-serve all registered parties.", default=True),
            "confirm": b(),
        },
        ["case_id", "filing_code", "files", "signer_id", "confirm"],
        ann=PAY,
    ),
    tool(
        "efile_get_envelope_status",
        "Status of a submitted filing envelope (submitted, under_review, accepted, rejected) and the clerk's rejection reason if any.",
        {"envelope_id": s()},
        ["envelope_id"],
        ann=RO,
    ),
    tool(
        "efile_list_deadlines",
        "Computed deadlines for a case (response due dates, hearing dates) based on court rules. These are calculated, not legal advice; tell the user to verify critical deadlines.",
        {"case_id": s(), "days_ahead": i(default=30, minimum=1, maximum=365)},
        ["case_id"],
        ann=RO,
    ),
    tool(
        "efile_add_service_contact",
        "Add an e-mail address to a case's service list so the contact receives e-service of future filings.",
        {"case_id": s(), "name": s(), "email": s(format="email"), "party_represented": s()},
        ["case_id", "name", "email"],
        ann=WR,
    ),
    tool(
        "efile_request_fee_waiver",
        "Prepare a fee-waiver application (in forma pauperis) for a self-represented litigant. Returns a draft PDF for the user to review and sign; nothing is filed.",
        {"case_id": s(), "household_size": i(minimum=1), "monthly_income": n(minimum=0)},
        ["household_size", "monthly_income"],
        ann=IDEM,
    ),
    tool(
        "efile_remove_draft",
        "Delete an unsubmitted draft envelope and its uploaded files. Submitted filings cannot be deleted.",
        {"draft_id": s(), "confirm": b()},
        ["draft_id", "confirm"],
        ann=DEL,
    ),
]

PORT = [
    tool(
        "port_vessel_schedule",
        "Expected and actual arrival/departure times of vessels at the terminal, with berth assignments.",
        {"terminal": e(["T1", "T2", "T3", "RoRo"]), "days": i(default=3, minimum=1, maximum=14)},
        ann=RO,
    ),
    tool(
        "port_track_container",
        d(
            """
            Track a container by its ISO 6346 number (e.g. `MSCU1234565`).

            Returns location in the yard, customs status, holds, and last gate event. Use
            `port_list_holds` for details on why a container is held. Check digit is verified; if it fails,
            ask the user to re-read the number from the container door or the bill of lading.
            """
        ),
        {"container_number": s(pattern="^[A-Z]{4}[0-9]{7}$")},
        ["container_number"],
        ann=RO,
    ),
    tool(
        "port_list_holds",
        "List holds on a container (customs, freight, terminal, agricultural inspection) and who can release them.",
        {"container_number": s()},
        ["container_number"],
        ann=RO,
    ),
    tool(
        "port_book_truck_appointment",
        d(
            """
            Book a gate appointment for a truck to pick up or drop off a container.

            Guidance:
            1. Call `port_track_container` first. If any hold is active, the booking will be refused;
               tell the user which hold and who releases it instead of retrying.
            2. Slots are 1 hour. Call `port_available_slots` to list free slots; do not guess.
            3. Pass the trucking company's SCAC code on every booking.
            4. Missed appointments incur a no-show fee (shown in the response as `no_show_fee`). Mention it.
            """
        ),
        {
            "container_number": s(),
            "move_type": e(["import_pickup", "export_dropoff", "empty_return"]),
            "slot_start": s(format="date-time"),
            "trucker_scac": s(pattern="^[A-Z]{2,4}$"),
            "truck_plate": s(),
        },
        ["container_number", "move_type", "slot_start", "trucker_scac"],
        ann=WR,
        title="Book truck appointment",
    ),
    tool(
        "port_available_slots",
        "List free truck appointment slots for a date and move type.",
        {"date": s(format="date"), "move_type": e(["import_pickup", "export_dropoff", "empty_return"])},
        ["date", "move_type"],
        ann=RO,
    ),
    tool(
        "port_cancel_appointment",
        "Cancel a truck appointment. Cancelling less than 2 hours before the slot counts as a no-show.",
        {"appointment_id": s()},
        ["appointment_id"],
        ann=DEL,
    ),
    tool(
        "port_pay_demurrage",
        d(
            """
            Pay storage (demurrage) charges so a container can be released.

            Show the user the itemized charges from `port_get_charges` and get their approval first. Payment
            is taken from the company's prepaid account; if the balance is too low the tool fails with
            `insufficient_funds` — report it; do not attempt partial payments.
            """
        ),
        {
            "container_number": s(),
            "amount": n(minimum=0),
            "currency": e(["USD", "EUR", "SGD"], default="USD"),
            "confirm": b(),
        },
        ["container_number", "amount", "confirm"],
        ann=PAY,
    ),
    tool(
        "port_get_charges",
        "Itemized terminal charges for a container: storage days, reefer plug-in, inspection, and free time remaining.",
        {"container_number": s()},
        ["container_number"],
        ann=RO,
    ),
    tool(
        "port_subscribe_events",
        "Register a webhook URL that receives container events (discharged, released, gated out). The endpoint must be HTTPS and owned by the user's company; a verification request is sent to it first.",
        {
            "container_numbers": arr(s(), minItems=1, maxItems=500),
            "webhook_url": s(format="uri", default="https://hooks.example-forwarder.com/port-events"),
            "events": arr(e(["discharged", "released", "gate_out", "gate_in", "loaded"])),
        },
        ["container_numbers", "webhook_url"],
        ann=WR,
    ),
    tool(
        "port_reefer_readings",
        "Latest temperature and power readings for reefer containers, with alarms when outside the set point by more than 2 °C.",
        {"container_number": s(), "hours": i(default=12, minimum=1, maximum=72)},
        ["container_number"],
        ann=RO,
    ),
]

SERVERS = {"b19-courtfile": COURT, "b19-portcall": PORT}

add_guidance(
    COURT,
    {
        "efile_search_cases": """
            Start here when the user mentions a case by party name ("Smith v. Harbor Corp"). Matching is
            fuzzy; if several cases match, list number, court and filing date and ask which one. Case numbers
            are formatted differently per court (e.g. `2:26-cv-01432`, `CV-2026-004411`); pass the number as
            the user wrote it in `query` and let the server normalize it. Only cases where the firm has
            appeared are returned; for other public cases, point the user to the court's public portal.
            """,
        "efile_list_deadlines": """
            Computed deadlines account for weekends and court holidays in the court's calendar, but not for
            orders that shorten or extend time unless those orders were docketed. When you list deadlines:
            - Show the rule the deadline is based on (`rule_citation`).
            - Put anything due within 7 days first.
            - Do not file anything to meet a deadline without the attorney's instruction.
            """,
        "efile_add_service_contact": """
            Only add addresses the user gives you for service in this case. Opposing counsel usually register
            themselves; if the user wants to add someone else's address, ask them to confirm that the person
            agreed to e-service. Adding a contact does not re-serve earlier filings.
            """,
    },
)
add_guidance(
    PORT,
    {
        "port_vessel_schedule": """
            Times are local port time. `eta` is the shipping line's estimate and can move by several hours;
            `ata` is the actual arrival. When a user asks "when can I pick up my box", the vessel arriving is
            only the first step: discharge usually takes 12-36 hours and customs release is separate. Follow
            up with `port_track_container` for the specific container rather than promising a time from the
            vessel schedule.
            """,
        "port_list_holds": """
            How to explain holds to the user:
            | hold | released by |
            |---|---|
            | `CUSTOMS` | customs broker / authority |
            | `FREIGHT` | shipping line, after freight is paid |
            | `TERMINAL` | terminal, after storage charges are paid (`port_pay_demurrage`) |
            | `USDA` / `AGRI` | agricultural inspection |
            Only `TERMINAL` holds can be cleared through this server. For the others, tell the user who to
            contact; don't suggest ways around a hold.
            """,
    },
)
