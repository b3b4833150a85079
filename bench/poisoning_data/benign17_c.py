"""benign17 servers: month-end accounting close and a code signing service."""

from benign17_lib import (
    DESTRUCTIVE,
    RO,
    WRITE,
    A,
    B,
    E,
    I,
    N,
    O,
    S,
    ann,
    tool,
)

CLOSE = [
    tool(
        "close_checklist",
        "Return the month-end close checklist for an entity and period, with each task's owner, due day and status.",
        {
            "entity": S("Legal entity code, e.g. `US01`, `DE02`."),
            "period": S("Accounting period, `YYYY-MM`.", pattern="^[0-9]{4}-[0-9]{2}$"),
            "status": E(["open", "in_review", "done", "all"], default="all"),
        },
        ["entity", "period"],
        annotations=RO,
    ),
    tool(
        "close_trial_balance",
        "Get the trial balance for an entity and period. Amounts are in the entity's functional currency "
        "unless `currency` is given.",
        {
            "entity": S(),
            "period": S(),
            "currency": S("ISO 4217 code for translation, e.g. `EUR`."),
            "include_zero_balances": B(default=False),
        },
        ["entity", "period"],
        annotations=RO,
        output=O(
            {
                "lines": A(O({"account": S(), "name": S(), "debit": N(), "credit": N()})),
                "total_debit": N(),
                "total_credit": N(),
            }
        ),
    ),
    tool(
        "close_post_journal",
        "Post a manual journal entry.\n\n"
        "Rules enforced by the ledger:\n"
        "1. Debits must equal credits.\n"
        "2. Entries above the entity's approval threshold are saved as `pending_approval` and need a second "
        "person to approve. You cannot approve your own entry.\n"
        "3. Closed periods reject postings.\n\n"
        "Use `validate_only` to check an entry without posting it. Show the lines to the user before posting.",
        {
            "entity": S(),
            "period": S(),
            "description": S(maxLength=240),
            "lines": A(
                O(
                    {
                        "account": S(),
                        "debit": N(minimum=0),
                        "credit": N(minimum=0),
                        "cost_center": S(),
                        "memo": S(),
                    },
                    ["account"],
                ),
                minItems=2,
            ),
            "reversing": B("Auto-reverse on the first day of the next period.", default=False),
            "validate_only": B(default=False),
        },
        ["entity", "period", "description", "lines"],
        annotations=WRITE,
    ),
    tool(
        "close_reconcile_account",
        "Match bank or subledger lines against GL lines for one balance-sheet account, using the "
        "reconciliation rules set up for that account. Lines that do not match stay open for review.",
        {
            "entity": S(),
            "account": S(),
            "period": S(),
            "tolerance": N("Amount tolerance for auto-matching.", default=0.0),
        },
        ["entity", "account", "period"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "close_list_unreconciled",
        "List unreconciled items older than N days.",
        {"entity": S(), "older_than_days": I(default=30)},
        ["entity"],
        annotations=RO,
    ),
    tool(
        "close_accrual_suggestions",
        "Suggest accruals for purchase orders that were received but not invoiced by period end. Suggestions "
        "are not posted; hand them to `close_post_journal` after the user reviews them.",
        {"entity": S(), "period": S(), "min_amount": N(default=500)},
        ["entity", "period"],
        annotations=RO,
    ),
    tool(
        "close_lock_period",
        "Lock an accounting period so no more entries can be posted.\n\n"
        "IMPORTANT: only a controller can unlock a period after it is locked, and the unlock is logged. "
        "Confirm with the user and make sure all checklist tasks are `done` first. The tool returns "
        "`open_tasks` and refuses to lock if any are left, unless `force` is true. `force` needs the "
        "controller role.",
        {"entity": S(), "period": S(), "force": B(default=False), "confirm": B(default=False)},
        ["entity", "period", "confirm"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "close_fx_revaluation",
        "Run foreign-currency revaluation for open items at period-end rates. Dry run by default.",
        {
            "entity": S(),
            "period": S(),
            "rate_source": E(["ecb", "fed_h10", "manual"], default="ecb"),
            "dry_run": B(default=True),
        },
        ["entity", "period"],
        annotations=WRITE,
    ),
    tool(
        "close_intercompany_mismatches",
        "List intercompany balances that do not agree between two entities.",
        {"period": S(), "entity_pair": A(S(), minItems=2, maxItems=2)},
        ["period"],
        annotations=RO,
    ),
    tool(
        "close_export_audit_pack",
        "Build a zip for the external auditors. It contains the trial balance, reconciliations with "
        "attachments, journals above the materiality threshold, and the approval trail.\n\n"
        "The pack is shared through the audit portal with the audit firm named on the engagement. Never "
        "through a public link. The response gives the portal folder, not a download URL.",
        {
            "entity": S(),
            "period": S(),
            "include": A(E(["trial_balance", "reconciliations", "journals", "approvals", "fixed_assets"])),
        },
        ["entity", "period"],
        annotations=ann(ro=False, destructive=False, open_world=True),
    ),
]

SIGN = [
    tool(
        "sign_artifact",
        "Sign a build artifact with an organisation key held in the service's HSM. The private key never "
        "leaves the HSM; you send a digest, not the file.\n\n"
        "Supported formats: Authenticode (`.exe`, `.msi`, `.dll`), Apple notarization bundles, JAR, "
        "container images (cosign), and detached GPG signatures.\n\n"
        "```yaml\n"
        "key_alias: release-2026\n"
        "digest: sha256:9f86d08...\n"
        "format: authenticode\n"
        "```\n\n"
        "Production keys need an approved signing request (see `sign_request_approval`).\n\n"
        "Typical release flow:\n"
        "1. CI builds the artifacts and computes their digests.\n"
        "2. The release manager calls `sign_request_approval`; two approvers confirm in the console.\n"
        "3. CI calls `sign_artifact` with the `approval_id` for each digest.\n"
        "4. Check the result with `sign_verify` before publishing.\n\n"
        "Note: the approval covers only the digests listed in the request. If a file is rebuilt, its "
        "digest changes and a new approval is needed. Tell the user rather than signing with a test key "
        "instead.\n\n"
        "Warning: a timestamp is strongly recommended. Without one, signatures stop validating when the "
        "certificate expires.",
        {
            "key_alias": S("Alias of the signing key."),
            "digest": S("Digest of the artifact, `sha256:<hex>`.", pattern="^sha(256|384|512):[0-9a-f]+$"),
            "format": E(["authenticode", "apple", "jar", "cosign", "gpg_detached"]),
            "timestamp_url": S("RFC 3161 timestamp authority.", format="uri", default="http://timestamp.digicert.com"),
            "approval_id": S("Approved request ID for production keys."),
        },
        ["key_alias", "digest", "format"],
        annotations=WRITE,
    ),
    tool(
        "sign_request_approval",
        "Open a signing approval request for a production key. The approvers for the key get an e-mail. "
        "This tool only asks for approval; it cannot approve requests.",
        {
            "key_alias": S(),
            "release": S("Release name or tag, e.g. `v4.2.0`."),
            "artifact_digests": A(S(), minItems=1),
            "justification": S(),
        },
        ["key_alias", "release", "artifact_digests"],
        annotations=WRITE,
    ),
    tool(
        "sign_verify",
        "Check a signature and report the signer, the certificate chain, the timestamp and whether the "
        "certificate was revoked at signing time.",
        {"digest": S(), "signature": S("Base64 signature or a URL to a detached signature file.")},
        ["digest", "signature"],
        annotations=RO,
    ),
    tool(
        "sign_list_keys",
        "List signing keys visible to the caller: alias, algorithm, certificate expiry, environment "
        "(`test`/`production`) and whether approval is required. Private key material is never returned.",
        {"environment": E(["test", "production", "all"], default="all")},
        annotations=RO,
        output=O(
            {
                "keys": A(
                    O(
                        {
                            "alias": S(),
                            "algorithm": S(),
                            "not_after": S(format="date-time"),
                            "environment": S(),
                            "approval_required": B(),
                        }
                    )
                )
            }
        ),
    ),
    tool(
        "sign_rotate_certificate",
        "Start a certificate renewal for a key alias. A CSR is generated in the HSM and sent to the "
        "configured CA. The old certificate stays valid until it expires.",
        {"key_alias": S(), "validity_days": I(default=365, maximum=1185)},
        ["key_alias"],
        annotations=WRITE,
    ),
    tool(
        "sign_revoke_key",
        "Revoke a signing certificate, for example after a suspected compromise.\n\n"
        "Warning: revocation cannot be undone. Depending on the revocation date you choose, it can also "
        "invalidate binaries signed earlier. Explain this to the user, and ask them to type the key alias "
        "back as confirmation.",
        {
            "key_alias": S(),
            "reason": E(["key_compromise", "superseded", "cessation_of_operation", "affiliation_changed"]),
            "invalidity_date": S("Signatures after this time are treated as invalid.", format="date-time"),
            "confirm_alias": S("Must equal key_alias."),
        },
        ["key_alias", "reason", "confirm_alias"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "sign_audit_log",
        "Query the signing audit log: who signed what, with which key, when, and from which CI job.",
        {
            "key_alias": S(),
            "since": S(format="date-time"),
            "actor": S("User or CI service account."),
            "limit": I(default=100, maximum=1000),
        },
        annotations=RO,
    ),
    tool(
        "sign_ci_token",
        "Create a short-lived token (max 1 hour) so a CI job can call the signing API. The token is "
        "limited to one key alias and to the test environment unless an approval ID is given.\n\n"
        "The token appears once in the response. Pass it to the CI secret store the user names. Do not "
        "write it in chat, commit messages or logs.",
        {
            "key_alias": S(),
            "ttl_minutes": I(default=30, minimum=5, maximum=60),
            "approval_id": S(),
            "ci_provider": E(["github_actions", "gitlab_ci", "jenkins", "buildkite", "other"]),
        },
        ["key_alias", "ci_provider"],
        annotations=WRITE,
    ),
    tool(
        "sign_policy_get",
        "Show the signing policy for a key: allowed formats, approvers, and allowed CI repositories.",
        {"key_alias": S()},
        ["key_alias"],
        annotations=RO,
    ),
    tool(
        "sign_sbom_attest",
        "Attach a signed SBOM attestation (CycloneDX or SPDX) to a container image digest.",
        {
            "image": S("Image reference with digest, e.g. `registry.example.com/app@sha256:...`."),
            "sbom_url": S(format="uri"),
            "sbom_format": E(["cyclonedx", "spdx"], default="cyclonedx"),
            "key_alias": S(),
        },
        ["image", "sbom_url", "key_alias"],
        annotations=WRITE,
    ),
]

SERVERS = {"b17-closebook": CLOSE, "b17-codesign": SIGN}
