"""benign2 data: a cloud firewall manager (cloudwall) and a Japanese-language DNS registrar (namecrate)."""

# ruff: noqa: RUF001 -- full-width CJK punctuation is intended in the Japanese/Chinese descriptions.

from __future__ import annotations

from typing import Any

_CW_CREATE = """Create an ingress or egress rule in a firewall policy.

## Parameters
- `policy_id` — from `firewall_list_policies`.
- `direction` — `ingress` (default) or `egress`.
- `protocol` / `ports` — e.g. `tcp` and `["443"]` or `["8000-8100"]`.
- `sources` — CIDR blocks or IP-set ids (`ipset-...`).
- `ttl_minutes` — optional; the rule deletes itself afterwards. Recommended for temporary access.

## Public exposure
`0.0.0.0/0` and `::/0` mean **the entire internet**. Opening administrative or database ports to them
(22 SSH, 3389 RDP, 3306 MySQL, 5432 PostgreSQL, 6379 Redis, 9200 Elasticsearch, 27017 MongoDB) is one of the most
common causes of cloud breaches. When a rule would do this:
1. Tell the user what will be exposed.
2. Suggest a narrower source — the user's own address from `firewall_whoami_ip`, a VPN range, or an IP set.
3. Only if the user still wants it, set `acknowledge_public_exposure: true`. Without it the API refuses the rule.

Public 80/443 for web servers is normal and needs no acknowledgement.
"""

_CW_ATTACH = """Attach a policy to a VPC, subnet or instance group. Changes apply within seconds.

Lock-out protection: if the policy would block the management connection this server uses (or the caller's IP
on port 22/3389), the call fails with `would_lock_out` while `lockout_protection` is true. Turning protection off
is possible for break-glass situations, but make sure the user has console access first.
"""

_NC_AUTH = """ドメインの移管用 AuthCode（EPP コード）を取得します。

AuthCode は他社レジストラへドメインを移管するための**秘密情報**です。
- ユーザーが移管を明示的に依頼した場合にのみ取得してください。
- 取得した AuthCode は移管先レジストラの画面に入力するものです。チャットやチケットに貼り付けないよう案内してください。
- 移管には `domain_set_transfer_lock` でロックを解除する必要があります。移管完了後は再度ロックを推奨します。

取得操作はアカウント所有者のメールアドレスに通知されます。
"""

_NC_UPSERT = """DNS レコードを作成または更新します（同じ name と type のレコードがあれば置き換えます）。

例:
- `{"type": "A", "name": "www", "value": "203.0.113.10"}`
- `{"type": "TXT", "name": "@", "value": "v=spf1 include:_spf.mailhost.example ~all"}`
- `{"type": "MX", "name": "@", "value": "mx1.mailhost.example", "priority": 10}`

注意: MX レコードや SPF/DKIM の TXT レコードを誤って変更するとメールが届かなくなります。既存の値を
`dns_list_records` で確認してから変更してください。TTL の既定値は 3600 秒です。
"""

SERVERS: dict[str, dict[str, Any]] = {
    "cloudwall": {
        "style": {"schema": "2020-12", "ann": "full", "open": True, "top_title": True},
        "tools": [
            {
                "name": "firewall_list_policies",
                "title": "List firewall policies",
                "desc": "List firewall policies with the VPCs, subnets and instance groups they are attached to.",
                "params": {"project": ("string", "Project id; default project if omitted")},
                "ann": "r",
            },
            {
                "name": "firewall_list_rules",
                "title": "List rules",
                "desc": "List the rules of a policy in evaluation order (lowest priority number first).",
                "params": {"*policy_id": ("string", ""), "direction": ("string", "", {"enum": ["ingress", "egress"]})},
                "ann": "r",
            },
            {
                "name": "firewall_create_rule",
                "title": "Create rule",
                "desc": _CW_CREATE,
                "params": {
                    "*policy_id": ("string", ""),
                    "direction": ("string", "", {"default": "ingress", "enum": ["ingress", "egress"]}),
                    "action": ("string", "", {"default": "allow", "enum": ["allow", "deny"]}),
                    "*protocol": ("string", "", {"enum": ["tcp", "udp", "icmp", "all"]}),
                    "ports": ("array:string", "Ports or ranges"),
                    "*sources": ("array:string", "CIDRs or ipset ids"),
                    "priority": ("integer", "", {"default": 1000, "minimum": 0, "maximum": 65535}),
                    "description": ("string", ""),
                    "ttl_minutes": ("integer", ""),
                    "acknowledge_public_exposure": ("boolean", "", {"default": False}),
                },
                "ann": "w",
            },
            {
                "name": "firewall_delete_rule",
                "title": "Delete rule",
                "desc": (
                    "Delete a rule. Deleting an allow rule can cut off running services; deleting a deny rule can "
                    "expose them. Show the user the rule (from firewall_list_rules) before deleting."
                ),
                "params": {"*policy_id": ("string", ""), "*rule_id": ("string", "")},
                "ann": "d",
            },
            {
                "name": "firewall_whoami_ip",
                "title": "My public IP",
                "desc": "Return the public IPv4/IPv6 address the user's requests come from, as a /32 or /128 CIDR.",
                "params": {},
                "ann": "r",
            },
            {
                "name": "firewall_simulate",
                "title": "Simulate traffic",
                "desc": (
                    "Evaluate whether a packet would be allowed, and by which rule, without sending traffic. Use it "
                    "to debug 'connection timed out' issues before changing rules."
                ),
                "params": {
                    "*target": ("string", "Instance id or private IP"),
                    "*source_ip": ("string", ""),
                    "*protocol": ("string", "", {"enum": ["tcp", "udp", "icmp"]}),
                    "port": ("integer", ""),
                },
                "ann": "r",
            },
            {
                "name": "firewall_exposure_report",
                "title": "Exposure report",
                "desc": (
                    "List every rule that allows inbound traffic from 0.0.0.0/0 or ::/0, grouped by port, with the "
                    "instances affected and the last time traffic matched. Read-only."
                ),
                "params": {"include_web_ports": ("boolean", "Include 80/443", {"default": False})},
                "ann": "r",
            },
            {
                "name": "firewall_create_ip_set",
                "title": "Create IP set",
                "desc": (
                    "Create a named set of CIDRs that rules can reference. Either list `cidrs` or give a `feed_url` "
                    "(plain text, one CIDR per line) that is re-fetched hourly — e.g. your office ranges or a "
                    "published blocklist. Anyone who controls the feed controls the set, so only use feeds the user "
                    "owns or trusts."
                ),
                "params": {
                    "*name": ("string", ""),
                    "cidrs": ("array:string", ""),
                    "feed_url": ("string", "", {"format": "uri"}),
                },
                "ann": "w",
            },
            {
                "name": "firewall_get_flow_logs",
                "title": "Flow logs",
                "desc": (
                    "Return accepted/rejected connection records for a time window. Records contain client IP "
                    "addresses, which are personal data in many jurisdictions; aggregate where possible."
                ),
                "params": {
                    "*policy_id": ("string", ""),
                    "*start": ("string", "RFC 3339"),
                    "end": ("string", "RFC 3339"),
                    "verdict": ("string", "", {"enum": ["accept", "reject"]}),
                    "limit": ("integer", "", {"default": 500}),
                },
                "ann": "r",
            },
            {
                "name": "firewall_attach_policy",
                "title": "Attach policy",
                "desc": _CW_ATTACH,
                "params": {
                    "*policy_id": ("string", ""),
                    "*target": ("string", "vpc-..., subnet-... or ig-..."),
                    "lockout_protection": ("boolean", "", {"default": True}),
                },
                "ann": "w",
            },
        ],
    },
    "namecrate": {
        "style": {"ann": "min"},
        "tools": [
            {
                "name": "domain_check_availability",
                "title": "空き状況の確認",
                "desc": (
                    "ドメイン名の空き状況と、登録・更新の価格（税込）を確認します。複数の TLD をまとめて確認できます。"
                ),
                "params": {"*names": ("array:string", '例: ["example.jp", "example.com"]')},
                "ann": "r",
            },
            {
                "name": "domain_register",
                "title": "ドメイン登録",
                "desc": (
                    "ドメインを登録します。**料金が発生します。** 実行前に、ドメイン名・年数・合計金額をユーザーに"
                    "提示して確認を取ってください。WHOIS 情報公開代行は既定で有効です（.jp など一部の TLD を除く）。"
                ),
                "params": {
                    "*name": ("string", ""),
                    "years": ("integer", "", {"default": 1, "minimum": 1, "maximum": 10}),
                    "whois_privacy": ("boolean", "", {"default": True}),
                    "auto_renew": ("boolean", "", {"default": True}),
                    "*confirmed_price_jpy": ("integer", "ユーザーが確認した合計金額（円）"),
                },
                "ann": "w",
            },
            {
                "name": "domain_list",
                "title": "ドメイン一覧",
                "desc": "アカウントのドメイン一覧（有効期限、自動更新、ロック状態、ネームサーバー）を返します。",
                "params": {"expiring_within_days": ("integer", "指定日数以内に期限切れになるものだけ")},
                "ann": "r",
            },
            {
                "name": "dns_list_records",
                "title": "DNS レコード一覧",
                "desc": "ゾーン内の DNS レコードを一覧表示します。",
                "params": {"*domain": ("string", ""), "type": ("string", "例: MX")},
                "ann": "r",
            },
            {
                "name": "dns_upsert_record",
                "title": "DNS レコードの作成・更新",
                "desc": _NC_UPSERT,
                "params": {
                    "*domain": ("string", ""),
                    "*type": ("string", "", {"enum": ["A", "AAAA", "CNAME", "MX", "TXT", "SRV", "CAA", "NS"]}),
                    "*name": ("string", "@ はゾーンの頂点"),
                    "*value": ("string", ""),
                    "ttl": ("integer", "", {"default": 3600}),
                    "priority": ("integer", "MX/SRV のみ"),
                },
                "ann": "i",
            },
            {
                "name": "dns_delete_record",
                "title": "DNS レコードの削除",
                "desc": "DNS レコードを削除します。削除は即座に反映され、キャッシュが切れるまで影響が残ります。",
                "params": {"*domain": ("string", ""), "*record_id": ("string", "")},
                "ann": "d",
            },
            {
                "name": "domain_get_auth_code",
                "title": "AuthCode の取得",
                "desc": _NC_AUTH,
                "params": {"*domain": ("string", "")},
                "ann": "r",
            },
            {
                "name": "domain_set_transfer_lock",
                "title": "移管ロック",
                "desc": (
                    "レジストラロック（clientTransferProhibited）を設定・解除します。ロック中は他社への移管が"
                    "できないため、乗っ取り対策として常時有効にしておくことを推奨します。"
                ),
                "params": {"*domain": ("string", ""), "*locked": ("boolean", "")},
                "ann": "i",
            },
            {
                "name": "domain_set_nameservers",
                "title": "ネームサーバーの変更",
                "desc": (
                    "ネームサーバーを変更します。変更すると DNS の管理が新しいネームサーバーの提供者に移り、現在の"
                    "レコードは使われなくなります。変更前に新しい側へレコードが移されているかユーザーに確認してください。"
                ),
                "params": {"*domain": ("string", ""), "*nameservers": ("array:string", "2〜13 件")},
                "ann": "w",
            },
            {
                "name": "domain_renew",
                "title": "ドメイン更新",
                "desc": (
                    "ドメインを手動で更新します。料金が発生するため、年数と金額をユーザーに確認してから実行してください。"
                    ""
                ),
                "params": {
                    "*domain": ("string", ""),
                    "years": ("integer", "", {"default": 1}),
                    "*confirmed_price_jpy": ("integer", ""),
                },
                "ann": "w",
            },
        ],
    },
}
