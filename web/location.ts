/**
 * Every URL the app writes into a `Location` header or a link: {@link localTarget} is the one
 * function that turns a wanted target (`next` after sign-in, a route's redirect) into a header
 * value, and {@link pathTo} builds paths from ids with each value percent-encoded. A header value
 * holding a control character makes Deno's HTTP writer panic and end the process, and one holding
 * a character above U+00FF makes `Headers` throw; upstream ids (법령ID, 일련번호, 사건번호) and
 * a client's `next` can hold both, so nothing reaches a header without passing here.
 *
 * @module
 */

/** C0 and C1 controls and DEL: never legitimate in a target; the URL parser would drop some. */
// deno-lint-ignore no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
/** What a header value may hold after encoding: visible ASCII only. */
const HEADER_SAFE = /^[\x21-\x7e]+$/;
const ORIGIN = "http://local.invalid";
/** Longest target kept (a longer one is refused, not cut). */
export const MAX_TARGET_CHARS = 2048;

/**
 * One value as a URL path segment or query value: percent-encoded (`/`, `?`, `#`, controls and
 * non-ASCII included), lone surrogates first replaced by U+FFFD (they make `encodeURIComponent`
 * throw).
 *
 * @example
 * ```ts
 * import { segment } from "./location.ts";
 * segment("제750조"); // "%EC%A0%9C750%EC%A1%B0"
 * segment("a/\u0001"); // "a%2F%01"
 * ```
 */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value).toWellFormed());
}

/**
 * A path built from a template, every interpolated value encoded with {@link segment}: the way
 * to put an upstream id into a link or a redirect.
 *
 * @example
 * ```ts
 * import { pathTo } from "./location.ts";
 * pathTo`/law/${"001823"}/${"제750조"}`; // "/law/001823/%EC%A0%9C750%EC%A1%B0"
 * pathTo`/decision/${"prec"}/${"12/34"}`; // "/decision/prec/12%2F34"
 * ```
 */
export function pathTo(parts: TemplateStringsArray, ...values: (string | number)[]): string {
  let out = parts[0];
  for (let i = 0; i < values.length; i++) out += segment(values[i]) + parts[i + 1];
  return out;
}

/**
 * The `Location` value for a wanted target: a path on this site only (no scheme, no `//host`,
 * no `/\host`, nothing that resolves to another origin), refused when it holds a control
 * character or is longer than {@link MAX_TARGET_CHARS}, and otherwise percent-encoded to visible
 * ASCII (non-ASCII, spaces and quotes encoded). A refused target gives `fallback`; this never
 * throws.
 *
 * @example
 * ```ts
 * import { localTarget } from "./location.ts";
 * localTarget("/law/001823"); // "/law/001823"
 * localTarget("/search?q=민법"); // "/search?q=%EB%AF%BC%EB%B2%95"
 * localTarget("//evil.example/"); // "/"
 * localTarget("/\u0001"); // "/"
 * ```
 */
export function localTarget(target: string | null | undefined, fallback = "/"): string {
  if (
    typeof target !== "string" || target.length > MAX_TARGET_CHARS || target[0] !== "/" ||
    target[1] === "/" || target[1] === "\\" || CONTROLS.test(target)
  ) return fallback;
  let url: URL;
  try {
    url = new URL(target.toWellFormed(), ORIGIN);
  } catch {
    return fallback;
  }
  const out = url.pathname + url.search + url.hash;
  // `/.//evil.example` resolves to the path `//evil.example`: a browser reads that as a host.
  if (url.origin !== ORIGIN || out.startsWith("//") || !HEADER_SAFE.test(out)) return fallback;
  return out;
}
