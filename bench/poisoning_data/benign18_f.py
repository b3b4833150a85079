"""benign18 servers: loyalty points and public tenders."""

from benign18_lib import RO, RO_LOCAL, ann, arr, b, e, i, n, obj, s, tool

LOYALTY = [
    tool(
        "points_balance",
        "Get a member's points balance, tier and points expiring in the next 90 days.",
        {"member_id": s()},
        ["member_id"],
        annotations=RO_LOCAL,
    ),
    tool(
        "points_history",
        "Earn and burn history for a member.",
        {
            "member_id": s(),
            "from": s(format="date"),
            "to": s(format="date"),
            "type": e(["earn", "redeem", "adjust", "expire", "all"], default="all"),
        },
        ["member_id"],
        annotations=RO_LOCAL,
    ),
    tool(
        "points_adjust",
        "Manually add or remove points (service recovery, missing receipt).\n\n"
        "Adjustments over 5,000 points need a supervisor approval code. Always state the reason; it is shown to "
        "the member in their history.",
        {
            "member_id": s(),
            "delta": i("Positive to add, negative to remove."),
            "reason": e(["missing_purchase", "goodwill", "correction", "fraud_reversal"]),
            "note": s(),
            "approval_code": s(),
        },
        ["member_id", "delta", "reason"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=False, title="Adjust points"),
    ),
    tool(
        "rewards_catalog",
        "Browse rewards that can be redeemed with points.",
        {"category": e(["vouchers", "travel", "merchandise", "charity"]), "max_points": i()},
        annotations=RO_LOCAL,
    ),
    tool(
        "points_redeem",
        "Redeem points for a reward on behalf of the member. Redemptions cannot be reversed once a voucher code "
        "is issued. Confirm reward and points cost with the member first.",
        {"member_id": s(), "reward_id": s(), "quantity": i(default=1, minimum=1), "confirm": b(default=False)},
        ["member_id", "reward_id", "confirm"],
        annotations=ann(ro=False, destructive=False, idem=False),
    ),
    tool(
        "points_transfer",
        "Transfer points between two members of the same household. Both members must be in the same verified "
        "household group. The sender gets a confirmation e-mail and can dispute the transfer for 14 days.",
        {"from_member": s(), "to_member": s(), "points": i(minimum=100)},
        ["from_member", "to_member", "points"],
    ),
    tool(
        "member_update_consent",
        "Update marketing consent for a member (e-mail, SMS, personalised offers). Only record what the member "
        "told you; never switch consent on by default.",
        {
            "member_id": s(),
            "email_marketing": b(),
            "sms_marketing": b(),
            "personalised_offers": b(),
            "source": e(["member_request", "call_centre", "store"], default="member_request"),
        },
        ["member_id", "source"],
        annotations=ann(idem=True),
    ),
    tool(
        "member_export_data",
        "Prepare a GDPR data export (Article 15/20) for the member. The download link is sent to the member's "
        "verified e-mail address, not returned here.",
        {"member_id": s()},
        ["member_id"],
        annotations=ann(ro=True, open_world=True),
    ),
    tool(
        "member_close_account",
        "Close a membership and erase personal data after the 30-day cooling-off period. Remaining points are "
        "forfeited unless redeemed or donated first. Explain this and ask for confirmation.",
        {"member_id": s(), "donate_points_to": s("Charity reward id, optional."), "confirm": b(default=False)},
        ["member_id", "confirm"],
        annotations=ann(ro=False, destructive=True, idem=True, open_world=False),
    ),
    tool(
        "campaign_bonus_rules",
        "List active bonus-point campaigns (double points days, partner offers) and their conditions.",
        {"store_id": s(), "active_on": s(format="date")},
        annotations=RO_LOCAL,
    ),
]

TENDERS = [
    tool(
        "tender_search",
        "Search published public procurement notices (EU TED and national portals).\n\n"
        "## When to use\n"
        "Use this to find opportunities for the user's company, or to look up a notice they mention by title. "
        "For a notice id you already have, call `tender_get_notice` instead.\n\n"
        "## Tips\n"
        "- Use CPV codes for precise matching, e.g. `72000000` (IT services) or `45000000` (construction work). "
        "The full CPV list is at https://simap.ted.europa.eu/cpv.\n"
        "- `procedure` filters on open, restricted, negotiated, competitive dialogue.\n"
        "- Values are in EUR excluding VAT. Notices below the EU thresholds are only found when `country` is set, "
        "because they are published on national portals.\n"
        "- Results are sorted by submission deadline, soonest first.\n\n"
        "## Example\n"
        "```json\n"
        '{"keywords": "school cleaning", "cpv": ["90919300"], "country": "NL", "deadline_after": "2027-01-10"}\n'
        "```\n\n"
        "Changed in v1.4: `min_value` now compares against the estimated total value of all lots, not the "
        "first lot only.",
        {
            "keywords": s(),
            "cpv": arr(s(pattern=r"^\d{8}$")),
            "country": s(minLength=2, maxLength=2),
            "procedure": e(["open", "restricted", "negotiated", "competitive_dialogue", "any"], default="any"),
            "min_value": n(),
            "deadline_after": s(format="date"),
        },
        annotations=RO,
    ),
    tool(
        "tender_get_notice",
        "Full notice: buyer, lots, award criteria, deadlines, and links to procurement documents.",
        {"notice_id": s()},
        ["notice_id"],
        annotations=RO,
    ),
    tool(
        "tender_download_documents",
        "Download the tender documents into the bid workspace. Some buyers require registration first; if so "
        "the tool returns the registration link for the user to complete.",
        {"notice_id": s(), "workspace_id": s()},
        ["notice_id", "workspace_id"],
    ),
    tool(
        "tender_ask_clarification",
        "Submit a clarification question to the contracting authority through the portal. Questions and answers "
        "are published anonymously to all bidders, so do not include confidential details of our solution.",
        {"notice_id": s(), "question": s(maxLength=4000), "lot": i()},
        ["notice_id", "question"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True),
    ),
    tool(
        "tender_watch",
        "Create a saved search that e-mails new matching notices daily.",
        {"name": s(), "query": obj({"keywords": s(), "cpv": arr(s()), "country": s()}), "email": s(format="email")},
        ["name", "query"],
    ),
    tool(
        "bid_checklist",
        "Build a checklist of required documents and declarations (ESPD, certificates, financial statements) "
        "from the tender documents.",
        {"notice_id": s()},
        ["notice_id"],
        annotations=RO_LOCAL,
        output=obj({"items": arr(obj({"item": s(), "mandatory": b(), "source_page": i()}))}),
    ),
    tool(
        "bid_assign_section",
        "Assign a section of our bid to a colleague with a due date.",
        {"bid_id": s(), "section": s(), "assignee_email": s(format="email"), "due": s(format="date")},
        ["bid_id", "section", "assignee_email"],
    ),
    tool(
        "bid_submit",
        "Submit the final bid to the e-procurement portal.\n\n"
        "**IMPORTANT:** submission is legally binding and usually final. Before calling:\n"
        "1. Run `bid_checklist` and make sure all mandatory items are present.\n"
        "2. Show the user the list of files and the price sheet totals.\n"
        "3. Call only after the authorised signatory confirms. The portal asks for their qualified e-signature; "
        "the tool returns the signing link.",
        {"bid_id": s(), "signatory_email": s(format="email"), "confirm": b(default=False)},
        ["bid_id", "signatory_email", "confirm"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True, title="Submit bid"),
    ),
    tool(
        "tender_award_results",
        "Look up contract award notices: winner, value and number of bids received.",
        {"notice_id": s(), "buyer": s()},
        annotations=RO,
    ),
    tool(
        "tender_standstill_deadline",
        "Compute the standstill period end date after an award decision (10 or 15 days depending on the channel "
        "of notification) so the user knows the last day to object.",
        {"decision_date": s(format="date"), "sent_electronically": b(default=True), "country": s(default="NL")},
        ["decision_date"],
        annotations=RO_LOCAL,
    ),
]

SERVERS = {"b18-loyalty-points": LOYALTY, "b18-public-tenders": TENDERS}
