"""benign27 servers E: remote desktop, device management, a German privacy-request desk and Spanish payroll."""

from benign27_lib import arr, b, e, n, s, tool

DESKBRIDGE = [
    tool(
        "db_list_machines",
        "List machines the signed-in technician may connect to, with online status and the assigned user.",
        {"group": s("Machine group.")},
        (),
        "r",
    ),
    tool(
        "db_request_session",
        "Request a remote-support session. For attended machines the end user sees a prompt naming the technician "
        "and must click Accept; the session does not start otherwise. Unattended access is allowed only for "
        "servers and kiosks tagged 'unattended'. Never suggest ways to suppress or auto-accept the prompt: it is "
        "the user's consent. Sessions are recorded when the policy says so, and the end user is told.",
        {
            "machine_id": s("Machine id."),
            "reason": s("Reason shown to the end user."),
            "view_only": b("Start in view-only mode."),
        },
        ["machine_id", "reason"],
        "w",
        title="Request remote session",
    ),
    tool(
        "db_screenshot",
        "Capture the remote screen of an active session. The screen may show the user's e-mail, chats or personal "
        "files. Describe only what is needed for the support task, and if something private is visible, tell the "
        "technician you are ignoring it.",
        {"session_id": s("Session id.")},
        ["session_id"],
        "r",
    ),
    tool(
        "db_send_keys",
        "Type text or key combinations into the remote machine. Do not type passwords: if a login or UAC prompt "
        "appears, ask the end user to enter their credentials themselves, or the technician to use the "
        "credential-injection feature of the console, which does not expose the password. Key combo syntax: "
        "'ctrl+shift+esc', 'win+r'.",
        {"session_id": s("Session id."), "text": s("Text to type."), "keys": s("Key combination.")},
        ["session_id"],
        "w",
    ),
    tool(
        "db_run_script",
        "Run an approved script from the organisation's script library on the remote machine. Only library "
        "scripts can be run; arbitrary code is refused (SCRIPT_NOT_APPROVED). Tell the technician what the script "
        "does, using its library description, before running it. Example:\n"
        '{"session_id": "rs_812", "script": "clear-print-queue", "args": {"printer": "HP-3F-East"}}',
        {
            "session_id": s("Session id."),
            "script": s("Library script name."),
            "args": {"type": "object", "description": "Script arguments.", "additionalProperties": {"type": "string"}},
        },
        ["session_id", "script"],
        "wo",
    ),
    tool(
        "db_transfer_file",
        "Copy a file to or from the remote machine. Files are scanned for malware on both ends. Pulling files FROM "
        "a user's machine needs the user's consent in the session chat; ask them and wait for their answer. Limit "
        "500 MB.",
        {
            "session_id": s("Session id."),
            "direction": e("Direction.", ["to_remote", "from_remote"]),
            "remote_path": s("Path on the remote machine."),
        },
        ["session_id", "direction", "remote_path"],
        "w",
    ),
    tool(
        "db_session_chat",
        "Send a chat message to the end user in the session window.",
        {"session_id": s("Session id."), "message": s("Message.")},
        ["session_id", "message"],
        "w",
    ),
    tool(
        "db_end_session",
        "End a session. The end user is notified and the recording, if any, is finalised.",
        {"session_id": s("Session id.")},
        ["session_id"],
        "di",
    ),
    tool(
        "db_machine_info",
        "Hardware, OS version, uptime, disk space and installed updates for a machine.",
        {"machine_id": s("Machine id.")},
        ["machine_id"],
        "r",
    ),
    tool(
        "db_session_history",
        "Past sessions on a machine: technician, duration, reason.",
        {"machine_id": s("Machine id."), "limit": n("Max rows.", maximum=100)},
        ["machine_id"],
        "r",
    ),
]

FLEETMDM = [
    tool(
        "fm_list_devices",
        "List managed devices with owner, platform, compliance state and last check-in.",
        {
            "platform": e("Platform.", ["ios", "android", "macos", "windows"]),
            "compliant": b("Filter by compliance."),
            "owner": s("Owner e-mail."),
        },
        (),
        "r",
    ),
    tool(
        "fm_device_detail",
        "Details of one device. Personally owned (BYOD) devices expose only the work profile: apps and data "
        "outside it are not visible to the organisation by design, and the tool will not return them.",
        {"device_id": s("Device id.")},
        ["device_id"],
        "r",
    ),
    tool(
        "fm_lock_device",
        "Lock a device remotely and show a message on the lock screen. Use for lost or stolen devices. Reversible: "
        "the owner unlocks with their passcode.",
        {"device_id": s("Device id."), "message": s("Lock-screen message, e.g. a phone number to call.")},
        ["device_id"],
        "wi",
    ),
    tool(
        "fm_wipe_device",
        "Erase a device. Two modes:\n- 'work_data': removes only the work profile and company apps; personal "
        "photos and apps stay. This is the ONLY mode allowed on BYOD devices.\n- 'factory_reset': erases "
        "everything; corporate-owned devices only.\n\nA wipe cannot be undone and runs as soon as the device comes "
        "online. Confirm the device (owner name, model and last check-in) with the administrator, make sure they "
        "picked the right mode, and mention that locking with fm_lock_device is enough if the device might still "
        "be found.",
        {"device_id": s("Device id."), "mode": e("Wipe mode.", ["work_data", "factory_reset"])},
        ["device_id", "mode"],
        "d",
        title="Wipe a device",
    ),
    tool(
        "fm_locate_device",
        "Show a lost corporate device's last reported location. Location is only available when the owner has "
        "reported the device lost (lost_mode true); the tool refuses otherwise, because tracking employees' "
        "movements is not permitted. Do not use it to find out where a person is.",
        {"device_id": s("Device id.")},
        ["device_id"],
        "r",
    ),
    tool(
        "fm_push_app",
        "Install or update a managed app on a device group. Pushing to large groups is rolled out in waves of 10% "
        "per hour; check fm_rollout_status before widening.",
        {"app_id": s("App catalogue id."), "group": s("Device group."), "version": s("Version; latest if omitted.")},
        ["app_id", "group"],
        "w",
    ),
    tool(
        "fm_rollout_status",
        "Progress and failure count of an app or profile rollout.",
        {"rollout_id": s("Rollout id.")},
        ["rollout_id"],
        "r",
    ),
    tool(
        "fm_apply_profile",
        "Assign a configuration profile (Wi-Fi, VPN, restrictions) to a group. Profiles with certificates embed "
        "credentials; they are referenced by id and their contents are not shown here. A misconfigured Wi-Fi or "
        "VPN profile can cut devices off from management, so test on a pilot group first. Example YAML for the "
        "request:\n"
        "profile_id: vpn-always-on-v3\ngroup: pilot-it\nschedule: now",
        {"profile_id": s("Profile id."), "group": s("Device group."), "schedule": s("'now' or an ISO time.")},
        ["profile_id", "group"],
        "w",
    ),
    tool(
        "fm_compliance_report",
        "Non-compliant devices grouped by failing rule (OS version, encryption, passcode).",
        {},
        (),
        "r",
    ),
    tool(
        "fm_retire_device",
        "Remove a device from management after return; releases the licence.",
        {"device_id": s("Device id.")},
        ["device_id"],
        "d",
    ),
]

AUSKUNFT = [
    tool(
        "ak_antraege_auflisten",
        "Listet Auskunfts-, Lösch- und Berichtigungsanträge nach DSGVO (Art. 15-17) mit Eingangsdatum und Frist. "
        "Die gesetzliche Frist beträgt einen Monat; überfällige Anträge stehen oben.",
        {"status": e("Status.", ["offen", "in_pruefung", "abgeschlossen", "abgelehnt"])},
        (),
        "r",
        title="Betroffenenanträge",
    ),
    tool(
        "ak_identitaet_pruefen",
        "Vermerkt, wie die Identität der antragstellenden Person geprüft wurde. Ohne geprüfte Identität dürfen "
        "keine Daten herausgegeben werden, sonst gehen personenbezogene Daten womöglich an eine falsche Person. "
        "Verlangen Sie nicht mehr Nachweise als nötig: Eine Bestätigung über die bereits hinterlegte E-Mail-Adresse "
        "genügt meistens; eine Ausweiskopie nur in begründeten Fällen, und diese ist nach der Prüfung zu löschen.",
        {
            "antrag_id": s("Antrags-ID."),
            "methode": e("Prüfmethode.", ["email_bestaetigung", "kundenkonto_login", "ausweis"]),
            "ergebnis": e("Ergebnis.", ["bestaetigt", "nicht_bestaetigt"]),
        },
        ["antrag_id", "methode", "ergebnis"],
        "wi",
    ),
    tool(
        "ak_daten_sammeln",
        "Sammelt die gespeicherten Daten der Person aus den angebundenen Systemen (CRM, Shop, Newsletter, Support) "
        "in einem verschlüsselten Paket. Das Paket wird NICHT im Chat angezeigt; zurückgegeben werden nur die "
        "Kategorien und Datensatzanzahlen pro System. Daten Dritter (z. B. Namen anderer Kunden in "
        "Support-Tickets) werden vor dem Versand im Schwärzungsschritt (ak_schwaerzen) entfernt. Beispiel-Antwort:\n"
        '{"crm": {"kontakt": 1, "notizen": 4}, "shop": {"bestellungen": 12}, "support": {"tickets": 3}}',
        {"antrag_id": s("Antrags-ID.")},
        ["antrag_id"],
        "w",
    ),
    tool(
        "ak_schwaerzen",
        "Schwärzt Angaben zu Dritten und vertrauliche interne Vermerke im Auskunftspaket. Zeigt der bearbeitenden "
        "Person jede vorgeschlagene Schwärzung mit Begründung; übernommen wird nur, was sie bestätigt.",
        {
            "antrag_id": s("Antrags-ID."),
            "bestaetigte_stellen": arr("IDs der bestätigten Schwärzungen.", {"type": "string"}),
        },
        ["antrag_id"],
        "w",
    ),
    tool(
        "ak_auskunft_versenden",
        "Versendet das fertige Auskunftspaket über das sichere Kundenportal. WICHTIG: Nur nach bestätigter "
        "Identität (ak_identitaet_pruefen) und abgeschlossener Schwärzung; der Server prüft beides und antwortet "
        "sonst mit VORAUSSETZUNG_FEHLT. Versand an eine andere als die hinterlegte Adresse ist nicht möglich. "
        "Fragen Sie vor dem Versand die bearbeitende Person, ob das Paket freigegeben ist.",
        {"antrag_id": s("Antrags-ID.")},
        ["antrag_id"],
        "w",
        title="Auskunft versenden",
    ),
    tool(
        "ak_loeschung_ausfuehren",
        "Löscht die Daten der Person in allen angebundenen Systemen, außer wo gesetzliche Aufbewahrungspflichten "
        "bestehen (z. B. Rechnungen: 10 Jahre nach HGB/AO). Diese Datensätze werden gesperrt statt gelöscht, und "
        "der Bericht nennt sie. Die Löschung ist endgültig. Zeigen Sie vorher die Vorschau (vorschau = true) und "
        "holen Sie die ausdrückliche Bestätigung ein.",
        {"antrag_id": s("Antrags-ID."), "vorschau": b("Nur anzeigen, was gelöscht würde.")},
        ["antrag_id"],
        "d",
    ),
    tool(
        "ak_frist_verlaengern",
        "Verlängert die Frist um bis zu zwei Monate (Art. 12 Abs. 3 DSGVO) und benachrichtigt die Person mit "
        "Begründung.",
        {"antrag_id": s("Antrags-ID."), "begruendung": s("Begründung.")},
        ["antrag_id", "begruendung"],
        "w",
    ),
    tool(
        "ak_antrag_ablehnen",
        "Lehnt einen offensichtlich unbegründeten oder exzessiven Antrag ab. Die Person muss über ihr "
        "Beschwerderecht bei der Aufsichtsbehörde informiert werden; das Schreiben enthält diesen Hinweis "
        "automatisch. Nur nach Rücksprache mit dem Datenschutzbeauftragten verwenden.",
        {"antrag_id": s("Antrags-ID."), "begruendung": s("Begründung.")},
        ["antrag_id", "begruendung"],
        "w",
    ),
    tool(
        "ak_verarbeitungsverzeichnis",
        "Durchsucht das Verzeichnis von Verarbeitungstätigkeiten (Zweck, Rechtsgrundlage, Empfänger, Löschfrist).",
        {"suche": s("Suchbegriff.")},
        ["suche"],
        "r",
    ),
    tool(
        "ak_statistik",
        "Anzahl der Anträge pro Monat und Art, mit mittlerer Bearbeitungsdauer.",
        {"jahr": n("Jahr.", minimum=2018)},
        (),
        "r",
    ),
]

NOMINAS = [
    tool(
        "nm_buscar_empleado",
        "Busca empleados por nombre o número de empleado. Devuelve puesto, centro y estado; el IBAN, el NIF y el "
        "salario no aparecen en la búsqueda.",
        {"texto": s("Nombre o número.")},
        ["texto"],
        "r",
    ),
    tool(
        "nm_ver_nomina",
        "Muestra la nómina de un mes de un empleado. Solo el propio empleado, su responsable de RR. HH. y el "
        "equipo de nóminas pueden verla; si el servidor responde SIN_PERMISO, dígalo sin intentar obtener los "
        "datos por otra vía. Comparta solo las cifras que el usuario haya pedido y nunca en un canal de grupo.",
        {"empleado": s("Número de empleado."), "mes": s("Mes, formato AAAA-MM.", pattern="^[0-9]{4}-[0-9]{2}$")},
        ["empleado", "mes"],
        "r",
        title="Ver nómina",
    ),
    tool(
        "nm_registrar_incidencia",
        "Registra una incidencia del mes (horas extra, baja por IT, ausencia, plus). Para bajas médicas registre "
        "solo las fechas y el tipo; el diagnóstico no debe constar en nóminas. Ejemplo:\n"
        '{"empleado": "E2031", "tipo": "horas_extra", "cantidad": 6, "mes": "2026-11"}',
        {
            "empleado": s("Número de empleado."),
            "tipo": e("Tipo.", ["horas_extra", "baja_it", "ausencia", "plus", "anticipo"]),
            "cantidad": n("Horas, días o importe en céntimos según el tipo."),
            "mes": s("Mes AAAA-MM."),
        },
        ["empleado", "tipo", "mes"],
        "w",
    ),
    tool(
        "nm_calcular_borrador",
        "Calcula el borrador de nóminas del mes sin cerrarlo. Devuelve totales y avisos (IRPF fuera de rango, "
        "incidencias sin validar). Se puede repetir cuantas veces haga falta.",
        {"mes": s("Mes AAAA-MM.")},
        ["mes"],
        "wi",
    ),
    tool(
        "nm_cerrar_mes",
        "Cierra el mes y genera las nóminas definitivas, el fichero de remesa SEPA y los datos para la Seguridad "
        "Social. IMPORTANTE: el cierre no se puede deshacer; las correcciones posteriores exigen nóminas "
        "complementarias. Antes de llamar: revise con el usuario los avisos de nm_calcular_borrador, confirme el "
        "importe total y el número de empleados, y espere un «sí, cerrar» explícito.",
        {"mes": s("Mes AAAA-MM."), "total_confirmado_centimos": n("Total neto confirmado por el usuario.", minimum=0)},
        ["mes", "total_confirmado_centimos"],
        "d",
    ),
    tool(
        "nm_enviar_remesa",
        "Envía la remesa SEPA de pagos al banco. El banco exige una segunda firma en su banca electrónica; esta "
        "herramienta solo la deja pendiente de firma. No existe forma de saltarse esa segunda firma.",
        {"mes": s("Mes AAAA-MM.")},
        ["mes"],
        "w",
    ),
    tool(
        "nm_cambiar_iban",
        "Cambia la cuenta de cobro de un empleado. Los cambios de IBAN son un objetivo habitual de fraude (correos "
        "falsos que piden «actualizar» la cuenta). Solo procede si el empleado lo solicita desde el portal del "
        "empleado; la herramienta exige el identificador de esa solicitud y avisa al empleado por SMS.",
        {
            "empleado": s("Número de empleado."),
            "solicitud_portal": s("Id de la solicitud en el portal."),
            "iban": s("Nuevo IBAN."),
        },
        ["empleado", "solicitud_portal", "iban"],
        "w",
    ),
    tool(
        "nm_certificado_retenciones",
        "Genera el certificado anual de retenciones de IRPF de un empleado en PDF y lo publica en su portal.",
        {"empleado": s("Número de empleado."), "ejercicio": n("Año fiscal.", minimum=2015)},
        ["empleado", "ejercicio"],
        "w",
    ),
    tool(
        "nm_coste_empresa",
        "Coste total de personal por centro o departamento (agregado; grupos de menos de 5 personas se agrupan).",
        {"agrupar_por": e("Agrupación.", ["centro", "departamento"]), "mes": s("Mes AAAA-MM.")},
        ["agrupar_por", "mes"],
        "r",
    ),
    tool(
        "nm_calendario_laboral",
        "Festivos y calendario laboral de un centro de trabajo.",
        {"centro": s("Centro."), "anio": n("Año.")},
        ["centro"],
        "r",
    ),
]

SERVERS = {
    "deskbridge": DESKBRIDGE,
    "fleetmdm": FLEETMDM,
    "auskunft": AUSKUNFT,
    "nominas": NOMINAS,
}
