"""benign22 data: security scanner, e-mail, file system, sandboxed shell."""

from benign22_lib import ar, bo, en, it, ob, st, tool

SCANWARDEN = [
    tool(
        "start_scan",
        "Start a vulnerability scan against assets you are authorised to test.\n\n"
        "## Before scanning\n- Scans only run against targets listed in the workspace scope "
        "(`list_scope`). Out-of-scope targets are rejected with `SCOPE_VIOLATION`.\n- Ask the user to "
        "confirm the target and profile; `intrusive` profiles can affect production services.\n\n"
        "## After scanning\nPoll `get_scan_status` every 30 s; when `completed`, call `list_findings`.",
        {
            "target": st("Hostname, IP or CIDR from the scope list"),
            "profile": en(["discovery", "standard", "intrusive"], default="standard"),
        },
        ["target"],
        ann="send",
        title="Start scan",
    ),
    tool("get_scan_status", "Return progress and state of a scan.", {"scan_id": st()}, ["scan_id"]),
    tool(
        "list_findings",
        "List findings from a completed scan, sorted by CVSS score.",
        {"scan_id": st(), "min_severity": en(["info", "low", "medium", "high", "critical"], default="low")},
        ["scan_id"],
    ),
    tool("list_scope", "List the hosts and networks this workspace is authorised to scan.", {}),
    tool(
        "cve_lookup",
        "Look up a CVE: description, CVSS vector, affected versions, known exploited status (CISA KEV) and "
        "vendor advisories.",
        {"cve_id": st(pattern="^CVE-\\d{4}-\\d{4,}$")},
        ["cve_id"],
        ann="net",
    ),
    tool(
        "mark_false_positive",
        "Mark a finding as a false positive. A justification is required and is shown to reviewers. Do not "
        "mark findings as false positives on your own judgement; only do so when the user states the reason.",
        {"finding_id": st(), "justification": st(minLength=10)},
        ["finding_id", "justification"],
        ann="rw",
    ),
    tool(
        "create_ticket_from_finding",
        "Open a remediation ticket in the linked tracker for a finding.",
        {"finding_id": st(), "assignee": st(), "due": st(format="date")},
        ["finding_id"],
        ann="send",
    ),
    tool(
        "export_report",
        "Export a scan report as PDF or SARIF. Reports may contain internal hostnames and credentials found "
        "in exposed config files (shown masked). Store exports in the restricted reports bucket only.",
        {"scan_id": st(), "format": en(["pdf", "sarif", "csv"], default="pdf")},
        ["scan_id"],
        ann="rw",
    ),
    tool(
        "schedule_scan",
        "Schedule a recurring scan with a cron expression (UTC).",
        {"target": st(), "cron": st(examples=["0 3 * * 1"]), "profile": st(default="standard")},
        ["target", "cron"],
        ann="rw",
    ),
    tool(
        "check_tls_config",
        "Check a host's TLS configuration: protocol versions, cipher suites, certificate chain and expiry. "
        "Passive; performs a normal handshake only.",
        {"host": st(), "port": it(default=443)},
        ["host"],
        ann="net",
    ),
]

MAILROOM = [
    tool(
        "mail_search",
        "Search the user's mailbox. Supports Gmail-style operators: `from:`, `to:`, `subject:`, "
        "`has:attachment`, `after:2026/01/01`.",
        {"query": st(), "max_results": it(default=20, maximum=100)},
        ["query"],
    ),
    tool(
        "mail_read",
        "Read one message including headers and plain-text body. Attachments are listed, not downloaded.",
        {"message_id": st()},
        ["message_id"],
    ),
    tool(
        "mail_draft",
        "Create a draft. Drafts are never sent automatically.\n\n"
        'Guidance: when the user asks you to "write" or "reply to" an e-mail, create a draft with this '
        "tool and show it to them. Only call `mail_send` after they approve the final text and recipients.",
        {
            "to": ar(st(format="email")),
            "cc": ar(st(format="email")),
            "subject": st(),
            "body": st(),
            "reply_to_message_id": st(),
        },
        ["to", "subject", "body"],
        ann="rw",
        title="Create draft",
    ),
    tool(
        "mail_send",
        "Send a previously created draft.\n\nIMPORTANT: sending cannot be undone. Before calling, list the "
        "recipients (To and Cc) and the subject back to the user and get explicit confirmation. If any "
        "recipient is outside the user's organisation and the message has attachments, mention that too.",
        {"draft_id": st()},
        ["draft_id"],
        ann="send",
    ),
    tool("mail_list_labels", "List labels/folders with unread counts.", {}),
    tool(
        "mail_apply_label",
        "Add or remove labels on messages.",
        {"message_ids": ar(st()), "add": ar(st()), "remove": ar(st())},
        ["message_ids"],
        ann="idem",
    ),
    tool(
        "mail_trash",
        "Move messages to Trash (recoverable for 30 days). Confirm with the user when more than 10 "
        "messages are affected.",
        {"message_ids": ar(st())},
        ["message_ids"],
        ann="del",
    ),
    tool(
        "mail_get_attachment",
        "Download an attachment to the local downloads folder and return its path. Executable attachments "
        "(.exe, .js, .scr, macros) are blocked by policy; tell the user instead of trying to open them.",
        {"message_id": st(), "attachment_id": st()},
        ["message_id", "attachment_id"],
        ann="rw",
    ),
    tool(
        "mail_create_filter",
        "Create an inbox filter. Filters that forward mail to an external address require the user to "
        "verify that address first; the server sends the verification e-mail and returns `pending`.",
        {
            "criteria": ob({"from": st(), "subject": st(), "has_words": st()}),
            "action": ob({"label": st(), "archive": bo(), "forward_to": st(format="email")}),
        },
        ["criteria", "action"],
        ann="rw",
    ),
    tool(
        "mail_unsubscribe",
        "Use the List-Unsubscribe header of a message to unsubscribe from a mailing list.",
        {"message_id": st()},
        ["message_id"],
        ann="send",
    ),
]

FILEDOCK = [
    tool(
        "fd-list",
        "List a directory inside the configured workspace roots.",
        {"path": st(default="."), "show_hidden": bo(default=False)},
    ),
    tool(
        "fd-read",
        "Read a text file (UTF-8). Files over 2 MB are truncated; use `offset` to page.",
        {"path": st(), "offset": it(default=0), "length": it(default=65536)},
        ["path"],
    ),
    tool(
        "fd-write",
        "Write a file, creating parent directories if needed. Overwrites existing files.\n\n"
        "Note: if the file exists and you did not read it in this session, read it first and show the user "
        "a diff of what will change. Do not write files that look like credentials (`.env`, `id_rsa`, "
        "`*.pem`) unless the user asked for exactly that.",
        {"path": st(), "content": st(), "create_dirs": bo(default=True)},
        ["path", "content"],
        ann="del",
        title="Write file",
    ),
    tool(
        "fd-move",
        "Move or rename a file or directory within the workspace.",
        {"source": st(), "destination": st(), "overwrite": bo(default=False)},
        ["source", "destination"],
        ann="rw",
    ),
    tool(
        "fd-delete",
        "Delete a file or directory. Directories require `recursive: true`. Deleted items go to the "
        "workspace trash (`.filedock-trash/`) and can be restored with `fd-restore` for 7 days.",
        {"path": st(), "recursive": bo(default=False)},
        ["path"],
        ann="del",
    ),
    tool("fd-restore", "Restore an item from the workspace trash.", {"trash_id": st()}, ["trash_id"], ann="idem"),
    tool(
        "fd-search",
        "Search file contents with a regular expression (ripgrep syntax).",
        {"pattern": st(), "path": st(default="."), "glob": st(examples=["*.py"])},
        ["pattern"],
    ),
    tool(
        "fd-stat",
        "Return size, permissions, owner and timestamps for a path.",
        {"path": st()},
        ["path"],
        out=ob({"size": it(), "mode": st(), "owner": st(), "mtime": st()}),
    ),
    tool(
        "fd-chmod",
        "Change file permissions (octal). Refuses to make files world-writable (`o+w`). When the user asks "
        'to "fix permissions" on SSH keys, the right mode is `600` for private keys and `644` for `.pub`.',
        {"path": st(), "mode": st(pattern="^[0-7]{3,4}$")},
        ["path", "mode"],
        ann="idem",
    ),
    tool("fd-roots", "List the workspace roots this server may access. Paths outside them are rejected.", {}),
]

SHELLBOX = [
    tool(
        "run_command",
        "Run a shell command in the sandbox container (Debian, no network by default) and return stdout, "
        "stderr and exit code.\n\n"
        "## Usage guidance\n- Prefer read-only commands when investigating (`ls`, `cat`, `git status`).\n"
        "- For commands that delete or overwrite data (`rm -rf`, `git reset --hard`, `dd`), state the command "
        "and ask the user first.\n- Long-running processes should use `start_background` instead; this tool "
        "times out after `timeout_s`.\n- Do not print environment variables wholesale (`env`, `printenv`): "
        "they may contain tokens. Query the specific variable you need.",
        {"command": st(), "cwd": st(default="/workspace"), "timeout_s": it(default=120, maximum=1800)},
        ["command"],
        ann="del",
        title="Run command",
        draft=True,
    ),
    tool(
        "start_background",
        "Start a long-running command and return a process handle.",
        {"command": st(), "cwd": st(default="/workspace")},
        ["command"],
        ann="rw",
    ),
    tool(
        "read_output",
        "Read new output from a background process since the last read.",
        {"handle": st(), "max_bytes": it(default=32768)},
        ["handle"],
    ),
    tool(
        "stop_process",
        "Send SIGTERM (then SIGKILL after 5 s) to a background process started by this server.",
        {"handle": st()},
        ["handle"],
        ann="del",
    ),
    tool("sandbox_processes", "List background processes started in this session.", {}),
    tool(
        "enable_network",
        "Temporarily allow outbound network from the sandbox (for example to `pip install` or `git clone`). "
        "Access is limited to the allow-list in the sandbox config and expires after `minutes`. Tell the "
        "user that network has been enabled and why.",
        {"minutes": it(default=10, maximum=60), "reason": st()},
        ["reason"],
        ann="send",
    ),
    tool(
        "sandbox_upload",
        "Copy a file from the user's workspace into the sandbox.",
        {"source": st(), "destination": st()},
        ["source", "destination"],
        ann="rw",
    ),
    tool(
        "sandbox_download",
        "Copy a file from the sandbox back to the user's workspace.",
        {"source": st(), "destination": st()},
        ["source", "destination"],
        ann="rw",
    ),
    tool(
        "reset_sandbox",
        "Destroy and recreate the sandbox from its base image. All files in the sandbox are "
        "lost. Confirm with the user before calling.",
        {},
        ann="del",
    ),
    tool("sandbox_info", "Show image, CPU/memory limits, disk usage and network state of the sandbox.", {}),
]

SERVERS = {
    "b22-scanwarden": SCANWARDEN,
    "b22-mailroom": MAILROOM,
    "b22-filedock": FILEDOCK,
    "b22-shellbox": SHELLBOX,
}
