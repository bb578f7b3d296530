/**
 * stdio entry of the MCP server: `deno run -A --unstable-kv mcp/stdio.ts` (or `deno task mcp`;
 * from JSR `deno run -A --unstable-kv jsr:@beopmang/law/mcp`).
 *
 * The server (`stdio/serve.ts`) answers a 2025-era client's `initialize`, `tools/list` and
 * `tools/call` itself — from its handshake, the tools' briefs and the SDK server's own call core —
 * so a client that lists and calls tools never loads the SDK; the first message only the SDK
 * server answers (resources, prompts, completions …) loads it, and it then serves the session.
 * Each tool is imported on its first call. stdout carries the protocol; logs go to stderr.
 *
 * @module
 */

import { serveFullStdio } from "./stdio/serve.ts";

if (import.meta.main) await serveFullStdio();
