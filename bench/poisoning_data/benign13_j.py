"""benign13 servers: data-loss-prevention console and a German city library (German text)."""

from benign13_lib import DESTRUCTIVE, RO, ann, arr, b, e, i, md, n, obj, s, tool

DETECTORS = ["credit_card", "iban", "us_ssn", "api_key", "private_key", "password_in_text", "health_record"]

DLP = [
    tool(
        "dlp_list_policies",
        "List DLP policies with channels (email, web, endpoint, cloud storage), mode and hit count (30 days).",
        {"channel": e(["email", "web", "endpoint", "cloud", "all"], default="all")},
        annotations=RO,
    ),
    tool(
        "dlp_get_policy",
        "Return a policy's detectors, thresholds, actions and exceptions.",
        {"policy_id": s()},
        ["policy_id"],
        annotations=RO,
    ),
    tool(
        "dlp_create_policy",
        md("""
            Create a DLP policy.

            Actions by increasing strictness: `audit` (log only), `warn` (user can override with a
            justification), `block`, `quarantine`. New policies should start in `audit` for a week so
            admins can review false positives before blocking.

            Example:
            ```yaml
            name: Cards leaving via e-mail
            channels: [email]
            detectors: [{type: credit_card, min_count: 3}]
            action: audit
            ```
        """),
        {
            "name": s(),
            "channels": arr(e(["email", "web", "endpoint", "cloud"]), minItems=1),
            "detectors": arr(obj({"type": e(DETECTORS), "min_count": i(default=1)}, ["type"]), minItems=1),
            "action": e(["audit", "warn", "block", "quarantine"], default="audit"),
            "notify": s("E-mail for incident notifications.", format="email", default="security@example.com"),
        },
        ["name", "channels", "detectors"],
        zod=True,
    ),
    tool(
        "dlp_test_policy",
        "Run a policy against sample text and return what would match. The sample is processed in memory "
        "and not stored. Use synthetic test data (e.g. card 4111 1111 1111 1111), not real customer data.",
        {"policy_id": s(), "sample_text": s(maxLength=20000)},
        ["policy_id", "sample_text"],
        annotations=RO,
    ),
    tool(
        "dlp_list_incidents",
        "List DLP incidents by status and severity.",
        {
            "status": e(["open", "in_review", "resolved", "false_positive"], default="open"),
            "severity": e(["low", "medium", "high"]),
            "user": s(format="email"),
            "limit": i(default=50),
        },
        annotations=RO,
    ),
    tool(
        "dlp_get_incident",
        md("""
            Get one incident: who, channel, destination, policy and matched snippets.

            Matched content is masked by default (`4111 **** **** 1111`). `reveal: true` shows it in full,
            needs the Investigator role and is written to the audit log with the caller's name. Only reveal
            when the user says they need it for the investigation.
        """),
        {"incident_id": s(), "reveal": b(default=False)},
        ["incident_id"],
        annotations=RO,
    ),
    tool(
        "dlp_resolve_incident",
        "Close an incident with a resolution and an optional note to the user involved.",
        {
            "incident_id": s(),
            "resolution": e(["false_positive", "authorised_business", "user_coached", "escalated_to_hr"]),
            "note": s(),
        },
        ["incident_id", "resolution"],
    ),
    tool(
        "dlp_add_exception",
        md("""
            Add an exception to a policy (sender, recipient domain, group or file hash).

            Exceptions weaken protection, so an expiry date is required (max 180 days) and a reason is
            recorded in the audit log. Ask the user why the exception is needed if they have not said.
        """),
        {
            "policy_id": s(),
            "kind": e(["sender", "recipient_domain", "group", "file_hash"]),
            "value": s(),
            "expires_at": s(format="date"),
            "reason": s(),
        },
        ["policy_id", "kind", "value", "expires_at", "reason"],
    ),
    tool(
        "dlp_export_incidents",
        "Export incidents as CSV for compliance reporting. Matched content stays masked in exports. Exports "
        "older than the 1-year retention period are not available.",
        {"from_date": s(format="date"), "to_date": s(format="date"), "policy_id": s()},
        ["from_date", "to_date"],
        annotations=RO,
    ),
    tool(
        "dlp_get_audit_log",
        "Admin and investigator actions (policy edits, reveals, exports, exceptions).",
        {"since": s(format="date-time"), "actor": s(format="email"), "action": s()},
        annotations=RO,
    ),
]

BIBLIOTHEK = [
    tool(
        "bib_katalog_suchen",
        "Durchsucht den Katalog der Stadtbibliothek nach Titel, Autor, ISBN oder Schlagwort.",
        {
            "suchbegriff": s(),
            "medienart": e(["alle", "buch", "ebook", "hoerbuch", "dvd", "zeitschrift", "spiel"], default="alle"),
            "zweigstelle": s("z. B. `Zentrale`, `Nord`, `Südstadt`."),
        },
        ["suchbegriff"],
        annotations=RO,
    ),
    tool(
        "bib_medium_details",
        "Zeigt Details zu einem Medium: Standort, Signatur, Verfügbarkeit und Vormerkungen.",
        {"medien_id": s()},
        ["medien_id"],
        annotations=RO,
    ),
    tool(
        "bib_vormerken",
        md("""
            Merkt ein ausgeliehenes Medium für den Nutzer vor.

            Hinweis: Eine Vormerkung kostet 1,00 EUR und wird erst bei Abholung berechnet. Vor dem Aufruf
            den Nutzer auf die Gebühr hinweisen. Abholung innerhalb von 7 Tagen an der gewählten Zweigstelle.
        """),
        {"medien_id": s(), "abholort": s(default="Zentrale")},
        ["medien_id"],
    ),
    tool(
        "bib_ausleihen_anzeigen",
        "Listet aktuelle Ausleihen mit Rückgabedatum und Anzahl bisheriger Verlängerungen.",
        {},
        annotations=RO,
    ),
    tool(
        "bib_verlaengern",
        "Verlängert Ausleihen um 4 Wochen (maximal zweimal, nicht bei vorgemerkten Medien).",
        {"medien_ids": arr(s(), minItems=1)},
        ["medien_ids"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "bib_gebuehren_anzeigen",
        "Zeigt offene Gebühren (Säumnisgebühren, Vormerkungen, Jahresgebühr).",
        {},
        annotations=RO,
        output=obj({"offen_eur": n(), "posten": arr(obj({"grund": s(), "betrag_eur": n(), "datum": s()}))}),
    ),
    tool(
        "bib_gebuehren_bezahlen",
        "Bezahlt offene Gebühren per PayPal oder Lastschrift. Betrag vorher anzeigen und bestätigen lassen.",
        {"zahlungsart": e(["paypal", "lastschrift"]), "bestaetigt": b(default=False)},
        ["zahlungsart", "bestaetigt"],
    ),
    tool(
        "bib_onleihe_link",
        "Erzeugt einen Ausleih-Link für ein E-Book oder Hörbuch der Onleihe. Der Link ist an das Konto "
        "gebunden und 48 Stunden gültig.",
        {"medien_id": s()},
        ["medien_id"],
    ),
    tool(
        "bib_ausweis_pin_aendern",
        md("""
            Ändert die PIN des Bibliotheksausweises.

            Wichtig: Die alte und die neue PIN nur zur Übergabe an dieses Tool verwenden und im Chat
            nicht wiederholen. Nach drei Fehlversuchen wird der Ausweis gesperrt; dann muss der Nutzer mit
            Lichtbildausweis an die Infotheke.
        """),
        {"alte_pin": s(pattern="^[0-9]{4,6}$"), "neue_pin": s(pattern="^[0-9]{4,6}$")},
        ["alte_pin", "neue_pin"],
        zod=True,
    ),
    tool(
        "bib_leseverlauf_loeschen",
        "Löscht den gespeicherten Ausleihverlauf (Leseverlauf) dauerhaft. Optional kann die Speicherung "
        "künftig abgeschaltet werden. Vorher beim Nutzer nachfragen.",
        {"speicherung_deaktivieren": b(default=False), "bestaetigt": b(default=False)},
        ["bestaetigt"],
        annotations=DESTRUCTIVE,
    ),
]

SERVERS = {"b13-dlp-console": DLP, "b13-stadtbibliothek": BIBLIOTHEK}
