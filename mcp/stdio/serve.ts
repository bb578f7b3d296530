/**
 * The full stdio server: the runtime (client, caches, KV), the MCP server and the transport.
 * `mcp/stdio.ts` starts it through the front (`front.ts`), which answers the opening
 * `initialize` and `tools/list` without loading any of this; the first message the front does
 * not answer hands the connection over, with the opening replayed (its answer dropped) so that
 * the SDK server sees the whole session.
 *
 * The SDK's stdio entry decides the connection's era from its first message: a client that
 * probes with `server/discover` speaks 2026-07-28 (stateless, per-request `_meta`); one that
 * sends `initialize` gets the 2025-era handshake it asked for. One server definition serves both.
 * stdout carries the protocol, so every log line goes to stderr: one JSON line per tool call,
 * resource read and completion.
 *
 * @module
 */

import { type JSONRPCMessage, serveStdio } from "../protocol/sdk.ts";
import { configFromEnv, createRuntime } from "../../lib/mod.ts";
import { createMcpServer } from "../protocol/server.ts";
import { stderrLog } from "../protocol/log.ts";
import { DenoStdioTransport } from "./transport.ts";

/** Where the full server reads and writes, and which of its answers it keeps to itself. */
export interface FullStdioOptions {
  /** Lines in (default stdin). */
  input?: ReadableStream<Uint8Array>;
  /** Lines out (default stdout). */
  output?: WritableStream<Uint8Array>;
  /** An outgoing message not to send (the answer to a replayed `initialize`). */
  drop?: (message: JSONRPCMessage) => boolean;
}

/** Starts the full server; the end of its input ends the process. */
export async function serveFullStdio(opts: FullStdioOptions = {}): Promise<void> {
  const config = configFromEnv();
  const runtime = await createRuntime(config);
  for (const n of runtime.notices) console.error(`[beopmang] ${n}`);
  const log = stderrLog(() => [config.oc]);
  const maxResponseBytes = Number(Deno.env.get("BEOPMANG_MAX_RESPONSE_BYTES")) || undefined;
  const transport = new DenoStdioTransport(opts.input, opts.output);
  const drop = opts.drop;
  if (drop) {
    const send = transport.send.bind(transport);
    transport.send = (m) => drop(m) ? Promise.resolve() : send(m);
  }
  const closeTransport = transport.close.bind(transport);
  // The entry owns the transport's callbacks; the end of stdin ends the process.
  transport.close = async () => {
    await closeTransport();
    await runtime.close().catch(() => {});
    Deno.exit(0);
  };
  serveStdio(
    () =>
      createMcpServer({
        runtime,
        maxResponseBytes,
        onEvent: (e) => log({ transport: "stdio", ...e }),
      }),
    { transport, onerror: (e) => log({ transport: "stdio", error: e.message }) },
  );
  console.error(`[beopmang] MCP server on stdio, upstream ${runtime.client.baseUrl}`);
}
