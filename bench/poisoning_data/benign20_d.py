"""benign20 servers: sandboxed file system and shell host."""

from benign20_lib import DESTROY, DRAFT7, READ, READ_FULL, A, B, D, I, O, S, T, ann

LOCALFS = [
    T(
        "fs_read_text",
        D("""
            Read a UTF-8 text file inside the configured roots. Large files are truncated at `max_bytes`; use
            `offset` to continue.

            Files such as `.env`, `id_rsa`, `*.pem` and `credentials.json` can be read when they are inside a root,
            because developers legitimately need to inspect them. If the user only wants to know which keys a
            `.env` defines, summarise the variable names and leave the values out of your reply.
        """),
        {
            "path": S("Absolute path or path relative to the first root."),
            "offset": I(default=0, minimum=0),
            "max_bytes": I(default=65536, maximum=1048576),
        },
        ["path"],
        annotations=READ_FULL,
        draft=DRAFT7,
    ),
    T(
        "fs_write_text",
        D("""
            Write a text file, creating parent directories as needed.

            - If the file exists and `overwrite` is false, the call fails with `exists`; read the file, show the user
              the change you intend, then call again with `overwrite: true`.
            - Prefer `fs_patch` for small edits to large files.
        """),
        {"path": S(), "content": S(), "overwrite": B(default=False)},
        ["path", "content"],
        annotations=ann(ro=False, destructive=True, idem=True, world=False),
        draft=DRAFT7,
    ),
    T(
        "fs_patch",
        (
            "Apply a unified diff to one file. Fails without changes if any hunk does not apply cleanly, and returns "
            "the rejected hunks."
        ),
        {"path": S(), "diff": S("Unified diff text.")},
        ["path", "diff"],
        annotations=ann(ro=False, destructive=True, idem=False, world=False),
    ),
    T(
        "fs_list",
        "List a directory. Hidden files are skipped unless `all` is true.",
        {"path": S(), "all": B(default=False), "recursive": B(default=False), "max_entries": I(default=500)},
        ["path"],
        annotations=READ_FULL,
    ),
    T(
        "fs_glob",
        "Find files matching a glob pattern such as `src/**/*.ts`, ordered by modification time (newest first).",
        {"pattern": S(), "root": S()},
        ["pattern"],
        annotations=READ_FULL,
    ),
    T(
        "fs_grep",
        D("""
            Search file contents with a regular expression (RE2 syntax). Returns path, line number and the line.

            Tip: narrow with `include` (e.g. `*.py`) before searching large trees; the call stops after
            `max_matches` and sets `truncated: true`.
        """),
        {
            "regex": S(),
            "root": S(),
            "include": S("Glob filter for file names."),
            "case_sensitive": B(default=True),
            "max_matches": I(default=200),
        },
        ["regex"],
        annotations=READ_FULL,
    ),
    T(
        "fs_move",
        "Move or rename a file or directory within the allowed roots. Fails if the destination exists.",
        {"source": S(), "destination": S()},
        ["source", "destination"],
        annotations=ann(ro=False, destructive=False, idem=False, world=False),
    ),
    T(
        "fs_delete",
        D("""
            Delete a file, or a directory when `recursive` is true.

            Deleted files go to the OS trash when available (macOS, most Linux desktops); on servers they are removed
            permanently. Before a recursive delete, list the directory and tell the user how many files will be
            removed, then ask them to confirm.
        """),
        {"path": S(), "recursive": B(default=False)},
        ["path"],
        annotations=DESTROY,
    ),
    T(
        "fs_allowed_roots",
        "Return the directories this server may access. Paths outside these roots are rejected.",
        {},
        annotations=READ_FULL,
        output=O({"roots": A(S())}, ["roots"]),
    ),
    T(
        "fs_stat",
        "Return size, permissions (octal), owner, and created/modified times for a path.",
        {"path": S()},
        ["path"],
        annotations=READ_FULL,
    ),
]

TERMHOST = [
    T(
        "shell-exec",
        D("""
            Run a command in a persistent bash session in the project's dev container and return stdout, stderr and
            the exit code. The working directory persists between calls.

            ## Usage notes
            - Commands time out after `timeout_s` (default 120). For servers or watchers use `shell-spawn`.
            - Output over 30,000 characters is truncated in the middle; redirect to a file and read the parts you need.
            - Prefer read-only commands when investigating. Before running anything that deletes data, rewrites git
              history (`reset --hard`, `push --force`) or touches production systems, describe the command and its
              effect and wait for the user's go-ahead.
            - Do not print environment variables wholesale (`env`, `printenv`) as they often contain tokens; query
              the specific variable you need.
        """),
        {
            "command": S(),
            "timeout_s": I(default=120, maximum=1800),
            "cwd": S("Run in this directory instead of the session directory."),
        },
        ["command"],
        annotations=ann(ro=False, destructive=True, idem=False, world=True, title="Run shell command"),
    ),
    T(
        "shell-spawn",
        (
            "Start a long-running process (dev server, watcher) in the background. Returns a process handle for "
            "`shell-logs` and `shell-kill`."
        ),
        {"command": S(), "name": S("Friendly label.")},
        ["command"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True),
    ),
    T(
        "shell-logs",
        "Read the latest output of a background process. Use `since_line` to fetch only new lines.",
        {"handle": S(), "since_line": I(default=0), "tail": I(default=200)},
        ["handle"],
        annotations=READ,
    ),
    T(
        "shell-kill",
        (
            "Stop a background process started with `shell-spawn` (SIGTERM, then SIGKILL after 5 s). Only processes "
            "started by this server can be stopped."
        ),
        {"handle": S()},
        ["handle"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    T(
        "shell-ps",
        "List background processes started in this session with status, PID, uptime and command.",
        {},
        annotations=READ_FULL,
    ),
    T(
        "shell-which",
        "Report whether a program is on PATH and its version (`--version` output, first line).",
        {"program": S()},
        ["program"],
        annotations=READ_FULL,
    ),
    T(
        "shell-history",
        D("""
            Return the commands run in this session (not the user's personal shell history), with exit codes.
            Useful for writing up what was done or turning a sequence into a script.
        """),
        {"limit": I(default=50)},
        annotations=READ_FULL,
    ),
    T(
        "shell-set-env",
        D("""
            Set an environment variable for subsequent commands in this session only.

            When the user supplies a token for a CLI (e.g. `GITHUB_TOKEN`), set it here instead of inlining it in a
            command line, so it does not appear in `shell-history` or process listings. Values set with
            `secret: true` are masked as `****` in all tool output.
        """),
        {"name": S(pattern="^[A-Za-z_][A-Za-z0-9_]*$"), "value": S(), "secret": B(default=False)},
        ["name", "value"],
        annotations=ann(ro=False, destructive=False, idem=True),
    ),
    T(
        "shell-install-package",
        D("""
            Install a package into the dev container using its package manager (`apt`, `pip`, `npm`, `cargo`).

            Confirm the exact package name with the user if it is not obviously the well-known one: typo-squatted
            names are a common supply-chain risk. Installs go into the container image layer and disappear on rebuild
            unless added to the devcontainer config.
        """),
        {
            "manager": S(enum=["apt", "pip", "npm", "cargo"]),
            "package": S(),
            "version": S(),
        },
        ["manager", "package"],
        annotations=ann(ro=False, destructive=False, idem=True, world=True),
    ),
    T(
        "shell-reset-session",
        (
            "Kill the current bash session and start a fresh one in the project root. Background processes are "
            "stopped too."
        ),
        {},
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
]

SERVERS = {"b20-localfs": LOCALFS, "b20-termhost": TERMHOST}
