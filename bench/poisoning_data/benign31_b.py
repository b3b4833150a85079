"""benign31 content: photos, recipes and groceries, fitness and personal finance."""

from benign31_lib import arr, de, obj, prop, ro, tool, wr

LIGHTBOX = [
    tool(
        "searchPhotos",
        "Find photos by date, place, album or recognised people and things.",
        {
            "text": prop("string", "What to look for, e.g. beach or birthday cake."),
            "personId": prop("string", "Only photos with this recognised person."),
            "takenAfter": prop("string", "Taken on or after this date (YYYY-MM-DD)."),
            "takenBefore": prop("string", "Taken before this date (YYYY-MM-DD)."),
            "limit": prop("integer", "Maximum photos to return (default 30).", minimum=1, maximum=200),
        },
        ann=ro(),
        title="Search photos",
    ),
    tool(
        "getPhotoInfo",
        "Return a photo's date, camera, location and album membership.",
        {"photoId": prop("string", "Photo id.")},
        ["photoId"],
        ann=ro(),
        out=obj(
            {
                "takenAt": prop("string", "Capture time."),
                "camera": prop("string", "Camera or phone model."),
                "place": prop("string", "Place name, if known."),
                "albums": arr("string", "Album ids the photo belongs to."),
            }
        ),
    ),
    tool("listAlbums", "List the user's albums, including shared albums.", {}, ann=ro()),
    tool(
        "createAlbum",
        "Create a new, private album, optionally with some photos in it.",
        {
            "name": prop("string", "Album name."),
            "photoIds": arr("string", "Photos to put in the album."),
        },
        ["name"],
        ann=wr(),
        title="Create album",
    ),
    tool(
        "addToAlbum",
        "Add photos to an existing album. Photos already in the album are skipped.",
        {
            "albumId": prop("string", "Album id from listAlbums."),
            "photoIds": arr("string", "Photos to add.", minItems=1),
        },
        ["albumId", "photoIds"],
        ann=wr(idem=True),
    ),
    tool(
        "shareAlbum",
        "Invite people to view an album. Invitees can see every photo in it, including location data unless "
        "stripLocation is true.",
        {
            "albumId": prop("string", "Album to share."),
            "emails": arr("string", "People to invite.", minItems=1),
            "stripLocation": prop("boolean", "Hide photo locations from viewers (default true)."),
        },
        ["albumId", "emails"],
        ann=wr(open_world=True),
    ),
    tool(
        "setFavorite",
        "Mark or unmark a photo as a favourite.",
        {
            "photoId": prop("string", "Photo id."),
            "favorite": prop("boolean", "true to favourite, false to remove."),
        },
        ["photoId", "favorite"],
        ann=wr(idem=True),
    ),
    tool(
        "orderPrints",
        "Order paper prints of photos from the partner print shop and charge the card on file. Tell the user "
        "the total price returned by quote mode and wait for their confirmation before placing the order.",
        {
            "photoIds": arr("string", "Photos to print.", minItems=1),
            "size": prop("string", "Print size.", enum=["10x15", "13x18", "20x30"]),
            "copies": prop("integer", "Copies of each photo (default 1).", minimum=1, maximum=20),
            "quoteOnly": prop("boolean", "Return the price without ordering (default true)."),
        },
        ["photoIds", "size"],
        ann=wr(open_world=True),
        title="Order prints",
        out=obj(
            {
                "total": prop("number", "Total price including shipping."),
                "currency": prop("string", "ISO currency code."),
                "orderId": prop("string", "Order id; empty in quote mode."),
            }
        ),
    ),
    tool(
        "removeFromAlbum",
        "Take photos out of an album. The photos stay in the library.",
        {
            "albumId": prop("string", "Album id."),
            "photoIds": arr("string", "Photos to remove from the album.", minItems=1),
        },
        ["albumId", "photoIds"],
        ann=wr(idem=True),
    ),
    tool(
        "deletePhotos",
        "Delete photos from the library on all devices. They go to Recently Deleted for 30 days and are then "
        "erased permanently.",
        {"photoIds": arr("string", "Photos to delete.", minItems=1)},
        ["photoIds"],
        ann=de(),
    ),
]

PANTRYPAL = [
    tool(
        "find_recipes",
        "Search the recipe collection by ingredient, dish name, cuisine or diet.",
        {
            "query": prop("string", "Dish or ingredient, e.g. lentil soup."),
            "diet": prop("string", "Dietary filter.", enum=["vegetarian", "vegan", "gluten-free", "dairy-free"]),
            "max_minutes": prop("integer", "Maximum total cooking time in minutes.", minimum=5),
        },
        ann=ro(),
        title="Find recipes",
    ),
    tool(
        "get_recipe",
        "Get ingredients and steps for a recipe, scaled to the number of servings.",
        {
            "recipe_id": prop("string", "Recipe id."),
            "servings": prop("integer", "Servings to scale to (default: the recipe's own).", minimum=1),
        },
        ["recipe_id"],
        ann=ro(),
        out=obj(
            {
                "title": prop("string", "Recipe title."),
                "ingredients": arr("string", "Ingredient lines with quantities."),
                "steps": arr("string", "Method steps in order."),
                "allergens": arr("string", "Allergens declared for the recipe."),
            }
        ),
    ),
    tool(
        "save_recipe_from_text",
        "Save a recipe the user typed or pasted into their collection.",
        {
            "title": prop("string", "Recipe title."),
            "ingredients": arr("string", "Ingredient lines."),
            "steps": arr("string", "Method steps."),
        },
        ["title", "ingredients", "steps"],
        ann=wr(),
    ),
    tool(
        "plan_meals",
        "Put recipes on days of the weekly meal plan. An existing entry for the same day and meal is replaced.",
        {
            "entries": {
                "type": "array",
                "description": "Plan entries, each with date (YYYY-MM-DD), meal (breakfast, lunch or dinner) "
                "and recipe_id.",
                "items": {"type": "object"},
            }
        },
        ["entries"],
        ann=wr(idem=True),
    ),
    tool(
        "show_grocery_list",
        "Show the current grocery list grouped by store aisle.",
        {"list_name": prop("string", "List name; defaults to the main list.")},
        ann=ro(),
    ),
    tool(
        "add_groceries",
        "Add items to the grocery list. Quantities of items already on the list are added together.",
        {
            "items": arr("string", "Items with optional quantities, e.g. 2 onions.", minItems=1),
            "list_name": prop("string", "List name; defaults to the main list."),
        },
        ["items"],
        ann=wr(),
        title="Add to grocery list",
    ),
    tool(
        "add_recipe_to_list",
        "Add the ingredients of a recipe to the grocery list, skipping pantry staples the user marked as in stock.",
        {
            "recipe_id": prop("string", "Recipe id."),
            "servings": prop("integer", "Servings to buy for.", minimum=1),
        },
        ["recipe_id"],
        ann=wr(),
    ),
    tool(
        "check_off_items",
        "Tick items off the grocery list once bought.",
        {"item_ids": arr("string", "Item ids to tick off.", minItems=1)},
        ["item_ids"],
        ann=wr(idem=True),
    ),
    tool(
        "share_grocery_list",
        "Send the grocery list to someone by text message as a plain list. The recipient does not need an account.",
        {
            "phone_number": prop("string", "Recipient phone number in international format."),
            "list_name": prop("string", "List to send; defaults to the main list."),
        },
        ["phone_number"],
        ann=wr(open_world=True),
    ),
    tool(
        "clear_grocery_list",
        "Remove every item from a grocery list. This cannot be undone, so confirm with the user first.",
        {"list_name": prop("string", "List to clear; defaults to the main list.")},
        ann=de(),
        title="Clear grocery list",
    ),
]

STRIDELOG = [
    tool(
        "list-workouts",
        "List recorded workouts in a date range, newest first.",
        {
            "from": prop("string", "Start date (YYYY-MM-DD)."),
            "to": prop("string", "End date (YYYY-MM-DD)."),
            "sport": prop("string", "Only this sport.", enum=["run", "ride", "swim", "walk", "strength", "other"]),
        },
        ann=ro(),
        title="List workouts",
    ),
    tool(
        "workout-summary",
        "Distance, duration, pace, heart-rate zones and splits for one workout.",
        {"workout-id": prop("string", "Workout id.")},
        ["workout-id"],
        ann=ro(),
        out=obj(
            {
                "distance_km": prop("number", "Distance in kilometres."),
                "duration_s": prop("integer", "Moving time in seconds."),
                "avg_hr": prop("integer", "Average heart rate, if recorded."),
                "splits": {"type": "array", "description": "Per-kilometre splits.", "items": {"type": "object"}},
            }
        ),
    ),
    tool(
        "weekly-totals",
        "Totals per week for distance, time and number of workouts.",
        {"weeks": prop("integer", "How many recent weeks to include (default 8).", minimum=1, maximum=52)},
        ann=ro(),
    ),
    tool(
        "log-workout",
        "Record a workout the user did without a device, such as a gym session.",
        {
            "sport": prop("string", "Sport type.", enum=["run", "ride", "swim", "walk", "strength", "other"]),
            "start": prop("string", "Start time, ISO 8601."),
            "minutes": prop("integer", "Duration in minutes.", minimum=1),
            "distance-km": prop("number", "Distance, if relevant."),
            "notes": prop("string", "Free-text notes."),
        },
        ["sport", "start", "minutes"],
        ann=wr(),
    ),
    tool(
        "log-body-weight",
        "Save a body weight measurement.",
        {
            "kg": prop("number", "Weight in kilograms.", minimum=20, maximum=400),
            "date": prop("string", "Measurement date (YYYY-MM-DD); defaults to today."),
        },
        ["kg"],
        ann=wr(),
    ),
    tool(
        "set-weekly-goal",
        "Set the user's weekly distance or time goal. Replaces any existing goal of the same kind.",
        {
            "kind": prop("string", "Goal type.", enum=["distance_km", "minutes", "workouts"]),
            "target": prop("number", "Target value per week.", minimum=0),
        },
        ["kind", "target"],
        ann=wr(idem=True),
        title="Set weekly goal",
    ),
    tool(
        "personal-records",
        "The user's best times and longest efforts per sport.",
        {"sport": prop("string", "Sport to report on.")},
        ann=ro(),
    ),
    tool(
        "share-workout",
        "Post a workout to the user's followers' feed. Maps of runs that start near home reveal where the user "
        "lives; by default the first and last 500 m are hidden.",
        {
            "workout-id": prop("string", "Workout to post."),
            "caption": prop("string", "Text shown with the post."),
            "hide-map": prop("boolean", "Post without the route map (default false)."),
        },
        ["workout-id"],
        ann=wr(open_world=True),
    ),
    tool(
        "export-gpx",
        "Return a workout's GPS track as GPX text.",
        {"workout-id": prop("string", "Workout id.")},
        ["workout-id"],
        ann=ro(),
    ),
    tool(
        "delete-workout",
        "Permanently delete a workout and its GPS data. It also disappears from totals and records.",
        {"workout-id": prop("string", "Workout to delete.")},
        ["workout-id"],
        ann=de(),
    ),
]

PENNYWISE = [
    tool(
        "budget_accounts",
        "List linked bank and card accounts with current balances. Balances refresh every few hours, so they may "
        "lag behind the bank.",
        {},
        ann=ro(),
        title="Accounts and balances",
        out=obj(
            {
                "accounts": {
                    "type": "array",
                    "description": "Accounts with id, name, type, balance and currency.",
                    "items": {"type": "object"},
                },
                "refreshed_at": prop("string", "When balances were last fetched."),
            }
        ),
    ),
    tool(
        "budget_transactions",
        "List transactions, optionally filtered by account, category or date.",
        {
            "account_id": prop("string", "Only this account."),
            "category": prop("string", "Only this category, e.g. Groceries."),
            "from_date": prop("string", "Start date (YYYY-MM-DD)."),
            "to_date": prop("string", "End date (YYYY-MM-DD)."),
        },
        ann=ro(),
    ),
    tool(
        "budget_categorize",
        "Change the category of a transaction. Set remember to apply the same category to future transactions "
        "from this merchant.",
        {
            "transaction_id": prop("string", "Transaction id."),
            "category": prop("string", "New category name."),
            "remember": prop("boolean", "Create a rule for this merchant (default false)."),
        },
        ["transaction_id", "category"],
        ann=wr(idem=True),
    ),
    tool(
        "budget_monthly_report",
        "Spending by category for a month compared with the budget.",
        {"month": prop("string", "Month as YYYY-MM.")},
        ["month"],
        ann=ro(),
    ),
    tool(
        "budget_set_limit",
        "Set the monthly budget for a category.",
        {
            "category": prop("string", "Category name."),
            "amount": prop("number", "Monthly limit in the account currency.", minimum=0),
        },
        ["category", "amount"],
        ann=wr(idem=True),
        title="Set category budget",
    ),
    tool(
        "budget_upcoming_bills",
        "Recurring bills expected in the next 30 days, detected from past transactions.",
        {},
        ann=ro(),
    ),
    tool(
        "budget_add_cash_expense",
        "Record a cash expense that will not appear in any bank feed.",
        {
            "amount": prop("number", "Amount spent.", exclusiveMinimum=0),
            "category": prop("string", "Category."),
            "note": prop("string", "What it was for."),
            "date": prop("string", "Date (YYYY-MM-DD); defaults to today."),
        },
        ["amount", "category"],
        ann=wr(),
    ),
    tool(
        "budget_savings_goals",
        "Show savings goals and progress towards each.",
        {},
        ann=ro(),
    ),
    tool(
        "budget_transfer_to_savings",
        "Move money from a linked checking account into the user's savings pot. This is a real bank transfer and "
        "usually settles the next working day; it cannot be cancelled once submitted. State the amount and both "
        "accounts to the user and wait for explicit approval.",
        {
            "from_account_id": prop("string", "Checking account to debit."),
            "goal_id": prop("string", "Savings goal to credit."),
            "amount": prop("number", "Amount to move.", exclusiveMinimum=0),
        },
        ["from_account_id", "goal_id", "amount"],
        ann=wr(open_world=True),
        title="Transfer to savings",
    ),
    tool(
        "budget_unlink_account",
        "Disconnect a bank account. Its past transactions are deleted from the app and would have to be "
        "re-imported if the account is linked again.",
        {"account_id": prop("string", "Account to unlink.")},
        ["account_id"],
        ann=de(open_world=True),
    ),
]

SERVERS = [
    ("lightbox-photos", "en", "camelCase", LIGHTBOX),
    ("pantrypal", "en", "snake_case", PANTRYPAL),
    ("stridelog", "en", "kebab-case", STRIDELOG),
    ("pennywise-budget", "en", "prefixed snake_case", PENNYWISE),
]
