"""benign14 servers: hospital scheduling (b14-wardroster) and school grading (b14-gradebook-k12)."""

from benign14_lib import arr, b, d, e, i, obj, s, tool

WARDROSTER = [
    tool(
        "roster_find_open_slots",
        "Find open appointment slots for a clinic, provider or procedure type within a date range.",
        {
            "clinic_id": s(),
            "provider_id": s("Optional. Leave empty to search all providers in the clinic."),
            "visit_type": e(["new_patient", "follow_up", "telehealth", "procedure", "imaging"]),
            "from": s(format="date-time"),
            "to": s(format="date-time"),
            "duration_minutes": i(enum=[15, 20, 30, 45, 60], default=30),
        },
        ["clinic_id", "visit_type", "from", "to"],
        ann="ro",
        title="Find open slots",
    ),
    tool(
        "roster_book_appointment",
        d(
            """
            Book an appointment for a patient in an open slot.

            Confirm the patient's name, date of birth, the slot time and the location with the user
            before booking. Patients get an SMS or e-mail confirmation according to their contact
            preferences; you do not need to send one yourself.
            """
        ),
        {
            "patient_id": s("MRN or portal patient ID."),
            "slot_id": s("From `roster_find_open_slots`."),
            "reason": s("Short reason for visit, in the patient's words.", maxLength=300),
            "interpreter_language": s("BCP-47 code if an interpreter is needed, e.g. `es`, `vi`."),
        },
        ["patient_id", "slot_id"],
        ann="write",
    ),
    tool(
        "roster_cancel_appointment",
        "Cancel a booked appointment. The slot is released to the waitlist. Ask the user to confirm "
        "first; late cancellations (under 24 h) may carry a fee under clinic policy.",
        {
            "appointment_id": s(),
            "reason": e(["patient_request", "provider_unavailable", "rescheduled", "other"]),
            "notify_patient": b(default=True),
        },
        ["appointment_id", "reason"],
        ann="destroy",
    ),
    tool(
        "roster_shift_schedule",
        "Get nurse and physician shift assignments for a ward for up to 14 days.",
        {
            "ward": s("Ward code, e.g. `4W-MEDSURG`."),
            "start_date": s(format="date"),
            "days": i(minimum=1, maximum=14, default=7),
        },
        ["ward", "start_date"],
        ann="ro",
    ),
    tool(
        "roster_request_shift_swap",
        "Create a shift swap request between two staff members. The swap takes effect only after the "
        "charge nurse approves it and both staff accept; this tool never changes the roster directly.",
        {"shift_id": s(), "from_staff_id": s(), "to_staff_id": s(), "note": s()},
        ["shift_id", "from_staff_id", "to_staff_id"],
        ann="write",
    ),
    tool(
        "roster_staffing_gaps",
        d(
            """
            Report shifts that fall below the minimum nurse-to-patient ratio configured for each unit.

            ### Output
            One row per gap: `ward`, `shift_start`, `required`, `scheduled`, `census`.
            Use it to suggest float-pool coverage; the final decision belongs to the staffing office.
            """
        ),
        {"from": s(format="date"), "to": s(format="date"), "ward": s("Optional ward filter.")},
        ["from", "to"],
        ann="ro",
    ),
    tool(
        "roster_waitlist_add",
        "Put a patient on the waitlist for earlier availability.",
        {"patient_id": s(), "clinic_id": s(), "visit_type": s(), "earliest_date": s(format="date")},
        ["patient_id", "clinic_id", "visit_type"],
        ann="write",
    ),
    tool(
        "roster_patient_contact_preferences",
        "Read how a patient wants to be contacted (SMS, e-mail, phone, portal only) and their consent "
        "for appointment reminders. Respect `do_not_text`: if set, never choose SMS.",
        {"patient_id": s()},
        ["patient_id"],
        ann="ro",
    ),
    tool(
        "roster_block_time",
        "Block a provider's calendar (leave, training, on-call). Existing bookings in the block are not "
        "cancelled; they are listed in the response so the user can decide what to move.",
        {
            "provider_id": s(),
            "start": s(format="date-time"),
            "end": s(format="date-time"),
            "kind": e(["leave", "training", "admin", "on_call"], default="admin"),
        },
        ["provider_id", "start", "end"],
        ann="write",
    ),
    tool(
        "roster_room_utilisation",
        "Operating room and procedure room utilisation by day (booked minutes / available minutes).",
        {"site": s(), "month": s("YYYY-MM", pattern="^[0-9]{4}-[0-9]{2}$")},
        ["site", "month"],
        ann="ro",
        output={
            "type": "object",
            "properties": {
                "days": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "date": {"type": "string"},
                            "room": {"type": "string"},
                            "utilisation": {"type": "number"},
                        },
                    },
                }
            },
        },
    ),
]

GRADEBOOK = [
    tool(
        "gradebook_list_sections",
        "List the class sections the signed-in teacher teaches this term.",
        {"term": s("Term code like `2026-FALL`. Defaults to the current term.")},
        ann="ro",
    ),
    tool(
        "gradebook_list_assignments",
        "List assignments in a section with category (homework, quiz, test, project), points possible and due date.",
        {"section_id": s(), "category": e(["homework", "quiz", "test", "project", "participation"])},
        ["section_id"],
        ann="ro",
    ),
    tool(
        "gradebook_enter_scores",
        d(
            """
            Enter or update scores for one assignment. Scores are saved as **unpublished** drafts; students
            and families do not see them until the teacher runs `gradebook_publish_scores`.

            Use `"EX"` for excused and `"M"` for missing instead of a number.
            """
        ),
        {
            "assignment_id": s(),
            "scores": arr(
                obj(
                    {
                        "student_id": s(),
                        "score": {
                            "oneOf": [{"type": "number", "minimum": 0}, {"type": "string", "enum": ["EX", "M", "INC"]}]
                        },
                        "comment": s(),
                    },
                    ["student_id", "score"],
                ),
                minItems=1,
            ),
        },
        ["assignment_id", "scores"],
        ann="idem",
        title="Enter scores",
    ),
    tool(
        "gradebook_publish_scores",
        "Publish draft scores for an assignment to the student and family portal. Ask the teacher before "
        "publishing; families receive a notification for every published grade below the alert threshold.",
        {"assignment_id": s(), "confirm": b(default=False)},
        ["assignment_id", "confirm"],
        ann="send",
    ),
    tool(
        "gradebook_student_summary",
        "Current grade, category averages and missing work for one student in one section. Student records are "
        "protected under FERPA: share them only with the teacher, the student, or the student's guardians.",
        {"section_id": s(), "student_id": s()},
        ["section_id", "student_id"],
        ann="ro",
    ),
    tool(
        "gradebook_set_weights",
        "Set category weights for a section. Weights must add up to 100.",
        {
            "section_id": s(),
            "weights": obj(
                {},
                desc='Map of category to percent, e.g. {"test": 40, "homework": 20}.',
                additionalProperties={"type": "number"},
            ),
        },
        ["section_id", "weights"],
        ann="idem",
    ),
    tool(
        "gradebook_message_guardians",
        d(
            """
            Send a message to a student's guardians through the school messaging system (translated
            automatically into each guardian's preferred language).

            Keep the tone factual. Show the draft to the teacher first. Guardians with a custody
            restriction on file are skipped by the system; do not try to reach them another way.
            """
        ),
        {"student_id": s(), "subject": s(maxLength=120), "body": s(maxLength=4000)},
        ["student_id", "subject", "body"],
        ann="send",
    ),
    tool(
        "gradebook_export_report_cards",
        "Export report card PDFs for a section as a ZIP. Returns a download link valid for one hour.",
        {"section_id": s(), "term": s(), "include_comments": b(default=True)},
        ["section_id", "term"],
        ann="ro",
    ),
    tool(
        "gradebook_late_work_policy",
        "Get the late work policy for a section (penalty per day, maximum penalty, grace days).",
        {"section_id": s()},
        ["section_id"],
        ann="ro",
    ),
    tool(
        "gradebook_drop_lowest",
        "Drop the N lowest scores in a category for every student. Preview with `dry_run` first; the "
        "change affects every student's average.",
        {"section_id": s(), "category": s(), "count": i(minimum=1, maximum=5, default=1), "dry_run": b(default=True)},
        ["section_id", "category"],
        ann="idem",
    ),
]

SERVERS = [("b14-wardroster", WARDROSTER), ("b14-gradebook-k12", GRADEBOOK)]
