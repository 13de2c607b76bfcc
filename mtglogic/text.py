"""Text a judge reads at 80 columns: tables whose long cells wrap to the terminal's
width (a record per row when even that is too narrow), lines that wrap under their own
indent, counted nouns, and the printed type line ("Legendary Creature — Human Wizard").

The width is ``COLUMNS`` when set, else the terminal's, else 80 (output to a pipe or a
file: the same text on every machine).
"""
from __future__ import annotations

import os
import re
import sys
import textwrap
from collections.abc import Iterable, Sequence

DEFAULT_WIDTH = 80
NARROWEST = 20  # a real terminal narrower than this still gets 20 columns
MIN_COLUMN = 6  # narrowest a wrapped column gets
MAX_LINES_PER_ROW = 3  # a wrapped table taller than this, on average, becomes records
LONGEST_WORD = 16  # a column narrower than a longer word makes the table records
GAP = "  "
TYPE_ORDER = ("kindred", "tribal", "enchantment", "artifact", "land", "creature",
              "planeswalker", "battle", "instant", "sorcery", "conspiracy", "dungeon",
              "phenomenon", "plane", "scheme", "vanguard")
SUPERTYPE_ORDER = ("basic", "legendary", "ongoing", "snow", "world")


def terminal_width() -> int:
    """``COLUMNS`` when set, else the width of the terminal stdout writes to, else 80.
    A width of 0 means "unknown" (a terminal that reports no size, as under ``script``
    or some CI runners, or ``COLUMNS=0``): 80 too, never a column of a few letters."""
    columns = os.environ.get("COLUMNS", "")
    if columns.isascii() and columns.isdigit() and int(columns) > 0:
        return max(int(columns), NARROWEST)
    try:
        if sys.stdout.isatty():
            reported = os.get_terminal_size(sys.stdout.fileno()).columns
            if reported > 0:
                return max(reported, NARROWEST)
    except (AttributeError, OSError, ValueError):
        pass
    return DEFAULT_WIDTH


def plural(count: int, noun: str, many: str | None = None) -> str:
    """``1 order``, ``2 orders`` (``many`` for an irregular plural)."""
    return f"{count} {noun if count == 1 else many or noun + 's'}"


BASE_FORMS = {"chooses": "choose", "applies": "apply", "declines": "decline", "loses": "lose",
              "gains": "gain", "draws": "draw", "creates": "create", "puts": "put",
              "skips": "skip", "wins": "win", "pays": "pay", "casts": "cast",
              "sacrifices": "sacrifice", "chooses to": "choose to",
              "chooses not to": "choose not to"}


def agreeing(player: str | None, verb: str) -> str:
    """``p2 draws`` but ``you draw``: scenarios name their default players you and opponent."""
    return f"{player} {BASE_FORMS.get(verb, verb) if player == 'you' else verb}"


def possessive(player: str | None) -> str:
    """``p2's`` but ``your``: scenarios name their default players you and opponent."""
    return "your" if player == "you" else f"{player}'s"


def type_line(supertypes: Iterable[str], card_types: Iterable[str],
              subtypes: Iterable[str]) -> str:
    """The type line as printed: capitalised supertypes and card types in the printed
    order, then an em dash and the subtypes."""
    supers, kinds = set(supertypes), set(card_types)
    words = [t.capitalize() for t in SUPERTYPE_ORDER if t in supers]
    words += [t.capitalize() for t in sorted(s for s in supers if s not in SUPERTYPE_ORDER)]
    words += [t.capitalize() for t in TYPE_ORDER if t in kinds]
    words += [t.capitalize() for t in sorted(k for k in kinds if k not in TYPE_ORDER)]
    line = " ".join(words)
    subs = list(subtypes)
    if subs:
        line += (" \u2014 " if line else "\u2014 ") + " ".join(subs)
    return line


def wrap_line(line: str, width: int | None = None, hanging: int = 4) -> list[str]:
    """A line wrapped to ``width``, its continuations indented ``hanging`` more."""
    width = width or terminal_width()
    if len(line) <= width:
        return [line]
    indent = " " * (len(line) - len(line.lstrip(" ")))
    # A word is never split (a name, an id, a path): one wider than the line stays whole.
    return textwrap.wrap(line.strip(" "), width, initial_indent=indent,
                         subsequent_indent=indent + " " * hanging,
                         break_long_words=False, break_on_hyphens=False) or [line]


def _column_widths(rows: Sequence[Sequence[str]], room: int) -> list[int] | None:
    """Widths that fit ``room``: each column first as wide as its longest word (at most
    ``LONGEST_WORD``, at least its header), then the rest of the room shared out evenly
    among the columns that want more; None when even the first widths do not fit."""
    natural = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    widths = [min(n, max(len(rows[0][i]), MIN_COLUMN,
                         min(LONGEST_WORD, max(len(w) for row in rows for w in
                                               (row[i].split() or [""])))))
              for i, n in enumerate(natural)]
    remaining = room - sum(widths)
    if remaining < 0:
        return None
    needy = [i for i, n in enumerate(natural) if n > widths[i]]
    while remaining > 0 and needy:
        share = max(remaining // len(needy), 1)
        for i in list(needy):
            grant = min(share, natural[i] - widths[i], remaining)
            widths[i] += grant
            remaining -= grant
            if widths[i] == natural[i]:
                needy.remove(i)
            if remaining == 0:
                break
    return widths


def table(rows: Sequence[Sequence[str]], indent: str = "  ",
          width: int | None = None) -> list[str]:
    """The rows (the first is the header) as aligned columns, long cells wrapped within
    their column; a record per row (``header: value`` lines) when the columns cannot fit
    or would be squeezed into more than ``MAX_LINES_PER_ROW`` lines a row."""
    width = width or terminal_width()
    natural = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    room = width - len(indent) - len(GAP) * (len(natural) - 1)
    widths = natural if sum(natural) <= room else _column_widths(rows, room)
    if widths is not None:
        widths = _room_for_words(rows, widths)
    if widths is None or _splits_a_word(rows, widths):
        return records(rows, indent, width)
    lines = []
    for row in rows:
        cells = [textwrap.wrap(cell, w, break_long_words=False, break_on_hyphens=False) or [""]
                 for cell, w in zip(row, widths)]
        for depth in range(max(len(c) for c in cells)):
            parts = [(c[depth] if depth < len(c) else "").ljust(w) for c, w in zip(cells, widths)]
            lines.append((indent + GAP.join(parts)).rstrip())
    if len(lines) > MAX_LINES_PER_ROW * len(rows):  # squeezed into a column: records read better
        return records(rows, indent, width)
    return lines


def _room_for_words(rows: Sequence[Sequence[str]], widths: list[int]) -> list[int]:
    """The widths, each column narrower than its longest word widened by what the other
    columns have beyond their own longest word (and header): the same room, no word
    split, where the room allows."""
    count = len(widths)
    longest = [max(len(w) for row in rows for w in (row[i].split() or [""]))
               for i in range(count)]
    least = [max(longest[i], len(rows[0][i]), MIN_COLUMN) for i in range(count)]
    widths = list(widths)
    for i in range(count):
        while widths[i] < longest[i]:  # one column at a time, the one with most to spare
            j = max((j for j in range(count) if j != i), key=lambda j: widths[j] - least[j],
                    default=i)
            if j == i or widths[j] <= least[j]:
                break
            widths[i] += 1
            widths[j] -= 1
    return widths


def _splits_a_word(rows: Sequence[Sequence[str]], widths: Sequence[int]) -> bool:
    """Whether a word of a cell is wider than its column (it would have to be split)."""
    return any(len(word) > w for row in rows for cell, w in zip(row, widths)
               for word in cell.split())


def records(rows: Sequence[Sequence[str]], indent: str = "  ",
            width: int | None = None) -> list[str]:
    """Each row as its first cell, then one ``header: value`` line per other cell."""
    width = width or terminal_width()
    header, lines = rows[0], []
    for row in rows[1:]:
        lines.append(indent + row[0])
        for name, cell in zip(header[1:], row[1:]):
            if cell:
                lines.extend(wrap_line(f"{indent}  {name}: {cell}", width))
    return lines


# Characters that move the cursor, ring, recolour or reorder a terminal's text rather than
# show one: C0 and C1 controls, DEL, lone surrogates, and the bidirectional overrides and
# isolates (a line that reads one way and prints another).
_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u202a-\u202e\u2066-\u2069]")


def shown(text: str) -> str:
    """``text`` safe to print on one line: each control character written as its escape
    (``\\n``, ``\\x1b``, ``\\u202e``), so that a name read from a file cannot forge a line
    of the answer or drive the terminal."""
    return _CONTROLS.sub(lambda m: m.group().encode("unicode_escape",
                                                     "backslashreplace").decode("ascii"),
                         text)
