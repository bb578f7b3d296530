/**
 * Turns an answer into the Response actually sent by the lab: lib/recorded's headers, the body
 * possibly faulted, and the log entry updated.
 *
 * @module
 */

import { type Answer, answerHeaders } from "../../lib/recorded/mod.ts";
import { deliver } from "./faults.ts";
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
  const headers = answerHeaders(answer, synthetic);
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
