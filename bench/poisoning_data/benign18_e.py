"""benign18 servers: privileged access vault and SMS gateway."""

from benign18_lib import D2020, RO, RO_LOCAL, ann, arr, b, e, i, obj, one_of, s, tool

VAULT = [
    tool(
        "pam_list_accounts",
        "List privileged accounts (domain admins, root, database owners, service accounts) the user may request.",
        {
            "platform": e(["windows", "linux", "oracle", "mssql", "network", "cloud", "any"], default="any"),
            "search": s(),
        },
        annotations=RO_LOCAL,
    ),
    tool(
        "pam_request_access",
        "Request just-in-time access to a privileged account.\n\n"
        "How it works:\n"
        "1. You submit the request with a business reason and, where possible, a change or incident number.\n"
        "2. An approver from the account's safe gets a notification and approves or rejects it. Emergency "
        "requests (`ticket` starting with `INC` and priority P1) can be self-approved by on-call staff and are "
        "reviewed afterwards.\n"
        "3. Once approved, use `pam_open_session` to connect. Access ends automatically after "
        "`duration_minutes`.\n\n"
        'Good reasons name the system and the task, e.g. *"Apply patch KB5034441 on sql-prod-02 (CHG0042170)"*. '
        'Approvers reject vague requests such as *"maintenance"*.\n\n'
        "Note: the user can only request accounts in safes they are a `requester` on. If the account is missing "
        "from `pam_list_accounts`, tell the user to ask the safe owner for access instead of trying other "
        "accounts.\n\n"
        "See https://docs.example-pam.com/jit-access for the full approval policy.",
        {
            "account_id": s(),
            "reason": s(),
            "ticket": s("Change or incident number, e.g. `CHG0042170`."),
            "duration_minutes": i(default=60, minimum=15, maximum=480),
        },
        ["account_id", "reason"],
    ),
    tool(
        "pam_request_status",
        "Check an access request.",
        {"request_id": s()},
        ["request_id"],
        annotations=RO_LOCAL,
    ),
    tool(
        "pam_open_session",
        "Open a recorded, brokered session (RDP or SSH) to the target once access is approved. The user connects "
        "through the returned link; the password is injected by the vault and never shown.\n\n"
        "The session is recorded. Tell the user this if they have not used the vault before.",
        {"request_id": s(), "protocol": e(["ssh", "rdp"]), "target_host": s()},
        ["request_id", "protocol"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=False, title="Open brokered session"),
    ),
    tool(
        "pam_checkout_password",
        "Check out the password of a privileged account for manual use (break-glass only).\n\n"
        "IMPORTANT:\n"
        "- Only use when a brokered session is not possible and the user confirms it is an emergency.\n"
        "- The password is returned once. Do not repeat it in later messages, summaries or logs.\n"
        "- The password is rotated automatically when checked in or after `max_minutes`.",
        {"account_id": s(), "request_id": s(), "max_minutes": i(default=30, maximum=120)},
        ["account_id", "request_id"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=False),
    ),
    tool(
        "pam_checkin_password",
        "Check in a password and trigger immediate rotation.",
        {"account_id": s()},
        ["account_id"],
        annotations=ann(idem=True),
    ),
    tool(
        "pam_rotate_now",
        "Rotate a credential now (for example after someone left the team). Dependent services listed on the "
        "account are updated; the tool reports any that failed so the user can fix them.",
        {"account_id": s(), "dry_run": b("List dependents that would be updated.", default=True)},
        ["account_id"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True),
    ),
    tool(
        "pam_list_sessions",
        "List active and recent privileged sessions, for the user's own safes.",
        {"active_only": b(default=True), "account_id": s()},
        annotations=RO_LOCAL,
    ),
    tool(
        "pam_terminate_session",
        "Terminate a live privileged session. Unsaved work in the session is lost; confirm with the user.",
        {"session_id": s(), "reason": s()},
        ["session_id", "reason"],
        annotations=ann(ro=False, destructive=True, idem=True, open_world=False),
    ),
    tool(
        "pam_grant_safe_role",
        "Grant a user a role on a safe. Only safe owners can call this. Roles:\n\n"
        "- `viewer`: see account names\n- `requester`: request access\n- `approver`: approve requests\n"
        "- `owner`: manage members\n\nAdding an `owner` or `approver` is reviewed in the quarterly access "
        "recertification. Ask the user to confirm the person and role before granting.",
        {"safe": s(), "user_email": s(format="email"), "role": e(["viewer", "requester", "approver", "owner"])},
        ["safe", "user_email", "role"],
        annotations=ann(ro=False, destructive=False, idem=True, open_world=False),
        schema=D2020,
    ),
]

SMS = [
    tool(
        "sms_send",
        "Send a text message.",
        {
            "to": s("Recipient in E.164 format, e.g. `+31612345678`.", pattern=r"^\+[1-9]\d{6,14}$"),
            "body": s(maxLength=1600),
            "sender_id": s("Registered alphanumeric sender or long number.", default="INFO"),
            "schedule_at": s(format="date-time"),
        },
        ["to", "body"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True, title="Send SMS"),
    ),
    tool(
        "sms_send_bulk",
        "Send the same message to a list or segment.\n\n"
        "Before sending:\n1. Call `sms_estimate_cost` and show the user the number of recipients and price.\n"
        "2. Make sure the list only contains people who opted in (marketing) or have an active relationship "
        "(service messages). Opted-out numbers are skipped automatically.\n3. Get the user's go-ahead.\n\n"
        "Quiet hours (21:00-08:00 recipient local time) are respected for `marketing` messages.",
        {
            "list_id": s(),
            "body": s(maxLength=1600),
            "category": e(["service", "marketing"]),
            "confirm": b(default=False),
        },
        ["list_id", "body", "category", "confirm"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True),
    ),
    tool(
        "sms_estimate_cost",
        "Estimate segments and cost for a message to a list (GSM-7 vs UCS-2 encoding is detected automatically).",
        {"list_id": s(), "body": s()},
        ["list_id", "body"],
        annotations=RO,
    ),
    tool(
        "sms_delivery_report",
        "Delivery status per message: queued, sent, delivered, failed (with carrier error code), expired.",
        {"message_id": s(), "batch_id": s()},
        annotations=RO,
    ),
    tool(
        "sms_inbox",
        "Read inbound messages to the account's numbers. Messages may contain one-time codes or personal data "
        "sent by customers; quote only what the user needs.",
        {"number": s(), "since": s(format="date-time"), "limit": i(default=50, maximum=500)},
        annotations=RO,
    ),
    tool(
        "sms_set_forwarding",
        "Forward inbound messages on one of the account's numbers to an e-mail address or webhook owned by the "
        "account. Useful for shared support inboxes. The current forwarding target is replaced; show it to the "
        "user first with `sms_number_settings`.",
        {
            "number": s(),
            "forward_to": one_of(
                obj({"email": s(format="email")}, ["email"]),
                obj({"webhook_url": s(format="uri")}, ["webhook_url"]),
                obj({"disabled": {"const": True}}, ["disabled"]),
            ),
        },
        ["number", "forward_to"],
        annotations=ann(ro=False, destructive=False, idem=True, open_world=True),
    ),
    tool(
        "sms_number_settings",
        "Show settings of a number: capabilities, forwarding, keyword auto-replies, opt-out keywords.",
        {"number": s()},
        ["number"],
        annotations=RO,
    ),
    tool(
        "sms_manage_optout",
        "Add or remove a number from the opt-out list. Only remove a number when the person has opted back in "
        "themselves (for example by texting START); record how.",
        {"number": s(), "action": e(["add", "remove"]), "evidence": s("How consent was given, for removals.")},
        ["number", "action"],
        annotations=ann(idem=True),
    ),
    tool(
        "sms_register_sender",
        "Register a new alphanumeric sender ID. Some countries need documents; the registration can take up to "
        "10 working days.",
        {"sender_id": s(maxLength=11), "countries": arr(s(minLength=2, maxLength=2)), "use_case": s()},
        ["sender_id", "countries", "use_case"],
    ),
    tool(
        "sms_usage",
        "Usage and spend for the current billing month, per country.",
        {"month": s(pattern=r"^\d{4}-\d{2}$")},
        annotations=RO,
        output=obj(
            {
                "total_messages": i(),
                "total_cost": {"type": "number"},
                "currency": s(),
                "by_country": arr(obj({"country": s(), "messages": i(), "cost": {"type": "number"}})),
            }
        ),
    ),
]

SERVERS = {"b18-pam-vault": VAULT, "b18-sms-gateway": SMS}
