/**
 * Connection limits in front of `Deno.serve`, which has none in Deno 2.9.6: no time limit on
 * request headers or idle keep-alive, no cap on connections, and an accept error ("Too many open
 * files") ends its server. So `deno task start` accepts TCP connections itself: it counts them
 * (in all and per client address), refuses the ones over a cap with a 503, closes those that send
 * no complete request head in time or stay idle between requests, backs off when the process is
 * out of descriptors, and hands every admitted connection to a private `Deno.serve` on an
 * ephemeral loopback port (opened only once the client has sent its first byte, so a connection
 * that never speaks costs one descriptor). The handler sees the real client address.
 *
 * @module
 */

import { connectionsLog, type ConnLimits } from "./conn_limits.ts";
import { closeQuietly, copy, sleep, writeAll } from "./conn_pipe.ts";

export { connLimitsFromEnv, defaultMaxConnections, fdLimit } from "./conn_limits.ts";
export type { ConnLimits } from "./conn_limits.ts";

/** A `Deno.serve` handler that receives the client's own address. */
export type GuardedHandler = (
  req: Request,
  info: { remoteAddr: Deno.NetAddr },
) => Response | Promise<Response>;

/** A running guarded server. */
export interface GuardedServer {
  /** The public address. */
  addr: Deno.NetAddr;
  /** Open connections, and how many were refused, timed out, or failed to be accepted. */
  stats(): { open: number; refused: number; timedOut: number; acceptErrors: number };
  /** Stops accepting, closes every connection and the inner server. */
  shutdown(): Promise<void>;
}

type Phase = "head" | "busy" | "idle";

interface Conn {
  outer: Deno.TcpConn;
  inner?: Deno.TcpConn;
  remote: Deno.NetAddr;
  phase: Phase;
  deadline: number;
  active: number;
  closed: boolean;
}

const REFUSAL = new TextEncoder().encode(
  "HTTP/1.1 503 Service Unavailable\r\nconnection: close\r\ncontent-type: text/plain\r\n" +
    "retry-after: 1\r\ncontent-length: 33\r\n\r\ntoo many connections; retry later\n",
);

/**
 * Serves `handler` on `hostname:port` behind the connection limits.
 *
 * @example
 * ```ts
 * import { serveGuarded } from "./conn_guard.ts";
 * const limits = { headerTimeoutMs: 10_000, idleTimeoutMs: 5_000, maxConnections: 256, maxPerClient: 64 };
 * const s = await serveGuarded({ hostname: "127.0.0.1", port: 0, limits }, () => new Response("ok"));
 * await s.shutdown();
 * ```
 */
export function serveGuarded(
  opts: { hostname: string; port: number; limits: ConnLimits; log?: (msg: string) => void },
  handler: GuardedHandler,
): Promise<GuardedServer> {
  const { limits } = opts;
  const log = opts.log ?? connectionsLog;
  const conns = new Set<Conn>();
  const perClient = new Map<string, number>();
  const byInnerPort = new Map<number, Conn>();
  const counts = { refused: 0, timedOut: 0, acceptErrors: 0 };
  let stopping = false;

  const ended = (c: Conn) => {
    if (--c.active > 0) return;
    c.active = 0;
    c.phase = "idle";
    c.deadline = Date.now() + limits.idleTimeoutMs;
  };
  // Busy from the moment the request head is parsed until the handler answers; then the idle
  // clock runs from the last byte sent, so an answer that streams (SSE keep-alives, the
  // heartbeats of a slow JSON answer) is never cut while it sends. Tracking each body's end
  // instead costs more than the proxy itself: reading `res.headers` or `res.body` takes
  // Deno.serve off its fast path (measured: 2.5× the per-request cost).
  const inner = async (req: Request, info: Deno.ServeHandlerInfo<Deno.NetAddr>) => {
    const c = byInnerPort.get(info.remoteAddr.port);
    if (!c) return new Response("Misdirected Request\n", { status: 421 });
    c.active++;
    c.phase = "busy";
    try {
      return await handler(req, { remoteAddr: c.remote });
    } finally {
      ended(c);
    }
  };

  let server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, inner);
  // The inner server's accept loop dies on an accept error; the caps keep it from one, and if
  // it happens anyway a new inner server takes over (the connections it held are lost).
  const watch = (s: Deno.HttpServer<Deno.NetAddr>) => {
    s.finished.catch(async (e) => {
      if (stopping) return;
      log(`inner server stopped (${e instanceof Error ? e.message : e}); restarting`);
      for (let wait = 50; !stopping; wait = Math.min(wait * 2, 2_000)) {
        await sleep(wait);
        try {
          server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, inner);
          watch(server);
          return;
        } catch { /* still out of descriptors */ }
      }
    });
  };
  watch(server);

  const listener = Deno.listen({ hostname: opts.hostname, port: opts.port });

  const close = (c: Conn) => {
    if (c.closed) return;
    c.closed = true;
    closeQuietly(c.outer, c.inner);
  };
  const release = (c: Conn) => {
    close(c);
    if (!conns.delete(c)) return;
    const host = c.remote.hostname;
    const n = (perClient.get(host) ?? 1) - 1;
    if (n > 0) perClient.set(host, n);
    else perClient.delete(host);
  };

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const c of conns) {
      if (c.phase !== "busy" && c.deadline <= now) counts.timedOut++, release(c);
    }
  }, Math.max(10, Math.min(limits.headerTimeoutMs, limits.idleTimeoutMs) / 4));

  const pump = async (c: Conn) => {
    const buf = new Uint8Array(16 * 1024);
    const first = await c.outer.read(buf).catch(() => null);
    if (first === null || c.closed) return;
    let up: Deno.TcpConn;
    try {
      up = await Deno.connect({ hostname: "127.0.0.1", port: server.addr.port });
    } catch {
      // Out of descriptors between the cap and the kernel: refuse this one, keep serving.
      await c.outer.write(REFUSAL).catch(() => 0);
      return;
    }
    c.inner = up;
    if (c.closed) return void up.close();
    const port = (up.localAddr as Deno.NetAddr).port;
    byInnerPort.set(port, c);
    try {
      await writeAll(up, buf.subarray(0, first));
      await Promise.all([
        copy(c.outer, up, () => {
          if (c.phase === "idle") {
            c.phase = "head", c.deadline = Date.now() + limits.headerTimeoutMs;
          }
        }, true),
        copy(up, c.outer, () => {
          if (c.phase === "idle") c.deadline = Date.now() + limits.idleTimeoutMs;
        }, false),
      ]);
    } finally {
      byInnerPort.delete(port);
    }
  };

  const admit = (outer: Deno.TcpConn) => {
    const remote = outer.remoteAddr as Deno.NetAddr;
    const mine = perClient.get(remote.hostname) ?? 0;
    if (conns.size >= limits.maxConnections || mine >= limits.maxPerClient) {
      counts.refused++;
      outer.write(REFUSAL).catch(() => 0).finally(() => closeQuietly(outer));
      return;
    }
    const c: Conn = {
      outer,
      remote,
      phase: "head",
      deadline: Date.now() + limits.headerTimeoutMs,
      active: 0,
      closed: false,
    };
    conns.add(c);
    perClient.set(remote.hostname, mine + 1);
    pump(c).catch(() => {}).finally(() => release(c));
  };

  const accepting = (async () => {
    let wait = 10;
    let lastLog = 0;
    while (!stopping) {
      let conn: Deno.TcpConn;
      try {
        conn = await listener.accept();
        wait = 10;
      } catch (e) {
        if (stopping || e instanceof Deno.errors.BadResource) break;
        // Out of descriptors (EMFILE/ENFILE) or a transient error: new clients wait in the
        // kernel's backlog (or are refused by it) while open connections time out; never exit.
        counts.acceptErrors++;
        if (Date.now() - lastLog > 5_000) {
          lastLog = Date.now();
          log(`accept failed (${e instanceof Error ? e.message : e}); retrying in ${wait} ms`);
        }
        await sleep(wait);
        wait = Math.min(wait * 2, 1_000);
        continue;
      }
      admit(conn);
    }
  })();

  return Promise.resolve({
    addr: listener.addr as Deno.NetAddr,
    stats: () => ({ open: conns.size, ...counts }),
    async shutdown() {
      stopping = true;
      clearInterval(sweep);
      try {
        listener.close();
      } catch { /* closed */ }
      await accepting;
      for (const c of [...conns]) release(c);
      await server.shutdown().catch(() => {});
    },
  });
}
