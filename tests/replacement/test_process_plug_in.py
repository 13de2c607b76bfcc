"""A new rule of the replacement process is its module plus ruleset data (issue 34, item 4).

A copy of the package gets one module more in ``replacement/process_rules/`` and nothing
else; a ruleset folder of the user's own lists the new rule's key in its ``process:`` and
gives the rule number it cites in its ``rules:`` table. The engine then finds the rule,
accepts its key and its citation, calls its hooks and prints its explanation; the built-in
ruleset, which does not list it, is answered as before.

The rule plugged in notes that a life total is adjusted by the life a player gains (119.3
in the 2026 rules: an effect that makes a player gain life adjusts their life total); its
key (``life_noted``) and citation key (``life_adjusted``) are the test's own.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import yaml

import mtglogic
from mtglogic.loading.paths import data_root

RULE = '''"""A life total is adjusted by the life gained (119.3): a rule plugged in by a test.

Cites the ruleset key ``life_adjusted``.
"""
from __future__ import annotations

from mtglogic.replacement.model import Choice, State
from mtglogic.replacement.process_rules.base import ProcessRule, StepNote
from mtglogic.vocabulary.events import GainLife


class LifeNoted(ProcessRule):
    """119.3: says where an event makes a player gain life."""

    key = "life_noted"
    cites = ("life_adjusted",)
    order = 150
    concerns = (GainLife,)

    def explain(self) -> list[str]:
        gains = [p.event for p in self.parts if isinstance(p.event, GainLife)]
        if not gains:
            return []
        return [f"a life total is adjusted by the life gained ({self.cite('life_adjusted')})"]

    def step_note(self, before: State, choice: Choice, after: State) -> StepNote | None:
        return StepNote(cites=(self.cite("life_adjusted"),))
'''

# Boon Reflection's doubling on a gain of 3 life: one effect, one order, 6 life gained.
SCENARIO = {
    "players": ["p1", "p2"],
    "replacements": [{"id": "boon", "controller": "p1", "instead": {"multiply": 2},
                      "watch": {"event": "gain_life", "player": "you"}}],
    "events": [{"id": "gain", "gain_life": {"player": "p1", "amount": 3}}],
}


def _copy_with_rule(root: Path) -> Path:
    """The package copied under ``root``, with the new rule's module in it (and the
    built-in data beside it, where a checkout has it)."""
    package = Path(mtglogic.__file__).parent
    shutil.copytree(package, root / "mtglogic",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    (root / "rulesets").symlink_to(data_root(), target_is_directory=True)
    (root / "mtglogic" / "replacement" / "process_rules" / "life_noted.py").write_text(
        RULE, encoding="utf-8")
    return root


def _own_ruleset(folder: Path) -> Path:
    """cr-2026 under an id of its own, listing the new rule and the number it cites."""
    data = yaml.safe_load((data_root() / "cr-2026" / "ruleset.yaml").read_text("utf-8"))
    data["id"] = "cr-2026-noted"
    data["replacement"]["process"].append("life_noted")
    data["replacement"]["rules"]["life_adjusted"] = "119.3"
    folder.mkdir()
    (folder / "ruleset.yaml").write_text(yaml.safe_dump(data, sort_keys=False), "utf-8")
    return folder


def _replace(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(root), "MTGLOGIC_CACHE": str(root / "cache")}
    return subprocess.run([sys.executable, "-m", "mtglogic", "replace", *args],
                          cwd=root, env=env, capture_output=True, text=True, timeout=300,
                          check=False)


def test_a_rule_plugs_in_with_its_module_and_ruleset_data(tmp_path: Path) -> None:
    root = _copy_with_rule(tmp_path / "copy")
    folder = _own_ruleset(tmp_path / "noted")
    scenario = tmp_path / "gain.yaml"
    scenario.write_text(yaml.safe_dump(SCENARIO), "utf-8")
    noted = _replace(root, str(scenario), "--ruleset-dir", str(folder), "--explain")
    assert noted.returncode == 0, noted.stderr
    line = "  a life total is adjusted by the life gained (119.3)"
    assert line in noted.stdout.splitlines()
    assert "6 life" in noted.stdout  # doubled: 3 x 2 (616.1, one effect)
    assert "(616.1e) -> p1 gains 6 life" in noted.stdout  # the step's own rule (a note
    # with numbers only cited adds to its citations, which the JSON output lists)
    cited = _replace(root, str(scenario), "--ruleset-dir", str(folder), "--explain", "--json")
    step = json.loads(cited.stdout)["events"][0]["outcomes"][0]["witness"][0]
    assert step["rule"] == "616.1e" and "119.3" in step["cites"]
    plain = _replace(root, str(scenario), "--explain")  # cr-2026, which doesn't list it
    assert plain.returncode == 0, plain.stderr
    assert "119.3" not in plain.stdout and "6 life" in plain.stdout


def test_the_copy_differs_from_the_package_by_the_module_only(tmp_path: Path) -> None:
    root = _copy_with_rule(tmp_path / "copy")
    package = Path(mtglogic.__file__).parent

    def files(top: Path) -> dict[str, bytes]:
        return {str(p.relative_to(top)): p.read_bytes() for p in top.rglob("*")
                if p.is_file() and "__pycache__" not in p.parts}

    ours, theirs = files(package), files(root / "mtglogic")
    assert set(theirs) - set(ours) == {"replacement/process_rules/life_noted.py"}
    assert all(theirs[name] == data for name, data in ours.items())
