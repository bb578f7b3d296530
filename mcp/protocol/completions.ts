/**
 * `completion/complete`: values for prompt arguments and resource-template variables, chosen by
 * the argument's name, so every prompt and template that uses a name gets the same completions.
 *
 * - law names (`lawName`, `parentLaw`, `name`): the 약칭 table (keys and official names), plus
 *   one upstream search when something was typed
 * - `lawId`: IDs of the statutes whose names match what was typed (one upstream search)
 * - `article`: the articles of the chosen law (`lawId`, or `lawName` resolved by name)
 * - `domain`: decision and committee domains; `municipality`: 시·도 and 시·군·구
 * - `date` / `asOf`: today (KST) as YYYYMMDD when nothing was typed
 *
 * Upstream lookups are best effort: a failure, a slow answer or an exhausted rate budget leaves
 * just the local values.
 *
 * @module
 */

import { callTool, parseArticleRef, type ToolContext } from "../../lib/mod.ts";
import { LAW_ABBREVIATIONS } from "../../lib/law/mod.ts";
import { parseStatute, todayKst } from "../../lib/parse/mod.ts";
import { matchDomains } from "./domains.ts";
import { matchMunicipalities } from "./places.ts";
import type { CompleteRequest, CompleteResult } from "./sdk.ts";

/** Most values one answer carries (the protocol's limit). */
export const MAX_COMPLETIONS = 100;

/** How long a completion may wait for the upstream. */
const UPSTREAM_MS = 3_000;

/** What a completion may use. */
export interface CompletionDeps {
  /** A per-request tool context with the given signal. */
  context(signal: AbortSignal): ToolContext;
  /** Whether one upstream lookup may be spent now (rate limits); default yes. */
  allowUpstream?: () => boolean | Promise<boolean>;
  /** Cancels the whole request. */
  signal?: AbortSignal;
}

const squash = (s: string) => s.replace(/[\s·ㆍ]/g, "");

const LOCAL_NAMES: readonly string[] = [
  ...new Set([...Object.values(LAW_ABBREVIATIONS), ...Object.keys(LAW_ABBREVIATIONS)]),
];

/** Local law names matching a prefix (then a substring), official names before 약칭. */
export function matchLawNames(value: string): string[] {
  const q = squash(value);
  if (!q) return [...new Set(Object.values(LAW_ABBREVIATIONS))];
  // A matching 약칭 brings its official name right after it (중처 → 중처법, 중대재해 처벌 …).
  const expand = (names: string[]) =>
    names.flatMap((n) => LAW_ABBREVIATIONS[n] ? [n, LAW_ABBREVIATIONS[n]] : [n]);
  const starts = expand(LOCAL_NAMES.filter((n) => squash(n).startsWith(q)));
  const contains = expand(LOCAL_NAMES.filter((n) => squash(n).includes(q)));
  return [...new Set([...starts, ...contains])];
}

function limited(deps: CompletionDeps): AbortSignal {
  const signals = [AbortSignal.timeout(UPSTREAM_MS)];
  if (deps.signal) signals.push(deps.signal);
  return AbortSignal.any(signals);
}

async function upstreamRows(
  deps: CompletionDeps,
  query: string,
): Promise<{ name: string; lawId: string }[]> {
  if (!query.trim() || !(await (deps.allowUpstream?.() ?? true))) return [];
  try {
    const out = await callTool(
      "search_law",
      { query: query.trim(), display: 20 },
      deps.context(limited(deps)),
    );
    return out.ok ? out.structured.rows.map((r) => ({ name: r.name, lawId: r.lawId })) : [];
  } catch {
    return [];
  }
}

async function lawNames(deps: CompletionDeps, value: string): Promise<string[]> {
  const local = matchLawNames(value);
  const remote = (await upstreamRows(deps, value)).map((r) => r.name);
  return [
    ...new Set([...local.filter((n) => squash(n).startsWith(squash(value))), ...remote, ...local]),
  ];
}

async function lawIds(deps: CompletionDeps, value: string): Promise<string[]> {
  if (/^\d+$/.test(value.trim())) return [];
  return (await upstreamRows(deps, value)).map((r) => r.lawId);
}

async function articles(
  deps: CompletionDeps,
  value: string,
  args: Record<string, string>,
): Promise<string[]> {
  let lawId: string | undefined = args.lawId?.trim();
  if (!lawId || !/^\d{1,10}$/.test(lawId)) {
    const name = (args.lawName ?? args.name ?? args.law ?? "").trim();
    if (!name) return [];
    const rows = await upstreamRows(deps, name);
    const exact = rows.find((r) => squash(r.name) === squash(LAW_ABBREVIATIONS[name] ?? name));
    lawId = exact?.lawId;
    if (!lawId) return [];
  }
  if (!(await (deps.allowUpstream?.() ?? true))) return [];
  let labels: string[];
  try {
    const ctx = deps.context(limited(deps));
    const res = await ctx.client.call(
      { endpoint: "service", target: "law", params: { ID: lawId } },
      { budget: ctx.budget, signal: ctx.signal, oc: ctx.oc },
    );
    labels = parseStatute(res.data, { asOf: todayKst() }).articles
      .filter((a) => !a.deleted)
      .map((a) => a.label);
  } catch {
    return [];
  }
  const typed = value.replace(/\s/g, "");
  if (!typed) return labels;
  const ref = parseArticleRef(typed.endsWith("조") || /의\d+$/.test(typed) ? typed : `${typed}조`);
  const digits = typed.replace(/^제/, "");
  const exact = ref ? labels.filter((l) => parseArticleRef(l)?.article === ref.article) : [];
  const prefix = labels.filter((l) =>
    !exact.includes(l) && l.replace(/^제/, "").startsWith(digits)
  );
  return [...exact, ...prefix];
}

/** The `completion/complete` answer for one argument. */
export async function complete(
  params: CompleteRequest["params"],
  deps: CompletionDeps,
): Promise<CompleteResult> {
  const name = params.argument.name;
  const value = params.argument.value ?? "";
  const args = params.context?.arguments ?? {};
  let values: string[] = [];
  switch (name) {
    case "lawName":
    case "parentLaw":
    case "name":
    case "law":
      values = await lawNames(deps, value);
      break;
    case "lawId":
      values = await lawIds(deps, value);
      break;
    case "article":
      values = await articles(deps, value, args);
      break;
    case "domain":
      values = matchDomains(value);
      break;
    case "municipality":
      values = matchMunicipalities(value);
      break;
    case "contractType":
      values = CONTRACT_TYPES.filter((t) => t.includes(value.trim()));
      break;
    case "date":
    case "asOf":
      values = value ? [] : [todayKst()];
      break;
  }
  return {
    completion: {
      values: values.slice(0, MAX_COMPLETIONS),
      total: values.length,
      hasMore: values.length > MAX_COMPLETIONS,
    },
  };
}

/** Contract kinds the contract-review prompt knows a governing law for. */
export const CONTRACT_TYPES: readonly string[] = [
  "근로계약",
  "주택임대차계약",
  "상가임대차계약",
  "하도급계약",
  "가맹계약",
  "용역계약",
  "매매계약",
  "약관(이용약관)",
  "개인정보 처리위탁계약",
  "비밀유지계약",
];
