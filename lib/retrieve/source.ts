/**
 * Which library retrieval reads: the one the process opened (the server, the CLI and tests hand
 * it over with {@link useArticleIndex}); none means the topic table alone decides, as before
 * the library existed.
 *
 * @module
 */

import type { ArticleIndex } from "./types.ts";

let current: ArticleIndex | undefined;

/**
 * Sets (or, with `undefined`, clears) the library retrieval reads. The law library
 * (`LawLibrary`, lib/library) is one: its `searchBody` is what retrieval calls.
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
}

/**
 * The library retrieval reads, if one was set.
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
