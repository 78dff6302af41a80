// The playground's script: a session of trace lines sent to the WebAssembly core, each step
// drawn by the timeline's drawing code in the module, in the sections and classes of a
// timeline page (so its style sheet, taken from the module, applies as it is).
import { load, TraceError } from "./modalkit.js";

const inlined = document.getElementById("modalkit-wasm").textContent.trim();
const kit = await load(inlined ? Uint8Array.from(atob(inlined), (c) => c.charCodeAt(0)) : undefined);
document.getElementById("timeline-style").textContent = kit.styleSheet;

const main = document.querySelector("main.timeline");
const controls = document.querySelector("nav.controls");
const slider = controls.querySelector(".slider");
const position = controls.querySelector(".position");
const form = document.getElementById("send");
const problem = document.querySelector(".problem");
const traceBox = document.querySelector(".export textarea");
const scenarios = JSON.parse(document.getElementById("scenarios").textContent);

/** The session: the header it started from, the navigator, and each step sent since. */
const session = { header: "", navigator: null, start: null, steps: [] };
let current = 0;

// MARK: - Sessions

/** Starts a session from a trace header line; throws a TraceError for one that does not read. */
function start(header) {
  const navigator = kit.navigatorFrom(header);
  session.navigator?.free();
  Object.assign(session, { header, navigator, start: navigator.state, steps: [] });
  main.replaceChildren(section(0));
  refresh(0);
}

/** Sends one trace line; returns its step, or throws a TraceError (nothing applied). */
function send(line) {
  const text = line.trim();
  const output = session.navigator.sendLine(text);
  const step = JSON.parse(output);
  session.steps.push({ line: text, output, step });
  main.append(section(session.steps.length));
  refresh(session.steps.length);
  return step;
}

/** The session as a trace: its header, then each line sent, one a line. */
function trace() {
  return [session.header, ...session.steps.map((s) => s.line)].join("\n") + "\n";
}

/** The output lines of the session, as `modalkit replay` prints them for its trace. */
function output() {
  return session.steps.map((s) => s.output + "\n").join("");
}

// MARK: - Drawing a step

function element(tag, attributes = {}, text) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== null) node.setAttribute(name, value);
  }
  if (text !== undefined) node.textContent = text;
  return node;
}

const entry = (e) => `${e.route}#${e.id}`;
const detent = (d) => (typeof d === "string" ? d : Object.entries(d).map(([k, v]) => `${k}(${v})`)[0]);
const named = (value) => (typeof value === "string" ? value : Object.keys(value)[0]);

/** An event in short, after the Swift descriptions: `pushed(a#1)`, `dismissed(s#2, programmatic)`. */
function describe(event) {
  switch (event.event) {
    case "pushed": case "popped": case "dropped":
      return `${event.event}(${entry(event.entry)})`;
    case "presented": case "queued":
      return `${event.event}(${entry(event.entry)}, ${event.presentation.style})`;
    case "dismissed": {
      const reason = typeof event.reason === "string" ? event.reason : `button(${event.reason.button})`;
      return `dismissed(${entry(event.entry)}, ${reason})`;
    }
    case "detentChanged":
      return `detentChanged(#${event.id}, ${detent(event.from)} -> ${detent(event.to)})`;
    case "updated":
      return `updated(#${event.id}, ${event.from} -> ${event.to})`;
    default:
      return `rejected(${event.action.action}, ${named(event.reason)})`;
  }
}

/** The section of step `k` (0 is the start), as a timeline page writes it. */
function section(k) {
  const step = k === 0 ? null : session.steps[k - 1];
  const state = k === 0 ? session.start : step.step.state;
  const events = step ? step.step.events : [];
  const rejected = events.length === 1 && events[0].event === "rejected" ? named(events[0].reason) : null;
  const node = element("section", {
    class: k === 0 ? "start" : rejected ? "step rejected" : "step", id: `step-${k}`,
    "data-step": String(k), "data-line": step ? String(k + 1) : undefined,
    "data-from": step && step.step.from !== null ? String(step.step.from) : undefined,
    "data-rejected": rejected ?? undefined,
  });
  node.append(element("h2", {}, step ? step.line : "start"));
  const frame = element("div", { class: "frame" });
  frame.insertAdjacentHTML("afterbegin", kit.drawing(state));  // escaped by the module
  frame.append(queue(state.queue));
  const notes = element("div", { class: "notes" });
  notes.append(element("p", { class: "position" },
    step ? `step ${k} of … · trace line ${k + 1}` : "the state before the first action"));
  if (step) {
    if (rejected) notes.append(element("p", { class: "verdict" }, `rejected: ${rejected}`));
    notes.append(element("h3", {}, "Events"));
    if (events.length === 0) {
      notes.append(element("p", { class: "events empty" }, "no events"));
    } else {
      const list = element("ol", { class: "events" });
      for (const event of events) list.append(element("li", { "data-event": event.event }, describe(event)));
      notes.append(list);
    }
  }
  notes.append(element("h3", {}, "Levels"));
  const levels = element("ol", { class: "levels", start: "0" });
  const blocked = new Set([...frame.querySelectorAll(".phone > .level[data-blocked]")].map((e) => e.dataset.level));
  const stacks = [{ style: "window", stack: state.stack },
    ...state.layers.map((layer) => ({ style: layer.presentation.style, stack: layer.stack }))];
  stacks.forEach((level, index) => {
    const no = blocked.has(String(index));
    levels.append(element("li", { "data-level": String(index), "data-id": String(level.stack[0].id),
      "data-blocked": no ? "" : undefined },
      `L${index} ${level.style} [${level.stack.map(entry).join(", ")}] · ${no ? "no input" : "takes input"}`));
  });
  notes.append(levels);
  frame.append(notes);
  node.append(frame);
  return node;
}

/** What waits beside the screen, as a timeline page writes it. */
function queue(q) {
  const aside = element("aside", { class: "queue", "data-waits-below": q.items.length ? String(q.level) : undefined });
  aside.append(element("h3", {}, "Queue"));
  if (q.items.length === 0) {
    aside.append(element("p", { class: "empty" }, "empty"));
    return aside;
  }
  aside.append(element("p", { class: "waits" }, `shown in order once L${q.level} is gone`));
  const list = element("ol");
  for (const item of q.items) {
    const li = element("li", { class: "queued", "data-id": String(item.entry.id), "data-style": item.presentation.style });
    li.append(element("span", { class: "entry" }, entry(item.entry)),
      element("span", { class: "presentation" }, item.presentation.style));
    list.append(li);
  }
  aside.append(list);
  return aside;
}

// MARK: - Stepping through

function show(step) {
  const sections = main.querySelectorAll("section[data-step]");
  const last = sections.length - 1;
  current = Math.max(0, Math.min(last, step));
  sections.forEach((s, i) => { s.hidden = i !== current; });
  slider.max = String(last);
  slider.value = String(current);
  position.textContent = current === 0 ? "start" : `step ${current} of ${last}`;
  controls.querySelector(".previous").disabled = current === 0;
  controls.querySelector(".next").disabled = current === last;
}

/** Shows step `k` and brings the export and the step counts up to date. */
function refresh(k) {
  const last = session.steps.length;
  main.querySelectorAll("section.step .notes > .position").forEach((p, i) => {
    p.textContent = `step ${i + 1} of ${last} · trace line ${i + 2}`;
  });
  main.dataset.steps = String(last);
  traceBox.value = trace();
  show(k);
}

slider.addEventListener("input", () => show(Number(slider.value)));
controls.querySelector(".previous").addEventListener("click", () => show(current - 1));
controls.querySelector(".next").addEventListener("click", () => show(current + 1));
document.addEventListener("keydown", (event) => {
  if (event.target.closest("input, select, textarea") || event.altKey || event.ctrlKey || event.metaKey) return;
  const targets = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: Number(slider.max) };
  if (!(event.key in targets)) return;
  event.preventDefault();
  show(targets[event.key]);
});

// MARK: - Input

/** Runs `body`, showing a TraceError's kind and message instead of throwing it. */
function attempt(body) {
  problem.textContent = "";
  try {
    body();
    return true;
  } catch (error) {
    if (!(error instanceof TraceError)) throw error;
    problem.textContent = `${error.kind}: ${error.message}`;
    return false;
  }
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const line = form.elements.line.value;
  if (line.trim() === "") return;
  if (attempt(() => send(line))) form.elements.line.value = "";
});
form.elements.restart.addEventListener("click", () => {
  form.elements.scenario.value = "";
  attempt(() => start(JSON.stringify({ root: form.elements.root.value })));
});
for (const [index, scenario] of scenarios.entries()) {
  form.elements.scenario.append(element("option", { value: String(index) }, scenario.name));
}
form.elements.scenario.addEventListener("change", () => {
  const scenario = scenarios[Number(form.elements.scenario.value)];
  if (!scenario) return;
  const lines = scenario.text.split("\n").filter((l) => l.trim() !== "");
  // Without a header a trace starts from the root route "root".
  const header = "action" in JSON.parse(lines[0]) ? '{"root":"root"}' : lines.shift();
  attempt(() => {
    start(header);
    for (const line of lines) send(line);
  });
  show(0);
});
form.elements.export.addEventListener("click", () => {
  const link = element("a", { download: "session.jsonl",
    href: URL.createObjectURL(new Blob([trace()], { type: "application/x-ndjson" })) });
  link.click();
  URL.revokeObjectURL(link.href);
});

// Buttons that write a line for the state now: a push, a sheet, an alert, a swipe on the top.
const top = () => {
  const state = session.steps.length ? session.steps.at(-1).step.state : session.start;
  return state.layers.length ? state.layers.at(-1).stack[0].id : null;
};
let counter = 1;
const quick = {
  push: () => ({ action: "push", route: `screen${counter++}` }),
  unwind: () => ({ action: "unwind" }),
  home: () => ({ action: "home" }),
  "present sheet": () => ({ action: "present", route: `sheet${counter++}`,
    as: { style: "sheet", detents: ["medium", "large"], showsGrabber: true } }),
  "present cover": () => ({ action: "present", route: `cover${counter++}`, as: { style: "fullScreenCover" } }),
  "present overlay": () => ({ action: "present", route: `picker${counter++}`,
    as: { style: "overlay", positioning: "bottom", size: "half" } }),
  "present alert": () => ({ action: "present", route: `confirm${counter++}`, as: { style: "alert",
    title: "Delete?", buttons: [{ title: "Cancel", role: "cancel" }, { id: "delete", title: "Delete", role: "destructive" }] } }),
  "queue sheet": () => ({ action: "present", route: `later${counter++}`, as: { style: "sheet" }, policy: "queue" }),
  "select large": () => ({ action: "selectDetent", detent: "large", id: top() ?? 0 }),
  "swipe top": () => ({ action: "dismissInteractively", id: top() ?? 0 }),
  dismiss: () => ({ action: "dismiss" }),
  dismissAll: () => ({ action: "dismissAll" }),
};
const buttons = document.querySelector(".quick");
for (const [name, make] of Object.entries(quick)) {
  const button = element("button", { type: "button", "data-action": name }, name);
  button.addEventListener("click", () => attempt(() => send(JSON.stringify(make()))));
  buttons.append(button);
}

// For a script driving the page (CI): the session's trace and output, and stepping.
window.playground = { start, send, trace, output, show, kit };

attempt(() => start(JSON.stringify({ root: form.elements.root.value })));
controls.hidden = false;
form.hidden = false;
buttons.hidden = false;
document.querySelector(".export").hidden = false;
document.documentElement.classList.add("js");
document.documentElement.dataset.ready = "true";
