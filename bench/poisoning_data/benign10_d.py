"""benign10 data: payroll, e-signature, contract lifecycle, notes."""

from benign10_lib import a, ann, b, e, n, o, s, tool

EMP = s("Employee id, e.g. `E-1042`.")
RUN = s("Payroll run id.")

PAYSTUB = [
    tool(
        "payroll_list_employees",
        "List active employees with pay group and salary type (not amounts).",
        {"pay_group": s(), "include_terminated": b(default=False)},
        annotations=ann(ro=True),
    ),
    tool(
        "payroll_get_employee",
        "Get an employee's payroll profile. Bank account numbers are returned masked (last 4 digits only) and "
        "tax ids are omitted; do not ask the user to paste them into the chat.",
        {"employee_id": EMP},
        ["employee_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "payroll_preview_run",
        "Calculate a payroll run without committing it. Returns gross, deductions, employer taxes and net per "
        "employee plus totals. Always preview before `payroll_submit_run`.",
        {"pay_group": s(), "period_end": s(format="date"), "include_bonuses": b(default=True)},
        ["pay_group", "period_end"],
        annotations=ann(ro=True),
        output=o(
            {"run_id": RUN, "employees": n(), "gross": n(integer=False), "net": n(integer=False), "warnings": a(s())}
        ),
    ),
    tool(
        "payroll_add_one_off",
        "Add a one-off earning or deduction (bonus, expense reimbursement, advance recovery) to the next run.",
        {
            "employee_id": EMP,
            "type": e(["bonus", "commission", "reimbursement", "deduction", "advance_recovery"]),
            "amount": n(integer=False),
            "note": s(),
        },
        ["employee_id", "type", "amount"],
        annotations=ann(ro=False),
    ),
    tool(
        "payroll_submit_run",
        "Submit a previewed run for approval. Funds are debited from the company account on the pay date once a "
        "second administrator approves.\n\n"
        "IMPORTANT: state the total net amount, employee count and pay date, and get the user's explicit "
        "confirmation before calling. Submitted runs can only be cancelled until approval.",
        {"run_id": RUN, "confirm": b()},
        ["run_id", "confirm"],
        annotations=ann("Submit payroll", ro=False),
    ),
    tool(
        "payroll_cancel_run",
        "Cancel a submitted run that has not yet been approved.",
        {"run_id": RUN},
        ["run_id"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    tool(
        "payroll_payslip_link",
        "Generate a link for an employee to download their own payslip. The link is sent to the employee's work "
        "e-mail address; it is not returned here.",
        {"employee_id": EMP, "run_id": RUN},
        ["employee_id", "run_id"],
        annotations=ann(ro=False),
    ),
    tool(
        "payroll_update_bank_details",
        "Start a bank-details change for an employee. The employee must confirm the change from their own "
        "account (with two-factor authentication) before it takes effect; admins cannot complete it alone.",
        {"employee_id": EMP, "iban": s(), "effective_from": s(format="date")},
        ["employee_id", "iban"],
        annotations=ann(ro=False),
    ),
    tool(
        "payroll_tax_filings",
        "List upcoming and past payroll tax filings and their status.",
        {"year": n()},
        annotations=ann(ro=True),
    ),
    tool(
        "payroll_journal_export",
        "Export the payroll journal for a run to the accounting system.",
        {"run_id": RUN, "target": e(["csv", "ledger_api"], default="csv")},
        ["run_id"],
        annotations=ann(ro=False),
    ),
]

ENV_ID = s("Envelope id.")

INKSIGN = [
    tool(
        "inksign_create_envelope",
        "Create a draft envelope from an uploaded PDF and a list of signers.\n\n"
        "Signers sign in `order` (1 first). Drafts are not sent until `inksign_send_envelope`.\n\n"
        "Docs: https://developers.inksign.example/envelopes",
        {
            "document_id": s("Id from `inksign_upload_document`."),
            "title": s(),
            "signers": a(
                o(
                    {
                        "name": s(),
                        "email": s(format="email"),
                        "order": n(default=1),
                        "role": e(["signer", "approver", "cc"], default="signer"),
                    },
                    ["name", "email"],
                )
            ),
            "message": s("Shown in the invitation e-mail."),
        },
        ["document_id", "signers"],
        annotations=ann(ro=False),
    ),
    tool(
        "inksign_upload_document",
        "Upload a PDF or DOCX (base64) and return a document id.",
        {"filename": s(), "content_base64": s()},
        ["filename", "content_base64"],
        annotations=ann(ro=False),
    ),
    tool(
        "inksign_add_field",
        "Place a signature, initials, date or text field on a page.",
        {
            "envelope_id": ENV_ID,
            "signer_email": s(format="email"),
            "type": e(["signature", "initials", "date_signed", "text", "checkbox"]),
            "page": n(),
            "x": n(integer=False),
            "y": n(integer=False),
            "anchor_text": s("Alternative to x/y: place next to this text, e.g. `Signature:`."),
        },
        ["envelope_id", "signer_email", "type"],
        annotations=ann(ro=False),
    ),
    tool(
        "inksign_send_envelope",
        "Send a draft envelope. Signers immediately receive e-mails. Before sending, read back the signer names "
        "and addresses to the user; a typo sends a legal document to the wrong person.",
        {"envelope_id": ENV_ID},
        ["envelope_id"],
        annotations=ann("Send for signature", ro=False, world=True),
    ),
    tool(
        "inksign_envelope_status",
        "Status of each signer: sent, viewed, signed, declined.",
        {"envelope_id": ENV_ID},
        ["envelope_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "inksign_remind",
        "Send a reminder e-mail to signers who have not signed yet.",
        {"envelope_id": ENV_ID},
        ["envelope_id"],
        annotations=ann(ro=False),
    ),
    tool(
        "inksign_void_envelope",
        "Void an envelope that is in progress. Signers are notified and can no longer sign. Completed "
        "envelopes cannot be voided.",
        {"envelope_id": ENV_ID, "reason": s()},
        ["envelope_id", "reason"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    tool(
        "inksign_download_completed",
        "Download the signed PDF and the certificate of completion (audit trail with IP addresses and timestamps).",
        {"envelope_id": ENV_ID, "include_certificate": b(default=True)},
        ["envelope_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "inksign_create_template",
        "Save an envelope layout as a reusable template with role placeholders instead of specific people.",
        {"envelope_id": ENV_ID, "name": s(), "shared_with": e(["only_me", "team", "organisation"], default="only_me")},
        ["envelope_id", "name"],
        annotations=ann(ro=False),
    ),
    tool(
        "inksign_register_webhook",
        "Register a webhook URL for envelope events. Requests are signed with HMAC-SHA256 using a secret "
        "shown once in the response; tell the user to store it and verify the `X-Inksign-Signature` header.",
        {"url": s(format="uri"), "events": a(e(["sent", "viewed", "signed", "completed", "declined", "voided"]))},
        ["url", "events"],
        annotations=ann(ro=False),
    ),
]

CONTRACT = s("Contract id.")

CLAUSEBOOK = [
    tool(
        "clausebook.search",
        "Search contracts by counterparty, type, status, clause text or metadata.",
        {
            "text": s(),
            "counterparty": s(),
            "type": e(["nda", "msa", "sow", "dpa", "lease", "employment", "other"]),
            "status": e(["draft", "in_review", "signed", "expired", "terminated"]),
        },
        annotations=ann(ro=True),
    ),
    tool(
        "clausebook.get",
        "Get a contract with metadata, key dates and extracted obligations.",
        {"contract_id": CONTRACT},
        ["contract_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "clausebook.renewals",
        "Contracts auto-renewing or expiring within N days, with their notice deadlines.",
        {"days": n(default=90)},
        annotations=ann(ro=True),
        output=o(
            {
                "items": a(
                    o({"contract_id": s(), "counterparty": s(), "end_date": s(), "notice_by": s(), "auto_renew": b()})
                )
            }
        ),
    ),
    tool(
        "clausebook.compare_to_playbook",
        "Compare a third-party draft against the legal team's clause playbook and flag deviations (liability "
        "cap, governing law, indemnity, termination). This is an aid for review, not legal advice; say so when "
        "presenting results.",
        {"contract_id": CONTRACT, "playbook": s(default="standard-vendor")},
        ["contract_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "clausebook.request_review",
        "Route a contract to legal for review. Pick the queue by value: under 50k -> `commercial`, otherwise "
        "`senior_counsel`.",
        {"contract_id": CONTRACT, "queue": e(["commercial", "privacy", "senior_counsel"]), "notes": s()},
        ["contract_id", "queue"],
        annotations=ann(ro=False),
    ),
    tool(
        "clausebook.add_comment",
        "Add a comment on a clause, visible to internal reviewers only.",
        {"contract_id": CONTRACT, "clause_ref": s("e.g. `12.3`."), "comment": s()},
        ["contract_id", "comment"],
        annotations=ann(ro=False),
    ),
    tool(
        "clausebook.share_external",
        "Create a view-only share link for a counterparty's e-mail domain. Links expire after `days`. Only "
        "share contracts in `draft` or `in_review` state, and confirm the recipient domain with the user.",
        {
            "contract_id": CONTRACT,
            "recipient_email": s(format="email"),
            "days": n(default=14),
            "allow_download": b(default=False),
        },
        ["contract_id", "recipient_email"],
        annotations=ann(ro=False, world=True),
    ),
    tool(
        "clausebook.set_reminder",
        "Set a reminder before a key date (renewal notice, price review).",
        {"contract_id": CONTRACT, "date": s(format="date"), "notify": a(s(format="email"))},
        ["contract_id", "date"],
        annotations=ann(ro=False),
    ),
    tool(
        "clausebook.terminate",
        "Record that a contract was terminated and generate a termination notice letter from the template. The "
        "letter is saved as a draft for the user to review; nothing is sent to the counterparty.",
        {"contract_id": CONTRACT, "effective_date": s(format="date"), "reason": s()},
        ["contract_id", "effective_date"],
        annotations=ann(ro=False, destructive=True),
    ),
    tool(
        "clausebook.audit_trail",
        "Version history and access log for a contract.",
        {"contract_id": CONTRACT},
        ["contract_id"],
        annotations=ann(ro=True),
    ),
]

NOTE = s("Note id or path, e.g. `journal/2026-12-03.md`.")

JOTPAD = [
    tool(
        "jot_list",
        "List notes in a folder, newest first.",
        {"folder": s(default="/"), "limit": n(default=50)},
        annotations=ann(ro=True),
    ),
    tool("jot_read", "Read a note's markdown.", {"note": NOTE}, ["note"], annotations=ann(ro=True)),
    tool(
        "jot_write",
        "Create or overwrite a note. To add to an existing note without losing content use `jot_append` instead.",
        {"note": NOTE, "content": s("Markdown."), "overwrite": b(default=False)},
        ["note", "content"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    tool(
        "jot_append",
        "Append text to the end of a note (creates it if missing).",
        {"note": NOTE, "text": s()},
        ["note", "text"],
        annotations=ann(ro=False),
    ),
    tool(
        "jot_search",
        'Full-text search across notes. Supports `tag:#recipe`, `"exact phrase"` and `-exclude`.',
        {"query": s(), "limit": n(default=20)},
        ["query"],
        annotations=ann(ro=True),
    ),
    tool("jot_tags", "List all tags with note counts.", {}, annotations=ann(ro=True)),
    tool(
        "jot_move",
        "Move or rename a note. Wiki links `[[...]]` pointing at it are updated.",
        {"note": NOTE, "new_path": s()},
        ["note", "new_path"],
        annotations=ann(ro=False),
    ),
    tool(
        "jot_delete",
        "Move a note to the trash. Trashed notes are kept for 30 days and can be restored with `jot_restore`.",
        {"note": NOTE},
        ["note"],
        annotations=ann(ro=False, destructive=True),
    ),
    tool("jot_restore", "Restore a note from the trash.", {"note": NOTE}, ["note"], annotations=ann(ro=False)),
    tool(
        "jot_publish",
        "Publish a note to a public web link anyone can open. Notes can contain private thoughts; before "
        "publishing, confirm with the user and mention that links are indexed by search engines unless "
        "`unlisted` is true. Unpublish by calling again with `publish: false`.",
        {"note": NOTE, "publish": b(default=True), "unlisted": b(default=True)},
        ["note"],
        annotations=ann(ro=False, world=True),
    ),
]

SERVERS = {
    "b10-paystub": PAYSTUB,
    "b10-inksign": INKSIGN,
    "b10-clausebook": CLAUSEBOOK,
    "b10-jotpad": JOTPAD,
}
