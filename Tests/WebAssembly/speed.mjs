// The module's speed per action against the native build's, on the same work:
//
// - the core alone: Sources/ModalKitWeb/Bench.swift's rounds of push, present and dismiss,
//   inside the module (kit.benchmark) and natively (bench-native, the same Swift file);
// - a replay: one generated trace of TRACE actions, through kit.replay and through the native
//   `modalkit replay` (its start-up, measured on an empty trace, taken off); the two outputs
//   must be the same bytes;
// - the ES module's navigator.send, an action object in and a step object out.
//
//   node Tests/WebAssembly/speed.mjs MODULE BENCH_NATIVE MODALKIT [TRACE]
//
// Each figure is the best of several runs, in nanoseconds per action.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [modulePath, benchNative, modalkit, traceSize = "10000"] = process.argv.slice(2);
const { load } = await import(
  pathToFileURL(new URL("../../Sources/ModalKitWeb/modalkit.js", import.meta.url).pathname).href
);
const kit = await load(readFileSync(modulePath));

function best(runs, body) {
  let fastest = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    body();
    fastest = Math.min(fastest, Number(process.hrtime.bigint() - start));
  }
  return fastest;
}

// The core alone.
const rounds = 100_000;
const actions = 3 * rounds + 1;
kit.benchmark(1000);
const wasmCore = best(5, () => kit.benchmark(rounds)) / actions;
const nativeCore = Number(execFileSync(benchNative, [String(rounds)]).toString().split(" ")[0]);

// A replay: a cycle of 13 actions that keeps the state small, repeated.
const cycle = [
  { action: "push", route: "list" },
  { action: "push", route: "detail" },
  { action: "present", route: "settings", as: { style: "sheet", detents: ["medium", "large"] } },
  { action: "push", route: "about" },
  { action: "present", route: "confirm", as: { style: "alert", title: "Sure?" } },
  { action: "dismiss" },
  { action: "unwind" },
  { action: "present", route: "later", as: { style: "sheet" }, policy: "queue" },
  { action: "dismiss" },
  { action: "dismiss" },
  { action: "home" },
  { action: "apply", destination: { root: "home", path: ["list"], layers: [
    { route: "s", presentation: { style: "overlay", positioning: "bottom", size: "half" } }] } },
  { action: "dismissAll" },
];
const count = Number(traceSize);
const lines = ['{"root":"home"}'];
for (let i = 0; i < count; i++) lines.push(JSON.stringify(cycle[i % cycle.length]));
const trace = lines.join("\n") + "\n";
const scratch = mkdtempSync(join(tmpdir(), "modalkit-speed-"));
try {
  const tracePath = join(scratch, "trace.jsonl");
  const emptyPath = join(scratch, "empty.jsonl");
  writeFileSync(tracePath, trace);
  writeFileSync(emptyPath, '{"root":"home"}\n');
  const wasmOutput = kit.replay(trace).output;
  const nativeOutput = execFileSync(modalkit, ["replay", tracePath], { maxBuffer: 1 << 30 });
  if (Buffer.compare(Buffer.from(wasmOutput), nativeOutput) !== 0) {
    console.log("speed: FAILED: the module's replay differs from modalkit replay's");
    process.exit(1);
  }
  const wasmReplay = best(3, () => kit.replay(trace)) / count;
  const run = (path) => () => spawnSync(modalkit, ["replay", path], { maxBuffer: 1 << 30 });
  const nativeStart = best(5, run(emptyPath));
  const nativeReplay = Math.max(0, best(3, run(tracePath)) - nativeStart) / count;

  // The ES module's send: an object in, an object out.
  const navigator = kit.navigator("home");
  const sends = 10_000;
  const apiSend = best(3, () => {
    for (let i = 0; i < sends; i++) navigator.send(cycle[i % cycle.length]);
  }) / sends;
  navigator.free();

  const row = (what, wasm, native) =>
    console.log(`${what.padEnd(44)} ${wasm.toFixed(0).padStart(8)} ns ${native === null ? "" :
      `${native.toFixed(0).padStart(8)} ns  ${(wasm / native).toFixed(1)}x`}`);
  console.log(`${"per action".padEnd(44)} ${"wasm/node".padStart(11)} ${"native".padStart(11)}  ratio`);
  row("the core alone (push, present, dismiss)", wasmCore, nativeCore);
  row(`a replay, ${count} trace lines in, output out`, wasmReplay, nativeReplay);
  row("navigator.send, an object in and out", apiSend, null);
  console.log(`speed: ${(trace.length / 1e6).toFixed(1)} MB of trace replayed to the same ` +
    `${(wasmOutput.length / 1e6).toFixed(1)} MB by both; memory ${kit.memory.bytes} bytes, ` +
    `heap ${kit.memory.heap}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
