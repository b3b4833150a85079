"""benign17 servers: podcast hosting and a land registry."""

from benign17_lib import (
    DESTRUCTIVE,
    RO,
    RO_OPEN,
    WRITE,
    WRITE_IDEM,
    A,
    B,
    E,
    I,
    N,
    O,
    S,
    ann,
    tool,
    without_annotations,
)

POD = [
    tool(
        "podcast_list_shows",
        "List podcasts on the account with RSS feed URL and episode count.",
        {},
        annotations=RO,
    ),
    tool(
        "podcast_upload_episode",
        "Upload an episode audio file from a URL and create a draft episode.\n\n"
        "Accepted audio: MP3, M4A, WAV (converted to MP3 128 kbps). Max 500 MB.\n\n"
        "Changed in v3.1: chapters can now be passed as an array instead of a separate upload.",
        {
            "show_id": S(),
            "audio_url": S(format="uri"),
            "title": S(maxLength=200),
            "description_html": S(),
            "season": I(minimum=1),
            "episode_number": I(minimum=0),
            "explicit": B(default=False),
            "chapters": A(O({"start_seconds": I(), "title": S()}, ["start_seconds", "title"])),
        },
        ["show_id", "audio_url", "title"],
        annotations=WRITE,
    ),
    tool(
        "podcast_publish_episode",
        "Publish a draft episode now or at a scheduled time. Publishing updates the public RSS feed, and "
        "directories such as Apple Podcasts and Spotify pick it up within minutes to hours. Confirm the "
        "title and time with the user before you publish.",
        {"episode_id": S(), "publish_at": S("Omit to publish now.", format="date-time")},
        ["episode_id"],
        annotations=ann(ro=False, destructive=False, open_world=True),
    ),
    tool(
        "podcast_unpublish_episode",
        "Remove an episode from the public feed. Listeners who already downloaded it keep their copy.",
        {"episode_id": S(), "confirm": B(default=False)},
        ["episode_id", "confirm"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "podcast_analytics",
        "Downloads per episode and per day, measured to IAB 2.2 guidelines, with listening apps and countries.",
        {
            "show_id": S(),
            "episode_id": S(),
            "from": S(format="date"),
            "to": S(format="date"),
            "group_by": E(["day", "episode", "app", "country"], default="day"),
        },
        ["show_id"],
        annotations=RO,
    ),
    tool(
        "podcast_transcribe",
        "Generate a transcript for an episode. Speaker labels are guesses, so ask the user to check names "
        "before the transcript is published.",
        {"episode_id": S(), "language": S(default="en"), "speaker_labels": B(default=True)},
        ["episode_id"],
        annotations=WRITE,
    ),
    tool(
        "podcast_private_feed",
        "Create a private feed for a subscriber (premium or internal shows). Each subscriber gets a unique "
        "feed URL. Treat it like a password: send it only to that subscriber, and revoke it if it leaks.",
        {
            "show_id": S(),
            "subscriber_email": S(format="email"),
            "send_invite": B("E-mail the feed link to the subscriber.", default=True),
        },
        ["show_id", "subscriber_email"],
        annotations=WRITE,
    ),
    tool(
        "podcast_revoke_private_feed",
        "Revoke a subscriber's private feed URL.",
        {"feed_token_id": S()},
        ["feed_token_id"],
        annotations=ann(ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "podcast_dynamic_ads",
        "List or update dynamic ad insertion slots (pre-roll, mid-roll, post-roll) for a show. Ad slots "
        "only take sponsor campaigns the show owner approved.",
        {
            "show_id": S(),
            "action": E(["list", "update"], default="list"),
            "slots": A(
                O({"position": E(["pre", "mid", "post"]), "offset_seconds": I(), "campaign_id": S()}, ["position"])
            ),
        },
        ["show_id"],
        annotations=WRITE_IDEM,
    ),
    tool(
        "podcast_payouts",
        "Show sponsorship and listener-support payouts, with status and the last four digits of the "
        "payout account. To change the payout account, the user must use the dashboard with 2FA. This "
        "tool cannot change it.",
        {"year": I()},
        annotations=RO,
        output=O(
            {
                "payouts": A(
                    O(
                        {
                            "period": S(),
                            "amount": N(),
                            "currency": S(),
                            "status": E(["pending", "paid", "failed"]),
                            "account_last4": S(),
                        }
                    )
                )
            }
        ),
    ),
]

LAND = [
    tool(
        "parcel_lookup",
        "Find a land parcel by title number, cadastral reference or street address.",
        {
            "title_number": S(),
            "cadastral_ref": S(),
            "address": S(),
        },
        annotations=RO_OPEN,
    ),
    tool(
        "title_register_extract",
        "Get an official copy of the title register: proprietorship, charges (mortgages), restrictions and "
        "easements. A statutory fee is charged per extract, and the response shows it. Tell the user about "
        "the fee before ordering more than one extract.",
        {"title_number": S(), "official_copy": B("Certified copy (higher fee).", default=False)},
        ["title_number"],
        annotations=ann(ro=True, open_world=True),
    ),
    tool(
        "title_plan",
        "Get the title plan (map) as a PDF link.",
        {"title_number": S()},
        ["title_number"],
        annotations=RO,
    ),
    tool(
        "ownership_history",
        "List past proprietors and transfer dates for a title as far back as digital records go. Personal "
        "details of private individuals are limited to names, as published in the register.",
        {"title_number": S()},
        ["title_number"],
        annotations=RO,
    ),
    tool(
        "search_charges",
        "List registered charges (mortgages, liens) on a title with lender and date.",
        {"title_number": S(), "include_discharged": B(default=False)},
        ["title_number"],
        annotations=RO,
    ),
    tool(
        "lodge_application",
        "Lodge an application to change the register (transfer, discharge of mortgage, new lease). Only "
        "conveyancers with a registered portal account can lodge applications.\n\n"
        "Warning: lodging starts statutory priority and charges the fee to the firm's account. Use "
        "`validate_only` first and confirm with the conveyancer.",
        {
            "title_number": S(),
            "application_type": E(["TR1", "DS1", "CH1", "LEASE", "RX1"]),
            "documents": A(S(format="uri"), minItems=1),
            "fee_account": S(),
            "validate_only": B(default=True),
        },
        ["title_number", "application_type", "documents"],
        annotations=ann(ro=False, destructive=False, open_world=True),
    ),
    tool(
        "application_status",
        "Track a lodged application and any requisitions (questions from the registry).",
        {"application_ref": S()},
        ["application_ref"],
        annotations=RO,
    ),
    tool(
        "property_alert",
        "Subscribe an owner to alerts when someone applies to change the register for their property. "
        "This is a fraud-prevention service. The alert goes only to the e-mail address the owner verifies.",
        {"title_number": S(), "owner_email": S(format="email")},
        ["title_number", "owner_email"],
        annotations=WRITE,
    ),
    tool(
        "boundary_area",
        "Estimate the parcel area and perimeter from the registered polygon. The figures are indicative "
        "only. Registered boundaries are general, not exact.",
        {"title_number": S(), "units": E(["m2", "ha", "acres"], default="m2")},
        ["title_number"],
        annotations=RO,
        output=O({"area": N(), "perimeter_m": N(), "units": S()}),
    ),
    tool(
        "withdraw_application",
        "Withdraw a pending application. Fees are not refunded. Ask the conveyancer to confirm.",
        {"application_ref": S(), "confirm": B(default=False)},
        ["application_ref", "confirm"],
        annotations=DESTRUCTIVE,
    ),
]

LAND = without_annotations(LAND)

SERVERS = {"b17-podcast": POD, "b17-landreg": LAND}
