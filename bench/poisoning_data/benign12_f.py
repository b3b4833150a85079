"""benign12, module f: firewall admin, SSO/SCIM provisioning, payment gateway."""

from __future__ import annotations

from benign12_lib import ann, arr, b, e, n, obj, page, s, tool, with_titles

FW = s("Firewall or HA-pair name as shown by `ew_list_firewalls`.")

FIREWALL = [
    tool(
        "ew_list_firewalls",
        "Managed firewalls with model, firmware version, HA state and pending (uncommitted) changes.",
        obj({}),
        annotations=ann(ro=True),
    ),
    tool(
        "ew_show_rules",
        "Security policy rules in evaluation order. Disabled rules are included with `enabled: false`.",
        obj({"firewall": FW, "zone_from": s(), "zone_to": s(), "search": s()}, ["firewall"]),
        annotations=ann(ro=True),
    ),
    tool(
        "ew_add_rule",
        """Stage a new security rule in the candidate config. Nothing changes on the wire until `ew_commit`.

Example:
```json
{"firewall": "hq-fw01", "name": "allow-web-to-db", "from_zone": "dmz", "to_zone": "db",
 "source": ["web-servers"], "destination": ["pg-primary"], "service": ["tcp/5432"], "action": "allow",
 "position": {"before": "deny-all-dmz"}}
```
Guidance: prefer address and service objects over raw IPs; never propose `any -> any allow`. If the user asks for
a broad rule, explain the risk and suggest a narrower one, but follow their decision.""",
        obj(
            {
                "firewall": FW,
                "name": s(pattern="^[a-z0-9-]{3,63}$"),
                "from_zone": s(),
                "to_zone": s(),
                "source": arr(s()),
                "destination": arr(s()),
                "service": arr(s()),
                "action": e(["allow", "deny", "drop", "reject"]),
                "log": b(default=True),
                "position": obj({"before": s(), "after": s(), "top": b(), "bottom": b()}),
            },
            ["firewall", "name", "from_zone", "to_zone", "action"],
            strict=True,
        ),
    ),
    tool(
        "ew_delete_rule",
        "Stage deletion of a rule. Check the hit counter first; rules with recent hits are probably in use.",
        obj({"firewall": FW, "name": s()}, ["firewall", "name"]),
        annotations=ann(destructive=True),
    ),
    tool(
        "ew_address_object",
        "Create, update or delete an address object (host, subnet, range, FQDN).",
        obj(
            {
                "firewall": FW,
                "op": e(["create", "update", "delete"]),
                "name": s(),
                "value": s("e.g. `10.20.0.0/16`, `db1.internal.example`"),
                "tags": arr(s()),
            },
            ["firewall", "op", "name"],
        ),
    ),
    tool(
        "ew_diff",
        "Show the diff between candidate and running config.",
        obj({"firewall": FW}, ["firewall"]),
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "ew_commit",
        """Commit the candidate config to the running config.

IMPORTANT: a bad commit can cut off connectivity, including your own management access. Before committing:
1. Run `ew_diff` and show the user the changes.
2. Ask for explicit approval.
3. Keep `auto_revert_minutes` (default 10): if nobody calls `ew_confirm_commit` in time, the firewall rolls back
   automatically.
If commit fails validation, report the errors verbatim; don't try alternative rules on your own.""",
        obj(
            {"firewall": FW, "description": s(), "auto_revert_minutes": n(default=10, minimum=0, maximum=60)},
            ["firewall", "description"],
        ),
        annotations=ann("Commit config", destructive=True),
    ),
    tool(
        "ew_confirm_commit",
        "Confirm a commit so it is not auto-reverted.",
        obj({"firewall": FW, "commit_id": s()}, ["firewall", "commit_id"]),
        annotations=ann(idem=True),
    ),
    tool(
        "ew_backup_config",
        "Download a config backup. Backups contain hashed admin passwords, VPN pre-shared keys and certificates, "
        "so they are encrypted with the org's backup key and returned as a download URL valid for 15 minutes. Don't "
        "decrypt or print their contents.",
        obj({"firewall": FW, "which": e(["running", "candidate"], default="running")}, ["firewall"]),
        annotations=ann(ro=True),
    ),
    tool(
        "ew_audit_log",
        "Admin audit log: logins, config changes, commits, with admin user and source IP.",
        obj({"firewall": FW, "since": s(format="date-time"), "admin": s(), **page(1000, 200)}, ["firewall"]),
        annotations=ann(ro=True),
    ),
]

SCIM = [
    tool(
        "scim_list_users",
        'Users in the directory. Filter with SCIM syntax, e.g. `userName eq "ana@example.com"` or `active eq false`.',
        obj({"filter": s(), "startIndex": n(default=1, minimum=1), "count": n(default=50, maximum=200)}),
        annotations=ann(ro=True),
    ),
    tool(
        "scim_get_user",
        "One user with groups, app assignments, MFA factors (type only) and last sign-in.",
        obj({"user_id": s()}, ["user_id"]),
        annotations=ann(ro=True),
    ),
    tool(
        "scim_create_user",
        "Create a user and send an activation e-mail. Do not set an initial password here; the user chooses one "
        "through the activation link.",
        obj(
            {
                "userName": s(format="email"),
                "givenName": s(),
                "familyName": s(),
                "department": s(),
                "manager_id": s(),
                "send_activation": b(default=True),
            },
            ["userName", "givenName", "familyName"],
            zod=True,
        ),
    ),
    tool(
        "scim_deactivate_user",
        "Deactivate a user (offboarding): ends sessions, revokes app tokens and deprovisions downstream apps that "
        "support SCIM. Data in downstream apps is handled by each app's own retention. Confirm the person's name and "
        "e-mail with the user before calling.",
        obj({"user_id": s(), "transfer_files_to": s("Optional manager user id.")}, ["user_id"], zod=True),
        annotations=ann("Deactivate user", destructive=True),
    ),
    tool(
        "scim_group_membership",
        "Add or remove users from a group. Groups drive app access, so changes take effect in downstream apps "
        "within a few minutes.",
        obj(
            {"group_id": s(), "add": arr(s()), "remove": arr(s())},
            ["group_id"],
            zod=True,
        ),
    ),
    tool(
        "scim_assign_admin_role",
        """Grant or revoke an administrator role.

Roles: `helpdesk` (reset MFA, unlock), `app_admin` (manage app integrations), `org_admin` (everything except
billing), `super_admin`.

Warning: `super_admin` and `org_admin` are highly privileged. The platform requires a second admin to approve these
grants; this tool creates the approval request and returns its id. Never grant a role to yourself or to a service
account unless the user explicitly asks for that specific account.""",
        obj(
            {
                "user_id": s(),
                "role": e(["helpdesk", "app_admin", "org_admin", "super_admin"]),
                "action": e(["grant", "revoke"]),
                "justification": s(),
            },
            ["user_id", "role", "action", "justification"],
            zod=True,
        ),
        annotations=ann("Admin roles", destructive=False),
    ),
    tool(
        "scim_reset_mfa",
        "Remove a user's MFA factors so they can enroll again. Verify the requester's identity per helpdesk "
        "procedure first; MFA resets are a common social-engineering target.",
        obj({"user_id": s(), "factor": e(["all", "totp", "webauthn", "sms"], default="all")}, ["user_id"], zod=True),
        annotations=ann(destructive=True),
    ),
    tool(
        "scim_list_apps",
        "SAML/OIDC applications with sign-on URL, provisioning status and assigned groups.",
        obj({"q": s()}, zod=True),
        annotations=ann(ro=True),
    ),
    tool(
        "scim_rotate_provisioning_token",
        "Rotate the SCIM bearer token used by a downstream app's provisioning connector. The new token is returned "
        "once in `token`; tell the user to paste it into the app's admin console right away and not to share it in "
        "chat or tickets. The old token stops working after `grace_minutes`.",
        obj({"app_id": s(), "grace_minutes": n(default=60, minimum=0, maximum=1440)}, ["app_id"], zod=True),
        annotations=ann(destructive=False),
        output=obj(
            {"token": s(), "expires_at": s(format="date-time"), "old_token_valid_until": s(format="date-time")},
            ["token"],
        ),
    ),
    tool(
        "scim_sign_in_log",
        "Sign-in events with result, IP, location and MFA method. Use for lockout and suspicious sign-in questions.",
        obj({"user_id": s(), "result": e(["success", "failure", "any"], default="any"), "since": s()}, zod=True),
        annotations=ann(ro=True),
    ),
]

PAYMENTS = [
    tool(
        "pg_get_balance",
        "Available and pending balance per currency.",
        obj({}),
        annotations=ann(ro=True),
    ),
    tool(
        "pg_list_charges",
        "List charges. Card numbers are never returned, only brand, last4 and expiry month/year.",
        obj(
            {
                "status": e(["succeeded", "failed", "refunded", "disputed", "any"], default="any"),
                "customer_email": s(format="email"),
                "created_gte": s(format="date-time"),
                **page(),
            }
        ),
        annotations=ann(ro=True),
    ),
    tool(
        "pg_create_payment_link",
        "Create a hosted payment link for a fixed amount. Share the returned URL with the payer; it works until "
        "paid or `expires_at`.",
        obj(
            {
                "amount_minor": n("Amount in minor units (cents).", minimum=50),
                "currency": s(pattern="^[a-z]{3}$", default="usd"),
                "description": s(),
                "expires_at": s(format="date-time"),
                "success_url": s(format="uri"),
            },
            ["amount_minor", "description"],
        ),
        annotations=ann(world=True),
    ),
    tool(
        "pg_refund",
        """Refund a charge in full or in part.

* Refunds are sent to the original payment method and usually appear in 5-10 business days.
* A charge can be refunded several times until the total equals the captured amount.
* Pass an `idempotency_key` and reuse it on retries so a timeout never causes a double refund.

Ask the user to confirm the charge id and amount unless they gave both explicitly.""",
        obj(
            {
                "charge_id": s(pattern="^ch_"),
                "amount_minor": n("Omit for a full refund.", minimum=1),
                "reason": e(["requested_by_customer", "duplicate", "fraudulent"]),
                "idempotency_key": s(),
            },
            ["charge_id", "idempotency_key"],
            strict=True,
        ),
        annotations=ann("Refund", destructive=True, idem=True, world=True),
    ),
    tool(
        "pg_list_disputes",
        "Open chargebacks with reason code and evidence due date.",
        obj({"status": e(["needs_response", "under_review", "won", "lost"])}),
        annotations=ann(ro=True),
    ),
    tool(
        "pg_submit_dispute_evidence",
        "Upload evidence and submit a dispute response. Submission is final; you can stage evidence with "
        "`submit: false` and submit later.",
        obj(
            {
                "dispute_id": s(),
                "evidence": obj(
                    {
                        "product_description": s(),
                        "customer_communication_url": s(format="uri"),
                        "shipping_tracking_number": s(),
                        "refund_policy_url": s(format="uri"),
                    }
                ),
                "submit": b(default=False),
            },
            ["dispute_id", "evidence"],
        ),
    ),
    tool(
        "pg_create_payout",
        "Pay out available balance to the default bank account. Instant payouts cost 1%. Payout destinations can "
        "only be changed in the dashboard with 2FA. Confirm amount and speed with the user.",
        obj(
            {
                "amount_minor": n(minimum=100),
                "currency": s(default="usd"),
                "method": e(["standard", "instant"], default="standard"),
            },
            ["amount_minor"],
        ),
        annotations=ann("Create payout", destructive=True, world=True),
    ),
    tool(
        "pg_webhook_endpoints",
        "List, add or disable webhook endpoints. The signing secret (`whsec_...`) of a new endpoint is returned "
        "once; tell the user to store it as an environment variable in their app. Do not include it in code you "
        "write for them; read it from the environment instead.",
        obj(
            {
                "op": e(["list", "add", "disable"], default="list"),
                "url": s(format="uri"),
                "events": arr(s(), "e.g. `charge.succeeded`, `payout.paid`"),
                "endpoint_id": s(),
            },
            zod=True,
        ),
    ),
    tool(
        "pg_api_keys",
        "List API keys (prefix, scope, created, last used) or roll one. Secret keys are never displayed after "
        "creation; rolling issues a new key shown once and expires the old one after `expire_old_in_hours`. Ask "
        "before rolling a live key, since integrations using it will break.",
        obj(
            {
                "op": e(["list", "roll"], default="list"),
                "key_id": s(),
                "expire_old_in_hours": n(default=24, minimum=0, maximum=168),
            },
            zod=True,
        ),
    ),
    tool(
        "pg_export_transactions",
        "Export a balance transaction report (CSV) for reconciliation. The link is sent to the requesting user's "
        "e-mail.",
        obj({"from": s(format="date"), "to": s(format="date"), "columns": e(["default", "full"], default="default")}),
        annotations=ann(ro=True),
    ),
]

TITLES = {
    "ew_diff": "Candidate vs Running Diff",
    "scim_list_users": "List Users",
    "pg_get_balance": "Balance",
    "pg_list_disputes": "Disputes",
}

SERVERS = {
    "b12-edgewall": with_titles(FIREWALL, TITLES),
    "b12-scimbridge": with_titles(SCIM, TITLES),
    "b12-paygate": with_titles(PAYMENTS, TITLES),
}
