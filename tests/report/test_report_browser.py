"""The report pages in a real browser: the system's Chromium (``/usr/bin/chromium``, or
``MTGLOGIC_CHROMIUM``) driven by playwright, which downloads no browser of its own. Each
page loads with no console error and no request leaving it (every request is routed, and
any but the file itself or a ``data:`` URL fails the test), its key elements are visible,
and its screenshots at 390 and 1280 pixels wide are not blank. Without the browser or
playwright the tests skip, saying why; with ``MTGLOGIC_REQUIRE_BROWSER=1`` (CI) they fail.
``MTGLOGIC_SHOTS_DIR`` names a folder that gets a copy of the screenshots."""
from __future__ import annotations

import base64
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = os.environ.get("MTGLOGIC_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
WIDTHS = (390, 1280)  # a phone, a desktop
# What must be visible on each page: the title, a drawing, and what its kind shows.
KEY = {"loop": ["h1", "svg", "#board", "#graphs", "#rules-index"],
       "two-choosers": ["h1", "svg", ".outcome", ".choice"],
       "nested": ["h1", "svg", ".game"],
       "partial": ["h1", "svg", ".partial"],
       "partial-layers": ["h1", ".partial", "#board", "#graphs"],
       "partial-replacement": ["h1", "svg", ".partial", ".outcome"],
       "partial-empty": ["h1", ".partial", "#board"],
       "blood-moon": ["h1", "svg", "#board", "#graphs"],
       "scales-season": ["h1", "svg", ".outcome"],
       "verify": ["h1", "svg", "#rulings"]}
# The spread of the screenshot's grey levels, computed by the browser from the PNG: a page
# of one colour has 0; text on white is far above 100.
VARIANCE = """async (source) => {
  const image = new Image(); image.src = source; await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width; canvas.height = image.height;
  const context = canvas.getContext('2d'); context.drawImage(image, 0, 0);
  const data = context.getImageData(0, 0, image.width, image.height).data;
  let sum = 0, squares = 0, count = data.length / 4;
  for (let i = 0; i < data.length; i += 4) {
    const grey = (data[i] + data[i + 1] + data[i + 2]) / 3; sum += grey; squares += grey * grey;
  }
  const mean = sum / count; return squares / count - mean * mean;
}"""


def _missing() -> str | None:
    """Why the browser tests cannot run here, or None."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed (pip install '.[browser]')"
    if not Path(CHROMIUM).exists():
        return f"no Chromium at {CHROMIUM} (apt-get install -y chromium)"
    return None


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    reason = _missing()
    if reason is not None:
        if os.environ.get("MTGLOGIC_REQUIRE_BROWSER") == "1":
            pytest.fail(f"MTGLOGIC_REQUIRE_BROWSER=1 but {reason}")
        pytest.skip(reason)
    os.environ["PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD"] = "1"
    from playwright.sync_api import sync_playwright
    with sync_playwright() as driver:
        launched = driver.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


def open_page(browser: Any, path: Path, width: int) -> tuple[Any, list[str], list[str]]:
    """PATH opened at WIDTH, every request routed: the page, its console errors, and the
    requests that would have left it (aborted)."""
    url = path.resolve().as_uri()
    page = browser.new_page(viewport={"width": width, "height": 900})
    errors: list[str] = []
    outside: list[str] = []
    page.on("console", lambda message: errors.append(message.text)
            if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))

    def route(request_route: Any) -> None:
        target = request_route.request.url
        if target == url or target.startswith("data:"):
            request_route.continue_()
        else:
            outside.append(target)
            request_route.abort()

    page.route("**/*", route)
    page.goto(url)
    page.wait_for_load_state("load")
    return page, errors, outside


def test_the_guard_catches_a_request_leaving_the_page(browser: Any, tmp_path: Path) -> None:
    # The check the reports pass must bite: a page with an outside image and a script error.
    bad = tmp_path / "bad.html"
    bad.write_text('<!DOCTYPE html><html lang="en"><title>t</title><body>'
                   '<img alt="x" src="https://example.invalid/x.png">'
                   '<script>undefinedFunction()</script></body></html>', encoding="utf-8")
    page, errors, outside = open_page(browser, bad, 390)
    page.close()
    assert outside == ["https://example.invalid/x.png"]
    assert any("undefinedFunction" in e for e in errors)


def test_the_blank_check_sees_a_blank_page(browser: Any, tmp_path: Path) -> None:
    blank = tmp_path / "blank.html"
    blank.write_text('<!DOCTYPE html><html lang="en"><title>t</title><body></body></html>',
                     encoding="utf-8")
    page, _, _ = open_page(browser, blank, 390)
    source = "data:image/png;base64," + base64.b64encode(page.screenshot()).decode()
    assert page.evaluate(VARIANCE, source) == 0  # one colour: no spread at all
    page.close()


@pytest.mark.parametrize("name", sorted(KEY))
def test_a_page_loads_alone_shows_its_key_elements_and_is_not_blank(
        browser: Any, reports: dict[str, Path], name: str, tmp_path: Path) -> None:
    for width in WIDTHS:
        page, errors, outside = open_page(browser, reports[name], width)
        for selector in KEY[name]:
            assert page.locator(selector).first.is_visible(), f"{selector} not visible"
        # no horizontal scroll of the whole page on a phone: wide tables scroll in place
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{name} at {width}px is {overflow}px too wide"
        shot = tmp_path / f"{name}-{width}.png"
        page.screenshot(path=str(shot), full_page=True)
        page.close()
        assert errors == [] and outside == []
        check = browser.new_page()
        source = "data:image/png;base64," + base64.b64encode(shot.read_bytes()).decode()
        assert check.evaluate(VARIANCE, source) > 100, f"{shot.name} looks blank"
        check.close()
        copies = os.environ.get("MTGLOGIC_SHOTS_DIR")
        if copies:
            Path(copies).mkdir(parents=True, exist_ok=True)
            shutil.copy(shot, Path(copies) / shot.name)
