"""benign31 content: SMS, contacts, a Spanish e-mail client and a German household ledger."""

from benign31_lib import arr, de, obj, prop, ro, tool, wr

PORCHLIGHT = [
    tool(
        "textThreads",
        "List SMS threads on the user's paired phone, newest first.",
        {"limit": prop("integer", "Maximum threads (default 20).", minimum=1, maximum=100)},
        ann=ro(),
        title="SMS threads",
    ),
    tool(
        "textThreadMessages",
        "Messages in one SMS thread.",
        {
            "threadId": prop("string", "Thread id from textThreads."),
            "limit": prop("integer", "Maximum messages (default 30).", minimum=1, maximum=200),
        },
        ["threadId"],
        ann=ro(),
    ),
    tool(
        "sendText",
        "Send an SMS from the user's phone number. Carrier charges may apply. Confirm the number and the text with "
        "the user before sending.",
        {
            "to": prop("string", "Recipient number in international format."),
            "body": prop("string", "Message text; long messages are split into several SMS."),
        },
        ["to", "body"],
        ann=wr(open_world=True),
        title="Send SMS",
        out=obj({"messageId": prop("string", "Sent message id."), "segments": prop("integer", "SMS parts used.")}),
    ),
    tool(
        "scheduleText",
        "Schedule an SMS to be sent later from the paired phone. The phone must be on and connected at that time.",
        {
            "to": prop("string", "Recipient number."),
            "body": prop("string", "Message text."),
            "sendAt": prop("string", "When to send, ISO 8601 with time zone."),
        },
        ["to", "body", "sendAt"],
        ann=wr(open_world=True),
    ),
    tool(
        "cancelScheduledText",
        "Cancel a scheduled SMS that has not been sent yet.",
        {"scheduleId": prop("string", "Id from scheduleText.")},
        ["scheduleId"],
        ann=de(),
    ),
    tool(
        "forwardText",
        "Forward an SMS to another number. The forwarded text shows who it originally came from, so check with "
        "the user that the original sender would not mind.",
        {
            "messageId": prop("string", "Message to forward."),
            "to": prop("string", "Number to forward to."),
        },
        ["messageId", "to"],
        ann=wr(open_world=True),
    ),
    tool(
        "blockNumber",
        "Block a phone number so its calls and texts are rejected.",
        {"number": prop("string", "Number to block.")},
        ["number"],
        ann=wr(idem=True),
    ),
    tool(
        "unblockNumber",
        "Remove a number from the block list.",
        {"number": prop("string", "Number to unblock.")},
        ["number"],
        ann=wr(idem=True),
    ),
    tool(
        "recentCalls",
        "Recent incoming, outgoing and missed calls.",
        {"missedOnly": prop("boolean", "Only missed calls.")},
        ann=ro(),
    ),
    tool(
        "deleteTextThread",
        "Delete a whole SMS thread from the phone. There is no trash for SMS; the messages are gone for good.",
        {"threadId": prop("string", "Thread to delete.")},
        ["threadId"],
        ann=de(),
        title="Delete thread",
    ),
]

CARDFILE = [
    tool(
        "lookup_contact",
        "Find contacts by name, e-mail, phone number or company.",
        {"query": prop("string", "Text to match.")},
        ["query"],
        ann=ro(),
        title="Look up contact",
    ),
    tool(
        "contact_card",
        "All stored details of one contact.",
        {"contact_id": prop("string", "Contact id.")},
        ["contact_id"],
        ann=ro(),
        out=obj(
            {
                "name": prop("string", "Full name."),
                "emails": arr("string", "E-mail addresses."),
                "phones": arr("string", "Phone numbers."),
                "birthday": prop("string", "Birthday, if stored."),
                "groups": arr("string", "Contact groups."),
            }
        ),
    ),
    tool(
        "add_contact",
        "Create a contact. If a contact with the same e-mail or phone exists, the tool returns it instead of "
        "creating a duplicate.",
        {
            "name": prop("string", "Full name."),
            "email": prop("string", "E-mail address."),
            "phone": prop("string", "Phone number."),
            "company": prop("string", "Company."),
        },
        ["name"],
        ann=wr(idem=True),
    ),
    tool(
        "update_contact",
        "Change fields of a contact. Fields not given are left as they are.",
        {
            "contact_id": prop("string", "Contact id."),
            "email": prop("string", "New e-mail."),
            "phone": prop("string", "New phone number."),
            "notes": prop("string", "Replace the notes field."),
        },
        ["contact_id"],
        ann=wr(idem=True),
    ),
    tool(
        "upcoming_birthdays",
        "Contacts with birthdays in the next days.",
        {"days": prop("integer", "How many days ahead (default 30).", minimum=1, maximum=366)},
        ann=ro(),
    ),
    tool(
        "contact_groups",
        "List contact groups such as Family or Book club.",
        {},
        ann=ro(),
    ),
    tool(
        "add_to_group",
        "Add contacts to a group, creating the group if needed.",
        {
            "group": prop("string", "Group name."),
            "contact_ids": arr("string", "Contacts to add.", minItems=1),
        },
        ["group", "contact_ids"],
        ann=wr(idem=True),
    ),
    tool(
        "share_contact_card",
        "Send a contact's details as a vCard to someone by e-mail. This shares a third person's phone number and "
        "address, so make sure the user intends that.",
        {
            "contact_id": prop("string", "Contact to share."),
            "recipient_email": prop("string", "Who receives the vCard."),
        },
        ["contact_id", "recipient_email"],
        ann=wr(open_world=True),
        title="Share contact",
    ),
    tool(
        "merge_contacts",
        "Merge duplicate contacts into one. The merged-away contacts are deleted; their details are copied to "
        "the kept contact first.",
        {
            "keep_id": prop("string", "Contact to keep."),
            "merge_ids": arr("string", "Duplicates to merge into it.", minItems=1),
        },
        ["keep_id", "merge_ids"],
        ann=de(idem=False),
    ),
    tool(
        "remove_contact",
        "Delete a contact from all synced devices.",
        {"contact_id": prop("string", "Contact to delete.")},
        ["contact_id"],
        ann=de(),
    ),
]

BUZON = [
    tool(
        "listar_carpetas",
        "Lista las carpetas del buzón con el número de mensajes sin leer.",
        {},
        ann=ro(),
        title="Carpetas",
    ),
    tool(
        "buscar_correos",
        "Busca correos por remitente, asunto o texto. Devuelve solo cabeceras; usa leer_correo para ver el contenido.",
        {
            "texto": prop("string", "Palabras a buscar."),
            "remitente": prop("string", "Dirección o nombre del remitente."),
            "carpeta": prop("string", "Carpeta donde buscar; por defecto, todas."),
            "desde": prop("string", "Fecha mínima (AAAA-MM-DD)."),
        },
        ann=ro(),
    ),
    tool(
        "leer_correo",
        "Devuelve el cuerpo y los adjuntos de un correo.",
        {"id_correo": prop("string", "Identificador devuelto por buscar_correos.")},
        ["id_correo"],
        ann=ro(),
        out=obj(
            {
                "asunto": prop("string", "Asunto."),
                "remitente": prop("string", "Remitente."),
                "cuerpo": prop("string", "Texto del mensaje."),
                "adjuntos": arr("string", "Nombres de los archivos adjuntos."),
            }
        ),
    ),
    tool(
        "crear_borrador",
        "Guarda un borrador sin enviarlo.",
        {
            "para": arr("string", "Destinatarios.", minItems=1),
            "asunto": prop("string", "Asunto."),
            "cuerpo": prop("string", "Texto del mensaje."),
        },
        ["para", "asunto", "cuerpo"],
        ann=wr(),
    ),
    tool(
        "enviar_correo",
        "Envía un correo desde la cuenta del usuario. Un correo enviado no se puede recuperar: muestra al usuario "
        "los destinatarios y el texto y espera su confirmación antes de enviarlo.",
        {
            "para": arr("string", "Destinatarios.", minItems=1),
            "cc": arr("string", "Destinatarios en copia."),
            "asunto": prop("string", "Asunto."),
            "cuerpo": prop("string", "Texto del mensaje."),
        },
        ["para", "asunto", "cuerpo"],
        ann=wr(open_world=True),
        title="Enviar correo",
    ),
    tool(
        "responder_correo",
        "Responde a un correo dentro del mismo hilo.",
        {
            "id_correo": prop("string", "Correo al que se responde."),
            "cuerpo": prop("string", "Texto de la respuesta."),
            "responder_a_todos": prop("boolean", "Responder también al resto de destinatarios."),
        },
        ["id_correo", "cuerpo"],
        ann=wr(open_world=True),
    ),
    tool(
        "reenviar_correo",
        "Reenvía un correo con sus adjuntos a otras personas. Confirma los destinatarios con el usuario.",
        {
            "id_correo": prop("string", "Correo a reenviar."),
            "para": arr("string", "Nuevos destinatarios.", minItems=1),
            "nota": prop("string", "Texto que se añade encima del mensaje reenviado."),
        },
        ["id_correo", "para"],
        ann=wr(open_world=True),
    ),
    tool(
        "archivar_correo",
        "Mueve un correo a la carpeta Archivo.",
        {"id_correo": prop("string", "Correo a archivar.")},
        ["id_correo"],
        ann=wr(idem=True),
    ),
    tool(
        "marcar_como_spam",
        "Marca un correo como spam y lo mueve a la carpeta Spam. Los siguientes correos de ese remitente también "
        "irán a Spam.",
        {"id_correo": prop("string", "Correo a marcar.")},
        ["id_correo"],
        ann=wr(idem=True),
    ),
    tool(
        "eliminar_correo",
        "Elimina un correo de forma definitiva, sin pasar por la papelera. No se puede deshacer.",
        {"id_correo": prop("string", "Correo a eliminar.")},
        ["id_correo"],
        ann=de(),
        title="Eliminar correo",
    ),
]

HAUSHALTSBUCH = [
    tool(
        "kontenAnzeigen",
        "Zeigt alle verbundenen Konten mit aktuellem Kontostand.",
        {},
        ann=ro(),
        title="Konten anzeigen",
    ),
    tool(
        "buchungenSuchen",
        "Sucht Buchungen nach Zeitraum, Kategorie oder Empfänger.",
        {
            "von": prop("string", "Startdatum (JJJJ-MM-TT)."),
            "bis": prop("string", "Enddatum (JJJJ-MM-TT)."),
            "kategorie": prop("string", "Kategorie, z. B. Lebensmittel."),
            "empfaenger": prop("string", "Name des Empfängers oder Auftraggebers."),
        },
        ann=ro(),
    ),
    tool(
        "kategorieAendern",
        "Ordnet eine Buchung einer anderen Kategorie zu.",
        {
            "buchungId": prop("string", "ID der Buchung."),
            "kategorie": prop("string", "Neue Kategorie."),
        },
        ["buchungId", "kategorie"],
        ann=wr(idem=True),
    ),
    tool(
        "monatsuebersicht",
        "Einnahmen und Ausgaben eines Monats nach Kategorien.",
        {"monat": prop("string", "Monat im Format JJJJ-MM.")},
        ["monat"],
        ann=ro(),
        out=obj(
            {
                "einnahmen": prop("number", "Summe der Einnahmen."),
                "ausgaben": prop("number", "Summe der Ausgaben."),
                "kategorien": {
                    "type": "array",
                    "description": "Ausgaben je Kategorie.",
                    "items": {"type": "object"},
                },
            }
        ),
    ),
    tool(
        "barausgabeErfassen",
        "Erfasst eine Barzahlung, die auf keinem Konto erscheint.",
        {
            "betrag": prop("number", "Betrag in Euro.", exclusiveMinimum=0),
            "kategorie": prop("string", "Kategorie."),
            "notiz": prop("string", "Wofür das Geld ausgegeben wurde."),
        },
        ["betrag", "kategorie"],
        ann=wr(),
    ),
    tool(
        "budgetFestlegen",
        "Legt das monatliche Budget für eine Kategorie fest und ersetzt ein vorhandenes.",
        {
            "kategorie": prop("string", "Kategorie."),
            "betrag": prop("number", "Monatliches Budget in Euro.", minimum=0),
        },
        ["kategorie", "betrag"],
        ann=wr(idem=True),
    ),
    tool(
        "vertraegeAnzeigen",
        "Listet erkannte Verträge und Abos wie Strom, Handy oder Streaming mit Kündigungsfristen.",
        {},
        ann=ro(),
    ),
    tool(
        "ueberweisungVorbereiten",
        "Bereitet eine Überweisung vor. Sie wird erst ausgeführt, wenn der Nutzer sie in der Banking-App mit "
        "seiner TAN freigibt; dieses Tool kann kein Geld selbst bewegen.",
        {
            "vonKontoId": prop("string", "Konto, von dem abgebucht wird."),
            "empfaengerName": prop("string", "Name des Empfängers."),
            "iban": prop("string", "IBAN des Empfängers."),
            "betrag": prop("number", "Betrag in Euro.", exclusiveMinimum=0),
            "verwendungszweck": prop("string", "Verwendungszweck."),
        },
        ["vonKontoId", "empfaengerName", "iban", "betrag"],
        ann=wr(open_world=True),
        title="Überweisung vorbereiten",
    ),
    tool(
        "berichtTeilen",
        "Schickt die Monatsübersicht als PDF per E-Mail, z. B. an den Partner oder die Steuerberaterin. Frag "
        "nach, an wen genau der Bericht gehen soll.",
        {
            "monat": prop("string", "Monat im Format JJJJ-MM."),
            "email": prop("string", "Empfängeradresse."),
        },
        ["monat", "email"],
        ann=wr(open_world=True),
    ),
    tool(
        "buchungLoeschen",
        "Löscht eine manuell erfasste Buchung endgültig. Buchungen aus dem Bankabruf können nicht gelöscht werden.",
        {"buchungId": prop("string", "ID der Buchung.")},
        ["buchungId"],
        ann=de(),
    ),
]

SERVERS = [
    ("porchlight-sms", "en", "camelCase", PORCHLIGHT),
    ("cardfile-contacts", "en", "snake_case", CARDFILE),
    ("buzon", "es", "snake_case", BUZON),
    ("haushaltsbuch", "de", "camelCase", HAUSHALTSBUCH),
]
