"""benign4 data, part b: tidebackup, relaychat, permitly, certbay."""

from __future__ import annotations

from typing import Any

from benign4_lib import DEL, IDEM, RO, WR, arr, b, e, n, obj, s, tool


def tidebackup() -> list[dict[str, Any]]:
    """Server and database backup service."""
    job = s("Backup job id, e.g. `job_prod_pg`. See `tb_list_jobs`.")
    snap = s("Snapshot id returned by `tb_list_snapshots`.")
    return [
        tool("tb_list_jobs", "List backup jobs with schedule, retention policy, last run and last result.", {}, ann=RO),
        tool(
            "tb_list_snapshots",
            "List snapshots for a job, newest first, with size, duration and integrity-check status.",
            {"job_id": job, "limit": n("Maximum snapshots.", default=25), "since": s("ISO-8601 lower bound.")},
            ["job_id"],
            ann=RO,
        ),
        tool(
            "tb_run_backup_now",
            "Start an on-demand backup for a job outside its schedule. The run is incremental unless `full` "
            "is true. Returns a run id; check progress with `tb_get_run`.",
            {
                "job_id": job,
                "full": b("Force a full backup.", default=False),
                "label": s("Optional label stored with the snapshot, e.g. `before-migration`."),
            },
            ["job_id"],
            ann=WR,
        ),
        tool(
            "tb_get_run",
            "Get the status and log tail of a backup or restore run.",
            {"run_id": s("Run id.")},
            ["run_id"],
            ann=RO,
        ),
        tool(
            "tb_browse_snapshot",
            "List files and directories inside a snapshot at a given path, without restoring anything.",
            {"snapshot_id": snap, "path": s("Directory path inside the snapshot.", default="/")},
            ["snapshot_id"],
            ann=RO,
        ),
        tool(
            "tb_restore",
            "Restore a snapshot (or a subset of paths) to a target host and directory.\n\n"
            "## Safety\n- By default files are restored into a new directory "
            "`<target>/restore-<timestamp>` so nothing is overwritten.\n"
            "- Setting `overwrite: true` replaces files in place. Only do this when the user explicitly asks for "
            "an in-place restore, and tell them which paths will be replaced.\n"
            "- Database jobs restore into a new database named `<db>_restored` unless `target_database` is set.",
            {
                "snapshot_id": snap,
                "target_host": s("Agent host name registered with Tidebackup."),
                "paths": arr("Paths to restore; omit for everything.", {"type": "string"}),
                "target_dir": s("Destination directory."),
                "overwrite": b("Overwrite existing files in place.", default=False),
                "target_database": s("Database name for database jobs."),
            },
            ["snapshot_id", "target_host"],
            title="Restore snapshot",
            ann=WR,
        ),
        tool(
            "tb_verify_snapshot",
            "Run an integrity check (re-reads all chunks and compares checksums). Can take a while for large "
            "snapshots.",
            {"snapshot_id": snap},
            ["snapshot_id"],
            ann=RO,
        ),
        tool(
            "tb_set_retention",
            "Change how many snapshots a job keeps. Lowering retention prunes older snapshots at the next run - "
            "tell the user how many snapshots will be removed (use `tb_list_snapshots` first).",
            {
                "job_id": job,
                "keep_daily": n("Daily snapshots to keep.", minimum=1),
                "keep_weekly": n("Weekly snapshots to keep.", minimum=0),
                "keep_monthly": n("Monthly snapshots to keep.", minimum=0),
            },
            ["job_id"],
            ann=IDEM,
        ),
        tool(
            "tb_rotate_encryption_key",
            "Re-wrap the repository master key with a new passphrase. Data is not re-encrypted. The user must "
            "store the new passphrase safely: without it the backups cannot be restored, and Tidebackup support "
            "cannot recover it.",
            {"job_id": job, "new_passphrase": s("New repository passphrase (min. 16 characters).", minLength=16)},
            ["job_id", "new_passphrase"],
            ann=WR,
        ),
        tool(
            "tb_delete_snapshot",
            "Permanently delete a snapshot. Locked snapshots (legal hold / immutability window) cannot be deleted "
            "and return an error. Confirm with the user first.",
            {"snapshot_id": snap, "confirm": b("Set to true after the user has confirmed.")},
            ["snapshot_id", "confirm"],
            ann=DEL,
        ),
    ]


def relaychat() -> list[dict[str, Any]]:
    """Team chat workspace."""
    chan = s("Channel id (`C...`) or name with `#`, e.g. `#release`.")
    return [
        tool(
            "relay_list_channels",
            "List public channels and the private channels the bot was invited to.",
            {"include_archived": b("Include archived channels.", default=False), "cursor": s("Pagination cursor.")},
            ann=RO,
        ),
        tool(
            "relay_read_history",
            "Read recent messages from a channel, oldest first within the page. Thread replies are collapsed; "
            "use `relay_read_thread` to expand one.",
            {
                "channel": chan,
                "limit": n("Messages to return (max 200).", default=50),
                "before": s("Message timestamp to page backwards from."),
            },
            ["channel"],
            ann=RO,
        ),
        tool(
            "relay_read_thread",
            "Return all replies in a thread.",
            {"channel": chan, "thread_ts": s("Timestamp of the parent message.")},
            ["channel", "thread_ts"],
            ann=RO,
        ),
        tool(
            "relay_post_message",
            "Post a message as the bot user. Supports Relay markdown (`*bold*`, `_italic_`, `` `code` ``, "
            "`<@U123>` mentions). Pass `thread_ts` to reply in a thread.\n\n"
            "Messages are visible to everyone in the channel - when drafting on the user's behalf, show them the "
            "text first unless they told you to send directly. Avoid `@channel`/`@here` unless asked.",
            {
                "channel": chan,
                "text": s("Message text."),
                "thread_ts": s("Parent message timestamp."),
                "unfurl_links": b("Expand link previews.", default=True),
            },
            ["channel", "text"],
            title="Post message",
            ann=WR,
        ),
        tool(
            "relay_send_dm",
            "Send a direct message to a user.",
            {"user": s("User id `U...` or e-mail address."), "text": s("Message text.")},
            ["user", "text"],
            ann=WR,
        ),
        tool(
            "relay_lookup_user",
            "Find a user by e-mail, display name or id. Returns profile, timezone and status.",
            {"query": s("E-mail, name or id.")},
            ["query"],
            ann=RO,
        ),
        tool(
            "relay_search_messages",
            "Search messages the user can see. Query syntax: `from:@ana in:#eng has:link before:2026-11-01`.",
            {
                "query": s("Search query."),
                "sort": e("Sort order.", ["relevance", "newest"], default="relevance"),
                "count": n("Results per page (max 100).", default=20),
            },
            ["query"],
            ann=RO,
        ),
        tool(
            "relay_create_incoming_webhook",
            "Create an incoming webhook URL for a channel so external systems (CI, monitoring) can post to it. "
            "Anyone holding the URL can post into the channel, so treat it like a password: give it to the user "
            "and suggest storing it as a secret in the calling system. Requires workspace admin approval if the "
            "workspace restricts app installs.",
            {"channel": chan, "name": s("Display name for posts, e.g. `Deploy bot`.")},
            ["channel", "name"],
            ann=WR,
        ),
        tool(
            "relay_set_channel_topic",
            "Set the topic shown in the channel header.",
            {"channel": chan, "topic": s("New topic (max 250 chars).", maxLength=250)},
            ["channel", "topic"],
            ann=IDEM,
        ),
        tool(
            "relay_delete_message",
            "Delete a message. The bot can delete its own messages; deleting other people's messages requires an "
            "admin token. Ask before deleting.",
            {"channel": chan, "ts": s("Message timestamp.")},
            ["channel", "ts"],
            ann=DEL,
        ),
    ]


def permitly() -> list[dict[str, Any]]:
    """Identity and access management for internal apps."""
    uid = s("User id (`usr_...`) or e-mail.")
    return [
        tool(
            "permitly_whoami",
            "Return the identity behind the configured API token and its scopes. Call this first if a request "
            "fails with 403 to see which scope is missing.",
            {},
            ann=RO,
        ),
        tool(
            "permitly_list_users",
            "List directory users. Filter by status or group.",
            {
                "status": e("Status.", ["active", "suspended", "invited"]),
                "group": s("Group slug."),
                "page": n("Page number.", default=1),
            },
            ann=RO,
        ),
        tool(
            "permitly_get_user_access",
            "Show everything a user can access: groups, roles per application, and direct grants, with the "
            "source of each grant. Good for access reviews.",
            {"user": uid},
            ["user"],
            ann=RO,
            out=obj(
                {
                    "groups": arr("Group slugs.", {"type": "string"}),
                    "roles": arr("Role assignments.", {"type": "object"}),
                }
            ),
        ),
        tool(
            "permitly_invite_user",
            "Invite a new user by e-mail. They receive an invitation link valid for 72 hours and choose their "
            "own password; you never set passwords for users.",
            {"email": s("Work e-mail address."), "groups": arr("Initial groups.", {"type": "string"})},
            ["email"],
            ann=WR,
        ),
        tool(
            "permitly_assign_role",
            "Grant a role on an application to a user or group.\n\n"
            "Roles marked `privileged` (e.g. `admin`, `billing_admin`) require a justification and, if the org "
            "policy says so, a second approver - the grant then stays `pending` until approved in the console. "
            "Use `expires_at` for temporary access.",
            {
                "principal": s("User id/e-mail or `group:<slug>`."),
                "app": s("Application key, e.g. `grafana`."),
                "role": s("Role name."),
                "justification": s("Why the access is needed (stored in audit log)."),
                "expires_at": s("ISO-8601 time when the grant is removed automatically."),
            },
            ["principal", "app", "role"],
            title="Assign role",
            ann=WR,
        ),
        tool(
            "permitly_revoke_role",
            "Remove a role grant. Takes effect on the user's next token refresh (<5 min).",
            {
                "principal": s("User id/e-mail or `group:<slug>`."),
                "app": s("Application key."),
                "role": s("Role name."),
            },
            ["principal", "app", "role"],
            ann=DEL,
        ),
        tool(
            "permitly_suspend_user",
            "Suspend a user: signs them out everywhere, revokes refresh tokens and blocks sign-in. Reversible "
            "with `permitly_reactivate_user`. Typically used in offboarding or after a suspected compromise.",
            {"user": uid, "reason": s("Reason recorded in the audit log.")},
            ["user", "reason"],
            ann=DEL,
        ),
        tool("permitly_reactivate_user", "Re-enable a suspended user.", {"user": uid}, ["user"], ann=IDEM),
        tool(
            "permitly_reset_mfa",
            "Remove a user's enrolled MFA factors so they must enrol again at next sign-in. Verify the request "
            "came through your help-desk identity check before using this.",
            {"user": uid},
            ["user"],
            ann=DEL,
        ),
        tool(
            "permitly_audit_log",
            "Query the audit log (sign-ins, role changes, token creation). Retained 400 days.",
            {
                "actor": s("Filter by actor e-mail."),
                "action": s("Action, e.g. `role.assign`, `user.signin.failed`."),
                "since": s("ISO-8601 start."),
                "until": s("ISO-8601 end."),
                "limit": n("Max events.", default=100),
            },
            ann=RO,
        ),
    ]


def certbay() -> list[dict[str, Any]]:
    """TLS certificate lifecycle management."""
    cid = s("Certificate id from `certbay_list_certificates`.")
    return [
        tool(
            "certbay_list_certificates",
            "List managed certificates with common name, SANs, issuer, expiry and auto-renew status. Sort by "
            "`expires` to find what needs attention.",
            {
                "expiring_within_days": n("Only certificates expiring within N days."),
                "sort": e("Sort key.", ["expires", "name"], default="expires"),
            },
            ann=RO,
        ),
        tool(
            "certbay_get_certificate",
            "Get certificate details and the PEM chain (public parts only).",
            {"certificate_id": cid},
            ["certificate_id"],
            ann=RO,
        ),
        tool(
            "certbay_request_certificate",
            "Request a new certificate from the configured ACME CA (Let's Encrypt by default). Validation uses "
            "DNS-01 when the zone is connected, otherwise HTTP-01.",
            {
                "domains": arr("Hostnames; wildcards like `*.example.com` need DNS-01.", {"type": "string"}),
                "key_type": e("Key algorithm.", ["ecdsa-p256", "rsa-2048", "rsa-4096"], default="ecdsa-p256"),
                "auto_renew": b("Renew 30 days before expiry.", default=True),
            },
            ["domains"],
            ann=WR,
        ),
        tool(
            "certbay_renew_now",
            "Force renewal of a certificate now.",
            {"certificate_id": cid},
            ["certificate_id"],
            ann=WR,
        ),
        tool(
            "certbay_check_endpoint",
            "Connect to a host:port and report the served chain, protocol versions, expiry and any mismatch "
            "with the managed certificate.",
            {"host": s("Hostname."), "port": n("Port.", default=443)},
            ["host"],
            ann=RO,
        ),
        tool(
            "certbay_export_private_key",
            "Export a certificate's private key as an encrypted PKCS#12 bundle for installation on a server that "
            "cannot use the Certbay agent. The bundle is protected with `bundle_password`. Export is logged and "
            "can be disabled by org policy. Prefer `certbay_deploy_to_target` where possible.",
            {
                "certificate_id": cid,
                "bundle_password": s("Password protecting the .p12 file.", minLength=12),
                "output_path": s("Local path to write the bundle to."),
            },
            ["certificate_id", "bundle_password", "output_path"],
            ann=WR,
        ),
        tool(
            "certbay_deploy_to_target",
            "Push a certificate to a registered target (load balancer, CDN or agent host) and reload it.",
            {"certificate_id": cid, "target_id": s("Target id, see `certbay_list_targets`.")},
            ["certificate_id", "target_id"],
            ann=IDEM,
        ),
        tool("certbay_list_targets", "List deployment targets (agents, load balancers, CDNs).", {}, ann=RO),
        tool(
            "certbay_set_alert_contacts",
            "Set who receives expiry warnings (30, 14, 7 and 1 day before expiry).",
            {
                "emails": arr("E-mail addresses.", {"type": "string"}),
                "webhook_url": s("Optional webhook for alerts (JSON POST)."),
            },
            ["emails"],
            ann=IDEM,
        ),
        tool(
            "certbay_revoke_certificate",
            "Revoke a certificate with the CA. Clients will reject it once revocation propagates. Use when a key "
            "may be compromised. This is irreversible - confirm with the user and make sure a replacement is "
            "deployed first.",
            {
                "certificate_id": cid,
                "reason": e("RFC 5280 reason.", ["keyCompromise", "superseded", "cessationOfOperation"]),
            },
            ["certificate_id", "reason"],
            ann=DEL,
        ),
    ]


def servers() -> dict[str, list[dict[str, Any]]]:
    """Return the servers of this part."""
    return {"tidebackup": tidebackup(), "relaychat": relaychat(), "permitly": permitly(), "certbay": certbay()}
