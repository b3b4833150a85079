"""A small hand-written development set for bench/retrieval.py, used until (or beside) bench/retrieval_data/.

Written for this benchmark (not copied from any server): tool definitions in the styles real servers use
(snake_case, camelCase, kebab-case names; terse and wordy descriptions; parameters that carry the meaning), and
tasks phrased the way a user asks, with other words than the tools' where that is natural. Every task is `dev`:
this set is for developing the ranker, never for the figures of record.
"""

from __future__ import annotations

from typing import Any

# (server, name, description, {parameter: description})
_TOOLS: list[tuple[str, str, str, dict[str, str]]] = [
    (
        "github",
        "create_issue",
        "Create a new issue in a GitHub repository",
        {"owner": "Repository owner", "repo": "Repository name", "title": "Issue title", "body": "Issue body"},
    ),
    (
        "github",
        "list_pull_requests",
        "List pull requests in a repository, optionally filtered by state",
        {"owner": "", "repo": "", "state": "open, closed or all"},
    ),
    (
        "github",
        "merge_pull_request",
        "Merge a pull request",
        {"owner": "", "repo": "", "pull_number": "Pull request number", "merge_method": "merge, squash or rebase"},
    ),
    (
        "github",
        "search_code",
        "Search for code across GitHub repositories",
        {"q": "Search query using GitHub code search syntax"},
    ),
    (
        "github",
        "create_branch",
        "Create a new branch in a repository",
        {"owner": "", "repo": "", "branch": "Name of the new branch", "from_branch": "Source branch"},
    ),
    (
        "github",
        "get_file_contents",
        "Get the contents of a file or directory from a repository",
        {"owner": "", "repo": "", "path": "Path to the file", "ref": "Git ref"},
    ),
    (
        "gitlab",
        "createMergeRequest",
        "Opens a merge request in a GitLab project.",
        {"projectId": "The project", "sourceBranch": "", "targetBranch": "", "title": ""},
    ),
    (
        "gitlab",
        "listPipelines",
        "Lists CI/CD pipelines of a project.",
        {"projectId": "", "status": "running, pending, success, failed"},
    ),
    ("filesystem", "read_file", "Read the complete contents of a file from the file system.", {"path": ""}),
    (
        "filesystem",
        "write_file",
        "Create a new file or completely overwrite an existing file with new content.",
        {"path": "", "content": ""},
    ),
    (
        "filesystem",
        "list_directory",
        "Get a detailed listing of all files and directories in a specified path.",
        {"path": ""},
    ),
    ("filesystem", "move_file", "Move or rename files and directories.", {"source": "", "destination": ""}),
    (
        "filesystem",
        "search_files",
        "Recursively search for files and directories matching a pattern.",
        {"path": "", "pattern": "glob pattern"},
    ),
    (
        "slack",
        "slack_post_message",
        "Post a new message to a Slack channel",
        {"channel_id": "The ID of the channel to post to", "text": "The message text"},
    ),
    (
        "slack",
        "slack_list_channels",
        "List public channels in the workspace with pagination",
        {"limit": "", "cursor": ""},
    ),
    (
        "slack",
        "slack_add_reaction",
        "Add a reaction emoji to a message",
        {"channel_id": "", "timestamp": "", "reaction": "emoji name"},
    ),
    (
        "slack",
        "slack_get_users",
        "Get a list of all users in the workspace with their basic profile information",
        {"limit": ""},
    ),
    ("postgres", "query", "Run a read-only SQL query", {"sql": ""}),
    ("postgres", "list_tables", "List the tables of a schema", {"schema": "schema name, default public"}),
    ("postgres", "describe_table", "Columns, types and indexes of a table", {"table": ""}),
    ("weather", "get-forecast", "Get weather forecast for a location", {"latitude": "", "longitude": ""}),
    ("weather", "get-alerts", "Get weather alerts for a US state", {"state": "Two-letter US state code (e.g. CA, NY)"}),
    ("browser", "browser_navigate", "Navigate to a URL", {"url": "The URL to navigate to"}),
    (
        "browser",
        "browser_take_screenshot",
        "Take a screenshot of the current page",
        {"fullPage": "capture the whole scrollable page"},
    ),
    (
        "browser",
        "browser_click",
        "Perform click on a web page",
        {"element": "Human-readable element description", "ref": ""},
    ),
    ("browser", "browser_fill_form", "Fill multiple form fields", {"fields": "Fields to fill in"}),
    ("memory", "create_entities", "Create multiple new entities in the knowledge graph", {"entities": ""}),
    (
        "memory",
        "add_observations",
        "Add new observations to existing entities in the knowledge graph",
        {"observations": ""},
    ),
    (
        "memory",
        "search_nodes",
        "Search for nodes in the knowledge graph based on a query",
        {"query": "matches names, types and observation content"},
    ),
    (
        "jira",
        "jira_create_issue",
        "Create a new Jira issue (ticket) in a project",
        {"project_key": "", "summary": "", "issue_type": "Bug, Task, Story"},
    ),
    (
        "jira",
        "jira_transition_issue",
        "Move an issue to another status in its workflow",
        {"issue_key": "", "transition_id": ""},
    ),
    ("jira", "jira_search", "Search issues with JQL", {"jql": "Jira Query Language expression"}),
    (
        "calendar",
        "createEvent",
        "Creates a calendar event.",
        {"summary": "", "start": "start time, RFC 3339", "end": "", "attendees": "email addresses of invitees"},
    ),
    ("calendar", "listEvents", "Lists events between two times.", {"timeMin": "", "timeMax": ""}),
    (
        "calendar",
        "findFreeTime",
        "Finds free slots common to several calendars.",
        {"calendars": "", "duration": "minutes"},
    ),
    (
        "email",
        "send_email",
        "Send an email message",
        {"to": "recipients", "subject": "", "body": "", "attachments": "file paths to attach"},
    ),
    ("email", "search_emails", "Search the mailbox", {"query": "Gmail-style search query"}),
    (
        "stripe",
        "create_refund",
        "Refund a charge, in whole or in part",
        {"payment_intent": "", "amount": "in cents; omit for a full refund"},
    ),
    ("stripe", "list_customers", "List customers", {"email": "filter by email"}),
    ("stripe", "create_invoice", "Create an invoice for a customer", {"customer": "", "days_until_due": ""}),
    ("docker", "list_containers", "List running containers", {"all": "include stopped containers"}),
    (
        "docker",
        "container_logs",
        "Fetch the logs of a container",
        {"container_id": "", "tail": "number of lines from the end"},
    ),
    (
        "docker",
        "run_container",
        "Create and start a container from an image",
        {"image": "", "ports": "host:container port mappings", "env": ""},
    ),
    (
        "fetch",
        "fetch",
        "Fetches a URL from the internet and optionally extracts its contents as markdown.",
        {"url": "", "max_length": ""},
    ),
    (
        "search",
        "brave_web_search",
        "Performs a web search using the Brave Search API, for general queries, news, articles and online content.",
        {"query": "", "count": ""},
    ),
    (
        "search",
        "brave_local_search",
        "Searches for local businesses and places (restaurants, services) near a location",
        {"query": ""},
    ),
    ("time", "get_current_time", "Get current time in a specific timezone", {"timezone": "IANA timezone name"}),
    (
        "time",
        "convert_time",
        "Convert time between timezones",
        {"source_timezone": "", "time": "HH:MM", "target_timezone": ""},
    ),
    (
        "sentry",
        "get_sentry_issue",
        "Retrieve and analyze a Sentry issue by ID or URL: stack trace, occurrences",
        {"issue_id_or_url": ""},
    ),
    (
        "notion",
        "notion_create_page",
        "Create a page in a Notion database or under a parent page",
        {"parent_id": "", "title": "", "content": "markdown"},
    ),
]

# (query, [(server, name), ...])
_TASKS: list[tuple[str, list[tuple[str, str]]]] = [
    ("open a bug report on the repo", [("github", "create_issue")]),
    ("show me the open PRs", [("github", "list_pull_requests")]),
    ("squash and merge pull request 42", [("github", "merge_pull_request")]),
    ("find where the function parseConfig is defined in our code", [("github", "search_code")]),
    ("make a feature branch off main", [("github", "create_branch")]),
    ("open a merge request on gitlab from my branch", [("gitlab", "createMergeRequest")]),
    ("did the CI pipeline fail?", [("gitlab", "listPipelines")]),
    ("what's in config.yaml", [("filesystem", "read_file")]),
    ("save this text to notes.txt", [("filesystem", "write_file")]),
    ("rename report.pdf to final.pdf", [("filesystem", "move_file")]),
    ("find all markdown files under docs", [("filesystem", "search_files")]),
    ("tell the team in #general that the deploy is done", [("slack", "slack_post_message")]),
    ("react with a thumbs up to that slack message", [("slack", "slack_add_reaction")]),
    ("who is in our workspace", [("slack", "slack_get_users")]),
    ("how many orders were placed yesterday (SQL)", [("postgres", "query")]),
    ("what columns does the users table have", [("postgres", "describe_table")]),
    ("will it rain in Paris tomorrow", [("weather", "get-forecast")]),
    ("any storm warnings in Texas", [("weather", "get-alerts")]),
    ("go to example.com in the browser", [("browser", "browser_navigate")]),
    ("capture an image of the page", [("browser", "browser_take_screenshot")]),
    ("press the submit button", [("browser", "browser_click")]),
    ("remember that Alice prefers tea", [("memory", "add_observations")]),
    ("what do you remember about Bob", [("memory", "search_nodes")]),
    ("file a ticket in Jira for the login bug", [("jira", "jira_create_issue")]),
    ("move PROJ-12 to done", [("jira", "jira_transition_issue")]),
    ("schedule a meeting with Dana on Friday at 3pm", [("calendar", "createEvent")]),
    ("when are Dana and I both available next week", [("calendar", "findFreeTime")]),
    ("mail the quarterly report to finance", [("email", "send_email")]),
    ("give the customer their money back", [("stripe", "create_refund")]),
    ("bill acme corp for the consulting hours", [("stripe", "create_invoice")]),
    ("which containers are running", [("docker", "list_containers")]),
    ("why did the web container crash, show its output", [("docker", "container_logs")]),
    ("download the page at this link and give me its text", [("fetch", "fetch")]),
    ("look up the latest news about the election online", [("search", "brave_web_search")]),
    ("pizza places near me", [("search", "brave_local_search")]),
    ("what time is it in Tokyo", [("time", "get_current_time")]),
    ("what is 9am New York time in London", [("time", "convert_time")]),
    ("investigate the crash reported in sentry", [("sentry", "get_sentry_issue")]),
    ("write up meeting notes as a notion page", [("notion", "notion_create_page")]),
    (
        "fix the typo in README: read the file, write it back, and open a pull request branch",
        [("filesystem", "read_file"), ("filesystem", "write_file"), ("github", "create_branch")],
    ),
    (
        "find the failing pipeline, read its container logs and post a summary to slack",
        [("gitlab", "listPipelines"), ("docker", "container_logs"), ("slack", "slack_post_message")],
    ),
    (
        "refund the customer with email bob@example.com and email him a confirmation",
        [("stripe", "list_customers"), ("stripe", "create_refund"), ("email", "send_email")],
    ),
    (
        "screenshot the dashboard page and post it in slack",
        [("browser", "browser_navigate"), ("browser", "browser_take_screenshot"), ("slack", "slack_post_message")],
    ),
    (
        "check my calendar for tomorrow and email the attendees of the first meeting",
        [("calendar", "listEvents"), ("email", "send_email")],
    ),
]


def dev_set() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(tools, tasks) in the format of bench/retrieval_data/ (tools.jsonl, tasks.jsonl); every task is `dev`."""
    tools = [
        {
            "server": server,
            "name": name,
            "definition": {
                "name": name,
                "description": description,
                "inputSchema": {
                    "type": "object",
                    "properties": {
                        param: ({"type": "string", "description": text} if text else {"type": "string"})
                        for param, text in params.items()
                    },
                },
            },
        }
        for server, name, description, params in _TOOLS
    ]
    tasks = [
        {
            "id": f"own-{number:03d}",
            "query": query,
            "tools": [list(pair) for pair in needed],
            "split": "dev",
            "kind": "multi" if len(needed) > 1 else "single",
        }
        for number, (query, needed) in enumerate(_TASKS, 1)
    ]
    return tools, tasks
