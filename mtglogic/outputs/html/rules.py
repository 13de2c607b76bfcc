"""The page's rules index: each rule the page cites, linked from where it is cited, with a
title in the project's own words, read from the ruleset's tables (``ruleset.yaml``: the
layers' names, the ``cite:`` keys, the replacement tiers, the subgame rules...), never
the rules' text. A rule no table titles is listed by its number, said to be untitled."""
from __future__ import annotations

import re
from typing import Any

from mtglogic.loading.rule_index import rule_index
from mtglogic.model.ruleset import Ruleset
from mtglogic.node import to_plain
from mtglogic.outputs.html.markup import el, esc, join

RULE = re.compile(r"^\d{3}(\.\d+[a-z]?)?$")


def _words(key: str) -> str:
    return key.replace("_", " ").strip()


def _walk(value: Any, path: tuple[str, ...], titles: dict[str, list[str]]) -> None:
    """Every rule number in VALUE, titled by the key or the ``name`` beside it."""
    if isinstance(value, dict):
        rule, name = value.get("rule"), value.get("name") or value.get("kind")
        if isinstance(rule, str) and RULE.match(rule) and isinstance(name, str):
            titles.setdefault(rule, []).append(_words(name))
        for key, inner in value.items():
            if isinstance(inner, str) and RULE.match(inner) and key != "rule":
                where = " ".join(_words(p) for p in path[-1:]) if path else ""
                titles.setdefault(inner, []).append(
                    f"{where}: {_words(key)}" if where and where != "cite" else _words(key))
            elif isinstance(inner, dict | list):
                _walk(inner, (*path, str(key)), titles)
    elif isinstance(value, list):
        for inner in value:
            _walk(inner, path, titles)


def rule_titles(ruleset: Ruleset) -> dict[str, list[str]]:
    """Rule number -> the titles the ruleset's tables give it."""
    titles: dict[str, list[str]] = {}
    for layer in ruleset.layers:
        titles.setdefault(layer.rule, []).append(f"layer {layer.id}: {layer.name}")
    for key, node in ruleset.sections.items():
        if key != "layers":
            _walk({key: to_plain(node.value)}, (), titles)
    return {rule: list(dict.fromkeys(names)) for rule, names in titles.items()}


class RuleIndex:
    """The rules a page cites, in the order first cited, and links to their entries."""

    def __init__(self, ruleset: Ruleset | None) -> None:
        self.ruleset = ruleset
        self.titles = rule_titles(ruleset) if ruleset is not None else {}
        self.known = rule_index(ruleset.id) if ruleset is not None else None
        self.cited: list[str] = []

    def link(self, rule: str | None) -> str:
        """RULE's number linked to its entry in the index (recorded as cited)."""
        if not rule:
            return ""
        if rule not in self.cited:
            self.cited.append(rule)
        return el("a", esc(rule), href=f"#rule-{rule}", class_="rule")

    def links(self, rules: list[str] | tuple[str, ...]) -> str:
        return ", ".join(self.link(rule) for rule in rules)

    def section(self) -> str:
        """The index: each cited rule, its title(s), or why it has none."""
        rows = []
        for rule in sorted(self.cited, key=_rule_key):
            names = self.titles.get(rule) or self.titles.get(rule.rstrip("abcdefghijklmnopqrstuvwxyz"))
            title = "; ".join(esc(n) for n in names) if names else \
                "(no title in this ruleset's tables)"
            if self.known is not None and rule not in self.known:
                title += " (not in this ruleset's rule index)"
            rows.append(el("dt", esc(rule), id=f"rule-{rule}") + el("dd", title))
        ruleset = esc(self.ruleset.title) if self.ruleset is not None else "the rulesets"
        return el("section", el("h2", "Rules index", id="rules-index")
                  + el("p", f"Titles in mtglogic's own words, from the tables of {ruleset}.")
                  + el("dl", join(rows), class_="rules"), aria_labelledby="rules-index")


def _rule_key(rule: str) -> tuple[int, ...]:
    numbers = re.findall(r"\d+|[a-z]", rule)
    return tuple(int(n) if n.isdigit() else ord(n) for n in numbers)
