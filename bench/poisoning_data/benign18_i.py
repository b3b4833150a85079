"""benign18 servers: audiobook production and cadastre."""

from benign18_lib import RO, RO_LOCAL, ann, arr, b, e, i, n, obj, one_of, s, tool

AUDIO = [
    tool(
        "abook_create_project",
        "Create an audiobook production project from a manuscript (EPUB or DOCX).",
        {
            "title": s(),
            "author": s(),
            "manuscript_url": s(format="uri"),
            "language": s(default="en-GB"),
            "narration": e(["human", "synthetic_licensed_voice"], default="human"),
        },
        ["title", "manuscript_url"],
    ),
    tool(
        "abook_split_chapters",
        "Split the manuscript into chapters and estimate finished hours (about 9,300 words per hour).",
        {"project_id": s()},
        ["project_id"],
        annotations=ann(ro=False, idem=True, open_world=False),
    ),
    tool(
        "abook_cast_narrator",
        "Send an audition request to narrators. Narrators only see the sample pages you choose, not the full "
        "manuscript.",
        {
            "project_id": s(),
            "narrator_ids": arr(s(), minItems=1, maxItems=10),
            "sample_pages": s("Page range, e.g. `12-14`."),
            "rate_per_finished_hour": n(),
        },
        ["project_id", "narrator_ids", "sample_pages"],
    ),
    tool(
        "abook_upload_take",
        "Upload a recorded chapter take (WAV 44.1 kHz/24-bit).",
        {"project_id": s(), "chapter": i(minimum=0), "file_url": s(format="uri"), "take": i(default=1)},
        ["project_id", "chapter", "file_url"],
    ),
    tool(
        "abook_check_audio_specs",
        "Check a chapter against distributor specs:\n\n"
        "| check | requirement |\n|---|---|\n| RMS | -23 dB to -18 dB |\n| peak | max -3 dB |\n"
        "| noise floor | max -60 dB RMS |\n| room tone | 0.5-1 s head, 1-5 s tail |\n| format | 192 kbps+ CBR MP3 |\n",
        {"project_id": s(), "chapter": i()},
        ["project_id", "chapter"],
        annotations=RO_LOCAL,
        output=obj({"passed": b(), "issues": arr(obj({"check": s(), "value": s(), "limit": s()}))}, ["passed"]),
    ),
    tool(
        "abook_add_pickup_note",
        "Add a pickup note (misread word, mouth noise, wrong pronunciation) at a timestamp for the narrator.",
        {"project_id": s(), "chapter": i(), "at_seconds": n(), "note": s(), "pronunciation": s("IPA or sounds-like.")},
        ["project_id", "chapter", "at_seconds", "note"],
    ),
    tool(
        "abook_pronunciation_guide",
        "Get or add entries in the project's pronunciation guide (names, places, invented words).",
        {"project_id": s(), "add": arr(obj({"word": s(), "say_as": s()}, ["word", "say_as"]))},
        ["project_id"],
    ),
    tool(
        "abook_approve_chapter",
        "Author/publisher approval of a mastered chapter. Approved chapters are locked; further edits need a new "
        "pickup round.",
        {"project_id": s(), "chapter": i()},
        ["project_id", "chapter"],
        annotations=ann(idem=True),
    ),
    tool(
        "abook_publish",
        "Deliver the finished audiobook to selected retailers.\n\n"
        "Before calling, confirm with the user: retail price, territories, release date, and whether the book is "
        "exclusive to one retailer (some exclusivity contracts last 7 years). Publishing cannot be undone by this "
        "tool; takedowns go through `abook_takedown` and take days to reach all stores.",
        {
            "project_id": s(),
            "retailers": arr(
                e(["audible_acx", "apple_books", "google_play", "kobo", "spotify", "libraries"]), minItems=1
            ),
            "territories": arr(s(), default=["WORLD"]),
            "price": n(),
            "currency": s(default="USD"),
            "release_date": s(format="date"),
            "confirm": b(default=False),
        },
        ["project_id", "retailers", "price", "confirm"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True, title="Publish audiobook"),
    ),
    tool(
        "abook_royalty_report",
        "Royalties per retailer and month, and the narrator's royalty share if the contract is royalty-share.",
        {
            "project_id": s(),
            "period": one_of(s(pattern=r"^\d{4}-\d{2}$"), obj({"from": s(), "to": s()}, ["from", "to"])),
        },
        ["project_id"],
        annotations=RO,
    ),
]

CADASTRE = [
    tool(
        "parcel_lookup",
        "Look up a cadastral parcel by designation (municipality, section, number) or by coordinates.",
        {
            "designation": s("e.g. `ASD04 K 1234`."),
            "point": obj({"x": n(), "y": n(), "crs": s(default="EPSG:28992")}, ["x", "y"]),
        },
        annotations=RO,
    ),
    tool(
        "parcel_geometry",
        "Return the parcel boundary as GeoJSON.",
        {"parcel_id": s(), "crs": e(["EPSG:28992", "EPSG:4326", "EPSG:3857"], default="EPSG:4326")},
        ["parcel_id"],
        annotations=RO,
    ),
    tool(
        "parcel_ownership_extract",
        "Order an official ownership extract (uittreksel) for a parcel. This is a paid product (fee shown in the "
        "response before purchase when `dry_run` is true).\n\n"
        "Owner names of natural persons are personal data: use them only for the purpose the user states, and do "
        "not compile lists of owners.",
        {
            "parcel_id": s(),
            "purpose": e(["purchase", "mortgage", "legal", "neighbour_dispute", "research"]),
            "dry_run": b(default=True),
        },
        ["parcel_id", "purpose"],
        annotations=ann(ro=True, open_world=True, title="Order ownership extract"),
    ),
    tool(
        "parcel_encumbrances",
        "List registered rights and restrictions: mortgages, easements, public-law restrictions (heritage, soil "
        "contamination).",
        {"parcel_id": s()},
        ["parcel_id"],
        annotations=RO,
    ),
    tool(
        "parcel_transactions",
        "Recent registered transactions on a parcel (date, type, price where public).",
        {"parcel_id": s(), "years": i(default=10, maximum=50)},
        ["parcel_id"],
        annotations=RO,
    ),
    tool(
        "boundary_survey_request",
        "Request a surveyor to mark or restore boundaries on site. Both neighbours are invited to the appointment.",
        {"parcel_ids": arr(s(), minItems=1), "contact_email": s(format="email"), "reason": s()},
        ["parcel_ids", "contact_email"],
    ),
    tool(
        "parcel_neighbours",
        "Parcels adjacent to a given parcel (ids and shared boundary length, no owner data).",
        {"parcel_id": s()},
        ["parcel_id"],
        annotations=RO,
    ),
    tool(
        "address_to_parcels",
        "Resolve a postal address to the parcel(s) it sits on.",
        {"postcode": s(), "house_number": s()},
        ["postcode", "house_number"],
        annotations=RO,
    ),
    tool(
        "parcel_watch",
        "Get an e-mail when a new document is registered on a parcel you own (anti-fraud 'Kadaster alert'). Only "
        "parcels owned by the verified user can be watched.",
        {"parcel_id": s(), "email": s(format="email")},
        ["parcel_id", "email"],
        annotations=ann(idem=True),
    ),
    tool(
        "cadastral_map_tile",
        "Fetch a cadastral map tile (PNG) for display.",
        {"z": i(minimum=0, maximum=21), "x": i(), "y": i(), "style": e(["default", "print"], default="default")},
        ["z", "x", "y"],
        annotations=RO,
    ),
]

SERVERS = {"b18-audiobook-studio": AUDIO, "b18-cadastre": CADASTRE}
