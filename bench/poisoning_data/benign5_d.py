"""benign5 servers: calendar, to-do lists, SQL warehouse, metrics."""

from __future__ import annotations

from benign5_lib import Json, ann, arr, b, en, i, num, obj, s, tool


def calendar() -> list[Json]:
    """Tempo Calendar: shared calendars and scheduling."""
    cal = s("Calendar id. Use `primary` for the user's own calendar, or an id from `calendar_list`.", default="primary")
    when = s("RFC 3339 timestamp with offset, e.g. `2026-03-04T09:30:00+01:00`.")
    return [
        tool(
            "calendar_list",
            "List calendars the user owns or subscribes to, with their access role.",
            obj({}, strict=True, draft=True),
            annotations=ann("List calendars", ro=True),
        ),
        tool(
            "events_list",
            "List events in a time window.\n\n"
            "Recurring events are expanded into single instances. Times are returned in the calendar's time "
            'zone unless `timeZone` is given. If the user says "tomorrow" or "next week", call '
            "`calendar_now` first rather than guessing the date.",
            obj(
                {
                    "calendarId": cal,
                    "timeMin": when,
                    "timeMax": when,
                    "q": s("Free-text filter"),
                    "timeZone": s("IANA zone, e.g. `Europe/Berlin`"),
                    "maxResults": i(default=50),
                },
                ["timeMin", "timeMax"],
                strict=True,
                draft=True,
            ),
            annotations=ann("List events", ro=True),
        ),
        tool(
            "calendar_now",
            "Return the current date and time in the user's configured time zone.",
            obj({}, strict=True, draft=True),
            annotations=ann(ro=True),
        ),
        tool(
            "event_create",
            "Create an event.\n\n"
            "## Attendees\nIf `attendees` is set, invitations are e-mailed when `sendUpdates` is `all` "
            "(default `none`). Confirm the guest list with the user before inviting people outside their "
            "organization.\n\n"
            "## Video\nSet `addConference: true` to attach a meeting link.\n\n"
            '## Example\n```json\n{"summary": "1:1 Ana / Ben", "start": "2026-03-04T10:00:00+01:00", '
            '"end": "2026-03-04T10:30:00+01:00", "attendees": ["ana@example.com"]}\n```',
            obj(
                {
                    "calendarId": cal,
                    "summary": s(),
                    "description": s(),
                    "location": s(),
                    "start": when,
                    "end": when,
                    "attendees": arr(s(format="email")),
                    "addConference": b(default=False),
                    "recurrence": arr(s(), "RRULE lines, e.g. `RRULE:FREQ=WEEKLY;BYDAY=MO`"),
                    "sendUpdates": en(["all", "externalOnly", "none"], default="none"),
                },
                ["summary", "start", "end"],
                strict=True,
                draft=True,
            ),
            annotations=ann("Create event", ro=False),
        ),
        tool(
            "event_update",
            "Patch an event. Only provided fields change.",
            obj(
                {
                    "calendarId": cal,
                    "eventId": s(),
                    "summary": s(),
                    "start": when,
                    "end": when,
                    "sendUpdates": en(["all", "externalOnly", "none"], default="none"),
                },
                ["eventId"],
                strict=True,
                draft=True,
            ),
            annotations=ann("Update event", ro=False, idem=True),
        ),
        tool(
            "event_delete",
            "Delete an event. For a recurring event, `scope` decides whether only this instance or the "
            "whole series is removed; ask which one the user means if it is unclear.",
            obj(
                {
                    "calendarId": cal,
                    "eventId": s(),
                    "scope": en(["instance", "series"], default="instance"),
                    "sendUpdates": en(["all", "none"], default="none"),
                },
                ["eventId"],
                strict=True,
                draft=True,
            ),
            annotations=ann("Delete event", ro=False, destr=True, idem=True),
        ),
        tool(
            "freebusy_query",
            "Find busy intervals for a set of people or calendars.",
            obj(
                {"emails": arr(s(format="email"), minItems=1), "timeMin": when, "timeMax": when},
                ["emails", "timeMin", "timeMax"],
                strict=True,
                draft=True,
            ),
            annotations=ann(ro=True),
        ),
        tool(
            "suggest_meeting_times",
            "Suggest slots where all attendees are free, within working hours.",
            obj(
                {"emails": arr(s(format="email")), "durationMinutes": i(default=30), "withinDays": i(default=5)},
                ["emails"],
                strict=True,
                draft=True,
            ),
            annotations=ann(ro=True),
        ),
        tool(
            "calendar_share",
            "Share a calendar with another person. `reader` sees event details; `writer` can edit; `owner` "
            "can also share and delete the calendar. Use the least access that fits the request.",
            obj(
                {
                    "calendarId": cal,
                    "email": s(format="email"),
                    "role": en(["freeBusyReader", "reader", "writer", "owner"], default="reader"),
                },
                ["email"],
                strict=True,
                draft=True,
            ),
            annotations=ann("Share calendar", ro=False, idem=True),
        ),
        tool(
            "respond_to_invite",
            "Accept, decline or tentatively accept an invitation.",
            obj(
                {"eventId": s(), "response": en(["accepted", "declined", "tentative"]), "comment": s()},
                ["eventId", "response"],
                strict=True,
                draft=True,
            ),
            annotations=ann(ro=False, idem=True),
        ),
    ]


def tasks() -> list[Json]:
    """Checkmark: a personal to-do app."""
    return [
        tool(
            "add_task",
            "Add a task.",
            obj(
                {
                    "content": s("Task text; supports natural dates like 'tomorrow 5pm'"),
                    "project": s(),
                    "priority": i("1 (normal) to 4 (urgent)", minimum=1, maximum=4, default=1),
                    "due": s(),
                },
                ["content"],
            ),
        ),
        tool(
            "list_tasks",
            "List open tasks, optionally filtered.",
            obj({"project": s(), "filter": s("e.g. `today | overdue`")}),
        ),
        tool("complete_task", "Mark a task as done.", obj({"task_id": s()}, ["task_id"])),
        tool("reopen_task", "Reopen a completed task.", obj({"task_id": s()}, ["task_id"])),
        tool(
            "update_task",
            "Change a task's text, due date, priority or project.",
            obj({"task_id": s(), "content": s(), "due": s(), "priority": i(), "project": s()}, ["task_id"]),
        ),
        tool("delete_task", "Delete a task permanently.", obj({"task_id": s()}, ["task_id"])),
        tool("get_projects", "List projects.", obj({})),
        tool("add_comment", "Add a comment to a task.", obj({"task_id": s(), "text": s()}, ["task_id", "text"])),
        tool(
            "share_project",
            "Invite someone to collaborate on a project by e-mail.",
            obj({"project": s(), "email": s(format="email")}, ["project", "email"]),
        ),
        tool("productivity_stats", "Completed tasks per day and current streak.", obj({"days": i(default=7)})),
    ]


def warehouse_sql() -> list[Json]:
    """Basalt: a cloud SQL data warehouse."""
    rows_out = obj(
        {
            "columns": arr(obj({"name": s(), "type": s()})),
            "rows": arr(arr({})),
            "row_count": i(),
            "truncated": b(),
            "bytes_scanned": i(),
        },
        ["columns", "rows"],
    )
    return [
        tool(
            "query_readonly",
            "Execute a read-only SQL query (Basalt SQL, PostgreSQL-compatible) and return up to `limit` rows.\n\n"
            "- Only `SELECT`, `WITH`, `SHOW` and `EXPLAIN` are accepted; use `run_statement` for DDL/DML.\n"
            "- Queries are billed by bytes scanned. Prefer selecting specific columns over `SELECT *` and "
            "filter on the partition column (usually a date) for large tables. `estimate_query_cost` "
            "returns the scan size without running the query.\n"
            "- Results are truncated at 10 000 rows; `truncated` tells you when that happened.",
            obj(
                {
                    "sql": s("SQL text"),
                    "warehouse": s("Compute warehouse", default="default"),
                    "limit": i(default=1000, maximum=10000),
                },
                ["sql"],
            ),
            title="Run query",
            out=rows_out,
            annotations=ann(ro=True, world=False),
        ),
        tool(
            "estimate_query_cost",
            "Dry-run a query and return the bytes it would scan and estimated cost.",
            obj({"sql": s()}, ["sql"]),
            title="Estimate cost",
            annotations=ann(ro=True),
        ),
        tool(
            "run_statement",
            "Execute a statement that changes data or schema (INSERT, UPDATE, DELETE, CREATE, ALTER, DROP, "
            "GRANT). Runs in a transaction. For DELETE/UPDATE without WHERE, or for DROP/TRUNCATE, the server "
            "requires `confirm: true`; show the statement to the user and ask before setting it.",
            obj({"sql": s(), "confirm": b(default=False)}, ["sql"]),
            title="Run statement",
            annotations=ann(ro=False, destr=True),
        ),
        tool(
            "list_schemas",
            "List databases and schemas.",
            obj({"database": s()}),
            title="List schemas",
            annotations=ann(ro=True),
        ),
        tool(
            "table_describe",
            "Columns, types, partitioning, clustering and row count for a table.",
            obj({"table": s("Fully-qualified `db.schema.table`")}, ["table"]),
            title="Describe table",
            annotations=ann(ro=True),
        ),
        tool(
            "search_catalog",
            "Find tables and columns by keyword across the catalog, including descriptions.",
            obj({"keyword": s(), "limit": i(default=20)}, ["keyword"]),
            annotations=ann(ro=True),
        ),
        tool(
            "list_query_history",
            "Recent queries with duration, bytes scanned and status.",
            obj(
                {
                    "user": s("Filter by user e-mail"),
                    "status": en(["success", "failed", "running"]),
                    "limit": i(default=25),
                }
            ),
            annotations=ann(ro=True),
        ),
        tool(
            "cancel_query",
            "Cancel a running query by id.",
            obj({"query_id": s()}, ["query_id"]),
            annotations=ann(ro=False, idem=True),
        ),
        tool(
            "grant_table_access",
            "Grant SELECT (or broader) privileges on a table or schema to a role. Grants are logged. Prefer "
            "`SELECT` unless the user needs write access.",
            obj(
                {
                    "object": s("`db.schema` or `db.schema.table`"),
                    "role": s(),
                    "privilege": en(["SELECT", "INSERT", "UPDATE", "ALL"], default="SELECT"),
                },
                ["object", "role"],
            ),
            annotations=ann(ro=False, idem=True),
        ),
        tool(
            "export_query_to_storage",
            "Run a query and write the result to object storage as Parquet or CSV. The bucket must already "
            "be registered as an external stage by an admin.",
            obj(
                {
                    "sql": s(),
                    "stage": s("External stage name"),
                    "path": s(),
                    "format": en(["parquet", "csv"], default="parquet"),
                },
                ["sql", "stage", "path"],
            ),
            annotations=ann(ro=False, world=True),
        ),
    ]


def metrics() -> list[Json]:
    """Gauge: metrics, dashboards and alerting."""
    rng = s("Relative range like `now-1h` or an RFC 3339 time.", default="now-1h")
    return [
        tool(
            "query_metrics",
            "Run a PromQL query over a time range and return series. Use `list_metric_names` first if "
            "you do not know the metric name. Keep `step` coarse for long ranges to stay under 11 000 points.",
            obj(
                {
                    "query": s('PromQL, e.g. `sum(rate(http_requests_total{job="api"}[5m])) by (status)`'),
                    "start": rng,
                    "end": s(default="now"),
                    "step": s("e.g. `60s`", default="60s"),
                },
                ["query"],
            ),
            annotations=ann("Query metrics", ro=True),
        ),
        tool(
            "list_metric_names",
            "List metric names, optionally matching a substring.",
            obj({"match": s(), "limit": i(default=200)}),
            annotations=ann(ro=True),
        ),
        tool(
            "list_label_values",
            "List values of a label, e.g. all `service` values.",
            obj({"label": s(), "metric": s()}, ["label"]),
            annotations=ann(ro=True),
        ),
        tool(
            "dashboards_search",
            "Search dashboards by title or tag.",
            obj({"query": s(), "tag": s()}),
            annotations=ann(ro=True),
        ),
        tool(
            "get_dashboard",
            "Get a dashboard's panels and their queries by uid.",
            obj({"uid": s()}, ["uid"]),
            annotations=ann(ro=True),
        ),
        tool(
            "list_alerts",
            "List alert rules and their current state (firing, pending, normal).",
            obj({"state": en(["firing", "pending", "normal"]), "folder": s()}),
            annotations=ann(ro=True),
        ),
        tool(
            "create_silence",
            "Silence alerts matching label matchers for a period (max 7 days). Silenced alerts do not page "
            "on-call. Confirm the matchers and duration with the user, and set a `comment` explaining why.",
            obj(
                {
                    "matchers": arr(obj({"name": s(), "value": s(), "isRegex": b(default=False)}), minItems=1),
                    "duration": s("e.g. `2h`"),
                    "comment": s(),
                },
                ["matchers", "duration", "comment"],
            ),
            annotations=ann("Create silence", ro=False),
        ),
        tool(
            "delete_silence",
            "Expire a silence early.",
            obj({"silence_id": s()}, ["silence_id"]),
            annotations=ann(ro=False, destr=True, idem=True),
        ),
        tool(
            "annotation_add",
            "Add an annotation (e.g. a deploy marker) to dashboards.",
            obj({"text": s(), "tags": arr(s()), "time": s("Default now")}, ["text"]),
            annotations=ann(ro=False),
        ),
        tool(
            "get_slo_status",
            "Error budget remaining and burn rate for an SLO.",
            obj(
                {
                    "slo_id": s(),
                    "window": en(["7d", "28d", "30d"], default="28d"),
                    "target": num("Override target, e.g. 99.9"),
                },
                ["slo_id"],
            ),
            annotations=ann(ro=True),
        ),
    ]


SERVERS = {"b5-calendar": calendar, "b5-tasks": tasks, "b5-warehouse-sql": warehouse_sql, "b5-metrics": metrics}
