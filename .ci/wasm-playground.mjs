// Writes the playground page self-contained: Examples/Web/playground.html with its script, the
// ES module (as a data: URL its import names), the WebAssembly module (base64) and the
// scenarios to pick from (traces of Tests/Conformance) inlined, so that it opens from a file.
// Run by .ci/wasm.sh:
//
//   node .ci/wasm-playground.mjs BUILD_DIR OUTPUT.html
import { readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";

const [build, output] = process.argv.slice(2);
const read = (path) => readFileSync(path, "utf8");
const template = read("Examples/Web/playground.html");
const module = readFileSync(join(build, "modalkit.js"));
const wasm = readFileSync(join(build, "modalkit.wasm"));
const script = read("Examples/Web/playground.js").replace(
  'from "./modalkit.js"', `from "data:text/javascript;base64,${module.toString("base64")}"`);

// The four scenarios ModalKit was conceived from, then the queue, actions sent from screens,
// and ids at the limit.
const traces = [
  "scenarios/custom-stack-and-overlays", "scenarios/date-range-dialog-four-screens-deep",
  "scenarios/modal-coordinator", "scenarios/half-sheet-presented-again", "actions/queue",
  "actions/send-from", "format/ids-at-the-limit",
];
const scenarios = traces.map((name) => ({
  name: basename(name), text: read(join("Tests/Conformance", name + ".jsonl")),
}));

function fill(page, marker, open, content, close) {
  if (!page.includes(marker)) throw new Error(`the template has no ${marker}`);
  if (/<\/script/i.test(content)) throw new Error(`what goes into ${marker} closes its script`);
  return page.replace(marker, () => open + content + close);
}
let page = template;
page = fill(page, '<script type="module" src="playground.js"></script>',
  '<script type="module">\n', script, "</script>");
page = fill(page, '<script type="application/octet-stream" id="modalkit-wasm"></script>',
  '<script type="application/octet-stream" id="modalkit-wasm">', wasm.toString("base64"), "</script>");
page = fill(page, '<script type="application/json" id="scenarios">[]</script>',
  '<script type="application/json" id="scenarios">',
  JSON.stringify(scenarios).replace(/</g, "\\u003c"), "</script>");
writeFileSync(output, page);
