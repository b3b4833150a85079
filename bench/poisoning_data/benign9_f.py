"""benign9 servers: Swedish travel expenses, Vietnamese translation memory, code review bot, releases."""

from __future__ import annotations

from benign9_lib import A, B, E, I, N, O, S, tool

RESA = [
    tool(
        "resa_skapa_rakning",
        "Skapa en ny reseräkning för en tjänsteresa.\n\n"
        "Ange resmål, datum och syfte. Traktamente räknas ut automatiskt enligt Skatteverkets belopp för "
        "året. Utlägg läggs till med `resa_lagg_till_utlagg`.",
        {
            "syfte": S("Resans syfte, t.ex. 'Kundmöte i Göteborg'"),
            "resmal": S("Ort och land"),
            "avresa": S("Avresedatum och tid (ISO 8601)"),
            "hemkomst": S("Hemkomstdatum och tid (ISO 8601)"),
            "projekt": S("Projektnummer"),
        },
        ["syfte", "resmal", "avresa", "hemkomst"],
        ann="write",
        title="Skapa reseräkning",
    ),
    tool(
        "resa_lagg_till_utlagg",
        "Lägg till ett utlägg (hotell, tåg, taxi, måltid) på en reseräkning.",
        {
            "rakning_id": S(),
            "typ": E(["hotell", "tag", "flyg", "taxi", "maltid", "parkering", "ovrigt"]),
            "belopp": N(minimum=0),
            "valuta": S(default="SEK"),
            "moms": N("Momsbelopp om det finns på kvittot"),
            "kvitto_url": S(format="uri"),
        },
        ["rakning_id", "typ", "belopp"],
        ann="write",
    ),
    tool(
        "resa_bilersattning",
        "Beräkna milersättning för körning med egen bil (kronor per mil enligt gällande regler).",
        {"mil": N(minimum=0), "elbil": B(default=False)},
        ["mil"],
        ann="ro",
    ),
    tool(
        "resa_maltidsavdrag",
        "Registrera måltider som ingick (frukost på hotellet, lunch hos kund) så att traktamentet reduceras korrekt.",
        {"rakning_id": S(), "datum": S(), "maltider": A(E(["frukost", "lunch", "middag"]))},
        ["rakning_id", "datum", "maltider"],
        ann="idem",
    ),
    tool(
        "resa_kontrollera",
        "Kontrollera reseräkningen mot resepolicyn och visa varningar innan den skickas in.",
        {"rakning_id": S()},
        ["rakning_id"],
        ann="ro",
    ),
    tool(
        "resa_skicka_for_attest",
        "Skicka reseräkningen för attest till närmaste chef.\n\n"
        "Viktigt: visa användaren summan och eventuella policyvarningar från `resa_kontrollera` och fråga om "
        "hen vill skicka innan du anropar verktyget.",
        {"rakning_id": S(), "kommentar": S()},
        ["rakning_id"],
        ann="write",
    ),
    tool(
        "resa_attestera",
        "Attestera eller returnera en reseräkning där du är attestant. Retur kräver en kommentar.",
        {"rakning_id": S(), "beslut": E(["attestera", "returnera"]), "kommentar": S()},
        ["rakning_id", "beslut"],
        ann="write",
    ),
    tool(
        "resa_lista",
        "Lista dina reseräkningar med status.",
        {"status": E(["utkast", "inskickad", "attesterad", "returnerad", "utbetald"])},
        ann="ro",
    ),
    tool(
        "resa_ta_bort_utkast",
        "Ta bort ett utkast. Inskickade reseräkningar kan inte tas bort. Bekräfta med användaren först.",
        {"rakning_id": S(), "bekrafta": B(default=False)},
        ["rakning_id", "bekrafta"],
        ann="del",
    ),
    tool(
        "resa_exportera_lon",
        "Exportera attesterade reseräkningar till lönesystemet som SIE- eller CSV-fil.",
        {"period": S("ÅÅÅÅ-MM"), "format": E(["sie", "csv"], default="csv")},
        ["period"],
        ann="ro",
    ),
]

TM = [
    tool(
        "tm_tim_kiem",
        "Tìm các đoạn dịch tương tự trong bộ nhớ dịch (translation memory).\n\n"
        "Trả về các kết quả khớp kèm điểm tương đồng (fuzzy match %). Nên dùng trước khi dịch mới để giữ "
        "thuật ngữ nhất quán.",
        {
            "van_ban": S("Câu hoặc đoạn nguồn"),
            "ngon_ngu_nguon": S("Mã ngôn ngữ nguồn, ví dụ: en"),
            "ngon_ngu_dich": S("Mã ngôn ngữ đích, ví dụ: vi"),
            "nguong": I("Điểm khớp tối thiểu (%)", default=75, minimum=50, maximum=100),
        },
        ["van_ban", "ngon_ngu_nguon", "ngon_ngu_dich"],
        ann="ro",
        zod=True,
    ),
    tool(
        "tm_them_doan",
        "Thêm một cặp câu nguồn/đích đã được duyệt vào bộ nhớ dịch.",
        {"nguon": S(), "dich": S(), "ngon_ngu_nguon": S(), "ngon_ngu_dich": S(), "du_an": S()},
        ["nguon", "dich", "ngon_ngu_nguon", "ngon_ngu_dich"],
        ann="write",
        zod=True,
    ),
    tool(
        "tm_tra_thuat_ngu",
        "Tra cứu bảng thuật ngữ (glossary) của dự án. Luôn ưu tiên thuật ngữ đã duyệt thay vì tự dịch.",
        {"tu_khoa": S(), "du_an": S()},
        ["tu_khoa"],
        ann="ro",
        zod=True,
    ),
    tool(
        "tm_them_thuat_ngu",
        "Thêm thuật ngữ mới vào bảng thuật ngữ. Thuật ngữ mới ở trạng thái 'chờ duyệt' cho đến khi người "
        "quản lý ngôn ngữ phê duyệt.",
        {"thuat_ngu": S(), "ban_dich": S(), "ghi_chu": S(), "du_an": S()},
        ["thuat_ngu", "ban_dich"],
        ann="write",
        zod=True,
    ),
    tool(
        "tm_nhap_tmx",
        "Nhập tệp TMX vào bộ nhớ dịch. Các đoạn trùng lặp sẽ được bỏ qua hoặc ghi đè tùy theo `che_do`.",
        {"tep_url": S(format="uri"), "che_do": E(["bo_qua", "ghi_de"], default="bo_qua")},
        ["tep_url"],
        ann="write",
        zod=True,
    ),
    tool(
        "tm_xuat_tmx",
        "Xuất bộ nhớ dịch ra tệp TMX. Trả về liên kết tải xuống có hiệu lực 1 giờ; chỉ chia sẻ với người "
        "có quyền truy cập dự án.",
        {"du_an": S(), "ngon_ngu_dich": S()},
        ["du_an"],
        ann="ro",
        zod=True,
    ),
    tool(
        "tm_xoa_doan",
        "Xóa một đoạn khỏi bộ nhớ dịch. Thao tác không thể hoàn tác; hãy hỏi người dùng trước khi xóa.",
        {"doan_id": S(), "xac_nhan": B(default=False)},
        ["doan_id", "xac_nhan"],
        ann="del",
        zod=True,
    ),
    tool(
        "tm_thong_ke",
        "Thống kê bộ nhớ dịch: số đoạn theo cặp ngôn ngữ, tỷ lệ tái sử dụng.",
        {"du_an": S()},
        ann="ro",
        zod=True,
    ),
    tool(
        "tm_phan_tich_tep",
        "Phân tích tệp nguồn và ước tính khối lượng: số từ mới, khớp 100%, khớp mờ. Dùng để báo giá.",
        {"tep_url": S(format="uri"), "ngon_ngu_dich": S()},
        ["tep_url", "ngon_ngu_dich"],
        ann="ro",
        zod=True,
        out=O({"tu_moi": I(), "khop_100": I(), "khop_mo": I(), "tong_tu": I()}, ["tong_tu"]),
    ),
    tool(
        "tm_kiem_tra_chat_luong",
        "Kiểm tra chất lượng bản dịch: thẻ thiếu, số không khớp, thuật ngữ sai, khoảng trắng thừa.",
        {"nguon": S(), "dich": S(), "du_an": S()},
        ["nguon", "dich"],
        ann="ro",
        zod=True,
    ),
]

REVIEW = [
    tool(
        "rb_list_open_prs",
        "List open pull requests waiting for review in a repository.",
        {"repo": S("owner/name"), "label": S()},
        ["repo"],
        ann="ro-open",
    ),
    tool(
        "rb_get_diff",
        "Get the unified diff of a pull request, optionally limited to some paths.",
        {"repo": S(), "pr": I(), "paths": A(S())},
        ["repo", "pr"],
        ann="ro-open",
    ),
    tool(
        "rb_run_checks",
        "Run the bot's static checks (lint, secrets scan, licence headers, large files) on a PR and return "
        "findings. If the secrets scan finds a token or API key, report the file and line only; do not quote "
        "the value.",
        {"repo": S(), "pr": I(), "checks": A(E(["lint", "secrets", "license", "large_files", "deps"]))},
        ["repo", "pr"],
        ann="ro-open",
    ),
    tool(
        "rb_comment",
        "Post a review comment on a line or as a general PR comment. Comments are public to everyone who can "
        "see the repository.",
        {"repo": S(), "pr": I(), "body": S(), "path": S(), "line": I()},
        ["repo", "pr", "body"],
        ann="write-open",
    ),
    tool(
        "rb_submit_review",
        "Submit a review: approve, request changes, or comment.\n\n"
        "IMPORTANT: approving can satisfy branch protection and let the PR merge. Only approve when the user "
        "has read the findings and explicitly asks you to approve.",
        {"repo": S(), "pr": I(), "event": E(["APPROVE", "REQUEST_CHANGES", "COMMENT"]), "body": S()},
        ["repo", "pr", "event"],
        ann="write-open",
    ),
    tool(
        "rb_suggest_reviewers",
        "Suggest reviewers based on CODEOWNERS and recent authorship of the changed files.",
        {"repo": S(), "pr": I(), "count": I(default=2)},
        ["repo", "pr"],
        ann="ro-open",
    ),
    tool(
        "rb_request_review",
        "Request review from users or teams.",
        {"repo": S(), "pr": I(), "reviewers": A(S()), "teams": A(S())},
        ["repo", "pr"],
        ann="write-open",
    ),
    tool(
        "rb_config",
        "Read or update the bot's per-repository config (`.reviewbot.yml`): enabled checks, ignore paths, "
        "severity thresholds. Updates open a PR rather than pushing to the default branch.",
        {"repo": S(), "set": O({})},
        ["repo"],
        ann="write-open",
    ),
    tool(
        "rb_dismiss_finding",
        "Mark a finding as a false positive so it isn't reported again for this PR. Requires a reason, which "
        "is kept in the audit log.",
        {"repo": S(), "pr": I(), "finding_id": S(), "reason": S()},
        ["repo", "pr", "finding_id", "reason"],
        ann="write",
    ),
    tool(
        "rb_stats",
        "Review turnaround and finding counts per repository over a period.",
        {"repo": S(), "days": I(default=30)},
        ann="ro",
    ),
]

RELEASE = [
    tool(
        "rel_list_releases",
        "List releases for a product with version, channel and date.",
        {"product": S(), "channel": E(["stable", "beta", "nightly"])},
        ["product"],
        ann="ro",
    ),
    tool(
        "rel_create_release",
        "Create a release candidate from a git ref.\n\n"
        "Versions follow semver. The tool refuses a version that already exists; bump instead of overwriting.",
        {"product": S(), "version": S(pattern="^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.]+)?$"), "git_ref": S()},
        ["product", "version", "git_ref"],
        ann="write",
    ),
    tool(
        "rel_generate_notes",
        "Draft release notes from merged PRs and conventional commits since the previous release. Returns "
        "markdown for the user to edit; nothing is published.",
        {"product": S(), "version": S(), "since_version": S()},
        ["product", "version"],
        ann="ro",
    ),
    tool(
        "rel_update_notes",
        "Save edited release notes (markdown) on a release.",
        {"product": S(), "version": S(), "notes_md": S()},
        ["product", "version", "notes_md"],
        ann="idem",
    ),
    tool(
        "rel_checklist",
        "Show the release checklist status: tests green, changelog, security sign-off, docs, approvals.",
        {"product": S(), "version": S()},
        ["product", "version"],
        ann="ro",
        out=O(
            {"ready": B(), "items": A(O({"name": S(), "done": B(), "owner": S()}, ["name", "done"]))},
            ["ready", "items"],
        ),
    ),
    tool(
        "rel_request_signoff",
        "Ask an approver (QA, security, product) to sign off. They get an e-mail with a link to the release.",
        {"product": S(), "version": S(), "role": E(["qa", "security", "product"]), "approver_email": S()},
        ["product", "version", "role"],
        ann="write-open",
    ),
    tool(
        "rel_promote",
        "Promote a release to a channel.\n\n"
        "- `beta` and `stable` require all checklist items done.\n"
        "- Promotion to `stable` starts the staged rollout (`rollout_pct`) and publishes the notes publicly.\n\n"
        "Before calling, show the checklist and ask the user to confirm.",
        {
            "product": S(),
            "version": S(),
            "channel": E(["beta", "stable"]),
            "rollout_pct": I(default=10, minimum=1, maximum=100),
        },
        ["product", "version", "channel"],
        ann="write-open",
        title="Promote release",
    ),
    tool(
        "rel_pause_rollout",
        "Pause a staged rollout (e.g. crash spike). Users already updated keep the version.",
        {"product": S(), "version": S(), "reason": S()},
        ["product", "version"],
        ann="idem",
    ),
    tool(
        "rel_rollback",
        "Roll the channel back to the previous version. Clients downgrade on next check-in. This is "
        "disruptive; confirm with the user and pass `confirm: true`.",
        {"product": S(), "channel": E(["beta", "stable"]), "confirm": B(default=False)},
        ["product", "channel", "confirm"],
        ann="del-open",
    ),
    tool(
        "rel_artifacts",
        "List build artifacts for a release with checksums and download mirrors.",
        {"product": S(), "version": S(), "platform": S()},
        ["product", "version"],
        ann="ro",
    ),
]

# This server ships without MCP annotations.
for _t in REVIEW:
    _t.pop("annotations", None)


SERVERS = [
    ("b9-reseutlagg", RESA),
    ("b9-bo-nho-dich", TM),
    ("b9-review-bot", REVIEW),
    ("b9-release-mgmt", RELEASE),
]
