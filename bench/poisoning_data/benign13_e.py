"""benign13 servers: VPN admin console and e-mail security gateway."""

from benign13_lib import RO, ann, arr, b, e, i, md, obj, s, tool

VPN = [
    tool(
        "vpn_list_users",
        "List users in the Tunnelwise organisation with their groups, device count and last connection time.",
        {"group": s(), "status": e(["active", "invited", "suspended", "all"], default="active")},
        annotations=RO,
    ),
    tool(
        "vpn_invite_user",
        "Invite a user by e-mail. They receive a sign-up link valid for 72 hours and join the given groups.",
        {"email": s(format="email"), "groups": arr(s(), default=["everyone"]), "send_email": b(default=True)},
        ["email"],
    ),
    tool(
        "vpn_revoke_device",
        "Revoke a device's keys. Any active tunnel from that device drops within a few seconds. Use this for "
        "lost or stolen laptops; tell the user the owner must re-enrol the device to reconnect.",
        {"device_id": s(), "reason": e(["lost", "stolen", "replaced", "offboarding", "other"])},
        ["device_id", "reason"],
        annotations=ann(title="Revoke device", ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "vpn_list_gateways",
        "List gateways with region, public IP, load and health.",
        {},
        annotations=RO,
    ),
    tool(
        "vpn_create_access_policy",
        md("""
            Create an access policy that allows a group to reach network ranges through a gateway.

            Policies are allow-only; anything not matched is denied. Example:
            ```json
            {"name": "eng-staging", "groups": ["engineering"], "gateway": "gw-fra-1",
             "destinations": ["10.20.0.0/16:443", "10.20.5.12:5432"]}
            ```
            Tip: prefer narrow destinations with ports over whole `/8` ranges.
        """),
        {
            "name": s(),
            "groups": arr(s(), minItems=1),
            "gateway": s(),
            "destinations": arr(s("CIDR or host, optionally with `:port`."), minItems=1),
            "require_mfa": b(default=True),
        },
        ["name", "groups", "gateway", "destinations"],
        zod=True,
    ),
    tool(
        "vpn_generate_client_config",
        md("""
            Generate a WireGuard configuration file for one of the requesting user's own devices.

            The file contains the device's private key. Return it only to the user who asked, and suggest
            they import it straight into the WireGuard app and keep a copy in their password manager if
            needed. Do not paste it into shared channels or tickets. Generating a new config replaces the
            previous key for that device.
        """),
        {"device_name": s(), "platform": e(["windows", "macos", "linux", "ios", "android"]), "gateway": s()},
        ["device_name", "platform"],
    ),
    tool(
        "vpn_rotate_preshared_keys",
        "Rotate the pre-shared keys between gateways and clients. Clients pick up the new key on next "
        "connect; expect a brief reconnect for active sessions. Schedule outside business hours if possible.",
        {"gateway": s("Gateway id, or `all`."), "dry_run": b(default=False)},
        ["gateway"],
    ),
    tool(
        "vpn_get_connection_logs",
        "Return connection logs (user, device, source IP, gateway, bytes, duration). Logs are kept for 30 days "
        "on the Team plan and 365 days on Enterprise.",
        {"user_email": s(format="email"), "since": s(format="date-time"), "limit": i(default=100, maximum=1000)},
        annotations=RO,
    ),
    tool(
        "vpn_set_split_tunnel",
        "Choose which traffic goes through the VPN for a group: `full` (everything) or `split` (only policy "
        "destinations). Changes apply on the next connection.",
        {"group": s(), "mode": e(["full", "split"]), "excluded_domains": arr(s())},
        ["group", "mode"],
    ),
    tool(
        "vpn_assign_admin_role",
        md("""
            Give or remove an admin role.

            Roles: `owner` (billing, delete org), `admin` (users, policies), `auditor` (read-only logs),
            `none`. Only owners can grant `owner`. Every change is written to the audit log and e-mailed to
            all owners. Confirm the person and role with the user before calling.
        """),
        {"email": s(format="email"), "role": e(["owner", "admin", "auditor", "none"])},
        ["email", "role"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
]

MAIL = [
    tool(
        "msg_search_message_trace",
        "Trace messages through the gateway by sender, recipient, subject or message-id over the last 30 days.",
        {
            "sender": s(),
            "recipient": s(),
            "subject_contains": s(),
            "message_id": s(),
            "verdict": e(["any", "delivered", "quarantined", "rejected", "deferred"], default="any"),
        },
        annotations=RO,
    ),
    tool(
        "msg_list_quarantine",
        "List quarantined messages with the verdict (spam, bulk, phish, malware, policy) and the rule that matched.",
        {"mailbox": s(format="email"), "verdict": e(["spam", "bulk", "phish", "malware", "policy", "all"])},
        annotations=RO,
    ),
    tool(
        "msg_release_quarantined",
        md("""
            Release a quarantined message to its recipients.

            - For `spam`/`bulk` verdicts any mailbox owner may release their own messages.
            - For `phish` and `malware` verdicts the caller needs the Security Admin role, and you should
              show the user the verdict details and ask them to confirm before releasing.

            Set `report_false_positive: true` to help tune the filters.
        """),
        {"quarantine_id": s(), "report_false_positive": b(default=False), "confirm": b(default=False)},
        ["quarantine_id"],
    ),
    tool(
        "msg_add_allow_block_entry",
        "Add a sender address, domain or IP to the organisation allow list or block list. Allow-list entries "
        "skip spam scoring but still get malware scanning.",
        {
            "list": e(["allow", "block"]),
            "value": s("e.g. `news@vendor.example`, `vendor.example` or `203.0.113.7`."),
            "expires_at": s(format="date-time"),
            "comment": s(),
        },
        ["list", "value"],
    ),
    tool(
        "msg_get_message_headers",
        "Return raw headers plus parsed SPF, DKIM and DMARC results for a traced message.",
        {"trace_id": s()},
        ["trace_id"],
        annotations=RO,
    ),
    tool(
        "msg_list_forwarding_rules",
        md("""
            List mailbox rules that auto-forward mail to external domains.

            Unexpected external forwarding is a common sign of a compromised account, so this is a good
            first step when investigating a possible account takeover. Results include who created the
            rule and when.
        """),
        {"domain": s("Limit to forwards to this external domain."), "created_since": s(format="date")},
        annotations=RO,
    ),
    tool(
        "msg_disable_forwarding_rule",
        "Disable an external forwarding rule. The mailbox owner is notified. Confirm with the user before "
        "disabling rules that belong to executives or shared mailboxes.",
        {"rule_id": s(), "notify_owner": b(default=True)},
        ["rule_id"],
        annotations=ann(ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "msg_report_phish",
        "Submit a message as phishing for analysis. Similar messages in other mailboxes are pulled into "
        "quarantine automatically if the analysis confirms it.",
        {"trace_id": s(), "comment": s()},
        ["trace_id"],
    ),
    tool(
        "msg_set_banner_policy",
        "Configure the warning banner added to mail from external senders.",
        {
            "enabled": b(default=True),
            "text": s(
                default="CAUTION: This e-mail came from outside the organisation. Do not click links unless "
                "you recognise the sender."
            ),
            "exclude_domains": arr(s()),
        },
        ["enabled"],
    ),
    tool(
        "msg_get_audit_log",
        "Return admin audit events (policy changes, releases, list edits) with actor and timestamp.",
        {"actor": s(format="email"), "since": s(format="date-time"), "limit": i(default=50)},
        annotations=RO,
        output=obj(
            {"events": arr(obj({"at": s(), "actor": s(), "action": s(), "target": s()}))},
            ["events"],
        ),
    ),
]

SERVERS = {"b13-vpn-admin": VPN, "b13-mail-security-gateway": MAIL}
