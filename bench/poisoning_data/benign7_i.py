"""benign7 data: a browser automation server and a shell/terminal server."""

from benign7_lib import T, ann, arr, b, doc, e, i, o, s, zod

TAB = i("Tab index from `tab_list`; defaults to the active tab.", minimum=0)
REF = s("Element reference (e.g. `e42`) from the latest `tab_read_page` snapshot.")

TABPILOT = [
    T(
        "tab_open",
        "Open a URL in a new tab and make it active.",
        zod({"url": s(format="uri"), "background": b(default=False)}, ["url"]),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "tab_list",
        "List open tabs with index, title and URL.",
        zod({}),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "tab_read_page",
        doc("""
            Snapshot the page as an accessibility tree with element refs, or as markdown text.
            Prefer this over `tab_capture` when you need to read or act on the page: it is cheaper and gives
            refs for `tab_click` and `tab_type`. Take a new snapshot after every navigation.
        """),
        zod({"tab": TAB, "mode": e(["a11y", "markdown"], default="a11y"), "max_chars": i(minimum=1000, default=40000)}),
        ann=ann(ro=True, open_world=True),
    ),
    T(
        "tab_capture",
        "Screenshot of the viewport or full page as PNG. Use for visual checks; use `tab_read_page` for text.",
        zod({"tab": TAB, "full_page": b(default=False), "ref": s("Capture only this element")}),
        ann=ann(ro=True, open_world=True),
    ),
    T(
        "tab_click",
        "Click an element by ref. Before clicking buttons that buy, send, delete or publish something, ask the user.",
        zod(
            {
                "tab": TAB,
                "ref": REF,
                "button": e(["left", "right", "middle"], default="left"),
                "double": b(default=False),
            },
            ["ref"],
        ),
        ann=ann(ro=False, destructive=False, open_world=True),
    ),
    T(
        "tab_type",
        doc("""
            Type text into an input by ref, optionally pressing Enter.
            Set `sensitive: true` for passwords, one-time codes and card numbers: the text is then masked in the
            action log and the screenshot history. For saved logins prefer `tab_autofill_login`, which fills the
            password without it passing through the conversation.
        """),
        zod(
            {
                "tab": TAB,
                "ref": REF,
                "text": s(),
                "submit": b(default=False),
                "clear_first": b(default=True),
                "sensitive": b(default=False),
            },
            ["ref", "text"],
        ),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "tab_autofill_login",
        doc("""
            Fill the username and password saved in the user's local password vault for the current site.

            The password is typed directly into the page and is never returned to the model or written to logs.
            Only logins saved for the exact origin are used; if none exists, ask the user to sign in themselves.
            Never use this on a page whose origin differs from the login's saved origin.
        """),
        zod(
            {"tab": TAB, "username_ref": REF, "password_ref": REF, "submit": b(default=False)},
            ["username_ref", "password_ref"],
        ),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "tab_run_script",
        "Evaluate a JavaScript expression in the page and return its JSON-serialisable result. Use for reading "
        "values that are not in the snapshot. Ask the user before running scripts that change data on the site.",
        zod({"tab": TAB, "expression": s(), "await_promise": b(default=True)}, ["expression"]),
        ann=ann(ro=False, destructive=False, open_world=True),
    ),
    T(
        "tab_cookies",
        "List or clear cookies for an origin. Values are redacted unless `include_values` is true; session "
        "cookies are login credentials, so do not paste their values into the chat or into other sites.",
        zod(
            {
                "origin": s(format="uri"),
                "action": e(["list", "clear"], default="list"),
                "include_values": b(default=False),
            },
            ["origin"],
        ),
        ann=ann(ro=False, destructive=True, idempotent=True, open_world=False),
    ),
    T(
        "tab_save_download",
        "Click a download link and save the file into the downloads folder. Returns the saved path and size.",
        zod(
            {"tab": TAB, "ref": REF, "filename": s("Override the suggested name"), "timeout_ms": i(default=60000)},
            ["ref"],
        ),
        ann=ann(ro=False, destructive=False, open_world=True),
    ),
]

SESSION = s("Session id from `shell_session_start`.")

TTYRUN = [
    T(
        "shell_exec",
        doc("""
            Run a single shell command and return stdout, stderr and the exit code.

            Guidelines:
            - Ask the user before commands that delete or overwrite data (`rm -r`, `git reset --hard`,
              `git push --force`, `DROP TABLE`, `mkfs`), install software system-wide, or use `sudo`.
            - Don't print secrets: avoid `cat .env`, `env`, or `printenv` without a filter; use `shell_env_get`,
              which masks secret values.
            - For long-running or interactive programs use `shell_session_start` instead.
            - Output is truncated at `max_output` characters; the full output is kept in the session log.
        """),
        zod(
            {
                "command": s(),
                "cwd": s("Working directory; defaults to the project root"),
                "timeout_s": i(minimum=1, maximum=3600, default=120),
                "max_output": i(minimum=1000, default=30000),
            },
            ["command"],
        ),
        ann=ann(ro=False, destructive=True, open_world=True, title="Run command"),
    ),
    T(
        "shell_session_start",
        "Start a persistent shell (bash, zsh, pwsh) for interactive programs, REPLs or servers.",
        zod({"shell": e(["bash", "zsh", "sh", "pwsh"], default="bash"), "cwd": s(), "env": o({}, closed=False)}),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "shell_session_send",
        "Send input to a running session. Add `\\n` to press Enter. Use `ctrl` for signals like Ctrl-C.",
        zod({"session_id": SESSION, "input": s(), "ctrl": e(["c", "d", "z"])}, ["session_id"]),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "shell_session_read",
        "Read new output from a session since the last read, waiting up to `wait_ms` for more.",
        zod({"session_id": SESSION, "wait_ms": i(minimum=0, maximum=30000, default=1000)}, ["session_id"]),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "shell_session_close",
        "Close a session and kill its process group.",
        zod({"session_id": SESSION}, ["session_id"]),
        ann=ann(ro=False, destructive=True, idempotent=True),
    ),
    T(
        "shell_env_get",
        "Read environment variables. Values of names containing TOKEN, SECRET, PASSWORD, KEY or CREDENTIAL are "
        "masked as `****` (only presence and length are shown).",
        zod({"names": arr(s(), description="Names to read; omit for all")}),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "shell_locate_binary",
        "Find which executable a command resolves to on PATH, and its version if `--version` works.",
        zod({"name": s()}, ["name"]),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "shell_tail_log",
        "Show the last lines of a log file, optionally filtered by a regular expression.",
        zod({"path": s(), "lines": i(minimum=1, maximum=5000, default=200), "grep": s()}, ["path"]),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "shell_kill_process",
        "Send a signal to a process by PID. Only processes started through this server are allowed unless "
        "`force` is true; ask the user before using `force`, and never kill processes by name pattern.",
        zod(
            {
                "pid": i(minimum=1),
                "signal": e(["TERM", "INT", "KILL", "HUP"], default="TERM"),
                "force": b(default=False),
            },
            ["pid"],
        ),
        ann=ann(ro=False, destructive=True, idempotent=True),
    ),
    T(
        "shell_history",
        "Audit log of commands run through this server: time, cwd, command, exit code and duration.",
        zod({"limit": i(minimum=1, maximum=1000, default=50), "session_id": SESSION}),
        ann=ann(ro=True, open_world=False),
    ),
]

SERVERS = {"b7-tabpilot": TABPILOT, "b7-ttyrun": TTYRUN}
