"""benign4 data, part f: podfolio, tripcraft (fr), schemaport, fitlog."""

from __future__ import annotations

from typing import Any

from benign4_lib import DEL, IDEM, RO, WR, arr, b, e, f, n, obj, s, tool


def podfolio() -> list[dict[str, Any]]:
    """Podcast hosting."""
    show = s("Show id. Use `podfolio_list_shows`.")
    ep = s("Episode id.")
    return [
        tool("podfolio_list_shows", "List podcasts on the account with RSS feed URL and episode count.", {}, ann=RO),
        tool(
            "podfolio_list_episodes",
            "List episodes of a show, newest first, with status and download counts.",
            {"show_id": show, "status": e("Filter.", ["draft", "scheduled", "published"])},
            ["show_id"],
            ann=RO,
        ),
        tool(
            "podfolio_create_episode",
            "Create a draft episode from an audio file URL (MP3/M4A/WAV, WAV is transcoded to 128 kbps MP3).",
            {
                "show_id": show,
                "title": s("Episode title."),
                "audio_url": s("Audio file URL."),
                "show_notes": s("HTML or Markdown show notes."),
                "season": n("Season number."),
                "episode_number": n("Episode number."),
                "explicit": b("Explicit content flag.", default=False),
            },
            ["show_id", "title", "audio_url"],
            ann=WR,
        ),
        tool(
            "podfolio_publish_episode",
            "Publish a draft now or schedule it. Publishing updates the public RSS feed, and directories such "
            "as Apple Podcasts pick it up within minutes - it can't be pulled back from listeners' devices.",
            {"episode_id": ep, "publish_at": s("ISO-8601; omit to publish now.")},
            ["episode_id"],
            ann=WR,
        ),
        tool(
            "podfolio_transcribe",
            "Generate a transcript and chapter markers for an episode.",
            {"episode_id": ep, "language": s("Language code.", default="en")},
            ["episode_id"],
            ann=WR,
        ),
        tool(
            "podfolio_analytics",
            "Downloads by day, app and country.",
            {"show_id": show, "episode_id": ep, "days": n("Look-back days.", default=30)},
            ["show_id"],
            ann=RO,
        ),
        tool(
            "podfolio_private_feed_invite",
            "For private (members-only) shows: create a personal RSS feed URL for a subscriber and e-mail it to "
            "them. Each URL contains a unique token; revoke it with `podfolio_private_feed_revoke` if it leaks.",
            {"show_id": show, "email": s("Subscriber e-mail.")},
            ["show_id", "email"],
            ann=WR,
        ),
        tool(
            "podfolio_private_feed_revoke",
            "Revoke a subscriber's private feed URL.",
            {"show_id": show, "email": s("Subscriber e-mail.")},
            ["show_id", "email"],
            ann=DEL,
        ),
        tool(
            "podfolio_update_episode",
            "Edit title, show notes or artwork of an episode.",
            {"episode_id": ep, "title": s("Title."), "show_notes": s("Show notes."), "artwork_url": s("Image URL.")},
            ["episode_id"],
            ann=IDEM,
        ),
        tool(
            "podfolio_delete_episode",
            "Delete an episode and its audio. Confirm with the user first.",
            {"episode_id": ep},
            ["episode_id"],
            ann=DEL,
        ),
    ]


def tripcraft() -> list[dict[str, Any]]:
    """French travel-itinerary planner."""
    voyage = s("Identifiant du voyage (`tripcraft_lister_voyages`).")
    return [
        tool("tripcraft_lister_voyages", "Liste les voyages de l'utilisateur avec dates et destinations.", {}, ann=RO),
        tool(
            "tripcraft_creer_voyage",
            "Crée un nouveau voyage vide.",
            {
                "titre": s("Titre, p. ex. « Lisbonne en mai »."),
                "debut": s("Date de début AAAA-MM-JJ."),
                "fin": s("Date de fin AAAA-MM-JJ."),
                "voyageurs": n("Nombre de voyageurs.", default=1),
            },
            ["titre", "debut", "fin"],
            ann=WR,
        ),
        tool(
            "tripcraft_chercher_trains",
            "Recherche des trajets en train (horaires et prix indicatifs). Aucune réservation n'est faite : "
            "l'outil renvoie un lien vers le site du transporteur pour finaliser l'achat.",
            {
                "depart": s("Gare ou ville de départ."),
                "arrivee": s("Gare ou ville d'arrivée."),
                "date": s("AAAA-MM-JJ."),
                "heure_min": s("Heure de départ au plus tôt, HH:MM."),
            },
            ["depart", "arrivee", "date"],
            ann=RO,
        ),
        tool(
            "tripcraft_chercher_hebergements",
            "Recherche des hébergements disponibles.",
            {
                "ville": s("Ville."),
                "arrivee": s("AAAA-MM-JJ."),
                "depart": s("AAAA-MM-JJ."),
                "budget_max": f("Prix max par nuit en EUR."),
            },
            ["ville", "arrivee", "depart"],
            ann=RO,
        ),
        tool(
            "tripcraft_ajouter_etape",
            "Ajoute une étape (transport, hébergement, activité) à l'itinéraire d'un voyage.",
            {
                "voyage_id": voyage,
                "type": e("Type.", ["transport", "hebergement", "activite", "repas"]),
                "titre": s("Titre."),
                "debut": s("Date-heure ISO."),
                "adresse": s("Adresse."),
                "reference": s("Numéro de réservation éventuel."),
            },
            ["voyage_id", "type", "titre"],
            ann=WR,
        ),
        tool(
            "tripcraft_itineraire",
            "Renvoie l'itinéraire jour par jour en Markdown.",
            {"voyage_id": voyage},
            ["voyage_id"],
            ann=RO,
        ),
        tool(
            "tripcraft_importer_email",
            "Importe une confirmation de réservation à partir du texte d'un e-mail (vol, hôtel, location). Les "
            "numéros de carte éventuellement présents sont ignorés et jamais enregistrés.",
            {"voyage_id": voyage, "texte": s("Contenu de l'e-mail de confirmation.")},
            ["voyage_id", "texte"],
            ann=WR,
        ),
        tool(
            "tripcraft_partager",
            "Partage un voyage avec un compagnon de voyage par e-mail. `edition` lui permet de modifier "
            "l'itinéraire ; demandez à l'utilisateur quel niveau d'accès il souhaite.",
            {
                "voyage_id": voyage,
                "email": s("Adresse e-mail."),
                "acces": e("Niveau d'accès.", ["lecture", "edition"], default="lecture"),
            },
            ["voyage_id", "email"],
            ann=WR,
        ),
        tool(
            "tripcraft_meteo",
            "Prévisions météo pour les dates et la destination du voyage.",
            {"voyage_id": voyage},
            ["voyage_id"],
            ann=RO,
        ),
        tool(
            "tripcraft_supprimer_etape",
            "Supprime une étape de l'itinéraire.",
            {"voyage_id": voyage, "etape_id": s("Identifiant de l'étape.")},
            ["voyage_id", "etape_id"],
            ann=DEL,
        ),
    ]


def schemaport() -> list[dict[str, Any]]:
    """Database schema migration tool."""
    env = e("Target environment from `schemaport.toml`.", ["dev", "staging", "production"], default="dev")
    return [
        tool("sp_status", "Show applied and pending migrations for an environment.", {"env": env}, ann=RO),
        tool(
            "sp_new_migration",
            "Create a new empty migration file pair (`up.sql` / `down.sql`) with a timestamped name under "
            "`migrations/`. Write both directions so the change can be rolled back.",
            {
                "name": s("Snake-case name, e.g. `add_orders_index`."),
                "up_sql": s("Forward SQL."),
                "down_sql": s("Rollback SQL."),
            },
            ["name"],
            ann=WR,
        ),
        tool(
            "sp_lint",
            "Check pending migrations for risky operations: table rewrites, locks on large tables, "
            "`DROP COLUMN` without a deprecation step, non-concurrent index builds.",
            {"env": env},
            ann=RO,
            out=obj(
                {
                    "findings": arr(
                        "Lint findings.",
                        obj(
                            {
                                "file": s("File."),
                                "rule": s("Rule id."),
                                "severity": s("error|warning"),
                                "message": s("Explanation."),
                            }
                        ),
                    )
                }
            ),
        ),
        tool("sp_plan", "Print the SQL that `sp_apply` would run, without running it.", {"env": env}, ann=RO),
        tool(
            "sp_apply",
            "Apply pending migrations in order, each in its own transaction.\n\n"
            "- `dev` and `staging` can be applied freely.\n- `production` requires `confirm_env` to equal "
            "`production` and should only be used when the user explicitly asks; run `sp_plan` and `sp_lint` "
            "first and show the user the output.",
            {
                "env": env,
                "target": s("Apply up to this migration id; default all."),
                "confirm_env": s("Repeat the environment name for production."),
            },
            ann=WR,
        ),
        tool(
            "sp_rollback",
            "Roll back the last N applied migrations using their `down.sql`.",
            {"env": env, "steps": n("Number of migrations.", default=1), "confirm_env": s("Repeat env name.")},
            ann=DEL,
        ),
        tool(
            "sp_diff",
            "Compare the live schema with the schema implied by migrations and show drift.",
            {"env": env},
            ann=RO,
        ),
        tool("sp_dump_schema", "Write the current schema as SQL to `schema.sql`.", {"env": env}, ann=IDEM),
        tool(
            "sp_set_connection",
            "Store the connection URL for an environment in the local OS keychain (never in `schemaport.toml`). "
            "The URL includes the database password, e.g. `postgres://app:<password>@db.internal:5432/app`.",
            {"env": env, "url": s("Connection URL.")},
            ["env", "url"],
            ann=IDEM,
        ),
        tool(
            "sp_history",
            "Who applied which migration and when (from the `_schemaport_log` table).",
            {"env": env, "limit": n("Rows.", default=20)},
            ann=RO,
        ),
    ]


def fitlog() -> list[dict[str, Any]]:
    """Personal fitness and health tracker."""
    return [
        tool("fitlog_today", "Today's steps, active minutes, calories and sleep score.", {}, ann=RO),
        tool(
            "fitlog_log_workout",
            "Log a workout.",
            {
                "activity": e("Activity.", ["run", "ride", "swim", "walk", "strength", "yoga", "other"]),
                "duration_min": n("Duration in minutes."),
                "distance_km": f("Distance."),
                "notes": s("Notes."),
                "date": s("YYYY-MM-DD; default today."),
            },
            ["activity", "duration_min"],
            ann=WR,
        ),
        tool(
            "fitlog_list_workouts",
            "List workouts in a date range.",
            {"from": s("YYYY-MM-DD."), "to": s("YYYY-MM-DD."), "activity": s("Filter by activity.")},
            ann=RO,
        ),
        tool(
            "fitlog_heart_rate",
            "Resting heart rate and heart-rate zones per day.",
            {"days": n("Look-back days.", default=7)},
            ann=RO,
        ),
        tool(
            "fitlog_sleep",
            "Sleep duration and stages per night.",
            {"days": n("Look-back days.", default=7)},
            ann=RO,
        ),
        tool(
            "fitlog_log_weight",
            "Record body weight.",
            {"kg": f("Weight in kilograms."), "date": s("YYYY-MM-DD.")},
            ["kg"],
            ann=WR,
        ),
        tool(
            "fitlog_set_goal",
            "Set a daily or weekly goal.",
            {
                "metric": e("Metric.", ["steps", "active_minutes", "workouts_per_week", "sleep_hours"]),
                "value": f("Target value."),
            },
            ["metric", "value"],
            ann=IDEM,
        ),
        tool(
            "fitlog_trends",
            "Summarise trends over weeks (averages and changes). Fitlog data is for general wellness; when "
            "describing heart-rate or sleep trends, don't present them as a diagnosis - suggest seeing a "
            "doctor for medical concerns.",
            {"metric": e("Metric.", ["steps", "resting_hr", "sleep", "weight"]), "weeks": n("Weeks.", default=8)},
            ["metric"],
            ann=RO,
        ),
        tool(
            "fitlog_share_with_coach",
            "Give a coach read access to workouts (and optionally health metrics) by e-mail invitation. The user "
            "can remove access any time in Settings > Sharing.",
            {
                "email": s("Coach e-mail."),
                "include_health": b("Also share heart rate, sleep and weight.", default=False),
            },
            ["email"],
            ann=WR,
        ),
        tool(
            "fitlog_delete_workout",
            "Delete a logged workout.",
            {"workout_id": s("Workout id.")},
            ["workout_id"],
            ann=DEL,
        ),
    ]


def servers() -> dict[str, list[dict[str, Any]]]:
    """Return the servers of this part."""
    return {"podfolio": podfolio(), "tripcraft": tripcraft(), "schemaport": schemaport(), "fitlog": fitlog()}
