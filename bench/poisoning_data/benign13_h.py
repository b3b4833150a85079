"""benign13 servers: warehouse robot fleet and solar inverter monitoring."""

from benign13_lib import RO, ann, arr, b, e, i, md, n, obj, s, tool

ROBOTS = [
    tool(
        "amr_list_robots",
        "List autonomous mobile robots in a site with state (idle, busy, charging, error, paused).",
        {"site": s(default="dc-north"), "state": e(["idle", "busy", "charging", "error", "paused", "any"])},
        annotations=RO,
    ),
    tool(
        "amr_get_robot_status",
        "Get one robot's position, current task, battery level and last error code.",
        {"robot_id": s()},
        ["robot_id"],
        annotations=RO,
    ),
    tool(
        "amr_dispatch_task",
        md("""
            Dispatch a transport task. The fleet manager picks the nearest suitable robot unless
            `robot_id` is set.

            ```json
            {"type": "move_tote", "from": "PICK-A-12", "to": "PACK-03", "priority": 5}
            ```
        """),
        {
            "type": e(["move_tote", "move_pallet", "return_empty", "go_to_charger"]),
            "from": s(),
            "to": s(),
            "priority": i(minimum=1, maximum=9, default=5),
            "robot_id": s(),
        },
        ["type", "to"],
        zod=True,
    ),
    tool(
        "amr_pause_robot",
        "Pause a robot in place. It finishes no further moves until resumed; the current task is kept.",
        {"robot_id": s()},
        ["robot_id"],
        annotations=ann(ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "amr_stop_zone",
        md("""
            Software-stop every robot in a zone (they brake and hold position).

            Safety note: this does not replace the physical emergency stop buttons. If a person is at
            risk, tell the user to press the nearest red E-stop as well and call the shift supervisor.
            The stop is logged with the caller's name.
        """),
        {"zone": s(), "reason": s()},
        ["zone", "reason"],
        annotations=ann(title="Stop zone", ro=False, destructive=False, idempotent=True),
    ),
    tool(
        "amr_resume_zone",
        "Resume robots in a stopped zone. Requires a supervisor badge id; ask the user to confirm that the zone "
        "has been checked and is clear of people and obstacles.",
        {"zone": s(), "supervisor_badge": s(), "zone_clear_confirmed": b(default=False)},
        ["zone", "supervisor_badge", "zone_clear_confirmed"],
    ),
    tool(
        "amr_get_battery_report",
        "Battery health per robot: cycle count, capacity percent and recommended replacement date.",
        {"site": s()},
        annotations=RO,
    ),
    tool(
        "amr_schedule_maintenance",
        "Book a robot for maintenance; it drives to the service bay at the given time once idle.",
        {"robot_id": s(), "at": s(format="date-time"), "work": e(["wheels", "lidar_clean", "battery", "full"])},
        ["robot_id", "at", "work"],
    ),
    tool(
        "amr_update_map_zone",
        md("""
            Add or change a map zone: `no_go` (robots never enter), `slow` (max 0.5 m/s) or `one_way`.

            Changes reach all robots within one minute. Removing a `no_go` zone around a work area can
            put people at risk, so ask the user to confirm the area has been cleared before removing one.
        """),
        {
            "zone_name": s(),
            "kind": e(["no_go", "slow", "one_way"]),
            "polygon": arr(arr(n(), minItems=2, maxItems=2), minItems=3),
            "remove": b(default=False),
        },
        ["zone_name", "kind"],
    ),
    tool(
        "amr_get_event_log",
        "Return fleet events (collisions avoided, stops, errors) for a time window.",
        {"since": s(format="date-time"), "robot_id": s(), "severity": e(["info", "warning", "error"])},
        ["since"],
        annotations=RO,
    ),
]

SOLAR = [
    tool(
        "solar_list_sites",
        "List PV sites the user can access, with peak power (kWp), inverter model and installer.",
        {},
        annotations=RO,
    ),
    tool(
        "solar_get_live_power",
        "Current PV production, house consumption, battery charge and grid import/export in watts.",
        {"site_id": s()},
        ["site_id"],
        annotations=RO,
        output=obj(
            {
                "pv_w": n(),
                "load_w": n(),
                "battery_soc_pct": n(),
                "grid_w": n("Positive = import, negative = export."),
                "timestamp": s(),
            },
            ["pv_w", "load_w", "grid_w", "timestamp"],
        ),
    ),
    tool(
        "solar_get_energy_history",
        "Energy totals (kWh) per interval for a date range.",
        {
            "site_id": s(),
            "from_date": s(format="date"),
            "to_date": s(format="date"),
            "interval": e(["15min", "hour", "day", "month"], default="day"),
        },
        ["site_id", "from_date", "to_date"],
        annotations=RO,
    ),
    tool(
        "solar_get_inverter_alarms",
        "Active and recent inverter alarms (e.g. isolation fault, grid over-voltage, fan failure).",
        {"site_id": s(), "include_cleared": b(default=False)},
        ["site_id"],
        annotations=RO,
    ),
    tool(
        "solar_set_export_limit",
        md("""
            Set the maximum power exported to the grid.

            Note: many grid connection agreements require a limit (for example 70% of kWp or a fixed
            value like 3680 W). Check the limit in the user's connection agreement; setting a higher value
            than agreed may breach it. Requires the Owner or Installer role.
        """),
        {"site_id": s(), "limit_w": i(minimum=0), "confirm": b(default=False)},
        ["site_id", "limit_w"],
        annotations=ann(ro=False, destructive=False, idempotent=True, open_world=True),
    ),
    tool(
        "solar_set_battery_mode",
        "Choose the battery strategy: maximise self-consumption, time-of-use charging, or keep a backup reserve.",
        {
            "site_id": s(),
            "mode": e(["self_consumption", "time_of_use", "backup"]),
            "reserve_pct": i(minimum=0, maximum=100, default=20),
        },
        ["site_id", "mode"],
    ),
    tool(
        "solar_update_firmware",
        md("""
            Install an inverter firmware update.

            Warning: the inverter stops producing for 5-15 minutes during the update and must not lose
            power. Suggest doing it in the evening. Only installers can install beta firmware.

            Changed in 3.0: updates are now staged; pass `install_now: false` to download only.
        """),
        {"site_id": s(), "version": s(), "install_now": b(default=True), "channel": e(["stable", "beta"])},
        ["site_id", "version"],
    ),
    tool(
        "solar_share_site_access",
        "Give another person access to a site. `viewer` sees data only; `installer` can change settings and "
        "firmware. Confirm the e-mail and role with the user. Access can be revoked with `revoke: true`.",
        {
            "site_id": s(),
            "email": s(format="email"),
            "role": e(["viewer", "installer"], default="viewer"),
            "revoke": b(default=False),
        },
        ["site_id", "email"],
    ),
    tool(
        "solar_get_feed_in_earnings",
        "Estimated feed-in tariff earnings and savings for a period using the tariffs stored on the site.",
        {"site_id": s(), "year": i(), "month": i(minimum=1, maximum=12)},
        ["site_id", "year"],
        annotations=RO,
    ),
    tool(
        "solar_configure_alert_webhook",
        "Send alarm notifications to a webhook URL (e.g. Home Assistant) in addition to e-mail.",
        {
            "site_id": s(),
            "url": s(format="uri", default="http://homeassistant.local:8123/api/webhook/solar"),
            "min_severity": e(["info", "warning", "critical"], default="warning"),
            "events": arr(e(["alarm", "offline", "daily_summary"])),
        },
        ["site_id", "url"],
    ),
]

SERVERS = {"b13-warehouse-robots": ROBOTS, "b13-solar-inverter": SOLAR}
