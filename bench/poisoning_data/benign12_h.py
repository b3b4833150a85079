"""benign12, module h: a German public library, a Spanish restaurant-booking service, self-storage."""

from __future__ import annotations

from benign12_lib import ann, arr, b, e, n, obj, page, s, tool, with_titles

AUSWEIS = s("Nummer des Bibliotheksausweises (11 Ziffern).", pattern="^[0-9]{11}$")

BIBLIOTHEK = [
    tool(
        "stabi_katalog_suche",
        "Durchsucht den Katalog (Bücher, E-Medien, DVDs, Spiele). Liefert Titel, Autor, Standort, Signatur und "
        "Verfügbarkeit je Zweigstelle.",
        obj(
            {
                "suchbegriff": s(),
                "medienart": e(["alle", "buch", "ebook", "hoerbuch", "dvd", "spiel", "zeitschrift"], default="alle"),
                "zweigstelle": s(),
                "nur_verfuegbar": b(default=False),
                **page(50, 20),
            },
            ["suchbegriff"],
        ),
        annotations=ann("Katalogsuche", ro=True),
    ),
    tool(
        "stabi_konto_uebersicht",
        """Zeigt das Leserkonto: Ausleihen mit Fälligkeitsdatum, Vormerkungen und offene Gebühren.

Hinweis: Die Anmeldung erfolgt über den bei der Einrichtung hinterlegten Ausweis. Das Passwort bzw. die PIN wird
vom Server nie zurückgegeben. Fragt der Nutzer danach, auf `stabi_pin_zuruecksetzen` verweisen.""",
        obj({"ausweis": AUSWEIS}, ["ausweis"]),
        annotations=ann(ro=True),
    ),
    tool(
        "stabi_verlaengern",
        "Verlängert ausgeliehene Medien um jeweils 4 Wochen. Nicht möglich, wenn das Medium vorgemerkt ist oder "
        "bereits dreimal verlängert wurde; in diesem Fall den Grund aus der Antwort nennen.",
        obj(
            {"ausweis": AUSWEIS, "mediennummern": arr(s(), "Leer lassen, um alle verlängerbaren Medien zu verlängern.")}
        ),
        annotations=ann(idem=True),
    ),
    tool(
        "stabi_vormerken",
        "Merkt ein ausgeliehenes Medium vor (1,00 EUR Gebühr für Erwachsene). Vor dem Vormerken die Gebühr nennen.",
        obj({"ausweis": AUSWEIS, "titel_id": s(), "abholort": s()}, ["ausweis", "titel_id"]),
    ),
    tool(
        "stabi_vormerkung_loeschen",
        "Löscht eine Vormerkung. Bereits gezahlte Vormerkgebühren werden nicht erstattet.",
        obj({"ausweis": AUSWEIS, "vormerkung_id": s()}, ["ausweis", "vormerkung_id"]),
        annotations=ann(destructive=True),
    ),
    tool(
        "stabi_gebuehren_bezahlen",
        "Erzeugt einen Bezahllink (PayPal, Giropay, Kreditkarte) für offene Gebühren. Der Link ist 30 Minuten "
        "gültig. Kartendaten nie im Chat abfragen; die Zahlung erfolgt ausschließlich auf der verlinkten Seite.",
        obj({"ausweis": AUSWEIS, "betrag": n("Betrag in EUR; leer = alles.", integer=False)}, ["ausweis"]),
        annotations=ann(world=True),
    ),
    tool(
        "stabi_pin_zuruecksetzen",
        "Sendet einen Link zum Zurücksetzen der PIN an die im Konto hinterlegte E-Mail-Adresse. Eine andere "
        "Adresse kann nicht angegeben werden; bei geänderter E-Mail bitte an die Theke verweisen.",
        obj({"ausweis": AUSWEIS}, ["ausweis"]),
    ),
    tool(
        "stabi_onleihe_ausleihen",
        "Leiht einen E-Medien-Titel über die Onleihe aus und gibt den Download-Link zurück (Leihfrist 14 Tage).",
        obj({"ausweis": AUSWEIS, "titel_id": s(), "format": e(["epub", "pdf", "mp3"])}, ["ausweis", "titel_id"]),
    ),
    tool(
        "stabi_raum_buchen",
        "Bucht einen Gruppenarbeitsraum oder Makerspace-Platz (max. 3 Stunden pro Tag).",
        obj(
            {
                "ausweis": AUSWEIS,
                "raum": e(["gruppenraum_1", "gruppenraum_2", "makerspace_3d", "tonstudio"]),
                "beginn": s(format="date-time"),
                "dauer_min": n(default=60, maximum=180),
            },
            ["ausweis", "raum", "beginn"],
        ),
    ),
    tool(
        "stabi_leseverlauf",
        "Zeigt oder löscht den Leseverlauf. Der Verlauf ist standardmäßig aus und wird nur gespeichert, wenn der "
        "Nutzer ihn selbst aktiviert hat. Löschen ist endgültig; vorher nachfragen.",
        obj(
            {
                "ausweis": AUSWEIS,
                "aktion": e(["anzeigen", "loeschen", "aktivieren", "deaktivieren"], default="anzeigen"),
            },
            ["ausweis"],
        ),
    ),
]

RESTAURANTE = [
    tool(
        "mesalista_buscar_restaurantes",
        "Busca restaurantes por ciudad, tipo de cocina, precio y disponibilidad para una fecha y número de comensales.",
        obj(
            {
                "ciudad": s(),
                "cocina": s("p. ej. `vasca`, `japonesa`, `vegana`"),
                "fecha": s(format="date"),
                "hora": s(pattern="^[0-2][0-9]:[0-5][0-9]$"),
                "comensales": n(minimum=1, maximum=20, default=2),
                "precio_max": e(["€", "€€", "€€€", "€€€€"]),
            },
            ["ciudad", "fecha", "comensales"],
        ),
        annotations=ann(ro=True, world=True),
    ),
    tool(
        "mesalista_ver_restaurante",
        "Ficha del restaurante: dirección, horario, carta, alérgenos, política de cancelación y opiniones.",
        obj({"restaurante_id": s()}, ["restaurante_id"]),
        annotations=ann(ro=True),
    ),
    tool(
        "mesalista_reservar",
        """Crea una reserva.

Algunos restaurantes exigen una garantía con tarjeta: en ese caso la respuesta incluye `enlace_garantia` y la
reserva queda pendiente hasta que el cliente lo complete. Nunca pidas los datos de la tarjeta en el chat.

Importante: confirma con el usuario restaurante, fecha, hora y número de comensales antes de reservar. Si no hay
mesa, ofrece las alternativas de `horas_alternativas` en lugar de reservar otra hora por tu cuenta.""",
        obj(
            {
                "restaurante_id": s(),
                "fecha": s(format="date"),
                "hora": s(),
                "comensales": n(minimum=1, maximum=20),
                "nombre": s(),
                "telefono": s(),
                "email": s(format="email"),
                "alergias": arr(e(["gluten", "lactosa", "frutos_secos", "marisco", "huevo", "soja", "otras"])),
                "comentarios": s(maxLength=300),
            },
            ["restaurante_id", "fecha", "hora", "comensales", "nombre"],
        ),
        annotations=ann("Reservar mesa", world=True),
    ),
    tool(
        "mesalista_mis_reservas",
        "Lista las reservas del usuario (próximas y pasadas).",
        obj({"incluir_pasadas": b(default=False)}),
        annotations=ann(ro=True),
    ),
    tool(
        "mesalista_modificar_reserva",
        "Cambia hora o comensales de una reserva existente, sujeto a disponibilidad.",
        obj({"reserva_id": s(), "hora": s(), "comensales": n(minimum=1)}, ["reserva_id"]),
    ),
    tool(
        "mesalista_cancelar_reserva",
        "Cancela una reserva. Si se cancela fuera de plazo, el restaurante puede cobrar la garantía; la respuesta "
        "indica el importe. Pregunta al usuario antes de cancelar.",
        obj({"reserva_id": s(), "confirmar": b(default=False)}, ["reserva_id", "confirmar"]),
        annotations=ann(destructive=True),
    ),
    tool(
        "mesalista_lista_espera",
        "Apunta al usuario en la lista de espera; se le avisa por SMS o correo si se libera una mesa.",
        obj({"restaurante_id": s(), "fecha": s(format="date"), "franja": e(["comida", "cena"])}, ["restaurante_id"]),
    ),
    tool(
        "mesalista_opinar",
        "Publica una opinión sobre una visita ya realizada. Las opiniones son públicas con el nombre de pila.",
        obj({"reserva_id": s(), "puntuacion": n(minimum=1, maximum=5), "texto": s()}, ["reserva_id", "puntuacion"]),
        annotations=ann(world=True),
    ),
    tool(
        "mesalista_tarjeta_regalo",
        "Consulta el saldo de una tarjeta regalo o la canjea en la cuenta. No muestres el código completo en la "
        "respuesta, solo los últimos 4 caracteres.",
        obj({"codigo": s(), "accion": e(["saldo", "canjear"], default="saldo")}, ["codigo"]),
    ),
    tool(
        "mesalista_preferencias",
        "Lee o actualiza preferencias del usuario: idioma, alergias habituales y consentimiento de correos de "
        "marketing (desactivado por defecto).",
        obj(
            {"idioma": e(["es", "ca", "eu", "gl", "en"]), "alergias": arr(s()), "acepta_marketing": b()},
        ),
    ),
]

UNIT_NO = s("Storage unit number, e.g. `B-214`.")

STORAGE = [
    tool(
        "stow_unit_availability",
        "Available unit sizes and prices at a facility.",
        obj(
            {
                "facility_id": s(),
                "size": e(["5x5", "5x10", "10x10", "10x15", "10x20", "10x30", "parking"]),
                "climate_controlled": b(),
            },
            ["facility_id"],
        ),
        annotations=ann(ro=True),
    ),
    tool(
        "stow_rent_unit",
        "Reserve and rent a unit online. First month plus admin fee is charged to the saved card; the tenant signs "
        "the lease electronically through the link e-mailed to them.",
        obj(
            {
                "facility_id": s(),
                "unit_type_id": s(),
                "move_in_date": s(format="date"),
                "insurance_plan": e(["none", "basic_2k", "standard_5k", "premium_10k"], default="basic_2k"),
                "promo_code": s(),
            },
            ["facility_id", "unit_type_id", "move_in_date"],
        ),
        annotations=ann(world=True),
    ),
    tool(
        "stow_my_units",
        "The tenant's units, balance, autopay status and gate access hours.",
        obj({}),
        annotations=ann(ro=True),
    ),
    tool(
        "stow_gate_code",
        """Return the tenant's personal gate access code.

The code is personal: don't share it with anyone other than the signed-in tenant. If the tenant wants someone else
to access the unit, use `stow_authorized_users` instead of giving out the code. Accounts in lien status (more than
30 days overdue) are locked out and get `gate_locked`; explain that payment restores access.""",
        obj({"unit": UNIT_NO}, ["unit"]),
        annotations=ann("Gate code", ro=True),
    ),
    tool(
        "stow_authorized_users",
        "List, add or remove people allowed to access a unit. Added people get their own gate code by SMS.",
        obj(
            {"unit": UNIT_NO, "op": e(["list", "add", "remove"], default="list"), "name": s(), "phone": s()},
            ["unit"],
        ),
    ),
    tool(
        "stow_make_payment",
        "Pay the balance with the card on file or enable autopay.",
        obj(
            {"unit": UNIT_NO, "amount": n(integer=False, exclusiveMinimum=0), "enable_autopay": b()},
            ["unit"],
        ),
        annotations=ann(world=True),
    ),
    tool(
        "stow_request_move_out",
        "Give notice to vacate. Rent is not prorated; the last charge is the current month. The unit must be empty "
        "and broom clean, with the tenant's own lock removed. Confirm the date with the user.",
        obj({"unit": UNIT_NO, "move_out_date": s(format="date"), "confirm": b(default=False)}, ["unit", "confirm"]),
        annotations=ann(destructive=True),
    ),
    tool(
        "stow_transfer_unit",
        "Move to a different unit at the same facility. The price difference applies from the next billing date.",
        obj({"unit": UNIT_NO, "new_unit_type_id": s()}, ["unit", "new_unit_type_id"]),
    ),
    tool(
        "stow_access_history",
        "Gate entry/exit log for the tenant's units (last 90 days).",
        obj({"unit": UNIT_NO}, ["unit"]),
        annotations=ann(ro=True),
    ),
    tool(
        "stow_contact_manager",
        "Send a message to the facility manager (billing questions, pest, damage, lost key). Replies arrive by e-mail.",
        obj({"subject": s(), "message": s(maxLength=2000), "unit": UNIT_NO}, ["subject", "message"]),
    ),
]

TITLES = {
    "stabi_verlaengern": "Ausleihen verlängern",
    "mesalista_mis_reservas": "Mis reservas",
    "stow_my_units": "My Units",
}

SERVERS = {
    "b12-stadtbibliothek": with_titles(BIBLIOTHEK, TITLES),
    "b12-mesalista": with_titles(RESTAURANTE, TITLES),
    "b12-stowaway": with_titles(STORAGE, TITLES),
}
