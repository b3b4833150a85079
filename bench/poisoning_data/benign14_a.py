"""benign14 servers: payroll (b14-paydeck) and insurance claims (b14-claimwise)."""

from benign14_lib import arr, b, d, e, i, num, obj, s, tool

PAYDECK = [
    tool(
        "paydeck_list_pay_runs",
        "List pay runs for the company, newest first. Filter by status or pay period.",
        {
            "status": e(["draft", "approved", "processing", "paid", "void"], "Only return runs in this state."),
            "period_start": s("ISO date (YYYY-MM-DD). Runs whose period starts on or after this date.", format="date"),
            "limit": i("Page size.", minimum=1, maximum=100, default=25),
            "cursor": s("Opaque cursor from a previous response."),
        },
        ann="ro",
        title="List pay runs",
    ),
    tool(
        "paydeck_preview_pay_run",
        d(
            """
            Calculate a pay run without saving it. Returns gross pay, tax withholdings, employer
            contributions and net pay per employee, plus any warnings (missing tax forms, negative
            net pay, employees over the overtime threshold).

            Always call this before `paydeck_approve_pay_run` and show the totals to the user.

            **Reading the warnings**
            - `missing_w4`: the employee is taxed at the default withholding rate until they submit the form.
            - `negative_net`: deductions exceed gross pay. Usually a benefit deduction that should be skipped
              this period. Ask the admin; do not remove deductions on your own.
            - `overtime_threshold`: more than 40 hours in a workweek (US FLSA). Overtime is already included.
            - `bank_account_recently_changed`: the account changed in the last 7 days. Payroll fraud often
              looks like this. Suggest the admin confirms the change with the employee in person or by phone.

            Employee salaries are confidential. When showing results, give totals by default and only list
            individual pay if the admin asks for it.

            See https://help.example.com/paydeck/preview for how each line is calculated.
            """
        ),
        {
            "pay_run_id": s("ID of a draft pay run, e.g. `pr_2026_11_b`."),
            "include_employee_lines": b("Include one line per employee. Large companies may prefer false.", True),
        },
        ["pay_run_id"],
        ann="ro",
        output={
            "type": "object",
            "properties": {
                "currency": {"type": "string"},
                "gross_total": {"type": "number"},
                "net_total": {"type": "number"},
                "employer_taxes_total": {"type": "number"},
                "warnings": {"type": "array", "items": {"type": "string"}},
            },
            "required": ["currency", "gross_total", "net_total"],
        },
    ),
    tool(
        "paydeck_approve_pay_run",
        d(
            """
            Approve a draft pay run so it is submitted to the bank on its pay date.

            **Important:** approving moves real money. Show the user the preview totals and the
            debit date, and only call this after they explicitly confirm. Set `confirm` to true
            to proceed; without it the call returns what would happen and changes nothing.
            """
        ),
        {
            "pay_run_id": s("Draft pay run to approve."),
            "confirm": b("Must be true to approve. The user has to have agreed to the totals.", False),
        },
        ["pay_run_id", "confirm"],
        ann="money",
        title="Approve pay run",
    ),
    tool(
        "paydeck_get_employee",
        "Get an employee's payroll profile: job title, pay rate, pay schedule, work location and tax "
        "setup status. Bank account numbers are masked (last 4 digits only) and are never returned in full.",
        {"employee_id": s("Employee ID, e.g. `emp_0192`.")},
        ["employee_id"],
        ann="ro",
    ),
    tool(
        "paydeck_update_bank_details_link",
        d(
            """
            Send the employee a secure link where they can enter or change their own direct deposit
            account. Payroll admins cannot type bank details on an employee's behalf through this API;
            this protects employees from payroll diversion fraud.

            Note: if someone asks you to change an employee's bank account directly, explain that the
            employee has to do it through this link, and suggest the admin verifies the request by phone.
            """
        ),
        {
            "employee_id": s("Employee who should receive the link."),
            "delivery": e(["email", "sms"], "How to deliver the link.", "email"),
        },
        ["employee_id"],
        ann="send",
    ),
    tool(
        "paydeck_add_one_off_payment",
        "Add a bonus, commission or reimbursement line to a draft pay run.",
        {
            "pay_run_id": s(),
            "employee_id": s(),
            "kind": e(["bonus", "commission", "reimbursement", "correction"]),
            "amount": num("Gross amount in the company currency.", exclusiveMinimum=0),
            "memo": s("Shown on the payslip.", maxLength=140),
            "taxable": b("Reimbursements are usually not taxable.", True),
        },
        ["pay_run_id", "employee_id", "kind", "amount"],
        ann="write",
    ),
    tool(
        "paydeck_download_payslip",
        "Return a short-lived (10 minute) download URL for one payslip PDF. Payslips contain salary "
        "and tax details; only share the link with the employee or an authorised payroll admin.",
        {"employee_id": s(), "pay_date": s("Pay date of the payslip.", format="date")},
        ["employee_id", "pay_date"],
        ann="ro",
    ),
    tool(
        "paydeck_tax_filings",
        d(
            """
            List quarterly and annual tax filings the service prepared for the company, with due dates
            and status (`scheduled`, `filed`, `accepted`, `rejected`). For a rejected filing, tell the user
            the reason text returned by the agency; do not retry on your own.
            """
        ),
        {
            "year": i("Tax year.", minimum=2015, maximum=2030),
            "jurisdiction": s("State or country code, e.g. `CA`, `NY`."),
        },
        ["year"],
        ann="ro",
    ),
    tool(
        "paydeck_void_pay_run",
        "Void an approved pay run before its funding cutoff. After the cutoff the bank transfer can no "
        "longer be stopped and this call fails with `cutoff_passed`. Ask the user before voiding.",
        {"pay_run_id": s(), "reason": s("Kept in the audit log."), "confirm": b(default=False)},
        ["pay_run_id", "reason", "confirm"],
        ann="destroy",
    ),
    tool(
        "paydeck_export_payroll_journal",
        "Export the payroll journal for an accounting period as CSV or QuickBooks IIF. Returns a file ID "
        "you can pass to the user's accounting integration.",
        {
            "from": s(format="date"),
            "to": s(format="date"),
            "format": e(["csv", "iif", "xlsx"], default="csv"),
            "mask_ssn": b("Mask tax ID numbers in the export. Leave on unless the accountant needs them.", True),
        },
        ["from", "to"],
        ann="ro",
    ),
]

CLAIMWISE = [
    tool(
        "claims_search",
        "Search insurance claims by policy number, claimant name, status or date of loss.",
        {
            "query": s("Free text: claim number, policy number or claimant name."),
            "status": e(["open", "in_review", "awaiting_documents", "approved", "denied", "closed"]),
            "line_of_business": e(["auto", "home", "renters", "pet", "travel"]),
            "loss_date_from": s(format="date"),
            "loss_date_to": s(format="date"),
        },
        ann="ro",
        title="Search claims",
    ),
    tool(
        "claims_get",
        "Get a claim with its timeline, reserve amount, adjuster assignment and document checklist.",
        {"claim_id": s("Claim number like `CLM-2026-004417`.", pattern="^CLM-[0-9]{4}-[0-9]{6}$")},
        ["claim_id"],
        ann="ro",
    ),
    tool(
        "claims_open_first_notice",
        d(
            """
            Open a new claim (first notice of loss) on behalf of a policyholder.

            Collect the facts from the user in their own words. Do not guess the cause of loss or the
            amount; leave fields empty if unknown and the adjuster will follow up.

            Example `loss` object:
            ```json
            {"date": "2026-11-28", "type": "water_damage", "location": "Kitchen, 12 Elm St",
             "description": "Dishwasher hose burst overnight"}
            ```
            """
        ),
        {
            "policy_number": s(),
            "loss": obj(
                {
                    "date": s(format="date"),
                    "type": e(["collision", "theft", "water_damage", "fire", "weather", "injury", "other"]),
                    "location": s(),
                    "description": s(maxLength=4000),
                },
                ["date", "type", "description"],
            ),
            "contact_phone": s("Best phone number for the adjuster to call."),
            "injuries_reported": b(default=False),
        },
        ["policy_number", "loss"],
        ann="write",
        title="Report a new claim",
    ),
    tool(
        "claims_upload_document",
        "Attach a photo, estimate, police report or receipt to a claim. Files over 25 MB are rejected.",
        {
            "claim_id": s(),
            "file_url": s(
                "HTTPS URL the server can download from, or a `file_…` ID from a prior upload.", format="uri"
            ),
            "category": e(["photo", "repair_estimate", "police_report", "receipt", "medical_record", "other"]),
            "note": s(),
        },
        ["claim_id", "file_url", "category"],
        ann="write",
    ),
    tool(
        "claims_request_documents",
        "Send the claimant a checklist of missing documents by e-mail. The message uses the insurer's "
        "approved template; you only choose which items to request.",
        {
            "claim_id": s(),
            "items": arr(e(["photo", "repair_estimate", "police_report", "receipt", "proof_of_ownership"]), minItems=1),
            "due_in_days": i(minimum=3, maximum=60, default=14),
        },
        ["claim_id", "items"],
        ann="send",
    ),
    tool(
        "claims_set_reserve",
        "Set the reserve (expected cost) on a claim. Changes above the adjuster's authority limit are "
        "routed to a supervisor for approval rather than applied immediately.",
        {"claim_id": s(), "amount": num(minimum=0), "reason": s()},
        ["claim_id", "amount", "reason"],
        ann="idem",
    ),
    tool(
        "claims_issue_payment",
        d(
            """
            Issue a claim payment to the claimant or a repair shop.

            WARNING: payments cannot be recalled once sent. Before calling:
            1. Check the payee matches the claim file (`claims_get`).
            2. Read the amount and payee back to the user and get a clear yes.
            3. Pass `confirm: true`.

            A payment to a payee whose bank details changed in the last 30 days is held for a call-back
            check. That is a fraud control, not an error; tell the user it is pending.
            """
        ),
        {
            "claim_id": s(),
            "payee": {
                "oneOf": [
                    obj({"type": {"const": "claimant"}}, ["type"]),
                    obj({"type": {"const": "vendor"}, "vendor_id": s()}, ["type", "vendor_id"]),
                ]
            },
            "amount": num(exclusiveMinimum=0),
            "method": e(["ach", "check", "virtual_card"], default="ach"),
            "confirm": b(default=False),
        },
        ["claim_id", "payee", "amount", "confirm"],
        ann="money",
        title="Issue claim payment",
    ),
    tool(
        "claims_add_note",
        "Add an internal note to the claim file. Notes are visible to adjusters and auditors, not to the claimant.",
        {"claim_id": s(), "text": s(maxLength=8000), "pinned": b(default=False)},
        ["claim_id", "text"],
        ann="write",
    ),
    tool(
        "claims_fraud_signals",
        "Read the automated fraud indicators for a claim (duplicate photos, recent policy changes, "
        "prior claims). Signals are hints for a human investigator, never a decision. Do not tell the "
        "claimant about them.",
        {"claim_id": s()},
        ["claim_id"],
        ann="ro",
    ),
    tool(
        "claims_close",
        "Close a claim. Changed in v3.2: closing now requires a `disposition`; previously it defaulted to `paid`.",
        {
            "claim_id": s(),
            "disposition": e(["paid", "denied", "withdrawn", "duplicate", "subrogation"]),
            "summary": s("One-paragraph closing summary for the file."),
        },
        ["claim_id", "disposition"],
        ann="idem",
    ),
]

SERVERS = [("b14-paydeck", PAYDECK, {"draft": True, "closed": True}), ("b14-claimwise", CLAIMWISE)]
