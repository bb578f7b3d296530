/**
 * The protocol versions this server speaks: ours to name (the SDK server is given them, and the
 * stdio opening negotiates them before the SDK loads), kept equal to the SDK's own list by
 * tests/mcp/stdio_open.test.ts.
 *
 * @module
 */

/** The first protocol revision of the stateless era (per-request `_meta`, `server/discover`). */
export const MODERN_PROTOCOL_VERSION = "2026-07-28";

/**
 * The 2025-era revisions we speak, newest first: `initialize` settles on the one asked when it
 * is here, else on the first (as the SDK negotiates). The SDK's own list
 * (`SUPPORTED_PROTOCOL_VERSIONS`) must equal it: a test fails when an SDK update changes it.
 */
export const LEGACY_PROTOCOL_VERSIONS: readonly string[] = [
  "2025-11-25",
  "2025-06-18",
  "2025-03-26",
  "2024-11-05",
  "2024-10-07",
];

/** Every protocol version this server speaks, newest first (`server/discover` lists them all). */
export const PROTOCOL_VERSIONS: readonly string[] = [
  MODERN_PROTOCOL_VERSION,
  ...LEGACY_PROTOCOL_VERSIONS,
];

/** The version a legacy HTTP request without `MCP-Protocol-Version` is taken to speak (spec). */
export const DEFAULT_LEGACY_VERSION = "2025-03-26";

/** The revision that introduced `resource_link` content items. */
export const RESOURCE_LINK_SINCE = "2025-06-18";
