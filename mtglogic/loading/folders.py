"""Walking a folder of data files, where nothing may be skipped in silence.

``Path.rglob`` passes over a subfolder it cannot read, so a ruling there would simply not
run and the run would pass. Here a subfolder that cannot be listed is an error naming it,
a symbolic link to a folder is followed, and a link that leads back into a folder being
walked (a loop) is an error too.
"""
from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from mtglogic.errors import InputError


def files_under(folder: Path, suffixes: Iterable[str]) -> list[Path]:
    """Every file under FOLDER whose name ends with one of SUFFIXES, sorted; an unreadable
    subfolder or a loop of symbolic links is an ``InputError`` naming the folder."""
    wanted = tuple(suffixes)
    found: list[Path] = []
    _walk(folder, wanted, found, set())
    return sorted(found)


def _walk(folder: Path, wanted: tuple[str, ...], found: list[Path],
          open_folders: set[tuple[int, int]]) -> None:
    try:
        status = folder.stat()
        entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
    except OSError as exc:
        raise InputError(f"cannot read this folder: {exc.strerror or exc}", str(folder)) from None
    key = (status.st_dev, status.st_ino)
    if key in open_folders:
        raise InputError("a symbolic link leads back into a folder it is in (a loop)",
                         str(folder))
    open_folders.add(key)
    for entry in entries:
        path = Path(entry.path)
        try:
            is_folder = entry.is_dir()  # follows a link, as a link to a folder is one
        except OSError:
            is_folder = False
        if is_folder:
            _walk(path, wanted, found, open_folders)
        elif path.name.endswith(wanted):
            found.append(path)
    open_folders.discard(key)
