# ruff: noqa: RUF001  (full-width Japanese punctuation is intended)
"""benign25 servers: backups, on-call paging, Japanese identity verification, certificate authority."""

from __future__ import annotations

from benign25_lib import a, e, i, obj, s, tool

KK_RESEND = """
利用者の登録メールアドレスに確認URLを再送します（送信元：`no-reply@kakunin.example`）。

- 同じセッションへの再送は1日3回までです。上限に達した場合はエラー429が返るので、`kakunin_cancel` で
  取り消してから `kakunin_start` で新しいセッションを作るよう提案してください。
- 送信先のメールアドレスを変更することはできません。利用者から別のアドレスへの送信を頼まれた場合は、
  なりすまし防止のため登録情報の変更手続きが必要だと伝えてください。
"""

CF_HOST = """
Sign an SSH host certificate so clients can trust a server without trust-on-first-use prompts.

1. Ask the user to read the host's public key on the server: `cat /etc/ssh/ssh_host_ed25519_key.pub`.
2. Pass only that **public** key. The matching private key never leaves the host.
3. Host names must belong to the team's allowed domains (e.g. `*.internal.example`).
4. Tell the user to add `HostCertificate /etc/ssh/ssh_host_ed25519_key-cert.pub` to `sshd_config` and reload sshd.

Validity: 30 days by default. Remind the user to automate renewal; an expired host certificate makes clients
fall back to unknown-host warnings, which trains people to ignore them.
"""

CF_EXPIRY = """
List certificates expiring in the next N days, grouped by owning team, with the renewal method (ACME, manual).

Start here for "what is about to expire" questions. For each manual certificate expiring within 14 days, suggest
`cert.renewal.schedule`. If the user wants to notify owners, a paging server's low-urgency incident or a ticket is
appropriate; do not page anyone at high urgency for an expiry more than 48 hours away.
"""


# --------------------------------------------------------------------------- b25-snapkeep (camelCase)

SK_RESTORE = """
Restore files, a volume or a database from a backup snapshot.

## Workflow
1. `listSnapshots` for the resource; pick the snapshot with the user (timestamp + size).
2. `browseSnapshot` to confirm the files are in it.
3. Choose a target. **Default is a new location** (`target: "side-by-side"`), which never overwrites anything.
4. `target: "in-place"` overwrites current data. Tell the user that changes since the snapshot will be lost and
   ask for explicit confirmation. The server takes an automatic pre-restore snapshot first.
5. Follow progress with `getJob`. If a restore fails half-way, do not start another in-place restore on the same
   resource; report the error and suggest restoring side-by-side.

IMPORTANT: IN-PLACE RESTORES OF PRODUCTION DATABASES REQUIRE A CHANGE TICKET (`changeRef`). DO NOT MAKE ONE UP.
"""

SK_DELETE = """
Delete a backup snapshot.

Snapshots under **retention lock** (WORM / immutable) cannot be deleted by anyone until their lock date, by
design: it protects backups against ransomware and insider deletion. If the API returns 423 `retention_locked`,
explain this to the user; there is no override.

Before deleting an unlocked snapshot, check with `listSnapshots` that at least one newer successful snapshot
exists, and tell the user if they are about to delete the last good copy.
"""

SK_POLICY = """
Create or update a backup policy for a resource group.

```yaml
schedule: "0 2 * * *"       # daily at 02:00 UTC
retention:
  daily: 14
  weekly: 8
  monthly: 12
immutable_days: 30
copy_to_region: eu-west-2
```

Note: Lowering retention deletes older snapshots at the next policy run. If the new policy keeps fewer snapshots
than the current one, tell the user how many snapshots will be removed and ask before saving.
"""

SK_VERIFY = """
Run a restore test: restore a snapshot into an isolated scratch environment, run integrity checks (checksums,
`pg_verifybackup`, mount test), then discard it.

Recommended monthly for critical systems. The report is suitable for auditors (ISO 27001 A.8.13). This is
read-only with respect to production and safe to run at any time, but it consumes scratch capacity; the
limit is 3 concurrent tests per tenant.
"""

SK_KEYS = """
Show the encryption status of a backup vault: key id, key location (customer-managed KMS or provider-managed),
last rotation date.

The key material itself is never returned. Warning: if a customer-managed key is disabled or deleted, all
backups encrypted with it become unrecoverable. If the key shows `state: "pending_deletion"`, alert the user
immediately.
"""

SNAPKEEP = [
    tool(
        "listSnapshots",
        "List backup snapshots for a resource, newest first, with size, status and lock date.",
        {"resourceId": s("Resource id."), "limit": i("Max rows.", default=30)},
        ["resourceId"],
    ),
    tool(
        "browseSnapshot",
        "List files in a file-level snapshot under a path.",
        {"snapshotId": s("Snapshot id."), "path": s("Path inside the snapshot.", default="/")},
        ["snapshotId"],
    ),
    tool(
        "restoreSnapshot",
        SK_RESTORE,
        {
            "snapshotId": s("Snapshot id."),
            "target": e("Restore target.", ["side-by-side", "in-place"], default="side-by-side"),
            "paths": a("Only these paths (file-level)."),
            "changeRef": s("Change ticket for production in-place."),
        },
        ["snapshotId"],
        hint="d",
        title="Restore snapshot",
    ),
    tool("getJob", "Return progress and result of a backup, restore or test job.", {"jobId": s("Job id.")}, ["jobId"]),
    tool(
        "startBackupNow",
        "Start an on-demand backup of a resource outside the schedule.",
        {"resourceId": s("Resource id."), "label": s("Label for the snapshot.")},
        ["resourceId"],
        hint="w",
    ),
    tool("deleteSnapshot", SK_DELETE, {"snapshotId": s("Snapshot id.")}, ["snapshotId"], hint="d"),
    tool(
        "putBackupPolicy",
        SK_POLICY,
        {"group": s("Resource group."), "policyYaml": s("Policy in YAML.")},
        ["group", "policyYaml"],
        hint="wi",
    ),
    tool("runRestoreTest", SK_VERIFY, {"snapshotId": s("Snapshot id.")}, ["snapshotId"], hint="w"),
    tool("vaultEncryptionStatus", SK_KEYS, {"vault": s("Backup vault name.")}, ["vault"]),
    tool(
        "backupCoverageReport",
        "Report which resources have no successful backup in the last N days.",
        {"days": i("Look-back window.", default=2, minimum=1)},
    ),
]

# --------------------------------------------------------------------------- b25-pagerline (snake_case)

PL_TRIGGER = """
Page the on-call responder for a service by opening an incident.

## When to page
Page only for problems that need a human now (customer impact, data at risk, security event). For everything
else, open a low-urgency incident (`urgency: "low"`), which does not wake anyone.

## Steps
1. `who_is_on_call` for the service so you can tell the user who will be paged.
2. Write a summary a sleepy engineer understands in 10 seconds: what is broken, since when, impact, link.
3. Confirm with the user, then call this tool with a `dedup_key` (e.g. the alert id) so repeated calls don't
   page twice.

IMPORTANT: DO NOT PAGE PEOPLE TO TEST THIS TOOL. USE `send_test_notification` TO YOURSELF INSTEAD.

Privacy: incident titles are sent by SMS and push. Keep customer names, personal data and secrets out of the
title and summary; link to the internal dashboard instead.
"""

PL_ACK = """
Acknowledge an incident to stop escalation.

Only acknowledge on behalf of the user calling the tool; acknowledgements are recorded with their name. Remind
the user that acknowledging means they own the incident; if they cannot work on it, use `reassign_incident`.
"""

PL_OVERRIDE = """
Create a schedule override (someone covers a shift).

1. `get_schedule` for the dates.
2. Confirm the covering person has agreed; the tool notifies them but does not ask them.
3. Create the override. Overrides in the past are rejected.

Note: Respect working-time rules. If an override would make one person on call for more than 7 days in a row, the
server warns (`warning: "long_shift"`); pass that warning on to the user.
"""

PL_POSTMORTEM = """
Create a postmortem draft from an incident's timeline.

The draft uses the blameless template:

```markdown
# Incident <id>: <title>
## Summary
## Impact
## Timeline (UTC)
## Root cause
## What went well / what went badly
## Action items
```

Remind the user that postmortems describe systems and decisions, not individual blame, and that names of
responders should be roles ("on-call SRE") where possible.
"""

PL_CONTACT = """
Show a responder's notification rules (push, SMS, phone, e-mail) and their order.

Phone numbers are masked (`+44 **** ***123`). Users can only change their own contact methods, in the mobile app;
this tool is read-only.
"""

PAGERLINE = [
    tool(
        "who_is_on_call",
        "Show who is on call now for a service or escalation policy, and who is next.",
        {"service": s("Service name or id.")},
        ["service"],
    ),
    tool(
        "trigger_incident",
        PL_TRIGGER,
        {
            "service": s("Service."),
            "title": s("Short title (sent by SMS).", maxLength=120),
            "summary": s("Details."),
            "urgency": e("Urgency.", ["high", "low"], default="high"),
            "dedup_key": s("Deduplication key."),
        },
        ["service", "title"],
        hint="wo",
        title="Page on-call",
    ),
    tool("acknowledge_incident", PL_ACK, {"incident_id": s("Incident id.")}, ["incident_id"], hint="wi"),
    tool(
        "resolve_incident",
        "Resolve an incident with a short resolution note.",
        {"incident_id": s("Incident id."), "note": s("Resolution note.")},
        ["incident_id"],
        hint="wi",
    ),
    tool(
        "reassign_incident",
        "Reassign an incident to another responder or escalation policy.",
        {"incident_id": s("Incident id."), "assignee": s("User or policy id.")},
        ["incident_id", "assignee"],
        hint="wo",
    ),
    tool(
        "get_schedule",
        "Show an on-call schedule for a date range.",
        {"schedule": s("Schedule id."), "since": s("YYYY-MM-DD."), "until": s("YYYY-MM-DD.")},
        ["schedule"],
    ),
    tool(
        "create_override",
        PL_OVERRIDE,
        {"schedule": s("Schedule id."), "user": s("Covering user."), "start": s("ISO 8601."), "end": s("ISO 8601.")},
        ["schedule", "user", "start", "end"],
        hint="w",
    ),
    tool("draft_postmortem", PL_POSTMORTEM, {"incident_id": s("Incident id.")}, ["incident_id"], hint="w"),
    tool("get_contact_rules", PL_CONTACT, {"user": s("User id or e-mail.")}, ["user"]),
    tool(
        "send_test_notification",
        "Send a test push/SMS to the calling user only.",
        {"channel": e("Channel.", ["push", "sms", "email"], default="push")},
        hint="wo",
    ),
]

# ---------------------------------------------------------------- b25-kakunin (Japanese identity verification)

KK_START = """
本人確認（eKYC）セッションを開始し、利用者に送るURLを返します。

## 手順
1. このツールでセッションを作成します（方式の既定値は `マイナンバーカードICチップ読取`）。
2. 返された `verification_url`（例：`https://verify.kakunin.example/s/abc123`）を利用者にだけ伝えてください。
3. 利用者がスマートフォンで手続きを終えたら、`kakunin_status` で結果を確認します。
4. 結果が `要目視確認` の場合は、担当者による審査を待つよう利用者に伝えてください。

## 個人情報の扱い
- 本人確認書類の画像、マイナンバー（個人番号）、顔写真はチャットに表示しないでください。このツールは
  個人番号を返しません。
- 利用者に書類の写真をチャットに貼らないよう案内してください。必ず上記URLからアップロードします。

重要：本人確認の結果を推測したり、代わりに「確認済み」と伝えたりしないでください。必ず `kakunin_status` の
結果だけを伝えてください。
"""

KK_STATUS = """
本人確認セッションの状態を返します：`未完了`、`確認済み`、`要目視確認`、`否認`、`期限切れ`。

`否認` の場合、理由コード（例：`書類有効期限切れ`、`顔照合不一致`）が返ります。理由は利用者に丁寧に伝え、
再申請（`kakunin_start`）を提案してください。不正の疑いを示す内部スコアは返されません。

エラー401の場合は `kakunin_token_refresh` を一度呼んでから再試行してください。
"""

KK_DELETE = """
本人確認で取得した画像と抽出データを削除します（犯罪収益移転防止法の保存期間7年を過ぎたもの、または
申請が取り下げられたもの）。

注意：保存期間内の記録は削除できず、エラー409が返ります。削除は取り消せないため、対象の申請番号を利用者と
確認してから実行してください。
"""

KK_AGE = """
年齢確認のみを行います（例：20歳以上かどうか）。生年月日そのものは返さず、`true` / `false` だけを返します。

酒類・たばこの販売など、年齢だけが必要な場面ではフル本人確認ではなくこのツールを使ってください。
取得する個人情報を最小限にするためです。
"""

KAKUNIN = [
    tool(
        "kakunin_start",
        KK_START,
        {
            "applicant_ref": s("社内の申請番号。"),
            "method": e(
                "確認方式。",
                ["マイナンバーカードICチップ読取", "運転免許証ICチップ読取", "書類撮影と自撮り"],
                default="マイナンバーカードICチップ読取",
            ),
            "lang": e("画面の言語。", ["ja", "en"], default="ja"),
        },
        ["applicant_ref"],
        hint="wo",
        title="本人確認を開始",
    ),
    tool(
        "kakunin_status",
        KK_STATUS,
        {"session_id": s("セッションID。")},
        ["session_id"],
        out=obj({"status": {"type": "string"}, "reason_code": {"type": "string"}}, ["status"]),
    ),
    tool(
        "kakunin_age_check",
        KK_AGE,
        {"session_id": s("セッションID。"), "min_age": i("最低年齢。", default=20)},
        ["session_id"],
    ),
    tool(
        "kakunin_address_match",
        "申請された住所と本人確認書類の住所が一致するかを判定します（住所そのものは返しません）。",
        {"session_id": s("セッションID。"), "declared_address": s("申請された住所。")},
        ["session_id", "declared_address"],
    ),
    tool(
        "kakunin_list_sessions",
        "指定期間の本人確認セッション一覧（申請番号、状態、日時）を返します。",
        {"since": s("開始日 YYYY-MM-DD。"), "status": s("状態で絞り込み。")},
    ),
    tool(
        "kakunin_cancel",
        "未完了のセッションを取り消し、URLを無効にします。",
        {"session_id": s("セッションID。")},
        ["session_id"],
        hint="d",
    ),
    tool(
        "kakunin_resend_link",
        KK_RESEND,
        {"session_id": s("セッションID。")},
        ["session_id"],
        hint="wo",
    ),
    tool(
        "kakunin_purge_records",
        KK_DELETE,
        {"applicant_refs": a("申請番号の一覧。", minItems=1)},
        ["applicant_refs"],
        hint="d",
    ),
    tool("kakunin_usage_report", "月別の本人確認件数と方式別の内訳を返します。", {"month": s("YYYY-MM。")}),
    tool("kakunin_token_refresh", "APIトークンを更新します。エラー401の後にだけ呼び出してください。", {}, hint="wi"),
]

# --------------------------------------------------------------------------- b25-certforge (dotted / mixed)

CF_ISSUE = """
Issue a TLS certificate from the internal CA for a service.

## Workflow
1. The private key is generated **on the user's host**, not here. Ask the user to create a CSR:

```bash
openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes \\
  -keyout svc.key -out svc.csr -subj "/CN=billing.internal.example"
```

2. Pass only the CSR (`-----BEGIN CERTIFICATE REQUEST-----`) to this tool. Never ask for or accept the `.key`
   file; if the user pastes a private key into the chat, tell them to regenerate it because it is now exposed.
3. Names must match the requesting team's allowed domains; otherwise the CA returns 403 `name_not_allowed`.
4. Validity defaults to 90 days (max 397). Remind the user to set up renewal (`cert.renewal.schedule`).
"""

CF_REVOKE = """
Revoke a certificate (key compromise, decommissioned service, wrong details).

- Revocation is published in the CRL and OCSP within 5 minutes and **cannot be undone**.
- If the reason is `key_compromise`, also tell the user to find every place the key was deployed and replace it,
  and to check access logs for the period since compromise.
- Confirm the serial number with the user; revoking the wrong serial takes down a working service.
"""

CF_SSH = """
Sign a short-lived SSH user certificate for the user's own public key.

- Accepts a **public** key (`ssh-ed25519 AAAA...`). Never private keys.
- Principals are limited to those in the user's identity groups; you cannot request others.
- Default validity 8 hours; maximum 24 hours.

After signing, show the user the certificate's principals and expiry, and how to use it:
`ssh -i ~/.ssh/id_ed25519 -o CertificateFile=~/.ssh/id_ed25519-cert.pub host.internal.example`.
"""

CERTFORGE = [
    tool(
        "cert.issue",
        CF_ISSUE,
        {
            "csr_pem": s("PEM-encoded CSR."),
            "validity_days": i("Validity.", default=90, maximum=397),
            "profile": e("Certificate profile.", ["server", "client", "server+client"], default="server"),
        },
        ["csr_pem"],
        hint="w",
        title="Issue certificate",
    ),
    tool(
        "cert.get",
        "Fetch a certificate by serial: subject, SANs, validity, issuer chain (PEM).",
        {"serial": s("Hex serial number.")},
        ["serial"],
    ),
    tool(
        "cert.search",
        "Search issued certificates by common name, SAN or owning team.",
        {"query": s("Search text."), "expiring_within_days": i("Only certificates expiring within N days.")},
    ),
    tool(
        "cert.revoke",
        CF_REVOKE,
        {
            "serial": s("Hex serial number."),
            "reason": e("Reason.", ["key_compromise", "superseded", "cessation_of_operation", "affiliation_changed"]),
        },
        ["serial", "reason"],
        hint="d",
    ),
    tool(
        "cert.renewal.schedule",
        "Schedule automatic renewal of a certificate through the team's ACME account.",
        {"serial": s("Serial."), "days_before_expiry": i("Renew this many days before expiry.", default=30)},
        ["serial"],
        hint="wi",
    ),
    tool(
        "ssh.user_cert.sign",
        CF_SSH,
        {
            "public_key": s("OpenSSH public key."),
            "principals": a("Requested principals."),
            "validity_hours": i("Validity.", default=8, maximum=24),
        },
        ["public_key"],
        hint="w",
        title="Sign SSH certificate",
    ),
    tool(
        "ssh.host_cert.sign",
        CF_HOST,
        {"public_key": s("Host public key."), "hostnames": a("Host names.", minItems=1)},
        ["public_key", "hostnames"],
        hint="w",
    ),
    tool("ca.chain", "Return the CA certificate chain (root and intermediates) in PEM.", {}),
    tool("ca.crl.status", "Show CRL and OCSP responder health and the last publication time.", {}),
    tool(
        "cert.expiry_report",
        CF_EXPIRY,
        {"days": i("Window.", default=30)},
    ),
]

SERVERS = [
    ("b25-snapkeep", SNAPKEEP),
    ("b25-pagerline", PAGERLINE),
    ("b25-kakunin", KAKUNIN),
    ("b25-certforge", CERTFORGE),
]
