"""Keywords whose rules make a continuous effect that is no characteristic-defining ability
(the ruleset's ``keyword_statics``): reconfigure (702.151b; 2011 has none)."""
from __future__ import annotations

from layers_support import R2011, board, creature, run


def blades(oid: str, timestamp: int, **kw) -> dict:
    return creature(oid, 1, 1, name="Lizard Blades", types=["artifact", "creature"],
                    subtypes=["Equipment", "Lizard"], timestamp=timestamp,
                    abilities=["double strike", "reconfigure {2}"], **kw)


def test_attached_it_is_no_creature_and_stays_attached():
    # By hand: attached, it stops being a creature (702.151b), so it has no power or
    # toughness and no creature type, and no state-based action unattaches it (704.5n).
    result = run(board([creature("bears", timestamp=1), blades("blades", 2, attached_to="bears")]))
    [outcome] = result.outcomes
    chars = outcome.characteristics()["blades"]
    assert (chars["types"], chars["subtypes"], "power" in chars) == (["artifact"], ["Equipment"],
                                                                      False)
    assert [c for c in outcome.run.consequences if c.object == "blades"] == []
    [step] = [s for s in outcome.run.steps if s.effect == "blades:reconfigure"]
    assert "(702.151b)" in step.text and step.layer == "4"


def test_unattached_it_is_a_creature():
    chars = run(board([blades("blades", 2)])).outcomes[0].characteristics()["blades"]
    assert (chars["types"], chars["power"]) == (["artifact", "creature"], 1)


def test_2011_has_no_reconfigure():
    # The keyword does nothing there: attached and a creature, the Equipment is unattached
    # as a state-based action (704.5p in 2011).
    result = run(board([creature("bears", timestamp=1), blades("blades", 2, attached_to="bears")]),
                 R2011)
    [outcome] = result.outcomes
    assert "creature" in outcome.characteristics()["blades"]["types"]
    assert [c.rule for c in outcome.run.consequences if c.object == "blades"] == ["704.5p"]
