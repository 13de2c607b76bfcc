"""Every ability of every card of the hand-checked library is either read by the engines that
should read it or shown as not read (issue 35): no card means less than its text silently.

Each ability is run through its engine on a small board holding the card: a static or
spell ability through the layers (its effect is applied, waits, is inactive, or acts on
players or the rules), a replacement ability through the replacement engine (an effect of
the card's object is in force for an event it could watch), counters that remain through
the replacement engine's move (101.1), a triggered ability written as data by the trigger
engine's reading of the object (603.2), a keyword as one of the object's final
characteristics. An ability no engine reads (activated, mana, text-only triggered, a
rule's text) must be marked ``not_read`` by ``mtglogic cards``. A ruleset without the rule an
ability needs refuses the card with a one-line error naming the ruleset: said, not silent.
"""
from __future__ import annotations

import warnings
from typing import Any

import pytest

import mtglogic
from mtglogic.budget import Budget
from mtglogic.errors import InputError, MissingChoice
from mtglogic.library import ability_json, card_lines, not_read
from mtglogic.loading.cards import builtin_library
from mtglogic.loading.replacement import replacement_question
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.model.cards import CardDef
from mtglogic.model.frozen import thaw
from mtglogic.model.objects import Ability
from mtglogic.replacement.problem import build_problem
from mtglogic.triggers.detect import ability_names
from mtglogic.vocabulary.events import ZoneChange

LIBRARY = builtin_library()
CARDS = sorted(LIBRARY.cards.values(), key=lambda c: c.name)
# A choice a card reads and its object lacks, by kind of value (the atlas's catalogue).
STANDARD = {"subtype": "Bear", "creature type": "Bear", "color": "green",
            "card name": "Grizzly Bears", "player": "opponent", "number": "1",
            "word": "white", "zone it was cast from": "hand", "mode": "chosen",
            "color word or basic land type": "white", "protection quality": "green"}
OTHERS = [{"id": "mine", "card": "Grizzly Bears", "controller": "you"},
          {"id": "theirs", "card": "Grizzly Bears", "controller": "opponent"}]


def faces(card: CardDef) -> list[tuple[dict[str, Any], tuple[Ability, ...]]]:
    """The ways to put the card on a board, each with the abilities it then has: the card
    itself, and each other face where one can be up (a transformed face, a half or an
    Adventure on the stack)."""
    found: list[tuple[dict[str, Any], tuple[Ability, ...]]] = [({}, card.abilities)]
    if card.layout in ("transform", "modal_dfc"):
        found.append(({"face": "back"}, card.faces[1].abilities))
    elif card.layout == "split":
        found += [({"zone": "stack", "face": f.name}, f.abilities) for f in card.faces]
    elif card.layout == "adventure":  # the normal characteristics are the card's own
        found.append(({"zone": "stack", "face": card.faces[1].name}, card.faces[1].abilities))
    return found


def zone_for(ability: Ability) -> str:
    spec = ability.definition
    works = getattr(spec, "functions_in", frozenset(["battlefield"]))
    return "battlefield" if "battlefield" in works else sorted(works)[0]


def with_choices(run: Any, obj: dict[str, Any]) -> Any:
    """``run`` on a board with the card's object, its missing choices made (each once)."""
    for _ in range(6):
        try:
            return run(obj)
        except MissingChoice as missing:
            value = STANDARD.get(missing.kind) or (sorted(missing.allowed)[0]
                                                   if missing.allowed else None)
            if value is None or missing.key in obj.get("choices", {}):
                raise
            obj = {**obj, "choices": {**obj.get("choices", {}), missing.key: value}}
    return run(obj)


def layers_read(card: CardDef, ability: Ability, placed: dict[str, Any], ruleset: str) -> bool:
    """Whether the layer engine reads the static or spell ability: its effect applied,
    waiting, inactive, or on players or the rules."""
    obj = {"id": "it", "card": card.name, "controller": "you", **placed}
    if ability.kind == "static" and "zone" not in placed:
        obj["zone"] = zone_for(ability)
        if obj["zone"] not in ("battlefield", "stack"):
            obj.pop("controller")
    effects = []
    if ability.kind == "spell":
        body = {k: v for k, v in thaw(ability.data).items() if k != "text"}
        effects = [{"id": "spell", "targets": ["mine"], "source": "it", **body}]
        obj = {"id": "it", "card": card.name, "owner": "you", "zone": "graveyard"}

    def run(obj: dict[str, Any]) -> Any:
        data = {"players": ["you", "opponent"], "objects": OTHERS + [obj], "effects": effects}
        return mtglogic.compute_layers(mtglogic.load_scenario(data, ruleset))

    result = with_choices(run, obj)
    run_ = result.outcomes[0].run
    key = "spell" if ability.kind == "spell" else ability.key.replace(card.name, "it", 1)
    seen = {s.effect for s in run_.steps} | {s.effect for _, s in run_.vanished} \
        | {i.effect for i in run_.inactive} | {p.effect for p in run_.player_effects} \
        | {r.effect for r in run_.rules} | {e.effect for e in run_.ended}
    spec = ability.definition
    if spec.player_effect is not None and any(g.startswith("protection from")
                                              for g in spec.player_effect.gains):
        return key in seen and protection_read(card, obj)  # and prevents damage (702.16e)
    return key in seen or (spec.counters_remain is not None
                           and counters_remain_read(card, ruleset))


def protection_read(card: CardDef, obj: dict[str, Any], ruleset: str = "cr-2026") -> bool:
    """Whether the replacement engine has the protection a player gains from the card's
    static ability in force (702.16e: a player's protection prevents damage)."""
    data = {"players": ["you", "opponent"], "objects": OTHERS + [obj],
            "events": [{"id": "e", "damage": {"source": "theirs", "to": "you", "amount": 1}}]}
    problem = build_problem(replacement_question(mtglogic.load_scenario(data, ruleset)),
                            Budget())
    return any(e.source == "it" for e in problem.effects)


def counters_remain_read(card: CardDef, ruleset: str) -> bool:
    """Whether the replacement engine keeps the object's counters as it moves (101.1)."""
    data = {"players": ["you", "opponent"], "objects": [
        {"id": "it", "card": card.name, "controller": "you", "counters": {"+1/+1": 1}}],
        "events": [{"id": "e", "zone_change": {"object": "it", "to": "graveyard"}}]}
    problem = build_problem(replacement_question(mtglogic.load_scenario(data, ruleset)),
                            Budget())
    return bool(problem.world.counters_remaining(ZoneChange(obj="it", from_zone="battlefield",
                                                            to_zone="graveyard")))


def replacement_read(card: CardDef, ability: Ability, placed: dict[str, Any],
                     ruleset: str) -> bool:
    """Whether the replacement engine has an effect of the card's object in force, for an
    event the ability could watch: its own entering for one that watches it (transformed
    for a back face's), the resolved effect of the card for one a spell or ability makes
    (``replacements: [{from: ...}]``), else any."""
    spec = ability.definition
    entering = "enter" in spec.watch.kinds and spec.watch.self_only
    zones = sorted(spec.works_from)
    obj = {"id": "it", "card": card.name, **placed}
    replacements = []
    if entering:
        back = obj.pop("face", None) is not None and card.layout in ("transform", "modal_dfc")
        obj.update(zone="hand", owner="you")
        event = {"id": "e", "zone_change": {"object": "it", "to": "battlefield",
                                            **({"face": "back"} if back else {})}}
    elif spec.resolved:
        obj.update(zone="graveyard", owner="you")
        obj.pop("face", None)
        replacements = [{"from": "it", "targets": ["mine"], "chosen": ["theirs"]}]
        event = {"id": "e", "draw": {"player": "you"}}
    else:
        zone = "battlefield" if "battlefield" in zones else zones[0]
        obj.setdefault("zone", zone)
        obj.update({"controller": "you"} if obj["zone"] in ("battlefield", "stack")
                   else {"owner": "you"})
        event = {"id": "e", "draw": {"player": "you"}}

    def run(obj: dict[str, Any]) -> Any:
        data = {"players": ["you", "opponent"], "objects": OTHERS + [obj], "events": [event],
                "replacements": replacements}
        return build_problem(replacement_question(mtglogic.load_scenario(data, ruleset)),
                             Budget())

    problem = with_choices(run, obj)
    found = problem.effects + problem.cants + problem.unpreventable + problem.unregenerable
    return any((e.source == "it" or (e.ref is not None and e.ref.object == "it"))
               and (e.ability is None or e.ability == ability.data) for e in found)


def keyword_read(card: CardDef, ability: Ability, placed: dict[str, Any], ruleset: str) -> bool:
    """Whether the keyword is among the object's final characteristics (unless the card
    itself takes it away)."""
    obj = {"id": "it", "card": card.name, "controller": "you", **placed}

    def run(obj: dict[str, Any]) -> Any:
        data = {"players": ["you", "opponent"], "objects": OTHERS + [obj]}
        return mtglogic.compute_layers(mtglogic.load_scenario(data, ruleset))

    final = with_choices(run, obj).outcomes[0].characteristics()["it"]
    return ability.text in final["abilities"]


def trigger_read(card: CardDef, ability: Ability, placed: dict[str, Any], ruleset: str) -> bool:
    """Whether the trigger engine reads the triggered ability on the object as the layers
    leave it (``ability_names``: the abilities it checks an event's occurrences against,
    603.2)."""
    obj = {"id": "it", "card": card.name, "controller": "you", **placed}

    def run(obj: dict[str, Any]) -> Any:
        data = {"players": ["you", "opponent"], "objects": OTHERS + [obj]}
        return mtglogic.compute_layers(mtglogic.load_scenario(data, ruleset))

    board = with_choices(run, obj).board
    return any(spec is ability.definition for _, spec in ability_names(board["it"]))


READERS = {"static": layers_read, "spell": layers_read, "replacement": replacement_read,
           "keyword": keyword_read, "triggered": trigger_read}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.name)
def test_every_ability_is_read_or_shown_as_not_read(card: CardDef, ruleset: str) -> None:
    rules = load_ruleset(ruleset)
    unread = []
    for placed, abilities in faces(card):
        for ability in abilities:
            if not_read(ability):
                assert ability_json(ability, rules).get("not_read") is True
                continue
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                try:
                    read = READERS[ability.kind](card, ability, placed, ruleset)
                except InputError as exc:  # a rule this ruleset lacks: refused, and said
                    assert ruleset in exc.message, exc.message
                    continue
                if not read:
                    unread.append(f"{ability.kind}: {ability.text}")
    assert unread == [], f"{card.name}: read by no engine and not shown as not read"
    if any(not_read(a) for _, abilities in faces(card) for a in abilities):
        assert "     not read by the engines: its text only" in card_lines(card, rules)
