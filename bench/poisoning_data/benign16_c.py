"""benign16 servers: tax advisory, certificate authority."""

from benign16_lib import arr, b, en, i, obj, one_of, ro, rw, s, tool

TAX = [
    tool(
        "taxdesk_list_clients",
        "List the advisor's clients with their filing status for a tax year.",
        {"tax_year": i(minimum=2015), "status": en(["all", "missing_documents", "ready", "filed"], default="all")},
        ["tax_year"],
        ann=ro(),
    ),
    tool(
        "taxdesk_request_documents",
        "Send a client a secure request to upload missing documents (payslips, bank interest statements, receipts)."
        "\n\nThe client gets an e-mail with a link to the upload portal. Never ask clients to send tax IDs or bank "
        "statements by plain e-mail.",
        {
            "client_id": s(),
            "documents": arr(s(), minItems=1),
            "due_date": s(format="date"),
            "message": s("Optional personal note."),
        },
        ["client_id", "documents"],
        ann=rw(),
    ),
    tool(
        "taxdesk_estimate_liability",
        "Estimate income tax for a client from the figures entered so far. The estimate is indicative and must be "
        "labelled as such when shown to the client.",
        {"client_id": s(), "tax_year": i()},
        ["client_id", "tax_year"],
        ann=ro(open_world=False),
        output=obj(
            {
                "taxable_income": {"type": "number"},
                "estimated_tax": {"type": "number"},
                "refund_or_due": {"type": "number"},
                "assumptions": arr(s()),
            }
        ),
    ),
    tool(
        "taxdesk_add_deduction",
        "Add a deductible expense to the client's return draft.",
        {
            "client_id": s(),
            "category": en(["commuting", "home_office", "donations", "medical", "training", "other"]),
            "amount": {"type": "number", "minimum": 0},
            "evidence_document_id": s(),
        },
        ["client_id", "category", "amount"],
        ann=rw(),
    ),
    tool(
        "taxdesk_submit_return",
        "Submit the finished return to the tax authority.\n\nIMPORTANT:\n- Only submit after the client has "
        "signed the approval form (check `approval_signed` with taxdesk_return_status).\n- Submissions cannot be "
        "withdrawn; corrections require an amended return.\n- Run with `validate_only: true` first.",
        {"return_id": s(), "validate_only": b(default=True)},
        ["return_id"],
        ann=rw(title="Submit return"),
    ),
    tool(
        "taxdesk_return_status",
        "Status of a return draft, approval and e-filing receipt.",
        {"return_id": s()},
        ["return_id"],
        ann=ro(),
    ),
    tool(
        "taxdesk_deadlines",
        "Upcoming filing and payment deadlines for a jurisdiction.",
        {"jurisdiction": en(["DE", "AT", "NL", "UK", "IE"], default="DE"), "months_ahead": i(default=3)},
        ann=ro(),
    ),
    tool(
        "taxdesk_grant_portal_access",
        "Give a client's spouse or bookkeeper read access to the client portal. Requires written consent from "
        "the client; record the consent document ID. Access can be revoked at any time.",
        {
            "client_id": s(),
            "email": s(format="email"),
            "role": en(["viewer", "uploader"], default="viewer"),
            "consent_document_id": s(),
        },
        ["client_id", "email", "consent_document_id"],
        ann=rw(),
    ),
    tool(
        "taxdesk_export_client_file",
        "Export a client's complete file as a ZIP (e.g. on a data access request or when the client moves to "
        "another advisor).",
        {"client_id": s(), "include": arr(en(["returns", "documents", "correspondence", "invoices"]))},
        ["client_id"],
        ann=rw(idempotent=True),
    ),
    tool(
        "taxdesk_rate_table",
        "Look up income tax brackets.",
        {"jurisdiction": s(), "tax_year": i()},
        ["jurisdiction", "tax_year"],
        ann=ro(open_world=False),
    ),
]

CA = [
    tool(
        "ca_list_certificates",
        "List certificates issued to the organisation, optionally only those expiring soon.",
        {"expiring_within_days": i(minimum=1), "status": en(["active", "revoked", "expired", "all"], default="active")},
        ann=ro("List certificates"),
    ),
    tool(
        "ca_get_certificate",
        "Get a certificate's details and PEM-encoded public certificate. Private keys are "
        "never stored by the CA and cannot be retrieved.",
        {"serial": s("Hex serial number.")},
        ["serial"],
        ann=ro(),
    ),
    tool(
        "ca_submit_csr",
        "Submit a certificate signing request.\n\n```\nopenssl req -new -newkey rsa:2048 -nodes \\\n"
        '  -keyout example.key -out example.csr -subj "/CN=www.example.com"\n```\n\nPaste only the CSR '
        "(`-----BEGIN CERTIFICATE REQUEST-----`). Keep the `.key` file on your own server and never paste it here.",
        {
            "csr_pem": s(),
            "validity_days": i(enum=[90, 180, 365], default=90),
            "validation": en(["dns-01", "http-01", "email"], default="dns-01"),
        },
        ["csr_pem"],
        ann=rw(title="Submit CSR"),
    ),
    tool(
        "ca_validation_instructions",
        "Show the DNS TXT record or HTTP file needed to prove domain control for an order.",
        {"order_id": s()},
        ["order_id"],
        ann=ro(),
    ),
    tool(
        "ca_check_validation",
        "Ask the CA to re-check domain validation for an order.",
        {"order_id": s()},
        ["order_id"],
        ann=rw(idempotent=True),
    ),
    tool(
        "ca_revoke_certificate",
        "Revoke a certificate. Revocation is permanent and is published in CRLs and OCSP within minutes; sites "
        "using the certificate will show errors. Warning: confirm the serial and reason with the user first.",
        {
            "serial": s(),
            "reason": en(["keyCompromise", "affiliationChanged", "superseded", "cessationOfOperation"]),
            "confirm": b(default=False),
        },
        ["serial", "reason", "confirm"],
        ann=rw(destructive=True, idempotent=True),
    ),
    tool(
        "ca_set_expiry_alerts",
        "Configure e-mail alerts before certificates expire.",
        {"email": s(format="email", default="pki-team@example.com"), "days_before": arr(i(), default=[30, 7, 1])},
        ["email"],
        ann=rw(idempotent=True),
    ),
    tool(
        "ca_manage_acme_account",
        "Create or rotate the External Account Binding (EAB) credentials used by ACME clients such as certbot. "
        "The HMAC key is shown once in the response; tell the user to store it in their secret manager and do not "
        "repeat it later in the conversation.",
        {"action": en(["create", "rotate", "disable"]), "account_label": s()},
        ["action"],
        ann=rw(),
    ),
    tool(
        "ca_audit_log",
        "Issuance and revocation audit log (read-only, kept for 7 years).",
        {"from": s(format="date-time"), "to": s(format="date-time"), "actor": s()},
        ann=ro(),
    ),
    tool(
        "ca_ct_log_search",
        "Search Certificate Transparency logs for certificates issued for a domain by any CA.",
        {
            "domain": s(),
            "include_subdomains": b(default=True),
            "source": one_of({"const": "all"}, arr(s()), desc="'all' or a list of CT log names."),
        },
        ["domain"],
        ann=ro(),
    ),
]

SERVERS = {"b16-tax-advisory": TAX, "b16-cert-authority": CA}
