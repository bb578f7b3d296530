/**
 * The stdio server's own `tools/call`s: run on the SDK server's call core (`tool_call.ts`) and
 * answered as the SDK server answers them — result or error in its envelope and key order,
 * progress notifications as the call sends them, nothing at all for a request the client
 * cancelled — so a session need not load the SDK to call tools.
 *
 * @module
 */

import type { CallParams, CallSetup, callTool } from "../protocol/tool_call.ts";
import {
  errorMessage,
  notificationMessage,
  resultMessage,
  type RpcId,
  type RpcMessage,
} from "../protocol/rpc.ts";

/** The call core, loaded when the first call comes (or sooner). */
export interface CallCore {
  /** `tool_call.ts`'s call. */
  callTool: typeof callTool;
  /** The server's call setup. */
  setup: CallSetup;
}

/**
 * The calls in flight, by request id: each runs once its core has loaded and is answered unless
 * it was cancelled first.
 *
 * @example
 * ```ts
 * import { OwnCalls } from "./calls.ts";
 * import { callSetup, callTool } from "../protocol/tool_call.ts";
 * import { createRuntime } from "../../lib/mod.ts";
 * const runtime = await createRuntime();
 * const calls = new OwnCalls(
 *   (m) => Promise.resolve(console.log(JSON.stringify(m))),
 *   async () => ({ callTool, setup: callSetup({ runtime }) }),
 * );
 * calls.run(1, { name: "search_law", arguments: { query: "건축법" } }, "2025-06-18");
 * ```
 */
export class OwnCalls {
  readonly #running = new Map<RpcId, AbortController>();
  readonly #send: (m: RpcMessage) => Promise<void>;
  readonly #core: () => Promise<CallCore>;

  /** `send` writes a message to the client; `core` loads the call core (once). */
  constructor(send: (m: RpcMessage) => Promise<void>, core: () => Promise<CallCore>) {
    this.#send = send;
    this.#core = core;
  }

  /** Runs request `id`'s call in protocol version `protocol` and answers it. */
  run(id: RpcId, params: CallParams, protocol: string): void {
    const ctl = new AbortController();
    this.#running.set(id, ctl);
    // As the SDK server does: progress goes out as it comes, even after a cancellation; the
    // answer does not.
    const notify = (n: { method: string; params: Record<string, unknown> }) =>
      this.#send(notificationMessage(n));
    this.#core()
      .then(({ callTool, setup }) =>
        callTool(params, { signal: ctl.signal, notify }, protocol, setup)
      )
      .then(
        (result) => ctl.signal.aborted ? undefined : this.#send(resultMessage(id, result)),
        (e) => ctl.signal.aborted ? undefined : this.#send(errorMessage(id, e)),
      )
      .catch(() => {}) // a write that failed is the transport's to report
      .finally(() => {
        if (this.#running.get(id) === ctl) this.#running.delete(id);
      });
  }

  /** Aborts request `id` if it is one of these calls; whether it was. */
  cancel(id: RpcId, reason?: unknown): boolean {
    const ctl = this.#running.get(id);
    ctl?.abort(reason);
    return ctl !== undefined;
  }
}
