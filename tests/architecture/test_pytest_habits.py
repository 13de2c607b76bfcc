"""The test run's habits (issue 34, item 6; pyproject.toml's [tool.pytest.ini_options]):
test modules imported by pytest's importlib mode, every test not passed listed with its
reason (-ra), and a warning that is the project's own an error: one told against a module
of the package or of the tests, whatever name it was imported under. Another library's
warning about its own code is shown, not raised.
"""
from __future__ import annotations

import ast
import re
import warnings
from pathlib import Path

import pytest
from _pytest.config import parse_warning_filter

ROOT = Path(__file__).resolve().parents[2]
TESTS = ROOT / "tests"


@pytest.fixture
def errors(pytestconfig: pytest.Config) -> list[re.Pattern[str]]:
    """The module patterns of the warning filters that raise (pyproject.toml)."""
    found = (parse_warning_filter(f, escape=False)
             for f in pytestconfig.getini("filterwarnings"))
    return [re.compile(module) for action, _, _, module, _ in found if action == "error"]


@pytest.fixture
def on_path(pytestconfig: pytest.Config) -> set[Path]:
    """The folders `pythonpath` puts on sys.path."""
    return {Path(folder).resolve() for folder in pytestconfig.getini("pythonpath")}


def test_tests_are_imported_by_importlib_and_report_what_did_not_pass(
        pytestconfig: pytest.Config) -> None:
    options = pytestconfig.getini("addopts")
    assert "--import-mode=importlib" in options
    assert "-ra" in options
    assert pytestconfig.getoption("importmode") == "importlib"


def _names(path: Path, on_path: set[Path]) -> list[str]:
    """The names a module of tests/ is imported under: pytest's (its package's, for a
    folder with an __init__.py; else tests.<folder>.<file>) and its bare name when its
    folder is on the path."""
    folder, stem = path.parent, path.stem
    if (folder / "__init__.py").is_file():
        names = [f"{folder.name}.{stem}" if stem != "__init__" else folder.name]
    else:
        names = [".".join((*path.relative_to(ROOT).parent.parts, stem))]
    if folder.resolve() in on_path:
        names.append(stem)
    return names


def test_every_module_of_the_tests_has_its_warnings_raised(errors, on_path) -> None:
    missed = [name for path in sorted(TESTS.rglob("*.py")) for name in _names(path, on_path)
              if not any(regex.match(name) for regex in errors)]
    assert missed == []
    assert any(regex.match("mtglogic.drafting.drafter") for regex in errors)
    assert not any(regex.match("yaml.reader") for regex in errors)


def test_every_helper_a_test_imports_by_name_is_on_the_path(on_path) -> None:
    # Under importlib a test's folder is not put on sys.path: a helper imported by its
    # bare name (`from cards_support import ...`) is found only from `pythonpath`.
    helpers = {path.stem: path.parent.resolve() for path in TESTS.rglob("*.py")}
    helpers.update({path.name: path.parent.resolve() for path in TESTS.iterdir()
                    if (path / "__init__.py").is_file()})
    missing = set()
    for path in TESTS.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                top = node.module.split(".")[0]
                if top in helpers and helpers[top] not in on_path:
                    missing.add(f"{path.relative_to(ROOT)}: {node.module}")
    assert sorted(missing) == []


def test_a_warning_of_a_test_or_of_the_package_is_an_error() -> None:
    with pytest.raises(UserWarning, match="a test's own"):
        warnings.warn("a test's own warning", UserWarning, stacklevel=1)
    with pytest.raises(DeprecationWarning):
        warnings.warn_explicit("the package's", DeprecationWarning, "drafter.py", 1,
                               module="mtglogic.drafting.drafter")


def test_a_warning_another_library_gives_about_itself_is_shown_not_raised() -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.warn_explicit("a library's own", DeprecationWarning, "reader.py", 1,
                               module="yaml.reader", registry={})
    assert [str(w.message) for w in caught] == ["a library's own"]
