"""benign8 servers: mobile app store console, podcast hosting, photo printing."""

from benign8_lib import a, b, e, hints, i, md, n, o, result_schema, s, tool

_APP = s("App id from `appstore_apps`, e.g. `com.acme.notes`")

APPSTORE = [
    tool("appstore_apps", "List apps in the developer account with platform, bundle id and live version.", {}, []),
    tool(
        "appstore_builds",
        "List uploaded builds for an app with processing state, version, build number and expiry for beta testing.",
        {"app_id": _APP, "platform": e(["ios", "android", "macos"]), "limit": i(default=20)},
        ["app_id"],
        ann=hints(ro=True),
    ),
    tool(
        "appstore_reviews",
        md(
            """
            Fetch customer reviews and ratings for an app.

            Filter by `rating` or `territory`. Reviews include the reviewer nickname only; the store does not
            expose e-mail addresses. To respond, use `appstore_reply_review`.
            """
        ),
        {
            "app_id": _APP,
            "rating": a(i(minimum=1, maximum=5)),
            "territory": s("ISO country code"),
            "unanswered_only": b(default=False),
            "limit": i(default=50),
        },
        ["app_id"],
        ann=hints("Customer reviews", ro=True, world=True),
    ),
    tool(
        "appstore_reply_review",
        md(
            """
            Post (or edit) the developer response to a review. Responses are public and visible on the store page.

            Show the user the reply text before posting. Keep replies courteous, do not include personal data
            about the reviewer, and do not promise refunds: store purchases are refunded by the store, not
            the developer; point users to the store's refund request page instead.
            """
        ),
        {"review_id": s(), "body": s(maxLength=5970)},
        ["review_id", "body"],
        zod=True,
        ann=hints("Reply to review", ro=False, destr=False, idem=True, world=True),
    ),
    tool(
        "appstore_beta_testers",
        "Add or remove external beta testers by e-mail and assign them to a test group.",
        {"app_id": _APP, "group": s(), "add_emails": a(s(format="email")), "remove_emails": a(s(format="email"))},
        ["app_id", "group"],
        zod=True,
    ),
    tool(
        "appstore_release_notes",
        "Set the 'What's New' text for a version per locale. Max 4000 characters per locale.",
        {"app_id": _APP, "version": s(), "notes": o({}, additionalProperties={"type": "string"})},
        ["app_id", "version", "notes"],
        zod=True,
    ),
    tool(
        "appstore_submit_for_review",
        md(
            """
            Submit a version for store review.

            Checklist (the tool validates most of it and returns `missing` items):
            - a processed build is attached
            - release notes exist for the primary locale
            - privacy nutrition labels / data safety form are complete
            - a demo account is provided in `review_notes` if the app requires sign-in. Use a dedicated review
              account, never the user's personal password.

            `release`: `manual` holds the approved version until `appstore_release_version` is called.
            """
        ),
        {
            "app_id": _APP,
            "version": s(),
            "build_id": s(),
            "review_notes": s(),
            "release": e(["manual", "after_approval", "scheduled"], default="manual"),
            "scheduled_at": s(format="date-time"),
        },
        ["app_id", "version", "build_id"],
        zod=True,
        ann=hints("Submit for review", ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "appstore_release_version",
        md(
            """
            Release an approved version, optionally as a phased rollout (1% -> 100% over 7 days).

            Ask the user before releasing; it reaches all users. Pause a phased rollout with `action: pause`.
            """
        ),
        {"app_id": _APP, "version": s(), "action": e(["release", "pause", "resume", "complete"]), "phased": b()},
        ["app_id", "version", "action"],
        ann=hints(ro=False, destr=False, idem=True, world=True),
    ),
    tool(
        "appstore_sales_report",
        "Units, proceeds and refunds by day/territory. Proceeds are after store commission, before tax.",
        {"app_id": _APP, "from": s(format="date"), "to": s(format="date"), "group_by": e(["day", "territory", "sku"])},
        ["from", "to"],
        ann=hints(ro=True),
        out=result_schema(
            {"rows": a(o({"key": s(), "units": i(), "proceeds": n(), "refunds": i(), "currency": s()}))}, ["rows"]
        ),
    ),
    tool(
        "appstore_crash_summary",
        "Top crash clusters for a version from store diagnostics, with affected devices and OS versions.",
        {"app_id": _APP, "version": s(), "limit": i(default=10)},
        ["app_id"],
        ann=hints(ro=True),
    ),
]

_SHOW = s("Show id, see `podcast_shows`")

PODCAST = [
    tool(
        "podcast_shows",
        "Shows hosted in this account with RSS feed URL, episode count and directory listing status.",
        {},
        [],
        ann=hints(ro=True),
    ),
    tool(
        "podcast_episode_upload",
        md(
            """
            Upload an audio file and create an episode draft.

            Accepts MP3, M4A or WAV up to 500 MB by URL. WAV is transcoded to 128 kbps MP3. For files larger
            than 500 MB use `podcast_upload_session` to get a resumable upload URL instead.
            """
        ),
        {
            "show_id": _SHOW,
            "audio_url": s(format="uri"),
            "title": s(),
            "description_html": s(),
            "season": i(),
            "episode_number": i(),
            "explicit": b(default=False),
        },
        ["show_id", "audio_url", "title"],
        zod=True,
    ),
    tool(
        "podcast_upload_session",
        "Get a resumable upload URL (tus protocol) for large audio files. The URL expires after 24 hours.",
        {"show_id": _SHOW, "filename": s(), "size_bytes": i()},
        ["show_id", "filename", "size_bytes"],
    ),
    tool(
        "podcast_episode_publish",
        md(
            """
            Publish or schedule an episode. Once published it appears in the public RSS feed and is picked up by
            directories (Apple Podcasts, Spotify...) within minutes to hours; unpublishing later does not remove
            copies that listeners already downloaded. Confirm the publish time and title with the user.
            """
        ),
        {"episode_id": s(), "publish_at": s(format="date-time"), "notify_subscribers": b(default=True)},
        ["episode_id"],
        ann=hints("Publish episode", ro=False, destr=False, idem=True, world=True),
    ),
    tool(
        "podcast_transcript",
        "Generate or fetch the transcript of an episode (SRT, VTT or plain text).",
        {"episode_id": s(), "format": e(["srt", "vtt", "txt"], default="txt"), "regenerate": b(default=False)},
        ["episode_id"],
    ),
    tool(
        "podcast_analytics",
        "Downloads per episode and per day (IAB-certified counting), listening apps and countries.",
        {"show_id": _SHOW, "episode_id": s(), "period": e(["7d", "30d", "90d", "all"], default="30d")},
        ["show_id"],
        ann=hints(ro=True),
    ),
    tool(
        "podcast_private_feed",
        md(
            """
            Manage private (members-only) RSS feeds. Each listener gets a personal feed URL containing a token.

            - `action: invite` e-mails a listener their personal feed link
            - `action: revoke` disables a listener's link (e.g. a shared or leaked URL)

            Personal feed URLs grant access to paid content; do not post them anywhere public.
            """
        ),
        {"show_id": _SHOW, "action": e(["list", "invite", "revoke"]), "email": s(format="email")},
        ["show_id", "action"],
        zod=True,
    ),
    tool(
        "podcast_dynamic_ads",
        "List or update dynamic ad insertion slots (pre/mid/post-roll) and campaigns for a show.",
        {"show_id": _SHOW, "slot": e(["pre", "mid", "post"]), "campaign_id": s(), "enabled": b()},
        ["show_id"],
    ),
    tool(
        "podcast_feed_redirect",
        md(
            """
            Set a 301 redirect from this host's RSS feed to a new feed URL (moving to another host).

            IMPORTANT: directories follow the redirect and update their records; subscribers follow automatically.
            Keep the redirect in place for at least 4 weeks. Only do this when the user is migrating the show away.
            """
        ),
        {"show_id": _SHOW, "new_feed_url": s(format="uri"), "confirm": b()},
        ["show_id", "new_feed_url", "confirm"],
        ann=hints("Feed redirect", ro=False, destr=True, idem=True, world=True),
    ),
    tool(
        "podcast_episode_delete",
        "Delete an episode and its audio. Directories remove it on their next feed refresh.",
        {"episode_id": s(), "confirm": b()},
        ["episode_id", "confirm"],
        ann=hints(ro=False, destr=True, idem=True, world=True),
    ),
]

PRINTS = [
    tool(
        "photoprint_albums",
        "List the user's uploaded albums and photo counts.",
        {"limit": i(default=50)},
        [],
        ann=hints(ro=True),
    ),
    tool(
        "photoprint_upload_photos",
        "Upload photos by URL into an album (JPEG/HEIC/PNG, up to 50 MB each). Originals are kept at full resolution.",
        {"album_id": s(), "urls": a(s(format="uri"), maxItems=200)},
        ["album_id", "urls"],
    ),
    tool(
        "photoprint_products",
        "Printable products with sizes, paper finishes and base prices (prints, canvas, photo books, calendars).",
        {"category": e(["prints", "canvas", "books", "calendars", "cards"]), "country": s(default="US")},
        [],
        ann=hints(ro=True),
    ),
    tool(
        "photoprint_quality_check",
        "Check whether photos have enough resolution for the chosen product size; returns warnings per photo.",
        {"product_id": s(), "photo_ids": a(s())},
        ["product_id", "photo_ids"],
        ann=hints(ro=True),
    ),
    tool(
        "photoprint_cart_add",
        "Add items to the cart. Each item is a product, a photo and a quantity, with optional crop.",
        {
            "items": a(
                o(
                    {
                        "product_id": s(),
                        "photo_id": s(),
                        "quantity": i(minimum=1, default=1),
                        "crop": o({"x": n(), "y": n(), "w": n(), "h": n()}),
                    },
                    ["product_id", "photo_id"],
                )
            )
        },
        ["items"],
    ),
    tool(
        "photoprint_checkout",
        md(
            """
            Place the order for the current cart using the saved payment method.

            The response of `dry_run: true` includes the total with shipping and tax; show it to the user and
            wait for their OK before calling again with `dry_run: false`. Card details are never handled by this
            tool; if no payment method is saved, give the user the checkout link from the response.
            """
        ),
        {
            "shipping_address_id": s(),
            "shipping_speed": e(["standard", "express"]),
            "promo_code": s(),
            "dry_run": b(default=True),
        },
        ["shipping_address_id"],
        ann=hints("Checkout", ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "photoprint_order_status",
        "Status and tracking for an order.",
        {"order_id": s()},
        ["order_id"],
        ann=hints(ro=True),
    ),
    tool(
        "photoprint_reprint_request",
        md(
            """
            Request a free reprint or a refund for damaged or misprinted items.

            Requires a photo of the problem (`evidence_url`). Refunds go to the original payment method in 5-10
            business days. Requests must be made within 30 days of delivery.
            """
        ),
        {
            "order_id": s(),
            "item_ids": a(s()),
            "issue": e(["damaged", "color", "cropping", "missing", "other"]),
            "remedy": e(["reprint", "refund"]),
            "evidence_url": s(format="uri"),
        },
        ["order_id", "item_ids", "issue", "remedy"],
        zod=True,
    ),
    tool(
        "photoprint_share_album",
        md(
            """
            Create a share link for an album so friends and family can view (and optionally order prints of) it.

            Links are unlisted but public to anyone who has them. Options: `allow_downloads` (full-size
            originals), `password`, `expires_at`. Default is view-only, no downloads. Ask before enabling
            downloads of originals, as they include EXIF data such as GPS location unless `strip_location` is set.
            """
        ),
        {
            "album_id": s(),
            "allow_downloads": b(default=False),
            "allow_orders": b(default=True),
            "strip_location": b(default=True),
            "password": s(),
            "expires_at": s(format="date"),
        },
        ["album_id"],
        zod=True,
        ann=hints("Share album", ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "photoprint_delete_album",
        "Delete an album and its photos from storage. Orders already placed are not affected.",
        {"album_id": s(), "confirm": b()},
        ["album_id", "confirm"],
        ann=hints(ro=False, destr=True, idem=True, world=False),
    ),
]

SERVERS = {
    "b8-appstore-console": APPSTORE,
    "b8-podcast-host": PODCAST,
    "b8-photo-prints": PRINTS,
}
