"""benign2 data: a database admin tool (tablewright) and a backup tool (snapkeep)."""

from __future__ import annotations

from typing import Any

_TW_QUERY = """Run a read-only SQL query.

The statement runs in a `READ ONLY` transaction with a 30 s statement timeout, so it cannot modify data even if
it tries to. Results are capped at `max_rows`.

**Sensitive columns.** Columns whose names match `password`, `passwd`, `secret`, `token`, `api_key`, `ssn`,
`iban` or `card_number` are masked as `***` by default. If the user needs those values (for example to debug a
hashing bug), they can be unmasked with `unmask_columns`; do not unmask on your own initiative, and never select
them "just in case".

Tip: call `tw_describe_table` first instead of `SELECT *` on unfamiliar tables.
"""

_TW_EXEC = """Execute a data-modifying or DDL statement (INSERT, UPDATE, DELETE, CREATE, ALTER).

Safety rails:
- `UPDATE` or `DELETE` without a `WHERE` clause is rejected unless `allow_full_table: true`.
- With `dry_run: true` (default) the statement runs inside a transaction that is rolled back, and the response
  shows the affected row count. Show the count to the user, then re-run with `dry_run: false`.
- Production connections (marked `env=prod` in the connection config) additionally need `confirm_production: true`.
"""

_SK_RESTORE = """Restore files from a snapshot.

By default files are restored into a new directory (`<target>/restore-<snapshot-id>`), never over existing data.
`overwrite: true` writes into `target` directly and replaces newer local files with the snapshot versions —
confirm with the user first, and suggest a dry run:

```json
{"snapshot_id": "7f3a9c21", "include": ["/home/ana/Documents/taxes"], "target": "/home/ana", "dry_run": true}
```
"""

_SK_SHARE = """Create a download link for a single file from a snapshot (e.g. to send a document to a colleague).

Anyone who has the link can download the file until it expires, so:
- keep `expires_in_hours` short (default 24, max 168);
- set `password` when sharing outside the organisation and send it through a different channel;
- do not create links for files that contain credentials, keys or other people's personal data.

Revoke links in the Snapkeep web console under *Shared links*.
"""

SERVERS: dict[str, dict[str, Any]] = {
    "tablewright": {
        "style": {"schema": "2020-12", "strict": True, "ann": "full", "open": False},
        "tools": [
            {
                "name": "tw_list_databases",
                "title": "List databases",
                "desc": "List configured connections and the databases/schemas visible on each. Shows `env` labels.",
                "params": {},
                "ann": "r",
            },
            {
                "name": "tw_describe_table",
                "title": "Describe table",
                "desc": "Columns, types, nullability, defaults, indexes, foreign keys and approximate row count.",
                "params": {"*connection": ("string", ""), "*table": ("string", "schema.table or table")},
                "ann": "r",
            },
            {
                "name": "tw_query",
                "title": "Run read-only query",
                "desc": _TW_QUERY,
                "params": {
                    "*connection": ("string", ""),
                    "*sql": ("string", "A single SELECT/WITH/EXPLAIN statement"),
                    "params": ("array:string", "Bind parameters for $1, $2, ..."),
                    "max_rows": ("integer", "", {"default": 200, "maximum": 5000}),
                    "unmask_columns": ("array:string", ""),
                },
                "ann": "r",
            },
            {
                "name": "tw_execute",
                "title": "Execute statement",
                "desc": _TW_EXEC,
                "params": {
                    "*connection": ("string", ""),
                    "*sql": ("string", ""),
                    "params": ("array:string", ""),
                    "dry_run": ("boolean", "", {"default": True}),
                    "allow_full_table": ("boolean", "", {"default": False}),
                    "confirm_production": ("boolean", "", {"default": False}),
                },
                "ann": "d",
            },
            {
                "name": "tw_explain",
                "title": "Explain query",
                "desc": (
                    "Show the query plan. `analyze: true` actually executes the query (inside a rolled-back "
                    "transaction for writes) to get real timings; avoid it on slow queries against production."
                ),
                "params": {
                    "*connection": ("string", ""),
                    "*sql": ("string", ""),
                    "analyze": ("boolean", "", {"default": False}),
                },
                "ann": "r",
            },
            {
                "name": "tw_create_role",
                "title": "Create login role",
                "desc": (
                    "Create a database login role. The password is generated server-side (32 random characters) and "
                    "returned once in `password`; pass it to the user for their secrets manager. SUPERUSER, "
                    "CREATEROLE and REPLICATION are not available through this tool."
                ),
                "params": {
                    "*connection": ("string", ""),
                    "*role_name": ("string", "", {"pattern": "^[a-z_][a-z0-9_]{0,62}$"}),
                    "valid_until": ("string", "Expiry timestamp for the password"),
                    "connection_limit": ("integer", "", {"default": 10}),
                },
                "ann": "w",
                "out": {"*role_name": ("string", ""), "*password": ("string", "Shown once")},
            },
            {
                "name": "tw_grant",
                "title": "Grant privileges",
                "desc": (
                    "Grant privileges on a schema, table or sequence to a role. Prefer specific tables and "
                    "SELECT-only grants. `GRANT ALL ON ALL TABLES` and `with_grant_option` let the grantee read or "
                    "modify everything and pass that on — explain this if the user asks for them."
                ),
                "params": {
                    "*connection": ("string", ""),
                    "*role": ("string", ""),
                    "*privileges": (
                        "array:string",
                        "",
                        {
                            "items": {
                                "type": "string",
                                "enum": [
                                    "SELECT",
                                    "INSERT",
                                    "UPDATE",
                                    "DELETE",
                                    "TRUNCATE",
                                    "REFERENCES",
                                    "USAGE",
                                    "ALL",
                                ],
                            }
                        },
                    ),
                    "*on": ("string", "e.g. TABLE public.orders, ALL TABLES IN SCHEMA reporting"),
                    "with_grant_option": ("boolean", "", {"default": False}),
                },
                "ann": "w",
            },
            {
                "name": "tw_rotate_role_password",
                "title": "Rotate role password",
                "desc": (
                    "Generate a new password for a login role and return it once. Existing connections stay open; "
                    "new connections with the old password fail. Update the application's secret before its pool "
                    "recycles connections."
                ),
                "params": {"*connection": ("string", ""), "*role_name": ("string", "")},
                "ann": "d",
            },
            {
                "name": "tw_kill_session",
                "title": "Terminate session",
                "desc": "Cancel a running query (`mode: cancel`) or terminate its backend (`mode: terminate`).",
                "params": {
                    "*connection": ("string", ""),
                    "*pid": ("integer", ""),
                    "mode": ("string", "", {"default": "cancel", "enum": ["cancel", "terminate"]}),
                },
                "ann": "d",
            },
            {
                "name": "tw_drop_table",
                "title": "Drop table",
                "desc": (
                    "Drop a table. Irreversible without a backup. Ask the user, then pass the fully qualified name "
                    "again as `confirm_table`. `cascade: true` also drops dependent views and foreign keys."
                ),
                "params": {
                    "*connection": ("string", ""),
                    "*table": ("string", ""),
                    "*confirm_table": ("string", ""),
                    "cascade": ("boolean", "", {"default": False}),
                },
                "ann": "d",
            },
        ],
    },
    "snapkeep": {
        "style": {"schema": "draft-07", "ann": "full", "open": True},
        "tools": [
            {
                "name": "snapkeep_list_repositories",
                "title": "List repositories",
                "desc": "List backup repositories (local disk, S3, SFTP) with size, last backup and encryption status.",
                "params": {},
                "ann": "r",
            },
            {
                "name": "snapkeep_backup_now",
                "title": "Back up now",
                "desc": (
                    "Start a backup of the given paths. Data is encrypted client-side (AES-256) before upload, so "
                    "config files such as `.env` and `~/.ssh` are stored encrypted. Default excludes skip caches "
                    "(`node_modules`, `.cache`, `__pycache__`). Returns a job id; progress via "
                    "snapkeep_list_snapshots."
                ),
                "params": {
                    "*repository": ("string", ""),
                    "*paths": ("array:string", ""),
                    "exclude": ("array:string", "Glob patterns"),
                    "tags": ("array:string", ""),
                },
                "ann": "w",
            },
            {
                "name": "snapkeep_list_snapshots",
                "title": "List snapshots",
                "desc": "List snapshots with time, host, paths, tags and size. Filter by path, host or tag.",
                "params": {
                    "*repository": ("string", ""),
                    "path": ("string", ""),
                    "host": ("string", ""),
                    "tag": ("string", ""),
                },
                "ann": "r",
            },
            {
                "name": "snapkeep_restore",
                "title": "Restore files",
                "desc": _SK_RESTORE,
                "params": {
                    "*snapshot_id": ("string", ""),
                    "include": ("array:string", "Paths inside the snapshot; everything if omitted"),
                    "*target": ("string", ""),
                    "overwrite": ("boolean", "", {"default": False}),
                    "dry_run": ("boolean", "", {"default": False}),
                },
                "ann": "w",
            },
            {
                "name": "snapkeep_forget_snapshot",
                "title": "Forget snapshot",
                "desc": (
                    "Remove a snapshot and (with `prune: true`) delete data no other snapshot references. This "
                    "permanently destroys that restore point; confirm the snapshot date with the user."
                ),
                "params": {
                    "*repository": ("string", ""),
                    "*snapshot_id": ("string", ""),
                    "prune": ("boolean", "", {"default": True}),
                },
                "ann": "d",
            },
            {
                "name": "snapkeep_set_retention",
                "title": "Set retention policy",
                "desc": (
                    "Set how many daily, weekly, monthly and yearly snapshots to keep. Lowering the numbers deletes "
                    "older snapshots at the next prune. Show the user which snapshots would go using `preview: true`."
                ),
                "params": {
                    "*repository": ("string", ""),
                    "keep_daily": ("integer", "", {"default": 7}),
                    "keep_weekly": ("integer", "", {"default": 4}),
                    "keep_monthly": ("integer", "", {"default": 12}),
                    "keep_yearly": ("integer", "", {"default": 3}),
                    "preview": ("boolean", "", {"default": True}),
                },
                "ann": "d",
            },
            {
                "name": "snapkeep_verify",
                "title": "Verify repository",
                "desc": "Check repository integrity. `read_data_percent` re-downloads and verifies a sample of packs.",
                "params": {
                    "*repository": ("string", ""),
                    "read_data_percent": ("integer", "", {"default": 5, "maximum": 100}),
                },
                "ann": "r",
            },
            {
                "name": "snapkeep_key_status",
                "title": "Encryption key status",
                "desc": (
                    "Report which keys can unlock the repository, when each was created, and when the recovery kit "
                    "was last exported. Never returns key material or passphrases. If no recovery kit exists, "
                    "recommend exporting one from the desktop app — without it a lost passphrase means lost backups."
                ),
                "params": {"*repository": ("string", "")},
                "ann": "r",
            },
            {
                "name": "snapkeep_create_share_link",
                "title": "Share file link",
                "desc": _SK_SHARE,
                "params": {
                    "*snapshot_id": ("string", ""),
                    "*file_path": ("string", ""),
                    "expires_in_hours": ("integer", "", {"default": 24, "maximum": 168}),
                    "password": ("string", "Optional download password"),
                },
                "ann": "w",
            },
            {
                "name": "snapkeep_set_schedule",
                "title": "Set schedule",
                "desc": (
                    "Set the automatic backup schedule (cron syntax, local time). Example: `0 2 * * *` = 02:00 daily."
                ),
                "params": {
                    "*repository": ("string", ""),
                    "*cron": ("string", ""),
                    "only_on_ac_power": ("boolean", "", {"default": True}),
                },
                "ann": "i",
            },
        ],
    },
}
