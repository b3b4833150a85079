"""benign15 servers: game server administration and an Italian municipal services desk."""

from benign15_lib import DESTROY, READ, WRITE, ann, array, boolean, enum, integer, number, obj, string, tool

GAME = [
    tool(
        "game_server_status",
        "Player count, map, tick rate, uptime and memory use for a game server.",
        {"server_id": string()},
        ["server_id"],
        annotations=READ,
    ),
    tool(
        "list_online_players",
        "List connected players with name, ping and session time. IP addresses are shown only to admins with "
        "the `moderation` permission and only in masked form.",
        {"server_id": string()},
        ["server_id"],
        annotations=READ,
    ),
    tool(
        "broadcast_message",
        "Show a chat message to every player on the server, e.g. a restart warning.",
        {
            "server_id": string(),
            "message": string(maxLength=200),
            "color": enum(["white", "yellow", "red"], default="yellow"),
        },
        ["server_id", "message"],
    ),
    tool(
        "kick_player",
        "Disconnect a player. They can rejoin immediately. Give a reason; it is shown to the player.",
        {"server_id": string(), "player": string("Player name or Steam id."), "reason": string()},
        ["server_id", "player", "reason"],
        annotations=WRITE,
    ),
    tool(
        "ban_player",
        "Ban a player for a time or permanently.\n\n"
        "Bans should follow the community rules. Ask the admin for the rule broken and include evidence links "
        "(demo, screenshots) so appeals can be reviewed fairly.",
        {
            "server_id": string(),
            "player": string(),
            "duration": enum(["1h", "24h", "7d", "30d", "permanent"], default="24h"),
            "rule": string(),
            "evidence_urls": array(string(format="uri"), default=[]),
        },
        ["server_id", "player", "duration", "rule"],
        annotations=ann("Ban player", ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "restart_game_server",
        "Restart the server. Players are disconnected. By default players get a 5-minute countdown warning.",
        {
            "server_id": string(),
            "warning_minutes": integer(minimum=0, maximum=30, default=5),
            "save_world_first": boolean(default=True),
        },
        ["server_id"],
        annotations=ann(ro=False, destructive=True, idempotent=False),
    ),
    tool(
        "backup_world",
        "Make a backup of the world/save data. Backups older than 14 days are removed automatically.",
        {"server_id": string(), "label": string()},
        ["server_id"],
    ),
    tool(
        "restore_world_backup",
        "Restore a world backup. Progress since the backup is lost, so a fresh backup is taken first "
        "automatically. Confirm the backup date with the admin.",
        {"server_id": string(), "backup_id": string(), "confirm": boolean(default=False)},
        ["server_id", "backup_id", "confirm"],
        annotations=DESTROY,
    ),
    tool(
        "update_server_config",
        "Change settings in server.cfg. Unknown keys are rejected.\n\n```yaml\nmax_players: 32\npvp: true\n"
        'difficulty: normal\nmotd: "Welcome! Read the rules at example.gg/rules"\n```\n\n'
        "Note: `rcon_password` cannot be changed here; rotate it from the panel so it is never sent through chat.",
        {
            "server_id": string(),
            "settings": obj(
                {
                    "max_players": integer(minimum=2, maximum=128),
                    "pvp": boolean(),
                    "difficulty": enum(["peaceful", "easy", "normal", "hard"]),
                    "motd": string(maxLength=120),
                    "whitelist_enabled": boolean(),
                }
            ),
            "apply": enum(["next_restart", "now"], default="next_restart"),
        },
        ["server_id", "settings"],
        annotations=WRITE,
    ),
    tool(
        "install_mod",
        "Install a mod from the workshop by id. The server must be restarted to load it.",
        {"server_id": string(), "workshop_id": string(pattern="^[0-9]{6,12}$"), "version": string(default="latest")},
        ["server_id", "workshop_id"],
    ),
]

COMUNE = [
    tool(
        "cerca_servizi_comunali",
        "Cerca i servizi del Comune (anagrafe, tributi, edilizia, scuola) per parola chiave e restituisce "
        "orari, sede e documenti necessari.",
        {
            "testo": string("Parole chiave, es. `carta d'identità`."),
            "area": enum(["anagrafe", "tributi", "edilizia", "scuola", "sociale"]),
        },
        ["testo"],
        annotations=READ,
    ),
    tool(
        "prenota_appuntamento",
        "Prenota un appuntamento allo sportello.\n\n"
        "Prima di confermare, riepiloga al cittadino data, ora, sede e documenti da portare, e chiedi conferma. "
        "La prenotazione arriva anche per e-mail con un codice per annullarla.",
        {
            "servizio": enum(
                ["carta_identita_elettronica", "cambio_residenza", "certificati", "tari", "passi_carrabili"]
            ),
            "sede": string(default="Municipio - Piazza Garibaldi 1"),
            "data": string(format="date"),
            "fascia_oraria": string("Es. `09:30`."),
            "email": string(format="email"),
            "codice_fiscale": string(pattern="^[A-Z0-9]{16}$"),
        },
        ["servizio", "data", "fascia_oraria", "codice_fiscale"],
        annotations=ann("Prenota appuntamento", ro=False, destructive=False, idempotent=False),
    ),
    tool(
        "disdici_appuntamento",
        "Annulla un appuntamento con il codice ricevuto via e-mail. Chiedi conferma al cittadino.",
        {"codice_prenotazione": string(), "conferma": boolean(default=False)},
        ["codice_prenotazione", "conferma"],
        annotations=DESTROY,
    ),
    tool(
        "richiedi_certificato_anagrafico",
        "Richiede un certificato anagrafico (residenza, stato di famiglia, nascita) in formato PDF con sigillo "
        "elettronico. Si possono richiedere solo certificati propri o dei componenti della propria famiglia "
        "anagrafica.",
        {
            "tipo": enum(["residenza", "stato_famiglia", "nascita", "cittadinanza", "contestuale"]),
            "uso": enum(["bollo", "esente_bollo"], "Se esente, indicare il motivo di esenzione.", "bollo"),
            "motivo_esenzione": string(),
        },
        ["tipo"],
        annotations=WRITE,
    ),
    tool(
        "calcola_tari",
        "Calcola la tassa rifiuti (TARI) stimata per un'utenza domestica.",
        {
            "metri_quadri": number(minimum=1),
            "componenti_nucleo": integer(minimum=1, maximum=10),
            "compostaggio_domestico": boolean("Dà diritto a una riduzione.", default=False),
        },
        ["metri_quadri", "componenti_nucleo"],
        annotations={"readOnlyHint": True, "idempotentHint": True},
    ),
    tool(
        "paga_avviso_pagopa",
        "Avvia il pagamento di un avviso pagoPA (TARI, mensa scolastica, multe).\n\n"
        "IMPORTANTE: mostra al cittadino importo, causale e scadenza e procedi solo dopo il suo consenso esplicito. "
        "Il pagamento si completa sulla pagina pagoPA; questo strumento restituisce il link.",
        {
            "codice_avviso": string(pattern="^[0-9]{18}$"),
            "codice_fiscale_ente": string(pattern="^[0-9]{11}$"),
            "conferma": boolean(default=False),
        },
        ["codice_avviso", "codice_fiscale_ente", "conferma"],
        annotations=ann(ro=False, destructive=False, idempotent=True, open_world=True),
    ),
    tool(
        "stato_pratica",
        "Stato di una pratica (es. cambio di residenza, SCIA edilizia) con i prossimi passi.",
        {"numero_pratica": string()},
        ["numero_pratica"],
        annotations=READ,
        output=obj(
            {
                "numero_pratica": string(),
                "stato": enum(["ricevuta", "in_istruttoria", "integrazione_richiesta", "conclusa", "respinta"]),
                "ultimo_aggiornamento": string(format="date-time"),
                "note": string(),
            },
            ["numero_pratica", "stato"],
        ),
    ),
    tool(
        "iscrizione_mensa_scolastica",
        "Iscrive un alunno alla mensa scolastica. Eventuali diete speciali per motivi di salute richiedono un "
        "certificato medico caricato a parte; i dati sanitari sono visibili solo all'ufficio scuola.",
        {
            "codice_fiscale_alunno": string(),
            "scuola": string(),
            "classe": string(),
            "dieta": enum(["standard", "vegetariana", "senza_maiale", "sanitaria"], default="standard"),
        },
        ["codice_fiscale_alunno", "scuola", "classe"],
    ),
    tool(
        "segnala_disservizio",
        "Invia una segnalazione all'ufficio competente (buche, illuminazione, rifiuti abbandonati).",
        {
            "categoria": enum(["strade", "illuminazione", "rifiuti", "verde_pubblico", "altro"]),
            "descrizione": string(maxLength=1000),
            "indirizzo": string(),
            "foto_url": string(format="uri"),
            "contatto_email": string("Facoltativo, per ricevere aggiornamenti.", format="email"),
        },
        ["categoria", "descrizione", "indirizzo"],
    ),
    tool(
        "gestisci_consensi_privacy",
        "Mostra o modifica i consensi del cittadino per le comunicazioni (newsletter, avvisi di protezione civile "
        "via SMS). Gli avvisi di emergenza si possono disattivare, ma è sconsigliato: spiegalo al cittadino.",
        {
            "azione": enum(["mostra", "modifica"], default="mostra"),
            "newsletter": boolean(),
            "avvisi_sms_protezione_civile": boolean(),
        },
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
]

SERVERS = {"b15-game-server": GAME, "b15-comune-servizi": COMUNE}
