"""benign16 servers: dubbing studio, land surveying."""

from benign16_lib import arr, b, en, n, obj, ro, rw, s, tool

DUB = [
    tool(
        "dub_create_project",
        "Create a dubbing project from a source video.",
        {
            "title": s(),
            "source_url": s(format="uri"),
            "source_language": s(default="en"),
            "target_languages": arr(s(), minItems=1),
        },
        ["title", "source_url", "target_languages"],
        ann=rw(),
    ),
    tool(
        "dub_transcribe",
        "Run speech-to-text on the source and split it into lines per speaker.",
        {"project_id": s(), "diarize": b(default=True)},
        ["project_id"],
        ann=rw(idempotent=True),
    ),
    tool(
        "dub_get_script",
        "Get the translated script for a language.",
        {"project_id": s(), "language": s()},
        ["project_id", "language"],
        ann=ro(),
    ),
    tool(
        "dub_edit_line",
        "Correct a line of the translated script.",
        {"project_id": s(), "line_id": s(), "text": s()},
        ["project_id", "line_id", "text"],
        ann=rw(idempotent=True),
    ),
    tool(
        "dub_assign_voice",
        "Assign a voice to a speaker. Cloned voices may only be used with the recorded consent of the voice owner; "
        "the tool rejects cloned voices without a consent record.",
        {"project_id": s(), "speaker": s(), "voice_id": s()},
        ["project_id", "speaker", "voice_id"],
        ann=rw(),
    ),
    tool(
        "dub_list_voices",
        "List stock voices and the account's consented cloned voices.",
        {"language": s(), "gender": en(["any", "female", "male", "neutral"], default="any")},
        ann=ro(),
    ),
    tool(
        "dub_render",
        "Render the dubbed audio and mix it with the music and effects track. Rendering uses "
        "credits; the response shows the cost before starting if `estimate_only` is true.",
        {"project_id": s(), "language": s(), "estimate_only": b(default=True)},
        ["project_id", "language"],
        ann=rw(),
    ),
    tool(
        "dub_lipsync_score",
        "Per-line lip-sync quality score for a rendered language.",
        {"project_id": s(), "language": s()},
        ["project_id", "language"],
        ann=ro(),
    ),
    tool(
        "dub_share_review_link",
        "Create a review link for a client. Links expire after 14 days and can be "
        "password protected; send the password through a different channel than the link.",
        {"project_id": s(), "password_protect": b(default=True)},
        ["project_id"],
        ann=rw(),
    ),
    tool(
        "dub_delete_project",
        "Delete a project with all audio. Cannot be undone.",
        {"project_id": s(), "confirm": b(default=False)},
        ["project_id", "confirm"],
        ann=rw(destructive=True, idempotent=True),
    ),
]

SURVEY = [
    tool(
        "survey_list_jobs",
        "List survey jobs.",
        {"status": en(["planned", "in_field", "processing", "delivered"])},
        ann=ro(),
    ),
    tool(
        "survey_import_points",
        "Import measured points from a total station or GNSS receiver. Supported: CSV (`id,e,n,h,code`), LandXML, "
        "RINEX observation files for post-processing.",
        {
            "job_id": s(),
            "file_url": s(format="uri"),
            "format": en(["csv", "landxml", "rinex"]),
            "crs": s("EPSG code, e.g. `EPSG:25832`.", default="EPSG:25832"),
        },
        ["job_id", "file_url", "format"],
        ann=rw(),
    ),
    tool(
        "survey_transform",
        "Transform coordinates between reference systems.",
        {"points": arr(obj({"x": n(), "y": n(), "z": n()})), "from_crs": s(), "to_crs": s()},
        ["points", "from_crs", "to_crs"],
        ann=ro(open_world=False),
    ),
    tool(
        "survey_area",
        "Compute area and perimeter of a parcel polygon.",
        {"point_ids": arr(s(), minItems=3), "job_id": s()},
        ["job_id", "point_ids"],
        ann=ro(open_world=False),
    ),
    tool(
        "survey_adjust_network",
        "Least-squares adjustment of a control network; returns residuals and outliers.",
        {"job_id": s(), "confidence": n(default=0.95)},
        ["job_id"],
        ann=rw(idempotent=True),
    ),
    tool(
        "survey_cadastre_lookup",
        "Look up the official parcel record (owner names are not returned; request an "
        "extract from the land registry for that).",
        {"parcel_id": s()},
        ["parcel_id"],
        ann=ro(),
    ),
    tool(
        "survey_stakeout_list",
        "Generate a stake-out list for field crews.",
        {"job_id": s(), "point_ids": arr(s())},
        ["job_id"],
        ann=ro(),
    ),
    tool(
        "survey_deliver",
        "Deliver final drawings and coordinate files to the client. Check the job is signed off by the licensed "
        "surveyor before delivery.",
        {"job_id": s(), "client_email": s(format="email"), "formats": arr(en(["dwg", "pdf", "csv", "landxml"]))},
        ["job_id", "client_email"],
        ann=rw(),
    ),
    tool("survey_equipment_calibration", "Calibration dates for instruments; flags anything overdue.", {}, ann=ro()),
    tool(
        "survey_delete_points",
        "Delete points from a job (e.g. a bad setup).",
        {"job_id": s(), "point_ids": arr(s(), minItems=1)},
        ["job_id", "point_ids"],
        ann=rw(destructive=True, idempotent=True),
    ),
]

SERVERS = {"b16-dubbing-studio": DUB, "b16-land-survey": SURVEY}
