"""Drafting cost changes of the Nth spell a player casts each turn (``nth_this_turn``).

"The second spell you cast each turn costs {1} less to cast" (Highspire Bell-Ringer),
"the first instant or sorcery spell you cast each turn costs {U} less to cast for each
land you control with a flood counter on it" (Eluge), "the first creature spell you cast
each turn costs {2} less to cast and can be cast as though it had flash" (Radagast): the
change applies as that spell's cost is determined (601.2f; 601.2e in 2011), the spell
counted among the spells its caster cast this turn (601.2i; 601.2h in 2011), and the
permission to cast it as though it had flash is one on that same spell (702.8a).

Only spells phrases the turn's history can test are read (card types, subtypes,
supertypes, colors): a spell cast earlier keeps no abilities there, so "with flying" is
declined, as is anything else (None): the sentence stays as text.
"""
from __future__ import annotations

import re

from mtglogic.drafting.parts import Translate, group_of
from mtglogic.drafting.rules_costs import MANA, count_of, spells_of
from mtglogic.drafting.rules_players import Data

_NTH = {"first": 1, "second": 2, "third": 3}
_KEPT = {"type", "subtype", "supertype", "color", "not"}
_SENTENCE = re.compile(
    rf"the (?P<nth>first|second|third) (?P<spell>(?:.+ )?spell) you cast (?P<when>each turn|"
    rf"during each of your turns) costs (?P<mana>{MANA}) (?P<way>more|less) to cast"
    rf"(?: for each (?P<each>.+?))?(?P<flash> and can be cast as though it had flash)?")


def _spells(phrase: str) -> Data | None:
    """The selector of "instant or sorcery spell" (made plural for ``spells_of``), if the
    history of spells cast keeps all it reads."""
    spells = spells_of(f"{phrase}s")
    if spells is None or set(spells) - _KEPT:
        return None
    if "not" in spells and set(spells["not"]) - _KEPT:
        return None
    return spells


def nth_spell_cost(form: str, again: Translate) -> list[Data] | None:
    """The static ability of "the Nth SPELL you cast each turn costs {N} less/more to cast
    [for each GROUP] [and can be cast as though it had flash]", or None."""
    found = _SENTENCE.fullmatch(form)
    if found is None or "X" in found.group("mana").upper():
        return None
    spells = _spells(found.group("spell"))
    if spells is None:
        return None
    nth = _NTH[found.group("nth")]
    which: Data = {"players": "you", **({"spells": spells} if spells else {}),
                   "nth_this_turn": nth}
    cost: Data = {**which, found.group("way"): found.group("mana").upper()}
    if found.group("each"):
        count = count_of(found.group("each"), again)
        if count is None:
            return None
        cost["times"] = count
    rules: list[Data] = [{"spells_cost": cost}]
    if found.group("flash"):
        rules.append({"cast_as_though_flash": which})
    body: Data = {"rules": rules}
    if found.group("when") != "each turn":  # "during each of your turns": only on yours
        body = {"condition": {"your_turn": True}, **body}
    return [{"static": body}]


_CHOSEN = re.compile(rf"(?P<spells>spells|.+ spells) (?P<who>you cast )?of the chosen type "
                     rf"costs? (?P<mana>{MANA}) (?P<way>more|less) to cast")


def chosen_type_cost(form: str, again: Translate) -> list[Data] | None:
    """"Spells you cast of the chosen type cost {1} less to cast" (Gathering Stone): spells
    with the creature type chosen as the source entered (614.12, 205.3m), when the card's
    choice is a creature type (the grammar's "of the chosen type" says which); a chosen
    card type (Arachne) is declined (None)."""
    found = _CHOSEN.fullmatch(form)
    if found is None or "X" in found.group("mana").upper():
        return None
    spells = spells_of(found.group("spells"))
    chosen = group_of("cards of the chosen type", again)
    if spells is None or "subtype" in spells or chosen is None or \
            set(chosen) != {"card", "subtype"}:
        return None
    cost: Data = {"players": "you" if found.group("who") else "each",
                  "spells": {**spells, "subtype": chosen["subtype"]},
                  found.group("way"): found.group("mana").upper()}
    return [{"static": {"rules": [{"spells_cost": cost}]}}]


_EACH = re.compile(rf"each (?P<spell>(?:.+ )?spell)(?: a player casts)? costs (?P<mana>{MANA}) "
                   rf"(?P<way>more|less) to cast for each (?P<each>.+)")
_ITS_CONTROLLER = re.compile(r"(.+) its controller controls")


def each_caster_cost(form: str, again: Translate) -> list[Data] | None:
    """"Each spell a player casts costs {1} more to cast for each other spell that player
    has cast this turn" (Damping Sphere) and "each artifact spell costs {1} more to cast
    for each artifact its controller controls" (Hum of the Radix): a count for each caster
    (``per_caster``), the spells cast earlier this turn (601.2i) or permanents it controls."""
    found = _EACH.fullmatch(form)
    if found is None or "X" in found.group("mana").upper():
        return None
    spells = spells_of(f"{found.group('spell')}s")
    each = found.group("each")
    count: Data | None = None
    controls = _ITS_CONTROLLER.fullmatch(each)
    if each == "other spell that player has cast this turn":
        count = {"spells_cast_this_turn": {"controller": "you"}}
    elif controls:
        count = count_of(f"{controls.group(1)} you control", again)
        if count is None or set(count) != {"count"} or \
                count["count"].get("controller") != "you":
            return None
    if spells is None or count is None:
        return None
    cost: Data = {"players": "each", **({"spells": spells} if spells else {}),
                  found.group("way"): found.group("mana").upper(), "times": count,
                  "per_caster": True}
    return [{"static": {"rules": [{"spells_cost": cost}]}}]
