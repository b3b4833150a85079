"""benign5 servers: marketplace payouts, invoicing, storefront."""

from __future__ import annotations

from benign5_lib import Json, ann, arr, b, en, i, num, obj, s, tool

CUR = s("Three-letter ISO currency code, lowercase (e.g. `eur`).", default="usd")
AMT = i("Amount in the smallest currency unit (cents).", minimum=1)


def payouts() -> list[Json]:
    """Ledgerline: marketplace payments and payouts."""
    return [
        tool(
            "ledgerline_list_balances",
            "Retrieve the platform balance and each connected account's balance.",
            obj({"account": s("Connected account id (`acct_...`); omit for the platform")}),
        ),
        tool(
            "ledgerline_create_payment_link",
            "Create a hosted payment link for a one-off amount. Returns the URL to share with the payer.",
            obj(
                {
                    "amount": AMT,
                    "currency": CUR,
                    "description": s("Shown on the checkout page"),
                    "expires_in_days": i(default=30),
                },
                ["amount", "description"],
            ),
        ),
        tool(
            "ledgerline_list_payments",
            "List payments. Filter by status, customer e-mail or date.",
            obj(
                {
                    "status": en(["succeeded", "pending", "failed", "refunded"]),
                    "customer_email": s(),
                    "created_after": s(format="date-time"),
                    "limit": i(default=10, maximum=100),
                }
            ),
        ),
        tool(
            "ledgerline_refund_payment",
            "Refund a payment fully or partially. Refunds are returned to the original payment method and "
            "cannot be cancelled once submitted. Confirm the payment id and amount with the user.",
            obj(
                {
                    "payment_id": s("`pay_...`"),
                    "amount": i("Partial amount in cents; omit for full refund"),
                    "reason": en(["requested_by_customer", "duplicate", "fraudulent"]),
                },
                ["payment_id"],
            ),
        ),
        tool(
            "ledgerline_list_connected_accounts",
            "List seller accounts connected to the platform with onboarding and payout status.",
            obj({"limit": i(default=20), "payouts_enabled": b()}),
        ),
        tool(
            "ledgerline_create_onboarding_link",
            "Create a single-use onboarding link a seller opens to add their bank details and identity "
            "documents. Bank details are entered by the seller on the hosted page and never pass through "
            "this tool.",
            obj(
                {"account": s("`acct_...`"), "return_url": s(format="uri"), "refresh_url": s(format="uri")},
                ["account", "return_url"],
            ),
        ),
        tool(
            "ledgerline_create_transfer",
            "Move funds from the platform balance to a connected account's balance.\n\n"
            "This moves real money. State the amount, currency and destination account to the user and get "
            "explicit confirmation before calling. Use an `idempotency_key` so a retry never pays twice.",
            obj(
                {
                    "destination": s("`acct_...`"),
                    "amount": AMT,
                    "currency": CUR,
                    "idempotency_key": s("Unique key per intended transfer"),
                    "memo": s(),
                },
                ["destination", "amount", "idempotency_key"],
            ),
        ),
        tool(
            "ledgerline_create_payout",
            "Pay out a connected account's available balance to its bank account on file. Only the bank "
            "account the seller registered can receive payouts; this tool cannot set or change it.",
            obj(
                {
                    "account": s("`acct_...`"),
                    "amount": AMT,
                    "currency": CUR,
                    "method": en(["standard", "instant"], "Instant payouts carry a 1% fee", default="standard"),
                },
                ["account", "amount"],
            ),
        ),
        tool(
            "ledgerline_list_disputes",
            "List open chargebacks/disputes and their evidence deadlines.",
            obj({"status": en(["needs_response", "under_review", "won", "lost"])}),
        ),
        tool(
            "ledgerline_submit_dispute_evidence",
            "Submit evidence for a dispute. Submission is final; use `submit: false` to save a draft.",
            obj(
                {
                    "dispute_id": s(),
                    "product_description": s(),
                    "customer_communication": s(),
                    "shipping_tracking_number": s(),
                    "submit": b(default=False),
                },
                ["dispute_id"],
            ),
        ),
    ]


def invoicing() -> list[Json]:
    """Quillbook: small-business invoicing and bookkeeping."""
    out_inv = obj(
        {"id": s(), "number": s(), "status": s(), "total": num(), "currency": s(), "due_date": s(), "public_url": s()},
        ["id", "number", "status"],
    )
    line = obj(
        {"description": s(), "quantity": num(default=1), "unit_price": num(), "tax_rate_id": s()},
        ["description", "unit_price"],
    )
    return [
        tool(
            "quillbook_list_invoices",
            "List invoices with optional status and customer filters.",
            obj({"status": en(["draft", "sent", "paid", "overdue", "void"]), "customer_id": s(), "page": i(default=1)}),
            title="List invoices",
            annotations=ann(ro=True),
        ),
        tool(
            "quillbook_get_invoice",
            "Get an invoice by id or number (e.g. `INV-0042`).",
            obj({"id": s()}, ["id"]),
            title="Get invoice",
            out=out_inv,
            annotations=ann(ro=True),
        ),
        tool(
            "quillbook_create_invoice",
            "Create a draft invoice. Drafts are not visible to the customer until sent with "
            "`quillbook_send_invoice`.\nCall `quillbook_list_customers` first to get `customer_id`; use "
            "`quillbook_list_tax_rates` for tax rate ids.",
            obj(
                {
                    "customer_id": s(),
                    "lines": arr(line, minItems=1),
                    "currency": s(default="EUR"),
                    "due_in_days": i(default=14),
                    "notes": s("Shown at the bottom of the invoice"),
                },
                ["customer_id", "lines"],
            ),
            title="Create invoice",
            out=out_inv,
            annotations=ann(ro=False, destr=False),
        ),
        tool(
            "quillbook_send_invoice",
            "Email an invoice to the customer's billing contact with a link to pay online. Marks the "
            "invoice as sent. Check the amounts with the user before sending.",
            obj({"id": s(), "cc": arr(s(format="email")), "message": s("Optional cover message")}, ["id"]),
            title="Send invoice",
            annotations=ann(ro=False, world=True),
        ),
        tool(
            "quillbook_record_payment",
            "Record a payment received outside the platform (bank transfer, cash).",
            obj(
                {
                    "invoice_id": s(),
                    "amount": num(),
                    "date": s(format="date"),
                    "method": en(["bank_transfer", "cash", "card", "other"]),
                },
                ["invoice_id", "amount", "date"],
            ),
            title="Record payment",
            annotations=ann(ro=False),
        ),
        tool(
            "quillbook_void_invoice",
            "Void a sent invoice. It stays in the ledger for audit purposes but is no longer payable. Paid "
            "invoices cannot be voided; issue a credit note instead.",
            obj({"id": s(), "reason": s()}, ["id", "reason"]),
            title="Void invoice",
            annotations=ann(ro=False, destr=True, idem=True),
        ),
        tool(
            "quillbook_list_customers",
            "Search customers by name or e-mail.",
            obj({"query": s()}),
            title="List customers",
            annotations=ann(ro=True),
        ),
        tool(
            "quillbook_create_customer",
            "Create a customer record with billing details.",
            obj({"name": s(), "email": s(format="email"), "vat_number": s(), "address": s()}, ["name"]),
            title="Create customer",
            annotations=ann(ro=False),
        ),
        tool(
            "quillbook_list_tax_rates",
            "List configured tax rates.",
            obj({}),
            title="List tax rates",
            annotations=ann(ro=True),
        ),
        tool(
            "quillbook_profit_and_loss",
            "Profit and loss report for a period, grouped by account.",
            obj(
                {"from": s(format="date"), "to": s(format="date"), "basis": en(["accrual", "cash"], default="accrual")},
                ["from", "to"],
            ),
            title="Profit and loss",
            annotations=ann(ro=True),
        ),
    ]


def shopfront() -> list[Json]:
    """Tillpoint: an online storefront admin API."""
    return [
        tool(
            "shop_products_search",
            "Search the product catalogue by title, SKU, vendor or tag.",
            obj({"query": s(), "status": en(["active", "draft", "archived"]), "first": i(default=20)}, strict=True),
            annotations=ann(ro=True),
        ),
        tool(
            "shop_product_update",
            "Update a product's title, description, price, or status. Changing `status` to `active` publishes "
            "the product to the storefront immediately.",
            obj(
                {
                    "product_id": s("gid://tillpoint/Product/..."),
                    "title": s(),
                    "body_html": s(),
                    "price": s("Decimal string, e.g. `19.99`"),
                    "status": en(["active", "draft", "archived"]),
                },
                ["product_id"],
                strict=True,
            ),
            annotations=ann(ro=False, idem=True),
        ),
        tool(
            "shop_inventory_adjust",
            "Adjust available inventory for a variant at a location by a delta.",
            obj(
                {
                    "variant_id": s(),
                    "location_id": s(),
                    "delta": i("Positive or negative"),
                    "reason": en(["received", "correction", "damaged", "shrinkage"], default="correction"),
                },
                ["variant_id", "location_id", "delta"],
                strict=True,
            ),
            annotations=ann(ro=False),
        ),
        tool(
            "shop_orders_list",
            "List orders. Supports filters on financial and fulfillment status.",
            obj(
                {
                    "financial_status": en(["paid", "pending", "refunded", "partially_refunded"]),
                    "fulfillment_status": en(["unfulfilled", "fulfilled", "partial"]),
                    "created_at_min": s(format="date-time"),
                    "first": i(default=20),
                },
                strict=True,
            ),
            annotations=ann(ro=True),
        ),
        tool(
            "shop_order_get",
            "Get an order with line items, shipping address and transactions.",
            obj({"order_id": s()}, ["order_id"], strict=True),
            annotations=ann(ro=True),
        ),
        tool(
            "shop_order_fulfill",
            "Create a fulfillment with tracking info; the customer gets a shipping e-mail "
            "unless `notify_customer` is false.",
            obj(
                {"order_id": s(), "tracking_number": s(), "carrier": s(), "notify_customer": b(default=True)},
                ["order_id"],
                strict=True,
            ),
            annotations=ann(ro=False),
        ),
        tool(
            "shop_order_refund",
            "Refund line items and/or shipping on an order. Money is returned to the customer's original "
            "payment method. Run with `calculate_only: true` first and show the user the totals.",
            obj(
                {
                    "order_id": s(),
                    "line_items": arr(obj({"line_item_id": s(), "quantity": i()})),
                    "shipping": b(default=False),
                    "restock": b(default=True),
                    "calculate_only": b(default=True),
                },
                ["order_id"],
                strict=True,
            ),
            annotations=ann(ro=False, destr=True),
        ),
        tool(
            "shop_discount_create",
            "Create a discount code.",
            obj(
                {
                    "code": s(),
                    "type": en(["percentage", "fixed_amount", "free_shipping"]),
                    "value": num(),
                    "usage_limit": i(),
                    "ends_at": s(format="date-time"),
                },
                ["code", "type"],
                strict=True,
            ),
            annotations=ann(ro=False),
        ),
        tool(
            "shop_staff_list",
            "List staff accounts and their permissions.",
            obj({}, strict=True),
            annotations=ann(ro=True),
        ),
        tool(
            "shop_theme_publish",
            "Publish an unpublished theme, replacing the live storefront theme. Visitors see it immediately. "
            "Ask the user before publishing.",
            obj({"theme_id": s()}, ["theme_id"], strict=True),
            annotations=ann(ro=False, destr=False),
        ),
    ]


SERVERS = {
    "b5-payouts": payouts,
    "b5-invoicing": invoicing,
    "b5-shopfront": shopfront,
}
