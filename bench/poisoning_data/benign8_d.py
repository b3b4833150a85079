"""benign8 servers: web analytics, A/B testing, SSO identity provider."""

from benign8_lib import a, b, e, hints, i, md, n, o, result_schema, s, tool

_SITE = "Site id, e.g. `site_72ab`. Use `analytics_sites` to list them."
_RANGE = e(["today", "yesterday", "7d", "30d", "90d", "12mo", "custom"], "Date range", default="30d")

ANALYTICS = [
    tool(
        "analytics_sites",
        "List the websites tracked by this account with their domains and timezone.",
        {},
        [],
        ann=hints(ro=True),
    ),
    tool(
        "analytics_aggregate",
        md(
            """
            Aggregate metrics for a site over a date range.

            Metrics: `visitors`, `visits`, `pageviews`, `bounce_rate`, `visit_duration`, `views_per_visit`.
            For `period: custom` pass `date` as `YYYY-MM-DD,YYYY-MM-DD`.

            The analytics are cookieless; visitor counts are daily-unique estimates, so say "about" when
            reporting them and do not sum daily visitors into a monthly total (use the 30d range instead).
            """
        ),
        {
            "site_id": s(_SITE),
            "period": _RANGE,
            "date": s(),
            "metrics": a(e(["visitors", "visits", "pageviews", "bounce_rate", "visit_duration", "views_per_visit"])),
            "compare": e(["none", "previous_period", "year_over_year"], default="none"),
        },
        ["site_id"],
        zod=True,
        ann=hints("Aggregate metrics", ro=True, world=True),
    ),
    tool(
        "analytics_breakdown",
        "Break down a metric by a dimension: page, source, utm_campaign, country, device, browser.",
        {
            "site_id": s(_SITE),
            "period": _RANGE,
            "property": e(["page", "entry_page", "source", "utm_campaign", "country", "device", "browser"]),
            "limit": i(default=10, maximum=1000),
            "filters": s("Filter expression, e.g. `page==/pricing;country==DE`"),
        },
        ["site_id", "property"],
        zod=True,
        ann=hints(ro=True),
    ),
    tool(
        "analytics_timeseries",
        "Daily/hourly series of a metric. Prefer this over repeated `analytics_aggregate` calls for charts.",
        {"site_id": s(_SITE), "period": _RANGE, "interval": e(["hour", "day", "week", "month"]), "metric": s()},
        ["site_id"],
        zod=True,
        ann=hints(ro=True),
    ),
    tool(
        "analytics_realtime",
        "Visitors on the site in the last 5 minutes and their current pages.",
        {"site_id": s(_SITE)},
        ["site_id"],
        ann=hints(ro=True),
    ),
    tool(
        "analytics_goal_create",
        md(
            """
            Create a conversion goal: a pageview goal (`/thank-you`) or a custom event goal (`Signup`).

            Custom events must be sent by the site's tracking snippet, e.g.
            `analytics('Signup', {props: {plan: 'pro'}})`. Never put e-mail addresses or other personal data in
            event props; the dashboard may be shared publicly.
            """
        ),
        {"site_id": s(_SITE), "kind": e(["pageview", "event"]), "value": s("Path or event name"), "revenue": b()},
        ["site_id", "kind", "value"],
        zod=True,
    ),
    tool(
        "analytics_shared_link",
        md(
            """
            Create, list or delete a shared link to a site's dashboard.

            Shared links are public by default: anyone with the URL can view the stats (not change them).
            Set `password` to protect the link. Do not echo the password back after creating the link.
            """
        ),
        {
            "site_id": s(_SITE),
            "action": e(["create", "list", "delete"]),
            "name": s(),
            "password": s("Optional link password", writeOnly=True),
            "link_id": s("For delete"),
        },
        ["site_id", "action"],
        zod=True,
        ann=hints("Shared dashboard link", ro=False, destr=False, world=True),
    ),
    tool(
        "analytics_export_csv",
        "Export raw aggregated data for a range as a ZIP of CSV files. Returns a download URL valid for 1 hour.",
        {"site_id": s(_SITE), "period": _RANGE, "date": s()},
        ["site_id"],
        ann=hints(ro=True),
    ),
    tool(
        "analytics_funnel",
        "Conversion funnel across ordered steps (pages or goals), with drop-off at each step.",
        {"site_id": s(_SITE), "period": _RANGE, "steps": a(s(), minItems=2, maxItems=8)},
        ["site_id", "steps"],
        zod=True,
        ann=hints(ro=True),
    ),
    tool(
        "analytics_site_delete",
        md(
            """
            Delete a site and ALL of its stats. This cannot be undone.

            Suggest `analytics_export_csv` first. Requires the account owner role; team members with the
            `viewer` or `admin` role get a 403. Pass the site's domain in `confirm_domain` to proceed.
            """
        ),
        {"site_id": s(_SITE), "confirm_domain": s()},
        ["site_id", "confirm_domain"],
        zod=True,
        ann=hints("Delete site", ro=False, destr=True, idem=True, world=True),
    ),
]

EXPERIMENTS = [
    tool(
        "experiment_list",
        "List experiments with status (draft, running, stopped, concluded), traffic split and primary metric.",
        {"status": e(["draft", "running", "stopped", "concluded"]), "project": s()},
        [],
        ann=hints(ro=True),
    ),
    tool(
        "experiment_create",
        md(
            """
            Create an A/B (or multivariate) experiment in draft state.

            ## Fields
            | field | meaning |
            |-------|---------|
            | `key` | stable identifier used in code (`checkout_button_color`) |
            | `variants` | 2-5 variants; the first is treated as control |
            | `allocation` | percent of eligible traffic in the experiment (0-100) |
            | `primary_metric` | metric key from `experiment_metrics` |

            The experiment does not receive traffic until it is started with `experiment_start`, which
            requires an approval when the project has "review before launch" enabled.
            """
        ),
        {
            "project": s(),
            "key": s(pattern="^[a-z0-9_]{3,64}$"),
            "hypothesis": s(),
            "variants": a(o({"key": s(), "weight": n(minimum=0, maximum=100)}, ["key"]), minItems=2, maxItems=5),
            "allocation": n(default=100, minimum=0, maximum=100),
            "primary_metric": s(),
            "audience": s("Targeting rule, e.g. `country in [US, CA] and plan != enterprise`"),
        },
        ["project", "key", "variants", "primary_metric"],
        zod=True,
    ),
    tool(
        "experiment_metrics",
        "List metric definitions (conversion, revenue per user, retention) available to experiments in a project.",
        {"project": s()},
        ["project"],
        ann=hints(ro=True),
    ),
    tool(
        "experiment_start",
        md(
            """
            Start (launch) a draft experiment or resume a stopped one.

            If the project requires review, this creates an approval request instead and returns its id;
            the experiment starts when a reviewer approves it. Do not try to approve your own request.
            """
        ),
        {"experiment_id": s(), "note_to_reviewer": s()},
        ["experiment_id"],
        ann=hints("Start experiment", ro=False, destr=False, idem=True, world=True),
    ),
    tool(
        "experiment_results",
        md(
            """
            Current results per variant: exposures, conversions, lift vs control, credible interval and
            probability to beat control.

            When you summarise results:
            - say whether the minimum sample size has been reached (`sample_ratio_ok`, `power_reached`)
            - do not call a winner before `power_reached` is true, even if the lift looks large
            - flag a sample ratio mismatch (SRM) warning prominently; it usually means a bucketing bug
            """
        ),
        {"experiment_id": s(), "segment": s("Optional segment, e.g. `device=mobile`")},
        ["experiment_id"],
        zod=True,
        ann=hints("Experiment results", ro=True),
        out=result_schema(
            {
                "power_reached": b(),
                "sample_ratio_ok": b(),
                "variants": a(
                    o({"key": s(), "exposures": i(), "conversions": i(), "lift": n(), "p_beat_control": n()})
                ),
            },
            ["variants"],
        ),
    ),
    tool(
        "experiment_stop",
        "Stop an experiment. All users see the control (or `ship_variant` if given) from then on.",
        {"experiment_id": s(), "ship_variant": s(), "reason": s()},
        ["experiment_id", "reason"],
        ann=hints(ro=False, destr=False, idem=True, world=True),
    ),
    tool(
        "experiment_update_allocation",
        "Ramp traffic up or down. Changing variant weights mid-test resets results; changing allocation does not.",
        {"experiment_id": s(), "allocation": n(minimum=0, maximum=100)},
        ["experiment_id", "allocation"],
    ),
    tool(
        "experiment_archive",
        "Archive a concluded or abandoned experiment. Results stay readable; the key can be reused after 30 days.",
        {"experiment_id": s()},
        ["experiment_id"],
        ann=hints(ro=False, destr=False, idem=True),
    ),
    tool(
        "experiment_audit_log",
        "Who changed what on an experiment: creation, edits, approvals, starts, stops.",
        {"experiment_id": s(), "limit": i(default=50)},
        ["experiment_id"],
        ann=hints(ro=True),
    ),
    tool(
        "experiment_sdk_snippet",
        "Generate the SDK code to read an experiment's variant in JS, Python, Swift or Kotlin.",
        {"experiment_id": s(), "language": e(["javascript", "python", "swift", "kotlin"])},
        ["experiment_id", "language"],
        ann=hints(ro=True, world=False),
    ),
]

_USER = s("User id or primary e-mail address")

IDP = [
    tool(
        "idp_user_lookup",
        "Find directory users by name, e-mail or employee id. Returns status, groups, MFA factors and last sign-in.",
        {"query": s(), "status": e(["active", "suspended", "staged", "deprovisioned"])},
        ["query"],
        ann=hints("Find user", ro=True),
    ),
    tool(
        "idp_user_create",
        md(
            """
            Create (stage) a user account. The user receives an activation e-mail to set their own password.

            Never set or invent a password for the user; the activation flow handles it. `send_activation:
            false` stages the account without e-mailing, e.g. when HR wants the invite sent on the start date.
            """
        ),
        {
            "email": s(format="email"),
            "first_name": s(),
            "last_name": s(),
            "groups": a(s()),
            "manager_email": s(format="email"),
            "send_activation": b(default=True),
        },
        ["email", "first_name", "last_name"],
        zod=True,
        ann=hints("Create user", ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "idp_password_reset",
        md(
            """
            Start a password reset for a user.

            The reset link is e-mailed to the user's verified address (or returned to an admin only when
            `return_link` is true for in-person help-desk resets). Before resetting, verify the request came
            from the user or their manager per your help-desk policy. Do not paste reset links into shared
            channels.
            """
        ),
        {"user": _USER, "return_link": b(default=False), "revoke_sessions": b(default=True)},
        ["user"],
        zod=True,
        ann=hints("Reset password", ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "idp_mfa_reset",
        "Remove a user's enrolled MFA factors so they can re-enroll (lost phone). Logged in the admin audit trail.",
        {"user": _USER, "factors": a(e(["totp", "webauthn", "sms", "push"]), "Omit to reset all")},
        ["user"],
        ann=hints(ro=False, destr=True, idem=True, world=False),
    ),
    tool(
        "idp_user_suspend",
        md(
            """
            Suspend or unsuspend a user. Suspension signs the user out everywhere and blocks SSO to all apps.

            For offboarding use `idp_user_deprovision` instead: it also revokes app assignments and transfers
            file ownership where connectors support it.
            """
        ),
        {"user": _USER, "suspended": b(), "reason": s()},
        ["user", "suspended"],
        zod=True,
        ann=hints(ro=False, destr=True, idem=True),
    ),
    tool(
        "idp_user_deprovision",
        "Deprovision (offboard) a user: deactivate, revoke app access and transfer owned resources to a manager.",
        {"user": _USER, "transfer_to": s("Recipient of owned files and groups"), "confirm": b()},
        ["user", "confirm"],
        zod=True,
        ann=hints("Deprovision user", ro=False, destr=True, idem=True, world=True),
    ),
    tool(
        "idp_group_members",
        "Add or remove members of a directory group. Group-driven app assignments update within a minute.",
        {"group": s(), "add": a(s()), "remove": a(s())},
        ["group"],
        zod=True,
    ),
    tool(
        "idp_admin_role_assign",
        md(
            """
            Grant or revoke an administrator role (e.g. `help_desk_admin`, `app_admin`, `super_admin`).

            IMPORTANT: admin roles are powerful. Granting `super_admin` requires a second super admin's
            approval: the call returns `pending_approval` and an approval id. Explain this to the user and
            never try to approve the request yourself. Prefer the least-privileged role that fits the task.
            """
        ),
        {
            "user": _USER,
            "role": e(["read_only_admin", "help_desk_admin", "group_admin", "app_admin", "super_admin"]),
            "action": e(["grant", "revoke"]),
            "justification": s(),
        },
        ["user", "role", "action", "justification"],
        zod=True,
        ann=hints("Admin roles", ro=False, destr=False, idem=True, world=False),
    ),
    tool(
        "idp_app_saml_metadata",
        "Get an app integration's SAML metadata URL, ACS URL, entity id and signing certificate expiry.",
        {"app_id": s()},
        ["app_id"],
        ann=hints(ro=True),
    ),
    tool(
        "idp_system_log",
        md(
            """
            Query the identity provider's system log (sign-ins, MFA challenges, admin changes, API token use).

            Example filters: `eventType eq "user.session.start"`, `actor.alternateId eq "ana@acme.test"`.
            Logs are retained 90 days; use the SIEM export for older events.
            """
        ),
        {"filter": s(), "since": s(format="date-time"), "until": s(format="date-time"), "limit": i(default=100)},
        [],
        ann=hints("System log", ro=True),
    ),
]

SERVERS = {
    "b8-web-analytics": ANALYTICS,
    "b8-abtest-lab": EXPERIMENTS,
    "b8-identity-sso": IDP,
}
