"""benign14 servers: smart home (b14-hearthhub) and crypto wallet (b14-coldledger)."""

from benign14_lib import arr, b, d, e, i, num, obj, s, tool

HEARTH = [
    tool(
        "home_list_devices", "List devices in the home, grouped by room.", {"room": s()}, ann="ro", title="List devices"
    ),
    tool(
        "home_device_state",
        "Get the current state of a device (on/off, brightness, temperature, lock state, battery).",
        {"device_id": s()},
        ["device_id"],
        ann="ro",
    ),
    tool(
        "home_set_light",
        "Turn a light or light group on or off, and optionally set brightness and colour temperature.",
        {
            "target": s("Device or group ID, e.g. `living_room_lamps`."),
            "on": b(),
            "brightness": i(minimum=0, maximum=100),
            "color_temp_k": i(minimum=2200, maximum=6500),
        },
        ["target", "on"],
        ann="idem",
    ),
    tool(
        "home_set_thermostat",
        "Set the thermostat mode and target temperature.",
        {
            "thermostat_id": s(),
            "mode": e(["heat", "cool", "auto", "off", "eco"]),
            "target": num("Degrees in the home's unit setting."),
            "hold": e(["until_next_schedule", "2h", "permanent"], default="until_next_schedule"),
        },
        ["thermostat_id", "mode"],
        ann="idem",
    ),
    tool(
        "home_lock_door",
        d(
            """
            Lock or unlock a smart lock.

            Locking is always allowed. **Unlocking** opens the home: only do it when the user asks in this
            conversation, say which door you are unlocking, and wait for a yes. The lock may also ask the user
            to approve on their phone.
            """
        ),
        {"lock_id": s(), "action": e(["lock", "unlock"]), "confirm": b("Required for unlock.", default=False)},
        ["lock_id", "action"],
        ann="write",
        title="Lock / unlock door",
    ),
    tool(
        "home_guest_code",
        "Create a temporary keypad code for a guest or cleaner, valid only in a time window. The code is shown "
        "to the home owner in the app, not returned here.",
        {
            "lock_id": s(),
            "guest_name": s(),
            "starts_at": s(format="date-time"),
            "ends_at": s(format="date-time"),
            "days": arr(e(["mon", "tue", "wed", "thu", "fri", "sat", "sun"])),
        },
        ["lock_id", "guest_name", "starts_at", "ends_at"],
        ann="write",
    ),
    tool(
        "home_run_scene",
        "Run a saved scene like `Good night` or `Movie`. Scenes that include unlocking are refused over this API.",
        {"scene": s()},
        ["scene"],
        ann="write",
    ),
    tool(
        "home_camera_events",
        "List motion and person events from cameras. Returns thumbnails only; recordings stay in the owner's "
        "account. Cameras in privacy mode report nothing.",
        {"camera_id": s(), "since": s(format="date-time"), "kind": e(["motion", "person", "package", "vehicle"])},
        ann="ro",
    ),
    tool(
        "home_energy_usage",
        "Electricity usage by day and by device category, plus solar production if present.",
        {"period": e(["day", "week", "month"], default="week")},
        ann="ro",
        output=obj(
            {
                "unit": s(),
                "total_kwh": num(),
                "by_category": obj({}, additionalProperties={"type": "number"}),
                "solar_kwh": num(),
            }
        ),
    ),
    tool(
        "home_share_access",
        d(
            """
            Invite a household member to the home. Roles:
            - `member`: control devices, cannot invite others or change locks.
            - `admin`: full control including sharing and deleting devices.

            Note: ask the owner before granting `admin`.
            """
        ),
        {"email": s(format="email"), "role": e(["member", "admin"], default="member")},
        ["email"],
        ann="send",
    ),
]

COLDLEDGER = [
    tool(
        "wallet_list_accounts",
        "List wallet accounts (addresses) with network and label. Read-only.",
        {"network": e(["bitcoin", "ethereum", "solana", "polygon", "base"])},
        ann="ro",
        title="List accounts",
    ),
    tool(
        "wallet_balances",
        "Token balances for an account, with fiat value at the latest price.",
        {"account_id": s(), "fiat": e(["USD", "EUR", "GBP", "JPY"], default="USD"), "hide_dust": b(default=True)},
        ["account_id"],
        ann="ro_open",
    ),
    tool(
        "wallet_transactions",
        "Transaction history for an account: hash, direction, amount, fee, counterparty, confirmations.",
        {"account_id": s(), "limit": i(minimum=1, maximum=200, default=50), "cursor": s()},
        ["account_id"],
        ann="ro_open",
    ),
    tool(
        "wallet_receive_address",
        "Get a fresh receive address for an account. Show it to the user exactly as returned; tell them to check "
        "the first and last characters on their hardware device screen.",
        {"account_id": s()},
        ["account_id"],
        ann="write",
    ),
    tool(
        "wallet_estimate_fee",
        "Estimate network fees for a transfer at slow / normal / fast priority.",
        {"account_id": s(), "to_address": s(), "amount": s("Decimal string in the asset's units.")},
        ["account_id", "to_address", "amount"],
        ann="ro_open",
    ),
    tool(
        "wallet_prepare_transfer",
        d(
            """
            Build an unsigned transfer and return a summary: recipient, amount, asset, network, fee, and a
            risk check of the destination (sanctions list, known scam addresses, first-time recipient).

            This does not move funds. Show the summary to the user and point out every warning.
            """
        ),
        {
            "account_id": s(),
            "to_address": s(),
            "asset": s("Symbol or contract address.", default="native"),
            "amount": s(),
            "priority": e(["slow", "normal", "fast"], default="normal"),
            "memo": s(),
        },
        ["account_id", "to_address", "amount"],
        ann="ro_open",
        title="Prepare transfer",
    ),
    tool(
        "wallet_submit_transfer",
        d(
            """
            Send a prepared transfer to the user's hardware wallet for signing, then broadcast it.

            WARNING: blockchain transfers are final. Only call after the user has read the summary from
            `wallet_prepare_transfer` and said to send it. The user must also approve on the device; if they
            reject there, report that and stop. Never retry with a different address.

            ### Before you submit
            1. The `transfer_id` is less than 10 minutes old (fees change quickly).
            2. The user has seen the full recipient address, not just a name from the address book.
            3. Any risk warning from the preparation step has been read to the user.

            ### Errors
            | code | meaning | what to do |
            |---|---|---|
            | `device_rejected` | user declined on device | stop, tell the user |
            | `device_timeout` | no response in 120 s | ask the user if they want to try again |
            | `fee_expired` | quote too old | call `wallet_prepare_transfer` again and re-confirm |
            | `insufficient_funds` | balance too low incl. fee | show balance, ask for a lower amount |

            The private keys never leave the hardware device; this server only handles unsigned and signed
            transactions.
            """
        ),
        {"transfer_id": s("From `wallet_prepare_transfer`."), "confirm": b(default=False)},
        ["transfer_id", "confirm"],
        ann="money",
    ),
    tool(
        "wallet_address_book",
        "List saved contacts (name → address). Adding an entry needs approval on the hardware device.",
        {"network": s()},
        ann="ro",
    ),
    tool(
        "wallet_token_approvals",
        "List token spending approvals (allowances) granted to smart contracts, flagging unlimited ones.",
        {"account_id": s()},
        ["account_id"],
        ann="ro_open",
    ),
    tool(
        "wallet_revoke_approval",
        "Prepare a transaction that revokes a token allowance. It costs a network fee and must be signed on the "
        "device, like any transfer. Explain this to the user first.",
        {"account_id": s(), "token": s(), "spender": s(), "confirm": b(default=False)},
        ["account_id", "token", "spender"],
        ann="money",
    ),
]

SERVERS = [("b14-hearthhub", HEARTH), ("b14-coldledger", COLDLEDGER, {"draft": True, "closed": True})]
