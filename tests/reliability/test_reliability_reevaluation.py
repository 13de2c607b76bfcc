"""Dependencies found when the order is found again (issue 13): `deps` keeps the edges
that appear only after an effect applies (613.8c in 2026, 613.7c in 2011), marks them
with `found_after` in JSON and text, and draws them dashed with a legend entry in DOT,
checked by parsing the DOT and by Graphviz's own reading of it (`dot -Tjson`) when
installed.

The board, worked by hand from 613.8a-c (2026; 613.7a-c in 2011). Layer 4:
- moon (timestamp 3): "nonbasic lands are Mountains";
- spell (timestamp 4): urb loses the supertype basic;
- urb (timestamp 5, a basic land): "each land is a Swamp in addition".
When the layer starts, the spell changes what moon applies to (urb becomes nonbasic):
moon depends on the spell (613.8a). urb is basic, so moon does not touch it yet: urb's
effect depends on nothing. The spell applies first. Found again (613.8c), urb is now a
nonbasic land, and moon would remove its ability (a Mountain has only its mana
ability): urb's effect now depends on moon - an edge the first graph lacked, found after
the spell applied. Moon then applies; urb's effect no longer exists.
"""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest
import yaml
from reliability_support import invoke, needs_graphviz

from mtglogic.errors import EXIT_OK

BOARD = {
    "players": ["you", "opponent"], "active_player": "you",
    "objects": [
        {"id": "moon", "name": "Moon", "types": ["enchantment"], "timestamp": 3,
         "abilities": [{"static": {"text": "Nonbasic lands are Mountains",
                                   "applies_to": {"type": "land",
                                                  "not": {"supertype": "basic"}},
                                   "effects": [{"set_land_types": ["Mountain"]}]}}]},
        {"id": "urb", "name": "Urb", "types": ["land"], "supertypes": ["basic"],
         "timestamp": 5,
         "abilities": [{"static": {"text": "Each land is a Swamp in addition",
                                   "applies_to": {"type": "land"},
                                   "effects": [{"add_subtypes": ["Swamp"]}]}}]}],
    "effects": [{"id": "spell", "targets": ["urb"], "timestamp": 4,
                 "effects": [{"remove_supertypes": ["basic"]}]}],
}
AGAIN = {"cr-2026": "613.8c", "cr-2011": "613.7c"}
FIRST = {"spell", "moon#0"}  # the edge found when the layer started
EDGE = re.compile(r'^\s*"4/([^"]+)" -> "4/([^"]+)" \[([^\]]*)\]', re.M)


@pytest.fixture(params=sorted(AGAIN))
def case(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[str, Path]:
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump({"ruleset": request.param, **BOARD}), encoding="utf-8")
    return request.param, path


def deps(path: Path, fmt: str) -> str:
    result = invoke("deps", str(path), "--format", fmt)
    assert result.exit_code == EXIT_OK, result.output
    return result.stdout


def test_json_marks_the_edge_found_again(case: tuple[str, Path]) -> None:
    ruleset, path = case
    layer = json.loads(deps(path, "json"))["layers"][0]
    assert layer["layer"] == "4" and layer["effects"] == ["spell", "moon#0"]
    assert layer["edges"] == [
        {"effect": "spell", "needed_by": "moon#0"},
        {"effect": "moon#0", "needed_by": "urb#0", "found_after": "spell"}]
    assert layer["reevaluation_rule"] == AGAIN[ruleset]


def test_text_says_when_the_edge_was_found(case: tuple[str, Path]) -> None:
    ruleset, path = case
    text = " ".join(deps(path, "text").split())
    assert (f"urb#0 depends on moon#0 [{'613.8a' if ruleset == 'cr-2026' else '613.7a'}, "
            f"{AGAIN[ruleset]}]: found when the order was found again after spell applied"
            in text)


def test_dot_draws_the_edge_found_again_dashed(case: tuple[str, Path]) -> None:
    ruleset, path = case
    text = deps(path, "dot")
    drawn = {(a, b): attrs for a, b, attrs in EDGE.findall(text) if "invis" not in attrs}
    assert set(drawn) == {("spell", "moon#0"), ("moon#0", "urb#0")}
    assert "dashed" not in drawn[("spell", "moon#0")]
    assert "style=dashed" in drawn[("moon#0", "urb#0")]
    legend = text.split("subgraph cluster_legend", 1)[1].split("}", 1)[0]
    assert "style=dashed" in legend and AGAIN[ruleset] in legend


@needs_graphviz
def test_graphviz_reads_the_dashed_edge(case: tuple[str, Path]) -> None:
    _, path = case
    done = subprocess.run(["dot", "-Tjson"], input=deps(path, "dot"),
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0 and not done.stderr, done.stderr
    graph = json.loads(done.stdout)
    names = {node["_gvid"]: node["name"] for node in graph["objects"]}
    styles = {(names[e["tail"]], names[e["head"]]): e.get("style", "solid")
              for e in graph["edges"] if e.get("style") != "invis"}
    assert styles[("4/moon#0", "4/urb#0")] == "dashed"
    assert styles[("4/spell", "4/moon#0")] == "solid"
    assert styles[("legend/a", "legend/c")] == "dashed"
