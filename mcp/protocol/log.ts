/**
 * Structured request logs: one JSON line per request on stderr (stdout is the protocol on
 * stdio), with every key scrubbed.
 *
 * @module
 */

import { maskSecrets } from "../../lib/drf/mod.ts";

/** One handled request, for the structured request log (never carries the key). */
export interface McpEvent {
  /** JSON-RPC method. */
  method: string;
  /** Tool name (tools/call). */
  tool?: string;
  /** Resource URI (resources/read). */
  uri?: string;
  /** Whether it succeeded. */
  ok: boolean;
  /** Error label when it did not. */
  code?: string;
  /** Duration. */
  ms: number;
  /** Upstream (DRF) requests it made. */
  upstreamCalls: number;
  /** The protocol version the request spoke. */
  protocol?: string;
}

/** One log record; values must already be free of keys (scrubbed again here anyway). */
export type LogRecord = Record<string, unknown>;

/** Where log lines go. */
export type LogSink = (record: LogRecord) => void;

/**
 * A sink writing one JSON line per record to stderr; `secrets` are masked wherever they occur
 * (besides every `OC=` parameter).
 */
export function stderrLog(secrets: () => (string | undefined)[] = () => []): LogSink {
  const enc = new TextEncoder();
  return (record) => {
    let line = JSON.stringify({ time: new Date().toISOString(), ...record });
    for (const s of [undefined, ...secrets()]) line = maskSecrets(line, s);
    try {
      Deno.stderr.writeSync(enc.encode(line + "\n"));
    } catch { /* stderr closed: nothing to do */ }
  };
}
