/**
 * The package version, read from deno.json so that there is one place to bump it.
 *
 * @module
 */

import meta from "../deno.json" with { type: "json" };

/** Version of this package. */
export const VERSION: string = meta.version;
