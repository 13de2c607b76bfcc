"""Output files: checked before the work starts, written whole or not at all, never over
what the command reads.

A report is written to a temporary file in the folder it goes to, then renamed into place
(``os.replace``): a reader never sees half a file, and two runs writing the same report
leave one of them whole. Renaming replaces what is at the path, so the path is checked
first: only a missing file or a regular file is written over; a device, a FIFO, a socket
or a folder is refused, as is a file the command reads. A symbolic link is followed: the
file it points to is the one written (the link stays a link).

What a command reads is known to it: the files it was given (``reading``: scenarios,
rulings, cases, a draft's source), and, for every command, its card folders (``--cards``,
``MTGLOGIC_CARDS``), its Oracle files (``--oracle``, ``MTGLOGIC_ORACLE``), its ruleset folder
(``--ruleset-dir``) and the built-in data (rulesets, card library, rulings, the Oracle
corpus). An output is refused when it is the same file as any of them, through links and
hard links alike (the same device and inode), when the command starts and again just
before it is written.
"""
from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path

import click

from mtglogic.cli.ruleset_dir import OWN_FOLDER_KEY
from mtglogic.cli.usercards import ORACLE_ENV, ORACLE_KEY
from mtglogic.errors import InputError
from mtglogic.loading.card_folders import CARDS_ENV
from mtglogic.loading.paths import corpus_file, data_root
from mtglogic.loading.yamlio import YAML_SUFFIXES

READING_KEY = "mtglogic.reading"  # the files a command was given to read, in ctx.meta


def check_output_path(raw: str, option: str, reading: Iterable[str | Path] = ()) -> Path:
    """The path of an output file, refused at once when it cannot be written, when
    something other than a regular file is there, or when it is one of the files the
    command reads (READING, and those of its options and the built-in data). A symbolic
    link is resolved: its target is written."""
    if not raw.strip():
        raise InputError("expected a file name, got an empty string", option)
    context = click.get_current_context(silent=True)
    if context is not None:
        context.meta.setdefault(READING_KEY, []).extend(Path(r) for r in reading)
    try:
        path = Path(os.path.realpath(raw)) if os.path.islink(raw) else Path(raw)
        there = os.stat(path) if os.path.lexists(path) else None
    except (OSError, ValueError) as exc:
        raise InputError(f"cannot write {raw!r}: {getattr(exc, 'strerror', None) or exc}",
                         option) from None
    folder = path.parent if str(path.parent) else Path(".")
    if there is not None and stat.S_ISDIR(there.st_mode):
        raise InputError(f"{raw!r} is a folder, expected a file name", option)
    if there is not None and not stat.S_ISREG(there.st_mode):
        raise InputError(f"will not write over {raw!r}: it is {_kind(there.st_mode)}, "
                         "not a regular file", option)
    if not folder.is_dir():
        raise InputError(f"cannot write {raw!r}: no folder {str(folder)!r}", option)
    if not os.access(folder, os.W_OK):
        raise InputError(f"cannot write {raw!r}: the folder is not writable", option)
    refuse_an_input(path, option, reading)
    return path


def refuse_an_input(path: Path, option: str, reading: Iterable[str | Path] = ()) -> None:
    """Refuse to write ``path`` when it is a file the command reads."""
    try:
        there = os.stat(path)
    except (OSError, ValueError):
        return  # nothing there: no input to write over
    same = (there.st_dev, there.st_ino)
    if any(_identity(read) == same for read in _read_files(reading)):
        raise InputError(f"will not write over {str(path)!r}: the command reads that file",
                         option)


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return info.st_dev, info.st_ino


def command_reads() -> Iterator[tuple[Path, tuple[str, ...] | None, bool]]:
    """What the running command reads: (a file, None, False) or (a folder, the suffixes of
    the files it reads there, whether below it too)."""
    context = click.get_current_context(silent=True)
    meta = context.meta if context is not None else {}
    params = context.params if context is not None else {}
    for given in meta.get(READING_KEY, []):
        yield Path(given), None, False
    folders = _path_list(os.environ.get(CARDS_ENV)) + list(params.get("card_folders") or ())
    for folder in folders:
        yield Path(folder), YAML_SUFFIXES, False
    oracle = _path_list(os.environ.get(ORACLE_ENV)) + list(meta.get(ORACLE_KEY) or ())
    for file in oracle:
        yield Path(file), None, False
    if meta.get(OWN_FOLDER_KEY):
        yield Path(meta[OWN_FOLDER_KEY]), None, True
    yield data_root(), None, True
    yield corpus_file(), None, False


def _path_list(value: str | None) -> list[str]:
    return [entry for entry in (value or "").split(os.pathsep) if entry.strip()]


def _read_files(reading: Iterable[str | Path]) -> Iterator[Path]:
    """Every file the command reads: READING, then those of ``command_reads``."""
    yield from (Path(r) for r in reading)
    for path, suffixes, deep in command_reads():
        if path.is_dir():
            yield from _folder_files(path, suffixes, deep)
        else:
            yield path


def _folder_files(folder: Path, suffixes: tuple[str, ...] | None,
                  deep: bool) -> Iterator[Path]:
    """The files of ``folder`` with one of ``suffixes`` (any, when None), below it too
    when ``deep``."""
    if deep:
        listed = [(Path(where), names) for where, _, names in os.walk(folder)]
    else:
        try:
            listed = [(folder, os.listdir(folder))]
        except OSError:
            listed = []
    for where, names in listed:
        yield from (where / name for name in names
                    if suffixes is None or Path(name).suffix in suffixes)


def _kind(mode: int) -> str:
    """What a file that is not a regular one is, in words."""
    for test, name in ((stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
                       (stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


def _same_file(path: Path, other: str | Path) -> bool:
    try:
        return os.path.samefile(path, other)
    except (OSError, ValueError):
        return False


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_atomically(path: Path, data: bytes, option: str) -> None:
    """Write ``data`` to a temporary file beside ``path``, then rename it into place
    (refused, again, when ``path`` is now a file the command read)."""
    refuse_an_input(path, option)
    folder = path.parent if str(path.parent) else Path(".")
    temporary: str | None = None
    try:
        descriptor, temporary = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.",
                                                 suffix=".tmp")
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
        os.chmod(temporary, 0o666 & ~_umask())  # as an ordinary new file, not mkstemp's 0600
        os.replace(temporary, path)
        temporary = None
    except OSError as exc:
        raise InputError(f"cannot write {str(path)!r}: {exc.strerror or exc}", option) from None
    finally:  # whatever stopped it (Ctrl-C too), no temporary file is left
        if temporary is not None:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
