// ModalKit for the web: the Swift core, built as one WebAssembly module, behind a small ES module.
// Navigators with string routes, actions and events as the trace format writes them, whole
// traces replayed byte for byte as `modalkit replay` does, and a state drawn as a timeline page
// draws it. Types: modalkit.d.ts. Guide: Sources/ModalKit/ModalKit.docc/ModalKitOnTheWeb.md.
//
//   import { load } from "./modalkit.js";
//   const kit = await load();                  // modalkit.wasm beside this file
//   const nav = kit.navigator("inbox");
//   nav.send({ action: "push", route: "thread" }).events;  // [{event: "pushed", entry: {...}}]

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: false });

/** A trace line or a trace that does not read: its kind, its line (0 for a line on its own). */
export class TraceError extends Error {
  constructor(kind, line, message) {
    super(message);
    this.name = "TraceError";
    this.kind = kind;
    this.line = line;
  }
}

/**
 * Loads the module and returns the kit around it. `source` is the module's URL (a string or a
 * URL; a `file:` URL is read from disk in Node), a fetch `Response`, its bytes, or a compiled
 * `WebAssembly.Module`; by default, modalkit.wasm beside this file.
 */
export async function load(source = new URL("./modalkit.wasm", import.meta.url)) {
  let module;
  if (source instanceof WebAssembly.Module) {
    module = source;
  } else if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    module = await WebAssembly.compile(source);
  } else {
    if (typeof source === "string") source = new URL(source, import.meta.url);
    if (source instanceof URL && source.protocol === "file:") {
      const { readFile } = await import("node:fs/promises");
      module = await WebAssembly.compile(await readFile(source));
    } else {
      const response = source instanceof URL ? await fetch(source) : source;
      if (!response.ok) throw new Error(`modalkit: cannot load ${response.url}: ${response.status}`);
      module = await WebAssembly.compile(await response.arrayBuffer());
    }
  }
  const instance = await WebAssembly.instantiate(module, {});
  return new ModalKit(instance.exports);
}

/** The module's functions, wrapped: strings in, strings and parsed JSON out. */
export class ModalKit {
  #exports;
  #port;

  /** Wraps an instance's exports; `load()` is the usual way in. */
  constructor(exports) {
    this.#exports = exports;
    const registry =
      typeof FinalizationRegistry === "function"
        ? new FinalizationRegistry((handle) => exports.mk_navigator_free(handle))
        : null;
    // What a navigator needs of the kit, out of the public API's reach.
    this.#port = {
      exports,
      call: (name, input, ...rest) => this.#call(name, input, ...rest),
      text: (slot) => this.#text(slot),
      traceError: () => this.#traceError(),
      track: (navigator, handle) => registry?.register(navigator, handle, navigator),
      untrack: (navigator) => registry?.unregister(navigator),
    };
  }

  /** A navigator showing one root route, with id 0. */
  navigator(root = "root") {
    return makeNavigator(this.#port, this.#call("mk_navigator_root", root));
  }

  /**
   * A navigator from a trace's header: `{root}`, `{state}` (a state as output lines write it),
   * or the header line as text. Throws a TraceError for a header that does not read.
   */
  navigatorFrom(header) {
    const line = typeof header === "string" ? header : JSON.stringify(header);
    const handle = this.#call("mk_navigator_header", line);
    if (handle === 0) throw this.#traceError();
    return makeNavigator(this.#port, handle);
  }

  /**
   * Replays a whole trace (text or UTF-8 bytes) as `modalkit replay` does: returns its output
   * lines, or throws a TraceError for the first bad line, before anything is applied.
   */
  replay(trace) {
    if (this.#call("mk_replay", trace, 1) !== 0) {
      const error = JSON.parse(this.#text(0));
      const message = this.#text(1).replace(/^modalkit: /, "").trimEnd();
      throw new TraceError(error.error, error.line, message);
    }
    const output = this.#text(0);
    return { lines: output === "" ? [] : output.slice(0, -1).split("\n"), output };
  }

  /**
   * Runs the `modalkit` command line (`replay` and `--help`) on `args` (the words after the
   * program's name). `io.read(name)` returns the bytes of a file, or of standard input for
   * `-`, or `null` when it cannot be read; it is asked at most once, after the arguments are
   * checked. Returns the exit status and the bytes of standard output and standard error.
   */
  run(args, io) {
    const words = args.join("\0");
    let status = this.#call("mk_command", words);
    if (status === -1) {
      const input = io.read(this.#text(0));
      status =
        input == null
          ? this.#exports.mk_command_input(0, 0, 0)
          : this.#call("mk_command_input", input, 1);
    }
    return { status, stdout: this.#bytes(0), stderr: this.#bytes(1) };
  }

  /**
   * A state drawn as each step of a timeline page draws it: the HTML of the phone and the
   * labels beside it (`<div class="device">`), with the classes of `styleSheet`.
   */
  drawing(state) {
    const text = typeof state === "string" ? state : JSON.stringify(state);
    if (this.#call("mk_draw", text) !== 0) throw this.#traceError();
    return this.#text(0);
  }

  /** The timeline pages' style sheet, which a drawing needs. */
  get styleSheet() {
    this.#exports.mk_style_sheet();
    return this.#text(0);
  }

  /** Sends `rounds` rounds of push, present, dismiss and one home inside the module; returns
   * the number of events. For timing the core alone. */
  benchmark(rounds) {
    return this.#exports.mk_bench(rounds);
  }

  /** The bytes of the module's memory, and of its heap in use or on free lists. */
  get memory() {
    return { bytes: this.#exports.memory.buffer.byteLength, heap: this.#exports.mk_heap_bytes() };
  }

  /** Calls an export whose second argument is text or bytes, copied into the module first. */
  #call(name, input, ...rest) {
    const exports = this.#exports;
    const bytes = typeof input === "string" ? encoder.encode(input) : input;
    const pointer = exports.mk_alloc(bytes.length);
    new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
    try {
      return exports[name](pointer, bytes.length, ...rest);
    } finally {
      exports.mk_free(pointer);
    }
  }

  #bytes(slot) {
    const exports = this.#exports;
    const pointer = exports.mk_result_pointer(slot) >>> 0;
    const length = exports.mk_result_length(slot);
    return new Uint8Array(exports.memory.buffer, pointer, length).slice();
  }

  #text(slot) {
    return decoder.decode(this.#bytes(slot));
  }

  #traceError() {
    const error = JSON.parse(this.#text(0));
    return new TraceError(error.error, error.line, this.#text(1));
  }
}

/** The port a new navigator is given while it is made; any other construction is refused. */
let portForConstruction = null;

function makeNavigator(port, handle) {
  portForConstruction = port;
  try {
    return new Navigator(handle);
  } finally {
    portForConstruction = null;
  }
}

/** One navigator with string routes, kept in the module; `free()` it when done (or let it be
 * collected). Made by `ModalKit.navigator` and `ModalKit.navigatorFrom`. */
export class Navigator {
  #port;
  #handle;

  constructor(handle) {
    if (portForConstruction === null) {
      throw new TypeError("modalkit: make a navigator with kit.navigator() or kit.navigatorFrom()");
    }
    this.#port = portForConstruction;
    this.#handle = handle;
    this.#port.track(this, handle);
  }

  /**
   * Sends an action, from the screen with id `from` when given, and returns the step as an
   * output line writes it: `{action, from, events, state}`. Throws a TraceError for an action
   * that does not read (nothing is applied); a refused action is a `rejected` event, not an
   * error.
   */
  send(action, from) {
    const line = from == null ? { ...action } : { ...action, from };
    return JSON.parse(this.sendLine(JSON.stringify(line)));
  }

  /**
   * Sends one trace line and returns the output line, byte for byte as `modalkit replay` prints
   * it (without the line feed). Throws a TraceError for a line that does not read.
   */
  sendLine(line) {
    if (this.#port.call("mk_send", line, this.#live()) === 65) throw this.#port.traceError();
    return this.#port.text(0);
  }

  /** The state, as output lines write it. */
  get state() {
    this.#port.exports.mk_state(this.#live());
    return JSON.parse(this.#port.text(0));
  }

  /** An independent copy, a navigator of its own. */
  copy() {
    return makeNavigator(this.#port, this.#port.exports.mk_navigator_copy(this.#live()));
  }

  /** Frees the navigator in the module; it cannot be used after. */
  free() {
    if (this.#handle === 0) return;
    this.#port.untrack(this);
    this.#port.exports.mk_navigator_free(this.#handle);
    this.#handle = 0;
  }

  #live() {
    if (this.#handle === 0) throw new Error("modalkit: this navigator was freed");
    return this.#handle;
  }
}
