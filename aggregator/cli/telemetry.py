"""`serve --otel` (or the config's `"aggregator": {"tracing": true}`): OpenTelemetry traces for this process.

The tracer provider comes from the standard `OTEL_*` variables (`aggregator._otel.provider_from_environment`);
`OTEL_SDK_DISABLED=true` keeps tracing off whatever the flag says. The SDK flushes the spans still batched when the
process exits (its provider shuts down at exit).
"""

from __future__ import annotations

import argparse
import os

from aggregator import tracing
from aggregator.cli import logs
from aggregator.cli.call import UsageError
from aggregator.config_file import AggregatorConfig

__all__ = ["start"]

OTEL_MISSING = "--otel (or the config's aggregator.tracing) needs the otel extra: pip install 'mcp-aggregator[otel]'"


def start(args: argparse.Namespace, config: AggregatorConfig) -> bool:
    """The config's secrets redacted from our log lines; traces on when `--otel` or the config asks. Whether traces
    are on; a `UsageError` without the extra."""
    logs.use_config(config)
    if not (getattr(args, "otel", False) or config.tracing):
        return False
    if os.environ.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return False
    try:
        from aggregator._otel import provider_from_environment
    except ImportError as exc:
        raise UsageError(f"{OTEL_MISSING} ({exc})") from None
    try:
        provider = provider_from_environment()
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    tracing.enable(provider)
    return True
