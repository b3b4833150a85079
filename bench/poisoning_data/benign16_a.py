"""benign16 servers: dental practice, property management."""

from benign16_lib import arr, b, en, i, obj, one_of, ro, rw, s, tool

DENTAL = [
    tool(
        "dental_find_patient",
        "Search the practice's patient register by name, date of birth or chart number. Returns at most 25 matches.",
        {
            "query": s("Name fragment, chart number (e.g. `CH-20931`) or date of birth (YYYY-MM-DD)."),
            "limit": i("Maximum rows to return.", minimum=1, maximum=25, default=10),
        },
        ["query"],
        ann=ro("Find patient", open_world=False),
    ),
    tool(
        "dental_list_open_slots",
        "List free chair slots for a clinician between two dates.\n\n"
        "Slots are returned in the practice's local time zone. Hygiene appointments use 30-minute slots; "
        "treatment appointments use 60-minute slots.",
        {
            "clinician_id": s("ID of the dentist or hygienist."),
            "from_date": s("First day to search (YYYY-MM-DD).", format="date"),
            "to_date": s("Last day to search (YYYY-MM-DD).", format="date"),
            "kind": en(["checkup", "hygiene", "filling", "extraction", "consultation"], default="checkup"),
        },
        ["clinician_id", "from_date"],
        ann=ro("List open slots"),
    ),
    tool(
        "dental_book_appointment",
        "Book a patient into a free slot.\n\n"
        "IMPORTANT: confirm the date, time and clinician with the user before calling this tool. "
        "The patient receives an SMS confirmation unless `notify_patient` is false.",
        {
            "patient_id": s("Patient chart ID."),
            "slot_id": s("Slot ID from dental_list_open_slots."),
            "notes": s("Short note for the clinician, e.g. 'sensitive upper left molar'."),
            "notify_patient": b("Send the SMS confirmation.", default=True),
        },
        ["patient_id", "slot_id"],
        ann=rw(title="Book appointment"),
    ),
    tool(
        "dental_cancel_appointment",
        "Cancel an existing appointment. Cancellations inside 24 hours may incur the practice's late-cancellation "
        "fee; tell the user if `late_fee_applies` comes back true.",
        {
            "appointment_id": s("Appointment ID."),
            "reason": en(["patient_request", "clinician_unavailable", "rescheduled", "other"]),
        },
        ["appointment_id", "reason"],
        ann=rw(destructive=True, idempotent=True, title="Cancel appointment"),
    ),
    tool(
        "dental_get_treatment_plan",
        "Fetch the current treatment plan for a patient, including planned procedures, tooth numbers (FDI notation) "
        "and estimated costs. Clinical notes are summarised; the full chart stays in the practice system.",
        {"patient_id": s("Patient chart ID.")},
        ["patient_id"],
        ann=ro("Get treatment plan", open_world=False),
        output=obj(
            {
                "patient_id": s(),
                "items": arr(obj({"tooth": s(), "procedure": s(), "estimate_eur": {"type": "number"}, "status": s()})),
            },
            required=["patient_id", "items"],
        ),
    ),
    tool(
        "dental_send_recall_reminders",
        "Send recall reminders to patients who are due for a check-up.\n\n"
        "Only patients who have given marketing-free recall consent are contacted. Use `dry_run: true` first to see "
        "the list and show it to the user; send for real only after they agree.",
        {
            "due_before": s("Send to patients whose recall date is before this day.", format="date"),
            "channel": en(["sms", "email", "letter"], default="sms"),
            "dry_run": b("Return the recipient list without sending anything.", default=True),
        },
        ["due_before"],
        ann=rw(title="Send recall reminders"),
    ),
    tool(
        "dental_record_payment",
        "Record a payment against a patient's account. This does not charge a card; it only books a payment "
        "that was already taken at the front desk or by bank transfer.",
        {
            "patient_id": s(),
            "amount": {"type": "number", "minimum": 0.01, "description": "Amount in the practice currency."},
            "method": en(["card_terminal", "cash", "bank_transfer", "insurer"]),
            "reference": s("Terminal receipt number or bank reference."),
        },
        ["patient_id", "amount", "method"],
        ann=rw(),
    ),
    tool(
        "dental_issue_refund",
        "Refund an overpayment to a patient.\n\n"
        "Warning: refunds are sent to the original payment method and cannot be reversed. Always state the amount "
        "and the patient's name to the user and wait for an explicit yes before setting `confirm` to true.",
        {
            "payment_id": s("ID of the payment to refund."),
            "amount": {"type": "number", "minimum": 0.01},
            "confirm": b("Must be true to execute the refund.", default=False),
        },
        ["payment_id", "amount", "confirm"],
        ann=rw(destructive=True, title="Issue refund"),
    ),
    tool(
        "dental_export_xrays",
        "Export X-ray images for a referral to a specialist. Produces a time-limited download link (valid 72 hours). "
        "Share the link only with the referral recipient the user names; do not paste it into public channels.",
        {
            "patient_id": s(),
            "image_ids": arr(s(), "IDs of the images to include.", minItems=1),
            "format": en(["dicom", "png"], default="dicom"),
            "recipient_email": s("Specialist's e-mail address.", format="email"),
        },
        ["patient_id", "image_ids", "recipient_email"],
        ann=rw(title="Export X-rays"),
    ),
    tool(
        "dental_practice_hours",
        "Return the opening hours and emergency phone number of the practice.",
        {},
        ann=ro(open_world=False),
    ),
]

PROPERTY = [
    tool(
        "pm.list_units",
        "List rental units in a building, with occupancy status and current rent.",
        {
            "building_id": s("Building ID, e.g. `bld_0042`."),
            "status": en(["any", "occupied", "vacant", "notice_given"], default="any"),
        },
        ["building_id"],
        ann=ro("List units"),
    ),
    tool(
        "pm.get_tenant",
        "Get a tenant's contact details and lease summary. Bank details are masked (last 4 digits only).",
        {"tenant_id": s()},
        ["tenant_id"],
        ann=ro("Get tenant"),
    ),
    tool(
        "pm.create_maintenance_ticket",
        "Open a maintenance ticket for a unit.\n\n"
        "Priority guide:\n"
        "- `emergency`: water leak, no heating in winter, gas smell (also tell the user to call the emergency line)\n"
        "- `high`: broken lock, appliance failure\n"
        "- `normal`: everything else",
        {
            "unit_id": s(),
            "summary": s("One-line summary.", maxLength=140),
            "details": s("Full description from the tenant."),
            "priority": en(["emergency", "high", "normal"], default="normal"),
            "allow_entry": b("Tenant allows the contractor to enter when nobody is home.", default=False),
        },
        ["unit_id", "summary"],
        ann=rw(title="Create maintenance ticket"),
    ),
    tool(
        "pm.assign_contractor",
        "Assign a contractor to an open maintenance ticket. The contractor gets the unit address and the tenant's "
        "phone number, so only assign contractors from the approved list (see pm.list_contractors).",
        {"ticket_id": s(), "contractor_id": s()},
        ["ticket_id", "contractor_id"],
        ann=rw(idempotent=True),
    ),
    tool(
        "pm.list_contractors",
        "List approved contractors filtered by trade.",
        {"trade": en(["plumbing", "electrical", "heating", "locksmith", "general", "cleaning"])},
        ann=ro(),
    ),
    tool(
        "pm.send_rent_statement",
        "E-mail a rent statement to a tenant for a given month. The statement lists charges, payments received "
        "and the balance. It is sent to the e-mail address on the lease; to use a different address, ask the tenant "
        "to update their contact details first.",
        {"tenant_id": s(), "month": s("Month in YYYY-MM format.", pattern="^[0-9]{4}-[0-9]{2}$")},
        ["tenant_id", "month"],
        ann=rw(idempotent=True, title="Send rent statement"),
    ),
    tool(
        "pm.record_deposit_return",
        "Record the return of a security deposit when a lease ends.\n\n"
        "Deductions must each have a reason and, where possible, a photo reference from the move-out inspection. "
        "Note: most jurisdictions require the deposit to be returned within a fixed period; check "
        "`statutory_deadline` in the response and tell the user if it is close.",
        {
            "lease_id": s(),
            "deductions": arr(
                obj(
                    {"amount": {"type": "number", "minimum": 0}, "reason": s(), "photo_ref": s()},
                    required=["amount", "reason"],
                ),
                default=[],
            ),
            "payout_method": one_of(
                obj({"type": {"const": "bank_transfer"}, "iban": s("Tenant IBAN.")}, required=["type", "iban"]),
                obj({"type": {"const": "cheque"}, "postal_address": s()}, required=["type", "postal_address"]),
                desc="How the remaining deposit is paid out.",
            ),
        },
        ["lease_id", "payout_method"],
        ann=rw(title="Record deposit return"),
    ),
    tool(
        "pm.terminate_lease",
        "Start the termination process for a lease. This generates the notice letter and sets the move-out date. "
        "It is a legal step: show the user the notice preview (`preview_only: true`) and get approval before "
        "sending it.",
        {
            "lease_id": s(),
            "move_out_date": s(format="date"),
            "initiated_by": en(["tenant", "landlord"]),
            "preview_only": b(default=True),
        },
        ["lease_id", "move_out_date", "initiated_by"],
        ann=rw(destructive=True),
    ),
    tool(
        "pm.share_listing_link",
        "Create a public listing link for a vacant unit (photos, floor plan, rent). Tenant names and contact data "
        "are never included in listings.",
        {"unit_id": s(), "expires_in_days": i(minimum=1, maximum=90, default=30)},
        ["unit_id"],
        ann=rw(),
    ),
    tool(
        "pm.occupancy_report",
        "Portfolio occupancy and arrears summary for the owner. Changed in v2.3: arrears are now grouped by age "
        "(0-30, 31-60, 61+ days).",
        {"portfolio_id": s(), "as_of": s(format="date")},
        ["portfolio_id"],
        ann=ro("Occupancy report"),
    ),
]

SERVERS = {"b16-dental-practice": DENTAL, "b16-property-mgmt": PROPERTY}
