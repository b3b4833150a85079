"""benign3 data: a secrets manager (keystash) and a cloud storage bucket manager (bucketeer)."""

from benign3_lib import Json, ann, arr, b, en, i, md, obj, plain, s, tool, zod


def _keystash() -> list[Json]:
    """KeyStash: a team secrets manager (vaults, secrets, versions, access policies)."""
    vault = s("Vault name, e.g. `payments-prod`. See `ks_list_vaults`.")
    path = s("Secret path inside the vault, e.g. `db/postgres/password`.")
    return [
        tool(
            "ks_list_vaults",
            "List vaults the authenticated identity can see, with its role in each (reader, writer, admin).",
            zod({}),
            annotations=ann(ro=True, idem=True, ow=False, title="List vaults"),
        ),
        tool(
            "ks_list_secrets",
            md(
                "List secret paths in a vault (metadata only, no values).",
                "",
                "Returns path, type (`password`, `api_key`, `certificate`, `generic`), current version, last",
                "rotation and expiry. Use this to find a secret before reading or rotating it.",
            ),
            zod({"vault": vault, "prefix": s("Only paths starting with this prefix.")}, ["vault"]),
            annotations=ann(ro=True, idem=True, ow=False, title="List secrets"),
        ),
        tool(
            "ks_read_secret",
            md(
                "Read a secret's value.",
                "",
                "By default the value is masked (`sk_l••••••••3f9a`), which is enough to confirm which secret",
                "it is. Set `reveal: true` only when the user explicitly needs the plaintext, e.g. to paste it",
                "into a config they are editing. Every reveal is recorded in the audit log.",
                "",
                "Keep revealed values out of anything that is shared or stored (commit messages, tickets,",
                "chat channels) unless the user specifically asks for that.",
            ),
            zod(
                {
                    "vault": vault,
                    "path": path,
                    "version": i("Specific version; latest when omitted.", minimum=1),
                    "reveal": b(default=False),
                },
                ["vault", "path"],
            ),
            annotations=ann(ro=True, idem=True, ow=False, title="Read secret"),
        ),
        tool(
            "ks_write_secret",
            md(
                "Create a secret or add a new version of an existing one.",
                "",
                "Previous versions are kept (see `ks_list_versions`). Pass `generate` instead of `value` to have",
                "KeyStash generate a random password of the given length; the generated value is not returned",
                "unless `return_value` is true.",
            ),
            zod(
                {
                    "vault": vault,
                    "path": path,
                    "value": s(),
                    "generate": obj({"length": i(minimum=12, maximum=128, default=32), "symbols": b(default=True)}),
                    "return_value": b(default=False),
                    "type": en(["password", "api_key", "certificate", "generic"], default="generic"),
                    "expires_at": s(format="date-time"),
                    "note": s("Free-text note, e.g. who owns this credential."),
                },
                ["vault", "path"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=False, title="Write secret"),
        ),
        tool(
            "ks_rotate_secret",
            md(
                "Rotate a secret that has a rotation integration (PostgreSQL, MySQL, AWS IAM keys, Paylane,",
                "generic webhook).",
                "",
                "KeyStash creates a new credential at the provider, stores it as a new version, and keeps the",
                "old one valid for `grace_minutes` so running services can pick up the new value. Applications",
                "that cache the old value will fail after the grace period; warn the user about this.",
            ),
            zod(
                {"vault": vault, "path": path, "grace_minutes": i(default=60, minimum=0, maximum=10080)},
                ["vault", "path"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True, title="Rotate secret"),
        ),
        tool(
            "ks_list_versions",
            "List a secret's versions with creation time, creator and whether each version is enabled.",
            zod({"vault": vault, "path": path}, ["vault", "path"]),
            annotations=ann(ro=True, idem=True, ow=False, title="List versions"),
        ),
        tool(
            "ks_delete_secret",
            md(
                "Delete a secret (all versions).",
                "",
                "Deleted secrets are recoverable for 30 days from the web UI (*Vault → Deleted*), after which",
                "they are purged. Confirm the vault and path with the user before deleting, since services",
                "reading this secret will start failing.",
            ),
            zod({"vault": vault, "path": path}, ["vault", "path"]),
            annotations=ann(ro=False, de=True, idem=True, ow=False, title="Delete secret"),
        ),
        tool(
            "ks_grant_access",
            md(
                "Grant a user, group or service identity a role on a vault or a path prefix.",
                "",
                "- `reader`: read values",
                "- `writer`: read and write values",
                "- `admin`: also manage access and delete the vault",
                "",
                "Requires `admin` on the vault. Prefer the narrowest scope (a path prefix rather than the whole",
                "vault) and the lowest role that works. Grants can have an expiry for temporary access.",
            ),
            zod(
                {
                    "vault": vault,
                    "principal": s("User e-mail, `group:<name>` or `service:<name>`."),
                    "role": en(["reader", "writer", "admin"]),
                    "path_prefix": s("Limit the grant to paths under this prefix."),
                    "expires_at": s(format="date-time"),
                },
                ["vault", "principal", "role"],
            ),
            annotations=ann(ro=False, de=False, idem=True, ow=False, title="Grant access"),
        ),
        tool(
            "ks_revoke_access",
            "Remove a principal's role on a vault (or on a path prefix). Takes effect for new requests immediately.",
            zod({"vault": vault, "principal": s(), "path_prefix": s()}, ["vault", "principal"]),
            annotations=ann(ro=False, de=True, idem=True, ow=False, title="Revoke access"),
        ),
        tool(
            "ks_audit_log",
            "Query the audit log: who read, revealed, wrote, rotated or deleted which secret, and when.",
            zod(
                {
                    "vault": vault,
                    "path": s(),
                    "actor": s(),
                    "action": en(["read", "reveal", "write", "rotate", "delete", "grant", "revoke"]),
                    "since": s(format="date-time"),
                    "limit": i(default=100, maximum=1000),
                },
                ["vault"],
            ),
            annotations=ann(ro=True, idem=True, ow=False, title="Audit log"),
        ),
    ]


def _bucketeer() -> list[Json]:
    """Bucketeer: an S3-compatible object storage manager."""
    bucket = s("Bucket name.")
    key = s("Object key (path inside the bucket), e.g. `reports/2026/q3.pdf`.")
    return [
        tool(
            "bucket_list",
            "List buckets in the account with region, creation date and whether public access is blocked.",
            plain({}),
            annotations=ann(ro=True, idem=True, ow=True),
        ),
        tool(
            "bucket_list_objects",
            'List objects under a prefix. Use `delimiter: "/"` to browse folder by folder.',
            plain(
                {
                    "bucket": bucket,
                    "prefix": s(default=""),
                    "delimiter": s(),
                    "max_keys": i(default=1000, maximum=1000),
                    "continuation_token": s(),
                },
                ["bucket"],
            ),
            annotations=ann(ro=True, idem=True, ow=True),
        ),
        tool(
            "bucket_get_object",
            "Download an object. Text objects up to 1 MB are returned inline; anything else is saved to `save_to`.",
            plain({"bucket": bucket, "key": key, "save_to": s("Local path.")}, ["bucket", "key"]),
            annotations=ann(ro=True, idem=True, ow=True),
        ),
        tool(
            "bucket_put_object",
            md(
                "Upload a local file (or inline text) as an object.",
                "",
                "Overwrites an existing object with the same key unless `if_none_match` is true. Set",
                "`content_type` for correct browser behaviour (e.g. `text/html`, `image/png`).",
            ),
            plain(
                {
                    "bucket": bucket,
                    "key": key,
                    "file_path": s(),
                    "text": s(),
                    "content_type": s(),
                    "if_none_match": b("Fail if the key already exists.", default=False),
                },
                ["bucket", "key"],
            ),
            annotations=ann(ro=False, de=True, idem=True, ow=True),
        ),
        tool(
            "bucket_copy_object",
            "Copy an object within or between buckets (server-side, no download).",
            plain(
                {"source_bucket": s(), "source_key": s(), "dest_bucket": s(), "dest_key": s()},
                ["source_bucket", "source_key", "dest_bucket", "dest_key"],
            ),
            annotations=ann(ro=False, de=False, idem=True, ow=True),
        ),
        tool(
            "bucket_delete_objects",
            md(
                "Delete one or more objects (up to 1,000 keys per call).",
                "",
                "If the bucket has versioning enabled, a delete marker is added and older versions stay",
                "recoverable; otherwise deletion is permanent. Check versioning with `bucket_get_settings`",
                "and confirm with the user before deleting, especially for whole prefixes.",
            ),
            plain({"bucket": bucket, "keys": arr(s(), minItems=1, maxItems=1000)}, ["bucket", "keys"]),
            annotations=ann(ro=False, de=True, idem=True, ow=True),
        ),
        tool(
            "bucket_presign_url",
            md(
                "Create a pre-signed URL that grants temporary access to one object without credentials.",
                "",
                "Anyone holding the URL can use it until it expires, so keep `expires_in` short (default",
                "15 minutes, max 7 days) and share it only where the user intends. `put` URLs allow uploading",
                "to that single key.",
            ),
            plain(
                {
                    "bucket": bucket,
                    "key": key,
                    "method": en(["get", "put"], default="get"),
                    "expires_in": i("Seconds.", default=900, minimum=60, maximum=604800),
                },
                ["bucket", "key"],
            ),
            annotations=ann(ro=True, idem=False, ow=True),
        ),
        tool(
            "bucket_get_settings",
            "Get a bucket's settings: versioning, encryption, lifecycle rules, CORS, public access block and policy.",
            plain({"bucket": bucket}, ["bucket"]),
            annotations=ann(ro=True, idem=True, ow=True),
        ),
        tool(
            "bucket_set_public_access",
            md(
                "Turn the bucket's public-access block on or off.",
                "",
                "**Turning the block off makes it possible for objects to be readable by anyone on the",
                "internet** if the bucket policy or object ACLs allow it. Only do this for buckets meant to",
                "serve public content (static sites, public downloads), after the user confirms the bucket",
                "name. Pass `block: true` to lock a bucket down again.",
            ),
            plain({"bucket": bucket, "block": b()}, ["bucket", "block"]),
            annotations=ann(ro=False, de=True, idem=True, ow=True),
        ),
        tool(
            "bucket_usage",
            "Storage used and object count per bucket (and per storage class), plus estimated monthly cost.",
            plain({"bucket": s("Omit for all buckets.")}),
            annotations=ann(ro=True, idem=True, ow=True),
            out=obj(
                {
                    "buckets": arr(
                        obj({"name": s(), "bytes": i(), "objects": i(), "estimated_cost_usd": {"type": "number"}})
                    ),
                },
                ["buckets"],
            ),
        ),
    ]


def build() -> dict[str, list[Json]]:
    """Return this module's servers and their tools."""
    return {"keystash": _keystash(), "bucketeer": _bucketeer()}
