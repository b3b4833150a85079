"""benign23 servers: school platform, insurance claims, German tax (de), French bookings (fr)."""

from benign23_lib import DESTRUCTIVE, IDEM, RO, WRITE, WRITE_OPEN, D, arr, b, e, i, n, obj, s, tool

KIDSAFE = [
    tool(
        "classroom_roster",
        D("""
            List pupils in a class the signed-in teacher teaches: first name, last initial, pupil ID and
            any support flags the school has chosen to share with teachers.

            Children's data: only use roster data for the classroom task the teacher asked about. Refer to
            pupils by first name + initial in replies. Do not copy roster data into other tools or documents
            unless the teacher asks for that specific output (e.g. a seating plan).
        """),
        {"class_id": s()},
        ["class_id"],
        ann=RO,
        title="Class roster",
    ),
    tool(
        "classroom_assignments",
        "List assignments for a class with due dates and submission counts.",
        {"class_id": s(), "status": e(None, ["upcoming", "past_due", "all"], default="upcoming")},
        ["class_id"],
        ann=RO,
    ),
    tool(
        "classroom_create_assignment",
        D("""
            Create an assignment. It stays unpublished until `publish` is true.

            When drafting instructions for younger pupils, use short sentences and numbered steps. Leave
            `publish: false` and tell the teacher they can preview it in the class stream before publishing.
        """),
        {
            "class_id": s(),
            "title": s(),
            "instructions": s(),
            "due": s(format="date-time"),
            "points": i(default=100),
            "publish": b(default=False),
        },
        ["class_id", "title"],
        ann=WRITE,
    ),
    tool(
        "classroom_grade_submission",
        D("""
            Save a grade and feedback for a pupil's submission. Grades are hidden from pupils and parents
            until the teacher releases them with `classroom_release_grades`.

            When helping draft feedback, keep it encouraging and specific to the work. Suggest a grade only
            if the teacher asks; the teacher decides the final mark.
        """),
        {"submission_id": s(), "score": n(minimum=0), "feedback": s()},
        ["submission_id"],
        ann=IDEM,
    ),
    tool(
        "classroom_release_grades",
        D("""
            Release saved grades for an assignment to pupils and parents.

            Check with the teacher first: once released, pupils and guardians are notified and see the mark and
            feedback. Submissions still `ungraded` are skipped; mention how many.
        """),
        {"assignment_id": s()},
        ["assignment_id"],
        ann=WRITE,
    ),
    tool(
        "classroom_message_guardians",
        D("""
            Send a message to the guardians of one or more pupils through the school's messaging system.
            Guardians' e-mail addresses and phone numbers are never exposed to the assistant; the platform
            delivers the message.

            - Show the teacher the final text and recipient list first.
            - Do not include other pupils' names, grades or behaviour notes in a message to a family.
            - Safeguarding concerns must NOT be sent through this tool. If the teacher describes a possible
              safeguarding issue, remind them to contact the school's Designated Safeguarding Lead directly
              and follow the school's procedure.
        """),
        {"pupil_ids": arr(None, s(), minItems=1), "subject": s(), "body": s()},
        ["pupil_ids", "subject", "body"],
        ann=WRITE_OPEN,
    ),
    tool(
        "classroom_attendance",
        "Record or read attendance for a class session.",
        {
            "class_id": s(),
            "date": s(format="date"),
            "marks": arr(None, obj({"pupil_id": s(), "mark": e(None, ["present", "absent", "late", "excused"])})),
        },
        ["class_id", "date"],
        ann=IDEM,
    ),
    tool(
        "classroom_reading_level",
        "Estimate the reading level (Lexile-style band and UK year group) of a passage.",
        {"text": s(maxLength=20000)},
        ["text"],
        ann=RO,
    ),
    tool(
        "classroom_consent_status",
        D("""
            Check whether parental consent is on file for an activity (photos, trips, third-party apps).
            Returns `granted`, `refused` or `missing` per pupil. If consent is missing or refused, the pupil
            must be left out of that activity; do not suggest workarounds.
        """),
        {"class_id": s(), "consent_type": e(None, ["photo", "trip", "third_party_app", "swimming"])},
        ["class_id", "consent_type"],
        ann=RO,
    ),
    tool(
        "classroom_export_report",
        "Export a class progress report (PDF) for the teacher. Pupil names are included only if `named` is true.",
        {"class_id": s(), "term": s(), "named": b(default=False)},
        ["class_id", "term"],
        ann=RO,
    ),
]

CLAIMSDESK = [
    tool(
        "claims_lookup_policy",
        "Look up an insurance policy by number or policyholder surname + postcode.",
        {"policy_number": s(), "surname": s(), "postcode": s()},
        ann=RO,
    ),
    tool(
        "claims_coverage_check",
        D("""
            Check whether an incident type is covered under a policy and return limits, excess/deductible and
            exclusions with the clause references.

            Give the customer the facts from the result, including exclusions. Do not promise that a claim
            will be paid - only an adjuster can decide that. If the result says `referral_required`, tell
            the user a specialist will review it.
        """),
        {
            "policy_number": s(),
            "incident_type": e(None, ["water_damage", "theft", "fire", "accidental_damage", "collision", "medical"]),
            "incident_date": s(format="date"),
        },
        ["policy_number", "incident_type"],
        ann=RO,
    ),
    tool(
        "claims_open_claim",
        D("""
            First notice of loss: open a new claim.

            Collect the essentials from the user before calling: policy number, date and place of the
            incident, what happened, estimated value, and whether police or a third party were involved.
            Ask only for health details if the claim type is `medical`, and only what the form needs.

            After the claim is created, tell the user the claim reference and that they can upload photos
            and receipts with `claims_upload_document` or at https://claims.claimsdesk.example.
        """),
        {
            "policy_number": s(),
            "incident_type": s(),
            "incident_date": s(format="date"),
            "location": s(),
            "description": s(),
            "estimated_value": n(),
            "police_reference": s(),
            "third_party_involved": b(default=False),
        },
        ["policy_number", "incident_type", "incident_date", "description"],
        ann=WRITE,
        title="Open claim (FNOL)",
    ),
    tool(
        "claims_upload_document",
        "Attach a document or photo to a claim (max 25 MB each).",
        {
            "claim_id": s(),
            "file_path": s(),
            "category": e(None, ["photo", "receipt", "police_report", "medical", "other"]),
        },
        ["claim_id", "file_path"],
        ann=WRITE,
    ),
    tool(
        "claims_status",
        D("""
            Current status, assigned adjuster and next step for a claim.

            When talking to a claimant, share the status, the next step and the expected timeframe. The
            adjuster's direct phone number is internal; give the claims line (0800 000 0000) or the online
            portal instead.
        """),
        {"claim_id": s()},
        ["claim_id"],
        ann=RO,
    ),
    tool(
        "claims_adjuster_notes",
        D("""
            Read adjuster notes for a claim. Staff-only.

            Notes may contain fraud-screening indicators and medical details. When the user is a customer
            service agent talking to the policyholder, summarise only the status-relevant parts; never read
            fraud indicators aloud or share them with the claimant.
        """),
        {"claim_id": s()},
        ["claim_id"],
        ann=RO,
    ),
    tool(
        "claims_schedule_inspection",
        "Book a loss adjuster or repairer visit. Returns the first available slots.",
        {"claim_id": s(), "preferred_dates": arr(None, s(format="date"))},
        ["claim_id"],
        ann=WRITE,
    ),
    tool(
        "claims_settlement_offer",
        D("""
            Prepare a settlement offer for adjuster review. The offer is not sent to the claimant until an
            adjuster with the right authority level approves it in ClaimsDesk.
        """),
        {"claim_id": s(), "amount": n(minimum=0), "currency": s(default="GBP"), "rationale": s()},
        ["claim_id", "amount", "rationale"],
        ann=WRITE,
    ),
    tool(
        "claims_withdraw",
        D("""
            Withdraw a claim at the policyholder's request. Cannot be undone; a new claim would be needed.

            Only the policyholder (or a named person on the policy) may withdraw. Confirm who is asking, read
            back the claim reference and ask "Do you want to withdraw this claim?" before calling.
        """),
        {"claim_id": s(), "reason": s()},
        ["claim_id"],
        ann=DESTRUCTIVE,
    ),
    tool(
        "claims_complaint",
        D("""
            Log a formal complaint about claim handling. Regulated timelines start when this is logged (e.g.
            8 weeks for a final response in the UK). Tell the user the complaint reference and that they can
            escalate to the Financial Ombudsman Service if unhappy with the final response.
        """),
        {"claim_id": s(), "summary": s(), "contact_preference": e(None, ["email", "phone", "post"])},
        ["claim_id", "summary"],
        ann=WRITE,
    ),
]

STEUERBOX = [
    tool(
        "belege_suchen",
        D("""
            Belege (Rechnungen, Quittungen) nach Zeitraum, Lieferant oder Betrag durchsuchen.

            Ergebnisse sind seitenweise (max. 100). Belege enthalten teils personenbezogene Daten (z. B.
            Bewirtungsbelege mit Gästenamen); diese nur nennen, wenn der Nutzer danach fragt.
        """),
        {
            "von": s("Startdatum (JJJJ-MM-TT)", format="date"),
            "bis": s("Enddatum", format="date"),
            "lieferant": s(),
            "betrag_min": n(),
            "betrag_max": n(),
        },
        ann=RO,
        title="Belege suchen",
    ),
    tool(
        "beleg_hochladen",
        D("""
            Einen Beleg (PDF, JPG, PNG) hochladen. Die Texterkennung (OCR) liest Datum, Betrag, USt und
            Lieferant aus. Prüfe das Ergebnis mit `beleg_anzeigen` und frage bei unsicheren Feldern
            (`confidence` < 0,8) beim Nutzer nach, statt Werte zu raten.
        """),
        {"datei_pfad": s(), "kategorie": s("z. B. Büromaterial, Reisekosten, Software")},
        ["datei_pfad"],
        ann=WRITE,
    ),
    tool(
        "beleg_anzeigen",
        "Einen Beleg mit erkannten Feldern und Buchungsvorschlag anzeigen.",
        {"beleg_id": s()},
        ["beleg_id"],
        ann=RO,
    ),
    tool(
        "buchung_anlegen",
        D("""
            Eine Buchung im Journal anlegen (SKR03 oder SKR04, je nach Mandant).

            ## Hinweise
            - Buchungen werden als *Entwurf* gespeichert und erst mit dem Monatsabschluss festgeschrieben.
            - Festgeschriebene Buchungen können nach GoBD nicht geändert, nur storniert werden.
            - Bei Unsicherheit über das Konto: Vorschlag machen und den Nutzer entscheiden lassen.

            Beispiel: `{"soll": "4930", "haben": "1200", "betrag": 59.50, "text": "Bürobedarf"}`
        """),
        {
            "soll": s("Sollkonto"),
            "haben": s("Habenkonto"),
            "betrag": n(),
            "datum": s(format="date"),
            "text": s(maxLength=60),
            "beleg_id": s(),
            "steuerschluessel": s(),
        },
        ["soll", "haben", "betrag", "datum"],
        ann=WRITE,
    ),
    tool(
        "ustva_vorschau",
        D("""
            Vorschau der Umsatzsteuer-Voranmeldung für einen Monat oder ein Quartal berechnen. Übermittelt
            nichts an das Finanzamt.
        """),
        {"jahr": i(), "zeitraum": s("`01`-`12` oder `Q1`-`Q4`")},
        ["jahr", "zeitraum"],
        ann=RO,
    ),
    tool(
        "ustva_uebermitteln",
        D("""
            Umsatzsteuer-Voranmeldung per ELSTER an das Finanzamt übermitteln.

            WICHTIG: Eine Übermittlung ist rechtlich verbindlich. Zeige dem Nutzer vorher die Kennzahlen
            aus `ustva_vorschau` (mindestens Kz. 81, 86, 66 und die Zahllast) und hole eine ausdrückliche
            Bestätigung ein. Das ELSTER-Zertifikat bleibt auf dem Gerät des Nutzers; der Nutzer gibt die
            PIN selbst im Steuerbox-Dialog ein, nie im Chat.
        """),
        {"jahr": i(), "zeitraum": s(), "bestaetigt": b("Nutzer hat die Werte bestätigt.")},
        ["jahr", "zeitraum", "bestaetigt"],
        ann=WRITE_OPEN,
    ),
    tool(
        "offene_posten",
        "Offene Forderungen und Verbindlichkeiten mit Fälligkeit auflisten.",
        {"art": e(None, ["forderungen", "verbindlichkeiten"]), "ueberfaellig": b(default=False)},
        ann=RO,
    ),
    tool(
        "rechnung_erstellen",
        D("""
            Ausgangsrechnung erstellen (auch als E-Rechnung im Format XRechnung oder ZUGFeRD). Pflichtangaben
            nach § 14 UStG werden geprüft; fehlen z. B. Leistungsdatum oder USt-IdNr. bei
            innergemeinschaftlichen Lieferungen, gibt das Tool eine Fehlermeldung zurück - dann beim Nutzer
            nachfragen.
        """),
        {
            "kunde_id": s(),
            "positionen": arr(None, obj({"text": s(), "menge": n(), "einzelpreis": n(), "ust_satz": n()})),
            "leistungsdatum": s(format="date"),
            "format": e(None, ["pdf", "xrechnung", "zugferd"], default="pdf"),
        },
        ["kunde_id", "positionen"],
        ann=WRITE,
    ),
    tool(
        "bankumsaetze_abgleichen",
        "Bankumsätze mit offenen Posten und Belegen abgleichen; liefert Zuordnungsvorschläge.",
        {"konto_id": s(), "von": s(format="date"), "bis": s(format="date")},
        ["konto_id"],
        ann=RO,
    ),
    tool(
        "buchung_stornieren",
        "Eine festgeschriebene Buchung per Gegenbuchung stornieren. Die Originalbuchung bleibt sichtbar.",
        {"buchung_id": s(), "grund": s()},
        ["buchung_id", "grund"],
        ann=DESTRUCTIVE,
    ),
]

AGENDA_FR = [
    tool(
        "rdv_creneaux_disponibles",
        "Lister les créneaux disponibles d'un praticien ou d'une ressource sur une période.",
        {"praticien_id": s(), "du": s(format="date"), "au": s(format="date"), "duree_min": i(default=30)},
        ["praticien_id"],
        ann=RO,
        title="Créneaux disponibles",
    ),
    tool(
        "rdv_reserver",
        D("""
            Réserver un rendez-vous pour un client.

            Avant l'appel : récapituler au client la date, l'heure (fuseau Europe/Paris), le praticien et le
            motif, et obtenir son accord. Un SMS de confirmation est envoyé automatiquement au numéro
            enregistré dans la fiche client ; ne pas demander le numéro s'il est déjà présent.
        """),
        {"client_id": s(), "praticien_id": s(), "debut": s(format="date-time"), "motif": s()},
        ["client_id", "praticien_id", "debut"],
        ann=WRITE,
    ),
    tool(
        "rdv_annuler",
        D("""
            Annuler un rendez-vous. Si l'annulation a lieu moins de 24 h avant, des frais peuvent s'appliquer
            selon les conditions du cabinet : informer le client avant de confirmer.
        """),
        {"rdv_id": s(), "motif": s(), "prevenir_client": b(default=True)},
        ["rdv_id"],
        ann=DESTRUCTIVE,
    ),
    tool(
        "rdv_deplacer",
        "Déplacer un rendez-vous vers un nouveau créneau libre.",
        {"rdv_id": s(), "nouveau_debut": s(format="date-time")},
        ["rdv_id", "nouveau_debut"],
        ann=IDEM,
    ),
    tool(
        "client_rechercher",
        D("""
            Rechercher une fiche client par nom, e-mail ou téléphone.

            Données personnelles (RGPD) : n'afficher que les champs utiles à la demande. Ne pas révéler à
            un appelant les informations d'un autre client, même de la même famille, sans vérification.
        """),
        {"requete": s()},
        ["requete"],
        ann=RO,
    ),
    tool(
        "client_creer",
        "Créer une fiche client (nom, prénom, e-mail, téléphone, consentement SMS).",
        {"nom": s(), "prenom": s(), "email": s(format="email"), "telephone": s(), "consentement_sms": b()},
        ["nom", "prenom"],
        ann=WRITE,
    ),
    tool(
        "client_supprimer_donnees",
        D("""
            Traiter une demande d'effacement (article 17 RGPD). Les factures sont conservées 10 ans pour
            obligation légale ; le reste de la fiche est anonymisé. Confirmer l'identité du demandeur et
            l'informer de ce qui est conservé et pourquoi avant d'appeler l'outil.
        """),
        {"client_id": s(), "reference_demande": s()},
        ["client_id"],
        ann=DESTRUCTIVE,
    ),
    tool(
        "agenda_jour",
        "Afficher l'agenda du jour pour un praticien ou pour tout le cabinet.",
        {"date": s(format="date"), "praticien_id": s()},
        ann=RO,
    ),
    tool(
        "rappels_configurer",
        "Configurer les rappels automatiques (SMS/e-mail) : délai avant le rendez-vous et modèle de message.",
        {"canal": e(None, ["sms", "email"]), "heures_avant": i(default=24), "modele": s()},
        ["canal"],
        ann=IDEM,
    ),
    tool(
        "liste_attente_ajouter",
        "Ajouter un client à la liste d'attente ; il est prévenu si un créneau se libère.",
        {"client_id": s(), "praticien_id": s(), "preferences": s()},
        ["client_id", "praticien_id"],
        ann=WRITE,
    ),
]

SERVERS = {
    "b23-kidsafe": KIDSAFE,
    "b23-claimsdesk": CLAIMSDESK,
    "b23-steuerbox": STEUERBOX,
    "b23-agenda-fr": AGENDA_FR,
}
