/**
 * Fault plans: which request gets which fault, and how each fault turns the normal answer into
 * the response actually sent. Rules keep per-rule counters so "fail the first N, then recover"
 * scenarios (retries) are expressed directly.
 *
 * @module
 */

import { type Answer, CONTENT_TYPES } from "../../lib/recorded/mod.ts";
import { statusPage } from "../../lib/recorded/status_page.ts";
import { missBody } from "../../lib/recorded/envelopes.ts";
import { antiBotPage, maintenancePage } from "./pages.ts";
import { oversizeStream, resetStream, stallStream, trickleStream } from "./streams.ts";
import type {
  BodyFault,
  DrfFormat,
  Fault,
  FaultPlan,
  FaultRule,
  ReplayEndpoint,
  TerminalFault,
} from "./types.ts";

/** What a fault rule is matched against. */
export interface FaultSubject {
  /** Endpoint of the request. */
  readonly endpoint: ReplayEndpoint;
  /** DRF target, null when absent. */
  readonly target: string | null;
  /** Requested format after defaulting, null when not a DRF request. */
  readonly type: DrfFormat | null;
}

const oneOf = <T>(want: T | readonly T[] | undefined, got: T | null): boolean =>
  want === undefined || (got !== null && (Array.isArray(want) ? want.includes(got) : want === got));

/** Holds the active plan and the counters of its rules. */
export class FaultController {
  #rules: { rule: FaultRule; seen: number; fired: number }[] = [];

  /** Replaces the plan (null clears it); counters restart. */
  set(plan: FaultPlan | null | undefined): void {
    const rules: readonly FaultRule[] = !plan
      ? []
      : Array.isArray(plan)
      ? plan
      : [plan as FaultRule];
    for (const r of rules) checkRule(r);
    this.#rules = rules.map((rule) => ({ rule, seen: 0, fired: 0 }));
  }

  /** The fault for this request, if a rule fires; consumes one use of that rule. */
  pick(subject: FaultSubject): Fault | null {
    for (const state of this.#rules) {
      const { rule } = state;
      const m = rule.match ?? {};
      if (!oneOf(m.endpoint, subject.endpoint)) continue;
      if (!oneOf(m.target, subject.target) || !oneOf(m.type, subject.type)) continue;
      state.seen++;
      if (state.seen <= (rule.after ?? 0)) continue;
      if (rule.times !== undefined && state.fired >= rule.times) continue;
      state.fired++;
      return rule.fault;
    }
    return null;
  }
}

function checkRule(r: FaultRule): void {
  const f = r.fault as Fault | undefined;
  if (!f || typeof f.kind !== "string") throw new TypeError("fault rule without `fault.kind`");
  if (f.kind === "status" && !(f.status >= 100 && f.status <= 599)) {
    throw new RangeError(`fault status out of range: ${f.status}`);
  }
  if (f.kind === "rewrite" && !(Array.isArray(f.replace) && f.replace.every((p) => p[0]))) {
    throw new TypeError("rewrite needs replace: [[from, to], …] with non-empty `from`");
  }
  if (f.kind === "message" && !(typeof f.text === "string" && f.text)) {
    throw new TypeError("message needs a non-empty text");
  }
  if (f.kind === "oversize" && !(f.totalBytes > 0)) {
    throw new RangeError("oversize needs totalBytes > 0");
  }
}

/** True for faults that replace the answer outright. */
export function isTerminal(f: Fault): f is TerminalFault {
  return [
    "status",
    "empty",
    "maintenance",
    "antibot",
    "unregistered",
    "auth-failure",
    "message",
  ].includes(f.kind);
}

/**
 * The answer a terminal fault produces (`unregistered` and `auth-failure` are built by the
 * caller); `type` is the requested format, which a `message` envelope follows.
 */
export function terminalAnswer(
  f: Exclude<TerminalFault, { kind: "unregistered" | "auth-failure" }>,
  type: DrfFormat | null = null,
): Answer {
  const base = { reason: `fault:${f.kind}`, fixture: null, synthetic: true } as const;
  switch (f.kind) {
    case "status":
      return {
        ...base,
        status: f.status,
        contentType: CONTENT_TYPES.HTML,
        body: statusPage(f.status),
        headers: f.retryAfter !== undefined ? { "retry-after": String(f.retryAfter) } : undefined,
      };
    case "empty":
      return { ...base, status: 200, contentType: CONTENT_TYPES.XML, body: new Uint8Array(0) };
    case "maintenance":
      return { ...base, status: 200, contentType: CONTENT_TYPES.HTML, body: maintenancePage() };
    case "antibot":
      return { ...base, status: 200, contentType: CONTENT_TYPES.HTML, body: antiBotPage() };
    case "message": {
      const format = type === "JSON" ? "JSON" : "XML";
      const body = missBody(format, f.text);
      return { ...base, status: 200, contentType: CONTENT_TYPES[format], body };
    }
  }
}

/** A response body plus whether its length may be declared. */
export interface Delivery {
  /** Bytes or a stream. */
  readonly body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>>;
  /** Content-Length to declare, or null to stream without one. */
  readonly length: number | null;
  /** True when the bytes differ from the answer's. */
  readonly altered: boolean;
}

/** How a body fault delivers `body`; `signals` end streams early (request abort, shutdown). */
export function deliver(
  body: Uint8Array<ArrayBuffer>,
  f: BodyFault,
  signals: readonly AbortSignal[],
): Delivery {
  switch (f.kind) {
    case "truncate": {
      const half = body.slice(0, Math.floor(body.length / 2));
      return { body: half, length: half.length, altered: true };
    }
    case "oversize": {
      const total = Math.max(f.totalBytes, body.length);
      return {
        body: oversizeStream(body, total, signals),
        length: f.declareLength ? total : null,
        altered: total !== body.length,
      };
    }
    case "trickle":
      return {
        body: trickleStream(body, f.chunkBytes ?? 1, f.intervalMs ?? 50, signals),
        length: null,
        altered: false,
      };
    case "stall":
      return {
        body: stallStream(body.slice(0, f.afterBytes ?? 0), signals),
        length: null,
        altered: true,
      };
    case "reset": {
      const n = f.afterBytes ?? Math.floor(body.length / 2);
      return { body: resetStream(body.slice(0, n), signals), length: null, altered: true };
    }
    case "rewrite": {
      let text = new TextDecoder().decode(body);
      for (const [from, to] of f.replace) text = text.replaceAll(from, to);
      const out = new TextEncoder().encode(text);
      return { body: out, length: out.length, altered: true };
    }
  }
}
