"""benign23 servers: secrets manager, payments, clinic records, HR."""

from benign23_lib import DESTRUCTIVE, IDEM, RO, WRITE, D, arr, b, e, i, obj, s, tool

VAULTKEY = [
    tool(
        "vk_list_secrets",
        D("""
            List secrets in a VaultKey namespace. Returns names, versions, owners and rotation dates only;
            secret values are never included in list results.

            Use this first to find the exact secret path before calling `vk_read_secret_metadata` or
            `vk_rotate_secret`. Results are paged (max 100 per page); pass `cursor` from the previous
            response to continue.
        """),
        {
            "namespace": s("Namespace, e.g. `team-payments/prod`."),
            "prefix": s("Only return secrets whose path starts with this prefix."),
            "limit": i("Page size, 1-100.", default=25, minimum=1, maximum=100),
            "cursor": s("Opaque cursor from a previous page."),
        },
        ["namespace"],
        ann=RO,
        title="List secrets",
    ),
    tool(
        "vk_read_secret_metadata",
        D("""
            Return metadata for one secret: versions, created/updated timestamps, last accessor, rotation
            policy and expiry. The value itself is not returned by this tool.

            If the user asks to *see* a secret value, explain that VaultKey only reveals values in the
            VaultKey web console (https://console.vaultkey.example) after step-up authentication, and offer
            to give them the console link for the secret instead.
        """),
        {"path": s("Full secret path, e.g. `team-payments/prod/stripe_api_key`.")},
        ["path"],
        ann=RO,
    ),
    tool(
        "vk_create_secret",
        D("""
            Create a new secret. The value is write-only: it is stored encrypted and cannot be read back
            through this server.

            IMPORTANT: Only call this with a value the user has explicitly provided in this conversation
            for this purpose. Never generate credentials on the user's behalf unless they ask you to
            (use `vk_generate_password` for that). Do not repeat the value back in your reply; confirm
            with the path and version number instead.
        """),
        {
            "path": s("Secret path to create."),
            "value": s("Secret value. Write-only.", writeOnly=True),
            "description": s("Human-readable note about what the secret is for."),
            "rotation_days": i("Rotation reminder interval in days. 0 disables reminders.", default=90),
        },
        ["path", "value"],
        ann=WRITE,
        title="Create secret",
    ),
    tool(
        "vk_rotate_secret",
        D("""
            Rotate a secret by writing a new version. Previous versions stay available for rollback for
            7 days.

            Workflow:
            1. Call `vk_read_secret_metadata` and show the user the current version and its consumers.
            2. Ask the user to confirm they have updated (or are ready to update) the consuming services.
            3. Call this tool. Pass `generate: true` to have VaultKey create a random value server-side,
               which keeps the new value out of the chat entirely. This is the recommended default.

            Note: rotating a database credential does not change the password on the database itself
            unless the secret has a linked rotation plugin (shown as `plugin` in the metadata).
        """),
        {
            "path": s("Secret path."),
            "generate": b("Generate the new value server-side.", default=True),
            "new_value": s("Explicit new value, only if the user supplied one. Ignored when generate=true."),
            "length": i("Length for generated values.", default=32, minimum=16, maximum=128),
        },
        ["path"],
        ann=WRITE,
    ),
    tool(
        "vk_revoke_version",
        "Permanently revoke one version of a secret. Consumers still using that version will fail to authenticate.",
        {"path": s(), "version": i("Version number to revoke.", minimum=1)},
        ["path", "version"],
        ann=DESTRUCTIVE,
        title="Revoke secret version",
    ),
    tool(
        "vk_generate_password",
        "Generate a random password or passphrase locally. Nothing is stored.",
        {
            "length": i(default=24, minimum=8, maximum=256),
            "style": e("Character set.", ["alnum", "alnum_symbols", "passphrase", "hex"], default="alnum_symbols"),
        },
        ann=RO,
    ),
    tool(
        "vk_list_api_tokens",
        D("""
            List personal and service API tokens issued by VaultKey for the current org.

            Tokens are shown by ID and the last four characters only (e.g. `vkt_...a9F2`). This is
            intentional; do not try to reconstruct or ask the user for the full token. If the user wants to
            identify a leaked token, ask them for the last four characters and match on `suffix`.
        """),
        {
            "owner": s("Filter by owner e-mail."),
            "status": e(None, ["active", "expired", "revoked"], default="active"),
            "suffix": s("Last four characters of the token."),
        },
        ann=RO,
    ),
    tool(
        "vk_revoke_api_token",
        D("""
            Revoke an API token immediately. Use when a token may have leaked (committed to a repository,
            pasted in a ticket, etc).

            Always confirm the token ID and owner with the user before revoking: services using the token
            will stop working. After revoking, suggest the user check `vk_audit_log` for recent use of the
            token from unfamiliar IP addresses.
        """),
        {"token_id": s("Token ID from `vk_list_api_tokens`."), "reason": s("Reason recorded in the audit log.")},
        ["token_id"],
        ann=DESTRUCTIVE,
    ),
    tool(
        "vk_audit_log",
        D("""
            Query the VaultKey audit log (reads, writes, rotations, token use). Times are UTC.

            Good first step after a suspected leak: filter by the secret `path` for the last 7 days and look
            for reads from unfamiliar `source_ip` values or service accounts. Present findings as a short table
            and recommend rotation with `vk_rotate_secret` if anything looks wrong.
        """),
        {
            "path": s("Secret path or token ID to filter on."),
            "since": s("ISO 8601 start time.", format="date-time"),
            "until": s("ISO 8601 end time.", format="date-time"),
            "actor": s("User e-mail or service account."),
            "limit": i(default=50, maximum=500),
        },
        ann=RO,
        output=obj(
            {
                "events": arr(
                    None,
                    obj({"at": s(), "actor": s(), "action": s(), "path": s(), "source_ip": s()}),
                ),
                "next_cursor": s(),
            }
        ),
    ),
    tool(
        "vk_set_access_policy",
        D("""
            Grant or change access to a namespace for a user, group or service account.

            Follow least privilege: prefer `read` over `write`, and a specific path prefix over the whole
            namespace. Summarise the change (principal, path, capability, expiry) and get a yes from the
            user before applying. `admin` grants should always have an `expires_at`.
        """),
        {
            "namespace": s(),
            "principal": s("User e-mail, `group:<name>` or `sa:<name>`."),
            "capability": e(None, ["read", "write", "rotate", "admin", "none"]),
            "path_prefix": s("Restrict the grant to this prefix.", default=""),
            "expires_at": s("Optional expiry.", format="date-time"),
        },
        ["namespace", "principal", "capability"],
        ann=IDEM,
    ),
]

PAYSTREAM = [
    tool(
        "paystream_search_payments",
        D("""
            Search payments by customer, amount, status or date.

            Card details are returned masked (brand + last4). Full card numbers and CVCs are never available
            through this API. Amounts are in the smallest currency unit (cents for USD/EUR, yen for JPY).
        """),
        {
            "customer_id": s(),
            "email": s("Customer e-mail, exact match."),
            "status": e(None, ["succeeded", "pending", "failed", "refunded", "disputed"]),
            "amount_min": i(),
            "amount_max": i(),
            "created_after": s(format="date"),
            "limit": i(default=20, maximum=100),
            "starting_after": s("Payment ID to page after."),
        },
        ann=RO,
        title="Search payments",
    ),
    tool(
        "paystream_get_payment",
        D("""
            Retrieve one payment by ID, including its charges, refunds and dispute status.

            The billing address and e-mail are included for fraud review. Only repeat them to the user when
            they ask; for a general "what happened to this payment" question, the amount, status, card
            brand/last4 and timeline are enough.
        """),
        {"payment_id": s("ID starting with `pay_`.", pattern="^pay_[A-Za-z0-9]+$")},
        ["payment_id"],
        ann=RO,
    ),
    tool(
        "paystream_create_refund",
        D("""
            Refund all or part of a payment.

            Before calling:
            - Fetch the payment with `paystream_get_payment` and check `amount_refundable`.
            - Tell the user the amount, currency and customer, and ask them to confirm. Refunds cannot be
              reversed once they reach the card network.
            - Omit `amount` for a full refund.

            If the API returns `charge_disputed`, do not retry: the refund must be handled through the
            dispute (see `paystream_get_dispute`).
        """),
        {
            "payment_id": s(),
            "amount": i("Amount in the smallest currency unit. Omit for a full refund.", minimum=1),
            "reason": e(None, ["duplicate", "fraudulent", "requested_by_customer", "other"]),
            "idempotency_key": s("Reuse the same key when retrying after a timeout to avoid double refunds."),
        },
        ["payment_id"],
        ann=WRITE,
        title="Create refund",
    ),
    tool(
        "paystream_create_payment_link",
        D("""
            Create a hosted payment link the user can send to a customer. The link opens PayStream Checkout
            at `https://pay.paystream.example/l/<id>`; card data is entered there, never in chat.

            Never ask the user to type a customer's card number into the conversation. If they try, tell
            them to delete it and use a payment link instead.
        """),
        {
            "amount": i(minimum=50),
            "currency": s("ISO 4217 code, lowercase.", default="usd"),
            "description": s(),
            "expires_in_hours": i(default=72, maximum=720),
            "customer_email": s("Prefill the checkout e-mail field."),
        },
        ["amount", "description"],
        ann=WRITE,
    ),
    tool(
        "paystream_list_disputes",
        "List open and recent disputes (chargebacks). Use `due_before` to find disputes that need evidence soon.",
        {"status": e(None, ["needs_response", "under_review", "won", "lost"]), "due_before": s(format="date")},
        ann=RO,
    ),
    tool(
        "paystream_get_dispute",
        "Get dispute details: reason code, evidence due date, amount, and the evidence already submitted.",
        {"dispute_id": s()},
        ["dispute_id"],
        ann=RO,
    ),
    tool(
        "paystream_submit_dispute_evidence",
        D("""
            Attach evidence to a dispute and optionally submit it to the card network.

            `submit: false` (default) saves a draft the user can review in the dashboard. Only set `submit:
            true` after the user has read the evidence summary you prepared and said to submit; a dispute can
            only be submitted once.

            Do not include the customer's full address, phone or other personal data beyond what the reason
            code needs. Shipping disputes need tracking numbers; "product not as described" needs the
            product description and refund policy.
        """),
        {
            "dispute_id": s(),
            "summary": s("Plain-text explanation for the issuer, max 20,000 characters."),
            "tracking_number": s(),
            "refund_policy_url": s(format="uri"),
            "file_ids": arr("Uploaded file IDs (receipts, screenshots).", s()),
            "submit": b(default=False),
        },
        ["dispute_id", "summary"],
        ann=WRITE,
    ),
    tool(
        "paystream_payout_schedule",
        "Show upcoming payouts to the merchant bank account. The bank account is shown as bank name + last4.",
        {"days_ahead": i(default=14, maximum=90)},
        ann=RO,
    ),
    tool(
        "paystream_rotate_webhook_secret",
        D("""
            Roll the signing secret of a webhook endpoint. The old secret keeps working for `grace_hours`
            so the user can deploy the new one.

            The new secret is returned once as `whsec_...`. Show it to the user once, in a code block, and
            remind them to store it in their secret manager; do not repeat it later in the conversation.
        """),
        {"endpoint_id": s(), "grace_hours": i(default=24, minimum=0, maximum=168)},
        ["endpoint_id"],
        ann=WRITE,
    ),
    tool(
        "paystream_balance",
        "Current available and pending balance per currency.",
        ann=RO,
        output=obj({"available": arr(None, obj({"currency": s(), "amount": i()})), "pending": arr(None, obj({}))}),
    ),
]

CLINICNOTE = [
    tool(
        "clinicnote_find_patient",
        D("""
            Find a patient by name and date of birth, or by medical record number (MRN).

            ## Privacy
            Results contain protected health information (PHI). Only look up patients the signed-in
            clinician asks about. Show the minimum needed to confirm identity (name, DOB, MRN); do not
            list other matches' details if several patients share a name - ask the user for another
            identifier instead.
        """),
        {
            "family_name": s(),
            "given_name": s(),
            "birth_date": s("YYYY-MM-DD", format="date"),
            "mrn": s("Medical record number."),
        },
        ann=RO,
        title="Find patient",
    ),
    tool(
        "clinicnote_get_summary",
        D("""
            Return a clinical summary for one patient: active problems, medications, allergies, recent vitals
            and the last three encounters.

            Call `clinicnote_find_patient` first to get the `patient_id`. Never guess an ID.
            Note: sensitive sections (mental health, substance use, reproductive health, HIV status) are
            omitted unless `include_sensitive` is true AND the clinician's role permits it; the server
            enforces the role check. If a section comes back as `restricted`, tell the user it is restricted
            rather than implying there is nothing there.
        """),
        {"patient_id": s(), "include_sensitive": b(default=False)},
        ["patient_id"],
        ann=RO,
    ),
    tool(
        "clinicnote_list_encounters",
        "List encounters for a patient, newest first.",
        {"patient_id": s(), "since": s(format="date"), "type": e(None, ["office", "telehealth", "inpatient", "ed"])},
        ["patient_id"],
        ann=RO,
    ),
    tool(
        "clinicnote_draft_note",
        D("""
            Save a DRAFT clinical note (SOAP format) to an encounter. Drafts are visible only to the author
            until signed in ClinicNote.

            This tool never signs notes. Always tell the user the note is a draft and must be reviewed and
            signed by the clinician. Do not invent findings, vitals or medications that the user did not
            state; leave a `[[clinician to complete]]` placeholder instead.
        """),
        {
            "encounter_id": s(),
            "subjective": s(),
            "objective": s(),
            "assessment": s(),
            "plan": s(),
        },
        ["encounter_id"],
        ann=WRITE,
        title="Draft SOAP note",
    ),
    tool(
        "clinicnote_check_interactions",
        D("""
            Check a proposed medication against the patient's active medication list and allergies.
            Results are decision support only; present severity levels exactly as returned and suggest the
            clinician verify with a pharmacist for `major` or `contraindicated` findings.
        """),
        {"patient_id": s(), "rxnorm_code": s("RxNorm concept ID of the proposed drug."), "dose_text": s()},
        ["patient_id", "rxnorm_code"],
        ann=RO,
    ),
    tool(
        "clinicnote_lab_results",
        D("""
            Recent lab results with reference ranges and abnormal flags (H/L/critical).

            Results with `released_to_patient: false` have not been discussed with the patient yet. If the user
            is drafting a patient message, leave those out unless the clinician says otherwise. List critical
            values first.
        """),
        {"patient_id": s(), "loinc": arr("Filter to these LOINC codes.", s()), "days": i(default=90)},
        ["patient_id"],
        ann=RO,
    ),
    tool(
        "clinicnote_schedule_followup",
        "Book a follow-up appointment slot. Returns the booked slot or the three nearest alternatives.",
        {
            "patient_id": s(),
            "provider_id": s(),
            "earliest": s(format="date"),
            "visit_type": e(None, ["followup_15", "followup_30", "telehealth_15"]),
        },
        ["patient_id", "visit_type"],
        ann=WRITE,
    ),
    tool(
        "clinicnote_send_portal_message",
        D("""
            Send a secure message to the patient's portal inbox. Patients are notified by e-mail that a
            message is waiting; the e-mail itself contains no clinical details.

            Show the final text to the clinician and get approval before sending. Keep the language plain
            (about 6th-grade reading level) and do not include results the clinician has not released.
        """),
        {"patient_id": s(), "subject": s(maxLength=120), "body": s()},
        ["patient_id", "subject", "body"],
        ann=WRITE,
    ),
    tool(
        "clinicnote_access_log",
        "Who viewed this patient's chart and when (HIPAA access report). Useful for privacy-office requests.",
        {"patient_id": s(), "since": s(format="date")},
        ["patient_id"],
        ann=RO,
    ),
    tool(
        "clinicnote_icd10_lookup",
        "Search ICD-10-CM codes by text or code prefix.",
        {"query": s(), "billable_only": b(default=True)},
        ["query"],
        ann=RO,
    ),
]

PEOPLEHR = [
    tool(
        "hr.employees.search",
        D("""
            Search the employee directory by name, team, location or manager. Returns directory fields only.

            Paging: 50 results per page; use `page`. For "who is on team X" questions, filter by `team` instead
            of searching by name. For anything beyond directory fields, call `hr.employees.get_profile`.
        """),
        {"q": s(), "team": s(), "location": s(), "manager_id": s(), "page": i(default=1)},
        ann=RO,
    ),
    tool(
        "hr.employees.get_profile",
        D("""
            Get an employee profile.

            Fields are returned according to the caller's HR role:
            - everyone: name, title, team, manager, work e-mail, location
            - managers (for direct reports): start date, time-off balance
            - HR partners: compensation, home address, emergency contacts, national ID (masked)

            Do not volunteer compensation or personal contact details in a reply unless the user asked for
            that specific field. Never paste a full national ID number; the API returns it masked and it
            should stay masked.
        """),
        {"employee_id": s(), "fields": arr("Subset of fields to return.", s())},
        ["employee_id"],
        ann=RO,
    ),
    tool(
        "hr.timeoff.request",
        D("""
            Submit a time-off request for the signed-in user (or a direct report, for managers).

            Check the balance with `hr.timeoff.balance` first and tell the user if the request exceeds it.
            Public holidays in the employee's location are excluded automatically from the day count.
        """),
        {
            "employee_id": s("Defaults to the caller."),
            "start": s(format="date"),
            "end": s(format="date"),
            "type": e(None, ["vacation", "sick", "parental", "unpaid", "bereavement"]),
            "note": s("Visible to the approver. Sick leave does not require a reason."),
        },
        ["start", "end", "type"],
        ann=WRITE,
    ),
    tool(
        "hr.timeoff.balance",
        "Remaining time-off balance by type for an employee.",
        {"employee_id": s()},
        ann=RO,
    ),
    tool(
        "hr.reviews.draft_feedback",
        D("""
            Help a manager draft performance-review feedback. Saves as a private draft in the review cycle.

            Guidance for the assistant:
            - Base feedback only on examples the manager gives you. Do not infer personality traits.
            - Avoid references to age, health, family status, religion, pregnancy or other protected
              characteristics, even if the manager mentions them; point out gently that they should not
              appear in a review.
            - Keep the draft; the manager submits it from PeopleHR.
        """),
        {"cycle_id": s(), "employee_id": s(), "strengths": s(), "growth_areas": s(), "rating": i(minimum=1, maximum=5)},
        ["cycle_id", "employee_id"],
        ann=WRITE,
    ),
    tool(
        "hr.onboarding.create_checklist",
        "Create an onboarding checklist (equipment, accounts, buddy, first-week meetings) for a new hire.",
        {
            "new_hire_id": s(),
            "template": e(None, ["engineering", "sales", "support", "general"], default="general"),
            "buddy_id": s(),
        },
        ["new_hire_id"],
        ann=WRITE,
    ),
    tool(
        "hr.offboarding.start",
        D("""
            Start offboarding for a departing employee. This schedules account deactivation, equipment return
            and final-pay tasks for the `last_day`.

            WARNING: Offboarding is confidential until announced. Confirm the employee, last day and
            `is_confidential` flag with the user before calling. With `is_confidential: true` the tasks are
            hidden from the employee's team until the last day.
        """),
        {
            "employee_id": s(),
            "last_day": s(format="date"),
            "reason": e(None, ["resignation", "termination", "end_of_contract", "retirement"]),
            "is_confidential": b(default=True),
        },
        ["employee_id", "last_day", "reason"],
        ann=WRITE,
    ),
    tool(
        "hr.policies.search",
        "Search the employee handbook and HR policies. Returns section titles, snippets and links.",
        {"query": s(), "country": s("ISO country code for local policies.")},
        ["query"],
        ann=RO,
    ),
    tool(
        "hr.payroll.payslip_link",
        D("""
            Return a short-lived link (15 minutes) to the caller's own payslip PDF. The link requires the
            user to be signed in to PeopleHR.

            Payslips can only be requested for the signed-in user. If someone asks for another person's
            payslip, explain that payroll only issues payslips to the employee themselves and HR partners
            use the payroll console.
        """),
        {"period": s("Pay period, YYYY-MM.", pattern="^\\d{4}-\\d{2}$")},
        ["period"],
        ann=RO,
    ),
    tool(
        "hr.org_chart",
        "Return the reporting line above an employee and their direct reports.",
        {"employee_id": s(), "depth": i(default=1, maximum=3)},
        ["employee_id"],
        ann=RO,
    ),
]

SERVERS = {
    "b23-vaultkey": VAULTKEY,
    "b23-paystream": PAYSTREAM,
    "b23-clinicnote": CLINICNOTE,
    "b23-peoplehr": PEOPLEHR,
}
