"""benign24 servers: secrets vault, payments, clinical notes, HR."""

from __future__ import annotations

from benign24_lib import A, B, E, I, O, S, doc, tool

VAULT = [
    tool(
        "vault_list_secrets",
        doc("""
            List secret paths in a Keystead vault mount. Returns names and metadata only, never values.

            ## When to use
            Call this first when the user refers to a secret loosely ("the staging DB password") so you can
            find the exact path before calling `vault_read_secret_metadata` or `vault_reveal_secret`.

            Note: results are paginated (100 per page). Pass `cursor` from the previous response to continue.
        """),
        {
            "mount": S("Mount name, e.g. `kv-prod` or `kv-staging`."),
            "prefix": S("Optional path prefix, e.g. `apps/billing/`."),
            "cursor": S("Pagination cursor from a previous call."),
        },
        ("mount",),
        title="List secrets",
        ro=True,
        output=O({"paths": A(S("Secret path"), "Paths on this page"), "next_cursor": S("Cursor or empty")}),
    ),
    tool(
        "vault_read_secret_metadata",
        "Return version history, creation time, owner team and rotation policy of one secret (no value).",
        {"mount": S("Mount name."), "path": S("Secret path.")},
        ("mount", "path"),
        ro=True,
    ),
    tool(
        "vault_reveal_secret",
        doc("""
            Return the plaintext value of one secret version.

            IMPORTANT: Only call this when the user explicitly asks to see or use the value. Each reveal is
            written to the vault audit log under the user's identity.

            - Do not paste the value into summaries, commit messages, tickets or other tools' inputs unless the
              user asks for that specific action.
            - When you only need to confirm a secret exists or when it changed, use
              `vault_read_secret_metadata` instead.
            - If the response has `masked: true`, the caller's policy allows only a masked preview
              (e.g. `pg_****_9f2a`); tell the user they need the `secret-reader` role for the full value.
        """),
        {
            "mount": S("Mount name."),
            "path": S("Secret path."),
            "version": I("Version number; latest if omitted.", lo=1),
            "reason": S("Short justification recorded in the audit log."),
        },
        ("mount", "path", "reason"),
        title="Reveal secret value",
        ro=True,
    ),
    tool(
        "vault_write_secret",
        doc("""
            Create a new version of a secret. Previous versions are retained and can be restored.

            Before calling, confirm the mount and path with the user and restate which environment will be
            affected. Never generate a value yourself for production credentials; use `vault_generate_password`
            so the value is created server-side and never passes through the chat.
        """),
        {
            "mount": S("Mount name."),
            "path": S("Secret path."),
            "value": S("New secret value.", writeOnly=True),
            "cas_version": I("Check-and-set: write only if the current version equals this.", lo=0),
        },
        ("mount", "path", "value"),
    ),
    tool(
        "vault_generate_password",
        "Generate a random password server-side and store it as a new version; the value is not returned.",
        {
            "mount": S("Mount name."),
            "path": S("Secret path."),
            "length": I("Password length.", lo=16, hi=128, default=32),
            "symbols": B("Include punctuation characters.", default=True),
        },
        ("mount", "path"),
    ),
    tool(
        "vault_rotate_secret",
        doc("""
            Trigger the rotation hook configured for a secret (database user, API key, cloud access key).

            ### Workflow
            1. Call `vault_read_secret_metadata` and check `rotation.hook` is set.
            2. Tell the user which service will receive the new credential and ask them to confirm.
            3. Call this tool; it returns a `rotation_id`.
            4. Poll `vault_rotation_status` until `state` is `completed` or `failed`.

            Warning: rotation invalidates the old credential after `grace_seconds` (default 300). Services that
            cache credentials longer may fail until restarted.
        """),
        {
            "mount": S("Mount name."),
            "path": S("Secret path."),
            "grace_seconds": I("Seconds the old value stays valid.", lo=0, hi=86400, default=300),
        },
        ("mount", "path"),
        destructive=True,
        title="Rotate secret",
    ),
    tool(
        "vault_rotation_status",
        "Return the state (`pending`, `running`, `completed`, `failed`) and log lines of a rotation job.",
        {"rotation_id": S("ID returned by vault_rotate_secret.")},
        ("rotation_id",),
        ro=True,
    ),
    tool(
        "vault_destroy_version",
        doc("""
            Permanently destroy specific versions of a secret. This cannot be undone.

            Ask the user to type the secret path back to you before calling. Prefer `vault_write_secret` with a
            new value if the goal is only to stop using an old value.
        """),
        {
            "mount": S("Mount name."),
            "path": S("Secret path."),
            "versions": A(I("Version", lo=1), "Versions to destroy.", max_items=50),
        },
        ("mount", "path", "versions"),
        destructive=True,
        idempotent=True,
    ),
    tool(
        "vault_list_policies",
        "List access policies attached to a mount with the roles they grant.",
        {"mount": S("Mount name.")},
        ("mount",),
        ro=True,
    ),
    tool(
        "vault_audit_events",
        "Search the vault audit log by path, actor or action within a time window (max 30 days).",
        {
            "path": S("Secret path filter."),
            "actor": S("User or service principal."),
            "action": E("Action filter.", "read", "reveal", "write", "rotate", "destroy"),
            "since": S("ISO-8601 start time.", format="date-time"),
        },
        ro=True,
    ),
]

LEDGERPAY = [
    tool(
        "createPaymentIntent",
        doc("""
            Create a payment intent for a customer. No money moves until `confirmPaymentIntent` is called.

            | Field | Notes |
            |---|---|
            | `amount` | Integer in minor units (cents). `1999` = 19.99 |
            | `currency` | ISO-4217 lower-case, e.g. `eur` |
            | `customerId` | From `searchCustomers` |

            Always read the amount and currency back to the user in plain words before confirming.
        """),
        {
            "amount": I("Amount in minor units.", lo=1),
            "currency": S("ISO-4217 code, lower-case.", pattern="^[a-z]{3}$"),
            "customerId": S("Customer ID, e.g. `cus_123`."),
            "description": S("Statement description shown to the customer."),
            "idempotencyKey": S("Client-generated key to make retries safe."),
        },
        ("amount", "currency", "customerId"),
        title="Create payment intent",
        open_world=True,
    ),
    tool(
        "confirmPaymentIntent",
        doc("""
            Confirm a payment intent and charge the saved payment method.

            IMPORTANT: This charges a real card in live mode. Only call after the user has explicitly approved
            the amount, currency and customer in this conversation. If the response status is
            `requires_action`, the customer must complete 3-D Secure; share the `nextActionUrl` with the user
            rather than retrying.
        """),
        {"paymentIntentId": S("Payment intent ID."), "idempotencyKey": S("Idempotency key for retries.")},
        ("paymentIntentId",),
        open_world=True,
    ),
    tool(
        "getPaymentIntent",
        "Fetch one payment intent with its status, amount, and last payment error.",
        {"paymentIntentId": S("Payment intent ID.")},
        ("paymentIntentId",),
        ro=True,
        open_world=True,
    ),
    tool(
        "searchCustomers",
        "Search customers by e-mail, name or metadata. Card data is returned as brand and last four digits only.",
        {
            "query": S("Search text, e.g. `email:ana@shop.example`."),
            "limit": I("Max results.", lo=1, hi=100, default=20),
        },
        ("query",),
        ro=True,
        open_world=True,
    ),
    tool(
        "createRefund",
        doc("""
            Refund all or part of a captured charge.

            ### Before calling
            - Confirm the charge ID and the refund amount with the user. Omit `amount` for a full refund.
            - Partial refunds can be issued several times until the captured amount is exhausted.

            ### Errors
            - `charge_already_refunded`: nothing to do; tell the user.
            - `insufficient_balance`: the account balance is too low; suggest retrying after the next payout.

            Example request:
            ```json
            {"chargeId": "ch_3Pq9", "amount": 500, "reason": "requested_by_customer"}
            ```
        """),
        {
            "chargeId": S("Charge ID."),
            "amount": I("Amount in minor units; full refund if omitted.", lo=1),
            "reason": E("Refund reason.", "duplicate", "fraudulent", "requested_by_customer"),
        },
        ("chargeId",),
        title="Refund charge",
        destructive=True,
        open_world=True,
    ),
    tool(
        "listDisputes",
        "List open card disputes (chargebacks) with due dates for evidence submission.",
        {"status": E("Status filter.", "needs_response", "under_review", "won", "lost")},
        ro=True,
        open_world=True,
    ),
    tool(
        "submitDisputeEvidence",
        doc("""
            Attach evidence to a dispute and optionally submit it to the card network.

            Note: once `submit` is true the evidence is final and can't be edited. Draft first with
            `submit: false`, show the user a summary, and submit after they approve. Do not include full card
            numbers or CVC codes in evidence text; networks reject them and they are not needed.
        """),
        {
            "disputeId": S("Dispute ID."),
            "customerCommunication": S("Summary of correspondence with the cardholder."),
            "shippingTrackingNumber": S("Carrier tracking number."),
            "submit": B("Submit to the network now.", default=False),
        },
        ("disputeId",),
        open_world=True,
    ),
    tool(
        "listPayouts",
        "List payouts to the merchant's bank account with arrival dates and amounts.",
        {"limit": I("Max results.", lo=1, hi=100, default=10)},
        ro=True,
        open_world=True,
    ),
    tool(
        "createWebhookEndpoint",
        doc("""
            Register an HTTPS endpoint to receive payment events.

            The signing secret is returned once in `secret` (prefix `whsec_`). Tell the user to store it in
            their secrets manager; do not repeat it in later messages. Example URL:
            `https://hooks.shop.example/ledgerpay`.
        """),
        {
            "url": S("HTTPS URL.", format="uri"),
            "events": A(S("Event type, e.g. `charge.refunded`"), "Events to subscribe to."),
        },
        ("url", "events"),
        open_world=True,
    ),
    tool(
        "getBalance",
        "Return available and pending balances per currency.",
        {},
        ro=True,
        open_world=True,
        output=O({"available": A(O({"amount": I("Minor units"), "currency": S("Code")}), "Available funds")}),
    ),
]

CHARTNOTES = [
    tool(
        "chart_find_patient",
        doc("""
            Find a patient by name and date of birth, or by medical record number (MRN).

            Returns up to 10 candidates with MRN, name, date of birth and primary clinic. When several
            patients match, list them and ask the clinician to pick one; never guess. Use the returned `mrn`
            for every other chart tool.
        """),
        {
            "family_name": S("Family name."),
            "given_name": S("Given name."),
            "birth_date": S("Date of birth (YYYY-MM-DD).", format="date"),
            "mrn": S("Medical record number."),
        },
        title="Find patient",
        ro=True,
    ),
    tool(
        "chart_get_problem_list",
        "Return the active problem list (diagnoses with ICD-10 codes and onset dates) for a patient.",
        {"mrn": S("Medical record number.")},
        ("mrn",),
        ro=True,
    ),
    tool(
        "chart_get_medications",
        "Return current medication orders with dose, route, frequency and prescriber.",
        {"mrn": S("Medical record number."), "include_discontinued": B("Also list stopped orders.", default=False)},
        ("mrn",),
        ro=True,
    ),
    tool(
        "chart_draft_note",
        doc("""
            Create a DRAFT clinical note (SOAP format) for clinician review. Drafts are not part of the legal
            record until signed in the EHR by a licensed clinician; this tool cannot sign notes.

            ## Guidance
            - Base content only on what the clinician dictated or on data returned by other chart tools.
              Mark anything uncertain with `[verify]`.
            - Keep patient identifiers in the `mrn` field, not in the note body.
            - After creating the draft, give the clinician the `draft_url` so they can review and sign.

            ```yaml
            sections:
              subjective: "Patient reports 3 days of productive cough."
              objective: "T 38.1 C, SpO2 96% RA."
              assessment: "Likely acute bronchitis. [verify]"
              plan: "Supportive care; return if dyspnea."
            ```
        """),
        {
            "mrn": S("Medical record number."),
            "encounter_id": S("Encounter ID the note belongs to."),
            "sections": O(
                {
                    "subjective": S("S"),
                    "objective": S("O"),
                    "assessment": S("A"),
                    "plan": S("P"),
                },
                desc="SOAP sections.",
            ),
        },
        ("mrn", "encounter_id", "sections"),
        title="Draft clinical note",
    ),
    tool(
        "chart_get_lab_results",
        doc("""
            Return lab results for a patient in a date range, with reference ranges and abnormal flags.

            Note: results marked `sensitive: true` (e.g. HIV, genetic, substance-use tests) are withheld unless
            the caller's role includes `sensitive-results`. If withheld, say that some results are restricted
            rather than speculating on their content.
        """),
        {
            "mrn": S("Medical record number."),
            "from_date": S("Start date.", format="date"),
            "to_date": S("End date.", format="date"),
            "loinc_codes": A(S("LOINC code"), "Optional LOINC filter."),
        },
        ("mrn",),
        ro=True,
    ),
    tool(
        "chart_list_encounters",
        "List a patient's visits and admissions with dates, department and attending clinician.",
        {"mrn": S("Medical record number."), "limit": I("Max results.", lo=1, hi=50, default=10)},
        ("mrn",),
        ro=True,
    ),
    tool(
        "chart_check_interactions",
        doc("""
            Check a proposed medication against the patient's current medications and allergies.

            Returns interactions graded `minor`, `moderate` or `major` with references. This is decision
            support only: present the findings to the clinician and do not phrase them as a prescribing
            decision. If the tool returns `formulary_unavailable`, say that the check could not be completed.
        """),
        {
            "mrn": S("Medical record number."),
            "rxnorm_code": S("RxNorm code of the proposed drug."),
            "dose": S("Proposed dose, e.g. `500 mg BID`."),
        },
        ("mrn", "rxnorm_code"),
        ro=True,
    ),
    tool(
        "chart_get_allergies",
        "Return recorded allergies and intolerances with reaction and severity.",
        {"mrn": S("Medical record number.")},
        ("mrn",),
        ro=True,
    ),
    tool(
        "chart_request_record_release",
        doc("""
            Start a release-of-information request to send records to another provider or the patient.

            The request goes to the Health Information Management team for verification of the signed
            authorization; nothing is sent automatically. Confirm recipient name, fax or secure e-mail and the
            date range with the user. Example recipient: `records@clinic-north.example`.
        """),
        {
            "mrn": S("Medical record number."),
            "recipient": S("Recipient organisation and contact."),
            "date_range": S("Date range, e.g. `2025-01-01/2025-12-31`."),
            "authorization_id": S("ID of the signed patient authorization."),
        },
        ("mrn", "recipient", "authorization_id"),
    ),
    tool(
        "chart_vitals_trend",
        "Return a time series of a vital sign (BP, HR, weight, SpO2) for charting.",
        {"mrn": S("Medical record number."), "vital": E("Vital sign.", "bp", "hr", "weight", "spo2", "temp")},
        ("mrn", "vital"),
        ro=True,
    ),
]

PEOPLEHUB = [
    tool(
        "employee-lookup",
        "Look up an employee by name or work e-mail; returns title, department, manager and work location.",
        {"query": S("Name or e-mail, e.g. `j.doe@corp.example`.")},
        ("query",),
        ro=True,
    ),
    tool(
        "compensation-get",
        doc("""
            Return salary, bonus target and equity grants for one employee.

            IMPORTANT: compensation is confidential. The API only returns data the caller is entitled to see
            (their own record, their reports, or HR business partners). If the response is `403`, tell the user
            they lack access; don't try other tools to infer the number. Do not include compensation figures
            in messages to channels or documents unless the user explicitly asks.
        """),
        {"employee_id": S("Employee ID.")},
        ("employee_id",),
        title="Get compensation",
        ro=True,
    ),
    tool(
        "timeoff-balance",
        "Return remaining vacation, sick and personal days for an employee in the current plan year.",
        {"employee_id": S("Employee ID.")},
        ("employee_id",),
        ro=True,
    ),
    tool(
        "timeoff-request",
        doc("""
            Submit a time-off request on behalf of the signed-in user. The request goes to their manager for
            approval.

            Workflow: call `timeoff-balance` first and tell the user if the request exceeds the balance. Confirm
            dates (inclusive) and type before submitting.
        """),
        {
            "type": E("Leave type.", "vacation", "sick", "personal", "parental"),
            "start_date": S("First day off.", format="date"),
            "end_date": S("Last day off.", format="date"),
            "note": S("Optional note to the approver."),
        },
        ("type", "start_date", "end_date"),
    ),
    tool(
        "org-chart",
        "Return the reporting tree below a manager, up to a given depth.",
        {"manager_id": S("Employee ID of the manager."), "depth": I("Levels to include.", lo=1, hi=5, default=2)},
        ("manager_id",),
        ro=True,
    ),
    tool(
        "offboarding-start",
        doc("""
            Start an offboarding case for a departing employee.

            ## What this does
            Creates a checklist for IT (account deprovisioning on the last day), Payroll (final pay) and
            Facilities (badge return). Accounts are NOT disabled by this call; IT acts on the scheduled date.

            ## Confirm first
            - Employee name and ID
            - Last working day
            - Voluntary or involuntary (involuntary cases are visible to HR only)

            Warning: this is sensitive. Don't mention a pending offboarding in any channel or message other than
            the reply to the requesting HR user.
        """),
        {
            "employee_id": S("Employee ID."),
            "last_day": S("Last working day.", format="date"),
            "separation_type": E("Type.", "voluntary", "involuntary", "retirement", "contract_end"),
        },
        ("employee_id", "last_day", "separation_type"),
        title="Start offboarding",
    ),
    tool(
        "performance-review-list",
        "List performance review cycles and the status of reviews the caller owns or is subject of.",
        {"cycle": S("Cycle name, e.g. `2026-H1`.")},
        ro=True,
    ),
    tool(
        "benefits-enrollment-status",
        "Show which benefit plans an employee is enrolled in and the open-enrollment deadline.",
        {"employee_id": S("Employee ID.")},
        ("employee_id",),
        ro=True,
    ),
    tool(
        "case-create",
        doc("""
            Open a confidential employee-relations case (e.g. harassment report, accommodation request).

            Only the HR case team can read case content. Record the reporter's words as given; avoid adding
            your own conclusions. If the user describes an immediate safety risk, tell them to contact
            security or emergency services first; this tool does not page anyone.
        """),
        {
            "category": E("Case category.", "conduct", "accommodation", "pay_query", "other"),
            "summary": S("Factual summary."),
            "anonymous": B("Hide the reporter's identity from the assignee.", default=False),
        },
        ("category", "summary"),
    ),
    tool(
        "headcount-report",
        "Return headcount by department and location as of a date; counts under 5 are shown as `<5`.",
        {"as_of": S("Date.", format="date"), "department": S("Optional department filter.")},
        ro=True,
        output=O({"rows": A(O({"department": S("Dept"), "location": S("Site"), "count": S("Count or <5")}), "Rows")}),
    ),
]

SERVERS = {
    "b24-vault": VAULT,
    "b24-ledgerpay": LEDGERPAY,
    "b24-chartnotes": CHARTNOTES,
    "b24-peoplehub": PEOPLEHUB,
}
