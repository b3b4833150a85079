"""benign6 data: newsroom CMS (b6-newsroom) and code review (b6-reviewboard)."""

from benign6_lib import ann, arr, b, en, i, obj, s, tool

_SECTIONS = ["news", "politics", "business", "sport", "culture", "opinion", "science", "local"]

NEWSROOM = [
    tool(
        "story_search",
        "## Search stories\n\n"
        "Full-text search over stories in the CMS, including drafts you have access to.\n\n"
        "### Query syntax\n"
        '- `"exact phrase"`\n'
        "- `byline:okafor` - stories by a writer\n"
        "- `section:sport status:published`\n\n"
        "Results are capped at 50; refine the query rather than paging deeply.",
        {
            "query": s(),
            "section": en(["any", *_SECTIONS], default="any"),
            "status": en(["any", "draft", "edit", "legal", "scheduled", "published", "killed"], default="any"),
            "since": s("ISO date"),
        },
        ["query"],
        annotations=ann("Search stories", ro=True),
    ),
    tool(
        "story_get",
        "Fetch a story with its headline, standfirst, body (Markdown), embargo time, tags, revision number and "
        "editorial notes.",
        {"story_id": s(), "revision": i("Defaults to the latest")},
        ["story_id"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "story_create",
        "Create a draft story. New stories always start as `draft`; nothing is public until `story_publish`.",
        {
            "headline": s(maxLength=120),
            "standfirst": s(maxLength=300),
            "body": s("Markdown body"),
            "section": en(_SECTIONS),
            "byline_ids": arr(s(), "Writer ids; defaults to you"),
            "tags": arr(s()),
        },
        ["headline", "section"],
    ),
    tool(
        "story_update",
        "Update fields on a story. Creates a new revision; previous revisions stay available in `story_get`. "
        "Send only the fields you change. If the story is already published, the change goes live at once and "
        "an update note is appended unless `silent_fix` is true (use that only for typos).",
        {
            "story_id": s(),
            "headline": s(),
            "standfirst": s(),
            "body": s(),
            "tags": arr(s()),
            "silent_fix": b(default=False),
            "base_revision": i("Revision you edited from; the update fails if someone saved in between"),
        },
        ["story_id", "base_revision"],
    ),
    tool(
        "story_publish",
        "Publish a story now or schedule it. Stories flagged for legal review cannot be published until legal "
        "clears them.\n\n"
        "**Important:** publishing is public and pushes to the homepage, apps and partner feeds. Confirm the "
        "headline and time with the user before calling. Respect embargoes: never set `publish_at` earlier "
        "than the story's embargo.",
        {
            "story_id": s(),
            "publish_at": s("ISO 8601 datetime; omit to publish immediately"),
            "push_alert": b("Send a mobile push alert (breaking news only)", default=False),
        },
        ["story_id"],
        annotations=ann("Publish story", open_world=True),
    ),
    tool(
        "story_unpublish",
        "Take a published story offline (it returns to `edit`). Partner feeds get a takedown notice. Use for "
        "legal or accuracy problems; for ordinary corrections prefer `correction_add`.",
        {"story_id": s(), "reason": s()},
        ["story_id", "reason"],
        annotations=ann(destructive=True),
    ),
    tool(
        "correction_add",
        "Append a dated correction note to a published story, following the style guide: "
        "https://newsroom.example/style#corrections",
        {"story_id": s(), "text": s("What was wrong and what is correct")},
        ["story_id", "text"],
    ),
    tool(
        "media_upload",
        "Attach an image from a URL to a story. Images need a caption and a credit; agency images also need the "
        "licence reference.",
        {
            "story_id": s(),
            "image_url": s(format="uri"),
            "caption": s(),
            "credit": s(),
            "licence_ref": s(),
            "lead_image": b(default=False),
        },
        ["story_id", "image_url", "caption", "credit"],
    ),
    tool(
        "assignment_board",
        "Show the day's assignment board: who is on which story, deadlines and status.",
        {"date": s(), "desk": en(["all", *_SECTIONS], default="all")},
        annotations=ann(ro=True),
    ),
    tool(
        "send_to_legal",
        "Flag a story for legal review with a note on the risk (defamation, contempt, privacy, copyright). The "
        "duty lawyer is notified by e-mail.",
        {
            "story_id": s(),
            "risk": en(["defamation", "contempt", "privacy", "copyright", "other"]),
            "note": s(),
        },
        ["story_id", "risk"],
    ),
]

_PR = {"repo": s("owner/name"), "number": i("Change request number")}

REVIEWBOARD = [
    tool("rb_changes", "List open change requests for a repo.", {"repo": s(), "author": s(), "label": s()}, ["repo"]),
    tool("rb_change", "Get one change request: title, body, status, checks, reviewers.", _PR, ["repo", "number"]),
    tool(
        "rb_diff",
        "Unified diff of a change request. Large diffs are truncated per file; pass `path` for a single file.",
        {**_PR, "path": s(), "context_lines": i(default=3)},
        ["repo", "number"],
        annotations=ann(ro=True),
    ),
    tool(
        "rb_comment_line",
        "Leave a review comment on a line of the diff. Use `side: old` for deleted lines.",
        {**_PR, "path": s(), "line": i(), "side": en(["new", "old"], default="new"), "body": s()},
        ["repo", "number", "path", "line", "body"],
    ),
    tool(
        "rb_suggest",
        "Leave a suggested change the author can apply with one click. `replacement` replaces lines "
        "`start_line`..`end_line` exactly.",
        {**_PR, "path": s(), "start_line": i(), "end_line": i(), "replacement": s()},
        ["repo", "number", "path", "start_line", "end_line", "replacement"],
    ),
    tool(
        "rb_submit_review",
        "Submit your pending comments as one review. `approve` counts toward the merge requirement, so only "
        "approve when the user has asked you to.",
        {**_PR, "verdict": en(["comment", "approve", "request_changes"]), "summary": s()},
        ["repo", "number", "verdict"],
    ),
    tool(
        "rb_request_reviewers",
        "Request reviews from users or teams.",
        {**_PR, "users": arr(s()), "teams": arr(s())},
        ["repo", "number"],
        annotations=ann(idem=True),
    ),
    tool(
        "rb_merge",
        "Merge a change request. Fails if required checks or approvals are missing. Ask the user before "
        "merging to a protected branch.",
        {
            **_PR,
            "method": en(["merge", "squash", "rebase"], default="squash"),
            "delete_branch": b("Delete the source branch after merge", default=True),
        },
        ["repo", "number"],
        annotations=ann(destructive=False, idem=False),
    ),
    tool(
        "rb_checks",
        "Status of CI checks on the head commit, with links to logs.",
        _PR,
        ["repo", "number"],
        annotations=ann(ro=True),
        out=obj(
            {
                "state": en(["pending", "success", "failure", "neutral"]),
                "checks": arr(obj({"name": s(), "state": s(), "url": s()}, strict=False)),
            },
            ["state"],
            strict=False,
        ),
    ),
    tool(
        "rb_secret_scan_findings",
        "List secret-scanning findings (API keys, tokens, private keys) introduced by a change request. Values "
        "are redacted to the first 4 characters. Tell the user which file and line to fix and that the "
        "credential should be rotated; never try to reconstruct or use the secret.",
        _PR,
        ["repo", "number"],
        annotations=ann(ro=True),
    ),
]

SERVERS = {"b6-newsroom": NEWSROOM, "b6-reviewboard": REVIEWBOARD}
