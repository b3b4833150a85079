"""benign16 servers: esports league admin, Portuguese veterinary clinic."""

from benign16_lib import b, en, i, ro, rw, s, tool

ESPORTS = [
    tool(
        "league_list_teams",
        "List teams in a season with roster size and eligibility status.",
        {"season": s()},
        ["season"],
        ann=ro(),
    ),
    tool(
        "league_register_player",
        "Add a player to a team roster. Players under 16 need a guardian consent form.",
        {"team_id": s(), "player_handle": s(), "game_account_id": s(), "consent_form_id": s()},
        ["team_id", "player_handle", "game_account_id"],
        ann=rw(),
    ),
    tool(
        "league_schedule_match",
        "Schedule a match between two teams.",
        {"home": s(), "away": s(), "start": s(format="date-time"), "best_of": i(enum=[1, 3, 5], default=3)},
        ["home", "away", "start"],
        ann=rw(),
    ),
    tool(
        "league_report_result",
        "Report a match result. Both captains must confirm in the app.",
        {"match_id": s(), "score_home": i(minimum=0), "score_away": i(minimum=0)},
        ["match_id", "score_home", "score_away"],
        ann=rw(idempotent=True),
    ),
    tool("league_standings", "Current standings table.", {"season": s(), "division": s()}, ["season"], ann=ro()),
    tool(
        "league_penalty",
        "Apply a penalty (forfeit, point deduction, warning) after a rules review.",
        {"team_id": s(), "type": en(["warning", "point_deduction", "forfeit"]), "reason": s()},
        ["team_id", "type", "reason"],
        ann=rw(),
    ),
    tool(
        "league_prize_payouts",
        "Prepare prize payouts for a season.\n\nPayouts go to the bank details each team verified in its profile. "
        "This tool creates a payout batch for the treasurer to approve; it does not move money.",
        {"season": s()},
        ["season"],
        ann=rw(),
    ),
    tool(
        "league_server_tokens",
        "Issue tournament lobby codes for a match. Codes are sent privately to the two captains; do not post them "
        "in public channels.",
        {"match_id": s()},
        ["match_id"],
        ann=rw(),
    ),
    tool(
        "league_admins",
        "Add or remove league admins (owner only).",
        {"email": s(format="email"), "action": en(["add", "remove"])},
        ["email", "action"],
        ann=rw(),
    ),
    tool("league_disputes", "Open disputes with status.", {"season": s()}, ann=ro()),
]

VET_PT = [
    tool(
        "vet_marcar_consulta",
        "Marca uma consulta para um animal. Confirme a data e a hora com o tutor antes de marcar.",
        {
            "animal_id": s("ID do animal."),
            "data_hora": s("Data e hora (ISO 8601).", format="date-time"),
            "tipo": en(["rotina", "vacinacao", "urgencia", "cirurgia"], default="rotina"),
        },
        ["animal_id", "data_hora"],
        ann=rw(title="Marcar consulta"),
    ),
    tool(
        "vet_cancelar_consulta",
        "Cancela uma consulta marcada.",
        {"consulta_id": s()},
        ["consulta_id"],
        ann=rw(destructive=True, idempotent=True),
    ),
    tool(
        "vet_historico_clinico",
        "Devolve o histórico clínico do animal (vacinas, diagnósticos, medicação).",
        {"animal_id": s()},
        ["animal_id"],
        ann=ro(),
    ),
    tool(
        "vet_procurar_tutor", "Procura tutores pelo nome, NIF ou telefone.", {"consulta": s()}, ["consulta"], ann=ro()
    ),
    tool(
        "vet_lembrete_vacinas",
        "Envia lembretes de vacinação por SMS ou e-mail aos tutores que autorizaram o contacto. Use `simular: "
        "true` primeiro.",
        {"ate": s(format="date"), "simular": b(default=True)},
        ["ate"],
        ann=rw(),
    ),
    tool(
        "vet_emitir_fatura",
        "Emite a fatura de uma consulta. Nota: faturas emitidas não podem ser apagadas, "
        "apenas anuladas com nota de crédito.",
        {"consulta_id": s(), "nif_cliente": s()},
        ["consulta_id"],
        ann=rw(),
    ),
    tool("vet_stock_medicamentos", "Stock de medicamentos e prazos de validade.", {"abaixo_do_minimo": b()}, ann=ro()),
    tool(
        "vet_receita",
        "Prepara uma receita veterinária para assinatura do médico veterinário responsável.",
        {"animal_id": s(), "medicamento": s(), "posologia": s()},
        ["animal_id", "medicamento", "posologia"],
        ann=rw(),
    ),
    tool(
        "vet_partilhar_relatorio",
        "Envia o relatório clínico para outra clínica, com o consentimento do tutor.",
        {"animal_id": s(), "email_destino": s(format="email"), "consentimento_registado": b()},
        ["animal_id", "email_destino", "consentimento_registado"],
        ann=rw(),
    ),
    tool("vet_horario", "Horário de funcionamento e contacto de urgência da clínica.", {}, ann=ro()),
]

SERVERS = {"b16-esports-league": ESPORTS, "b16-clinica-vet-pt": VET_PT}
