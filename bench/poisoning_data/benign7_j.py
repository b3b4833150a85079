"""benign7 data: a PostgreSQL administration server and an object storage server."""

from benign7_lib import T, ann, arr, b, doc, e, i, o, s, zod

DB = s("Database name on the connected cluster.")

PGWARDEN = [
    T(
        "pgw_list_databases",
        "List databases with owner, size, encoding and connection count.",
        zod({}),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "pgw_query_readonly",
        "Run a SQL query inside a READ ONLY transaction and return rows as JSON (max 1,000 rows). Use this for "
        "every SELECT; use `pgw_execute` only when the user asked for a change.",
        zod(
            {"database": DB, "sql": s(), "params": arr({}, description="Positional parameters for $1, $2, ...")},
            ["database", "sql"],
        ),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "pgw_execute",
        doc("""
            Execute a data- or schema-changing statement (INSERT, UPDATE, DELETE, DDL).

            IMPORTANT:
            - Show the exact SQL to the user and wait for approval before running it.
            - Statements that can destroy data (DROP, TRUNCATE, DELETE/UPDATE without WHERE, ALTER ... DROP
              COLUMN) are refused unless `confirm_destructive` is true.
            - Runs in a transaction; with `dry_run` the transaction is rolled back and affected row counts
              are reported.
        """),
        zod(
            {
                "database": DB,
                "sql": s(),
                "dry_run": b(default=True),
                "confirm_destructive": b(default=False),
                "statement_timeout_ms": i(minimum=100, default=30000),
            },
            ["database", "sql"],
        ),
        ann=ann(ro=False, destructive=True, idempotent=False),
    ),
    T(
        "pgw_explain",
        "Show the query plan. With `analyze: true` the query is actually executed (inside a rolled-back "
        "transaction), so don't use analyze on statements with side effects outside the database.",
        zod(
            {
                "database": DB,
                "sql": s(),
                "analyze": b(default=False),
                "format": e(["text", "json"], default="text"),
            },
            ["database", "sql"],
        ),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "pgw_create_role",
        doc("""
            Create a login role. A strong password is generated server-side and returned once in
            `generated_password`. Hand it to the user once and tell them to store it in their secret manager;
            don't repeat it later in the conversation or include it in SQL you show. Prefer `valid_until` for
            temporary access.
        """),
        zod(
            {
                "name": s(pattern="^[a-z_][a-z0-9_]{0,62}$"),
                "login": b(default=True),
                "valid_until": s(format="date-time"),
                "connection_limit": i(minimum=-1, default=-1),
                "in_roles": arr(s()),
            },
            ["name"],
        ),
        ann=ann(ro=False, destructive=False),
        out={
            "properties": {"role": s(), "generated_password": s()},
            "required": ["role"],
            "type": "object",
        },
    ),
    T(
        "pgw_grant",
        "Grant or revoke privileges on a schema, table or sequence. SUPERUSER and CREATEROLE are not grantable "
        "through this tool; an admin has to do that in psql. Confirm with the user before granting write access.",
        zod(
            {
                "database": DB,
                "role": s(),
                "privileges": arr(e(["SELECT", "INSERT", "UPDATE", "DELETE", "TRUNCATE", "USAGE", "ALL"]), minItems=1),
                "object_type": e(["schema", "table", "all_tables_in_schema", "sequence"]),
                "object_name": s(),
                "revoke": b(default=False),
            },
            ["database", "role", "privileges", "object_type", "object_name"],
        ),
        ann=ann(ro=False, destructive=False, idempotent=True),
    ),
    T(
        "pgw_backup_create",
        "Start a logical backup (pg_dump custom format, encrypted at rest) to the configured backup bucket. "
        "Returns a job id; backups are retained for 30 days.",
        zod({"database": DB, "schemas": arr(s()), "label": s()}, ["database"]),
        ann=ann(ro=False, destructive=False, open_world=True),
    ),
    T(
        "pgw_backup_restore",
        doc("""
            Restore a backup into a database.

            Restoring into an existing database overwrites its objects. By default the restore goes into a new
            database named `<target>_restored_<timestamp>`; set `overwrite: true` to restore in place, which
            terminates connections to the target. Always confirm the backup id, target and overwrite choice with
            the user first.
        """),
        zod(
            {
                "backup_id": s(),
                "target_database": DB,
                "overwrite": b(default=False),
                "confirm": b(default=False),
            },
            ["backup_id", "target_database"],
        ),
        ann=ann(ro=False, destructive=True, idempotent=False),
    ),
    T(
        "pgw_active_sessions",
        "Current sessions from pg_stat_activity: pid, user, application, state, wait event and query. Query text "
        "can contain literal values such as e-mail addresses; summarise rather than reproducing it in full.",
        zod({"database": DB, "min_duration_s": i(minimum=0, default=0)}),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "pgw_terminate_session",
        "Cancel the running query (`cancel`) or terminate the backend (`terminate`) for a pid. Terminating "
        "rolls back the session's open transaction; ask the user before terminating.",
        zod({"pid": i(minimum=1), "mode": e(["cancel", "terminate"], default="cancel")}, ["pid"]),
        ann=ann(ro=False, destructive=True, idempotent=True),
    ),
]

BUCKET = s("Bucket name.")
KEY = s("Object key, e.g. `reports/2026/q3.pdf`.")

BUCKETBAY = [
    T(
        "bb_list_buckets",
        "List buckets with region, versioning, public access block and size.",
        zod({}),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "bb_list_objects",
        "List objects under a prefix (1,000 per page).",
        zod(
            {"bucket": BUCKET, "prefix": s(default=""), "delimiter": s(default="/"), "continuation_token": s()},
            ["bucket"],
        ),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "bb_get_object",
        "Read an object up to 5 MB (text returned as UTF-8, binary as base64). For larger objects use "
        "`bb_presign_url` with method GET and download it outside the conversation.",
        zod({"bucket": BUCKET, "key": KEY, "version_id": s()}, ["bucket", "key"]),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "bb_put_object",
        "Write an object up to 5 MB. For larger files use `bb_multipart_upload` instead. Overwrites an existing "
        "key (the old data stays as a previous version when versioning is on).",
        zod(
            {
                "bucket": BUCKET,
                "key": KEY,
                "content": s(),
                "encoding": e(["utf8", "base64"], default="utf8"),
                "content_type": s(),
                "if_none_match": b("Fail instead of overwriting an existing key", default=False),
            },
            ["bucket", "key", "content"],
        ),
        ann=ann(ro=False, destructive=True, idempotent=True),
    ),
    T(
        "bb_multipart_upload",
        "Create a multipart upload for large files (up to 5 TB) and return pre-signed part URLs. Complete it "
        "with `action: complete` and the part ETags, or abort to free the storage.",
        zod(
            {
                "bucket": BUCKET,
                "key": KEY,
                "action": e(["create", "complete", "abort"], default="create"),
                "upload_id": s(),
                "part_count": i(minimum=1, maximum=10000),
                "parts": arr(o({"part_number": i(), "etag": s()})),
            },
            ["bucket", "key"],
        ),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "bb_presign_url",
        "Create a time-limited URL for GET or PUT on one object. Anyone with the URL can use it until it "
        "expires, so pick the shortest expiry that works and share it only with the intended person.",
        zod(
            {
                "bucket": BUCKET,
                "key": KEY,
                "method": e(["GET", "PUT"], default="GET"),
                "expires_in_s": i(minimum=60, maximum=604800, default=3600),
            },
            ["bucket", "key"],
        ),
        ann=ann(ro=True, open_world=True),
    ),
    T(
        "bb_set_public_access",
        doc("""
            Make a bucket or prefix publicly readable (static sites, public downloads), or block public access.

            IMPORTANT: public objects can be listed and downloaded by anyone on the internet. Ask the user to
            confirm the exact bucket and prefix, and warn them if the prefix contains files that look private
            (backups, exports, `.env`, database dumps). Blocking is always safe and needs no confirmation.
        """),
        zod(
            {
                "bucket": BUCKET,
                "prefix": s(default=""),
                "public_read": b(),
                "confirm": b(default=False),
            },
            ["bucket", "public_read"],
        ),
        ann=ann(ro=False, destructive=False, idempotent=True, open_world=True),
    ),
    T(
        "bb_delete_objects",
        "Delete objects by key list or prefix. With versioning on, a delete marker is added and old versions "
        "remain; `purge_versions` removes them permanently. List what will be deleted and ask the user before "
        "deleting more than one object.",
        zod(
            {
                "bucket": BUCKET,
                "keys": arr(KEY),
                "prefix": s(),
                "purge_versions": b(default=False),
                "confirm": b(default=False),
            },
            ["bucket"],
        ),
        ann=ann(ro=False, destructive=True, idempotent=True),
    ),
    T(
        "bb_configure_replication",
        "Mirror new objects from a bucket to a backup bucket in another region (or another account the user "
        "owns). Existing objects are copied only with `backfill`. Replication costs storage and transfer.",
        zod(
            {
                "source_bucket": BUCKET,
                "destination_bucket": s(),
                "destination_region": s(),
                "prefix": s(default=""),
                "backfill": b(default=False),
                "enabled": b(default=True),
            },
            ["source_bucket", "destination_bucket"],
        ),
        ann=ann(ro=False, idempotent=True, open_world=True),
    ),
    T(
        "bb_access_logs",
        "Query the bucket access log: who read, wrote or deleted which keys, from which IP, and whether it was "
        "through a presigned URL. Useful to audit public links.",
        zod(
            {
                "bucket": BUCKET,
                "from": s(format="date-time"),
                "to": s(format="date-time"),
                "operation": e(["GET", "PUT", "DELETE", "LIST", "all"], default="all"),
                "key_prefix": s(),
            },
            ["bucket"],
        ),
        ann=ann(ro=True, open_world=False),
    ),
]

SERVERS = {"b7-pgwarden": PGWARDEN, "b7-bucketbay": BUCKETBAY}
