// Compiled with `tsc --strict --noEmit` against Sources/ModalKitWeb/modalkit.d.ts by
// .ci/wasm-check.sh: what an app writes with the ES module must type-check, and what the
// format forbids must not (each `@ts-expect-error` line fails the check if it compiles).
import {
  load, ModalKit, Navigator, TraceError, type ActionInput, type Event, type State, type Step,
} from "../../Sources/ModalKitWeb/modalkit.js";

async function app(): Promise<void> {
  const kit: ModalKit = await load(new URL("modalkit.wasm", "file:///build/"));
  const nav: Navigator = kit.navigator("inbox");
  const step: Step = nav.send({ action: "push", route: "thread" });
  const sheet: ActionInput = {
    action: "present", route: "settings",
    as: { style: "sheet", detents: ["medium", { fraction: 0.7 }], showsGrabber: true },
  };
  nav.send(sheet);
  nav.send({ action: "present", route: "dates", as: {
    style: "overlay", positioning: "center", size: "threeQuarters",
    buttons: [{ title: "Cancel", role: "cancel" }, { id: "done", title: "Done" }],
  }, policy: "queue" });
  nav.send({ action: "unwind" }, step.state.stack[0].id);
  nav.send({ action: "apply", destination: { root: "inbox", layers: [
    { route: "compose", presentation: { style: "fullScreenCover" } }] } });

  for (const event of step.events) describe(event);
  const state: State = nav.state;
  const top = state.layers.length ? state.layers[state.layers.length - 1].stack[0] : state.stack[0];
  console.log(top.route, top.id, state.queue.level, state.nextID);
  console.log(nav.sendLine('{"action":"dismiss"}'), kit.drawing(state).length, kit.styleSheet);

  try {
    kit.replay('{"root":"home"}\n{"action":"push"}\n');
  } catch (error) {
    if (error instanceof TraceError) console.log(error.kind, error.line, error.message);
  }
  const run = kit.run(["replay", "-"], { read: () => new TextEncoder().encode("") });
  console.log(run.status, run.stdout.length, kit.benchmark(10), kit.memory.heap);
  const copy = kit.navigatorFrom({ state });
  copy.free();
  nav.free();

  // @ts-expect-error: a push has a route
  nav.send({ action: "push" });
  // @ts-expect-error: "stack" is the old name of the policy "above"
  nav.send({ action: "present", route: "s", policy: "stack" });
  // @ts-expect-error: the style is "fullScreenCover"; "cover" is its old name
  nav.send({ action: "present", route: "s", as: { style: "cover" } });
  // @ts-expect-error: an overlay needs its positioning and size
  nav.send({ action: "present", route: "s", as: { style: "overlay" } });
  // @ts-expect-error: ids are numbers
  nav.send({ action: "dismissLayer", id: "2" });
}

function describe(event: Event): string {
  switch (event.event) {
    case "pushed": case "popped": case "dropped": return `${event.event} ${event.entry.route}`;
    case "presented": case "queued": return `${event.event} ${event.presentation.style}`;
    case "dismissed": return typeof event.reason === "string" ? event.reason : event.reason.button;
    case "detentChanged": return `${event.id}`;
    case "updated": return `${event.from} -> ${event.to}`;
    case "rejected": return `${event.action.action}: ${JSON.stringify(event.reason)}`;
  }
}

void app;
