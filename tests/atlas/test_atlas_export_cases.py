"""Each interaction the atlas finds is written as engine-neutral cases, the format of
``mtglogic export`` (issue 23, item 3): they validate against ``mtglogic schema --kind
case`` and ``mtglogic verify`` passes them, so the atlas is a generated test corpus."""
from __future__ import annotations

import json
from pathlib import Path

import jsonschema
from atlas_support import atlas, card_args
from click.testing import CliRunner

from mtglogic.cli import main
from mtglogic.outputs.case_schema import case_schema


def test_the_seven_cards_interactions_are_cases_verify_passes(tmp_path: Path) -> None:
    out = tmp_path / "atlas.jsonl"
    run = atlas(tmp_path / "state", *card_args(), "--workers", "1", "--cases", str(out))
    assert run.exit_code == 0, run.output
    cases = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    for case in cases:
        jsonschema.validate(case, case_schema())
    by_id = {case["id"]: case for case in cases}
    # Humility + Opalescence (613.7, timestamp order; official rulings): Humility first,
    # then Opalescence sets Humility's P/T to its mana value, 4: 4/4; Opalescence first,
    # then Humility sets every creature to 1/1, itself included: 1/1. One case per order.
    humility = sorted((c["expect"]["objects"]["humility"]["power"],
                       c["expect"]["objects"]["humility"]["toughness"])
                      for i, c in by_id.items() if "Humility + Opalescence" in i)
    assert humility == [(1, 1), (4, 4)]
    # Hardened Scales + Doubling Season on one +1/+1 counter (616.1): (1 + 1) x 2 = 4 or
    # 1 x 2 + 1 = 3, one order each, "you" choosing.
    [season] = [c for i, c in by_id.items() if "Hardened Scales" in i]
    event = season["expect"]["e"]
    assert event["chooser"] == "you"
    assert sorted((o["state"]["counters"]["std-creature"]["+1/+1"], o["orders"])
                  for o in event["outcomes"]) == [(3, 1), (4, 1)]
    # Blood Moon + Urborg (613.8a): whatever the order, Urborg is a Mountain without its
    # ability, since Blood Moon's effect removes the ability Urborg's effect comes from.
    [moon] = [c for i, c in by_id.items() if "Blood Moon" in i]
    urborg = moon["expect"]["objects"]["urborg-tomb-of-yawgmoth"]
    assert urborg["subtypes"] == ["Mountain"]
    assert all("generated" in c["source"] for c in cases)
    verified = CliRunner().invoke(main, ["verify", str(out), "--json"])
    assert verified.exit_code == 0, verified.output
    assert json.loads(verified.stdout)["passed"] == len(cases) == 4
