/**
 * The lab's replay handler: the recorded upstream of lib/recorded plus what only tests and
 * benchmarks need — fault injection, added latency, a request log and the benchmark's derive
 * hook. One web-standard `(Request) → Response` function, used behind `Deno.serve` (server.ts)
 * and directly as a `fetch` replacement.
 *
 * @module
 */

import {
  type Answer,
  answerFrom,
  CONTENT_TYPES,
  endpointOf,
  formatOf,
  type Resolver,
} from "../../lib/recorded/mod.ts";
import { lazyResolver } from "../../lib/recorded/handler.ts";
import { ANNEX_DOWNLOADS } from "../../lib/recorded/annex.ts";
import { FaultController, isTerminal, terminalAnswer } from "./faults.ts";
import { directoryFiles } from "./files.ts";
import { respond } from "./respond.ts";
import { StatsRecorder } from "./stats.ts";
import { delay } from "./streams.ts";
import type {
  DeriveHook,
  LatencyPlan,
  Recordings,
  ReplayEndpoint,
  ReplayHandler,
  ReplayHandlerOptions,
} from "./types.ts";

function firstValues(q: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of q) if (!(k in out)) out[k] = v;
  return out;
}

/** Creates a replay handler over the fixtures in `opts.files` (or `opts.fixturesDir`). */
export function createReplayHandler(opts: ReplayHandlerOptions): ReplayHandler {
  return createReplayCore(opts).handler;
}

/** A handler plus its request entry point with an explicit abort signal. */
export interface ReplayCore {
  /** The public handler. */
  readonly handler: ReplayHandler;
  /**
   * Answers `req`, ending delays and streams when `signal` aborts. Deno.serve passes a signal
   * tied to `info.completed` here: reading `request.signal` there triggers Deno's legacy
   * "aborts on successful responses" path and its console warning.
   */
  handle(req: Request, signal: AbortSignal): Promise<Response>;
}

/** The derive hook as lib/recorded's `unmatched` step: derived answers are always synthetic. */
function unmatchedFor(derive: DeriveHook, r: Resolver, endpoint: "search" | "service") {
  const recordings: Recordings = {
    find: (ep, target, type, query) => r.index.lookup(ep, target, type, query).exact,
    entries: r.index.entries,
    bytes: (file) => r.bytes(file),
  };
  return (q: URLSearchParams) => async (target: string, type: "XML" | "JSON") => {
    const d = await derive({ endpoint, target, type, query: q }, recordings);
    if (!d) return null;
    return {
      status: 200,
      contentType: CONTENT_TYPES[type],
      body: d.body,
      reason: d.reason,
      fixture: d.fixture,
      synthetic: true,
    } satisfies Answer;
  };
}

/** Builds the handler and exposes the signal-explicit entry point used by the server. */
export function createReplayCore(opts: ReplayHandlerOptions): ReplayCore {
  if (!opts.files && opts.fixturesDir === undefined) {
    throw new TypeError("replay: give `files` or `fixturesDir`");
  }
  const files = opts.files ?? directoryFiles(opts.fixturesDir!);
  const stats = new StatsRecorder(opts.logLimit ?? 100);
  const faults = new FaultController();
  faults.set(opts.faults);
  let latency: LatencyPlan = { ...opts.latency };
  // Aborted by abortInFlight(); replaced right after so the handler stays usable.
  let lifetime = new AbortController();
  const resolver = lazyResolver(files, { ...ANNEX_DOWNLOADS, ...opts.downloads });

  async function answerFor(
    req: Request,
    endpoint: ReplayEndpoint,
    fault: ReturnType<FaultController["pick"]>,
  ): Promise<Answer> {
    const r = await resolver();
    if (req.method === "GET" || req.method === "HEAD") {
      if (fault && isTerminal(fault)) {
        if (fault.kind === "unregistered") return r.unregistered("fault:unregistered");
        if (fault.kind === "auth-failure") return r.authFailure("fault:auth-failure");
        return terminalAnswer(fault, formatOf(new URL(req.url).searchParams));
      }
    }
    const derive = opts.derive;
    const unmatched = derive && (endpoint === "search" || endpoint === "service")
      ? unmatchedFor(derive, r, endpoint)
      : undefined;
    return answerFrom(r, req, endpoint, { strictHeaders: opts.strictHeaders, unmatched });
  }

  async function handle(req: Request, signal: AbortSignal): Promise<Response> {
    const url = new URL(req.url);
    const endpoint = endpointOf(url.pathname);
    const q = url.searchParams;
    const target = q.get("target")?.trim() || null;
    const isDrf = endpoint === "search" || endpoint === "service";
    const entry = stats.record({
      time: Date.now(),
      method: req.method,
      path: url.pathname,
      url: req.url,
      endpoint,
      target,
      query: firstValues(q),
      userAgent: req.headers.get("user-agent"),
      referer: req.headers.get("referer"),
      headers: Object.fromEntries(req.headers),
      status: 0,
      reason: "pending",
      fixture: null,
      synthetic: false,
      fault: null,
    });
    const fault = faults.pick({ endpoint, target, type: isDrf ? formatOf(q) : null });
    entry.fault = fault?.kind ?? null;
    const signals = [signal, lifetime.signal];
    try {
      const extra = fault?.kind === "latency" ? fault.ms : 0;
      await delay((endpoint === "other" ? 0 : latency[endpoint] ?? 0) + extra, signals);
      const answer = await answerFor(req, endpoint, fault);
      const bodyFault = fault && !isTerminal(fault) && fault.kind !== "latency" ? fault : null;
      return respond(req, answer, bodyFault, signals, entry);
    } catch (e) {
      entry.reason = signal.aborted || lifetime.signal.aborted ? "aborted" : "error";
      throw e;
    }
  }

  const handler: ReplayHandler = {
    fetch(input: Request | URL | string, init?: RequestInit): Promise<Response> {
      try {
        const req = input instanceof Request && !init ? input : new Request(input, init);
        return handle(req, req.signal);
      } catch (e) {
        return Promise.reject(e);
      }
    },
    stats,
    setFaults: (plan) => faults.set(plan),
    setLatency: (l) => {
      latency = { ...l };
    },
    reset: () => {
      stats.reset();
      faults.set(opts.faults);
      latency = { ...opts.latency };
    },
    ready: async () => {
      await resolver();
    },
    abortInFlight: (reason?: unknown) => {
      const old = lifetime;
      lifetime = new AbortController();
      old.abort(reason ?? new DOMException("replay upstream closed", "AbortError"));
    },
  };
  return { handler, handle };
}
