/**
 * A small mapper for precedent list rows (`prec` search, root `PrecSearch`, rows `prec`), kept
 * here until lib/parse has a shared one. Dates come dotted (2025.12.11, Q7) and become YYYYMMDD.
 *
 * @module
 */

import { toYmd } from "../../parse/dates.ts";
import { z } from "zod";
import { type ListPage, parseListPage } from "../../parse/search.ts";
import { type Node, str } from "../../parse/shape.ts";
import { courtOfCaseNumber } from "../../law/case_numbers.ts";

/** A precedent list row as output. */
export const PrecRowSchema = z.object({
  id: z.string().describe("판례일련번호 (prec body ID)"),
  caseName: z.string(),
  caseNumber: z.string().optional(),
  decisionDate: z.string().optional().describe("YYYYMMDD"),
  court: z.string().optional(),
  caseType: z.string().optional(),
  judgmentType: z.string().optional(),
  source: z.string().optional(),
});

/** A precedent list row. */
export type PrecRow = z.infer<typeof PrecRowSchema>;

function ymd(dotted: string | undefined): string | undefined {
  return toYmd(dotted) ?? dotted;
}

/** Parses a precedent list page. */
export function parsePrecList(data: Record<string, unknown>): ListPage<PrecRow> {
  return parseListPage(data, { roots: ["PrecSearch"], rowKey: "prec" }, (r: Node) => ({
    id: str(r, "판례일련번호") ?? "",
    caseName: str(r, "사건명") ?? "",
    caseNumber: str(r, "사건번호"),
    decisionDate: ymd(str(r, "선고일자")),
    // 국세법령정보시스템 rows leave 법원명 empty: the number names the court.
    court: str(r, "법원명") ?? courtOfCaseNumber(str(r, "사건번호")),
    caseType: str(r, "사건종류명"),
    judgmentType: str(r, "판결유형"),
    source: str(r, "데이터출처명"),
  }));
}
