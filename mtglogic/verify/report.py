"""Rendering verify results: text, JSON and JUnit XML."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable

from mtglogic.text import shown
from mtglogic.verify.corpus import UNKNOWN, RulingResult


def summary_line(results: list[RulingResult]) -> str:
    passed = sum(r.status == "passed" for r in results)
    failed = sum(r.status == "failed" for r in results)
    invalid = sum(r.status == "invalid" for r in results)
    limit = sum(r.status == "limit" for r in results)
    line = f"{passed} passed, {failed} failed"
    line += f", {invalid} invalid" if invalid else ""
    return line + (f", {limit} stopped at a limit" if limit else "")


def unstyled(text: str, status: str) -> str:
    return text


def text_lines(result: RulingResult,
               style: Callable[[str, str], str] = unstyled) -> Iterable[str]:
    """A ruling's line, its label styled by ``style(label, status)`` (colour on a
    terminal), then each line of its diff; what a file wrote (a name, a path, a diff)
    with its control characters escaped, so that no ruling can print a line of its own."""
    label = {"passed": "PASS", "failed": "FAIL", "invalid": "ERROR", "limit": "LIMIT"}[result.status]
    yield f"{style(f'{label:5}', result.status)} [{shown(result.ruleset)}] " \
          f"{shown(result.kind):11} {shown(result.name)}  ({shown(result.path)})"
    for line in result.diff:
        yield f"        {shown(line)}"


def known(value: str) -> str | None:
    """A kind or ruleset, None (JSON null) when it could not be told."""
    return None if value == UNKNOWN else value


def classname(result: RulingResult) -> str:
    """A testcase's classname, ``ruleset.kind`` as far as they are known."""
    return ".".join(part for part in (result.ruleset, result.kind) if part != UNKNOWN) \
        or "unknown"


def as_json(results: list[RulingResult]) -> dict:
    return {
        "results": [{"path": r.path, "name": r.name, "kind": known(r.kind),
                     "ruleset": known(r.ruleset), "status": r.status, "diff": r.diff}
                    for r in results],
        "passed": sum(r.status == "passed" for r in results),
        "failed": sum(r.status == "failed" for r in results),
        "invalid": sum(r.status == "invalid" for r in results),
        "limit": sum(r.status == "limit" for r in results),
    }


# Characters XML 1.0 does not allow (2.2 Characters): control characters but tab, newline
# and carriage return, lone surrogates, U+FFFE and U+FFFF.
NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_text(text: str) -> str:
    """Text that XML 1.0 can hold: each character it cannot, written as ``\\xNN``."""
    return NOT_XML.sub(lambda m: ascii(m.group())[1:-1], text)


def _seconds(value: float) -> str:
    """Seconds as the junit-10 schema's SUREFIRE_TIME: digits, a dot, three decimals."""
    return f"{max(value, 0.0):.3f}"


def junit_xml(results: list[RulingResult]) -> bytes:
    """A JUnit XML report valid against the junit-10 schema (Jenkins xUnit, as pytest
    checks its own reports): one testsuite, one testcase per ruling, named as a CI filters
    it (a built-in ruling's name, ``cr-2026/blood-moon-urborg``; else its file), its title
    and file in ``system-out`` (the schema has no attribute for either), a ``failure`` for
    a failed ruling, an ``error`` for an invalid one or one stopped by a limit."""
    suite = ET.Element("testsuite", name="mtglogic-verify", tests=str(len(results)),
                       failures=str(sum(r.status == "failed" for r in results)),
                       errors=str(sum(r.status in ("invalid", "limit") for r in results)),
                       skipped="0", time=_seconds(sum(r.seconds for r in results)))
    for r in results:
        case = ET.SubElement(suite, "testcase", classname=xml_text(classname(r)),
                             name=xml_text(r.ruling or r.path), time=_seconds(r.seconds))
        body = xml_text("\n".join(r.diff))
        if r.status == "failed":
            ET.SubElement(case, "failure", type="failed", message="unexpected result").text = body
        elif r.status in ("invalid", "limit"):
            message = "invalid ruling" if r.status == "invalid" else "limit reached"
            ET.SubElement(case, "error", type=r.status, message=message).text = body
        ET.SubElement(case, "system-out").text = xml_text(f"title: {r.name}\n"
                                                          f"ruling file: {r.path}")
    document: bytes = ET.tostring(suite, encoding="utf-8", xml_declaration=True)
    return document
