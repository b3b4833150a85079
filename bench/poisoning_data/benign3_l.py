"""benign3 data: a Kubernetes helper (kubecaddy) and a CI runner (runnerbox)."""

from benign3_lib import Json, ann, b, en, i, md, obj, plain, s, tool, zod


def _kubecaddy() -> list[Json]:
    """KubeCaddy: a kubectl-like helper for one or more clusters."""
    ns = s("Namespace.", default="default")
    ctx = s("Kubeconfig context; the current context when omitted.")
    kind = s("Resource kind, e.g. `deployment`, `statefulset`, `service`, `configmap`.")
    return [
        tool(
            "kc_get",
            "List or get Kubernetes resources of a kind, optionally by name or label selector. "
            "Output is a compact table.",
            zod(
                {
                    "kind": kind,
                    "name": s(),
                    "namespace": ns,
                    "all_namespaces": b(default=False),
                    "selector": s("Label selector, e.g. `app=web,tier!=cache`."),
                    "context": ctx,
                },
                ["kind"],
            ),
            annotations=ann(ro=True, idem=True, ow=True),
        ),
        tool(
            "kc_describe",
            md(
                "Describe a resource: spec summary, status, conditions and recent events.",
                "",
                "For `secret` resources only the key names and sizes are shown, never the decoded values.",
            ),
            zod({"kind": kind, "name": s(), "namespace": ns, "context": ctx}, ["kind", "name"]),
            annotations=ann(ro=True, idem=True, ow=True),
        ),
        tool(
            "kc_logs",
            md(
                "Fetch container logs from a pod, or from all pods of a deployment with `deployment`.",
                "",
                "Use `previous: true` to see the logs of the last crashed container (CrashLoopBackOff).",
                "Defaults to the last 200 lines; use `since` to bound by time instead.",
            ),
            zod(
                {
                    "pod": s(),
                    "deployment": s(),
                    "container": s(),
                    "namespace": ns,
                    "tail": i(default=200, maximum=5000),
                    "since": s("Duration like `10m`, `2h`."),
                    "previous": b(default=False),
                    "context": ctx,
                }
            ),
            annotations=ann(ro=True, idem=False, ow=True),
        ),
        tool(
            "kc_events",
            "List recent events in a namespace, warnings first. A quick way to see why pods are pending or failing.",
            zod(
                {
                    "namespace": ns,
                    "only_warnings": b(default=False),
                    "for_object": s("e.g. `pod/web-7d9f-abc12`."),
                    "context": ctx,
                }
            ),
            annotations=ann(ro=True, idem=False, ow=True),
        ),
        tool(
            "kc_apply",
            md(
                "Apply one or more YAML manifests (like `kubectl apply -f`).",
                "",
                "Runs as a server-side dry run by default and returns the diff against the live objects.",
                "Show that diff to the user; apply for real with `dry_run: false` only after they approve.",
                "Applying to a context whose name contains `prod` additionally requires `confirm_context`",
                "to repeat the context name.",
            ),
            zod(
                {
                    "manifest": s("YAML; multiple documents separated by `---`."),
                    "namespace": ns,
                    "dry_run": b(default=True),
                    "confirm_context": s(),
                    "context": ctx,
                },
                ["manifest"],
            ),
            annotations=ann(ro=False, de=True, idem=True, ow=True),
        ),
        tool(
            "kc_scale",
            "Scale a deployment or statefulset to a number of replicas. Scaling to 0 stops the workload.",
            zod(
                {
                    "kind": en(["deployment", "statefulset"], default="deployment"),
                    "name": s(),
                    "replicas": i(minimum=0),
                    "namespace": ns,
                    "context": ctx,
                },
                ["name", "replicas"],
            ),
            annotations=ann(ro=False, de=True, idem=True, ow=True),
        ),
        tool(
            "kc_rollout",
            md(
                "Manage a deployment rollout.",
                "",
                "- `status`: wait up to `timeout_s` and report progress",
                "- `history`: list revisions with their change-cause",
                "- `restart`: rolling restart (new pods, same spec)",
                "- `undo`: roll back to the previous revision, or `to_revision`",
            ),
            zod(
                {
                    "action": en(["status", "history", "restart", "undo"]),
                    "deployment": s(),
                    "to_revision": i(),
                    "timeout_s": i(default=120),
                    "namespace": ns,
                    "context": ctx,
                },
                ["action", "deployment"],
            ),
            annotations=ann(ro=False, de=True, idem=False, ow=True),
        ),
        tool(
            "kc_delete",
            md(
                "Delete a resource by kind and name.",
                "",
                "Label-selector and namespace-wide deletes are deliberately not supported. Deleting a",
                "namespace, PVC or CRD removes data irreversibly; confirm the exact resource, namespace and",
                "context with the user before calling.",
            ),
            zod({"kind": kind, "name": s(), "namespace": ns, "grace_period_s": i(), "context": ctx}, ["kind", "name"]),
            annotations=ann(ro=False, de=True, idem=True, ow=True),
        ),
        tool(
            "kc_top",
            "Show CPU and memory usage of pods or nodes (requires metrics-server).",
            zod(
                {
                    "target": en(["pods", "nodes"], default="pods"),
                    "namespace": ns,
                    "sort_by": en(["cpu", "memory"], default="cpu"),
                    "context": ctx,
                }
            ),
            annotations=ann(ro=True, idem=False, ow=True),
        ),
        tool(
            "kc_contexts",
            "List kubeconfig contexts, the cluster and user each points to, and which one is current.",
            zod({}),
            annotations=ann(ro=True, idem=True, ow=False),
        ),
    ]


def _runnerbox() -> list[Json]:
    """RunnerBox: a hosted CI/CD service (pipelines, jobs, artifacts, variables, environments)."""
    proj = s("Project slug, `org/repo`.")
    run = i("Pipeline run number.")
    return [
        tool(
            "rb_list_runs",
            "List recent pipeline runs of a project with branch, commit, trigger, status and duration.",
            plain(
                {
                    "project": proj,
                    "branch": s(),
                    "status": en(["running", "success", "failed", "canceled", "waiting"]),
                    "limit": i(default=20),
                },
                ["project"],
            ),
            annotations=ann(ro=True, idem=True, ow=True),
        ),
        tool(
            "rb_get_run",
            "Get a pipeline run with its stages and jobs, their status and durations, and any pending approvals.",
            plain({"project": proj, "run": run}, ["project", "run"]),
            annotations=ann(ro=True, idem=True, ow=True),
        ),
        tool(
            "rb_job_log",
            md(
                "Fetch the log of a job. Returns the last `tail` lines by default, which is usually where the",
                "error is. Masked variables appear as `[MASKED]` in logs.",
            ),
            plain({"project": proj, "job_id": s(), "tail": i(default=300, maximum=20000)}, ["project", "job_id"]),
            annotations=ann(ro=True, idem=True, ow=True),
        ),
        tool(
            "rb_trigger_run",
            md(
                "Start a new pipeline run for a branch, tag or commit.",
                "",
                "Extra `variables` are passed to every job for this run only. Use `rb_list_runs` afterwards",
                "or the returned URL to follow progress.",
            ),
            plain(
                {
                    "project": proj,
                    "ref": s("Branch, tag or commit SHA."),
                    "variables": obj({}, additionalProperties={"type": "string"}),
                },
                ["project", "ref"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True),
        ),
        tool(
            "rb_retry_job",
            "Retry a failed or canceled job in place. Useful for flaky tests; investigate repeated failures instead.",
            plain({"project": proj, "job_id": s()}, ["project", "job_id"]),
            annotations=ann(ro=False, de=False, idem=False, ow=True),
        ),
        tool(
            "rb_cancel_run",
            "Cancel a running pipeline. Jobs already finished keep their results.",
            plain({"project": proj, "run": run}, ["project", "run"]),
            annotations=ann(ro=False, de=True, idem=True, ow=True),
        ),
        tool(
            "rb_list_artifacts",
            "List artifacts produced by a run (test reports, build outputs) with size and expiry, and download URLs.",
            plain({"project": proj, "run": run}, ["project", "run"]),
            annotations=ann(ro=True, idem=True, ow=True),
        ),
        tool(
            "rb_set_variable",
            md(
                "Create or update a CI/CD variable for the project or one environment.",
                "",
                "Use `masked: true` for secrets (tokens, passwords) so they never appear in job logs, and",
                "`protected: true` to expose them only to protected branches. The value is write-only:",
                "`rb_list_variables` shows names and flags, not values. Ask the user to provide secret values",
                "themselves rather than copying them from elsewhere.",
            ),
            plain(
                {
                    "project": proj,
                    "key": s(pattern="^[A-Z_][A-Z0-9_]*$"),
                    "value": s(),
                    "environment": s("Environment scope, e.g. `production`; all when omitted."),
                    "masked": b(default=True),
                    "protected": b(default=False),
                },
                ["project", "key", "value"],
            ),
            annotations=ann(ro=False, de=False, idem=True, ow=True),
        ),
        tool(
            "rb_list_variables",
            "List CI/CD variable names with their scope and masked/protected flags (values are never returned).",
            plain({"project": proj}, ["project"]),
            annotations=ann(ro=True, idem=True, ow=True),
        ),
        tool(
            "rb_approve_deployment",
            md(
                "Approve or reject a manual approval gate (e.g. *Deploy to production*) in a run.",
                "",
                "Approval is recorded under the user's name and starts the deployment. Only approve when the",
                "user has reviewed the run and explicitly tells you to; otherwise report what is waiting",
                "and let them decide.",
            ),
            plain(
                {
                    "project": proj,
                    "run": run,
                    "gate": s("Gate name from `rb_get_run`."),
                    "decision": en(["approve", "reject"]),
                    "comment": s(),
                },
                ["project", "run", "gate", "decision"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True),
        ),
    ]


def build() -> dict[str, list[Json]]:
    """Return this module's servers and their tools."""
    return {"kubecaddy": _kubecaddy(), "runnerbox": _runnerbox()}
