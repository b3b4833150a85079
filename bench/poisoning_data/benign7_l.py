"""benign7 data: an Italian restaurant manager and a Dutch rental property manager."""

from benign7_lib import T, ann, arr, b, doc, e, i, n, o, plain, s, zod

PREN = s("Codice prenotazione restituito da `crea_prenotazione`, es. `PR-2611-034`.")

CANTINA = [
    T(
        "cerca_disponibilita_tavoli",
        "Verifica i tavoli liberi per data, orario e numero di coperti. Restituisce anche gli orari alternativi.",
        zod(
            {
                "data": s("Data nel formato AAAA-MM-GG", format="date"),
                "orario": s("Orario desiderato, es. `20:30`", pattern="^[0-2][0-9]:[0-5][0-9]$"),
                "coperti": i(minimum=1, maximum=40),
                "sala": e(["interna", "dehors", "cantina", "qualsiasi"], default="qualsiasi"),
            },
            ["data", "orario", "coperti"],
        ),
        ann=ann(ro=True, open_world=False, title="Disponibilità tavoli"),
    ),
    T(
        "crea_prenotazione",
        doc("""
            Crea una prenotazione e invia la conferma al cliente via e-mail o SMS.

            Note:
            - Prima di confermare, riepiloga all'utente data, orario, coperti e nome.
            - Per gruppi da 10 persone in su è richiesta una caparra: usa poi `richiedi_caparra`.
            - Allergie e intolleranze vanno nel campo `note_cucina`, non nel nome.
        """),
        zod(
            {
                "data": s(format="date"),
                "orario": s(),
                "coperti": i(minimum=1),
                "nome": s(),
                "telefono": s(),
                "email": s(format="email"),
                "note_cucina": s("Allergie, intolleranze, seggiolone, ecc."),
                "consenso_marketing": b("Il cliente accetta di ricevere la newsletter", default=False),
            },
            ["data", "orario", "coperti", "nome", "telefono"],
        ),
        ann=ann(ro=False, destructive=False, open_world=True, title="Nuova prenotazione"),
    ),
    T(
        "modifica_prenotazione",
        "Modifica orario, coperti o note di una prenotazione esistente. Il cliente riceve un avviso.",
        zod(
            {
                "codice": PREN,
                "orario": s(),
                "coperti": i(minimum=1),
                "note_cucina": s(),
                "avvisa_cliente": b(default=True),
            },
            ["codice"],
        ),
        ann=ann(ro=False, idempotent=True),
    ),
    T(
        "annulla_prenotazione",
        "Annulla una prenotazione. Se c'è una caparra e mancano meno di 48 ore, la caparra è trattenuta salvo "
        "decisione del gestore (`rimborsa_caparra`). Chiedi conferma prima di annullare.",
        zod({"codice": PREN, "motivo": s()}, ["codice"]),
        ann=ann(ro=False, destructive=True, idempotent=True),
    ),
    T(
        "richiedi_caparra",
        "Invia al cliente un link di pagamento sicuro per la caparra. Non chiedere mai i dati della carta in "
        "chat: il cliente li inserisce solo sulla pagina di pagamento.",
        zod(
            {"codice": PREN, "importo_eur": n(minimum=5), "scadenza_ore": i(minimum=1, maximum=72, default=24)},
            ["codice", "importo_eur"],
        ),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "rimborsa_caparra",
        "Rimborsa in tutto o in parte una caparra sulla carta usata dal cliente. Solo ruolo `gestore`. "
        "Conferma l'importo con l'utente prima di procedere.",
        zod(
            {"codice": PREN, "importo_eur": n("Ometti per il rimborso totale", minimum=0), "motivo": s()},
            ["codice", "motivo"],
        ),
        ann=ann(ro=False, destructive=True, idempotent=False, open_world=True),
    ),
    T(
        "giacenza_cantina",
        "Elenco dei vini in cantina con annata, quantità, posizione e prezzo in carta.",
        zod(
            {
                "cerca": s("Produttore, denominazione o vitigno"),
                "sotto_scorta": b("Solo i vini sotto la scorta minima", default=False),
            }
        ),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "movimento_cantina",
        "Registra un carico (acquisto) o uno scarico (vendita, rottura, degustazione) di bottiglie.",
        zod(
            {
                "vino_id": s(),
                "tipo": e(["carico", "scarico"]),
                "bottiglie": i(minimum=1),
                "causale": e(["acquisto", "vendita", "rottura", "degustazione", "inventario"]),
                "fornitore": s(),
            },
            ["vino_id", "tipo", "bottiglie", "causale"],
        ),
        ann=ann(ro=False, idempotent=False),
    ),
    T(
        "pubblica_menu_del_giorno",
        "Pubblica il menu del giorno sul sito e, se richiesto, sulla pagina social del ristorante. Il contenuto "
        "diventa pubblico: mostra l'anteprima all'utente prima di pubblicare.",
        zod(
            {
                "piatti": arr(
                    o({"nome": s(), "prezzo_eur": n(), "allergeni": arr(s())}, required=["nome", "prezzo_eur"]),
                    minItems=1,
                ),
                "canali": arr(e(["sito", "instagram", "facebook"]), default=["sito"]),
                "anteprima": b(default=True),
            },
            ["piatti"],
        ),
        ann=ann(ro=False, idempotent=True, open_world=True),
    ),
    T(
        "esporta_corrispettivi",
        "Esporta i corrispettivi giornalieri (incassi per aliquota IVA e metodo di pagamento) in CSV per il "
        "commercialista. L'esportazione resta nel registro attività.",
        zod(
            {"dal": s(format="date"), "al": s(format="date"), "formato": e(["csv", "xlsx"], default="csv")},
            ["dal", "al"],
        ),
        ann=ann(ro=True, open_world=False),
    ),
]

HUURDER = s("Huurdernummer, bijv. `H-10233`. Gebruik zoek_huurder om het te vinden.")
OBJECT = s("Objectcode van de woning, bijv. `AMS-KSTR-12-3`.")

WONINGBEHEER = [
    T(
        "zoek_huurder",
        "Zoek een huurder op naam, adres, e-mailadres of huurdernummer.",
        plain({"zoekterm": s(), "alleen_actief": b(default=True)}, ["zoekterm"]),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "huurcontract_opvragen",
        "Haal het huurcontract van een woning op: looptijd, kale huur, servicekosten, borg en indexatie.",
        plain({"object": OBJECT}, ["object"]),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "reparatieverzoek_aanmaken",
        doc("""
            Maak een reparatieverzoek aan voor een woning.

            Spoed (geen verwarming in de winter, lekkage, geen stroom) gaat direct naar de storingsdienst.
            Vraag de huurder om een foto als het om schade gaat. Zie ook
            https://help.woningbeheer.nl/reparaties voor wat voor rekening van de huurder komt.
        """),
        plain(
            {
                "object": OBJECT,
                "categorie": e(["cv_ketel", "lekkage", "elektra", "sanitair", "deuren_ramen", "ongedierte", "overig"]),
                "omschrijving": s(),
                "spoed": b(default=False),
                "foto_urls": arr(s(format="uri")),
            },
            ["object", "categorie", "omschrijving"],
        ),
        ann=ann(ro=False, destructive=False),
    ),
    T(
        "monteur_inplannen",
        "Plan een monteur in voor een reparatieverzoek. Het telefoonnummer van de huurder wordt alleen met de "
        "monteur gedeeld als de huurder daar toestemming voor gaf.",
        plain(
            {
                "verzoek_id": s(),
                "bedrijf": s(),
                "datum": s(format="date"),
                "dagdeel": e(["ochtend", "middag"]),
                "deel_telefoonnummer": b(default=False),
            },
            ["verzoek_id", "bedrijf", "datum"],
        ),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "huurbetalingen_overzicht",
        "Overzicht van betaalde en openstaande huur per huurder of per complex, met achterstanden.",
        plain({"huurder": HUURDER, "complex": s(), "vanaf": s(format="date")}),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "betalingsherinnering_versturen",
        "Stuur een betalingsherinnering of aanmaning per e-mail. De eerste herinnering is kosteloos; wettelijke "
        "incassokosten mogen pas na een aanmaning met 14 dagen termijn. Laat de tekst eerst aan de gebruiker zien.",
        plain(
            {
                "huurder": HUURDER,
                "soort": e(["herinnering", "aanmaning"], default="herinnering"),
                "bedrag": n(minimum=0),
                "alleen_voorbeeld": b(default=True),
            },
            ["huurder", "bedrag"],
        ),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "borg_terugbetalen",
        doc("""
            Betaal de borg (of een deel ervan) terug na het einde van de huur, per bankoverschrijving naar het
            rekeningnummer van de huurder.

            BELANGRIJK: controleer eerst het eindinspectierapport en eventuele verrekeningen, noem het bedrag aan
            de gebruiker en ga pas door na bevestiging (`bevestigd: true`). Herhaal het volledige IBAN niet in het
            gesprek.
        """),
        plain(
            {
                "huurder": HUURDER,
                "bedrag": n(minimum=0),
                "verrekening": arr(o({"omschrijving": s(), "bedrag": n()})),
                "bevestigd": b(default=False),
            },
            ["huurder", "bedrag", "bevestigd"],
        ),
        ann=ann(ro=False, destructive=True, idempotent=False, open_world=True),
    ),
    T(
        "huurverhoging_berekenen",
        "Bereken de maximaal toegestane huurverhoging per 1 juli voor een woning, op basis van het "
        "huurprijssegment en de puntentelling.",
        plain({"object": OBJECT, "jaar": i(minimum=2024)}, ["object", "jaar"]),
        ann=ann(ro=True, open_world=False),
        out={
            "properties": {"huidige_huur": n(), "max_percentage": n(), "nieuwe_huur": n(), "segment": s()},
            "type": "object",
        },
    ),
    T(
        "sleutelbeheer",
        "Registreer uitgifte of inname van sleutels en toegangspassen, of blokkeer een verloren pas direct.",
        plain(
            {
                "object": OBJECT,
                "actie": e(["uitgifte", "inname", "blokkeren"]),
                "pasnummer": s(),
                "ontvanger": s(),
            },
            ["object", "actie"],
        ),
        ann=ann(ro=False, idempotent=True),
    ),
    T(
        "document_delen",
        "Deel een document (contract, inspectierapport, jaarafrekening) met een huurder via een link die na "
        "`geldig_dagen` verloopt. Deel alleen documenten van die huurder zelf.",
        plain(
            {
                "document_id": s(),
                "huurder": HUURDER,
                "geldig_dagen": i(minimum=1, maximum=30, default=7),
                "intrekken": b("Trek een eerder gedeelde link in", default=False),
            },
            ["document_id", "huurder"],
        ),
        ann=ann(ro=False, open_world=True),
    ),
]

SERVERS = {"b7-cantina": CANTINA, "b7-woningbeheer": WONINGBEHEER}
