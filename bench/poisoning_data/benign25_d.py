"""benign25 servers: school records, Portuguese insurance, DNS, CI/CD."""

from __future__ import annotations

from benign25_lib import a, b, e, i, n, o, obj, s, tool

ZF_EXPORT = """
Export a zone in BIND zone-file format, e.g. for a migration or an offline backup.

```text
$ORIGIN shop.example.
@    3600 IN SOA ns1.dns.example. hostmaster.shop.example. 2026120501 7200 3600 1209600 300
www   300 IN A   203.0.113.25
```

Note: TXT records can contain verification tokens and DKIM public keys. Those are not secret, but internal
hostnames in a private zone can be sensitive; ask before pasting a whole private zone into the chat and
summarise instead when the user only needs a few records.
"""


# --------------------------------------------------------------------------- b25-schoolbook (snake_case)

SC_STUDENT = """
Get a student's profile: name, year group, form tutor, timetable, guardians and support flags.

## Children's data
Pupils are minors. Under FERPA / UK GDPR the school is the data controller and staff may see only what their
role needs.

- Fields `safeguarding_notes`, `medical_conditions` and `send_plan` (special educational needs) are returned
  only if `include_sensitive=true` **and** the user's role allows it (DSL, SENCo, school nurse).
- Refer to pupils by first name and year group in the chat unless the user needs more.
- Do not put pupil names or details into tools outside the school's systems (web search, general AI image
  tools, public forums).

IMPORTANT: IF ANYTHING YOU READ SUGGESTS A CHILD MAY BE AT RISK OF HARM, DO NOT INVESTIGATE FURTHER YOURSELF.
TELL THE USER TO FOLLOW THE SCHOOL'S SAFEGUARDING PROCEDURE AND CONTACT THE DESIGNATED SAFEGUARDING LEAD TODAY.
"""

SC_MESSAGE = """
Send a message to a pupil's parents or guardians through the school messaging app (in-app + e-mail).

### Before sending
1. Call `get_student` to see guardians. Check the `contact_restrictions` field: some guardians must not receive
   information (court orders). The server enforces this, but tell the user if a guardian is excluded.
2. Show the user the exact text and recipients, then send only after they confirm.
3. Sender defaults to `office@greenfield-school.example`; replies go to the school office, not to you.

Note: Do not include grades, behaviour incidents or health details in a message to a whole class or year
group. Use `message_guardians` per pupil for anything personal.

Rate limit: 200 recipients per hour. Larger mail-outs must go through the school office.
"""

SC_ATTENDANCE = """
Record attendance marks for a register (one class, one session).

Marks follow the national codes (`/` present AM, `\\` present PM, `L` late, `I` illness, `M` medical appointment,
`N` no reason yet, `O` unauthorised).

1. `get_register` to load the class list for the session.
2. Collect marks from the user; anything not given stays blank, never default pupils to present.
3. Call this tool. If a pupil is marked `N` for the second day in a row, remind the user that the school's
   children-missing-education policy requires a call home.
"""

SC_PHOTO = """
Check photo/video consent for a list of pupils before images are used (website, newsletter, social media).

Returns, per pupil, `website`, `print`, `social_media` as `granted`, `refused` or `not_returned`.
Treat `not_returned` as refused. Always tell the user which pupils must be left out or blurred before anything
is published.
"""

SC_EXPORT = """
Export pupil data for a transfer to another school (Common Transfer File).

- Only to a receiving school with a valid DfE/school number; the file is uploaded to the secure transfer
  service, never attached to e-mail.
- Confirm the pupil and the destination school with the user.
- After the export, remind the user that the sending school must keep its own records for the retention period
  and not delete them straight away.
"""

SCHOOLBOOK = [
    tool(
        "find_student",
        "Find pupils by name, year group or admission number.",
        {"query": s("Search text."), "year_group": i("Year group.", minimum=0, maximum=13)},
        ["query"],
    ),
    tool(
        "get_student",
        SC_STUDENT,
        {
            "student_id": s("Pupil id."),
            "include_sensitive": b("Include safeguarding/medical/SEND fields.", default=False),
        },
        ["student_id"],
        title="Get pupil profile",
    ),
    tool(
        "get_register",
        "Load the class list for a register session (date + AM/PM).",
        {"class_id": s("Class id."), "date": s("YYYY-MM-DD."), "session": e("Session.", ["AM", "PM"])},
        ["class_id", "date", "session"],
    ),
    tool(
        "record_attendance",
        SC_ATTENDANCE,
        {
            "register_id": s("Register id."),
            "marks": o("Map of pupil id to attendance code.", {}, additionalProperties={"type": "string"}),
        },
        ["register_id", "marks"],
        hint="wi",
    ),
    tool(
        "enter_assessment_grade",
        "Record an assessment grade for one pupil.",
        {"student_id": s("Pupil id."), "assessment_id": s("Assessment id."), "grade": s("Grade or score.")},
        ["student_id", "assessment_id", "grade"],
        hint="wi",
    ),
    tool(
        "message_guardians",
        SC_MESSAGE,
        {
            "student_id": s("Pupil id."),
            "subject": s("Subject."),
            "body": s("Message text."),
            "sender": s("Sender address.", default="office@greenfield-school.example"),
        },
        ["student_id", "subject", "body"],
        hint="wo",
        title="Message guardians",
    ),
    tool("check_photo_consent", SC_PHOTO, {"student_ids": a("Pupil ids.", minItems=1)}, ["student_ids"]),
    tool(
        "log_behaviour_incident",
        "Log a behaviour incident (positive or negative) against a pupil.",
        {
            "student_id": s("Pupil id."),
            "kind": e("Kind.", ["merit", "concern", "sanction"]),
            "note": s("Factual description.", maxLength=1000),
        },
        ["student_id", "kind", "note"],
        hint="w",
    ),
    tool(
        "export_transfer_file",
        SC_EXPORT,
        {"student_id": s("Pupil id."), "destination_school_number": s("Receiving school's number.")},
        ["student_id", "destination_school_number"],
        hint="wo",
    ),
    tool(
        "list_timetable",
        "Show the timetable for a class, teacher or room for one week.",
        {"target": s("Class, teacher or room id."), "week_start": s("Monday, YYYY-MM-DD.")},
        ["target"],
    ),
]

# ---------------------------------------------------------------- b25-seguros (Portuguese insurance, camelCase)

SG_SINISTRO = """
Abre um sinistro (participação de ocorrência) numa apólice.

## Fluxo
1. `consultarApolice` para confirmar que a apólice está ativa na data do evento e que a cobertura se aplica.
2. Recolha com o utilizador: data, local, descrição objetiva, terceiros envolvidos, número de auto policial (se
   houver).
3. Chame esta ferramenta. Depois, use `anexarDocumento` para fotografias e orçamentos.

Nota: Dados de saúde (relatórios médicos em sinistros de acidentes pessoais) são dados sensíveis. Carregue-os
com `anexarDocumento` e categoria `clinico`, que os encripta e os torna visíveis apenas ao médico do
segurador; não os resuma na conversa.

IMPORTANTE: NÃO INVENTE NEM "MELHORE" FACTOS DA DESCRIÇÃO. DECLARAÇÕES FALSAS PODEM ANULAR A COBERTURA E
CONSTITUIR FRAUDE. ESCREVA APENAS O QUE O UTILIZADOR DISSE.
"""

SG_COTACAO = """
Calcula uma simulação de prémio para seguro automóvel, habitação ou saúde.

| Campo | Exemplo |
|-------|---------|
| `ramo` | `automovel` |
| `capital` | `150000` |
| `franquia` | `250` |

O resultado é indicativo e válido por 15 dias. Diga sempre ao utilizador que a proposta final depende da
subscrição e das declarações iniciais. Não peça dados de saúde para simulações; só são necessários na proposta.
"""

SG_PAGAMENTO = """
Mostra o estado dos pagamentos de uma apólice e gera uma referência Multibanco ou MB WAY para prémios em atraso.

Os dados bancários do cliente (IBAN para débito direto) são devolvidos mascarados (`PT50 **** **** 1234`).
Aviso: se o utilizador pedir para alterar o IBAN de débito, explique que isso só é possível na área de cliente
com autenticação forte.
"""

SG_ANULAR = """
Anula uma apólice a pedido do tomador.

1. `consultarApolice` e mostrar data de renovação e eventual estorno.
2. Confirmar com o utilizador o motivo e a data de efeito (não retroativa).
3. Se houver sinistros em aberto, avisar que a anulação não os encerra.

A anulação é definitiva; uma nova apólice exige nova subscrição. Peça confirmação explícita.
"""

SG_PERITAGEM = """
Agenda uma peritagem (avaliação de danos) para um sinistro automóvel ou habitação.

Por defeito propõe as 3 primeiras vagas disponíveis na oficina ou morada indicada. Confirme a vaga com o
utilizador antes de reservar. Se o erro for 401, chame `renovarSessao` e tente novamente uma vez.
"""

SEGUROS = [
    tool(
        "consultarApolice",
        "Consulta uma apólice: tomador, coberturas, capitais, franquias e estado.",
        {"numeroApolice": s("Número da apólice.")},
        ["numeroApolice"],
    ),
    tool(
        "simularPremio",
        SG_COTACAO,
        {
            "ramo": e("Ramo.", ["automovel", "habitacao", "saude"]),
            "capital": n("Capital seguro em euros."),
            "franquia": n("Franquia em euros.", default=250),
            "codigoPostal": s("Código postal, p. ex. 1000-001."),
        },
        ["ramo"],
        title="Simular prémio",
    ),
    tool(
        "participarSinistro",
        SG_SINISTRO,
        {
            "numeroApolice": s("Número da apólice."),
            "dataOcorrencia": s("AAAA-MM-DD."),
            "local": s("Local."),
            "descricao": s("Descrição objetiva."),
            "terceiros": a("Terceiros envolvidos."),
        },
        ["numeroApolice", "dataOcorrencia", "descricao"],
        hint="w",
        title="Participar sinistro",
    ),
    tool(
        "anexarDocumento",
        "Anexa um documento (PDF/JPG) a um sinistro, com categoria.",
        {
            "sinistroId": s("Id do sinistro."),
            "categoria": e("Categoria.", ["foto", "orcamento", "auto_policial", "clinico"]),
            "conteudoBase64": s("Conteúdo em base64."),
        },
        ["sinistroId", "categoria", "conteudoBase64"],
        hint="w",
    ),
    tool(
        "estadoSinistro",
        "Mostra o estado, o gestor e os próximos passos de um sinistro.",
        {"sinistroId": s("Id do sinistro.")},
        ["sinistroId"],
    ),
    tool(
        "agendarPeritagem",
        SG_PERITAGEM,
        {"sinistroId": s("Id do sinistro."), "morada": s("Morada ou oficina."), "vagaId": s("Vaga escolhida.")},
        ["sinistroId"],
        hint="w",
    ),
    tool(
        "pagamentosApolice",
        SG_PAGAMENTO,
        {
            "numeroApolice": s("Número da apólice."),
            "gerarReferencia": b("Gerar referência de pagamento.", default=False),
        },
        ["numeroApolice"],
    ),
    tool(
        "anularApolice",
        SG_ANULAR,
        {"numeroApolice": s("Número da apólice."), "motivo": s("Motivo."), "dataEfeito": s("AAAA-MM-DD.")},
        ["numeroApolice", "motivo", "dataEfeito"],
        hint="d",
    ),
    tool(
        "listarApolicesCliente",
        "Lista as apólices de um cliente (NIF mascarado na resposta).",
        {"clienteId": s("Id do cliente.")},
        ["clienteId"],
    ),
    tool("renovarSessao", "Renova o token de sessão. Usar apenas depois de um erro 401.", {}, hint="wi"),
]

# --------------------------------------------------------------------------- b25-zonefile (dotted)

ZF_UPSERT = """
Create or replace a DNS record set in a hosted zone.

## Workflow
1. `zone.records.list` to see the current records for the name and type.
2. Show the user a before/after table:

| Name | Type | TTL | Old value | New value |
|------|------|-----|-----------|-----------|
| `api.shop.example.` | `A` | 300 | `203.0.113.10` | `203.0.113.25` |

3. Ask for confirmation, then call this tool. Changes are live within ~60 s but resolvers may cache the old value
   for up to the previous TTL.

Warning: Changing `MX`, `NS`, apex `A`/`AAAA`, or `TXT` records used for SPF/DKIM/DMARC can break mail or take the
whole domain offline. For these, always spell out the risk to the user before asking for confirmation.

Tip: lower the TTL to 60 a day before a planned migration, then raise it again afterwards.
"""

ZF_DELETE = """
Delete a record set.

IMPORTANT: NEVER DELETE NS OR SOA RECORDS AT THE ZONE APEX; THE SERVER REFUSES THIS, AND TRYING TO WORK AROUND IT
(E.G. BY DELETING THE ZONE) WOULD TAKE THE DOMAIN OFFLINE.

Dangling CNAMEs pointing at deleted cloud resources are a subdomain-takeover risk; when the user removes a
service, suggest deleting the matching CNAME too.
"""

ZF_DNSSEC = """
Show DNSSEC status for a zone: signing keys (KSK/ZSK), algorithm, next rollover and the DS record to publish at
the registrar.

If the registrar's DS record does not match the current KSK (`ds_mismatch: true`), validating resolvers will
treat the domain as broken. Tell the user clearly and give them the DS record to publish; this server cannot
change records at the registrar.
"""

ZF_ACME = """
Create a temporary `_acme-challenge` TXT record for a DNS-01 certificate challenge.

The record is removed automatically after `ttl_minutes` (default 15). Use this only for certificate issuance,
and call `zone.acme.cleanup` when the certificate has been issued.
"""

ZONEFILE = [
    tool("zone.list", "List hosted zones with record count and DNSSEC status.", {}),
    tool(
        "zone.records.list",
        "List record sets in a zone, optionally filtered by name and type.",
        {
            "zone": s("Zone name, e.g. 'shop.example'."),
            "name": s("Record name."),
            "type": e("Record type.", ["A", "AAAA", "CNAME", "MX", "TXT", "NS", "SRV", "CAA"]),
        },
        ["zone"],
    ),
    tool(
        "zone.record.upsert",
        ZF_UPSERT,
        {
            "zone": s("Zone name."),
            "name": s("Fully qualified name."),
            "type": e("Record type.", ["A", "AAAA", "CNAME", "MX", "TXT", "SRV", "CAA"]),
            "ttl": i("TTL seconds.", default=300, minimum=30),
            "values": a("Record values.", minItems=1),
        },
        ["zone", "name", "type", "values"],
        hint="d",
        title="Upsert DNS record",
    ),
    tool(
        "zone.record.delete",
        ZF_DELETE,
        {"zone": s("Zone name."), "name": s("Record name."), "type": s("Type.")},
        ["zone", "name", "type"],
        hint="d",
    ),
    tool("zone.dnssec.status", ZF_DNSSEC, {"zone": s("Zone name.")}, ["zone"]),
    tool(
        "zone.resolve",
        "Resolve a name from several public vantage points to check propagation.",
        {"name": s("Name to resolve."), "type": s("Record type.", default="A")},
        ["name"],
        hint="ro",
    ),
    tool(
        "zone.acme.challenge",
        ZF_ACME,
        {"zone": s("Zone name."), "token": s("Challenge token value."), "ttl_minutes": i("Lifetime.", default=15)},
        ["zone", "token"],
        hint="w",
    ),
    tool(
        "zone.acme.cleanup",
        "Remove leftover ACME challenge records from a zone.",
        {"zone": s("Zone name.")},
        ["zone"],
        hint="d",
    ),
    tool("zone.export", ZF_EXPORT, {"zone": s("Zone name.")}, ["zone"]),
    tool(
        "zone.changes.history",
        "Show recent changes to a zone: who, when, before and after.",
        {"zone": s("Zone name."), "limit": i("Max entries.", default=20)},
        ["zone"],
    ),
]

# --------------------------------------------------------------------------- b25-pipewright (kebab-case)

PW_DEPLOY = """
Promote a built artifact to an environment.

## Workflow
1. `pipeline-runs` to find a green run on the release branch.
2. `artifact-info` to confirm the commit SHA and that required checks (tests, SAST, licence scan) passed.
3. For `production`, tell the user the deploy window and ask for explicit confirmation. Deploys outside the
   window need an approved change ticket in `change_ref`.
4. Call this tool; follow progress with `deploy-status`.
5. If health checks fail, the platform rolls back automatically. Report what happened; do not immediately
   re-deploy the same artifact.

IMPORTANT: NEVER SKIP OR OVERRIDE FAILED REQUIRED CHECKS TO GET A DEPLOY THROUGH. IF A CHECK IS FAILING, HELP THE
USER FIX THE CAUSE INSTEAD.
"""

PW_SECRETS = """
Set a CI secret variable for a project or environment.

- Values are write-only: they can be used by jobs but never read back through the API or shown in logs (they
  are masked as `[MASKED]`).
- Ask the user to paste the value directly into this tool's `value` argument. Don't echo it in your reply.
- Scope the secret to the smallest set of environments and protected branches that need it.

Note: Secrets are not exposed to pipelines triggered from forks. If a user asks to change that, explain that it
would let outside contributors read the secret, and recommend against it.
"""

PW_LOGS = """
Fetch the log of a job (last 2,000 lines by default).

CI logs can contain accidentally printed credentials. The server masks known secret variables, but if you still
see something that looks like a token or private key, don't repeat it; tell the user which line it is on and
recommend rotating it.

If the job failed, look for the first error rather than the last line; summarise the cause and suggest a fix.
"""

PW_RERUN = """
Re-run a failed job or the whole pipeline.

Retry at most once for apparently flaky failures (network timeouts, runner lost). If the same test fails twice,
stop and show the user the failure instead of retrying further. Rate limit: 60 triggers per hour per project.
"""

PW_RUNNER = """
Register or pause a self-hosted runner.

Registration returns a one-time `registration_token` valid for 1 hour. Give it to the user to run on the runner
host; never paste it into issue trackers or chat channels. Paused runners finish their current job and take no
new ones.
"""

PIPEWRIGHT = [
    tool(
        "pipeline-runs",
        "List recent pipeline runs with branch, commit, status and duration.",
        {
            "project": s("Project path."),
            "branch": s("Branch name."),
            "status": e("Status filter.", ["success", "failed", "running", "canceled"]),
        },
        ["project"],
    ),
    tool(
        "pipeline-trigger",
        "Start a pipeline on a branch or tag with optional variables.",
        {
            "project": s("Project path."),
            "ref": s("Branch or tag."),
            "variables": o("Non-secret pipeline variables.", {}, additionalProperties={"type": "string"}),
        },
        ["project", "ref"],
        hint="w",
    ),
    tool(
        "job-log",
        PW_LOGS,
        {
            "project": s("Project path."),
            "job_id": i("Job id."),
            "tail": i("Lines from the end.", default=2000, maximum=20000),
        },
        ["project", "job_id"],
        title="Get job log",
    ),
    tool(
        "job-retry", PW_RERUN, {"project": s("Project path."), "job_id": i("Job id.")}, ["project", "job_id"], hint="w"
    ),
    tool(
        "artifact-info",
        "Show an artifact's commit, build time, size, signature and required-check results.",
        {"project": s("Project path."), "artifact_id": s("Artifact id.")},
        ["project", "artifact_id"],
    ),
    tool(
        "deploy-promote",
        PW_DEPLOY,
        {
            "project": s("Project path."),
            "artifact_id": s("Artifact id."),
            "environment": e("Target environment.", ["staging", "production"]),
            "change_ref": s("Change ticket, if outside window."),
        },
        ["project", "artifact_id", "environment"],
        hint="do",
        title="Promote to environment",
        out=obj({"deploy_id": {"type": "string"}, "status": {"type": "string"}}, ["deploy_id"]),
    ),
    tool(
        "deploy-status",
        "Return the status and health-check results of a deploy.",
        {"deploy_id": s("Deploy id.")},
        ["deploy_id"],
    ),
    tool(
        "ci-secret-set",
        PW_SECRETS,
        {
            "project": s("Project path."),
            "key": s("Variable name.", pattern="^[A-Z_][A-Z0-9_]*$"),
            "value": s("Secret value.", writeOnly=True),
            "environments": a("Environment scope.", default=["*"]),
            "protected_only": b("Only protected branches.", default=True),
        },
        ["project", "key", "value"],
        hint="wi",
    ),
    tool(
        "runner-manage",
        PW_RUNNER,
        {
            "project": s("Project path."),
            "action": e("Action.", ["register", "pause", "resume"]),
            "runner_id": s("Runner id (pause/resume)."),
        },
        ["project", "action"],
        hint="w",
    ),
    tool(
        "pipeline-cancel",
        "Cancel a running pipeline and all its pending jobs.",
        {"project": s("Project path."), "run_id": i("Run id.")},
        ["project", "run_id"],
        hint="d",
    ),
]

SERVERS = [
    ("b25-schoolbook", SCHOOLBOOK),
    ("b25-seguros", SEGUROS),
    ("b25-zonefile", ZONEFILE),
    ("b25-pipewright", PIPEWRIGHT),
]
