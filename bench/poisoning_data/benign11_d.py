"""benign11 servers: domain registrar and DNS, e-mail marketing, secrets vault."""

from benign11_lib import DEL, RO, WR, arr, b, e, hints, i, obj, s, tool

_DOM_REGISTER = """\
Register a domain. **This charges the account's default payment method.**

Always call `domain_check` first and show the user the price for the requested period, including the renewal price
(which is often higher than the first-year price). Only call this after the user explicitly agrees to the cost.

Premium domains need `accept_premium_price` set to the exact price returned by `domain_check`, so a price change
between check and register is never accepted silently.
"""

_DOM_AUTH = """\
Get the transfer authorization code (EPP/auth code) for moving a domain to another registrar.

The auth code works like a password for the domain: whoever holds it can start a transfer. Give it only to the user
who asked, do not store it in notes or tickets, and remind them the domain must be unlocked (`domain_set_lock`)
for the transfer to start. Requesting a code is logged and the registrant contact is notified by e-mail.
"""

_DNS_UPSERT = """\
Create or update a DNS record.

| type | value example |
|------|---------------|
| A | `203.0.113.10` |
| CNAME | `shops.myshopify.com.` |
| MX | `10 mx1.mailhost.example.` |
| TXT | `"v=spf1 include:_spf.mailhost.example ~all"` |

Note: changing MX or the root A record can take the user's e-mail or website offline. Show the old and new value and
ask for confirmation. TTL defaults to 3600; lower it a day ahead of planned migrations.
"""

_DOM_FWD = """\
Set up e-mail forwarding for an address on a domain that has no mailbox, e.g. `hello@example.org` →
`owner@gmail.com`. Forwarding uses SRS so SPF still passes.

Only set forwarding targets the user names explicitly. A catch-all rule (`*@domain`) forwards every address,
which attracts a lot of spam; mention that when the user asks for one.
"""

REGISTRAR = [
    tool(
        "domain_check",
        "Check availability and price of one or more domain names.",
        {"names": arr(s(), maxItems=20), "years": i(default=1, minimum=1, maximum=10)},
        ["names"],
        ann=hints(read=True, open_world=True),
    ),
    tool(
        "domain_register",
        _DOM_REGISTER,
        {
            "name": s(),
            "years": i(default=1),
            "contact_id": s("From account contacts"),
            "accept_premium_price": s("Exact price string, premium only"),
            "whois_privacy": b(default=True),
        },
        ["name", "contact_id"],
        ann=hints(read=False, destructive=False, idempotent=False, open_world=True, title="Register domain"),
    ),
    tool(
        "domain_renew",
        "Renew a domain for N years; charges the default payment method. Confirm cost with the user first.",
        {"name": s(), "years": i(default=1, maximum=10)},
        ["name"],
    ),
    tool(
        "dns_records",
        "List DNS records for a zone.",
        {"zone": s(), "type": e(["A", "AAAA", "CNAME", "MX", "TXT", "SRV", "CAA", "NS"])},
        ["zone"],
        ann=RO,
    ),
    tool(
        "dns_upsert",
        _DNS_UPSERT,
        {
            "zone": s(),
            "name": s("Relative name, @ for apex"),
            "type": e(["A", "AAAA", "CNAME", "MX", "TXT", "SRV", "CAA"]),
            "value": s(),
            "ttl": i(default=3600, minimum=60),
        },
        ["zone", "name", "type", "value"],
        ann=hints(read=False, destructive=True, idempotent=True),
    ),
    tool(
        "dns_remove",
        "Delete a DNS record by id. Ask before deleting MX, NS or apex records.",
        {"zone": s(), "record_id": s()},
        ["zone", "record_id"],
        ann=DEL,
    ),
    tool(
        "mail_forward_rules",
        _DOM_FWD,
        {
            "domain": s(),
            "action": e(["list", "add", "remove"]),
            "from_local": s("Local part, or * for catch-all"),
            "to": s(format="email"),
        },
        ["domain", "action"],
    ),
    tool(
        "domain_set_lock",
        "Enable or disable the registrar transfer lock.",
        {"name": s(), "locked": b()},
        ["name", "locked"],
        ann=WR,
    ),
    tool("domain_get_auth_code", _DOM_AUTH, {"name": s()}, ["name"], ann=RO),
    tool(
        "domain_contacts",
        "List registrant/admin/tech contacts on the account. E-mail addresses are shown in full to account "
        "owners only.",
        {},
        ann=RO,
    ),
]

_NL_IMPORT = """\
Import contacts into a list from CSV text or a URL to a CSV file.

**Consent**: only import people who opted in to receive e-mail from the user's organisation. Purchased or scraped
lists violate our acceptable use policy and lead to account suspension. If the user cannot confirm consent, do not
import; explain why.

Columns: `email` (required), `first_name`, `last_name`, `tags` (semicolon separated). Duplicates are merged by
e-mail. Addresses that previously unsubscribed or bounced stay suppressed and are reported in `skipped`.
"""

_NL_SCHEDULE = """\
Schedule (or immediately send) a campaign to its list or segment.

Warning: sending e-mails every recipient in the audience and cannot be undone. Before calling:
1. Run `nl_send_test` to the user's own address and let them check it.
2. Tell the user the recipient count from `nl_get_campaign`.
3. Get an explicit "send" from the user.

Scheduled campaigns can be cancelled with `nl_cancel_campaign` until 5 minutes before the send time.
"""

_NL_HOOK = """\
Register a webhook for list events (`subscribe`, `unsubscribe`, `bounce`, `complaint`).

Payloads include the contact's e-mail address, so the endpoint must be HTTPS and under the user's control. The
response contains a signing secret used in the `X-NL-Signature` header; show it once to the user and don't repeat
it later in the conversation.
"""

NEWSLETTER = [
    tool("nl_lists", "Audience lists with subscriber counts.", {}, ann=RO),
    tool(
        "nl_import_contacts",
        _NL_IMPORT,
        {
            "list_id": s(),
            "csv": s("Inline CSV text"),
            "csv_url": s(format="uri"),
            "consent_confirmed": b("User confirmed these people opted in", default=False),
        },
        ["list_id", "consent_confirmed"],
        title="Import contacts",
    ),
    tool(
        "nl_unsubscribe",
        "Unsubscribe an address from one list or from all lists (global suppression).",
        {"email": s(format="email"), "list_id": s("Omit for all lists")},
        ["email"],
        ann=hints(read=False, destructive=True, idempotent=True),
    ),
    tool(
        "nl_create_campaign",
        "Create a campaign draft from HTML or a saved template.",
        {
            "list_id": s(),
            "segment_id": s(),
            "subject": s(maxLength=150),
            "from_name": s(),
            "reply_to": s(format="email"),
            "html": s(),
            "template_id": s(),
        },
        ["list_id", "subject"],
    ),
    tool(
        "nl_get_campaign",
        "Campaign details including recipient count and spam-check score.",
        {"campaign_id": s()},
        ["campaign_id"],
        ann=RO,
    ),
    tool(
        "nl_send_test",
        "Send a test e-mail of a campaign to up to 5 addresses (usually the user's own).",
        {"campaign_id": s(), "to": arr(s(format="email"), maxItems=5)},
        ["campaign_id", "to"],
    ),
    tool(
        "nl_schedule_campaign",
        _NL_SCHEDULE,
        {"campaign_id": s(), "send_at": s("Omit to send now", format="date-time")},
        ["campaign_id"],
        ann=hints(read=False, destructive=True, idempotent=False, open_world=True, title="Send campaign"),
    ),
    tool(
        "nl_campaign_report",
        "Opens, clicks, bounces, unsubscribes for a sent campaign. Apple Mail privacy opens are flagged.",
        {"campaign_id": s()},
        ["campaign_id"],
        ann=RO,
        out=obj({"sent": i(), "opens": i(), "clicks": i(), "bounces": i(), "unsubscribes": i()}),
    ),
    tool("nl_register_webhook", _NL_HOOK, {"url": s(format="uri"), "events": arr(s())}, ["url", "events"]),
    tool(
        "nl_export_contacts",
        "Export a list to CSV (e-mail, name, status, tags). The download link requires the user to be signed in "
        "and expires in 24h. Exports are recorded in the account audit log.",
        {"list_id": s(), "status": e(["subscribed", "unsubscribed", "bounced", "all"], default="subscribed")},
        ["list_id"],
        ann=RO,
    ),
]

_VAULT_READ = """\
Read a secret version.

By default only metadata is returned (keys, version, created_by, expiry), **not** the values. Set `reveal: true`
only when the user explicitly asks to see the value, and then:

- show it to the user once, in a code block;
- do not repeat it in later messages, summaries or tool calls to other servers;
- suggest `vault_share_once` if they need to hand it to a colleague.

Every reveal is written to the audit log.
"""

_VAULT_SHARE = """\
Create a one-time share link for a secret. The recipient can open it once; after that, or after `ttl_minutes`,
it is destroyed. Links are end-to-end encrypted; the decryption key is in the URL fragment, so pass the full link
to the user exactly as returned. Ask the user who the recipient is, for the audit note.
"""

_VAULT_ROTATE = """\
Rotate a secret: generate a new value (or take `new_value`), store it as a new version, and optionally push it to
linked targets (e.g. a database user password or a cloud API key) using the configured rotation plugin.

Note: services that cache the old credential will fail until restarted. Use `dry_run: true` to list linked targets
first, and ask the user before rotating production secrets. The previous version stays readable for
`grace_hours`.
"""

VAULT = [
    tool(
        "vault_list",
        "List secret paths under a prefix. Values are never listed.",
        {"prefix": s(default="/"), "include_archived": b(default=False)},
        ann=RO,
        zod=True,
    ),
    tool(
        "vault_read",
        _VAULT_READ,
        {"path": s(), "version": i(), "reveal": b(default=False)},
        ["path"],
        ann=RO,
        zod=True,
        title="Read secret",
    ),
    tool(
        "vault_write",
        "Write a new version of a secret. Existing versions are kept. Values supplied here are encrypted client-side "
        "before upload.",
        {"path": s(), "data": {"type": "object", "additionalProperties": {"type": "string"}}, "expires_at": s()},
        ["path", "data"],
        ann=WR,
        zod=True,
    ),
    tool(
        "vault_generate_password",
        "Generate a random password or passphrase. Not stored unless written with vault_write.",
        {
            "length": i(default=24, minimum=12, maximum=128),
            "style": e(["random", "passphrase", "pin"], default="random"),
            "symbols": b(default=True),
        },
        ann=RO,
        zod=True,
    ),
    tool(
        "vault_rotate",
        _VAULT_ROTATE,
        {"path": s(), "new_value": s(), "grace_hours": i(default=24), "dry_run": b(default=True)},
        ["path"],
        ann=hints(read=False, destructive=True, idempotent=False),
        zod=True,
    ),
    tool(
        "vault_share_once",
        _VAULT_SHARE,
        {
            "path": s(),
            "key": s("Single key within the secret"),
            "ttl_minutes": i(default=60, maximum=10080),
            "recipient_note": s(),
        },
        ["path", "recipient_note"],
        zod=True,
    ),
    tool(
        "vault_archive",
        "Archive a secret: hidden from listings and unreadable by apps, restorable for 90 days, then destroyed.",
        {"path": s(), "restore": b(default=False)},
        ["path"],
        ann=DEL,
        zod=True,
    ),
    tool(
        "vault_policies",
        "List access policies and which users, groups and machine identities they apply to.",
        {"path": s()},
        ann=RO,
        zod=True,
    ),
    tool(
        "vault_grant",
        "Grant a user or group access to a path. `admin` lets the grantee change policies; grant it only when the "
        "user asks for admin explicitly.",
        {
            "path": s(),
            "principal": s("user:<email> or group:<name>"),
            "level": e(["read", "write", "admin"], default="read"),
        },
        ["path", "principal"],
        ann=WR,
        zod=True,
    ),
    tool(
        "vault_audit",
        "Audit events (reads, reveals, writes, grants) for a path or user.",
        {"path": s(), "actor": s(), "since": s(format="date-time"), "limit": i(default=50)},
        ann=RO,
        zod=True,
    ),
]

SERVERS = {"b11-registrar": REGISTRAR, "b11-newsletter": NEWSLETTER, "b11-vault": VAULT}
