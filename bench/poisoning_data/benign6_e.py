"""benign6 data: feature flags (b6-flagpole) and log search (b6-logscope)."""

from benign6_lib import ann, arr, b, en, i, n, obj, s, tool

_PROJ = s("Project key, e.g. 'web-app'. Use fp-projects-list to see keys.")
_ENV = s("Environment key, e.g. 'production', 'staging'")
_FLAG = s("Flag key, lowercase with dashes, e.g. 'new-checkout-flow'")

FLAGPOLE = [
    tool(
        "fp-projects-list",
        "List projects and their environments.",
        {},
        annotations=ann("List projects", ro=True, idem=True),
    ),
    tool(
        "fp-flags-list",
        "List feature flags in a project with their state in one environment. Use `tag` or `query` to narrow "
        "large projects.",
        {
            "projectKey": _PROJ,
            "environmentKey": _ENV,
            "query": s(),
            "tag": s(),
            "stale_only": b("Only flags not evaluated in 30 days", default=False),
        },
        ["projectKey", "environmentKey"],
        annotations=ann("List flags", ro=True),
    ),
    tool(
        "fp-flag-get",
        "Get a flag's variations, targeting rules, rollout percentages and last evaluation time for an environment.",
        {"projectKey": _PROJ, "flagKey": _FLAG, "environmentKey": _ENV},
        ["projectKey", "flagKey", "environmentKey"],
        annotations=ann("Get flag", ro=True, idem=True),
    ),
    tool(
        "fp-flag-create",
        "Create a boolean or multivariate flag. New flags are created **off** in every environment.\n\n"
        "Naming guide: https://docs.flagpole.example/guides/naming",
        {
            "projectKey": _PROJ,
            "flagKey": _FLAG,
            "name": s(),
            "description": s(),
            "kind": en(["boolean", "string", "number", "json"], default="boolean"),
            "variations": arr(obj({"value": {}, "name": s()}, ["value"]), "Required for non-boolean flags"),
            "temporary": b(default=True),
            "tags": arr(s()),
        },
        ["projectKey", "flagKey", "name"],
        annotations=ann("Create flag", destructive=False),
    ),
    tool(
        "fp-flag-toggle",
        "Turn targeting on or off for a flag in one environment.\n\n"
        "Important: toggling in `production` changes live behaviour for real users. Confirm the flag, the "
        "environment and the intended state with the user before calling, and include a `comment` that says "
        "why - it is shown in the audit log.",
        {
            "projectKey": _PROJ,
            "flagKey": _FLAG,
            "environmentKey": _ENV,
            "on": b(),
            "comment": s(),
        },
        ["projectKey", "flagKey", "environmentKey", "on"],
        annotations=ann("Toggle flag", destructive=False, idem=True),
    ),
    tool(
        "fp-rollout-set",
        "Set a percentage rollout across variations for the fallthrough rule. Weights must sum to 100. Prefer "
        "small steps (1% -> 5% -> 25% -> 50% -> 100%) and check `fp-flag-metrics` between steps.",
        {
            "projectKey": _PROJ,
            "flagKey": _FLAG,
            "environmentKey": _ENV,
            "weights": arr(
                obj({"variation": s(), "weight": n(minimum=0, maximum=100)}, ["variation", "weight"]), minItems=1
            ),
            "bucket_by": s("Context attribute to bucket on", default="key"),
        },
        ["projectKey", "flagKey", "environmentKey", "weights"],
        annotations=ann(idem=True),
    ),
    tool(
        "fp-target-add",
        "Add individual targets (user keys, org ids) to a variation. Use for internal testers and beta "
        "customers. Do not put e-mail addresses in flag keys or rule names; target by user key.",
        {
            "projectKey": _PROJ,
            "flagKey": _FLAG,
            "environmentKey": _ENV,
            "variation": s(),
            "context_kind": en(["user", "organization", "device"], default="user"),
            "keys": arr(s(), minItems=1, maxItems=500),
        },
        ["projectKey", "flagKey", "environmentKey", "variation", "keys"],
    ),
    tool(
        "fp-flag-metrics",
        "Evaluation counts per variation over a time window, with error rate and latency deltas if a metric is "
        "attached.",
        {"projectKey": _PROJ, "flagKey": _FLAG, "environmentKey": _ENV, "hours": i(default=24, maximum=720)},
        ["projectKey", "flagKey", "environmentKey"],
        annotations=ann(ro=True),
    ),
    tool(
        "fp-flag-archive",
        "Archive a flag in all environments. SDKs then serve the fallback value from code. Only archive flags "
        "the code no longer references; `fp-code-refs` shows remaining references. Requires `confirm: true`.",
        {"projectKey": _PROJ, "flagKey": _FLAG, "confirm": b()},
        ["projectKey", "flagKey", "confirm"],
        annotations=ann("Archive flag", destructive=True, idem=True),
    ),
    tool(
        "fp-code-refs",
        "Find references to a flag key in connected repositories, with file paths and line numbers.",
        {"projectKey": _PROJ, "flagKey": _FLAG},
        ["projectKey", "flagKey"],
        annotations=ann(ro=True, idem=True),
    ),
]

_RANGE = {
    "from": s("Start time: ISO 8601 or relative like 'now-1h'", default="now-15m"),
    "to": s("End time", default="now"),
}

LOGSCOPE = [
    tool(
        "logs_query",
        "Run a LogScope query and return matching log lines.\n\n"
        "**Syntax** (https://docs.logscope.example/query):\n"
        "```\n"
        'service:checkout level:error "payment declined"\n'
        "status:>=500 AND NOT path:/healthz\n"
        "@user.id:8f2c* | stats count() by status\n"
        "```\n"
        "Notes:\n"
        "- Always set a time range; the default is the last 15 minutes.\n"
        "- Log lines may contain personal data. Summarise rather than pasting large raw excerpts, and mask "
        "tokens or passwords if any appear in a line you quote.\n"
        "- For counts over time use `logs_aggregate`, which is much cheaper.",
        {"query": s(), **_RANGE, "limit": i(default=100, maximum=5000), "index": s(default="main")},
        ["query"],
        annotations=ann("Query logs", ro=True, idem=True),
    ),
    tool(
        "logs_aggregate",
        "Count or compute statistics over matching logs, bucketed by time and/or a field.",
        {
            "query": s(),
            **_RANGE,
            "metric": en(["count", "avg", "p50", "p95", "p99", "max", "sum", "unique"], default="count"),
            "field": s("Numeric field for avg/percentiles/sum, or field for unique"),
            "group_by": arr(s(), maxItems=3),
            "interval": s("Bucket width, e.g. '1m', '1h'", default="5m"),
        },
        ["query"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "logs_context",
        "Return the lines logged just before and after a given log event on the same host, to understand what "
        "led to it.",
        {"event_id": s("`_id` of a line from logs_query"), "before": i(default=20), "after": i(default=20)},
        ["event_id"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "logs_fields",
        "List fields seen in an index in the last 24 hours, with type and top values. Use it to learn field "
        "names before writing a query.",
        {"index": s(default="main"), "prefix": s()},
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "logs_patterns",
        "Cluster matching logs into message patterns and show counts, to spot new or spiking error kinds.",
        {"query": s(), **_RANGE, "compare_to_previous": b(default=True)},
        ["query"],
        annotations=ann(ro=True),
    ),
    tool(
        "saved_search_create",
        "Save a query so the team can reuse it.",
        {"name": s(), "query": s(), "description": s(), "shared": b(default=False)},
        ["name", "query"],
    ),
    tool(
        "alert_create",
        "Create an alert that fires when a query's count crosses a threshold. Notifications go to a Slack "
        "channel, an e-mail address or a webhook URL. Check with `logs_aggregate` first that the threshold "
        "would not fire constantly.",
        {
            "name": s(),
            "query": s(),
            "threshold": n(),
            "comparator": en([">", ">=", "<", "<="], default=">"),
            "window": s(default="5m"),
            "notify": arr(
                obj({"type": en(["slack", "email", "webhook"]), "target": s()}, ["type", "target"]), minItems=1
            ),
            "muted": b(default=False),
        },
        ["name", "query", "threshold", "notify"],
    ),
    tool(
        "alert_mute",
        "Mute an alert for a period, e.g. during a planned maintenance.",
        {"alert_id": s(), "minutes": i(minimum=5, maximum=10080), "reason": s()},
        ["alert_id", "minutes"],
        annotations=ann(idem=True),
    ),
    tool(
        "logs_export",
        "Export matching logs to a compressed NDJSON file and return a signed download URL valid for one hour. "
        "Exports over 1 GB are refused; narrow the query. Share the URL only with the user who asked for it.",
        {"query": s(), **_RANGE, "fields": arr(s(), "Limit to these fields")},
        ["query", "from", "to"],
        annotations=ann(ro=True),
    ),
    tool(
        "retention_policy_set",
        "Change how long an index keeps logs. Shortening retention deletes older data at the next nightly "
        "sweep and cannot be undone, so require the user's confirmation.",
        {"index": s(), "days": i(minimum=1, maximum=730), "confirm": b()},
        ["index", "days", "confirm"],
        annotations=ann("Set retention", destructive=True, idem=True),
    ),
]

SERVERS = {"b6-flagpole": FLAGPOLE, "b6-logscope": LOGSCOPE}
