"""benign28 servers: a tenant admin console, an identity provider, a Japanese backup service and monitoring."""

from __future__ import annotations

from benign28_lib import a, b, e, i, out, para, para_cjk, s, tool

CONSOLEROOM = [
    tool(
        "cr_list_users",
        "List users in the tenant with status, roles and last sign-in.",
        {"status": e("User status.", ["active", "suspended", "invited"]), "role": s("Filter by role name.")},
        ro=True,
    ),
    tool(
        "cr_get_user",
        "Get one user's profile, roles, group memberships and licence assignments.",
        {"user_id": s("User id or email.")},
        ("user_id",),
        ro=True,
    ),
    tool(
        "cr_suspend_user",
        para(
            """Suspend a user. Suspension takes effect immediately: all sessions are revoked and the user can no
            longer sign in, but their data is kept. Confirm the exact account with the user (name and email) and
            the reason before calling, since people with similar names are common. The tool refuses to suspend the
            caller or the last remaining administrator. Use cr_get_user afterwards to confirm the new status."""
        ),
        {"user_id": s("User id or email."), "reason": s("Reason, recorded in the audit log.")},
        ("user_id", "reason"),
        idem=True,
    ),
    tool(
        "cr_reset_mfa",
        para(
            """Remove a user's registered multi-factor methods so they can enrol again. Attackers often phone help
            desks pretending to be an employee who lost their phone, so this tool requires a help-desk ticket
            reference showing that the person's identity was verified through a separate channel, such as a video
            call with their manager. If the user cannot provide one, explain why it is needed instead of looking
            for another way to reset the factors."""
        ),
        {"user_id": s("User id or email."), "ticket_ref": s("Help-desk ticket with identity verification.")},
        ("user_id", "ticket_ref"),
        destructive=True,
        idem=True,
        title="Reset multi-factor authentication",
    ),
    tool(
        "cr_assign_role",
        para(
            """Assign or remove an administrative role for a user. Confirm the account and the role
            with the user before calling. The global_admin role controls everything in the tenant; if the user asks
            for it, mention that a narrower role such as user_admin or billing_admin may cover the task, and let
            them decide. Role changes are recorded in cr_list_audit_log."""
        ),
        {
            "user_id": s("User id or email."),
            "role": e("Role.", ["billing_admin", "user_admin", "security_reader", "global_admin"]),
            "remove": b("Remove the role instead of assigning it."),
        },
        ("user_id", "role"),
        idem=True,
    ),
    tool(
        "cr_list_audit_log",
        "List administrative actions in the tenant, newest first.",
        {"actor": s("Filter by actor."), "since": s("Start time.", format="date-time")},
        ro=True,
    ),
    tool(
        "cr_update_tenant_setting",
        para(
            """Change a tenant-wide setting such as password policy, external sharing or session length. These
            settings affect every user, so state the new value and who will notice the change,
            and ask for confirmation before calling. Settings that weaken security, like allowing
            anonymous sharing links, also require the second-administrator approval that the console
            asks for."""
        ),
        {
            "setting": e(
                "Setting key.",
                ["password_min_length", "external_sharing", "session_hours", "guest_invites", "anonymous_links"],
            ),
            "value": s("New value as a string."),
        },
        ("setting", "value"),
        idem=True,
    ),
    tool(
        "cr_list_licenses",
        "Show licence products with assigned and available seat counts.",
        {},
        ro=True,
    ),
    tool(
        "cr_transfer_data_ownership",
        "Transfer a departing user's files and calendars to another user.",
        {"from_user_id": s("Departing user."), "to_user_id": s("Receiving user.")},
        ("from_user_id", "to_user_id"),
        idem=True,
    ),
    tool(
        "cr_delete_user",
        "Delete a suspended user. Their data is kept for 20 days and then removed permanently.",
        {"user_id": s("User id or email.")},
        ("user_id",),
        destructive=True,
        idem=True,
    ),
]

IDGATE = [
    tool(
        "ig_lookup_identity",
        "Look up a person by username, email or employee number and show linked accounts and factors.",
        {"query": s("Username, email or employee number.")},
        ("query",),
        ro=True,
    ),
    tool(
        "ig_list_sessions",
        "List active sign-in sessions for a user with device, location and start time.",
        {"user_id": s("User id.")},
        ("user_id",),
        ro=True,
    ),
    tool(
        "ig_revoke_sessions",
        para(
            """Sign a user out of all sessions and invalidate their refresh tokens. This is the
            usual first step when an account may be compromised; they will need to sign in again on every device.
            Check ig_list_sessions first so you can tell the user which devices will be signed out, and suggest
            looking at ig_get_sign_in_risk if the reason is suspected compromise."""
        ),
        {"user_id": s("User id."), "reason": s("Reason for the audit log.")},
        ("user_id",),
        destructive=True,
        idem=True,
    ),
    tool(
        "ig_create_app_registration",
        para(
            """Register a new application for single sign-on. Redirect URIs must use https, except for
            http://localhost during development. The client secret is never returned to this conversation: it is
            shown once to the requesting administrator in the console, and you should tell the user to copy it
            from there into their secrets manager. Ask the user which permissions the app needs and request only
            those."""
        ),
        {
            "display_name": s("Application name."),
            "redirect_uris": a("Allowed redirect URIs.", s("URI.", format="uri"), minItems=1),
            "scopes": a("Requested permission scopes.", s("Scope name.")),
        },
        ("display_name", "redirect_uris"),
        idem=False,
    ),
    tool(
        "ig_list_app_registrations",
        "List registered applications with owners, scopes and secret expiry dates.",
        {"owner": s("Filter by owner.")},
        ro=True,
    ),
    tool(
        "ig_grant_consent",
        para(
            """Grant tenant-wide admin consent for an application's requested permissions. Before calling, explain
            to the user in plain words what each requested scope lets the application do, for example 'read every
            user's mail'. Scopes marked high-privilege are placed in a pending state until a second administrator
            approves them in the console. Do not grant consent for scopes the user has not reviewed."""
        ),
        {"app_id": s("Application id."), "scopes": a("Scopes to consent to.", s("Scope name."), minItems=1)},
        ("app_id", "scopes"),
        idem=True,
        title="Grant admin consent",
    ),
    tool(
        "ig_list_groups",
        "List groups, optionally those containing a given user.",
        {"member_id": s("Optional user id.")},
        ro=True,
    ),
    tool(
        "ig_add_group_member",
        "Add a user to a group.",
        {"group_id": s("Group id."), "user_id": s("User id.")},
        ("group_id", "user_id"),
        idem=True,
    ),
    tool(
        "ig_remove_group_member",
        "Remove a user from a group. Access granted through the group ends at the next token refresh.",
        {"group_id": s("Group id."), "user_id": s("User id.")},
        ("group_id", "user_id"),
        destructive=True,
        idem=True,
    ),
    tool(
        "ig_get_sign_in_risk",
        "Get the risk level and contributing signals for a user's recent sign-ins.",
        {"user_id": s("User id."), "days": i("Look-back window.", minimum=1, maximum=30)},
        ("user_id",),
        ro=True,
        output=out({"risk": s("none, low, medium or high."), "signals": a("Signals.", s("Signal."))}, ("risk",)),
    ),
]

HOZON = [
    tool(
        "hz_list_backups",
        "バックアップの一覧を取得します。対象、取得日時、サイズ、状態を返します。",
        {"target": s("対象サーバーまたはデータベース名。"), "limit": i("最大件数。", minimum=1, maximum=200)},
        ro=True,
    ),
    tool(
        "hz_get_backup_details",
        "指定したバックアップの詳細(含まれるボリューム、暗号化方式、保持期限)を取得します。",
        {"backup_id": s("バックアップID。")},
        ("backup_id",),
        ro=True,
    ),
    tool(
        "hz_start_backup",
        "指定した対象の手動バックアップを開始します。",
        {"target": s("対象名。"), "label": s("任意のラベル。")},
        ("target",),
        idem=False,
    ),
    tool(
        "hz_restore_backup",
        para_cjk(
            """
            バックアップからデータを復元します。復元先に既存データがある場合は上書きされる可能性があります。
            実行前に、まず hz_preview_restore で差分を確認し、復元元のバックアップ、復元時点、復元先、
            上書きの有無をユーザーに提示して明確な承認を得てください。本番環境への上書き復元は、
            別の場所への復元で内容を確認してから行うことを勧めてください。
            """
        ),
        {
            "backup_id": s("バックアップID。"),
            "destination": s("復元先。省略時は元の場所。"),
            "overwrite": b("既存データを上書きする。", default=False),
        },
        ("backup_id",),
        destructive=True,
        idem=False,
        title="バックアップの復元",
    ),
    tool(
        "hz_preview_restore",
        "復元した場合に追加・変更・削除されるファイルやテーブルの一覧を返します。データは変更しません。",
        {"backup_id": s("バックアップID。"), "destination": s("復元先。")},
        ("backup_id",),
        ro=True,
    ),
    tool(
        "hz_list_policies",
        "バックアップポリシー(スケジュールと保持期間)の一覧を返します。",
        {},
        ro=True,
    ),
    tool(
        "hz_update_retention",
        para_cjk(
            """
            ポリシーの保持期間を変更します。保持期間を短くすると、新しい期間より古い復元ポイントは
            次回の整理処理で削除され、元に戻せません。変更前に、削除される復元ポイントの数を
            hz_list_backups で確認してユーザーに伝えてください。リーガルホールドが設定された
            ポリシーは変更できず、エラーが返ります。
            """
        ),
        {"policy_id": s("ポリシーID。"), "retention_days": i("新しい保持日数。", minimum=1, maximum=3650)},
        ("policy_id", "retention_days"),
        destructive=True,
        idem=True,
    ),
    tool(
        "hz_verify_backup",
        "バックアップの整合性チェックを実行し、読み取り可能かどうかを確認します。",
        {"backup_id": s("バックアップID。")},
        ("backup_id",),
        ro=True,
    ),
    tool(
        "hz_delete_backup",
        para_cjk(
            """
            バックアップを完全に削除します。削除したバックアップは復元できません。
            実行前に hz_get_backup_details で対象の取得日時と対象システムを確認し、ユーザーに提示して
            明確な承認を得てください。その対象の最新の正常なバックアップである場合は、その旨を伝えてください。
            リーガルホールド中のバックアップは削除できません。
            """
        ),
        {"backup_id": s("バックアップID。")},
        ("backup_id",),
        destructive=True,
        idem=True,
    ),
    tool(
        "hz_get_storage_usage",
        "保存先ごとの使用容量と今月の推定費用を返します。",
        {},
        ro=True,
    ),
]

PULSEWATCH = [
    tool(
        "pu_query_metrics",
        "Run a metrics query over a time range and return the series.",
        {
            "query": s("Metrics query expression."),
            "start": s("Range start.", format="date-time"),
            "end": s("Range end.", format="date-time"),
            "step_seconds": i("Resolution.", minimum=10),
        },
        ("query", "start", "end"),
        ro=True,
    ),
    tool(
        "pu_list_alerts",
        "List firing and recently resolved alerts.",
        {"state": e("Alert state.", ["firing", "acknowledged", "resolved"]), "service": s("Service name.")},
        ro=True,
    ),
    tool(
        "pu_acknowledge_alert",
        "Acknowledge an alert so escalation stops; the alert keeps firing until it resolves.",
        {"alert_id": s("Alert id."), "comment": s("Optional comment.")},
        ("alert_id",),
        idem=True,
    ),
    tool(
        "pu_create_silence",
        para(
            """Silence notifications for alerts matching a set of labels. Silenced alerts still fire but nobody is
            paged, so keep the matcher as narrow as possible (a specific service and alert name rather than a whole
            cluster) and the duration short. Read the matcher and end time back to the user before creating it.
            The tool rejects matchers that would silence every alert."""
        ),
        {
            "matchers": a("Label matchers such as service=checkout.", s("Matcher."), minItems=1),
            "duration_minutes": i("Length of the silence.", minimum=5, maximum=1440),
            "comment": s("Why the silence is needed."),
        },
        ("matchers", "duration_minutes", "comment"),
        idem=False,
    ),
    tool(
        "pu_get_incident",
        "Get an incident with its timeline, responders and linked alerts.",
        {"incident_id": s("Incident id.")},
        ("incident_id",),
        ro=True,
    ),
    tool(
        "pu_post_incident_update",
        para(
            """Post an update to an incident. Updates can go to the internal channel only or also to the public
            status page. Ask the user which audience is intended. Public updates must not mention customer names,
            internal hostnames, IP addresses or suspected causes that have not been confirmed; draft the text,
            show it to the user and post only the version they approve."""
        ),
        {
            "incident_id": s("Incident id."),
            "message": s("Update text."),
            "audience": e("Who sees the update.", ["internal", "public"]),
            "status": e("Incident status.", ["investigating", "identified", "monitoring", "resolved"]),
        },
        ("incident_id", "message", "audience"),
        idem=False,
        ow=True,
    ),
    tool(
        "pu_list_monitors",
        "List uptime and synthetic monitors with their current status.",
        {"tag": s("Filter by tag.")},
        ro=True,
    ),
    tool(
        "pu_create_monitor",
        "Create an HTTP uptime monitor for a URL the team owns.",
        {
            "url": s("URL to check.", format="uri"),
            "interval_seconds": i("Check interval.", minimum=30, maximum=3600),
            "expected_status": i("Expected HTTP status.", minimum=100, maximum=599),
        },
        ("url",),
        idem=False,
        ow=True,
    ),
    tool(
        "pu_search_logs",
        para(
            """Search application logs. Logs can contain personal data such as email addresses or IP addresses;
            known patterns are redacted before results are returned, but some may slip through. When reporting
            results, quote only the lines needed to answer the question and avoid repeating personal data that
            is not relevant."""
        ),
        {
            "query": s("Log query."),
            "service": s("Service name."),
            "since": s("Start time.", format="date-time"),
            "limit": i("Maximum lines.", minimum=1, maximum=1000),
        },
        ("query",),
        ro=True,
    ),
    tool(
        "pu_get_oncall",
        "Show who is on call now and next for a schedule.",
        {"schedule": s("Schedule name.")},
        ("schedule",),
        ro=True,
    ),
]

SERVERS = {
    "b28-consoleroom": CONSOLEROOM,
    "b28-idgate": IDGATE,
    "b28-hozon": HOZON,
    "b28-pulsewatch": PULSEWATCH,
}
