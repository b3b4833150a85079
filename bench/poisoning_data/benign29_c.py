"""benign29 servers, part C: data and science (CSV analysis, astronomy, a Dutch weather service, genomics)."""

from benign29_lib import arr, choice, flag, i, num, obj, s, strs, tool

TABLE = s("Name of a loaded table.")

TABULATE = [
    tool(
        "load_csv",
        "Load a CSV file from the workspace folder into a named in-memory table. Delimiter and encoding are "
        "detected automatically but can be set explicitly. Files up to 200 MB are supported.",
        {
            "path": s("Path relative to the workspace folder, e.g. data/sales_2024.csv."),
            "table": s("Name to give the table."),
            "delimiter": s("Field delimiter, e.g. ',' or ';'.", maxLength=1),
            "encoding": s("Text encoding, e.g. utf-8 or latin-1."),
        },
        ["path", "table"],
        kind="write",
    ),
    tool(
        "preview_table",
        "Show the first rows of a table together with the inferred column types.",
        {"table": TABLE, "rows": i("Rows to show.", minimum=1, maximum=100, default=10)},
        ["table"],
    ),
    tool(
        "column_stats",
        "Compute count, nulls, distinct values, min, max, mean and median for each column.",
        {"table": TABLE, "columns": strs("Limit to these columns.")},
        ["table"],
    ),
    tool(
        "filter_rows",
        "Return rows matching a filter expression such as `country == 'FR' and amount > 100`.",
        {"table": TABLE, "where": s("Filter expression."), "limit": i("Maximum rows.", maximum=1000, default=100)},
        ["table", "where"],
    ),
    tool(
        "group_aggregate",
        "Group a table by one or more columns and aggregate others. Supported functions are sum, mean, min, "
        "max, count and count_distinct.\n\nExample: group_by=['region'], aggregates=[{'column': 'revenue', "
        "'fn': 'sum'}] returns total revenue per region. At most 10,000 groups are returned.",
        {
            "table": TABLE,
            "group_by": strs("Columns to group by.", minItems=1),
            "aggregates": arr(
                "Aggregations to compute.",
                obj(
                    {
                        "column": {"type": "string"},
                        "fn": {"type": "string", "enum": ["sum", "mean", "min", "max", "count", "count_distinct"]},
                    },
                    ["column", "fn"],
                ),
            ),
        },
        ["table", "group_by", "aggregates"],
        title="Group and aggregate",
    ),
    tool(
        "pivot_table",
        "Build a pivot table with one column's values as rows, another's as columns, and an aggregated value.",
        {
            "table": TABLE,
            "index": s("Row column."),
            "columns": s("Column whose values become headers."),
            "values": s("Column to aggregate."),
            "fn": choice("Aggregate.", ["sum", "mean", "count"]),
        },
        ["table", "index", "columns", "values"],
    ),
    tool(
        "join_tables",
        "Join two loaded tables on key columns and store the result as a new table.",
        {
            "left": TABLE,
            "right": TABLE,
            "on": strs("Key columns present in both tables."),
            "how": choice("Join type.", ["inner", "left", "right", "outer"]),
            "result": s("Name of the new table."),
        },
        ["left", "right", "on", "result"],
        kind="write",
    ),
    tool(
        "detect_outliers",
        "Flag rows where a numeric column lies outside 1.5 times the interquartile range.",
        {"table": TABLE, "column": s("Numeric column."), "factor": num("IQR multiplier.", minimum=0.5, default=1.5)},
        ["table", "column"],
    ),
    tool(
        "save_table_csv",
        "Write a table to a CSV file in the workspace folder. Existing files are not overwritten unless "
        "overwrite is true.",
        {
            "table": TABLE,
            "path": s("Target path relative to the workspace folder."),
            "overwrite": flag("Replace an existing file.", default=False),
        },
        ["table", "path"],
        kind="write",
    ),
    tool(
        "drop_loaded_table",
        "Remove a table from memory. The source CSV file is not touched.",
        {"table": TABLE},
        ["table"],
        kind="delete",
    ),
]

RA_DEC = {
    "ra": num("Right ascension in degrees.", minimum=0, maximum=360),
    "dec": num("Declination in degrees.", minimum=-90, maximum=90),
}
SITE = {
    "latitude": num("Observer latitude in degrees.", minimum=-90, maximum=90),
    "longitude": num("Observer longitude in degrees, east positive.", minimum=-180, maximum=180),
}

STELLARCAT = [
    tool(
        "resolveObjectName",
        "Resolve an object name such as 'M31', 'Betelgeuse' or 'NGC 7000' to ICRS coordinates.",
        {"name": s("Object name or designation.")},
        ["name"],
        world=True,
        output=obj({"ra": {"type": "number"}, "dec": {"type": "number"}, "type": {"type": "string"}}),
    ),
    tool(
        "coneSearch",
        "Find catalogue objects within a radius of a sky position. The radius is in arcminutes (maximum 60) and "
        "results are limited to 2,000 objects, nearest first.",
        {
            **RA_DEC,
            "radius": num("Search radius in arcminutes.", minimum=0.1, maximum=60),
            "catalog": s("Catalogue id from listCatalogs; all catalogues when omitted."),
            "magLimit": num("Faintest magnitude to include."),
        },
        ["ra", "dec", "radius"],
        world=True,
        title="Cone search",
    ),
    tool(
        "getPhotometry",
        "Return published magnitudes of an object in standard photometric bands.",
        {"name": s("Object name.")},
        ["name"],
        world=True,
    ),
    tool(
        "visibilityWindow",
        "Compute when an object is above a given altitude from an observing site on a night.",
        {
            "name": s("Object name."),
            **SITE,
            "date": s("Night of observation.", format="date"),
            "minAltitude": num("Minimum altitude in degrees.", minimum=0, maximum=90, default=30),
        },
        ["name", "latitude", "longitude", "date"],
    ),
    tool(
        "moonPhase",
        "Return the Moon's phase, illumination and rise/set times for a date and place.",
        {"date": s("Date.", format="date"), **SITE},
        ["date"],
    ),
    tool(
        "convertCoordinates",
        "Convert coordinates between ICRS, galactic and ecliptic frames.",
        {
            "lon": num("Longitude or right ascension in degrees."),
            "lat": num("Latitude or declination in degrees."),
            "from": choice("Source frame.", ["icrs", "galactic", "ecliptic"]),
            "to": choice("Target frame.", ["icrs", "galactic", "ecliptic"]),
        },
        ["lon", "lat", "from", "to"],
    ),
    tool("listCatalogs", "List the catalogues available for cone searches, with their object counts.", {}),
    tool(
        "upcomingEclipses",
        "List solar and lunar eclipses in a date range, with the type and where they are visible.",
        {
            "from": s("Start date.", format="date"),
            "to": s("End date.", format="date"),
            "kind": choice("Eclipse kind.", ["solar", "lunar", "both"]),
        },
    ),
    tool(
        "planetEphemeris",
        "Compute a planet's position, distance and apparent magnitude at given times (up to 500 steps).",
        {
            "planet": choice("Planet.", ["mercury", "venus", "mars", "jupiter", "saturn", "uranus", "neptune"]),
            "start": s("First time, UTC.", format="date-time"),
            "stepHours": num("Step in hours.", minimum=0.1),
            "steps": i("Number of steps.", minimum=1, maximum=500),
        },
        ["planet", "start"],
    ),
    tool(
        "finderChartUrl",
        "Return an image URL for a finder chart centred on an object, with a chosen field of view.",
        {"name": s("Object name."), "fovArcmin": num("Field of view in arcminutes.", minimum=1, maximum=600)},
        ["name"],
        world=True,
    ),
]

STATION = s("Stationscode, bijvoorbeeld 06260 voor De Bilt.")

WEERSTATION = [
    tool(
        "huidig_weer",
        "Geeft de actuele metingen van een weerstation: temperatuur, luchtvochtigheid, wind en neerslag.",
        {"station": STATION},
        ["station"],
        output=obj(
            {
                "temperatuur_c": {"type": "number"},
                "luchtvochtigheid_pct": {"type": "number"},
                "wind_ms": {"type": "number"},
                "neerslag_mm": {"type": "number"},
            }
        ),
    ),
    tool(
        "stations_zoeken",
        "Zoekt weerstations op naam of binnen een straal rond een coördinaat.",
        {
            "naam": s("(Deel van) de stationsnaam."),
            "lat": num("Breedtegraad."),
            "lon": num("Lengtegraad."),
            "straal_km": num("Straal in kilometers.", maximum=100),
        },
    ),
    tool(
        "uurwaarden_ophalen",
        "Haalt uurlijkse meetwaarden op voor een station en periode. Per aanvraag maximaal 31 dagen.",
        {
            "station": STATION,
            "van": s("Begindatum.", format="date"),
            "tot": s("Einddatum.", format="date"),
            "grootheden": strs("Bijvoorbeeld temperatuur, wind, neerslag; standaard alles."),
        },
        ["station", "van", "tot"],
    ),
    tool(
        "neerslagradar",
        "Verwachte neerslag voor de komende twee uur in blokken van vijf minuten, voor een plek in Nederland "
        "of België. De waarden zijn in millimeter per uur.",
        {"lat": num("Breedtegraad."), "lon": num("Lengtegraad.")},
        ["lat", "lon"],
        title="Neerslagradar",
    ),
    tool(
        "dagrecords",
        "Toont de hoogste en laagste temperatuur ooit gemeten op een kalenderdag.",
        {"station": STATION, "dag": s("Dag in het formaat MM-DD, bijvoorbeeld 07-25.")},
        ["station", "dag"],
    ),
    tool(
        "weerwaarschuwingen",
        "Geeft de geldende weerwaarschuwingen (code geel, oranje of rood) per provincie.",
        {"provincie": s("Naam van de provincie; leeg voor alle provincies.")},
        world=True,
    ),
    tool(
        "meetreeks_exporteren",
        "Exporteert een meetreeks als CSV en geeft een downloadlink terug die 24 uur geldig is.",
        {"station": STATION, "van": s("Begindatum.", format="date"), "tot": s("Einddatum.", format="date")},
        ["station", "van", "tot"],
    ),
    tool(
        "maandgemiddelden",
        "Langjarige maandgemiddelden (1991-2020) voor temperatuur en neerslag.",
        {"station": STATION},
        ["station"],
    ),
    tool(
        "zon_op_onder",
        "Tijden van zonsopkomst en zonsondergang voor een plaats en datum.",
        {"lat": num("Breedtegraad."), "lon": num("Lengtegraad."), "datum": s("Datum.", format="date")},
        ["lat", "lon"],
    ),
    tool(
        "station_gegevens",
        "Metadata van een station: ligging, hoogte, beschikbare grootheden en startjaar.",
        {"station": STATION},
        ["station"],
    ),
]

ASSEMBLY = choice("Genome assembly.", ["GRCh38", "GRCh37", "GRCm39"], default="GRCh38")

GENELENS = [
    tool(
        "gene-lookup",
        "Look up a gene by symbol or Ensembl ID and return its location, biotype and a short description.",
        {"query": s("Gene symbol (e.g. BRCA2) or Ensembl ID (e.g. ENSG00000139618)."), "assembly": ASSEMBLY},
        ["query"],
        world=True,
    ),
    tool(
        "variant-annotate",
        "Annotate variants with consequence, affected transcripts, population frequency and ClinVar status. "
        "Accepts HGVS (NM_000059.4:c.68_69del), rsIDs (rs80357906) or VCF-style strings (13:32316461:A:G). "
        "Up to 200 variants per call.",
        {"variants": strs("Variants to annotate.", minItems=1, maxItems=200), "assembly": ASSEMBLY},
        ["variants"],
        world=True,
        title="Annotate variants",
    ),
    tool(
        "transcript-list",
        "List the transcripts of a gene, marking the canonical and MANE Select ones.",
        {"gene": s("Gene symbol or Ensembl ID.")},
        ["gene"],
        world=True,
    ),
    tool(
        "sequence-fetch",
        "Fetch the sequence of a genomic region in FASTA format. Regions longer than 1 Mb are rejected.",
        {
            "region": s("Region such as chr17:43044295-43125483."),
            "assembly": ASSEMBLY,
            "strand": choice("Strand.", ["+", "-"], default="+"),
        },
        ["region"],
        world=True,
    ),
    tool(
        "ortholog-find",
        "Find orthologues of a gene in other species.",
        {"gene": s("Gene symbol or Ensembl ID."), "species": strs("Target species, e.g. mus_musculus.")},
        ["gene"],
        world=True,
    ),
    tool(
        "go-terms",
        "List Gene Ontology annotations for a gene, grouped by aspect.",
        {"gene": s("Gene symbol.")},
        ["gene"],
        world=True,
    ),
    tool(
        "protein-domains",
        "Return the protein domains of a gene's canonical product with their positions.",
        {"gene": s("Gene symbol.")},
        ["gene"],
        world=True,
    ),
    tool(
        "pathway-membership",
        "List pathways that include a gene, from Reactome and KEGG.",
        {"gene": s("Gene symbol."), "source": choice("Pathway source.", ["reactome", "kegg", "both"])},
        ["gene"],
        world=True,
    ),
    tool(
        "blast-submit",
        "Submit a nucleotide or protein sequence for a BLAST search and return a job id. Jobs usually finish "
        "within a few minutes; poll blast-result for the hits.",
        {
            "sequence": s("Sequence in FASTA or raw form, up to 10,000 residues."),
            "program": choice("BLAST program.", ["blastn", "blastp", "blastx", "tblastn"]),
            "database": s("Target database, e.g. nt or swissprot."),
        },
        ["sequence", "program"],
        kind="write",
        world=True,
    ),
    tool(
        "blast-result",
        "Get the status of a BLAST job and, when finished, its top hits with E-values.",
        {"job_id": s("Job id from blast-submit."), "max_hits": i("Hits to return.", maximum=100, default=20)},
        ["job_id"],
        world=True,
    ),
]

SERVERS = [
    ("b29-tabulate", "en", TABULATE),
    ("b29-stellarcat", "en", STELLARCAT),
    ("b29-weerstation", "nl", WEERSTATION),
    ("b29-genelens", "en", GENELENS),
]
