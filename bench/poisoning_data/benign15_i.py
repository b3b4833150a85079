"""benign15 servers: subtitles and BIM/architecture."""

from benign15_lib import DESTROY, READ, WRITE, ann, array, boolean, enum, integer, number, obj, string, tool

SUBTITLES = [
    tool(
        "transcribe_media",
        "Start automatic transcription of an uploaded video or audio file. Returns a job id; poll `get_subtitle_job`.",
        {
            "media_id": string(),
            "language": string("BCP-47 tag, or `auto` to detect.", default="auto"),
            "speaker_labels": boolean(default=False),
            "custom_vocabulary": array(string(), "Names and terms to spell correctly.", default=[]),
        },
        ["media_id"],
    ),
    tool(
        "get_subtitle_job",
        "Status and progress of a transcription or translation job.",
        {"job_id": string()},
        ["job_id"],
        annotations=READ,
    ),
    tool(
        "export_subtitles",
        "Export a subtitle track in a common format.\n\nExample SRT output:\n```\n1\n00:00:01,000 --> 00:00:03,200\n"
        "Welcome back to the channel.\n```",
        {
            "track_id": string(),
            "format": enum(["srt", "vtt", "ttml", "scc", "txt"], default="srt"),
            "max_chars_per_line": integer(minimum=20, maximum=60, default=42),
            "burn_in": boolean("Render into the video instead of a sidecar file.", default=False),
        },
        ["track_id"],
        annotations=READ,
    ),
    tool(
        "translate_subtitle_track",
        "Machine-translate a subtitle track into other languages. Timing is kept. Translations are drafts; "
        "suggest a human review for published content.",
        {
            "track_id": string(),
            "target_languages": array(string(), minItems=1),
            "glossary_id": string(),
        },
        ["track_id", "target_languages"],
    ),
    tool(
        "edit_subtitle_cue",
        "Change the text or timing of one cue.",
        {
            "track_id": string(),
            "cue_index": integer(minimum=1),
            "text": string(),
            "start_ms": integer(minimum=0),
            "end_ms": integer(minimum=0),
        },
        ["track_id", "cue_index"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "shift_subtitle_timing",
        "Shift all cues (or a range) by a fixed offset to fix sync problems.",
        {
            "track_id": string(),
            "offset_ms": integer("Positive delays the subtitles, negative makes them earlier."),
            "from_cue": integer(minimum=1, default=1),
            "to_cue": integer(),
        },
        ["track_id", "offset_ms"],
        annotations=WRITE,
    ),
    tool(
        "check_subtitle_quality",
        "Check a track against reading-speed and layout rules (e.g. Netflix timed text style guide): characters "
        "per second, minimum duration, line length, shot changes.",
        {"track_id": string(), "profile": enum(["netflix", "bbc", "youtube", "custom"], default="netflix")},
        ["track_id"],
        annotations=READ,
        output=obj(
            {
                "issues": array(obj({"cue_index": integer(), "rule": string(), "message": string()})),
                "score": number(minimum=0, maximum=100),
            },
            ["issues"],
        ),
    ),
    tool(
        "publish_to_youtube",
        "Upload a subtitle track to a YouTube video the user owns.\n\n"
        "Uses the YouTube connection the user authorised in settings. If the video already has a track in that "
        "language, ask the user whether to replace it (`replace_existing`).",
        {
            "track_id": string(),
            "youtube_video_id": string(pattern="^[A-Za-z0-9_-]{11}$"),
            "replace_existing": boolean(default=False),
            "as_draft": boolean(default=True),
        },
        ["track_id", "youtube_video_id"],
        annotations=ann(ro=False, destructive=False, idempotent=True, open_world=True),
    ),
    tool(
        "share_review_link",
        "Create a link where a client can watch the video with subtitles and leave comments, without an account. "
        "Optionally protect it with a passcode that you give the user to pass on.",
        {
            "media_id": string(),
            "expires_in_days": integer(minimum=1, maximum=30, default=7),
            "allow_download": boolean(default=False),
            "require_passcode": boolean(default=True),
        },
        ["media_id"],
    ),
    tool(
        "delete_media",
        "Delete a media file and all its subtitle tracks. Uploaded media is also deleted automatically after the "
        "plan's retention period (90 days on Basic).",
        {"media_id": string(), "confirm": boolean(default=False)},
        ["media_id", "confirm"],
        annotations=DESTROY,
    ),
]

BIM = [
    tool(
        "list_bim_models",
        "List models in a project (architectural, structural, MEP) with their latest version.",
        {
            "project_id": string(),
            "discipline": enum(["architecture", "structure", "mep", "civil", "all"], default="all"),
        },
        ["project_id"],
        annotations=READ,
    ),
    tool(
        "get_element_properties",
        "Read IFC properties for an element by GlobalId (e.g. fire rating, U-value, material layers).",
        {"model_id": string(), "global_id": string(pattern="^[0-9A-Za-z_$]{22}$"), "psets": array(string())},
        ["model_id", "global_id"],
        annotations=READ,
    ),
    tool(
        "run_clash_detection",
        "Run clash detection between two models or selection sets.\n\n"
        "Typical tolerance values:\n\n"
        "| check | tolerance |\n|---|---|\n| hard clash | 0 mm |\n| duct vs beam clearance | 50 mm |\n",
        {
            "model_a": string(),
            "model_b": string(),
            "tolerance_mm": number(minimum=0, default=0),
            "clash_type": enum(["hard", "clearance", "duplicate"], default="hard"),
        },
        ["model_a", "model_b"],
    ),
    tool(
        "create_bcf_issue",
        "Create a BCF issue (topic) with a viewpoint and assign it to a team member.",
        {
            "project_id": string(),
            "title": string(),
            "description": string(),
            "assignee_email": string(format="email"),
            "priority": enum(["low", "normal", "high", "critical"], default="normal"),
            "element_ids": array(string(), default=[]),
            "due_date": string(format="date"),
        },
        ["project_id", "title"],
        annotations=WRITE,
    ),
    tool(
        "quantity_takeoff",
        "Calculate quantities (area, volume, length, count) grouped by IFC class or classification code.",
        {
            "model_id": string(),
            "group_by": enum(["ifc_class", "uniclass", "omniclass", "level"], default="ifc_class"),
            "classes": array(string(), default=["IfcWall", "IfcSlab", "IfcDoor", "IfcWindow"]),
            "unit_system": enum(["metric", "imperial"], default="metric"),
        },
        ["model_id"],
        annotations=READ,
    ),
    tool(
        "upload_model_version",
        "Upload a new IFC or RVT version. Previous versions remain available and can be compared.",
        {
            "model_id": string(),
            "file_url": string("Pre-signed URL of the uploaded file.", format="uri"),
            "version_note": string(),
        },
        ["model_id", "file_url"],
    ),
    tool(
        "compare_model_versions",
        "List elements added, removed and changed between two versions.",
        {"model_id": string(), "from_version": integer(minimum=1), "to_version": integer(minimum=1)},
        ["model_id", "from_version", "to_version"],
        annotations=READ,
    ),
    tool(
        "publish_drawing_set",
        "Publish a drawing set (sheets) to the common data environment for a given issue purpose.\n\n"
        "Publishing to `construction` notifies all contractors on the project. Ask the user to confirm the "
        "purpose and revision before publishing.",
        {
            "project_id": string(),
            "sheet_ids": array(string(), minItems=1),
            "purpose": enum(["information", "coordination", "tender", "construction"]),
            "revision": string(pattern="^[A-Z]?[0-9]{2}$"),
            "confirm": boolean(default=False),
        },
        ["project_id", "sheet_ids", "purpose", "revision", "confirm"],
        annotations=ann("Publish drawing set", ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "set_project_member_role",
        "Add a consultant or contractor to the project, or change their role. External members should normally "
        "get `viewer` or `commenter`.",
        {
            "project_id": string(),
            "email": string(format="email"),
            "company": string(),
            "role": enum(["viewer", "commenter", "editor", "project_admin"], default="viewer"),
        },
        ["project_id", "email", "role"],
        annotations=WRITE,
    ),
    tool(
        "archive_project",
        "Archive a completed project. Archived projects are read-only and can be restored by an account admin.",
        {"project_id": string(), "confirm": boolean(default=False)},
        ["project_id", "confirm"],
        annotations=ann(ro=False, destructive=True, idempotent=True),
    ),
]

SERVERS = {"b15-subtitles": SUBTITLES, "b15-bim-studio": BIM}
