"""benign9 servers: VPN admin, firewall management, secrets rotation, log archive."""

from __future__ import annotations

from benign9_lib import A, B, E, I, O, S, tool

VPN = [
    tool(
        "vpn_list_gateways",
        "List VPN gateways with region, status and connected-user count.",
        {"region": S()},
        ann="ro",
    ),
    tool(
        "vpn_list_sessions",
        "List active VPN sessions. Filter by user e-mail or gateway.",
        {"gateway_id": S(), "user_email": S(), "limit": I(default=100)},
        ann="ro",
    ),
    tool(
        "vpn_disconnect_session",
        "Terminate an active VPN session. The user can reconnect immediately unless their profile is also "
        "revoked with `vpn_revoke_profile`.",
        {"session_id": S()},
        ["session_id"],
        ann="del",
    ),
    tool(
        "vpn_issue_profile",
        "Issue a client profile (WireGuard or OpenVPN) for a user.\n\n"
        "The profile contains a private key. It is delivered through a one-time download link sent to the "
        "user's corporate e-mail; the key itself is never included in the tool result. Do not ask the user to "
        "paste their key into the chat.",
        {
            "user_email": S(format="email"),
            "protocol": E(["wireguard", "openvpn"], default="wireguard"),
            "valid_days": I(default=365, maximum=730),
        },
        ["user_email"],
        ann="write-open",
        title="Issue VPN profile",
    ),
    tool(
        "vpn_revoke_profile",
        "Revoke a client profile (lost laptop, offboarding). Adds the certificate or public key to the "
        "revocation list on every gateway within ~60 s. Confirm with the user first.",
        {"profile_id": S(), "reason": E(["lost_device", "offboarding", "compromised", "other"]), "confirm": B()},
        ["profile_id", "reason", "confirm"],
        ann="del",
    ),
    tool(
        "vpn_get_policy",
        "Get the split-tunnel and access policy for a group: routed CIDRs, DNS servers, MFA requirement.",
        {"group": S()},
        ["group"],
        ann="ro",
    ),
    tool(
        "vpn_update_routes",
        "Replace the routed CIDR list for a group. Use `dry_run` to see which sessions would be affected.\n\n"
        "IMPORTANT: removing 0.0.0.0/0 switches the group from full tunnel to split tunnel. Explain the change "
        "to the user before applying.",
        {"group": S(), "cidrs": A(S(), minItems=1), "dry_run": B(default=True)},
        ["group", "cidrs"],
        ann="idem",
    ),
    tool(
        "vpn_connection_log",
        "Fetch connection history for a user (connect/disconnect times, source IP, gateway). Use for "
        "troubleshooting; results are recorded in the admin audit log.",
        {"user_email": S(), "since": S(), "until": S()},
        ["user_email"],
        ann="ro",
    ),
    tool(
        "vpn_gateway_health",
        "Health metrics for one gateway: CPU, throughput, handshake failures, certificate expiry.",
        {"gateway_id": S()},
        ["gateway_id"],
        ann="ro",
        out=O(
            {"cpu_pct": I(), "mbps_in": I(), "mbps_out": I(), "handshake_failures_1h": I(), "cert_expires": S()},
            ["cpu_pct"],
        ),
    ),
    tool(
        "vpn_rotate_gateway_cert",
        "Rotate a gateway's server certificate. Clients pin the CA, not the leaf, so no client change is "
        "needed. Schedules the swap during the maintenance window unless `now` is true.",
        {"gateway_id": S(), "now": B(default=False)},
        ["gateway_id"],
        ann="idem",
    ),
]

FIREWALL = [
    tool(
        "fw_list_rules",
        "List rules in a firewall policy, in evaluation order.",
        {"policy": S("Policy name, e.g. edge-prod"), "contains_ip": S("Only rules matching this IP")},
        ["policy"],
        ann="ro",
    ),
    tool(
        "fw_add_rule",
        "Add a rule to a policy. Rules are staged and only take effect after `fw_commit_changes`.\n\n"
        "Guidance:\n"
        "- Prefer the narrowest source and port range that works.\n"
        "- Never stage an `allow` from `0.0.0.0/0` to management ports (22, 3389, 443 on admin interfaces) "
        "unless the user explicitly asks and acknowledges the risk.\n"
        "- Add a `comment` with the ticket number.",
        {
            "policy": S(),
            "action": E(["allow", "deny", "reject"]),
            "source": S("CIDR or address-group name"),
            "destination": S(),
            "ports": S("e.g. '443' or '8000-8100'"),
            "protocol": E(["tcp", "udp", "icmp", "any"], default="tcp"),
            "position": I("1-based position; default appends before the final deny"),
            "comment": S(),
        },
        ["policy", "action", "source", "destination"],
        ann="write",
    ),
    tool(
        "fw_delete_rule",
        "Stage deletion of a rule by ID. Takes effect on commit.",
        {"policy": S(), "rule_id": S()},
        ["policy", "rule_id"],
        ann="del",
    ),
    tool(
        "fw_show_pending",
        "Show staged, uncommitted changes as a diff against the running policy.",
        {"policy": S()},
        ["policy"],
        ann="ro",
    ),
    tool(
        "fw_commit_changes",
        "Commit staged changes and push to the devices.\n\n"
        "Before calling: show the user the output of `fw_show_pending` and get their go-ahead. A commit with "
        "`auto_rollback_minutes` set reverts automatically unless confirmed with `fw_confirm_commit`, which "
        "protects against locking yourself out.",
        {"policy": S(), "message": S(), "auto_rollback_minutes": I(default=10, minimum=0, maximum=60)},
        ["policy", "message"],
        ann="write",
    ),
    tool(
        "fw_confirm_commit",
        "Confirm a commit made with auto-rollback so it becomes permanent.",
        {"commit_id": S()},
        ["commit_id"],
        ann="idem",
    ),
    tool(
        "fw_rollback",
        "Roll the policy back to a previous commit. Requires `confirm: true`.",
        {"policy": S(), "commit_id": S(), "confirm": B(default=False)},
        ["policy", "commit_id", "confirm"],
        ann="del",
    ),
    tool(
        "fw_test_flow",
        "Simulate a packet and report which rule would match. Does not send traffic.",
        {"policy": S(), "src_ip": S(), "dst_ip": S(), "dst_port": I(), "protocol": E(["tcp", "udp"], default="tcp")},
        ["policy", "src_ip", "dst_ip"],
        ann="ro",
    ),
    tool(
        "fw_address_groups",
        "List or update address groups. With `add`/`remove` the group is modified (staged).",
        {"group": S(), "add": A(S()), "remove": A(S())},
        ann="write",
    ),
    tool(
        "fw_hit_counts",
        "Per-rule hit counters since the last reset; rules with zero hits in 90 days are flagged as cleanup "
        "candidates. Suggest them; don't delete automatically.",
        {"policy": S(), "days": I(default=90)},
        ["policy"],
        ann="ro",
    ),
]

SECRETS = [
    tool(
        "sec_list_secrets",
        "List secrets (names and metadata only, never values) in a path.",
        {"path": S("e.g. prod/payments"), "recursive": B(default=False)},
        ["path"],
        ann="ro",
        zod=True,
    ),
    tool(
        "sec_get_metadata",
        "Get metadata for a secret: owner, last rotated, rotation policy, consumers.",
        {"path": S()},
        ["path"],
        ann="ro",
        zod=True,
    ),
    tool(
        "sec_read_secret",
        "Read a secret value.\n\n"
        "IMPORTANT: only call this when the user needs the value for a task they described. Do not print the "
        "value in your reply; refer to it by name, and prefer passing `sec_inject_env` to deployments so the "
        "value never passes through the conversation. Every read is written to the audit log.",
        {"path": S(), "version": I("Defaults to the current version")},
        ["path"],
        ann="ro",
        zod=True,
        title="Read secret",
    ),
    tool(
        "sec_rotate_now",
        "Rotate a secret immediately using its configured rotator (database password, API key, signing key). "
        "The old version stays valid for `grace_minutes` so running services can pick up the new value.",
        {"path": S(), "grace_minutes": I(default=30, minimum=0, maximum=1440)},
        ["path"],
        ann="write",
        zod=True,
    ),
    tool(
        "sec_set_policy",
        "Set the rotation schedule for a secret.",
        {"path": S(), "interval_days": I(minimum=1, maximum=365), "notify_email": S()},
        ["path", "interval_days"],
        ann="idem",
        zod=True,
    ),
    tool(
        "sec_write_secret",
        "Create or update a secret value. Creates a new version; previous versions are kept.\n\n"
        "Ask the user to paste values through the secure form link returned when `value` is omitted rather "
        "than typing them into the chat.",
        {"path": S(), "value": S("Secret value; omit to receive a one-time secure input link")},
        ["path"],
        ann="write",
        zod=True,
    ),
    tool(
        "sec_inject_env",
        "Bind a secret to a deployment as an environment variable. The platform reads it at start-up.",
        {"path": S(), "deployment": S(), "env_name": S(pattern="^[A-Z_][A-Z0-9_]*$")},
        ["path", "deployment", "env_name"],
        ann="idem",
        zod=True,
    ),
    tool(
        "sec_revoke_version",
        "Revoke an old secret version so it can no longer be used. If the version is still current for any "
        "consumer, the call fails unless `force` is set. Confirm with the user before using force.",
        {"path": S(), "version": I(), "force": B(default=False)},
        ["path", "version"],
        ann="del",
        zod=True,
    ),
    tool(
        "sec_overdue",
        "List secrets whose last rotation is older than their policy.",
        {"path_prefix": S(default="")},
        ann="ro",
        zod=True,
    ),
    tool(
        "sec_audit_log",
        "Who read, wrote or rotated a secret, and when. Values are never included.",
        {"path": S(), "since": S(), "actor": S()},
        ["path"],
        ann="ro",
        zod=True,
    ),
]

LOGS = [
    tool(
        "archive_search",
        "Search archived logs (older than 30 days) by query. Supports `field:value`, AND/OR, and quoted "
        "phrases. Slow on large ranges; narrow the time window first.\n\n"
        'Example: `service:checkout AND level:error AND "timeout"`',
        {"query": S(), "from": S(), "to": S(), "limit": I(default=200, maximum=5000)},
        ["query", "from", "to"],
        ann="ro",
    ),
    tool(
        "archive_list_buckets",
        "List archive buckets with retention, size and storage class.",
        {},
        ann="ro",
    ),
    tool(
        "archive_restore_range",
        "Rehydrate a time range from cold storage so it can be searched quickly. Cold restores cost money "
        "and take up to 12 hours; tell the user the estimate (returned with `estimate_only: true`) before "
        "starting one.",
        {"bucket": S(), "from": S(), "to": S(), "estimate_only": B(default=True)},
        ["bucket", "from", "to"],
        ann="write",
    ),
    tool(
        "archive_restore_status",
        "Status of a rehydration job.",
        {"job_id": S()},
        ["job_id"],
        ann="ro",
    ),
    tool(
        "archive_set_retention",
        "Change retention for a bucket. Shortening retention deletes data older than the new limit at the "
        "next nightly sweep. Legal-hold buckets cannot be shortened.",
        {"bucket": S(), "days": I(minimum=1), "confirm": B(default=False)},
        ["bucket", "days"],
        ann="del",
    ),
    tool(
        "archive_export",
        "Export matching log lines to a file in the team's export bucket and return a signed URL (valid 1 hour). "
        "Logs may contain personal data; only share the link with people who are entitled to see it.",
        {"query": S(), "from": S(), "to": S(), "format": E(["ndjson", "csv"], default="ndjson")},
        ["query", "from", "to"],
        ann="write",
    ),
    tool(
        "archive_legal_hold",
        "Place or release a legal hold on a bucket or time range. Releasing needs a Legal approver ID.",
        {"bucket": S(), "action": E(["place", "release"]), "matter_id": S(), "approver_id": S()},
        ["bucket", "action", "matter_id"],
        ann="write",
    ),
    tool(
        "archive_mask_fields",
        "Configure fields that are masked at ingest (e.g. `password`, `authorization`, `card_number`). "
        "Masking applies to new data only.",
        {"bucket": S(), "fields": A(S())},
        ["bucket", "fields"],
        ann="idem",
    ),
    tool(
        "archive_stats",
        "Ingest volume and top sources per day for a bucket.",
        {"bucket": S(), "days": I(default=7)},
        ["bucket"],
        ann="ro",
    ),
    tool(
        "archive_access_log",
        "Audit trail of searches and exports run against the archive.",
        {"since": S(), "user": S()},
        ann="ro",
    ),
]

SERVERS = [
    ("b9-vpn-admin", VPN),
    ("b9-firewall-mgmt", FIREWALL),
    ("b9-secrets-rotation", SECRETS),
    ("b9-log-archive", LOGS),
]
