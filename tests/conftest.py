"""Settings for the whole test suite.

Check mode is on: every selector test, value, condition and effect part runs on recording
views, and a read or a write that its word's record does not declare fails the test
(``mtglogic.vocabulary.recording``). The layer engine trusts those declarations to skip
dependency checks, so a missing one would otherwise be a silent wrong answer. Commands
run in subprocesses inherit it through the environment.

A user's card folders (``MTGLOGIC_CARDS``) and Oracle files (``MTGLOGIC_ORACLE``) are not
read: the tests ask about the built-in library and corpus, and those that need user folders
or files set the variables themselves. The indexes built at first use go to a fresh cache
folder of the run (``MTGLOGIC_CACHE``), never the user's: one of pytest's temporary folders
(``tmp_path_factory``: under the run's base folder, which pytest removes with the rest once
three newer runs have theirs), made before any test module is collected, since some build
what they test while they are collected. Those caches are keyed by what they
hold, so a test finds the same answers whether another test filled them or not; a test of
a cache itself gives it a folder of its own (``monkeypatch.setenv``).

The card source is chosen where a program starts (a command, an API call), and the test
run is one: a test that loads a scenario or ruling through the loaders, not a command or
the API, reads the cards no library holds from the Oracle sources chosen here (their drafts
said by nothing: the tests of what is said run commands or the API, which choose their own).

YAML is read by libyaml's parser where PyYAML has it, else by PyYAML's pure-Python one
(``mtglogic.loading.yamlio.YAML_READER``): a test that takes the ``yaml_reader`` fixture
runs with each of them.
"""
import os
from typing import Any

import pytest

from mtglogic.loading import yamlio
from mtglogic.vocabulary.recording import SETTING, Settings

os.environ[SETTING] = "1"
os.environ.pop("MTGLOGIC_CARDS", None)
os.environ.pop("MTGLOGIC_ORACLE", None)
Settings.on = True
_CARD_SOURCE: Any = None  # the card source of the run (``pytest_configure``)


@pytest.hookimpl(trylast=True)  # after pytest's own tmp_path plugin has made its factory
def pytest_configure(config: pytest.Config) -> None:
    # What the tmp_path_factory fixture returns: fixtures are not there yet at collection.
    factory: pytest.TempPathFactory = config._tmp_path_factory
    os.environ["MTGLOGIC_CACHE"] = str(factory.mktemp("mtglogic-cache"))
    # after the cache folder is chosen: the Oracle sources index into it
    from mtglogic.library import oracle_cards
    from mtglogic.loading.cards import builtin_library, using_cards
    global _CARD_SOURCE  # kept: the context manager resets the source when collected
    _CARD_SOURCE = using_cards(builtin_library().with_source(oracle_cards()))
    _CARD_SOURCE.__enter__()


@pytest.fixture(params=["libyaml", "python"])
def yaml_reader(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Each YAML parser in turn: libyaml's (skipped where PyYAML was built without it, but
    in CI, whose PyYAML wheels carry it) and the pure-Python one, the fallback."""
    reader: str = request.param
    if reader not in yamlio.PARSERS:
        if os.environ.get("CI"):
            pytest.fail("PyYAML was built without libyaml (its wheels carry it)")
        pytest.skip("PyYAML was built without libyaml")
    monkeypatch.setattr(yamlio, "YAML_READER", reader)
    return reader


def pytest_unconfigure(config: pytest.Config) -> None:
    """The run's card source is left before the interpreter ends (not while it tears down)."""
    if _CARD_SOURCE is not None:
        _CARD_SOURCE.__exit__(None, None, None)
