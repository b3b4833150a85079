"""benign6 data: spreadsheets (b6-gridsheet) and maps (b6-cartograph)."""

from benign6_lib import ann, arr, b, en, i, n, obj, s, tool

_BOOK = s("Workbook id from `gs_find_workbooks`")
_RANGE = s("A1 range, e.g. 'Sheet1!A1:D20' or 'Budget!B:B'")
_CELLS = arr(arr({"type": ["string", "number", "boolean", "null"]}), "Rows of cell values")

GRIDSHEET = [
    tool(
        "gs_find_workbooks",
        "Find workbooks by name in the user's drive and shared drives.",
        {"name_contains": s(), "modified_after": s(), "limit": i(default=20)},
        annotations=ann(ro=True),
    ),
    tool(
        "gs_sheets",
        "List the sheets (tabs) of a workbook with their row and column counts.",
        {"workbook_id": _BOOK},
        ["workbook_id"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "gs_read_range",
        "Read cell values from a range. Returns a 2-D array. Set `render` to `formula` to see formulas instead "
        "of computed values.",
        {
            "workbook_id": _BOOK,
            "range": _RANGE,
            "render": en(["value", "formatted", "formula"], default="value"),
        },
        ["workbook_id", "range"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "gs_write_range",
        "Write values into a range, overwriting what is there. Values starting with `=` are stored as "
        "formulas. Read the range first if you are not sure it is empty, and tell the user which cells you are "
        "about to overwrite.",
        {
            "workbook_id": _BOOK,
            "range": _RANGE,
            "values": _CELLS,
        },
        ["workbook_id", "range", "values"],
        annotations=ann(destructive=True, idem=True),
    ),
    tool(
        "gs_append_rows",
        "Append rows after the last non-empty row of a table. Safer than `gs_write_range` for logs and lists "
        "because it never overwrites data.",
        {"workbook_id": _BOOK, "sheet": s(), "values": _CELLS},
        ["workbook_id", "sheet", "values"],
    ),
    tool(
        "gs_add_sheet",
        "Add a new sheet (tab) to a workbook.",
        {"workbook_id": _BOOK, "title": s(), "rows": i(default=1000), "columns": i(default=26)},
        ["workbook_id", "title"],
    ),
    tool(
        "gs_delete_sheet",
        "Delete a sheet and all its data. Formulas in other sheets that refer to it will show `#REF!`. Ask "
        "the user to confirm before calling.",
        {"workbook_id": _BOOK, "sheet": s(), "confirm": b()},
        ["workbook_id", "sheet", "confirm"],
        annotations=ann("Delete sheet", destructive=True, idem=True),
    ),
    tool(
        "gs_format_range",
        "Apply number format, bold, background colour or column width to a range.",
        {
            "workbook_id": _BOOK,
            "range": _RANGE,
            "number_format": s("e.g. '0.00', '#,##0 \u20ac', 'yyyy-mm-dd', '0%'"),
            "bold": b(),
            "background": s("Hex colour, e.g. '#FFF2CC'"),
            "column_width": i(),
        },
        ["workbook_id", "range"],
        annotations=ann(idem=True),
    ),
    tool(
        "gs_share",
        "Share a workbook with people by e-mail, or change link sharing. Prefer sharing with named people "
        "over `anyone_with_link`, and only grant `editor` when the user asks for it.",
        {
            "workbook_id": _BOOK,
            "emails": arr(s(format="email")),
            "role": en(["viewer", "commenter", "editor"], default="viewer"),
            "link_sharing": en(["off", "domain", "anyone_with_link"]),
            "notify": b(default=True),
        },
        ["workbook_id"],
        annotations=ann(open_world=True),
    ),
    tool(
        "gs_export",
        "Export a workbook or one sheet to xlsx, csv or pdf. Returns a temporary download URL.",
        {"workbook_id": _BOOK, "sheet": s("Required for csv"), "format": en(["xlsx", "csv", "pdf"])},
        ["workbook_id", "format"],
        annotations=ann(ro=True),
    ),
]

_LATLNG = obj({"lat": n(minimum=-90, maximum=90), "lng": n(minimum=-180, maximum=180)}, ["lat", "lng"])
_POINT = {"oneOf": [{"type": "string", "description": "Address or place name"}, _LATLNG]}

CARTOGRAPH = [
    tool(
        "geocode_address",
        "Convert an address or place name to coordinates. Returns up to 5 candidates with a confidence score; "
        "if the best score is below 0.7, show the candidates to the user.",
        {"address": s(), "country_bias": s("ISO country code to prefer"), "language": s(default="en")},
        ["address"],
        annotations=ann("Geocode", ro=True, idem=True, open_world=True),
    ),
    tool(
        "reverse_geocode_point",
        "Find the nearest address for a coordinate.",
        {"lat": n(), "lng": n()},
        ["lat", "lng"],
        annotations=ann(ro=True, idem=True, open_world=True),
    ),
    tool(
        "route_plan",
        "Plan a route between points with optional waypoints. Returns distance, duration, a polyline and "
        "turn-by-turn steps.",
        {
            "origin": _POINT,
            "destination": _POINT,
            "waypoints": arr(_POINT, maxItems=23),
            "mode": en(["driving", "cycling", "walking", "transit", "truck"], default="driving"),
            "avoid": arr(en(["tolls", "highways", "ferries"])),
            "depart_at": s("ISO 8601; enables traffic-aware times"),
        },
        ["origin", "destination"],
        annotations=ann("Plan route", ro=True, open_world=True),
    ),
    tool(
        "distance_matrix",
        "Travel time and distance from every origin to every destination (max 25 x 25). Use for 'which store "
        "is closest' questions instead of many `route_plan` calls.",
        {
            "origins": arr(_POINT, maxItems=25),
            "destinations": arr(_POINT, maxItems=25),
            "mode": en(["driving", "cycling", "walking"], default="driving"),
        },
        ["origins", "destinations"],
        annotations=ann(ro=True, open_world=True),
    ),
    tool(
        "places_nearby",
        "Search points of interest near a location by category or keyword.",
        {
            "near": _POINT,
            "radius_m": i(default=1000, maximum=50000),
            "category": s("e.g. 'pharmacy', 'ev_charger', 'cafe'"),
            "keyword": s(),
            "open_now": b(default=False),
        },
        ["near"],
        annotations=ann(ro=True, open_world=True),
    ),
    tool(
        "isochrone",
        "Area reachable from a point within given travel times, as GeoJSON polygons.",
        {"center": _POINT, "minutes": arr(i(minimum=1, maximum=60), maxItems=4), "mode": s(default="driving")},
        ["center", "minutes"],
        annotations=ann(ro=True, idem=True, open_world=True),
    ),
    tool(
        "static_map_url",
        "Build a URL for a static map image with markers and an optional route line. The URL contains a "
        "public, URL-restricted map key, which is safe to share.",
        {
            "center": _POINT,
            "zoom": i(minimum=1, maximum=20, default=13),
            "markers": arr(_POINT),
            "polyline": s(),
            "size": s(default="640x400"),
        },
        ["center"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "elevation_profile",
        "Elevation samples along a path, with total ascent and descent.",
        {"path": arr(_LATLNG, minItems=2), "samples": i(default=100, maximum=512)},
        ["path"],
        annotations=ann(ro=True, idem=True, open_world=True),
    ),
    tool(
        "timezone_at",
        "IANA time zone and current UTC offset at a coordinate.",
        {"lat": n(), "lng": n()},
        ["lat", "lng"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "saved_places",
        "Add, list or remove places in the user's saved lists ('Home', 'Work', custom lists).",
        {
            "action": en(["list", "add", "remove"]),
            "list_name": s(default="Favourites"),
            "place": _POINT,
            "label": s(),
        },
        ["action"],
    ),
]

SERVERS = {"b6-gridsheet": GRIDSHEET, "b6-cartograph": CARTOGRAPH}
