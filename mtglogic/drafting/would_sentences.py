"""Drafting "would" sentences the grammar does not derive: replacement and prevention (614, 615).

A sentence in the grammar's form (``oracle.Normalizer``) is read here when the grammar
gives no draft of it. Each template is one fixed wording of the Oracle text and says what
its effect does, in the vocabulary's words; a group, a condition or a subject inside it is
read by the grammar itself (``rules_sentences.group_selector``, ``parts.condition_of``),
so a word the grammar does not know is never guessed. The families (the rule numbers are the
same in cr-2011 and cr-2026 unless said):

* prevention of the damage dealt to and dealt by one object (one effect, 615.1), a shield
  on a target ("prevent the next N damage", 615.7), prevention of "N or less damage"
  (615.1, the watch key ``amount``) and prevention that puts counters instead (615.5);
* damage changed (614.1a): "4 or more damage ... deals 3 instead", "twice that much" from
  creatures that entered this turn, "double all damage" of sources of the chosen type;
  damage dealt to another object instead (614.9: "is dealt to ~ instead");
* damage turned into counters on the card (614.1a), counters put plus one (614.1a),
  tokens multiplied or created with one more token (614.1a, 111.4; 111.10 predefined
  tokens in 2026, the same definitions in 2011), life gained as none (614.1a), a draw from
  an empty library skipped (614.1b; 121.6a, 120.6a in 2011);
* dying replaced by exile with counters on the card or with life gained (614.1a; dies:
  700.4, 700.6 in 2011), "combat damage can't be prevented" (615.12);
* "the next time you would draw a card this turn, ... instead": an effect of the resolved
  ability, used up by the first draw it replaces (``once``: 614.3, 615.8);
* "the next time a source of your choice would deal damage to you this turn, ...", and a
  shield "by a source of your choice": the source chosen as it resolves (609.7a, the watch
  key ``source_of_choice``), used up as 615.8 says.

Anything else is declined (None): the sentence stays as text.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtglogic.drafting.parts import Translate, card_state_of, condition_of
from mtglogic.drafting.rules_sentences import group_selector
from mtglogic.drafting.would_conditions import max_speed_replacement
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.vocabulary.tokens import predefined_tokens

Data = dict[str, Any]
Reader = Callable[[re.Match[str], bool, str, Translate], list[Data] | None]
SOURCE_ZONES = ["battlefield", "stack"]  # where a source has a controller (108.4)
COLORS = ("white", "blue", "black", "red", "green")
_SUBJECTS: dict[str, Any] = {  # "dealt to and dealt by SUBJECT": the object's selector
    "~": {"self": True},
    "enchanted creature": {"enchanted": True},
    "equipped creature": {"equipped": True},
    "target creature": "target",
}
_TARGETS = r"target (?:(?:artifact|legendary|attacking|blocking|nonartifact) )?creature"


def would_sentence(form: str, resolves: bool, choice: str,
                   again: Translate) -> list[Data] | None:
    """The effects of a "would" sentence in the grammar's form (as a resolving effect's
    when ``resolves``), or None."""
    form = form.replace(" ,", ",")
    for pattern, read in TEMPLATES:
        match = pattern.fullmatch(form)
        if match is not None:
            found = read(match, resolves, choice, again)
            if found is not None:
                return [{"replacement": effect} for effect in found]
    return max_speed_replacement(form, resolves, again)


def _turn(resolves: bool, this_turn: str | None) -> Data | None:
    """"This turn" only of a resolving effect, which has it (611.2a); a static ability has
    no such duration. None: the combination is not one the drafter reads."""
    if bool(this_turn) != resolves:
        return None
    return {"resolved": True} if resolves else {}


def _to_and_by(match: re.Match[str], resolves: bool, choice: str,
               again: Translate) -> list[Data] | None:
    """"Prevent all [combat] damage that would be dealt to and dealt by X [this turn]": one
    prevention effect on the damage X deals or is dealt (615.1; the watch key
    ``involving``)."""
    flags = _turn(resolves, match.group(3))
    subject = _SUBJECTS[match.group(2)]
    if flags is None or (subject == "target" and not resolves):
        return None
    combat = {"combat": True} if match.group(1) else {}
    return [{**flags, "watch": {"event": "damage", **combat, "involving": subject},
             "instead": {"prevent": "all"}}]


def _shield(match: re.Match[str], resolves: bool, choice: str,
            again: Translate) -> list[Data] | None:
    """"Prevent the next N damage that would be dealt to target X this turn": a shield of
    the resolved ability on its target (615.7; what may be targeted is the target's)."""
    if not resolves:
        return None
    return [{"resolved": True, "watch": {"event": "damage", "recipient": "target"},
             "instead": {"shield": int(match.group(1))}}]


def _prevent_to_counters(match: re.Match[str], resolves: bool, choice: str,
                         again: Translate) -> list[Data] | None:
    """"If damage would be dealt to ~, prevent that damage and put that many C counters on
    it": the prevention, and the counters it adds for the damage prevented (615.5)."""
    if resolves:
        return None
    return [{"watch": {"event": "damage", "recipient": {"object": {"self": True}}},
             "instead": {"prevent": "all", "then": {
                 "event": "put_counters", "target": "self", "counter": match.group(1),
                 "amount": "prevented"}}}]


def _damage_to_counters(match: re.Match[str], resolves: bool, choice: str,
                        again: Translate) -> list[Data] | None:
    """"If damage would be dealt to you, put that many C counters on ~ instead" (614.1a):
    the damage becomes counters on the card."""
    if resolves:
        return None
    return [{"watch": {"event": "damage", "recipient": {"player": "you"}},
             "instead": {"become": {"event": "put_counters", "target": "self",
                                    "counter": match.group(1), "amount": "same"}}}]


def _small_damage(match: re.Match[str], resolves: bool, choice: str,
                  again: Translate) -> list[Data] | None:
    """"If a source would deal N or less/more damage to ~, prevent that damage" (615.1): the
    damage of each source, as modified so far, compared (the watch key ``amount``)."""
    if resolves:
        return None
    way = "le" if match.group(2) == "less" else "ge"
    return [{"watch": {"event": "damage", "recipient": {"object": {"self": True}},
                       "amount": {way: int(match.group(1))}}, "instead": {"prevent": "all"}}]


def _capped_damage(match: re.Match[str], resolves: bool, choice: str,
                   again: Translate) -> list[Data] | None:
    """"If a source would deal N or more damage to a permanent or player, that source deals
    M damage to that permanent or player instead" (614.1a): the amount set to M."""
    if resolves:
        return None
    return [{"watch": {"event": "damage", "amount": {"ge": int(match.group(1))}},
             "instead": {"set": int(match.group(2))}}]


def _dies_with_counters(match: re.Match[str], resolves: bool, choice: str,
                        again: Translate) -> list[Data] | None:
    """"If ~ would die, instead exile it with N C counters on it" (614.1a; dies: 700.4)."""
    if resolves:
        return None
    return [{"watch": {"event": "zone_change", "from": "battlefield", "to": "graveyard",
                       "object": {"self": True}},
             "instead": {"destination": "exile",
                         "counters": {match.group(2): int(match.group(1))}}}]


def _dies_exile_gain(match: re.Match[str], resolves: bool, choice: str,
                     again: Translate) -> list[Data] | None:
    """"If a GROUP would die, instead exile it and you gain N life" (614.1a): exiled, and the
    life gained besides."""
    group = group_selector(match.group(1), again)
    if resolves or not group:
        return None
    return [{"watch": {"event": "zone_change", "from": "battlefield", "to": "graveyard",
                       "object": group},
             "instead": {"destination": "exile", "then": {
                 "event": "gain_life", "player": "you", "amount": int(match.group(2))}}}]


def _counters_plus_one(match: re.Match[str], resolves: bool, choice: str,
                       again: Translate) -> list[Data] | None:
    """"If you would put one or more counters on a permanent you control, put that many plus
    one of each of those kinds ... instead" (614.1a; who puts them: 122.6a)."""
    if resolves:
        return None
    return [{"watch": {"event": "put_counters", "by": "you",
                       "target": {"permanent": True, "controller": "you"}},
             "instead": {"add": 1}}]


def _token_definition(pt: str, colors: str, subtype: str) -> Data:
    power, toughness = (int(n) for n in pt.split("/"))
    token: Data = {"name": subtype, "types": ["creature"], "subtypes": [subtype],
                   "power": power, "toughness": toughness}
    if colors:
        token["colors"] = colors.split()
    return token


def _tokens_plus_creature(match: re.Match[str], resolves: bool, choice: str,
                          again: Translate) -> list[Data] | None:
    """"Those tokens plus a 1/1 green Frog creature token are created instead" (614.1a,
    111.4): the tokens, and one token of that definition."""
    if resolves:
        return None
    token = _token_definition(match.group(1), match.group(2) or "", match.group(3))
    return [{"watch": {"event": "create_tokens", "player": "you"},
             "instead": {"become": [
                 {"event": "create_tokens", "token": "same", "count": "same"},
                 {"event": "create_tokens", "token": token, "count": 1}]}}]


def _typed_tokens_times(match: re.Match[str], resolves: bool, choice: str,
                        again: Translate) -> list[Data] | None:
    """"If one or more creature tokens would be created under your control, three times
    that many of those tokens are created instead" (614.1a; the tokens as they would exist
    on the battlefield, 614.12)."""
    if resolves:
        return None
    factor = 2 if match.group(2) == "twice" else int(match.group(2)[0])
    return [{"watch": {"event": "create_tokens", "player": "you",
                       "object": {"type": match.group(1)}},
             "instead": {"multiply": factor}}]


def _typed_tokens_plus(match: re.Match[str], resolves: bool, choice: str,
                       again: Translate) -> list[Data] | None:
    """"If you would create one or more artifact tokens, instead create those tokens plus an
    additional Map token" (614.1a): a predefined token (111.10 in 2026; the same
    definitions in 2011), named only if both rulesets define it."""
    name = match.group(2)
    if resolves or any(name not in predefined_tokens(load_ruleset(r))
                       for r in ("cr-2011", "cr-2026")):
        return None
    return [{"watch": {"event": "create_tokens", "player": "you",
                       "object": {"type": match.group(1)}},
             "instead": {"become": [
                 {"event": "create_tokens", "token": "same", "count": "same"},
                 {"event": "create_tokens", "token": name, "count": 1}]}}]


def _static(watch: Data, **rest: Any) -> Reader:
    def read(match: re.Match[str], resolves: bool, choice: str,
             again: Translate) -> list[Data] | None:
        return None if resolves else [{"watch": watch, **rest}]
    return read


def _own_damage_unpreventable(match: re.Match[str], resolves: bool, choice: str,
                              again: Translate) -> list[Data] | None:
    """A spell's "The damage can't be prevented" (615.12): the damage it deals as it
    resolves, an effect of its resolution on its own damage."""
    if not resolves:
        return None
    return [{"resolved": True, "watch": {"event": "damage", "source": {"self": True}},
             "unpreventable": True}]


def _entered_twice(match: re.Match[str], resolves: bool, choice: str,
                   again: Translate) -> list[Data] | None:
    """"If a creature you control that entered this turn would deal damage, it deals twice
    that much damage instead" (614.1a)."""
    if resolves:
        return None
    return [{"watch": {"event": "damage", "source": {
        "type": "creature", "controller": "you", "entered_this_turn": True}},
        "instead": {"multiply": 2}}]


def _double_chosen_type(match: re.Match[str], resolves: bool, choice: str,
                        again: Translate) -> list[Data] | None:
    """"Double all damage that sources you control of the chosen type would deal" (614.1a):
    the creature type chosen as the card entered (614.12)."""
    if resolves or choice not in ("", "creature type"):
        return None
    return [{"watch": {"event": "damage", "source": {
        "controller": "you", "zone": list(SOURCE_ZONES),
        "subtype": [{"chosen": "creature_type"}]}}, "instead": {"multiply": 2}}]


def _redirect_to_self(match: re.Match[str], resolves: bool, choice: str,
                      again: Translate) -> list[Data] | None:
    """"[As long as C,] all damage that would be dealt to you [and other permanents you
    control] [by artifacts] is dealt to ~ instead" (614.9)."""
    if resolves:
        return None
    recipient: Data = {"player": "you"}
    if match.group(2):
        recipient["object"] = {"other": True, "controller": "you"}
    watch: Data = {"event": "damage"}
    if match.group(1):
        condition = condition_of(match.group(1), again) or card_state_of(match.group(1), again)
        if condition is None:
            return None
        watch["if"] = condition
    if match.group(3):
        watch["source"] = {"type": match.group(3)[:-1]}
    return [{"watch": {**watch, "recipient": recipient},
             "instead": {"redirect": {"object": "self"}}}]


def _source_of_choice(match: re.Match[str], resolves: bool, choice: str,
                   again: Translate) -> list[Data] | None:
    """"The next time [an artifact / a red] source of your choice would deal damage to you
    this turn, prevent that damage / that damage is dealt to ~ instead": the source chosen
    as it resolves (609.7a; its properties checked again as it deals damage, 609.7b), the
    effect used up by the damage it modifies (615.8, 614.3)."""
    if not resolves:
        return None
    watch: Data = {"event": "damage", "source_of_choice": True}
    if match.group(1):
        word = match.group(1)
        watch["source"] = {"color": [word]} if word in COLORS else {"type": word}
    watch["recipient"] = {"player": "you"}
    instead: Data = {"prevent": "all"} if match.group(2) == "prevent that damage" else \
        {"redirect": {"object": "self"}}
    return [{"resolved": True, "once": True, "watch": watch, "instead": instead}]


def _next_from_group(match: re.Match[str], resolves: bool, choice: str,
                     again: Translate) -> list[Data] | None:
    """"The next time a GROUP would deal damage to you this turn, prevent that damage": the
    next damage from such a source (615.8), used up by it (614.3)."""
    group = group_selector(match.group(1), again)
    if not resolves or not group:
        return None
    return [{"resolved": True, "once": True,
             "watch": {"event": "damage", "source": group, "recipient": {"player": "you"}},
             "instead": {"prevent": "all"}}]


def _chosen_shield(match: re.Match[str], resolves: bool, choice: str,
                   again: Translate) -> list[Data] | None:
    """"Prevent the next N damage that would be dealt to any target this turn by a source of
    your choice": a shield on the target (615.7) against the source chosen (609.7a)."""
    if not resolves:
        return None
    return [{"resolved": True, "watch": {"event": "damage", "source_of_choice": True,
                                         "recipient": "target"},
             "instead": {"shield": int(match.group(1))}}]


def _one_replacement(drafted: list[Any] | None) -> Data | None:
    """The one replacement effect a draft holds, or None."""
    if drafted is None or len(drafted) != 1 or not isinstance(drafted[0], dict) \
            or set(drafted[0]) != {"replacement"}:
        return None
    effect: Data = drafted[0]["replacement"]
    return effect


def _while(match: re.Match[str], resolves: bool, choice: str,
           again: Translate) -> list[Data] | None:
    """"If EVENT while CONDITION, RESULT instead": the grammar's "if EVENT, RESULT instead"
    as long as the condition holds when the event would happen (614.1)."""
    condition = condition_of(match.group(2), again) or _life_at_most(match.group(2))
    effect = _one_replacement(again(f"if {match.group(1)}, {match.group(3)}"))
    if resolves or condition is None or effect is None or "if" in effect.get("watch", {}):
        return None
    return [{**effect, "watch": {**effect["watch"], "if": condition}}]


def _life_at_most(text: str) -> Data | None:
    """"You have N or less life": your life total (119.1; 118.1 in 2011) at most N."""
    found = re.fullmatch(r"you have (\d+) or less life", text)
    return {"le": [{"life": "you"}, int(found.group(1))]} if found else None


_VALUES: dict[str, Data] = {"~'s power": {"power": "self"}}
_COUNTERS_ON_SELF = re.compile(r"the number of ([a-z]+) counters on ~")


def _damage_plus_value(match: re.Match[str], resolves: bool, choice: str,
                       again: Translate) -> list[Data] | None:
    """"If EVENT, [instead] it deals that much damage plus X [instead], where X is V" or
    "plus an amount of damage equal to V" (614.1a): the damage grows by the value, worked
    out as the effect applies (the card's power, counters on it)."""
    text = match.group(3) or match.group(4)
    counters = _COUNTERS_ON_SELF.fullmatch(text)
    value: Data | None = _VALUES.get(text) or (
        {"counters": {"kind": counters.group(1), "on": "self"}} if counters else None)
    effect = _one_replacement(again(f"if {match.group(1)}, it deals that much damage plus 1 "
                                    f"instead"))
    if resolves or value is None or effect is None or effect.get("instead") != {"add": 1}:
        return None
    return [{**effect, "instead": {"add": value}}]


def _next_damage_redirected(match: re.Match[str], resolves: bool, choice: str,
                            again: Translate) -> list[Data] | None:
    """"The next N damage that would be dealt to ~ this turn is dealt to target creature
    instead" (614.9, only N of it: ``next``) and "the next time damage would be dealt to ~
    and/or you this turn, that damage is dealt to any target instead" (614.9, used up by
    the damage it redirects: 614.3, 615.8)."""
    if not resolves:
        return None
    if match.group(1):
        return [{"resolved": True, "watch": {"event": "damage", "recipient": {
            "object": {"self": True}}}, "instead": {"redirect": {"object": "target"},
                                                    "next": int(match.group(1))}}]
    return [{"resolved": True, "once": True, "watch": {"event": "damage", "recipient": {
        "player": "you", "object": {"self": True}}}, "instead": {"redirect": {"object": "target"}}}]


def _counters_plus_one_this_turn(match: re.Match[str], resolves: bool, choice: str,
                                 again: Translate) -> list[Data] | None:
    """"Until end of turn, if you would put one or more +1/+1 counters on a creature you
    control, put that many plus one +1/+1 counters on it instead": the resolved ability's
    effect (611.2a), on the counters you put (122.6a)."""
    if not resolves:
        return None
    return [{"resolved": True, "watch": {"event": "put_counters", "by": "you",
                                         "counter": "+1/+1",
                                         "target": {"type": "creature", "controller": "you"}},
             "instead": {"add": 1}}]


def _targets_deal(match: re.Match[str], resolves: bool, choice: str,
                  again: Translate) -> list[Data] | None:
    """"Prevent all [combat] damage [X] target creatures / target spell would deal this
    turn": the damage of the resolved effect's targets (615.1, 115.1; 114.1 in 2011)."""
    if not resolves:
        return None
    combat = {"combat": True} if match.group(1) else {}
    return [{"resolved": True, "watch": {"event": "damage", **combat, "source": "target"},
             "instead": {"prevent": "all"}}]


def _next_draw(match: re.Match[str], resolves: bool, choice: str,
               again: Translate) -> list[Data] | None:
    """"The next time you would draw a card this turn, R instead": the resolved ability's
    effect on the next single draw (121.2), used up by it (``once``: 614.3, 615.8)."""
    if not resolves:
        return None
    result = match.group(1)
    life = re.fullmatch(r"you gain (\d+) life", result)
    token = re.fullmatch(r"create (?:a|an) (\d+/\d+) ((?:(?:white|blue|black|red|green) )*)"
                         r"([A-Z][A-Za-z'-]*) creature token", result)
    if life:
        become: Data = {"event": "gain_life", "player": "you", "amount": int(life.group(1))}
    elif token:
        become = {"event": "create_tokens", "player": "you", "count": 1,
                  "token": _token_definition(token.group(1), token.group(2).strip(),
                                             token.group(3))}
    else:
        return None
    return [{"resolved": True, "once": True, "watch": {"event": "draw", "player": "you"},
             "instead": {"become": become}}]


_COLOR_WORDS = r"((?:(?:white|blue|black|red|green) )*)"
TEMPLATES: list[tuple[re.Pattern[str], Reader]] = [(re.compile(p), read) for p, read in [
    (r"prevent all (combat )?damage that would be dealt to and (?:dealt )?by "
     r"(~|enchanted creature|equipped creature|target creature)( this turn)?", _to_and_by),
    (rf"prevent the next (\d+) damage that would be dealt to (?:{_TARGETS}) this turn",
     _shield),
    (r"if damage would be dealt to ~, prevent that damage and put that many "
     r"([+-]\d+/[+-]\d+) counters on (?:~|it|him|her)", _prevent_to_counters),
    (r"if damage would be dealt to you, put that many ([a-z]+) counters on ~ instead",
     _damage_to_counters),
    (r"if a source would deal (\d+) or (less|more) damage to ~, prevent that damage",
     _small_damage),
    (r"if a source would deal (\d+) or more damage to a permanent or player, that source "
     r"deals (\d+) damage to that permanent or player instead", _capped_damage),
    (r"if ~ would die, instead exile it with (\d+) ([a-z]+) counters on it",
     _dies_with_counters),
    (r"if (?:a|an) (.+?) would die, instead exile it and you gain (\d+) life",
     _dies_exile_gain),
    (r"if you would put 1 or more counters on a permanent you control, put that many plus 1 "
     r"of each of those kinds of counters on that permanent instead", _counters_plus_one),
    (rf"if 1 or more tokens would be created under your control, those tokens plus (?:a|an) "
     rf"(\d+/\d+) {_COLOR_WORDS}([A-Z][A-Za-z'-]*) creature token are created instead",
     _tokens_plus_creature),
    (r"if 1 or more (creature|artifact) tokens would be created under your control, "
     r"(twice|2 times|3 times) that many of those tokens are created instead",
     _typed_tokens_times),
    (r"if you would create 1 or more (artifact|creature) tokens, instead create those tokens "
     r"plus an additional ([A-Z][A-Za-z'-]*) token", _typed_tokens_plus),
    (r"the damage can't be prevented", _own_damage_unpreventable),
    (r"combat damage can't be prevented",
     _static({"event": "damage", "combat": True}, unpreventable=True)),
    (r"if a player would gain life, that player gains no life instead",
     _static({"event": "gain_life", "player": "any"}, instead={"set": 0})),
    (r"if you would draw a card while your library has no cards in it, skip that draw "
     r"instead", _static({"event": "draw", "player": "you", "empty_library": True},
                         instead={"nothing": True})),
    (r"if a creature you control that entered this turn would deal damage, it deals twice "
     r"that much damage instead", _entered_twice),
    (r"double all damage that sources you control of the chosen type would deal",
     _double_chosen_type),
    (r"(?:as long as (.+?), )?all damage that would be dealt to you( and other permanents you "
     r"control)?(?: by (artifacts|creatures))? is dealt to ~ instead", _redirect_to_self),
    (r"the next time you would draw a card this turn, (.+) instead", _next_draw),
    (r"if (.+? would .+?) while (.+?), (.+ instead)", _while),
    (r"the next (\d+) damage that would be dealt to ~ this turn is dealt to target creature "
     r"instead", _next_damage_redirected),
    (r"the next time damage would be dealt to ~ and/or you this turn, that damage is dealt to "
     r"any target instead()", _next_damage_redirected),
    (r"until end of turn, if you would put 1 or more \+1/\+1 counters on a creature you "
     r"control, put that many plus 1 \+1/\+1 counters on it instead",
     _counters_plus_one_this_turn),
    (r"prevent all (combat )?damage (?:(?:x|\d+|any number of) target creatures|target spell) "
     r"would deal this turn", _targets_deal),
    (r"if (.+? would deal .*damage.*?), (instead )?it deals that much damage plus (?:x(?: "
     r"instead)?, where x is (.+)|an amount of damage equal to (.+) instead)",
     _damage_plus_value),
    (r"if a nontoken creature an opponent owns would die or a creature card not on the "
     r"battlefield would be put into an opponent's graveyard, exile that card instead",
     _static({"event": "zone_change", "to": "graveyard", "object": {
         "type": "creature", "card": True, "owner": "opponent"}},
         instead={"destination": "exile"})),
    (r"if you would pay life while your library has at least that many cards in it, exile "
     r"that many cards from the top of your library instead",
     _static({"event": "lose_life", "player": "you", "paid": True, "library_covers": True},
             instead={"become": {"event": "move_cards", "player": "you", "count": "same",
                                 "top": True, "to": "exile"}})),
    (r"the next time (?:a|an) (?:(artifact|creature|white|blue|black|red|green) )?source of "
     r"your choice would deal damage to you this turn, (prevent that damage|that damage is "
     r"dealt to ~ instead)", _source_of_choice),
    (r"the next time (?:a|an) (.+?) would deal damage to you this turn, prevent that damage",
     _next_from_group),
    (rf"prevent the next (\d+) damage that would be dealt to (?:any target|{_TARGETS}) this "
     rf"turn by a source of your choice", _chosen_shield),
]]
