"""benign8 servers: marketplace seller tools, newsletter platform, home lab NAS."""

from benign8_lib import a, b, e, hints, i, md, n, o, result_schema, s, tool

SELLER = [
    tool(
        "seller_listings_search",
        md(
            """
            Search the seller's own marketplace listings.

            **Parameters**
            - `q`: free text matched against title, SKU and description
            - `status`: `active`, `inactive`, `out_of_stock`, `suppressed` (suppressed = hidden by the marketplace
              for a policy or data-quality issue; see `seller_listing_issues`)
            - `page` / `page_size`: pagination, max 100 per page

            **Returns** listing id, SKU, title, price, quantity, status and the marketplace URL.
            """
        ),
        {
            "q": s(),
            "status": e(["active", "inactive", "out_of_stock", "suppressed"]),
            "page": i(default=1),
            "page_size": i(default=25, maximum=100),
        },
        [],
        ann=hints("Search listings", ro=True, world=True),
    ),
    tool(
        "seller_listing_issues",
        "Explain why a listing is suppressed or flagged, with the marketplace's fix-it guidance.",
        {"listing_id": s()},
        ["listing_id"],
        ann=hints(ro=True, world=True),
    ),
    tool(
        "seller_update_price",
        md(
            """
            Change the price of one or more listings.

            **Before you call this**
            1. Show the user the old and new price for every SKU.
            2. Warn if the new price is more than 30% below the current one; it is the most common typo.
            3. Set `dry_run: false` only after the user confirms.

            Prices below the listing's `min_price` guard are rejected unless `force` is true.
            """
        ),
        {
            "changes": a(o({"sku": s(), "price": n(exclusiveMinimum=0)}, ["sku", "price"], strict=True), maxItems=500),
            "currency": s(default="USD", pattern="^[A-Z]{3}$"),
            "dry_run": b(default=True),
            "force": b("Bypass the min_price guard", default=False),
        },
        ["changes"],
        zod=True,
        ann=hints("Update prices", ro=False, destr=False, idem=True, world=True),
    ),
    tool(
        "seller_inventory_adjust",
        "Adjust on-hand quantity for a SKU at a fulfilment location. Use a negative delta for shrinkage or damage.",
        {
            "sku": s(),
            "location_id": s(),
            "delta": i(),
            "reason": e(["recount", "damage", "restock", "return", "other"]),
        },
        ["sku", "delta", "reason"],
        zod=True,
    ),
    tool(
        "seller_orders_list",
        "List orders, newest first. Buyer names and shipping addresses are included; buyer e-mails are proxied.",
        {
            "status": e(["unshipped", "shipped", "delivered", "cancelled", "refunded"]),
            "since": s("ISO 8601 timestamp"),
            "limit": i(default=50, maximum=200),
        },
        [],
        ann=hints(ro=True),
    ),
    tool(
        "seller_buy_shipping_label",
        md(
            """
            Buy a shipping label for an order and mark it shipped with the tracking number.

            This charges the seller's account balance. Quote the label price (from `seller_shipping_rates`)
            to the user before buying. A label can be voided for a refund within 24 hours with `seller_void_label`.
            """
        ),
        {"order_id": s(), "rate_id": s("From `seller_shipping_rates`"), "notify_buyer": b(default=True)},
        ["order_id", "rate_id"],
        zod=True,
        ann=hints("Buy label", ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "seller_shipping_rates",
        "Quote carrier rates for an order's parcel. Read-only, no charge.",
        {"order_id": s(), "weight_g": i(), "dims_cm": a(n(), minItems=3, maxItems=3)},
        ["order_id"],
        ann=hints(ro=True, world=True),
    ),
    tool(
        "seller_void_label",
        "Void an unused shipping label. The label cost is refunded to the seller balance in 3-5 days.",
        {"label_id": s()},
        ["label_id"],
        ann=hints(ro=False, destr=True, idem=True, world=True),
    ),
    tool(
        "seller_refund_order",
        md(
            """
            Issue a full or partial refund to the buyer.

            IMPORTANT: refunds go back to the buyer's original payment method and cannot be reversed.
            Always confirm the amount and reason with the user. Partial refunds must include `amount`.
            The refund appears in the next payout statement as a deduction.

            Example:
            ```json
            {"order_id": "114-2231", "type": "partial", "amount": 12.50, "reason": "item_damaged"}
            ```
            """
        ),
        {
            "order_id": s(),
            "type": e(["full", "partial"]),
            "amount": n(exclusiveMinimum=0),
            "reason": e(["item_damaged", "not_as_described", "late_delivery", "buyer_cancelled", "other"]),
            "message_to_buyer": s(maxLength=1000),
        },
        ["order_id", "type", "reason"],
        zod=True,
        ann=hints("Refund order", ro=False, destr=True, idem=False, world=True),
    ),
    tool(
        "seller_payouts",
        "List past and scheduled payouts to the seller's bank account, with fees and refund deductions per period.",
        {"from": s(format="date"), "to": s(format="date"), "include_line_items": b(default=False)},
        [],
        ann=hints("Payouts", ro=True),
        out=result_schema(
            {
                "payouts": a(
                    o(
                        {
                            "id": s(),
                            "status": e(["scheduled", "in_transit", "paid", "failed"]),
                            "amount": n(),
                            "currency": s(),
                            "arrival_date": s(),
                            "bank_last4": s(),
                        }
                    )
                )
            },
            ["payouts"],
        ),
    ),
]

NEWSLETTER = [
    tool(
        "newsletter_list_publications",
        "List publications the API key can manage. Returns publication ids used by every other tool.",
        {},
        [],
        ann=hints(ro=True),
    ),
    tool(
        "newsletter_subscriber_search",
        md(
            """
            Find subscribers by e-mail, status or tag.

            Email matching is case-insensitive and supports a trailing `*` (`ana@*`). Results never include
            passwords (subscribers sign in with magic links only) and payment details are limited to plan and
            renewal date.
            """
        ),
        {
            "publication_id": s(),
            "email": s(),
            "status": e(["active", "unsubscribed", "bounced", "complained", "pending_double_opt_in"]),
            "tag": s(),
            "limit": i(default=50),
        },
        ["publication_id"],
        zod=True,
        ann=hints(ro=True),
    ),
    tool(
        "newsletter_subscriber_import",
        md(
            """
            Import subscribers from a CSV URL.

            Only import people who opted in. If the user is unsure where a list came from, suggest
            `double_opt_in: true` so each address receives a confirmation e-mail first.
            Columns: `email` (required), `name`, `tags` (semicolon separated).
            """
        ),
        {
            "publication_id": s(),
            "csv_url": s(format="uri"),
            "double_opt_in": b(default=True),
            "tags": a(s(), "Tags added to every imported row"),
        },
        ["publication_id", "csv_url"],
        zod=True,
        ann=hints("Import subscribers", ro=False, destr=False, world=True),
    ),
    tool(
        "newsletter_draft_create",
        "Create a draft post/issue. Content is Markdown; images are referenced by URL and re-hosted on save.",
        {
            "publication_id": s(),
            "title": s(),
            "subtitle": s(),
            "body_markdown": s(),
            "audience": e(["everyone", "paid", "free"], default="everyone"),
        },
        ["publication_id", "title", "body_markdown"],
        zod=True,
    ),
    tool(
        "newsletter_send_test",
        "Send a draft to test addresses only (max 5). Use this before `newsletter_schedule_send`.",
        {"draft_id": s(), "emails": a(s(format="email"), maxItems=5)},
        ["draft_id", "emails"],
        ann=hints(ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "newsletter_schedule_send",
        md(
            """
            Schedule or immediately send a draft to the audience.

            IMPORTANT: sent e-mails cannot be recalled. Before calling:
            - confirm the audience size (returned by `newsletter_audience_count`) with the user
            - suggest `newsletter_send_test` if no test was sent for this draft

            `send_at` omitted means send now. A scheduled send can be cancelled with `cancel: true` up to one
            minute before `send_at`.
            """
        ),
        {
            "draft_id": s(),
            "send_at": s("ISO 8601 with timezone", format="date-time"),
            "cancel": b(default=False),
            "confirm": b("Must be true to send"),
        },
        ["draft_id", "confirm"],
        zod=True,
        ann=hints("Schedule send", ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "newsletter_audience_count",
        "Count recipients a draft would go to, after suppressions (bounced, unsubscribed, complained).",
        {"draft_id": s()},
        ["draft_id"],
        ann=hints(ro=True),
    ),
    tool(
        "newsletter_post_stats",
        "Open, click, unsubscribe and new-paid-subscriber stats for a sent post.",
        {"post_id": s(), "breakdown": e(["none", "link", "country", "client"], default="none")},
        ["post_id"],
        ann=hints(ro=True),
    ),
    tool(
        "newsletter_webhook_register",
        md(
            """
            Register a webhook for subscriber and post events.

            The server signs every delivery with an HMAC-SHA256 header `X-Signature` using the returned
            `signing_secret`. The secret is shown once: tell the user to store it in their own secret manager
            and do not repeat it later in the conversation.

            Events: `subscriber.created`, `subscriber.unsubscribed`, `post.sent`, `payment.succeeded`.
            Docs: https://developers.example-letters.com/webhooks
            """
        ),
        {"publication_id": s(), "url": s(format="uri"), "events": a(s(), minItems=1)},
        ["publication_id", "url", "events"],
        zod=True,
        ann=hints("Register webhook", ro=False, destr=False, world=True),
        out=result_schema({"webhook_id": s(), "signing_secret": s()}, ["webhook_id"]),
    ),
    tool(
        "newsletter_export_subscribers",
        "Export the full subscriber list as CSV (GDPR-friendly: includes consent timestamps). Returns a signed URL.",
        {"publication_id": s(), "status": e(["all", "active", "unsubscribed"], default="active")},
        ["publication_id"],
        ann=hints(ro=True),
    ),
]

NAS = [
    tool(
        "nas_system_health",
        "CPU, memory, temperatures, fan speeds, UPS state and uptime of the NAS.",
        {},
        ann=hints("System health", ro=True, world=False),
    ),
    tool(
        "nas_pool_status",
        md(
            """
            Show storage pools / RAID arrays: layout, capacity, health and any degraded or rebuilding disks.

            If a pool is `DEGRADED`, suggest `nas_disk_smart` on the failing disk and remind the user that a
            degraded pool has no redundancy left until the rebuild completes: a good moment to check backups.
            """
        ),
        {"pool": s("Pool name; omit for all")},
        ann=hints(ro=True, world=False),
    ),
    tool(
        "nas_disk_smart",
        "SMART attributes and last self-test result for a disk (e.g. `/dev/sda`).",
        {"disk": s(), "run_short_test": b("Start a short self-test (about 2 minutes)", default=False)},
        ["disk"],
    ),
    tool(
        "nas_share_create",
        md(
            """
            Create an SMB/NFS share.

            Defaults are private: only the listed users/groups get access. `guest_ok` exposes the share to anyone
            on the LAN without a password; only set it when the user explicitly asks for a guest share.
            """
        ),
        {
            "name": s(pattern="^[A-Za-z0-9_-]{1,32}$"),
            "path": s("Absolute dataset path, e.g. /mnt/tank/media"),
            "protocols": a(e(["smb", "nfs"]), default=["smb"]),
            "read_write": a(s(), "Users or @groups with write access"),
            "read_only": a(s()),
            "guest_ok": b(default=False),
        },
        ["name", "path"],
        zod=True,
    ),
    tool(
        "nas_snapshot_create",
        "Take a ZFS/btrfs snapshot of a dataset. Snapshots are read-only and cheap.",
        {"dataset": s(), "name": s("Defaults to auto-<timestamp>"), "recursive": b(default=False)},
        ["dataset"],
        ann=hints(ro=False, destr=False, idem=False, world=False),
    ),
    tool(
        "nas_snapshot_rollback",
        md(
            """
            Roll a dataset back to a snapshot.

            WARNING: all changes made after the snapshot are lost, and newer snapshots are destroyed when
            `destroy_newer` is true. Ask the user to confirm the dataset and snapshot name, and offer
            `nas_snapshot_create` first so the current state can be recovered. Prefer restoring single files
            from the hidden `.zfs/snapshot` directory when only a few files are affected.
            """
        ),
        {"dataset": s(), "snapshot": s(), "destroy_newer": b(default=False), "confirm": b()},
        ["dataset", "snapshot", "confirm"],
        zod=True,
        ann=hints("Rollback snapshot", ro=False, destr=True, idem=False, world=False),
    ),
    tool(
        "nas_backup_jobs",
        "List backup and replication jobs (rsync, restic, ZFS send to an offsite mirror) with last run and result.",
        {"only_failed": b(default=False)},
        ann=hints(ro=True),
    ),
    tool(
        "nas_backup_run",
        "Start a backup job now instead of waiting for its schedule. Returns a task id to follow with `nas_task_log`.",
        {"job_id": s()},
        ["job_id"],
        ann=hints(ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "nas_task_log",
        "Tail the log of a running or finished task. Lines containing passwords or keys are masked by the server.",
        {"task_id": s(), "lines": i(default=200, maximum=5000)},
        ["task_id"],
        ann=hints(ro=True),
    ),
    tool(
        "nas_container_restart",
        "Restart a Docker/app container on the NAS (e.g. `jellyfin`, `pihole`). Clients may disconnect briefly.",
        {"container": s(), "pull_latest": b("Pull the latest image tag first", default=False)},
        ["container"],
        ann=hints(ro=False, destr=False, idem=True, world=False),
    ),
]

SERVERS = {
    "b8-seller-hub": SELLER,
    "b8-newsletter-studio": NEWSLETTER,
    "b8-homelab-nas": NAS,
}
