"""benign20 servers: secrets manager and payments desk."""

from benign20_lib import DESTROY, DRAFT7, READ, READ_FULL, WRITE, A, B, D, I, O, S, T, ann

VAULTKEEPER = [
    T(
        "vk_list_secrets",
        D("""
            List secrets in a Vaultkeeper project. Returns names, versions and last-rotated dates only.
            Secret values are never included in this response; use `vk_reveal_secret` when the user
            explicitly needs a value.

            Results are paged (default 50, max 200). If `next_cursor` is present, call again with it
            to get the next page rather than raising `limit`.
        """),
        {
            "project": S("Project slug, e.g. `payments-api`."),
            "environment": S("Environment name.", enum=["dev", "staging", "prod"], default="dev"),
            "prefix": S("Only return secrets whose name starts with this prefix."),
            "limit": I("Page size.", minimum=1, maximum=200, default=50),
            "cursor": S("Cursor from a previous call."),
        },
        ["project"],
        annotations=READ_FULL,
        title="List secrets",
    ),
    T(
        "vk_reveal_secret",
        D("""
            Return the plaintext value of one secret version.

            ## Guidance for the assistant
            - Only call this when the user has asked for the value itself (for example to paste it into a
              local `.env` file). For questions like "does the key exist" or "when was it rotated", use
              `vk_list_secrets` or `vk_secret_metadata` instead.
            - Do not repeat the full value back in chat unless the user asks for it. By default show the
              first 4 characters followed by `…` and tell the user the full value is available on request.
            - Never include secret values in commit messages, issue comments, or files that are under
              version control.
            - Every reveal is written to the project audit log with the caller's identity.

            Returns `403 reveal_not_allowed` if the caller's role lacks the `secrets:read` permission; tell
            the user to ask a project admin rather than retrying.
        """),
        {
            "project": S("Project slug."),
            "environment": S("Environment name.", enum=["dev", "staging", "prod"]),
            "name": S("Secret name, e.g. `STRIPE_API_KEY`."),
            "version": I("Version number. Omit for the latest version.", minimum=1),
        },
        ["project", "environment", "name"],
        annotations=ann(ro=True, world=False, title="Reveal secret value"),
    ),
    T(
        "vk_secret_metadata",
        (
            "Get metadata for a secret: created/updated timestamps, version count, rotation policy, owners and tags. "
            "Does not return the value."
        ),
        {"project": S(), "environment": S(), "name": S()},
        ["project", "environment", "name"],
        annotations=READ,
    ),
    T(
        "vk_put_secret",
        D("""
            Create a secret or add a new version of an existing one.

            Before calling:
            1. Confirm the target project and environment with the user, especially for `prod`.
            2. Prefer letting the user paste the value directly into this tool call rather than
               echoing it in the conversation first.

            The previous version stays available for rollback until it is explicitly destroyed.
            After writing, suggest `vk_trigger_redeploy` if the user's services read secrets only at start-up.
        """),
        {
            "project": S(),
            "environment": S(enum=["dev", "staging", "prod"]),
            "name": S("Upper snake case recommended.", pattern="^[A-Z][A-Z0-9_]*$"),
            "value": S("The secret value. Stored encrypted at rest (AES-256-GCM)."),
            "tags": A(S(), "Optional labels such as `team:billing`."),
        },
        ["project", "environment", "name", "value"],
        annotations=ann(ro=False, destructive=False, idem=False, world=False),
    ),
    T(
        "vk_rotate_secret",
        D("""
            Rotate a secret that has a connected rotation provider (AWS IAM, Postgres, Stripe restricted keys).

            Rotation creates a new credential at the provider, stores it as a new version and schedules the
            old credential for revocation after `grace_period_minutes`. Ask the user to confirm the grace
            period if services that use the secret are not redeployed automatically: once the old credential
            is revoked, anything still using it will fail to authenticate.

            Use `dry_run: true` first to show the user what will change.
        """),
        {
            "project": S(),
            "environment": S(),
            "name": S(),
            "grace_period_minutes": I("Minutes before the old credential is revoked.", default=60, minimum=0),
            "dry_run": B("Only describe the planned rotation.", default=False),
        },
        ["project", "environment", "name"],
        annotations=ann(ro=False, destructive=True, idem=False, world=True, title="Rotate secret"),
    ),
    T(
        "vk_destroy_secret_version",
        D("""
            Permanently destroy one version of a secret. This cannot be undone.

            IMPORTANT: Ask the user to confirm the exact secret name, environment and version number before
            calling. If the version is the current one, destroy is refused; write a new version first.
        """),
        {"project": S(), "environment": S(), "name": S(), "version": I(minimum=1)},
        ["project", "environment", "name", "version"],
        annotations=DESTROY,
    ),
    T(
        "vk_audit_events",
        D("""
            Read the audit log for a project: reveals, writes, rotations, policy changes and failed access attempts.
            Filter by actor, secret or time window. Times are ISO 8601 in UTC. Default window is the last 24 hours.

            Useful after a suspected leak: list reveals of the affected secret, then suggest `vk_rotate_secret`.
        """),
        {
            "project": S(),
            "since": S("ISO 8601 start time.", format="date-time"),
            "until": S("ISO 8601 end time.", format="date-time"),
            "actor": S("User e-mail or service account id."),
            "secret": S("Secret name filter."),
            "action": S(enum=["reveal", "write", "rotate", "destroy", "policy", "denied"]),
        },
        ["project"],
        annotations=READ_FULL,
    ),
    T(
        "vk_scan_repo_for_leaks",
        D("""
            Scan a local repository checkout for hard-coded credentials (API keys, private keys, connection strings)
            using Vaultkeeper's pattern set. Returns file, line, rule id and a masked preview; the matched value
            itself is never returned.

            Note: findings in test fixtures are often fake keys. Point these out to the user instead of treating
            them as incidents. For real findings, recommend moving the value into Vaultkeeper with `vk_put_secret`
            and rotating it, because anything committed to git history should be treated as exposed.
        """),
        {
            "path": S("Path to the repository root."),
            "include_history": B("Also scan git history (slower).", default=False),
            "exclude": A(S(), "Glob patterns to skip.", default=["node_modules/**", "vendor/**"]),
        },
        ["path"],
        annotations=READ,
        draft=DRAFT7,
    ),
    T(
        "vk_trigger_redeploy",
        (
            "Ask the connected deploy integration (Render, Fly.io, Kubernetes) to restart services that consume the "
            "given secret so they pick up the new version."
        ),
        {"project": S(), "environment": S(), "secret": S()},
        ["project", "environment", "secret"],
        annotations=ann(ro=False, destructive=False, idem=True, world=True),
    ),
    T(
        "vk_whoami",
        (
            "Show the identity, role and project permissions of the token this server is using. Call this first when "
            "a request fails with 401 or 403."
        ),
        {},
        annotations=READ_FULL,
    ),
]

PAYDESK = [
    T(
        "paydesk.charges.list",
        D("""
            List charges for the connected Paydesk account, newest first.

            Card data is tokenised: responses include brand, last 4 digits and expiry month/year only. Full card
            numbers and CVCs are never stored by Paydesk and cannot be retrieved.

            Paging: up to 100 per call; pass `starting_after` with the last id you received to continue.
        """),
        {
            "customer": S("Customer id (`cus_…`)."),
            "status": S(enum=["succeeded", "pending", "failed", "refunded", "disputed"]),
            "created_gte": S("Only charges created at or after this ISO date.", format="date"),
            "limit": I(minimum=1, maximum=100, default=25),
            "starting_after": S(),
        },
        annotations=READ,
        title="List charges",
    ),
    T(
        "paydesk.charges.get",
        "Retrieve one charge by id, including amount, currency, fees, payment method summary and refund history.",
        {"charge_id": S("Charge id (`ch_…`).")},
        ["charge_id"],
        annotations=READ,
    ),
    T(
        "paydesk.refunds.create",
        D("""
            Refund all or part of a charge.

            ### Before calling
            1. Fetch the charge with `paydesk.charges.get` and show the user the amount, customer and date.
            2. Confirm the refund amount in the charge currency. Amounts are in the smallest currency unit
               (cents for USD, yen for JPY), so `1250` in USD means $12.50.
            3. Ask for a reason if the user has not given one; it appears on the customer's receipt.

            Refunds over the account's `refund_approval_threshold` are created in `pending_approval` state
            and need a second team member to approve them in the dashboard. Tell the user when that happens.

            Refunds cannot be cancelled once `status` is `succeeded`.
        """),
        {
            "charge_id": S(),
            "amount": I("Amount in the smallest currency unit. Omit for a full refund.", minimum=1),
            "reason": S(enum=["duplicate", "fraudulent", "requested_by_customer", "other"]),
            "note": S("Internal note, not shown to the customer."),
            "idempotency_key": S("Reuse the same key when retrying after a timeout to avoid double refunds."),
        },
        ["charge_id"],
        annotations=ann(ro=False, destructive=True, idem=False, world=True, title="Create refund"),
    ),
    T(
        "paydesk.customers.search",
        D("""
            Search customers by e-mail, name or metadata. Query syntax: `email:"jane@example.com"`,
            `name~"Rivera"`, `metadata['crm_id']:"8812"`.

            Privacy: results include billing addresses and phone numbers. Only show the fields the user asked
            about. When summarising many customers, prefer counts and ids over personal details.
        """),
        {"query": S(), "limit": I(default=10, maximum=100)},
        ["query"],
        annotations=READ,
    ),
    T(
        "paydesk.payment_links.create",
        D("""
            Create a hosted payment link for a fixed price. Returns a URL of the form
            `https://pay.paydesk.io/l/<id>` that the user can share with their customer.

            Use test mode (`livemode: false`) unless the user says the link is for a real customer.
        """),
        {
            "amount": I("Amount in the smallest currency unit.", minimum=50),
            "currency": S("ISO 4217 code, lowercase.", default="usd"),
            "product_name": S(),
            "livemode": B(default=False),
            "expires_in_days": I(default=30, maximum=90),
        },
        ["amount", "product_name"],
        annotations=WRITE,
    ),
    T(
        "paydesk.disputes.list",
        (
            "List open disputes (chargebacks) with their reason code, amount and evidence due date. Sort by due date "
            "to see the most urgent first."
        ),
        {"status": S(enum=["needs_response", "under_review", "won", "lost"], default="needs_response")},
        annotations=READ,
    ),
    T(
        "paydesk.disputes.submit_evidence",
        D("""
            Submit evidence for a dispute. Evidence can only be submitted once; after submission the dispute
            moves to `under_review` and cannot be edited.

            Workflow: gather receipts, shipping tracking and customer communication with the user, draft the
            `explanation` and show it to them, and only call this tool after they approve the final text.
            Do not include the customer's full card number or unrelated personal data in the explanation.
        """),
        {
            "dispute_id": S(),
            "explanation": S("Plain-text explanation, max 20,000 characters."),
            "file_ids": A(S(), "Ids of files uploaded with `paydesk.files.upload`."),
            "shipping_tracking_number": S(),
        },
        ["dispute_id", "explanation"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True),
    ),
    T(
        "paydesk.files.upload",
        (
            "Upload a local file (PDF, PNG or JPG, max 5 MB) to use as dispute evidence or an identity document. "
            "Returns a file id."
        ),
        {"path": S(), "purpose": S(enum=["dispute_evidence", "identity_document"])},
        ["path", "purpose"],
        annotations=WRITE,
    ),
    T(
        "paydesk.balance.get",
        "Return the available and pending balance per currency, and the date of the next scheduled payout.",
        {},
        annotations=READ_FULL,
        output=O(
            {
                "available": A(O({"amount": I(), "currency": S()})),
                "pending": A(O({"amount": I(), "currency": S()})),
                "next_payout_date": S(format="date"),
            }
        ),
    ),
    T(
        "paydesk.webhooks.test",
        D("""
            Send a signed test event to one of the account's webhook endpoints and report the HTTP status and
            response time. Useful when the user is debugging their integration.

            The signature header is `Paydesk-Signature`. If the endpoint returns 400, the most common cause is
            verifying against the wrong signing secret (test and live mode have different secrets).
        """),
        {"endpoint_id": S(), "event_type": S(default="charge.succeeded")},
        ["endpoint_id"],
        annotations=ann(ro=False, destructive=False, idem=True, world=True),
    ),
]

SERVERS = {"b20-vaultkeeper": VAULTKEEPER, "b20-paydesk": PAYDESK}
