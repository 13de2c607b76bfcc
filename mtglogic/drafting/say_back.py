"""The touchstone's words (issue 34, item 3): a drafted ability said back in the Oracle's
templates, from its data alone (never from the sentence it was drafted from).

``render`` says a keyword, a static ability (its condition, the objects it applies to and
what it does to them: layer effects and rules words), a replacement or prevention effect
(the event it watches and what happens instead). It says every key of the data or nothing:
a key it has no words for makes the rendering None, so that nothing the draft holds goes
unsaid. The words follow the templates the phrase records read
(``mtglogic.drafting.phrases``), in the grammar's form (``oracle.Normalizer``: lower case
but for subtypes, numbers as digits, the card as ``~``); ``touchstone`` holds them against
the Oracle text.
"""
from __future__ import annotations

from typing import Any

from mtglogic.drafting.phrases.groups import OUTLAW_TYPES
from mtglogic.model.terms import BASIC_LAND_TYPES, COLORS

Data = dict[str, Any]
_RULE_WORDS = {"cant_attack": "can't attack", "cant_block": "can't block",
               "cant_be_blocked": "can't be blocked",
               "attacks_each_combat": "attacks each combat if able",
               "blocks_each_combat": "blocks each combat if able",
               "must_be_blocked": "must be blocked if able",
               "doesnt_untap": "doesn't untap during your untap step",
               "cant_be_countered": "can't be countered",
               "can_block_any_number": "can block any number of creatures"}
_ZONES = {("graveyard", "you"): "in your graveyard", ("hand", "you"): "in your hand",
          ("library", "you"): "in your library", ("battlefield", None): "on the battlefield",
          ("graveyard", None): "in all graveyards", ("exile", "you"): "you own in exile"}


def render(ability: Any) -> str | None:
    """The words of a drafted ability (a keyword, or one ability's data), or None."""
    if isinstance(ability, str):  # the drafter keeps keywords in lower case
        return _capitalized(ability)
    if not isinstance(ability, dict) or len(ability) != 1:
        return None
    kind, body = next(iter(ability.items()))
    if not isinstance(body, dict):
        return None
    body = {k: v for k, v in body.items() if k != "text"}
    if kind == "static":
        return static(body)
    if kind == "replacement":
        return replacement(body)
    return None


def _capitalized(keyword: str) -> str:
    """A keyword with the words of its quality capitalized ("protection from Goblins"), as
    the Oracle prints a subtype (205.3): the normal form keeps a subtype so, any other word
    in lower case."""
    head, found, quality = keyword.partition("protection from ")
    return head + found + " ".join(w.capitalize() for w in quality.split(" ")) if found \
        else keyword


def _joined(items: list[str], word: str = "and") -> str:
    if len(items) < 3:
        return f" {word} ".join(items)
    return ", ".join(items[:-1]) + f", {word} " + items[-1]


def _article(noun: str) -> str:
    return "an" if noun[:1].lower() in "aeiou" else "a"


def _listed(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list) else [value] if value is not None else []


# ---- objects -------------------------------------------------------------------------
def objects(selector: Any, plural: bool = True) -> str | None:
    """A selector as the objects it names: "~", "enchanted permanent", "other Elf
    creatures you control", "creatures with flying"; None for a test it cannot say."""
    if not isinstance(selector, dict):
        return None
    if selector == {"self": True}:
        return "~"
    for holder in ("enchanted", "equipped"):
        if selector == {holder: True}:
            return f"{holder} permanent"
    if set(selector) == {"any"}:
        parts = [objects(s, plural) for s in selector["any"]]
        return None if None in parts else " and ".join(str(p) for p in parts)
    rest = dict(selector)
    words = ["other"] if rest.pop("other", False) else []
    token = rest.pop("token", None)
    words += ["nontoken"] if token is False else []
    tapped = rest.pop("tapped", None)
    words += ["untapped"] if tapped is False else ["tapped"] if tapped is True else []
    words += [s for s in ("attacking", "blocking") if rest.pop(s, None) is True]
    named = _listed(rest.pop("color", None)) + _listed(rest.pop("supertype", None))
    if not all(isinstance(n, str) for n in named):  # a color chosen as it entered...
        return None
    words += named
    if "not" in rest:
        negated = _negated(rest.pop("not"))
        if negated is None:
            return None
        words.append(negated)
    # an object in a zone but the battlefield is a card (109.2)
    card = rest.get("zone") not in (None, "battlefield")
    noun = _noun(rest, plural, token is True, card)
    tail = _postfixes(rest)
    if noun is None or tail is None or rest:
        return None
    return " ".join(words + [noun] + tail)


def _negated(test: Any) -> str | None:
    if isinstance(test, dict) and len(test) == 1:
        key, value = next(iter(test.items()))
        values = _listed(value)
        if key in ("type", "color", "supertype") and len(values) == 1 and \
                isinstance(values[0], str):
            return f"non{values[0]}"
    return None


def _noun(rest: Data, plural: bool, token: bool, card: bool = False) -> str | None:
    """The head noun: a subtype and card type ("Elf creatures"), card types or subtypes
    with "or", "permanents", "cards" ("creature cards" with ``card``), "tokens"."""
    subtypes, types = _listed(rest.pop("subtype", None)), _listed(rest.pop("type", None))
    if not all(isinstance(n, str) for n in subtypes + types):  # "the chosen type"
        return None
    types += ["permanent"] if rest.pop("permanent", False) else []
    card = rest.pop("card", False) or card
    if sorted(subtypes) == sorted(OUTLAW_TYPES) and not types:  # 700.12
        return "outlaws" if plural else "outlaw"
    if card and len(types) > 1 and not subtypes:  # "instant and sorcery cards"
        return f"{_joined(types, 'or')} card{'s' if plural else ''}"
    if len(subtypes) > 1 or (len(types) > 1 and not subtypes):
        names = subtypes or [t + ("s" if plural else "") for t in types]
        return _joined(names, "or") if not (subtypes and types) and not token else None
    words = subtypes + types + ["token" if token else "card" if card else ""]
    words = [w for w in words if w]
    if plural and words and not words[-1][:1].isupper():
        words[-1] += "s"
    return " ".join(words) if words else None


def _postfixes(rest: Data) -> list[str] | None:
    tail: list[str] = []
    controller = rest.pop("controller", None)
    if controller is not None:
        said = {"you": "you control", "opponent": "your opponents control"}.get(str(controller))
        if said is None:
            return None
        tail.append(said)
    if isinstance(rest.get("keyword"), str):
        tail.append(f"with {rest.pop('keyword')}")
    for field in ("power", "toughness", "mana_value"):
        bound = rest.pop(field, None)
        if bound is None:
            continue
        if not isinstance(bound, dict) or len(bound) != 1:
            return None
        way, number = next(iter(bound.items()))
        if way not in ("le", "ge") or not isinstance(number, int):
            return None
        tail.append(f"with {field.replace('_', ' ')} {number} or "
                    f"{'less' if way == 'le' else 'greater'}")
    if isinstance(rest.get("counter"), str):
        tail.append(f"with {_article(str(rest['counter']))} {rest.pop('counter')} counter on it")
    if "zone" in rest:
        found = _ZONES.get((str(rest.pop("zone")), rest.pop("owner", None)))
        if found is None:
            return None
        tail.append(found)
    return tail


def _singular(subject: str) -> bool:
    return subject == "~" or subject.startswith(("enchanted ", "equipped ", "each "))


# ---- static abilities ------------------------------------------------------------------
def static(body: Data) -> str | None:
    """"[as long as C, ]SUBJECT PREDICATES" of a static ability; "you have K"."""
    rest = dict(body)
    zones = rest.pop("functions_in", None)
    condition = rest.pop("condition", None)
    said = _player(rest.pop("player_effect")) if set(rest) == {"player_effect"} \
        else _clause(rest)
    if said is None or rest:
        return None
    where = _works_from(zones)
    if condition is not None or where:
        words = condition_words(condition) if condition is not None else "as long as"
        return None if words is None else f"{words}{where}, {said}"
    return said


def _works_from(zones: Any) -> str:
    """Where a static ability works when that is one zone but the battlefield, in words (a
    card's "as long as ~ is in your graveyard", 113.6); several zones follow from what the
    ability says (a characteristic-defining ability works everywhere, 604.3), and so does
    the stack of a spell's own cost rule (601.2f): they are not said."""
    if isinstance(zones, list) and len(zones) == 1 and zones[0] not in ("battlefield",
                                                                          "stack"):
        return f" and ~ is in your {zones[0]}"
    return ""


def _player(effect: Any) -> str | None:
    if isinstance(effect, dict) and effect.get("players") == "you":
        return f"you have {_joined([str(g) for g in effect.get('gains', [])])}"
    return None


def _clause(rest: Data) -> str | None:
    if "applies_to" not in rest and "rules" in rest:  # a rule of players or spells alone
        said = [_rules(r) for r in rest.pop("rules")]
        return None if not said or None in said else _joined([str(s) for s in said])
    subject = objects(rest.pop("applies_to", None))
    if subject is None:
        return None
    one = _singular(subject)
    parts = list(rest.pop("effects", []))
    types = [p for p in parts if _type_word(p)]
    predicates = [_types(types, one)] if types else []
    others = [p for p in parts if not _type_word(p)]
    grants = any(isinstance(p, dict) and "add_abilities" in p for p in others)
    predicates += [effect(e, one, grants) for e in others]
    rules = list(rest.pop("rules", []))
    if {"cant_attack": True} in rules and {"cant_block": True} in rules:
        rules = [r for r in rules if r not in ({"cant_attack": True}, {"cant_block": True})]
        predicates.append("can't attack or block")
    predicates += [_rules(r) for r in rules]
    if not predicates or None in predicates:
        return None
    return f"{subject} {_joined([str(p) for p in predicates])}"


_ADDED = ("add_supertypes", "add_types", "add_subtypes", "add_creature_types")


def _type_word(part: Any) -> bool:
    return isinstance(part, dict) and len(part) == 1 and next(iter(part)) in _ADDED


def _types(parts: list[Data], one: bool) -> str | None:
    """The types an effect adds, said once as Oracle says them (205.1b): "is a legendary
    Soldier in addition to its other types", the supertypes, subtypes then card types."""
    found = {next(iter(p)): next(iter(p.values())) for p in parts}
    if len(found) != len(parts) or not all(isinstance(v, list) and all(
            isinstance(w, str) for w in v) for v in found.values()):
        return None
    if list(found) == ["add_supertypes"]:  # "is legendary"
        return f"{'is' if one else 'are'} {_joined([str(w) for w in found['add_supertypes']])}"
    if sorted(found.get("add_subtypes", [])) == sorted(BASIC_LAND_TYPES) and len(found) == 1:
        return f"{'is' if one else 'are'} every basic land type in addition to its other types"
    named = [str(w) for key in ("add_supertypes", "add_subtypes", "add_creature_types",
                                "add_types") for w in found.get(key, [])]
    article = f"{_article(named[0])} " if one else ""
    return f"{'is' if one else 'are'} {article}{' '.join(named)} in addition to its other types"


def _signed(value: Any) -> str | None:
    if isinstance(value, int):
        return f"+{value}" if value >= 0 else str(value)
    return None


def effect(part: Any, one: bool, grants: bool = False) -> str | None:
    """One effect part as a predicate: "gets +1/+1", "have flying", "is black"."""
    if not isinstance(part, dict) or len(part) != 1:
        return None
    word, arg = next(iter(part.items()))
    gets, has, is_, loses = ("gets", "has", "is", "loses") if one else \
        ("get", "have", "are", "lose")
    if word == "modify_pt" and isinstance(arg, list):
        signed = [_signed(v) for v in arg]
        if None not in signed:
            return f"{gets} {signed[0]}/{signed[1]}"
        return _for_each(gets, arg)
    if word in ("add_abilities", "remove_abilities") and isinstance(arg, list):
        named = [_granted(a) for a in arg]
        if None in named:
            return None
        return f"{has if word == 'add_abilities' else loses} {_joined([str(n) for n in named])}"
    if word == "remove_all_abilities":  # "all other" beside the abilities it grants (613.1f)
        return f"{loses} all {'other ' if grants else ''}abilities" + (
            "" if arg is True else " except mana abilities")
    if word == "set_pt" and isinstance(arg, list) and all(isinstance(v, int) for v in arg):
        return f"{has} base power and toughness {arg[0]}/{arg[1]}"
    if word in ("set_power", "set_toughness") and isinstance(arg, int):
        return f"{has} base {word[4:]} {arg}"
    if word == "set_colors" and all(c in COLORS for c in arg):
        return f"{is_} " + ("all colors" if len(arg) == 5 else _joined(list(arg)))
    if word == "colorless" and arg is True:
        return f"{is_} colorless"
    if word in ("set_land_types", "set_creature_types") and all(isinstance(s, str) for s in arg):
        return f"{is_} {_article(arg[0])} {' '.join(arg)}" if one else f"{is_} {' '.join(arg)}"
    return None


def _granted(ability: Any) -> str | None:
    """A granted ability: a keyword, or the words of a quoted one ({"mana": "{T}: Add
    {G}."}), as the quotation says them."""
    if isinstance(ability, str):
        return ability
    if isinstance(ability, dict) and len(ability) == 1:
        text = next(iter(ability.values()))
        return text.rstrip(".") if isinstance(text, str) else None
    return None


def _for_each(gets: str, pair: list[Any]) -> str | None:
    """"Gets +1/+0 for each ...": each number of the pair times one count."""
    counts = [v["product"][1] if isinstance(v, dict) and "product" in v else v
              for v in pair if v != 0]
    if not counts or any(c != counts[0] for c in counts) or not isinstance(counts[0], dict):
        return None
    numbers = [0 if v == 0 else v["product"][0] if isinstance(v, dict) and "product" in v
               else 1 for v in pair]
    each = counted(counts[0])
    if each is None:
        return None
    return f"{gets} {_signed(numbers[0])}/{_signed(numbers[1])} for each {each}"


def counted(count: Data) -> str | None:
    """What "for each" counts: "other creature you control", "charge counter on ~"."""
    if set(count) == {"count"}:
        return objects(count["count"], plural=False)
    counters = count.get("counters")
    if set(count) == {"counters"} and isinstance(counters, dict) and counters.get("on") == "self":
        return f"{counters.get('kind')} counter on ~"
    return None


def _rules(word: Any) -> str | None:
    """A rules word (613.11, 2011: 613.10) as a predicate or a sentence of its own."""
    if not isinstance(word, dict) or len(word) != 1:
        return None
    key, arg = next(iter(word.items()))
    if arg is True and key in _RULE_WORDS:
        return _RULE_WORDS[key]
    if key == "cant_be_blocked" and isinstance(arg, dict) and len(arg) == 1:
        how, blockers = next(iter(arg.items()))
        said = objects(blockers)
        if how in ("by", "except_by") and said is not None:
            return f"can't be blocked {how.replace('_', ' ')} {said}"
    if not isinstance(arg, dict) or arg.get("players") not in ("you", "each"):
        return None
    if key == "spells_cost":
        return _costs(dict(arg))
    if arg.get("players") != "you":
        return None
    if key == "may_look_at_top" and set(arg) == {"players"}:
        return "you may look at the top card of your library any time"
    if key == "additional_land" and arg.get("count") == 1 and len(arg) == 2:
        return "you may play an additional land on each of your turns"
    return None


def _costs(arg: Data) -> str | None:
    """"Creature spells you cast cost {1} less to cast", "~ costs {2} more to cast"."""
    players, spells = arg.pop("players"), arg.pop("spells", None)
    amounts = [(way, arg.pop(way)) for way in ("less", "more") if way in arg]
    if arg or len(amounts) != 1:
        return None
    way, amount = amounts[0]
    if spells == {"self": True} and players == "each":
        return f"~ costs {amount} {way} to cast"
    kind = _spells(spells)
    if players != "you" or kind is None:
        return None
    return f"{kind} you cast cost {amount} {way} to cast"


def _spells(spells: Any) -> str | None:
    """The spells a cost rule names: "spells", "creature spells", "noncreature spells",
    "instant and sorcery spells"."""
    if spells is None:
        return "spells"
    if isinstance(spells, dict) and set(spells) == {"type"}:
        return f"{_joined([str(t) for t in _listed(spells['type'])])} spells"
    negated = _negated(spells.get("not")) if isinstance(spells, dict) and set(spells) == {
        "not"} else None
    return None if negated is None else f"{negated} spells"


# ---- conditions ------------------------------------------------------------------------
def condition_words(condition: Any) -> str | None:
    """A condition as "as long as ...": "you control a Forest", "it's your turn"."""
    if condition == {"your_turn": True}:
        return "during your turn"
    if condition == {"not": {"your_turn": True}}:
        return "during turns other than yours"
    if condition == {"ge": [{"speed": "you"}, 4]}:  # 702.178a: the greatest speed
        return "max speed \u2014"
    said = _condition(condition)
    return None if said is None else f"as long as {said}"


def _condition(condition: Any) -> str | None:
    if not isinstance(condition, dict) or len(condition) != 1:
        return None
    key, arg = next(iter(condition.items()))
    if key == "exists" and isinstance(arg, dict):
        who = {"you": "you control", "opponent": "an opponent controls"}.get(
            str(arg.get("controller")))
        rest = {k: v for k, v in arg.items() if k != "controller"}
        noun = objects(rest, plural=False)
        if noun is None or who is None:
            return None
        return f"{who} another {noun[6:]}" if noun.startswith("other ") else \
            f"{who} {_article(noun)} {noun}"
    if key == "any" and isinstance(arg, list) and arg:  # "a Mountain or a Forest"
        said = [_condition(c) for c in arg]
        return None if None in said else " or ".join(str(s) for s in said)
    if key in ("ge", "le") and isinstance(arg, list) and len(arg) == 2 and \
            isinstance(arg[1], int):
        return _compared(arg[0], arg[1], key == "ge")
    return None


def _compared(counted: Any, number: int, least: bool) -> str | None:
    """A number compared: "you have 10 or more life", "you control 2 or fewer other lands",
    "a player has 13 or less life", "~ has 3 or more charge counters on it"."""
    if counted == {"life": "you"}:
        return f"you have {number} or {'more' if least else 'less'} life"
    if isinstance(counted, dict) and set(counted) == {"lowest_life"} and not least:
        who = {"any": "a player", "opponent": "an opponent"}.get(str(counted["lowest_life"]))
        return None if who is None else f"{who} has {number} or less life"
    if isinstance(counted, dict) and set(counted) == {"count"} and \
            isinstance(counted["count"], dict) and counted["count"].get("controller") == "you":
        rest = {k: v for k, v in counted["count"].items() if k != "controller"}
        noun = objects(rest)
        return None if noun is None else \
            f"you control {number} or {'more' if least else 'fewer'} {noun}"
    if least and isinstance(counted, dict) and set(counted) == {"counters"} and \
            isinstance(counted["counters"], dict) and counted["counters"].get("on") == "self":
        kind = counted["counters"].get("kind")
        return f"~ has {number} or more {kind} counters on it" if number != 1 else \
            f"~ has {_article(str(kind))} {kind} counter on it"
    return None


# ---- replacement and prevention effects --------------------------------------------------
def replacement(body: Data) -> str | None:
    """How a permanent enters, damage prevented, an event that can't happen."""
    rest = dict(body)
    rest.pop("works_from", None)  # the card's own entering applies from anywhere (614.12)
    watch = dict(rest.pop("watch", None) or {})
    instead = rest.pop("instead", None)
    cant = rest.pop("cant", False)
    if rest:
        return None
    event = watch.pop("event", None)
    if event == "enter" and instead is not None:
        return _entering(watch, instead)
    if event == "damage" and instead == {"prevent": "all"}:
        return _prevention(watch)
    if cant and event == "gain_life" and set(watch) == {"player"}:
        who = {"any": "players", "opponent": "your opponents", "you": "you"}
        return f"{who[str(watch['player'])]} can't gain life"
    return None


def _entering(watch: Data, instead: Data) -> str | None:
    """"~ enters tapped", "... with N counters on it", "unless" or "if" a condition holds
    as it would enter (614.1c, 614.12)."""
    condition = watch.pop("if", None)
    said = _enters(watch, instead)
    if condition is None or said is None:
        return said
    negated = isinstance(condition, dict) and set(condition) == {"not"}
    words = _condition(condition["not"] if negated else condition)
    return None if words is None else f"{said} {'unless' if negated else 'if'} {words}"


def _enters(watch: Data, instead: Data) -> str | None:
    subject = objects(watch.pop("object", None))
    if subject is None or watch:
        return None
    enters = "enters" if _singular(subject) else "enter"
    if instead == {"enter_tapped": True}:
        return f"{subject} {enters} tapped"
    counters = instead.get("enter_with_counters") if len(instead) == 1 else None
    if not isinstance(counters, dict):
        return None
    count, kind = counters.get("count"), counters.get("counter")
    if set(counters) != {"count", "counter"}:
        return None
    if count == {"chosen": "x"}:
        count = "x"
    elif not isinstance(count, int):
        return None
    if subject != "~":
        return f"{subject} {enters} with an additional {kind} counter on it" \
            if count == 1 else None
    several = f"{count} {kind} counters" if count != 1 else f"{_article(str(kind))} {kind} counter"
    return f"{subject} {enters} with {several} on it"


def _prevention(watch: Data) -> str | None:
    words = ["prevent all"]
    if "combat" in watch:
        words.append("combat" if watch.pop("combat") else "noncombat")
    words.append("damage that would be dealt")
    recipient = watch.pop("recipient", None)
    if recipient == {"player": "you"}:
        words.append("to you")
    elif isinstance(recipient, dict) and set(recipient) == {"object"}:
        target = objects(recipient["object"])
        if target is None:
            return None
        words.append(f"to {target}")
    elif recipient is not None:
        return None
    return None if watch else " ".join(words)
