"""Rendering verify results: text, JSON and JUnit XML."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Iterable

from mtglogic.verify.corpus import RulingResult


def summary_line(results: list[RulingResult]) -> str:
    passed = sum(r.status == "passed" for r in results)
    failed = sum(r.status == "failed" for r in results)
    invalid = sum(r.status == "invalid" for r in results)
    limit = sum(r.status == "limit" for r in results)
    line = f"{passed} passed, {failed} failed"
    line += f", {invalid} invalid" if invalid else ""
    return line + (f", {limit} stopped at a limit" if limit else "")


def text_lines(result: RulingResult) -> Iterable[str]:
    label = {"passed": "PASS", "failed": "FAIL", "invalid": "ERROR", "limit": "LIMIT"}[result.status]
    yield f"{label:5} [{result.ruleset}] {result.kind:11} {result.name}  ({result.path})"
    for line in result.diff:
        yield f"        {line}"


def as_json(results: list[RulingResult]) -> dict:
    return {
        "results": [{"path": r.path, "name": r.name, "kind": r.kind, "ruleset": r.ruleset,
                     "status": r.status, "diff": r.diff} for r in results],
        "passed": sum(r.status == "passed" for r in results),
        "failed": sum(r.status == "failed" for r in results),
        "invalid": sum(r.status == "invalid" for r in results),
        "limit": sum(r.status == "limit" for r in results),
    }


def junit_xml(results: list[RulingResult]) -> bytes:
    suite = ET.Element("testsuite", name="mtglogic-verify", tests=str(len(results)),
                       failures=str(sum(r.status == "failed" for r in results)),
                       errors=str(sum(r.status in ("invalid", "limit") for r in results)))
    for r in results:
        case = ET.SubElement(suite, "testcase", classname=f"{r.ruleset}.{r.kind}", name=r.name,
                             file=r.path, time=f"{r.seconds:.4f}")
        if r.status == "failed":
            ET.SubElement(case, "failure", message="unexpected result").text = "\n".join(r.diff)
        elif r.status == "invalid":
            ET.SubElement(case, "error", message="invalid ruling").text = "\n".join(r.diff)
        elif r.status == "limit":
            ET.SubElement(case, "error", message="limit reached").text = "\n".join(r.diff)
    return ET.tostring(suite, encoding="utf-8", xml_declaration=True)
