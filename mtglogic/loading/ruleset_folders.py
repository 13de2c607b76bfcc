"""Which rulesets there are and where each one's folder is, without reading any of them.

The built-in rulesets are the folders of the data root that hold a ``ruleset.yaml``; a
ruleset of the user's own is known while its folder is in use (``--ruleset-dir``:
``mtglogic.loading.rulesets.using_ruleset_folder``). Reading and checking a ruleset
(``mtglogic.loading.rulesets``) loads every engine's section reader; what only lists or
finds rulesets and their rulings (``mtglogic rulings``, completion) stays here.
"""
from __future__ import annotations

from collections.abc import Mapping
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

from mtglogic.loading.paths import data_root
from mtglogic.node import Node

# Ruleset folders of the user's own in use (``--ruleset-dir``), by the id their file gives.
NO_FOLDERS: Mapping[str, Path] = MappingProxyType({})
OWN_FOLDERS: ContextVar[Mapping[str, Path]] = ContextVar("mtglogic_rulesets",
                                                         default=NO_FOLDERS)


def builtin_rulesets() -> list[str]:
    return list(_builtin_ids())


@lru_cache(maxsize=1)
def _builtin_ids() -> tuple[str, ...]:
    return tuple(sorted(p.parent.name for p in data_root().glob("*/ruleset.yaml")))


def available_rulesets() -> list[str]:
    """The built-in rulesets' ids, then those of the user's folders in use."""
    return builtin_rulesets() + sorted(OWN_FOLDERS.get())


def ruleset_folder(ruleset_id: str) -> Path:
    """The folder of a known ruleset: the user's, or the built-in one."""
    return OWN_FOLDERS.get().get(ruleset_id) or data_root() / ruleset_id


def named_ruleset(node: Node) -> str:
    """A ruleset named in a document: the id of a built-in ruleset."""
    known = available_rulesets()
    name = node.as_str()
    if name not in known:
        node.fail(f"unknown ruleset {name!r}; available: {', '.join(known)}")
    return name
