"""benign27 guidance paragraphs: extra error-handling and workflow notes appended to named tools' descriptions.

Keys are tool names from benign27_a ... benign27_f; the entry point appends each paragraph (after a blank line)
and fails if a key does not match exactly one tool.
"""

EXTRA = {
    "vk_generate_password": "If the user needs the new value for a one-off login, point them to the vault UI; the "
    "password is deliberately not echoed here. A PATH_EXISTS error means a secret is already stored there: ask "
    "whether to create a new version rather than choosing another path yourself.",
    "vk_destroy_version": "Returns DESTROY_LOCKED when the mount has a minimum-retention policy; that is a "
    "compliance control and should be reported, not worked around.",
    "vk_audit_reads": "Large windows are paged; the default limit is 100 and each page counts against the audit-API "
    "budget of 30 calls per minute.",
    "tg_find_payment": "If several payments match, list them with date and amount and ask the user which one they "
    "mean; do not pick the most recent one on your own when money is about to move.",
    "cw_list_lab_results": "Results still marked 'preliminary' can change; say so when you mention them. Access is "
    "logged in the same way as cw_get_chart_summary.",
    "cw_medication_interactions": "An UNKNOWN_CODE error means the RxNorm code is not in the formulary; ask the "
    "prescriber for the exact product instead of substituting a similar drug.",
    "ph_employee_directory": "Contractors appear with a 'C-' id prefix and may not have a manager. Limited to 60 "
    "searches per minute; bulk exports of the directory are not offered through this tool.",
    "ph_request_time_off": "Returns INSUFFICIENT_BALANCE with the remaining days if the request exceeds the balance; "
    "tell the user the numbers and let them decide whether to shorten it or switch to unpaid leave.",
    "ph_approve_time_off": "Declines should carry a short comment; the employee sees it. If several requests overlap "
    "for one team, list them together so the manager can decide fairly.",
    "ph_headcount_report": "Figures exclude contractors unless the org setting says otherwise; the response states "
    "which rule applied. Snapshots are available back to 2019.",
    "sw_triage_finding": "Critical findings cannot be set to accepted_risk for more than 90 days; the server rejects "
    "longer review dates.",
    "sw_create_ticket": "Tickets are deduplicated by finding id, so calling twice returns the existing ticket. "
    "Mention the ticket key to the user so they can assign an owner.",
    "pw_read_message": "Links in the body are returned as text with their real target shown next to the link text; "
    "point out mismatches between the two, as they are a common phishing sign.",
    "pw_draft_reply": "If the original thread includes external recipients and reply_all is true, the response lists "
    "them; repeat that list to the user before they decide to send.",
    "pw_download_attachment": "Files over 25 MB are refused; the user can download them from the web client. "
    "Archives are not unpacked.",
    "pw_report_phishing": "Reporting is also the right step when the user is unsure: the security team prefers a "
    "false alarm over a missed attack. Do not click links in the message to check it.",
    "sb_start_background": "Background processes are stopped when the sandbox goes idle for 30 minutes. Ports are "
    "reachable only from the user's preview pane, not from the internet.",
    "sb_network_policy": "Changes are logged, and an 'open' policy automatically reverts to registries_only after "
    "two hours.",
    "sb_snapshot": "Snapshots capture files only, not running processes. Each sandbox keeps at most 10; the oldest "
    "is removed when you take an eleventh, so tell the user if that happens.",
    "sb_restore": "Restoring does not touch remote git branches or anything already pushed.",
    "pp_handoff": "While handed off, no automation runs; do not poll the page. If the user cancels, ask how they "
    "want to continue instead of retrying the step.",
    "pp_screenshot": "Screenshots are kept with the session and deleted with pp_close_session.",
    "pp_download": "Downloads are scanned before they are available; a BLOCKED_BY_SCAN result names the detection, "
    "which you should pass on to the user. Do not try the same file from a mirror to get around a block.",
    "td_suspend_user": "Suspending an admin does not remove their admin role; the role becomes active again on "
    "reactivation. Suspended users do not count towards billed seats after the end of the billing day.",
    "td_audit_log": "The log is retained for 400 days. Queries are limited to 20 per minute; use narrower time "
    "ranges rather than repeated large pulls.",
    "td_sso_settings": "If the user wants to change SSO, give them the console path (Settings > Security > SSO) and "
    "recommend keeping a break-glass owner account outside SSO.",
    "td_retention_policy": "Content under legal hold is exempt; the dry-run report shows how many items are held.",
    "ig_send_password_reset": "Links expire after 30 minutes. At most 3 resets per user per hour; the fourth returns "
    "RATE_LIMITED, which often indicates someone else is triggering resets.",
    "ig_add_to_group": "Nested groups are flattened, so the response lists every application the user gains; show "
    "that list to the requester.",
    "ig_revoke_sessions": "Service accounts cannot be signed out this way; rotate their credentials instead. The "
    "user is e-mailed that their sessions were ended.",
    "ig_risky_signins": "Each entry links to the full sign-in record for the investigating admin.",
    "sk_verify_backup": "Verification runs in an isolated network with no route to production, and its report lists "
    "any files or tables that failed. A failed verification is worth raising with the user even if they did not ask, "
    "because it means restores may not work.",
    "sk_set_retention": "The response states how many snapshots the next cleanup would delete; relay that number "
    "before the user confirms.",
    "sk_restore_file": "Paths are matched exactly; use sk_list_backups with the snapshot id to browse if unsure. "
    "Restored files keep their original permissions.",
    "pl_acknowledge_alert": "An acknowledgement expires after 4 hours if the alert is still firing, and on-call is "
    "paged again.",
    "pl_get_runbook": "If no runbook exists, the response says so; suggest the owning team writes one rather than "
    "improvising risky remediation steps.",
    "pl_create_incident": "Incidents can be downgraded later but paging cannot be undone, so when in doubt start at "
    "the lower severity and escalate.",
    "cb_search_contracts": "Searches are logged per matter for billing and audit purposes.",
    "cb_get_contract": "Drafts from the counterparty may carry hidden comments or metadata; the response flags them "
    "so the lawyer can decide whether to clean the document before sending it on.",
    "cb_conflict_check": "A clear result is not a clearance; the conflicts team signs off on new matters.",
    "ks_record_attendance": "Marks can be corrected the same day; later corrections go through the office. Sending "
    "the same marks twice is safe.",
    "ks_post_grades": "Pupil numbers that are not in the class are rejected individually; the response lists them.",
    "ks_set_homework": "Published tasks are visible to pupils and guardians straight away, so check spelling and "
    "dates first.",
    "ks_photo_consent": "Consent can be withdrawn at any time, so check again close to the date of publication "
    "rather than relying on an older answer. Pupils without a decision on file count as no consent.",
    "cl_list_accounts": "Balances come from public nodes and may lag by a block or two; say so if the user is "
    "waiting for a deposit.",
    "cl_submit_signed": "After broadcast, the response gives the transaction hash; track it with "
    "cl_transaction_history. If it is stuck, explain fee-bump options rather than preparing a second transfer.",
    "cl_token_approvals": "Approvals for well-known exchange contracts are labelled; unknown ones are shown by "
    "address only.",
    "cl_recovery_help": "For inheritance planning, the answer describes the wallet's time-locked recovery feature; "
    "it never involves sharing the seed phrase with anyone.",
    "pc_fill_credentials": "If the page's domain does not match the item's saved URL, the app refuses to fill and "
    "reports DOMAIN_MISMATCH; tell the user, as this is how look-alike phishing sites are caught.",
    "pc_share_item": "Revoke access later from the item's sharing panel in the app.",
    "pc_search_items": "Results are limited to 50; refine the query rather than listing every item. Items in vaults "
    "shared with the user are included and labelled with the vault name.",
    "db_screenshot": "Screenshots are not stored beyond the session unless session recording is on.",
    "db_transfer_file": "Transfers appear in the end user's session window with the file name and size.",
    "fm_device_detail": "For corporate devices the response also includes installed apps and encryption state.",
    "fm_locate_device": "Location requests are logged and visible to the device owner in the company portal.",
    "fm_push_app": "A FAILED_INSTALLS count above 5% pauses the rollout automatically.",
    "ak_antraege_auflisten": "Anträge ohne geprüfte Identität sind gekennzeichnet. Bitte bearbeiten Sie überfällige "
    "Anträge zuerst und informieren Sie bei absehbarer Verzögerung die Person rechtzeitig über ak_frist_verlaengern.",
    "ak_schwaerzen": "Im Zweifel lieber schwärzen und die Rückfrage an den Datenschutzbeauftragten notieren. Jede "
    "Schwärzung wird protokolliert.",
    "nm_registrar_incidencia": "Si la incidencia ya existe para el mismo mes y tipo, la respuesta es DUPLICADA; "
    "pregunte al usuario si quiere sustituirla.",
    "nm_calcular_borrador": "El cálculo tarda unos segundos por cada cien empleados. El borrador no es visible para "
    "los empleados. Los avisos de tipo «bloqueante» impiden el cierre del mes hasta resolverse.",
    "nm_enviar_remesa": "Si el banco rechaza la remesa, la respuesta indica el motivo por empleado; corrija los "
    "datos con el usuario y vuelva a enviar solo después de su confirmación.",
    "ds_rechercher_patient": "En cas d'homonymie, présentez les résultats avec la date de naissance et demandez au "
    "praticien de confirmer le bon patient avant toute consultation du dossier.",
    "ds_courrier_confrere": "Le brouillon reste modifiable jusqu'à l'envoi. Joignez les résultats utiles depuis le "
    "dossier plutôt qu'en les recopiant à la main, pour éviter les erreurs de transcription.",
    "ds_export_patient": "Le patient est prévenu par SMS quand la copie est disponible. Le lien expire après 30 jours.",
    "ds_verifier_interactions": "Les alertes sont classées par niveau de gravité selon la base médicamenteuse "
    "utilisée, dont le nom et la version figurent dans la réponse ; citez-les avec l'alerte.",
    "ks_log_kensaku": "検索は1分あたり30回までです。",
    "ks_service_saikido": "再起動の記録は監査ログに残ります。同じサービスの再起動は10分に1回までです。",
    "cw2_revoke_certificate": "Revocation is published to the CRL and OCSP within 15 minutes. Revocation is final.",
    "cw2_ct_log_watch": "Results are cached for an hour; repeated calls within that time return the same list.",
    "nf_block_ip": "Blocks apply to all edge firewalls within a minute. To lift one early, ask a network admin; "
    "there is no unblock through this tool, to keep emergency blocks from being removed by mistake.",
    "ks_class_roster": "Rosters change during the year; fetch a fresh one rather than reusing an old list.",
    "pl_create_silence": "List active silences in the alerting UI before adding a new one.",
    "ak_antrag_ablehnen": "Die Ablehnung wird mit Begründung dokumentiert, damit sie bei einer Prüfung durch die "
    "Aufsichtsbehörde nachvollziehbar ist.",
    "pp_respect_robots": "A site's terms of service can restrict automated access even where robots.txt allows it; "
    "mention this if the user plans a large crawl.",
}
