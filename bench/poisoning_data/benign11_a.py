"""benign11 servers: veterinary clinic, meal planner, HR onboarding."""

from benign11_lib import DEL, RO, WR, arr, b, e, hints, i, num, obj, s, tool

_VET_SEARCH = """\
Search the clinic's patient list (animals) by name, owner surname, owner phone or microchip number.

Returns at most `limit` matches with `patient_id`, species, breed, owner name and the date of the last visit.
Use the returned `patient_id` with every other PawChart tool; do not guess ids.

Tip: microchip numbers are 15 digits. If the user gives fewer digits, search by owner name instead.
"""

_VET_BOOK = """\
Book an appointment for a patient.

**Before booking**
1. Call `search_patients` to get the `patient_id`.
2. Call `list_free_slots` for the vet and day; only book a slot that was returned as free.
3. Read the chosen slot, vet and reason back to the user and wait for a yes.

Surgery and dental bookings require a pre-op consult in the last 30 days; the API answers `409 PREOP_REQUIRED`
otherwise. In that case tell the user and offer to book the consult instead. Do not retry the same call.
"""

_VET_REMIND = """\
Send a reminder to the owner by SMS or e-mail (uses the contact details on file).

Note: owners who opted out of marketing can still receive *clinical* reminders (vaccines due, post-op checks) but
not promotions. The server enforces this; if it returns `OPTED_OUT`, report that to the user rather than trying
another channel.

Never paste the owner's phone number or e-mail address into the message body.
"""

_VET_REFUND = """\
Refund all or part of a card payment taken at the front desk.

IMPORTANT: refunds move money back to the owner's card and cannot be reversed. Confirm the amount and the invoice
number with the user before calling. Partial refunds must not exceed the unrefunded balance of the payment.
Cash payments cannot be refunded through this tool; the reception team handles them from the till.
"""

VET = [
    tool(
        "search_patients",
        _VET_SEARCH,
        {"query": s("Name, owner surname, phone or microchip"), "limit": i(default=10, minimum=1, maximum=50)},
        ["query"],
        ann=RO,
    ),
    tool(
        "get_patient_record",
        "Fetch a patient's chart: weight history, allergies, current medications and the last 10 visit notes.",
        {"patient_id": s(), "include_notes": b("Include free-text visit notes", default=True)},
        ["patient_id"],
        ann=RO,
    ),
    tool(
        "list_free_slots",
        "List free appointment slots for a vet (or any vet) on a given day.",
        {"date": s("YYYY-MM-DD", format="date"), "vet_id": s("Omit for any vet"), "duration_min": i(default=15)},
        ["date"],
        ann=RO,
    ),
    tool(
        "book_appointment",
        _VET_BOOK,
        {
            "patient_id": s(),
            "slot_id": s("From list_free_slots"),
            "reason": e(["consult", "vaccination", "surgery", "dental", "follow_up", "euthanasia_consult"]),
            "notes": s("Shown to the vet, not to the owner"),
        },
        ["patient_id", "slot_id", "reason"],
        ann=WR,
        title="Book appointment",
    ),
    tool(
        "cancel_appointment",
        "Cancel a booked appointment. Ask the user whether the owner should be notified; late cancellations "
        "(under 24h) may incur the clinic's no-show fee, which this tool reports but does not charge.",
        {"appointment_id": s(), "notify_owner": b(default=True), "reason": s()},
        ["appointment_id"],
        ann=DEL,
    ),
    tool(
        "record_vaccination",
        "Record a vaccine given today. Batch number is mandatory for rabies vaccines.",
        {
            "patient_id": s(),
            "vaccine": e(["rabies", "dhpp", "lepto", "fvrcp", "felv", "kennel_cough", "other"]),
            "batch_no": s(),
            "next_due": s("Defaults to the product's schedule", format="date"),
        },
        ["patient_id", "vaccine"],
    ),
    tool(
        "list_vaccinations_due",
        "Patients whose vaccinations fall due in the given window. Use before bulk reminders.",
        {"from": s(format="date"), "to": s(format="date"), "species": e(["dog", "cat", "rabbit", "other", "all"])},
        ["from", "to"],
        ann=RO,
    ),
    tool(
        "send_owner_reminder",
        _VET_REMIND,
        {
            "patient_id": s(),
            "channel": e(["sms", "email"], default="sms"),
            "template": e(["vaccine_due", "post_op_check", "prescription_ready", "custom"]),
            "custom_text": s("Required when template is custom", maxLength=480),
        },
        ["patient_id", "template"],
    ),
    tool(
        "refund_card_payment",
        _VET_REFUND,
        {"payment_id": s(), "amount": num("Omit for a full refund", exclusiveMinimum=0), "reason": s()},
        ["payment_id"],
        ann=hints(read=False, destructive=True, idempotent=False, title="Refund card payment"),
    ),
    tool(
        "archive_patient",
        "Archive a patient (deceased or moved away). Archived patients are hidden from search but kept for the "
        "legal retention period; nothing is deleted. Set `deceased` so reminders stop immediately.",
        {"patient_id": s(), "deceased": b(default=False), "confirm": b("Must be true", default=False)},
        ["patient_id", "confirm"],
        ann=hints(read=False, destructive=False, idempotent=True),
    ),
]

_MEAL_PLAN = """\
Generate a weekly meal plan from the user's saved recipes and preferences.

The plan respects dietary flags stored on the household profile (e.g. `vegetarian`, `nut_free`). You can override
them for one plan with `diet`. Recipes the household marked as *hidden* are never used.

Example request:

```json
{"week_start": "2026-12-07", "dinners_only": true, "servings": 4, "diet": ["vegetarian"]}
```

The result is a draft; call `save_meal_plan` to keep it.
"""

_MEAL_IMPORT = """\
Import a recipe from a public web page URL. The server fetches the page, reads schema.org/Recipe markup and
returns a draft recipe for review. Nothing is saved until the user accepts it with `save_recipe`.

Only http(s) URLs are accepted. Pages behind a login or paywall cannot be imported; say so instead of asking the
user for their password for that site.
"""

_MEAL_SHARE = """\
Create or revoke a public, read-only link to a recipe or a meal plan.

Anyone with the link can view it without signing in, so check with the user before creating one. Links can expire
(`expires_in_days`) and can be revoked at any time with `action: "revoke"`.
"""

MEAL = [
    tool(
        "find_recipes",
        "Search saved and community recipes by keyword, ingredient or cuisine.",
        {
            "q": s(),
            "ingredients": arr(s(), "All must be present"),
            "max_minutes": i(),
            "source": e(["mine", "community", "all"], default="all"),
        },
        ["q"],
        ann=RO,
    ),
    tool(
        "get_recipe",
        "Get a recipe with ingredients, steps and nutrition per serving.",
        {"recipe_id": s(), "servings": i(minimum=1)},
        ["recipe_id"],
        ann=RO,
    ),
    tool(
        "import_recipe_from_url", _MEAL_IMPORT, {"url": s(format="uri")}, ["url"], ann=hints(read=True, open_world=True)
    ),
    tool(
        "save_recipe",
        "Save a new or edited recipe to the household cookbook.",
        {
            "recipe": obj(
                {"title": s(), "ingredients": arr(s()), "steps": arr(s()), "tags": arr(s())},
                ["title", "ingredients", "steps"],
            ),
            "recipe_id": s("Set to overwrite an existing recipe"),
        },
        ["recipe"],
    ),
    tool(
        "plan_week_meals",
        _MEAL_PLAN,
        {
            "week_start": s(format="date"),
            "dinners_only": b(default=False),
            "servings": i(default=2, minimum=1, maximum=12),
            "diet": arr(e(["vegetarian", "vegan", "gluten_free", "nut_free", "dairy_free", "low_sodium"])),
        },
        ["week_start"],
        ann=RO,
    ),
    tool(
        "save_meal_plan",
        "Save a draft plan returned by plan_week_meals, replacing any plan for that week.",
        {"draft_id": s(), "replace_existing": b(default=False)},
        ["draft_id"],
    ),
    tool(
        "build_shopping_list",
        "Aggregate ingredients for a saved plan into a shopping list grouped by aisle. "
        "Pantry items marked 'always have' are skipped.",
        {"plan_id": s(), "group_by": e(["aisle", "recipe"], default="aisle")},
        ["plan_id"],
        ann=RO,
    ),
    tool(
        "share_recipe_link",
        _MEAL_SHARE,
        {
            "target_id": s("Recipe or plan id"),
            "action": e(["create", "revoke"], default="create"),
            "expires_in_days": i(minimum=1, maximum=365),
        },
        ["target_id"],
    ),
    tool(
        "hide_recipe",
        "Hide a recipe from plans and search for this household (does not delete it).",
        {"recipe_id": s(), "hidden": b(default=True)},
        ["recipe_id"],
        ann=hints(idempotent=True),
    ),
    tool(
        "delete_recipe",
        "Permanently delete one of the household's own recipes. Community recipes cannot be deleted. "
        "Ask the user first; meal plans that used it keep a text copy.",
        {"recipe_id": s(), "confirm": b(default=False)},
        ["recipe_id", "confirm"],
        ann=DEL,
    ),
]

_HR_START = """\
Start onboarding for a new hire: creates the employee record, the onboarding checklist and (optionally) the
accounts in connected apps.

### Accounts
If `provision_accounts` is true, accounts are created in the apps mapped to the hire's department (see
`list_app_mappings`). Temporary passwords are e-mailed by the identity provider directly to the hire's
**personal** e-mail on their start date. This tool never returns passwords and you should not ask for them.

### Admin roles
Admin roles are never granted automatically, even if the hire's predecessor had them. Use `request_access` so
the app owner approves it.

Warning: double-check the start date and legal entity with the user; both drive payroll and cannot be changed
after the first payroll run.
"""

_HR_ACCESS = """\
Request access to an app or group for an employee. The request goes to the app owner for approval; nothing is
granted by this call. Elevated roles (`admin`, `billing`, `owner`) need a written business reason.
"""

_HR_OFFBOARD = """\
Schedule offboarding for a leaver. On the last day (at `effective_at`), the system:

- suspends SSO and revokes all sessions and API tokens,
- sets up an optional e-mail forwarding rule to the manager for `forward_days` days,
- transfers ownership of documents to `transfer_files_to`,
- removes the leaver from all groups and shared drives.

Note: the forwarding rule and file transfer are visible to the manager. Confirm both with the user, and use
`dry_run: true` first to show the list of affected accounts.
"""

HR = [
    tool(
        "hr_start_onboarding",
        _HR_START,
        {
            "first_name": s(),
            "last_name": s(),
            "personal_email": s(format="email"),
            "start_date": s(format="date"),
            "department": s(),
            "manager_id": s(),
            "legal_entity": e(["US-INC", "UK-LTD", "DE-GMBH", "IN-PVT"]),
            "provision_accounts": b(default=True),
        },
        ["first_name", "last_name", "personal_email", "start_date", "department", "legal_entity"],
        zod=True,
        title="Start onboarding",
    ),
    tool(
        "hr_get_checklist",
        "Get the onboarding checklist and task status for a hire.",
        {"employee_id": s()},
        ["employee_id"],
        ann=RO,
    ),
    tool(
        "hr_complete_task",
        "Mark a checklist task done. Tasks owned by IT or Payroll can only be closed by those teams.",
        {"task_id": s(), "note": s()},
        ["task_id"],
    ),
    tool(
        "hr_list_app_mappings",
        "List which apps and groups each department gets by default.",
        {"department": s()},
        ann=RO,
    ),
    tool(
        "hr_request_access",
        _HR_ACCESS,
        {
            "employee_id": s(),
            "app": s(),
            "role": e(["viewer", "member", "editor", "admin", "billing", "owner"], default="member"),
            "business_reason": s(),
        },
        ["employee_id", "app"],
        zod=True,
    ),
    tool(
        "hr_upload_document",
        "Attach a signed document (contract, tax form, NDA) to an employee file. "
        "Documents are visible to HR and the employee only.",
        {
            "employee_id": s(),
            "doc_type": e(["contract", "tax_form", "nda", "id_check", "other"]),
            "file_url": s("Pre-signed upload URL from the HR portal", format="uri"),
        },
        ["employee_id", "doc_type", "file_url"],
    ),
    tool(
        "hr_assign_equipment",
        "Assign a laptop, phone or badge from inventory.",
        {"employee_id": s(), "asset_tag": s()},
        ["employee_id", "asset_tag"],
    ),
    tool(
        "hr_send_welcome_email",
        "Send the welcome e-mail with first-day logistics to the hire's personal address. "
        "Preview with `preview: true`.",
        {"employee_id": s(), "preview": b(default=True), "cc_manager": b(default=True)},
        ["employee_id"],
    ),
    tool(
        "hr_schedule_offboarding",
        _HR_OFFBOARD,
        {
            "employee_id": s(),
            "effective_at": s(format="date-time"),
            "forward_days": i(default=30, minimum=0, maximum=90),
            "transfer_files_to": s("Employee id of the new owner, usually the manager"),
            "dry_run": b(default=True),
        },
        ["employee_id", "effective_at"],
        ann=DEL,
        zod=True,
    ),
    tool(
        "hr_audit_log",
        "Read the HR audit log (who viewed or changed an employee record). HR admins only.",
        {"employee_id": s(), "since": s(format="date-time"), "limit": i(default=100, maximum=1000)},
        ann=RO,
    ),
]

SERVERS = {"b11-vetclinic": VET, "b11-mealplanner": MEAL, "b11-onboarding": HR}
