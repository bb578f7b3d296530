/**
 * MCP's stdio binding on Deno's own streams: one JSON-RPC message per line on stdin, answers on
 * stdout. Unlike the SDK's Node-stream transport it answers what it cannot deliver instead of
 * dropping it silently: a JSON-RPC batch (2025-03-26 allowed them) is split into its messages
 * and their responses go back as one array line; a line that is not JSON gets -32700 and a
 * message that is not JSON-RPC gets -32600, each with `id: null`. Every request's version claim
 * is checked on its own, by the same check as HTTP's (`protocol/version_refusal.ts`): one naming a
 * version we do not speak gets -32022 however the session began.
 *
 * @module
 */

import type { JSONRPCMessage, Transport } from "../protocol/sdk.ts";
import { refuseReserved } from "../protocol/reserved_keys.ts";
import { versionRefusal } from "../protocol/version_refusal.ts";

/** Longest line accepted (bytes); a longer one closes the connection, as the SDK does. */
export const MAX_LINE_BYTES = 10 * 1024 * 1024;

type Id = string | number;

interface PendingBatch {
  ids: Set<Id>;
  answers: JSONRPCMessage[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

function isMessage(v: unknown): v is JSONRPCMessage {
  if (!isObject(v) || v.jsonrpc !== "2.0") return false;
  return typeof v.method === "string" || "result" in v || "error" in v;
}

function errorLine(code: number, message: string): JSONRPCMessage {
  return { jsonrpc: "2.0", id: null, error: { code, message } } as unknown as JSONRPCMessage;
}

/** What the transport reads lines from. */
interface ByteReader {
  read(): Promise<{ done: true; value?: undefined } | { done: false; value: Uint8Array }>;
  cancel(): Promise<void>;
}

/**
 * stdin read by the plain `Deno.stdin.read` op: `Deno.stdin.readable` would load the web streams
 * machinery first, a cost every start paid before its first answer.
 */
function stdinReader(): ByteReader {
  const buf = new Uint8Array(64 * 1024);
  let cancelled = false;
  return {
    async read() {
      const n = cancelled ? null : await Deno.stdin.read(buf);
      return n === null || cancelled ? { done: true } : { done: false, value: buf.slice(0, n) };
    },
    cancel() {
      cancelled = true; // a read in flight ends with stdin (the process exits first)
      return Promise.resolve();
    },
  };
}

/** stdout written by the plain `Deno.stdout.write` op, every byte (see {@link stdinReader}). */
async function writeStdout(bytes: Uint8Array): Promise<void> {
  for (let off = 0; off < bytes.length;) off += await Deno.stdout.write(bytes.subarray(off));
}

/** A stdio transport over `Deno.stdin`/`Deno.stdout` (injectable streams for tests). */
export class DenoStdioTransport implements Transport {
  /** Called when stdin ends or the transport is closed. */
  onclose?: () => void;
  /** Called for transport-level errors. */
  onerror?: (error: Error) => void;
  /** Called for each inbound message. */
  onmessage?: (message: JSONRPCMessage) => void;

  readonly #input?: ReadableStream<Uint8Array>;
  readonly #out: (bytes: Uint8Array) => Promise<void>;
  readonly #enc = new TextEncoder();
  #writes: Promise<void> = Promise.resolve();
  #batches: PendingBatch[] = [];
  #closed = false;
  #reader?: ByteReader;

  /** Reads `input` (default stdin) and writes `output` (default stdout). */
  constructor(input?: ReadableStream<Uint8Array>, output?: WritableStream<Uint8Array>) {
    this.#input = input;
    if (output) {
      const writer = output.getWriter();
      this.#out = (bytes) => writer.write(bytes);
    } else this.#out = writeStdout;
  }

  /** Starts reading lines in the background. */
  start(): Promise<void> {
    this.#reader = this.#input ? this.#input.getReader() as ByteReader : stdinReader();
    this.#read().catch((e) => this.onerror?.(e instanceof Error ? e : new Error(String(e))));
    return Promise.resolve();
  }

  async #read(): Promise<void> {
    let buffer = "";
    const dec = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await this.#reader!.read();
        if (done) break;
        buffer += dec.decode(value, { stream: true });
        let nl: number;
        while ((nl = buffer.indexOf("\n")) >= 0) {
          const line = buffer.slice(0, nl).replace(/\r$/, "");
          buffer = buffer.slice(nl + 1);
          if (line.trim()) this.#line(line);
        }
        if (buffer.length > MAX_LINE_BYTES) {
          this.onerror?.(new Error(`stdio: a message exceeds ${MAX_LINE_BYTES} bytes`));
          break;
        }
      }
      if (buffer.trim()) this.#line(buffer);
    } finally {
      await this.close();
    }
  }

  #line(line: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      void this.#write(errorLine(-32700, "Parse error: a line of stdin is not JSON"));
      return;
    }
    if (Array.isArray(parsed)) return this.#batch(parsed);
    if (!isMessage(parsed)) {
      void this.#write(errorLine(-32600, "Invalid Request: not a JSON-RPC 2.0 message"));
      return;
    }
    const refused = refuseReserved(parsed) ?? versionRefusal(parsed, null);
    if (refused) {
      if (refused.id !== null) void this.#write(refused as unknown as JSONRPCMessage);
      return;
    }
    this.#deliver(parsed);
  }

  #batch(list: unknown[]): void {
    if (list.length === 0 || !list.every(isMessage)) {
      void this.#write(errorLine(-32600, "Invalid Request: an empty or malformed JSON-RPC batch"));
      return;
    }
    const refused = list.map((m) => refuseReserved(m) ?? versionRefusal(m, null)).find(Boolean);
    if (refused) {
      void this.#write(refused as unknown as JSONRPCMessage);
      return;
    }
    const ids = new Set<Id>();
    for (const m of list) {
      const x = m as { id?: Id; method?: string };
      if (x.method !== undefined && x.id !== undefined && x.id !== null) ids.add(x.id);
    }
    if (ids.size > 0) this.#batches.push({ ids, answers: [] });
    for (const m of list) this.#deliver(m as JSONRPCMessage);
  }

  /**
   * Hands a message on. A cancelled request gets no answer (MCP's cancellation), so a batch
   * holding it stops waiting for it: its other answers go out without it.
   */
  #deliver(message: JSONRPCMessage): void {
    const m = message as { method?: string; params?: { requestId?: Id } };
    const id = m.method === "notifications/cancelled" ? m.params?.requestId : undefined;
    const batch = id === undefined ? undefined : this.#batches.find((b) => b.ids.has(id));
    if (batch) {
      batch.ids.delete(id!);
      if (batch.ids.size === 0) void this.#flush(batch);
    }
    this.onmessage?.(message);
  }

  /** Writes a batch's answers, all of them in; none if every request in it was cancelled. */
  #flush(batch: PendingBatch): Promise<void> {
    this.#batches = this.#batches.filter((b) => b !== batch);
    return batch.answers.length ? this.#write(batch.answers) : Promise.resolve();
  }

  /** Sends one message; a response to a batched request waits for its batch's other answers. */
  send(message: JSONRPCMessage): Promise<void> {
    const m = message as { id?: Id; method?: string };
    if (m.method === undefined && m.id !== undefined && m.id !== null) {
      const batch = this.#batches.find((b) => b.ids.has(m.id as Id));
      if (batch) {
        batch.ids.delete(m.id);
        batch.answers.push(message);
        return batch.ids.size > 0 ? Promise.resolve() : this.#flush(batch);
      }
    }
    return this.#write(message);
  }

  #write(payload: JSONRPCMessage | JSONRPCMessage[]): Promise<void> {
    if (this.#closed) return Promise.resolve();
    const bytes = this.#enc.encode(JSON.stringify(payload) + "\n");
    this.#writes = this.#writes.then(() => this.#out(bytes)).catch((e) => {
      this.onerror?.(e instanceof Error ? e : new Error(String(e)));
    });
    return this.#writes;
  }

  /** Stops reading and reports the close once. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#writes;
    await this.#reader?.cancel().catch(() => {});
    this.onclose?.();
  }
}
