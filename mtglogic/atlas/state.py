"""The state folder of an atlas run: one file per finished batch, so a run that stops
(Ctrl-C, a limit, a lost worker) resumes where it stopped (``--resume``).

The folder is the atlas's alone. The atlas makes it (or takes an empty one) and marks it
as its own: ``.mtglogic-atlas-state``, a checked entry (``mtglogic.loading.cache_folder``)
holding the state's format and the plan's key (a folder is resumed only by the plan it was
made for). A folder it did not mark that holds anything is refused, and nothing in it is
read or deleted; in a folder it marked, only its own files are ever deleted (its batches
and temporary files), never a file someone else put there. A run holds the folder's lock
(``.lock``, ``flock``) while it uses it: a second run never shares it (the default folder
of a plan that another run holds gives the second run a folder of its own beside it).

Each finished batch is ``batch-NNNNNN.json``, a checked entry made from the plan's key,
the batch's number and the code: written whole or not at all (a temporary file of its own,
renamed into place: a link planted at any name is replaced, never followed), and read
back only when it is whole and of this plan (damaged, edited or planted: the batch runs
again).
"""
from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any

from mtglogic.errors import InputError
from mtglogic.loading.cache_folder import Origin, cache_folder, read_entry, write_entry

try:
    import fcntl
except ImportError:  # pragma: no cover - not on Linux or macOS: no lock
    fcntl = None  # type: ignore[assignment]

MARKER = ".mtglogic-atlas-state"
STATE_FORMAT = Origin("mtglogic-atlas-state-1", ())
LOCK = ".lock"
# The names the atlas writes in a state folder: the only ones it ever deletes.
OWN_FILES = re.compile(r"batch-\d{6}\.json|\.(batch-\d{6}\.json|\.mtglogic-atlas-state)"
                       r"\.\d+\.[^.]+\.tmp")
# The marker being written by the run that holds the folder (``write_entry``'s temporary)
MARKER_BEING_WRITTEN = re.compile(r"\.\.mtglogic-atlas-state\.\d+\.[^.]+\.tmp")


def default_state_folder(key: str) -> Path:
    """Under mtglogic's cache folder (``MTGLOGIC_CACHE``, else ~/.cache/mtglogic), by
    plan key."""
    return cache_folder() / "atlas-state" / key


class StateBusy(InputError):
    """The state folder is held by another run."""


class StateFolder:
    """The finished batches of one plan."""

    def __init__(self, folder: Path, key: str) -> None:
        self.folder = folder
        self.key = key
        self._lock: int | None = None

    def start(self, resume: bool) -> None:
        """Take the folder (made, or empty, or marked as the atlas's), then resume its
        batches (its plan must be this one) or start afresh (its batches deleted)."""
        self._claim()
        made_for = self._marked_for()
        if resume and made_for is not None:
            if made_for != self.key:
                self.close()
                raise InputError(f"the state folder was made for another run (plan "
                                 f"{made_for}, this one is {self.key}): give the same cards "
                                 f"and options, or leave out --resume", str(self.folder))
            return
        self._clear()
        if not write_entry(self.folder / MARKER, STATE_FORMAT, self.key.encode("utf-8")):
            self.close()
            raise InputError("cannot write in the state folder", str(self.folder))

    def _claim(self) -> None:
        """Make the folder or check it may be taken, then hold its lock."""
        where = str(self.folder)
        try:
            if self.folder.exists() and not self.folder.is_dir():
                raise InputError("is not a folder: the atlas keeps its state in a folder",
                                 where)
            if self.folder.is_dir():  # checked before the lock is made: nothing written
                self._refuse_foreign()
                self._marked_for()
            self.folder.mkdir(parents=True, exist_ok=True)
            self._lock = os.open(self.folder / LOCK, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC
                                 | getattr(os, "O_NOFOLLOW", 0), 0o644)
        except OSError as exc:
            raise InputError(f"cannot use the state folder: {exc.strerror or exc}",
                             where) from None
        if fcntl is not None:
            try:
                fcntl.flock(self._lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                self.close()
                raise StateBusy("the state folder is in use by another atlas run: give "
                                "another --state folder", where) from None
            except OSError:
                pass  # a file system without locks: the folder is used unlocked
        self._refuse_foreign()  # again, now that it is held

    def _refuse_foreign(self) -> None:
        """Refuse a folder that holds files of another program: anything but the lock, the
        marker and the atlas's files once marked; before the marker, its temporary (another
        run, which holds the folder, is writing it: the lock says so next)."""
        names = {n for n in os.listdir(self.folder)
                 if n != LOCK and not MARKER_BEING_WRITTEN.fullmatch(n)}
        if names and MARKER not in names:
            self.close()
            raise InputError("not an atlas state folder (no .mtglogic-atlas-state in it), "
                             "and not empty: nothing in it is used or deleted; give a new "
                             "or empty folder", str(self.folder))

    def _marked_for(self) -> str | None:
        """The plan key of the folder's marker; None when it has none. A marker the
        atlas cannot read is refused: the folder is left as it is."""
        marker = self.folder / MARKER
        if not os.path.lexists(marker):
            return None
        kept = read_entry(marker, STATE_FORMAT)
        with contextlib.suppress(UnicodeDecodeError):
            if kept is not None:
                return kept.decode("utf-8")
        self.close()
        raise InputError(f"the state folder's marker ({MARKER}) is not one this version "
                         f"wrote: nothing in it is used or deleted; give a new or empty "
                         f"folder", str(self.folder))

    def _clear(self) -> None:
        """Delete the atlas's own files of an earlier run (nothing else)."""
        for name in os.listdir(self.folder):
            if OWN_FILES.fullmatch(name):
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(self.folder / name)

    def close(self) -> None:
        """Let go of the folder's lock."""
        if self._lock is not None:
            os.close(self._lock)
            self._lock = None

    def remove(self) -> None:
        """Delete the folder: its own files, then the folder if nothing else is in it."""
        self._clear()
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.folder / MARKER)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.folder / LOCK)
        self.close()
        with contextlib.suppress(OSError):
            self.folder.rmdir()

    def _origin(self, number: int) -> Origin:
        return Origin.of("atlas-batch-1", self.key, str(number))

    def _path(self, number: int) -> Path:
        return self.folder / f"batch-{number:06d}.json"

    def finished(self, number: int) -> list[dict[str, Any]] | None:
        """The results of batch ``number`` if it was finished (and kept whole), else
        None."""
        kept = read_entry(self._path(number), self._origin(number))
        try:
            value = None if kept is None else json.loads(kept.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            return None
        if not isinstance(value, list) or not all(isinstance(r, dict) for r in value):
            return None
        return value

    def keep(self, number: int, results: list[dict[str, Any]]) -> None:
        """Keep a finished batch; a state folder that cannot be written is an error (the
        run could not be resumed)."""
        text = json.dumps(results, sort_keys=True)
        if not write_entry(self._path(number), self._origin(number), text.encode("utf-8")):
            raise InputError("cannot write a finished batch in the state folder",
                             str(self.folder))


def own_state_folder(key: str) -> StateFolder:
    """A new folder of this run's own beside the plan's default one (which another run
    holds)."""
    parent = default_state_folder(key).parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
        made = Path(tempfile.mkdtemp(prefix=f"{key}-", dir=parent))
    except OSError as exc:
        raise InputError(f"cannot make a state folder: {exc.strerror or exc}",
                         str(parent)) from None
    return StateFolder(made, key)
