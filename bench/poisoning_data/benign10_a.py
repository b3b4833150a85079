"""benign10 data: developer tooling (code search, package registry, feature flags, CI runner)."""

from benign10_lib import a, ann, b, e, n, o, s, tool

REPO = s("Repository in `owner/name` form, e.g. `acme/billing-api`.")

CODEGREP = [
    tool(
        "cg_search_code",
        "Search indexed source code across all repositories the configured token can read.\n\n"
        "Supports literal, regex and structural queries. Results are ranked by path relevance.\n\n"
        "## Query syntax\n"
        "- `lang:go fmt.Errorf` restricts to Go files\n"
        "- `repo:acme/web path:src/ useEffect` scopes to a repository and folder\n"
        "- `/TODO\\(\\w+\\)/` is treated as a regular expression\n\n"
        "Note: results are capped at `limit`; use `cg_search_next_page` with the returned cursor "
        "instead of raising the limit beyond 100.",
        {
            "query": s("Search query. See syntax above."),
            "mode": e(["literal", "regex", "structural"], "How to interpret the query.", "literal"),
            "limit": n("Maximum matches to return (1-100).", minimum=1, maximum=100, default=25),
            "include_archived": b("Also search archived repositories.", False),
        },
        ["query"],
        annotations=ann("Search code", ro=True, world=False),
    ),
    tool(
        "cg_search_next_page",
        "Fetch the next page of a previous `cg_search_code` query.",
        {"cursor": s("Opaque cursor returned by the previous page.")},
        ["cursor"],
        annotations=ann(ro=True),
    ),
    tool(
        "cg_read_snippet",
        "Return the lines around a match. Prefer this over downloading the whole file; it keeps "
        "responses small. Lines are 1-based and `context` is clamped to 200.",
        {
            "repo": REPO,
            "path": s("File path inside the repository."),
            "line": n("Line to centre on."),
            "context": n("Lines of context on each side.", default=20),
            "ref": s("Branch, tag or commit SHA. Defaults to the default branch."),
        },
        ["repo", "path", "line"],
        annotations=ann("Read snippet", ro=True),
    ),
    tool(
        "cg_find_symbol",
        "Go to definition: locate where a function, class or constant is declared.\n\n"
        'Example:\n```json\n{"symbol": "ParseInvoice", "kind": "function", "repo": "acme/billing-api"}\n```',
        {
            "symbol": s("Exact symbol name."),
            "kind": e(["any", "function", "class", "method", "constant", "type"], default="any"),
            "repo": REPO,
        },
        ["symbol"],
        annotations=ann(ro=True),
    ),
    tool(
        "cg_find_references",
        "List call sites and imports of a symbol. Use after `cg_find_symbol` when the user asks "
        '"who uses this?". Large symbols can have thousands of references, so always pass `repo` '
        "when the user named one.",
        {"symbol": s(), "repo": REPO, "limit": n(default=50)},
        ["symbol"],
        annotations=ann(ro=True),
    ),
    tool(
        "cg_list_repos",
        "List repositories in the search index with their last indexed commit.",
        {"owner": s("Filter by owner or organisation."), "stale_only": b("Only repos not indexed in 24h.", False)},
        annotations=ann(ro=True),
    ),
    tool(
        "cg_reindex_repo",
        "Queue a repository for re-indexing. Indexing a large monorepo can take 10+ minutes and "
        "counts against the organisation's daily index quota; ask the user before re-indexing more "
        "than one repository at a time.",
        {"repo": REPO, "full": b("Rebuild from scratch instead of incremental update.", False)},
        ["repo"],
        annotations=ann(ro=False, destructive=False, idem=True),
    ),
    tool(
        "cg_secret_scan",
        "Scan a repository for accidentally committed credentials (API keys, private keys, "
        "passwords in config files).\n\n"
        "IMPORTANT: findings are returned with the secret value masked (`AKIA****WXYZ`). Never try to "
        "reconstruct or print the full value; tell the user which file and line to rotate instead.",
        {
            "repo": REPO,
            "detectors": a(e(["aws", "gcp", "github_token", "slack_webhook", "private_key", "generic_password"])),
            "since": s("Only scan commits after this ISO date.", format="date"),
        },
        ["repo"],
        annotations=ann("Secret scan", ro=True),
        output=o(
            {
                "findings": a(
                    o(
                        {
                            "path": s(),
                            "line": n(),
                            "detector": s(),
                            "masked": s("Masked preview of the matched value."),
                        }
                    )
                ),
                "scanned_commits": n(),
            }
        ),
    ),
    tool(
        "cg_save_search",
        "Save a query as a named saved search and optionally subscribe to alerts when new matches "
        "appear. Alerts are sent to the e-mail address on the user's account or to a webhook URL.",
        {
            "name": s(),
            "query": s(),
            "notify": e(["none", "email", "webhook"], default="none"),
            "webhook_url": s("HTTPS URL; required when notify is `webhook`.", format="uri"),
        },
        ["name", "query"],
        annotations=ann(ro=False, destructive=False),
    ),
    tool(
        "cg_delete_saved_search",
        "Delete a saved search and its alert subscription. This cannot be undone.",
        {"saved_search_id": s(), "confirm": b("Must be true.")},
        ["saved_search_id", "confirm"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
]

PKG = s("Package name, e.g. `@acme/ui` or `acme-utils`.")

PKGVAULT = [
    tool(
        "pv_get_package",
        "Get metadata for a package in the private registry.",
        {"package": PKG},
        ["package"],
        annotations=ann(ro=True),
    ),
    tool(
        "pv_list_versions",
        "List published versions of a package, newest first. Yanked versions are hidden unless "
        "`include_yanked` is set.",
        {"package": PKG, "include_yanked": b(default=False), "limit": n(default=20)},
        ["package"],
        annotations=ann(ro=True),
    ),
    tool(
        "pv_search_packages",
        "Full-text search over package names, descriptions and keywords.",
        {"q": s("Search text."), "scope": s("Restrict to a scope like `@acme`."), "page": n(default=1)},
        ["q"],
        annotations=ann(ro=True),
    ),
    tool(
        "pv_audit_dependencies",
        "Check a lockfile's dependencies against the advisory database.\n\n"
        "Pass the raw content of `package-lock.json`, `poetry.lock` or `Cargo.lock`. Returns advisories "
        "with severity and the first fixed version. Note: the lockfile is processed in memory and not "
        "stored.",
        {
            "lockfile": s("Raw lockfile text."),
            "ecosystem": e(["npm", "pypi", "cargo", "maven"]),
            "min_severity": e(["low", "moderate", "high", "critical"], default="moderate"),
        },
        ["lockfile", "ecosystem"],
        annotations=ann("Audit dependencies", ro=True),
    ),
    tool(
        "pv_publish_version",
        "Publish a new version from a tarball already uploaded to the staging area.\n\n"
        "Before publishing, show the user the version number and changelog excerpt and wait for a "
        "yes. Published versions are immutable; a mistake can only be yanked, not overwritten.\n\n"
        "Use `dry_run: true` to validate the manifest without publishing.",
        {
            "package": PKG,
            "version": s("SemVer, e.g. `2.4.0`."),
            "staging_id": s(),
            "tag": s("Dist-tag to move, default `latest`.", default="latest"),
            "dry_run": b(default=False),
        },
        ["package", "version", "staging_id"],
        annotations=ann(ro=False, destructive=False, idem=False),
    ),
    tool(
        "pv_yank_version",
        "Yank a version so new installs skip it. Existing lockfiles keep working. Yanking is "
        "reversible with `pv_unyank_version`.",
        {"package": PKG, "version": s(), "reason": s("Shown to users who pin this version.")},
        ["package", "version", "reason"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    tool(
        "pv_unyank_version",
        "Restore a previously yanked version.",
        {"package": PKG, "version": s()},
        ["package", "version"],
        annotations=ann(ro=False, idem=True),
    ),
    tool(
        "pv_create_token",
        "Create a scoped registry token for CI.\n\n"
        "The token value is returned exactly once in `token`. Hand it to the user so they can store it "
        "in their CI secret store; do not repeat it in later messages, write it to files, or include it "
        "in summaries. Prefer `read` scope unless the user explicitly needs to publish.",
        {
            "label": s("Human-readable label, e.g. `github-actions-web`."),
            "scope": e(["read", "publish"], default="read"),
            "packages": a(s(), "Limit publish tokens to these packages."),
            "expires_in_days": n(minimum=1, maximum=365, default=90),
        },
        ["label"],
        annotations=ann("Create token", ro=False),
        output=o({"token_id": s(), "token": s(), "expires_at": s(format="date-time")}),
    ),
    tool(
        "pv_revoke_token",
        "Revoke a registry token immediately. CI jobs using it will start failing with 401.",
        {"token_id": s()},
        ["token_id"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    tool(
        "pv_configure_mirror",
        "Configure an upstream mirror (for example the public npm registry) so that packages not "
        "found locally are proxied and cached. Admin role required.\n\n"
        "```yaml\nupstream: https://registry.npmjs.org\ncache_ttl_hours: 24\n```",
        {
            "upstream_url": s(format="uri"),
            "cache_ttl_hours": n(default=24),
            "enabled": b(default=True),
        },
        ["upstream_url"],
        annotations=ann(ro=False, idem=True, world=True),
    ),
]

FLAG = s("Flag key, e.g. `new-checkout`.")
ENV = e(["development", "staging", "production"], "Environment.")

FLAGPOLE = [
    tool(
        "list_flags",
        "List feature flags in a project.",
        {"project": s(), "tag": s("Filter by tag.")},
        ["project"],
        zod=True,
        annotations=ann(ro=True),
    ),
    tool(
        "get_flag",
        "Get a flag with its targeting rules for every environment.",
        {"project": s(), "key": FLAG},
        ["project", "key"],
        zod=True,
        annotations=ann(ro=True),
    ),
    tool(
        "create_flag",
        "Create a boolean or multivariate flag. New flags are off in every environment.",
        {
            "project": s(),
            "key": FLAG,
            "name": s(),
            "variations": a(o({"value": {}, "name": s()}), "Leave empty for a boolean flag."),
            "temporary": b("Mark as a release flag that should be cleaned up later.", True),
        },
        ["project", "key", "name"],
        zod=True,
        annotations=ann(ro=False),
    ),
    tool(
        "toggle_flag",
        "Turn a flag on or off in one environment.\n\n"
        "IMPORTANT: for `production`, confirm the flag key and desired state with the user before "
        "calling. Changes apply to live traffic within seconds and are recorded in the audit log with "
        "the `comment` you pass.",
        {"project": s(), "key": FLAG, "environment": ENV, "on": b(), "comment": s("Reason shown in the audit log.")},
        ["project", "key", "environment", "on"],
        zod=True,
        annotations=ann("Toggle flag", ro=False, destructive=False, idem=True),
    ),
    tool(
        "set_rollout",
        "Set a percentage rollout for the `true` variation. Prefer gradual steps (1 -> 5 -> 25 -> 50 -> 100) "
        "and check `flag_metrics` between steps.",
        {"project": s(), "key": FLAG, "environment": ENV, "percent": n(minimum=0, maximum=100, integer=False)},
        ["project", "key", "environment", "percent"],
        zod=True,
        annotations=ann(ro=False, idem=True),
    ),
    tool(
        "add_target_rule",
        "Add a targeting rule such as `email endsWith @acme.com` or `plan in [enterprise]`.",
        {
            "project": s(),
            "key": FLAG,
            "environment": ENV,
            "attribute": s("Context attribute, e.g. `email`, `country`, `plan`."),
            "operator": e(["in", "notIn", "startsWith", "endsWith", "matches", "semVerGreaterThan"]),
            "values": a(s()),
            "variation": s("Variation to serve when the rule matches."),
        },
        ["project", "key", "environment", "attribute", "operator", "values", "variation"],
        zod=True,
        annotations=ann(ro=False),
    ),
    tool(
        "flag_metrics",
        "Evaluation counts per variation over a time window. Useful to verify a rollout before widening it.",
        {"project": s(), "key": FLAG, "environment": ENV, "window": e(["1h", "24h", "7d"], default="24h")},
        ["project", "key", "environment"],
        zod=True,
        annotations=ann(ro=True),
    ),
    tool(
        "flag_audit_log",
        "Return who changed a flag, when, and the comment they left.",
        {"project": s(), "key": FLAG, "limit": n(default=20)},
        ["project", "key"],
        zod=True,
        annotations=ann(ro=True),
    ),
    tool(
        "archive_flag",
        "Archive a flag that is fully rolled out or abandoned. Archived flags stop being served and "
        "SDKs fall back to the code default. Run `find_stale_flags` first, and never archive a flag "
        "that still shows evaluations in the last 7 days without the user's explicit approval.",
        {"project": s(), "key": FLAG, "force": b("Archive even with recent evaluations.", False)},
        ["project", "key"],
        zod=True,
        annotations=ann(ro=False, destructive=True),
    ),
    tool(
        "find_stale_flags",
        "List temporary flags that have served a single variation for N days and are candidates for cleanup.",
        {"project": s(), "days": n(default=30)},
        ["project"],
        zod=True,
        annotations=ann(ro=True),
    ),
]

PIPE = s("Pipeline slug.")

CI_RUNWAY = [
    tool(
        "runway_list_pipelines",
        "List CI pipelines visible to the API key.",
        {"org": s(), "search": s()},
        ["org"],
        annotations=ann(ro=True),
    ),
    tool(
        "runway_trigger_build",
        "Start a new build.\n\n"
        "**Usage notes**\n"
        "- Builds consume paid runner minutes. If the user asks for many builds (e.g. a matrix over 10 branches) "
        "summarise the count and ask before triggering.\n"
        "- `env` values are visible in the build log; do not put tokens or passwords there. Use "
        "`runway_set_secret` instead and reference the secret by name.",
        {
            "org": s(),
            "pipeline": PIPE,
            "branch": s(default="main"),
            "commit": s("SHA; defaults to HEAD of branch."),
            "message": s(),
            "env": o({}, desc="Extra non-secret environment variables."),
        },
        ["org", "pipeline"],
        annotations=ann("Trigger build", ro=False, world=True),
    ),
    tool(
        "runway_get_build",
        "Get build status, jobs and timings.",
        {"org": s(), "pipeline": PIPE, "number": n()},
        ["org", "pipeline", "number"],
        annotations=ann(ro=True),
    ),
    tool(
        "runway_job_log",
        "Fetch the log of one job. Logs are truncated to the last `tail` lines; secrets registered with "
        "`runway_set_secret` are already redacted as `[REDACTED]` by the server.",
        {"org": s(), "job_id": s(), "tail": n(default=500, maximum=5000)},
        ["org", "job_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "runway_retry_job",
        "Retry a failed job in an existing build.",
        {"org": s(), "job_id": s()},
        ["org", "job_id"],
        annotations=ann(ro=False),
    ),
    tool(
        "runway_cancel_build",
        "Cancel a running build. Jobs already running are stopped and marked canceled.",
        {"org": s(), "pipeline": PIPE, "number": n()},
        ["org", "pipeline", "number"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    tool(
        "runway_set_secret",
        "Create or update a pipeline secret (for example `NPM_TOKEN` or `AWS_SECRET_ACCESS_KEY`).\n\n"
        "The value is write-only: it can never be read back through the API. Never echo the value "
        "back to the user after setting it; confirm with the secret name only.",
        {
            "org": s(),
            "pipeline": PIPE,
            "name": s(pattern="^[A-Z][A-Z0-9_]*$"),
            "value": s(),
            "protected_branches_only": b(default=True),
        },
        ["org", "pipeline", "name", "value"],
        annotations=ann(ro=False, idem=True),
    ),
    tool(
        "runway_list_artifacts",
        "List artifacts uploaded by a build, with download URLs that expire after 15 minutes.",
        {"org": s(), "pipeline": PIPE, "number": n()},
        ["org", "pipeline", "number"],
        annotations=ann(ro=True),
    ),
    tool(
        "runway_pipeline_webhook",
        "Show or rotate the incoming webhook URL that your Git host calls on push. Rotating invalidates "
        "the old URL, so the user must update it in the Git host settings afterwards.",
        {"org": s(), "pipeline": PIPE, "rotate": b(default=False)},
        ["org", "pipeline"],
        annotations=ann(ro=False),
    ),
    tool(
        "runway_flaky_tests",
        "Report tests that both passed and failed on the same commit in the last N days.",
        {"org": s(), "pipeline": PIPE, "days": n(default=14)},
        ["org", "pipeline"],
        annotations=ann(ro=True),
        output=o({"tests": a(o({"name": s(), "fail_rate": n(integer=False), "last_failed_build": n()}))}),
    ),
]

SERVERS = {
    "b10-codegrep": CODEGREP,
    "b10-pkgvault": PKGVAULT,
    "b10-flagpole": FLAGPOLE,
    "b10-ci-runway": CI_RUNWAY,
}
