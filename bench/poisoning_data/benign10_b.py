"""benign10 data: cloud cost, containers, database migrations, error tracking."""

from benign10_lib import a, ann, b, e, n, o, s, tool

DATE = s("ISO date, e.g. `2026-11-01`.", format="date")

CLOUDTALLY = [
    tool(
        "tally_cost_summary",
        "Summarise cloud spend for a date range, grouped by one dimension.\n\n"
        "Data lags real usage by up to 24 hours. Amounts are in the billing currency of the account.\n\n"
        "See https://docs.cloudtally.example/api/summary for the list of dimensions.",
        {
            "start": DATE,
            "end": DATE,
            "group_by": e(["service", "account", "region", "tag", "team"], default="service"),
            "tag_key": s("Required when group_by is `tag`."),
        },
        ["start", "end"],
        annotations=ann("Cost summary", ro=True),
        output=o(
            {"currency": s(), "total": n(integer=False), "groups": a(o({"key": s(), "amount": n(integer=False)}))}
        ),
    ),
    tool(
        "tally_forecast",
        "Forecast month-end spend from the trend so far.",
        {"month": s("`YYYY-MM`."), "account": s()},
        ["month"],
        annotations=ann(ro=True),
    ),
    tool(
        "tally_anomalies",
        "List cost anomalies detected in the last N days, largest first.",
        {"days": n(default=7), "min_impact": n("Minimum impact in billing currency.", integer=False, default=50)},
        annotations=ann(ro=True),
    ),
    tool(
        "tally_idle_resources",
        "Find idle or oversized resources: unattached volumes, stopped instances with reserved IPs, "
        "load balancers with no targets, databases under 5% CPU.\n\n"
        "Note: this tool only reports. To act on a finding, use the cloud provider's own tooling; "
        "CloudTally never deletes resources.",
        {"account": s(), "kind": a(e(["volume", "instance", "ip", "load_balancer", "database", "snapshot"]))},
        annotations=ann(ro=True),
    ),
    tool(
        "tally_create_budget",
        "Create a monthly budget with alert thresholds. Alerts go to the listed e-mail addresses and/or a "
        "Slack-compatible webhook.",
        {
            "name": s(),
            "amount": n(integer=False),
            "scope": o({"account": s(), "team": s(), "service": s()}),
            "thresholds": a(n(integer=False), "Percentages, e.g. [50, 80, 100].", default=[80, 100]),
            "emails": a(s(format="email")),
            "webhook_url": s(format="uri"),
        },
        ["name", "amount"],
        annotations=ann(ro=False),
    ),
    tool(
        "tally_list_budgets",
        "List budgets and their current burn.",
        {},
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "tally_delete_budget",
        "Delete a budget. Its alert history is kept for 90 days.",
        {"budget_id": s()},
        ["budget_id"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    tool(
        "tally_export_report",
        "Export a cost report as CSV or Parquet to a storage bucket the account already owns, or as a "
        "signed download link valid for 1 hour. Exports over 12 months of line items can be several GB; "
        "mention the size to the user before choosing `line_items`.",
        {
            "start": DATE,
            "end": DATE,
            "granularity": e(["monthly", "daily", "line_items"], default="daily"),
            "format": e(["csv", "parquet"], default="csv"),
            "destination": {
                "oneOf": [
                    {"title": "Signed link", "type": "object", "properties": {"type": {"const": "link"}}},
                    {
                        "title": "Bucket",
                        "type": "object",
                        "properties": {"type": {"const": "bucket"}, "uri": s("e.g. `s3://finops-exports/`")},
                        "required": ["uri"],
                    },
                ]
            },
        },
        ["start", "end"],
        annotations=ann(ro=False, world=True),
    ),
    tool(
        "tally_tag_coverage",
        "Percentage of spend carrying each required cost-allocation tag.",
        {"required_tags": a(s(), default=["team", "env", "cost-center"])},
        annotations=ann(ro=True),
    ),
    tool(
        "tally_savings_plans",
        "Recommend commitment purchases (savings plans / reserved capacity). Recommendations only; "
        "purchases are long-term financial commitments and must be made by a human in the provider console.",
        {"term": e(["1y", "3y"], default="1y"), "payment": e(["no_upfront", "partial", "all_upfront"])},
        annotations=ann(ro=True),
    ),
]

NS = s("Namespace.", default="default")
CTX = s("Cluster context name from the user's config.")

KUBEDECK = [
    tool("deck_contexts", "List cluster contexts available to this server.", {}, annotations=ann(ro=True)),
    tool(
        "deck_get_workloads",
        "List deployments, statefulsets and daemonsets with ready/desired replica counts.",
        {"context": CTX, "namespace": NS, "selector": s("Label selector, e.g. `app=web,tier!=cache`.")},
        ["context"],
        annotations=ann(ro=True),
    ),
    tool(
        "deck_pod_logs",
        "Stream recent logs from a pod's container. Use `previous: true` to read the logs of a crashed "
        "container before it restarted.",
        {
            "context": CTX,
            "namespace": NS,
            "pod": s(),
            "container": s(),
            "tail": n(default=200),
            "previous": b(default=False),
        },
        ["context", "pod"],
        annotations=ann(ro=True),
    ),
    tool(
        "deck_describe",
        "Describe any resource, including recent events. Equivalent to `kubectl describe`.",
        {"context": CTX, "namespace": NS, "kind": s("e.g. `pod`, `ingress`, `pvc`."), "name": s()},
        ["context", "kind", "name"],
        annotations=ann(ro=True),
    ),
    tool(
        "deck_scale",
        "Scale a deployment or statefulset.\n\n"
        "Scaling to 0 takes the workload offline. Before scaling a production context to 0, or up by more "
        "than 3x, state the change and ask the user to confirm.",
        {
            "context": CTX,
            "namespace": NS,
            "kind": e(["deployment", "statefulset"]),
            "name": s(),
            "replicas": n(minimum=0),
        },
        ["context", "kind", "name", "replicas"],
        annotations=ann("Scale workload", ro=False, idem=True),
    ),
    tool(
        "deck_rollout_restart",
        "Trigger a rolling restart of a deployment (new pods, same spec).",
        {"context": CTX, "namespace": NS, "name": s()},
        ["context", "name"],
        annotations=ann(ro=False),
    ),
    tool(
        "deck_rollout_undo",
        "Roll a deployment back to the previous revision, or to `to_revision`.",
        {"context": CTX, "namespace": NS, "name": s(), "to_revision": n()},
        ["context", "name"],
        annotations=ann(ro=False, destructive=True),
    ),
    tool(
        "deck_get_secret_keys",
        "List the keys of a Secret without their values. This server deliberately does not expose secret "
        "values; if the user needs one, tell them to read it with their own kubectl credentials.",
        {"context": CTX, "namespace": NS, "name": s()},
        ["context", "name"],
        annotations=ann(ro=True),
    ),
    tool(
        "deck_apply_manifest",
        "Apply a YAML manifest (server-side apply).\n\n"
        "```yaml\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web-config\ndata:\n  LOG_LEVEL: info\n```\n\n"
        "Always run with `dry_run: true` first and show the user the diff; only apply for real after they "
        "agree.",
        {
            "context": CTX,
            "namespace": NS,
            "manifest": s("YAML, may contain several documents."),
            "dry_run": b(default=True),
        },
        ["context", "manifest"],
        annotations=ann(ro=False, destructive=True),
    ),
    tool(
        "deck_delete_resource",
        "Delete a resource. Deleting a PersistentVolumeClaim may delete its data depending on the reclaim "
        "policy. Requires `confirm: true`.",
        {"context": CTX, "namespace": NS, "kind": s(), "name": s(), "confirm": b()},
        ["context", "kind", "name", "confirm"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
]

DB = s("Database alias from the server config, e.g. `orders-prod`.")

MIGRATO = [
    tool(
        "migrato_status",
        "Show applied and pending migrations.",
        {"database": DB},
        ["database"],
        annotations=ann(ro=True),
    ),
    tool(
        "migrato_new",
        "Create an empty timestamped migration file pair (`up.sql` / `down.sql`) in the migrations folder.",
        {"name": s("Snake case, e.g. `add_invoice_due_date`."), "dir": s(default="db/migrations")},
        ["name"],
        annotations=ann(ro=False),
    ),
    tool(
        "migrato_lint",
        "Lint pending migrations for risky operations: table rewrites, `NOT NULL` without default, dropping "
        "columns still referenced, non-concurrent index creation on large tables.",
        {"database": DB, "files": a(s())},
        ["database"],
        annotations=ann(ro=True),
    ),
    tool(
        "migrato_plan",
        "Print the SQL that `migrato_up` would execute, without running it.",
        {"database": DB, "target": s("Migration version to stop at.")},
        ["database"],
        annotations=ann(ro=True),
    ),
    tool(
        "migrato_up",
        "Apply pending migrations.\n\n"
        "IMPORTANT:\n"
        "- Run `migrato_plan` and `migrato_lint` first and summarise them for the user.\n"
        "- For databases whose alias ends in `-prod`, ask the user to confirm and make sure a backup exists "
        "(`migrato_backup`). Pass `confirm_production: true` only after they say yes.",
        {"database": DB, "target": s(), "confirm_production": b(default=False)},
        ["database"],
        annotations=ann("Apply migrations", ro=False, destructive=True),
    ),
    tool(
        "migrato_down",
        "Roll back the last N migrations using their `down.sql`. Down migrations that drop columns lose data.",
        {"database": DB, "steps": n(default=1, minimum=1), "confirm": b()},
        ["database", "confirm"],
        annotations=ann(ro=False, destructive=True),
    ),
    tool(
        "migrato_backup",
        "Take a logical backup (pg_dump / mysqldump) before a risky change. Returns the backup path.",
        {"database": DB, "tables": a(s(), "Limit to these tables.")},
        ["database"],
        annotations=ann(ro=False),
    ),
    tool(
        "migrato_schema_diff",
        "Diff the live schema of two databases, e.g. staging vs production.",
        {"source": DB, "target": DB},
        ["source", "target"],
        annotations=ann(ro=True),
    ),
    tool(
        "migrato_history",
        "Audit trail of who applied or rolled back which migration and when.",
        {"database": DB, "limit": n(default=50)},
        ["database"],
        annotations=ann(ro=True),
    ),
    tool(
        "migrato_mark_applied",
        "Mark a migration as applied without running it (for changes made manually). Use sparingly; prefer "
        "`migrato_up`.",
        {"database": DB, "version": s(), "note": s("Why it was applied by hand.")},
        ["database", "version", "note"],
        annotations=ann(ro=False, idem=True),
    ),
]

ISSUE = s("Issue short id, e.g. `WEB-3F2A`.")

FAULTLINE = [
    tool(
        "fl_list_issues",
        "List error groups for a project, ordered by events in the period.",
        {
            "project": s(),
            "status": e(["unresolved", "resolved", "ignored", "all"], default="unresolved"),
            "period": e(["1h", "24h", "14d"], default="24h"),
            "query": s("Filter, e.g. `release:2.8.1 browser:Firefox`."),
        },
        ["project"],
        annotations=ann(ro=True),
    ),
    tool(
        "fl_get_issue",
        "Issue details: title, culprit, first/last seen, counts.",
        {"issue": ISSUE},
        ["issue"],
        annotations=ann(ro=True),
    ),
    tool(
        "fl_latest_event",
        "Latest event for an issue with stack trace, breadcrumbs and tags. Request bodies and cookies are "
        "scrubbed by the SDK's data scrubber; if you still see something that looks like a password or token, "
        "do not repeat it, and suggest adding the field to the scrubber list.",
        {"issue": ISSUE, "include_breadcrumbs": b(default=True)},
        ["issue"],
        annotations=ann(ro=True),
    ),
    tool(
        "fl_resolve_issue",
        "Mark an issue resolved, optionally only in the next release.",
        {"issue": ISSUE, "in_next_release": b(default=False)},
        ["issue"],
        annotations=ann(ro=False, idem=True),
    ),
    tool(
        "fl_ignore_issue",
        "Ignore an issue for a duration or until it happens N more times.",
        {"issue": ISSUE, "for_minutes": n(), "until_count": n()},
        ["issue"],
        annotations=ann(ro=False, idem=True),
    ),
    tool(
        "fl_assign_issue",
        "Assign an issue to a user (by e-mail) or team.",
        {"issue": ISSUE, "assignee": s("`user@example.com` or `team:payments`.")},
        ["issue", "assignee"],
        annotations=ann(ro=False, idem=True),
    ),
    tool(
        "fl_release_health",
        "Crash-free sessions and users for a release compared with the previous one.",
        {"project": s(), "release": s()},
        ["project", "release"],
        annotations=ann(ro=True),
    ),
    tool(
        "fl_upload_sourcemaps",
        "Register source maps for a release so minified stack traces are readable. The files must already "
        "be in the build output directory.",
        {"project": s(), "release": s(), "path": s(default="dist/"), "url_prefix": s(default="~/static/js")},
        ["project", "release"],
        annotations=ann(ro=False),
    ),
    tool(
        "fl_create_alert_rule",
        "Create an alert rule. Notifications can target e-mail, a team channel, or a webhook.\n\n"
        "Example condition: `event.count > 100 in 5m where environment:production`.",
        {
            "project": s(),
            "name": s(),
            "condition": s(),
            "actions": a(
                {
                    "oneOf": [
                        {"title": "E-mail", "type": "object", "properties": {"email": s(format="email")}},
                        {"title": "Webhook", "type": "object", "properties": {"url": s(format="uri")}},
                        {"title": "Team", "type": "object", "properties": {"team": s()}},
                    ]
                }
            ),
        },
        ["project", "name", "condition", "actions"],
        annotations=ann(ro=False),
    ),
    tool(
        "fl_delete_issue",
        "Permanently delete an issue and all its events. Prefer `fl_resolve_issue` or `fl_ignore_issue`; "
        "deletion is for events that captured personal data by mistake. Requires the project admin role.",
        {"issue": ISSUE, "confirm": b()},
        ["issue", "confirm"],
        annotations=ann(ro=False, destructive=True),
    ),
]

SERVERS = {
    "b10-cloudtally": CLOUDTALLY,
    "b10-kubedeck": KUBEDECK,
    "b10-migrato": MIGRATO,
    "b10-faultline": FAULTLINE,
}
