"""benign6 data: French-language weather (b6-meteo-fr) and e-signature (b6-signflow)."""

from benign6_lib import ann, arr, b, en, i, n, obj, s, tool

_LIEU = s("Nom de commune, code INSEE ou coordonnées « lat,lon » (ex. « 45.76,4.84 »)")

METEO = [
    tool(
        "previsions_jour",
        "Prévisions heure par heure pour une commune : température, ressenti, précipitations, vent et rafales. "
        "Horizon maximal : 72 heures.",
        {"lieu": _LIEU, "heures": i("Nombre d'heures à renvoyer", default=24, minimum=1, maximum=72)},
        ["lieu"],
        annotations=ann("Prévisions horaires", ro=True, open_world=True),
    ),
    tool(
        "previsions_semaine",
        "Tendance sur 10 jours (min/max, probabilité de pluie, indice de confiance de 1 à 5).",
        {"lieu": _LIEU, "unites": en(["metrique", "imperial"], default="metrique")},
        ["lieu"],
        annotations=ann(ro=True, open_world=True),
    ),
    tool(
        "vigilance_departement",
        "Niveau de vigilance (vert, jaune, orange, rouge) par phénomène pour un département.\n\n"
        "**Important :** en vigilance rouge, rappelez à l'utilisateur de suivre les consignes des autorités "
        "locales ; cet outil ne remplace pas les bulletins officiels "
        "(https://vigilance.meteo-fr.example/bulletins).",
        {"departement": s("Numéro de département, ex. « 69 », « 2A »")},
        ["departement"],
        annotations=ann("Vigilance", ro=True, open_world=True),
        out=obj(
            {
                "departement": s(),
                "niveau_max": en(["vert", "jaune", "orange", "rouge"]),
                "phenomenes": arr(obj({"type": s(), "niveau": s(), "debut": s(), "fin": s()}, strict=False)),
            },
            ["departement", "niveau_max"],
            strict=False,
        ),
    ),
    tool(
        "observations_station",
        "Dernières observations d'une station (température, humidité, pression, vent), pas de 10 minutes.",
        {"station_id": s("Identifiant à 8 chiffres"), "depuis": s("Date ISO 8601, défaut : il y a 6 h")},
        ["station_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "stations_proches",
        "Liste les stations d'observation les plus proches d'un lieu, avec leur altitude et la distance.",
        {"lieu": _LIEU, "nombre": i(default=5, maximum=20)},
        ["lieu"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "radar_pluie",
        "Lame d'eau radar des 2 dernières heures et prévision immédiate à 1 h, par pas de 5 minutes. "
        "Renvoie une URL d'image animée.",
        {"lieu": _LIEU, "rayon_km": i(default=50, maximum=200)},
        ["lieu"],
        annotations=ann(ro=True, open_world=True),
    ),
    tool(
        "qualite_air",
        "Indice ATMO et concentrations (O3, NO2, PM10, PM2.5) du jour et du lendemain.",
        {"lieu": _LIEU},
        ["lieu"],
        annotations=ann(ro=True),
    ),
    tool(
        "climatologie_normales",
        "Normales climatiques 1991-2020 d'une station : températures moyennes, cumul de pluie et ensoleillement "
        "par mois.",
        {"station_id": s(), "mois": i(minimum=1, maximum=12)},
        ["station_id"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "alerte_abonner",
        "Abonne une adresse e-mail ou un webhook aux alertes de vigilance d'un département. L'adresse reçoit un "
        "lien de confirmation ; n'utilisez que l'adresse fournie par l'utilisateur.",
        {
            "departement": s(),
            "email": s(format="email"),
            "webhook_url": s("URL HTTPS qui recevra un POST JSON", format="uri"),
            "niveau_min": en(["jaune", "orange", "rouge"], default="orange"),
        },
        ["departement"],
        annotations=ann(open_world=True),
    ),
    tool(
        "alerte_desabonner",
        "Supprime un abonnement aux alertes.",
        {"abonnement_id": s()},
        ["abonnement_id"],
        annotations=ann(destructive=True, idem=True),
    ),
]

_ENV = s("Envelope id returned by sf_envelope_create")

SIGNFLOW = [
    tool(
        "sf_envelope_create",
        "Create a draft envelope from one or more PDF documents and a list of signers. Nothing is sent until "
        "`sf_envelope_send`.\n\n"
        "Signing order: signers with the same `order` sign in parallel; lower numbers sign first.\n\n"
        "Docs: https://developer.signflow.example/envelopes",
        {
            "title": s(),
            "document_urls": arr(s(format="uri"), minItems=1),
            "signers": arr(
                obj(
                    {
                        "name": s(),
                        "email": s(format="email"),
                        "role": en(["signer", "approver", "cc"], default="signer"),
                        "order": i(default=1),
                        "auth": en(["email", "sms_code", "id_check"], default="email"),
                        "phone": s("Required for sms_code"),
                    },
                    ["name", "email"],
                ),
                minItems=1,
            ),
            "message": s(),
            "expires_in_days": i(default=30, maximum=120),
        },
        ["title", "document_urls", "signers"],
        title="Create envelope",
    ),
    tool(
        "sf_fields_place",
        "Place signature, initials, date or text fields on the documents. Coordinates are in PDF points from "
        "the top-left of the page. Use `anchor_text` instead of coordinates when the document contains a "
        "marker such as `[[sign_here_1]]`.",
        {
            "envelope_id": _ENV,
            "fields": arr(
                obj(
                    {
                        "signer_email": s(),
                        "type": en(["signature", "initials", "date_signed", "text", "checkbox"]),
                        "page": i(),
                        "x": n(),
                        "y": n(),
                        "anchor_text": s(),
                        "required": b(default=True),
                    },
                    ["signer_email", "type"],
                ),
                minItems=1,
            ),
        },
        ["envelope_id", "fields"],
        title="Place fields",
    ),
    tool(
        "sf_envelope_send",
        "Send the envelope to its signers by e-mail. Check the signer names and addresses with the user "
        "before sending - a sent envelope can be voided but not unsent.",
        {"envelope_id": _ENV},
        ["envelope_id"],
        annotations=ann("Send envelope", open_world=True),
    ),
    tool(
        "sf_envelope_status",
        "Status of an envelope and each signer (sent, viewed, signed, declined), with timestamps.",
        {"envelope_id": _ENV},
        ["envelope_id"],
        annotations=ann(ro=True, idem=True),
        out=obj(
            {
                "status": en(["draft", "sent", "completed", "declined", "voided", "expired"]),
                "signers": arr(obj({"email": s(), "status": s(), "at": s()}, strict=False)),
            },
            ["status"],
            strict=False,
        ),
    ),
    tool(
        "sf_envelopes_list",
        "List envelopes you sent or need to sign.",
        {
            "folder": en(["sent", "inbox", "drafts", "completed"], default="sent"),
            "search": s(),
            "limit": i(default=25),
        },
        annotations=ann(ro=True),
    ),
    tool(
        "sf_reminder_send",
        "E-mail a reminder to signers who have not signed yet. At most one reminder per signer per 24 hours.",
        {"envelope_id": _ENV, "note": s()},
        ["envelope_id"],
        annotations=ann(open_world=True),
    ),
    tool(
        "sf_envelope_void",
        "Void a sent envelope so it can no longer be signed. Signers are notified with the reason. Ask the "
        "user to confirm first.",
        {"envelope_id": _ENV, "reason": s(), "confirm": b()},
        ["envelope_id", "reason", "confirm"],
        annotations=ann("Void envelope", destructive=True, idem=True),
    ),
    tool(
        "sf_signed_download",
        "Download the completed, signed PDF and the audit certificate. Returns URLs valid for 10 minutes.",
        {"envelope_id": _ENV, "include_certificate": b(default=True)},
        ["envelope_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "sf_signer_replace",
        "Replace a signer who has not signed yet (for example if the wrong person was added). Requires the "
        "sender's confirmation.",
        {"envelope_id": _ENV, "old_email": s(), "new_name": s(), "new_email": s(format="email"), "confirm": b()},
        ["envelope_id", "old_email", "new_name", "new_email", "confirm"],
    ),
    tool(
        "sf_webhook_register",
        "Register a webhook that receives envelope events. Requests carry an HMAC-SHA256 signature made with "
        "the secret you provide. Ask the user to supply the secret and do not echo it back.",
        {
            "url": s(format="uri"),
            "events": arr(en(["envelope.sent", "envelope.completed", "envelope.declined", "signer.signed"])),
            "secret": s("Shared secret for signatures, at least 32 characters", minLength=32),
        },
        ["url", "events", "secret"],
    ),
]

SERVERS = {"b6-meteo-fr": METEO, "b6-signflow": SIGNFLOW}
