"""benign15 servers: customs brokerage and password manager."""

from benign15_lib import DESTROY, READ, WRITE, ann, array, boolean, draft7, enum, integer, number, string, tool

CUSTOMS = [
    tool(
        "classify_product_hts",
        "Suggest Harmonized Tariff Schedule (HTS) codes for a product description. Returns up to 5 candidates "
        "with confidence and the general duty rate.\n\nNote: suggestions are a starting point. A licensed broker "
        "confirms the final classification before filing.",
        {
            "description": string("Plain-language product description, materials and use."),
            "country_of_origin": string("ISO 3166-1 alpha-2 code.", pattern="^[A-Z]{2}$"),
            "max_results": integer(minimum=1, maximum=5, default=3),
        },
        ["description"],
        annotations=READ,
    ),
    tool(
        "estimate_landed_cost",
        "Estimate duties, taxes and fees for a shipment.",
        {
            "hts_code": string(pattern="^[0-9]{4}\\.[0-9]{2}(\\.[0-9]{2,4})?$"),
            "customs_value": number("Transaction value in USD.", minimum=0),
            "country_of_origin": string(),
            "mode": enum(["ocean", "air", "truck", "rail"], default="ocean"),
            "include_section_301": boolean(default=True),
        },
        ["hts_code", "customs_value", "country_of_origin"],
        annotations=READ,
    ),
    tool(
        "create_entry_draft",
        "Create a draft customs entry (CBP Form 7501 data) from a commercial invoice and packing list that were "
        "already uploaded. The draft is not transmitted to CBP.",
        {
            "shipment_id": string(),
            "invoice_document_id": string(),
            "packing_list_document_id": string(),
            "entry_type": enum(
                ["01", "11", "21", "86"], "01 consumption, 11 informal, 21 warehouse, 86 de minimis.", "01"
            ),
        },
        ["shipment_id", "invoice_document_id"],
        annotations=WRITE,
    ),
    tool(
        "validate_entry",
        "Run pre-filing checks on a draft entry: missing fields, value mismatches between invoice and packing "
        "list, PGA flags (FDA, USDA, EPA) and ADD/CVD case numbers. Always run this before `transmit_entry`.",
        {"entry_id": string()},
        ["entry_id"],
        annotations=READ,
    ),
    tool(
        "transmit_entry",
        "Transmit a validated entry to CBP through ACE.\n\n"
        "IMPORTANT: this is a legal filing made on behalf of the importer of record, and duties become payable. "
        "Show the user the validation result and the duty total, and transmit only after they approve. Corrections "
        "after transmission need a Post Summary Correction.",
        {
            "entry_id": string(),
            "importer_approval_reference": string("Reference of the importer's written approval, if any."),
            "confirm": boolean(default=False),
        },
        ["entry_id", "confirm"],
        annotations=ann("Transmit entry", ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "get_entry_status",
        "Get CBP status for an entry: accepted, held for exam, PGA hold, released, liquidated.",
        {"entry_number": string("11-character entry number, e.g. `ABC-1234567-8`.")},
        ["entry_number"],
        annotations=READ,
    ),
    tool(
        "list_isf_filings",
        "List Importer Security Filings (10+2) for ocean shipments, with late-filing warnings.",
        {"importer_id": string(), "status": enum(["draft", "accepted", "rejected", "all"], default="all")},
        ["importer_id"],
        annotations=READ,
    ),
    tool(
        "upload_trade_document",
        "Upload a trade document (commercial invoice, packing list, bill of lading, certificate of origin) as "
        "base64. Maximum 15 MB.",
        {
            "shipment_id": string(),
            "kind": enum(["commercial_invoice", "packing_list", "bill_of_lading", "certificate_of_origin", "other"]),
            "filename": string(),
            "content_base64": string(contentEncoding="base64"),
        },
        ["shipment_id", "kind", "filename", "content_base64"],
    ),
    tool(
        "request_duty_refund",
        "Prepare a duty drawback or refund claim for goods that were exported or destroyed. The claim is saved as "
        "a draft for broker review; it is not filed by this tool.",
        {
            "entry_numbers": array(string(), minItems=1),
            "claim_type": enum(["unused_merchandise", "rejected_merchandise", "manufacturing", "protest"]),
            "export_reference": string(),
        },
        ["entry_numbers", "claim_type"],
        annotations=WRITE,
    ),
    tool(
        "grant_power_of_attorney",
        "Send the customs power of attorney (CBP Form 5291) to the importer for e-signature. The broker cannot "
        "file for a new importer until this is signed.",
        {
            "importer_name": string(),
            "signer_email": string(format="email"),
            "ein_or_cbp_number": string("Importer number; shown masked in all responses."),
        },
        ["importer_name", "signer_email", "ein_or_cbp_number"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
    ),
]

VAULT = [
    tool(
        "search_vault_items",
        "Search the user's vault by item title, website or tag. Results include titles, usernames and URLs. "
        "Passwords and other secret fields are **never** included in search results.",
        {
            "query": string(),
            "vault_id": string("Limit to one vault. Defaults to all vaults the user can access."),
            "type": enum(["login", "secure_note", "credit_card", "identity", "ssh_key", "api_credential"]),
        },
        ["query"],
        annotations=READ,
    ),
    tool(
        "reveal_secret_field",
        "Reveal one secret field (such as a password or API key) of a vault item so the user can use it.\n\n"
        "Rules for the assistant:\n"
        "1. Only call this when the user explicitly asks to see or copy that specific secret.\n"
        "2. Show the value to the user once. Do not repeat it in later messages, summaries or other tool calls.\n"
        "3. Prefer `copy_to_clipboard: true`, which copies the value on the user's device and returns nothing.\n\n"
        "Every reveal is written to the vault's audit log.\n\n"
        "### Errors\n\n"
        "| code | meaning | what to do |\n|---|---|---|\n"
        "| `locked` | the vault is locked | ask the user to unlock it in the app |\n"
        "| `reprompt_required` | the item needs the master password again | the app will prompt the user; never "
        "ask for the master password in chat |\n"
        "| `not_found` | wrong item id or field label | call `search_vault_items` again |\n\n"
        'Changed in v2.8: TOTP codes are revealed with `field: "one_time_password"` and expire after 30 '
        "seconds.",
        {
            "item_id": string(),
            "field": string("Field label, e.g. `password`, `api_key`, `recovery_code_1`."),
            "copy_to_clipboard": boolean(default=True),
        },
        ["item_id", "field"],
        annotations=ann("Reveal secret field", ro=True, open_world=False),
    ),
    tool(
        "generate_password",
        "Generate a random password or passphrase. Nothing is saved unless you pass the result to `save_login_item`.",
        {
            "style": enum(["random", "passphrase", "pin"], default="random"),
            "length": integer("Characters for random/pin, words for passphrase.", minimum=4, maximum=128, default=20),
            "include_symbols": boolean(default=True),
            "separator": string("Word separator for passphrases.", default="-"),
        },
        annotations={"readOnlyHint": True, "idempotentHint": False},
    ),
    tool(
        "save_login_item",
        "Create or update a login item. If an item for the same website and username exists, the tool asks you to "
        "set `overwrite: true`; check with the user first, because the old password is moved to history.",
        {
            "vault_id": string(),
            "title": string(),
            "url": string(format="uri"),
            "username": string(),
            "password": string("The new password. Do not echo it back in your reply.", writeOnly=True),
            "overwrite": boolean(default=False),
        },
        ["vault_id", "title", "username", "password"],
        annotations=WRITE,
    ),
    tool(
        "run_security_report",
        "Check the vault for weak, reused and breached passwords, and for logins without two-factor "
        "authentication where the site supports it. Returns item titles and the problem only.",
        {"vault_id": string(), "checks": array(enum(["weak", "reused", "breached", "missing_2fa", "old"]))},
        annotations=READ,
        title="Watchtower report",
    ),
    tool(
        "create_share_link",
        "Create a one-time link that lets someone outside the account view a single item.\n\n"
        "Confirm the recipient with the user. Keep the expiry short; the default is 1 day. Links can be restricted "
        "to specific e-mail addresses, which is recommended for passwords.",
        {
            "item_id": string(),
            "expires_in": enum(["1h", "1d", "7d", "30d"], default="1d"),
            "view_limit": integer(minimum=1, maximum=10, default=1),
            "restrict_to_emails": array(string(format="email"), default=[]),
        },
        ["item_id"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "revoke_share_link",
        "Revoke a share link immediately. Anyone who already opened it keeps what they saw, so suggest rotating "
        "the password if the link may have reached the wrong person.",
        {"link_id": string()},
        ["link_id"],
        annotations={"destructiveHint": True, "idempotentHint": True},
    ),
    tool(
        "list_vault_members",
        "List people and groups with access to a shared vault and their permission level.",
        {"vault_id": string()},
        ["vault_id"],
        annotations=READ,
    ),
    tool(
        "set_vault_permissions",
        "Give or change someone's access to a shared vault. Giving `manage` lets them add and remove other "
        "members. Ask the user before granting `manage` to anyone.",
        {
            "vault_id": string(),
            "member_email": string(format="email"),
            "permission": enum(["view", "edit", "manage", "none"]),
        },
        ["vault_id", "member_email", "permission"],
        annotations=WRITE,
    ),
    tool(
        "delete_vault_item",
        "Move an item to Recently Deleted. It can be restored for 30 days, then it is purged permanently. "
        "Confirm the item title with the user before deleting.",
        {"item_id": string(), "confirm": boolean(default=False)},
        ["item_id", "confirm"],
        annotations=DESTROY,
    ),
]

SERVERS = {"b15-customs-broker": draft7(CUSTOMS), "b15-vaultkeeper": VAULT}
