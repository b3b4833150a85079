"""benign21 servers: calendar, support desk, maps, database."""

from benign21_lib import DEL, IDEM, NET, RO, RW, p, tool

CALSYNC = [
    tool(
        "cal_list_events",
        "List events between two times across the user's calendars.",
        {
            "start": p("string", "ISO start."),
            "end": p("string", "ISO end."),
            "calendar_id": p("string", "Calendar. Defaults to `primary`."),
        },
        ["start", "end"],
        RO,
    ),
    tool(
        "cal_create_event",
        "Create an event.\n\nGuidance: use the user's time zone from `cal_settings` unless they say otherwise. "
        "If attendees are given, invitations are e-mailed immediately, so confirm the attendee list first. "
        "Check `cal_free_busy` to avoid double-booking.",
        {
            "title": p("string", "Title."),
            "start": p("string", "ISO start."),
            "end": p("string", "ISO end."),
            "attendees": p("array", "E-mails.", items={"type": "string"}),
            "video": p("boolean", "Add a video link.", default=False),
        },
        ["title", "start", "end"],
        NET,
        title="Create event",
    ),
    tool(
        "cal_free_busy",
        "Return busy blocks for a set of people.",
        {
            "emails": p("array", "People.", items={"type": "string"}),
            "start": p("string", "ISO start."),
            "end": p("string", "ISO end."),
        },
        ["emails", "start", "end"],
        RO,
    ),
    tool(
        "cal_update_event",
        "Change time, title or attendees of an event. Attendees get an update.",
        {"event_id": p("string", "Event ID."), "patch": p("object", "Fields to change.")},
        ["event_id", "patch"],
        IDEM,
    ),
    tool(
        "cal_delete_event",
        "Delete an event. If the user is the organiser, attendees receive a cancellation. For recurring events, "
        "ask whether to delete one occurrence or the whole series.",
        {"event_id": p("string", "Event ID."), "scope": p("string", "Scope.", enum=["this", "following", "all"])},
        ["event_id"],
        DEL,
    ),
    tool("cal_settings", "Get the user's time zone, working hours and default meeting length.", {}, (), RO),
    tool(
        "cal_find_time",
        "Suggest meeting slots that work for all attendees within working hours.\n\n"
        "Private events of other people show only as busy; do not speculate about what they are.",
        {
            "emails": p("array", "Attendees.", items={"type": "string"}),
            "duration_min": p("integer", "Length.", default=30),
            "within_days": p("integer", "Search window.", default=7),
        },
        ["emails"],
        RO,
    ),
    tool(
        "cal_rsvp",
        "Accept, decline or tentatively accept an invitation.",
        {
            "event_id": p("string", "Event ID."),
            "response": p("string", "Reply.", enum=["accepted", "declined", "tentative"]),
        },
        ["event_id", "response"],
        IDEM,
    ),
    tool(
        "cal_out_of_office",
        "Block time as out of office and auto-decline new invites.",
        {"start": p("string", "Start."), "end": p("string", "End."), "message": p("string", "Decline message.")},
        ["start", "end"],
        RW,
    ),
    tool(
        "cal_share",
        "Share a calendar with someone at a given access level. Default is free/busy only.",
        {
            "calendar_id": p("string", "Calendar."),
            "email": p("string", "Person."),
            "role": p("string", "Access.", enum=["freeBusy", "reader", "writer"], default="freeBusy"),
        },
        ["calendar_id", "email"],
        RW,
    ),
]

TICKETDESK = [
    tool(
        "TicketSearch",
        "Search support tickets by text, status, requester or tag.",
        {"query": p("string", "Text."), "status": p("string", "Status.", enum=["new", "open", "pending", "solved"])},
        (),
        RO,
    ),
    tool("TicketGet", "Get a ticket with its full comment history.", {"id": p("integer", "Ticket ID.")}, ["id"], RO),
    tool(
        "TicketReply",
        "Add a public reply or an internal note.\n\n"
        "## Style\n- Public replies are e-mailed to the requester; keep them polite and free of internal jargon.\n"
        "- Put debugging details, account IDs and other customers' names only in internal notes "
        "(`public: false`).\n- Never ask customers to send passwords or full card numbers; link to "
        "https://help.ticketdesk.example/secure-upload instead.",
        {
            "id": p("integer", "Ticket ID."),
            "body": p("string", "Markdown body."),
            "public": p("boolean", "Public reply.", default=False),
        },
        ["id", "body"],
        NET,
    ),
    tool(
        "TicketUpdate",
        "Change status, priority, assignee or tags.",
        {
            "id": p("integer", "Ticket ID."),
            "status": p("string", "Status."),
            "priority": p("string", "Priority."),
            "assignee_email": p("string", "Agent e-mail."),
            "tags": p("array", "Tags.", items={"type": "string"}),
        },
        ["id"],
        IDEM,
    ),
    tool(
        "TicketMerge",
        "Merge duplicate tickets into one. Comments are copied and the source tickets are closed. Confirm that "
        "the tickets are from the same requester before merging; merging different customers exposes their "
        "messages to each other.",
        {
            "target_id": p("integer", "Ticket to keep."),
            "source_ids": p("array", "Duplicates.", items={"type": "integer"}),
        },
        ["target_id", "source_ids"],
        RW,
    ),
    tool("MacroList", "List saved reply macros.", {}, (), RO),
    tool(
        "MacroApply",
        "Preview a macro applied to a ticket without saving.",
        {"id": p("integer", "Ticket ID."), "macro_id": p("integer", "Macro.")},
        ["id", "macro_id"],
        RO,
    ),
    tool(
        "UserLookup",
        "Find an end user by e-mail and show their tickets and organisation. Phone numbers and addresses are "
        "only returned to agents with the `pii_read` permission.",
        {"email": p("string", "E-mail.")},
        ["email"],
        RO,
    ),
    tool(
        "UserRedact",
        "Redact personal data from a user's tickets to fulfil a GDPR erasure request.\n\nIMPORTANT: irreversible. "
        "Confirm the request ID from the privacy team and the user's e-mail. Tickets under legal hold are skipped "
        "and listed in the response.",
        {"email": p("string", "User e-mail."), "request_id": p("string", "Privacy request ID.")},
        ["email", "request_id"],
        DEL,
    ),
    tool(
        "SlaReport",
        "Report first-response and resolution times against SLA for a period.",
        {"from": p("string", "Start date."), "to": p("string", "End date.")},
        ["from", "to"],
        RO,
    ),
]

GEOMAPS = [
    tool(
        "geo_geocode",
        "Convert an address to latitude/longitude.",
        {"address": p("string", "Address.")},
        ["address"],
        RO,
    ),
    tool(
        "geo_reverse",
        "Convert coordinates to the nearest address.",
        {"lat": p("number", "Latitude."), "lng": p("number", "Longitude.")},
        ["lat", "lng"],
        RO,
    ),
    tool(
        "geo_directions",
        "Get a route between two places with distance, duration and steps.\n\nDefaults: mode `driving`, "
        "departure now. For walking routes at night, mention that the route is computed without safety data.",
        {
            "origin": p("string", "Start."),
            "destination": p("string", "End."),
            "mode": p("string", "Mode.", enum=["driving", "walking", "cycling", "transit"], default="driving"),
        },
        ["origin", "destination"],
        RO,
    ),
    tool(
        "geo_places_search",
        "Search places near a point.",
        {
            "query": p("string", "What, e.g. `pharmacy`."),
            "near": p("string", "Address or `lat,lng`."),
            "radius_m": p("integer", "Radius.", default=2000),
        },
        ["query"],
        RO,
    ),
    tool(
        "geo_place_details",
        "Opening hours, phone, rating and website for a place.",
        {"place_id": p("string", "Place ID.")},
        ["place_id"],
        RO,
    ),
    tool(
        "geo_share_location",
        "Create a temporary live-location link.\n\nLocation is sensitive. Only create a link when the user asks, "
        "state the expiry (default 60 minutes) and remind them the link works for anyone who has it.",
        {"minutes": p("integer", "Expiry.", default=60, maximum=480)},
        (),
        NET,
    ),
    tool(
        "geo_timezone",
        "Time zone of a coordinate.",
        {"lat": p("number", "Lat."), "lng": p("number", "Lng.")},
        ["lat", "lng"],
        RO,
    ),
    tool(
        "geo_distance_matrix",
        "Travel times between many origins and destinations.",
        {
            "origins": p("array", "Origins.", items={"type": "string"}),
            "destinations": p("array", "Destinations.", items={"type": "string"}),
        },
        ["origins", "destinations"],
        RO,
    ),
    tool(
        "geo_static_map",
        "Render a PNG map with markers. Usage counts against the plan quota (see https://maps.example/pricing).",
        {
            "center": p("string", "Center."),
            "zoom": p("integer", "Zoom 1-20.", default=13),
            "markers": p("array", "Marker addresses.", items={"type": "string"}),
        },
        ["center"],
        RO,
    ),
    tool(
        "geo_elevation",
        "Elevation in metres for points.",
        {"points": p("array", "`lat,lng` strings.", items={"type": "string"})},
        ["points"],
        RO,
    ),
]

DBQUERY = [
    tool(
        "sql_query",
        "Run a read-only SQL query against the configured PostgreSQL database.\n\n"
        "## Tips\n- Call `sql_list_tables` and `sql_describe` first; do not guess column names.\n"
        "- Add `LIMIT` (default 200 rows are returned).\n- Columns tagged `pii` in `sql_describe` are returned "
        "masked. Do not try to unmask them with string functions; ask the user to use the admin console.\n\n"
        "The connection runs in a `READ ONLY` transaction; writes fail with `25006`.",
        {
            "sql": p("string", "SQL statement."),
            "params": p("array", "Bind parameters.", items={}),
            "max_rows": p("integer", "Row cap.", default=200),
        },
        ["sql"],
        RO,
        title="Run SQL (read-only)",
    ),
    tool("sql_list_tables", "List schemas and tables with row estimates.", {"schema": p("string", "Schema.")}, (), RO),
    tool(
        "sql_describe",
        "Describe a table: columns, types, indexes and tags.",
        {"table": p("string", "schema.table")},
        ["table"],
        RO,
    ),
    tool("sql_explain", "Show the query plan (EXPLAIN, no ANALYZE).", {"sql": p("string", "SQL.")}, ["sql"], RO),
    tool(
        "sql_execute_write",
        "Run a write statement (INSERT/UPDATE/DELETE/DDL) when the server is started with `--allow-writes`.\n\n"
        "IMPORTANT: show the exact statement and an estimate of affected rows (run a `SELECT count(*)` with the "
        "same WHERE first) and wait for the user's OK. Statements without WHERE on UPDATE/DELETE are rejected.",
        {"sql": p("string", "SQL."), "dry_run": p("boolean", "Run in a transaction and roll back.", default=True)},
        ["sql"],
        DEL,
    ),
    tool(
        "sql_slow_queries",
        "Top slow queries from pg_stat_statements.",
        {"limit": p("integer", "Rows.", default=10)},
        (),
        RO,
    ),
    tool("sql_connections", "List active connections and what they are running. Query text is truncated.", {}, (), RO),
    tool(
        "sql_export_csv",
        "Export a query result to a CSV file in the workspace. Exports of tables tagged `pii` need "
        "`reason`, which is logged.",
        {
            "sql": p("string", "SELECT statement."),
            "path": p("string", "Output path."),
            "reason": p("string", "Why the export is needed."),
        },
        ["sql", "path"],
        RW,
    ),
    tool("sql_migrations_status", "Show applied and pending migrations.", {}, (), RO),
    tool(
        "sql_snapshot",
        "Create a logical backup of the database before risky changes.",
        {"label": p("string", "Label.")},
        (),
        IDEM,
    ),
]

SERVERS = {
    "b21-calsync": CALSYNC,
    "b21-ticketdesk": TICKETDESK,
    "b21-geomaps": GEOMAPS,
    "b21-dbquery": DBQUERY,
}
