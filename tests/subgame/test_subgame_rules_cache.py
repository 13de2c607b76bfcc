"""The subgame rules of a ruleset are kept by what they read (issue 34, item 5): its id and
its subgame section's content, so a ruleset edited and read again (the same id, the same
file) is parsed again, and the same content read again is not."""
from __future__ import annotations

from dataclasses import replace

from mtglogic.loading.rulesets import load_ruleset
from mtglogic.node import Node
from mtglogic.subgame.rules import rules_for


def test_an_edited_subgame_section_is_read_again() -> None:
    ruleset = load_ruleset("cr-2026")
    kept = rules_for(ruleset)
    assert rules_for(load_ruleset("cr-2026")) is kept
    section = ruleset.section("subgame")
    edited = replace(ruleset, sections={**ruleset.sections, "subgame": Node(
        {**section.value, "opening_hand_size": 6}, section.file, section.path)})
    assert (edited.id, edited.source) == (ruleset.id, ruleset.source)
    assert (rules_for(edited).opening_hand_size, kept.opening_hand_size) == (6, 7)  # 103.5
    assert rules_for(ruleset) is kept
