"""benign7 data: farm management and a museum collections system."""

from benign7_lib import RO_CLOSED, T, ann, arr, b, doc, e, i, n, o, s, zod

FIELD_ID = s("Field id from `list_fields`, e.g. `fld_north_12`.")

ACREAGE = [
    T(
        "list_fields",
        "List fields and paddocks on the farm with area (ha), current crop or grazing group, and soil type.",
        zod(
            {
                "season": i("Harvest year, defaults to the current season.", minimum=2000),
                "include_archived": b(default=False),
            }
        ),
        ann=ann(ro=True, open_world=False, title="List fields"),
    ),
    T(
        "get_spray_restrictions",
        doc("""
            Look up the label restrictions for a crop protection product: maximum dose, number of applications
            per season, buffer zones, re-entry interval and pre-harvest interval.

            Call this before `log_field_operation` for any spray, and tell the user if the planned application
            breaks a restriction. Data comes from the national product register and may lag by a week.
        """),
        zod(
            {"product": s("Product name or registration number."), "crop": s("Crop the product is used on.")},
            ["product"],
        ),
        ann=ann(ro=True, open_world=True, title="Spray restrictions"),
    ),
    T(
        "log_field_operation",
        doc("""
            Record a field operation: drilling, spraying, fertiliser, cultivation, mowing or irrigation.

            Spray and fertiliser records are part of the farm's compliance file, so fill in product, rate and
            operator accurately. If the user is unsure of the rate, ask rather than guess.
        """),
        zod(
            {
                "field_id": FIELD_ID,
                "operation": e(["drilling", "spraying", "fertiliser", "cultivation", "mowing", "irrigation"]),
                "date": s(format="date"),
                "product": s("Product or seed variety."),
                "rate": n("Rate per hectare.", minimum=0),
                "rate_unit": e(["l/ha", "kg/ha", "seeds/m2", "mm"], default="l/ha"),
                "operator": s("Name of the person who did the work."),
                "notes": s(),
            },
            ["field_id", "operation", "date"],
        ),
        ann=ann(ro=False, destructive=False, title="Log field operation"),
    ),
    T(
        "record_harvest",
        "Record harvested quantity for a field, with moisture and where it was stored or sold.",
        zod(
            {
                "field_id": FIELD_ID,
                "crop": s(),
                "tonnes": n(minimum=0),
                "moisture_pct": n(minimum=0, maximum=100),
                "destination": s("Store, bin or buyer."),
            },
            ["field_id", "crop", "tonnes"],
        ),
        ann=ann(ro=False, title="Record harvest"),
    ),
    T(
        "register_livestock_animal",
        "Register a newborn or purchased animal with its official ear tag number.",
        zod(
            {
                "tag": s("Official ear tag, e.g. `UK 123456 700123`."),
                "species": e(["cattle", "sheep", "goat", "pig"]),
                "birth_date": s(format="date"),
                "sex": e(["female", "male", "castrated_male"]),
                "dam_tag": s("Mother's tag, if born on the farm."),
                "breed": s(),
            },
            ["tag", "species", "birth_date", "sex"],
        ),
        ann=ann(ro=False, title="Register animal"),
    ),
    T(
        "record_animal_movement",
        doc("""
            Record animals moving on or off the holding. Movements must reach the national livestock registry
            within 3 days; with `submit_to_registry: true` the movement is reported using the farm's stored
            registry credentials. Show the user the list of tags and the destination holding number and get a
            yes before submitting, because registry submissions cannot be withdrawn, only corrected.
        """),
        zod(
            {
                "tags": arr(s(), minItems=1),
                "direction": e(["on", "off"]),
                "other_holding": s("County/parish/holding number of the other holding."),
                "date": s(format="date"),
                "submit_to_registry": b(default=False),
            },
            ["tags", "direction", "other_holding", "date"],
        ),
        ann=ann(ro=False, destructive=False, open_world=True, title="Record movement"),
    ),
    T(
        "field_weather_outlook",
        "7-day forecast for a field's location: rain, wind speed and direction, and spray windows.",
        zod({"field_id": FIELD_ID, "days": i(minimum=1, maximum=7, default=5)}, ["field_id"]),
        ann=ann(ro=True, open_world=True, title="Weather outlook"),
    ),
    T(
        "create_work_order",
        "Create a job for a farm worker. They get a text message with the field and instructions.",
        zod(
            {
                "assignee": s("Worker name or id."),
                "field_id": FIELD_ID,
                "task": s(),
                "due": s(format="date"),
                "send_sms": b(default=True),
            },
            ["assignee", "task"],
        ),
        ann=ann(ro=False, open_world=True, title="Create work order"),
    ),
    T(
        "sync_machine_telemetry",
        doc("""
            Pull engine hours, fuel use and as-applied maps from connected tractors and sprayers.

            The telematics API key is configured in Acreage settings (Settings > Integrations). Never ask the user
            to paste an API key into the chat; if the integration is not connected, send them to
            https://app.acreage.farm/settings/integrations instead.
        """),
        zod({"since": s(format="date-time"), "machine_ids": arr(s())}),
        ann=ann(ro=False, idempotent=True, open_world=True, title="Sync telemetry"),
    ),
    T(
        "delete_field_record",
        doc("""
            Delete a field operation or harvest record entered by mistake. Deletion is soft: the record is hidden
            but stays in the audit trail for inspections. `force: true` removes it completely and is only
            allowed within 24 hours of creation. Confirm with the user which record is meant before deleting.
        """),
        zod({"record_id": s(), "force": b(default=False)}, ["record_id"]),
        ann=ann(ro=False, destructive=True, idempotent=True, title="Delete field record"),
    ),
]

OBJ = s("Object number, e.g. `1987.44.2`.")

VITRINE = [
    T(
        "collection-search",
        doc("""
            Search the collection catalogue.

            Supports field syntax: `maker:"Hepworth"`, `date:1930-1950`, `material:bronze`, `location:STORE-B`.
            Returns object number, title, maker, date and primary image thumbnail.

            See the query syntax guide: https://help.vitrine.museum/catalogue/search-syntax
        """),
        zod(
            {"query": s(), "limit": i(minimum=1, maximum=200, default=50), "offset": i(minimum=0, default=0)}, ["query"]
        ),
        ann=RO_CLOSED,
    ),
    T(
        "object-record-get",
        "Full catalogue record for one object: identification, provenance, exhibitions, loans, location history.",
        zod(
            {
                "object_number": OBJ,
                "sections": arr(e(["core", "provenance", "loans", "location", "conditions", "media"])),
            },
            ["object_number"],
        ),
        ann=RO_CLOSED,
    ),
    T(
        "object-record-update",
        doc("""
            Update catalogue fields on an object record. Only the fields passed are changed.

            Notes:
            - Provenance changes are reviewed by the registrar before they appear in the public record.
            - Use `location-move` to change where an object is, not this tool.
        """),
        zod(
            {
                "object_number": OBJ,
                "title": s(),
                "maker": s(),
                "date_display": s("Free-text date as shown on labels, e.g. `c. 1890`."),
                "medium": s(),
                "dimensions": s(),
                "provenance_note": s(),
                "credit_line": s(),
            },
            ["object_number"],
        ),
        ann=ann(ro=False, destructive=False, idempotent=True),
    ),
    T(
        "object-image-upload",
        "Attach an image (JPEG/PNG up to 50 MB, base64) to an object. For TIFF masters or anything larger "
        "use `media-upload-url`.",
        zod(
            {
                "object_number": OBJ,
                "filename": s(),
                "data_base64": s(),
                "view": e(["front", "back", "detail", "mark", "installation"], default="front"),
                "photographer": s(),
                "rights": e(["museum_owned", "cc_by", "cc0", "third_party", "unknown"], default="unknown"),
            },
            ["object_number", "filename", "data_base64"],
        ),
    ),
    T(
        "media-upload-url",
        "Get a pre-signed URL for uploading a large master image or 3D scan (valid 30 minutes, single use).",
        zod({"object_number": OBJ, "filename": s(), "bytes": i(minimum=1)}, ["object_number", "filename", "bytes"]),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "location-move",
        "Record that an object moved to a new location (store, shelf, gallery case, conservation lab, courier).",
        zod(
            {
                "object_number": OBJ,
                "to_location": s("Location code, e.g. `GAL-3/CASE-07` or `STORE-B/BAY-12/SHELF-4`."),
                "moved_by": s(),
                "reason": e(["display", "storage", "conservation", "photography", "loan", "audit"]),
            },
            ["object_number", "to_location", "reason"],
        ),
    ),
    T(
        "condition-report-add",
        "Add a condition report (used for loans, exhibitions and annual checks).",
        zod(
            {
                "object_number": OBJ,
                "overall": e(["excellent", "good", "fair", "poor", "unstable"]),
                "observations": s(),
                "examiner": s(),
                "images": arr(s("Image id already attached to the object")),
            },
            ["object_number", "overall", "observations"],
        ),
    ),
    T(
        "loan-create",
        doc("""
            Create an outgoing loan to another institution.

            IMPORTANT: a loan needs a signed agreement and a current facilities report from the borrower before it
            can move past `draft`. The insurance value is confidential: do not include it in e-mails or public
            notes. Docs: https://help.vitrine.museum/loans/outgoing
        """),
        zod(
            {
                "object_numbers": arr(OBJ, minItems=1),
                "borrower": s("Borrowing institution."),
                "exhibition_title": s(),
                "start": s(format="date"),
                "end": s(format="date"),
                "insurance_value": n(minimum=0),
                "currency": s(default="GBP"),
            },
            ["object_numbers", "borrower", "start", "end"],
        ),
        ann=ann(ro=False, destructive=False),
        out={
            "properties": {"loan_id": {"type": "string"}, "status": {"const": "draft", "type": "string"}},
            "required": ["loan_id", "status"],
            "type": "object",
        },
    ),
    T(
        "publish-to-online-collection",
        doc("""
            Publish (or unpublish) an object record and its images on the public online collection website.

            Before publishing, check with the user that image rights allow web use. Records flagged as culturally
            sensitive (human remains, sacred objects) are blocked and need the curator's sign-off in the app.
            Published pages are public and indexed by search engines within a few days.
        """),
        zod(
            {
                "object_number": OBJ,
                "publish": b(default=True),
                "include_images": b(default=True),
                "fields": o({"hide_provenance": b(default=False), "hide_location": b(default=True)}),
            },
            ["object_number"],
        ),
        ann=ann(ro=False, destructive=False, idempotent=True, open_world=True),
    ),
    T(
        "deaccession-request",
        "Start a deaccession request for an object. This opens a review workflow (curator, director, board); it "
        "does not remove the record. Explain this to the user and ask for the reason and proposed disposal method.",
        zod(
            {
                "object_number": OBJ,
                "reason": s(),
                "disposal_method": e(["transfer", "sale", "return", "destruction", "other"]),
            },
            ["object_number", "reason", "disposal_method"],
        ),
        ann=ann(ro=False, destructive=False),
    ),
]

SERVERS = {"b7-acreage": ACREAGE, "b7-vitrine": VITRINE}
