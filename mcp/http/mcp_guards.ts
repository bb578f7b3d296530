/**
 * The guards only the MCP door has, between the shared ones: the CORS preflight, the method and
 * `MCP-Protocol-Version` checks, and the JSON-RPC body check that also tells the rate limit what
 * the request costs (its tools/call and resources/read) and whether it brought its own key.
 *
 * @module
 */

import type { Middleware } from "./chain.ts";
import { protocolVersion, rpcError } from "./checks.ts";
import type { JSONRPCMessage } from "../protocol/sdk.ts";
import { refuseReserved } from "../protocol/reserved_keys.ts";
import { unsupportedVersion } from "../protocol/version_refusal.ts";

const CORS_HEADERS = "content-type, accept, authorization, mcp-protocol-version, " +
  "mcp-session-id, last-event-id, x-law-oc";
const OC_FORMAT = /^[A-Za-z0-9._@+\-]{2,100}$/;

/**
 * Answers a CORS preflight (before the token: a browser sends none with it).
 *
 * @example
 * ```ts
 * import { compose } from "./chain.ts";
 * import { preflight } from "./mcp_guards.ts";
 * const chain = compose(preflight);
 * ```
 */
export const preflight: Middleware = (req, ctx, next) => {
  if (req.method !== "OPTIONS") return next();
  return Promise.resolve(ctx.finish(
    new Response(null, {
      status: 204,
      headers: {
        ...ctx.cors,
        "access-control-allow-methods": "POST, OPTIONS",
        "access-control-allow-headers": CORS_HEADERS,
        "access-control-max-age": "600",
      },
    }),
  ));
};

/** POST only (stateless: no server stream, no session), in a protocol version we speak. *
 * @example
 * ```ts
 * import { compose } from "./chain.ts";
 * import { mcpBody, mcpMethod } from "./mcp_guards.ts";
 * const chain = compose(mcpMethod, mcpBody);
 * ```
 */
export const mcpMethod: Middleware = (req, ctx, next) => {
  if (req.method !== "POST") {
    return Promise.resolve(ctx.finish(
      rpcError(405, -32000, "Method Not Allowed: POST JSON-RPC to /mcp", {
        ...ctx.cors,
        allow: "POST, OPTIONS",
      }),
    ));
  }
  const version = protocolVersion(req);
  // A version we do not speak: a 2026-07-28 body (its `_meta` names the version) gets that
  // revision's -32022, so the body decides (mcpBody); anything else the header's plain 400.
  if (!version.ok) ctx.versionProblem = version.message;
  else ctx.protocolVersion = version.version;
  return next();
};

/**
 * The body (read by `bodyLimit`) as JSON-RPC: objects or a non-empty batch of them, and the
 * caller's own key (`X-Law-OC` / `?oc=`), well-formed. Sets what the request costs.
 *
 * @example
 * ```ts
 * import { compose } from "./chain.ts";
 * import { mcpBody, mcpMethod } from "./mcp_guards.ts";
 * const chain = compose(mcpMethod, mcpBody);
 * ```
 */
export const mcpBody: Middleware = (req, ctx, next) => {
  const bad = (code: number, message: string) =>
    Promise.resolve(ctx.finish(rpcError(400, code, message, ctx.cors)));
  const header = req.headers.get("mcp-protocol-version");
  const badVersion = (parsed?: unknown) =>
    Promise.resolve(ctx.finish(
      (parsed !== undefined && unsupportedVersion(parsed, header, ctx.cors)) ||
        rpcError(400, -32000, ctx.versionProblem ?? "", ctx.cors),
    ));
  let parsed: unknown;
  try {
    parsed = JSON.parse(ctx.body ?? "");
  } catch {
    if (ctx.versionProblem !== undefined) return badVersion();
    return bad(-32700, "Parse error: invalid JSON");
  }
  if (ctx.versionProblem !== undefined || unsupportedVersion(parsed, header, ctx.cors)) {
    return badVersion(parsed);
  }
  // `null`, numbers, strings and `[1]` would otherwise reach code that reads `.method` off them.
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (
    list.length === 0 ||
    !list.every((m) => m !== null && typeof m === "object" && !Array.isArray(m))
  ) {
    return bad(-32600, "Invalid Request: the body must be a JSON-RPC object or a batch of them");
  }
  // `__proto__`, `constructor`, `prototype` as argument names: refused here, before the SDK's
  // record parsing silently drops them.
  const refused = list.map(refuseReserved).find(Boolean);
  if (refused) {
    return Promise.resolve(
      ctx.finish(rpcError(400, refused.error.code, refused.error.message, ctx.cors, refused.id)),
    );
  }
  const messages = list as JSONRPCMessage[];
  const methods = messages.map((m) => (m as { method?: string }).method).filter(Boolean);
  ctx.record.rpc = methods;
  const headerOc = req.headers.get("x-law-oc") ?? ctx.url.searchParams.get("oc") ?? undefined;
  const oc = headerOc?.trim() || undefined;
  if (oc !== undefined && !OC_FORMAT.test(oc)) {
    return bad(-32000, "Bad Request: X-Law-OC is not a valid OC key");
  }
  ctx.oc = oc;
  if (oc) ctx.record.key = "request";
  // Only tools/call and resources/read reach the upstream; nothing else counts.
  ctx.cost = methods.filter((m) => m === "tools/call" || m === "resources/read").length;
  ctx.rpcId = (messages.find((m) => "id" in m) as { id?: string | number })?.id ?? null;
  ctx.mcp = { parsed, messages };
  return next();
};
