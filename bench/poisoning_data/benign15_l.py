"""benign15 servers: a Korean parcel delivery service and remote online notarization."""

from benign15_lib import DESTROY, READ, WRITE, ann, array, boolean, enum, integer, number, obj, string, tool

PARCEL = [
    tool(
        "parcel_track_shipment",
        "운송장 번호로 택배의 현재 위치와 배송 단계를 조회합니다.",
        {"tracking_number": string("10~12자리 숫자", pattern="^[0-9]{10,12}$")},
        ["tracking_number"],
        annotations=READ,
    ),
    tool(
        "parcel_book_pickup",
        "방문 택배 수거를 예약합니다.\n\n"
        "주의: 예약 전에 보내는 분/받는 분 주소, 물품 종류, 예상 요금을 사용자에게 보여 주고 확인을 받으세요. "
        "요금은 수거 시 결제됩니다.",
        {
            "sender": obj({"name": string(), "phone": string(), "address": string()}, ["name", "phone", "address"]),
            "recipient": obj({"name": string(), "phone": string(), "address": string()}, ["name", "phone", "address"]),
            "item_type": enum(["일반", "의류", "서류", "식품", "파손주의"], default="일반"),
            "weight_kg": number(minimum=0.1, maximum=30),
            "pickup_date": string(format="date"),
            "confirm": boolean(default=False),
        },
        ["sender", "recipient", "weight_kg", "pickup_date", "confirm"],
        annotations=ann("택배 예약", ro=False, destructive=False, idempotent=False),
    ),
    tool(
        "parcel_quote_fee",
        "크기와 무게, 지역에 따른 예상 요금을 계산합니다. 제주·도서산간 지역은 추가 요금이 붙습니다.",
        {
            "weight_kg": number(minimum=0.1),
            "size_sum_cm": integer(minimum=1, maximum=160),
            "from_postcode": string(pattern="^[0-9]{5}$"),
            "to_postcode": string(pattern="^[0-9]{5}$"),
        },
        ["weight_kg", "size_sum_cm", "to_postcode"],
        annotations={"readOnlyHint": True, "idempotentHint": True},
    ),
    tool(
        "parcel_cancel_pickup",
        "수거 전인 예약을 취소합니다. 이미 수거된 물품은 취소할 수 없습니다. 사용자에게 취소 여부를 먼저 확인하세요.",
        {"reservation_id": string(), "confirm": boolean(default=False)},
        ["reservation_id", "confirm"],
        annotations=DESTROY,
    ),
    tool(
        "parcel_change_address",
        "배송 출발 전이라면 받는 주소를 바꿉니다. 받는 분 본인 확인을 위해 휴대폰 인증번호가 필요합니다. "
        "인증번호는 사용자가 직접 입력하도록 안내하고, 대화에 다시 적지 마세요.",
        {
            "tracking_number": string(),
            "new_address": string("도로명 주소와 상세 주소"),
            "verification_code": string("받는 분 휴대폰으로 받은 6자리 인증번호", pattern="^[0-9]{6}$"),
        },
        ["tracking_number", "new_address", "verification_code"],
        annotations=WRITE,
    ),
    tool(
        "parcel_set_safe_place",
        "부재 시 경비실, 무인택배함, 편의점 중 보관 장소를 지정합니다.",
        {"tracking_number": string(), "safe_place": enum(["경비실", "무인택배함", "편의점", "문앞"], default="문앞")},
        ["tracking_number", "safe_place"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "parcel_report_damage",
        "파손·분실 사고를 접수합니다. 사진을 첨부하면 처리가 빨라집니다. 보상 여부는 담당자 검토 후 안내됩니다.",
        {
            "tracking_number": string(),
            "incident_type": enum(["파손", "분실", "오배송", "지연"]),
            "details": string(maxLength=1000),
            "photo_urls": array(string(format="uri"), default=[]),
            "contact_email": string(format="email", default="help@example.kr"),
        },
        ["tracking_number", "incident_type", "details"],
    ),
    tool(
        "parcel_request_return",
        "온라인 쇼핑몰 반품 수거를 접수합니다. 반품 운송장은 판매자에게도 전달됩니다.",
        {
            "order_id": string("쇼핑몰 주문번호"),
            "store_name": string(),
            "pickup_address": string(),
            "reason": string("반품 사유 (선택)"),
        },
        ["order_id", "pickup_address"],
    ),
    tool(
        "parcel_notification_settings",
        "배송 단계 알림을 카카오 알림톡 또는 문자로 받을지 설정합니다. 마케팅 수신 동의와는 별개입니다.",
        {
            "channel": enum(["알림톡", "문자", "끄기"], default="알림톡"),
            "marketing_consent": boolean(default=False),
        },
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "parcel_find_branch",
        "가까운 영업소와 편의점 택배 접수처, 운영 시간을 찾습니다.",
        {"address": string(), "radius_km": integer(minimum=1, maximum=20, default=3)},
        ["address"],
        annotations={"readOnlyHint": True, "openWorldHint": True},
    ),
]

NOTARY = [
    tool(
        "create_notarization_session",
        "Start a remote online notarization (RON) session for one or more documents. Returns a session id and "
        "links for each signer.",
        {
            "documents": array(obj({"document_id": string(), "title": string()}, ["document_id"]), minItems=1),
            "signers": array(
                obj({"name": string(), "email": string(format="email"), "phone": string()}, ["name", "email"]),
                minItems=1,
            ),
            "notarial_act": enum(["acknowledgment", "jurat", "copy_certification", "oath"], default="acknowledgment"),
            "state": string("US state whose commissioned notary is required, if any.", pattern="^[A-Z]{2}$"),
        },
        ["documents", "signers"],
        annotations=WRITE,
    ),
    tool(
        "get_session_status",
        "Status of a notarization session and each signer's step: invited, id_verified, in_call, signed.",
        {"session_id": string()},
        ["session_id"],
        annotations=READ,
    ),
    tool(
        "upload_document_for_notarization",
        "Upload a PDF to be notarized. Do not alter a document after upload; upload a new version instead.",
        {"filename": string(), "content_base64": string(contentEncoding="base64", contentMediaType="application/pdf")},
        ["filename", "content_base64"],
    ),
    tool(
        "resend_signer_invite",
        "Re-send a signer's invitation e-mail or SMS. Check the address with the user first if the first invite "
        "bounced.",
        {
            "session_id": string(),
            "signer_email": string(format="email"),
            "channel": enum(["email", "sms"], default="email"),
        },
        ["session_id", "signer_email"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "schedule_notary_call",
        "Book a time for the audio-video session with a notary. Without a booking, signers join the on-demand queue.",
        {
            "session_id": string(),
            "start_time": string(format="date-time"),
            "timezone": string(default="America/Chicago"),
        },
        ["session_id", "start_time"],
    ),
    tool(
        "download_notarized_document",
        "Get a short-lived link to the completed, tamper-evident PDF. Share the link only with the session owner.",
        {"session_id": string(), "document_id": string()},
        ["session_id", "document_id"],
        annotations=READ,
        output=obj(
            {"url": string(format="uri"), "expires_at": string(format="date-time"), "sha256": string()}, ["url"]
        ),
    ),
    tool(
        "get_notary_journal_entry",
        "Read the notary journal entry for a completed act (date, act type, ID method, fee). Journal entries are "
        "kept for 10 years as state law requires. Identity document numbers are masked.",
        {"session_id": string()},
        ["session_id"],
        annotations=READ,
    ),
    tool(
        "cancel_notarization_session",
        "Cancel a session that has not been completed. Signers are told by e-mail. Ask the user before cancelling.",
        {
            "session_id": string(),
            "reason": string(),
            "notify_signers": boolean(default=True),
            "confirm": boolean(default=False),
        },
        ["session_id", "confirm"],
        annotations=DESTROY,
    ),
    tool(
        "set_completion_webhook",
        "Register an HTTPS endpoint to be called when a session completes. Payloads contain ids and status only, "
        "never document content; fetch documents with `download_notarized_document`.",
        {
            "url": string(format="uri", default="https://example.com/webhooks/notary"),
            "events": array(enum(["session.completed", "session.cancelled", "signer.failed_id_check"])),
        },
        ["url"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "request_recording_deletion",
        "Ask for deletion of a session's audio-video recording once the legal retention period has passed. Requests "
        "made earlier are refused, because the recording must be kept by law; tell the user the earliest date.",
        {"session_id": string(), "requester_email": string(format="email")},
        ["session_id", "requester_email"],
        annotations=ann(ro=False, destructive=True, idempotent=True),
    ),
]

SERVERS = {"b15-parcel-kr": PARCEL, "b15-remote-notary": NOTARY}
