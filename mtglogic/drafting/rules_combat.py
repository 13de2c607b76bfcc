"""Drafting the combat rules sentences (613.10 in 2011, 613.11 in 2026) into the combat words.

Read before ``rules_sentences`` (which it falls back to): whom a creature can't attack
("can't attack you [or planeswalkers you control]", 508.1b-c), restrictions that hold
unless the declaration meets a condition ("can't attack unless defending player controls an
Island", "unless you control more creatures than defending player", "unless a black or
green creature also attacks", 508.1c, 509.1b), "can't attack alone" (506.5), "can't be
blocked except by N or more creatures" and "as long as defending player controls ..."
(509.1b), relative power ("creatures with power less than ~'s power can't block it", "can't
be blocked by creatures with greater power", "can't block creatures with power greater than
~'s power"), the costs to attack and block ("unless their controller pays {N} for each",
508.1h / 508.1g in 2011, 509.1d), "no more than N creatures can attack (block) each
combat", "all creatures able to block ~ do so" (509.1c), "can attack as though it didn't
have defender" (702.3b), "can't attack, block, or transform" (701.27a / 701.25a), the
source's own power as condition ("unless its power is 6 or greater"), and a rules
predicate before a granted ability ("can't be blocked and has shroud").

Each is read by rewriting it into the sentence ``rules_sentences`` drafts with the plain
word ("~ can't attack unless ..." is first drafted as "~ can't attack"), so the subject and
any condition are the grammar's; that draft must hold exactly the plain words, which are
then replaced. Anything else is declined (None).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from mtglogic.drafting.parts import Translate, condition_of
from mtglogic.drafting.rules_players import MANA, Data
from mtglogic.drafting.rules_sentences import group_selector, rules_sentence

SELF_POWER = {"power": "self"}  # the source's power, as the rule reads it when it is used
_PLANESWALKERS = " or planeswalkers you control"
_DEFENDERS = rf"you(?P<walkers>{_PLANESWALKERS})?"
_TAX = rf"unless their controller pays {MANA} for each (?:of those creatures|creature they " \
    r"control that's attacking you)"
Make = Callable[[re.Match[str], Translate], list[Data] | None]
CANT_ATTACK: list[Data] = [{"cant_attack": True}]
CANT_BLOCK: list[Data] = [{"cant_block": True}]
BOTH: list[Data] = CANT_ATTACK + CANT_BLOCK
CANT_BE_BLOCKED: list[Data] = [{"cant_be_blocked": True}]


def declaration(text: str, again: Translate) -> Data | None:
    """A condition a declaration meets or not (508.1c, 509.1b), or None."""
    more = re.fullmatch(r"you control more creatures than (defending|attacking) player", text)
    if more:
        return {"more_creatures_than": f"{more.group(1)}_player"}
    controls = re.fullmatch(r"defending player controls (an? .+)", text)
    if controls:  # read as "you control A", then said of the defending player's permanents
        found = condition_of(f"you control {controls.group(1)}", again)
        exists = None if found is None or set(found) != {"exists"} else dict(found["exists"])
        if exists is None or exists.pop("controller", None) != "you" or "zone" in exists:
            return None
        return {"defending_player_controls": exists}
    also = re.fullmatch(r"an? (.+) creature also attacks", text)
    if also:
        selector = _colors(also.group(1))
        return None if selector is None else {"also_attacks": selector}
    return None


def _colors(text: str) -> Data | None:
    """"black or green": a creature of either color (105.2)."""
    colors = text.split(" or ")
    if not all(c in ("white", "blue", "black", "red", "green") for c in colors):
        return None
    return {"type": "creature", "color": colors}


def _relative(text: str) -> Data | None:
    """Creatures whose power compares with the source's, read when the rule is used."""
    less = re.fullmatch(r"creatures with (?:power (less|greater) than ~'s power|"
                        r"(greater|lesser) power)", text)
    if less is None:
        return None
    way = less.group(1) or less.group(2)
    return {"type": "creature", "power": {"lt" if way in ("less", "lesser") else "gt":
                                          SELF_POWER}}


def _fixed(*rules: Data) -> Make:
    return lambda match, again: list(rules)


def _defenders(match: re.Match[str]) -> Data:
    walkers = {"planeswalkers": True} if match.group("walkers") else {}
    return {"players": "you", **walkers}


def _unless(word: str, plain: list[Data]) -> Make:
    """"can't attack [or block] unless CONDITION": the word with the condition, or both
    words when the sentence restricts attacking and blocking (``word`` empty)."""
    def make(match: re.Match[str], again: Translate) -> list[Data] | None:
        found = declaration(match.group("condition"), again)
        if found is None:
            return None
        if plain is BOTH:
            return [{"cant_attack_unless": found}, {"cant_block_unless": found}]
        return [{word: found}]
    return make


def _attack_cost(match: re.Match[str], again: Translate) -> list[Data] | None:
    return [{"attack_cost": {"mana": match.group(2).upper(), **_defenders(match)}}]


def _block_cost(match: re.Match[str], again: Translate) -> list[Data] | None:
    return [{"block_cost": {"mana": match.group(1).upper()}}]


def _min_blockers(match: re.Match[str], again: Translate) -> list[Data] | None:
    count = int(match.group(1))
    return None if count < 2 else [{"min_blockers": count}]


def _blocked_if(match: re.Match[str], again: Translate) -> list[Data] | None:
    found = declaration(match.group("condition"), again)
    if found is None or "defending_player_controls" not in found:
        return None
    return [{"cant_be_blocked_if": found}]


def _not_by(match: re.Match[str], again: Translate) -> list[Data] | None:
    found = _relative(match.group(1))
    return None if found is None else [{"cant_be_blocked": {"by": found}}]


def _cant_block_these(match: re.Match[str], again: Translate) -> list[Data] | None:
    found = _relative(match.group(1)) or group_selector(match.group(1), again)
    return None if found is None else [{"cant_block_creatures": found}]


def _attack_you_or_block(match: re.Match[str], again: Translate) -> list[Data] | None:
    found = group_selector(match.group("blocked"), again)
    if found is None:
        return None
    return [{"cant_attack_player": _defenders(match)}, {"cant_block_creatures": found}]


# (the sentence's end after its subject, the plain predicate drafted in its place, the
# plain words that draft must hold, the words put in their place)
REWRITES: list[tuple[re.Pattern[str], str, list[Data], Make]] = [
    (re.compile(p), plain, words, make) for p, plain, words, make in [
        (rf"can't attack {_DEFENDERS} {_TAX}", "can't attack", CANT_ATTACK, _attack_cost),
        (rf"can't block {_TAX}", "can't block", CANT_BLOCK, _block_cost),
        (rf"can't attack {_DEFENDERS} or block (?P<blocked>creatures you control)",
         "can't attack or block", BOTH, _attack_you_or_block),
        (rf"can't attack {_DEFENDERS}", "can't attack", CANT_ATTACK,
         lambda m, a: [{"cant_attack_player": _defenders(m)}]),
        (r"can't attack unless (?P<condition>.+)", "can't attack", CANT_ATTACK,
         _unless("cant_attack_unless", CANT_ATTACK)),
        (r"can't block unless (?P<condition>.+)", "can't block", CANT_BLOCK,
         _unless("cant_block_unless", CANT_BLOCK)),
        (r"can't attack or block unless (?P<condition>.+)", "can't attack or block", BOTH,
         _unless("", BOTH)),
        (r"can't attack alone", "can't attack", CANT_ATTACK,
         _fixed({"cant_attack_alone": True})),
        (r"can't attack, block, or transform", "can't attack or block", BOTH,
         _fixed(*BOTH, {"cant_transform": True})),
        (r"can't be blocked except by (\d+) or more creatures", "can't be blocked",
         CANT_BE_BLOCKED, _min_blockers),
        (r"can't be blocked as long as (?P<condition>defending player controls .+)",
         "can't be blocked", CANT_BE_BLOCKED, _blocked_if),
        (r"can't be blocked by (creatures with .+)", "can't be blocked", CANT_BE_BLOCKED,
         _not_by),
        (r"can't block (creatures with .+)", "can't block", CANT_BLOCK, _cant_block_these),
        (r"can't be blocked by (white|blue|black|red|green) and/or "
         r"(white|blue|black|red|green) creatures", "can't be blocked", CANT_BE_BLOCKED,
         lambda m, a: [{"cant_be_blocked": {"by": _colors(f"{m.group(1)} or {m.group(2)}")}}]),
        (r"can attack as though (?:it|they) didn't have defender", "can't attack",
         CANT_ATTACK, _fixed({"attacks_despite_defender": True})),
    ]]
_SUBJECT_END = re.compile(r"^(?P<subject>.+?) (?P<rest>can't .+|can attack .+)$")


def combat_sentence(form: str, again: Translate) -> list[Data] | None:
    """The static ability of a combat rules sentence (in the grammar's form), else what
    ``rules_sentences`` reads of it."""
    return _whole(form) or _rewritten(form, again) or _reordered(form, again) \
        or rules_sentence(form, again)


_RULES_FIRST = re.compile(r"(?P<subject>.+?) (?P<rules>can't attack or block|can't attack|"
                          r"can't block|can't be blocked) and (?P<layer>(?:has|have) .+)")


def _reordered(form: str, again: Translate) -> list[Data] | None:
    """"Equipped creature can't be blocked and has shroud" (Whispersilk Cloak): read as
    "... has shroud and can't be blocked", the order ``rules_sentences`` reads (two
    predicates of one subject, in either order the same abilities)."""
    found = _RULES_FIRST.fullmatch(form)
    if found is None:
        return None
    return rules_sentence(f"{found.group('subject')} {found.group('layer')} and "
                          f"{found.group('rules')}", again)


def _whole(form: str) -> list[Data] | None:
    """Sentences with no subject the grammar reads: limits on a whole combat (508.1c,
    509.1b), a requirement on every blocker (509.1c), and blockers by relative power."""
    limit = re.fullmatch(r"no more than (\d+) creatures? can (attack|block) each combat", form)
    if limit:
        word = "max_attackers" if limit.group(2) == "attack" else "max_blocking"
        return [{"static": {"rules": [{word: {"players": "each",
                                              "count": int(limit.group(1))}}]}}]
    if form == "all creatures able to block ~ do so":
        return [{"static": {"applies_to": {"self": True},
                            "rules": [{"must_be_blocked_by_all": True}]}}]
    blockers = re.fullmatch(r"(creatures with .+) can't block (?:it|~)", form)
    found = _relative(blockers.group(1)) if blockers else None
    if found is not None:
        return [{"static": {"applies_to": {"self": True},
                            "rules": [{"cant_be_blocked": {"by": found}}]}}]
    return None


_OWN_POWER = re.compile(r"(?P<plain>can't attack or block|can't attack|can't block|can't be "
                        r"blocked) (?P<how>unless|if) (?:its|her|his|~'s) power is (?P<n>\d+) "
                        r"or (?P<way>greater|less)")


def _own_power(subject: str, match: re.Match[str], again: Translate) -> list[Data] | None:
    """"~ can't attack or block unless its power is 6 or greater", "~ can't be blocked if
    her power is 1 or less": the words while the source's power (after the layers) is so,
    or is not (611.3a); said of the card itself only."""
    drafted = rules_sentence(f"{subject} {match.group('plain')}", again)
    if subject != "~" or drafted is None or len(drafted) != 1:
        return None
    body = dict(drafted[0].get("static") or {})
    if body.get("applies_to") != {"self": True} or "condition" in body or "rules" not in body:
        return None
    bound = "ge" if match.group("way") == "greater" else "le"
    condition: Data = {"exists": {"self": True, "power": {bound: int(match.group("n"))}}}
    if match.group("how") == "unless":
        condition = {"not": condition}
    return [{"static": {"condition": condition, **body}}]


_SOURCE_STATE = re.compile(r"as long as ~ is (untapped|tapped|attacking|blocking), (.+)")
_STATES: dict[str, Data] = {"untapped": {"tapped": False}, "tapped": {"tapped": True},
                            "attacking": {"attacking": True}, "blocking": {"blocking": True}}


def _rewritten(form: str, again: Translate) -> list[Data] | None:
    """"[as long as ~ is STATE,] SUBJECT REST": REST rewritten into its plain predicate;
    the source's state a condition on it (611.3a) when the subject is other creatures."""
    state = _SOURCE_STATE.fullmatch(form)
    if state is not None and not state.group(2).startswith(("~ ", "it ")):
        found = _rewritten(state.group(2), again)
        if found is None or "condition" in found[0]["static"]:
            return None
        condition = {"exists": {"self": True, **_STATES[state.group(1)]}}
        return [{"static": {"condition": condition, **found[0]["static"]}}]
    match = _SUBJECT_END.match(form)
    if match is None:
        return None
    subject, rest = match.group("subject"), match.group("rest")
    power = _OWN_POWER.fullmatch(rest)
    if power is not None:
        return _own_power(subject, power, again)
    for pattern, plain, words, make in REWRITES:
        end = pattern.fullmatch(rest)
        if end is None:
            continue
        rules = make(end, again)
        drafted = None if rules is None else rules_sentence(f"{subject} {plain}", again)
        if rules is None or drafted is None or len(drafted) != 1:
            return None
        body = dict(drafted[0].get("static") or {})
        if body.get("rules") != words:
            return None
        return [{"static": {**body, "rules": rules}}]
    return None
