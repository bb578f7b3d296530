/**
 * Body streams for the slow and broken delivery faults. Every stream stops (errors with the
 * abort reason) as soon as any of its signals aborts and clears its timers when cancelled, so
 * a stalled body never outlives the request or the server - Deno's test sanitizers check this.
 *
 * All streams use highWaterMark 0: bytes are produced only when the consumer asks, which is
 * what makes "trickle" slow on the wire rather than buffered.
 *
 * @module
 */

/** Calls `onAbort` once when any signal aborts (immediately if one already has). */
export function watchAbort(
  signals: readonly AbortSignal[],
  onAbort: (reason: unknown) => void,
): () => void {
  let done = false;
  const fire = (s: AbortSignal) => {
    if (done) return;
    done = true;
    stop();
    onAbort(s.reason);
  };
  const handlers = signals.map((s) => [s, () => fire(s)] as const);
  const stop = () => handlers.forEach(([s, h]) => s.removeEventListener("abort", h));
  for (const [s, h] of handlers) s.addEventListener("abort", h, { once: true });
  const already = signals.find((s) => s.aborted);
  if (already) fire(already);
  return () => {
    done = true;
    stop();
  };
}

/** Resolves after `ms`, or rejects with the abort reason when a signal aborts first. */
export function delay(ms: number, signals: readonly AbortSignal[]): Promise<void> {
  if (ms <= 0) {
    const aborted = signals.find((s) => s.aborted);
    return aborted ? Promise.reject(aborted.reason) : Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unwatch();
      resolve();
    }, ms);
    const unwatch = watchAbort(signals, (reason) => {
      clearTimeout(timer);
      reject(reason);
    });
  });
}

/** What a delivery plan does once its prefix has been sent. */
type After = "close" | "stall" | "error";

/**
 * Streams `chunks()` (pulled lazily), waiting `intervalMs` before each chunk, then closes,
 * stalls until aborted, or errors like a dropped connection.
 */
function plannedStream(
  chunks: () => Uint8Array<ArrayBuffer> | null,
  opts: { intervalMs: number; after: After; signals: readonly AbortSignal[] },
): ReadableStream<Uint8Array<ArrayBuffer>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;
  let unwatch = () => {};
  let finished = false;
  const finish = () => {
    finished = true;
    clearTimeout(timer);
    unwatch();
    wake?.();
  };
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      unwatch = watchAbort(opts.signals, (reason) => {
        if (finished) return;
        finish();
        controller.error(reason);
      });
    },
    pull(controller) {
      if (finished) return;
      return new Promise<void>((resolve) => {
        wake = resolve;
        const step = () => {
          if (finished) return resolve();
          const chunk = chunks();
          if (chunk) {
            controller.enqueue(chunk);
            return resolve();
          }
          if (opts.after === "close") {
            finish();
            controller.close();
          } else if (opts.after === "error") {
            finish();
            // fetch reports network failures as TypeError; mirror that in direct mode.
            controller.error(new TypeError("connection reset by replay fault"));
          }
          // "stall": leave the pull pending until an abort wakes it.
        };
        if (opts.intervalMs > 0) timer = setTimeout(step, opts.intervalMs);
        else step();
      });
    },
    cancel() {
      finish();
    },
  }, { highWaterMark: 0 });
}

/** Slices `body` into `size`-byte chunks starting at 0, then null. */
function slicer(body: Uint8Array<ArrayBuffer>, size: number): () => Uint8Array<ArrayBuffer> | null {
  let offset = 0;
  return () => {
    if (offset >= body.length) return null;
    const chunk = body.slice(offset, offset + size);
    offset += size;
    return chunk;
  };
}

/** The body, `chunkBytes` at a time, one chunk every `intervalMs`. */
export function trickleStream(
  body: Uint8Array<ArrayBuffer>,
  chunkBytes: number,
  intervalMs: number,
  signals: readonly AbortSignal[],
): ReadableStream<Uint8Array<ArrayBuffer>> {
  return plannedStream(slicer(body, Math.max(1, chunkBytes)), {
    intervalMs,
    after: "close",
    signals,
  });
}

/** `prefix`, then nothing until a signal aborts. */
export function stallStream(
  prefix: Uint8Array<ArrayBuffer>,
  signals: readonly AbortSignal[],
): ReadableStream<Uint8Array<ArrayBuffer>> {
  return plannedStream(slicer(prefix, 65536), { intervalMs: 0, after: "stall", signals });
}

/** `prefix`, a short pause so it reaches the wire, then a stream error (connection drop). */
export function resetStream(
  prefix: Uint8Array<ArrayBuffer>,
  signals: readonly AbortSignal[],
): ReadableStream<Uint8Array<ArrayBuffer>> {
  // The 10 ms wait before every pull lets the prefix reach the socket before the error.
  return plannedStream(slicer(prefix, 65536), { intervalMs: 10, after: "error", signals });
}

/** `body` followed by whitespace up to `totalBytes` (trailing whitespace keeps XML/JSON valid). */
export function oversizeStream(
  body: Uint8Array<ArrayBuffer>,
  totalBytes: number,
  signals: readonly AbortSignal[],
): ReadableStream<Uint8Array<ArrayBuffer>> {
  const head = slicer(body, 65536);
  let left = Math.max(0, totalBytes - body.length);
  const chunks = () => {
    const h = head();
    if (h) return h;
    if (left <= 0) return null;
    const n = Math.min(left, 65536);
    left -= n;
    const pad = new Uint8Array(n).fill(0x20);
    pad[n - 1] = 0x0a;
    return pad;
  };
  return plannedStream(chunks, { intervalMs: 0, after: "close", signals });
}
