/**
 * Pieces shared by the term and treaty tools: the shape of a term argument, one list page
 * fetched and parsed (or any body), and a preview cut on a character boundary.
 *
 * @module
 */

import { z } from "zod";
import type { DrfParams } from "../../drf/client.ts";
import type { ListPage } from "../../parse/search.ts";
import type { ToolCall, ToolContext } from "../define.ts";
import { callDrf } from "../meta.ts";
import type { DrfTarget } from "../../targets/mod.ts";

/** A term as the dictionaries expect it (a name, not a sentence). */
export const termText: z.ZodString = z.string().trim().min(1).max(100);

/** The parsed body of one upstream call. */
export async function drfData(
  ctx: ToolContext,
  call: ToolCall,
  endpoint: "search" | "service",
  target: DrfTarget,
  params: DrfParams,
): Promise<Record<string, unknown>> {
  return (await callDrf(ctx, call.track, { endpoint, target, params })).data;
}

/** One upstream list page (`lawSearch.do`), read by `parse`. */
export async function drfList<R>(
  ctx: ToolContext,
  call: ToolCall,
  target: DrfTarget,
  params: DrfParams,
  parse: (data: Record<string, unknown>) => ListPage<R>,
): Promise<ListPage<R>> {
  return parse(await drfData(ctx, call, "search", target, params));
}

/** Cuts a preview to `max` characters on a character boundary, marking the cut. */
export function preview(text: string, max: number): { text: string; cut: boolean } {
  const chars = [...text];
  return chars.length <= max
    ? { text, cut: false }
    : { text: chars.slice(0, max).join("") + "…", cut: true };
}
