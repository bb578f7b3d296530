/**
 * The stdio server: the runtime (client, caches, KV), our transport, and the MCP server.
 *
 * A 2025-era session — `initialize`, `notifications/initialized`, `ping`, `tools/list`,
 * `tools/call`, `notifications/cancelled` — is served by the server's own code
 * (`mcp/protocol/handshake.ts` decides; the listing comes from the tools' briefs; calls run on
 * the SDK server's own call core, `tool_call.ts`, through `calls.ts`), so the SDK never loads
 * for a client that lists and calls tools. The first message it does not answer (resources,
 * prompts, completions …) loads the SDK server and hands it the session: the client's own
 * `initialize` first (under a private id; its answer is compared with the one sent and
 * dropped), then that message and everything after; calls already running stay ours. A
 * 2026-07-28 client, which opens with `server/discover`, goes to the SDK server at once, which
 * decides the connection's era from that first message. Tools load on their first call
 * (lib/tools/lazy.ts), the runtime with the first call or after the listing. stdout carries
 * the protocol, so every log line goes to stderr: one JSON line per tool call, resource read
 * and completion.
 *
 * @module
 */

import { loadTool, openRuntime, resolveBrief, type Runtime } from "../../lib/serve/mod.ts";
import type { JSONRPCMessage, Transport } from "../protocol/sdk.ts";
import { DenoStdioTransport } from "./transport.ts";
import { cancelledRequest, Opening, type OpeningMessage } from "../protocol/handshake.ts";
import { envProfile } from "../protocol/listing.ts";
import { resultMessage } from "../protocol/rpc.ts";
import type { CallOptions } from "../protocol/tool_call.ts";
import type { LogSink } from "../protocol/log.ts";
import { type CallCore, OwnCalls } from "./calls.ts";

/** The id under which the client's `initialize` is handed to the SDK server. */
export const HANDED_INIT_ID = "beopmang-handshake";

/** Where the server reads and writes. */
export interface FullStdioOptions {
  /** Lines in (default stdin). */
  input?: ReadableStream<Uint8Array>;
  /** Lines out (default stdout). */
  output?: WritableStream<Uint8Array>;
}

/** JSON with sorted keys: two answers compared by content. */
const canonical = (v: unknown): string =>
  JSON.stringify(
    v,
    (_k, x) =>
      x && typeof x === "object" && !Array.isArray(x)
        ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a < b ? -1 : 1))
        : x,
  );

/** Starts the server; the end of its input ends the process. */
export async function serveFullStdio(opts: FullStdioOptions = {}): Promise<void> {
  // The runtime (client, KV, library) is the tools': it is imported and opened with the call
  // path, since the opening needs neither.
  let oc: string | undefined;
  let started: Promise<Runtime> | undefined;
  const runtime = () =>
    started ??= openRuntime().then(({ runtime: rt, config }) => {
      oc = config.oc;
      for (const n of rt.notices) console.error(`[beopmang] ${n}`);
      console.error(`[beopmang] MCP server on stdio, upstream ${rt.client.baseUrl}`);
      return rt;
    });
  const inner = new DenoStdioTransport(opts.input, opts.output);
  const opening = new Opening(envProfile());
  const send = (m: unknown) => inner.send(m as JSONRPCMessage);
  const fail = (e: { message?: string }): never => {
    console.error(`[beopmang] the MCP server could not start: ${e?.message ?? e}`);
    Deno.exit(1);
  };
  // The SDK server's side of the transport, once it has one.
  const handed: Transport = {
    start: () => Promise.resolve(), // the transport is already reading
    send: (m) => {
      const id = (m as { id?: unknown }).id;
      if (id !== HANDED_INIT_ID) return inner.send(m);
      const theirs = (m as { result?: unknown }).result;
      if (canonical(theirs) !== canonical(opening.answered)) {
        console.error(
          `[beopmang] handshake: the SDK server answers initialize with ${
            canonical(theirs ?? (m as { error?: unknown }).error)
          }, the client was sent ${canonical(opening.answered)}`,
        );
      }
      return Promise.resolve();
    },
    close: () => inner.close(),
  };
  // zod compiles each object schema's parser with `new Function` on its first parse, for speed
  // on the many parses of a long-lived server: here it cost more than the session's parses
  // saved. It is read when a schema is built, so it is set before the tools (and the SDK) load.
  let jitless: Promise<void> | undefined;
  const noJit = () => jitless ??= import("zod").then(({ z }) => void z.config({ jitless: true }));
  // What both paths run tools on, read once: the runtime, the options, the log. The runtime
  // builds no zod schema, so it opens while zod loads.
  let options: Promise<{ options: CallOptions; log: LogSink }> | undefined;
  const serverOptions = () =>
    options ??= Promise.all([runtime(), import("../protocol/log.ts")]).then(
      ([rt, { stderrLog }]) => {
        const log = stderrLog(() => [oc]);
        const maxResponseBytes = Number(Deno.env.get("BEOPMANG_MAX_RESPONSE_BYTES")) || undefined;
        return {
          options: {
            runtime: rt,
            maxResponseBytes,
            onEvent: (e) => log({ transport: "stdio", ...e }),
          },
          log,
        };
      },
    );
  // The call core, loaded after the listing was answered (a client then picks a tool, which
  // takes it far longer than this) or at the first call; never the SDK.
  let core: Promise<CallCore> | undefined;
  const callCore = () =>
    core ??= Promise.all([serverOptions(), noJit().then(() => import("../protocol/tool_call.ts"))])
      .then(
        ([{ options }, { callSetup, callTool }]) => ({ callTool, setup: callSetup(options) }),
      );
  const calls = new OwnCalls(send, () => callCore().catch(fail));
  let queue: JSONRPCMessage[] | undefined; // set once the SDK server is being loaded
  let handedOver = false; // the SDK server serves the session
  const handOver = async () => {
    const [{ options, log }, [{ serveStdio }, { createMcpServer }]] = await Promise.all([
      serverOptions(),
      noJit().then(() =>
        Promise.all([import("../protocol/sdk.ts"), import("../protocol/server.ts")])
      ),
    ]);
    serveStdio(() => createMcpServer(options), {
      transport: handed,
      onerror: (e) => log({ transport: "stdio", error: e.message }),
    });
    const pending = queue!;
    queue = undefined;
    handedOver = true;
    for (const m of pending) handed.onmessage?.(m);
  };
  inner.onmessage = (m) => {
    // Our own calls are cancelled here, whoever serves the session by now.
    const cancelled = cancelledRequest(m as OpeningMessage);
    if (cancelled && calls.cancel(cancelled.requestId, cancelled.reason)) return;
    if (handedOver) return void handed.onmessage?.(m);
    if (queue) return void queue.push(m);
    const step = opening.step(m as OpeningMessage);
    if ("keep" in step) return;
    const id = (m as { id: string | number }).id;
    if ("result" in step) {
      void send(resultMessage(id, step.result));
      if ((m as { method?: string }).method === "tools/list") callCore().catch(() => {});
      return;
    }
    if ("call" in step) {
      // The called tool's module loads beside the runtime, not after it.
      const name = resolveBrief(step.call.name)?.brief.name;
      if (name) noJit().then(() => loadTool(name)).catch(() => {}); // the call reports a failure
      return calls.run(id, step.call, opening.protocol);
    }
    queue = [];
    if (opening.init) {
      queue.push({ ...opening.init, id: HANDED_INIT_ID } as JSONRPCMessage);
      if (opening.initialized) {
        queue.push({ jsonrpc: "2.0", method: "notifications/initialized" } as JSONRPCMessage);
      }
    }
    queue.push(m);
    handOver().catch(fail);
  };
  inner.onerror = (e) => handed.onerror?.(e);
  const closeInner = inner.close.bind(inner);
  // The end of stdin ends the process (the SDK server, when there is one, is told first).
  inner.close = async () => {
    await closeInner();
    await (await started?.catch(() => undefined))?.close().catch(() => {});
    Deno.exit(0);
  };
  inner.onclose = () => handed.onclose?.();
  await inner.start();
}
