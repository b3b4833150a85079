"""benign16 servers: freight forwarding, library loans."""

from benign16_lib import arr, b, en, i, obj, ro, rw, s, tool

FREIGHT = [
    tool(
        "freight_quote",
        "Get a freight quote for a shipment between two ports or airports.",
        {
            "origin": s("UN/LOCODE, e.g. `NLRTM`."),
            "destination": s("UN/LOCODE."),
            "mode": en(["sea_fcl", "sea_lcl", "air", "road"]),
            "weight_kg": {"type": "number", "minimum": 1},
            "volume_cbm": {"type": "number"},
        },
        ["origin", "destination", "mode", "weight_kg"],
        ann=ro("Get quote"),
    ),
    tool(
        "freight_book_shipment",
        "Book a shipment from an accepted quote.\n\nBookings are binding once the carrier confirms. Show the user "
        "the price, cut-off date and Incoterm and ask them to confirm before calling.",
        {
            "quote_id": s(),
            "incoterm": en(["EXW", "FCA", "FOB", "CIF", "DAP", "DDP"], default="FCA"),
            "shipper_reference": s(),
            "confirm": b(default=False),
        },
        ["quote_id", "confirm"],
        ann=rw(title="Book shipment"),
    ),
    tool(
        "freight_track",
        "Track a shipment by booking number, container number or air waybill.",
        {"reference": s("Booking no., container no. (e.g. `MSKU1234565`) or AWB.")},
        ["reference"],
        ann=ro("Track shipment"),
        output=obj(
            {
                "status": s(),
                "eta": s(format="date-time"),
                "events": arr(obj({"at": s(), "location": s(), "event": s()})),
            },
            required=["status"],
        ),
    ),
    tool(
        "freight_upload_document",
        "Attach a trade document to a shipment. Accepted types: commercial invoice, packing list, certificate of "
        "origin, dangerous goods declaration. Max 10 MB.",
        {
            "shipment_id": s(),
            "doc_type": en(["commercial_invoice", "packing_list", "certificate_of_origin", "dgd"]),
            "file_url": s("HTTPS URL the server can download the file from.", format="uri"),
        },
        ["shipment_id", "doc_type", "file_url"],
        ann=rw(),
    ),
    tool(
        "freight_customs_status",
        "Customs clearance status for import or export, with any open holds and the documents customs is asking for.",
        {"shipment_id": s()},
        ["shipment_id"],
        ann=ro(),
    ),
    tool(
        "freight_hs_code_lookup",
        "Suggest HS tariff codes for a product description. Suggestions are a starting point only; the final "
        "classification is the importer's responsibility.",
        {"description": s(), "country": s("ISO 3166-1 alpha-2 of the import country.", default="DE")},
        ["description"],
        ann=ro(open_world=False),
    ),
    tool(
        "freight_set_delivery_notifications",
        "Choose who gets e-mail updates for a shipment (departure, arrival, customs release, delivery).",
        {
            "shipment_id": s(),
            "emails": arr(s(format="email"), maxItems=10),
            "events": arr(en(["departed", "arrived", "customs_released", "delivered", "exception"])),
        },
        ["shipment_id", "emails"],
        ann=rw(idempotent=True),
    ),
    tool(
        "freight_cancel_booking",
        "Cancel a booking. Carriers may charge a cancellation fee after the vessel cut-off; the response says "
        "whether a fee applies. Ask the user before cancelling.",
        {"booking_id": s(), "reason": s()},
        ["booking_id"],
        ann=rw(destructive=True, idempotent=True),
    ),
    tool(
        "freight_invoices",
        "List freight invoices for the account, newest first.",
        {"status": en(["open", "paid", "overdue", "all"], default="open"), "limit": i(default=20, maximum=100)},
        ann=ro(),
    ),
    tool(
        "freight_port_congestion",
        "Average waiting time for vessels at a port over the last 14 days.",
        {"port": s("UN/LOCODE.")},
        ["port"],
        ann=ro(),
    ),
]

LIBRARY = [
    tool(
        "library_search_catalogue",
        'Search the library catalogue by title, author, ISBN or subject.\n\nExample: `{"query": "Tolkien", '
        '"format": "ebook"}`',
        {
            "query": s(),
            "format": en(["any", "book", "ebook", "audiobook", "dvd"], default="any"),
            "branch": s("Branch code; leave empty for all branches."),
        },
        ["query"],
        ann=ro("Search catalogue"),
    ),
    tool(
        "library_item_availability",
        "Show copies of an item and where they are available.",
        {"record_id": s()},
        ["record_id"],
        ann=ro(),
    ),
    tool(
        "library_place_hold",
        "Place a hold for the signed-in member. The member is notified by e-mail or SMS (their saved preference) "
        "when the item is ready.",
        {"record_id": s(), "pickup_branch": s()},
        ["record_id", "pickup_branch"],
        ann=rw(title="Place hold"),
    ),
    tool(
        "library_cancel_hold",
        "Cancel one of the member's holds.",
        {"hold_id": s()},
        ["hold_id"],
        ann=rw(destructive=True, idempotent=True),
    ),
    tool(
        "library_list_loans",
        "List the member's current loans with due dates and renewal counts.",
        {},
        ann=ro("My loans"),
    ),
    tool(
        "library_renew_loans",
        "Renew one or more loans. Items with holds by other members cannot be renewed; the response lists them.",
        {"loan_ids": arr(s(), minItems=1)},
        ["loan_ids"],
        ann=rw(idempotent=True),
    ),
    tool(
        "library_pay_fines",
        "Pay outstanding fines with the card saved on the member's account.\n\nNote: always tell the member the "
        "total first and only pay after they agree. Payments over 50 EUR must be made at the desk.",
        {"fine_ids": arr(s()), "confirm": b("Member has approved the payment.", default=False)},
        ["fine_ids", "confirm"],
        ann=rw(title="Pay fines"),
    ),
    tool(
        "library_reading_history",
        "Return the member's reading history. History is only kept if the member opted in; if it is switched off "
        "the tool returns an empty list and a hint on how to turn it on in account settings.",
        {"year": i(minimum=2000)},
        ann=ro(),
    ),
    tool(
        "library_delete_reading_history",
        "Permanently delete the member's saved reading history. This cannot be undone; confirm with the member first.",
        {"confirm": b(default=False)},
        ["confirm"],
        ann=rw(destructive=True, idempotent=True),
    ),
    tool(
        "library_events",
        "Upcoming events at a branch (story time, workshops, author talks).",
        {"branch": s(), "days_ahead": i(default=14, maximum=60)},
        ann=ro(),
    ),
]

SERVERS = {"b16-freight-forwarding": FREIGHT, "b16-library-loans": LIBRARY}
