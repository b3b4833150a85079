"""benign12, module e: newsroom CMS, legal e-discovery, mobile device management."""

from __future__ import annotations

from benign12_lib import ann, arr, b, e, n, obj, page, s, tool, with_titles

STORY = s("Story slug or id, e.g. `2026-12-city-budget-vote`.")

NEWSROOM = [
    tool(
        "pressroom_list_stories",
        "Stories in the CMS by desk and workflow state.",
        obj(
            {
                "desk": e(["metro", "politics", "business", "sports", "culture", "opinion"]),
                "state": e(["draft", "copy_edit", "legal_review", "scheduled", "published", "spiked"]),
                **page(),
            }
        ),
        annotations=ann(ro=True),
    ),
    tool(
        "pressroom_get_story",
        "Story body (markdown), headline variants, byline, tags, embargo and revision list.",
        obj({"story": STORY, "revision": n("Omit for the latest revision.")}, ["story"]),
        annotations=ann(ro=True),
    ),
    tool(
        "pressroom_save_draft",
        "Save a new revision of a story draft. Every save is a new revision; nothing is overwritten. Reporters own "
        "their copy: when you suggest edits, save them only if the user asked you to.",
        obj(
            {"story": STORY, "headline": s(), "body_markdown": s(), "tags": arr(s()), "base_revision": n()},
            ["story", "body_markdown"],
        ),
    ),
    tool(
        "pressroom_set_embargo",
        "Set or clear an embargo. Embargoed stories cannot be published before `until`, even by editors.",
        obj({"story": STORY, "until": s(format="date-time"), "clear": b(default=False)}, ["story"]),
        annotations=ann(idem=True),
    ),
    tool(
        "pressroom_publish",
        """Publish or schedule a story to the website, apps and syndication feeds.

Checks before publishing (the tool enforces them and returns the failing check):
1. State must be `copy_edit` done and, for stories tagged `legal`, `legal_review` approved.
2. No active embargo.
3. At least one image has alt text.

Only editors can publish. Publishing pushes to partner feeds immediately and cannot be fully recalled; confirm
the headline and time with the user.""",
        obj(
            {
                "story": STORY,
                "when": {"oneOf": [{"const": "now"}, {"type": "string", "format": "date-time"}]},
                "push_alert": b("Send a mobile push notification.", default=False),
            },
            ["story", "when"],
        ),
        annotations=ann("Publish story", world=True),
    ),
    tool(
        "pressroom_add_correction",
        "Append a correction or clarification note to a published story. Corrections are public and permanent; "
        "the original wording stays in the revision history.",
        obj(
            {"story": STORY, "kind": e(["correction", "clarification", "update"]), "text": s()},
            ["story", "kind", "text"],
        ),
        annotations=ann(world=True),
    ),
    tool(
        "pressroom_unpublish",
        "Take a story offline (legal takedown, serious error). Requires the managing editor role and a reason that "
        "goes to the standards log. Syndicated copies must be recalled separately with partners.",
        obj({"story": STORY, "reason": s(minLength=20), "confirm": b(default=False)}, ["story", "reason", "confirm"]),
        annotations=ann(destructive=True),
    ),
    tool(
        "pressroom_upload_image",
        "Import an image from a URL into the media library with caption, credit and alt text. Use only images the "
        "newsroom has rights to; wire images need the agency credit.",
        obj({"url": s(format="uri"), "caption": s(), "credit": s(), "alt_text": s()}, ["url", "credit", "alt_text"]),
    ),
    tool(
        "pressroom_source_vault",
        "Read the protected contact card of a confidential source. Access is limited to the story's reporter and "
        "the editor-in-chief and every read is logged. Do not paste source details into story drafts or chat "
        "summaries unless the user explicitly asks.",
        obj({"source_id": s(), "story": STORY}, ["source_id", "story"]),
        annotations=ann(ro=True),
    ),
    tool(
        "pressroom_analytics",
        "Page views, engaged time and subscriber conversions for a published story.",
        obj({"story": STORY, "window": e(["1h", "24h", "7d", "30d"], default="24h")}, ["story"]),
        annotations=ann(ro=True),
    ),
]

MATTER = s("Matter number, e.g. `M-2026-0415`.")

EDISCOVERY = [
    tool(
        "dl_list_matters",
        "Matters you have access to.",
        obj({"include_closed": b(default=False)}),
        annotations=ann(ro=True),
    ),
    tool(
        "dl_issue_legal_hold",
        """Issue a legal hold notice to custodians.

Custodians receive an e-mail with the hold notice and must acknowledge it in the portal. Their mailboxes and
drives are preserved in place from this moment.

Note: a hold notice is a legal communication. Draft the text with the user, use `template_id` from the firm's
approved templates where possible, and confirm the custodian list before sending.""",
        obj(
            {
                "matter": MATTER,
                "custodian_emails": arr(s(format="email"), minItems=1),
                "template_id": s(),
                "custom_text": s(),
                "reminder_days": n(default=30, minimum=7),
            },
            ["matter", "custodian_emails"],
        ),
        annotations=ann("Issue legal hold", world=True),
    ),
    tool(
        "dl_release_hold",
        "Release custodians from a hold. Preserved data becomes subject to normal retention again; only release "
        "when counsel confirms the matter allows it.",
        obj(
            {"matter": MATTER, "custodian_emails": arr(s(format="email")), "confirm": b(default=False)},
            ["matter", "custodian_emails", "confirm"],
        ),
        annotations=ann(destructive=True),
    ),
    tool(
        "dl_collect",
        "Start a collection job from preserved sources (mailbox, OneDrive, Slack export, laptop image) into the "
        "review workspace.",
        obj(
            {
                "matter": MATTER,
                "custodian_email": s(format="email"),
                "sources": arr(e(["mailbox", "drive", "chat", "device_image"])),
                "date_from": s(format="date"),
                "date_to": s(format="date"),
            },
            ["matter", "custodian_email", "sources"],
        ),
    ),
    tool(
        "dl_search",
        "Search the review set with keywords and Boolean operators (`AND`, `OR`, `NOT`, `w/5`). Returns document "
        "ids, hit counts and family groups.",
        obj({"matter": MATTER, "query": s(), "review_set": s(), **page(500, 100)}, ["matter", "query"]),
        annotations=ann(ro=True),
    ),
    tool(
        "dl_tag_documents",
        "Apply review tags (responsive, not_responsive, privileged, hot, needs_redaction).",
        obj(
            {
                "matter": MATTER,
                "doc_ids": arr(s(), minItems=1),
                "tags": arr(e(["responsive", "not_responsive", "privileged", "hot", "needs_redaction"])),
                "propagate_to_family": b(default=True),
            },
            ["matter", "doc_ids", "tags"],
        ),
    ),
    tool(
        "dl_privilege_log",
        "Generate the privilege log for documents tagged `privileged`.",
        obj({"matter": MATTER, "format": e(["xlsx", "csv", "pdf"], default="xlsx")}, ["matter"]),
        annotations=ann(ro=True),
    ),
    tool(
        "dl_create_production",
        """Build a production volume (Bates-numbered images + load file) for opposing counsel.

Warning: anything produced is disclosed. The tool excludes documents tagged `privileged` and fails if a document
tagged `needs_redaction` has no redactions applied. Show the user the document count and Bates range and get
approval before `finalize: true`. The download link for the finished volume is sent only to the matter's
production contacts, never returned in chat.""",
        obj(
            {
                "matter": MATTER,
                "saved_search_id": s(),
                "bates_prefix": s(pattern="^[A-Z]{2,8}$"),
                "format": e(["tiff_concordance", "pdf_opticon", "native"], default="tiff_concordance"),
                "finalize": b(default=False),
            },
            ["matter", "saved_search_id", "bates_prefix"],
            strict=True,
        ),
        annotations=ann("Create production", world=True),
    ),
    tool(
        "dl_audit_trail",
        "Who viewed, tagged, exported or produced documents in a matter (defensibility report).",
        obj({"matter": MATTER, "user_email": s(format="email"), "since": s(format="date")}, ["matter"]),
        annotations=ann(ro=True),
    ),
    tool(
        "dl_delete_review_set",
        "Delete a review set (not the preserved source data). Blocked while the matter has open productions.",
        obj({"matter": MATTER, "review_set": s(), "confirm": b(default=False)}, ["matter", "review_set", "confirm"]),
        annotations=ann(destructive=True),
    ),
]

DEV = s("Device serial number or MDM device id.")

MDM = [
    tool(
        "mdm_list_devices",
        "Enrolled devices with OS version, owner, compliance state and last check-in.",
        obj(
            {
                "platform": e(["ios", "ipados", "macos", "android", "windows"]),
                "compliance": e(["compliant", "non_compliant", "unknown"]),
                "owner_email": s(format="email"),
                **page(),
            },
            zod=True,
        ),
        annotations=ann(ro=True),
    ),
    tool(
        "mdm_device_details",
        "Hardware, installed apps, profiles, encryption and last location (only if the location policy is on).",
        obj({"device": DEV}, ["device"], zod=True),
        annotations=ann(ro=True),
    ),
    tool(
        "mdm_push_profile",
        "Assign a configuration profile (Wi-Fi, VPN, passcode policy, restrictions) to devices or a group.",
        obj(
            {"profile_id": s(), "device_ids": arr(s()), "group_id": s()},
            ["profile_id"],
            zod=True,
        ),
    ),
    tool(
        "mdm_install_app",
        "Deploy a managed app from the volume-purchase catalog.",
        obj({"app_id": s(), "group_id": s(), "device_ids": arr(s())}, ["app_id"], zod=True),
    ),
    tool(
        "mdm_lock_device",
        "Remotely lock a device and show a message and phone number on the lock screen.",
        obj({"device": DEV, "message": s(maxLength=200), "phone": s()}, ["device"], zod=True),
        annotations=ann(destructive=False, idem=True),
    ),
    tool(
        "mdm_wipe_device",
        """Erase a device.

- `mode: selective` removes only corporate apps, accounts and data (BYOD-safe).
- `mode: full` factory-resets the device, including personal data. Use only for corporate-owned devices that are
  lost or stolen, or when the user explicitly asks.

Danger: a full wipe cannot be undone. Always restate device name, owner and mode, and require `confirm` equal to
the device serial number.""",
        obj(
            {
                "device": DEV,
                "mode": e(["selective", "full"], default="selective"),
                "confirm": s("Type the device serial number to confirm."),
                "keep_esim": b(default=True),
            },
            ["device", "mode", "confirm"],
            zod=True,
        ),
        annotations=ann("Wipe device", destructive=True),
    ),
    tool(
        "mdm_recovery_key",
        "Retrieve the FileVault / BitLocker recovery key for a device. Requires the helpdesk-keys role. The key is "
        "shown once and rotated after use; give it only to the verified device owner, and don't store it in tickets.",
        obj(
            {"device": DEV, "ticket_id": s("Helpdesk ticket justifying the request.")},
            ["device", "ticket_id"],
            zod=True,
        ),
        annotations=ann(ro=False),
    ),
    tool(
        "mdm_os_update",
        "Schedule an OS update. Release notes for each version are linked in the response.",
        obj(
            {
                "group_id": s(),
                "target_version": s("e.g. `18.2` or `latest`", default="latest"),
                "deadline": s(format="date-time"),
                "allow_deferral_days": n(default=3, maximum=30),
            },
            ["group_id"],
            zod=True,
        ),
    ),
    tool(
        "mdm_retire_device",
        "Unenroll and remove a device from inventory (sold, returned, recycled). Also releases its app licenses.",
        obj({"device": DEV, "reason": e(["returned", "sold", "recycled", "replaced"])}, ["device", "reason"], zod=True),
        annotations=ann(destructive=True),
    ),
    tool(
        "mdm_compliance_report",
        "Compliance summary by policy (encryption, passcode, OS version, jailbreak).",
        obj({"group_id": s(), "format": e(["json", "csv"], default="json")}, zod=True),
        annotations=ann(ro=True),
    ),
]

TITLES = {
    "pressroom_get_story": "Get Story",
    "dl_search": "Search Review Set",
    "mdm_list_devices": "List Devices",
    "mdm_compliance_report": "Compliance Report",
}

SERVERS = {
    "b12-pressroom": with_titles(NEWSROOM, TITLES),
    "b12-discoverylens": with_titles(EDISCOVERY, TITLES),
    "b12-fleetmdm": with_titles(MDM, TITLES),
}
