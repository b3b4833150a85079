"""Task-group plumbing shared by the I/O layers."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import anyio

__all__ = ["single_errors"]


@contextmanager
def single_errors() -> Iterator[None]:
    """Re-raise a lone error out of the exception groups that anyio task groups wrap it in.

    Callers handle `TransportClosed` or `McpError`, not a group of one; cancellations that rode along
    are dropped, and a group of several real errors is left as it is.
    """
    try:
        yield
    except BaseExceptionGroup as group:
        cancelled = anyio.get_cancelled_exc_class()
        errors = _flatten(group)
        real = [exc for exc in errors if not isinstance(exc, cancelled)]
        if len(real) == 1:
            raise real[0] from None
        if not real and errors:
            raise errors[0] from None
        raise


def _flatten(group: BaseExceptionGroup) -> list[BaseException]:
    out: list[BaseException] = []
    for exc in group.exceptions:
        out.extend(_flatten(exc) if isinstance(exc, BaseExceptionGroup) else [exc])
    return out
