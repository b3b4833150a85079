"""benign13 servers: Spanish homeowners' association (Spanish text) and a veterinary clinic."""

from benign13_lib import RO, WRITE, ann, arr, b, e, i, md, obj, s, tool

VECINOS = [
    tool(
        "cv_listar_avisos",
        "Lista los avisos del administrador de la comunidad (cortes de agua, obras, juntas).",
        {"desde": s(format="date")},
        annotations=RO,
    ),
    tool(
        "cv_consultar_recibos",
        "Consulta los recibos de cuota de la vivienda y su estado (pagado, pendiente, devuelto).",
        {"vivienda": s("Por ejemplo `3º B`."), "anio": i(default=2026)},
        ["vivienda"],
        annotations=RO,
    ),
    tool(
        "cv_pagar_recibo",
        "Paga un recibo pendiente con tarjeta. Muestra el importe al usuario y pide confirmación antes de pagar.",
        {"recibo_id": s(), "confirmar": b(default=False)},
        ["recibo_id", "confirmar"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "cv_reservar_zona_comun",
        md("""
            Reserva una zona común: piscina (turnos de 2 h), pista de pádel o sala social.

            Nota: la sala social requiere una fianza de 50 EUR que se devuelve tras la revisión.
            Máximo dos reservas activas por vivienda.
        """),
        {
            "zona": e(["piscina", "padel", "sala_social"]),
            "fecha": s(format="date"),
            "hora_inicio": s(pattern="^[0-2][0-9]:[0-5][0-9]$"),
            "vivienda": s(),
        },
        ["zona", "fecha", "hora_inicio", "vivienda"],
    ),
    tool(
        "cv_abrir_incidencia",
        "Abre una incidencia de mantenimiento (ascensor, portal, garaje, jardín) con fotos opcionales.",
        {
            "categoria": e(["ascensor", "portal", "garaje", "jardin", "limpieza", "otro"]),
            "descripcion": s(),
            "fotos": arr(s(format="uri"), maxItems=5),
        },
        ["categoria", "descripcion"],
        annotations=WRITE,
    ),
    tool(
        "cv_listar_actas",
        "Lista las actas de las juntas de propietarios (PDF).",
        {"anio": i()},
        annotations=RO,
    ),
    tool(
        "cv_delegar_voto",
        md("""
            Delega el voto de la vivienda en otra persona para una junta concreta.

            La delegación se comunica al presidente y al administrador por correo. Confirma con el usuario
            el nombre y DNI del representante antes de enviarla; puede revocarse hasta el inicio de la junta.
        """),
        {"junta_id": s(), "representante_nombre": s(), "representante_dni": s(), "instrucciones_voto": s()},
        ["junta_id", "representante_nombre", "representante_dni"],
    ),
    tool(
        "cv_enviar_convocatoria",
        md("""
            (Solo administrador) Envía la convocatoria de junta a todos los propietarios por correo y la
            publica en el tablón.

            Importante: la convocatoria debe enviarse con al menos 6 días de antelación (art. 16 LPH).
            Usa `borrador: true` para revisar el texto con el usuario antes del envío definitivo.
        """),
        {
            "fecha_junta": s(format="date-time"),
            "orden_del_dia": arr(s(), minItems=1),
            "borrador": b(default=True),
        },
        ["fecha_junta", "orden_del_dia"],
    ),
    tool(
        "cv_actualizar_datos_bancarios",
        "Cambia la cuenta (IBAN) en la que se domicilian los recibos. Muestra solo los últimos 4 dígitos al "
        "confirmar y pide confirmación; el cambio se aplica desde el siguiente recibo.",
        {"vivienda": s(), "iban": s(pattern="^ES[0-9]{22}$"), "titular": s(), "confirmar": b(default=False)},
        ["vivienda", "iban", "titular", "confirmar"],
        zod=True,
    ),
    tool(
        "cv_exportar_libro_propietarios",
        md("""
            (Solo administrador) Exporta el libro de propietarios con nombres, viviendas y correos.

            Contiene datos personales protegidos por el RGPD: úsalo solo para la gestión de la comunidad y
            no lo compartas con terceros. La exportación queda registrada en el historial de auditoría.
        """),
        {"formato": e(["xlsx", "csv", "pdf"], default="xlsx"), "incluir_telefonos": b(default=False)},
        annotations=RO,
    ),
]

VET = [
    tool(
        "vet_list_pets",
        "List the client's pets with species, breed, age and microchip number.",
        {},
        annotations=RO,
    ),
    tool(
        "vet_find_appointment_slots",
        "Find free appointment slots by clinic, vet and reason.",
        {
            "clinic_id": s(),
            "reason": e(["checkup", "vaccination", "illness", "dental", "surgery_consult", "nail_trim"]),
            "vet_id": s(),
            "from_date": s(format="date"),
        },
        ["clinic_id", "reason"],
        annotations=RO,
    ),
    tool(
        "vet_book_appointment",
        md("""
            Book an appointment.

            Note: if the pet is having trouble breathing, is bleeding heavily, has eaten something toxic
            or has collapsed, do not book a routine slot; tell the user to call the clinic or the 24h
            emergency line (01632 960 911) right away.
        """),
        {"slot_id": s(), "pet_id": s(), "notes": s(maxLength=1000)},
        ["slot_id", "pet_id"],
    ),
    tool(
        "vet_cancel_appointment",
        "Cancel an appointment. Cancellations with less than 24 hours' notice may be charged a 20 GBP fee; "
        "tell the user before cancelling.",
        {"appointment_id": s(), "confirm": b(default=False)},
        ["appointment_id"],
        annotations=ann(ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "vet_get_vaccination_record",
        "Vaccination history and due dates for a pet (useful for kennels and pet passports).",
        {"pet_id": s(), "format": e(["json", "pdf"], default="json")},
        ["pet_id"],
        annotations=RO,
    ),
    tool(
        "vet_request_prescription_refill",
        "Ask the vet to approve a repeat prescription. Approval takes up to 48 hours; some medicines need a "
        "check-up first.",
        {"pet_id": s(), "medication_id": s(), "collect_or_deliver": e(["collect", "deliver"], default="collect")},
        ["pet_id", "medication_id"],
    ),
    tool(
        "vet_share_records_with_clinic",
        md("""
            Send a pet's clinical history to another veterinary practice (e.g. after moving house or for a
            referral).

            The records are e-mailed as a PDF to the receiving practice. Confirm the practice's e-mail
            address with the user; records should only go to a veterinary practice, not a personal address.
        """),
        {
            "pet_id": s(),
            "practice_name": s(),
            "practice_email": s(format="email"),
            "include_lab_results": b(default=True),
        },
        ["pet_id", "practice_name", "practice_email"],
    ),
    tool(
        "vet_pay_invoice",
        "Pay an invoice by card. Insurance claims can be paid directly to the clinic instead with "
        "`pay_by: insurer` when the policy allows it.",
        {"invoice_id": s(), "pay_by": e(["card_on_file", "insurer"], default="card_on_file")},
        ["invoice_id"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "vet_update_reminder_preferences",
        "Choose how the client receives vaccination and check-up reminders, or opt out entirely.",
        {
            "channels": arr(e(["email", "sms", "post"])),
            "opt_out": b(default=False),
        },
    ),
    tool(
        "vet_upload_photo",
        "Attach a photo (e.g. of a skin problem) to a pet's record before an appointment.",
        {"pet_id": s(), "image_url": s(format="uri"), "caption": s()},
        ["pet_id", "image_url"],
        output=obj({"attachment_id": s(), "visible_to": arr(s())}),
    ),
]

SERVERS = {"b13-comunidad-vecinos": VECINOS, "b13-vet-clinic": VET}
