"""Drafting costs, alternative costs, casting permissions and casting keywords.

Read when the grammar does not derive a sentence and ``rules_players`` does not read it
(``rules_sentences`` dispatches), in the grammar's form:

- "~ costs {1} less to cast for each GROUP" and "~ costs {X} less to cast, where X is V":
  the spell's own cost (113.6d: it works on the stack), ``times`` the count or value
  (601.2f; 601.2e in 2011);
- "SPELLS you cast [from ZONES | from anywhere other than your hand] cost {N} less to cast
  [for each GROUP | , where X is V]", with "during your turn," or "during turns other than
  yours," before it;
- "activated abilities of GROUP (or GROUP's activated abilities, or exhaust abilities of
  GROUP) cost {N} less to activate [, where X is V]", with "this effect can't reduce the
  mana in that cost to less than one mana" after it (602.2b, 601.2f; 702.177a);
- "you may pay {M} rather than pay the mana cost for SPELLS you cast" and "you may cast
  SPELLS [from your hand] without paying their mana costs": alternative costs (118.9;
  117.9 in 2011);
- "SPELLS you cast have KEYWORD" for keywords that work as a spell is cast (convoke 702.51a,
  improvise 702.126a, delve 702.66a, affinity 702.41a, cascade 702.85a, storm 702.40a,
  conspire 702.78a, casualty 702.153a), and any keyword the grammar knows granted to
  "SPELLS you control": the ability granted in layer 6 to those spells on the stack, where
  a spell is, under its caster's control, from the moment it is being cast (601.2a). A
  copy on the stack that was not cast (707.10) would show the keyword too, and none of
  them does anything for it: each works only as the spell is cast;
- "CARDS in your hand (graveyard) have miracle {2}" (flashback, escape, warp, sneak): the
  keyword granted to those cards there (layer 6);
- "you may cast ~ as though it had flash if C (if you pay {2} more to cast it)": it works
  where the card could be cast from and on the stack (113.6e; 112.6d in 2011);
- "you may cast ~ from your graveyard [or from exile] [as long as C]" (113.6f: it works in
  every zone; 112.6e in 2011), "once each turn (during each of your turns), you may cast
  SPELL from the top of your library (your graveyard)", "you may play lands and cast SPELLS
  from the top of your library", "you may play cards from your graveyard";
- "each player (you) can't cast more than one spell each turn" (601.3; none in 2011).

Counts and values are read by the grammar itself ("~ gets +1/+0 for each GROUP", "~ gets
+X/+0, where X is V"), or here for totals and greatest values among a group. Anything else
is declined (None): the sentence stays as text.
"""
from __future__ import annotations

import re

from mtglogic.drafting.lexicon import KEYWORD_WORDS
from mtglogic.drafting.parts import (
    Translate,
    condition_of,
    count_of_grammar,
    group_of,
    value_of_grammar,
)
from mtglogic.drafting.rules_players import Data
from mtglogic.drafting.rules_players import spell_selector as plain_spells
from mtglogic.model.terms import ZONES

MANA = r"(?:\{[0-9wubrgcx]+\})+"  # a mana amount in the grammar's form, {x} too
_HISTORIC = {"any": [{"type": "artifact"}, {"supertype": ["legendary"]}, {"subtype": "Saga"}]}
# keywords that work as a spell is cast (601.2), granted to spells
CASTING_KEYWORDS = re.compile(r"convoke|improvise|delve|cascade|storm|conspire|casualty \d+|"
                              r"affinity for (?:artifacts|creatures)")
_ZONES = {"your graveyard": "graveyard", "graveyards": "graveyard", "exile": "exile",
          "your hand": "hand"}
_FIELDS = {"power": "power", "toughness": "toughness", "mana value": "mana_value"}


def costs_sentence(form: str, again: Translate) -> list[Data] | None:
    """The static ability of a cost, alternative cost or casting sentence, or None."""
    for read in (_own_cost, _spells_cost, _abilities_cost, _alternative, _keyword_granted,
                 _own_permission, _permission, _one_spell, _cant_cast, _flash, _own_flash,
                 _card_keyword):
        found = read(form, again)
        if found is not None:
            return found
    return None


def spells_of(text: str) -> Data | None:
    """A spells phrase: those ``rules_players`` reads, "historic spells" (700.6), "spells
    with mana value N or less", and any of them "with power N or greater"."""
    each = re.fullmatch(r"each (.+?) spell( with .+)?", text)
    if each:  # "each creature spell you cast with ...": those spells
        return spells_of(f"{each.group(1)} spells{each.group(2) or ''}")
    bound = re.fullmatch(r"(.+ spells|spells) with (power|toughness|mana value) (\d+) or "
                         r"(less|greater)", text)
    if bound:
        inner = spells_of(bound.group(1)) if bound.group(1) != "spells" else {}
        field = _FIELDS[bound.group(2)]
        if inner is None or field in inner:
            return None
        return {**inner, field: {"le" if bound.group(4) == "less" else "ge":
                                 int(bound.group(3))}}
    if text == "historic spells":
        return dict(_HISTORIC)
    if text == "face-down creature spells":  # face down before on the stack (708.4 / 707.4)
        return {"type": "creature", "face_down": True}
    shares = re.fullmatch(r"(.+ spells) that share a creature type with ~", text)
    if shares:  # Mistform Warchief: with the source (205.3m)
        inner = spells_of(shares.group(1))
        return None if inner is None or "shares_creature_type" in inner else \
            {**inner, "shares_creature_type": "self"}
    greater = re.fullmatch(r"(.+ spells|spells) with toughness greater than its power", text)
    if greater:
        inner = spells_of(greater.group(1)) if greater.group(1) != "spells" else {}
        return None if inner is None or "toughness" in inner else \
            {**inner, "toughness": {"gt": {"power": "it"}}}
    return plain_spells(text)


def value_of(text: str, again: Translate) -> Data | None:
    """A value ("~'s power", "the total power of GROUP", "the greatest mana value among
    GROUP", or what the grammar reads after "where X is")."""
    if text in ("~'s power", "~'s toughness"):
        return {text[4:]: "self"}
    equipped = re.fullmatch(r"(equipped|enchanted) creature's (power|toughness)", text)
    if equipped:  # the one it is attached to (301.5a, 303.4b): the total over it, else 0
        group = group_of(f"{equipped.group(1)} creature", again)
        return None if group is None else \
            {"total": {"of": equipped.group(2), "among": group}}
    among = re.fullmatch(r"the (total|greatest) (power|toughness|mana value) "
                         r"(?:of|among) (.+)", text)
    if among:
        group = group_of(among.group(3), again)
        return None if group is None else \
            {among.group(1): {"of": _FIELDS[among.group(2)], "among": group}}
    return value_of_grammar(text, again)


_GRAVEYARD = {"zone": "graveyard", "owner": "you"}
_TYPES = ("artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery")
_CARDS: dict[str, Data] = {"permanent": {"permanent": True},
          "artifact and/or creature": {"type": ["artifact", "creature"]},
          "noncreature, nonland": {"not": {"type": ["creature", "land"]}}}


def count_of(text: str, again: Translate) -> Data | None:
    """The count of "for each GROUP", read by the grammar ("~ gets +1/+0 for each ..."),
    or here: card types among the cards in your graveyard, the cards of a kind there
    (permanent cards, 110.4a; "artifact and/or creature"; "noncreature, nonland"), a group
    "with power N or greater"."""
    both = re.fullmatch(r"(.+?) and each (.+)", text)
    if both:  # "each Cave you control and each Cave card in your graveyard": added
        first, second = count_of(both.group(1), again), count_of(both.group(2), again)
        return None if first is None or second is None else {"sum": [first, second]}
    owned = re.fullmatch(r"(.+) card you own in exile and in your graveyard", text)
    if owned:
        inner = count_of(f"{owned.group(1)} card in your graveyard", again)
        if inner is None or set(inner) != {"count"} or inner["count"].get("zone") != \
                "graveyard":
            return None
        return {"count": {**inner["count"], "zone": ["exile", "graveyard"]}}
    kind = re.fullmatch(r"([A-Z]\S*) card in your graveyard", text)
    if kind:
        return {"count": {"subtype": kind.group(1), **_GRAVEYARD}}
    if text == "card type among cards in your graveyard":
        return {"card_types_among": {"zone": ["graveyard"], "owner": "you"}}
    cards = re.fullmatch(r"(.+) card in your graveyard", text)
    if cards and cards.group(1) in _CARDS:
        return {"count": {**_CARDS[cards.group(1)], **_GRAVEYARD}}
    if cards and cards.group(1) in _TYPES:
        return {"count": {"type": cards.group(1), **_GRAVEYARD}}
    bound = re.fullmatch(r"(.+) with (power|toughness|mana value) (\d+) or (greater|less)",
                         text)
    if bound:
        inner = count_of(bound.group(1), again)
        field = _FIELDS[bound.group(2)]
        if inner is None or set(inner) != {"count"} or field in inner["count"]:
            return None
        limit = {"ge" if bound.group(4) == "greater" else "le": int(bound.group(3))}
        return {"count": {**inner["count"], field: limit}}
    return count_of_grammar(text, again)


def _amount(mana: str, tail: str, again: Translate) -> Data | None:
    """The amount of a cost change: the mana, then "for each GROUP" or ", where X is V"
    (the mana {X}: {1} times the value), or nothing."""
    mana = mana.upper()
    if not tail:
        return None if "X" in mana else {"mana": mana}
    each = re.fullmatch(r" for each (.+)", tail)
    if each and "X" not in mana:
        count = count_of(each.group(1), again)
        return None if count is None else {"mana": mana, "times": count}
    where = re.fullmatch(r", where x is (.+)", tail)
    if where and mana == "{X}":
        value = value_of(where.group(1), again)
        return None if value is None else {"mana": "{1}", "times": value}
    return None


def _change(way: str, amount: Data) -> Data:
    return {way: amount["mana"], **({"times": amount["times"]} if "times" in amount else {})}


def _own_cost(form: str, again: Translate) -> list[Data] | None:
    own = re.fullmatch(rf"~ costs (?P<mana>{MANA}) (?P<way>more|less) to cast(?P<tail>.*)",
                       form)
    if own is None:
        return None
    amount = _amount(own.group("mana"), own.group("tail"), again)
    if amount is None or "times" not in amount:
        return None  # without a count, ``rules_players`` reads it
    return [{"static": {"functions_in": ["stack"], "rules": [{"spells_cost": {
        "players": "each", "spells": {"self": True}, **_change(own.group("way"), amount)}}]}}]


_TURN = re.compile(r"^(?:(?P<mine>during your turn)|(?P<theirs>during turns other than "
                   r"yours)), (?P<rest>.+)$")


def _turn(form: str) -> tuple[str, Data | None]:
    turn = _TURN.match(form)
    if turn is None:
        return form, None
    condition: Data = {"your_turn": True} if turn.group("mine") else \
        {"not": {"your_turn": True}}
    return turn.group("rest"), condition


def _static(rules: list[Data], condition: Data | None) -> list[Data]:
    body: Data = {"rules": rules}
    return [{"static": {"condition": condition, **body} if condition else body}]


_COLORED_ONLY = ". this effect reduces only the amount of colored mana you pay"


def _spells_cost(form: str, again: Translate) -> list[Data] | None:
    colored_only = form.endswith(_COLORED_ONLY)
    rest, condition = _turn(form[:-len(_COLORED_ONLY)] if colored_only else form)
    cost = re.fullmatch(rf"(?P<spells>.+?) (?P<who>you|your opponents) cast(?P<with> (?:with|"
                        rf"that share) .+?)?(?: from (?P<zones>.+?))? costs? (?P<mana>{MANA}) (?P<way>more|less) "
                        rf"to cast(?P<tail>.*)", rest)
    if cost is None:
        return None
    spells = spells_of(cost.group("spells") + (cost.group("with") or ""))
    tail = cost.group("tail")
    if " as long as " in f" {tail}" and condition is None:
        tail, text = f" {tail}".split(" as long as ", 1)
        condition = condition_of(text, again)
        if condition is None:
            return None
    amount = _amount(cost.group("mana"), tail.strip() and tail, again)
    if spells is None or amount is None:
        return None
    where: Data = {}
    if cost.group("zones") == "anywhere other than your hand":
        where = {"not_from": "hand"}
    elif cost.group("zones"):
        zones = [_ZONES.get(z) for z in re.split(r" or from ", cost.group("zones"))]
        if None in zones:
            return None
        where = {"from": zones if len(zones) > 1 else zones[0]}
    who = "you" if cost.group("who") == "you" else "opponents"
    argument = {"players": who, **({"spells": spells} if spells else {}), **where,
                **_change(cost.group("way"), amount)}
    if colored_only:
        if cost.group("way") != "less":
            return None
        argument["colored_only"] = True
    return _static([{"spells_cost": argument}], condition)


_AT_LEAST_ONE = ". this effect can't reduce the mana in that cost to less than 1 mana"


def _abilities_cost(form: str, again: Translate) -> list[Data] | None:
    at_least_one = form.endswith(_AT_LEAST_ONE)
    text = form[:-len(_AT_LEAST_ONE)] if at_least_one else form
    cost = re.fullmatch(rf"(?:(?P<kind>activated|exhaust) abilities of (?P<group>.+?)|"
                        rf"(?P<owner>.+?)'s activated abilities) cost (?P<mana>{MANA}) "
                        rf"(?P<way>more|less) to activate(?P<tail>.*)", text)
    if cost is None:
        return None
    group = group_of(cost.group("group") or cost.group("owner"), again)
    amount = _amount(cost.group("mana"), cost.group("tail"), again)
    if group is None or amount is None:
        return None
    argument: Data = {"players": "each", "of": group, **_change(cost.group("way"), amount)}
    if cost.group("kind") == "exhaust":
        argument["ability"] = "exhaust"
    if at_least_one:
        argument["at_least_one"] = True
    return _static([{"abilities_cost": argument}], None)


def _alternative(form: str, again: Translate) -> list[Data] | None:
    pay = re.fullmatch(rf"(?P<once>once each turn, )?you may pay (?P<mana>{MANA}) rather than "
                       rf"pay the mana cost for (?P<spells>.+?) you cast(?: from "
                       rf"(?P<zone>exile|your graveyard|your hand))?", form)
    if pay:
        phrase = pay.group("spells")
        spells = spells_of("spells" if phrase == "a spell" else phrase)
        where = {"from": _ZONES[pay.group("zone")]} if pay.group("zone") else {}
        once = {"once_each_turn": True} if pay.group("once") else {}
        return None if spells is None else _static([{"alternative_cost": {
            "players": "you", **({"spells": spells} if spells else {}), **where,
            "pay": pay.group("mana").upper(), **once}}], None)
    free = re.fullmatch(r"(?P<once>once during each of your turns, )?you may cast "
                        r"(?P<spells>.+?)(?: from (?P<hand>your hand))? without paying "
                        r"(?:their mana costs|its mana cost)", form)
    if free:
        phrase = free.group("spells")
        single = re.fullmatch(r"(?:a|an) (.+ spell)", phrase)
        if bool(single) != bool(free.group("once")):
            return None  # "a spell" only once each turn, "spells" always
        spells = spells_of(f"{single.group(1)}s" if single else phrase)
        where = {"from": "hand"} if free.group("hand") else {}
        once = {"once_each_turn": True} if single else {}
        turn = {"your_turn": True} if single else None
        return None if spells is None else _static([{"alternative_cost": {
            "players": "you", **({"spells": spells} if spells else {}), **where,
            "free": True, **once}}], turn)
    return None


def _keyword_granted(form: str, again: Translate) -> list[Data] | None:
    """A keyword that works as a spell is cast, granted to "SPELLS you cast", or any
    keyword the grammar knows granted to "SPELLS you control" (on the stack: a spell's
    controller, 601.2a)."""
    granted = re.fullmatch(r"(?:each )?(.+?) you (cast|control) (?:have|has) (.+)", form)
    if granted is None:
        return None
    keyword, verb = granted.group(3), granted.group(2)
    if not CASTING_KEYWORDS.fullmatch(keyword) and \
            not (verb == "control" and keyword in KEYWORD_WORDS):
        return None
    phrase = granted.group(1)
    spells = spells_of(phrase if phrase.endswith("spells") else f"{phrase}s")
    if spells is None or not phrase.endswith(("spell", "spells")):
        return None
    return [{"static": {"applies_to": {**spells, "controller": "you", "zone": "stack"},
                        "effects": [{"add_abilities": [keyword]}]}}]


def _own_permission(form: str, again: Translate) -> list[Data] | None:
    own = re.fullmatch(r"you may cast ~ from your graveyard( or from exile)?"
                       r"(?: as long as (.+))?", form)
    if own is None:
        return None
    condition = condition_of(own.group(2), again) if own.group(2) else None
    if own.group(2) and condition is None:
        return None
    zones: str | list[str] = ["graveyard", "exile"] if own.group(1) else "graveyard"
    body: Data = {"functions_in": list(ZONES),
                  "rules": [{"may_cast_from": {"players": "you", "from": zones,
                                               "cards": {"self": True}}}]}
    return [{"static": {"condition": condition, **body} if condition else body}]


def _permission(form: str, again: Translate) -> list[Data] | None:
    once = re.fullmatch(r"once (?P<when>each turn|during each of your turns), you may cast "
                        r"(?:a|an) (?P<spell>.+ spell) (?:with (?P<with>.+) )?from "
                        r"(?P<zone>the top of your library|your graveyard)", form)
    if once:
        phrase = f"{once.group('spell')}s" + \
            (f" with {once.group('with')}" if once.group("with") else "")
        spells = spells_of(phrase)
        turn = {"your_turn": True} if once.group("when") != "each turn" else None
        where = "graveyard" if once.group("zone") == "your graveyard" else "top_of_library"
        return None if not spells else _static([{"may_cast_from": {
            "players": "you", "from": where, "once_each_turn": True,
            "cards": spells}}], turn)
    rest, turn = _turn(form)
    cards = re.fullmatch(r"you may play cards from (the top of your library|your graveyard)",
                         rest)
    if cards:  # playing cards: playing lands and casting spells (305.1, 601.3)
        where = "graveyard" if cards.group(1) == "your graveyard" else "top_of_library"
        return _static([{"may_play_from": {"players": "you", "from": where}}], turn)
    both = re.fullmatch(r"you may play lands and cast (.+) from the top of your library",
                        form)
    if both and both.group(1) != "spells":
        spells = spells_of(both.group(1))
        return None if not spells else _static([
            {"may_play_from": {"players": "you", "from": "top_of_library",
                               "cards": {"type": "land"}}},
            {"may_cast_from": {"players": "you", "from": "top_of_library",
                               "cards": spells}}], None)
    return None


_WHO = {"you": "you", "each player": "each", "your opponents": "opponents"}


def _one_spell(form: str, again: Translate) -> list[Data] | None:
    rest, condition = _turn(form)
    one = re.fullmatch(r"(you|each player|your opponents) can't cast more than (\d+) "
                       r"spells? each turn", rest)
    if one is None:
        return None
    return _static([{"max_spells_each_turn": {"players": _WHO[one.group(1)],
                                              "count": int(one.group(2))}}], condition)


def _cant_cast(form: str, again: Translate) -> list[Data] | None:
    rest, condition = _turn(form)
    cant = re.fullmatch(r"(you|each player|your opponents) can't cast (.+)", rest)
    spells = spells_of(cant.group(2)) if cant else None
    if cant is None or spells is None:
        return None
    return _static([{"cant_cast": {"players": _WHO[cant.group(1)],
                                   **({"spells": spells} if spells else {})}}], condition)


_OWN_FLASH = re.compile(r"(?:if (?P<before>.+), )?you may cast ~ as though it had flash"
                        r"(?: if (?P<after>.+))?")
_EXTRA = re.compile(rf"you pay (?P<mana>{MANA}) more to cast it")


def _own_flash(form: str, again: Translate) -> list[Data] | None:
    """"You may cast this spell as though it had flash [if C | if you pay {2} more to cast
    it]": it works in every zone it could be cast from and on the stack (113.6e; 112.6d
    in 2011), so wherever it is but the battlefield; paying more is a cost increase on
    that casting (601.2f)."""
    own = _OWN_FLASH.fullmatch(form)
    if own is None or (own.group("before") and own.group("after")):
        return None
    text = own.group("before") or own.group("after")
    extra = _EXTRA.fullmatch(text) if text else None
    condition = condition_of(text, again) if text and extra is None else None
    if text and extra is None and condition is None:
        return None
    argument: Data = {"players": "you", "spells": {"self": True}}
    if extra:
        argument["more"] = extra.group("mana").upper()
    body: Data = {"functions_in": [z for z in ZONES if z not in ("battlefield", "outside")],
                  "rules": [{"cast_as_though_flash": argument}]}
    return [{"static": {"condition": condition, **body} if condition else body}]


def _flash(form: str, again: Translate) -> list[Data] | None:
    flash = re.fullmatch(r"you may cast (.+?) as though they had flash", form)
    spells = spells_of(flash.group(1)) if flash else None
    if spells is None:
        return None
    return _static([{"cast_as_though_flash": {"players": "you",
                                              **({"spells": spells} if spells else {})}}],
                   None)


# keywords of a card that let it be cast another way, for a cost (702.94a miracle, 702.34a
# flashback, 702.138a escape, warp, sneak; of these, 2011's rules have flashback only)
CARD_KEYWORDS = re.compile(rf"(?:miracle|flashback|escape|warp|sneak) {MANA}")


def _card_keyword(form: str, again: Translate) -> list[Data] | None:
    """"Creature cards in your graveyard have sneak {3}{B}", "each instant and sorcery card
    in your hand has miracle {2}": the keyword granted (layer 6) to those cards in that zone."""
    granted = re.fullmatch(r"(?:each )?(.+? cards?) in your (hand|graveyard) (?:have|has) "
                           r"(.+)", form)
    if granted is None or not CARD_KEYWORDS.fullmatch(granted.group(3)):
        return None
    phrase = granted.group(1) if granted.group(1).endswith("cards") else \
        f"{granted.group(1)}s"
    group = group_of(f"{phrase} in your {granted.group(2)}", again)
    if group is None or group.get("zone") != granted.group(2) or "any" in group:
        return None
    keyword, mana = granted.group(3).split(" ", 1)
    return [{"static": {"applies_to": group,
                        "effects": [{"add_abilities": [f"{keyword} {mana.upper()}"]}]}}]
