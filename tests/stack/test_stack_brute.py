"""The search's merged counts against every order walked one by one (603.3b, 405.5): on
random small stacks (up to six abilities of both players, with targets, modes, "you
may", "unless", reflexive abilities, an intervening "if", effects that commute and effects
that don't), both give the same
distinct results with the same number of orders and choices. The walk is slow by design
(each order resolved on its own), so the stacks stay small."""
from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from triggers.triggers_support import ENGINE, creature, triggered

from mtglogic.budget import Budget
from mtglogic.stack.answer import resolve_outcome
from mtglogic.stack.brute import BruteStack
from mtglogic.stack.resolving import Resolver
from mtglogic.triggers.aftermath import endings
from mtglogic.triggers.rules import trigger_rules

DIES = {"dies": {"object": {"type": "creature"}}}
EFFECTS: dict[str, dict[str, Any]] = {
    "gain": {"effect": [{"gain_life": {"player": "you", "amount": 1}}]},
    "drain": {"effect": [{"lose_life": {"player": "target_player", "amount": 1}},
                         {"gain_life": {"player": "you", "amount": 1}}]},
    "double": {"effect": [{"gain_life": {"player": "you", "amount": 2}}], "optional": True},
    "rich": {"effect": [{"lose_life": {"player": "each_opponent", "amount": 3}}],
             "if": {"ge": [{"life": "you"}, 21]}},
    "grow": {"effect": [{"put_counters": {"target": "target", "counter": "+1/+1",
                                          "count": 1}}],
             "target": {"type": "creature"}},
    # modes chosen as it goes on the stack (603.3c), a target only with its mode (700.2c)
    "modal": {"modes": [{"effect": [{"gain_life": {"player": "you", "amount": 1}}]},
                        {"effect": [{"lose_life": {"player": "target_player", "amount": 1}}]}],
              "choose": 1},
    "both": {"modes": [{"effect": [{"put_counters": {"target": "target", "counter": "+1/+1",
                                                     "count": 1}}],
                        "target": {"type": "creature"}},
                       {"effect": [{"gain_life": {"player": "you", "amount": 2}}]}],
             "choose": {"min": 1, "max": 2}},
    # "unless" chosen as it resolves (603.5), by the dying creature's controller
    "taxed": {"effect": [{"gain_life": {"player": "you", "amount": 3},
                          "unless": {"player": "controller_of_same", "pays": "{1}"}}]},
    # "you may pay {1}. When you do, target player loses 1 life" (603.12)
    "reflex": {"effect": [{"pay": {"player": "you", "cost": "{1}"}}], "optional": True,
               "reflexive": {"effect": [{"lose_life": {"player": "target_player",
                                                       "amount": 1}}]}},
}


@st.composite
def stacks(draw: st.DrawFn) -> dict[str, Any]:
    objects: list[dict[str, Any]] = []
    names = draw(st.lists(st.sampled_from(sorted(EFFECTS)), min_size=1, max_size=3))
    dying = draw(st.integers(1, 2 if len(names) < 3 else 1))
    for number, name in enumerate(names):
        controller = draw(st.sampled_from(("p1", "p2")))
        objects.append(triggered(f"w{number}", DIES, controller=controller, toughness=3,
                                 types=["Enchantment"], **EFFECTS[name]))
    objects += [creature(f"c{n}", "p2") for n in range(dying)]
    objects.append(creature("bear", "p1"))
    event = {"id": "e", "at_once": [{"zone_change": {"object": f"c{n}", "to": "graveyard"}}
                                    for n in range(dying)]}
    return {"players": ["p1", "p2"], "objects": objects, "events": [event]}


def _results(found: dict[str, Any]) -> dict[str, int]:
    return {key: result.count for key, result in found.items()}


@settings(max_examples=16, deadline=None, database=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(stacks())
def test_the_merged_counts_are_those_of_every_order_walked(doc: dict[str, Any]) -> None:
    agree(doc)


def test_unless_and_reflexive_abilities_agree_with_every_order_walked() -> None:
    # Both players' abilities with "unless" and reflexive ones, whatever the draws pick.
    objects = [triggered(f"w{n}", DIES, controller=controller, toughness=3,
                         types=["Enchantment"], **EFFECTS[name])
               for n, (name, controller) in enumerate((("taxed", "p1"), ("reflex", "p1"),
                                                       ("reflex", "p2"), ("drain", "p2")))]
    agree({"players": ["p1", "p2"], "objects": objects + [creature("c0", "p2")],
           "events": [{"id": "e", "zone_change": {"object": "c0", "to": "graveyard"}}]})


def agree(doc: dict[str, Any]) -> None:
    """The search's results and counts are those of every order walked."""
    budget = Budget(timeout=900).start()
    question = ENGINE.load(doc, None)
    result = ENGINE.compute(question, budget)
    answer = result.answers[0]
    assert result.follows is not None
    for outcome in answer.outcomes:
        aftermath = result.follows.of(answer, outcome)
        merged = resolve_outcome(question, answer, outcome, aftermath, budget)
        world = answer.process.world
        assert world.scenario is not None
        resolver = Resolver(budget, trigger_rules(world.scenario.ruleset), question.inline,
                            world.tokens, question.delayed)
        brute = BruteStack(resolver, world.game, budget)
        walked: dict[str, int] = {}
        for end in endings(aftermath):
            assert end.after is not None
            for key, found in brute.from_waiting(resolver.world(end.after),
                                                 list(end.waiting)).items():
                walked[key] = walked.get(key, 0) + found.count * end.orders
        assert {r.key(): r.count for r in merged.results} == walked
