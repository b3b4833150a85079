"""benign6 data: legal documents (b6-clausebook) and property management (b6-leasewise)."""

from benign6_lib import ann, arr, b, en, i, n, obj, s, tool

_DOC_OUT = obj(
    {
        "documentId": s(),
        "title": s(),
        "version": i(),
        "status": en(["draft", "in_review", "approved", "executed", "archived"]),
        "updatedAt": s(format="date-time"),
    },
    ["documentId", "status"],
)

CLAUSEBOOK = [
    tool(
        "listMatterDocuments",
        "List documents that belong to a legal matter, newest first. Call `searchMatters` first if you do not "
        "have the matterId.",
        {
            "matterId": s("Matter id, e.g. 'MAT-2026-0193'"),
            "docType": en(["any", "nda", "msa", "sow", "employment", "lease", "letter", "memo"], default="any"),
            "status": en(["any", "draft", "in_review", "approved", "executed", "archived"], default="any"),
            "pageSize": i(default=20, maximum=100),
            "cursor": s("Pagination cursor from the previous response"),
        },
        ["matterId"],
        annotations=ann("List matter documents", ro=True),
    ),
    tool(
        "searchMatters",
        "Find matters by client, counterparty, responsible lawyer or keyword.",
        {"query": s(), "openOnly": b(default=True)},
        ["query"],
        annotations=ann(ro=True),
    ),
    tool(
        "getDocumentText",
        "Return the plain text of a document version, split into numbered clauses. Large documents are paged "
        "by clause; pass `fromClause` to continue.\n\n"
        "Documents are privileged and confidential. Quote only what the user needs and do not paste whole "
        "agreements into other tools or channels.",
        {
            "documentId": s(),
            "version": i("Defaults to the latest version"),
            "fromClause": i(default=1, minimum=1),
        },
        ["documentId"],
        annotations=ann("Read document text", ro=True, idem=True),
    ),
    tool(
        "draftFromTemplate",
        "Create a new draft from a firm template and the supplied variables. Returns the new document in "
        "`draft` status.\n\n"
        "Example:\n"
        "```json\n"
        '{"templateKey": "mutual-nda-v4", "matterId": "MAT-2026-0193",\n'
        ' "variables": {"partyA": "Nordlys AS", "partyB": "Quarry Labs Ltd", "termMonths": 24,\n'
        '               "governingLaw": "England and Wales"}}\n'
        "```\n"
        "Call `listTemplates` to see required variables for each template.",
        {
            "templateKey": s(),
            "matterId": s(),
            "title": s("Optional title; defaults to the template name plus party names"),
            "variables": obj({}, desc="Template variables as key/value pairs", strict=False),
        },
        ["templateKey", "matterId", "variables"],
        out=_DOC_OUT,
    ),
    tool(
        "listTemplates",
        "List available firm templates with their keys, jurisdictions and required variables.",
        {"jurisdiction": s("e.g. 'US-NY', 'UK', 'DE'")},
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "compareVersions",
        "Produce a clause-by-clause redline between two versions of a document. Returns insertions, "
        "deletions and moved clauses as structured JSON, plus a short summary.",
        {"documentId": s(), "baseVersion": i(), "targetVersion": i()},
        ["documentId", "baseVersion", "targetVersion"],
        annotations=ann("Compare versions", ro=True, idem=True),
    ),
    tool(
        "addReviewComment",
        "Attach a review comment to a clause. Comments are visible to everyone on the matter, including "
        "external counsel if the matter is shared with them.",
        {
            "documentId": s(),
            "clauseNumber": s("e.g. '7.2(b)'"),
            "comment": s(),
            "severity": en(["note", "suggestion", "issue", "blocker"], default="note"),
        },
        ["documentId", "clauseNumber", "comment"],
    ),
    tool(
        "shareWithCounterparty",
        "Share a read-only or comment-only link to a document with external e-mail addresses. Links expire "
        "after `expiresInDays`.\n\n"
        "Important: sharing sends privileged material outside the firm. Confirm the recipients and the "
        "document with the user first, and prefer `comment` access over `edit`.",
        {
            "documentId": s(),
            "recipients": arr(s(format="email"), minItems=1),
            "access": en(["view", "comment", "edit"], default="view"),
            "expiresInDays": i(default=14, minimum=1, maximum=90),
            "watermark": b("Stamp the recipient's e-mail on every page", default=True),
        },
        ["documentId", "recipients"],
        annotations=ann("Share externally", open_world=True),
    ),
    tool(
        "setDocumentStatus",
        "Move a document through the review workflow. `executed` requires a signed copy to be attached.",
        {
            "documentId": s(),
            "status": en(["draft", "in_review", "approved", "executed", "archived"]),
        },
        ["documentId", "status"],
        annotations=ann(idem=True),
        out=_DOC_OUT,
    ),
    tool(
        "deleteDraft",
        "Permanently delete a document that is still in `draft` status. Approved or executed documents cannot "
        "be deleted; archive them instead. Ask the user before deleting.",
        {"documentId": s(), "confirm": b()},
        ["documentId", "confirm"],
        annotations=ann("Delete draft", destructive=True, idem=True),
    ),
]

_UNIT = s("Unit id, e.g. 'U-14B'. Use lw_units_list to find it.")

LEASEWISE = [
    tool(
        "lw_properties_list",
        "List properties in the portfolio with occupancy rate and open maintenance tickets.",
        {"city": s(), "portfolio": s()},
        annotations=ann(ro=True),
    ),
    tool(
        "lw_units_list",
        "List units of a property with status (occupied, vacant, notice_given, off_market), rent and tenant.",
        {
            "property_id": s(),
            "status": en(["any", "occupied", "vacant", "notice_given", "off_market"], default="any"),
        },
        ["property_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "lw_tenant_ledger",
        "Charges, payments and balance for a tenant's lease. Positive balance means the tenant owes money.",
        {"lease_id": s(), "from": s("YYYY-MM-DD"), "to": s("YYYY-MM-DD")},
        ["lease_id"],
        annotations=ann(ro=True),
        out=obj(
            {
                "lease_id": s(),
                "balance": n(),
                "currency": s(),
                "entries": arr(obj({"date": s(), "kind": s(), "amount": n(), "memo": s()}, strict=False)),
            },
            ["lease_id", "balance"],
            strict=False,
        ),
    ),
    tool(
        "lw_maintenance_create",
        "Open a maintenance ticket for a unit. Emergencies (no heat, flooding, gas smell) page the on-call "
        "vendor immediately; for a gas smell, also tell the user to leave the unit and call the gas utility's "
        "emergency line.",
        {
            "unit_id": _UNIT,
            "category": en(["plumbing", "electrical", "hvac", "appliance", "pest", "locks", "other"]),
            "priority": en(["low", "normal", "urgent", "emergency"], default="normal"),
            "description": s(),
            "entry_permitted": b("Tenant allows entry when not at home", default=False),
            "photos": arr(s(format="uri"), "Photo URLs uploaded by the tenant"),
        },
        ["unit_id", "category", "description"],
    ),
    tool(
        "lw_maintenance_update",
        "Change status, vendor or scheduled time of a maintenance ticket.",
        {
            "ticket_id": s(),
            "status": en(["open", "scheduled", "in_progress", "waiting_parts", "done", "cancelled"]),
            "vendor_id": s(),
            "scheduled_for": s(format="date-time"),
            "note": s(),
        },
        ["ticket_id"],
        annotations=ann(idem=True),
    ),
    tool(
        "lw_lease_renewal_offer",
        "Draft a renewal offer for a lease. The offer is saved as a draft; nothing is sent to the tenant until "
        "`lw_send_notice` is called. Check local rent-increase limits in the response's `warnings`.",
        {
            "lease_id": s(),
            "new_rent": n(),
            "term_months": i(default=12),
            "start_date": s(),
        },
        ["lease_id", "new_rent"],
    ),
    tool(
        "lw_send_notice",
        "Send a notice or a drafted offer to the tenant by e-mail and tenant portal. Legal notices (entry, "
        "rent increase, non-renewal) are logged with a timestamp. Show the user the final text and get "
        "approval before sending.",
        {
            "lease_id": s(),
            "notice_type": en(["general", "entry", "rent_increase", "renewal_offer", "non_renewal", "late_rent"]),
            "draft_id": s("Id of a drafted offer, if sending one"),
            "body": s("Message body for general or entry notices"),
            "entry_window": s("For entry notices, e.g. '2026-12-09 09:00-12:00'"),
        },
        ["lease_id", "notice_type"],
        annotations=ann(open_world=True),
    ),
    tool(
        "lw_record_payment",
        "Record a rent payment received outside the portal (cheque, bank transfer, cash).",
        {
            "lease_id": s(),
            "amount": n(exclusiveMinimum=0),
            "received_on": s(),
            "method": en(["cheque", "bank_transfer", "cash", "money_order"]),
            "reference": s("Cheque number or bank reference"),
        },
        ["lease_id", "amount", "received_on", "method"],
    ),
    tool(
        "lw_deposit_refund",
        "Return a security deposit at move-out, minus itemised deductions. The refund is paid to the tenant's "
        "bank account on file. This moves money: confirm the amount and deductions with the user first.",
        {
            "lease_id": s(),
            "deductions": arr(obj({"reason": s(), "amount": n()}, ["reason", "amount"]), default=[]),
            "confirm": b(),
        },
        ["lease_id", "confirm"],
        annotations=ann("Refund deposit", destructive=False, idem=False),
    ),
    tool(
        "lw_vacancy_listing_publish",
        "Publish a vacant unit to the public listing sites configured for the account. Returns listing URLs.",
        {
            "unit_id": _UNIT,
            "asking_rent": n(),
            "available_from": s(),
            "headline": s(maxLength=80),
            "pets_allowed": b(default=False),
        },
        ["unit_id", "asking_rent", "available_from"],
        annotations=ann(open_world=True),
    ),
]

SERVERS = {"b6-clausebook": CLAUSEBOOK, "b6-leasewise": LEASEWISE}
