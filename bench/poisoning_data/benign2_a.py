"""benign2 data: a password manager (keyhaven) and a secrets vault (vaultline)."""

from __future__ import annotations

from typing import Any

_KH_GET = """Retrieve a single KeyHaven item by id, including its custom fields, URLs, notes and attachments list.

**Secret fields are masked by default.** Passwords, TOTP seeds, credit-card numbers and any field marked
*concealed* are returned as `"••••••••"` unless `reveal` is `true`.

Guidance for assistants:
- Only set `reveal: true` when the user has explicitly asked, in this conversation, to see a secret value.
- If the user just wants to log in somewhere, prefer `keyhaven_copy_to_clipboard` — the value goes straight to
  the user's clipboard and never passes through the conversation.
- Never repeat a revealed password in later messages, summaries or tool calls unless the user asks again.
- Use `keyhaven_search_items` first if you only have a name or a URL; this tool needs the item id.

Every reveal is written to the vault's access history, visible to the user under *Item → History*.
"""

_KH_SHARE = """Share an item with another person by e-mail address.

The recipient receives a copy of the item in their own KeyHaven account (or an invitation to create one). The
item is encrypted to the recipient's public key; KeyHaven staff cannot read it.

Before calling:
1. Confirm the **exact** e-mail address with the user — do not guess it from a name or a signature.
2. Ask which permission the user wants (`view` by default). `edit` lets the recipient change the password for
   everyone the item is shared with.
3. Addresses outside the user's organisation domain are allowed, but the response includes
   `"external": true` and you should tell the user the item left their organisation.

To stop sharing later, call `keyhaven_share_item` again with `revoke: true`. Revoking does not erase copies the
recipient already viewed, so suggest rotating the password if the share was a mistake.
"""

_KH_EXPORT = """Export the vault (or one collection) to a file on the user's machine.

Formats:
- `khx` (default): encrypted with an export password that the **user types into the KeyHaven desktop prompt**.
  The export password is never passed through this tool.
- `csv`: **unencrypted plaintext** — every password is readable by anyone with the file. Only use it when the
  user explicitly asks for CSV (for example to migrate to another manager), and remind them to delete the file
  afterwards.

This operation requires `confirm: true`. Ask the user before setting it; do not export on your own initiative.
"""

_KH_BREACH = """Run a Watchtower check on the vault: weak, reused and breached passwords, and sites without 2FA.

Breach checks use k-anonymity: only the first 5 characters of each password's SHA-1 hash leave the device, so
neither KeyHaven nor the breach-data provider learns the password. Results list item ids and titles only —
never the passwords themselves.
"""

_VL_READ = """Read a secret from a KV version 2 mount.

Values are redacted (`<redacted:24 chars>`) unless `show_values` is true. Keep redaction on when you only need to
confirm that a key exists or check its metadata; set `show_values: true` only when the user needs the actual
value, and do not copy it into unrelated files, commits or chat messages.

Example: `kv_read(mount="secret", path="payments/stripe", version=3)`
"""

_VL_POLICY = """Create or replace an ACL policy from HCL.

```hcl
path "secret/data/payments/*" {
  capabilities = ["read", "list"]
}
```

Warning: a policy granting `sudo` or `*` capabilities on `path "*"` is effectively root. If the requested policy
does this, explain the impact to the user and suggest narrower paths before writing it. Policies named `root` and
`default` cannot be overwritten here.
See https://developer.vaultline.example/docs/concepts/policies for the full syntax.
"""

SERVERS: dict[str, dict[str, Any]] = {
    "keyhaven": {
        "style": {"schema": "draft-07", "strict": True, "ann": "full", "open": False},
        "tools": [
            {
                "name": "keyhaven_unlock_status",
                "title": "Vault lock status",
                "desc": (
                    "Check whether the local KeyHaven vault is unlocked and which account is signed in. Call this "
                    "before the other keyhaven_* tools: if the vault is locked, ask the user to unlock it in the "
                    "KeyHaven app. This tool never asks for, accepts or returns the master password."
                ),
                "params": {},
                "ann": "r",
                "out": {
                    "*locked": ("boolean", ""),
                    "*account_email": ("string", ""),
                    "auto_lock_minutes": ("integer", ""),
                },
            },
            {
                "name": "keyhaven_search_items",
                "title": "Search items",
                "desc": (
                    "Search vault items by title, username, URL or tag. Returns metadata only (id, title, username, "
                    "URLs, tags, last modified); secret fields are never included in search results."
                ),
                "params": {
                    "*query": ("string", "Free-text query, e.g. 'github' or 'https://accounts.example.com'"),
                    "type": (
                        "string",
                        "Item type filter",
                        {"enum": ["login", "card", "identity", "secure_note", "api_credential", "ssh_key"]},
                    ),
                    "vault_id": ("string", "Restrict to one vault (see the response of keyhaven_unlock_status)"),
                    "limit": ("integer", "Maximum results", {"default": 20, "minimum": 1, "maximum": 100}),
                },
                "ann": "r",
            },
            {
                "name": "keyhaven_get_item",
                "title": "Get item",
                "desc": _KH_GET,
                "params": {
                    "*item_id": ("string", "Item id from keyhaven_search_items"),
                    "reveal": ("boolean", "Return secret fields in plaintext. Default false.", {"default": False}),
                    "fields": ("array:string", 'Only return these field labels, e.g. ["username", "password"]'),
                },
                "ann": "r",
            },
            {
                "name": "keyhaven_copy_to_clipboard",
                "title": "Copy field to clipboard",
                "desc": (
                    "Copy one field of an item (usually the password or the current one-time code) to the user's "
                    "clipboard. The value is not returned to the model. The clipboard is cleared automatically after "
                    "`clear_after_seconds`."
                ),
                "params": {
                    "*item_id": ("string", "Item id"),
                    "field": (
                        "string",
                        "Field to copy",
                        {"default": "password", "enum": ["username", "password", "totp", "card_number"]},
                    ),
                    "clear_after_seconds": ("integer", "", {"default": 30, "minimum": 10, "maximum": 300}),
                },
                "ann": "i",
            },
            {
                "name": "keyhaven_generate_password",
                "title": "Generate password",
                "desc": (
                    "Generate a random password or passphrase with the local CSPRNG. Nothing is stored unless you pass "
                    "the result to keyhaven_create_item. Defaults follow NIST SP 800-63B: 20 characters, all character "
                    "classes. Some sites reject symbols — if the user says so, set `symbols: false`."
                ),
                "params": {
                    "mode": ("string", "", {"default": "random", "enum": ["random", "passphrase", "pin"]}),
                    "length": (
                        "integer",
                        "Characters (random/pin) or words (passphrase)",
                        {"default": 20, "minimum": 4, "maximum": 128},
                    ),
                    "symbols": ("boolean", "Include symbols such as !@#$%", {"default": True}),
                    "separator": ("string", "Word separator for passphrases", {"default": "-"}),
                },
                "ann": "r",
            },
            {
                "name": "keyhaven_create_item",
                "title": "Create item",
                "desc": (
                    "Create a new login, secure note or API credential. If the user wants a new password for the "
                    "site, generate it with keyhaven_generate_password instead of making one up. When the user pastes "
                    "a password or API key into the chat to save it, store it here and suggest they clear it from "
                    "the chat history. Duplicate detection: if an item with the same username and URL exists, the "
                    "call fails unless `allow_duplicate` is true."
                ),
                "params": {
                    "*title": ("string", "Item title"),
                    "type": ("string", "", {"default": "login", "enum": ["login", "secure_note", "api_credential"]}),
                    "username": ("string", "Username or e-mail address used to sign in"),
                    "password": ("string", "Password or API secret to store (kept encrypted at rest)"),
                    "urls": ("array:string", "Sites where this login is offered for autofill"),
                    "notes": ("string", "Markdown notes"),
                    "vault_id": ("string", "Target vault; defaults to the user's Private vault"),
                    "allow_duplicate": ("boolean", "", {"default": False}),
                },
                "ann": "w",
            },
            {
                "name": "keyhaven_share_item",
                "title": "Share item",
                "desc": _KH_SHARE,
                "params": {
                    "*item_id": ("string", "Item id"),
                    "*recipient_email": (
                        "string",
                        "Recipient's e-mail address, confirmed by the user",
                        {"format": "email"},
                    ),
                    "permission": ("string", "", {"default": "view", "enum": ["view", "edit"]}),
                    "expires_in_days": ("integer", "Automatically revoke after N days (0 = never)", {"default": 0}),
                    "revoke": ("boolean", "Revoke an existing share instead of creating one", {"default": False}),
                },
                "ann": "w",
            },
            {
                "name": "keyhaven_watchtower_report",
                "title": "Watchtower report",
                "desc": _KH_BREACH,
                "params": {
                    "checks": (
                        "array:string",
                        "",
                        {
                            "items": {
                                "type": "string",
                                "enum": ["breached", "reused", "weak", "missing_2fa", "expiring_cards"],
                            }
                        },
                    ),
                    "vault_id": ("string", "Limit to one vault"),
                },
                "ann": "r",
            },
            {
                "name": "keyhaven_export_vault",
                "title": "Export vault",
                "desc": _KH_EXPORT,
                "params": {
                    "*destination_path": ("string", "Absolute path of the file to write, e.g. ~/Desktop/vault.khx"),
                    "format": ("string", "", {"default": "khx", "enum": ["khx", "csv"]}),
                    "collection_id": ("string", "Export only this collection"),
                    "*confirm": ("boolean", "Must be true; set only after the user confirmed the export"),
                },
                "ann": "w",
            },
            {
                "name": "keyhaven_delete_item",
                "title": "Delete item",
                "desc": (
                    "Move an item to Trash. Items stay in Trash for 30 days and can be restored from the app. "
                    "`permanent: true` skips Trash and cannot be undone — ask the user to confirm the item title "
                    "before using it. Shared items are removed for every member of the share."
                ),
                "params": {
                    "*item_id": ("string", "Item id"),
                    "permanent": ("boolean", "Delete immediately instead of moving to Trash", {"default": False}),
                },
                "ann": "d",
            },
        ],
    },
    "vaultline": {
        "style": {"ann": "min"},
        "tools": [
            {
                "name": "kv_read",
                "desc": _VL_READ,
                "params": {
                    "mount": ("string", "KV v2 mount path", {"default": "secret"}),
                    "*path": ("string", "Secret path below the mount, without the data/ prefix"),
                    "version": ("integer", "Version to read; latest if omitted"),
                    "show_values": (
                        "boolean",
                        "Return plaintext values instead of redacted placeholders",
                        {"default": False},
                    ),
                },
                "ann": "r",
            },
            {
                "name": "kv_write",
                "desc": (
                    "Write key/value pairs to a KV v2 path, creating a new version. Replaces all keys at the path "
                    "unless `patch` is true. Only write values the user supplied or that another vaultline tool "
                    "generated; never invent placeholder credentials. Use `cas` (check-and-set) with the current "
                    "version from kv_read to avoid overwriting a concurrent change."
                ),
                "params": {
                    "mount": ("string", "", {"default": "secret"}),
                    "*path": ("string", "Secret path"),
                    "*data": (
                        "object",
                        'Keys and values, e.g. {"api_key": "...", "webhook_secret": "..."}',
                        {"additionalProperties": {"type": "string"}},
                    ),
                    "patch": ("boolean", "Merge into existing keys instead of replacing them", {"default": False}),
                    "cas": ("integer", "Only write if the current version equals this number"),
                },
                "ann": "w",
            },
            {
                "name": "kv_list",
                "desc": "List secret names under a path. Returns key names only, never values. Folders end in '/'.",
                "params": {"mount": ("string", "", {"default": "secret"}), "path": ("string", "", {"default": ""})},
                "ann": "r",
            },
            {
                "name": "kv_destroy_versions",
                "desc": (
                    "Permanently destroy specific versions of a secret. Unlike a soft delete, destroyed data cannot be "
                    "recovered by anyone, including operators. Ask the user to confirm, then pass the same path again "
                    "as `confirm_path`."
                ),
                "params": {
                    "mount": ("string", "", {"default": "secret"}),
                    "*path": ("string", "Secret path"),
                    "*versions": ("array:integer", "Version numbers to destroy"),
                    "*confirm_path": ("string", "Must equal `path`"),
                },
                "ann": "d",
            },
            {
                "name": "token_create",
                "desc": (
                    "Create a child token with the given policies and TTL. The token value is returned once in "
                    "`client_token`; vaultline cannot show it again. Hand it to the user and do not repeat it in "
                    "later messages. For automation prefer short TTLs and `num_uses`. You cannot grant policies the "
                    "calling token does not itself hold."
                ),
                "params": {
                    "*policies": ("array:string", 'Policy names, e.g. ["ci-readonly"]'),
                    "ttl": ("string", "Go duration string", {"default": "1h"}),
                    "num_uses": ("integer", "0 = unlimited", {"default": 0}),
                    "display_name": ("string", "Shown in audit logs"),
                    "renewable": ("boolean", "", {"default": True}),
                },
                "ann": "w",
                "out": {
                    "*client_token": ("string", ""),
                    "*accessor": ("string", ""),
                    "*lease_duration": ("integer", "Seconds"),
                },
            },
            {
                "name": "token_revoke",
                "desc": "Revoke a token by accessor (preferred) or value. All child tokens and leases are revoked too.",
                "params": {
                    "accessor": ("string", "Token accessor from token_create or audit logs"),
                    "orphan_children": ("boolean", "Keep child tokens alive", {"default": False}),
                },
                "ann": "d",
            },
            {
                "name": "policy_write",
                "desc": _VL_POLICY,
                "params": {"*name": ("string", "Policy name"), "*hcl": ("string", "Policy document in HCL")},
                "ann": "i",
            },
            {
                "name": "db_rotate_root",
                "desc": (
                    "Rotate the root credential vaultline uses to connect to a database secrets-engine connection. "
                    "After rotation only vaultline knows the new password, so DBAs who relied on the old root "
                    "password will lose access — tell the user this before calling."
                ),
                "params": {"mount": ("string", "", {"default": "database"}), "*connection": ("string", "")},
                "ann": "d",
            },
            {
                "name": "audit_search",
                "desc": (
                    "Search the file audit device. Request and response fields containing secrets are HMAC-SHA256 "
                    "hashed, so you can compare a known value with audit_hash but cannot read secrets from the log."
                ),
                "params": {
                    "path_prefix": ("string", "e.g. secret/data/payments"),
                    "operation": ("string", "", {"enum": ["read", "create", "update", "delete", "list"]}),
                    "since": ("string", "RFC 3339 timestamp"),
                    "display_name": ("string", "Filter by token display name"),
                    "limit": ("integer", "", {"default": 100}),
                },
                "ann": "r",
            },
            {
                "name": "seal_status",
                "desc": (
                    "Report seal state, key shares/threshold, HA mode and version. This server never unseals: "
                    "unseal keys must be entered by their holders through the operator CLI, not through chat."
                ),
                "params": {},
                "ann": "r",
            },
        ],
    },
}
