"""Packaging (issue 13): an MIT LICENSE file declared as an SPDX expression, classifiers,
the py.typed marker shipped, an sdist that carries the docs and the tests, and lower bounds
of the dependencies that the CI checks (.ci/lowest)."""
from __future__ import annotations

import ast
import fnmatch
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def pyproject() -> dict:
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_license_is_mit_and_an_spdx_expression() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "Copyright (c) the mtglogic authors" in text
    project = pyproject()["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    assert not any(c.startswith("License ::") for c in project["classifiers"])  # superseded
    assert "setuptools>=77" in pyproject()["build-system"]["requires"]


def test_classifiers_and_typing_marker() -> None:
    classifiers = pyproject()["project"]["classifiers"]
    assert "Typing :: Typed" in classifiers
    assert "Programming Language :: Python :: 3.10" in classifiers
    assert (ROOT / "mtglogic" / "py.typed").is_file()
    assert '"mtglogic": ["py.typed", "data/*.jsonl.gz"' in (ROOT / "setup.py").read_text(encoding="utf-8")


def test_sdist_carries_docs_and_tests() -> None:
    manifest = (ROOT / "MANIFEST.in").read_text(encoding="utf-8").split("\n")
    for line in ("graft docs", "graft tests", "graft rulesets", "include LICENSE README.md "
                                                                "pyproject.toml setup.py"):
        assert line in manifest


def test_lower_bounds_are_checked_in_ci() -> None:
    project = pyproject()["project"]
    # the tests read CliRunner's stderr (8.2) and complete a group's subcommand (8.2.1)
    assert "click>=8.2.1" in project["dependencies"]
    declared = project["dependencies"] + project["optional-dependencies"]["test"]
    assert all(re.fullmatch(r"[A-Za-z0-9_.-]+>=[0-9.]+", d) for d in declared), declared
    assert ".ci/lowest" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_types_and_lint_are_checked_in_ci_with_pinned_tools() -> None:
    # "Typing :: Typed" is a claim: .ci/run holds it to mypy (and the code to ruff), with
    # versions pinned exactly so a new release cannot fail CI unannounced; .ci/lowest reads
    # only ">=" bounds, so the pins stay out of its lowest-version environment.
    lint = pyproject()["project"]["optional-dependencies"]["lint"]
    assert all(re.fullmatch(r"[A-Za-z0-9_.-]+==[0-9][0-9.]*", d) for d in lint), lint
    assert {d.split("==")[0] for d in lint} >= {"mypy", "ruff", "types-PyYAML"}
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert '".[test,lint]"' in run and "\nmypy " in run and "\nruff check " in run
    assert pyproject()["tool"]["mypy"]["strict"] is True


def test_every_source_folder_is_a_package_the_wheel_carries() -> None:
    # setuptools' package discovery skips a folder without __init__.py: its modules would
    # be missing from the installed wheel though every test run from the checkout passes.
    folders = {path.parent for path in (ROOT / "mtglogic").rglob("*.py")}
    missing = sorted(str(f.relative_to(ROOT)) for f in folders if not (f / "__init__.py").is_file())
    assert not missing, missing


def test_every_data_file_is_in_the_wheel_and_the_sdist() -> None:
    # A data file of mtglogic/data/ that no package_data pattern of setup.py matches, or that
    # MANIFEST.in leaves out, is missing from an installed package (its corpus, its drafts).
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    call = next(n for n in ast.walk(tree) if isinstance(n, ast.Call)
                and getattr(n.func, "id", "") == "setup")
    data = ast.literal_eval(next(k.value for k in call.keywords if k.arg == "package_data"))
    manifest = (ROOT / "MANIFEST.in").read_text(encoding="utf-8").split()
    for path in sorted((ROOT / "mtglogic" / "data").iterdir()):
        name = path.relative_to(ROOT / "mtglogic").as_posix()
        assert any(fnmatch.fnmatchcase(name, pattern) for pattern in data["mtglogic"]), name
        assert f"mtglogic/{name}" in manifest, name


def test_no_test_imports_its_helpers_through_a_tests_package() -> None:
    # .ci/lowest installs dependencies of which one ships a top-level `tests` package: an
    # import of `tests.x` there finds site-packages' package, not this folder.
    found = [str(path.relative_to(ROOT)) for path in (ROOT / "tests").rglob("*.py")
             if re.search(r"^\s*(from|import) tests[.\s]", path.read_text(encoding="utf-8"),
                          re.MULTILINE)]
    assert not found, found
