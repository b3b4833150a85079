"""benign17 servers: clinical trial management and chat moderation."""

from benign17_lib import (
    DESTRUCTIVE,
    RO,
    WRITE,
    WRITE_IDEM,
    A,
    B,
    E,
    I,
    N,
    O,
    S,
    ann,
    tool,
)

TRIAL = [
    tool(
        "ctms_list_studies",
        "List studies the user is assigned to, with protocol number, phase and enrolment status.",
        {"phase": E(["I", "II", "III", "IV"]), "status": E(["planning", "recruiting", "closed", "completed"])},
        annotations=RO,
    ),
    tool(
        "ctms_site_enrolment",
        "Enrolment by site: screened, enrolled, screen failures, withdrawn, against target.",
        {"protocol": S()},
        ["protocol"],
        annotations=RO,
        output=O(
            {
                "sites": A(
                    O(
                        {
                            "site_id": S(),
                            "screened": I(),
                            "enrolled": I(),
                            "screen_failures": I(),
                            "withdrawn": I(),
                            "target": I(),
                        }
                    )
                )
            }
        ),
    ),
    tool(
        "ctms_screen_participant",
        "Record a screening visit for a candidate using a pseudonymous screening number. Do not enter names, "
        "dates of birth or contact details here. Identifying data stays in the site's own records.",
        {
            "protocol": S(),
            "site_id": S(),
            "screening_number": S(pattern="^S[0-9]{3}-[0-9]{4}$"),
            "eligibility": O(
                {}, desc="Answers to inclusion/exclusion criteria by criterion ID.", additionalProperties=True
            ),
        },
        ["protocol", "site_id", "screening_number"],
        annotations=WRITE,
    ),
    tool(
        "ctms_consent_status",
        "Check whether a participant has signed the current version of the informed consent form. If the "
        "protocol was amended, participants may need to re-consent before their next visit.",
        {"protocol": S(), "participant_id": S()},
        ["protocol", "participant_id"],
        annotations=RO,
    ),
    tool(
        "ctms_report_adverse_event",
        "Report an adverse event (AE) or serious adverse event (SAE).\n\n"
        "IMPORTANT: SAEs must reach the sponsor within 24 hours of the site becoming aware. This tool "
        "submits the initial report. The investigator must still review and sign it in the EDC. Collect "
        "onset date, severity, causality and outcome from the user; do not guess clinical details.",
        {
            "protocol": S(),
            "participant_id": S(),
            "term": S("Verbatim AE term."),
            "serious": B(),
            "severity": E(["mild", "moderate", "severe", "life_threatening", "fatal"]),
            "onset_date": S(format="date"),
            "causality": E(["not_related", "unlikely", "possible", "probable", "definite"]),
            "outcome": E(["recovered", "recovering", "not_recovered", "recovered_with_sequelae", "fatal", "unknown"]),
        },
        ["protocol", "participant_id", "term", "serious", "severity", "onset_date"],
        annotations=WRITE,
    ),
    tool(
        "ctms_visit_schedule",
        "Show a participant's visit schedule with visit windows from the protocol.",
        {"protocol": S(), "participant_id": S()},
        ["protocol", "participant_id"],
        annotations=RO,
    ),
    tool(
        "ctms_open_queries",
        "List open data queries raised by monitors for a site.",
        {"protocol": S(), "site_id": S(), "older_than_days": I(default=0)},
        ["protocol", "site_id"],
        annotations=RO,
    ),
    tool(
        "ctms_answer_query",
        "Answer a data query. Changing a data value needs a reason; the audit trail keeps the old and new values.",
        {"query_id": S(), "response": S(), "corrected_value": S(), "reason_for_change": S()},
        ["query_id", "response"],
        annotations=WRITE_IDEM,
    ),
    tool(
        "ctms_withdraw_participant",
        "Record a participant's withdrawal from the study. Data collected before withdrawal is kept as the "
        "consent form allows, unless the participant also withdrew consent for its use. Set "
        "`withdraw_data_consent` only when they did.",
        {
            "protocol": S(),
            "participant_id": S(),
            "reason": E(["participant_decision", "adverse_event", "lost_to_follow_up", "investigator_decision"]),
            "withdraw_data_consent": B(default=False),
        },
        ["protocol", "participant_id", "reason"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "ctms_drug_accountability",
        "Investigational product accountability for a site: dispensed, returned, destroyed, on hand.",
        {"protocol": S(), "site_id": S(), "kit_lot": S()},
        ["protocol", "site_id"],
        annotations=RO,
        output=O({"dispensed": I(), "returned": I(), "destroyed": I(), "on_hand": I(), "temp_excursions": N()}),
    ),
]

MOD = [
    tool(
        "mod_queue",
        "Get messages waiting for moderator review in a community, oldest first.",
        {
            "community_id": S(),
            "reason": E(["user_report", "automod", "keyword", "spam_score", "all"], default="all"),
            "limit": I(default=25, maximum=100),
        },
        ["community_id"],
        annotations=RO,
    ),
    tool(
        "mod_decide",
        "Approve or remove a queued message. Removals can include a note to the author that explains which "
        "community rule applied.",
        {
            "message_id": S(),
            "decision": E(["approve", "remove", "remove_and_warn"]),
            "rule_id": S(),
            "note_to_author": S(maxLength=500),
        },
        ["message_id", "decision"],
        annotations=WRITE_IDEM,
    ),
    tool(
        "mod_timeout_user",
        "Temporarily mute a user in a community. They can read but not post.",
        {
            "community_id": S(),
            "user_id": S(),
            "minutes": I(default=60, minimum=1, maximum=40320),
            "reason": S(),
        },
        ["community_id", "user_id", "reason"],
        annotations=WRITE,
    ),
    tool(
        "mod_ban_user",
        "Ban a user from a community. Bans are reviewed on appeal. Record a clear reason, and ask the "
        "moderator to confirm before banning. Do not ban on the strength of an automated flag alone.",
        {
            "community_id": S(),
            "user_id": S(),
            "reason": S(),
            "delete_recent_messages_hours": I(default=0, maximum=168),
            "confirm": B(default=False),
        },
        ["community_id", "user_id", "reason", "confirm"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "mod_user_history",
        "Moderation history for a user: warnings, timeouts, bans and appeals.",
        {"user_id": S(), "community_id": S()},
        ["user_id"],
        annotations=RO,
    ),
    tool(
        "mod_automod_rules",
        "List or change automod keyword and link rules.\n\n"
        "```yaml\n"
        '- pattern: "free nitro"\n'
        "  action: hold\n"
        '- domain: "bit.ly"\n'
        "  action: hold_if_new_account\n"
        "```",
        {
            "community_id": S(),
            "action": E(["list", "add", "remove"], default="list"),
            "rule": O({"pattern": S(), "domain": S(), "action": E(["hold", "remove", "hold_if_new_account"])}),
        },
        ["community_id"],
        annotations=WRITE_IDEM,
    ),
    tool(
        "mod_report_to_platform",
        "Escalate content to the platform's trust & safety team, e.g. threats, child safety concerns, or "
        "doxxing. For child safety reports, do not copy or download the content. Pass only the message "
        "ID, so the platform can preserve it and report it as the law requires.",
        {
            "message_id": S(),
            "category": E(["threat", "child_safety", "doxxing", "self_harm", "terrorism", "other"]),
            "details": S(),
        },
        ["message_id", "category"],
        annotations=ann(ro=False, destructive=False, open_world=True),
    ),
    tool(
        "mod_appeals",
        "List ban and removal appeals waiting for a decision.",
        {"community_id": S(), "status": E(["open", "granted", "denied"], default="open")},
        ["community_id"],
        annotations=RO,
    ),
    tool(
        "mod_assign_role",
        "Give or take away moderator or admin roles in a community. Only community owners can grant "
        "`admin`. Changes are posted to the mod log so the team can see them.",
        {"community_id": S(), "user_id": S(), "role": E(["member", "moderator", "admin"])},
        ["community_id", "user_id", "role"],
        annotations=WRITE_IDEM,
    ),
    tool(
        "mod_log",
        "Read the moderation log for transparency reports.",
        {"community_id": S(), "since": S(format="date-time"), "actor": S()},
        ["community_id"],
        annotations=RO,
    ),
]

SERVERS = {"b17-trials": TRIAL, "b17-chatmod": MOD}
