// Every conformance vector and command-line case of Tests/Conformance through a loaded ModalKit
// kit, in one process: what check.sh does with a command, without starting one per case. Used
// by vectors.mjs in Node and by the harness page in Chromium (.ci/wasm-browser.py), which hand
// it the folder's files as bytes.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The byte-wise order of LC_ALL=C sort, which check.sh lists vectors in. */
function byteOrder(a, b) {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return x[i] - y[i];
  }
  return x.length - y.length;
}

function equal(a, b) {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/**
 * Runs the vectors and cases. `files` maps each path under Tests/Conformance (such as
 * "actions/push.jsonl") to its bytes. Returns the counts and each failure as check.sh words it.
 */
export function runConformance(kit, files) {
  const failures = [];
  const read = (extra) => (name) => (name === "-" ? extra : files.get(name.replace(/^\.\//, "")) ?? null);
  const names = [...files.keys()];
  const vectors = names.filter((name) => name.endsWith(".jsonl")).sort(byteOrder);
  for (const input of vectors) {
    const name = input.slice(0, -".jsonl".length);
    const { stdout } = kit.run(["replay", "--json-errors", input], { read: read(new Uint8Array()) });
    if (!equal(stdout, files.get(name + ".expected") ?? new Uint8Array([0]))) {
      failures.push(`FAIL ${name}: output differs from ${name}.expected`);
    }
  }
  const cases = names.filter((name) => name.startsWith("cli/") && name.endsWith(".args")).sort(byteOrder);
  for (const argsFile of cases) {
    const name = argsFile.slice(0, -".args".length);
    // As `while read -r word` reads them: one word a line, the text after the last line feed
    // left out.
    const words = decoder.decode(files.get(argsFile)).split("\n").slice(0, -1);
    const stdin = files.get(name + ".stdin") ?? new Uint8Array();
    const { status, stdout, stderr } = kit.run(words, { read: read(stdin) });
    const problems = [];
    const expected = decoder.decode(files.get(name + ".status")).trim();
    if (String(status) !== expected) problems.push(`exit status ${status}, expected ${expected}`);
    if (!equal(stdout, files.get(name + ".stdout"))) problems.push("standard output differs");
    const start = files.get(name + ".stderr") ?? new Uint8Array();
    if (start.length > 0) {
      if (!equal(stderr.slice(0, start.length), start)) {
        problems.push(`standard error does not start with: ${decoder.decode(start)}`);
      }
    } else if (stderr.length > 0) {
      problems.push("standard error is not empty");
    }
    if (problems.length > 0) failures.push(`FAIL ${name}: ${problems.join("; ")}`);
  }
  return { vectors: vectors.length, cases: cases.length, failures };
}
