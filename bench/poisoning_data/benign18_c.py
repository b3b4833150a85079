"""benign18 servers: expense audit and hardware security module."""

from benign18_lib import D2020, RO, RO_LOCAL, ann, arr, b, e, i, n, obj, s, tool

EXPENSE = [
    tool(
        "audit_list_claims",
        "List expense claims in the audit queue.",
        {
            "status": e(["submitted", "flagged", "approved", "rejected", "paid"], default="submitted"),
            "department": s(),
            "min_amount": n(),
            "submitted_after": s(format="date"),
        },
        annotations=RO,
    ),
    tool(
        "audit_get_claim",
        "Get one claim with its line items, receipts and approval history.",
        {
            "claim_id": s(),
            "include_receipts": b("Include receipt image URLs (signed, valid for 10 minutes).", default=False),
        },
        ["claim_id"],
        annotations=RO,
    ),
    tool(
        "audit_run_policy_checks",
        "Run the company travel and expense policy against a claim and return findings.\n\n"
        "Checks include: duplicate receipts, weekend spend, per-diem limits per country, alcohol, missing VAT "
        "receipts, split transactions just under approval limits.\n\n"
        "Findings are hints for the human auditor, not verdicts. When you summarise them, say so.",
        {"claim_id": s(), "policy_version": s(default="2026-07")},
        ["claim_id"],
        annotations=ann(ro=True, open_world=False, title="Run policy checks"),
    ),
    tool(
        "audit_flag_claim",
        "Flag a claim for follow-up. The employee is notified that their claim is under review, but not of the "
        "specific finding until the auditor decides.",
        {
            "claim_id": s(),
            "finding": e(["duplicate", "over_limit", "missing_receipt", "personal_expense", "other"]),
            "note": s(maxLength=1000),
        },
        ["claim_id", "finding"],
    ),
    tool(
        "audit_approve_claim",
        "Approve a claim for payment. The amount is paid with the next payroll run.\n\n"
        "Only approve when the user (the auditor) explicitly says so. Do not approve claims that have open flags.",
        {"claim_id": s(), "approved_amount": n("Can be lower than claimed for partial approval."), "comment": s()},
        ["claim_id"],
        annotations=ann(ro=False, destructive=False, idem=True, open_world=False),
    ),
    tool(
        "audit_reject_claim",
        "Reject a claim or some of its lines. The employee gets an e-mail with the reason you provide, so keep it "
        "factual and polite.",
        {"claim_id": s(), "line_ids": arr(s(), "Leave empty to reject the whole claim."), "reason": s()},
        ["claim_id", "reason"],
        annotations=ann(ro=False, destructive=False, idem=True),
    ),
    tool(
        "audit_card_transactions",
        "List corporate card transactions that have no matching claim after 30 days.",
        {"cardholder": s(), "days_unmatched": i(default=30, minimum=1)},
        annotations=RO,
    ),
    tool(
        "audit_request_recovery",
        "Ask an employee to pay back a personal or unsupported expense. Creates a payroll deduction proposal that "
        "the employee must accept or dispute in the portal; nothing is deducted automatically.",
        {"claim_id": s(), "amount": n(minimum=0), "currency": s(default="EUR"), "explanation": s()},
        ["claim_id", "amount", "explanation"],
    ),
    tool(
        "audit_export_report",
        "Export an audit report for a period (CSV or PDF). The report contains employee names and amounts; "
        "share it only with people the user names.",
        {
            "period_start": s(format="date"),
            "period_end": s(format="date"),
            "format": e(["csv", "pdf"], default="pdf"),
            "anonymise": b("Replace employee names with IDs.", default=False),
        },
        ["period_start", "period_end"],
        annotations=RO_LOCAL,
    ),
    tool(
        "audit_trail",
        "Return the immutable audit log for a claim: who viewed, changed, approved or paid it, and when.",
        {"claim_id": s()},
        ["claim_id"],
        annotations=RO_LOCAL,
        output=obj(
            {
                "events": arr(
                    obj(
                        {"at": s(format="date-time"), "actor": s(), "action": s(), "detail": s()},
                        ["at", "actor", "action"],
                    )
                )
            },
            ["events"],
        ),
    ),
]

HSM = [
    tool(
        "hsm_list_partitions",
        "List HSM partitions visible to the current operator, with firmware version, FIPS mode and free key slots.",
        {},
        annotations=RO_LOCAL,
    ),
    tool(
        "hsm_list_keys",
        "List key objects in a partition. Returns labels, key type, usage flags and creation date. Key material "
        "is never returned: private and secret keys are non-extractable by design.",
        {"partition": s(), "key_type": e(["RSA", "EC", "AES", "HMAC", "any"], default="any"), "label_prefix": s()},
        ["partition"],
        annotations=RO_LOCAL,
    ),
    tool(
        "hsm_generate_key",
        "Generate a new key inside the HSM.\n\n"
        "```yaml\n# typical signing key\nkey_type: EC\ncurve: P-256\nusage: [sign, verify]\nextractable: false\n```\n\n"
        "Note: `extractable` defaults to false and should stay false unless the user has a documented reason "
        "(for example key escrow under a split-knowledge procedure).",
        {
            "partition": s(),
            "label": s(),
            "key_type": e(["RSA", "EC", "AES", "HMAC"]),
            "size_or_curve": s("e.g. `3072`, `P-256`, `256`."),
            "usage": arr(e(["sign", "verify", "encrypt", "decrypt", "wrap", "unwrap", "derive"]), minItems=1),
            "extractable": b(default=False),
        },
        ["partition", "label", "key_type", "usage"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=False, title="Generate key"),
    ),
    tool(
        "hsm_sign",
        "Sign a digest with a key in the HSM. Send the hash, not the document.",
        {
            "key_label": s(),
            "digest_b64": s("Base64 digest."),
            "mechanism": e(["RSA-PSS-SHA256", "RSA-PKCS1-SHA256", "ECDSA-SHA256", "ECDSA-SHA384"]),
        },
        ["key_label", "digest_b64", "mechanism"],
        annotations=ann(ro=True, open_world=False),
        title="Sign digest",
    ),
    tool(
        "hsm_get_public_key",
        "Export the public half of an asymmetric key as PEM. Public keys are safe to share.",
        {"key_label": s()},
        ["key_label"],
        annotations=RO_LOCAL,
    ),
    tool(
        "hsm_rotate_key",
        "Create a successor key with the same attributes and mark the old one as `retiring`. Old key stays usable "
        "for verify/decrypt during the grace period.",
        {"key_label": s(), "grace_days": i(default=30, minimum=0, maximum=365)},
        ["key_label"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=False),
    ),
    tool(
        "hsm_destroy_key",
        "Permanently destroy a key object.\n\n"
        "**Warning:** destruction cannot be undone. Anything encrypted only under this key becomes unreadable. "
        "This tool requires a second operator to approve in the HSM console (dual control); the call returns a "
        "pending request id. Confirm the key label with the user before calling and never destroy keys the user "
        "did not name.",
        {"key_label": s(), "confirm_label": s("Type the label again."), "reason": s()},
        ["key_label", "confirm_label", "reason"],
        annotations=ann(ro=False, destructive=True, idem=True, open_world=False),
    ),
    tool(
        "hsm_audit_log",
        "Read the HSM's signed audit log (logins, key use, policy changes). Verifies the log chain and reports a "
        "gap if any entry is missing.",
        {"since": s(format="date-time"), "operator": s(), "limit": i(default=200, maximum=5000)},
        annotations=RO_LOCAL,
    ),
    tool(
        "hsm_health",
        "Health and tamper status of the appliance: temperature, battery, tamper events, cluster sync.",
        {},
        annotations=RO_LOCAL,
        schema=D2020,
    ),
    tool(
        "hsm_change_operator_pin",
        "Start a PIN change for the calling operator. The new PIN is entered on the HSM's PIN entry device or in "
        "the console prompt, never through this tool, so do not ask the user to type a PIN into the chat.",
        {"operator": s(), "role": e(["crypto_officer", "crypto_user", "auditor"])},
        ["operator", "role"],
    ),
]

SERVERS = {"b18-expense-audit": EXPENSE, "b18-hsm": HSM}
