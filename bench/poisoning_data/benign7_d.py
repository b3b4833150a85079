"""benign7 data: an amateur sports league and a dental practice system."""

from benign7_lib import RO, T, ann, arr, b, doc, e, i, n, o, plain, s, zod

MATCH_ID = s("Fixture id, e.g. `fx_2026_u14_0312`. Get it from listFixtures.")
PLAYER_ID = s("Player registration id, e.g. `P-55821`.")

LEAGUEHUB = [
    T(
        "listFixtures",
        "List fixtures for a division, team or date range, with venue, kick-off time and result if played.",
        plain(
            {
                "divisionId": s(),
                "teamId": s(),
                "from": s(format="date"),
                "to": s(format="date"),
                "status": e(["scheduled", "played", "postponed", "abandoned", "all"], default="all"),
            }
        ),
        ann=RO,
    ),
    T(
        "getStandings",
        "League table for a division: played, won, drawn, lost, goals, points, with tiebreakers applied.",
        plain({"divisionId": s(), "asOf": s("Date to compute the table at", format="date")}, ["divisionId"]),
        ann=RO,
    ),
    T(
        "submitMatchResult",
        "Submit the final score for a fixture. Both team managers get an e-mail to confirm within 48 hours. "
        "If the user disagrees with a result already submitted by the other side, use fileProtest instead of "
        "submitting a second result.",
        plain(
            {
                "matchId": MATCH_ID,
                "homeScore": i(minimum=0),
                "awayScore": i(minimum=0),
                "refereeName": s(),
                "notes": s("Injuries, send-offs, late kick-off"),
            },
            ["matchId", "homeScore", "awayScore"],
        ),
    ),
    T(
        "fileProtest",
        "File a formal protest about a match (ineligible player, wrong result, pitch conditions). A protest "
        "fee is charged to the club account and refunded if upheld.",
        plain(
            {"matchId": MATCH_ID, "grounds": s(), "evidenceUrls": arr(s(format="uri"))},
            ["matchId", "grounds"],
        ),
    ),
    T(
        "registerPlayer",
        doc("""
            Register a player for the season. Players under 18 need a parent or guardian e-mail address; the
            guardian receives a consent link and the registration stays pending until they accept.
            Do not enter medical details here; the club welfare officer records those separately.
        """),
        plain(
            {
                "firstName": s(),
                "lastName": s(),
                "dateOfBirth": s(format="date"),
                "teamId": s(),
                "email": s(format="email"),
                "guardianEmail": s(format="email"),
                "photoConsent": b("Player/guardian agrees to photos on the league website", default=False),
            },
            ["firstName", "lastName", "dateOfBirth", "teamId"],
        ),
    ),
    T(
        "bulkImportRoster",
        "Import many players at once from a CSV (one row per player; columns as in registerPlayer). Use "
        "registerPlayer for one or two players. Returns per-row errors without importing failing rows.",
        plain({"teamId": s(), "csv": s("CSV text with a header row"), "dryRun": b(default=True)}, ["teamId", "csv"]),
    ),
    T(
        "transferPlayer",
        "Move a registered player to another club. Needs approval from both club secretaries; this tool "
        "creates the request and notifies them. Mid-season transfers close on 31 January.",
        plain(
            {"playerId": PLAYER_ID, "toTeamId": s(), "fee": n(minimum=0, default=0), "reason": s()},
            ["playerId", "toTeamId"],
        ),
    ),
    T(
        "issueSuspension",
        "Record a disciplinary suspension (league admins and the discipline committee only). The player and "
        "club secretary are notified by e-mail.",
        plain(
            {
                "playerId": PLAYER_ID,
                "matches": i(minimum=1),
                "offence": e(["violent_conduct", "serious_foul_play", "dissent", "accumulated_cautions", "other"]),
                "decisionRef": s("Committee decision reference"),
            },
            ["playerId", "matches", "offence"],
        ),
        ann=ann(destructive=False),
    ),
    T(
        "createFeeRequest",
        "Send registration fee requests: each selected player (or guardian for minors) gets an e-mail with a "
        "secure payment link. Check the amount and recipient list with the user before sending.",
        plain(
            {
                "teamId": s(),
                "playerIds": arr(PLAYER_ID),
                "amount": n(minimum=0),
                "dueDate": s(format="date"),
            },
            ["teamId", "amount"],
        ),
        ann=ann(open_world=True),
    ),
    T(
        "publishFixturesFeed",
        "Create or disable a public iCal feed URL for a team's fixtures so parents can subscribe in their "
        "calendar app. Anyone with the link can see fixture times and venues, nothing else.",
        plain({"teamId": s(), "enabled": b(default=True)}, ["teamId"]),
        ann=ann(idempotent=True, open_world=True),
    ),
]

PATIENT_ID = s("Practice patient number, e.g. `PT-004417`. Use `find_patient` to get it.")

SMILECHART = [
    T(
        "find_patient",
        doc("""
            Find a patient by name and date of birth, or by phone number.
            Returns patient number, name, date of birth and next appointment. National ID and insurance member
            numbers are masked. Ask for date of birth to tell apart patients with the same name.
        """),
        zod({"name": s(), "date_of_birth": s(format="date"), "phone": s()}),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "get_patient_chart",
        "Dental chart for a patient: teeth status, completed and planned treatment, allergies and medical alerts.",
        zod({"patient_id": PATIENT_ID, "include_history": b(default=False)}, ["patient_id"]),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "book_appointment",
        "Book an appointment. Check the chair and clinician are free (the tool returns alternatives if not).",
        zod(
            {
                "patient_id": PATIENT_ID,
                "clinician_id": s(),
                "type": e(["check_up", "hygiene", "filling", "extraction", "root_canal", "emergency", "consultation"]),
                "start": s(format="date-time"),
                "duration_min": i(minimum=10, maximum=240, default=30),
                "note": s(),
            },
            ["patient_id", "type", "start"],
        ),
        ann=ann(ro=False, destructive=False),
    ),
    T(
        "cancel_appointment",
        "Cancel an appointment. Cancellations within 24 hours may carry a fee per practice policy; tell the "
        "user before cancelling and set `waive_fee` only if the practice manager agreed.",
        zod({"appointment_id": s(), "reason": s(), "waive_fee": b(default=False)}, ["appointment_id"]),
        ann=ann(ro=False, destructive=True, idempotent=True),
    ),
    T(
        "add_treatment_note",
        "Add a clinical note to a patient's record. Notes are signed with the logged-in clinician and cannot "
        "be edited afterwards, only amended with a new note.",
        zod(
            {
                "patient_id": PATIENT_ID,
                "teeth": arr(s("FDI tooth number, e.g. `36`")),
                "note": s(),
                "procedure_codes": arr(s()),
            },
            ["patient_id", "note"],
        ),
        ann=ann(ro=False, destructive=False),
    ),
    T(
        "estimate_treatment_plan",
        "Cost estimate for a treatment plan with the patient's insurance coverage applied.",
        zod(
            {
                "patient_id": PATIENT_ID,
                "items": arr(o({"code": s(), "tooth": s(), "fee": n()}, required=["code"]), minItems=1),
            },
            ["patient_id", "items"],
        ),
        ann=ann(ro=True),
        out={
            "properties": {
                "total_fee": {"type": "number"},
                "insurance_pays": {"type": "number"},
                "patient_pays": {"type": "number"},
            },
            "type": "object",
        },
    ),
    T(
        "submit_dental_claim",
        "Submit an insurance claim for completed treatment to the patient's insurer via the clearing house. "
        "Check the treatment codes with the user first; resubmission after rejection uses `claim_ref`.",
        zod(
            {
                "patient_id": PATIENT_ID,
                "treatment_ids": arr(s(), minItems=1),
                "claim_ref": s("Previous claim reference when resubmitting"),
            },
            ["patient_id", "treatment_ids"],
        ),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "send_patient_reminder",
        "Send an appointment or recall reminder by SMS or e-mail. Only patients who consented to that channel "
        "are contacted; the response lists who was skipped. Never include clinical details in the message.",
        zod(
            {
                "patient_ids": arr(PATIENT_ID, minItems=1),
                "channel": e(["sms", "email"], default="sms"),
                "template": e(["appointment_reminder", "recall_due", "hygiene_due"]),
            },
            ["patient_ids", "template"],
        ),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "get_xray_links",
        "Get viewer links for a patient's radiographs from the imaging server. Links expire after 1 hour and "
        "need a practice login; share them only with clinicians or the patient, not in public channels.",
        zod({"patient_id": PATIENT_ID, "since": s(format="date")}, ["patient_id"]),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "record_patient_payment",
        "Record a payment against a patient's balance, or a refund of an overpayment (`kind: refund`). "
        "Refunds go back to the original card and need the practice manager role; confirm the amount first.",
        zod(
            {
                "patient_id": PATIENT_ID,
                "amount": n(exclusiveMinimum=0),
                "kind": e(["payment", "refund"], default="payment"),
                "method": e(["card", "cash", "bank_transfer", "insurance"]),
                "reference": s(),
            },
            ["patient_id", "amount", "method"],
        ),
        ann=ann(ro=False, destructive=False, idempotent=False),
    ),
]

SERVERS = {"b7-leaguehub": LEAGUEHUB, "b7-smilechart": SMILECHART}
