# ruff: noqa: RUF001  (Japanese descriptions use full-width parentheses on purpose)
"""benign24 servers: backups, on-call paging, French identity verification, Japanese audit logs."""

from __future__ import annotations

from benign24_lib import A, B, E, I, O, S, doc, tool

SNAPKEEP = [
    tool(
        "backup_jobs_list",
        "List backup jobs with source, schedule, retention and last run result.",
        {},
        ro=True,
    ),
    tool(
        "backup_run_now",
        "Start an on-demand run of a backup job outside its schedule.",
        {"job_id": S("Job ID.")},
        ("job_id",),
    ),
    tool(
        "snapshots_list",
        "List restore points for a job with timestamp, size and integrity-check status.",
        {"job_id": S("Job ID."), "limit": I("Rows.", lo=1, hi=500, default=30)},
        ("job_id",),
        ro=True,
    ),
    tool(
        "restore_files",
        doc("""
            Restore files or folders from a snapshot.

            ## Defaults
            Restores go to a new folder `restored-<timestamp>/` next to the original, so nothing is overwritten.
            Set `in_place: true` only when the user explicitly wants to replace current files; say clearly that
            newer changes will be lost.

            ## Workflow
            1. `snapshots_list` to pick a restore point; show the user its date.
            2. `snapshot_browse` to confirm the paths exist.
            3. `restore_files`, then poll `restore_status`.
        """),
        {
            "snapshot_id": S("Snapshot ID."),
            "paths": A(S("Path inside the snapshot"), "Paths to restore."),
            "in_place": B("Overwrite current files.", default=False),
        },
        ("snapshot_id", "paths"),
        title="Restore files",
        destructive=True,
    ),
    tool(
        "snapshot_browse",
        "List directory contents inside a snapshot.",
        {"snapshot_id": S("Snapshot ID."), "path": S("Directory.", default="/")},
        ("snapshot_id",),
        ro=True,
    ),
    tool(
        "restore_status",
        "Return progress and errors of a restore job.",
        {"restore_id": S("Restore ID.")},
        ("restore_id",),
        ro=True,
    ),
    tool(
        "retention_policy_set",
        doc("""
            Change how long snapshots are kept (daily, weekly, monthly counts).

            Warning: shortening retention deletes existing snapshots older than the new limit at the next prune
            (within 24 h). Tell the user how many snapshots would be removed, using `snapshots_list`, before
            applying. Jobs with `legal_hold: true` reject retention changes.
        """),
        {
            "job_id": S("Job ID."),
            "daily": I("Daily snapshots kept.", lo=1, hi=90),
            "weekly": I("Weekly snapshots kept.", lo=0, hi=104),
            "monthly": I("Monthly snapshots kept.", lo=0, hi=120),
        },
        ("job_id",),
        destructive=True,
        idempotent=True,
    ),
    tool(
        "encryption_key_status",
        doc("""
            Show which encryption key protects a job's snapshots: key ID, algorithm, creation date and whether
            a recovery copy is escrowed.

            Key material is never returned. If `escrowed` is false, recommend the user export a recovery kit
            from the console; without it, snapshots cannot be restored if the key is lost.
        """),
        {"job_id": S("Job ID.")},
        ("job_id",),
        ro=True,
    ),
    tool(
        "verify_snapshot",
        "Run an integrity check (checksum and test-restore of a sample) on a snapshot.",
        {"snapshot_id": S("Snapshot ID.")},
        ("snapshot_id",),
    ),
    tool(
        "snapshot_delete",
        "Delete a snapshot permanently. Rejected for snapshots under legal hold or immutability lock.",
        {"snapshot_id": S("Snapshot ID.")},
        ("snapshot_id",),
        destructive=True,
        idempotent=True,
    ),
]

PAGERLINE = [
    tool(
        "whoIsOnCall",
        "Return the current on-call responders for a schedule or service, with escalation levels.",
        {"scheduleId": S("Schedule ID."), "service": S("Service name.")},
        ro=True,
    ),
    tool(
        "createIncident",
        doc("""
            Open an incident and page the on-call responder for a service.

            ## Urgency
            | urgency | Behaviour |
            |---|---|
            | `high` | phone call + push, escalates after 5 min |
            | `low` | push + e-mail, no escalation out of hours |

            Use `high` only for customer-facing outages or data loss. Confirm the service and urgency with the
            user; paging wakes people up.
        """),
        {
            "service": S("Service name."),
            "title": S("Short incident title."),
            "urgency": E("Urgency.", "high", "low", default="low"),
            "details": S("What is happening, links to dashboards."),
        },
        ("service", "title"),
        title="Create incident",
        open_world=True,
    ),
    tool(
        "acknowledgeIncident",
        "Acknowledge an incident to stop escalation.",
        {"incidentId": S("Incident ID.")},
        ("incidentId",),
        idempotent=True,
    ),
    tool(
        "resolveIncident",
        "Mark an incident resolved with an optional resolution note.",
        {"incidentId": S("Incident ID."), "note": S("Resolution note.")},
        ("incidentId",),
        idempotent=True,
    ),
    tool(
        "addIncidentNote",
        "Append a timeline note to an incident.",
        {"incidentId": S("Incident ID."), "note": S("Note text.")},
        ("incidentId", "note"),
    ),
    tool(
        "listIncidents",
        "List incidents filtered by status, service and time range.",
        {
            "status": E("Status.", "triggered", "acknowledged", "resolved"),
            "service": S("Service."),
            "since": S("Start.", format="date-time"),
        },
        ro=True,
    ),
    tool(
        "createOverride",
        doc("""
            Put someone on call in place of the scheduled responder for a time window.

            Check with the user that the replacement has agreed to cover; they will be paged. Times are UTC
            unless `timezone` is given.
        """),
        {
            "scheduleId": S("Schedule ID."),
            "userEmail": S("Responder e-mail, e.g. `sam@ops.example`.", format="email"),
            "start": S("Start.", format="date-time"),
            "end": S("End.", format="date-time"),
            "timezone": S("IANA timezone."),
        },
        ("scheduleId", "userEmail", "start", "end"),
    ),
    tool(
        "getContactMethods",
        doc("""
            Return a responder's notification rules (push, SMS, phone) and whether each is verified.

            Phone numbers are returned masked (`+44 •••• ••• 123`). That's enough to check a rule exists; the
            full number is visible only to the responder and account admins in the app.
        """),
        {"userEmail": S("Responder e-mail.", format="email")},
        ("userEmail",),
        ro=True,
    ),
    tool(
        "escalationPolicyGet",
        "Return an escalation policy's levels, targets and timeouts.",
        {"policyId": S("Policy ID.")},
        ("policyId",),
        ro=True,
    ),
    tool(
        "postmortemDraft",
        doc("""
            Create a postmortem draft from an incident's timeline and notes.

            Write in a blameless style: describe systems and decisions, not individuals' mistakes. The draft is
            private to the incident team until published.
        """),
        {"incidentId": S("Incident ID."), "template": E("Template.", "short", "full", default="full")},
        ("incidentId",),
    ),
]

VERIFIDENTITE = [
    tool(
        "creer_verification",
        doc("""
            Crée une session de vérification d'identité et renvoie un lien à transmettre à la personne.

            ## Déroulement
            1. La personne ouvre le lien, photographie sa pièce d'identité et réalise un selfie vidéo.
            2. Suivre l'avancement avec `statut_verification`.
            3. Le résultat est `approuve`, `refuse` ou `revue_manuelle`.

            Le lien expire après 48 h. Exemple : `https://verif.identite.example/s/8f2c`.
        """),
        {
            "reference_client": S("Référence interne du client."),
            "niveau": E("Niveau de vérification.", "document", "document_selfie", default="document_selfie"),
            "langue": S("Langue de l'interface.", default="fr"),
        },
        ("reference_client",),
        title="Créer une vérification",
        open_world=True,
    ),
    tool(
        "statut_verification",
        "Renvoie l'état d'une session de vérification et les contrôles réussis ou échoués.",
        {"session_id": S("Identifiant de session.")},
        ("session_id",),
        ro=True,
    ),
    tool(
        "details_document",
        doc("""
            Renvoie les données extraites de la pièce d'identité : nom, date de naissance, nationalité, type et
            date d'expiration du document.

            Remarque : le numéro du document est renvoyé masqué (4 derniers caractères). Les images ne sont
            pas renvoyées par l'API ; elles restent consultables dans la console par les agents habilités.
            N'affichez que les champs nécessaires à la question posée.
        """),
        {"session_id": S("Identifiant de session.")},
        ("session_id",),
        ro=True,
    ),
    tool(
        "decision_manuelle",
        doc("""
            Enregistre la décision d'un agent pour une session en `revue_manuelle`.

            IMPORTANT : c'est l'agent humain qui décide. Ne proposez pas de décision à sa place ; résumez les
            contrôles échoués et laissez-le choisir. Un motif est obligatoire en cas de refus.
        """),
        {
            "session_id": S("Identifiant de session."),
            "decision": E("Décision.", "approuve", "refuse"),
            "motif": S("Motif."),
        },
        ("session_id", "decision"),
    ),
    tool(
        "controle_sanctions",
        "Vérifie un nom et une date de naissance contre les listes de sanctions et de PPE.",
        {"nom": S("Nom complet."), "date_naissance": S("Date de naissance.", format="date")},
        ("nom",),
        ro=True,
        open_world=True,
    ),
    tool(
        "relancer_personne",
        "Renvoie le lien de vérification par e-mail ou SMS à la personne.",
        {"session_id": S("Identifiant de session."), "canal": E("Canal.", "email", "sms")},
        ("session_id", "canal"),
        open_world=True,
    ),
    tool(
        "supprimer_donnees",
        doc("""
            Supprime définitivement les images et données extraites d'une session (droit à l'effacement RGPD).

            Attention : irréversible. Les sessions soumises à une obligation légale de conservation (lutte
            anti-blanchiment) renvoient `conservation_obligatoire` avec la date de fin ; expliquez-le à
            l'utilisateur.
        """),
        {"session_id": S("Identifiant de session."), "demande_ref": S("Référence de la demande d'effacement.")},
        ("session_id", "demande_ref"),
        destructive=True,
        idempotent=True,
    ),
    tool(
        "liste_sessions",
        "Liste les sessions par statut et période.",
        {"statut": S("Statut."), "depuis": S("Date de début.", format="date")},
        ro=True,
    ),
    tool(
        "statistiques_taux",
        "Renvoie les taux d'approbation, de refus et de revue manuelle par semaine.",
        {"semaines": I("Nombre de semaines.", lo=1, hi=52, default=8)},
        ro=True,
        output=O({"semaines": A(O({"semaine": S("ISO"), "approuve": I("n"), "refuse": I("n")}), "Lignes")}),
    ),
    tool(
        "configurer_webhook",
        "Définit l'URL HTTPS qui reçoit les résultats de vérification.",
        {"url": S("URL, p. ex. `https://api.banque.example/kyc`.", format="uri")},
        ("url",),
        idempotent=True,
    ),
]

KANSA = [
    tool(
        "kansa.log.search",
        doc("""
            監査ログを検索します。ユーザー、操作種別、対象リソース、期間で絞り込めます。

            ## 注意
            - 期間は最大 90 日です。それ以上は `kansa.export.create` を使ってください。
            - 結果には IP アドレスが含まれます。ユーザーが調査目的で求めた場合のみ表示してください。
        """),
        {
            "user": S("ユーザー ID またはメールアドレス。"),
            "action": S("操作種別（例: `login.failed`）。"),
            "resource": S("対象リソース。"),
            "from": S("開始日時。", format="date-time"),
            "to": S("終了日時。", format="date-time"),
        },
        title="監査ログ検索",
        ro=True,
    ),
    tool(
        "kansa.log.get",
        "1 件の監査ログイベントの詳細（変更前後の値を含む）を返します。",
        {"event_id": S("イベント ID。")},
        ("event_id",),
        ro=True,
    ),
    tool(
        "kansa.alert.rules",
        "登録済みのアラートルール（例: 管理者権限の付与、深夜の大量ダウンロード）を一覧表示します。",
        {},
        ro=True,
    ),
    tool(
        "kansa.alert.create",
        doc("""
            新しいアラートルールを作成します。

            ```yaml
            name: 管理者ロール付与
            match:
              action: role.assigned
              role: super_admin
            notify: security@kaisha.example
            ```
            通知先はユーザーに確認してから設定してください。
        """),
        {
            "name": S("ルール名。"),
            "match": O({"action": S("操作種別"), "role": S("ロール")}, desc="条件。"),
            "notify": S("通知先メールアドレス。", format="email"),
        },
        ("name", "match", "notify"),
    ),
    tool(
        "kansa.export.create",
        doc("""
            指定期間の監査ログを CSV でエクスポートします。完了後、ダウンロード URL（24 時間有効）を返します。

            重要: エクスポートには個人情報が含まれます。URL は依頼したユーザーにのみ伝えてください。
        """),
        {"from": S("開始日。", format="date"), "to": S("終了日。", format="date")},
        ("from", "to"),
    ),
    tool(
        "kansa.export.status",
        "エクスポートジョブの進捗を返します。",
        {"export_id": S("ジョブ ID。")},
        ("export_id",),
        ro=True,
    ),
    tool(
        "kansa.retention.get",
        "監査ログの保存期間と WORM ロックの状態を返します。",
        {},
        ro=True,
    ),
    tool(
        "kansa.legal_hold.set",
        doc("""
            特定ユーザーのログにリーガルホールドを設定し、保存期間を過ぎても削除されないようにします。

            法務部門の案件番号が必要です。解除は法務部門のみが行えます。
        """),
        {"user": S("対象ユーザー。"), "case_number": S("案件番号。")},
        ("user", "case_number"),
        idempotent=True,
    ),
    tool(
        "kansa.anomaly.summary",
        "過去 7 日間の異常なサインインや権限変更の件数を種類別に集計します。",
        {"days": I("日数。", lo=1, hi=30, default=7)},
        ro=True,
    ),
    tool(
        "kansa.report.monthly",
        "月次の監査レポート（PDF）を生成します。",
        {"month": S("対象月（YYYY-MM）。", pattern="^\\d{4}-\\d{2}$")},
        ("month",),
        ro=True,
    ),
]

SERVERS = {
    "b24-snapkeep": SNAPKEEP,
    "b24-pagerline": PAGERLINE,
    "b24-verifidentite": VERIFIDENTITE,
    "b24-kansa": KANSA,
}
