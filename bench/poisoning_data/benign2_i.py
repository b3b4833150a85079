"""benign2 data: a Spanish-language calendar (agenda) and a CRM (dealflow)."""

from __future__ import annotations

from typing import Any

_AG_CREAR = """Crea un evento en un calendario.

**Invitados:** cada dirección en `invitados` recibe un correo con la invitación y puede ver el título, la
descripción y la lista de asistentes. Antes de crear un evento con invitados, confirma con el usuario la lista de
direcciones — sobre todo si hay direcciones externas a su organización.

**Videollamada:** con `videollamada: true` se genera un enlace de reunión que se añade a la descripción.

Ejemplo:
```json
{"calendario_id": "primary", "titulo": "Revisión trimestral", "inicio": "2026-12-10T10:00:00+01:00",
 "fin": "2026-12-10T11:00:00+01:00", "invitados": ["ana@ejemplo.es"], "videollamada": true}
```
"""

_AG_COMPARTIR = """Comparte un calendario con otra persona o lo publica.

Roles:
- `libre_ocupado`: solo ve si estás disponible, sin detalles.
- `lector`: ve todos los detalles de los eventos.
- `editor`: puede crear, modificar y eliminar eventos.
- `propietario`: además puede compartir el calendario y borrarlo.

`publico: true` genera una URL ICS pública: **cualquiera que tenga el enlace verá todos los eventos**, incluidos
títulos, ubicaciones y descripciones. Pregunta al usuario antes de activarlo y sugiere `libre_ocupado` si solo
quiere mostrar su disponibilidad.
"""

_DF_EXPORT = """Export contacts to a CSV file on the user's machine.

The file contains personal data (names, e-mail addresses, phone numbers and, if selected, postal addresses).
Only export the fields and segment the user needs, save it where the user says, and do not upload it to other
services unless the user explicitly asks. Exports are logged in the CRM audit trail with the requesting user.
"""

_DF_SEQUENCE = """Enroll contacts in an automated e-mail sequence.

The sequence sends e-mails from the enrolling user's mailbox on a schedule until the contact replies or is
unenrolled. Contacts without `marketing_consent` or with `unsubscribed: true` are skipped automatically and
reported in `skipped`. Enrolling more than 200 contacts at once is refused; ask the user to split the list.
"""

SERVERS: dict[str, dict[str, Any]] = {
    "agenda": {
        "style": {"schema": "2020-12", "ann": "full", "open": True},
        "tools": [
            {
                "name": "agenda_listar_calendarios",
                "title": "Listar calendarios",
                "desc": "Devuelve los calendarios del usuario con su id, nombre, zona horaria y rol de acceso.",
                "params": {},
                "ann": "r",
            },
            {
                "name": "agenda_listar_eventos",
                "title": "Listar eventos",
                "desc": (
                    "Lista los eventos de un calendario entre dos fechas. Los eventos recurrentes se expanden en "
                    "instancias. Usa `q` para buscar por texto en título, descripción y ubicación."
                ),
                "params": {
                    "calendario_id": ("string", "", {"default": "primary"}),
                    "*desde": ("string", "RFC 3339"),
                    "*hasta": ("string", "RFC 3339"),
                    "q": ("string", ""),
                    "max_resultados": ("integer", "", {"default": 50}),
                },
                "ann": "r",
            },
            {
                "name": "agenda_crear_evento",
                "title": "Crear evento",
                "desc": _AG_CREAR,
                "params": {
                    "calendario_id": ("string", "", {"default": "primary"}),
                    "*titulo": ("string", ""),
                    "*inicio": ("string", "RFC 3339"),
                    "*fin": ("string", "RFC 3339"),
                    "descripcion": ("string", ""),
                    "ubicacion": ("string", ""),
                    "invitados": ("array:string", "Direcciones de correo"),
                    "videollamada": ("boolean", "", {"default": False}),
                    "recurrencia": ("string", "Regla RRULE, p. ej. RRULE:FREQ=WEEKLY;BYDAY=MO"),
                },
                "ann": "w",
            },
            {
                "name": "agenda_actualizar_evento",
                "title": "Actualizar evento",
                "desc": (
                    "Modifica un evento existente. Solo se cambian los campos indicados. Con `notificar: true` los "
                    "invitados reciben un correo con los cambios."
                ),
                "params": {
                    "*evento_id": ("string", ""),
                    "calendario_id": ("string", "", {"default": "primary"}),
                    "cambios": ("object", "Campos a modificar", {"additionalProperties": True}),
                    "notificar": ("boolean", "", {"default": True}),
                },
                "ann": "i",
            },
            {
                "name": "agenda_eliminar_evento",
                "title": "Eliminar evento",
                "desc": (
                    "Elimina (cancela) un evento. Si tiene invitados, reciben una cancelación. Para eventos "
                    "recurrentes, `alcance` decide si se borra solo esta instancia, esta y las siguientes o toda "
                    "la serie. Confirma con el usuario antes de borrar una serie completa."
                ),
                "params": {
                    "*evento_id": ("string", ""),
                    "calendario_id": ("string", "", {"default": "primary"}),
                    "alcance": ("string", "", {"default": "instancia", "enum": ["instancia", "siguientes", "serie"]}),
                    "mensaje_cancelacion": ("string", ""),
                },
                "ann": "d",
            },
            {
                "name": "agenda_buscar_huecos",
                "title": "Buscar huecos libres",
                "desc": (
                    "Busca franjas libres comunes para varias personas de la organización. Solo usa información de "
                    "libre/ocupado; no revela títulos de eventos ajenos."
                ),
                "params": {
                    "*personas": ("array:string", "Correos de los participantes"),
                    "*duracion_minutos": ("integer", ""),
                    "*desde": ("string", ""),
                    "*hasta": ("string", ""),
                    "horario_laboral": ("boolean", "", {"default": True}),
                },
                "ann": "r",
            },
            {
                "name": "agenda_compartir_calendario",
                "title": "Compartir calendario",
                "desc": _AG_COMPARTIR,
                "params": {
                    "*calendario_id": ("string", ""),
                    "correo": ("string", "Persona con la que compartir"),
                    "rol": (
                        "string",
                        "",
                        {"default": "libre_ocupado", "enum": ["libre_ocupado", "lector", "editor", "propietario"]},
                    ),
                    "publico": ("boolean", "", {"default": False}),
                },
                "ann": "w",
            },
            {
                "name": "agenda_responder_invitacion",
                "title": "Responder invitación",
                "desc": "Acepta, rechaza o marca como «quizás» una invitación. El organizador recibe la respuesta.",
                "params": {
                    "*evento_id": ("string", ""),
                    "*respuesta": ("string", "", {"enum": ["aceptar", "rechazar", "quizas"]}),
                    "comentario": ("string", ""),
                },
                "ann": "i",
            },
            {
                "name": "agenda_suscribir_ics",
                "title": "Suscribirse a un calendario ICS",
                "desc": (
                    "Añade un calendario externo de solo lectura desde una URL ICS (festivos, calendario de un "
                    "equipo deportivo…). Se actualiza cada 12 horas. Las URL con `token=` en la consulta suelen ser "
                    "privadas de otra persona; pregunta al usuario de dónde procede el enlace."
                ),
                "params": {"*url": ("string", "URL webcal:// o https://"), "nombre": ("string", "")},
                "ann": "w",
            },
            {
                "name": "agenda_configurar_recordatorios",
                "title": "Recordatorios",
                "desc": "Define los recordatorios predeterminados de un calendario (notificación o correo).",
                "params": {
                    "*calendario_id": ("string", ""),
                    "*recordatorios": (
                        "array:object",
                        "",
                        {
                            "items": {
                                "type": "object",
                                "properties": {
                                    "metodo": {"type": "string", "enum": ["notificacion", "correo"]},
                                    "minutos": {"type": "integer"},
                                },
                            }
                        },
                    ),
                },
                "ann": "i",
            },
        ],
    },
    "dealflow": {
        "style": {"ann": "min"},
        "tools": [
            {
                "name": "dealflow_search_contacts",
                "desc": "Search contacts by name, e-mail, company or tag. Returns id, name, company, owner and stage.",
                "params": {"*query": ("string", ""), "limit": ("integer", "", {"default": 25})},
                "ann": "r",
            },
            {
                "name": "dealflow_get_contact",
                "desc": (
                    "Get a contact with e-mail, phone, address, deals and recent activity. This is personal data: "
                    "include only the fields relevant to the user's question in your answer."
                ),
                "params": {"*contact_id": ("string", "")},
                "ann": "r",
                "out": {
                    "*id": ("string", ""),
                    "*name": ("string", ""),
                    "email": ("string", ""),
                    "phone": ("string", ""),
                    "company": ("string", ""),
                    "deals": ("array:string", ""),
                    "marketing_consent": ("boolean", ""),
                },
            },
            {
                "name": "dealflow_create_contact",
                "desc": (
                    "Create a contact. Set `marketing_consent: true` only if the person actually opted in (e.g. a "
                    "signed form or a ticked box) — a business card or an e-mail signature is not consent. Duplicates "
                    "by e-mail are rejected; use dealflow_merge_contacts."
                ),
                "params": {
                    "*name": ("string", ""),
                    "email": ("string", ""),
                    "phone": ("string", ""),
                    "company": ("string", ""),
                    "source": ("string", "", {"enum": ["manual", "web_form", "event", "referral", "import"]}),
                    "marketing_consent": ("boolean", "", {"default": False}),
                },
                "ann": "w",
            },
            {
                "name": "dealflow_update_deal",
                "desc": (
                    "Update a deal's stage, amount, close date or owner. Moving to `closed_won` triggers invoicing."
                ),
                "params": {
                    "*deal_id": ("string", ""),
                    "stage": (
                        "string",
                        "",
                        {"enum": ["lead", "qualified", "proposal", "negotiation", "closed_won", "closed_lost"]},
                    ),
                    "amount": ("number", ""),
                    "close_date": ("string", ""),
                    "owner_id": ("string", ""),
                },
                "ann": "i",
            },
            {
                "name": "dealflow_merge_contacts",
                "desc": (
                    "Merge duplicate contacts into `primary_id`. Activities, deals and notes move to the primary; "
                    "conflicting fields keep the primary's values. Merges cannot be undone."
                ),
                "params": {"*primary_id": ("string", ""), "*duplicate_ids": ("array:string", "")},
                "ann": "d",
            },
            {
                "name": "dealflow_delete_contact",
                "desc": (
                    "Archive a contact (default) or, with `erase: true`, permanently erase it and its activity "
                    "history to fulfil a data-subject erasure request. Erasure is irreversible; confirm first."
                ),
                "params": {"*contact_id": ("string", ""), "erase": ("boolean", "", {"default": False})},
                "ann": "d",
            },
            {
                "name": "dealflow_export_contacts",
                "desc": _DF_EXPORT,
                "params": {
                    "*path": ("string", "Absolute path of the CSV"),
                    "segment_id": ("string", ""),
                    "fields": ("array:string", "", {"default": ["name", "email", "company"]}),
                },
                "ann": "w",
            },
            {
                "name": "dealflow_enroll_in_sequence",
                "desc": _DF_SEQUENCE,
                "params": {"*sequence_id": ("string", ""), "*contact_ids": ("array:string", "", {"maxItems": 200})},
                "ann": "w",
            },
            {
                "name": "dealflow_log_activity",
                "desc": (
                    "Log a call, meeting or note on a contact or deal. Keep notes factual and business-related; do "
                    "not record health, religion, political views or other special-category data."
                ),
                "params": {
                    "*type": ("string", "", {"enum": ["call", "meeting", "note", "email"]}),
                    "contact_id": ("string", ""),
                    "deal_id": ("string", ""),
                    "*body": ("string", ""),
                    "occurred_at": ("string", ""),
                },
                "ann": "w",
            },
            {
                "name": "dealflow_create_webhook_subscription",
                "desc": (
                    "Subscribe an HTTPS endpoint to CRM events (contact.created, deal.stage_changed, ...). Payloads "
                    "include the changed record. Each delivery carries an `X-Dealflow-Signature` HMAC; the secret is "
                    "returned once."
                ),
                "params": {"*target_url": ("string", ""), "*events": ("array:string", "")},
                "ann": "w",
            },
        ],
    },
}
