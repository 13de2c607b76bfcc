"""`export` then `verify` passes for every ruling `verify` passes (issue 38), also for a
ruling that leaves its `rules:` out, as docs/rules-tests.md allows: its case leaves them
out too, instead of writing `"rules": []`, which the case reader refuses as the ruling
reader does. (The whole corpus goes through `export` and `verify` in .ci/run.)"""
from __future__ import annotations

import json
import tempfile
from pathlib import Path

import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtglogic
from mtglogic.cli import main

RULINGS = mtglogic.ruling_files()


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output + result.stderr


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from(RULINGS), keep_rules=st.booleans())
def test_an_exported_ruling_verifies_with_or_without_its_rules(path: Path,
                                                               keep_rules: bool) -> None:
    ruling = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not keep_rules:
        ruling.pop("rules", None)
    # its folder said it: the first folder under rulesets/ (cr-2026/rulings/KIND/...)
    ruling.setdefault("ruleset", next(p.name for p in path.parents if p.parent.name == "rulesets"))
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / path.name
        source.write_text(yaml.safe_dump(ruling, allow_unicode=True), encoding="utf-8")
        code, said = run("verify", str(source))
        assert code == 0, said
        cases = Path(folder) / "cases.jsonl"
        code, said = run("export", str(source), "--output", str(cases))
        assert code == 0, said
        case = json.loads(cases.read_text(encoding="utf-8"))
        assert case.get("rules", []) == (ruling.get("rules") or [])
        assert "rules" in case or not ruling.get("rules")
        code, said = run("verify", str(cases))
        assert code == 0, said
