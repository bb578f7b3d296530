/**
 * Which demo documents answer which search: a statute search's rows are the demo's statutes, a
 * 판례 search's its 판례, and so on — each as the row its list tool prints — and the wrapper
 * that turns a search's `NOT_RECORDED` into the recordings' partial answer (`demo_answer.ts`).
 *
 * @module
 */

import { z } from "zod";
import type { DemoDoc } from "../demo/mod.ts";
import type { DecisionDomainId } from "../law/decision_domains.ts";
import { LawRowSchema } from "./schemas.ts";
import { type DemoKind, demoRows, isNotRecorded } from "./demo_answer.ts";
import type { ToolContext } from "./define.ts";
import type { ListPageData } from "./list_tool.ts";

/**
 * A statute row of search_law and search_all: a demo document read by 법령ID has no MST in its
 * recording, so there (and only there) the row has none.
 */
export const SearchLawRowSchema: z.ZodType<DemoLawRow> = LawRowSchema.extend({
  mst: z.string().optional().describe("absent only in a partial demo answer"),
});

/** Type of {@link SearchLawRowSchema}. */
export type DemoLawRow = Omit<z.infer<typeof LawRowSchema>, "mst"> & { mst?: string };

/** The demo's statutes (those with a 법령ID, the key every statute tool takes). */
export const DEMO_LAWS: DemoKind<DemoLawRow> = {
  row: (d: DemoDoc) =>
    d.group === "law" && d.ids.lawId
      ? { lawId: d.ids.lawId, ...(d.ids.mst ? { mst: d.ids.mst } : {}), name: d.title }
      : undefined,
  targets: ["law", "eflaw"],
};

/** The demo's admin rules, as search_admin_rules rows. */
export const DEMO_ADMIN_RULES: DemoKind<{ serial: string; ruleId?: string; name: string }> = {
  row: (d) =>
    d.group === "rule" && d.ids.id
      ? { serial: d.ids.id, ...(d.ids.ruleId ? { ruleId: d.ids.ruleId } : {}), name: d.title }
      : undefined,
  targets: ["admrul"],
};

/** The demo's ordinances, as search_ordinances rows (serial = the MST get_ordinance takes). */
export const DEMO_ORDINANCES: DemoKind<{ serial: string; name: string }> = {
  row: (d) =>
    d.group === "ordinance" && d.ids.mst ? { serial: d.ids.mst, name: d.title } : undefined,
  targets: ["ordin"],
};

/** A decision row of one domain: "사건명 (사건번호)" read back into its parts. */
export interface DemoDecisionRow {
  domain: DecisionDomainId;
  id: string;
  title: string;
  caseNumber?: string;
}

/** The demo's decisions of one domain (판례 `prec`, 헌재 `detc` …). */
export function demoDecisions(domain: DecisionDomainId): DemoKind<DemoDecisionRow> {
  return {
    row: (d) => {
      if (d.group !== "decision" || d.ids.domain !== domain || !d.ids.id) return undefined;
      const m = /^(.*) \(([^()]+)\)$/.exec(d.title);
      return m
        ? { domain, id: d.ids.id, title: m[1], caseNumber: m[2] }
        : { domain, id: d.ids.id, title: d.title };
    },
    targets: [domain],
  };
}

/**
 * Runs one page of a search; when the demo holds no recording of it, answers from the
 * recordings' titles instead (first page of a plain query only), else lets `NOT_RECORDED` stand.
 *
 * @example
 * ```ts
 * import { DEMO_LAWS, orDemo } from "./demo_kinds.ts";
 * import type { ToolContext } from "./define.ts";
 * declare const ctx: ToolContext;
 * const page = await orDemo(ctx, { query: "근로기준법", page: 1 }, DEMO_LAWS, () =>
 *   Promise.resolve({ total: 0, page: 1, rows: [] }));
 * ```
 */
export async function orDemo<R, X>(
  ctx: ToolContext,
  a: { query?: string; page: number },
  kind: DemoKind<R>,
  run: () => Promise<ListPageData<R> & { extra?: X }>,
  extra?: X,
): Promise<ListPageData<R> & { extra?: X }> {
  try {
    return await run();
  } catch (e) {
    const got = isNotRecorded(e, ctx) && a.page === 1 ? demoRows(a.query, kind) : undefined;
    if (!got) throw e;
    return { total: got.rows.length, page: 1, rows: got.rows, demo: got.demo, extra };
  }
}
