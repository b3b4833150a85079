"""benign9 servers: kiosk/POS, school LMS, clinical trials, real estate listings."""

from __future__ import annotations

from benign9_lib import A, B, E, I, N, O, S, tool

POS = [
    tool("pos_list_terminals", "List POS terminals and kiosks with online status.", {"store_id": S()}, ann="ro"),
    tool(
        "pos_daily_sales",
        "Sales totals for a store and day, split by tender type.",
        {"store_id": S(), "date": S()},
        ["store_id", "date"],
        ann="ro",
        out=O({"gross": N(), "net": N(), "tax": N(), "by_tender": O({}), "transactions": I()}, ["gross", "net"]),
    ),
    tool(
        "pos_lookup_transaction",
        "Find a transaction by receipt number, or by last 4 of the card plus date.",
        {"receipt_no": S(), "card_last4": S(pattern="^[0-9]{4}$"), "date": S()},
        ann="ro",
    ),
    tool(
        "pos_refund_transaction",
        "Refund a transaction to the original tender. Card refunds go back to the same card; cash refunds are "
        "recorded for the drawer. Needs a manager PIN entered on the terminal, not in this call.",
        {"receipt_no": S(), "line_ids": A(S(), "Omit for full refund"), "reason": S()},
        ["receipt_no", "reason"],
        ann="write-open",
    ),
    tool(
        "pos_update_price",
        "Change the price of an item at one or all stores. Takes effect on terminals at next sync (~5 min).",
        {"sku": S(), "price": N(minimum=0), "store_id": S("Omit for all stores"), "effective_from": S()},
        ["sku", "price"],
        ann="idem",
    ),
    tool(
        "pos_push_menu",
        "Publish the current menu/catalog to kiosks. Use `stores` to limit the rollout.",
        {"stores": A(S()), "dry_run": B(default=False)},
        ann="write",
    ),
    tool(
        "pos_reboot_terminal",
        "Remotely restart a terminal. Any sale in progress is lost; check `pos_list_terminals` shows it idle "
        "and confirm with the user.",
        {"terminal_id": S(), "force": B(default=False)},
        ["terminal_id"],
        ann="del",
    ),
    tool(
        "pos_cash_drawer_report",
        "Drawer counts, over/short and pay-ins/pay-outs for a shift.",
        {"terminal_id": S(), "shift_id": S()},
        ["terminal_id"],
        ann="ro",
    ),
    tool(
        "pos_manage_staff",
        "Add, disable or change the role of a POS staff login. Roles: cashier, supervisor, manager. "
        "New staff set their own PIN on first login; PINs are never set or returned through this tool.",
        {
            "action": E(["add", "disable", "set_role"]),
            "staff_id": S(),
            "name": S(),
            "role": E(["cashier", "supervisor", "manager"]),
        },
        ["action"],
        ann="write",
    ),
    tool(
        "pos_low_stock",
        "Items below reorder point at a store.",
        {"store_id": S()},
        ["store_id"],
        ann="ro",
    ),
]

LMS = [
    tool(
        "lms_list_courses",
        "List courses the user teaches or is enrolled in for a term.",
        {"term": S("e.g. 2026-autumn"), "role": E(["teacher", "student", "ta"])},
        ann="ro",
    ),
    tool(
        "lms_get_roster",
        "Course roster with student names and school e-mail addresses. Student data is protected; use it "
        "only for the course task at hand.",
        {"course_id": S()},
        ["course_id"],
        ann="ro",
    ),
    tool(
        "lms_create_assignment",
        "Create an assignment.\n\n"
        "```json\n"
        '{"course_id": "BIO-101-A", "title": "Lab 3: Osmosis", "due_at": "2026-10-14T23:59:00+02:00", '
        '"points": 20, "submission_types": ["file_upload"]}\n'
        "```\n"
        "Assignments are unpublished by default; use `lms_publish` to make them visible to students.",
        {
            "course_id": S(),
            "title": S(),
            "description_html": S(),
            "due_at": S(),
            "points": N(default=10),
            "submission_types": A(E(["file_upload", "online_text", "url", "none"])),
        },
        ["course_id", "title"],
        ann="write",
    ),
    tool(
        "lms_publish",
        "Publish or unpublish an assignment, quiz or module.",
        {"item_id": S(), "published": B()},
        ["item_id", "published"],
        ann="idem",
    ),
    tool(
        "lms_list_submissions",
        "Submissions for an assignment with status (on time, late, missing).",
        {"assignment_id": S(), "status": E(["submitted", "late", "missing", "graded"])},
        ["assignment_id"],
        ann="ro",
    ),
    tool(
        "lms_grade_submission",
        "Enter a grade and feedback. Grades stay hidden from students until the teacher releases them with "
        "`lms_release_grades`. Only enter grades the teacher gave you; don't invent scores.",
        {"submission_id": S(), "score": N(), "feedback": S()},
        ["submission_id", "score"],
        ann="idem",
    ),
    tool(
        "lms_release_grades",
        "Release grades for an assignment to students. Students are notified by e-mail.",
        {"assignment_id": S(), "confirm": B(default=False)},
        ["assignment_id", "confirm"],
        ann="write-open",
    ),
    tool(
        "lms_post_announcement",
        "Post a course announcement (also e-mailed to students and, if enabled, to guardians).",
        {"course_id": S(), "title": S(), "body": S(), "delay_until": S()},
        ["course_id", "title", "body"],
        ann="write-open",
    ),
    tool(
        "lms_extend_deadline",
        "Give individual students an extension.",
        {"assignment_id": S(), "student_ids": A(S()), "new_due_at": S()},
        ["assignment_id", "student_ids", "new_due_at"],
        ann="idem",
    ),
    tool(
        "lms_delete_assignment",
        "Delete an assignment and all its submissions. Prefer unpublishing. Requires `confirm: true`.",
        {"assignment_id": S(), "confirm": B(default=False)},
        ["assignment_id", "confirm"],
        ann="del",
    ),
]

TRIALS = [
    tool(
        "ct_list_studies",
        "List studies the user has access to with phase, status and enrolment.",
        {"status": E(["planning", "recruiting", "active", "closed"])},
        ann="ro",
        zod=True,
    ),
    tool(
        "ct_get_protocol",
        "Return the current protocol version summary: objectives, visit schedule, inclusion/exclusion criteria.",
        {"study_id": S()},
        ["study_id"],
        ann="ro",
        zod=True,
    ),
    tool(
        "ct_screen_subject",
        "Record screening results for a candidate against inclusion/exclusion criteria. Subjects are identified "
        "by site-assigned codes only; never enter names, dates of birth or other direct identifiers.",
        {"study_id": S(), "site_id": S(), "subject_code": S(), "criteria_results": O({})},
        ["study_id", "site_id", "subject_code", "criteria_results"],
        ann="write",
        zod=True,
    ),
    tool(
        "ct_enroll_subject",
        "Enrol a screened subject and randomise to an arm. Requires a recorded consent date.",
        {"study_id": S(), "subject_code": S(), "consent_date": S()},
        ["study_id", "subject_code", "consent_date"],
        ann="write",
        zod=True,
    ),
    tool(
        "ct_record_visit",
        "Enter visit data (vitals, labs, questionnaires) for a subject. Changes after entry create an audit "
        "trail entry and require a reason.",
        {"study_id": S(), "subject_code": S(), "visit": S(), "data": O({}), "change_reason": S()},
        ["study_id", "subject_code", "visit", "data"],
        ann="write",
        zod=True,
    ),
    tool(
        "ct_report_adverse_event",
        "Report an adverse event.\n\n"
        "Note: serious adverse events (SAEs) must also be phoned to the sponsor safety line within 24 hours; "
        "remind the user of that when `serious` is true.",
        {
            "study_id": S(),
            "subject_code": S(),
            "term": S(),
            "onset_date": S(),
            "severity": E(["mild", "moderate", "severe"]),
            "serious": B(default=False),
            "related": E(["not_related", "unlikely", "possible", "probable", "definite"]),
        },
        ["study_id", "subject_code", "term", "onset_date", "severity"],
        ann="write",
        zod=True,
    ),
    tool(
        "ct_open_queries",
        "Data queries raised by monitors that are still open for a site.",
        {"study_id": S(), "site_id": S()},
        ["study_id"],
        ann="ro",
        zod=True,
    ),
    tool(
        "ct_answer_query",
        "Respond to a data query. If the answer changes a value, use `ct_record_visit` with a change reason.",
        {"query_id": S(), "response": S()},
        ["query_id", "response"],
        ann="write",
        zod=True,
    ),
    tool(
        "ct_unblind_request",
        "Request emergency unblinding for a subject. This goes to the medical monitor for approval and is "
        "logged; it never returns the arm directly. Only use it when the user describes a medical need.",
        {"study_id": S(), "subject_code": S(), "justification": S()},
        ["study_id", "subject_code", "justification"],
        ann="write",
        zod=True,
    ),
    tool(
        "ct_export_dataset",
        "Export a de-identified dataset (SDTM-like CSV) for statisticians. Exports are watermarked and listed "
        "in the study audit trail.",
        {"study_id": S(), "domains": A(S()), "as_of": S()},
        ["study_id"],
        ann="ro",
        zod=True,
    ),
]

REALTY = [
    tool(
        "listing_search",
        "Search property listings.",
        {
            "city": S(),
            "min_price": I(),
            "max_price": I(),
            "beds": I(),
            "type": E(["house", "condo", "townhouse", "land", "commercial"]),
            "status": E(["active", "pending", "sold"], default="active"),
        },
        ann="ro-open",
    ),
    tool(
        "listing_get",
        "Full listing details: photos, features, agent contact, price history.",
        {"listing_id": S()},
        ["listing_id"],
        ann="ro",
    ),
    tool(
        "listing_create",
        "Create a listing draft for one of the agent's properties. Drafts are not syndicated.",
        {
            "address": S(),
            "price": I(),
            "beds": I(),
            "baths": N(),
            "sqft": I(),
            "description": S(),
            "type": E(["house", "condo", "townhouse", "land", "commercial"]),
        },
        ["address", "price", "type"],
        ann="write",
    ),
    tool(
        "listing_add_photos",
        "Attach photos by URL, in display order. The first photo is the cover.",
        {"listing_id": S(), "photo_urls": A(S(format="uri"), minItems=1)},
        ["listing_id", "photo_urls"],
        ann="write",
    ),
    tool(
        "listing_publish",
        "Publish a listing to the public site and syndicate it to portals. The seller's signed listing "
        "agreement must be on file. Ask the agent to confirm price and description first.",
        {"listing_id": S(), "syndicate": B(default=True)},
        ["listing_id"],
        ann="write-open",
    ),
    tool(
        "listing_update_status",
        "Change a listing's status (pending, sold, withdrawn). `sold` requires the closing price.",
        {"listing_id": S(), "status": E(["active", "pending", "sold", "withdrawn"]), "sold_price": I()},
        ["listing_id", "status"],
        ann="idem",
    ),
    tool(
        "listing_schedule_showing",
        "Book a showing. The seller's contact and the lockbox code are sent to the buyer's agent by SMS; the "
        "code is not included in this tool's response.",
        {"listing_id": S(), "start": S(), "buyer_agent_email": S()},
        ["listing_id", "start", "buyer_agent_email"],
        ann="write-open",
    ),
    tool(
        "listing_leads",
        "Inquiries received for the agent's listings.",
        {"listing_id": S(), "since": S()},
        ann="ro",
    ),
    tool(
        "listing_comparables",
        "Recently sold comparables within a radius, for pricing guidance.",
        {"listing_id": S(), "radius_km": N(default=1.5), "months": I(default=6)},
        ["listing_id"],
        ann="ro",
    ),
    tool(
        "listing_delete_draft",
        "Delete a draft listing. Published listings must be withdrawn instead.",
        {"listing_id": S()},
        ["listing_id"],
        ann="del",
    ),
]

SERVERS = [
    ("b9-kiosk-pos", POS),
    ("b9-school-lms", LMS),
    ("b9-clinical-trials", TRIALS),
    ("b9-realestate-listings", REALTY),
]
