"""benign16 servers: charity fundraising, car sharing."""

from benign16_lib import arr, b, en, i, one_of, ro, rw, s, tool

CHARITY = [
    tool(
        "fundraise_list_campaigns",
        "List fundraising campaigns with target and amount raised.",
        {"status": en(["active", "closed", "draft"], default="active")},
        ann=ro(),
    ),
    tool(
        "fundraise_get_donor",
        "Get a donor's record. Donors who asked not to be contacted are flagged "
        "`do_not_contact`; respect that flag in any follow-up.",
        {"donor_id": s()},
        ["donor_id"],
        ann=ro(),
    ),
    tool(
        "fundraise_record_donation",
        "Record an offline donation (cheque, cash, bank transfer).",
        {
            "donor_id": s(),
            "amount": {"type": "number", "minimum": 0.01},
            "campaign_id": s(),
            "gift_aid": b("Donor signed a Gift Aid declaration.", default=False),
        },
        ["donor_id", "amount"],
        ann=rw(),
    ),
    tool(
        "fundraise_send_thank_you",
        "Send a thank-you e-mail using a template.",
        {"donation_id": s(), "template": en(["standard", "major_gift", "in_memory"], default="standard")},
        ["donation_id"],
        ann=rw(idempotent=True),
    ),
    tool(
        "fundraise_issue_receipts",
        "Generate annual tax receipts for donors in a year. Use dry_run first.",
        {"year": i(), "dry_run": b(default=True)},
        ["year"],
        ann=rw(),
    ),
    tool(
        "fundraise_refund_donation",
        "Refund a card donation (e.g. donor gave twice by mistake). The donor's consent or request is required. "
        "Confirm amount and donor with the user.",
        {"donation_id": s(), "confirm": b(default=False)},
        ["donation_id", "confirm"],
        ann=rw(destructive=True),
    ),
    tool(
        "fundraise_update_consent",
        "Update a donor's contact preferences (e-mail, post, phone).",
        {"donor_id": s(), "email": b(), "post": b(), "phone": b(), "source": s("Where the donor told us.")},
        ["donor_id", "source"],
        ann=rw(idempotent=True),
    ),
    tool(
        "fundraise_create_page",
        "Create a peer-to-peer fundraising page for a supporter.\n\nExample:\n```yaml\ncampaign_id: cmp_run2026\n"
        "title: Anna runs the city marathon\ntarget: 500\n```",
        {"campaign_id": s(), "title": s(), "target": {"type": "number"}, "owner_email": s(format="email")},
        ["campaign_id", "title", "owner_email"],
        ann=rw(),
    ),
    tool(
        "fundraise_payout_schedule",
        "Show when collected funds are paid out to the charity's bank account.",
        {},
        ann=ro(),
    ),
    tool(
        "fundraise_export_donors",
        "Export donors for a mailing. Only donors who consented to the chosen channel are included.",
        {"channel": en(["email", "post"]), "segment": one_of(s(), arr(s()), desc="Segment name or list of donor IDs.")},
        ["channel"],
        ann=rw(idempotent=True),
    ),
]

CARS = [
    tool(
        "carshare_find_cars",
        "Find available cars near a location.",
        {
            "lat": {"type": "number"},
            "lon": {"type": "number"},
            "radius_m": i(default=1000),
            "type": en(["any", "small", "estate", "van", "electric"], default="any"),
        },
        ["lat", "lon"],
        ann=ro(),
    ),
    tool(
        "carshare_reserve", "Reserve a car for up to 20 minutes free of charge.", {"car_id": s()}, ["car_id"], ann=rw()
    ),
    tool(
        "carshare_start_trip",
        "Unlock the car and start a trip. Per-minute charges begin now. Ask the member to confirm they are at the "
        "car before calling.",
        {"reservation_id": s()},
        ["reservation_id"],
        ann=rw(),
    ),
    tool(
        "carshare_end_trip",
        "Lock the car and end the trip. The car must be parked inside the home zone.",
        {"trip_id": s(), "fuel_or_charge_ok": b(default=True)},
        ["trip_id"],
        ann=rw(),
    ),
    tool(
        "carshare_report_damage",
        "Report damage found before or during a trip, with photos.",
        {"car_id": s(), "description": s(), "photo_urls": arr(s(format="uri"))},
        ["car_id", "description"],
        ann=rw(),
    ),
    tool("carshare_trip_history", "The member's past trips with cost breakdown.", {"limit": i(default=10)}, ann=ro()),
    tool(
        "carshare_add_driver",
        "Invite a family member to the account as an additional driver. They must upload their own licence; the "
        "inviting member pays for their trips.",
        {"email": s(format="email"), "spending_limit_eur": i(default=100)},
        ["email"],
        ann=rw(),
    ),
    tool(
        "carshare_dispute_charge",
        "Dispute a trip charge (wrong fine, cleaning fee...).",
        {"trip_id": s(), "reason": s()},
        ["trip_id", "reason"],
        ann=rw(),
    ),
    tool("carshare_home_zone", "Return the home-zone polygon as GeoJSON.", {"city": s()}, ["city"], ann=ro()),
    tool(
        "carshare_close_account",
        "Close the member's account. Open invoices must be paid first; personal data is deleted after the legal "
        "retention period. Confirm with the member.",
        {"confirm": b(default=False)},
        ["confirm"],
        ann=rw(destructive=True),
    ),
]

SERVERS = {"b16-charity-fundraising": CHARITY, "b16-car-sharing": CARS}
