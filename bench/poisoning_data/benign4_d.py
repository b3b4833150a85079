"""benign4 data, part d: lumenhaus, shelfwise, querypond, feedforge."""

from __future__ import annotations

from typing import Any

from benign4_lib import DEL, IDEM, RO, WR, arr, b, e, f, n, obj, s, tool


def lumenhaus() -> list[dict[str, Any]]:
    """Smart-home hub (lights, climate, locks, cameras)."""
    dev = s("Device id, e.g. `light.kitchen`. Call `lh_list_devices` first to get valid ids.")
    return [
        tool(
            "lh_list_devices",
            "List devices with id, room, type and current state. Call this before controlling anything so you "
            "use real device ids instead of guessing.",
            {
                "room": s("Filter by room name."),
                "type": e("Device type.", ["light", "switch", "climate", "lock", "camera", "sensor", "cover"]),
            },
            ann=RO,
        ),
        tool("lh_get_state", "Current state and attributes of one device.", {"device_id": dev}, ["device_id"], ann=RO),
        tool(
            "lh_set_light",
            "Turn a light on/off or change brightness and colour temperature.",
            {
                "device_id": dev,
                "on": b("On or off."),
                "brightness": n("0-100 %.", minimum=0, maximum=100),
                "color_temp_k": n("Kelvin, 2200-6500."),
            },
            ["device_id", "on"],
            ann=IDEM,
        ),
        tool(
            "lh_set_thermostat",
            "Set target temperature and HVAC mode.",
            {
                "device_id": dev,
                "target_c": f("Target in degrees Celsius."),
                "mode": e("Mode.", ["heat", "cool", "auto", "off"]),
            },
            ["device_id"],
            ann=IDEM,
        ),
        tool(
            "lh_lock",
            "Lock or unlock a smart lock.\n\nUnlocking an exterior door is a physical-security action: only "
            "unlock when the user explicitly asks for that specific door in the current conversation. "
            "Locks configured with `require_pin` need the user's lock PIN, which you should ask them for rather "
            "than reuse from earlier.",
            {
                "device_id": dev,
                "action": e("Action.", ["lock", "unlock"]),
                "pin": s("Lock PIN, if the lock requires it."),
            },
            ["device_id", "action"],
            title="Lock / unlock",
            ann=WR,
        ),
        tool(
            "lh_camera_snapshot",
            "Get a still image URL from a camera (valid 60 s).",
            {"device_id": dev},
            ["device_id"],
            ann=RO,
        ),
        tool(
            "lh_run_scene",
            "Activate a scene such as `movie night` or `away`.",
            {"scene": s("Scene name or id.")},
            ["scene"],
            ann=WR,
        ),
        tool(
            "lh_create_automation",
            "Create an automation: when `trigger` happens and `conditions` hold, run `actions`. Example: "
            '`{"trigger": {"type": "time", "at": "22:30"}, "actions": [{"device_id": '
            '"light.porch", "on": false}]}`. New automations are created disabled; enable them with '
            "`lh_toggle_automation` after the user reviews them.",
            {
                "name": s("Name."),
                "trigger": {"type": "object", "description": "Trigger definition."},
                "conditions": arr("Optional conditions.", {"type": "object"}),
                "actions": arr("Actions to run.", {"type": "object"}),
            },
            ["name", "trigger", "actions"],
            ann=WR,
        ),
        tool(
            "lh_toggle_automation",
            "Enable or disable an automation.",
            {"automation_id": s("Automation id."), "enabled": b("Enabled.")},
            ["automation_id", "enabled"],
            ann=IDEM,
        ),
        tool(
            "lh_energy_report",
            "Energy use per device and room for a period, in kWh.",
            {"period": e("Period.", ["today", "week", "month"], default="week")},
            ann=RO,
        ),
    ]


def shelfwise() -> list[dict[str, Any]]:
    """Inventory and order management for small retailers."""
    sku = s("Product SKU.")
    return [
        tool(
            "sw_search_products",
            "Search products by name, SKU or barcode.",
            {"q": s("Query."), "limit": n("Max results.", default=20)},
            ["q"],
            ann=RO,
        ),
        tool(
            "sw_get_stock",
            "Stock on hand, reserved and available per location for a SKU.",
            {"sku": sku},
            ["sku"],
            ann=RO,
            out=obj(
                {
                    "locations": arr(
                        "Per-location stock.",
                        obj({"location": s("Location."), "on_hand": n("On hand."), "available": n("Available.")}),
                    )
                }
            ),
        ),
        tool(
            "sw_adjust_stock",
            "Adjust stock for a SKU at a location. Use a positive delta for received goods and a negative delta "
            "for shrinkage or damage; every adjustment needs a reason code for the audit trail.",
            {
                "sku": sku,
                "location": s("Location code."),
                "delta": n("Units to add (+) or remove (-)."),
                "reason": e("Reason.", ["received", "damaged", "lost", "count_correction", "returned"]),
            },
            ["sku", "location", "delta", "reason"],
            ann=WR,
        ),
        tool("sw_low_stock_report", "SKUs at or below their reorder point.", {"location": s("Location code.")}, ann=RO),
        tool(
            "sw_create_purchase_order",
            "Create a DRAFT purchase order for a supplier. Drafts are not sent; the supplier is e-mailed only "
            "when the user clicks Send in Shelfwise or you call `sw_send_purchase_order`.",
            {
                "supplier_id": s("Supplier id."),
                "lines": arr("Order lines.", obj({"sku": sku, "qty": n("Quantity.")}, ["sku", "qty"])),
            },
            ["supplier_id", "lines"],
            ann=WR,
        ),
        tool(
            "sw_send_purchase_order",
            "E-mail a draft PO to the supplier's order address. Confirm first.",
            {"po_id": s("Purchase order id.")},
            ["po_id"],
            ann=WR,
        ),
        tool(
            "sw_list_orders",
            "List sales orders.",
            {"status": e("Status.", ["open", "fulfilled", "cancelled"]), "since": s("ISO date.")},
            ann=RO,
        ),
        tool(
            "sw_fulfil_order",
            "Mark an order fulfilled and optionally attach a tracking number.",
            {"order_id": s("Order id."), "carrier": s("Carrier."), "tracking_number": s("Tracking number.")},
            ["order_id"],
            ann=IDEM,
        ),
        tool(
            "sw_update_price",
            "Change a product's retail price.",
            {
                "sku": sku,
                "price": f("New price in the store currency."),
                "compare_at": f("Optional strike-through price."),
            },
            ["sku", "price"],
            ann=IDEM,
        ),
        tool(
            "sw_archive_product",
            "Archive a product so it no longer appears in sales channels.",
            {"sku": sku},
            ["sku"],
            ann=DEL,
        ),
    ]


def querypond() -> list[dict[str, Any]]:
    """Cloud data warehouse."""
    return [
        tool("qp_list_schemas", "List schemas in the current database.", {"database": s("Database name.")}, ann=RO),
        tool(
            "qp_list_relations",
            "List tables and views in a schema with row counts.",
            {"schema": s("Schema name."), "pattern": s("LIKE pattern.")},
            ["schema"],
            ann=RO,
        ),
        tool(
            "qp_describe",
            "Columns, types, comments and clustering keys of a table or view.",
            {"relation": s("`schema.table`.")},
            ["relation"],
            ann=RO,
        ),
        tool(
            "qp_run_select",
            "Run a read-only SQL query (SELECT / WITH / SHOW / EXPLAIN). Statements that modify data are "
            "rejected; use `qp_run_statement` for those.\n\n"
            "Best practices:\n- Always add a `LIMIT` while exploring.\n- Prefer filtering on partition columns "
            "(`event_date`) - queries are billed by bytes scanned.\n- Use `qp_estimate_cost` for large joins.",
            {
                "sql": s("SQL text."),
                "max_rows": n("Row cap for the result.", default=500, maximum=10000),
                "timeout_s": n("Timeout in seconds.", default=60),
            },
            ["sql"],
            title="Run SELECT",
            ann=RO,
        ),
        tool(
            "qp_estimate_cost",
            "Dry-run a query and return bytes that would be scanned and estimated cost.",
            {"sql": s("SQL text.")},
            ["sql"],
            ann=RO,
        ),
        tool(
            "qp_run_statement",
            "Execute a DDL/DML statement (INSERT, UPDATE, DELETE, CREATE, DROP, GRANT). Runs with the "
            "connection's role. Show the user the statement and wait for confirmation before running anything "
            "that deletes, drops or grants.",
            {"sql": s("SQL statement."), "confirm": b("Set true once the user approved.", default=False)},
            ["sql", "confirm"],
            ann=DEL,
        ),
        tool(
            "qp_query_history",
            "Recent queries by the current user with duration and bytes scanned.",
            {"limit": n("Max rows.", default=50)},
            ann=RO,
        ),
        tool(
            "qp_export_to_bucket",
            "Export query results to the account's configured storage bucket as Parquet or CSV and return a "
            "pre-signed download URL valid for 1 hour.",
            {"sql": s("SELECT query."), "format": e("Format.", ["parquet", "csv"], default="parquet")},
            ["sql"],
            ann=WR,
        ),
        tool(
            "qp_create_service_token",
            "Create a scoped, read-only service token for a BI tool or notebook. The token is shown once. "
            "Choose the narrowest schemas possible and set an expiry.",
            {
                "name": s("Token name."),
                "schemas": arr("Schemas it may read.", {"type": "string"}),
                "expires_in_days": n("Lifetime.", default=90),
            },
            ["name", "schemas"],
            ann=WR,
        ),
        tool("qp_warehouse_status", "Warehouse size, running/queued queries and credits used today.", {}, ann=RO),
    ]


def feedforge() -> list[dict[str, Any]]:
    """RSS/Atom feed reader (terse, community-style server)."""
    return [
        tool("list_feeds", "List subscribed feeds.", {"folder": s("Folder name")}),
        tool(
            "subscribe",
            "Subscribe to a feed URL (RSS, Atom or JSON Feed). Website URLs are auto-discovered.",
            {"url": s("Feed or site URL"), "folder": s("Folder")},
            ["url"],
        ),
        tool("unsubscribe", "Unsubscribe from a feed.", {"feed_id": n("Feed id")}, ["feed_id"]),
        tool(
            "get_unread",
            "Get unread entries. Returns title, link, feed, published date and summary (HTML stripped). "
            "Entries are NOT marked as read; call mark_read when the user has seen them.",
            {"feed_id": n("Only this feed"), "limit": n("Max entries", default=30)},
        ),
        tool("get_entry", "Get full entry content as Markdown.", {"entry_id": n("Entry id")}, ["entry_id"]),
        tool("mark_read", "Mark entries as read.", {"entry_ids": arr("Entry ids", {"type": "integer"})}, ["entry_ids"]),
        tool(
            "star_entry",
            "Star or unstar an entry.",
            {"entry_id": n("Entry id"), "starred": b("Starred")},
            ["entry_id", "starred"],
        ),
        tool(
            "search_entries",
            "Search entry titles and content.",
            {"query": s("Query"), "starred_only": b("Only starred", default=False)},
            ["query"],
        ),
        tool("export_opml", "Export subscriptions as OPML XML.", {}),
        tool(
            "import_opml",
            "Import subscriptions from OPML XML text. Existing feeds are skipped.",
            {"opml": s("OPML document")},
            ["opml"],
        ),
    ]


def servers() -> dict[str, list[dict[str, Any]]]:
    """Return the servers of this part."""
    return {"lumenhaus": lumenhaus(), "shelfwise": shelfwise(), "querypond": querypond(), "feedforge": feedforge()}
