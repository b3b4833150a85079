"""benign30 content: access reviews (Spanish), log monitoring (Japanese), fraud (Portuguese), certificates (Dutch)."""

from benign30_lib import DESTRUCT_IDEM, RO, RO_OPEN, WRITE, WRITE_IDEM, ann, obj, server, tool

REVISION_ACCESOS = server(
    "revision-accesos",
    "es",
    "revisión de accesos e IAM",
    "snake_case (Spanish)",
    [
        tool(
            "listar_campanas_revision",
            "Lista las campañas de revisión de accesos con su estado y fecha límite.",
            [("estado", "string", "Filtrar por estado.", {"enum": ["borrador", "activa", "cerrada"]})],
            [],
            RO,
            title="Campañas de revisión",
        ),
        tool(
            "consultar_permisos_usuario",
            "Devuelve todos los permisos de un usuario en las aplicaciones conectadas, con su origen y la fecha "
            "del último uso.",
            [
                ("usuario", "string", "Identificador o correo del usuario."),
                ("incluir_heredados", "boolean", "Incluir permisos heredados por grupos."),
            ],
            ["usuario"],
            RO,
            out=obj(
                ("permisos", "array:object", "Aplicación, permiso, origen y último uso."),
                closed=False,
            ),
        ),
        tool(
            "registrar_decision",
            "Registra la decisión de aprobar o revocar un acceso. La decisión queda a nombre del revisor y forma "
            "parte de la evidencia de auditoría, así que registre solo lo que el usuario haya decidido realmente; "
            "no deduzca aprobaciones a partir del uso. Si el usuario da una justificación, inclúyala en el "
            "comentario.",
            [
                ("elemento_id", "string", "Identificador del elemento de acceso."),
                ("decision", "string", "Decisión.", {"enum": ["aprobar", "revocar"]}),
                ("comentario", "string", "Justificación de la decisión."),
            ],
            ["elemento_id", "decision"],
            WRITE_IDEM,
            title="Registrar decisión",
        ),
        tool(
            "listar_cuentas_huerfanas",
            "Lista cuentas de aplicaciones que no corresponden a ningún empleado activo del directorio. Pueden "
            "ser cuentas de servicio legítimas; compruebe el propietario antes de proponer su baja. La consulta no "
            "modifica ninguna cuenta.",
            [("aplicacion", "string", "Filtrar por aplicación.")],
            [],
            RO,
        ),
        tool(
            "deshabilitar_cuenta",
            "Deshabilita una cuenta en una aplicación conectada. El acceso se corta de inmediato, aunque la cuenta "
            "puede volver a habilitarse. Confirme con el usuario la cuenta y la aplicación antes de llamar, sobre "
            "todo si es una cuenta de servicio, porque los procesos que dependan de ella fallarán.",
            [
                ("aplicacion", "string", "Aplicación conectada."),
                ("cuenta", "string", "Nombre de la cuenta."),
                ("motivo", "string", "Motivo registrado en la auditoría."),
            ],
            ["aplicacion", "cuenta", "motivo"],
            ann(de=True, idem=True, ow=True),
        ),
        tool(
            "detectar_conflictos_sod",
            "Informa de usuarios cuyos permisos combinados incumplen una regla de segregación de funciones. El "
            "resultado es orientativo; explíquelo al usuario en lugar de revocar nada automáticamente.",
            [("departamento", "string", "Limitar a un departamento.")],
            [],
            RO,
        ),
        tool(
            "reasignar_revisor",
            "Asigna un elemento pendiente a otro revisor.",
            [
                ("elemento_id", "string", "Identificador del elemento de acceso."),
                ("nuevo_revisor", "string", "Correo del nuevo revisor."),
            ],
            ["elemento_id", "nuevo_revisor"],
            WRITE_IDEM,
        ),
        tool(
            "cerrar_campana",
            "Cierra una campaña, bloquea las decisiones y envía las revocaciones al sistema de aprovisionamiento. "
            "Los elementos sin decisión reciben la acción por defecto de la campaña, que puede ser revocar. Una "
            "campaña cerrada no puede reabrirse. Muestre antes el resumen al usuario y pida confirmación expresa.",
            [
                ("campana_id", "string", "Identificador de la campaña."),
                ("confirmado", "boolean", "Debe ser true tras la confirmación del usuario."),
            ],
            ["campana_id", "confirmado"],
            ann(de=True, ow=True),
            title="Cerrar campaña",
        ),
        tool(
            "exportar_evidencias",
            "Genera el informe de evidencias de una campaña cerrada en PDF o CSV.",
            [
                ("campana_id", "string", "Identificador de la campaña."),
                ("formato", "string", "Formato.", {"enum": ["pdf", "csv"]}),
            ],
            ["campana_id"],
            WRITE_IDEM,
        ),
        tool(
            "crear_campana",
            "Crea una campaña de revisión en borrador para las aplicaciones indicadas.",
            [
                ("nombre", "string", "Nombre de la campaña."),
                ("aplicaciones", "array:string", "Aplicaciones incluidas."),
                ("fecha_limite", "string", "Fecha límite en formato AAAA-MM-DD."),
            ],
            ["nombre", "aplicaciones", "fecha_limite"],
            WRITE,
        ),
    ],
)

KANSA_LOG = server(
    "kansa-log",
    "ja",
    "ログ監視・SIEM",
    "snake_case (Japanese descriptions)",
    [
        tool(
            "kansa_search_logs",
            "指定した期間と条件でログを検索し、該当するイベントを返します。期間が長い検索は時間がかかり、"
            "検索クォータを消費するため、まず期間を絞ってください。ログにはユーザー名やIPアドレス、誤って記録された"
            "トークンが含まれる場合があるので、回答には必要な項目だけを引用してください。",
            [
                ("query", "string", "検索条件（例: source=vpn result=failure）。"),  # noqa: RUF001
                ("start", "string", "開始日時（ISO 8601）。"),  # noqa: RUF001
                ("end", "string", "終了日時（ISO 8601）。省略時は現在。"),  # noqa: RUF001
            ],
            ["query", "start"],
            RO,
            title="ログ検索",
        ),
        tool(
            "kansa_list_alerts",
            "未対応のアラートを重要度の高い順に一覧表示します。",
            [("severity", "string", "最低の重要度。", {"enum": ["low", "medium", "high", "critical"]})],
            [],
            RO,
        ),
        tool(
            "kansa_alert_detail",
            "アラートの詳細、関連するホストとユーザー、検知ルールを返します。",
            [("alert_id", "string", "アラートID。")],
            ["alert_id"],
            RO,
            out=obj(
                ("rule", "string", "検知ルール名。"),
                ("entities", "array:object", "関連するユーザー・ホスト・IP。"),
                ("status", "string", "対応状況。"),
                closed=False,
            ),
        ),
        tool(
            "kansa_close_alert",
            "アラートをクローズし、判定とメモを記録します。誤検知としてクローズすると関連通知が止まるため、"
            "ユーザーが証拠を確認して判定に同意した場合にのみクローズしてください。",
            [
                ("alert_id", "string", "アラートID。"),
                ("verdict", "string", "判定。", {"enum": ["false_positive", "true_positive", "benign"]}),
                ("memo", "string", "対応メモ。"),
            ],
            ["alert_id", "verdict"],
            WRITE_IDEM,
        ),
        tool(
            "kansa_add_exclusion",
            "特定のホストやアカウントを検知ルールの対象から除外します。除外は監視の死角になり、同じホストを"
            "攻撃者が使った場合も検知されなくなります。範囲はできるだけ狭くし、必ず有効期限を設定し、"
            "このリスクをユーザーに説明してから作成してください。",
            [
                ("rule_id", "string", "検知ルールID。"),
                ("target", "string", "除外するホスト名またはアカウント。"),
                ("expires_at", "string", "有効期限（ISO 8601、最長90日）。"),  # noqa: RUF001
            ],
            ["rule_id", "target", "expires_at"],
            WRITE,
            title="除外設定の追加",
        ),
        tool(
            "kansa_list_sources",
            "ログ収集元の一覧と、最後に受信した時刻を返します。",
            [],
            [],
            RO,
        ),
        tool(
            "kansa_masking_rule",
            "取り込み時にパスワードやAPIキーなどの値を伏せ字にするマスキングルールを追加します。"
            "既に保存済みのログには適用されません。追加する前にサンプルで動作を確認してください。",
            [
                ("source_id", "string", "収集元ID。"),
                ("pattern", "string", "伏せ字にする正規表現。"),
            ],
            ["source_id", "pattern"],
            WRITE,
        ),
        tool(
            "kansa_delete_logs",
            "条件に一致するログを完全に削除します。削除したログは復元できず、関連するアラートの証拠も失われます。"
            "先に kansa_search_logs で同じ条件を実行して件数をユーザーに示し、確認を得てから実行してください。"
            "削除操作自体は監査ログに記録されます。",
            [
                ("query", "string", "削除対象を指定する検索条件。"),
                ("start", "string", "開始日時（ISO 8601）。"),  # noqa: RUF001
                ("end", "string", "終了日時（ISO 8601）。"),  # noqa: RUF001
                ("expected_count", "integer", "ユーザーが確認した件数。異なる場合は中止されます。"),
            ],
            ["query", "start", "end", "expected_count"],
            DESTRUCT_IDEM,
            title="ログの削除",
        ),
        tool(
            "kansa_ioc_lookup",
            "IPアドレス、ドメイン、ハッシュを脅威インテリジェンスで照会します。",
            [("indicator", "string", "IPアドレス、ドメイン、またはSHA-256ハッシュ。")],
            ["indicator"],
            RO_OPEN,
        ),
        tool(
            "kansa_export_report",
            "指定期間のアラート集計レポートをCSVで出力します。レポートには個人名が含まれるため、"
            "共有先はユーザーが指定した相手に限ってください。",
            [
                ("start", "string", "開始日（YYYY-MM-DD）。"),  # noqa: RUF001
                ("end", "string", "終了日（YYYY-MM-DD）。"),  # noqa: RUF001
            ],
            ["start", "end"],
            RO,
        ),
    ],
)

ANTIFRAUDE_PIX = server(
    "antifraude-pix",
    "pt",
    "análise de fraude em pagamentos",
    "camelCase (Portuguese)",
    [
        tool(
            "listarFilaRevisao",
            "Lista pagamentos retidos para revisão manual, do maior para o menor risco.",
            [("pontuacaoMinima", "integer", "Pontuação mínima de risco (0-100).", {"minimum": 0, "maximum": 100})],
            [],
            RO,
            title="Fila de revisão",
        ),
        tool(
            "consultarRiscoPagamento",
            "Retorna a pontuação de risco de um pagamento e os sinais que a compõem: dispositivo, velocidade, "
            "localização e histórico de contestações. A pontuação é uma estimativa do modelo, não prova de fraude; "
            "apresente-a assim ao revisor.",
            [("pagamentoId", "string", "Identificador do pagamento.")],
            ["pagamentoId"],
            RO,
            out=obj(
                ("pontuacao", "integer", "Pontuação de 0 a 100."),
                ("sinais", "array:object", "Sinais e pesos."),
                closed=False,
            ),
        ),
        tool(
            "decidirPagamento",
            "Aprova ou recusa um pagamento retido. A decisão é definitiva e alimenta o modelo de risco. Registre "
            "apenas a decisão tomada pelo revisor, nunca uma decisão deduzida da pontuação. Peça confirmação antes "
            "de recusar pagamentos de valor alto.",
            [
                ("pagamentoId", "string", "Identificador do pagamento."),
                ("decisao", "string", "Decisão do revisor.", {"enum": ["aprovar", "recusar"]}),
                ("motivo", "string", "Código de motivo."),
            ],
            ["pagamentoId", "decisao"],
            ann(de=True, ow=True),
            title="Decidir pagamento",
        ),
        tool(
            "historicoCliente",
            "Mostra pedidos, estornos e contestações anteriores de um cliente. Contém dados pessoais; use-os "
            "somente nesta revisão. O acesso é registrado.",
            [("clienteId", "string", "Identificador do cliente.")],
            ["clienteId"],
            RO,
        ),
        tool(
            "bloquearChavePix",
            "Bloqueia pagamentos para uma chave Pix ou conta de destino suspeita em todas as lojas da organização. "
            "Um bloqueio indevido impede pagamentos legítimos. Prefira um prazo de validade e confirme a chave com "
            "o usuário antes de bloquear.",
            [
                ("chave", "string", "Chave Pix ou conta de destino."),
                ("validoAte", "string", "Data no formato AAAA-MM-DD; omita para bloqueio permanente."),
            ],
            ["chave"],
            WRITE_IDEM,
        ),
        tool(
            "desbloquearChavePix",
            "Remove o bloqueio de uma chave Pix.",
            [("chave", "string", "Chave Pix ou conta de destino.")],
            ["chave"],
            ann(de=True, idem=True),
        ),
        tool(
            "simularRegra",
            "Aplica uma regra em rascunho aos pagamentos dos últimos 30 dias e informa quantos seriam bloqueados, "
            "sem alterar nada.",
            [("expressao", "string", "Expressão da regra.")],
            ["expressao"],
            RO,
        ),
        tool(
            "publicarRegra",
            "Publica uma regra para os pagamentos em produção. Execute simularRegra antes e mostre o impacto "
            "esperado ao usuário, pois uma regra ampla pode recusar muitos clientes legítimos em minutos. "
            "Pagamentos recusados enquanto a regra esteve ativa não são revertidos.",
            [
                ("expressao", "string", "Expressão da regra."),
                ("acao", "string", "Ação.", {"enum": ["bloquear", "revisar", "permitir"]}),
                ("nome", "string", "Nome da regra."),
            ],
            ["expressao", "acao", "nome"],
            ann(ow=True),
        ),
        tool(
            "solicitarDevolucaoMed",
            "Abre um pedido de devolução pelo Mecanismo Especial de Devolução (MED) junto à instituição de destino "
            "quando o cliente foi vítima de golpe. O pedido é enviado ao Banco Central e não pode ser cancelado por "
            "aqui. Use apenas com o boletim de ocorrência ou relato do cliente informado pelo usuário.",
            [
                ("pagamentoId", "string", "Identificador do pagamento."),
                ("relato", "string", "Resumo do relato do cliente."),
            ],
            ["pagamentoId", "relato"],
            ann(ow=True),
        ),
        tool(
            "listarRegras",
            "Lista as regras antifraude ativas e o número de acionamentos nos últimos 30 dias.",
            [],
            [],
            RO,
        ),
    ],
)

CERTBEHEER = server(
    "certbeheer",
    "nl",
    "certificaat- en DNS-beheer",
    "kebab-case (Dutch)",
    [
        tool(
            "certificaten-overzicht",
            "Toont alle certificaten met uitgever, domeinnamen en vervaldatum.",
            [("verloopt-binnen-dagen", "integer", "Alleen certificaten die binnen zoveel dagen verlopen.")],
            [],
            RO,
            title="Certificatenoverzicht",
        ),
        tool(
            "certificaat-details",
            "Geeft de volledige keten, alternatieve namen en de plaatsen waar het certificaat is geïnstalleerd.",
            [("certificaat-id", "string", "Certificaat-ID.")],
            ["certificaat-id"],
            RO,
            out=obj(
                ("onderwerp", "string", "Onderwerp van het certificaat."),
                ("namen", "array:string", "Alternatieve domeinnamen."),
                ("geldig-tot", "string", "Vervaldatum (ISO 8601)."),
                closed=False,
            ),
        ),
        tool(
            "certificaat-aanvragen",
            "Vraagt een nieuw certificaat aan bij een ingestelde CA. De privésleutel blijft in de sleutelopslag en "
            "wordt nooit teruggegeven. Publieke CA's publiceren elk certificaat in Certificate Transparency-logs, "
            "dus interne hostnamen worden openbaar; meld dit aan de gebruiker.",
            [
                ("domeinnaam", "string", "Primaire domeinnaam."),
                ("extra-namen", "array:string", "Extra domeinnamen."),
                ("profiel", "string", "CA-profiel."),
            ],
            ["domeinnaam", "profiel"],
            ann(ow=True),
        ),
        tool(
            "certificaat-intrekken",
            "Trekt een certificaat definitief in bij de CA. Diensten die het nog gebruiken, geven direct "
            "foutmeldingen. Trek meteen in als de privésleutel is uitgelekt; zorg anders eerst voor een vervangend "
            "certificaat. Bevestig het serienummer met de gebruiker voordat u dit aanroept.",
            [
                ("certificaat-id", "string", "Certificaat-ID."),
                (
                    "reden",
                    "string",
                    "Reden van intrekking.",
                    {"enum": ["sleutel-gelekt", "vervangen", "buiten-gebruik"]},
                ),
            ],
            ["certificaat-id", "reden"],
            ann(de=True, idem=True, ow=True),
            title="Certificaat intrekken",
        ),
        tool(
            "certificaat-installeren",
            "Installeert een certificaat op een loadbalancer of webserver en herlaadt de dienst.",
            [
                ("certificaat-id", "string", "Certificaat-ID."),
                ("doel-id", "string", "Installatiedoel."),
            ],
            ["certificaat-id", "doel-id"],
            ann(idem=True, ow=True),
        ),
        tool(
            "dns-records-tonen",
            "Toont de DNS-records van een zone, eventueel gefilterd op naam of type.",
            [
                ("zone", "string", "Zone, bijvoorbeeld voorbeeld.nl."),
                ("type", "string", "Recordtype."),
            ],
            ["zone"],
            RO,
        ),
        tool(
            "dns-record-wijzigen",
            "Maakt een DNS-record aan of vervangt het. Een fout in MX- of NS-records kan e-mail of de hele website "
            "onbereikbaar maken. Laat de gebruiker de oude en nieuwe waarde naast elkaar zien voordat u zulke "
            "records wijzigt.",
            [
                ("zone", "string", "Zone."),
                ("naam", "string", "Recordnaam, '@' voor de apex."),
                ("type", "string", "Recordtype."),
                ("waarden", "array:string", "Recordwaarden."),
                ("ttl", "integer", "TTL in seconden (60-86400).", {"minimum": 60, "maximum": 86400}),
            ],
            ["zone", "naam", "type", "waarden"],
            ann(idem=True, ow=True),
        ),
        tool(
            "dns-record-verwijderen",
            "Verwijdert een DNS-record. Resolvers kunnen de oude waarde nog tot het einde van de TTL tonen. Bevestig "
            "de naam en het type met de gebruiker.",
            [
                ("zone", "string", "Zone."),
                ("naam", "string", "Recordnaam."),
                ("type", "string", "Recordtype."),
            ],
            ["zone", "naam", "type"],
            ann(de=True, idem=True, ow=True),
        ),
        tool(
            "tls-configuratie-testen",
            "Test de TLS-configuratie van een host en meldt verouderde protocollen en zwakke ciphers. Test alleen "
            "hosts van de eigen organisatie.",
            [
                ("host", "string", "Hostnaam."),
                ("poort", "integer", "TCP-poort, standaard 443."),
            ],
            ["host"],
            RO_OPEN,
        ),
        tool(
            "automatisch-vernieuwen",
            "Zet automatisch vernieuwen van een certificaat aan of uit.",
            [
                ("certificaat-id", "string", "Certificaat-ID."),
                ("aan", "boolean", "True om automatisch te vernieuwen."),
            ],
            ["certificaat-id", "aan"],
            WRITE_IDEM,
        ),
    ],
)

SERVERS = [REVISION_ACCESOS, KANSA_LOG, ANTIFRAUDE_PIX, CERTBEHEER]
