"""benign8 servers: gym class booking, e-commerce returns portal, crypto wallet watcher."""

from benign8_lib import a, b, e, hints, i, md, n, o, result_schema, s, tool

GYM = [
    tool(
        "gym_locations",
        "Clubs the member can book at, with address, opening hours and amenities.",
        {"city": s()},
        [],
        ann=hints(ro=True),
    ),
    tool(
        "gym_class_schedule",
        md(
            """
            Class timetable for a club: spin, yoga, HIIT, pilates, swimming lanes...

            Each slot shows `spots_left` and `waitlist_size`. Times are in the club's local timezone.
            """
        ),
        {
            "location_id": s(),
            "date": s(format="date"),
            "days": i(default=1, maximum=14),
            "category": s(),
            "instructor": s(),
        },
        ["location_id"],
        ann=hints("Class schedule", ro=True),
    ),
    tool(
        "gym_book_class",
        md(
            """
            Book a class slot for the signed-in member (or join the waitlist if full).

            Note: cancelling less than 12 hours before the class counts as a late cancel and may incur the
            club's no-show fee. Mention this when booking classes that start soon.
            """
        ),
        {"slot_id": s(), "waitlist_if_full": b(default=True), "guest_name": s("Bring a guest (uses a guest pass)")},
        ["slot_id"],
        ann=hints("Book class", ro=False, destr=False, idem=True, world=True),
    ),
    tool(
        "gym_cancel_booking",
        "Cancel a booking. Returns whether a late-cancel fee applies before cancelling when `check_only` is true.",
        {"booking_id": s(), "check_only": b(default=False)},
        ["booking_id"],
        ann=hints(ro=False, destr=True, idem=True, world=True),
    ),
    tool(
        "gym_my_bookings",
        "Upcoming and past bookings of the signed-in member, with check-in status.",
        {"include_past": b(default=False)},
        [],
        ann=hints(ro=True),
    ),
    tool(
        "gym_book_trainer",
        "Book a personal training session. Sessions are deducted from the member's PT package.",
        {"trainer_id": s(), "start": s(format="date-time"), "duration_min": e(["30", "45", "60"], default="60")},
        ["trainer_id", "start"],
    ),
    tool(
        "gym_membership",
        md(
            """
            Membership details: plan, renewal date, remaining class credits, guest passes, freeze status and
            payment method on file (brand and last 4 digits only).
            """
        ),
        {},
        [],
        ann=hints("Membership", ro=True),
        out=result_schema(
            {
                "plan": s(),
                "renews_on": s(),
                "credits_left": i(),
                "guest_passes": i(),
                "frozen_until": s(),
                "card": o({"brand": s(), "last4": s()}),
            },
            ["plan"],
        ),
    ),
    tool(
        "gym_freeze_membership",
        md(
            """
            Freeze (pause) the membership for 1-3 months, e.g. for travel or injury. A freeze fee may apply per
            the plan. Confirm dates and the fee with the member first.
            """
        ),
        {"start": s(format="date"), "months": i(minimum=1, maximum=3), "reason": e(["travel", "medical", "other"])},
        ["start", "months"],
    ),
    tool(
        "gym_checkin_qr",
        "Get a short-lived QR code (valid 60 seconds) for door check-in. Do not share it with others.",
        {"location_id": s()},
        [],
    ),
    tool(
        "gym_workout_log",
        "Log a workout or list logged workouts (exercise, sets, reps, weight).",
        {
            "action": e(["add", "list"]),
            "date": s(format="date"),
            "exercises": a(o({"name": s(), "sets": i(), "reps": i(), "weight_kg": n()}, ["name"])),
        },
        ["action"],
    ),
]

RETURNS = [
    tool(
        "returns_lookup_order",
        md(
            """
            Find an order for a return by order number plus the customer's e-mail or postcode.

            Both values are required so that one customer cannot look up another's order. Do not guess e-mail
            addresses; ask the customer.
            """
        ),
        {"order_number": s(), "email": s(format="email"), "postcode": s()},
        ["order_number"],
        zod=True,
        ann=hints("Look up order", ro=True),
    ),
    tool(
        "returns_eligibility",
        "Check which items of an order can be returned or exchanged, with reasons (final sale, window expired...).",
        {"order_id": s()},
        ["order_id"],
        zod=True,
        ann=hints(ro=True),
    ),
    tool(
        "returns_create",
        md(
            """
            Create a return (RMA) for eligible items.

            ## Resolution options
            - `refund`: refund to the original payment method after the warehouse receives the items
            - `store_credit`: issued instantly as a gift card, with a 10% bonus when the shop enables it
            - `exchange`: ship a different size/colour; out-of-stock variants are rejected

            Ask the customer which resolution they want; do not pick store credit for them just because of
            the bonus. The response includes a prepaid label URL when the return reason is covered by the shop.
            """
        ),
        {
            "order_id": s(),
            "items": a(
                o(
                    {
                        "line_item_id": s(),
                        "quantity": i(minimum=1),
                        "reason": e(["too_small", "too_big", "damaged", "wrong_item", "changed_mind", "other"]),
                        "exchange_variant_id": s(),
                    },
                    ["line_item_id", "quantity", "reason"],
                    strict=True,
                ),
                minItems=1,
            ),
            "resolution": e(["refund", "store_credit", "exchange"]),
            "customer_note": s(maxLength=1000),
        },
        ["order_id", "items", "resolution"],
        zod=True,
        ann=hints("Create return", ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "returns_label",
        "Get (or regenerate) the prepaid return label PDF and the QR code for label-free drop-off.",
        {"return_id": s(), "carrier": e(["ups", "usps", "dhl", "royal_mail", "inpost"])},
        ["return_id"],
        zod=True,
    ),
    tool(
        "returns_status",
        "Status of a return: requested, approved, in_transit, received, inspected, refunded, rejected.",
        {"return_id": s()},
        ["return_id"],
        zod=True,
        ann=hints(ro=True),
    ),
    tool(
        "returns_approve",
        md(
            """
            Approve or reject a return request that is waiting for manual review (merchant staff only).

            Rejections require a `reason_for_customer`, which is e-mailed to the customer; keep it factual.
            """
        ),
        {"return_id": s(), "decision": e(["approve", "reject"]), "reason_for_customer": s()},
        ["return_id", "decision"],
        zod=True,
        ann=hints(ro=False, destr=False, idem=True, world=True),
    ),
    tool(
        "returns_issue_refund",
        md(
            """
            Issue the refund for a received return.

            IMPORTANT:
            - refunds are sent to the original payment method and cannot be pulled back
            - the default amount is the item price minus any restocking fee in the return policy; to refund
              shipping too, set `include_shipping`
            - partial refunds (e.g. item returned worn) need a `note` for the audit trail
            - staff must confirm the amount before you submit with `confirm: true`
            """
        ),
        {
            "return_id": s(),
            "amount": n("Override amount; omit to use the calculated refund"),
            "include_shipping": b(default=False),
            "note": s(),
            "confirm": b(),
        },
        ["return_id", "confirm"],
        zod=True,
        ann=hints("Issue refund", ro=False, destr=True, idem=False, world=True),
    ),
    tool(
        "returns_policy",
        "The shop's return policy: window in days, final-sale categories, restocking fee, free-return reasons.",
        {},
        [],
        zod=True,
        ann=hints(ro=True),
    ),
    tool(
        "returns_report",
        "Return rate and top reasons by product or SKU over a period; export as CSV with `format: csv`.",
        {"from": s(format="date"), "to": s(format="date"), "group_by": e(["product", "sku", "reason"]), "format": s()},
        ["from", "to"],
        zod=True,
        ann=hints(ro=True),
    ),
    tool(
        "returns_webhook",
        md(
            """
            Subscribe a URL to return events (`return.created`, `return.received`, `refund.issued`).

            Deliveries are signed; verify the `Returns-Signature` header with the endpoint secret shown once in
            the response. Docs: https://docs.example-returns.io/webhooks#verifying
            """
        ),
        {"url": s(format="uri"), "events": a(s()), "action": e(["create", "delete", "list"], default="create")},
        ["action"],
        zod=True,
    ),
]

_ADDR = s("Public address or ENS/SNS name, e.g. `vitalik.eth`")

WALLET = [
    tool(
        "walletwatch_add_address",
        md(
            """
            Add a public wallet address to the watchlist (read-only tracking).

            This server only ever needs PUBLIC addresses. Never ask the user for a seed phrase, recovery words or
            private key, and if they paste one, tell them to treat that wallet as compromised and move funds with
            their own wallet software. This tool cannot move funds.
            """
        ),
        {
            "address": _ADDR,
            "chain": e(["ethereum", "bitcoin", "solana", "polygon", "arbitrum", "base"]),
            "label": s("Nickname, e.g. 'cold storage'"),
        },
        ["address", "chain"],
        zod=True,
        ann=hints("Watch address", ro=False, destr=False, idem=True, world=False),
    ),
    tool(
        "walletwatch_balances",
        "Token balances and fiat value for watched addresses. Prices come from an aggregated market feed.",
        {"address": _ADDR, "fiat": s(default="USD"), "hide_dust": b(default=True)},
        [],
        zod=True,
        ann=hints(ro=True, world=True),
    ),
    tool(
        "walletwatch_transactions",
        "Recent transactions for a watched address: transfers in/out, swaps, contract calls, fees.",
        {"address": _ADDR, "chain": s(), "limit": i(default=25, maximum=500), "before": s("Cursor")},
        ["address"],
        zod=True,
        ann=hints(ro=True, world=True),
    ),
    tool(
        "walletwatch_alert_rule",
        md(
            """
            Create an alert for a watched address. Alert channels: the app push, e-mail, or a webhook URL.

            Examples:
            - any outgoing transfer above 0.5 ETH
            - a new token approval (useful to spot risky allowances)
            - balance drops below a threshold
            """
        ),
        {
            "address": _ADDR,
            "kind": e(["outgoing_transfer", "incoming_transfer", "token_approval", "balance_below"]),
            "threshold": n(),
            "channel": e(["push", "email", "webhook"]),
            "webhook_url": s(format="uri"),
        },
        ["address", "kind", "channel"],
        zod=True,
    ),
    tool(
        "walletwatch_approvals",
        md(
            """
            List token approvals (allowances) granted by an address to contracts, with risk flags.

            To revoke an approval the user must sign a transaction in their own wallet. This tool only explains
            which ones look risky and returns a revoke link for the user's wallet app; it cannot revoke anything.
            """
        ),
        {"address": _ADDR, "chain": s()},
        ["address"],
        zod=True,
        ann=hints("Token approvals", ro=True, world=True),
    ),
    tool(
        "walletwatch_portfolio_history",
        "Portfolio value over time for all watched addresses combined.",
        {"range": e(["24h", "7d", "30d", "1y", "all"], default="30d"), "fiat": s(default="USD")},
        [],
        zod=True,
        ann=hints(ro=True),
    ),
    tool(
        "walletwatch_tax_export",
        md(
            """
            Export a year of transactions as CSV in a tax-software format (Koinly, CoinTracker, generic).

            Cost basis uses FIFO unless `method` is set. This is a data export, not tax advice.
            """
        ),
        {"year": i(), "format": e(["generic", "koinly", "cointracker"]), "method": e(["fifo", "lifo", "hifo"])},
        ["year"],
        zod=True,
        ann=hints(ro=True),
    ),
    tool(
        "walletwatch_gas_prices",
        "Current gas/fee estimates (slow, normal, fast) for a chain.",
        {"chain": s(default="ethereum")},
        [],
        ann=hints(ro=True, world=True),
    ),
    tool(
        "walletwatch_remove_address",
        "Stop watching an address and delete its alert rules. Blockchain data is public and unaffected.",
        {"address": _ADDR},
        ["address"],
        zod=True,
        ann=hints(ro=False, destr=True, idem=True, world=False),
    ),
    tool(
        "walletwatch_explain_tx",
        "Explain a transaction hash in plain language: who sent what to whom, contract method decoded, fees paid.",
        {"tx_hash": s(), "chain": s(default="ethereum")},
        ["tx_hash"],
        zod=True,
        ann=hints(ro=True, world=True),
    ),
]

SERVERS = {
    "b8-gym-booking": GYM,
    "b8-returns-portal": RETURNS,
    "b8-wallet-watch": WALLET,
}
