"""``mtglogic export`` of the built-in corpus (issue 23, item 2): every line validates against
the published case schema (jsonschema, draft 2020-12), the file is sorted and byte-stable,
and ``mtglogic verify`` passes every case of it (the round trip)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from jsonschema import Draft202012Validator

from mtglogic.cli import main
from mtglogic.errors import EXIT_FAILED, EXIT_OK
from mtglogic.loading.rulesets import builtin_rulesets
from mtglogic.loading.rulings import builtin_ruling_files


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The whole built-in corpus, both rulesets, exported once for this module."""
    path = tmp_path_factory.mktemp("export") / "cases.jsonl"
    code, _, err = run("export", "--output", str(path))
    assert code == EXIT_OK, err
    return path


def lines_of(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_every_built_in_ruling_of_both_rulesets_is_one_line(exported: Path) -> None:
    cases = lines_of(exported)
    assert len(cases) == len(builtin_ruling_files())
    assert {case["ruleset"] for case in cases} == set(builtin_rulesets()) == {"cr-2011",
                                                                             "cr-2026"}
    assert len({case["id"] for case in cases}) == len(cases)


def test_every_line_validates_against_the_published_schema(exported: Path) -> None:
    code, out, _ = run("schema", "--kind", "case")
    assert code == EXIT_OK
    schema = json.loads(out)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    for case in lines_of(exported):
        problems = [f"{list(e.absolute_path)}: {e.message[:200]}"
                    for e in validator.iter_errors(case)]
        assert problems == [], case["id"]


def test_the_schema_refuses_what_is_not_a_case(exported: Path) -> None:
    """The schema bites: a replacement case with outcomes as sentences, a layers case with
    sentences, a case without cards are refused."""
    validator = Draft202012Validator(json.loads(run("schema", "--kind", "case")[1]))
    cases = {case["id"]: case for case in lines_of(exported)}
    scales = dict(cases["cr-2026/hardened-scales-doubling-season"])
    as_text = {**scales, "expect": {"counter": {"outcomes": {"4 +1/+1 counters on bear": 1}}}}
    assert not validator.is_valid(as_text)
    moon = cases["cr-2026/blood-moon-urborg"]
    assert validator.is_valid(moon)
    assert not validator.is_valid({**moon, "sentences": {}})
    assert not validator.is_valid({k: v for k, v in moon.items() if k != "cards"})


def test_the_file_is_sorted_and_byte_stable(exported: Path, tmp_path: Path) -> None:
    """Sorted by id, keys sorted, one line each; exporting one ruleset again gives exactly
    its lines of the whole file."""
    text = exported.read_text(encoding="utf-8")
    ids = [case["id"] for case in lines_of(exported)]
    assert ids == sorted(ids)
    for line in text.splitlines():
        assert line == json.dumps(json.loads(line), sort_keys=True, ensure_ascii=False,
                                  separators=(",", ":"))
    again = tmp_path / "cr-2011.jsonl"
    assert run("export", "--ruleset", "cr-2011", "-o", str(again))[0] == EXIT_OK
    mine = [line for line in text.splitlines(keepends=True) if '"id":"cr-2011/' in line]
    assert again.read_text(encoding="utf-8") == "".join(mine)


def test_verify_passes_every_exported_case(exported: Path) -> None:
    code, out, err = run("verify", "--json", str(exported))
    assert code == EXIT_OK, out[-2000:] + err
    report = json.loads(out)
    results = report["results"]
    assert len(results) == len(builtin_ruling_files())
    assert {r["status"] for r in results} == {"passed"}


def test_verify_fails_a_case_whose_state_is_changed(exported: Path, tmp_path: Path) -> None:
    """The round trip can fail: the Hardened Scales case with 5 counters instead of 4."""
    line = next(line for line in exported.read_text(encoding="utf-8").splitlines()
                if '"id":"cr-2026/hardened-scales-doubling-season"' in line)
    wrong = tmp_path / "wrong.jsonl"
    wrong.write_text(line.replace('"+1/+1":4', '"+1/+1":5') + "\n", encoding="utf-8")
    code, out, _ = run("verify", str(wrong))
    assert code == EXIT_FAILED
    assert "expected state {'counters': {'bear': {'+1/+1': 5}}} (1 orders), not found" in out
