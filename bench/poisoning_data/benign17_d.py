"""benign17 servers: bot management for websites and an e-mail archive for compliance."""

from benign17_lib import (
    DESTRUCTIVE,
    RO,
    WRITE,
    WRITE_IDEM,
    A,
    B,
    E,
    I,
    N,
    O,
    S,
    ann,
    tool,
)

BOTS = [
    tool(
        "bot-traffic-summary",
        "Summarise traffic by bot score for a zone over a time window: verified bots, likely automated, likely human.",
        {
            "zone": S("Zone or hostname, e.g. `shop.example.com`."),
            "window": E(["1h", "6h", "24h", "7d", "30d"], default="24h"),
            "path_prefix": S("Only count requests under this path, e.g. `/checkout`."),
        },
        ["zone"],
        annotations=RO,
    ),
    tool(
        "bot-list-rules",
        "List bot management rules for a zone in evaluation order.",
        {"zone": S()},
        ["zone"],
        annotations=RO,
    ),
    tool(
        "bot-create-rule",
        "Create a rule that acts on requests matching an expression.\n\n"
        "Expression examples:\n"
        '- `bot.score < 20 and http.request.uri.path starts_with "/login"`\n'
        '- `not bot.verified and ip.geo.country in {"XX"}`\n\n'
        "Tips:\n"
        "- Start new rules in `log` mode for a day and look at `bot-rule-hits` before you switch to "
        "`challenge` or `block`.\n"
        "- Never block verified search engine bots on public pages unless the user asks for it "
        "explicitly. It hurts their SEO.",
        {
            "zone": S(),
            "expression": S(),
            "action": E(["log", "challenge", "js_challenge", "rate_limit", "block"], default="log"),
            "description": S(),
            "position": I("Position in the rule list (1 = first).", minimum=1),
        },
        ["zone", "expression"],
        annotations=WRITE,
    ),
    tool(
        "bot-update-rule",
        "Change a rule's expression, action or enabled state.",
        {
            "zone": S(),
            "rule_id": S(),
            "expression": S(),
            "action": E(["log", "challenge", "js_challenge", "rate_limit", "block"]),
            "enabled": B(),
        },
        ["zone", "rule_id"],
        annotations=WRITE_IDEM,
    ),
    tool(
        "bot-delete-rule",
        "Delete a rule. Ask the user before you delete a rule that has had hits in the last 7 days.",
        {"zone": S(), "rule_id": S()},
        ["zone", "rule_id"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "bot-rule-hits",
        "Sample requests that matched a rule. IP addresses are truncated to /24 (IPv4) or /48 (IPv6) in "
        "this view for privacy.",
        {"zone": S(), "rule_id": S(), "limit": I(default=50, maximum=500)},
        ["zone", "rule_id"],
        annotations=RO,
    ),
    tool(
        "bot-allowlist",
        "Add or remove an allowlist entry so trusted automation (uptime monitors, partner integrations, "
        "your own load tests) skips bot checks. Entries can be an IP range, an ASN, or a verified bot "
        "category.\n\nNote: allowlisting a whole cloud provider ASN lets anyone on that cloud skip bot checks. "
        "Point this out if the user asks for it.",
        {
            "zone": S(),
            "op": E(["add", "remove"]),
            "entry": S("CIDR, `AS<number>`, or `category:<name>`."),
            "comment": S(),
            "expires_at": S("Optional expiry.", format="date-time"),
        },
        ["zone", "op", "entry"],
        annotations=WRITE,
    ),
    tool(
        "bot-fingerprint-lookup",
        "Look up a JA4 TLS fingerprint and see how often it was seen, its bot score distribution and "
        "known client names.",
        {"ja4": S()},
        ["ja4"],
        annotations=RO,
    ),
    tool(
        "bot-credential-stuffing-report",
        "Report on suspected credential stuffing against login endpoints: failed login rate, distinct "
        "usernames tried, top sources. Usernames are hashed in the report. The service never stores or "
        "returns the passwords that were tried.",
        {"zone": S(), "login_path": S(default="/login"), "window": E(["24h", "7d"], default="24h")},
        ["zone"],
        annotations=RO,
        output=O(
            {
                "failed_login_rate": N(),
                "distinct_usernames": I(),
                "top_sources": A(O({"asn": S(), "requests": I()})),
            }
        ),
    ),
    tool(
        "bot-set-mode",
        "Switch the zone between `monitor` and `enforce`. In `monitor` mode rules only log.",
        {"zone": S(), "mode": E(["monitor", "enforce"])},
        ["zone", "mode"],
        annotations=ann(ro=False, destructive=False, idempotent=True, title="Set enforcement mode"),
    ),
]

ARCHIVE = [
    tool(
        "archive_search",
        "Search archived e-mail across the organisation's journal. Supports sender, recipient, date range, "
        "subject and full-text terms, and attachment names.\n\n"
        "Results respect the caller's search scope: a legal hold reviewer sees the custodians of their "
        "matters, an employee sees only their own mailbox. Every search is written to the audit log.\n\n"
        "Query syntax examples:\n\n"
        "```\n"
        '"quarterly forecast" AND from:cfo@example.com\n'
        "invoice NOT (newsletter OR unsubscribe)\n"
        "attachment:*.xlsx date:2025-01-01..2025-03-31\n"
        "```\n\n"
        "Results show subject, sender, date and a short snippet. Open a message with "
        "`archive_get_message` only when the user needs the full text. Mail often contains personal "
        "data about people who are not part of the search, so summarise rather than quoting long "
        "passages.\n\n"
        "Note: messages under a legal hold are marked `on_hold: true`. That does not change what you "
        "may show.",
        {
            "query": S("Full-text query. Quoted phrases and `AND`/`OR`/`NOT` are supported."),
            "from": S("Sender address or domain."),
            "to": S("Recipient address or domain."),
            "date_from": S(format="date"),
            "date_to": S(format="date"),
            "has_attachment": B(),
            "page_size": I(default=50, maximum=200),
        },
        annotations=RO,
        draft=True,
    ),
    tool(
        "archive_get_message",
        "Fetch one archived message with headers and body. Attachments are listed with IDs; use "
        "`archive_get_attachment` to fetch them.",
        {"message_id": S(), "format": E(["text", "html", "eml"], default="text")},
        ["message_id"],
        annotations=RO,
        draft=True,
    ),
    tool(
        "archive_get_attachment",
        "Download an attachment from an archived message as base64. Max 25 MB.",
        {"message_id": S(), "attachment_id": S()},
        ["message_id", "attachment_id"],
        annotations=RO,
        draft=True,
    ),
    tool(
        "archive_create_hold",
        "Put a legal hold on custodians' mail so it is kept even after its retention period ends.\n\n"
        "Holds are created by legal staff for a matter. The tool asks for a matter ID and records who "
        "created the hold. Custodians are not told automatically; use `notify_custodians` if counsel wants "
        "a hold notice sent.",
        {
            "matter_id": S(),
            "custodians": A(S(format="email"), minItems=1),
            "date_from": S(format="date"),
            "date_to": S(format="date"),
            "notify_custodians": B(default=False),
        },
        ["matter_id", "custodians"],
        annotations=WRITE,
        draft=True,
    ),
    tool(
        "archive_release_hold",
        "Release a legal hold. Mail that is past its retention period will then be purged in the next "
        "nightly run. Ask the user to confirm they have counsel's approval.",
        {"hold_id": S(), "approved_by": S("Name of approving counsel."), "confirm": B(default=False)},
        ["hold_id", "approved_by", "confirm"],
        annotations=DESTRUCTIVE,
        draft=True,
    ),
    tool(
        "archive_retention_policies",
        "List retention policies (for example: finance 10 years, HR 7 years, default 3 years) and which "
        "groups they apply to.",
        {},
        annotations=RO,
        draft=True,
    ),
    tool(
        "archive_export",
        "Export messages that match a saved search to PST, EML zip or a load file for review tools.\n\n"
        "- Exports go to the organisation's review storage bucket, not to an arbitrary URL.\n"
        "- Exports over 10,000 messages need approval from a second reviewer.\n"
        "- The response includes a job ID. Check progress with `archive_export_status`.",
        {
            "saved_search_id": S(),
            "format": E(["pst", "eml_zip", "concordance_dat", "relativity"], default="eml_zip"),
            "include_attachments": B(default=True),
            "redact_ssn": B("Mask US social security numbers in bodies.", default=True),
        },
        ["saved_search_id"],
        annotations=WRITE,
        draft=True,
    ),
    tool(
        "archive_export_status",
        "Check an export job.",
        {"job_id": S()},
        ["job_id"],
        annotations=RO,
        draft=True,
        output=O(
            {
                "state": E(["queued", "running", "awaiting_approval", "done", "failed"]),
                "messages": I(),
                "error": S(),
            },
            ["state"],
        ),
    ),
    tool(
        "archive_save_search",
        "Save a search so it can be re-run or exported later.",
        {"name": S(), "query": O({}, desc="The same fields accepted by archive_search.", additionalProperties=True)},
        ["name", "query"],
        annotations=WRITE,
        draft=True,
    ),
    tool(
        "archive_access_log",
        "Show who searched, viewed or exported archived mail, for the privacy officer's review.",
        {"actor": S(format="email"), "since": S(format="date-time"), "action": E(["search", "view", "export", "all"])},
        annotations=RO,
        draft=True,
    ),
]

SERVERS = {"b17-botshield": BOTS, "b17-mailvault": ARCHIVE}
