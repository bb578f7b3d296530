/**
 * What a tool is: one definition from which the MCP server, the CLI and the web app are derived.
 *
 * @module
 */

import type { DrfClient, DrfResult } from "../drf/client.ts";
import type { RequestBudget } from "../drf/budget.ts";
import type { DrfErrorCode } from "../errors.ts";
import type { Pointer } from "../vocab/pointer.ts";
import type { DrfTarget } from "../targets/ids.ts";
import type { Meta } from "./schemas.ts";
import type { LibraryAccess } from "./library_access.ts";

/** MCP tool annotations (hints for clients; all our tools only read). */
export interface ToolAnnotations {
  /** The tool does not modify anything. */
  readOnlyHint: boolean;
  /** Calling twice with the same arguments has no additional effect. */
  idempotentHint: boolean;
  /** The tool talks to the outside world (law.go.kr). */
  openWorldHint: boolean;
  /** The tool may destroy data. */
  destructiveHint: boolean;
}

/** The annotations of every upstream-reading tool. */
export const READ_ONLY: ToolAnnotations = {
  readOnlyHint: true,
  idempotentHint: true,
  openWorldHint: true,
  destructiveHint: false,
};

/** Everything a handler may use; created once per incoming request. */
export interface ToolContext {
  /** The DRF client. */
  client: DrfClient;
  /** The request's shared budget. */
  budget: RequestBudget;
  /** Cancels the request. */
  signal?: AbortSignal;
  /** The caller's own key (HTTP mode); else the client's default. */
  oc?: string;
  /** Set when answering from bundled recorded data: shown on every answer. */
  demoNotice?: string;
  /** The local law library, when one is configured: statutes answer from it (library_source). */
  library?: LibraryAccess;
  /** Characters a text answer may use before it is cut (with a notice). */
  maxChars: number;
  /**
   * Progress sink for long calls (research chains): the MCP server turns it into progress
   * notifications when the client sent a progress token; other callers leave it out.
   */
  progress?: (done: number, total: number, message: string) => void;
}

/**
 * What a nested call may change of its request's context ({@link ToolCaller.with}): everything
 * else — the client, the shared budget, the caller's key, the demo mode — is the request's.
 */
export type ContextPatch = Partial<Pick<ToolContext, "maxChars" | "signal" | "progress">>;

/** What a handler returns: typed data plus its compact text rendering. */
export interface ToolResult<O> {
  /** Data matching the tool's output schema (`structuredContent`). */
  structured: O;
  /** Compact human/LLM-readable rendering. */
  text: string;
  /**
   * The text is another tool's whole answer and already opens with its source lines (the
   * library it read, with the call that confirms it): the registry adds none of its own.
   * `execute_tool` sets it, so a delegated answer reads as the direct one.
   */
  sourced?: boolean;
}

/**
 * The cost record of one call: every upstream answer is noted, and the `meta` of the answer is
 * read from it. `MetaTracker` (meta.ts) is the one implementation.
 */
export interface CallTracker {
  /** Records one client result and returns it. */
  note(res: DrfResult): DrfResult;
  /** The `meta` object for the answer. */
  meta(): Meta;
  /** Whether this call read a page of an upstream search (`lawSearch.do`) so far. */
  searched?(): boolean;
}

/**
 * What the registry hands a handler besides its arguments: the tracker of this call's upstream
 * cost, the builder of pointers that continue this call (from its validated arguments), and the
 * other tools, for the tools that are made of other tools' calls.
 */
export interface ToolCall {
  /** Upstream calls, cache use and format fallbacks of this call (→ `meta`). */
  track: CallTracker;
  /** This call again with `patch` applied: the "more" pointer of a page or a cut answer. */
  more(patch: Record<string, unknown>): Pointer;
  /** Every registered tool, bound to this request's context. */
  tools: ToolCaller;
}

/** One problem a schema found in a value. */
export interface SchemaIssue {
  /** Where: the argument's path (`["articles", 0]`). */
  readonly path: readonly PropertyKey[];
  /** What is wrong. */
  readonly message: string;
  /** The allowed values, for enums. */
  readonly values?: readonly unknown[];
}

/** The outcome of checking a value against a {@link Schema}. */
export type SchemaResult<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly error: { readonly issues: readonly SchemaIssue[] } };

/**
 * A schema as the registry uses it. Tools define theirs with zod (every zod schema is one); the
 * public API names only this shape, so it carries no type of the zod package.
 */
export interface Schema<T = unknown, In = unknown> {
  /** Checks a value and returns it parsed (defaults filled, transforms applied). */
  safeParse(data: unknown): SchemaResult<T>;
  /** zod's internals, read for the types of an accepted and a parsed value. */
  readonly _zod: { readonly output: T; readonly input: In };
}

/** The type a schema parses to. */
export type Parsed<S extends Schema> = S["_zod"]["output"];

/** The type a schema accepts (before defaults and transforms): what a caller writes. */
export type Accepted<S extends Schema> = S["_zod"]["input"];

/** Another callable name of a tool, optionally with arguments it fixes. */
export type ToolAlias = string | { name: string; fixed: Record<string, unknown> };

/**
 * What practitioners call what a tool does, for `discover_tools`: a phrase found in an intent
 * points at the tool; a group also suggests arguments (e.g. `search_decisions` with the
 * `domain` a tribunal's name means).
 */
export type ToolIntent =
  | string
  | { readonly phrases: readonly string[]; readonly args: Readonly<Record<string, unknown>> };

/** One tool. */
export interface ToolDef<
  I extends Schema = Schema,
  O extends Schema = Schema,
  N extends string = string,
> {
  /** Stable snake_case name: a literal type, so that the tool map ({@link ToolMapOf}) keys by it. */
  name: N;
  /** Korean title shown by clients. */
  title: string;
  /**
   * Other names that stay callable: earlier names of ours and the names korean-law-mcp users
   * already type. Never listed, always accepted. An alias may fix arguments, so that e.g.
   * `search_precedents` is `search_decisions` with `{ domain: "prec" }`.
   */
  aliases?: readonly ToolAlias[];
  /** Tight description: what it does and when to use it. */
  description: string;
  /** Practitioner phrases that lead `discover_tools` here (never listed to clients). */
  intents?: readonly ToolIntent[];
  /**
   * The DRF targets its own handler (and the helpers it imports) may call; tools that only run
   * other tools leave it out. The target catalogue's "tools of a target" is read from these.
   */
  targets?: readonly DrfTarget[];
  /**
   * Input schema (the single definition of the arguments): a `z.object` of vocabulary names
   * (`lib/vocab`). Old names are mapped by the alias table there, never here.
   */
  input: I;
  /** Output schema of `structuredContent`. */
  output: O;
  /** MCP annotations. */
  annotations: ToolAnnotations;
  /** Runs the tool on validated input. */
  handler(args: Parsed<I>, ctx: ToolContext, call: ToolCall): Promise<ToolResult<Parsed<O>>>;
}

/**
 * A tool definition tied to the exact types of its schemas: what {@link defineTool} returns.
 * The tie is type-level only (never set): assigned to an explicit type (the generated
 * `GeneratedTool`), a definition must match it both ways, so a field added, dropped, renamed
 * or made optional on either side fails to type-check where the tool is declared.
 *
 * @example
 * ```ts
 * import { z } from "zod";
 * import { defineTool, type Schema, type TiedTool } from "./define.ts";
 * const echo: TiedTool<Schema<unknown, { s: string }>, Schema<{ s: string }>, "echo"> =
 *   defineTool({
 *     name: "echo", title: "메아리", description: "Echo.",
 *     input: z.object({ s: z.string() }), output: z.object({ s: z.string() }),
 *     handler: (args) => Promise.resolve({ structured: args, text: args.s }),
 *   });
 * ```
 */
export type TiedTool<I extends Schema, O extends Schema, N extends string> =
  & ToolDef<I, O, N>
  & ExactTypes<Accepted<I>, Parsed<O>, Strict<Accepted<I>>, Strict<Parsed<O>>>;

/**
 * The tie of {@link TiedTool}: each type appears in and out, so it relates only to a type
 * related to it both ways; the `Strict` pair makes an optional field count.
 */
export interface ExactTypes<In, Out, StrictIn, StrictOut> {
  /** Never set: carries the types. */
  readonly "~exact"?: {
    readonly input: (t: In) => In;
    readonly output: (t: Out) => Out;
    readonly strictInput: (t: StrictIn) => StrictIn;
    readonly strictOutput: (t: StrictOut) => StrictOut;
  };
}

/** `T` with every property required, at every depth. */
export type Strict<T> = T extends readonly (infer E)[] ? Strict<E>[]
  : T extends object ? { [K in keyof T]-?: Strict<T[K]> }
  : T;

/** A tool as written: {@link ToolDef} whose annotations default to {@link READ_ONLY}. */
export type ToolSpec<I extends Schema, O extends Schema, N extends string = string> =
  & Omit<ToolDef<I, O, N>, "annotations">
  & { annotations?: ToolAnnotations };

/**
 * Declares a tool with full type inference of its handler.
 *
 * @example
 * ```ts
 * import { z } from "zod";
 * import { defineTool } from "./define.ts";
 * const echo = defineTool({
 *   name: "echo", title: "메아리", description: "Echo.",
 *   input: z.object({ s: z.string() }), output: z.object({ s: z.string() }),
 *   handler: (args) => Promise.resolve({ structured: args, text: args.s }),
 * });
 * ```
 */
export function defineTool<I extends Schema, O extends Schema, N extends string>(
  def: ToolSpec<I, O, N>,
): TiedTool<I, O, N> {
  return { ...def, annotations: def.annotations ?? READ_ONLY };
}

/** Error codes of a failed call: the upstream's, or ours. */
export type ToolErrorCode = DrfErrorCode | "BAD_INPUT" | "UNKNOWN_TOOL" | "INTERNAL";

/** A labelled failure. */
export interface ToolError {
  /** Stable code. */
  code: ToolErrorCode;
  /** Message with the fix, free of secrets. */
  message: string;
  /** Whether retrying later may help. */
  retryable: boolean;
}

/**
 * The outcome of one call: the tool's structured content (typed by the tool map when the call
 * was made through {@link ToolCaller.run}) and its text, or a labelled failure.
 */
export type ToolOutcome<O = Record<string, unknown>> =
  | { ok: true; text: string; structured: O }
  | { ok: false; text: string; error: ToolError };

/** A name resolved to its tool and the arguments the name fixes (aliases only). */
export interface ResolvedTool {
  /** The tool. */
  tool: ToolDef;
  /** Arguments merged over the caller's (empty for the tool's own name). */
  fixed: Record<string, unknown>;
}

/** What a tool map holds per tool: what a caller writes, and what the tool answers. */
export interface ToolTypes {
  /** The arguments as a caller writes them (defaults optional). */
  input: unknown;
  /** The structured content of a successful answer. */
  output: unknown;
}

/** A tool map: tool name → {@link ToolTypes}. */
export type ToolMapShape = { readonly [name: string]: ToolTypes };

/**
 * The tool map of a set of tool definitions: each tool's name to the types its zod schemas
 * give. Renaming an output field changes the map, so every caller that reads it fails to
 * type-check.
 *
 * @example
 * ```ts
 * import { z } from "zod";
 * import { defineTool, type ToolMapOf } from "./define.ts";
 * const echo = defineTool({
 *   name: "echo", title: "메아리", description: "Echo.",
 *   input: z.object({ s: z.string() }), output: z.object({ s: z.string() }),
 *   handler: (args) => Promise.resolve({ structured: args, text: args.s }),
 * });
 * type Map = ToolMapOf<typeof echo>;
 * const out: Map["echo"]["output"] = { s: "x" };
 * ```
 */
export type ToolMapOf<D extends ToolDef<Schema, Schema, string>> = {
  [T in D as T["name"]]: { input: Accepted<T["input"]>; output: Parsed<T["output"]> };
};

/**
 * How one tool reaches the others, bound to one request's context: the typed call of a tool in
 * the map, the call of any name or alias (for `execute_tool` and printed calls), and the
 * fitting of vocabulary arguments to the names a tool takes. Tools, research chains, analyses
 * and the router get this, never the registry, so none of them imports the list of tools.
 */
export interface ToolCaller<M extends ToolMapShape = ToolMapShape> {
  /** Runs tool `name` with `args` through the one call path; never throws. */
  run<N extends keyof M & string>(
    name: N,
    args: M[N]["input"],
  ): Promise<ToolOutcome<M[N]["output"]>>;
  /** Runs any registered name or alias (unknown names answer UNKNOWN_TOOL); never throws. */
  runAny(name: string, args: unknown): Promise<ToolOutcome>;
  /**
   * The same caller over this context with `patch` applied (a wider text budget, a branch's
   * own signal). Only these parts change: the client, the budget, the key and the demo mode
   * stay those of the request, so a nested call answers as the call that made it would.
   */
  with(patch: ContextPatch): ToolCaller<M>;
  /** Resolves a name or alias to its tool. */
  resolve(name: string): ResolvedTool | undefined;
  /** Every registered tool, in listing order. */
  list(): readonly ToolDef[];
  /**
   * The call of `name` with vocabulary `args` fitted to the names that tool takes, as a
   * pointer that runs as printed (an unknown tool or unreadable arguments are left as given).
   */
  fit(name: string, args: Record<string, unknown>): Pointer;
  /** Whether tool `name` takes the vocabulary argument `arg`. */
  takes(name: string, arg: string): boolean;
}
