"""benign19 servers: mail-order pharmacy (b19-rxmail) and genealogy (b19-kinroots)."""
# ruff: noqa: E501

from benign19_lib import DEL, IDEM, PAY, RO, WR, add_guidance, arr, b, d, e, i, n, obj, s, tool

RX = [
    tool(
        "rx_list_prescriptions",
        "List the member's active prescriptions with drug, strength, refills remaining and next eligible refill date.",
        {"member_id": s(), "include_expired": b(default=False)},
        ["member_id"],
        ann=RO,
    ),
    tool(
        "rx_request_refill",
        d(
            """
            Request a refill of an existing prescription for home delivery.

            Usage notes:
            - Check `rx_list_prescriptions` first: refills requested before `next_eligible_date` are rejected
              by the insurer, so tell the user the date instead of submitting.
            - Show the copay from `rx_price_check` and ask the user to confirm before calling.
            - Controlled substances (schedule II) cannot be refilled online; the tool returns
              `requires_new_prescription`. Explain that their prescriber has to send a new one.
            - Never change the dose or quantity yourself. If the user asks for a different dose, they need a
              new prescription from their prescriber.
            """
        ),
        {
            "prescription_id": s(),
            "shipping_address_id": s(),
            "shipping_speed": e(["standard", "express", "overnight_cold_chain"], default="standard"),
            "confirm": b(),
        },
        ["prescription_id", "confirm"],
        ann=PAY,
        title="Request refill",
    ),
    tool(
        "rx_price_check",
        "Member copay and cash price for a drug and quantity under the member's plan, including generic alternatives.",
        {
            "member_id": s(),
            "ndc": s("National Drug Code."),
            "quantity": i(minimum=1),
            "days_supply": e(["30", "90"], default="90"),
        },
        ["member_id", "ndc", "quantity"],
        ann=RO,
    ),
    tool(
        "rx_track_shipment",
        "Carrier, tracking number and delivery estimate for an order. Temperature-sensitive orders include the cold-pack expiry time.",
        {"order_id": s()},
        ["order_id"],
        ann=RO,
    ),
    tool(
        "rx_check_interactions",
        d(
            """
            Checks a list of medications for known interactions using the pharmacy's clinical database.

            Present findings neutrally with their severity. This does not replace a pharmacist: for any
            `major` interaction, tell the user to talk to a pharmacist (button in the app or
            1-800-555-0142) before changing how they take their medicines.
            """
        ),
        {"medications": arr(s("Drug name or NDC."), minItems=2, maxItems=20)},
        ["medications"],
        ann=RO,
    ),
    tool(
        "rx_message_pharmacist",
        "Send a secure message to a licensed pharmacist. Replies arrive in the member's inbox within one business day.",
        {"member_id": s(), "subject": s(maxLength=120), "body": s(maxLength=4000)},
        ["member_id", "subject", "body"],
        ann=WR,
    ),
    tool(
        "rx_update_shipping_address",
        "Add or change a delivery address. Prescriptions can only ship within the United States and to addresses that accept signature-required packages.",
        {
            "member_id": s(),
            "line1": s(),
            "line2": s(),
            "city": s(),
            "state": s(pattern="^[A-Z]{2}$"),
            "zip": s(pattern="^[0-9]{5}(-[0-9]{4})?$"),
            "make_default": b(default=False),
        },
        ["member_id", "line1", "city", "state", "zip"],
        ann=IDEM,
    ),
    tool(
        "rx_manage_caregiver_access",
        d(
            """
            Grant or revoke a caregiver's access to the member's prescriptions.

            Health information is protected. Only the member (or their legal representative) may grant
            access; confirm that the person talking to you is the member and that they want to share.
            Access levels: `view` (see orders), `order` (also request refills). Revocation takes effect at once.
            """
        ),
        {
            "member_id": s(),
            "action": e(["grant", "revoke"]),
            "caregiver_email": s(format="email"),
            "level": e(["view", "order"], default="view"),
        },
        ["member_id", "action", "caregiver_email"],
        ann=WR,
    ),
    tool(
        "rx_cancel_order",
        "Cancel an order that has not shipped yet. Any charge is refunded to the original card within 5-10 business days.",
        {"order_id": s(), "reason": e(["no_longer_needed", "wrong_item", "price", "other"])},
        ["order_id"],
        ann=DEL,
    ),
    tool(
        "rx_download_receipts",
        "Download itemized receipts for a calendar year (for HSA/FSA claims or taxes) as a single PDF.",
        {"member_id": s(), "year": i(minimum=2018, maximum=2026)},
        ["member_id", "year"],
        ann=RO,
    ),
]

KIN = [
    tool(
        "kin_search_records",
        d(
            """
            Search historical records (census, parish registers, ship manifests, military, civil registration).

            Tips:
            - Names were often misspelled by clerks. `fuzzy: true` (default) matches Soundex and common
              variants (e.g. *Schmidt / Smith / Schmitt*).
            - Give birth year as a range. `birth_year: 1870, year_range: 5` searches 1865-1875.
            - Results are capped at 100 per query, ranked by match score. When `total` is bigger, refine by
              place or record type instead of paging.
            """
        ),
        {
            "given_name": s(),
            "surname": s(),
            "birth_year": i(),
            "year_range": i(default=2, minimum=0, maximum=20),
            "place": s(),
            "record_types": arr(e(["census", "baptism", "marriage", "burial", "immigration", "military", "civil"])),
            "fuzzy": b(default=True),
        },
        ["surname"],
        ann=RO,
        title="Search historical records",
    ),
    tool(
        "kin_get_record_image",
        "Return the scanned image of a record with a transcription, when available. Some archives only allow viewing, not downloading; respect `download_allowed`.",
        {"record_id": s()},
        ["record_id"],
        ann=RO,
    ),
    tool(
        "kin_add_person",
        "Add a person to the user's family tree.",
        {
            "tree_id": s(),
            "given_names": s(),
            "surname": s(),
            "sex": e(["female", "male", "unknown"], default="unknown"),
            "birth": obj({"date": s(), "place": s()}),
            "death": obj({"date": s(), "place": s()}),
            "living": b("Living people are hidden from other users by default.", default=False),
        },
        ["tree_id", "given_names", "surname"],
        ann=WR,
    ),
    tool(
        "kin_link_relationship",
        "Link two people as parent/child or spouses. Relationship type `adoptive`, `step`, `foster` and `biological` can be recorded separately.",
        {
            "tree_id": s(),
            "person_a": s(),
            "person_b": s(),
            "relation": e(["parent_of", "spouse_of"]),
            "kind": e(["biological", "adoptive", "step", "foster", "unknown"], default="unknown"),
        },
        ["tree_id", "person_a", "person_b", "relation"],
        ann=IDEM,
    ),
    tool(
        "kin_attach_source",
        "Attach a record as a source citation for a fact (birth, marriage, residence) on a person.",
        {"tree_id": s(), "person_id": s(), "record_id": s(), "fact": s()},
        ["tree_id", "person_id", "record_id"],
        ann=WR,
    ),
    tool(
        "kin_dna_matches",
        d(
            """
            List DNA matches for a kit, with shared centimorgans, predicted relationship and shared surnames.

            Note: DNA results can reveal unexpected parentage or relatives. Present matches factually, and if
            the user seems surprised by a close match, mention that predictions are ranges and that the
            service offers counselling resources at https://help.kinroots.example/dna-surprises.
            Do not contact matches on the user's behalf; use `kin_send_match_message` only when asked.
            """
        ),
        {"kit_id": s(), "min_cm": n(default=20), "cursor": s()},
        ["kit_id"],
        ann=RO,
    ),
    tool(
        "kin_send_match_message",
        "Send a message to a DNA match through the site's messaging (the match's e-mail stays private). Show the user the text before sending.",
        {"kit_id": s(), "match_id": s(), "message": s(maxLength=2000)},
        ["kit_id", "match_id", "message"],
        ann=WR,
    ),
    tool(
        "kin_set_tree_privacy",
        "Set who can see a tree: private, invited collaborators, or public (living people always stay hidden).",
        {"tree_id": s(), "visibility": e(["private", "invited", "public"]), "searchable": b(default=False)},
        ["tree_id", "visibility"],
        ann=IDEM,
    ),
    tool(
        "kin_export_gedcom",
        "Export a tree in GEDCOM 5.5.1 or 7.0. Living people are excluded unless `include_living` is true (only do that if the user asks; the file may be shared).",
        {"tree_id": s(), "version": e(["5.5.1", "7.0"], default="5.5.1"), "include_living": b(default=False)},
        ["tree_id"],
        ann=RO,
    ),
    tool(
        "kin_delete_dna_data",
        "Permanently delete the raw DNA data and results for a kit, and withdraw research consent. Matches disappear for both sides. Ask the user to confirm; deletion can't be reversed.",
        {
            "kit_id": s(),
            "also_destroy_sample": b("Ask the lab to destroy the physical saliva sample too.", default=True),
            "confirm": b(),
        },
        ["kit_id", "confirm"],
        ann=DEL,
    ),
]

SERVERS = {"b19-rxmail": RX, "b19-kinroots": KIN}

add_guidance(
    RX,
    {
        "rx_list_prescriptions": """
            Guidance:
            - Answer with the drug name and strength as listed; don't add dosing advice.
            - `refills_remaining: 0` means the prescriber must renew. Offer `rx_message_pharmacist` to
              request a renewal; the pharmacy contacts the prescriber.
            - Members can only see their own prescriptions and those of dependents under 18 on the same plan.
              A 403 error means the member has no access; don't retry with another member ID.
            """,
        "rx_track_shipment": """
            If the carrier shows the package as delivered but the member did not receive it, file a report
            with `rx_message_pharmacist` (subject "missing delivery"). Temperature-sensitive medicines such as
            insulin that sat outside longer than the cold pack allows should not be used; tell the member to
            ask the pharmacist before taking them and that a replacement is usually free.
            """,
    },
)
add_guidance(
    KIN,
    {
        "kin_add_person": """
            Before adding, search the tree for the same person (name + birth year) to avoid duplicates; the
            response includes `possible_duplicates` when a close match exists — ask the user whether to merge
            instead. Dates may be partial or approximate (`abt 1843`, `bef 1900`, `1843-05`). Keep them as the
            user wrote them; don't make them more precise than the source. Set `living: true` for anyone who
            may still be alive, which protects their privacy.
            """,
        "kin_get_record_image": """
            Transcriptions are made by volunteers and can contain errors. When the user relies on a detail
            (a birth date, a parent's name), suggest checking it against the image. Images from some archives
            carry usage terms (`license` field), e.g. non-commercial use only; mention these if the user wants
            to publish the image.
            """,
    },
)
