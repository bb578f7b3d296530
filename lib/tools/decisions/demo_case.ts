/**
 * A decision found by its case number in demo mode: the recordings hold no search by number,
 * but their decisions' titles carry one ("상속세부과처분취소 (2025두30615)"), and so do the rows
 * of the lists they recorded (a 판례 list for "임금" names 2021다248190). Both are read; what
 * matches is the partial answer, labelled as such (`demo_answer.ts`).
 *
 * @module
 */

import { demoCatalogue } from "../../demo/mod.ts";
import { formatCaseNumber, parseCaseNumber } from "../../law/case_numbers.ts";
import type { DecisionDomainId } from "../../law/decision_domains.ts";
import type { ToolCaller } from "../define.ts";
import type { DemoPartial } from "../demo_answer.ts";
import { demoDecisions } from "../demo_kinds.ts";
import type { DecisionRow } from "../../parse/decision.ts";

/** One spelling per case number ("2016다244224, 244231" → "2016다244224"), else the folded text. */
function key(text: string): string {
  const n = parseCaseNumber(text);
  return n ? formatCaseNumber(n, { compact: true }) : text.normalize("NFC").replace(/\s+/g, "");
}

/**
 * The recordings' rows of collection `domain` whose case number is `caseNumber`; undefined when
 * none is (the caller's `NOT_RECORDED` stands).
 *
 * @example
 * ```ts
 * import { demoCase } from "./demo_case.ts";
 * import type { ToolCaller } from "../define.ts";
 * declare const tools: ToolCaller;
 * const got = await demoCase("2025두30615", "prec", tools);
 * console.log(got?.rows[0]?.id); // "622257"
 * ```
 */
export async function demoCase(
  caseNumber: string,
  domain: DecisionDomainId,
  tools: ToolCaller,
): Promise<{ total: number; page: 1; rows: DecisionRow[]; demo: DemoPartial } | undefined> {
  const want = key(caseNumber);
  const { docs, lists } = await demoCatalogue();
  const kind = demoDecisions(domain);
  const rows: DecisionRow[] = [];
  for (const d of docs) {
    const r = kind.row(d);
    if (r?.caseNumber && key(r.caseNumber) === want) rows.push(r as DecisionRow);
  }
  const named = lists.filter((l) => l.target === domain);
  if (!rows.length) {
    for (const l of named) {
      const out = await tools.runAny(l.call.tool, { ...l.call.arguments, display: 100 });
      if (!out.ok) continue;
      for (const r of (out.structured as { rows?: DecisionRow[] }).rows ?? []) {
        if (r.caseNumber && key(r.caseNumber) === want && !rows.some((x) => x.id === r.id)) {
          rows.push(r);
        }
      }
      if (rows.length) {
        return {
          total: rows.length,
          page: 1,
          rows,
          demo: {
            partial: true,
            lists: [{ tool: l.call.tool, arguments: { ...l.call.arguments } }],
          },
        };
      }
    }
  }
  return rows.length
    ? { total: rows.length, page: 1, rows, demo: { partial: true, lists: [] } }
    : undefined;
}
