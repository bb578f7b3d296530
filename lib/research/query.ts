/**
 * What a research chain needs from the user's question: the statute named in it (약칭
 * expanded), the articles and case numbers cited, the dispute domain and the topic words left
 * over for decision searches. Built on the shared vocabulary in lib/law (citations, names, case
 * numbers) so the chains read a query the way every other face does.
 *
 * @module
 */

import {
  type ArticleRef,
  extractReferences,
  findCaseNumbers,
  formatArticle,
  formatCaseNumber,
  parseArticleRefs,
  resolveLawAlias,
} from "../law/mod.ts";

/** Dispute domains: where 불복 goes besides the courts. */
export type DisputeDomain = "tax" | "labor" | "privacy" | "competition" | "general";

/** What a query says. */
export interface ResearchQuery {
  /** The query as given. */
  text: string;
  /** Statute named in it (official name when a 약칭 was used). */
  lawName?: string;
  /** Articles cited, e.g. ["제11조", "제79조"]. */
  articles: string[];
  /** Case numbers cited, e.g. ["2023다12345"]. */
  caseNumbers: string[];
  /** Dispute domain by keywords ("general" when none). */
  domain: DisputeDomain;
  /** Words left for decision and rule searches (law name, articles and filler removed). */
  topic: string;
}

const DOMAIN_WORDS: ReadonlyArray<[DisputeDomain, RegExp]> = [
  [
    "tax",
    /세금|조세|국세|지방세|양도소득세|소득세|부가가치세|법인세|상속세|증여세|관세|종부세|경정청구|세무/,
  ],
  ["labor", /해고|임금|근로|노동|퇴직금|산재|징계|부당노동행위|직장\s?내\s?괴롭힘/],
  ["privacy", /개인정보|정보주체|유출|가명정보|CCTV/i],
  ["competition", /공정거래|담합|하도급|가맹|불공정거래|독점|시장지배|표시\s?광고/],
];

const NOT_LAW = new Set(
  [
    "방법",
    "위법",
    "적법",
    "불법",
    "입법",
    "편법",
    "합법",
    "사법",
    "용법",
    "문법",
    "수법",
    "기법",
    "해법",
    "관계법",
    "특별법",
    "일반법",
    "법률",
    "이법",
    "같은법",
  ],
);

// Single-syllable 이/가/상/도 end too many nouns (허가, 손해배상) to be stripped.
const PARTICLE = /(?:에서의|에서는|에서|으로는|으로|에는|에게|의|은|는|을|를|에)$/;

const FILLER = new Set(
  [
    "알려줘",
    "알려주세요",
    "뭐야",
    "무엇",
    "어떻게",
    "하려면",
    "되나요",
    "있나요",
    "관련",
    "대한",
    "대해",
    "대하여",
    "궁금",
    "기준",
    "내용",
    "조문",
    "규정",
    "법령",
    "찾아줘",
    "정리",
    "싶어요",
    "하고",
    "경우",
    "때",
    "수",
    "및",
    "또는",
    "처분",
    "불복",
    "개정",
    "이력",
    "절차",
    "조례",
    "비교",
    "대법원",
    "판결",
    "판례",
    "결정",
    "사례",
  ],
);

function stripParticle(token: string): string {
  const t = token.replace(/[?!.,;:"'“”‘’()[\]]/g, "");
  const s = t.replace(PARTICLE, "");
  return s.length >= 2 ? s : t;
}

function lawNameIn(text: string): string | undefined {
  const quoted = /「([^「」]{1,120})」\s*(시행령|시행규칙)?/.exec(text);
  if (quoted) return resolveLawAlias(quoted[1] + (quoted[2] ? ` ${quoted[2]}` : ""));
  const tokens = text.split(/\s+/);
  for (let i = 0; i < tokens.length; i++) {
    const t = stripParticle(tokens[i]);
    const next = stripParticle(tokens[i + 1] ?? "");
    const tier = next === "시행령" || next === "시행규칙" ? ` ${next}` : "";
    const glued = /^(.+?(?:법률|법))(시행령|시행규칙)$/.exec(t);
    if (glued && !NOT_LAW.has(glued[1])) return resolveLawAlias(`${glued[1]} ${glued[2]}`);
    if (/^[가-힣ㆍ·]{2,}(?:법률|법)$/.test(t) && !NOT_LAW.has(t)) return resolveLawAlias(t + tier);
    const alias = resolveLawAlias(t);
    if (alias !== t) return alias + tier;
  }
  return undefined;
}

function articlesIn(text: string): string[] {
  const refs: ArticleRef[] = extractReferences(text).flatMap((r) => r.articles);
  if (!refs.length) {
    for (const m of text.matchAll(/제\s?\d+\s?조(?:\s?의\s?\d+)?/g)) {
      try {
        refs.push(...parseArticleRefs(m[0]));
      } catch { /* not an anchor */ }
    }
  }
  const seen = new Set<string>();
  for (const r of refs) seen.add(formatArticle({ article: r.article, branch: r.branch }));
  return [...seen].slice(0, 10);
}

/** The dispute domain of a text by keywords. */
export function disputeDomainOf(text: string): DisputeDomain {
  for (const [d, re] of DOMAIN_WORDS) if (re.test(text)) return d;
  return "general";
}

/**
 * Reads a research query.
 *
 * @example
 * ```ts
 * import { readQuery } from "./query.ts";
 * const q = readQuery("건축법 제11조 건축허가 취소");
 * // q.lawName "건축법", q.articles ["제11조"], q.topic "건축허가 취소"
 * ```
 */
export function readQuery(text: string): ResearchQuery {
  const t = text.normalize("NFC").trim();
  const lawName = lawNameIn(t);
  const articles = articlesIn(t);
  const cases = findCaseNumbers(t);
  const caseNumbers = cases.map((c) => formatCaseNumber(c, { compact: true }));
  let rest = t.replace(/「[^「」]*」/g, " ").replace(
    /제\s?\d+\s?(?:조|항|호)(?:\s?의\s?\d+)?/g,
    " ",
  );
  for (const c of caseNumbers) rest = rest.replace(c, " ");
  const base = lawName?.replace(/\s*(시행령|시행규칙)$/, "");
  const words = rest.split(/\s+/).map(stripParticle).filter((w) =>
    w.length >= 2 && !FILLER.has(w) && !/^\d+$/.test(w) &&
    !(base && (w === base || resolveLawAlias(w) === base || w === lawName)) &&
    !/^(시행령|시행규칙|조심|국심)$/.test(w) && !/(?:법률|법)(?:시행령|시행규칙)?$/.test(w) &&
    !/^\d{2,4}[가-힣]{1,3}\d+$/.test(w)
  );
  const topic = words.slice(0, 2).join(" ");
  return {
    text: t,
    ...(lawName ? { lawName } : {}),
    articles,
    caseNumbers,
    domain: disputeDomainOf(t),
    topic,
  };
}
