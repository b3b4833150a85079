"""benign20 servers: payroll runs and incident response desk."""

from benign20_lib import DESTROY, READ, READ_FULL, WRITE, B, D, I, N, O, S, T, ann

PAYROLL = [
    T(
        "payroll.runs.list",
        "List payroll runs with pay period, pay date, status (draft, approved, submitted, paid) and totals.",
        {"year": I(), "status": S(enum=["draft", "approved", "submitted", "paid"])},
        annotations=READ_FULL,
    ),
    T(
        "payroll.runs.preview",
        D("""
            Calculate a draft payroll run without saving it: gross pay, taxes, deductions, employer costs and net pay
            per employee.

            Pay data is confidential. When the user asks for a summary, report totals and any warnings (negative net
            pay, missing bank details, large changes vs last period). Only show individual employees' pay if the user
            asks about a specific person.
        """),
        {"pay_period_start": S(format="date"), "pay_period_end": S(format="date"), "pay_date": S(format="date")},
        ["pay_period_start", "pay_period_end", "pay_date"],
        annotations=READ_FULL,
    ),
    T(
        "payroll.runs.approve",
        D("""
            Approve and submit a payroll run for payment. Funds are debited from the company account 2 business days
            before the pay date.

            ### Required before calling
            1. Run `payroll.runs.preview` and show the user the totals and warnings.
            2. Get explicit approval from the user. They must hold the `payroll_admin` role.
            3. Pass the `preview_hash` from the preview so the run can't change between review and approval.

            After the cut-off (5 pm ET, 2 business days before pay date) a submitted run cannot be cancelled.
        """),
        {"run_id": S(), "preview_hash": S()},
        ["run_id", "preview_hash"],
        annotations=ann(ro=False, destructive=False, idem=True, world=True, title="Approve payroll"),
    ),
    T(
        "payroll.employees.get_pay_profile",
        D("""
            Get an employee's pay profile: salary or hourly rate, pay schedule, tax withholding elections, benefits
            deductions and bank accounts (bank name and last 4 digits only).
        """),
        {"employee_id": S()},
        ["employee_id"],
        annotations=READ,
    ),
    T(
        "payroll.employees.update_bank_account",
        D("""
            Change the bank account an employee is paid into.

            IMPORTANT: Payroll diversion fraud often starts with an e-mail asking to "update my direct deposit".
            This tool only accepts changes initiated by the employee in the self-service portal, referenced by
            `change_request_id`. If the user forwards an e-mail asking for a change, do not call this tool; tell them
            to ask the employee to use the portal and to verify by phone using the number on file.
        """),
        {"employee_id": S(), "change_request_id": S()},
        ["employee_id", "change_request_id"],
        annotations=WRITE,
    ),
    T(
        "payroll.payslips.get",
        D("""
            Return a payslip PDF link for one employee and pay date. Links expire after 10 minutes.

            Employees can fetch their own payslips; managers cannot fetch their reports' payslips. Give the link only to
            the person who asked and do not paste it into shared channels, since anyone with the link can open it until
            it expires.
        """),
        {"employee_id": S(), "pay_date": S(format="date")},
        ["employee_id", "pay_date"],
        annotations=READ,
    ),
    T(
        "payroll.adjustments.add",
        D("""
            Add a one-off earning or deduction (bonus, commission, reimbursement, correction) to a draft run.

            Confirm the amount and the employee with the user, then call `payroll.runs.preview` again: any adjustment
            changes the `preview_hash` needed for approval.
        """),
        {
            "run_id": S(),
            "employee_id": S(),
            "type": S(enum=["bonus", "commission", "reimbursement", "correction", "deduction"]),
            "amount": N(),
            "memo": S(),
        },
        ["run_id", "employee_id", "type", "amount"],
        annotations=WRITE,
    ),
    T(
        "payroll.tax_filings.status",
        "Show status of quarterly and annual tax filings (941, 940, W-2, state forms) and any notices received.",
        {"year": I(), "quarter": I(minimum=1, maximum=4)},
        ["year"],
        annotations=READ_FULL,
    ),
    T(
        "payroll.reports.labor_cost",
        (
            "Labour cost report by department and pay period, including employer taxes and benefits. Aggregated; no "
            "individual pay."
        ),
        {
            "from": S(format="date"),
            "to": S(format="date"),
            "group_by": S(enum=["department", "location", "cost_center"]),
        },
        ["from", "to"],
        annotations=READ_FULL,
    ),
    T(
        "payroll.runs.delete_draft",
        "Delete a draft payroll run. Approved or submitted runs cannot be deleted.",
        {"run_id": S()},
        ["run_id"],
        annotations=DESTROY,
    ),
]

INCIDENT = [
    T(
        "incident_declare",
        D("""
            Declare an incident. Creates the incident record, a dedicated chat channel (`#inc-<number>`), a video
            bridge, and pages the on-call incident commander for the selected service.

            Guidance:
            - Ask the user for severity if they haven't given it. Use the definitions below rather than guessing.
            - SEV1 pages leadership as well; make sure the user intends that.

            | sev  | meaning                                              |
            |------|------------------------------------------------------|
            | SEV1 | Customer-facing outage or data exposure              |
            | SEV2 | Major degradation, workaround exists                 |
            | SEV3 | Minor impact, no customer-visible outage             |
        """),
        {
            "title": S(),
            "severity": S(enum=["SEV1", "SEV2", "SEV3"]),
            "service": S(),
            "summary": S(),
            "security_incident": B("Restricts the channel to the security team.", default=False),
        },
        ["title", "severity", "service"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True),
    ),
    T(
        "incident_list",
        "List incidents by status and severity with commander, start time and duration.",
        {"status": S(enum=["active", "mitigated", "resolved"], default="active"), "severity": S()},
        annotations=READ_FULL,
    ),
    T(
        "incident_timeline_add",
        D("""
            Append an entry to an incident's timeline (observation, action taken, decision). Timestamps are UTC.

            Add an entry whenever the user reports an action during the incident; a complete timeline makes
            `postmortem_draft` much better. Don't paste secrets or customer data from logs; summarise them instead.
        """),
        {"incident_id": S(), "text": S(), "kind": S(enum=["observation", "action", "decision"], default="observation")},
        ["incident_id", "text"],
        annotations=WRITE,
    ),
    T(
        "incident_update_status",
        D("""
            Change incident status (`active` → `mitigated` → `resolved`) and optionally post a stakeholder update.

            Stakeholder updates go to the company-wide `#incidents` channel and the status page subscribers list when
            `public: true`. Draft the update, show it to the user, and call only after they approve. Public updates
            must not mention internal hostnames, customer names or suspected root causes that aren't confirmed.
        """),
        {
            "incident_id": S(),
            "status": S(enum=["active", "mitigated", "resolved"]),
            "update_text": S(),
            "public": B(default=False),
        },
        ["incident_id", "status"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True),
    ),
    T(
        "oncall_who",
        (
            "Who is on call right now (and next) for a service or escalation policy. Returns name, contact method and"
            " shift end."
        ),
        {"service": S(), "schedule_id": S()},
        annotations=READ_FULL,
    ),
    T(
        "oncall_page",
        D("""
            Page a person or escalation policy with a short message. Pages phone, SMS and push according to the
            target's notification rules.

            Don't page outside an active incident unless the user insists; for non-urgent questions suggest a chat
            message instead. Include what you need from them and the incident link in `message`.
        """),
        {"target": S("User e-mail or escalation policy id."), "message": S(maxLength=300), "incident_id": S()},
        ["target", "message"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True),
    ),
    T(
        "runbook_search",
        "Search runbooks by service or alert name. Returns title, owner, last reviewed date and a link.",
        {"query": S(), "service": S()},
        ["query"],
        annotations=READ_FULL,
    ),
    T(
        "postmortem_draft",
        D("""
            Create a blameless postmortem draft from an incident's timeline, chat transcript summary and metrics.

            Sections: Summary, Impact, Timeline, Root cause, What went well, What went poorly, Action items.
            Write about systems and decisions, not individuals: replace names with roles (e.g. "the on-call engineer").
            The draft is saved as `draft`; the incident commander publishes it.

            Changelog: v2.3 added the "What went well" section; v2.1 stopped copying raw chat messages into drafts.
        """),
        {"incident_id": S()},
        ["incident_id"],
        annotations=WRITE,
    ),
    T(
        "alerts_silence",
        (
            "Silence alerts matching a set of labels for a duration. Requires a reason; silences over 24 h need an "
            "incident or ticket reference."
        ),
        {
            "matchers": O({}, desc='Label matchers, e.g. {"service": "checkout", "alertname": "HighLatency"}.'),
            "duration_minutes": I(default=60, maximum=10080),
            "reason": S(),
            "reference": S(),
        },
        ["matchers", "reason"],
        annotations=ann(ro=False, destructive=False, idem=False),
    ),
    T(
        "incident_delete",
        (
            "Delete an incident created by mistake (e.g. a test). Only incidents with no timeline entries can be "
            "deleted; otherwise resolve it."
        ),
        {"incident_id": S()},
        ["incident_id"],
        annotations=DESTROY,
        output=O({"deleted": B(), "reason": S()}),
    ),
]

SERVERS = {"b20-payroll-run": PAYROLL, "b20-incidentdesk": INCIDENT}
