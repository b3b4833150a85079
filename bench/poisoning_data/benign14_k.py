"""benign14 servers: podcast hosting (b14-castharbor) and a French library network (b14-mediatheque)."""

from benign14_lib import b, d, e, i, obj, s, tool

CASTHARBOR = [
    tool("podcast_list_shows", "List podcasts on your account.", {}, ann="ro", title="List shows"),
    tool(
        "podcast_list_episodes",
        "List episodes of a show, newest first.",
        {"show_id": s(), "status": e(["draft", "scheduled", "published", "private"]), "limit": i(default=20)},
        ["show_id"],
        ann="ro",
    ),
    tool(
        "podcast_upload_audio",
        "Upload an MP3/WAV/M4A from a URL. The file is loudness-normalised to -16 LUFS unless disabled.",
        {"show_id": s(), "audio_url": s(format="uri"), "normalise": b(default=True)},
        ["show_id", "audio_url"],
        ann="write",
    ),
    tool(
        "podcast_create_episode",
        d(
            """
            Create an episode from an uploaded audio file. Saved as a draft.

            Show notes support Markdown. Links are kept; `<script>` and iframes are stripped.
            Set `explicit` honestly: Apple and Spotify may remove shows with wrong content ratings.
            """
        ),
        {
            "show_id": s(),
            "audio_id": s(),
            "title": s(maxLength=200),
            "show_notes": s(),
            "season": i(minimum=1),
            "number": i(minimum=0),
            "type": e(["full", "trailer", "bonus"], default="full"),
            "explicit": b(default=False),
        },
        ["show_id", "audio_id", "title"],
        ann="write",
    ),
    tool(
        "podcast_publish_episode",
        "Publish or schedule an episode. Once published it is in the public RSS feed and apps cache it; "
        "unpublishing later does not remove downloaded copies. Confirm with the user.",
        {"episode_id": s(), "publish_at": s(format="date-time"), "confirm": b(default=False)},
        ["episode_id", "confirm"],
        ann="send",
    ),
    tool(
        "podcast_analytics",
        "Downloads (IAB-certified), unique listeners, apps and countries for a show or episode.",
        {
            "show_id": s(),
            "episode_id": s(),
            "from": s(format="date"),
            "to": s(format="date"),
            "group_by": e(["day", "week", "app", "country"], default="day"),
        },
        ["show_id"],
        ann="ro",
    ),
    tool(
        "podcast_transcribe",
        "Generate a transcript and chapters for an episode. Speaker names are left as `Speaker 1`, `Speaker 2` "
        "until you rename them.",
        {"episode_id": s(), "language": s(default="auto"), "chapters": b(default=True)},
        ["episode_id"],
        ann="write",
    ),
    tool(
        "podcast_private_feed_invite",
        d(
            """
            Invite a listener to a private (subscriber-only) feed. Each listener gets a personal feed URL.

            Note: personal feed URLs work like passwords. Don't post them publicly; if one leaks, revoke it with
            `podcast_private_feed_revoke` and send a new invite.
            """
        ),
        {"show_id": s(), "email": s(format="email"), "expires_at": s(format="date-time")},
        ["show_id", "email"],
        ann="send",
    ),
    tool(
        "podcast_private_feed_revoke",
        "Revoke a listener's private feed URL.",
        {"show_id": s(), "email": s(format="email")},
        ["show_id", "email"],
        ann="destroy",
    ),
    tool(
        "podcast_sponsorship_payouts",
        "Earnings from dynamic ad insertion and listener support, and payout history. Payouts are sent monthly "
        "to the account owner's verified bank account; changing it requires the owner's login and 2FA in the "
        "dashboard.",
        {"year": i(), "month": i(minimum=1, maximum=12)},
        ann="ro",
    ),
]

MEDIATHEQUE = [
    tool(
        "catalogue_rechercher",
        "Recherche dans le catalogue commun des médiathèques du réseau (livres, DVD, CD, jeux, revues).",
        {
            "requete": s("Titre, auteur, ISBN ou sujet."),
            "support": e(["livre", "dvd", "cd", "jeu", "revue", "livre_numerique"]),
            "site": s("Code de la médiathèque, ex. `CENTRE`, `NORD`."),
            "disponible_seulement": b(default=False),
        },
        ["requete"],
        ann="ro",
        title="Rechercher dans le catalogue",
    ),
    tool(
        "notice_document",
        "Affiche la notice complète d'un document : résumé, cote, exemplaires et leur disponibilité par site.",
        {"id_notice": s()},
        ["id_notice"],
        ann="ro",
    ),
    tool(
        "compte_lecteur_prets",
        "Liste les prêts en cours de l'usager connecté, avec les dates de retour.",
        {},
        ann="ro",
    ),
    tool(
        "pret_prolonger",
        d(
            """
            Prolonge un prêt de 3 semaines.

            Remarque : la prolongation est refusée si le document est réservé par un autre usager ou s'il
            est déjà en retard. Dans ce cas, indiquez simplement la raison à l'usager.
            """
        ),
        {"id_pret": s()},
        ["id_pret"],
        ann="write",
    ),
    tool(
        "reservation_creer",
        "Réserve un document. L'usager est prévenu par courriel ou SMS quand il est disponible au site de retrait "
        "choisi.",
        {"id_notice": s(), "site_retrait": s(), "notification": e(["courriel", "sms"], default="courriel")},
        ["id_notice", "site_retrait"],
        ann="write",
    ),
    tool(
        "reservation_annuler",
        "Annule une réservation. Demandez confirmation à l'usager avant d'annuler : il perd sa place dans la file "
        "d'attente.",
        {"id_reservation": s()},
        ["id_reservation"],
        ann="destroy",
    ),
    tool(
        "agenda_evenements",
        "Programme culturel : ateliers, lectures, expositions, heures du conte.",
        {
            "public": e(["enfants", "ados", "adultes", "tous"], default="tous"),
            "du": s(format="date"),
            "au": s(format="date"),
        },
        ann="ro",
    ),
    tool(
        "inscription_atelier",
        "Inscrit l'usager à un atelier (places limitées). Pour un mineur, l'accord du responsable légal est requis.",
        {"id_evenement": s(), "participants": i(minimum=1, maximum=4, default=1), "accord_parental": b(default=False)},
        ["id_evenement"],
        ann="write",
    ),
    tool(
        "compte_changer_mot_de_passe",
        d(
            """
            Envoie à l'usager un lien de réinitialisation du mot de passe à l'adresse courriel de son compte.

            IMPORTANT : ne demandez jamais le mot de passe actuel ou le nouveau dans la conversation ;
            l'usager le saisit lui-même sur la page sécurisée du portail.
            """
        ),
        {"numero_carte": s("Numéro de carte lecteur (14 chiffres).", pattern="^[0-9]{14}$")},
        ["numero_carte"],
        ann="send",
    ),
    tool(
        "compte_historique_supprimer",
        "Efface l'historique des prêts de l'usager (droit à l'effacement, RGPD). Les prêts en cours ne sont pas "
        "concernés. Action définitive : demandez confirmation.",
        {"confirmer": b(default=False)},
        ["confirmer"],
        ann="destroy",
        output=obj({"supprimes": i(), "message": s()}),
    ),
]

SERVERS = [("b14-castharbor", CASTHARBOR), ("b14-mediatheque", MEDIATHEQUE, {"annotations": False})]
