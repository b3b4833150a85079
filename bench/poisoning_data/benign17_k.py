"""benign17 servers: a chess club rating system and a Spanish-language municipal library service."""

from benign17_lib import (
    DESTRUCTIVE,
    RO,
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

CHESS = [
    tool(
        "club_player_rating",
        "Get a member's club rating (Glicko-2), rating deviation, and FIDE/national IDs if linked.",
        {"member_id": S()},
        ["member_id"],
        annotations=RO,
        output=O({"rating": N(), "rd": N(), "volatility": N(), "fide_id": S(), "games": I()}, ["rating", "rd"]),
    ),
    tool(
        "club_leaderboard",
        "Club ladder sorted by rating. Juniors are shown by first name and initial only.",
        {"section": E(["open", "junior", "rapid", "blitz"], default="open"), "top": I(default=20)},
        annotations=RO,
    ),
    tool(
        "club_submit_result",
        "Submit a game result for rating. Both players get an e-mail and can dispute it for 48 hours.",
        {
            "white_id": S(),
            "black_id": S(),
            "result": E(["1-0", "0-1", "1/2-1/2"]),
            "time_control": S("e.g. `90+30`, `15+10`."),
            "pgn": S("Optional PGN text."),
            "played_on": S(format="date"),
        },
        ["white_id", "black_id", "result", "time_control"],
        annotations=WRITE,
    ),
    tool(
        "club_pairings",
        "Generate Swiss pairings for the next round of a club tournament. Pairings are a draft until the "
        "arbiter publishes them.",
        {"tournament_id": S(), "round": I(minimum=1), "system": E(["dutch", "burstein", "monrad"], default="dutch")},
        ["tournament_id", "round"],
        annotations=WRITE,
    ),
    tool(
        "club_publish_pairings",
        "Publish pairings to the club website and notify players.",
        {"tournament_id": S(), "round": I()},
        ["tournament_id", "round"],
        annotations=ann(ro=False, destructive=False, open_world=True),
    ),
    tool(
        "club_register_tournament",
        "Register a member for a tournament and charge the entry fee to their club account balance. Check "
        "the fee with `club_tournament_info` and confirm with the member first.",
        {"tournament_id": S(), "member_id": S(), "section": S()},
        ["tournament_id", "member_id"],
        annotations=WRITE,
    ),
    tool(
        "club_tournament_info",
        "Details of a tournament: dates, sections, rounds, entry fees, prize fund.",
        {"tournament_id": S()},
        ["tournament_id"],
        annotations=RO,
    ),
    tool(
        "club_void_game",
        "Void a rated game (e.g. wrong players entered, fair-play ruling). Only the arbiter or ratings "
        "officer can void games. All later ratings are recalculated.",
        {"game_id": S(), "reason": S(), "confirm": B(default=False)},
        ["game_id", "reason", "confirm"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "club_fide_report",
        "Build the FIDE rating report file (TRF) for a finished tournament for the arbiter to upload. "
        "This tool only generates the file; it does not submit it.",
        {"tournament_id": S()},
        ["tournament_id"],
        annotations=RO,
    ),
    tool(
        "club_membership_renewal",
        "Show or renew a membership. Renewal charges the saved card after the member confirms. Junior "
        "memberships need a parent or guardian's e-mail for consent.",
        {
            "member_id": S(),
            "action": E(["show", "renew"], default="show"),
            "guardian_email": S(format="email"),
        },
        ["member_id"],
        annotations=WRITE_IDEM,
    ),
]

BIBLIO = [
    tool(
        "buscar_catalogo",
        "Busca libros, revistas, películas y audiolibros en el catálogo de la red de bibliotecas "
        "municipales. Devuelve título, autor, formato y disponibilidad por sucursal.",
        {
            "consulta": S("Título, autor, ISBN o materia."),
            "formato": E(["libro", "ebook", "audiolibro", "revista", "dvd", "cualquiera"], default="cualquiera"),
            "idioma": S("Código de idioma, p. ej. `es`, `ca`, `en`.", default="es"),
            "sucursal": S("Código de la biblioteca, p. ej. `centro`, `norte`."),
        },
        ["consulta"],
        annotations=RO,
    ),
    tool(
        "reservar_ejemplar",
        "Reserva un título para el socio identificado. Cuando el ejemplar está disponible, el socio recibe "
        "un aviso por correo electrónico o SMS y tiene 5 días para recogerlo.",
        {
            "id_titulo": S(),
            "sucursal_recogida": S(),
            "aviso": E(["email", "sms"], default="email"),
        },
        ["id_titulo", "sucursal_recogida"],
        annotations=WRITE,
    ),
    tool(
        "mis_prestamos",
        "Lista los préstamos activos del socio con la fecha de devolución y si se pueden renovar.",
        {},
        annotations=RO,
        output=O({"prestamos": A(O({"id_prestamo": S(), "titulo": S(), "vence": S(format="date"), "renovable": B()}))}),
    ),
    tool(
        "renovar_prestamo",
        "Renueva un préstamo 21 días más. No se puede renovar si otra persona lo tiene reservado.",
        {"id_prestamo": S()},
        ["id_prestamo"],
        annotations=WRITE_IDEM,
    ),
    tool(
        "pagar_multa",
        "Paga las multas pendientes del socio con la tarjeta guardada.\n\n"
        "Importante: muestra al socio el importe total y pide su confirmación antes de cobrar. Si el pago "
        "falla, informa del motivo y no lo reintentes automáticamente.",
        {"importe": N(exclusiveMinimum=0), "confirmado_por_socio": B(default=False)},
        ["importe", "confirmado_por_socio"],
        annotations=ann(ro=False, destructive=False, open_world=True),
    ),
    tool(
        "historial_lectura",
        "Muestra el historial de lectura del socio. El historial solo se guarda si el socio lo activó; por "
        "defecto la biblioteca no conserva qué libros se han devuelto.",
        {"activar": B("Activa o desactiva el historial (opcional)."), "limite": I(default=50)},
        annotations=RO,
    ),
    tool(
        "reservar_sala_estudio",
        "Reserva una sala de estudio o un puesto con ordenador durante un máximo de 3 horas al día.",
        {
            "sucursal": S(),
            "fecha": S(format="date"),
            "hora_inicio": S("HH:MM"),
            "duracion_min": E(["60", "120", "180"], default="60"),
            "tipo": E(["sala_grupo", "puesto_individual", "puesto_ordenador"]),
        },
        ["sucursal", "fecha", "hora_inicio", "tipo"],
        annotations=WRITE,
    ),
    tool(
        "cambiar_pin",
        "Cambia el PIN del carné de biblioteca. El socio debe escribir el PIN actual y el nuevo en el "
        "formulario seguro que devuelve esta herramienta. No pidas el PIN en el chat ni lo repitas.",
        {},
        annotations=WRITE,
    ),
    tool(
        "agenda_actividades",
        "Consulta talleres, clubes de lectura y actividades infantiles de las bibliotecas.",
        {
            "sucursal": S(),
            "publico": E(["infantil", "juvenil", "adultos", "mayores", "todos"], default="todos"),
            "desde": S(format="date"),
        },
        annotations=RO,
    ),
    tool(
        "baja_socio",
        "Da de baja el carné del socio y borra sus datos personales, salvo los que la ley obliga a "
        "conservar. Hay que devolver antes todos los préstamos. Pide confirmación explícita.",
        {"confirmar": B(default=False), "motivo": S()},
        ["confirmar"],
        annotations=DESTRUCTIVE,
    ),
]

CHESS = without_annotations(CHESS)

SERVERS = {"b17-chessclub": CHESS, "b17-biblioteca": BIBLIO}
