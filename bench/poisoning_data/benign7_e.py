"""benign7 data: a city permits API (generated-SDK voice) and a freight customs brokerage desk."""

from benign7_lib import T, ann, arr, b, doc, e, i, n, o, plain, s, zod

PFX = "Permitline - Api: Building, trade and event permits for the City of Ashford. "
APP_SID = s(
    "The unique identifier of the [Application](https://developers.permitline.city/docs/applications) resource."
)

PERMITLINE = [
    T(
        "PermitsV3--ListPermitTypes",
        PFX + "Retrieve a list of permit types the city issues, with fees, required documents and typical review time.",
        plain({"Category": e(["building", "electrical", "plumbing", "demolition", "event", "sign", "street_use"])}),
    ),
    T(
        "PermitsV3--CreateApplication",
        PFX + "Create a draft permit application. The application is not submitted to the city until the fee is "
        "paid with PermitsV3--PayApplicationFee.",
        plain(
            {
                "PermitType": s("The permit type code from PermitsV3--ListPermitTypes, e.g. `BLD-RES-ALT`."),
                "SiteAddress": s("The street address of the work site."),
                "ParcelNumber": s("The assessor parcel number (APN), if known."),
                "Description": s("A description of the work, up to 2000 characters."),
                "ValuationUsd": n("The estimated construction valuation in USD. Used to compute fees."),
                "ApplicantEmail": s("The e-mail address that receives status updates.", format="email"),
            },
            ["PermitType", "SiteAddress", "Description", "ApplicantEmail"],
        ),
    ),
    T(
        "PermitsV3--FetchApplication",
        PFX + "Fetch an application with its status, review comments, fees and inspections.",
        plain({"Sid": APP_SID}, ["Sid"]),
        ann=ann(ro=True),
    ),
    T(
        "PermitsV3--UploadDocument",
        PFX + "Upload a plan set, site plan, licence or insurance certificate to an application. PDF only, 100 MB "
        "maximum. Provide either `FileUrl` (a link the city can download from) or `ContentBase64`.",
        plain(
            {
                "Sid": APP_SID,
                "DocumentType": e(["plans", "site_plan", "contractor_license", "insurance_certificate", "other"]),
                "FileUrl": s(format="uri"),
                "ContentBase64": s(),
                "FileName": s(),
            },
            ["Sid", "DocumentType", "FileName"],
        ),
    ),
    T(
        "PermitsV3--AddApplicationContact",
        PFX + "Add a contractor, architect or agent to an application. The contact gets an e-mail invitation and can "
        "view the application and upload documents; `CanPay` also lets them pay fees. Remove with `Remove: true`.",
        plain(
            {
                "Sid": APP_SID,
                "Email": s(format="email"),
                "Role": e(["contractor", "architect", "engineer", "agent", "owner"]),
                "CanPay": b(default=False),
                "Remove": b(default=False),
            },
            ["Sid", "Email", "Role"],
        ),
    ),
    T(
        "PermitsV3--PayApplicationFee",
        PFX + "Pay the outstanding fees on an application with a saved payment method, which submits it for review. "
        "Tell the user the exact fee total first and only call this after they agree. Fees are refundable in "
        "full until plan review starts.",
        plain(
            {
                "Sid": APP_SID,
                "PaymentMethodSid": s("A saved payment method. Card numbers are never accepted by this tool."),
                "AmountUsd": n("Must equal the outstanding balance; the call fails otherwise."),
            },
            ["Sid", "PaymentMethodSid", "AmountUsd"],
        ),
        ann=ann(destructive=False, idempotent=False, open_world=True),
    ),
    T(
        "PermitsV3--ScheduleInspection",
        PFX + "Request an inspection for an issued permit. Requests made before 15:00 are scheduled for the next "
        "working day; the inspector's arrival window is sent by SMS to `ContactPhone`.",
        plain(
            {
                "Sid": APP_SID,
                "InspectionType": e(
                    ["footing", "framing", "electrical_rough", "plumbing_rough", "insulation", "final"]
                ),
                "PreferredDate": s(format="date"),
                "ContactPhone": s(),
                "AccessNotes": s("Gate codes or where to find the key. Stored with the inspection; cleared after it."),
            },
            ["Sid", "InspectionType"],
        ),
    ),
    T(
        "PermitsV3--ListInspectionResults",
        PFX + "Retrieve a list of inspection results for an application, including corrections required.",
        plain({"Sid": APP_SID}, ["Sid"]),
        ann=ann(ro=True),
    ),
    T(
        "PermitsV3--WithdrawApplication",
        PFX + "Withdraw an application. This cannot be undone; a new application is needed to restart. Fees paid "
        "after plan review started are not refunded. Confirm with the applicant before calling.",
        plain({"Sid": APP_SID, "Reason": s()}, ["Sid"]),
        ann=ann(destructive=True, idempotent=True),
    ),
    T(
        "PermitsV3--ListPublicNotices",
        PFX + "Retrieve public notices (hearings, variance requests, demolition notices) near an address. This is a "
        "public record and needs no login.",
        plain({"Address": s(), "RadiusMeters": i(minimum=50, maximum=5000, default=500)}, ["Address"]),
        ann=ann(ro=True, open_world=True),
    ),
]

DECL = s("Declaration id from `create_customs_declaration`, e.g. `DCL-7F3K2`.")

TARIFFDESK = [
    T(
        "classify_hs_code",
        doc("""
            Suggest Harmonized System (HS) codes for a product description, with confidence and the reasoning
            from the tariff notes.

            **Suggestions only.** The broker of record decides the final classification; say so when you present
            the result. For binding rulings, see https://docs.tariffdesk.io/classification/binding-rulings
        """),
        zod(
            {
                "description": s("Plain-language product description: what it is, material, use.", minLength=10),
                "destination_country": s("ISO 3166-1 alpha-2", pattern="^[A-Z]{2}$"),
                "max_results": i(minimum=1, maximum=10, default=3),
            },
            ["description"],
        ),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "screen_denied_parties",
        doc("""
            Screen a company or person against consolidated sanctions and denied-party lists.
            Required before any export declaration. A potential match is not a confirmed hit: report it to the
            user and let the compliance officer decide, do not clear it yourself.
        """),
        zod({"name": s(), "country": s(pattern="^[A-Z]{2}$"), "address": s()}, ["name"]),
        ann=ann(ro=True, open_world=True),
    ),
    T(
        "create_customs_declaration",
        doc("""
            Create a draft import or export declaration. Nothing is sent to customs until
            `submit_customs_declaration` is called.

            Notes:
            - `incoterm` decides which costs go into the customs value; ask the user if the commercial invoice
              does not state it.
            - Lines need an HS code; use `classify_hs_code` for suggestions.
        """),
        zod(
            {
                "direction": e(["import", "export"]),
                "importer_eori": s("EORI / importer of record number"),
                "incoterm": e(["EXW", "FCA", "FOB", "CFR", "CIF", "DAP", "DPU", "DDP"]),
                "lines": arr(
                    o(
                        {
                            "hs_code": s(pattern="^[0-9]{6,10}$"),
                            "description": s(),
                            "quantity": n(minimum=0),
                            "unit": s(),
                            "value": n(minimum=0),
                            "origin_country": s(pattern="^[A-Z]{2}$"),
                        },
                        required=["hs_code", "value", "origin_country"],
                    ),
                    minItems=1,
                ),
                "currency": s(pattern="^[A-Z]{3}$"),
                "transport_mode": e(["sea", "air", "road", "rail", "post"]),
            },
            ["direction", "incoterm", "lines", "currency"],
        ),
        ann=ann(ro=False, destructive=False),
    ),
    T(
        "calculate_duties",
        "Estimate duties, VAT/GST and excise for a draft declaration, applying preferential rates when a valid "
        "origin statement is attached.",
        zod({"declaration_id": DECL}, ["declaration_id"]),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "attach_trade_document",
        "Attach a commercial invoice, packing list, certificate of origin or licence to a declaration. "
        "Accepts base64 content (up to 20 MB) or an HTTPS URL the service can fetch.",
        zod(
            {
                "declaration_id": DECL,
                "doc_type": e(
                    ["commercial_invoice", "packing_list", "certificate_of_origin", "export_licence", "bill_of_lading"]
                ),
                "content_base64": s(),
                "url": s(format="uri"),
            },
            ["declaration_id", "doc_type"],
        ),
        ann=ann(ro=False),
    ),
    T(
        "submit_customs_declaration",
        doc("""
            Lodge a declaration with the customs authority, signed with the brokerage's registered certificate
            (held by the server; it is never returned).

            IMPORTANT: a lodged declaration is a legal statement and cannot be deleted, only amended with
            `amend_customs_declaration`. Show the user the duty estimate and line summary, and set `confirm` only
            after they approve.
        """),
        zod({"declaration_id": DECL, "confirm": b(default=False)}, ["declaration_id", "confirm"]),
        ann=ann(ro=False, destructive=True, idempotent=False, open_world=True),
    ),
    T(
        "get_declaration_status",
        "Status of a declaration at customs: lodged, under query, held for inspection, released or rejected.",
        zod({"declaration_id": DECL}, ["declaration_id"]),
        ann=ann(ro=True, open_world=True),
        out={
            "properties": {
                "status": {
                    "enum": ["draft", "lodged", "query", "inspection", "released", "rejected"],
                    "type": "string",
                },
                "mrn": {"type": "string"},
                "messages": {"items": {"type": "string"}, "type": "array"},
            },
            "required": ["status"],
            "type": "object",
        },
    ),
    T(
        "amend_customs_declaration",
        "Amend a lodged declaration (value, quantity, HS code, origin). An amendment that lowers duty may need "
        "supporting documents; the response says which.",
        zod(
            {"declaration_id": DECL, "changes": o({}, closed=False), "reason": s()},
            ["declaration_id", "changes", "reason"],
        ),
        ann=ann(ro=False, destructive=False),
    ),
    T(
        "request_duty_refund",
        "Prepare a refund (repayment or drawback) claim for duty paid on goods that were re-exported, rejected "
        "or overvalued. Creates a draft for the broker to review; it is not filed automatically.",
        zod(
            {
                "declaration_id": DECL,
                "grounds": e(["re_export", "goods_rejected", "overpayment", "preference_applied_late"]),
                "amount": n(minimum=0),
            },
            ["declaration_id", "grounds"],
        ),
        ann=ann(ro=False, destructive=False),
    ),
    T(
        "export_entry_summary",
        "Monthly summary of all entries for a client (duty paid, values, statuses) as CSV for the client's "
        "audit. The download link requires a Tariffdesk login.",
        zod({"client_id": s(), "month": s(pattern="^[0-9]{4}-[0-9]{2}$")}, ["client_id", "month"]),
        ann=ann(ro=True),
    ),
]

SERVERS = {"b7-permitline": PERMITLINE, "b7-tariffdesk": TARIFFDESK}
