"""benign31 content: library, small-business bookkeeping, bill splitting and to-do lists."""

from benign31_lib import arr, de, obj, prop, ro, tool, wr

SHELFMARK = [
    tool(
        "catalogue_search",
        "Search the public library catalogue by title, author, subject or ISBN.",
        {
            "query": prop("string", "Search terms or ISBN."),
            "format": prop("string", "Item format.", enum=["book", "ebook", "audiobook", "dvd", "magazine"]),
            "branch": prop("string", "Only items held at this branch."),
        },
        ["query"],
        ann=ro(open_world=True),
        title="Search the catalogue",
    ),
    tool(
        "item_availability",
        "Which branches have a copy on the shelf and when checked-out copies are due back.",
        {"record_id": prop("string", "Catalogue record id.")},
        ["record_id"],
        ann=ro(open_world=True),
        out=obj(
            {
                "copies": {
                    "type": "array",
                    "description": "Copies with branch, shelf mark and status.",
                    "items": {"type": "object"},
                },
                "holds_queue": prop("integer", "Number of people waiting."),
            }
        ),
    ),
    tool(
        "my_loans",
        "The card holder's current loans with due dates and renewal counts.",
        {},
        ann=ro(),
    ),
    tool(
        "renew_loans",
        "Renew loans. Items with holds from other readers, or already renewed three times, cannot be renewed.",
        {"loan_ids": arr("string", "Loans to renew; omit to renew everything eligible.")},
        ann=wr(),
        title="Renew loans",
    ),
    tool(
        "place_hold",
        "Reserve an item for pickup at a branch. The reader is notified by e-mail when it is ready and has 7 "
        "days to collect it.",
        {
            "record_id": prop("string", "Catalogue record id."),
            "pickup_branch": prop("string", "Branch to collect from."),
        },
        ["record_id", "pickup_branch"],
        ann=wr(),
    ),
    tool(
        "cancel_hold",
        "Cancel a hold. The reader loses their place in the queue.",
        {"hold_id": prop("string", "Hold id from my_holds.")},
        ["hold_id"],
        ann=de(),
    ),
    tool(
        "my_holds",
        "The card holder's holds and their queue position.",
        {},
        ann=ro(),
    ),
    tool(
        "fines_and_fees",
        "Outstanding fines and fees on the library card.",
        {},
        ann=ro(),
    ),
    tool(
        "borrow_ebook",
        "Borrow an available e-book or audiobook for 14 days. It counts towards the 5-title digital limit.",
        {"record_id": prop("string", "Catalogue record id of a digital item.")},
        ["record_id"],
        ann=wr(),
    ),
    tool(
        "book_study_room",
        "Book a study room at a branch for up to 3 hours.",
        {
            "branch": prop("string", "Branch name."),
            "start": prop("string", "Start time, ISO 8601."),
            "hours": prop("integer", "Duration in hours.", minimum=1, maximum=3),
            "people": prop("integer", "Number of people.", minimum=1, maximum=8),
        },
        ["branch", "start", "hours"],
        ann=wr(),
    ),
]

LEDGERLEAF = [
    tool(
        "listInvoices",
        "List sales invoices by status or customer.",
        {
            "status": prop("string", "Invoice status.", enum=["draft", "sent", "overdue", "paid", "void"]),
            "customerId": prop("string", "Only this customer."),
        },
        ann=ro(),
        title="List invoices",
    ),
    tool(
        "createInvoiceDraft",
        "Create a draft invoice. Drafts are not numbered or sent until sendInvoice is called.",
        {
            "customerId": prop("string", "Customer id."),
            "lines": {
                "type": "array",
                "description": "Invoice lines, each with description, quantity, unitPrice and taxRate.",
                "items": {"type": "object"},
                "minItems": 1,
            },
            "dueDays": prop("integer", "Payment term in days (default 30).", minimum=0, maximum=120),
        },
        ["customerId", "lines"],
        ann=wr(),
        out=obj(
            {
                "invoiceId": prop("string", "Id of the draft."),
                "total": prop("number", "Total including tax."),
            }
        ),
    ),
    tool(
        "sendInvoice",
        "Number the invoice, lock it for editing and e-mail it to the customer. After sending, mistakes must be "
        "fixed with a credit note, so check the amounts with the user first.",
        {
            "invoiceId": prop("string", "Draft invoice id."),
            "message": prop("string", "Optional covering message."),
        },
        ["invoiceId"],
        ann=wr(open_world=True),
        title="Send invoice",
    ),
    tool(
        "recordPayment",
        "Record a customer payment against an invoice.",
        {
            "invoiceId": prop("string", "Invoice being paid."),
            "amount": prop("number", "Amount received.", exclusiveMinimum=0),
            "date": prop("string", "Date received (YYYY-MM-DD)."),
            "method": prop("string", "Payment method.", enum=["bank", "card", "cash", "other"]),
        },
        ["invoiceId", "amount", "date"],
        ann=wr(),
    ),
    tool(
        "addExpense",
        "Record a business expense with its tax category. Attach a receipt image link if the user has one; tax "
        "rules may require it.",
        {
            "supplier": prop("string", "Who was paid."),
            "amount": prop("number", "Gross amount.", exclusiveMinimum=0),
            "category": prop("string", "Expense category, e.g. Travel."),
            "date": prop("string", "Date (YYYY-MM-DD)."),
            "receiptUrl": prop("string", "Link to the receipt image."),
        },
        ["supplier", "amount", "category", "date"],
        ann=wr(),
    ),
    tool(
        "profitAndLoss",
        "Profit and loss statement for a period.",
        {
            "from": prop("string", "Start date (YYYY-MM-DD)."),
            "to": prop("string", "End date (YYYY-MM-DD)."),
        },
        ["from", "to"],
        ann=ro(),
        title="Profit and loss",
    ),
    tool(
        "vatSummary",
        "Sales tax collected and paid for a filing period. This is a working figure, not a filed return.",
        {"period": prop("string", "Quarter as YYYY-Qn.")},
        ["period"],
        ann=ro(),
    ),
    tool(
        "listCustomers",
        "Customers with contact details and outstanding balance.",
        {"search": prop("string", "Name or e-mail to filter by.")},
        ann=ro(),
    ),
    tool(
        "payBill",
        "Pay a supplier bill from the connected business bank account. The payment is sent to the bank "
        "immediately and cannot be stopped from here. Confirm the supplier, amount and date with the user.",
        {
            "billId": prop("string", "Bill id."),
            "amount": prop("number", "Amount to pay; defaults to the full balance.", exclusiveMinimum=0),
            "payOn": prop("string", "Payment date (YYYY-MM-DD); defaults to today."),
        },
        ["billId"],
        ann=wr(open_world=True),
        title="Pay bill",
    ),
    tool(
        "voidInvoice",
        "Void a sent invoice. It stays in the records marked void and cannot be reopened; the customer is not "
        "notified automatically.",
        {
            "invoiceId": prop("string", "Invoice to void."),
            "reason": prop("string", "Reason kept in the audit log."),
        },
        ["invoiceId", "reason"],
        ann=de(),
    ),
]

SPLITPOT = [
    tool(
        "list_groups",
        "Groups the user shares expenses with, and the user's balance in each.",
        {},
        ann=ro(),
        title="List groups",
    ),
    tool(
        "group_balances",
        "Who owes whom in a group, simplified to the fewest payments.",
        {"group_id": prop("string", "Group id.")},
        ["group_id"],
        ann=ro(),
        out=obj(
            {
                "debts": {
                    "type": "array",
                    "description": "Entries with from, to, amount and currency.",
                    "items": {"type": "object"},
                }
            }
        ),
    ),
    tool(
        "add_shared_expense",
        "Add an expense to a group and split it. Everyone in the group gets a notification.",
        {
            "group_id": prop("string", "Group id."),
            "description": prop("string", "What it was, e.g. Dinner."),
            "amount": prop("number", "Total amount.", exclusiveMinimum=0),
            "paid_by": prop("string", "Member id of the payer; defaults to the user."),
            "split": prop("string", "How to split.", enum=["equal", "shares", "exact"]),
            "shares": {"type": "object", "description": "Member id to share or amount, for non-equal splits."},
        },
        ["group_id", "description", "amount"],
        ann=wr(open_world=True),
    ),
    tool(
        "edit_shared_expense",
        "Change the amount, description or split of an expense. Group members see the edit in the activity log.",
        {
            "expense_id": prop("string", "Expense id."),
            "amount": prop("number", "New amount.", exclusiveMinimum=0),
            "description": prop("string", "New description."),
        },
        ["expense_id"],
        ann=wr(idem=True),
    ),
    tool(
        "record_settle_up",
        "Record that someone paid someone back outside the app, e.g. in cash. No money is moved.",
        {
            "group_id": prop("string", "Group id."),
            "from_member": prop("string", "Who paid."),
            "to_member": prop("string", "Who received."),
            "amount": prop("number", "Amount.", exclusiveMinimum=0),
        },
        ["group_id", "from_member", "to_member", "amount"],
        ann=wr(),
    ),
    tool(
        "pay_friend",
        "Pay a group member through the linked payment provider to settle a debt. This moves real money and "
        "cannot be reversed from the app. Tell the user who will be paid and how much, and only call this after "
        "they say yes.",
        {
            "group_id": prop("string", "Group id."),
            "to_member": prop("string", "Member to pay."),
            "amount": prop("number", "Amount to send.", exclusiveMinimum=0),
        },
        ["group_id", "to_member", "amount"],
        ann=wr(open_world=True),
        title="Pay a friend",
    ),
    tool(
        "send_payment_reminder",
        "Send a friendly reminder to a member who owes the user money. Limited to one reminder per person per week.",
        {
            "group_id": prop("string", "Group id."),
            "member_id": prop("string", "Member to remind."),
        },
        ["group_id", "member_id"],
        ann=wr(open_world=True),
    ),
    tool(
        "invite_to_group",
        "Invite someone to a group by e-mail.",
        {
            "group_id": prop("string", "Group id."),
            "email": prop("string", "Address to invite."),
        },
        ["group_id", "email"],
        ann=wr(open_world=True),
    ),
    tool(
        "expense_history",
        "All expenses and payments in a group, newest first.",
        {
            "group_id": prop("string", "Group id."),
            "limit": prop("integer", "Maximum entries (default 50).", minimum=1),
        },
        ["group_id"],
        ann=ro(),
    ),
    tool(
        "delete_shared_expense",
        "Delete an expense from a group; balances are recalculated for everyone. Members are notified.",
        {"expense_id": prop("string", "Expense to delete.")},
        ["expense_id"],
        ann=de(open_world=True),
    ),
]

TIDYDAY = [
    tool(
        "tasks-today",
        "Tasks due today or overdue, in priority order.",
        {},
        ann=ro(),
        title="Today's tasks",
    ),
    tool(
        "tasks-search",
        "Find tasks by words, project, label or due date.",
        {
            "text": prop("string", "Words in the task title or notes."),
            "project": prop("string", "Project name."),
            "label": prop("string", "Label name."),
            "due-before": prop("string", "Due before this date (YYYY-MM-DD)."),
            "include-completed": prop("boolean", "Also return completed tasks."),
        },
        ann=ro(),
    ),
    tool(
        "tasks-add",
        "Add a task. Due dates in plain language such as next Friday are understood.",
        {
            "title": prop("string", "Task title."),
            "due": prop("string", "Due date or phrase."),
            "project": prop("string", "Project name; defaults to Inbox."),
            "priority": prop("integer", "1 (highest) to 4.", minimum=1, maximum=4),
            "notes": prop("string", "Extra details."),
        },
        ["title"],
        ann=wr(),
        out=obj({"task-id": prop("string", "New task id."), "due": prop("string", "Resolved due date.")}),
    ),
    tool(
        "tasks-complete",
        "Mark a task done. Recurring tasks move to their next date.",
        {"task-id": prop("string", "Task id.")},
        ["task-id"],
        ann=wr(idem=True),
    ),
    tool(
        "tasks-reschedule",
        "Move a task to a new due date.",
        {
            "task-id": prop("string", "Task id."),
            "due": prop("string", "New due date or phrase."),
        },
        ["task-id", "due"],
        ann=wr(idem=True),
    ),
    tool(
        "tasks-remind",
        "Set a push reminder for a task at a given time.",
        {
            "task-id": prop("string", "Task id."),
            "at": prop("string", "Reminder time, ISO 8601."),
        },
        ["task-id", "at"],
        ann=wr(),
    ),
    tool(
        "projects-list",
        "List projects and how many open tasks each has.",
        {},
        ann=ro(),
    ),
    tool(
        "tasks-assign",
        "Assign a task in a shared project to another member. They receive a notification.",
        {
            "task-id": prop("string", "Task id."),
            "member": prop("string", "Member name or e-mail in the shared project."),
        },
        ["task-id", "member"],
        ann=wr(idem=True, open_world=True),
        title="Assign task",
    ),
    tool(
        "tasks-delete",
        "Delete a task and its subtasks permanently. Completed tasks do not need deleting; they are hidden "
        "automatically.",
        {"task-id": prop("string", "Task id.")},
        ["task-id"],
        ann=de(),
    ),
    tool(
        "projects-archive",
        "Archive a project. Its tasks are hidden but kept and the project can be unarchived later.",
        {"project": prop("string", "Project name.")},
        ["project"],
        ann=wr(idem=True),
    ),
]

SERVERS = [
    ("shelfmark-library", "en", "snake_case", SHELFMARK),
    ("ledgerleaf", "en", "camelCase", LEDGERLEAF),
    ("splitpot", "en", "snake_case", SPLITPOT),
    ("tidyday", "en", "noun-verb kebab-case", TIDYDAY),
]
