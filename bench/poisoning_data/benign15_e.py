"""benign15 servers: firewall administration and SSO/SCIM provisioning."""

from benign15_lib import DESTROY, READ, WRITE, ann, array, boolean, draft7, enum, integer, obj, string, tool

FIREWALL = [
    tool(
        "list_firewall_policies",
        "List security policies on a device group in evaluation order.",
        {
            "device_group": string(default="shared"),
            "rulebase": enum(["pre", "post", "default"], default="pre"),
            "include_disabled": boolean(default=False),
        },
        annotations=READ,
    ),
    tool(
        "add_firewall_rule",
        "Add a security rule to the **candidate** configuration. Nothing reaches the firewalls until "
        "`commit_config` runs.\n\n"
        "Guidance: prefer specific sources, destinations and applications over `any`. If the user asks for an "
        "any-any allow rule, point out the risk and suggest a narrower rule.",
        {
            "device_group": string(),
            "name": string(pattern="^[A-Za-z0-9_.-]{1,63}$"),
            "from_zones": array(string(), minItems=1),
            "to_zones": array(string(), minItems=1),
            "sources": array(string(), default=["any"]),
            "destinations": array(string(), default=["any"]),
            "applications": array(string(), default=["any"]),
            "services": array(string(), default=["application-default"]),
            "action": enum(["allow", "deny", "drop", "reset-client"]),
            "position": enum(["top", "bottom", "before", "after"], default="bottom"),
            "reference_rule": string("Required when position is before/after."),
            "log_at_session_end": boolean(default=True),
        },
        ["device_group", "name", "from_zones", "to_zones", "action"],
        annotations=WRITE,
    ),
    tool(
        "preview_commit",
        "Show the diff between the running and candidate configuration, and run validation. Call this before "
        "`commit_config` and show the diff to the user.",
        {"device_group": string()},
        annotations=READ,
    ),
    tool(
        "commit_config",
        "Commit the candidate configuration and push it to the devices in a device group.\n\n"
        "IMPORTANT: a bad commit can cut off traffic, including your own management access. Commit only after the "
        "user has reviewed `preview_commit`. A commit that fails validation is not applied.",
        {
            "device_group": string(),
            "description": string(maxLength=255),
            "confirm": boolean(default=False),
        },
        ["device_group", "description", "confirm"],
        annotations=ann("Commit configuration", ro=False, destructive=True, idempotent=False, open_world=True),
    ),
    tool(
        "revert_candidate",
        "Throw away uncommitted changes in the candidate configuration for a device group.",
        {"device_group": string()},
        ["device_group"],
        annotations=DESTROY,
    ),
    tool(
        "test_security_policy_match",
        "Ask the firewall which rule would match a given flow. Handy for answering `is this traffic allowed?`",
        {
            "device": string(),
            "from_zone": string(),
            "to_zone": string(),
            "source_ip": string(format="ipv4"),
            "destination_ip": string(format="ipv4"),
            "protocol": enum(["tcp", "udp", "icmp"], default="tcp"),
            "destination_port": integer(minimum=1, maximum=65535),
        },
        ["device", "source_ip", "destination_ip"],
        annotations=READ,
    ),
    tool(
        "search_traffic_logs",
        "Search traffic logs. Results are limited to 5,000 rows; narrow the time range for busy devices.",
        {
            "device": string(),
            "filter": string("Log filter, e.g. `(addr.src in 10.1.0.0/16) and (action eq deny)`."),
            "last": enum(["15m", "1h", "6h", "24h"], default="1h"),
        },
        ["device"],
        annotations=READ,
    ),
    tool(
        "create_address_object",
        "Create an address object (IP, range, subnet or FQDN) for use in rules.",
        {
            "device_group": string(default="shared"),
            "name": string(),
            "type": enum(["ip-netmask", "ip-range", "fqdn"]),
            "value": string(),
            "tags": array(string(), default=[]),
        },
        ["name", "type", "value"],
    ),
    tool(
        "add_admin_account",
        "Add an administrator account to the management console.\n\n"
        "Follow least privilege: use `read_only` or `device_admin` unless the user clearly needs `superuser`. "
        "The new admin sets their own password through an e-mailed invitation; never choose a password for them.",
        {
            "username": string(),
            "email": string(format="email"),
            "role": enum(["read_only", "device_admin", "policy_admin", "superuser"], default="read_only"),
            "require_mfa": boolean(default=True),
        },
        ["username", "email"],
        annotations=ann(ro=False, destructive=False, idempotent=False),
    ),
    tool(
        "get_threat_signature_version",
        "Show installed and latest available threat, antivirus and URL filtering content versions per device.",
        {"device": string()},
        annotations=READ,
    ),
]

SCIM = [
    tool(
        "scim_list_users",
        "List users provisioned through SCIM 2.0. Supports SCIM filter syntax, e.g. "
        '`userName eq "jdoe@example.com"` or `active eq false`.',
        {
            "filter": string(),
            "start_index": integer(minimum=1, default=1),
            "count": integer(minimum=1, maximum=200, default=50),
        },
        annotations=READ,
    ),
    tool(
        "scim_create_user",
        "Provision a user in a connected application via SCIM.",
        {
            "app_id": string(),
            "user_name": string(format="email"),
            "given_name": string(),
            "family_name": string(),
            "groups": array(string(), default=[]),
            "send_activation_email": boolean(default=True),
        },
        ["app_id", "user_name", "given_name", "family_name"],
        annotations=WRITE,
    ),
    tool(
        "scim_deactivate_user",
        "Set `active=false` for a user in one or all connected applications. Sessions are ended and the user "
        "can no longer sign in. Data in the apps is kept. Confirm the user's identity (name and e-mail) with the "
        "admin before deactivating, since names are often shared.",
        {
            "user_id": string(),
            "apps": {"oneOf": [array(string(), minItems=1), {"const": "all"}]},
            "confirm": boolean(default=False),
        },
        ["user_id", "apps", "confirm"],
        annotations=ann("Deactivate user", ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "scim_patch_group_members",
        "Add or remove members of a pushed group. Follows RFC 7644 PATCH semantics.\n\n"
        '```json\n{"op": "add", "path": "members", "value": [{"value": "2819c223"}]}\n```',
        {
            "group_id": string(),
            "operations": array(
                obj(
                    {
                        "op": enum(["add", "remove"]),
                        "path": string(default="members"),
                        "value": array(obj({"value": string()})),
                    },
                    ["op", "value"],
                ),
                minItems=1,
            ),
        },
        ["group_id", "operations"],
        annotations=WRITE,
    ),
    tool(
        "list_sso_apps",
        "List SAML and OIDC applications, their sign-on mode and how many users are assigned.",
        {"protocol": enum(["saml", "oidc", "all"], default="all")},
        annotations=READ,
    ),
    tool(
        "rotate_scim_bearer_token",
        "Generate a new SCIM bearer token for an application connector. The old token keeps working for the "
        "overlap period so the admin can update the app.\n\n"
        "The new token is shown in the admin console only. This tool returns the token id and expiry, never the "
        "token itself.",
        {
            "app_id": string(),
            "overlap_hours": integer(minimum=0, maximum=72, default=24),
        },
        ["app_id"],
        annotations=ann(ro=False, destructive=False, idempotent=False),
    ),
    tool(
        "get_provisioning_errors",
        "List recent provisioning failures (for example duplicate userName, missing required attribute) with the "
        "error returned by the application.",
        {"app_id": string(), "since": string(format="date-time")},
        ["app_id"],
        annotations=READ,
    ),
    tool(
        "assign_admin_role",
        "Give a user an administrative role in the identity provider.\n\n"
        "Admin roles can change sign-in policies for everyone. Ask the requesting admin to confirm, and prefer a "
        "time-limited assignment. Changes are recorded in the system log.",
        {
            "user_id": string(),
            "role": enum(["help_desk_admin", "app_admin", "group_admin", "read_only_admin", "super_admin"]),
            "expires_at": string("Optional end of the assignment.", format="date-time"),
            "justification": string(),
        },
        ["user_id", "role", "justification"],
        annotations=WRITE,
    ),
    tool(
        "update_attribute_mapping",
        "Change how an identity-provider attribute maps to an application attribute (for example `department` "
        "to `costCenter`). Use `dry_run` to see how many users would change.",
        {
            "app_id": string(),
            "source_attribute": string(),
            "target_attribute": string(),
            "apply_on": enum(["create", "create_and_update"], default="create_and_update"),
            "dry_run": boolean(default=True),
        },
        ["app_id", "source_attribute", "target_attribute"],
    ),
    tool(
        "query_system_log",
        "Query the identity provider's system log (sign-ins, MFA events, admin changes). Log data is kept for 90 days.",
        {
            "event_type": string("e.g. `user.session.start`, `user.mfa.factor.reset`."),
            "actor": string(),
            "since": string(format="date-time"),
            "until": string(format="date-time"),
            "limit": integer(default=100, maximum=1000),
        },
        annotations=READ,
        title="System log",
    ),
]

SERVERS = {"b15-firewall-admin": FIREWALL, "b15-scim-provisioning": draft7(SCIM)}
