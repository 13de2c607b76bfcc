"""Fixtures of the layer engine tests."""
from __future__ import annotations

import pytest


@pytest.fixture
def plant():
    """Declare words wrong on purpose: ``plant(family, name, compile_fn, **record)``; they
    are removed after the test."""
    declared: list[tuple] = []

    def declare(family, name, compile_fn, **record):
        family.add(name, "planted", None, {}, **record)(compile_fn)
        declared.append((family, name))
    yield declare
    for family, name in declared:
        del family.words[name]
