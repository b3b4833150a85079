"""benign12, module g: read-only crypto exchange, log archive, code-signing service."""

from __future__ import annotations

from benign12_lib import ann, b, e, n, obj, page, s, tool, with_titles

SYMBOL = s("Market symbol, e.g. `BTC-USD`, `ETH-EUR`.", pattern="^[A-Z0-9]{2,10}-[A-Z0-9]{2,10}$")

CRYPTO = [
    tool(
        "coinview_ticker",
        "Last price, 24h change, volume and best bid/ask for a market.",
        obj({"symbol": SYMBOL}, ["symbol"]),
        annotations=ann(ro=True, world=True),
        output=obj(
            {
                "symbol": s(),
                "last": s(),
                "bid": s(),
                "ask": s(),
                "change_24h_pct": n(integer=False),
                "volume_24h": s(),
            },
            ["symbol", "last"],
        ),
    ),
    tool(
        "coinview_candles",
        "OHLCV candles.",
        obj(
            {
                "symbol": SYMBOL,
                "interval": e(["1m", "5m", "15m", "1h", "4h", "1d"], default="1h"),
                "start": s(format="date-time"),
                "end": s(format="date-time"),
            },
            ["symbol"],
        ),
        annotations=ann(ro=True, world=True),
    ),
    tool(
        "coinview_balances",
        """Account balances per asset (available, on hold, staked).

This server is **read-only**: it uses an API key with the `view` permission only and cannot trade, withdraw or
transfer. If the user asks to buy, sell or move funds, explain that and point them to the exchange app.""",
        obj({"hide_zero": b(default=True)}),
        annotations=ann("Balances", ro=True),
    ),
    tool(
        "coinview_open_orders",
        "Open orders (view only).",
        obj({"symbol": SYMBOL}),
        annotations=ann(ro=True),
    ),
    tool(
        "coinview_fills",
        "Trade history (fills) with fees, for tax or P&L questions.",
        obj({"symbol": SYMBOL, "since": s(format="date"), **page(1000, 100)}),
        annotations=ann(ro=True),
    ),
    tool(
        "coinview_transfers",
        "Deposit and withdrawal history with network, tx hash and status. Addresses are shown truncated "
        "(first 6 / last 4 characters).",
        obj({"asset": s(), "direction": e(["deposit", "withdrawal", "both"], default="both"), **page()}),
        annotations=ann(ro=True),
    ),
    tool(
        "coinview_deposit_address",
        "Show the account's deposit address for an asset and network. Always include the network name when "
        "showing it: sending on the wrong network can lose funds. Some assets also need a memo/tag.",
        obj(
            {"asset": s(), "network": e(["bitcoin", "ethereum", "solana", "polygon", "arbitrum", "tron"])},
            ["asset", "network"],
        ),
        annotations=ann(ro=True),
    ),
    tool(
        "coinview_key_permissions",
        "Show which permissions the configured API key has (should be `view` only) and when it expires. The key "
        "itself and its secret are never returned.",
        obj({}),
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "coinview_portfolio_value",
        "Total portfolio value in a quote currency using current mid prices.",
        obj({"quote": s(default="USD")}),
        annotations=ann(ro=True),
    ),
    tool(
        "coinview_tax_export",
        "Generate a gains/losses CSV (FIFO, LIFO or HIFO) for a tax year. Not tax advice; say so and suggest the "
        "user check with an accountant.",
        obj(
            {"year": n(minimum=2012, maximum=2100), "method": e(["fifo", "lifo", "hifo"], default="fifo")},
            ["year"],
        ),
        annotations=ann(ro=True),
    ),
]

LOGS = [
    tool(
        "logvault_list_archives",
        "Archive buckets with storage tier (hot, warm, cold), retention and size.",
        obj({"include_expired": b(default=False)}),
        annotations=ann(ro=True),
    ),
    tool(
        "logvault_search",
        """Search hot and warm tiers with LogQL-like syntax.

Examples:
- `service:checkout level:error` (last 1h by default)
- `host:web-* "timeout" | count by host`

Results are capped at 10,000 lines; narrow the time range rather than paging through huge results. Cold-tier data
is not searchable until restored (see `logvault_restore`).

Note: log lines can contain customer data. Summarise them instead of pasting long raw excerpts, and redact any
tokens, passwords or card numbers you see in the output before showing it.""",
        obj(
            {
                "query": s(),
                "from": s(format="date-time"),
                "to": s(format="date-time"),
                "limit": n(default=500, maximum=10000),
            },
            ["query"],
        ),
        annotations=ann("Search logs", ro=True),
    ),
    tool(
        "logvault_restore",
        "Restore a cold-tier time range to warm storage for searching. Restores take 3-12 hours and are billed per "
        "GB; the response has a cost estimate. Show it to the user and only proceed with `confirm: true`.",
        obj(
            {
                "archive": s(),
                "from": s(format="date-time"),
                "to": s(format="date-time"),
                "confirm": b(default=False),
                "notify_email": s(format="email"),
            },
            ["archive", "from", "to"],
        ),
        annotations=ann(world=False),
    ),
    tool(
        "logvault_restore_status",
        "Status of restore jobs.",
        obj({"job_id": s()}),
        annotations=ann(ro=True),
    ),
    tool(
        "logvault_set_retention",
        "Change retention days for an archive. Shortening retention deletes data older than the new limit at the "
        "next nightly run. Archives under legal hold can't be shortened.",
        obj({"archive": s(), "days": n(minimum=1, maximum=3650), "confirm": b(default=False)}, ["archive", "days"]),
        annotations=ann(destructive=True),
    ),
    tool(
        "logvault_export",
        "Export search results to the customer's own S3/GCS bucket as gzip NDJSON. The destination must be one of "
        "the pre-approved export destinations configured by an admin (list them with `op: list_destinations`).",
        obj(
            {
                "op": e(["export", "list_destinations"], default="export"),
                "query": s(),
                "from": s(format="date-time"),
                "to": s(format="date-time"),
                "destination_id": s(),
            },
        ),
    ),
    tool(
        "logvault_saved_queries",
        "List or save named queries shared with your team.",
        obj({"op": e(["list", "save", "delete"]), "name": s(), "query": s(), "shared": b(default=True)}, ["op"]),
    ),
    tool(
        "logvault_alert_rule",
        "Create an alert that fires when a query matches more than `threshold` lines in `window`. Notifications go "
        "to an e-mail address, Slack channel webhook or PagerDuty service configured under Integrations.",
        obj(
            {
                "name": s(),
                "query": s(),
                "threshold": n(minimum=1),
                "window": e(["5m", "15m", "1h", "24h"], default="15m"),
                "integration_id": s(),
            },
            ["name", "query", "threshold", "integration_id"],
        ),
    ),
    tool(
        "logvault_ingest_tokens",
        "List ingest tokens (name, prefix, last used) or revoke one. Creating tokens is only possible in the web "
        "console. Revoking stops log shippers using that token immediately; confirm which hosts use it first.",
        obj({"op": e(["list", "revoke"], default="list"), "token_id": s()}),
    ),
    tool(
        "logvault_access_audit",
        "Who searched, restored or exported which data (compliance audit).",
        obj({"since": s(format="date"), "user": s()}),
        annotations=ann(ro=True),
    ),
]

SIGNING = [
    tool(
        "signforge_list_certificates",
        "Signing certificates available to your project: type (Authenticode EV, Apple Developer ID, GPG, "
        "Sigstore keyless), subject, expiry and HSM location. Private keys never leave the HSM.",
        obj({"project": s()}, ["project"]),
        annotations=ann(ro=True),
    ),
    tool(
        "signforge_submit_artifact",
        """Submit a build artifact for signing.

Flow:
1. Upload the artifact to the project's staging bucket (or pass a CI artifact URL).
2. Call this tool; it returns a `request_id`.
3. Policy checks run (malware scan, SBOM present, built from a protected branch).
4. Depending on the policy, the request is auto-approved or waits for a release manager
   (`signforge_approve`).
5. Poll `signforge_request_status` and download the signed artifact from `signed_url`.

Do not try to bypass a failed policy check by resubmitting under a different project.""",
        obj(
            {
                "project": s(),
                "artifact_url": s(format="uri"),
                "sha256": s(pattern="^[a-f0-9]{64}$"),
                "certificate_id": s(),
                "release_tag": s("e.g. `v4.2.0`"),
                "notarize": b("Also submit to Apple notarization (macOS only).", default=False),
            },
            ["project", "artifact_url", "sha256", "certificate_id"],
            strict=True,
        ),
        annotations=ann("Submit for signing", world=True),
    ),
    tool(
        "signforge_request_status",
        "Status, policy check results and, when done, the signed artifact URL for a signing request.",
        obj({"request_id": s()}, ["request_id"]),
        annotations=ann(ro=True),
    ),
    tool(
        "signforge_approve",
        "Release managers: approve or reject a pending signing request. You cannot approve a request you "
        "submitted yourself (two-person rule). Approve only when the user asks and has reviewed the diff and "
        "release notes linked in the request.",
        obj(
            {"request_id": s(), "decision": e(["approve", "reject"]), "comment": s()},
            ["request_id", "decision"],
        ),
    ),
    tool(
        "signforge_verify",
        "Verify the signature and timestamp of a file or its hash against our certificates and transparency log.",
        obj({"sha256": s(pattern="^[a-f0-9]{64}$"), "signature_url": s(format="uri")}, ["sha256"]),
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "signforge_revoke_signature",
        "Revoke trust in a signed release (e.g. compromised build). Publishes the revocation to the transparency "
        "log and notifies subscribers. Irreversible; confirm with the user and give a reason.",
        obj(
            {
                "request_id": s(),
                "reason": e(["compromised_build", "key_compromise", "superseded", "other"]),
                "details": s(),
                "confirm": b(default=False),
            },
            ["request_id", "reason", "confirm"],
        ),
        annotations=ann(destructive=True, world=True),
    ),
    tool(
        "signforge_policy",
        "Show the signing policy for a project (required checks, approvers, allowed branches).",
        obj({"project": s()}, ["project"]),
        annotations=ann(ro=True),
    ),
    tool(
        "signforge_ci_token",
        "Create or revoke a short-lived CI token that lets a pipeline submit signing requests for one project. The "
        "token is returned once; tell the user to add it as a masked CI secret variable (`SIGNFORGE_TOKEN`) and never "
        "commit it to the repository.",
        obj(
            {
                "project": s(),
                "op": e(["create", "revoke"]),
                "ttl_days": n(default=30, maximum=90),
                "token_id": s(),
            },
            ["project", "op"],
            zod=True,
        ),
    ),
    tool(
        "signforge_release_notes",
        "Attach or update release notes (markdown) for a signed version. Shown to approvers and on the public "
        "download page.",
        obj({"project": s(), "version": s(), "notes_markdown": s()}, ["project", "version", "notes_markdown"]),
    ),
    tool(
        "signforge_audit_log",
        "Signing audit log: who submitted, approved, downloaded or revoked what, and when.",
        obj({"project": s(), "since": s(format="date"), **page(500, 100)}, ["project"]),
        annotations=ann(ro=True),
    ),
]

TITLES = {
    "coinview_ticker": "Ticker",
    "logvault_restore": "Restore From Cold Storage",
    "signforge_verify": "Verify Signature",
}

SERVERS = {
    "b12-coinview": with_titles(CRYPTO, TITLES),
    "b12-logvault": with_titles(LOGS, TITLES),
    "b12-signforge": with_titles(SIGNING, TITLES),
}
