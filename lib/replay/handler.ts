/**
 * The replay handler: one web-standard `(Request) → Response` function serving recorded DRF
 * answers, used both behind `Deno.serve` (tests, benchmarks) and directly as a `fetch`
 * replacement (the product's offline demo mode).
 *
 * @module
 */

import { ANNEX_DOWNLOADS } from "./annex.ts";
import { FaultController, isTerminal, terminalAnswer } from "./faults.ts";
import { FixtureIndex } from "./fixture_index.ts";
import { statusPage } from "./pages.ts";
import { directoryFiles } from "./files.ts";
import { type Answer, CONTENT_TYPES, Resolver } from "./resolve.ts";
import { respond } from "./respond.ts";
import { StatsRecorder } from "./stats.ts";
import { delay } from "./streams.ts";
import type {
  DrfFormat,
  LatencyPlan,
  ReplayEndpoint,
  ReplayHandler,
  ReplayHandlerOptions,
} from "./types.ts";

const ROUTES: Readonly<Record<string, ReplayEndpoint>> = {
  "/DRF/lawSearch.do": "search",
  "/lawSearch.do": "search",
  "/DRF/lawService.do": "service",
  "/lawService.do": "service",
  "/LSW/flDownload.do": "download",
  "/flDownload.do": "download",
};

/** Requested format after defaulting to XML; null when it is none of the three. */
function formatOf(q: URLSearchParams): DrfFormat | null {
  const t = (q.get("type")?.trim() || "XML").toUpperCase();
  return t === "XML" || t === "JSON" || t === "HTML" ? t : null;
}

function firstValues(q: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of q) if (!(k in out)) out[k] = v;
  return out;
}

function plainAnswer(status: number, reason: string): Answer {
  return {
    status,
    contentType: CONTENT_TYPES.HTML,
    body: statusPage(status),
    reason,
    fixture: null,
    synthetic: true,
  };
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

/** Builds the handler and exposes the signal-explicit entry point used by the server. */
export function createReplayCore(opts: ReplayHandlerOptions): ReplayCore {
  const files = opts.files ?? directoryFiles(opts.fixturesDir ?? "");
  if (!opts.files && opts.fixturesDir === undefined) {
    throw new TypeError("replay: give `files` or `fixturesDir`");
  }
  const stats = new StatsRecorder(opts.logLimit ?? 100);
  const faults = new FaultController();
  faults.set(opts.faults);
  let latency: LatencyPlan = { ...opts.latency };
  // Aborted by abortInFlight(); replaced right after so the handler stays usable.
  let lifetime = new AbortController();
  const downloads = { ...ANNEX_DOWNLOADS, ...opts.downloads };
  let loading: Promise<Resolver> | undefined;

  const resolver = (): Promise<Resolver> => {
    loading ??= FixtureIndex.loadFrom(files).then((index) =>
      new Resolver(files, index, downloads, opts.derive)
    );
    // Forget a failed load so that a later call can retry (e.g. after fixing the directory).
    loading.catch(() => loading = undefined);
    return loading;
  };

  async function answerFor(
    req: Request,
    endpoint: ReplayEndpoint,
    fault: ReturnType<FaultController["pick"]>,
  ): Promise<Answer> {
    const r = await resolver();
    const q = new URL(req.url).searchParams;
    if (req.method !== "GET" && req.method !== "HEAD") {
      return plainAnswer(405, "method-not-allowed");
    }
    if (fault && isTerminal(fault)) {
      if (fault.kind === "unregistered") return r.unregistered("fault:unregistered");
      if (fault.kind === "auth-failure") return r.authFailure("fault:auth-failure");
      return terminalAnswer(fault);
    }
    if (endpoint === "search" || endpoint === "service") {
      return r.drf(endpoint, q, opts.strictHeaders ?? false, req.headers.get("referer"));
    }
    if (endpoint === "download") {
      // No file recorded under this flSeq: a stand-in 404 the demo reports as NOT_RECORDED.
      return (await r.download(q)) ?? { ...plainAnswer(404, "unknown-flseq"), unrecorded: true };
    }
    return plainAnswer(404, "unknown-path");
  }

  async function handle(req: Request, signal: AbortSignal): Promise<Response> {
    const url = new URL(req.url);
    const endpoint = ROUTES[url.pathname] ?? "other";
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
