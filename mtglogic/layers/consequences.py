"""What state-based actions would do to the board the layers produced (rule 704).

The layer engine does not perform state-based actions; it reports the objects they would
act on, with the rule, so that a judge sees at once that Humility kills the 1/1 with a
-1/-1 counter: a creature with toughness 0 or less (704.5f), lethal damage marked on a
creature (704.5g), a planeswalker with no loyalty (704.5i), two legendary permanents with
one name and one controller (704.5j: the player keeps one), an Equipment or a
Fortification attached to something it can't be attached to (704.5n). Rule numbers come
from the ruleset (``state_based`` citations).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Mapping

from mtglogic.model.objects import ObjState
from mtglogic.model.ruleset import Ruleset

GRAVEYARD = "is put into its owner's graveyard"
DESTROYED = "is destroyed"
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
        """Whether the object leaves the battlefield (put into a graveyard or destroyed)."""
        return self.action in (GRAVEYARD, DESTROYED)


def loyalty(obj: ObjState) -> int | None:
    """A planeswalker's loyalty: its loyalty counters (306.5b), else its printed loyalty."""
    if "loyalty" in obj.counters:
        return obj.counters["loyalty"]
    return obj.loyalty


def consequences(board: Mapping[str, ObjState], ruleset: Ruleset) -> list[Consequence]:
    """Every state-based action the board calls for, object by object, in id order."""
    cite = ruleset.cite
    found: list[Consequence] = []
    permanents = [o for _, o in sorted(board.items()) if o.zone == "battlefield"]
    for obj in permanents:
        found += _creature(obj, cite)
        if "planeswalker" in obj.card_types and loyalty(obj) == 0:
            found.append(Consequence(obj.id, cite("sba_loyalty"), GRAVEYARD,
                                     "a planeswalker with loyalty 0"))
        found += _attachment(obj, board, cite)
    found += _legend_rule(permanents, cite)
    return found


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


def _legend_rule(permanents: list[ObjState], cite: Cite) -> Iterable[Consequence]:
    """704.5j: legendary permanents with one name and one controller: the player keeps one."""
    groups: dict[tuple[str | None, str], list[str]] = {}
    for obj in permanents:
        if "legendary" in obj.supertypes and obj.name:
            groups.setdefault((obj.controller, obj.name), []).append(obj.id)
    found = []
    for (controller, name), ids in sorted(groups.items(), key=lambda kv: kv[1]):
        if len(ids) > 1:
            for oid in ids:
                found.append(Consequence(oid, cite("sba_legend"),
                                         f"goes unless {controller} keeps it "
                                         f"(one of {', '.join(ids)})",
                                         f"{len(ids)} legendary permanents named {name}"))
    return found
