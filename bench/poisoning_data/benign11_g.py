"""benign11 servers: translation memory, expense reports, payroll."""

from benign11_lib import DEL, RO, WR, arr, b, e, hints, i, num, obj, s, tool

LANG = s("BCP 47 code, e.g. en-US, de-DE, pt-BR", pattern="^[a-z]{2,3}(-[A-Z]{2})?$")

_TM_LOOKUP = """\
Look up a source segment in the translation memory and return matches with a score (100 = exact, 101 = in-context
exact). Fuzzy matches below `min_score` are dropped.

Use this before translating, and prefer `tm_concordance` when the user asks how a phrase was translated before.
Matches can come from client-specific TMs; do not copy one client's translations into another client's project
unless the TM is marked `shared`.
"""

_TM_SHARE = """\
Give an external translation vendor read-only (or read/write) access to a TM via a scoped access token.

The token is shown once in the response; tell the user to send it to the vendor through their usual secure channel
and not by plain e-mail to a group list. Tokens expire after `days` and can be revoked any time with
`revoke: true`. Client TMs under NDA (`confidential: true`) can only be shared with vendors on the approved list.
"""

TM = [
    tool(
        "tm_lookup",
        _TM_LOOKUP,
        {"source": s(), "src_lang": LANG, "tgt_lang": LANG, "min_score": i(default=75, minimum=50, maximum=101)},
        ["source", "src_lang", "tgt_lang"],
        ann=RO,
        title="TM lookup",
    ),
    tool(
        "tm_concordance",
        "Find every TM entry whose source or target contains a phrase.",
        {"phrase": s(), "tm_id": s(), "side": e(["source", "target", "both"], default="source")},
        ["phrase"],
        ann=RO,
    ),
    tool(
        "tm_add_segment",
        "Add or update a confirmed translation unit.",
        {"tm_id": s(), "source": s(), "target": s(), "context": s(), "overwrite": b(default=False)},
        ["tm_id", "source", "target"],
    ),
    tool(
        "tm_import_tmx",
        "Import a TMX file (URL) into a TM. Duplicate handling: `keep_both`, `overwrite`, `skip`.",
        {"tm_id": s(), "tmx_url": s(format="uri"), "duplicates": e(["keep_both", "overwrite", "skip"], default="skip")},
        ["tm_id", "tmx_url"],
    ),
    tool(
        "tm_export_tmx",
        "Export a TM as TMX 1.4b. Large TMs are exported asynchronously; the download link is e-mailed to the user.",
        {"tm_id": s(), "since": s(format="date")},
        ["tm_id"],
        ann=RO,
    ),
    tool(
        "termbase_search",
        "Search the termbase for approved and forbidden terms.",
        {"term": s(), "lang": LANG, "include_forbidden": b(default=True)},
        ["term"],
        ann=RO,
    ),
    tool(
        "termbase_add",
        "Propose a term; a terminologist approves it before it is used in QA checks.",
        {
            "term": s(),
            "lang": LANG,
            "translation": s(),
            "tgt_lang": LANG,
            "definition": s(),
            "status": e(["proposed", "forbidden"], default="proposed"),
        },
        ["term", "lang"],
    ),
    tool(
        "tm_delete_units",
        "Delete translation units by id or by filter (e.g. everything added by a given user on a date). Use "
        "`dry_run` to count first and confirm with the user.",
        {"tm_id": s(), "unit_ids": arr(s()), "added_by": s(), "added_on": s(format="date"), "dry_run": b(default=True)},
        ["tm_id"],
        ann=DEL,
    ),
    tool(
        "tm_vendor_access",
        _TM_SHARE,
        {
            "tm_id": s(),
            "vendor": s(),
            "mode": e(["read", "read_write"], default="read"),
            "days": i(default=30),
            "revoke": b(default=False),
        },
        ["tm_id", "vendor"],
    ),
    tool("tm_stats", "Size, language pairs and last update per TM.", {}, ann=RO),
]

_EXP_SUBMIT = """\
Submit an expense report for approval. Runs the policy check first; if there are blocking violations (missing
receipt over 25 EUR, alcohol on client dinners without attendees, etc.) the report is not submitted and the
violations are returned. Show them to the user.

Reimbursement is paid to the bank account stored in the employee's payroll profile. This tool can't change that
account; if the user asks, point them to the self-service portal.
"""

EXPENSES = [
    tool(
        "exp_create",
        "Create an expense line.",
        {
            "date": s(format="date"),
            "amount": num(exclusiveMinimum=0),
            "currency": s(pattern="^[A-Z]{3}$"),
            "category": e(
                ["travel", "lodging", "meals", "client_entertainment", "software", "office", "mileage", "other"]
            ),
            "merchant": s(),
            "attendees": arr(s(), "Names for meals/entertainment"),
            "report_id": s(),
        },
        ["date", "amount", "currency", "category"],
    ),
    tool(
        "exp_attach_receipt",
        "Attach a receipt image or PDF by URL; OCR fills date, amount and merchant if empty.",
        {"expense_id": s(), "file_url": s(format="uri")},
        ["expense_id", "file_url"],
    ),
    tool(
        "exp_mileage",
        "Mileage claim. Distance is calculated from the route unless `km` is given.",
        {"from_address": s(), "to_address": s(), "round_trip": b(default=False), "km": num(), "date": s(format="date")},
        ["from_address", "to_address", "date"],
    ),
    tool(
        "exp_unmatched_card_tx",
        "Corporate card transactions not yet matched to an expense.",
        {"days": i(default=60)},
        ann=RO,
    ),
    tool(
        "exp_policy_check",
        "Check a report against the expense policy without submitting.",
        {"report_id": s()},
        ["report_id"],
        ann=RO,
    ),
    tool("exp_submit_report", _EXP_SUBMIT, {"report_id": s(), "comment": s()}, ["report_id"]),
    tool(
        "exp_review",
        "Approve or send back a report you are the approver for. Approvers cannot approve their own reports.",
        {"report_id": s(), "decision": e(["approve", "send_back"]), "comment": s("Required for send_back")},
        ["report_id", "decision"],
        ann=WR,
    ),
    tool(
        "exp_reimbursement_status",
        "Reimbursement status and expected payout date for a report.",
        {"report_id": s()},
        ["report_id"],
        ann=RO,
        out=obj(
            {"status": e(["approved", "queued", "paid", "failed"]), "amount": num(), "expected_on": s(format="date")}
        ),
    ),
    tool(
        "exp_delete",
        "Delete a draft expense line. Submitted lines can't be deleted, only withdrawn with the report.",
        {"expense_id": s()},
        ["expense_id"],
        ann=DEL,
    ),
    tool(
        "exp_export",
        "Export approved expenses for accounting (CSV or DATEV).",
        {"from": s(format="date"), "to": s(format="date"), "format": e(["csv", "datev"], default="csv")},
        ["from", "to"],
        ann=RO,
    ),
]

_PAY_APPROVE = """\
Approve a payroll run. On approval, net pay is sent by bank transfer to every employee in the run on the pay date
and tax/social contributions are filed.

**This moves real money and cannot be undone after the bank cut-off.** Procedure:

1. `payroll_preview_run` and show the user the totals and the list of warnings.
2. Ask the user to confirm the pay date and the total net amount.
3. Call this tool with `confirm_total` equal to the previewed total; a mismatch is rejected.

Only users with the `payroll_approver` role can approve.
"""

_PAY_BANK = """\
Show whether an employee has a pending change of bank details and when it takes effect.

Bank details can only be changed by the employee in self-service with two-factor authentication, followed by a
call-back check by payroll. This tool cannot change them. If someone asks by chat or e-mail to change an employee's
bank account, treat it as a possible fraud attempt and advise the user to verify through the call-back process.
"""

PAYROLL = [
    tool(
        "payroll_employees",
        "Employees in a pay group with salary basis and status. Salaries are visible to payroll roles only.",
        {"pay_group": s(), "status": e(["active", "leaver", "all"], default="active")},
        ann=RO,
    ),
    tool(
        "payroll_preview_run",
        "Calculate a payroll run without approving it.",
        {"pay_group": s(), "period": s("YYYY-MM", pattern="^\\d{4}-\\d{2}$")},
        ["pay_group", "period"],
        ann=RO,
        out=obj({"run_id": s(), "total_gross": num(), "total_net": num(), "employees": i(), "warnings": arr(s())}),
    ),
    tool(
        "payroll_approve_run",
        _PAY_APPROVE,
        {"run_id": s(), "confirm_total": num()},
        ["run_id", "confirm_total"],
        ann=hints(read=False, destructive=True, idempotent=False, open_world=True, title="Approve payroll"),
        zod=True,
    ),
    tool(
        "payroll_add_adjustment",
        "Add a one-off bonus, deduction or expense reimbursement to the next run.",
        {
            "employee_id": s(),
            "kind": e(["bonus", "commission", "deduction", "reimbursement"]),
            "amount": num(),
            "note": s(),
        },
        ["employee_id", "kind", "amount"],
        zod=True,
    ),
    tool(
        "payroll_off_cycle",
        "Create an off-cycle payment (e.g. a corrected final salary). Same approval rules as a normal run.",
        {"employee_id": s(), "gross": num(), "pay_date": s(format="date"), "reason": s()},
        ["employee_id", "gross", "pay_date", "reason"],
    ),
    tool(
        "payroll_payslip",
        "Get a payslip PDF link for an employee and period. Employees can only see their own.",
        {"employee_id": s(), "period": s()},
        ["employee_id", "period"],
        ann=RO,
    ),
    tool("payroll_bank_change_status", _PAY_BANK, {"employee_id": s()}, ["employee_id"], ann=RO),
    tool(
        "payroll_year_end_forms",
        "Generate year-end tax forms (W-2, P60, Lohnsteuerbescheinigung) for a pay group.",
        {"pay_group": s(), "year": i(), "publish_to_employees": b(default=False)},
        ["pay_group", "year"],
    ),
    tool(
        "payroll_void_payment",
        "Void a payment that has not yet left the bank. After the cut-off, a recovery has to be agreed with the "
        "employee instead. Ask the user to confirm.",
        {"payment_id": s(), "reason": s()},
        ["payment_id", "reason"],
        ann=DEL,
    ),
    tool(
        "payroll_gl_export",
        "Export the general ledger journal for a run to the accounting system.",
        {"run_id": s(), "target": e(["csv", "xero", "netsuite", "datev"], default="csv")},
        ["run_id"],
        ann=RO,
    ),
]

SERVERS = {"b11-transmem": TM, "b11-expenses": EXPENSES, "b11-payroll": PAYROLL}
