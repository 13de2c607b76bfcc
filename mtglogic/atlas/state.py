"""The state folder of an atlas run: one file per finished batch, so a run that stops
(Ctrl-C, a limit, a lost worker) resumes where it stopped (``--resume``).

The folder holds ``plan.json`` (the plan's key: a folder is resumed only by the plan it
was made for) and ``batch-NNNNNN.json`` per batch, each written whole or not at all (a
temporary file renamed into place).
"""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

from mtglogic.errors import InputError
from mtglogic.loading.cache_folder import cache_folder

PLAN_FILE = "plan.json"


def default_state_folder(key: str) -> Path:
    """Under mtglogic's cache folder (``MTGLOGIC_CACHE``, else ~/.cache/mtglogic), by
    plan key."""
    return cache_folder() / "atlas" / key


class StateFolder:
    """The finished batches of one plan."""

    def __init__(self, folder: Path, key: str) -> None:
        self.folder = folder
        self.key = key

    def start(self, resume: bool) -> None:
        """Resume the folder's batches (its plan must be this one), or start afresh."""
        plan = self.folder / PLAN_FILE
        if resume and plan.is_file():
            made_for = json.loads(plan.read_text(encoding="utf-8")).get("key")
            if made_for != self.key:
                raise InputError(f"the state folder was made for another run (plan "
                                 f"{made_for}, this one is {self.key}): give the same cards "
                                 f"and options, or leave out --resume", str(self.folder))
            return
        if self.folder.exists() and plan.is_file():
            shutil.rmtree(self.folder)
        elif self.folder.exists() and any(self.folder.iterdir()):
            raise InputError("not an atlas state folder, and not empty: nothing is deleted",
                             str(self.folder))
        self.folder.mkdir(parents=True, exist_ok=True)
        self._write(plan, {"key": self.key})

    def _path(self, number: int) -> Path:
        return self.folder / f"batch-{number:06d}.json"

    def _write(self, path: Path, value: Any) -> None:
        temporary = path.with_name(path.name + ".tmp")
        temporary.write_text(json.dumps(value, sort_keys=True), encoding="utf-8")
        os.replace(temporary, path)

    def finished(self, number: int) -> list[dict[str, Any]] | None:
        """The results of batch ``number`` if it was finished, else None."""
        path = self._path(number)
        if not path.is_file():
            return None
        value: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
        return value

    def keep(self, number: int, results: list[dict[str, Any]]) -> None:
        self._write(self._path(number), results)
