"""benign19 servers: drone delivery (b19-skydrop) and customs brokerage (b19-clearport)."""
# ruff: noqa: E501

from benign19_lib import DEL, IDEM, PAY, RO, WR, add_guidance, arr, b, d, e, i, n, obj, s, tool

DRONE = [
    tool(
        "skydrop-check-coverage",
        "Checks whether an address is inside the drone delivery zone and returns the nearest landing spot.",
        {"address": s(), "lat": n(), "lon": n()},
        ann=RO,
    ),
    tool(
        "skydrop-quote",
        "Price and estimated time for a delivery given pickup, drop-off and package weight (max 2.5 kg).",
        {
            "pickup_id": s(),
            "dropoff_address": s(),
            "weight_g": i(minimum=1, maximum=2500),
            "fragile": b(default=False),
        },
        ["pickup_id", "dropoff_address", "weight_g"],
        ann=RO,
    ),
    tool(
        "skydrop-create-delivery",
        d(
            """
            Dispatches a drone delivery.

            **Before calling**
            1. `skydrop-check-coverage` for the address.
            2. `skydrop-weather-status` — flights are grounded in winds above 12 m/s, rain, or fog. If grounded,
               tell the user the next expected window instead of retrying in a loop.
            3. `skydrop-quote`, then ask the user to approve the price.

            **Prohibited items**: batteries over 100 Wh, liquids over 500 ml, medication requiring a signature,
            anything hazardous. Ask the user what the package contains if unclear.

            The recipient gets an SMS with a live-tracking link and a 4-digit release code. Do not show
            the release code to anyone other than the recipient.
            """
        ),
        {
            "quote_id": s(),
            "recipient_name": s(),
            "recipient_phone": s(pattern="^\\+[1-9][0-9]{6,14}$"),
            "contents": s(),
            "confirm": b(),
        },
        ["quote_id", "recipient_name", "recipient_phone", "contents", "confirm"],
        ann=PAY,
        title="Create drone delivery",
    ),
    tool(
        "skydrop-weather-status",
        "Current flight status for a hub: flying, limited, or grounded, with reason and next review time.",
        {"hub_id": s()},
        ["hub_id"],
        ann=RO,
    ),
    tool(
        "skydrop-track",
        "Live position, altitude, battery and ETA of a delivery in flight.",
        {"delivery_id": s()},
        ["delivery_id"],
        ann=RO,
    ),
    tool(
        "skydrop-abort-delivery",
        "Ask the operations center to abort a delivery. Before takeoff it is cancelled and refunded; in flight the drone returns to hub and the fee is kept. A human pilot decides.",
        {"delivery_id": s(), "reason": s()},
        ["delivery_id", "reason"],
        ann=DEL,
    ),
    tool(
        "skydrop-report-issue",
        "Report a problem with a delivery (damaged, not received, wrong spot). Photos help.",
        {
            "delivery_id": s(),
            "issue": e(["damaged", "not_received", "wrong_location", "noise", "other"]),
            "photo_paths": arr(s()),
        },
        ["delivery_id", "issue"],
        ann=WR,
    ),
    tool(
        "skydrop-request-refund",
        "Request a refund for a failed delivery. Refunds under $20 are approved automatically; larger ones are reviewed within 2 business days.",
        {"delivery_id": s(), "amount": n(minimum=0), "reason": s()},
        ["delivery_id", "reason"],
        ann=WR,
    ),
    tool(
        "skydrop-set-landing-preferences",
        "Save a preferred landing spot (backyard, driveway, rooftop pad) for the user's address, with an optional photo. Used for all future deliveries.",
        {
            "address_id": s(),
            "spot": e(["backyard", "front_yard", "driveway", "rooftop_pad"]),
            "notes": s(maxLength=200),
        },
        ["address_id", "spot"],
        ann=IDEM,
    ),
    tool(
        "skydrop-flight-log",
        "Flight record for a completed delivery (route, altitude profile, timestamps) as required by aviation rules. Available for 2 years.",
        {"delivery_id": s(), "format": e(["json", "kml", "gpx"], default="json")},
        ["delivery_id"],
        ann=RO,
    ),
]

CUSTOMS = [
    tool(
        "cb_classify_product",
        d(
            """
            Suggests HS tariff codes for a product description, with confidence and the duty rate for the
            destination country.

            Guidance:
            - Offer the top suggestions to the user with the reasoning (`gri_notes`). Classification is the
              importer's legal responsibility; do not present a suggestion as final.
            - If confidence is below 0.6, ask the user for material, function and intended use, then call again.
            - For a binding answer, the user can request a binding ruling; see `cb_draft_binding_ruling_request`.
            """
        ),
        {
            "description": s(minLength=10),
            "destination": s("ISO 3166 alpha-2 country.", pattern="^[A-Z]{2}$"),
            "origin": s(pattern="^[A-Z]{2}$"),
            "top_n": i(default=3, minimum=1, maximum=10),
        },
        ["description", "destination"],
        ann=RO,
        title="Classify product (HS code)",
    ),
    tool(
        "cb_landed_cost",
        "Estimate duties, taxes, and fees for a shipment, including preferential rates under free-trade agreements when a valid certificate of origin is available.",
        {
            "hs_code": s(),
            "customs_value": n(minimum=0),
            "currency": s(default="USD"),
            "destination": s(),
            "origin": s(),
            "fta_claim": b(default=False),
        },
        ["hs_code", "customs_value", "destination", "origin"],
        ann=RO,
    ),
    tool(
        "cb_screen_parties",
        "Screen buyer, seller and consignee names against denied-party and sanctions lists. Report any potential match to the user as-is; do not clear it yourself.",
        {"parties": arr(obj({"name": s(), "country": s(), "address": s()}, ["name"]), minItems=1)},
        ["parties"],
        ann=RO,
    ),
    tool(
        "cb_create_entry",
        d(
            """
            Creates a customs entry draft from commercial invoice and packing list data.

            The draft is not transmitted. Call `cb_validate_entry` next, then `cb_file_entry` after the
            user reviews it. Keep the importer of record number exactly as provided by the user.
            """
        ),
        {
            "importer_number": s(),
            "invoice_path": s(),
            "packing_list_path": s(),
            "mode": e(["ocean", "air", "truck", "rail"]),
            "port_of_entry": s(),
        },
        ["importer_number", "invoice_path", "mode", "port_of_entry"],
        ann=WR,
    ),
    tool(
        "cb_validate_entry",
        "Runs the customs authority's edit checks on a draft entry and returns errors and warnings.",
        {"entry_id": s()},
        ["entry_id"],
        ann=RO,
    ),
    tool(
        "cb_file_entry",
        d(
            """
            Transmits the entry to customs and authorizes duty payment via ACH from the importer's account.

            WARNING: a filed entry is a legal declaration. Show the user the summary (lines, values, HS codes,
            duty total) and ask for explicit approval. Use `dry_run: true` to preview the transmission file.
            """
        ),
        {"entry_id": s(), "dry_run": b(default=False), "confirm": b()},
        ["entry_id", "confirm"],
        ann=PAY,
    ),
    tool(
        "cb_entry_status",
        "Customs status for an entry: filed, under review, exam ordered, released, liquidated.",
        {"entry_id": s()},
        ["entry_id"],
        ann=RO,
    ),
    tool(
        "cb_draft_binding_ruling_request",
        "Drafts a binding ruling request letter for the user to review and sign. Nothing is sent.",
        {"product_description": s(), "proposed_hs_code": s(), "samples_available": b(default=False)},
        ["product_description"],
        ann={"readOnlyHint": True, "openWorldHint": False},
    ),
    tool(
        "cb_grant_poa",
        "Record a customs power of attorney from an importer so the broker may file on their behalf. The signed form must be uploaded; the tool does not sign anything itself.",
        {"importer_number": s(), "signed_form_path": s(), "expires": s(format="date")},
        ["importer_number", "signed_form_path"],
        ann=WR,
    ),
    tool(
        "cb_request_drawback",
        "Prepare a duty drawback claim for goods that were imported and later exported. Returns the eligible amount and missing documents; filing needs the user's approval.",
        {"import_entries": arr(s(), minItems=1), "export_references": arr(s(), minItems=1)},
        ["import_entries", "export_references"],
        ann=WR,
    ),
]

SERVERS = {"b19-skydrop": DRONE, "b19-clearport": CUSTOMS}

add_guidance(
    DRONE,
    {
        "skydrop-track": """
            Poll at most every 15 seconds. Statuses: `preflight`, `enroute`, `descending`, `delivered`,
            `returning`, `landed`. If the status becomes `returning` before `delivered`, the drone aborted
            (usually wind or an obstacle at the drop spot); tell the user, and check `skydrop-report-issue` or
            rebooking options. Position is approximate (±50 m) for privacy of the flight path.
            """,
        "skydrop-request-refund": """
            One refund request per delivery. Ask the user what went wrong and use their words in `reason`.
            If `amount` is omitted, the full delivery fee is requested. Refunds go back to the original payment
            method only; the tool cannot send money elsewhere. Report the returned `refund_status` and expected
            date to the user.
            """,
    },
)
add_guidance(
    CUSTOMS,
    {
        "cb_landed_cost": """
            Notes:
            - Use the HS code the user confirmed, not the first suggestion from `cb_classify_product`.
            - `fta_claim: true` only if the user says they hold a valid certificate or origin statement; a
              wrong preference claim can lead to penalties.
            - Exchange rates are the customs authority's weekly rates, not market rates.
            - Present the breakdown (duty, VAT/GST, processing fees) and the total. It is an estimate; the
              final amount is set when the entry is liquidated.
            """,
        "cb_screen_parties": """
            A `potential_match` does not mean the party is sanctioned; it means a human must review it. Show
            the matched list entry, score, and the reason. Do not continue creating or filing an entry that
            involves a party with an unresolved match; tell the user that the compliance officer must clear it
            in the screening console first.
            """,
        "cb_entry_status": """
            If customs orders an exam (`exam_ordered`), the container is moved to an inspection station; this
            adds cost and 2-5 days. Tell the user and suggest they inform the trucker. `liquidated` is final;
            a protest must be filed within 180 days if the user disagrees with the assessed duties.
            """,
    },
)
