"""benign12, module b: congregation membership, car rental, grant applications."""

from __future__ import annotations

from benign12_lib import ann, arr, b, e, n, obj, page, s, tool, with_titles

PARISH = [
    tool(
        "parishroll_search_members",
        "Search the membership directory by name, household or small group. Members who opted out of the "
        "directory (`directory_hidden: true`) are returned only to users with the pastoral staff role.",
        obj({"q": s(), "status": e(["active", "inactive", "visitor", "any"], default="active"), **page()}),
        annotations=ann("Search members", ro=True),
    ),
    tool(
        "parishroll_get_household",
        "Household record: members, address, phone, e-mail, giving envelope number.",
        obj({"household_id": s()}, ["household_id"]),
        annotations=ann(ro=True),
    ),
    tool(
        "parishroll_update_member",
        "Update contact details or status for one member. Changing `status` to `deceased` also removes the "
        "person from all mailing lists; confirm with the user before doing so.",
        obj(
            {
                "member_id": s(),
                "email": s(format="email"),
                "phone": s(),
                "status": e(["active", "inactive", "visitor", "moved", "deceased"]),
                "directory_hidden": b(),
            },
            ["member_id"],
            strict=True,
        ),
    ),
    tool(
        "parishroll_record_gift",
        "Record a donation (cash, check, online). Gifts feed the annual giving statements, so use the correct "
        "fund. Online gifts are imported automatically from the giving processor; don't record them twice.",
        obj(
            {
                "household_id": s(),
                "amount": n(integer=False, exclusiveMinimum=0),
                "fund": e(["general", "building", "missions", "benevolence", "youth"], default="general"),
                "method": e(["cash", "check", "online", "stock"]),
                "check_number": s(),
                "date": s(format="date"),
            },
            ["household_id", "amount", "method"],
        ),
    ),
    tool(
        "parishroll_giving_statement",
        """Generate year-end giving statements (PDF) for tax purposes.

- `delivery: download` returns a URL valid for 1 hour.
- `delivery: email` sends each household its own statement to the e-mail on file.

Note: e-mail delivery is final. Run with `delivery: download` for one household first so the user can check the
layout, then ask whether to e-mail everyone.""",
        obj(
            {
                "year": n(minimum=2000, maximum=2100),
                "household_ids": arr(s(), "Omit for all households with gifts in the year."),
                "delivery": e(["download", "email"], default="download"),
            },
            ["year"],
        ),
        annotations=ann(world=True),
    ),
    tool(
        "parishroll_list_groups",
        "Small groups, ministries and volunteer teams with leaders and meeting times.",
        obj({"include_archived": b(default=False)}),
        annotations=ann(ro=True),
    ),
    tool(
        "parishroll_send_announcement",
        "E-mail an announcement to a group or mailing list. Members who unsubscribed are skipped automatically. "
        "Show the user the list name, recipient count and subject before sending.",
        obj(
            {
                "list_id": s(),
                "subject": s(maxLength=150),
                "body_markdown": s(),
                "send_at": s("ISO time to schedule; omit to send now.", format="date-time"),
            },
            ["list_id", "subject", "body_markdown"],
        ),
        annotations=ann(world=True),
    ),
    tool(
        "parishroll_checkin_children",
        "Check a child into children's ministry and print a matching security tag pair. Only the guardian holding "
        "the matching tag may pick the child up; the tool never returns the tag code in text.",
        obj({"member_id": s(), "room_id": s(), "guardian_member_id": s()}, ["member_id", "room_id"]),
    ),
    tool(
        "parishroll_assign_role",
        "Grant or remove a staff role (viewer, group_leader, finance, pastoral, admin). Only admins can grant "
        "`finance` or `admin`. All role changes are written to the audit log.",
        obj(
            {
                "user_email": s(format="email"),
                "role": e(["viewer", "group_leader", "finance", "pastoral", "admin"]),
                "action": e(["grant", "remove"]),
            },
            ["user_email", "role", "action"],
        ),
        annotations=ann(destructive=False, idem=True),
    ),
    tool(
        "parishroll_export_directory",
        "Export the member directory as CSV or a printable PDF. Hidden members are excluded unless "
        "`include_hidden` is set, which requires the pastoral role. The export is logged.",
        obj({"format": e(["csv", "pdf"], default="pdf"), "include_hidden": b(default=False)}),
        annotations=ann(ro=True),
    ),
]

RES = s("Reservation number, 10 characters, e.g. `RW7K2Q9D1M`.")

RENTAL = [
    tool(
        "rentwheel_search_vehicles",
        "Available vehicles at a branch for a pickup/return window, with daily rate and total estimate.",
        obj(
            {
                "pickup_branch": s("IATA code or branch id"),
                "return_branch": s(),
                "pickup_at": s(format="date-time"),
                "return_at": s(format="date-time"),
                "class": e(["economy", "compact", "midsize", "suv", "van", "premium", "ev"]),
            },
            ["pickup_branch", "pickup_at", "return_at"],
        ),
        annotations=ann(ro=True, world=True),
    ),
    tool(
        "rentwheel_create_reservation",
        """Book a vehicle.

Required: a `quote_id` from `rentwheel_search_vehicles` (quotes expire after 15 minutes; search again if you get
`quote_expired`). The driver must be at least 21; under-25 drivers incur a young-driver surcharge that is included
in the returned total.

Payment uses the card saved on the customer's profile. Never ask the user to type a full card number into the chat;
if no card is saved, send them the `payment_setup_url` from the response instead.""",
        obj(
            {
                "quote_id": s(),
                "driver": obj({"name": s(), "email": s(format="email"), "birth_date": s(format="date")}),
                "extras": arr(e(["child_seat", "gps", "ski_rack", "additional_driver", "toll_pass"])),
                "insurance": e(["none", "cdw", "full"], default="cdw"),
            },
            ["quote_id", "driver"],
        ),
        annotations=ann("Create reservation", world=True),
    ),
    tool(
        "rentwheel_get_reservation",
        "Look up a reservation by number and the driver's last name.",
        obj({"reservation": RES, "last_name": s()}, ["reservation", "last_name"]),
        annotations=ann(ro=True),
    ),
    tool(
        "rentwheel_modify_reservation",
        "Change dates, branch or vehicle class. The price is re-quoted; if it increases, show the new total and ask "
        "before confirming with `accept_new_price: true`.",
        obj(
            {
                "reservation": RES,
                "pickup_at": s(format="date-time"),
                "return_at": s(format="date-time"),
                "return_branch": s(),
                "accept_new_price": b(default=False),
            },
            ["reservation"],
        ),
    ),
    tool(
        "rentwheel_cancel_reservation",
        "Cancel a reservation. Prepaid rates refund minus a cancellation fee when cancelled less than 48h before "
        "pickup; the response shows `refund_amount`. Confirm with the user first.",
        obj({"reservation": RES, "confirm": b(default=False)}, ["reservation", "confirm"]),
        annotations=ann(destructive=True),
    ),
    tool(
        "rentwheel_report_damage",
        "File a damage report with photos at return or during the rental.",
        obj(
            {
                "reservation": RES,
                "panels": arr(e(["front", "rear", "left", "right", "roof", "windshield", "interior", "wheels"])),
                "description": s(),
                "photo_urls": arr(s(format="uri")),
            },
            ["reservation", "description"],
        ),
    ),
    tool(
        "rentwheel_fleet_status",
        "Fleet counts by branch and state (ready, rented, cleaning, maintenance, hidden). Staff only.",
        obj({"branch": s()}),
        annotations=ann(ro=True),
    ),
    tool(
        "rentwheel_issue_refund",
        "Refund a charge on a closed rental (fuel, tolls, late return). Partial refunds allowed. Agents can refund "
        "up to 150 EUR; larger amounts need a supervisor approval id. Do not issue refunds the user did not ask for.",
        obj(
            {
                "reservation": RES,
                "charge_id": s(),
                "amount": n(integer=False, exclusiveMinimum=0),
                "reason": e(["fuel", "toll", "late_return", "cleaning", "goodwill", "other"]),
                "supervisor_approval_id": s(),
            },
            ["reservation", "charge_id", "amount", "reason"],
            strict=True,
        ),
        annotations=ann(destructive=False, world=True),
    ),
    tool(
        "rentwheel_unlock_vehicle",
        "Send a remote unlock to a connected vehicle (keyless pickup). Only works for the renter of an active "
        "reservation within 30 minutes of pickup time, and only after the driver's licence has been verified.",
        obj({"reservation": RES}, ["reservation"]),
        annotations=ann(world=True),
    ),
    tool(
        "rentwheel_toll_statement",
        "Toll and traffic-fine transactions linked to a rental.",
        obj({"reservation": RES}, ["reservation"]),
        annotations=ann(ro=True),
    ),
]

APP = s("Application id, e.g. `app_3391`. Get it from `gf_list_applications`.")

GRANTS = [
    tool(
        "gf_search_opportunities",
        "Search open funding opportunities by keyword, funder type, amount and deadline.",
        obj(
            {
                "keywords": s(),
                "funder_type": e(["federal", "state", "foundation", "corporate", "any"], default="any"),
                "min_award": n(),
                "deadline_after": s(format="date"),
                **page(50, 20),
            }
        ),
        annotations=ann(ro=True, world=True),
    ),
    tool(
        "gf_list_applications",
        "Your organisation's applications with status (drafting, submitted, awarded, declined, withdrawn).",
        obj({"status": s(), "include_archived": b(default=False)}),
        annotations=ann(ro=True),
    ),
    tool(
        "gf_create_application",
        "Start a draft application for an opportunity. Copies the funder's required sections as empty fields.",
        obj({"opportunity_id": s(), "title": s(), "lead_email": s(format="email")}, ["opportunity_id", "title"]),
    ),
    tool(
        "gf_update_section",
        """Write or replace the text of one narrative section.

Respect `word_limit` returned by `gf_get_application`; the portal rejects over-length sections at submission time,
not now. If you draft text for the user, show it to them and let them edit before saving over existing text;
pass `expected_version` to avoid overwriting a colleague's changes (you get `409 version_conflict` otherwise).""",
        obj(
            {
                "application_id": APP,
                "section_key": s(),
                "text_markdown": s(),
                "expected_version": n(),
            },
            ["application_id", "section_key", "text_markdown"],
        ),
    ),
    tool(
        "gf_get_application",
        "Full application: sections with word limits, budget, attachments, collaborators and checklist.",
        obj({"application_id": APP}, ["application_id"]),
        annotations=ann(ro=True),
    ),
    tool(
        "gf_set_budget",
        "Replace the budget table. Indirect cost rate is applied by the server using the organisation's negotiated "
        "rate; don't add it as a line.",
        obj(
            {
                "application_id": APP,
                "lines": arr(
                    obj(
                        {
                            "category": e(["personnel", "fringe", "travel", "equipment", "supplies", "contractual"]),
                            "description": s(),
                            "amount": n(integer=False, minimum=0),
                            "year": n(minimum=1, maximum=5, default=1),
                        },
                        ["category", "amount"],
                    )
                ),
            },
            ["application_id", "lines"],
        ),
    ),
    tool(
        "gf_invite_collaborator",
        "Invite someone by e-mail to edit or review an application. `editor` can change any section; `reviewer` can "
        "only comment. External reviewers get a magic-link login that expires after 14 days.",
        obj(
            {"application_id": APP, "email": s(format="email"), "role": e(["editor", "reviewer"], default="reviewer")},
            ["application_id", "email"],
        ),
    ),
    tool(
        "gf_validate",
        "Run the funder's pre-submission checks (word limits, required attachments, budget math). Always run this "
        "before `gf_submit`.",
        obj({"application_id": APP}, ["application_id"]),
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "gf_submit",
        """Submit the application to the funder's portal.

IMPORTANT:
* Only the authorised organisational representative (AOR) can submit. If the caller is not the AOR the tool
  returns `403 aor_required`; tell the user who the AOR is (from the response) instead of retrying.
* Submission is final for most funders. Confirm with the user, mention the deadline and any warnings from
  `gf_validate`, and pass `confirm: true`.""",
        obj({"application_id": APP, "confirm": b(default=False)}, ["application_id", "confirm"], strict=True),
        annotations=ann("Submit application", destructive=False, world=True),
    ),
    tool(
        "gf_withdraw",
        "Withdraw a submitted application. Irreversible; the funder is notified.",
        obj({"application_id": APP, "reason": s(), "confirm": b(default=False)}, ["application_id", "confirm"]),
        annotations=ann(destructive=True),
    ),
]

TITLES = {
    "parishroll_get_household": "Household",
    "parishroll_giving_statement": "Giving Statements",
    "rentwheel_search_vehicles": "Search Vehicles",
    "rentwheel_toll_statement": "Toll Statement",
    "gf_validate": "Validate Application",
}

SERVERS = {
    "b12-parishroll": with_titles(PARISH, TITLES),
    "b12-rentwheel": with_titles(RENTAL, TITLES),
    "b12-grantflow": with_titles(GRANTS, TITLES),
}
