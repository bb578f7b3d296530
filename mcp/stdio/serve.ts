/**
 * The stdio server: the runtime (client, caches, KV), our transport, and the MCP server.
 *
 * A 2025-era client's opening — `initialize`, `notifications/initialized`, `ping`, `tools/list`
 * — is answered by the server's own handshake (`mcp/protocol/handshake.ts`: identity, capabilities and
 * versions the SDK server is built from, the listing from the tools' briefs), before the SDK and
 * any tool have loaded. The first message it does not answer loads the SDK server and hands it
 * the session: the client's own `initialize` first (under a private id; its answer is compared
 * with the one sent and dropped), then that message and everything after. A 2026-07-28 client,
 * which opens with `server/discover`, goes to the SDK server at once, which decides the
 * connection's era from that first message. Tools load on their first call (lib/tools/lazy.ts).
 * stdout carries the protocol, so every log line goes to stderr: one JSON line per tool call,
 * resource read and completion.
 *
 * @module
 */

import { loadTool, openRuntime, resolveBrief, type Runtime } from "../../lib/serve/mod.ts";
import type { JSONRPCMessage, Transport } from "../protocol/sdk.ts";
import { DenoStdioTransport } from "./transport.ts";
import { Opening, type OpeningMessage } from "../protocol/handshake.ts";
import { envProfile } from "../protocol/listing.ts";

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
  // The runtime (client, KV, library) is the tools': it is imported and opened with the SDK
  // server, since the opening needs neither.
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
  let queue: JSONRPCMessage[] | undefined; // set once the SDK server is being loaded
  // What the SDK server needs, loaded once: after the listing was answered (a client then picks
  // a tool, which takes it far longer than this), or at the first message the opening hands on.
  // zod compiles each object schema's parser with `new Function` on its first parse, for speed
  // on the many parses of a long-lived server: here it cost more than the session's parses
  // saved. It is read when a schema is built, so it is set before the SDK and the tools load.
  let jitless: Promise<void> | undefined;
  const noJit = () => jitless ??= import("zod").then(({ z }) => void z.config({ jitless: true }));
  let prepared:
    | Promise<
      [
        Runtime,
        typeof import("../protocol/sdk.ts"),
        typeof import("../protocol/server.ts"),
        typeof import("../protocol/log.ts"),
      ]
    >
    | undefined;
  const prepare = () =>
    prepared ??= noJit().then(() =>
      Promise.all([
        runtime(),
        import("../protocol/sdk.ts"),
        import("../protocol/server.ts"),
        import("../protocol/log.ts"),
      ])
    );
  const handOver = async (first: JSONRPCMessage) => {
    // Everything the first handed message needs loads at once: the SDK server, the runtime (its
    // KV opens on other threads while modules evaluate) and, for a call, the called tool.
    const call = first as { method?: string; params?: { name?: unknown } };
    const name = call.method === "tools/call" && typeof call.params?.name === "string"
      ? resolveBrief(call.params.name)?.brief.name
      : undefined;
    const ready = prepare();
    if (name) noJit().then(() => loadTool(name)).catch(() => {}); // the call reports a failure
    const [rt, { serveStdio }, { createMcpServer }, { stderrLog }] = await ready;
    const log = stderrLog(() => [oc]);
    const maxResponseBytes = Number(Deno.env.get("BEOPMANG_MAX_RESPONSE_BYTES")) || undefined;
    serveStdio(
      () =>
        createMcpServer({
          runtime: rt,
          maxResponseBytes,
          onEvent: (e) => log({ transport: "stdio", ...e }),
        }),
      { transport: handed, onerror: (e) => log({ transport: "stdio", error: e.message }) },
    );
    const pending = queue!;
    queue = undefined;
    inner.onmessage = (m) => handed.onmessage?.(m);
    for (const m of pending) handed.onmessage?.(m);
  };
  inner.onmessage = (m) => {
    if (queue) return void queue.push(m);
    const step = opening.step(m as OpeningMessage);
    if ("keep" in step) return;
    if ("result" in step) {
      const id = (m as { id: string | number }).id;
      void inner.send({ jsonrpc: "2.0", id, result: step.result } as JSONRPCMessage);
      if ((m as { method?: string }).method === "tools/list") prepare().catch(() => {});
      return;
    }
    queue = [];
    if (opening.init) {
      queue.push({ ...opening.init, id: HANDED_INIT_ID } as JSONRPCMessage);
      if (opening.initialized) {
        queue.push({ jsonrpc: "2.0", method: "notifications/initialized" } as JSONRPCMessage);
      }
    }
    queue.push(m);
    handOver(m).catch((e) => {
      console.error(`[beopmang] the MCP server could not start: ${e?.message ?? e}`);
      Deno.exit(1);
    });
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
