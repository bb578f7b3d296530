/**
 * Defence in depth against persisting the DRF API key: cache keys are built by callers
 * *without* the `OC` parameter, and this guard catches the mistake if one slips through.
 *
 * @module
 */

// `OC=` at the start of the key or after a non-identifier character (`?OC=`, `&oc=`,
// `law:OC=`), so ordinary words that merely end in "oc" (`doc=`, `proc=`) are not refused.
const OC_PARAM = /(^|[^A-Za-z0-9_])oc=/i;

/**
 * Whether `key` looks like it carries the API key parameter (`OC=`, case-insensitive).
 *
 * @example
 * ```ts
 * keyLooksSecret("lawService.do?OC=me&ID=1"); // true
 * keyLooksSecret("law:body:001234"); // false
 * ```
 */
export function keyLooksSecret(key: string): boolean {
  return OC_PARAM.test(key);
}

/**
 * Throws a `TypeError` unless `key` is a string free of the `OC=` parameter.
 * The message deliberately does not echo the key, since it may contain the secret.
 *
 * @example
 * ```ts
 * assertSafeKey("law:search:민법"); // ok
 * // assertSafeKey("target=law&OC=me"); // throws TypeError
 * ```
 */
export function assertSafeKey(key: string): void {
  if (typeof key !== "string") throw new TypeError("cache key must be a string");
  if (keyLooksSecret(key)) {
    throw new TypeError(
      "cache key contains an OC= parameter; build cache keys without the API key",
    );
  }
}
