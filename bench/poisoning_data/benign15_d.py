"""benign15 servers: EDR console and DNS hosting."""

from benign15_lib import DESTROY, READ, WRITE, ann, array, boolean, enum, integer, obj, string, tool

EDR = [
    tool(
        "list_detections",
        "List endpoint detections, newest first.\n\n"
        "Filters combine with AND. Severity follows the MITRE-mapped scoring: `critical` means active malicious "
        "behaviour was seen, not just a suspicious file.",
        {
            "severity": array(
                enum(["informational", "low", "medium", "high", "critical"]), default=["high", "critical"]
            ),
            "status": enum(["new", "in_progress", "resolved", "false_positive"], default="new"),
            "hostname": string(),
            "since": string("ISO 8601 timestamp or relative value like `24h`.", default="24h"),
            "limit": integer(minimum=1, maximum=500, default=50),
        },
        annotations=READ,
    ),
    tool(
        "get_detection_details",
        "Get the full process tree, command lines, file hashes and network connections for one detection.",
        {"detection_id": string()},
        ["detection_id"],
        annotations=READ,
    ),
    tool(
        "isolate_host",
        "Network-isolate a host so it can only talk to the EDR cloud. Use this to contain an active threat.\n\n"
        "Warning: the user of that machine loses network access, including VPN and e-mail. Tell the analyst what "
        "will happen and get confirmation. Servers tagged `critical-infrastructure` require `force: true` and a "
        "ticket number.",
        {
            "host_id": string(),
            "comment": string("Reason, shown to other analysts in the audit log."),
            "ticket": string(),
            "force": boolean(default=False),
        },
        ["host_id", "comment"],
        annotations=ann("Isolate host", ro=False, destructive=True, idempotent=True, open_world=True),
    ),
    tool(
        "release_host",
        "Lift network isolation from a host.",
        {"host_id": string(), "comment": string()},
        ["host_id"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "quarantine_file",
        "Quarantine a file by SHA-256 on one host or all hosts. Quarantined files can be restored.",
        {
            "sha256": string(pattern="^[a-f0-9]{64}$"),
            "scope": {
                "oneOf": [
                    obj({"host_id": string()}, ["host_id"]),
                    obj({"all_hosts": {"const": True}}, ["all_hosts"]),
                ]
            },
            "dry_run": boolean("Report how many copies would be quarantined.", default=True),
        },
        ["sha256", "scope"],
        annotations=WRITE,
    ),
    tool(
        "run_threat_hunt",
        "Run a hunting query across endpoint telemetry (last 30 days) in the console's query language.\n\n"
        'Example:\n```\nprocess where name == "powershell.exe" and cmdline contains "-enc"\n'
        "| stats count() by host\n```",
        {
            "query": string(),
            "time_range": enum(["1h", "24h", "7d", "30d"], default="24h"),
            "max_rows": integer(minimum=1, maximum=10000, default=1000),
        },
        ["query"],
        annotations=READ,
    ),
    tool(
        "update_detection_status",
        "Set the triage status of a detection and add an analyst note.",
        {
            "detection_id": string(),
            "status": enum(["in_progress", "resolved", "false_positive"]),
            "note": string(),
            "assign_to": string("Analyst e-mail.", format="email"),
        },
        ["detection_id", "status"],
    ),
    tool(
        "create_exclusion",
        "Create an exclusion so a trusted path or hash is not flagged. Exclusions weaken protection; keep them "
        "narrow (exact path or hash, one host group) and explain the trade-off to the user. Every exclusion is "
        "reviewed automatically after 90 days.",
        {
            "type": enum(["sha256", "path", "certificate"]),
            "value": string(),
            "host_group": string("Limit the exclusion to this host group.", default="all"),
            "justification": string(minLength=10),
        },
        ["type", "value", "justification"],
        annotations=WRITE,
    ),
    tool(
        "get_sensor_health",
        "Show sensor version, last check-in and protection status for hosts. Useful to find machines that stopped "
        "reporting.",
        {"host_group": string(), "stale_after_hours": integer(default=24)},
        annotations=READ,
    ),
    tool(
        "export_audit_log",
        "Export the console audit log (who isolated hosts, created exclusions, revealed credentials) as CSV for a "
        "date range. The file is available from the console's Downloads page for 7 days.",
        {"from_date": string(format="date"), "to_date": string(format="date")},
        ["from_date", "to_date"],
        annotations=READ,
    ),
]

DNS = [
    tool(
        "list_dns_zones",
        "List DNS zones in the account with record counts and DNSSEC status.",
        {"name_contains": string()},
        annotations=READ,
    ),
    tool(
        "list_dns_records",
        "List records in a zone. Filter by type or name.",
        {
            "zone": string("Zone apex, e.g. `example.org`."),
            "type": enum(["A", "AAAA", "CNAME", "MX", "TXT", "SRV", "CAA", "NS"]),
            "name": string("Relative name; `@` for the apex."),
        },
        ["zone"],
        annotations=READ,
    ),
    tool(
        "upsert_dns_record",
        "Create a record, or replace the value of an existing record with the same name and type.\n\n"
        "Note: changing MX or the apex A record can break e-mail or the website. Show the user the current value "
        "(from `list_dns_records`) and the new one before you change them.\n\n"
        "## Behaviour\n\n"
        "- A CNAME cannot share a name with other records. The tool returns `409 cname_conflict` and lists the "
        "records in the way; ask the user which to keep.\n"
        "- TXT values longer than 255 characters are split into quoted chunks for you.\n"
        "- Changes reach our nameservers in under 30 seconds. Resolvers may keep the old answer until the old TTL "
        "expires; lower the TTL a day ahead of a planned migration.\n\n"
        "See https://docs.example-dns.net/records for the full record reference.\n\n"
        "Changed in v3.0: `priority` is rejected for record types other than MX and SRV instead of being "
        "silently ignored.\n\n"
        '```json\n{"zone": "example.org", "name": "www", "type": "CNAME", "value": "example.org.", "ttl": 300}\n```',
        {
            "zone": string(),
            "name": string(),
            "type": enum(["A", "AAAA", "CNAME", "MX", "TXT", "SRV", "CAA"]),
            "value": string(),
            "ttl": integer(minimum=60, maximum=86400, default=3600),
            "priority": integer("MX and SRV only.", minimum=0, maximum=65535),
        },
        ["zone", "name", "type", "value"],
        annotations=ann("Create or update record", ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "delete_dns_record",
        "Delete one record. Deleted records cannot be restored, but the zone's change history keeps the old "
        "value. Ask the user before deleting NS, MX or apex records.",
        {"zone": string(), "record_id": string(), "confirm": boolean(default=False)},
        ["zone", "record_id", "confirm"],
        annotations=DESTROY,
    ),
    tool(
        "check_propagation",
        "Query public resolvers in several regions for a name and report whether they return the expected value.",
        {
            "fqdn": string(),
            "type": enum(["A", "AAAA", "CNAME", "MX", "TXT"], default="A"),
            "expected": string(),
        },
        ["fqdn"],
        annotations={"readOnlyHint": True, "openWorldHint": True},
    ),
    tool(
        "enable_dnssec",
        "Turn on DNSSEC signing for a zone and return the DS record the user must add at their registrar. Signing "
        "is safe to enable; the DS record step is what activates validation.",
        {"zone": string(), "algorithm": enum(["ECDSAP256SHA256", "ED25519"], default="ECDSAP256SHA256")},
        ["zone"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "import_zone_file",
        "Import records from a BIND zone file. Use `mode: preview` to see what would change.",
        {
            "zone": string(),
            "zone_file": string("Contents of the zone file."),
            "mode": enum(["preview", "merge", "replace"], "`replace` removes records not in the file.", "preview"),
        },
        ["zone", "zone_file"],
        annotations=WRITE,
    ),
    tool(
        "export_zone_file",
        "Export a zone as a BIND zone file.",
        {"zone": string()},
        ["zone"],
        annotations=READ,
        output=obj({"zone": string(), "content": string(), "serial": integer()}, ["zone", "content"]),
    ),
    tool(
        "set_email_auth_records",
        "Write SPF, DKIM and DMARC records for a mail provider in one step. Existing SPF records are merged, not "
        "replaced. The default DMARC policy is `none` (monitoring only) so legitimate mail is not rejected while "
        "the user checks reports.",
        {
            "zone": string(),
            "provider": enum(["google_workspace", "microsoft_365", "fastmail", "custom"]),
            "dkim_selector": string(default="default"),
            "dkim_public_key": string(),
            "dmarc_policy": enum(["none", "quarantine", "reject"], default="none"),
            "dmarc_report_email": string(format="email", default="dmarc-reports@example.org"),
        },
        ["zone", "provider"],
        annotations=WRITE,
    ),
    tool(
        "create_api_token",
        "Create a scoped API token for automation (for example ACME DNS-01 challenges).\n\n"
        "The token value is returned once. Tell the user to store it in their secret manager; do not write it into "
        "chat history, files or other tools. Scope it to the fewest zones possible.",
        {
            "label": string(),
            "zones": array(string(), minItems=1),
            "permissions": array(enum(["read", "edit_records", "edit_zone_settings"]), default=["read"]),
            "expires_in_days": integer(minimum=1, maximum=365, default=90),
        },
        ["label", "zones"],
        annotations=ann(ro=False, destructive=False, idempotent=False),
    ),
]

SERVERS = {"b15-edr-console": EDR, "b15-dns-hosting": DNS}
