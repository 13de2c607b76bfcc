"""The rules of the process a ruleset has are data (``replacement.process``), checked by
``replacement/rules.py``: an unknown name is a located error."""
from __future__ import annotations

import inspect
from dataclasses import replace

import pytest

from mtglogic.errors import InputError
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.loading.yamlio import parse_yaml_text
from mtglogic.node import Node
from mtglogic.replacement.process_rules import RULE_CITES, RULE_NAMES, RULES
from mtglogic.replacement.rules import RULE_KEYS, choice_rules, parse_rules
from mtglogic.vocabulary.actions import CITED_RULES
from mtglogic.vocabulary.instead import compile_action
from mtglogic.vocabulary.registry import ACTIONS

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
        "never_happens",  # 614.7 in both texts: 2011's indestructible (700.4) uses it
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
    # the module's first line names a rule number; each key the rule declares it cites is
    # one of the ruleset's table (cr-2026 has them all) and is named in its docstring
    doc = inspect.getmodule(rule).__doc__ or ""
    first = doc.splitlines()[0]
    assert any(ch.isdigit() for ch in first), first
    table = choice_rules(load_ruleset("cr-2026")).rules
    named = {word.strip("`.,") for word in doc.split("``")[1::2]}
    assert rule.cites, f"{rule.key} cites no key of the ruleset's table"
    assert [key for key in rule.cites if key not in table] == []
    assert [key for key in rule.cites if key not in named] == []


def test_the_rules_come_in_their_order_each_with_its_own():
    # the order the core calls their hooks in: a 614.17c restriction before 616.1g reads
    # the candidates, payability (614.12b) before one decline for a family of ways
    # (614.13), the game's end last
    orders = [rule.order for rule in RULES]
    assert orders == sorted(orders) and len(set(orders)) == len(orders)
    assert len(set(RULE_NAMES)) == len(RULE_NAMES)
    names = list(RULE_NAMES)
    assert names.index("cant_modify") < names.index("contained_events")
    assert names.index("payable_together") < names.index("choosing_objects")
    assert names[-1] == "game_end"


def test_the_table_keys_are_those_the_engine_declares():
    # every key the core, the rules of the process, the actions and the cast record
    # declare is in cr-2026's table (none declared for nothing), and a key no one
    # declares is refused where it is written
    table = choice_rules(load_ruleset("cr-2026")).rules
    assert [key for key in RULE_KEYS if key not in table] == []
    assert set(RULE_CITES) <= set(RULE_KEYS)
    text = SECTION.replace("single_draw]", "damage_steps]").replace(
        'no_event: "614.7"}', 'no_event: "614.7", made_up: "614.99"}')
    node = Node(parse_yaml_text(text, "ruleset.yaml"), "ruleset.yaml", "replacement")
    with pytest.raises(InputError, match="made_up"):
        parse_rules(node, "test")


def test_every_action_cites_a_declared_key():
    # the keys the actions cite as they apply (614.8 for regeneration, 614.9 for a
    # redirection...) are those actions.py declares, for every word's every argument
    cited = set()
    for word in ACTIONS:
        for argument in word.arguments():
            action = compile_action(Node({word.name: argument}, "test.yaml", "instead"))
            cited |= {a.cites for a in (action, *action.ways) if a.cites}
    assert cited <= set(CITED_RULES)
    assert {"redirect", "regenerate"} <= cited


def test_the_rules_are_parsed_again_when_the_section_changes():
    # keyed by what they read (the ruleset's id and its section's content), not by the
    # ruleset's id or file: an edited ruleset with the same id and file is read anew
    ruleset = load_ruleset("cr-2026")
    before = choice_rules(ruleset)
    assert choice_rules(load_ruleset("cr-2026")) is before  # the same content: kept
    section = ruleset.section("replacement")
    rules = dict(section.value["rules"], chooser="616.1x")
    edited = replace(ruleset, sections={**ruleset.sections, "replacement": Node(
        {**section.value, "rules": rules}, section.file, section.path)})
    assert (edited.id, edited.source) == (ruleset.id, ruleset.source)
    assert choice_rules(edited).cite("chooser") == "616.1x"
    assert choice_rules(ruleset).cite("chooser") == "616.1"
