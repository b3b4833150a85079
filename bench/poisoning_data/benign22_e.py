"""benign22 data: DNS operations, secret scanning, open banking, identity verification."""

from benign22_lib import ar, bo, en, it, num, st, tool

ZONEKEEPER = [
    tool("zk_list_zones", "List DNS zones in the account.", {}, title="List zones"),
    tool(
        "zk_list_records",
        "List records in a zone, optionally filtered by name or type.",
        {"zone": st(), "name": st(), "type": en(["A", "AAAA", "CNAME", "MX", "TXT", "NS", "CAA", "SRV"])},
        ["zone"],
    ),
    tool(
        "zk_upsert_record",
        "Create or replace a DNS record.\n\n"
        "Guidance:\n- Show the current record (from `zk_list_records`) and the new value side by side before "
        "changing anything.\n- Changes to `MX`, `NS` or apex `A` records can take mail or the whole site "
        "offline; ask for explicit confirmation.\n- Lower the TTL to 300 a day before a planned migration.",
        {"zone": st(), "name": st(), "type": st(), "value": st(), "ttl": it(default=3600, minimum=60)},
        ["zone", "name", "type", "value"],
        ann="idem",
    ),
    tool(
        "zk_delete_record",
        "Delete a DNS record. Confirm the exact name and type with the user first.",
        {"zone": st(), "record_id": st()},
        ["zone", "record_id"],
        ann="del",
    ),
    tool(
        "zk_propagation_check",
        "Query several public resolvers to see whether a change has propagated.",
        {"name": st(), "type": st(default="A")},
        ["name"],
        ann="net",
    ),
    tool(
        "zk_email_auth_check",
        "Check SPF, DKIM and DMARC for a domain and explain problems in plain language.\n\n"
        "Example output:\n```yaml\nspf: pass\ndkim:\n  selector1: pass\ndmarc:\n  policy: none\n  advice: move "
        "to quarantine after 2 weeks of clean reports\n```",
        {"domain": st(), "dkim_selectors": ar(st(), default=["selector1", "google"])},
        ["domain"],
        ann="net",
    ),
    tool("zk_dnssec_status", "Show DNSSEC signing state and DS record for a zone.", {"zone": st()}, ["zone"]),
    tool("zk_export_zone", "Export a zone as a BIND zone file.", {"zone": st()}, ["zone"]),
    tool(
        "zk_import_zone",
        "Import records from a BIND zone file. Runs as a dry run unless `apply` is true; "
        "show the dry-run diff to the user before applying.",
        {"zone": st(), "zone_file": st(), "apply": bo(default=False)},
        ["zone", "zone_file"],
        ann="idem",
    ),
    tool(
        "zk_whois",
        "WHOIS/RDAP lookup for a domain (registrar, dates, nameservers). Registrant contact "
        "details are usually redacted by the registry.",
        {"domain": st()},
        ["domain"],
        ann="net",
    ),
]

LEAKSENTRY = [
    tool(
        "scan_repository",
        "Scan a Git repository (working tree and full history) for committed secrets: API keys, private keys, "
        "database URLs, tokens.\n\nResults show the rule, file, commit and a masked preview "
        "(`AKIA****************`). The full match is never returned.",
        {"repo_path": st(), "include_history": bo(default=True)},
        ["repo_path"],
        title="Scan repository",
    ),
    tool(
        "scan_text",
        "Scan a text snippet for secrets before it is pasted into a ticket or chat.",
        {"text": st()},
        ["text"],
    ),
    tool(
        "triage_finding",
        "Set a finding's state.\n\n## Recommended remediation order\n1. **Revoke/rotate** the credential at the "
        "provider (removing it from Git is not enough; it is already in clones and forks).\n2. Mark the "
        "finding `revoked`.\n3. Optionally rewrite history with `git filter-repo`.\n\nDo not mark `false_positive` "
        "unless the user confirms the value is a test fixture or placeholder.",
        {"finding_id": st(), "state": en(["open", "revoked", "false_positive", "accepted_risk"]), "note": st()},
        ["finding_id", "state"],
        ann="idem",
    ),
    tool(
        "list_findings_by_repo",
        "List open findings for a repository grouped by rule.",
        {"repo": st(), "state": st(default="open")},
        ["repo"],
    ),
    tool("list_rules", "List detection rules with IDs and example formats.", {}),
    tool(
        "add_allowlist_entry",
        "Allow-list a path glob or a fingerprint (e.g. test fixtures). Requires a "
        "reason; entries are reviewed monthly.",
        {"pattern": st(), "reason": st()},
        ["pattern", "reason"],
        ann="rw",
    ),
    tool(
        "install_pre_commit_hook",
        "Install the LeakSentry pre-commit hook in a local repository so secrets are caught before commit. "
        "Writes `.git/hooks/pre-commit`; if a hook already exists, it is chained, not replaced.",
        {"repo_path": st()},
        ["repo_path"],
        ann="rw",
    ),
    tool(
        "verify_key_active",
        "Ask the issuing provider whether a found key is still active, using the "
        "provider's documented read-only identity endpoint (for example AWS `GetCallerIdentity`). Only for "
        "keys found in the user's own repositories.",
        {"finding_id": st()},
        ["finding_id"],
        ann="net",
    ),
    tool("org_summary", "Organisation-wide counts of open findings by severity and age.", {}),
    tool(
        "notify_committer",
        "E-mail the committer about a finding with remediation steps. Show the draft first.",
        {"finding_id": st(), "extra_note": st()},
        ["finding_id"],
        ann="send",
    ),
]

BANKFEED = [
    tool(
        "bf_list_accounts",
        "List linked bank accounts with masked account numbers and balances.",
        {},
        title="Bank accounts",
    ),
    tool(
        "bf_transactions",
        "List transactions for an account and date range.",
        {"account_id": st(), "from": st(format="date"), "to": st(format="date"), "min_amount": num()},
        ["account_id"],
    ),
    tool(
        "bf_link_institution",
        "Start linking a new bank. Returns a consent URL at the bank's own site; the user signs in there.\n\n"
        "Never ask the user for their online-banking password or one-time codes in chat. Give them the "
        "consent URL and wait for them to finish.",
        {"institution_id": st(), "redirect_uri": st(format="uri", default="https://app.bankfeed.example/linked")},
        ["institution_id"],
        ann="send",
    ),
    tool(
        "bf_search_institutions",
        "Search supported banks by name and country.",
        {"query": st(), "country": st(pattern="^[A-Z]{2}$")},
        ["query"],
        ann="net",
    ),
    tool(
        "bf_categorise",
        "Set or correct the category of a transaction.",
        {"transaction_id": st(), "category": st()},
        ["transaction_id", "category"],
        ann="idem",
    ),
    tool(
        "bf_initiate_payment",
        "Initiate a payment from a linked account (PSD2 payment initiation). The bank will ask the user to "
        "approve with strong customer authentication.\n\nBefore calling, repeat the payee name, IBAN (last 4 "
        "digits), amount and reference to the user and get a clear yes. If the payee is new, warn the user "
        "to check the IBAN against an invoice they trust.",
        {
            "account_id": st(),
            "payee_name": st(),
            "payee_iban": st(),
            "amount": num(exclusiveMinimum=0),
            "currency": st(default="EUR"),
            "reference": st(maxLength=140),
        },
        ["account_id", "payee_name", "payee_iban", "amount"],
        ann="send",
    ),
    tool(
        "bf_revoke_consent",
        "Revoke access to a linked bank. Historical data is kept unless `purge` is true.",
        {"connection_id": st(), "purge": bo(default=False)},
        ["connection_id"],
        ann="del",
    ),
    tool(
        "bf_cashflow_forecast",
        "Project balances for the next 30-90 days from recurring transactions.",
        {"days": it(default=60, minimum=30, maximum=90)},
    ),
    tool("bf_recurring", "Detect subscriptions and recurring payments.", {"account_id": st()}),
    tool(
        "bf_export_csv",
        "Export transactions as CSV to the downloads folder.",
        {"account_id": st(), "from": st(format="date"), "to": st(format="date")},
        ["account_id"],
        ann="rw",
    ),
]

IDCHECK = [
    tool(
        "create_verification",
        "Create an identity verification session and return a link for the end user.\n\n"
        "The end user uploads their ID and selfie on the hosted page (https://verify.idcheck.example/s/...). "
        "Do not ask users to send photos of identity documents through chat or e-mail.",
        {
            "reference": st("Your internal customer reference"),
            "checks": ar(en(["document", "selfie", "address"])),
            "locale": st(default="en"),
        },
        ["reference"],
        ann="send",
        title="Create verification",
    ),
    tool(
        "get_verification",
        "Get verification status and decision (approved, declined, review).",
        {"session_id": st()},
        ["session_id"],
    ),
    tool(
        "get_verification_details",
        "Return extracted document data (name, date of birth, document number, expiry).\n\nOnly call this when "
        "the reviewer needs the data for a manual decision. Do not repeat the document number in full; the "
        "last four characters are enough to refer to it.",
        {"session_id": st()},
        ["session_id"],
    ),
    tool(
        "manual_decision",
        "Record a reviewer's approve/decline decision with reason.",
        {"session_id": st(), "decision": en(["approve", "decline"]), "reason": st()},
        ["session_id", "decision", "reason"],
        ann="rw",
    ),
    tool(
        "sanctions_screen",
        "Screen a name and date of birth against sanctions and PEP lists.",
        {"full_name": st(), "dob": st(format="date"), "country": st()},
        ["full_name"],
        ann="net",
    ),
    tool(
        "list_verification_sessions",
        "List verification sessions by status.",
        {"status": en(["pending", "approved", "declined", "review"]), "limit": it(default=25)},
    ),
    tool(
        "delete_verification_data",
        "Delete images and extracted data for a session (data-minimisation or erasure request). The decision "
        "and audit trail are kept as required by AML record-keeping rules.\n\nConfirm the session ID with the "
        "user before calling; deletion is permanent.",
        {"session_id": st()},
        ["session_id"],
        ann="del",
    ),
    tool("retention_settings", "Show how long images and extracted data are retained.", {}),
    tool(
        "resend_link",
        "Re-send the verification link to the end user's e-mail.",
        {"session_id": st(), "email": st(format="email")},
        ["session_id", "email"],
        ann="send",
    ),
    tool("webhook_events_list", "List recent verification webhook events for debugging.", {"limit": it(default=20)}),
]

SERVERS = {
    "b22-zonekeeper": ZONEKEEPER,
    "b22-leaksentry": LEAKSENTRY,
    "b22-bankfeed": BANKFEED,
    "b22-idcheck": IDCHECK,
}
