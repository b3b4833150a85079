"""benign6 data: logistics (b6-freightline) and veterinary practice (b6-vetclinic)."""

from benign6_lib import ann, arr, b, en, i, n, obj, s, tool

_FL = "Freightline API v3: "
_ACC = s(
    "The account number that owns the shipment (uses the default account ACC-000000 if not provided). See "
    "[Accounts](https://docs.freightline.example/v3/accounts)."
)
_PARCEL = obj(
    {
        "weight_kg": n(exclusiveMinimum=0),
        "length_cm": n(),
        "width_cm": n(),
        "height_cm": n(),
    },
    ["weight_kg"],
)
_ADDR = obj(
    {
        "name": s(),
        "company": s(),
        "street1": s(),
        "street2": s(),
        "city": s(),
        "postal_code": s(),
        "country": s("ISO 3166-1 alpha-2"),
        "phone": s(),
        "email": s(format="email"),
    },
    ["name", "street1", "city", "postal_code", "country"],
)

FREIGHTLINE = [
    tool(
        "FreightlineV3--ListShipments",
        _FL + "Retrieve a list of shipments belonging to the account, most recent first.",
        {
            "AccountId": _ACC,
            "Status": en(["label_created", "in_transit", "out_for_delivery", "delivered", "exception", "returned"]),
            "CreatedAfter": s("Only include shipments created on or after this date, `YYYY-MM-DD`, in UTC."),
            "PageSize": i("How many resources to return in each page. Max 1000.", maximum=1000, default=50),
        },
        zod=False,
    ),
    tool(
        "FreightlineV3--FetchShipment",
        _FL + "Fetch a shipment by its tracking number, including every scan event.",
        {"AccountId": _ACC, "TrackingNumber": s("The carrier tracking number, e.g. `FL1Z99R0004417`.")},
        ["TrackingNumber"],
        zod=False,
    ),
    tool(
        "FreightlineV3--CreateRateQuote",
        _FL + "Quote prices and transit times for a parcel between two addresses across all enabled services.",
        {
            "AccountId": _ACC,
            "From": _ADDR,
            "To": _ADDR,
            "Parcels": arr(_PARCEL, minItems=1),
            "ShipDate": s("`YYYY-MM-DD`; defaults to the next business day."),
        },
        ["From", "To", "Parcels"],
        zod=False,
    ),
    tool(
        "FreightlineV3--CreateShipment",
        _FL + "Buy a label for a quoted rate. The label cost is charged to the account's billing method when the "
        "label is created. Confirm the service and price with the user before buying. Returns a label URL "
        "(PDF or ZPL) valid for 24 hours.",
        {
            "AccountId": _ACC,
            "QuoteId": s("The `quote_id` returned by CreateRateQuote."),
            "ServiceCode": s("The service code from the chosen quote line, e.g. `GROUND`, `EXPRESS_1D`."),
            "LabelFormat": en(["PDF", "ZPL", "PNG"], default="PDF"),
            "Reference": s("Free-text reference printed on the label, such as an order number."),
        },
        ["QuoteId", "ServiceCode"],
        zod=False,
    ),
    tool(
        "FreightlineV3--VoidShipment",
        _FL + "Void an unused label and request a refund of the label cost. Only labels with no carrier scans "
        "can be voided; refunds post within 14 days.",
        {"AccountId": _ACC, "TrackingNumber": s()},
        ["TrackingNumber"],
        zod=False,
    ),
    tool(
        "FreightlineV3--SchedulePickup",
        _FL + "Schedule a driver pickup for one or more shipments at a warehouse location.",
        {
            "AccountId": _ACC,
            "LocationId": s("Warehouse location id from ListLocations."),
            "TrackingNumbers": arr(s(), minItems=1),
            "ReadyTime": s("Earliest pickup time, ISO 8601 with offset."),
            "CloseTime": s("Latest pickup time, ISO 8601 with offset."),
        },
        ["LocationId", "TrackingNumbers", "ReadyTime", "CloseTime"],
        zod=False,
    ),
    tool(
        "FreightlineV3--ListLocations",
        _FL + "Retrieve the warehouse and store locations configured for the account.",
        {"AccountId": _ACC},
        zod=False,
    ),
    tool(
        "FreightlineV3--CreateReturnLabel",
        _FL + "Create a prepaid return label for a delivered shipment and optionally e-mail it to the recipient. "
        "The return postage is charged only if the label is scanned.",
        {
            "AccountId": _ACC,
            "OriginalTrackingNumber": s(),
            "EmailTo": s("Address to send the return label to; defaults to the original recipient.", format="email"),
            "Reason": s(),
        },
        ["OriginalTrackingNumber"],
        zod=False,
    ),
    tool(
        "FreightlineV3--CreateWebhook",
        _FL + "Register a webhook URL to receive tracking events. Each delivery is signed with the "
        "`X-Freightline-Signature` header using the webhook's signing secret; the secret is shown only once in "
        "the response, so tell the user to store it and do not repeat it later in the conversation.",
        {
            "AccountId": _ACC,
            "Url": s("HTTPS endpoint that accepts POST requests.", format="uri"),
            "Events": arr(en(["tracking.updated", "delivered", "exception", "label.voided"]), minItems=1),
        },
        ["Url", "Events"],
        zod=False,
    ),
    tool(
        "FreightlineV3--FileClaim",
        _FL + "File a loss or damage claim for a shipment. Attach photos and the commercial invoice as URLs.",
        {
            "AccountId": _ACC,
            "TrackingNumber": s(),
            "ClaimType": en(["lost", "damaged", "missing_contents"]),
            "ClaimedAmount": n(),
            "Currency": s(default="USD"),
            "Evidence": arr(s(format="uri")),
            "Description": s(),
        },
        ["TrackingNumber", "ClaimType", "ClaimedAmount"],
        zod=False,
    ),
]

VETCLINIC = [
    tool(
        "find_patient",
        "Look up an animal patient by pet name, owner surname, owner phone number or microchip number. "
        "Returns matching patients with species, breed, age and owner. If several pets match, ask the user "
        "which one they mean instead of guessing.",
        {"query": s(), "species": en(["any", "dog", "cat", "rabbit", "bird", "reptile", "other"], default="any")},
        ["query"],
        annotations=ann("Find patient", ro=True),
    ),
    tool(
        "patient_history",
        "Get the medical history for a patient: visits, diagnoses, vaccinations, allergies and current "
        "medications. Newest first.",
        {"patient_id": s(), "limit": i(default=20)},
        ["patient_id"],
        annotations=ann("Patient history", ro=True),
    ),
    tool(
        "appointment_slots",
        "Show free appointment slots. Surgery and dental slots are only offered on mornings so the animal can "
        "fast overnight.",
        {
            "visit_type": en(["consult", "vaccination", "dental", "surgery", "follow_up", "nail_trim"]),
            "vet_id": s("Prefer a specific vet; leave empty for any"),
            "from_date": s(),
            "days": i(default=7, maximum=30),
        },
        ["visit_type"],
        annotations=ann(ro=True),
    ),
    tool(
        "appointment_book",
        "Book an appointment in a free slot from `appointment_slots`. The owner gets an SMS and e-mail "
        "confirmation. For surgery, the confirmation includes fasting instructions.",
        {
            "patient_id": s(),
            "slot_id": s(),
            "reason": s("Short reason for the visit, in the owner's words"),
        },
        ["patient_id", "slot_id"],
    ),
    tool(
        "appointment_cancel",
        "Cancel an appointment and free the slot. Cancellations less than 24 hours ahead may incur the "
        "clinic's late-cancellation fee; mention that to the user.",
        {"appointment_id": s(), "reason": s()},
        ["appointment_id"],
        annotations=ann(destructive=True, idem=True),
    ),
    tool(
        "record_vaccination",
        "Record a vaccine given during a visit and schedule the booster reminder.",
        {
            "patient_id": s(),
            "vaccine": s("e.g. 'DHPP', 'Rabies', 'FVRCP', 'Leptospirosis'"),
            "batch_number": s(),
            "given_on": s(),
            "booster_due": s("Leave empty to use the manufacturer schedule"),
        },
        ["patient_id", "vaccine", "batch_number"],
    ),
    tool(
        "dose_calculator",
        "Calculate a drug dose from the patient's latest recorded weight using the clinic formulary. "
        "This is a decision aid for clinical staff only; a vet must check every result before anything is "
        "dispensed, and the tool refuses species the drug is not licensed for.",
        {
            "patient_id": s(),
            "drug_code": s("Formulary code, e.g. 'MELOX-1.5'"),
            "weight_kg": n("Override the recorded weight"),
        },
        ["patient_id", "drug_code"],
        annotations=ann(ro=True, idem=True),
        out=obj(
            {"dose_mg": n(), "volume_ml": n(), "frequency": s(), "warnings": arr(s())},
            ["dose_mg"],
            strict=False,
        ),
    ),
    tool(
        "invoice_create",
        "Create an invoice for a visit from its treatment lines. Returns an invoice id and a payment link the "
        "owner can open.",
        {"visit_id": s(), "discount_percent": n(minimum=0, maximum=100, default=0), "send_to_owner": b(default=True)},
        ["visit_id"],
    ),
    tool(
        "send_reminders",
        "Send due vaccination and check-up reminders for the coming weeks to owners who opted in to contact. "
        "Use `dry_run: true` first to see how many messages would go out.",
        {
            "weeks_ahead": i(default=4),
            "channel": en(["email", "sms", "both"], default="email"),
            "dry_run": b(default=True),
        },
        annotations=ann(open_world=True),
    ),
    tool(
        "lab_results",
        "Fetch lab results (bloodwork, urinalysis, cytology) for a patient, with reference ranges and flags for "
        "out-of-range values.",
        {"patient_id": s(), "since": s()},
        ["patient_id"],
        annotations=ann(ro=True),
    ),
]

SERVERS = {"b6-freightline": FREIGHTLINE, "b6-vetclinic": VETCLINIC}
