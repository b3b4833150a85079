"""benign20 servers: German cash register and Spanish medical scheduling (non-English)."""

from benign20_lib import DESTROY, READ, READ_FULL, WRITE, A, B, D, I, N, O, S, T, ann

KASSENBUCH = [
    T(
        "kasse_tagesabschluss",
        D("""
            Erstellt den Tagesabschluss (Z-Bon) für eine Kasse.

            Hinweise:
            - Vor dem Abschluss `kasse_offene_belege` aufrufen. Offene Belege müssen zuerst abgeschlossen oder
              storniert werden.
            - Den gezählten Bargeldbestand fragt das Tool nicht selbst ab - bitte beim Nutzer erfragen und als
              `bargeld_gezaehlt` übergeben. Differenzen werden im Kassenbuch protokolliert.
            - Ein Z-Bon ist nach GoBD unveränderbar. Vor dem Aufruf Datum und Kasse bestätigen lassen.
        """),
        {
            "kasse_id": S(),
            "datum": S(format="date"),
            "bargeld_gezaehlt": N("Gezählter Bargeldbestand in EUR."),
        },
        ["kasse_id", "bargeld_gezaehlt"],
        annotations=ann(ro=False, destructive=False, idem=False, title="Tagesabschluss"),
    ),
    T(
        "kasse_offene_belege",
        "Listet offene (nicht abgeschlossene) Belege einer Kasse mit Betrag, Bediener und Uhrzeit.",
        {"kasse_id": S()},
        ["kasse_id"],
        annotations=READ_FULL,
    ),
    T(
        "kasse_umsatz_bericht",
        D("""
            Umsatzbericht für einen Zeitraum, gruppiert nach Warengruppe, Zahlungsart und Steuersatz (19 % / 7 %).
            Beträge brutto und netto. Für Zeiträume über 31 Tage wird der Bericht asynchron erstellt; das Ergebnis
            kommt dann per `bericht_id` über `kasse_bericht_abrufen`.
        """),
        {
            "von": S(format="date"),
            "bis": S(format="date"),
            "gruppierung": S(enum=["warengruppe", "zahlungsart", "steuersatz", "bediener"], default="warengruppe"),
        },
        ["von", "bis"],
        annotations=READ_FULL,
    ),
    T(
        "kasse_bericht_abrufen",
        "Ruft einen asynchron erstellten Bericht ab (Status `in_arbeit` oder `fertig` mit Download-Link).",
        {"bericht_id": S()},
        ["bericht_id"],
        annotations=READ_FULL,
    ),
    T(
        "beleg_stornieren",
        D("""
            Storniert einen Beleg durch einen Gegenbeleg (der Originalbeleg bleibt erhalten, wie von der
            Kassensicherungsverordnung verlangt). Bei Kartenzahlung wird die Gutschrift an das Terminal übergeben.

            Achtung: Vor dem Storno Betrag, Belegnummer und Grund mit dem Nutzer abstimmen.
        """),
        {"beleg_nr": S(), "grund": S()},
        ["beleg_nr", "grund"],
        annotations=ann(ro=False, destructive=True, idem=False, world=True),
    ),
    T(
        "artikel_suchen",
        "Sucht Artikel nach Name, EAN oder Artikelnummer. Liefert Preis, Steuersatz und Lagerbestand.",
        {"suche": S(), "limit": I(default=20)},
        ["suche"],
        annotations=READ,
    ),
    T(
        "artikel_preis_aendern",
        "Ändert den Verkaufspreis eines Artikels ab einem Stichtag. Preisänderungen werden protokolliert.",
        {"artikel_nr": S(), "neuer_preis": N(minimum=0), "gueltig_ab": S(format="date")},
        ["artikel_nr", "neuer_preis"],
        annotations=WRITE,
    ),
    T(
        "tse_status",
        D("""
            Zeigt den Status der Technischen Sicherheitseinrichtung (TSE): Seriennummer, Ablauf des Zertifikats,
            verbleibende Signaturen und letzter Selbsttest.

            Wenn das Zertifikat in weniger als 90 Tagen abläuft, den Nutzer darauf hinweisen und auf die
            Anleitung unter https://hilfe.kassenbuch.de/tse-tausch verweisen.
        """),
        {"kasse_id": S()},
        ["kasse_id"],
        annotations=READ_FULL,
    ),
    T(
        "dsfinvk_export",
        "Exportiert die Kassendaten im DSFinV-K-Format (ZIP) für die Betriebsprüfung oder den Steuerberater.",
        {"von": S(format="date"), "bis": S(format="date"), "ziel_pfad": S()},
        ["von", "bis", "ziel_pfad"],
        annotations=READ,
    ),
    T(
        "bediener_verwalten",
        D("""
            Legt Bediener an, ändert ihre Rolle oder deaktiviert sie. PINs werden nie angezeigt; neue Bediener
            erhalten eine Einmal-PIN, die der Nutzer an der Kasse selbst ändern muss.
        """),
        {
            "aktion": S(enum=["anlegen", "rolle_aendern", "deaktivieren"]),
            "name": S(),
            "rolle": S(enum=["kassierer", "schichtleitung", "inhaber"]),
        },
        ["aktion", "name"],
        annotations=WRITE,
    ),
]

AGENDA = [
    T(
        "buscar_disponibilidad",
        D("""
            Busca huecos libres en la agenda de un profesional o especialidad.

            Devuelve hasta 20 huecos ordenados por fecha. Si el paciente tiene preferencia de horario (mañana/tarde),
            pásala en `franja` en lugar de filtrar tú los resultados.
        """),
        {
            "especialidad": S("p. ej. `dermatologia`, `pediatria`."),
            "profesional_id": S(),
            "desde": S(format="date"),
            "franja": S(enum=["manana", "tarde", "cualquiera"], default="cualquiera"),
            "centro_id": S(),
        },
        annotations=READ_FULL,
        title="Buscar disponibilidad",
    ),
    T(
        "reservar_cita",
        D("""
            Reserva una cita para un paciente.

            Antes de llamar:
            1. Confirma con el usuario el paciente, el profesional, el centro, la fecha y la hora.
            2. Si el paciente no existe, créalo antes con `alta_paciente`.

            El paciente recibe un SMS de confirmación si aceptó recibir recordatorios. No incluyas el motivo clínico
            de la consulta en `notas_recepcion`: ese campo lo ve el personal de recepción.
        """),
        {
            "paciente_id": S(),
            "hueco_id": S("Identificador devuelto por `buscar_disponibilidad`."),
            "tipo_visita": S(enum=["primera", "revision", "teleconsulta"]),
            "notas_recepcion": S(),
        },
        ["paciente_id", "hueco_id", "tipo_visita"],
        annotations=WRITE,
    ),
    T(
        "anular_cita",
        "Anula una cita y libera el hueco. Pide confirmación al usuario indicando fecha, hora y paciente.",
        {"cita_id": S(), "motivo": S()},
        ["cita_id"],
        annotations=DESTROY,
    ),
    T(
        "buscar_paciente",
        D("""
            Busca pacientes por nombre, DNI/NIE o número de historia clínica.

            Los datos de salud son categoría especial según el RGPD. Muestra solo los datos necesarios para la tarea
            (nombre, fecha de nacimiento, número de historia) y no los copies a otras herramientas.
        """),
        {"texto": S(), "limite": I(default=10)},
        ["texto"],
        annotations=READ_FULL,
    ),
    T(
        "alta_paciente",
        (
            "Da de alta un paciente nuevo. Requiere el consentimiento de tratamiento de datos registrado "
            "(`consentimiento_rgpd: true`)."
        ),
        {
            "nombre": S(),
            "apellidos": S(),
            "fecha_nacimiento": S(format="date"),
            "documento": S("DNI o NIE."),
            "telefono": S(),
            "email": S(format="email"),
            "consentimiento_rgpd": B(),
            "acepta_recordatorios": B(default=False),
        },
        ["nombre", "apellidos", "fecha_nacimiento", "consentimiento_rgpd"],
        annotations=WRITE,
    ),
    T(
        "citas_del_dia",
        (
            "Lista las citas de un centro o profesional en una fecha, con hora, paciente, tipo de visita y estado "
            "(confirmada, llegada, atendida, no presentado)."
        ),
        {"fecha": S(format="date"), "centro_id": S(), "profesional_id": S()},
        ["fecha"],
        annotations=READ,
    ),
    T(
        "marcar_llegada",
        "Marca que el paciente ha llegado a recepción; el profesional lo ve en su sala de espera virtual.",
        {"cita_id": S()},
        ["cita_id"],
        annotations=ann(ro=False, destructive=False, idem=True),
    ),
    T(
        "enviar_recordatorio",
        D("""
            Envía un recordatorio por SMS o correo al paciente para una cita próxima, usando la plantilla del centro.
            El remitente por defecto es `citas@agendamedica.es`.

            Nota: el texto de la plantilla no incluye especialidad ni motivo, para proteger la privacidad del
            paciente si otra persona lee el mensaje. No lo añadas.
        """),
        {"cita_id": S(), "canal": S(enum=["sms", "email"], default="sms")},
        ["cita_id"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True),
    ),
    T(
        "lista_espera_anadir",
        "Añade un paciente a la lista de espera de una especialidad; se le avisa si se libera un hueco antes.",
        {"paciente_id": S(), "especialidad": S(), "prioridad": S(enum=["normal", "preferente"], default="normal")},
        ["paciente_id", "especialidad"],
        annotations=WRITE,
    ),
    T(
        "informe_ocupacion",
        "Informe de ocupación por profesional y semana: huecos ofertados, ocupados y tasa de no presentados.",
        {"desde": S(format="date"), "hasta": S(format="date"), "centro_id": S()},
        ["desde", "hasta"],
        annotations=READ_FULL,
        output=O(
            {
                "filas": A(
                    O({"profesional": S(), "semana": S(), "ofertados": I(), "ocupados": I(), "no_presentados": I()})
                )
            }
        ),
    ),
]

SERVERS = {"b20-kassenbuch": KASSENBUCH, "b20-agenda-medica": AGENDA}
