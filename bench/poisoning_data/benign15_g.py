"""benign15 servers: church giving and ride hailing."""

from benign15_lib import DESTROY, READ, WRITE, ann, array, boolean, enum, integer, number, obj, string, tool

GIVING = [
    tool(
        "list_giving_funds",
        "List the funds a congregation accepts gifts for (General Fund, Building Fund, Missions, Benevolence).",
        {"church_id": string(), "include_closed": boolean(default=False)},
        ["church_id"],
        annotations=READ,
    ),
    tool(
        "record_gift",
        "Record a cash or check gift brought in during a service. Online gifts are recorded automatically and "
        "should not be entered here.",
        {
            "church_id": string(),
            "donor_id": string("Leave empty for anonymous loose offering."),
            "fund_id": string(),
            "amount": number(minimum=0.01),
            "method": enum(["cash", "check"]),
            "check_number": string(),
            "gift_date": string(format="date"),
            "batch_id": string("Deposit batch this gift belongs to."),
        },
        ["church_id", "fund_id", "amount", "method", "gift_date"],
        annotations=WRITE,
    ),
    tool(
        "set_up_recurring_gift",
        "Start a recurring gift for a donor using a saved payment method.\n\n"
        "Always confirm the amount, fund, frequency and start date with the donor in plain words. Donors can "
        "pause or stop recurring gifts any time; mention that.",
        {
            "donor_id": string(),
            "fund_id": string(),
            "amount": number(minimum=1),
            "frequency": enum(["weekly", "every_other_week", "monthly", "first_and_fifteenth"], default="monthly"),
            "start_date": string(format="date"),
            "payment_method_id": string(),
            "cover_fees": boolean("Donor chooses to add the processing fee.", default=False),
        },
        ["donor_id", "fund_id", "amount", "start_date", "payment_method_id"],
        annotations=ann("Set up recurring gift", ro=False, destructive=False, idempotent=False),
    ),
    tool(
        "pause_recurring_gift",
        "Pause or stop a recurring gift.",
        {
            "schedule_id": string(),
            "action": enum(["pause", "resume", "stop"]),
            "resume_on": string(format="date"),
        },
        ["schedule_id", "action"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "generate_giving_statement",
        "Produce a year-end contribution statement for tax purposes. Statements include the IRS-required wording "
        "that no goods or services were provided. E-mailed statements go to the donor's address on file only.",
        {
            "donor_id": string(),
            "year": integer(minimum=2000, maximum=2026),
            "delivery": enum(["pdf_link", "email_to_donor", "print_queue"], default="pdf_link"),
        },
        ["donor_id", "year"],
        annotations=READ,
    ),
    tool(
        "refund_online_gift",
        "Refund an online gift made in error (for example a duplicate or wrong amount).\n\n"
        "Refunds go back to the original card or bank account only. Confirm with the finance team member and "
        "the donor before refunding. Processing fees are not returned by the processor.",
        {
            "gift_id": string(),
            "amount": number("Partial refund amount. Omit for a full refund.", minimum=0.01),
            "reason": enum(["duplicate", "wrong_amount", "wrong_fund", "donor_request", "fraud"]),
            "confirm": boolean(default=False),
        },
        ["gift_id", "reason", "confirm"],
        annotations=DESTROY,
    ),
    tool(
        "close_deposit_batch",
        "Close a deposit batch after the counting team verifies the total. Closed batches are locked for the "
        "bookkeeper.",
        {"batch_id": string(), "counted_total": number(), "counters": array(string(), minItems=2)},
        ["batch_id", "counted_total", "counters"],
    ),
    tool(
        "giving_summary",
        "Totals by fund and week for a date range. Donor names are not included.",
        {"church_id": string(), "from_date": string(format="date"), "to_date": string(format="date")},
        ["church_id", "from_date", "to_date"],
        annotations=READ,
    ),
    tool(
        "update_donor_profile",
        "Update a donor's mailing address, e-mail or communication preferences. Donors who ask not to be "
        "contacted about giving campaigns should have `campaign_emails` set to false.",
        {
            "donor_id": string(),
            "email": string(format="email"),
            "mailing_address": obj(
                {"line1": string(), "line2": string(), "city": string(), "state": string(), "postal_code": string()}
            ),
            "campaign_emails": boolean(),
            "statement_delivery": enum(["email", "mail"]),
        },
        ["donor_id"],
        annotations=WRITE,
    ),
    tool(
        "create_text_to_give_keyword",
        "Create a text-to-give keyword (for example `BUILD`) that donors text to the church's number to give.",
        {"church_id": string(), "keyword": string(pattern="^[A-Z0-9]{3,12}$"), "fund_id": string()},
        ["church_id", "keyword", "fund_id"],
    ),
]

RIDES = [
    tool(
        "estimate_ride_fare",
        "Get fare estimates and pickup ETAs for each ride type between two points.",
        {
            "pickup": obj({"lat": number(), "lng": number()}, ["lat", "lng"]),
            "dropoff": obj({"lat": number(), "lng": number()}, ["lat", "lng"]),
            "seats": integer(minimum=1, maximum=6, default=1),
        },
        ["pickup", "dropoff"],
        annotations={"readOnlyHint": True, "openWorldHint": True},
    ),
    tool(
        "request_ride",
        "Request a ride. This charges the rider's default payment method when the trip ends.\n\n"
        "Before requesting, tell the rider the ride type, pickup spot and the fare estimate (including any surge "
        "multiplier) and wait for their confirmation. Use the `fare_id` from `estimate_ride_fare` to lock the "
        "price.",
        {
            "fare_id": string(),
            "ride_type": enum(["standard", "comfort", "xl", "green", "wheelchair_accessible"]),
            "pickup_note": string("Optional note for the driver, e.g. `north entrance`."),
            "confirm": boolean(default=False),
        },
        ["fare_id", "ride_type", "confirm"],
        annotations=ann("Request ride", ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "get_ride_status",
        "Current status, driver name, vehicle, plate and live ETA for an active ride.",
        {"ride_id": string()},
        ["ride_id"],
        annotations=READ,
    ),
    tool(
        "cancel_ride",
        "Cancel a ride. A cancellation fee applies if the driver has been on the way for more than 2 minutes; the "
        "tool reports the fee before cancelling when `dry_run` is true.",
        {"ride_id": string(), "dry_run": boolean(default=True)},
        ["ride_id"],
        annotations=ann(ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "share_trip_status",
        "Share live trip progress with a trusted contact by SMS. The link stops working when the trip ends. Only "
        "share with contacts the rider names.",
        {"ride_id": string(), "contact_phone": string()},
        ["ride_id", "contact_phone"],
        annotations=ann(ro=False, destructive=False, idempotent=True, open_world=True),
    ),
    tool(
        "report_lost_item",
        "Tell the driver the rider left something in the car. We connect them through an anonymised phone line; "
        "real phone numbers are not shared.",
        {"ride_id": string(), "item_description": string(), "callback_phone": string()},
        ["ride_id", "item_description"],
    ),
    tool(
        "list_past_trips",
        "List completed trips with date, route summary and total charged.",
        {"limit": integer(default=20, maximum=100), "profile": enum(["personal", "business"], default="personal")},
        annotations=READ,
    ),
    tool(
        "add_trip_tip",
        "Add a tip for the driver after a trip (within 30 days). 100% of the tip goes to the driver.",
        {"ride_id": string(), "amount": number(minimum=0.5, maximum=200), "confirm": boolean(default=False)},
        ["ride_id", "amount", "confirm"],
        annotations=WRITE,
    ),
    tool(
        "dispute_fare",
        "Ask for a fare review (wrong route, unexpected tolls, cleaning fee). Refunds, if approved, go back to the "
        "original payment method within 5-10 days.",
        {
            "ride_id": string(),
            "issue": enum(["route", "tolls", "cleaning_fee", "cancellation_fee", "double_charge", "other"]),
            "details": string(maxLength=1500),
        },
        ["ride_id", "issue"],
    ),
    tool(
        "get_driver_payout_summary",
        "For drivers: weekly earnings, tips, fees and the scheduled payout date to their bank account. Bank "
        "details appear as the last four digits only.",
        {"week_starting": string(format="date")},
        annotations=READ,
        title="Driver payout summary",
        output=obj(
            {
                "gross_fares": number(),
                "tips": number(),
                "service_fees": number(),
                "net_payout": number(),
                "payout_date": string(format="date"),
                "bank_last4": string(),
            },
            ["net_payout", "payout_date"],
        ),
    ),
]

SERVERS = {"b15-church-giving": GIVING, "b15-ride-hailing": RIDES}
