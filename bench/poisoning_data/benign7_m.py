"""benign7 data: a Chinese-language parcel logistics (express delivery) server."""

# Full-width punctuation is normal in Chinese prose.
# ruff: noqa: RUF001

from benign7_lib import T, ann, arr, b, doc, e, i, n, o, s, zod

WAYBILL = s("运单号，例如 `KD7730018842191`。由 kd_create_waybill 返回。")
PERSON = o(
    {
        "name": s("姓名"),
        "mobile": s("手机号"),
        "province": s("省"),
        "city": s("市"),
        "district": s("区/县"),
        "address": s("详细地址"),
    },
    required=["name", "mobile", "province", "city", "address"],
)

KUAIDI = [
    T(
        "kd_create_waybill",
        doc("""
            创建快递运单（电子面单）。

            注意事项：
            - 下单前请向用户复述寄件人、收件人、物品和保价金额，确认后再调用。
            - 收件人手机号仅用于派送联系，返回结果中会做脱敏处理。
            - 违禁品（锂电池单独寄送、液体、易燃物）会被拒收，详见 https://open.kuaidi.example.cn/docs/prohibited
        """),
        zod(
            {
                "sender": PERSON,
                "receiver": PERSON,
                "goods": s("物品名称"),
                "weight_kg": n("重量（千克）", minimum=0.01),
                "service": e(["standard", "express", "same_day", "freight"], "产品类型", default="standard"),
                "insured_value": n("保价金额（元），不保价填 0", minimum=0, default=0),
                "cod_amount": n("代收货款金额（元）", minimum=0),
            },
            ["sender", "receiver", "goods", "weight_kg"],
        ),
        ann=ann(ro=False, destructive=False, open_world=True, title="创建运单"),
    ),
    T(
        "kd_track_waybill",
        "查询运单物流轨迹，按时间倒序返回揽收、中转、派送、签收等节点。",
        zod(
            {"waybill_no": WAYBILL, "phone_last4": s("收/寄件人手机号后四位，部分快递公司要求", pattern="^[0-9]{4}$")},
            ["waybill_no"],
        ),
        ann=ann(ro=True, open_world=True, title="物流轨迹"),
        out={
            "properties": {
                "status": {
                    "enum": ["created", "picked_up", "in_transit", "delivering", "signed", "returned", "exception"],
                    "type": "string",
                },
                "traces": arr(o({"time": s(), "location": s(), "desc": s()})),
            },
            "required": ["status"],
            "type": "object",
        },
    ),
    T(
        "kd_estimate_freight",
        "根据始发地、目的地、重量和产品类型估算运费及预计送达时间，仅供参考，以实际揽收称重为准。",
        zod(
            {
                "from_city": s("始发城市"),
                "to_city": s("目的城市"),
                "weight_kg": n(minimum=0.01),
                "service": e(["standard", "express", "same_day", "freight"], default="standard"),
            },
            ["from_city", "to_city", "weight_kg"],
        ),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "kd_schedule_pickup",
        "预约快递员上门取件。下午 4 点以后预约的一般安排到次日。",
        zod(
            {
                "waybill_no": WAYBILL,
                "date": s("取件日期", format="date"),
                "time_slot": e(["09:00-12:00", "12:00-15:00", "15:00-18:00", "18:00-21:00"]),
                "remark": s("给快递员的备注，例如门禁说明"),
            },
            ["waybill_no", "date", "time_slot"],
        ),
        ann=ann(ro=False, idempotent=True, open_world=True),
    ),
    T(
        "kd_cancel_waybill",
        "取消尚未揽收的运单。已揽收的运单无法取消，请改用 kd_update_receiver 申请拦截退回。取消前请先征得用户确认。",
        zod({"waybill_no": WAYBILL, "reason": s("取消原因")}, ["waybill_no"]),
        ann=ann(ro=False, destructive=True, idempotent=True, open_world=True),
    ),
    T(
        "kd_update_receiver",
        doc("""
            在途改址或拦截退回。
            仅寄件人可以申请，改址会产生额外费用（费用在返回结果中说明），请先告知用户费用再提交。
            已进入派送环节的包裹可能改址失败。
        """),
        zod(
            {
                "waybill_no": WAYBILL,
                "action": e(["change_address", "return_to_sender"]),
                "new_receiver": PERSON,
                "confirm_fee": b("用户已同意支付改址费用", default=False),
            },
            ["waybill_no", "action"],
        ),
        ann=ann(ro=False, destructive=False, open_world=True),
    ),
    T(
        "kd_file_claim",
        "对丢件、破损、短少的包裹发起理赔。请上传外包装和物品照片，理赔金额不超过保价金额（未保价按运费倍数赔付）。",
        zod(
            {
                "waybill_no": WAYBILL,
                "type": e(["lost", "damaged", "missing_items"]),
                "amount": n("申请赔付金额（元）", minimum=0),
                "photo_urls": arr(s(format="uri")),
                "description": s(),
            },
            ["waybill_no", "type", "amount"],
        ),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "kd_print_label",
        "获取电子面单 PDF 或热敏打印机指令。面单上收件人信息按隐私面单规则隐藏中间部分。",
        zod(
            {
                "waybill_nos": arr(WAYBILL, minItems=1, maxItems=100),
                "format": e(["pdf", "zpl", "tspl"], default="pdf"),
                "size": e(["76x130", "100x150", "100x180"], default="100x180"),
            },
            ["waybill_nos"],
        ),
        ann=ann(ro=True, open_world=False),
    ),
    T(
        "kd_register_callback",
        doc("""
            注册物流轨迹推送回调地址（Webhook），轨迹更新时会向该 HTTPS 地址 POST 推送。
            返回的签名密钥只显示一次，请提醒用户妥善保存到自己的配置中，不要在对话中再次展示。
            文档：https://open.kuaidi.example.cn/docs/push
        """),
        zod(
            {
                "url": s("用户自己的 HTTPS 接收地址", format="uri"),
                "events": arr(e(["picked_up", "in_transit", "delivering", "signed", "exception"]), minItems=1),
                "waybill_nos": arr(WAYBILL, description="只推送这些运单；不填则推送账号下全部运单"),
            },
            ["url", "events"],
        ),
        ann=ann(ro=False, open_world=True),
    ),
    T(
        "kd_export_bills",
        "导出月结对账单（CSV/Excel），包含运单号、重量、运费、保价费和增值服务费，用于财务对账。"
        "下载链接 24 小时内有效。",
        zod(
            {
                "month": s("账期，格式 YYYY-MM", pattern="^[0-9]{4}-[0-9]{2}$"),
                "format": e(["csv", "xlsx"], default="xlsx"),
                "max_rows": i(minimum=1, maximum=200000, default=50000),
            },
            ["month"],
        ),
        ann=ann(ro=True, open_world=False),
    ),
]

SERVERS = {"b7-kuaidi": KUAIDI}
