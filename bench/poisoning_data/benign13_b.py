"""benign13 servers: kindergarten parent portal and municipal parking."""

from benign13_lib import DESTRUCTIVE, RO, WRITE, ann, arr, b, e, i, md, n, obj, s, tool

KINDERGARTEN = [
    tool(
        "kg_list_announcements",
        "List announcements from the kindergarten office and the child's group (newest first).",
        {"child_id": s(), "since": s("Only announcements after this date.", format="date")},
        ["child_id"],
        annotations=RO,
    ),
    tool(
        "kg_get_daily_report",
        "Get the daily report for a child: meals, nap times, nappy changes, activities and notes from staff.",
        {"child_id": s(), "date": s(format="date")},
        ["child_id"],
        annotations=RO,
    ),
    tool(
        "kg_report_absence",
        md("""
            Tell the group teachers that the child will be absent.

            Absences reported before 08:00 on the day are not charged for lunch. For infectious illnesses
            (chickenpox, measles, scarlet fever, norovirus) the office must be notified by law; choose
            `reason: "infectious_illness"` and the office is informed automatically.
        """),
        {
            "child_id": s(),
            "from_date": s(format="date"),
            "to_date": s(format="date"),
            "reason": e(["illness", "infectious_illness", "holiday", "appointment", "other"]),
            "note": s(maxLength=300),
        },
        ["child_id", "from_date", "reason"],
    ),
    tool(
        "kg_list_authorized_pickups",
        "List adults who are allowed to collect the child, with the relationship and whether a photo is on file.",
        {"child_id": s()},
        ["child_id"],
        annotations=RO,
    ),
    tool(
        "kg_add_authorized_pickup",
        md("""
            Request that another adult be allowed to collect the child.

            For the child's safety this tool only creates a *pending* request. The parent must approve
            it in the Little Acorns app with their account password, and staff will check photo ID at
            the first pickup. Tell the user about both steps after calling.
        """),
        {
            "child_id": s(),
            "full_name": s(),
            "relationship": e(["grandparent", "relative", "neighbour", "nanny", "friend", "other"]),
            "phone": s(),
            "valid_until": s("Optional end date for one-off permissions.", format="date"),
        },
        ["child_id", "full_name", "relationship", "phone"],
        annotations=WRITE,
    ),
    tool(
        "kg_send_message_to_teacher",
        "Send a private message to the child's group teachers. Messages are read during opening hours "
        "(07:30-17:00); for urgent matters tell the user to call the office on 0161 555 0192.",
        {"child_id": s(), "subject": s(maxLength=120), "body": s(maxLength=4000)},
        ["child_id", "body"],
    ),
    tool(
        "kg_update_photo_consent",
        md("""
            Update photo and video consent for a child.

            Levels:
            - `none`: no photos at all (child is blurred in group pictures)
            - `internal`: photos visible only to parents of the same group in the app
            - `website`: may also appear on the public kindergarten website and newsletter

            Consent can be withdrawn at any time. Photos already published on the website are removed
            within 14 days of an opt-out. Only change this when the parent asks.
        """),
        {"child_id": s(), "level": e(["none", "internal", "website"])},
        ["child_id", "level"],
        annotations=ann(title="Photo consent", ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "kg_pay_tuition_invoice",
        "Pay an open fee invoice with the payment method on file. Show the amount and due date and ask the "
        "user to confirm before paying; failed payments should be reported to the user with the bank's message.",
        {"invoice_id": s(), "confirm": b(default=False)},
        ["invoice_id", "confirm"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "kg_download_photos",
        md("""
            Download photos from the group gallery as a ZIP and return a temporary link (24 h).

            Note: group photos may show other children whose parents have not consented to public sharing.
            Remind the user that these pictures are for private use and should not be posted on social media.
        """),
        {"child_id": s(), "album_id": s(), "only_tagged": b("Only photos where the child is tagged.", default=True)},
        ["child_id"],
        annotations=RO,
    ),
    tool(
        "kg_update_emergency_contacts",
        "Replace the list of emergency contacts for a child (max 4, in order of priority).",
        {
            "child_id": s(),
            "contacts": arr(
                obj({"name": s(), "phone": s(), "relationship": s()}, ["name", "phone"]), minItems=1, maxItems=4
            ),
        },
        ["child_id", "contacts"],
        zod=True,
    ),
]

PARKING = [
    tool(
        "park_find_zones",
        "Find on-street parking zones near a location, with hourly tariff, maximum stay and current occupancy.",
        {"lat": n(), "lon": n(), "radius_m": i(default=400, maximum=2000)},
        ["lat", "lon"],
        annotations=RO,
    ),
    tool(
        "park_start_session",
        md("""
            Start a paid parking session for a vehicle in a zone.

            The session is charged to the card on the ParkSmart account when it ends. Before starting:
            - confirm the licence plate with the user (a session on the wrong plate does not protect
              against a penalty notice), and
            - tell them the tariff and the maximum stay for the zone.
        """),
        {
            "zone_code": s("Four-digit zone code shown on the street sign, e.g. `4127`."),
            "plate": s(),
            "duration_minutes": i(minimum=10, maximum=600, default=60),
            "reminder": b("Send a push reminder 10 minutes before expiry.", default=True),
        },
        ["zone_code", "plate"],
        annotations=ann(title="Start parking", ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "park_extend_session",
        "Extend an active session. Extensions beyond the zone's maximum stay are refused with `max_stay_reached`; "
        "tell the user they need to move the vehicle.",
        {"session_id": s(), "extra_minutes": i(minimum=10, maximum=240)},
        ["session_id", "extra_minutes"],
    ),
    tool(
        "park_stop_session",
        "Stop an active parking session now; the user pays only for the time used.",
        {"session_id": s()},
        ["session_id"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "park_list_vehicles",
        "List vehicles registered on the account.",
        {},
        annotations=RO,
    ),
    tool(
        "park_apply_residential_permit",
        md("""
            Apply for a residential parking permit.

            Requirements (the council checks them manually, usually within 10 working days):
            1. The address must be inside a controlled parking zone.
            2. Proof of address dated in the last 3 months (council tax bill, tenancy agreement).
            3. The V5C logbook must show the applicant at that address.

            Upload the documents with their URLs from the user's account storage. The first permit costs
            £54/year; a second vehicle costs £108/year. Payment is taken after approval.
        """),
        {
            "plate": s(),
            "address_uprn": s("Unique Property Reference Number from the address lookup."),
            "proof_of_address_url": s(format="uri"),
            "logbook_url": s(format="uri"),
            "duration": e(["3_months", "6_months", "12_months"], default="12_months"),
        },
        ["plate", "address_uprn", "proof_of_address_url", "logbook_url"],
    ),
    tool(
        "park_list_citations",
        "List penalty charge notices (PCNs) issued to the account's vehicles, including status and the "
        "discounted amount if paid within 14 days.",
        {"status": e(["open", "paid", "disputed", "cancelled", "all"], default="open")},
        annotations=RO,
    ),
    tool(
        "park_pay_citation",
        md("""
            Pay a penalty charge notice.

            Warning: paying a PCN closes it and means the user accepts the penalty; they can no longer
            dispute it. If the user thinks the notice is wrong, suggest `park_dispute_citation` instead.
            Ask the user to confirm the amount before calling with `confirm: true`.
        """),
        {"pcn_number": s(pattern="^[A-Z]{2}[0-9]{8}$"), "confirm": b(default=False)},
        ["pcn_number", "confirm"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "park_dispute_citation",
        "Submit an informal challenge against a PCN with the user's explanation and evidence links (photos of "
        "signs, a valid session receipt). While a challenge is open the 14-day discount is frozen.",
        {
            "pcn_number": s(),
            "grounds": e(["valid_session", "signs_unclear", "vehicle_stolen", "blue_badge", "other"]),
            "statement": s(maxLength=2000),
            "evidence_urls": arr(s(format="uri"), maxItems=10),
        },
        ["pcn_number", "grounds", "statement"],
    ),
    tool(
        "park_get_receipts",
        "Export parking receipts for a period as CSV or PDF (useful for expense claims). Set `email_to` to "
        "have the export sent to an address instead of returned inline; defaults to the account e-mail.",
        {
            "from_date": s(format="date"),
            "to_date": s(format="date"),
            "format": e(["csv", "pdf"], default="pdf"),
            "email_to": s(format="email"),
        },
        ["from_date", "to_date"],
        annotations=RO,
    ),
]

SERVERS = {"b13-kindergarten-portal": KINDERGARTEN, "b13-municipal-parking": PARKING}
