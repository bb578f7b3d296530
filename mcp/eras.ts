/**
 * Protocol eras: what `server/discover` announces.
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
