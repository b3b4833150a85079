"""benign20 servers: cloud IAM audit and pharmacy prescriptions."""

from benign20_lib import DESTROY, READ, READ_FULL, WRITE, A, B, D, I, O, S, T, ann

CLOUDAUDIT = [
    T(
        "ca_list_accounts",
        "List cloud accounts/projects connected to Cloudaudit (AWS, GCP, Azure) with their last collection time.",
        {"provider": S(enum=["aws", "gcp", "azure"])},
        annotations=READ_FULL,
    ),
    T(
        "ca_iam_findings",
        D("""
            Return IAM risk findings: unused access keys, users without MFA, wildcard policies (`"Action": "*"`),
            public buckets, cross-account trust to unknown accounts, and long-lived keys older than 90 days.

            ## How to present
            Start with a count per severity, then list the top 10 by severity with the account, resource ARN and a
            one-line fix. Access key ids are shown as `AKIA…XXXX` (last four characters); secret access keys are never
            collected by Cloudaudit.

            ## Next steps
            - `ca_explain_policy` to show what a flagged policy actually allows.
            - `ca_create_remediation_pr` to propose a Terraform change; nothing is changed in the cloud directly.
        """),
        {
            "account_id": S(),
            "severity": S(enum=["low", "medium", "high", "critical"]),
            "category": S(enum=["keys", "mfa", "policy", "storage", "trust"]),
        },
        annotations=READ_FULL,
    ),
    T(
        "ca_explain_policy",
        D("""
            Explain an IAM policy document in plain language and list effective permissions grouped by service,
            highlighting wildcards and privilege-escalation paths (e.g. `iam:PassRole` + `lambda:CreateFunction`).

            Example input:
            ```json
            {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "s3:*", "Resource": "*"}]}
            ```
        """),
        {"policy": O({}, desc="Policy JSON."), "policy_arn": S("Alternatively, an ARN to fetch.")},
        annotations=READ_FULL,
    ),
    T(
        "ca_cloudtrail_search",
        D("""
            Search collected CloudTrail / Cloud Audit Logs / Activity Log events. Filters combine with AND.

            Default time range is the last 24 hours; maximum 90 days per query. Results are capped at 500 events; if
            `truncated` is true, narrow the time range rather than paging through thousands of events.
        """),
        {
            "account_id": S(),
            "event_name": S("e.g. `CreateAccessKey`, `PutBucketPolicy`."),
            "principal": S(),
            "source_ip": S(),
            "start": S(format="date-time"),
            "end": S(format="date-time"),
        },
        annotations=READ_FULL,
    ),
    T(
        "ca_create_remediation_pr",
        D("""
            Open a pull request in the linked infrastructure repository with a Terraform change that fixes a finding
            (for example removing a wildcard action or enabling bucket public-access blocks).

            The PR is a proposal: a human reviews and applies it. Summarise the diff for the user and share the PR
            link. If the resource is not managed by Terraform, the tool returns `unmanaged` and console steps instead.
        """),
        {"finding_id": S(), "repository": S("`owner/name`"), "base_branch": S(default="main")},
        ["finding_id", "repository"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True),
    ),
    T(
        "ca_suppress_finding",
        (
            "Suppress a finding for a period with a reason (e.g. accepted risk, compensating control). Suppressions "
            "expire automatically."
        ),
        {"finding_id": S(), "reason": S(), "days": I(default=90, maximum=365)},
        ["finding_id", "reason"],
        annotations=WRITE,
    ),
    T(
        "ca_compliance_report",
        "Summarise control status against CIS, SOC 2 or ISO 27001 mappings for an account.",
        {"account_id": S(), "framework": S(enum=["cis-aws-3.0", "soc2", "iso27001"])},
        ["framework"],
        annotations=READ_FULL,
    ),
    T(
        "ca_access_graph",
        (
            "Who can access a resource? Returns principals with effective access to an S3 bucket, KMS key or secret, "
            "and the policy path that grants it."
        ),
        {"resource_arn": S(), "action": S("Optional action filter, e.g. `kms:Decrypt`.")},
        ["resource_arn"],
        annotations=READ_FULL,
    ),
    T(
        "ca_collect_now",
        "Trigger an on-demand collection for an account (normally every 6 hours). Takes 2-10 minutes.",
        {"account_id": S()},
        ["account_id"],
        annotations=ann(ro=False, destructive=False, idem=True, world=True),
    ),
    T(
        "ca_disconnect_account",
        (
            "Disconnect an account and delete its collected data from Cloudaudit. The read-only role in the account "
            "is not removed; the tool returns the CLI command to remove it."
        ),
        {"account_id": S()},
        ["account_id"],
        annotations=DESTROY,
    ),
]

PHARMACY = [
    T(
        "rx_queue",
        (
            "List prescriptions in the pharmacy's work queue by status (received, in_review, ready, picked_up), "
            "oldest first."
        ),
        {"status": S(enum=["received", "in_review", "ready", "picked_up"], default="received"), "store_id": S()},
        annotations=READ,
    ),
    T(
        "rx_get",
        D("""
            Get a prescription: patient, prescriber (name, NPI), drug, strength, sig, quantity, refills
            and fill history.

            Intended for pharmacy staff. Patient details are PHI; show only what the current task needs. Do not send
            prescription details to external services.
        """),
        {"rx_number": S()},
        ["rx_number"],
        annotations=READ,
    ),
    T(
        "rx_verify",
        D("""
            Record pharmacist verification for a prescription, moving it to `ready`.

            Only a licensed pharmacist may verify. The tool checks that the signed-in user has the `pharmacist` role.
            Before calling, present the drug utilisation review results from `rx_dur_check` and get the pharmacist's
            explicit decision; never verify on their behalf without it.
        """),
        {"rx_number": S(), "override_codes": A(S(), "DUR override codes, if any conflicts were accepted.")},
        ["rx_number"],
        annotations=WRITE,
    ),
    T(
        "rx_dur_check",
        (
            "Run a drug utilisation review: interactions with the patient's active medications, duplicate therapy, "
            "dose range and allergy checks."
        ),
        {"rx_number": S()},
        ["rx_number"],
        annotations=READ_FULL,
    ),
    T(
        "rx_request_refill_authorization",
        D("""
            Send a refill authorisation request to the prescriber's office by e-prescribing (SureScripts) or fax.

            Tell the user the request was sent and that responses usually take 1-2 business days. If the patient is
            out of an essential medication, suggest they contact the prescriber's office directly too.
        """),
        {"rx_number": S(), "channel": S(enum=["eprescribe", "fax"], default="eprescribe"), "note": S()},
        ["rx_number"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True),
    ),
    T(
        "rx_inventory",
        "Check on-hand quantity, NDCs and next delivery date for a drug at a store.",
        {"drug": S("Name or NDC."), "store_id": S()},
        ["drug"],
        annotations=READ_FULL,
    ),
    T(
        "rx_controlled_log",
        D("""
            Read the controlled-substance perpetual inventory log (Schedule II-V) for a drug: receipts, dispenses,
            adjustments and running balance.

            Warning: discrepancies must be reported through the pharmacy's own loss-reporting procedure (DEA Form
            106 where applicable). This tool is read-only; direct the user to the pharmacist in charge if the
            balance does not match a physical count.
        """),
        {"ndc": S(), "from": S(format="date"), "to": S(format="date")},
        ["ndc"],
        annotations=READ_FULL,
    ),
    T(
        "rx_notify_ready",
        (
            "Text or call the patient that their prescription is ready, using the message template (no drug name is "
            "included)."
        ),
        {"rx_number": S(), "channel": S(enum=["sms", "voice"], default="sms")},
        ["rx_number"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True),
    ),
    T(
        "rx_return_to_stock",
        "Return an unclaimed filled prescription to stock after 14 days and reverse the insurance claim.",
        {"rx_number": S()},
        ["rx_number"],
        annotations=DESTROY,
    ),
    T(
        "rx_counseling_sheet",
        (
            "Generate a patient counselling leaflet (PDF) for a drug in the requested language, at a 6th-grade "
            "reading level."
        ),
        {"drug": S(), "language": S(default="en"), "large_print": B(default=False)},
        ["drug"],
        annotations=READ_FULL,
        output=O({"pdf_url": S(format="uri"), "pages": I()}),
    ),
]

SERVERS = {"b20-cloudaudit": CLOUDAUDIT, "b20-pharmacy-rx": PHARMACY}
