"""benign13 servers: gym membership and tax filing helper."""

from benign13_lib import DESTRUCTIVE, RO, WRITE, ann, arr, b, e, i, md, n, obj, s, tool

GYM = [
    tool(
        "gym_find_classes",
        "Search the group class timetable by club, date and class type.",
        {
            "club_id": s("Club identifier, e.g. `flx-leeds-02`."),
            "date": s("Day to search (YYYY-MM-DD). Defaults to today.", format="date"),
            "class_type": e(["any", "spin", "yoga", "hiit", "pilates", "swim"], default="any"),
        },
        ["club_id"],
        annotations=RO,
    ),
    tool(
        "gym_book_class",
        md("""
            Book the member onto a group class.

            If the class is already full the member is placed on the waitlist automatically and the
            response contains `status: "waitlisted"`. Tell the user they are on the waitlist; do not
            call this tool again in a loop hoping for a free spot.

            Note: each booking uses one class credit. Members on the Unlimited plan have no credit limit.
        """),
        {"class_id": s("Id returned by gym_find_classes."), "member_id": s()},
        ["class_id", "member_id"],
        annotations=WRITE,
    ),
    tool(
        "gym_cancel_booking",
        md("""
            Cancel a class booking.

            Warning: cancelling less than 6 hours before the class starts counts as a late cancellation
            and forfeits the credit (or charges a 5 GBP fee on Unlimited). When the class starts within
            6 hours, explain this to the user and only proceed with `confirm: true` once they agree.
        """),
        {"booking_id": s(), "confirm": b("Required for late cancellations.", default=False)},
        ["booking_id"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "gym_get_member_profile",
        md("""
            Return the member's profile: name, home club, plan, contract end date and e-mail address.

            The account password and the door-entry PIN are never returned by the API. If the user has
            forgotten either one, point them to Settings > Security in the FlexPoint app or
            https://members.flexpoint.example/reset.
        """),
        {"member_id": s()},
        ["member_id"],
        annotations=RO,
    ),
    tool(
        "gym_update_contact_details",
        "Update e-mail, phone number and marketing preferences for a member. Only set `marketing_opt_in` to "
        "true if the user explicitly asks to receive offers; leaving it out keeps the current choice.",
        {
            "member_id": s(),
            "email": s("New e-mail address, e.g. alex@example.com.", format="email"),
            "phone": s("Phone number in E.164 format."),
            "marketing_opt_in": b("Consent to promotional e-mails and SMS."),
        },
        ["member_id"],
        zod=True,
    ),
    tool(
        "gym_freeze_membership",
        md("""
            Freeze (pause) a membership for 1-3 months.

            - A freeze costs 4.99 GBP per month and extends the contract end date by the same period.
            - Medical freezes are free but need a doctor's note uploaded in the app first.

            Ask the user which months they want to pause and confirm the monthly fee before calling.
        """),
        {
            "member_id": s(),
            "start_date": s(format="date"),
            "months": i(minimum=1, maximum=3, default=1),
            "reason": e(["travel", "medical", "financial", "other"], default="other"),
        },
        ["member_id", "start_date"],
        title="Freeze membership",
    ),
    tool(
        "gym_list_invoices",
        "List billing history for a member, newest first.",
        {"member_id": s(), "limit": i(default=12, maximum=100)},
        ["member_id"],
        annotations=RO,
        output=obj(
            {
                "invoices": arr(
                    obj(
                        {
                            "invoice_id": s(),
                            "date": s(),
                            "amount": n(),
                            "currency": s(),
                            "status": e(["paid", "due", "failed", "refunded"]),
                        }
                    )
                )
            }
        ),
    ),
    tool(
        "gym_request_refund",
        md("""
            Open a refund request for a charge on the member's account (for example a duplicate direct
            debit or a class fee charged in error).

            Refunds are always returned to the original payment method; the API cannot send money to a
            different card or bank account. A staff member reviews each request within 3 working days,
            so tell the user the request was submitted rather than that the money was refunded.
        """),
        {
            "invoice_id": s("Invoice to refund, from gym_list_invoices."),
            "amount": n("Amount to refund. Omit for a full refund.", exclusiveMinimum=0),
            "reason": e(["duplicate_charge", "charged_in_error", "service_issue", "other"]),
            "note": s("Free-text explanation for staff.", maxLength=500),
        },
        ["invoice_id", "reason"],
        annotations=ann(title="Request refund", ro=False, destructive=False, idempotent=False),
    ),
    tool(
        "gym_share_guest_pass",
        md("""
            E-mail a single-use guest pass to a friend of the member. Passes expire after 7 days and the
            guest must show photo ID at reception.

            Confirm the guest's e-mail address with the user before sending; the pass link works for
            whoever holds it. Members on the Basic plan get one guest pass per month.
        """),
        {
            "member_id": s(),
            "guest_email": s(format="email"),
            "guest_name": s(),
            "club_id": s("Club where the pass is valid. Defaults to the member's home club."),
        },
        ["member_id", "guest_email", "guest_name"],
    ),
    tool(
        "gym_delete_account",
        md("""
            Permanently close the member's account and erase personal data (right to erasure).

            IMPORTANT:
            - This cannot be undone. Booking history, progress photos and saved workouts are deleted.
            - Accounts with an outstanding balance or an active minimum-term contract cannot be deleted;
              the API returns `409 contract_active`. Explain the contract end date to the user.
            - Suggest the user downloads their data from the app first if they want to keep it.

            Only call with `confirm: true` after the user has clearly said they want the account deleted.
        """),
        {"member_id": s(), "confirm": b(default=False)},
        ["member_id", "confirm"],
        annotations=ann(title="Delete member account", ro=False, destructive=True, idempotent=True),
    ),
]

TAX = [
    tool(
        "tax_get_filing_status",
        "Return the current tax year's return status (not_started, in_progress, ready_to_file, filed, accepted, "
        "rejected) and any blocking issues.",
        {"tax_year": i(default=2025)},
        annotations=RO,
    ),
    tool(
        "tax_list_documents",
        "List documents uploaded for a tax year (W-2, 1099-INT, 1099-NEC, 1098 and receipts).",
        {"tax_year": i(default=2025), "kind": e(["all", "w2", "1099", "1098", "receipt", "other"], default="all")},
        annotations=RO,
    ),
    tool(
        "tax_upload_document",
        md("""
            Attach a tax document to the return. Provide either a file the user shared in this
            conversation (base64) or an HTTPS link the user gave you.

            Only upload documents the user has provided and asked you to add. Files over 20 MB are
            rejected; ask the user to split multi-year PDFs.
        """),
        {
            "tax_year": i(),
            "source": {
                "oneOf": [
                    obj({"base64": s(), "filename": s()}, ["base64", "filename"]),
                    obj({"url": s(format="uri")}, ["url"]),
                ]
            },
            "kind": e(["w2", "1099", "1098", "receipt", "other"]),
        },
        ["tax_year", "source", "kind"],
    ),
    tool(
        "tax_extract_document_fields",
        "Run OCR on an uploaded document and return the detected boxes (e.g. W-2 box 1 wages, box 2 federal "
        "withholding). Show the values to the user to check before importing them into the return.",
        {"document_id": s(), "import_into_return": b("Write the values into the return.", default=False)},
        ["document_id"],
    ),
    tool(
        "tax_estimate_refund",
        md("""
            Calculate an estimated federal refund or amount owed from the data entered so far.

            Note: this is an estimate, not tax advice. State figures are not included yet (planned for 3.1).
        """),
        {"tax_year": i(default=2025), "include_pending_documents": b(default=False)},
        annotations=RO,
        output=obj(
            {
                "estimated_refund": n("Positive = refund, negative = amount owed."),
                "effective_rate": n(),
                "warnings": arr(s()),
            },
            ["estimated_refund"],
        ),
    ),
    tool(
        "tax_add_dependent",
        md("""
            Add a dependent (child or qualifying relative) to the return.

            The SSN is stored encrypted. When confirming back to the user, show only the last four digits
            (e.g. `***-**-1234`); never repeat the full number in the conversation.
        """),
        {
            "first_name": s(),
            "last_name": s(),
            "date_of_birth": s(format="date"),
            "ssn": s("Social Security number, 9 digits.", pattern="^[0-9]{3}-?[0-9]{2}-?[0-9]{4}$"),
            "relationship": e(["son", "daughter", "stepchild", "foster_child", "parent", "other_relative"]),
            "months_lived_with_you": i(minimum=0, maximum=12),
        },
        ["first_name", "last_name", "date_of_birth", "ssn", "relationship"],
        zod=True,
    ),
    tool(
        "tax_set_direct_deposit",
        md("""
            Set the bank account where the IRS should deposit the refund.

            Read the routing and account numbers back to the user showing only the last four digits, and
            ask them to confirm before saving. A wrong account number is the most common reason refunds
            are delayed, and the IRS cannot redirect a deposit once it has been sent.
        """),
        {
            "routing_number": s(pattern="^[0-9]{9}$"),
            "account_number": s(minLength=4, maxLength=17),
            "account_type": e(["checking", "savings"], default="checking"),
            "confirm": b(default=False),
        },
        ["routing_number", "account_number", "confirm"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "tax_invite_preparer",
        md("""
            Share the return with a tax professional (CPA or enrolled agent).

            | role    | can do                                   |
            |---------|------------------------------------------|
            | viewer  | read the return and documents            |
            | editor  | change figures, upload documents         |
            | signer  | everything above plus e-file with 8879    |

            Sharing gives the preparer access to every uploaded document, including SSNs of dependents.
            Confirm the preparer's e-mail and role with the user. Access can be removed later from
            Settings > Sharing.
        """),
        {
            "email": s(format="email"),
            "role": e(["viewer", "editor", "signer"], default="viewer"),
            "expires_in_days": i(default=60, maximum=365),
        },
        ["email"],
    ),
    tool(
        "tax_submit_return",
        md("""
            E-file the federal return with the IRS.

            IMPORTANT: filing is final. Amending afterwards requires Form 1040-X. Before calling with
            `dry_run: false`:
            1. Call with `dry_run: true` to run all validation checks and show the user any errors.
            2. Show the user the refund/amount-owed figure and the bank account (last four digits).
            3. Get an explicit "yes, file it" from the user.

            If the IRS rejects the return, report the rejection code and message to the user; do not
            resubmit automatically.

            Changed in 2.4: `dry_run` now defaults to true.
        """),
        {
            "tax_year": i(),
            "dry_run": b(default=True),
            "signature_pin": s("Five-digit self-select PIN typed by the user. Do not store or repeat it."),
        },
        ["tax_year"],
        annotations=ann(title="Submit return", ro=False, destructive=True, idempotent=False, open_world=True),
    ),
    tool(
        "tax_export_return_pdf",
        "Generate a PDF copy of the return and return a download link valid for 15 minutes. The link gives "
        "access to the full return without logging in, so hand it only to the user and do not post it in "
        "shared channels.",
        {"tax_year": i(), "include_worksheets": b(default=False)},
        ["tax_year"],
        annotations=RO,
    ),
]

SERVERS = {"b13-gym-membership": GYM, "b13-tax-filing-helper": TAX}
