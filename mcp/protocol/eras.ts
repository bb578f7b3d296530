/**
 * Protocol eras: what `server/discover` announces, and how long a 2026-07-28 client may keep
 * the listings.
 *
 * @module
 */

import { type DiscoverResult, PROTOCOL_VERSIONS, type Server } from "./sdk.ts";

/**
 * `server/discover` names every version we speak, not only the stateless ones: the SDK lists
 * only 2026-07-28+ there (2025-era versions are otherwise negotiated by `initialize`), but a
 * client choosing how to talk to us should see both. The SDK installs its own discover handler
 * when it binds a serving entry, so the answer is amended where that handler reads it.
 */
export function listEveryVersion(server: Server): void {
  const target = server as unknown as { _ondiscover?: () => DiscoverResult };
  const original = target._ondiscover?.bind(server);
  if (!original) throw new Error("MCP SDK: server/discover hook not found (SDK version changed?)");
  target._ondiscover = () => {
    const base = original();
    const modern = base.supportedVersions ?? [];
    return {
      ...base,
      supportedVersions: [...modern, ...PROTOCOL_VERSIONS.filter((v) => !modern.includes(v))],
    };
  };
}

/**
 * The 2026-07-28 cache hints of the results that stay the same while the server runs: the tool
 * listing (its profile, BEOPMANG_TOOL_PROFILE, is fixed per process), the prompts, the guide
 * resource, the resource templates and `server/discover`. None depends on who asks — a caller's
 * own key (X-Law-OC) changes which key reaches law.go.kr, never what is listed — so the scope is
 * `public`: a shared gateway may serve one caller's copy to another. An hour, not forever: a
 * redeploy may change the listings, and a client then sees the new ones within the hour.
 * `resources/read` is left out: a law's text follows the upstream and the date asked.
 *
 * @example
 * ```ts
 * import { LISTING_CACHE_HINTS } from "./eras.ts";
 * LISTING_CACHE_HINTS["tools/list"]; // { ttlMs: 3600000, cacheScope: "public" }
 * ```
 */
export const LISTING_CACHE_HINTS: Readonly<
  Record<
    | "tools/list"
    | "prompts/list"
    | "resources/list"
    | "resources/templates/list"
    | "server/discover",
    { ttlMs: number; cacheScope: "public" }
  >
> = (() => {
  const hint = { ttlMs: 60 * 60 * 1000, cacheScope: "public" } as const;
  return {
    "tools/list": hint,
    "prompts/list": hint,
    "resources/list": hint,
    "resources/templates/list": hint,
    "server/discover": hint,
  };
})();
