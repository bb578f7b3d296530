/**
 * The server's handshake, in one place: its identity, capabilities, instructions and the
 * protocol versions it speaks. The SDK server is built from these (`server.ts`), and the stdio
 * server answers a 2025-era session — `initialize`, `ping`, `tools/list` from them and the
 * tools' briefs, `tools/call` on the SDK server's own call core — itself, without loading the
 * SDK (`mcp/stdio/serve.ts`): the answers are computed, not recorded, and the SDK server, handed
 * the same `initialize` when a message it alone answers comes, must answer it alike (a
 * difference is logged; tests/mcp/stdio_open.test.ts and stdio_calls.test.ts compare them).
 *
 * @module
 */

import { VERSION } from "../../lib/serve/mod.ts";
import { exposedListing, type ToolProfile } from "./listing.ts";
import { DEFAULT_LEGACY_VERSION, LEGACY_PROTOCOL_VERSIONS } from "./versions.ts";
import type { CallParams } from "./tool_call.ts";

export {
  LEGACY_PROTOCOL_VERSIONS,
  MODERN_PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
} from "./versions.ts";

/** The server's identity (`serverInfo`). */
export const SERVER_INFO: {
  readonly name: string;
  readonly title: string;
  readonly version: string;
} = { name: "beopmang", title: "법망 — 대한민국 법령", version: VERSION };

/** What the server offers. */
export const SERVER_CAPABILITIES: {
  readonly tools: Record<string, never>;
  readonly resources: Record<string, never>;
  readonly prompts: Record<string, never>;
  readonly completions: Record<string, never>;
} = { tools: {}, resources: {}, prompts: {}, completions: {} };

/** What a client is told to do first. */
export const SERVER_INSTRUCTIONS: string =
  "Korean law from the Ministry of Government Legislation (law.go.kr DRF). " +
  "Find a statute with search_law, then read it with get_law_text (articles like 제10조의2). " +
  "Resources: law://{lawId}/{article}, law://{lawId}@{YYYYMMDD}, decision://{domain}/{id}.";

/**
 * The `initialize` result for a client asking `requested`.
 *
 * @example
 * ```ts
 * import { initializeResult } from "./handshake.ts";
 * initializeResult("2025-06-18").protocolVersion; // "2025-06-18"
 * initializeResult("1999-01-01").protocolVersion; // "2025-11-25"
 * ```
 */
export function initializeResult(requested: unknown): {
  protocolVersion: string;
  capabilities: typeof SERVER_CAPABILITIES;
  serverInfo: typeof SERVER_INFO;
  instructions: string;
} {
  const asked = typeof requested === "string" ? requested : "";
  return {
    protocolVersion: LEGACY_PROTOCOL_VERSIONS.includes(asked) ? asked : LEGACY_PROTOCOL_VERSIONS[0],
    capabilities: structuredClone(SERVER_CAPABILITIES),
    serverInfo: { ...SERVER_INFO },
    instructions: SERVER_INSTRUCTIONS,
  };
}

/** A JSON-RPC message as the opening reads it. */
export interface OpeningMessage {
  /** Always "2.0". */
  jsonrpc?: string;
  /** A request's id. */
  id?: string | number | null;
  /** The method. */
  method?: string;
  /** The parameters. */
  params?: Record<string, unknown> & { _meta?: Record<string, unknown> };
}

/**
 * What {@link Opening.step} makes of one message: a result to send, a tool call to run, nothing,
 * or hand over.
 */
export type OpeningStep =
  | { result: unknown }
  | { call: CallParams }
  | { keep: true }
  | { handOver: true };

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/** `_meta` keys of the protocol itself (version claims, tasks …): the SDK server reads them. */
const PROTOCOL_META = "io.modelcontextprotocol/";

/**
 * The params of a `tools/call` the SDK server would take as they are: a string name, an object
 * of arguments, a string or integer progress token, no protocol `_meta` key and nothing else.
 * Anything else is the SDK server's to judge (and to word the error of), so every call answered
 * here is one the SDK server would have run too.
 */
function callParams(p: unknown): CallParams | undefined {
  if (!isObject(p) || typeof p.name !== "string") return undefined;
  if (Object.keys(p).some((k) => k !== "name" && k !== "arguments" && k !== "_meta")) {
    return undefined;
  }
  if (p.arguments !== undefined && !isObject(p.arguments)) return undefined;
  const meta = p._meta;
  if (meta === undefined) return p as unknown as CallParams;
  if (!isObject(meta) || Object.keys(meta).some((k) => k.startsWith(PROTOCOL_META))) {
    return undefined;
  }
  const token = meta.progressToken;
  if (token !== undefined && typeof token !== "string" && !Number.isSafeInteger(token)) {
    return undefined;
  }
  return p as unknown as CallParams;
}

/**
 * The request a `notifications/cancelled` names, if `m` is one.
 *
 * @example
 * ```ts
 * import { cancelledRequest } from "./handshake.ts";
 * cancelledRequest({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 4 } });
 * // { requestId: 4, reason: undefined }
 * ```
 */
export function cancelledRequest(
  m: OpeningMessage,
): { requestId: string | number; reason: unknown } | undefined {
  if (m.method !== "notifications/cancelled" || m.id !== undefined) return undefined;
  const id = m.params?.requestId;
  return typeof id === "string" || typeof id === "number"
    ? { requestId: id, reason: m.params?.reason }
    : undefined;
}

/**
 * A 2025-era session as the stdio server serves it without the SDK: `initialize` (once, first),
 * `notifications/initialized`, `ping`, `tools/list` of the exposed profile (any page: there is
 * one), `tools/call` (run by the caller on `tool_call.ts`, the SDK server's own core) and
 * `notifications/cancelled` (the caller aborts its call). Anything else — `server/discover`
 * (2026-07-28), a version claim in `_meta`, resources, prompts, completions, the other profiles'
 * listings, the connector profile's calls, a call whose params the SDK server would judge — is
 * the SDK server's, which is then handed the opening to answer alike.
 *
 * @example
 * ```ts
 * import { Opening } from "./handshake.ts";
 * const o = new Opening("exposed");
 * o.step({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18" } });
 * "call" in o.step({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "search_law" } }); // true
 * "handOver" in o.step({ jsonrpc: "2.0", id: 3, method: "resources/list" }); // true
 * ```
 */
export class Opening {
  /** The `initialize` request answered here, for the SDK server to be handed. */
  init?: OpeningMessage;
  /** Its answer, to compare with the SDK server's. */
  answered?: ReturnType<typeof initializeResult>;
  /** Whether `notifications/initialized` came. */
  initialized = false;
  readonly #profile: ToolProfile;

  /** `profile`: the listing tools/list shows (only the exposed one is answered here). */
  constructor(profile: ToolProfile) {
    this.#profile = profile;
  }

  /** The protocol version the session settled on (the SDK's default before `initialize`). */
  get protocol(): string {
    return this.answered?.protocolVersion ?? DEFAULT_LEGACY_VERSION;
  }

  /** Decides one message. */
  step(m: OpeningMessage): OpeningStep {
    if (m.params?._meta?.["io.modelcontextprotocol/protocolVersion"] !== undefined) {
      return { handOver: true };
    }
    const hasId = typeof m.id === "string" || typeof m.id === "number";
    if (m.method === "initialize" && hasId && !this.init) {
      this.init = m;
      this.answered = initializeResult(m.params?.protocolVersion);
      return { result: this.answered };
    }
    if (!this.init) return { handOver: true };
    if (m.method === "notifications/initialized" && !hasId && !this.initialized) {
      this.initialized = true;
      return { keep: true };
    }
    if (m.method === "ping" && hasId) return { result: {} };
    const cursor = m.params?.cursor;
    if (
      m.method === "tools/list" && hasId && this.#profile === "exposed" &&
      (cursor === undefined || typeof cursor === "string")
    ) {
      // The SDK server's handler ignores the cursor too: the listing is one page.
      return { result: { tools: exposedListing() } };
    }
    // A request id the SDK server's schema takes (a string or an integer).
    const callId = typeof m.id === "string" || Number.isSafeInteger(m.id);
    if (m.method === "tools/call" && callId && this.#profile !== "connector") {
      const call = callParams(m.params);
      if (call) return { call };
    }
    // Not one of ours (those the caller aborted first): the SDK server would ignore it too.
    if (m.method === "notifications/cancelled" && !hasId) return { keep: true };
    return { handOver: true };
  }
}
