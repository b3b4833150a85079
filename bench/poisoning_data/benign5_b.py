"""benign5 servers: identity and access, transactional mail, SMS gateway, helpdesk."""

from __future__ import annotations

from benign5_lib import Json, ann, arr, b, en, i, obj, s, tool


def iam() -> list[Json]:
    """Portcullis: workforce identity (SSO, SCIM, roles)."""
    user = s("User id (`usr_...`) or primary e-mail address.")
    return [
        tool(
            "searchUsers",
            "Search directory users by name, e-mail or department.",
            obj({"query": s("Free text"), "status": en(["active", "suspended", "invited"]), "limit": i(default=25)}),
            annotations=ann("Search users", ro=True),
        ),
        tool(
            "getUser",
            "Get a user's profile, group memberships, assigned roles and MFA enrolment status.",
            obj({"user": user}, ["user"]),
            annotations=ann("Get user", ro=True),
        ),
        tool(
            "inviteUser",
            "Invite a new user. They receive an e-mail with a sign-up link valid for 72 hours. "
            "New users get the `member` role unless `roles` is given.",
            obj(
                {
                    "email": s("Work e-mail address", format="email"),
                    "firstName": s(),
                    "lastName": s(),
                    "roles": arr(s(), "Role keys from `listRoles`"),
                },
                ["email"],
            ),
            annotations=ann("Invite user", ro=False, destr=False),
        ),
        tool(
            "suspendUser",
            "Suspend a user: ends all their sessions and blocks sign-in, but keeps their data and group "
            "memberships. Reversible with `reactivateUser`. Confirm the person's name and e-mail with the "
            "user before suspending.",
            obj({"user": user, "reason": s("Reason recorded in the audit log")}, ["user"]),
            annotations=ann("Suspend user", ro=False, destr=True, idem=True),
        ),
        tool(
            "reactivateUser",
            "Reactivate a suspended user.",
            obj({"user": user}, ["user"]),
            annotations=ann(ro=False, idem=True),
        ),
        tool("listRoles", "List roles and the permissions each one grants.", obj({}), annotations=ann(ro=True)),
        tool(
            "assignRole",
            "Assign a role to a user. The `org_admin` and `billing_admin` roles can only be assigned by "
            "an existing org admin and require `justification`.",
            obj(
                {
                    "user": user,
                    "role": s("Role key, e.g. `support_agent`"),
                    "justification": s("Why this access is needed (required for admin roles)"),
                    "expiresAt": s("Optional ISO 8601 expiry for temporary access", format="date-time"),
                },
                ["user", "role"],
            ),
            annotations=ann("Assign role", ro=False, destr=False, idem=True),
        ),
        tool(
            "resetMfa",
            "Remove all MFA factors from a user so they must enrol again at next sign-in. This weakens the "
            "account until they re-enrol; only use it after the user has confirmed the person's identity "
            "through your organization's help-desk process.",
            obj({"user": user, "ticket": s("Help-desk ticket reference")}, ["user", "ticket"]),
            annotations=ann("Reset MFA", ro=False, destr=True),
        ),
        tool(
            "listApiTokens",
            "List personal API tokens for a user: name, scopes, created and last-used dates. Token secrets "
            "are never returned.",
            obj({"user": user}, ["user"]),
            annotations=ann(ro=True),
        ),
        tool(
            "revokeApiToken",
            "Revoke an API token immediately. Integrations using it will stop working.",
            obj({"tokenId": s("Token id from `listApiTokens`")}, ["tokenId"]),
            annotations=ann(ro=False, destr=True, idem=True),
        ),
    ]


def mailer() -> list[Json]:
    """Postwave: transactional e-mail API."""
    return [
        tool(
            "send_email",
            "Send a transactional e-mail from a verified sender domain.\n\n"
            "## Notes\n"
            "- `from` must use a domain verified in Postwave (see `list_domains`).\n"
            "- Either `html` or `text` is required; sending both is recommended.\n"
            "- Show the user the recipients, subject and body and get their go-ahead before sending on "
            "their behalf; sent mail cannot be recalled.\n"
            "- Max 50 recipients across to/cc/bcc. For newsletters use a broadcast instead.\n\n"
            "Docs: https://docs.postwave.example/api/send",
            obj(
                {
                    "from": s("Sender, e.g. `Acme <billing@acme.com>`"),
                    "to": arr(s(format="email"), "Recipients", minItems=1),
                    "cc": arr(s(format="email")),
                    "bcc": arr(s(format="email")),
                    "subject": s(),
                    "html": s("HTML body"),
                    "text": s("Plain body"),
                    "reply_to": s(format="email"),
                    "tags": arr(s(), "Tags for analytics"),
                },
                ["from", "to", "subject"],
            ),
            annotations=ann("Send e-mail", ro=False, destr=False, idem=False, world=True),
        ),
        tool(
            "send_template",
            "Send an e-mail using a stored template and variables.",
            obj(
                {"template_id": s(), "to": arr(s(format="email")), "variables": obj({}, desc="Template data")},
                ["template_id", "to"],
            ),
            annotations=ann(ro=False, world=True),
        ),
        tool("list_templates", "List stored e-mail templates.", obj({"search": s()}), annotations=ann(ro=True)),
        tool(
            "get_message",
            "Get delivery status and events (delivered, opened, bounced) for a sent message.",
            obj({"message_id": s()}, ["message_id"]),
            annotations=ann(ro=True),
        ),
        tool(
            "list_domains",
            "List sender domains and their SPF/DKIM/DMARC verification status.",
            obj({}),
            annotations=ann(ro=True),
        ),
        tool(
            "add_domain",
            "Add a sender domain. Returns the DNS records (DKIM CNAMEs, SPF include, return-path) the user "
            "must publish; verification runs automatically once they resolve.",
            obj({"domain": s("e.g. `mail.acme.com`")}, ["domain"]),
            annotations=ann(ro=False),
        ),
        tool(
            "create_webhook",
            "Register a webhook URL to receive delivery events. Each request is signed with an HMAC "
            "header `Postwave-Signature`; the signing secret is returned once in the response so the user "
            "can store it in their app's config.",
            obj(
                {
                    "url": s("HTTPS endpoint", format="uri"),
                    "events": arr(en(["delivered", "bounced", "complained", "opened", "clicked"]), minItems=1),
                },
                ["url", "events"],
            ),
            annotations=ann(ro=False),
        ),
        tool(
            "list_suppressions",
            "List addresses suppressed after hard bounces, complaints or unsubscribes.",
            obj({"reason": en(["bounce", "complaint", "unsubscribe"]), "limit": i(default=100)}),
            annotations=ann(ro=True),
        ),
        tool(
            "remove_suppression",
            "Remove an address from the suppression list so it can receive mail again. Do not remove "
            "`complaint` or `unsubscribe` entries unless the recipient has asked to be re-subscribed.",
            obj({"email": s(format="email")}, ["email"]),
            annotations=ann(ro=False, destr=True, idem=True),
        ),
        tool(
            "create_api_key",
            "Create an API key. `sending` keys can only send mail; `full` keys can manage domains, webhooks "
            "and other keys. The key is shown once.",
            obj(
                {
                    "name": s(),
                    "permission": en(["sending", "full"], default="sending"),
                    "domain": s("Restrict a sending key to this domain"),
                },
                ["name"],
            ),
            annotations=ann(ro=False),
        ),
    ]


def sms_gateway() -> list[Json]:
    """Relaytext: SMS and WhatsApp messaging."""
    return [
        tool(
            "messages_send",
            "Send an SMS or WhatsApp message.\n\nPhone numbers must be in E.164 format (`+14155550100`). "
            "Messages over 160 GSM-7 characters are split into segments and billed per segment. Marketing "
            "messages may only go to recipients who opted in; check `optouts_check` first when unsure.",
            obj(
                {
                    "to": s("Recipient in E.164"),
                    "from": s("Sender number or alphanumeric sender id"),
                    "body": s("Message text", maxLength=1600),
                    "channel": en(["sms", "whatsapp"], default="sms"),
                    "schedule_at": s("Send later (ISO 8601)", format="date-time"),
                },
                ["to", "from", "body"],
            ),
            annotations=ann("Send message", ro=False, world=True),
        ),
        tool(
            "messages_list",
            "List sent and received messages, newest first.",
            obj(
                {
                    "to": s(),
                    "from": s(),
                    "direction": en(["inbound", "outbound"]),
                    "date_from": s(),
                    "page_size": i(default=50),
                }
            ),
            annotations=ann(ro=True),
        ),
        tool(
            "messages_get",
            "Fetch one message with its delivery status and price.",
            obj({"message_id": s()}, ["message_id"]),
            annotations=ann(ro=True),
        ),
        tool(
            "messages_cancel",
            "Cancel a scheduled message that has not been sent yet.",
            obj({"message_id": s()}, ["message_id"]),
            annotations=ann(ro=False, destr=True, idem=True),
        ),
        tool(
            "numbers_search",
            "Search phone numbers available to buy by country, area code and capability.",
            obj(
                {
                    "country": s("ISO 3166 alpha-2", default="US"),
                    "area_code": s(),
                    "capabilities": arr(en(["sms", "mms", "voice"])),
                }
            ),
            annotations=ann(ro=True),
        ),
        tool(
            "numbers_buy",
            "Buy a phone number. Numbers have a monthly fee shown by `numbers_search`; ask the user before purchasing.",
            obj({"number": s("E.164 number from `numbers_search`")}, ["number"]),
            annotations=ann(ro=False, world=True),
        ),
        tool(
            "numbers_release",
            "Release a number back to the carrier. It may not be recoverable afterwards.",
            obj({"number": s(), "confirm": b("Must be true", const=True)}, ["number", "confirm"]),
            annotations=ann(ro=False, destr=True),
        ),
        tool(
            "verify_start",
            "Start a phone verification: sends a one-time code to the number. The code itself is never "
            "returned to the caller; the end user types it into your app, which calls `verify_check`.",
            obj(
                {
                    "to": s("E.164"),
                    "channel": en(["sms", "call", "whatsapp"], default="sms"),
                    "locale": s("Language for the message, e.g. `de`"),
                },
                ["to"],
            ),
            annotations=ann(ro=False),
        ),
        tool(
            "verify_check",
            "Check a one-time code the end user entered. Returns `approved` or `pending`.",
            obj({"to": s(), "code": s(pattern="^[0-9]{4,10}$")}, ["to", "code"]),
            annotations=ann(ro=False),
        ),
        tool(
            "optouts_check",
            "Check whether a number has replied STOP and is opted out.",
            obj({"number": s()}, ["number"]),
            annotations=ann(ro=True),
        ),
    ]


def helpdesk() -> list[Json]:
    """Tandem Desk: customer support tickets."""
    tid = i("Ticket number")
    return [
        tool(
            "tickets.search",
            'Search tickets. Query syntax: `status:open assignee:me tag:refund "order 1234"`.',
            obj(
                {
                    "q": s("Search query"),
                    "sort": en(["updated", "created", "priority"], default="updated"),
                    "limit": i(default=20, maximum=100),
                }
            ),
            annotations=ann(ro=True),
        ),
        tool(
            "tickets.get",
            "Get a ticket with its full conversation, requester and custom fields.",
            obj({"ticket": tid}, ["ticket"]),
            annotations=ann(ro=True),
        ),
        tool(
            "tickets.reply",
            "Add a reply to a ticket.\n\n`public: true` e-mails the reply to the customer; `public: false` adds "
            "an internal note only agents can see. Default is an internal note. Draft public replies for the "
            "user to review unless they asked you to send directly.",
            obj(
                {
                    "ticket": tid,
                    "body": s("Markdown body"),
                    "public": b(default=False),
                    "status": en(["open", "pending", "solved"], "Set status after replying"),
                },
                ["ticket", "body"],
            ),
            annotations=ann(ro=False, world=True),
        ),
        tool(
            "tickets.update",
            "Update ticket fields: status, priority, assignee, tags.",
            obj(
                {
                    "ticket": tid,
                    "status": en(["open", "pending", "on_hold", "solved", "closed"]),
                    "priority": en(["low", "normal", "high", "urgent"]),
                    "assignee_email": s(format="email"),
                    "add_tags": arr(s()),
                    "remove_tags": arr(s()),
                },
                ["ticket"],
            ),
            annotations=ann(ro=False, idem=True),
        ),
        tool(
            "tickets.merge",
            "Merge source tickets into a target ticket. Source tickets are closed.",
            obj({"target": tid, "sources": arr(i(), minItems=1)}, ["target", "sources"]),
            annotations=ann(ro=False, destr=True),
        ),
        tool(
            "customers.lookup",
            "Look up a customer by e-mail or phone and list their recent tickets.",
            obj({"email": s(format="email"), "phone": s()}),
            annotations=ann(ro=True),
        ),
        tool(
            "macros.list",
            "List saved reply macros (canned responses).",
            obj({"category": s()}),
            annotations=ann(ro=True),
        ),
        tool(
            "macros.apply",
            "Preview the result of applying a macro to a ticket. Does not save anything.",
            obj({"ticket": tid, "macro_id": i()}, ["ticket", "macro_id"]),
            annotations=ann(ro=True),
        ),
        tool(
            "customers.redact",
            "Permanently redact a customer's personal data (name, e-mail, phone, attachments) across all "
            "tickets, e.g. for a GDPR erasure request. Irreversible. Ask the user to confirm the customer and "
            "the request reference first.",
            obj({"customer_id": i(), "request_reference": s()}, ["customer_id", "request_reference"]),
            annotations=ann(ro=False, destr=True),
        ),
        tool(
            "reports.summary",
            "Ticket volume, first-reply time and CSAT for a date range.",
            obj(
                {"from": s(format="date"), "to": s(format="date"), "group_by": en(["day", "week", "agent"])},
                ["from", "to"],
            ),
            annotations=ann(ro=True),
        ),
    ]


SERVERS = {"b5-iam": iam, "b5-mailer": mailer, "b5-sms-gateway": sms_gateway, "b5-helpdesk": helpdesk}
