import { mcpHarness } from "../_mcp.ts";
await using h = await mcpHarness();
const [name, args] = JSON.parse(Deno.args[0]);
const r = await h.call(name, args);
console.log(r.text);
if (Deno.args[1]) console.log(JSON.stringify(r.structuredContent, null, 1));
