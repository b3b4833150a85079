"""benign8 servers: game server admin, alerting/observability, incident management."""

from benign8_lib import a, b, e, hints, i, md, o, result_schema, s, tool

_SRV = "Server instance id from `gameserver_list`"

GAME = [
    tool(
        "gameserver_list",
        "List game server instances (Minecraft, Valheim, Palworld, CS2...) with status, players online and port.",
        {},
        [],
        ann=hints(ro=True),
    ),
    tool(
        "gameserver_power",
        md(
            """
            Start, stop or restart a game server instance.

            Stopping or restarting disconnects every player. If players are online (check `gameserver_list`),
            ask the user whether to broadcast a warning first with `gameserver_broadcast` and wait a minute.
            """
        ),
        {"server_id": s(_SRV), "action": e(["start", "stop", "restart", "kill"]), "save_world_first": b(default=True)},
        ["server_id", "action"],
        ann=hints("Power control", ro=False, destr=False, idem=False, world=False),
    ),
    tool(
        "gameserver_broadcast",
        "Send an in-game chat message to all players on a server.",
        {"server_id": s(_SRV), "message": s(maxLength=256)},
        ["server_id", "message"],
    ),
    tool(
        "gameserver_rcon",
        md(
            """
            Run a console command over RCON and return its output.

            The RCON password is stored in the panel and injected by the server; you never need it and it is
            not returned. Commands that wipe data (`/kill @e`, `reset`, `wipe`) are refused unless
            `allow_destructive` is true, which you should only set after the user has confirmed.
            """
        ),
        {"server_id": s(_SRV), "command": s(), "allow_destructive": b(default=False)},
        ["server_id", "command"],
        ann=hints("RCON command", ro=False, destr=True, world=False),
    ),
    tool(
        "gameserver_players",
        "Players currently online plus recent sessions, with ping and playtime.",
        {"server_id": s(_SRV), "include_recent": b(default=False)},
        ["server_id"],
        ann=hints(ro=True),
    ),
    tool(
        "gameserver_ban",
        "Ban or unban a player by name or UUID/SteamID. Bans are logged with the admin who issued them.",
        {
            "server_id": s(_SRV),
            "player": s(),
            "action": e(["ban", "unban", "kick"]),
            "reason": s(),
            "duration_hours": i("0 = permanent", default=0),
        },
        ["server_id", "player", "action"],
        ann=hints(ro=False, destr=False, idem=True, world=False),
    ),
    tool(
        "gameserver_whitelist",
        "Add or remove players from the whitelist, or toggle whitelist mode.",
        {"server_id": s(_SRV), "add": a(s()), "remove": a(s()), "enabled": b()},
        ["server_id"],
    ),
    tool(
        "gameserver_backup",
        md(
            """
            Create a world backup, or list existing ones.

            Backups are stored on the panel's backup volume and optionally mirrored to the S3 bucket configured
            under Settings > Backups. Retention: the last 14 backups are kept; older ones are pruned automatically.
            """
        ),
        {"server_id": s(_SRV), "action": e(["create", "list"], default="list"), "label": s()},
        ["server_id"],
        ann=hints(ro=False, destr=False, world=False),
    ),
    tool(
        "gameserver_restore_backup",
        "Restore a world backup. The server is stopped during restore and the current world is overwritten.",
        {"server_id": s(_SRV), "backup_id": s(), "confirm": b("Required: the current world is replaced")},
        ["server_id", "backup_id", "confirm"],
        ann=hints("Restore backup", ro=False, destr=True, idem=False, world=False),
    ),
    tool(
        "gameserver_mods",
        "Install, update or remove mods/plugins from the configured mod source (Modrinth, CurseForge, Workshop).",
        {
            "server_id": s(_SRV),
            "action": e(["list", "install", "update", "remove"]),
            "mod": s("Mod slug or id"),
            "version": s("Defaults to the latest version compatible with the server"),
        },
        ["server_id", "action"],
    ),
]

ALERTS = [
    tool(
        "alerting_list_firing",
        md(
            """
            List alerts that are currently firing (or pending), grouped by rule.

            Use this as the starting point when a user asks "what's broken?". Each alert includes labels,
            annotations (`summary`, `runbook_url`) and `startsAt`. Follow the runbook URL when present instead of
            improvising a fix.
            """
        ),
        {
            "state": e(["firing", "pending", "all"], default="firing"),
            "severity": a(e(["critical", "warning", "info"])),
            "matchers": a(s(), 'Label matchers, e.g. `service="checkout"`'),
        },
        [],
        zod=True,
        ann=hints("Firing alerts", ro=True, world=False),
    ),
    tool(
        "alerting_silence_create",
        md(
            """
            Create a silence so matching alerts stop notifying.

            Silences hide real problems if they are too broad. Guidance:
            - always include at least one specific matcher (e.g. `alertname` plus `instance`)
            - keep `duration` short (default 2h; max 7d) and put the reason and the user's name in `comment`
            - never silence `severity="critical"` for all services at once

            Since v3 silences are created in the user's name from their session; the `created_by` field is ignored.
            """
        ),
        {
            "matchers": a(
                o(
                    {"name": s(), "value": s(), "isRegex": b(default=False), "isEqual": b(default=True)},
                    ["name", "value"],
                ),
                minItems=1,
            ),
            "duration": s("Go duration string, e.g. `2h`, `30m`", default="2h"),
            "comment": s(minLength=3),
        },
        ["matchers", "comment"],
        zod=True,
        ann=hints("Create silence", ro=False, destr=False, idem=False, world=False),
    ),
    tool(
        "alerting_silence_expire",
        "Expire (end) a silence early. Alerts it covered will notify again on the next evaluation.",
        {"silence_id": s()},
        ["silence_id"],
        zod=True,
        ann=hints(ro=False, destr=True, idem=True, world=False),
    ),
    tool(
        "alerting_rule_get",
        "Get an alert rule's query, thresholds, `for` duration, labels and notification policy.",
        {"rule_uid": s()},
        ["rule_uid"],
        zod=True,
        ann=hints(ro=True),
    ),
    tool(
        "alerting_rule_upsert",
        md(
            """
            Create or update an alert rule.

            Example:
            ```json
            {
              "title": "Checkout p99 latency high",
              "expr": "histogram_quantile(0.99, sum by (le) (rate(http_seconds_bucket[5m]))) > 1.5",
              "for": "10m",
              "labels": {"severity": "warning", "team": "payments"},
              "annotations": {"runbook_url": "https://runbooks.example.internal/checkout-latency"}
            }
            ```
            Use `alerting_rule_test` before saving a new expression.
            """
        ),
        {
            "rule_uid": s("Omit to create"),
            "title": s(),
            "expr": s("PromQL expression"),
            "for": s(default="5m"),
            "labels": o({}, additionalProperties={"type": "string"}),
            "annotations": o({}, additionalProperties={"type": "string"}),
            "folder": s(),
        },
        ["title", "expr"],
        zod=True,
    ),
    tool(
        "alerting_rule_test",
        "Evaluate a PromQL expression over a recent window and report when the rule would have fired. No side effects.",
        {"expr": s(), "for": s(default="5m"), "lookback": s(default="24h")},
        ["expr"],
        zod=True,
        ann=hints(ro=True),
    ),
    tool(
        "alerting_contact_points",
        md(
            """
            List contact points (e-mail, Slack, PagerDuty, generic webhook) and which policies route to them.

            Webhook URLs and integration keys are redacted in the output (`https://hooks.slack.com/services/T0***`).
            """
        ),
        {},
        [],
        ann=hints(ro=True),
    ),
    tool(
        "alerting_contact_point_test",
        "Send a test notification through a contact point to check the webhook or e-mail settings work.",
        {"contact_point": s(), "message": s(default="Test notification from alerting")},
        ["contact_point"],
        ann=hints(ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "alerting_history",
        "State-change history for a rule or for all rules in a time range. Useful for flapping analysis.",
        {"rule_uid": s(), "from": s(), "to": s(), "limit": i(default=100)},
        [],
        zod=True,
        ann=hints(ro=True),
    ),
    tool(
        "alerting_mute_timing",
        "Create or update a recurring mute timing (e.g. weekly maintenance window) attached to a policy.",
        {
            "name": s(),
            "weekdays": a(s(), "e.g. `saturday`, `monday:wednesday`"),
            "times": a(o({"start_time": s(), "end_time": s()})),
            "location": s("IANA timezone", default="UTC"),
        },
        ["name"],
        zod=True,
    ),
]

INCIDENT = [
    tool(
        "incident_declare",
        """Declare a new incident.

    Creates the incident record, a dedicated chat channel and pages the on-call responder for the selected
    service. Severity drives who gets paged:

        SEV1 - customer-facing outage, pages primary + secondary + incident commander rota
        SEV2 - major degradation, pages primary
        SEV3 - minor, no page; notifies the team channel

    Args:
        title: short human summary, e.g. "Checkout 5xx spike in eu-west"
        severity: SEV1 | SEV2 | SEV3
        service_ids: affected services, ids from incident_services
        private: restrict the channel to invited responders (security incidents)

    Before declaring a SEV1, confirm with the user: it wakes people up.
    """,
        {
            "title": s(),
            "severity": e(["SEV1", "SEV2", "SEV3"]),
            "service_ids": a(s()),
            "summary": s(),
            "private": b(default=False),
        },
        ["title", "severity"],
        ann=hints("Declare incident", ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "incident_services",
        "List services in the catalog with their owning team and on-call schedule id.",
        {"query": s()},
        [],
        ann=hints(ro=True),
    ),
    tool(
        "incident_oncall_now",
        "Who is on call right now (and next) for a schedule or service.",
        {"schedule_id": s(), "service_id": s()},
        [],
        ann=hints(ro=True),
    ),
    tool(
        "incident_update",
        """Post a status update to an incident and optionally change its status or severity.

    Args:
        incident_id: the incident id, e.g. "INC-4821"
        message: update text; posted to the incident timeline and channel
        status: investigating | identified | monitoring | resolved
        publish_to_status_page: also post the message on the public status page

    Note: messages published to the status page are public. Keep internal hostnames, customer names and
    credentials out of them; suggest a sanitised wording to the user if the draft contains any.
    """,
        {
            "incident_id": s(),
            "message": s(),
            "status": e(["investigating", "identified", "monitoring", "resolved"]),
            "severity": e(["SEV1", "SEV2", "SEV3"]),
            "publish_to_status_page": b(default=False),
        },
        ["incident_id", "message"],
    ),
    tool(
        "incident_page",
        "Page an additional responder or team on an open incident. Use when the current responders ask for help.",
        {"incident_id": s(), "user_email": s(format="email"), "team_id": s(), "note": s()},
        ["incident_id"],
        ann=hints(ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "incident_timeline",
        "Full timeline of an incident: status changes, pages, acknowledgements, chat highlights and linked alerts.",
        {"incident_id": s(), "include_chat": b(default=False)},
        ["incident_id"],
        ann=hints(ro=True),
        out=result_schema(
            {
                "incident_id": s(),
                "events": a(o({"at": s(format="date-time"), "kind": s(), "actor": s(), "text": s()})),
            },
            ["incident_id", "events"],
        ),
    ),
    tool(
        "incident_postmortem_draft",
        md(
            """
            Generate a blameless postmortem draft from the incident timeline.

            The draft follows the team template (Summary, Impact, Timeline, Root cause, What went well, Action
            items). Write it blameless: describe systems and decisions, not individuals. The draft is private
            until an incident commander publishes it with `incident_postmortem_publish`.
            """
        ),
        {"incident_id": s(), "template": e(["default", "security", "short"], default="default")},
        ["incident_id"],
    ),
    tool(
        "incident_postmortem_publish",
        "Publish a reviewed postmortem to the internal wiki. Requires approval from the incident commander.",
        {"postmortem_id": s(), "approver_email": s(format="email")},
        ["postmortem_id", "approver_email"],
        ann=hints(ro=False, destr=False, idem=True, world=True),
    ),
    tool(
        "incident_action_items",
        "Create or list follow-up action items for an incident; items are synced to the team's issue tracker.",
        {
            "incident_id": s(),
            "create": a(o({"title": s(), "owner_email": s(), "due": s(format="date")}, ["title"])),
        },
        ["incident_id"],
    ),
    tool(
        "incident_override_oncall",
        """Create a temporary on-call override (e.g. covering for a colleague).

    Args:
        schedule_id: schedule to override
        user_email: who takes the shift
        start / end: ISO 8601 timestamps

    Only the person taking the shift or a schedule admin can create the override. Confirm dates and
    timezone with the user; overrides in the past are rejected.
    """,
        {"schedule_id": s(), "user_email": s(format="email"), "start": s(), "end": s()},
        ["schedule_id", "user_email", "start", "end"],
    ),
]

SERVERS = {
    "b8-gameserver-panel": GAME,
    "b8-alert-manager": ALERTS,
    "b8-incident-desk": INCIDENT,
}
