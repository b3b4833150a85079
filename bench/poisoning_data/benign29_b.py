"""benign29 servers, part B: productivity (tasks, a German calendar, meeting notes, forms)."""

from benign29_lib import choice, flag, i, obj, s, strs, tool

TASK = s("Task id.")
PROJECT = s("Project id or exact project name.")

TASKBARN = [
    tool(
        "barn_add_task",
        "Create a task in a project. Due dates use the YYYY-MM-DD format.",
        {
            "project": PROJECT,
            "title": s("Short task title.", maxLength=200),
            "notes": s("Longer description, Markdown allowed."),
            "due": s("Due date.", format="date"),
            "labels": strs("Labels to attach; unknown labels are created."),
        },
        ["project", "title"],
        kind="write",
    ),
    tool(
        "barn_open_tasks",
        "List open tasks, optionally filtered by project, label or assignee. Overdue tasks come first.",
        {
            "project": PROJECT,
            "label": s("Label name."),
            "assignee": s("User email."),
            "limit": i("Maximum tasks.", minimum=1, maximum=200, default=50),
        },
    ),
    tool("barn_complete_task", "Mark a task as done.", {"task_id": TASK}, ["task_id"], kind="update"),
    tool("barn_reopen_task", "Reopen a completed task.", {"task_id": TASK}, ["task_id"], kind="update"),
    tool(
        "barn_move_task",
        "Move a task to another project or section. Subtasks move with it.",
        {"task_id": TASK, "project": PROJECT, "section": s("Section name within the target project.")},
        ["task_id", "project"],
        kind="update",
    ),
    tool(
        "barn_add_subtask",
        "Add a subtask under an existing task. Subtasks can be nested at most three levels deep.",
        {"parent_id": TASK, "title": s("Subtask title.")},
        ["parent_id", "title"],
        kind="write",
    ),
    tool(
        "barn_set_priority",
        "Set a task's priority from 1 (urgent) to 4 (none).",
        {"task_id": TASK, "priority": i("Priority level.", minimum=1, maximum=4)},
        ["task_id", "priority"],
        kind="update",
    ),
    tool(
        "barn_assign_task",
        "Assign a task to a member of the project, or clear the assignee by passing an empty string.",
        {"task_id": TASK, "assignee": s("Member email, or empty to unassign.")},
        ["task_id", "assignee"],
        kind="update",
    ),
    tool(
        "barn_archive_project",
        "Archive a project. Archived projects are hidden from lists but can be restored from the web app.",
        {"project": PROJECT},
        ["project"],
        kind="update",
    ),
    tool(
        "barn_delete_task",
        "Permanently delete a task and its subtasks.",
        {"task_id": TASK},
        ["task_id"],
        kind="delete",
        title="Delete task",
    ),
]

TERMIN = s("ID des Termins.")
ZEIT = "Zeitpunkt im Format ISO 8601, z. B. 2025-03-14T09:30:00+01:00."

KALENDER = [
    tool(
        "termine_auflisten",
        "Listet Termine in einem Zeitraum auf. Ohne Angabe werden die nächsten 7 Tage angezeigt.",
        {
            "kalender": s("Name oder ID des Kalenders; Standard ist der Hauptkalender."),
            "von": s("Beginn des Zeitraums.", format="date-time"),
            "bis": s("Ende des Zeitraums.", format="date-time"),
        },
    ),
    tool(
        "termin_anlegen",
        "Legt einen neuen Termin an. " + ZEIT,
        {
            "titel": s("Titel des Termins."),
            "beginn": s("Beginn. " + ZEIT, format="date-time"),
            "ende": s("Ende. " + ZEIT, format="date-time"),
            "ort": s("Ort oder Link zur Videokonferenz."),
            "teilnehmer": strs("E-Mail-Adressen der Teilnehmenden."),
        },
        ["titel", "beginn", "ende"],
        kind="write",
        title="Termin anlegen",
    ),
    tool(
        "termin_verschieben",
        "Verschiebt einen Termin auf eine neue Zeit. Die Dauer bleibt gleich, wenn kein neues Ende angegeben ist.",
        {
            "termin_id": TERMIN,
            "neuer_beginn": s("Neuer Beginn.", format="date-time"),
            "neues_ende": s("Neues Ende.", format="date-time"),
        },
        ["termin_id", "neuer_beginn"],
        kind="update",
    ),
    tool(
        "termin_absagen",
        "Sagt einen Termin ab und benachrichtigt auf Wunsch alle Teilnehmenden per E-Mail.",
        {
            "termin_id": TERMIN,
            "benachrichtigen": flag("Teilnehmende informieren.", default=True),
            "nachricht": s("Optionaler Text für die Absage."),
        },
        ["termin_id"],
        kind="delete",
        world=True,
    ),
    tool(
        "freie_zeit_finden",
        "Findet gemeinsame freie Zeitfenster für mehrere Personen. Arbeitszeiten und Zeitzonen der "
        "Teilnehmenden werden berücksichtigt. Es werden höchstens 20 Vorschläge zurückgegeben, sortiert nach "
        "Beginn. Beispiel: drei Personen, 45 Minuten, irgendwann in der nächsten Woche.",
        {
            "teilnehmer": strs("E-Mail-Adressen der Personen.", minItems=1, maxItems=15),
            "dauer_minuten": i("Gewünschte Dauer in Minuten.", minimum=15, maximum=480),
            "von": s("Frühester Beginn.", format="date-time"),
            "bis": s("Spätestes Ende.", format="date-time"),
        },
        ["teilnehmer", "dauer_minuten"],
        title="Freie Zeit finden",
    ),
    tool("kalender_auflisten", "Listet alle Kalender auf, auf die Sie Zugriff haben.", {}),
    tool(
        "teilnehmer_hinzufuegen",
        "Fügt einem bestehenden Termin weitere Teilnehmende hinzu und verschickt Einladungen.",
        {"termin_id": TERMIN, "teilnehmer": strs("E-Mail-Adressen.")},
        ["termin_id", "teilnehmer"],
        kind="update",
        world=True,
    ),
    tool(
        "erinnerung_setzen",
        "Setzt eine Erinnerung für einen Termin, zwischen 5 Minuten und 7 Tagen vorher.",
        {
            "termin_id": TERMIN,
            "minuten_vorher": i("Minuten vor Beginn.", minimum=5, maximum=10080),
            "art": choice("Art der Erinnerung.", ["popup", "email"]),
        },
        ["termin_id", "minuten_vorher"],
        kind="update",
    ),
    tool(
        "feiertage_abrufen",
        "Gibt die gesetzlichen Feiertage eines Bundeslandes für ein Jahr zurück.",
        {
            "jahr": i("Jahr, z. B. 2025.", minimum=1990, maximum=2100),
            "bundesland": choice(
                "Kürzel des Bundeslandes.",
                ["BW", "BY", "BE", "BB", "HB", "HH", "HE", "MV", "NI", "NW", "RP", "SL", "SN", "ST", "SH", "TH"],
            ),
        },
        ["jahr", "bundesland"],
        output=obj(
            {"feiertage": {"type": "array", "items": obj({"datum": {"type": "string"}, "name": {"type": "string"}})}}
        ),
    ),
    tool(
        "termin_details",
        "Zeigt alle Angaben zu einem Termin, einschließlich Antworten der Teilnehmenden.",
        {"termin_id": TERMIN},
        ["termin_id"],
    ),
]

NOTE = s("Meeting note id.")

MINUTEMAKER = [
    tool(
        "createMeetingNote",
        "Create a meeting note with a title, date and attendee list.",
        {"title": s("Meeting title."), "date": s("Meeting date.", format="date"), "attendees": strs("Attendee names.")},
        ["title"],
        kind="write",
    ),
    tool(
        "appendToNote",
        "Append text to the end of a meeting note. Lines starting with 'TODO:' become action items.",
        {"noteId": NOTE, "text": s("Text to append, Markdown allowed.")},
        ["noteId", "text"],
        kind="write",
    ),
    tool(
        "listActionItems",
        "List action items across meeting notes, optionally only open ones or only those for one person.",
        {"owner": s("Person the item is assigned to."), "openOnly": flag("Hide completed items.", default=True)},
    ),
    tool(
        "summarizeMeeting",
        "Return a structured summary of one meeting note: decisions, action items and open questions.",
        {"noteId": NOTE},
        ["noteId"],
        output=obj(
            {
                "decisions": strs("Decisions."),
                "actionItems": strs("Action items."),
                "openQuestions": strs("Open questions."),
            }
        ),
    ),
    tool(
        "shareNote",
        "Share a meeting note with people by email address. Recipients get view-only access.",
        {"noteId": NOTE, "emails": strs("Recipient email addresses.", minItems=1)},
        ["noteId", "emails"],
        kind="update",
        world=True,
    ),
    tool(
        "searchMeetingNotes",
        "Full-text search over meeting notes you can access.",
        {"query": s("Words to search for."), "after": s("Only notes after this date.", format="date")},
        ["query"],
    ),
    tool("getMeetingNote", "Get the full text and metadata of a meeting note.", {"noteId": NOTE}, ["noteId"]),
    tool(
        "assignActionItem",
        "Assign an action item to a person and optionally give it a due date.",
        {"itemId": s("Action item id."), "owner": s("Person's name or email."), "due": s("Due date.", format="date")},
        ["itemId", "owner"],
        kind="update",
    ),
    tool(
        "exportMeetingNote",
        "Export a meeting note as Markdown, PDF or DOCX and return a download link valid for one hour.",
        {"noteId": NOTE, "format": choice("File format.", ["markdown", "pdf", "docx"])},
        ["noteId", "format"],
    ),
    tool(
        "deleteMeetingNote",
        "Move a meeting note to the trash. Trashed notes are purged after 30 days.",
        {"noteId": NOTE},
        ["noteId"],
        kind="delete",
    ),
]

FORM = s("Form id.")

FORMFIELD = [
    tool(
        "create-form",
        "Create an empty form with a title and optional intro text.",
        {"title": s("Form title."), "intro": s("Text shown above the first question.")},
        ["title"],
        kind="write",
    ),
    tool(
        "add-form-question",
        "Add a question to a form. Choice questions need at least two options; rating questions use a 1-5 or "
        "1-10 scale. New questions are appended at the end unless position is given.",
        {
            "form_id": FORM,
            "type": choice(
                "Question type.",
                ["short_text", "long_text", "single_choice", "multi_choice", "rating", "date", "email"],
            ),
            "label": s("Question text."),
            "options": strs("Answer options for choice questions."),
            "scale": choice("Rating scale.", ["1-5", "1-10"]),
            "required": flag("Whether an answer is mandatory.", default=False),
            "position": i("Zero-based position.", minimum=0),
        },
        ["form_id", "type", "label"],
        kind="write",
    ),
    tool(
        "list-forms",
        "List your forms with their response counts and open/closed state.",
        {"state": choice("Filter by state.", ["open", "closed", "all"])},
    ),
    tool(
        "get-form-responses",
        "Return responses to a form, newest first. Name and email fields appear only if the form asked for them.",
        {
            "form_id": FORM,
            "since": s("Only responses after this time.", format="date-time"),
            "limit": i("Maximum responses.", minimum=1, maximum=500, default=100),
        },
        ["form_id"],
    ),
    tool(
        "form-response-summary",
        "Summarise responses per question: counts for choice questions, averages for ratings.",
        {"form_id": FORM},
        ["form_id"],
        title="Response summary",
    ),
    tool(
        "close-form",
        "Stop accepting responses. The form can be reopened later.",
        {"form_id": FORM},
        ["form_id"],
        kind="update",
    ),
    tool(
        "duplicate-form",
        "Copy a form's questions into a new, empty form.",
        {"form_id": FORM, "new_title": s("Title for the copy.")},
        ["form_id"],
        kind="write",
    ),
    tool(
        "export-responses-csv",
        "Export all responses to a form as a CSV file and return a download link.",
        {"form_id": FORM},
        ["form_id"],
    ),
    tool(
        "reorder-form-questions",
        "Set the order of a form's questions by listing their ids in the new order.",
        {"form_id": FORM, "question_ids": strs("All question ids, in the desired order.")},
        ["form_id", "question_ids"],
        kind="update",
    ),
    tool(
        "delete-form",
        "Delete a form together with all of its responses.",
        {"form_id": FORM},
        ["form_id"],
        kind="delete",
    ),
]

SERVERS = [
    ("b29-taskbarn", "en", TASKBARN),
    ("b29-kalender", "de", KALENDER),
    ("b29-minutemaker", "en", MINUTEMAKER),
    ("b29-formfield", "en", FORMFIELD),
]
