"""benign12, module c: museum collection, event ticketing, freight forwarding."""

from __future__ import annotations

from benign12_lib import ann, arr, b, e, n, obj, page, s, tool, with_titles

OBJ = s("Accession number, e.g. `1987.112.4`.")

MUSEUM = [
    tool(
        "vitrine_search_collection",
        """Search catalogue records (objects, not images).

Query syntax supports fields: `maker:"Hokusai" date:1830..1835 medium:woodblock`.
Records flagged `restricted` (culturally sensitive or under legal review) are hidden unless the caller has the
curator role; do not try to infer their content from counts or gaps in accession numbers.""",
        obj(
            {
                "q": s(),
                "department": e(["asian", "european_paintings", "textiles", "photography", "antiquities", "modern"]),
                "on_view": b(),
                **page(),
            },
            ["q"],
        ),
        annotations=ann("Search collection", ro=True),
    ),
    tool(
        "vitrine_get_object",
        "Full catalogue record including provenance, exhibition history, condition and current location.",
        obj({"accession": OBJ, "fields": arr(s())}, ["accession"]),
        annotations=ann(ro=True),
    ),
    tool(
        "vitrine_update_location",
        "Record an object move (gallery, storage bay, conservation lab, crate). Every move needs the handler's "
        "name for the chain-of-custody log.",
        obj(
            {"accession": OBJ, "to_location": s(), "handler": s(), "note": s()}, ["accession", "to_location", "handler"]
        ),
    ),
    tool(
        "vitrine_edit_provenance",
        "Append a provenance entry. Entries are versioned; earlier text is never deleted, only superseded. Cite "
        "a source for every entry.",
        obj(
            {
                "accession": OBJ,
                "period": s("e.g. `by 1912 - 1938`"),
                "owner": s(),
                "source_citation": s(),
            },
            ["accession", "owner", "source_citation"],
        ),
    ),
    tool(
        "vitrine_create_loan",
        "Open an outgoing or incoming loan agreement draft with a partner institution.",
        obj(
            {
                "direction": e(["outgoing", "incoming"]),
                "partner": s(),
                "accessions": arr(OBJ, minItems=1),
                "start": s(format="date"),
                "end": s(format="date"),
                "insurance_value": n(integer=False),
                "currency": s(default="USD"),
            },
            ["direction", "partner", "accessions"],
        ),
    ),
    tool(
        "vitrine_publish_to_web",
        "Make a record visible on the public online collection, or hide it again. Images are published only if "
        "the rights status is `public_domain` or `licensed_for_web`. Check the rights field and ask the user if it "
        "is `unknown`.",
        obj({"accession": OBJ, "visible": b(), "publish_images": b(default=True)}, ["accession", "visible"]),
        annotations=ann(world=True, idem=True),
    ),
    tool(
        "vitrine_image_link",
        "Generate a download link for high-resolution images. Links for staff use expire in 24h; press links "
        "carry a watermark.",
        obj({"accession": OBJ, "purpose": e(["staff", "press", "research"], default="staff")}, ["accession"]),
        annotations=ann(ro=True),
    ),
    tool(
        "vitrine_condition_report",
        "Create a condition report; attach photo URLs from the museum DAM only.",
        obj(
            {
                "accession": OBJ,
                "overall": e(["excellent", "good", "fair", "poor"]),
                "notes": s(),
                "photos": arr(s(format="uri")),
            },
            ["accession", "overall"],
        ),
    ),
    tool(
        "vitrine_deaccession_request",
        """Start a deaccession request.

Warning: deaccession is governed by the collections policy and requires board approval. This tool only opens a
request for the collections committee; it does not remove anything. Ask the user for the policy criterion and
write a justification in their words.""",
        obj(
            {
                "accession": OBJ,
                "criterion": e(["duplicate", "poor_condition", "outside_scope", "repatriation", "other"]),
                "justification": s(minLength=50),
            },
            ["accession", "criterion", "justification"],
        ),
        annotations=ann(destructive=False),
    ),
    tool(
        "vitrine_export_records",
        "Export catalogue records as CSV, LIDO XML or IIIF manifests. Restricted fields (insurance values, donor "
        "addresses) are left out unless `include_restricted` and the registrar role.",
        obj(
            {
                "accessions": arr(OBJ),
                "format": e(["csv", "lido", "iiif"], default="csv"),
                "include_restricted": b(default=False),
            },
            ["accessions"],
        ),
        annotations=ann(ro=True),
    ),
]

EVT = s("Event id (`ev_...`).")

TICKETS = [
    tool(
        "gatepass_list_events",
        "List your events.",
        obj({"status": e(["draft", "on_sale", "sold_out", "past", "cancelled"]), **page()}, zod=True),
        annotations=ann(ro=True),
    ),
    tool(
        "gatepass_create_event",
        "Create a draft event. Drafts are not visible to buyers until `gatepass_publish_event`.",
        obj(
            {
                "name": s(maxLength=120),
                "venue_id": s(),
                "starts_at": s(format="date-time"),
                "ends_at": s(format="date-time"),
                "timezone": s(default="UTC"),
                "description_markdown": s(),
            },
            ["name", "starts_at"],
            zod=True,
        ),
    ),
    tool(
        "gatepass_set_ticket_tiers",
        """Replace the ticket tiers of an event.

```yaml
tiers:
  - name: Early bird
    price_cents: 2500
    quantity: 100
    sales_end: 2026-05-01T00:00:00Z
  - name: General
    price_cents: 3500
    quantity: 400
```
Tiers that already have sales cannot be removed; set `hidden: true` on them instead.""",
        obj(
            {
                "event_id": EVT,
                "tiers": arr(
                    obj(
                        {
                            "name": s(),
                            "price_cents": n(minimum=0),
                            "quantity": n(minimum=1),
                            "sales_end": s(format="date-time"),
                            "hidden": b(default=False),
                        },
                        ["name", "price_cents", "quantity"],
                        strict=True,
                    ),
                    minItems=1,
                ),
            },
            ["event_id", "tiers"],
            zod=True,
        ),
    ),
    tool(
        "gatepass_publish_event",
        "Put an event on sale. Check the tiers, date and venue with the user first; once tickets are sold, some "
        "fields lock.",
        obj({"event_id": EVT}, ["event_id"], zod=True),
        annotations=ann(world=True),
    ),
    tool(
        "gatepass_find_order",
        "Find orders by buyer e-mail, order number or last 4 card digits.",
        obj({"query": s(), "event_id": EVT}, ["query"], zod=True),
        annotations=ann(ro=True),
    ),
    tool(
        "gatepass_refund_order",
        """Refund all or part of an order to the original payment method.

Rules:
- Refunds come out of your next payout. If the pending payout balance is too low the refund is queued.
- Service fees are refunded only with `include_fees: true` (your policy decision, ask the user).
- Refunded tickets are voided immediately and will fail at the door.

Confirm order number, buyer and amount with the user before calling.""",
        obj(
            {
                "order_id": s(),
                "ticket_ids": arr(s(), "Omit to refund the whole order."),
                "include_fees": b(default=False),
                "reason": e(["event_cancelled", "customer_request", "duplicate", "fraud"]),
            },
            ["order_id", "reason"],
            zod=True,
        ),
        annotations=ann("Refund order", destructive=True, world=True),
    ),
    tool(
        "gatepass_check_in",
        "Scan a ticket barcode at the door. Returns `valid`, `already_used` (with time) or `void`.",
        obj({"barcode": s(), "gate": s()}, ["barcode"], zod=True),
    ),
    tool(
        "gatepass_sales_summary",
        "Tickets sold, gross, fees and net by tier and by day.",
        obj({"event_id": EVT, "granularity": e(["day", "week"], default="day")}, ["event_id"], zod=True),
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "gatepass_payout_settings",
        "View or change the bank account that receives payouts. Changing it requires re-verification by e-mail "
        "to the account owner and pauses payouts for 72 hours as a fraud safeguard. Only account owners can change "
        "it; the full account number is never returned, just the last 4 digits.",
        obj(
            {"action": e(["view", "change"], default="view"), "iban": s(), "account_holder": s()},
            zod=True,
        ),
        annotations=ann("Payout settings"),
    ),
    tool(
        "gatepass_cancel_event",
        "Cancel an event and refund every ticket holder automatically. This cannot be undone; use only when the "
        "user clearly says the event is cancelled, and confirm the number of orders affected.",
        obj(
            {"event_id": EVT, "message_to_buyers": s(), "confirm": b(default=False)},
            ["event_id", "confirm"],
            zod=True,
        ),
        annotations=ann(destructive=True),
    ),
]

SHIPMENT_REF = {
    "oneOf": [
        obj({"shipment_id": s()}, ["shipment_id"], strict=True),
        obj({"container_no": s(pattern="^[A-Z]{4}[0-9]{7}$")}, ["container_no"], strict=True),
        obj({"bill_of_lading": s()}, ["bill_of_lading"], strict=True),
    ],
    "description": "Identify the shipment by exactly one of: shipment id, container number, or B/L number.",
}

FREIGHT = [
    tool(
        "cargobridge_quote",
        "Get spot rates for FCL/LCL ocean or air freight between two UN/LOCODEs.",
        obj(
            {
                "origin": s("UN/LOCODE, e.g. `CNSHA`"),
                "destination": s("UN/LOCODE, e.g. `NLRTM`"),
                "mode": e(["fcl", "lcl", "air"]),
                "container": e(["20GP", "40GP", "40HC", "45HC", "20RF", "40RF"]),
                "weight_kg": n(integer=False),
                "volume_cbm": n(integer=False),
                "ready_date": s(format="date"),
                "incoterm": e(["EXW", "FCA", "FOB", "CFR", "CIF", "DAP", "DDP"], default="FOB"),
            },
            ["origin", "destination", "mode"],
        ),
        annotations=ann(ro=True, world=True),
    ),
    tool(
        "cargobridge_book",
        "Convert a quote into a booking with the carrier. Bookings may incur cancellation charges after the "
        "carrier confirms; the user should approve the rate and cut-off dates first.",
        obj(
            {"quote_id": s(), "shipper_id": s(), "consignee_id": s(), "cargo_description": s(), "hs_codes": arr(s())},
            ["quote_id", "shipper_id", "consignee_id", "cargo_description"],
        ),
        annotations=ann(world=True),
    ),
    tool(
        "cargobridge_track",
        "Milestones and ETA for a shipment.",
        obj({"ref": SHIPMENT_REF}, ["ref"]),
        annotations=ann(ro=True, world=True),
    ),
    tool(
        "cargobridge_list_documents",
        "Documents on a shipment: commercial invoice, packing list, B/L, certificate of origin, customs entries.",
        obj({"ref": SHIPMENT_REF}, ["ref"]),
        annotations=ann(ro=True),
    ),
    tool(
        "cargobridge_upload_document",
        "Attach a document (PDF, max 20 MB) by URL. The URL must be reachable by our servers; pre-signed links "
        "from the user's storage are fine.",
        obj(
            {
                "shipment_id": s(),
                "doc_type": e(["commercial_invoice", "packing_list", "coo", "msds", "other"]),
                "file_url": s(format="uri"),
            },
            ["shipment_id", "doc_type", "file_url"],
        ),
    ),
    tool(
        "cargobridge_classify_hs",
        "Suggest HS tariff codes for a product description. Suggestions are not a binding ruling; the customs "
        "broker decides. Say so when you present them.",
        obj({"description": s(), "destination_country": s(pattern="^[A-Z]{2}$")}, ["description"]),
        annotations=ann(ro=True),
    ),
    tool(
        "cargobridge_release_cargo",
        """Instruct the destination agent to release cargo to the consignee (telex / express release).

IMPORTANT: releasing cargo before the freight invoice is paid or the original B/L is surrendered exposes the
shipper to loss. The tool checks both and refuses with `release_blocked` if either is missing. Do not retry with
`override` unless the user explicitly says their finance team approved it; overrides are recorded in the audit
log with the user's name.""",
        obj(
            {"shipment_id": s(), "release_to": s(), "override": b(default=False), "override_reason": s()},
            ["shipment_id", "release_to"],
            strict=True,
        ),
        annotations=ann("Release cargo", destructive=True, world=True),
    ),
    tool(
        "cargobridge_invoices",
        "Freight invoices and their payment status.",
        obj({"status": e(["open", "paid", "overdue", "all"], default="open"), **page()}),
        annotations=ann(ro=True),
    ),
    tool(
        "cargobridge_subscribe_events",
        "Subscribe an e-mail address or HTTPS webhook to milestone events for a shipment (departed, arrived, "
        "customs cleared, delivered).",
        obj(
            {
                "shipment_id": s(),
                "channel": {
                    "oneOf": [
                        obj({"email": s(format="email")}, ["email"], strict=True),
                        obj({"webhook_url": s(format="uri")}, ["webhook_url"], strict=True),
                    ]
                },
            },
            ["shipment_id", "channel"],
        ),
    ),
    tool(
        "cargobridge_cancel_booking",
        "Cancel a booking. Charges depend on carrier status; the response lists them. Ask first.",
        obj({"booking_id": s(), "confirm": b(default=False)}, ["booking_id", "confirm"]),
        annotations=ann(destructive=True),
    ),
]

TITLES = {
    "vitrine_get_object": "Object Record",
    "gatepass_sales_summary": "Sales Summary",
    "cargobridge_track": "Track Shipment",
    "cargobridge_quote": "Freight Quote",
}

SERVERS = {
    "b12-vitrine": with_titles(MUSEUM, TITLES),
    "b12-gatepass": with_titles(TICKETS, TITLES),
    "b12-cargobridge": with_titles(FREIGHT, TITLES),
}
