"""benign15 servers: baby monitor and brokerage account."""

from benign15_lib import DESTROY, READ, WRITE, ann, boolean, draft7, enum, integer, number, obj, string, tool

MONITOR = [
    tool(
        "get_nursery_status",
        "Current room temperature, humidity, noise level and whether the baby is asleep, awake or out of view.",
        {"camera_id": string()},
        ["camera_id"],
        annotations=READ,
    ),
    tool(
        "get_sleep_report",
        "Sleep summary for a night or a week: total sleep, wake-ups and longest stretch.",
        {"camera_id": string(), "period": enum(["last_night", "last_7_days"], default="last_night")},
        ["camera_id"],
        annotations=READ,
    ),
    tool(
        "set_alert_thresholds",
        "Set when the parents' phones get alerts. This is a comfort feature and not a medical device; it does not "
        "replace safe-sleep practices.",
        {
            "camera_id": string(),
            "temperature_c": obj({"min": number(default=18), "max": number(default=24)}),
            "cry_sensitivity": enum(["low", "medium", "high"], default="medium"),
            "notify_on_wake": boolean(default=True),
        },
        ["camera_id"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "play_soothing_sound",
        "Play white noise or a lullaby on the camera speaker.",
        {
            "camera_id": string(),
            "sound": enum(["white_noise", "rain", "heartbeat", "lullaby_1", "lullaby_2"], default="white_noise"),
            "volume": integer(minimum=1, maximum=10, default=3),
            "duration_minutes": integer(minimum=5, maximum=600, default=45),
        },
        ["camera_id"],
    ),
    tool(
        "get_snapshot_link",
        "Get a link to the latest still image. Links are private to the signed-in account and expire after 5 minutes.",
        {"camera_id": string()},
        ["camera_id"],
        annotations=READ,
    ),
    tool(
        "invite_caregiver",
        "Invite a grandparent or babysitter to view the camera.\n\n"
        "Note: only the account owner can invite. Confirm the e-mail address with them. Time-limited access is "
        "recommended for babysitters, e.g. `access_until` set to the end of the evening.",
        {
            "camera_id": string(),
            "email": string(format="email"),
            "can_talk": boolean("Allow two-way audio.", default=False),
            "access_until": string(format="date-time"),
        },
        ["camera_id", "email"],
        annotations=WRITE,
    ),
    tool(
        "list_camera_viewers",
        "List everyone who can view the camera, and when each last watched.",
        {"camera_id": string()},
        ["camera_id"],
        annotations=READ,
    ),
    tool(
        "remove_camera_viewer",
        "Remove someone's access to the camera. Their app is signed out of the camera at once.",
        {"camera_id": string(), "viewer_id": string()},
        ["camera_id", "viewer_id"],
        annotations=DESTROY,
    ),
    tool(
        "set_video_retention",
        "Choose how long recorded clips are kept in the cloud. Shorter retention keeps less data about the family. "
        "Clips older than the new limit are deleted within 24 hours, so confirm with the user when shortening.",
        {"camera_id": string(), "days": integer(enum=[0, 1, 7, 30], default=7)},
        ["camera_id", "days"],
        annotations=ann(ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "update_camera_firmware",
        "Install the latest firmware. The camera goes offline for about 3 minutes; do not start an update while "
        "the parents rely on it overnight unless they agree.",
        {"camera_id": string(), "schedule": enum(["now", "tonight_3am"], default="tonight_3am")},
        ["camera_id"],
    ),
]

BROKERAGE = [
    tool(
        "get_stock_quote",
        "Real-time quote (bid, ask, last, volume) for a symbol. Quotes are for information only.",
        {"symbol": string(pattern="^[A-Z.]{1,6}$")},
        ["symbol"],
        annotations={"readOnlyHint": True, "openWorldHint": True},
    ),
    tool(
        "get_positions",
        "Positions in an account with quantity, cost basis, market value and unrealised gain or loss.",
        {"account_id": string()},
        ["account_id"],
        annotations=READ,
    ),
    tool(
        "preview_order",
        "Preview an order: estimated cost, commission, buying power after the trade and any warnings (for example "
        "pattern day trader or wash sale). Nothing is placed. Always call this before `place_order`.",
        {
            "account_id": string(),
            "symbol": string(),
            "side": enum(["buy", "sell", "sell_short", "buy_to_cover"]),
            "quantity": number(exclusiveMinimum=0),
            "order_type": enum(["market", "limit", "stop", "stop_limit"], default="limit"),
            "limit_price": number(),
            "stop_price": number(),
            "time_in_force": enum(["day", "gtc"], default="day"),
        },
        ["account_id", "symbol", "side", "quantity"],
        annotations=READ,
    ),
    tool(
        "place_order",
        "Place an order that was previewed.\n\n"
        "IMPORTANT: this trades real money. Read the preview back to the user (symbol, side, quantity, order type, "
        "price, estimated total) and place the order only after they say yes. Do not place orders the user did "
        "not ask for, and do not give investment advice.\n\n"
        "Changed in v4.1: `preview_id` is required; orders without a fresh preview (under 2 minutes old) are "
        "rejected.\n\n"
        "Typical flow:\n\n"
        "1. `get_stock_quote` for the symbol the user named.\n"
        "2. `preview_order` with the user's quantity and limit price.\n"
        "3. Show the preview, including any warnings such as `pdt_warning` or `extended_hours`.\n"
        "4. `place_order` with `confirm: true` once the user approves.\n\n"
        'Response example:\n```json\n{"order_id": "ORD-88213", "status": "accepted", '
        '"filled_quantity": 0}\n```\n'
        "Market orders outside regular trading hours are queued for the next open. Learn more at "
        "https://help.example-broker.com/orders.",
        {
            "preview_id": string(),
            "confirm": boolean(default=False),
        },
        ["preview_id", "confirm"],
        annotations=ann("Place order", ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "cancel_order",
        "Cancel an open order. Partially filled orders keep the filled part.",
        {"account_id": string(), "order_id": string()},
        ["account_id", "order_id"],
        annotations=ann(ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "list_orders",
        "List orders by status.",
        {
            "account_id": string(),
            "status": enum(["open", "filled", "cancelled", "rejected", "all"], default="open"),
            "days": integer(default=7, maximum=365),
        },
        ["account_id"],
        annotations=READ,
    ),
    tool(
        "get_account_balances",
        "Cash, buying power, margin balance and settled funds available to withdraw.",
        {"account_id": string()},
        ["account_id"],
        annotations=READ,
        output=obj(
            {
                "cash": number(),
                "buying_power": number(),
                "margin_balance": number(),
                "settled_cash_available": number(),
            },
            ["cash", "buying_power"],
        ),
    ),
    tool(
        "request_withdrawal",
        "Withdraw settled cash to a linked bank account via ACH.\n\n"
        "Only linked accounts verified for at least 3 days can receive money. Confirm the amount and the bank "
        "(last four digits) with the user. New linked accounts must be added in the app with two-factor "
        "authentication; this tool cannot add them.",
        {
            "account_id": string(),
            "bank_link_id": string(),
            "amount": number(minimum=1),
            "confirm": boolean(default=False),
        },
        ["account_id", "bank_link_id", "amount", "confirm"],
        annotations=WRITE,
    ),
    tool(
        "get_tax_documents",
        "List available tax documents (1099-B, 1099-DIV, 1099-INT) with download links for the signed-in user.",
        {"account_id": string(), "tax_year": integer()},
        ["account_id"],
        annotations=READ,
    ),
    tool(
        "set_price_alert",
        "Notify the user when a symbol crosses a price. Alerts never place trades.",
        {
            "symbol": string(),
            "condition": enum(["above", "below"]),
            "price": number(),
            "channel": enum(["push", "email"], default="push"),
        },
        ["symbol", "condition", "price"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
]

SERVERS = {"b15-baby-monitor": MONITOR, "b15-brokerage": draft7(BROKERAGE)}
