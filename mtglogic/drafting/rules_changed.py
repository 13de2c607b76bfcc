"""Drafting game rules changed by static abilities (issue 19, item 5) into the ``rules`` words.

Read before ``rules_game`` and ``rules_combat`` when the grammar does not derive a sentence:
an object that can't attack or block and whose activated abilities can't be activated
(508.1c, 509.1b, 602.5), a bonus said to be "additional" (the same +N/+N, 613.4c), mana of
any type spent to cast or activate (609.4b / 609.4), a creature that crews Vehicles and
saddles Mounts as though its power were greater or using its toughness (702.122a,
702.171a; no such rules in 2011), loyalty abilities activated twice each turn (606.3), no
maximum hand size (402.2) beside not losing for having 0 or less life (704.5a), and
sacrifices that opponents' spells and abilities can't cause (701.21a / 701.14a). A subject
is read by the grammar (``rules_game.subject``); anything else is declined (None).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from mtglogic.drafting.parts import Translate, condition_of
from mtglogic.drafting.rules_combat import declaration
from mtglogic.drafting.rules_game import spending_purpose, subject
from mtglogic.drafting.rules_players import Data

Read = Callable[[re.Match[str], Translate], list[Data] | None]


def _no_attack_block_activate(match: re.Match[str], again: Translate) -> list[Data] | None:
    # Arrest: three rules of one object (508.1c, 509.1b, 602.5)
    objects = subject(match.group(1), again)
    if objects is None:
        return None
    return [{"static": {"applies_to": objects, "rules": [
        {"cant_attack": True}, {"cant_block": True}, {"cant_activate": True}]}}]


def _additional(match: re.Match[str], again: Translate) -> list[Data] | None:
    """"~ gets an additional +2/+2" (Akawalli): a second +2/+2 beside another ability's, so
    the same modification as "gets +2/+2" (613.4c); read without "an additional"."""
    found = again(f"{match.group(1)}gets {match.group(2)}{match.group(3)}")
    return found if found is not None and all(
        isinstance(a, dict) and "static" in a for a in found) else None


def _any_type(match: re.Match[str], again: Translate) -> list[Data] | None:
    """"You can spend mana of any type to cast creature spells" (Vizier of the Menagerie),
    "mana of any type can be spent to activate ~'s abilities" (Sharkey): 609.4b."""
    argument: Data = {"players": "you"}  # who casts, or controls ~ and activates
    purpose = spending_purpose(match.group("purpose"), again)
    if purpose is None:
        return None
    argument.update(purpose)
    return [{"static": {"rules": [{"spend_as_any_type": argument}]}}]


def _crewing(match: re.Match[str], again: Translate) -> list[Data] | None:
    objects = subject(match.group(1), again)
    if objects is None:
        return None
    how: Data = {"toughness": True} if match.group(2) is None else \
        {"power_plus": int(match.group(2))}
    return [{"static": {"applies_to": objects, "rules": [{"crews_and_saddles_with": how}]}}]


def _loyalty_twice(match: re.Match[str], again: Translate) -> list[Data] | None:
    permanents = subject(match.group(1), again)
    if permanents is None:
        return None
    return [{"static": {"rules": [{"loyalty_activations": {
        "players": "you", "of": permanents, "count": 2}}]}}]


def _no_hand_size_nor_zero_life(match: re.Match[str], again: Translate) -> list[Data] | None:
    # Marina Vendrell's Grimoire: two player rules (402.2, 704.5a)
    return [{"static": {"rules": [{"max_hand_size": {"players": "you", "size": None}},
                                  {"no_loss_at_zero_life": {"players": "you"}}]}}]


def _stations(match: re.Match[str], again: Translate) -> list[Data] | None:
    # the charge counters of station (702.184a) counted from toughness: no station in 2011
    objects = subject(match.group(1), again)
    return None if objects is None else \
        [{"static": {"applies_to": objects, "rules": [{"stations_with_toughness": True}]}}]


def _narrowed(state: Data) -> Read:
    """"each creature you control with toughness greater than its power PREDICATE"
    (Bedrock Tortoise), "as long as equipped creature's toughness is greater than its
    power, it PREDICATE" (Bark of Doran), "as long as enchanted creature is face down, it
    PREDICATE" (Unable to Scream): the rules of "SUBJECT PREDICATE", on those of its objects
    in this state after the layers (613.11). Only a rules predicate: a layer effect that
    read the state to choose its objects is not said here."""
    def read(match: re.Match[str], again: Translate) -> list[Data] | None:
        found = again(f"{match.group('subject')} {match.group('predicate')}")
        if found is None or len(found) != 1 or set(found[0]) != {"static"}:
            return None
        body = dict(found[0]["static"])
        body.pop("text", None)
        if set(body) != {"applies_to", "rules"} or set(state) & set(body["applies_to"]):
            return None
        return [{"static": {"applies_to": {**body["applies_to"], **state},
                            "rules": body["rules"]}}]
    return read


def _as_though_haste(match: re.Match[str], again: Translate) -> list[Data] | None:
    # Shang-Chi: 302.6 doesn't stop their {T} abilities (609.4)
    creatures = subject(match.group(1), again)
    if creatures is None:
        return None
    return [{"static": {"rules": [{"activates_as_though_haste": {"players": "you",
                                                                 "of": creatures}}]}}]


def _equip_as_instant(match: re.Match[str], again: Translate) -> list[Data] | None:
    # Forge Anew: equip (702.6a, "as a sorcery", 602.5d) at instant speed, in your turn only
    return [{"static": {"condition": {"your_turn": True}, "rules": [
        {"activates_at_instant_speed": {"players": "you", "ability": "equip"}}]}}]


def _divided(match: re.Match[str], again: Translate) -> list[Data] | None:
    # Butcher Orgg: neither 510.1b's nor 510.1c's recipients only
    return [{"static": {"applies_to": {"self": True},
                        "rules": [{"assigns_damage_among_defenders": True}]}}]


def _in_exile(text: str, again: Translate) -> Data | None:
    """"there are N or more cards in exile" (a count of every card there), else what the
    grammar reads of the condition."""
    exiled = re.fullmatch(r"there are (\d+) or more cards in exile", text)
    if exiled:
        return {"ge": [{"count": {"zone": "exile"}}, int(exiled.group(1))]}
    return condition_of(text, again)


def _unless_board(match: re.Match[str], again: Translate) -> list[Data] | None:
    """"~ can't attack or block unless there are seven or more cards in exile" (Ketramose):
    the restriction holds while the board condition does not (508.1c, 509.1b check it as
    attackers and blockers are declared). A condition of the declaration itself is
    ``rules_combat``'s."""
    if declaration(match.group("condition"), again) is not None:
        return None
    condition = _in_exile(match.group("condition"), again)
    found = again(f"{match.group('subject')} {match.group('plain')}")
    if condition is None or found is None or len(found) != 1 or set(found[0]) != {"static"}:
        return None
    body = dict(found[0]["static"])
    body.pop("text", None)
    if set(body) != {"applies_to", "rules"}:
        return None
    return [{"static": {"condition": {"not": condition}, **body}}]


def _sacrifice(match: re.Match[str], again: Translate) -> list[Data] | None:
    return [{"static": {"rules": [{"cant_be_made_to_sacrifice": {
        "players": "you", "by": "opponents"}}]}}]


_TOUGHER: Data = {"toughness_exceeds_power": True}
SENTENCES: list[tuple[re.Pattern[str], Read]] = [(re.compile(p), read) for p, read in [
    (r"(.+?) can't attack or block, and its activated abilities can't be activated",
     _no_attack_block_activate),
    (r"((?:as long as .+?, )?~ )gets an additional ([+-]\d+/[+-]\d+)( and .+)?", _additional),
    (r"(?:you can spend mana of any type|mana of any type can be spent) "
     r"(?P<purpose>to .+)", _any_type),
    (r"(.+?) saddles Mounts? and crews Vehicles? (?:as though its power were (\d+) greater|"
     r"using its toughness rather than its power)", _crewing),
    (r"you may activate the loyalty abilities of (.+?) twice each turn rather than only once",
     _loyalty_twice),
    (r"you have no maximum hand size and don't lose the game for having 0 or less life",
     _no_hand_size_nor_zero_life),
    (r"spells and abilities your opponents control can't cause you to sacrifice permanents",
     _sacrifice),
    (r"you may activate abilities of (.+?) as though those creatures had haste",
     _as_though_haste),
    (r"during your turn, you may activate equip abilities any time you could cast an instant",
     _equip_as_instant),
    (r"you may assign ~'s combat damage divided as you choose among defending player and/or "
     r"any number of creatures they control", _divided),
    (r"(?P<subject>.+?) (?P<plain>can't attack or block|can't attack|can't block) unless "
     r"(?P<condition>.+)", _unless_board),
    (r"(?P<subject>each creature) that's enchanted by an Aura you control "
     r"(?P<predicate>.+)", _narrowed({"has_attached": {"subtype": "Aura",
                                                        "controller": "you"}})),
    (r"(.+?) stations permanents using its toughness rather than its power", _stations),
    (r"(?P<subject>.+?) with toughness greater than its power (?P<predicate>.+)",
     _narrowed(_TOUGHER)),
    (r"as long as (?P<subject>.+?)'s toughness is greater than its power, it "
     r"(?P<predicate>.+)", _narrowed(_TOUGHER)),
    (r"as long as (?P<subject>.+?) is face down, it (?P<predicate>.+)",
     _narrowed({"face_down": True})),
]]


def changed_rule(form: str, again: Translate) -> list[Data] | None:
    """The abilities of a sentence of this module (in the grammar's form): the first reading
    that holds, or None."""
    for pattern, read in SENTENCES:
        match = pattern.fullmatch(form)
        found = None if match is None else read(match, again)
        if found is not None:
            return found
    return None
