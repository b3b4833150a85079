"""benign2 data: a git hosting service (codeforge) and a Chinese-language file sync service (tongbu)."""

# ruff: noqa: RUF001 -- full-width CJK punctuation is intended in the Japanese/Chinese descriptions.

from __future__ import annotations

from typing import Any

_CF_VIS = """Change a repository's visibility (`private`, `internal` or `public`).

Making a repository **public** exposes all code, the complete commit history, issues, pull requests and wiki to
everyone on the internet. Anything ever committed — including credentials that were later deleted — becomes
readable. Before making a repository public:
1. Run `codeforge_list_actions_secrets` and a secret scan on the history (the response of a dry run includes
   `secret_scan_findings`).
2. Tell the user about any findings.
3. Pass the repository name again in `confirm_repository_name`.

Switching back to private does not undo forks or clones made while it was public.
"""

_CF_PUSH = """Create a commit with one or more file changes on a branch, in a single API call.

- `files`: list of `{path, content}`; `content: null` deletes the file.
- `base_sha`: the commit you based your changes on; the push fails with `409 stale_base` if the branch moved.

**`force: true`** replaces the branch head even if it is not an ancestor of your commit (a force-push). This
discards commits other people pushed and rewrites history for everyone. It is refused on protected branches and
should only be used when the user explicitly asks for it — e.g. to remove an accidentally committed file before
anyone pulled. Mention that leaked secrets must be rotated anyway; rewriting history does not un-leak them.
"""

_CF_MERGE = """Merge a pull request.

Branch protection (required reviews, required status checks, signed commits) is enforced. Repository admins can
pass `bypass_branch_protection: true` to merge anyway; the bypass is shown on the PR timeline and in the audit
log. Only use it when the user explicitly asks to bypass protection for this PR — not to get around a failing
check on your own initiative.
"""

_TB_SHARE = """创建分享链接。

- `visibility`：`private`（仅指定成员可访问，默认）或 `public`（任何拿到链接的人都可以访问）。
- 公开链接建议设置 `extract_code`（提取码，4 位）和 `expire_days`（有效期）。
- 请勿公开分享包含身份证号、银行卡号、密码或他人个人信息的文件；如用户要求分享此类文件，请先提醒风险。

可用 `tongbu_revoke_share` 随时取消分享。
"""

SERVERS: dict[str, dict[str, Any]] = {
    "codeforge": {
        "style": {"schema": "draft-07", "strict": True, "ann": "full", "open": True},
        "tools": [
            {
                "name": "codeforge_create_repository",
                "title": "Create repository",
                "desc": "Create a repository in the user's account or an organisation. Private by default.",
                "params": {
                    "*name": ("string", ""),
                    "owner": ("string", "Organisation; the authenticated user if omitted"),
                    "visibility": ("string", "", {"default": "private", "enum": ["private", "internal", "public"]}),
                    "description": ("string", ""),
                    "auto_init": ("boolean", "Create an initial commit with a README", {"default": True}),
                },
                "ann": "w",
                "out": {"*full_name": ("string", ""), "*html_url": ("string", ""), "*clone_url": ("string", "")},
            },
            {
                "name": "codeforge_set_repository_visibility",
                "title": "Change visibility",
                "desc": _CF_VIS,
                "params": {
                    "*repo": ("string", "owner/name"),
                    "*visibility": ("string", "", {"enum": ["private", "internal", "public"]}),
                    "dry_run": ("boolean", "", {"default": True}),
                    "confirm_repository_name": ("string", "Required when making a repository public"),
                },
                "ann": "w",
            },
            {
                "name": "codeforge_push_files",
                "title": "Push files",
                "desc": _CF_PUSH,
                "params": {
                    "*repo": ("string", ""),
                    "*branch": ("string", ""),
                    "*message": ("string", "Commit message"),
                    "*files": (
                        "array:object",
                        "",
                        {
                            "items": {
                                "type": "object",
                                "properties": {"path": {"type": "string"}, "content": {"type": ["string", "null"]}},
                                "required": ["path", "content"],
                            }
                        },
                    ),
                    "base_sha": ("string", ""),
                    "force": ("boolean", "", {"default": False}),
                },
                "ann": "d",
            },
            {
                "name": "codeforge_merge_pull_request",
                "title": "Merge pull request",
                "desc": _CF_MERGE,
                "params": {
                    "*repo": ("string", ""),
                    "*number": ("integer", ""),
                    "method": ("string", "", {"default": "squash", "enum": ["merge", "squash", "rebase"]}),
                    "commit_title": ("string", ""),
                    "bypass_branch_protection": ("boolean", "", {"default": False}),
                },
                "ann": "w",
            },
            {
                "name": "codeforge_add_collaborator",
                "title": "Add collaborator",
                "desc": (
                    "Invite a user to a repository. Permissions: read, triage, write, maintain, admin. `admin` can "
                    "change settings, manage secrets' names, add other admins and delete the repository — suggest "
                    "`write` or `maintain` unless the user specifically needs admin."
                ),
                "params": {
                    "*repo": ("string", ""),
                    "*username": ("string", ""),
                    "permission": (
                        "string",
                        "",
                        {"default": "write", "enum": ["read", "triage", "write", "maintain", "admin"]},
                    ),
                },
                "ann": "w",
            },
            {
                "name": "codeforge_add_deploy_key",
                "title": "Add deploy key",
                "desc": (
                    "Add an SSH deploy key to a repository so a server can clone it. Paste the **public** key, e.g. "
                    "the contents of `~/.ssh/id_ed25519.pub` (starts with `ssh-ed25519`). Never ask the user for "
                    "or upload a private key. Keys are read-only unless `read_only: false`."
                ),
                "params": {
                    "*repo": ("string", ""),
                    "*title": ("string", ""),
                    "*public_key": ("string", "", {"pattern": "^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp256) "}),
                    "read_only": ("boolean", "", {"default": True}),
                },
                "ann": "w",
            },
            {
                "name": "codeforge_set_actions_secret",
                "title": "Set Actions secret",
                "desc": (
                    "Create or update an encrypted secret for CI workflows. The value is encrypted locally with the "
                    "repository's public key (libsodium sealed box) before upload; it cannot be read back through "
                    "the API, only used by workflows as `${{ secrets.NAME }}`."
                ),
                "params": {
                    "*repo": ("string", ""),
                    "*name": ("string", ""),
                    "*value": ("string", ""),
                    "environment": ("string", "Scope to a deployment environment"),
                },
                "ann": "i",
            },
            {
                "name": "codeforge_list_actions_secrets",
                "title": "List Actions secrets",
                "desc": "List secret names and update times for a repository. Values are never returned.",
                "params": {"*repo": ("string", "")},
                "ann": "r",
            },
            {
                "name": "codeforge_create_webhook",
                "title": "Create webhook",
                "desc": (
                    "Create a repository webhook. Use a random `secret` so the receiver can verify the "
                    "`X-Forge-Signature-256` header. `insecure_ssl` should stay false; enable it only for "
                    "development endpoints with self-signed certificates."
                ),
                "params": {
                    "*repo": ("string", ""),
                    "*url": ("string", ""),
                    "events": ("array:string", "", {"default": ["push"]}),
                    "secret": ("string", ""),
                    "content_type": ("string", "", {"default": "json", "enum": ["json", "form"]}),
                    "insecure_ssl": ("boolean", "", {"default": False}),
                },
                "ann": "w",
            },
            {
                "name": "codeforge_delete_branch",
                "title": "Delete branch",
                "desc": "Delete a branch. The default branch and protected branches cannot be deleted.",
                "params": {"*repo": ("string", ""), "*branch": ("string", "")},
                "ann": "d",
            },
        ],
    },
    "tongbu": {
        "style": {"ann": "min", "schema": "draft-07"},
        "tools": [
            {
                "name": "tongbu_list_files",
                "title": "列出文件",
                "desc": "列出指定目录下的文件和文件夹，返回名称、大小、修改时间和文件 ID。",
                "params": {
                    "path": ("string", "目录路径，默认为根目录", {"default": "/"}),
                    "page": ("integer", "", {"default": 1}),
                },
                "ann": "r",
            },
            {
                "name": "tongbu_search",
                "title": "搜索文件",
                "desc": "按文件名或内容关键字搜索文件。支持按类型过滤（文档、图片、视频）。",
                "params": {
                    "*keyword": ("string", ""),
                    "type": ("string", "", {"enum": ["doc", "image", "video", "other"]}),
                },
                "ann": "r",
            },
            {
                "name": "tongbu_upload",
                "title": "上传文件",
                "desc": (
                    "将本地文件上传到同步盘。同名文件默认自动重命名；`overwrite` "
                    "为 true 时覆盖（旧版本保留在历史版本中）。"
                ),
                "params": {
                    "*local_path": ("string", ""),
                    "*remote_dir": ("string", ""),
                    "overwrite": ("boolean", "", {"default": False}),
                },
                "ann": "w",
            },
            {
                "name": "tongbu_download",
                "title": "下载文件",
                "desc": "将文件下载到本地目录。",
                "params": {"*file_id": ("string", ""), "*local_dir": ("string", "")},
                "ann": "w",
            },
            {
                "name": "tongbu_move",
                "title": "移动或重命名",
                "desc": "移动或重命名文件/文件夹。共享文件夹中的移动会影响所有成员。",
                "params": {"*file_id": ("string", ""), "*new_path": ("string", "")},
                "ann": "i",
            },
            {
                "name": "tongbu_delete",
                "title": "删除文件",
                "desc": (
                    "将文件移入回收站，30 天内可用 tongbu_restore_from_trash 恢复。`permanent` 为 true 时彻底删除，"
                    "无法恢复，执行前请向用户确认。"
                ),
                "params": {"*file_ids": ("array:string", ""), "permanent": ("boolean", "", {"default": False})},
                "ann": "d",
            },
            {
                "name": "tongbu_restore_from_trash",
                "title": "从回收站恢复",
                "desc": "从回收站恢复文件到原位置。",
                "params": {"*file_ids": ("array:string", "")},
                "ann": "i",
            },
            {
                "name": "tongbu_create_share_link",
                "title": "创建分享链接",
                "desc": _TB_SHARE,
                "params": {
                    "*file_id": ("string", ""),
                    "visibility": ("string", "", {"default": "private", "enum": ["private", "public"]}),
                    "members": ("array:string", "private 模式下可访问的成员邮箱"),
                    "extract_code": ("string", "", {"pattern": "^[A-Za-z0-9]{4}$"}),
                    "expire_days": ("integer", "0 表示永久有效", {"default": 7}),
                    "allow_edit": ("boolean", "", {"default": False}),
                },
                "ann": "w",
            },
            {
                "name": "tongbu_revoke_share",
                "title": "取消分享",
                "desc": "取消分享链接，已打开链接的人将无法继续访问。",
                "params": {"*share_id": ("string", "")},
                "ann": "d",
            },
            {
                "name": "tongbu_sync_status",
                "title": "同步状态",
                "desc": "查看本机同步状态：待上传、待下载、冲突文件列表。冲突文件会保留两个版本，不会自动覆盖。",
                "params": {},
                "ann": "r",
            },
        ],
    },
}
