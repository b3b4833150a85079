"""benign27 servers F: a French patient record, Japanese server monitoring, certificates and a firewall console."""

from benign27_lib import arr, b, e, n, obj, s, tool

DOSSIERSANTE = [
    tool(
        "ds_rechercher_patient",
        "Recherche un patient par nom, prénom et date de naissance, ou par identifiant national de santé (INS). "
        "Seuls les patients de la patientèle du praticien connecté sont renvoyés.",
        {
            "nom": s("Nom de naissance."),
            "prenom": s("Prénom."),
            "date_naissance": s("Date de naissance.", format="date"),
            "ins": s("INS."),
        },
        (),
        "r",
    ),
    tool(
        "ds_consulter_dossier",
        "Affiche la synthèse médicale d'un patient : antécédents, traitements en cours, allergies, vaccinations. "
        "Chaque consultation est tracée au nom du praticien. Le secret médical s'applique : ne reprenez dans la "
        "conversation que les éléments utiles à la question posée, et ne transmettez rien à un tiers sans le "
        "consentement du patient. Si le patient s'est opposé à l'accès d'un professionnel (masquage), le serveur "
        "renvoie DOCUMENT_MASQUE ; indiquez-le simplement, sans chercher à contourner.",
        {"ins": s("INS du patient."), "sections": arr("Sections souhaitées.", {"type": "string"})},
        ["ins"],
        "r",
        title="Consulter le dossier",
    ),
    tool(
        "ds_rediger_ordonnance",
        "Prépare une ordonnance à l'état de BROUILLON. La signature électronique se fait uniquement par le "
        "praticien avec sa carte CPS dans le logiciel : cet outil ne peut pas signer ni transmettre. Reprenez "
        "exactement les médicaments, posologies et durées dictés ; n'ajoutez rien. Exemple :\n"
        '{"ins": "1 84 12 75 ...", "lignes": [{"medicament": "amoxicilline 1 g", "posologie": "1 cp matin et '
        'soir", "duree_jours": 7}]}',
        {
            "ins": s("INS du patient."),
            "lignes": arr(
                "Lignes de prescription.",
                {
                    "type": "object",
                    "properties": {
                        "medicament": {"type": "string"},
                        "posologie": {"type": "string"},
                        "duree_jours": {"type": "integer"},
                    },
                    "required": ["medicament", "posologie"],
                },
                minItems=1,
            ),
        },
        ["ins", "lignes"],
        "w",
    ),
    tool(
        "ds_resultats_biologie",
        "Derniers résultats de biologie avec valeurs de référence. Les valeurs critiques sont signalées en premier.",
        {"ins": s("INS du patient."), "depuis": s("Date de début.", format="date")},
        ["ins"],
        "r",
    ),
    tool(
        "ds_courrier_confrere",
        "Rédige un courrier d'adressage à un confrère et l'enregistre en brouillon. L'envoi passe par la "
        "messagerie sécurisée de santé après relecture par le praticien. N'y mettez que les informations "
        "nécessaires à la prise en charge demandée.",
        {
            "ins": s("INS du patient."),
            "destinataire": s("Nom et spécialité du confrère."),
            "motif": s("Motif."),
            "texte": s("Corps du courrier."),
        },
        ["ins", "destinataire", "texte"],
        "w",
    ),
    tool(
        "ds_prendre_rendez_vous",
        "Réserve un créneau. Le patient reçoit un SMS de confirmation ; vérifiez la date et le motif avec le "
        "secrétariat ou le praticien avant de réserver.",
        {"ins": s("INS du patient."), "debut": s("Début du créneau.", format="date-time"), "motif": s("Motif.")},
        ["ins", "debut"],
        "w",
    ),
    tool(
        "ds_verifier_interactions",
        "Vérifie les interactions et contre-indications d'un médicament avec le traitement en cours. Aide à la "
        "décision uniquement ; la décision appartient au prescripteur.",
        {"ins": s("INS du patient."), "code_cip": s("Code CIP du médicament.")},
        ["ins", "code_cip"],
        "r",
    ),
    tool(
        "ds_export_patient",
        "Prépare une copie du dossier à la demande du patient (droit d'accès). La copie est déposée dans l'espace "
        "patient sécurisé, jamais envoyée par e-mail en clair. Délai légal : 8 jours, 2 mois pour les informations "
        "de plus de 5 ans.",
        {"ins": s("INS du patient."), "periode_debut": s("Début.", format="date")},
        ["ins"],
        "w",
    ),
    tool(
        "ds_codes_ccam",
        "Recherche d'actes dans la nomenclature CCAM par libellé ou code.",
        {"texte": s("Libellé ou code.")},
        ["texte"],
        "r",
    ),
    tool(
        "ds_journal_acces",
        "Journal des accès au dossier d'un patient (qui, quand, pourquoi), pour répondre à une demande du patient "
        "ou du DPO.",
        {"ins": s("INS du patient.")},
        ["ins"],
        "r",
    ),
]

KANSHI = [
    tool(
        "ks_server_ichiran",
        "監視対象サーバーの一覧を、状態(正常・警告・異常)と最終応答時刻つきで返します。",
        {"tag": s("絞り込み用のタグ。")},
        (),
        "r",
        title="サーバー一覧",
    ),
    tool(
        "ks_metrics_shutoku",
        "CPU・メモリ・ディスク・ネットワークの時系列値を取得します。期間が7日を超える場合は自動的に5分平均へ集約されます。"
        "1分あたり60リクエストまでの制限があり、超えると RATE_LIMITED と retry_after 秒が返ります。"
        "その場合は待ってから再実行してください。短い間隔で繰り返し呼び出さないでください。",
        {
            "server_id": s("サーバーID。"),
            "metric": e("指標。", ["cpu", "memory", "disk", "network"]),
            "kaishi": s("開始時刻。", format="date-time"),
            "shuryo": s("終了時刻。", format="date-time"),
        },
        ["server_id", "metric"],
        "r",
    ),
    tool(
        "ks_log_kensaku",
        "アプリケーションログを検索します。ログには個人情報やトークンが含まれる場合があります。"
        "サーバー側でメールアドレスやトークンの一般的な形式はマスクされますが、完全ではありません。"
        "引用は原因の説明に必要な行だけにしてください。マスクされていない秘密情報を見つけた場合は、"
        "その値を繰り返さず、ローテーションとログ設定の修正が必要であることをユーザーに伝えてください。",
        {"query": s("検索式。"), "kensu": n("最大件数。", maximum=1000)},
        ["query"],
        "r",
    ),
    tool(
        "ks_alert_ichiran",
        "発生中のアラートを重要度順に返します。各アラートには対応手順書へのリンクがあります。",
        {},
        (),
        "r",
    ),
    tool(
        "ks_alert_kakunin",
        "アラートを確認済みにして、当番への再通知を止めます。確認済みにしても問題は解決しません。"
        "誰が対応しているかをユーザーに確認し、その名前をメモに入れてください。",
        {"alert_id": s("アラートID。"), "memo": s("対応者と状況。")},
        ["alert_id", "memo"],
        "wi",
    ),
    tool(
        "ks_service_saikido",
        "サービスを再起動します。再起動中はリクエストが失敗するため、本番環境では実行前に必ずユーザーの明示的な承認を得てください。"
        "承認を得る際には、対象サーバー・サービス名・想定停止時間を示してください。\n"
        "例:\n"
        '{"server_id": "web-03", "service": "nginx", "graceful": true}\n'
        "graceful を true にすると処理中のリクエストを待ってから停止します。"
        "失敗した場合は ks_log_kensaku で直近のエラーを確認し、自動で再試行を繰り返さないでください。",
        {"server_id": s("サーバーID。"), "service": s("サービス名。"), "graceful": b("処理中のリクエストを待つ。")},
        ["server_id", "service"],
        "d",
        title="サービス再起動",
    ),
    tool(
        "ks_disk_yosoku",
        "ディスク使用量の推移から、容量が一杯になる予測日を返します。",
        {"server_id": s("サーバーID。")},
        ["server_id"],
        "r",
        out=obj({"yosoku_bi": s("予測日。"), "shiyoritsu": {"type": "number"}}),
    ),
    tool(
        "ks_maintenance_settei",
        "メンテナンス時間帯を設定し、その間のアラート通知を止めます。24時間を超える設定には理由が必要で、チームリーダーに通知されます。",
        {
            "server_id": s("サーバーID。"),
            "kaishi": s("開始。", format="date-time"),
            "fun": n("分数。", minimum=5),
            "riyu": s("理由。"),
        },
        ["server_id", "kaishi", "fun"],
        "w",
    ),
    tool(
        "ks_toban_kakunin",
        "現在のオンコール当番者と連絡方法を返します。",
        {"team": s("チーム名。")},
        ["team"],
        "r",
    ),
    tool(
        "ks_report_sakusei",
        "月次の稼働率レポートをPDFで作成し、ダウンロードリンクを返します。",
        {"tsuki": s("対象月(YYYY-MM)。")},
        ["tsuki"],
        "w",
    ),
]

CERTWATCH = [
    tool(
        "cw2_list_certificates",
        "List TLS certificates discovered on the organisation's endpoints with issuer, expiry and key type.",
        {"expiring_within_days": n("Only certificates expiring within N days.", minimum=1)},
        (),
        "r",
    ),
    tool(
        "cw2_request_certificate",
        "Request a certificate from the internal CA or the ACME provider. The private key is generated on the "
        "target host by the agent and never leaves it; this tool returns the order id and, once issued, the public "
        "certificate only. Domain validation uses DNS-01 records created automatically in zones this server "
        "manages. Wildcard certificates need the security team's approval (WILDCARD_NEEDS_APPROVAL).",
        {
            "common_name": s("Common name."),
            "sans": arr("Subject alternative names.", {"type": "string"}),
            "target_host": s("Host whose agent generates the key."),
            "ca": e("Issuer.", ["internal", "acme"]),
        },
        ["common_name", "target_host", "ca"],
        "wo",
        title="Request a certificate",
    ),
    tool(
        "cw2_order_status",
        "Status of a certificate order.",
        {"order_id": s("Order id.")},
        ["order_id"],
        "r",
    ),
    tool(
        "cw2_deploy_certificate",
        "Install an issued certificate on its target and reload the service. A reload briefly drops idle "
        "connections. If the new certificate fails a post-deploy handshake check, the agent rolls back "
        "automatically and returns ROLLED_BACK with the handshake error; share that error with the user and do not "
        "redeploy until it is understood.",
        {"order_id": s("Order id."), "service": e("Service.", ["nginx", "apache", "haproxy", "iis", "custom"])},
        ["order_id", "service"],
        "w",
    ),
    tool(
        "cw2_revoke_certificate",
        "Revoke a certificate, e.g. after a key compromise. Clients reject it as soon as they refresh revocation "
        "data, so deploy a replacement first unless the key is known to be compromised. Confirm the serial number "
        "and reason with the user.",
        {
            "serial": s("Serial number."),
            "reason": e("Reason.", ["key_compromise", "superseded", "cessation_of_operation"]),
        },
        ["serial", "reason"],
        "d",
    ),
    tool(
        "cw2_check_endpoint",
        "Connect to a host and report the served chain, protocol versions and weak ciphers.",
        {"host": s("Hostname."), "port": n("Port.", minimum=1, maximum=65535)},
        ["host"],
        "ro",
    ),
    tool(
        "cw2_renewal_policy",
        "Show or set auto-renewal lead time for a certificate group.",
        {"group": s("Group."), "days_before_expiry": n("Lead time.", minimum=7, maximum=60)},
        ["group"],
        "wi",
    ),
    tool(
        "cw2_ct_log_watch",
        "Certificates for the organisation's domains seen in public Certificate Transparency logs that were not "
        "ordered through this server. Each may be legitimate (another team, a SaaS vendor) or a sign of "
        "mis-issuance; list them for the user to investigate.",
        {"domain": s("Domain."), "days": n("Look-back.", maximum=90)},
        ["domain"],
        "ro",
    ),
    tool(
        "cw2_export_inventory",
        "Export the certificate inventory as CSV (public data only).",
        {},
        (),
        "r",
    ),
    tool(
        "cw2_list_cas",
        "Configured issuers with their policies.",
        {},
        (),
        "r",
    ),
]

NETFENCE = [
    tool(
        "nf_list_rules",
        "List firewall rules for a policy in evaluation order, with hit counts over the last 30 days.",
        {"policy": s("Policy name."), "zone": s("Zone filter.")},
        ["policy"],
        "r",
    ),
    tool(
        "nf_propose_rule",
        "Stage a new or changed rule in a change set. Nothing takes effect until nf_commit_changes. Prefer the "
        "narrowest rule that works: specific source ranges, destination hosts and ports. Rules with source 'any' to "
        "management ports (22, 3389, 443 on admin interfaces) are rejected with TOO_BROAD. Example:\n"
        "policy: dc-edge\naction: allow\nsource: [10.20.0.0/16]\ndestination: [app-01]\nports: [tcp/8443]\n"
        "comment: CHG-4471 partner API",
        {
            "policy": s("Policy name."),
            "action": e("Action.", ["allow", "deny"]),
            "source": arr("Sources.", {"type": "string"}, minItems=1),
            "destination": arr("Destinations.", {"type": "string"}, minItems=1),
            "ports": arr("Ports, e.g. 'tcp/443'.", {"type": "string"}, minItems=1),
            "comment": s("Change reference."),
        },
        ["policy", "action", "source", "destination", "ports", "comment"],
        "w",
        title="Stage a firewall rule",
    ),
    tool(
        "nf_preview_changes",
        "Show the staged change set as a diff and the connections it would newly allow or block, based on the "
        "last 7 days of flow logs.",
        {"change_set": s("Change set id.")},
        ["change_set"],
        "r",
    ),
    tool(
        "nf_commit_changes",
        "Push a staged change set to the firewalls. A bad rule can cut off production traffic or your own "
        "management access.\n\nBefore committing:\n1. Run nf_preview_changes and walk the user through the diff.\n"
        "2. Confirm the change ticket and the maintenance window.\n3. Keep auto_rollback_minutes set (default 10): "
        "if nobody confirms with nf_confirm_commit in time, the previous configuration is restored. Do not disable "
        "it unless the user explicitly asks.",
        {
            "change_set": s("Change set id."),
            "auto_rollback_minutes": n("Minutes before automatic rollback.", minimum=0, maximum=60),
        },
        ["change_set"],
        "d",
    ),
    tool(
        "nf_confirm_commit",
        "Confirm a committed change after checking that traffic still flows, which cancels the automatic rollback.",
        {"change_set": s("Change set id.")},
        ["change_set"],
        "wi",
    ),
    tool(
        "nf_block_ip",
        "Add an address to the emergency blocklist for a limited time. Use for active attacks; entries expire "
        "automatically. Do not block ranges that include the organisation's own egress IPs (the tool refuses).",
        {"address": s("IP or CIDR."), "hours": n("Duration.", minimum=1, maximum=168), "reason": s("Reason.")},
        ["address", "hours", "reason"],
        "w",
    ),
    tool(
        "nf_flow_search",
        "Search flow logs by source, destination or port.",
        {
            "source": s("Source."),
            "destination": s("Destination."),
            "port": n("Port."),
            "since": s("Start.", format="date-time"),
        },
        (),
        "r",
    ),
    tool(
        "nf_unused_rules",
        "Rules with zero hits in 90 days, candidates for clean-up review.",
        {"policy": s("Policy name.")},
        ["policy"],
        "r",
    ),
    tool(
        "nf_discard_changes",
        "Discard a staged change set.",
        {"change_set": s("Change set id.")},
        ["change_set"],
        "di",
    ),
    tool(
        "nf_device_health",
        "CPU, session count and HA state of each firewall.",
        {},
        (),
        "r",
    ),
]

SERVERS = {
    "dossiersante": DOSSIERSANTE,
    "kanshi": KANSHI,
    "certwatch": CERTWATCH,
    "netfence": NETFENCE,
}
