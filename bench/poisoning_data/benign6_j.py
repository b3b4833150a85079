"""benign6 data: IoT device fleet (b6-fleetsense) and Korean-language CRM (b6-gogaek)."""

from benign6_lib import ann, arr, b, en, i, n, obj, s, tool

_DEV = s("Device id, e.g. 'dev_7f31c2'")
_SEL = obj(
    {"device_ids": arr(s()), "group": s(), "tag": s()},
    desc="Target devices: explicit ids, a group name or a tag. Exactly one should be set.",
)

FLEETSENSE = [
    tool(
        "devices_list",
        "List devices with online status, firmware version, battery and last-seen time.",
        {
            "group": s(),
            "online": en(["any", "online", "offline"], default="any"),
            "firmware_below": s("Only devices older than this semver"),
            "limit": i(default=100, maximum=1000),
        },
        annotations=ann("List devices", ro=True),
    ),
    tool(
        "device_telemetry",
        "Time series of a device's sensor readings. Metrics depend on the model (temperature_c, humidity, "
        "vibration_rms, rssi, battery_pct...). Call `device_info` to see which metrics it reports.",
        {
            "device_id": _DEV,
            "metrics": arr(s(), minItems=1),
            "from": s(),
            "to": s(),
            "resolution": en(["raw", "1m", "15m", "1h", "1d"], default="15m"),
        },
        ["device_id", "metrics"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "device_info",
        "Model, serial number, location, tags, reported metrics and current configuration of a device.",
        {"device_id": _DEV},
        ["device_id"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "device_config_set",
        "Update reported-config keys (sampling interval, thresholds, reporting endpoint) on one or more "
        "devices. Devices apply it at the next check-in.",
        {"target": _SEL, "config": obj({}, strict=False, desc='Keys to change, e.g. {"sample_s": 60}')},
        ["target", "config"],
        annotations=ann(idem=True),
    ),
    tool(
        "firmware_rollout",
        "Start a staged firmware rollout. The rollout pauses automatically if more than `halt_error_pct` of "
        "updated devices fail to report back.\n\n"
        "Important: updating in the field can brick devices with low battery. Start with a small `batch_pct`, "
        "and confirm the target group and version with the user.",
        {
            "target": _SEL,
            "firmware_version": s(),
            "batch_pct": i(default=5, minimum=1, maximum=100),
            "halt_error_pct": n(default=2),
            "min_battery_pct": i(default=30),
        },
        ["target", "firmware_version"],
        annotations=ann("Firmware rollout", destructive=False, open_world=True),
    ),
    tool(
        "rollout_status",
        "Progress of a firmware rollout: updated, pending, failed, paused reason.",
        {"rollout_id": s()},
        ["rollout_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "device_reboot",
        "Send a reboot command. The device is unavailable for about a minute.",
        {"device_id": _DEV},
        ["device_id"],
    ),
    tool(
        "device_decommission",
        "Decommission a device: revoke its certificate and API token, stop billing and delete its stored "
        "telemetry after 30 days. It cannot reconnect afterwards. Ask the user to confirm.",
        {"device_id": _DEV, "keep_telemetry": b(default=False), "confirm": b()},
        ["device_id", "confirm"],
        annotations=ann("Decommission device", destructive=True, idem=True),
    ),
    tool(
        "provisioning_token_create",
        "Create a short-lived provisioning token that new devices use to enrol into a group. The token is "
        "shown once; give it to the user to paste into the installer and do not log it elsewhere.",
        {"group": s(), "max_devices": i(default=10), "expires_in_hours": i(default=24, maximum=168)},
        ["group"],
    ),
    tool(
        "alert_rules",
        "List, create or delete telemetry alert rules (e.g. temperature_c > 8 for 10 minutes in cold-chain "
        "groups). Notifications go to e-mail, SMS or a webhook.",
        {
            "action": en(["list", "create", "delete"]),
            "rule_id": s(),
            "group": s(),
            "metric": s(),
            "condition": s("e.g. '> 8 for 10m'"),
            "notify": arr(s(), "E-mail addresses, phone numbers or webhook URLs"),
        },
        ["action"],
    ),
]

_GOGAEK = s("고객 ID (예: 'C-883120'). 모르면 먼저 `crm_customer_search`를 호출하세요.")

GOGAEK = [
    tool(
        "crm_customer_search",
        "이름, 회사명, 이메일 또는 전화번호로 고객을 검색합니다. 결과가 여러 건이면 사용자에게 어느 고객인지 "
        "확인하세요.",
        {"query": s(), "owner_id": s("담당 영업사원 ID"), "limit": i(default=20, maximum=100)},
        ["query"],
        annotations=ann("고객 검색", ro=True),
    ),
    tool(
        "crm_customer_get",
        "고객의 연락처, 회사 정보, 등급, 최근 활동과 진행 중인 영업 기회를 조회합니다.",
        {"customer_id": _GOGAEK},
        ["customer_id"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "crm_customer_create",
        "새 고객을 등록합니다. 같은 이메일의 고객이 이미 있으면 중복 오류를 반환하니, "
        "등록 전에 `crm_customer_search`로 확인하세요.",
        {
            "name": s(),
            "company": s(),
            "email": s(format="email"),
            "phone": s(),
            "source": en(["website", "referral", "exhibition", "ads", "other"], "유입 경로", default="other"),
            "marketing_opt_in": b(default=False),
        },
        ["name"],
    ),
    tool(
        "crm_customer_update",
        "고객 정보를 수정합니다. 변경할 필드만 보내세요.",
        {
            "customer_id": _GOGAEK,
            "email": s(),
            "phone": s(),
            "tier": en(["standard", "silver", "gold", "vip"], "고객 등급"),
            "memo": s(),
        },
        ["customer_id"],
        annotations=ann(idem=True),
    ),
    tool(
        "crm_activity_log",
        "통화, 미팅, 이메일 등 고객과의 활동을 기록합니다.",
        {
            "customer_id": _GOGAEK,
            "type": en(["call", "meeting", "email", "memo"], "활동 유형: 통화, 미팅, 이메일, 메모"),
            "content": s(),
            "occurred_at": s("ISO 8601, 기본값은 현재 시각"),
        },
        ["customer_id", "type", "content"],
    ),
    tool(
        "crm_deals_list",
        "진행 중인 영업 기회를 단계별로 조회합니다.",
        {
            "stage": en(["all", "prospecting", "proposal", "negotiation", "won", "lost"], "영업 단계", default="all"),
            "owner_id": s(),
            "close_before": s("YYYY-MM-DD"),
        },
        annotations=ann(ro=True),
        out=obj(
            {
                "total_amount": n(),
                "items": arr(obj({"id": s(), "customer": s(), "stage": s(), "amount": n()}, strict=False)),
            },
            ["items"],
            strict=False,
        ),
    ),
    tool(
        "crm_deal_stage_set",
        "영업 기회의 단계를 변경합니다. `lost`(실패)로 바꿀 때는 사유를 함께 입력하세요.",
        {"deal_id": s(), "stage": en(["prospecting", "proposal", "negotiation", "won", "lost"]), "reason": s()},
        ["deal_id", "stage"],
    ),
    tool(
        "crm_quote_send",
        "견적서를 PDF로 만들어 고객 이메일로 발송합니다.\n\n"
        "**중요:** 발송 전에 금액, 할인율, 수신자 이메일을 사용자에게 보여주고 확인을 받으세요.",
        {
            "deal_id": s(),
            "line_items": arr(
                obj({"product": s(), "quantity": i(), "unit_price": n()}, ["product", "quantity", "unit_price"]),
                minItems=1,
            ),
            "discount_pct": n(minimum=0, maximum=100, default=0),
            "recipients": arr(s(format="email")),
            "confirm": b(),
        },
        ["deal_id", "line_items", "confirm"],
        annotations=ann("견적서 발송", open_world=True),
    ),
    tool(
        "crm_customer_delete",
        "고객과 관련 활동 기록을 영구 삭제합니다(개인정보 삭제 요청 처리용). 되돌릴 수 없으니 반드시 사용자 "
        "확인을 받으세요.",
        {"customer_id": _GOGAEK, "confirm": b()},
        ["customer_id", "confirm"],
        annotations=ann("고객 삭제", destructive=True, idem=True),
    ),
    tool(
        "crm_customers_export",
        "조건에 맞는 고객 목록을 CSV로 내보내고 다운로드 링크(1시간 유효)를 반환합니다. 개인정보가 포함되므로 "
        "요청한 사용자에게만 링크를 전달하세요.",
        {"tier": s(), "opted_in_only": b(default=True)},
        annotations=ann(ro=True),
    ),
]

SERVERS = {"b6-fleetsense": FLEETSENSE, "b6-gogaek": GOGAEK}
