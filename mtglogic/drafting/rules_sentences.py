"""Drafting rules effects (613.10 in 2011, 613.11 in 2026) into the ``rules`` words.

A sentence in the grammar's form (``oracle.Normalizer``) is read here when the grammar
does not derive it: an object's restriction or requirement, a subject then "can't attack",
"can't block", "can't be blocked [by / except by ...]", "can't be blocked by more than N
creatures", "attacks each combat if able", "must be blocked if able", "can block only
...", "can block an additional creature", "doesn't untap during ...", "may choose not to
untap" (508.1c-d, 509.1a-c, 502.3 / 502.2), alone, after "as long as ...," or before "as
long as ...", with "unless C" (the restriction while C fails), or after layer predicates
("gets +2/+2 and can't block"). The subject, the condition and the layer predicates are
read by the grammar itself: the rules predicate is put aside, a marker keyword takes its
place, and the grammar's draft must hold that marker exactly once, which is then taken
out: so a subject the grammar does not know is never guessed. A player's costs,
permissions and prohibitions, and the spells' own, are read by ``rules_players``.

Anything else is declined (None): the sentence stays as text.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtglogic.drafting.cast_permissions import face_down_look, max_speed_rules
from mtglogic.drafting.cost_conditions import cost_condition
from mtglogic.drafting.parts import Translate, condition_of, group_of
from mtglogic.drafting.rules_costs import costs_sentence
from mtglogic.drafting.rules_players import (
    MANA,
    MARKER,
    Data,
    own_cost,
    player_sentence,
    uncounterable,
)
from mtglogic.drafting.spell_order import chosen_type_cost, each_caster_cost, nth_spell_cost


def _fixed(*rules: Data) -> Callable[[re.Match[str], Translate], list[Data] | None]:
    return lambda match, again: list(rules)


def _blockers(key: str) -> Callable[[re.Match[str], Translate], list[Data] | None]:
    def read(match: re.Match[str], again: Translate) -> list[Data] | None:
        found = group_selector(match.group(1), again)
        return None if found is None else [{"cant_be_blocked": {key: found}}]
    return read


def _blocks_only(match: re.Match[str], again: Translate) -> list[Data] | None:
    found = group_selector(match.group(1), again)
    return None if found is None else [{"blocks_only": found}]


def _count(word: str) -> Callable[[re.Match[str], Translate], list[Data] | None]:
    return lambda match, again: [{word: int(match.group(1))}]


# (predicate, its rules words): a predicate of an object, at the end of its clause
OBJECT_PREDICATES: list[tuple[re.Pattern[str], Callable[[re.Match[str], Translate],
                                                        list[Data] | None]]] = [
    (re.compile(p), read) for p, read in [
        (r"can't attack or block", _fixed({"cant_attack": True}, {"cant_block": True})),
        (r"can't attack", _fixed({"cant_attack": True})),
        (r"can't block", _fixed({"cant_block": True})),
        (r"can't be blocked", _fixed({"cant_be_blocked": True})),
        (r"can't be blocked by more than (\d+) creatures?", _count("max_blockers")),
        (r"can't be blocked except by (.+)", _blockers("except_by")),
        (r"can't be blocked by (.+)", _blockers("by")),
        (r"attacks? each combat if able", _fixed({"attacks_each_combat": True})),
        (r"blocks? each combat if able", _fixed({"blocks_each_combat": True})),
        (r"must be blocked if able", _fixed({"must_be_blocked": True})),
        (r"can block only (.+)", _blocks_only),
        (r"can block any number of creatures", _fixed({"can_block_any_number": True})),
        (r"can block an additional creature each combat",
         _fixed({"can_block_additional": 1})),
        (r"can block (\d+) additional creatures each combat",
         _count("can_block_additional")),
        (r"doesn't untap during (?:your|its controller's) untap step",
         _fixed({"doesnt_untap": True})),
        (r"don't untap during (?:your|their controllers') untap steps?",
         _fixed({"doesnt_untap": True})),
        (r"may not untap", _fixed({"may_not_untap": True})),
    ]]
_VERBS = ("can't", "can", "attacks", "attack", "blocks", "block", "must", "doesn't", "don't",
          "may")


def rules_sentence(form: str, again: Translate) -> list[Data] | None:
    """The static ability of a rules effect sentence (in the grammar's form), or None."""
    if MARKER in form or re.search(r"\bq\d+\b", form):
        return None
    untap = re.fullmatch(r"you may choose not to untap (.+) during your untap step", form)
    if untap:  # "you may choose not to untap ~": the object's word, said of the object
        return object_sentence(f"{untap.group(1)} may not untap", again)
    own = re.fullmatch(rf"~ costs {MANA} (more|less) to cast(?: (?:if|as long as) (.+))?", form)
    if own:
        return own_cost(own.group(1).upper(), own.group(2), own.group(3), again) or \
            own_cost(own.group(1).upper(), own.group(2), own.group(3), again, cost_condition)
    countered = re.fullmatch(r"(~|.+ spells you control) can't be countered", form)
    if countered:
        return uncounterable(countered.group(1))
    return player_sentence(form, again) or costs_sentence(form, again) or \
        nth_spell_cost(form, again) or chosen_type_cost(form, again) or \
        each_caster_cost(form, again) or \
        max_speed_rules(form, again) or face_down_look(form, again) or \
        object_sentence(form, again)


def object_sentence(form: str, again: Translate) -> list[Data] | None:
    """"SUBJECT [PREDICATES and] RULES-PREDICATE", with a condition before or after."""
    for clause in _clauses(form):
        head, predicate, tail = clause
        unless = None
        if " unless " in predicate and not tail:
            predicate, unless = predicate.split(" unless ", 1)
        rules = _predicate(predicate, again)
        if rules is None:
            continue
        for verb in ("has", "have"):
            joined = re.sub(r",? and$", "", head)
            layer = joined != head
            marked = f"{joined}{',' if ', ' in joined and layer else ''}" \
                f"{' and' if layer else ''} {verb} {MARKER}{tail}"
            drafted = _unmarked(again(marked), rules)
            if drafted is not None and unless is not None:
                drafted = _unless(drafted, unless, again)
            if drafted is not None:
                return drafted
    return None


def _unless(drafted: list[Data], text: str, again: Translate) -> list[Data] | None:
    """"can't attack unless CONDITION": the restriction applies as long as the condition
    does not hold (508.1c, 509.1b: a restriction unless some condition is met)."""
    condition = condition_of(text, again)
    body = dict(drafted[0]["static"])
    if condition is None or "condition" in body:
        return None
    return [{"static": {"condition": {"not": condition}, **body}}]


def _clauses(form: str) -> list[tuple[str, str, str]]:
    """The ways to cut a sentence into a head, a rules predicate and a tail."""
    found = []
    words = form.split(" ")
    for index in range(1, len(words)):
        if words[index] not in _VERBS:
            continue
        head, rest = " ".join(words[:index]), " ".join(words[index:])
        tail = ""
        if " as long as " in rest:
            rest, condition = rest.split(" as long as ", 1)
            tail = f" as long as {condition}"
        found.append((head, rest, tail))
        if not tail and " if " in rest:  # "can't be blocked if ...": while it holds
            rest, condition = rest.split(" if ", 1)
            found.append((head, rest, f" as long as {condition}"))
    return found


def _predicate(text: str, again: Translate) -> list[Data] | None:
    for pattern, read in OBJECT_PREDICATES:
        match = pattern.fullmatch(text)
        if match is not None:
            return read(match, again)
    return None


def _unmarked(drafted: list[Any] | None, rules: list[Data]) -> list[Data] | None:
    """The grammar's draft with the marker taken out and the rules put in: only one static
    ability with a selector, holding the marker exactly once."""
    if drafted is None or len(drafted) != 1 or not isinstance(drafted[0], dict) \
            or set(drafted[0]) != {"static"}:
        return None
    body = dict(drafted[0]["static"])
    if "applies_to" not in body:
        return None
    effects = body.pop("effects", [])
    marked = [e for e in effects if e == {"add_abilities": [MARKER]}]
    if len(marked) != 1 or MARKER in str([e for e in effects if e not in marked]):
        return None
    left = [e for e in effects if e not in marked]
    if left:
        body["effects"] = left
    return [{"static": {**body, "rules": rules}}]


def group_selector(text: str, again: Translate) -> Data | None:
    """The selector of a group of creatures ("Walls", "black creatures", "creatures with
    power 2 or less"), read by the grammar as a subject, else by the power forms here."""
    if text == "tokens":
        return {"token": True}
    power = re.fullmatch(r"creatures with power (\d+) or (less|greater)", text)
    if power:
        bound = "le" if power.group(2) == "less" else "ge"
        return {"type": "creature", "power": {bound: int(power.group(1))}}
    return group_of(text, again)
