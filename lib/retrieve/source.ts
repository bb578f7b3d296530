/**
 * Which library retrieval reads: the one the runtime chose for the statute tools
 * (`chooseLibrary` in lib/runtime_library.ts: `BEOPMANG_LIBRARY`, the cache's file, or the
 * starter shipped in the package), handed over per request by {@link loadArticleIndex}; or one a
 * test pins with {@link useArticleIndex}. None means the topic table alone decides, as before
 * the library existed.
 *
 * @module
 */

import type { ArticleIndex } from "./types.ts";

let current: ArticleIndex | undefined;
let pinned = false;

/**
 * Pins the library retrieval reads (`undefined`: none) for the process; {@link loadArticleIndex}
 * then leaves it as set. The law library (`LawLibrary`, lib/library) is one, through
 * `libraryIndex`.
 *
 * @example
 * ```ts
 * import { articleIndex, useArticleIndex } from "./source.ts";
 * useArticleIndex({ searchBody: () => [] });
 * articleIndex() !== undefined; // true
 * useArticleIndex(undefined);
 * ```
 */
export function useArticleIndex(index: ArticleIndex | undefined): void {
  current = index;
  pinned = true;
}

/**
 * Where a request's library comes from: the tool context's `library` (lib/tools/library_access),
 * whose `open()` opens the process' library once, on first need.
 */
export interface ArticleIndexSource {
  /** The open library, or undefined (none, off, failed, or still being built past patience). */
  open(): Promise<{ articleIndex?(): ArticleIndex } | undefined>;
}

/**
 * Makes retrieval read the library `source` opens (the same file the statute tools read, so
 * nothing is opened before the first everyday question), and returns it. Without a source, or
 * when one was pinned, the library already set. A library that cannot be opened leaves the topic
 * table answering alone.
 *
 * @example
 * ```ts
 * import { loadArticleIndex } from "./source.ts";
 * await loadArticleIndex({ open: () => Promise.resolve(undefined) }); // undefined: table only
 * ```
 */
export async function loadArticleIndex(
  source?: ArticleIndexSource,
): Promise<ArticleIndex | undefined> {
  if (pinned || !source) return current;
  try {
    current = (await source.open())?.articleIndex?.();
  } catch {
    current = undefined; // said once by the runtime's library handle
  }
  return current;
}

/**
 * The library retrieval reads, if one was set or loaded.
 *
 * @example
 * ```ts
 * import { articleIndex } from "./source.ts";
 * articleIndex(); // undefined until one is set
 * ```
 */
export function articleIndex(): ArticleIndex | undefined {
  return current;
}
