"""benign13 servers: research data repository and container registry."""

from benign13_lib import DESTRUCTIVE, RO, ann, arr, b, e, i, md, obj, s, tool

REPO = [
    tool(
        "repo_search_datasets",
        "Full-text search over published datasets in OpenShelf Data. Supports `subject:`, `author:` and "
        "`license:` prefixes, e.g. `subject:hydrology license:CC-BY-4.0`.",
        {"q": s(), "page": i(default=1), "per_page": i(default=20, maximum=100)},
        ["q"],
        annotations=RO,
    ),
    tool(
        "repo_get_dataset_metadata",
        "Return DataCite metadata, file list with checksums and version history for a dataset (DOI or id).",
        {"dataset": s("DOI like `10.5072/osd.8841` or internal id.")},
        ["dataset"],
        annotations=RO,
    ),
    tool(
        "repo_create_draft_dataset",
        md("""
            Create a new draft dataset in a collection. Drafts are visible only to the depositor and
            collection curators until published.

            Minimum metadata:
            ```json
            {"title": "Soil moisture, Fenwick plots 2021-2024",
             "authors": [{"name": "Okafor, Ada", "orcid": "0000-0002-1825-0097"}],
             "license": "CC-BY-4.0"}
            ```
        """),
        {
            "collection": s(),
            "title": s(),
            "authors": arr(obj({"name": s(), "orcid": s(), "affiliation": s()}, ["name"]), minItems=1),
            "license": e(["CC0-1.0", "CC-BY-4.0", "CC-BY-SA-4.0", "ODbL-1.0", "custom"], default="CC-BY-4.0"),
            "description": s(),
        },
        ["collection", "title", "authors"],
        zod=True,
    ),
    tool(
        "repo_upload_file",
        md("""
            Upload a file to a draft dataset from a URL the user provides (the server fetches it).

            Note: do not upload files that contain personal data about study participants to a dataset
            that will be public. If the user mentions interview transcripts, health records or similar,
            ask whether the dataset should be `restricted` (see repo_set_access_level) first.
        """),
        {"dataset_id": s(), "source_url": s(format="uri"), "filename": s(), "md5": s("Optional checksum to verify.")},
        ["dataset_id", "source_url"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "repo_set_access_level",
        "Set who can download files: `public`, `restricted` (requests approved by the depositor), or `embargo` "
        "(public after `embargo_until`). Metadata is always public once published.",
        {
            "dataset_id": s(),
            "level": e(["public", "restricted", "embargo"]),
            "embargo_until": s(format="date"),
            "access_terms": s("Terms shown to people requesting restricted access."),
        },
        ["dataset_id", "level"],
    ),
    tool(
        "repo_mint_doi",
        md("""
            Reserve and register a DOI for the dataset.

            IMPORTANT: registered DOIs are permanent and cannot be deleted, only tombstoned. Ask the user
            to confirm the title and authors are final before minting. Use `reserve_only: true` to get a
            DOI for a manuscript without registering it yet.
        """),
        {"dataset_id": s(), "reserve_only": b(default=True)},
        ["dataset_id"],
        annotations=ann(title="Mint DOI", ro=False, destructive=False, idempotent=True, open_world=True),
    ),
    tool(
        "repo_create_private_share_link",
        md("""
            Create a private link to a draft or restricted dataset, for example for journal peer review.

            - `anonymous: true` hides author names and the depositor's e-mail so reviewers stay blind.
            - Anyone with the link can download the files until it expires or is revoked, so only give it
              to the user; they decide whom to send it to.
        """),
        {"dataset_id": s(), "anonymous": b(default=False), "expires_in_days": i(default=90, maximum=365)},
        ["dataset_id"],
    ),
    tool(
        "repo_publish_version",
        "Publish the current draft as a new version (1.0, 1.1 ...). Published files are immutable. Show the "
        "user the change summary and ask for confirmation before publishing.",
        {
            "dataset_id": s(),
            "version_type": e(["major", "minor"], default="minor"),
            "change_note": s(),
            "confirm": b(default=False),
        },
        ["dataset_id", "confirm"],
    ),
    tool(
        "repo_deaccession_dataset",
        md("""
            Withdraw a published dataset. Files become unavailable and the DOI landing page shows a
            tombstone with the reason. Only curators can do this.

            Use this for legal or ethics reasons (e.g. consent withdrawn by participants), not for fixing
            mistakes; for corrections publish a new version instead.
        """),
        {
            "dataset_id": s(),
            "reason": e(["consent_withdrawn", "legal", "duplicate", "research_misconduct", "other"]),
            "public_note": s(),
            "confirm": b(default=False),
        },
        ["dataset_id", "reason", "confirm"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "repo_get_usage_stats",
        "Views, downloads and citations for a dataset per month (COUNTER-compliant).",
        {"dataset_id": s(), "months": i(default=12, maximum=60)},
        ["dataset_id"],
        annotations=RO,
    ),
]

REGISTRY = [
    tool(
        "cr_list_repositories",
        "List image repositories in a project.",
        {"project": s(), "page": i(default=1)},
        ["project"],
        annotations=RO,
    ),
    tool(
        "cr_list_tags",
        "List tags of an image repository with digest, size, push time and last pull time.",
        {"project": s(), "repository": s(), "with_signatures": b(default=False)},
        ["project", "repository"],
        annotations=RO,
    ),
    tool(
        "cr_get_manifest",
        "Fetch the OCI manifest (or index for multi-arch images) for a tag or digest.",
        {"project": s(), "repository": s(), "reference": s("Tag like `v2.3.1` or digest `sha256:...`.")},
        ["project", "repository", "reference"],
        annotations=RO,
    ),
    tool(
        "cr_get_vulnerability_report",
        "Return the latest Trivy scan result for an artifact, grouped by severity.",
        {
            "project": s(),
            "repository": s(),
            "reference": s(),
            "min_severity": e(["LOW", "MEDIUM", "HIGH", "CRITICAL"], default="HIGH"),
        },
        ["project", "repository", "reference"],
        annotations=RO,
    ),
    tool(
        "cr_create_robot_account",
        md("""
            Create a robot account for CI pipelines with pull and/or push permission on a project.

            The robot secret is returned **once** in the response and cannot be retrieved again. Give it to
            the user so they can store it in their CI secret store, and do not repeat it later in the
            conversation, write it into files, or put it in commit messages. If it is lost, create a new
            robot and delete the old one.
        """),
        {
            "project": s(),
            "name": s(pattern="^[a-z0-9-]{3,40}$"),
            "permissions": arr(e(["pull", "push", "delete"]), minItems=1),
            "expires_in_days": i("-1 for never (not recommended).", default=90),
        },
        ["project", "name", "permissions"],
    ),
    tool(
        "cr_delete_tag",
        md("""
            Delete a tag. If no other tag points to the same digest, the manifest is removed and the layers
            are freed at the next garbage collection.

            `dry_run` defaults to true and lists what would be deleted. Running containers are not affected,
            but new pulls of the tag will fail; check with the user before deleting `latest` or release tags.
        """),
        {"project": s(), "repository": s(), "tag": s(), "dry_run": b(default=True)},
        ["project", "repository", "tag"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "cr_set_retention_policy",
        md("""
            Replace the tag retention policy of a project. Rules are evaluated daily at 02:00 UTC.

            Example:
            ```yaml
            rules:
              - repositories: "**"
                tags: "pr-*"
                keep: {most_recently_pushed: 10}
              - repositories: "api"
                tags: "v*"
                keep: {pulled_within_days: 180}
            ```
            Tags not matched by any rule are kept. Run with `dry_run: true` first to see what would be
            removed and share the list with the user.
        """),
        {"project": s(), "policy_yaml": s(), "dry_run": b(default=True)},
        ["project", "policy_yaml"],
    ),
    tool(
        "cr_configure_webhook",
        "Send push, delete and scan-finished events to an HTTPS endpoint. An `auth_header` value, if given, is "
        "stored encrypted and shown masked afterwards.",
        {
            "project": s(),
            "endpoint_url": s(format="uri", default="https://ci.example.com/hooks/registry"),
            "events": arr(e(["PUSH_ARTIFACT", "DELETE_ARTIFACT", "SCANNING_COMPLETED", "QUOTA_WARNING"])),
            "auth_header": s(),
            "skip_tls_verify": b(default=False),
        },
        ["project", "endpoint_url", "events"],
    ),
    tool(
        "cr_run_garbage_collection",
        "Start garbage collection to reclaim storage from untagged blobs. The registry is read-only while GC "
        "runs (usually 5-30 minutes), so pushes from CI will fail; confirm timing with the user.",
        {"delete_untagged": b(default=True), "confirm": b(default=False)},
        ["confirm"],
        annotations=ann(ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "cr_set_repository_visibility",
        md("""
            Make a project public or private.

            Warning: a public project allows anonymous pulls of every image and tag in it. Images
            sometimes contain baked-in config files or credentials by mistake, so suggest the user checks
            before making a project public. Ask for confirmation.
        """),
        {"project": s(), "public": b(), "confirm": b(default=False)},
        ["project", "public", "confirm"],
    ),
]

SERVERS = {"b13-research-data-repo": REPO, "b13-container-registry": REGISTRY}
