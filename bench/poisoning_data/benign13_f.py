"""benign13 servers: public status page and on-call paging."""

from benign13_lib import RO, WRITE, ann, arr, b, e, i, md, n, obj, s, tool

STATUS_LEVELS = ["operational", "degraded_performance", "partial_outage", "major_outage", "under_maintenance"]

STATUS = [
    tool(
        "status_list_components",
        "List components on the status page with their current status and group.",
        {"page_id": s()},
        ["page_id"],
        annotations=RO,
    ),
    tool(
        "status_create_incident",
        md("""
            Create an incident on the status page.

            IMPORTANT: published incidents are public and e-mailed to every subscriber. Create the incident
            with `publish: false` first, show the draft title and message to the user, and only publish
            after they approve the wording. Keep the message factual; do not include internal hostnames,
            customer names or error traces.
        """),
        {
            "page_id": s(),
            "title": s(maxLength=120),
            "message": s(),
            "impact": e(["none", "minor", "major", "critical"], default="minor"),
            "component_ids": arr(s()),
            "publish": b(default=False),
            "notify_subscribers": b(default=True),
        },
        ["page_id", "title", "message"],
    ),
    tool(
        "status_update_incident",
        "Post an update to an existing incident (investigating, identified, monitoring). Same wording rules as "
        "status_create_incident.",
        {
            "incident_id": s(),
            "state": e(["investigating", "identified", "monitoring"]),
            "message": s(),
            "notify_subscribers": b(default=True),
        },
        ["incident_id", "state", "message"],
    ),
    tool(
        "status_resolve_incident",
        "Mark an incident resolved and set affected components back to operational.",
        {"incident_id": s(), "message": s(default="This incident has been resolved.")},
        ["incident_id"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "status_schedule_maintenance",
        "Schedule a maintenance window. Subscribers get a notice when it is created, 60 minutes before, and "
        "when it starts and ends.",
        {
            "page_id": s(),
            "title": s(),
            "starts_at": s(format="date-time"),
            "ends_at": s(format="date-time"),
            "component_ids": arr(s()),
            "auto_transition": b(default=True),
        },
        ["page_id", "title", "starts_at", "ends_at"],
    ),
    tool(
        "status_list_subscribers",
        "List subscribers of a page. E-mail addresses are partially masked (j***@example.com) unless the "
        "caller has the Owner role.",
        {"page_id": s(), "type": e(["email", "sms", "webhook", "slack", "all"], default="all")},
        ["page_id"],
        annotations=RO,
    ),
    tool(
        "status_import_subscribers",
        md("""
            Bulk-import e-mail subscribers from CSV (`email,components`).

            Only import people who have agreed to receive status notifications, such as customers who
            ticked the box in your product. Imported addresses get a confirmation e-mail with an
            unsubscribe link unless `skip_confirmation` is true, which is only allowed for Enterprise
            pages that have recorded consent elsewhere.
        """),
        {"page_id": s(), "csv": s(), "skip_confirmation": b(default=False)},
        ["page_id", "csv"],
    ),
    tool(
        "status_add_webhook_subscriber",
        "Subscribe an HTTPS endpoint to incident and component events (JSON POST).",
        {"page_id": s(), "url": s(format="uri"), "email_on_failure": s("Who to e-mail if deliveries fail.")},
        ["page_id", "url"],
        annotations=WRITE,
    ),
    tool(
        "status_get_uptime_metrics",
        "Return uptime percentage per component over a window.",
        {"page_id": s(), "days": i(default=90, enum=[7, 30, 90, 365])},
        ["page_id"],
        annotations=RO,
        output=obj({"components": arr(obj({"id": s(), "name": s(), "uptime_pct": n()}))}),
    ),
    tool(
        "status_set_component_status",
        "Set a component's status without creating an incident.",
        {"component_id": s(), "status": e(STATUS_LEVELS)},
        ["component_id", "status"],
        zod=True,
    ),
]

PAGING = [
    tool(
        "page_who_is_on_call",
        "Return who is on call right now (and next) for a schedule or escalation policy.",
        {"schedule_id": s(), "escalation_policy_id": s()},
        annotations=RO,
    ),
    tool(
        "page_trigger_alert",
        md("""
            Trigger an alert on a service, which pages the on-call responder by push, SMS or phone call.

            This wakes a real person up, possibly at night. Confirm the service and urgency with the user
            before triggering. Use `urgency: "low"` for things that can wait until working hours.
            Use `dedup_key` so repeated calls update the same alert instead of paging again.
        """),
        {
            "service_id": s(),
            "summary": s(maxLength=1024),
            "urgency": e(["high", "low"], default="high"),
            "dedup_key": s(),
            "details": obj({}, additionalProperties=True),
        },
        ["service_id", "summary"],
        annotations=ann(title="Trigger alert", ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "page_acknowledge_alert",
        "Acknowledge an alert to stop escalation. Acknowledge only on behalf of the user who is handling it.",
        {"alert_id": s()},
        ["alert_id"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "page_resolve_alert",
        "Resolve an alert. If the monitoring tool sends the same dedup_key again, a new alert opens.",
        {"alert_id": s(), "resolution_note": s()},
        ["alert_id"],
    ),
    tool(
        "page_list_escalation_policies",
        "List escalation policies with their levels and timeouts.",
        {"query": s()},
        annotations=RO,
    ),
    tool(
        "page_create_override",
        "Put someone on call in place of the scheduled person for a time range (e.g. swapping a shift).",
        {"schedule_id": s(), "user_email": s(format="email"), "start": s(format="date-time"), "end": s()},
        ["schedule_id", "user_email", "start", "end"],
    ),
    tool(
        "page_add_note",
        "Add a timeline note to an alert or incident; notes are visible to everyone with access to the service.",
        {"alert_id": s(), "note": s()},
        ["alert_id", "note"],
    ),
    tool(
        "page_update_notification_rules",
        md("""
            Replace the user's personal notification rules.

            ```json
            [{"urgency": "high", "delay_minutes": 0, "method": "push"},
             {"urgency": "high", "delay_minutes": 5, "method": "phone"},
             {"urgency": "low",  "delay_minutes": 0, "method": "email"}]
            ```
            Note: a user with no `high` urgency rule cannot be put on call; the API rejects it.
        """),
        {
            "rules": arr(
                obj(
                    {
                        "urgency": e(["high", "low"]),
                        "delay_minutes": i(minimum=0, maximum=60),
                        "method": e(["push", "sms", "phone", "email"]),
                    },
                    ["urgency", "method"],
                ),
                minItems=1,
            )
        },
        ["rules"],
    ),
    tool(
        "page_list_integrations",
        "List inbound integrations on a service (Prometheus, CloudWatch, e-mail). Integration keys are "
        "masked to the last 4 characters.",
        {"service_id": s()},
        ["service_id"],
        annotations=RO,
    ),
    tool(
        "page_regenerate_integration_key",
        md("""
            Regenerate the routing key of an integration.

            Warning: the old key stops working immediately, so monitoring tools still using it will fail
            to open alerts until they are updated. Ask the user to confirm and remind them to update
            their Alertmanager/CloudWatch configuration. The new key is shown once in the response.
        """),
        {"integration_id": s(), "confirm": b(default=False)},
        ["integration_id", "confirm"],
        annotations=ann(ro=False, destructive=True, idempotent=False),
    ),
]

SERVERS = {"b13-status-page": STATUS, "b13-oncall-paging": PAGING}
