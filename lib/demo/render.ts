/**
 * The demo catalogue as text, for the faces that say what the demo holds: the CLI's
 * `beopmang demo` (each item with the command line that opens it) and the MCP resource
 * `beopmang://demo` (each with the tool call). One line an item, grouped by kind.
 *
 * @module
 */

import type { DemoCall, DemoCatalogue, DemoGroup } from "./types.ts";

const GROUP_TITLES: Readonly<Record<DemoGroup, string>> = {
  law: "법령 (statutes)",
  decision: "판례·결정례 (decisions)",
  rule: "행정규칙 (admin rules)",
  ordinance: "자치법규 (ordinances)",
  oldAndNew: "신구법 대비 (old and new)",
  other: "그 밖의 기록 (English law, 위임·체계도)",
};

/** A shell word: as is when plain, else in single quotes. */
function shellWord(s: string): string {
  return /^[\p{L}\p{N}_.:/@,+-]+$/u.test(s) ? s : `'${s.replaceAll("'", `'\\''`)}'`;
}

/**
 * A call as a `beopmang` command line: flags for strings and numbers, else `--json-input`.
 *
 * @example
 * ```ts
 * import { cliCommand } from "./render.ts";
 * cliCommand({ tool: "get_law_text", arguments: { lawId: "001706" } });
 * // "beopmang get_law_text --lawId 001706"
 * ```
 */
export function cliCommand(call: DemoCall): string {
  const entries = Object.entries(call.arguments);
  if (entries.every(([, v]) => typeof v === "string" || typeof v === "number")) {
    return ["beopmang", call.tool, ...entries.flatMap(([k, v]) => [`--${k}`, shellWord(String(v))])]
      .join(" ");
  }
  return `beopmang ${call.tool} --json-input ${shellWord(JSON.stringify(call.arguments))}`;
}

/**
 * A call as MCP clients and tool answers write it: `tool {"arg":…}`.
 *
 * @example
 * ```ts
 * import { toolCallText } from "./render.ts";
 * toolCallText({ tool: "get_decision_text", arguments: { domain: "prec", id: "622257" } });
 * ```
 */
export function toolCallText(call: DemoCall): string {
  return `${call.tool} ${JSON.stringify(call.arguments)}`;
}

/**
 * The catalogue as text: per group its documents (title · detail, then how to open it), then
 * the recorded lists. `cli` shows command lines, `mcp` tool calls (markdown).
 *
 * @example
 * ```ts
 * import { renderDemoCatalogue } from "./render.ts";
 * import { demoCatalogue } from "./catalogue.ts";
 * console.log(renderDemoCatalogue(await demoCatalogue(), "cli"));
 * ```
 */
export function renderDemoCatalogue(cat: DemoCatalogue, format: "cli" | "mcp"): string {
  const md = format === "mcp";
  const open = (c: DemoCall) => md ? `\`${toolCallText(c)}\`` : cliCommand(c);
  const lines: string[] = [
    md ? "# 데모 자료 (demo recordings)" : "데모 자료 (demo recordings)",
    "",
    `LAW_OC 없이 답하는 기록: 법제처 응답 ${cat.recordedAt} 기록, 문서 ${cat.docs.length}건, ` +
    `검색 목록 ${cat.lists.length}건. 그 밖의 요청은 "데모 자료에 없는 요청"으로 답합니다 (set LAW_OC for live law.go.kr).`,
  ];
  for (const group of Object.keys(GROUP_TITLES) as DemoGroup[]) {
    const docs = cat.docs.filter((d) => d.group === group);
    if (!docs.length) continue;
    lines.push("", `${md ? "## " : ""}${GROUP_TITLES[group]} — ${docs.length}`);
    for (const d of docs) {
      const head = d.detail ? `${d.title} · ${d.detail}` : d.title;
      lines.push(md ? `- ${head}: ${open(d.call)}` : `  ${head}\n      ${open(d.call)}`);
    }
  }
  lines.push("", `${md ? "## " : ""}검색 목록 (recorded lists) — ${cat.lists.length}`);
  for (const l of cat.lists) {
    const head = `${l.target} "${l.query}" (${l.rows}건 기록)`;
    lines.push(md ? `- ${head}: ${open(l.call)}` : `  ${head}\n      ${open(l.call)}`);
  }
  return lines.join("\n");
}
