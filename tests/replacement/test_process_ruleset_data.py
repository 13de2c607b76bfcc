"""The rules of the process a ruleset has are data (``replacement.process``), checked by
``replacement/rules.py``: an unknown name is a located error."""
from __future__ import annotations

import inspect

import pytest

from mtglogic.errors import InputError
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.loading.yamlio import parse_yaml_text
from mtglogic.node import Node
from mtglogic.replacement.process_rules import RULE_NAMES, RULES
from mtglogic.replacement.rules import choice_rules, parse_rules

SECTION = """\
tiers:
  - {kind: any, rule: "616.1e"}
process: [single_draws, single_draw]
rules: {chooser: "616.1", apnap: "101.4", repeat: "616.1f", one_opportunity: "614.5",
        no_event: "614.7"}
"""


def test_each_ruleset_lists_the_rules_its_text_has():
    # 2026: every rule of the process. 2011's text has no excess-damage step (120.4a today),
    # no 616.1g and no 614.17c; the engine applies the rest there as it did before (a life
    # floor counting the event's other results: 119.4b in 2011, 120.4c today).
    assert choice_rules(load_ruleset("cr-2026")).process == set(RULE_NAMES)
    assert choice_rules(load_ruleset("cr-2011")).process == {
        "damage_steps", "single_draws", "each_object", "payable_together",
        "choosing_objects", "whole_event", "shared_shields",  # 615.7 in both texts
        "once_per_event", "game_end", "bounded_amounts",  # 615.5 in both texts
        "used_up"}  # 614.3, 615.3, 615.8 in both texts


def test_an_unknown_rule_of_the_process_is_a_located_error():
    node = Node(parse_yaml_text(SECTION, "ruleset.yaml"), "ruleset.yaml", "replacement")
    with pytest.raises(InputError, match="single_draw'") as caught:
        parse_rules(node, "test")
    assert caught.value.line == 3 and "process[1]" in str(caught.value)


def test_the_section_needs_its_process_list():
    text = SECTION.replace("process: [single_draws, single_draw]\n", "")
    with pytest.raises(InputError, match="process"):
        parse_rules(Node(parse_yaml_text(text, "ruleset.yaml"), "ruleset.yaml"), "test")


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.key)
def test_each_rule_names_its_rule_numbers_and_the_keys_it_cites(rule):
    # the module's first line names a rule number; every ``key`` it cites is one of the
    # ruleset's table (cr-2026 has them all)
    doc = inspect.getmodule(rule).__doc__ or ""
    first = doc.splitlines()[0]
    assert any(ch.isdigit() for ch in first), first
    table = choice_rules(load_ruleset("cr-2026")).rules
    cited = [word.strip("`.,") for word in doc.split("``")[1::2]]
    keys = [c for c in cited if c in table]
    assert keys, f"{rule.key} cites no key of the ruleset's table"
