/**
 * The server's handshake, in one place: its identity, capabilities, instructions and the
 * protocol versions it speaks. The SDK server is built from these (`server.ts`), and the stdio
 * server answers a 2025-era opening — `initialize`, `ping`, `tools/list` — from them and the
 * tools' briefs itself, before the SDK has loaded (`mcp/stdio/serve.ts`): the answers are computed
 * here, not recorded, and the SDK server, handed the same `initialize` when it takes over, must
 * answer it alike (a difference is logged; tests/mcp/stdio_open.test.ts compares them).
 *
 * @module
 */

import { VERSION } from "../../lib/serve/mod.ts";
import { exposedListing, type ToolProfile } from "./listing.ts";
import { LEGACY_PROTOCOL_VERSIONS } from "./versions.ts";

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

/** What {@link Opening.step} makes of one message: a result to send, nothing, or hand over. */
export type OpeningStep = { result: unknown } | { keep: true } | { handOver: true };

/**
 * A 2025-era session's opening, answered without the SDK: `initialize` (once, first),
 * `notifications/initialized`, `ping` and `tools/list` of the exposed profile. Anything else —
 * `server/discover` (2026-07-28), a version claim in `_meta`, a paged list, a tool call, the
 * other profiles' listings — is the SDK server's, which is then handed the opening to answer
 * alike.
 *
 * @example
 * ```ts
 * import { Opening } from "./handshake.ts";
 * const o = new Opening("exposed");
 * o.step({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18" } });
 * "handOver" in o.step({ jsonrpc: "2.0", id: 2, method: "tools/call", params: {} }); // true
 * ```
 */
export class Opening {
  /** The `initialize` request answered here, for the SDK server to be handed. */
  init?: OpeningMessage;
  /** Its answer, to compare with the SDK server's. */
  answered?: unknown;
  /** Whether `notifications/initialized` came. */
  initialized = false;
  readonly #profile: ToolProfile;

  /** `profile`: the listing tools/list shows (only the exposed one is answered here). */
  constructor(profile: ToolProfile) {
    this.#profile = profile;
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
    if (m.method === "tools/list" && hasId && this.#profile === "exposed" && !m.params?.cursor) {
      return { result: { tools: exposedListing() } };
    }
    return { handOver: true };
  }
}
