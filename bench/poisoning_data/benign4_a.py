"""benign4 data, part a: quillmark, passroot, coinrail, launchbay."""

from __future__ import annotations

from typing import Any

from benign4_lib import DEL, IDEM, RO, WR, arr, b, e, n, obj, s, tool


def quillmark() -> list[dict[str, Any]]:
    """Markdown notebook service."""
    nid = s("Note id, e.g. `nt_8Fq2`. Use `qm_search_notes` to find it.")
    return [
        tool(
            "qm_search_notes",
            "Full-text search across all notebooks the user can open. Returns up to `limit` notes with title, "
            "notebook, tags and a 200-character snippet around the best match.\n\n"
            'Tips:\n- Quote phrases: `"quarterly review"`\n- Filter by tag with `tag:meeting`\n'
            "- Results are ranked by relevance, then by last edit.",
            {
                "query": s("Search query. Supports quoted phrases and `tag:` / `notebook:` filters."),
                "limit": n("Maximum results (1-50).", default=10, minimum=1, maximum=50),
            },
            ["query"],
            title="Search notes",
            ann=RO,
        ),
        tool(
            "qm_get_note",
            "Fetch a note as Markdown, including YAML front matter.",
            {"note_id": nid, "include_backlinks": b("Also list notes that link to this one.", default=False)},
            ["note_id"],
            ann=RO,
        ),
        tool(
            "qm_create_note",
            "Create a new note in a notebook. The body is Markdown; `[[Wiki links]]` to other notes are resolved "
            "by title. If `notebook_id` is omitted the note goes to the user's Inbox.",
            {
                "title": s("Note title."),
                "body": s("Markdown content."),
                "notebook_id": s("Target notebook id. Call `qm_list_notebooks` to see the options."),
                "tags": arr("Tags without the leading `#`.", {"type": "string"}),
            },
            ["title", "body"],
            ann=WR,
        ),
        tool(
            "qm_append_to_note",
            "Append Markdown to the end of an existing note (or under a heading, if `heading` is given). Prefer "
            "this over `qm_update_note` when adding to a log or journal so you don't overwrite the user's edits.",
            {
                "note_id": nid,
                "content": s("Markdown to append."),
                "heading": s("Optional heading text; content is inserted at the end of that section."),
            },
            ["note_id", "content"],
            ann=WR,
        ),
        tool(
            "qm_update_note",
            "Replace the title and/or body of a note. The previous version is kept in the note history for 30 days.",
            {"note_id": nid, "title": s("New title."), "body": s("New full Markdown body.")},
            ["note_id"],
            ann=IDEM,
        ),
        tool(
            "qm_list_notebooks",
            "List notebooks with their ids and note counts.",
            {},
            ann=RO,
        ),
        tool(
            "qm_tag_note",
            "Add or remove tags on a note.",
            {
                "note_id": nid,
                "add": arr("Tags to add.", {"type": "string"}),
                "remove": arr("Tags to remove.", {"type": "string"}),
            },
            ["note_id"],
            ann=IDEM,
        ),
        tool(
            "qm_share_note",
            "Create a share link for a note. `view` links can be opened by anyone with the URL; `edit` links "
            "require the recipient to sign in to Quillmark. Share links can be revoked at any time from the note's "
            "Share menu or with `qm_revoke_share`.\n\nOnly create a link when the user asks to share the note.",
            {
                "note_id": nid,
                "access": e("Link permission.", ["view", "edit"], default="view"),
                "expires_in_days": n("Days until the link expires; 0 = never.", default=7),
            },
            ["note_id"],
            ann=WR,
            out=obj({"url": s("Share URL."), "expires_at": s("ISO-8601 timestamp or null.")}),
        ),
        tool(
            "qm_revoke_share",
            "Revoke a share link so the URL stops working.",
            {"note_id": nid, "link_id": s("Link id returned by `qm_share_note`. Omit to revoke all links.")},
            ["note_id"],
            ann=IDEM,
        ),
        tool(
            "qm_trash_note",
            "Move a note to Trash. Trashed notes are purged after 30 days; they can be restored from the app "
            "until then. Confirm with the user before trashing notes they did not ask to delete.",
            {"note_id": nid},
            ["note_id"],
            ann=DEL,
        ),
    ]


def passroot() -> list[dict[str, Any]]:
    """Team password manager."""
    item = s("Item id (e.g. `itm_4a9c...`). Get it from `pr_search_items`.")
    return [
        tool(
            "pr_search_items",
            "Search the vaults you can access for logins, secure notes, API credentials and cards. Returns "
            "metadata only (title, username, URL, vault, last modified) - secret fields are never included in "
            "search results. Use `pr_reveal_field` to read a specific secret.",
            {
                "query": s("Text matched against title, username, URL and tags."),
                "vault_id": s("Limit to one vault."),
                "type": e("Item type filter.", ["login", "secure_note", "api_credential", "card", "ssh_key"]),
            },
            ["query"],
            title="Search vault items",
            ann=RO,
        ),
        tool(
            "pr_list_vaults",
            "List vaults the signed-in user belongs to, with their role in each (`viewer`, `editor`, `manager`).",
            {},
            ann=RO,
        ),
        tool(
            "pr_get_item",
            "Get an item's metadata and non-secret fields. Password, TOTP seed and other concealed fields "
            'are returned as `"<concealed>"`.',
            {"item_id": item},
            ["item_id"],
            ann=RO,
        ),
        tool(
            "pr_reveal_field",
            "Return the plaintext value of one concealed field (for example `password` or `api_key`).\n\n"
            "**Security notes**\n- Every reveal is recorded in the vault's audit log with the user and client "
            "name.\n- Only reveal a secret when the user explicitly needs the value for the current task, and do "
            "not repeat it back in chat unless they ask you to.\n- Prefer `pr_fill_env` when the goal is to put a "
            "credential into a local `.env` file.",
            {"item_id": item, "field": s("Field label, e.g. `password`, `api_key`, `one-time password`.")},
            ["item_id", "field"],
            title="Reveal secret field",
            ann={"readOnlyHint": True, "openWorldHint": True},
        ),
        tool(
            "pr_create_login",
            "Save a new login item. If `generate_password` is true a random password is generated server-side "
            "(length 24, all character classes) and the plaintext is not returned.",
            {
                "vault_id": s("Destination vault id."),
                "title": s("Item title, e.g. `GitHub - work`."),
                "username": s("Username or e-mail address."),
                "url": s("Sign-in URL."),
                "password": s("Password to store. Omit when `generate_password` is true."),
                "generate_password": b("Generate a strong password instead.", default=False),
            },
            ["vault_id", "title"],
            ann=WR,
        ),
        tool(
            "pr_generate_password",
            "Generate a random password or passphrase locally. Nothing is stored.",
            {
                "length": n("Characters (8-128).", default=20, minimum=8, maximum=128),
                "style": e("Password style.", ["random", "passphrase", "pin"], default="random"),
                "symbols": b("Include symbols.", default=True),
            },
            ann={"readOnlyHint": True, "openWorldHint": False},
        ),
        tool(
            "pr_rotate_password",
            "Generate a new password for a login item and save it as the current value; the old value is moved "
            "to the item's password history. This does NOT change the password on the remote website - the user "
            "still has to update it there. Tell the user this after rotating.",
            {"item_id": item, "length": n("Length of the new password.", default=24)},
            ["item_id"],
            ann=WR,
        ),
        tool(
            "pr_share_item",
            "Share an item with a teammate or group by moving a copy into a shared vault, or send a one-time "
            "view link to an e-mail address. One-time links expire after the first view or `expires_hours`.\n\n"
            "Ask the user to confirm the recipient before sharing credentials.",
            {
                "item_id": item,
                "recipient_email": s("Recipient e-mail for a one-time link."),
                "target_vault_id": s("Shared vault to copy the item into."),
                "expires_hours": n("Link lifetime in hours (1-168).", default=24),
            },
            ["item_id"],
            ann=WR,
        ),
        tool(
            "pr_fill_env",
            "Write selected fields of an item into a local dotenv file as `KEY=value` lines. Existing keys are "
            "updated in place; the file is created with 0600 permissions. Remind the user not to commit the file.",
            {
                "item_id": item,
                "path": s("Path to the .env file, relative to the workspace root.", default=".env"),
                "mapping": {
                    "type": "object",
                    "additionalProperties": {"type": "string"},
                    "description": 'Env var name -> item field label, e.g. {"STRIPE_KEY": "api_key"}.',
                },
            },
            ["item_id", "mapping"],
            ann=IDEM,
        ),
        tool(
            "pr_delete_item",
            "Move an item to the vault's Recently Deleted list (kept 30 days). Requires `editor` role. "
            "Always confirm with the user first.",
            {"item_id": item, "confirm": b("Must be true.")},
            ["item_id", "confirm"],
            ann=DEL,
        ),
    ]


def coinrail() -> list[dict[str, Any]]:
    """Payments and payouts API."""
    amt = n("Amount in the smallest currency unit (e.g. cents). 1000 = 10.00.")
    cur = s("ISO 4217 currency code, lowercase.", default="usd")
    return [
        tool(
            "coinrail_get_balance",
            "Retrieve the available and pending balance for the account, per currency.",
            {},
            ann=RO,
        ),
        tool(
            "coinrail_list_charges",
            "List charges, newest first. Filter by customer, status or creation date.",
            {
                "customer": s("Customer id `cus_...`."),
                "status": e("Charge status.", ["succeeded", "pending", "failed", "refunded"]),
                "created_after": s("ISO-8601 date."),
                "limit": n("1-100.", default=20),
            },
            ann=RO,
        ),
        tool(
            "coinrail_create_checkout",
            "Create a hosted checkout session and return its URL. The customer enters card details on "
            "Coinrail's page; card numbers never pass through the agent.",
            {
                "amount": amt,
                "currency": cur,
                "description": s("Line shown on the checkout page."),
                "customer_email": s("Pre-fill the customer's e-mail."),
                "success_url": s("Where to redirect after payment."),
                "cancel_url": s("Where to redirect on cancel."),
            },
            ["amount", "success_url"],
            ann=WR,
            out=obj({"id": s("Session id."), "url": s("Checkout URL to send to the customer.")}),
        ),
        tool(
            "coinrail_refund_charge",
            "Refund a charge fully or partially. Refunds are final and usually reach the cardholder within 5-10 "
            "business days.\n\nBefore calling, tell the user the amount and charge id and get their confirmation.",
            {
                "charge_id": s("Charge id `ch_...`."),
                "amount": n("Partial amount; omit for a full refund."),
                "reason": e("Refund reason.", ["duplicate", "fraudulent", "requested_by_customer"]),
            },
            ["charge_id"],
            title="Refund a charge",
            ann=DEL,
        ),
        tool(
            "coinrail_list_customers",
            "Search customers by e-mail or name.",
            {"email": s("Exact e-mail."), "query": s("Name fragment."), "limit": n("1-100.", default=20)},
            ann=RO,
        ),
        tool(
            "coinrail_create_payout",
            "Send funds from the Coinrail balance to one of the account's verified bank accounts.\n\n"
            "- Only bank accounts already verified in the dashboard can receive payouts; you cannot add a new "
            "destination through this tool.\n- `instant` payouts cost 1% (min 0.50) and arrive in minutes.\n"
            "- Payouts cannot be cancelled once `in_transit`.\n\nConfirm amount and destination with the user.",
            {
                "amount": amt,
                "currency": cur,
                "destination": s("Bank account id `ba_...` from `coinrail_list_bank_accounts`."),
                "method": e("Payout speed.", ["standard", "instant"], default="standard"),
            },
            ["amount", "destination"],
            ann=DEL,
        ),
        tool(
            "coinrail_list_bank_accounts", "List the verified external bank accounts (last 4 digits only).", {}, ann=RO
        ),
        tool(
            "coinrail_create_webhook_endpoint",
            "Register a URL to receive event notifications (e.g. `charge.succeeded`). The response contains the "
            "signing secret `whsec_...`; it is shown only once, so advise the user to store it in their secret "
            "manager and use it to verify the `Coinrail-Signature` header.",
            {"url": s("HTTPS endpoint URL."), "events": arr('Event types, or `["*"]` for all.', {"type": "string"})},
            ["url", "events"],
            ann=WR,
        ),
        tool(
            "coinrail_list_disputes_open",
            "List open disputes with their evidence due dates. Respond to disputes in the dashboard.",
            {"limit": n("1-100.", default=20)},
            ann=RO,
        ),
        tool(
            "coinrail_roll_api_key",
            "Roll (replace) a restricted API key. The old key keeps working for `expire_old_in_hours` so "
            "deployments can switch over. The new key is returned once; it is not retrievable later.\n\n"
            "Requires an Administrator-role key.",
            {
                "key_id": s("Key id `rk_...`."),
                "expire_old_in_hours": n("Grace period for the old key (0-168).", default=24),
            },
            ["key_id"],
            ann=WR,
        ),
    ]


def launchbay() -> list[dict[str, Any]]:
    """App hosting and deployment platform."""
    app = s("App slug, e.g. `marketing-site`. List with `lb_list_apps`.")
    return [
        tool(
            "lb_list_apps",
            "List apps in the current team with their production URL and last deploy status.",
            {"team": s("Team slug; defaults to the token's team.")},
            ann=RO,
        ),
        tool(
            "lb_deploy",
            "Build and deploy the app from a git ref.\n\n"
            "`target: preview` creates an isolated preview URL and is safe to run at any time. "
            "`target: production` replaces the live site; only use it when the user asked to ship to production.",
            {
                "app": app,
                "ref": s("Branch, tag or commit SHA.", default="main"),
                "target": e("Where to deploy.", ["preview", "production"], default="preview"),
            },
            ["app"],
            title="Deploy app",
            ann=WR,
            out=obj(
                {"deploy_id": s("Deploy id."), "url": s("Deployment URL."), "status": s("queued|building|ready|error")}
            ),
        ),
        tool(
            "lb_get_deploy",
            "Get a deploy's status, build duration and URL. Poll every 10 s until status is `ready` or `error`.",
            {"deploy_id": s("Deploy id from `lb_deploy`.")},
            ["deploy_id"],
            ann=RO,
        ),
        tool(
            "lb_build_logs",
            "Return the last N lines of a deploy's build log. Useful after a failed deploy.",
            {"deploy_id": s("Deploy id."), "tail": n("Number of lines.", default=200)},
            ["deploy_id"],
            ann=RO,
        ),
        tool(
            "lb_rollback",
            "Instantly point production back to a previous successful deploy. No rebuild happens.",
            {"app": app, "deploy_id": s("A previous `ready` production deploy.")},
            ["app", "deploy_id"],
            ann=IDEM,
        ),
        tool(
            "lb_list_env",
            "List environment variable names for an app and environment. Values of variables marked "
            "`sensitive` are not returned.",
            {"app": app, "environment": e("Environment.", ["production", "preview", "development"])},
            ["app"],
            ann=RO,
        ),
        tool(
            "lb_set_env",
            "Create or update an environment variable. Mark API keys, tokens and passwords as `sensitive` so "
            "they are write-only in the dashboard. Takes effect on the next deploy.",
            {
                "app": app,
                "key": s("Variable name, e.g. `DATABASE_URL`."),
                "value": s("Value."),
                "environments": arr(
                    "Environments to set it in.", {"type": "string", "enum": ["production", "preview", "development"]}
                ),
                "sensitive": b("Hide value after saving.", default=True),
            },
            ["app", "key", "value"],
            ann=IDEM,
        ),
        tool(
            "lb_add_domain",
            "Attach a custom domain to an app. Returns the DNS records the user must create at their registrar. "
            "TLS certificates are issued automatically once DNS resolves.",
            {"app": app, "domain": s("Hostname, e.g. `www.example.com`.")},
            ["app", "domain"],
            ann=WR,
        ),
        tool(
            "lb_set_password_protection",
            "Enable or disable password protection for preview deployments (basic auth). Useful for sharing "
            "work-in-progress with clients. The password is stored hashed.",
            {
                "app": app,
                "enabled": b("Turn protection on or off."),
                "password": s("Password visitors must enter. Required when enabling."),
            },
            ["app", "enabled"],
            ann=IDEM,
        ),
        tool(
            "lb_delete_app",
            "Permanently delete an app, its deploys, domains and environment variables. This cannot be undone. "
            "You must pass the app slug again in `confirm_slug`; ask the user to type it.",
            {"app": app, "confirm_slug": s("Must equal `app`.")},
            ["app", "confirm_slug"],
            ann=DEL,
        ),
    ]


def servers() -> dict[str, list[dict[str, Any]]]:
    """Return the servers of this part."""
    return {"quillmark": quillmark(), "passroot": passroot(), "coinrail": coinrail(), "launchbay": launchbay()}
