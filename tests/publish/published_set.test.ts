/**
 * The package as JSR would ship it, run as a user would: the files `deno publish --dry-run`
 * lists are copied to a fresh directory and started from another one, with no `LAW_OC`, no
 * project config (`--no-config`: a package's deno.json flags do not reach its users; its import
 * map does, so it is passed) and the README's flags. Demo mode must answer the README's first
 * examples from the bundled recordings, the persistent cache must land in the per-user cache
 * directory (never the working directory), and a run without `--unstable-kv` must say once that
 * the cache is off and why.
 */

import { checkPublished } from "./_published.ts";

Deno.test({
  name: "published file set, run from elsewhere without LAW_OC: demo answers, per-user cache",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: () => checkPublished(),
});
