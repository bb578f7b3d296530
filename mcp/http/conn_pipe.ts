/**
 * The byte pumps of the connection guard (`conn_guard.ts`): copying one socket to another, and
 * closing sockets that may already be closed.
 *
 * @module
 */

/**
 * Closes each connection given, ignoring those already closed.
 *
 * @example
 * ```ts
 * import { closeQuietly } from "./conn_pipe.ts";
 * const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
 * const c = await Deno.connect({ hostname: "127.0.0.1", port: l.addr.port });
 * closeQuietly(c, undefined);
 * closeQuietly(c); // twice: no error
 * l.close();
 * ```
 */
export function closeQuietly(...conns: (Deno.Conn | undefined)[]): void {
  for (const c of conns) {
    try {
      c?.close();
    } catch { /* already closed */ }
  }
}

/**
 * Copies `from` to `to` until either ends, calling `onData` per chunk; with `halfClose`, the end
 * of `from` is passed on as the end of `to`'s input (and `to` stays readable), else both close.
 *
 * @example
 * ```ts
 * import { copy } from "./conn_pipe.ts";
 * declare const client: Deno.TcpConn, server: Deno.TcpConn;
 * await Promise.all([copy(client, server, () => {}, true), copy(server, client, () => {}, false)]);
 * ```
 */
export async function copy(
  from: Deno.TcpConn,
  to: Deno.TcpConn,
  onData: () => void,
  halfClose: boolean,
): Promise<void> {
  const buf = new Uint8Array(32 * 1024);
  try {
    for (;;) {
      const n = await from.read(buf);
      if (n === null) break;
      onData();
      await writeAll(to, buf.subarray(0, n));
    }
    // The client finished sending: the inner server sees the same end of input it would
    // have seen directly (and aborts a pending request as a client that went away).
    if (halfClose) return await to.closeWrite();
  } catch { /* either side gone */ }
  closeQuietly(from, to);
}

/**
 * Writes all of `bytes` (one `write` may take only part).
 *
 * @example
 * ```ts
 * import { writeAll } from "./conn_pipe.ts";
 * declare const conn: Deno.TcpConn;
 * await writeAll(conn, new TextEncoder().encode("GET / HTTP/1.1\r\n\r\n"));
 * ```
 */
export async function writeAll(to: Deno.TcpConn, bytes: Uint8Array): Promise<void> {
  for (let off = 0; off < bytes.length;) off += await to.write(bytes.subarray(off));
}

/**
 * Resolves after `ms`.
 *
 * @example
 * ```ts
 * import { sleep } from "./conn_pipe.ts";
 * await sleep(10);
 * ```
 */
export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
