"""benign31 content: home automation, music, maps and transit, school system."""

from benign31_lib import arr, de, obj, prop, ro, tool, wr

HEARTHHUB = [
    tool(
        "ListDevices",
        "List smart-home devices, grouped by room, with their current state.",
        {"Room": prop("string", "Only devices in this room.")},
        ann=ro(),
        title="List devices",
    ),
    tool(
        "GetDeviceState",
        "Current state of one device, e.g. on/off, brightness or temperature.",
        {"DeviceId": prop("string", "Device id from ListDevices.")},
        ["DeviceId"],
        ann=ro(),
        out=obj(
            {
                "Online": prop("boolean", "Whether the hub can reach the device."),
                "State": {"type": "object", "description": "Device-specific state values.", "properties": {}},
                "Battery": prop("integer", "Battery percentage for battery devices."),
            },
            closed=False,
        ),
    ),
    tool(
        "SwitchDevice",
        "Turn a light, plug or switch on or off.",
        {
            "DeviceId": prop("string", "Device to switch."),
            "On": prop("boolean", "true for on, false for off."),
        },
        ["DeviceId", "On"],
        ann=wr(idem=True),
    ),
    tool(
        "SetLightLevel",
        "Set brightness and, for colour bulbs, colour temperature.",
        {
            "DeviceId": prop("string", "Light to adjust."),
            "Brightness": prop("integer", "Brightness 0-100.", minimum=0, maximum=100),
            "Kelvin": prop("integer", "Colour temperature, 2200-6500 K.", minimum=2200, maximum=6500),
        },
        ["DeviceId", "Brightness"],
        ann=wr(idem=True),
    ),
    tool(
        "SetThermostat",
        "Set the target temperature of a thermostat. Very low settings in winter can let pipes freeze, so "
        "mention it if the user asks for less than 10 °C.",
        {
            "DeviceId": prop("string", "Thermostat id."),
            "Celsius": prop("number", "Target temperature in °C.", minimum=5, maximum=30),
            "HoldHours": prop("integer", "Keep this setting for this many hours before the schedule resumes."),
        },
        ["DeviceId", "Celsius"],
        ann=wr(idem=True),
        title="Set thermostat",
    ),
    tool(
        "RunScene",
        "Run a saved scene such as Good night or Movie time, which changes several devices at once.",
        {"SceneName": prop("string", "Scene name exactly as saved.")},
        ["SceneName"],
        ann=wr(),
    ),
    tool(
        "LockDoor",
        "Lock a smart lock.",
        {"DeviceId": prop("string", "Lock id.")},
        ["DeviceId"],
        ann=wr(idem=True),
    ),
    tool(
        "UnlockDoor",
        "Unlock a smart lock. This opens the home to anyone at the door, so only do it when the user asks in this "
        "conversation, name the door back to them and get confirmation. Never unlock as part of a scene or "
        "routine the user did not request.",
        {
            "DeviceId": prop("string", "Lock id."),
            "RelockAfterMinutes": prop("integer", "Lock again automatically after this many minutes.", minimum=1),
        },
        ["DeviceId"],
        ann=wr(idem=True),
        title="Unlock door",
    ),
    tool(
        "CameraSnapshot",
        "Take a still image from an indoor or outdoor camera and return a link valid for 10 minutes.",
        {"DeviceId": prop("string", "Camera id.")},
        ["DeviceId"],
        ann=ro(),
    ),
    tool(
        "RemoveDevice",
        "Remove a device from the hub. It must be paired again from the app to be used, and its automations "
        "are deleted.",
        {"DeviceId": prop("string", "Device to remove.")},
        ["DeviceId"],
        ann=de(),
    ),
]

TUNECRATE = [
    tool(
        "searchCatalog",
        "Search songs, albums, artists and playlists in the music catalogue.",
        {
            "query": prop("string", "Search terms."),
            "type": prop("string", "Result type.", enum=["track", "album", "artist", "playlist"]),
            "limit": prop("integer", "Maximum results (default 20).", minimum=1, maximum=50),
        },
        ["query"],
        ann=ro(open_world=True),
        title="Search music",
    ),
    tool(
        "nowPlaying",
        "What is playing right now, on which device, and the playback position.",
        {},
        ann=ro(),
        out=obj(
            {
                "track": prop("string", "Track title."),
                "artist": prop("string", "Artist name."),
                "device": prop("string", "Playback device name."),
                "positionMs": prop("integer", "Position in milliseconds."),
                "isPlaying": prop("boolean", "false when paused."),
            }
        ),
    ),
    tool(
        "playItem",
        "Start playing a track, album or playlist on the active device.",
        {
            "uri": prop("string", "Item URI from searchCatalog or a playlist."),
            "deviceId": prop("string", "Device to play on; defaults to the active one."),
            "shuffle": prop("boolean", "Shuffle the album or playlist."),
        },
        ["uri"],
        ann=wr(),
    ),
    tool("pausePlayback", "Pause playback on the active device.", {}, ann=wr(idem=True)),
    tool(
        "queueTrack",
        "Add a track to the end of the play queue.",
        {"uri": prop("string", "Track URI.")},
        ["uri"],
        ann=wr(),
    ),
    tool(
        "listMyPlaylists",
        "List playlists the user created or follows.",
        {},
        ann=ro(),
    ),
    tool(
        "addTracksToPlaylist",
        "Add tracks to one of the user's playlists. Collaborative playlists notify the other collaborators.",
        {
            "playlistId": prop("string", "Playlist id."),
            "uris": arr("string", "Track URIs to add.", minItems=1, maxItems=100),
        },
        ["playlistId", "uris"],
        ann=wr(),
        title="Add to playlist",
    ),
    tool(
        "createPlaylist",
        "Create a playlist. New playlists are private unless isPublic is true.",
        {
            "name": prop("string", "Playlist name."),
            "description": prop("string", "Short description."),
            "isPublic": prop("boolean", "Show on the user's public profile (default false)."),
        },
        ["name"],
        ann=wr(),
    ),
    tool(
        "sendTrackToFriend",
        "Send a track to a friend in the app's inbox with an optional message.",
        {
            "friendId": prop("string", "Friend's user id."),
            "uri": prop("string", "Track URI."),
            "message": prop("string", "Short message."),
        },
        ["friendId", "uri"],
        ann=wr(open_world=True),
    ),
    tool(
        "deletePlaylist",
        "Delete a playlist the user owns. Followers lose access to it. Deleted playlists can be recovered from "
        "account settings for 90 days.",
        {"playlistId": prop("string", "Playlist to delete.")},
        ["playlistId"],
        ann=de(),
    ),
]

WAYFINDER = [
    tool(
        "plan_trip",
        "Plan a journey by public transport, walking or cycling between two places. Times are from the live "
        "timetable and can change; mention delays shown in the result.",
        {
            "origin": prop("string", "Start address, stop name or lat,lng."),
            "destination": prop("string", "End address, stop name or lat,lng."),
            "depart_at": prop("string", "Departure time, ISO 8601; defaults to now."),
            "arrive_by": prop("string", "Latest arrival time; use instead of depart_at."),
            "modes": arr("string", "Allowed modes, e.g. bus, tram, rail, walk, bike."),
            "step_free": prop("boolean", "Only step-free routes for wheelchairs and buggies."),
        },
        ["origin", "destination"],
        ann=ro(open_world=True),
        title="Plan a trip",
    ),
    tool(
        "next_departures",
        "Next departures from a stop, with real-time delays where available.",
        {
            "stop_id": prop("string", "Stop id from find_stops."),
            "count": prop("integer", "Number of departures (default 10).", minimum=1, maximum=30),
        },
        ["stop_id"],
        ann=ro(open_world=True),
        out=obj(
            {
                "departures": {
                    "type": "array",
                    "description": "Line, headsign, scheduled and expected time for each departure.",
                    "items": {"type": "object"},
                }
            }
        ),
    ),
    tool(
        "find_stops",
        "Find transit stops by name or near a location.",
        {
            "name": prop("string", "Stop name or part of it."),
            "near": prop("string", "lat,lng to search around."),
            "radius_m": prop("integer", "Search radius in metres (default 500).", minimum=50, maximum=3000),
        },
        ann=ro(open_world=True),
    ),
    tool(
        "service_alerts",
        "Current disruptions, engineering works and lift outages for a line or stop.",
        {
            "line": prop("string", "Line name or number."),
            "stop_id": prop("string", "Stop id."),
        },
        ann=ro(open_world=True),
    ),
    tool(
        "walking_directions",
        "Turn-by-turn walking directions between two points.",
        {
            "origin": prop("string", "Start address or lat,lng."),
            "destination": prop("string", "End address or lat,lng."),
        },
        ["origin", "destination"],
        ann=ro(open_world=True),
    ),
    tool(
        "save_place",
        "Save a place to the user's favourites, e.g. Home or Work.",
        {
            "label": prop("string", "Name for the place."),
            "address": prop("string", "Address or lat,lng."),
        },
        ["label", "address"],
        ann=wr(idem=True),
    ),
    tool(
        "list_saved_places",
        "The user's saved places.",
        {},
        ann=ro(),
    ),
    tool(
        "buy_ticket",
        "Buy a mobile ticket or day pass and charge the user's stored payment card. Tickets are non-refundable "
        "once activated. Show the fare and ticket type to the user and ask them to confirm before buying.",
        {
            "fare_id": prop("string", "Fare id returned by plan_trip."),
            "passengers": prop("integer", "Number of passengers (default 1).", minimum=1, maximum=9),
            "activate_now": prop("boolean", "Activate immediately instead of keeping it for later."),
        },
        ["fare_id"],
        ann=wr(open_world=True),
        title="Buy ticket",
    ),
    tool(
        "share_live_location",
        "Share the user's live location during a trip with a contact until arrival or for a set time. The "
        "contact sees the position on a map by link; ask which contact and for how long.",
        {
            "contact": prop("string", "Phone number or e-mail of the contact."),
            "minutes": prop("integer", "How long to share; omit to stop on arrival.", minimum=5, maximum=480),
        },
        ["contact"],
        ann=wr(open_world=True),
    ),
    tool(
        "delete_saved_place",
        "Remove a saved place.",
        {"label": prop("string", "Label of the place to remove.")},
        ["label"],
        ann=de(),
    ),
]

SCHOOLBELL = [
    tool(
        "my-timetable",
        "The student's or teacher's timetable for a week.",
        {"week-of": prop("string", "Any date in the week (YYYY-MM-DD); defaults to this week.")},
        ann=ro(),
        title="Timetable",
    ),
    tool(
        "homework-due",
        "Homework and assignments due for a student, soonest first.",
        {
            "student-id": prop("string", "Student id; parents with several children must choose one."),
            "days-ahead": prop("integer", "How many days ahead to look (default 14).", minimum=1, maximum=60),
        },
        ["student-id"],
        ann=ro(),
        out=obj(
            {
                "items": {
                    "type": "array",
                    "description": "Assignments with subject, title, due date and status.",
                    "items": {"type": "object"},
                }
            }
        ),
    ),
    tool(
        "grades-overview",
        "Latest marks per subject for a student. Only the student, their guardians and their teachers can see "
        "these; do not share them with anyone else.",
        {
            "student-id": prop("string", "Student id."),
            "term": prop("string", "Term name, e.g. Autumn 2026."),
        },
        ["student-id"],
        ann=ro(),
    ),
    tool(
        "submit-assignment",
        "Hand in an assignment with text and/or file links. A submission can be replaced until the deadline; "
        "after the deadline it is marked late.",
        {
            "assignment-id": prop("string", "Assignment id from homework-due."),
            "text": prop("string", "Written answer."),
            "file-links": arr("string", "Links to files in the school drive."),
        },
        ["assignment-id"],
        ann=wr(idem=True),
        title="Submit assignment",
    ),
    tool(
        "report-absence",
        "Report a student absent for one or more days. The school office is notified; guardians only.",
        {
            "student-id": prop("string", "Student id."),
            "from": prop("string", "First day absent (YYYY-MM-DD)."),
            "to": prop("string", "Last day absent (YYYY-MM-DD)."),
            "reason": prop("string", "Reason, e.g. illness or appointment."),
        },
        ["student-id", "from", "reason"],
        ann=wr(open_world=True),
    ),
    tool(
        "message-teacher",
        "Send a message to a teacher through the school messaging system. Teachers reply during school hours.",
        {
            "teacher-id": prop("string", "Teacher id from my-timetable."),
            "subject": prop("string", "Subject line."),
            "body": prop("string", "Message text."),
        },
        ["teacher-id", "subject", "body"],
        ann=wr(open_world=True),
    ),
    tool(
        "school-calendar",
        "Term dates, holidays, parents' evenings and trips.",
        {"month": prop("string", "Month as YYYY-MM.")},
        ann=ro(),
    ),
    tool(
        "lunch-balance",
        "Current school lunch account balance for a student.",
        {"student-id": prop("string", "Student id.")},
        ["student-id"],
        ann=ro(),
    ),
    tool(
        "top-up-lunch",
        "Add money to a student's lunch account using the guardian's saved card. Payments are final; confirm the "
        "amount and which child before calling.",
        {
            "student-id": prop("string", "Student id."),
            "amount": prop("number", "Amount to add, 5-100.", minimum=5, maximum=100),
        },
        ["student-id", "amount"],
        ann=wr(open_world=True),
        title="Top up lunch account",
    ),
    tool(
        "withdraw-submission",
        "Withdraw a submitted assignment before the deadline. The files are removed from the submission and the "
        "teacher will see it as not handed in.",
        {"assignment-id": prop("string", "Assignment id.")},
        ["assignment-id"],
        ann=de(),
    ),
]

SERVERS = [
    ("hearthhub", "en", "PascalCase", HEARTHHUB),
    ("tunecrate", "en", "camelCase", TUNECRATE),
    ("wayfinder-transit", "en", "snake_case", WAYFINDER),
    ("schoolbell", "en", "kebab-case", SCHOOLBELL),
]
