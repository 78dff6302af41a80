#!/usr/bin/env node
// `modalkit replay` for Node, run by the WebAssembly build: every decision (arguments, output,
// messages, exit status) is the module's Swift; this script only reads the one file a command
// names and writes the two streams.
//
//   node modalkit-node.mjs replay --json-errors Tests/Conformance/actions/push.jsonl
//   bash Tests/Conformance/check.sh node .build/wasm/modalkit-node.mjs
//
// The module is modalkit.wasm beside this file, or MODALKIT_WASM when set.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { load } from "./modalkit.js";

const source = process.env.MODALKIT_WASM ? pathToFileURL(process.env.MODALKIT_WASM) : undefined;
const kit = await load(source);
const { status, stdout, stderr } = kit.run(process.argv.slice(2), {
  read(name) {
    try {
      return readFileSync(name === "-" ? 0 : name);
    } catch {
      return null;
    }
  },
});
process.stdout.write(stdout);
process.stderr.write(stderr);
process.exitCode = status;
