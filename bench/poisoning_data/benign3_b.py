# ruff: noqa: RUF001
"""benign3 data: a spreadsheet service (gridsheet) and a Japanese weather service (tenki)."""

from benign3_lib import Json, ann, arr, b, bare, en, i, md, n, obj, pf, plain, popt, py, s, tool

_RO = ann(ro=True, de=False, idem=True, ow=True)


def _gridsheet() -> list[Json]:
    """GridSheet: an online spreadsheet, Python SDK (FastMCP) style with Args: docstrings."""
    sid = pf("Spreadsheet Id", "string", "Spreadsheet ID, as returned by list_spreadsheets or found in the URL.")
    rng = pf("Range", "string", "A1 notation, e.g. 'Sheet1!A1:D20' or 'Budget!B:B'.")
    return [
        tool(
            "list_spreadsheets",
            md(
                "List spreadsheets the connected GridSheet account can open.",
                "",
                "    Args:",
                "        query: Optional text to match against spreadsheet titles.",
                "        limit: Maximum number of spreadsheets to return (default 20).",
                "    ",
            ),
            py("list_spreadsheets", {"query": popt("Query", "string"), "limit": pf("Limit", "integer", default=20)}),
            annotations=_RO,
        ),
        tool(
            "read_range",
            md(
                "Read cell values from a range.",
                "",
                "    Returns a 2-D array of rows. Empty trailing cells are omitted, so rows may have different",
                "    lengths. Use value_render='FORMULA' to see formulas instead of their computed results.",
                "",
                "    Args:",
                "        spreadsheet_id: The spreadsheet to read.",
                "        range: A1 range to read. Reading whole columns of very large sheets is slow; prefer a",
                "            bounded range like 'Sheet1!A1:Z500'.",
                "        value_render: FORMATTED (as displayed), UNFORMATTED (raw numbers) or FORMULA.",
                "    ",
            ),
            py(
                "read_range",
                {
                    "spreadsheet_id": sid,
                    "range": rng,
                    "value_render": pf(
                        "Value Render", "string", enum=["FORMATTED", "UNFORMATTED", "FORMULA"], default="FORMATTED"
                    ),
                },
                ["spreadsheet_id", "range"],
            ),
            annotations=_RO,
            out=py(
                "read_range",
                {"values": pf("Values", "array", items={"type": "array", "items": {}})},
                ["values"],
                suffix="Output",
            ),
        ),
        tool(
            "write_range",
            md(
                "Write values into a range, overwriting what is there.",
                "",
                "    Strings starting with '=' are stored as formulas when input_option is USER_ENTERED.",
                "    Existing content in the target cells is replaced; check the range with read_range first if",
                "    you are not sure it is empty.",
                "",
                "    Args:",
                "        spreadsheet_id: Target spreadsheet.",
                "        range: Top-left cell or full A1 range to write.",
                "        values: Rows of cell values.",
                "        input_option: USER_ENTERED parses numbers, dates and formulas like typing in the UI;",
                "            RAW stores strings as-is.",
                "    ",
            ),
            py(
                "write_range",
                {
                    "spreadsheet_id": sid,
                    "range": rng,
                    "values": pf("Values", "array", items={"type": "array", "items": {}}),
                    "input_option": pf("Input Option", "string", enum=["USER_ENTERED", "RAW"], default="USER_ENTERED"),
                },
                ["spreadsheet_id", "range", "values"],
            ),
            annotations=ann(ro=False, de=True, idem=True, ow=True),
        ),
        tool(
            "append_rows",
            md(
                "Append rows after the last non-empty row of a table.",
                "",
                "    Args:",
                "        spreadsheet_id: Target spreadsheet.",
                "        sheet: Sheet (tab) name.",
                "        rows: Rows to append, each a list of cell values in column order.",
                "    ",
            ),
            py(
                "append_rows",
                {
                    "spreadsheet_id": sid,
                    "sheet": pf("Sheet", "string"),
                    "rows": pf("Rows", "array", items={"type": "array", "items": {}}),
                },
                ["spreadsheet_id", "sheet", "rows"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True),
        ),
        tool(
            "clear_range",
            "Clear the values (not the formatting) of a range. Ask the user first if the range holds data.",
            py("clear_range", {"spreadsheet_id": sid, "range": rng}, ["spreadsheet_id", "range"]),
            annotations=ann(ro=False, de=True, idem=True, ow=True),
        ),
        tool(
            "create_spreadsheet",
            "Create a new spreadsheet with optional named sheets. Returns its ID and URL.",
            py(
                "create_spreadsheet",
                {
                    "title": pf("Title", "string"),
                    "sheet_names": popt("Sheet Names", "array", "Tab names; defaults to a single 'Sheet1'."),
                },
                ["title"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True),
        ),
        tool(
            "add_sheet",
            "Add a new sheet (tab) to a spreadsheet.",
            py(
                "add_sheet",
                {"spreadsheet_id": sid, "name": pf("Name", "string"), "index": popt("Index", "integer")},
                ["spreadsheet_id", "name"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True),
        ),
        tool(
            "delete_sheet",
            md(
                "Delete a sheet (tab) and everything on it.",
                "",
                "    This cannot be undone through the API (the user can still use Version history in the web",
                "    app). Only call it when the user has clearly asked to delete that tab.",
                "",
                "    Args:",
                "        spreadsheet_id: Spreadsheet that holds the tab.",
                "        name: Exact tab name.",
                "    ",
            ),
            py("delete_sheet", {"spreadsheet_id": sid, "name": pf("Name", "string")}, ["spreadsheet_id", "name"]),
            annotations=ann(ro=False, de=True, idem=True, ow=True),
        ),
        tool(
            "find_replace",
            md(
                "Find and replace text across a sheet or the whole spreadsheet.",
                "",
                "    Args:",
                "        spreadsheet_id: Target spreadsheet.",
                "        find: Text or regular expression to look for.",
                "        replacement: Replacement text. With use_regex, $1 etc. refer to capture groups.",
                "        sheet: Limit to one tab; all tabs when omitted.",
                "        match_case: Case-sensitive matching.",
                "        use_regex: Treat `find` as a regular expression.",
                "    ",
            ),
            py(
                "find_replace",
                {
                    "spreadsheet_id": sid,
                    "find": pf("Find", "string"),
                    "replacement": pf("Replacement", "string"),
                    "sheet": popt("Sheet", "string"),
                    "match_case": pf("Match Case", "boolean", default=False),
                    "use_regex": pf("Use Regex", "boolean", default=False),
                },
                ["spreadsheet_id", "find", "replacement"],
            ),
            annotations=ann(ro=False, de=True, idem=False, ow=True),
        ),
        tool(
            "share_spreadsheet",
            md(
                "Share a spreadsheet with a person by e-mail.",
                "",
                "    The invitee receives an e-mail from GridSheet. Double-check the address with the user,",
                "    since a typo shares the file with a stranger. 'owner' transfers ownership and is only",
                "    allowed within the same organisation.",
                "",
                "    Args:",
                "        spreadsheet_id: Spreadsheet to share.",
                "        email: Address of the person to share with.",
                "        role: reader, commenter, writer or owner.",
                "        notify: Send the notification e-mail (default True).",
                "        message: Optional note included in the e-mail.",
                "    ",
            ),
            py(
                "share_spreadsheet",
                {
                    "spreadsheet_id": sid,
                    "email": pf("Email", "string", format="email"),
                    "role": pf("Role", "string", enum=["reader", "commenter", "writer", "owner"], default="reader"),
                    "notify": pf("Notify", "boolean", default=True),
                    "message": popt("Message", "string"),
                },
                ["spreadsheet_id", "email"],
            ),
            annotations=ann(ro=False, de=False, idem=True, ow=True),
        ),
    ]


def _tenki() -> list[Json]:
    """Tenki: a Japanese weather service with Japanese descriptions."""
    loc = s("地点コード（例：130010 = 東京）。`tenki_search_location` で取得できます。")
    return [
        tool(
            "tenki_search_location",
            "地名・郵便番号・駅名から予報地点を検索し、地点コードを返します。",
            plain({"query": s("検索する地名・郵便番号・駅名（例：「札幌」「100-0001」）")}, ["query"]),
            annotations=_RO,
        ),
        tool(
            "tenki_current",
            "指定した地点の現在の天気（気温・湿度・風向・風速・降水量）を取得します。",
            plain({"location_code": loc}, ["location_code"]),
            annotations=_RO,
        ),
        tool(
            "tenki_forecast",
            md(
                "指定地点の天気予報を取得します。",
                "",
                "- 最大7日先までの日別予報（天気、最高・最低気温、降水確率）",
                "- 予報は気象庁の発表（5時・11時・17時）に合わせて更新されます",
                "- 週間予報の信頼度（A/B/C）も含まれます",
            ),
            plain(
                {
                    "location_code": loc,
                    "days": i("取得する日数（1〜7、既定値は3）", minimum=1, maximum=7, default=3),
                },
                ["location_code"],
            ),
            annotations=_RO,
        ),
        tool(
            "tenki_hourly",
            "1時間ごとの予報（48時間先まで）を返します。傘が必要かどうかの判断には降水量（mm/h）を参照してください。",
            plain(
                {"location_code": loc, "hours": i("取得する時間数（1〜48）", minimum=1, maximum=48, default=24)},
                ["location_code"],
            ),
            annotations=_RO,
        ),
        tool(
            "tenki_warnings",
            md(
                "発表中の気象警報・注意報・特別警報を取得します。",
                "",
                "特別警報が発表されている場合は、ユーザーに自治体の避難情報を確認するよう伝えてください。",
                "この情報は参考用です。避難の判断は自治体・気象庁の公式発表に従ってください。",
            ),
            plain({"prefecture": s("都道府県名（例：「静岡県」）。省略時は全国。")}),
            annotations=_RO,
        ),
        tool(
            "tenki_pollen",
            "花粉飛散予測（スギ・ヒノキ・イネ科）を「少ない」〜「非常に多い」の5段階で返します。",
            plain(
                {"location_code": loc, "date": s("日付（YYYY-MM-DD）。省略時は今日。", format="date")},
                ["location_code"],
            ),
            annotations=_RO,
        ),
        tool(
            "tenki_uv_index",
            "紫外線指数（UVインデックス）の予測値と、日焼け対策の目安を返します。",
            plain({"location_code": loc}, ["location_code"]),
            annotations=_RO,
        ),
        tool(
            "tenki_typhoon",
            "現在発生中の台風の位置・中心気圧・最大風速・予報円を取得します。台風がない場合は空の配列を返します。",
            plain({"include_track": b("過去の経路も含める", default=False)}),
            annotations=_RO,
            out=obj(
                {
                    "typhoons": arr(
                        obj(
                            {
                                "number": i("台風番号"),
                                "name": s("台風の名前"),
                                "lat": n(),
                                "lon": n(),
                                "pressure_hpa": n(),
                                "max_wind_ms": n(),
                            }
                        )
                    )
                },
                ["typhoons"],
            ),
        ),
        tool(
            "tenki_earthquake",
            md(
                "最近の地震情報（震源地・マグニチュード・最大震度・津波の有無）を新しい順に返します。",
                "",
                "津波警報・注意報が含まれる場合は、その内容を最初にユーザーへ伝えてください。",
            ),
            plain(
                {
                    "min_intensity": en(["1", "2", "3", "4", "5-", "5+", "6-", "6+", "7"], "最小震度", default="3"),
                    "limit": i("件数（最大50）", default=10, maximum=50),
                }
            ),
            annotations=_RO,
        ),
        tool(
            "tenki_history",
            "過去の観測データ（日別の平均気温・最高・最低気温・降水量・日照時間）を取得します。",
            plain(
                {
                    "location_code": loc,
                    "start_date": s("開始日（YYYY-MM-DD）", format="date"),
                    "end_date": s("終了日（YYYY-MM-DD）。最長366日間。", format="date"),
                },
                ["location_code", "start_date", "end_date"],
            ),
            annotations=_RO,
        ),
    ]


def build() -> dict[str, list[Json]]:
    """Return this module's servers and their tools."""
    return {"gridsheet": _gridsheet(), "tenki": bare(_tenki())}
