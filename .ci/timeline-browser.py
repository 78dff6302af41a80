#!/usr/bin/env python3
"""Opens timeline pages in headless Chromium and checks what a person would see.

Run by .ci/timeline-browser.sh, which finds or installs Chromium and builds the tools:

    python3 .ci/timeline-browser.py --chromium BROWSER --bin .build/debug
    python3 .ci/timeline-browser.py --chromium BROWSER --screenshot PAGE STEPS OUT.png [--scale S]

(STEPS is a step number, or several such as 4,5 to photograph those steps side by side: how
the README's picture is taken.)

Chromium is driven over the DevTools protocol on a pipe (--remote-debugging-pipe: JSON
messages ending in NUL on file descriptors 3 and 4), with the standard library only.

What each page must show is worked out here, apart from the Swift code that drew it: from the
trace's replay (`modalkit replay`, the reference the conformance vectors pin byte for byte) and
from the layout rules the Presentations article prints for the 390 x 844 pt phone with safe-area
insets 44 and 34 (a medium sheet is 400 pt, a large one 800, a half overlay 383). For every
step, reached with the arrow keys as a person would:

- the page has one `section.step` per input of the trace, and exactly one section shows;
- each level is drawn, with the id of its stack's root;
- each sheet, overlay and cover is drawn at the height (and top) the rules give, within 1 px;
- the levels below the lowest one that takes input are marked `data-blocked`, no others, and
  there is one dimming element per layer that blocks input;
- a rejected action's section is marked `data-rejected`; the queue shows what waits;
- no script error, console error or failed load happened.

Two pages more: one whose routes, title and button are markup (`<script>`, `<img onerror>`)
must show them as text and run none of them; and with JavaScript off, a page must list every
step, its controls hidden.

Before that, broken copies of a page (a sheet 10 px too tall, a step removed, a script that
throws, the blocked marks removed) must each fail the check: a check that cannot fail proves
nothing. Screenshots of the first and last step of some pages go to .build/timeline-screenshots.
"""

import argparse
import base64
import fcntl
import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time

# The phone every page is drawn on (Timeline.phone), as the Presentations article prints it.
WIDTH, HEIGHT, SAFE_TOP, SAFE_BOTTOM = 390, 844, 44, 34
SHEET_MAXIMUM = HEIGHT - SAFE_TOP  # 800
SAFE_HEIGHT = HEIGHT - SAFE_TOP - SAFE_BOTTOM  # 766
FULL_SIZE_INSET = 80
TOLERANCE = 1.0  # px

# Pages whose first and last steps are photographed.
SCREENSHOTS = {"tour/coordinator", "tour/half-sheet", "tour/dialog", "tour/custom-navigation",
               "tour/store"}


class Failure(Exception):
    """A page that does not show what it must."""


class Browser:
    """One headless Chromium, spoken to over the DevTools pipe."""

    def __init__(self, binary, log_path):
        self.profile = tempfile.mkdtemp(prefix="timeline-chromium-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def wire_pipes():  # in the child: the pipes become descriptors 3 and 4
            reading = fcntl.fcntl(to_browser_read, fcntl.F_DUPFD, 10)
            writing = fcntl.fcntl(from_browser_write, fcntl.F_DUPFD, 10)
            os.dup2(reading, 3)
            os.dup2(writing, 4)

        arguments = [binary, "--headless", "--remote-debugging-pipe", "--no-first-run",
                     "--no-default-browser-check", "--disable-gpu", "--disable-extensions",
                     "--hide-scrollbars", "--mute-audio", "--force-color-profile=srgb",
                     "--user-data-dir=" + self.profile, "about:blank"]
        if os.geteuid() == 0:
            arguments.insert(1, "--no-sandbox")  # Chromium refuses to run as root otherwise
        self.log = open(log_path, "wb")
        self.process = subprocess.Popen(arguments, stdin=subprocess.DEVNULL, stdout=self.log,
                                        stderr=self.log, close_fds=False,
                                        preexec_fn=wire_pipes)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.last_id = 0
        self.events = []

    def close(self):
        try:
            self.call("Browser.close", timeout=10)
        except Exception:  # the browser may be gone already; it is stopped below either way
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.to_browser)
        os.close(self.from_browser)
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)

    def _read(self, deadline):
        while b"\0" not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise Failure("Chromium did not answer in time")
            ready, _, _ = select.select([self.from_browser], [], [], remaining)
            if ready:
                chunk = os.read(self.from_browser, 1 << 20)
                if not chunk:
                    raise Failure("Chromium closed its pipe (see its log)")
                self.buffer += chunk
        message, _, self.buffer = self.buffer.partition(b"\0")
        return json.loads(message)

    def call(self, method, params=None, session=None, timeout=30):
        """Sends one command and returns its result; events read meanwhile are kept."""
        self.last_id += 1
        message = {"id": self.last_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        while data:
            data = data[os.write(self.to_browser, data):]
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read(deadline)
            if reply.get("id") == self.last_id:
                if "error" in reply:
                    raise Failure(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method, session, timeout=30):
        """Waits for an event of the session, among those kept or those to come."""
        deadline = time.monotonic() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method and event.get("sessionId") == session:
                    return self.events.pop(index)
            self.events.append(self._read(deadline))


class Page:
    """A tab: opens files, evaluates expressions, presses keys, takes screenshots."""

    def __init__(self, browser, width=1100, height=1100):
        self.browser = browser
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = browser.call(
            "Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.call(domain + ".enable")
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def call(self, method, params=None):
        return self.browser.call(method, params, session=self.session)

    def open(self, path):
        self.browser.events = [e for e in self.browser.events if e.get("sessionId") != self.session]
        self.call("Page.navigate", {"url": "file://" + os.path.abspath(path)})
        self.browser.wait_for("Page.loadEventFired", self.session)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise Failure("the check's own script failed: " + describe(result["exceptionDetails"]))
        return result["result"].get("value")

    def press(self, key, code):
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent",
                      {"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code,
                       "nativeVirtualKeyCode": code})

    def errors(self):
        """Script errors, console errors and failed loads reported since the page opened."""
        found = []
        for event in self.browser.events:
            if event.get("sessionId") != self.session:
                continue
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                found.append("uncaught exception: " + describe(params["exceptionDetails"]))
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                found.append("console." + params["type"] + ": " + " ".join(
                    str(arg.get("value", arg.get("description", ""))) for arg in params["args"]))
            elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                found.append("log error: " + params["entry"].get("text", ""))
        return found

    def screenshot(self, path, selector, scale=1.0):
        """Photographs the element matching `selector` (the visible step) into a PNG."""
        box = self.evaluate(
            "(() => { const r = document.querySelector(%s).getBoundingClientRect();"
            " return [r.left + scrollX, r.top + scrollY, r.width, r.height]; })()"
            % json.dumps(selector))
        clip = {"x": box[0], "y": box[1], "width": box[2], "height": box[3], "scale": scale}
        data = self.call("Page.captureScreenshot",
                         {"format": "png", "clip": clip, "captureBeyondViewport": True})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))


def describe(details):
    exception = details.get("exception", {})
    return exception.get("description") or details.get("text", "an exception")


# MARK: - What the trace says a page must show


def sheet_height(detent):
    if detent == "medium":
        return SHEET_MAXIMUM / 2
    if detent == "large":
        return SHEET_MAXIMUM
    if "fraction" in detent:
        return detent["fraction"] * SHEET_MAXIMUM
    return min(detent["height"], SHEET_MAXIMUM)


def overlay_frame(positioning, size):
    factors = {"full": 1, "threeQuarters": 0.75, "half": 0.5, "quarter": 0.25}
    factor = factors[size] if isinstance(size, str) else size["fraction"]
    inset = FULL_SIZE_INSET if size == "full" else 0
    height = min(SAFE_HEIGHT, max(0, factor * SAFE_HEIGHT - inset))
    top = {"top": SAFE_TOP, "center": SAFE_TOP + (SAFE_HEIGHT - height) / 2,
           "bottom": SAFE_TOP + SAFE_HEIGHT - height}[positioning]
    return top, height


def blocks_input(presentation):
    if not presentation["rules"]["blocksInputBeneath"]:
        return False
    undimmed = presentation.get("largestUndimmedDetent")
    if presentation["style"] != "sheet" or undimmed is None:
        return True
    return sheet_height(presentation["selection"]) > sheet_height(undimmed)


def expected_step(line):
    """What the page must show after one replayed input: levels, frames, marks, queue."""
    state = line["state"]
    layers = state["layers"]
    lowest = len(layers)
    while lowest > 0 and not blocks_input(layers[lowest - 1]["presentation"]):
        lowest -= 1
    levels = [{"level": 0, "id": state["stack"][0]["id"], "style": "window", "top": 0,
               "height": HEIGHT, "blocked": lowest > 0}]
    for index, layer in enumerate(layers):
        presentation = layer["presentation"]
        style = presentation["style"]
        top = height = None
        if style == "sheet":
            height = sheet_height(presentation["selection"])
            top = HEIGHT - height
        elif style == "overlay":
            top, height = overlay_frame(presentation["positioning"], presentation["size"])
        elif style == "fullScreenCover":
            top, height = 0, HEIGHT
        levels.append({"level": index + 1, "id": layer["stack"][0]["id"], "style": style,
                       "top": top, "height": height, "blocked": index + 1 < lowest})
    events = line["events"]
    return {"levels": levels,
            "dims": sum(1 for layer in layers if blocks_input(layer["presentation"])),
            "queued": len(state["queue"]["items"]),
            "rejected": len(events) == 1 and events[0]["event"] == "rejected"}


# MARK: - The check

PAGE_FACTS = """(() => {
  const main = document.querySelector("main.timeline");
  return {
    steps: document.querySelectorAll("main > section.step").length,
    sections: document.querySelectorAll("main > section[data-step]").length,
    container: main ? [main.dataset.width, main.dataset.height, main.dataset.safeTop,
      main.dataset.safeBottom].map(Number) : null,
    headings: [...document.querySelectorAll("main > section.step > h2")].map(h => h.textContent),
    controls: !document.querySelector("nav.controls").hidden,
  };
})()"""

VISIBLE_STEP = """(() => {
  const shown = [...document.querySelectorAll("main > section[data-step]")].filter(
    s => getComputedStyle(s).display !== "none");
  if (shown.length !== 1) return {shown: shown.length};
  const section = shown[0];
  const phone = section.querySelector(".phone").getBoundingClientRect();
  return {
    shown: 1,
    step: Number(section.dataset.step),
    rejected: section.hasAttribute("data-rejected"),
    dims: section.querySelectorAll(".phone > .dim").length,
    queued: section.querySelectorAll(".queue .queued").length,
    phone: [phone.width, phone.height],
    levels: [...section.querySelectorAll(".phone > .level")].map(e => {
      const r = e.getBoundingClientRect();
      return {level: Number(e.dataset.level), id: Number(e.dataset.id), style: e.dataset.style,
        blocked: e.hasAttribute("data-blocked"), top: r.top - phone.top, height: r.height,
        dataHeight: e.dataset.height === undefined ? null : Number(e.dataset.height)};
    }),
  };
})()"""


def check_page(page, path, replay, screenshots=None):
    """Checks one page against its trace's replay; returns the figures, raises Failure."""
    page.open(path)
    facts = page.evaluate(PAGE_FACTS)
    problems = []
    if facts["steps"] != len(replay):
        problems.append(f"steps: the page has {facts['steps']} step sections, "
                        f"the trace {len(replay)} inputs")
    if facts["sections"] != facts["steps"] + 1:
        problems.append(f"sections: {facts['sections']} for {facts['steps']} steps and the start")
    if facts["container"] != [WIDTH, HEIGHT, SAFE_TOP, SAFE_BOTTOM]:
        problems.append(f"container: the page says {facts['container']}")
    if not facts["controls"]:
        problems.append("controls: the script did not show the slider")
    if any(not heading.strip() for heading in facts["headings"]):
        problems.append("headings: a step has an empty heading")
    measured = blocked = 0
    if not problems:
        page.press("Home", 36)
        for step in range(len(replay) + 1):
            seen = page.evaluate(VISIBLE_STEP)
            if seen["shown"] != 1 or seen["step"] != step:
                problems.append(f"keys: after {step} presses of the right arrow, "
                                f"{seen['shown']} sections show, step {seen.get('step')}")
                break
            if seen["phone"] != [WIDTH, HEIGHT]:
                problems.append(f"step {step}: the phone is drawn {seen['phone']}")
            if step > 0:
                expected = expected_step(replay[step - 1])
                found = compare(step, expected, seen, problems)
                measured += found[0]
                blocked += found[1]
            if screenshots and step in screenshots:
                page.screenshot(screenshots[step], "main > section:not([hidden])")
            page.press("ArrowRight", 39)
        if not problems:
            page.press("ArrowRight", 39)
            if page.evaluate(VISIBLE_STEP).get("step") != len(replay):
                problems.append("keys: the right arrow went past the last step")
    problems += page.errors()
    if problems:
        raise Failure("; ".join(problems[:6]) + (" …" if len(problems) > 6 else ""))
    return measured, blocked


def compare(step, expected, seen, problems):
    """Compares one shown step with what the replay says; returns (frames measured, blocked)."""
    measured = blocked = 0
    drawn = {level["level"]: level for level in seen["levels"]}
    if sorted(drawn) != [level["level"] for level in expected["levels"]]:
        problems.append(f"step {step}: levels drawn {sorted(drawn)}, "
                        f"the state has {len(expected['levels'])}")
        return 0, 0
    for want in expected["levels"]:
        got = drawn[want["level"]]
        where = f"step {step}, level {want['level']} ({want['style']})"
        if got["id"] != want["id"] or got["style"] != want["style"]:
            problems.append(f"{where}: drawn as {got['style']} #{got['id']}, "
                            f"the state has {want['style']} #{want['id']}")
        if want["height"] is not None:
            measured += 1
            if abs(got["height"] - want["height"]) > TOLERANCE:
                problems.append(f"{where}: drawn {got['height']} px tall, "
                                f"the layout gives {want['height']}")
            if abs(got["top"] - want["top"]) > TOLERANCE:
                problems.append(f"{where}: drawn {got['top']} px from the top, "
                                f"the layout gives {want['top']}")
            if got["dataHeight"] is None or abs(got["dataHeight"] - want["height"]) > 1e-6:
                problems.append(f"{where}: data-height {got['dataHeight']}, "
                                f"the layout gives {want['height']}")
        if got["blocked"] != want["blocked"]:
            problems.append(f"{where}: data-blocked is {got['blocked']}, "
                            f"the input rule says {want['blocked']}")
        blocked += want["blocked"]
    if seen["dims"] != expected["dims"]:
        problems.append(f"step {step}: {seen['dims']} dimming layers, "
                        f"{expected['dims']} layers block input")
    if seen["queued"] != expected["queued"]:
        problems.append(f"step {step}: {seen['queued']} queued shown, {expected['queued']} wait")
    if seen["rejected"] != expected["rejected"]:
        problems.append(f"step {step}: data-rejected is {seen['rejected']}, "
                        f"the events say {expected['rejected']}")
    return measured, blocked


# MARK: - Broken pages the check must catch


def broken_copies(html):
    """Copies of a page with a sheet in it, each broken in one way the check must catch."""
    sheet = re.search(r'<div class="level layer sheet[^>]*style="[^"]*height:([0-9.]+)px', html)
    if not sheet:
        raise Failure("the page for the broken copies has no sheet")
    start, end = sheet.span(1)
    taller = html[:start] + str(float(sheet.group(1)) + 10) + html[end:]
    last = html.rfind('<section class="step')
    missing = html[:last] + html[html.index("</section>", last) + len("</section>"):]
    throwing = html.replace("</body>", "<script>window.noSuchFunction();</script>\n</body>")
    unmarked = html.replace(" data-blocked", "")
    return [("a sheet 10 px too tall", "px tall", taller),
            ("the last step removed", "steps:", missing),
            ("a script that throws", "uncaught exception", throwing),
            ("the blocked marks removed", "data-blocked is False", unmarked)]


# MARK: - Escaping and progressive enhancement

HOSTILE_TRACE = "\n".join([
    '{"root":"<script>window.injected = 1</script>"}',
    '{"action":"push","route":"<img src=x onerror=\\"window.injected = 2\\">"}',
    '{"action":"present","route":"</h2><script>window.injected = 3</script>","as":{'
    '"style":"alert","title":"<script>window.injected = 4</script>",'
    '"buttons":[{"id":"\\"><script>window.injected = 5</script>","title":"<b>bold</b>"}]}}',
]) + "\n"


def check_hostile_text(page, path):
    """Routes, titles and buttons that are markup must show as text and run nothing."""
    page.open(path)
    seen = page.evaluate("""(() => ({
      injected: window.injected === undefined ? null : window.injected,
      markup: document.querySelectorAll("main script, main img, main b").length,
      headings: [...document.querySelectorAll("main > section.step > h2")].map(h => h.textContent),
      root: document.querySelector("#step-0 .screen.top .route").textContent,
    }))()""")
    problems = page.errors()
    if seen["injected"] is not None:
        problems.append(f"a script from the trace ran (window.injected = {seen['injected']})")
    if seen["markup"]:
        problems.append(f"{seen['markup']} elements from the trace's text are in the page")
    if not seen["headings"] or not seen["headings"][0].startswith("push(<img src=x onerror="):
        problems.append(f"the first heading reads {seen['headings'][:1]}")
    if seen["root"] != "<script>window.injected = 1</script>":
        problems.append(f"the root route reads {seen['root']!r}")
    if problems:
        raise Failure("the page with markup in its routes: " + "; ".join(problems))


def check_without_javascript(page, path, steps):
    """With JavaScript off, every step shows and the controls stay hidden."""
    page.call("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        page.open(path)
        seen = page.evaluate("""(() => ({
          shown: [...document.querySelectorAll("main > section[data-step]")].filter(
            s => getComputedStyle(s).display !== "none").length,
          controls: getComputedStyle(document.querySelector("nav.controls")).display,
        }))()""")
    finally:
        page.call("Emulation.setScriptExecutionDisabled", {"value": False})
    if seen["shown"] != steps + 1 or seen["controls"] != "none":
        raise Failure(f"without JavaScript {seen['shown']} of {steps + 1} sections show and the "
                      f"controls are {seen['controls']}")


# MARK: - Running


def run(command, stdin=None):
    result = subprocess.run(command, capture_output=True, text=True, input=stdin)
    if result.returncode != 0:
        raise Failure(f"{' '.join(command)} exited {result.returncode}: {result.stderr.strip()}")
    return result.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--bin", help="the folder holding the built modalkit and modalkit-demo")
    parser.add_argument("--screenshot", nargs=3, metavar=("PAGE", "STEP", "OUT"))
    parser.add_argument("--scale", type=float, default=1.0)
    options = parser.parse_args()
    started = time.monotonic()
    work = os.path.join(".build", "timeline-browser")
    os.makedirs(work, exist_ok=True)
    browser = Browser(options.chromium, os.path.join(work, "chromium.log"))
    try:
        page = Page(browser)
        if options.screenshot:
            path, steps, out = options.screenshot
            if not os.path.isfile(path):
                raise Failure(f"no page at {path}")
            page.open(path)
            page.evaluate("""(() => {
              const keep = [%s];
              for (const s of document.querySelectorAll("main > section[data-step]")) {
                s.hidden = !keep.includes(Number(s.dataset.step));
                s.style.width = "1100px";
              }
              const main = document.querySelector("main");
              main.style.display = "flex";
              main.style.width = "max-content";
            })()""" % steps)
            page.screenshot(out, "main", options.scale)
            print(f"wrote {out}")
            return 0
        return check_all(page, options.bin, work, started)
    except Failure as failure:
        print(f"timeline browser check: FAILED: {failure}")
        return 1
    finally:
        browser.close()


def check_all(page, binaries, work, started):
    modalkit = os.path.join(binaries, "modalkit")
    for folder in ("tour", "vectors"):
        shutil.rmtree(os.path.join(work, folder), ignore_errors=True)
    tour = os.path.join(work, "tour")
    run([os.path.join(binaries, "modalkit-demo"), "--html", tour])
    pages = []  # (name, page, trace)
    for name in ("custom-navigation", "dialog", "coordinator", "half-sheet", "store"):
        pages.append(("tour/" + name, os.path.join(tour, name + ".html"),
                      os.path.join(tour, name + ".jsonl")))
    vectors = "Tests/Conformance"
    for folder, _, files in sorted(os.walk(vectors)):
        for file in sorted(files):
            if not file.endswith(".jsonl") or "errors" in folder.split(os.sep):
                continue
            trace = os.path.join(folder, file)
            name = os.path.relpath(trace, vectors)[:-len(".jsonl")]
            html = os.path.join(work, "vectors", name + ".html")
            os.makedirs(os.path.dirname(html), exist_ok=True)
            run([modalkit, "timeline", "-o", html, trace])
            pages.append((name, html, trace))

    # The check must fail on a broken page before its passes mean anything.
    half_sheet = pages[3]
    replay = [json.loads(line) for line in run([modalkit, "replay", half_sheet[2]]).split("\n") if line]
    with open(half_sheet[1], encoding="utf-8") as file:
        html = file.read()
    caught = []
    for what, expected, broken in broken_copies(html):
        path = os.path.join(work, "broken.html")
        with open(path, "w", encoding="utf-8") as file:
            file.write(broken)
        try:
            check_page(page, path, replay)
        except Failure as failure:
            if expected not in str(failure):
                raise Failure(f"the page with {what} failed, but not as expected: {failure}")
            caught.append(f"  {what}: {' '.join(str(failure).split())[:110]}")
        else:
            raise Failure(f"the check passed a page with {what}")
    print(f"timeline browser check: 4 broken copies of tour/half-sheet each fail "
          f"({time.monotonic() - started:.1f} s)")
    print("\n".join(caught))

    hostile = os.path.join(work, "hostile.html")
    run([modalkit, "timeline", "-o", hostile, "-"], stdin=HOSTILE_TRACE)
    with open(hostile, encoding="utf-8") as file:
        escaped = file.read()
    unescaped = escaped.replace("&lt;script&gt;window.injected = 1&lt;/script&gt;",
                                "<script>window.injected = 1</script>", 1)
    broken = os.path.join(work, "broken.html")
    with open(broken, "w", encoding="utf-8") as file:
        file.write(unescaped)
    try:
        check_hostile_text(page, broken)
    except Failure as failure:
        if "a script from the trace ran" not in str(failure):
            raise Failure(f"the page with a route left unescaped failed, but not as expected: "
                          f"{failure}")
    else:
        raise Failure("the check passed a page with a route left unescaped")
    check_hostile_text(page, hostile)
    check_without_javascript(page, half_sheet[1], len(replay))
    print(f"timeline browser check: markup in routes stays text (and a copy left unescaped "
          f"fails); without JavaScript every step shows ({time.monotonic() - started:.1f} s)")

    # A medium sheet on this phone is 400 px: the article's number, not this file's formula.
    page.open(half_sheet[1])
    page.press("ArrowRight", 39)
    first = page.evaluate(VISIBLE_STEP)
    sheet = [level for level in first["levels"] if level["style"] == "sheet"]
    if not sheet or abs(sheet[0]["height"] - 400) > TOLERANCE or abs(sheet[0]["top"] - 444) > 1:
        raise Failure(f"half-sheet's first step: the medium sheet is drawn as {sheet}, not 400 "
                      "px tall at 444")

    shots = os.path.join(".build", "timeline-screenshots")
    shutil.rmtree(shots, ignore_errors=True)
    os.makedirs(shots)
    steps = frames = blocked = 0
    for name, html, trace in pages:
        replay = [json.loads(line) for line in run([modalkit, "replay", trace]).split("\n") if line]
        screenshots = None
        if name in SCREENSHOTS and replay:
            stem = os.path.join(shots, name.replace("/", "-"))
            screenshots = {1: stem + "-first.png", len(replay): stem + "-last.png"}
        try:
            measured, marked = check_page(page, html, replay, screenshots)
        except Failure as failure:
            raise Failure(f"{name}: {failure}")
        steps += len(replay)
        frames += measured
        blocked += marked
    print(f"timeline browser check: {len(pages)} pages ({len(pages) - 5} conformance vectors and "
          f"5 tour scenarios), {steps} steps, {frames} sheet, overlay and cover heights within "
          f"{TOLERANCE:g} px, {blocked} blocked levels marked, no script errors; screenshots in "
          f"{shots} ({time.monotonic() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
