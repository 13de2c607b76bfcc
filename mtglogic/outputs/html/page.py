"""The page around the sections: one HTML5 document, its styles inline (no external URL,
no script), a width that works on a phone, a print style, a partial answer marked."""
from __future__ import annotations

from typing import Any

from mtglogic.outputs.html.markup import el, esc, join
from mtglogic.version import __version__

STYLE = """
:root{--ink:#111;--muted:#555;--line:#999;--soft:#f2f2f2;--warn:#fff3cd;--bad:#f8d7da}
*{box-sizing:border-box}
body{font:16px/1.45 system-ui,sans-serif;color:var(--ink);margin:0 auto;padding:1rem;
max-width:72rem;background:#fff}
h1{font-size:1.5rem;overflow-wrap:anywhere}
.answer{border:3px solid var(--ink);padding:.2rem .8rem .5rem;margin:0 0 1rem}
.answer h2{margin:.3rem 0;border:0}.question{font-weight:bold;margin:.3rem 0}
.summary-lines{list-style:none;padding-left:0;margin:.3rem 0}
.summary-lines .summary-lines{padding-left:1.4rem;font-size:.95em}
.summary-lines li{margin:.15rem 0;overflow-wrap:anywhere}
.id{color:var(--muted);font-weight:normal}
details{font-weight:normal}summary{cursor:pointer;color:var(--muted)}h2{font-size:1.25rem;border-bottom:2px solid var(--line)}
h3{font-size:1.05rem}
.table-wrap{overflow-x:auto}.table-wrap:focus{outline:2px solid var(--ink)}
table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border:1px solid var(--line);padding:.25rem .4rem;text-align:left;vertical-align:top}
th{background:var(--soft)}
.oracle{font-style:italic;color:var(--muted)}
.changed{font-weight:bold;text-decoration:underline}
.changed::before{content:"\\25B2 ";font-size:.7em}
.partial{border:3px dashed #000;background:var(--warn);padding:.5rem 1rem}
.status{font-weight:bold;padding:0 .3rem;border:1px solid var(--ink)}
.status-failed,.status-invalid{background:var(--bad);border-style:double;border-width:3px}
.status-limit{background:var(--warn);border-style:dashed}
ol.timeline>li{margin:.4rem 0;padding:.3rem .5rem;border-left:4px solid var(--line)}
.why{color:var(--muted)}
.changes{margin:.2em 0 .2em 1em;padding-left:1em}
.tree ul{list-style:none;padding-left:1.2rem;border-left:2px solid var(--line)}
.tree li{margin:.3rem 0}
.choice::before{content:"\\25C6 "}
.outcome{border:2px solid var(--ink);padding:.2rem .4rem;display:inline-block}
.outcome::before{content:"\\25A0 "}
.game{border:1px solid var(--line);margin:.3rem 0 .3rem 1rem;padding:.3rem .5rem}
figure{margin:.5rem 0}
figure svg{height:auto}
dl.rules dt{font-weight:bold;margin-top:.3rem}
dl.rules dd{margin-left:1.5rem}
a.rule{font-variant-numeric:tabular-nums}
.none{color:var(--muted)}
@media (max-width:40rem){body{padding:.5rem;font-size:15px}th,td{padding:.2rem}
header p{font-size:.9em}}
@media print{body{max-width:none;font-size:11pt}a{color:inherit;text-decoration:none}
.partial{border-width:2px}section{break-inside:avoid-page}figure svg{max-width:100%}}
"""


def partial_banner(partial: dict[str, Any] | None) -> str:
    """The mark of an answer a limit stopped: which limit and what was explored."""
    if partial is None:
        return ""
    text = (f"Partial answer: a limit stopped the work (limit {esc(partial.get('limit'))} = "
            f"{esc(partial.get('value'))}, option {esc(partial.get('option') or '')}; explored: "
            f"{esc(partial.get('explored'))}). What follows is what was found before it; "
            f"it may be incomplete.")
    return el("section", el("h2", "Partial answer", id="partial") + el("p", text),
              class_="partial", role="alert", aria_labelledby="partial")


def document(title: str, summary: str, sections: list[str]) -> str:
    """The whole page: head with inline styles, a title, the sections in order."""
    head = (el("meta", charset="utf-8").replace("</meta>", "")
            + '<meta name="viewport" content="width=device-width, initial-scale=1">'
            + el("title", esc(title)) + el("style", STYLE))
    body = el("header", el("h1", esc(title)) + el("p", summary)) \
        + el("main", join(sections)) \
        + el("footer", el("p", f"Written by mtglogic {esc(__version__)}; self-contained: "
                               "no script, no external file."))
    return "<!DOCTYPE html>\n" + el("html", el("head", head) + el("body", body), lang="en") + "\n"
