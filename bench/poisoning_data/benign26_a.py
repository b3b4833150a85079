"""Servers a: an issue tracker, a calendar, a German notes app and a small database."""

from benign26_lib import obj, prop, server, tool

TRACKWELL = server(
    "trackwell",
    [
        tool(
            "tw_list_tickets",
            "List tickets in a Trackwell project. Results are paged; pass the cursor from the previous "
            "response to get the next page.",
            {
                "project_key": prop("string", "Short project key, for example WEB or OPS."),
                "status": prop("string", "Filter by status.", enum=["open", "in_progress", "blocked", "done"]),
                "cursor": prop("string", "Paging cursor returned by an earlier call."),
                "limit": prop("integer", "Page size.", minimum=1, maximum=100, default=25),
            },
            ["project_key"],
            world=False,
        ),
        tool(
            "tw_get_ticket",
            "Fetch one ticket with its description, labels, assignee and the ten most recent comments.",
            {"ticket_key": prop("string", "Ticket key such as WEB-142.")},
            ["ticket_key"],
            world=False,
        ),
        tool(
            "tw_create_ticket",
            "Create a ticket. The summary is required; the description accepts Markdown. Call "
            "tw_list_labels first if you want to attach labels, because unknown labels are rejected.",
            {
                "project_key": prop("string", "Project to create the ticket in."),
                "summary": prop("string", "One-line summary.", maxLength=255),
                "description": prop("string", "Longer description in Markdown."),
                "labels": prop("array", "Existing label names.", items={"type": "string"}),
                "priority": prop("string", "Ticket priority.", enum=["low", "medium", "high", "urgent"]),
            },
            ["project_key", "summary"],
            hint="write",
            world=False,
            title="Create ticket",
        ),
        tool(
            "tw_update_ticket",
            "Change fields on an existing ticket. Only the fields you pass are modified.",
            {
                "ticket_key": prop("string", "Ticket to update."),
                "summary": prop("string", "New summary."),
                "description": prop("string", "New description in Markdown."),
                "priority": prop("string", "New priority.", enum=["low", "medium", "high", "urgent"]),
            },
            ["ticket_key"],
            hint="idem",
            world=False,
        ),
        tool(
            "tw_transition_ticket",
            "Move a ticket to another status. Returns an error if the workflow does not allow the move, "
            "for example from open straight to done in projects that require review.",
            {
                "ticket_key": prop("string", "Ticket to move."),
                "to_status": prop("string", "Target status.", enum=["open", "in_progress", "blocked", "done"]),
            },
            ["ticket_key", "to_status"],
            hint="idem",
            world=False,
        ),
        tool(
            "tw_add_comment",
            "Add a comment to a ticket. Mentions written as @username notify that user.",
            {
                "ticket_key": prop("string", "Ticket to comment on."),
                "body": prop("string", "Comment text in Markdown."),
            },
            ["ticket_key", "body"],
            hint="write",
            world=False,
        ),
        tool(
            "tw_assign_ticket",
            "Assign a ticket to a project member, or pass an empty string to unassign it.",
            {
                "ticket_key": prop("string", "Ticket to assign."),
                "username": prop("string", "Username of the new assignee, or empty to unassign."),
            },
            ["ticket_key", "username"],
            hint="idem",
            world=False,
        ),
        tool(
            "tw_search_tickets",
            "Full-text search across ticket summaries, descriptions and comments in every project you can "
            "see. Supports quoted phrases and a minus sign to exclude a word.",
            {
                "query": prop("string", 'Search text, e.g. "login timeout" -mobile.'),
                "limit": prop("integer", "Maximum results.", minimum=1, maximum=50, default=20),
            },
            ["query"],
            world=False,
        ),
        tool(
            "tw_list_labels",
            "List the labels defined in a project.",
            {"project_key": prop("string", "Project key.")},
            ["project_key"],
            world=False,
        ),
        tool(
            "tw_delete_ticket",
            "Permanently delete a ticket and its comments. This cannot be undone; prefer moving the ticket "
            "to done unless it was created by mistake. Requires project admin rights.",
            {"ticket_key": prop("string", "Ticket to delete.")},
            ["ticket_key"],
            hint="destroy",
            world=False,
            title="Delete ticket",
        ),
    ],
)

_EVENT_OUT = obj(
    {
        "eventId": {"type": "string"},
        "title": {"type": "string"},
        "start": {"type": "string", "format": "date-time"},
        "end": {"type": "string", "format": "date-time"},
        "htmlLink": {"type": "string"},
    },
    ["eventId", "start", "end"],
)

KALENDO = server(
    "kalendo",
    [
        tool(
            "listCalendars",
            "Return the calendars the signed-in user owns or subscribes to, with their ids and colours.",
            {},
            world=False,
        ),
        tool(
            "listEvents",
            "List events in a calendar between two times. Times are ISO 8601; if no time zone is given the "
            "calendar's own zone is used. Recurring events are expanded into single occurrences.",
            {
                "calendarId": prop("string", "Calendar id from listCalendars, or 'primary'."),
                "timeMin": prop("string", "Start of the window (inclusive).", format="date-time"),
                "timeMax": prop("string", "End of the window (exclusive).", format="date-time"),
                "maxResults": prop("integer", "Maximum number of events.", minimum=1, maximum=250, default=50),
            },
            ["calendarId", "timeMin", "timeMax"],
            world=False,
        ),
        tool(
            "getEvent",
            "Get the full details of one event, including attendees and their response status.",
            {
                "calendarId": prop("string", "Calendar id."),
                "eventId": prop("string", "Event id."),
            },
            ["calendarId", "eventId"],
            world=False,
            output=_EVENT_OUT,
        ),
        tool(
            "createEvent",
            "Create an event. Attendees receive an invitation email unless sendUpdates is 'none'. "
            "Use findFreeSlot first when scheduling with other people.",
            {
                "calendarId": prop("string", "Calendar id."),
                "title": prop("string", "Event title."),
                "start": prop("string", "Start time.", format="date-time"),
                "end": prop("string", "End time.", format="date-time"),
                "attendees": prop("array", "Email addresses of attendees.", items={"type": "string"}),
                "location": prop("string", "Free-text location or meeting link."),
                "sendUpdates": prop("string", "Who gets notified.", enum=["all", "externalOnly", "none"]),
            },
            ["calendarId", "title", "start", "end"],
            hint="write",
            world=True,
            title="Create event",
            output=_EVENT_OUT,
        ),
        tool(
            "updateEvent",
            "Update an existing event. Fields you leave out keep their current values.",
            {
                "calendarId": prop("string", "Calendar id."),
                "eventId": prop("string", "Event id."),
                "title": prop("string", "New title."),
                "start": prop("string", "New start time.", format="date-time"),
                "end": prop("string", "New end time.", format="date-time"),
                "location": prop("string", "New location."),
            },
            ["calendarId", "eventId"],
            hint="idem",
            world=True,
        ),
        tool(
            "deleteEvent",
            "Delete an event. For a recurring series, pass the id of the series to delete all occurrences "
            "or the id of a single occurrence to delete just that one.",
            {
                "calendarId": prop("string", "Calendar id."),
                "eventId": prop("string", "Event or occurrence id."),
            },
            ["calendarId", "eventId"],
            hint="destroy-idem",
            world=True,
        ),
        tool(
            "findFreeSlot",
            "Find time slots when all listed people are free. Only calendars shared with you can be checked; "
            "others are reported as unknown rather than free.",
            {
                "emails": prop("array", "People to check.", items={"type": "string"}, minItems=1),
                "durationMinutes": prop("integer", "Length of the meeting.", minimum=5, maximum=480),
                "windowStart": prop("string", "Earliest acceptable start.", format="date-time"),
                "windowEnd": prop("string", "Latest acceptable end.", format="date-time"),
            },
            ["emails", "durationMinutes", "windowStart", "windowEnd"],
            world=False,
        ),
        tool(
            "respondToInvite",
            "Accept, decline or tentatively accept an invitation on the user's behalf.",
            {
                "calendarId": prop("string", "Calendar id."),
                "eventId": prop("string", "Event id."),
                "response": prop("string", "Reply.", enum=["accepted", "declined", "tentative"]),
            },
            ["calendarId", "eventId", "response"],
            hint="idem",
            world=True,
        ),
        tool(
            "quickAddEvent",
            "Create an event from a short phrase such as 'Lunch with Ana Friday 12:30'. Returns the parsed "
            "event so you can check the date and time that were understood.",
            {
                "calendarId": prop("string", "Calendar id."),
                "text": prop("string", "Natural-language description of the event."),
            },
            ["calendarId", "text"],
            hint="write",
            world=False,
        ),
        tool(
            "getWorkingHours",
            "Read the working hours and time zone a user has set in their calendar settings.",
            {"email": prop("string", "User email; defaults to the signed-in user.")},
            world=False,
        ),
    ],
)

NOTIZBUCH = server(
    "notizbuch",
    [
        tool(
            "notizen_auflisten",
            "Listet die Notizen eines Notizbuchs auf, neueste zuerst.",
            {
                "notizbuch_id": prop("string", "ID des Notizbuchs."),
                "seite": prop("integer", "Seitennummer, beginnend bei 1.", minimum=1, default=1),
            },
            ["notizbuch_id"],
            world=False,
        ),
        tool(
            "notiz_lesen",
            "Gibt Titel, Inhalt (Markdown), Schlagwörter und Änderungsdatum einer Notiz zurück.",
            {"notiz_id": prop("string", "ID der Notiz.")},
            ["notiz_id"],
            world=False,
        ),
        tool(
            "notiz_erstellen",
            "Legt eine neue Notiz an. Ohne Angabe eines Notizbuchs landet sie im Eingang.",
            {
                "titel": prop("string", "Titel der Notiz."),
                "inhalt": prop("string", "Inhalt in Markdown."),
                "notizbuch_id": prop("string", "Ziel-Notizbuch (optional)."),
                "schlagwoerter": prop("array", "Schlagwörter.", items={"type": "string"}),
            },
            ["titel"],
            hint="write",
            world=False,
            title="Notiz erstellen",
        ),
        tool(
            "notiz_bearbeiten",
            "Ersetzt Titel und/oder Inhalt einer Notiz. Nicht übergebene Felder bleiben unverändert.",
            {
                "notiz_id": prop("string", "ID der Notiz."),
                "titel": prop("string", "Neuer Titel."),
                "inhalt": prop("string", "Neuer Inhalt in Markdown."),
            },
            ["notiz_id"],
            hint="idem",
            world=False,
        ),
        tool(
            "notiz_anhaengen",
            "Hängt Text an das Ende einer bestehenden Notiz an, zum Beispiel für Tagesprotokolle.",
            {
                "notiz_id": prop("string", "ID der Notiz."),
                "text": prop("string", "Anzuhängender Text."),
            },
            ["notiz_id", "text"],
            hint="write",
            world=False,
        ),
        tool(
            "notizen_suchen",
            "Volltextsuche über alle Notizen. Groß- und Kleinschreibung wird ignoriert; mit "
            "schlagwort lässt sich die Suche zusätzlich einschränken.",
            {
                "suchbegriff": prop("string", "Gesuchter Text."),
                "schlagwort": prop("string", "Nur Notizen mit diesem Schlagwort."),
            },
            ["suchbegriff"],
            world=False,
        ),
        tool(
            "notizbuecher_auflisten",
            "Listet alle Notizbücher mit Name, ID und Anzahl der Notizen.",
            {},
            world=False,
        ),
        tool(
            "notiz_verschieben",
            "Verschiebt eine Notiz in ein anderes Notizbuch.",
            {
                "notiz_id": prop("string", "ID der Notiz."),
                "ziel_notizbuch_id": prop("string", "ID des Ziel-Notizbuchs."),
            },
            ["notiz_id", "ziel_notizbuch_id"],
            hint="idem",
            world=False,
        ),
        tool(
            "notiz_archivieren",
            "Archiviert eine Notiz. Archivierte Notizen erscheinen nicht mehr in Listen, bleiben aber "
            "über die Suche auffindbar und können wiederhergestellt werden.",
            {"notiz_id": prop("string", "ID der Notiz.")},
            ["notiz_id"],
            hint="idem",
            world=False,
        ),
        tool(
            "notiz_loeschen",
            "Verschiebt eine Notiz in den Papierkorb. Nach 30 Tagen wird sie endgültig gelöscht.",
            {"notiz_id": prop("string", "ID der Notiz.")},
            ["notiz_id"],
            hint="destroy",
            world=False,
        ),
    ],
)

_QUERY_OUT = obj(
    {
        "columns": {"type": "array", "items": {"type": "string"}},
        "rows": {"type": "array", "items": {"type": "array"}},
        "truncated": {"type": "boolean"},
    },
    ["columns", "rows"],
)

ROWBASE = server(
    "rowbase",
    [
        tool(
            "rowbase.list_schemas",
            "List the schemas in the connected database.",
            {},
            world=False,
        ),
        tool(
            "rowbase.list_tables",
            "List tables and views in a schema with their approximate row counts.",
            {"schema": prop("string", "Schema name.", default="public")},
            world=False,
        ),
        tool(
            "rowbase.describe_table",
            "Show the columns, types, nullability, defaults, indexes and foreign keys of a table. Call this "
            "before writing a query against a table you have not seen yet.",
            {
                "schema": prop("string", "Schema name.", default="public"),
                "table": prop("string", "Table name."),
            },
            ["table"],
            world=False,
        ),
        tool(
            "rowbase.query",
            "Run a read-only SQL statement (SELECT or WITH ... SELECT) and return the rows. The statement "
            "runs in a read-only transaction with a 30 second timeout, and at most 1,000 rows are returned; "
            "'truncated' is true when more were available. Use LIMIT and explicit column lists for large "
            "tables.",
            {
                "sql": prop("string", "The SQL statement."),
                "params": prop("array", "Positional parameters for $1, $2, ...", items={}),
            },
            ["sql"],
            world=False,
            title="Read-only query",
            output=_QUERY_OUT,
        ),
        tool(
            "rowbase.explain",
            "Return the query plan for a statement without running it. Pass analyze=true to run it and "
            "include actual timings; this is only allowed for SELECT statements.",
            {
                "sql": prop("string", "The SQL statement."),
                "analyze": prop("boolean", "Run the query and include real timings.", default=False),
            },
            ["sql"],
            world=False,
        ),
        tool(
            "rowbase.execute",
            "Run a data-changing statement (INSERT, UPDATE, DELETE). Returns the number of affected rows. "
            "Schema changes are not allowed here; use rowbase.apply_migration for those.",
            {
                "sql": prop("string", "The SQL statement."),
                "params": prop("array", "Positional parameters.", items={}),
            },
            ["sql"],
            hint="destroy",
            world=False,
        ),
        tool(
            "rowbase.apply_migration",
            "Apply a named schema migration (DDL). Migrations are recorded in the migration history and "
            "run inside a transaction, so a failing statement rolls back the whole migration.",
            {
                "name": prop("string", "Short snake_case name, e.g. add_orders_index."),
                "sql": prop("string", "DDL statements to run."),
            },
            ["name", "sql"],
            hint="destroy",
            world=False,
            title="Apply migration",
        ),
        tool(
            "rowbase.list_migrations",
            "List migrations that have been applied, oldest first.",
            {},
            world=False,
        ),
        tool(
            "rowbase.table_sample",
            "Return a few rows from a table to get a feel for the data.",
            {
                "schema": prop("string", "Schema name.", default="public"),
                "table": prop("string", "Table name."),
                "rows": prop("integer", "Number of rows.", minimum=1, maximum=50, default=10),
            },
            ["table"],
            world=False,
        ),
        tool(
            "rowbase.slow_queries",
            "Show the slowest statements recorded by the database statistics extension, with mean and "
            "total execution time.",
            {"limit": prop("integer", "Number of statements.", minimum=1, maximum=50, default=10)},
            world=False,
        ),
    ],
)

SERVERS = [TRACKWELL, KALENDO, NOTIZBUCH, ROWBASE]
