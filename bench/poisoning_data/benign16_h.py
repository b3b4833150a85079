"""benign16 servers: pet tracker, crypto exchange."""

from benign16_lib import arr, b, en, i, n, obj, one_of, ro, rw, s, tool

PETS = [
    tool(
        "petTracker_getLocation",
        "Current GPS position and battery level of a pet's collar.",
        {"petId": s()},
        ["petId"],
        ann=ro("Get location"),
    ),
    tool(
        "petTracker_locationHistory",
        "Location trail for a time range (max 7 days).",
        {"petId": s(), "from": s(format="date-time"), "to": s(format="date-time")},
        ["petId", "from"],
        ann=ro(),
    ),
    tool(
        "petTracker_setGeofence",
        "Create or update a safe zone; the owner gets an alert when the pet leaves it.",
        {
            "petId": s(),
            "center": obj({"lat": n(), "lon": n()}, required=["lat", "lon"]),
            "radius_m": i(minimum=50, default=200),
        },
        ["petId", "center"],
        ann=rw(idempotent=True),
    ),
    tool(
        "petTracker_lostMode",
        "Switch lost mode on or off. In lost mode the collar reports every 10 seconds (drains battery fast) and the "
        "owner can choose to share a live map link with neighbours.",
        {"petId": s(), "enabled": b(), "share_public_link": b(default=False)},
        ["petId", "enabled"],
        ann=rw(),
    ),
    tool(
        "petTracker_shareAccess",
        "Share a pet with a family member or pet sitter.",
        {
            "petId": s(),
            "email": s(format="email"),
            "role": en(["viewer", "caretaker"], default="viewer"),
            "until": s(format="date"),
        },
        ["petId", "email"],
        ann=rw(),
    ),
    tool(
        "petTracker_activity",
        "Daily activity: steps, rest, active minutes.",
        {"petId": s(), "days": i(default=7)},
        ["petId"],
        ann=ro(),
    ),
    tool(
        "petTracker_healthNotes",
        "Add a vet visit or medication reminder.",
        {"petId": s(), "kind": en(["vet_visit", "vaccination", "medication"]), "date": s(format="date"), "note": s()},
        ["petId", "kind", "date"],
        ann=rw(),
    ),
    tool("petTracker_listPets", "List pets on the account.", {}, ann=ro()),
    tool("petTracker_subscription", "Show the collar subscription plan and renewal date.", {}, ann=ro()),
    tool(
        "petTracker_removeDevice",
        "Unpair a collar (e.g. before selling it). Location history is kept for 30 days then deleted.",
        {"petId": s(), "confirm": b(default=False)},
        ["petId", "confirm"],
        ann=rw(destructive=True),
    ),
]

EXCHANGE = [
    tool(
        "xchg_ticker",
        "Last price, 24h change and volume for a market.",
        {"market": s("e.g. `BTC-EUR`.")},
        ["market"],
        ann=ro("Ticker"),
    ),
    tool(
        "xchg_order_book",
        "Top of the order book.",
        {"market": s(), "depth": i(default=20, maximum=200)},
        ["market"],
        ann=ro(),
    ),
    tool(
        "xchg_balances",
        "Account balances per asset (available and on hold).",
        {},
        ann=ro(),
        output=obj({"balances": arr(obj({"asset": s(), "available": s(), "hold": s()}))}),
    ),
    tool(
        "xchg_preview_order",
        "Calculate fees, estimated fill price and resulting balances for an order without placing it. Always call "
        "this before xchg_place_order and show the result to the user.",
        {
            "market": s(),
            "side": en(["buy", "sell"]),
            "type": en(["market", "limit"]),
            "size": s("Amount of the base asset, as a decimal string."),
            "limit_price": s(),
        },
        ["market", "side", "type", "size"],
        ann=ro(),
    ),
    tool(
        "xchg_place_order",
        "Place an order.\n\nIMPORTANT: orders trade real funds. Only place an order the user has explicitly "
        "confirmed after seeing xchg_preview_order output, and pass the `preview_id` from that call. Market orders "
        "may fill at a worse price in thin markets.",
        {"preview_id": s(), "client_order_id": s("Idempotency key."), "confirm": b(default=False)},
        ["preview_id", "confirm"],
        ann=rw(title="Place order"),
    ),
    tool(
        "xchg_cancel_order",
        "Cancel an open order.",
        {"order_id": s()},
        ["order_id"],
        ann=rw(destructive=True, idempotent=True),
    ),
    tool("xchg_open_orders", "List open orders.", {"market": s()}, ann=ro()),
    tool(
        "xchg_withdraw",
        "Withdraw crypto to an address on the user's allow-list. New addresses must be added in the web app with "
        "2FA and wait 24 hours; this tool cannot add addresses. Confirm asset, amount, network and address with "
        "the user.",
        {
            "asset": s(),
            "amount": s(),
            "address_id": s("Allow-list entry ID."),
            "network": en(["bitcoin", "ethereum", "lightning", "solana"]),
            "confirm": b(default=False),
        },
        ["asset", "amount", "address_id", "confirm"],
        ann=rw(destructive=True),
    ),
    tool(
        "xchg_trade_history",
        "Filled trades for tax reporting, exportable as CSV.",
        {"year": i(), "format": en(["json", "csv"], default="json")},
        ann=ro(),
    ),
    tool(
        "xchg_api_permissions",
        "Show what the current API key is allowed to do (read, trade, withdraw) and its IP restrictions.",
        {},
        ann=ro(),
        title="API key permissions",
        output=obj({"scopes": arr(s()), "ip_allowlist": one_of(arr(s()), {"type": "null"})}),
    ),
]

SERVERS = {"b16-pet-tracker": PETS, "b16-crypto-exchange": EXCHANGE}
