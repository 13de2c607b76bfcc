"""The page of a corpus run (``mtglogic verify --html``): the count of each status drawn as
a bar chart in inline SVG (labelled with words and numbers, patterns not colour), then one
row per ruling with its status, kind, ruleset, name and what differed."""
from __future__ import annotations

from collections import Counter
from typing import Any

from mtglogic.outputs.html.lines import SummaryLine
from mtglogic.outputs.html.markup import el, esc, join, scrolling
from mtglogic.outputs.html.page import document
from mtglogic.outputs.html.summary import summary_section
from mtglogic.text import plural

STATUSES = ("passed", "failed", "invalid", "limit")
SIGN = {"passed": "✓ passed", "failed": "✗ failed", "invalid": "! invalid", "limit": "⏱ limit"}
DASH = {"passed": "", "failed": ' stroke-dasharray="2 2"', "invalid": ' stroke-dasharray="6 2"',
        "limit": ' stroke-dasharray="1 3"'}


def status_chart(counts: Counter[str]) -> str:
    """One bar per status, its count written beside it."""
    width, bar_h, label_w = 340, 22, 70
    most = max(counts.values(), default=1) or 1
    parts = []
    for row, status in enumerate(STATUSES):
        y = 10 + row * (bar_h + 8)
        length = int((width - label_w - 60) * counts[status] / most)
        fill = "#000" if status == "passed" else "#fff"
        parts.append(f'<text x="0" y="{y + 16}" font-size="14">{esc(status)}</text>'
                     f'<rect x="{label_w}" y="{y}" width="{max(length, 1)}" height="{bar_h}" '
                     f'fill="{fill}" stroke="#000" stroke-width="2"{DASH[status]}/>'
                     f'<text x="{label_w + length + 6}" y="{y + 16}" font-size="14">'
                     f'{counts[status]}</text>')
    words = ", ".join(f"{counts[s]} {s}" for s in STATUSES)
    height = 10 + len(STATUSES) * (bar_h + 8)
    return (f'<svg role="img" aria-labelledby="chart-t chart-d" width="{width}" height="{height}"'
            f' viewBox="0 0 {width} {height}" font-family="sans-serif">'
            f'<title id="chart-t">Rulings by status</title><desc id="chart-d">{esc(words)}</desc>'
            + join(parts) + "</svg>")


def corpus_summary(results: list[dict[str, Any]], counts: Counter[str]) -> str:
    """The answer block: how many rulings have each status; under each status but
    passed, the rulings that have it (their names link to their rows)."""
    lines = []
    for status in STATUSES:
        if not counts[status]:
            continue
        names = [r["name"] for r in results if r["status"] == status]
        under = () if status == "passed" else tuple(
            SummaryLine("note", esc(name)) for name in names[:10]) + (
            (SummaryLine("note", f"and {len(names) - 10} more"),) if len(names) > 10 else ())
        lines.append(SummaryLine("outcome", el("strong", esc(SIGN[status])) + ": "
                                 + plural(counts[status], "ruling"), under))
    question = f"Does each of the {plural(len(results), 'ruling')} give its expected answer?"
    return summary_section(question, lines)


def corpus_page(results: list[dict[str, Any]], summary_line: str) -> str:
    """RESULTS: one mapping per ruling (``path``, ``name``, ``kind``, ``ruleset``,
    ``status``, ``diff``)."""
    counts = Counter(r["status"] for r in results)
    header = el("tr", join(el("th", h, scope="col") for h in
                           ("Status", "Ruling", "Kind", "Ruleset", "What differed")))
    rows = join(el("tr", el("td", el("span", esc(SIGN.get(r["status"], r["status"])),
                                     class_=f'status status-{r["status"]}'))
                   + el("th", esc(r["name"]), scope="row") + el("td", esc(r["kind"]))
                   + el("td", esc(r["ruleset"]))
                   + el("td", "<br>".join(esc(d) for d in r["diff"]) or "—"))
                for r in results)
    sections = [
        corpus_summary(results, counts),
        el("section", el("h2", "Summary", id="summary")
           + el("figure", status_chart(counts) + el("figcaption", esc(summary_line))),
           aria_labelledby="summary"),
        el("section", el("h2", "Rulings", id="rulings")
           + scrolling(el("table", el("caption", "Every ruling checked") + el("thead", header)
                                 + el("tbody", rows)), "Every ruling checked: the table"),
           aria_labelledby="rulings")]
    return document("mtglogic verify: the rulings corpus", esc(summary_line), sections)
