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
  tried = true;
}

let tried = false;

/**
 * Opens the library the process is configured with (`BEOPMANG_LIBRARY`, else the per-user
 * cache's `law-library.db`; `off` disables it) once, on the first everyday question, unless one
 * was set; a missing or unreadable file leaves retrieval off and the topic table answering.
 *
 * @example
 * ```ts
 * import { loadArticleIndex } from "./source.ts";
 * await loadArticleIndex(); // the library's index, or undefined
 * ```
 */
export async function loadArticleIndex(): Promise<ArticleIndex | undefined> {
  if (current || tried) return current;
  tried = true;
  try {
    // Loaded here, never at start-up: node:sqlite costs nothing until a question needs it.
    const { defaultLibraryPath, openLibrary } = await import("../library/mod.ts");
    const { libraryIndex } = await import("./library_index.ts");
    const path = defaultLibraryPath();
    if (path && Deno.statSync(path).isFile) current = libraryIndex(openLibrary(path));
  } catch {
    // No library, or one that cannot be read (the server says so once at start): table only.
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
