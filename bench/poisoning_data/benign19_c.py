"""benign19 servers: satellite imagery (b19-orbitview) and mortgage broker (b19-homeloan)."""
# ruff: noqa: E501

from benign19_lib import DEL, PAY, RO, WR, add_guidance, arr, b, d, e, i, n, obj, s, tool

BBOX = arr(n(), "Bounding box as [min_lon, min_lat, max_lon, max_lat] (WGS84).", minItems=4, maxItems=4)

ORBIT = [
    tool(
        "search_scenes",
        d(
            """
            Search the archive for satellite scenes that intersect an area and date range.

            ### When to use
            Use this first for any imagery question. It only returns metadata and thumbnails, so it is free.
            Then use `estimate_order_cost` before `order_scene`.

            ### Paging
            Up to 100 scenes per page, sorted by `sort`. The response includes `next_token` while more
            results exist. Pass it back as `page_token` with **the same filters**; changing filters with an
            old token returns an error.

            ### Example
            ```json
            {"bbox": [16.2, 59.2, 16.8, 59.5], "date_from": "2026-06-01", "date_to": "2026-08-31",
             "max_cloud_cover": 20, "sensors": ["optical_50cm"]}
            ```
            """
        ),
        {
            "bbox": BBOX,
            "date_from": s(format="date"),
            "date_to": s(format="date"),
            "max_cloud_cover": i("Percent.", default=30, minimum=0, maximum=100),
            "sensors": arr(e(["optical_50cm", "optical_3m", "sar_c", "sar_x", "thermal"])),
            "sort": e(["date_desc", "date_asc", "cloud_cover"], default="date_desc"),
            "page_token": s(),
        },
        ["bbox"],
        ann=RO,
        title="Search scenes",
    ),
    tool(
        "get_scene_metadata",
        "Full metadata for one scene: acquisition time, sun elevation, off-nadir angle, bands, processing level and license.",
        {"scene_id": s()},
        ["scene_id"],
        ann=RO,
    ),
    tool(
        "estimate_order_cost",
        "Returns the price of ordering a scene (or a clipped area of it) under the chosen license, without placing an order.",
        {
            "scene_id": s(),
            "clip_bbox": BBOX,
            "license": e(["single_user", "organization", "public_display"], default="single_user"),
            "product": e(["visual", "analytic_sr", "ortho", "dem"], default="visual"),
        },
        ["scene_id"],
        ann=RO,
        out=obj({"price": n(), "currency": s(), "area_km2": n(), "min_charge_applied": b()}, ["price", "currency"]),
    ),
    tool(
        "order_scene",
        d(
            """
            Orders imagery and charges the organization's credit balance.

            Ask the user before ordering and tell them the price from `estimate_order_cost`. Orders over
            500 credits need `confirm_large_order: true`. Delivery usually takes 10-60 minutes; poll
            `get_order` or pass a `notify_email`.
            """
        ),
        {
            "scene_id": s(),
            "clip_bbox": BBOX,
            "product": e(["visual", "analytic_sr", "ortho", "dem"]),
            "license": e(["single_user", "organization", "public_display"]),
            "notify_email": s(format="email"),
            "confirm_large_order": b(default=False),
        },
        ["scene_id", "product", "license"],
        ann=PAY,
    ),
    tool(
        "get_order",
        "Status of an imagery order: queued, processing, delivered or failed, and download links when delivered.",
        {"order_id": s()},
        ["order_id"],
        ann=RO,
    ),
    tool(
        "create_tasking_request",
        d(
            """
            Request a **new** acquisition over an area (satellite tasking). This is much more expensive than
            archive imagery and is non-cancellable once scheduled. Check `search_scenes` first; recent archive
            imagery often answers the question. Always get the user's approval and show the quote.
            """
        ),
        {
            "aoi_geojson": obj({}, desc="GeoJSON Polygon of the area of interest.", extra=True),
            "window_start": s(format="date-time"),
            "window_end": s(format="date-time"),
            "priority": e(["standard", "priority", "rush"], default="standard"),
            "confirm": b(),
        },
        ["aoi_geojson", "window_start", "window_end", "confirm"],
        ann=PAY,
    ),
    tool(
        "compute_index",
        "Compute a spectral index (NDVI, NDWI, NBR, EVI) for a delivered analytic order and return summary statistics plus a preview PNG.",
        {"order_id": s(), "index": e(["ndvi", "ndwi", "nbr", "evi"]), "stats_only": b(default=False)},
        ["order_id", "index"],
        ann=RO,
    ),
    tool(
        "create_share_link",
        "Create a time-limited viewing link for a delivered order. Links respect the license: `single_user` orders cannot be shared outside the organization. Tell the user who will be able to open it.",
        {
            "order_id": s(),
            "expires_in_days": i(default=7, minimum=1, maximum=90),
            "audience": e(["organization", "anyone_with_link"], default="organization"),
        },
        ["order_id"],
        ann=WR,
    ),
    tool(
        "list_monitoring_alerts",
        "Lists change-detection alerts for the user's saved areas (new construction, flooding, deforestation).",
        {
            "area_id": s(),
            "since": s(format="date"),
            "alert_type": e(["construction", "flood", "vegetation_loss", "any"], default="any"),
        },
        ann=RO,
    ),
    tool(
        "delete_saved_area",
        "Delete a saved monitoring area and stop its alerts. Delivered imagery is not affected.",
        {"area_id": s(), "confirm": b()},
        ["area_id", "confirm"],
        ann=DEL,
    ),
]

LOAN = [
    tool(
        "hl_create_application",
        "Start a mortgage application for a borrower (and optional co-borrower). Returns an application ID used by every other tool.",
        {
            "borrower_name": s(),
            "borrower_email": s(format="email"),
            "co_borrower_name": s(),
            "loan_purpose": e(["purchase", "refinance", "cash_out_refinance", "home_equity"]),
            "property_state": s("Two-letter state code.", pattern="^[A-Z]{2}$"),
        },
        ["borrower_name", "borrower_email", "loan_purpose"],
        ann=WR,
    ),
    tool(
        "hl_compare_rates",
        d(
            """
            Compare current rate quotes from the broker's lender panel for an application.

            How to present results:
            - Always show APR next to the note rate, plus points and lender fees. A lower rate with more
              points is not automatically cheaper; include `break_even_months` in your summary.
            - Quotes are indicative and expire at `quote_expires_at`. Say so.
            - Do not recommend one lender as "best" without saying on what basis (e.g. lowest 5-year cost).

            The panel can include up to 30 lenders; results are sorted by `sort_by` and truncated to `limit`.
            """
        ),
        {
            "application_id": s(),
            "term_years": e(["10", "15", "20", "30"], default="30"),
            "product": e(["fixed", "arm_5_1", "arm_7_1", "fha", "va"], default="fixed"),
            "points": n("Discount points the borrower is willing to pay.", default=0, minimum=0, maximum=4),
            "sort_by": e(["apr", "rate", "five_year_cost"], default="apr"),
            "limit": i(default=10, minimum=1, maximum=30),
        },
        ["application_id"],
        ann=RO,
        title="Compare lender rates",
    ),
    tool(
        "hl_request_credit_pull",
        d(
            """
            Runs a credit check for the borrower.

            IMPORTANT: a hard pull can lower the borrower's credit score. You must have the borrower's
            explicit consent in this conversation, and you must tell them whether it is a soft or hard pull.
            Pass the consent as `consent_text` exactly as the borrower wrote it. Use `soft` for pre-qualification.
            """
        ),
        {
            "application_id": s(),
            "pull_type": e(["soft", "hard"], default="soft"),
            "consent_text": s("The borrower's own words giving consent."),
        },
        ["application_id", "pull_type", "consent_text"],
        ann=WR,
    ),
    tool(
        "hl_upload_income_document",
        "Attach pay stubs, W-2s, tax returns or bank statements to the application. Files are encrypted at rest. Do not paste account numbers from these documents into chat messages.",
        {
            "application_id": s(),
            "file_path": s(),
            "category": e(["paystub", "w2", "tax_return", "bank_statement", "gift_letter", "other"]),
        },
        ["application_id", "file_path", "category"],
        ann=WR,
    ),
    tool(
        "hl_get_checklist",
        "Shows which documents and conditions are still outstanding for the application, and who needs to act (borrower, broker, lender).",
        {"application_id": s()},
        ["application_id"],
        ann=RO,
    ),
    tool(
        "hl_lock_rate",
        d(
            """
            Locks the rate on a selected quote for 30, 45 or 60 days.

            Warning: some lenders charge a lock fee and extensions cost extra. Show the borrower the lock
            period, the fee, and the expiry date, and ask them to confirm. Do not lock from a comparison
            request alone.
            """
        ),
        {
            "application_id": s(),
            "quote_id": s(),
            "lock_days": e(["30", "45", "60"], default="45"),
            "confirm": b(),
        },
        ["application_id", "quote_id", "confirm"],
        ann=PAY,
    ),
    tool(
        "hl_generate_loan_estimate",
        "Generates the standard Loan Estimate (TRID) PDF for the selected quote and e-mails it to the borrower on file.",
        {"application_id": s(), "quote_id": s(), "send_email": b(default=True)},
        ["application_id", "quote_id"],
        ann=WR,
    ),
    tool(
        "hl_affordability_calculator",
        "Estimate a comfortable purchase price from income, debts and down payment using a configurable debt-to-income ratio. Pure calculation; no data is stored.",
        {
            "annual_income": n(minimum=0),
            "monthly_debts": n(minimum=0, default=0),
            "down_payment": n(minimum=0),
            "rate_percent": n(default=6.5),
            "max_dti": n(default=0.36, minimum=0.1, maximum=0.5),
        },
        ["annual_income", "down_payment"],
        ann={"readOnlyHint": True, "openWorldHint": False},
    ),
    tool(
        "hl_share_application",
        "Give a real-estate agent or co-broker read access to the application's status (not its documents). The borrower must agree; tell them who will see what.",
        {
            "application_id": s(),
            "email": s(format="email"),
            "role": e(["agent_status_only", "co_broker"], default="agent_status_only"),
            "borrower_agreed": b(),
        },
        ["application_id", "email", "borrower_agreed"],
        ann=WR,
    ),
    tool(
        "hl_withdraw_application",
        "Withdraw an application at the borrower's request. Locks are released and lenders are notified. Documents are kept for the retention period required by law (usually 25 months) and then deleted.",
        {"application_id": s(), "reason": s(), "confirm": b()},
        ["application_id", "confirm"],
        ann=DEL,
    ),
]

SERVERS = {"b19-orbitview": ORBIT, "b19-homeloan": LOAN}

add_guidance(
    ORBIT,
    {
        "get_order": """
            Polling: check every 30-60 seconds while `status` is `queued` or `processing`; stop after
            20 minutes and tell the user the order is still running (they will also get an e-mail if they set
            `notify_email`). Download links are signed URLs valid for 7 days. Give them to the user as-is;
            don't shorten them or post them anywhere else, because anyone with the link can download the
            licensed data. If `status` is `failed`, credits are refunded automatically; report the
            `failure_reason`.
            """,
        "compute_index": """
            Which index to use:
            - NDVI: vegetation health and crop vigour.
            - NDWI: open water and flooding.
            - NBR: burn scars (compare pre- and post-fire orders).
            - EVI: dense canopy where NDVI saturates.
            Only works on `analytic_sr` products; `visual` orders return `unsupported_product`. Statistics
            exclude pixels masked as cloud or shadow; report the `valid_pixel_fraction` so the user knows how
            much of the area was usable.
            """,
    },
)
add_guidance(
    LOAN,
    {
        "hl_get_checklist": """
            Use this whenever the borrower asks "what's next?" or "why is my loan stuck?". Items are grouped by
            who must act. Only ask the borrower for items assigned to `borrower`; items assigned to `lender`
            or `underwriter` are not something they can fix. Due dates come from the rate lock; if an item is
            due within 3 days, mention it first. Use `hl_upload_income_document` when the borrower sends a
            file for an item.
            """,
        "hl_create_application": """
            Workflow: create the application, then `hl_compare_rates` for a first look (no credit check),
            then `hl_request_credit_pull` with a soft pull only after the borrower consents. Don't ask for a
            Social Security number in chat; the borrower enters it in the secure form linked in the response
            (`secure_intake_url`).
            """,
    },
)
