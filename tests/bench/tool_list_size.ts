/**
 * The tool-list tax: bytes and characters of the `tools/list` result a client receives on every
 * conversation, ours and korean-law-mcp 4.14.0's, measured the same way (the JSON-RPC `result`
 * object, serialised with JSON.stringify, UTF-8 bytes) over stdio.
 *
 *   deno run -A tests/bench/tool_list_size.ts [path/to/korean-law-mcp/build/index.js]
 *
 * Install the peer with `npm install korean-law-mcp@4.14.0` in a temporary folder first.
 *
 * @module
 */

import { Client, StdioClientTransport } from "../_mcp_client.ts";

async function measure(command: string, args: string[], env: Record<string, string>) {
  const transport = new StdioClientTransport({
    command,
    args,
    env: { PATH: Deno.env.get("PATH") ?? "", HOME: Deno.env.get("HOME") ?? "/tmp", ...env },
    stderr: "ignore",
  });
  const client = new Client({ name: "size-probe", version: "0" });
  await client.connect(transport);
  const result = await client.listTools();
  await client.close();
  const json = JSON.stringify(result);
  return {
    tools: result.tools.length,
    bytes: new TextEncoder().encode(json).length,
    chars: json.length,
  };
}

const root = new URL("../../", import.meta.url).pathname;
const ours = await measure(Deno.execPath(), ["run", "-A", "--quiet", `${root}mcp/stdio.ts`], {
  BEOPMANG_CACHE: "off",
});
console.log(`beopmang        tools=${ours.tools} bytes=${ours.bytes} chars=${ours.chars}`);
const peerPath = Deno.args[0];
if (peerPath) {
  const peer = await measure("node", [peerPath], { LAW_OC: "size-probe" });
  console.log(`korean-law-mcp  tools=${peer.tools} bytes=${peer.bytes} chars=${peer.chars}`);
  console.log(`ratio ours/peer bytes=${(ours.bytes / peer.bytes).toFixed(3)}`);
}
