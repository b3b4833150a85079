from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

# CI: no deadline (machines are noisy), bounded and derandomized so a run is reproducible.
settings.register_profile(
    "ci", deadline=None, max_examples=100, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", deadline=None, max_examples=200, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))


@pytest.fixture(params=["asyncio", "trio"])
def anyio_backend(request: pytest.FixtureRequest) -> str:
    return request.param
