/**
 * The checks in front of the HTTP MCP endpoint: loopback detection, Origin and Host allow-lists
 * (DNS-rebinding protection), bearer tokens compared in constant time, a bounded body reader,
 * and the `MCP-Protocol-Version` header.
 *
 * @module
 */

import { DEFAULT_LEGACY_VERSION, PROTOCOL_VERSIONS } from "../protocol/sdk.ts";

/** Whether a host name or address is the local machine (127.0.0.0/8, ::1, localhost). */
export function isLoopback(host: string | undefined): boolean {
  if (!host) return false;
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  return h === "localhost" || h.endsWith(".localhost") || h === "::1" ||
    /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

/** The host name of a `Host` header value (`[::1]:8000` → `::1`). */
export function hostName(hostHeader: string): string {
  const m = /^\[([^\]]+)\](?::\d+)?$/.exec(hostHeader);
  return m ? m[1] : hostHeader.replace(/:\d+$/, "");
}

/**
 * Whether a request's Origin may call us: an absent Origin (not a browser) and loopback origins
 * (`http://localhost:6274`, any port) always; others only when listed exactly
 * (`https://app.example`) or when the list holds `*`.
 */
export function originAllowed(origin: string | null, allowed: readonly string[]): boolean {
  if (origin === null) return true;
  if (allowed.includes("*")) return true;
  if (allowed.includes(origin)) return true;
  try {
    const u = new URL(origin);
    return (u.protocol === "http:" || u.protocol === "https:") && isLoopback(u.hostname);
  } catch {
    return false;
  }
}

/**
 * Whether `origin` is this server's own (its host equals the request's `Host`).
 *
 * @example
 * ```ts
 * import { sameOrigin } from "./checks.ts";
 * sameOrigin("https://law.example", "law.example"); // true
 * ```
 */
export function sameOrigin(origin: string, host: string): boolean {
  try {
    const u = new URL(origin);
    return (u.protocol === "http:" || u.protocol === "https:") &&
      u.host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

/** Constant-time equality of two secrets (their SHA-256 digests are compared byte by byte). */
export async function sameSecret(a: string, b: string): Promise<boolean> {
  const enc = new TextEncoder();
  const [da, db] = await Promise.all([
    crypto.subtle.digest("SHA-256", enc.encode(a)),
    crypto.subtle.digest("SHA-256", enc.encode(b)),
  ]);
  const x = new Uint8Array(da);
  const y = new Uint8Array(db);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i] ^ y[i];
  return diff === 0;
}

/** The bearer token of an `Authorization` header, if any. */
export function bearerToken(header: string | null): string | undefined {
  const m = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return m?.[1];
}

/** A body read under a byte limit and a time limit. */
export type BodyRead =
  | { ok: true; text: string }
  | { ok: false; tooLarge: true; timedOut?: false; notUtf8?: false }
  | { ok: false; timedOut: true; tooLarge?: false; notUtf8?: false }
  | { ok: false; notUtf8: true; tooLarge?: false; timedOut?: false };

/**
 * Reads a request body, refusing (without reading on) anything over `maxBytes`, and giving up
 * after `timeoutMs` in total: a client trickling a few bytes at a time (slowloris) would
 * otherwise hold a request — and its memory — open for as long as it likes. A body that is not
 * UTF-8 is refused (`notUtf8`), not read as U+FFFD and searched for.
 */
export async function readBody(
  req: Request,
  maxBytes: number,
  timeoutMs = 10_000,
): Promise<BodyRead> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, tooLarge: true };
  if (!req.body) return { ok: true, text: "" };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), expired]);
      if (next === "timeout") {
        await reader.cancel().catch(() => {});
        return { ok: false, timedOut: true };
      }
      const { done, value } = next;
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, tooLarge: true };
      }
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(all) };
  } catch {
    return { ok: false, notUtf8: true };
  }
}

/**
 * The protocol version a request speaks: its `MCP-Protocol-Version` header, or the spec's
 * default (2025-03-26) when absent; an error message when the header names a version we do not
 * support. (A 2026-07-28 request names its version in `_meta` too; the SDK checks that the two
 * agree.)
 */
export function protocolVersion(
  req: Request,
): { ok: true; version: string } | { ok: false; message: string } {
  const v = req.headers.get("mcp-protocol-version");
  if (v === null) return { ok: true, version: DEFAULT_LEGACY_VERSION };
  if (PROTOCOL_VERSIONS.includes(v.trim())) return { ok: true, version: v.trim() };
  return {
    ok: false,
    message: `Bad Request: unsupported MCP-Protocol-Version '${v.slice(0, 40)}'. ` +
      `This server supports ${PROTOCOL_VERSIONS.join(", ")}; ` +
      `without the header it assumes ${DEFAULT_LEGACY_VERSION}.`,
  };
}

/** A JSON-RPC error response without an id (transport-level refusals), with CORS headers. */
export function rpcError(
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
  id: string | number | null = null,
): Response {
  return new Response(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id }), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}
