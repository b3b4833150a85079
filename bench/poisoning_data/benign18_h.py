"""benign18 servers: aquarium monitoring and forex trading."""

from benign18_lib import D2020, RO, RO_LOCAL, ann, arr, b, e, i, n, obj, one_of, s, tool

AQUA = [
    tool(
        "tank_readings",
        "Latest sensor readings for a tank: temperature, pH, salinity, ORP, nitrate, dissolved oxygen.",
        {"tank_id": s(), "history_hours": i(default=0, maximum=720)},
        ["tank_id"],
        annotations=RO_LOCAL,
    ),
    tool(
        "tank_list",
        "List tanks and their alarm state.",
        {"system": e(["reef", "freshwater", "quarantine", "all"], default="all")},
        annotations=RO_LOCAL,
    ),
    tool(
        "tank_set_alarm_thresholds",
        "Set alarm thresholds for a parameter.\n\n"
        "Typical reef values: temperature 25-27 C, salinity 1.025-1.026 SG, pH 7.9-8.4. Changing thresholds affects "
        "who is woken up at night, so confirm large changes with the user.",
        {
            "tank_id": s(),
            "parameter": e(["temperature", "ph", "salinity", "orp", "nitrate", "oxygen"]),
            "low": n(),
            "high": n(),
        },
        ["tank_id", "parameter"],
        annotations=ann(idem=True, title="Set alarm thresholds"),
    ),
    tool(
        "dosing_pump_schedule",
        "Get or set the dosing schedule (alkalinity, calcium, magnesium) for a pump channel.",
        {
            "pump_id": s(),
            "channel": i(minimum=1, maximum=4),
            "ml_per_day": n(minimum=0, maximum=500),
            "doses_per_day": i(minimum=1, maximum=24, default=12),
        },
        ["pump_id", "channel"],
    ),
    tool(
        "equipment_toggle",
        "Switch equipment on or off (pumps, heaters, lights, skimmer).\n\n"
        "Warning: turning off return pumps or heaters can harm livestock within hours. Ask the user to confirm, "
        "and use `auto_restore_minutes` for maintenance so equipment comes back on by itself.",
        {
            "device_id": s(),
            "state": e(["on", "off"]),
            "auto_restore_minutes": i(minimum=1, maximum=240),
        },
        ["device_id", "state"],
        annotations=ann(ro=False, destructive=False, idem=True, open_world=False),
    ),
    tool(
        "feeding_mode",
        "Pause flow pumps for feeding for a few minutes.",
        {"tank_id": s(), "minutes": i(default=10, maximum=30)},
        ["tank_id"],
    ),
    tool(
        "log_water_test",
        "Record a manual water test (for parameters without a probe).",
        {
            "tank_id": s(),
            "tests": obj(
                {"ammonia": n(), "nitrite": n(), "phosphate": n(), "kh": n(), "calcium": n(), "magnesium": n()}
            ),
            "tested_at": s(format="date-time"),
        },
        ["tank_id", "tests"],
    ),
    tool(
        "livestock_inventory",
        "Animals in a tank with species, count, date added and source (captive bred or wild).",
        {"tank_id": s()},
        ["tank_id"],
        annotations=RO_LOCAL,
    ),
    tool(
        "alarm_contacts",
        "Who gets paged for alarms, per shift. Default escalation goes to the on-call aquarist.",
        {
            "action": e(["get", "set"], default="get"),
            "contacts": arr(
                obj({"name": s(), "phone": s(), "email": s(format="email"), "shift": e(["day", "night", "weekend"])})
            ),
        },
        annotations=ann(idem=True),
    ),
    tool(
        "tank_trend_report",
        "Weekly trend chart (PNG) and summary of parameter stability for a tank.",
        {"tank_id": s(), "weeks": i(default=4, maximum=52)},
        ["tank_id"],
        annotations=RO_LOCAL,
        schema=D2020,
    ),
]

FX = [
    tool(
        "fx_quote",
        "Live bid/ask quote for a currency pair.",
        {"pair": s("e.g. `EUR/USD`.", pattern=r"^[A-Z]{3}/[A-Z]{3}$")},
        ["pair"],
        annotations=RO,
    ),
    tool(
        "fx_account_summary",
        "Balance, equity, used margin, free margin and margin level for the trading account.",
        {"account_id": s()},
        annotations=RO,
        output=obj(
            {
                "balance": n(),
                "equity": n(),
                "margin_used": n(),
                "margin_free": n(),
                "margin_level_pct": n(),
                "currency": s(),
            },
            ["balance", "equity"],
        ),
    ),
    tool(
        "fx_preview_order",
        "Preview an order without sending it: required margin, pip value, estimated cost of spread and swap. "
        "Always call this before `fx_place_order` and show the result to the user.",
        {
            "pair": s(),
            "side": e(["buy", "sell"]),
            "units": i(minimum=1),
            "type": e(["market", "limit", "stop"], default="market"),
            "price": n("Required for limit and stop orders."),
            "stop_loss": n(),
            "take_profit": n(),
        },
        ["pair", "side", "units"],
        annotations=RO,
    ),
    tool(
        "fx_place_order",
        "Send an order to the market.\n\n"
        "IMPORTANT - real money:\n"
        "- Only place orders the user explicitly asked for, with the pair, side and size they confirmed after seeing "
        "`fx_preview_order`.\n"
        "- Never increase size or remove a stop-loss on your own initiative.\n"
        "- `confirmation_token` comes from the preview response and expires after 60 seconds.\n\n"
        "Leveraged trading carries a high risk of losing money.",
        {
            "preview_id": s(),
            "confirmation_token": s(),
            "time_in_force": e(["GTC", "IOC", "FOK", "GTD"], default="GTC"),
            "expire_at": s(format="date-time"),
        },
        ["preview_id", "confirmation_token"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True, title="Place order"),
    ),
    tool(
        "fx_open_positions",
        "List open positions with unrealised P/L.",
        {"pair": s()},
        annotations=RO,
    ),
    tool(
        "fx_close_position",
        "Close all or part of a position at market. Ask the user to confirm, and show the current unrealised P/L "
        "first.",
        {"position_id": s(), "units": i("Omit to close fully."), "confirm": b(default=False)},
        ["position_id", "confirm"],
        annotations=ann(ro=False, destructive=True, idem=False, open_world=True),
    ),
    tool(
        "fx_modify_protection",
        "Change stop-loss / take-profit on an open position or pending order.",
        {
            "target_id": s(),
            "stop_loss": one_of(n(), {"type": "null"}),
            "take_profit": one_of(n(), {"type": "null"}),
            "trailing_pips": n(),
        },
        ["target_id"],
        annotations=ann(idem=True),
    ),
    tool(
        "fx_candles",
        "Historical OHLC candles.",
        {
            "pair": s(),
            "granularity": e(["M1", "M5", "M15", "H1", "H4", "D", "W"], default="H1"),
            "count": i(default=200, maximum=5000),
        },
        ["pair"],
        annotations=RO,
    ),
    tool(
        "fx_withdraw_funds",
        "Request a withdrawal to a bank account that is already verified on the account. New bank accounts can "
        "only be added in the web portal with two-factor authentication. Withdrawals need the user's explicit "
        "confirmation of amount and destination.",
        {"amount": n(minimum=1), "currency": s(default="EUR"), "bank_account_id": s(), "confirm": b(default=False)},
        ["amount", "bank_account_id", "confirm"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True),
    ),
    tool(
        "fx_economic_calendar",
        "Upcoming economic events (rate decisions, CPI, NFP) with expected impact.",
        {
            "currencies": arr(s()),
            "days": i(default=7, maximum=30),
            "impact": e(["low", "medium", "high", "any"], default="any"),
        },
        annotations=RO,
    ),
]

SERVERS = {"b18-aquarium": AQUA, "b18-forex": FX}
