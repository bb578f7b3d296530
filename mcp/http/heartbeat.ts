/**
 * Heartbeats for JSON answers that take a while. Deno's HTTP server notices a client that went
 * away only when it writes to the connection (its request signal stays silent for request bodies
 * over a few hundred bytes), so a tool call answered as one JSON body would run to the end — and
 * spend its upstream calls — for nobody. When the answer is not ready within the heartbeat
 * interval, the response is committed (200, `application/json`) and one space is written per
 * interval until it is: JSON allows leading whitespace, and a failed write tells us the client
 * left, which aborts the exchange.
 *
 * @module
 */

/** Settings of {@link withHeartbeat}. */
export interface HeartbeatOptions {
  /** Interval, ms. */
  ms: number;
  /** Headers of a committed response (CORS). */
  headers: Record<string, string>;
  /** The client left while we waited. */
  onGone: () => void;
  /** The answer was written out (the log line is written then). */
  onDone: (res: Response) => void;
}

const SPACE = new Uint8Array([0x20]);

/** JSON-RPC messages of an SSE body (a stream started after all: keep only the messages). */
function sseMessages(text: string): unknown[] {
  return text.split(/\r?\n/).filter((l) => l.startsWith("data:"))
    .map((l) => JSON.parse(l.slice(5).trim()) as unknown);
}

/** `answer` if it settles within `ms`, else `null` (the answer keeps running). */
export async function within(answer: Promise<Response>, ms: number): Promise<Response | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<null>((r) => timer = setTimeout(() => r(null), ms));
  try {
    return await Promise.race([answer, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/** A committed JSON response carrying heartbeats, then the body of `answer` when it comes. */
export function withHeartbeat(answer: Promise<Response>, opts: HeartbeatOptions): Response {
  let beat: ReturnType<typeof setInterval> | undefined;
  let gone = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      beat = setInterval(() => {
        try {
          c.enqueue(SPACE);
        } catch { /* closed */ }
      }, opts.ms);
      answer.then(async (res) => {
        const text = await res.text();
        const isSse = res.headers.get("content-type")?.includes("text/event-stream");
        let json = text;
        if (isSse) {
          const msgs = sseMessages(text).filter((m) => (m as { id?: unknown }).id !== undefined);
          json = JSON.stringify(msgs.length === 1 ? msgs[0] : msgs);
        }
        return { res, json };
      }).catch((e) => ({
        res: undefined,
        json: JSON.stringify({
          jsonrpc: "2.0",
          id: null,
          error: { code: -32603, message: `Internal error: ${e instanceof Error ? e.name : e}` },
        }),
      })).then(({ res, json }) => {
        clearInterval(beat);
        if (!gone) {
          try {
            c.enqueue(new TextEncoder().encode(json));
            c.close();
          } catch { /* the client left meanwhile */ }
        }
        opts.onDone(res ?? new Response(null, { status: 500 }));
      });
    },
    cancel() {
      clearInterval(beat);
      gone = true;
      opts.onGone();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { "content-type": "application/json", "cache-control": "no-store", ...opts.headers },
  });
}
