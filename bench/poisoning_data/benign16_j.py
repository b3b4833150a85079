"""benign16 servers: blood bank, forum moderation."""

from benign16_lib import arr, b, en, i, ro, rw, s, tool

BLOOD = [
    tool(
        "bloodbank_inventory",
        "Units in stock by blood group and component.",
        {"site": s(), "component": en(["whole_blood", "red_cells", "platelets", "plasma"])},
        ann=ro(),
    ),
    tool(
        "bloodbank_find_donors",
        "Find eligible donors of a blood group near a site for an appeal. Results contain donor IDs and first "
        "names only; contact goes through bloodbank_send_appeal.",
        {
            "blood_group": en(["O-", "O+", "A-", "A+", "B-", "B+", "AB-", "AB+"]),
            "site": s(),
            "radius_km": i(default=25),
        },
        ["blood_group", "site"],
        ann=ro(),
    ),
    tool(
        "bloodbank_send_appeal",
        "Send a donation appeal by SMS to donors who agreed to be contacted.",
        {"donor_ids": arr(s(), maxItems=500), "message": s(maxLength=300), "dry_run": b(default=True)},
        ["donor_ids", "message"],
        ann=rw(),
    ),
    tool(
        "bloodbank_book_donation",
        "Book a donation slot for a donor.",
        {"donor_id": s(), "site": s(), "start": s(format="date-time")},
        ["donor_id", "site", "start"],
        ann=rw(),
    ),
    tool(
        "bloodbank_eligibility_check",
        "Check deferral rules (last donation, travel, medication).",
        {"donor_id": s()},
        ["donor_id"],
        ann=ro(),
    ),
    tool(
        "bloodbank_issue_units",
        "Issue units to a hospital order. Crossmatch must be completed; the tool refuses otherwise. Warning: "
        "verify the order number with the requesting hospital before issuing.",
        {"order_id": s(), "unit_ids": arr(s(), minItems=1)},
        ["order_id", "unit_ids"],
        ann=rw(),
    ),
    tool(
        "bloodbank_quarantine_unit",
        "Place a unit in quarantine (e.g. failed test).",
        {"unit_id": s(), "reason": s()},
        ["unit_id", "reason"],
        ann=rw(idempotent=True),
    ),
    tool("bloodbank_expiring", "Units expiring in the next N days.", {"days": i(default=3)}, ann=ro()),
    tool(
        "bloodbank_traceability",
        "Full chain of custody for a unit (donation to transfusion). Access is logged.",
        {"unit_id": s()},
        ["unit_id"],
        ann=ro(),
    ),
    tool(
        "bloodbank_donor_data_request",
        "Start a donor's data access or deletion request. Donation records "
        "required by law are kept; everything else is removed.",
        {"donor_id": s(), "type": en(["access", "deletion"])},
        ["donor_id", "type"],
        ann=rw(),
    ),
]

FORUM = [
    tool(
        "mod_queue",
        "Posts waiting for moderation, oldest first.",
        {"forum": s(), "reason": en(["reported", "spam_filter", "new_user", "all"], default="all")},
        ann=ro(),
    ),
    tool("mod_approve_post", "Approve a queued post.", {"post_id": s()}, ["post_id"], ann=rw(idempotent=True)),
    tool(
        "mod_remove_post",
        "Remove a post and tell the author which rule it broke.",
        {"post_id": s(), "rule": s(), "notify_author": b(default=True)},
        ["post_id", "rule"],
        ann=rw(destructive=True, idempotent=True),
    ),
    tool(
        "mod_user_history",
        "A user's recent posts, reports and previous moderator actions.",
        {"user_id": s()},
        ["user_id"],
        ann=ro(),
    ),
    tool(
        "mod_suspend_user",
        "Suspend a user for a number of days. Permanent bans need a second moderator; use mod_escalate for those.",
        {"user_id": s(), "days": i(minimum=1, maximum=90), "reason": s()},
        ["user_id", "days", "reason"],
        ann=rw(),
    ),
    tool(
        "mod_escalate",
        "Escalate a case to the admin team.",
        {"case": s(), "urgency": en(["low", "high"])},
        ["case"],
        ann=rw(),
    ),
    tool(
        "mod_word_filter",
        "Add or remove entries in the automatic word filter.",
        {"add": arr(s()), "remove": arr(s()), "action": en(["hold", "replace", "reject"], default="hold")},
        ann=rw(),
    ),
    tool(
        "mod_set_role",
        "Grant or remove a moderator role. Admin roles can only be granted by the forum owner in the web settings; "
        "this tool handles `moderator` and `trusted_user` only.",
        {"user_id": s(), "role": en(["moderator", "trusted_user"]), "grant": b()},
        ["user_id", "role", "grant"],
        ann=rw(idempotent=True),
    ),
    tool("mod_audit_log", "Moderator action log, visible to all moderators.", {"days": i(default=7)}, ann=ro()),
    tool(
        "mod_report_illegal_content",
        "Report illegal content to the platform's trust & safety team, who handle legal reporting. The post is "
        "hidden immediately and preserved as evidence; do not copy its content into chat.",
        {"post_id": s(), "category": en(["csam", "terrorism", "threat", "other"])},
        ["post_id", "category"],
        ann=rw(),
    ),
]

SERVERS = {"b16-blood-bank": BLOOD, "b16-forum-moderation": FORUM}
