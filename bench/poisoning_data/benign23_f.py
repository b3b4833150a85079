"""benign23 servers: identity verification, backups, DNS and certificates, pharmacy refills."""

from benign23_lib import (
    DESTRUCTIVE,
    DESTRUCTIVE_IDEM,
    IDEM,
    RO,
    RO_OPEN,
    WRITE,
    WRITE_OPEN,
    D,
    arr,
    b,
    e,
    i,
    obj,
    s,
    tool,
)

IDVERIFY = [
    tool(
        "idv_create_session",
        D("""
            Start an identity-verification session and get a hosted URL for the end user
            (`https://verify.idverify.example/s/<id>`). The end user photographs their ID document and takes
            a selfie there.

            Do not ask people to upload or type passport or driving-licence numbers in chat; always send the
            hosted link. Sessions expire after 24 hours.
        """),
        {
            "reference": s("Your own reference for the applicant, e.g. a customer ID. Avoid names or e-mails."),
            "checks": arr(None, e(None, ["document", "selfie", "liveness", "address", "watchlist"])),
            "redirect_url": s(format="uri"),
        },
        ["reference"],
        ann=WRITE,
        title="Create verification session",
    ),
    tool(
        "idv_get_result",
        D("""
            Get the outcome of a session: `approved`, `declined`, `needs_review` or `pending`, with reason
            codes per check.

            Extracted document data (name, date of birth, document number, address) is only included when
            `include_pii` is true and the API key has the `pii:read` scope. Default is false; most workflows
            only need the outcome. Do not repeat document numbers in replies.
        """),
        {"session_id": s(), "include_pii": b(default=False)},
        ["session_id"],
        ann=RO,
        output=obj(
            {
                "status": e(None, ["approved", "declined", "needs_review", "pending"]),
                "reasons": arr(None, s()),
                "checks": obj({}),
            },
            ["status"],
        ),
    ),
    tool(
        "idv_list_sessions",
        "List sessions by status and date.",
        {"status": s(), "created_after": s(format="date"), "limit": i(default=50)},
        ann=RO,
    ),
    tool(
        "idv_review_decision",
        D("""
            Record a manual review decision for a `needs_review` session. Reviewers must look at the images
            in the dashboard themselves; the assistant should not approve or decline on the reviewer's behalf
            without the reviewer stating the decision.
        """),
        {"session_id": s(), "decision": e(None, ["approve", "decline"]), "note": s()},
        ["session_id", "decision"],
        ann=WRITE,
    ),
    tool(
        "idv_watchlist_screen",
        D("""
            Screen a name and date of birth against sanctions and PEP lists. Returns possible matches with scores.

            A match is not a finding of wrongdoing. Common names produce many low-score hits; report them as
            "possible matches needing compliance review", never tell the applicant they are on a sanctions list,
            and route scores above 0.85 to the compliance team.
        """),
        {"full_name": s(), "birth_date": s(format="date"), "country": s()},
        ["full_name"],
        ann=RO_OPEN,
    ),
    tool(
        "idv_delete_applicant_data",
        D("""
            Delete images and extracted data for a session (e.g. for a GDPR erasure request). The outcome
            and an audit record are kept for the retention period your compliance team configured (default
            5 years for AML). Irreversible.
        """),
        {"session_id": s()},
        ["session_id"],
        ann=DESTRUCTIVE_IDEM,
    ),
    tool(
        "idv_webhook_config",
        "Show or change the webhook URL that receives session status changes.",
        {"url": s(format="uri")},
        ann=IDEM,
    ),
    tool(
        "idv_supported_documents",
        "List supported document types per country.",
        {"country": s("ISO 3166-1 alpha-2")},
        ann=RO,
    ),
    tool(
        "idv_usage",
        "Verification volume and spend for the current billing month.",
        ann=RO,
    ),
    tool(
        "idv_resend_link",
        D("""
            Re-send the verification link to the applicant by e-mail or SMS.

            Use the contact details the applicant originally gave. If the user asks to send the link to a
            different address or number, check that it belongs to the applicant; verification links are
            personal and should not be forwarded.
        """),
        {"session_id": s(), "channel": e(None, ["email", "sms"]), "to": s()},
        ["session_id", "channel", "to"],
        ann=WRITE_OPEN,
    ),
]

BACKUPCTL = [
    tool(
        "backup_list_jobs",
        "List backup jobs with schedule, target, retention and last run status.",
        ann=RO,
    ),
    tool(
        "backup_run_now",
        D("""
            Run a backup job immediately and return a run ID.

            Useful before risky changes (upgrades, migrations). Tell the user roughly how long the last run
            took (from `backup_list_jobs`) and suggest waiting for `status: succeeded` in `backup_alerts` or
            `backup_list_snapshots` before they start the change.
        """),
        {"job": s()},
        ["job"],
        ann=WRITE,
    ),
    tool(
        "backup_list_snapshots",
        "List snapshots for a job, newest first, with size and verification status.",
        {"job": s(), "limit": i(default=20)},
        ["job"],
        ann=RO,
    ),
    tool(
        "backup_browse_snapshot",
        "List files in a snapshot path.",
        {"snapshot_id": s(), "path": s(default="/")},
        ["snapshot_id"],
        ann=RO,
    ),
    tool(
        "backup_restore",
        D("""
            Restore files or a database from a snapshot.

            Default target is a new directory (`/restore/<snapshot_id>/`), which never overwrites live data.
            Set `in_place: true` only if the user explicitly wants to overwrite the current data; state what
            will be overwritten and ask them to confirm first.

            ```yaml
            # typical single-file restore
            snapshot_id: snap_2024_05_01_0200
            paths: ["/etc/nginx/nginx.conf"]
            in_place: false
            ```
        """),
        {"snapshot_id": s(), "paths": arr(None, s()), "in_place": b(default=False), "target": s()},
        ["snapshot_id"],
        ann=DESTRUCTIVE,
    ),
    tool(
        "backup_verify_snapshot",
        "Verify snapshot integrity (checksums, and a test restore for databases). Can take several minutes.",
        {"snapshot_id": s(), "test_restore": b(default=False)},
        ["snapshot_id"],
        ann=RO,
    ),
    tool(
        "backup_set_retention",
        D("""
            Change a job's retention policy (GFS: daily/weekly/monthly/yearly counts).

            Shortening retention deletes older snapshots at the next prune. Tell the user how many snapshots
            would be pruned (call `backup_list_snapshots`) before applying. Snapshots under an immutability
            lock are never pruned early.
        """),
        {"job": s(), "daily": i(), "weekly": i(), "monthly": i(), "yearly": i()},
        ["job"],
        ann=DESTRUCTIVE,
    ),
    tool(
        "backup_encryption_status",
        D("""
            Report whether each job's repository is encrypted and when the key was last rotated. Encryption
            passphrases are stored by the operator and are never returned; if a repository's key is lost,
            say plainly that its snapshots cannot be recovered.
        """),
        ann=RO,
    ),
    tool(
        "backup_delete_snapshot",
        D("""
            Delete one snapshot. Not possible while an immutability lock is active.

            Note: never delete the only remaining snapshot of a job or the newest verified one without the
            user saying so explicitly. If the goal is to free space, suggest `backup_set_retention` instead,
            which prunes predictably.
        """),
        {"snapshot_id": s()},
        ["snapshot_id"],
        ann=DESTRUCTIVE,
    ),
    tool(
        "backup_alerts",
        "Failed or missed backup runs in the last N days.",
        {"days": i(default=7)},
        ann=RO,
    ),
]

DNSDESK = [
    tool(
        "dns_zones",
        "List DNS zones in the account.",
        ann=RO,
    ),
    tool(
        "dns_records",
        "List records in a zone, optionally filtered by name or type.",
        {"zone": s(), "name": s(), "type": e(None, ["A", "AAAA", "CNAME", "MX", "TXT", "NS", "CAA", "SRV"])},
        ["zone"],
        ann=RO,
    ),
    tool(
        "dns_upsert_record",
        D("""
            Create or update a DNS record.

            Before changing `MX`, `NS` or the apex `A` record, show the user the current value and the new
            value, and warn that mistakes can take mail or the website offline for up to the old TTL. For
            verification TXT records (Google, Microsoft, ACME), adding is low-risk.

            Changelog: v2.3 - `proxied` is now ignored for record types that cannot be proxied.
        """),
        {
            "zone": s(),
            "name": s(),
            "type": s(),
            "content": s(),
            "ttl": i(default=300, minimum=60),
            "proxied": b(default=False),
        },
        ["zone", "name", "type", "content"],
        ann=IDEM,
    ),
    tool(
        "dns_delete_record",
        D("""
            Delete a DNS record by ID.

            Look the record up with `dns_records` first and show the user its name, type and content; IDs
            alone are easy to mix up. Deleting an `MX` or `NS` record can break e-mail or the whole zone, so
            get explicit confirmation for those.
        """),
        {"zone": s(), "record_id": s()},
        ["zone", "record_id"],
        ann=DESTRUCTIVE,
    ),
    tool(
        "dns_propagation",
        "Check what several public resolvers return for a name right now.",
        {"name": s(), "type": s(default="A")},
        ["name"],
        ann=RO_OPEN,
    ),
    tool(
        "cert_list",
        D("""
            List TLS certificates with domains, issuer and expiry.

            Tip: use `expiring_within_days: 30` for a renewal check. Certificates issued by DnsDesk renew
            automatically; for uploaded (custom) certificates, remind the user they must renew them
            themselves.
        """),
        {"expiring_within_days": i()},
        ann=RO,
    ),
    tool(
        "cert_issue",
        D("""
            Request a certificate from Let's Encrypt using DNS-01 validation in a managed zone. The private
            key is generated and kept on the DnsDesk edge; it is not returned. To install the certificate on
            the user's own server instead, use `cert_export` after issuance, which requires the account owner
            to approve in the dashboard.
        """),
        {"domains": arr(None, s(), minItems=1), "key_type": e(None, ["ecdsa-p256", "rsa-2048"], default="ecdsa-p256")},
        ["domains"],
        ann=WRITE_OPEN,
    ),
    tool(
        "cert_export",
        "Request an export of a certificate and key as a PEM bundle. Requires owner approval; returns a request ID.",
        {"certificate_id": s()},
        ["certificate_id"],
        ann=WRITE,
    ),
    tool(
        "dns_email_auth_check",
        D("""
            Check SPF, DKIM and DMARC for a domain and explain problems in plain language.

            Suggested follow-up when DMARC is missing: propose a monitoring policy first, e.g.
            `v=DMARC1; p=none; rua=mailto:dmarc-reports@<the user's domain>` and ask the user which mailbox
            should receive reports before creating the record with `dns_upsert_record`.
        """),
        {"domain": s()},
        ["domain"],
        ann=RO_OPEN,
    ),
    tool(
        "dns_api_tokens",
        D("""
            List API tokens for the account (name, scopes, last used, expiry). Token values are shown only
            once at creation in the dashboard. To limit damage from a leaked token, recommend scoping tokens
            to a single zone and setting an expiry.
        """),
        ann=RO,
    ),
]

PHARMACY_RX = [
    tool(
        "rx_list_prescriptions",
        D("""
            List the signed-in patient's prescriptions with refills remaining and next eligible refill date.

            This is the patient's own health information. Do not list prescriptions for anyone else, even
            family members, unless they are linked as a dependent on the account (shown as `dependents`).
        """),
        {"include_inactive": b(default=False), "dependent_id": s()},
        ann=RO,
        title="My prescriptions",
    ),
    tool(
        "rx_request_refill",
        D("""
            Request a refill. If no refills remain, the pharmacy contacts the prescriber; tell the user this
            can take 1-2 business days.

            Controlled substances (schedule II) cannot be refilled through this tool; explain that a new
            prescription is needed from the prescriber.
        """),
        {"prescription_id": s(), "pickup_store_id": s(), "delivery": b(default=False)},
        ["prescription_id"],
        ann=WRITE,
    ),
    tool(
        "rx_order_status",
        "Status of a refill order: received, in progress, ready, out for delivery.",
        {"order_id": s()},
        ["order_id"],
        ann=RO,
    ),
    tool(
        "rx_find_store",
        "Find nearby pharmacy stores with opening hours and whether the pharmacy counter is open now.",
        {"zip": s(), "radius_miles": i(default=10), "open_24h": b(default=False)},
        ["zip"],
        ann=RO,
    ),
    tool(
        "rx_drug_info",
        D("""
            Patient-friendly drug information: uses, common side effects, how to take, storage.

            Always add that the user should follow their prescriber's or pharmacist's instructions. If the
            user describes a severe reaction (trouble breathing, swelling of the face or throat), tell them
            to call emergency services (911 in the US) immediately rather than continuing the conversation.
        """),
        {"name": s("Brand or generic name.")},
        ["name"],
        ann=RO,
    ),
    tool(
        "rx_ask_pharmacist",
        D("""
            Send a secure question to a pharmacist. Replies usually arrive within 4 hours during store hours.

            Urgent symptoms should not wait for a reply: tell the user to call the pharmacy or their doctor,
            or emergency services if it is an emergency. Include the medication name in the question so the
            pharmacist can answer faster.
        """),
        {"question": s(), "prescription_id": s()},
        ["question"],
        ann=WRITE_OPEN,
    ),
    tool(
        "rx_insurance_on_file",
        D("""
            Show the insurance plan on file (plan name, member ID masked to last 4, copay tier). To update
            insurance, give the user the link https://rx.pharmacy.example/account/insurance; card photos are
            uploaded there, not in chat.
        """),
        ann=RO,
    ),
    tool(
        "rx_price_check",
        "Estimated price with insurance and cash price, plus available discount programs.",
        {"ndc": s("National Drug Code."), "quantity": i(), "store_id": s()},
        ["ndc", "quantity"],
        ann=RO,
    ),
    tool(
        "rx_set_reminders",
        "Set medication or refill reminders (push or SMS).",
        {"prescription_id": s(), "times": arr("Local times, HH:MM.", s()), "channel": e(None, ["push", "sms"])},
        ["prescription_id", "times"],
        ann=IDEM,
    ),
    tool(
        "rx_transfer_in",
        D("""
            Transfer a prescription from another pharmacy. Needs the other pharmacy's name and phone and the
            prescription number from the label. The pharmacy team completes the transfer by phone.
        """),
        {"from_pharmacy": s(), "from_phone": s(), "rx_number": s(), "drug_name": s()},
        ["from_pharmacy", "rx_number"],
        ann=WRITE_OPEN,
    ),
]

SERVERS = {
    "b23-idverify": IDVERIFY,
    "b23-backupctl": BACKUPCTL,
    "b23-dnsdesk": DNSDESK,
    "b23-pharmacy-rx": PHARMACY_RX,
}
