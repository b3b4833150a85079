"""benign3 data: a note-taking app (inkwell) and a task tracker (taskpilot)."""

from benign3_lib import Json, ann, arr, b, en, i, md, obj, s, tool, zod


def _inkwell() -> list[Json]:
    """Inkwell Notes: a markdown note-taking app, TypeScript SDK style."""
    note_id = s("The note ID (e.g. `nt_8f2k1x`). Get it from `search_notes` or `list_notebooks`.")
    return [
        tool(
            "search_notes",
            md(
                "Full-text search across every note in the user's Inkwell workspace.",
                "",
                "Matches titles, bodies and tags. The query supports:",
                '- quoted phrases: `"weekly review"`',
                "- filters: `tag:recipes`, `notebook:Work`, `updated:>2026-01-01`",
                "- exclusion: `-draft`",
                "",
                "Results are ranked by relevance and each carries a short snippet. Call `get_note` with a result's",
                "`id` to read the full body. Returns at most `limit` results; use `cursor` to page.",
            ),
            zod(
                {
                    "query": s("Search query. See the syntax above.", minLength=1),
                    "limit": i("Maximum results to return (1-50).", minimum=1, maximum=50, default=10),
                    "cursor": s("Opaque cursor from a previous response's `nextCursor`."),
                    "includeArchived": b("Also search archived notes.", default=False),
                },
                ["query"],
            ),
            annotations=ann(ro=True, ow=False, title="Search notes"),
        ),
        tool(
            "get_note",
            "Get one note by ID: title, markdown body, tags, notebook, created/updated timestamps and backlinks.",
            zod(
                {"noteId": note_id, "format": en(["markdown", "plain"], "Body format.", default="markdown")}, ["noteId"]
            ),
            annotations=ann(ro=True, ow=False, title="Get note"),
            out=obj(
                {
                    "id": s(),
                    "title": s(),
                    "body": s(),
                    "tags": arr(s()),
                    "notebookId": s(),
                    "createdAt": s(format="date-time"),
                    "updatedAt": s(format="date-time"),
                    "backlinks": arr(obj({"id": s(), "title": s()}, ["id", "title"])),
                },
                ["id", "title", "body"],
            ),
        ),
        tool(
            "add_note",
            md(
                "Create a new note.",
                "",
                "The body is markdown. Wiki links like `[[Another note]]` are resolved automatically and",
                "show up as backlinks. If `notebookId` is omitted the note goes to the user's default notebook",
                "(usually *Inbox*). Returns the new note's `id` and `url`.",
            ),
            zod(
                {
                    "title": s("Note title.", maxLength=300),
                    "body": s("Markdown content."),
                    "notebookId": s("Notebook to create the note in. Call `list_notebooks` to find IDs."),
                    "tags": arr(s(), "Tags without the leading `#`."),
                    "pinned": b("Pin the note to the top of its notebook.", default=False),
                },
                ["title"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=False, title="Create note"),
        ),
        tool(
            "append_to_note",
            md(
                "Append markdown to the end of an existing note without touching the rest of it.",
                "",
                "Prefer this over `update_note` for journals, meeting logs and running lists: it never",
                "overwrites what is already there. A blank line is inserted before the new text.",
            ),
            zod({"noteId": note_id, "text": s("Markdown to append.", minLength=1)}, ["noteId", "text"]),
            annotations=ann(ro=False, de=False, idem=False, ow=False, title="Append to note"),
        ),
        tool(
            "update_note",
            md(
                "Replace the title, body or tags of a note. Only the fields you pass are changed.",
                "",
                "**Note:** `body` replaces the whole body. To add text, use `append_to_note` instead. Inkwell",
                "keeps the last 50 versions, so the user can restore an earlier version from the app's",
                "*History* panel if needed.",
            ),
            zod(
                {
                    "noteId": note_id,
                    "title": s("New title."),
                    "body": s("New full markdown body."),
                    "tags": arr(s(), "New tag list (replaces the existing tags)."),
                    "pinned": b("Pin or unpin."),
                },
                ["noteId"],
            ),
            annotations=ann(ro=False, de=True, idem=True, ow=False, title="Update note"),
        ),
        tool(
            "delete_note",
            md(
                "Move a note to the Trash. Notes stay in the Trash for 30 days and can be restored from the app.",
                "Set `permanent` to true to delete immediately; this cannot be undone, so only do it when the",
                "user has explicitly asked for permanent deletion.",
            ),
            zod({"noteId": note_id, "permanent": b("Skip the Trash.", default=False)}, ["noteId"]),
            annotations=ann(ro=False, de=True, idem=True, ow=False, title="Delete note"),
        ),
        tool(
            "list_notebooks",
            "List the user's notebooks with their IDs, names, note counts and parent notebook (for nested stacks).",
            zod({}),
            annotations=ann(ro=True, ow=False, title="List notebooks"),
        ),
        tool(
            "move_note",
            "Move a note into another notebook.",
            zod(
                {"noteId": note_id, "targetNotebookId": s("Destination notebook ID from `list_notebooks`.")},
                ["noteId", "targetNotebookId"],
            ),
            annotations=ann(ro=False, de=False, idem=True, ow=False, title="Move note"),
        ),
        tool(
            "share_note",
            md(
                "Create or revoke a share link for a note.",
                "",
                "- `view`: anyone with the link can read the note (no Inkwell account needed).",
                "- `edit`: only invited Inkwell users can edit; pass their e-mail addresses in `invite`.",
                "- `revoke`: disables every existing link for this note.",
                "",
                "Public links are readable by anyone who has them, so confirm with the user before sharing notes",
                "that look private (journals, passwords, health or financial notes). Links can expire via",
                "`expiresInDays`.",
            ),
            zod(
                {
                    "noteId": note_id,
                    "access": en(["view", "edit", "revoke"], "What kind of access to grant, or revoke all links."),
                    "invite": arr(s(format="email"), "E-mail addresses to invite (edit access only)."),
                    "expiresInDays": i("Days until the link stops working. Omit for no expiry.", minimum=1),
                },
                ["noteId", "access"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True, title="Share note"),
        ),
        tool(
            "list_tags",
            "List all tags used in the workspace, with how many notes carry each one. Sorted by count, descending.",
            zod({"prefix": s("Only return tags starting with this text.")}),
            annotations=ann(ro=True, ow=False, title="List tags"),
        ),
    ]


def _taskpilot() -> list[Json]:
    """TaskPilot: a team task tracker, camelCase names in the linear-style."""
    task_id = s("Task identifier, either the key (e.g. `WEB-142`) or the UUID.")
    task_out = obj(
        {
            "id": s(),
            "key": s(),
            "title": s(),
            "status": s(),
            "assignee": {"anyOf": [obj({"id": s(), "name": s()}), {"type": "null"}]},
            "dueDate": {"anyOf": [s(format="date"), {"type": "null"}]},
            "url": s(format="uri"),
        },
        ["id", "key", "title", "status", "url"],
    )
    return [
        tool(
            "taskpilot_listProjects",
            "List projects in the current TaskPilot workspace. Returns each project's id, key prefix and lead.",
            plain_like({"includeArchived": b("Include archived projects", default=False)}),
            annotations=ann(ro=True, de=False, idem=True, ow=False),
        ),
        tool(
            "taskpilot_searchTasks",
            md(
                "Search tasks with filters. All filters are optional and combined with AND.",
                "",
                "Tips:",
                '- Use `assignee: "me"` for the authenticated user\'s tasks.',
                "- `status` accepts the workflow state names shown in the project (e.g. `Todo`, `In Progress`).",
                "- Results are sorted by `updatedAt` descending unless `orderBy` is set.",
            ),
            plain_like(
                {
                    "projectId": s("Project ID from taskpilot_listProjects"),
                    "text": s("Free-text match on title and description"),
                    "assignee": s('User ID, e-mail, or "me"'),
                    "status": arr(s(), "Workflow state names"),
                    "labels": arr(s(), "Label names (task must carry all of them)"),
                    "dueBefore": s("ISO date, e.g. 2026-12-31", format="date"),
                    "orderBy": en(["updatedAt", "createdAt", "dueDate", "priority"], default="updatedAt"),
                    "first": i("Page size (max 100)", default=25, maximum=100),
                    "after": s("Cursor for the next page"),
                }
            ),
            annotations=ann(ro=True, de=False, idem=True, ow=False),
            out=obj({"tasks": arr(task_out), "pageInfo": obj({"hasNextPage": b(), "endCursor": s()})}, ["tasks"]),
        ),
        tool(
            "taskpilot_getTask",
            "Get a task with its description, sub-tasks, comments, attachments and history.",
            plain_like({"id": task_id}, ["id"]),
            annotations=ann(ro=True, de=False, idem=True, ow=False),
            out=task_out,
        ),
        tool(
            "taskpilot_createTask",
            md(
                "Create a task in a project.",
                "",
                "`description` is markdown. `priority` is 0 (none) to 4 (urgent). If `assigneeId` is omitted the",
                "task is unassigned. Use `parentId` to create a sub-task. Returns the created task with its URL,",
                "which you should show to the user.",
            ),
            plain_like(
                {
                    "projectId": s("Project ID"),
                    "title": s("Task title"),
                    "description": s("Markdown description"),
                    "priority": i("0 = none, 1 = low, 2 = medium, 3 = high, 4 = urgent", minimum=0, maximum=4),
                    "assigneeId": s("User ID from taskpilot_listMembers"),
                    "labels": arr(s(), "Label names; unknown labels are created"),
                    "dueDate": s("ISO date", format="date"),
                    "parentId": s("Parent task ID, to create a sub-task"),
                },
                ["projectId", "title"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=False),
            out=task_out,
        ),
        tool(
            "taskpilot_updateTask",
            "Update fields on a task. Pass only the fields to change; `null` clears a field (e.g. `dueDate: null`).",
            plain_like(
                {
                    "id": task_id,
                    "title": s(),
                    "description": s(),
                    "status": s("Workflow state name"),
                    "priority": i(minimum=0, maximum=4),
                    "assigneeId": {"type": ["string", "null"]},
                    "dueDate": {"type": ["string", "null"], "format": "date"},
                    "labels": arr(s()),
                },
                ["id"],
            ),
            annotations=ann(ro=False, de=False, idem=True, ow=False),
            out=task_out,
        ),
        tool(
            "taskpilot_addComment",
            "Add a markdown comment to a task. Mention people with `@name`; mentioned users get a notification.",
            plain_like({"taskId": task_id, "body": s("Comment body (markdown)")}, ["taskId", "body"]),
            annotations=ann(ro=False, de=False, idem=False, ow=False),
        ),
        tool(
            "taskpilot_listMembers",
            "List workspace members (id, name, e-mail, role). Use it to resolve a person's name to an assignee ID.",
            plain_like({"query": s("Filter by name or e-mail")}),
            annotations=ann(ro=True, de=False, idem=True, ow=False),
        ),
        tool(
            "taskpilot_inviteMember",
            md(
                "Invite someone to the workspace by e-mail. Requires the caller to be a workspace admin.",
                "",
                "Roles:",
                "- `guest`: sees only the projects it is added to",
                "- `member`: sees all public projects",
                "- `admin`: can manage billing, members and integrations",
                "",
                "Invitations are billable seats. Confirm the address and role with the user before inviting, and",
                "default to `member` unless the user asks for something else.",
            ),
            plain_like(
                {
                    "email": s("Invitee e-mail address", format="email"),
                    "role": en(["guest", "member", "admin"], default="member"),
                    "projectIds": arr(s(), "Projects a guest can access (guests only)"),
                },
                ["email"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True),
        ),
        tool(
            "taskpilot_archiveTask",
            "Archive a task. Archived tasks disappear from boards but can be restored with taskpilot_unarchiveTask.",
            plain_like({"id": task_id}, ["id"]),
            annotations=ann(ro=False, de=True, idem=True, ow=False),
        ),
        tool(
            "taskpilot_unarchiveTask",
            "Restore an archived task to its previous status.",
            plain_like({"id": task_id}, ["id"]),
            annotations=ann(ro=False, de=False, idem=True, ow=False),
        ),
    ]


def plain_like(props: Json, req: list[str] | None = None) -> Json:
    """Build a TaskPilot-style input schema (zod output without additionalProperties)."""
    return zod(props, req, strict=False)


def build() -> dict[str, list[Json]]:
    """Return this module's servers and their tools."""
    return {"inkwell": _inkwell(), "taskpilot": _taskpilot()}
