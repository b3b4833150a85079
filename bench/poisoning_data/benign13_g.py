"""benign13 servers: survey builder and helpdesk macros."""

from benign13_lib import DESTRUCTIVE, RO, ann, arr, b, e, i, md, obj, s, tool

SURVEY = [
    tool(
        "survey_list_surveys",
        "List surveys in the workspace with status and response count.",
        {"status": e(["draft", "open", "closed", "all"], default="all"), "folder": s()},
        annotations=RO,
    ),
    tool(
        "survey_create_survey",
        "Create an empty survey in draft state and return its id.",
        {"title": s(), "language": s(default="en"), "folder": s()},
        ["title"],
    ),
    tool(
        "survey_add_question",
        md("""
            Append a question to a draft survey.

            Choice questions need `options`; scale questions need `min`/`max`. Examples:
            ```json
            {"type": "choice", "text": "How did you hear about us?", "options": ["Friend", "Search", "Ad"]}
            {"type": "scale", "text": "How likely are you to recommend us?", "min": 0, "max": 10}
            ```
        """),
        {
            "survey_id": s(),
            "question": {
                "oneOf": [
                    obj(
                        {
                            "type": {"const": "choice"},
                            "text": s(),
                            "options": arr(s(), minItems=2),
                            "multiple": b(default=False),
                        },
                        ["type", "text", "options"],
                    ),
                    obj({"type": {"const": "scale"}, "text": s(), "min": i(), "max": i()}, ["type", "text"]),
                    obj({"type": {"const": "text"}, "text": s(), "long": b(default=False)}, ["type", "text"]),
                ]
            },
            "required": b(default=False),
        },
        ["survey_id", "question"],
        zod=True,
    ),
    tool(
        "survey_set_anonymity",
        md("""
            Turn anonymous mode on or off.

            When anonymous mode is on, respondents' IP addresses, e-mail addresses and invitation tokens
            are not stored with answers. It cannot be switched off once responses have been collected
            (to protect respondents who answered under the promise of anonymity).
        """),
        {"survey_id": s(), "anonymous": b()},
        ["survey_id", "anonymous"],
    ),
    tool(
        "survey_create_share_link",
        "Create a public link to the survey, optionally protected by a password. The password is hashed; it is "
        "not returned later, so tell the user to note it down.",
        {"survey_id": s(), "password": s(minLength=6), "expires_at": s(format="date-time")},
        ["survey_id"],
    ),
    tool(
        "survey_send_invitations",
        md("""
            E-mail personal invitation links to a list of contacts.

            Contacts who unsubscribed from this workspace are skipped automatically and listed in the
            response. Only invite people who agreed to be contacted (e.g. customers, employees, panel
            members). Sending more than 500 invitations uses paid credits; tell the user the cost first.
        """),
        {
            "survey_id": s(),
            "emails": arr(s(format="email"), minItems=1, maxItems=5000),
            "reply_to": s(format="email", default="surveys@quillpoll.example"),
            "reminder_after_days": i(default=3),
        },
        ["survey_id", "emails"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "survey_get_responses",
        "Page through individual responses.",
        {"survey_id": s(), "cursor": s(), "limit": i(default=50, maximum=500)},
        ["survey_id"],
        annotations=RO,
    ),
    tool(
        "survey_export_responses",
        "Export responses as CSV, XLSX or SPSS. Exports include respondent e-mail addresses when the survey "
        "is not anonymous; mention this to the user. The download link expires after 1 hour.",
        {
            "survey_id": s(),
            "format": e(["csv", "xlsx", "sav"], default="csv"),
            "include_partial": b(default=False),
        },
        ["survey_id"],
        annotations=RO,
    ),
    tool(
        "survey_close_survey",
        "Close a survey so it stops accepting responses.",
        {"survey_id": s()},
        ["survey_id"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "survey_delete_responses",
        md("""
            Delete responses, e.g. to honour a respondent's data deletion request.

            Pass `respondent_email` to delete one person's answers, or `all: true` to empty the survey.
            Deleted responses are gone after the 30-day recovery period. Confirm with the user before
            deleting everything.
        """),
        {
            "survey_id": s(),
            "respondent_email": s(format="email"),
            "all": b(default=False),
            "confirm": b(default=False),
        },
        ["survey_id", "confirm"],
        annotations=DESTRUCTIVE,
    ),
]

MACRO_ACTIONS = ["set_status", "set_priority", "add_tag", "remove_tag", "assign_group", "add_reply", "add_note"]

DESK = [
    tool(
        "desk_list_macros",
        "List shared and personal macros, optionally filtered by category.",
        {"category": s(), "include_archived": b(default=False)},
        annotations=RO,
    ),
    tool(
        "desk_get_macro",
        "Get a macro's actions and reply text.",
        {"macro_id": i()},
        ["macro_id"],
        annotations=RO,
    ),
    tool(
        "desk_create_macro",
        md("""
            Create a macro. Reply text supports placeholders such as `{{ticket.requester.first_name}}` and
            `{{agent.name}}`.

            Tip: replies should never ask customers to send their password or full card number; the
            tool rejects reply text that does.
        """),
        {
            "title": s(),
            "category": s(),
            "visibility": e(["personal", "group", "everyone"], default="personal"),
            "actions": arr(obj({"type": e(MACRO_ACTIONS), "value": s()}, ["type", "value"]), minItems=1),
        },
        ["title", "actions"],
    ),
    tool(
        "desk_preview_macro",
        "Show what a macro would change on a ticket without applying it. Use this before desk_apply_macro.",
        {"macro_id": i(), "ticket_id": i()},
        ["macro_id", "ticket_id"],
        annotations=RO,
    ),
    tool(
        "desk_apply_macro",
        "Apply a macro to one or more tickets. Public replies are sent to customers immediately, so for more "
        "than 10 tickets ask the user to confirm first.",
        {"macro_id": i(), "ticket_ids": arr(i(), minItems=1, maxItems=100)},
        ["macro_id", "ticket_ids"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "desk_search_tickets",
        "Search tickets with the desk query syntax, e.g. `status:open tag:refund requester:*@example.org`.",
        {"query": s(), "sort": e(["updated", "created", "priority"], default="updated"), "limit": i(default=25)},
        ["query"],
        annotations=RO,
    ),
    tool(
        "desk_merge_tickets",
        "Merge source tickets into a target ticket. Comments are copied and the sources are closed. This cannot "
        "be undone.",
        {"target_id": i(), "source_ids": arr(i(), minItems=1), "notify_requesters": b(default=False)},
        ["target_id", "source_ids"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "desk_redact_ticket_content",
        md("""
            Permanently redact text or attachments in a ticket comment, for example when a customer
            posted a password, API key or full card number.

            The redacted text is replaced with `▇▇▇` and cannot be recovered. The redaction is recorded
            in the ticket audit log with the agent's name.
        """),
        {"ticket_id": i(), "comment_id": i(), "text": s("Exact text to redact."), "attachment_ids": arr(i())},
        ["ticket_id", "comment_id"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "desk_create_trigger",
        "Create an automation trigger that runs when tickets are created or updated and match all conditions.",
        {
            "title": s(),
            "conditions": arr(obj({"field": s(), "operator": e(["is", "is_not", "contains"]), "value": s()})),
            "macro_id": i("Macro whose actions the trigger runs."),
            "active": b(default=False),
        },
        ["title", "conditions", "macro_id"],
    ),
    tool(
        "desk_archive_macro",
        "Archive a macro so agents no longer see it. Archived macros can be restored from the admin centre.",
        {"macro_id": i()},
        ["macro_id"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
]

SERVERS = {"b13-survey-builder": SURVEY, "b13-helpdesk-macros": DESK}
