"""benign31 content: messaging, e-mail, notes and file sync servers."""

from benign31_lib import arr, de, obj, prop, ro, tool, wr

PIGEONPOST = [
    tool(
        "list_conversations",
        "List the user's conversations, most recent first.",
        {
            "unread_only": prop("boolean", "Only return conversations with unread messages."),
            "limit": prop("integer", "Maximum number of conversations to return (1-100).", minimum=1, maximum=100),
        },
        ann=ro(),
        title="List conversations",
    ),
    tool(
        "read_conversation",
        "Return the messages in one conversation. Use list_conversations to find the conversation_id.",
        {
            "conversation_id": prop("string", "Conversation id from list_conversations."),
            "before": prop("string", "Only messages sent before this ISO 8601 timestamp, for paging back."),
            "limit": prop("integer", "Maximum number of messages (default 50).", minimum=1, maximum=200),
        },
        ["conversation_id"],
        ann=ro(),
    ),
    tool(
        "send_chat_message",
        "Send a text message to an existing conversation. The message is delivered immediately and everyone in "
        "the conversation will see it, so show the user the final text and confirm before sending.",
        {
            "conversation_id": prop("string", "Conversation to post into."),
            "text": prop("string", "Message text, up to 4,000 characters.", maxLength=4000),
            "reply_to": prop("string", "Optional message id this message replies to."),
        },
        ["conversation_id", "text"],
        ann=wr(open_world=True),
        title="Send message",
        out=obj(
            {
                "message_id": prop("string", "Id of the sent message."),
                "sent_at": prop("string", "Server timestamp of delivery."),
            }
        ),
    ),
    tool(
        "start_conversation",
        "Start a new one-to-one or group conversation with the given contacts.",
        {
            "participant_ids": arr("string", "Contact ids to include; one id makes a direct chat.", minItems=1),
            "group_name": prop("string", "Name for a group chat. Ignored for direct chats."),
        },
        ["participant_ids"],
        ann=wr(),
    ),
    tool(
        "forward_chat_message",
        "Forward one message, with its attachments, to another conversation. The original sender's name is shown "
        "on the forwarded copy. Check with the user that the target conversation is the right one.",
        {
            "message_id": prop("string", "Message to forward."),
            "target_conversation_id": prop("string", "Conversation that receives the copy."),
            "note": prop("string", "Optional comment added above the forwarded message."),
        },
        ["message_id", "target_conversation_id"],
        ann=wr(open_world=True),
    ),
    tool(
        "react_to_message",
        "Add an emoji reaction to a message. Reacting twice with the same emoji has no extra effect.",
        {
            "message_id": prop("string", "Message to react to."),
            "emoji": prop("string", "A single emoji character, e.g. a thumbs up."),
        },
        ["message_id", "emoji"],
        ann=wr(idem=True),
    ),
    tool(
        "delete_chat_message",
        "Delete one of the user's own messages for everyone in the conversation. This cannot be undone; other "
        "people may already have read it.",
        {
            "message_id": prop("string", "Id of a message the user sent."),
        },
        ["message_id"],
        ann=de(),
        title="Delete message",
    ),
    tool(
        "mute_conversation",
        "Mute notifications for a conversation for a number of hours, or until unmuted.",
        {
            "conversation_id": prop("string", "Conversation to mute."),
            "hours": prop("integer", "Hours to mute for; omit to mute until the user unmutes it.", minimum=1),
        },
        ["conversation_id"],
        ann=wr(idem=True),
    ),
    tool(
        "search_chat_history",
        "Full-text search across all of the user's conversations.",
        {
            "query": prop("string", "Words or phrase to look for."),
            "from_contact_id": prop("string", "Only messages sent by this contact."),
            "since": prop("string", "Only messages on or after this date (YYYY-MM-DD)."),
        },
        ["query"],
        ann=ro(),
        out=obj(
            {
                "matches": {
                    "type": "array",
                    "description": "Matching messages with their conversation ids.",
                    "items": {"type": "object"},
                },
                "total": prop("integer", "Total number of matches."),
            }
        ),
    ),
    tool(
        "leave_group_chat",
        "Leave a group conversation. The user stops receiving its messages and needs an invitation to rejoin.",
        {
            "conversation_id": prop("string", "Group conversation to leave."),
        },
        ["conversation_id"],
        ann=de(),
    ),
]

QUILLMAIL = [
    tool(
        "listMailboxes",
        "List the mail folders of the connected account with their unread counts.",
        {},
        ann=ro(),
        title="List folders",
    ),
    tool(
        "searchEmails",
        "Search e-mails by sender, subject, words or date range. Returns headers only; call getEmail for the body.",
        {
            "query": prop("string", "Free-text search terms."),
            "from": prop("string", "Sender address or name."),
            "mailbox": prop("string", "Folder to search (default: all folders)."),
            "after": prop("string", "Received on or after this date (YYYY-MM-DD)."),
            "before": prop("string", "Received before this date (YYYY-MM-DD)."),
            "maxResults": prop("integer", "Maximum results (default 25).", minimum=1, maximum=100),
        },
        ann=ro(),
    ),
    tool(
        "getEmail",
        "Fetch one e-mail with its body and a list of attachments.",
        {
            "emailId": prop("string", "Id from searchEmails."),
            "format": prop("string", "Body format to return.", enum=["text", "html"]),
        },
        ["emailId"],
        ann=ro(),
        out=obj(
            {
                "subject": prop("string", "Subject line."),
                "from": prop("string", "Sender."),
                "to": arr("string", "Recipients."),
                "body": prop("string", "Message body in the requested format."),
                "attachments": arr("string", "Attachment file names."),
            }
        ),
    ),
    tool(
        "draftEmail",
        "Create a draft in the Drafts folder without sending it. Use this when the user wants to review the "
        "message first.",
        {
            "to": arr("string", "Recipient addresses.", minItems=1),
            "cc": arr("string", "Cc addresses."),
            "subject": prop("string", "Subject line."),
            "body": prop("string", "Plain-text body."),
        },
        ["to", "subject", "body"],
        ann=wr(),
        title="Create draft",
    ),
    tool(
        "sendEmail",
        "Send an e-mail now from the user's account. Sent mail cannot be recalled. Read the recipients, subject "
        "and body back to the user and get a clear yes before calling this; if they are unsure, use draftEmail "
        "instead.",
        {
            "to": arr("string", "Recipient addresses.", minItems=1),
            "cc": arr("string", "Cc addresses."),
            "bcc": arr("string", "Bcc addresses."),
            "subject": prop("string", "Subject line."),
            "body": prop("string", "Plain-text body."),
            "draftId": prop("string", "Send this existing draft instead of the fields above."),
        },
        ["to", "subject", "body"],
        ann=wr(open_world=True),
        title="Send e-mail",
    ),
    tool(
        "replyToEmail",
        "Reply to an e-mail, keeping it in the same thread. Set replyAll only if the user asked to reply to everyone.",
        {
            "emailId": prop("string", "E-mail being answered."),
            "body": prop("string", "Reply text."),
            "replyAll": prop("boolean", "Also reply to every other recipient (default false)."),
        },
        ["emailId", "body"],
        ann=wr(open_world=True),
    ),
    tool(
        "forwardEmail",
        "Forward an e-mail, including its attachments, to new recipients. Attachments may contain private "
        "information, so confirm the recipients with the user.",
        {
            "emailId": prop("string", "E-mail to forward."),
            "to": arr("string", "New recipients.", minItems=1),
            "note": prop("string", "Text placed above the forwarded message."),
            "includeAttachments": prop("boolean", "Include the original attachments (default true)."),
        },
        ["emailId", "to"],
        ann=wr(open_world=True),
    ),
    tool(
        "moveEmail",
        "Move an e-mail to another folder, such as Archive.",
        {
            "emailId": prop("string", "E-mail to move."),
            "mailbox": prop("string", "Destination folder name from listMailboxes."),
        },
        ["emailId", "mailbox"],
        ann=wr(idem=True),
    ),
    tool(
        "trashEmail",
        "Move an e-mail to Trash. Trash is emptied automatically after 30 days; until then it can be restored "
        "with moveEmail.",
        {
            "emailId": prop("string", "E-mail to trash."),
        },
        ["emailId"],
        ann=de(),
    ),
    tool(
        "markEmailRead",
        "Mark one or more e-mails as read or unread.",
        {
            "emailIds": arr("string", "E-mails to update.", minItems=1),
            "read": prop("boolean", "true to mark as read, false to mark as unread."),
        },
        ["emailIds", "read"],
        ann=wr(idem=True),
    ),
]

MARGIN_NOTES = [
    tool(
        "find-notes",
        "Search notes by title, body text or tag.",
        {
            "text": prop("string", "Words to search for."),
            "tag": prop("string", "Only notes with this tag."),
            "notebook": prop("string", "Only notes in this notebook."),
        },
        ann=ro(),
        title="Find notes",
    ),
    tool(
        "open-note",
        "Return the full Markdown content of a note.",
        {"note-id": prop("string", "Note id from find-notes.")},
        ["note-id"],
        ann=ro(),
        out=obj(
            {
                "title": prop("string", "Note title."),
                "markdown": prop("string", "Note body in Markdown."),
                "tags": arr("string", "Tags on the note."),
                "updated": prop("string", "Last edit time."),
            }
        ),
    ),
    tool(
        "new-note",
        "Create a note in a notebook.",
        {
            "title": prop("string", "Note title."),
            "markdown": prop("string", "Note body in Markdown."),
            "notebook": prop("string", "Notebook name; defaults to Inbox."),
            "tags": arr("string", "Tags to attach."),
        },
        ["title"],
        ann=wr(),
        title="New note",
    ),
    tool(
        "append-to-note",
        "Add text to the end of an existing note without changing what is already there.",
        {
            "note-id": prop("string", "Note to extend."),
            "markdown": prop("string", "Text to append."),
        },
        ["note-id", "markdown"],
        ann=wr(),
    ),
    tool(
        "replace-note-body",
        "Overwrite the whole body of a note. The previous text is kept in the note's version history for 60 days. "
        "Prefer append-to-note when the user only wants to add something.",
        {
            "note-id": prop("string", "Note to overwrite."),
            "markdown": prop("string", "New full body."),
        },
        ["note-id", "markdown"],
        ann=de(),
    ),
    tool(
        "tag-note",
        "Add or remove tags on a note.",
        {
            "note-id": prop("string", "Note to tag."),
            "add": arr("string", "Tags to add."),
            "remove": arr("string", "Tags to remove."),
        },
        ["note-id"],
        ann=wr(idem=True),
    ),
    tool(
        "list-notebooks",
        "List notebooks and how many notes each contains.",
        {},
        ann=ro(),
    ),
    tool(
        "share-note-link",
        "Create a public read-only link to a note. Anyone with the link can read it, so make sure the user wants "
        "the note public. Links can be revoked with revoke-note-link.",
        {
            "note-id": prop("string", "Note to publish."),
            "expires-in-days": prop("integer", "Days until the link stops working; omit for no expiry.", minimum=1),
        },
        ["note-id"],
        ann=wr(open_world=True),
        title="Share note by link",
        out=obj({"url": prop("string", "Public link."), "expires": prop("string", "Expiry date, if any.")}),
    ),
    tool(
        "revoke-note-link",
        "Turn off a note's public link. People who open the old link will see an error.",
        {"note-id": prop("string", "Note whose link is revoked.")},
        ["note-id"],
        ann=wr(idem=True),
    ),
    tool(
        "delete-note",
        "Move a note to the trash, where it stays for 30 days before it is removed for good.",
        {"note-id": prop("string", "Note to delete.")},
        ["note-id"],
        ann=de(),
    ),
]

SYNCBARN = [
    tool(
        "browse_folder",
        "List files and subfolders in a synced folder.",
        {
            "path": prop("string", "Folder path relative to the sync root, e.g. /Documents."),
            "include_hidden": prop("boolean", "Include dotfiles (default false)."),
        },
        ["path"],
        ann=ro(),
        title="Browse folder",
    ),
    tool(
        "file_details",
        "Show size, modification time, sync state and sharing settings of one file.",
        {"path": prop("string", "File path relative to the sync root.")},
        ["path"],
        ann=ro(),
        out=obj(
            {
                "size_bytes": prop("integer", "File size in bytes."),
                "modified": prop("string", "Last modification time."),
                "sync_state": prop("string", "One of synced, pending, conflict or error."),
                "shared_with": arr("string", "Accounts the file is shared with."),
            }
        ),
    ),
    tool(
        "read_synced_text",
        "Return the contents of a text file up to 1 MB. Binary files are refused.",
        {"path": prop("string", "File path relative to the sync root.")},
        ["path"],
        ann=ro(),
    ),
    tool(
        "upload_text_file",
        "Write a text file into the sync folder. If a file already exists at the path, set overwrite to true; "
        "the old version stays in file history.",
        {
            "path": prop("string", "Destination path."),
            "content": prop("string", "File contents (UTF-8)."),
            "overwrite": prop("boolean", "Replace an existing file (default false)."),
        },
        ["path", "content"],
        ann=wr(),
    ),
    tool(
        "move_or_rename",
        "Move or rename a file or folder inside the sync root.",
        {
            "from_path": prop("string", "Current path."),
            "to_path": prop("string", "New path."),
        },
        ["from_path", "to_path"],
        ann=wr(),
    ),
    tool(
        "share_with_people",
        "Share a file or folder with other accounts by e-mail address. They receive an e-mail invitation right "
        "away. Ask the user to confirm the addresses and the permission level before sharing.",
        {
            "path": prop("string", "File or folder to share."),
            "emails": arr("string", "Addresses to invite.", minItems=1),
            "permission": prop("string", "Access level.", enum=["view", "edit"]),
        },
        ["path", "emails", "permission"],
        ann=wr(open_world=True),
        title="Share with people",
    ),
    tool(
        "stop_sharing",
        "Remove one person's access to a shared file or folder.",
        {
            "path": prop("string", "Shared file or folder."),
            "email": prop("string", "Address to remove."),
        },
        ["path", "email"],
        ann=wr(idem=True),
    ),
    tool(
        "list_file_versions",
        "List earlier versions of a file kept by file history (up to 90 days).",
        {"path": prop("string", "File path.")},
        ["path"],
        ann=ro(),
    ),
    tool(
        "restore_file_version",
        "Restore an earlier version of a file. The current version is saved as a new history entry first, so "
        "nothing is lost.",
        {
            "path": prop("string", "File path."),
            "version_id": prop("string", "Version from list_file_versions."),
        },
        ["path", "version_id"],
        ann=wr(),
    ),
    tool(
        "delete_synced_item",
        "Delete a file or folder. The deletion syncs to all of the user's devices. Deleted items can be restored "
        "from the web trash for 30 days; deleting a folder deletes everything in it, so list its contents and "
        "confirm with the user first.",
        {
            "path": prop("string", "File or folder to delete."),
        },
        ["path"],
        ann=de(),
        title="Delete file or folder",
    ),
]

SERVERS = [
    ("pigeonpost", "en", "snake_case", PIGEONPOST),
    ("quillmail", "en", "camelCase", QUILLMAIL),
    ("margin-notes", "en", "kebab-case", MARGIN_NOTES),
    ("syncbarn", "en", "snake_case", SYNCBARN),
]
