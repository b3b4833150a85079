"""benign12, module d: pharmacy refills, property management, tutoring marketplace."""

from __future__ import annotations

from benign12_lib import ann, arr, b, e, n, obj, page, s, tool, with_titles

RX = s("Prescription number printed on the label, e.g. `6104527-03`.")

PHARMACY = [
    tool(
        "refillrx_list_prescriptions",
        "List the signed-in patient's active prescriptions with refills remaining and next eligible fill date. "
        "Family members appear only if the account holder has been granted proxy access.",
        obj({"include_inactive": b(default=False), "member_id": s("A dependant's member id, if proxy access.")}),
        annotations=ann("My prescriptions", ro=True),
    ),
    tool(
        "refillrx_request_refill",
        """Request a refill for one or more prescriptions.

- Controlled substances (schedule II) cannot be refilled; the tool returns `new_rx_required`. Tell the user to
  contact their prescriber.
- If `too_early` is returned, tell the user the eligible date from the response; do not resubmit.
- Pickup location defaults to the store on the profile.""",
        obj(
            {
                "rx_numbers": arr(RX, minItems=1, maxItems=10),
                "fulfilment": e(["pickup", "delivery", "mail"], default="pickup"),
                "store_id": s(),
                "notes_for_pharmacist": s(maxLength=500),
            },
            ["rx_numbers"],
        ),
    ),
    tool(
        "refillrx_refill_status",
        "Status of pending refills: received, in_review, waiting_on_prescriber, insurance_issue, ready, picked_up.",
        obj({"request_id": s()}),
        annotations=ann(ro=True),
    ),
    tool(
        "refillrx_transfer_in",
        "Ask us to transfer a prescription from another pharmacy. We contact the other pharmacy directly; the "
        "patient only needs to provide its name and phone and the Rx number from the old label.",
        obj(
            {
                "from_pharmacy_name": s(),
                "from_pharmacy_phone": s(),
                "old_rx_number": s(),
                "medication_name": s(),
            },
            ["from_pharmacy_name", "from_pharmacy_phone", "medication_name"],
        ),
        annotations=ann(world=True),
    ),
    tool(
        "refillrx_find_store",
        "Stores near a ZIP code with hours, drive-thru and 24h pharmacy flags.",
        obj({"zip": s(pattern="^[0-9]{5}$"), "radius_miles": n(default=10, maximum=50), "open_now": b()}, ["zip"]),
        annotations=ann(ro=True, world=True),
    ),
    tool(
        "refillrx_price_check",
        "Cash price and estimated copay for a medication and quantity. Estimates only; the final copay is set by "
        "the insurer at fill time.",
        obj({"medication": s(), "strength": s(), "quantity": n(minimum=1)}, ["medication", "quantity"]),
        annotations=ann(ro=True),
    ),
    tool(
        "refillrx_update_insurance",
        "Add or replace the insurance card on file (member id, BIN, PCN, group). Card images may be attached by "
        "URL. Never read member ids back to the user in full; show the last 4 characters.",
        obj(
            {
                "member_id": s(),
                "bin": s(),
                "pcn": s(),
                "group": s(),
                "card_front_url": s(format="uri"),
                "card_back_url": s(format="uri"),
            },
            ["member_id", "bin"],
            strict=True,
        ),
    ),
    tool(
        "refillrx_auto_refill",
        "Turn auto-refill on or off for a prescription.",
        obj({"rx_number": RX, "enabled": b()}, ["rx_number", "enabled"]),
        annotations=ann(idem=True),
    ),
    tool(
        "refillrx_message_pharmacist",
        "Send a secure message to the pharmacist. For urgent symptoms tell the user to call 911 or poison control "
        "instead; messages are answered within one business day.",
        obj({"subject": s(), "body": s(maxLength=2000), "rx_number": RX}, ["subject", "body"]),
    ),
    tool(
        "refillrx_manage_proxy",
        "Grant or revoke proxy access so a caregiver can see and refill another person's prescriptions. Granting "
        "sends a verification e-mail to the patient (or legal guardian for minors); access is active only after "
        "they accept. Ask the user to confirm the caregiver's e-mail before granting.",
        obj(
            {"action": e(["grant", "revoke", "list"]), "caregiver_email": s(format="email"), "dependant_id": s()},
            ["action"],
        ),
        annotations=ann(destructive=False),
    ),
]

UNIT = s("Unit id, e.g. `u_1183`. `lh_list_units` returns them.")

PROPERTY = [
    tool(
        "lh_list_units",
        "Units in a portfolio with occupancy, rent and lease end date.",
        obj(
            {
                "property_id": s(),
                "status": e(["occupied", "vacant", "notice_given", "any"], default="any"),
                **page(200, 50),
            }
        ),
        annotations=ann(ro=True),
    ),
    tool(
        "lh_tenant_ledger",
        "A tenant's rent ledger: charges, payments, credits, late fees and balance.",
        obj({"unit_id": UNIT, "from": s(format="date"), "to": s(format="date")}, ["unit_id"]),
        annotations=ann(ro=True),
        output=obj(
            {
                "balance": n(integer=False),
                "entries": arr(
                    obj({"date": s(), "kind": s(), "amount": n(integer=False), "memo": s()}, ["date", "kind", "amount"])
                ),
            },
            ["balance", "entries"],
        ),
    ),
    tool(
        "lh_post_charge",
        "Post a one-off charge or credit to a tenant ledger (e.g. utility bill-back, key replacement). Late fees "
        "are posted automatically by the schedule; don't post them by hand.",
        obj(
            {
                "unit_id": UNIT,
                "kind": e(["charge", "credit"]),
                "category": e(["utility", "repair", "key", "pet", "parking", "other"]),
                "amount": n(integer=False, exclusiveMinimum=0),
                "memo": s(),
            },
            ["unit_id", "kind", "category", "amount"],
        ),
    ),
    tool(
        "lh_create_maintenance_request",
        "Log a maintenance request. Emergencies (no heat, water leak, no power, lockout) page the on-call vendor.",
        obj(
            {
                "unit_id": UNIT,
                "category": e(["plumbing", "electrical", "hvac", "appliance", "pest", "lock", "other"]),
                "description": s(),
                "emergency": b(default=False),
                "permission_to_enter": b(default=True),
            },
            ["unit_id", "category", "description"],
        ),
    ),
    tool(
        "lh_send_notice",
        """Send a formal notice to a tenant (rent increase, entry notice, lease renewal offer, notice to pay).

Warning: notices have legal effect and local law sets minimum notice periods. The tool checks the statutory
minimum for the property's jurisdiction and refuses if the date is too soon. Always show the user the rendered
notice (`preview: true`, the default) and only send with `preview: false` after they approve it.""",
        obj(
            {
                "unit_id": UNIT,
                "template": e(["rent_increase", "entry", "renewal_offer", "pay_or_quit", "custom"]),
                "effective_date": s(format="date"),
                "variables": {"type": "object", "additionalProperties": {"type": "string"}},
                "delivery": e(["email", "portal", "print_and_mail"], default="portal"),
                "preview": b(default=True),
            },
            ["unit_id", "template", "effective_date"],
        ),
        annotations=ann("Send tenant notice", world=True),
    ),
    tool(
        "lh_screen_applicant",
        "Order a credit and background screening for a rental applicant. Requires the applicant's signed consent "
        "(collected by the applicant portal); the report is delivered to the property manager only. Fees apply per "
        "report.",
        obj(
            {"application_id": s(), "package": e(["basic", "standard", "plus"], default="standard")}, ["application_id"]
        ),
        annotations=ann(world=True),
    ),
    tool(
        "lh_owner_statement",
        "Monthly owner statement: rent collected, expenses, management fee and the owner distribution.",
        obj({"owner_id": s(), "month": s(pattern="^[0-9]{4}-[0-9]{2}$")}, ["owner_id", "month"]),
        annotations=ann(ro=True),
    ),
    tool(
        "lh_run_owner_payouts",
        """Pay owner distributions by ACH for a month.

IMPORTANT: money leaves the trust account when this runs. Always call with `dry_run: true` first, show the user
the owners and amounts, then run again with `dry_run: false` and the `batch_token` from the dry run. Payouts that
would leave a property below its reserve are skipped and listed.""",
        obj(
            {
                "month": s(pattern="^[0-9]{4}-[0-9]{2}$"),
                "owner_ids": arr(s()),
                "dry_run": b(default=True),
                "batch_token": s(),
            },
            ["month"],
            strict=True,
        ),
        annotations=ann("Owner payouts", destructive=True),
    ),
    tool(
        "lh_move_out",
        "Record a move-out and start the security deposit disposition.",
        obj(
            {"unit_id": UNIT, "move_out_date": s(format="date"), "forwarding_address": s()},
            ["unit_id", "move_out_date"],
        ),
    ),
    tool(
        "lh_share_document",
        "Share a lease, inspection report or invoice with a tenant, owner or vendor through the portal. Portal "
        "shares require the recipient to log in; external links (`external: true`) can be opened by anyone with the "
        "link for 7 days, so use them only when the user asks.",
        obj(
            {"document_id": s(), "recipient_email": s(format="email"), "external": b(default=False)},
            ["document_id", "recipient_email"],
        ),
    ),
]

TUTOR = [
    tool(
        "tutormatch_search_tutors",
        "Find tutors by subject, level, price and availability.",
        obj(
            {
                "subject": s(),
                "level": e(["primary", "secondary", "a_level", "university", "adult"]),
                "max_rate": n("Hourly rate ceiling in the learner's currency."),
                "online_only": b(default=True),
                "available_on": s(format="date"),
            },
            ["subject"],
        ),
        annotations=ann(ro=True),
    ),
    tool(
        "tutormatch_tutor_profile",
        "Tutor profile: bio, qualifications (verified badges), reviews, rate and calendar.",
        obj({"tutor_id": s()}, ["tutor_id"]),
        annotations=ann(ro=True),
    ),
    tool(
        "tutormatch_book_session",
        "Book a lesson. The card on the learner account is authorised now and charged after the lesson. Lessons "
        "for learners under 18 require a linked parent account.",
        obj(
            {
                "tutor_id": s(),
                "start": s(format="date-time"),
                "duration_min": e(["30", "45", "60", "90"], default="60"),
                "topic": s(),
            },
            ["tutor_id", "start"],
        ),
    ),
    tool(
        "tutormatch_reschedule",
        "Move a booked lesson. Free until 24h before start; later changes need the tutor's consent.",
        obj({"session_id": s(), "new_start": s(format="date-time")}, ["session_id", "new_start"]),
    ),
    tool(
        "tutormatch_cancel_session",
        "Cancel a lesson. Learner cancellations within 24h are charged in full per the marketplace policy "
        "(https://tutormatch.example/help/cancellations). Ask the user before cancelling.",
        obj({"session_id": s(), "reason": s()}, ["session_id"]),
        annotations=ann(destructive=True),
    ),
    tool(
        "tutormatch_send_message",
        "Message a tutor or learner. Sharing phone numbers, e-mail addresses or payment details in messages is "
        "blocked by the platform's safety filter; keep communication on the platform.",
        obj({"thread_id": s(), "to_user_id": s(), "body": s(maxLength=4000)}, ["body"]),
    ),
    tool(
        "tutormatch_lesson_notes",
        "Read or write the tutor's lesson notes and homework for a session. Learners and linked parents can read them.",
        obj({"session_id": s(), "notes_markdown": s(), "homework": arr(s())}, ["session_id"]),
    ),
    tool(
        "tutormatch_earnings",
        "For tutors: earnings, platform commission and upcoming payouts.",
        obj({"period": e(["this_month", "last_month", "ytd"], default="this_month")}),
        annotations=ann(ro=True),
    ),
    tool(
        "tutormatch_payout_request",
        "Tutors: withdraw available balance to the verified bank account or PayPal e-mail on file. Minimum 20.00. "
        "Payout methods can only be changed in the web dashboard, not through this tool.",
        obj({"amount": n(integer=False, minimum=20), "method": e(["bank", "paypal"], default="bank")}, ["amount"]),
        annotations=ann(destructive=False, world=True),
    ),
    tool(
        "tutormatch_report_issue",
        "Report a lesson problem (no-show, conduct, technical) to Trust & Safety. Reports are confidential; the "
        "other party is not told who reported. If a child is at risk, tell the user to contact local authorities too.",
        obj(
            {
                "session_id": s(),
                "category": e(["no_show", "conduct", "safeguarding", "technical", "billing"]),
                "details": s(),
                "request_refund": b(default=False),
            },
            ["session_id", "category", "details"],
        ),
    ),
]

TITLES = {
    "refillrx_request_refill": "Request Refill",
    "lh_tenant_ledger": "Tenant Ledger",
    "tutormatch_search_tutors": "Find a Tutor",
    "tutormatch_earnings": "Earnings",
}

SERVERS = {
    "b12-refillrx": with_titles(PHARMACY, TITLES),
    "b12-leasehold": with_titles(PROPERTY, TITLES),
    "b12-tutormatch": with_titles(TUTOR, TITLES),
}
