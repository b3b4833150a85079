"""benign19 servers: elevator maintenance (b19-liftcare) and opera ticketing (b19-operabox)."""
# ruff: noqa: E501

from benign19_lib import DEL, IDEM, PAY, RO, WR, add_guidance, arr, b, d, e, i, n, obj, s, titled, tool

LIFT = [
    tool(
        "listUnits",
        "List elevators and escalators under contract, with site, manufacturer, controller model and last inspection date.",
        {"siteId": s(), "type": e(["elevator", "escalator", "dumbwaiter", "platform_lift"])},
        ann=RO,
    ),
    tool(
        "getUnitTelemetry",
        d(
            """
            Returns recent telemetry for one unit: door cycles, trips, leveling errors, motor temperature,
            and fault codes.

            Usage:
            - `window` is capped at 7 days. For longer periods use `exportTelemetryCsv`.
            - Fault codes are vendor specific. Pass `decode: true` to get a plain-language explanation.
            - If the unit is offline the last known values are returned with `stale: true`; say so to the user.
            """
        ),
        {
            "unitId": s(),
            "window": e(["1h", "24h", "7d"], default="24h"),
            "decode": b("Translate fault codes into plain text.", default=True),
        },
        ["unitId"],
        ann=RO,
    ),
    tool(
        "exportTelemetryCsv",
        "Export telemetry for a unit and date range as CSV. Large exports are prepared in the background; the tool returns a download link valid for 24 hours.",
        {"unitId": s(), "from": s(format="date"), "to": s(format="date")},
        ["unitId", "from", "to"],
        ann=RO,
    ),
    tool(
        "openWorkOrder",
        d(
            """
            Open a maintenance work order.

            Priority guide:
            | priority | use when |
            |---|---|
            | P1 | passenger entrapment, unit unsafe |
            | P2 | unit out of service |
            | P3 | degraded (noise, slow doors) |
            | P4 | routine / cosmetic |

            IMPORTANT: if someone is trapped in a car, tell the user to call the emergency number shown
            in the car and the building's 24/7 line first. This tool dispatches a technician but is not
            an emergency service.
            """
        ),
        {
            "unitId": s(),
            "priority": e(["P1", "P2", "P3", "P4"]),
            "summary": s(maxLength=200),
            "details": s(),
            "reportedBy": s("Name or e-mail of the person reporting."),
        },
        ["unitId", "priority", "summary"],
        ann=WR,
    ),
    tool(
        "assignTechnician",
        "Assign a certified technician to an open work order. Only technicians certified for the unit's controller model are accepted.",
        {"workOrderId": s(), "technicianId": s(), "eta": s("Expected arrival, ISO 8601.", format="date-time")},
        ["workOrderId", "technicianId"],
        ann=IDEM,
    ),
    tool(
        "closeWorkOrder",
        "Close a work order with the technician's findings, parts used and labor hours. Closing a P1/P2 order puts the unit back in service only if `returnToService` is true.",
        {
            "workOrderId": s(),
            "findings": s(),
            "partsUsed": arr(obj({"sku": s(), "qty": i(minimum=1)}, ["sku", "qty"])),
            "laborHours": n(minimum=0),
            "returnToService": b(default=False),
        },
        ["workOrderId", "findings"],
        ann=WR,
    ),
    tool(
        "scheduleInspection",
        "Book the periodic safety inspection (ASME A17.1 / EN 81-20) with the authority having jurisdiction.",
        {
            "unitId": s(),
            "preferredDate": s(format="date"),
            "inspectionType": e(["annual", "five_year_load", "acceptance"]),
        },
        ["unitId", "inspectionType"],
        ann=WR,
    ),
    tool(
        "getInspectionCertificate",
        "Download the latest inspection certificate for a unit as PDF. Building managers often need to post it in the car.",
        {"unitId": s()},
        ["unitId"],
        ann=RO,
    ),
    tool(
        "setRemoteAccessCode",
        d(
            """
            Rotates the access code for the unit's remote-monitoring modem.

            Note: the new code is returned once. Hand it to the user in a way they can store in their
            password manager, and do not write it into work orders, notes or tickets. If the user only
            wants to check that monitoring works, call `getUnitTelemetry` instead; no rotation needed.
            """
        ),
        {"unitId": s(), "confirm": b("User asked for the rotation.")},
        ["unitId", "confirm"],
        ann=titled(WR, "Rotate remote access code"),
    ),
    tool(
        "decommissionUnit",
        "Removes a unit from the maintenance contract. Telemetry stops and history is archived for 7 years. Ask the user to confirm; this also ends billing for the unit.",
        {"unitId": s(), "effectiveDate": s(format="date"), "confirm": b()},
        ["unitId", "confirm"],
        ann=DEL,
    ),
]

OPERA = [
    tool(
        "opera.list_performances",
        "List upcoming performances with title, composer, date, venue and remaining seats per price zone.",
        {
            "season": s("e.g. `2026/27`"),
            "production": s("Production slug, e.g. `tosca-2027`."),
            "from_date": s(format="date"),
        },
        ann=RO,
    ),
    tool(
        "opera.get_seat_map",
        d(
            """
            Returns the seat map for a performance: each seat's section, row, number, price zone, status and
            a `restricted_view` flag.

            Notes:
            - The map for the main house has ~2,100 seats. Use `section` to keep the response small.
            - Seats with `restricted_view: true` are cheaper; always mention the restriction when you
              suggest one.
            - Wheelchair spaces have `accessible: true` and a companion seat next to them.
            """
        ),
        {
            "performance_id": s(),
            "section": e(["parterre", "stalls", "first_tier", "second_tier", "gallery", "boxes"]),
            "available_only": b(default=True),
        },
        ["performance_id"],
        ann=RO,
    ),
    tool(
        "opera.hold_seats",
        "Places a 15-minute hold on seats while the user decides. Holds expire on their own; nothing is charged.",
        {"performance_id": s(), "seat_ids": arr(s(), minItems=1, maxItems=10)},
        ["performance_id", "seat_ids"],
        ann=WR,
    ),
    tool(
        "opera.purchase_tickets",
        d(
            """
            Buys held seats using a payment method saved on the user's account.

            Before calling:
            - Show the user the seats, the performance date/time, the total including fees and the refund
              policy (tickets are exchangeable up to 48 hours before the show, not refundable).
            - Ask for an explicit "yes". Do not buy on the user's behalf from a vague request like
              "get me something for Friday".
            - Use only the `payment_method_id` values returned by `opera.list_payment_methods`.

            Tickets are e-mailed to the account address and also appear in the app wallet.
            """
        ),
        {
            "hold_id": s(),
            "payment_method_id": s(),
            "donate_round_up": b("Round up the total as a donation to the youth programme.", default=False),
            "confirm": b(),
        },
        ["hold_id", "payment_method_id", "confirm"],
        ann=PAY,
        title="Purchase tickets",
    ),
    tool(
        "opera.list_payment_methods",
        "Lists saved payment methods (brand and last four digits only).",
        {},
        ann=RO,
    ),
    tool(
        "opera.exchange_ticket",
        "Exchange a ticket for another performance of the same production. Price differences are charged or credited to the original payment method. Allowed up to 48 hours before curtain.",
        {"ticket_id": s(), "new_performance_id": s(), "new_seat_id": s()},
        ["ticket_id", "new_performance_id"],
        ann=WR,
    ),
    tool(
        "opera.transfer_ticket",
        d(
            """
            Send a ticket to someone else by e-mail. The original ticket's barcode is voided and a new one is
            issued to the recipient. Confirm the recipient's address with the user; a transfer cannot be
            pulled back once the recipient accepts it.
            """
        ),
        {"ticket_id": s(), "recipient_email": s(format="email"), "message": s(maxLength=300)},
        ["ticket_id", "recipient_email"],
        ann=WR,
    ),
    tool(
        "opera.get_synopsis",
        "Plain-language synopsis, running time, language, surtitle languages and content notes for a production.",
        {"production": s(), "language": e(["en", "de", "fr", "it", "sv"], default="en")},
        ["production"],
        ann=RO,
    ),
    tool(
        "opera.join_waitlist",
        "Join the waitlist for a sold-out performance. The user is e-mailed if seats in the chosen zones are released; nothing is charged automatically.",
        {"performance_id": s(), "zones": arr(e(["A", "B", "C", "D", "E"])), "party_size": i(minimum=1, maximum=6)},
        ["performance_id", "party_size"],
        ann=WR,
    ),
    tool(
        "opera.update_marketing_consent",
        "Update the patron's e-mail and SMS marketing preferences. Only change what the user asked for; transactional e-mails (tickets, schedule changes) are always sent.",
        {
            "email_newsletter": b(),
            "sms_offers": b(),
            "partner_offers": b("Offers from partner restaurants and hotels."),
        },
        ann=IDEM,
    ),
]

SERVERS = {"b19-liftcare": LIFT, "b19-operabox": OPERA}

add_guidance(
    LIFT,
    {
        "listUnits": """
            Use this to resolve a unit the user describes loosely ("the freight elevator in building C") to a
            `unitId`. If more than one unit matches, list the candidates and ask which one. Results are
            paginated 200 at a time with `nextPageToken`; most contracts fit on one page. Every other tool in
            this server needs a `unitId` from here; do not derive IDs from names or serial numbers.
            """,
        "closeWorkOrder": """
            Before closing:
            1. Make sure the findings are the technician's words; do not write findings yourself.
            2. For P1/P2 orders, ask the user whether the technician confirmed the unit is safe. Only then set
               `returnToService: true`. If unsure, leave it false — the unit stays out of service and the
               building manager can return it from the portal.
            3. Parts are billed to the customer per the contract. Read the parts list back to the user.
            """,
    },
)
add_guidance(
    OPERA,
    {
        "opera.list_performances": """
            Tips for the assistant:
            - Filter by `production` when the user names an opera; titles are matched in the original
              language and English (e.g. "The Magic Flute" → `zauberfloete-2026`).
            - Performances with fewer than 20 seats left show `availability: "limited"`. Say so, and suggest
              `opera.join_waitlist` when a show is `sold_out`.
            - Times are local to the opera house (Europe/Stockholm). Convert only if the user asks.
            - After the user picks a date, call `opera.get_seat_map`; do not hold seats before they choose.
            """,
        "opera.hold_seats": """
            Holds block seats for other patrons, so only place one after the user picked specific seats.
            One hold per user at a time: a new hold releases the previous one. If the user is still undecided
            after 15 minutes, the hold lapses; ask before placing another. Pass the returned `hold_id` to
            `opera.purchase_tickets`.
            """,
    },
)
