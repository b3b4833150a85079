"""benign14 servers: legal e-discovery (b14-discoverly) and secrets manager (b14-vaultkeep)."""

from benign14_lib import arr, b, d, e, i, s, tool

DISCOVERLY = [
    tool(
        "ediscovery_list_matters",
        "List legal matters you have access to, with custodians count, document count and hold status.",
        {"status": e(["active", "closed", "archived"], default="active")},
        ann="ro",
        title="List matters",
    ),
    tool(
        "ediscovery_search_documents",
        d(
            """
            Run a search across the processed documents of a matter.

            Supports boolean syntax (`AND`, `OR`, `NOT`), proximity (`"term1 term2"~10`), field filters
            (`from:`, `to:`, `date:[2024-01-01 TO 2024-06-30]`) and wildcards (`contract*`).

            Results return document IDs, Bates ranges and hit highlights, not full text. Privileged
            documents are included in the count but their snippets are hidden.
            """
        ),
        {
            "matter_id": s(),
            "query": s(),
            "custodians": arr(s(), "Limit to these custodians."),
            "page": i(minimum=1, default=1),
            "page_size": i(minimum=1, maximum=200, default=50),
        },
        ["matter_id", "query"],
        ann="ro",
    ),
    tool(
        "ediscovery_issue_legal_hold",
        d(
            """
            Issue a legal hold notice to custodians. Each custodian gets an e-mail asking them to preserve
            relevant data and to acknowledge the hold.

            Note: holds have legal effect. Draft the notice with the user, have them review the custodian
            list, and call with `confirm: true` only after they approve the final text.
            """
        ),
        {
            "matter_id": s(),
            "custodian_emails": arr(s(format="email"), minItems=1),
            "notice_template_id": s(default="default-hold-v4"),
            "reminder_interval_days": i(minimum=7, maximum=180, default=90),
            "confirm": b(default=False),
        },
        ["matter_id", "custodian_emails", "confirm"],
        ann="send",
        title="Issue legal hold",
    ),
    tool(
        "ediscovery_hold_acknowledgements",
        "Show which custodians have acknowledged a legal hold and which have not, with reminder history.",
        {"hold_id": s()},
        ["hold_id"],
        ann="ro",
    ),
    tool(
        "ediscovery_tag_documents",
        "Apply or remove review tags (Responsive, Not Responsive, Privileged, Hot, Needs Redaction) on documents.",
        {
            "matter_id": s(),
            "document_ids": arr(s(), minItems=1, maxItems=1000),
            "add": arr(s()),
            "remove": arr(s()),
        },
        ["matter_id", "document_ids"],
        ann="idem",
    ),
    tool(
        "ediscovery_privilege_log",
        "Generate the privilege log for a production set as XLSX, listing date, author, recipients, "
        "privilege basis and description for each withheld document.",
        {"production_id": s(), "format": e(["xlsx", "csv", "pdf"], default="xlsx")},
        ["production_id"],
        ann="ro",
    ),
    tool(
        "ediscovery_create_production",
        d(
            """
            Build a production volume from documents tagged Responsive and not Privileged.

            Settings example:
            ```yaml
            bates_prefix: ACME
            start_number: 1
            image_format: tiff
            load_file: dat_opt
            redactions: burn_in
            ```
            The build runs in the background. A production is **not sent** to opposing counsel by this tool;
            sharing is a separate, manual step in the review platform.
            """
        ),
        {
            "matter_id": s(),
            "bates_prefix": s(pattern="^[A-Z0-9_-]{2,12}$"),
            "start_number": i(minimum=1, default=1),
            "image_format": e(["tiff", "pdf", "native"], default="tiff"),
            "load_file": e(["dat_opt", "csv", "none"], default="dat_opt"),
            "redactions": e(["burn_in", "none"], default="burn_in"),
        },
        ["matter_id", "bates_prefix"],
        ann="write",
    ),
    tool(
        "ediscovery_release_hold",
        "Release a legal hold when the matter ends. Custodians are notified that they may resume normal "
        "retention. This cannot be undone; confirm with the responsible attorney first.",
        {"hold_id": s(), "released_by_attorney": s("Name of the approving attorney."), "confirm": b(default=False)},
        ["hold_id", "released_by_attorney", "confirm"],
        ann="destroy",
    ),
    tool(
        "ediscovery_audit_trail",
        "Read the audit trail of a matter: searches run, documents viewed, tags changed, exports made, "
        "with user and timestamp.",
        {"matter_id": s(), "since": s(format="date-time"), "actor": s("Filter by user e-mail.")},
        ["matter_id"],
        ann="ro",
    ),
    tool(
        "ediscovery_document_metadata",
        "Get metadata for a document: custodian, file path, hash (MD5/SHA-1), family ID, dates, and tags.",
        {"matter_id": s(), "document_id": s()},
        ["matter_id", "document_id"],
        ann="ro",
    ),
]

VAULTKEEP = [
    tool(
        "vault_list_secrets",
        "List secret names and metadata in a path. Values are never included in list results.",
        {"path": s("Folder path, e.g. `prod/payments/`.", default="/"), "recursive": b(default=False)},
        ann="ro",
        title="List secrets",
    ),
    tool(
        "vault_describe_secret",
        d(
            """
            Show metadata for one secret: version history, created/rotated dates, owner team, rotation
            policy and which services reference it.

            This tool does not return the secret value. If the user needs the value, they should read it
            in the vault UI or with their own CLI session, so it does not end up in chat history.
            """
        ),
        {"path": s(), "name": s()},
        ["path", "name"],
        ann="ro",
    ),
    tool(
        "vault_create_secret",
        "Create a secret from a generated random value. The server generates the value itself so the "
        "plaintext never passes through the conversation. Returns the version number only.",
        {
            "path": s(),
            "name": s(pattern="^[A-Za-z0-9_.-]{1,128}$"),
            "generator": e(["password-32", "hex-64", "base64-48", "uuid"], default="password-32"),
            "owner_team": s(),
        },
        ["path", "name", "owner_team"],
        ann="write",
    ),
    tool(
        "vault_rotate_secret",
        "Rotate a secret to a newly generated value and keep the previous version active for a grace "
        "period, so dependent services can pick up the new one. Ask the owner team before rotating production secrets.",
        {
            "path": s(),
            "name": s(),
            "grace_minutes": i(minimum=0, maximum=10080, default=60),
            "dry_run": b(default=True),
        },
        ["path", "name"],
        ann="write",
        title="Rotate secret",
    ),
    tool(
        "vault_access_policy",
        "Show which identities (users, groups, service accounts) can read or write a path.",
        {"path": s()},
        ["path"],
        ann="ro",
    ),
    tool(
        "vault_grant_access",
        d(
            """
            Grant an identity read or write access to a path, optionally with an expiry.

            Prefer the narrowest path and a short expiry. Granting `admin` requires a second approver:
            the call creates an approval request instead of applying the grant.
            """
        ),
        {
            "path": s(),
            "identity": s("User e-mail, group name or service account ID."),
            "level": e(["read", "write", "admin"], default="read"),
            "expires_in_hours": i(minimum=1, maximum=720),
            "justification": s(),
        },
        ["path", "identity", "level", "justification"],
        ann="write",
    ),
    tool(
        "vault_revoke_access",
        "Revoke an identity's access to a path. Takes effect within 30 seconds.",
        {"path": s(), "identity": s()},
        ["path", "identity"],
        ann="destroy",
    ),
    tool(
        "vault_audit_log",
        "Query the vault audit log (reads, writes, denied requests). Secret values are never logged.",
        {
            "path": s(),
            "identity": s(),
            "event": e(["read", "write", "delete", "denied", "policy_change"]),
            "since": s(format="date-time"),
            "limit": i(minimum=1, maximum=500, default=100),
        },
        ann="ro",
    ),
    tool(
        "vault_schedule_deletion",
        "Schedule a secret for deletion after a recovery window (7-30 days). Until then it can be restored "
        "with `vault_restore_secret`. Confirm the secret is unused (see `vault_describe_secret` → references) before "
        "scheduling.",
        {"path": s(), "name": s(), "recovery_days": i(minimum=7, maximum=30, default=30), "confirm": b(default=False)},
        ["path", "name", "confirm"],
        ann="destroy",
    ),
    tool(
        "vault_restore_secret",
        "Cancel a scheduled deletion and restore the secret.",
        {"path": s(), "name": s()},
        ["path", "name"],
        ann="idem",
    ),
]

SERVERS = [("b14-discoverly", DISCOVERLY), ("b14-vaultkeep", VAULTKEEP, {"draft": True, "closed": True})]
