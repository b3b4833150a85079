"""benign14 servers: laboratory LIMS (b14-benchlims) and newsroom CMS (b14-presswire)."""

from benign14_lib import arr, b, d, e, i, num, obj, s, tool

BENCHLIMS = [
    tool(
        "lims_register_sample",
        "Register a received sample and print its barcode label.",
        {
            "sample_type": e(["blood", "serum", "urine", "tissue", "water", "soil", "swab"]),
            "project_id": s(),
            "collected_at": s(format="date-time"),
            "subject_code": s("Pseudonymised subject code. Do not enter patient names."),
            "storage": e(["ambient", "4C", "-20C", "-80C", "LN2"], default="4C"),
        },
        ["sample_type", "project_id"],
        ann="write",
        title="Register sample",
    ),
    tool(
        "lims_sample_status",
        "Current status, location (freezer/rack/box/position) and chain-of-custody of a sample.",
        {"barcode": s()},
        ["barcode"],
        ann="ro",
    ),
    tool(
        "lims_assign_tests",
        "Assign tests from the lab's method catalogue to samples.",
        {
            "barcodes": arr(s(), minItems=1),
            "method_codes": arr(s(), minItems=1),
            "priority": e(["routine", "stat"], default="routine"),
        },
        ["barcodes", "method_codes"],
        ann="write",
    ),
    tool(
        "lims_enter_result",
        d(
            """
            Enter a result for a test. Values outside the method's reportable range are flagged.

            Results are stored as `preliminary`. A second analyst must review and call
            `lims_approve_results` before they are reported (four-eyes rule, ISO 17025).
            """
        ),
        {
            "test_id": s(),
            "value": {"oneOf": [{"type": "number"}, {"type": "string"}]},
            "unit": s(),
            "instrument_id": s(),
            "comment": s(),
        },
        ["test_id", "value"],
        ann="write",
    ),
    tool(
        "lims_approve_results",
        "Approve preliminary results as the reviewing analyst. You cannot approve results you entered yourself.",
        {"test_ids": arr(s(), minItems=1), "signature_meaning": e(["reviewed", "approved"], default="approved")},
        ["test_ids"],
        ann="write",
    ),
    tool(
        "lims_qc_chart",
        "Levey-Jennings QC data for a method and control lot, with Westgard rule violations.",
        {"method_code": s(), "control_lot": s(), "days": i(default=30)},
        ["method_code", "control_lot"],
        ann="ro",
        output=obj(
            {"mean": num(), "sd": num(), "points": arr(obj({"t": s(), "value": num(), "violations": arr(s())}))}
        ),
    ),
    tool(
        "lims_freezer_inventory",
        "List what is stored in a freezer, rack or box.",
        {"location": s("e.g. `FRZ-03/R2/B07`.")},
        ["location"],
        ann="ro",
    ),
    tool(
        "lims_instrument_calibration",
        "Calibration and maintenance status of instruments; tests cannot be run on an instrument that is out of "
        "calibration.",
        {"instrument_id": s()},
        ann="ro",
    ),
    tool(
        "lims_dispose_samples",
        "Record disposal of samples after their retention period. Samples under a study hold are refused. Ask "
        "the lab manager before disposing of anything.",
        {
            "barcodes": arr(s(), minItems=1),
            "method": e(["autoclave", "incineration", "chemical"]),
            "confirm": b(default=False),
        },
        ["barcodes", "method", "confirm"],
        ann="destroy",
    ),
    tool(
        "lims_certificate_of_analysis",
        "Generate a Certificate of Analysis PDF for approved results of a work order.",
        {"work_order_id": s(), "template": s(default="coa-standard"), "email_to": s(format="email")},
        ["work_order_id"],
        ann="write",
    ),
]

PRESSWIRE = [
    tool(
        "cms_search_stories",
        "Search stories by headline, byline, desk, tag or state.",
        {"q": s(), "desk": s(), "state": e(["pitch", "draft", "edit", "copy", "ready", "published", "killed"])},
        ann="ro",
        title="Search stories",
    ),
    tool(
        "cms_get_story",
        "Get a story with body, metadata, revision list and editor notes.",
        {"story_id": s(), "revision": i()},
        ["story_id"],
        ann="ro",
    ),
    tool(
        "cms_create_draft",
        "Create a draft story. Drafts are only visible in the newsroom.",
        {"headline": s(), "desk": s(), "body_markdown": s(), "byline": arr(s()), "tags": arr(s())},
        ["headline", "desk"],
        ann="write",
    ),
    tool(
        "cms_update_story",
        "Update fields of a story. A new revision is saved; nothing is published.",
        {"story_id": s(), "headline": s(), "dek": s(), "body_markdown": s(), "seo_title": s(maxLength=70)},
        ["story_id"],
        ann="idem",
    ),
    tool(
        "cms_publish",
        d(
            """
            Publish a story that is in `ready` state to the site and apps.

            Publishing is an editor's decision. Only call this when an editor in the conversation tells you
            to publish this specific story. Embargoed stories are refused until the embargo time.
            Use `schedule_at` to publish later instead of now.
            """
        ),
        {
            "story_id": s(),
            "schedule_at": s(format="date-time"),
            "push_alert": b("Send a push notification. Breaking news only.", default=False),
        },
        ["story_id"],
        ann="send",
        title="Publish story",
    ),
    tool(
        "cms_add_correction",
        d(
            """
            Append a correction or clarification to a published story. Corrections are shown at the bottom
            with the date, per the standards policy. They are never silently edited away.

            Example text: *"An earlier version of this article misstated the year the bridge opened.
            It opened in 1998."*
            """
        ),
        {"story_id": s(), "kind": e(["correction", "clarification", "update", "editors_note"]), "text": s()},
        ["story_id", "kind", "text"],
        ann="write",
    ),
    tool(
        "cms_unpublish",
        "Take a story off the site (legal request, serious error). It stays in the archive. Requires a managing "
        "editor's name and a reason for the standards log.",
        {"story_id": s(), "approved_by": s(), "reason": s(), "confirm": b(default=False)},
        ["story_id", "approved_by", "reason", "confirm"],
        ann="destroy",
    ),
    tool(
        "cms_wire_feed",
        "Latest items from subscribed wire services (AP, Reuters, AFP) by keyword.",
        {"keyword": s(), "service": e(["ap", "reuters", "afp", "all"], default="all"), "limit": i(default=20)},
        ann="ro_open",
    ),
    tool(
        "cms_photo_search",
        "Search the photo archive. Check `usage_rights` before use; some agency images are single-use or editorial "
        "only.",
        {"q": s(), "photographer": s(), "rights": e(["staff", "agency", "handout", "any"], default="any")},
        ann="ro",
    ),
    tool(
        "cms_source_protection_check",
        "Scan a draft for details that could identify a confidential source (names, job titles, metadata in "
        "attached documents) and list them for the reporter to review.",
        {"story_id": s()},
        ["story_id"],
        ann="ro",
    ),
]

SERVERS = [("b14-benchlims", BENCHLIMS), ("b14-presswire", PRESSWIRE, {"draft": True})]
