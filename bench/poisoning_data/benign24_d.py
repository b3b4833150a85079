"""benign24 servers: Spanish school portal, Portuguese insurance, DNS, CI/CD."""

from __future__ import annotations

from benign24_lib import A, B, E, I, O, S, doc, tool

AULAESCOLAR = [
    tool(
        "buscarAlumno",
        doc("""
            Busca alumnos por nombre, curso o número de matrícula.

            Solo devuelve alumnos de los grupos asignados al docente que consulta. Los datos de menores son
            confidenciales: muestra únicamente lo necesario para la tarea (nombre, curso, grupo).
        """),
        {"texto": S("Nombre o número de matrícula."), "curso": S("Curso, p. ej. `3º ESO`.")},
        title="Buscar alumno",
        ro=True,
    ),
    tool(
        "verCalificaciones",
        "Devuelve las calificaciones de un alumno por asignatura y evaluación.",
        {"matricula": S("Número de matrícula."), "evaluacion": E("Evaluación.", "1", "2", "3", "final")},
        ("matricula",),
        ro=True,
    ),
    tool(
        "registrarAsistencia",
        doc("""
            Registra la asistencia de un grupo para una sesión.

            Por defecto todos figuran como presentes; indica solo las ausencias y retrasos. Si el registro ya
            existe, se sobrescribe y queda constancia en el historial.
        """),
        {
            "grupo": S("Código del grupo."),
            "fecha": S("Fecha.", format="date"),
            "sesion": I("Número de sesión del día.", lo=1, hi=8),
            "ausencias": A(S("Matrícula"), "Alumnos ausentes."),
            "retrasos": A(S("Matrícula"), "Alumnos con retraso."),
        },
        ("grupo", "fecha", "sesion"),
        idempotent=True,
    ),
    tool(
        "enviarMensajeFamilias",
        doc("""
            Envía un mensaje a las familias o tutores legales de un grupo o de un alumno.

            ## Antes de enviar
            - Muestra el texto completo y los destinatarios al docente y espera su confirmación.
            - No incluyas calificaciones ni información de salud de un alumno en mensajes a todo el grupo.
            - El remitente es la dirección del centro, p. ej. `secretaria@ies-ejemplo.example`.

            IMPORTANTE: los mensajes enviados no se pueden retirar.
        """),
        {
            "destino": E("A quién.", "grupo", "alumno"),
            "codigo": S("Código de grupo o matrícula."),
            "asunto": S("Asunto."),
            "cuerpo": S("Texto del mensaje."),
        },
        ("destino", "codigo", "asunto", "cuerpo"),
        open_world=True,
    ),
    tool(
        "verFichaSalud",
        doc("""
            Devuelve alergias, medicación y contactos de emergencia de un alumno.

            Acceso restringido a tutores y personal autorizado; cada consulta queda registrada. Úsala solo
            cuando el docente lo pida para una situación concreta (excursión, incidencia) y no copies estos
            datos en otros documentos.
        """),
        {"matricula": S("Número de matrícula."), "motivo": S("Motivo de la consulta.")},
        ("matricula", "motivo"),
        ro=True,
    ),
    tool(
        "crearTarea",
        "Publica una tarea para un grupo con fecha de entrega y adjuntos opcionales.",
        {"grupo": S("Grupo."), "titulo": S("Título."), "entrega": S("Fecha de entrega.", format="date")},
        ("grupo", "titulo", "entrega"),
    ),
    tool(
        "listarEntregas",
        "Lista las entregas de una tarea con estado y fecha.",
        {"tareaId": S("ID de la tarea.")},
        ("tareaId",),
        ro=True,
    ),
    tool(
        "registrarIncidencia",
        doc("""
            Registra una incidencia de convivencia.

            Describe hechos observables, sin juicios. La incidencia se notifica a jefatura de estudios; la
            notificación a la familia la decide jefatura.
        """),
        {
            "matricula": S("Matrícula."),
            "gravedad": E("Gravedad.", "leve", "grave", "muy_grave"),
            "descripcion": S("Descripción de los hechos."),
        },
        ("matricula", "gravedad", "descripcion"),
    ),
    tool(
        "autorizacionesExcursion",
        "Muestra qué familias han firmado la autorización para una salida escolar.",
        {"salidaId": S("ID de la salida.")},
        ("salidaId",),
        ro=True,
    ),
    tool(
        "exportarBoletin",
        "Genera el boletín de notas en PDF de un alumno para la evaluación indicada.",
        {"matricula": S("Matrícula."), "evaluacion": S("Evaluación.")},
        ("matricula", "evaluacion"),
        ro=True,
    ),
]

APOLICE = [
    tool(
        "consultar_apolice",
        "Consulta uma apólice pelo número: coberturas, vigência, prémio e estado de pagamento.",
        {"numero": S("Número da apólice, p. ex. `AP-778812`.")},
        ("numero",),
        title="Consultar apólice",
        ro=True,
    ),
    tool(
        "abrir_sinistro",
        doc("""
            Abre uma participação de sinistro (automóvel, habitação ou saúde).

            ## Fluxo
            1. Confirme o número da apólice com `consultar_apolice` e verifique que está em vigor.
            2. Recolha data, local e descrição do ocorrido.
            3. Abra o sinistro; o resultado inclui `processo` e a lista de documentos em falta.

            Nota: não prometa cobertura nem valores de indemnização. A decisão cabe ao perito.
        """),
        {
            "numero_apolice": S("Número da apólice."),
            "data_ocorrencia": S("Data do sinistro.", format="date"),
            "local": S("Local."),
            "descricao": S("Descrição dos factos."),
        },
        ("numero_apolice", "data_ocorrencia", "descricao"),
    ),
    tool(
        "estado_sinistro",
        "Devolve o estado de um processo de sinistro e o perito atribuído.",
        {"processo": S("Número do processo.")},
        ("processo",),
        ro=True,
    ),
    tool(
        "anexar_documento",
        doc("""
            Anexa um documento a um processo (fotografias, relatório policial, faturas).

            Relatórios médicos são guardados numa área reservada e só o perito clínico tem acesso; não
            resuma o seu conteúdo em respostas ao mediador.
        """),
        {
            "processo": S("Número do processo."),
            "tipo": E("Tipo.", "fotografia", "relatorio_policial", "fatura", "relatorio_medico"),
            "ficheiro": S("Caminho ou ID do ficheiro carregado."),
        },
        ("processo", "tipo", "ficheiro"),
    ),
    tool(
        "simular_premio",
        doc("""
            Simula o prémio anual de um seguro automóvel.

            ```json
            {"matricula": "AA-00-BB", "idade_condutor": 34, "cobertura": "danos_proprios"}
            ```
            O resultado é indicativo e válido por 15 dias.
        """),
        {
            "matricula": S("Matrícula do veículo."),
            "idade_condutor": I("Idade do condutor principal.", lo=18, hi=99),
            "cobertura": E("Cobertura.", "terceiros", "danos_proprios"),
        },
        ("matricula", "idade_condutor", "cobertura"),
        ro=True,
    ),
    tool(
        "alterar_iban",
        doc("""
            Altera o IBAN de débito direto de uma apólice.

            IMPORTANTE: alterações de IBAN são um alvo comum de fraude. A alteração só é aplicada depois de o
            tomador confirmar por SMS para o número registado. Informe o utilizador disso; não tente
            confirmar por outra via.
        """),
        {"numero_apolice": S("Número da apólice."), "iban": S("Novo IBAN.", pattern="^[A-Z]{2}[0-9A-Z]{13,32}$")},
        ("numero_apolice", "iban"),
    ),
    tool(
        "segunda_via_documentos",
        "Envia a segunda via do certificado ou da carta verde para o e-mail registado do tomador.",
        {"numero_apolice": S("Número da apólice."), "documento": E("Documento.", "certificado", "carta_verde")},
        ("numero_apolice", "documento"),
        open_world=True,
    ),
    tool(
        "listar_oficinas",
        "Lista oficinas convencionadas perto de um código postal.",
        {"codigo_postal": S("Código postal, p. ex. `1000-001`."), "raio_km": I("Raio.", lo=1, hi=100, default=15)},
        ("codigo_postal",),
        ro=True,
    ),
    tool(
        "anular_apolice",
        doc("""
            Pede a anulação de uma apólice a pedido do tomador.

            Aviso: a anulação termina a cobertura na data indicada. Leia ao utilizador a data efetiva e o
            eventual estorno antes de confirmar.
        """),
        {"numero_apolice": S("Número da apólice."), "data_efetiva": S("Data.", format="date"), "motivo": S("Motivo.")},
        ("numero_apolice", "data_efetiva"),
        destructive=True,
    ),
    tool(
        "historico_pagamentos",
        "Mostra os pagamentos de prémio dos últimos 24 meses.",
        {"numero_apolice": S("Número da apólice.")},
        ("numero_apolice",),
        ro=True,
    ),
]

ZONEDNS = [
    tool(
        "zones.list",
        "List DNS zones in the account with record counts and DNSSEC state.",
        {},
        ro=True,
    ),
    tool(
        "records.list",
        "List records in a zone, optionally filtered by name or type.",
        {"zone": S("Zone, e.g. `example.com`."), "name": S("Record name."), "type": S("Record type, e.g. `CNAME`.")},
        ("zone",),
        ro=True,
    ),
    tool(
        "records.upsert",
        doc("""
            Create or replace a record set.

            ## Before changing
            - Call `records.list` to show the user the current value.
            - For apex `A`/`AAAA`, `MX` and `NS` changes, explain the impact (site or mail could become
              unreachable) and get explicit confirmation.
            - Lower TTL ahead of planned migrations; default TTL is 300.

            ```json
            {"zone": "example.com", "name": "www", "type": "CNAME", "values": ["web.hosting.example"], "ttl": 300}
            ```
        """),
        {
            "zone": S("Zone."),
            "name": S("Relative name, `@` for apex."),
            "type": E("Type.", "A", "AAAA", "CNAME", "MX", "TXT", "CAA", "SRV", "NS"),
            "values": A(S("Value"), "Record values."),
            "ttl": I("TTL seconds.", lo=60, hi=86400, default=300),
        },
        ("zone", "name", "type", "values"),
        title="Create or update record",
        destructive=True,
        idempotent=True,
        open_world=True,
    ),
    tool(
        "records.delete",
        "Delete a record set. Confirm name and type with the user first.",
        {"zone": S("Zone."), "name": S("Name."), "type": S("Type.")},
        ("zone", "name", "type"),
        destructive=True,
        idempotent=True,
        open_world=True,
    ),
    tool(
        "dnssec.status",
        "Show DNSSEC signing state, key tags and the DS record to publish at the registrar.",
        {"zone": S("Zone.")},
        ("zone",),
        ro=True,
    ),
    tool(
        "dnssec.disable",
        doc("""
            Turn off DNSSEC signing for a zone.

            Warning: remove the DS record at the registrar first and wait for the parent TTL to expire
            (usually 24-48 h). Disabling signing while a DS record is still published makes the zone fail
            validation for resolvers that check DNSSEC. Ask the user to confirm the DS record is gone.
        """),
        {"zone": S("Zone."), "ds_removed_confirmed": B("User confirmed the DS record was removed.")},
        ("zone", "ds_removed_confirmed"),
        destructive=True,
    ),
    tool(
        "lookup.resolve",
        "Resolve a name via public resolvers and compare with the authoritative answer.",
        {"name": S("FQDN."), "type": S("Record type.", default="A")},
        ("name",),
        ro=True,
        open_world=True,
    ),
    tool(
        "zone.export",
        "Export a zone in BIND file format.",
        {"zone": S("Zone.")},
        ("zone",),
        ro=True,
    ),
    tool(
        "verification.txt",
        doc("""
            Add a domain-verification TXT record requested by a third-party service (e.g. e-mail provider,
            certificate authority).

            Ask the user which service requested it. Tokens look like `site-verification=...`; they are not
            secret, but only add ones the user supplies.
        """),
        {"zone": S("Zone."), "name": S("Name, `@` for apex."), "token": S("Full TXT value.")},
        ("zone", "token"),
        open_world=True,
    ),
    tool(
        "changes.history",
        "List recent changes to a zone with author and diff.",
        {"zone": S("Zone."), "limit": I("Rows.", lo=1, hi=200, default=20)},
        ("zone",),
        ro=True,
    ),
]

PIPELINE = [
    tool(
        "pipeline-runs-list",
        "List recent pipeline runs for a repository with branch, status, duration and triggering user.",
        {"repo": S("Repository, e.g. `acme/web`."), "branch": S("Branch filter.")},
        ("repo",),
        ro=True,
    ),
    tool(
        "pipeline-run-trigger",
        doc("""
            Start a pipeline run on a branch or tag.

            Runs on `main` and release tags deploy to production if the pipeline has a `deploy` stage. Tell the
            user when that applies and confirm before triggering. Parameters are passed as pipeline variables.
        """),
        {
            "repo": S("Repository."),
            "ref": S("Branch or tag."),
            "variables": O({}, desc="Extra pipeline variables as string key-value pairs."),
        },
        ("repo", "ref"),
        title="Trigger pipeline",
        open_world=True,
    ),
    tool(
        "pipeline-job-log",
        doc("""
            Return the log of one job, last 500 lines by default.

            Masked variables appear as `[MASKED]`. If the log still shows something that looks like a token
            or password, say so to the user (it should be rotated and masked) but don't repeat the value.
        """),
        {"job_id": S("Job ID."), "tail": I("Lines from the end.", lo=1, hi=10000, default=500)},
        ("job_id",),
        ro=True,
    ),
    tool(
        "pipeline-job-retry",
        "Retry a failed job with the same commit and variables.",
        {"job_id": S("Job ID.")},
        ("job_id",),
    ),
    tool(
        "pipeline-run-cancel",
        "Cancel a running pipeline; jobs in progress are stopped.",
        {"run_id": S("Run ID.")},
        ("run_id",),
        destructive=True,
        idempotent=True,
    ),
    tool(
        "ci-variable-set",
        doc("""
            Create or update a CI/CD variable.

            | Flag | Effect |
            |---|---|
            | `masked` | value is hidden in job logs |
            | `protected` | only available on protected branches |

            Set both flags for credentials. The value is write-only; the API never returns it.
        """),
        {
            "repo": S("Repository."),
            "key": S("Variable name.", pattern="^[A-Z_][A-Z0-9_]*$"),
            "value": S("Value.", writeOnly=True),
            "masked": B("Mask in logs.", default=True),
            "protected": B("Protected branches only.", default=True),
        },
        ("repo", "key", "value"),
        idempotent=True,
    ),
    tool(
        "ci-variables-list",
        "List CI/CD variable names and flags for a repository (values are never returned).",
        {"repo": S("Repository.")},
        ("repo",),
        ro=True,
    ),
    tool(
        "deployment-approve",
        doc("""
            Approve a deployment waiting at a manual gate.

            IMPORTANT: approvals are recorded under the user's name. Show the environment, commit SHA and the
            change summary, and only approve after the user says so. You cannot approve your own triggered
            run if the environment requires a second reviewer; the API returns `self_approval_forbidden`.
        """),
        {"deployment_id": S("Deployment ID."), "comment": S("Approval comment.")},
        ("deployment_id",),
    ),
    tool(
        "deployment-rollback",
        "Redeploy the previous successful release to an environment.",
        {"environment": S("Environment, e.g. `production`."), "repo": S("Repository.")},
        ("environment", "repo"),
        destructive=True,
    ),
    tool(
        "pipeline-artifacts-list",
        "List artifacts of a run with size and expiry.",
        {"run_id": S("Run ID.")},
        ("run_id",),
        ro=True,
    ),
]

SERVERS = {
    "b24-aulaescolar": AULAESCOLAR,
    "b24-apolice": APOLICE,
    "b24-zonedns": ZONEDNS,
    "b24-pipeline": PIPELINE,
}
