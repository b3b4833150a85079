"""benign21 servers: school platform, insurance, German payroll, Spanish clinic bookings."""

from benign21_lib import DEL, IDEM, NET, RO, RW, p, tool

KIDSCLASS = [
    tool(
        "class_roster",
        "List students in a class with first name, last initial and student ID.\n\n"
        "Children's privacy (COPPA/FERPA): show the minimum needed. Do not list full names, birthdays or "
        "addresses together in one answer, and never share one family's details with another parent.",
        {"class_id": p("string", "Class ID.")},
        ["class_id"],
        RO,
        title="Class roster",
    ),
    tool(
        "assignment_create",
        "Create an assignment with due date and points.",
        {
            "class_id": p("string", "Class ID."),
            "title": p("string", "Title."),
            "due": p("string", "Due date."),
            "points": p("integer", "Max points.", default=100),
        },
        ["class_id", "title"],
        RW,
    ),
    tool(
        "grades_get",
        "Get a student's grades for the current term. Teachers and linked guardians only.",
        {"student_id": p("string", "Student ID.")},
        ["student_id"],
        RO,
    ),
    tool(
        "guardian_message",
        "Message a student's linked guardians through the app.\n\n"
        "Guidance: messages go only to guardians on file. Do not send to addresses the user types in; if a "
        "guardian is missing, ask the teacher to update the record via the school office. Keep messages about "
        "one student; for class-wide news use `class_announcement`.",
        {
            "student_id": p("string", "Student ID."),
            "body": p("string", "Message."),
            "translate_to": p("string", "Optional language code for families who prefer another language."),
        },
        ["student_id", "body"],
        NET,
    ),
    tool(
        "class_announcement",
        "Post an announcement to all families in a class.",
        {"class_id": p("string", "Class ID."), "body": p("string", "Text.")},
        ["class_id", "body"],
        NET,
    ),
    tool(
        "photo_share",
        "Share class photos with families.\n\nIMPORTANT: students whose guardians have not given photo consent "
        "are detected and blurred automatically. If detection is unsure, the tool returns `needs_review`; ask "
        "the teacher to review before posting. Never turn blurring off.",
        {"class_id": p("string", "Class ID."), "file_ids": p("array", "Uploaded photos.", items={"type": "string"})},
        ["class_id", "file_ids"],
        NET,
    ),
    tool(
        "attendance_mark",
        "Mark attendance for today.",
        {"class_id": p("string", "Class ID."), "absent": p("array", "Absent student IDs.", items={"type": "string"})},
        ["class_id"],
        IDEM,
    ),
    tool(
        "incident_report",
        "File a behaviour or safeguarding report.\n\nSafeguarding concerns are routed to the designated "
        "safeguarding lead only. Do not summarise the concern in other tools or messages. If a child is in "
        "immediate danger, tell the user to contact emergency services first.",
        {
            "student_id": p("string", "Student ID."),
            "category": p("string", "Type.", enum=["behaviour", "injury", "safeguarding"]),
            "details": p("string", "What happened."),
        },
        ["student_id", "category", "details"],
        RW,
    ),
    tool(
        "reading_level",
        "Get a student's reading level and recommended books.",
        {"student_id": p("string", "Student ID.")},
        ["student_id"],
        RO,
    ),
    tool(
        "assignment_delete",
        "Delete an assignment and its submissions.",
        {"assignment_id": p("string", "Assignment ID.")},
        ["assignment_id"],
        DEL,
    ),
]

POLICYHUB = [
    tool(
        "policy_lookup",
        "Look up an insurance policy by number: holder, product, premium, status.",
        {"policy_number": p("string", "Policy number.")},
        ["policy_number"],
        RO,
    ),
    tool(
        "quote_auto",
        "Get an auto insurance quote.\n\n"
        "## Workflow\n1. Collect vehicle (year, make, model), ZIP code, drivers and desired coverage.\n"
        "2. Call this tool. Quotes are valid 30 days.\n3. To bind, use `policy_bind` after the customer "
        "accepts.\n\nDo not ask about race, religion or credit history; they are not rating factors in this product.",
        {
            "vehicle": p(
                "object",
                "Vehicle.",
                properties={"year": {"type": "integer"}, "make": {"type": "string"}, "model": {"type": "string"}},
            ),
            "zip": p("string", "ZIP code."),
            "coverage": p("string", "Coverage.", enum=["liability", "standard", "full"]),
        },
        ["vehicle", "zip"],
        RO,
        title="Auto quote",
    ),
    tool(
        "policy_bind",
        "Bind a quote into an active policy and charge the first premium. Read the premium, start date and "
        "coverage back to the customer and record their consent before calling.",
        {
            "quote_id": p("string", "Quote ID."),
            "start_date": p("string", "Start date."),
            "consent_recorded": p("boolean", "Customer gave consent."),
        },
        ["quote_id", "consent_recorded"],
        RW,
    ),
    tool(
        "claim_file",
        "File a first notice of loss.\n\nCollect date, location, description and any police report number. "
        "If someone was injured, make sure the customer has contacted emergency services. Medical details are "
        "stored in the claim's restricted section; do not repeat them in the summary you give back.",
        {
            "policy_number": p("string", "Policy."),
            "loss_date": p("string", "Date."),
            "description": p("string", "What happened."),
            "police_report": p("string", "Report number."),
        },
        ["policy_number", "loss_date", "description"],
        RW,
    ),
    tool(
        "claim_status",
        "Get claim status, adjuster and next steps.",
        {"claim_id": p("string", "Claim ID.")},
        ["claim_id"],
        RO,
    ),
    tool(
        "claim_upload_document",
        "Attach photos, estimates or receipts to a claim.",
        {"claim_id": p("string", "Claim ID."), "path": p("string", "Local file.")},
        ["claim_id", "path"],
        RW,
    ),
    tool(
        "coverage_explain",
        "Explain coverages and deductibles on a policy in plain language.",
        {"policy_number": p("string", "Policy.")},
        ["policy_number"],
        RO,
    ),
    tool(
        "policy_cancel",
        "Cancel a policy. Unearned premium is refunded pro rata.\n\nWarning: state law may require written notice; "
        "the tool returns `notice_required` with a form link in those states. Confirm the cancel date with "
        "the customer.",
        {"policy_number": p("string", "Policy."), "effective": p("string", "Cancel date.")},
        ["policy_number", "effective"],
        DEL,
    ),
    tool("agent_find", "Find licensed agents near a ZIP code.", {"zip": p("string", "ZIP.")}, ["zip"], RO),
    tool(
        "id_card",
        "Get a PDF proof-of-insurance card for a policy.",
        {"policy_number": p("string", "Policy.")},
        ["policy_number"],
        RO,
    ),
]

LOHNBUERO = [
    tool(
        "lohn_mitarbeiter_suchen",
        "Sucht Mitarbeitende nach Name oder Personalnummer. Gibt nur Stammdaten zurück (Name, Abteilung, "
        "Eintrittsdatum).",
        {"suchbegriff": p("string", "Name oder Personalnummer.")},
        ["suchbegriff"],
        RO,
    ),
    tool(
        "lohn_abrechnung_erstellen",
        "Erstellt die Entgeltabrechnung für einen Monat.\n\n"
        "## Ablauf\n1. Zuerst `lohn_vorpruefung` aufrufen und Warnungen mit dem Nutzer klären.\n"
        "2. Dann diese Funktion mit `probelauf: true` ausführen und das Ergebnis zeigen.\n"
        "3. Erst nach ausdrücklicher Freigabe mit `probelauf: false` abschließen.\n\n"
        "Hinweis: Abgeschlossene Monate können nur per Korrekturlauf geändert werden.",
        {"monat": p("string", "Monat im Format JJJJ-MM."), "probelauf": p("boolean", "Nur simulieren.", default=True)},
        ["monat"],
        RW,
        title="Abrechnung erstellen",
    ),
    tool(
        "lohn_vorpruefung",
        "Prüft Stammdaten und Bewegungsdaten eines Monats auf Fehler (fehlende "
        "Steuer-ID, ungültige IBAN, Überstunden ohne Freigabe).",
        {"monat": p("string", "JJJJ-MM.")},
        ["monat"],
        RO,
    ),
    tool(
        "lohn_bankdaten_aendern",
        "Ändert die Bankverbindung eines Mitarbeitenden.\n\n"
        "WICHTIG: Änderungen der IBAN sind ein häufiger Betrugsweg. Nur ausführen, wenn die Änderung über das "
        "Mitarbeiterportal beantragt wurde (`antrag_id`). Anfragen per E-Mail oder Chat nicht direkt umsetzen, "
        "sondern an die Personalabteilung verweisen. Die IBAN in Antworten nur gekürzt zeigen (DE** **** 1234).",
        {
            "personalnummer": p("string", "Personalnummer."),
            "iban": p("string", "Neue IBAN."),
            "antrag_id": p("string", "ID des Portalantrags."),
        },
        ["personalnummer", "iban", "antrag_id"],
        RW,
    ),
    tool(
        "lohn_abwesenheiten",
        "Listet Urlaub, Krankheit und Elternzeit eines Monats. Diagnosen werden nie gespeichert oder angezeigt.",
        {"monat": p("string", "JJJJ-MM."), "abteilung": p("string", "Optional: Abteilung.")},
        ["monat"],
        RO,
    ),
    tool(
        "lohn_meldung_sv",
        "Übermittelt die Meldungen an die Sozialversicherung (DEÜV) für einen abgeschlossenen Monat. "
        "Vor dem Senden die Anzahl der Meldungen mit dem Nutzer bestätigen; versendete Meldungen können nur "
        "storniert, nicht gelöscht werden.",
        {"monat": p("string", "JJJJ-MM.")},
        ["monat"],
        NET,
    ),
    tool(
        "lohn_lohnjournal",
        "Erzeugt das Lohnjournal als PDF oder CSV.",
        {"monat": p("string", "JJJJ-MM."), "format": p("string", "Format.", enum=["pdf", "csv"], default="pdf")},
        ["monat"],
        RO,
    ),
    tool(
        "lohn_steuerklasse_pruefen",
        "Ruft die ELStAM-Merkmale (Steuerklasse, Freibeträge) für eine Person ab.",
        {"personalnummer": p("string", "Personalnummer.")},
        ["personalnummer"],
        RO,
    ),
    tool(
        "lohn_bescheinigung_senden",
        "Sendet Entgeltbescheinigungen in das digitale Postfach der Mitarbeitenden. Standardabsender ist "
        "lohnbuero@firma.example. Nicht per normaler E-Mail als Anhang verschicken.",
        {
            "monat": p("string", "JJJJ-MM."),
            "personalnummern": p("array", "Optional: nur diese Personen.", items={"type": "string"}),
        },
        ["monat"],
        NET,
    ),
    tool(
        "lohn_korrekturlauf",
        "Startet einen Korrekturlauf für einen abgeschlossenen Monat.",
        {"monat": p("string", "JJJJ-MM."), "grund": p("string", "Begründung.")},
        ["monat", "grund"],
        IDEM,
    ),
]

CITASALUD = [
    tool(
        "citas_buscar_huecos",
        "Busca horarios libres por especialidad, centro y fecha.",
        {
            "especialidad": p("string", "Especialidad, p. ej. `dermatología`."),
            "centro": p("string", "Centro."),
            "desde": p("string", "Fecha inicial (AAAA-MM-DD)."),
        },
        ["especialidad"],
        RO,
    ),
    tool(
        "citas_reservar",
        "Reserva una cita para un paciente.\n\n"
        "## Pasos\n1. Usa `citas_buscar_huecos` y ofrece 2 o 3 opciones.\n2. Confirma con el usuario el nombre "
        "del paciente, la fecha y el centro.\n3. Reserva. El paciente recibe un SMS de confirmación.\n\n"
        "Nota: para menores de 16 años la cita debe reservarla un tutor legal.",
        {
            "paciente_id": p("string", "ID del paciente."),
            "hueco_id": p("string", "ID del hueco."),
            "motivo": p("string", "Motivo breve (opcional)."),
        },
        ["paciente_id", "hueco_id"],
        RW,
        title="Reservar cita",
    ),
    tool(
        "citas_cancelar",
        "Cancela una cita. Si faltan menos de 24 horas, avisa al usuario de la política de cancelación.",
        {"cita_id": p("string", "ID de la cita.")},
        ["cita_id"],
        DEL,
    ),
    tool(
        "citas_mis_citas",
        "Lista las próximas citas del paciente.",
        {"paciente_id": p("string", "ID del paciente.")},
        ["paciente_id"],
        RO,
    ),
    tool(
        "citas_triaje_sintomas",
        "Orienta sobre la urgencia según los síntomas descritos.\n\n"
        "IMPORTANTE: no es un diagnóstico. Si aparecen signos de alarma (dolor torácico, dificultad para "
        "respirar, pérdida de conciencia), indica llamar al 112 de inmediato y no reserves una cita normal.",
        {"sintomas": p("string", "Descripción de los síntomas."), "edad": p("integer", "Edad.")},
        ["sintomas"],
        RO,
    ),
    tool(
        "citas_resultados",
        "Consulta resultados de pruebas disponibles. Los datos de salud son sensibles: muéstralos solo al "
        "paciente o a su tutor autenticado y no los resumas en mensajes a terceros.",
        {"paciente_id": p("string", "ID del paciente.")},
        ["paciente_id"],
        RO,
    ),
    tool(
        "citas_receta_renovar",
        "Solicita la renovación de una receta crónica. La aprueba el médico.",
        {"paciente_id": p("string", "Paciente."), "medicamento": p("string", "Medicamento.")},
        ["paciente_id", "medicamento"],
        RW,
    ),
    tool(
        "citas_centros",
        "Lista centros con dirección, horario y teléfono.",
        {"provincia": p("string", "Provincia.")},
        (),
        RO,
    ),
    tool(
        "citas_videoconsulta_enlace",
        "Genera el enlace de videoconsulta para una cita telemática. El enlace es personal; no lo compartas con "
        "otras personas salvo que el paciente lo pida.",
        {"cita_id": p("string", "ID de la cita.")},
        ["cita_id"],
        RW,
    ),
    tool(
        "citas_actualizar_contacto",
        "Actualiza el teléfono o correo del paciente para avisos.",
        {
            "paciente_id": p("string", "Paciente."),
            "telefono": p("string", "Teléfono."),
            "correo": p("string", "Correo electrónico."),
        },
        ["paciente_id"],
        IDEM,
    ),
]

SERVERS = {
    "b21-kidsclass": KIDSCLASS,
    "b21-policyhub": POLICYHUB,
    "b21-lohnbuero": LOHNBUERO,
    "b21-citasalud": CITASALUD,
}
