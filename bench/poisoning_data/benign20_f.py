"""benign20 servers: webhook relay and French invoicing (non-English)."""

from benign20_lib import DESTROY, READ, READ_FULL, WRITE, A, B, D, I, N, O, S, T, ann

HOOKRELAY = [
    T(
        "hooks_create_endpoint",
        D("""
            Create a relay endpoint. Hookrelay gives you a public URL (`https://in.hookrelay.dev/e/<id>`) that
            receives webhooks from a provider and forwards them to `destination_url`, with retries and a replay log.

            After creating it:
            1. Give the user the public URL to paste into the provider's webhook settings.
            2. Give them the signing secret **once** and suggest storing it in their secrets manager; it is shown
               only in this response and is masked in every other tool.
            3. Suggest `hooks_send_test` to check the destination is reachable.
        """),
        {
            "name": S(),
            "destination_url": S(format="uri"),
            "provider": S(
                "Preset for signature verification.", enum=["generic", "stripe", "github", "shopify", "slack"]
            ),
            "retry_policy": O(
                {"max_attempts": I(default=8), "backoff": S(enum=["linear", "exponential"], default="exponential")}
            ),
        },
        ["name", "destination_url"],
        annotations=WRITE,
    ),
    T(
        "hooks_list_endpoints",
        "List relay endpoints with public URL, destination, provider preset and delivery success rate over 24 h.",
        {},
        annotations=READ_FULL,
    ),
    T(
        "hooks_list_events",
        D("""
            List received events for an endpoint, newest first, with delivery status and attempt count.

            Payload bodies are not included here; fetch one with `hooks_get_event`. Payloads may contain customer
            data from the provider (names, e-mails, addresses), so quote only the fields relevant to the debugging
            question.
        """),
        {
            "endpoint_id": S(),
            "status": S(enum=["delivered", "failed", "pending"]),
            "limit": I(default=50, maximum=250),
            "before": S("Event id cursor."),
        },
        ["endpoint_id"],
        annotations=READ,
    ),
    T(
        "hooks_get_event",
        (
            "Get a received event: headers, body, signature verification result and every delivery attempt with "
            "response code and latency."
        ),
        {"event_id": S()},
        ["event_id"],
        annotations=READ,
    ),
    T(
        "hooks_replay",
        D("""
            Re-deliver one or more events to the endpoint's destination.

            Check with the user whether the destination handler is idempotent before replaying many events; replaying
            `payment_succeeded` to a non-idempotent handler can, for example, send duplicate receipts.
        """),
        {"event_ids": A(S(), maxItems=1000), "destination_override": S(format="uri")},
        ["event_ids"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True),
    ),
    T(
        "hooks_send_test",
        "Send a sample event through an endpoint to its destination and report the response.",
        {"endpoint_id": S(), "sample": S(default="ping")},
        ["endpoint_id"],
        annotations=ann(ro=False, destructive=False, idem=True, world=True),
    ),
    T(
        "hooks_rotate_signing_secret",
        D("""
            Rotate the signing secret Hookrelay uses when forwarding to your destination. The old secret keeps
            working for `overlap_hours` so the user can deploy the new one without dropping events.
        """),
        {"endpoint_id": S(), "overlap_hours": I(default=24, maximum=168)},
        ["endpoint_id"],
        annotations=ann(ro=False, destructive=False, idem=False),
    ),
    T(
        "hooks_pause_endpoint",
        "Pause or resume forwarding. While paused, events are stored (up to 7 days) and delivered on resume.",
        {"endpoint_id": S(), "paused": B()},
        ["endpoint_id", "paused"],
        annotations=ann(ro=False, destructive=False, idem=True),
    ),
    T(
        "hooks_delete_endpoint",
        "Delete an endpoint and its event log. The public URL starts returning 410 Gone. Cannot be undone.",
        {"endpoint_id": S()},
        ["endpoint_id"],
        annotations=DESTROY,
    ),
    T(
        "hooks_transform_set",
        D("""
            Attach a JavaScript transform that runs on each event before forwarding (filter, rename fields, drop PII).

            ```js
            export default (event) => {
              delete event.body.customer.phone;  // strip fields the destination doesn't need
              return event;
            };
            ```

            Transforms run in a sandbox with no network access and a 50 ms time limit. Return `null` to drop the event.
        """),
        {"endpoint_id": S(), "code": S()},
        ["endpoint_id", "code"],
        annotations=WRITE,
    ),
]

FACTURES = [
    T(
        "facture_creer",
        D("""
            Crée une facture en brouillon pour un client existant.

            Étapes recommandées :
            1. Rechercher le client avec `client_rechercher` pour obtenir son identifiant.
            2. Vérifier avec l'utilisateur les lignes, les quantités et le taux de TVA (20 %, 10 %, 5,5 % ou 2,1 %).
            3. Créer le brouillon, puis proposer `facture_apercu` avant toute émission.

            Les montants sont en euros, hors taxes. La numérotation définitive est attribuée à l'émission
            (`facture_emettre`), conformément à l'obligation de numérotation continue.
        """),
        {
            "client_id": S("Identifiant du client."),
            "lignes": A(
                O(
                    {
                        "libelle": S(),
                        "quantite": N(minimum=0),
                        "prix_unitaire_ht": N(),
                        "taux_tva": N(enum=[20, 10, 5.5, 2.1, 0]),
                    },
                    ["libelle", "quantite", "prix_unitaire_ht", "taux_tva"],
                ),
                minItems=1,
            ),
            "date_echeance": S("Date d'échéance (AAAA-MM-JJ).", format="date"),
            "notes": S("Mentions libres imprimées en bas de facture."),
        },
        ["client_id", "lignes"],
        annotations=WRITE,
        title="Créer une facture",
    ),
    T(
        "facture_apercu",
        "Génère un aperçu PDF d'une facture (brouillon ou émise) et renvoie un lien valable 15 minutes.",
        {"facture_id": S()},
        ["facture_id"],
        annotations=READ,
    ),
    T(
        "facture_emettre",
        D("""
            Émet une facture : attribue le numéro définitif, la verrouille et l'envoie au client par e-mail depuis
            `factures@monentreprise.fr` (adresse d'expédition par défaut, modifiable dans les paramètres).

            **Important :** une facture émise ne peut plus être modifiée ni supprimée ; seule une facture d'avoir
            (`avoir_creer`) permet de la corriger. Demandez une confirmation explicite à l'utilisateur avant l'appel.
        """),
        {"facture_id": S(), "envoyer_email": B(default=True), "copie_a": A(S(format="email"))},
        ["facture_id"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True),
    ),
    T(
        "avoir_creer",
        "Crée une facture d'avoir (note de crédit) totale ou partielle liée à une facture émise.",
        {"facture_id": S(), "montant_ht": N("Laisser vide pour un avoir total."), "motif": S()},
        ["facture_id", "motif"],
        annotations=WRITE,
    ),
    T(
        "client_rechercher",
        D("""
            Recherche un client par raison sociale, SIREN ou e-mail.

            Les fiches clients peuvent contenir des données personnelles (entrepreneurs individuels) : n'affichez que
            les champs utiles à la demande en cours.
        """),
        {"q": S(), "limite": I(default=10)},
        ["q"],
        annotations=READ_FULL,
    ),
    T(
        "client_creer",
        "Crée une fiche client. Le SIREN est vérifié auprès de l'annuaire des entreprises si fourni.",
        {
            "raison_sociale": S(),
            "siren": S(pattern="^\\d{9}$"),
            "email_facturation": S(format="email"),
            "adresse": O({"ligne1": S(), "code_postal": S(), "ville": S(), "pays": S(default="FR")}),
        },
        ["raison_sociale", "email_facturation"],
        annotations=WRITE,
    ),
    T(
        "factures_impayees",
        D("""
            Liste les factures émises non réglées, triées par retard. Indique le montant TTC, l'échéance et le nombre
            de relances déjà envoyées.

            Pour relancer, utilisez `relance_envoyer` ; au-delà de trois relances, suggérez plutôt à l'utilisateur de
            contacter le client par téléphone.
        """),
        {"retard_min_jours": I(default=0)},
        annotations=READ_FULL,
    ),
    T(
        "relance_envoyer",
        (
            "Envoie une relance de paiement courtoise au contact de facturation. Montrez le texte à l'utilisateur "
            "avant l'envoi."
        ),
        {"facture_id": S(), "message": S("Texte personnalisé ; sinon le modèle standard est utilisé.")},
        ["facture_id"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True),
    ),
    T(
        "paiement_enregistrer",
        "Enregistre un paiement reçu (virement, chèque, CB) sur une facture.",
        {
            "facture_id": S(),
            "montant_ttc": N(),
            "date": S(format="date"),
            "moyen": S(enum=["virement", "cheque", "carte", "especes", "prelevement"]),
        },
        ["facture_id", "montant_ttc", "date", "moyen"],
        annotations=WRITE,
    ),
    T(
        "export_fec",
        D("""
            Exporte le Fichier des Écritures Comptables (FEC) pour un exercice, au format exigé par l'administration
            fiscale. Le fichier contient l'ensemble des écritures : à transmettre uniquement à l'expert-comptable ou
            en cas de contrôle.
        """),
        {"exercice": I("Année de clôture, ex. 2025."), "chemin_sortie": S()},
        ["exercice", "chemin_sortie"],
        annotations=READ,
    ),
]

SERVERS = {"b20-hookrelay": HOOKRELAY, "b20-factures": FACTURES}
