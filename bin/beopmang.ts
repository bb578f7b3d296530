/**
 * The single-file binary's entry (`deno task compile` → `dist/beopmang`): `beopmang mcp` serves
 * MCP on stdio (what the MCPB bundle in manifest.json runs), anything else is the command line.
 * This file composes the two faces so that neither imports the other (each imports only lib);
 * the MCP server is loaded only for `mcp`, so the command line's start-up does not pay for it.
 *
 * @example
 * ```sh
 * deno run -A --unstable-kv bin/beopmang.ts "민법 제750조"
 * deno run -A --unstable-kv bin/beopmang.ts mcp
 * ```
 *
 * @module
 */

if (Deno.args.length === 1 && Deno.args[0] === "mcp") {
  const { serveFullStdio } = await import("../mcp/stdio/serve.ts");
  await serveFullStdio(); // the end of stdin ends the process
} else {
  const { main } = await import("../cli/main.ts");
  Deno.exit(await main(Deno.args));
}
