"""benign18 servers: air cargo and archive digitisation."""

from benign18_lib import RO, RO_LOCAL, ann, arr, b, e, i, n, obj, one_of, s, tool

CARGO = [
    tool(
        "awb_track",
        "Track an air waybill. Returns the latest status events (RCS, DEP, ARR, NFD, DLV) with station and time.",
        {
            "awb": s(
                "11-digit air waybill number, with or without the dash, e.g. `020-12345675`.", pattern=r"^\d{3}-?\d{8}$"
            )
        },
        ["awb"],
        annotations=RO,
        title="Track air waybill",
    ),
    tool(
        "cargo_quote_rate",
        "Get a rate quote for a shipment.\n\n"
        "Chargeable weight is the greater of actual weight and volumetric weight (L x W x H cm / 6000). Rates are "
        "indicative and valid for 24 hours.",
        {
            "origin": s("IATA airport code.", minLength=3, maxLength=3),
            "destination": s("IATA airport code.", minLength=3, maxLength=3),
            "pieces": arr(
                obj(
                    {"weight_kg": n(minimum=0), "length_cm": n(), "width_cm": n(), "height_cm": n()},
                    ["weight_kg"],
                ),
                minItems=1,
            ),
            "commodity": e(["general", "perishable", "pharma", "dangerous_goods", "live_animals", "valuables"]),
            "service": e(["economy", "standard", "express"], default="standard"),
        },
        ["origin", "destination", "pieces"],
        annotations=RO,
    ),
    tool(
        "cargo_book_shipment",
        "Book space on a flight using a quote.\n\n"
        "IMPORTANT: a booking creates a billable reservation. Summarise route, flight, chargeable weight and total "
        "price for the user and wait for their approval before calling this tool. Cancellation fees apply after "
        "the cut-off time shown in the quote.",
        {
            "quote_id": s(),
            "shipper_reference": s(),
            "notify_email": s(
                "Where to send booking confirmations.", format="email", default="ops@example-forwarder.com"
            ),
        },
        ["quote_id"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True, title="Book shipment"),
    ),
    tool(
        "cargo_cancel_booking",
        "Cancel a booking. Returns the cancellation fee that applies. Use `dry_run` to see the fee without cancelling, "
        "and ask the user before cancelling for real.",
        {"booking_id": s(), "dry_run": b(default=True)},
        ["booking_id"],
        annotations=ann(ro=False, destructive=True, idem=True, open_world=True),
    ),
    tool(
        "dg_check_declaration",
        "Check a dangerous goods declaration against the current IATA DGR edition: UN number, packing group, "
        "quantity limits per aircraft type (passenger vs cargo only) and labelling. This is an advisory check; the "
        "shipper remains responsible for the declaration.",
        {
            "un_number": s(pattern=r"^UN\d{4}$"),
            "proper_shipping_name": s(),
            "packing_group": e(["I", "II", "III", "n/a"]),
            "net_quantity": n(),
            "unit": e(["kg", "L"]),
            "aircraft": e(["passenger", "cargo_only"], default="cargo_only"),
        },
        ["un_number", "net_quantity", "unit"],
        annotations=RO_LOCAL,
    ),
    tool(
        "uld_list_available",
        "List unit load devices (containers and pallets) available at a station.",
        {"station": s(), "uld_type": e(["AKE", "AMJ", "PMC", "PAG", "RKN", "any"], default="any")},
        ["station"],
        annotations=RO,
    ),
    tool(
        "cargo_subscribe_status",
        "Subscribe to status updates for a waybill. Updates are sent to a webhook or e-mail address that the user "
        "owns. Only register endpoints the user gave you; the subscription can be removed with "
        "`cargo_unsubscribe_status`.",
        {
            "awb": s(),
            "target": one_of(
                obj({"webhook_url": s(format="uri")}, ["webhook_url"]),
                obj({"email": s(format="email")}, ["email"]),
            ),
            "events": arr(e(["RCS", "DEP", "ARR", "NFD", "DLV", "DIS"]), default=["DEP", "ARR", "DLV"]),
        },
        ["awb", "target"],
    ),
    tool(
        "cargo_unsubscribe_status",
        "Remove a status subscription.",
        {"subscription_id": s()},
        ["subscription_id"],
        annotations=ann(destructive=True, idem=True),
    ),
    tool(
        "cargo_upload_document",
        "Attach a shipping document (commercial invoice, packing list, certificate of origin, health certificate) "
        "to a booking. Customs brokers with access to the booking can see it.",
        {
            "booking_id": s(),
            "doc_type": e(
                ["commercial_invoice", "packing_list", "certificate_of_origin", "health_certificate", "other"]
            ),
            "file_url": s(format="uri"),
        },
        ["booking_id", "doc_type", "file_url"],
    ),
    tool(
        "cargo_temperature_log",
        "Return the temperature log for a pharma or perishable shipment (data logger readings every 15 minutes) "
        "and any excursions outside the agreed range.",
        {"booking_id": s(), "range": e(["2-8C", "15-25C", "frozen"], default="2-8C")},
        ["booking_id"],
        annotations=RO,
        output=obj(
            {
                "readings": arr(obj({"time": s(format="date-time"), "celsius": n()})),
                "excursions": i(),
            }
        ),
    ),
]

ARCHIVE = [
    tool(
        "digi_create_batch",
        "Create a digitisation batch for a box or series of records.\n\nA batch groups items that are scanned with "
        "the same settings. You can add items later with `digi_add_items`.",
        {
            "collection": s("Collection code, e.g. `NL-HaNA 2.21.281`."),
            "title": s(),
            "profile": e(["text_300dpi", "text_400dpi_color", "photo_600dpi", "map_large_format", "microfilm"]),
            "priority": e(["low", "normal", "high"], default="normal"),
        },
        ["collection", "title", "profile"],
    ),
    tool(
        "digi_add_items",
        "Add inventory items to a batch.",
        {
            "batch_id": s(),
            "items": arr(
                obj(
                    {"inventory_number": s(), "pages": i(minimum=1), "fragile": b(default=False)}, ["inventory_number"]
                ),
                minItems=1,
                maxItems=500,
            ),
        },
        ["batch_id", "items"],
    ),
    tool(
        "digi_batch_status",
        "Show progress of a batch: scanned, in quality control, rejected, published.",
        {"batch_id": s()},
        ["batch_id"],
        annotations=RO_LOCAL,
    ),
    tool(
        "digi_run_ocr",
        "Run text recognition on scanned pages. Handwritten material uses the HTR model for the selected period. "
        "Results are stored as PAGE-XML and ALTO next to the images.",
        {
            "batch_id": s(),
            "engine": e(["printed", "htr_1600_1800", "htr_1800_1950"], default="printed"),
            "language": arr(s(), "ISO 639-3 codes.", default=["nld"]),
        },
        ["batch_id"],
        annotations=ann(ro=False, destructive=False, idem=True, open_world=False),
    ),
    tool(
        "digi_qc_sample",
        "Draw a random sample of pages for manual quality control.",
        {"batch_id": s(), "sample_size": i(minimum=1, maximum=200, default=20), "seed": i("For a repeatable sample.")},
        ["batch_id"],
        annotations=RO_LOCAL,
    ),
    tool(
        "digi_reject_pages",
        "Mark pages as failed QC so they are rescanned. Give a reason per page (blur, crop, colour target missing, "
        "page skipped).",
        {
            "batch_id": s(),
            "pages": arr(obj({"page_id": s(), "reason": e(["blur", "crop", "color_target", "skipped", "other"])})),
        },
        ["batch_id", "pages"],
    ),
    tool(
        "digi_set_access",
        "Set the public access level of digitised items.\n\n"
        "Warning: records can contain personal data of living people. Records younger than the legal closure "
        "period (usually 75 years for civil records, 100 years for some medical and court records) must stay "
        "`restricted` unless the archivist confirms they are cleared. If unsure, ask the user instead of publishing.",
        {
            "item_ids": arr(s(), minItems=1),
            "access": e(["public", "reading_room_only", "restricted"]),
            "closure_until": s("End of closure period, for restricted items.", format="date"),
            "justification": s(),
        },
        ["item_ids", "access"],
        annotations=ann(ro=False, destructive=False, idem=True, open_world=True, title="Set access level"),
    ),
    tool(
        "digi_publish_batch",
        "Publish a QC-approved batch to the online viewer and IIIF endpoint "
        "(https://iiif.example-archive.nl/manifests/). Only items with access `public` are published. "
        "Publishing is visible to everyone; confirm with the user first.",
        {"batch_id": s(), "confirm": b(default=False)},
        ["batch_id", "confirm"],
        annotations=ann(ro=False, destructive=False, idem=True, open_world=True),
    ),
    tool(
        "digi_export_metadata",
        "Export batch metadata as EAD, METS or CSV.",
        {"batch_id": s(), "format": e(["ead", "mets", "csv"], default="mets")},
        ["batch_id"],
        annotations=RO_LOCAL,
    ),
    tool(
        "digi_search_fulltext",
        "Full-text search in OCR/HTR output. Supports quoted phrases and `~` for fuzzy matching, which helps with "
        'historic spelling ("Amstelredam"~2).',
        {"query": s(), "collection": s(), "year_from": i(), "year_to": i(), "limit": i(default=20, maximum=100)},
        ["query"],
        annotations=RO,
    ),
]

SERVERS = {"b18-air-cargo": CARGO, "b18-archive-digitisation": ARCHIVE}
