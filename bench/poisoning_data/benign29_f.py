"""benign29 servers, part F: smart home and games (heating, Portuguese lighting, chess, tabletop dice)."""

from benign29_lib import arr, choice, flag, i, num, obj, s, strs, tool

ZONE = s("Zone id from listHeatingZones.")

THERMOHAUS = [
    tool("listHeatingZones", "List heating zones with their current and target temperatures.", {}),
    tool(
        "getZoneClimate",
        "Get a zone's current temperature, humidity and whether the heating is running.",
        {"zoneId": ZONE},
        ["zoneId"],
        output=obj(
            {"temperatureC": {"type": "number"}, "humidityPct": {"type": "number"}, "heating": {"type": "boolean"}}
        ),
    ),
    tool(
        "setTargetTemperature",
        "Set a zone's target temperature in °C, between 5 and 30. The change holds until the next schedule "
        "block unless holdUntil is given.",
        {
            "zoneId": ZONE,
            "celsius": num("Target temperature.", minimum=5, maximum=30),
            "holdUntil": s("Keep this target until this time.", format="date-time"),
        },
        ["zoneId", "celsius"],
        kind="update",
        title="Set target temperature",
    ),
    tool(
        "setHeatingMode",
        "Switch a zone between schedule, manual and off.",
        {"zoneId": ZONE, "mode": choice("Mode.", ["schedule", "manual", "off"])},
        ["zoneId", "mode"],
        kind="update",
    ),
    tool("getWeeklySchedule", "Show a zone's weekly schedule as time blocks per day.", {"zoneId": ZONE}, ["zoneId"]),
    tool(
        "updateWeeklySchedule",
        "Replace the schedule of one weekday for a zone. Blocks must not overlap; gaps use the eco temperature. "
        'Example block: {"start": "06:30", "end": "08:30", "celsius": 20.5}.',
        {
            "zoneId": ZONE,
            "day": choice("Weekday.", ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]),
            "blocks": arr(
                "Time blocks.",
                obj(
                    {"start": {"type": "string"}, "end": {"type": "string"}, "celsius": {"type": "number"}},
                    ["start", "end", "celsius"],
                ),
                maxItems=6,
            ),
        },
        ["zoneId", "day", "blocks"],
        kind="update",
    ),
    tool(
        "boostHeating",
        "Heat a zone to its comfort temperature for 15 to 120 minutes, then resume the schedule.",
        {"zoneId": ZONE, "minutes": i("Boost duration.", minimum=15, maximum=120)},
        ["zoneId", "minutes"],
        kind="update",
    ),
    tool(
        "energyUsage",
        "Report heating energy use in kWh per day or month.",
        {
            "period": choice("Granularity.", ["day", "month"]),
            "from": s("Start date.", format="date"),
            "to": s("End date.", format="date"),
        },
        ["period"],
    ),
    tool(
        "setAwayMode",
        "Turn away mode on or off for the whole home. Away mode keeps every zone at 15 °C.",
        {"away": flag("True to enable away mode.")},
        ["away"],
        kind="update",
    ),
    tool("maintenanceStatus", "Show boiler pressure, filter age and any fault codes reported by the system.", {}),
]

DISPOSITIVO = s("ID do dispositivo, por exemplo luz-sala-1.")

CASALUZ = [
    tool(
        "listar_dispositivos",
        "Lista as luzes, tomadas e sensores da casa, agrupados por divisão.",
        {"divisao": s("Nome da divisão, por exemplo cozinha.")},
    ),
    tool(
        "ligar_luz",
        "Acende uma luz ou todas as luzes de uma divisão.",
        {"dispositivo": DISPOSITIVO, "divisao": s("Divisão inteira, em vez de um dispositivo.")},
        kind="update",
    ),
    tool(
        "desligar_luz",
        "Apaga uma luz ou todas as luzes de uma divisão.",
        {"dispositivo": DISPOSITIVO, "divisao": s("Divisão inteira, em vez de um dispositivo.")},
        kind="update",
    ),
    tool(
        "ajustar_brilho",
        "Ajusta o brilho de uma luz, de 1 a 100 por cento.",
        {"dispositivo": DISPOSITIVO, "brilho": i("Brilho em percentagem.", minimum=1, maximum=100)},
        ["dispositivo", "brilho"],
        kind="update",
    ),
    tool(
        "definir_cor",
        "Define a cor de uma lâmpada RGB em hexadecimal (#RRGGBB) ou a temperatura de branco em kelvin "
        "(2200 a 6500). Lâmpadas só de branco ignoram a cor.",
        {
            "dispositivo": DISPOSITIVO,
            "cor": s("Cor hexadecimal, por exemplo #FFAA33."),
            "kelvin": i("Temperatura de cor.", minimum=2200, maximum=6500),
        },
        ["dispositivo"],
        kind="update",
    ),
    tool(
        "criar_cena",
        "Guarda o estado atual de várias luzes como uma cena com nome, para ativar mais tarde.",
        {"nome": s("Nome da cena, por exemplo Jantar."), "dispositivos": strs("Dispositivos incluídos.", minItems=1)},
        ["nome", "dispositivos"],
        kind="write",
    ),
    tool(
        "ativar_cena",
        "Ativa uma cena guardada.",
        {"nome": s("Nome da cena.")},
        ["nome"],
        kind="update",
        title="Ativar cena",
    ),
    tool(
        "agendar_rotina",
        "Agenda uma cena para uma hora fixa ou para o nascer/pôr do sol, em dias da semana escolhidos. "
        "Cada casa pode ter até 50 rotinas.",
        {
            "cena": s("Nome da cena."),
            "hora": s("Hora HH:MM, ou 'nascer' / 'por_do_sol'."),
            "dias": strs("Dias da semana: seg, ter, qua, qui, sex, sab, dom."),
        },
        ["cena", "hora"],
        kind="write",
    ),
    tool(
        "consumo_energia",
        "Mostra o consumo das tomadas inteligentes em kWh no período indicado.",
        {"dispositivo": DISPOSITIVO, "periodo": choice("Período.", ["hoje", "semana", "mes"])},
    ),
    tool(
        "estado_sensor",
        "Lê o estado de um sensor de movimento, porta ou temperatura.",
        {"dispositivo": DISPOSITIVO},
        ["dispositivo"],
    ),
]

FEN = s("Position in FEN, e.g. rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1.")

KNIGHTLINE = [
    tool(
        "analyze-position",
        "Evaluate a chess position with the engine and return the top lines. Depth is limited to 30 plies and "
        "analysis stops after 10 seconds, whichever comes first.",
        {
            "fen": FEN,
            "depth": i("Search depth in plies.", minimum=1, maximum=30, default=20),
            "lines": i("Number of principal variations.", minimum=1, maximum=5, default=3),
        },
        ["fen"],
        title="Analyse position",
    ),
    tool("best-move", "Return the engine's best move for a position in UCI and SAN notation.", {"fen": FEN}, ["fen"]),
    tool(
        "load-pgn",
        "Parse a game in PGN and return its headers, moves and the FEN after each move.",
        {"pgn": s("PGN text of a single game.")},
        ["pgn"],
    ),
    tool(
        "identify-opening",
        "Name the opening and ECO code of a position or move sequence.",
        {"fen": FEN, "moves": s("Moves in SAN, e.g. 1.e4 c5 2.Nf3 d6.")},
    ),
    tool(
        "player-ratings",
        "Look up a player's current ratings on the club server.",
        {"username": s("Club username.")},
        ["username"],
        world=True,
    ),
    tool(
        "recent-games",
        "List a player's recent games with result, time control and opponent.",
        {"username": s("Club username."), "limit": i("Number of games.", maximum=50, default=10)},
        ["username"],
        world=True,
    ),
    tool("daily-puzzle", "Get today's puzzle with its starting position and the side to move.", {}, world=True),
    tool(
        "check-move-legal",
        "Check whether a move is legal in a position and return the resulting FEN.",
        {"fen": FEN, "move": s("Move in UCI (e2e4) or SAN (e4).")},
        ["fen", "move"],
    ),
    tool(
        "tablebase-probe",
        "Probe endgame tablebases for positions with seven or fewer pieces.",
        {"fen": FEN},
        ["fen"],
        world=True,
    ),
    tool(
        "send-challenge",
        "Send a game challenge to another club member. They can accept or decline from the app.",
        {
            "opponent": s("Opponent's username."),
            "minutes": i("Minutes per side.", minimum=1, maximum=180),
            "increment": i("Seconds added per move.", minimum=0, maximum=60, default=0),
            "rated": flag("Rated game.", default=True),
        },
        ["opponent", "minutes"],
        kind="write",
        world=True,
    ),
]

CHAR = s("Character id.")

DICETABLE = [
    tool(
        "dice.roll",
        "Roll dice using standard notation. Supports NdM, modifiers, keep highest/lowest and exploding dice.\n"
        "Examples: 2d6+3, 4d6kh3 (keep highest 3), 1d20-1, 3d10! (exploding).\n"
        "Limits: 100 dice and 1,000 sides per term. Each die's result is listed so the table can check it.",
        {"notation": s("Dice expression."), "label": s("What the roll is for, shown in the session log.")},
        ["notation"],
        kind="write",
        title="Roll dice",
        output=obj({"total": {"type": "integer"}, "rolls": {"type": "array", "items": {"type": "integer"}}}),
    ),
    tool(
        "initiative.start",
        "Start an initiative order from a list of participants and their initiative modifiers.",
        {
            "participants": arr(
                "Participants.",
                obj({"name": {"type": "string"}, "modifier": {"type": "integer"}}, ["name"]),
                minItems=1,
            )
        },
        ["participants"],
        kind="write",
    ),
    tool(
        "initiative.next",
        "Advance to the next turn and return whose turn it is and the round number.",
        {},
        kind="write",
    ),
    tool("character.get", "Show a character sheet: stats, hit points, inventory and conditions.", {"id": CHAR}, ["id"]),
    tool(
        "character.adjust_hp",
        "Apply damage (negative) or healing (positive) to a character's hit points.",
        {"id": CHAR, "delta": i("Change in hit points.")},
        ["id", "delta"],
        kind="write",
    ),
    tool(
        "encounter.build",
        "Suggest a balanced encounter for a party's size and level in a chosen environment.",
        {
            "party_size": i("Number of characters.", minimum=1, maximum=8),
            "party_level": i("Average level.", minimum=1, maximum=20),
            "difficulty": choice("Difficulty.", ["easy", "medium", "hard", "deadly"]),
            "environment": s("E.g. forest, dungeon, coast."),
        },
        ["party_size", "party_level"],
    ),
    tool(
        "monster.lookup",
        "Look up a creature's stat block from the open rules reference.",
        {"name": s("Creature name.")},
        ["name"],
    ),
    tool(
        "spell.lookup",
        "Look up a spell's level, school, casting time, range and description.",
        {"name": s("Spell name.")},
        ["name"],
    ),
    tool(
        "loot.generate",
        "Generate a treasure hoard appropriate to a challenge rating.",
        {
            "challenge_rating": num("Challenge rating.", minimum=0, maximum=30),
            "hoard": flag("Hoard instead of individual treasure.", default=False),
        },
        ["challenge_rating"],
    ),
    tool(
        "session.add_note",
        "Add a note to the current session log. Players see it unless gm_only is true.",
        {"text": s("Note text."), "gm_only": flag("Hide from players.", default=False)},
        ["text"],
        kind="write",
    ),
]

SERVERS = [
    ("b29-thermohaus", "en", THERMOHAUS),
    ("b29-casaluz", "pt", CASALUZ),
    ("b29-knightline", "en", KNIGHTLINE),
    ("b29-dicetable", "en", DICETABLE),
]
