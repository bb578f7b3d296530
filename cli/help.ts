/**
 * Help generated from the registry: the global usage, `list [--category]` and `help <tool>`.
 *
 * @module
 */

import { resolveTool, type ToolDef, TOOLS, VERSION } from "../lib/mod.ts";
import { type ArgAlias, argSpec } from "../lib/vocab/mod.ts";
import { CATEGORIES, CATEGORY_LABELS, categoryOf } from "./categories.ts";
import { EXIT_CODES_TEXT } from "./exit.ts";
import { enumOf, inputSchema, type PropSchema, typesOf } from "./schema.ts";

/** The global `--help` text. */
export function usage(): string {
  return `beopmang ${VERSION} — 대한민국 법령·판례 (법제처 Open API)

usage:
  beopmang "민법 제750조"              자연어 한 줄: 도구와 인수를 골라 실행
  beopmang                             (터미널에서) 대화형 REPL
  beopmang <tool> --param 값 …         도구 직접 호출 (배열은 플래그 반복, --no-x = false)
  beopmang <tool> --json-input '{…}'   인수를 JSON으로 (플래그가 덮어씀)
  beopmang list [--category <name>]    도구 목록 (category: ${Object.keys(CATEGORIES).join(", ")})
  beopmang help <tool>                 도구 설명·인수
  beopmang demo                        데모 자료 목록 (LAW_OC 없이 답하는 기록과 여는 명령)

options:
  --json       도구의 structuredContent를 JSON으로 출력
  --explain    자연어 질의가 어떤 도구·인수로 바뀌었는지 stderr에 출력
  --no-color   색 끄기 (NO_COLOR도 존중; 색은 터미널에서만)
  -h, --help   도움말 · --version 버전

${EXIT_CODES_TEXT}

environment: LAW_OC (인증키; 없으면 기록된 데모 자료), LAW_API_BASE_URL, BEOPMANG_CACHE=off,
  BEOPMANG_TIMEOUT_MS, BEOPMANG_MAX_CALLS, BEOPMANG_MAX_CHARS, BEOPMANG_HISTORY (REPL 기록 파일)`;
}

/** `beopmang list`: tools grouped by category, or one category. Undefined for an unknown one. */
export function listText(category?: string): string | undefined {
  const groups = new Map<string, string[]>();
  for (const t of TOOLS) {
    const cat = categoryOf(t.name);
    if (category && cat !== category) continue;
    const line = `  ${t.name.padEnd(28)} ${t.title}`;
    groups.set(cat, [...(groups.get(cat) ?? []), line]);
  }
  if (category && !groups.size) return undefined;
  return [...groups].map(([cat, lines]) =>
    `[${cat}] ${CATEGORY_LABELS[cat] ?? cat} (${lines.length})\n${lines.join("\n")}`
  ).join("\n\n");
}

function typeLabel(p: PropSchema): string {
  const types = typesOf(p);
  if (types.includes("array")) return `${p.items ? typeLabel(p.items) : "any"}[]`;
  return types.length ? [...new Set(types)].join("|") : "any";
}

/** The old names a tool's reader maps (none when its input cannot be read as names). */
function oldNames(tool: ToolDef): ReadonlyMap<string, ArgAlias> {
  try {
    return argSpec(tool.name, tool.input).aliases;
  } catch {
    return new Map();
  }
}

/** `beopmang help <tool>`; undefined for an unknown name. */
export function toolHelp(name: string): string | undefined {
  const resolved = resolveTool(name);
  if (!resolved) return undefined;
  const { tool, fixed } = resolved;
  const { properties, required } = inputSchema(tool);
  const lines = [`${tool.name} — ${tool.title}`, tool.description];
  if (tool.name !== name) {
    lines.push(
      `(${name}은 ${tool.name}의 별칭${
        Object.keys(fixed).length ? `, 고정 인수 ${JSON.stringify(fixed)}` : ""
      })`,
    );
  }
  const aliases = (tool.aliases ?? []).map((a) => typeof a === "string" ? a : a.name);
  if (aliases.length) lines.push(`별칭: ${aliases.join(", ")}`);
  lines.push("", "arguments:");
  const entries = Object.entries(properties).filter(([k]) => !(k in fixed));
  if (!entries.length) lines.push("  (없음)");
  for (const [key, p] of entries) {
    const bits = [typeLabel(p)];
    if (required.includes(key)) bits.push("필수");
    if (p.default !== undefined) bits.push(`기본 ${JSON.stringify(p.default)}`);
    if (p.minimum !== undefined || p.maximum !== undefined) {
      bits.push(`${p.minimum ?? ""}..${p.maximum ?? ""}`);
    }
    const en = enumOf(p.items ?? p);
    lines.push(
      `  --${key.padEnd(18)} ${bits.join(", ")}${p.description ? ` — ${p.description}` : ""}`,
    );
    if (en) lines.push(`  ${"".padEnd(20)} 허용값: ${en.join(", ")}`);
  }
  const old = [...oldNames(tool)].filter(([, a]) => a.to && properties[a.to] && !(a.to in fixed))
    .map(([from, a]) => `--${from} → --${a.to}`);
  if (old.length) lines.push(`옛 이름도 받음: ${old.join(", ")}`);
  const shown = entries.filter(([k]) => required.includes(k));
  const syntax = (shown.length ? shown : entries.slice(0, 1))
    .map(([k, p]) => `--${k} <${typeLabel(p)}>`).join(" ");
  lines.push(
    "",
    `형식: beopmang ${name} ${syntax} [--json]   ·   beopmang ${name} --json-input '<JSON 객체>'`,
  );
  lines.push(`분류: ${categoryOf(tool.name)}`);
  return lines.join("\n");
}
