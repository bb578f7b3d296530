/**
 * A 2026-07-28 request naming a protocol version we do not speak. Such a client sends the
 * version twice — the `MCP-Protocol-Version` header and `_meta["io.modelcontextprotocol/
 * protocolVersion"]` — and the endpoint's header check would answer it with the 2025 era's
 * plain 400 (-32000), which a modern client reads as "a legacy server" and falls back. The
 * revision's own answer is UnsupportedProtocolVersionError: JSON-RPC -32022, HTTP 400, with
 * `data: { supported, requested }` so the client can pick a version and retry.
 *
 * `supported` lists the versions a request in this envelope can name: 2026-07-28 (the 2025 ones
 * are negotiated by `initialize`, and `server/discover` lists those too). It is what the SDK
 * itself answers on the paths it guards (stdio, HTTP without the header), so every transport
 * says the same.
 *
 * @module
 */

import { MODERN_PROTOCOL_VERSION, PROTOCOL_VERSIONS } from "./versions.ts";

const CLAIM = "io.modelcontextprotocol/protocolVersion";

/** The versions a per-request `_meta` envelope may name. */
export const ENVELOPE_VERSIONS: readonly string[] = [MODERN_PROTOCOL_VERSION];

/** The envelope's version claim of a parsed JSON-RPC message, if it makes one. */
function claimOf(m: unknown): string | undefined {
  if (!m || typeof m !== "object" || Array.isArray(m)) return undefined;
  const meta = (m as { params?: { _meta?: Record<string, unknown> } }).params?._meta;
  const v = meta && typeof meta === "object" ? meta[CLAIM] : undefined;
  return typeof v === "string" ? v : undefined;
}

/** The JSON-RPC error a request gets when it names a protocol version we do not speak. */
export interface VersionRefusal {
  /** Always "2.0". */
  jsonrpc: "2.0";
  /** The refused request's id (`null` when it had none). */
  id: string | number | null;
  /** -32022, with the versions it may name instead. */
  error: {
    code: -32022;
    message: string;
    data: { supported: string[]; requested: string };
  };
}

/**
 * The one check of a request's version claim, for every transport (HTTP through
 * {@link unsupportedVersion}, stdio in `stdio/transport.ts`), run on each request on its own —
 * a session that served 2026-07-28 still refuses a later request naming 2099-01-01. It gives the
 * -32022 error for a message whose envelope names a version we do not speak, or whose
 * transport header (`header`, HTTP only) does; `undefined` when the message makes no envelope
 * claim (a 2025-era request) or both versions are ours. The claim is checked even when the
 * header names 2026-07-28: the SDK would call that a header mismatch (-32020), which does not
 * tell the client what it may name instead.
 *
 * @example
 * ```ts
 * import { versionRefusal } from "./version_refusal.ts";
 * const m = { jsonrpc: "2.0", id: 3, method: "tools/list",
 *   params: { _meta: { "io.modelcontextprotocol/protocolVersion": "2099-01-01" } } };
 * versionRefusal(m, null)?.error.code; // -32022
 * ```
 */
export function versionRefusal(parsed: unknown, header: string | null): VersionRefusal | undefined {
  const claim = claimOf(parsed);
  if (claim === undefined) return undefined;
  const known = (v: string) => PROTOCOL_VERSIONS.includes(v.trim());
  const requested = !known(claim) ? claim : header !== null && !known(header) ? header : undefined;
  if (requested === undefined) return undefined;
  const id = (parsed as { id?: unknown }).id;
  return {
    jsonrpc: "2.0",
    id: typeof id === "string" || typeof id === "number" ? id : null,
    error: {
      code: -32022,
      message: `Unsupported protocol version: ${requested.slice(0, 40)}`,
      data: { supported: [...ENVELOPE_VERSIONS], requested: requested.slice(0, 40) },
    },
  };
}

/**
 * The HTTP answer (400) of {@link versionRefusal} for a body, with `headers` (CORS) on it.
 *
 * @example
 * ```ts
 * import { unsupportedVersion } from "./version_refusal.ts";
 * const body = { jsonrpc: "2.0", id: 1, method: "tools/list",
 *   params: { _meta: { "io.modelcontextprotocol/protocolVersion": "2099-01-01" } } };
 * const res = unsupportedVersion(body, "2099-01-01", {});
 * res?.status; // 400
 * ```
 */
export function unsupportedVersion(
  parsed: unknown,
  header: string | null,
  headers: Record<string, string>,
): Response | undefined {
  const refusal = versionRefusal(parsed, header);
  if (!refusal) return undefined;
  return new Response(JSON.stringify(refusal), {
    status: 400,
    headers: { "content-type": "application/json", ...headers },
  });
}
