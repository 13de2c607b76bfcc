"""Drafting game-rule effects (613.10 in 2011, 613.11 in 2026) into the ``rules`` words.

Read before ``rules_sentences`` when the grammar does not derive a sentence: triggers ("if a
triggered ability of SUBJECT triggers, that ability triggers an additional time", the same
when a permanent entering caused it, 603.2d; "creatures entering don't cause abilities to
trigger", 603.6a), untapping ("untap SUBJECT during each other player's untap step", "players
can't untap more than N artifacts ...", 502.3 / 502.2; "can't become untapped", 701.26b /
701.17b), damage ("damage isn't removed from ~ during cleanup steps", 514.2; toughness
rather than power, 510.1a; "as though it weren't blocked", 510.1b), mana ("don't lose
unspent mana", 500.5 / 500.4), the game ("can't lose the game", "can't win the game", "can't
gain life", "can't draw cards", 104.3, 104.2, the last two as the replacement engine's
`cant` on their events; hands revealed;
the legend rule, 704.5j / 704.5k; the opening-hand Leylines, 103.6a / 103.5a), and
prohibitions ("activated abilities of ... can't be activated [unless they're mana
abilities]", 602.5; "players can't cycle cards"; spending mana "as though it were mana of
any color", 609.4b / 609.4; "can't be the target of ...", "can't be turned face up", "SUBTYPE spells
can't be countered"). A subject is read by the grammar (its ``subject`` start symbol), so a
subject it does not know is never guessed; anything else is declined (None).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from mtglogic.drafting.oracle import Sentence
from mtglogic.drafting.parts import Translate, condition_of, subject_of
from mtglogic.drafting.rules_players import MARKER, Data, spell_selector
from mtglogic.drafting.rules_sentences import OBJECT_PREDICATES, rules_sentence
from mtglogic.model.terms import ZONES

_WHO = {"you": "you", "your opponents": "opponents", "players": "each", "each player": "each"}
_WHO_RE = "|".join(sorted(_WHO, key=len, reverse=True))
_COLORS = ("white", "blue", "black", "red", "green")
_CANT = {"lose the game": "cant_lose", "win the game": "cant_win"}
_CANT_EVENT = {"gain life": "gain_life", "draw cards": "draw"}  # replacement-engine `cant`s
_WATCHED = {"you": "you", "opponents": "opponent", "each": "any"}


def subject(text: str, again: Translate) -> Data | None:
    """The selector of an object subject, read by the grammar: "~", "equipped creature",
    "a legendary creature you control", "permanents your opponents control"; also "...
    with power N or less" (or greater) and a list of kinds ("artifacts, creatures, and
    planeswalkers": any of them)."""
    power = re.fullmatch(r"(.+) with power (\d+) or (less|greater)", text)
    if power:
        found = subject(power.group(1), again)
        bound = "le" if power.group(3) == "less" else "ge"
        return None if found is None or "power" in found else \
            {**found, "power": {bound: int(power.group(2))}}
    kinds = re.fullmatch(r"(\w+s), (\w+s),? and (\w+s)", text)
    if kinds:
        parts = [subject(kind, again) for kind in kinds.groups()]
        return None if any(p is None for p in parts) else {"any": parts}
    text = re.sub(r"^an? ", "each ", re.sub(r"^another ", "each other ", text))
    return subject_of(text, again)


def _either(text: str, again: Translate) -> Data | None:
    """A subject of two kinds ("a legendary permanent or an artifact"): either one. After
    "~ or", "it" is the card itself ("Cloud or an Equipment attached to it")."""
    if text.startswith("~ or "):
        text = re.sub(r"\bit$", "~", text)
    found = subject(text, again)
    if found is None and re.search(r" or an? ", text):
        found = subject(re.sub(r" or an? ", " and each ", text), again)
    return found


def _on_objects(selector: Data | None, *rules: Data, **extra: object) -> list[Data] | None:
    if selector is None:
        return None
    return [{"static": {**extra, "applies_to": selector, "rules": list(rules)}}]


def _additional(match: re.Match[str], again: Translate) -> list[Data] | None:
    # 603.2d: the ability triggers one more time than it otherwise would
    return _on_objects(_either(match.group(1), again), {"triggers_additional": True})


def _additional_entering(match: re.Match[str], again: Translate) -> list[Data] | None:
    movers = _either(match.group(1), again)
    if movers is None:
        return None
    if match.group(3):  # "under your control": the entering object's controller
        movers = {**movers, "controller": "you"}
    moves = {"entering": movers, **({"leaving": movers} if match.group(2) else {})}
    return _on_objects(subject(match.group(4), again), {"triggers_additional": moves})


def _no_entering_triggers(match: re.Match[str], again: Translate) -> list[Data] | None:
    movers = subject(match.group(1), again)
    return None if movers is None else \
        [{"static": {"rules": [{"entering_doesnt_trigger": movers}]}}]


def _untaps_during_others(match: re.Match[str], again: Translate) -> list[Data] | None:
    return _on_objects(subject(match.group(1), again), {"untaps_during_others": True})


def _untap_limit(match: re.Match[str], again: Translate) -> list[Data] | None:
    count = 1 if match.group(1) in ("1", "one") else int(match.group(1))
    permanents = subject(f"each {match.group(2)}", again)
    if permanents is None:
        return None
    return [{"static": {"rules": [{"untap_limit": {"players": "each", "count": count,
                                                   "of": permanents}}]}}]


def _fixed(word: str) -> Callable[[re.Match[str], Translate], list[Data] | None]:
    return lambda match, again: _on_objects(subject(match.group(1), again), {word: True})


def _unspent(match: re.Match[str], again: Translate) -> list[Data] | None:
    colors = [match.group(2)] if match.group(2) else []
    return [{"static": {"rules": [{"keeps_unspent_mana": {
        "players": _WHO[match.group(1)], **({"colors": colors} if colors else {})}}]}}]


def _cant_players(match: re.Match[str], again: Translate) -> list[Data] | None:
    """"you can't lose the game and your opponents can't win the game" (each clause a player
    word for the players it names), "players can't draw cards or gain life" (each a `cant`
    on its event, as the replacement engine reads "can't gain life", 614.17)."""
    rules: list[Data] = []
    events: list[Data] = []
    for clause in re.split(r" and (?=(?:" + _WHO_RE + r") can't )", match.group(0)):
        found = re.fullmatch(rf"({_WHO_RE}) can't (.+)", clause)
        if found is None:
            return None
        who = _WHO[found.group(1)]
        for verb in re.split(r" or | and ", found.group(2)):
            if verb in _CANT:
                rules.append({_CANT[verb]: {"players": who}})
            elif verb in _CANT_EVENT:
                events.append({"replacement": {"watch": {"event": _CANT_EVENT[verb],
                                                         "player": _WATCHED[who]},
                                               "cant": True}})
            else:
                return None
    return ([{"static": {"rules": rules}}] if rules else []) + events


def _hands_revealed(match: re.Match[str], again: Translate) -> list[Data] | None:
    return [{"static": {"rules": [{"plays_hand_revealed": {"players": _WHO[match.group(1)]}}]}}]


def _opening_hand(match: re.Match[str], again: Translate) -> list[Data] | None:
    # a static ability of the card in its owner's hand, used before the game (103.6a)
    return [{"static": {"applies_to": {"self": True, "zone": "hand"}, "functions_in": ["hand"],
                        "rules": [{"may_begin_on_battlefield": True}]}}]


def _cant_activate(match: re.Match[str], again: Translate) -> list[Data] | None:
    word: Data = {"cant_activate": {"mana_abilities": True} if match.group(2) else True}
    if match.group(1) == "sources with the chosen name":  # a source is in any zone
        zones = [zone for zone in ZONES if zone != "outside"]
        return _on_objects({"name": [{"chosen": "name"}], "zone": zones}, word)
    return _on_objects(subject(match.group(1), again), word)


def _uncounterable(match: re.Match[str], again: Translate) -> list[Data] | None:
    spells = spell_selector(match.group(1))
    if spells is None or not (spells or match.group(2)):  # not every spell and ability
        return None
    mine = {"controller": "you"} if match.group(2) else {}
    return [{"static": {"applies_to": {**spells, **mine, "zone": "stack"},
                        "rules": [{"cant_be_countered": True}]}}]


def spending_purpose(purpose: str, again: Translate) -> Data | None:
    """What mana is spent on: "to cast SPELLS" (``casting``), "to activate abilities of
    OBJECTS", "to activate ~'s abilities" or "to pay the activation costs of ~'s abilities"
    (``activating``); else None."""
    cast = re.fullmatch(r"to cast (.+ spells)", purpose)
    activate = re.fullmatch(r"to activate abilities of (.+)|to (?:pay the activation costs "
                            r"of|activate) (~)'s abilities", purpose)
    if cast:
        spells = spell_selector(cast.group(1))
        return {"casting": spells} if spells else None
    objects = subject(activate.group(1) or activate.group(2), again) if activate else None
    return None if objects is None else {"activating": objects}


def _spend(match: re.Match[str], again: Translate) -> list[Data] | None:
    """"you may spend [blue] mana as though it were mana of any color [to cast SPELLS | to
    activate abilities of OBJECTS | to pay the activation costs of ~'s abilities]"."""
    argument: Data = {"players": _WHO[match.group(1)]}
    if match.group(2):
        argument["colors"] = [match.group(2)]
    if match.group(3):
        purpose = spending_purpose(match.group(3), again)
        if purpose is None:
            return None
        argument.update(purpose)
    return [{"static": {"rules": [{"spend_as_any_color": argument}]}}]


def _untap_and_activate(match: re.Match[str], again: Translate) -> list[Data] | None:
    # Stuck in Summoner's Sanctum: two rules of one object (502.3, 602.5)
    return _on_objects(subject(match.group(1), again), {"doesnt_untap": True},
                       {"cant_activate": True})


def _untapped_nor_counters(match: re.Match[str], again: Translate) -> list[Data] | None:
    """Blossombind: a rule of the object (701.26b), and putting counters on it an event
    that can't happen (614.17), as the grammar reads "can't have counters put on them"."""
    objects = subject(match.group(1), again)
    if objects is None:
        return None
    return [{"static": {"applies_to": objects, "rules": [{"cant_become_untapped": True}]}},
            {"replacement": {"watch": {"event": "put_counters", "target": objects},
                             "cant": True}}]


def _cycle(match: re.Match[str], again: Translate) -> list[Data] | None:
    return [{"static": {"rules": [{"cant_cycle": {"players": _WHO[match.group(1)]}}]}}]


# (form, its reader): a whole sentence, with no condition before it but "as long as C,"
SENTENCES: list[tuple[re.Pattern[str], Callable[[re.Match[str], Translate],
                                                list[Data] | None]]] = [
    (re.compile(p), read) for p, read in [
        (r"if (?:a triggered ability|an ability) of (.+?) triggers, "
         r"(?:that ability|it) triggers an additional time", _additional),
        (r"if (.+?) entering (or leaving )?(?:the battlefield )?(under your control )?causes "
         r"a triggered ability of (.+?) to trigger, that ability triggers an additional time",
         _additional_entering),
        (r"(.+?) entering don't cause abilities to trigger", _no_entering_triggers),
        (r"untap (.+?) during each other player's untap step", _untaps_during_others),
        (r"players can't untap more than (1|one|\d+) (.+?) during their untap steps",
         _untap_limit),
        (r"damage isn't removed from (.+?) during cleanup steps", _fixed("damage_not_removed")),
        (r"(.+?) assigns? combat damage equal to (?:its|their) toughness rather than "
         r"(?:its|their) power", _fixed("assigns_damage_by_toughness")),
        (r"you may have (.+?) assign its combat damage as though it weren't blocked",
         _fixed("may_assign_as_unblocked")),
        (rf"({_WHO_RE}) don't lose unspent (?:({'|'.join(_COLORS)}) )?mana as steps and "
         r"phases end", _unspent),
        (rf"(?:{_WHO_RE}) can't (?:lose the game|win the game|gain life|draw cards).*",
         _cant_players),
        (rf"({_WHO_RE}) play with (?:their hands|your hand) revealed", _hands_revealed),
        (r"if ~ is in your opening hand, you may begin the game with (?:it|him|her|them) on "
         r"the battlefield", _opening_hand),
        (r"activated abilities of (.+?) can't be activated( unless they're mana abilities)?",
         _cant_activate),
        (r"((?:.+ )?spells)( you control)? can't be countered", _uncounterable),
        (rf"({_WHO_RE}) may spend (?:({'|'.join(_COLORS)}) )?mana as though it were mana of "
         r"any color(?: (to .+))?", _spend),
        (r"(.+?) doesn't untap during its controller's untap step and its activated "
         r"abilities can't be activated", _untap_and_activate),
        (rf"({_WHO_RE}) can't cycle cards", _cycle),
        (r"(.+?) can't become untapped and can't have counters put on (?:it|them)",
         _untapped_nor_counters),
    ]]


def _target_restriction(match: re.Match[str], again: Translate) -> list[Data] | None:
    what = {"spells": "spells", "abilities": "abilities",
            "spells or abilities": "spells_and_abilities"}[match.group(1)]
    argument: Data = {"what": what}
    if match.group(2):
        argument["controlled_by"] = _WHO[match.group(2)]
    if match.group(3):
        sources = subject(f"{match.group(3)}s", again)
        if sources is None:
            return None
        argument["sources"] = sources
    return [{"cant_be_targeted": argument}]


def _word(word: str) -> Callable[[re.Match[str], Translate], list[Data] | None]:
    return lambda match, again: [{word: True}]


def _keyword_granted(match: re.Match[str], again: Translate) -> list[Data] | None:
    """"SUBJECT has persist [as long as C]": a keyword the grammar's list lacks, granted in
    layer 6 (613.1f) like any ability; a condition read by the grammar."""
    objects = subject(match.group(1), again)
    if objects is None:
        return None
    body: Data = {"applies_to": objects, "effects": [{"add_abilities": [match.group(2)]}]}
    if match.group(3):
        condition = condition_of(match.group(3), again)
        if condition is None:
            return None
        body = {"condition": condition, **body}
    return [{"static": body}]


SENTENCES.append((re.compile(r"(.+?) (?:has|have) (persist|undying|provoke|nonbasic "
                             r"landwalk|miracle \{\d+\})(?: as long as (.+))?"),
                  _keyword_granted))


# Predicates of an object, read by ``rules_sentences`` with its subject and condition.
OBJECT_PREDICATES.extend((re.compile(p), read) for p, read in [
    (r"can't become untapped", _word("cant_become_untapped")),
    (r"can't become suspected", _word("cant_become_suspected")),
    (r"can't be turned face up", _word("cant_turn_face_up")),
    (r"can't be the target of (spells or abilities|spells|abilities)(?: (your opponents) "
     r"control| from (\w+) sources)?", _target_restriction),
])


def game_sentence(sentence: Sentence, again: Translate) -> list[Data] | None:
    """The static ability of a game-rule sentence, or None (then ``rules_sentences``)."""
    form = sentence.form
    legend = re.fullmatch(r"the q0 doesn't apply to (.+)", form)
    if legend and sentence.quotes == ("legend rule",):
        return _on_objects(subject(legend.group(1), again), {"legend_rule_exempt": True})
    if MARKER in form or re.search(r"\bq\d+\b", form):
        return None
    condition: Data | None = None
    prefix = re.fullmatch(r"as long as (.+?), (.+)", form)
    if prefix:
        condition = condition_of(prefix.group(1), again)
        if condition is None:
            return None
        form = prefix.group(2)
    during = re.fullmatch(r"(.+) during your turn", form)
    for pattern, read in SENTENCES:
        match = pattern.fullmatch(form)
        if match is None:
            continue
        found = read(match, again)
        if found is None or condition is None:
            return found
        if len(found) != 1 or "static" not in found[0]:
            return None  # a condition on a replacement: not said here
        body = found[0]["static"]
        return None if "condition" in body else [{"static": {"condition": condition, **body}}]
    if during and condition is None:  # "... can't be turned face up during your turn"
        inner = during.group(1)
        found = game_sentence(Sentence(sentence.text, inner, sentence.quotes), again) or \
            rules_sentence(inner, again)
        if found is not None and len(found) == 1 and "static" in found[0] \
                and "applies_to" in found[0]["static"] and "condition" not in found[0]["static"]:
            return [{"static": {"condition": {"your_turn": True}, **found[0]["static"]}}]
    return None
