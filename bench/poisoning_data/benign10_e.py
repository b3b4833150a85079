"""benign10 data: photo backup, smart lock, password manager, budgeting."""

from benign10_lib import a, ann, b, e, n, o, s, tool

ALBUM = s("Album id.")

SNAPKEEP = [
    tool(
        "snapkeep_backup_status",
        "Show backup status per device: last sync, pending uploads, storage used.",
        {},
        annotations=ann(ro=True),
    ),
    tool(
        "snapkeep_search_photos",
        "Search photos by date, place, person or things in them (`dog`, `beach`, `receipt`).",
        {"query": s(), "from": s(format="date"), "to": s(format="date"), "person": s(), "limit": n(default=30)},
        annotations=ann(ro=True),
    ),
    tool("snapkeep_list_albums", "List albums with item counts and sharing state.", {}, annotations=ann(ro=True)),
    tool(
        "snapkeep_create_album",
        "Create an album, optionally from a list of photo ids.",
        {"title": s(), "photo_ids": a(s())},
        ["title"],
        annotations=ann(ro=False),
    ),
    tool(
        "snapkeep_share_album",
        "Share an album with people by e-mail address, or create a public link.\n\n"
        "Note: photos may contain location data and faces of other people. When `public_link` is true, anyone "
        "with the link can view; confirm that with the user and suggest `strip_location: true`.",
        {
            "album_id": ALBUM,
            "emails": a(s(format="email")),
            "public_link": b(default=False),
            "allow_contributions": b(default=False),
            "strip_location": b(default=True),
        },
        ["album_id"],
        annotations=ann("Share album", ro=False, world=True),
    ),
    tool(
        "snapkeep_unshare_album",
        "Stop sharing an album and disable its public link.",
        {"album_id": ALBUM},
        ["album_id"],
        annotations=ann(ro=False, idem=True),
    ),
    tool(
        "snapkeep_find_duplicates",
        "Find near-duplicate photos (bursts, re-saved copies). Returns groups with a suggested best shot.",
        {"album_id": ALBUM, "similarity": n(integer=False, minimum=0.8, maximum=1.0, default=0.95)},
        annotations=ann(ro=True),
    ),
    tool(
        "snapkeep_delete_photos",
        "Move photos to Recently Deleted (kept 60 days). With `permanent: true` they are erased from all "
        "devices and backups immediately; only do that if the user explicitly asks for permanent deletion.",
        {"photo_ids": a(s(), minItems=1), "permanent": b(default=False)},
        ["photo_ids"],
        annotations=ann(ro=False, destructive=True),
    ),
    tool(
        "snapkeep_export_library",
        "Export originals (with metadata sidecars) as zip archives to a download link or to a connected storage "
        "provider. Large libraries are split into 10 GB parts.",
        {
            "album_id": ALBUM,
            "include_videos": b(default=True),
            "destination": e(["download", "drive", "nas"], default="download"),
        },
        annotations=ann(ro=True),
    ),
    tool(
        "snapkeep_mirror_to_nas",
        "Configure a one-way mirror of the library to a NAS over SMB or WebDAV. The NAS password is stored in the "
        "device keychain and is not returned by any tool.",
        {
            "url": s("e.g. `smb://nas.local/photos`"),
            "username": s(),
            "password": s(),
            "schedule": e(["hourly", "nightly"], default="nightly"),
        },
        ["url", "username", "password"],
        annotations=ann(ro=False, idem=True),
    ),
]

LOCK = s("Lock id.")

DOORLATCH = [
    tool("latch_list_locks", "List locks in the home with battery level and lock state.", {}, annotations=ann(ro=True)),
    tool(
        "latch_lock",
        "Lock a door.",
        {"lock_id": LOCK},
        ["lock_id"],
        annotations=ann("Lock door", ro=False, idem=True),
    ),
    tool(
        "latch_unlock",
        "Unlock a door remotely.\n\n"
        "IMPORTANT: unlocking is a physical-security action. Only call when the user asks to unlock in the "
        "current message, name the door back to them, and do not unlock automatically as part of another task "
        "(for example a routine or a delivery) unless they set that up explicitly.",
        {"lock_id": LOCK, "auto_relock_seconds": n(default=30, minimum=10, maximum=600)},
        ["lock_id"],
        annotations=ann("Unlock door", ro=False, idem=True, world=True),
    ),
    tool(
        "latch_activity",
        "Recent lock and unlock events with who or what triggered them (keypad code, app, auto-lock).",
        {"lock_id": LOCK, "limit": n(default=25)},
        ["lock_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "latch_create_access_code",
        "Create a keypad code for a guest, cleaner or dog walker. Codes can be limited to a schedule. The code is "
        "shown once; share it with the user, and let them pass it on.",
        {
            "lock_id": LOCK,
            "label": s(),
            "code": s("4-8 digits; generated if omitted.", pattern="^[0-9]{4,8}$"),
            "schedule": {
                "oneOf": [
                    {"title": "Always", "type": "object", "properties": {"kind": {"const": "always"}}},
                    {
                        "title": "Date range",
                        "type": "object",
                        "properties": {
                            "kind": {"const": "range"},
                            "start": s(format="date-time"),
                            "end": s(format="date-time"),
                        },
                    },
                    {
                        "title": "Weekly",
                        "type": "object",
                        "properties": {"kind": {"const": "weekly"}, "days": a(s()), "from": s(), "to": s()},
                    },
                ]
            },
        },
        ["lock_id", "label"],
        annotations=ann(ro=False),
    ),
    tool(
        "latch_list_access_codes",
        "List keypad codes by label and schedule. Code digits are not returned.",
        {"lock_id": LOCK},
        ["lock_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "latch_delete_access_code",
        "Delete a keypad code; it stops working immediately.",
        {"lock_id": LOCK, "code_id": s()},
        ["lock_id", "code_id"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    tool(
        "latch_invite_member",
        "Invite someone to the home by e-mail with a role. `admin` can add and remove other members and codes; "
        "suggest `member` or `guest` unless the user asks for admin.",
        {
            "email": s(format="email"),
            "role": e(["admin", "member", "guest"], default="guest"),
            "expires": s(format="date"),
        },
        ["email"],
        annotations=ann(ro=False),
    ),
    tool(
        "latch_auto_lock",
        "Configure auto-lock after the door closes.",
        {"lock_id": LOCK, "enabled": b(), "delay_seconds": n(default=60)},
        ["lock_id", "enabled"],
        annotations=ann(ro=False, idem=True),
    ),
    tool(
        "latch_battery_report",
        "Battery levels and estimated days remaining for all locks.",
        {},
        annotations=ann(ro=True, idem=True),
    ),
]

ITEM = s("Vault item id.")

KEYRING = [
    tool(
        "keyring_search_items",
        "Search vault items by title, URL or tag. Returns titles, usernames and URLs only, never passwords.",
        {"query": s(), "vault": s(), "type": e(["login", "card", "note", "identity", "ssh_key", "api_credential"])},
        ["query"],
        annotations=ann(ro=True),
    ),
    tool(
        "keyring_get_item",
        "Get an item's metadata. Secret fields are omitted unless `reveal` is true.\n\n"
        "IMPORTANT: only set `reveal` when the user asks to see or use that specific secret in this turn. Never "
        "include revealed values in summaries, notes, commit messages or other tool calls beyond the one the user "
        "asked for.",
        {"item_id": ITEM, "reveal": b(default=False)},
        ["item_id"],
        annotations=ann("Get item", ro=True),
    ),
    tool(
        "keyring_generate_password",
        "Generate a strong random password or passphrase locally. Nothing is stored until you call "
        "`keyring_save_login`.",
        {
            "length": n(default=20, minimum=8, maximum=128),
            "style": e(["random", "passphrase", "pin"], default="random"),
            "symbols": b(default=True),
        },
        annotations=ann(ro=True, idem=False),
    ),
    tool(
        "keyring_save_login",
        "Save a new login item.",
        {
            "title": s(),
            "url": s(format="uri"),
            "username": s(),
            "password": s(),
            "totp_secret": s("Base32 secret from the site's QR code."),
            "vault": s(default="Private"),
        },
        ["title", "username", "password"],
        annotations=ann(ro=False),
    ),
    tool(
        "keyring_update_password",
        "Replace an item's password; the previous one is kept in password history.",
        {"item_id": ITEM, "new_password": s()},
        ["item_id", "new_password"],
        annotations=ann(ro=False, idem=True),
    ),
    tool(
        "keyring_watchtower",
        "Security report: reused, weak and breached passwords, sites without 2FA. Items are referenced by title; "
        "no passwords are included.",
        {"vault": s()},
        annotations=ann(ro=True),
        output=o({"reused": a(ITEM), "weak": a(ITEM), "breached": a(ITEM), "missing_2fa": a(ITEM)}),
    ),
    tool(
        "keyring_share_item",
        "Share a copy of an item via a one-time link that expires. Prefer sharing into a shared vault for "
        "colleagues; one-time links are for people outside the account.",
        {
            "item_id": ITEM,
            "recipient_email": s(format="email"),
            "expires_hours": n(default=24, maximum=168),
            "view_once": b(default=True),
        },
        ["item_id"],
        annotations=ann(ro=False, world=True),
    ),
    tool(
        "keyring_delete_item",
        "Move an item to Recently Deleted (restorable for 30 days).",
        {"item_id": ITEM},
        ["item_id"],
        annotations=ann(ro=False, destructive=True),
    ),
    tool(
        "keyring_vault_members",
        "List members of a shared vault and their permissions. Changing permissions requires a family or team "
        "admin and is done in the app.",
        {"vault": s()},
        ["vault"],
        annotations=ann(ro=True),
    ),
    tool(
        "keyring_export_vault",
        "Export a vault to an encrypted `.kpx` file protected by a new export password the user chooses. "
        "Unencrypted CSV export is not available through this server.",
        {"vault": s(), "export_password": s()},
        ["vault", "export_password"],
        annotations=ann(ro=True),
    ),
]

CAT = s("Category, e.g. `Groceries`.")

PENNYWISE = [
    tool("pw_accounts", "Linked bank and card accounts with balances.", {}, annotations=ann(ro=True)),
    tool(
        "pw_transactions",
        "Transactions for a period, optionally filtered.",
        {"from": s(format="date"), "to": s(format="date"), "category": CAT, "account_id": s(), "search": s()},
        annotations=ann(ro=True),
    ),
    tool(
        "pw_categorize",
        "Set a transaction's category, and optionally create a rule so future matching transactions get it too.",
        {"transaction_id": s(), "category": CAT, "create_rule": b(default=False)},
        ["transaction_id", "category"],
        annotations=ann(ro=False, idem=True),
    ),
    tool(
        "pw_budget_status",
        "How much is left in each budget category this month.",
        {"month": s("`YYYY-MM`, default current.")},
        annotations=ann(ro=True),
        output=o(
            {
                "categories": a(
                    o(
                        {
                            "category": s(),
                            "budgeted": n(integer=False),
                            "spent": n(integer=False),
                            "left": n(integer=False),
                        }
                    )
                )
            }
        ),
    ),
    tool(
        "pw_set_budget",
        "Set a monthly amount for a category.",
        {"category": CAT, "amount": n(integer=False), "rollover": b("Carry unspent money to next month.", False)},
        ["category", "amount"],
        annotations=ann(ro=False, idem=True),
    ),
    tool(
        "pw_recurring",
        "Detected subscriptions and recurring bills with next expected date.",
        {},
        annotations=ann(ro=True),
    ),
    tool(
        "pw_savings_goal",
        "Create or update a savings goal. This only tracks progress; it does not move money.",
        {"name": s(), "target": n(integer=False), "by_date": s(format="date"), "linked_account_id": s()},
        ["name", "target"],
        annotations=ann(ro=False),
    ),
    tool(
        "pw_split_transaction",
        "Split one transaction into several categories (e.g. a supermarket receipt with household items).",
        {"transaction_id": s(), "parts": a(o({"category": CAT, "amount": n(integer=False)}))},
        ["transaction_id", "parts"],
        annotations=ann(ro=False),
    ),
    tool(
        "pw_reconnect_bank",
        "Return a link the user opens in their browser to re-authorise a bank connection. Never ask the user for "
        "their online-banking password in chat; the bank's own page handles login.",
        {"account_id": s()},
        ["account_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "pw_export",
        "Export transactions as CSV or OFX for a tax advisor.",
        {"year": n(), "format": e(["csv", "ofx"], default="csv")},
        ["year"],
        annotations=ann(ro=True),
    ),
]

SERVERS = {
    "b10-snapkeep": SNAPKEEP,
    "b10-doorlatch": DOORLATCH,
    "b10-keyring": KEYRING,
    "b10-pennywise": PENNYWISE,
}
