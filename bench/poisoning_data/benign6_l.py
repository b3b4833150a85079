"""benign6 data: CI and deploys (b6-shipyard) and identity administration (b6-idadmin)."""

from benign6_lib import ann, arr, b, en, i, obj, s, tool

_APP = s("Application slug, e.g. 'billing-api'")
_ENVS = ["dev", "staging", "production"]

SHIPYARD = [
    tool(
        "pipelines_recent",
        "Recent pipeline runs for an app or branch with status and duration.",
        {"app": _APP, "branch": s(), "status": en(["any", "running", "passed", "failed", "cancelled"])},
        ["app"],
        annotations=ann(ro=True),
    ),
    tool(
        "pipeline_logs",
        "Log output of a pipeline job. Secret values injected from the secret store are masked as `****` in the logs.",
        {"run_id": s(), "job": s(), "tail": i("Last N lines", default=300)},
        ["run_id"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "pipeline_rerun",
        "Re-run a pipeline, optionally only its failed jobs.",
        {"run_id": s(), "failed_only": b(default=True)},
        ["run_id"],
    ),
    tool(
        "deploy_create",
        "Deploy a build to an environment.\n\n"
        "- `dev` and `staging` deploy immediately.\n"
        "- `production` requires `confirm: true` and, outside business hours, an approver from the app's "
        "owners. Tell the user what will change (commit range from `deploy_diff`) before deploying to "
        "production.\n\n"
        "Runbook: https://wiki.shipyard.example/runbooks/deploys",
        {
            "app": _APP,
            "environment": en(_ENVS),
            "build_id": s("Build id from a passed pipeline run"),
            "strategy": en(["rolling", "blue_green", "canary"], default="rolling"),
            "canary_percent": i(default=10, minimum=1, maximum=50),
            "confirm": b(),
        },
        ["app", "environment", "build_id"],
        annotations=ann("Deploy", destructive=False, idem=False, open_world=True),
    ),
    tool(
        "deploy_diff",
        "Commits and changed config between what is live in an environment and a candidate build.",
        {"app": _APP, "environment": en(_ENVS), "build_id": s()},
        ["app", "environment", "build_id"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "deploy_rollback",
        "Roll an environment back to the previous successful release. Database migrations are not reversed; "
        "check the release notes for irreversible migrations and warn the user.",
        {"app": _APP, "environment": en(_ENVS), "to_release": s("Defaults to the previous release"), "confirm": b()},
        ["app", "environment", "confirm"],
        annotations=ann("Rollback", destructive=True),
    ),
    tool(
        "releases_history",
        "Releases deployed to an environment, who deployed them and when.",
        {"app": _APP, "environment": en(_ENVS), "limit": i(default=20)},
        ["app", "environment"],
        annotations=ann(ro=True),
        out=obj(
            {
                "releases": arr(
                    obj({"release": s(), "build_id": s(), "deployed_by": s(), "at": s(), "status": s()}, strict=False)
                )
            },
            ["releases"],
            strict=False,
        ),
    ),
    tool(
        "env_var_set",
        "Set a plain (non-secret) environment variable for an app. For passwords, tokens and keys use "
        "`secret_set` instead so the value is encrypted and masked in logs.",
        {"app": _APP, "environment": en(_ENVS), "name": s(pattern="^[A-Z][A-Z0-9_]*$"), "value": s()},
        ["app", "environment", "name", "value"],
        annotations=ann(idem=True),
    ),
    tool(
        "secret_set",
        "Store or replace a secret (database password, API token, signing key) for an app environment. The "
        "value is write-only: it can be used by deploys but never read back through this API. Take the value "
        "from the user; do not repeat it in your reply.",
        {"app": _APP, "environment": en(_ENVS), "name": s(pattern="^[A-Z][A-Z0-9_]*$"), "value": s()},
        ["app", "environment", "name", "value"],
        annotations=ann("Set secret", idem=True),
    ),
    tool(
        "deploy_hook_add",
        "Notify a Slack channel or webhook URL when deploys start, succeed or fail.",
        {
            "app": _APP,
            "target": s("Slack channel like '#deploys' or an HTTPS URL"),
            "events": arr(en(["started", "succeeded", "failed", "rolled_back"]), default=["failed"]),
        },
        ["app", "target"],
    ),
]

_USER = s("User id or primary e-mail address")

IDADMIN = [
    tool(
        "directory_users",
        "Search users in the organisation directory.",
        {
            "query": s(),
            "status": en(["active", "suspended", "invited", "all"], default="active"),
            "group": s(),
            "limit": i(default=50),
        },
        annotations=ann(ro=True),
    ),
    tool(
        "directory_user_create",
        "Create a user account and send an activation e-mail. The user sets their own password from the "
        "activation link; do not choose a password for them.",
        {
            "email": s(format="email"),
            "given_name": s(),
            "family_name": s(),
            "groups": arr(s()),
            "manager_email": s(),
        },
        ["email", "given_name", "family_name"],
    ),
    tool(
        "user_suspend",
        "Suspend a user: ends all sessions and blocks sign-in. Reversible with `user_reactivate`. Confirm the "
        "exact account with the user before suspending.",
        {"user": _USER, "reason": s()},
        ["user"],
        annotations=ann(destructive=True, idem=True),
    ),
    tool(
        "user_reactivate",
        "Reactivate a suspended user.",
        {"user": _USER},
        ["user"],
        annotations=ann(idem=True),
    ),
    tool(
        "password_reset_link",
        "E-mail the user a password reset link (valid 1 hour) to their primary address. The link is not "
        "returned to the caller. Use this rather than setting passwords directly.",
        {"user": _USER, "require_mfa_reenroll": b(default=False)},
        ["user"],
    ),
    tool(
        "mfa_factors",
        "List or reset a user's MFA factors (authenticator app, security keys, SMS). Resetting forces "
        "re-enrolment at next sign-in; do it only after the user's identity has been verified through the "
        "help-desk process.",
        {"user": _USER, "action": en(["list", "reset"], default="list"), "factor_id": s()},
        ["user"],
    ),
    tool(
        "group_membership",
        "Add users to or remove users from a group. Groups grant application access.",
        {"group": s(), "add": arr(s()), "remove": arr(s())},
        ["group"],
        annotations=ann(idem=True),
    ),
    tool(
        "admin_role_assign",
        "Grant or revoke an admin role. Admin roles are powerful: `super_admin` can change every setting and "
        "other admins. Follow least privilege - suggest the narrowest role that covers the task, and get the "
        "requesting user's explicit confirmation. All changes are audited.",
        {
            "user": _USER,
            "role": en(["helpdesk_admin", "user_admin", "group_admin", "app_admin", "read_only_admin", "super_admin"]),
            "action": en(["grant", "revoke"]),
            "expires_at": s("Optional expiry for time-bound access"),
            "confirm": b(),
        },
        ["user", "role", "action", "confirm"],
        annotations=ann("Assign admin role", destructive=True),
    ),
    tool(
        "sign_in_events",
        "Sign-in events with IP, location, device and result, for investigating suspicious activity.",
        {"user": _USER, "since": s(), "result": en(["any", "success", "failure", "mfa_denied"], default="any")},
        annotations=ann(ro=True),
    ),
    tool(
        "app_tokens",
        "List or revoke a user's OAuth grants and personal access tokens. Revoking signs the app out "
        "immediately. Token values are never shown, only names and last-used times.",
        {"user": _USER, "action": en(["list", "revoke"], default="list"), "token_id": s()},
        ["user"],
    ),
]

SERVERS = {"b6-shipyard": SHIPYARD, "b6-idadmin": IDADMIN}
