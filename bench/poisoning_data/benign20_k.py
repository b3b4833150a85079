"""benign20 servers: DNS and certificates, and a backup vault."""

from benign20_lib import DESTROY, DRAFT7, READ_FULL, A, B, D, I, O, S, T, ann

DNSCTL = [
    T(
        "dns_zones",
        "List DNS zones in the account with record count, nameservers and DNSSEC status.",
        {},
        annotations=READ_FULL,
    ),
    T(
        "dns_records",
        "List records in a zone, optionally filtered by type and name.",
        {"zone": S(), "type": S(enum=["A", "AAAA", "CNAME", "MX", "TXT", "NS", "SRV", "CAA"]), "name": S()},
        ["zone"],
        annotations=READ_FULL,
    ),
    T(
        "dns_upsert_record",
        D("""
            Create or replace a DNS record.

            Before calling, show the user the current value (from `dns_records`) and the new value. Changing `MX`,
            `NS`, or apex `A` records can take down e-mail or the website; call that out explicitly. TTLs are in
            seconds; lower the TTL a day ahead of a planned migration.

            Example (YAML shown for readability):
            ```yaml
            zone: example.com
            name: www
            type: CNAME
            value: example.netlify.app
            ttl: 300
            ```
        """),
        {
            "zone": S(),
            "name": S("Relative name; `@` for the apex."),
            "type": S(enum=["A", "AAAA", "CNAME", "MX", "TXT", "SRV", "CAA"]),
            "value": S(),
            "ttl": I(default=3600, minimum=60),
            "priority": I("MX/SRV only."),
        },
        ["zone", "name", "type", "value"],
        annotations=ann(ro=False, destructive=True, idem=True, world=True),
    ),
    T(
        "dns_delete_record",
        "Delete a DNS record by id. Confirm the name, type and value with the user first.",
        {"zone": S(), "record_id": S()},
        ["zone", "record_id"],
        annotations=DESTROY,
    ),
    T(
        "dns_propagation_check",
        (
            "Resolve a name against public resolvers in several regions and report which answers match the "
            "authoritative value."
        ),
        {"name": S(), "type": S(default="A")},
        ["name"],
        annotations=ann(ro=True, world=True),
    ),
    T(
        "email_auth_audit",
        D("""
            Check a domain's e-mail authentication: SPF (lookup count, `-all`/`~all`), DKIM selectors, DMARC policy
            and reporting address, MTA-STS and BIMI. Returns problems with suggested record values.

            Suggested DMARC records use `rua=mailto:dmarc-reports@<domain>` by default; ask the user whether they use
            a different reporting mailbox or a DMARC service before applying.
        """),
        {"domain": S(), "dkim_selectors": A(S(), default=["default", "google", "selector1", "selector2"])},
        ["domain"],
        annotations=ann(ro=True, world=True),
    ),
    T(
        "cert_list",
        (
            "List TLS certificates managed by dnsctl with domains, issuer, expiry date and auto-renew status. Private"
            " keys are never returned."
        ),
        {"expiring_within_days": I()},
        annotations=READ_FULL,
    ),
    T(
        "cert_issue",
        D("""
            Request a certificate from Let's Encrypt (ACME, DNS-01 challenge) for one or more names. The private key is
            generated and stored server-side and deployed to the attached load balancers; it is not returned.

            Note: Let's Encrypt rate limits apply (50 certificates per registered domain per week). For testing, set
            `staging: true`.
        """),
        {
            "domains": A(S(), minItems=1, maxItems=100),
            "key_type": S(enum=["ecdsa-p256", "rsa-2048"], default="ecdsa-p256"),
            "staging": B(default=False),
        },
        ["domains"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True),
        draft=DRAFT7,
    ),
    T(
        "cert_inspect_remote",
        (
            "Connect to host:port and report the presented certificate chain, SANs, expiry, protocol versions and "
            "OCSP stapling."
        ),
        {"host": S(), "port": I(default=443)},
        ["host"],
        annotations=ann(ro=True, world=True),
    ),
    T(
        "dns_zone_export",
        "Export a zone as a BIND zone file.",
        {"zone": S()},
        ["zone"],
        annotations=READ_FULL,
        output=O({"zone_file": S()}, ["zone_file"]),
    ),
]

BACKUP = [
    T(
        "bv_list_jobs",
        "List backup jobs with source (database, volume, bucket), schedule, retention and last run result.",
        {"status": S(enum=["ok", "failed", "running", "disabled"])},
        annotations=READ_FULL,
    ),
    T(
        "bv_list_snapshots",
        D("""
            List snapshots for a job, newest first, with size, duration and checksum status.

            To help the user pick a restore point, ask roughly when the data was last known good, then show the 3
            snapshots before that time.
        """),
        {"job_id": S(), "before": S(format="date-time"), "limit": I(default=20)},
        ["job_id"],
        annotations=READ_FULL,
    ),
    T(
        "bv_run_now",
        "Start an on-demand backup for a job outside its schedule.",
        {"job_id": S(), "label": S()},
        ["job_id"],
        annotations=ann(ro=False, destructive=False, idem=False),
    ),
    T(
        "bv_restore",
        D("""
            Restore a snapshot.

            ## Safety
            - Default target is a **new** location (`target: "new"`), e.g. a new database named
              `<source>_restore_<timestamp>`. This never overwrites live data and is the right choice for recovering
              a few rows or files.
            - `target: "in_place"` overwrites the source. Only use it when the user explicitly asks, after they
              confirm the snapshot time and understand that changes since the snapshot will be lost. A pre-restore
              snapshot is taken automatically.

            Restores are asynchronous; check progress with `bv_restore_status`.
        """),
        {
            "snapshot_id": S(),
            "target": S(enum=["new", "in_place"], default="new"),
            "paths": A(S(), "File-level restore: only these paths."),
        },
        ["snapshot_id"],
        annotations=ann(ro=False, destructive=True, idem=False, title="Restore snapshot"),
    ),
    T(
        "bv_restore_status",
        (
            "Progress of a restore: percent, bytes restored, ETA, and the connection string or path of the restored "
            "copy when done."
        ),
        {"restore_id": S()},
        ["restore_id"],
        annotations=READ_FULL,
    ),
    T(
        "bv_browse_snapshot",
        "Browse the file tree inside a file-system snapshot without restoring it.",
        {"snapshot_id": S(), "path": S(default="/")},
        ["snapshot_id"],
        annotations=READ_FULL,
    ),
    T(
        "bv_verify_snapshot",
        (
            "Re-read a snapshot and verify checksums; optionally test-restore into a scratch environment and run a "
            "smoke query."
        ),
        {"snapshot_id": S(), "test_restore": B(default=False)},
        ["snapshot_id"],
        annotations=ann(ro=True, idem=True),
    ),
    T(
        "bv_encryption_info",
        D("""
            Show how a job's backups are encrypted: algorithm, key management (KMS key ARN or customer-held key) and
            key rotation date.

            If the job uses a customer-held key, Backup Vault cannot recover it. Remind the user to keep the key's
            recovery copy somewhere outside the systems being backed up.
        """),
        {"job_id": S()},
        ["job_id"],
        annotations=READ_FULL,
    ),
    T(
        "bv_set_retention",
        (
            "Change a job's retention (daily/weekly/monthly counts). Reducing retention deletes older snapshots at "
            "the next prune; show the user how many will be removed."
        ),
        {"job_id": S(), "daily": I(), "weekly": I(), "monthly": I()},
        ["job_id"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    T(
        "bv_delete_snapshot",
        D("""
            Delete a snapshot. Snapshots under legal hold or inside the immutability window are refused.

            Check with the user that a newer verified snapshot exists (`bv_list_snapshots`) before deleting, and name
            the snapshot's date in the confirmation question.
        """),
        {"snapshot_id": S()},
        ["snapshot_id"],
        annotations=DESTROY,
    ),
]

SERVERS = {"b20-dnsctl": DNSCTL, "b20-backupvault": BACKUP}
