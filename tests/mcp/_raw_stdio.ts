/**
 * A spawned stdio server read line by line, raw: what the stdio tests compare byte for byte, or
 * read as they come (a batch's answer is one array line).
 *
 * @module
 */

import { stdioLaunch } from "./_servers.ts";

/** A JSON-RPC message without its `jsonrpc` member. */
export type Msg = Record<string, unknown>;

/** A spawned stdio server read line by line, raw. */
export class RawSession {
  readonly #child: Deno.ChildProcess;
  readonly #w: WritableStreamDefaultWriter<Uint8Array>;
  readonly #lines: ReadableStreamDefaultReader<string>;
  #pending = "";
  stderr = "";
  readonly #errDone: Promise<void>;

  constructor(env: Record<string, string>) {
    const l = stdioLaunch(env);
    this.#child = new Deno.Command(l.command, {
      args: l.args,
      cwd: l.cwd,
      clearEnv: true,
      env: l.env,
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    this.#w = this.#child.stdin.getWriter();
    this.#lines = this.#child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    const stderr = this.#child.stderr;
    this.#errDone = (async () => {
      for await (const c of stderr.pipeThrough(new TextDecoderStream())) {
        this.stderr += c;
      }
    })();
  }

  /** Sends `m` (one message, or a batch) as one line. */
  send(m: Msg | Msg[]): Promise<void> {
    const line = Array.isArray(m)
      ? m.map((x) => ({ jsonrpc: "2.0", ...x }))
      : { jsonrpc: "2.0", ...m };
    return this.#w.write(new TextEncoder().encode(JSON.stringify(line) + "\n"));
  }

  /** The next line of stdout. */
  next(): Promise<string> {
    return this.#line();
  }

  async #line(): Promise<string> {
    for (;;) {
      const nl = this.#pending.indexOf("\n");
      if (nl >= 0) {
        const line = this.#pending.slice(0, nl);
        this.#pending = this.#pending.slice(nl + 1);
        return line;
      }
      const { value, done } = await this.#lines.read();
      if (done) throw new Error(`stdout ended; stderr: ${this.stderr}`);
      this.#pending += value;
    }
  }

  /** Every line up to and including the answer to `id`. */
  async through(id: unknown): Promise<string[]> {
    const out: string[] = [];
    for (;;) {
      const line = await this.#line();
      out.push(line);
      const m = JSON.parse(line) as Msg;
      if (m.method === undefined && m.id === id) return out;
    }
  }

  /** Sends request `m` and returns the lines it brought. */
  async request(m: Msg): Promise<string[]> {
    await this.send(m);
    return this.through(m.id);
  }

  async close(): Promise<string> {
    await this.#w.close();
    await this.#child.status;
    await this.#errDone;
    return this.stderr;
  }
}
