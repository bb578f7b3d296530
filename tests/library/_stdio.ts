/**
 * The stdio MCP server spawned as a client would, for the law-library tests: its stderr is
 * kept (the start-up lines), and every answer's text is at hand.
 */

import { type CallToolResult, Client, StdioClientTransport } from "../_mcp_client.ts";
import { childEnv } from "../_support.ts";

const root = new URL("../../", import.meta.url).pathname;

/** A connected client of a spawned stdio server. */
export interface StdioServer {
  /** Calls a tool: its result with the text joined. */
  call(name: string, args: Record<string, unknown>): Promise<CallToolResult & { text: string }>;
  /** What the server printed on stderr so far. */
  stderr(): string;
  [Symbol.asyncDispose](): Promise<void>;
}

/** Spawns `mcp/stdio.ts` with `env` (cache off, structured content always). */
export async function spawnStdio(env: Record<string, string>): Promise<StdioServer> {
  const transport = new StdioClientTransport({
    command: Deno.execPath(),
    args: ["run", "-A", "--quiet", "mcp/stdio.ts"],
    cwd: root,
    env: childEnv({ BEOPMANG_CACHE: "off", BEOPMANG_STRUCTURED_CONTENT: "always", ...env }),
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (d: Uint8Array) => (stderr += new TextDecoder().decode(d)));
  const client = new Client({ name: "beopmang-library-test", version: "0" });
  await client.connect(transport);
  return {
    async call(name, args) {
      const r = await client.callTool({ name, arguments: args }) as CallToolResult;
      const text = r.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");
      return { ...r, text };
    },
    stderr: () => stderr,
    async [Symbol.asyncDispose]() {
      await client.close();
    },
  };
}
