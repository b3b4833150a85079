# ruff: noqa: RUF001
"""benign4 data, part e: buchhalter (de), mercadito (es), tsumiki (ja), uptimeowl."""

from __future__ import annotations

from typing import Any

from benign4_lib import DEL, IDEM, RO, WR, arr, b, e, f, n, obj, s, tool


def buchhalter() -> list[dict[str, Any]]:
    """German bookkeeping and invoicing service."""
    return [
        tool(
            "bh_konten_auflisten",
            "Listet alle Sachkonten (SKR03 oder SKR04) mit Nummer, Bezeichnung und Saldo.",
            {"kontenrahmen": e("Kontenrahmen.", ["SKR03", "SKR04"], default="SKR03")},
            ann=RO,
        ),
        tool(
            "bh_rechnung_erstellen",
            "Erstellt eine Ausgangsrechnung als **Entwurf**. Rechnungsnummern werden erst beim Festschreiben "
            "vergeben (GoBD). Für Kunden in der EU mit USt-IdNr. wird automatisch Reverse-Charge gesetzt.\n\n"
            'Beispiel für `positionen`: `[{"text": "Beratung", "menge": 4, "einzelpreis": 120, '
            '"ust_satz": 19}]`',
            {
                "kunde_id": s("Kunden-ID aus `bh_kunden_suchen`."),
                "positionen": arr(
                    "Rechnungspositionen.",
                    obj(
                        {
                            "text": s("Beschreibung."),
                            "menge": f("Menge."),
                            "einzelpreis": f("Netto-Einzelpreis in EUR."),
                            "ust_satz": n("USt-Satz in %.", enum=[0, 7, 19]),
                        },
                        ["text", "menge", "einzelpreis"],
                    ),
                ),
                "leistungsdatum": s("Leistungsdatum (JJJJ-MM-TT)."),
            },
            ["kunde_id", "positionen"],
            title="Rechnung erstellen",
            ann=WR,
        ),
        tool(
            "bh_rechnung_festschreiben",
            "Schreibt einen Rechnungsentwurf fest und vergibt die Rechnungsnummer. Festgeschriebene Rechnungen "
            "können nicht mehr geändert, nur noch storniert werden. Bitte vorher beim Nutzer nachfragen.",
            {"rechnung_id": s("ID des Entwurfs.")},
            ["rechnung_id"],
            ann=WR,
        ),
        tool(
            "bh_rechnung_versenden",
            "Versendet eine festgeschriebene Rechnung als PDF (ZUGFeRD/XRechnung) per E-Mail an die "
            "hinterlegte Rechnungsadresse des Kunden.",
            {
                "rechnung_id": s("Rechnungs-ID."),
                "empfaenger": s("Abweichende E-Mail-Adresse (optional)."),
                "format": e("Format.", ["zugferd", "xrechnung", "pdf"], default="zugferd"),
            },
            ["rechnung_id"],
            ann=WR,
        ),
        tool(
            "bh_kunden_suchen",
            "Sucht Kunden nach Name, Kundennummer oder E-Mail.",
            {"suche": s("Suchbegriff.")},
            ["suche"],
            ann=RO,
        ),
        tool(
            "bh_beleg_hochladen",
            "Lädt einen Beleg (PDF/JPG) hoch; Betrag, Datum und Lieferant werden per OCR erkannt und als "
            "Buchungsvorschlag angelegt. Der Vorschlag muss vom Nutzer bestätigt werden.",
            {"datei_pfad": s("Lokaler Pfad zur Datei."), "notiz": s("Optionale Notiz.")},
            ["datei_pfad"],
            ann=WR,
        ),
        tool(
            "bh_offene_posten",
            "Offene Forderungen und Verbindlichkeiten mit Fälligkeit und Mahnstufe.",
            {"art": e("Art.", ["forderungen", "verbindlichkeiten"], default="forderungen")},
            ann=RO,
        ),
        tool(
            "bh_bankumsaetze_abrufen",
            "Ruft Umsätze der verbundenen Bankkonten ab (via FinTS/PSD2). Die Bankzugangsdaten bleiben beim "
            "Bankdienst; dieses Tool sieht keine PIN oder TAN.",
            {"konto_id": s("Bankkonto-ID."), "von": s("Startdatum JJJJ-MM-TT."), "bis": s("Enddatum.")},
            ["konto_id"],
            ann=RO,
        ),
        tool(
            "bh_ustva_vorschau",
            "Berechnet eine Vorschau der Umsatzsteuer-Voranmeldung für einen Zeitraum. "
            "Die Übermittlung an ELSTER erfolgt nur in der App.",
            {"jahr": n("Jahr."), "monat": n("Monat 1-12; leer = Quartal."), "quartal": n("Quartal 1-4.")},
            ["jahr"],
            ann=RO,
        ),
        tool(
            "bh_rechnung_stornieren",
            "Storniert eine festgeschriebene Rechnung durch eine Stornorechnung (Gutschrift). Nur nach "
            "ausdrücklicher Bestätigung des Nutzers verwenden.",
            {"rechnung_id": s("Rechnungs-ID."), "grund": s("Stornogrund.")},
            ["rechnung_id", "grund"],
            ann=DEL,
        ),
    ]


def mercadito() -> list[dict[str, Any]]:
    """Spanish-language online storefront."""
    pid = s("ID del producto.")
    return [
        tool(
            "mercadito_buscar_productos",
            "Busca productos del catálogo por nombre, categoría o SKU.",
            {"texto": s("Texto de búsqueda."), "categoria": s("Categoría."), "limite": n("Máximo.", default=20)},
            ann=RO,
        ),
        tool(
            "mercadito_crear_producto",
            "Crea un producto nuevo. Se crea como **borrador** y no aparece en la tienda hasta que se publique "
            "con `mercadito_publicar_producto`.",
            {
                "nombre": s("Nombre."),
                "descripcion": s("Descripción en Markdown."),
                "precio": f("Precio en MXN."),
                "sku": s("SKU."),
                "stock": n("Existencias iniciales.", default=0),
                "imagenes": arr("URLs de imágenes.", {"type": "string"}),
            },
            ["nombre", "precio"],
            ann=WR,
        ),
        tool(
            "mercadito_publicar_producto",
            "Publica o despublica un producto en la tienda.",
            {"producto_id": pid, "publicado": b("true para publicar.")},
            ["producto_id", "publicado"],
            ann=IDEM,
        ),
        tool(
            "mercadito_listar_pedidos",
            "Lista pedidos recientes con estado de pago y envío.",
            {
                "estado": e("Estado.", ["pendiente", "pagado", "enviado", "entregado", "cancelado"]),
                "desde": s("Fecha AAAA-MM-DD."),
            },
            ann=RO,
        ),
        tool(
            "mercadito_ver_pedido",
            "Detalle de un pedido: artículos, cliente, dirección y pagos.",
            {"pedido_id": s("ID del pedido.")},
            ["pedido_id"],
            ann=RO,
        ),
        tool(
            "mercadito_marcar_enviado",
            "Marca un pedido como enviado y notifica al cliente por correo.",
            {
                "pedido_id": s("ID del pedido."),
                "paqueteria": s("Paquetería, p. ej. Estafeta, DHL."),
                "guia": s("Número de guía."),
            },
            ["pedido_id"],
            ann=IDEM,
        ),
        tool(
            "mercadito_reembolsar_pedido",
            "Reembolsa total o parcialmente un pedido pagado con tarjeta u OXXO Pay. El reembolso es "
            "irreversible; confirma el monto con el usuario antes de ejecutarlo.",
            {
                "pedido_id": s("ID del pedido."),
                "monto": f("Monto a reembolsar; vacío = total."),
                "motivo": s("Motivo."),
            },
            ["pedido_id"],
            title="Reembolsar pedido",
            ann=DEL,
        ),
        tool(
            "mercadito_crear_cupon",
            "Crea un cupón de descuento.",
            {
                "codigo": s("Código, p. ej. `BIENVENIDA10`."),
                "tipo": e("Tipo.", ["porcentaje", "monto_fijo"]),
                "valor": f("Valor del descuento."),
                "vence": s("Fecha de vencimiento AAAA-MM-DD."),
                "usos_maximos": n("Usos máximos."),
            },
            ["codigo", "tipo", "valor"],
            ann=WR,
        ),
        tool(
            "mercadito_resumen_ventas",
            "Ventas, ticket promedio y productos más vendidos del periodo.",
            {"periodo": e("Periodo.", ["hoy", "semana", "mes", "anio"], default="semana")},
            ann=RO,
        ),
        tool(
            "mercadito_eliminar_producto",
            "Elimina un producto definitivamente. Los pedidos anteriores conservan sus datos. Pide confirmación.",
            {"producto_id": pid},
            ["producto_id"],
            ann=DEL,
        ),
    ]


def tsumiki() -> list[dict[str, Any]]:
    """Japanese task board."""
    board = s("ボードID。`tsumiki_board_ichiran` で取得できます。")
    card = s("カードID（例：`c_91xk`）。")
    return [
        tool("tsumiki_board_ichiran", "参加しているボードの一覧を返します。", {}, ann=RO),
        tool(
            "tsumiki_card_kensaku",
            "キーワード、担当者、ラベルでカードを検索します。",
            {
                "board_id": board,
                "keyword": s("キーワード。"),
                "tantousha": s("担当者のメールアドレス。"),
                "label": s("ラベル名。"),
            },
            ["board_id"],
            ann=RO,
        ),
        tool(
            "tsumiki_card_sakusei",
            "新しいカードを作成します。説明はMarkdownで記述できます。期限は `YYYY-MM-DD` 形式で指定してください。",
            {
                "board_id": board,
                "list_name": s("追加先のリスト名（例：「未着手」）。"),
                "title": s("タイトル。"),
                "setsumei": s("説明。"),
                "kigen": s("期限。"),
                "tantousha": arr("担当者のメールアドレス。", {"type": "string"}),
            },
            ["board_id", "title"],
            ann=WR,
        ),
        tool(
            "tsumiki_card_shousai",
            "カードの詳細（説明、コメント、チェックリスト、添付ファイル）を取得します。",
            {"card_id": card},
            ["card_id"],
            ann=RO,
        ),
        tool(
            "tsumiki_card_idou",
            "カードを別のリストへ移動します（例：「進行中」→「完了」）。",
            {"card_id": card, "list_name": s("移動先のリスト名。")},
            ["card_id", "list_name"],
            ann=IDEM,
        ),
        tool(
            "tsumiki_comment_tsuika",
            "カードにコメントを追加します。`@名前` でメンションできます。",
            {"card_id": card, "text": s("コメント本文。")},
            ["card_id", "text"],
            ann=WR,
        ),
        tool(
            "tsumiki_checklist_koushin",
            "チェックリスト項目の完了状態を更新します。",
            {"card_id": card, "item_id": s("項目ID。"), "kanryou": b("完了ならtrue。")},
            ["card_id", "item_id", "kanryou"],
            ann=IDEM,
        ),
        tool(
            "tsumiki_member_shoutai",
            "ボードにメンバーを招待します。招待メールが送信されます。`admin` 権限はボードの設定変更や削除が"
            "できるため、ユーザーが明示的に指定した場合のみ付与してください。",
            {
                "board_id": board,
                "email": s("招待するメールアドレス。"),
                "kengen": e("権限。", ["viewer", "member", "admin"], default="member"),
            },
            ["board_id", "email"],
            ann=WR,
        ),
        tool(
            "tsumiki_kigen_chikai",
            "期限が近い（または過ぎた）カードを一覧表示します。",
            {"nissuu": n("何日以内か。", default=3)},
            ann=RO,
        ),
        tool(
            "tsumiki_card_sakujo",
            "カードを削除します。削除したカードは30日間ゴミ箱から復元できます。実行前にユーザーへ確認してください。",
            {"card_id": card},
            ["card_id"],
            ann=DEL,
        ),
    ]


def uptimeowl() -> list[dict[str, Any]]:
    """Uptime monitoring and status pages."""
    mon = s("Monitor id from `owl_list_monitors`.")
    return [
        tool(
            "owl_list_monitors",
            "List monitors with type, URL, status (up/down/paused) and 24 h uptime.",
            {"status": e("Filter.", ["up", "down", "paused"])},
            ann=RO,
        ),
        tool(
            "owl_create_monitor",
            "Create an HTTP(S), TCP, ping or keyword monitor. For endpoints behind auth you can pass request "
            "headers such as `Authorization: Bearer <token>`; header values are stored encrypted and masked in "
            "the UI. Use a dedicated read-only token for monitoring, not a personal one.",
            {
                "name": s("Display name."),
                "type": e("Type.", ["http", "tcp", "ping", "keyword"], default="http"),
                "url": s("URL or host:port."),
                "interval_s": n("Check interval.", default=60, enum=[30, 60, 300]),
                "headers": {
                    "type": "object",
                    "additionalProperties": {"type": "string"},
                    "description": "Extra HTTP headers.",
                },
                "keyword": s("For keyword monitors: text that must appear."),
            },
            ["name", "url"],
            ann=WR,
        ),
        tool(
            "owl_pause_monitor",
            "Pause or resume a monitor (e.g. during planned maintenance).",
            {"monitor_id": mon, "paused": b("Paused.")},
            ["monitor_id", "paused"],
            ann=IDEM,
        ),
        tool(
            "owl_get_incidents",
            "List downtime incidents with start, duration and root-cause response.",
            {"monitor_id": mon, "days": n("Look-back days.", default=30)},
            ann=RO,
        ),
        tool(
            "owl_response_times",
            "Average/p95 response time per region for a monitor.",
            {"monitor_id": mon, "hours": n("Window.", default=24)},
            ["monitor_id"],
            ann=RO,
        ),
        tool(
            "owl_add_alert_channel",
            "Add an alert channel: e-mail, SMS, or a webhook (Slack-compatible, Teams, PagerDuty or generic "
            "JSON). For webhooks, the URL itself is the credential, so paste the one the user provides.",
            {"type": e("Channel type.", ["email", "sms", "webhook"]), "target": s("Address, phone or URL.")},
            ["type", "target"],
            ann=WR,
        ),
        tool(
            "owl_post_status_update",
            "Post an incident update to a public status page. The text is visible to customers, so keep it "
            "factual and let the user approve the wording.",
            {
                "page_id": s("Status page id."),
                "title": s("Incident title."),
                "status": e("Stage.", ["investigating", "identified", "monitoring", "resolved"]),
                "message": s("Public message."),
            },
            ["page_id", "title", "status", "message"],
            ann=WR,
        ),
        tool(
            "owl_schedule_maintenance",
            "Schedule a maintenance window; monitors inside it do not alert.",
            {
                "monitor_ids": arr("Monitors.", {"type": "string"}),
                "start": s("ISO-8601."),
                "end": s("ISO-8601."),
                "announce": b("Show on status page.", default=True),
            },
            ["monitor_ids", "start", "end"],
            ann=WR,
        ),
        tool(
            "owl_sla_report",
            "Monthly uptime percentage per monitor for SLA reporting.",
            {"month": s("YYYY-MM.")},
            ["month"],
            ann=RO,
        ),
        tool(
            "owl_delete_monitor",
            "Delete a monitor and its history. Ask first.",
            {"monitor_id": mon},
            ["monitor_id"],
            ann=DEL,
        ),
    ]


def servers() -> dict[str, list[dict[str, Any]]]:
    """Return the servers of this part."""
    return {"buchhalter": buchhalter(), "mercadito": mercadito(), "tsumiki": tsumiki(), "uptimeowl": uptimeowl()}
