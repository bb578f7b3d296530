/**
 * Turns an answer into the Response sent: the body and the `x-replay-*` headers that say where
 * the bytes came from (the demo client reads `x-replay-unrecorded`; tests read the rest).
 *
 * @module
 */

import type { Answer } from "./resolve.ts";
import { UNRECORDED_HEADER } from "./unrecorded.ts";

/**
 * The headers of an answer; `synthetic` is the answer's flag, or'ed with any alteration.
 *
 * @example
 * ```ts
 * import { answerHeaders } from "./respond.ts";
 * import { plainAnswer } from "./route.ts";
 * answerHeaders(plainAnswer(404, "unknown-path"), true).get("x-replay-synthetic"); // "1"
 * ```
 */
export function answerHeaders(answer: Answer, synthetic: boolean): Headers {
  const headers = new Headers({
    "content-type": answer.contentType,
    // Keeps Deno.serve from compressing, so timings and sizes are what is sent.
    "cache-control": "no-transform",
    "x-replay-reason": answer.reason,
    ...answer.headers,
  });
  if (answer.fixture) headers.set("x-replay-fixture", answer.fixture);
  if (answer.fidelity) headers.set("x-replay-fidelity", answer.fidelity);
  if (synthetic) headers.set("x-replay-synthetic", "1");
  if (answer.unrecorded) headers.set(UNRECORDED_HEADER, "1");
  return headers;
}

/**
 * The Response of an answer as recorded (no body for HEAD).
 *
 * @example
 * ```ts
 * import { answerResponse } from "./respond.ts";
 * import { plainAnswer } from "./route.ts";
 * const res = answerResponse(new Request("http://x/"), plainAnswer(405, "method-not-allowed"));
 * console.log(res.status); // 405
 * ```
 */
export function answerResponse(req: Request, answer: Answer): Response {
  const headers = answerHeaders(answer, answer.synthetic);
  headers.set("content-length", String(answer.body.length));
  const body = req.method === "HEAD" ? null : answer.body;
  return new Response(body, { status: answer.status, headers });
}
