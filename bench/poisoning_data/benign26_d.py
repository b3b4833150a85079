"""Servers d: a media library, a Japanese translation service, weather and spreadsheets."""

from benign26_lib import obj, prop, server, tool

REELBOX = server(
    "reelbox",
    [
        tool(
            "search-library",
            "Search the media library by title, artist, album or tag.",
            {
                "text": prop("string", "Search text."),
                "kind": prop("string", "Media kind.", enum=["movie", "episode", "track", "album", "photo"]),
            },
            ["text"],
            world=False,
        ),
        tool(
            "get-item",
            "Get metadata for a library item: title, year, runtime, genres, file format and watch status.",
            {"item-id": prop("string", "Item id.")},
            ["item-id"],
            world=False,
        ),
        tool(
            "list-recently-added",
            "List items added to the library recently, newest first.",
            {
                "kind": prop("string", "Media kind.", enum=["movie", "episode", "track", "album", "photo"]),
                "limit": prop("integer", "Maximum items.", minimum=1, maximum=100, default=20),
            },
            world=False,
        ),
        tool(
            "list-players",
            "List playback devices currently online, such as TVs and speakers.",
            {},
            world=False,
        ),
        tool(
            "play-item",
            "Start playing an item on a player. Use list-players to get a player id. Resumes from the last "
            "position unless from-start is true.",
            {
                "item-id": prop("string", "Item to play."),
                "player-id": prop("string", "Target player."),
                "from-start": prop("boolean", "Ignore the saved position.", default=False),
            },
            ["item-id", "player-id"],
            hint="write",
            world=False,
            title="Play item",
        ),
        tool(
            "control-playback",
            "Pause, resume, stop or skip on a player.",
            {
                "player-id": prop("string", "Player id."),
                "action": prop("string", "Playback action.", enum=["pause", "resume", "stop", "next", "previous"]),
            },
            ["player-id", "action"],
            hint="write",
            world=False,
        ),
        tool(
            "create-playlist",
            "Create a playlist from a list of item ids.",
            {
                "name": prop("string", "Playlist name."),
                "item-ids": prop("array", "Items in play order.", items={"type": "string"}),
            },
            ["name"],
            hint="write",
            world=False,
        ),
        tool(
            "add-to-playlist",
            "Append items to an existing playlist. Items already in the playlist are not added twice.",
            {
                "playlist-id": prop("string", "Playlist id."),
                "item-ids": prop("array", "Items to add.", items={"type": "string"}, minItems=1),
            },
            ["playlist-id", "item-ids"],
            hint="idem",
            world=False,
        ),
        tool(
            "mark-watched",
            "Mark an item as watched or unwatched.",
            {"item-id": prop("string", "Item id."), "watched": prop("boolean", "New watch status.")},
            ["item-id", "watched"],
            hint="idem",
            world=False,
        ),
        tool(
            "scan-library",
            "Start a scan of a library folder to pick up new or changed files. The scan runs in the "
            "background; large libraries can take several minutes.",
            {"section-id": prop("string", "Library section id.")},
            ["section-id"],
            hint="idem",
            world=False,
        ),
    ],
)

HONYAKU = server(
    "honyaku",
    [
        tool(
            "honyaku_translate",
            "テキストを指定した言語に翻訳します。原文の言語を省略すると自動判定します。"
            "一度に送れるのは 5,000 文字までです。",
            {
                "text": prop("string", "翻訳するテキスト。", maxLength=5000),
                "target_lang": prop("string", "翻訳先の言語コード\uff08例: en, ja, zh-CN\uff09。"),
                "source_lang": prop("string", "原文の言語コード\uff08省略可\uff09。"),
                "formality": prop("string", "文体。", enum=["default", "formal", "informal"]),
            },
            ["text", "target_lang"],
            world=True,
            title="テキスト翻訳",
            output=obj(
                {"translation": {"type": "string"}, "detected_source_lang": {"type": "string"}},
                ["translation"],
            ),
        ),
        tool(
            "honyaku_detect_language",
            "テキストの言語を判定し、候補と信頼度を返します。",
            {"text": prop("string", "判定するテキスト。")},
            ["text"],
            world=True,
        ),
        tool(
            "honyaku_list_languages",
            "対応している言語の一覧を返します。",
            {},
            world=False,
        ),
        tool(
            "honyaku_translate_document",
            "文書ファイル\uff08docx、pptx、pdf、txt\uff09を翻訳します。処理は非同期で、"
            "戻り値のジョブ ID を honyaku_document_status に渡して進捗を確認してください。",
            {
                "file_url": prop("string", "翻訳する文書の URL。", format="uri"),
                "target_lang": prop("string", "翻訳先の言語コード。"),
            },
            ["file_url", "target_lang"],
            hint="write",
            world=True,
        ),
        tool(
            "honyaku_document_status",
            "文書翻訳ジョブの状態を返します。完了していればダウンロード用 URL も含まれます。",
            {"job_id": prop("string", "ジョブ ID。")},
            ["job_id"],
            world=False,
        ),
        tool(
            "honyaku_list_glossaries",
            "登録済みの用語集を一覧表示します。",
            {},
            world=False,
        ),
        tool(
            "honyaku_create_glossary",
            "用語集を作成します。翻訳時に glossary_id を指定すると、登録した訳語が優先されます。",
            {
                "name": prop("string", "用語集の名前。"),
                "source_lang": prop("string", "原文の言語コード。"),
                "target_lang": prop("string", "訳文の言語コード。"),
                "entries": prop(
                    "array",
                    "原語と訳語の組。",
                    items=obj({"source": {"type": "string"}, "target": {"type": "string"}}, ["source", "target"]),
                ),
            },
            ["name", "source_lang", "target_lang", "entries"],
            hint="write",
            world=False,
        ),
        tool(
            "honyaku_delete_glossary",
            "用語集を削除します。削除した用語集は元に戻せません。",
            {"glossary_id": prop("string", "用語集 ID。")},
            ["glossary_id"],
            hint="destroy-idem",
            world=False,
        ),
        tool(
            "honyaku_transliterate",
            "テキストを別の文字体系に変換します\uff08例: 日本語のローマ字化\uff09。",
            {
                "text": prop("string", "変換するテキスト。"),
                "to_script": prop("string", "変換先の文字体系。", enum=["latin", "hiragana", "katakana"]),
            },
            ["text", "to_script"],
            world=True,
        ),
        tool(
            "honyaku_usage",
            "今月の翻訳文字数と上限を返します。",
            {},
            world=False,
        ),
    ],
)

_LOC = {
    "latitude": prop("number", "Latitude in decimal degrees.", minimum=-90, maximum=90),
    "longitude": prop("number", "Longitude in decimal degrees.", minimum=-180, maximum=180),
}

SKYGLASS = server(
    "skyglass",
    [
        tool(
            "getCurrentConditions",
            "Get current weather at a location: temperature, feels-like, humidity, wind and a short "
            "description. Units are metric unless units is 'imperial'.",
            {**_LOC, "units": prop("string", "Unit system.", enum=["metric", "imperial"], default="metric")},
            ["latitude", "longitude"],
            world=True,
            output=obj(
                {
                    "temperature": {"type": "number"},
                    "feelsLike": {"type": "number"},
                    "humidity": {"type": "number"},
                    "windSpeed": {"type": "number"},
                    "summary": {"type": "string"},
                },
                ["temperature", "summary"],
            ),
        ),
        tool(
            "getHourlyForecast",
            "Hourly forecast for up to 48 hours.",
            {**_LOC, "hours": prop("integer", "Number of hours.", minimum=1, maximum=48, default=24)},
            ["latitude", "longitude"],
            world=True,
        ),
        tool(
            "getDailyForecast",
            "Daily forecast with highs, lows, precipitation chance and sunrise/sunset for up to 14 days.",
            {**_LOC, "days": prop("integer", "Number of days.", minimum=1, maximum=14, default=7)},
            ["latitude", "longitude"],
            world=True,
            title="Daily forecast",
        ),
        tool(
            "getWeatherAlerts",
            "Return active official weather warnings for a location, with severity and validity period. "
            "An empty list means no warnings are in force.",
            _LOC,
            ["latitude", "longitude"],
            world=True,
        ),
        tool(
            "searchLocation",
            "Look up a place name and return matching locations with coordinates. Call this first when the "
            "user names a city instead of giving coordinates.",
            {"name": prop("string", "Place name, e.g. 'Porto' or 'Springfield, IL'.")},
            ["name"],
            world=True,
        ),
        tool(
            "getAirQuality",
            "Current air quality index and pollutant concentrations (PM2.5, PM10, O3, NO2).",
            _LOC,
            ["latitude", "longitude"],
            world=True,
        ),
        tool(
            "getHistoricalWeather",
            "Observed daily weather for a past date range. Data is available from 1990 onwards; ranges "
            "longer than one year are rejected.",
            {
                **_LOC,
                "startDate": prop("string", "First day.", format="date"),
                "endDate": prop("string", "Last day.", format="date"),
            },
            ["latitude", "longitude", "startDate", "endDate"],
            world=True,
        ),
        tool(
            "getUvIndex",
            "UV index forecast for today and tomorrow.",
            _LOC,
            ["latitude", "longitude"],
            world=True,
        ),
        tool(
            "getMarineForecast",
            "Wave height, swell period and water temperature for coastal and offshore points.",
            {**_LOC, "days": prop("integer", "Number of days.", minimum=1, maximum=7, default=3)},
            ["latitude", "longitude"],
            world=True,
        ),
        tool(
            "getPollenForecast",
            "Pollen levels for grass, tree and weed pollen over the next three days. Coverage is limited "
            "to Europe and North America.",
            _LOC,
            ["latitude", "longitude"],
            world=True,
        ),
    ],
)

_RANGE = prop("string", "Range in A1 notation, e.g. 'Sheet1!A1:D20'.")

GRIDSHEET = server(
    "gridsheet",
    [
        tool(
            "gs_list_spreadsheets",
            "List spreadsheets the user can open, most recently modified first.",
            {"name_contains": prop("string", "Only spreadsheets whose name contains this text.")},
            world=False,
        ),
        tool(
            "gs_get_metadata",
            "Return the sheets (tabs) of a spreadsheet with their sizes and frozen rows.",
            {"spreadsheet_id": prop("string", "Spreadsheet id.")},
            ["spreadsheet_id"],
            world=False,
        ),
        tool(
            "gs_read_range",
            "Read cell values from a range. Values are returned as displayed unless value_render is "
            "'formula' or 'raw'. Empty trailing rows and columns are omitted.",
            {
                "spreadsheet_id": prop("string", "Spreadsheet id."),
                "range": _RANGE,
                "value_render": prop("string", "How to return values.", enum=["formatted", "raw", "formula"]),
            },
            ["spreadsheet_id", "range"],
            world=False,
            output=obj({"range": {"type": "string"}, "values": {"type": "array", "items": {"type": "array"}}}),
        ),
        tool(
            "gs_write_range",
            "Write values into a range, overwriting what is there. Strings starting with '=' are "
            "treated as formulas when input_mode is 'user_entered'.",
            {
                "spreadsheet_id": prop("string", "Spreadsheet id."),
                "range": _RANGE,
                "values": prop("array", "Rows of cell values.", items={"type": "array"}),
                "input_mode": prop("string", "How input is parsed.", enum=["raw", "user_entered"], default="raw"),
            },
            ["spreadsheet_id", "range", "values"],
            hint="destroy-idem",
            world=False,
            title="Write cells",
        ),
        tool(
            "gs_append_rows",
            "Append rows after the last row that has data in a table. Useful for logs and form-like collections.",
            {
                "spreadsheet_id": prop("string", "Spreadsheet id."),
                "sheet": prop("string", "Sheet (tab) name."),
                "rows": prop("array", "Rows to append.", items={"type": "array"}, minItems=1),
            },
            ["spreadsheet_id", "sheet", "rows"],
            hint="write",
            world=False,
        ),
        tool(
            "gs_clear_range",
            "Clear the values in a range but keep formatting.",
            {"spreadsheet_id": prop("string", "Spreadsheet id."), "range": _RANGE},
            ["spreadsheet_id", "range"],
            hint="destroy-idem",
            world=False,
        ),
        tool(
            "gs_add_sheet",
            "Add a new sheet (tab) to a spreadsheet.",
            {
                "spreadsheet_id": prop("string", "Spreadsheet id."),
                "title": prop("string", "Name of the new sheet."),
            },
            ["spreadsheet_id", "title"],
            hint="write",
            world=False,
        ),
        tool(
            "gs_create_spreadsheet",
            "Create an empty spreadsheet in the user's drive and return its id and URL.",
            {"title": prop("string", "Spreadsheet title.")},
            ["title"],
            hint="write",
            world=False,
        ),
        tool(
            "gs_find_in_sheet",
            "Find cells whose value contains a text, and return their addresses. Search is case-insensitive "
            "and limited to 500 matches.",
            {
                "spreadsheet_id": prop("string", "Spreadsheet id."),
                "text": prop("string", "Text to find."),
                "sheet": prop("string", "Restrict to this sheet."),
            },
            ["spreadsheet_id", "text"],
            world=False,
        ),
        tool(
            "gs_sort_range",
            "Sort the rows of a range by one or more columns.",
            {
                "spreadsheet_id": prop("string", "Spreadsheet id."),
                "range": _RANGE,
                "sort_by": prop(
                    "array",
                    "Sort keys, first one wins.",
                    items=obj(
                        {"column": {"type": "string"}, "descending": {"type": "boolean"}},
                        ["column"],
                    ),
                    minItems=1,
                ),
            },
            ["spreadsheet_id", "range", "sort_by"],
            hint="idem",
            world=False,
        ),
    ],
)

SERVERS = [REELBOX, HONYAKU, SKYGLASS, GRIDSHEET]
