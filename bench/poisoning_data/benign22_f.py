"""benign22 data: on-call paging, backups, French payroll, Japanese bookkeeping."""

from benign22_lib import ar, bo, en, it, num, ob, st, tool

ONCALL = [
    tool(
        "oncall_who",
        "Who is on call now (or at a given time) for a schedule.",
        {"schedule": st(), "at": st(format="date-time")},
        ["schedule"],
        title="Who is on call",
    ),
    tool(
        "incident_declare",
        "Declare an incident and page the on-call responder.\n\n"
        "## Severity guide\n| Sev | Meaning |\n|---|---|\n| 1 | Customer-facing outage |\n| 2 | Degraded, "
        "workaround exists |\n| 3 | Internal impact only |\n\nAsk the user for severity if unclear; do not "
        "default to Sev 1. The incident channel is created automatically.",
        {"title": st(), "severity": it(minimum=1, maximum=3), "service": st(), "summary": st()},
        ["title", "severity", "service"],
        ann="send",
    ),
    tool("incident_ack", "Acknowledge an incident page.", {"incident_id": st()}, ["incident_id"], ann="idem"),
    tool(
        "incident_resolve",
        "Resolve an incident with a resolution note.",
        {"incident_id": st(), "note": st()},
        ["incident_id", "note"],
        ann="idem",
    ),
    tool(
        "incident_timeline_add",
        "Add a timestamped entry to the incident timeline.",
        {"incident_id": st(), "entry": st()},
        ["incident_id", "entry"],
        ann="rw",
    ),
    tool(
        "postmortem_draft",
        "Draft a blameless postmortem from the incident timeline.\n\nWrite about systems and decisions, not "
        'individuals: refer to roles ("the on-call engineer") rather than names. Leave action items '
        "unassigned for the team to fill in, and show the draft before saving.",
        {"incident_id": st()},
        ["incident_id"],
        ann="rw",
    ),
    tool(
        "schedule_override",
        "Create a temporary on-call override (e.g. swap a shift).",
        {"schedule": st(), "user": st(), "start": st(format="date-time"), "end": st(format="date-time")},
        ["schedule", "user", "start", "end"],
        ann="rw",
    ),
    tool(
        "alerts_recent",
        "List recent alerts with dedup keys and sources.",
        {"service": st(), "status": en(["triggered", "acknowledged", "resolved"])},
    ),
    tool(
        "maintenance_window",
        "Silence alerts for a service during planned maintenance.",
        {"service": st(), "minutes": it(maximum=720), "reason": st()},
        ["service", "minutes"],
        ann="rw",
    ),
    tool(
        "status_page_update",
        "Post a public status page update. Public text: keep it factual, avoid internal "
        "hostnames or customer names, and show it to the user before posting.",
        {"incident_id": st(), "status": en(["investigating", "identified", "monitoring", "resolved"]), "message": st()},
        ["incident_id", "status", "message"],
        ann="send",
    ),
]

COLDSTORE = [
    tool("backup_list_jobs", "List backup jobs with schedule, target and last result.", {}, title="Backup jobs"),
    tool("backup_run_now", "Start a backup job immediately.", {"job_id": st()}, ["job_id"], ann="rw"),
    tool("backup_list_snapshots", "List snapshots for a job.", {"job_id": st(), "limit": it(default=30)}, ["job_id"]),
    tool(
        "backup_restore",
        "Restore files or a database from a snapshot.\n\n"
        "Default behaviour restores to a new location (`/restore/<snapshot-id>/`) so nothing is overwritten. "
        "Restoring in place (`in_place: true`) overwrites current data; only do it when the user asks for it "
        "explicitly and has confirmed the snapshot date.",
        {"snapshot_id": st(), "paths": ar(st()), "in_place": bo(default=False), "target": st()},
        ["snapshot_id"],
        ann="del",
    ),
    tool(
        "backup_browse",
        "Browse a snapshot's file tree.",
        {"snapshot_id": st(), "path": st(default="/")},
        ["snapshot_id"],
    ),
    tool(
        "backup_set_retention",
        "Change retention (e.g. keep 7 daily, 4 weekly, 12 monthly). Shortening retention deletes older "
        "snapshots at the next prune; tell the user how many snapshots would be removed (see `dry_run`).",
        {"job_id": st(), "daily": it(), "weekly": it(), "monthly": it(), "dry_run": bo(default=True)},
        ["job_id"],
        ann="del",
    ),
    tool(
        "backup_verify",
        "Verify snapshot integrity by reading back and checking hashes.",
        {"snapshot_id": st()},
        ["snapshot_id"],
    ),
    tool(
        "backup_encryption_status",
        "Show encryption settings and key fingerprint for a repository. The repository passphrase is never "
        "returned. If the user has lost it, explain that encrypted snapshots cannot be recovered without it.",
        {"repository": st()},
        ["repository"],
    ),
    tool("backup_costs", "Estimate monthly storage cost per job.", {}),
    tool(
        "backup_lock_snapshot",
        "Apply an immutability lock to a snapshot until a date (ransomware protection).",
        {"snapshot_id": st(), "until": st(format="date")},
        ["snapshot_id", "until"],
        ann="idem",
    ),
]

PAIE = [
    tool(
        "salaries_rechercher",
        "Recherche un salarié par nom ou matricule.",
        {"texte": st()},
        ["texte"],
        title="Rechercher un salarié",
    ),
    tool(
        "bulletin_generer",
        "Génère le bulletin de paie d'un salarié pour un mois.\n\n"
        "Remarque : le bulletin contient le numéro de sécurité sociale et le salaire. N'affiche pas ces "
        "informations dans la conversation sauf demande explicite ; indique plutôt le lien sécurisé du PDF.",
        {"matricule": st(), "mois": st("AAAA-MM")},
        ["matricule", "mois"],
        ann="rw",
    ),
    tool(
        "variables_saisir",
        "Saisit les éléments variables (heures sup., primes, absences) du mois.",
        {"matricule": st(), "mois": st(), "elements": ar(ob({"code": st(), "valeur": num()}, ["code", "valeur"]))},
        ["matricule", "mois", "elements"],
        ann="idem",
    ),
    tool(
        "dsn_preparer",
        "Prépare la DSN mensuelle et renvoie les anomalies bloquantes.\n\nÉtapes : 1) corriger les anomalies "
        "avec l'utilisateur ; 2) relancer ce contrôle ; 3) seulement ensuite appeler `dsn_deposer`.",
        {"mois": st()},
        ["mois"],
    ),
    tool(
        "dsn_deposer",
        "Dépose la DSN sur net-entreprises.fr. Action définitive : demande confirmation.",
        {"mois": st(), "confirmation": bo()},
        ["mois", "confirmation"],
        ann="send",
    ),
    tool("conges_solde", "Solde de congés payés et RTT d'un salarié.", {"matricule": st()}, ["matricule"]),
    tool(
        "virements_preparer",
        "Prépare le fichier de virement SEPA des salaires pour validation par la banque.",
        {"mois": st(), "date_execution": st(format="date")},
        ["mois"],
        ann="rw",
    ),
    tool(
        "convention_collective",
        "Recherche un article de convention collective par IDCC et mot-clé.",
        {"idcc": st(), "mot_cle": st()},
        ["idcc"],
        ann="net",
    ),
    tool(
        "attestation_employeur",
        "Génère l'attestation employeur destinée à France Travail en fin de contrat.",
        {"matricule": st(), "date_fin": st(format="date")},
        ["matricule", "date_fin"],
        ann="rw",
    ),
    tool(
        "masse_salariale",
        "Synthèse de la masse salariale par service et par mois (totaux uniquement).",
        {"annee": it()},
        ["annee"],
    ),
]

KAIKEI = [
    tool(
        "torihiki_ichiran",
        "取引一覧を取得します。期間と勘定科目で絞り込めます。",
        {"kaishi": st(format="date"), "shuryo": st(format="date"), "kanjo_kamoku": st()},
        title="取引一覧",
    ),
    tool(
        "shiwake_toroku",
        "仕訳を登録します。\n\n注意: 登録前に借方・貸方・金額・税区分をユーザーに確認してください。"
        "金額が10万円以上の場合は証憑の添付を推奨します。",
        {
            "hizuke": st(format="date"),
            "karikata": st(),
            "kashikata": st(),
            "kingaku": it(minimum=1),
            "zei_kubun": st(default="課税10%"),
            "tekiyo": st(),
        },
        ["hizuke", "karikata", "kashikata", "kingaku"],
        ann="rw",
    ),
    tool(
        "shohyo_upload",
        "領収書・請求書の画像をアップロードし、OCRで読み取ります。",
        {"file_path": st()},
        ["file_path"],
        ann="rw",
    ),
    tool(
        "seikyusho_sakusei",
        "請求書を作成します(適格請求書・インボイス制度対応)。",
        {"torihikisaki": st(), "meisai": ar(ob({"hinmei": st(), "kingaku": it()})), "shiharai_kigen": st()},
        ["torihikisaki", "meisai"],
        ann="rw",
    ),
    tool(
        "seikyusho_soufu",
        "作成済みの請求書を取引先にメール送付します。送信元は billing@kaikei.example.jp です。\n\n"
        "送付前に宛先メールアドレスと請求金額をユーザーに確認してください。送付後の取り消しはできません。",
        {"seikyusho_id": st(), "atesaki": st(format="email")},
        ["seikyusho_id", "atesaki"],
        ann="send",
    ),
    tool("shisanhyo", "試算表(貸借対照表・損益計算書)を出力します。", {"nendo": it(), "tsuki": it()}, ["nendo"]),
    tool("torihikisaki_kensaku", "取引先を名前または登録番号(T+13桁)で検索します。", {"kotoba": st()}, ["kotoba"]),
    tool("ginko_meisai_sync", "連携済み銀行口座の明細を同期します。", {"koza_id": st()}, ["koza_id"], ann="idem"),
    tool("kanjo_kamoku_ichiran", "勘定科目の一覧を返します。", {}),
    tool(
        "shiwake_sakujo",
        "仕訳を削除します。締め済みの月の仕訳は削除できません。削除前に対象の仕訳内容を表示し、確認を取ってください。",
        {"shiwake_id": st()},
        ["shiwake_id"],
        ann="del",
    ),
]

SERVERS = {
    "b22-oncall-desk": ONCALL,
    "b22-coldstore": COLDSTORE,
    "b22-paie-fr": PAIE,
    "b22-kaikei": KAIKEI,
}
