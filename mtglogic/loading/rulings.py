"""Ruling files: a scenario, a question for one engine and the expected answer.

A ruling is YAML with ``kind`` (an engine: ``layers``, ``replacement`` or ``subgame``),
``name``, ``source`` (the rule or official ruling the expected result comes from),
``notes`` (how it was worked out), ``rules`` (the numbers of the rules it exercises, in its
ruleset's numbering, each a rule of that ruleset's index), an optional ``ruleset`` (else
the ``cr-XXXX`` folder it sits in, else the default), ``scenario`` (in the engine's
scenario format) and ``expect``.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from mtglogic.deferred import DeferredModule
from mtglogic.errors import ConsistencyError
from mtglogic.loading.folders import files_under
from mtglogic.loading.rule_index import RULE_NUMBER, is_rule_number, rule_index
from mtglogic.loading.ruleset_folders import (
    available_rulesets,
    builtin_rulesets,
    named_ruleset,
    ruleset_folder,
)
from mtglogic.loading.yamlio import load_yaml
from mtglogic.model.ruleset import DEFAULT_RULESET
from mtglogic.names import close_names, did_you_mean
from mtglogic.node import Node

# The schema fragments' package loads every word of the vocabulary, which reading a ruling
# does not need (``mtglogic rulings`` lists them all): only a schema being written loads it.
argschema = DeferredModule("mtglogic.vocabulary.argschema")
RULING_KINDS = ("layers", "replacement", "subgame")
RULING_KEYS = ("kind", "name", "source", "notes", "ruleset", "rules", "scenario", "expect")


@cache
def ruling_schema_keys() -> dict[str, Any]:
    """The JSON Schema of each key of a ruling but its ``scenario`` and ``expect``."""
    s = argschema
    return {"kind": s.string(RULING_KINDS), "name": s.string(), "source": s.string(),
            "notes": s.string(), "ruleset": s.string(builtin_rulesets()),
            "rules": s.array({"type": "string", "pattern": f"^{RULE_NUMBER.pattern}$"},
                             min_items=1) | {"uniqueItems": True}}


# Scenario keys only one engine reads: a ruling for another engine would ignore them.
# The scenario keys only some engines read, and those engines' kinds.
ENGINE_ONLY_KEYS = {"events": ("replacement",), "replacements": ("replacement",),
                    "delayed_triggers": ("replacement",),
                    "this_turn": ("replacement", "layers")}


@dataclass(frozen=True)
class Ruling:
    """A ruling file, read: its kind, name, ruleset, and the scenario and expect nodes."""

    path: str
    kind: str
    name: str
    ruleset: str
    scenario: Node
    expect: Node
    source: str = ""
    rules: tuple[str, ...] = ()
    notes: str = ""  # how the expected answer was worked out


def is_ruling(root: Node) -> bool:
    """Whether a document is a ruling (a whole document with ``kind`` and ``scenario``; the
    scenario inside a ruling is never one)."""
    return not root.path and root.is_map() and "kind" in root and "scenario" in root


def ruleset_from_path(path: Path) -> str | None:
    """The ruleset a ruling belongs to by the folder it sits in (``.../cr-2011/...``)."""
    known = available_rulesets()
    where = path.resolve()
    for rid in known:
        if where.is_relative_to(_resolved(ruleset_folder(rid))):
            return rid
    for part in reversed(where.parts):
        if part in known:
            return part
    return None


@lru_cache(maxsize=64)
def _resolved(folder: Path) -> Path:
    """A ruleset's folder with its links followed: once for every ruling read from it."""
    return folder.resolve()


def check_engine_keys(scenario: Node, kind: str, what: str) -> None:
    """A scenario holds no key that only another engine reads (``what``: ruling or case)."""
    for key, engines in ENGINE_ONLY_KEYS.items():
        if kind not in engines and key in scenario:
            scenario[key].fail(f"only a {' or '.join(engines)} {what} reads `{key}`; this "
                               f"one is {kind}")


def read_ruling(root: Node, path: Path, default_ruleset: str | None = None) -> Ruling:
    """Validate the frame of a ruling (its engine reads ``scenario`` and ``expect``)."""
    root.mapping(allowed=RULING_KEYS, required=("kind", "scenario", "expect"))
    kind = root["kind"].as_str(RULING_KINDS)
    check_engine_keys(root["scenario"], kind, "ruling")
    name = root["name"].as_str() if "name" in root else path.stem
    ruleset = (named_ruleset(root["ruleset"]) if "ruleset" in root
               else ruleset_from_path(path) or default_ruleset or DEFAULT_RULESET)
    notes = root["notes"].as_str() if "notes" in root else ""
    rules = read_rules(root["rules"], ruleset) if "rules" in root else ()
    return Ruling(str(path), kind, name, ruleset, root["scenario"], root["expect"],
                  root["source"].as_str() if "source" in root else "", rules, notes)


def read_rules(node: Node, ruleset: str) -> tuple[str, ...]:
    """The rule numbers of a ruling's ``rules:``: a list of at least one, each a string
    written as a rule number (``"613.1d"``, ``"121.2"``, ``"711"``: YAML would read an
    unquoted 613.10 as a number) and, where the ruleset's folder holds a rule index, a rule
    of that ruleset."""
    items = node.as_list(strict=True)
    if not items:
        node.fail("name at least one rule (like \"613.1d\"), or leave `rules` out")
    known = rule_index(ruleset)
    rules: list[str] = []
    for item in items:
        if isinstance(item.value, (int, float)) and not isinstance(item.value, bool):
            item.fail(f"write the rule number in quotes (\"{item.value}\"): YAML reads it as "
                      "a number, and would read 613.10 as 613.1")
        number = item.as_str()
        if not is_rule_number(number):
            item.fail(f"{number!r} is not a rule number (like 613, 613.1 or 613.1d)")
        if known is not None and number not in known:
            item.fail(f"{ruleset} has no rule {number}"
                      + did_you_mean(close_names(number, sorted(known), 3)), ConsistencyError)
        if number in rules:
            item.fail(f"rule {number} is named twice")
        rules.append(number)
    return tuple(rules)


def load_ruling(path: str | Path, default_ruleset: str | None = None) -> Ruling:
    path = Path(path)
    return read_ruling(load_yaml(path), path, default_ruleset)


def builtin_ruling_files(ruleset_id: str | None = None) -> list[Path]:
    """Every ruling of the built-in corpus (of one ruleset, or of all); of one ruleset of
    the user's own in use, those under its folder's ``rulings/``."""
    ids = [ruleset_id] if ruleset_id else builtin_rulesets()
    files: list[Path] = []
    for rid in ids:
        folder = ruleset_folder(rid) / "rulings"
        if folder.is_dir():
            files.extend(files_under(folder, (".yaml",)))
    return files
