"""The vocabulary tables of the documentation, generated from the registry, and the list of
the drafter's phrases, generated from their records' examples.

Each table sits in a Markdown file between ``<!-- generated: NAME -->`` and
``<!-- end generated -->``; a test checks that every table is up to date, and
``python -m mtglogic.docs`` writes them again after a word is added or changed.
"""
from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from mtglogic.drafting.phrases import FAMILIES
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.vocabulary.registry import (
    ACTIONS,
    CONDITIONS,
    EVENTS,
    INSTRUCTIONS,
    PARTS,
    RULES,
    SELECTORS,
    TRIGGERS,
    VALUES,
    WATCH,
    Family,
    Word,
)
from mtglogic.vocabulary.word_rules import rule_of

DOCS = Path(__file__).resolve().parent.parent / "docs"
BLOCK = re.compile(r"(<!-- generated: (?P<name>[a-z_]+) -->\n)(?P<body>.*?)"
                   r"(<!-- end generated -->)", re.DOTALL)


def flow(value: Any) -> str:
    """A YAML value in flow style, on one line, for a table cell."""
    text = yaml.safe_dump(value, default_flow_style=True, allow_unicode=True, width=10**6,
                          sort_keys=False)
    text = text.strip()
    if text.endswith("\n..."):
        text = text[:-4].strip()
    return text.removesuffix("...").strip().replace("|", "\\|")


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _layers(kind: str) -> str:
    """The layer of a part kind in each ruleset: ``4`` or ``7c / 7b``, 2011 first."""
    ids = [load_ruleset(r).layer_of(kind).id for r in ("cr-2011", "cr-2026")]
    return ids[0] if ids[0] == ids[1] else f"{ids[0]} / {ids[1]}"


def _table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def _example(word: Word) -> str:
    return f"`{flow({word.name: word.example})}`"


def _rule(word: Word) -> str:
    """The word's rule in each ruleset (its key looked up in their tables): ``205.2``, or
    ``613.4b / 613.3b``, 2026 first; ``-`` where a ruleset has none."""
    numbers = [rule_of(word, load_ruleset(r)) or "-" for r in ("cr-2026", "cr-2011")]
    if numbers == ["-", "-"]:
        return "-"
    return numbers[0] if numbers[0] == numbers[1] else " / ".join(numbers)


def _rows(family: Family, *extra: Callable[[Word], str]) -> list[list[str]]:
    return [[f"`{w.name}`", _example(w), _cell(w.doc)] + [f(w) for f in extra] +
            [_rule(w)] for w in family]


def _events_of(word: Word) -> str:
    return ", ".join(word.events) if word.events else "any"


def _fields(word: Word) -> str:
    required = set(word.schema.get("required", ()))
    return ", ".join(f"**{k}**" if k in required else k for k in word.schema["properties"])


def _phrases() -> str:
    """The drafter's phrases, family by family: each example sentence (or part) it reads,
    the phrase (its builder) and the rules it follows."""
    out: list[str] = []
    for family in FAMILIES:
        rows = [[_cell(e.text), f"`{p.name}`", ", ".join(p.cites) or "-"]
                for p in family if p.build is not None for e in p.examples]
        if not rows:
            continue
        out.append(f"**{family.family}**: {_cell(family.doc)}\n")
        out.append(_table(["Oracle text", "phrase", "rules"], rows))
    return "\n".join(out)


RULE = "rule (2026 / 2011)"
TABLES: dict[str, Callable[[], str]] = {
    "phrases": _phrases,
    "selectors": lambda: _table(["key", "example", "matches objects that...", RULE],
                                _rows(SELECTORS)),
    "values": lambda: _table(["key", "example", "the value is...", RULE], _rows(VALUES)),
    "conditions": lambda: _table(["key", "example", "holds when...", RULE], _rows(CONDITIONS)),
    "parts": lambda: _table(["part", "example", "what it does", "layer (2011 / 2026)", RULE],
                            sorted(_rows(PARTS, lambda w: _layers(w.kind)),
                                   key=lambda row: _layer_order(row[3]))),
    "events": lambda: _table(["event", "fields (**required**)", "what happens", RULE],
                             [[f"`{w.name}`", _fields(w), _cell(w.doc), _rule(w)]
                              for w in EVENTS]),
    "watch": lambda: _table(["key", "example", "the effect applies to...", "events", RULE],
                            _rows(WATCH, _events_of)),
    "actions": lambda: _table(["action", "example", "what happens instead", "events", RULE],
                              _rows(ACTIONS, _events_of)),
    "rules": lambda: _table(["word", "example", "what it does", "applies to", RULE],
                            _rows(RULES, lambda w: w.kind)),
    "triggers": lambda: _table(["trigger event", "example", "it triggers when...", RULE],
                               _rows(TRIGGERS)),
    "instructions": lambda: _table(["instruction", "fields (**required**)", "what happens",
                                    RULE],
                                   [[f"`{w.name}`", _fields(w), _cell(w.doc), _rule(w)]
                                    for w in INSTRUCTIONS]),
}


def _layer_order(layer: str) -> tuple[int, str]:
    first = layer.split(" / ")[-1]
    return int(first[0]), first


def render_file(text: str) -> str:
    """The text with every generated block written again."""
    def replace(match: re.Match[str]) -> str:
        name = match.group("name")
        if name not in TABLES:
            raise KeyError(f"no generated table {name!r}; known: {', '.join(TABLES)}")
        return match.group(1) + TABLES[name]() + match.group(4)
    return BLOCK.sub(replace, text)


def documented_files() -> list[Path]:
    return [p for p in sorted(DOCS.glob("*.md")) if BLOCK.search(p.read_text(encoding="utf-8"))]


def main() -> int:
    """Write the tables again; print the files changed."""
    for path in documented_files():
        old = path.read_text(encoding="utf-8")
        new = render_file(old)
        if new != old:
            path.write_text(new, encoding="utf-8")
            print(f"updated {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
