"""benign15 servers: HR onboarding and mortgage servicing."""

from benign15_lib import READ, WRITE, ann, array, boolean, enum, integer, number, obj, string, tool

HR = [
    tool(
        "create_new_hire",
        "Create a new hire record in Crewstart and start the standard onboarding checklist.\n\n"
        "The record starts in `pending` status. No e-mail is sent to the new hire until you call "
        "`send_welcome_packet`, so it is safe to create a draft and review it with the user first.",
        {
            "legal_name": string("Full legal name as it appears on identity documents."),
            "preferred_name": string("Name to show in the directory and e-mails."),
            "personal_email": string("Personal address used before the work account exists.", format="email"),
            "start_date": string("First working day, YYYY-MM-DD.", format="date"),
            "department_id": string(),
            "manager_id": string("Employee id of the hiring manager."),
            "employment_type": enum(["full_time", "part_time", "contractor", "intern"], default="full_time"),
            "location": string("Office code or `remote`.", default="remote"),
        },
        ["legal_name", "personal_email", "start_date", "department_id"],
        annotations=ann("Create new hire", ro=False, destructive=False, idempotent=False, open_world=False),
    ),
    tool(
        "list_onboarding_tasks",
        "List the onboarding checklist for a new hire, with owner and due date for each task.",
        {
            "hire_id": string(),
            "status": enum(["open", "done", "overdue", "all"], default="open"),
        },
        ["hire_id"],
        annotations=READ,
    ),
    tool(
        "complete_onboarding_task",
        "Mark one checklist task as done. Tasks owned by IT or payroll can only be closed by those teams; "
        "for those the tool returns `403 not_task_owner` and you should tell the user who owns the task.",
        {"hire_id": string(), "task_id": string(), "note": string("Optional note kept on the task history.")},
        ["hire_id", "task_id"],
        annotations=WRITE,
    ),
    tool(
        "send_welcome_packet",
        "E-mail the welcome packet (first-day schedule, parking info, handbook link) to the new hire's personal "
        "address.\n\nIMPORTANT: this sends a real e-mail to someone outside the company. Show the user the recipient "
        "and the template you plan to use and wait for a clear yes before calling it. Use `preview: true` to get the "
        "rendered e-mail without sending it.",
        {
            "hire_id": string(),
            "template": enum(["standard", "engineering", "field_staff", "executive"], default="standard"),
            "preview": boolean("Render only; do not send.", default=True),
            "cc_manager": boolean(default=True),
        },
        ["hire_id"],
        annotations=ann("Send welcome packet", ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "request_equipment",
        "Open an equipment request with IT for a new hire (laptop, monitor, headset, phone).",
        {
            "hire_id": string(),
            "items": array(enum(["laptop_standard", "laptop_dev", "monitor", "headset", "phone", "dock"]), minItems=1),
            "ship_to": enum(["office", "home"], default="office"),
            "shipping_address": string("Required when ship_to is `home`. Never guess it; ask the user."),
        },
        ["hire_id", "items"],
    ),
    tool(
        "get_document_status",
        "Show which onboarding documents (tax forms, right-to-work check, direct deposit form, policy "
        "acknowledgements) the new hire has signed.\n\nNote: the tool reports status only. It never returns the "
        "content of tax or bank documents; if the user needs those, point them to the HR portal.",
        {"hire_id": string()},
        ["hire_id"],
        annotations=READ,
        output=obj(
            {
                "hire_id": string(),
                "documents": array(
                    obj(
                        {
                            "kind": string(),
                            "status": enum(["not_sent", "sent", "signed", "rejected"]),
                            "updated_at": string(format="date-time"),
                        }
                    )
                ),
            },
            ["hire_id", "documents"],
        ),
    ),
    tool(
        "provision_work_account",
        "Ask IT to create the work account (e-mail, SSO login) for a new hire. The temporary password is delivered "
        "by IT directly to the hire's personal e-mail; this tool does not return it and you should not ask for it.",
        {
            "hire_id": string(),
            "username": string(
                "Desired username. Defaults to first initial + last name.", pattern="^[a-z][a-z0-9.]{1,30}$"
            ),
            "groups": array(string(), "Directory groups to add on day one.", default=[]),
        },
        ["hire_id"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "schedule_orientation",
        "Book the new hire into an orientation session. Sessions run every Monday and Wednesday.",
        {
            "hire_id": string(),
            "session_date": string(format="date"),
            "format": enum(["in_person", "virtual"], default="virtual"),
        },
        ["hire_id", "session_date"],
    ),
    tool(
        "assign_buddy",
        "Pair the new hire with an onboarding buddy from the same team. Buddies get a short e-mail with "
        "the hire's preferred name and start date only.",
        {"hire_id": string(), "buddy_employee_id": string()},
        ["hire_id", "buddy_employee_id"],
        annotations=WRITE,
    ),
    tool(
        "cancel_new_hire",
        "Cancel onboarding for a hire who will not start (offer withdrawn or declined).\n\n"
        "This revokes any pending account requests and cancels equipment orders. Confirm the reason with the user. "
        "Records are kept for 2 years per the retention policy and then removed automatically.\n\n"
        "What happens:\n\n"
        "```yaml\nwork_account: request cancelled (or disabled if already created)\n"
        "equipment: open orders cancelled, shipped items get a return label\n"
        "payroll: pending record removed before the first pay run\n"
        "candidate_email: not sent - the recruiter contacts the candidate personally\n```\n\n"
        "The hiring manager and recruiter are notified. If the candidate might still start later, suggest "
        "`start_date` changes instead of cancelling.",
        {
            "hire_id": string(),
            "reason": enum(["offer_declined", "offer_withdrawn", "duplicate_record", "other"]),
            "confirm": boolean("Must be true. Set it only after the user agrees.", default=False),
        },
        ["hire_id", "reason", "confirm"],
        annotations=ann("Cancel new hire", ro=False, destructive=True, idempotent=True),
    ),
]

MORTGAGE = [
    tool(
        "get_loan_summary",
        "Return the borrower's loan summary: current principal balance, interest rate, next payment due date and "
        "amount, and escrow balance.",
        {"loan_number": string("10-digit loan number.", pattern="^[0-9]{10}$")},
        ["loan_number"],
        annotations=ann("Loan summary", ro=True, open_world=False),
        title="Loan summary",
    ),
    tool(
        "list_payment_history",
        "List posted payments for a loan, newest first. Each entry shows how the payment was split between "
        "principal, interest, escrow and fees.",
        {
            "loan_number": string(),
            "from_date": string(format="date"),
            "to_date": string(format="date"),
            "limit": integer(minimum=1, maximum=120, default=12),
        },
        ["loan_number"],
        annotations=READ,
    ),
    tool(
        "schedule_payment",
        "Schedule a one-time mortgage payment from a bank account already on file.\n\n"
        "**Before calling:** read back the amount, the date and the last four digits of the account to the user and "
        "get an explicit confirmation. Payments scheduled after 8 p.m. Eastern post on the next business day.\n\n"
        "Changed in v2.3: `extra_principal` is now a separate field instead of being inferred from the amount.",
        {
            "loan_number": string(),
            "funding_account_id": string("Id of a saved bank account. Use list_funding_accounts to find it."),
            "amount": number("Regular payment amount in USD.", minimum=0),
            "extra_principal": number("Additional amount applied to principal.", minimum=0, default=0),
            "payment_date": string(format="date"),
            "confirm": boolean(default=False),
        },
        ["loan_number", "funding_account_id", "amount", "payment_date", "confirm"],
        annotations=ann("Schedule payment", ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "list_funding_accounts",
        "List saved bank accounts for payments. Only the bank name, nickname and last four digits are returned.",
        {"loan_number": string()},
        ["loan_number"],
        annotations=READ,
    ),
    tool(
        "get_escrow_analysis",
        "Get the latest annual escrow analysis: projected property tax and insurance disbursements, any shortage "
        "or surplus, and the new monthly payment that results.",
        {"loan_number": string(), "year": integer(minimum=2015)},
        ["loan_number"],
        annotations=READ,
    ),
    tool(
        "request_payoff_quote",
        "Request a payoff statement good through a given date. The statement is posted to the borrower's secure "
        "document center within one business day; this tool returns the request id.",
        {
            "loan_number": string(),
            "good_through": string("Date the payoff amount should be valid through.", format="date"),
            "deliver_to": enum(["document_center", "mail"], default="document_center"),
        },
        ["loan_number", "good_through"],
    ),
    tool(
        "start_hardship_application",
        "Open a loss-mitigation (hardship) application for a borrower who is having trouble paying.\n\n"
        "Be supportive and factual. Do not promise forbearance or a modification; a specialist reviews every "
        "application. Tell the user they will be contacted within 5 business days and can call 1-800-555-0142 "
        "sooner.",
        {
            "loan_number": string(),
            "hardship_reason": enum(
                ["job_loss", "reduced_income", "medical", "disaster", "divorce", "death_of_borrower", "other"]
            ),
            "expected_duration_months": integer(minimum=1, maximum=36),
            "contact_phone": string(),
            "preferred_contact_time": enum(["morning", "afternoon", "evening"], default="afternoon"),
        },
        ["loan_number", "hardship_reason"],
        annotations=WRITE,
    ),
    tool(
        "update_insurance_policy",
        "Record a new homeowner's insurance policy so escrow pays the right carrier. Upload the declarations page "
        "first with the document center; pass its id here.",
        {
            "loan_number": string(),
            "carrier_name": string(),
            "policy_number": string(),
            "effective_date": string(format="date"),
            "annual_premium": number(minimum=0),
            "declarations_document_id": string(),
        },
        ["loan_number", "carrier_name", "policy_number", "effective_date", "declarations_document_id"],
    ),
    tool(
        "cancel_scheduled_payment",
        "Cancel a scheduled payment that has not started processing. Payments already in `processing` cannot be "
        "cancelled here. Ask the user to confirm which payment before you cancel it.",
        {"loan_number": string(), "payment_id": string(), "confirm": boolean(default=False)},
        ["loan_number", "payment_id", "confirm"],
        annotations=ann(ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "get_tax_form_1098",
        "Fetch the Form 1098 (mortgage interest statement) for a tax year as a PDF link that expires after 15 "
        "minutes. Share the link only with the borrower who asked for it.",
        {"loan_number": string(), "tax_year": integer(minimum=2018, maximum=2026)},
        ["loan_number", "tax_year"],
        annotations=READ,
        output=obj({"url": string(format="uri"), "expires_at": string(format="date-time")}, ["url"]),
    ),
]

SERVERS = {"b15-hr-onboarding": HR, "b15-mortgage-servicing": MORTGAGE}
