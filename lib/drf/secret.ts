/**
 * Keeping the OC key out of everything we print.
 *
 * The upstream echoes the caller's key in every `…상세링크` field, and Deno's network errors
 * quote the full request URL. Both pass through here before they reach a cache, a log line,
 * an error message or a tool result.
 *
 * @module
 */

/** What a masked key looks like in output. */
export const OC_MASK = "***";

const OC_PARAM = /([?&;]|&amp;|\b)OC=[^&"'<>\s]*/gi;

/**
 * Replaces every `OC=<value>` query parameter in `text` with `OC=***`, and every literal
 * occurrence of `oc` itself when given (keys of three or more characters only, so that a
 * short test key cannot mangle ordinary text).
 *
 * @example
 * ```ts
 * import { maskSecrets } from "./secret.ts";
 * maskSecrets("/DRF/lawService.do?OC=kim&target=law"); // "/DRF/lawService.do?OC=***&target=law"
 * ```
 */
export function maskSecrets(text: string, oc?: string): string {
  let out = text.includes("OC=") || text.includes("oc=")
    ? text.replace(OC_PARAM, (_m, pre: string) => `${pre}OC=${OC_MASK}`)
    : text;
  if (oc && oc.length >= 3 && out.includes(oc)) out = out.replaceAll(oc, OC_MASK);
  return out;
}

/**
 * A short, non-reversible fingerprint of a key, for per-key bookkeeping (e.g. which formats a
 * key is approved for) without holding the key itself in a map that might be dumped.
 */
export function keyFingerprint(oc: string): string {
  // FNV-1a: not cryptographic, but the fingerprint never leaves the process.
  let h = 0x811c9dc5;
  for (let i = 0; i < oc.length; i++) {
    h ^= oc.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
