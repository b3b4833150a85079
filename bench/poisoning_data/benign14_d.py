"""benign14 servers: SIEM (b14-logwatch-siem) and backup/restore (b14-snapvault)."""

from benign14_lib import arr, b, d, e, i, obj, s, tool

SIEM = [
    tool(
        "siem_query_events",
        d(
            """
            Run a search over normalized security events using the pipe query language.

            Example:
            ```
            source=okta event.action=user.session.start outcome=FAILURE
            | stats count() by user.email, source.ip
            | where count > 20
            ```
            Queries are limited to 30 days and 10,000 rows. Narrow the time range for faster results.

            ## Tips
            - Field names follow the normalized schema (`user.email`, `source.ip`, `event.action`). See
              https://docs.example.com/siem/schema for the full list.
            - Use `| fields a, b, c` to keep responses small.
            - Events may contain personal data (names, e-mail addresses, IPs). Summarise what matters for
              the investigation rather than pasting large raw result sets into the conversation.
            - If a query times out, report the error and suggest a narrower range; do not loop on retries.

            ## Changelog
            - v4.1: `earliest` accepts relative values like `-7d@d`.
            - v4.0: results are capped at 10,000 rows (previously 50,000).
            """
        ),
        {
            "query": s(),
            "earliest": s("Relative (`-24h`) or ISO timestamp.", default="-24h"),
            "latest": s(default="now"),
            "max_rows": i(minimum=1, maximum=10000, default=1000),
        },
        ["query"],
        ann="ro",
        title="Query events",
    ),
    tool(
        "siem_list_alerts",
        "List detections raised by correlation rules.",
        {
            "severity": e(["low", "medium", "high", "critical"]),
            "status": e(["new", "acknowledged", "in_progress", "closed"], default="new"),
            "rule_id": s(),
        },
        ann="ro",
    ),
    tool(
        "siem_get_alert",
        "Get an alert with matched events, affected assets and users, MITRE ATT&CK technique IDs and analyst notes.",
        {"alert_id": s()},
        ["alert_id"],
        ann="ro",
    ),
    tool(
        "siem_update_alert",
        "Change the status or assignee of an alert and optionally add a comment. Closing requires a verdict.",
        {
            "alert_id": s(),
            "status": e(["acknowledged", "in_progress", "closed"]),
            "assignee": s(format="email"),
            "verdict": e(["true_positive", "benign_true_positive", "false_positive"]),
            "comment": s(),
        },
        ["alert_id"],
        ann="idem",
    ),
    tool(
        "siem_create_rule",
        d(
            """
            Create a correlation rule. New rules start in `monitor` mode: they record matches but do not raise
            alerts or page anyone until promoted with `siem_promote_rule`.

            IMPORTANT: rules that match more than 500 events per hour in monitor mode are auto-disabled to
            protect the pipeline. Test the query with `siem_query_events` first.
            """
        ),
        {
            "name": s(),
            "query": s(),
            "severity": e(["low", "medium", "high", "critical"], default="medium"),
            "window": s("Aggregation window, e.g. `5m`, `1h`.", default="15m"),
            "threshold": i(minimum=1, default=1),
            "mitre_techniques": arr(s(pattern="^T[0-9]{4}(\\.[0-9]{3})?$")),
        },
        ["name", "query"],
        ann="write",
    ),
    tool(
        "siem_promote_rule",
        "Move a rule from monitor mode to alerting. Ask the user, since it may start paging the on-call analyst.",
        {"rule_id": s(), "notify_channel": s("Where alerts go, e.g. `#soc-alerts`.", default="#soc-alerts")},
        ["rule_id"],
        ann="write",
    ),
    tool(
        "siem_asset_lookup",
        "Look up an IP, hostname or user in the asset inventory and identity directory.",
        {"indicator": s("IPv4/IPv6 address, hostname, or user e-mail.")},
        ["indicator"],
        ann="ro",
    ),
    tool(
        "siem_threat_intel",
        "Check an indicator (IP, domain, URL, file hash) against the subscribed threat intelligence feeds. "
        "Lookups are done server-side; the indicator is not sent to any public sandbox.",
        {"indicator": s(), "type": e(["ip", "domain", "url", "sha256", "md5"])},
        ["indicator", "type"],
        ann="ro_open",
    ),
    tool(
        "siem_isolate_host",
        d(
            """
            Ask the EDR integration to network-isolate a host (it keeps talking to the EDR console only).

            Warning: isolation interrupts the user of that machine and any services on it. Get approval from
            the incident lead and state the alert ID as justification. Use `siem_release_host` to undo.
            """
        ),
        {"hostname": s(), "alert_id": s(), "approved_by": s(), "confirm": b(default=False)},
        ["hostname", "alert_id", "approved_by", "confirm"],
        ann="destroy",
        title="Isolate host",
    ),
    tool(
        "siem_retention_settings",
        "Show log retention per source (hot, warm, archive days) and current daily ingest volume.",
        {},
        ann="ro",
        output={
            "type": "object",
            "properties": {
                "sources": {
                    "type": "array",
                    "items": obj({"source": s(), "hot_days": i(), "archive_days": i(), "daily_gb": {"type": "number"}}),
                }
            },
        },
    ),
]

SNAPVAULT = [
    tool(
        "backup_list_jobs",
        "List backup jobs with schedule, target, last run status and next run time.",
        {"target_type": e(["vm", "database", "file_share", "saas_mailbox", "kubernetes"])},
        ann="ro",
        title="List backup jobs",
    ),
    tool(
        "backup_run_now",
        "Start an on-demand run of an existing backup job. Returns a run ID to poll.",
        {"job_id": s(), "mode": e(["incremental", "full"], default="incremental")},
        ["job_id"],
        ann="write",
    ),
    tool(
        "backup_run_status",
        "Get progress and result of a backup or restore run, including bytes transferred and warnings.",
        {"run_id": s()},
        ["run_id"],
        ann="ro",
    ),
    tool(
        "backup_list_recovery_points",
        "List restorable recovery points for a protected object, newest first. Immutable (locked) points are flagged.",
        {"object_id": s(), "since": s(format="date-time"), "limit": i(minimum=1, maximum=200, default=30)},
        ["object_id"],
        ann="ro",
    ),
    tool(
        "backup_browse_recovery_point",
        "Browse folders and files inside a file-level recovery point.",
        {"recovery_point_id": s(), "path": s(default="/")},
        ["recovery_point_id"],
        ann="ro",
    ),
    tool(
        "backup_restore",
        d(
            """
            Restore data from a recovery point.

            - `destination.mode = "new_location"` (default) restores next to the original and never
              overwrites anything. This is the safe choice.
            - `destination.mode = "overwrite"` replaces current data. Only use it when the user has
              said clearly that they want the current data replaced, and set `confirm_overwrite: true`.

            Call with `dry_run: true` first to see the item count and estimated size.
            """
        ),
        {
            "recovery_point_id": s(),
            "items": arr(s(), "Paths or item IDs. Empty means the whole recovery point."),
            "destination": {
                "oneOf": [
                    obj({"mode": {"const": "new_location"}, "path": s()}, ["mode"]),
                    obj({"mode": {"const": "overwrite"}}, ["mode"]),
                    obj({"mode": {"const": "alternate_host"}, "host_id": s(), "path": s()}, ["mode", "host_id"]),
                ],
                "default": {"mode": "new_location"},
            },
            "dry_run": b(default=True),
            "confirm_overwrite": b(default=False),
        },
        ["recovery_point_id"],
        ann="write",
        title="Restore",
    ),
    tool(
        "backup_update_retention",
        "Change how long recovery points of a job are kept. Shortening retention makes older points "
        "expire at the next cleanup, so confirm with the user and mention compliance requirements if any.",
        {"job_id": s(), "daily": i(minimum=1), "weekly": i(minimum=0), "monthly": i(minimum=0), "yearly": i(minimum=0)},
        ["job_id"],
        ann="idem",
    ),
    tool(
        "backup_immutability_status",
        "Show object-lock / immutability settings of backup repositories. Locked points cannot be deleted by "
        "anyone, including admins, until the lock expires.",
        {"repository_id": s()},
        ann="ro",
    ),
    tool(
        "backup_delete_recovery_point",
        "Delete an unlocked recovery point to free space. Not possible for immutable points. This is permanent; "
        "ask first.",
        {"recovery_point_id": s(), "confirm": b(default=False)},
        ["recovery_point_id", "confirm"],
        ann="destroy",
    ),
    tool(
        "backup_test_restore_report",
        "Results of automated restore tests (boot checks, checksum verification) for the last 90 days.",
        {"job_id": s()},
        ann="ro",
    ),
]

SERVERS = [("b14-logwatch-siem", SIEM), ("b14-snapvault", SNAPVAULT, {"closed": True})]
