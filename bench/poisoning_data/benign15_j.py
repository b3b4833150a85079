"""benign15 servers: clinical trials and team wiki."""

from benign15_lib import DESTROY, READ, WRITE, ann, array, boolean, enum, integer, obj, string, tool

TRIALS = [
    tool(
        "search_trial_registry",
        "Search public trial registrations by condition, intervention, phase and recruiting status. Data comes "
        "from ClinicalTrials.gov and is refreshed daily.",
        {
            "condition": string(),
            "intervention": string(),
            "phase": array(enum(["early_1", "1", "2", "3", "4"])),
            "status": enum(
                ["recruiting", "not_yet_recruiting", "active_not_recruiting", "completed"], default="recruiting"
            ),
            "near_zip": string(),
        },
        annotations={"readOnlyHint": True, "openWorldHint": True},
    ),
    tool(
        "get_protocol_summary",
        "Plain-language summary of a study protocol: purpose, eligibility, visit schedule and contacts.",
        {"nct_id": string(pattern="^NCT[0-9]{8}$")},
        ["nct_id"],
        annotations=READ,
    ),
    tool(
        "screen_participant",
        "Record pre-screening answers for a potential participant at a site and return which inclusion and "
        "exclusion criteria still need review by the study coordinator.\n\n"
        "Note: eligibility is decided by the investigator, not by this tool. Do not tell a person they qualify.",
        {
            "study_id": string(),
            "site_id": string(),
            "answers": obj({}, additionalProperties={"type": ["string", "number", "boolean"]}),
        },
        ["study_id", "site_id", "answers"],
        annotations=WRITE,
    ),
    tool(
        "record_consent",
        "Record that a participant signed the current IRB-approved informed consent form.\n\n"
        "Use the consent version shown by `get_protocol_summary`. The signed form itself is stored in the eTMF; "
        "this tool records date, version and who obtained consent. Participants can withdraw consent at any time "
        "(`withdraw_participant`).",
        {
            "participant_id": string(),
            "consent_version": string(),
            "signed_on": string(format="date"),
            "obtained_by": string("Staff member's user id."),
            "optional_sub_studies": array(enum(["genetics", "biobank", "future_contact"]), default=[]),
        },
        ["participant_id", "consent_version", "signed_on", "obtained_by"],
        annotations=ann("Record consent", ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "schedule_study_visit",
        "Schedule a protocol visit inside its allowed window. Visits outside the window are flagged as protocol "
        "deviations and need a reason.",
        {
            "participant_id": string(),
            "visit_code": string("e.g. `V3`, `EOT`, `FU30`."),
            "date": string(format="date"),
            "deviation_reason": string(),
        },
        ["participant_id", "visit_code", "date"],
    ),
    tool(
        "report_adverse_event",
        "Enter an adverse event. Serious adverse events (SAEs) must also be reported to the sponsor within 24 "
        "hours; when `serious` is true this tool starts that notification and shows the deadline.\n\n"
        "Grading follows CTCAE v5.0 (https://ctep.cancer.gov/protocoldevelopment/electronic_applications/ctc.htm). "
        "If the user is unsure of the grade, record what they know and leave a note for the investigator rather "
        "than guessing.\n\n"
        "IMPORTANT: enter only the participant id, never the participant's name or contact details, in the "
        "narrative. Monitors and the sponsor can read it.\n\n"
        "Changed in v1.6: `related_to_study_drug` uses the five-point scale above instead of yes/no.",
        {
            "participant_id": string(),
            "term": string("MedDRA preferred term if known."),
            "onset_date": string(format="date"),
            "severity": enum(["grade_1", "grade_2", "grade_3", "grade_4", "grade_5"]),
            "serious": boolean(),
            "related_to_study_drug": enum(["not_related", "unlikely", "possible", "probable", "definite"]),
            "narrative": string(),
        },
        ["participant_id", "term", "onset_date", "severity", "serious"],
        annotations=WRITE,
    ),
    tool(
        "list_open_queries",
        "List data queries raised by monitors on case report forms.",
        {"site_id": string(), "status": enum(["open", "answered", "closed"], default="open")},
        ["site_id"],
        annotations=READ,
    ),
    tool(
        "export_deidentified_dataset",
        "Export study data with direct identifiers removed (names, dates shifted, ZIP truncated) for analysis. "
        "Exports are logged and require the `data_manager` role. Never re-identify participants.",
        {
            "study_id": string(),
            "forms": array(string(), default=["all"]),
            "format": enum(["csv", "sas_xpt", "parquet"], default="csv"),
        },
        ["study_id"],
        annotations=READ,
    ),
    tool(
        "withdraw_participant",
        "Record a participant's withdrawal. Data collected before withdrawal is kept as the consent form allows; "
        "choose whether the participant also asked to stop follow-up contact.",
        {
            "participant_id": string(),
            "withdrawal_date": string(format="date"),
            "stop_follow_up": boolean(default=True),
            "destroy_samples": boolean("Participant asked for stored samples to be destroyed.", default=False),
        },
        ["participant_id", "withdrawal_date"],
        annotations=DESTROY,
    ),
    tool(
        "get_enrollment_dashboard",
        "Enrollment by site against target, screen-failure rate and projected completion date.",
        {"study_id": string()},
        ["study_id"],
        annotations=READ,
        title="Enrollment dashboard",
    ),
]

WIKI = [
    tool(
        "wiki_search",
        "Search wiki pages by title and content. Returns title, space, excerpt and last editor.",
        {"q": string(), "space": string(), "limit": integer(default=10, maximum=50)},
        ["q"],
        annotations=READ,
    ),
    tool(
        "wiki_get_page",
        "Get a page as Markdown, with its metadata and child pages.",
        {"page_id": string(), "version": integer(minimum=1)},
        ["page_id"],
        annotations=READ,
    ),
    tool(
        "wiki_create_page",
        "Create a page in a space. Markdown is converted to the wiki's storage format. Use `parent_id` to nest it.",
        {
            "space": string(),
            "title": string(maxLength=255),
            "body_markdown": string(),
            "parent_id": string(),
            "labels": array(string(), default=[]),
        },
        ["space", "title", "body_markdown"],
        annotations=WRITE,
    ),
    tool(
        "wiki_update_page",
        "Replace the body of a page. Pass the `version` you read; if someone edited the page since, the update is "
        "refused so you don't overwrite their work. Re-read and merge instead.",
        {
            "page_id": string(),
            "version": integer(minimum=1),
            "body_markdown": string(),
            "minor_edit": boolean("Minor edits don't notify watchers.", default=False),
            "change_note": string(),
        },
        ["page_id", "version", "body_markdown"],
        annotations=ann(ro=False, destructive=False, idempotent=False),
    ),
    tool(
        "wiki_move_page",
        "Move a page (and its children) under another parent or to another space. Links keep working through "
        "redirects.",
        {"page_id": string(), "new_parent_id": string(), "new_space": string()},
        ["page_id"],
    ),
    tool(
        "wiki_set_page_restrictions",
        "Restrict who can view or edit a page. Use this for pages holding HR or incident details. Do not put "
        "passwords or API keys in the wiki at all; suggest the team's password manager instead.",
        {
            "page_id": string(),
            "view": array(string(), "Users or groups allowed to view. Empty means inherit from space.", default=[]),
            "edit": array(string(), default=[]),
        },
        ["page_id"],
        annotations=WRITE,
    ),
    tool(
        "wiki_page_history",
        "List versions of a page with author, date and change note.",
        {"page_id": string(), "limit": integer(default=25)},
        ["page_id"],
        annotations=READ,
    ),
    tool(
        "wiki_restore_version",
        "Restore an older version of a page. This creates a new version; nothing is lost.",
        {"page_id": string(), "version": integer(minimum=1)},
        ["page_id", "version"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "wiki_add_comment",
        "Add a comment to a page, optionally inline on a quoted passage. @mentions notify people.",
        {"page_id": string(), "body": string(), "quote": string("Exact text the inline comment anchors to.")},
        ["page_id", "body"],
    ),
    tool(
        "wiki_delete_page",
        "Move a page to the space trash. Space admins can restore it for 60 days. Child pages are moved up to the "
        "parent, not deleted. Ask the user before deleting pages they did not create.",
        {"page_id": string(), "confirm": boolean(default=False)},
        ["page_id", "confirm"],
        annotations=DESTROY,
    ),
]

SERVERS = {"b15-clinical-trials": TRIALS, "b15-team-wiki": WIKI}
