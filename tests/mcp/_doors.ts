/**
 * Pieces of the door tests (issue 28): one HTTP/1.1 request over a raw socket (fetch sets Host
 * itself and refuses some header values we must send), the `deno serve` entry as a process, a
 * start that is expected to fail, and a check that a spawned server still answers.
 */

import assert from "node:assert/strict";
import { childEnv } from "../_support.ts";
import { ROOT } from "./_servers.ts";

/** What came back over the raw socket. */
export interface RawAnswer {
  /** Status code (NaN when the connection closed without an answer). */
  status: number;
  /** Lower-cased header names and their values (the last of each). */
  headers: Record<string, string>;
  /** Every `Set-Cookie` line. */
  cookies: string[];
  /** The body as text. */
  body: string;
  /** The whole answer. */
  text: string;
}

/**
 * One request over a raw socket: `Host` (and every other header) exactly as given — control
 * characters, CR LF and non-ASCII (as UTF-8) included — and the body's bytes as given.
 */
export async function raw(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | Uint8Array = "",
): Promise<RawAnswer> {
  const u = new URL(base);
  const conn = await Deno.connect({ hostname: "127.0.0.1", port: Number(u.port) });
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const head = `${method} ${path} HTTP/1.1\r\n` +
    Object.entries({ host: u.host, ...headers }).map(([k, v]) => `${k}: ${v}\r\n`).join("") +
    (bytes.length || method === "POST" ? `content-length: ${bytes.length}\r\n` : "") +
    "connection: close\r\n\r\n";
  const headBytes = new TextEncoder().encode(head);
  const all = new Uint8Array(headBytes.length + bytes.length);
  all.set(headBytes);
  all.set(bytes, headBytes.length);
  await conn.write(all);
  const text = await new Response(conn.readable).text().catch(() => "");
  const [top, ...rest] = text.split("\r\n\r\n");
  const lines = top.split("\r\n");
  const out: Record<string, string> = {};
  const cookies: string[] = [];
  for (const line of lines.slice(1)) {
    const i = line.indexOf(":");
    if (i < 0) continue;
    const name = line.slice(0, i).trim().toLowerCase();
    out[name] = line.slice(i + 1).trim();
    if (name === "set-cookie") cookies.push(out[name]);
  }
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]),
    headers: out,
    cookies,
    body: rest.join("\r\n\r\n"),
    text,
  };
}

/** A free loopback port. */
export function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

/** A spawned server process and its stderr. */
export interface Spawned {
  /** `http://127.0.0.1:<port>` (whatever it binds, it is reached over loopback). */
  url: string;
  /** Its stderr so far. */
  stderr(): string;
  /** Whether it has exited. */
  exited(): boolean;
  /** Stops it. */
  stop(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

function spawn(args: string[], env: Record<string, string>, port: number): Spawned {
  const child = new Deno.Command(Deno.execPath(), {
    args,
    cwd: ROOT,
    clearEnv: true,
    env: childEnv(env),
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).spawn();
  let err = "";
  let done = false;
  const status = child.status.then((s) => {
    done = true;
    return s;
  });
  const pump = (async () => {
    const reader = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      err += value;
    }
  })();
  const stop = async () => {
    if (!done) child.kill("SIGTERM");
    await status;
    await pump.catch(() => {});
  };
  return {
    url: `http://127.0.0.1:${port}`,
    stderr: () => err,
    exited: () => done,
    stop,
    [Symbol.asyncDispose]: stop,
  };
}

/**
 * `deno serve` on `mcp/http.ts` bound to `host` (as `deno task serve` and Deploy run it), resolved
 * once `/health` answers; rejects with its stderr when it exits first.
 */
export async function startServe(
  host: string,
  env: Record<string, string>,
  startMs = 60_000,
): Promise<Spawned> {
  const port = freePort();
  const s = spawn(
    ["serve", "-A", "--quiet", "--host", host, "--port", String(port), "mcp/http.ts"],
    env,
    port,
  );
  const end = Date.now() + startMs;
  for (;;) {
    if (s.exited()) throw new Error(`deno serve exited: ${s.stderr()}`);
    const up = await fetch(`${s.url}/health`).then(async (r) => (await r.body?.cancel(), true))
      .catch(() => false);
    if (up) return s;
    if (Date.now() > end) {
      await s.stop();
      throw new Error(`deno serve did not come up: ${s.stderr()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * An entry that must refuse to start: runs it with `env` until it exits (or, when it starts
 * serving after all, until `/health` answers, then stops it); returns whether it served, its exit
 * code and what it said. `serve` runs `deno serve` bound to that host, else `mcp/start.ts`.
 */
export async function refusedStart(
  env: Record<string, string>,
  serve?: string,
  startMs = 60_000,
): Promise<{ served: boolean; code: number; stderr: string }> {
  const port = freePort();
  const args = serve
    ? ["serve", "-A", "--quiet", "--host", serve, "--port", String(port), "mcp/http.ts"]
    : ["run", "-A", "--quiet", "mcp/start.ts"];
  const child = new Deno.Command(Deno.execPath(), {
    args,
    cwd: ROOT,
    clearEnv: true,
    env: childEnv({ PORT: String(port), ...env }),
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).spawn();
  const out = child.output();
  let exited = false;
  out.finally(() => exited = true).catch(() => {});
  let served = false;
  const end = Date.now() + startMs;
  while (!exited && Date.now() < end) {
    // deno serve answers only after onListen ran: a refusal there exits before any answer.
    served = await fetch(`http://127.0.0.1:${port}/health`)
      .then(async (r) => (await r.body?.cancel(), true)).catch(() => false);
    if (served) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!exited) child.kill("SIGTERM");
  const o = await out;
  return { served, code: o.code, stderr: new TextDecoder().decode(o.stderr) };
}

/** The server still answers `/health` with 200. */
export async function assertAlive(base: string, what: string): Promise<void> {
  const res = await fetch(`${base}/health`).catch((e) => e as Error);
  assert.ok(res instanceof Response, `${what}: the server is gone (${res})`);
  assert.equal(res.status, 200, what);
  await res.body?.cancel();
}
