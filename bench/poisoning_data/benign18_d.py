"""benign18 servers: DDoS scrubbing and legal hold."""

from benign18_lib import RO, RO_LOCAL, ann, arr, b, e, i, obj, one_of, s, tool

SCRUB = [
    tool(
        "scrub_list_protected_prefixes",
        "List IP prefixes under protection and their mode (always-on or on-demand).",
        {"customer_id": s()},
        annotations=RO,
    ),
    tool(
        "scrub_attack_summary",
        "Summarise current and recent attacks: vector (UDP flood, SYN flood, DNS amplification, HTTP flood), peak "
        "bps/pps, targeted IPs and mitigation state.",
        {"window": e(["1h", "6h", "24h", "7d"], default="24h"), "prefix": s("Optional CIDR filter.")},
        annotations=RO,
    ),
    tool(
        "scrub_divert_traffic",
        "Start on-demand mitigation by announcing the prefix from the scrubbing centres (BGP diversion).\n\n"
        "Diversion changes internet routing for the prefix and takes 1-3 minutes to converge. Confirm the prefix "
        "with the user before calling. Clean traffic is returned over the GRE tunnel configured for the customer.",
        {"prefix": s("CIDR, at least a /24 for IPv4."), "confirm": b(default=False)},
        ["prefix", "confirm"],
        annotations=ann(ro=False, destructive=False, idem=True, open_world=True, title="Divert traffic"),
    ),
    tool(
        "scrub_withdraw_diversion",
        "Stop diversion and let traffic return to the customer's own routing. Check `scrub_attack_summary` first: "
        "withdrawing during an active attack exposes the origin.",
        {"prefix": s(), "force": b("Withdraw even when an attack is in progress.", default=False)},
        ["prefix"],
        annotations=ann(ro=False, destructive=True, idem=True, open_world=True),
    ),
    tool(
        "scrub_add_allowlist",
        "Allowlist source prefixes that must never be rate-limited (for example payment partners or monitoring).",
        {"prefix": s(), "sources": arr(s(), minItems=1), "comment": s(), "expires_at": s(format="date-time")},
        ["prefix", "sources"],
    ),
    tool(
        "scrub_set_rate_limit",
        "Set a per-source rate limit on a protected prefix.",
        {
            "prefix": s(),
            "protocol": e(["udp", "tcp", "icmp", "any"]),
            "port": i(minimum=0, maximum=65535),
            "pps": i("Packets per second per source.", minimum=1),
        },
        ["prefix", "protocol", "pps"],
    ),
    tool(
        "scrub_get_pcap",
        "Download a sampled packet capture (1:1000) from the scrubbing centre for forensic analysis. Captures may "
        "contain client IP addresses; handle them according to the customer's data-processing agreement.",
        {"attack_id": s(), "max_mb": i(default=50, maximum=500)},
        ["attack_id"],
        annotations=RO,
    ),
    tool(
        "scrub_notify_contacts",
        "Update who is alerted when an attack starts. Default contact is the NOC mailbox.",
        {
            "contacts": arr(
                one_of(
                    obj({"email": s(format="email")}, ["email"]),
                    obj({"sms": s("E.164 number.")}, ["sms"]),
                    obj({"webhook": s(format="uri")}, ["webhook"]),
                ),
                default=[{"email": "noc@example-isp.net"}],
            )
        },
        ["contacts"],
        annotations=ann(idem=True),
    ),
    tool(
        "scrub_monthly_report",
        "Monthly report: attacks, mitigated volume, time-to-mitigate, SLA credits.",
        {"month": s("YYYY-MM", pattern=r"^\d{4}-\d{2}$")},
        ["month"],
        annotations=RO,
    ),
    tool(
        "scrub_test_tunnel",
        "Check GRE tunnel health between scrubbing centres and the customer edge (latency, MTU, packet loss).",
        {"tunnel_id": s()},
        ["tunnel_id"],
        annotations=RO,
    ),
]

HOLD = [
    tool(
        "hold_list_matters",
        "List legal matters that have (or had) a preservation hold.",
        {"state": e(["active", "released", "all"], default="active")},
        annotations=RO_LOCAL,
    ),
    tool(
        "hold_create",
        "Create a legal hold for a matter.\n\n"
        "A hold suspends deletion and retention policies for the custodians' mailboxes, chats and drives from the "
        "moment it is created. It does not copy data anywhere and does not give anyone access to the data.\n\n"
        "Example:\n```json\n"
        '{"matter_id": "M-2026-114", "custodians": ["a.jansen@example.com"], "sources": ["mail", "chat"], '
        '"date_from": "2025-01-01"}\n```',
        {
            "matter_id": s(),
            "custodians": arr(s(format="email"), minItems=1),
            "sources": arr(e(["mail", "chat", "drive", "calendar", "devices"]), default=["mail", "chat", "drive"]),
            "date_from": s(format="date"),
            "date_to": s(format="date"),
            "query": s("Optional keyword scope. Leave empty to preserve everything."),
        },
        ["matter_id", "custodians"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=False, title="Create legal hold"),
    ),
    tool(
        "hold_add_custodians",
        "Add custodians to an existing hold.",
        {"hold_id": s(), "custodians": arr(s(format="email"), minItems=1)},
        ["hold_id", "custodians"],
        annotations=ann(idem=True),
    ),
    tool(
        "hold_send_notice",
        "Send the hold notice to custodians and track acknowledgement. The notice text comes from counsel; you can "
        "fill in the placeholders but do not change the legal wording.",
        {
            "hold_id": s(),
            "template_id": s(),
            "placeholders": obj({}, desc="Values for {{placeholders}} in the template.", extra={"type": "string"}),
            "reminder_days": i(default=7),
        },
        ["hold_id", "template_id"],
    ),
    tool(
        "hold_ack_status",
        "Who has and has not acknowledged the hold notice.",
        {"hold_id": s()},
        ["hold_id"],
        annotations=RO_LOCAL,
    ),
    tool(
        "hold_release",
        "Release a hold. Normal retention resumes, which means held content older than the retention period may "
        "be deleted in the next cycle.\n\nOnly release when the user confirms counsel has approved the release. "
        "If a custodian is also under another active hold, their data stays preserved.",
        {"hold_id": s(), "approved_by": s("Name of approving counsel."), "confirm": b(default=False)},
        ["hold_id", "approved_by", "confirm"],
        annotations=ann(ro=False, destructive=True, idem=True, open_world=False),
    ),
    tool(
        "hold_preview_scope",
        "Count items that a hold would preserve, per custodian and source, without creating it.",
        {"custodians": arr(s()), "sources": arr(s()), "date_from": s(), "date_to": s(), "query": s()},
        ["custodians"],
        annotations=RO_LOCAL,
    ),
    tool(
        "hold_custodian_departure",
        "Check whether a departing employee is a custodian on any active hold. HR should call this before an "
        "account is closed; if the answer is yes, the mailbox must be converted to an inactive mailbox rather "
        "than deleted.",
        {"email": s(format="email")},
        ["email"],
        annotations=RO_LOCAL,
    ),
    tool(
        "hold_chain_of_custody",
        "Chain-of-custody report for a matter: when the hold was applied, changed, who was notified.",
        {"matter_id": s(), "format": e(["pdf", "json"], default="pdf")},
        ["matter_id"],
        annotations=RO_LOCAL,
    ),
    tool(
        "hold_export_for_review",
        "Export preserved content to the review platform. Access to exports is limited to the matter's review "
        "team. Large exports run in the background; the tool returns a job id.",
        {
            "hold_id": s(),
            "destination": e(["review_platform", "encrypted_archive"], default="review_platform"),
            "dedupe": b(default=True),
        },
        ["hold_id"],
    ),
]

SERVERS = {"b18-ddos-scrubbing": SCRUB, "b18-legal-hold": HOLD}
