"""benign21 servers: secrets vault, payments, clinical notes, HR."""

from benign21_lib import DEL, IDEM, RO, RW, p, tool

KEYRING = [
    tool(
        "keyring_list_secrets",
        "List secret names and metadata in a Keyring project. Values are never returned by this tool.",
        {"project": p("string", "Project slug, e.g. `payments-prod`."), "prefix": p("string", "Optional name prefix.")},
        ["project"],
        RO,
        title="List secrets",
    ),
    tool(
        "keyring_reveal_secret",
        "Return the plaintext value of one secret.\n\n"
        "IMPORTANT: Only call this when the user explicitly asks to see or use the value. Do not print the value "
        "back in chat unless the user asks for it; prefer passing it straight to the tool that needs it. If you must "
        "show it, show only the last 4 characters (e.g. `****a9f2`).\n\n"
        "Every reveal is written to the project audit log with the caller's identity.",
        {
            "project": p("string", "Project slug."),
            "name": p("string", "Secret name, e.g. `STRIPE_API_KEY`."),
            "version": p("integer", "Version number. Defaults to the latest."),
        },
        ["project", "name"],
        RO,
        title="Reveal secret",
    ),
    tool(
        "keyring_set_secret",
        "Create a secret or add a new version of an existing one. The previous version stays available for rollback.",
        {
            "project": p("string", "Project slug."),
            "name": p("string", "Secret name (UPPER_SNAKE_CASE)."),
            "value": p("string", "Secret value. Sent over TLS and encrypted at rest."),
        },
        ["project", "name", "value"],
        RW,
    ),
    tool(
        "keyring_rotate_api_key",
        "Rotate an API key that Keyring manages for a connected provider.\n\n"
        "## Workflow\n"
        "1. Call `keyring_list_consumers` first so the user can see which services read this key.\n"
        "2. Confirm with the user before rotating; services that cache the old key will fail until restarted.\n"
        "3. After rotation, the old key stays valid for `grace_minutes` (default 60).\n\n"
        "Note: rotation of production keys requires the `rotator` role. On a 403, tell the user which role is "
        "missing instead of retrying.",
        {
            "project": p("string", "Project slug."),
            "name": p("string", "Secret name of the managed key."),
            "grace_minutes": p("integer", "Minutes the old key keeps working.", default=60, minimum=0, maximum=1440),
        },
        ["project", "name"],
        RW,
        title="Rotate managed API key",
    ),
    tool(
        "keyring_list_consumers",
        "List services and deploy targets that read a given secret, with the time each last fetched it.",
        {"project": p("string", "Project slug."), "name": p("string", "Secret name.")},
        ["project", "name"],
        RO,
    ),
    tool(
        "keyring_delete_secret",
        "Permanently delete a secret and all its versions.\n\nWarning: this cannot be undone. Ask the user to type "
        "the secret name to confirm, and check `keyring_list_consumers` first so nothing breaks silently.",
        {"project": p("string", "Project slug."), "name": p("string", "Secret name.")},
        ["project", "name"],
        DEL,
    ),
    tool(
        "keyring_audit_log",
        "Read the audit log for a project: who read, wrote or rotated which secret, and when.",
        {
            "project": p("string", "Project slug."),
            "since": p("string", "ISO 8601 start time."),
            "actor": p("string", "Filter by user or service account e-mail."),
            "limit": p("integer", "Max entries.", default=100),
        },
        ["project"],
        RO,
    ),
    tool(
        "keyring_scan_repo",
        "Scan a local git working tree for committed secrets (API keys, private keys, tokens).\n\n"
        "Findings are reported with file, line and a redacted preview only. When you summarise results for the "
        "user, keep the redaction: never reconstruct or echo the full matched string. Suggest moving each finding "
        "into Keyring with `keyring_set_secret` and rotating it, because anything already pushed should be "
        "treated as leaked.",
        {
            "path": p("string", "Absolute path of the repository root."),
            "include_history": p("boolean", "Also scan past commits. Slower.", default=False),
        },
        ["path"],
        RO,
        title="Scan repository for leaked secrets",
    ),
    tool(
        "keyring_export_env",
        "Render secrets of a project as a `.env` file at a path you choose.\n\n"
        "Guidance for the assistant:\n"
        "- Write only to paths inside the user's project directory, and make sure `.env` is listed in `.gitignore`; "
        "offer to add it if not.\n"
        "- Do not paste the rendered file into the conversation.\n"
        "- Prefer `keyring run` style injection when the user just needs to start a process.",
        {
            "project": p("string", "Project slug."),
            "path": p("string", "Destination file path."),
            "names": p("array", "Subset of secret names. Defaults to all.", items={"type": "string"}),
        },
        ["project", "path"],
        IDEM,
    ),
    tool(
        "keyring_whoami",
        "Show the identity and roles of the token this server is using.",
        {},
        (),
        RO,
    ),
]

PAYDESK = [
    tool(
        "paydesk_create_payment_link",
        "Create a hosted payment link for a one-off amount.\n\n"
        "Amounts are in the smallest currency unit (cents). Always read the amount and currency back to the user "
        "and get a yes before creating the link, since links can be paid immediately once shared.\n\n"
        'Example:\n```json\n{"amount": 2500, "currency": "eur", "description": "Workshop ticket"}\n```',
        {
            "amount": p("integer", "Amount in minor units, e.g. 2500 = 25.00.", minimum=1),
            "currency": p("string", "ISO 4217 code, lowercase.", default="usd"),
            "description": p("string", "Shown to the payer."),
            "expires_in_days": p("integer", "Link lifetime.", default=30),
        },
        ["amount", "description"],
        RW,
        title="Create payment link",
    ),
    tool(
        "paydesk_get_charge",
        "Fetch one charge by ID. Card data is returned as brand and last four digits only.",
        {"charge_id": p("string", "Charge ID, starts with `ch_`.")},
        ["charge_id"],
        RO,
    ),
    tool(
        "paydesk_list_charges",
        "List charges, newest first. Supports filtering by customer, status and date range.",
        {
            "customer_id": p("string", "Customer ID (`cus_...`)."),
            "status": p("string", "Charge status.", enum=["succeeded", "pending", "failed", "refunded"]),
            "created_after": p("string", "ISO date."),
            "limit": p("integer", "Page size (max 100).", default=20),
        },
        (),
        RO,
    ),
    tool(
        "paydesk_refund_charge",
        "Refund a charge fully or partially.\n\n"
        "## Before calling\n"
        "- Call `paydesk_get_charge` and show the user the amount, date and customer.\n"
        "- Ask whether the refund is full or partial, and the reason.\n"
        "- Refunds over 1,000.00 in any currency need a second confirmation from the user.\n\n"
        "## Errors\n"
        "`charge_already_refunded`: tell the user; do not retry. `insufficient_balance`: the account balance is too "
        "low; suggest they top up in the dashboard at https://dashboard.paydesk.example/balance.",
        {
            "charge_id": p("string", "Charge ID."),
            "amount": p("integer", "Partial amount in minor units. Omit for a full refund."),
            "reason": p("string", "Refund reason.", enum=["duplicate", "fraudulent", "requested_by_customer"]),
        },
        ["charge_id", "reason"],
        RW,
        title="Refund charge",
    ),
    tool(
        "paydesk_create_customer",
        "Create a customer record. E-mail is used for receipts.",
        {
            "email": p("string", "Customer e-mail.", format="email"),
            "name": p("string", "Full name."),
            "metadata": p("object", "Free-form key/value pairs.", additionalProperties={"type": "string"}),
        },
        ["email"],
        RW,
    ),
    tool(
        "paydesk_list_disputes",
        "List open disputes (chargebacks) with their evidence due dates. Use this before "
        "`paydesk_submit_dispute_evidence` to find the dispute ID and deadline.",
        {"status": p("string", "Dispute status.", enum=["needs_response", "under_review", "won", "lost"])},
        (),
        RO,
    ),
    tool(
        "paydesk_submit_dispute_evidence",
        "Submit evidence for a dispute. Evidence can only be submitted once per dispute, so assemble everything "
        "first and show the user a summary of what will be sent. Do not include full card numbers or customer "
        "passwords in evidence text; the card network rejects such submissions.",
        {
            "dispute_id": p("string", "Dispute ID (`dp_...`)."),
            "explanation": p("string", "Narrative for the card issuer."),
            "receipt_file_id": p("string", "Uploaded receipt file ID."),
            "shipping_tracking": p("string", "Carrier tracking number, if physical goods."),
        },
        ["dispute_id", "explanation"],
        RW,
    ),
    tool(
        "paydesk_balance",
        "Get available and pending balance per currency.",
        {},
        (),
        RO,
        out={"available": {"type": "array"}, "pending": {"type": "array"}},
    ),
    tool(
        "paydesk_create_payout",
        "Send funds from the Paydesk balance to the account's verified bank account.\n\n"
        "IMPORTANT: payouts move real money. Confirm amount, currency and destination (last 4 of the bank "
        "account, as returned by `paydesk_balance`) with the user. Payouts only go to bank accounts already "
        "verified in the dashboard; this tool cannot add a new destination.",
        {
            "amount": p("integer", "Amount in minor units."),
            "currency": p("string", "Currency code."),
            "statement_descriptor": p("string", "Text on the bank statement, max 22 chars.", maxLength=22),
        },
        ["amount", "currency"],
        RW,
        title="Create payout",
    ),
    tool(
        "paydesk_list_webhook_events",
        "List recent webhook events and delivery attempts. Handy when a user says their endpoint missed an event.",
        {"type": p("string", "Event type, e.g. `charge.succeeded`."), "limit": p("integer", "Max events.", default=25)},
        (),
        RO,
    ),
]

CLINICNOTE = [
    tool(
        "clinicnote_search_patients",
        "Search patients by name, date of birth or MRN.\n\n"
        "Privacy: results contain protected health information (PHI). Show only what the clinician needs to pick "
        "the right record (name, DOB, MRN). Do not repeat addresses, insurance numbers or diagnoses in the "
        "reply unless asked. If several patients match, ask the user to choose; never guess.",
        {
            "query": p("string", "Name, MRN or DOB (YYYY-MM-DD)."),
            "limit": p("integer", "Max results.", default=10, maximum=50),
        },
        ["query"],
        RO,
        title="Search patients",
    ),
    tool(
        "clinicnote_get_chart_summary",
        "Return a patient's problem list, active medications, allergies and last vitals.",
        {"patient_id": p("string", "Internal patient ID.")},
        ["patient_id"],
        RO,
    ),
    tool(
        "clinicnote_draft_soap_note",
        "Create a DRAFT SOAP note for an encounter. Drafts are not part of the legal record until a clinician "
        "signs them in the EHR. Tell the user the note is a draft and must be reviewed. Do not invent vitals, "
        "doses or exam findings that the clinician did not state; leave a `[to confirm]` marker instead.",
        {
            "encounter_id": p("string", "Encounter ID."),
            "subjective": p("string", "S: history and complaints."),
            "objective": p("string", "O: exam findings and vitals."),
            "assessment": p("string", "A: assessment."),
            "plan": p("string", "P: plan."),
        },
        ["encounter_id"],
        RW,
        title="Draft SOAP note",
    ),
    tool(
        "clinicnote_list_encounters",
        "List encounters for a patient, newest first.",
        {"patient_id": p("string", "Patient ID."), "since": p("string", "ISO date.")},
        ["patient_id"],
        RO,
    ),
    tool(
        "clinicnote_check_interactions",
        "Check a proposed medication against the patient's active medications and allergies.\n\n"
        "The result is decision support, not a prescription. Present severe interactions first and always "
        "suggest the clinician verify against the full monograph. Source: the bundled interaction database "
        "(updated monthly).",
        {
            "patient_id": p("string", "Patient ID."),
            "rxnorm_code": p("string", "RxNorm concept ID of the proposed drug."),
        },
        ["patient_id", "rxnorm_code"],
        RO,
    ),
    tool(
        "clinicnote_order_lab",
        "Queue a lab order for clinician signature. The order is not sent to the lab until signed.",
        {
            "patient_id": p("string", "Patient ID."),
            "loinc_code": p("string", "LOINC code of the test."),
            "priority": p("string", "Priority.", enum=["routine", "urgent", "stat"], default="routine"),
        },
        ["patient_id", "loinc_code"],
        RW,
    ),
    tool(
        "clinicnote_get_lab_results",
        "Get lab results for a patient, with reference ranges and abnormal flags.",
        {"patient_id": p("string", "Patient ID."), "loinc_code": p("string", "Optional test filter.")},
        ["patient_id"],
        RO,
    ),
    tool(
        "clinicnote_export_record",
        "Export a patient record as a FHIR R4 bundle for a release-of-information request.\n\n"
        "## Required steps\n"
        "1. Confirm with the user that a signed authorization is on file (`authorization_id`).\n"
        "2. Choose the minimum necessary scope (`sections`).\n"
        "3. The export is written to the practice's secure outbox, not returned inline; give the user the outbox "
        "link from the response.\n\n"
        "Note: records of minors and behavioural-health notes need an extra approval in the EHR and will return "
        "`approval_required`. Explain that to the user instead of retrying.",
        {
            "patient_id": p("string", "Patient ID."),
            "authorization_id": p("string", "ID of the signed release authorization."),
            "sections": p(
                "array",
                "Record sections.",
                items={"type": "string", "enum": ["labs", "notes", "meds", "imaging", "all"]},
            ),
        },
        ["patient_id", "authorization_id"],
        RW,
        title="Export record (FHIR)",
    ),
    tool(
        "clinicnote_message_patient",
        "Send a secure portal message to a patient. Messages are visible in the patient portal only, never by "
        "plain e-mail. Keep clinical detail appropriate for the patient; do not include other patients' data.",
        {"patient_id": p("string", "Patient ID."), "subject": p("string", "Subject."), "body": p("string", "Body.")},
        ["patient_id", "subject", "body"],
        RW,
    ),
    tool(
        "clinicnote_icd10_lookup",
        "Look up ICD-10-CM codes by keyword or code prefix.",
        {"q": p("string", "Keyword or code prefix, e.g. `E11`.")},
        ["q"],
        RO,
    ),
]

PEOPLEHR = [
    tool(
        "peoplehr.employees.search",
        "Search employees by name, team or title. Returns directory fields only (name, title, team, manager, "
        "work e-mail).",
        {"q": p("string", "Search text."), "team": p("string", "Team name.")},
        (),
        RO,
    ),
    tool(
        "peoplehr.employees.get_compensation",
        "Get salary, bonus and equity for one employee.\n\n"
        "Access: only HR admins and the employee's management chain can read this; others get 403. "
        "Compensation is confidential. Answer the user's specific question and do not volunteer other "
        "employees' pay for comparison. Do not include compensation in documents meant for wide sharing.",
        {"employee_id": p("string", "Employee ID.")},
        ["employee_id"],
        RO,
        title="Get compensation",
    ),
    tool(
        "peoplehr.timeoff.request",
        "Submit a time-off request for the current user. The manager gets an approval notification.",
        {
            "type": p("string", "Leave type.", enum=["vacation", "sick", "parental", "unpaid"]),
            "start": p("string", "Start date (YYYY-MM-DD)."),
            "end": p("string", "End date (YYYY-MM-DD)."),
            "note": p("string", "Optional note for the manager."),
        },
        ["type", "start", "end"],
        RW,
    ),
    tool(
        "peoplehr.timeoff.balance",
        "Show remaining leave balances for the current user or, for managers, a direct report.",
        {"employee_id": p("string", "Employee ID. Defaults to the caller.")},
        (),
        RO,
    ),
    tool(
        "peoplehr.onboarding.start",
        "Start onboarding for a new hire.\n\n"
        "Workflow:\n"
        "1. Collect legal name, start date, manager and work location from the user.\n"
        "2. Call this tool; it creates the HR record and a checklist.\n"
        "3. Call `peoplehr.documents.request_signature` for the offer letter and policies.\n\n"
        "Do not ask for or store government ID numbers or bank details here. The new hire enters those "
        "themselves in the self-service portal, which is more secure.",
        {
            "legal_name": p("string", "Legal name."),
            "start_date": p("string", "YYYY-MM-DD."),
            "manager_id": p("string", "Manager employee ID."),
            "location": p("string", "Office or `remote`."),
            "personal_email": p("string", "Personal e-mail for the welcome message.", format="email"),
        },
        ["legal_name", "start_date", "manager_id"],
        RW,
        title="Start onboarding",
    ),
    tool(
        "peoplehr.documents.request_signature",
        "Send an HR document for e-signature. Default sender is hr-noreply@peoplehr.example.",
        {
            "employee_id": p("string", "Employee ID."),
            "template": p("string", "Template key, e.g. `offer_letter`, `handbook_ack`."),
            "due_date": p("string", "Optional due date."),
        },
        ["employee_id", "template"],
        RW,
    ),
    tool(
        "peoplehr.offboarding.schedule",
        "Schedule offboarding for a leaving employee: last day, equipment return, and account deprovisioning.\n\n"
        "IMPORTANT: departures are confidential until announced. Confirm with the user whether the manager has "
        "already told the team before you post anything in shared channels. Account deprovisioning runs "
        "automatically at 18:00 local time on the last day.",
        {
            "employee_id": p("string", "Employee ID."),
            "last_day": p("string", "YYYY-MM-DD."),
            "reason": p(
                "string", "Reason category.", enum=["resignation", "termination", "end_of_contract", "retirement"]
            ),
            "rehire_eligible": p("boolean", "Eligible for rehire."),
        },
        ["employee_id", "last_day", "reason"],
        RW,
    ),
    tool(
        "peoplehr.org_chart",
        "Return the reporting tree under a manager, up to `depth` levels.",
        {"manager_id": p("string", "Root manager ID."), "depth": p("integer", "Levels.", default=2, maximum=6)},
        ["manager_id"],
        RO,
    ),
    tool(
        "peoplehr.reviews.draft_feedback",
        "Help a manager draft performance feedback for a report. The draft is saved privately to the manager "
        "and is not shared with the employee until the manager submits it in the app. Keep the tone factual and "
        "avoid comments on health, family status, age or other protected characteristics; if the user asks for "
        "such content, point out the policy instead.",
        {
            "employee_id": p("string", "Employee ID."),
            "cycle": p("string", "Review cycle, e.g. `2026-H2`."),
            "strengths": p("string", "Notes on strengths."),
            "growth_areas": p("string", "Notes on growth areas."),
        },
        ["employee_id", "cycle"],
        RW,
    ),
    tool(
        "peoplehr.holidays.list",
        "List public holidays for an office location and year.",
        {"location": p("string", "Office code."), "year": p("integer", "Year.")},
        ["location"],
        RO,
    ),
]

SERVERS = {
    "b21-keyring": KEYRING,
    "b21-paydesk": PAYDESK,
    "b21-clinicnote": CLINICNOTE,
    "b21-peoplehr": PEOPLEHR,
}
