/**
 * One rule for where clients are, for every entry (`deno task start`, `deno serve`, a caller of
 * `createApp`): who the client is (the socket's address, or behind a trusted proxy the address
 * that proxy appended to `X-Forwarded-For` — never the leftmost one, which the client writes
 * itself), and whether a client can be remote, in which case a token is required whatever the
 * bind address. A hosted server (`BEOPMANG_HOSTED=1`) holds no key of ours, so it keeps its own
 * rule: open, with its rate limits.
 *
 * @module
 */

import { isLoopback } from "./checks.ts";

/** Shortest `BEOPMANG_AUTH_TOKEN` accepted: a guessable token is no guard. */
export const MIN_TOKEN_CHARS = 16;

/** What the rule looks at. */
export interface Exposure {
  /** The bind address; undefined = unknown (then only loopback clients pass without a token). */
  hostname?: string;
  /** The token, if any. */
  authToken?: string;
  /** `BEOPMANG_TRUST_PROXY`: how many proxies in front append to `X-Forwarded-For` (0: none). */
  trustProxy?: boolean | number;
  /** Host names accepted besides loopback ones. */
  allowedHosts?: readonly string[];
  /** Hosted: no key of ours to spend. */
  hosted: boolean;
}

/**
 * The number of trusted proxy hops: `true` (and `BEOPMANG_TRUST_PROXY=1`) is one.
 *
 * @example
 * ```ts
 * import { proxyHops } from "./exposure.ts";
 * proxyHops(true); // 1
 * proxyHops(2); // 2
 * ```
 */
export function proxyHops(trust: boolean | number | undefined): number {
  if (trust === true) return 1;
  return typeof trust === "number" && Number.isInteger(trust) && trust > 0 ? trust : 0;
}

/**
 * Why these settings would let a remote client spend the server's key, or carry a token too
 * short to guard it; `undefined` when they are safe. Clients can be remote when the bind address
 * is off loopback, when a proxy forwards to us (`trustProxy`), or when a Host name other than a
 * loopback one is accepted (`allowedHosts`: a proxy on this machine forwards under that name).
 *
 * @example
 * ```ts
 * import { exposureProblem } from "./exposure.ts";
 * exposureProblem({ hostname: "127.0.0.1", trustProxy: 1, hosted: false }); // a message
 * exposureProblem({ hostname: "127.0.0.1", hosted: false }); // undefined
 * ```
 */
export function exposureProblem(e: Exposure): string | undefined {
  if (e.authToken !== undefined && e.authToken.length < MIN_TOKEN_CHARS) {
    return `Refusing to start: BEOPMANG_AUTH_TOKEN has ${e.authToken.length} characters; it ` +
      `needs at least ${MIN_TOKEN_CHARS} (e.g. the output of \`openssl rand -hex 16\`).`;
  }
  if (e.authToken || e.hosted) return undefined;
  const why = e.hostname !== undefined && !isLoopback(e.hostname)
    ? `it is bound to ${e.hostname}`
    : proxyHops(e.trustProxy) > 0
    ? "BEOPMANG_TRUST_PROXY says a proxy forwards other machines' requests"
    : (e.allowedHosts ?? []).some((h) => !isLoopback(h.replace(/:\d+$/, "")))
    ? `BEOPMANG_ALLOWED_HOSTS accepts ${(e.allowedHosts ?? []).join(", ")}`
    : undefined;
  return why &&
    `Refusing to serve MCP without BEOPMANG_AUTH_TOKEN: ${why}, so clients can be remote and ` +
      "anyone who reaches it could spend the server's key. Set a token " +
      `(${MIN_TOKEN_CHARS}+ characters), or bind 127.0.0.1 with no proxy in front.`;
}

/**
 * The client's address: behind `hops` trusted proxies, the `hops`-th address from the right of
 * `X-Forwarded-For` (each proxy appends the address it was reached from, so those are the only
 * ones a client cannot write); otherwise, or when the header is absent or empty, the socket's.
 *
 * @example
 * ```ts
 * import { clientAddress } from "./exposure.ts";
 * const req = new Request("http://x/", { headers: { "x-forwarded-for": "127.0.0.1, 203.0.113.9" } });
 * clientAddress(req, undefined, 1); // "203.0.113.9"
 * ```
 */
export function clientAddress(
  req: Request,
  info: { remoteAddr?: Deno.Addr } | undefined,
  hops: number,
): string | undefined {
  if (hops > 0) {
    const chain = (req.headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim());
    // Fewer entries than hops: every one of them was appended by a proxy we trust.
    const picked = chain[Math.max(0, chain.length - hops)]?.slice(0, 100);
    if (picked) return picked;
  }
  const a = info?.remoteAddr;
  return a && "hostname" in a ? a.hostname : undefined;
}
