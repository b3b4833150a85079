"""Our settings in a config file: the top-level "aggregator" object (`AggregatorSettings`, the call policy, the audit
log) and the nested "aggregator" object of each server entry (prefix, protocol, timeouts, guards, ...).

Each object is a table of its keys and how each is read; a key not in the table is an error that suggests the closest.
"""

from __future__ import annotations

import importlib.util
import os
import re
from typing import Any

from aggregator._config_checks import check_seconds
from aggregator._config_values import (
    Convert,
    Reading,
    boolean,
    count,
    integer,
    join,
    number,
    our_string,
    our_strings,
    rate,
    result_cap,
    shown,
)
from aggregator.client_profile import ClientProfile, custom_profile
from aggregator.config import ANNOTATION_HINTS, AggregatorSettings, AuditSettings, PolicyRule, RateLimit, Timeouts
from aggregator.errors import ConfigError
from aggregator.oauth_config import PrincipalSettings
from aggregator.pins import PinSettings
from aggregator.store_config import StoreSetting, StoreSettingError, store_setting

__all__ = ["SERVER_SETTINGS", "settings"]


def settings(reading: Reading, value: Any) -> AggregatorSettings:
    """The top-level "aggregator" object; its "profiles", "pinned" and "pins" go to `reading.exposure`."""
    fields = reading.table(value, "aggregator", _TOP_SETTINGS)
    reading.exposure["profiles"] = fields.pop("profiles", {})
    reading.exposure["pinned"] = fields.pop("pinned", ())
    reading.exposure["pins"] = fields.pop("pins", None)
    reading.exposure["principal"] = fields.pop("principal", None)
    reading.exposure["tracing"] = fields.pop("tracing", False)
    reading.exposure["store"] = fields.pop("store", None)
    try:
        return AggregatorSettings(**fields)
    except ConfigError as exc:
        # the settings' messages begin with the field they judge: the error names that key of the file
        key = next((name for name in fields if exc.message.startswith(f"{name} ")), None)
        raise reading.error(join("aggregator", key) if key else "aggregator", exc.message) from exc


def _principal(reading: Reading, value: Any, path: str) -> PrincipalSettings:
    fields = reading.table(value, path, {"header": our_string})
    try:
        return PrincipalSettings(**fields)
    except ConfigError as exc:
        raise reading.error(join(path, "header"), exc.message.removeprefix("principal header ")) from exc


def _store(reading: Reading, value: Any, path: str) -> StoreSetting:
    try:
        return store_setting(value)
    except StoreSettingError as exc:
        raise reading.error(join(path, exc.key) if exc.key else path, exc.message) from exc


def _poisoning(reading: Reading, value: Any, path: str) -> str:
    if value not in ("warn", "block"):
        raise reading.error(path, f'expected "warn" (report only) or "block" (drop a flagged tool), got {shown(value)}')
    return str(value)


def _poisoning_model(reading: Reading, value: Any, path: str) -> bool | None:
    if value == "auto":  # the default, said out loud: on wherever the extra is installed
        return None
    if not isinstance(value, bool):
        raise reading.error(path, f'expected true, false or "auto" (on if the extra is installed), got {shown(value)}')
    if value and importlib.util.find_spec("sklearn") is None:  # said at load, not at the first catalog build
        raise reading.error(
            path, "the learned layer needs the poisoning-model extra: pip install 'mcp-aggregator[poisoning-model]'"
        )
    return value


def _timeouts(reading: Reading, value: Any, path: str) -> Timeouts:
    fields = reading.table(value, path, dict.fromkeys(("probe", "connect", "list", "call", "hard_max"), number))
    for name, seconds in fields.items():  # each checked here, where the error can name its own key
        try:
            check_seconds("", "a timeout", seconds)
        except ConfigError as exc:
            raise reading.error(join(path, name), exc.message) from exc
    try:
        return Timeouts(**fields)
    except ConfigError as exc:
        raise reading.error(path, exc.message) from exc


def _roots(reading: Reading, value: Any, path: str) -> tuple[dict[str, str], ...]:
    if not isinstance(value, list):
        raise reading.error(path, f"expected an array of {{uri, name}} objects, got {shown(value)}")
    roots = []
    for index, item in enumerate(value):
        root = reading.table(item, join(path, index), {"uri": our_string, "name": our_string})
        if not root.get("uri", "").startswith("file://"):
            raise reading.error(join(path, index), "a root needs a 'uri' that starts with file://")
        roots.append(root)
    return tuple(roots)


def _rate_limit(reading: Reading, value: Any, path: str) -> RateLimit:
    fields = reading.table(value, path, {"calls_per_s": rate, "burst": count})
    if "calls_per_s" not in fields:
        raise reading.error(path, "needs 'calls_per_s' (a positive number of calls per second)")
    return RateLimit(**fields)


def _tool_rate_limits(reading: Reading, value: Any, path: str) -> dict[str, RateLimit]:
    if not isinstance(value, dict):
        raise reading.error(path, f"expected an object of tool-name globs to rate limits, got {shown(value)}")
    limits = {}
    for pattern, item in value.items():
        if not pattern:
            raise reading.error(path, "a tool-name glob must not be empty")
        limits[pattern] = _rate_limit(reading, item, join(path, pattern))
    return limits


def _policy(reading: Reading, value: Any, path: str) -> tuple[PolicyRule, ...]:
    if not isinstance(value, list):
        raise reading.error(path, f"expected an array of rules, got {shown(value)}")
    return tuple(_policy_rule(reading, item, join(path, index)) for index, item in enumerate(value))


def _policy_rule(reading: Reading, value: Any, path: str) -> PolicyRule:
    fields = reading.table(value, path, _RULE_KEYS)
    actions = [key for key in ("allow", "deny") if key in fields]
    if len(actions) != 1:
        problem = "has both 'allow' and 'deny'" if actions else "says neither"
        raise reading.error(path, f'{problem}; a rule says "deny": true or "allow": true')
    action = actions[0]
    if fields.pop(action) is not True:
        other = "allow" if action == "deny" else "deny"
        raise reading.error(join(path, action), f'must be true (for the opposite, write "{other}": true)')
    if action == "allow" and fields.get("annotations"):
        raise reading.error(
            join(path, "annotations"),
            "an allow rule cannot match on annotations: they are the server's own claims, and a server could "
            "claim anything to be let through; match allow rules by server and tool (deny rules may use them)",
        )
    if fields.get("stated_only") and not fields.get("annotations"):
        raise reading.error(join(path, "stated_only"), "only means something beside 'annotations'")
    if "server" in fields:
        reading.rule_servers.append((join(path, "server"), fields["server"]))
    label = fields.pop("name", None) or path
    return PolicyRule(action=action, label=label, **fields)


def _profiles(reading: Reading, value: Any, path: str) -> dict[str, ClientProfile]:
    """User-defined client profiles: name -> the keys of `PROFILE_KEYS` (a built-in one under `extends`)."""
    if not isinstance(value, dict):
        raise reading.error(path, f"expected an object of client profiles by name, got {shown(value)}")
    profiles = {}
    for name, item in value.items():
        where = join(path, name)
        if not _PROFILE_NAME.fullmatch(name):
            raise reading.error(where, "a profile name is 1-64 letters, digits, '_', '-' or '.' (it names an endpoint)")
        fields = reading.table(item, where, _PROFILE_KEYS)
        try:
            profiles[name] = custom_profile(name, fields)
        except ConfigError as exc:
            raise reading.error(where, exc.message) from exc
    return profiles


def _pins(reading: Reading, value: Any, path: str) -> PinSettings:
    """`{"lock": FILE, "mode": "block" | "warn", "approvers": [USER, ...]}`: a relative lock path is taken from the
    config file's folder."""
    fields = reading.table(value, path, {"lock": our_string, "mode": our_string, "approvers": our_strings})
    if not fields.get("lock"):
        raise reading.error(path, "needs a 'lock' file (write it with `mcp-aggregator pin`)")
    where = fields["lock"]
    if reading.expanding:
        where = os.path.expanduser(where)
    if reading.directory is not None and not os.path.isabs(where) and not where.startswith(("~", "${")):
        where = os.path.join(reading.directory, where)
    try:
        return PinSettings(lock=where, mode=fields.get("mode", "block"), approvers=fields.get("approvers"))
    except ConfigError as exc:
        raise reading.error(join(path, "mode"), exc.message) from exc


def _optional_count(reading: Reading, value: Any, path: str) -> int | None:
    return None if value is None else count(reading, value, path)


def _annotations(reading: Reading, value: Any, path: str) -> dict[str, bool]:
    return reading.table(value, path, dict.fromkeys(ANNOTATION_HINTS, boolean))


def _audit(reading: Reading, value: Any, path: str) -> AuditSettings:
    fields = reading.table(value, path, {"path": our_string, "arguments": boolean})
    if not fields.get("path"):
        raise reading.error(path, "needs a 'path' for the log file")
    where = fields["path"]
    if reading.expanding:
        where = os.path.expanduser(where)
    if reading.directory is not None and not os.path.isabs(where) and not where.startswith(("~", "${")):
        where = os.path.join(reading.directory, where)
    return AuditSettings(path=where, arguments=fields.get("arguments", False))


_PROFILE_NAME = re.compile(r"[A-Za-z0-9_.-]{1,64}")
#: the keys of a user-defined client profile (`client_profile.PROFILE_KEYS`) and how each is read
_PROFILE_KEYS: dict[str, Convert] = {
    "extends": our_string,
    "label": our_string,
    "maxTools": _optional_count,
    "reservedTools": integer,
    "maxNameLength": integer,
    "nameChars": our_string,
    "namePrefix": our_string,
    "tokenBudget": _optional_count,
    "source": our_string,
    "checked": our_string,
}

_TOP_SETTINGS: dict[str, Convert] = {
    "prefix_mode": our_string,
    "separator": our_string,
    "name_profile": our_string,
    "legacy_ttl_ms": integer,
    "max_ttl_ms": integer,
    "list_patience_s": number,
    "validate_arguments": boolean,
    "policy": _policy,
    "audit": _audit,
    "profiles": _profiles,
    "pinned": our_strings,
    "pins": _pins,
    "poisoning": _poisoning,
    "poisoning_model": _poisoning_model,
    "principal": _principal,
    "tracing": boolean,
    "store": _store,
}

#: the keys of a server entry's "aggregator" object
SERVER_SETTINGS: dict[str, Convert] = {
    "prefix": our_string,
    "protocol": our_string,
    "timeouts": _timeouts,
    "allow": our_strings,
    "deny": our_strings,
    "min_ttl_ms": integer,
    "disabled": boolean,
    "max_message_size": integer,
    "page_cap": integer,
    "pool_size": integer,
    "roots": _roots,
    "rate_limit": _rate_limit,
    "tool_rate_limits": _tool_rate_limits,
    "max_result_bytes": result_cap,
    "trusted": boolean,
    "pinned": our_strings,
}

_RULE_KEYS: dict[str, Convert] = {
    "deny": boolean,
    "allow": boolean,
    "server": our_string,
    "tool": our_string,
    "annotations": _annotations,
    "stated_only": boolean,
    "reason": our_string,
    "name": our_string,
}
