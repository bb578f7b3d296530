/**
 * Minimal MCP clients for the peer benchmark: newline-delimited JSON-RPC over a child's stdio, and
 * stateless POSTs to `/mcp`. Hand-rolled (not the SDK client) so that the timings contain the
 * servers' work and the pipe, nothing else.
 *
 * @module
 */

/** A JSON-RPC answer: `result` or `error`. */
export interface RpcAnswer {
  /** Result object. */
  result?: Record<string, unknown>;
  /** Error object. */
  error?: { code: number; message: string };
}

/** A server process spoken to over stdio. */
export class StdioPeer {
  readonly #child: Deno.ChildProcess;
  readonly #writer: WritableStreamDefaultWriter<Uint8Array>;
  readonly #pending = new Map<number, (a: RpcAnswer) => void>();
  #next = 1;
  #done: Promise<void>;
  /** When the process was spawned (performance.now()). */
  readonly started: number;

  /** Spawns `command args` with `env` (added to PATH/HOME). */
  constructor(command: string, args: string[], env: Record<string, string>) {
    this.started = performance.now();
    this.#child = new Deno.Command(command, {
      args,
      env: { PATH: Deno.env.get("PATH") ?? "", HOME: Deno.env.get("HOME") ?? "/tmp", ...env },
      clearEnv: true,
      stdin: "piped",
      stdout: "piped",
      stderr: "null",
    }).spawn();
    this.#writer = this.#child.stdin.getWriter();
    this.#done = this.#read();
  }

  /** Process id (for /proc). */
  get pid(): number {
    return this.#child.pid;
  }

  async #read(): Promise<void> {
    let buf = "";
    for await (const chunk of this.#child.stdout.pipeThrough(new TextDecoderStream())) {
      buf += chunk;
      let nl: number;
      while ((nl = buf.indexOf("\n")) >= 0) {
        const line = buf.slice(0, nl).trim();
        buf = buf.slice(nl + 1);
        if (!line) continue;
        try {
          const msg = JSON.parse(line);
          const resolve = typeof msg.id === "number" ? this.#pending.get(msg.id) : undefined;
          if (resolve && !msg.method) {
            this.#pending.delete(msg.id);
            resolve(msg);
          }
        } catch { /* a log line on stdout: not ours to judge here */ }
      }
    }
    for (const r of this.#pending.values()) r({ error: { code: -1, message: "process exited" } });
  }

  /** Sends a request and waits for its answer (or `timeoutMs`). */
  request(method: string, params: unknown, timeoutMs = 180_000): Promise<RpcAnswer> {
    const id = this.#next++;
    const answer = new Promise<RpcAnswer>((resolve) => {
      const t = setTimeout(() => {
        this.#pending.delete(id);
        resolve({ error: { code: -2, message: `timeout after ${timeoutMs} ms` } });
      }, timeoutMs);
      this.#pending.set(id, (a) => {
        clearTimeout(t);
        resolve(a);
      });
    });
    this.#send({ jsonrpc: "2.0", id, method, params });
    return answer;
  }

  /** Sends a notification. */
  notify(method: string, params?: unknown): void {
    this.#send({ jsonrpc: "2.0", method, ...(params ? { params } : {}) });
  }

  #send(msg: unknown): void {
    this.#writer.write(new TextEncoder().encode(JSON.stringify(msg) + "\n")).catch(() => {});
  }

  /** initialize + initialized; returns the time the answer came (ms since spawn). */
  async initialize(): Promise<number> {
    const a = await this.request("initialize", INIT_PARAMS, 120_000);
    if (a.error) throw new Error(`initialize: ${a.error.message}`);
    const t = performance.now() - this.started;
    this.notify("notifications/initialized");
    return t;
  }

  /** Closes stdin and waits for the exit (kills after 3 s). */
  async close(): Promise<void> {
    await this.#writer.close().catch(() => {});
    const timer = setTimeout(() => {
      try {
        this.#child.kill("SIGKILL");
      } catch { /* already gone */ }
    }, 3000);
    await this.#child.status;
    clearTimeout(timer);
    await this.#done.catch(() => {});
  }
}

/** initialize parameters both servers accept. */
export const INIT_PARAMS = {
  protocolVersion: "2025-06-18",
  capabilities: {},
  clientInfo: { name: "bench-peer", version: "0" },
};

/** One stateless MCP POST; returns the parsed answer and the HTTP status. */
export async function httpRpc(
  url: string,
  method: string,
  params: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; answer?: RpcAnswer }> {
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-06-18",
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const text = await res.text();
  if (!res.ok) return { status: res.status };
  // Either a JSON body or one SSE `data:` event.
  const json = text.startsWith("{") ? text : text.split("\n").find((l) => l.startsWith("data:"))
    ?.slice(5);
  try {
    return { status: res.status, answer: json ? JSON.parse(json) : undefined };
  } catch {
    return { status: res.status };
  }
}

/** Text the model reads: the `text` parts of a tools/call result. */
export function resultText(result: Record<string, unknown> | undefined): string {
  const content = (result?.content ?? []) as { type: string; text?: string }[];
  return content.filter((c) => c.type === "text").map((c) => c.text ?? "").join("\n");
}

/** UTF-8 byte length. */
export function bytes(s: string): number {
  return new TextEncoder().encode(s).length;
}

/** Median (NaN for none). */
export function median(xs: number[]): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** Percentile by nearest rank. */
export function percentile(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

/** Peak resident set (VmHWM, kB) of a process, or NaN. */
export function peakRssKb(pid: number): number {
  try {
    const m = Deno.readTextFileSync(`/proc/${pid}/status`).match(/VmHWM:\s+(\d+)/);
    return m ? Number(m[1]) : NaN;
  } catch {
    return NaN;
  }
}

/**
 * CPU time (user + system, ms, 10 ms ticks) a process has used so far, from /proc, or NaN.
 * Less sensitive than wall time to other load on a shared machine.
 */
export function cpuMs(pid: number): number {
  try {
    const stat = Deno.readTextFileSync(`/proc/${pid}/stat`);
    // Fields after the command name (which may hold spaces) in parentheses: utime is the 12th.
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return NaN;
  }
}
