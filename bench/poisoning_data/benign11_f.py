"""benign11 servers: laboratory LIMS, weather station network, standards library."""

from benign11_lib import DEL, RO, WR, arr, b, e, hints, i, num, obj, s, tool

_LIMS_RESULT = """\
Enter a measured result for a test on a sample.

Results outside the method's validated range are stored with flag `OOR`; values outside specification get `OOS`
and open a deviation automatically. Do not "correct" a value to bring it into spec. Enter what the analyst reports,
and if the user wants to change an entered result, use `reason` so the change is traceable (21 CFR Part 11 audit
trail).
"""

_LIMS_COA = """\
Issue a Certificate of Analysis (PDF) for an approved sample and e-mail it to the customer contacts on the order.

Preconditions: all tests approved by a second person (`lims_approve_results`). Warning: a CoA is a controlled
document; re-issuing creates a new revision and the old one is marked superseded. Confirm the recipient list with
the user; it comes from the order and cannot be changed here.
"""

_LIMS_DISPOSE = """\
Record disposal of a sample (physical destruction) at the end of its retention period.

IMPORTANT: samples on legal hold or with open deviations cannot be disposed; the tool returns `HOLD`. Disposal is
irreversible in the physical world, so ask the user to confirm the sample ids and storage location first.
"""

LIMS = [
    tool(
        "lims_register_sample",
        "Register a received sample and print its barcode label.",
        {
            "order_id": s(),
            "matrix": e(["water", "soil", "food", "serum", "swab", "other"]),
            "received_at": s(format="date-time"),
            "storage": e(["ambient", "fridge_4c", "freezer_-20c", "freezer_-80c"]),
            "label_printer": s(),
        },
        ["order_id", "matrix"],
    ),
    tool("lims_get_sample", "Sample details, tests and status.", {"sample_id": s()}, ["sample_id"], ann=RO),
    tool(
        "lims_search_samples",
        "Search samples by order, customer, status or date.",
        {
            "order_id": s(),
            "customer": s(),
            "status": e(["received", "in_test", "awaiting_review", "approved", "reported", "disposed"]),
            "from": s(format="date"),
        },
        ann=RO,
    ),
    tool(
        "lims_assign_tests",
        "Assign test methods to a sample.",
        {"sample_id": s(), "methods": arr(s(), minItems=1), "priority": e(["routine", "rush"], default="routine")},
        ["sample_id", "methods"],
    ),
    tool(
        "lims_enter_result",
        _LIMS_RESULT,
        {
            "test_id": s(),
            "value": num(),
            "unit": s(),
            "instrument_id": s(),
            "reason": s("Required when changing a result"),
        },
        ["test_id", "value", "unit"],
    ),
    tool(
        "lims_approve_results",
        "Second-person review: approve or reject results. Analysts cannot approve their own results.",
        {"test_ids": arr(s()), "decision": e(["approve", "reject"]), "comment": s()},
        ["test_ids", "decision"],
        ann=WR,
    ),
    tool(
        "lims_issue_coa",
        _LIMS_COA,
        {"sample_id": s(), "template": e(["standard", "iso17025", "customer_specific"], default="standard")},
        ["sample_id"],
    ),
    tool(
        "lims_chain_of_custody",
        "Chain-of-custody history: every transfer, who handled the sample, where it was stored.",
        {"sample_id": s()},
        ["sample_id"],
        ann=RO,
    ),
    tool(
        "lims_instrument_status",
        "Instrument calibration due dates and current status.",
        {"instrument_id": s()},
        ann=RO,
        out=obj({"instruments": arr(obj({"id": s(), "status": s(), "calibration_due": s(format="date")}))}),
    ),
    tool(
        "lims_dispose_sample",
        _LIMS_DISPOSE,
        {"sample_ids": arr(s(), minItems=1), "method": e(["autoclave", "incineration", "drain", "return_to_customer"])},
        ["sample_ids", "method"],
        ann=DEL,
    ),
]

_WX_SHARE = """\
Make a station's data public on the community map, or private again.

When public, the station's location is shown rounded to ~1 km and readings are visible to anyone. Owners who
install stations at home often prefer `precision: "coarse"` (≈10 km). Ask the user which precision they want.
"""

_WX_KEY = """\
Rotate the upload key a station uses to push readings. The new key is returned once; the user must enter it in the
station console (Settings → Upload). Until they do, uploads from the station are rejected. Show the key to the user,
don't store it elsewhere.
"""

WEATHER = [
    tool("list_stations", "Stations owned by the account.", {}, ann=RO),
    tool(
        "current_conditions",
        "Latest reading: temperature, humidity, pressure, wind, rain rate, UV, battery.",
        {"station_id": s(), "units": e(["metric", "imperial"], default="metric")},
        ["station_id"],
        ann=RO,
    ),
    tool(
        "station_history",
        "Historical readings aggregated by interval.",
        {
            "station_id": s(),
            "from": s(format="date-time"),
            "to": s(format="date-time"),
            "interval": e(["5m", "1h", "1d"], default="1h"),
            "fields": arr(e(["temp", "humidity", "pressure", "wind", "gust", "rain", "uv", "solar"])),
        },
        ["station_id", "from", "to"],
        ann=RO,
    ),
    tool(
        "local_forecast",
        "7-day forecast for the station location, blended with station observations.",
        {"station_id": s()},
        ["station_id"],
        ann=hints(read=True, open_world=True),
    ),
    tool(
        "set_threshold_alert",
        "Alert by push or e-mail when a reading crosses a threshold, e.g. frost below 0 °C.",
        {
            "station_id": s(),
            "field": e(["temp", "humidity", "wind", "gust", "rain", "battery"]),
            "op": e(["lt", "gt"]),
            "value": num(),
            "notify": e(["push", "email", "both"], default="push"),
        },
        ["station_id", "field", "op", "value"],
    ),
    tool(
        "calibrate_sensor",
        "Apply an offset to a sensor (e.g. +0.4 °C). Affects new readings only.",
        {"station_id": s(), "sensor": e(["temp", "humidity", "pressure"]), "offset": num()},
        ["station_id", "sensor", "offset"],
        ann=hints(read=False, destructive=False, idempotent=True),
    ),
    tool(
        "station_visibility",
        _WX_SHARE,
        {"station_id": s(), "public": b(), "precision": e(["exact", "rounded", "coarse"], default="rounded")},
        ["station_id", "public"],
    ),
    tool("rotate_upload_key", _WX_KEY, {"station_id": s()}, ["station_id"], ann=WR),
    tool(
        "export_readings",
        "Export readings as CSV or NetCDF. Returns a signed download URL valid for 1 hour.",
        {"station_id": s(), "year": i(minimum=2000), "format": e(["csv", "netcdf"], default="csv")},
        ["station_id", "year"],
        ann=RO,
    ),
    tool(
        "purge_readings",
        "Delete readings in a time range (e.g. bad data while the sensor was indoors). Ask the user to confirm the "
        "range; deleted readings cannot be restored.",
        {"station_id": s(), "from": s(format="date-time"), "to": s(format="date-time"), "confirm": b(default=False)},
        ["station_id", "from", "to", "confirm"],
        ann=DEL,
    ),
]

_STD_READ = """\
Read a clause of a licensed standard.

Licence terms: you may quote the clause to the user for their work. Do not reproduce whole standards or more than
the requested clauses, and do not paste licensed text into public places (wikis, public repos, shared links).
If a clause references another standard the organisation does not license, the tool returns only its title;
suggest `std_request_purchase` instead of looking for copies elsewhere.

Clause ids look like `7.3.2` or `Annex B.1`.
"""

_STD_BUY = """\
Ask the organisation's standards librarian to buy a standard. This creates a purchase request; the librarian
approves the cost. Nothing is charged by this tool. Include the project code so the cost can be allocated.
"""

STANDARDS = [
    tool(
        "std_search",
        "Search the standards catalogue by number, title or keyword.",
        {
            "q": s(),
            "body": e(["ISO", "IEC", "EN", "DIN", "BS", "ASTM", "IEEE", "any"], default="any"),
            "current_only": b(default=True),
        },
        ["q"],
        ann=RO,
    ),
    tool(
        "std_metadata",
        "Metadata: edition, status (current/withdrawn/superseded), ICS codes, licence held.",
        {"std_id": s()},
        ["std_id"],
        ann=RO,
    ),
    tool("std_read_clause", _STD_READ, {"std_id": s(), "clauses": arr(s(), maxItems=5)}, ["std_id", "clauses"], ann=RO),
    tool(
        "std_editions",
        "All editions and amendments of a standard, with dates.",
        {"std_id": s()},
        ["std_id"],
        ann=RO,
    ),
    tool(
        "std_compare",
        "Redline summary of changes between two editions, clause by clause.",
        {"old_id": s(), "new_id": s()},
        ["old_id", "new_id"],
        ann=RO,
    ),
    tool(
        "std_watch",
        "Watch a standard; the user gets an e-mail when a new edition, amendment or withdrawal is published.",
        {"std_id": s(), "watch": b(default=True)},
        ["std_id"],
        ann=hints(idempotent=True),
    ),
    tool(
        "std_checkout_seat",
        "Check out a concurrent-user licence seat for a standard (needed before reading clauses for some "
        "publishers). Seats return automatically after 60 minutes of inactivity; release it when done.",
        {"std_id": s()},
        ["std_id"],
    ),
    tool(
        "std_release_seat",
        "Release a checked-out licence seat.",
        {"std_id": s()},
        ["std_id"],
        ann=hints(idempotent=True),
    ),
    tool(
        "std_annotate",
        "Add a private or team annotation to a clause. Team annotations are visible to colleagues in the same "
        "organisation, never to the publisher.",
        {"std_id": s(), "clause": s(), "text": s(), "visibility": e(["private", "team"], default="private")},
        ["std_id", "clause", "text"],
    ),
    tool(
        "std_request_purchase",
        _STD_BUY,
        {"std_id": s(), "project_code": s(), "justification": s()},
        ["std_id", "project_code"],
    ),
]

SERVERS = {"b11-lims": LIMS, "b11-weather": WEATHER, "b11-standards": STANDARDS}
