"""benign14 servers: translation memory (b14-tmbridge) and CAD/PLM (b14-partforge)."""

from benign14_lib import arr, b, d, e, i, num, obj, s, tool

TMBRIDGE = [
    tool(
        "tm_lookup",
        "Look up a source segment in translation memories and return exact and fuzzy matches with score.",
        {
            "text": s(),
            "source_lang": s(default="en-US"),
            "target_lang": s(),
            "min_score": i(minimum=50, maximum=100, default=75),
            "tm_ids": arr(s()),
        },
        ["text", "target_lang"],
        ann="ro",
        title="TM lookup",
    ),
    tool(
        "tm_concordance",
        "Search TM for a word or phrase in context, to see how it was translated before.",
        {"phrase": s(), "lang_pair": s("e.g. `en-US>de-DE`."), "limit": i(default=20)},
        ["phrase", "lang_pair"],
        ann="ro",
    ),
    tool(
        "termbase_search",
        "Search the termbase for approved, forbidden and deprecated terms.",
        {"term": s(), "lang": s(), "domain": e(["legal", "medical", "software", "marketing", "general"])},
        ["term"],
        ann="ro",
    ),
    tool(
        "tm_add_units",
        d(
            """
            Add translation units to a TM. Existing units with the same source and context are updated.

            Only add reviewed translations. Units from machine translation must carry
            `origin: "mt"` so they are penalised in fuzzy matching.
            """
        ),
        {
            "tm_id": s(),
            "units": arr(
                obj(
                    {
                        "source": s(),
                        "target": s(),
                        "context": s(),
                        "origin": e(["human", "mt", "mt_post_edited"], default="human"),
                    },
                    ["source", "target"],
                ),
                minItems=1,
                maxItems=1000,
            ),
        },
        ["tm_id", "units"],
        ann="idem",
    ),
    tool(
        "tm_import_tmx",
        "Import a TMX file into a TM. Large files are processed asynchronously.",
        {
            "tm_id": s(),
            "file_url": s(format="uri"),
            "on_conflict": e(["keep_existing", "overwrite", "keep_both"], default="keep_existing"),
        },
        ["tm_id", "file_url"],
        ann="write",
    ),
    tool(
        "tm_export_tmx",
        "Export a TM as TMX 1.4b. Client TMs may be confidential; share exports only within the project team.",
        {"tm_id": s(), "include_metadata": b(default=True)},
        ["tm_id"],
        ann="ro",
    ),
    tool(
        "tm_project_analysis",
        "Word count analysis for a file against the project's TMs (101%, 100%, 95-99%, … , no match) for quoting.",
        {"project_id": s(), "file_id": s()},
        ["project_id"],
        ann="ro",
        output=obj({"bands": arr(obj({"band": s(), "segments": i(), "words": i()})), "total_words": i()}),
    ),
    tool(
        "tm_qa_check",
        "Run QA on a bilingual file: terminology, numbers, tags, punctuation, untranslated segments.",
        {"file_id": s(), "checks": arr(e(["terms", "numbers", "tags", "punctuation", "untranslated", "length"]))},
        ["file_id"],
        ann="ro",
    ),
    tool(
        "tm_delete_units",
        "Delete translation units by ID. Use for units found to be wrong. Deletion is permanent; preview with "
        "`dry_run`.",
        {"tm_id": s(), "unit_ids": arr(s(), minItems=1), "dry_run": b(default=True)},
        ["tm_id", "unit_ids"],
        ann="destroy",
    ),
    tool(
        "tm_share",
        "Share a TM with a vendor or another team, read-only or read/write. Check the client's NDA permits it.",
        {"tm_id": s(), "grantee_email": s(format="email"), "permission": e(["read", "write"], default="read")},
        ["tm_id", "grantee_email"],
        ann="write",
    ),
]

PARTFORGE = [
    tool(
        "plm_search_parts",
        "Search parts and assemblies by number, name, material or lifecycle state.",
        {"q": s(), "lifecycle": e(["in_work", "in_review", "released", "obsolete"]), "limit": i(default=25)},
        ann="ro",
        title="Search parts",
    ),
    tool(
        "plm_get_bom",
        "Get the bill of materials of an assembly, optionally multi-level.",
        {"part_number": s(), "revision": s(default="latest_released"), "levels": i(minimum=1, maximum=20, default=1)},
        ["part_number"],
        ann="ro",
    ),
    tool(
        "plm_where_used",
        "Find every assembly that uses a part (reverse BOM). Useful before changing or obsoleting it.",
        {"part_number": s()},
        ["part_number"],
        ann="ro",
    ),
    tool(
        "plm_check_out",
        "Check out a CAD document for editing. Others can view but not edit until you check it in.",
        {"document_id": s()},
        ["document_id"],
        ann="write",
    ),
    tool(
        "plm_check_in",
        "Check in a CAD document with a comment; creates a new iteration.",
        {"document_id": s(), "comment": s(), "keep_checked_out": b(default=False)},
        ["document_id", "comment"],
        ann="write",
    ),
    tool(
        "plm_create_change_request",
        d(
            """
            Open an engineering change request (ECR).

            | field | meaning |
            |---|---|
            | `affected_parts` | part numbers to change |
            | `reason` | defect, cost, supplier, regulation, improvement |
            | `priority` | routine or urgent |

            An ECR is a proposal; nothing changes in released data until an ECO is approved by the change board.
            """
        ),
        {
            "title": s(),
            "affected_parts": arr(s(), minItems=1),
            "reason": e(["defect", "cost", "supplier", "regulation", "improvement"]),
            "priority": e(["routine", "urgent"], default="routine"),
            "description": s(),
        },
        ["title", "affected_parts", "reason"],
        ann="write",
    ),
    tool(
        "plm_export_step",
        d(
            """
            Export a released part as STEP/IGES/STL for a supplier.

            Note: exports of parts marked `export_controlled` (ITAR/EAR) are blocked unless the recipient
            is on the approved list; the tool will say so. Do not try to work around it by exporting a
            parent assembly.
            """
        ),
        {
            "part_number": s(),
            "revision": s(),
            "format": e(["step", "iges", "stl", "pdf_drawing"], default="step"),
            "recipient_company": s(),
        },
        ["part_number", "format"],
        ann="ro",
    ),
    tool(
        "plm_part_cost",
        "Rolled-up cost of a part (material + labour + purchased components) by supplier quote.",
        {"part_number": s(), "quantity": i(minimum=1, default=1), "currency": s(default="USD")},
        ["part_number"],
        ann="ro",
    ),
    tool(
        "plm_set_lifecycle",
        "Move a part to a new lifecycle state. Releasing or obsoleting requires the part to have passed review; "
        "obsoleting a part still used in released assemblies is refused (see `plm_where_used`).",
        {"part_number": s(), "revision": s(), "to_state": e(["in_review", "released", "obsolete"])},
        ["part_number", "revision", "to_state"],
        ann="write",
    ),
    tool(
        "plm_compare_revisions",
        "Compare two revisions of a part: geometry changes (volume, mass, bounding box), attribute diffs and BOM "
        "diffs.",
        {"part_number": s(), "rev_a": s(), "rev_b": s(), "mass_tolerance_g": num(default=0.1)},
        ["part_number", "rev_a", "rev_b"],
        ann="ro",
    ),
]

SERVERS = [("b14-tmbridge", TMBRIDGE, {"annotations": False}), ("b14-partforge", PARTFORGE, {"closed": True})]
