#!/usr/bin/env python3
"""The live inspector in a real browser: headless Chromium, driven by Selenium.

Starts `autolayout serve` on documents written here, loads the page, clicks a view, drags the
resize handle, edits the file, breaks it, applies an ambiguity fix and hovers a constraint;
after each step it checks what the page's DOM shows against frames derived by hand, and saves
a screenshot (SCREENSHOTS, default .build/browser-screenshots).

    swift build --product autolayout && swift build --product live-inspector
    python3 Tests/Browser/inspector_test.py [path/to/autolayout]

A third test runs Examples/live-inspector (beside the autolayout executable): a program that
inspects its own views while it changes them.

Needs Debian's chromium and chromium-driver and Python's selenium (.ci/run installs them).
"""
import os
import re
import subprocess
import sys
import tempfile
import time
import unittest

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCREENSHOTS = os.environ.get("SCREENSHOTS", os.path.join(ROOT, ".build", "browser-screenshots"))
EXECUTABLE = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "autolayout")
LIVE_PROGRAM = os.path.join(os.path.dirname(EXECUTABLE), "live-inspector")

# One blue box inset 20 from the sides, 40 from the top, 100 high: on the 320 × 480 canvas its
# frame is (20, 40, 320 − 40 = 280, 100).
CARD = """version: 1
name: Card
canvas: {width: 320, height: 480}
root:
  id: root
  subviews:
    - {id: box, color: "#3366cc"}
constraints:
  - box.leading == root.leading + 20
  - box.trailing == root.trailing - 20
  - box.top == root.top + 40
  - box.height == HEIGHT
"""

# `loose` has a leading, a top and a height but no width: its width (and so its frame) is
# ambiguous, and the inspector offers a fix.
LOOSE = """version: 1
name: Loose
canvas: {width: 320, height: 480}
root:
  id: root
  subviews:
    - {id: loose, color: "#cc6633"}
constraints:
  - loose.leading == root.leading + 10
  - loose.top == root.top + 10
  - loose.height == 50
"""


def write(path, text):
    # Write then rename, as editors do, so the server never reads half a file.
    with open(path + ".tmp", "w") as handle:
        handle.write(text)
    os.replace(path + ".tmp", path)


def start(arguments):
    """Starts a server and returns it with the address it printed on its first line."""
    server = subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    line = server.stdout.readline()
    match = re.search(r"(http://[0-9.]+:[0-9]+)", line)
    if not match:
        server.kill()
        raise RuntimeError(f"{arguments[0]} printed no address: {line!r}")
    return server, match.group(1)


def browser():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


class PageSteps(unittest.TestCase):
    """What a test does on the page: wait for it, read it, click it, keep a screenshot."""

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()
        cls.server.terminate()
        try:
            cls.server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            cls.server.kill()
            cls.server.wait()

    def shot(self, name):
        self.browser.save_screenshot(os.path.join(SCREENSHOTS, name + ".png"))

    def wait(self, condition, message, seconds=15):
        try:
            return WebDriverWait(self.browser, seconds).until(lambda _: condition(), message)
        except TimeoutException:
            # What the page showed when it did not get there: a screenshot for the failure.
            self.shot("failed-" + re.sub(r"[^a-z0-9]+", "-", message.lower()).strip("-"))
            raise

    def text(self, element_id):
        return self.browser.find_element(By.ID, element_id).text

    def open_document(self, index):
        # The page opens the document its address names; from the list, a click opens another.
        if not self.browser.current_url.startswith(self.address):
            self.browser.get(f"{self.address}/#doc={index}")
        else:
            self.wait(lambda: self.browser.find_elements(By.CSS_SELECTOR, f'#documents li[data-document="{index}"]'),
                      "the document list")
            self.browser.find_element(By.CSS_SELECTOR, f'#documents li[data-document="{index}"]').click()
        self.wait(lambda: self.browser.find_elements(
            By.CSS_SELECTOR, f'#drawing svg[data-document="{index}"] #inspector-layer rect.hit'),
            f"document {index}'s drawing with its clickable views")

    def click_view(self, view):
        # A live program's page redraws as the program runs: a drawing replaced between finding the
        # view and clicking it is searched again.
        for attempt in range(5):
            try:
                self.browser.find_element(By.CSS_SELECTOR, f'#inspector-layer rect.hit[data-view="{view}"]').click()
                break
            except StaleElementReferenceException:
                if attempt == 4:
                    raise
        self.wait(lambda: self.browser.find_element(By.ID, "details").get_attribute("data-view") == view,
                  f"the details of {view}")

    def frame_is(self, expected):
        return lambda: self.text("view-frame") == expected


class DocumentsInBrowser(PageSteps):
    """`autolayout serve` on two documents written here."""

    @classmethod
    def setUpClass(cls):
        os.makedirs(SCREENSHOTS, exist_ok=True)
        cls.folder = tempfile.mkdtemp(prefix="inspector-browser-")
        cls.card = os.path.join(cls.folder, "card.yaml")
        cls.loose = os.path.join(cls.folder, "loose.yaml")
        write(cls.card, CARD.replace("HEIGHT", "100"))
        write(cls.loose, LOOSE)
        cls.server, cls.address = start([EXECUTABLE, "serve", cls.card, cls.loose, "--port", "0"])
        cls.browser = browser()

    def test_1_click_drag_edit_break(self):
        self.open_document(0)
        names = [item.text for item in self.browser.find_elements(By.CSS_SELECTOR, "#documents li")]
        self.assertEqual(names, ["card.yaml", "loose.yaml"])
        self.assertEqual(self.text("canvas-size"), "Canvas 320 × 480 pt")

        self.click_view("box")
        self.wait(self.frame_is("(20, 40, 280, 100)"), "box's frame as derived by hand")
        constraints = [item.text for item in self.browser.find_elements(By.CSS_SELECTOR, "#view-constraints li")]
        self.assertIn("box.leading == root.leading + 20", constraints)
        self.assertIn("box.height == 100", constraints)
        self.shot("1-clicked")

        # Hovering a constraint in the list highlights its mark in the drawing (when it has one).
        item = self.browser.find_element(By.CSS_SELECTOR, "#view-constraints li[data-constraint]")
        index = item.get_attribute("data-constraint")
        marks = self.browser.find_elements(By.CSS_SELECTOR, f'#inspector-layer .mark[data-constraint="{index}"]')
        ActionChains(self.browser).move_to_element(item).perform()
        if marks:
            self.wait(lambda: "highlight" in marks[0].get_attribute("class"), "the hovered constraint highlighted")
            self.shot("2-hovered")

        # Drag the handle 100 px right and 60 px down at the page's scale: the canvas grows and
        # the box stays 20 from each side, so 100 px more of canvas is 100 pt more of box when
        # the drawing is at 1 px per point; the test reads the canvas size the page reports and
        # derives the box's width from it.
        handle = self.browser.find_element(By.ID, "resize-handle")
        ActionChains(self.browser).click_and_hold(handle).move_by_offset(50, 30).move_by_offset(50, 30).release().perform()
        self.wait(lambda: self.text("canvas-size") != "Canvas 320 × 480 pt", "a new canvas size after the drag")
        match = re.match(r"Canvas (\d+) × (\d+) pt", self.text("canvas-size"))
        self.assertIsNotNone(match)
        width = int(match.group(1))
        self.assertGreater(width, 320)
        self.wait(self.frame_is(f"(20, 40, {width - 40}, 100)"), "box's frame on the dragged canvas")
        self.shot("3-dragged")

        # Saving the file in an editor: the page shows the new height without a reload.
        write(self.card, CARD.replace("HEIGHT", "150"))
        self.wait(lambda: re.match(r"\(20, 40, \d+, 150\)", self.text("view-frame")) is not None,
                  "box's new height after the file was saved")
        self.shot("4-edited")

        # A broken document: its error with line, column and caret; the last drawing stays.
        write(self.card, CARD.replace("HEIGHT", "150").replace("box.top ==", "box.top =="
                                                                 " root.nowhere +"))
        self.wait(lambda: self.browser.find_element(By.ID, "document-error").is_displayed(),
                  "the document's error in the page")
        error = self.text("document-error")
        self.assertIn("card.yaml:", error)
        self.assertIn("^", error)
        self.assertTrue(self.browser.find_elements(By.CSS_SELECTOR, '#inspector-layer rect.hit[data-view="box"]'))
        self.shot("5-broken")

        write(self.card, CARD.replace("HEIGHT", "120"))
        self.wait(lambda: not self.browser.find_element(By.ID, "document-error").is_displayed(),
                  "the error gone once the file is fixed")

    def test_2_ambiguity_and_apply(self):
        self.open_document(1)
        self.click_view("loose")
        self.wait(lambda: self.browser.find_element(By.ID, "view-ambiguity").is_displayed(),
                  "loose's ambiguity")
        self.assertIn("loose", self.text("ambiguity-list"))
        self.shot("6-ambiguous")
        self.browser.find_element(By.ID, "apply-fix").click()
        self.wait(lambda: not self.browser.find_element(By.ID, "view-ambiguity").is_displayed(),
                  "no ambiguity once the fix is applied")
        # The fix the inspector offered (a width of 0, the value the engine chose) is now one of
        # loose's constraints, and its frame is what it was: (10, 10, 0, 50).
        self.wait(lambda: "loose.width == 0" in [item.text for item in self.browser.find_elements(
            By.CSS_SELECTOR, "#view-constraints li")], "the applied fix among loose's constraints")
        self.assertEqual(self.text("view-frame"), "(10, 10, 0, 50)")
        self.shot("7-applied")


class LiveProgramInBrowser(PageSteps):
    """Examples/live-inspector: a card whose progress bar grows by a tenth of its track every
    second. The track spans the card's 320 points less its 8-point margins: 304 wide, 8 high."""

    @classmethod
    def setUpClass(cls):
        os.makedirs(SCREENSHOTS, exist_ok=True)
        cls.server, cls.address = start([LIVE_PROGRAM, "0"])
        cls.browser = browser()

    def test_3_changes_reach_the_page(self):
        self.browser.get(self.address + "/")
        self.wait(lambda: self.browser.find_elements(By.CSS_SELECTOR, '#inspector-layer rect.hit[data-view="bar"]'),
                  "the program's views drawn")
        self.assertFalse(self.browser.find_element(By.ID, "documents-section").is_displayed())
        self.click_view("track")
        # Inside the margins: 8 from the card's left, 304 wide; its y follows the label's height.
        self.wait(lambda: re.fullmatch(r"\(8, [0-9.]+, 304, 8\)", self.text("view-frame")), "the track's frame")
        self.click_view("bar")
        widths = set()

        def bar_width():
            match = re.fullmatch(r"\(0, 0, ([0-9.]+), 8\)", self.text("view-frame"))
            self.assertIsNotNone(match, self.text("view-frame"))
            widths.add(float(match.group(1)))
            return len(widths) >= 3

        # Three different widths within a few seconds: the program's changes reach the page.
        self.wait(bar_width, "the bar's width changing as the program runs", seconds=20)
        # Each is a whole number of tenths of the track (pixel-rounded at the screen's scale).
        for width in widths:
            self.assertLessEqual(width, 304)
            self.assertAlmostEqual(width / 30.4, round(width / 30.4), delta=0.05)
        self.shot("8-live")


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)
