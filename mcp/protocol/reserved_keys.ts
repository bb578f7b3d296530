/**
 * Requests whose params hold a key named `__proto__`, `constructor` or `prototype`, refused
 * before the SDK reads them: its schemas copy argument objects key by key onto `{}`, where
 * `__proto__` vanishes (it sets the prototype) and the call would run as if it had not been
 * given. Every other unknown name reaches the tool's argument reader and is refused there; this
 * gives the three the same `[BAD_INPUT]` refusal, as a JSON-RPC "invalid params" error.
 *
 * The params of the requests that are not tool calls (prompts/get arguments, a resources/read
 * URI, completion/complete values) are held to the tools' text rule here too: no control or bidi
 * characters (lib/vocab `checkText`), since a prompt renders its arguments into the answer and a
 * URI is quoted back in errors. A tool call's arguments are the argument reader's to refuse.
 *
 * @module
 */

import { checkText, InputError, reservedKeyPath } from "../../lib/serve/mod.ts";

/** A JSON-RPC error answer. */
export interface RpcRefusal {
  jsonrpc: "2.0";
  id: string | number | null;
  error: { code: number; message: string };
}

/**
 * The refusal of message `m` (as JSON.parse left it) if its params hold a reserved name, else
 * `undefined`. A notification is refused too (its id is then `null`; the caller may drop it).
 *
 * @example
 * ```ts
 * import { refuseReserved } from "./reserved_keys.ts";
 * const m = JSON.parse('{"jsonrpc":"2.0","id":1,"method":"tools/call",' +
 *   '"params":{"name":"search_law","arguments":{"__proto__":{}}}}');
 * refuseReserved(m)?.error.code; // -32602
 * ```
 */
export function refuseReserved(m: unknown): RpcRefusal | undefined {
  if (!m || typeof m !== "object" || Array.isArray(m)) return undefined;
  const msg = m as { id?: unknown; method?: unknown; params?: unknown };
  const path = reservedKeyPath(msg.params, "params");
  if (!path) return badText(msg);
  const name = path.slice(path.lastIndexOf(".") + 1);
  const tool = (msg.params as { name?: unknown }).name;
  const what = typeof msg.method === "string" ? msg.method : "request";
  const who = typeof tool === "string" && tool.length <= 64 && /^[\w.-]+$/.test(tool)
    ? `${what} ${tool}`
    : what;
  return {
    jsonrpc: "2.0",
    id: typeof msg.id === "string" || typeof msg.id === "number" ? msg.id : null,
    error: {
      code: -32602,
      message: `[BAD_INPUT] ${who}: 알 수 없는 인자 '${name}' (${path}) — 이 이름은 어떤 ` +
        `도구도 받지 않습니다 (reserved name refused)`,
    },
  };
}

/** The refusal of a non-tool request whose params (but `_meta`) hold a refused character. */
function badText(
  msg: { id?: unknown; method?: unknown; params?: unknown },
): RpcRefusal | undefined {
  if (msg.method === "tools/call" || !msg.params || typeof msg.params !== "object") return;
  const { _meta: _skip, ...params } = msg.params as Record<string, unknown>;
  try {
    checkText(typeof msg.method === "string" ? msg.method.slice(0, 40) : "request", params);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return {
      jsonrpc: "2.0",
      id: typeof msg.id === "string" || typeof msg.id === "number" ? msg.id : null,
      error: { code: -32602, message: `[BAD_INPUT] ${e.message}` },
    };
  }
  return undefined;
}
