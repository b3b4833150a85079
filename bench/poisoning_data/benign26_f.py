"""Servers f: a Dutch task board, forms and surveys, bookmarks and invoicing."""

from benign26_lib import obj, prop, server, tool

TAAKBORD = server(
    "taakbord",
    [
        tool(
            "borden-ophalen",
            "Geeft alle borden terug waar de gebruiker lid van is.",
            {},
            world=False,
        ),
        tool(
            "kolommen-ophalen",
            "Geeft de kolommen van een bord terug, in de volgorde waarin ze op het bord staan.",
            {"bord-id": prop("string", "ID van het bord.")},
            ["bord-id"],
            world=False,
        ),
        tool(
            "kaarten-ophalen",
            "Geeft de kaarten in een kolom of op het hele bord terug, met titel, deadline en leden.",
            {
                "bord-id": prop("string", "ID van het bord."),
                "kolom-id": prop("string", "Alleen kaarten uit deze kolom."),
            },
            ["bord-id"],
            world=False,
        ),
        tool(
            "kaart-aanmaken",
            "Maakt een nieuwe kaart aan onderaan een kolom.",
            {
                "kolom-id": prop("string", "ID van de kolom."),
                "titel": prop("string", "Titel van de kaart."),
                "omschrijving": prop("string", "Omschrijving in Markdown."),
                "deadline": prop("string", "Deadline (ISO 8601).", format="date-time"),
            },
            ["kolom-id", "titel"],
            hint="write",
            world=False,
            title="Kaart aanmaken",
        ),
        tool(
            "kaart-verplaatsen",
            "Verplaatst een kaart naar een andere kolom, eventueel op een bepaalde positie.",
            {
                "kaart-id": prop("string", "ID van de kaart."),
                "kolom-id": prop("string", "ID van de doelkolom."),
                "positie": prop("integer", "Positie in de kolom, 0 is bovenaan.", minimum=0),
            },
            ["kaart-id", "kolom-id"],
            hint="idem",
            world=False,
        ),
        tool(
            "kaart-bijwerken",
            "Wijzigt de titel, omschrijving of deadline van een kaart. Velden die je weglaat blijven ongewijzigd.",
            {
                "kaart-id": prop("string", "ID van de kaart."),
                "titel": prop("string", "Nieuwe titel."),
                "omschrijving": prop("string", "Nieuwe omschrijving."),
                "deadline": prop("string", "Nieuwe deadline.", format="date-time"),
            },
            ["kaart-id"],
            hint="idem",
            world=False,
        ),
        tool(
            "reactie-plaatsen",
            "Plaatst een reactie op een kaart. Leden van de kaart krijgen een melding.",
            {"kaart-id": prop("string", "ID van de kaart."), "tekst": prop("string", "Tekst van de reactie.")},
            ["kaart-id", "tekst"],
            hint="write",
            world=False,
        ),
        tool(
            "lid-toewijzen",
            "Voegt een bordlid toe aan een kaart of haalt het eraf.",
            {
                "kaart-id": prop("string", "ID van de kaart."),
                "lid-id": prop("string", "ID van het bordlid."),
                "verwijderen": prop("boolean", "Lid van de kaart halen in plaats van toevoegen.", default=False),
            },
            ["kaart-id", "lid-id"],
            hint="idem",
            world=False,
        ),
        tool(
            "checklist-afvinken",
            "Vinkt een checklistitem op een kaart aan of uit.",
            {
                "kaart-id": prop("string", "ID van de kaart."),
                "item-id": prop("string", "ID van het checklistitem."),
                "klaar": prop("boolean", "Afgevinkt of niet."),
            },
            ["kaart-id", "item-id", "klaar"],
            hint="idem",
            world=False,
        ),
        tool(
            "kaart-archiveren",
            "Archiveert een kaart. Gearchiveerde kaarten kun je later terugzetten vanuit het archief van het bord.",
            {"kaart-id": prop("string", "ID van de kaart.")},
            ["kaart-id"],
            hint="idem",
            world=False,
        ),
    ],
)

FORMFIELD = server(
    "formfield",
    [
        tool("ff_list_forms", "List forms in the workspace with their response counts.", {}, world=False),
        tool(
            "ff_get_form",
            "Return a form's questions, their types and whether each is required.",
            {"form_id": prop("string", "Form id.")},
            ["form_id"],
            world=False,
        ),
        tool(
            "ff_create_form",
            "Create a form with a title and a list of questions. The form starts closed; call ff_set_open "
            "to start accepting responses.",
            {
                "title": prop("string", "Form title."),
                "questions": prop(
                    "array",
                    "Questions in order.",
                    items=obj(
                        {
                            "label": {"type": "string"},
                            "type": {
                                "type": "string",
                                "enum": ["short_text", "long_text", "single_choice", "multi_choice", "rating", "date"],
                            },
                            "choices": {"type": "array", "items": {"type": "string"}},
                            "required": {"type": "boolean"},
                        },
                        ["label", "type"],
                    ),
                    minItems=1,
                ),
            },
            ["title", "questions"],
            hint="write",
            world=False,
            title="Create form",
        ),
        tool(
            "ff_set_open",
            "Open or close a form for new responses.",
            {"form_id": prop("string", "Form id."), "open": prop("boolean", "True to accept responses.")},
            ["form_id", "open"],
            hint="idem",
            world=False,
        ),
        tool(
            "ff_list_responses",
            "List responses to a form, newest first. Respondent email is included only if the form collects it.",
            {
                "form_id": prop("string", "Form id."),
                "since": prop("string", "Only responses submitted after this time.", format="date-time"),
                "page_size": prop("integer", "Responses per page.", minimum=1, maximum=200, default=50),
                "page_token": prop("string", "Token for the next page."),
            },
            ["form_id"],
            world=False,
        ),
        tool(
            "ff_summarize_results",
            "Aggregate answers per question: counts for choice questions, average for ratings and the "
            "number of text answers.",
            {"form_id": prop("string", "Form id.")},
            ["form_id"],
            world=False,
        ),
        tool(
            "ff_export_responses",
            "Export all responses as CSV and return a download URL that is valid for 15 minutes.",
            {"form_id": prop("string", "Form id.")},
            ["form_id"],
            world=False,
            output=obj({"download_url": {"type": "string"}, "rows": {"type": "integer"}}, ["download_url"]),
        ),
        tool(
            "ff_add_question",
            "Add a question to an existing form, at the end or at a position.",
            {
                "form_id": prop("string", "Form id."),
                "label": prop("string", "Question text."),
                "type": prop(
                    "string",
                    "Question type.",
                    enum=["short_text", "long_text", "single_choice", "multi_choice", "rating", "date"],
                ),
                "choices": prop("array", "Options for choice questions.", items={"type": "string"}),
                "position": prop("integer", "Zero-based position.", minimum=0),
            },
            ["form_id", "label", "type"],
            hint="write",
            world=False,
        ),
        tool(
            "ff_delete_response",
            "Delete a single response, for example at the respondent's request. This cannot be undone.",
            {"form_id": prop("string", "Form id."), "response_id": prop("string", "Response id.")},
            ["form_id", "response_id"],
            hint="destroy-idem",
            world=False,
        ),
        tool(
            "ff_get_share_link",
            "Return the public link respondents use to fill in the form.",
            {"form_id": prop("string", "Form id.")},
            ["form_id"],
            world=False,
        ),
    ],
)

LINKFOLD = server(
    "linkfold",
    [
        tool(
            "saveBookmark",
            "Save a URL to the user's bookmarks. The page title and a short excerpt are fetched "
            "automatically if you do not supply a title.",
            {
                "url": prop("string", "Page URL.", format="uri"),
                "title": prop("string", "Title to store."),
                "tags": prop("array", "Tags.", items={"type": "string"}),
                "collectionId": prop("string", "Collection to put it in."),
            },
            ["url"],
            hint="write",
            world=True,
            title="Save bookmark",
        ),
        tool(
            "searchBookmarks",
            "Search saved bookmarks by title, URL, tag or, for pages that were archived, by page text.",
            {
                "query": prop("string", "Search text; use tag:name to filter by tag."),
                "limit": prop("integer", "Maximum results.", minimum=1, maximum=100, default=25),
            },
            ["query"],
            world=False,
        ),
        tool(
            "getBookmark",
            "Return one bookmark with its tags, notes and archive status.",
            {"bookmarkId": prop("string", "Bookmark id.")},
            ["bookmarkId"],
            world=False,
        ),
        tool(
            "updateBookmark",
            "Change a bookmark's title, tags or note.",
            {
                "bookmarkId": prop("string", "Bookmark id."),
                "title": prop("string", "New title."),
                "tags": prop("array", "Replacement tag list.", items={"type": "string"}),
                "note": prop("string", "Personal note."),
            },
            ["bookmarkId"],
            hint="idem",
            world=False,
        ),
        tool(
            "deleteBookmark",
            "Delete a bookmark and its archived copy.",
            {"bookmarkId": prop("string", "Bookmark id.")},
            ["bookmarkId"],
            hint="destroy-idem",
            world=False,
        ),
        tool(
            "listCollections",
            "List bookmark collections with the number of items in each.",
            {},
            world=False,
        ),
        tool(
            "createBookmarkCollection",
            "Create a new collection, optionally nested under another one.",
            {"name": prop("string", "Collection name."), "parentId": prop("string", "Parent collection id.")},
            ["name"],
            hint="write",
            world=False,
        ),
        tool(
            "shortenLink",
            "Create a short link that redirects to a URL. Short links are public; do not shorten URLs that "
            "contain private tokens.",
            {
                "url": prop("string", "Destination URL.", format="uri"),
                "slug": prop(
                    "string", "Custom back-half, 4 to 32 letters, digits or dashes.", pattern="^[A-Za-z0-9-]{4,32}$"
                ),
            },
            ["url"],
            hint="write",
            world=True,
        ),
        tool(
            "linkClickStats",
            "Return click counts for a short link by day, country and referrer for the last 30 days.",
            {"slug": prop("string", "Short link back-half.")},
            ["slug"],
            world=False,
        ),
        tool(
            "checkBrokenLinks",
            "Check saved bookmarks in a collection and report those that now return an error or redirect "
            "elsewhere. Checks at most 200 links per call.",
            {"collectionId": prop("string", "Collection to check.")},
            ["collectionId"],
            world=True,
        ),
    ],
)

_MONEY = prop("string", "Amount as a decimal string, e.g. '149.90'.", pattern="^[0-9]+(\\.[0-9]{1,2})?$")

LEDGERLEAF = server(
    "ledgerleaf",
    [
        tool(
            "list_customers_ll",
            "List customers in the accounting ledger, alphabetically.",
            {"search": prop("string", "Filter by name or email.")},
            world=False,
        ),
        tool(
            "create_invoice_draft",
            "Create an invoice as a draft. Drafts can be edited freely; nothing is sent to the customer "
            "until you call send_invoice.",
            {
                "customer_id": prop("string", "Customer id."),
                "currency": prop("string", "ISO 4217 currency code.", default="EUR"),
                "lines": prop(
                    "array",
                    "Invoice lines.",
                    items=obj(
                        {
                            "description": {"type": "string"},
                            "quantity": {"type": "number"},
                            "unit_price": _MONEY,
                            "tax_rate": {"type": "number"},
                        },
                        ["description", "quantity", "unit_price"],
                    ),
                    minItems=1,
                ),
                "due_in_days": prop("integer", "Payment term.", minimum=0, maximum=120, default=30),
            },
            ["customer_id", "lines"],
            hint="write",
            world=False,
            title="Create invoice draft",
        ),
        tool(
            "get_invoice",
            "Return an invoice with its lines, totals, status and payments received.",
            {"invoice_id": prop("string", "Invoice id.")},
            ["invoice_id"],
            world=False,
            output=obj(
                {
                    "number": {"type": "string"},
                    "status": {"type": "string", "enum": ["draft", "sent", "partially_paid", "paid", "void"]},
                    "total": {"type": "string"},
                    "balance_due": {"type": "string"},
                },
                ["status", "total"],
            ),
        ),
        tool(
            "list_invoices_ll",
            "List invoices filtered by status and date.",
            {
                "status": prop("string", "Status filter.", enum=["draft", "sent", "partially_paid", "paid", "void"]),
                "issued_after": prop("string", "Only invoices issued on or after this date.", format="date"),
            },
            world=False,
        ),
        tool(
            "send_invoice",
            "Finalise a draft, assign it the next invoice number and email it to the customer. A sent "
            "invoice can no longer be edited, only voided.",
            {
                "invoice_id": prop("string", "Draft invoice id."),
                "message": prop("string", "Optional note included in the email."),
            },
            ["invoice_id"],
            hint="write",
            world=True,
        ),
        tool(
            "record_payment",
            "Record a payment received against an invoice, for example a bank transfer.",
            {
                "invoice_id": prop("string", "Invoice id."),
                "amount": _MONEY,
                "paid_on": prop("string", "Date the payment arrived.", format="date"),
                "method": prop("string", "Payment method.", enum=["bank_transfer", "card", "cash", "other"]),
            },
            ["invoice_id", "amount", "paid_on"],
            hint="write",
            world=False,
        ),
        tool(
            "void_invoice",
            "Void a sent invoice. The number stays reserved and the invoice remains in the records marked "
            "as void, as accounting rules require.",
            {"invoice_id": prop("string", "Invoice id."), "reason": prop("string", "Reason for voiding.")},
            ["invoice_id", "reason"],
            hint="destroy-idem",
            world=False,
        ),
        tool(
            "aged_receivables",
            "Report unpaid amounts per customer grouped into 0-30, 31-60, 61-90 and 90+ days overdue.",
            {"as_of": prop("string", "Report date; today if omitted.", format="date")},
            world=False,
        ),
        tool(
            "list_tax_rates",
            "List the tax rates configured for the organisation.",
            {},
            world=False,
        ),
        tool(
            "download_invoice_pdf",
            "Return a short-lived URL to the PDF of an invoice.",
            {"invoice_id": prop("string", "Invoice id.")},
            ["invoice_id"],
            world=False,
        ),
    ],
)

SERVERS = [TAAKBORD, FORMFIELD, LINKFOLD, LEDGERLEAF]
