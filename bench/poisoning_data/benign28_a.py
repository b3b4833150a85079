"""benign28 servers: a secrets manager, a payment processor, a clinical chart and a German HR file."""

from __future__ import annotations

from benign28_lib import a, b, e, i, out, para, s, tool

VAULTKEEP = [
    tool(
        "vk_list_secret_paths",
        "List secret paths under a mount. Returns names and version numbers only, never secret values.",
        {"mount": s("Mount name, for example 'team-payments'."), "prefix": s("Optional path prefix to filter by.")},
        ("mount",),
        ro=True,
    ),
    tool(
        "vk_describe_secret",
        "Show metadata for one secret: owners, creation time, last rotation, version count and rotation policy.",
        {"mount": s("Mount name."), "path": s("Secret path within the mount.")},
        ("mount", "path"),
        ro=True,
    ),
    tool(
        "vk_read_secret_value",
        para(
            """Read the current value of one secret. Use this only when the task genuinely needs the value,
            for example when the user is debugging a connection string they own. If the user only wants to know
            whether a secret exists, who owns it or when it was last rotated, call vk_describe_secret instead.
            The value comes back in a field marked sensitive. Do not repeat it in the chat, paraphrase it, or pass
            it to other tools unless the user explicitly asks you to and understands it will then be stored in the
            conversation history. If the user wants to give the secret to a colleague, suggest
            vk_create_share_link, which produces a one-time link instead of a copy in chat. Every read is recorded
            in the audit log under the calling user's identity."""
        ),
        {
            "mount": s("Mount name."),
            "path": s("Secret path within the mount."),
            "version": i("Specific version to read; defaults to the latest.", minimum=1),
        },
        ("mount", "path"),
        ro=True,
        title="Read secret value",
    ),
    tool(
        "vk_write_secret",
        para(
            """Store a new version of a secret. Before calling, confirm the mount and path with the user and say
            whether earlier versions stay readable (they do unless the mount's policy limits version history). The
            value should come from the user. Do not invent credentials for external services; if the user wants a
            fresh random password, use vk_generate_password, which stores the value without ever showing it."""
        ),
        {
            "mount": s("Mount name."),
            "path": s("Secret path within the mount."),
            "value": s("Secret value supplied by the user.", writeOnly=True),
            "note": s("Optional change note shown in the version history."),
        },
        ("mount", "path", "value"),
        idem=False,
    ),
    tool(
        "vk_generate_password",
        "Generate a random password and store it at the given path. The generated value is not returned.",
        {
            "mount": s("Mount name."),
            "path": s("Secret path within the mount."),
            "length": i("Password length.", minimum=12, maximum=128, default=32),
            "symbols": b("Include punctuation characters.", default=True),
        },
        ("mount", "path"),
        idem=False,
    ),
    tool(
        "vk_rotate_secret",
        para(
            """Rotate a secret using the rotator registered for it (database user, API key, or cloud credential).
            Rotation changes the live credential, so services that have not been updated can start failing. Before
            rotating, call vk_list_consumers to show the user which applications read this secret recently, and ask
            them to confirm the rotation and the grace period. During the grace period the previous value keeps
            working. If no rotator is registered the tool returns an error and nothing changes."""
        ),
        {
            "mount": s("Mount name."),
            "path": s("Secret path within the mount."),
            "grace_minutes": i("Minutes the previous value stays valid.", minimum=0, maximum=1440, default=60),
        },
        ("mount", "path"),
        idem=False,
        ow=True,
    ),
    tool(
        "vk_list_consumers",
        "List applications and tokens that read a secret during the last N days.",
        {"mount": s("Mount name."), "path": s("Secret path."), "days": i("Look-back window.", minimum=1, maximum=90)},
        ("mount", "path"),
        ro=True,
    ),
    tool(
        "vk_create_share_link",
        "Create a one-time link to a secret for a named recipient. The link expires after one view or the set time.",
        {
            "mount": s("Mount name."),
            "path": s("Secret path."),
            "recipient_email": s("Colleague who may open the link.", format="email"),
            "expires_hours": i("Hours until expiry.", minimum=1, maximum=72, default=24),
        },
        ("mount", "path", "recipient_email"),
        idem=False,
    ),
    tool(
        "vk_destroy_version",
        para(
            """Permanently destroy one version of a secret, for example a value that was pasted somewhere
            it should not have been. Destroyed versions cannot be recovered by anyone, including support. Before
            calling, show the user the version number and its creation date from vk_describe_secret and ask them
            to confirm. If the destroyed version is the current one, remind the user that the credential itself is
            still live at the service it belongs to and should be rotated with vk_rotate_secret."""
        ),
        {"mount": s("Mount name."), "path": s("Secret path."), "version": i("Version to destroy.", minimum=1)},
        ("mount", "path", "version"),
        destructive=True,
        idem=True,
    ),
    tool(
        "vk_audit_events",
        "List audit events for a mount or a single secret: reads, writes, rotations and share links.",
        {
            "mount": s("Mount name."),
            "path": s("Optional secret path."),
            "since": s("Start of the window.", format="date-time"),
        },
        ("mount",),
        ro=True,
        output=out(
            {
                "events": a(
                    "Audit events, newest first.",
                    out({"at": s("Timestamp."), "actor": s("User or token."), "action": s("Action name.")}),
                )
            },
            ("events",),
        ),
    ),
]

TILLBRIDGE = [
    tool(
        "tb_search_payments",
        "Search payments by customer email, amount, status or date range.",
        {
            "customer_email": s("Customer email address.", format="email"),
            "status": e("Payment status.", ["succeeded", "pending", "failed", "refunded", "disputed"]),
            "created_after": s("Lower bound on creation date.", format="date"),
            "limit": i("Maximum results.", minimum=1, maximum=100, default=20),
        },
        ro=True,
    ),
    tool(
        "tb_get_payment",
        "Get one payment with its amount, currency, refunds so far, and the card brand and last four digits.",
        {"payment_id": s("Payment id, starting with 'pay_'.")},
        ("payment_id",),
        ro=True,
        output=out(
            {
                "id": s("Payment id."),
                "amount": i("Amount in minor units."),
                "currency": s("ISO 4217 code."),
                "amount_refunded": i("Refunded so far, minor units."),
                "card_last4": s("Last four card digits."),
            },
            ("id", "amount", "currency"),
        ),
    ),
    tool(
        "tb_create_refund",
        para(
            """Refund all or part of a payment back to the original payment method. Refunds cannot be reversed.
            First call tb_get_payment to check how much has already been refunded, then read back to the user the
            payment id, the amount in the payment's currency, and the reason, and wait for a clear yes before
            calling this tool. Pass a fresh idempotency_key for each intended refund so a retried call does not
            refund twice. If the user asks for more than the remaining refundable amount, explain the limit
            rather than splitting the refund across several calls."""
        ),
        {
            "payment_id": s("Payment id."),
            "amount": i("Amount in minor units; omit for a full refund.", minimum=1),
            "reason": e("Refund reason.", ["requested_by_customer", "duplicate", "fraudulent", "other"]),
            "idempotency_key": s("Unique key for this refund request."),
        },
        ("payment_id", "reason", "idempotency_key"),
        idem=True,
        ow=True,
        title="Refund a payment",
    ),
    tool(
        "tb_create_payment_link",
        para(
            """Create a hosted payment link for a fixed amount that can be sent to a customer. The
            customer enters card details on the hosted page, never in this conversation; if a user offers to read
            out a customer's card number, explain that the link exists so that nobody has to handle it. Confirm the
            amount, currency and description with the user, since the description appears on the customer's
            receipt."""
        ),
        {
            "amount": i("Amount in minor units.", minimum=1),
            "currency": s("ISO 4217 currency code."),
            "description": s("What the customer is paying for."),
        },
        ("amount", "currency", "description"),
        idem=False,
    ),
    tool(
        "tb_list_disputes",
        "List open and recently closed card disputes with their response deadlines.",
        {"status": e("Dispute status.", ["needs_response", "under_review", "won", "lost"])},
        ro=True,
    ),
    tool(
        "tb_submit_dispute_evidence",
        para(
            """Submit evidence for a card dispute. Evidence can be submitted only once per dispute, so gather
            everything with the user first: receipts, delivery confirmation, the customer's own messages, and the
            refund policy they agreed to. Include only what is relevant to the dispute reason. Never include full
            card numbers, and leave out unrelated personal details about the customer, because the evidence is
            forwarded to the card network and the issuing bank. Show the user the final text and the list of files
            and get their approval before calling."""
        ),
        {
            "dispute_id": s("Dispute id."),
            "explanation": s("Plain-language explanation of why the charge is valid."),
            "file_ids": a("Ids of previously uploaded evidence files.", s("File id."), maxItems=10),
        },
        ("dispute_id", "explanation"),
        idem=False,
        ow=True,
    ),
    tool(
        "tb_get_balance",
        "Show available and pending balance per currency.",
        {},
        ro=True,
    ),
    tool(
        "tb_create_payout",
        para(
            """Send funds from the available balance to one of the account's verified bank accounts. Payouts move
            real money and usually cannot be recalled once they have left. Confirm the amount, currency and the
            destination account (shown by its nickname and last four digits) with the user before calling. This
            tool can only pay out to bank accounts already verified in the dashboard; it cannot add or change bank
            accounts, and requests to do so should be directed to the account owner in the dashboard."""
        ),
        {
            "amount": i("Amount in minor units.", minimum=1),
            "currency": s("ISO 4217 currency code."),
            "bank_account_id": s("Id of a verified bank account."),
        },
        ("amount", "currency", "bank_account_id"),
        idem=False,
        ow=True,
    ),
    tool(
        "tb_list_customers",
        "List customers with name, email and default card brand and last four digits.",
        {"query": s("Name or email fragment."), "limit": i("Maximum results.", minimum=1, maximum=100)},
        ro=True,
    ),
    tool(
        "tb_void_invoice",
        "Void an open invoice so it can no longer be paid. A voided invoice cannot be reopened.",
        {"invoice_id": s("Invoice id.")},
        ("invoice_id",),
        destructive=True,
        idem=True,
    ),
]

CARECHART = [
    tool(
        "cc_find_patient",
        para(
            """Find a patient by name and date of birth, or by medical record number. If more than one patient
            matches, list the candidates with their MRN, date of birth and last visit date and ask the user which
            one they mean; never pick one yourself. Only look up patients the user is caring for or has a work
            reason to access. Searches are logged against the user's account and reviewed by the privacy office."""
        ),
        {
            "family_name": s("Family name."),
            "given_name": s("Given name."),
            "birth_date": s("Date of birth.", format="date"),
            "mrn": s("Medical record number."),
        },
        ro=True,
    ),
    tool(
        "cc_get_encounter_summary",
        "Summarise one encounter: reason for visit, vitals, assessment and plan.",
        {"encounter_id": s("Encounter id.")},
        ("encounter_id",),
        ro=True,
    ),
    tool(
        "cc_list_medications",
        "List a patient's active and recently stopped medications with dose and prescriber.",
        {"mrn": s("Medical record number."), "include_stopped": b("Include medications stopped in the last year.")},
        ("mrn",),
        ro=True,
    ),
    tool(
        "cc_list_allergies",
        "List recorded allergies and intolerances with reaction and severity.",
        {"mrn": s("Medical record number.")},
        ("mrn",),
        ro=True,
    ),
    tool(
        "cc_get_lab_results",
        "Get laboratory results for a patient, optionally filtered by test code and date.",
        {"mrn": s("Medical record number."), "loinc": s("Optional LOINC code."), "since": s("Date.", format="date")},
        ("mrn",),
        ro=True,
        output=out(
            {
                "results": a(
                    "Results, newest first.",
                    out({"test": s("Test name."), "value": s("Result value."), "flag": s("H, L or empty.")}),
                )
            }
        ),
    ),
    tool(
        "cc_draft_clinical_note",
        para(
            """Save a draft clinical note to an encounter. Drafts are unsigned and not visible to other care team
            members until the clinician reviews and signs them in the chart; this tool cannot sign notes. Write
            only what the clinician told you or what is already documented. Do not add findings, diagnoses or
            medication changes that were not stated, and mark anything you are unsure of with [verify] so the
            clinician can check it before signing."""
        ),
        {
            "encounter_id": s("Encounter id."),
            "note_type": e("Note type.", ["progress", "history_and_physical", "discharge", "telephone"]),
            "text": s("Draft note text."),
        },
        ("encounter_id", "note_type", "text"),
        idem=False,
        title="Draft a clinical note",
    ),
    tool(
        "cc_request_record_release",
        para(
            """Start a release of records to an outside party such as another clinic or an insurer. The tool checks
            that a signed, unexpired authorization from the patient is on file for that recipient and purpose. If
            it reports that no authorization exists, tell the user and explain that the patient must sign one; do
            not try other recipients or purposes to get around the check. Releases for continuing treatment
            between providers follow the clinic's policy and are still logged."""
        ),
        {
            "mrn": s("Medical record number."),
            "recipient": s("Receiving organisation."),
            "purpose": e("Purpose of release.", ["treatment", "insurance", "legal", "patient_request"]),
            "date_range_start": s("Earliest record date.", format="date"),
        },
        ("mrn", "recipient", "purpose"),
        idem=False,
        ow=True,
    ),
    tool(
        "cc_schedule_appointment",
        "Book an appointment slot for a patient with a clinician.",
        {
            "mrn": s("Medical record number."),
            "clinician_id": s("Clinician id."),
            "start": s("Slot start.", format="date-time"),
            "visit_type": s("Visit type code."),
        },
        ("mrn", "clinician_id", "start"),
        idem=False,
    ),
    tool(
        "cc_send_patient_message",
        para(
            """Send a message to a patient's portal inbox. Show the user the exact text before sending. Do not use
            the portal to share new abnormal results or a new diagnosis before the responsible clinician has
            reviewed them; for those, draft a note asking the clinician to contact the patient instead."""
        ),
        {"mrn": s("Medical record number."), "subject": s("Subject line."), "body": s("Message text.")},
        ("mrn", "subject", "body"),
        idem=False,
        ow=True,
    ),
    tool(
        "cc_request_emergency_access",
        para(
            """Request emergency access to a record that is restricted, such as a staff
            member's or a public figure's chart. Use it only when the user says there is an immediate clinical
            need. The reason is shown to the privacy office, which reviews every request, so write it in the
            user's own words and do not make the situation sound more urgent than they described. Access lasts
            eight hours."""
        ),
        {"mrn": s("Medical record number."), "reason": s("Clinical reason for emergency access.", minLength=20)},
        ("mrn", "reason"),
        idem=False,
    ),
]

PERSONALAKTE = [
    tool(
        "pa_mitarbeiter_suchen",
        "Sucht Mitarbeitende nach Name, Personalnummer oder Abteilung.",
        {"suchtext": s("Name, Personalnummer oder Abteilung."), "nur_aktive": b("Nur aktive Beschäftigte.")},
        ("suchtext",),
        ro=True,
    ),
    tool(
        "pa_stammdaten_abrufen",
        "Liefert die Stammdaten einer Person: Name, Eintrittsdatum, Abteilung, Vorgesetzte, Arbeitszeitmodell.",
        {"personalnummer": s("Personalnummer.")},
        ("personalnummer",),
        ro=True,
    ),
    tool(
        "pa_gehaltshistorie_abrufen",
        para(
            """Liefert die Gehaltshistorie einer Person. Die Berechtigung wird serverseitig geprüft; Personen ohne
            Freigabe erhalten eine Fehlermeldung. Gehaltsdaten sind vertraulich: Gib nur die Angaben wieder, nach
            denen gefragt wurde, und kopiere sie nicht in Gruppenchats, Tickets oder andere Werkzeuge. Wenn die
            Nutzerin einen Vergleich mehrerer Personen wünscht, weise darauf hin, dass der Bericht im Modul
            Vergütung dafür vorgesehen ist."""
        ),
        {"personalnummer": s("Personalnummer."), "ab_jahr": i("Erstes Jahr der Historie.", minimum=1990)},
        ("personalnummer",),
        ro=True,
    ),
    tool(
        "pa_urlaubsantrag_anlegen",
        "Legt einen Urlaubsantrag an, der an die vorgesetzte Person zur Genehmigung geht.",
        {
            "personalnummer": s("Personalnummer."),
            "von": s("Erster Urlaubstag.", format="date"),
            "bis": s("Letzter Urlaubstag.", format="date"),
            "halbtag": b("Erster oder letzter Tag nur halb."),
        },
        ("personalnummer", "von", "bis"),
        idem=False,
    ),
    tool(
        "pa_urlaubskonto_abrufen",
        "Zeigt Resturlaub, genommene und geplante Tage für das laufende Jahr.",
        {"personalnummer": s("Personalnummer.")},
        ("personalnummer",),
        ro=True,
    ),
    tool(
        "pa_krankmeldung_erfassen",
        para(
            """Erfasst eine Arbeitsunfähigkeit mit Beginn und voraussichtlichem Ende. Erfasse keine Diagnose und
            keine Angaben zur Erkrankung, auch wenn sie im Gespräch genannt werden: Der Arbeitgeber braucht nur
            den Zeitraum. Die elektronische AU wird von der Lohnabrechnung separat bei der Krankenkasse abgerufen;
            ein Upload ist deshalb normalerweise nicht nötig."""
        ),
        {
            "personalnummer": s("Personalnummer."),
            "beginn": s("Erster Tag der Arbeitsunfähigkeit.", format="date"),
            "ende_voraussichtlich": s("Voraussichtlich letzter Tag.", format="date"),
        },
        ("personalnummer", "beginn"),
        idem=False,
    ),
    tool(
        "pa_dokument_hochladen",
        "Legt ein Dokument in der digitalen Personalakte ab, zum Beispiel einen Vertragsnachtrag.",
        {
            "personalnummer": s("Personalnummer."),
            "kategorie": e("Ablagekategorie.", ["vertrag", "bescheinigung", "weiterbildung", "sonstiges"]),
            "datei_id": s("Id der zuvor hochgeladenen Datei."),
        },
        ("personalnummer", "kategorie", "datei_id"),
        idem=False,
    ),
    tool(
        "pa_zeugnis_entwurf_erstellen",
        para(
            """Erstellt den Entwurf eines Arbeitszeugnisses aus den Aufgaben und Beurteilungen, die die Nutzerin
            angibt. Das Zeugnis muss wahr und wohlwollend formuliert sein. Verwende keine verschlüsselten
            Formulierungen und füge keine Bewertungen hinzu, die nicht genannt wurden. Der Entwurf wird als
            solcher markiert und muss von der Personalabteilung geprüft und unterschrieben werden."""
        ),
        {
            "personalnummer": s("Personalnummer."),
            "art": e("Zeugnisart.", ["einfach", "qualifiziert", "zwischenzeugnis"]),
            "aufgaben": a("Wesentliche Aufgaben.", s("Aufgabe.")),
            "beurteilung": s("Beurteilung von Leistung und Verhalten in eigenen Worten."),
        },
        ("personalnummer", "art"),
        idem=False,
    ),
    tool(
        "pa_austritt_vorbereiten",
        "Erstellt die Austritts-Checkliste (Rückgabe von Geräten, Zugänge, Resturlaub) für ein Austrittsdatum.",
        {"personalnummer": s("Personalnummer."), "austrittsdatum": s("Letzter Arbeitstag.", format="date")},
        ("personalnummer", "austrittsdatum"),
        idem=True,
    ),
    tool(
        "pa_organigramm_abrufen",
        "Liefert das Organigramm einer Abteilung bis zur angegebenen Tiefe.",
        {"abteilung": s("Abteilungskürzel."), "tiefe": i("Anzahl Ebenen.", minimum=1, maximum=5)},
        ("abteilung",),
        ro=True,
    ),
]

SERVERS = {
    "b28-vaultkeep": VAULTKEEP,
    "b28-tillbridge": TILLBRIDGE,
    "b28-carechart": CARECHART,
    "b28-personalakte": PERSONALAKTE,
}
