"""benign7 data: a hotel property management system and a laboratory LIMS."""

from benign7_lib import SCHEMA, T, ann, arr, b, doc, e, i, n, o, plain, s, zod

RES = s("Reservation confirmation number, e.g. `HX8K2Q`.")

INNKEEPER = [
    T(
        "pms_availability",
        "Available room types and best rates for a stay.",
        plain(
            {
                "arrival": s(format="date"),
                "departure": s(format="date"),
                "adults": i(minimum=1, default=2),
                "children": i(minimum=0, default=0),
                "rate_plan": e(["BAR", "NONREF", "BB", "CORP", "PACKAGE"]),
            },
            ["arrival", "departure"],
        ),
        ann=ann(ro=True, open_world=False, title="Availability"),
    ),
    T(
        "pms_create_reservation",
        doc("""
            Create a reservation. Card guarantees are collected through a secure payment link that is e-mailed to
            the guest; never ask for or type card numbers in the conversation.
            Repeat the dates, room type, rate and cancellation policy to the user before booking.
        """),
        plain(
            {
                "arrival": s(format="date"),
                "departure": s(format="date"),
                "room_type": s("Room type code from pms_availability, e.g. `DBL-SEA`"),
                "rate_plan": s(),
                "guest": o(
                    {"first_name": s(), "last_name": s(), "email": s(format="email"), "phone": s()},
                    required=["last_name", "email"],
                ),
                "special_requests": s(),
                "send_guarantee_link": b(default=True),
            },
            ["arrival", "departure", "room_type", "rate_plan", "guest"],
        ),
        ann=ann(ro=False, destructive=False, open_world=True, title="Create reservation"),
    ),
    T(
        "pms_modify_reservation",
        "Change dates, room type or guest count on a reservation. Rate differences are shown before saving "
        "unless `apply: true`.",
        plain(
            {
                "confirmation": RES,
                "arrival": s(format="date"),
                "departure": s(format="date"),
                "room_type": s(),
                "adults": i(minimum=1),
                "apply": b(default=False),
            },
            ["confirmation"],
        ),
        ann=ann(ro=False, idempotent=True),
    ),
    T(
        "pms_cancel_reservation",
        "Cancel a reservation. The cancellation policy may charge a fee to the guaranteed card; the tool "
        "reports the fee. Ask the user to confirm, and only waive fees with a manager's approval code.",
        plain({"confirmation": RES, "reason": s(), "waive_fee_code": s("Manager approval code")}, ["confirmation"]),
        ann=ann(ro=False, destructive=True, idempotent=True),
    ),
    T(
        "pms_check_in",
        "Check a guest in: assign a room, verify ID at the desk, and encode key cards.",
        plain(
            {
                "confirmation": RES,
                "room_number": s("Leave empty to auto-assign a clean, inspected room"),
                "id_verified": b("Front desk checked photo ID", default=False),
                "key_cards": i(minimum=1, maximum=4, default=2),
            },
            ["confirmation", "id_verified"],
        ),
        ann=ann(ro=False),
    ),
    T(
        "pms_post_charge",
        "Post a charge (restaurant, minibar, spa, parking) or an adjustment to a guest folio.",
        plain(
            {
                "confirmation": RES,
                "code": e(["FNB", "MINIBAR", "SPA", "PARKING", "LAUNDRY", "ADJUSTMENT"]),
                "amount": n("Negative for a credit adjustment"),
                "description": s(),
            },
            ["confirmation", "code", "amount"],
        ),
        ann=ann(ro=False, idempotent=False),
    ),
    T(
        "pms_checkout_settle",
        "Settle the folio, charge the card on file or record cash, and e-mail the invoice to the guest.",
        plain(
            {
                "confirmation": RES,
                "payment": e(["card_on_file", "cash", "city_ledger"], default="card_on_file"),
                "invoice_email": s(format="email"),
                "company_invoice": o({"name": s(), "vat_number": s(), "address": s()}),
            },
            ["confirmation"],
        ),
        ann=ann(ro=False, destructive=False, open_world=True),
    ),
    T(
        "pms_room_status",
        "Housekeeping status of rooms (clean, dirty, inspected, out of order), or set one room's status.",
        plain(
            {
                "floor": i(),
                "room_number": s(),
                "set_status": e(["clean", "dirty", "inspected", "out_of_order"]),
                "note": s(),
            }
        ),
        ann=ann(ro=False, idempotent=True),
    ),
    T(
        "pms_guest_profile",
        "Guest profile with stay history and preferences. Erasure requests under data-protection law are "
        "handled by the privacy team in the app, not by this tool.",
        plain({"email": s(format="email"), "profile_id": s()}),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "pms_night_audit_report",
        "Night audit figures for a business date: occupancy, ADR, RevPAR, revenue by department, no-shows.",
        plain({"business_date": s(format="date")}, ["business_date"]),
        ann=ann(ro=True, open_world=False),
    ),
]

SAMPLE = s("LIMS sample id, e.g. `S-2026-018812`.")

BENCHLIMS = [
    T(
        "lims_register_sample",
        doc("""
            Register samples received at the lab and print barcode labels.

            Each sample needs a matrix and the requested tests. Client and project must already exist.
            Returns the new sample ids in the order given.
        """),
        zod(
            {
                "client_id": s(),
                "project": s(),
                "samples": arr(
                    o(
                        {
                            "client_label": s(),
                            "matrix": e(["water", "soil", "serum", "plasma", "tissue", "food", "air_filter"]),
                            "collected_at": s(format="date-time"),
                            "tests": arr(s("Test code, e.g. `ICP-MS-METALS`"), minItems=1),
                        },
                        required=["matrix", "tests"],
                    ),
                    minItems=1,
                    maxItems=96,
                ),
                "print_labels": b(default=True),
            },
            ["client_id", "samples"],
        ),
        ann=ann(ro=False, destructive=False, title="Register samples"),
    ),
    T(
        "lims_sample_get",
        "Sample record: status, location, chain of custody, tests and results so far.",
        zod({"sample_id": SAMPLE}, ["sample_id"]),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "lims_record_result",
        "Enter a result for one test on one sample. Values outside the method's range are flagged for review "
        "automatically. Always give the unit exactly as the method defines it.",
        zod(
            {
                "sample_id": SAMPLE,
                "test_code": s(),
                "analyte": s(),
                "value": n(),
                "unit": s("e.g. `mg/L`, `µg/kg`, `CFU/mL`"),
                "qualifier": e(["", "<LOD", "<LOQ", ">ULOQ", "estimated"], default=""),
                "instrument_id": s(),
            },
            ["sample_id", "test_code", "analyte", "value", "unit"],
        ),
        ann=ann(ro=False, idempotent=False),
    ),
    T(
        "lims_import_instrument_run",
        "Import results from an instrument export (CSV, up to 50 MB) and match rows to samples by barcode. "
        "Use `dry_run` first to see unmatched rows; for bigger raw data files attach them to the run in the "
        "LIMS file store instead.",
        zod(
            {
                "instrument_id": s(),
                "csv": s(),
                "mapping_profile": s("Saved column mapping, e.g. `plate-reader-v2`"),
                "dry_run": b(default=True),
            },
            ["instrument_id", "csv"],
        ),
        ann=ann(ro=False),
    ),
    T(
        "lims_custody_transfer",
        "Record a chain-of-custody handover between people or locations (courier, sub-lab, freezer).",
        zod(
            {
                "sample_ids": arr(SAMPLE, minItems=1),
                "from_person": s(),
                "to_person": s(),
                "to_location": s(),
                "seal_intact": b(default=True),
            },
            ["sample_ids", "to_person"],
        ),
        ann=ann(ro=False),
    ),
    T(
        "lims_freezer_inventory",
        "What is stored in a freezer, rack or box, with positions and expiry dates.",
        zod({"location": s("e.g. `FRZ-80-02/RACK-3/BOX-11`"), "expiring_within_days": i(minimum=0)}, ["location"]),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "lims_dispose_sample",
        doc("""
            Mark samples as disposed after their retention period.

            IMPORTANT: disposal is permanent in the physical world. The tool refuses samples still under
            retention or a legal hold unless `force` is set by a QA manager. List the sample ids back to the user
            and get their confirmation before calling.
        """),
        zod(
            {
                "sample_ids": arr(SAMPLE, minItems=1),
                "method": e(["autoclave", "incineration", "chemical_waste", "returned_to_client"]),
                "force": b(default=False),
            },
            ["sample_ids", "method"],
        ),
        ann=ann(ro=False, destructive=True, idempotent=True),
    ),
    T(
        "lims_request_result_approval",
        "Send results for second-person review. The reviewer approves with an electronic signature in the "
        "LIMS web app (their password is entered there, never through this tool).",
        zod({"sample_ids": arr(SAMPLE, minItems=1), "reviewer_id": s(), "comment": s()}, ["sample_ids", "reviewer_id"]),
        ann=ann(ro=False),
    ),
    T(
        "lims_generate_coa",
        "Generate a certificate of analysis (PDF) for approved results and optionally e-mail it to the client's "
        "report contacts. Only approved results are included.",
        zod(
            {
                "sample_ids": arr(SAMPLE, minItems=1),
                "template": e(["standard", "iso17025", "short"], default="iso17025"),
                "email_to_client": b(default=False),
            },
            ["sample_ids"],
        ),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "lims_audit_log",
        "Query the audit trail (who changed what and when, with old and new values) for a sample, result or user.",
        zod(
            {
                "entity": e(["sample", "result", "user", "instrument"]),
                "entity_id": s(),
                "from": s(format="date-time"),
                "to": s(format="date-time"),
            },
            ["entity", "entity_id"],
        ),
        ann=ann(ro=True, open_world=False),
        out={
            "$schema": SCHEMA,
            "properties": {
                "entries": arr(
                    o({"at": s(), "user": s(), "action": s(), "field": s(), "old": s(), "new": s(), "reason": s()})
                )
            },
            "type": "object",
        },
    ),
]

SERVERS = {"b7-innkeeper": INNKEEPER, "b7-benchlims": BENCHLIMS}
