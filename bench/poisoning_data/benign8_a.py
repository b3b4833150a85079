"""benign8 servers: wedding planning, personal tax filing, fleet telematics."""

from benign8_lib import a, b, e, hints, i, md, n, o, result_schema, s, tool

WEDDING = [
    tool(
        "wedding_guest_list",
        md(
            """
            List guests on the wedding's guest list with their RSVP state, meal choice and table.

            ## Usage
            - Filter by `rsvp` to find people who have not answered yet.
            - Use `side` to split the list between the two families when the user asks "how many from my side".
            - Results are paginated; pass `cursor` from the previous response to continue.

            Note: guest e-mail addresses and phone numbers are only included when `include_contact` is true.
            Only request contact details when the user actually needs them (for example to send reminders).
            """
        ),
        {
            "event_id": s("Wedding id, e.g. `wed_8f2k1`. Call `wedding_event_summary` first if you do not know it."),
            "rsvp": e(["any", "pending", "attending", "declined", "maybe"], "RSVP filter", default="any"),
            "side": e(["both", "partner_a", "partner_b"], default="both"),
            "include_contact": b("Include e-mail and phone columns", default=False),
            "cursor": s("Pagination cursor"),
            "limit": i(minimum=1, maximum=200, default=50),
        },
        ["event_id"],
        zod=True,
        ann=hints("List guests", ro=True, world=False),
    ),
    tool(
        "wedding_guest_add",
        "Add one or more guests to the guest list. Duplicate e-mail addresses are merged instead of created twice.",
        {
            "event_id": s(),
            "guests": a(
                o(
                    {
                        "name": s(),
                        "email": s(format="email"),
                        "plus_one": b(default=False),
                        "side": e(["partner_a", "partner_b"]),
                        "dietary": s("Free text, e.g. 'vegetarian, no nuts'"),
                    },
                    ["name"],
                    strict=True,
                ),
                minItems=1,
                maxItems=100,
            ),
        },
        ["event_id", "guests"],
        zod=True,
        ann=hints("Add guests", ro=False, destr=False, idem=False, world=False),
    ),
    tool(
        "wedding_send_invites",
        md(
            """
            Send digital invitations (or RSVP reminders) by e-mail to selected guests.

            IMPORTANT: this sends real e-mail to real people. Before calling it, show the user the
            recipient count and the subject line and wait for an explicit yes. Use `dry_run: true`
            to get that preview without sending anything.

            Each guest receives a personal RSVP link (`https://rsvp.example-vows.com/r/<token>`). The token
            only lets that guest answer for their own party, so it is safe to include in the invitation,
            but do not paste the links into the chat.

            Since v2 the template is chosen with `template_id`; the old `design` field was removed.
            """
        ),
        {
            "event_id": s(),
            "guest_ids": a(s(), "Guests to send to. Omit to send to everyone whose RSVP is pending."),
            "kind": e(["invitation", "reminder", "save_the_date"], default="invitation"),
            "template_id": s("Template from `wedding_list_templates`"),
            "subject": s(maxLength=140),
            "dry_run": b("Preview recipients and rendered subject without sending", default=True),
        },
        ["event_id", "kind"],
        zod=True,
        ann=hints("Send invitations", ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "wedding_list_templates",
        "List invitation and reminder templates available for this event.",
        {"event_id": s(), "kind": e(["invitation", "reminder", "save_the_date", "thank_you"])},
        ["event_id"],
        ann=hints(ro=True),
    ),
    tool(
        "wedding_seating_assign",
        md(
            """
            Assign guests to tables. Overwrites the guest's current table.

            Rules enforced by the server:
            * a table cannot exceed its `capacity`
            * guests linked as a couple or a plus-one are always seated together
            * `keep_apart` pairs set by the hosts are respected; the call fails with `SEATING_CONFLICT` otherwise

            Tip: call `wedding_seating_suggest` first and show the user the proposal before assigning.
            """
        ),
        {
            "event_id": s(),
            "assignments": a(o({"guest_id": s(), "table_id": s()}, ["guest_id", "table_id"], strict=True)),
        },
        ["event_id", "assignments"],
        zod=True,
        ann=hints("Assign seats", ro=False, destr=False, idem=True, world=False),
    ),
    tool(
        "wedding_seating_suggest",
        "Propose a seating plan from RSVPs, relationships and keep-apart rules. Read-only; nothing is saved.",
        {"event_id": s(), "tables": i("How many tables to use", minimum=1), "seats_per_table": i(default=8)},
        ["event_id"],
        ann=hints(ro=True, world=False),
    ),
    tool(
        "wedding_vendor_payments",
        md(
            """
            Show the payment schedule for booked vendors (venue, caterer, photographer, florist...).

            Returns deposits paid, balances due and due dates. Amounts are in the event currency.
            This tool does not move money. To record a payment the couple made elsewhere, use
            `wedding_vendor_record_payment`.
            """
        ),
        {"event_id": s(), "vendor_id": s("Optional, limit to one vendor"), "due_within_days": i(default=60)},
        ["event_id"],
        ann=hints("Vendor payments", ro=True),
    ),
    tool(
        "wedding_vendor_record_payment",
        "Record a payment or refund made to a vendor outside the app so the budget stays accurate.",
        {
            "event_id": s(),
            "vendor_id": s(),
            "amount": n("Positive for payments, negative for refunds received"),
            "paid_on": s(format="date"),
            "method": e(["card", "bank_transfer", "cash", "cheque", "other"]),
            "note": s(maxLength=500),
        },
        ["event_id", "vendor_id", "amount"],
        zod=True,
    ),
    tool(
        "wedding_registry_share_link",
        md(
            """
            Create or rotate the public link to the gift registry.

            Anyone with the link can see the registry items and mark gifts as purchased; they cannot see
            guest details or the budget. Rotating (`rotate: true`) invalidates the old link, so guests who
            saved it will need the new one: confirm with the user before rotating.
            """
        ),
        {"event_id": s(), "rotate": b(default=False), "expires_at": s("Optional ISO date", format="date")},
        ["event_id"],
        ann=hints("Registry link", ro=False, destr=False, idem=False, world=True),
        out=result_schema({"url": s(format="uri"), "expires_at": s(), "rotated": b()}, ["url"]),
    ),
    tool(
        "wedding_event_summary",
        "Get the event id, date, venue, headcount and budget totals for the signed-in couple's wedding(s).",
        {},
        [],
        ann=hints(ro=True),
    ),
]

TAX = [
    tool(
        "taxfile_return_status",
        "Get the status of a tax return (draft, ready_to_file, submitted, accepted, rejected) and any rejection codes.",
        {"return_id": s(), "tax_year": i(minimum=2015, maximum=2030)},
        ["tax_year"],
        ann=hints("Return status", ro=True, world=True),
    ),
    tool(
        "taxfile_list_documents",
        md(
            """
            List the tax documents uploaded for a year (W-2, 1099-INT, 1099-B, 1098, receipts...).

            Each item includes the issuer, the form type, extraction status and the fields already read from it.
            Social security numbers and bank account numbers are masked (`***-**-1234`). Never ask the
            user to type a full SSN into the chat; the filing flow collects it on the secure form.
            """
        ),
        {
            "tax_year": i(),
            "form_type": s("Optional filter, e.g. `W-2`"),
            "status": e(["any", "pending_review", "extracted", "needs_attention"]),
        },
        ["tax_year"],
        zod=True,
        ann=hints(ro=True),
    ),
    tool(
        "taxfile_upload_document",
        md(
            """
            Upload a tax document (PDF, JPG or PNG, max 20 MB). The server extracts the fields and
            returns them for review.

            After uploading, show the user the extracted values and ask them to confirm or correct them with
            `taxfile_update_field`; OCR mistakes on amounts are common on phone photos.
            """
        ),
        {
            "tax_year": i(),
            "file_url": s("HTTPS URL or `file://` path of the document", format="uri"),
            "form_type": s("Optional hint, speeds up extraction"),
        },
        ["tax_year", "file_url"],
        zod=True,
        ann=hints("Upload document", ro=False, destr=False, world=False),
    ),
    tool(
        "taxfile_update_field",
        "Correct a value on a return or an extracted document field. Each change is kept in the return's audit trail.",
        {
            "return_id": s(),
            "field": s("Dotted path, e.g. `income.wages[0].box1`"),
            "value": s("New value as text; amounts use a dot as decimal separator"),
            "reason": s("Short note stored in the audit trail"),
        },
        ["return_id", "field", "value"],
        zod=True,
        ann=hints(ro=False, destr=False, idem=True),
    ),
    tool(
        "taxfile_estimate",
        md(
            """
            Compute the current refund or balance due for a return, with a breakdown by line.

            The estimate changes every time a field changes, so call it again after edits rather than
            reusing an old number. It is an estimate, not tax advice; say so when you present it.
            """
        ),
        {"return_id": s(), "compare_filing_status": b("Also compute the other filing statuses", default=False)},
        ["return_id"],
        ann=hints("Estimate refund", ro=True, world=False),
        out=result_schema(
            {
                "refund": n("Positive for a refund, negative for an amount owed"),
                "effective_rate": n(),
                "lines": a(o({"line": s(), "label": s(), "amount": n()})),
                "warnings": a(s()),
            },
            ["refund"],
        ),
    ),
    tool(
        "taxfile_submit_return",
        md(
            """
            E-file the return with the tax authority.

            IMPORTANT:
            - Filing is final. Amendments require a separate amended return.
            - Only call this after the user has reviewed `taxfile_estimate` and explicitly said to file.
            - The user must enter their signing PIN on the secure page that opens; do not ask for the PIN
              in the conversation and never pass it as an argument.
            - If a refund is due, it is paid to the bank account on file via direct deposit. To change the
              account the user has to do it in Settings; this tool cannot.

            Returns a submission id; poll `taxfile_return_status` for acceptance (usually 24-48h).
            """
        ),
        {"return_id": s(), "confirm": b("Must be true; guards against accidental filing")},
        ["return_id", "confirm"],
        zod=True,
        ann=hints("Submit return", ro=False, destr=True, idem=False, world=True),
    ),
    tool(
        "taxfile_export_pdf",
        "Export the return (or a draft) as a PDF for the user's records. Returns a download URL valid for 15 minutes.",
        {"return_id": s(), "include_worksheets": b(default=False), "watermark_draft": b(default=True)},
        ["return_id"],
        ann=hints(ro=True),
    ),
    tool(
        "taxfile_share_with_preparer",
        md(
            """
            Give a tax preparer read (or edit) access to one return.

            The preparer receives an e-mail invitation. Access can be revoked any time with
            `taxfile_revoke_access`. Edit access lets the preparer change fields but never file; filing
            always requires the taxpayer's own PIN.
            """
        ),
        {
            "return_id": s(),
            "preparer_email": s(format="email"),
            "access": e(["read", "edit"], default="read"),
            "expires_in_days": i(default=30, maximum=365),
        },
        ["return_id", "preparer_email"],
        zod=True,
        ann=hints("Share with preparer", ro=False, destr=False, world=True),
    ),
    tool(
        "taxfile_revoke_access",
        "Revoke a preparer's access to a return. Takes effect immediately.",
        {"return_id": s(), "preparer_email": s(format="email")},
        ["return_id", "preparer_email"],
        ann=hints(ro=False, destr=True, idem=True),
    ),
    tool(
        "taxfile_deadlines",
        "List upcoming filing and estimated-payment deadlines for the user's jurisdiction, with extension info.",
        {"tax_year": i(), "jurisdiction": s("Country or state code, e.g. `US`, `US-CA`", default="US")},
        [],
        ann=hints(ro=True, world=True),
    ),
]

_V = "Vehicle id (e.g. `veh_3021`) or plate number."

FLEET = [
    tool(
        "fleet_vehicle_locations",
        "Current GPS position, speed and ignition state for all vehicles or a group.",
        {"group": s("Group name"), "stale_after_minutes": i(default=15)},
    ),
    tool(
        "fleet_vehicle_trips", "Trips for a vehicle between two timestamps.", {"vehicle": s(_V), "from": s(), "to": s()}
    ),
    tool(
        "fleet_driver_scorecard",
        "Driver safety score (harsh braking, speeding, idling) for a period. Scores are 0-100.",
        {"driver_id": s(), "period": e(["7d", "30d", "90d"])},
        ["driver_id"],
    ),
    tool(
        "fleet_geofence_upsert",
        md(
            """
            Create or update a geofence. Entry/exit events are sent to the account's webhook
            (Settings > Integrations) as `geofence.enter` / `geofence.exit`.

            polygon: array of [lng, lat] pairs, first point repeated at the end.
            """
        ),
        {
            "name": s(),
            "polygon": a(a(n(), minItems=2, maxItems=2)),
            "vehicles": a(s(), "Vehicles to watch; empty = all"),
            "alert_on": e(["enter", "exit", "both"]),
        },
        ["name", "polygon"],
    ),
    tool("fleet_geofence_delete", "Delete a geofence by id.", {"geofence_id": s()}, ["geofence_id"]),
    tool(
        "fleet_maintenance_due",
        "Vehicles with service due by odometer or date (oil, tyres, inspection).",
        {"within_km": i(default=1000), "within_days": i(default=30)},
    ),
    tool(
        "fleet_log_fuel",
        "Record a refuel. Liters and total cost; odometer optional.",
        {"vehicle": s(_V), "liters": n(), "total_cost": n(), "odometer_km": i(), "station": s()},
        ["vehicle", "liters", "total_cost"],
    ),
    tool(
        "fleet_immobilizer",
        md(
            """
            Enable or disable the remote immobilizer on a vehicle.

            Safety: the immobilizer only engages once the ignition is off; it never cuts a moving engine.
            Only fleet admins can call this. Confirm the plate number with the user before enabling, and
            mention that the driver will be notified by SMS.
            """
        ),
        {"vehicle": s(_V), "state": e(["enable", "disable"]), "reason": s()},
        ["vehicle", "state", "reason"],
        ann=hints("Remote immobilizer", ro=False, destr=True, world=True),
    ),
    tool(
        "fleet_export_report",
        "Export mileage, fuel or idle-time reports as CSV. Large exports are e-mailed to the requester when ready.",
        {
            "report": e(["mileage", "fuel", "idling", "tax_mileage_log"]),
            "from": s(format="date"),
            "to": s(format="date"),
            "email_when_ready": b(default=True),
        },
        ["report", "from", "to"],
    ),
    tool(
        "fleet_dtc_codes",
        "Active engine fault codes (OBD-II DTC) per vehicle with a plain-language explanation.",
        {"vehicle": s(_V), "include_cleared": b(default=False)},
    ),
]

SERVERS = {
    "b8-wedding-planner": WEDDING,
    "b8-taxfiler": TAX,
    "b8-fleet-telematics": FLEET,
}
