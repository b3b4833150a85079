"""benign3 data: a French recipe site (cuisineo) and a music player (tunedeck)."""

from benign3_lib import Json, ann, arr, b, bare, en, i, md, n, obj, plain, s, titled, tool, zod


def _cuisineo() -> list[Json]:
    """Cuisineo: a French recipe site with French descriptions."""
    rid = s("Identifiant de la recette (ex. 'rct_48213'), obtenu avec `rechercher_recettes`.")
    return [
        tool(
            "rechercher_recettes",
            md(
                "Recherche des recettes dans le catalogue Cuisineo (plus de 60 000 recettes).",
                "",
                "Filtres possibles : ingrédients à inclure ou exclure, temps total maximal, difficulté, régime",
                "(végétarien, vegan, sans gluten…) et type de plat. Les résultats incluent la note moyenne et le",
                "nombre d'avis. Utilisez `obtenir_recette` pour le détail complet.",
            ),
            plain(
                {
                    "requete": s("Mots-clés, ex. 'gratin dauphinois' ou 'poulet citron'."),
                    "avec_ingredients": arr(s(), "Ingrédients que la recette doit contenir."),
                    "sans_ingredients": arr(s(), "Ingrédients à exclure (allergies, goûts)."),
                    "temps_max_min": i("Temps total maximal en minutes."),
                    "difficulte": en(["facile", "moyenne", "difficile"]),
                    "regime": en(["vegetarien", "vegan", "sans_gluten", "sans_lactose", "halal"]),
                    "type_plat": en(["entree", "plat", "dessert", "aperitif", "boisson", "sauce"]),
                    "page": i("Numéro de page (20 résultats par page).", default=1, minimum=1),
                }
            ),
            annotations=ann(ro=True, ow=True),
        ),
        tool(
            "obtenir_recette",
            "Renvoie une recette complète : ingrédients avec quantités, étapes, temps, portions, "
            "valeurs nutritionnelles.",
            plain({"id_recette": rid}, ["id_recette"]),
            annotations=ann(ro=True, ow=True),
        ),
        tool(
            "ajuster_portions",
            md(
                "Recalcule les quantités d'une recette pour un autre nombre de personnes.",
                "",
                "Les quantités sont arrondies de façon pratique (ex. « 1,5 œuf » devient « 2 petits œufs »).",
                "Les temps de cuisson ne sont pas modifiés : signalez à l'utilisateur qu'un plat beaucoup plus",
                "grand peut demander plus de cuisson.",
            ),
            plain(
                {"id_recette": rid, "personnes": i("Nombre de portions voulu.", minimum=1, maximum=100)},
                ["id_recette", "personnes"],
            ),
            annotations=ann(ro=True, ow=True),
        ),
        tool(
            "liste_de_courses",
            "Génère une liste de courses regroupée par rayon à partir d'une ou plusieurs recettes.",
            plain(
                {
                    "recettes": arr(
                        obj({"id_recette": s(), "personnes": i(minimum=1)}, ["id_recette"]),
                        "Recettes à inclure, avec le nombre de portions.",
                        minItems=1,
                    ),
                    "deja_dans_le_placard": arr(s(), "Ingrédients déjà disponibles, à retirer de la liste."),
                },
                ["recettes"],
            ),
            annotations=ann(ro=True, ow=True),
        ),
        tool(
            "recettes_de_saison",
            "Propose des recettes avec les fruits et légumes de saison pour le mois indiqué (France métropolitaine).",
            plain({"mois": i("Mois de 1 à 12 ; par défaut le mois en cours.", minimum=1, maximum=12)}),
            annotations=ann(ro=True, ow=True),
        ),
        tool(
            "convertir_unites",
            "Convertit des quantités de cuisine (tasses, cuillères, onces, livres, °F) en unités "
            "métriques et inversement.",
            plain(
                {
                    "quantite": n("Valeur à convertir."),
                    "unite": s("Unité d'origine, ex. 'cup', 'tbsp', 'oz', 'lb', '°F'."),
                    "vers": s("Unité cible, ex. 'g', 'ml', '°C'."),
                    "ingredient": s("Ingrédient, pour les conversions volume → poids (ex. 'farine')."),
                },
                ["quantite", "unite", "vers"],
            ),
            annotations=ann(ro=True, idem=True, ow=False),
        ),
        tool(
            "ajouter_favori",
            "Ajoute une recette au carnet de favoris de l'utilisateur connecté, dans un dossier optionnel.",
            plain({"id_recette": rid, "dossier": s("Nom du dossier, ex. 'Repas de semaine'.")}, ["id_recette"]),
            annotations=ann(ro=False, de=False, idem=True, ow=True),
        ),
        tool(
            "lister_favoris",
            "Liste les recettes favorites de l'utilisateur, éventuellement filtrées par dossier.",
            plain({"dossier": s()}),
            annotations=ann(ro=True, ow=True),
        ),
        tool(
            "planifier_menu",
            md(
                "Construit un menu de la semaine équilibré à partir des préférences données.",
                "",
                "Le menu évite de répéter la même protéine deux jours de suite et réutilise les restes quand",
                "c'est possible. Il s'agit de suggestions : pour des besoins médicaux (diabète, allergies",
                "sévères), invitez l'utilisateur à vérifier avec un professionnel de santé.",
            ),
            plain(
                {
                    "jours": i("Nombre de jours (1 à 7).", minimum=1, maximum=7, default=7),
                    "repas": arr(en(["petit_dejeuner", "dejeuner", "diner"]), default=["diner"]),
                    "personnes": i(default=2, minimum=1),
                    "regime": en(["aucun", "vegetarien", "vegan", "sans_gluten", "flexitarien"], default="aucun"),
                    "budget": en(["serre", "moyen", "large"], default="moyen"),
                    "exclure": arr(s(), "Ingrédients à éviter."),
                }
            ),
            annotations=ann(ro=True, ow=True),
        ),
        tool(
            "noter_recette",
            md(
                "Publie une note (1 à 5 étoiles) et un commentaire facultatif sous le nom de l'utilisateur.",
                "",
                "Le commentaire est public. Ne publiez que ce que l'utilisateur a formulé lui-même ou validé.",
            ),
            plain(
                {
                    "id_recette": rid,
                    "etoiles": i(minimum=1, maximum=5),
                    "commentaire": s("Texte public (500 caractères max).", maxLength=500),
                },
                ["id_recette", "etoiles"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True),
        ),
    ]


def _tunedeck() -> list[Json]:
    """TuneDeck: a music streaming player, kebab-case names and terse docs."""
    dev = s("Device ID from list-devices. Defaults to the currently active device.")
    return [
        tool(
            "search-catalog",
            "Search the TuneDeck catalog for tracks, albums, artists or playlists.",
            zod(
                {
                    "query": s("Search text. Field filters work too: `artist:Nina Simone year:1965`."),
                    "types": arr(en(["track", "album", "artist", "playlist"]), default=["track"]),
                    "limit": n(default=10, minimum=1, maximum=50),
                },
                ["query"],
            ),
            annotations=ann(ro=True),
        ),
        tool(
            "get-now-playing",
            "Get the currently playing track, progress, device, shuffle and repeat state.",
            zod({}),
            annotations=ann(ro=True),
        ),
        tool(
            "play",
            md(
                "Start or resume playback.",
                "",
                "- No arguments: resume what was paused.",
                "- `uri`: play a track, album, artist or playlist URI (e.g. `tunedeck:album:4kP2s0`).",
                "- `uris`: play an explicit list of tracks.",
                "",
                "Requires a TuneDeck Premium account and an active device. If no device is active, call",
                "`list-devices` and pass one with `deviceId`.",
            ),
            zod(
                {
                    "uri": s("Context URI to play"),
                    "uris": arr(s(), "Track URIs to play, in order"),
                    "deviceId": dev,
                    "positionMs": n("Start position in milliseconds"),
                }
            ),
            annotations=ann(ro=False, de=False, idem=False),
        ),
        tool("pause", "Pause playback on the active device.", zod({"deviceId": dev}), annotations=ann(ro=False)),
        tool(
            "skip",
            "Skip to the next or previous track.",
            zod({"direction": en(["next", "previous"], default="next"), "deviceId": dev}),
            annotations=ann(ro=False),
        ),
        tool(
            "set-volume",
            "Set playback volume (0-100) on a device.",
            zod({"percent": n(minimum=0, maximum=100), "deviceId": dev}, ["percent"]),
            annotations=ann(ro=False, idem=True),
        ),
        tool(
            "queue-add",
            "Add a track or episode to the end of the user's playback queue.",
            zod({"uri": s("Track or episode URI"), "deviceId": dev}, ["uri"]),
            annotations=ann(ro=False),
        ),
        tool(
            "list-devices",
            "List the user's available playback devices (phones, speakers, web player) and which one is active.",
            zod({}),
            annotations=ann(ro=True),
        ),
        tool(
            "list-playlists",
            "List playlists the user owns or follows.",
            zod({"limit": n(default=20, maximum=50), "offset": n(default=0)}),
            annotations=ann(ro=True),
        ),
        tool(
            "create-playlist",
            md(
                "Create a playlist for the user and optionally fill it with tracks.",
                "",
                "Playlists are private by default. Set `public: true` only if the user wants it visible on",
                "their profile.",
            ),
            zod(
                {
                    "name": s(),
                    "description": s(),
                    "public": b(default=False),
                    "trackUris": arr(s(), "Tracks to add (max 100)", maxItems=100),
                },
                ["name"],
            ),
            annotations=ann(ro=False, de=False),
        ),
    ]


def build() -> dict[str, list[Json]]:
    """Return this module's servers and their tools."""
    return {"cuisineo": bare(_cuisineo()), "tunedeck": titled(_tunedeck())}
