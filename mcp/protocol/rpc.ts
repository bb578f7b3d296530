/**
 * JSON-RPC as our protocol code speaks it without the SDK: the error codes, the error our
 * handlers throw, and the messages the stdio server writes when it answers a request itself.
 *
 * The SDK server answers a thrown error from its `code`, `message` and `data` alone (any object
 * with a safe-integer `code`), so {@link RpcError} needs no mapping on that path; the envelopes
 * below are built as the SDK builds its own (same rule, same key order), so a request answered
 * by either path is the same bytes on the wire (tests/mcp/stdio_calls.test.ts).
 *
 * @module
 */

/** The JSON-RPC error codes this server answers with. */
export const RpcCode = {
  /** The request's params do not fit the method (an unknown tool, a malformed call). */
  InvalidParams: -32602,
  /** Anything a handler did not label. */
  InternalError: -32603,
} as const;

/** MCP's "resource not found", which 2025-era clients are sent as {@link RpcCode.InvalidParams}. */
const RESOURCE_NOT_FOUND = -32002;

/**
 * A JSON-RPC error a handler throws: answered with this code, message and data by the SDK server
 * and by the stdio server's own call path alike.
 *
 * @example
 * ```ts
 * import { RpcCode, RpcError } from "./rpc.ts";
 * const e = new RpcError(RpcCode.InvalidParams, "Unknown tool: 'x'");
 * e.code; // -32602
 * ```
 */
export class RpcError extends Error {
  /** The JSON-RPC error code. */
  readonly code: number;
  /** Extra detail for the client, when there is any. */
  readonly data?: unknown;

  /** An error answered with `code` and `message` (and `data`, when given). */
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = "RpcError";
    this.code = code;
    this.data = data;
  }
}

/** A request id. */
export type RpcId = string | number;

/** A JSON-RPC message this module builds. */
export type RpcMessage = Record<string, unknown> & { jsonrpc: "2.0" };

/**
 * The answer to request `id`, keys in the SDK's order.
 *
 * @example
 * ```ts
 * import { resultMessage } from "./rpc.ts";
 * JSON.stringify(resultMessage(1, {})); // '{"result":{},"jsonrpc":"2.0","id":1}'
 * ```
 */
export function resultMessage(id: RpcId, result: unknown): RpcMessage {
  return { result, jsonrpc: "2.0", id };
}

/**
 * The error answer to request `id` for what a handler threw, by the SDK's rule: its code when it
 * carries a safe-integer one (else internal error), its message, its data when it has some.
 *
 * @example
 * ```ts
 * import { errorMessage, RpcError } from "./rpc.ts";
 * errorMessage(2, new RpcError(-32602, "no")).error; // { code: -32602, message: "no" }
 * errorMessage(3, new TypeError("x")).error; // { code: -32603, message: "x" }
 * ```
 */
export function errorMessage(id: RpcId, thrown: unknown): RpcMessage {
  const e = (thrown ?? {}) as { code?: unknown; message?: unknown; data?: unknown };
  const code = Number.isSafeInteger(e.code) ? e.code as number : RpcCode.InternalError;
  return {
    jsonrpc: "2.0",
    id,
    error: {
      code: code === RESOURCE_NOT_FOUND ? RpcCode.InvalidParams : code,
      message: e.message ?? "Internal error",
      ...(e.data !== undefined ? { data: e.data } : {}),
    },
  };
}

/**
 * A notification, keys in the SDK's order.
 *
 * @example
 * ```ts
 * import { notificationMessage } from "./rpc.ts";
 * notificationMessage({ method: "notifications/progress", params: { progressToken: 1, progress: 0 } });
 * ```
 */
export function notificationMessage(
  n: { method: string; params?: Record<string, unknown> },
): RpcMessage {
  return { jsonrpc: "2.0", ...n };
}
