/**
 * `get_related_laws`: statutes related to a statute (상위법·하위법·기본법 …) from the knowledge
 * base (`lsRlt`). The service answers every relation at once, so paging is local.
 *
 * @module
 */

import { z } from "zod";
import { defineListTool } from "../list_tool.ts";
import { pageOf } from "../paging.ts";
import { resolveLawAlias } from "../../law/names.ts";
import { parseRelatedLaws, type RelatedLawGroup } from "../../parse/related_laws.ts";
import { pointer } from "../../vocab/pointer.ts";
import { lawIdArg, nameArg } from "../../vocab/params.ts";
import { drfData } from "./shared.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const law = z.object({ lawId: z.string(), name: z.string() });

/** Exact name first: the knowledge base matches names partially. */
function pickBase(groups: RelatedLawGroup[], name?: string, lawId?: string): number {
  const norm = (s: string) => s.replace(/\s/g, "");
  const i = groups.findIndex((g) =>
    lawId ? Number(g.lawId) === Number(lawId) : norm(g.name) === norm(name ?? "")
  );
  return i >= 0 ? i : 0;
}

const asked = (a: { name?: string; lawId?: string }) =>
  a.name ? resolveLawAlias(a.name) : `법령ID ${a.lawId}`;

/** The `get_related_laws` tool. */
export const getRelatedLaws: GeneratedTool<"get_related_laws"> = defineListTool({
  name: "get_related_laws",
  title: "관련법령 조회",
  targets: ["lsRlt"],
  intents: ["관련법령", "관련 법"],
  description:
    "Statutes related to a statute (상위법, 하위법, 기본법 …) from the 법령정보지식베이스, " +
    "with 법령ID for get_law_text.",
  args: {
    name: nameArg.optional().describe("기준 법령명 or 약칭"),
    lawId: lawIdArg.optional().describe("기준 법령ID"),
  },
  require: { check: (a) => Boolean(a.name || a.lawId), message: "give name or lawId" },
  row: z.object({
    lawId: z.string(),
    name: z.string(),
    relationCode: z.string().optional()
      .describe("법령간관계코드, e.g. 140505 상위법, 140506 하위법"),
    relationLabel: z.string().optional().describe('as given, e.g. "5유형(상위법)"'),
    relation: z.string().optional().describe("상위법 / 하위법 / 기본법 …"),
    url: z.string().optional().describe("public law.go.kr page"),
  }),
  extra: {
    base: law.extend({ url: z.string().optional() }).optional()
      .describe("the statute the relations start at"),
    otherBases: z.array(law).describe("further statutes the name matched"),
  },
  async fetch(a, ctx, call) {
    const name = a.name ? resolveLawAlias(a.name) : undefined;
    const groups = parseRelatedLaws(
      await drfData(ctx, call, "search", "lsRlt", a.lawId ? { ID: a.lawId } : { query: name }),
    );
    const at = pickBase(groups, name, a.lawId);
    const base = groups[at];
    return {
      ...pageOf(base?.related ?? [], a.page, a.display),
      extra: {
        ...(base ? { base: { lawId: base.lawId, name: base.name, url: base.url } } : {}),
        otherBases: groups.filter((_, i) => i !== at).map((g) => ({
          lawId: g.lawId,
          name: g.name,
        })),
      },
    };
  },
  heading: (a, extra) => {
    const others = extra?.otherBases.length
      ? ` (같은 이름으로 찾은 다른 법령: ${extra.otherBases.map((g) => g.name).join(", ")})`
      : "";
    return extra?.base
      ? `${extra.base.name} (법령ID ${extra.base.lawId})의 관련법령${others}`
      : `'${asked(a)}'의 관련법령`;
  },
  line: (r) => `- [${r.relation ?? r.relationCode ?? "?"}] ${r.name} · 법령ID ${r.lawId}`,
  empty: "관련법령 정보가 없습니다 (지식베이스에 없는 법령이거나 이름이 다릅니다).",
  open: (r) => ({ label: "본문", call: pointer("get_law_text", { lawId: r.lawId }) }),
});
