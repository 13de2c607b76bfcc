"""Drafting a player's rules effects (613.10 in 2011, 613.11 in 2026) into ``rules`` words.

Read when the grammar does not derive a sentence (``rules_sentences`` dispatches): "SPELLS
[you cast] cost {N} more/less to cast" (601.2f / 601.2e; no player named: each player's),
a spell's own "~ costs {N} less to cast [if C]" (it works on the stack, 113.6d), "can't be
countered" (on the stack, 701.6a / 701.5a), "you may play an additional land ..." (305.2),
"you may cast ... as though they had flash" (702.8a), "you may play lands [and cast spells]
from the top of your library" or your graveyard (305.1, 601.3), "... can't cast ..." (601.3;
no such rule in 2011), "play with the top card of your library revealed", "you may look at
the top card of your library any time" (401.5 / 401.6), "you have no maximum hand size"
(402.2). A condition ("as long as C,", "if C") is read by the grammar; anything else is
declined (None): the sentence stays as text.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtglogic.drafting.parts import Translate, condition_of

Data = dict[str, Any]
MARKER = "plainswalk"  # a keyword the grammar knows, put where a rules predicate was
MANA = r"((?:\{[0-9wubrgc]+\})+)"
_COLORS = ("white", "blue", "black", "red", "green")
_TYPES = ("artifact", "creature", "enchantment", "instant", "land", "planeswalker",
          "sorcery", "battle")


def own_cost(mana: str, way: str, condition_text: str | None, again: Translate,
             read: Callable[[str, Translate], Data | None] | None = None
             ) -> list[Data] | None:
    """"~ costs {N} less to cast [if C]": the spell's own cost, for whoever casts it; an
    ability that changes what its object costs works on the stack (113.6d; 601.2f). The
    condition is read by ``read`` (the grammar's ``condition_of`` if none is given)."""
    body: Data = {"functions_in": ["stack"],
                  "rules": [{"spells_cost": {"players": "each", "spells": {"self": True},
                                             way: mana}}]}
    if condition_text is not None:
        condition = (read or condition_of)(condition_text, again)
        if condition is None:
            return None
        body = {"condition": condition, **body}
    return [{"static": body}]


def uncounterable(subject: str) -> list[Data] | None:
    """"~ can't be countered" (the spell itself) or "SPELLS you control can't be
    countered": a static ability that works on the stack, on spells there (701.6a)."""
    if subject == "~":
        selector: Data | None = {"self": True}
    else:
        selector = spell_selector(subject[:-len(" you control")])
        selector = None if selector is None else {**selector, "controller": "you"}
    if selector is None:
        return None
    body = {"applies_to": {**selector, "zone": "stack"}, "rules": [{"cant_be_countered": True}]}
    if subject == "~":
        body["functions_in"] = ["stack"]
    return [{"static": body}]


_PREFIX = re.compile(r"^(?:as long as (?P<condition>.+?), |(?P<during>during your turn), )?"
                     r"(?P<rest>.+)$")
_WHO = {"you": "you", "your opponents": "opponents", "each player": "each",
        "players": "each", "any player": "each"}


def player_sentence(form: str, again: Translate) -> list[Data] | None:
    """A player's cost change, permission or prohibition, with its condition."""
    match = _PREFIX.match(form)
    if match is None:
        return None
    rest = match.group("rest")
    condition: Data | None = None
    if match.group("condition"):
        condition = condition_of(match.group("condition"), again)
        if condition is None:
            return None
    elif match.group("during"):
        condition = {"your_turn": True}
    if rest.endswith(" during your turn") and condition is None:
        rest, condition = rest[:-len(" during your turn")], {"your_turn": True}
    rules = _player_rules(rest)
    if rules is None:
        return None
    body: Data = {"rules": rules}
    if condition is not None:
        body = {"condition": condition, **body}
    return [{"static": body}]


def _player_rules(text: str) -> list[Data] | None:
    cost = re.fullmatch(rf"(?P<spells>.+?) (?:(?P<who>you|your opponents) cast )?costs? "
                        rf"{MANA} (?P<way>more|less) to cast", text)
    if cost:
        spells = spell_selector(cost.group("spells"))
        if spells is None:
            return None
        who = _WHO[cost.group("who")] if cost.group("who") else "each"
        argument: Data = {"players": who, **({"spells": spells} if spells else {}),
                          cost.group("way"): cost.group(3).upper()}
        return [{"spells_cost": argument}]
    land = re.fullmatch(r"you may play (an|\d+) additional lands? on each of your turns", text)
    if land:
        return [{"additional_land": {"players": "you", "count": 1 if land.group(1) == "an"
                                     else int(land.group(1))}}]
    if text == "you have no maximum hand size":
        return [{"max_hand_size": {"players": "you", "size": None}}]
    hand = re.fullmatch(r"your maximum hand size is (\d+)", text)
    if hand:
        return [{"max_hand_size": {"players": "you", "size": int(hand.group(1))}}]
    if text == "play with the top card of your library revealed":
        return [{"plays_top_revealed": {"players": "you"}}]
    if text == "you may look at the top card of your library any time":
        return [{"may_look_at_top": {"players": "you"}}]
    zone = re.fullmatch(r"you may (?P<what>play lands and cast spells|play lands|cast (?P<spells>"
                        r".+?)) from (?P<zone>the top of your library|your graveyard)", text)
    if zone:
        where = "top_of_library" if zone.group("zone").startswith("the top") else "graveyard"
        if zone.group("what") == "play lands and cast spells":
            return [{"may_play_from": {"players": "you", "from": where}}]
        if zone.group("what") == "play lands":
            return [{"may_play_from": {"players": "you", "from": where,
                                       "cards": {"type": "land"}}}]
        spells = spell_selector(zone.group("spells"))
        if spells is None:
            return None
        return [{"may_cast_from": {"players": "you", "from": where,
                                   **({"cards": spells} if spells else {})}}]
    flash = re.fullmatch(r"(you|any player) may cast (.+?) as though (?:they|it) had flash",
                         text)
    if flash:
        spells = spell_selector(flash.group(2))
        if spells is None:
            return None
        return [{"cast_as_though_flash": {"players": _WHO[flash.group(1)],
                                          **({"spells": spells} if spells else {})}}]
    cant = re.fullmatch(r"(you|your opponents|each player|players) can't cast (.+)", text)
    if cant:
        spells = spell_selector(cant.group(2))
        if spells is None:
            return None
        return [{"cant_cast": {"players": _WHO[cant.group(1)],
                               **({"spells": spells} if spells else {})}}]
    return None


def spell_selector(text: str) -> Data | None:
    """The selector of a spells phrase: "spells" (all: an empty selector), "noncreature
    spells", "instant and sorcery spells", "white spells", "Dragon spells", "creature
    spells", any of them "with mana value N or less" (or greater); None for any other
    phrase (a word not read is never dropped)."""
    value = re.fullmatch(r"(.+ spells) with mana value (\d+) or (less|greater)", text)
    if value:
        inner = spell_selector(value.group(1))
        if inner is None or "mana_value" in inner:
            return None
        bound = "le" if value.group(3) == "less" else "ge"
        return {**inner, "mana_value": {bound: int(value.group(2))}}
    both = re.fullmatch(r"(.+ spells) and (.+ spells)", text)
    if both:  # "legendary spells and artifact spells": either
        first, second = spell_selector(both.group(1)), spell_selector(both.group(2))
        return None if not first or not second else {"any": [first, second]}
    pair = re.fullmatch(r"([A-Z]\S*) and ([A-Z]\S*) spells", text)
    if pair:  # "Aura and Equipment spells": either subtype
        return {"subtype": [pair.group(1), pair.group(2)]}
    words = text.split(" ")
    if not words or words[-1] != "spells":
        return None
    words = words[:-1]
    if words in (["instant", "and", "sorcery"], ["instant", "or", "sorcery"]):
        return {"type": ["instant", "sorcery"]}
    found: Data = {}
    for word in words:
        if word in _COLORS and "color" not in found:
            found["color"] = [word]
        elif word in _TYPES and "type" not in found:
            found["type"] = word
        elif word.startswith("non") and word[3:] in _TYPES and "not" not in found:
            found["not"] = {"type": word[3:]}
        elif word in ("legendary", "snow") and "supertype" not in found:
            found["supertype"] = [word]
        elif word == "multicolored" and "multicolored" not in found:
            found["multicolored"] = True
        elif word[:1].isupper() and "subtype" not in found:
            found["subtype"] = word
        else:
            return None
    return found
