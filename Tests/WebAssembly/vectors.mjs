// Replays every conformance vector and command-line case through the WebAssembly build in one
// Node process, as check.sh does with a command, in about a second: the quick loop for a
// mutation run, which rebuilds the module per mutant (.ci/wasm.sh says how).
//
//   node Tests/WebAssembly/vectors.mjs [.build/wasm/modalkit.wasm] [--self-check]
//
// Prints each failure and "N vectors, M command-line cases, K failed"; exits 1 if any failed.
// With --self-check, runs a copy of the files with one expected output and one expected status
// changed instead, and passes only if exactly those two fail: a check that cannot fail proves
// nothing.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runConformance } from "./conformance.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const selfCheck = process.argv.includes("--self-check");
const modulePath = process.argv.slice(2).find((a) => a !== "--self-check") ??
  join(root, ".build/wasm/modalkit.wasm");
const { load } = await import(pathToFileURL(join(root, "Sources/ModalKitWeb/modalkit.js")).href);

const folder = join(root, "Tests/Conformance");
const files = new Map();
(function walk(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) walk(path);
    else files.set(relative(folder, path), readFileSync(path));
  }
})(folder);

if (selfCheck) {
  files.set("actions/push.expected", Buffer.from("{}\n"));
  files.set("cli/replay-file.status", Buffer.from("1\n"));
}
const started = performance.now();
const kit = await load(readFileSync(modulePath));
const { vectors, cases, failures } = runConformance(kit, files);
if (selfCheck) {
  const caught = failures.map((f) => f.split(":")[0]).sort().join(", ");
  const expected = "FAIL actions/push, FAIL cli/replay-file";
  console.log(caught === expected
    ? "vectors.mjs: a copy with one expected output and one expected status changed fails exactly those two"
    : `vectors.mjs: FAILED: the changed copy gave ${caught || "no failure"}, not ${expected}`);
  process.exit(caught === expected ? 0 : 1);
}
for (const failure of failures) console.log(failure);
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(`${vectors} vectors, ${cases} command-line cases, ${failures.length} failed (${seconds} s)`);
process.exitCode = failures.length === 0 ? 0 : 1;
