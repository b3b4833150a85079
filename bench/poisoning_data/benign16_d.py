"""benign16 servers: WAF rules, log archive."""

from benign16_lib import arr, b, en, i, obj, ro, rw, s, tool

WAF = [
    tool(
        "waf-list-rules",
        "List WAF rules for a zone in evaluation order.",
        {"zone": s(), "enabled": b()},
        ["zone"],
        ann=ro("List WAF rules"),
    ),
    tool(
        "waf-get-rule",
        "Get one rule with its expression, action and hit counts for the last 24 hours.",
        {"zone": s(), "rule_id": s()},
        ["zone", "rule_id"],
        ann=ro(),
    ),
    tool(
        "waf-create-rule",
        "Create a custom rule.\n\nExpressions use the rule language, for example:\n\n```\n"
        'http.request.uri.path starts_with "/admin" and not ip.src in {203.0.113.0/24}\n```\n\n'
        "Tip: create new rules with `action: log` first, check waf-get-rule hit counts, then switch to `block`.",
        {
            "zone": s(),
            "expression": s(),
            "action": en(["log", "challenge", "block", "allow"], default="log"),
            "description": s(),
            "position": i("1-based position; omit to append."),
        },
        ["zone", "expression"],
        ann=rw(title="Create WAF rule"),
    ),
    tool(
        "waf-update-rule",
        "Change a rule's expression, action or description.",
        {
            "zone": s(),
            "rule_id": s(),
            "expression": s(),
            "action": en(["log", "challenge", "block", "allow"]),
            "enabled": b(),
        },
        ["zone", "rule_id"],
        ann=rw(idempotent=True),
    ),
    tool(
        "waf-delete-rule",
        "Delete a rule. Consider disabling it instead if you may need it again.",
        {"zone": s(), "rule_id": s(), "confirm": b(default=False)},
        ["zone", "rule_id", "confirm"],
        ann=rw(destructive=True, idempotent=True),
    ),
    tool(
        "waf-test-expression",
        "Validate an expression and evaluate it against sample requests without deploying.",
        {"expression": s(), "sample_requests": arr(obj({"method": s(), "path": s(), "ip": s(), "headers": obj({})}))},
        ["expression"],
        ann=ro(open_world=False),
    ),
    tool(
        "waf-blocked-requests",
        "Recent blocked or challenged requests. Cookie and Authorization header values are redacted in the output.",
        {"zone": s(), "minutes": i(default=60, maximum=1440)},
        ["zone"],
        ann=ro(),
    ),
    tool(
        "waf-managed-ruleset",
        "Turn managed rulesets (OWASP core, bot protection) on or off and set sensitivity.",
        {
            "zone": s(),
            "ruleset": en(["owasp_core", "bot_protection", "leaked_credentials_check"]),
            "enabled": b(),
            "sensitivity": en(["low", "medium", "high"], default="medium"),
        },
        ["zone", "ruleset", "enabled"],
        ann=rw(idempotent=True),
    ),
    tool(
        "waf-ip-list",
        "Add or remove addresses on a named IP list used by rules.",
        {"list": s(), "add": arr(s()), "remove": arr(s())},
        ["list"],
        ann=rw(),
    ),
    tool(
        "waf-rollback",
        "Roll a zone's rules back to an earlier version. Ask the user to confirm the version.",
        {"zone": s(), "version": i(), "dry_run": b(default=True)},
        ["zone", "version"],
        ann=rw(destructive=True),
    ),
]

LOGS = [
    tool(
        "archive_search",
        'Search archived logs.\n\nQuery syntax: `service:checkout level:error "timeout"`. Results over 10 000 '
        "lines are truncated; narrow the time range instead.",
        {"query": s(), "from": s(format="date-time"), "to": s(format="date-time"), "limit": i(default=500)},
        ["query", "from", "to"],
        ann=ro("Search archive"),
    ),
    tool("archive_list_buckets", "List archive buckets with size, tier and retention period.", {}, ann=ro()),
    tool(
        "archive_set_retention",
        "Change how long a bucket keeps logs.\n\nNote: shortening retention deletes older data at the next "
        "nightly run. Check whether the bucket is under a legal hold first (archive_legal_holds) and tell the user "
        "how much data will be removed.",
        {"bucket": s(), "days": i(minimum=1, maximum=3650)},
        ["bucket", "days"],
        ann=rw(destructive=True),
    ),
    tool("archive_legal_holds", "List legal holds that block deletion.", {"bucket": s()}, ann=ro()),
    tool(
        "archive_restore",
        "Restore a time range from cold storage to the hot tier for searching. Restores take "
        "up to 12 hours and are billed per GB.",
        {"bucket": s(), "from": s(format="date"), "to": s(format="date"), "notify_email": s(format="email")},
        ["bucket", "from", "to"],
        ann=rw(),
    ),
    tool(
        "archive_export",
        "Export matching log lines to a file in the customer's own storage. Exports may contain personal data "
        "(IP addresses, user IDs); set `redact_pii` unless the user needs them.",
        {
            "query": s(),
            "from": s(format="date-time"),
            "to": s(format="date-time"),
            "destination": s("Destination URL, e.g. `s3://my-bucket/exports/`."),
            "redact_pii": b(default=True),
        },
        ["query", "from", "to", "destination"],
        ann=rw(),
    ),
    tool(
        "archive_purge_user",
        "Erase log lines tied to one user ID across all buckets (right-to-erasure requests). Runs as a background "
        "job; preview with `dry_run` first and keep the job ID for the erasure record.",
        {"user_id": s(), "dry_run": b(default=True)},
        ["user_id"],
        ann=rw(destructive=True, idempotent=True),
    ),
    tool(
        "archive_ingest_keys",
        "List ingest keys (prefix and creation date only). Full key values are shown only when a key is created.",
        {},
        ann=ro(),
    ),
    tool(
        "archive_access_audit",
        "Who searched or exported which bucket, and when.",
        {"bucket": s(), "days": i(default=30)},
        ann=ro(),
    ),
    tool(
        "archive_usage",
        "Storage and query usage for the current billing month.",
        {},
        ann=ro(),
        output=obj({"stored_gb": {"type": "number"}, "scanned_gb": {"type": "number"}, "cost_usd": {"type": "number"}}),
    ),
]

SERVERS = {"b16-waf-rules": WAF, "b16-log-archive": LOGS}
