"""benign7 data: a contract library and a small-business payroll service."""

from benign7_lib import T, ann, arr, b, doc, e, i, n, o, s, zod

CONTRACT = s("Contract id, e.g. `ctr_01J9ZK3`. Use `contracts_search` to find it.")

CLAUSEVAULT = [
    T(
        "contracts_search",
        doc("""
            Search the contract library by full text and metadata.

            Filters: counterparty, contract type, owner, status, and date ranges on effective, expiry and renewal
            notice dates. Full-text search covers OCR text of scanned PDFs.

            Example: `{"query": "limitation of liability", "type": "msa", "expires_before": "2027-06-30"}`
        """),
        zod(
            {
                "query": s(),
                "counterparty": s(),
                "type": e(["nda", "msa", "sow", "lease", "employment", "supply", "licence", "dpa", "other"]),
                "status": e(["draft", "in_negotiation", "active", "expired", "terminated"]),
                "expires_before": s(format="date"),
                "limit": i(minimum=1, maximum=100, default=20),
            }
        ),
        ann=ann(ro=True, open_world=False, title="Search contracts"),
    ),
    T(
        "contract_get_metadata",
        "Metadata, key dates, owner, linked amendments and the current share links of one contract.",
        zod({"contract_id": CONTRACT}, ["contract_id"]),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "contract_upload",
        "Add a contract (PDF or DOCX up to 40 MB as base64). Scanned PDFs are OCR'd. For larger files or "
        "whole data-room folders use the bulk importer in the web app.",
        zod(
            {
                "filename": s(),
                "content_base64": s(),
                "counterparty": s(),
                "type": e(["nda", "msa", "sow", "lease", "employment", "supply", "licence", "dpa", "other"]),
                "amends_contract_id": s("Set when this document amends an existing contract"),
            },
            ["filename", "content_base64"],
        ),
        ann=ann(ro=False, destructive=False),
    ),
    T(
        "contract_extract_clauses",
        doc("""
            Extract key terms with citations: term and renewal, notice periods, termination rights, liability cap,
            governing law, assignment, data protection.

            Extraction is automated and can be wrong. Quote the cited page/section when you report a term and
            recommend the user checks it against the document before relying on it.
        """),
        zod(
            {
                "contract_id": CONTRACT,
                "fields": arr(
                    e(["renewal", "notice", "termination", "liability_cap", "governing_law", "assignment", "dpa"])
                ),
            },
            ["contract_id"],
        ),
        ann=ann(ro=True, open_world=False),
        out={
            "properties": {
                "terms": arr(o({"field": s(), "value": s(), "page": i(), "section": s(), "confidence": n()})),
            },
            "type": "object",
        },
    ),
    T(
        "contract_set_reminder",
        "E-mail reminder before a key date (renewal notice deadline, expiry, price review).",
        zod(
            {
                "contract_id": CONTRACT,
                "date_field": e(["renewal_notice", "expiry", "price_review", "custom"]),
                "custom_date": s(format="date"),
                "days_before": i(minimum=1, maximum=365, default=30),
                "recipients": arr(s(format="email"), minItems=1),
            },
            ["contract_id", "date_field", "recipients"],
        ),
        ann=ann(ro=False, idempotent=True),
    ),
    T(
        "contract_share_link",
        doc("""
            Create a share link to a contract.

            - `internal` links only work for signed-in colleagues.
            - `external` links work for anyone who has the URL (and password, if set) until they expire.

            IMPORTANT: Ask the user before creating an external link, and suggest a password and a short expiry.
            If a password is set, tell the user to send it through a different channel than the link; do not put
            the password and the link in the same message. Revoke with `contract_revoke_share`.
        """),
        zod(
            {
                "contract_id": CONTRACT,
                "audience": e(["internal", "external"], default="internal"),
                "password": s("Optional password for external links", minLength=8),
                "expires_in_days": i(minimum=1, maximum=90, default=7),
                "allow_download": b(default=False),
            },
            ["contract_id"],
        ),
        ann=ann(ro=False, destructive=False, open_world=True),
    ),
    T(
        "contract_revoke_share",
        "Revoke a share link immediately. Anyone holding the URL loses access.",
        zod(
            {"contract_id": CONTRACT, "link_id": s("Link id; omit with `all: true`"), "all": b(default=False)},
            ["contract_id"],
        ),
        ann=ann(ro=False, destructive=True, idempotent=True),
    ),
    T(
        "contract_compare_versions",
        "Redline two versions or a contract against its template, returning inserted/deleted text by clause.",
        zod(
            {"base_id": CONTRACT, "compare_id": CONTRACT, "ignore_formatting": b(default=True)},
            ["base_id", "compare_id"],
        ),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "contract_send_for_signature",
        "Send a final contract for e-signature. Each signer receives an e-mail in signing order. Check the "
        "signer names and e-mail addresses with the user before sending; envelopes cannot be edited once sent, "
        "only voided.",
        zod(
            {
                "contract_id": CONTRACT,
                "signers": arr(
                    o({"name": s(), "email": s(format="email"), "order": i(minimum=1)}, required=["name", "email"]),
                    minItems=1,
                ),
                "message": s(),
                "cc": arr(s(format="email")),
            },
            ["contract_id", "signers"],
        ),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "contract_delete",
        "Move a contract to the trash (kept 30 days, then purged). Contracts under legal hold or inside their "
        "retention period cannot be deleted. Confirm the contract title and counterparty with the user first.",
        zod({"contract_id": CONTRACT, "confirm": b(default=False)}, ["contract_id", "confirm"]),
        ann=ann(ro=False, destructive=True, idempotent=True),
    ),
]

EMP = s("Employee id, e.g. `E0142`.")

PAYROLLBOOK = [
    T(
        "payroll_list_employees",
        "List employees with pay schedule, department and status. Salaries are only shown to payroll admins.",
        zod({"status": e(["active", "on_leave", "terminated", "all"], default="active"), "department": s()}),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "payroll_get_payslip",
        "Payslip for one employee and pay period: gross, taxes, deductions, net. Bank account shown masked.",
        zod({"employee_id": EMP, "period": s("Pay period, e.g. `2026-11` or `2026-W47`")}, ["employee_id", "period"]),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "payroll_update_bank_details",
        doc("""
            Change the bank account an employee's pay goes to.

            IMPORTANT: Requests to change bank details are a common fraud pattern. Only proceed when the request
            comes from the employee through a verified channel (HR portal or in person), never from an e-mail
            alone. The employee gets a confirmation e-mail at their address on file and the change only takes
            effect after 48 hours. Do not repeat the full account number in the conversation.
        """),
        zod(
            {
                "employee_id": EMP,
                "iban": s(),
                "account_holder": s(),
                "verified_via": e(["hr_portal", "in_person", "phone_callback"]),
            },
            ["employee_id", "iban", "account_holder", "verified_via"],
        ),
        ann=ann(ro=False, destructive=False, idempotent=True),
    ),
    T(
        "payroll_add_adjustment",
        "Add a one-off bonus, overtime, expense reimbursement or deduction to the next pay run.",
        zod(
            {
                "employee_id": EMP,
                "kind": e(["bonus", "overtime", "expense", "deduction", "commission"]),
                "amount": n(exclusiveMinimum=0),
                "taxable": b(default=True),
                "note": s(),
            },
            ["employee_id", "kind", "amount"],
        ),
        ann=ann(ro=False, idempotent=False),
    ),
    T(
        "payroll_preview_run",
        "Calculate a pay run without submitting it. Always call this before `payroll_submit_run` and show the "
        "user the totals and any warnings.",
        zod({"schedule": e(["monthly", "biweekly", "weekly"]), "pay_date": s(format="date")}, ["schedule", "pay_date"]),
        ann=ann(ro=True, open_world=False),
        out={
            "properties": {
                "run_id": s(),
                "employees": i(),
                "gross_total": n(),
                "net_total": n(),
                "employer_taxes": n(),
                "warnings": arr(s()),
            },
            "required": ["run_id"],
            "type": "object",
        },
    ),
    T(
        "payroll_submit_run",
        doc("""
            Approve a previewed pay run. Net pay is sent by bank transfer on the pay date and tax filings are queued.

            IMPORTANT: This moves money. Only call after the user has reviewed the preview and explicitly approved
            it. The run can be cancelled until the bank cut-off (two working days before the pay date, 16:00).
        """),
        zod({"run_id": s("Run id from payroll_preview_run"), "confirm": b(default=False)}, ["run_id", "confirm"]),
        ann=ann(ro=False, destructive=True, idempotent=False, open_world=True),
    ),
    T(
        "payroll_off_cycle_payment",
        "Pay one employee outside the regular schedule (correction, final pay, advance). Same confirmation rules "
        "as a normal run.",
        zod(
            {
                "employee_id": EMP,
                "gross_amount": n(exclusiveMinimum=0),
                "reason": s(),
                "pay_date": s(format="date"),
                "confirm": b(default=False),
            },
            ["employee_id", "gross_amount", "reason", "confirm"],
        ),
        ann=ann(ro=False, destructive=True, idempotent=False, open_world=True),
    ),
    T(
        "payroll_submit_tax_filing",
        "File the periodic payroll tax return with the tax authority using the company's registered "
        "credentials. Check the preview figures with the user first.",
        zod(
            {
                "period": s(),
                "form": e(["monthly_return", "quarterly_return", "annual_reconciliation"]),
                "dry_run": b(default=True),
            },
            ["period", "form"],
        ),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "payroll_export_journal",
        "Export a pay run as a general-ledger journal (CSV or the accounting integration's format).",
        zod({"run_id": s(), "format": e(["csv", "xero", "quickbooks", "datev"], default="csv")}, ["run_id"]),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "payroll_terminate_employee",
        "Record a leaving date, calculate final pay (holiday balance, notice pay) and stop future pay runs for "
        "the employee. Confirm the leaving date and reason with the user; the employee record is kept.",
        zod(
            {
                "employee_id": EMP,
                "last_day": s(format="date"),
                "reason": e(["resignation", "dismissal", "redundancy", "end_of_contract", "retirement"]),
                "pay_in_lieu_of_notice": b(default=False),
            },
            ["employee_id", "last_day", "reason"],
        ),
        ann=ann(ro=False, destructive=True, idempotent=True),
    ),
]

SERVERS = {"b7-clausevault": CLAUSEVAULT, "b7-payrollbook": PAYROLLBOOK}
