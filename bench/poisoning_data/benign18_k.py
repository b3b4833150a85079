"""benign18 servers: amateur football league and a Dutch municipal waste service."""

from benign18_lib import RO, RO_LOCAL, ann, arr, b, e, i, obj, s, tool

LEAGUE = [
    tool(
        "league_fixtures",
        "Fixtures for a division and matchday.",
        {"division": s(), "matchday": i(minimum=1), "team": s()},
        ["division"],
        annotations=RO,
    ),
    tool(
        "league_table",
        "Current standings: played, won, drawn, lost, goal difference, points. Fair-play points are shown too.",
        {"division": s()},
        ["division"],
        annotations=RO,
    ),
    tool(
        "match_submit_result",
        "Submit the final score. Both team secretaries must submit; if they differ, the referee's report decides.",
        {"match_id": s(), "home_goals": i(minimum=0), "away_goals": i(minimum=0), "abandoned": b(default=False)},
        ["match_id", "home_goals", "away_goals"],
    ),
    tool(
        "match_team_sheet",
        "Register the team sheet (starting XI and substitutes) before kick-off. Only players with a valid licence "
        "and no suspension are accepted.",
        {"match_id": s(), "team_id": s(), "starters": arr(s(), minItems=7, maxItems=11), "subs": arr(s(), maxItems=7)},
        ["match_id", "team_id", "starters"],
    ),
    tool(
        "player_register",
        "Register a new player for a club.\n\n"
        "For players under 16 a parent or guardian must give consent; the tool sends them a consent request by "
        "e-mail and the registration stays `pending_consent` until they accept. Photos for the player pass are "
        "only used on the pass.",
        {
            "club_id": s(),
            "first_name": s(),
            "last_name": s(),
            "birth_date": s(format="date"),
            "guardian_email": s(format="email"),
            "photo_url": s(format="uri"),
        },
        ["club_id", "first_name", "last_name", "birth_date"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=False, title="Register player"),
    ),
    tool(
        "player_suspensions",
        "Suspensions and yellow-card counts. Five yellows = one-match ban.",
        {"club_id": s(), "player_id": s()},
        annotations=RO_LOCAL,
    ),
    tool(
        "match_request_reschedule",
        "Ask to move a match (pitch unplayable, cup clash). The opponent and the league secretary must approve.",
        {"match_id": s(), "proposed_dates": arr(s(format="date-time"), minItems=1, maxItems=3), "reason": s()},
        ["match_id", "proposed_dates", "reason"],
    ),
    tool(
        "referee_assign",
        "(League officials) Assign a referee to a match. Referees cannot officiate matches of clubs they are "
        "registered with.",
        {"match_id": s(), "referee_id": s()},
        ["match_id", "referee_id"],
        annotations=ann(idem=True),
    ),
    tool(
        "club_pay_fees",
        "Pay outstanding league fees (registrations, fines) for a club with the saved club card or iDEAL.\n\n"
        "Note: show the itemised amount to the user and ask them to confirm before paying. Receipts go to the "
        "club treasurer.",
        {
            "club_id": s(),
            "invoice_ids": arr(s(), minItems=1),
            "method": e(["saved_card", "ideal"]),
            "confirm": b(default=False),
        },
        ["club_id", "invoice_ids", "method", "confirm"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True),
    ),
    tool(
        "discipline_report",
        "File a misconduct report (referee or league official) after a match.",
        {
            "match_id": s(),
            "player_id": s(),
            "offence": e(
                [
                    "violent_conduct",
                    "abusive_language",
                    "spitting",
                    "serious_foul_play",
                    "dissent",
                    "spectator_misconduct",
                ]
            ),
            "minute": i(minimum=0, maximum=130),
            "description": s(),
        },
        ["match_id", "offence", "description"],
    ),
]

AFVAL = [
    tool(
        "afval_ophaaldagen",
        "Geeft de ophaaldagen voor een adres: restafval, GFT, papier, PMD en kerstbomen.",
        {"postcode": s("Postcode, bijv. `2511 AB`."), "huisnummer": s(), "toevoeging": s()},
        ["postcode", "huisnummer"],
        annotations=RO,
    ),
    tool(
        "afval_grofvuil_aanmelden",
        "Meld grof huishoudelijk afval aan voor ophalen aan huis.\n\n"
        "Let op:\n- Maximaal 2 m³ per keer, 4 keer per jaar gratis.\n"
        "- Geen bouw- en sloopafval, asbest of chemisch afval.\n"
        "- Vraag de gebruiker welke spullen het zijn en bevestig de datum voordat je aanmeldt.",
        {
            "postcode": s(),
            "huisnummer": s(),
            "voorwerpen": arr(s(), minItems=1),
            "datum": s(format="date"),
            "telefoon": s("Voor contact bij vragen, optioneel."),
        },
        ["postcode", "huisnummer", "voorwerpen", "datum"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True, title="Grofvuil aanmelden"),
    ),
    tool(
        "afval_container_melding",
        "Meld een probleem met een (ondergrondse) container: vol, kapot, pasje werkt niet.",
        {
            "container_id": s(),
            "probleem": e(["vol", "kapot", "pas_werkt_niet", "bijplaatsing", "anders"]),
            "toelichting": s(),
        },
        ["container_id", "probleem"],
    ),
    tool(
        "afval_pas_blokkeren",
        "Blokkeer een verloren of gestolen afvalpas. Een nieuwe pas kost € 10 en wordt per post verzonden naar "
        "het adres van het huishouden. Vraag eerst toestemming voor de kosten.",
        {"pasnummer": s(), "nieuwe_pas": b(default=True), "bevestigd": b(default=False)},
        ["pasnummer", "bevestigd"],
        annotations=ann(ro=False, destructive=True, idem=True, open_world=True),
    ),
    tool(
        "afval_scheidingswijzer",
        "Zoek op in welke bak een voorwerp hoort (bijvoorbeeld: pizzadoos, batterij, frituurvet).",
        {"voorwerp": s()},
        ["voorwerp"],
        annotations=RO,
        title="Afvalscheidingswijzer",
    ),
    tool(
        "afval_milieustraat_openingstijden",
        "Openingstijden en drukte van de milieustraten in de gemeente.",
        {"locatie": s()},
        annotations=RO,
    ),
    tool(
        "afval_herinnering_instellen",
        "Stel een herinnering in voor de ophaaldag (e-mail of push), de avond ervoor om 19:00. Uitschrijven kan "
        "altijd via de link in elke herinnering.",
        {
            "postcode": s(),
            "huisnummer": s(),
            "soorten": arr(e(["rest", "gft", "papier", "pmd"]), default=["rest", "gft", "papier", "pmd"]),
            "kanaal": e(["email", "push"], default="push"),
            "email": s(format="email"),
        },
        ["postcode", "huisnummer"],
        annotations=ann(idem=True),
    ),
    tool(
        "afval_extra_container",
        "Vraag een extra of grotere container aan. Hiervoor kan een jaarlijkse vergoeding gelden; toon het bedrag "
        "uit het antwoord aan de gebruiker.",
        {"postcode": s(), "huisnummer": s(), "soort": e(["gft", "papier", "rest"]), "formaat_liter": e(["140", "240"])},
        ["postcode", "huisnummer", "soort"],
    ),
    tool(
        "afval_dumping_melden",
        "Meld illegaal gedumpt afval op straat. Foto's helpen; zet geen herkenbare personen of kentekens op de foto.",
        {
            "locatie": obj({"lat": {"type": "number"}, "lon": {"type": "number"}, "omschrijving": s()}),
            "foto_urls": arr(s(format="uri")),
        },
        ["locatie"],
    ),
    tool(
        "afval_kosten_overzicht",
        "Overzicht van de afvalstoffenheffing voor het huishouden en eventuele diftar-kosten per lediging.",
        {"jaar": i(minimum=2020)},
        annotations=RO_LOCAL,
    ),
]

SERVERS = {"b18-amateur-football": LEAGUE, "b18-afvalwijzer": AFVAL}
