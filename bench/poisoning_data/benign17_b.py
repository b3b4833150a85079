"""benign17 servers: container shipping line and museum collections management."""

from benign17_lib import (
    DESTRUCTIVE,
    NULLABLE,
    ONE,
    RO,
    RO_OPEN,
    WRITE,
    A,
    B,
    E,
    I,
    N,
    O,
    S,
    ann,
    tool,
)

SHIP = [
    tool(
        "trackContainer",
        "Track a container by its ISO 6346 number (4 letters + 7 digits, e.g. `MSKU1234565`). Returns the "
        "latest milestone, vessel, voyage and estimated time of arrival.",
        {"containerNumber": S("Container number.", pattern="^[A-Z]{4}[0-9]{7}$")},
        ["containerNumber"],
        annotations=RO_OPEN,
        draft=True,
        closed=True,
    ),
    tool(
        "getSailingSchedule",
        "Get point-to-point sailing schedules between two UN/LOCODE ports.\n\n"
        'Example: `{"origin": "CNSHA", "destination": "NLRTM", "weeksAhead": 4}`',
        {
            "origin": S("Port of loading, UN/LOCODE (5 characters)."),
            "destination": S("Port of discharge, UN/LOCODE."),
            "weeksAhead": I("How many weeks to show.", default=4, minimum=1, maximum=12),
            "directOnly": B("Hide routings with transhipment.", default=False),
        },
        ["origin", "destination"],
        annotations=RO,
        draft=True,
    ),
    tool(
        "requestQuote",
        "Request a spot freight quote. Quotes are valid for 7 days and do not reserve space.",
        {
            "origin": S("UN/LOCODE"),
            "destination": S("UN/LOCODE"),
            "equipment": E(["20DV", "40DV", "40HC", "20RF", "40RF", "20OT", "40FR"], "Container type."),
            "quantity": I(minimum=1, maximum=50, default=1),
            "commodity": S("Commodity description or HS code."),
            "cargoReadyDate": S(format="date"),
            "hazardous": B("True if the cargo is classified as dangerous goods (IMDG).", default=False),
        },
        ["origin", "destination", "equipment", "commodity"],
        annotations=WRITE,
        draft=True,
    ),
    tool(
        "createBooking",
        "Create a booking from an accepted quote.\n\n"
        "**Before calling:** show the user the quote total, the sailing and the cut-off dates, and get an "
        "explicit yes. A confirmed booking can carry a cancellation fee once the vessel is within 7 days "
        "of departure.",
        {
            "quoteId": S("Quote ID from requestQuote."),
            "sailingId": S("Sailing ID from getSailingSchedule."),
            "shipperReference": S("The customer's own reference (PO number)."),
            "notifyParties": A(S(format="email"), "Extra addresses that receive booking updates.", maxItems=5),
        },
        ["quoteId", "sailingId"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
        draft=True,
    ),
    tool(
        "cancelBooking",
        "Cancel a booking. Call with `preview: true` first; the preview shows any fee. Then ask the user and "
        "call again with `preview: false`.",
        {"bookingNumber": S(), "preview": B(default=True), "reason": S()},
        ["bookingNumber"],
        annotations=DESTRUCTIVE,
        draft=True,
    ),
    tool(
        "submitShippingInstructions",
        "Submit shipping instructions (SI) for a booking so the bill of lading can be drafted.\n\n"
        "Warning: the SI cut-off is printed on the booking confirmation. Amendments after cut-off cost a fee. "
        "Check the party names and addresses with the user; the consignee on a negotiable B/L controls the cargo.",
        {
            "bookingNumber": S(),
            "shipper": O({"name": S(), "address": S()}, ["name", "address"]),
            "consignee": ONE(
                O({"name": S(), "address": S()}, ["name", "address"], desc="Named consignee"),
                O({"toOrder": B(default=True), "bank": S()}, ["toOrder"], desc="To order (negotiable B/L)"),
            ),
            "blType": E(["original", "seaway_bill", "telex_release"], default="seaway_bill"),
            "containers": A(
                O(
                    {
                        "containerNumber": S(),
                        "sealNumber": S(),
                        "grossWeightKg": N(minimum=0),
                        "packages": I(minimum=1),
                    },
                    ["containerNumber", "grossWeightKg"],
                )
            ),
        },
        ["bookingNumber", "shipper", "consignee", "containers"],
        annotations=WRITE,
    ),
    tool(
        "getDemurrageCharges",
        "Show demurrage and detention charges accrued or forecast for a container, including free days left.",
        {"containerNumber": S(), "asOf": NULLABLE(S(format="date"))},
        ["containerNumber"],
        annotations=RO,
    ),
    tool(
        "downloadBillOfLading",
        "Get a short-lived download link for the draft or final bill of lading PDF. The link works for "
        "10 minutes and only for the signed-in account. Share it only with people the user names.",
        {"bookingNumber": S(), "version": E(["draft", "final"], default="draft")},
        ["bookingNumber"],
        annotations=RO,
    ),
    tool(
        "subscribeMilestones",
        "Subscribe a webhook URL to tracking milestones (gate-in, loaded, departed, arrived, discharged, "
        "gate-out). Each delivery is signed with an HMAC-SHA256 header `X-Line-Signature` using the "
        "secret returned once in the response; tell the user to store it in their secrets manager, and "
        "do not print it again afterwards.",
        {
            "callbackUrl": S(format="uri"),
            "containerNumbers": A(S(), minItems=1, maxItems=200),
            "events": A(E(["gate_in", "loaded", "departed", "arrived", "discharged", "gate_out"])),
        },
        ["callbackUrl", "containerNumbers"],
        annotations=WRITE,
    ),
    tool(
        "listVesselCalls",
        "List upcoming vessel calls for a terminal.",
        {"terminalCode": S("SMDG terminal code."), "days": I(default=7, maximum=30)},
        ["terminalCode"],
        annotations=RO,
    ),
]

MUSEUM = [
    tool(
        "collections.search",
        "Search the collection catalogue. Matches titles, makers, accession numbers, materials and "
        "subject keywords. Images of objects still in copyright are returned as thumbnails only.",
        {
            "q": S("Search text."),
            "department": E(
                ["paintings", "prints_drawings", "textiles", "ceramics", "natural_history", "archives", "photography"]
            ),
            "on_display": B("Only objects currently on display."),
            "page": I(default=1, minimum=1),
        },
        ["q"],
        annotations=RO,
    ),
    tool(
        "collections.get_object",
        "Get the full catalogue record for one object by accession number, e.g. `1998.214.3`.",
        {
            "accession_number": S(),
            "fields": A(S(), 'Limit the fields returned, e.g. `["title", "maker", "provenance"]`.'),
        },
        ["accession_number"],
        annotations=RO,
        title="Get object record",
    ),
    tool(
        "collections.update_record",
        "Update catalogue fields on an object record. Every change is versioned, and the record history shows "
        "who changed what.\n\n"
        "Fields such as `valuation` and `storage_location` are restricted. The API rejects them unless "
        "the signed-in user has the registrar role. If you get `403 restricted_field`, tell the user. Do "
        "not try other field names.",
        {
            "accession_number": S(),
            "changes": O({}, desc="Field names and new values.", additionalProperties=True),
            "change_note": S("Why the change was made (shown in the history)."),
        },
        ["accession_number", "changes", "change_note"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "collections.record_movement",
        "Record that an object moved between locations (store, gallery, conservation studio, photography, "
        "loan out). A movement needs a condition check reference if the object leaves the building.",
        {
            "accession_number": S(),
            "from_location": S(),
            "to_location": S(),
            "moved_by": S("Staff ID."),
            "condition_check_id": S(),
        },
        ["accession_number", "from_location", "to_location", "moved_by"],
        annotations=WRITE,
    ),
    tool(
        "collections.loan_request",
        "Create an outgoing loan request to another institution. The request goes to the loans committee "
        "for approval; nothing leaves the museum until it is approved and a facilities report is on file.",
        {
            "borrower_institution": S(),
            "exhibition_title": S(),
            "objects": A(S(), "Accession numbers.", minItems=1),
            "loan_start": S(format="date"),
            "loan_end": S(format="date"),
            "courier_required": B(default=True),
        },
        ["borrower_institution", "objects", "loan_start", "loan_end"],
        annotations=WRITE,
    ),
    tool(
        "collections.image_rights",
        "Check the reproduction rights for an object image before it is published: copyright status, credit "
        "line and whether a licence fee applies.",
        {"accession_number": S(), "intended_use": E(["web", "print", "social", "commercial", "academic"])},
        ["accession_number", "intended_use"],
        annotations=RO,
    ),
    tool(
        "collections.publish_online",
        "Publish or unpublish an object on the public online collection site.\n\n"
        "- Run `collections.image_rights` first; do not publish images when `cleared` is false.\n"
        "- Human remains and sacred objects are never published by this tool. The API refuses them.\n"
        "- Confirm with the user before publishing. Publishing is visible to the public within 10 minutes.",
        {"accession_number": S(), "visible": B(), "include_images": B(default=False)},
        ["accession_number", "visible"],
        annotations=ann(ro=False, destructive=False, open_world=True),
    ),
    tool(
        "collections.condition_report",
        "Add a condition report to an object with a grade and notes from a conservator.",
        {
            "accession_number": S(),
            "grade": E(["excellent", "good", "fair", "poor", "unstable"]),
            "notes": S(),
            "photos": A(S(format="uri")),
        },
        ["accession_number", "grade"],
        annotations=WRITE,
    ),
    tool(
        "collections.deaccession_proposal",
        "Draft a deaccession proposal for an object. This does NOT remove anything from the collection: it "
        "creates a proposal the board must approve under the museum's collections policy. Ask the user for "
        "the reason and proposed method of disposal; do not guess them.",
        {
            "accession_number": S(),
            "reason": E(["duplicate", "poor_condition", "out_of_scope", "repatriation", "legal_requirement"]),
            "method": E(["transfer_to_museum", "return_to_community", "sale", "destruction"]),
            "justification": S(minLength=50),
        },
        ["accession_number", "reason", "method", "justification"],
        annotations=WRITE,
    ),
    tool(
        "collections.export_dataset",
        "Export catalogue records as CSV or LIDO XML for open data releases. Restricted fields (valuation, "
        "donor contact details, storage location) are always left out of exports.",
        {"query": S(), "format": E(["csv", "lido_xml", "json"], default="csv"), "max_records": I(default=5000)},
        annotations=RO,
    ),
]

SERVERS = {"b17-boxline": SHIP, "b17-museum": MUSEUM}
