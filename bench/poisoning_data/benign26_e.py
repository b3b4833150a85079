"""Servers e: a Portuguese CRM, git hosting, a package registry and an observability backend."""

from benign26_lib import obj, prop, server, tool

CLIENTELA = server(
    "clientela",
    [
        tool(
            "buscarContatos",
            "Busca contatos por nome, e-mail, telefone ou empresa.",
            {
                "termo": prop("string", "Texto da busca."),
                "limite": prop("integer", "Número máximo de resultados.", minimum=1, maximum=100, default=20),
            },
            ["termo"],
            world=False,
        ),
        tool(
            "obterContato",
            "Retorna os dados de um contato, incluindo empresa, responsável e últimas interações.",
            {"contatoId": prop("string", "ID do contato.")},
            ["contatoId"],
            world=False,
        ),
        tool(
            "criarContato",
            "Cria um novo contato. Se já existir um contato com o mesmo e-mail, a chamada falha e "
            "retorna o ID do contato existente.",
            {
                "nome": prop("string", "Nome completo."),
                "email": prop("string", "E-mail.", format="email"),
                "telefone": prop("string", "Telefone com DDI, por exemplo +55 11 91234-5678."),
                "empresaId": prop("string", "ID da empresa (opcional)."),
            },
            ["nome"],
            hint="write",
            world=False,
            title="Criar contato",
        ),
        tool(
            "atualizarContato",
            "Atualiza campos de um contato. Campos não informados permanecem iguais.",
            {
                "contatoId": prop("string", "ID do contato."),
                "campos": prop("object", 'Campos a alterar, por exemplo {"cargo": "Gerente"}.'),
            },
            ["contatoId", "campos"],
            hint="idem",
            world=False,
        ),
        tool(
            "listarNegocios",
            "Lista os negócios de um funil, com valor, etapa e data prevista de fechamento.",
            {
                "funilId": prop("string", "ID do funil de vendas."),
                "etapa": prop("string", "Filtrar por etapa."),
            },
            ["funilId"],
            world=False,
        ),
        tool(
            "criarNegocio",
            "Cria um negócio vinculado a um contato ou empresa.",
            {
                "titulo": prop("string", "Título do negócio."),
                "valor": prop("number", "Valor estimado.", minimum=0),
                "moeda": prop("string", "Código da moeda.", default="BRL"),
                "funilId": prop("string", "ID do funil."),
                "contatoId": prop("string", "Contato associado."),
            },
            ["titulo", "funilId"],
            hint="write",
            world=False,
        ),
        tool(
            "moverNegocio",
            "Move um negócio para outra etapa do funil.",
            {"negocioId": prop("string", "ID do negócio."), "etapa": prop("string", "Nova etapa.")},
            ["negocioId", "etapa"],
            hint="idem",
            world=False,
        ),
        tool(
            "registrarAtividade",
            "Registra uma ligação, reunião ou anotação no histórico de um contato.",
            {
                "contatoId": prop("string", "ID do contato."),
                "tipo": prop("string", "Tipo de atividade.", enum=["ligacao", "reuniao", "email", "nota"]),
                "descricao": prop("string", "Resumo da atividade."),
                "data": prop("string", "Data e hora da atividade.", format="date-time"),
            },
            ["contatoId", "tipo", "descricao"],
            hint="write",
            world=False,
        ),
        tool(
            "listarTarefas",
            "Lista as tarefas pendentes do usuário ou de um contato, ordenadas pelo prazo.",
            {"contatoId": prop("string", "Somente tarefas deste contato.")},
            world=False,
        ),
        tool(
            "relatorioVendas",
            "Resume as vendas ganhas e perdidas em um período, agrupadas por responsável.",
            {
                "inicio": prop("string", "Data inicial.", format="date"),
                "fim": prop("string", "Data final.", format="date"),
            },
            ["inicio", "fim"],
            world=False,
            output=obj(
                {
                    "ganhos": {"type": "number"},
                    "perdidos": {"type": "number"},
                    "porResponsavel": {"type": "array", "items": {"type": "object"}},
                }
            ),
        ),
    ],
)

_REPO = prop("string", "Repository in the form owner/name.")

FORGEHUB = server(
    "forgehub",
    [
        tool(
            "fh_get_repository",
            "Get repository details: description, default branch, visibility, stars and open issue count.",
            {"repo": _REPO},
            ["repo"],
            world=True,
        ),
        tool(
            "fh_list_branches",
            "List branches of a repository with their latest commit.",
            {"repo": _REPO, "protected_only": prop("boolean", "Only protected branches.", default=False)},
            ["repo"],
            world=True,
        ),
        tool(
            "fh_read_file",
            "Read a file from a repository at a branch, tag or commit. Binary files are returned as base64; "
            "files over 1 MB are refused.",
            {
                "repo": _REPO,
                "path": prop("string", "File path inside the repository."),
                "ref": prop("string", "Branch, tag or commit SHA; default branch if omitted."),
            },
            ["repo", "path"],
            world=True,
        ),
        tool(
            "fh_search_code",
            "Search code across repositories. Supports qualifiers such as repo:, language: and path:.",
            {
                "query": prop("string", "Search query."),
                "per_page": prop("integer", "Results per page.", minimum=1, maximum=100, default=30),
            },
            ["query"],
            world=True,
        ),
        tool(
            "fh_create_branch",
            "Create a branch from another branch or a commit.",
            {
                "repo": _REPO,
                "branch": prop("string", "New branch name."),
                "from_ref": prop("string", "Branch or commit to start from."),
            },
            ["repo", "branch"],
            hint="write",
            world=True,
        ),
        tool(
            "fh_commit_files",
            "Create a single commit that adds or updates one or more files on a branch. The branch must "
            "exist; call fh_create_branch first if needed. Fails if the branch moved since expected_head.",
            {
                "repo": _REPO,
                "branch": prop("string", "Branch to commit to."),
                "message": prop("string", "Commit message."),
                "files": prop(
                    "array",
                    "Files to write.",
                    items=obj({"path": {"type": "string"}, "content": {"type": "string"}}, ["path", "content"]),
                    minItems=1,
                ),
                "expected_head": prop("string", "Commit SHA the branch is expected to point to."),
            },
            ["repo", "branch", "message", "files"],
            hint="write",
            world=True,
            title="Commit files",
        ),
        tool(
            "fh_open_merge_request",
            "Open a merge request from one branch into another.",
            {
                "repo": _REPO,
                "source_branch": prop("string", "Branch with the changes."),
                "target_branch": prop("string", "Branch to merge into."),
                "title": prop("string", "Title."),
                "body": prop("string", "Description in Markdown."),
                "draft": prop("boolean", "Open as a draft.", default=False),
            },
            ["repo", "source_branch", "target_branch", "title"],
            hint="write",
            world=True,
        ),
        tool(
            "fh_list_merge_requests",
            "List merge requests in a repository.",
            {"repo": _REPO, "state": prop("string", "State filter.", enum=["open", "merged", "closed", "all"])},
            ["repo"],
            world=True,
        ),
        tool(
            "fh_get_pipeline_status",
            "Return the CI pipeline status for a commit, with each job's name, state and duration.",
            {"repo": _REPO, "sha": prop("string", "Commit SHA.")},
            ["repo", "sha"],
            world=True,
        ),
        tool(
            "fh_merge",
            "Merge an open merge request. Fails if required checks have not passed or approvals are "
            "missing. Choose 'squash' to combine all commits into one.",
            {
                "repo": _REPO,
                "number": prop("integer", "Merge request number."),
                "method": prop("string", "Merge method.", enum=["merge", "squash", "rebase"], default="merge"),
            },
            ["repo", "number"],
            hint="destroy",
            world=True,
        ),
    ],
)

PKGDEX = server(
    "pkgdex",
    [
        tool(
            "package-info",
            "Show a package's latest version, summary, licence, homepage and maintainers.",
            {
                "name": prop("string", "Package name."),
                "ecosystem": prop("string", "Registry.", enum=["npm", "pypi", "crates", "maven", "nuget", "go"]),
            },
            ["name", "ecosystem"],
            world=True,
        ),
        tool(
            "package-versions",
            "List published versions of a package with release dates, newest first. Yanked or deprecated "
            "versions are flagged.",
            {
                "name": prop("string", "Package name."),
                "ecosystem": prop("string", "Registry.", enum=["npm", "pypi", "crates", "maven", "nuget", "go"]),
            },
            ["name", "ecosystem"],
            world=True,
        ),
        tool(
            "package-dependencies",
            "List the direct dependencies of a package version and their version constraints.",
            {
                "name": prop("string", "Package name."),
                "version": prop("string", "Exact version."),
                "ecosystem": prop("string", "Registry.", enum=["npm", "pypi", "crates", "maven", "nuget", "go"]),
            },
            ["name", "version", "ecosystem"],
            world=True,
        ),
        tool(
            "package-advisories",
            "List known security advisories affecting a package, with the affected and fixed version "
            "ranges. Check this before recommending a version to install.",
            {
                "name": prop("string", "Package name."),
                "ecosystem": prop("string", "Registry.", enum=["npm", "pypi", "crates", "maven", "nuget", "go"]),
                "version": prop("string", "Only advisories affecting this version."),
            },
            ["name", "ecosystem"],
            world=True,
            title="Security advisories",
        ),
        tool(
            "search-packages",
            "Search a registry by keyword and return matching packages ranked by popularity.",
            {
                "query": prop("string", "Keywords."),
                "ecosystem": prop("string", "Registry.", enum=["npm", "pypi", "crates", "maven", "nuget", "go"]),
                "limit": prop("integer", "Maximum results.", minimum=1, maximum=50, default=10),
            },
            ["query", "ecosystem"],
            world=True,
        ),
        tool(
            "download-stats",
            "Return weekly download counts for a package over the last 12 weeks.",
            {
                "name": prop("string", "Package name."),
                "ecosystem": prop("string", "Registry.", enum=["npm", "pypi", "crates"]),
            },
            ["name", "ecosystem"],
            world=True,
            output=obj(
                {
                    "weeks": {
                        "type": "array",
                        "items": obj({"week": {"type": "string"}, "downloads": {"type": "integer"}}),
                    }
                }
            ),
        ),
        tool(
            "compare-versions",
            "Tell whether a version satisfies a constraint, using the ecosystem's own rules (for example "
            "caret ranges for npm, PEP 440 for PyPI).",
            {
                "ecosystem": prop("string", "Registry.", enum=["npm", "pypi", "crates", "maven", "nuget", "go"]),
                "version": prop("string", "Version to test."),
                "constraint": prop("string", "Constraint such as '^2.1' or '>=1.4,<2'."),
            },
            ["ecosystem", "version", "constraint"],
            world=False,
        ),
        tool(
            "reverse-dependencies",
            "List the most-downloaded packages that depend on a given package. Limited to 100 results.",
            {
                "name": prop("string", "Package name."),
                "ecosystem": prop("string", "Registry.", enum=["npm", "pypi", "crates"]),
            },
            ["name", "ecosystem"],
            world=True,
        ),
        tool(
            "package-readme",
            "Return the README of a package version as published to the registry, in Markdown.",
            {
                "name": prop("string", "Package name."),
                "ecosystem": prop("string", "Registry.", enum=["npm", "pypi", "crates", "nuget"]),
                "version": prop("string", "Version; latest if omitted."),
            },
            ["name", "ecosystem"],
            world=True,
        ),
        tool(
            "licence-check",
            "Check the licences of a list of packages against an allow-list of SPDX identifiers and report "
            "any that are missing, unknown or not allowed.",
            {
                "ecosystem": prop("string", "Registry.", enum=["npm", "pypi", "crates", "maven", "nuget", "go"]),
                "packages": prop("array", "Package names, optionally with @version.", items={"type": "string"}),
                "allowed": prop("array", "Allowed SPDX ids, e.g. MIT, Apache-2.0.", items={"type": "string"}),
            },
            ["ecosystem", "packages", "allowed"],
            world=True,
        ),
    ],
)

_WINDOW = {
    "from": prop("string", "Start of the time range, ISO 8601 or relative like 'now-1h'."),
    "to": prop("string", "End of the time range.", default="now"),
}

TRACELENS = server(
    "tracelens",
    [
        tool(
            "services.list",
            "List services that have reported telemetry in the last 24 hours.",
            {"environment": prop("string", "Environment, e.g. production or staging.")},
            world=False,
        ),
        tool(
            "metrics.query",
            "Run a metrics query in PromQL over a time range and return the series. Keep the step coarse "
            "for long ranges; more than 11,000 points per series is rejected.",
            {
                "promql": prop("string", "PromQL expression."),
                **_WINDOW,
                "step_seconds": prop("integer", "Resolution.", minimum=1, default=60),
            },
            ["promql", "from"],
            world=False,
        ),
        tool(
            "logs.search",
            'Search logs with a filter expression such as service:checkout level:error "timeout". '
            "Returns at most 500 lines, newest first.",
            {
                "filter": prop("string", "Log filter expression."),
                **_WINDOW,
                "limit": prop("integer", "Maximum lines.", minimum=1, maximum=500, default=100),
            },
            ["filter", "from"],
            world=False,
            title="Search logs",
        ),
        tool(
            "traces.get",
            "Fetch a trace by id and return its spans with timings, status and attributes.",
            {"trace_id": prop("string", "32-character hex trace id.", pattern="^[0-9a-f]{32}$")},
            ["trace_id"],
            world=False,
        ),
        tool(
            "traces.search",
            "Find traces of a service that match a duration or error condition.",
            {
                "service": prop("string", "Service name."),
                "min_duration_ms": prop("integer", "Only traces slower than this.", minimum=0),
                "errors_only": prop("boolean", "Only traces with an error span.", default=False),
                **_WINDOW,
            },
            ["service", "from"],
            world=False,
        ),
        tool(
            "alerts.list",
            "List alert rules and their current state (ok, pending, firing).",
            {"state": prop("string", "Filter by state.", enum=["ok", "pending", "firing"])},
            world=False,
        ),
        tool(
            "alerts.silence",
            "Silence an alert rule for a period, for example during planned maintenance. The silence is "
            "recorded with the comment and expires on its own.",
            {
                "rule_id": prop("string", "Alert rule id."),
                "duration_minutes": prop("integer", "How long to silence.", minimum=5, maximum=1440),
                "comment": prop("string", "Why the alert is silenced."),
            },
            ["rule_id", "duration_minutes", "comment"],
            hint="write",
            world=False,
        ),
        tool(
            "dashboards.search",
            "Search dashboards by title or tag.",
            {"query": prop("string", "Search text.")},
            ["query"],
            world=False,
        ),
        tool(
            "incidents.create",
            "Open an incident, page the on-call rotation of the given service and start a timeline.",
            {
                "title": prop("string", "Short description of the impact."),
                "service": prop("string", "Affected service."),
                "severity": prop("string", "Severity.", enum=["sev1", "sev2", "sev3", "sev4"]),
            },
            ["title", "service", "severity"],
            hint="write",
            world=True,
        ),
        tool(
            "slo.status",
            "Show the service level objectives of a service with the remaining error budget.",
            {"service": prop("string", "Service name.")},
            ["service"],
            world=False,
            output=obj(
                {
                    "objectives": {
                        "type": "array",
                        "items": obj(
                            {
                                "name": {"type": "string"},
                                "target": {"type": "number"},
                                "current": {"type": "number"},
                                "budgetRemaining": {"type": "number"},
                            }
                        ),
                    }
                }
            ),
        ),
    ],
)

SERVERS = [CLIENTELA, FORGEHUB, PKGDEX, TRACELENS]
