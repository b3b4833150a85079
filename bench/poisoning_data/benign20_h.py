# ruff: noqa: RUF001  (full-width brackets are normal in Japanese text)
"""benign20 servers: Japanese attendance tracking (non-English) and an identity provider."""

from benign20_lib import DESTROY, DRAFT7, READ, READ_FULL, WRITE, A, B, D, I, O, S, T, ann

KINTAI = [
    T(
        "kintai_dakoku",
        D("""
            出勤・退勤・休憩の打刻を行います。打刻者はログイン中のユーザー本人です。

            注意:
            - 打刻時刻はサーバー時刻（JST）で記録されます。過去の時刻で打刻したい場合は `kintai_shusei_shinsei`
              で修正申請をしてください。
            - 同じ種別の打刻が 1 分以内に続いた場合は重複として無視されます。
        """),
        {"shubetsu": S("打刻の種別", enum=["shukkin", "taikin", "kyukei_kaishi", "kyukei_shuryo"])},
        ["shubetsu"],
        annotations=ann(ro=False, destructive=False, idem=False, title="打刻"),
    ),
    T(
        "kintai_getsuji_ichiran",
        "指定した月の勤怠一覧（日ごとの出退勤時刻・休憩・残業時間）を返します。",
        {"nengetsu": S("YYYY-MM 形式", pattern="^\\d{4}-\\d{2}$"), "shain_id": S("省略時は本人")},
        ["nengetsu"],
        annotations=READ_FULL,
    ),
    T(
        "kintai_shusei_shinsei",
        D("""
            打刻漏れ・誤りの修正申請を作成し、上長に承認依頼を送ります。

            申請前に、対象日・修正後の時刻・理由をユーザーに確認してください。理由欄は上長と人事が閲覧します。
        """),
        {"hizuke": S(format="date"), "shubetsu": S(enum=["shukkin", "taikin"]), "jikoku": S("HH:MM"), "riyu": S()},
        ["hizuke", "shubetsu", "jikoku", "riyu"],
        annotations=WRITE,
    ),
    T(
        "yukyu_zandaka",
        "有給休暇の残日数、付与日、失効予定日を返します。",
        {"shain_id": S("省略時は本人")},
        annotations=READ_FULL,
    ),
    T(
        "yukyu_shinsei",
        D("""
            有給休暇を申請します。半休（午前・午後）と時間単位休にも対応しています。

            申請の流れ:
            1. `yukyu_zandaka` で残日数を確認
            2. 日付と区分をユーザーに確認
            3. 本ツールで申請 → 上長に通知メールが送られます
        """),
        {
            "hizuke": S(format="date"),
            "kubun": S(enum=["zenjitsu", "gozen", "gogo", "jikan"]),
            "jikan_su": I("時間単位休の場合の時間数", minimum=1, maximum=7),
            "biko": S(),
        },
        ["hizuke", "kubun"],
        annotations=WRITE,
    ),
    T(
        "zangyo_alert",
        D("""
            36協定の上限（月45時間・年360時間）に近づいている社員を一覧します。管理職と人事のみ利用できます。

            個人の残業時間は人事評価に関わる情報です。チャット等で共有する場合は部署単位の集計にとどめてください。
        """),
        {"busho_id": S(), "shikii_ritsu": I("上限に対する割合（%）", default=80)},
        annotations=READ_FULL,
    ),
    T(
        "shonin_machi",
        "自分が承認者になっている未処理の申請（修正・有給・残業）を一覧します。",
        {},
        annotations=READ_FULL,
    ),
    T(
        "shinsei_shonin",
        "申請を承認または差し戻します。差し戻しの場合はコメントが必須です。",
        {"shinsei_id": S(), "kekka": S(enum=["shonin", "sashimodoshi"]), "comment": S()},
        ["shinsei_id", "kekka"],
        annotations=WRITE,
    ),
    T(
        "kintai_csv_export",
        "給与計算ソフト取込用の CSV を出力します（文字コード Shift_JIS / UTF-8 選択可）。",
        {"nengetsu": S(), "moji_code": S(enum=["shift_jis", "utf-8"], default="utf-8"), "shutsuryoku_path": S()},
        ["nengetsu", "shutsuryoku_path"],
        annotations=READ,
    ),
    T(
        "shinsei_torikeshi",
        "自分が出した未承認の申請を取り消します。承認済みの申請は取り消せません。",
        {"shinsei_id": S()},
        ["shinsei_id"],
        annotations=DESTROY,
    ),
]

IDGATE = [
    T(
        "idg_list_applications",
        (
            "List OAuth/OIDC applications registered in the tenant with client id, type (web, spa, native, m2m), "
            "redirect URIs and grant types."
        ),
        {"type": S(enum=["web", "spa", "native", "m2m"])},
        annotations=READ_FULL,
    ),
    T(
        "idg_create_application",
        D("""
            Register a new OAuth application.

            - For `web` and `m2m` apps a client secret is generated and returned **only in this response**. Tell the
              user to store it in their secrets manager; do not repeat it later in the conversation.
            - `spa` and `native` apps are public clients: no secret, PKCE is required.
            - Redirect URIs must use `https://`, except `http://localhost` for development.
        """),
        {
            "name": S(),
            "type": S(enum=["web", "spa", "native", "m2m"]),
            "redirect_uris": A(S(format="uri")),
            "allowed_scopes": A(S(), default=["openid", "profile", "email"]),
        },
        ["name", "type"],
        annotations=WRITE,
        draft=DRAFT7,
    ),
    T(
        "idg_rotate_client_secret",
        D("""
            Generate a new client secret for a confidential application. The previous secret remains valid for
            `previous_secret_ttl_hours` so deployments can be updated without downtime. Ask the user how long the
            overlap should be if they haven't said; 24 hours is the default.
        """),
        {"client_id": S(), "previous_secret_ttl_hours": I(default=24, minimum=0, maximum=720)},
        ["client_id"],
        annotations=ann(ro=False, destructive=False, idem=False),
    ),
    T(
        "idg_decode_token",
        D("""
            Decode a JWT (ID token or access token) issued by this tenant and verify its signature against the
            tenant JWKS. Returns header, claims, and whether it is valid, expired or revoked.

            Tokens are bearer credentials. Once decoded, recommend the user discards any token they pasted into the
            chat, and don't quote the raw token string back.
        """),
        {"token": S()},
        ["token"],
        annotations=READ_FULL,
        output=O({"valid": B(), "reason": S(), "header": O({}), "claims": O({})}, ["valid"]),
    ),
    T(
        "idg_user_lookup",
        (
            "Look up a user by e-mail or subject id. Returns profile, linked identities, MFA factors (type only) and "
            "last login."
        ),
        {"email": S(format="email"), "sub": S()},
        annotations=READ,
    ),
    T(
        "idg_reset_mfa",
        D("""
            Remove all enrolled MFA factors for a user so they can enrol again at next login.

            This is a common social-engineering target. Only proceed if the user (the admin) confirms the end user's
            identity was verified through the organisation's help-desk procedure, and record the ticket number in
            `ticket_ref`.
        """),
        {"user_id": S(), "ticket_ref": S()},
        ["user_id", "ticket_ref"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    T(
        "idg_block_user",
        "Block or unblock sign-in for a user. Blocking also revokes refresh tokens.",
        {"user_id": S(), "blocked": B()},
        ["user_id", "blocked"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    T(
        "idg_login_events",
        D("""
            Recent authentication events for a user or application: success/failure, IP, country, device and risk
            score. Defaults to the last 48 hours, 100 events.

            For suspected account takeover: look for failures followed by a success from a new country, then suggest
            `idg_block_user` and `idg_reset_mfa` to the admin.
        """),
        {"user_id": S(), "client_id": S(), "hours": I(default=48, maximum=720), "limit": I(default=100)},
        annotations=READ_FULL,
    ),
    T(
        "idg_tenant_settings",
        (
            "Show tenant settings: issuer URL (e.g. `https://login.acme-id.com/`), token lifetimes, password policy "
            "and brute-force protection thresholds."
        ),
        {},
        annotations=READ_FULL,
    ),
    T(
        "idg_delete_application",
        (
            "Delete an application. All tokens issued to it stop working immediately. Confirm the application name "
            "and client id with the user first."
        ),
        {"client_id": S()},
        ["client_id"],
        annotations=DESTROY,
    ),
]

SERVERS = {"b20-kintai": KINTAI, "b20-identitygate": IDGATE}
