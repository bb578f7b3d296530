/**
 * What a route returns: a page to wrap in the shell, or a redirect. Routes are plain async
 * functions of {@link PageInput}.
 *
 * @module
 */

import type { VNode } from "preact";
import type { Runtime, ToolContext } from "../lib/mod.ts";

/** A rendered page or a redirect. */
export type PageResult =
  | { redirect: string }
  | { status?: number; title: string; query?: string; body: VNode };

/** What every route gets. */
export interface PageInput {
  /** The request URL. */
  url: URL;
  /** Path parameters, decoded. */
  params: string[];
  /** Query parameters, read and validated for this page (web/params.ts). */
  query: Record<string, unknown>;
  /** The shared runtime. */
  runtime: Runtime;
  /** This request's tool context. */
  ctx: ToolContext;
}

/** A route handler. */
export type Route = (input: PageInput) => Promise<PageResult>;
