"""Built-in rulings by name: ``cr-2026/blood-moon-urborg`` for
``rulesets/cr-2026/rulings/layers/blood-moon-urborg.yaml``.

A name is the ruleset, then the file's name without its kind folder and suffix. The kind
folder may be written too (``cr-2026/layers/blood-moon-urborg``), and the ruleset left out
when a single ruling has that file name. Commands take a name wherever they take a
scenario or ruling file; a file at the given path always comes first.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from mtglogic.errors import InputError
from mtglogic.loading.paths import data_root
from mtglogic.loading.rule_index import RULE_NUMBER, names_rule
from mtglogic.loading.ruling_rows import ruling_rows
from mtglogic.loading.rulings import builtin_ruling_files, load_ruling
from mtglogic.loading.yamlio import YAML_SUFFIXES
from mtglogic.names import close_names, did_you_mean


def ruling_name(path: Path) -> str:
    """The name of a built-in ruling file: ``RULESET/STEM``."""
    relative = path.relative_to(data_root())
    return f"{relative.parts[0]}/{path.stem}"


def _aliases(path: Path) -> list[str]:
    """Every way a built-in ruling may be named: with its ruleset, with its kind folder too,
    and by its file name alone."""
    parts = path.relative_to(data_root()).with_suffix("").parts  # (ruleset, rulings, kind.., stem)
    ruleset, folders, stem = parts[0], parts[2:-1], parts[-1]
    return [f"{ruleset}/{stem}", "/".join((ruleset, *folders, stem)), stem]


def _index() -> dict[str, list[Path]]:
    index: dict[str, list[Path]] = {}
    for path in builtin_ruling_files():
        for alias in dict.fromkeys(_aliases(path)):
            index.setdefault(alias.casefold(), []).append(path)
    return index


def ruling_path(name: str) -> Path:
    """The file of the built-in ruling called ``name``; an unknown name (close names
    offered) or one that several rulings have (listed) is an ``InputError``."""
    found = _index().get(name.strip().strip("/").casefold(), [])
    if len(found) == 1:
        return found[0]
    if found:
        raise InputError("more than one built-in ruling has this name: "
                         + ", ".join(ruling_name(p) for p in found), name)
    raise InputError("no such file, nor a built-in ruling of that name (mtglogic rulings "
                     "lists them)" + did_you_mean(close_names(name, builtin_ruling_names())),
                     name)


def builtin_ruling_names() -> list[str]:
    """The name of every built-in ruling in name order, from the files' paths alone (none
    is read)."""
    return sorted(ruling_name(path) for path in builtin_ruling_files())


def builtin_named_rules(ruleset: str | None = None) -> list[str]:
    """The rule numbers the built-in rulings name (of one ruleset, or of all), in order, for
    completion: read from each file's one-line ``rules: [...]`` without parsing the file
    (a test holds every built-in ruling to that one line)."""
    found: set[str] = set()
    for path in builtin_ruling_files(ruleset):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("rules:"):
                found.update(RULE_NUMBER.findall(line))
    return sorted(found, key=lambda number: [int(part) if part.isdigit() else part
                                             for part in re.split(r"(\d+)", number)])


def scenario_source(argument: str) -> Path:
    """What a SCENARIO (or ruling) argument names: the file at that path when there is one
    or when it ends in a YAML suffix, else the built-in ruling of that name."""
    path = Path(argument)
    if path.exists() or path.suffix in YAML_SUFFIXES:
        return path
    return ruling_path(argument)


def list_rulings(query: str | None = None, ruleset: str | None = None,
                 kind: str | None = None, rule: str | None = None) -> list[dict[str, Any]]:
    """The built-in rulings (name, ruleset, kind, title, source, rules, file), in name order
    per ruleset; ``query`` keeps those whose name or title holds each of its words (any
    case), ``rule`` those naming that rule or one of its subrules (``121.2``: 121.2a too).
    Every file is read and checked, or its row kept from an earlier run that did
    (``mtglogic.loading.ruling_rows``)."""
    words = (query or "").casefold().split()
    found = []
    for row in ruling_rows(ruleset, _row):
        if kind is not None and row["kind"] != kind:
            continue
        if rule is not None and not any(names_rule(named, rule) for named in row["rules"]):
            continue
        haystack = f"{row['name']} {row['title']}".casefold()
        if all(word in haystack for word in words):
            found.append(row)
    return sorted(found, key=lambda r: (r["ruleset"], r["name"]))


def _row(path: Path) -> dict[str, Any]:
    """A built-in ruling's row in the listing, from its file read and checked."""
    ruling = load_ruling(path)
    return {"name": ruling_name(path), "ruleset": ruling.ruleset, "kind": ruling.kind,
            "title": ruling.name, "source": ruling.source, "rules": list(ruling.rules),
            "file": path.relative_to(data_root().parent).as_posix()}
