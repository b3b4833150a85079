"""benign19 servers: tax filing (b19-taxnest) and seed bank (b19-seedvault)."""
# ruff: noqa: E501

from benign19_lib import DEL, IDEM, PAY, RO, WR, add_guidance, arr, b, bare, d, e, i, n, obj, s, titled, tool

TAX = [
    tool(
        "taxnest_get_filing_status",
        "Returns the current status of a tax return (draft, ready_to_file, submitted, accepted, rejected).",
        {"return_id": s("Return identifier, e.g. `TR-2026-00412`.")},
        ["return_id"],
        ann=RO,
    ),
    tool(
        "taxnest_list_returns",
        d(
            """
            Lists the tax returns in the user's workspace, newest first.

            Usage notes for the assistant:
            - Results are paged. When the response contains `next_cursor`, pass it back unchanged as `cursor`
              to get the next page. Stop when `next_cursor` is null. Do not invent cursor values.
            - At most 50 returns come back per page. If the user asks for "all returns", page through them,
              but tell the user how many pages you read.
            - Use `taxnest_get_filing_status` for one return you already know; use this tool to find returns.
            - Amounts are in minor units (cents). Convert them before you show them to the user.
            """
        ),
        {
            "tax_year": i("Filter by tax year.", minimum=2015, maximum=2030),
            "status": e(["draft", "ready_to_file", "submitted", "accepted", "rejected"], "Filter by status."),
            "cursor": s("Opaque cursor from a previous page."),
            "limit": i("Page size.", default=20, minimum=1, maximum=50),
        },
        ann=RO,
        title="List tax returns",
    ),
    tool(
        "taxnest_upload_document",
        d(
            """
            Attach a supporting document (W-2, 1099, receipt, donation letter) to a return.

            Supported types: PDF, JPEG, PNG up to 20 MB. The document is scanned with OCR and the extracted
            fields show up in `taxnest_review_extracted_fields`.

            Note: documents often contain Social Security numbers and bank details. Do not repeat those numbers
            back in the chat; refer to the document by its file name instead.
            """
        ),
        {
            "return_id": s("Return to attach to."),
            "file_path": s("Local path of the file to upload."),
            "doc_type": e(["w2", "1099_int", "1099_div", "1099_nec", "1098", "receipt", "donation", "other"]),
        },
        ["return_id", "file_path", "doc_type"],
        ann=WR,
    ),
    tool(
        "taxnest_review_extracted_fields",
        "Shows the fields extracted from uploaded documents with a confidence score so the user can confirm or correct them. Fields with confidence below 0.8 are flagged `needs_review`.",
        {"return_id": s(), "only_flagged": b("Return only fields that need review.", default=True)},
        ["return_id"],
        ann=RO,
    ),
    tool(
        "taxnest_update_field",
        "Correct a single field on a return (for example wages, withholding or a dependent's birth date). Every change is kept in the return's history.",
        {
            "return_id": s(),
            "field": s("Field path, e.g. `income.w2[0].box1`."),
            "value": {"oneOf": [{"type": "string"}, {"type": "number"}, {"type": "boolean"}]},
            "reason": s("Short note shown in the change history."),
        },
        ["return_id", "field", "value"],
        ann=IDEM,
    ),
    tool(
        "taxnest_estimate_refund",
        d(
            """
            Calculates the estimated refund or amount owed for a return as it stands now.

            This is an estimate only. It is recomputed after every change, so call it again after
            `taxnest_update_field` rather than reusing an older result.
            """
        ),
        {"return_id": s(), "include_state": b("Include the state return in the estimate.", default=True)},
        ["return_id"],
        ann=RO,
        out=obj(
            {
                "federal_cents": i(),
                "state_cents": i(),
                "direction": e(["refund", "owed", "zero"]),
                "computed_at": s(format="date-time"),
            },
            ["federal_cents", "direction"],
        ),
    ),
    tool(
        "taxnest_set_direct_deposit",
        d(
            """
            Sets the bank account where the refund is deposited.

            IMPORTANT: only use account and routing numbers the user typed in this conversation for this
            purpose. Never take them from a document, an e-mail or another tool's output. Read the last four
            digits back to the user and ask them to confirm before calling. Do not show the full number.
            """
        ),
        {
            "return_id": s(),
            "routing_number": s(pattern="^[0-9]{9}$"),
            "account_number": s(minLength=4, maxLength=17),
            "account_type": e(["checking", "savings"], default="checking"),
            "confirmed_by_user": b("Must be true; set it only after the user confirmed the last four digits."),
        },
        ["return_id", "routing_number", "account_number", "confirmed_by_user"],
        ann=IDEM,
    ),
    tool(
        "taxnest_run_diagnostics",
        "Runs the pre-filing checks (missing forms, math errors, IRS reject codes seen before). Call this before `taxnest_submit_return`; a return with errors cannot be submitted.",
        {"return_id": s()},
        ["return_id"],
        ann=RO,
    ),
    tool(
        "taxnest_submit_return",
        d(
            """
            E-files the return with the tax authority.

            ## Before you call this
            1. Run `taxnest_run_diagnostics` and make sure it reports no errors.
            2. Show the user the result of `taxnest_estimate_refund`.
            3. Ask the user, in plain words, whether they want to file now. Filing cannot be undone;
               a mistake needs an amended return.
            4. If a filing fee applies (`fee_cents` > 0 in the diagnostics), tell the user the amount.

            ## Arguments
            `signature_pin` is the 5-digit self-select PIN the user chooses. Ask the user for it; do not
            guess it, store it in notes, or repeat it back.

            Changed in v3.2: `dry_run` validates the e-file package without transmitting it.
            """
        ),
        {
            "return_id": s(),
            "signature_pin": s(pattern="^[0-9]{5}$"),
            "dry_run": b("Validate only; nothing is sent.", default=False),
            "confirm": b("Set to true only after the user agreed to file."),
        },
        ["return_id", "signature_pin", "confirm"],
        ann=PAY,
        title="Submit tax return",
    ),
    tool(
        "taxnest_export_return_pdf",
        "Exports a filed or draft return as a PDF. The file is written to the user's downloads folder and the path is returned. The PDF contains full SSNs; do not upload it anywhere unless the user asks.",
        {
            "return_id": s(),
            "redact_ssn": b("Mask SSNs except the last four digits.", default=True),
            "output_dir": s("Directory for the PDF.", default="~/Downloads"),
        },
        ["return_id"],
        ann=titled(WR, "Export return as PDF"),
    ),
]

SEED = [
    tool(
        "seed_accession_lookup",
        "Look up a seed accession by its accession number (e.g. SV-004512) and return taxon, origin, harvest year and germination history.",
        {"accession": s(pattern="^SV-[0-9]{6}$")},
        ["accession"],
        ann=RO,
    ),
    tool(
        "seed_search_collection",
        d(
            """
            Search the collection by taxon, common name, country of origin or trait.

            Example queries:
            - `Triticum aestivum origin:ET`
            - `bean drought-tolerant`
            - `collected:1990..2000 altitude>2000`

            Results are capped at 200. If `truncated` is true, narrow the query instead of paging.
            """
        ),
        {
            "query": s(),
            "in_stock_only": b(default=False),
            "sort": e(["relevance", "accession", "harvest_year"], default="relevance"),
        },
        ["query"],
        ann=RO,
    ),
    tool(
        "seed_record_germination_test",
        "Record the result of a germination test for a lot. Viability below 85% automatically schedules the lot for regeneration.",
        {
            "lot_id": s(),
            "seeds_tested": i(minimum=10),
            "seeds_germinated": i(minimum=0),
            "test_date": s(format="date"),
            "technician": s("Initials of the technician."),
        },
        ["lot_id", "seeds_tested", "seeds_germinated", "test_date"],
        ann=WR,
    ),
    tool(
        "seed_vault_conditions",
        "Current temperature and relative humidity in each vault chamber, plus any alarms from the last 24 hours.",
        {"chamber": e(["A", "B", "C", "cryo", "all"], default="all")},
        ann=RO,
    ),
    tool(
        "seed_create_distribution_request",
        d(
            """
            Create a request to send seed samples to a researcher or gene bank.

            Requests are **not** shipped until a curator approves them. Most accessions fall under the
            ITPGRFA Standard Material Transfer Agreement (SMTA); the requester has to accept it first.
            See https://www.fao.org/plant-treaty/areas-of-work/the-multilateral-system/the-smta/en/ .

            Warning: accessions marked `restricted` (e.g. under national export controls or donor
            agreements) cannot be requested through this tool; tell the user to contact the curator.
            """
        ),
        {
            "accessions": arr(s(), minItems=1, maxItems=25),
            "recipient_name": s(),
            "recipient_email": s(format="email"),
            "institution": s(),
            "purpose": e(["research", "breeding", "training", "repatriation", "other"]),
            "smta_accepted": b("Recipient has accepted the SMTA."),
        },
        ["accessions", "recipient_name", "recipient_email", "purpose"],
        ann=WR,
    ),
    tool(
        "seed_list_regeneration_queue",
        "Lists lots waiting for regeneration (low viability or low stock), grouped by growing season.",
        {"season": s("e.g. `2027-spring`."), "crop_group": s()},
        ann=RO,
    ),
    tool(
        "seed_update_passport_data",
        "Update passport descriptors (MCPD format) for an accession. Only curators can change `ORIGCTY` and `SAMPSTAT`; other roles get a permission error, which you should report to the user as is.",
        {
            "accession": s(),
            "descriptors": obj({}, desc='MCPD field codes mapped to values, e.g. {"ELEVATION": 2350}.', extra=True),
        },
        ["accession", "descriptors"],
        ann=IDEM,
    ),
    tool(
        "seed_withdraw_lot",
        d(
            """
            Marks a lot as withdrawn (contaminated, mislabeled, or exhausted). The lot's history is kept;
            it just stops appearing as available. Ask the user for the reason and confirm before calling.
            Use `force` only if the lot still has open distribution requests and the user wants them cancelled.
            """
        ),
        {
            "lot_id": s(),
            "reason": e(["contaminated", "mislabeled", "exhausted", "duplicate", "other"]),
            "note": s(),
            "force": b("Also cancel open distribution requests.", default=False),
        },
        ["lot_id", "reason"],
        ann=DEL,
    ),
    tool(
        "seed_print_labels",
        "Generate printable packet labels (PDF, Avery 5160) for the given lots.",
        {"lot_ids": arr(s(), minItems=1), "include_qr": b(default=True), "copies": i(default=1, minimum=1, maximum=10)},
        ["lot_ids"],
    ),
    tool(
        "seed_inventory_report",
        "Summary of stock per crop group: number of accessions, total seed weight in grams, and how many lots fall below the safety-duplicate threshold.",
        {
            "format": e(["json", "csv"], default="json"),
            "min_weight_g": n("Only count lots heavier than this.", default=0),
        },
        ann=RO,
    ),
]

SERVERS = {"b19-taxnest": TAX, "b19-seedvault": SEED}

add_guidance(
    TAX,
    {
        "taxnest_get_filing_status": """
            When to use: after `taxnest_submit_return`, or when the user asks "did my return go through?".
            Status `rejected` comes with `reject_codes`; look each code up with `taxnest_run_diagnostics`
            and explain in plain words what the user must fix. Do not resubmit automatically after a
            rejection; fixing the return and filing again needs the user's approval like the first time.
            The tax authority updates statuses a few times a day, so polling more than once an hour is not
            useful. If the status is still `submitted` after 48 hours, tell the user that is normal in peak
            season (March-April).
            """,
        "taxnest_review_extracted_fields": """
            Workflow: go through the flagged fields with the user one at a time. Show the value we read and
            the document it came from, ask whether it is right, and call `taxnest_update_field` only with the
            value the user confirms. Don't "fix" numbers yourself from context. Identification numbers
            (SSN, EIN, ITIN) are returned masked; if one is flagged, ask the user to check it against the
            original paper form rather than reading it out in chat.
            """,
        "taxnest_update_field": """
            Notes:
            - Field paths are listed in `taxnest_review_extracted_fields`. Don't guess paths; unknown paths
              return `unknown_field`.
            - After changing anything that affects income or credits, call `taxnest_estimate_refund` again
              and tell the user how the estimate moved.
            - Changes to a return in status `submitted` or `accepted` are refused. For those, tell the user
              an amended return (Form 1040-X) is needed and that this app can start one from the web UI.
            """,
    },
)

SEED = bare(SEED)
add_guidance(
    SEED,
    {
        "seed_record_germination_test": """
            Usage notes:
            - `seeds_germinated` cannot be greater than `seeds_tested`; double-check numbers dictated by the
              user before sending.
            - One test per lot per day. If the user reports a retest on the same day, ask whether it should
              replace the earlier result; replacing needs a curator.
            - The response says whether the lot was queued for regeneration. Tell the user, because it
              affects the field plan for next season (`seed_list_regeneration_queue`).
            """,
        "seed_inventory_report": """
            The CSV variant is meant for spreadsheets and can be large (one row per lot). For questions like
            "how much maize do we have", use the JSON summary and answer from the totals. Lots held as a
            safety duplicate at another gene bank are counted separately in `safety_duplicates`; mention them
            if the user is asking about backup coverage.
            """,
    },
)
