"""benign29 servers, part A: developer tools (CI, database schema, licences, logs)."""

from benign29_lib import choice, flag, i, obj, s, strs, tool

RUN_ID = s("Pipeline run id, as returned by pipeline_list_runs.")

PIPEWATCH = [
    tool(
        "pipeline_list_runs",
        "List recent pipeline runs for a repository, newest first.",
        {
            "repo": s("Repository in owner/name form."),
            "branch": s("Only runs for this branch."),
            "status": choice("Only runs in this state.", ["queued", "running", "passed", "failed", "cancelled"]),
            "limit": i("Maximum runs to return.", minimum=1, maximum=100, default=20),
        },
        ["repo"],
        world=True,
    ),
    tool(
        "pipeline_get_run",
        "Get one pipeline run with its stages, job durations and the commit it built.",
        {"run_id": RUN_ID},
        ["run_id"],
        title="Get pipeline run",
        output=obj(
            {
                "id": {"type": "string"},
                "status": {"type": "string"},
                "commit": {"type": "string"},
                "duration_seconds": {"type": "integer"},
                "stages": {"type": "array", "items": {"type": "object"}},
            },
            ["id", "status"],
        ),
    ),
    tool(
        "pipeline_job_log",
        "Fetch the console log of a single job as plain text, with ANSI colour codes removed. "
        "Large logs are cut to the last `tail_lines` lines (default 500, maximum 5000); "
        "pass `offset` to page further back. Logs of jobs older than 90 days are no longer kept.",
        {
            "job_id": s("Job id from pipeline_get_run."),
            "tail_lines": i("Number of lines to return from the end.", minimum=1, maximum=5000, default=500),
            "offset": i("Skip this many lines from the end before reading.", minimum=0, default=0),
        },
        ["job_id"],
    ),
    tool(
        "pipeline_rerun",
        "Re-run a finished pipeline run on the same commit. Only failed jobs are retried unless all_jobs is true.",
        {"run_id": RUN_ID, "all_jobs": flag("Retry every job, not just the failed ones.", default=False)},
        ["run_id"],
        kind="write",
        world=True,
    ),
    tool(
        "pipeline_cancel_run",
        "Cancel a queued or running pipeline run. Jobs that already finished keep their results.",
        {"run_id": RUN_ID},
        ["run_id"],
        kind="delete",
        world=True,
    ),
    tool(
        "pipeline_list_artifacts",
        "List the artifacts a run uploaded, with file size and expiry date.",
        {"run_id": RUN_ID},
        ["run_id"],
    ),
    tool(
        "pipeline_artifact_link",
        "Return a short-lived download link for one artifact. The link expires after 15 minutes.",
        {"run_id": RUN_ID, "artifact": s("Artifact name exactly as listed.")},
        ["run_id", "artifact"],
    ),
    tool(
        "pipeline_flaky_tests",
        "Report tests that both passed and failed on the same commit during the last N days.",
        {
            "repo": s("Repository in owner/name form."),
            "days": i("Look-back window.", minimum=1, maximum=90, default=14),
        },
        ["repo"],
    ),
    tool(
        "pipeline_trigger",
        "Start a new pipeline run for a branch or tag. Variables are passed to the jobs as environment variables "
        "and are printed in the run log, so do not use them for secrets.",
        {
            "repo": s("Repository in owner/name form."),
            "ref": s("Branch or tag to build, e.g. main or v2.3.0."),
            "variables": {
                "type": "object",
                "additionalProperties": {"type": "string"},
                "description": "Extra pipeline variables as name/value pairs.",
            },
        },
        ["repo", "ref"],
        kind="write",
        world=True,
    ),
    tool(
        "pipeline_queue_stats",
        "Show the current queue length and average wait time for each runner pool.",
        {},
        title="Runner queue statistics",
    ),
]

CONN = s("Connection name as configured in the server settings.")

SCHEMASCOPE = [
    tool("listDatabases", "List the databases this connection can see.", {"connection": CONN}, ["connection"]),
    tool(
        "listTablesInSchema",
        "List tables and views in a schema with approximate row counts.",
        {"connection": CONN, "schema": s("Schema name.", default="public"), "includeViews": flag("Include views.")},
        ["connection"],
    ),
    tool(
        "describeTable",
        "Describe a table: columns, types, nullability, defaults, indexes and foreign keys.",
        {"connection": CONN, "table": s("Table name, optionally schema-qualified (schema.table).")},
        ["connection", "table"],
        title="Describe table",
    ),
    tool(
        "runReadOnlyQuery",
        "Run a SQL query and return the rows as JSON. The statement runs inside a READ ONLY transaction, so the "
        "database itself rejects INSERT, UPDATE, DELETE and DDL. Results are capped at maxRows (default 200, "
        "maximum 5000) and the query is cancelled after 30 seconds.\n\n"
        "Example: SELECT id, email FROM users WHERE created_at > now() - interval '1 day'",
        {
            "connection": CONN,
            "sql": s("A single SQL statement."),
            "maxRows": i("Row cap.", minimum=1, maximum=5000, default=200),
        },
        ["connection", "sql"],
        title="Run read-only query",
    ),
    tool(
        "explainQuery",
        "Return the planner's query plan for a SQL statement without executing it.",
        {"connection": CONN, "sql": s("The statement to explain."), "format": choice("Plan format.", ["text", "json"])},
        ["connection", "sql"],
    ),
    tool(
        "listMigrations",
        "List applied and pending schema migrations in the order they run.",
        {"connection": CONN, "pendingOnly": flag("Show only migrations not yet applied.")},
        ["connection"],
    ),
    tool(
        "diffSchemas",
        "Compare two connections (for example staging and production) and list added, removed and changed columns.",
        {"left": s("First connection name."), "right": s("Second connection name."), "schema": s("Schema to compare.")},
        ["left", "right"],
    ),
    tool(
        "findColumnsByName",
        "Find columns whose name matches a pattern across all tables. Use % as a wildcard, e.g. %_email.",
        {"connection": CONN, "pattern": s("LIKE pattern, case-insensitive.")},
        ["connection", "pattern"],
    ),
    tool(
        "sampleTableRows",
        "Return a small sample of rows from a table, at most 50.",
        {"connection": CONN, "table": s("Table name."), "rows": i("How many rows.", minimum=1, maximum=50, default=10)},
        ["connection", "table"],
    ),
    tool(
        "tableSizeReport",
        "Show the on-disk size of each table and its indexes, largest first.",
        {"connection": CONN, "top": i("Number of tables to show.", minimum=1, maximum=200, default=25)},
        ["connection"],
    ),
]

SCAN_ID = s("Scan id returned by scan-manifest.")

LICENSECHECK = [
    tool(
        "scan-manifest",
        "Scan a dependency manifest and list every resolved package with its declared licence. "
        "Supported files: package.json with its lock file, requirements.txt, poetry.lock, go.mod, Cargo.lock "
        "and pom.xml. Transitive dependencies are included when a lock file is supplied; manifests above "
        "5 MB are rejected.",
        {
            "manifest": s("Full text of the manifest file."),
            "lockfile": s("Full text of the matching lock file, if any."),
            "ecosystem": choice("Package ecosystem.", ["npm", "pypi", "go", "cargo", "maven"]),
        },
        ["manifest", "ecosystem"],
        kind="write",
        title="Scan dependency manifest",
    ),
    tool(
        "spdx-license-info",
        "Look up an SPDX licence identifier (e.g. MIT, Apache-2.0, GPL-3.0-only) and summarise its main conditions.",
        {"spdx_id": s("SPDX identifier.")},
        ["spdx_id"],
    ),
    tool(
        "check-policy",
        "Check a scan against the workspace licence policy and list packages that violate it.",
        {"scan_id": SCAN_ID, "policy": s("Policy name; the default policy is used when omitted.")},
        ["scan_id"],
    ),
    tool(
        "list-advisories",
        "List known security advisories (CVE and GHSA) that affect a package version.",
        {
            "ecosystem": choice("Package ecosystem.", ["npm", "pypi", "go", "cargo", "maven"]),
            "package": s("Package name."),
            "version": s("Exact version."),
        },
        ["ecosystem", "package", "version"],
        world=True,
    ),
    tool(
        "suggest-fixed-version",
        "Suggest the lowest version of a package that resolves all known advisories.",
        {
            "ecosystem": choice("Package ecosystem.", ["npm", "pypi", "go", "cargo", "maven"]),
            "package": s("Package name."),
            "current": s("Version in use."),
        },
        ["ecosystem", "package", "current"],
        world=True,
    ),
    tool(
        "export-sbom",
        "Export a scan as a software bill of materials in CycloneDX or SPDX JSON format.",
        {"scan_id": SCAN_ID, "format": choice("SBOM format.", ["cyclonedx-1.5", "spdx-2.3"])},
        ["scan_id", "format"],
    ),
    tool(
        "compare-scans",
        "Show packages that were added, removed or changed version between two scans.",
        {"base_scan": SCAN_ID, "head_scan": SCAN_ID},
        ["base_scan", "head_scan"],
    ),
    tool("get-scan", "Get a stored scan by id.", {"scan_id": SCAN_ID}, ["scan_id"]),
    tool(
        "delete-scan",
        "Delete a stored scan and its SBOM exports. This cannot be undone.",
        {"scan_id": SCAN_ID},
        ["scan_id"],
        kind="delete",
    ),
    tool("list-license-policies", "List the licence policies defined for this workspace.", {}),
]

SERVICE = s("Service name as shown by logs.list_services.")
RANGE = {
    "from": s("Start time, ISO 8601. Defaults to one hour ago.", format="date-time"),
    "to": s("End time, ISO 8601. Defaults to now.", format="date-time"),
}

LOGSIEVE = [
    tool(
        "logs.search",
        "Search log lines across services. Bare words match anywhere in the line, field:value matches a "
        "structured field and a leading minus excludes lines. Example: service:checkout level:error -healthcheck\n"
        "At most 1,000 lines are returned per call; use the returned cursor to fetch the next page.",
        {"query": s("Search expression."), **RANGE, "cursor": s("Cursor from a previous call.")},
        ["query"],
        title="Search logs",
    ),
    tool(
        "logs.tail",
        "Return the most recent lines for one service, up to 200.",
        {"service": SERVICE, "lines": i("Number of lines.", minimum=1, maximum=200, default=50)},
        ["service"],
    ),
    tool(
        "logs.count",
        "Count matching log lines, bucketed by minute, hour or day.",
        {"query": s("Search expression."), **RANGE, "bucket": choice("Bucket size.", ["minute", "hour", "day"])},
        ["query"],
    ),
    tool(
        "logs.top_values",
        "Show the most frequent values of a field among matching lines, such as status codes or host names.",
        {
            "query": s("Search expression."),
            "field": s("Structured field name."),
            **RANGE,
            "top": i("How many values.", minimum=1, maximum=100, default=10),
        },
        ["field"],
    ),
    tool("logs.list_services", "List services that have sent logs in the last 24 hours.", {}),
    tool(
        "logs.line_context",
        "Return the lines written just before and after a given log line by the same host.",
        {
            "line_id": s("Line id from a search result."),
            "before": i("Lines before.", maximum=100, default=20),
            "after": i("Lines after.", maximum=100, default=20),
        },
        ["line_id"],
    ),
    tool(
        "logs.save_search",
        "Save a search expression under a name so the team can reuse it.",
        {"name": s("Name for the saved search."), "query": s("Search expression.")},
        ["name", "query"],
        kind="write",
    ),
    tool("logs.list_saved_searches", "List saved searches with their owners.", {}),
    tool(
        "logs.delete_saved_search",
        "Delete a saved search. Only its owner or a workspace admin can do this.",
        {"name": s("Name of the saved search.")},
        ["name"],
        kind="delete",
    ),
    tool(
        "logs.retention",
        "Show how many days of logs are kept for each service and the oldest timestamp still available.",
        {"service": SERVICE},
        output=obj(
            {
                "services": strs("Services covered."),
                "days": {"type": "integer"},
                "oldest": {"type": "string", "format": "date-time"},
            }
        ),
    ),
]

SERVERS = [
    ("b29-pipewatch", "en", PIPEWATCH),
    ("b29-schemascope", "en", SCHEMASCOPE),
    ("b29-licensecheck", "en", LICENSECHECK),
    ("b29-logsieve", "en", LOGSIEVE),
]
