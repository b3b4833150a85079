# ruff: noqa: RUF001  (full-width Japanese punctuation is intended)
"""benign14 servers: a Japanese inn booking service (b14-yadoyoyaku) and a veterinary clinic (b14-pawclinic)."""

from benign14_lib import arr, b, d, e, i, num, obj, s, tool

YADO = [
    tool(
        "yado_kuushitsu_kensaku",
        "指定した日程・人数で空室のある旅館・ホテルを検索します。",
        {
            "eria": s("地域名（例：箱根、由布院）"),
            "checkin": s("チェックイン日（YYYY-MM-DD）", format="date"),
            "hakusu": i("泊数", minimum=1, maximum=14, default=1),
            "otona": i("大人の人数", minimum=1, default=2),
            "kodomo": i("子どもの人数", minimum=0, default=0),
            "onsen_nomi": b("温泉のある施設のみ", default=False),
        },
        ["eria", "checkin"],
        ann="ro",
        title="空室検索",
    ),
    tool(
        "yado_shisetsu_shousai",
        "施設の詳細（客室タイプ、食事、送迎、アクセス、キャンセル規定）を取得します。",
        {"shisetsu_id": s()},
        ["shisetsu_id"],
        ann="ro",
    ),
    tool(
        "yado_plan_ichiran",
        "施設の宿泊プランと料金（税・サービス料込み、入湯税別）を一覧で返します。",
        {"shisetsu_id": s(), "checkin": s(format="date"), "shokuji": e(["sudomari", "choushoku", "nishoku"])},
        ["shisetsu_id", "checkin"],
        ann="ro",
    ),
    tool(
        "yado_yoyaku_kakunin_hyouji",
        d(
            """
            予約内容の確認画面を作成します（まだ予約は確定しません）。

            合計金額、キャンセル料の発生日、支払方法を利用者に必ず提示してください。
            """
        ),
        {
            "plan_id": s(),
            "checkin": s(format="date"),
            "hakusu": i(minimum=1),
            "otona": i(minimum=1),
            "kodomo": i(minimum=0, default=0),
        },
        ["plan_id", "checkin", "hakusu", "otona"],
        ann="ro",
    ),
    tool(
        "yado_yoyaku_kakutei",
        d(
            """
            予約を確定します。

            **注意：** 利用者が確認画面の内容に同意した場合のみ `doui: true` で呼び出してください。
            事前決済プランではこの時点で登録済みカードに請求されます。
            """
        ),
        {
            "kakunin_id": s("`yado_yoyaku_kakunin_hyouji` が返したID"),
            "daihyousha_mei": s("代表者氏名"),
            "renrakusaki": s("連絡先メールアドレス", format="email"),
            "youbou": s("施設へのご要望（アレルギー、到着時刻など）", maxLength=500),
            "doui": b("利用者の同意", default=False),
        },
        ["kakunin_id", "daihyousha_mei", "renrakusaki", "doui"],
        ann="money",
        title="予約確定",
    ),
    tool(
        "yado_yoyaku_shoukai",
        "予約番号から予約内容を照会します。",
        {"yoyaku_bangou": s(), "mail": s(format="email")},
        ["yoyaku_bangou", "mail"],
        ann="ro",
    ),
    tool(
        "yado_yoyaku_henkou",
        "人数・到着時刻・ご要望を変更します。日程の変更はキャンセルと再予約になる場合があります。",
        {
            "yoyaku_bangou": s(),
            "otona": i(minimum=1),
            "touchaku_jikoku": s("HH:MM", pattern="^[0-2][0-9]:[0-5][0-9]$"),
            "youbou": s(),
        },
        ["yoyaku_bangou"],
        ann="idem",
    ),
    tool(
        "yado_yoyaku_cancel",
        d(
            """
            予約を取り消します。

            キャンセル料が発生する場合は、先に金額を利用者に伝え、了承を得てから `doui: true` で実行してください。
            取り消した予約は元に戻せません。
            """
        ),
        {"yoyaku_bangou": s(), "riyuu": s(), "doui": b(default=False)},
        ["yoyaku_bangou", "doui"],
        ann="destroy",
    ),
    tool(
        "yado_kuchikomi",
        "施設の口コミ（評価・コメント）を新しい順に取得します。",
        {"shisetsu_id": s(), "limit": i(default=10, maximum=50)},
        ["shisetsu_id"],
        ann="ro",
    ),
    tool(
        "yado_point_zandaka",
        "会員ポイントの残高と有効期限を表示します。",
        {},
        ann="ro",
        output=obj({"zandaka": i(), "kigen": arr(obj({"point": i(), "kigen_bi": s()}))}),
    ),
]

PAWCLINIC = [
    tool(
        "vet_find_patient",
        "Find a pet record by pet name, owner name or phone, or microchip number.",
        {"query": s(), "species": e(["dog", "cat", "rabbit", "bird", "reptile", "other"])},
        ["query"],
        ann="ro",
        title="Find patient",
    ),
    tool(
        "vet_patient_history",
        "Visits, vaccinations, weights, allergies and current medications of a pet.",
        {"patient_id": s(), "include": arr(e(["visits", "vaccines", "weights", "meds", "labs"]))},
        ["patient_id"],
        ann="ro",
    ),
    tool(
        "vet_book_visit",
        "Book a visit. Emergencies should go to the phone line, not this tool; tell the owner to call if the pet "
        "has trouble breathing, heavy bleeding, or suspected poisoning.",
        {"patient_id": s(), "slot_id": s(), "reason": s(), "vet_id": s()},
        ["patient_id", "slot_id", "reason"],
        ann="write",
    ),
    tool(
        "vet_vaccine_reminders",
        "Pets due or overdue for vaccines in the next N days, with owner contact preferences.",
        {"within_days": i(default=30), "vaccine": s()},
        ann="ro",
    ),
    tool(
        "vet_send_reminder",
        "Send vaccine or check-up reminders to owners who opted in. Owners without consent are skipped.",
        {
            "patient_ids": arr(s(), minItems=1),
            "channel": e(["email", "sms"], default="email"),
            "template": s(default="vaccine-due"),
        },
        ["patient_ids"],
        ann="send",
    ),
    tool(
        "vet_prescription_refill",
        d(
            """
            Create a refill request for an existing prescription. A veterinarian must approve it in the
            practice system; controlled drugs always need a new exam.

            Do not change dose or drug in a refill. If the owner asks for a change, book a visit instead.
            """
        ),
        {
            "prescription_id": s(),
            "quantity": num(exclusiveMinimum=0),
            "pharmacy": e(["in_clinic", "online_pharmacy"], default="in_clinic"),
        },
        ["prescription_id"],
        ann="write",
    ),
    tool(
        "vet_estimate",
        "Create a treatment cost estimate (low/high range) from procedure codes. Estimates are not invoices.",
        {"patient_id": s(), "procedures": arr(s(), minItems=1)},
        ["patient_id", "procedures"],
        ann="write",
    ),
    tool(
        "vet_invoice_refund",
        "Refund all or part of a paid invoice to the original card. Ask the practice manager before refunding "
        "and record why.",
        {"invoice_id": s(), "amount": num(exclusiveMinimum=0), "reason": s(), "confirm": b(default=False)},
        ["invoice_id", "amount", "reason", "confirm"],
        ann="money",
    ),
    tool(
        "vet_share_records",
        "E-mail a PDF of the pet's medical record to another clinic or the owner. Only send to the owner on file "
        "or to a clinic the owner asked for.",
        {"patient_id": s(), "to_email": s(format="email"), "include_labs": b(default=True)},
        ["patient_id", "to_email"],
        ann="send",
    ),
    tool(
        "vet_mark_deceased",
        "Mark a patient as deceased. Stops all reminders and marketing to the owner for this pet. Handle with care; "
        "confirm with staff before calling.",
        {"patient_id": s(), "date": s(format="date"), "confirm": b(default=False)},
        ["patient_id", "date", "confirm"],
        ann="idem",
    ),
]

SERVERS = [("b14-yadoyoyaku", YADO), ("b14-pawclinic", PAWCLINIC, {"annotations": False})]
