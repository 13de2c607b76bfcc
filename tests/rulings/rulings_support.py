"""What the engine prints for a built-in ruling, for the tests that read its rule numbers."""
from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from mtglogic.api import load_ruling  # the API: cards by name from the corpus too
from mtglogic.budget import Budget
from mtglogic.engines import ENGINES
from mtglogic.loading.rulesets import load_ruleset

# A rule number in printed text: a section (613), a rule (613.1) or a subrule (613.1f); not
# a count of the answer ("384 orders", "[144 ways]", "1 way of 384", JSON's "ways": 144).
CITED = re.compile(r"(?<![\d.])(?<!of )(?<!\": )([1-9]\d{2}(?:\.\d+[a-z]?)?)(?!\d)"
                   r"(?! (?:ways?|orders?|distinct|results?)\b)")


@cache
def explained(path: Path) -> tuple[str, str]:
    """The explained text and the JSON output of a ruling's answer as ``verify`` checks it,
    the ruleset's title left out (``French excerpts 613, 616, 715`` names no rule
    applied)."""
    ruling = load_ruling(path)
    engine = ENGINES[ruling.kind]
    result = engine.compute(engine.load(ruling.scenario, ruling.ruleset), Budget())
    engine.check(result, ruling.expect)  # the answer as `verify` gives it
    title = load_ruleset(ruling.ruleset).title
    text = "\n".join(line for line in engine.text(result, explain=True) if title not in line)
    return text, json.dumps(engine.json(result)).replace(title, "")
