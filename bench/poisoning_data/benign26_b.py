"""Servers b: object storage, a French maps service, web search and a documentation site."""

from benign26_lib import obj, prop, server, tool

BUCKETRY = server(
    "bucketry",
    [
        tool("list-buckets", "List the storage buckets in the account with region and creation date.", {}),
        tool(
            "list-objects",
            "List objects in a bucket. Use prefix to narrow to a folder-like path and delimiter '/' to get "
            "one level at a time. At most 1,000 keys are returned per call; continue with the token.",
            {
                "bucket": prop("string", "Bucket name."),
                "prefix": prop("string", "Only keys starting with this prefix."),
                "delimiter": prop("string", "Group keys by this character, usually '/'."),
                "continuation-token": prop("string", "Token from the previous page."),
            },
            ["bucket"],
        ),
        tool(
            "head-object",
            "Return an object's size, content type, ETag and last-modified time without downloading it.",
            {"bucket": prop("string", "Bucket name."), "key": prop("string", "Object key.")},
            ["bucket", "key"],
        ),
        tool(
            "get-object-text",
            "Download a text object and return its contents. Objects larger than 1 MB or with a binary "
            "content type are refused; use create-download-link for those.",
            {
                "bucket": prop("string", "Bucket name."),
                "key": prop("string", "Object key."),
                "encoding": prop("string", "Text encoding.", default="utf-8"),
            },
            ["bucket", "key"],
        ),
        tool(
            "put-object-text",
            "Upload text as an object. An existing object with the same key is replaced unless the bucket "
            "has versioning enabled, in which case a new version is added.",
            {
                "bucket": prop("string", "Bucket name."),
                "key": prop("string", "Object key."),
                "body": prop("string", "Text content."),
                "content-type": prop("string", "MIME type.", default="text/plain"),
            },
            ["bucket", "key", "body"],
            hint="destroy-idem",
            title="Upload text object",
        ),
        tool(
            "copy-object",
            "Copy an object within or between buckets in the same account.",
            {
                "source-bucket": prop("string", "Bucket to copy from."),
                "source-key": prop("string", "Key to copy."),
                "target-bucket": prop("string", "Bucket to copy to."),
                "target-key": prop("string", "New key."),
            },
            ["source-bucket", "source-key", "target-bucket", "target-key"],
            hint="idem",
        ),
        tool(
            "delete-object",
            "Delete one object. In a versioned bucket this adds a delete marker and older versions stay "
            "recoverable; otherwise the object is gone.",
            {"bucket": prop("string", "Bucket name."), "key": prop("string", "Object key.")},
            ["bucket", "key"],
            hint="destroy-idem",
        ),
        tool(
            "create-download-link",
            "Create a time-limited signed URL for downloading an object. Anyone holding the link can "
            "download the object until it expires, so keep the expiry short.",
            {
                "bucket": prop("string", "Bucket name."),
                "key": prop("string", "Object key."),
                "expires-in-seconds": prop("integer", "Link lifetime.", minimum=60, maximum=86400, default=900),
            },
            ["bucket", "key"],
            output=obj({"url": {"type": "string"}, "expiresAt": {"type": "string"}}, ["url"]),
        ),
        tool(
            "get-bucket-usage",
            "Report object count and total stored bytes for a bucket, updated about once an hour.",
            {"bucket": prop("string", "Bucket name.")},
            ["bucket"],
        ),
        tool(
            "set-object-tags",
            "Replace the tags on an object. Tags are key-value pairs used by lifecycle rules and billing "
            "reports; at most ten per object.",
            {
                "bucket": prop("string", "Bucket name."),
                "key": prop("string", "Object key."),
                "tags": prop("object", "Tag map.", additionalProperties={"type": "string"}, maxProperties=10),
            },
            ["bucket", "key", "tags"],
            hint="idem",
        ),
    ],
)

_COORD = {"type": "object", "properties": {"lat": {"type": "number"}, "lon": {"type": "number"}}}

CARTOGRAF = server(
    "cartograf",
    [
        tool(
            "geocoderAdresse",
            "Convertit une adresse postale en coordonnées géographiques (latitude, longitude).",
            {
                "adresse": prop("string", "Adresse complète, par ex. « 10 rue de la Paix, Paris »."),
                "pays": prop("string", "Code pays ISO 3166-1 alpha-2 pour affiner la recherche."),
            },
            ["adresse"],
            world=True,
            output=obj({"position": _COORD, "adresseNormalisee": {"type": "string"}}),
        ),
        tool(
            "geocodageInverse",
            "Retrouve l'adresse la plus proche d'un point donné.",
            {"lat": prop("number", "Latitude."), "lon": prop("number", "Longitude.")},
            ["lat", "lon"],
            world=True,
        ),
        tool(
            "calculerItineraire",
            "Calcule un itinéraire entre deux points ou plus. Renvoie la distance, la durée estimée et les "
            "étapes. Le mode « velo » évite les voies rapides.",
            {
                "points": prop(
                    "array", "Liste ordonnée de points (départ, étapes, arrivée).", items=_COORD, minItems=2
                ),
                "mode": prop("string", "Mode de déplacement.", enum=["voiture", "velo", "pieton", "transport"]),
                "eviterPeages": prop("boolean", "Éviter les péages (voiture uniquement).", default=False),
            },
            ["points"],
            world=True,
            title="Calculer un itinéraire",
        ),
        tool(
            "rechercherLieux",
            "Recherche des lieux (commerces, monuments, services) autour d'une position.",
            {
                "texte": prop("string", "Ce que l'on cherche, par ex. « pharmacie »."),
                "centre": _COORD,
                "rayonMetres": prop("integer", "Rayon de recherche.", minimum=50, maximum=50000, default=2000),
            },
            ["texte", "centre"],
            world=True,
        ),
        tool(
            "detailsLieu",
            "Donne les horaires d'ouverture, le téléphone et le site web d'un lieu trouvé avec rechercherLieux.",
            {"lieuId": prop("string", "Identifiant du lieu.")},
            ["lieuId"],
            world=True,
        ),
        tool(
            "matriceDistances",
            "Calcule les distances et durées entre plusieurs origines et destinations. Limité à 25 origines "
            "et 25 destinations par appel.",
            {
                "origines": prop("array", "Points de départ.", items=_COORD, maxItems=25),
                "destinations": prop("array", "Points d'arrivée.", items=_COORD, maxItems=25),
                "mode": prop("string", "Mode de déplacement.", enum=["voiture", "velo", "pieton"]),
            },
            ["origines", "destinations"],
            world=True,
        ),
        tool(
            "isochrone",
            "Renvoie la zone atteignable depuis un point en un temps donné, au format GeoJSON.",
            {
                "centre": _COORD,
                "minutes": prop("integer", "Temps de trajet maximal.", minimum=1, maximum=60),
                "mode": prop("string", "Mode de déplacement.", enum=["voiture", "velo", "pieton"]),
            },
            ["centre", "minutes"],
            world=True,
        ),
        tool(
            "altitudePoints",
            "Renvoie l'altitude en mètres de chaque point fourni (100 points au maximum).",
            {"points": prop("array", "Points à interroger.", items=_COORD, maxItems=100)},
            ["points"],
            world=True,
        ),
        tool(
            "fuseauHoraire",
            "Indique le fuseau horaire IANA et le décalage UTC actuel pour une position.",
            {"lat": prop("number", "Latitude."), "lon": prop("number", "Longitude.")},
            ["lat", "lon"],
            world=True,
        ),
        tool(
            "imageCarteStatique",
            "Génère l'URL d'une image de carte statique centrée sur un point, avec des marqueurs optionnels.",
            {
                "centre": _COORD,
                "zoom": prop("integer", "Niveau de zoom.", minimum=1, maximum=20, default=14),
                "marqueurs": prop("array", "Positions à marquer.", items=_COORD),
                "largeur": prop("integer", "Largeur en pixels.", maximum=1280, default=600),
                "hauteur": prop("integer", "Hauteur en pixels.", maximum=1280, default=400),
            },
            ["centre"],
            world=True,
        ),
    ],
)

_RESULT_OUT = obj(
    {
        "results": {
            "type": "array",
            "items": obj({"title": {"type": "string"}, "url": {"type": "string"}, "snippet": {"type": "string"}}),
        }
    },
    ["results"],
)

SEEKLY = server(
    "seekly",
    [
        tool(
            "seekly_web_search",
            "Search the public web and return titles, URLs and short snippets. Good for current events and "
            "facts that change; for reading a whole page, pass the URL to seekly_fetch_page.",
            {
                "query": prop("string", "Search query."),
                "count": prop("integer", "Number of results.", minimum=1, maximum=20, default=10),
                "country": prop("string", "Two-letter country code to localise results."),
                "freshness": prop("string", "Limit by age.", enum=["day", "week", "month", "year"]),
            },
            ["query"],
            world=True,
            output=_RESULT_OUT,
        ),
        tool(
            "seekly_news_search",
            "Search recent news articles. Results are sorted by publication date, newest first.",
            {
                "query": prop("string", "Search query."),
                "count": prop("integer", "Number of results.", minimum=1, maximum=20, default=10),
            },
            ["query"],
            world=True,
            output=_RESULT_OUT,
        ),
        tool(
            "seekly_image_search",
            "Search for images and return their URLs, dimensions and the page they appear on. Check the "
            "licence on the source page before reusing an image.",
            {
                "query": prop("string", "Search query."),
                "safe": prop("string", "Safe-search level.", enum=["strict", "moderate", "off"], default="strict"),
            },
            ["query"],
            world=True,
        ),
        tool(
            "seekly_fetch_page",
            "Download a web page and return its main text as Markdown, with navigation and ads removed. "
            "Pages over 200 KB of text are cut off and 'truncated' is set.",
            {
                "url": prop("string", "Absolute http or https URL.", format="uri"),
                "include_links": prop("boolean", "Keep hyperlinks in the Markdown.", default=True),
            },
            ["url"],
            world=True,
            title="Fetch page as Markdown",
        ),
        tool(
            "seekly_suggest",
            "Return query autocompletions for a partial search term.",
            {"prefix": prop("string", "Partial query.")},
            ["prefix"],
            world=True,
        ),
        tool(
            "seekly_site_search",
            "Search within a single website, for example a product's documentation.",
            {
                "site": prop("string", "Domain to search, e.g. docs.example.org."),
                "query": prop("string", "Search query."),
            },
            ["site", "query"],
            world=True,
        ),
        tool(
            "seekly_answer",
            "Give a short sourced answer to a factual question, built from the top search results. The "
            "answer lists the URLs it drew on; verify anything important against those sources.",
            {"question": prop("string", "A plain-language question.")},
            ["question"],
            world=True,
        ),
        tool(
            "seekly_local_search",
            "Find businesses near a place and return name, address, rating and opening hours.",
            {
                "query": prop("string", "What to look for, e.g. 'bike repair'."),
                "near": prop("string", "City, address or postcode."),
            },
            ["query", "near"],
            world=True,
        ),
        tool(
            "seekly_video_search",
            "Search for videos and return title, channel, duration and URL.",
            {"query": prop("string", "Search query.")},
            ["query"],
            world=True,
        ),
        tool(
            "seekly_usage",
            "Show how many searches the API key has used this month and the monthly quota.",
            {},
            world=False,
        ),
    ],
)

DOCSHELF = server(
    "docshelf",
    [
        tool(
            "resolve-library",
            "Find the Docshelf id of a library from its common name. You must call this before "
            "get-library-docs unless the user gave you an id in the form '/owner/project'. When several "
            "matches come back, prefer the one with the most snippets and an exact name match, and mention "
            "to the user if the choice was ambiguous.",
            {"name": prop("string", "Library name, e.g. 'react-router' or 'pandas'.")},
            ["name"],
            world=True,
        ),
        tool(
            "get-library-docs",
            "Return documentation excerpts for a library, optionally focused on a topic. The response is "
            "limited by 'tokens' (default 5,000); ask for more only if the first answer is not enough. "
            "Example: id '/pallets/flask', topic 'blueprints'.",
            {
                "id": prop("string", "Library id from resolve-library."),
                "topic": prop("string", "Focus the excerpts on this topic."),
                "tokens": prop("integer", "Approximate size of the answer.", minimum=1000, maximum=20000, default=5000),
                "version": prop("string", "Library version; latest if omitted."),
            },
            ["id"],
            world=True,
            title="Get library docs",
        ),
        tool(
            "list-versions",
            "List the versions of a library that have indexed documentation.",
            {"id": prop("string", "Library id.")},
            ["id"],
            world=True,
        ),
        tool(
            "search-all-docs",
            "Search across all indexed documentation for a phrase or API name, and return matching pages "
            "with the library they belong to.",
            {
                "query": prop("string", "Text or symbol to look for."),
                "limit": prop("integer", "Maximum pages.", minimum=1, maximum=30, default=10),
            },
            ["query"],
            world=True,
        ),
        tool(
            "get-page",
            "Return one documentation page in full as Markdown. Long pages are split into parts; pass "
            "part=2, 3, ... to read on.",
            {
                "id": prop("string", "Library id."),
                "path": prop("string", "Page path inside the library docs, e.g. 'guide/routing'."),
                "part": prop("integer", "Which part of a long page.", minimum=1, default=1),
            },
            ["id", "path"],
            world=True,
        ),
        tool(
            "get-code-examples",
            "Return code examples for an API symbol, with the language and the page they were taken from.",
            {
                "id": prop("string", "Library id."),
                "symbol": prop("string", "Function, class or method name."),
            },
            ["id", "symbol"],
            world=True,
        ),
        tool(
            "get-changelog",
            "Summarise what changed between two versions of a library, based on its published release "
            "notes. Useful when upgrading; breaking changes are listed first.",
            {
                "id": prop("string", "Library id."),
                "from-version": prop("string", "Current version."),
                "to-version": prop("string", "Target version."),
            },
            ["id", "from-version", "to-version"],
            world=True,
        ),
        tool(
            "list-toc",
            "Return the table of contents of a library's documentation so you can pick a page for get-page.",
            {"id": prop("string", "Library id.")},
            ["id"],
            world=True,
        ),
        tool(
            "request-indexing",
            "Ask Docshelf to index a public documentation site that is not yet available. Indexing usually "
            "takes a few hours; nothing is returned beyond a request id.",
            {"url": prop("string", "Root URL of the documentation site.", format="uri")},
            ["url"],
            hint="write",
            world=True,
        ),
        tool(
            "get-indexing-status",
            "Check the progress of an indexing request.",
            {"request-id": prop("string", "Id returned by request-indexing.")},
            ["request-id"],
            world=False,
        ),
    ],
)

SERVERS = [BUCKETRY, CARTOGRAF, SEEKLY, DOCSHELF]
