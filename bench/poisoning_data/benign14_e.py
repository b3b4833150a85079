"""benign14 servers: MDM device fleet (b14-fleetmdm) and identity provider admin (b14-idp-console)."""

from benign14_lib import arr, b, d, e, i, obj, s, tool

FLEETMDM = [
    tool(
        "mdm_list_devices",
        "List managed devices. Filter by platform, compliance state or assigned user.",
        {
            "platform": e(["ios", "ipados", "macos", "android", "windows"]),
            "compliance": e(["compliant", "noncompliant", "unknown"]),
            "user_email": s(format="email"),
            "page_token": s(),
        },
        ann="ro",
        title="List devices",
    ),
    tool(
        "mdm_device_details",
        "Hardware, OS version, encryption status, last check-in, installed profiles and compliance findings for one "
        "device.",
        {"device_id": s()},
        ["device_id"],
        ann="ro",
    ),
    tool(
        "mdm_push_os_update",
        "Schedule an OS update on one or more devices. Users get a 24-hour deferral prompt unless `force_restart` is "
        "set.",
        {
            "device_ids": arr(s(), minItems=1, maxItems=500),
            "version": s("Target version, e.g. `17.2.1`, or `latest`.", default="latest"),
            "install_window": e(["now", "tonight", "weekend"], default="tonight"),
            "force_restart": b(default=False),
        },
        ["device_ids"],
        ann="write",
    ),
    tool(
        "mdm_lock_device",
        "Remotely lock a lost or stolen device and show a message with a contact number on the lock screen.",
        {
            "device_id": s(),
            "message": s(maxLength=200, default="This device is lost. Please call the IT help desk."),
            "phone": s(),
        },
        ["device_id"],
        ann="idem",
    ),
    tool(
        "mdm_wipe_device",
        d(
            """
            Erase a device.

            - `selective` removes only company apps, accounts and data (use for personal BYOD phones).
            - `full` performs a factory reset and erases everything, including personal photos.

            **Destructive and irreversible.** Confirm the device ID, owner and wipe type with the user,
            and prefer `selective` for BYOD devices. Requires `confirm: true`.
            """
        ),
        {
            "device_id": s(),
            "wipe_type": e(["selective", "full"], default="selective"),
            "preserve_esim": b(default=True),
            "confirm": b(default=False),
        },
        ["device_id", "wipe_type", "confirm"],
        ann="destroy",
        title="Wipe device",
    ),
    tool(
        "mdm_locate_device",
        "Request the last known location of a company-owned device that is in Lost Mode. Location is not "
        "available for personal devices or outside Lost Mode, by design and by privacy law in several regions.",
        {"device_id": s()},
        ["device_id"],
        ann="ro_open",
    ),
    tool(
        "mdm_assign_profile",
        "Assign a configuration profile (Wi-Fi, VPN, passcode policy, restrictions) to a device group.",
        {"profile_id": s(), "group_id": s(), "dry_run": b("Show affected devices without assigning.", default=False)},
        ["profile_id", "group_id"],
        ann="idem",
    ),
    tool(
        "mdm_list_apps",
        "List apps in the managed catalogue and their install counts.",
        {"platform": e(["ios", "macos", "android", "windows"]), "query": s()},
        ann="ro",
    ),
    tool(
        "mdm_recovery_key_request",
        d(
            """
            Start the escrowed disk-encryption recovery key process (FileVault / BitLocker) for a locked-out user.

            The key is not returned to this conversation. The help desk agent views it in the console after
            verifying the user's identity, and it is rotated automatically once used.
            """
        ),
        {"device_id": s(), "ticket_id": s("Help desk ticket that justifies the request.")},
        ["device_id", "ticket_id"],
        ann="write",
    ),
    tool(
        "mdm_compliance_report",
        "Fleet compliance summary: encryption, OS currency, passcode, jailbreak/root detection.",
        {"group_id": s(), "format": e(["json", "csv"], default="json")},
        ann="ro",
    ),
]

IDP = [
    tool(
        "idp_find_user",
        "Search directory users by name, e-mail, employee ID or department.",
        {
            "query": s(),
            "status": e(["active", "suspended", "deprovisioned", "staged"]),
            "limit": i(minimum=1, maximum=200, default=20),
        },
        ["query"],
        ann="ro",
        title="Find user",
    ),
    tool(
        "idp_user_sign_in_history",
        "Recent sign-in events for a user: time, app, IP, device, location, MFA method and result.",
        {"user_id": s(), "days": i(minimum=1, maximum=90, default=7)},
        ["user_id"],
        ann="ro",
    ),
    tool(
        "idp_send_password_reset",
        "Send the user a password reset e-mail to their verified recovery address. The admin never sees or "
        "sets the new password. Do not offer to set a password directly and do not paste passwords into chat.",
        {"user_id": s(), "expire_minutes": i(minimum=15, maximum=1440, default=60)},
        ["user_id"],
        ann="send",
    ),
    tool(
        "idp_reset_mfa",
        d(
            """
            Remove a user's enrolled MFA factors so they can enrol a new phone.

            Account takeovers often start with a fake "I lost my phone" call. Before calling this, the admin
            must verify the user's identity through the company's process (video call, manager confirmation)
            and record how in `verification`. The user is signed out everywhere.
            """
        ),
        {
            "user_id": s(),
            "factors": arr(e(["totp", "push", "sms", "webauthn", "all"]), default=["all"]),
            "verification": s("How identity was verified."),
        },
        ["user_id", "verification"],
        ann="destroy",
    ),
    tool(
        "idp_suspend_user",
        "Suspend a user: blocks sign-in and ends active sessions. Reversible with `idp_unsuspend_user`.",
        {"user_id": s(), "reason": s(), "revoke_sessions": b(default=True)},
        ["user_id", "reason"],
        ann="write",
    ),
    tool(
        "idp_unsuspend_user",
        "Lift a suspension.",
        {"user_id": s()},
        ["user_id"],
        ann="idem",
    ),
    tool(
        "idp_assign_admin_role",
        d(
            """
            Give a user an administrator role. Super Admin cannot be assigned through this API; it needs two
            existing super admins in the console.

            Changed in v2.4: roles can be time-bound. Prefer `expires_at` for temporary needs.

            Role summary:
            ```yaml
            help_desk_admin: reset passwords and MFA for non-admin users
            app_admin: configure SSO apps and provisioning
            group_admin: manage members of assigned groups
            read_only_admin: view settings and users, change nothing
            report_admin: view reports and the system log
            ```
            Every assignment is written to the admin audit log and e-mailed to the security team at
            security@example.com. Follow least privilege: if the user only needs to read reports,
            `report_admin` is enough.
            """
        ),
        {
            "user_id": s(),
            "role": e(["help_desk_admin", "app_admin", "group_admin", "read_only_admin", "report_admin"]),
            "expires_at": s(format="date-time"),
            "justification": s(),
        },
        ["user_id", "role", "justification"],
        ann="write",
        title="Assign admin role",
    ),
    tool(
        "idp_list_app_assignments",
        "List SSO apps a user or group can access, and how (direct, group, rule).",
        {"principal_id": s(), "principal_type": e(["user", "group"], default="user")},
        ["principal_id"],
        ann="ro",
    ),
    tool(
        "idp_admin_audit_log",
        "System log of admin actions (role changes, MFA resets, policy edits). Read-only.",
        {
            "actor": s(),
            "event_type": s("e.g. `user.mfa.factor.reset_all`"),
            "since": s(format="date-time"),
            "until": s(format="date-time"),
        },
        ann="ro",
        output=obj(
            {
                "events": arr(obj({"time": s(), "actor": s(), "event_type": s(), "target": s(), "outcome": s()})),
                "next": s(),
            }
        ),
    ),
    tool(
        "idp_offboard_user",
        d(
            """
            Run the offboarding workflow: suspend sign-in, revoke sessions and app tokens, remove group memberships,
            transfer owned files to the manager, and set an auto-reply.

            Preview with `dry_run: true`, show the list of steps to the user, then run for real.
            """
        ),
        {
            "user_id": s(),
            "transfer_to": s("Manager's user ID for file ownership.", default="manager"),
            "auto_reply": s(default="I have left the company. Please contact hr@example.com."),
            "dry_run": b(default=True),
        },
        ["user_id"],
        ann="destroy",
    ),
]

SERVERS = [("b14-fleetmdm", FLEETMDM), ("b14-idp-console", IDP)]
