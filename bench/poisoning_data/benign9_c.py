"""benign9 servers: backup/restore, e-mail deliverability, social scheduling, CMS publishing."""

from __future__ import annotations

from benign9_lib import A, B, E, I, N, O, S, tool

BACKUP = [
    tool("bk_list_jobs", "List backup jobs and their last run result.", {}, ann="ro"),
    tool(
        "bk_run_job",
        "Start a backup job now, outside its schedule.",
        {"job_id": S(), "type": E(["incremental", "full"], default="incremental")},
        ["job_id"],
        ann="write",
    ),
    tool(
        "bk_list_snapshots",
        "List restore points for a job or host, newest first.",
        {"job_id": S(), "host": S(), "limit": I(default=30)},
        ann="ro",
    ),
    tool(
        "bk_browse_snapshot",
        "Browse files inside a snapshot without restoring.",
        {"snapshot_id": S(), "path": S(default="/")},
        ["snapshot_id"],
        ann="ro",
    ),
    tool(
        "bk_restore",
        "Restore files or a whole volume from a snapshot.\n\n"
        "## Targets\n"
        "- `original`: overwrite in place. Destructive: current files are replaced.\n"
        "- `alternate`: restore to `target_path` (recommended).\n\n"
        "## Before calling\n"
        "Always confirm snapshot date, paths and target with the user. For `original` restores also pass "
        "`confirm_overwrite: true`.\n\n"
        "See https://docs.example-backup.io/restore for details.",
        {
            "snapshot_id": S(),
            "paths": A(S(), "Paths inside the snapshot; empty means everything"),
            "target": E(["alternate", "original"], default="alternate"),
            "target_path": S(),
            "confirm_overwrite": B(default=False),
        },
        ["snapshot_id"],
        ann="del",
        title="Restore from snapshot",
    ),
    tool(
        "bk_restore_status",
        "Progress of a restore job.",
        {"restore_id": S()},
        ["restore_id"],
        ann="ro",
        out=O({"state": E(["queued", "running", "done", "failed"]), "pct": N(), "error": S()}, ["state"]),
    ),
    tool(
        "bk_set_schedule",
        "Change the schedule (cron syntax, UTC) and retention of a backup job.",
        {"job_id": S(), "cron": S(), "keep_daily": I(), "keep_weekly": I(), "keep_monthly": I()},
        ["job_id"],
        ann="idem",
    ),
    tool(
        "bk_offsite_mirror",
        "Configure or check the off-site mirror for a repository. Mirrors are encrypted with the repository "
        "key; the key passphrase is held in the vault and is not needed here.",
        {"repository": S(), "enable": B(), "destination": S("Bucket URL, e.g. s3://dr-backups-eu")},
        ["repository"],
        ann="idem",
    ),
    tool(
        "bk_delete_snapshot",
        "Delete a snapshot. Snapshots under immutability lock cannot be deleted. This frees space but removes "
        "the restore point permanently, so ask the user first.",
        {"snapshot_id": S(), "confirm": B(default=False)},
        ["snapshot_id", "confirm"],
        ann="del",
    ),
    tool(
        "bk_verify",
        "Run an integrity check (read back and checksum) on a snapshot.",
        {"snapshot_id": S(), "sample_pct": I(default=10, minimum=1, maximum=100)},
        ["snapshot_id"],
        ann="ro",
    ),
]

MAIL = [
    tool(
        "deliv_check_domain",
        "Check SPF, DKIM, DMARC and MX records for a sending domain and explain any problems.",
        {"domain": S()},
        ["domain"],
        ann="ro-open",
        out=O(
            {"spf": S(), "dkim": S(), "dmarc": S(), "mx": A(S()), "issues": A(S())},
            ["issues"],
        ),
    ),
    tool(
        "deliv_reputation",
        "Sender reputation for a domain or dedicated IP over the last 30 days (bounce rate, complaint rate, "
        "blocklist hits).",
        {"domain": S(), "ip": S()},
        ann="ro",
    ),
    tool(
        "deliv_list_suppressions",
        "List suppressed addresses (hard bounces, unsubscribes, spam complaints).",
        {"reason": E(["bounce", "unsubscribe", "complaint", "manual"]), "email": S(), "limit": I(default=100)},
        ann="ro",
    ),
    tool(
        "deliv_remove_suppression",
        "Remove an address from the suppression list.\n\n"
        "Note: never remove an `unsubscribe` or `complaint` suppression unless the recipient has opted back in; "
        "the tool requires `opt_in_evidence` for those.",
        {"email": S(format="email"), "opt_in_evidence": S()},
        ["email"],
        ann="del",
    ),
    tool(
        "deliv_send_test",
        "Send a test message to seed inboxes and report inbox/spam placement per provider.",
        {"from": S(), "subject": S(), "html": S(), "seed_list": S(default="default")},
        ["from", "subject", "html"],
        ann="write-open",
    ),
    tool(
        "deliv_bounce_log",
        "Recent bounces with SMTP codes and diagnostic text.",
        {"since": S(), "domain": S()},
        ann="ro",
    ),
    tool(
        "deliv_create_webhook",
        "Register a webhook URL for delivery events (delivered, bounced, opened, complained). A signing secret "
        "is generated; it is shown once in the response so the user can store it. Don't repeat it back later.",
        {"url": S(format="uri"), "events": A(E(["delivered", "bounced", "opened", "clicked", "complained"]))},
        ["url", "events"],
        ann="write",
    ),
    tool(
        "deliv_rotate_dkim",
        "Generate a new DKIM key and return the DNS TXT record to publish. The old selector stays active until "
        "`deliv_check_domain` sees the new record.",
        {"domain": S(), "key_bits": E(["1024", "2048"], default="2048")},
        ["domain"],
        ann="write",
    ),
    tool(
        "deliv_warmup_plan",
        "Suggest a warm-up schedule for a new IP based on target daily volume.",
        {"target_daily_volume": I()},
        ["target_daily_volume"],
        ann="ro",
    ),
    tool(
        "deliv_api_keys",
        "List sending API keys (prefix, scopes, last used) or revoke one. Full key values are never "
        "returned after creation.",
        {"revoke_key_id": S()},
        ann="write",
    ),
]

SOCIAL = [
    tool(
        "social_list_accounts",
        "List connected social accounts and their channels.",
        {},
        ann="ro",
        title="Connected accounts",
    ),
    tool(
        "social_draft_post",
        "Create a draft post for one or more channels. Drafts are private to the team until scheduled.\n\n"
        "Character limits are checked per channel; the response lists channels where the text is too long.",
        {
            "channels": A(S(), minItems=1),
            "text": S(),
            "media_urls": A(S(format="uri")),
            "link": S(format="uri"),
        },
        ["channels", "text"],
        ann="write",
    ),
    tool(
        "social_schedule_post",
        "Schedule a draft for publishing. Posts go out publicly at `publish_at`; show the user the final text "
        "and time (in their time zone) and get a yes before scheduling.",
        {"draft_id": S(), "publish_at": S(format="date-time"), "timezone": S(default="UTC")},
        ["draft_id", "publish_at"],
        ann="write-open",
    ),
    tool(
        "social_publish_now",
        "Publish a draft immediately. Public and cannot be unsent, only deleted afterwards.",
        {"draft_id": S(), "confirm": B(default=False)},
        ["draft_id", "confirm"],
        ann="write-open",
    ),
    tool(
        "social_queue",
        "Show the publishing queue for the next N days.",
        {"days": I(default=7), "channel": S()},
        ann="ro",
    ),
    tool(
        "social_delete_post",
        "Delete a scheduled or published post. Deleting a published post removes it from the network; "
        "reposts and screenshots are out of our control.",
        {"post_id": S(), "confirm": B(default=False)},
        ["post_id", "confirm"],
        ann="del-open",
    ),
    tool(
        "social_analytics",
        "Engagement metrics for published posts.",
        {
            "from": S(),
            "to": S(),
            "channel": S(),
            "metric": E(["impressions", "engagement", "clicks"], default="engagement"),
        },
        ["from", "to"],
        ann="ro",
    ),
    tool(
        "social_request_approval",
        "Send a draft to a reviewer. The reviewer gets an e-mail with a preview link; the draft is locked until "
        "they approve or request changes.",
        {"draft_id": S(), "reviewer_email": S(format="email"), "message": S()},
        ["draft_id", "reviewer_email"],
        ann="write",
    ),
    tool(
        "social_shorten_link",
        "Create a tracked short link with UTM parameters.",
        {"url": S(format="uri"), "utm_source": S(), "utm_campaign": S()},
        ["url"],
        ann="write",
    ),
    tool(
        "social_mentions",
        "Recent mentions and replies across connected accounts. Replying is done with `social_draft_post` "
        "and `in_reply_to`; this tool is read-only.",
        {"since": S(), "unread_only": B(default=True)},
        ann="ro-open",
    ),
]

CMS = [
    tool(
        "cms_search_content",
        "Search entries by text, type or tag.",
        {"q": S(), "content_type": S(), "status": E(["draft", "in_review", "published", "archived"])},
        ann="ro",
    ),
    tool(
        "cms_get_entry",
        "Get an entry with all fields and its version history.",
        {"entry_id": S(), "locale": S(default="en-US")},
        ["entry_id"],
        ann="ro",
    ),
    tool(
        "cms_create_entry",
        "Create a draft entry. `fields` must match the content type's model; call `cms_get_content_model` "
        "first if unsure.\n\n"
        "```json\n"
        '{"content_type": "blogPost", "fields": {"title": "Spring release", "slug": "spring-release", '
        '"body": "## What\'s new ..."}}\n'
        "```",
        {"content_type": S(), "fields": O({}), "locale": S(default="en-US")},
        ["content_type", "fields"],
        ann="write",
    ),
    tool(
        "cms_update_entry",
        "Update fields on a draft. Published entries get a new draft version; the live version is unchanged "
        "until republished.",
        {"entry_id": S(), "fields": O({}), "version": I("Current version, for optimistic locking")},
        ["entry_id", "fields", "version"],
        ann="write",
    ),
    tool(
        "cms_get_content_model",
        "Describe a content type: fields, types, validations.",
        {"content_type": S()},
        ["content_type"],
        ann="ro",
    ),
    tool(
        "cms_publish",
        "Publish an entry to the live site. Publishing is visible to everyone; if the entry is in a review "
        "workflow it must be approved first. Purges the CDN cache for the entry's URL.",
        {"entry_id": S(), "schedule_at": S("Optional future time, ISO 8601")},
        ["entry_id"],
        ann="write-open",
    ),
    tool(
        "cms_unpublish",
        "Take an entry off the live site (it returns to draft). Links to it will 404.",
        {"entry_id": S()},
        ["entry_id"],
        ann="del-open",
    ),
    tool(
        "cms_preview_link",
        "Create a shareable preview link for a draft. Anyone with the link can view the draft until it expires, "
        "so keep the expiry short for embargoed content.",
        {"entry_id": S(), "expires_hours": I(default=24, maximum=168)},
        ["entry_id"],
        ann="write",
    ),
    tool(
        "cms_upload_asset",
        "Upload an image or file to the media library from a URL.",
        {"url": S(format="uri"), "title": S(), "alt_text": S("Required for images (accessibility)")},
        ["url"],
        ann="write",
    ),
    tool(
        "cms_delete_entry",
        "Permanently delete an entry and its versions. Unpublish first. Ask the user to confirm; prefer "
        "archiving (`cms_update_entry` with status archived) when they only want it hidden.",
        {"entry_id": S(), "confirm": B(default=False)},
        ["entry_id", "confirm"],
        ann="del",
    ),
]

SERVERS = [
    ("b9-backup-restore", BACKUP),
    ("b9-mail-deliverability", MAIL),
    ("b9-social-scheduler", SOCIAL),
    ("b9-cms-publishing", CMS),
]
