"""What state-based actions would do to the board the layers produced (rule 704).

The layer engine does not perform state-based actions; it reports the objects they would
act on, with the rule, so that a judge sees at once that Humility kills the 1/1 with a
-1/-1 counter: a creature with toughness 0 or less (704.5f), lethal damage marked on a
creature (704.5g), a planeswalker with no loyalty (704.5i), the legend rule (704.5j: a
player with two legendary permanents of one name keeps one; in 2011, 704.5k, every one of
them goes, whoever controls it, and 704.5j is the planeswalker uniqueness rule, which also
takes every one), an Aura
attached to nothing or to what it can't enchant (704.5m; 704.5n in 2011), an Equipment or
a Fortification attached illegally (704.5n; 704.5p in 2011), a Saga whose lore counters
reached its final chapter (704.5s; no Sagas in 2011). Rule numbers come from the ruleset
(``state_based`` citations); a rule the ruleset does not cite is not checked.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from mtglogic.model.chapters import final_chapter
from mtglogic.model.objects import ObjState
from mtglogic.model.ruleset import Ruleset
from mtglogic.model.terms import PERMANENT_TYPES

GRAVEYARD = "is put into its owner's graveyard"
DESTROYED = "is destroyed"
SACRIFICED = "is sacrificed by its controller"
Cite = Callable[[str], str]


@dataclass(frozen=True)
class Consequence:
    """A state-based action the board calls for: which object, under which rule, what."""

    object: str
    rule: str
    action: str
    reason: str

    @property
    def leaves(self) -> bool:
        """Whether the object leaves the battlefield (put into a graveyard, destroyed or
        sacrificed)."""
        return self.action in (GRAVEYARD, DESTROYED, SACRIFICED)


def loyalty(obj: ObjState) -> int | None:
    """A planeswalker's loyalty: its loyalty counters (306.5b), else its printed loyalty."""
    if "loyalty" in obj.counters:
        return obj.counters["loyalty"]
    return obj.loyalty


def consequences(board: Mapping[str, ObjState], ruleset: Ruleset,
                 legend_exempt: frozenset[str] = frozenset()) -> list[Consequence]:
    """Every state-based action the board calls for, object by object, in id order; the
    legend rule leaves alone the permanents of ``legend_exempt`` (a rules effect says it
    doesn't apply to them: Mirror Gallery)."""
    cite = ruleset.cite
    rules = ruleset.citations
    found: list[Consequence] = []
    permanents = [o for _, o in sorted(board.items()) if o.zone == "battlefield"]
    for obj in permanents:
        found += _creature(obj, cite)
        if "planeswalker" in obj.card_types and loyalty(obj) == 0:
            found.append(Consequence(obj.id, cite("sba_loyalty"), GRAVEYARD,
                                     "a planeswalker with loyalty 0"))
        found += _attachment(obj, board, cite)
        if "Aura" in obj.subtypes and "sba_aura" in rules:
            found += aura(obj, board, cite)
        if "sba_saga" in rules:
            found += _saga(obj, cite)
    found += _legend_rule([o for o in permanents if o.id not in legend_exempt], rules)
    return sorted(found, key=lambda c: c.object)


def _creature(obj: ObjState, cite: Cite) -> Iterable[Consequence]:
    if "creature" not in obj.card_types or obj.toughness is None:
        return []
    if obj.toughness <= 0:
        return [Consequence(obj.id, cite("sba_toughness"), GRAVEYARD,
                            f"a creature with toughness {obj.toughness}")]
    if obj.damage and obj.damage >= obj.toughness:
        return [Consequence(obj.id, cite("sba_lethal_damage"), DESTROYED,
                            f"{obj.damage} damage marked, toughness {obj.toughness}")]
    return []


def _attachment(obj: ObjState, board: Mapping[str, ObjState],
                cite: Cite) -> Iterable[Consequence]:
    """An Equipment must be attached to a creature and be none itself; a Fortification to
    a land and be no creature (704.5n: it becomes unattached)."""
    if obj.attached_to is None:
        return []
    host = board.get(obj.attached_to)
    for subtype, needs in (("Equipment", "creature"), ("Fortification", "land")):
        article = "an" if subtype[0] in "AEIOU" else "a"
        if subtype not in obj.subtypes:
            continue
        legal = host is not None and host.zone == "battlefield" and needs in host.card_types \
            and "creature" not in obj.card_types
        if not legal:
            return [Consequence(obj.id, cite("sba_attachment"), "becomes unattached",
                                f"{article} {subtype} attached to {obj.attached_to}, which "
                                f"is not a {needs} it can be attached to")]
    return []


def enchant_words(obj: ObjState) -> list[tuple[str, ...] | None]:
    """Each enchant ability's alternatives ("enchant creature, land, or planeswalker"): card
    types or "permanent"; None for one this report can't judge (a player, "you control", a
    card in a graveyard...)."""
    found: list[tuple[str, ...] | None] = []
    for ability in obj.abilities:
        text = ability.text.lower()
        if ability.kind != "keyword" or not text.startswith("enchant "):
            continue
        words = [w.strip() for w in re.split(r",|\bor\b", text[len("enchant "):]) if w.strip()]
        known = all(w in PERMANENT_TYPES or w == "permanent" for w in words)
        found.append(tuple(words) if known else None)
    return found


def aura(obj: ObjState, board: Mapping[str, ObjState], cite: Cite) -> Iterable[Consequence]:
    """704.5m (704.5n in 2011): an Aura attached to nothing, to an object gone, or to one
    its enchant abilities don't allow (all of them apply, 702.5c); an Aura that is also a
    creature can't enchant anything (303.4d)."""
    rule = cite("sba_aura")
    if "creature" in obj.card_types:
        return [Consequence(obj.id, rule, GRAVEYARD, f"an Aura that is also a creature "
                            f"can't enchant anything ({cite('aura_creature')})")]
    host = board.get(obj.attached_to) if obj.attached_to else None
    if host is None:
        where = f"attached to {obj.attached_to}, which is gone" if obj.attached_to else \
            "attached to nothing"
        return [Consequence(obj.id, rule, GRAVEYARD, f"an Aura {where}")]
    for words in enchant_words(obj):
        if words is None:
            continue
        legal = host.zone == "battlefield" and any(
            w == "permanent" or w in host.card_types for w in words)
        if not legal:
            return [Consequence(obj.id, rule, GRAVEYARD,
                                f"an Aura with enchant {' or '.join(words)} attached to "
                                f"{host.id}, which is not one ({cite('enchant')})")]
    return []


def _legend_rule(permanents: list[ObjState], rules: Mapping[str, str]) -> Iterable[Consequence]:
    """704.5j: legendary permanents with one name and one controller: the player keeps
    one. In 2011 (704.5k) they all go, whoever controls them; and so do planeswalkers
    sharing a planeswalker type (704.5j, the uniqueness rule)."""
    found = []
    groups: dict[tuple[str | None, str], list[str]] = {}
    everyone = "sba_legend_all_players" in rules
    for obj in permanents:
        if "legendary" in obj.supertypes and obj.name:
            groups.setdefault((None if everyone else obj.controller, obj.name), []).append(obj.id)
    for (controller, name), ids in sorted(groups.items(), key=lambda kv: kv[1]):
        if len(ids) > 1 and everyone:
            found += [Consequence(oid, rules["sba_legend_all_players"], GRAVEYARD,
                                  f"{len(ids)} legendary permanents named {name} "
                                  f"({', '.join(ids)})") for oid in ids]
        elif len(ids) > 1:
            found += [Consequence(oid, rules["sba_legend"], f"goes unless {controller} keeps it "
                                  f"(one of {', '.join(ids)})",
                                  f"{len(ids)} legendary permanents named {name}")
                      for oid in ids]
    if "sba_planeswalker_uniqueness" in rules:
        found += _uniqueness(permanents, rules["sba_planeswalker_uniqueness"])
    return found


def _uniqueness(permanents: list[ObjState], rule: str) -> Iterable[Consequence]:
    """2011's 704.5j: planeswalkers on the battlefield that share a planeswalker type all go
    to their owners' graveyards, whoever controls them (a per-player choice only since
    2013); one that shares several types is reported once, for the first."""
    found: dict[str, Consequence] = {}
    groups: dict[str, list[str]] = {}
    for obj in permanents:
        if "planeswalker" in obj.card_types:
            for subtype in sorted(obj.subtypes):
                groups.setdefault(subtype, []).append(obj.id)
    for subtype, ids in sorted(groups.items()):
        if len(ids) > 1:
            for oid in ids:
                found.setdefault(oid, Consequence(
                    oid, rule, GRAVEYARD, f"{len(ids)} planeswalkers of type {subtype} "
                    f"({', '.join(ids)})"))
    return list(found.values())


def _saga(obj: ObjState, cite: Cite) -> Iterable[Consequence]:
    """704.5s: a Saga with chapter abilities whose lore counters reached its final chapter
    number (714.2d), none of its chapter abilities waiting on the stack: sacrificed."""
    final = final_chapter(obj)
    lore = obj.counters.get("lore", 0)
    if "Saga" not in obj.subtypes or final == 0 or lore < final or obj.chapter_triggered:
        return []
    return [Consequence(obj.id, cite("sba_saga"), SACRIFICED,
                        f"a Saga with {lore} lore counters, its final chapter {final}")]
