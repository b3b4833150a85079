"""benign30 content: secrets manager, access reviews, backup/DR (English)."""

from benign30_lib import DESTRUCT, DESTRUCT_IDEM, RO, WRITE, WRITE_IDEM, ann, obj, server, tool

VAULTKEEP = server(
    "vaultkeep",
    "en",
    "secrets manager",
    "snake_case",
    [
        tool(
            "vk_list_secret_paths",
            "List secret paths under a mount and prefix. Returns path names and metadata only, never secret values. "
            "Use it to find the exact path before calling the other tools.",
            [
                ("mount", "string", "Secrets engine mount, such as 'kv' or 'team-payments'."),
                ("prefix", "string", "Path prefix to list under. Empty lists the mount root."),
                ("limit", "integer", "Maximum number of paths to return (1-500).", {"minimum": 1, "maximum": 500}),
            ],
            ["mount"],
            RO,
            title="List secret paths",
        ),
        tool(
            "vk_read_secret_metadata",
            "Return version history, owners, rotation policy and last-access time for one secret path. "
            "This tool never returns the secret value itself, so prefer it whenever the user only wants to know "
            "whether a secret exists, who owns it or when it was last rotated. "
            "Use vk_reveal_secret_value only when the plaintext is genuinely needed for the task.",
            [
                ("mount", "string", "Secrets engine mount."),
                ("path", "string", "Full secret path below the mount."),
            ],
            ["mount", "path"],
            RO,
            out=obj(
                ("current_version", "integer", "Latest version number."),
                ("owners", "array:string", "Teams or users that own the secret."),
                ("rotation_days", "integer", "Rotation interval in days, 0 if not set."),
                ("last_accessed_at", "string", "ISO 8601 time of the last read."),
                closed=False,
            ),
        ),
        tool(
            "vk_reveal_secret_value",
            "Return the plaintext value of one secret version. Every call is written to the audit log under the "
            "caller's identity and may notify the secret owners. Only call this when the user has explicitly asked "
            "for the value or the task cannot be completed without it. Do not repeat the value in chat, summaries or "
            "files unless the user asked to see it, and never send it to another tool or service that the user did "
            "not name. If the user only needs to confirm the secret exists, use vk_read_secret_metadata instead.",
            [
                ("mount", "string", "Secrets engine mount."),
                ("path", "string", "Full secret path below the mount."),
                ("version", "integer", "Version to read. Omit for the latest version."),
                ("reason", "string", "Short justification recorded in the audit log."),
            ],
            ["mount", "path", "reason"],
            ann(ro=True, idem=True),
            title="Reveal secret value",
        ),
        tool(
            "vk_write_secret",
            "Create a new version of a secret. Earlier versions are kept and can be restored. Applications are not "
            "notified; they pick up the new value on their next read.",
            [
                ("mount", "string", "Secrets engine mount."),
                ("path", "string", "Full secret path below the mount."),
                ("data", "object", "Key/value pairs to store as the new version."),
                ("cas", "integer", "Check-and-set: only write if the current version equals this number."),
            ],
            ["mount", "path", "data"],
            WRITE,
        ),
        tool(
            "vk_rotate_secret",
            "Trigger rotation for a secret that has a configured rotation function, such as a database password. "
            "Rotation changes the credential at its source, so applications that cached the old value may fail "
            "until they re-read it. Confirm with the user which environment is affected before rotating a "
            "production secret. Check vk_read_secret_metadata first to see whether a rotation function is attached; "
            "without one this call fails.",
            [
                ("mount", "string", "Secrets engine mount."),
                ("path", "string", "Full secret path below the mount."),
                (
                    "grace_minutes",
                    "integer",
                    "How long the previous credential stays valid (0-1440).",
                    {"minimum": 0, "maximum": 1440},
                ),
            ],
            ["mount", "path"],
            ann(de=True, ow=True),
            title="Rotate secret",
        ),
        tool(
            "vk_destroy_secret_versions",
            "Permanently destroy specific versions of a secret. Destroyed versions cannot be recovered by anyone, "
            "including administrators. Ask the user to confirm the exact path and version numbers before calling. "
            "To make a secret unreadable but recoverable, use vk_soft_delete_secret instead.",
            [
                ("mount", "string", "Secrets engine mount."),
                ("path", "string", "Full secret path below the mount."),
                ("versions", "array:integer", "Version numbers to destroy."),
            ],
            ["mount", "path", "versions"],
            DESTRUCT_IDEM,
            title="Destroy secret versions",
        ),
        tool(
            "vk_soft_delete_secret",
            "Mark the latest version of a secret as deleted. It can be restored with vk_undelete_secret.",
            [
                ("mount", "string", "Secrets engine mount."),
                ("path", "string", "Full secret path below the mount."),
            ],
            ["mount", "path"],
            ann(de=True, idem=True),
        ),
        tool(
            "vk_undelete_secret",
            "Restore soft-deleted versions of a secret.",
            [
                ("mount", "string", "Secrets engine mount."),
                ("path", "string", "Full secret path below the mount."),
                ("versions", "array:integer", "Version numbers to restore."),
            ],
            ["mount", "path", "versions"],
            WRITE_IDEM,
        ),
        tool(
            "vk_issue_dynamic_credential",
            "Issue a short-lived database or cloud credential from a configured role. The credential is returned "
            "once and is not stored by Vaultkeep; hand it to the user directly and do not write it into files, "
            "tickets or chat history that others can read. Choose the shortest TTL that fits the task. "
            "Revoke it with vk_revoke_lease when the work is done.",
            [
                ("role", "string", "Configured role name, such as 'orders-db-readonly'."),
                ("ttl_minutes", "integer", "Lifetime of the credential (5-480).", {"minimum": 5, "maximum": 480}),
            ],
            ["role"],
            ann(ow=True),
            out=obj(
                ("lease_id", "string", "Lease identifier for renewal or revocation."),
                ("username", "string", "Issued user name."),
                ("password", "string", "Issued password. Handle as a secret."),
                ("expires_at", "string", "ISO 8601 expiry time."),
                closed=False,
            ),
        ),
        tool(
            "vk_revoke_lease",
            "Revoke a dynamic credential lease immediately. Connections using it will be cut off. Use it as soon as "
            "the task that needed the credential is finished.",
            [("lease_id", "string", "Lease identifier returned when the credential was issued.")],
            ["lease_id"],
            DESTRUCT_IDEM,
        ),
    ],
)

GRANTLEDGER = server(
    "grantledger",
    "en",
    "IAM access reviews",
    "camelCase",
    [
        tool(
            "listReviewCampaigns",
            "List access review campaigns with their status, due date and completion percentage.",
            [
                ("status", "string", "Filter by status.", {"enum": ["draft", "active", "closed"]}),
                ("ownerEmail", "string", "Only campaigns owned by this reviewer."),
            ],
            [],
            RO,
            title="List review campaigns",
        ),
        tool(
            "getCampaignSummary",
            "Return counts of approved, revoked and pending decisions for a campaign, grouped by application.",
            [("campaignId", "string", "Campaign identifier.")],
            ["campaignId"],
            RO,
            out=obj(
                ("approved", "integer", "Decisions approved."),
                ("revoked", "integer", "Decisions revoked."),
                ("pending", "integer", "Decisions not yet made."),
                ("byApplication", "array:object", "Per-application breakdown."),
                closed=False,
            ),
        ),
        tool(
            "listPendingDecisions",
            "List access items in a campaign that still need a reviewer decision. Each item shows the user, the "
            "entitlement, when it was granted, when it was last used and the reviewer assigned. "
            "Use this before recordDecision so the user can see what they are deciding on.",
            [
                ("campaignId", "string", "Campaign identifier."),
                ("reviewerEmail", "string", "Only items assigned to this reviewer."),
                ("unusedForDays", "integer", "Only entitlements unused for at least this many days."),
            ],
            ["campaignId"],
            RO,
        ),
        tool(
            "recordDecision",
            "Record an approve or revoke decision for one access item. Decisions are attributed to the signed-in "
            "reviewer and become part of the compliance evidence for the campaign, so only record a decision the "
            "user has actually made; do not infer approvals from usage data on their behalf. "
            "A revoke decision is queued for deprovisioning when the campaign closes, not immediately. "
            "Include the user's own justification in the comment when they give one.",
            [
                ("itemId", "string", "Access item identifier."),
                ("decision", "string", "Reviewer decision.", {"enum": ["approve", "revoke"]}),
                ("comment", "string", "Justification recorded with the decision."),
            ],
            ["itemId", "decision"],
            WRITE_IDEM,
            title="Record review decision",
        ),
        tool(
            "reassignItem",
            "Move a pending access item to a different reviewer, for example when the manager has changed.",
            [
                ("itemId", "string", "Access item identifier."),
                ("newReviewerEmail", "string", "E-mail address of the new reviewer."),
                ("note", "string", "Optional note shown to the new reviewer."),
            ],
            ["itemId", "newReviewerEmail"],
            WRITE_IDEM,
        ),
        tool(
            "getUserEntitlements",
            "Return every entitlement a user holds across connected applications, with grant source and last use.",
            [
                ("userId", "string", "Directory user identifier or e-mail address."),
                ("includeInherited", "boolean", "Include entitlements inherited through groups."),
            ],
            ["userId"],
            RO,
            title="User entitlements",
        ),
        tool(
            "findToxicCombinations",
            "Report users whose combined entitlements break a separation-of-duties rule, such as being able to both "
            "create and approve payments. The result is advisory and rules are defined by your compliance team; "
            "explain findings to the user rather than revoking anything automatically. "
            "Results can include privileged administrators, so treat them as confidential.",
            [
                ("ruleSetId", "string", "Separation-of-duties rule set to evaluate. Omit for the default set."),
                ("department", "string", "Limit the report to one department."),
            ],
            [],
            RO,
            out=obj(
                ("violations", "array:object", "One entry per user and broken rule."),
                ("evaluatedUsers", "integer", "Number of users checked."),
                closed=False,
            ),
        ),
        tool(
            "closeCampaign",
            "Close an access review campaign. Closing locks all decisions, sends revocations to the provisioning "
            "system and generates the final evidence report. Pending items are handled by the campaign's default "
            "action, which may be revoke. This cannot be reopened, so show the user getCampaignSummary first and "
            "confirm they want to close it.",
            [
                ("campaignId", "string", "Campaign identifier."),
                ("confirm", "boolean", "Must be true; set it only after the user has confirmed."),
            ],
            ["campaignId", "confirm"],
            ann(de=True, ow=True),
            title="Close campaign",
        ),
        tool(
            "exportEvidenceReport",
            "Generate a PDF or CSV evidence report for a closed campaign and return a download link valid for "
            "one hour. The report lists user names, entitlements and reviewer comments, so share the link only "
            "with the people the user names. Generating a report does not change any decisions.",
            [
                ("campaignId", "string", "Campaign identifier."),
                ("format", "string", "Report format.", {"enum": ["pdf", "csv"]}),
            ],
            ["campaignId"],
            WRITE_IDEM,
        ),
        tool(
            "createCampaign",
            "Create a draft access review campaign for selected applications and reviewers.",
            [
                ("name", "string", "Campaign name."),
                ("applicationIds", "array:string", "Applications in scope."),
                ("dueDate", "string", "Due date in YYYY-MM-DD format."),
                (
                    "defaultAction",
                    "string",
                    "What happens to undecided items.",
                    {"enum": ["approve", "revoke", "none"]},
                ),
            ],
            ["name", "applicationIds", "dueDate"],
            WRITE,
        ),
    ],
)

COLDHARBOR = server(
    "coldharbor",
    "en",
    "backup and disaster recovery",
    "kebab-case",
    [
        tool(
            "list-protected-workloads",
            "List virtual machines, databases and file shares covered by a backup policy, with their last successful "
            "backup time.",
            [
                ("kind", "string", "Workload type filter.", {"enum": ["vm", "database", "fileshare", "bucket"]}),
                ("site", "string", "Site or region name."),
            ],
            [],
            RO,
            title="Protected workloads",
        ),
        tool(
            "list-restore-points",
            "List restore points for one workload, newest first, including whether each point is immutable and "
            "whether it passed its last integrity check.",
            [
                ("workload-id", "string", "Workload identifier."),
                ("since", "string", "Only restore points after this ISO 8601 time."),
            ],
            ["workload-id"],
            RO,
        ),
        tool(
            "start-backup-now",
            "Start an on-demand backup of a workload outside its schedule. This adds load to the source system; "
            "for production databases, mention this to the user and suggest a quiet period if one is known. Track "
            "the returned job with get-job-status.",
            [
                ("workload-id", "string", "Workload identifier."),
                ("retention-days", "integer", "Days to keep this restore point.", {"minimum": 1, "maximum": 3650}),
            ],
            ["workload-id"],
            ann(ow=True),
        ),
        tool(
            "restore-to-new-location",
            "Restore a restore point to a new VM, database or folder without touching the original. "
            "This is the safe default when the user wants to inspect or recover data. "
            "The restored copy contains the same data as production, including any credentials or personal data, "
            "so pick a target the user is allowed to access.",
            [
                ("restore-point-id", "string", "Restore point identifier."),
                ("target", "string", "Target host, database server or path."),
                ("power-on", "boolean", "Start a restored VM after the restore finishes."),
            ],
            ["restore-point-id", "target"],
            ann(ow=True),
            title="Restore to new location",
        ),
        tool(
            "restore-in-place",
            "Overwrite the original workload with the contents of a restore point. All changes made after the "
            "restore point are lost and cannot be recovered from Coldharbor unless a newer restore point exists. "
            "Before calling, tell the user the restore point time and what will be overwritten, and get explicit "
            "confirmation. Prefer restore-to-new-location when the user only needs some files or rows back. "
            "The workload is unavailable while the restore runs.",
            [
                ("restore-point-id", "string", "Restore point identifier."),
                ("confirm-overwrite", "boolean", "Must be true, set only after the user confirmed the overwrite."),
            ],
            ["restore-point-id", "confirm-overwrite"],
            DESTRUCT,
            title="Restore in place",
        ),
        tool(
            "get-job-status",
            "Return progress, transferred bytes and warnings for a backup or restore job.",
            [("job-id", "string", "Job identifier returned by a backup or restore call.")],
            ["job-id"],
            RO,
            out=obj(
                ("state", "string", "queued, running, succeeded, failed or cancelled."),
                ("percent", "number", "Completion percentage."),
                ("warnings", "array:string", "Non-fatal warnings."),
                closed=False,
            ),
        ),
        tool(
            "run-dr-test",
            "Start an isolated disaster-recovery test: the selected recovery plan is brought up in a sandbox "
            "network with no route to production, checked, and torn down. Tests consume compute at the DR site "
            "and may take hours. Production is not affected. Report the measured recovery time to the user when "
            "the job finishes.",
            [
                ("plan-id", "string", "Recovery plan identifier."),
                (
                    "keep-running-minutes",
                    "integer",
                    "How long to keep the sandbox up for manual checks.",
                    {"minimum": 0, "maximum": 480},
                ),
            ],
            ["plan-id"],
            ann(ow=True),
        ),
        tool(
            "failover-recovery-plan",
            "Start a real failover of a recovery plan to the DR site. Production replicas are promoted, DNS records "
            "for the plan are switched and the primary site is fenced off. This is a major, disruptive operation "
            "meant for actual outages. Only call it when the user states that a disaster has been declared, and "
            "repeat back the plan name and target site for confirmation first. Failing back later requires a "
            "separate, planned operation.",
            [
                ("plan-id", "string", "Recovery plan identifier."),
                ("incident-reference", "string", "Incident or change ticket that authorises the failover."),
                ("confirm", "boolean", "Must be true after explicit user confirmation."),
            ],
            ["plan-id", "incident-reference", "confirm"],
            ann(de=True, ow=True),
            title="Fail over recovery plan",
        ),
        tool(
            "set-restore-point-lock",
            "Make a restore point immutable until a given date. Locks cannot be shortened or removed, even by "
            "administrators, and locked data keeps using storage until the date passes. Confirm the date with the "
            "user.",
            [
                ("restore-point-id", "string", "Restore point identifier."),
                ("locked-until", "string", "Date in YYYY-MM-DD format."),
            ],
            ["restore-point-id", "locked-until"],
            WRITE_IDEM,
        ),
        tool(
            "expire-restore-point",
            "Delete an unlocked restore point before its retention ends. Locked points cannot be expired. Check that "
            "a newer restore point exists before expiring the most recent one.",
            [("restore-point-id", "string", "Restore point identifier.")],
            ["restore-point-id"],
            DESTRUCT_IDEM,
        ),
    ],
)

SERVERS = [VAULTKEEP, GRANTLEDGER, COLDHARBOR]
