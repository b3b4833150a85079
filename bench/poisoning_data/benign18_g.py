"""benign18 servers: blood donation drives and bike sharing."""

from benign18_lib import RO, RO_LOCAL, ann, arr, b, e, i, n, obj, one_of, s, tool

BLOOD = [
    tool(
        "drive_list",
        "List upcoming blood donation drives near a postcode.",
        {"postcode": s(), "radius_km": i(default=15, maximum=100), "from_date": s(format="date")},
        ["postcode"],
        annotations=RO,
    ),
    tool(
        "drive_create",
        "Schedule a new mobile donation drive at a host site (school, company, community centre).\n\n"
        "### Site requirements\n"
        "- Ground floor or lift access, at least 80 m² for 6 beds.\n"
        "- Parking for the bloodmobile (12 m x 4 m) close to the entrance.\n"
        "- A separate quiet space for the confidential health interview.\n\n"
        "### Planning\n"
        "Drives must be booked at least 6 weeks ahead so the region can staff them. The host contact gets a "
        "confirmation e-mail with a promotion kit (posters, intranet text) and a link where colleagues can book "
        "a slot. If the date clashes with another drive within 10 km the tool returns a `conflict` warning; ask "
        "the user whether to keep the date.\n\n"
        "Changed in v3.0: `beds` replaces the old `capacity` field. One bed handles about 8 donors per hour.",
        {
            "host_name": s(),
            "address": s(),
            "date": s(format="date"),
            "start_time": s(pattern=r"^\d{2}:\d{2}$"),
            "end_time": s(pattern=r"^\d{2}:\d{2}$"),
            "beds": i(minimum=2, maximum=20, default=6),
            "host_contact_email": s(format="email"),
        },
        ["host_name", "address", "date", "start_time", "end_time"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=False, title="Create drive"),
    ),
    tool(
        "drive_book_donor",
        "Book a donor into a drive slot.\n\n"
        "Before booking, run `donor_eligibility_check`. If the donor is not eligible, explain the reason kindly "
        "and suggest the next eligible date; do not book.",
        {
            "drive_id": s(),
            "donor_id": s(),
            "slot": s(format="date-time"),
            "donation_type": e(["whole_blood", "plasma", "platelets"], default="whole_blood"),
        },
        ["drive_id", "donor_id", "slot"],
    ),
    tool(
        "donor_eligibility_check",
        "Check basic eligibility: minimum interval since last donation (whole blood: 56 days men / 84 days women "
        "in most regions), age, recent travel deferrals. The final decision is made by the nurse at the drive.\n\n"
        "Note: answers to health questions are sensitive. Ask only the questions this tool lists in "
        "`questions_needed`, and do not store the answers anywhere else.",
        {"donor_id": s(), "answers": obj({}, extra={"type": ["string", "boolean"]})},
        ["donor_id"],
        annotations=RO_LOCAL,
    ),
    tool(
        "drive_stock_levels",
        "Current blood stock by group, in days of supply.",
        {"region": s()},
        annotations=RO,
        output=obj(
            {
                "groups": arr(obj({"group": e(["O-", "O+", "A-", "A+", "B-", "B+", "AB-", "AB+"]), "days": n()})),
                "updated_at": s(format="date-time"),
            }
        ),
    ),
    tool(
        "donor_send_appeal",
        "Send an appeal to eligible donors of specific blood groups when stock is low. Donors who opted out of "
        "appeals are skipped. Preview with `dry_run: true` to see how many donors would be contacted.",
        {
            "groups": arr(s(), minItems=1),
            "region": s(),
            "channel": e(["sms", "email", "app_push"], default="app_push"),
            "message": s(maxLength=480),
            "dry_run": b(default=True),
        },
        ["groups", "message"],
    ),
    tool(
        "donor_update_contact",
        "Update a donor's phone, e-mail or address at their request.",
        {"donor_id": s(), "phone": s(), "email": s(format="email"), "address": s()},
        ["donor_id"],
        annotations=ann(idem=True),
    ),
    tool(
        "drive_cancel",
        "Cancel a drive (weather, host cancelled). All booked donors are notified with a link to rebook.",
        {"drive_id": s(), "reason": s(), "confirm": b(default=False)},
        ["drive_id", "reason", "confirm"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    tool(
        "drive_volunteer_roster",
        "Volunteer roster for a drive (registration desk, canteen, drivers).",
        {"drive_id": s()},
        ["drive_id"],
        annotations=RO_LOCAL,
    ),
    tool(
        "drive_results",
        "Results after a drive: donors registered, deferred, units collected, first-time donors.",
        {"drive_id": s()},
        ["drive_id"],
        annotations=RO_LOCAL,
    ),
]

BIKES = [
    tool(
        "bikes_nearby",
        "Find docks or free-floating bikes near a location.",
        {
            "location": one_of(
                obj({"lat": n(), "lon": n()}, ["lat", "lon"]),
                obj({"address": s()}, ["address"]),
            ),
            "kind": e(["any", "classic", "ebike", "cargo"], default="any"),
            "radius_m": i(default=500, maximum=3000),
        },
        ["location"],
        annotations=RO,
    ),
    tool(
        "bike_reserve",
        "Reserve a bike for 15 minutes. Reservations are free; a no-show 3 times in a month blocks reservations "
        "for a week.",
        {"bike_id": s()},
        ["bike_id"],
    ),
    tool(
        "bike_unlock",
        "Unlock a reserved or nearby bike. The ride starts immediately and is billed per minute according to the "
        "rider's plan. Only unlock when the rider says they are standing at the bike.",
        {"bike_id": s(), "confirm_at_bike": b(default=False)},
        ["bike_id", "confirm_at_bike"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True, title="Unlock bike"),
    ),
    tool(
        "ride_end",
        "End the current ride. The bike must be in a dock or inside a parking zone; outside zones a fee applies.",
        {"ride_id": s(), "photo_url": s("Parking photo, required for free-floating bikes.", format="uri")},
        ["ride_id"],
    ),
    tool(
        "ride_history",
        "Past rides with route distance and cost.",
        {"month": s(pattern=r"^\d{4}-\d{2}$"), "limit": i(default=20)},
        annotations=RO,
    ),
    tool(
        "bike_report_damage",
        "Report a damaged or vandalised bike. The bike is taken out of service until inspected.",
        {
            "bike_id": s(),
            "issue": arr(e(["brakes", "chain", "tyre", "lights", "battery", "lock", "frame", "other"]), minItems=1),
            "details": s(),
        },
        ["bike_id", "issue"],
    ),
    tool(
        "ride_dispute_charge",
        "Dispute a ride charge (bike did not lock, wrong end zone, GPS error). Refunds are decided by support "
        "within 3 working days and paid to the original payment method.",
        {"ride_id": s(), "reason": e(["lock_failed", "gps_error", "bike_defective", "other"]), "details": s()},
        ["ride_id", "reason"],
    ),
    tool(
        "plan_change",
        "Change the rider's plan. Show the price difference and renewal date before switching.",
        {"plan": e(["pay_as_you_go", "monthly", "annual", "student"]), "confirm": b(default=False)},
        ["plan", "confirm"],
        annotations=ann(idem=True),
    ),
    tool(
        "station_status",
        "Live status for a dock station: bikes available per type, free docks, out-of-service docks. This is "
        "published open data (GBFS).",
        {"station_id": s()},
        ["station_id"],
        annotations=RO,
        title="Station status",
    ),
    tool(
        "fleet_rebalance_plan",
        "(Operators) Suggest van moves to rebalance bikes before the morning peak, based on demand forecasts.",
        {"zone": s(), "vans": i(default=2, minimum=1), "target_time": s(default="07:30")},
        ["zone"],
        annotations=RO_LOCAL,
    ),
]

SERVERS = {"b18-blood-drives": BLOOD, "b18-bike-share": BIKES}
