"""Exposure plans of the current catalog, one per (profile, client key), kept until the catalog or config changes.

A proxy asks for the plan on every `tools/list` and every call; compiling one estimates every definition's tokens,
so a plan is compiled once per catalog (and config, which holds the pins and purposes) and then served as is.
"""

from __future__ import annotations

from aggregator.catalog import Catalog
from aggregator.client_profile import ClientProfile, resolve_client_profile
from aggregator.config_file import AggregatorConfig
from aggregator.exposure import ExposurePlan, compile_plan

__all__ = ["Plans"]

#: plans kept at once: a proxy serves a handful of profiles, each under one or two client keys
_KEPT = 32


class Plans:
    """The compiled plans, each with the catalog and config it was compiled from."""

    def __init__(self) -> None:
        self._kept: dict[tuple[ClientProfile, str], tuple[Catalog, AggregatorConfig, ExposurePlan]] = {}

    def plan(
        self, catalog: Catalog, config: AggregatorConfig, profile: str | ClientProfile, client_key: str
    ) -> ExposurePlan:
        """The plan of `catalog` for `profile` (a name: the config's own profiles first, then the built-in ones)."""
        if not isinstance(profile, ClientProfile):
            profile = resolve_client_profile(profile, config.profiles)
        key = (profile, client_key)
        kept = self._kept.get(key)
        if kept is not None and kept[0] is catalog and kept[1] is config:
            return kept[2]
        plan = compile_plan(
            catalog,
            profile,
            pinned=config.pinned,
            client_key=client_key,
            purposes=config.descriptions,
            server_pinned=config.server_pinned,
        )
        if key not in self._kept and len(self._kept) >= _KEPT:
            self._kept.pop(next(iter(self._kept)))
        self._kept[key] = (catalog, config, plan)
        return plan
