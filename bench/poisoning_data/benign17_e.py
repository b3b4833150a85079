"""benign17 servers: a zero-trust access broker and a webhook relay."""

from benign17_lib import (
    DESTRUCTIVE,
    NULLABLE,
    ONE,
    RO,
    WRITE,
    WRITE_IDEM,
    A,
    B,
    E,
    I,
    O,
    S,
    ann,
    tool,
)

ZT = [
    tool(
        "zt_list_applications",
        "List private applications published through the access broker, with their connector and the "
        "access policy attached.",
        {"search": S(), "connector_group": S()},
        annotations=RO,
    ),
    tool(
        "zt_get_policy",
        "Show one access policy: who may reach the app (groups, users), device posture requirements, "
        "and session length.",
        {"policy_id": S()},
        ["policy_id"],
        annotations=RO,
        output=O(
            {
                "id": S(),
                "include_groups": A(S()),
                "exclude_groups": A(S()),
                "require_mfa": B(),
                "device_posture": A(S()),
                "session_hours": I(),
            }
        ),
    ),
    tool(
        "zt_update_policy",
        "Change an access policy.\n\n"
        "Changes take effect for new sessions within about a minute. Before saving:\n"
        "1. Call `zt_simulate_access` for a few affected users to check the result.\n"
        "2. Show the user the diff the tool returns with `dry_run: true`.\n"
        "3. Save with `dry_run: false` only after they confirm.\n\n"
        "Removing `require_mfa` or widening `include_groups` to `everyone` is allowed but logged as a "
        "high-risk change and reported to the security team.",
        {
            "policy_id": S(),
            "include_groups": A(S()),
            "exclude_groups": A(S()),
            "require_mfa": B(),
            "device_posture": A(E(["disk_encrypted", "os_up_to_date", "edr_running", "managed_device"])),
            "session_hours": I(minimum=1, maximum=24),
            "dry_run": B(default=True),
        },
        ["policy_id"],
        annotations=WRITE_IDEM,
    ),
    tool(
        "zt_simulate_access",
        "Check whether a given user on a given device would be allowed into an application, and which "
        "policy rule decides it. Nothing is changed.",
        {"user_email": S(format="email"), "application_id": S(), "device_id": S()},
        ["user_email", "application_id"],
        annotations=RO,
    ),
    tool(
        "zt_revoke_sessions",
        "End all active sessions for a user, for example when a laptop is reported stolen. The user has "
        "to sign in again and pass device checks.",
        {"user_email": S(format="email"), "reason": S()},
        ["user_email", "reason"],
        annotations=ann(ro=False, destructive=True, idempotent=True),
    ),
    tool(
        "zt_device_posture",
        "Show the latest posture report for a device: OS version, disk encryption, EDR status, last seen.",
        {"device_id": S()},
        ["device_id"],
        annotations=RO,
    ),
    tool(
        "zt_access_requests",
        "List pending just-in-time access requests. Approving or denying is done by the resource owner in "
        "the admin console. This tool only lists requests.",
        {"status": E(["pending", "approved", "denied", "expired"], default="pending")},
        annotations=RO,
    ),
    tool(
        "zt_request_access",
        "Request temporary access to an application for the signed-in user. The resource owner is asked to "
        "approve. Access expires automatically.",
        {
            "application_id": S(),
            "duration_hours": I(default=4, minimum=1, maximum=72),
            "justification": S("Why access is needed, e.g. ticket number."),
        },
        ["application_id", "justification"],
        annotations=WRITE,
    ),
    tool(
        "zt_connector_health",
        "Health of connectors: version, tunnel status, last heartbeat, CPU.",
        {"connector_group": S()},
        annotations=RO,
    ),
    tool(
        "zt_audit_events",
        "Search access audit events (allowed, blocked, step-up MFA) for investigations.",
        {
            "user_email": S(format="email"),
            "application_id": S(),
            "decision": E(["allow", "block", "mfa_challenge"]),
            "since": S(format="date-time"),
            "limit": I(default=200, maximum=5000),
        },
        annotations=RO,
    ),
]

RELAY = [
    tool(
        "relay_create_endpoint",
        "Create an inbound endpoint that receives webhooks from a provider and forwards them to one or more "
        "destinations. The endpoint URL is returned, e.g. `https://in.relay.example/e/ep_7Hq2`.\n\n"
        "If the provider signs its webhooks (Stripe, GitHub, Shopify…), set `verify` so unsigned or "
        "tampered requests are rejected before forwarding. Ask the user to paste the signing secret "
        "into the dashboard field instead of the chat when possible.",
        {
            "name": S(),
            "verify": ONE(
                O({"provider": E(["stripe", "github", "shopify", "slack", "twilio"])}, ["provider"]),
                O(
                    {"hmac_header": S(), "algorithm": E(["sha1", "sha256"], default="sha256")},
                    ["hmac_header"],
                ),
                {"type": "null"},
            ),
        },
        ["name"],
        annotations=WRITE,
        draft=True,
    ),
    tool(
        "relay_add_destination",
        "Add a destination URL to an endpoint. Events are forwarded with the original body and headers, "
        "minus hop-by-hop headers.\n\n"
        "Note: forwarding to a new domain the account has not used before requires the user to click a "
        "verification link sent to the account owner's e-mail. This stops events from being sent "
        "somewhere by mistake.",
        {
            "endpoint_id": S(),
            "url": S(format="uri"),
            "filter": S('Optional JSONPath filter, e.g. `$.type == "invoice.paid"`.'),
            "retry_policy": E(["none", "linear_5", "exponential_24h"], default="exponential_24h"),
            "rate_limit_per_second": I(minimum=1, maximum=1000),
        },
        ["endpoint_id", "url"],
        annotations=WRITE,
        draft=True,
    ),
    tool(
        "relay_list_events",
        "List recent events received on an endpoint with delivery status per destination.",
        {
            "endpoint_id": S(),
            "status": E(["delivered", "failed", "pending", "filtered"]),
            "limit": I(default=50),
        },
        ["endpoint_id"],
        annotations=RO,
        draft=True,
    ),
    tool(
        "relay_get_event",
        "Get one event with headers and body. Header values named `Authorization`, `Cookie` or containing "
        "`secret`/`token` are masked in the output.",
        {"event_id": S()},
        ["event_id"],
        annotations=RO,
        draft=True,
    ),
    tool(
        "relay_replay",
        "Re-send events to a destination, for example after the destination was down. Replays can cause "
        "duplicate processing if the receiver is not idempotent; mention this when replaying more than a "
        "few events.",
        {
            "destination_id": S(),
            "event_ids": A(S(), maxItems=1000),
            "since": S("Replay all failed events since this time.", format="date-time"),
        },
        ["destination_id"],
        annotations=ann(ro=False, destructive=False, idempotent=False, open_world=True),
        draft=True,
    ),
    tool(
        "relay_transform",
        "Attach a transformation (JavaScript, runs in a sandbox without network access) that reshapes the "
        "payload before it is forwarded.\n\n"
        "```js\n"
        "export default (event) => ({ ...event, body: { id: event.body.id, amount: event.body.amount } });\n"
        "```\n\n"
        "Use `relay_transform_test` to try it against a stored event first.\n\n"
        "### Limits\n"
        "- 50 ms CPU time and 32 MB memory per event.\n"
        "- No `fetch`, timers or file access; the sandbox has no network.\n"
        "- Throwing an error marks the delivery as failed with `transform_error`; the original event is "
        "kept and can be replayed after you fix the code.\n\n"
        "### Returning `null`\n"
        "Return `null` to drop an event for this destination (for example to forward only "
        "`invoice.paid`). Dropped events show as `filtered` in `relay_list_events`.\n\n"
        "Changed in v2.0: transformations run after signature verification, so they always see a "
        "verified payload.",
        {"destination_id": S(), "code": S(maxLength=20000), "enabled": B(default=True)},
        ["destination_id", "code"],
        annotations=WRITE_IDEM,
        draft=True,
    ),
    tool(
        "relay_transform_test",
        "Run a transformation against a stored event and return the output. Nothing is forwarded.",
        {"code": S(), "event_id": S()},
        ["code", "event_id"],
        annotations=RO,
        draft=True,
    ),
    tool(
        "relay_rotate_secret",
        "Rotate the signing secret the relay uses on outgoing requests (header `X-Relay-Signature`). The old "
        "secret keeps working for `overlap_hours` so receivers can update. The new secret is shown once. "
        "Tell the user where it is and do not repeat it in later messages.",
        {"destination_id": S(), "overlap_hours": I(default=24, minimum=0, maximum=168)},
        ["destination_id"],
        annotations=WRITE,
        draft=True,
    ),
    tool(
        "relay_pause_destination",
        "Pause or resume delivery to a destination. While paused, events are queued for up to 72 hours.",
        {"destination_id": S(), "paused": B()},
        ["destination_id", "paused"],
        annotations=WRITE_IDEM,
        draft=True,
    ),
    tool(
        "relay_delete_endpoint",
        "Delete an endpoint, its destinations and its stored events. The provider will get 404s afterwards. "
        "Remind the user to remove the URL from the provider's settings. Requires `confirm: true`.",
        {"endpoint_id": S(), "confirm": B(default=False), "keep_events_days": NULLABLE(I(maximum=30))},
        ["endpoint_id", "confirm"],
        annotations=DESTRUCTIVE,
        draft=True,
    ),
]

SERVERS = {"b17-ztgate": ZT, "b17-hookrelay": RELAY}
