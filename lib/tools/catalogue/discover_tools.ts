/**
 * `discover_tools`: intent → ranked tools, so that the ten exposed tools can stand in front of
 * the whole catalogue.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaSchema } from "../schemas.ts";
import { intentRules } from "./intents.ts";
import { EXPOSED_TOOL_NAMES } from "./profile.ts";
// The query reader the router and legal_research share (it imports no tool).
import { readQuery } from "../../research/query.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const input = z.object({
  query: z.string().trim().min(1).max(2000).describe("what you want to do, in Korean or English"),
  display: z.number().int().min(1).max(10).default(5).describe("tools listed"),
});

const match = z.object({
  tool: z.string(),
  title: z.string(),
  description: z.string(),
  score: z.number(),
  exposed: z.boolean(),
  args: z.record(z.string(), z.unknown()).optional().describe("suggested arguments"),
});

const output = z.object({ query: z.string(), matches: z.array(match), meta: MetaSchema });

/** Korean text has few spaces: compare character bigrams as well as words. */
function grams(s: string): Set<string> {
  const t = s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  const out = new Set<string>(t.split(" ").filter((w) => w.length > 1));
  const compact = t.replaceAll(" ", "");
  for (let i = 0; i + 1 < compact.length; i++) out.add(compact.slice(i, i + 2));
  return out;
}

/** A ranked match. */
export interface ToolMatch {
  /** Tool name. */
  tool: string;
  /** Score (higher is better). */
  score: number;
  /** Suggested arguments from the intent table. */
  args?: Record<string, unknown>;
}

/**
 * Ranks `tools` for an intent: their practitioner phrases (`intents`) first, then word overlap
 * with names, titles and descriptions.
 *
 * @example
 * ```ts
 * import { rankTools } from "./discover_tools.ts";
 * import { TOOLS } from "../toolset.ts";
 * rankTools("조심원 결정 찾아줘", TOOLS)[0].tool; // "search_decisions" (domain ttSpecialDecc)
 * ```
 */
export function rankTools(intent: string, tools: readonly ToolDef[]): ToolMatch[] {
  const text = intent.toLowerCase();
  const known = new Set(tools.map((t) => t.name));
  // Candidates are (tool, suggested arguments): "조세심판원 심판례" must pick the tax tribunal
  // domain even though "판례" alone points at precedents.
  const cands = new Map<string, ToolMatch>();
  const add = (tool: string, score: number, args?: Record<string, unknown>) => {
    if (!known.has(tool)) return;
    const key = `${tool}|${JSON.stringify(args ?? {})}`;
    const m = cands.get(key) ?? { tool, score: 0, ...(args ? { args } : {}) };
    m.score += score;
    cands.set(key, m);
  };
  for (const rule of intentRules(tools)) {
    for (const p of rule.phrases) {
      if (text.includes(p.toLowerCase())) add(rule.tool, 10 + p.length, rule.args);
    }
  }
  if (/제\s*\d+\s*조/.test(intent)) add("get_law_text", 12);
  // An everyday question no phrase names ("전세 보증금을 집주인이 안 돌려줘요"): when the one
  // query reader finds its statute, legal_research answers it, as the router sends it there.
  if (cands.size === 0) {
    const q = readQuery(intent);
    if (!q.lawName && q.candidates.length) add("legal_research", 12, { query: intent.trim() });
  }
  const bonus = new Map<string, number>();
  const q = grams(intent);
  for (const t of tools) {
    const g = grams(`${t.name.replaceAll("_", " ")} ${t.title} ${t.description}`);
    let overlap = 0;
    for (const x of q) if (g.has(x)) overlap++;
    if (overlap) bonus.set(t.name, overlap / Math.sqrt(g.size));
  }
  for (const [name, b] of bonus) {
    const own = [...cands.values()].filter((c) => c.tool === name);
    if (own.length === 0) add(name, b);
    else for (const c of own) c.score += b;
  }
  const best = new Map<string, ToolMatch>();
  for (const c of [...cands.values()].sort((a, b) => b.score - a.score)) {
    if (!best.has(c.tool)) best.set(c.tool, c);
  }
  return [...best.values()];
}

/** The `discover_tools` tool. */
export const discoverTools: GeneratedTool<"discover_tools"> = defineTool({
  name: "discover_tools",
  title: "도구 찾기",
  description: "Find tools beyond these ten (연혁, 신구법, 용어, 조약, 학칙, 위원회…) by intent; " +
    "call them with execute_tool.",
  input,
  output,
  annotations: { ...READ_ONLY, openWorldHint: false },
  handler(args, _ctx, call) {
    const exposed = new Set(EXPOSED_TOOL_NAMES);
    const tools = call.tools.list();
    const ranked = rankTools(args.query, tools).slice(0, args.display);
    const matches = ranked.map((m) => {
      const t = tools.find((x) => x.name === m.tool)!;
      return {
        tool: t.name,
        title: t.title,
        description: t.description,
        score: Math.round(m.score * 100) / 100,
        exposed: exposed.has(t.name),
        ...(m.args ? { args: call.tools.fit(t.name, m.args).arguments } : {}),
      };
    });
    const lines = matches.length
      ? matches.map((m) =>
        `- ${m.tool} (${m.title})${m.exposed ? " [바로 호출]" : ""}: ${m.description}` +
        (m.args ? ` 고정할 인자: ${JSON.stringify(m.args)}` : "")
      )
      : ["맞는 도구를 찾지 못했습니다. 다른 말로 설명해 보세요 (예: '판례 찾기', '별표 열기')."];
    const text = [
      `'${args.query}'에 맞는 도구:`,
      ...lines,
      matches.some((m) => !m.exposed)
        ? "목록에 없는 도구는 execute_tool로 부르세요: tool에 도구 이름, args에 그 도구의 인자."
        : "",
    ]
      .filter(Boolean).join("\n");
    return Promise.resolve({
      structured: { query: args.query, matches, meta: call.track.meta() },
      text,
    });
  },
});
