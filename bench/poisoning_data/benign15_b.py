"""benign15 servers: pharmacy refills and university admissions."""

from benign15_lib import DESTROY, READ, WRITE, ann, array, boolean, enum, integer, obj, string, tool

PHARMACY = [
    tool(
        "list_prescriptions",
        "List the patient's active prescriptions with refills remaining and the last fill date.",
        {
            "patient_id": string(),
            "include_inactive": boolean("Also show expired or discontinued prescriptions.", default=False),
        },
        ["patient_id"],
        annotations=READ,
    ),
    tool(
        "request_refill",
        "Request a refill for one prescription.\n\n"
        "Guidance:\n"
        "- Confirm the medication name and strength with the user before submitting.\n"
        "- If `refills_remaining` is 0 the pharmacy will contact the prescriber; tell the user this can take 1-2 "
        "business days.\n"
        "- Do not give dosing advice. For questions about side effects or interactions, suggest the user talk to "
        "the pharmacist (use `message_pharmacist`).",
        {
            "patient_id": string(),
            "rx_number": string("Prescription number printed on the label.", pattern="^RX[0-9]{7}$"),
            "pickup_method": enum(["store_pickup", "drive_thru", "mail"], default="store_pickup"),
            "store_id": string("Required for pickup methods."),
        },
        ["patient_id", "rx_number"],
        annotations=ann("Request refill", ro=False, destructive=False, idempotent=False),
    ),
    tool(
        "get_refill_status",
        "Check where a refill is: received, in_review, waiting_on_prescriber, filling, ready, picked_up.",
        {"request_id": string()},
        ["request_id"],
        annotations=READ,
    ),
    tool(
        "find_pharmacy_store",
        "Find nearby stores with pharmacy hours, drive-thru availability and vaccine services.",
        {
            "zip_code": string(pattern="^[0-9]{5}$"),
            "radius_miles": integer(minimum=1, maximum=50, default=10),
            "open_now": boolean(default=False),
            "services": array(enum(["drive_thru", "24_hour", "vaccines", "compounding"]), default=[]),
        },
        ["zip_code"],
        annotations={"readOnlyHint": True, "openWorldHint": True},
    ),
    tool(
        "transfer_prescription_in",
        "Start a transfer of a prescription from another pharmacy. We contact the other pharmacy; the patient "
        "does not need to. Ask the user for the other pharmacy's name and phone number rather than guessing.",
        {
            "patient_id": string(),
            "medication_name": string(),
            "other_pharmacy_name": string(),
            "other_pharmacy_phone": string(),
            "other_rx_number": string(),
        },
        ["patient_id", "medication_name", "other_pharmacy_name", "other_pharmacy_phone"],
    ),
    tool(
        "set_refill_reminders",
        "Turn refill reminders on or off and pick the channel. Text reminders require the patient's consent to "
        "receive SMS; if `sms_consent` is false, text reminders are not enabled and the tool says so.",
        {
            "patient_id": string(),
            "enabled": boolean(default=True),
            "channel": enum(["sms", "email", "app_push"], default="app_push"),
            "days_before_due": integer(minimum=1, maximum=10, default=3),
            "sms_consent": boolean("The patient agreed to receive text messages.", default=False),
        },
        ["patient_id"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "message_pharmacist",
        "Send a secure question to the pharmacist on duty. Replies appear in the patient's secure inbox, usually "
        "within 4 hours during store hours.\n\nWarning: for emergencies, tell the user to call 911 or Poison Control "
        "(1-800-222-1222) instead of using this tool.",
        {
            "patient_id": string(),
            "store_id": string(),
            "subject": string(maxLength=120),
            "message": string(maxLength=2000),
        },
        ["patient_id", "store_id", "message"],
    ),
    tool(
        "get_price_estimate",
        "Estimate the out-of-pocket price for a medication with the patient's insurance on file, and the cash "
        "price with the store discount card. Estimates are not guaranteed.",
        {
            "patient_id": string(),
            "ndc": string("National Drug Code, 11 digits without dashes.", pattern="^[0-9]{11}$"),
            "quantity": integer(minimum=1),
            "days_supply": integer(enum=[30, 60, 90], default=30),
        },
        ["patient_id", "ndc", "quantity"],
        annotations=READ,
    ),
    tool(
        "add_caregiver_access",
        "Let a caregiver (for example an adult child) see and manage this patient's refills.\n\n"
        "The patient must agree. The caregiver gets an invitation e-mail and must verify their identity before "
        "access starts. Access can be removed any time with `remove_caregiver_access`.",
        {
            "patient_id": string(),
            "caregiver_email": string(format="email"),
            "access_level": enum(["view_only", "manage_refills"], default="view_only"),
            "patient_consent": boolean("The patient confirmed they want to share access.", default=False),
        },
        ["patient_id", "caregiver_email", "patient_consent"],
        annotations=WRITE,
    ),
    tool(
        "remove_caregiver_access",
        "Remove a caregiver's access to this patient's pharmacy account. Takes effect immediately.",
        {"patient_id": string(), "caregiver_id": string()},
        ["patient_id", "caregiver_id"],
        annotations=DESTROY,
    ),
]

ADMISSIONS = [
    tool(
        "search_programs",
        "Search degree programs by keyword, level and campus.",
        {
            "query": string(),
            "level": enum(["undergraduate", "masters", "doctoral", "certificate"]),
            "campus": enum(["main", "downtown", "online"]),
            "page": integer(minimum=1, default=1),
        },
        annotations=READ,
    ),
    tool(
        "get_application_checklist",
        "Show what an applicant still needs to submit: transcripts, test scores, recommendation letters, essays, "
        "and the application fee. Items already received show the date received.",
        {"application_id": string()},
        ["application_id"],
        annotations=READ,
        output=obj(
            {
                "application_id": string(),
                "complete": boolean(),
                "items": array(
                    obj(
                        {
                            "item": string(),
                            "status": enum(["missing", "received", "waived"]),
                            "received_on": string(format="date"),
                        }
                    )
                ),
            },
            ["application_id", "complete", "items"],
        ),
    ),
    tool(
        "start_application",
        "Create a draft application for a program and term. Drafts are private to the applicant until submitted.",
        {
            "applicant_id": string(),
            "program_code": string(pattern="^[A-Z]{2,4}-[0-9]{3}$"),
            "term": string("Entry term, e.g. `2027-fall`.", pattern="^20[0-9]{2}-(spring|summer|fall)$"),
        },
        ["applicant_id", "program_code", "term"],
    ),
    tool(
        "request_recommendation",
        "E-mail a recommender a private link to upload their letter.\n\n"
        "Applicants can choose to waive their right to see the letter. Explain the choice to the user and let them "
        "decide; do not pick for them.",
        {
            "application_id": string(),
            "recommender_name": string(),
            "recommender_email": string(format="email"),
            "relationship": enum(["teacher", "counselor", "employer", "research_advisor", "other"]),
            "waive_access": boolean(),
        },
        ["application_id", "recommender_name", "recommender_email", "waive_access"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "pay_application_fee",
        "Pay the application fee with a saved card, or apply a fee waiver code.\n\n"
        "Always tell the user the amount (shown by `get_application_checklist`) and get their OK before charging. "
        "Fee waivers for financial need can be requested with `request_fee_waiver` instead.",
        {
            "application_id": string(),
            "method": {
                "oneOf": [
                    obj({"saved_card_id": string()}, ["saved_card_id"]),
                    obj({"waiver_code": string(pattern="^[A-Z0-9]{8}$")}, ["waiver_code"]),
                ]
            },
            "confirm": boolean(default=False),
        },
        ["application_id", "method", "confirm"],
        annotations=ann("Pay application fee", ro=False, destructive=False, idempotent=False),
    ),
    tool(
        "request_fee_waiver",
        "Request a need-based application fee waiver. Counselors may verify eligibility.",
        {
            "application_id": string(),
            "basis": enum(["pell_eligible", "snap_or_tanf", "counselor_verified", "military", "other"]),
            "explanation": string(maxLength=1000),
        },
        ["application_id", "basis"],
    ),
    tool(
        "submit_application",
        "Submit an application for review. After submission, most fields are locked.\n\n"
        "Run `get_application_checklist` first and show the user any missing items. Submit only when the user says "
        "they are ready; use `dry_run` to validate without submitting.",
        {
            "application_id": string(),
            "dry_run": boolean(default=True),
            "certify_accuracy": boolean("The applicant certifies the information is accurate.", default=False),
        },
        ["application_id", "certify_accuracy"],
        annotations=ann("Submit application", ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "get_decision_status",
        "Check the admission decision status and release date. Decisions are released only in the applicant "
        "portal; this tool shows whether one is available, not the decision itself.",
        {"application_id": string()},
        ["application_id"],
        annotations=READ,
    ),
    tool(
        "book_campus_tour",
        "Reserve a spot on a campus tour. Up to 4 guests per applicant.",
        {
            "applicant_id": string(),
            "tour_date": string(format="date"),
            "time_slot": enum(["10:00", "13:00", "15:30"]),
            "guests": integer(minimum=0, maximum=4, default=0),
            "accessibility_needs": string("Optional. Shared only with the tour office."),
        },
        ["applicant_id", "tour_date", "time_slot"],
    ),
    tool(
        "withdraw_application",
        "Withdraw a submitted application. Fees are not refunded. This cannot be undone; the applicant would need "
        "to apply again. Confirm with the user first.",
        {"application_id": string(), "reason": string(), "confirm": boolean(default=False)},
        ["application_id", "confirm"],
        annotations=DESTROY,
    ),
]

SERVERS = {"b15-pharmacy-refills": PHARMACY, "b15-admissions": ADMISSIONS}
