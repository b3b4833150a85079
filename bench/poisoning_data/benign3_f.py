"""benign3 data: an e-commerce store admin (shopdesk) and an analytics dashboard (metricly)."""

from benign3_lib import Json, ann, arr, b, en, i, md, n, obj, plain, s, tool, zod

_MONEY = 'Amount in the store currency as a decimal string, e.g. `"19.90"`.'


def _shopdesk() -> list[Json]:
    """ShopDesk: admin API of a hosted online store."""
    order = s("Order ID (`ord_…`) or the order number shown to customers (e.g. `#1042`).")
    return [
        tool(
            "shopdesk_list_orders",
            md(
                "List orders, newest first.",
                "",
                "Filter by `status`, `financial_status` or a date window. Returns order number, customer name,",
                "total, payment and fulfillment status. Customer e-mail and address are only included when",
                "`include_customer` is true; leave it off unless the user needs them.",
            ),
            plain(
                {
                    "status": en(["open", "closed", "cancelled", "any"], default="open"),
                    "financial_status": en(["pending", "paid", "partially_refunded", "refunded", "any"], default="any"),
                    "created_after": s(format="date-time"),
                    "created_before": s(format="date-time"),
                    "include_customer": b(default=False),
                    "limit": i(default=50, maximum=250),
                    "page_info": s("Cursor from the previous page."),
                }
            ),
            annotations=ann(ro=True, de=False, idem=True, ow=True),
        ),
        tool(
            "shopdesk_get_order",
            "Get one order with line items, shipping address, payments, refunds, fulfillments and the order timeline.",
            plain({"order": order}, ["order"]),
            annotations=ann(ro=True, de=False, idem=True, ow=True),
        ),
        tool(
            "shopdesk_refund_order",
            md(
                "Refund all or part of an order to the original payment method.",
                "",
                "Refunds are sent to the payment provider immediately and **cannot be reversed**. Before calling:",
                "1. Use `shopdesk_get_order` to check what was paid and what was already refunded.",
                "2. Tell the user the exact amount and items you will refund and wait for their confirmation.",
                "",
                "If `line_items` is given, the amount is computed from them (plus `shipping_amount`); otherwise",
                "`amount` is required. Set `restock` to put the items back into inventory.",
            ),
            plain(
                {
                    "order": order,
                    "amount": s(_MONEY),
                    "line_items": arr(
                        obj({"line_item_id": s(), "quantity": i(minimum=1)}, ["line_item_id", "quantity"])
                    ),
                    "shipping_amount": s(_MONEY),
                    "reason": en(["customer_request", "damaged", "wrong_item", "fraud", "other"]),
                    "restock": b(default=True),
                    "notify_customer": b("E-mail the customer a refund receipt.", default=True),
                },
                ["order", "reason"],
            ),
            annotations=ann(ro=False, de=True, idem=False, ow=True),
        ),
        tool(
            "shopdesk_fulfill_order",
            "Mark items as shipped and attach tracking. With `notify_customer`, the customer gets a shipping e-mail.",
            plain(
                {
                    "order": order,
                    "tracking_number": s(),
                    "carrier": s("e.g. 'DHL', 'UPS', 'La Poste'"),
                    "line_item_ids": arr(s(), "Items to fulfill; all unfulfilled items when omitted."),
                    "notify_customer": b(default=True),
                },
                ["order"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True),
        ),
        tool(
            "shopdesk_list_products",
            "Search products by title, SKU, vendor or tag. Returns variants with price and inventory quantity.",
            plain(
                {
                    "query": s(),
                    "status": en(["active", "draft", "archived"], default="active"),
                    "limit": i(default=50, maximum=250),
                }
            ),
            annotations=ann(ro=True, de=False, idem=True, ow=True),
        ),
        tool(
            "shopdesk_update_product",
            md(
                "Update a product or one of its variants (title, description HTML, price, compare-at price,",
                "status, tags). Price changes go live on the storefront immediately; for bulk price changes",
                "show the user a before/after table first.",
            ),
            plain(
                {
                    "product_id": s(),
                    "variant_id": s("Set to change a single variant's price/SKU."),
                    "title": s(),
                    "body_html": s(),
                    "price": s(_MONEY),
                    "compare_at_price": s(_MONEY),
                    "status": en(["active", "draft", "archived"]),
                    "tags": arr(s()),
                },
                ["product_id"],
            ),
            annotations=ann(ro=False, de=False, idem=True, ow=True),
        ),
        tool(
            "shopdesk_adjust_inventory",
            "Adjust stock for a variant at a location by a delta (e.g. -3 after a stock count).",
            plain(
                {
                    "variant_id": s(),
                    "location_id": s("Defaults to the primary location."),
                    "delta": i("Positive to add stock, negative to remove."),
                    "reason": en(["correction", "received", "damaged", "theft", "other"], default="correction"),
                },
                ["variant_id", "delta"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True),
        ),
        tool(
            "shopdesk_create_discount",
            md(
                "Create a discount code customers can enter at checkout.",
                "",
                "Example: 15 % off orders over 50 with code `SPRING15`, once per customer:",
                '`{"code": "SPRING15", "type": "percentage", "value": 15, "min_subtotal": "50.00",',
                '"once_per_customer": true}`',
            ),
            plain(
                {
                    "code": s(pattern="^[A-Z0-9_-]{3,32}$"),
                    "type": en(["percentage", "fixed_amount", "free_shipping"]),
                    "value": n("Percent or amount; ignored for free_shipping."),
                    "min_subtotal": s(_MONEY),
                    "usage_limit": i("Total number of uses."),
                    "once_per_customer": b(default=False),
                    "starts_at": s(format="date-time"),
                    "ends_at": s(format="date-time"),
                },
                ["code", "type"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True),
        ),
        tool(
            "shopdesk_list_customers",
            "Search customers by name, e-mail or phone. Returns order count, total spent and marketing consent.",
            plain({"query": s(), "limit": i(default=25, maximum=250)}),
            annotations=ann(ro=True, de=False, idem=True, ow=True),
        ),
        tool(
            "shopdesk_invite_staff",
            md(
                "Invite a staff member to the store admin by e-mail. Only the store owner can call this.",
                "",
                "Permission presets:",
                "- `orders`: view and fulfill orders",
                "- `products`: edit products and inventory",
                "- `marketing`: discounts and campaigns",
                "- `full`: everything except transferring the store, including payouts and staff management",
                "",
                "Grant the smallest preset that covers what the user describes, and confirm the e-mail",
                "address with the user before sending. Staff can be removed under *Settings → Users*.",
            ),
            plain(
                {
                    "email": s(format="email"),
                    "first_name": s(),
                    "last_name": s(),
                    "permissions": arr(en(["orders", "products", "marketing", "full"]), minItems=1),
                },
                ["email", "permissions"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True),
        ),
    ]


def _metricly() -> list[Json]:
    """Metricly: a product-analytics dashboard with outputSchemas."""
    site = s("Site ID. Use `metricly_list_sites` to find it.")
    period = en(["today", "yesterday", "7d", "30d", "90d", "12mo", "custom"], "Time period.", default="30d")
    dates = {"start_date": s("For custom periods.", format="date"), "end_date": s(format="date")}
    row = obj(
        {
            "dimensions": obj({}, additionalProperties={"type": "string"}),
            "metrics": obj({}, additionalProperties={"type": "number"}),
        }
    )
    return [
        tool(
            "metricly_list_sites",
            "List sites and apps tracked in this Metricly account, with their IDs and time zones.",
            zod({}),
            annotations=ann(ro=True, idem=True, title="List sites"),
        ),
        tool(
            "metricly_query",
            md(
                "Run an aggregate query over pageviews and events.",
                "",
                "**Metrics**: `visitors`, `visits`, `pageviews`, `bounce_rate`, `visit_duration`, `conversion_rate`,",
                "`revenue`.",
                "**Dimensions**: `page`, `entry_page`, `source`, `utm_campaign`, `country`, `device`, "
                "`browser`, `event`.",
                "",
                "Filters use `dimension==value`, `!=`, `~` (contains), joined with `;`. Example:",
                "`country==DE;device==mobile`.",
                "",
                "Visitor counts are unique per day and based on a salted hash; Metricly stores no IP addresses,",
                "so queries cannot return individual users.",
            ),
            zod(
                {
                    "site_id": site,
                    "metrics": arr(s(), minItems=1),
                    "dimensions": arr(s(), maxItems=3),
                    "filters": s(),
                    "period": period,
                    **dates,
                    "order_by": s("Metric to sort by, prefix with - for descending.", default="-visitors"),
                    "limit": n(default=100, maximum=1000),
                },
                ["site_id", "metrics"],
            ),
            annotations=ann(ro=True, idem=True, title="Query analytics"),
            out=obj({"rows": arr(row), "totals": obj({}, additionalProperties={"type": "number"})}, ["rows"]),
        ),
        tool(
            "metricly_realtime",
            "Visitors on the site right now (last 5 minutes) and their top pages.",
            zod({"site_id": site}, ["site_id"]),
            annotations=ann(ro=True, title="Realtime visitors"),
            out=obj(
                {"current_visitors": n(), "top_pages": arr(obj({"page": s(), "visitors": n()}))}, ["current_visitors"]
            ),
        ),
        tool(
            "metricly_compare",
            "Compare a metric between two periods (e.g. this month vs last month) and return the "
            "absolute and % change.",
            zod(
                {
                    "site_id": site,
                    "metric": s(),
                    "period": period,
                    "compare_to": en(["previous_period", "previous_year"], default="previous_period"),
                },
                ["site_id", "metric"],
            ),
            annotations=ann(ro=True, idem=True, title="Compare periods"),
        ),
        tool(
            "metricly_funnel",
            md(
                "Compute a conversion funnel from an ordered list of steps.",
                "",
                "Each step is a page path (`/pricing`) or a custom event (`event:Signup`). Returns visitors and",
                "drop-off per step. Steps must be completed in order within the same visit.",
            ),
            zod(
                {"site_id": site, "steps": arr(s(), minItems=2, maxItems=8), "period": period, **dates},
                ["site_id", "steps"],
            ),
            annotations=ann(ro=True, idem=True, title="Funnel"),
        ),
        tool(
            "metricly_list_goals",
            "List conversion goals (page goals and custom events) configured for a site.",
            zod({"site_id": site}, ["site_id"]),
            annotations=ann(ro=True, idem=True, title="List goals"),
        ),
        tool(
            "metricly_create_goal",
            "Create a conversion goal from a page path (wildcards allowed, e.g. `/thank-you*`) or a custom event name.",
            zod(
                {"site_id": site, "page_path": s(), "event_name": s(), "display_name": s()},
                ["site_id"],
            ),
            annotations=ann(ro=False, de=False, title="Create goal"),
        ),
        tool(
            "metricly_annotate",
            "Add an annotation to the dashboard timeline (e.g. 'Launched new pricing page') so spikes are explained.",
            zod({"site_id": site, "date": s(format="date"), "text": s(maxLength=200)}, ["site_id", "date", "text"]),
            annotations=ann(ro=False, de=False, title="Add annotation"),
        ),
        tool(
            "metricly_export_csv",
            md(
                "Export the result of a query as CSV.",
                "",
                "Returns a signed download URL that expires after 15 minutes. Share the link only with the user",
                "who requested it; anyone with the URL can download the file until it expires.",
            ),
            zod(
                {"site_id": site, "metrics": arr(s(), minItems=1), "dimensions": arr(s()), "period": period, **dates},
                ["site_id", "metrics"],
            ),
            annotations=ann(ro=True, title="Export CSV"),
            out=obj({"url": s(format="uri"), "expires_at": s(format="date-time")}, ["url", "expires_at"]),
        ),
        tool(
            "metricly_get_dashboard_link",
            md(
                "Get a link to the site's dashboard with the given filters applied.",
                "",
                "With `public: true` a read-only shared link is created (or the existing one returned); it can be",
                "protected with a password set in Metricly under *Site settings → Visibility*. Without it, the",
                "link only works for logged-in team members.",
            ),
            zod({"site_id": site, "period": period, "filters": s(), "public": b(default=False)}, ["site_id"]),
            annotations=ann(ro=False, de=False, idem=True, title="Dashboard link"),
        ),
    ]


def build() -> dict[str, list[Json]]:
    """Return this module's servers and their tools."""
    return {"shopdesk": _shopdesk(), "metricly": _metricly()}
