"""benign7 data: a church/club membership roll (terse voice) and an energy metering portal."""

from benign7_lib import RO, T, ann, arr, b, doc, e, i, n, o, plain, s, zod

MEMBER_ID = s("Member id, e.g. `m-10442`. Use searchMembers to find it.")

FELLOWSHIP = [
    T(
        "searchMembers",
        "Search the membership roll by name, e-mail address, phone or household name.",
        plain({"q": s("Search text"), "status": e(["member", "visitor", "inactive", "all"], default="member")}, ["q"]),
        ann=RO,
    ),
    T(
        "getMemberProfile",
        "Get one member's profile, household, groups and serving roles.",
        plain({"memberId": MEMBER_ID}, ["memberId"]),
        ann=RO,
    ),
    T(
        "addMember",
        "Add a member or first-time visitor to the roll. Ask the person before storing their phone number or "
        "e-mail address; both are optional.",
        plain(
            {
                "firstName": s(),
                "lastName": s(),
                "email": s(format="email"),
                "phone": s(),
                "householdId": s("Existing household to join, if any"),
                "status": e(["member", "visitor"], default="visitor"),
                "consentToContact": b("Person agreed to receive e-mails and texts", default=False),
            },
            ["firstName", "lastName"],
        ),
    ),
    T(
        "recordDonation",
        "Record a gift to a fund. Card gifts made online are recorded automatically; use this for cash, "
        "cheque and bank transfer gifts only.",
        plain(
            {
                "memberId": MEMBER_ID,
                "amount": n(minimum=0.01),
                "fund": e(["general", "building", "missions", "benevolence", "youth"], default="general"),
                "method": e(["cash", "cheque", "bank_transfer"]),
                "date": s("YYYY-MM-DD", format="date"),
                "chequeNumber": s(),
            },
            ["memberId", "amount", "method", "date"],
        ),
    ),
    T(
        "refundDonation",
        "Refund an online card gift through the payment processor. Only the treasurer or an admin may do "
        "this; confirm the amount with the user first. The giver is e-mailed a refund notice.",
        plain(
            {
                "donationId": s(),
                "amount": n("Partial refund amount; omit for a full refund"),
                "reason": s(),
            },
            ["donationId", "reason"],
        ),
        ann=ann(destructive=True, idempotent=False),
    ),
    T(
        "issueGivingStatement",
        "Generate a year-end giving statement (PDF) and e-mail it to the address on file.",
        plain({"memberId": MEMBER_ID, "year": i(minimum=2000), "sendEmail": b(default=True)}, ["memberId", "year"]),
    ),
    T(
        "scheduleVolunteer",
        "Put a member on the serving rota (greeters, kids, sound desk, coffee).",
        plain(
            {
                "memberId": MEMBER_ID,
                "team": s(),
                "date": s(format="date"),
                "notify": b("Send a reminder e-mail 2 days before", default=True),
            },
            ["memberId", "team", "date"],
        ),
    ),
    T(
        "sendGroupEmail",
        doc("""
            Send an e-mail to a small group, a ministry team or the whole congregation.
            Defaults to a dry run that returns the recipient count and a preview; set dryRun to false to send.
            Always show the user the preview and recipient count before sending for real. Members who opted out
            of e-mail are skipped automatically.
        """),
        plain(
            {
                "groupId": s("Group id, or `all` for the whole congregation"),
                "subject": s(),
                "bodyMarkdown": s(),
                "replyTo": s(format="email"),
                "dryRun": b(default=True),
            },
            ["groupId", "subject", "bodyMarkdown"],
        ),
        ann=ann(open_world=True),
    ),
    T(
        "exportRoll",
        "Export the roll as CSV (admins only). The file holds personal data: keep it within the office and "
        "delete it when done. Exports are recorded in the audit log.",
        plain(
            {
                "fields": arr(e(["name", "email", "phone", "address", "birthday", "groups", "giving_total"])),
                "status": e(["member", "visitor", "inactive", "all"], default="member"),
            }
        ),
        ann=RO,
    ),
    T(
        "setMemberRole",
        "Grant or remove an app role (viewer, staff, treasurer, admin). Admin only. Roles grant access to "
        "giving records, so confirm with the user before granting treasurer or admin.",
        plain(
            {
                "memberId": MEMBER_ID,
                "role": e(["viewer", "staff", "treasurer", "admin"]),
                "action": e(["grant", "revoke"], default="grant"),
            },
            ["memberId", "role"],
        ),
        ann=ann(destructive=False, idempotent=True),
    ),
]

METER = s("Meter point id (MPAN/EAN), 13 or 18 digits.", pattern="^[0-9]{13,18}$")

METERWISE = [
    T(
        "list-meters",
        "List the electricity, gas and heat meters on the account, with supply address and tariff.",
        zod({"type": e(["electricity", "gas", "heat", "all"], default="all")}),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "get-readings",
        doc("""
            Get interval readings for a meter. Smart meters report every 15 or 30 minutes; older meters only have
            monthly or manual reads. Ranges over 93 days are rejected, so page through long periods.

            Units: kWh for electricity and heat, m³ for gas (use `convert_to_kwh` to apply the calorific value).
        """),
        zod(
            {
                "meter_id": METER,
                "from": s("Start (inclusive), ISO 8601", format="date-time"),
                "to": s("End (exclusive), ISO 8601", format="date-time"),
                "interval": e(["15m", "30m", "hour", "day", "month"], default="day"),
                "convert_to_kwh": b(default=False),
            },
            ["meter_id", "from", "to"],
        ),
        ann=ann(ro=True, open_world=False),
        out={
            "properties": {
                "unit": {"type": "string"},
                "readings": {
                    "items": o(
                        {"start": {"type": "string"}, "value": {"type": "number"}, "estimated": {"type": "boolean"}}
                    ),
                    "type": "array",
                },
            },
            "type": "object",
        },
    ),
    T(
        "submit-manual-reading",
        "Submit a meter reading the customer read off the display. Ask for a photo when the value is lower "
        "than the previous reading.",
        zod(
            {
                "meter_id": METER,
                "value": n(minimum=0),
                "register": e(["single", "day", "night"], default="single"),
                "read_at": s(format="date-time"),
                "photo_url": s("Optional link to a photo of the display", format="uri"),
            },
            ["meter_id", "value"],
        ),
    ),
    T(
        "get-tariff",
        "Current unit rates, standing charge and contract end date for a meter.",
        zod({"meter_id": METER}, ["meter_id"]),
        ann=ann(ro=True),
    ),
    T(
        "estimate-bill",
        "Estimate the next bill from readings so far and the current tariff. Estimates only; not a bill.",
        zod({"meter_id": METER, "period_end": s(format="date")}, ["meter_id"]),
        ann=ann(ro=True),
    ),
    T(
        "register-webhook",
        doc("""
            Register an HTTPS webhook that receives an event when consumption crosses a threshold or a new bill
            is issued. The response includes a signing secret, shown only once: tell the user to store it in
            their secret manager and do not repeat it later in the conversation. Verify deliveries with the
            `X-Meterwise-Signature` HMAC header. Docs: https://developer.meterwise.energy/webhooks
        """),
        zod(
            {
                "url": s("Endpoint URL owned by the user; must be https", format="uri"),
                "events": arr(e(["threshold.crossed", "bill.issued", "meter.offline", "reading.missing"]), minItems=1),
                "threshold_kwh": n("For threshold.crossed: daily kWh that triggers the event"),
            },
            ["url", "events"],
        ),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "rotate-webhook-secret",
        "Rotate the signing secret of a webhook. The old secret keeps working for 24 hours.",
        zod({"webhook_id": s()}, ["webhook_id"]),
        ann=ann(ro=False, idempotent=False),
    ),
    T(
        "export-consumption",
        "Export consumption history as CSV or Green Button XML for the selected meters and years.",
        zod(
            {
                "meter_ids": arr(METER, minItems=1),
                "format": e(["csv", "green_button_xml"], default="csv"),
                "years": arr(i(minimum=2010), minItems=1),
            },
            ["meter_ids", "years"],
        ),
        ann=ann(ro=True),
    ),
    T(
        "share-access",
        "Give someone else (an installer, an energy advisor, a landlord) read-only access to a meter's data "
        "by e-mail invitation. Access can be revoked any time with `revoke: true`. Confirm the e-mail address "
        "with the user before inviting.",
        zod(
            {
                "meter_id": METER,
                "email": s(format="email"),
                "expires_in_days": i(minimum=1, maximum=365, default=30),
                "revoke": b(default=False),
            },
            ["meter_id", "email"],
        ),
        ann=ann(ro=False, idempotent=True, open_world=True),
    ),
    T(
        "remote-disconnect",
        doc("""
            Remotely disconnect or reconnect supply on a smart electricity meter. Field operations role only.

            IMPORTANT: Disconnection is regulated. The tool refuses unless the account has a completed
            disconnection notice and no vulnerability flag. Always confirm the meter id and address with the user,
            and pass `confirm: true` only after they agree. Reconnection is not restricted.
        """),
        zod(
            {
                "meter_id": METER,
                "action": e(["disconnect", "reconnect"]),
                "confirm": b(default=False),
            },
            ["meter_id", "action"],
        ),
        ann=ann(ro=False, destructive=True, idempotent=True, open_world=True),
    ),
]

SERVERS = {"b7-fellowship-roll": FELLOWSHIP, "b7-meterwise": METERWISE}
