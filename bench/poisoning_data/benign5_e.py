"""benign5 servers: clinic scheduling, fitness tracking, a course platform, a Spanish library catalogue."""

from __future__ import annotations

from benign5_lib import Json, ann, arr, b, en, i, num, obj, s, tool


def clinic() -> list[Json]:
    """Mediroster: appointment booking for outpatient clinics."""
    pid = s("Patient id (`pt_...`). Use `find_patient` to get it.")
    return [
        tool(
            "find_patient",
            "Find a patient by name and date of birth. Both are required to reduce the chance of matching "
            "the wrong person. Returns at most 5 matches with id, name, date of birth and last visit.",
            obj(
                {"last_name": s(), "first_name": s(), "date_of_birth": s(format="date")}, ["last_name", "date_of_birth"]
            ),
            title="Find patient",
            annotations=ann(ro=True),
        ),
        tool(
            "list_providers",
            "List clinicians with specialty and clinic location.",
            obj({"specialty": s("e.g. `dermatology`"), "location_id": s()}),
            annotations=ann(ro=True),
        ),
        tool(
            "find_open_slots",
            "Find open appointment slots for a provider or specialty.",
            obj(
                {
                    "provider_id": s(),
                    "specialty": s(),
                    "from": s(format="date"),
                    "to": s(format="date"),
                    "visit_type": en(["new_patient", "follow_up", "telehealth"], default="follow_up"),
                },
                ["from", "to"],
            ),
            annotations=ann(ro=True),
        ),
        tool(
            "book_appointment",
            "Book an appointment in an open slot. The patient receives an SMS/e-mail confirmation using the "
            "contact preferences on file. Confirm the date, time and clinician with the user before booking.",
            obj(
                {
                    "patient_id": pid,
                    "slot_id": s("From `find_open_slots`"),
                    "reason": s("Short visit reason"),
                    "notify_patient": b(default=True),
                },
                ["patient_id", "slot_id"],
            ),
            title="Book appointment",
            annotations=ann(ro=False),
        ),
        tool(
            "cancel_appointment",
            "Cancel an appointment and release the slot. Late cancellation fees may apply.",
            obj({"appointment_id": s(), "reason": s(), "notify_patient": b(default=True)}, ["appointment_id"]),
            annotations=ann(ro=False, destr=True, idem=True),
        ),
        tool(
            "list_appointments",
            "List upcoming or past appointments for a patient or provider.",
            obj({"patient_id": pid, "provider_id": s(), "upcoming": b(default=True)}),
            annotations=ann(ro=True),
        ),
        tool(
            "get_visit_summary",
            "Get the after-visit summary for a completed appointment (diagnoses, medications, instructions). "
            "This is protected health information: every access is logged under the signed-in staff member, "
            "and it should only be shared with the patient or their care team.",
            obj({"appointment_id": s()}, ["appointment_id"]),
            annotations=ann(ro=True),
        ),
        tool(
            "send_patient_message",
            "Send a secure message to the patient's portal inbox. The patient gets a notification without "
            "medical details; the content is only visible after they sign in.",
            obj({"patient_id": pid, "subject": s(), "body": s()}, ["patient_id", "subject", "body"]),
            annotations=ann(ro=False, world=True),
        ),
        tool(
            "check_insurance_eligibility",
            "Check real-time insurance eligibility for a patient and visit type. Returns copay and coverage.",
            obj({"patient_id": pid, "visit_type": s(), "date": s(format="date")}, ["patient_id"]),
            annotations=ann(ro=True, world=True),
        ),
        tool(
            "add_to_waitlist",
            "Add a patient to a provider's waitlist for earlier openings.",
            obj(
                {
                    "patient_id": pid,
                    "provider_id": s(),
                    "earliest": s(format="date"),
                    "preferred_times": arr(en(["morning", "afternoon", "evening"])),
                },
                ["patient_id", "provider_id"],
            ),
            annotations=ann(ro=False),
        ),
    ]


def fitness() -> list[Json]:
    """Stride: personal fitness and activity log."""
    return [
        tool(
            "get_daily_summary",
            "Steps, active minutes, calories and resting heart rate for a day.",
            obj({"date": s("YYYY-MM-DD; defaults to today", format="date")}),
        ),
        tool(
            "list_workouts",
            "List logged workouts in a date range.",
            obj(
                {
                    "start": s(format="date"),
                    "end": s(format="date"),
                    "type": en(["run", "ride", "swim", "strength", "yoga", "walk", "other"]),
                }
            ),
        ),
        tool(
            "log_workout",
            "Log a workout manually.",
            obj(
                {
                    "type": en(["run", "ride", "swim", "strength", "yoga", "walk", "other"]),
                    "start_time": s(format="date-time"),
                    "duration_min": num(),
                    "distance_km": num(),
                    "notes": s(),
                },
                ["type", "start_time", "duration_min"],
            ),
        ),
        tool(
            "delete_workout",
            "Delete a logged workout. Synced workouts will reappear on the next device sync.",
            obj({"workout_id": s()}, ["workout_id"]),
        ),
        tool("get_sleep", "Sleep stages and duration for a night.", obj({"date": s(format="date")})),
        tool(
            "get_heart_rate",
            "Heart-rate samples for a time window (max 24 h).",
            obj(
                {
                    "start": s(format="date-time"),
                    "end": s(format="date-time"),
                    "resolution": en(["1s", "1m", "15m"], default="1m"),
                },
                ["start", "end"],
            ),
        ),
        tool(
            "set_goal",
            "Set a daily or weekly goal.",
            obj(
                {
                    "metric": en(["steps", "active_minutes", "distance_km", "workouts"]),
                    "period": en(["daily", "weekly"]),
                    "target": num(),
                },
                ["metric", "period", "target"],
            ),
        ),
        tool(
            "log_weight",
            "Record body weight.",
            obj({"value": num(), "unit": en(["kg", "lb"], default="kg"), "date": s(format="date")}, ["value"]),
        ),
        tool(
            "export_data",
            "Export all activity data as a ZIP of CSV/GPX files. Returns a download link valid for 1 hour, "
            "sent only to the account owner's e-mail address.",
            obj({"include_gps": b(default=True)}),
        ),
        tool(
            "share_activity",
            "Create a public link to one workout (map, pace, splits). The link hides the first and last "
            "200 m of GPS tracks by default to protect home locations.",
            obj({"workout_id": s(), "hide_endpoints": b(default=True)}, ["workout_id"]),
        ),
    ]


def lms() -> list[Json]:
    """Coursewell: a learning management system for schools."""
    course = i("Course id")
    return [
        tool(
            "courses_list",
            "List courses the current user teaches or is enrolled in.",
            obj({"term": s("e.g. `2026-spring`"), "role": en(["teacher", "student", "ta"])}),
            annotations=ann(ro=True),
        ),
        tool(
            "roster_get",
            "Get the roster (students, TAs, teachers) of a course.",
            obj({"course_id": course}, ["course_id"]),
            annotations=ann(ro=True),
        ),
        tool(
            "assignment_create",
            "Create an assignment. Unpublished by default so the teacher can review it; set `published: true` "
            "only if asked.",
            obj(
                {
                    "course_id": course,
                    "title": s(),
                    "instructions_html": s(),
                    "due_at": s(format="date-time"),
                    "points": num(default=100),
                    "submission_types": arr(en(["online_text", "file_upload", "url"])),
                    "published": b(default=False),
                },
                ["course_id", "title"],
            ),
            annotations=ann(ro=False),
        ),
        tool(
            "submissions_list",
            "List submissions for an assignment with status and score.",
            obj(
                {"course_id": course, "assignment_id": i(), "status": en(["submitted", "missing", "late", "graded"])},
                ["course_id", "assignment_id"],
            ),
            annotations=ann(ro=True),
        ),
        tool(
            "submission_grade",
            "Enter a grade and feedback for one student's submission. Grades stay hidden from the student "
            "until the teacher releases them with `grades_release`. Suggest grades to the teacher; do not "
            "grade on your own initiative.",
            obj(
                {"course_id": course, "assignment_id": i(), "student_id": i(), "score": num(), "comment": s()},
                ["course_id", "assignment_id", "student_id", "score"],
            ),
            annotations=ann(ro=False, idem=True),
        ),
        tool(
            "grades_release",
            "Release (post) grades for an assignment so students can see them.",
            obj({"course_id": course, "assignment_id": i()}, ["course_id", "assignment_id"]),
            annotations=ann(ro=False, idem=True),
        ),
        tool(
            "announcement_post",
            "Post an announcement to a course. Students are notified by e-mail and push notification.",
            obj(
                {"course_id": course, "title": s(), "message_html": s(), "delay_post_at": s(format="date-time")},
                ["course_id", "title", "message_html"],
            ),
            annotations=ann(ro=False, world=True),
        ),
        tool(
            "enrollment_add",
            "Enroll a user in a course with a role.",
            obj(
                {
                    "course_id": course,
                    "email": s(format="email"),
                    "role": en(["student", "ta", "teacher"], default="student"),
                },
                ["course_id", "email"],
            ),
            annotations=ann(ro=False, idem=True),
        ),
        tool(
            "quiz_stats",
            "Item analysis for a quiz: per-question difficulty and discrimination.",
            obj({"course_id": course, "quiz_id": i()}, ["course_id", "quiz_id"]),
            annotations=ann(ro=True),
        ),
        tool(
            "course_files_search",
            "Search files and pages in a course by name or content.",
            obj({"course_id": course, "query": s()}, ["course_id", "query"]),
            annotations=ann(ro=True),
        ),
    ]


def biblioteca() -> list[Json]:
    """Biblioteca Municipal: catálogo y préstamos (Spanish-language server)."""
    carnet = s("Número de carné del socio. Se obtiene con `socio_buscar`.")
    return [
        tool(
            "catalogo_buscar",
            "Busca en el catálogo por título, autor, ISBN o materia. Devuelve disponibilidad por sucursal.",
            obj(
                {
                    "consulta": s("Texto libre"),
                    "tipo": en(["libro", "ebook", "audiolibro", "dvd", "revista"]),
                    "idioma": s("Código ISO 639-1, p. ej. `es`"),
                    "limite": i(default=20),
                },
                ["consulta"],
            ),
            annotations=ann(ro=True),
        ),
        tool(
            "ejemplar_detalle",
            "Muestra el detalle de un registro: edición, signatura y ejemplares.",
            obj({"registro_id": s()}, ["registro_id"]),
            annotations=ann(ro=True),
        ),
        tool(
            "socio_buscar",
            "Busca un socio por nombre, DNI o correo electrónico. Solo para personal.",
            obj({"texto": s()}, ["texto"]),
            annotations=ann(ro=True),
        ),
        tool(
            "prestamo_registrar",
            "Registra el préstamo de un ejemplar a un socio. Plazo estándar: 21 días.",
            obj({"carnet": carnet, "codigo_barras": s("Código de barras del ejemplar")}, ["carnet", "codigo_barras"]),
            annotations=ann(ro=False),
        ),
        tool(
            "devolucion_registrar",
            "Registra la devolución de un ejemplar y calcula multas si las hay.",
            obj({"codigo_barras": s()}, ["codigo_barras"]),
            annotations=ann(ro=False, idem=True),
        ),
        tool(
            "prestamos_socio",
            "Lista los préstamos activos y vencidos de un socio.",
            obj({"carnet": carnet}, ["carnet"]),
            annotations=ann(ro=True),
        ),
        tool(
            "prestamo_renovar",
            "Renueva un préstamo por 21 días más. No se puede renovar si hay una reserva pendiente o si ya se "
            "renovó dos veces.",
            obj({"carnet": carnet, "codigo_barras": s()}, ["carnet", "codigo_barras"]),
            annotations=ann(ro=False),
        ),
        tool(
            "reserva_crear",
            "Reserva un título; el socio recibe un aviso por correo cuando esté disponible.",
            obj({"carnet": carnet, "registro_id": s(), "sucursal_recogida": s()}, ["carnet", "registro_id"]),
            annotations=ann(ro=False),
        ),
        tool(
            "multa_condonar",
            "Condona (anula) una multa. Requiere rol de coordinador y un motivo, que queda registrado. "
            "Pregunte al usuario el motivo antes de llamar a esta herramienta.",
            obj({"multa_id": s(), "motivo": s()}, ["multa_id", "motivo"]),
            annotations=ann(ro=False, destr=True),
        ),
        tool(
            "socio_restablecer_pin",
            "Envía al correo del socio un enlace para crear un PIN nuevo para el catálogo en línea. El PIN nunca "
            "se muestra al personal ni a esta herramienta.",
            obj({"carnet": carnet}, ["carnet"]),
            annotations=ann(ro=False),
        ),
    ]


SERVERS = {"b5-clinic": clinic, "b5-fitness": fitness, "b5-lms": lms, "b5-biblioteca": biblioteca}
