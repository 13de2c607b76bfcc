"""Where the two 2011 texts differ, cr-2011 follows the seed (docs/rulesets.md, issue 21).

The seed of 616 (French text of 2011-02-04) orders replacement effects in four steps,
616.1a-d: self-replacement, control of an entering object, any effect, repeat. The English
rules of 2011-09-30 put a copy step before "any effect" (their 616.1c). cr-2011 has the
seed's tiers; a ruleset with the 09-30 tiers is a copy of it with one tier added, and the
engine reads only the data, so the two readings give the answers below.
"""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from mtglogic.budget import Budget
from mtglogic.engines import ENGINES
from mtglogic.engines.replacement import load_question
from mtglogic.errors import ConsistencyError
from mtglogic.loading.rulesets import load_ruleset, ruleset_folder, using_ruleset_folder
from mtglogic.loading.rulings import builtin_ruling_files, load_ruling
from mtglogic.replacement.render import outcome_data
from mtglogic.replacement.rules import choice_rules

ESSENCE = next(p for p in builtin_ruling_files("cr-2011")
               if p.name == "616-1-copy-as-it-enters.yaml")
# Essence of the Wild: creatures you control enter as a copy of it. Rusted Sentinel enters
# tapped (its own ability). Copy first: the Sentinel's ability is gone before it could
# apply (614.12 reads the permanent as it would enter), an untapped copy; tapped first:
# the copy effect still applies, a tapped copy.
UNTAPPED = "sentinel: stack -> battlefield (as a copy of essence)"
TAPPED = "sentinel: stack -> battlefield (tapped, as a copy of essence)"


def outcomes(ruleset: str) -> set[str]:
    ruling = load_ruling(ESSENCE)
    engine = ENGINES["replacement"]
    result = engine.compute(engine.load(ruling.scenario, ruleset), Budget())
    answer = result.answer("resolve")
    return {outcome_data(answer, outcome)["result"] for outcome in answer.outcomes}


def test_cr_2011_has_the_seed_s_tiers_with_no_copy_step() -> None:
    tiers = choice_rules(load_ruleset("cr-2011")).tiers
    assert [(t.kind, t.rule) for t in tiers] == [
        ("self_replacement", "616.1a"), ("control", "616.1b"), ("any", "616.1c")]
    assert choice_rules(load_ruleset("cr-2011")).cite("repeat") == "616.1d"


def test_the_seed_lets_the_owner_apply_either_effect_first() -> None:
    # 616.1c of the seed: any applicable effect may be chosen, so both orders: 2 outcomes.
    assert outcomes("cr-2011") == {UNTAPPED, TAPPED}


def test_the_2011_09_30_copy_step_would_leave_one_outcome(tmp_path: Path) -> None:
    # 616.1c of 2011-09-30: the copy effect must be chosen first; the Sentinel's own
    # ability is then gone, so only the untapped copy remains (as in 2026, 616.1c).
    data = yaml.safe_load((ruleset_folder("cr-2011") / "ruleset.yaml").read_text(encoding="utf-8"))
    data["id"] = "cr-2011-09-30"
    tiers = data["replacement"]["tiers"]
    tiers.insert(2, {"kind": "copy", "rule": "616.1c", "name": "copy effects on entering"})
    tiers[3]["rule"] = "616.1d"
    data["replacement"]["rules"]["repeat"] = "616.1e"
    folder = tmp_path / "house"
    folder.mkdir()
    (folder / "ruleset.yaml").write_text(yaml.safe_dump(data, allow_unicode=True),
                                         encoding="utf-8")
    with using_ruleset_folder(str(folder)):
        assert outcomes("cr-2011-09-30") == {UNTAPPED}


THING_BACK = {"players": ["p1", "p2"],
              "objects": [{"id": "thing", "card": "Thing in the Ice", "owner": "p1",
                           "zone": "graveyard"}],
              "events": [{"id": "e", "zone_change": {"object": "thing", "to": "battlefield",
                                                     "face": "back"}}]}


def test_cr_2011_refuses_a_double_faced_card_entering_back_face_up() -> None:
    # 711.5 of 2011-09-30: a double-faced card enters the battlefield front face up; no 2011
    # rule puts one onto it transformed, so the event is refused at its `face`, citing 711.5.
    with pytest.raises(ConsistencyError, match=r"zone_change\.face: .*front face up \(711\.5\)"):
        load_question({**THING_BACK, "ruleset": "cr-2011"})


def test_cr_2026_puts_it_onto_the_battlefield_transformed() -> None:
    # 712.14a: put onto the battlefield transformed, it enters back face up (Awoken Horror,
    # which has no "enters with four ice counters": one outcome, no counters).
    question = load_question({**THING_BACK, "ruleset": "cr-2026"})
    result = ENGINES["replacement"].compute(question, Budget())
    answer = result.answer("e")
    assert {outcome_data(answer, o)["result"] for o in answer.outcomes} == {
        "thing: graveyard -> battlefield (back face up)"}
