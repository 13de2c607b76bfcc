"""Settings for the whole test suite.

Check mode is on: every selector test, value, condition and effect part runs on recording
views, and a read or a write that its word's record does not declare fails the test
(``mtglogic.vocabulary.recording``). The layer engine trusts those declarations to skip
dependency checks, so a missing one would otherwise be a silent wrong answer. Commands
run in subprocesses inherit it through the environment.

A user's card folders (``MTGLOGIC_CARDS``) and Oracle files (``MTGLOGIC_ORACLE``) are not
read: the tests ask about the built-in library and corpus, and those that need user folders
or files set the variables themselves. The indexes built at first use go to a fresh cache
folder of the run (``MTGLOGIC_CACHE``), never the user's.
"""
import os
import tempfile

from mtglogic.vocabulary.recording import SETTING, Settings

os.environ[SETTING] = "1"
os.environ.pop("MTGLOGIC_CARDS", None)
os.environ.pop("MTGLOGIC_ORACLE", None)
os.environ["MTGLOGIC_CACHE"] = tempfile.mkdtemp(prefix="mtglogic-test-cache-")
Settings.on = True
