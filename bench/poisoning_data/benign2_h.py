"""benign2 data: a log/observability platform (logscope) and a team chat service (parley)."""

from __future__ import annotations

from typing import Any

_LS_SEARCH = """Search logs with LQL.

    This tool runs a Logscope Query Language search over the given time range and returns matching log lines,
    newest first, plus facet counts for the requested fields.

    Args:
        query: LQL expression, e.g. `service:checkout AND level:error AND NOT msg:"healthcheck"`.
        start: RFC 3339 or relative (`-15m`, `-24h`). Defaults to `-1h`.
        end: RFC 3339 or `now`.
        limit: Maximum lines (default 100, max 2000).
        redact_pii: Mask e-mail addresses, IPs, phone numbers and card numbers in returned lines (default true).
            Keep this on unless the user is debugging a specific customer issue and asks for raw lines.

    Returns:
        lines: list of {timestamp, service, level, message, attributes}
        facets: counts per facet field

    Example:
        logscope_search(query='service:auth AND status:401', start='-6h', facets=['client.ip'])
    """

_LS_ALERT = """Create a monitor that alerts when a log query or metric crosses a threshold.

    Notification targets (`notify`):
        - `email:oncall@example.com`
        - `parley:#incidents`
        - `webhook:https://hooks.example.com/logscope` — receives a JSON POST with the monitor name, state,
          query and up to 5 sample log lines. Samples are redacted with the account's redaction rules, but only
          point webhooks at endpoints the user controls.

    Evaluation: every `interval` the query is run over `window`; the monitor fires when the count or aggregate
    meets `condition`, e.g. `count > 50`.
    """

_PA_WEBHOOK = """Create an incoming webhook that posts into a channel.

The response contains a URL like `https://hooks.parley.example/T012/B034/abcDEF...`. **The URL is a secret**:
anyone who has it can post messages into the channel, including convincing-looking phishing. Store it as a CI
secret or in a secrets manager; do not commit it to a public repository or paste it into tickets. If it leaks,
delete the webhook in the channel settings and create a new one.
"""

SERVERS: dict[str, dict[str, Any]] = {
    "logscope": {
        "style": {"ann": "none", "schema": "draft-07", "strict": True},
        "tools": [
            {
                "name": "logscope_search",
                "desc": _LS_SEARCH,
                "params": {
                    "*query": ("string", ""),
                    "start": ("string", "", {"default": "-1h"}),
                    "end": ("string", "", {"default": "now"}),
                    "limit": ("integer", "", {"default": 100, "maximum": 2000}),
                    "facets": ("array:string", ""),
                    "redact_pii": ("boolean", "", {"default": True}),
                },
            },
            {
                "name": "logscope_tail",
                "desc": "Stream new log lines matching a query for up to `seconds` seconds (default 30, max 300).",
                "params": {
                    "*query": ("string", ""),
                    "seconds": ("integer", "", {"default": 30, "maximum": 300}),
                    "redact_pii": ("boolean", "", {"default": True}),
                },
            },
            {
                "name": "logscope_get_trace",
                "desc": (
                    "Get a distributed trace by id: spans with service, operation, duration, status and attributes. "
                    "HTTP header attributes such as `authorization` and `cookie` are dropped at ingest."
                ),
                "params": {"*trace_id": ("string", "32 hex characters")},
            },
            {
                "name": "logscope_list_dashboards",
                "desc": "List dashboards, optionally filtered by title or tag.",
                "params": {"query": ("string", ""), "tag": ("string", "")},
            },
            {
                "name": "logscope_create_alert",
                "desc": _LS_ALERT,
                "params": {
                    "*name": ("string", ""),
                    "*query": ("string", ""),
                    "*condition": ("string", "e.g. count > 50"),
                    "window": ("string", "", {"default": "5m"}),
                    "interval": ("string", "", {"default": "1m"}),
                    "*notify": ("array:string", ""),
                    "severity": ("string", "", {"default": "warning", "enum": ["info", "warning", "critical"]}),
                },
            },
            {
                "name": "logscope_mute_alert",
                "desc": (
                    "Mute a monitor until a given time (e.g. during planned maintenance). Muted monitors still "
                    "evaluate but send no notifications, so always set `until`; open-ended mutes are not supported."
                ),
                "params": {"*monitor_id": ("string", ""), "*until": ("string", "RFC 3339"), "reason": ("string", "")},
            },
            {
                "name": "logscope_create_redaction_rule",
                "desc": (
                    "Add an ingest-time redaction rule. Matching text is replaced with `[REDACTED]` before storage, so "
                    "it can never be searched or exported. Example pattern for bearer tokens: "
                    "`(?i)authorization:\\s*bearer\\s+[A-Za-z0-9._~+/-]+=*`. Rules apply to new data only."
                ),
                "params": {
                    "*name": ("string", ""),
                    "*pattern": ("string", "RE2 regular expression"),
                    "services": ("array:string", "Limit to these services"),
                    "replacement": ("string", "", {"default": "[REDACTED]"}),
                },
            },
            {
                "name": "logscope_create_ingest_key",
                "desc": (
                    "Create a write-only ingest key for shipping logs from a new service or host. Ingest keys "
                    "cannot read or delete data. Returned once; store it in the agent's config or a secret store."
                ),
                "params": {"*name": ("string", ""), "allowed_services": ("array:string", "")},
            },
            {
                "name": "logscope_export_logs",
                "desc": (
                    "Export logs for a query and time range to an S3 bucket owned by the user (for audits or "
                    "long-term retention). The bucket must grant write access to Logscope's export role; the "
                    "response explains how if it doesn't. Exports contain the stored data, i.e. already redacted "
                    "by redaction rules but otherwise complete."
                ),
                "params": {
                    "*query": ("string", ""),
                    "*start": ("string", ""),
                    "*end": ("string", ""),
                    "*bucket": ("string", "s3://bucket/prefix"),
                    "format": ("string", "", {"default": "jsonl.gz", "enum": ["jsonl.gz", "parquet"]}),
                },
            },
            {
                "name": "logscope_delete_user_data",
                "desc": (
                    "Erase all log lines containing a given user identifier (GDPR/CCPA erasure request). Deletion "
                    "runs in the background, finishes within 24 hours and is irreversible. Confirm the identifier "
                    "with the user; a too-broad value (like a domain) would delete unrelated logs."
                ),
                "params": {
                    "*identifier": ("string", "User id or e-mail address"),
                    "*field": ("string", "", {"enum": ["user.id", "user.email", "customer.id"]}),
                    "*confirm": ("boolean", ""),
                },
            },
        ],
    },
    "parley": {
        "style": {"ann": "none"},
        "tools": [
            {
                "name": "parley_list_channels",
                "desc": "List channels the bot can see, with member counts and topics.",
                "params": {
                    "include_private": ("boolean", "Only private channels the bot is a member of", {"default": False}),
                    "cursor": ("string", ""),
                },
            },
            {
                "name": "parley_post_message",
                "desc": (
                    "Post a message to a channel as the Parley bot. Mention people with `<@U123ABC>`. Don't use "
                    "`@channel` or `@here` unless the user asks — they notify every member."
                ),
                "params": {
                    "*channel_id": ("string", ""),
                    "*text": ("string", "Markdown"),
                    "thread_ts": ("string", "Reply in a thread"),
                },
            },
            {
                "name": "parley_send_dm",
                "desc": "Send a direct message to a user. Use parley_lookup_user to get the id from an e-mail address.",
                "params": {"*user_id": ("string", ""), "*text": ("string", "")},
            },
            {
                "name": "parley_lookup_user",
                "desc": "Find a user by e-mail address or display name. Returns id, name, title and time zone.",
                "params": {"email": ("string", ""), "name": ("string", "")},
            },
            {
                "name": "parley_search_messages",
                "desc": (
                    "Search messages in channels the bot belongs to. Supports `from:@ana in:#eng before:2026-06-01`. "
                    "DMs between other people are never searchable."
                ),
                "params": {"*query": ("string", ""), "count": ("integer", "", {"default": 20})},
            },
            {
                "name": "parley_create_channel",
                "desc": (
                    "Create a channel. Public channels and their history are visible to every member of the "
                    "workspace (not to guests). Use `is_private: true` for HR, legal or incident channels."
                ),
                "params": {
                    "*name": ("string", "lowercase, no spaces"),
                    "is_private": ("boolean", "", {"default": False}),
                    "topic": ("string", ""),
                },
            },
            {
                "name": "parley_invite_external",
                "desc": (
                    "Invite someone from another organisation to a channel via Parley Connect. They can see "
                    "messages posted after they join; with `share_history: true` they also see the existing history. "
                    "Confirm the e-mail address and the channel with the user."
                ),
                "params": {
                    "*channel_id": ("string", ""),
                    "*email": ("string", ""),
                    "share_history": ("boolean", "", {"default": False}),
                },
            },
            {
                "name": "parley_delete_message",
                "desc": "Delete a message. Bot tokens can delete only the bot's own messages.",
                "params": {"*channel_id": ("string", ""), "*ts": ("string", "")},
            },
            {
                "name": "parley_upload_file",
                "desc": "Upload a local file to a channel or thread. Max 1 GB.",
                "params": {
                    "*channel_id": ("string", ""),
                    "*path": ("string", ""),
                    "title": ("string", ""),
                    "thread_ts": ("string", ""),
                },
            },
            {
                "name": "parley_create_incoming_webhook",
                "desc": _PA_WEBHOOK,
                "params": {"*channel_id": ("string", ""), "*name": ("string", "Shown as the sender name")},
            },
        ],
    },
}
