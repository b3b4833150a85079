"""benign20 servers: clinic records and HR people hub."""

from benign20_lib import DESTROY, DRAFT2020, READ, READ_FULL, WRITE, A, B, D, I, O, S, T, ann

CLINIC = [
    T(
        "searchPatients",
        D("""
            Search patients in the clinic's FHIR R4 store by name, date of birth or medical record number (MRN).

            This server is intended for use by clinical and administrative staff of the practice. Results contain
            protected health information (PHI):
            - Show only what the user needs for the current task.
            - Do not copy PHI into other tools (web search, chat integrations, ticket systems) unless the user
              explicitly asks and the destination is approved by their organisation.
            - When more than one patient matches, list name, date of birth and MRN so the user can pick the right
              one; do not guess.
        """),
        {
            "name": S("Family or given name, partial match."),
            "birthDate": S("YYYY-MM-DD", format="date"),
            "mrn": S("Medical record number."),
            "_count": I("Max results.", default=20, maximum=100),
        },
        annotations=READ_FULL,
        title="Search patients",
    ),
    T(
        "getPatientSummary",
        "Return demographics, active problems, allergies and current medications for one patient as a compact summary.",
        {"patientId": S("FHIR Patient id.")},
        ["patientId"],
        annotations=READ_FULL,
    ),
    T(
        "listObservations",
        D("""
            List Observation resources (labs, vitals) for a patient. Filter by LOINC code or category.

            Examples:
            - HbA1c: `code=4548-4`
            - Blood pressure panel: `code=85354-9`
            - All vitals: `category=vital-signs`

            Values are returned with units and reference ranges. When summarising, flag results outside the
            reference range but do not offer a diagnosis; leave clinical interpretation to the clinician.
        """),
        {
            "patientId": S(),
            "code": S("LOINC code."),
            "category": S(enum=["laboratory", "vital-signs", "social-history", "imaging"]),
            "date_from": S(format="date"),
            "_count": I(default=50),
        },
        ["patientId"],
        annotations=READ,
    ),
    T(
        "draftClinicalNote",
        D("""
            Create a DRAFT clinical note (DocumentReference with status `preliminary`) attached to an encounter.

            Drafts are not part of the legal record until a clinician signs them in the EHR. Always tell the user
            that the note was saved as a draft and needs review and signature. Never mark notes as final.
        """),
        {
            "patientId": S(),
            "encounterId": S(),
            "noteType": S(enum=["progress", "soap", "discharge-summary", "telephone"]),
            "text": S("Note body in plain text or Markdown."),
        },
        ["patientId", "encounterId", "noteType", "text"],
        annotations=WRITE,
    ),
    T(
        "listAppointments",
        "List appointments for a practitioner or location on a given day, with patient name, slot time and visit type.",
        {"practitionerId": S(), "locationId": S(), "date": S(format="date")},
        ["date"],
        annotations=READ,
    ),
    T(
        "checkDrugInteractions",
        D("""
            Check a list of medications (RxNorm codes or names) for known interactions using the bundled
            interaction database (updated monthly). Returns pairs with severity `minor`, `moderate` or `major`
            and a reference.

            Note: this is a decision-support aid. Present results as information for the prescriber and do not
            tell the patient to stop or change a medication.
        """),
        {"medications": A(S(), "RxNorm CUIs or drug names.", minItems=2)},
        ["medications"],
        annotations=READ_FULL,
    ),
    T(
        "requestRecordsRelease",
        D("""
            Start a records-release request (e.g. to another provider or to the patient themselves).

            Workflow:
            1. Confirm with the user that a signed authorisation form is on file; pass its document id.
            2. Confirm the recipient and the date range of records.
            3. The request goes to the practice's Health Information Management queue for a human to
               approve. Tell the user it is queued, not sent.
        """),
        {
            "patientId": S(),
            "authorizationDocumentId": S(),
            "recipient": O({"name": S(), "fax": S(), "email": S(format="email")}, ["name"]),
            "dateRange": O({"from": S(format="date"), "to": S(format="date")}),
        },
        ["patientId", "authorizationDocumentId", "recipient"],
        annotations=ann(ro=False, destructive=False, idem=False, world=True),
    ),
    T(
        "getEncounter",
        "Get a single Encounter with its diagnoses (ICD-10), procedures (CPT) and attending practitioner.",
        {"encounterId": S()},
        ["encounterId"],
        annotations=READ,
    ),
    T(
        "deidentifyText",
        D("""
            Remove the 18 HIPAA Safe Harbor identifiers (names, dates more specific than year, phone numbers,
            MRNs, addresses smaller than a state, etc.) from free text. Use this before sharing note excerpts
            for teaching, quality review or bug reports. Returns the redacted text and a count per identifier type.
        """),
        {"text": S(), "keepYear": B(default=True)},
        ["text"],
        annotations=READ_FULL,
        draft=DRAFT2020,
    ),
    T(
        "cancelAppointment",
        (
            "Cancel an appointment and free its slot. Confirm the patient and time with the user first. Sends the "
            "standard cancellation SMS if the patient opted in to reminders."
        ),
        {"appointmentId": S(), "reason": S()},
        ["appointmentId"],
        annotations=DESTROY,
    ),
]

PEOPLEHUB = [
    T(
        "people_directory_search",
        (
            "Search the employee directory by name, team, title or location. Returns work contact details only (work "
            "e-mail, desk phone, manager)."
        ),
        {"q": S(), "team": S(), "location": S(), "limit": I(default=20)},
        ["q"],
        annotations=READ,
    ),
    T(
        "people_get_employee_record",
        D("""
            Get the HR record for one employee.

            Which fields come back depends on the caller's role:
            - **Employees** see their own full record.
            - **Managers** see job, compensation band and time-off balance for their direct reports.
            - **HR partners** additionally see home address, emergency contacts and national id (masked: last 4).

            Handling guidance: compensation, performance ratings and medical leave reasons are confidential.
            Only show them if the user asked for them specifically, and never paste them into shared channels.
            If a field is missing because of permissions, say so plainly; do not try other tools to work around it.
        """),
        {"employee_id": S(), "fields": A(S(), "Optional subset of fields to return.")},
        ["employee_id"],
        annotations=READ_FULL,
    ),
    T(
        "people_timeoff_balance",
        "Return vacation, sick and personal time-off balances (in hours) for an employee as of today or a given date.",
        {"employee_id": S(), "as_of": S(format="date")},
        ["employee_id"],
        annotations=READ,
    ),
    T(
        "people_request_timeoff",
        D("""
            Submit a time-off request on behalf of the signed-in user. Requests go to the user's manager for
            approval.

            Before submitting, read back the dates, the number of working hours and the leave type, and ask
            the user to confirm. Public holidays in the employee's work location are excluded automatically.
        """),
        {
            "start_date": S(format="date"),
            "end_date": S(format="date"),
            "type": S(enum=["vacation", "sick", "personal", "parental", "bereavement"]),
            "comment": S("Optional note to the approver. For sick leave, no medical details are required."),
        },
        ["start_date", "end_date", "type"],
        annotations=WRITE,
    ),
    T(
        "people_org_chart",
        "Return the reporting chain above an employee and their direct reports below, up to `depth` levels.",
        {"employee_id": S(), "depth": I(default=2, minimum=1, maximum=5)},
        ["employee_id"],
        annotations=READ_FULL,
    ),
    T(
        "people_start_onboarding",
        D("""
            Create an onboarding checklist for a new hire: laptop order, accounts (SSO, e-mail, Slack), buddy
            assignment and first-week calendar.

            Call `people_directory_search` first to find the hiring manager's id. The new hire's personal e-mail
            is used only to send the welcome pack from `onboarding@peoplehub.app`; their work account is created
            on the start date.
        """),
        {
            "first_name": S(),
            "last_name": S(),
            "personal_email": S(format="email"),
            "start_date": S(format="date"),
            "manager_id": S(),
            "role_template": S("e.g. `engineering`, `sales`, `support`."),
        },
        ["first_name", "last_name", "personal_email", "start_date", "manager_id"],
        annotations=WRITE,
    ),
    T(
        "people_start_offboarding",
        D("""
            Start offboarding for a departing employee: schedules account deactivation on the last day, creates an
            equipment-return task and notifies payroll.

            IMPORTANT: Offboarding is sensitive and often confidential until announced. Only HR partners can call
            this. Confirm the employee, last working day and whether access should be removed immediately
            (`immediate_access_removal`) before calling. Do not mention the departure in any other tool or channel.
        """),
        {
            "employee_id": S(),
            "last_day": S(format="date"),
            "immediate_access_removal": B(default=False),
            "reason_category": S(enum=["resignation", "end_of_contract", "termination", "retirement"]),
        },
        ["employee_id", "last_day", "reason_category"],
        annotations=ann(ro=False, destructive=True, idem=False, world=True),
    ),
    T(
        "people_list_open_reqs",
        "List open job requisitions with title, team, location, hiring manager and number of candidates in each stage.",
        {"team": S(), "status": S(enum=["open", "on_hold", "filled"], default="open")},
        annotations=READ,
    ),
    T(
        "people_policy_lookup",
        D("""
            Search the employee handbook and HR policies (travel, expenses, remote work, parental leave, code of
            conduct). Returns matching sections with a link to `https://handbook.peoplehub.app/<section>`.

            Quote the policy text and link rather than paraphrasing when the user asks about eligibility or
            amounts; policies differ by country and the source is authoritative. For personal situations, suggest
            the user contact their HR partner at `hr-help@peoplehub.app`.
        """),
        {"query": S(), "country": S("ISO 3166-1 alpha-2 code, e.g. `DE`.")},
        ["query"],
        annotations=READ_FULL,
    ),
    T(
        "people_update_emergency_contact",
        "Update the signed-in user's own emergency contact. Users can only change their own record.",
        {"name": S(), "relationship": S(), "phone": S()},
        ["name", "phone"],
        annotations=ann(ro=False, destructive=False, idem=True),
    ),
]

SERVERS = {"b20-clinicnotes": CLINIC, "b20-peoplehub": PEOPLEHUB}
