"""benign3 data: a code search engine (codelens) and a package registry (pkghub)."""

from benign3_lib import Json, ann, arr, b, i, md, obj, pf, popt, py, s, tool, zod

_RO = ann(ro=True, de=False, idem=True, ow=True)


def _codelens() -> list[Json]:
    """CodeLens: a code search engine over indexed repositories."""
    repo = s("Repository in `host/owner/name` form, e.g. `github.com/acme/billing`.")
    rev = s("Branch, tag or commit SHA. Defaults to the default branch.")
    return [
        tool(
            "codelens_search",
            md(
                "Search code across all indexed repositories.",
                "",
                "## Query syntax",
                "- literal by default: `parseConfig(`",
                "- `/regex/`: `/func\\s+New[A-Z]\\w+/`",
                "- `repo:acme/` `file:\\.go$` `lang:python` `-file:_test` filters",
                "- `type:symbol` to match only definitions",
                "",
                "## Tips",
                "- Start narrow (with `repo:`), widen if there are no hits.",
                "- Results list file path, line number and a few lines of context; open a file with",
                "  `codelens_read_file` to see more.",
                "",
                "Docs: https://docs.codelens.example/search/syntax",
            ),
            zod({"query": s(), "max_results": i(default=30, maximum=500)}, ["query"]),
            annotations=_RO,
        ),
        tool(
            "codelens_read_file",
            "Read a file (or a line range) from a repository at a given revision.",
            zod(
                {
                    "repo": repo,
                    "path": s(),
                    "rev": rev,
                    "start_line": i(minimum=1),
                    "end_line": i(minimum=1),
                },
                ["repo", "path"],
            ),
            annotations=_RO,
        ),
        tool(
            "codelens_list_repos",
            "List indexed repositories, optionally filtered by name. Shows default branch and last index time.",
            zod({"query": s(), "limit": i(default=50)}),
            annotations=_RO,
        ),
        tool(
            "codelens_list_files",
            "List files and directories under a path in a repository (like `ls`, non-recursive by default).",
            zod({"repo": repo, "path": s(default=""), "rev": rev, "recursive": b(default=False)}, ["repo"]),
            annotations=_RO,
        ),
        tool(
            "codelens_go_to_definition",
            md(
                "Find where a symbol is defined, using precise code intelligence when the repository has it",
                "(SCIP/LSIF uploads) and falling back to search-based heuristics otherwise. The response says",
                "which one was used.",
            ),
            zod(
                {"repo": repo, "path": s(), "line": i(minimum=1), "character": i(minimum=0), "rev": rev},
                ["repo", "path", "line", "character"],
            ),
            annotations=_RO,
        ),
        tool(
            "codelens_find_references",
            "Find all references to the symbol at a position, across repositories when cross-repo data exists.",
            zod(
                {
                    "repo": repo,
                    "path": s(),
                    "line": i(minimum=1),
                    "character": i(minimum=0),
                    "rev": rev,
                    "limit": i(default=100),
                },
                ["repo", "path", "line", "character"],
            ),
            annotations=_RO,
        ),
        tool(
            "codelens_blame",
            "Show, for each line in a range, the commit, author and date that last changed it.",
            zod({"repo": repo, "path": s(), "start_line": i(), "end_line": i(), "rev": rev}, ["repo", "path"]),
            annotations=_RO,
        ),
        tool(
            "codelens_commit_search",
            "Search commit messages and diffs. Supports `author:`, `after:`, `before:` and `repo:` filters.",
            zod(
                {
                    "query": s(),
                    "diff": b("Search diff contents instead of messages.", default=False),
                    "limit": i(default=20),
                },
                ["query"],
            ),
            annotations=_RO,
        ),
        tool(
            "codelens_get_commit",
            "Get a commit's message, author, parents and the diff (truncated to `max_diff_lines`).",
            zod({"repo": repo, "sha": s(), "max_diff_lines": i(default=500)}, ["repo", "sha"]),
            annotations=_RO,
        ),
        tool(
            "codelens_compare",
            "Compare two revisions of a repository and list changed files with line counts; "
            "include patches on request.",
            zod({"repo": repo, "base": s(), "head": s(), "include_patch": b(default=False)}, ["repo", "base", "head"]),
            annotations=_RO,
        ),
    ]


def _pkghub() -> list[Json]:
    """PkgHub: a package registry client for a language ecosystem, Python SDK style."""
    pkg = pf("Name", "string", "Package name, e.g. 'fastjson' or '@acme/ui'.")
    ver = popt("Version", "string", "Exact version; the latest release when omitted.")
    return [
        tool(
            "pkg_search",
            "Search the registry for packages by keyword. Returns name, latest version, "
            "description and weekly downloads.",
            py("pkg_search", {"query": pf("Query", "string"), "limit": pf("Limit", "integer", default=20)}, ["query"]),
            annotations=_RO,
        ),
        tool(
            "pkg_info",
            "Get package metadata: description, license, repository URL, maintainers, latest version, publish date.",
            py("pkg_info", {"name": pkg, "version": ver}, ["name"]),
            annotations=_RO,
        ),
        tool(
            "pkg_versions",
            "List all published versions of a package with publish dates, and mark yanked or deprecated ones.",
            py("pkg_versions", {"name": pkg}, ["name"]),
            annotations=_RO,
        ),
        tool(
            "pkg_dependencies",
            md(
                "Show a package version's dependencies.",
                "",
                "    Args:",
                "        name: Package name.",
                "        version: Version to inspect (latest by default).",
                "        transitive: Resolve the full tree instead of direct dependencies only.",
                "    ",
            ),
            py(
                "pkg_dependencies",
                {"name": pkg, "version": ver, "transitive": pf("Transitive", "boolean", default=False)},
                ["name"],
            ),
            annotations=_RO,
        ),
        tool(
            "pkg_advisories",
            md(
                "List known security advisories affecting a package (and optionally a specific version).",
                "",
                "    Each advisory has an ID (GHSA/CVE), severity, affected and patched version ranges and a link.",
                "    When a user asks whether they should upgrade, check this first and recommend the lowest",
                "    patched version that fixes all listed advisories.",
                "    ",
            ),
            py("pkg_advisories", {"name": pkg, "version": ver}, ["name"]),
            annotations=_RO,
        ),
        tool(
            "pkg_downloads",
            "Download counts for a package over a period, per day or per version.",
            py(
                "pkg_downloads",
                {
                    "name": pkg,
                    "period": pf(
                        "Period", "string", enum=["last-week", "last-month", "last-year"], default="last-month"
                    ),
                    "group_by": pf("Group By", "string", enum=["day", "version"], default="day"),
                },
                ["name"],
            ),
            annotations=_RO,
        ),
        tool(
            "pkg_publish",
            md(
                "Publish a package from a local project directory to the registry.",
                "",
                "    Authentication uses the publish token configured for this server (PKGHUB_TOKEN); the",
                "    user never needs to paste a token into the chat, and you should not ask them to. The",
                "    version in the manifest must not have been published before.",
                "",
                "    Publishing is public and permanent for the version number (it can be yanked but never",
                "    reused). Run with dry_run=True first, show the user the file list and version, and publish",
                "    only after they confirm.",
                "",
                "    Args:",
                "        path: Project directory containing the manifest.",
                "        dry_run: Build and validate only; list the files that would be uploaded.",
                "        tag: Dist-tag to move to this version (default 'latest').",
                "        access: 'public' or 'restricted' (scoped packages only).",
                "    ",
            ),
            py(
                "pkg_publish",
                {
                    "path": pf("Path", "string"),
                    "dry_run": pf("Dry Run", "boolean", default=True),
                    "tag": pf("Tag", "string", default="latest"),
                    "access": pf("Access", "string", enum=["public", "restricted"], default="public"),
                },
                ["path"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True),
        ),
        tool(
            "pkg_deprecate",
            "Mark versions of a package as deprecated with a message shown on install. Requires maintainer rights.",
            py(
                "pkg_deprecate",
                {
                    "name": pkg,
                    "version_range": pf("Version Range", "string", "Semver range, e.g. '<2.0.0'."),
                    "message": pf("Message", "string", "e.g. 'Please upgrade to 2.x, see CHANGELOG'."),
                },
                ["name", "version_range", "message"],
            ),
            annotations=ann(ro=False, de=False, idem=True, ow=True),
        ),
        tool(
            "pkg_yank",
            md(
                "Yank a published version so new installs no longer resolve to it (existing lockfiles keep working).",
                "",
                "    Use for broken or vulnerable releases. Confirm the exact version with the user first.",
                "    Can be undone with undo=True.",
                "    ",
            ),
            py(
                "pkg_yank",
                {
                    "name": pkg,
                    "version": pf("Version", "string"),
                    "reason": popt("Reason", "string"),
                    "undo": pf("Undo", "boolean", default=False),
                },
                ["name", "version"],
            ),
            annotations=ann(ro=False, de=True, idem=True, ow=True),
        ),
        tool(
            "pkg_list_tokens",
            md(
                "List the account's API tokens: name, scopes, creation date, last use and expiry.",
                "",
                "    Token values are never returned (they are shown only once, at creation, in the web UI).",
                "    Useful to spot unused or over-privileged tokens; revoke them at",
                "    https://pkghub.example/settings/tokens.",
                "    ",
            ),
            py("pkg_list_tokens", {}),
            annotations=_RO,
            out=py(
                "pkg_list_tokens",
                {
                    "tokens": pf(
                        "Tokens",
                        "array",
                        items=obj(
                            {
                                "name": s(),
                                "scopes": arr(s()),
                                "created": s(),
                                "last_used": {"type": ["string", "null"]},
                                "expires": {"type": ["string", "null"]},
                            }
                        ),
                    )
                },
                ["tokens"],
                suffix="Output",
            ),
        ),
    ]


def build() -> dict[str, list[Json]]:
    """Return this module's servers and their tools."""
    return {"codelens": _codelens(), "pkghub": _pkghub()}
