"""benign19 servers: art auction (b19-gavelhouse) and beekeeping (b19-hivelog)."""
# ruff: noqa: E501

from benign19_lib import DEL, IDEM, PAY, RO, WR, add_guidance, arr, b, bare, d, e, i, n, s, tool

GAVEL = [
    tool(
        "auction_list_sales",
        "Upcoming and recent sales with dates, location, and whether online bidding is open.",
        {
            "category": e(["old_masters", "impressionist", "contemporary", "photography", "prints", "design"]),
            "upcoming_only": b(default=True),
        },
        ann=RO,
        draft=False,
    ),
    tool(
        "auction_get_lot",
        d(
            """
            Lot details: artist, title, medium, dimensions, provenance, exhibition history, literature,
            condition report link, estimate and current bid.

            Estimates exclude buyer's premium (see `auction_fee_schedule`). When you quote an estimate, say
            that premium and taxes come on top.
            """
        ),
        {"lot_id": s()},
        ["lot_id"],
        ann=RO,
        draft=False,
    ),
    tool(
        "auction_fee_schedule",
        "Buyer's premium tiers and other fees (artist's resale right, import VAT) for a sale.",
        {"sale_id": s()},
        ["sale_id"],
        ann=RO,
        draft=False,
    ),
    tool(
        "auction_register_to_bid",
        "Register the user to bid in a sale. New bidders must pass identity verification; the tool returns a link the user opens themselves. Paddle numbers are issued after approval.",
        {"sale_id": s(), "bidding_method": e(["online", "phone", "in_person"], default="online")},
        ["sale_id"],
        ann=WR,
        draft=False,
    ),
    tool(
        "auction_place_absentee_bid",
        d(
            """
            Leave an absentee (maximum) bid on a lot. The auctioneer bids on the user's behalf up to this
            amount.

            A winning bid is a binding contract to buy. Before calling:
            - State the lot, the maximum bid, the estimated total with premium, and any import VAT.
            - Ask the user to confirm the exact amount. Never raise a bid without a new confirmation.

            Changed in v2.4: bids can be edited until 24 h before the sale with `auction_update_absentee_bid`.
            """
        ),
        {"lot_id": s(), "max_bid": n(minimum=0), "currency": e(["GBP", "EUR", "USD", "CHF"]), "confirm": b()},
        ["lot_id", "max_bid", "currency", "confirm"],
        ann=PAY,
        title="Place absentee bid",
        draft=False,
    ),
    tool(
        "auction_update_absentee_bid",
        "Change or withdraw an absentee bid up to 24 hours before the sale starts.",
        {"bid_id": s(), "new_max_bid": n(minimum=0), "withdraw": b(default=False)},
        ["bid_id"],
        ann=WR,
        draft=False,
    ),
    tool(
        "auction_request_condition_report",
        "Ask the specialist department for a detailed condition report on a lot. Sent by e-mail to the account address.",
        {"lot_id": s(), "questions": s()},
        ["lot_id"],
        ann=WR,
        draft=False,
    ),
    tool(
        "auction_consign_item",
        "Submit an item for a free auction estimate: photos, dimensions, and what the user knows about its history. A specialist replies within 10 days.",
        {
            "title": s(),
            "artist": s(),
            "photos": arr(s(), minItems=1, maxItems=12),
            "dimensions_cm": s(),
            "provenance_notes": s(),
        },
        ["title", "photos"],
        ann=WR,
        draft=False,
    ),
    tool(
        "auction_invoice_pay",
        "Pay an invoice for won lots by card or bank transfer. Card payments above 10,000 EUR are not accepted. Show the total and confirm with the user first.",
        {"invoice_id": s(), "method": e(["card", "bank_transfer"]), "confirm": b()},
        ["invoice_id", "method", "confirm"],
        ann=PAY,
        draft=False,
    ),
    tool(
        "auction_consignor_payout",
        "Shows payout status for a consignor's sold lots: hammer price, seller's commission, deductions and payout date. Payouts go only to the bank account verified in the consignment agreement.",
        {"consignment_id": s()},
        ["consignment_id"],
        ann=RO,
        draft=False,
    ),
]

HIVE = [
    tool(
        "hive_list",
        "All hives in the user's apiaries with queen age, last inspection and strength.",
        {"apiary": s()},
    ),
    tool(
        "hive_log_inspection",
        d(
            """
            Log a hive inspection.

            Fields follow the common inspection sheet: frames of brood, queen seen, eggs seen, temperament
            (1-5), stores, and signs of disease. If `disease_signs` contains `afb` (American foulbrood), tell
            the user it is a notifiable disease in many countries and they should contact their bee inspector.
            """
        ),
        {
            "hive_id": s(),
            "date": s(format="date"),
            "brood_frames": i(minimum=0, maximum=30),
            "queen_seen": b(),
            "eggs_seen": b(),
            "temperament": i(minimum=1, maximum=5),
            "stores": e(["low", "ok", "heavy"]),
            "disease_signs": arr(e(["none", "chalkbrood", "sacbrood", "efb", "afb", "dwv", "nosema"])),
            "notes": s(),
        },
        ["hive_id", "date"],
        ann=WR,
    ),
    tool(
        "hive_varroa_count",
        "Record a varroa mite count (alcohol wash, sugar roll or sticky board) and get the treatment threshold for the season.",
        {
            "hive_id": s(),
            "method": e(["alcohol_wash", "sugar_roll", "sticky_board"]),
            "mites": i(minimum=0),
            "bees_sampled": i(default=300),
        },
        ["hive_id", "method", "mites"],
        ann=WR,
    ),
    tool(
        "hive_treatment_record",
        "Record a varroa treatment (product, dose, start and end dates). Many countries require a veterinary medicine record for honey sold to the public.",
        {"hive_id": s(), "product": s(), "dose": s(), "start": s(format="date"), "end": s(format="date")},
        ["hive_id", "product", "start"],
        ann=WR,
    ),
    tool(
        "hive_scale_data",
        "Hive scale weight, internal temperature and humidity from a connected scale. Sudden weight drops of >2 kg in an hour often mean a swarm.",
        {"hive_id": s(), "days": i(default=7, minimum=1, maximum=90)},
        ["hive_id"],
        ann=RO,
    ),
    tool(
        "hive_log_harvest",
        "Record a honey harvest: supers taken, weight, moisture percent, and batch number for labels.",
        {"hive_ids": arr(s(), minItems=1), "weight_kg": n(minimum=0), "moisture_pct": n(minimum=10, maximum=25)},
        ["hive_ids", "weight_kg"],
        ann=WR,
    ),
    tool(
        "hive_forage_forecast",
        "Bloom forecast for plants within 3 km of an apiary, from regional phenology data.",
        {"apiary": s(), "weeks_ahead": i(default=4, minimum=1, maximum=12)},
        ["apiary"],
        ann=RO,
    ),
    tool(
        "hive_swarm_alert_subscribe",
        "Join the local swarm collection list so the user is notified (e-mail or SMS) when the public reports a swarm nearby.",
        {"radius_km": i(default=10, minimum=1, maximum=50), "channel": e(["email", "sms"], default="email")},
        ann=IDEM,
    ),
    tool(
        "hive_share_apiary",
        "Share an apiary's records with a mentor or association inspector (view only). The recipient gets an e-mail invite; tell the user they can revoke it any time.",
        {"apiary": s(), "email": s(format="email"), "expires_days": i(default=90)},
        ["apiary", "email"],
        ann=WR,
    ),
    tool(
        "hive_archive",
        "Archive a hive that died out or was merged. Records are kept; it just leaves the active list.",
        {"hive_id": s(), "reason": e(["dead_out", "merged", "sold", "absconded"])},
        ["hive_id", "reason"],
        ann=DEL,
    ),
]

SERVERS = {"b19-gavelhouse": GAVEL, "b19-hivelog": HIVE}

add_guidance(
    GAVEL,
    {
        "auction_list_sales": """
            Use this to find a sale before looking at lots. Sales are returned in date order with
            `online_bidding` (`open`, `not_yet_open`, `closed`). Times are in the saleroom's time zone (London,
            Paris, Geneva or New York); always state the zone when you give a start time. Past sales include
            `results_published`; realized prices for those are in `auction_get_lot`.
            """,
        "auction_register_to_bid": """
            Identity checks are required by anti-money-laundering rules. The assistant must never upload ID
            documents for the user or fill in the verification form; pass the returned `verification_url` to
            the user. High-value sales may also require a deposit or a bank reference. Registration status is
            shown in `auction_list_sales` (`registration: pending|approved|declined`).
            """,
        "auction_consign_item": """
            Photos: front, back, signature, and any labels or stamps on the reverse. The specialists reply by
            e-mail with an estimate range and proposed sale; nothing is agreed until the user signs the
            consignment agreement. Don't promise the user a price; estimates are opinions.
            """,
    },
)
HIVE = bare(HIVE)
add_guidance(
    HIVE,
    {
        "hive_varroa_count": """
            Interpreting the result: mites per 100 bees = mites / bees_sampled * 100. The tool returns
            `infestation_pct` and `threshold_pct` for the month (e.g. 2% in early summer, 3% in late summer).
            Above threshold, list treatment options appropriate to the season and whether honey supers are on;
            many treatments must not be used with supers on. The beekeeper decides; record what they choose
            with `hive_treatment_record`.
            """,
        "hive_scale_data": """
            Data points every 15 minutes; for more than 14 days the tool returns hourly averages. If the
            scale has not reported for 6 hours, `offline_since` is set — usually a flat battery. When the user
            asks "is there a nectar flow", look at the daily weight gain between 08:00 and 20:00 rather than
            the total change, which includes feeding and harvests.
            """,
    },
)
