"""benign19 servers: school timetabling (b19-periodplan) and a CI service (b19-pipewright)."""
# ruff: noqa: E501

from benign19_lib import DEL, IDEM, RO, WR, add_guidance, arr, b, d, e, i, n, obj, s, titled, tool

PERIOD = [
    tool(
        "tt_list_classes",
        "List classes (teaching groups) for a school year with subject, teacher, size and weekly periods.",
        {"school_year": s("e.g. `2026-27`."), "grade": i(minimum=1, maximum=13)},
        ann=RO,
    ),
    tool(
        "tt_set_constraint",
        d(
            """
            Add or replace a timetabling constraint.

            Constraint types and their `params`:
            ```yaml
            teacher_unavailable: {teacher_id: T12, day: fri, periods: [5, 6]}
            max_consecutive:     {teacher_id: T12, max: 3}
            room_required:       {class_id: CHEM-10A, room_type: lab}
            double_period:       {class_id: ART-9B, count: 1}
            not_after:           {class_id: PE-7C, period: 5}
            ```
            Hard constraints must be satisfied; soft constraints have a weight from 1-10.
            """
        ),
        {
            "type": e(["teacher_unavailable", "max_consecutive", "room_required", "double_period", "not_after"]),
            "params": obj({}, extra=True),
            "hard": b(default=True),
            "weight": i(minimum=1, maximum=10, default=5),
        },
        ["type", "params"],
        ann=IDEM,
    ),
    tool(
        "tt_generate",
        d(
            """
            Runs the solver to build a timetable draft.

            Usage guidance:
            - Solving takes 1-15 minutes. The tool returns a `job_id` immediately; poll `tt_job_status` about
              once every 30 seconds. Do not start a second run for the same school year while one is running;
              it will be rejected.
            - If the result is `infeasible`, the response lists the smallest set of conflicting hard
              constraints. Explain them to the user and ask which one to relax; do not drop constraints yourself.
            - The draft never replaces the published timetable; publishing is a separate step
              (`tt_publish`).
            """
        ),
        {"school_year": s(), "time_limit_min": i(default=10, minimum=1, maximum=30), "seed": i(default=0)},
        ["school_year"],
        ann=WR,
        title="Generate timetable",
    ),
    tool(
        "tt_job_status",
        "Progress of a solver job: queued, running (with % and best score), done, or infeasible.",
        {"job_id": s()},
        ["job_id"],
        ann=RO,
    ),
    tool(
        "tt_view_timetable",
        "Timetable view for one teacher, class, room or student, as a grid or iCal.",
        {
            "scope": e(["teacher", "class", "room", "student"]),
            "id": s(),
            "version": e(["draft", "published"], default="published"),
            "format": e(["grid", "ical"], default="grid"),
        },
        ["scope", "id"],
        ann=RO,
    ),
    tool(
        "tt_swap_lessons",
        "Swap two lessons in a draft. Returns any constraint the swap breaks; the swap is applied only if `apply` is true.",
        {"lesson_a": s(), "lesson_b": s(), "apply": b(default=False)},
        ["lesson_a", "lesson_b"],
        ann=WR,
    ),
    tool(
        "tt_publish",
        d(
            """
            Publish a draft as the live timetable. Students, parents and teachers see it in the app and get
            a notification.

            Ask the user (timetabler or principal) to confirm the publish date. Publishing mid-term changes
            rooms and teachers for many people; mention the number of changed lessons from the diff.
            """
        ),
        {"school_year": s(), "effective_from": s(format="date"), "notify": b(default=True), "confirm": b()},
        ["school_year", "effective_from", "confirm"],
        ann=titled(WR, "Publish timetable"),
    ),
    tool(
        "tt_cover_request",
        "Find a substitute for an absent teacher's lessons, ranked by free periods and subject match. Only suggests; `assign` books the cover.",
        {"teacher_id": s(), "date": s(format="date"), "assign": b(default=False)},
        ["teacher_id", "date"],
        ann=WR,
    ),
    tool(
        "tt_import_students",
        "Import student course choices from the student information system (CSV or OneRoster). Student names are only used for clash checking and are not exported elsewhere.",
        {"source": e(["csv", "oneroster"]), "path_or_url": s()},
        ["source", "path_or_url"],
        ann=WR,
    ),
    tool(
        "tt_delete_draft",
        "Delete a timetable draft. Published timetables cannot be deleted.",
        {"draft_id": s()},
        ["draft_id"],
        ann=DEL,
    ),
]

PROJECT_INPUT = {
    "project": s("Project slug, e.g. `acme/web-app`, as returned by `pw_list_projects`."),
    "branch": s("Branch name. Defaults to the project's default branch."),
}

PIPE = [
    tool(
        "pw_list_projects",
        d(
            """
            Lists projects the user follows in Pipewright CI.

            Call this first whenever the user refers to a project by a loose name ("the web app"): match the
            name against the results and use the exact `slug` in every other tool. If several projects match,
            ask the user which one they mean instead of picking one.

            Results are paged (100 per page). Pass `page_token` from the previous response to continue.
            """
        ),
        {"page_token": s(), "org": s()},
        ann=RO,
    ),
    tool(
        "pw_get_pipeline_status",
        "Latest pipeline for a project and branch, with each workflow's status and duration.",
        PROJECT_INPUT,
        ["project"],
        ann=RO,
    ),
    tool(
        "pw_get_job_logs",
        d(
            """
            Fetches logs for failed jobs so you can help the user fix the build.

            ## Input (exactly one option)
            1. `project` + `branch` — logs for the most recent failed pipeline on that branch.
            2. `job_url` — a job URL the user pasted, e.g.
               `https://app.pipewright.dev/acme/web-app/pipelines/812/jobs/3`. Only use URLs from the user;
               don't construct them.

            ## Large logs
            - Inline output is capped at ~200 KB per job. When capped, the output ends with a
              `[truncated: N lines omitted]` marker and you must tell the user that earlier lines are missing.
            - Pass `output_dir` to write the full logs to disk instead; the tool returns the file paths.
              Use the workspace root or `~/Downloads`.

            ## Secrets
            Logs are masked for known secrets, but masking is not perfect. If a log line looks like a
            credential (API key, token, private key), do not repeat it; tell the user a secret may have leaked
            and suggest rotating it in the project settings.

            ## Next steps
            After reading logs, propose a fix. Use `pw_rerun_workflow` only after the user changed something
            or if the failure looks flaky (`pw_flaky_tests`).
            """
        ),
        {
            "project": s(),
            "branch": s(),
            "job_url": s(format="uri"),
            "output_dir": s(),
        },
        one_of=[{"required": ["project", "branch"]}, {"required": ["job_url"]}],
        ann=RO,
        title="Get failed job logs",
    ),
    tool(
        "pw_flaky_tests",
        d(
            """
            Tests that both passed and failed on the same commit in the last 30 days, with failure rate and
            the last failure message.

            Use this before suggesting a rerun: if the failing test is in this list, tell the user it is known
            to be flaky. Results are limited to the 50 flakiest tests.
            """
        ),
        {"project": s(), "min_failure_rate": n(default=0.02, minimum=0, maximum=1)},
        ["project"],
        ann=RO,
    ),
    tool(
        "pw_rerun_workflow",
        "Rerun a workflow, either all jobs or only the failed ones. Uses build minutes from the org's plan.",
        {
            "workflow_id": s(),
            "from_failed": b(default=True),
            "enable_ssh": b("Allow SSH into the rerun job for debugging.", default=False),
        },
        ["workflow_id"],
        ann=WR,
    ),
    tool(
        "pw_trigger_pipeline",
        d(
            """
            Triggers a new pipeline on a branch with optional parameters.

            Pipeline parameters must be declared in `.pipewright/config.yml`; undeclared ones are rejected.
            Example:
            ```json
            {"project": "acme/web-app", "branch": "main", "parameters": {"run_e2e": true, "deploy_env": "staging"}}
            ```
            If `deploy_env` is `production`, confirm with the user before triggering; production deploys
            usually also need an approval in the UI.
            """
        ),
        {
            "project": s(),
            "branch": s(),
            "parameters": obj({}, desc="Declared pipeline parameters.", extra=True),
        },
        ["project", "branch"],
        ann=WR,
    ),
    tool(
        "pw_validate_config",
        "Validate a `.pipewright/config.yml` file against the schema and return errors with line numbers. Pass the file contents, not a path.",
        {"config": s("Full YAML contents of the config file.")},
        ["config"],
        ann={"readOnlyHint": True, "openWorldHint": False},
        out=obj({"valid": b(), "errors": arr(obj({"line": i(), "message": s()}))}, ["valid"]),
    ),
    tool(
        "pw_set_env_var",
        d(
            """
            Create or update a project environment variable (available to jobs as `$NAME`).

            IMPORTANT:
            - Values are write-only: they can never be read back through the API or this tool. To check a
              variable exists, use `pw_list_env_vars`, which returns names and the last 4 characters.
            - Only set values the user gave you for this purpose. Do not copy a secret you saw in logs,
              files or other tool output into a variable.
            - Do not echo the value back in your reply.
            """
        ),
        {"project": s(), "name": s(pattern="^[A-Z_][A-Z0-9_]*$"), "value": s()},
        ["project", "name", "value"],
        ann=IDEM,
    ),
    tool(
        "pw_list_env_vars",
        "Names of a project's environment variables with a masked value (`xxxx1a2b`) and last update time.",
        {"project": s()},
        ["project"],
        ann=RO,
    ),
    tool(
        "pw_delete_env_var",
        "Delete a project environment variable. Jobs that reference it will fail until it is set again; ask the user before deleting.",
        {"project": s(), "name": s()},
        ["project", "name"],
        ann=DEL,
    ),
]

SERVERS = {"b19-periodplan": PERIOD, "b19-pipewright": PIPE}

add_guidance(
    PERIOD,
    {
        "tt_view_timetable": """
            Scope and privacy: teachers and admins can view any teacher, class or room. A student timetable
            (`scope: student`) may only be shown to that student, their guardians, or staff; if the user is
            not one of these, the tool returns `forbidden`. Say so and don't look up the same student through
            class lists. The `ical` format returns a subscription URL that stays valid until revoked in
            settings; tell the user anyone with the link can see the calendar.
            """,
        "tt_cover_request": """
            Workflow:
            1. Call without `assign` to get ranked candidates.
            2. Show the user the top three with their free periods and subject match.
            3. Call again with `assign: true` and the chosen teacher only after the user picks one.
            Cover teachers are notified by the app. Contractual limits on cover periods per week are enforced;
            if a candidate is over the limit they are shown with `over_limit: true` and cannot be assigned.
            """,
        "tt_import_students": """
            Imports replace the previous set of choices for that school year. Run it before `tt_generate`.
            The response lists rows that could not be matched (unknown course codes, duplicate student IDs).
            Show the user the count and the first 20 problems, and don't invent course codes to fill gaps.
            OneRoster imports need the district's OneRoster endpoint; credentials are configured by an admin in
            settings and are not passed through this tool.
            """,
    },
)
add_guidance(
    PIPE,
    {
        "pw_get_pipeline_status": """
            Usage guidance:
            - Use the exact `slug` from `pw_list_projects`; do not build slugs from repository URLs.
            - If `branch` is omitted the default branch is used. Mention which branch you looked at.
            - Status values: `success`, `failed`, `running`, `on_hold` (waiting for manual approval),
              `canceled`. For `on_hold`, tell the user an approval is waiting in the UI; this server cannot
              approve jobs.
            - For failed workflows, call `pw_get_job_logs` next with the same project and branch.
            """,
        "pw_rerun_workflow": """
            When to rerun:
            - The failure is in `pw_flaky_tests`, or the logs show an infrastructure error (network timeout,
              runner lost, rate limit from a package registry).
            - The user pushed a fix and wants to check it without a new commit.
            Don't rerun in a loop. After one rerun fails the same way, stop and report the error.
            `enable_ssh` exposes a debug shell to users with project access for 2 hours; only enable it when
            the user asks, and tell them the session costs build minutes while open.
            """,
        "pw_list_env_vars": """
            Use this to check that a variable exists before suggesting config changes, or when a job fails with
            "variable not set". Values are masked and cannot be revealed; if the user needs the value, it has
            to come from wherever they store secrets (for example their password manager). Context-level
            variables shared across projects are listed with `source: context:<name>`.
            """,
        "pw_validate_config": """
            Call this before suggesting the user commit a changed config; it saves a failed pipeline. Pass the
            whole file. Orbs/templates referenced by version are resolved, so validation needs network access
            and can take a few seconds. Show each error with its line number. Warnings (deprecated keys) do
            not block the pipeline, but mention them.
            """,
    },
)
