#!/usr/bin/env python3
"""Runs the WebAssembly build in headless Chromium: every vector, and the playground.

Run by .ci/wasm-browser.sh, which finds or installs Chromium and builds what is needed:

    python3 .ci/wasm-browser.py --chromium BROWSER --wasm .build/wasm --modalkit .build/debug/modalkit

1. The vectors. A page holding the module, modalkit.js, Tests/WebAssembly/conformance.mjs and
   every file of Tests/Conformance (inlined: it opens from a file) replays every vector and runs
   every command-line case in the browser, comparing bytes as check.sh does. A copy of the
   files with one expected output and one expected status changed must fail exactly those two.

2. The playground (.build/wasm/playground.html). A scripted session is typed into its form and
   clicked on its buttons as a person would: sheets at detents, a pass-through sheet, an overlay
   with buttons, a queue, an alert with markup in its text, a cover, refusals, a line that does
   not read (shown, not applied), and a scenario picked from the list. Then:
   - its exported trace must replay with `modalkit replay` (exit 0) to the playground's own
     output lines, byte for byte;
   - `modalkit timeline` of that trace must draw every step's frame (`div.device`: the phone
     and the labels beside it) exactly as the playground drew it, whitespace between tags
     aside; and a frame changed by one pixel must fail that comparison;
   - no script error, console error or failed load.

Chromium is driven as .ci/timeline-browser.py drives it (its Browser and Page classes).
"""

import argparse
import base64
import importlib.util
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("timeline_browser",
                                              os.path.join(HERE, "timeline-browser.py"))
timeline_browser = importlib.util.module_from_spec(spec)
spec.loader.exec_module(timeline_browser)
Browser, Page, Failure = timeline_browser.Browser, timeline_browser.Page, timeline_browser.Failure

CONFORMANCE = "Tests/Conformance"


def data_url(path):
    with open(path, "rb") as file:
        return "data:text/javascript;base64," + base64.b64encode(file.read()).decode()


def wait_for(page, expression, what, timeout=60):
    """Evaluates `expression` until it is truthy; returns its value."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = page.evaluate(expression)
        if value:
            return value
        errors = page.errors()
        if errors:
            raise Failure(f"{what}: " + "; ".join(errors[:3]))
        time.sleep(0.05)
    raise Failure(f"{what}: nothing after {timeout} s")


# MARK: - The vectors


def conformance_files():
    files = {}
    for folder, _, names in os.walk(CONFORMANCE):
        for name in names:
            path = os.path.join(folder, name)
            with open(path, "rb") as file:
                files[os.path.relpath(path, CONFORMANCE)] = base64.b64encode(file.read()).decode()
    return files


VECTORS_PAGE = """<!DOCTYPE html>
<meta charset="utf-8"><title>ModalKit vectors in the browser</title>
<script type="application/octet-stream" id="wasm">%(wasm)s</script>
<script type="application/json" id="files">%(files)s</script>
<script type="application/json" id="broken">%(broken)s</script>
<script type="module">
import { load } from "%(modalkit)s";
import { runConformance } from "%(conformance)s";
const bytes = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const files = (id) => new Map(Object.entries(JSON.parse(document.getElementById(id).textContent))
  .map(([name, text]) => [name, bytes(text)]));
const kit = await load(bytes(document.getElementById("wasm").textContent));
const good = files("files");
const started = performance.now();
const result = runConformance(kit, good);
result.milliseconds = performance.now() - started;
result.broken = runConformance(kit, files("broken")).failures;
result.userAgent = navigator.userAgent;
window.result = result;
</script>
"""


def check_vectors(page, wasm, work):
    files = conformance_files()
    broken = dict(files)
    # One vector's expected output and one case's status changed: both must be caught.
    broken["actions/push.expected"] = base64.b64encode(b"{}\n").decode()
    broken["cli/replay-file.status"] = base64.b64encode(b"1\n").decode()
    with open(os.path.join(wasm, "modalkit.wasm"), "rb") as file:
        module = base64.b64encode(file.read()).decode()
    html = VECTORS_PAGE % {
        "wasm": module, "files": json.dumps(files), "broken": json.dumps(broken),
        "modalkit": data_url(os.path.join(wasm, "modalkit.js")),
        "conformance": data_url("Tests/WebAssembly/conformance.mjs"),
    }
    path = os.path.join(work, "vectors.html")
    with open(path, "w", encoding="utf-8") as file:
        file.write(html)
    page.open(path)
    result = wait_for(page, "window.result", "the vectors page")
    if result["failures"]:
        raise Failure("in Chromium: " + "; ".join(result["failures"][:5]))
    caught = sorted(failure.split(":")[0] for failure in result["broken"])
    if caught != ["FAIL actions/push", "FAIL cli/replay-file"]:
        raise Failure(f"the copy with two expectations changed gave {result['broken']}")
    browser = re.search(r"(Chrome|Chromium)/[0-9.]+", result["userAgent"])
    print(f"wasm browser check: {result['vectors']} vectors and {result['cases']} command-line "
          f"cases replayed byte for byte in {browser.group(0) if browser else 'Chromium'} "
          f"({result['milliseconds']:.0f} ms); a copy with two expectations changed fails both")


# MARK: - The playground

# Typed into the form one line at a time, as a person would. Ids: home #0, list #1, settings #2,
# detail #3, about #4, picker #5, later #6 (queued, shown when picker goes), the alert #7.
SESSION = [
    '{"action":"push","route":"list"}',
    '{"action":"present","route":"settings","as":{"style":"sheet","detents":["medium","large"],'
    '"showsGrabber":true,"largestUndimmedDetent":"medium"}}',
    '{"action":"push","route":"detail","from":1}',
    '{"action":"selectDetent","detent":"large","id":2}',
    '{"action":"push","route":"more","from":3}',
    '{"action":"push","route":"about"}',
    '{"action":"present","route":"picker","as":{"style":"overlay","positioning":"bottom",'
    '"size":"half","buttons":[{"title":"Cancel","role":"cancel"},{"id":"done","title":"Done"}]}}',
    '{"action":"present","route":"later","as":{"style":"sheet"},"policy":"queue"}',
    '{"action":"tapButton","button":"done","id":5}',
    '{"action":"present","route":"<b>confirm</b>","as":{"style":"alert","title":"Delete <i>it</i>?",'
    '"message":"It cannot be undone.","buttons":[{"title":"Cancel","role":"cancel"},'
    '{"id":"delete","title":"Delete","role":"destructive"}]}}',
    '{"action":"unwind"}',
    '{"action":"tapButton","button":"delete","id":7}',
    '{"action":"dismissInteractively","id":6}',
    '{"action":"present","route":"cover","as":{"style":"fullScreenCover"}}',
    '{"action":"unwindCount","count":9007199254740991}',
    '{"action":"home"}',
]
# Clicked after the session: the page writes these lines for the state it shows.
BUTTONS = ["push", "present sheet", "present overlay", "select large", "queue sheet",
           "swipe top", "present alert", "dismissAll", "present cover", "unwind", "home"]

FRAMES = """(() => [...document.querySelectorAll("main section[data-step]")].map(
  s => s.querySelector(".device").outerHTML))()"""


def normalized(frame):
    return re.sub(r">\s+<", "><", frame.strip())


def type_line(page, line):
    """Types a line into the playground's form and presses Enter, as a person would."""
    page.evaluate('document.querySelector("#send input[name=line]").focus()')
    page.call("Input.insertText", {"text": line})
    for kind in ("keyDown", "keyUp"):  # Enter with its text, which submits the form
        page.call("Input.dispatchKeyEvent", {"type": kind, "key": "Enter", "code": "Enter",
                                             "windowsVirtualKeyCode": 13, "text": "\r"})


def check_playground(page, wasm, modalkit, work):
    page.open(os.path.join(wasm, "playground.html"))
    wait_for(page, 'document.documentElement.dataset.ready === "true"', "the playground")
    for line in SESSION:
        before = page.evaluate("window.playground.trace()")
        type_line(page, line)
        after = page.evaluate("window.playground.trace()")
        if after != before + line + "\n":
            problem = page.evaluate('document.querySelector(".problem").textContent')
            raise Failure(f"the playground did not take {line}: {problem or 'no message'}")
    # A line that does not read is shown as a problem and changes nothing.
    before = page.evaluate("window.playground.trace()")
    type_line(page, '{"action":"push"}')
    problem = page.evaluate('document.querySelector(".problem").textContent')
    if page.evaluate("window.playground.trace()") != before or not problem.startswith(
            "missingField"):
        raise Failure(f"a line missing its route was taken, or said {problem!r}")
    for name in BUTTONS:
        page.evaluate("document.querySelector(%s).click()"
                      % json.dumps(f'.quick button[data-action="{name}"]'))
    steps = len(SESSION) + len(BUTTONS)
    seen = page.evaluate("""(() => ({
      sections: document.querySelectorAll("main section[data-step]").length,
      exported: document.querySelector(".export textarea").value,
      trace: window.playground.trace(), output: window.playground.output(),
      injected: document.querySelectorAll("main b, main i").length,
    }))()""")
    if seen["sections"] != steps + 1:
        raise Failure(f"the playground shows {seen['sections']} sections for {steps} steps")
    if seen["exported"] != seen["trace"]:
        raise Failure("the exported trace is not the session's")
    if seen["injected"]:
        raise Failure("markup in a route or a title became elements of the playground")
    frames = page.evaluate(FRAMES)

    # The exported session replays with modalkit replay, to the playground's own output.
    trace = os.path.join(work, "session.jsonl")
    with open(trace, "w", encoding="utf-8") as file:
        file.write(seen["exported"])
    with open(os.path.join(work, "session.playground-output"), "w", encoding="utf-8") as file:
        file.write(seen["output"])
    replay = subprocess.run([modalkit, "replay", trace], capture_output=True, text=True)
    if replay.returncode != 0 or replay.stdout != seen["output"]:
        raise Failure(f"modalkit replay of the exported session exited {replay.returncode} "
                      f"({replay.stderr.strip()}) or printed other lines than the playground "
                      f"(its output: {work}/session.playground-output)")

    # The same trace's timeline page draws every step's frame as the playground did.
    timeline = os.path.join(work, "session.html")
    subprocess.run([modalkit, "timeline", "-o", timeline, trace], check=True)
    page.open(timeline)
    drawn = page.evaluate(FRAMES)
    compare_frames(frames, drawn)
    changed = list(frames)
    changed[3] = re.sub(r"height:(\d+)px", lambda m: f"height:{int(m.group(1)) + 1}px",
                        changed[3], count=1)
    try:
        compare_frames(changed, drawn)
    except Failure:
        pass
    else:
        raise Failure("a frame one pixel taller passed the comparison")

    # A scenario picked from the list: its steps are the trace's.
    page.open(os.path.join(wasm, "playground.html"))
    wait_for(page, 'document.documentElement.dataset.ready === "true"', "the playground")
    page.evaluate("""(() => { const s = document.querySelector("#send select");
      s.value = "0"; s.dispatchEvent(new Event("change")); })()""")
    picked = page.evaluate("window.playground.output()")
    name = page.evaluate('document.querySelector("#send select").selectedOptions[0].textContent')
    expected = os.path.join(CONFORMANCE, "scenarios", name + ".expected")
    with open(expected, encoding="utf-8") as file:
        if picked != file.read():
            raise Failure(f"the scenario {name}, picked, did not replay to its expected output")
    errors = page.errors()
    if errors:
        raise Failure("; ".join(errors[:3]))
    print(f"wasm browser check: the playground took {len(SESSION)} typed lines and "
          f"{len(BUTTONS)} button clicks, refused a bad line; its exported trace replays with "
          f"modalkit replay to its output, and modalkit timeline draws all {len(frames)} frames "
          f"as it drew them (a frame 1 px off fails); the scenario {name} replays to its vector")


def compare_frames(frames, drawn):
    if len(frames) != len(drawn):
        raise Failure(f"the playground drew {len(frames)} frames, the timeline page {len(drawn)}")
    for step, (mine, theirs) in enumerate(zip(frames, drawn)):
        if normalized(mine) != normalized(theirs):
            a, b = normalized(mine), normalized(theirs)
            at = next(i for i in range(min(len(a), len(b)) + 1) if a[i:i + 1] != b[i:i + 1])
            raise Failure(f"step {step}: the playground's frame differs from the timeline page's "
                          f"at {a[max(0, at - 60):at + 60]!r} / {b[max(0, at - 60):at + 60]!r}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--wasm", required=True, help="the folder .ci/wasm.sh built")
    parser.add_argument("--modalkit", required=True, help="the Swift modalkit executable")
    options = parser.parse_args()
    started = time.monotonic()
    work = os.path.join(".build", "wasm-browser")
    os.makedirs(work, exist_ok=True)
    browser = Browser(options.chromium, os.path.join(work, "chromium.log"))
    try:
        page = Page(browser, width=1400, height=1100)
        check_vectors(page, options.wasm, work)
        check_playground(page, options.wasm, options.modalkit, work)
    except Failure as failure:
        print(f"wasm browser check: FAILED: {failure}")
        return 1
    finally:
        browser.close()
    print(f"wasm browser check: passed in {time.monotonic() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
