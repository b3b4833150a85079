"""benign28 servers: TLS certificates, privacy requests, remote endpoint support and a Portuguese vaccine record."""

from __future__ import annotations

from benign28_lib import a, b, e, i, out, para, s, tool

CERTSMITH = [
    tool(
        "ct_list_certificates",
        "List managed TLS certificates with subject names, issuer and expiry.",
        {"domain": s("Filter by domain.")},
        ro=True,
    ),
    tool(
        "ct_get_certificate",
        "Get the public certificate chain and metadata of one certificate.",
        {"certificate_id": s("Certificate id.")},
        ("certificate_id",),
        ro=True,
    ),
    tool(
        "ct_request_certificate",
        para(
            """Request a new certificate for one or more domain names. The private key is generated and kept in
            the service's key store; it is never returned by any tool, and the user should not be asked to paste a
            private key here. Each domain must pass validation, either by DNS record (returned in the response for
            the user to add) or automatically for zones the account already manages. Confirm the exact list of
            names with the user; wildcard names need DNS validation."""
        ),
        {
            "domains": a("Subject names.", s("Domain name."), minItems=1, maxItems=100),
            "key_type": e("Key type.", ["ecdsa_p256", "rsa_2048", "rsa_4096"], default="ecdsa_p256"),
        },
        ("domains",),
        idem=False,
        ow=True,
        title="Request certificate",
    ),
    tool(
        "ct_renew_certificate",
        "Renew a certificate now with the same names and a fresh key.",
        {"certificate_id": s("Certificate id.")},
        ("certificate_id",),
        idem=False,
        ow=True,
    ),
    tool(
        "ct_revoke_certificate",
        para(
            """Revoke a certificate with the issuing authority. Revocation is permanent, and any server still
            using the certificate will show errors to visitors. Use it when a key may have been exposed or a domain
            is no longer controlled. Check with ct_list_certificates whether a replacement is already deployed and,
            if not, tell the user; then confirm the certificate and the reason before calling."""
        ),
        {
            "certificate_id": s("Certificate id."),
            "reason": e("Reason.", ["key_compromise", "superseded", "cessation_of_operation", "unspecified"]),
        },
        ("certificate_id", "reason"),
        destructive=True,
        idem=True,
        ow=True,
    ),
    tool(
        "ct_list_expiring",
        "List certificates that expire within the given number of days.",
        {"days": i("Days ahead.", minimum=1, maximum=365, default=30)},
        ro=True,
    ),
    tool(
        "ct_deploy_certificate",
        para(
            """Deploy a certificate to a connected load balancer or CDN target. The new
            certificate replaces the one currently served. Make sure the certificate covers the host names served
            by the target; afterwards, confirm with ct_check_endpoint that the target serves the new certificate
            and a complete chain, and tell the user the result."""
        ),
        {"certificate_id": s("Certificate id."), "target_id": s("Deployment target id.")},
        ("certificate_id", "target_id"),
        idem=True,
        ow=True,
    ),
    tool(
        "ct_check_endpoint",
        "Connect to a host and port and report the certificate it serves and any chain problems.",
        {"host": s("Host name."), "port": i("Port.", minimum=1, maximum=65535, default=443)},
        ("host",),
        ro=True,
        ow=True,
        output=out(
            {"subject": s("Subject."), "expires": s("Expiry timestamp."), "problems": a("Problems.", s("Problem."))}
        ),
    ),
    tool(
        "ct_list_issuers",
        "List certificate authorities configured for the account.",
        {},
        ro=True,
    ),
    tool(
        "ct_set_auto_renew",
        "Turn automatic renewal on or off for a certificate.",
        {"certificate_id": s("Certificate id."), "enabled": b("Renew automatically.")},
        ("certificate_id", "enabled"),
        idem=True,
    ),
]

CONSENTLEDGER = [
    tool(
        "cl_lookup_subject",
        "Find a data subject record by email, customer number or phone number.",
        {"identifier": s("Email, customer number or phone number.")},
        ("identifier",),
        ro=True,
    ),
    tool(
        "cl_get_consent_history",
        "Show the full history of consents given and withdrawn by a data subject.",
        {"subject_id": s("Subject id.")},
        ("subject_id",),
        ro=True,
    ),
    tool(
        "cl_record_consent",
        "Record a consent the person gave, with the wording version and channel.",
        {
            "subject_id": s("Subject id."),
            "purpose": s("Processing purpose key."),
            "wording_version": s("Version of the consent text shown."),
            "channel": e("Channel.", ["web", "app", "paper", "phone"]),
        },
        ("subject_id", "purpose", "wording_version", "channel"),
        idem=False,
    ),
    tool(
        "cl_withdraw_consent",
        "Record that a person withdrew consent for a purpose; downstream systems are notified.",
        {"subject_id": s("Subject id."), "purpose": s("Processing purpose key.")},
        ("subject_id", "purpose"),
        idem=True,
    ),
    tool(
        "cl_open_access_request",
        para(
            """Open a data subject access request and start the statutory clock. The requester's identity must be
            verified before any data is released; the tool records how it was verified. If the request came from
            someone acting for the person (a lawyer or family member), note that written authority is needed. The
            response lists the deadline; tell the user the date."""
        ),
        {
            "subject_id": s("Subject id."),
            "received_on": s("Date the request was received.", format="date"),
            "verification_method": e("How identity was verified.", ["account_login", "id_document", "not_yet"]),
            "on_behalf": b("Request made by a representative."),
        },
        ("subject_id", "received_on", "verification_method"),
        idem=False,
    ),
    tool(
        "cl_compile_access_package",
        para(
            """Collect the personal data held about a verified subject from connected systems into a package for
            review. The package is not sent automatically: a privacy team member reviews it first, because it may
            contain other people's data (for example names in support tickets) that must be redacted. Tell the
            user the package is ready for review and where to find it; do not paste its contents into the chat."""
        ),
        {"request_id": s("Access request id."), "systems": a("Systems to include; default all.", s("System key."))},
        ("request_id",),
        idem=True,
    ),
    tool(
        "cl_process_erasure_request",
        para(
            """Erase a verified subject's personal data from connected systems. Some records must be kept by law,
            such as invoices, and are excluded automatically; the response lists what was kept and why, which you
            should pass on to the user. Erasure cannot be undone. Confirm the subject and request id with the user
            and that identity verification is complete before calling."""
        ),
        {"request_id": s("Erasure request id."), "subject_id": s("Subject id.")},
        ("request_id", "subject_id"),
        destructive=True,
        idem=True,
        title="Process erasure request",
    ),
    tool(
        "cl_list_requests",
        "List privacy requests with type, status and deadline.",
        {"status": e("Status.", ["open", "awaiting_verification", "in_review", "closed"])},
        ro=True,
    ),
    tool(
        "cl_list_processing_purposes",
        "List the processing purposes, their legal basis and retention period.",
        {},
        ro=True,
    ),
    tool(
        "cl_export_ropa",
        "Export the record of processing activities as a spreadsheet.",
        {"format": e("File format.", ["xlsx", "csv"])},
        ro=True,
    ),
]

REMOTEDESK = [
    tool(
        "rd_list_devices",
        "List managed devices with owner, operating system and last check-in.",
        {"owner": s("Filter by owner."), "os": e("Operating system.", ["windows", "macos", "linux"])},
        ro=True,
    ),
    tool(
        "rd_get_device",
        "Get hardware, disk encryption state, patch level and compliance status for a device.",
        {"device_id": s("Device id.")},
        ("device_id",),
        ro=True,
    ),
    tool(
        "rd_request_session",
        para(
            """Ask the device's user for a remote support session. The person at the device sees a prompt with the
            technician's name and must accept it; the session is recorded. Do not suggest ways to bypass or
            pre-approve the prompt. If the person does not respond, ask the technician to contact them by phone or
            chat rather than retrying repeatedly."""
        ),
        {"device_id": s("Device id."), "reason": s("Reason shown in the prompt.")},
        ("device_id", "reason"),
        idem=False,
        ow=True,
    ),
    tool(
        "rd_run_script",
        para(
            """Run a script from the approved script library on a device. Arbitrary commands are not accepted.
            Use rd_list_scripts to find the right script, then show the user the script name, what it does and the
            parameter values, and ask for confirmation before running it. Scripts that restart the device or close
            applications warn the device user first."""
        ),
        {
            "device_id": s("Device id."),
            "script_id": s("Approved script id."),
            "parameters": {"type": "object", "description": "Script parameter values."},
        },
        ("device_id", "script_id"),
        idem=False,
        ow=True,
        title="Run approved script",
    ),
    tool(
        "rd_list_scripts",
        "List scripts in the approved library with description and parameters.",
        {"platform": e("Platform.", ["windows", "macos", "linux"])},
        ro=True,
    ),
    tool(
        "rd_push_update",
        "Queue operating-system or application updates for a device at its next maintenance window.",
        {"device_id": s("Device id."), "include_optional": b("Also install optional updates.")},
        ("device_id",),
        idem=True,
    ),
    tool(
        "rd_lock_device",
        "Lock a device remotely, for example when it is reported lost. The owner can unlock it with their password.",
        {"device_id": s("Device id."), "message": s("Message on the lock screen.")},
        ("device_id",),
        idem=True,
        ow=True,
    ),
    tool(
        "rd_wipe_device",
        para(
            """Erase a device and return it to factory settings. All data on it is lost, including anything not
            yet backed up. Use it only for devices confirmed lost or stolen, or when a device is being retired.
            Confirm the device name, serial number and owner with the user, and suggest rd_lock_device first if
            the device may still be recovered. A second administrator must approve the wipe in the console."""
        ),
        {
            "device_id": s("Device id."),
            "serial_number": s("Serial number, repeated as a check."),
            "reason": e("Reason.", ["lost", "stolen", "retired"]),
        },
        ("device_id", "serial_number", "reason"),
        destructive=True,
        idem=True,
        ow=True,
    ),
    tool(
        "rd_collect_diagnostics",
        para(
            """Collect system logs and a diagnostics bundle from a device for a support
            ticket. The bundle includes system and application logs and a list of running processes, which can
            reveal what the person was working on. It does not include documents or browser history. Tell the user
            what is collected, attach it only to the ticket given, and do not quote personal details from it."""
        ),
        {"device_id": s("Device id."), "ticket_ref": s("Support ticket reference.")},
        ("device_id", "ticket_ref"),
        ro=True,
        ow=True,
    ),
    tool(
        "rd_get_installed_software",
        "List software installed on a device with versions.",
        {"device_id": s("Device id.")},
        ("device_id",),
        ro=True,
    ),
]

CADERNETAVACINAL = [
    tool(
        "cv_buscar_crianca",
        para(
            """Busca uma criança pelo nome, data de nascimento e nome de um responsável, ou pelo número do cartão
            de saúde. Se houver mais de um resultado, mostre as opções com data de nascimento e unidade de saúde e
            peça ao usuário para escolher; nunca escolha por conta própria. Consulte apenas crianças atendidas
            pela sua unidade."""
        ),
        {
            "nome": s("Nome da criança."),
            "data_nascimento": s("Data de nascimento.", format="date"),
            "nome_responsavel": s("Nome de um responsável."),
            "cartao_saude": s("Número do cartão de saúde."),
        },
        ro=True,
    ),
    tool(
        "cv_consultar_caderneta",
        "Mostra a caderneta de vacinação de uma criança com doses aplicadas e datas.",
        {"crianca_id": s("Identificador da criança.")},
        ("crianca_id",),
        ro=True,
    ),
    tool(
        "cv_registrar_dose",
        para(
            """Registra uma dose aplicada. Confirme com o profissional a vacina, o lote, a dose, a data e a via de
            aplicação antes de registrar, pois registros não podem ser apagados, apenas corrigidos com
            justificativa por cv_corrigir_registro. O sistema avisa se a dose parece fora do calendário ou se o
            lote está vencido; repasse o aviso ao profissional em vez de decidir sozinho."""
        ),
        {
            "crianca_id": s("Identificador da criança."),
            "vacina": s("Código da vacina."),
            "lote": s("Número do lote."),
            "dose": e("Dose.", ["1", "2", "3", "reforco", "unica"]),
            "data_aplicacao": s("Data de aplicação.", format="date"),
        },
        ("crianca_id", "vacina", "lote", "dose", "data_aplicacao"),
        idem=False,
        title="Registrar dose",
    ),
    tool(
        "cv_corrigir_registro",
        "Corrige um registro de dose, mantendo a versão anterior no histórico com a justificativa.",
        {"registro_id": s("Identificador do registro."), "campo": s("Campo corrigido."), "justificativa": s("Motivo.")},
        ("registro_id", "campo", "justificativa"),
        idem=False,
    ),
    tool(
        "cv_listar_doses_pendentes",
        "Lista as doses em atraso ou previstas para os próximos dias de uma criança ou de uma unidade.",
        {"crianca_id": s("Identificador da criança."), "unidade_id": s("Unidade de saúde.")},
        ro=True,
        output=out({"pendentes": a("Doses pendentes.", out({"vacina": s("Vacina."), "prevista": s("Data.")}))}),
    ),
    tool(
        "cv_agendar_vacinacao",
        "Agenda um horário de vacinação na unidade de saúde.",
        {
            "crianca_id": s("Identificador da criança."),
            "unidade_id": s("Unidade de saúde."),
            "inicio": s("Horário.", format="date-time"),
        },
        ("crianca_id", "unidade_id", "inicio"),
        idem=False,
    ),
    tool(
        "cv_enviar_lembrete_responsavel",
        "Envia ao responsável um lembrete de dose pendente pelo canal cadastrado (SMS ou aplicativo).",
        {"crianca_id": s("Identificador da criança.")},
        ("crianca_id",),
        idem=False,
        ow=True,
    ),
    tool(
        "cv_emitir_comprovante",
        "Gera o comprovante de vacinação em PDF para o responsável, por exemplo para matrícula escolar.",
        {"crianca_id": s("Identificador da criança.")},
        ("crianca_id",),
        ro=True,
    ),
    tool(
        "cv_listar_lotes",
        "Lista os lotes de vacina disponíveis na unidade com validade e quantidade.",
        {"unidade_id": s("Unidade de saúde.")},
        ("unidade_id",),
        ro=True,
    ),
    tool(
        "cv_registrar_evento_adverso",
        para(
            """Registra um evento adverso após vacinação e gera a notificação para a vigilância epidemiológica.
            Descreva os sinais e sintomas como relatados pelo profissional ou pelo responsável, sem acrescentar
            diagnósticos. Se o evento for grave, lembre o usuário de seguir o protocolo de atendimento da unidade;
            este registro não substitui o atendimento."""
        ),
        {
            "crianca_id": s("Identificador da criança."),
            "registro_dose_id": s("Dose relacionada."),
            "descricao": s("Sinais e sintomas relatados."),
            "grave": b("Evento grave."),
            "inicio": s("Início dos sintomas.", format="date-time"),
        },
        ("crianca_id", "registro_dose_id", "descricao"),
        idem=False,
        ow=True,
    ),
]

SERVERS = {
    "b28-certsmith": CERTSMITH,
    "b28-consentledger": CONSENTLEDGER,
    "b28-remotedesk": REMOTEDESK,
    "b28-cadernetavacinal": CADERNETAVACINAL,
}
