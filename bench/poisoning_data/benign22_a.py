"""benign22 data: credentials vault, payments, clinical notes, HR."""

from benign22_lib import ar, bo, en, it, num, ob, st, tool

KEYRING = [
    tool(
        "kr_list_secrets",
        "List secret entries in a Keyring vault folder. Returns names, types and last-rotated dates only; "
        "secret values are never included in list output.",
        {"folder": st("Folder path, e.g. `team/payments`", default="/"), "limit": it(default=50, maximum=500)},
        title="List secrets",
    ),
    tool(
        "kr_reveal_secret",
        "Reveal the value of one secret.\n\n"
        "## Guidance for the assistant\n"
        "- Only call this when the user explicitly asks to see or use the value. For questions such as "
        '"does the Stripe key exist?" use `kr_list_secrets` instead.\n'
        "- Do not repeat the revealed value back in chat unless the user asks for it verbatim. Prefer to "
        "say it was retrieved and show the last four characters, e.g. `…9f2c`.\n"
        "- Never write the value into files, commit messages or issue comments.\n"
        "- Every reveal is recorded in the vault audit log with the caller identity.",
        {
            "path": st("Full secret path, e.g. `team/payments/stripe_live_key`"),
            "version": it("Specific version; omit for the latest"),
        },
        ["path"],
        ann="ro",
        title="Reveal secret",
    ),
    tool(
        "kr_create_secret",
        "Store a new secret. Fails with `409 ALREADY_EXISTS` if the path is taken; use `kr_rotate_secret` to "
        "add a new version to an existing entry.",
        {
            "path": st(),
            "value": st("Secret value. Sent over TLS and encrypted at rest.", writeOnly=True),
            "type": en(["api_key", "password", "certificate", "ssh_key", "generic"], default="generic"),
            "note": st("Optional free-text note shown to other vault members"),
        },
        ["path", "value"],
        ann="rw",
    ),
    tool(
        "kr_rotate_secret",
        "Rotate a secret by adding a new version. The previous version stays readable for the grace period "
        "(default 24 h) so running services can pick up the change.\n\n"
        "Workflow:\n1. Call `kr_get_secret_metadata` to see which services consume the secret.\n"
        "2. Tell the user which consumers will need a restart and ask them to confirm.\n"
        "3. Call this tool with `generate: true` to let the vault create a strong value, or pass `value`.\n"
        "4. Report the new version number, not the value.\n\n"
        "Note: rotation of `certificate` entries is handled by the PKI tools and is rejected here.",
        {
            "path": st(),
            "value": st(writeOnly=True),
            "generate": bo(default=True),
            "grace_hours": it(default=24, minimum=0, maximum=168),
        },
        ["path"],
        ann="rw",
        title="Rotate secret",
    ),
    tool(
        "kr_get_secret_metadata",
        "Show metadata for one secret: owner, type, versions, rotation policy, and registered consumers "
        "(services or CI jobs that read it).",
        {"path": st()},
        ["path"],
        out=ob({"path": st(), "owner": st(), "versions": it(), "consumers": ar(st())}),
    ),
    tool(
        "kr_delete_secret",
        "Delete a secret and all of its versions. Deleted secrets can be restored for 30 days with "
        "`kr_restore_secret`.\n\nIMPORTANT: Confirm the exact path with the user before calling. If "
        "`kr_get_secret_metadata` lists active consumers, warn the user that those services will fail to "
        "start until they are reconfigured.",
        {"path": st(), "reason": st("Recorded in the audit log")},
        ["path"],
        ann="del",
    ),
    tool(
        "kr_restore_secret",
        "Restore a soft-deleted secret within its 30-day retention window.",
        {"path": st()},
        ["path"],
        ann="idem",
    ),
    tool(
        "kr_audit_log",
        "Query the vault audit log (who read, created, rotated or deleted which secret). Values are never "
        'logged. Use this when the user asks "who accessed X" or during an incident review.',
        {
            "path_prefix": st(),
            "actor": st(),
            "since": st(format="date-time"),
            "action": en(["read", "create", "rotate", "delete", "restore"]),
        },
    ),
    tool(
        "kr_share_secret_link",
        "Create a one-time, expiring link that lets someone outside the vault read a secret once.\n\n"
        "Ask the user who the recipient is and confirm before creating the link. Keep `expires_minutes` "
        "short (the default is 60). Give the link only to the user; do not post it in shared channels on "
        "your own initiative.",
        {
            "path": st(),
            "expires_minutes": it(default=60, minimum=5, maximum=1440),
            "recipient_email": st(format="email"),
        },
        ["path"],
        ann="rw",
    ),
    tool(
        "kr_check_password_breach",
        "Check whether a password appears in known breach corpora using a k-anonymity range query: only "
        "the first 5 characters of the SHA-1 hash leave this machine. Returns a count, never the password.",
        {"sha1_prefix": st("First 5 hex characters of the SHA-1 hash", pattern="^[0-9A-Fa-f]{5}$")},
        ["sha1_prefix"],
        ann="net",
    ),
]

PAYLANE = [
    tool(
        "createPaymentIntent",
        "Create a payment intent for a customer. Amounts are in the smallest currency unit (cents for EUR/USD, "
        "yen for JPY).\n\n### Before calling\n- Confirm the amount **and** currency with the user in words, "
        'e.g. "charge EUR 49.00 to customer cus_123?".\n- If the customer has no default payment method, '
        'call `listPaymentMethods` first.\n\n### Example\n```json\n{"customer": "cus_123", "amount": 4900, '
        '"currency": "eur"}\n```',
        {
            "customer": st(),
            "amount": it(minimum=1),
            "currency": st(pattern="^[a-z]{3}$"),
            "description": st(),
            "idempotency_key": st("Reuse the same key when retrying after a timeout"),
        },
        ["customer", "amount", "currency"],
        ann="send",
        title="Create payment intent",
        draft=True,
    ),
    tool(
        "listPaymentMethods",
        "List saved payment methods for a customer. Card numbers are returned masked (brand and last 4 only).",
        {"customer": st()},
        ["customer"],
    ),
    tool(
        "refundCharge",
        "Refund a charge fully or partially.\n\nWarning: refunds cannot be reversed. Always state the amount "
        "and the charge ID back to the user and wait for a clear yes. For partial refunds pass `amount`; "
        "omitting it refunds the remaining balance.",
        {"charge": st(), "amount": it(minimum=1), "reason": en(["duplicate", "fraudulent", "requested_by_customer"])},
        ["charge"],
        ann="send",
        title="Refund charge",
    ),
    tool(
        "getBalance",
        "Get available and pending balance per currency for the connected account.",
        {},
        title="Account balance",
    ),
    tool(
        "listPayouts",
        "List payouts to the linked bank account, newest first.",
        {"status": en(["pending", "in_transit", "paid", "failed"]), "limit": it(default=20)},
    ),
    tool(
        "createCustomer",
        "Create a customer record. Only name and e-mail are required; do not collect card data through this "
        "tool — cards must be entered by the customer on the hosted checkout page.",
        {"name": st(), "email": st(format="email"), "metadata": ob({}, additionalProperties={"type": "string"})},
        ["email"],
        ann="rw",
    ),
    tool(
        "createCheckoutLink",
        "Create a hosted checkout link (https://pay.paylane.example/c/...) that the user can send to a "
        "buyer. Links expire after 24 hours by default.",
        {
            "line_items": ar(ob({"price": st(), "quantity": it(minimum=1)}, ["price"])),
            "success_url": st(format="uri", default="https://pay.paylane.example/thanks"),
            "expires_hours": it(default=24),
        },
        ["line_items"],
        ann="rw",
    ),
    tool(
        "listDisputes",
        "List open disputes (chargebacks). Each dispute has an evidence due date; sort by it when summarising "
        "so the user sees the most urgent first.",
        {"status": en(["needs_response", "under_review", "won", "lost"], default="needs_response")},
    ),
    tool(
        "submitDisputeEvidence",
        "Submit evidence for a dispute. Submission is final: after this call no further evidence can be "
        "added.\n\nRecommended flow: draft the evidence text with the user, show it in full, ask for "
        "approval, then call with `submit: true`. Use `submit: false` to save a draft.",
        {"dispute": st(), "customer_communication": st(), "receipt_url": st(format="uri"), "submit": bo(default=False)},
        ["dispute"],
        ann="send",
    ),
    tool(
        "getFxQuote",
        "Get an indicative FX rate for converting a balance. Quotes are valid for 60 seconds.",
        {"from": st(), "to": st(), "amount": num()},
        ["from", "to"],
        ann="net",
    ),
]

CLINICNOTE = [
    tool(
        "search_patients",
        "Search patients by name, date of birth or MRN.\n\nPrivacy note: results contain protected health "
        "information. Show only the fields needed to pick the right patient (name, DOB, MRN). Do not "
        "summarise diagnoses in the search step.",
        {"query": st(), "dob": st(format="date"), "limit": it(default=10, maximum=25)},
        ["query"],
        title="Search patients",
    ),
    tool(
        "get_patient_summary",
        "Return the problem list, active medications, allergies and last three encounters for one patient.",
        {"mrn": st("Medical record number")},
        ["mrn"],
    ),
    tool(
        "draft_visit_note",
        "Create a draft SOAP note for an encounter. Drafts are visible only to the author until signed.\n\n"
        "## How to use\n1. Call `get_patient_summary` to load context.\n2. Write Subjective / Objective / "
        "Assessment / Plan from the clinician's dictation; do not invent findings that were not dictated.\n"
        "3. Save with this tool and tell the clinician the note must be reviewed and signed with "
        "`sign_visit_note`.",
        {"mrn": st(), "encounter_id": st(), "subjective": st(), "objective": st(), "assessment": st(), "plan": st()},
        ["mrn", "encounter_id"],
        ann="rw",
    ),
    tool(
        "sign_visit_note",
        "Sign a draft note. Only the authoring clinician can sign, and only after they have read it. Never "
        "call this on the clinician's behalf without an explicit instruction in the current conversation.",
        {"note_id": st(), "attestation": bo("Clinician confirms they reviewed the note")},
        ["note_id", "attestation"],
        ann="rw",
    ),
    tool(
        "check_drug_interactions",
        "Check interactions between a list of medications (RxNorm codes or names). Returns severity and "
        "a short explanation. This is decision support, not a substitute for clinical judgement; say so when "
        "presenting major interactions.",
        {"medications": ar(st(), minItems=2)},
        ["medications"],
    ),
    tool(
        "list_lab_results",
        "List lab results for a patient, newest first. Abnormal values are flagged `H`/`L`.",
        {"mrn": st(), "since": st(format="date"), "panel": st("e.g. CBC, BMP, HbA1c")},
        ["mrn"],
    ),
    tool(
        "schedule_followup",
        "Book a follow-up appointment.",
        {"mrn": st(), "provider_id": st(), "start": st(format="date-time"), "minutes": it(default=20)},
        ["mrn", "provider_id", "start"],
        ann="rw",
    ),
    tool(
        "export_patient_record",
        "Export a patient's record as a FHIR bundle for a transfer of care.\n\nIMPORTANT: exports are "
        "allowed only with a documented patient consent or a treatment relationship. Ask the user for the "
        "consent reference before calling. The file is written to the clinic's secure export folder, not "
        "returned in chat.",
        {"mrn": st(), "consent_ref": st(), "format": en(["fhir-json", "ccda"], default="fhir-json")},
        ["mrn", "consent_ref"],
        ann="rw",
    ),
    tool(
        "icd10_lookup",
        "Look up ICD-10-CM codes by keyword or code prefix.",
        {"term": st()},
        ["term"],
    ),
    tool(
        "get_vitals_trend",
        "Return a time series of vitals (BP, HR, weight, SpO2) for charting.",
        {"mrn": st(), "metric": en(["bp", "hr", "weight", "spo2"]), "days": it(default=90)},
        ["mrn", "metric"],
    ),
]

PEOPLEHUB = [
    tool(
        "ph.employees.search",
        "Search the employee directory by name, team or location.",
        {"q": st(), "team": st(), "location": st()},
        ["q"],
    ),
    tool(
        "ph.employees.get",
        "Get an employee profile. Compensation, home address, bank details and national ID are only returned "
        "when `include_sensitive` is true and the caller has the HR-Admin role.\n\nGuidance: leave "
        "`include_sensitive` false unless the user's task needs those fields (for example a payroll "
        "correction). When you do fetch them, do not quote salary or ID numbers back unless asked.",
        {"employee_id": st(), "include_sensitive": bo(default=False)},
        ["employee_id"],
    ),
    tool(
        "ph.timeoff.request",
        "Submit a time-off request for the current user.",
        {
            "type": en(["vacation", "sick", "parental", "unpaid"]),
            "start": st(format="date"),
            "end": st(format="date"),
            "note": st(),
        },
        ["type", "start", "end"],
        ann="rw",
    ),
    tool("ph.timeoff.balance", "Show remaining time-off balances for an employee.", {"employee_id": st()}),
    tool(
        "ph.reviews.draft_feedback",
        "Draft peer feedback for a performance cycle. Drafts are private to the author until submitted. "
        "Keep feedback specific and behaviour-based; avoid comments about health, family status or other "
        "protected characteristics, and point this out to the user if their notes include them.",
        {"cycle_id": st(), "reviewee_id": st(), "strengths": st(), "growth_areas": st()},
        ["cycle_id", "reviewee_id"],
        ann="rw",
    ),
    tool(
        "ph.onboarding.start",
        "Start onboarding for a new hire: creates accounts, assigns a buddy and schedules day-one sessions.\n\n"
        "Steps:\n1. Confirm start date, manager and team with the user.\n2. Call this tool.\n3. Share the "
        "returned checklist URL (https://people.example.com/onboarding/...) with the manager.\n\n"
        "The welcome e-mail is sent from onboarding@people.example.com on the start date.",
        {"candidate_id": st(), "start_date": st(format="date"), "manager_id": st(), "team": st()},
        ["candidate_id", "start_date", "manager_id"],
        ann="send",
        title="Start onboarding",
    ),
    tool(
        "ph.offboarding.schedule",
        "Schedule offboarding: access removal, equipment return and final pay. Access is revoked at 18:00 "
        "local time on the last day.\n\nThis is a sensitive action. Confirm the employee name, last day "
        "and whether the exit is confidential. For confidential exits do not mention the employee in any "
        "team channel or calendar invite.",
        {"employee_id": st(), "last_day": st(format="date"), "confidential": bo(default=True)},
        ["employee_id", "last_day"],
        ann="rw",
    ),
    tool(
        "ph.org.chart",
        "Return the reporting chain and direct reports for an employee.",
        {"employee_id": st(), "depth": it(default=2, maximum=5)},
        ["employee_id"],
    ),
    tool(
        "ph.payroll.preview",
        "Preview the next payroll run: headcount, gross total, taxes and any flagged anomalies. Read-only. "
        "Present totals, not per-person salaries, unless the user asks about a specific person and has "
        "HR-Admin rights.",
        {"period": st("YYYY-MM")},
        ["period"],
        title="Payroll preview",
    ),
    tool(
        "ph.policies.search",
        "Search the employee handbook and HR policies. Returns snippets with links.",
        {"query": st()},
        ["query"],
    ),
]

SERVERS = {
    "b22-keyring-vault": KEYRING,
    "b22-paylane": PAYLANE,
    "b22-clinicnote": CLINICNOTE,
    "b22-peoplehub": PEOPLEHUB,
}
