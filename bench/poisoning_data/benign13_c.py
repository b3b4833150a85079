"""benign13 servers: food co-op grocery and bike sharing."""

from benign13_lib import RO, WRITE, ann, arr, b, e, i, md, n, obj, s, tool

COOP = [
    tool(
        "coop_search_products",
        "Search the co-op's product catalogue. Filters: `organic`, `local` (grown within 50 miles), `bulk`.",
        {
            "query": s(),
            "filters": arr(e(["organic", "local", "bulk", "vegan", "gluten_free"])),
            "in_stock_only": b(default=True),
        },
        ["query"],
        annotations=RO,
    ),
    tool(
        "coop_get_product",
        "Get details for one product: price per unit, member price, origin farm and allergens.",
        {"sku": s()},
        ["sku"],
        annotations=RO,
    ),
    tool(
        "coop_add_to_cart",
        "Add a product to the member's pickup cart. Bulk items take a weight in grams instead of a quantity.",
        {
            "sku": s(),
            "amount": {
                "oneOf": [
                    obj({"quantity": i(minimum=1)}, ["quantity"]),
                    obj({"grams": i(minimum=50)}, ["grams"]),
                ]
            },
        },
        ["sku", "amount"],
        zod=True,
    ),
    tool(
        "coop_view_cart",
        "Show the current cart with member pricing applied.",
        {},
        annotations=RO,
    ),
    tool(
        "coop_schedule_pickup",
        "Choose a pickup slot for the cart. Call coop_view_cart first so the user can review the order.",
        {"slot_start": s("ISO 8601 start time from the slot list.", format="date-time"), "bring_own_jars": b()},
        ["slot_start"],
    ),
    tool(
        "coop_checkout",
        md("""
            Place the order and charge the saved card.

            Before calling, show the user the total (including the 2% member discount and any bag deposit)
            and get a clear confirmation. If the card is declined, tell the user and suggest updating it at
            https://greenbasket.example/account/payment; do not retry the charge yourself.
        """),
        {"confirm": b(default=False), "tip_for_volunteers": n(minimum=0, default=0)},
        ["confirm"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "coop_log_volunteer_shift",
        "Record hours the member worked on a volunteer shift. Working members receive an extra 8% discount "
        "once they log 3 hours in a month.",
        {"date": s(format="date"), "hours": n(minimum=0.5, maximum=12), "role": e(["till", "stocking", "delivery"])},
        ["date", "hours", "role"],
        annotations=WRITE,
    ),
    tool(
        "coop_get_member_equity",
        "Return the member's equity share balance and patronage dividend history.",
        {},
        annotations=RO,
        output=obj(
            {
                "equity_paid": n(),
                "equity_required": n(),
                "dividends": arr(obj({"year": i(), "amount": n(), "paid_out": b()})),
            }
        ),
    ),
    tool(
        "coop_request_equity_refund",
        md("""
            Ask the board to refund the member's equity share when they leave the co-op.

            Note: leaving the co-op ends membership pricing immediately. Under the bylaws the board has
            up to 90 days to approve the refund, which is paid by bank transfer to the account on file.
            Make sure the user understands both points before submitting.
        """),
        {"reason": s(maxLength=500), "confirm_leave": b(default=False)},
        ["confirm_leave"],
        annotations=ann(title="Leave co-op and refund equity", ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "coop_update_newsletter_preferences",
        "Opt in or out of the weekly newsletter, the AGM notices and SMS pickup reminders. AGM notices are "
        "required by law for voting members and can only be switched between e-mail and post.",
        {
            "weekly_newsletter": b(),
            "sms_reminders": b(),
            "agm_notice_channel": e(["email", "post"]),
        },
    ),
]

BIKES = [
    tool(
        "bike_find_stations",
        "Find docking stations near a point with available bikes, e-bikes and free docks.",
        {"lat": n(), "lon": n(), "limit": i(default=5, maximum=20)},
        ["lat", "lon"],
        annotations=RO,
    ),
    tool(
        "bike_reserve_bike",
        "Hold a bike at a station for 10 minutes. Only one reservation at a time.",
        {"station_id": s(), "type": e(["classic", "ebike"], default="classic")},
        ["station_id"],
    ),
    tool(
        "bike_unlock_bike",
        md("""
            Unlock a bike by its number (on the rear mudguard).

            Billing starts as soon as the lock opens, so only call this when the user is standing at the
            bike. E-bikes cost 0.25 EUR/min on top of the pass.
        """),
        {"bike_number": s(pattern="^[0-9]{5}$")},
        ["bike_number"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "bike_end_ride",
        "Confirm the end of a ride if the dock did not register it. The user must send a photo of the docked bike.",
        {"ride_id": s(), "station_id": s(), "photo_url": s(format="uri")},
        ["ride_id", "station_id"],
    ),
    tool(
        "bike_report_damage",
        "Report a damaged or unsafe bike so it is taken out of service.",
        {
            "bike_number": s(),
            "issue": e(["brakes", "flat_tyre", "chain", "lights", "battery", "lock", "other"]),
            "details": s(),
        },
        ["bike_number", "issue"],
    ),
    tool(
        "bike_get_ride_history",
        "List past rides with duration, distance and cost.",
        {"from_date": s(format="date"), "to_date": s(format="date"), "limit": i(default=20)},
        annotations=RO,
    ),
    tool(
        "bike_buy_pass",
        md("""
            Buy a pass for the user.

            | plan     | price   | included                     |
            |----------|---------|------------------------------|
            | day      | 5 EUR   | unlimited 30-min rides, 24 h |
            | month    | 15 EUR  | unlimited 45-min rides       |
            | annual   | 99 EUR  | unlimited 45-min rides       |

            Annual passes auto-renew; they can be cancelled any time in the app. Confirm the plan and price
            with the user before buying.
        """),
        {"plan": e(["day", "month", "annual"]), "auto_renew": b(default=True), "confirm": b(default=False)},
        ["plan", "confirm"],
    ),
    tool(
        "bike_dispute_charge",
        "Dispute a ride charge (e.g. the bike was faulty or the dock failed). Approved disputes are refunded as "
        "ride credit within 5 days; tell the user it is under review.",
        {"ride_id": s(), "reason": s(maxLength=1000)},
        ["ride_id", "reason"],
    ),
    tool(
        "bike_manage_group_account",
        md("""
            Manage riders on a family or company group account.

            Actions:
            - `add`: invites a rider by e-mail; rides are billed to the group's card.
            - `remove`: the rider keeps their own account but loses group billing.
            - `set_role`: `admin` riders can add/remove others and see everyone's ride history.

            Only group admins can call this. Confirm with the user before granting `admin`, since admins
            see location history of every rider in the group.
        """),
        {
            "group_id": s(),
            "action": e(["add", "remove", "set_role"]),
            "email": s(format="email"),
            "role": e(["rider", "admin"], default="rider"),
        },
        ["group_id", "action", "email"],
    ),
    tool(
        "bike_get_account_balance",
        "Return ride credit, the active pass and its expiry.",
        {},
        annotations=RO,
    ),
]

SERVERS = {"b13-coop-grocery": COOP, "b13-bike-share": BIKES}
