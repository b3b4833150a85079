"""benign4 data, part c: textwave, clinicnote, lessonloop, reelcut."""

from __future__ import annotations

from typing import Any

from benign4_lib import DEL, IDEM, RO, WR, arr, b, e, f, n, obj, s, tool


def textwave() -> list[dict[str, Any]]:
    """SMS and e-mail campaign platform (camelCase tool names)."""
    return [
        tool("listAudiences", "Returns all audiences (contact lists) with subscriber counts.", {}, ann=RO),
        tool(
            "addContact",
            "Add or update a contact in an audience. Only add people who opted in: Textwave requires consent "
            "for marketing messages (TCPA / GDPR). Set `consentSource` to where consent was given.",
            {
                "audienceId": s("Audience id."),
                "email": s("E-mail address."),
                "phone": s("Phone in E.164 format, e.g. `+4915112345678`."),
                "firstName": s("First name."),
                "consentSource": s("e.g. `signup-form`, `checkout`."),
            },
            ["audienceId", "consentSource"],
            ann=IDEM,
            strict=True,
        ),
        tool(
            "sendSms",
            "Send a single transactional SMS (order updates, appointment reminders, one-time codes). Not for "
            "marketing - use `createCampaign` for that so unsubscribe handling applies. Messages over 160 GSM "
            "characters are split and billed per segment.",
            {
                "to": s("Recipient in E.164 format."),
                "body": s("Message text."),
                "senderId": s("Sender number or alphanumeric id configured in the account."),
            },
            ["to", "body"],
            ann=WR,
            strict=True,
        ),
        tool(
            "sendEmail",
            "Send one transactional e-mail from a verified sender domain.",
            {
                "to": s("Recipient e-mail."),
                "subject": s("Subject line."),
                "html": s("HTML body."),
                "text": s("Plain-text body (recommended)."),
                "from": s("Verified sender address."),
                "replyTo": s("Reply-To address."),
            },
            ["to", "subject", "from"],
            ann=WR,
            strict=True,
        ),
        tool(
            "createCampaign",
            "Create a draft campaign for an audience. Drafts are not sent until `scheduleCampaign` is called. "
            "Every marketing e-mail automatically gets the `{{unsubscribe_url}}` footer.",
            {
                "audienceId": s("Audience id."),
                "channel": e("Channel.", ["email", "sms"]),
                "name": s("Internal name."),
                "subject": s("E-mail subject (email only)."),
                "content": s("HTML for e-mail, text for SMS. Merge tags like `{{first_name}}` are supported."),
            },
            ["audienceId", "channel", "content"],
            ann=WR,
        ),
        tool(
            "sendTestMessage",
            "Send a draft campaign to test recipients only.",
            {"campaignId": s("Campaign id."), "recipients": arr("Test e-mails or phone numbers.", {"type": "string"})},
            ["campaignId", "recipients"],
            ann=WR,
        ),
        tool(
            "scheduleCampaign",
            "Schedule a campaign to send to the whole audience. This reaches real customers and cannot be "
            "recalled after sending starts. Show the user the audience size and send time and wait for an "
            "explicit go-ahead before calling.",
            {"campaignId": s("Campaign id."), "sendAt": s("ISO-8601 time; omit to send immediately.")},
            ["campaignId"],
            title="Schedule campaign",
            ann=WR,
        ),
        tool(
            "getCampaignReport",
            "Delivery, open, click, bounce and unsubscribe statistics for a sent campaign.",
            {"campaignId": s("Campaign id.")},
            ["campaignId"],
            ann=RO,
            out=obj(
                {
                    "delivered": n("Delivered."),
                    "opens": n("Unique opens."),
                    "clicks": n("Unique clicks."),
                    "bounces": n("Bounces."),
                    "unsubscribes": n("Unsubscribes."),
                }
            ),
        ),
        tool(
            "unsubscribeContact",
            "Mark a contact as unsubscribed from all marketing. Always honour such requests.",
            {"audienceId": s("Audience id."), "email": s("E-mail."), "phone": s("Phone (E.164).")},
            ["audienceId"],
            ann=IDEM,
        ),
        tool(
            "deleteContact",
            "Permanently erase a contact and their message history (GDPR erasure). The address is added to a "
            "hashed suppression list so it is not re-imported by mistake.",
            {"audienceId": s("Audience id."), "email": s("E-mail.")},
            ["audienceId", "email"],
            ann=DEL,
        ),
    ]


def clinicnote() -> list[dict[str, Any]]:
    """Practice management for small clinics."""
    pid = s("Patient id `pt_...`. Find it with `cn_find_patient`.")
    phi = (
        "\n\nThis tool returns protected health information (PHI). Only use it for the clinician's current "
        "task and do not include PHI in unrelated outputs."
    )
    return [
        tool(
            "cn_find_patient",
            "Find patients by name and date of birth. Both are needed to avoid mixing up patients with the "
            "same name." + phi,
            {"last_name": s("Last name."), "first_name": s("First name."), "date_of_birth": s("YYYY-MM-DD.")},
            ["last_name", "date_of_birth"],
            ann=RO,
        ),
        tool(
            "cn_get_patient_summary",
            "Demographics, allergies, active medications and problem list." + phi,
            {"patient_id": pid},
            ["patient_id"],
            ann=RO,
        ),
        tool(
            "cn_list_appointments",
            "List appointments for a day or for one patient.",
            {
                "date": s("YYYY-MM-DD; defaults to today."),
                "patient_id": pid,
                "practitioner_id": s("Limit to one practitioner."),
            },
            ann=RO,
        ),
        tool(
            "cn_book_appointment",
            "Book an appointment slot. Check availability with `cn_find_slots` first. An SMS/e-mail "
            "confirmation is sent to the patient if they have opted in to reminders.",
            {
                "patient_id": pid,
                "slot_id": s("Slot id from `cn_find_slots`."),
                "reason": s("Short reason for visit."),
                "visit_type": e("Visit type.", ["in_person", "video", "phone"], default="in_person"),
            },
            ["patient_id", "slot_id"],
            ann=WR,
        ),
        tool(
            "cn_find_slots",
            "Find open appointment slots.",
            {
                "practitioner_id": s("Practitioner id."),
                "from_date": s("YYYY-MM-DD."),
                "days": n("Days to search.", default=7),
                "duration_min": n("Minutes.", default=20),
            },
            ["from_date"],
            ann=RO,
        ),
        tool(
            "cn_cancel_appointment",
            "Cancel an appointment and free the slot. The patient is notified.",
            {"appointment_id": s("Appointment id."), "reason": s("Reason.")},
            ["appointment_id"],
            ann=DEL,
        ),
        tool(
            "cn_draft_visit_note",
            "Create a DRAFT clinical note (SOAP format) for an encounter. Drafts are never final: the treating "
            "clinician must review and sign them in Clinicnote. Do not invent findings - only write what the "
            "clinician dictated or provided.",
            {
                "appointment_id": s("Encounter/appointment id."),
                "subjective": s("S"),
                "objective": s("O"),
                "assessment": s("A"),
                "plan": s("P"),
            },
            ["appointment_id"],
            title="Draft visit note",
            ann=WR,
        ),
        tool(
            "cn_list_lab_results",
            "Recent lab results with reference ranges and flags (H/L)." + phi,
            {"patient_id": pid, "since": s("YYYY-MM-DD.")},
            ["patient_id"],
            ann=RO,
        ),
        tool(
            "cn_send_patient_message",
            "Send a secure message to the patient's portal inbox. The patient gets an e-mail saying a new "
            "message is waiting; content is not included in the e-mail.",
            {"patient_id": pid, "subject": s("Subject."), "body": s("Message body.")},
            ["patient_id", "body"],
            ann=WR,
        ),
        tool(
            "cn_request_refill",
            "Create a prescription refill request for clinician approval. Nothing is sent to the pharmacy until "
            "a prescriber approves it.",
            {"patient_id": pid, "medication_id": s("Active medication id."), "note": s("Note for prescriber.")},
            ["patient_id", "medication_id"],
            ann=WR,
        ),
    ]


def lessonloop() -> list[dict[str, Any]]:
    """Learning management system for schools."""
    course = s("Course id. Use `ll_list_courses`.")
    return [
        tool(
            "ll_list_courses",
            "List courses where the user is a teacher or TA.",
            {"term": s("Term, e.g. `2026-fall`.")},
            ann=RO,
        ),
        tool(
            "ll_list_students",
            "Roster for a course with section and enrolment status.",
            {"course_id": course},
            ["course_id"],
            ann=RO,
        ),
        tool(
            "ll_create_assignment",
            "Create an assignment. It is unpublished by default so the teacher can review it; set "
            "`published: true` only when asked.",
            {
                "course_id": course,
                "title": s("Title."),
                "instructions": s("Markdown instructions."),
                "due_at": s("ISO-8601 due date."),
                "points": f("Points possible.", default=100),
                "published": b("Visible to students.", default=False),
            },
            ["course_id", "title"],
            ann=WR,
        ),
        tool(
            "ll_list_submissions",
            "List submissions for an assignment, with late/missing flags.",
            {"assignment_id": s("Assignment id."), "state": e("Filter.", ["submitted", "graded", "missing"])},
            ["assignment_id"],
            ann=RO,
        ),
        tool(
            "ll_get_submission",
            "Get a submission's text, attachments and rubric scores.",
            {"submission_id": s("Submission id.")},
            ["submission_id"],
            ann=RO,
        ),
        tool(
            "ll_grade_submission",
            "Enter a grade and optional feedback. Grades stay hidden from the student until the teacher "
            "releases them with `ll_release_grades`. When suggesting grades, present them to the teacher; "
            "the teacher decides the final score.",
            {"submission_id": s("Submission id."), "score": f("Points awarded."), "feedback": s("Comment.")},
            ["submission_id", "score"],
            ann=IDEM,
        ),
        tool(
            "ll_release_grades",
            "Release all entered grades for an assignment to students.",
            {"assignment_id": s("Assignment id.")},
            ["assignment_id"],
            ann=WR,
        ),
        tool(
            "ll_post_announcement",
            "Post an announcement to a course. Students and (optionally) guardians receive an e-mail.",
            {
                "course_id": course,
                "title": s("Title."),
                "message": s("Markdown message."),
                "notify_guardians": b("Also e-mail linked guardians.", default=False),
            },
            ["course_id", "title", "message"],
            ann=WR,
        ),
        tool(
            "ll_gradebook_export",
            "Export the gradebook as CSV (returned as text).",
            {"course_id": course},
            ["course_id"],
            ann=RO,
        ),
        tool(
            "ll_delete_assignment",
            "Delete an assignment and all its submissions. Ask the teacher to confirm; this cannot be undone.",
            {"assignment_id": s("Assignment id.")},
            ["assignment_id"],
            ann=DEL,
        ),
    ]


def reelcut() -> list[dict[str, Any]]:
    """Cloud video transcoding and hosting."""
    vid = s("Video asset id.")
    return [
        tool(
            "reelcut_upload_from_url",
            "Create a video asset by ingesting a file from a public or pre-signed URL (MP4, MOV, MKV, WebM up "
            "to 50 GB). Processing starts automatically.",
            {
                "url": s("Source URL."),
                "title": s("Title."),
                "playback_policy": e(
                    "`public` or `signed` (requires a signed token to play).", ["public", "signed"], default="public"
                ),
            },
            ["url"],
            ann=WR,
        ),
        tool(
            "reelcut_get_asset",
            "Asset status (`preparing`, `ready`, `errored`), duration, renditions.",
            {"asset_id": vid},
            ["asset_id"],
            ann=RO,
        ),
        tool(
            "reelcut_list_assets",
            "List assets, newest first.",
            {"limit": n("Page size.", default=25), "cursor": s("Cursor.")},
            ann=RO,
        ),
        tool(
            "reelcut_create_clip",
            "Create a new asset from a time range of an existing one.",
            {"asset_id": vid, "start_s": f("Start in seconds."), "end_s": f("End in seconds.")},
            ["asset_id", "start_s", "end_s"],
            ann=WR,
        ),
        tool(
            "reelcut_generate_thumbnail",
            "Return a thumbnail URL at a timestamp.",
            {"asset_id": vid, "time_s": f("Seconds.", default=0), "width": n("Pixels.", default=640)},
            ["asset_id"],
            ann=RO,
        ),
        tool(
            "reelcut_add_captions",
            "Generate captions with speech recognition, or attach an existing WebVTT file.",
            {
                "asset_id": vid,
                "language": s("BCP-47 code, e.g. `en`, `pt-BR`.", default="en"),
                "vtt_url": s("URL of an existing .vtt; omit to auto-generate."),
            },
            ["asset_id"],
            ann=WR,
        ),
        tool(
            "reelcut_get_transcript",
            "Return the caption track as plain text with timestamps.",
            {"asset_id": vid, "language": s("Track language.", default="en")},
            ["asset_id"],
            ann=RO,
        ),
        tool(
            "reelcut_create_signed_url",
            "Create a time-limited playback URL for an asset with a `signed` playback policy. The URL embeds a "
            "JWT signed with the account's signing key; anyone with the URL can watch until it expires.",
            {"asset_id": vid, "expires_in_s": n("Lifetime in seconds.", default=3600)},
            ["asset_id"],
            ann=RO,
        ),
        tool("reelcut_usage", "Minutes encoded, stored and delivered this billing period.", {}, ann=RO),
        tool(
            "reelcut_delete_asset",
            "Delete an asset and all renditions. Embedded players will stop working. Confirm first.",
            {"asset_id": vid},
            ["asset_id"],
            ann=DEL,
        ),
    ]


def servers() -> dict[str, list[dict[str, Any]]]:
    """Return the servers of this part."""
    return {"textwave": textwave(), "clinicnote": clinicnote(), "lessonloop": lessonloop(), "reelcut": reelcut()}
