"""Drafting how a permanent enters (614.1c-d, 614.12; 2011: the same numbers) where the
grammar alone does not derive the sentence.

A sentence in the grammar's form (``oracle.Normalizer``) is read here before the rules
effects are tried: the 2011 wording "enters the battlefield with / as a copy" read as today's
"enters with / as a copy"; choices made as it enters that make no ability by themselves
(a number in a range, odd or even, one of a fixed list of words, a land type, a card name,
a creature type an opponent chooses, another creature you control: the object's
``choices``, 614.12a; 614.12 in 2011); several modifications of one entering at once, one
replacement effect (``enter_with``: "enters tapped with three stun counters", "with two +1/+1
counters and a lifelink counter", "if it was kicked, it enters with two +1/+1 counters and
with first strike"); "enters tapped and doesn't untap during your untap step" (the
replacement and the rules effect, 502.3); "enters tapped if it's not your turn"; "an
additional counter for each X you already control" (Giada); "a counter plus an additional
counter for each"; "and/or" in a count; "enters with ... if CONDITION"; "enter as a copy of
a creature you control ..., except" its name, subtypes or a keyword (707.9; 706.9 in 2011);
and the keywords riot (702.136a; 2011 has no riot),
amplify (702.38a; 702.36a in 2011) and devour of a quality (702.82c; 2011 defines devour of
creatures only, 702.80a: the card's own words say which permanents, in either ruleset).

Every part the sentence names is read by the grammar itself (``again``), so a subject, a
condition or a count the grammar does not know is never guessed: the sentence is declined
(None) and stays as text.
"""
from __future__ import annotations

import copy
import re
from typing import Any

from mtglogic.drafting.cast_phrases import cast_amount, cast_condition, cast_each
from mtglogic.drafting.parts import Translate, condition_of
from mtglogic.drafting.rules_costs import value_of
from mtglogic.drafting.rules_players import Data

_NUMBER_WORDS = {"a": 1, "an": 1}
_COUNT = r"(a|an|\d+)"
_COUNTER = r"([+-]\d+/[+-]\d+|[a-z]+)"  # "+1/+1", "stun", "lifelink"
_KEYWORDS = ("flying", "first strike", "double strike", "vigilance", "trample", "haste",
             "reach", "deathtouch", "lifelink", "menace", "fear", "intimidate", "hexproof",
             "indestructible")
_KEYWORD = "(" + "|".join(_KEYWORDS) + ")"
_SELF_ENTERS = {"event": "enter", "object": {"self": True}}
# Words of a choice made as it enters that makes no ability by itself (614.12a).
_CHOICES = [re.compile(p) for p in (
    r"as ~ enters, choose a number between \d+ and \d+",
    r"as ~ enters, choose odd or even",
    r"as ~ enters, choose a land type",
    r"as ~ enters, choose a nonland card name",
    r"as ~ enters, (?:look at an opponent's hand, then )?choose any card name",
    r"as ~ enters, an opponent chooses a creature type",
    r"as ~ enters, choose another creature you control",
    r"as ~ enters, choose (?!(?:a|an|any|another|one|two|up)\b)[A-Za-z'-]+"
    r"(?:, [A-Za-z'-]+)*,? or [A-Za-z'-]+",
)]
_QUALITY_TYPES = ("artifact", "land", "enchantment", "creature")


def count_of(word: str) -> int:
    return _NUMBER_WORDS[word] if word in _NUMBER_WORDS else int(word)


def enters_sentence(form: str, again: Translate) -> list[Any] | None:
    """The abilities of a sentence (in the grammar's form) about how a permanent enters,
    or None when it is not one this module reads."""
    old = re.sub(r"\b(enters?) the battlefield\b", r"\1", form)
    if old != form:  # the 2011 wording (614.1c in both rulesets)
        return again(old)
    if any(p.fullmatch(form) for p in _CHOICES):
        return []  # the choice is the object's `choices` (614.12a; 614.12 in 2011)
    for pattern, read in _READERS:
        match = pattern.fullmatch(form)
        if match is not None:
            return read(match, again)
    return None


def entering_self(instead: Data, condition: Data | None = None) -> Data:
    """The card's own entering replacement: it applies as it enters from anywhere (614.12)."""
    watch: Data = dict(_SELF_ENTERS)
    if condition is not None:
        watch["if"] = condition
    return {"replacement": {"works_from": "anywhere", "watch": watch, "instead": instead}}


def _counters(*pairs: tuple[str, str]) -> list[Data]:
    return [{"counter": counter, "count": count_of(number)} for number, counter in pairs]


def _tapped_with(match: re.Match[str], again: Translate) -> list[Any]:
    """"Enters tapped with three stun counters on it": one effect, both at once (614.1c)."""
    return [entering_self({"enter_with": {"tapped": True, "counters": _counters(
        (match.group(1), match.group(2)))}})]


def _two_kinds(match: re.Match[str], again: Translate) -> list[Any] | None:
    """"[If C, ]~ enters with two +1/+1 counters and a lifelink counter on it" (614.1c)."""
    condition = None
    if match.group(1):
        condition = condition_of(match.group(1), again)
        if condition is None or "_selector" in condition:
            return None
    return [entering_self({"enter_with": {"counters": _counters(
        (match.group(2), match.group(3)), (match.group(4), match.group(5)))}}, condition)]


def _kicked_with(match: re.Match[str], again: Translate) -> list[Any]:
    """"If it was kicked, it enters with N counters and with KEYWORD" (702.33d; 702.31d in
    2011): kicked is the object's choice `kicked`, as the grammar's kicked sentences say."""
    instead = {"enter_with": {"counters": _counters((match.group(1), match.group(2))),
                              "abilities": [match.group(3)]}}
    return [entering_self(instead, {"ge": [{"chosen": "kicked"}, 1]})]


def _tapped_no_untap(match: re.Match[str], again: Translate) -> list[Any] | None:
    """"Enters tapped and doesn't untap during your untap step": the replacement (614.1c)
    and the rules effect (502.3), two abilities of one sentence."""
    tapped = again("~ enters tapped")
    untap = again("~ doesn't untap during your untap step")
    return None if tapped is None or untap is None else tapped + untap


def _tapped_not_your_turn(match: re.Match[str], again: Translate) -> list[Any]:
    """"Enters tapped if it's not your turn": the turn is read as it would enter (614.12)."""
    return [entering_self({"enter_tapped": True}, {"your_turn": False})]


def _choice_then(match: re.Match[str], again: Translate) -> list[Any] | None:
    """"As ~ enters, choose a basic land type. Then you may pay N life. If you don't, it
    enters tapped": the choice (614.12a) and the payment read as the grammar reads it."""
    return again(f"as ~ enters, you may pay {match.group(1)} life. "
                 "if you don't, it enters tapped")


def _additional_each(match: re.Match[str], again: Translate) -> list[Any] | None:
    """"Each other Angel you control enters with an additional +1/+1 counter on it for
    each Angel you already control": the others entering (614.1d), the count of those on
    the battlefield as it would enter, which it is not yet among (614.12)."""
    subject, counter, group = match.groups()
    watched = again(f"{subject} enters with an additional {counter} counter on it")
    counted = again(f"~ enters with a {counter} counter on it for each {group} you control")
    if watched is None or counted is None or len(watched) != 1 or len(counted) != 1:
        return None
    body = dict(watched[0]["replacement"])
    amount = counted[0]["replacement"]["instead"]["enter_with_counters"]["count"]
    if not isinstance(amount, dict) or set(amount) != {"count"}:
        return None
    # "already": the entering one, seen on the battlefield as it would enter (614.12), is
    # not counted
    amount = {"count": {**amount["count"], "other_than": "it"}}
    body["instead"] = {"enter_with_counters": {"counter": counter, "count": amount}}
    return [{"replacement": body}]


def _plus_each(match: re.Match[str], again: Translate) -> list[Any] | None:
    """"Enters with a +1/+1 counter on it plus an additional +1/+1 counter on it for each
    GROUP": one and the count, added (614.1c)."""
    first, second, group = match.groups()
    if first != second:
        return None
    counted = again(f"~ enters with a {first} counter on it for each {group}")
    if counted is None or len(counted) != 1:
        return None
    body = dict(counted[0]["replacement"])
    amount = body["instead"]["enter_with_counters"]["count"]
    body["instead"] = {"enter_with_counters": {"counter": first,
                                               "count": {"sum": [1, amount]}}}
    return [{"replacement": body}]


def _and_or(match: re.Match[str], again: Translate) -> list[Any] | None:
    """"For each creature and/or artifact": each permanent that is either, once."""
    return again(match.group(1) + " or " + match.group(2))


def _with_if(match: re.Match[str], again: Translate) -> list[Any] | None:
    """"~ enters with N counters on it if CONDITION": the counters only when the condition
    holds as it would enter (614.1c, 614.12), as "if ..., ~ enters with" says."""
    drafted = again(match.group(1))
    condition = _condition(match.group(2), again)
    if drafted is None or condition is None or len(drafted) != 1:
        return None
    body = dict(drafted[0].get("replacement") or {})
    watch = dict(body.get("watch") or {})
    if watch.get("object") != {"self": True} or "if" in watch or "unless" in body:
        return None
    body["watch"] = {**watch, "if": condition}
    return [{"replacement": body}]


def _condition(text: str, again: Translate) -> Data | None:
    """A condition the grammar reads, or "you control a permanent with mana value N or
    greater (less)" (202.3: the mana value compared), or how it was cast (601.2: "if you
    cast it from your hand", ``cast_phrases``)."""
    cast = cast_condition(text)
    if cast is not None:
        return cast
    valued = re.fullmatch(r"you control an? (permanent|creature|artifact|enchantment) with "
                          r"mana value (\d+) or (greater|less)", text)
    if valued:
        kind = {} if valued.group(1) == "permanent" else {"type": valued.group(1)}
        bound = "ge" if valued.group(3) == "greater" else "le"
        return {"exists": {**kind, "controller": "you",
                           "mana_value": {bound: int(valued.group(2))}}}
    found = condition_of(text, again)
    return None if found is None or "_selector" in found else found


def _riot(match: re.Match[str], again: Translate) -> list[Any]:
    """Riot (702.136a; 2011 has no riot): one effect, its controller choosing as it enters
    a +1/+1 counter or haste (614.12a)."""
    return [entering_self({"enter_with_one_of": [
        {"counters": [{"counter": "+1/+1", "count": 1}]}, {"abilities": ["haste"]}]})]


def _amplify(match: re.Match[str], again: Translate) -> list[Any]:
    """Amplify N (702.38a; 702.36a in 2011): N +1/+1 counters for each card revealed from
    the hand that shares a creature type with it (the word's default cards)."""
    return [entering_self({"amplify": int(match.group(1))})]


def _devour_quality(match: re.Match[str], again: Translate) -> list[Any]:
    """Devour QUALITY N (702.82c; 2011 defines only devour of creatures, 702.80a): the
    permanents of that type you control sacrificed, as the card's words say."""
    return [entering_self({"devour": int(match.group(2)),
                           "objects": {"type": match.group(1), "controller": "you"}})]


def _cast_count(match: re.Match[str], again: Translate) -> list[Any] | None:
    """"~ enters with a number of COUNTER counters on it equal to the amount of mana spent
    to cast it" / "a COUNTER counter on it for each color of mana spent to cast it"
    (converge): the cast record of the spell that became it (601.2h, 614.12)."""
    counter, phrase = match.groups()
    amount = cast_amount(phrase) or cast_each(phrase)
    if amount is None:
        return None
    return [entering_self({"enter_with_counters": {"counter": counter, "count": amount}})]


def _where_x(match: re.Match[str], again: Translate) -> list[Any] | None:
    """"~ enters with X COUNTER counters on it, where X is the greatest power among other
    creatures you control": the value as it would enter (614.1c, 614.12), read as the
    grammar's "where X is" values are (``rules_costs.value_of``)."""
    counter, text = match.groups()
    amount = value_of(text, again)
    if amount is None:
        return None
    return [entering_self({"enter_with_counters": {"counter": counter, "count": amount}})]


def _otherwise_more(match: re.Match[str], again: Translate) -> list[Any] | None:
    """"Each other Vehicle and creature you control enters with an additional +1/+1
    counter on it if its mana value is 4 or less. Otherwise, it enters with three
    additional +1/+1 counters on it": the others entering (614.1d), the entering one's mana
    value as it would enter (614.12, 202.3) choosing which; the two cases never meet, so
    one effect for each is the same as one effect with both."""
    subject, counter, bound, more, again_counter = match.groups()
    watched = again(f"{subject} enters with an additional {counter} counter on it")
    if counter != again_counter or watched is None or len(watched) != 1:
        return None
    body = watched[0]["replacement"]
    found = []
    for mana_value, count in (({"le": int(bound)}, 1), ({"ge": int(bound) + 1}, count_of(more))):
        objects = {**copy.deepcopy(body["watch"]["object"]), "mana_value": mana_value}
        found.append({"replacement": {**body, "watch": {**body["watch"], "object": objects},
                                      "instead": {"enter_with_counters": {
                                          "counter": counter, "count": count}}}})
    return found


def _minus_x_tapped(match: re.Match[str], again: Translate) -> list[Any] | None:
    """"~ enters with a number of stun counters on it equal to three minus X. If X is 2 or
    less, it enters tapped" (Slumbering Trudge): N - X counters, none when that is 0 or
    less (107.1b), tapped when X is at most M; both at once where both happen, one effect
    (614.1c), and the counters alone for a larger X while N - X is still positive."""
    counter, total, most = match.group(1), int(match.group(2)), int(match.group(3))
    counters = [{"counter": counter, "count": {"difference": [total, {"chosen": "x"}]}}]
    found = [entering_self({"enter_with": {"tapped": True, "counters": counters}},
                           {"le": [{"chosen": "x"}, most]})]
    if most < total - 1:
        found.append(entering_self({"enter_with": {"counters": copy.deepcopy(counters)}},
                                   {"ge": [{"chosen": "x"}, most + 1]}))
    return found


_FORM = re.compile(rf"an? (\d+)/(\d+) ((?:[A-Z][A-Za-z'-]* )*)((?:artifact )?creature)"
                   rf"(?: with {_KEYWORD}| with (defender))?")


def _becomes_choice(match: re.Match[str], again: Translate) -> list[Any] | None:
    """"As ~ enters, it becomes your choice of a 3/3 artifact creature, a 2/2 artifact
    creature with flying, or a 1/6 Wall artifact creature with defender in addition to its
    other types": the form chosen as it enters (614.12a), part of its copiable values
    (707.2; 706.2 in 2011); each option is named by its own words (`choices: {form: ...}`)."""
    options: Data = {}
    for item in re.split(r", or |, ", match.group(1)):
        form = _FORM.fullmatch(item)
        if form is None or item in options:
            return None
        power, toughness, subtypes, types, keyword, defender = form.groups()
        made: Data = {"set_pt": [int(power), int(toughness)], "add_types": types.split()}
        if subtypes:
            made["add_subtypes"] = subtypes.split()
        if keyword or defender:
            made["add_abilities"] = [keyword or defender]
        options[item.split(" ", 1)[1]] = made
    if len(options) < 2:
        return None
    return [{"static": {"applies_to": {"self": True}, "effects": [
        {"becomes_chosen": {"choice": "form", "options": options}}]}}]


def _chosen_protection(match: re.Match[str], again: Translate) -> list[Any] | None:
    """"All Slivers have protection from the chosen color": the color chosen as it entered
    (614.12a, its choice `color`), a protection quality (702.16a; 702.15a in 2011), given
    to what "SUBJECT have flying" would give it to (layer 6)."""
    drafted = again(f"{match.group(1)} {match.group(2)} flying")
    if drafted is None or len(drafted) != 1 or "static" not in drafted[0]:
        return None
    static = dict(drafted[0]["static"])
    if static.get("effects") != [{"add_abilities": ["flying"]}]:
        return None
    static["effects"] = [{"add_protection": [{"chosen": "color"}]}]
    return [{"static": static}]


def _as_enters_put(match: re.Match[str], again: Translate) -> list[Any] | None:
    """"As ~ enters, put X +1/+1 counters on it, where X is ...": the same replacement as
    "~ enters with" (614.1c names both wordings)."""
    return again(f"~ enters with {match.group(1)} on it{match.group(2)}")


def _enters_or_face_up(match: re.Match[str], again: Translate) -> list[Any] | None:
    """"As ~ enters or is turned face up, ...": the entering (614.1c) and the turning face
    up (614.1e), each read on its own; declined unless both are."""
    entering = again(f"as ~ enters, {match.group(1)}")
    turning = again(f"as ~ is turned face up, {match.group(1)}")
    return None if entering is None or turning is None else entering + turning


_COPY_KINDS = r"(?:nonland )?(?:creature|artifact|enchantment|land|planeswalker|permanent)"
_THEY = r"(?:it's|he's|she's)"
_OTHER_TYPES = r"in addition to (?:its|his|her) other types"


def _copy(match: re.Match[str], again: Translate) -> list[Any] | None:
    """"You may have ~ enter as a copy of a creature you control, except ...": the copy is
    the object's choice `copy`, made as it enters (707.9 / 706.9 in 2011; which objects
    it may copy is the choice's, as for the grammar's "any creature on the battlefield"),
    with the exceptions written (707.9a-b: a name, types, an ability)."""
    copy: Data = {"of": {"chosen": "copy"}}
    for item in re.split(r",? and |, ", match.group(1)) if match.group(1) else []:
        found = _copy_exception(item, again)
        if found is None or any(key in copy for key in found):
            return None
        copy.update(found)
    return [{"static": {"applies_to": {"self": True}, "effects": [{"copy": copy}]}}]


def _copy_exception(item: str, again: Translate) -> Data | None:
    """One exception of a copy: its own name, subtypes or card types added, a keyword."""
    if re.fullmatch(r"(?:its|his|her) name is ~", item):
        named = again("you may have ~ enter as a copy of any creature on the battlefield, "
                      "except its name is ~")
        return None if named is None else \
            {"name": named[0]["static"]["effects"][0]["copy"]["name"]}
    types = re.fullmatch(rf"{_THEY} (?:a|an) ((?:[A-Z][A-Za-z'-]* ?)+) {_OTHER_TYPES}", item)
    if types:
        return {"add_subtypes": types.group(1).split()}
    kind = re.fullmatch(rf"{_THEY} (?:a|an) (artifact|enchantment|land) {_OTHER_TYPES}", item)
    if kind:
        return {"add_types": [kind.group(1)]}
    keyword = re.fullmatch(rf"(?:it|he|she) has {_KEYWORD}|(?:it|he|she) has (changeling)", item)
    if keyword:
        return {"add_abilities": [keyword.group(1) or keyword.group(2)]}
    return None


_READERS = [(re.compile(p), read) for p, read in [
    (rf"you may have ~ enter as a copy of (?:any|a|an) {_COPY_KINDS}(?: or {_COPY_KINDS})* "
     r"(?:you control|on the battlefield)(?:, except (.+))?", _copy),
    (rf"~ enters tapped with {_COUNT} {_COUNTER} counters? on it", _tapped_with),
    (rf"(?:if (.+), )?~ enters with {_COUNT} {_COUNTER} counters? and {_COUNT} {_COUNTER} "
     r"counters? on it", _two_kinds),
    (rf"if ~ was kicked, it enters with {_COUNT} {_COUNTER} counters? on it and with "
     rf"{_KEYWORD}", _kicked_with),
    (r"~ enters tapped and doesn't untap during your untap step", _tapped_no_untap),
    (r"~ enters tapped if it's not your turn", _tapped_not_your_turn),
    (r"as ~ enters, choose a basic land type\. then you may pay (\d+) life\. "
     r"if you don't, it enters tapped", _choice_then),
    (rf"(each other [A-Z][A-Za-z'-]* you control) enters with an additional {_COUNTER} "
     r"counter on it for each ([A-Z][A-Za-z'-]*) you already control", _additional_each),
    (rf"~ enters with a {_COUNTER} counter on it plus an additional {_COUNTER} counter on "
     r"it for each (.+)", _plus_each),
    (r"(.+ for each (?:other )?[a-z]+) and/or ([a-z]+ you control)", _and_or),
    (r"(~ enters with .+ on it) if (.+)", _with_if),
    (rf"~ enters with a number of {_COUNTER} counters on it equal to (the amount of mana "
     r"spent to cast (?:it|~))", _cast_count),
    (rf"~ enters with a {_COUNTER} counter on it for each (color of mana spent to cast "
     r"(?:it|~))", _cast_count),
    (rf"~ enters with x {_COUNTER} counters on it, where x is (.+)", _where_x),
    (rf"((?:each )?other .+ you control) enters with an additional {_COUNTER} counter on it "
     rf"if its mana value is (\d+) or less\. otherwise, it enters with {_COUNT} additional "
     rf"{_COUNTER} counters on it", _otherwise_more),
    (rf"~ enters with a number of {_COUNTER} counters on it equal to (\d+) minus x\. if x "
     r"is (\d+) or less, it enters tapped", _minus_x_tapped),
    (r"as ~ enters, it becomes your choice of (.+) in addition to its other types",
     _becomes_choice),
    (r"(.+) (have|has) protection from the chosen color", _chosen_protection),
    (r"as ~ enters, put (.+?) on it((?:, where x is .+)?)", _as_enters_put),
    (r"as ~ enters or is turned face up, (.+)", _enters_or_face_up),
    (r"riot", _riot),
    (r"amplify (\d+)", _amplify),
    (rf"devour ({'|'.join(_QUALITY_TYPES)}) (\d+)", _devour_quality),
]]
