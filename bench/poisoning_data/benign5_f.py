# ruff: noqa: RUF001
"""benign5 servers: podcast hosting, photo library, smart home, a Japanese restaurant-reservation service."""

from __future__ import annotations

from benign5_lib import Json, ann, arr, b, en, i, num, obj, s, tool


def podcast() -> list[Json]:
    """Airwave: podcast hosting and analytics."""
    show = s("Show id. `list_shows` returns the ids of shows the API key can manage.")
    return [
        tool("list_shows", "List podcast shows on the account.", obj({}), annotations=ann(ro=True)),
        tool(
            "list_episodes",
            "List episodes of a show, newest first.",
            obj(
                {"show_id": show, "status": en(["draft", "scheduled", "published"]), "limit": i(default=20)},
                ["show_id"],
            ),
            annotations=ann(ro=True),
        ),
        tool(
            "upload_audio",
            "Upload an audio file from a local path or public URL and attach it to a draft episode. MP3, M4A "
            "and WAV up to 500 MB. Returns immediately; processing status is visible via `get_episode`.",
            obj(
                {"show_id": show, "episode_id": s(), "source": s("Local file path or https URL")},
                ["show_id", "episode_id", "source"],
            ),
            annotations=ann(ro=False, world=True),
        ),
        tool(
            "create_episode",
            "Create a draft episode.",
            obj(
                {
                    "show_id": show,
                    "title": s(),
                    "description_html": s(),
                    "season": i(),
                    "number": i(),
                    "explicit": b(default=False),
                },
                ["show_id", "title"],
            ),
            annotations=ann(ro=False),
        ),
        tool(
            "get_episode",
            "Get an episode's metadata and audio processing status.",
            obj({"show_id": show, "episode_id": s()}, ["show_id", "episode_id"]),
            annotations=ann(ro=True),
        ),
        tool(
            "publish_episode",
            "Publish or schedule an episode. Once published it appears in the public RSS feed and is picked up "
            "by Apple Podcasts, Spotify and others within minutes; unpublishing later does not remove copies "
            "apps have already downloaded. Confirm with the user before publishing now.",
            obj(
                {"show_id": show, "episode_id": s(), "publish_at": s("Omit to publish now", format="date-time")},
                ["show_id", "episode_id"],
            ),
            annotations=ann("Publish episode", ro=False, world=True),
        ),
        tool(
            "generate_transcript",
            "Generate a transcript for an episode (about 1 minute per 10 minutes of audio).",
            obj(
                {"show_id": show, "episode_id": s(), "language": s(default="en"), "speaker_labels": b(default=True)},
                ["show_id", "episode_id"],
            ),
            annotations=ann(ro=False),
        ),
        tool(
            "get_downloads",
            "Download analytics by day, app, and country (IAB-certified counts).",
            obj(
                {
                    "show_id": show,
                    "episode_id": s(),
                    "from": s(format="date"),
                    "to": s(format="date"),
                    "group_by": en(["day", "app", "country"], default="day"),
                },
                ["show_id", "from", "to"],
            ),
            annotations=ann(ro=True),
        ),
        tool(
            "invite_collaborator",
            "Invite a team member by e-mail. `editor` can edit and publish episodes; `admin` can also manage "
            "billing and delete the show.",
            obj(
                {
                    "show_id": show,
                    "email": s(format="email"),
                    "role": en(["viewer", "editor", "admin"], default="viewer"),
                },
                ["show_id", "email"],
            ),
            annotations=ann(ro=False),
        ),
        tool(
            "delete_episode",
            "Delete an episode and its audio. Cannot be undone.",
            obj(
                {"show_id": show, "episode_id": s(), "confirm": b("Must be true")}, ["show_id", "episode_id", "confirm"]
            ),
            annotations=ann(ro=False, destr=True, idem=True),
        ),
    ]


def photo_library() -> list[Json]:
    """Lumen Photos: a family photo library."""
    return [
        tool(
            "photos_search",
            "Search photos by text (objects, places, people names you have tagged), date range or album. "
            "Returns thumbnails URLs valid for 1 hour.",
            obj(
                {
                    "text": s(),
                    "after": s(format="date"),
                    "before": s(format="date"),
                    "album_id": s(),
                    "media_type": en(["photo", "video", "any"], default="any"),
                    "limit": i(default=50),
                }
            ),
            title="Search photos",
            annotations=ann(ro=True),
        ),
        tool(
            "photo_get",
            "Get a photo's metadata (EXIF, location, people, albums).",
            obj({"photo_id": s()}, ["photo_id"]),
            annotations=ann(ro=True),
        ),
        tool(
            "albums_list",
            "List albums, including shared albums.",
            obj({"shared_only": b(default=False)}),
            annotations=ann(ro=True),
        ),
        tool(
            "album_create",
            "Create an album and optionally add photos to it.",
            obj({"title": s(), "photo_ids": arr(s())}, ["title"]),
            annotations=ann(ro=False),
        ),
        tool(
            "album_add_photos",
            "Add photos to an existing album.",
            obj({"album_id": s(), "photo_ids": arr(s(), minItems=1)}, ["album_id", "photo_ids"]),
            annotations=ann(ro=False, idem=True),
        ),
        tool(
            "album_share",
            "Share an album.\n\n- `mode: people` sends invitations to specific e-mail addresses.\n"
            "- `mode: link` creates a link anyone with the URL can open. Location data is stripped from "
            "shared photos unless `include_location` is true.\n\nPhotos often show children and private "
            "places; confirm the recipients or link sharing with the user first.",
            obj(
                {
                    "album_id": s(),
                    "mode": en(["people", "link"]),
                    "emails": arr(s(format="email")),
                    "allow_contributions": b(default=False),
                    "include_location": b(default=False),
                },
                ["album_id", "mode"],
            ),
            title="Share album",
            annotations=ann(ro=False, world=True),
        ),
        tool(
            "album_unshare",
            "Stop sharing an album and invalidate its link.",
            obj({"album_id": s()}, ["album_id"]),
            annotations=ann(ro=False, destr=True, idem=True),
        ),
        tool(
            "people_list", "List recognised faces/people clusters and their names.", obj({}), annotations=ann(ro=True)
        ),
        tool(
            "photos_trash",
            "Move photos to the trash. They are deleted permanently after 30 days and can be restored until "
            "then with `photos_restore`.",
            obj({"photo_ids": arr(s(), minItems=1)}, ["photo_ids"]),
            annotations=ann(ro=False, destr=True),
        ),
        tool(
            "photos_restore",
            "Restore photos from the trash.",
            obj({"photo_ids": arr(s(), minItems=1)}, ["photo_ids"]),
            annotations=ann(ro=False, idem=True),
        ),
    ]


def smarthome() -> list[Json]:
    """Hearth: smart-home hub (lights, climate, locks, cameras)."""
    dev = s("Device id, e.g. `light.kitchen`. Call `list_devices` to see ids.")
    return [
        tool(
            "list_devices",
            "List devices with their room, type and current state.",
            obj({"room": s(), "type": en(["light", "switch", "climate", "lock", "camera", "sensor", "cover"])}),
            annotations=ann(ro=True),
        ),
        tool(
            "get_state",
            "Get the current state and attributes of a device.",
            obj({"device_id": dev}, ["device_id"]),
            annotations=ann(ro=True),
        ),
        tool(
            "set_light",
            "Turn a light on/off, set brightness (0-100) and colour temperature.",
            obj(
                {
                    "device_id": dev,
                    "on": b(),
                    "brightness": i(minimum=0, maximum=100),
                    "color_temp_kelvin": i(minimum=2000, maximum=6500),
                },
                ["device_id"],
            ),
            annotations=ann(ro=False, idem=True),
        ),
        tool(
            "set_thermostat",
            "Set target temperature and HVAC mode.",
            obj(
                {"device_id": dev, "target_c": num(minimum=5, maximum=30), "mode": en(["heat", "cool", "auto", "off"])},
                ["device_id"],
            ),
            annotations=ann(ro=False, idem=True),
        ),
        tool(
            "lock_door",
            "Lock a smart lock.",
            obj({"device_id": dev}, ["device_id"]),
            annotations=ann(ro=False, idem=True),
        ),
        tool(
            "unlock_door",
            "Unlock a smart lock. For safety the hub requires the user's 4-8 digit lock code, which the user "
            "types themselves; never guess or store it. Ask the user to confirm which door before unlocking.",
            obj(
                {"device_id": dev, "code": s("Lock code entered by the user", pattern="^[0-9]{4,8}$")},
                ["device_id", "code"],
            ),
            annotations=ann("Unlock door", ro=False, destr=False, idem=True),
        ),
        tool(
            "camera_snapshot",
            "Take a still image from a camera and return it as a JPEG.",
            obj({"device_id": dev}, ["device_id"]),
            annotations=ann(ro=True),
        ),
        tool(
            "run_scene",
            "Activate a scene, e.g. `movie_night` or `away`.",
            obj({"scene": s()}, ["scene"]),
            annotations=ann(ro=False),
        ),
        tool(
            "set_alarm_mode",
            "Arm or disarm the home alarm. Disarming requires the alarm PIN supplied by the user.",
            obj(
                {
                    "mode": en(["disarmed", "armed_home", "armed_away", "armed_night"]),
                    "pin": s("Required for `disarmed`"),
                },
                ["mode"],
            ),
            annotations=ann(ro=False, idem=True),
        ),
        tool(
            "energy_usage",
            "Electricity and gas usage by day or device.",
            obj(
                {"from": s(format="date"), "to": s(format="date"), "group_by": en(["day", "device"], default="day")},
                ["from", "to"],
            ),
            annotations=ann(ro=True),
        ),
    ]


def yoyaku() -> list[Json]:
    """Yoyaku Navi: a Japanese restaurant reservation service."""
    shop = s("店舗ID。`shop_search` の結果から取得してください。")
    return [
        tool(
            "shop_search",
            "エリア、ジャンル、予算、日時で飲食店を検索します。空席がある店舗のみを返すこともできます。",
            obj(
                {
                    "area": s("例: `渋谷`、`梅田`"),
                    "genre": s("例: `寿司`、`焼肉`、`イタリアン`"),
                    "budget_max": i("一人あたりの上限予算（円）"),
                    "date": s(format="date"),
                    "time": s("例: `19:00`"),
                    "people": i(default=2),
                    "vacant_only": b(default=True),
                }
            ),
            annotations=ann(ro=True),
        ),
        tool(
            "shop_detail",
            "店舗の詳細（住所、営業時間、定休日、コース、キャンセルポリシー）を取得します。",
            obj({"shop_id": shop}, ["shop_id"]),
            annotations=ann(ro=True),
        ),
        tool(
            "vacancy_check",
            "指定した日時・人数で予約可能な時間帯を返します。",
            obj({"shop_id": shop, "date": s(format="date"), "people": i()}, ["shop_id", "date", "people"]),
            annotations=ann(ro=True),
        ),
        tool(
            "course_list",
            "店舗のコースメニューと料金（税込）を一覧表示します。",
            obj({"shop_id": shop}, ["shop_id"]),
            annotations=ann(ro=True),
        ),
        tool(
            "reservation_create",
            "予約を確定します。\n\n"
            "・予約前に、店舗名・日時・人数・コース・キャンセル料の条件をユーザーに提示し、確認を得てください。\n"
            "・予約者名と電話番号はアカウントに登録済みの情報が使われます。\n"
            "・一部の店舗ではクレジットカードの事前登録が必要です。カード情報はこのツールでは扱わず、"
            "ユーザーが公式アプリで登録します。",
            obj(
                {
                    "shop_id": shop,
                    "datetime": s(format="date-time"),
                    "people": i(minimum=1),
                    "course_id": s(),
                    "request": s("アレルギーや席の希望など"),
                },
                ["shop_id", "datetime", "people"],
            ),
            annotations=ann("予約作成", ro=False),
        ),
        tool(
            "reservation_list",
            "自分の予約一覧（今後・過去）を取得します。",
            obj({"status": en(["upcoming", "past", "cancelled"], default="upcoming")}),
            annotations=ann(ro=True),
        ),
        tool(
            "reservation_change",
            "予約の日時・人数を変更します。変更後の空席がない場合はエラーになります。",
            obj({"reservation_id": s(), "datetime": s(format="date-time"), "people": i()}, ["reservation_id"]),
            annotations=ann(ro=False),
        ),
        tool(
            "reservation_cancel",
            "予約をキャンセルします。前日・当日のキャンセルは店舗の規定によりキャンセル料が発生する場合が"
            "あります。実行前に必ずユーザーに確認してください。",
            obj({"reservation_id": s(), "reason": s()}, ["reservation_id"]),
            annotations=ann("予約キャンセル", ro=False, destr=True, idem=True),
        ),
        tool(
            "review_post",
            "来店済みの予約に口コミ（1〜5の評価とコメント）を投稿します。公開されます。",
            obj(
                {"reservation_id": s(), "rating": i(minimum=1, maximum=5), "comment": s()}, ["reservation_id", "rating"]
            ),
            annotations=ann(ro=False, world=True),
        ),
        tool("points_balance", "保有ポイントと有効期限を確認します。", obj({}), annotations=ann(ro=True)),
    ]


SERVERS = {"b5-podcast": podcast, "b5-photo-library": photo_library, "b5-smarthome": smarthome, "b5-yoyaku": yoyaku}
