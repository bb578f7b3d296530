/**
 * `get_related_laws`: statutes related to a statute (상위법·하위법·기본법 …) from the knowledge
 * base (`lsRlt`).
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { pagingInput, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { resolveLawAlias } from "../../law/names.ts";
import { parseRelatedLaws, type RelatedLawGroup } from "../../parse/related_laws.ts";
import { listText, pageOf, renameArgs } from "./shared.ts";

const input = z.object({
  name: z.string().trim().min(1).max(200).optional().describe("기준 법령명 or 약칭"),
  lawId: z.string().trim().regex(/^\d{1,10}$/, "digits").optional().describe("기준 법령ID"),
  ...pagingInput,
}).refine((a) => a.name || a.lawId, { message: "give name or lawId" });

const related = z.object({
  lawId: z.string(),
  name: z.string(),
  relationCode: z.string().optional().describe("법령간관계코드, e.g. 140505 상위법, 140506 하위법"),
  relationLabel: z.string().optional().describe('as given, e.g. "5유형(상위법)"'),
  relation: z.string().optional().describe("상위법 / 하위법 / 기본법 …"),
  url: z.string().optional().describe("public law.go.kr page"),
});

const output = z.object({
  base: z.object({ lawId: z.string(), name: z.string(), url: z.string().optional() })
    .optional().describe("the statute the relations start at"),
  otherBases: z.array(z.object({ lawId: z.string(), name: z.string() }))
    .describe("further statutes the name matched"),
  ...pagingOutput,
  related: z.array(related),
  meta: MetaSchema,
});

/** Exact name first: the knowledge base matches names partially. */
function pickBase(groups: RelatedLawGroup[], name?: string, lawId?: string): number {
  const norm = (s: string) => s.replace(/\s/g, "");
  const i = groups.findIndex((g) =>
    lawId ? Number(g.lawId) === Number(lawId) : norm(g.name) === norm(name ?? "")
  );
  return i >= 0 ? i : 0;
}

/** The `get_related_laws` tool. */
export const getRelatedLaws: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_related_laws",
  title: "관련법령 조회",
  legacyArgs: (a) => renameArgs(a, [["lawName", "name"], ["query", "name"]]),
  description:
    "Statutes related to a statute (상위법, 하위법, 기본법 …) from the 법령정보지식베이스, " +
    "with 법령ID for get_law_text.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const name = args.name ? resolveLawAlias(args.name) : undefined;
    const res = await callDrf(ctx, track, {
      endpoint: "search",
      target: "lsRlt",
      params: args.lawId ? { ID: args.lawId } : { query: name },
    });
    const groups = parseRelatedLaws(res.data);
    const at = pickBase(groups, name, args.lawId);
    const base = groups[at];
    const rows = pageOf(base?.related ?? [], args.page, args.display);
    const asked = name ?? `법령ID ${args.lawId}`;
    const lines: string[] = [];
    if (!base) {
      lines.push(
        `'${asked}'의 관련법령 정보가 없습니다 (지식베이스에 없는 법령이거나 이름이 다릅니다).`,
      );
    } else {
      lines.push(
        `${base.name} (법령ID ${base.lawId})의 관련법령: ${rows.total}건 중 ${rows.rows.length}건`,
      );
      for (const r of rows.rows) {
        lines.push(`- [${r.relation ?? r.relationCode ?? "?"}] ${r.name} · 법령ID ${r.lawId}`);
      }
      const others = groups.filter((_, i) => i !== at);
      if (others.length) {
        lines.push(`같은 이름으로 찾은 다른 법령: ${others.map((g) => g.name).join(", ")}`);
      }
    }
    return {
      structured: {
        ...(base ? { base: { lawId: base.lawId, name: base.name, url: base.url } } : {}),
        otherBases: groups.filter((_, i) => i !== at).map((g) => ({
          lawId: g.lawId,
          name: g.name,
        })),
        total: rows.total,
        page: rows.page,
        next: rows.next,
        related: rows.rows,
        meta: track.meta(),
      },
      text: listText(lines, "get_related_laws", { name: args.name, lawId: args.lawId }, rows.next),
    };
  },
});
