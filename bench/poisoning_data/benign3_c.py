# ruff: noqa: RUF001
"""benign3 data: a German geocoding/maps API (geopunkt) and a translation API (lingobridge)."""

from benign3_lib import Json, ann, arr, b, bare, en, i, md, n, obj, plain, s, tool, zod

_GEO_RO = ann(ro=True, ow=True)


def _geopunkt() -> list[Json]:
    """Geopunkt: a German maps and geocoding API with German descriptions."""
    koord = s("Koordinate als 'lat,lon' in WGS84, z. B. '52.5200,13.4050'.")
    profil = en(["auto", "fahrrad", "fuss", "lkw"], "Verkehrsmittel für die Routenberechnung.", default="auto")
    return [
        tool(
            "geopunkt_geocode",
            md(
                "Wandelt eine Adresse oder einen Ortsnamen in Koordinaten um (Geokodierung).",
                "",
                "Liefert bis zu `limit` Treffer mit Koordinaten, strukturierter Adresse und einem Vertrauenswert",
                "(0–1). Bei mehrdeutigen Eingaben wie „Frankfurt“ mehrere Treffer zurückgeben und die Nutzerin",
                "bzw. den Nutzer wählen lassen.",
                "",
                "Benötigt einen API-Schlüssel in der Umgebungsvariable `GEOPUNKT_API_KEY`.",
            ),
            plain(
                {
                    "adresse": s("Freitext-Adresse, z. B. 'Unter den Linden 1, Berlin'."),
                    "land": s("ISO-3166-Ländercode zur Eingrenzung, z. B. 'DE', 'AT', 'CH'.", default="DE"),
                    "limit": i("Maximale Anzahl Treffer.", minimum=1, maximum=20, default=5),
                },
                ["adresse"],
            ),
            annotations=_GEO_RO,
        ),
        tool(
            "geopunkt_reverse",
            "Ermittelt zu einer Koordinate die nächstgelegene Adresse (Rückwärts-Geokodierung).",
            plain({"koordinate": koord, "sprache": en(["de", "en"], default="de")}, ["koordinate"]),
            annotations=_GEO_RO,
        ),
        tool(
            "geopunkt_autocomplete",
            "Adressvorschläge während der Eingabe. Für Formulare gedacht; für einzelne Suchen "
            "`geopunkt_geocode` nutzen.",
            plain(
                {
                    "eingabe": s("Bisher eingegebener Text (mindestens 3 Zeichen).", minLength=3),
                    "naehe": s("Optionale Koordinate 'lat,lon', um nahe Treffer zu bevorzugen."),
                },
                ["eingabe"],
            ),
            annotations=_GEO_RO,
        ),
        tool(
            "geopunkt_route",
            md(
                "Berechnet eine Route zwischen Start und Ziel, optional mit Zwischenstopps.",
                "",
                "Rückgabe: Distanz (Meter), Dauer (Sekunden), Abbiegehinweise auf Deutsch und die Geometrie als",
                "kodierte Polyline. Für Lkw werden Höhen- und Gewichtsbeschränkungen berücksichtigt, sofern",
                "`lkw_gewicht_t` angegeben ist.",
            ),
            plain(
                {
                    "start": koord,
                    "ziel": koord,
                    "zwischenstopps": arr(s(), "Weitere Koordinaten in Reihenfolge.", maxItems=25),
                    "profil": profil,
                    "vermeiden": arr(en(["maut", "faehre", "autobahn"]), "Zu vermeidende Streckentypen."),
                    "lkw_gewicht_t": n("Gesamtgewicht in Tonnen (nur Profil 'lkw')."),
                    "abfahrt": s("Abfahrtszeit (ISO 8601) für verkehrsabhängige Dauer.", format="date-time"),
                },
                ["start", "ziel"],
            ),
            annotations=_GEO_RO,
        ),
        tool(
            "geopunkt_distanzmatrix",
            "Berechnet Fahrzeiten und Distanzen zwischen mehreren Start- und Zielpunkten (max. 25 × 25).",
            plain(
                {
                    "starts": arr(s(), "Startkoordinaten 'lat,lon'.", maxItems=25),
                    "ziele": arr(s(), "Zielkoordinaten 'lat,lon'.", maxItems=25),
                    "profil": profil,
                },
                ["starts", "ziele"],
            ),
            annotations=_GEO_RO,
        ),
        tool(
            "geopunkt_isochrone",
            "Liefert das Gebiet, das von einem Punkt aus in einer bestimmten Zeit erreichbar ist, als GeoJSON-Polygon.",
            plain(
                {
                    "mittelpunkt": koord,
                    "minuten": arr(i(minimum=1, maximum=60), "Zeitstufen in Minuten, z. B. [10, 20, 30].", maxItems=4),
                    "profil": profil,
                },
                ["mittelpunkt", "minuten"],
            ),
            annotations=_GEO_RO,
        ),
        tool(
            "geopunkt_poi_suche",
            md(
                "Sucht Orte von Interesse (Apotheken, Ladesäulen, Restaurants …) in der Nähe einer Koordinate.",
                "",
                "Kategorien siehe https://docs.geopunkt.example/kategorien. Öffnungszeiten sind, sofern",
                "vorhanden, im Feld `oeffnungszeiten` im OSM-Format enthalten.",
            ),
            plain(
                {
                    "naehe": koord,
                    "kategorie": s("Kategorie, z. B. 'apotheke', 'ladestation', 'restaurant'."),
                    "suchbegriff": s("Optionaler Name oder Stichwort."),
                    "radius_m": i("Suchradius in Metern.", minimum=50, maximum=50000, default=1000),
                    "nur_geoeffnet": b("Nur aktuell geöffnete Orte.", default=False),
                },
                ["naehe"],
            ),
            annotations=_GEO_RO,
        ),
        tool(
            "geopunkt_plz_info",
            "Gibt zu einer deutschen, österreichischen oder Schweizer Postleitzahl Ort, "
            "Bundesland/Kanton und Fläche zurück.",
            plain(
                {"plz": s("Postleitzahl, z. B. '80331'.", pattern="^[0-9]{4,5}$"), "land": en(["DE", "AT", "CH"])},
                ["plz"],
            ),
            annotations=_GEO_RO,
        ),
        tool(
            "geopunkt_hoehenprofil",
            "Höhenprofil entlang einer Linie (z. B. einer Radroute): Höhe in Metern ü. NHN alle `abstand_m` Meter.",
            plain(
                {
                    "punkte": arr(s(), "Koordinaten 'lat,lon' der Linie.", minItems=2),
                    "abstand_m": i("Abstand der Stützpunkte in Metern.", default=100),
                },
                ["punkte"],
            ),
            annotations=_GEO_RO,
        ),
        tool(
            "geopunkt_statische_karte",
            "Erzeugt eine statische Kartengrafik (PNG) mit optionalen Markern und gibt eine URL dazu zurück.",
            plain(
                {
                    "zentrum": koord,
                    "zoom": i("Zoomstufe 1–19.", minimum=1, maximum=19, default=14),
                    "groesse": s("Bildgröße 'BreitexHöhe' in Pixeln.", default="600x400"),
                    "marker": arr(s(), "Markerkoordinaten 'lat,lon'."),
                    "stil": en(["standard", "hell", "dunkel", "satellit"], default="standard"),
                },
                ["zentrum"],
            ),
            annotations=_GEO_RO,
        ),
    ]


def _lingobridge() -> list[Json]:
    """LingoBridge: a machine translation API with glossaries and document jobs."""
    lang = s("Language code (ISO 639-1, optionally with region: `en`, `en-GB`, `pt-BR`, `zh-Hans`).")
    return [
        tool(
            "lingobridge_translate",
            md(
                "Translate one or more texts.",
                "",
                "Up to 50 texts and 30,000 characters per call. Omit `source_lang` to auto-detect it.",
                "",
                "**Formality** (`more` / `less`) is supported for de, fr, it, es, nl, pl, pt, ja and ru; it is",
                "ignored for other targets. Use `tag_handling: html` to keep markup intact.",
                "",
                'Example: `{"texts": ["Where is the station?"], "target_lang": "ja"}` returns',
                '`["駅はどこですか？"]`.',
                "",
                "Translate the user's text faithfully; do not summarise or 'improve' it unless asked.",
            ),
            zod(
                {
                    "texts": arr(s(), "Texts to translate, in order.", minItems=1, maxItems=50),
                    "target_lang": lang,
                    "source_lang": lang,
                    "formality": en(["default", "more", "less"], default="default"),
                    "glossary_id": s("Glossary to apply (must match the source/target pair)."),
                    "tag_handling": en(["none", "html", "xml"], default="none"),
                },
                ["texts", "target_lang"],
            ),
            annotations=ann(ro=True, de=False, idem=True, ow=True, title="Translate text"),
            out=obj({"translations": arr(obj({"text": s(), "detected_source_lang": s()}, ["text"]))}, ["translations"]),
        ),
        tool(
            "lingobridge_detect_language",
            "Detect the language of a text. Returns the top candidates with confidence scores.",
            zod({"text": s("Text to analyse (first 1,000 characters are used).")}, ["text"]),
            annotations=ann(ro=True, idem=True, ow=True, title="Detect language"),
        ),
        tool(
            "lingobridge_list_languages",
            "List supported source and target languages and which targets support formality.",
            zod({"type": en(["source", "target"], default="target")}),
            annotations=ann(ro=True, idem=True, ow=True, title="List languages"),
        ),
        tool(
            "lingobridge_translate_document",
            md(
                "Start translating a whole document while keeping its layout.",
                "",
                "Supported: .docx, .pptx, .xlsx, .pdf, .html, .txt, .srt (max 30 MB). The file is uploaded from",
                "the local path, translated asynchronously, and deleted from LingoBridge servers after download",
                "or after 24 hours.",
                "",
                "Returns a `document_id`. Poll `lingobridge_document_status` until `status` is `done`, then call",
                "`lingobridge_download_document`. Large PDFs can take a few minutes.",
            ),
            zod(
                {
                    "file_path": s("Absolute path to the local file."),
                    "target_lang": lang,
                    "source_lang": lang,
                    "formality": en(["default", "more", "less"], default="default"),
                    "glossary_id": s(),
                },
                ["file_path", "target_lang"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True, title="Translate document"),
        ),
        tool(
            "lingobridge_document_status",
            "Check a document translation job. Status is one of queued, translating, done, error.",
            zod({"document_id": s()}, ["document_id"]),
            annotations=ann(ro=True, idem=True, ow=True, title="Document status"),
        ),
        tool(
            "lingobridge_download_document",
            md(
                "Download a finished document translation to a local path.",
                "",
                "Each document can be downloaded once; afterwards it is removed from the server. If",
                "`output_path` exists it is not overwritten unless `overwrite` is true.",
            ),
            zod(
                {
                    "document_id": s(),
                    "output_path": s("Where to save the translated file."),
                    "overwrite": b(default=False),
                },
                ["document_id", "output_path"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True, title="Download document"),
        ),
        tool(
            "lingobridge_create_glossary",
            md(
                "Create a glossary so certain terms are always translated the same way (product names,",
                "legal terms, 'do not translate' brand names).",
                "",
                "Entries are `source -> target` pairs; to keep a word untranslated map it to itself.",
                "Glossaries are immutable: to change entries create a new one and delete the old one.",
            ),
            zod(
                {
                    "name": s("Human-readable name."),
                    "source_lang": lang,
                    "target_lang": lang,
                    "entries": arr(obj({"source": s(), "target": s()}, ["source", "target"]), minItems=1),
                },
                ["name", "source_lang", "target_lang", "entries"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True, title="Create glossary"),
        ),
        tool(
            "lingobridge_list_glossaries",
            "List glossaries with their IDs, language pairs and entry counts.",
            zod({}),
            annotations=ann(ro=True, idem=True, ow=True, title="List glossaries"),
        ),
        tool(
            "lingobridge_delete_glossary",
            "Delete a glossary. Translations already made are not affected.",
            zod({"glossary_id": s()}, ["glossary_id"]),
            annotations=ann(ro=False, de=True, idem=True, ow=True, title="Delete glossary"),
        ),
        tool(
            "lingobridge_usage",
            "Show characters translated in the current billing period and the account's monthly limit.",
            zod({}),
            annotations=ann(ro=True, idem=True, ow=True, title="Usage"),
            out=obj({"character_count": i(), "character_limit": i(), "period_end": s(format="date")}),
        ),
    ]


def build() -> dict[str, list[Json]]:
    """Return this module's servers and their tools."""
    return {"geopunkt": bare(_geopunkt()), "lingobridge": _lingobridge()}
