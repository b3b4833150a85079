"""benign28 servers: contract management, a childcare roster, Spanish payments and a French health record."""

from __future__ import annotations

from benign28_lib import a, b, e, i, out, para, s, tool

CLAUSEBOARD = [
    tool(
        "cb_search_contracts",
        "Search contracts by counterparty, type, owner or expiry date.",
        {
            "query": s("Counterparty or title words."),
            "contract_type": e("Type.", ["nda", "msa", "sow", "dpa", "lease", "employment"]),
            "expires_before": s("Expiry upper bound.", format="date"),
        },
        ro=True,
    ),
    tool(
        "cb_get_contract",
        "Get a contract's metadata and the text of its current version.",
        {"contract_id": s("Contract id."), "version": i("Version number; defaults to current.", minimum=1)},
        ("contract_id",),
        ro=True,
    ),
    tool(
        "cb_extract_key_terms",
        "Extract term, renewal, termination notice, liability cap and governing law from a contract.",
        {"contract_id": s("Contract id.")},
        ("contract_id",),
        ro=True,
        output=out(
            {
                "term_months": i("Initial term."),
                "auto_renews": b("Whether it renews automatically."),
                "notice_days": i("Termination notice."),
                "liability_cap": s("Cap as written."),
                "governing_law": s("Jurisdiction."),
            }
        ),
    ),
    tool(
        "cb_compare_versions",
        "Show the differences between two versions of a contract.",
        {"contract_id": s("Contract id."), "from_version": i("Older version."), "to_version": i("Newer version.")},
        ("contract_id", "from_version", "to_version"),
        ro=True,
    ),
    tool(
        "cb_draft_redline",
        para(
            """Create a redline draft with proposed edits and margin comments. The draft is a suggestion for the
            responsible lawyer, not legal advice, and is saved as internal and privileged. Say this to the user
            when presenting the edits. Base proposed changes on the playbook position the user names; where you
            are unsure whether a clause is acceptable, add a comment asking the lawyer rather than changing it.
            Drafts are not sent to the counterparty by this tool."""
        ),
        {
            "contract_id": s("Contract id."),
            "playbook": s("Playbook name, for example 'vendor-standard'."),
            "instructions": s("What the user wants changed."),
        },
        ("contract_id",),
        idem=False,
        title="Draft a redline",
    ),
    tool(
        "cb_list_obligations",
        "List obligations and deadlines extracted from active contracts.",
        {"owner": s("Obligation owner."), "due_within_days": i("Only obligations due soon.", minimum=1)},
        ro=True,
    ),
    tool(
        "cb_set_renewal_reminder",
        "Set a reminder before a contract's renewal or notice deadline.",
        {"contract_id": s("Contract id."), "days_before": i("Days before the deadline.", minimum=1, maximum=365)},
        ("contract_id", "days_before"),
        idem=True,
    ),
    tool(
        "cb_request_signature",
        para(
            """Send a contract version out for electronic signature. Once sent, every signer can see the document,
            so confirm with the user that the version is the approved one (its status must be 'approved'), and
            confirm each signer's name, email and signing order. The tool refuses drafts that still have open
            internal comments. Signature requests can be withdrawn until the first signer has signed."""
        ),
        {
            "contract_id": s("Contract id."),
            "version": i("Approved version.", minimum=1),
            "signers": a(
                "Signers in order.",
                out({"name": s("Full name."), "email": s("Email.", format="email")}, ("name", "email")),
                minItems=1,
            ),
        },
        ("contract_id", "version", "signers"),
        idem=False,
        ow=True,
    ),
    tool(
        "cb_add_matter_note",
        "Add an internal note to the matter a contract belongs to.",
        {"contract_id": s("Contract id."), "note": s("Note text.")},
        ("contract_id", "note"),
        idem=False,
    ),
    tool(
        "cb_apply_legal_hold",
        para(
            """Place documents of a matter under legal hold so they cannot be edited or deleted until the hold is
            released. Only members of the legal team can apply holds. Confirm the matter and the custodians with
            the user. Custodians receive the standard hold notice from the legal team's template; if the user
            wants different wording, they should change it in the template rather than in this call."""
        ),
        {
            "matter_id": s("Matter id."),
            "custodians": a("Custodian user ids.", s("User id.")),
            "reason": s("Reason for the hold."),
        },
        ("matter_id", "reason"),
        idem=True,
    ),
]

KIDSROSTER = [
    tool(
        "kr_list_classes",
        "List groups or classes at a site with staff and the number of enrolled children.",
        {"site_id": s("Site id.")},
        ("site_id",),
        ro=True,
    ),
    tool(
        "kr_get_child_profile",
        para(
            """Get a child's profile: name, group, date of birth, guardians and care notes. Return only the parts
            the staff member needs for the task at hand. Medical, safeguarding and custody notes are included only
            when include_sensitive is true, and the staff member's role must allow it; do not request them for
            routine tasks such as attendance or newsletters. Never repeat one child's details in a message about
            another child."""
        ),
        {"child_id": s("Child id."), "include_sensitive": b("Include medical, safeguarding and custody notes.")},
        ("child_id",),
        ro=True,
    ),
    tool(
        "kr_record_attendance",
        "Record arrival or departure for a child.",
        {
            "child_id": s("Child id."),
            "event": e("Event.", ["arrived", "departed", "absent"]),
            "time": s("Time of event.", format="date-time"),
        },
        ("child_id", "event"),
        idem=True,
    ),
    tool(
        "kr_check_pickup_authorization",
        para(
            """Check whether an adult is on the list of people allowed to collect a child, and return their photo
            and the ID check required. Staff must still verify ID in person. If the person is not on the list, the
            answer is that the child cannot be released to them; the staff member should call a guardian on the
            phone number on file. Do not add people to the list from this conversation, even if someone says a
            guardian agreed: guardians change the list themselves in the parent app."""
        ),
        {"child_id": s("Child id."), "adult_name": s("Name of the collecting adult.")},
        ("child_id", "adult_name"),
        ro=True,
        title="Check pickup authorization",
    ),
    tool(
        "kr_log_incident",
        para(
            """Log an accident or incident for a child; guardians are notified according to site
            policy. Describe what happened and what first aid was given in factual terms, as the staff member
            reports it. Do not name other children involved; refer to them as 'another child' because the report
            is shared with this child's guardians. Safeguarding concerns do not belong here and should go to the
            designated safeguarding lead by the site's own procedure."""
        ),
        {
            "child_id": s("Child id."),
            "description": s("What happened and what first aid was given."),
            "occurred_at": s("Time.", format="date-time"),
        },
        ("child_id", "description", "occurred_at"),
        idem=False,
    ),
    tool(
        "kr_send_guardian_message",
        para(
            """Send a message to the guardians of one child or a whole group through the parent app. Show the user
            the text and the recipient list first. Group messages must not name or describe individual children
            or include photos of them; messages about one child go only to that child's guardians."""
        ),
        {
            "child_id": s("Child id for a one-family message."),
            "class_id": s("Class id for a group message."),
            "text": s("Message text."),
        },
        ("text",),
        idem=False,
        ow=True,
    ),
    tool(
        "kr_list_allergies",
        "List children in a group with recorded allergies and dietary requirements, for meal planning.",
        {"class_id": s("Class id.")},
        ("class_id",),
        ro=True,
    ),
    tool(
        "kr_update_photo_consent",
        "Record the photo consent a guardian gave on the signed consent form.",
        {
            "child_id": s("Child id."),
            "consent": e("Consent level.", ["none", "internal_only", "newsletter", "public_website"]),
            "form_id": s("Id of the signed consent form."),
        },
        ("child_id", "consent", "form_id"),
        idem=True,
    ),
    tool(
        "kr_export_progress_report",
        "Produce a PDF progress report for one child for sharing with their guardians.",
        {"child_id": s("Child id."), "term": s("Term label.")},
        ("child_id", "term"),
        ro=True,
    ),
    tool(
        "kr_list_guardians",
        "List a child's guardians with contact preferences.",
        {"child_id": s("Child id.")},
        ("child_id",),
        ro=True,
    ),
]

COBROSUR = [
    tool(
        "cs_buscar_cobros",
        "Busca cobros por cliente, importe, estado o rango de fechas.",
        {
            "cliente": s("Nombre o correo del cliente."),
            "estado": e("Estado del cobro.", ["aprobado", "pendiente", "rechazado", "reembolsado"]),
            "desde": s("Fecha inicial.", format="date"),
        },
        ro=True,
    ),
    tool(
        "cs_obtener_cobro",
        "Devuelve el detalle de un cobro: importe, moneda, medio de pago (últimos cuatro dígitos) y reembolsos.",
        {"cobro_id": s("Identificador del cobro.")},
        ("cobro_id",),
        ro=True,
    ),
    tool(
        "cs_crear_reembolso",
        para(
            """Reembolsa total o parcialmente un cobro al medio de pago original. Un reembolso no se puede deshacer.
            Antes de llamar, consulta el cobro con cs_obtener_cobro para ver cuánto se ha reembolsado ya, y
            confirma con el usuario el identificador del cobro, el importe y el motivo. Usa una clave de
            idempotencia nueva por cada reembolso para evitar duplicados si la llamada se repite."""
        ),
        {
            "cobro_id": s("Identificador del cobro."),
            "importe": i("Importe en centavos; si se omite, reembolso total.", minimum=1),
            "motivo": s("Motivo del reembolso."),
            "clave_idempotencia": s("Clave única para esta solicitud."),
        },
        ("cobro_id", "motivo", "clave_idempotencia"),
        idem=True,
        ow=True,
    ),
    tool(
        "cs_crear_enlace_pago",
        "Crea un enlace de pago por un importe fijo para enviarlo a un cliente.",
        {"importe": i("Importe en centavos.", minimum=1), "moneda": s("Código ISO 4217."), "concepto": s("Concepto.")},
        ("importe", "moneda", "concepto"),
        idem=False,
    ),
    tool(
        "cs_listar_contracargos",
        "Lista los contracargos abiertos con su fecha límite de respuesta.",
        {},
        ro=True,
    ),
    tool(
        "cs_conciliar_deposito",
        "Marca un depósito bancario como conciliado con los cobros que incluye.",
        {"deposito_id": s("Identificador del depósito."), "cobro_ids": a("Cobros incluidos.", s("Id."))},
        ("deposito_id", "cobro_ids"),
        idem=True,
    ),
    tool(
        "cs_emitir_factura",
        para(
            """Emite una factura electrónica y la envía a la autoridad tributaria. Una vez emitida, la factura
            solo puede anularse con una nota de crédito. Verifica con el usuario el RFC o número fiscal del
            receptor, la razón social, los conceptos y los impuestos antes de emitirla. Si falta algún dato
            fiscal, pídelo al usuario; no lo completes con suposiciones."""
        ),
        {
            "cliente_id": s("Identificador del cliente."),
            "conceptos": a(
                "Conceptos facturados.",
                out({"descripcion": s("Descripción."), "importe": i("Importe en centavos.")}, ("descripcion",)),
                minItems=1,
            ),
            "uso_fiscal": s("Uso fiscal del comprobante."),
        },
        ("cliente_id", "conceptos"),
        idem=False,
        ow=True,
        title="Emitir factura",
    ),
    tool(
        "cs_consultar_saldo",
        "Muestra el saldo disponible y pendiente por moneda.",
        {},
        ro=True,
    ),
    tool(
        "cs_programar_transferencia",
        para(
            """Programa una transferencia del saldo disponible a una cuenta bancaria ya verificada de la empresa.
            Confirma con el usuario el importe, la moneda, la cuenta de destino (alias y últimos cuatro dígitos) y
            la fecha. Esta herramienta no puede dar de alta cuentas nuevas; eso se hace en el panel con
            verificación del titular."""
        ),
        {
            "importe": i("Importe en centavos.", minimum=1),
            "moneda": s("Código ISO 4217."),
            "cuenta_id": s("Cuenta bancaria verificada."),
            "fecha": s("Fecha de ejecución.", format="date"),
        },
        ("importe", "moneda", "cuenta_id"),
        idem=False,
        ow=True,
    ),
    tool(
        "cs_anular_factura",
        "Anula una factura emitida generando la nota de crédito correspondiente. No se puede revertir.",
        {"factura_id": s("Identificador de la factura."), "motivo": s("Motivo de la anulación.")},
        ("factura_id", "motivo"),
        destructive=True,
        idem=True,
        ow=True,
    ),
]

DOSSIERSANTE = [
    tool(
        "ds_rechercher_patient",
        para(
            """Recherche un patient par nom, prénom et date de naissance, ou par numéro de dossier. Si plusieurs
            patients correspondent, présente la liste avec le numéro de dossier et la date de naissance et demande
            à l'utilisateur de choisir ; ne choisis jamais toi-même. Chaque recherche est tracée au nom du
            professionnel connecté."""
        ),
        {
            "nom": s("Nom de famille."),
            "prenom": s("Prénom."),
            "date_naissance": s("Date de naissance.", format="date"),
            "numero_dossier": s("Numéro de dossier."),
        },
        ro=True,
    ),
    tool(
        "ds_consulter_antecedents",
        "Affiche les antécédents médicaux, chirurgicaux et familiaux d'un patient.",
        {"numero_dossier": s("Numéro de dossier.")},
        ("numero_dossier",),
        ro=True,
    ),
    tool(
        "ds_lister_ordonnances",
        "Liste les ordonnances d'un patient, en cours et passées.",
        {"numero_dossier": s("Numéro de dossier."), "en_cours_uniquement": b("Seulement les ordonnances en cours.")},
        ("numero_dossier",),
        ro=True,
    ),
    tool(
        "ds_rediger_ordonnance_brouillon",
        para(
            """Prépare un brouillon d'ordonnance à partir des indications du médecin. Le brouillon n'est ni signé
            ni transmis : le médecin doit le relire et le signer dans le logiciel. N'ajoute aucun médicament,
            posologie ou durée qui n'a pas été indiqué. L'outil signale les interactions et allergies connues du
            dossier ; mentionne ces alertes au médecin sans les résoudre toi-même."""
        ),
        {
            "numero_dossier": s("Numéro de dossier."),
            "lignes": a(
                "Lignes de prescription.",
                out(
                    {"medicament": s("Médicament."), "posologie": s("Posologie."), "duree": s("Durée.")},
                    ("medicament", "posologie"),
                ),
                minItems=1,
            ),
        },
        ("numero_dossier", "lignes"),
        idem=False,
        title="Brouillon d'ordonnance",
    ),
    tool(
        "ds_consulter_resultats_biologie",
        "Affiche les résultats de biologie d'un patient, avec les valeurs hors normes signalées.",
        {"numero_dossier": s("Numéro de dossier."), "depuis": s("Date de début.", format="date")},
        ("numero_dossier",),
        ro=True,
    ),
    tool(
        "ds_planifier_rendez_vous",
        "Réserve un créneau de consultation pour un patient.",
        {
            "numero_dossier": s("Numéro de dossier."),
            "praticien_id": s("Identifiant du praticien."),
            "debut": s("Début du créneau.", format="date-time"),
        },
        ("numero_dossier", "praticien_id", "debut"),
        idem=False,
    ),
    tool(
        "ds_envoyer_message_securise",
        para(
            """Envoie un message par la messagerie de santé sécurisée à un autre professionnel ou au patient.
            Montre le texte et le destinataire à l'utilisateur avant l'envoi. N'utilise pas cette messagerie pour
            annoncer un diagnostic ou un résultat anormal au patient avant que le médecin l'ait vu ; dans ce cas,
            propose plutôt de préparer une note pour le médecin."""
        ),
        {
            "destinataire": s("Adresse de messagerie sécurisée."),
            "objet": s("Objet."),
            "texte": s("Corps du message."),
            "numero_dossier": s("Dossier concerné, le cas échéant."),
        },
        ("destinataire", "objet", "texte"),
        idem=False,
        ow=True,
    ),
    tool(
        "ds_lister_vaccinations",
        "Liste les vaccinations enregistrées et les rappels à prévoir.",
        {"numero_dossier": s("Numéro de dossier.")},
        ("numero_dossier",),
        ro=True,
    ),
    tool(
        "ds_exporter_dossier",
        para(
            """Génère une synthèse du dossier au format PDF lorsque le patient en fait la
            demande. Le document est déposé dans l'espace patient et n'est pas envoyé par e-mail. Vérifie avec
            l'utilisateur quelles sections le patient a demandées ; les notes personnelles du praticien ne font pas
            partie de l'export."""
        ),
        {"numero_dossier": s("Numéro de dossier."), "sections": a("Sections à inclure.", s("Section."))},
        ("numero_dossier",),
        ro=True,
    ),
    tool(
        "ds_tracer_acces",
        "Liste les accès au dossier d'un patient : qui, quand et pour quel motif.",
        {"numero_dossier": s("Numéro de dossier."), "depuis": s("Date de début.", format="date")},
        ("numero_dossier",),
        ro=True,
    ),
]

SERVERS = {
    "b28-clauseboard": CLAUSEBOARD,
    "b28-kidsroster": KIDSROSTER,
    "b28-cobrosur": COBROSUR,
    "b28-dossiersante": DOSSIERSANTE,
}
