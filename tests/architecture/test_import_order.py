"""No answer depends on what was imported before (issue 34, item 5).

Two fresh interpreters import the package's modules in two orders (the API first; the
engines, their rules and the loaders first, the API last) and then answer the same
rulings of every engine in both rulesets; their answers, the rules of the replacement
process found and the keys of its table are those of this test's own interpreter, which
has imported whatever the tests before it imported. (Which card source a lookup uses is
chosen where a command or an API call starts: issue 34's card-source item, not this test.)
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import mtglogic
from mtglogic.loading.paths import data_root
from mtglogic.replacement.process_rules import RULE_NAMES
from mtglogic.replacement.rules import RULE_KEYS

# The first rulings of each engine in each ruleset, by name.
RULINGS = sorted(str(path) for ruleset in ("cr-2011", "cr-2026")
                 for engine in ("layers", "replacement", "subgame")
                 for path in sorted((data_root() / ruleset / "rulings" / engine)
                                    .glob("*.yaml"))[:4])
ENGINES_FIRST = ("mtglogic.replacement.render", "mtglogic.replacement.rules",
                 "mtglogic.layers.engine", "mtglogic.layers.dependency",
                 "mtglogic.subgame.runner", "mtglogic.loading.rulesets",
                 "mtglogic.verify.corpus", "mtglogic.api")
SCRIPT = """
import importlib, json, sys
for name in sys.argv[1].split(","):
    importlib.import_module(name)
from test_import_order import answers
print(json.dumps(answers(json.loads(sys.argv[2]))))
"""


def answers(paths: list[str]) -> dict[str, Any]:
    """What the engines answer for these rulings, and the process rules found."""
    found: dict[str, Any] = {"process rules": list(RULE_NAMES), "table keys": list(RULE_KEYS)}
    for path in paths:
        verdict = mtglogic.check_ruling(path)
        found[path] = [verdict.passed, verdict.diff,
                       json.dumps(verdict.actual, default=str, sort_keys=True)]
    return found


def answers_after(order: tuple[str, ...], tmp_path: Path) -> dict[str, Any]:
    """The answers of a fresh interpreter that imported ``order`` first (then this
    module, for ``answers``)."""
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parent)}
    run = subprocess.run([sys.executable, "-c", SCRIPT, ",".join(order), json.dumps(RULINGS)],
                         capture_output=True, text=True, env=env, timeout=600, check=False,
                         cwd=tmp_path)
    assert run.returncode == 0, run.stderr[-2000:]
    result: dict[str, Any] = json.loads(run.stdout)
    return result


def test_the_answers_do_not_depend_on_the_import_order(tmp_path: Path) -> None:
    assert len(RULINGS) == 24
    api_first = answers_after(("mtglogic.api",), tmp_path)
    engines_first = answers_after(ENGINES_FIRST, tmp_path)
    here = answers(RULINGS)
    assert api_first == engines_first == here
    assert all(here[path][0] for path in RULINGS)  # and they are right
