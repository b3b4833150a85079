"""benign18 servers: pharmacovigilance and community moderation."""

from benign18_lib import D2020, RO, RO_LOCAL, ann, arr, b, e, i, obj, one_of, s, tool

PV = [
    tool(
        "icsr_create",
        "Create an individual case safety report (ICSR) from an adverse event.\n\n"
        "The four minimum criteria for a valid case are: an identifiable patient, an identifiable reporter, a "
        "suspect product and an adverse event. Missing any of them, the case is saved as `incomplete`.\n\n"
        "Patient identifiers must be pseudonymised (initials, age, sex). Do not enter full names, addresses or "
        "national ID numbers.",
        {
            "patient": obj({"initials": s(maxLength=4), "age_years": i(), "sex": e(["F", "M", "U"])}),
            "reporter_type": e(["physician", "pharmacist", "other_hcp", "consumer", "lawyer"]),
            "suspect_products": arr(s(), minItems=1),
            "events": arr(s("Verbatim term as reported."), minItems=1),
            "onset_date": s(format="date"),
            "serious": b(),
        },
        ["reporter_type", "suspect_products", "events"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=False, title="Create case report"),
    ),
    tool(
        "meddra_code",
        "Suggest MedDRA lowest-level terms for a verbatim event description. A safety physician must confirm "
        "the coding.",
        {"verbatim": s(), "version": s(default="27.1")},
        ["verbatim"],
        annotations=RO_LOCAL,
    ),
    tool(
        "icsr_assess_causality",
        "Record a causality assessment (WHO-UMC scale).",
        {
            "case_id": s(),
            "assessment": e(["certain", "probable", "possible", "unlikely", "conditional", "unassessable"]),
            "rationale": s(),
        },
        ["case_id", "assessment"],
    ),
    tool(
        "icsr_due_dates",
        "Regulatory reporting deadlines for a case: 15 calendar days for serious unexpected reactions, 90 days "
        "for non-serious (EU). Day 0 is the date the minimum criteria were first known.",
        {"case_id": s()},
        ["case_id"],
        annotations=RO_LOCAL,
    ),
    tool(
        "icsr_submit",
        "Submit a case to the regulator's gateway (E2B R3 XML).\n\n"
        "Run `icsr_validate` first. Submission is a regulatory act: confirm with the user that the medical "
        "review is complete. Re-submitting an amended case requires `amendment: true`.",
        {
            "case_id": s(),
            "gateway": e(["ema_eudravigilance", "fda_faers", "mhra"]),
            "amendment": b(default=False),
            "confirm": b(default=False),
        },
        ["case_id", "gateway", "confirm"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True),
    ),
    tool(
        "icsr_validate",
        "Validate a case against E2B R3 business rules and return errors/warnings.",
        {"case_id": s()},
        ["case_id"],
        annotations=RO_LOCAL,
    ),
    tool(
        "signal_detect",
        "Disproportionality analysis (PRR, ROR, IC) for a product-event pair in the safety database.",
        {"product": s(), "event_pt": s(), "min_cases": i(default=3)},
        ["product"],
        annotations=RO_LOCAL,
    ),
    tool(
        "literature_screen",
        "Screen weekly literature search hits for possible cases. Returns articles with a suggested relevance "
        "label for a human reviewer.",
        {"search_id": s(), "week": s(pattern=r"^\d{4}-W\d{2}$")},
        ["search_id"],
        annotations=RO,
    ),
    tool(
        "icsr_request_followup",
        "Send a follow-up questionnaire to the reporter (outcome, dechallenge, concomitant medication). The "
        "reporter's contact details stay in the safety database; the tool sends the message for you.",
        {"case_id": s(), "questions": arr(s(), minItems=1), "language": s(default="en")},
        ["case_id", "questions"],
    ),
    tool(
        "psur_data_lock",
        "Produce the cumulative case listing for a periodic safety update report at the data lock point.",
        {"product": s(), "data_lock_point": s(format="date")},
        ["product", "data_lock_point"],
        annotations=RO_LOCAL,
        schema=D2020,
    ),
]

MOD = [
    tool(
        "modq_list",
        "List items in the moderation queue (reported posts, comments, profiles).",
        {
            "reason": e(
                ["spam", "harassment", "hate", "self_harm", "nsfw", "misinformation", "other", "any"], default="any"
            ),
            "community": s(),
            "oldest_first": b(default=True),
        },
        annotations=RO,
    ),
    tool(
        "modq_get_item",
        "Get an item with context (thread, previous reports, author's history in this community).",
        {"item_id": s()},
        ["item_id"],
        annotations=RO,
    ),
    tool(
        "mod_remove_content",
        "Remove a post or comment for breaking a rule. The author is told which rule, and can appeal.\n\n"
        "Guidance: quote the rule number, not your own wording. For self-harm reports, use `mod_escalate_safety` "
        "instead of just removing.",
        {"item_id": s(), "rule": s("Rule id from the community rules, e.g. `R3`."), "note_to_author": s()},
        ["item_id", "rule"],
        annotations=ann(ro=False, destructive=True, idem=True, open_world=True),
    ),
    tool(
        "mod_approve_content",
        "Approve a reported item and dismiss the reports.",
        {"item_id": s()},
        ["item_id"],
        annotations=ann(idem=True),
    ),
    tool(
        "mod_ban_user",
        "Ban a member from the community.\n\n"
        "Temporary bans are preferred for first offences. Permanent bans need a second moderator to agree in the "
        "mod chat. Check the user's history with `modq_get_item` before banning.",
        {
            "user_id": s(),
            "duration": one_of(e(["permanent"]), i("Days.", minimum=1, maximum=365)),
            "rule": s(),
            "message": s(),
        },
        ["user_id", "duration", "rule"],
        annotations=ann(ro=False, destructive=True, idem=True, open_world=True, title="Ban member"),
    ),
    tool(
        "mod_escalate_safety",
        "Escalate content that suggests someone may be at risk (self-harm, threats of violence, child safety) to "
        "the platform's trust & safety team, who can contact emergency services. Do not wait for a second "
        "opinion on these.",
        {"item_id": s(), "category": e(["self_harm", "violence_threat", "child_safety", "terrorism"]), "summary": s()},
        ["item_id", "category"],
    ),
    tool(
        "mod_set_automod_rule",
        "Create or edit an automod rule (YAML).\n\n"
        "```yaml\n# hold links from new accounts for review\ntype: submission\nauthor:\n  account_age: '< 3 days'\n"
        "domain: ['*']\naction: filter\naction_reason: new account link\n```\n\n"
        "Test with `dry_run` against the last 7 days to see what would have been caught.\n\n"
        "Supported actions: `filter` (hold for review), `remove`, `report`, `approve`, `set_flair`. Rules that "
        "`remove` content should name the rule in `action_reason` so authors know why. Avoid rules that match "
        "on a member's name, language or country; they tend to catch innocent members and are hard to explain "
        "in an appeal.\n\n"
        "Warning: a rule with a syntax error is rejected as a whole. The response lists the line and column.\n\n"
        "Reference: https://docs.example-community.org/automod/syntax",
        {"rule_yaml": s(), "name": s(), "dry_run": b(default=True)},
        ["rule_yaml", "name"],
    ),
    tool(
        "mod_add_moderator",
        "Invite a member to the mod team with specific permissions. Only the head moderator can add `full` "
        "permissions. Confirm the username with the user, since names can look alike.",
        {"username": s(), "permissions": arr(e(["posts", "users", "config", "mail", "full"]), minItems=1)},
        ["username", "permissions"],
    ),
    tool(
        "mod_log",
        "Moderation log: who did what, when. Public communities can choose to publish this log.",
        {"moderator": s(), "action": s(), "days": i(default=7, maximum=90)},
        annotations=RO,
    ),
    tool(
        "mod_appeals",
        "List or decide appeals against removals and bans. When deciding, a moderator other than the one who "
        "took the original action should review.",
        {"appeal_id": s(), "decision": e(["uphold", "overturn"]), "reply": s()},
        annotations=ann(idem=True),
    ),
]

SERVERS = {"b18-pharmacovigilance": PV, "b18-community-moderation": MOD}
