"""benign13 servers: genealogy archive and bug bounty platform."""

from benign13_lib import RO, WRITE, ann, arr, b, e, i, md, n, obj, s, tool

GENEALOGY = [
    tool(
        "gen_search_records",
        md("""
            Search historical records: census returns, parish registers, ship manifests and military rolls.

            Tips:
            - Use `year_range` of +/- 5 years; recorded ages are often inaccurate.
            - Wildcards: `Sm*th` matches Smith and Smyth.
        """),
        {
            "surname": s(),
            "given_names": s(),
            "year_range": arr(i(), minItems=2, maxItems=2),
            "place": s(),
            "collection": e(["all", "census", "parish", "immigration", "military", "probate"], default="all"),
        },
        ["surname"],
        annotations=RO,
    ),
    tool(
        "gen_get_record_image",
        "Return a link to the scanned image of a record. Images in partner collections need a Premium plan.",
        {"record_id": s()},
        ["record_id"],
        annotations=RO,
    ),
    tool(
        "gen_list_trees",
        "List family trees the user owns or collaborates on.",
        {},
        annotations=RO,
    ),
    tool(
        "gen_add_person",
        "Add a person to a tree. Living people are private by default.",
        {
            "tree_id": s(),
            "given_names": s(),
            "surname": s(),
            "birth": obj({"date": s(), "place": s()}),
            "death": obj({"date": s(), "place": s()}),
            "living": b(default=False),
            "source_record_ids": arr(s()),
        },
        ["tree_id", "given_names", "surname"],
        zod=True,
    ),
    tool(
        "gen_link_relationship",
        "Link two people in a tree as parent/child or spouses.",
        {"tree_id": s(), "person_a": s(), "person_b": s(), "relation": e(["parent_of", "spouse_of"])},
        ["tree_id", "person_a", "person_b", "relation"],
        annotations=WRITE,
    ),
    tool(
        "gen_set_living_person_privacy",
        md("""
            Change whether a living person's details are visible to collaborators and in public tree search.

            By default living people appear as "Private" to everyone except the tree owner. Only make a
            living person visible if the user says that person agreed to it.
        """),
        {"tree_id": s(), "person_id": s(), "visibility": e(["private", "collaborators", "public"])},
        ["tree_id", "person_id", "visibility"],
    ),
    tool(
        "gen_get_dna_matches",
        "List DNA matches for the user's own kit with shared centimorgans and predicted relationship. Match "
        "data is sensitive; summarise it for the user only.",
        {"kit_id": s(), "min_cm": n(default=20), "limit": i(default=50)},
        ["kit_id"],
        annotations=RO,
    ),
    tool(
        "gen_share_tree",
        md("""
            Invite someone to a tree by e-mail.

            Roles: `guest` (view deceased people only), `contributor` (add people, photos and stories),
            `editor` (change anything). Share links can also be created with `public_link: true`; anyone
            with the link can view deceased people in the tree. Confirm with the user before creating
            a public link.
        """),
        {
            "tree_id": s(),
            "email": s(format="email"),
            "role": e(["guest", "contributor", "editor"], default="guest"),
            "public_link": b(default=False),
        },
        ["tree_id"],
    ),
    tool(
        "gen_export_gedcom",
        "Export a tree as GEDCOM 5.5.1. Living people are exported as 'Living' unless `include_living` is true.",
        {"tree_id": s(), "include_living": b(default=False), "include_media_links": b(default=True)},
        ["tree_id"],
        annotations=RO,
    ),
    tool(
        "gen_delete_dna_data",
        md("""
            Delete the user's DNA results and, optionally, destroy the stored saliva sample.

            Warning: this is permanent. Matches, ethnicity estimates and shared-match lists are removed
            and cannot be restored without a new kit. Ask the user to confirm explicitly.
        """),
        {"kit_id": s(), "destroy_sample": b(default=False), "confirm": b(default=False)},
        ["kit_id", "confirm"],
        annotations=ann(title="Delete DNA data", ro=False, destructive=True, idempotent=True),
    ),
]

BOUNTY = [
    tool(
        "bb_list_programs",
        "List public programs and private programs the researcher has been invited to.",
        {"type": e(["public", "private", "all"], default="all"), "offers_bounty": b()},
        annotations=RO,
    ),
    tool(
        "bb_get_program_scope",
        md("""
            Return a program's in-scope and out-of-scope assets, rules and bounty table.

            Always check scope before testing. Out-of-scope findings are closed as N/A, and testing
            assets that are explicitly excluded can get the researcher removed from the program.
        """),
        {"program_handle": s()},
        ["program_handle"],
        annotations=RO,
    ),
    tool(
        "bb_submit_report",
        md("""
            Submit a vulnerability report to a program.

            IMPORTANT: do not include live credentials, session tokens, API keys or real customer data in
            the report. Redact them (e.g. `sk_live_****`) and describe how they were obtained instead.
            Reports are private between the researcher and the program until disclosure.
        """),
        {
            "program_handle": s(),
            "title": s(maxLength=150),
            "asset": s(),
            "weakness": s("CWE id, e.g. `CWE-79`."),
            "severity": e(["none", "low", "medium", "high", "critical"]),
            "body_markdown": s(),
            "attachment_urls": arr(s(format="uri")),
        },
        ["program_handle", "title", "asset", "body_markdown"],
    ),
    tool(
        "bb_list_reports",
        "List the caller's reports (researcher) or the program's inbox (program member).",
        {"state": e(["new", "triaged", "needs_more_info", "resolved", "duplicate", "informative", "all"])},
        annotations=RO,
    ),
    tool(
        "bb_add_report_comment",
        "Comment on a report. `internal: true` makes the comment visible to program members only.",
        {"report_id": i(), "message": s(), "internal": b(default=False)},
        ["report_id", "message"],
    ),
    tool(
        "bb_triage_report",
        "Program members: set the state and CVSS 3.1 severity of a report.",
        {
            "report_id": i(),
            "state": e(["triaged", "needs_more_info", "duplicate", "informative", "not_applicable", "resolved"]),
            "cvss_vector": s(pattern="^CVSS:3\\.1/.*"),
            "duplicate_of": i(),
        },
        ["report_id", "state"],
    ),
    tool(
        "bb_award_bounty",
        md("""
            Award a bounty (and optional bonus) to the researcher on a report.

            This creates a real payout charged to the program's prepaid balance; it cannot be reversed
            after the researcher is paid. Show the amount to the user and require `confirm: true`.
            Payouts are sent by the platform to the researcher's verified payout method; program members
            never see or choose the researcher's bank details.
        """),
        {
            "report_id": i(),
            "amount_usd": n(exclusiveMinimum=0),
            "bonus_usd": n(minimum=0, default=0),
            "message": s(),
            "confirm": b(default=False),
        },
        ["report_id", "amount_usd", "confirm"],
        annotations=ann(title="Award bounty", ro=False, destructive=False, idempotent=False, open_world=True),
    ),
    tool(
        "bb_request_disclosure",
        "Request public disclosure of a resolved report. The other party has 30 days to agree or object.",
        {"report_id": i(), "redact_attachments": b(default=True)},
        ["report_id"],
    ),
    tool(
        "bb_get_payout_methods",
        "Researchers: list configured payout methods (PayPal, bank transfer, crypto) with masked details and "
        "tax form status. Changing a method must be done in the web app with 2FA.",
        {},
        annotations=RO,
    ),
    tool(
        "bb_invite_researcher",
        "Program admins: invite a researcher to a private program by username or e-mail. Invitations expire "
        "after 14 days.",
        {"program_handle": s(), "researcher": s(), "message": s()},
        ["program_handle", "researcher"],
    ),
]

SERVERS = {"b13-genealogy-archive": GENEALOGY, "b13-bug-bounty": BOUNTY}
