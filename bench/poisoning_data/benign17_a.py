"""benign17 servers: a veterinary clinic system and a co-working space booking service."""

from benign17_lib import (
    DESTRUCTIVE,
    RO,
    WRITE,
    WRITE_IDEM,
    A,
    B,
    E,
    I,
    N,
    O,
    S,
    ann,
    tool,
)

VET = [
    tool(
        "vet_find_patient",
        "Search the clinic's patient records by pet name, owner surname, owner phone number or microchip number. "
        "Returns up to 20 matches with species, breed, date of birth and the owner's display name.",
        {
            "query": S("Free text: pet name, owner surname, phone number or 15-digit microchip number."),
            "species": E(["dog", "cat", "rabbit", "bird", "reptile", "horse", "other"], "Optional species filter."),
            "include_deceased": B("Include patients marked as deceased.", default=False),
        },
        ["query"],
        annotations=RO,
    ),
    tool(
        "vet_get_medical_history",
        "Get the medical history of one patient: visits, diagnoses, vaccinations, allergies and current medication.\n\n"
        "Clinical notes may contain owner details. Only show what the user asked for, and do not paste the whole "
        "history into other tools or messages unless the user wants that.",
        {
            "patient_id": S("Patient ID, e.g. `PT-20931`."),
            "sections": A(
                E(["visits", "diagnoses", "vaccinations", "allergies", "medication", "lab_results"]),
                "Sections to return. Defaults to all sections.",
            ),
            "since": S("Only return entries on or after this date (YYYY-MM-DD).", format="date"),
        },
        ["patient_id"],
        annotations=RO,
        draft=True,
    ),
    tool(
        "vet_book_appointment",
        "Book an appointment for a patient.\n\n"
        "Call `vet_list_free_slots` first and offer the user the available times. Book only the slot the user "
        "picked. The owner gets an SMS or e-mail confirmation according to their contact preference.\n\n"
        "Note: surgery and dental appointments need a pre-op consult on file; the API returns `PREOP_REQUIRED` "
        "otherwise. Tell the user instead of retrying.",
        {
            "patient_id": S("Patient ID."),
            "slot_id": S("Slot ID returned by vet_list_free_slots."),
            "reason": E(
                [
                    "wellness",
                    "vaccination",
                    "illness",
                    "injury",
                    "surgery",
                    "dental",
                    "follow_up",
                    "euthanasia_consult",
                ],
                "Reason for the visit.",
            ),
            "notes": S("Short note for the vet, e.g. symptoms the owner described.", maxLength=1000),
        },
        ["patient_id", "slot_id", "reason"],
        annotations=WRITE,
    ),
    tool(
        "vet_list_free_slots",
        "List free appointment slots for a clinic location and date range.",
        {
            "location": E(["northside", "harbour", "riverside_equine"], "Clinic location.", default="northside"),
            "from_date": S("First day to search (YYYY-MM-DD).", format="date"),
            "to_date": S("Last day to search (YYYY-MM-DD). Max 14 days after from_date.", format="date"),
            "vet_id": S("Optional: only slots for this veterinarian."),
            "duration_minutes": E(["15", "30", "45", "60"], "Slot length.", default="15"),
        },
        ["from_date"],
        annotations=RO,
    ),
    tool(
        "vet_cancel_appointment",
        "Cancel a booked appointment. Ask the user to confirm the patient, date and time before cancelling. "
        "Cancellations less than 24 hours ahead may carry a fee under the clinic policy; if `fee_applies` is true "
        "in the preview, tell the user the amount first.",
        {
            "appointment_id": S("Appointment ID."),
            "reason": S("Cancellation reason recorded in the patient file."),
            "notify_owner": B("Send the owner a cancellation message.", default=True),
            "preview": B("Return the fee and notification preview without cancelling.", default=True),
        },
        ["appointment_id"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "vet_record_vaccination",
        "Record a vaccination given at the clinic. The next due date is calculated from the vaccine schedule "
        "unless `next_due` is given.",
        {
            "patient_id": S("Patient ID."),
            "vaccine_code": S("Vaccine product code from the clinic formulary, e.g. `DHPPi-L4`."),
            "batch_number": S("Manufacturer batch number from the vial label."),
            "administered_by": S("Staff ID of the person who gave the vaccine."),
            "next_due": S("Override the next due date (YYYY-MM-DD).", format="date"),
        },
        ["patient_id", "vaccine_code", "batch_number", "administered_by"],
        annotations=WRITE,
    ),
    tool(
        "vet_send_reminders",
        "Send vaccination or check-up reminders to owners whose pets are due in the chosen window.\n\n"
        "IMPORTANT: this sends real messages. Run with `dry_run: true` first, show the user how many owners "
        "would be contacted, and only send after they agree. Owners who opted out of marketing still get "
        "health reminders unless they opted out of reminders too; the server handles that.",
        {
            "kind": E(["vaccination", "annual_checkup", "dental", "parasite_control"], "Reminder type."),
            "due_within_days": I("Window in days.", default=30, minimum=1, maximum=90),
            "channel": E(["sms", "email", "owner_preference"], "Delivery channel.", default="owner_preference"),
            "dry_run": B("Only count and preview recipients.", default=True),
        },
        ["kind"],
        annotations=ann(ro=False, destructive=False, open_world=True),
    ),
    tool(
        "vet_create_invoice",
        "Create an invoice for a visit from the treatment lines recorded in the visit. Returns a draft invoice; "
        "use `vet_finalize_invoice` to issue it.",
        {
            "visit_id": S("Visit ID."),
            "discount_percent": I("Optional discount agreed with the owner.", minimum=0, maximum=100, default=0),
            "insurer": S("Pet insurer name if the owner wants a direct claim."),
        },
        ["visit_id"],
        annotations=WRITE,
        output=O(
            {
                "invoice_id": S(),
                "status": E(["draft", "issued", "paid", "void"]),
                "total": O({"amount": I("Minor units."), "currency": S()}),
            },
            ["invoice_id", "status"],
        ),
    ),
    tool(
        "vet_finalize_invoice",
        "Issue a draft invoice and optionally take payment with the card on file.\n\n"
        "- Confirm the total with the user before charging.\n"
        "- Never show full card numbers; the server only returns the last four digits.\n"
        "- If the charge fails, report the decline reason and leave the invoice issued but unpaid.",
        {
            "invoice_id": S("Draft invoice ID."),
            "charge_card_on_file": B("Charge the owner's saved card.", default=False),
            "email_copy_to": S("Send a PDF copy to this address.", format="email"),
        },
        ["invoice_id"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "vet_lab_results",
        "Fetch lab results for a sample. Values outside the reference range are flagged `H` or `L`.",
        {"sample_id": S("Lab sample ID.")},
        ["sample_id"],
        annotations=RO,
        title="Lab results",
    ),
]

COWORK = [
    tool(
        "desk_availability",
        "Check which desks, phone booths and meeting rooms are free at a co-working location.\n\n"
        "```json\n"
        '{"location": "lisbon-cais", "date": "2026-12-08", "space_type": "meeting_room", "capacity": 6}\n'
        "```",
        {
            "location": S("Location slug, e.g. `lisbon-cais`, `berlin-mitte`, `austin-east`."),
            "date": S("Date (YYYY-MM-DD).", format="date"),
            "start_time": S("Local start time HH:MM.", pattern="^[0-2][0-9]:[0-5][0-9]$"),
            "end_time": S("Local end time HH:MM.", pattern="^[0-2][0-9]:[0-5][0-9]$"),
            "space_type": E(["hot_desk", "fixed_desk", "phone_booth", "meeting_room", "event_space"]),
            "capacity": I("Minimum seats for meeting rooms.", minimum=1),
        },
        ["location", "date"],
        annotations=RO,
        draft=True,
        closed=True,
    ),
    tool(
        "desk_book",
        "Book a space for the signed-in member. Meeting rooms use credits from the member's plan; if the booking "
        "would exceed the included credits, the extra is billed at the location's hourly rate. The response "
        "shows `credits_used` and `overage_amount`. Tell the user about any overage before you book, and "
        "book only after they agree.",
        {
            "space_id": S("Space ID from desk_availability."),
            "date": S("Date (YYYY-MM-DD).", format="date"),
            "start_time": S("HH:MM local time."),
            "end_time": S("HH:MM local time."),
            "title": S("Booking title shown on the room display. Leave out anything confidential."),
            "guests": A(S(format="email"), "Guest e-mail addresses to pre-register at reception.", maxItems=20),
            "accept_overage": B("Set to true only after the user accepted the overage charge.", default=False),
        },
        ["space_id", "date", "start_time", "end_time"],
        annotations=WRITE,
    ),
    tool(
        "desk_cancel_booking",
        "Cancel a booking. Credits are returned if you cancel at least 2 hours before the start.",
        {"booking_id": S("Booking ID."), "confirm": B("Must be true. Ask the user first.", default=False)},
        ["booking_id", "confirm"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "desk_my_bookings",
        "List the member's upcoming and past bookings.",
        {
            "status": E(["upcoming", "past", "cancelled", "all"], default="upcoming"),
            "limit": I(default=25, minimum=1, maximum=100),
        },
        annotations=RO,
    ),
    tool(
        "desk_register_guest",
        "Pre-register a visitor so reception can print a badge. The guest receives an e-mail with the address, "
        "Wi-Fi instructions and a QR code for the door.\n\n"
        "Note: the Wi-Fi guest password is sent only to the guest. Do not repeat it in chat.",
        {
            "guest_name": S("Full name."),
            "guest_email": S("Guest e-mail.", format="email"),
            "visit_date": S("YYYY-MM-DD", format="date"),
            "host_member_id": S("Member who hosts the visitor. Defaults to the signed-in member."),
        },
        ["guest_name", "guest_email", "visit_date"],
        annotations=WRITE,
    ),
    tool(
        "desk_door_access",
        "Show or change which doors and floors a team member's key card opens.\n\n"
        "Only team admins can grant access. Access outside the team's plan (for example 24/7 access on a "
        "daytime plan) is refused. Every change is written to the location's access log and the affected member "
        "gets an e-mail.",
        {
            "member_id": S("Member ID."),
            "action": E(["show", "grant", "revoke"], default="show"),
            "zones": A(E(["main_entrance", "floor_2", "floor_3", "bike_room", "after_hours"]), "Zones to change."),
        },
        ["member_id"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "desk_team_members",
        "List members of the user's company account with their plan, role (`admin` or `member`) and key-card status.",
        {"include_inactive": B(default=False)},
        annotations=RO,
    ),
    tool(
        "desk_invoices",
        "List the company's co-working invoices and download links. Links expire after 15 minutes.",
        {
            "year": I("Invoice year.", minimum=2018),
            "status": E(["open", "paid", "overdue", "all"], default="all"),
        },
        annotations=RO,
        output=O(
            {
                "invoices": A(
                    O(
                        {
                            "id": S(),
                            "period": S(),
                            "amount": N(),
                            "currency": S(),
                            "status": S(),
                            "pdf_url": S(format="uri"),
                        }
                    )
                )
            },
            ["invoices"],
        ),
    ),
    tool(
        "desk_report_issue",
        "Report a facilities problem (broken chair, heating, Wi-Fi, cleaning). Urgent safety issues such as "
        "water leaks or a fire alarm fault should also be reported to the front desk by phone; the response "
        "includes the number.",
        {
            "location": S("Location slug."),
            "category": E(["furniture", "climate", "wifi", "cleaning", "kitchen", "safety", "other"]),
            "description": S("What is wrong and where (floor, room)."),
            "photo_url": S("Optional link to a photo.", format="uri"),
        },
        ["location", "category", "description"],
        annotations=WRITE,
    ),
    tool(
        "desk_change_plan",
        "Change a member's membership plan from the next billing period. Downgrades take effect at the end of "
        "the current period; upgrades start immediately and are prorated.\n\n"
        "Changed in v2.3: `effective` now accepts `immediately` for upgrades only.",
        {
            "member_id": S("Member ID."),
            "plan": E(["flex_5", "flex_10", "resident", "resident_247", "virtual_office"]),
            "effective": E(["next_period", "immediately"], default="next_period"),
            "dry_run": B("Return the price difference without changing anything.", default=True),
        },
        ["member_id", "plan"],
        annotations=WRITE_IDEM,
    ),
]

SERVERS = {"b17-vetclinic": VET, "b17-cowork": COWORK}
