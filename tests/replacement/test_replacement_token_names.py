"""Token names depend on the question, not on what was compiled before (issue 18, item 3).

A token written out in an effect's template (111.3: its characteristics are those the
effect gives) belongs to that compiled effect; the question collects the definitions of
the effects in play and names them in their order. So compiling the card library in
another order, or compiling an effect twice, names no token differently.
"""
from __future__ import annotations

import json
import subprocess
import sys

from mtglogic.api import answer_replacement, scenario_from_text, to_json
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.node import Node
from mtglogic.vocabulary.replacements import compile_replacement
from mtglogic.vocabulary.tokens import predefined_tokens, token_state, token_table

# In a fresh interpreter: compile every card of the library in the order given, then answer
# the rulings whose events create tokens; print, as JSON, the names each card's effects give
# their tokens and the answers.
COMPILE_IN_ORDER = """
import json, sys
from mtglogic.api import answer_replacement, load_scenario, to_json
from mtglogic.loading.cards import parse_card
from mtglogic.loading.paths import data_root
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.loading.yamlio import load_yaml
from mtglogic.vocabulary.tokens import predefined_tokens, token_table

root = data_root()
files = sorted((root / "cards").glob("*.yaml"))
if sys.argv[1] == "reversed":
    files.reverse()
predefined = predefined_tokens(load_ruleset("cr-2026"))
names = {}
for path in files:
    card = parse_card(load_yaml(path))
    written = [t for a in card.abilities if a.kind == "replacement" for t in a.definition.tokens]
    if written:
        names[card.name] = sorted(set(token_table(written, predefined)) - set(predefined))
answers = {str(p.relative_to(root)): to_json(answer_replacement(load_scenario(p)))
           for p in sorted(root.glob("*/rulings/replacement/*.yaml"))
           if "create_tokens" in p.read_text(encoding="utf-8")}
print(json.dumps({"names": names, "answers": answers}, sort_keys=True, default=list))
"""


def compiled_in(order: str) -> dict:
    done = subprocess.run([sys.executable, "-c", COMPILE_IN_ORDER, order], capture_output=True,
                          text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_library_compiled_in_two_orders_names_tokens_alike() -> None:
    forward, backward = compiled_in("sorted"), compiled_in("reversed")
    assert forward == backward
    # By hand from the cards: each writes out one token, named as its text names it.
    assert forward["names"]["Chatterfang, Squirrel General"] == ["Squirrel"]
    assert forward["names"]["Divine Visitation"] == ["Angel"]
    assert forward["names"]["Kalitas, Traitor of Ghet"] == ["Zombie"]
    assert len(forward["answers"]) >= 8  # 616.1g, Academy Manufactor's rulings, both rulesets


def squirrel(color: str, size: int) -> dict:
    return {"name": "Squirrel", "types": ["creature"], "subtypes": ["Squirrel"],
            "colors": [color], "power": size, "toughness": size}


def instead_squirrels(token: dict) -> str:
    """A scenario: p1 would create a Treasure; one effect makes Squirrels of ``token``
    instead."""
    return json.dumps({
        "ruleset": "cr-2026", "players": ["p1", "p2"],
        "events": [{"id": "make", "create_tokens": {"player": "p1", "token": "Treasure"}}],
        "replacements": [{"id": "squirrels", "watch": {"event": "create_tokens", "player": "p1"},
                          "instead": {"become": {"event": "create_tokens", "count": "same",
                                                 "token": token}}}]})


def created(token: dict) -> list[str]:
    result = to_json(answer_replacement(scenario_from_text(instead_squirrels(token))))
    return [e["token"] for o in result["events"][0]["outcomes"] for e in o["events"]]


def test_a_second_squirrel_compiled_later_is_still_a_squirrel() -> None:
    # Alone in play, each effect's token has the name its definition gives (111.3), however
    # many other Squirrels were compiled before it, in either order.
    green, black = squirrel("green", 1), squirrel("black", 2)
    assert [created(green), created(black), created(green)] == [["Squirrel"]] * 3
    assert [created(black), created(green)] == [["Squirrel"]] * 2


def definition(token: dict) -> Node:
    return Node(token, "<test>", "token", 1)


def test_two_squirrels_in_play_are_named_in_their_order() -> None:
    green, black = token_state(definition(squirrel("green", 1))), \
        token_state(definition(squirrel("black", 2)))
    known = predefined_tokens(load_ruleset("cr-2026"))
    table = token_table([green, black, green], known)
    assert {k: table[k].colors for k in ("Squirrel", "Squirrel#2")} == {
        "Squirrel": frozenset({"green"}), "Squirrel#2": frozenset({"black"})}
    assert set(table) == set(known) | {"Squirrel", "Squirrel#2"}  # the same green one once
    assert table["Squirrel#2"].id == "token:Squirrel#2"
    swapped = token_table([black, green], known)
    assert swapped["Squirrel"].colors == frozenset({"black"})


def test_a_compiled_effect_carries_its_tokens() -> None:
    spec = compile_replacement(Node({"watch": {"event": "create_tokens", "player": "you"},
                                     "instead": {"become": [
                                         {"event": "create_tokens", "token": "same"},
                                         {"event": "create_tokens", "count": "same",
                                          "token": squirrel("green", 1)}]}},
                                    "<test>", "effect", 1))
    assert [(t.name, t.power, t.colors) for t in spec.tokens] == [
        ("Squirrel", 1, frozenset({"green"}))]
