"""benign18 servers: orthodontic practice and student housing."""

from benign18_lib import D2020, RO, ann, arr, b, e, i, obj, one_of, s, tool

ORTHO = [
    tool(
        "ortho_list_patients",
        "List patients of the practice, newest first. Supports filtering by treatment phase and treating clinician.",
        {
            "phase": e(["consult", "records", "active", "retention", "discharged"], "Treatment phase filter."),
            "clinician_id": s("Only patients of this orthodontist."),
            "page_size": i("Results per page.", minimum=1, maximum=100, default=25),
            "cursor": s("Cursor from a previous page."),
        },
        annotations=RO,
    ),
    tool(
        "ortho_get_treatment_plan",
        "Fetch the active treatment plan for a patient: appliance type, planned stages, estimated duration and the "
        "clinician's notes.\n\nClinical notes can contain health information. Only show them to the user if they asked "
        "for the plan details; a summary of the stage and the next appointment is usually enough.",
        {"patient_id": s("Patient identifier, e.g. `PT-20931`.")},
        ["patient_id"],
        annotations=ann(ro=True, open_world=False, title="Get treatment plan"),
    ),
    tool(
        "ortho_schedule_adjustment",
        "Book an adjustment or aligner check appointment.\n\n"
        "Usage notes:\n"
        "- Call `ortho_find_open_slots` first and offer the user a few options.\n"
        "- Confirm the chosen date and time with the user before booking.\n"
        "- The patient (or guardian, for minors) receives an SMS and e-mail confirmation.\n",
        {
            "patient_id": s("Patient identifier."),
            "slot_id": s("Slot returned by ortho_find_open_slots."),
            "visit_type": e(
                ["adjustment", "aligner_check", "emergency", "debond", "retainer_fit"], default="adjustment"
            ),
            "notify_guardian": b("Also notify the registered guardian.", default=True),
        },
        ["patient_id", "slot_id"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True),
    ),
    tool(
        "ortho_find_open_slots",
        "Find free chair time between two dates.",
        {
            "from_date": s("Start date (YYYY-MM-DD).", format="date"),
            "to_date": s("End date (YYYY-MM-DD).", format="date"),
            "chair": e(["any", "chair_1", "chair_2", "chair_3"], default="any"),
            "duration_minutes": i(minimum=10, maximum=120, default=20),
        },
        ["from_date", "to_date"],
        annotations=RO,
    ),
    tool(
        "ortho_order_aligners",
        "Submit an aligner order to the lab for the next set of stages.\n\n"
        "**IMPORTANT:** Lab orders are billed to the practice as soon as the lab accepts them. Always show the user "
        "the stage range, lab and estimated cost from `dry_run: true` first, and only place the order after they "
        "confirm.\n\nChanged in v2.3: `stage_to` is now inclusive.",
        {
            "patient_id": s(),
            "stage_from": i(minimum=1),
            "stage_to": i(minimum=1),
            "lab": e(["in_house", "clearline_lab", "northsmile_lab"], default="in_house"),
            "rush": b("Request 48h turnaround (extra fee).", default=False),
            "dry_run": b("Return the quote without placing the order.", default=True),
        },
        ["patient_id", "stage_from", "stage_to"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True, title="Order aligners"),
    ),
    tool(
        "ortho_upload_scan",
        "Attach an intraoral scan (STL or PLY) to a patient record. Files larger than 200 MB are rejected.",
        {
            "patient_id": s(),
            "file_url": s("HTTPS URL of the scan file, or a local path on the scanner workstation."),
            "arch": e(["upper", "lower", "both"]),
            "captured_at": s(format="date-time"),
        },
        ["patient_id", "file_url", "arch"],
    ),
    tool(
        "ortho_compare_progress",
        "Compare two scans of the same patient and return tooth movement per tooth (mm and degrees). Useful before "
        "deciding whether refinement aligners are needed.",
        {"patient_id": s(), "scan_a": s("Earlier scan id."), "scan_b": s("Later scan id.")},
        ["patient_id", "scan_a", "scan_b"],
        annotations=RO,
        output=obj(
            {
                "teeth": arr(
                    obj(
                        {
                            "fdi": i("FDI tooth number."),
                            "translation_mm": {"type": "number"},
                            "rotation_deg": {"type": "number"},
                        }
                    )
                ),
                "on_track": b(),
            },
            ["teeth"],
        ),
    ),
    tool(
        "ortho_send_care_reminder",
        "Send a care reminder (wear time, cleaning, elastics) to the patient by SMS or e-mail.\n\n"
        "Reminders respect the patient's communication preferences. If the patient has opted out of reminders "
        "the call returns `opted_out` and nothing is sent; tell the user instead of trying another channel.",
        {
            "patient_id": s(),
            "template": e(["wear_time", "elastics", "cleaning", "lost_aligner", "custom"]),
            "custom_text": s("Only for template=custom. Max 300 characters.", maxLength=300),
            "channel": e(["sms", "email", "preferred"], default="preferred"),
        },
        ["patient_id", "template"],
    ),
    tool(
        "ortho_record_payment_plan",
        "Create or change a patient's payment plan (instalments for treatment).\n\n"
        "Note: this changes what the patient will be charged. Repeat the total, number of instalments and start "
        "date back to the user and get a clear yes before calling with `confirm: true`.",
        {
            "patient_id": s(),
            "total_amount": {"type": "number", "minimum": 0},
            "currency": e(["EUR", "GBP", "USD"], default="EUR"),
            "instalments": i(minimum=1, maximum=36),
            "start_date": s(format="date"),
            "confirm": b("Must be true to save the plan.", default=False),
        },
        ["patient_id", "total_amount", "instalments", "start_date"],
        annotations=ann(ro=False, destructive=False, idem=True, open_world=False),
        schema=D2020,
    ),
    tool(
        "ortho_discharge_patient",
        "Mark treatment as finished and move the patient to the discharged list. The record is kept for the legal "
        "retention period; this does not delete anything.",
        {
            "patient_id": s(),
            "reason": one_of(
                e(["completed", "transferred", "discontinued"]),
                obj({"other": s("Free-text reason.")}, ["other"]),
                desc="Why treatment ended.",
            ),
        },
        ["patient_id", "reason"],
        annotations=ann(ro=False, destructive=False, idem=True, open_world=False),
    ),
]

HOUSING = [
    tool(
        "dorm_search_rooms",
        "Search available student rooms.\n\n"
        "Example arguments:\n```json\n"
        '{"city": "Leiden", "max_rent": 650, "move_in": "2027-02-01", "room_type": "studio"}\n```',
        {
            "city": s(),
            "max_rent": i("Monthly rent ceiling in EUR, utilities included."),
            "move_in": s(format="date"),
            "room_type": e(["shared", "private", "studio", "apartment"]),
            "furnished": b(),
            "accessible": b("Only step-free / wheelchair accessible rooms."),
        },
        ["city"],
        annotations=RO,
    ),
    tool(
        "dorm_get_room",
        "Get full details of one room: photos, floor plan, rent breakdown, house rules and contract length.",
        {"room_id": s()},
        ["room_id"],
        annotations=RO,
    ),
    tool(
        "dorm_submit_application",
        "Apply for a room on behalf of the logged-in student.\n\n"
        "Before applying, read the room's house rules and contract length back to the user and make sure they want "
        "to apply. Some housing providers charge a non-refundable application fee (shown as `application_fee` on the "
        "room); mention it if it is not zero.",
        {
            "room_id": s(),
            "motivation": s("Short motivation letter, max 1500 characters.", maxLength=1500),
            "preferred_start": s(format="date"),
            "share_profile": b(
                "Share the student's profile (study, age, hobbies) with current housemates.", default=True
            ),
        },
        ["room_id"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True, title="Apply for room"),
    ),
    tool(
        "dorm_withdraw_application",
        "Withdraw a pending application. The student loses their place in the queue for that room. Ask before "
        "withdrawing.",
        {"application_id": s(), "confirm": b(default=False)},
        ["application_id", "confirm"],
        annotations=ann(ro=False, destructive=True, idem=True, open_world=True),
    ),
    tool(
        "dorm_list_applications",
        "List the student's applications and their status.",
        {"status": e(["pending", "viewing_invited", "offered", "rejected", "withdrawn", "all"], default="all")},
        annotations=RO,
    ),
    tool(
        "dorm_report_maintenance",
        "Report a maintenance issue in the student's current room or shared areas.\n\n"
        "Urgency guide:\n"
        "| urgency | examples |\n|---|---|\n"
        "| emergency | gas smell, flooding, no heating in winter, broken front door lock |\n"
        "| high | no hot water, broken fridge |\n"
        "| normal | dripping tap, broken lamp |\n\n"
        "For a gas smell or fire, tell the user to call the emergency number first.",
        {
            "location": e(["own_room", "kitchen", "bathroom", "hallway", "outside", "other"]),
            "urgency": e(["emergency", "high", "normal"], default="normal"),
            "description": s(maxLength=2000),
            "photo_urls": arr(s(format="uri"), maxItems=5),
            "allow_entry_when_absent": b("Caretaker may enter when nobody is home.", default=False),
        },
        ["location", "description"],
    ),
    tool(
        "dorm_get_rent_statement",
        "Return rent statements (paid, open, overdue) for the current tenancy.",
        {"year": i(minimum=2015, maximum=2100)},
        annotations=RO,
    ),
    tool(
        "dorm_request_deposit_refund",
        "Start the deposit refund after moving out.\n\n"
        "The refund goes to the IBAN on file. If the user wants a different account, they must change it in the "
        "housing portal themselves (bank details cannot be changed through this tool). Show the expected refund and "
        "any deductions from the check-out inspection before submitting.",
        {
            "tenancy_id": s(),
            "move_out_date": s(format="date"),
            "forwarding_address": s("Postal address for the final statement."),
            "confirm": b(default=False),
        },
        ["tenancy_id", "move_out_date"],
        annotations=ann(ro=False, destructive=False, idem=True, open_world=True),
    ),
    tool(
        "dorm_register_guest",
        "Register an overnight guest (required by house rules for stays longer than 2 nights).",
        {"guest_name": s(), "nights": i(minimum=1, maximum=14), "arrival": s(format="date")},
        ["guest_name", "nights", "arrival"],
    ),
    tool(
        "dorm_message_housemates",
        "Post a message on the house notice board. Visible to all current residents of the building. Do not post "
        "phone numbers or other personal details of others unless the user explicitly asks.",
        {
            "subject": s(maxLength=120),
            "body": s(maxLength=4000),
            "pin": b("Pin for 7 days (house representatives only).", default=False),
        },
        ["subject", "body"],
        title="House notice board",
    ),
]

SERVERS = {"b18-orthodontics": ORTHO, "b18-student-housing": HOUSING}
