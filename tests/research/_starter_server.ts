/**
 * `legal_research` on a spawned stdio server that reads the starter library (no key, no library
 * set: the default on a fresh machine), for the tests that check an everyday answer end to end.
 * The starter file is materialised once per machine; the server waits for its opening however
 * loaded the machine is.
 */

import { type CallToolResult, Client, StdioClientTransport } from "../_mcp_client.ts";
import { stdioLaunch } from "../mcp/_servers.ts";

/** The result of one `legal_research` call and its text. */
export interface StarterAnswer {
  result: CallToolResult;
  text: string;
}

/** Calls `legal_research` with `query` on a fresh stdio server over the starter library. */
export async function researchOnStarter(query: string, name: string): Promise<StarterAnswer> {
  const cache = await Deno.makeTempDir({ prefix: `${name}-` });
  const client = new Client({ name, version: "0" });
  await client.connect(
    new StdioClientTransport(stdioLaunch({
      BEOPMANG_CACHE_DIR: cache,
      BEOPMANG_LIBRARY_WAIT_MS: "900000",
    })),
  );
  try {
    const result = await client.callTool(
      { name: "legal_research", arguments: { query } },
      undefined,
      { timeout: 900_000 },
    ) as CallToolResult;
    const text = result.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");
    return { result, text };
  } finally {
    await client.close();
  }
}
