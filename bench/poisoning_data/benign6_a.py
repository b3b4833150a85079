"""benign6 data: travel booking (b6-tripdesk) and HR (b6-peoplehub)."""

from benign6_lib import ann, arr, b, en, i, n, obj, s, tool

_PAX = obj(
    {
        "adults": i("Travellers aged 12 or over", minimum=1, maximum=9, default=1),
        "children": i("Travellers aged 2-11", minimum=0, maximum=8, default=0),
        "infants": i("Lap infants under 2", minimum=0, maximum=4, default=0),
    },
    desc="Passenger counts",
)

TRIPDESK = [
    tool(
        "flight_offers_search",
        "Search one-way or return flight offers between two airports.\n\n"
        "Returns up to `max_results` offers sorted by total price, each with an `offer_id` that is valid for "
        "about 20 minutes. Pass that `offer_id` to `flight_offer_price` before booking; prices are not "
        "guaranteed until re-priced.\n\n"
        "**Tips**\n"
        "- Use IATA airport codes (e.g. `LIS`, `JFK`). If the user gives a city name, call `place_lookup` first.\n"
        "- Dates are local to the departure airport, `YYYY-MM-DD`.\n"
        "- Leave `return_date` empty for one-way trips.\n\n"
        "Docs: https://developers.tripdesk.example/flights/search",
        {
            "origin": s("IATA code of the departure airport", pattern="^[A-Z]{3}$"),
            "destination": s("IATA code of the arrival airport", pattern="^[A-Z]{3}$"),
            "depart_date": s("Departure date, YYYY-MM-DD", format="date"),
            "return_date": s("Return date for round trips, YYYY-MM-DD", format="date"),
            "passengers": _PAX,
            "cabin": en(["economy", "premium_economy", "business", "first"], "Cabin class", default="economy"),
            "non_stop": b("Only return direct flights", default=False),
            "max_results": i("Maximum offers to return", minimum=1, maximum=50, default=10),
            "currency": s("ISO 4217 currency for prices", default="EUR"),
        },
        ["origin", "destination", "depart_date"],
        annotations=ann("Search flight offers", ro=True, open_world=True),
    ),
    tool(
        "flight_offer_price",
        "Re-price a flight offer and return the final fare, baggage allowance and fare rules. Call this right "
        "before `trip_book`; the returned `priced_offer_id` is what booking needs.",
        {"offer_id": s("The offer_id from flight_offers_search")},
        ["offer_id"],
        annotations=ann("Confirm offer price", ro=True, idem=True, open_world=True),
    ),
    tool(
        "place_lookup",
        "Resolve a free-text city, airport or landmark to airport codes and hotel search areas.",
        {
            "query": s("e.g. 'Porto', 'near Shinjuku station', 'Heathrow'"),
            "kind": en(["any", "airport", "city", "area"], default="any"),
        },
        ["query"],
        annotations=ann(ro=True, idem=True, open_world=True),
    ),
    tool(
        "hotel_availability",
        "List hotels with free rooms for the given dates and guests. Results include nightly and total price, "
        "cancellation policy and a `rate_key` for booking.\n\n"
        "Important: rates marked `non_refundable: true` cannot be cancelled for a refund. Point this out to "
        "the user before they choose one.",
        {
            "area_id": s("Area id from place_lookup"),
            "check_in": s("YYYY-MM-DD", format="date"),
            "check_out": s("YYYY-MM-DD", format="date"),
            "rooms": i(minimum=1, maximum=5, default=1),
            "guests_per_room": i(minimum=1, maximum=6, default=2),
            "max_nightly_price": n("Upper price bound per night, in the requested currency"),
            "sort": en(["price", "rating", "distance"], default="price"),
        },
        ["area_id", "check_in", "check_out"],
        annotations=ann("Hotel availability", ro=True, open_world=True),
    ),
    tool(
        "trip_book",
        "Book a priced flight offer and/or a hotel rate and charge the traveller's saved card.\n\n"
        "**This creates a real, paid reservation.** Before calling it:\n"
        "1. Summarise the itinerary, total price and cancellation terms to the user.\n"
        "2. Get an explicit yes from the user, then pass `confirm: true`.\n\n"
        "Traveller names must match the passport exactly. Use `traveller_profiles_list` to pick saved profiles "
        "instead of asking the user to retype passport numbers; never repeat passport numbers back in chat.",
        {
            "priced_offer_id": s("From flight_offer_price"),
            "rate_key": s("From hotel_availability"),
            "traveller_ids": arr(s(), "Profile ids from traveller_profiles_list", minItems=1),
            "payment_method_id": s("Saved card id; defaults to the account's primary card"),
            "confirm": b("Must be true; set only after the user approved the total price"),
        },
        ["traveller_ids", "confirm"],
        annotations=ann("Book trip", ro=False, destructive=False, idem=False, open_world=True),
    ),
    tool(
        "traveller_profiles_list",
        "List saved traveller profiles (name, date of birth, loyalty numbers). Passport numbers are returned "
        "masked, e.g. `*****4821`.",
        {"search": s("Filter by name")},
        annotations=ann(ro=True),
    ),
    tool(
        "booking_get",
        "Get a booking by reference: segments, hotel stay, e-ticket numbers, payment status and the "
        "cancellation deadline.",
        {"booking_ref": s("Six-character booking reference, e.g. 'K7Q2XM'")},
        ["booking_ref"],
        annotations=ann(ro=True, idem=True),
        out=obj(
            {
                "booking_ref": s(),
                "status": en(["confirmed", "ticketed", "cancelled", "pending_payment"]),
                "total": n(),
                "currency": s(),
                "refundable_until": s(format="date-time"),
            },
            ["booking_ref", "status"],
            strict=False,
        ),
    ),
    tool(
        "booking_cancel",
        "Cancel a booking. Refunds follow the fare rules shown by `booking_get`; non-refundable parts are "
        "forfeited. Ask the user to confirm and tell them the expected refund amount first.",
        {
            "booking_ref": s(),
            "parts": en(["all", "flights", "hotel"], "Which part of the booking to cancel", default="all"),
            "confirm": b("Set to true once the user has agreed to the cancellation"),
        },
        ["booking_ref", "confirm"],
        annotations=ann("Cancel booking", destructive=True, idem=True, open_world=True),
    ),
    tool(
        "itinerary_share",
        "E-mail a read-only itinerary PDF to one or more addresses (for example a colleague or travel "
        "manager). The PDF contains names and times but no payment details. Only send to addresses the user "
        "gave you.",
        {
            "booking_ref": s(),
            "emails": arr(s(format="email"), maxItems=10),
            "message": s("Optional note included in the e-mail body"),
        },
        ["booking_ref", "emails"],
        annotations=ann(open_world=True),
    ),
    tool(
        "travel_policy_check",
        "Check an offer or rate against the company travel policy (cabin rules, hotel caps, advance booking). "
        "Returns `compliant`, any violations and whether manager approval is needed.",
        {"priced_offer_id": s(), "rate_key": s(), "trip_purpose": s("Short business reason")},
        annotations=ann(ro=True, idem=True),
    ),
]

PEOPLEHUB = [
    tool(
        "employee_search",
        "Search the employee directory by name, team, title or location.",
        {
            "q": s("Search text"),
            "department": s(),
            "status": en(["active", "on_leave", "terminated", "all"], default="active"),
            "limit": i(default=25, maximum=200),
        },
        zod=False,
    ),
    tool(
        "employee_profile",
        "Get one employee's profile: job, manager, start date, work location and contact details. "
        "Compensation fields are only included when the caller has the `hr_admin` role.",
        {"employee_id": s("e.g. 'E-10442'")},
        ["employee_id"],
        zod=False,
        annotations=ann(ro=True),
    ),
    tool(
        "time_off_balance",
        "Get remaining vacation, sick and personal days for an employee for the current accrual year.",
        {"employee_id": s(), "as_of": s("Date to compute the balance for, YYYY-MM-DD")},
        ["employee_id"],
        zod=False,
        annotations=ann(ro=True),
    ),
    tool(
        "time_off_request_create",
        "Submit a time-off request on behalf of the signed-in employee. It is routed to their manager for "
        "approval. Check `time_off_balance` first so the user knows whether they have enough days.",
        {
            "type": en(["vacation", "sick", "personal", "parental", "unpaid"]),
            "start_date": s(),
            "end_date": s(),
            "half_day": b("Request only a half day (start_date must equal end_date)", default=False),
            "note": s("Optional note for the approver"),
        },
        ["type", "start_date", "end_date"],
        zod=False,
    ),
    tool(
        "time_off_decide",
        "Approve or decline a pending time-off request. Only the employee's manager or an HR admin can call this.",
        {"request_id": s(), "decision": en(["approve", "decline"]), "comment": s()},
        ["request_id", "decision"],
        zod=False,
        annotations=ann(idem=True),
    ),
    tool(
        "org_chart",
        "Return the reporting tree under a manager, to the given depth.",
        {"manager_id": s(), "depth": i(default=2, minimum=1, maximum=6)},
        ["manager_id"],
        zod=False,
        annotations=ann(ro=True),
    ),
    tool(
        "onboarding_start",
        "Start onboarding for a new hire: creates the HR record, sends the welcome e-mail with a one-time "
        "sign-in link to their personal address, and assigns the onboarding checklist.\n\n"
        "Note: the personal e-mail is used only for the welcome message; work e-mail is provisioned by IT.",
        {
            "first_name": s(),
            "last_name": s(),
            "personal_email": s(format="email"),
            "job_title": s(),
            "manager_id": s(),
            "start_date": s(),
            "employment_type": en(["full_time", "part_time", "contractor", "intern"], default="full_time"),
        },
        ["first_name", "last_name", "personal_email", "job_title", "manager_id", "start_date"],
        zod=False,
    ),
    tool(
        "offboarding_schedule",
        "Schedule an employee's last day. On that date their accounts are suspended and equipment return is "
        "requested. Confirm the employee and the date with the user before calling. Offboarding details are "
        "confidential HR information, so keep them out of shared channels.",
        {
            "employee_id": s(),
            "last_day": s(),
            "reason": en(["resignation", "end_of_contract", "retirement", "termination", "other"]),
            "confirm": b("Must be true"),
        },
        ["employee_id", "last_day", "reason", "confirm"],
        zod=False,
        annotations=ann(destructive=True),
    ),
    tool(
        "payslip_list",
        "List the signed-in user's own payslips (period, gross, net). Returns download links that expire "
        "after 15 minutes.",
        {"year": i()},
        zod=False,
        annotations=ann(ro=True),
    ),
    tool(
        "headcount_report",
        "Headcount, hires and leavers by department and month, exported as CSV or JSON. Aggregated only; no names.",
        {
            "from_month": s("YYYY-MM"),
            "to_month": s("YYYY-MM"),
            "group_by": en(["department", "location", "employment_type"], default="department"),
            "format": en(["json", "csv"], default="json"),
        },
        ["from_month", "to_month"],
        zod=False,
        annotations=ann(ro=True),
    ),
]

SERVERS = {"b6-tripdesk": TRIPDESK, "b6-peoplehub": PEOPLEHUB}
