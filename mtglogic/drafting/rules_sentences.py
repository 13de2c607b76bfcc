"""Drafting rules effects (613.10 in 2011, 613.11 in 2026) into the ``rules`` words.

A sentence in the grammar's form (``oracle.Normalizer``) is read here when the grammar
does not derive it. Two families:

- an object's restriction or requirement: a subject, then "can't attack", "can't block",
  "can't be blocked [by / except by ...]", "attacks each combat if able", "can block only
  ...", "doesn't untap during ...", and the like (508.1c-d, 509.1a-c, 502.3 / 502.2),
  alone, after "as long as ...," or before "as long as ...", or after layer predicates
  ("gets +2/+2 and can't block"). The subject, the condition and the layer predicates are
  read by the grammar itself: the rules predicate is put aside, a marker keyword takes
  its place, and the grammar's draft must hold that marker exactly once, which is then
  taken out: so a subject the grammar does not know is never guessed;
- a player's cost, permission or prohibition: "SPELLS [you cast] cost {N} more/less to
  cast" (601.2f / 601.2e), "you may play an additional land ..." (305.2), "you may cast
  ... as though they had flash" (702.8a), "you may play lands [and cast spells] from the
  top of your library" (305.1, 601.3), "your opponents can't cast spells during your
  turn" (601.3; no such rule in 2011), "play with the top card of your library revealed"
  and "you may look at the top card of your library any time" (401.5 / 401.6), "you have
  no maximum hand size" and "your maximum hand size is N" (402.2).

Anything else is declined (None): the sentence stays as text.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Data = dict[str, Any]
Translate = Callable[[str], list[Any] | None]  # the grammar's draft of a sentence's form
MARKER = "plainswalk"  # a keyword the grammar knows, put where the rules predicate was
_COLORS = ("white", "blue", "black", "red", "green")
_TYPES = ("artifact", "creature", "enchantment", "instant", "land", "planeswalker",
          "sorcery", "battle")
_MANA = r"((?:\{[0-9wubrgc]+\})+)"


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
    own = re.fullmatch(rf"~ costs {_MANA} (more|less) to cast(?: (?:if|as long as) (.+))?", form)
    if own:
        return own_cost(own.group(1).upper(), own.group(2), own.group(3), again)
    countered = re.fullmatch(r"(~|.+ spells you control) can't be countered", form)
    if countered:
        return uncounterable(countered.group(1))
    return player_sentence(form, again) or object_sentence(form, again)


def own_cost(mana: str, way: str, condition_text: str | None,
             again: Translate) -> list[Data] | None:
    """"~ costs {N} less to cast [if C]": the spell's own cost, for whoever casts it; an
    ability that changes what its object costs works on the stack (113.6d; 601.2f)."""
    body: Data = {"functions_in": ["stack"],
                  "rules": [{"spells_cost": {"players": "each", "spells": {"self": True},
                                             way: mana}}]}
    if condition_text is not None:
        condition = _condition(condition_text, again)
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
    condition = _condition(text, again)
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
    drafted = again(f"{text} have {MARKER}")
    if drafted is None or len(drafted) != 1 or not isinstance(drafted[0], dict):
        return None
    body = drafted[0].get("static") or {}
    if set(body) != {"applies_to", "effects"} or \
            body["effects"] != [{"add_abilities": [MARKER]}]:
        return None
    selector: Data = body["applies_to"]
    return selector


# ---- players ---------------------------------------------------------------------------
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
        condition = _condition(match.group("condition"), again)
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


def _condition(text: str, again: Translate) -> Data | None:
    """A condition read by the grammar, from "as long as CONDITION, ~ has MARKER"."""
    drafted = again(f"as long as {text}, ~ has {MARKER}")
    if drafted is None or len(drafted) != 1 or not isinstance(drafted[0], dict):
        return None
    body = drafted[0].get("static") or {}
    if body.get("applies_to") != {"self": True} or "condition" not in body:
        return None
    condition: Data = body["condition"]
    return condition


def _player_rules(text: str) -> list[Data] | None:
    cost = re.fullmatch(rf"(?P<spells>.+?) (?:(?P<who>you|your opponents) cast )?costs? "
                        rf"{_MANA} (?P<way>more|less) to cast", text)
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
