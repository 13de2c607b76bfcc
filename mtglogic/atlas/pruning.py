"""Which cards' words can meet, decided from their profiles before any board is built.

Two cards' static abilities meet when one writes a field the other reads (the second's
result can depend on the first: a dependency, 613.8a in cr-2026, 613.7a in cr-2011) or
both write the same field (the later effect's value stands: timestamp order, 613.7 in
cr-2026, 613.6 in cr-2011). Two cards' replacement or prevention effects meet when they
watch one event kind (or related kinds, ``related_events`` of the catalogue): only then
can one event be modified by both, in an order someone chooses (616.1). Two cards meet on
the stack at an event kind of the catalogue (``stack_kinds``) when its occurrences trigger
abilities of both: their controllers put them on the stack in the order they choose
(603.3b) and the last one put there resolves first (405.5); or when it triggers an ability
of one whose instructions make an event the other's replacement effect watches, or the one
event itself is one the other's replacement effect watches (616.1), or an event the other's
triggered ability watches (an ability triggers on any event, its own kind's included,
603.2). The rule numbers are the same in cr-2011. A pair whose words meet no way is
pruned: no board of it is built. Three cards meet when their pairs
connect them all (at least two of the three pairs meet).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mtglogic.atlas.catalogue import Catalogue
from mtglogic.atlas.profiles import Profile
from mtglogic.vocabulary.fields import families, touches

# Why a group is pruned, in general (``Meeting.kind``; ``Meeting.why`` names its cards).
NO_WORDS = ("a card has no static ability, replacement effect or triggered ability written "
            "in the vocabulary")
NO_MEETING = ("no field one writes is read or written by the other, no event kind is "
              "watched by both, and no event triggers an ability of one that meets the other")
UNCONNECTED = "fewer than two of its pairs meet"  # a triple's
APART = ("its pairs meet, but not all three in the layers, on one event kind or on the "
         "stack")


@dataclass(frozen=True)
class Meeting:
    """How some cards' words meet: in the layers, on event kinds, and why (or why not)."""

    cards: tuple[str, ...]
    layers: bool
    events: tuple[str, ...]
    why: str
    kind: str = ""  # a pruned group's reason in general (NO_WORDS...), "" if it meets
    stack: tuple[str, ...] = ()  # the catalogue's event kinds they meet at on the stack

    @property
    def pruned(self) -> bool:
        return not self.layers and not self.events and not self.stack


def _fields(names: frozenset[str]) -> str:
    return ", ".join(sorted(families(names)))


def layers_meet(a: Profile, b: Profile) -> str:
    """How the static abilities of two cards meet, or "" when they cannot."""
    if not (a.has_statics and b.has_statics):
        return ""
    for one, other in ((a, b), (b, a)):
        if touches(one.writes, other.reads):
            shared = {w for w in one.writes if touches(frozenset([w]), other.reads)}
            return f"{one.name} writes {_fields(frozenset(shared))}, which {other.name} reads"
    if touches(a.writes, b.writes):
        shared = {w for w in a.writes if touches(frozenset([w]), b.writes)}
        return f"both write {_fields(frozenset(shared))}"
    return ""


def shared_events(profiles: Sequence[Profile], catalogue: Catalogue) -> tuple[str, ...]:
    """The event kinds one of the cards watches that every one of them watches, or a kind
    related to it."""
    if not all(p.has_replacements for p in profiles):
        return ()
    kinds = frozenset().union(*(p.events for p in profiles))
    return tuple(sorted(kind for kind in kinds
                        if all(p.events & catalogue.kinds_seen_with(kind) for p in profiles)))


def _reached(profile: Profile, kind: str, made: frozenset[str], catalogue: Catalogue) -> bool:
    """Whether a card's words act on an event of ``kind`` or on what the abilities it
    triggers make (``made``): its triggered abilities watch an occurrence of one of them
    (603.2), or its replacement effects watch one (or a related kind, 616.1)."""
    kinds = {kind} | made
    seen = frozenset().union(*(catalogue.occurrences_of(k) for k in kinds))
    watched = frozenset().union(*(catalogue.kinds_seen_with(k) for k in kinds))
    return bool(profile.triggers & seen or profile.events & watched)


def stack_kinds(profiles: Sequence[Profile], catalogue: Catalogue) -> tuple[str, ...]:
    """The event kinds of the catalogue at which the cards meet on the stack: an event of
    the kind triggers an ability of at least one of them (603.2), and each of the others
    has an ability it triggers too (their order on the stack is chosen, 603.3b) or words
    that act on that event or on what the triggered abilities make (616.1, 603.2)."""
    found = []
    for kind in sorted(catalogue.events):
        occurring = catalogue.occurrences_of(kind)
        triggered = [p for p in profiles if p.triggers & occurring]
        if not triggered:
            continue
        made = frozenset().union(*(p.makes for p in triggered))
        if all(p in triggered or _reached(p, kind, made, catalogue) for p in profiles):
            found.append(kind)
    return tuple(found)


def no_words(profile: Profile) -> bool:
    return not (profile.has_statics or profile.has_replacements or profile.has_triggers)


def meet_pair(a: Profile, b: Profile, catalogue: Catalogue) -> Meeting:
    """The meeting of two cards' words."""
    cards = (a.name, b.name)
    lone = [p.name for p in (a, b) if no_words(p)]
    if lone:
        return Meeting(cards, False, (), f"{' and '.join(lone)} "
                       f"{'has' if len(lone) == 1 else 'have'} no static ability, "
                       f"replacement effect or triggered ability written in the vocabulary",
                       NO_WORDS)
    layers = layers_meet(a, b)
    events = shared_events((a, b), catalogue)
    stack = stack_kinds((a, b), catalogue)
    reasons = ([layers] if layers else []) + (
        [f"both watch {', '.join(events)} events"] if events else []) + (
        [_on_stack(stack)] if stack else [])
    if not reasons:
        return Meeting(cards, False, (), NO_MEETING, NO_MEETING)
    return Meeting(cards, bool(layers), events, "; ".join(reasons), stack=stack)


def _on_stack(kinds: tuple[str, ...]) -> str:
    return (f"on the stack after a {', '.join(kinds)} event: it triggers abilities of both "
            f"(603.3b), or of one and the other's words act on what follows (616.1, 603.2)")


def meet_triple(profiles: Sequence[Profile], pairs: dict[tuple[str, str], Meeting],
                catalogue: Catalogue) -> Meeting:
    """The meeting of three cards: pruned unless at least two of their pairs meet (which
    connects all three); in the layers when all three have statics and two pairs meet
    there, on the event kinds all three watch."""
    a, b, c = profiles
    inside = [pairs[(x.name, y.name)] for x, y in ((a, b), (a, c), (b, c))]
    cards = (a.name, b.name, c.name)
    if sum(not m.pruned for m in inside) < 2:
        return Meeting(cards, False, (), UNCONNECTED, UNCONNECTED)
    layers = sum(m.layers for m in inside) >= 2
    events = shared_events(profiles, catalogue)
    stack = stack_kinds(profiles, catalogue)
    if not layers and not events and not stack:
        return Meeting(cards, False, (), APART, APART)
    return Meeting(cards, layers, events, "; ".join(m.why for m in inside if not m.pruned),
                   stack=stack)
