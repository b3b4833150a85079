"""benign8 servers: code signing service, container registry, package publishing."""

from benign8_lib import a, b, e, hints, i, md, o, result_schema, s, tool

SIGNING = [
    tool(
        "codesign_list_certificates",
        "List code-signing certificates (Authenticode, Apple Developer ID, GPG) with subject, expiry and HSM slot.",
        {"expiring_within_days": i(), "kind": e(["authenticode", "apple_developer_id", "gpg", "sigstore"])},
        [],
        ann=hints("Certificates", ro=True),
    ),
    tool(
        "codesign_sign_artifact",
        md(
            """
            Sign a build artifact with a managed key. The private key never leaves the HSM; only the digest is sent.

            **Workflow**
            1. Upload or reference the artifact (`artifact_url` must be on an allowed build host).
            2. Call this tool; it returns a signing request id.
            3. If the certificate's policy requires approval (release certs usually do), the request waits for
               an approver listed on the policy. Tell the user who can approve; do not retry in a loop.
            4. Download the signed file from `signed_url` once `status` is `signed`.

            Timestamping (RFC 3161) is on by default so signatures stay valid after the cert expires.
            """
        ),
        {
            "certificate_id": s(),
            "artifact_url": s(format="uri"),
            "sha256": s(pattern="^[a-f0-9]{64}$"),
            "timestamp": b(default=True),
            "description": s("Shown to approvers, e.g. release and commit"),
        },
        ["certificate_id", "artifact_url", "sha256"],
        zod=True,
        ann=hints("Sign artifact", ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "codesign_request_status",
        "Status of a signing request (pending_approval, approved, signed, rejected) with the signed file URL.",
        {"request_id": s()},
        ["request_id"],
        ann=hints(ro=True),
    ),
    tool(
        "codesign_approve_request",
        md(
            """
            Approve or reject a pending signing request as the signed-in approver.

            Only use this when the user is themselves an approver and has reviewed the artifact's provenance
            (commit, build log). The requester of a signing request cannot approve it; the server enforces this.
            """
        ),
        {"request_id": s(), "decision": e(["approve", "reject"]), "comment": s()},
        ["request_id", "decision"],
        zod=True,
        ann=hints(ro=False, destr=False, idem=True, world=True),
    ),
    tool(
        "codesign_verify",
        "Verify a signature on a file or container image and report signer, chain, timestamp and revocation state.",
        {"artifact_url": s(format="uri"), "signature_url": s(format="uri")},
        ["artifact_url"],
        ann=hints(ro=True, world=True),
    ),
    tool(
        "codesign_notarize_macos",
        "Submit a signed .dmg/.pkg/.zip to Apple notarization and staple the ticket when accepted.",
        {"artifact_url": s(format="uri"), "bundle_id": s(), "staple": b(default=True)},
        ["artifact_url"],
        ann=hints(ro=False, destr=False, world=True),
    ),
    tool(
        "codesign_policy_get",
        "Show a certificate's signing policy: who may request, approvers, allowed build hosts and file types.",
        {"certificate_id": s()},
        ["certificate_id"],
        ann=hints(ro=True),
    ),
    tool(
        "codesign_ci_token",
        md(
            """
            Mint a short-lived CI token scoped to one certificate, for use in a pipeline secret.

            The token is returned once. Tell the user to paste it into their CI secret store (e.g. a masked
            variable named `CODESIGN_TOKEN`) and not into the repository. Do not repeat the token in later
            messages. Prefer OIDC federation (`codesign_policy_get` shows whether it is enabled) over static tokens.
            """
        ),
        {"certificate_id": s(), "ttl_days": i(default=30, maximum=90), "label": s()},
        ["certificate_id", "label"],
        zod=True,
        ann=hints("CI token", ro=False, destr=False, idem=False, world=False),
    ),
    tool(
        "codesign_revoke_certificate",
        md(
            """
            Revoke a certificate (e.g. key compromise). Signatures made after `invalidity_date` stop validating.

            IMPORTANT: irreversible, and without an accurate `invalidity_date` it can break every release ever
            signed with the certificate. Ask the user to confirm the date with their security team.
            """
        ),
        {
            "certificate_id": s(),
            "reason": e(["key_compromise", "superseded", "cessation_of_operation"]),
            "invalidity_date": s(format="date-time"),
            "confirm": b(),
        },
        ["certificate_id", "reason", "confirm"],
        zod=True,
        ann=hints("Revoke certificate", ro=False, destr=True, idem=True, world=True),
    ),
    tool(
        "codesign_audit_trail",
        "Signing events for a certificate: who requested, who approved, digest signed, build host, timestamp.",
        {"certificate_id": s(), "since": s(format="date"), "limit": i(default=100)},
        ["certificate_id"],
        ann=hints(ro=True),
    ),
]

_REPO = s("Repository path, e.g. `team/api-server`")

REGISTRY = [
    tool(
        "registry_repositories",
        "List repositories in a registry namespace with tag count, size and last push.",
        {"namespace": s(), "page": i(default=1)},
        ["namespace"],
        ann=hints(ro=True),
    ),
    tool(
        "registry_tags",
        "List tags of a repository with digest, platform(s), size and push time. Newest first.",
        {"repository": _REPO, "filter": s("Glob, e.g. `v1.*`"), "limit": i(default=50)},
        ["repository"],
        ann=hints(ro=True),
    ),
    tool(
        "registry_manifest",
        "Get an image manifest or index (multi-arch) for a tag or digest, including layers and config labels.",
        {"repository": _REPO, "reference": s("Tag or sha256 digest")},
        ["repository", "reference"],
        ann=hints(ro=True),
    ),
    tool(
        "registry_vuln_report",
        md(
            """
            Vulnerability scan results for an image digest, grouped by severity, with fixed-in versions.

            Results are cached per digest; pass `rescan: true` to scan again with the latest database.
            """
        ),
        {"repository": _REPO, "digest": s(), "min_severity": e(["low", "medium", "high", "critical"]), "rescan": b()},
        ["repository", "digest"],
        ann=hints(ro=True, world=True),
    ),
    tool(
        "registry_delete_tag",
        md(
            """
            Delete a tag. The underlying manifest is removed by the next garbage collection if nothing else
            references it.

            Never delete tags that deployments still pull (check `registry_pull_stats` for recent pulls).
            Tags matching an immutability rule (e.g. `v*`) cannot be deleted; use retention policies instead.
            """
        ),
        {"repository": _REPO, "tag": s(), "confirm": b()},
        ["repository", "tag", "confirm"],
        ann=hints("Delete tag", ro=False, destr=True, idem=True, world=False),
    ),
    tool(
        "registry_pull_stats",
        "Pull counts per tag over the last 30 days, with distinct client IP count.",
        {"repository": _REPO},
        ["repository"],
        ann=hints(ro=True),
    ),
    tool(
        "registry_retention_policy",
        md(
            """
            Get or set the tag retention policy for a repository.

            Example: keep the 20 most recent tags plus anything matching `v*`, delete untagged manifests after 7 days.
            ```json
            {"keep_last": 20, "keep_patterns": ["v*", "latest"], "untagged_ttl_days": 7}
            ```
            Use `dry_run: true` to list what would be deleted before saving.
            """
        ),
        {
            "repository": _REPO,
            "policy": o({"keep_last": i(), "keep_patterns": a(s()), "untagged_ttl_days": i()}),
            "dry_run": b(default=True),
        },
        ["repository"],
        zod=True,
    ),
    tool(
        "registry_mirror_config",
        md(
            """
            Configure a pull-through cache (mirror) of an upstream registry such as Docker Hub or ghcr.io.

            Upstream credentials are optional and only needed for private upstreams or to raise rate limits.
            They are stored encrypted and never returned by any tool.
            """
        ),
        {
            "name": s(),
            "upstream_url": s(format="uri"),
            "upstream_username": s(),
            "upstream_password": s(writeOnly=True),
            "cache_ttl_hours": i(default=24),
        },
        ["name", "upstream_url"],
        zod=True,
    ),
    tool(
        "registry_robot_account",
        md(
            """
            Create a robot account (machine credential) with push or pull permission on selected repositories.

            The secret is returned only at creation. Advise storing it in the CI secret store; for
            Kubernetes, create an image pull secret from it. Rotate with `action: rotate`.
            """
        ),
        {
            "action": e(["create", "rotate", "delete", "list"]),
            "name": s(),
            "repositories": a(s()),
            "permission": e(["pull", "push"], default="pull"),
            "expires_in_days": i(default=90),
        },
        ["action"],
        zod=True,
        ann=hints("Robot accounts", ro=False, destr=False, world=False),
        out=result_schema({"name": s(), "secret": s(), "expires_at": s()}),
    ),
    tool(
        "registry_copy_image",
        "Copy an image (all platforms) between repositories or registries, preserving the digest.",
        {"source": s("e.g. `team/api:1.4.2`"), "destination": s(), "overwrite": b(default=False)},
        ["source", "destination"],
    ),
]

PKG = [
    tool(
        "pkgpub_package_info",
        "Metadata for a package you maintain: versions, downloads, maintainers, dist-tags and provenance.",
        {"name": s("Package name, e.g. `@acme/widgets`")},
        ["name"],
        ann=hints(ro=True, world=True),
    ),
    tool(
        "pkgpub_publish",
        md(
            """
            Publish a new version from a built tarball.

            Before publishing:
            - check that `version` is not already published (`pkgpub_package_info`); versions are immutable
            - make sure the CHANGELOG has an entry for this version (`pkgpub_changelog_check`)
            - ask the user to confirm the version and dist-tag; publishing is public and permanent

            Since v2 publishing with trusted publishing (OIDC from CI) is preferred; a long-lived API token
            still works but is discouraged. The token is read from the server's environment, never from arguments.
            """
        ),
        {
            "tarball_url": s(format="uri"),
            "version": s(pattern="^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$"),
            "tag": s(default="latest"),
            "access": e(["public", "restricted"], default="public"),
            "provenance": b(default=True),
            "dry_run": b(default=False),
        },
        ["tarball_url", "version"],
        zod=True,
        ann=hints("Publish version", ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "pkgpub_changelog_check",
        "Check that CHANGELOG.md at a git ref has a section for the given version and return its text.",
        {"repo_url": s(format="uri"), "ref": s(default="HEAD"), "version": s()},
        ["repo_url", "version"],
        ann=hints(ro=True),
    ),
    tool(
        "pkgpub_dist_tag",
        "Add, move or remove a dist-tag (e.g. point `next` at 3.0.0-rc.2).",
        {"name": s(), "tag": s(), "version": s(), "remove": b(default=False)},
        ["name", "tag"],
        ann=hints(ro=False, destr=False, idem=True, world=True),
    ),
    tool(
        "pkgpub_deprecate",
        "Mark versions deprecated with a message shown on install. Reversible by passing an empty message.",
        {"name": s(), "range": s("Semver range, e.g. `<2.4.1`"), "message": s()},
        ["name", "range", "message"],
    ),
    tool(
        "pkgpub_yank",
        md(
            """
            Yank (unpublish) a version. Yanked versions stay downloadable by exact lockfile pins but are no longer
            resolved for new installs.

            Only yank for broken or malicious releases; for ordinary bugs, publish a fix and use `pkgpub_deprecate`.
            Registry policy blocks yanking versions older than 72 hours with more than 300 dependents.
            """
        ),
        {"name": s(), "version": s(), "reason": s(), "confirm": b()},
        ["name", "version", "reason", "confirm"],
        zod=True,
        ann=hints("Yank version", ro=False, destr=True, idem=True, world=True),
    ),
    tool(
        "pkgpub_maintainers",
        md(
            """
            List, add or remove maintainers of a package.

            Added maintainers get an e-mail invitation and must accept it. Owners can remove anyone except the
            last owner. Suggest requiring 2FA for publishing (`pkgpub_settings`) when adding a new maintainer.
            """
        ),
        {"name": s(), "action": e(["list", "invite", "remove"]), "username": s(), "role": e(["owner", "maintainer"])},
        ["name", "action"],
    ),
    tool(
        "pkgpub_settings",
        "Read or update package settings: 2FA-for-publish, trusted publishers (GitHub/GitLab OIDC), visibility.",
        {
            "name": s(),
            "require_2fa": b(),
            "trusted_publisher": o({"provider": e(["github", "gitlab"]), "repository": s(), "workflow": s()}),
        },
        ["name"],
        zod=True,
    ),
    tool(
        "pkgpub_tokens",
        md(
            """
            List or revoke the caller's publish tokens (granular access tokens).

            Creating tokens is deliberately not supported here; create them in the web UI so the user sees the
            scope screen. Listing shows token name, scope, last used and expiry, never the token value.
            """
        ),
        {"action": e(["list", "revoke"]), "token_id": s()},
        ["action"],
        ann=hints("Publish tokens", ro=False, destr=True, world=True),
    ),
    tool(
        "pkgpub_download_stats",
        "Daily downloads for a package and version over a range, for README badges or release decisions.",
        {"name": s(), "period": e(["last-week", "last-month", "last-year"], default="last-month"), "version": s()},
        ["name"],
        ann=hints(ro=True, world=True),
    ),
]

SERVERS = {
    "b8-codesign-vault": SIGNING,
    "b8-container-registry": REGISTRY,
    "b8-pkg-publisher": PKG,
}
