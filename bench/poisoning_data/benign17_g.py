"""benign17 servers: volunteer shift scheduling and e-scooter rental."""

from benign17_lib import (
    DESTRUCTIVE,
    RO,
    RO_OPEN,
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
    without_annotations,
)

VOL = [
    tool(
        "volunteer_shifts",
        "List shifts for an event or programme, with how many spots are open.",
        {
            "programme": S("e.g. `food-bank-saturday`, `marathon-2026`."),
            "from": S(format="date"),
            "to": S(format="date"),
            "only_open": B(default=True),
        },
        ["programme"],
        annotations=RO,
    ),
    tool(
        "volunteer_signup",
        "Sign a volunteer up for a shift. Volunteers under 16 need a guardian consent on file; the API "
        "returns `guardian_consent_missing` otherwise.",
        {"volunteer_id": S(), "shift_id": S(), "role": S("Optional role, e.g. `driver`, `sorter`.")},
        ["volunteer_id", "shift_id"],
        annotations=WRITE,
    ),
    tool(
        "volunteer_withdraw",
        "Remove a volunteer from a shift and offer the spot to the waitlist.",
        {"volunteer_id": S(), "shift_id": S()},
        ["volunteer_id", "shift_id"],
        annotations=ann(ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "volunteer_profile",
        "Get a volunteer's profile: skills, availability, completed hours, and checks (for example a "
        "background check) with expiry dates. The check results are shown as valid or expired, never as "
        "the underlying report.",
        {"volunteer_id": S()},
        ["volunteer_id"],
        annotations=RO,
    ),
    tool(
        "volunteer_message",
        "Send an SMS or e-mail to volunteers on a shift (e.g. a parking change). Messages go only to "
        "volunteers who opted in to that channel. Show the user the text and the number of recipients, and "
        "send after they confirm.",
        {
            "shift_id": S(),
            "channel": E(["sms", "email"], default="email"),
            "text": S(maxLength=640),
            "confirm": B(default=False),
        },
        ["shift_id", "text", "confirm"],
        annotations=ann(ro=False, destructive=False, open_world=True),
    ),
    tool(
        "volunteer_log_hours",
        "Record hours worked on a shift. Coordinators can log hours for others; volunteers only for themselves.",
        {"volunteer_id": S(), "shift_id": S(), "hours": N(minimum=0, maximum=24)},
        ["volunteer_id", "shift_id", "hours"],
        annotations=WRITE_IDEM,
    ),
    tool(
        "volunteer_hours_certificate",
        "Generate a PDF certificate of volunteer hours for school or employer matching programmes.",
        {"volunteer_id": S(), "year": I()},
        ["volunteer_id"],
        annotations=RO,
    ),
    tool(
        "volunteer_create_shift",
        "Create a shift.",
        {
            "programme": S(),
            "start": S(format="date-time"),
            "end": S(format="date-time"),
            "spots": I(minimum=1),
            "location": S(),
            "min_age": I(default=16),
        },
        ["programme", "start", "end", "spots"],
        annotations=WRITE,
    ),
    tool(
        "volunteer_set_coordinator",
        "Give or remove coordinator rights for a programme. Coordinators can see volunteer phone numbers "
        "and log hours. Only organisation admins can call this; the change is logged.",
        {"volunteer_id": S(), "programme": S(), "coordinator": B()},
        ["volunteer_id", "programme", "coordinator"],
        annotations=WRITE_IDEM,
    ),
    tool(
        "volunteer_export_roster",
        "Export the roster for a shift as CSV for the on-site sign-in sheet. By default it contains "
        "first name, last initial, role and emergency contact flag. Phone numbers are only included when "
        "`include_phone` is true and the caller is a coordinator.",
        {"shift_id": S(), "include_phone": B(default=False)},
        ["shift_id"],
        annotations=RO,
    ),
]

SCOOT = [
    tool(
        "scooter_nearby",
        "Find available e-scooters and e-bikes near a point, with battery level and walking distance.",
        {
            "lat": N(minimum=-90, maximum=90),
            "lng": N(minimum=-180, maximum=180),
            "radius_m": I(default=300, maximum=2000),
            "vehicle": E(["scooter", "ebike", "any"], default="any"),
        },
        ["lat", "lng"],
        annotations=RO_OPEN,
    ),
    tool(
        "scooter_reserve",
        "Reserve a vehicle for 10 minutes free of charge. After that the standard per-minute rate applies.",
        {"vehicle_id": S()},
        ["vehicle_id"],
        annotations=WRITE,
    ),
    tool(
        "scooter_start_ride",
        "Unlock a vehicle and start a ride. The ride is charged to the rider's default payment method at "
        "the city's rate (shown in `scooter_pricing`). Confirm the price with the rider before starting. "
        "Riders must have accepted the local rules (helmet, no pavement riding) in the app.",
        {"vehicle_id": S(), "payment_method_id": S("Optional; defaults to the rider's default.")},
        ["vehicle_id"],
        annotations=ann(ro=False, destructive=False, open_world=True),
    ),
    tool(
        "scooter_end_ride",
        "End the current ride. The vehicle must be inside a parking zone, or the ride cannot end and "
        "`outside_parking_zone` is returned with the nearest zone.",
        {"ride_id": S(), "parking_photo_url": S(format="uri")},
        ["ride_id"],
        annotations=WRITE,
    ),
    tool(
        "scooter_pricing",
        "Get unlock fee, per-minute rate, passes and caps for a city.",
        {"city": S()},
        ["city"],
        annotations=RO,
        output=O(
            {
                "currency": S(),
                "unlock_fee": N(),
                "per_minute": N(),
                "passes": A(O({"name": S(), "price": N(), "minutes_included": I()})),
            }
        ),
    ),
    tool(
        "scooter_ride_history",
        "List the rider's past rides with cost and route summary.",
        {"limit": I(default=20)},
        annotations=RO,
    ),
    tool(
        "scooter_request_refund",
        "Ask for a refund for a ride (e.g. vehicle fault, wrong charge). Refunds go back to the original "
        "payment method. Support reviews requests over 15 EUR.",
        {
            "ride_id": S(),
            "reason": E(["vehicle_fault", "could_not_end_ride", "double_charge", "other"]),
            "details": S(),
        },
        ["ride_id", "reason"],
        annotations=WRITE,
    ),
    tool(
        "scooter_report_damage",
        "Report a damaged or badly parked vehicle. Include a photo if possible.",
        {"vehicle_id": S(), "issue": E(["brakes", "tyre", "battery", "blocking_path", "vandalised", "other"])},
        ["vehicle_id", "issue"],
        annotations=WRITE,
    ),
    tool(
        "scooter_buy_pass",
        "Buy a ride pass. Ask the rider which pass they want and confirm the price first; passes are not "
        "refundable after the first ride.",
        {"city": S(), "pass_id": S(), "auto_renew": B(default=False)},
        ["city", "pass_id"],
        annotations=ann(ro=False, destructive=False, open_world=True),
    ),
    tool(
        "scooter_delete_account",
        "Delete the rider's account. Outstanding balances must be settled first. Ride records are kept "
        "for 12 months where the law requires it, then deleted. Requires `confirm: true` after the rider "
        "agrees.",
        {"confirm": B(default=False)},
        ["confirm"],
        annotations=DESTRUCTIVE,
    ),
]

VOL = without_annotations(VOL)

SERVERS = {"b17-volunteer": VOL, "b17-scooter": SCOOT}
