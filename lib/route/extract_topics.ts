/**
 * Decision collections (공정위, 조심원, 판례 …, resolved by lib/law/decision_domains.ts) and
 * scenario vocabulary (음주운전, 부당해고 … from ./scenarios.ts) in a query.
 *
 * @module
 */

import {
  DECISION_DOMAIN_IDS,
  DECISION_DOMAINS,
  findDecisionDomain,
} from "../law/decision_domains.ts";
import { SCENARIOS } from "./scenarios.ts";
import type { DisputeArea, DomainMention, ScenarioMention, Span } from "./types.ts";

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const spaced = (w: string): string => w.split(/\s+/).map(escape).join("\\s?");

// Every Korean word the domain table knows, longest first, so "조세심판원 재결" beats "조심".
// Ministry words count only next to 해석/질의/회시, since "국토부 고시" is an admin rule.
const WORDS: readonly string[] = [
  ...new Set(
    DECISION_DOMAIN_IDS.flatMap((id) => {
      const d = DECISION_DOMAINS[id];
      return [...d.words, d.short, d.name, d.agency].filter((w) => /[가-힣]/.test(w));
    }),
  ),
].filter((w) => w !== "관세" && w !== "법원").sort((a, b) => b.length - a.length);
const DOMAIN_RE = new RegExp(`(?<![가-힣])(?:${WORDS.map(spaced).join("|")})`, "g");
const EXTRA: readonly [RegExp, DomainMention["domain"]][] = [
  [/판례|판결례|대법원|고등법원|선례/g, "prec"],
  [/위헌|헌법불합치/g, "detc"],
  [/유권해석|법령\s?해석/g, "expc"],
];
const ASKS_INTERPRETATION = /해석|질의|회시|회신/;

/**
 * Decision collections named in `text`, one per domain, in order. `skip` spans (law names)
 * are not searched: "관세법" names a statute, not 관세청.
 *
 * @example
 * ```ts
 * import { extractDomains } from "./extract_topics.ts";
 * extractDomains("공정위 과징금 결정")[0].domain; // "ftc"
 * ```
 */
export function extractDomains(text: string, skip: readonly Span[] = []): DomainMention[] {
  let rest = text;
  for (const s of skip) {
    rest = rest.slice(0, s.index) + " ".repeat(s.text.length) + rest.slice(s.index + s.text.length);
  }
  const out: DomainMention[] = [];
  const add = (m: RegExpMatchArray, id: DomainMention["domain"]) => {
    if (out.some((x) => x.domain === id)) return;
    out.push({ text: m[0], index: m.index!, domain: id });
    rest = rest.slice(0, m.index!) + " ".repeat(m[0].length) + rest.slice(m.index! + m[0].length);
  };
  for (const m of [...rest.matchAll(DOMAIN_RE)]) {
    const d = findDecisionDomain(m[0]);
    if (!d) continue;
    if (d.family === "ministry" && !ASKS_INTERPRETATION.test(text)) continue;
    add(m, d.id);
  }
  for (const [re, id] of EXTRA) for (const m of [...rest.matchAll(re)]) add(m, id);
  return out.sort((a, b) => a.index - b.index);
}

const SCENARIO_RE: readonly [RegExp, (typeof SCENARIOS)[number]][] = SCENARIOS.map((s) => [
  new RegExp(s.words.map(spaced).join("|")),
  s,
]);

/**
 * Situations from the scenario table found in `text`, in table order; `skip` spans (law names)
 * are not searched.
 *
 * @example
 * ```ts
 * import { extractScenarios } from "./extract_topics.ts";
 * extractScenarios("음주운전 처벌 기준")[0].laws; // ["도로교통법"]
 * ```
 */
export function extractScenarios(text: string, skip: readonly Span[] = []): ScenarioMention[] {
  // "산업재해" inside 산업재해보상보험법 names the statute, not the situation.
  let rest = text;
  for (const s of skip) {
    rest = rest.slice(0, s.index) + " ".repeat(s.text.length) + rest.slice(s.index + s.text.length);
  }
  const out: ScenarioMention[] = [];
  for (const [re, s] of SCENARIO_RE) {
    const m = re.exec(rest);
    if (!m) continue;
    out.push({
      text: m[0],
      index: m.index,
      id: s.id,
      laws: [...s.laws],
      domains: [...s.domains],
      task: s.task,
    });
  }
  return out;
}

/** The areas of law a dispute may belong to; "general" when no word names one. */
export const DISPUTE_AREAS: readonly DisputeArea[] = [
  "tax",
  "labor",
  "privacy",
  "competition",
  "general",
];

const AREA_WORDS: readonly [Exclude<DisputeArea, "general">, RegExp][] = [
  [
    "tax",
    /세금|조세|국세|지방세|양도소득세|소득세|부가가치세|법인세|상속세|증여세|관세|종부세|경정청구|세무/,
  ],
  ["labor", /해고|임금|근로|노동|퇴직금|산재|징계|부당노동행위|직장\s?내\s?괴롭힘/],
  ["privacy", /개인정보|정보주체|유출|가명정보|CCTV/i],
  ["competition", /공정거래|담합|하도급|가맹|불공정거래|독점|시장지배|표시\s?광고/],
];

/**
 * The area of law a dispute in `text` belongs to, by its words: where 불복 goes besides the
 * courts (조세심판, 노동위원회, 개인정보위, 공정위; else 행정심판).
 *
 * @example
 * ```ts
 * import { disputeArea } from "./extract_topics.ts";
 * disputeArea("양도소득세 경정청구 거부 불복"); // "tax"
 * ```
 */
export function disputeArea(text: string): DisputeArea {
  return AREA_WORDS.find(([, re]) => re.test(text))?.[0] ?? "general";
}
