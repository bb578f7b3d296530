/**
 * Turns an answer into the Response actually sent: the body (possibly faulted) and the
 * `x-replay-*` headers that tell tests where the bytes came from; updates the log entry.
 *
 * @module
 */

import { deliver } from "./faults.ts";
import type { Answer } from "./resolve.ts";
import { UNRECORDED_HEADER } from "./unrecorded.ts";
import type { BodyFault, RequestLogEntry } from "./types.ts";

/** Builds the Response: headers that say where the bytes come from, then the (faulted) body. */
export function respond(
  req: Request,
  answer: Answer,
  fault: BodyFault | null,
  signals: readonly AbortSignal[],
  entry: RequestLogEntry,
): Response {
  const d = fault ? deliver(answer.body, fault, signals) : null;
  const synthetic = answer.synthetic || (d?.altered ?? false);
  const headers = new Headers({
    "content-type": answer.contentType,
    // Keeps Deno.serve from compressing, so trickle/stall timings and sizes are what is sent.
    "cache-control": "no-transform",
    "x-replay-reason": answer.reason,
    ...answer.headers,
  });
  if (answer.fixture) headers.set("x-replay-fixture", answer.fixture);
  if (answer.fidelity) headers.set("x-replay-fidelity", answer.fidelity);
  if (synthetic) headers.set("x-replay-synthetic", "1");
  if (answer.unrecorded) headers.set(UNRECORDED_HEADER, "1");
  if (fault) headers.set("x-replay-fault", fault.kind);
  else if (entry.fault) headers.set("x-replay-fault", entry.fault);
  const length = d ? d.length : answer.body.length;
  if (length !== null) headers.set("content-length", String(length));
  Object.assign(entry, {
    status: answer.status,
    reason: answer.reason,
    fixture: answer.fixture,
    synthetic,
  });
  if (req.method === "HEAD") {
    if (d && d.body instanceof ReadableStream) d.body.cancel().catch(() => {});
    return new Response(null, { status: answer.status, headers });
  }
  return new Response(d ? d.body : answer.body, { status: answer.status, headers });
}
