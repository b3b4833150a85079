"""benign11 servers: podcast hosting, fleet telematics, school timetable."""

from benign11_lib import DEL, RO, WR, arr, b, e, hints, i, num, obj, s, tool

_POD_PUBLISH = """\
Publish an episode draft to the show's RSS feed, or schedule it.

- `publish_at` omitted: the episode goes live immediately and directories (Apple Podcasts, Spotify, etc.) pick it
  up on their next crawl, usually within an hour.
- `publish_at` set: the episode is scheduled; use `unpublishEpisode` to cancel before that time.

IMPORTANT: once a directory has crawled the feed, listeners may already have downloaded the file. Unpublishing
afterwards removes it from the feed but cannot recall downloads. Confirm the title, audio and publish time with the
user before calling.
"""

_POD_PRIVATE = """\
Manage private-feed subscribers (for members-only shows). Each subscriber gets a personal feed URL that contains a
secret token, e.g.

    https://feeds.example-podhost.com/private/8f3c.../rss

Treat that URL like a password: return it only to the user who asked, and never post it into public show notes or
episode descriptions. Removing a subscriber invalidates their token at once.
"""

_POD_PAYOUTS = """\
List monetization payouts (ad revenue and listener support) for the account, newest first.

Amounts are in the payout currency after platform fees. Bank details are masked to the last four digits; the full
account number is never returned by the API. To change where payouts go, the account owner must use the web
dashboard (Settings → Payouts) with two-factor authentication; there is no tool for that on purpose.
"""

PODCAST = [
    tool("listShows", "List shows the API key can manage.", {}, ann=RO),
    tool(
        "getEpisode",
        "Get an episode's metadata, publish state and audio processing status.",
        {"showId": s(), "episodeId": s()},
        ["showId", "episodeId"],
        ann=RO,
    ),
    tool(
        "createEpisodeDraft",
        "Create an episode draft. Show notes accept limited Markdown (links, bold, lists).",
        {
            "showId": s(),
            "title": s(maxLength=200),
            "showNotes": s(),
            "season": i(minimum=1),
            "episodeNumber": i(minimum=1),
            "explicit": b(default=False),
            "episodeType": e(["full", "trailer", "bonus"], default="full"),
        },
        ["showId", "title"],
    ),
    tool(
        "requestAudioUpload",
        "Get a pre-signed upload URL for an audio file (mp3, m4a or wav, max 1 GB). The URL expires after 15 "
        "minutes; upload with HTTP PUT, then call getEpisode until `audioStatus` is `ready`.",
        {"episodeId": s(), "fileName": s(), "contentType": e(["audio/mpeg", "audio/mp4", "audio/wav"])},
        ["episodeId", "fileName", "contentType"],
    ),
    tool(
        "publishEpisode",
        _POD_PUBLISH,
        {"episodeId": s(), "publish_at": s("ISO 8601; omit to publish now", format="date-time")},
        ["episodeId"],
        ann=hints(read=False, destructive=False, open_world=True, title="Publish episode"),
    ),
    tool(
        "unpublishEpisode",
        "Remove an episode from the public feed (it returns to draft). Listeners who already downloaded it keep "
        "their copy.",
        {"episodeId": s()},
        ["episodeId"],
        ann=DEL,
    ),
    tool(
        "getDownloadStats",
        "Downloads per episode or per day (IAB-style, deduplicated by IP + user agent over 24h).",
        {
            "showId": s(),
            "from": s(format="date"),
            "to": s(format="date"),
            "groupBy": e(["episode", "day", "app", "country"], default="day"),
        },
        ["showId", "from", "to"],
        ann=RO,
    ),
    tool(
        "managePrivateSubscribers",
        _POD_PRIVATE,
        {
            "showId": s(),
            "action": e(["list", "add", "remove"]),
            "email": s("Subscriber e-mail; required for add/remove", format="email"),
        },
        ["showId", "action"],
    ),
    tool(
        "listPayouts",
        _POD_PAYOUTS,
        {"status": e(["pending", "paid", "failed", "all"], default="all"), "limit": i(default=20)},
        ann=RO,
        out=obj(
            {
                "payouts": arr(
                    obj(
                        {
                            "id": s(),
                            "amount": num(),
                            "currency": s(),
                            "status": s(),
                            "bankLast4": s(),
                            "paidAt": s(format="date-time"),
                        }
                    )
                )
            },
            ["payouts"],
        ),
    ),
    tool(
        "deleteEpisode",
        "Delete an episode and its audio file permanently. Only drafts and unpublished episodes can be deleted; "
        "ask the user to confirm by title first.",
        {"episodeId": s(), "confirmTitle": s("Must match the episode title exactly")},
        ["episodeId", "confirmTitle"],
        ann=DEL,
    ),
]

_FLEET_IMMOB = """\
Send a remote immobilizer command to a vehicle's telematics unit.

**Safety rules enforced by the unit:** the engine is only disabled once the vehicle is stationary with ignition
off; a moving vehicle is never stopped. Still:

- Only use this when the user reports the vehicle stolen or unaccounted for, and confirm the plate number with them.
- The command is logged in the audit log with the user's name.
- `action: "release"` re-enables the engine.

If the unit is offline the command is queued for 24h. Tell the user it is queued; do not resend.
"""

_FLEET_HOOK = """\
Subscribe a webhook URL to fleet alerts (speeding, harsh braking, geofence exit, low battery, DTC codes).

The endpoint must be HTTPS and respond 2xx within 5 s. Each delivery is signed with an HMAC-SHA256 header
`X-Fleet-Signature` using the signing secret returned **once** by this call. Show the secret to the user so they can
store it in their receiver; it cannot be retrieved again (rotate instead).

```yaml
events: [geofence.exit, speeding]
url: https://ops.example.com/hooks/fleet
```
"""

FLEET = [
    tool(
        "vehicles-list",
        "List vehicles with plate, model, assigned driver and last-seen time.",
        {"group": s(), "status": e(["active", "in_workshop", "retired", "all"], default="active")},
        ann=RO,
    ),
    tool(
        "vehicle-location",
        "Last known GPS position, speed and ignition state for a vehicle.",
        {"vehicleId": s()},
        ["vehicleId"],
        ann=RO,
    ),
    tool(
        "trips-history",
        "Trips for a vehicle or driver in a time range, with distance, duration and idle time. Private-use trips "
        "(driver toggled privacy mode) are returned without route points, as agreed with the works council.",
        {"vehicleId": s(), "driverId": s(), "from": s(format="date-time"), "to": s(format="date-time")},
        ["from", "to"],
        ann=RO,
        title="Trip history",
    ),
    tool(
        "driver-assign",
        "Assign a driver to a vehicle from now on. Unassigns the previous driver.",
        {"vehicleId": s(), "driverId": s()},
        ["vehicleId", "driverId"],
        ann=WR,
    ),
    tool(
        "geofence-create",
        "Create a circular or polygon geofence.",
        {
            "name": s(),
            "shape": {
                "oneOf": [
                    obj({"type": {"const": "circle"}, "lat": num(), "lng": num(), "radius_m": num()}, strict=True),
                    obj({"type": {"const": "polygon"}, "points": arr(arr(num(), minItems=2, maxItems=2))}, strict=True),
                ]
            },
        },
        ["name", "shape"],
    ),
    tool(
        "alerts-webhook-subscribe",
        _FLEET_HOOK,
        {"url": s(format="uri"), "events": arr(s(), minItems=1), "description": s()},
        ["url", "events"],
    ),
    tool(
        "immobilizer-command",
        _FLEET_IMMOB,
        {"vehicleId": s(), "action": e(["immobilize", "release"]), "confirmPlate": s("Plate as read back by the user")},
        ["vehicleId", "action", "confirmPlate"],
        ann=hints(read=False, destructive=True, idempotent=True, open_world=True, title="Immobilizer"),
    ),
    tool(
        "maintenance-schedule",
        "Create a workshop appointment for a vehicle (service, tyres, inspection).",
        {
            "vehicleId": s(),
            "kind": e(["service", "tyres", "inspection", "repair"]),
            "date": s(format="date"),
            "workshopId": s(),
        },
        ["vehicleId", "kind", "date"],
    ),
    tool(
        "fuelcard-transactions",
        "Fuel card transactions with litres, price and station. Card numbers are masked. Flags transactions where "
        "the card was used more than 2 km from the assigned vehicle.",
        {"from": s(format="date"), "to": s(format="date"), "onlyFlagged": b(default=False)},
        ["from", "to"],
        ann=RO,
    ),
    tool(
        "trips-export",
        "Export trips as CSV for mileage claims or tax. Returns a download link valid for 1 hour.",
        {
            "from": s(format="date"),
            "to": s(format="date"),
            "driverId": s(),
            "format": e(["csv", "xlsx"], default="csv"),
        },
        ["from", "to"],
        ann=RO,
    ),
]

_TT_SWAP = """\
Swap two lessons in the draft timetable.

The solver checks teacher, room and class clashes. On a clash it answers with the conflicting lessons; show them to
the user and let them choose. Do not try alternative swaps on your own, because each try creates a revision.

Changes only reach students and parents after `publish_timetable`.
"""

_TT_PUBLISH = """\
Publish the current draft as the live timetable.

Publishing notifies every affected student, parent and teacher by app push and e-mail. Warning: this is visible to
the whole school. Show the user `summary` from `diff_draft` first and get an explicit go-ahead. Use
`notify: false` for silent corrections of typos in room names.
"""

TIMETABLE = [
    tool(
        "get_class_timetable",
        "Timetable for a class (e.g. 7B) for a week.",
        {"class_code": s(), "week_of": s(format="date"), "version": e(["live", "draft"], default="live")},
        ["class_code"],
        ann=RO,
    ),
    tool(
        "get_teacher_timetable",
        "Timetable for a teacher by staff code.",
        {"staff_code": s(), "week_of": s(format="date")},
        ["staff_code"],
        ann=RO,
    ),
    tool(
        "find_free_room",
        "Rooms free in a period, optionally with required equipment.",
        {
            "day": e(["mon", "tue", "wed", "thu", "fri"]),
            "period": i(minimum=1, maximum=10),
            "needs": arr(e(["projector", "lab", "computers", "gym", "music"])),
            "min_seats": i(),
        },
        ["day", "period"],
        ann=RO,
    ),
    tool("swap_lessons", _TT_SWAP, {"lesson_a": s(), "lesson_b": s()}, ["lesson_a", "lesson_b"]),
    tool(
        "assign_cover",
        "Assign a cover teacher for an absent colleague's lesson. Suggests teachers with a free period if "
        "`cover_staff_code` is omitted; it does not assign until a code is given.",
        {"lesson_id": s(), "date": s(format="date"), "cover_staff_code": s()},
        ["lesson_id", "date"],
    ),
    tool(
        "diff_draft",
        "Summarise differences between draft and live timetable.",
        {},
        ann=RO,
        out=obj({"summary": s(), "changed_lessons": i(), "affected_classes": arr(s())}),
    ),
    tool(
        "publish_timetable",
        _TT_PUBLISH,
        {"notify": b(default=True), "message": s("Optional note shown in the notification")},
        ann=hints(read=False, destructive=False, idempotent=False, title="Publish timetable"),
    ),
    tool(
        "set_exam_period",
        "Block a date range for exams; normal lessons in that range are suspended in the draft.",
        {"from": s(format="date"), "to": s(format="date"), "year_groups": arr(i(minimum=5, maximum=13))},
        ["from", "to", "year_groups"],
    ),
    tool(
        "export_timetable_ics",
        "Export a class or teacher timetable as an iCalendar subscription URL. The URL is unguessable but not "
        "private; anyone who has it can see the timetable. It contains no student names.",
        {"class_code": s(), "staff_code": s()},
        ann=RO,
    ),
    tool(
        "revert_draft",
        "Discard all unpublished draft changes and start again from the live timetable. Cannot be undone; confirm "
        "with the user.",
        {"confirm": b(default=False)},
        ["confirm"],
        ann=DEL,
    ),
]

SERVERS = {"b11-podcast": PODCAST, "b11-fleet": FLEET, "b11-timetable": TIMETABLE}
