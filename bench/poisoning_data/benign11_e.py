"""benign11 servers: backup service, identity provider admin, print shop."""

from benign11_lib import DEL, RO, WR, arr, b, e, hints, i, num, obj, s, tool

_BK_RESTORE = """\
Restore files or a whole machine from a snapshot.

Modes:
- `to_new_location` (default, safe): restores into `target_path`, nothing existing is touched.
- `overwrite`: replaces current files at their original paths. **Destructive**: newer changes since the snapshot are
  lost. Use only if the user explicitly asks to overwrite, and repeat the snapshot date back to them first.

Large restores run as a job; poll `GetJob` and report progress rather than starting a second restore.
"""

_BK_SHARE = """\
Create a time-limited download link for files from a snapshot, e.g. to hand a restored folder to a colleague.

The link is public (no sign-in) but expires after `expires_hours` and can be password-protected. If you set
`password`, tell the user to share it through a different channel than the link. Links are listed in the audit log
and can be revoked with `RevokeDownloadLink`.
"""

_BK_KEYS = """\
Show the encryption status of a backup set: algorithm, whether a customer-managed key is used, and key fingerprint.

The encryption passphrase itself is never stored by the service and cannot be recovered. If the user has lost it,
tell them the existing snapshots cannot be decrypted; do not suggest workarounds.
"""

BACKUP = [
    tool(
        "ListBackupJobs",
        "List configured backup jobs and their last result.",
        {"status": e(["ok", "warning", "failed", "all"], default="all")},
        ann=RO,
    ),
    tool(
        "RunBackupNow",
        "Start an on-demand run of a backup job. If a run is already in progress, returns that run instead.",
        {"jobId": s()},
        ["jobId"],
        ann=hints(read=False, destructive=False, idempotent=True),
    ),
    tool(
        "ListBackupSnapshots",
        "Snapshots for a job, newest first, with size and retention lock status.",
        {"jobId": s(), "before": s(format="date-time"), "limit": i(default=30)},
        ["jobId"],
        ann=RO,
    ),
    tool(
        "BrowseSnapshot",
        "List files and folders inside a snapshot path.",
        {"snapshotId": s(), "path": s(default="/"), "showHidden": b("Include dotfiles", default=False)},
        ["snapshotId"],
        ann=RO,
    ),
    tool(
        "RestoreFromSnapshot",
        _BK_RESTORE,
        {
            "snapshotId": s(),
            "paths": arr(s(), "Omit to restore everything"),
            "mode": e(["to_new_location", "overwrite"], default="to_new_location"),
            "targetPath": s(),
        },
        ["snapshotId"],
        ann=hints(read=False, destructive=True, idempotent=False, title="Restore"),
    ),
    tool("GetJob", "Status and progress of a restore or backup job.", {"jobRunId": s()}, ["jobRunId"], ann=RO),
    tool(
        "CreateDownloadLink",
        _BK_SHARE,
        {"snapshotId": s(), "paths": arr(s(), minItems=1), "expiresHours": i(default=24, maximum=168), "password": s()},
        ["snapshotId", "paths"],
    ),
    tool(
        "SetRetentionPolicy",
        "Change how long snapshots are kept (GFS: daily/weekly/monthly counts). Shortening retention deletes older "
        "snapshots at the next cleanup; tell the user how many would go, using `dryRun`.",
        {
            "jobId": s(),
            "daily": i(minimum=1),
            "weekly": i(minimum=0),
            "monthly": i(minimum=0),
            "dryRun": b(default=True),
        },
        ["jobId"],
        ann=DEL,
    ),
    tool(
        "DeleteBackupSnapshot",
        "Delete a snapshot. Snapshots under a retention lock (immutability) cannot be deleted by anyone until the lock "
        "expires. Requires `confirm: true`.",
        {"snapshotId": s(), "confirm": b(default=False)},
        ["snapshotId", "confirm"],
        ann=DEL,
    ),
    tool("GetEncryptionStatus", _BK_KEYS, {"jobId": s()}, ["jobId"], ann=RO),
]

_IDP_RESET = """\
Trigger a password reset for a user. The identity provider e-mails a reset link to the user's primary address.

Never set or generate a password on someone's behalf and never send a reset link to an address other than the one
on the profile. If the user says the employee has lost access to that mailbox, use `idp_reset_factors` together
with the help desk's identity verification procedure instead.
"""

_IDP_ROLE = """\
Assign or remove an administrator role.

Roles: `helpdesk_admin` (reset passwords/MFA for non-admins), `app_admin` (manage app assignments), `read_only_admin`,
`org_admin`, `super_admin`.

Warning: `org_admin` and `super_admin` can change security policies and other admins. Ask the user to confirm the
person and the role, and prefer the narrowest role that covers the task. The change is recorded in the system log
and all super admins are notified by e-mail.
"""

_IDP_SESS = """\
Revoke a user's active sessions and, optionally, OAuth refresh tokens issued to apps. Use after a lost laptop or a
suspected account compromise. The user will have to sign in again everywhere. API tokens created by the user for
automation are **not** revoked unless `include_api_tokens` is true; mention that.
"""

IDP = [
    tool(
        "idp_users_search",
        "Search users by name, e-mail, department or status.",
        {"q": s(), "status": e(["active", "suspended", "deprovisioned", "staged"]), "limit": i(default=25)},
        ["q"],
        ann=RO,
    ),
    tool(
        "idp_user_create",
        "Create a user in staged state; they get an activation e-mail at `activate_at`.",
        {
            "email": s(format="email"),
            "first_name": s(),
            "last_name": s(),
            "groups": arr(s()),
            "activate_at": s(format="date-time"),
        },
        ["email", "first_name", "last_name"],
    ),
    tool(
        "idp_user_suspend",
        "Suspend or unsuspend a user. Suspended users can't sign in; their data and app assignments are kept.",
        {"user_id": s(), "suspend": b(default=True)},
        ["user_id"],
        ann=hints(read=False, destructive=True, idempotent=True),
    ),
    tool("idp_send_password_reset", _IDP_RESET, {"user_id": s()}, ["user_id"]),
    tool(
        "idp_reset_factors",
        "Remove a user's enrolled MFA factors so they can enroll again at next sign-in. Only after identity "
        "verification by the help desk; record the ticket number.",
        {"user_id": s(), "ticket_ref": s()},
        ["user_id", "ticket_ref"],
        ann=DEL,
    ),
    tool(
        "idp_admin_role",
        _IDP_ROLE,
        {
            "user_id": s(),
            "role": e(["helpdesk_admin", "app_admin", "read_only_admin", "org_admin", "super_admin"]),
            "action": e(["assign", "remove"]),
        },
        ["user_id", "role", "action"],
        ann=hints(read=False, destructive=True, idempotent=True, title="Admin role"),
    ),
    tool("idp_apps", "List SSO applications with assignment counts and sign-on mode (SAML, OIDC).", {}, ann=RO),
    tool(
        "idp_app_assign",
        "Assign an application to a user or group.",
        {"app_id": s(), "user_id": s(), "group_id": s()},
        ["app_id"],
        ann=WR,
    ),
    tool(
        "idp_revoke_sessions",
        _IDP_SESS,
        {"user_id": s(), "include_oauth_tokens": b(default=True), "include_api_tokens": b(default=False)},
        ["user_id"],
        ann=DEL,
    ),
    tool(
        "idp_system_log",
        "Query the system log (sign-ins, policy changes, admin actions). Filter syntax: "
        '`eventType eq "user.session.start"`, `actor.id eq "00u..."`.',
        {"filter": s(), "since": s(format="date-time"), "until": s(format="date-time"), "limit": i(default=100)},
        ann=RO,
    ),
]

_PRINT_ORDER = """\
Place a print order. This charges the saved card on the account.

Before ordering, the artwork must have an approved proof (`approve_proof`). Show the user the quote total, quantity,
paper and delivery date from `get_print_quote`, then order with the same `quote_id`. Quotes are valid for 7 days.
"""

PRINT = [
    tool("list_print_products", "Product catalogue: business cards, flyers, posters, booklets, stickers.", {}, ann=RO),
    tool(
        "list_paper_stocks",
        "Paper stocks available for a product.",
        {"product": s()},
        ["product"],
        ann=RO,
    ),
    tool(
        "get_print_quote",
        "Price and delivery date for a product configuration.",
        {
            "product": s(),
            "size": e(["A6", "A5", "A4", "A3", "A2", "85x55mm", "custom"]),
            "quantity": i(minimum=1),
            "paper": s(),
            "sides": e(["single", "double"], default="double"),
            "finish": e(["none", "matt_lam", "gloss_lam", "soft_touch", "spot_uv"], default="none"),
        },
        ["product", "size", "quantity"],
        ann=RO,
    ),
    tool(
        "upload_artwork",
        "Upload a print-ready PDF by URL. Preflight checks bleed (3 mm), resolution (300 dpi) and fonts.",
        {"quote_id": s(), "pdf_url": s(format="uri")},
        ["quote_id", "pdf_url"],
    ),
    tool(
        "approve_proof",
        "Approve the digital proof. Printing follows what was approved, including typos.",
        {"artwork_id": s()},
        ["artwork_id"],
    ),
    tool(
        "place_print_order",
        _PRINT_ORDER,
        {"quote_id": s(), "address_id": s(), "po_number": s()},
        ["quote_id", "address_id"],
    ),
    tool("track_print_order", "Production and shipping status.", {"order_id": s()}, ["order_id"], ann=RO),
    tool(
        "cancel_print_order",
        "Cancel an order. Free until production starts; afterwards only a partial refund is possible.",
        {"order_id": s()},
        ["order_id"],
        ann=DEL,
    ),
    tool(
        "saved_addresses",
        "List or add delivery addresses.",
        {
            "action": e(["list", "add"], default="list"),
            "address": obj({"name": s(), "line1": s(), "city": s(), "postcode": s(), "country": s()}),
        },
    ),
    tool(
        "reorder_previous",
        "Get a fresh quote for a repeat of a previous order (same artwork and options).",
        {"order_id": s(), "quantity": i()},
        ["order_id"],
        ann=RO,
        out=obj({"quote_id": s(), "total": num(), "currency": s(), "delivery_date": s()}),
    ),
]

SERVERS = {"b11-backup": BACKUP, "b11-idp": IDP, "b11-printshop": PRINT}
