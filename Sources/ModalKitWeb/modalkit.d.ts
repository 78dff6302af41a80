// Types of modalkit.js: the trace format (Sources/ModalKit/ModalKit.docc/TraceFormat.md) as
// TypeScript. What the module writes has every member (`Action`, `Presentation`, `Event`,
// `State`); what it reads may leave optional members out (`ActionInput`, `PresentationInput`).
// Checked by .ci/wasm-check.sh with `tsc --strict`.

/** An entry's id: an integer from 0 to 2^53 - 2, exact in a number. */
export type EntryID = number;

/** A route: the web build's navigators have string routes. */
export type Route = string;

/** One screen: a route and the id that keeps it apart from equal routes. */
export interface Entry {
  readonly id: EntryID;
  readonly route: Route;
}

export type Detent = "medium" | "large" | { readonly fraction: number } | { readonly height: number };

export type ModalSize =
  | "full"
  | "threeQuarters"
  | "half"
  | "quarter"
  | { readonly fraction: number };

export type Positioning = "top" | "center" | "bottom";

export type ButtonRole = "cancel" | "destructive";

export type ConflictPolicy = "above" | "insteadOfTop" | "queue" | "reject";

// MARK: - Presentations

/** A button as written: every member. */
export interface Button {
  readonly id: string;
  readonly title: string;
  readonly role: ButtonRole | null;
}

/** A button to send: the id defaults to the title, the role to none. */
export interface ButtonInput {
  readonly id?: string;
  readonly title: string;
  readonly role?: ButtonRole | null;
}

export interface Rules {
  readonly allowsInteractiveDismissal: boolean;
  readonly dismissesOnBackdropTap: boolean;
  readonly blocksInputBeneath: boolean;
}

/** A presentation as written: every member, the sheet's current selection included. */
export type Presentation =
  | {
      readonly style: "sheet";
      readonly detents: readonly Detent[];
      readonly selection: Detent;
      readonly showsGrabber: boolean;
      readonly largestUndimmedDetent: Detent | null;
      readonly rules: Rules;
    }
  | { readonly style: "fullScreenCover"; readonly rules: Rules }
  | {
      readonly style: "overlay";
      readonly positioning: Positioning;
      readonly size: ModalSize;
      readonly buttons: readonly Button[];
      readonly rules: Rules;
    }
  | {
      readonly style: "confirmationDialog" | "alert";
      readonly title: string;
      readonly message: string | null;
      readonly buttons: readonly Button[];
      readonly rules: Rules;
    };

/** A presentation to send: optional members take the format's defaults. */
export type PresentationInput =
  | {
      readonly style: "sheet";
      readonly detents?: readonly Detent[] | null;
      readonly selection?: Detent | null;
      readonly showsGrabber?: boolean | null;
      readonly largestUndimmedDetent?: Detent | null;
      readonly rules?: Partial<Rules> | null;
    }
  | { readonly style: "fullScreenCover"; readonly rules?: Partial<Rules> | null }
  | {
      readonly style: "overlay";
      readonly positioning: Positioning;
      readonly size: ModalSize;
      readonly buttons?: readonly ButtonInput[] | null;
      readonly rules?: Partial<Rules> | null;
    }
  | {
      readonly style: "confirmationDialog" | "alert";
      readonly title: string;
      readonly message?: string | null;
      readonly buttons?: readonly ButtonInput[] | null;
      readonly rules?: Partial<Rules> | null;
    };

// MARK: - Actions

/** Where `apply` goes: a root, the path pushed on it, and the layers over it, bottom up. */
export interface Destination {
  readonly root: Route;
  readonly path: readonly Route[];
  readonly layers: readonly {
    readonly route: Route;
    readonly presentation: Presentation;
    readonly path: readonly Route[];
  }[];
}

export interface DestinationInput {
  readonly root: Route;
  readonly path?: readonly Route[] | null;
  readonly layers?:
    | readonly {
        readonly route: Route;
        readonly presentation: PresentationInput;
        readonly path?: readonly Route[] | null;
      }[]
    | null;
}

/** The actions whose members are the same written and sent. */
type PlainAction =
  | { readonly action: "push" | "pushIfNotOnTop" | "unwindToLast" | "replace" | "reset"; readonly route: Route }
  | { readonly action: "unwind" | "home" | "dismiss" | "dismissAll" }
  | { readonly action: "unwindCount"; readonly count: number }
  | {
      readonly action: "unwindTo" | "dismissLayer" | "close" | "dismissInteractively" | "tapBackdrop";
      readonly id: EntryID;
    }
  | { readonly action: "replacePath"; readonly routes: readonly Route[] }
  | { readonly action: "tapButton"; readonly button: string; readonly id: EntryID }
  | { readonly action: "selectDetent"; readonly detent: Detent; readonly id: EntryID }
  | { readonly action: "update"; readonly id: EntryID; readonly route: Route };

/** An action as written in an output line and in a `rejected` event. */
export type Action =
  | PlainAction
  | {
      readonly action: "present";
      readonly route: Route;
      readonly as: Presentation | null;
      readonly policy: ConflictPolicy;
    }
  | { readonly action: "apply"; readonly destination: Destination };

/** An action to send: `present`'s `as` and `policy` and a destination's lists may be left out. */
export type ActionInput =
  | PlainAction
  | {
      readonly action: "present";
      readonly route: Route;
      readonly as?: PresentationInput | null;
      readonly policy?: ConflictPolicy | null;
    }
  | { readonly action: "apply"; readonly destination: DestinationInput };

/** Every action's name. */
export type ActionName = Action["action"];

// MARK: - Events

export type DismissReason =
  | "programmatic"
  | "interactive"
  | "backdropTap"
  | "replaced"
  | { readonly button: string };

export type PresentationProblem =
  | "noDetents"
  | "noButtons"
  | "multipleCancelButtons"
  | { readonly duplicateDetent: Detent }
  | { readonly invalidDetent: Detent }
  | { readonly selectionNotOffered: Detent }
  | { readonly undimmedDetentNotOffered: Detent }
  | { readonly invalidSize: ModalSize }
  | { readonly duplicateButton: string };

export type RejectionReason =
  | "alreadyAtRoot"
  | "alreadyOnTop"
  | "countOutOfRange"
  | "unknownEntry"
  | "noMatchingEntry"
  | "notPresented"
  | "nothingPresented"
  | "dismissalNotAllowed"
  | "inputBlocked"
  | "unknownButton"
  | "notASheet"
  | "detentNotOffered"
  | "alreadyPresented"
  | "slotOccupied"
  | "layerNotNavigable"
  | "noPresentation"
  | "idsExhausted"
  | { readonly invalidPresentation: PresentationProblem };

export type Event =
  | { readonly event: "pushed" | "popped" | "dropped"; readonly entry: Entry }
  | { readonly event: "presented" | "queued"; readonly entry: Entry; readonly presentation: Presentation }
  | { readonly event: "dismissed"; readonly entry: Entry; readonly reason: DismissReason }
  | { readonly event: "detentChanged"; readonly id: EntryID; readonly from: Detent; readonly to: Detent }
  | { readonly event: "updated"; readonly id: EntryID; readonly from: Route; readonly to: Route }
  | { readonly event: "rejected"; readonly action: Action; readonly reason: RejectionReason };

// MARK: - State

/** A presented layer: its presentation and its stack, whose root is the presented entry. */
export interface Layer {
  readonly presentation: Presentation;
  readonly stack: readonly Entry[];
}

/** A navigator's whole state: the window's stack (root first), the layers (bottom first), the
 * queue (next first, waiting below `level` layers) and the next id. */
export interface State {
  readonly stack: readonly Entry[];
  readonly layers: readonly Layer[];
  readonly queue: {
    readonly level: number;
    readonly items: readonly { readonly entry: Entry; readonly presentation: Presentation }[];
  };
  readonly nextID: EntryID;
}

/** What one action did: an output line of `modalkit replay`, parsed. */
export interface Step {
  readonly action: Action;
  readonly from: EntryID | null;
  readonly events: readonly Event[];
  readonly state: State;
}

// MARK: - The kit

export type TraceErrorKind =
  | "malformedJSON"
  | "unknownAction"
  | "missingField"
  | "wrongType"
  | "unknownField"
  | "unknownValue"
  | "outOfRange"
  | "misplacedHeader"
  | "invalidState";

/** A line, or a trace, that does not read. Nothing of it was applied. */
export class TraceError extends Error {
  readonly kind: TraceErrorKind;
  /** The trace's line, counted from 1; 0 for a line sent on its own. */
  readonly line: number;
}

/** Where the module comes from: its URL (a `file:` URL is read from disk in Node), a fetch
 * response, its bytes, or a compiled module. */
export type ModuleSource = string | URL | Response | BufferSource | WebAssembly.Module;

/** Loads the module; by default modalkit.wasm beside modalkit.js. */
export function load(source?: ModuleSource): Promise<ModalKit>;

/** A trace's header: the root route, or a whole state. */
export type Header = { readonly root: Route } | { readonly state: State };

export class ModalKit {
  private constructor();

  /** A navigator showing one root route, id 0 (the route "root" by default). */
  navigator(root?: Route): Navigator;

  /** A navigator from a header, or a header line as text; throws a TraceError if it does not
   * read (a state that breaks a navigator's rule is `invalidState`). */
  navigatorFrom(header: Header | string): Navigator;

  /** Replays a whole trace as `modalkit replay` does; throws a TraceError for its first bad
   * line, before anything is applied. `output` is the lines, each followed by a line feed. */
  replay(trace: string | Uint8Array): { readonly lines: string[]; readonly output: string };

  /** Runs the `modalkit` command line (`replay`, `--help`) on the words after the program's
   * name; `io.read` gives a file's bytes (standard input for "-"), or null if it cannot. */
  run(
    args: readonly string[],
    io: { read(name: string): Uint8Array | null },
  ): { readonly status: number; readonly stdout: Uint8Array; readonly stderr: Uint8Array };

  /** A state drawn as each step of a timeline page draws it: the HTML of the phone and the
   * labels beside it, styled by `styleSheet`. */
  drawing(state: State | string): string;

  /** The timeline pages' style sheet. */
  readonly styleSheet: string;

  /** Runs `rounds` rounds of push, present and dismiss and one home inside the module;
   * returns the number of events. */
  benchmark(rounds: number): number;

  /** The module's memory in bytes, and the part its heap has taken. */
  readonly memory: { readonly bytes: number; readonly heap: number };
}

export class Navigator {
  private constructor();

  /** Sends an action, from the screen with id `from` when given; a refused action is a
   * `rejected` event. Throws a TraceError for an action that does not read. */
  send(action: ActionInput, from?: EntryID | null): Step;

  /** Sends one trace line; returns the output line exactly as `modalkit replay` prints it,
   * without its line feed. */
  sendLine(line: string): string;

  /** The state, as output lines write it. */
  readonly state: State;

  /** An independent copy. */
  copy(): Navigator;

  /** Frees the navigator in the module. */
  free(): void;
}
