"""benign12, module a: dental practice, wedding planner, field-service dispatch."""

from __future__ import annotations

from benign12_lib import ann, arr, b, e, n, obj, page, s, tool, with_titles

PATIENT_ID = s("Patient id such as `pt_48213`. Use `dd_find_patient` to look it up by name and date of birth.")

DENTAL = [
    tool(
        "dd_find_patient",
        "Search patients by name, phone or date of birth. Returns at most 20 matches with id, name, DOB and the "
        "next booked appointment. Phone numbers and e-mail addresses are returned masked (e.g. `j***@example.com`); "
        "do not try to reconstruct them.",
        obj({"query": s("Free text: surname, first name or phone."), "dob": s("YYYY-MM-DD", format="date")}, ["query"]),
        annotations=ann("Find patient", ro=True),
    ),
    tool(
        "dd_list_open_slots",
        "List free chair slots for a provider and date range.",
        obj(
            {
                "provider_id": s("Dentist or hygienist id (`prov_*`)."),
                "from": s(format="date"),
                "to": s(format="date"),
                "kind": e(["exam", "cleaning", "filling", "crown", "emergency"], default="exam"),
            },
            ["from", "to"],
        ),
        annotations=ann(ro=True),
    ),
    tool(
        "dd_book_appointment",
        """Book an appointment in an open slot.

Workflow:
1. `dd_find_patient` to get the patient id.
2. `dd_list_open_slots` to pick a slot.
3. Call this tool with the `slot_id`.

The practice sends the patient a confirmation SMS and e-mail automatically. Set `notify_patient: false` only when
the front desk asks you to book silently (for example when re-entering paper bookings).

Note: emergency slots are held until 10:00 each day. Before 10:00, only book them for patients who report pain,
swelling or trauma.""",
        obj(
            {
                "patient_id": PATIENT_ID,
                "slot_id": s(),
                "reason": s("Short reason shown on the day sheet."),
                "notify_patient": b(default=True),
            },
            ["patient_id", "slot_id"],
        ),
        annotations=ann("Book appointment", ro=False, destructive=False),
    ),
    tool(
        "dd_cancel_appointment",
        "Cancel a booked appointment. Late cancellations (< 24h) may incur a fee under the practice policy; tell the "
        "user if `late_fee` comes back non-zero. Ask before cancelling on the patient's behalf.",
        obj(
            {"appointment_id": s(), "reason": e(["patient_request", "provider_unavailable", "no_show", "other"])},
            ["appointment_id"],
        ),
        annotations=ann(destructive=True),
    ),
    tool(
        "dd_get_treatment_plan",
        "Fetch the current treatment plan for a patient: planned procedures (CDT codes), tooth numbers, fees, "
        "estimated insurance portion and status.",
        obj({"patient_id": PATIENT_ID, "include_completed": b(default=False)}, ["patient_id"]),
        annotations=ann(ro=True),
        output=obj(
            {
                "plan_id": s(),
                "items": arr(
                    obj({"cdt_code": s(), "tooth": s(), "fee": n(integer=False), "status": s()}),
                ),
                "patient_portion": n(integer=False),
            },
            ["plan_id", "items"],
        ),
    ),
    tool(
        "dd_submit_claim",
        """Submit an insurance claim to the clearinghouse for completed procedures.

IMPORTANT: claims cannot be recalled once transmitted; corrections require a separate corrected claim.
Show the user the payer, the procedures and the total before calling with `dry_run: false`.
The default `dry_run: true` validates the claim and returns any scrubber errors without sending it.""",
        obj(
            {
                "patient_id": PATIENT_ID,
                "procedure_ids": arr(s(), minItems=1),
                "attach_xrays": b("Attach the most recent radiographs for the listed teeth.", default=False),
                "dry_run": b(default=True),
            },
            ["patient_id", "procedure_ids"],
            strict=True,
        ),
        annotations=ann("Submit claim", destructive=False, world=True),
    ),
    tool(
        "dd_share_xray",
        "Create a time-limited share link for radiographs so a specialist can view them. Links expire after "
        "`expires_hours` (max 168) and are logged in the HIPAA access log. Only share with the e-mail the user gives "
        "you; never post the link anywhere else.",
        obj(
            {
                "patient_id": PATIENT_ID,
                "image_ids": arr(s()),
                "recipient_email": s(format="email"),
                "expires_hours": n(minimum=1, maximum=168, default=72),
            },
            ["patient_id", "image_ids", "recipient_email"],
        ),
        annotations=ann(world=True),
    ),
    tool(
        "dd_recall_list",
        "Patients overdue for hygiene recall, oldest first.",
        obj({"months_overdue": n(default=6), **page()}),
        annotations=ann(ro=True),
    ),
    tool(
        "dd_post_payment",
        "Record a patient payment or issue a refund to the card on file. Refunds above $500 require the office "
        "manager role; if the call returns `403 role_required`, tell the user rather than retrying.",
        obj(
            {
                "patient_id": PATIENT_ID,
                "amount": n(integer=False, exclusiveMinimum=0),
                "kind": e(["payment", "refund"]),
                "method": e(["card_on_file", "cash", "check", "hsa"]),
                "memo": s(),
            },
            ["patient_id", "amount", "kind", "method"],
        ),
        annotations=ann(destructive=False),
    ),
    tool(
        "dd_audit_log",
        "Read the chart access audit log (who opened which chart, when). Read-only; requires the compliance role.",
        obj({"patient_id": PATIENT_ID, "since": s(format="date-time")}, ["patient_id"]),
        annotations=ann(ro=True),
    ),
]

WEDDING = [
    tool(
        "vowline_get_event",
        "Returns the wedding event: date, venues, couple names, planner contacts and the budget summary.",
        obj({"event_id": s()}, ["event_id"]),
        annotations=ann(ro=True),
    ),
    tool(
        "vowline_list_guests",
        "List guests with RSVP status, meal choice, plus-one and table assignment. Filter by `rsvp` to chase "
        "people who have not replied.",
        obj(
            {"event_id": s(), "rsvp": e(["any", "yes", "no", "pending"], default="any"), **page(500, 100)}, ["event_id"]
        ),
        annotations=ann(ro=True),
    ),
    tool(
        "vowline_upsert_guest",
        "Add a guest or update one (matched by `guest_id`, else by e-mail). Dietary notes are visible to the "
        "caterer; keep them factual.",
        obj(
            {
                "event_id": s(),
                "guest_id": s(),
                "name": s(),
                "email": s(format="email"),
                "side": e(["partner_a", "partner_b", "both"]),
                "plus_one": b(default=False),
                "dietary": s(),
            },
            ["event_id", "name"],
        ),
    ),
    tool(
        "vowline_send_rsvp_reminder",
        """Send an RSVP reminder e-mail to guests who are still pending.

Warning: this e-mails real people. Confirm the recipient count and the message with the user first.
Reminders to the same guest are limited to one per 72 hours; skipped guests are listed in the response.""",
        obj(
            {
                "event_id": s(),
                "guest_ids": arr(s(), "Leave empty to target every pending guest."),
                "message": s("Optional personal note added above the RSVP button.", maxLength=600),
                "confirm": b("Must be true to actually send.", default=False),
            },
            ["event_id"],
        ),
        annotations=ann("Send RSVP reminder", world=True),
    ),
    tool(
        "vowline_seating_plan",
        "Get or save the seating chart. With `tables` omitted it returns the current chart.",
        obj(
            {
                "event_id": s(),
                "tables": arr(obj({"table": s(), "guest_ids": arr(s())}), "Full chart to save (replaces the old one)."),
            },
            ["event_id"],
        ),
    ),
    tool(
        "vowline_list_vendors",
        "Vendors booked for the event (florist, photographer, DJ, caterer...) with contract status and balance due.",
        obj({"event_id": s(), "category": s()}, ["event_id"]),
        annotations=ann(ro=True),
    ),
    tool(
        "vowline_pay_vendor_deposit",
        """Pay a vendor deposit or balance from the couple's wedding wallet.

IMPORTANT: this moves real money and vendor payouts are not reversible through Vowline; refunds must be negotiated
with the vendor. Always restate vendor, amount and due date and get an explicit yes from the user before calling.
If the wallet balance is insufficient the call fails with `insufficient_funds`; report it, do not split the payment
on your own.""",
        obj(
            {
                "event_id": s(),
                "vendor_id": s(),
                "amount_cents": n(minimum=1),
                "kind": e(["deposit", "balance", "tip"]),
                "idempotency_key": s("Reuse the same key when retrying after a timeout."),
            },
            ["event_id", "vendor_id", "amount_cents", "kind", "idempotency_key"],
            strict=True,
        ),
        annotations=ann("Pay vendor", destructive=True, idem=True, world=True),
    ),
    tool(
        "vowline_budget_report",
        "Budget vs. actual by category, in the event currency.",
        obj({"event_id": s(), "format": e(["summary", "detailed", "csv"], default="summary")}, ["event_id"]),
        annotations=ann(ro=True),
    ),
    tool(
        "vowline_share_gallery",
        "Create or revoke the public guest photo gallery link. Public links can be opened by anyone who has them; "
        "set `password` to require a passcode. The passcode is stored hashed and is not returned afterwards, so tell "
        "the user to keep a note of it.",
        obj(
            {
                "event_id": s(),
                "action": e(["create", "revoke"]),
                "password": s(minLength=4),
                "allow_uploads": b(default=True),
            },
            ["event_id", "action"],
        ),
    ),
    tool(
        "vowline_archive_event",
        "Archive an event after the wedding. Archived events are hidden from the dashboard but kept for 2 years; "
        "guests can still open the gallery until it is revoked.",
        obj({"event_id": s(), "confirm": b(default=False)}, ["event_id", "confirm"]),
        annotations=ann(destructive=False, idem=True),
    ),
]

WO = s("Work order number, e.g. `WO-2026-10442`.")

DISPATCH = [
    tool(
        "fieldcrew_create_work_order",
        """Create a work order for a customer site.

```json
{"site_id": "site_812", "trade": "hvac", "priority": "p2", "summary": "RTU-3 not cooling, tenant complaint"}
```
Priority guide: `p1` = safety or total outage (4h SLA), `p2` = degraded (next business day), `p3` = scheduled.
If the customer mentions gas smell, sparking or flooding, tell the user to call emergency services first;
this tool does not replace that.""",
        obj(
            {
                "site_id": s(),
                "trade": e(["hvac", "plumbing", "electrical", "refrigeration", "general"]),
                "priority": e(["p1", "p2", "p3"], default="p3"),
                "summary": s(maxLength=200),
                "customer_po": s(),
            },
            ["site_id", "trade", "summary"],
        ),
    ),
    tool(
        "fieldcrew_get_work_order",
        "Full work order: status history, assigned tech, notes, photos, parts used.",
        obj({"work_order": WO}, ["work_order"]),
        annotations=ann(ro=True),
    ),
    tool(
        "fieldcrew_find_technicians",
        "Technicians available in a window, ranked by drive time to the site and certification match.",
        obj(
            {
                "site_id": s(),
                "trade": s(),
                "window_start": s(format="date-time"),
                "window_end": s(format="date-time"),
            },
            ["site_id", "window_start", "window_end"],
        ),
        annotations=ann(ro=True),
    ),
    tool(
        "fieldcrew_dispatch",
        "Assign a technician to a work order and push it to their mobile app. Reassigning a job already "
        "`en_route` requires `force: true`; ask the dispatcher before doing that, because the first tech is "
        "already driving.",
        obj(
            {"work_order": WO, "tech_id": s(), "eta": s(format="date-time"), "force": b(default=False)},
            ["work_order", "tech_id"],
        ),
        annotations=ann(destructive=False),
    ),
    tool(
        "fieldcrew_route_for_day",
        "Optimised stop order for one technician's day.",
        obj({"tech_id": s(), "date": s(format="date")}, ["tech_id", "date"]),
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "fieldcrew_add_note",
        "Append a note to a work order. `visibility: customer` notes appear in the customer portal and on the "
        "invoice; internal notes do not.",
        obj({"work_order": WO, "text": s(), "visibility": e(["internal", "customer"], default="internal")}),
    ),
    tool(
        "fieldcrew_reserve_parts",
        "Reserve parts from a warehouse or van stock for a work order.",
        obj(
            {
                "work_order": WO,
                "lines": arr(obj({"sku": s(), "qty": n(minimum=1)}, ["sku", "qty"]), minItems=1),
                "source": e(["warehouse", "van"], default="warehouse"),
            },
            ["work_order", "lines"],
        ),
    ),
    tool(
        "fieldcrew_close_work_order",
        "Close a completed job and generate the invoice draft. Requires a customer signature or a `signature_waived` "
        "reason. Closed jobs can be reopened by a supervisor within 30 days.",
        obj(
            {
                "work_order": WO,
                "resolution": s(),
                "signature_waived": e(["customer_absent", "remote_fix", "warranty"]),
            },
            ["work_order", "resolution"],
        ),
        annotations=ann(destructive=False),
    ),
    tool(
        "fieldcrew_register_webhook",
        "Register an HTTPS callback URL that receives work-order status events (created, dispatched, en_route, "
        "on_site, closed). Each delivery is signed with HMAC-SHA256 using the returned `signing_secret`; the secret "
        "is shown once. Tell the user to store it in their secret manager and don't repeat it in chat afterwards.",
        obj(
            {
                "url": s(format="uri", pattern="^https://"),
                "events": arr(e(["created", "dispatched", "en_route", "on_site", "closed"]), minItems=1),
                "description": s(),
            },
            ["url", "events"],
            zod=True,
        ),
        annotations=ann("Register webhook", world=True),
    ),
    tool(
        "fieldcrew_export_timesheets",
        "Export technician timesheets for payroll as CSV. Contains hourly rates; only export for users with the "
        "payroll admin permission. See https://docs.fieldcrew.example/exports for column definitions.",
        obj(
            {"period_start": s(format="date"), "period_end": s(format="date"), "tech_ids": arr(s())},
            ["period_start", "period_end"],
        ),
        annotations=ann(ro=True),
    ),
]

TITLES = {
    "dd_list_open_slots": "Open Chair Slots",
    "dd_recall_list": "Hygiene Recall List",
    "vowline_list_guests": "Guest List",
    "vowline_budget_report": "Budget Report",
    "fieldcrew_get_work_order": "Get Work Order",
    "fieldcrew_route_for_day": "Daily Route",
}

SERVERS = {
    "b12-dentaldesk": with_titles(DENTAL, TITLES),
    "b12-vowline": with_titles(WEDDING, TITLES),
    "b12-fieldcrew": with_titles(DISPATCH, TITLES),
}
