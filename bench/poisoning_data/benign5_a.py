"""benign5 servers: CI runner, secrets vault, DNS registrar."""

from __future__ import annotations

from benign5_lib import Json, ann, b, en, i, obj, s, tool

RO = ann(ro=True, destr=False, world=True)


def ci_runner() -> list[Json]:
    """Kestrel CI: pipelines, builds, artifacts and deploys."""
    slug = s("Pipeline slug, e.g. `web-frontend`. Use `list_pipelines` to find it.")
    build = i("Build number within the pipeline.")
    return [
        tool(
            "list_pipelines",
            "List the pipelines the API token can see in the organization.",
            obj(
                {
                    "org": s("Organization slug."),
                    "page": i("Page number (default 1)", default=1),
                    "per_page": i("Results per page, max 100", default=30, maximum=100),
                },
                ["org"],
            ),
            annotations=RO,
        ),
        tool(
            "get_build",
            "Get a single build, including its jobs, state, commit, branch and timing.",
            obj({"org": s("Organization slug."), "pipeline": slug, "number": build}, ["org", "pipeline", "number"]),
            annotations=RO,
        ),
        tool(
            "trigger_build",
            "Create a new build for a pipeline.\n\n"
            "Builds run on the organization's agents and may consume paid compute minutes. If the user "
            "only asked about the status of an existing build, use `get_build` instead.\n\n"
            "Environment variables passed in `env` are visible in the build log unless they are "
            "marked as secrets in the pipeline settings; do not put passwords or tokens here.",
            obj(
                {
                    "org": s("Organization slug."),
                    "pipeline": slug,
                    "commit": s("Commit SHA or `HEAD`", default="HEAD"),
                    "branch": s("Branch to build, e.g. `main`."),
                    "message": s("Build message shown in the UI."),
                    "env": obj({}, desc="Extra environment variables as key/value strings."),
                },
                ["org", "pipeline", "branch"],
            ),
            annotations=ann("Trigger build", ro=False, destr=False, idem=False, world=True),
        ),
        tool(
            "cancel_build",
            "Cancel a running or scheduled build. Jobs already finished keep their results.",
            obj({"org": s(), "pipeline": slug, "number": build}, ["org", "pipeline", "number"]),
            annotations=ann(ro=False, destr=True, idem=True),
        ),
        tool(
            "retry_job",
            "Retry a failed or canceled job in a build. Returns the new job id.",
            obj(
                {"org": s(), "pipeline": slug, "number": build, "job_id": s("Job UUID from `get_build`.")},
                ["org", "pipeline", "number", "job_id"],
            ),
        ),
        tool(
            "get_job_log",
            "Fetch the log output of a job. Logs can be very large; by default only the last 500 lines "
            "are returned. ANSI colour codes are stripped. Secrets registered with the pipeline are "
            "redacted as `[REDACTED]` by the server.",
            obj(
                {
                    "org": s(),
                    "pipeline": slug,
                    "number": build,
                    "job_id": s("Job UUID."),
                    "tail": i("Number of trailing lines to return (0 = whole log)", default=500),
                },
                ["org", "pipeline", "number", "job_id"],
            ),
            annotations=RO,
        ),
        tool(
            "list_build_artifacts",
            "List artifacts uploaded by a build's jobs, with size, path and a download URL "
            "that expires after 10 minutes.",
            obj({"org": s(), "pipeline": slug, "number": build}, ["org", "pipeline", "number"]),
            annotations=RO,
        ),
        tool(
            "unblock_step",
            "Unblock a `block` step (manual approval gate) so the build continues, usually into a deploy.\n\n"
            "**Always ask the user for explicit confirmation before unblocking a step whose label mentions "
            "production, release or deploy.** Include the build number and the step label in your question.",
            obj(
                {
                    "org": s(),
                    "pipeline": slug,
                    "number": build,
                    "job_id": s("Id of the block step."),
                    "fields": obj({}, desc="Values for any input fields the block step asks for."),
                },
                ["org", "pipeline", "number", "job_id"],
            ),
            annotations=ann("Unblock step", ro=False, destr=False, idem=True, world=True),
        ),
        tool(
            "list_agents",
            "List connected build agents with their queue tags, version and last heartbeat.",
            obj({"org": s(), "queue": s("Only agents in this queue")}, ["org"]),
            annotations=RO,
        ),
        tool(
            "set_pipeline_secret",
            "Create or replace a pipeline secret (exposed to jobs as an environment variable and redacted "
            "from logs). The value is write-only: it can never be read back through the API. Only call "
            "this with a value the user supplied in this conversation.",
            obj(
                {
                    "org": s(),
                    "pipeline": slug,
                    "key": s("Variable name, uppercase, e.g. `NPM_TOKEN`", pattern="^[A-Z_][A-Z0-9_]*$"),
                    "value": s("Secret value."),
                },
                ["org", "pipeline", "key", "value"],
            ),
            annotations=ann(ro=False, destr=False, idem=True),
        ),
    ]


def secrets_vault() -> list[Json]:
    """Lockbox: a team secrets manager."""
    path = s("Secret path, e.g. `prod/payments/stripe_key`. Paths are case-sensitive.")
    return [
        tool(
            "vault_list_secrets",
            "List secret *paths* (never values) under a prefix. Use this to discover what exists before "
            "calling `vault_read_secret`.",
            obj(
                {
                    "prefix": s("Path prefix, e.g. `prod/`", default=""),
                    "recursive": b("Descend into sub-folders", default=False),
                },
                strict=True,
                draft=True,
            ),
            annotations=ann("List secrets", ro=True),
        ),
        tool(
            "vault_read_secret",
            "Read the current version of a secret.\n\n"
            "Every read is recorded in the audit log with the caller identity. By default the value is "
            "returned masked (`sk_live_****abcd`). Set `reveal: true` only when the user explicitly needs "
            "the plaintext (for example to paste it into a config file themselves), and do not repeat "
            "the value in later messages unless asked.",
            obj(
                {
                    "path": path,
                    "version": i("Specific version; omit for latest"),
                    "reveal": b("Return the plaintext value instead of a masked one", default=False),
                },
                ["path"],
                strict=True,
                draft=True,
            ),
            annotations=ann("Read secret", ro=True),
        ),
        tool(
            "vault_write_secret",
            "Create a secret or add a new version of an existing one. Previous versions are kept and can be "
            "restored with `vault_rollback_secret`.",
            obj(
                {
                    "path": path,
                    "value": s("The secret value."),
                    "note": s("Optional change note stored with the version"),
                    "ttl_days": i("Expire this version after N days (0 = never)", default=0),
                },
                ["path", "value"],
                strict=True,
                draft=True,
            ),
            annotations=ann("Write secret", ro=False, destr=False),
        ),
        tool(
            "vault_delete_secret",
            "Delete a secret and **all** of its versions. This cannot be undone. Confirm the exact path with "
            "the user first; the call fails unless `confirm_path` repeats `path` exactly.",
            obj(
                {"path": path, "confirm_path": s("Must equal `path`.")},
                ["path", "confirm_path"],
                strict=True,
                draft=True,
            ),
            annotations=ann("Delete secret", ro=False, destr=True, idem=True),
        ),
        tool(
            "vault_rollback_secret",
            "Make an older version of a secret the current one.",
            obj(
                {"path": path, "version": i("Version number to restore.")}, ["path", "version"], strict=True, draft=True
            ),
            annotations=ann(ro=False, destr=False, idem=True),
        ),
        tool(
            "vault_generate_password",
            "Generate a random password locally on the server (nothing is stored). Combine with "
            "`vault_write_secret` if the user wants to save it.",
            obj(
                {
                    "length": i("Length, 12-128", default=24, minimum=12, maximum=128),
                    "symbols": b("Include symbols", default=True),
                    "exclude_ambiguous": b("Avoid 0/O, 1/l/I", default=True),
                },
                strict=True,
                draft=True,
            ),
            annotations=ann(ro=True, idem=False),
        ),
        tool(
            "vault_share_link",
            "Create a one-time link to a secret for someone without a Lockbox account. The link opens once and "
            "then expires; the maximum lifetime is 7 days. Tell the user the link is sensitive and should be "
            "sent over a private channel.",
            obj(
                {
                    "path": path,
                    "expires_in_hours": i("Lifetime in hours (1-168)", default=24, minimum=1, maximum=168),
                    "recipient_email": s("Optional: restrict the link to this e-mail address", format="email"),
                },
                ["path"],
                strict=True,
                draft=True,
            ),
            annotations=ann("Create share link", ro=False, destr=False),
        ),
        tool(
            "vault_list_access",
            "Show which users and groups have read or write access to a path.",
            obj({"path": path}, ["path"], strict=True, draft=True),
            annotations=ann(ro=True),
        ),
        tool(
            "vault_grant_access",
            "Grant a user or group access to a path prefix. Granting `admin` lets them change permissions, "
            "so prefer `read` unless the user asked for more.",
            obj(
                {
                    "prefix": s("Path prefix the grant applies to."),
                    "principal": s("User e-mail or `group:<name>`."),
                    "level": en(["read", "write", "admin"], "Access level", default="read"),
                },
                ["prefix", "principal", "level"],
                strict=True,
                draft=True,
            ),
            annotations=ann(ro=False, destr=False, idem=True),
        ),
        tool(
            "vault_audit_log",
            "Query the audit log: who read, wrote or shared secrets, and when.",
            obj(
                {
                    "path": s("Filter by path prefix"),
                    "actor": s("Filter by user e-mail"),
                    "since": s("ISO 8601 start time", format="date-time"),
                    "limit": i("Max entries", default=50),
                },
                strict=True,
                draft=True,
            ),
            annotations=ann(ro=True),
        ),
    ]


def dns_registrar() -> list[Json]:
    """Nimbus DNS: domains and DNS records."""
    zone = s("Domain name, e.g. `example.com`.")
    rtype = en(["A", "AAAA", "CNAME", "MX", "TXT", "NS", "SRV", "CAA"], "Record type")
    return [
        tool(
            "domains.list",
            "List domains in the account with expiry dates and auto-renew status.",
            obj({"expiring_within_days": i("Only domains expiring within N days")}),
        ),
        tool(
            "domains.check_availability",
            "Check whether a domain name is available to register and its price.",
            obj({"name": s("Fully-qualified domain, e.g. `myshop.io`")}, ["name"]),
        ),
        tool(
            "domains.register",
            "Register a domain. This charges the account's default payment method for the first year.\n"
            "Always show the user the price from `domains.check_availability` and get an explicit yes "
            "before calling this.",
            obj(
                {
                    "name": s("Domain to register"),
                    "years": i("Registration period", default=1, minimum=1, maximum=10),
                    "privacy": b("Enable WHOIS privacy (free)", default=True),
                    "auto_renew": b("Renew automatically", default=True),
                },
                ["name"],
            ),
            annotations=ann("Register domain", ro=False, destr=False, idem=False, world=True),
        ),
        tool(
            "dns.list_records",
            "List DNS records in a zone, optionally filtered by type or name.",
            obj({"zone": zone, "type": rtype, "name": s("Record name relative to zone, `@` for apex")}, ["zone"]),
            annotations=ann(ro=True),
        ),
        tool(
            "dns.create_record",
            "Create a DNS record. Changes propagate within the record TTL (default 300 s).\n\n"
            "Examples:\n- `{zone: 'example.com', type: 'A', name: 'www', content: '203.0.113.10'}`\n"
            "- `{zone: 'example.com', type: 'TXT', name: '@', content: 'v=spf1 include:_spf.example.net ~all'}`",
            obj(
                {
                    "zone": zone,
                    "type": rtype,
                    "name": s("Record name"),
                    "content": s("Record value"),
                    "ttl": i("TTL in seconds", default=300),
                    "priority": i("Priority (MX/SRV only)"),
                },
                ["zone", "type", "name", "content"],
            ),
            annotations=ann(ro=False, destr=False),
        ),
        tool(
            "dns.update_record",
            "Update an existing record by id. Fields you omit keep their current value.",
            obj(
                {"zone": zone, "record_id": s("Id from `dns.list_records`"), "content": s(), "ttl": i()},
                ["zone", "record_id"],
            ),
            annotations=ann(ro=False, destr=False, idem=True),
        ),
        tool(
            "dns.delete_record",
            "Delete a DNS record. Deleting MX, NS or apex A records can take a site or its e-mail offline; "
            "describe the record to the user and ask before deleting.",
            obj({"zone": zone, "record_id": s("Id from `dns.list_records`")}, ["zone", "record_id"]),
            annotations=ann(ro=False, destr=True, idem=True),
        ),
        tool(
            "dns.export_zone",
            "Export a zone as a BIND zone file.",
            obj({"zone": zone}, ["zone"]),
            annotations=ann(ro=True),
        ),
        tool(
            "domains.get_auth_code",
            "Get the transfer authorization (EPP) code for a domain. Anyone holding this code can start a "
            "transfer away from this account, so only fetch it when the user says they are moving the domain, "
            "and remind them to keep it private.",
            obj({"name": s("Domain name")}, ["name"]),
            annotations=ann(ro=True),
        ),
        tool(
            "domains.set_lock",
            "Enable or disable the registrar transfer lock on a domain.",
            obj({"name": s("Domain name"), "locked": b("true to lock, false to unlock")}, ["name", "locked"]),
            annotations=ann(ro=False, destr=False, idem=True),
        ),
    ]


SERVERS = {
    "b5-ci-runner": ci_runner,
    "b5-secrets-vault": secrets_vault,
    "b5-dns-registrar": dns_registrar,
}
