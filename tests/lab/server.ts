/**
 * The replay handler behind a real HTTP listener on 127.0.0.1, for tests and benchmarks that
 * must exercise the client's network path (timeouts, resets, streaming limits).
 *
 * @module
 */

import { createReplayCore } from "./handler.ts";
import type { ReplayServer, ReplayServerOptions } from "./types.ts";

/** Starts `Deno.serve` on a free port (default) and resolves once the index is loaded. */
export async function startReplayServer(opts: ReplayServerOptions): Promise<ReplayServer> {
  const core = createReplayCore(opts);
  const handler = core.handler;
  // Fail before binding if the fixtures are missing, instead of answering 500s later.
  await handler.ready();
  const hostname = opts.hostname ?? "127.0.0.1";
  let closing: Promise<void> | undefined;
  const server = Deno.serve({
    hostname,
    port: opts.port ?? 0,
    // Silence the default "Listening on …" line; tests start many servers.
    onListen: () => {},
    // Handler errors here are aborted delays (client gone or server closing): no console noise.
    onError: () => new Response(null, { status: 500 }),
  }, (req, info) => {
    // Requests racing close() (keep-alive connections) must not start new stalls.
    if (closing) return new Response(null, { status: 503 });
    // `completed` rejects when the client goes away while the body is sent; `req.signal` aborts
    // when it goes away before (a delayed or stalled answer). The listener is removed once the
    // answer is complete, so Deno's legacy abort-on-success (without --unstable-no-legacy-abort)
    // does not count as a client leaving.
    const gone = new AbortController();
    const left = () => gone.abort(new DOMException("client went away", "AbortError"));
    req.signal.addEventListener("abort", left, { once: true });
    info.completed.then(
      () => req.signal.removeEventListener("abort", left),
      (e) => gone.abort(e),
    );
    return core.handle(req, gone.signal);
  });
  const host = hostname.includes(":") ? `[${hostname}]` : hostname;
  const origin = `http://${host}:${server.addr.port}`;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      // End stalled and delayed answers first: shutdown() waits for responses in flight.
      handler.abortInFlight(new DOMException("replay server closed", "AbortError"));
      await server.shutdown();
    })();
    return closing;
  };
  return {
    baseUrl: `${origin}/DRF`,
    origin,
    stats: handler.stats,
    handler,
    setFaults: (plan) => handler.setFaults(plan),
    setLatency: (l) => handler.setLatency(l),
    reset: () => handler.reset(),
    close,
    [Symbol.asyncDispose]: close,
  };
}
