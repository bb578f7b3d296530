/**
 * The connector profile's two tools as zod schemas — the single definition of what `search` and
 * `fetch` take and answer. The answer is JSON in one text item (the shape ChatGPT-style
 * connectors and deep-research clients read), so the output schemas are documented here and
 * checked by the tests rather than advertised as `outputSchema`.
 *
 * @module
 */

import { z } from "zod";

/**
 * `search` arguments: one query, read by the router like the CLI and the web search box.
 *
 * @example
 * ```ts
 * import { SearchInput } from "./schemas.ts";
 * SearchInput.parse({ query: "민법 제750조" });
 * ```
 */
export const SearchInput = z.strictObject({
  query: z.string().trim().min(1).max(200).describe(
    '법령명, 조문 ("민법 제750조"), 사건번호 ("2021다248190"), 지자체·별표, or plain words',
  ),
});

/**
 * One hit: an id `fetch` opens, a title, and the law.go.kr page.
 *
 * @example
 * ```ts
 * import { SearchResult } from "./schemas.ts";
 * SearchResult.parse({ id: "law:001706", title: "민법", url: "https://www.law.go.kr/" });
 * ```
 */
export const SearchResult = z.object({
  id: z.string().describe("pass to fetch"),
  title: z.string(),
  url: z.string(),
});

/**
 * `search` answer. `notes` says when the answer is demo data or partial.
 *
 * @example
 * ```ts
 * import { SearchOutput } from "./schemas.ts";
 * SearchOutput.parse({ results: [] });
 * ```
 */
export const SearchOutput = z.object({
  results: z.array(SearchResult),
  notes: z.array(z.string()).optional(),
});

/**
 * `fetch` arguments: an id from `search` (or written by hand in one of the documented forms).
 *
 * @example
 * ```ts
 * import { FetchInput } from "./schemas.ts";
 * FetchInput.parse({ id: "prec:622257" });
 * ```
 */
export const FetchInput = z.strictObject({
  id: z.string().trim().min(1).max(200).describe(
    "from search: law:001706:제750조, law:001706, prec:622257, admrul:…, ordin:…, annex:004950:별표1",
  ),
});

/**
 * What a fetched document is.
 *
 * @example
 * ```ts
 * import { DocumentKind } from "./schemas.ts";
 * DocumentKind.parse("article");
 * ```
 */
export const DocumentKind = z.enum([
  "statute",
  "article",
  "decision",
  "admin_rule",
  "ordinance",
  "annex",
]);

/**
 * `fetch` answer: the document's text and what it is.
 *
 * @example
 * ```ts
 * import { FetchOutput } from "./schemas.ts";
 * FetchOutput.parse({ id: "law:001706", title: "민법", text: "…", url: "https://www.law.go.kr/", metadata: { kind: "statute" } });
 * ```
 */
export const FetchOutput = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  url: z.string(),
  metadata: z.object({ kind: DocumentKind }).catchall(
    z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
  ),
});

/** A parsed `search` answer. */
export type SearchAnswer = z.output<typeof SearchOutput>;
/** One result. */
export type SearchHit = z.output<typeof SearchResult>;
/** A fetched document. */
export type FetchAnswer = z.output<typeof FetchOutput>;
