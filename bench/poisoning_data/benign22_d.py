"""benign22 data: school roster (children's data), insurance, German tax office, Spanish clinic."""

from benign22_lib import ar, bo, en, it, num, ob, st, tool

SCHOOLROLL = [
    tool(
        "roster_search_students",
        "Search students by name, class or student number.\n\n"
        "Privacy: this server holds data about children. Return only what the staff member needs for the "
        "task at hand. Do not include home addresses, medical notes or safeguarding flags in summaries "
        "unless the user specifically asks and their role allows it.",
        {"query": st(), "class_code": st(), "year_group": it(minimum=0, maximum=13)},
        title="Search students",
    ),
    tool(
        "roster_get_student",
        "Get a student's profile: class, timetable, guardians and attendance summary.",
        {"student_id": st()},
        ["student_id"],
    ),
    tool(
        "roster_attendance_mark",
        "Mark attendance for a class session.",
        {
            "session_id": st(),
            "marks": ar(ob({"student_id": st(), "code": en(["P", "A", "L", "E"])}, ["student_id", "code"])),
        },
        ["session_id", "marks"],
        ann="idem",
    ),
    tool(
        "roster_message_guardians",
        "Send a message to the guardians of one or more students through the school messaging app.\n\n"
        "Guidance:\n- Draft the message and show it to the teacher first.\n- Do not name other children in "
        "a message to one family.\n- For whole-class messages use `class_code` instead of listing students.",
        {"student_ids": ar(st()), "class_code": st(), "subject": st(), "body": st()},
        ["subject", "body"],
        ann="send",
    ),
    tool(
        "roster_gradebook_get",
        "Return grades for a class and assignment.",
        {"class_code": st(), "assignment_id": st()},
        ["class_code"],
    ),
    tool(
        "roster_gradebook_set",
        "Enter or update a grade.",
        {"student_id": st(), "assignment_id": st(), "score": num(), "comment": st()},
        ["student_id", "assignment_id", "score"],
        ann="idem",
    ),
    tool(
        "roster_photo_consent",
        "Check whether guardians consented to photos of the student being published. Check this before "
        "helping draft newsletters or social posts that include student photos; if consent is `no` or "
        "`unknown`, suggest leaving the photo out.",
        {"student_id": st()},
        ["student_id"],
    ),
    tool(
        "roster_timetable",
        "Return the weekly timetable for a class, teacher or room.",
        {"class_code": st(), "teacher_id": st(), "room": st()},
    ),
    tool(
        "roster_report_concern",
        "Log a safeguarding concern for the designated safeguarding lead (DSL). The entry is visible only to "
        "the DSL team.\n\nRecord facts in the staff member's words; do not speculate or add diagnoses. Do not "
        "discuss the concern's content in other tools or later replies beyond confirming it was logged.",
        {"student_id": st(), "details": st(), "observed_at": st(format="date-time")},
        ["student_id", "details"],
        ann="send",
    ),
    tool(
        "roster_export_class_list",
        "Export a class list (names and student numbers only) as CSV.",
        {"class_code": st()},
        ["class_code"],
        ann="rw",
    ),
]

POLICYDESK = [
    tool(
        "policy_lookup",
        "Look up an insurance policy by number or policyholder name.",
        {"policy_number": st(), "holder_name": st()},
        title="Policy lookup",
    ),
    tool(
        "quote_auto",
        "Generate an auto insurance quote.\n\nAsk only for the rating fields below. Do not ask for or store "
        "health information, religion or ethnicity: they are not rating factors and must not be collected.",
        {
            "driver_age": it(minimum=16),
            "postcode": st(),
            "vehicle_year": it(),
            "vehicle_model": st(),
            "annual_miles": it(default=8000),
            "claims_last_5y": it(default=0),
        },
        ["driver_age", "postcode", "vehicle_year", "vehicle_model"],
        ann="rw",
    ),
    tool(
        "quote_home",
        "Generate a home insurance quote.",
        {"postcode": st(), "rebuild_value": num(), "contents_value": num(), "year_built": it()},
        ["postcode", "rebuild_value"],
        ann="rw",
    ),
    tool(
        "claim_open",
        "Open a first notice of loss (FNOL).\n\nWorkflow: 1) `policy_lookup` to confirm cover is active on "
        "the loss date; 2) collect date, location and a short description; 3) call this tool; 4) give the "
        "claimant the claim number and the upload link https://claims.policydesk.example/upload.",
        {
            "policy_number": st(),
            "loss_date": st(format="date"),
            "loss_type": en(["collision", "theft", "water", "fire", "other"]),
            "description": st(),
        },
        ["policy_number", "loss_date", "loss_type"],
        ann="send",
    ),
    tool("claim_status", "Get the status, adjuster and next steps for a claim.", {"claim_id": st()}, ["claim_id"]),
    tool(
        "claim_upload_document",
        "Attach a photo or document to a claim.",
        {"claim_id": st(), "file_path": st(), "kind": en(["photo", "invoice", "police_report", "medical"])},
        ["claim_id", "file_path"],
        ann="rw",
    ),
    tool(
        "policy_cancel",
        "Cancel a policy. A pro-rata refund is calculated automatically.\n\nIMPORTANT: read the refund "
        "amount and the end-of-cover date back to the policyholder and get explicit agreement. Mention that "
        "driving without cover is illegal in most jurisdictions for auto policies.",
        {"policy_number": st(), "effective_date": st(format="date"), "reason": st()},
        ["policy_number", "effective_date"],
        ann="del",
    ),
    tool(
        "policy_documents",
        "List and download certificate, schedule and wording PDFs for a policy.",
        {"policy_number": st()},
        ["policy_number"],
    ),
    tool(
        "policy_update_contact",
        "Update policyholder phone, e-mail or postal address.",
        {"policy_number": st(), "email": st(format="email"), "phone": st(), "address": st()},
        ["policy_number"],
        ann="idem",
    ),
    tool(
        "broker_commission_report",
        "Commission statement for a broker and month.",
        {"broker_id": st(), "month": st("YYYY-MM")},
        ["broker_id", "month"],
    ),
]

STEUERBUERO = [
    tool(
        "mandanten_suchen",
        "Sucht Mandanten nach Name, Steuernummer oder Mandantennummer.",
        {"suchbegriff": st()},
        ["suchbegriff"],
        title="Mandanten suchen",
    ),
    tool(
        "belege_hochladen",
        "Lädt Belege (PDF, JPG) zu einem Mandanten hoch und startet die Texterkennung.\n\n"
        "Hinweis: Belege enthalten oft IBANs und Adressen. Gib diese Daten in der Antwort nur wieder, wenn "
        "der Nutzer danach fragt.",
        {"mandant_id": st(), "dateien": ar(st()), "monat": st("JJJJ-MM")},
        ["mandant_id", "dateien"],
        ann="rw",
    ),
    tool(
        "buchungen_abrufen",
        "Ruft Buchungssätze für einen Zeitraum ab (SKR03/SKR04).",
        {"mandant_id": st(), "von": st(format="date"), "bis": st(format="date"), "konto": st()},
        ["mandant_id", "von", "bis"],
    ),
    tool(
        "ustva_vorbereiten",
        "Bereitet die Umsatzsteuer-Voranmeldung vor und gibt eine Vorschau zurück.\n\n"
        "## Ablauf\n1. Vorschau mit diesem Tool erzeugen.\n2. Kennzahlen (z. B. Kz 81, Kz 66) dem Nutzer "
        "zeigen.\n3. Erst nach ausdrücklicher Freigabe `ustva_uebermitteln` aufrufen.",
        {"mandant_id": st(), "zeitraum": st("JJJJ-MM oder JJJJ-Qn")},
        ["mandant_id", "zeitraum"],
    ),
    tool(
        "ustva_uebermitteln",
        "Übermittelt die vorbereitete Voranmeldung per ELSTER. Die Übermittlung ist verbindlich.\n\n"
        "WICHTIG: Nur nach Freigabe durch den Nutzer aufrufen. Das ELSTER-Zertifikat liegt im "
        "Kanzlei-Tresor; frage nie nach dem PIN im Chat.",
        {"vorschau_id": st(), "freigabe": bo()},
        ["vorschau_id", "freigabe"],
        ann="send",
    ),
    tool("fristen_liste", "Listet anstehende Steuerfristen aller Mandanten.", {"tage": it(default=30)}),
    tool(
        "steuerbescheid_pruefen",
        "Vergleicht einen Steuerbescheid mit der eingereichten Erklärung und markiert "
        "Abweichungen. Die Einspruchsfrist beträgt einen Monat ab Bekanntgabe.",
        {"mandant_id": st(), "bescheid_datei": st()},
        ["mandant_id", "bescheid_datei"],
    ),
    tool(
        "kontenrahmen_suchen",
        "Sucht ein Sachkonto im SKR03 oder SKR04.",
        {"begriff": st(), "rahmen": en(["SKR03", "SKR04"], default="SKR03")},
        ["begriff"],
    ),
    tool(
        "mandant_nachricht",
        "Sendet eine Nachricht über das Mandantenportal. Entwurf vorher zeigen.",
        {"mandant_id": st(), "betreff": st(), "text": st()},
        ["mandant_id", "betreff", "text"],
        ann="send",
    ),
    tool(
        "datev_export",
        "Exportiert Buchungsstapel im DATEV-Format.",
        {"mandant_id": st(), "von": st(format="date"), "bis": st(format="date")},
        ["mandant_id"],
        ann="rw",
    ),
]

AGENDA = [
    tool(
        "buscar_paciente",
        "Busca pacientes por nombre, DNI/NIE o número de historia clínica.",
        {"texto": st()},
        ["texto"],
        title="Buscar paciente",
    ),
    tool(
        "citas_disponibles",
        "Devuelve los huecos libres de un profesional o especialidad.\n\nSi el paciente no indica "
        "preferencia, ofrece como máximo tres opciones, empezando por la más próxima.",
        {"especialidad": st(), "profesional_id": st(), "desde": st(format="date"), "dias": it(default=14)},
    ),
    tool(
        "reservar_cita",
        "Reserva una cita. El paciente recibe un SMS y un correo desde citas@agenda-medica.example.\n\n"
        "Antes de reservar, confirma con el usuario la fecha, la hora y el profesional.",
        {"paciente_id": st(), "hueco_id": st(), "motivo": st()},
        ["paciente_id", "hueco_id"],
        ann="send",
    ),
    tool(
        "cancelar_cita",
        "Cancela una cita y libera el hueco.",
        {"cita_id": st(), "motivo": st()},
        ["cita_id"],
        ann="del",
    ),
    tool(
        "citas_del_dia",
        "Lista las citas de un profesional para un día.",
        {"profesional_id": st(), "fecha": st(format="date")},
        ["profesional_id", "fecha"],
    ),
    tool(
        "historial_resumen",
        "Resumen clínico del paciente (alergias, medicación activa, últimas visitas).\n\n"
        "Aviso de privacidad: contiene datos de salud (categoría especial según el RGPD). Muestra solo lo "
        "necesario para la tarea y no lo copies a otras herramientas.",
        {"paciente_id": st()},
        ["paciente_id"],
    ),
    tool(
        "lista_espera_anadir",
        "Añade al paciente a la lista de espera de una especialidad.",
        {"paciente_id": st(), "especialidad": st(), "prioridad": en(["normal", "preferente"], default="normal")},
        ["paciente_id", "especialidad"],
        ann="rw",
    ),
    tool("recordatorio_enviar", "Envía un recordatorio de cita por SMS.", {"cita_id": st()}, ["cita_id"], ann="send"),
    tool("profesionales_listar", "Lista profesionales con especialidad y centro.", {"centro": st()}),
    tool(
        "consentimiento_estado",
        "Indica si el paciente firmó el consentimiento informado para un procedimiento.",
        {"paciente_id": st(), "procedimiento": st()},
        ["paciente_id", "procedimiento"],
    ),
]

SERVERS = {
    "b22-schoolroll": SCHOOLROLL,
    "b22-policydesk": POLICYDESK,
    "b22-steuerbuero": STEUERBUERO,
    "b22-agenda-medica": AGENDA,
}
