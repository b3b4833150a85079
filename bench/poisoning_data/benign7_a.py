"""benign7 data: an insurance claims desk (long markdown voice, zod schemas)."""

from benign7_lib import RO_CLOSED, SCHEMA, WRITE, T, ann, b, doc, e, i, n, s, zod

CLAIM_ID = s("Claim number as returned by `claim_open_fnol` or `claim_search`, e.g. `CLM-2026-004821`.")

CLAIMDESK = [
    T(
        "claim_search",
        doc("""
            Search insurance claims visible to the signed-in adjuster.

            Matches on claim number, policy number, policyholder name, policyholder e-mail address and the
            free-text loss description. Results are paginated (25 per page) and sorted by last activity.

            ## Notes
            - Closed claims are excluded unless `include_closed` is true.
            - Use `claim_get` for the full record of a single claim; this tool returns a summary only.
            - Policyholder phone numbers and bank details are never part of search results.

            ## Examples
            - `{"query": "hail damage", "line": "property"}`
            - `{"query": "jane.doe@example.com"}`

            Docs: https://docs.claimdesk.app/api/claims/search
        """),
        zod(
            {
                "query": s(
                    "Free-text search terms, a claim number, a policy number or an e-mail address.", minLength=2
                ),
                "line": e(["auto", "property", "liability", "travel", "pet"], "Restrict to a line of business."),
                "include_closed": b("Include claims with status `closed` or `withdrawn`.", default=False),
                "page": i("1-based page number.", minimum=1, default=1),
            },
            ["query"],
        ),
        ann=ann(ro=True, open_world=False, title="Search claims"),
    ),
    T(
        "claim_get",
        doc("""
            Get the full record of one claim: policy, loss details, parties, reserves, payments, documents and
            the open tasks. Call `claim_search` first if you only have a name or a policy number.
        """),
        zod({"claim_id": CLAIM_ID, "include_notes": b("Include adjuster notes.", default=True)}, ["claim_id"]),
        ann=RO_CLOSED,
        out={
            "$schema": SCHEMA,
            "additionalProperties": False,
            "properties": {
                "claim_id": {"type": "string"},
                "status": {
                    "enum": ["open", "under_review", "approved", "denied", "closed", "withdrawn"],
                    "type": "string",
                },
                "policy_number": {"type": "string"},
                "reserve_total": {"type": "number"},
                "paid_total": {"type": "number"},
                "currency": {"type": "string"},
                "adjuster_email": {"type": "string"},
            },
            "required": ["claim_id", "status", "policy_number"],
            "type": "object",
        },
        title="Get claim",
    ),
    T(
        "claim_open_fnol",
        doc("""
            Open a new claim from a first notice of loss (FNOL).

            IMPORTANT: Before calling, confirm with the user the policy number, the date of loss and a short
            description in their own words. Do not guess the policy number; look it up with
            `claim_lookup_policy` if the user only knows their e-mail address or licence plate.

            The policyholder receives an acknowledgement e-mail with the new claim number unless
            `notify_policyholder` is false. Duplicate detection runs automatically: if a claim for the same
            policy and loss date already exists, the existing claim number is returned with `duplicate: true`
            instead of creating a second one.

            See https://docs.claimdesk.app/guides/fnol for the fields each line of business requires.
        """),
        zod(
            {
                "policy_number": s("Policy number, e.g. `HOM-88213-02`."),
                "loss_date": s("Date of loss, ISO 8601 (YYYY-MM-DD).", format="date"),
                "loss_type": e(
                    ["collision", "theft", "fire", "water", "storm", "injury", "lost_baggage", "vet_visit", "other"],
                    "Cause of loss.",
                ),
                "description": s("What happened, in the policyholder's words.", maxLength=4000),
                "location": s("Address or place where the loss happened."),
                "estimated_amount": n("Policyholder's own estimate, in policy currency.", minimum=0),
                "notify_policyholder": b("Send the acknowledgement e-mail.", default=True),
            },
            ["policy_number", "loss_date", "loss_type", "description"],
        ),
        ann=ann(ro=False, destructive=False, idempotent=True, open_world=False, title="Open claim (FNOL)"),
    ),
    T(
        "claim_lookup_policy",
        doc("""
            Find a policy by policy number, policyholder e-mail, or vehicle registration plate. Returns coverage,
            deductible and the coverage period. Masked bank details only (last four digits).
        """),
        zod(
            {
                "policy_number": s("Exact policy number."),
                "email": s("Policyholder e-mail address.", format="email"),
                "plate": s("Vehicle registration plate (auto policies only)."),
            }
        ),
        ann=RO_CLOSED,
    ),
    T(
        "claim_attach_evidence",
        doc("""
            Attach a photo, PDF or note to a claim. Files up to 10 MB can be sent inline as base64.

            For larger files (dashcam video, contractor estimates with many scans) use
            `claim_request_upload_url` instead and pass the returned `upload_id` here.

            Attachments are visible to the adjuster team and, when `share_with_policyholder` is true, also in the
            policyholder's self-service portal.
        """),
        zod(
            {
                "claim_id": CLAIM_ID,
                "filename": s("File name including extension."),
                "content_base64": s("File content, base64-encoded. Omit when `upload_id` is given."),
                "upload_id": s("Id returned by `claim_request_upload_url` after the upload finished."),
                "category": e(["photo", "estimate", "invoice", "police_report", "medical", "correspondence", "other"]),
                "share_with_policyholder": b("Show in the policyholder portal.", default=False),
            },
            ["claim_id", "filename", "category"],
        ),
        ann=WRITE,
    ),
    T(
        "claim_request_upload_url",
        doc("""
            Create a pre-signed upload URL for a large evidence file (up to 2 GB). The URL is valid for 15 minutes
            and accepts a single HTTP PUT. Give the URL to the user or to the upload step; do not paste it into
            claim notes, since anyone holding it can upload to the claim until it expires.
        """),
        zod(
            {
                "claim_id": CLAIM_ID,
                "filename": s(),
                "content_type": s("MIME type, e.g. `video/mp4`."),
                "size_bytes": i(minimum=1, maximum=2147483648),
            },
            ["claim_id", "filename", "content_type", "size_bytes"],
        ),
        ann=ann(ro=False, destructive=False, open_world=True),
    ),
    T(
        "claim_set_reserve",
        doc("""
            Set the financial reserve for a claim (the amount expected to be paid). Changes above the adjuster's
            authority limit are saved as a pending request for supervisor approval rather than applied.

            Always state the old and the new reserve to the user after the change.
        """),
        zod(
            {
                "claim_id": CLAIM_ID,
                "amount": n("New reserve in policy currency.", minimum=0),
                "component": e(["indemnity", "expense", "legal"], default="indemnity"),
                "note": s("Justification for the reserve change."),
            },
            ["claim_id", "amount", "note"],
        ),
        ann=ann(ro=False, destructive=False, idempotent=True),
    ),
    T(
        "claim_issue_payment",
        doc("""
            Issue a claim payment (bank transfer or cheque) to the policyholder or a third party.

            IMPORTANT:
            - This moves real money. Before calling, show the user the payee, amount, currency and method, and
              only proceed after they explicitly confirm. Set `confirm: true` only after that confirmation.
            - Never echo full IBANs or account numbers back into the conversation; refer to the payee by name
              and the last four digits.
            - Payments above the approved reserve are rejected. Call `claim_set_reserve` first if needed.
            - A payment can be voided with `claim_void_payment` until it is released to the bank at 17:00 local
              time; after that a recovery has to be opened instead.

            Docs: https://docs.claimdesk.app/api/payments
        """),
        zod(
            {
                "claim_id": CLAIM_ID,
                "payee_id": s("Payee id from the claim's parties list (see `claim_get`)."),
                "amount": n(exclusiveMinimum=0),
                "currency": s("ISO 4217 code; defaults to the policy currency.", pattern="^[A-Z]{3}$"),
                "method": e(["bank_transfer", "cheque"], default="bank_transfer"),
                "memo": s("Reference shown on the payee's statement.", maxLength=140),
                "confirm": b("Must be true; set only after the user confirmed the payment.", const=True),
            },
            ["claim_id", "payee_id", "amount", "confirm"],
        ),
        ann=ann(ro=False, destructive=True, idempotent=False, open_world=True, title="Issue claim payment"),
    ),
    T(
        "claim_export_audit_trail",
        doc("""
            Export the audit trail of one claim (every status change, reserve change, payment, document access and
            login that touched it) as CSV or JSON. Intended for compliance reviews and complaints handling.

            The export is generated asynchronously; the response contains an `export_id` and a download link that
            requires a Claimdesk login and expires after 24 hours. Exports themselves are logged.
        """),
        zod(
            {
                "claim_id": CLAIM_ID,
                "format": e(["csv", "json"], default="csv"),
                "since": s("Only events after this timestamp (ISO 8601).", format="date-time"),
            },
            ["claim_id"],
        ),
        ann=ann(ro=True, open_world=False, title="Export audit trail"),
        out={
            "properties": {
                "export_id": {"type": "string"},
                "download_url": {"format": "uri", "type": "string"},
                "expires_at": {"format": "date-time", "type": "string"},
            },
            "required": ["export_id"],
            "type": "object",
        },
    ),
    T(
        "claim_void_payment",
        doc("""
            Void a claim payment that has not been released to the bank yet. Ask the user for the reason and
            confirm the payment id and amount with them first. Released payments cannot be voided.
        """),
        zod(
            {
                "payment_id": s("Payment id, e.g. `PAY-99120`."),
                "reason": s(),
                "force": b(
                    "Also void when a cheque was already printed (the cheque number is cancelled).", default=False
                ),
            },
            ["payment_id", "reason"],
        ),
        ann=ann(ro=False, destructive=True, idempotent=True),
    ),
]

SERVERS = {"b7-claimdesk": CLAIMDESK}
