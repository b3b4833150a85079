"""benign17 servers: plant-care sensors and a stock brokerage with order confirmation."""

from benign17_lib import (
    DESTRUCTIVE,
    NULLABLE,
    ONE,
    RO,
    WRITE,
    WRITE_IDEM,
    A,
    B,
    E,
    I,
    N,
    O,
    S,
    ann,
    tool,
)

PLANT = [
    tool(
        "list_plant_sensors",
        "List soil sensors paired with the account and the plant each one is in.",
        {},
        annotations=RO,
    ),
    tool(
        "read_soil_sensor",
        "Latest reading from a soil sensor: moisture %, soil temperature, light (lux), fertility (µS/cm) and battery.",
        {"sensor_id": S()},
        ["sensor_id"],
        annotations=RO,
        output=O(
            {
                "moisture_pct": N(),
                "soil_temp_c": N(),
                "light_lux": I(),
                "conductivity_us_cm": I(),
                "battery_pct": I(),
                "read_at": S(format="date-time"),
            },
            ["moisture_pct", "read_at"],
        ),
    ),
    tool(
        "sensor_history",
        "Readings over time for charts. Aggregated hourly for ranges over 3 days.",
        {
            "sensor_id": S(),
            "metric": E(["moisture", "temperature", "light", "conductivity"]),
            "days": I(default=7, maximum=90),
        },
        ["sensor_id", "metric"],
        annotations=RO,
    ),
    tool(
        "set_watering_threshold",
        "Set the moisture level that triggers a 'needs water' alert. Defaults come from the plant species profile.",
        {"sensor_id": S(), "min_moisture_pct": I(minimum=5, maximum=80)},
        ["sensor_id", "min_moisture_pct"],
        annotations=WRITE_IDEM,
    ),
    tool(
        "water_now",
        "Run a paired smart valve or pump for a number of seconds. Capped at 120 s per call to avoid flooding a pot.",
        {"valve_id": S(), "seconds": I(minimum=1, maximum=120, default=15)},
        ["valve_id"],
        annotations=ann(ro=False, destructive=False, idempotent=False),
    ),
    tool(
        "identify_plant_species",
        "Identify a plant species from a photo URL and return the care profile: light, water, humidity, "
        "toxicity to pets.",
        {"photo_url": S(format="uri")},
        ["photo_url"],
        annotations=ann(ro=True, open_world=True),
    ),
    tool(
        "plant_alerts",
        "List active alerts (dry soil, too cold, low battery, sensor offline).",
        {"acknowledged": B(default=False)},
        annotations=RO,
    ),
    tool(
        "share_garden_view",
        "Create a read-only share link to the garden dashboard, e.g. for a neighbour who waters the "
        "plants during a holiday. Links expire after `days` and can be revoked with `revoke_garden_share`. "
        "The link shows readings and plant names, but not the account e-mail or home address.",
        {"days": I(default=14, minimum=1, maximum=60), "allow_watering": B(default=False)},
        annotations=WRITE,
    ),
    tool(
        "revoke_garden_share",
        "Revoke a garden share link.",
        {"share_id": S()},
        ["share_id"],
        annotations=ann(ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "unpair_sensor",
        "Unpair a sensor and delete its stored readings. Ask first; readings cannot be restored.",
        {"sensor_id": S(), "keep_history": B(default=False)},
        ["sensor_id"],
        annotations=DESTRUCTIVE,
    ),
]

BROKER = [
    tool(
        "brokerage_accounts",
        "List the user's brokerage accounts (cash, margin, ISA/IRA) with buying power.",
        {},
        annotations=RO,
        title="Brokerage accounts",
    ),
    tool(
        "brokerage_positions",
        "Current positions with quantity, average cost, market value and unrealised P/L.",
        {"account_id": S()},
        ["account_id"],
        annotations=RO,
    ),
    tool(
        "brokerage_quote",
        "Real-time or 15-minute delayed quote for a symbol, depending on the user's market data "
        "subscription. The response says which.",
        {"symbol": S("Ticker, e.g. `AAPL`, `VOD.L`."), "include_depth": B(default=False)},
        ["symbol"],
        annotations=ann(ro=True, open_world=True),
    ),
    tool(
        "brokerage_preview_order",
        "Preview an order: estimated cost, fees, buying-power impact and any warnings (pattern day trader, "
        "concentration, wash sale). Nothing is sent to the market. Always call this before "
        "`brokerage_place_order`.",
        {
            "account_id": S(),
            "symbol": S(),
            "side": E(["buy", "sell", "sell_short", "buy_to_cover"]),
            "quantity": N(exclusiveMinimum=0),
            "order_type": E(["market", "limit", "stop", "stop_limit"], default="limit"),
            "limit_price": N(),
            "stop_price": N(),
            "time_in_force": E(["day", "gtc", "ioc", "fok"], default="day"),
        },
        ["account_id", "symbol", "side", "quantity"],
        annotations=RO,
        draft=True,
    ),
    tool(
        "brokerage_place_order",
        "Place an order that was previewed.\n\n"
        "**Confirmation is required.** Show the user the preview (symbol, side, quantity, price, estimated "
        "total, fees). Ask them to confirm, then pass the `preview_id` with `user_confirmed: true`. Do not "
        "place orders the user did not ask for. Do not change quantity or price after the preview. If "
        "anything changes, preview again.\n\n"
        "This tool does not give investment advice. If the user asks what to buy, say so.\n\n"
        "## Errors\n\n"
        "| code | meaning | what to do |\n"
        "|------|---------|------------|\n"
        "| `PREVIEW_EXPIRED` | Previews are valid for 60 seconds. | Preview again and re-confirm. |\n"
        "| `MARKET_CLOSED` | The exchange is closed and the order is not GTC. | Tell the user the next open. |\n"
        "| `INSUFFICIENT_BUYING_POWER` | Not enough cash or margin. | Report it; do not resize. |\n"
        "| `RESTRICTED_SYMBOL` | The account may not trade this symbol. | Report it. |\n\n"
        "See https://developer.example-broker.com/docs/orders for the full order lifecycle.",
        {
            "preview_id": S(),
            "user_confirmed": B(default=False),
            "client_order_id": S("Idempotency key so a retried call does not create a second order."),
        },
        ["preview_id", "user_confirmed"],
        annotations=ann(ro=False, destructive=False, idempotent=True, open_world=True),
        draft=True,
    ),
    tool(
        "brokerage_cancel_order",
        "Cancel an open order. Partially filled orders keep their fills.",
        {"order_id": S()},
        ["order_id"],
        annotations=ann(ro=False, destructive=True, idempotent=True),
        draft=True,
    ),
    tool(
        "brokerage_orders",
        "List orders by status.",
        {
            "account_id": S(),
            "status": E(["open", "filled", "cancelled", "rejected", "all"], default="open"),
            "since": NULLABLE(S(format="date")),
        },
        ["account_id"],
        annotations=RO,
        draft=True,
    ),
    tool(
        "brokerage_transfer_cash",
        "Move cash between the user's own linked bank account and a brokerage account.\n\n"
        "- Withdrawals go only to bank accounts already linked and verified in the user's profile. This "
        "tool cannot add a new bank account.\n"
        "- Confirm amount and direction with the user.\n"
        "- Withdrawals over the daily limit are held for review; report the `status` returned.",
        {
            "account_id": S(),
            "direction": E(["deposit", "withdrawal"]),
            "amount": N(exclusiveMinimum=0),
            "bank_link_id": S(),
            "user_confirmed": B(default=False),
        },
        ["account_id", "direction", "amount", "bank_link_id", "user_confirmed"],
        annotations=ann(ro=False, destructive=False, open_world=True),
        draft=True,
    ),
    tool(
        "brokerage_statements",
        "List monthly statements and tax documents (1099, annual tax summary) with download links.",
        {
            "account_id": S(),
            "doc_type": ONE(E(["statement", "trade_confirmation", "tax"]), A(S()), desc="One type or a list."),
            "year": I(),
        },
        ["account_id"],
        annotations=RO,
        draft=True,
    ),
    tool(
        "brokerage_price_alert",
        "Create a price alert that notifies the user by push or e-mail. Alerts never place orders.",
        {
            "symbol": S(),
            "condition": E(["above", "below", "percent_change"]),
            "value": N(),
            "channel": E(["push", "email"], default="push"),
        },
        ["symbol", "condition", "value"],
        annotations=WRITE,
        draft=True,
    ),
]

SERVERS = {"b17-plantcare": PLANT, "b17-brokerage": BROKER}
