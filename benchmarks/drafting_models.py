"""The drafts against an independent reading: Argentum's hand-made card models (issue 19,
item 5b).

Both sides are reduced to *facts* of the kinds both describe, each a tuple (what it applies
to, kind, value, conditional):

- what it applies to: ``self``, ``attached`` (the enchanted or equipped permanent), or a
  group as a sorted set of atoms (``type:creature``, ``ctrl:you``, ``other``,
  ``sub:Goblin``, ``color:white``, ``state:attacking``...);
- the kinds: ``pt`` (a P/T change, layer 7c: its pair when constant, else ``count``),
  ``base_pt`` (7b), ``kw`` (a keyword granted, layer 6), ``lose_all`` (6), ``color`` (5),
  ``subtype`` and ``type`` (4), ``enters_tapped`` and ``enters_with`` (614.1c-d: the
  counter and number when constant) and ``prevent`` (615.1: the damage to the object
  itself, or to anything);
- conditional: whether the effect depends on a condition (611.3a, "as long as").

Every fact the draft has and the model has not is a disagreement; so is every fact the
model has and the draft has not, when the draft translated every in-scope ability of the
card (otherwise the coverage counts the ability left as text). A disagreement the rules
settle for the draft is listed in ``drafting_model_disagreements.yaml`` with the rule;
any other is a drafter bug to fix.
"""
from __future__ import annotations

import gzip
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import drafting_corpus
import yaml

from mtglogic.drafting.drafter import Draft, draft
from mtglogic.errors import MtglogicError
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.model.ruleset import DEFAULT_RULESET

MODELS = Path("/work/shared/data/argentum-models.jsonl.gz")
ACCEPTED = Path(__file__).resolve().parent / "drafting_model_disagreements.yaml"
Fact = tuple[Any, ...]
CARD_TYPES = ("creature", "artifact", "enchantment", "land", "planeswalker", "instant",
              "sorcery", "battle")
COLORS = ("white", "blue", "black", "red", "green")
STATES = {"IsEnchanted": "state:enchanted", "IsEquipped": "state:equipped",
          "IsAttacking": "state:attacking", "IsBlocking": "state:blocking",
          "IsTapped": "state:tapped", "IsUntapped": "state:untapped", "IsToken": "token",
          "IsNontoken": "nontoken", "HasAnyCounter": "counter:any"}
PREDICATES = {"HasChosenColor": "color:chosen", "HasChosenSubtype": "sub:chosen",
              "IsLegendary": "super:legendary", "IsNonlegendary": "not:super:legendary",
              "IsFaceDown": "state:face_down", "IsBasic": "super:basic",
              "IsSnow": "super:snow", "IsToken": "token", "IsNontoken": "nontoken",
              **{f"Is{t.capitalize()}": f"type:{t}" for t in CARD_TYPES},
              **{f"Is{c.capitalize()}": f"color:{c}" for c in COLORS}}


# ---- the model's side --------------------------------------------------------------
def model_group(filter_: Any, default: str = "attached") -> Any:
    """What a model's filter applies to, as the draft's side reads a selector; without a
    filter, the permanent an Aura or Equipment is attached to, else the card itself."""
    if filter_ is None:
        return default
    if isinstance(filter_, str):
        filter_ = {"baseFilter": filter_}
    scope = filter_.get("scope")
    if scope == "Self":
        return "self"
    if scope == "AttachedTo":
        return "attached"
    atoms: set[str] = set()
    base = filter_.get("baseFilter")
    if isinstance(base, str):
        for word in base.split():
            if word in ("ctrl:you", "ctrl:opp", "ctrl:opponent"):
                atoms.add("ctrl:you" if word == "ctrl:you" else "ctrl:opponent")
            elif word in CARD_TYPES:
                atoms.add(f"type:{word}")
            elif word in COLORS:
                atoms.add(f"color:{word}")
            elif word in ("attacking", "blocking", "tapped", "untapped"):
                atoms.add(f"state:{word}")
            elif word in ("token", "nontoken"):
                atoms.add(word)
            elif word == "facedown":
                atoms.add("state:face_down")
            elif word.startswith("kw:"):
                atoms.add(word.replace("_", " "))
            elif re.fullmatch(r"pow(>=|<=)\d+", word):
                atoms.add(word)  # "pow>=4": power 4 or greater, as the draft's power test
            elif word[:1].isupper():
                atoms.add("sub:" + word)
            elif word != "permanent":
                atoms.add("?" + word)
    elif isinstance(base, dict):
        for predicate in base.get("cardPredicates", []):
            if predicate == "IsPermanent":
                continue
            if isinstance(predicate, str):
                atoms.add(PREDICATES.get(predicate, "?" + predicate))
            elif predicate.get("type") == "Not" and isinstance(predicate.get("predicate"), str):
                atoms.add("not:" + PREDICATES.get(predicate["predicate"], predicate["predicate"]))
            elif predicate.get("type") == "NotColor":
                atoms.add(f"not:color:{str(predicate.get('color')).lower()}")
            elif predicate.get("type") == "HasSubtype":
                atoms.add("sub:" + str(predicate.get("subtype")))
            elif predicate.get("type") == "NotSubtype":  # "non-Human" (205.3)
                atoms.add("not:sub:" + str(predicate.get("subtype")))
            elif predicate.get("type") == "HasAnyOfSubtypes":
                atoms.add("sub:" + "|".join(predicate.get("subtypes", [])))
            elif predicate.get("type") == "Or" and subtype_choices(predicate):
                atoms.add("sub:" + "|".join(subtype_choices(predicate)))
            else:
                atoms.add("?" + json.dumps(predicate, sort_keys=True))
        for predicate in base.get("statePredicates", []):
            if isinstance(predicate, str):
                atoms.add(STATES.get(predicate, "?" + predicate))
            elif predicate.get("type") == "HasCounter":
                atoms.add(f"counter:{predicate.get('counterType')}")
            else:
                atoms.add("?" + json.dumps(predicate, sort_keys=True))
        if base.get("controllerPredicate") == "ControlledByYou":
            atoms.add("ctrl:you")
        elif base.get("controllerPredicate"):
            atoms.add("ctrl:opponent")
    if filter_.get("excludeSelf"):
        atoms.add("other")
    if filter_.get("chosenSubtypeKey"):
        atoms.add("sub:chosen")
    return tuple(sorted(atoms))


def subtype_choices(predicate: dict[str, Any]) -> list[str]:
    """The subtypes of a model's ``Or`` of subtype tests (each alone or beside
    ``IsCreature``: a creature type implies it, 205.3d), or none when it is another test."""
    found: list[str] = []
    for branch in predicate.get("predicates", []):
        tests = branch.get("predicates", []) if isinstance(branch, dict) and \
            branch.get("type") == "And" else [branch]
        kinds = [t for t in tests if t != "IsCreature"]
        if len(kinds) != 1 or not isinstance(kinds[0], dict) or \
                kinds[0].get("type") != "HasSubtype":
            return []
        found.append(str(kinds[0].get("subtype")))
    return found


def model_facts(script: dict[str, Any], attaches: bool = True) -> list[Fact]:
    """The facts of a model's static abilities and replacement effects (``attaches``: the
    card is an Aura, Equipment or Fortification)."""
    found: list[Fact] = []
    for ability in script.get("staticAbilities") or []:
        found += static_facts(ability, False, "attached" if attaches else "self")
    for effect in script.get("replacementEffects") or []:
        found += replacement_facts(effect)
    return [normal(f) for f in found]


def static_facts(ability: Any, conditional: bool, default: str) -> list[Fact]:
    if isinstance(ability, str):
        return {"LoseAllAbilities": [(default, "lose_all", None, conditional)],
                "GrantChosenColor": [(default, "color", ("chosen",), conditional)],
                "GrantChosenSubtype": [("self", "subtype", "chosen", conditional)]}.get(
                    ability, [])
    kind = ability.get("type")
    if kind == "ConditionalStaticAbility":
        return static_facts(ability.get("ability"), True, default)
    if kind == "CompositeStaticAbility":
        return [f for a in ability.get("abilities", []) for f in
                static_facts(a, conditional, default)]
    group = model_group(ability.get("filter"), default)
    if kind == "ModifyStats":
        return [(group, "pt", (ability.get("powerBonus", 0), ability.get("toughnessBonus", 0)),
                 conditional)]
    if kind == "GrantDynamicStats":  # fixed amounts there are a pair (+2/+0) as well
        bonus = [ability.get(k) for k in ("powerBonus", "toughnessBonus")]
        pair = tuple(b["amount"] for b in bonus) if all(
            isinstance(b, dict) and b.get("type") == "Fixed" for b in bonus) else "count"
        return [(group, "pt", pair, conditional)]
    if kind == "SetBasePowerToughnessStatic":
        return [(group, "base_pt", (ability.get("power"), ability.get("toughness")),
                 conditional)]
    if kind == "SetBasePowerToughnessDynamicStatic":
        return [(group, "base_pt", "count", conditional)]
    if kind == "GrantKeyword":
        word = str(ability.get("keyword", "")).lower().replace("_", " ")
        return [(group, "kw", "protection" if word.startswith("protection") else word,
                 conditional)]
    if kind == "GrantProtection":
        return [(group, "kw", "protection", conditional)]
    if kind == "CantBeBlockedByMoreThan" and ability.get("maxBlockers") == 1:
        return [(group, "kw", "cant be blocked by more than one", conditional)]  # 509.1b
    if kind == "GrantWard" and (ability.get("cost") or {}).get("type") == "WardCost.Mana":
        return [(group, "kw", "ward " + str(ability["cost"].get("manaCost")), conditional)]
    if kind == "GrantChosenColor":
        return [(group, "color", ("chosen",), conditional)]
    if kind == "GrantColor":
        return [(group, "color", (str(ability.get("color", "")).lower(),), conditional)]
    if kind == "GrantSubtype":
        return [(group, "subtype", ability.get("subtype"), conditional)]
    if kind == "GrantAdditionalTypesToGroup":
        return [(group, "subtype", s, conditional) for s in ability.get("addSubtypes", [])] \
            + [(group, "type", t.lower(), conditional) for t in ability.get("addCardTypes", [])]
    if kind in ("AnimateLandGroup", "TransformPermanent"):
        return animated(group, ability, conditional)
    if kind == "GrantKeywordByCounter":
        atoms = {"type:creature", f"counter:{ability.get('counterType', '+1/+1')}"}
        if ability.get("controllerOnly"):
            atoms.add("ctrl:you")
        word = str(ability.get("keyword", "")).lower().replace("_", " ")
        return [(tuple(sorted(atoms)), "kw", word, conditional)]
    if kind == "GrantProtectionFromCardType":
        return [(group, "kw", "protection", conditional)]
    if kind == "GrantCardType":
        return [(group, "type", str(ability.get("cardType", "")).lower(), conditional)]
    return []


COUNTER_WORDS = {"plus": "+", "minus": "-", "one": "1", "zero": "0", "two": "2"}


def counter_name(value: Any) -> str:
    """A model's counter kind as the card format names it: ``minusoneminusone`` is -1/-1."""
    if isinstance(value, dict):
        value = value.get("name", "")
    text = str(value).lower()
    spelled = re.fullmatch(r"(plus|minus)(one|zero|two)(plus|minus)(one|zero|two)", text)
    if spelled:
        a, b, c, d = (COUNTER_WORDS[g] for g in spelled.groups())
        return f"{a}{b}/{c}{d}"
    return text


def animated(group: Any, ability: dict[str, Any], conditional: bool) -> list[Fact]:
    """A model's land animated ("are 1/1 green Elf creatures") or permanent turned into
    another ("is a black Skeleton creature")."""
    found: list[Fact] = [(group, "type", t.lower(), conditional)
                         for t in ability.get("setCardTypes", [])]
    if ability.get("type") == "AnimateLandGroup":
        found.append((group, "type", "creature", conditional))
        if "power" in ability:
            found.append((group, "base_pt", (ability["power"], ability.get("toughness")),
                          conditional))
    found += [(group, "subtype", s, conditional) for s in
              ability.get("creatureSubtypes", []) + ability.get("setSubtypes", [])]
    colors = ability.get("colors") or ability.get("setColors")
    if colors:
        found.append((group, "color", tuple(c.lower() for c in colors), conditional))
    return found


def replacement_facts(effect: Any) -> list[Fact]:
    if isinstance(effect, str):
        return [("self", "enters_tapped", None, False)] if effect == "EntersTapped" else []
    kind = effect.get("type")
    if kind == "EntersTapped":
        return [("self", "enters_tapped", None, any(
            k in effect for k in ("unlessCondition", "condition", "payLifeCost")))]
    if kind == "EntersWithDynamicCounters" and "appliesTo" not in effect:
        return [("self", "enters_with", (counter_name(effect.get("counterType", "+1/+1")),
                                         "count"), "condition" in effect)]
    if kind == "EntersWithCounters" and "appliesTo" not in effect and \
            not effect.get("otherOnly"):
        count = effect.get("count")
        return [("self", "enters_with", (counter_name(effect.get("counterType", "+1/+1")),
                                         count if isinstance(count, int) else "count"),
                 "condition" in effect)]
    if kind == "EntersWithKeywords" and effect.get("selfOnly"):
        return [("self", "kw", str(k).lower().replace("_", " "), "condition" in effect)
                for k in effect.get("keywords", [])]
    if kind == "PreventDamage":
        applies = effect.get("appliesTo") or {}
        to = "self" if applies.get("recipient") == "RecipientSelf" else "any"
        return [(to, "prevent", effect.get("amount", "all"), False)]
    return []


# ---- the draft's side --------------------------------------------------------------
def draft_group(selector: dict[str, Any]) -> Any:
    """What a draft's ``applies_to`` selector applies to, as atoms."""
    if selector.get("self"):
        return "self"
    if selector.get("enchanted") or selector.get("equipped"):
        return "attached"
    atoms: set[str] = set()
    for key, value in selector.items():
        values = value if isinstance(value, list) else [value]
        if key == "type":
            atoms |= {f"type:{v}" for v in values if v != "permanent"}
        elif key == "subtype" and len(values) > 1 and all(isinstance(v, str) for v in values):
            atoms.add("sub:" + "|".join(values))  # any of them (205.3): branches in normal()
        elif key == "subtype":
            atoms |= {"sub:chosen" if isinstance(v, dict) else f"sub:{v}" for v in values}
        elif key == "color":
            atoms |= {f"color:{v}" for v in (values if not isinstance(value, dict) else
                                              ["chosen"])}
        elif key == "keyword":
            atoms.add(f"kw:{value}")
        elif key == "counter" and isinstance(value, str):
            atoms.add(f"counter:{value}")
        elif key == "supertype":
            atoms |= {f"super:{v}" for v in values}
        elif key == "all" and isinstance(value, list) and all(isinstance(v, dict) and
                                                              not v.get("self") for v in value):
            for sub in value:
                found = draft_group(sub)
                atoms |= set(found) if isinstance(found, tuple) else {found}
        elif key == "any" and isinstance(value, list):
            atoms.add("any(" + "; ".join(sorted(" ".join(draft_group(b)) for b in value))
                      + ")")
        elif key == "controller":
            atoms.add(f"ctrl:{value}")
        elif key == "other" and value:
            atoms.add("other")
        elif key == "token":
            atoms.add("token" if value else "nontoken")
        elif key in ("attacking", "blocking", "tapped"):
            atoms.add(f"state:{key}" if value else f"state:un{key}")
        elif key == "face_down" and value is True:
            atoms.add("state:face_down")
        elif key == "power" and isinstance(value, dict) and len(value) == 1 and \
                next(iter(value)) in ("ge", "le") and isinstance(next(iter(value.values())), int):
            (bound, number), = value.items()
            atoms.add(f"pow{'>=' if bound == 'ge' else '<='}{number}")
        elif key == "permanent":
            continue
        elif key == "has_counters" and value is True:
            atoms.add("counter:any")  # a counter of any kind on it (122.1)
        elif key == "has_attached" and value in ({"subtype": ["Aura"]},
                                                 {"subtype": ["Equipment"]}):
            # "enchanted/equipped creatures": an Aura or Equipment attached (303.4, 301.5)
            atoms.add("state:enchanted" if value == {"subtype": ["Aura"]} else "state:equipped")
        elif key == "not" and isinstance(value, dict) and "type" in value:
            atoms.add(f"not:type:{value['type']}")
        elif key == "not" and isinstance(value, dict) and list(value) == ["color"]:
            atoms |= {f"not:color:{v}" for v in value["color"]}
        elif key == "not" and isinstance(value, dict) and list(value) == ["subtype"] and \
                isinstance(value["subtype"], str):
            atoms.add(f"not:sub:{value['subtype']}")
        elif key == "not" and isinstance(value, dict) and list(value) == ["supertype"]:
            atoms |= {f"not:super:{v}" for v in value["supertype"]}
        else:
            atoms.add(f"?{key}={json.dumps(value, sort_keys=True)}")
    return tuple(sorted(atoms))


def constant_pair(value: Any) -> Any:
    return tuple(value) if all(isinstance(v, int) for v in value) else "count"


def draft_facts(made: Draft) -> list[Fact]:
    """The facts of the translated abilities of a draft."""
    found: list[Fact] = []
    for drafted in made.abilities:
        if not drafted.translated or not isinstance(drafted.data, dict):
            continue
        kind, body = next(iter(drafted.data.items()))
        if kind == "static" and ("effects" in body or "rules" in body) and \
                "applies_to" in body:
            found += effect_facts(body)
        elif kind == "replacement":
            found += replacement_draft_facts(body)
    return [normal(f) for f in found]


def effect_facts(body: dict[str, Any]) -> list[Fact]:
    """The facts of a static ability's effects; one on the object itself or an attached
    one with a further test ("as long as it's attacking") is conditional."""
    selector = body["applies_to"]
    branches = selector.get("any") if list(selector) == ["any"] else None
    if isinstance(branches, list) and {"self": True} in branches:
        # "~ and other Knights you control" (611.3a): what each branch gets, as a model
        # says it in one ability per branch (an object of both gets the one effect once in
        # the draft, which these facts do not tell apart)
        return [f for branch in branches for f in effect_facts({**body, "applies_to": branch})]
    group = draft_group(selector)
    narrowed = isinstance(group, str) and len(set(selector) - {"zone"}) > 1
    conditional = "condition" in body or narrowed
    found: list[Fact] = []
    for part in body.get("effects") or []:
        key, value = next(iter(part.items()))
        if key == "modify_pt":
            found.append((group, "pt", constant_pair(value), conditional))
        elif key == "set_pt":
            found.append((group, "base_pt", constant_pair(value), conditional))
        elif key == "add_abilities":
            found += [(group, "kw", "protection" if v.startswith("protection") else v,
                       conditional) for v in value if isinstance(v, str)]
            # a static ability the card grants itself works as the card's own would, while
            # the grant holds (613.1f, 721.2a: a station symbol's abilities)
            found += [(f[0], f[1], f[2], f[3] or conditional) for v in value
                      if group == "self" and isinstance(v, dict) and
                      isinstance(v.get("static"), dict) and "applies_to" in v["static"]
                      for f in effect_facts(v["static"])]
        elif key == "remove_all_abilities":
            found.append((group, "lose_all", None, conditional))
        elif key in ("set_colors", "add_colors"):
            found.append((group, "color", tuple("chosen" if isinstance(v, dict) else str(v)
                                                for v in value), conditional))
        elif key in ("add_subtypes", "set_subtypes", "set_creature_types"):
            found += [(group, "subtype", v if isinstance(v, str) else "chosen", conditional)
                      for v in value if isinstance(v, str) or v == {"chosen": "creature_type"}]
        elif key in ("add_types", "set_types"):
            found += [(group, "type", v, conditional) for v in value if isinstance(v, str)]
    found += rules_facts(body.get("rules") or [], group, conditional)
    return found


# Rules words (613.11; 613.10 in 2011) that the models write as keywords they grant.
RULES_AS_KEYWORDS = {("doesnt_untap", True): "doesnt untap",
                     ("max_blockers", 1): "cant be blocked by more than one",
                     ("cant_become_untapped", True): "cant become untapped",
                     ("cant_transform", True): "cant transform"}


def rules_facts(words: list[Any], group: Any, conditional: bool) -> list[Fact]:
    """The rules effects on objects that a model says as a keyword: "doesn't untap during
    its controller's untap step" (502.3; 502.2 in 2011), "can't be blocked by more than
    one creature" (509.1b), "can't become untapped" (701.26b; 701.17b in 2011), "can't
    transform" (701.27a; 701.25a in 2011)."""
    found: list[Fact] = []
    for word in words:
        if isinstance(word, dict) and len(word) == 1:
            (key, value), = word.items()
            keyword = RULES_AS_KEYWORDS.get((key, value)) if not isinstance(value, dict) \
                else None
            if keyword is not None:
                found.append((group, "kw", keyword, conditional))
    return found


def replacement_draft_facts(body: dict[str, Any]) -> list[Fact]:
    watch, instead = body.get("watch", {}), body.get("instead", {})
    itself = watch.get("object") == {"self": True}
    conditional = "if" in watch or "unless" in body or "if" in body
    if watch.get("event") == "enter" and itself and instead.get("enter_tapped"):
        return [("self", "enters_tapped", None, conditional)]
    if watch.get("event") == "enter" and itself and "enter_with" in instead:
        return entering_facts(instead["enter_with"], conditional)
    if watch.get("event") == "enter" and itself and "enter_with_one_of" in instead:
        # one way chosen as it enters (614.12a): each way's facts hold only if it is chosen
        return [f for way in instead["enter_with_one_of"] for f in entering_facts(way, True)]
    if watch.get("event") == "enter" and itself and "enter_with_counters" in instead:
        counters = instead["enter_with_counters"]
        count = counters.get("count")
        return [("self", "enters_with", (str(counters.get("counter")).lower(),
                                         count if isinstance(count, int) else "count"),
                 conditional)]
    if watch.get("event") == "damage" and "prevent" in instead and \
            not body.get("resolved"):
        recipient = watch.get("recipient")
        if watch.get("involving") == {"self": True}:
            # the damage dealt to the object and the damage it deals to anything (615.1)
            return [("self", "prevent", instead["prevent"], False),
                    ("any", "prevent", instead["prevent"], False)]
        to = "self" if recipient == {"object": {"self": True}} else "any"
        return [(to, "prevent", instead["prevent"], False)]
    return []


def entering_facts(how: dict[str, Any], conditional: bool) -> list[Fact]:
    """The facts of one ``enter_with``: tapped, each kind of counters, each keyword."""
    found: list[Fact] = [("self", "enters_tapped", None, conditional)] if how.get("tapped") \
        else []
    for put in how.get("counters", []):
        count = put.get("count")
        found.append(("self", "enters_with", (str(put.get("counter", "+1/+1")).lower(),
                                              count if isinstance(count, int) else "count"),
                      conditional))
    return found + [("self", "kw", str(a), conditional) for a in how.get("abilities", [])]


def normal(fact: Fact) -> Fact:
    """A fact as compared: a group's alternatives of subtypes (``sub:Zombie|Skeleton``) as
    branches, and no ``type:creature`` beside a creature type nor ``type:land`` beside a
    land type (205.3d: a subtype goes with its card type; a creature type with kindred
    objects too)."""
    group = fact[0]
    if isinstance(group, str):
        return fact
    atoms = set(group)
    split = next((a for a in atoms if a.startswith("sub:") and "|" in a), None)
    if split:
        atoms.discard(split)
        branches = [" ".join(sorted(strip_creature(atoms | {"sub:" + s})))
                    for s in split[4:].split("|")]
        atoms = {"any(" + "; ".join(sorted(branches)) + ")"}
    return (tuple(sorted(strip_creature(atoms))), *fact[1:])


def strip_creature(atoms: set[str]) -> set[str]:
    """Without the card type a subtype already implies (205.3d): a creature type's
    creature, a land type's land; nor the creature an attacking or blocking permanent is
    (506.4: a permanent that stops being a creature is removed from combat)."""
    subtypes = {a[4:] for a in atoms if a.startswith("sub:")}
    lists = load_ruleset(DEFAULT_RULESET).subtype_lists
    if subtypes & (lists["creature_types"] | {"chosen"}) or \
            atoms & {"state:attacking", "state:blocking"}:
        atoms = atoms - {"type:creature"}
    if subtypes & lists["land_types"]:
        atoms = atoms - {"type:land"}
    return atoms


# ---- the comparison ----------------------------------------------------------------
@dataclass
class Differential:
    cards: int = 0  # cards with a model and a draft holding a comparable fact
    agreed: int = 0  # facts both have
    disagreements: list[tuple[str, str, Fact]] = field(default_factory=list)
    accepted: list[tuple[str, str, Fact, str]] = field(default_factory=list)


def models(path: Path) -> Iterator[tuple[str, str, dict[str, Any]]]:
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        for raw in lines:
            record = json.loads(raw)
            yield record["name"], record.get("oracle_text") or "", record.get("script") or {}


def fact_text(fact: Fact) -> str:
    group, kind, value, conditional = fact
    applies = group if isinstance(group, str) else "[" + " ".join(group) + "]"
    return f"{kind} {value if value is not None else ''} of {applies}" + \
        (" (conditional)" if conditional else "")


def accepted_list(path: Path = ACCEPTED) -> dict[tuple[str, str, str], str]:
    """The disagreements the rules settle for the draft: (card, side, fact) -> the rule."""
    if not path.is_file():
        return {}
    rows = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    return {(r["card"], r["side"], r["fact"]): r["rule"] for r in rows}


def compare(corpus: Path, path: Path) -> Differential:
    """The differential of the drafts of the corpus against the models at ``path``."""
    found = Differential()
    accepted = accepted_list()
    faces: dict[str, list[Any]] = {}
    for name, face in drafting_corpus.corpus_faces(corpus):
        faces.setdefault(name, []).append(face)
    for name, text, script in models(path):
        if name not in faces:
            continue
        attaches = any(re.search(r"\b(Aura|Equipment|Fortification)\b", f.type_line)
                       for f in faces[name])
        theirs = model_facts(script, attaches)
        ours: list[Fact] = []
        complete = True
        for face in faces[name]:
            if face.text.strip() and face.text.strip() not in text:
                continue  # a face the model does not describe (the back of a card)
            try:
                made = draft(face)
            except MtglogicError:
                complete = False
                continue
            ours += draft_facts(made)
            resolves = bool(re.search(r"\b(Instant|Sorcery)\b", face.type_line))
            complete &= all(drafting_corpus.drafted_line(made, rules, resolves) for rules in
                            drafting_corpus.scoped_rules(face.text, resolves))
        if (not ours and not theirs) or not text.strip():
            continue
        ours, theirs = sorted(set(ours), key=str), sorted(set(theirs), key=str)
        if not ours and not complete:
            continue
        found.cards += 1
        rest = list(theirs)
        for fact in ours:
            if fact in rest:
                rest.remove(fact)
                found.agreed += 1
            else:
                note(found, accepted, name, "draft only", fact)
        if complete:
            for fact in rest:
                note(found, accepted, name, "model only", fact)
    return found


def note(found: Differential, accepted: dict[tuple[str, str, str], str], name: str,
         side: str, fact: Fact) -> None:
    rule = accepted.get((name, side, fact_text(fact)))
    if rule is None:
        found.disagreements.append((name, side, fact))
    else:
        found.accepted.append((name, side, fact, rule))


def report(found: Differential, verbose: bool = True) -> list[str]:
    out = [f"differential against {MODELS.name}: {found.cards} cards compared, "
           f"{found.agreed} facts agreed, {len(found.disagreements)} disagreements open, "
           f"{len(found.accepted)} settled for the draft by the rules "
           f"({ACCEPTED.name})"]
    met = {(name, side, fact_text(fact)) for name, side, fact, _ in found.accepted}
    stale = [row for row in accepted_list() if row not in met]
    if stale:  # a row no disagreement meets any more: the comparison or the draft changed
        out.append(f"  {len(stale)} rows of {ACCEPTED.name} met no disagreement: "
                   + "; ".join(f"{c}: {s}: {f}" for c, s, f in stale))
    if verbose:
        for name, side, fact in found.disagreements:
            out.append(f"  - {name}: {side}: {fact_text(fact)}")
        for name, side, fact, rule in found.accepted:
            out.append(f"  = {name}: {side}: {fact_text(fact)} ({rule})")
    return out
