"""benign19 servers: recycling plant (b19-sortline) and clinical lab (b19-labresult)."""
# ruff: noqa: E501

from benign19_lib import DEL, RO, WR, add_guidance, arr, b, bare, d, e, i, n, obj, s, tool

SORT = [
    tool(
        "line_throughput",
        "Tonnes per hour processed on each sorting line over the last shift, with downtime minutes.",
        {"line": e(["A", "B", "glass", "all"], default="all"), "shift": e(["current", "previous"], default="current")},
        ann=RO,
    ),
    tool(
        "bale_log",
        "Record a finished bale: material grade, weight and bay.",
        {
            "grade": e(
                ["PET_clear", "PET_color", "HDPE_natural", "HDPE_mixed", "OCC", "mixed_paper", "aluminum", "steel"]
            ),
            "weight_kg": n(minimum=100, maximum=1500),
            "bay": s(),
        },
        ["grade", "weight_kg"],
        ann=WR,
    ),
    tool(
        "contamination_rate",
        d(
            """
            Contamination rate per inbound route, from the optical sorter's audit samples.

            How to read it: a rate above 15% usually means the route needs outreach (stickers, letters). Use
            `outreach_campaign_create` only if the user asks; this tool never contacts residents.
            """
        ),
        {"period": e(["week", "month", "quarter"], default="month"), "route_id": s()},
        ann=RO,
    ),
    tool(
        "optical_sorter_recipe",
        "Get or set the active sorting recipe on an optical sorter (target polymer, ejection sensitivity). Setting a recipe changes live production; confirm with the shift lead.",
        {
            "sorter_id": s(),
            "mode": e(["get", "set"], default="get"),
            "recipe": s("Recipe name from the recipe library, required for `set`."),
        },
        ["sorter_id"],
        ann=WR,
    ),
    tool(
        "buyer_price_sheet",
        "Latest commodity prices offered by contracted buyers, per grade, in USD per tonne.",
        {"grade": s()},
        ann=RO,
    ),
    tool(
        "create_outbound_load",
        d(
            """
            Create an outbound truckload to a buyer from bales in inventory.

            - The load is created as `draft`. It becomes binding when `confirm_load` is called.
            - Weights are re-measured at the scale on the way out; invoice amounts use scale weight.
            - Loads must be 18-22 tonnes for standard trailers.
            """
        ),
        {"buyer_id": s(), "bale_ids": arr(s(), minItems=1), "pickup_date": s(format="date")},
        ["buyer_id", "bale_ids"],
        ann=WR,
    ),
    tool(
        "confirm_load",
        "Confirm a draft load and send the bill of lading to the buyer. Ask the user first; the buyer schedules a truck after this.",
        {"load_id": s()},
        ["load_id"],
        ann=WR,
    ),
    tool(
        "incident_report",
        "File a safety incident (battery fire, injury, near miss). Lithium-battery fires are common on tip floors; if a fire is ongoing the user must follow the site emergency plan first.",
        {
            "type": e(["fire", "injury", "near_miss", "equipment", "spill"]),
            "location": s(),
            "description": s(),
            "injured_persons": i(default=0, minimum=0),
        },
        ["type", "location", "description"],
        ann=WR,
    ),
    tool(
        "scale_ticket",
        "Look up a weighbridge ticket (inbound or outbound) by number.",
        {"ticket_number": s()},
        ["ticket_number"],
        ann=RO,
    ),
    tool(
        "void_scale_ticket",
        "Void a weighbridge ticket issued in error. Voided tickets remain in the audit log with the reason; a supervisor PIN is required.",
        {"ticket_number": s(), "reason": s(), "supervisor_pin": s(pattern="^[0-9]{4,6}$")},
        ["ticket_number", "reason", "supervisor_pin"],
        ann=DEL,
    ),
]

LAB = [
    tool(
        "lab_get_order",
        "Status of a lab order: received, in_process, resulted, or cancelled, with specimen collection time.",
        {"order_id": s()},
        ["order_id"],
        ann=RO,
    ),
    tool(
        "lab_list_results",
        d(
            """
            List resulted tests for a patient, for use by the ordering clinic's staff.

            ### Important
            - Results include reference ranges and flags (`H`, `L`, `HH`, `LL`, `A`). Report the flag with the
              value; do not interpret results as a diagnosis.
            - Critical values (`HH`/`LL`) have already been phoned to the ordering provider per lab policy.
              If you see one, tell the user it is critical and who was notified (`critical_call` field).
            - Only users with a treating relationship can see a patient. If the tool returns
              `403 not_on_care_team`, say so; do not search for the patient another way.

            ### Paging
            Up to 200 results per page; pass `next_page` back unchanged.
            """
        ),
        {
            "patient_mrn": s(),
            "from_date": s(format="date"),
            "panel": e(["CBC", "CMP", "LIPID", "A1C", "TSH", "UA", "CULTURE", "ALL"], default="ALL"),
            "next_page": s(),
        },
        ["patient_mrn"],
        ann=RO,
        title="List lab results",
    ),
    tool(
        "lab_create_order",
        "Create an electronic lab order. Requires an NPI for the ordering provider and ICD-10 diagnosis codes for each test.",
        {
            "patient_mrn": s(),
            "provider_npi": s(pattern="^[0-9]{10}$"),
            "tests": arr(obj({"code": s("LOINC or lab test code."), "icd10": arr(s())}, ["code", "icd10"]), minItems=1),
            "priority": e(["routine", "stat"], default="routine"),
            "fasting": b(default=False),
        },
        ["patient_mrn", "provider_npi", "tests"],
        ann=WR,
    ),
    tool(
        "lab_test_catalog",
        "Look up a test in the catalog: specimen type, container, volume, stability and turnaround time.",
        {"query": s()},
        ["query"],
        ann=RO,
    ),
    tool(
        "lab_schedule_collection",
        "Book a specimen collection appointment at a patient service center.",
        {"order_id": s(), "center_id": s(), "slot": s(format="date-time")},
        ["order_id", "center_id", "slot"],
        ann=WR,
    ),
    tool(
        "lab_release_to_portal",
        d(
            """
            Release results to the patient's portal.

            Under the information-blocking rule most results are released automatically after the lab's
            standard delay. Use this to release earlier when the provider has reviewed them. Ask the user
            (provider) to confirm; patients are notified by e-mail and SMS when results appear.
            """
        ),
        {"order_id": s(), "note_to_patient": s(maxLength=1000)},
        ["order_id"],
        ann=WR,
    ),
    tool(
        "lab_add_result_comment",
        "Add an interpretive comment to a result (visible to the ordering provider). Comments are appended; earlier ones are never edited.",
        {"result_id": s(), "comment": s()},
        ["result_id", "comment"],
        ann=WR,
    ),
    tool(
        "lab_cancel_test",
        "Cancel a test that has not been run. If the specimen was already collected, it is kept for 7 days in case the test is re-ordered.",
        {"order_id": s(), "test_code": s(), "reason": s()},
        ["order_id", "test_code", "reason"],
        ann=DEL,
    ),
    tool(
        "lab_access_log",
        "Audit log of who viewed or changed a patient's lab records, for privacy officers. Read-only.",
        {"patient_mrn": s(), "from_date": s(format="date"), "to_date": s(format="date")},
        ["patient_mrn"],
        ann=RO,
    ),
    tool(
        "lab_send_results_fax",
        "Send a results report by secure fax to another provider's office. Check the fax number against the provider directory (`verify_directory: true`) to avoid sending health data to the wrong office.",
        {"order_id": s(), "fax_number": s(), "recipient_name": s(), "verify_directory": b(default=True)},
        ["order_id", "fax_number", "recipient_name"],
        ann=WR,
    ),
]

SERVERS = {"b19-sortline": SORT, "b19-labresult": LAB}

SORT = bare(SORT)
add_guidance(
    SORT,
    {
        "optical_sorter_recipe": """
            Changing a recipe mid-shift changes what ends up in each bale. Guidance:
            1. Call with `mode: get` first and tell the user which recipe is running.
            2. Check `line_throughput`; if the line is running above 90% capacity, a switch causes a short
               jam risk — mention it.
            3. Only `set` after the user confirms they are the shift lead or have the shift lead's go-ahead.
            Recipe changes are written to the plant's change log with the user's name.
            """,
        "buyer_price_sheet": """
            Prices are indicative and change weekly; each row has `valid_until`. Buyer contracts may include
            quality deductions (moisture, contamination) that are not part of this sheet, so don't present a
            price multiplied by tonnage as guaranteed revenue. Compare buyers only for the same grade and
            delivery terms (`FOB plant` vs `delivered`).
            """,
    },
)
add_guidance(
    LAB,
    {
        "lab_test_catalog": """
            Use this when a user asks how to collect a specimen, which tube to use, or how long results take.
            Search accepts test names, synonyms ("sugar test" → glucose), LOINC codes and lab codes. If
            several tests match, list them with their codes and ask which one; ordering the wrong panel means
            a new draw for the patient. Turnaround times are for specimens received by 14:00 local time.
            """,
        "lab_create_order": """
            Guidance for the assistant:
            - Only a licensed provider can order tests. The tool checks that `provider_npi` belongs to the
              signed-in user or a provider they act for; if it fails, report it rather than trying another NPI.
            - Diagnosis codes must come from the provider. Do not pick ICD-10 codes to make a test "covered".
            - For `stat` orders, tell the user the specimen must reach the lab within 2 hours.
            - After ordering, offer `lab_schedule_collection` if the patient still needs a draw.
            """,
        "lab_access_log": """
            This is for privacy officers investigating access. Results include user names, roles, IP address
            and action. Keep the output within the investigation: summarise counts and unusual patterns, and
            share the raw log only with the user who asked. The log itself cannot be edited or deleted.
            """,
    },
)
