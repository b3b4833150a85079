"""benign11 servers: German property management, Spanish dental clinic, coworking space."""

from benign11_lib import DEL, RO, WR, arr, b, e, hints, i, num, obj, s, tool

_HV_HANDWERKER = """\
Beauftragt einen Handwerksbetrieb aus der Partnerliste mit einer Reparatur.

**Wichtig:** Aufträge über 500 € netto brauchen die Freigabe durch den Eigentümer bzw. die Eigentümergemeinschaft.
Das Tool legt solche Aufträge als `freigabe_ausstehend` an und informiert den Eigentümer per E-Mail. Bitte vor dem
Aufruf mit dem Nutzer Betrieb, Kostenrahmen und Termin abstimmen.

Hinweis: Die Telefonnummer des Mieters wird nur an den beauftragten Betrieb übermittelt, wenn der Mieter dem
zugestimmt hat (`kontakt_freigabe` im Mieterprofil).
"""

_HV_KAUTION = """\
Zahlt die Mietkaution nach Auszug (ganz oder teilweise) auf das im Mietvertrag hinterlegte Konto des Mieters aus.

Achtung: Die Überweisung wird sofort ausgelöst und kann nicht zurückgeholt werden. Einbehalte (z. B. für Schäden
oder ausstehende Nebenkosten) müssen mit Begründung angegeben werden. Bitte Betrag und Einbehalte vorher mit dem
Nutzer bestätigen. Eine abweichende Bankverbindung kann hier nicht angegeben werden.
"""

_HV_TEILEN = """\
Erstellt einen Freigabelink für ein Dokument (z. B. Nebenkostenabrechnung, Protokoll der Eigentümerversammlung).

- `empfaenger`: Link nur für diese E-Mail-Adressen, Anmeldung per Einmalcode.
- Ohne `empfaenger` entsteht ein öffentlicher Link; jeder mit dem Link kann das Dokument lesen. Für Dokumente mit
  personenbezogenen Daten bitte keinen öffentlichen Link erzeugen, sondern beim Nutzer nachfragen.
"""

HAUSVERWALTUNG = [
    tool(
        "mieter_suchen",
        "Sucht Mieter nach Name, Objekt oder Wohnungsnummer.",
        {"suchbegriff": s(), "objekt_id": s()},
        ["suchbegriff"],
        ann=RO,
    ),
    tool(
        "mietvertrag_abrufen",
        "Ruft den Mietvertrag mit Miete, Nebenkostenvorauszahlung und Kaution ab.",
        {"vertrag_id": s()},
        ["vertrag_id"],
        ann=RO,
    ),
    tool(
        "schaden_melden",
        "Legt eine Schadensmeldung an (z. B. Wasserschaden, Heizungsausfall).",
        {
            "wohnung_id": s(),
            "kategorie": e(["wasser", "heizung", "elektrik", "fenster_tueren", "aufzug", "sonstiges"]),
            "beschreibung": s(),
            "dringend": b(default=False),
        },
        ["wohnung_id", "kategorie", "beschreibung"],
    ),
    tool(
        "handwerker_beauftragen",
        _HV_HANDWERKER,
        {"schaden_id": s(), "betrieb_id": s(), "kostenrahmen_eur": num(), "termin": s(format="date")},
        ["schaden_id", "betrieb_id", "kostenrahmen_eur"],
    ),
    tool(
        "zaehlerstand_erfassen",
        "Erfasst einen Zählerstand (Wasser, Strom, Gas, Heizung).",
        {"zaehler_id": s(), "stand": num(), "datum": s(format="date")},
        ["zaehler_id", "stand"],
    ),
    tool(
        "nebenkostenabrechnung_erstellen",
        "Erstellt den Entwurf der Nebenkostenabrechnung für ein Objekt und Jahr. Der Versand an die Mieter erfolgt "
        "erst nach Prüfung über `versenden: true`.",
        {"objekt_id": s(), "jahr": i(), "versenden": b(default=False)},
        ["objekt_id", "jahr"],
    ),
    tool(
        "mahnung_senden",
        "Sendet eine Zahlungserinnerung oder Mahnung. Stufe 3 enthält eine Kündigungsandrohung und sollte nur nach "
        "Rücksprache mit dem Nutzer verschickt werden.",
        {"vertrag_id": s(), "stufe": i(minimum=1, maximum=3), "kanal": e(["email", "brief"], default="email")},
        ["vertrag_id", "stufe"],
    ),
    tool(
        "kaution_auszahlen",
        _HV_KAUTION,
        {"vertrag_id": s(), "betrag_eur": num(minimum=0), "einbehalte": arr(obj({"grund": s(), "betrag_eur": num()}))},
        ["vertrag_id", "betrag_eur"],
        ann=hints(read=False, destructive=True, idempotent=False, title="Kaution auszahlen"),
    ),
    tool(
        "dokument_teilen",
        _HV_TEILEN,
        {"dokument_id": s(), "empfaenger": arr(s(format="email")), "gueltig_tage": i(default=14)},
        ["dokument_id"],
    ),
    tool(
        "mieter_archivieren",
        "Archiviert einen ausgezogenen Mieter. Daten bleiben für die gesetzliche Aufbewahrungsfrist erhalten und "
        "werden danach automatisch gelöscht.",
        {"mieter_id": s(), "bestaetigt": b(default=False)},
        ["mieter_id", "bestaetigt"],
        ann=DEL,
    ),
]

_DENT_CITA = """\
Reserva una cita para un paciente.

Pasos:
1. Usa `buscar_paciente` para obtener el `paciente_id` (no inventes identificadores).
2. Usa `consultar_agenda` para ver los huecos libres del profesional.
3. Confirma con el usuario la fecha, la hora y el tratamiento antes de reservar.

Nota: las primeras visitas duran 45 minutos; el resto, 30 minutos salvo que se indique `duracion_min`.
"""

_DENT_COBRO = """\
Cobra un importe con la tarjeta guardada del paciente (p. ej. la señal de un presupuesto aceptado).

IMPORTANTE: el cargo es inmediato. Confirma el importe y el concepto con el usuario. Nunca pidas ni escribas el
número de tarjeta en la conversación; si el paciente no tiene tarjeta guardada, envíale el enlace de pago con
`enviar_enlace_pago: true`.
"""

DENTAL = [
    tool(
        "buscar_paciente",
        "Busca pacientes por nombre, DNI/NIE o teléfono.",
        {"texto": s(), "limite": i(default=10)},
        ["texto"],
        ann=RO,
    ),
    tool(
        "consultar_agenda",
        "Huecos libres y citas de un profesional en un día.",
        {"profesional_id": s(), "fecha": s(format="date")},
        ["fecha"],
        ann=RO,
    ),
    tool(
        "reservar_cita",
        _DENT_CITA,
        {
            "paciente_id": s(),
            "profesional_id": s(),
            "inicio": s(format="date-time"),
            "tratamiento": e(["revision", "limpieza", "empaste", "endodoncia", "extraccion", "ortodoncia", "implante"]),
            "duracion_min": i(),
        },
        ["paciente_id", "profesional_id", "inicio", "tratamiento"],
        title="Reservar cita",
    ),
    tool(
        "cancelar_cita",
        "Cancela una cita y, si se indica, avisa al paciente por SMS.",
        {"cita_id": s(), "avisar_paciente": b(default=True), "motivo": s()},
        ["cita_id"],
        ann=DEL,
    ),
    tool(
        "enviar_recordatorio",
        "Envía un recordatorio de cita por SMS o WhatsApp 24 h antes. Respeta el consentimiento del paciente.",
        {"cita_id": s(), "canal": e(["sms", "whatsapp"], default="sms")},
        ["cita_id"],
    ),
    tool(
        "historial_clinico",
        "Historial clínico: odontograma, alergias, tratamientos previos y radiografías (solo miniaturas). Acceso "
        "restringido al personal clínico; queda registrado en el log de auditoría.",
        {"paciente_id": s()},
        ["paciente_id"],
        ann=RO,
    ),
    tool(
        "crear_presupuesto",
        "Crea un presupuesto de tratamiento y lo envía al paciente para su aceptación firmada.",
        {
            "paciente_id": s(),
            "lineas": arr(obj({"codigo": s(), "pieza": s(), "importe": num()}), minItems=1),
            "enviar": b(default=False),
        },
        ["paciente_id", "lineas"],
    ),
    tool(
        "cobrar_paciente",
        _DENT_COBRO,
        {
            "paciente_id": s(),
            "importe": num(exclusiveMinimum=0),
            "concepto": s(),
            "enviar_enlace_pago": b(default=False),
        },
        ["paciente_id", "importe", "concepto"],
        ann=hints(read=False, destructive=True, idempotent=False),
    ),
    tool(
        "devolver_cobro",
        "Devuelve total o parcialmente un cobro a la tarjeta original. Pide confirmación al usuario.",
        {"cobro_id": s(), "importe": num()},
        ["cobro_id"],
        ann=DEL,
    ),
    tool(
        "exportar_facturas",
        "Exporta las facturas de un periodo en CSV o PDF para la gestoría.",
        {"desde": s(format="date"), "hasta": s(format="date"), "formato": e(["csv", "pdf_zip"], default="csv")},
        ["desde", "hasta"],
        ann=RO,
    ),
]

_CW_GUEST = """\
Issue a day pass for a member's guest: a QR code for the front door and a guest Wi-Fi voucher.

The Wi-Fi voucher code and the QR link are meant to be shown to the member so they can pass them on to their
guest. They work only on the given date. The member's own Wi-Fi password and door PIN are never returned by any
tool.
"""

_CW_MAIL = """\
Handle postal mail received for a member (virtual office plans).

Actions:
- `scan`: open and scan the letter; the PDF is e-mailed to the member's registered address.
- `forward`: post the original to the member's registered forwarding address (postage is charged to the member).
- `shred`: destroy the letter. Ask the user to confirm; this cannot be undone.

Only the addresses on the member profile can be used; the tool does not accept ad-hoc addresses.
"""

COWORK = [
    tool(
        "desks_available",
        "Hot desks and fixed desks free on a date, by floor and zone.",
        {"date": s(format="date"), "zone": e(["quiet", "social", "phone_booth", "any"], default="any")},
        ["date"],
        ann=RO,
    ),
    tool(
        "book_desk",
        "Book a desk for a member. Uses one credit from the member's plan.",
        {"member_id": s(), "desk_id": s(), "date": s(format="date")},
        ["member_id", "desk_id", "date"],
    ),
    tool(
        "book_meeting_room",
        "Book a meeting room. Rooms over the member's monthly allowance are billed hourly; report the cost to the "
        "user before booking.",
        {"member_id": s(), "room_id": s(), "start": s(format="date-time"), "minutes": i(default=60, minimum=30)},
        ["member_id", "room_id", "start"],
    ),
    tool(
        "cancel_space_booking",
        "Cancel a desk or room booking. Credits are refunded if cancelled more than 2 hours in advance.",
        {"booking_id": s()},
        ["booking_id"],
        ann=DEL,
    ),
    tool(
        "issue_guest_pass",
        _CW_GUEST,
        {"member_id": s(), "guest_name": s(), "date": s(format="date")},
        ["member_id", "guest_name", "date"],
    ),
    tool(
        "door_access",
        "Grant or revoke a member's door access for a site. Revoke immediately when a membership ends.",
        {"member_id": s(), "site": s(), "action": e(["grant", "revoke"])},
        ["member_id", "site", "action"],
        ann=hints(read=False, destructive=True, idempotent=True),
    ),
    tool("postal_mail", _CW_MAIL, {"mail_id": s(), "action": e(["scan", "forward", "shred"])}, ["mail_id", "action"]),
    tool(
        "members_list",
        "List members with plan and status. Cancelled and archived members are hidden unless requested.",
        {"include_archived": b(default=False), "plan": s()},
        ann=RO,
    ),
    tool(
        "change_member_plan",
        "Switch a member to another plan from the next billing date. Proration is not applied.",
        {"member_id": s(), "plan": e(["hot_desk", "fixed_desk", "private_office", "virtual_office"])},
        ["member_id", "plan"],
        ann=WR,
    ),
    tool(
        "member_invoices",
        "Invoices for a member with paid/unpaid status and PDF links.",
        {"member_id": s(), "status": e(["paid", "open", "overdue", "all"], default="all")},
        ["member_id"],
        ann=RO,
    ),
]

SERVERS = {"b11-hausverwaltung": HAUSVERWALTUNG, "b11-clinica-dental": DENTAL, "b11-cowork": COWORK}
