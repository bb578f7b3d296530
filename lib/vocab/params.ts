/**
 * The parameter vocabulary: every argument name any tool takes, with its one meaning, and the
 * shared zod field for the names several tools use. A tool builds its input from these fields,
 * so one concept has one name and one shape everywhere (a registry test holds every tool to
 * it). Old names reach these through the alias table (`aliases.ts`), never through a tool.
 *
 * @module
 */

import { z } from "zod";
import { dateArg } from "./dates.ts";

/** 법령ID: the statute across its versions. */
export const lawIdArg: z.ZodString = z.string().trim().regex(/^\d{1,10}$/, "digits")
  .describe("법령ID");

/** 법령일련번호 (MST): one version of a statute. */
export const mstArg: z.ZodString = z.string().trim().regex(/^\d{1,12}$/, "digits")
  .describe("법령일련번호");

/** A document's exact name; for statutes the 약칭 works too. */
export const nameArg: z.ZodString = z.string().trim().min(1).max(200).describe("법령명 or 약칭");

/** Names one statute: give one of them (resolved in the order lawId, mst, name). */
export const lawLocator: {
  lawId: z.ZodOptional<z.ZodString>;
  mst: z.ZodOptional<z.ZodString>;
  name: z.ZodOptional<z.ZodString>;
} = {
  lawId: lawIdArg.optional(),
  mst: mstArg.optional(),
  name: nameArg.optional(),
};

/** Whether a statute locator names something; use in `.refine` of an input. */
export function hasLawLocator(a: { lawId?: string; mst?: string; name?: string }): boolean {
  return Boolean(a.lawId || a.mst || a.name);
}

/** The message of a missing statute locator. */
export const NEED_LAW = "give lawId, mst or name";

/**
 * Articles to select: anchors, lists and ranges ("제10조의2", "제3조제2항제1호", "제5조부터
 * 제7조까지"). A single string is accepted too (the argument reader wraps it).
 */
export const articlesArg: z.ZodArray<z.ZodString> = z.array(z.string().trim().min(1).max(500))
  .min(1).max(100).describe('e.g. ["제10조의2", "제3조제2항"]');

/** The point in time a text is read at. */
export const asOfArg: typeof dateArg = dateArg;

/** Search text. */
export const queryArg: z.ZodString = z.string().trim().min(1).max(200);

/** Page of a list (1-based). */
export const pageArg: z.ZodDefault<z.ZodNumber> = z.number().int().min(1).max(1000).default(1);

/** Rows per page. */
export const displayArg: z.ZodDefault<z.ZodNumber> = z.number().int().min(1).max(100).default(20)
  .describe("rows per page");

/** The paging fields of every list tool. */
export const pagingArgs: { page: typeof pageArg; display: typeof displayArg } = {
  page: pageArg,
  display: displayArg,
};

/**
 * Which source answers a statute tool: `auto` (the local law library when it holds the statute,
 * else law.go.kr or the demo) or `live` (law.go.kr, never the library): the call that confirms a
 * library answer.
 */
export const sourceArg: z.ZodOptional<z.ZodEnum<{ auto: "auto"; live: "live" }>> = z
  .enum(["auto", "live"]).optional()
  .describe("live: law.go.kr, not the local law library (auto when omitted)");

/** Where a cut text continues: the count of units (articles, blocks, lines) already shown. */
export const offsetArg: z.ZodDefault<z.ZodNumber> = z.number().int().min(0).default(0)
  .describe("continue a cut answer (from its pointer)");

/**
 * Every parameter name a tool may take, with its one meaning. A name used by two tools means
 * the same thing in both; a tool needing another meaning needs another name. Kept in one
 * table so the registry test can hold every tool's input to it.
 */
export const VOCABULARY: Readonly<Record<string, string>> = {
  // Locating a statute
  lawId: "법령ID — a statute across its versions",
  mst: "법령일련번호 — one version of a statute (or an ordinance's 자치법규일련번호)",
  name: "exact name of the document to read (statutes: 법령명 or 약칭)",
  // Selecting inside a text
  articles: "articles to select (anchors, lists, ranges); a single string is accepted",
  include: "optional parts to add to a text (부칙, 별표, 제개정이유 …)",
  offset: "continue a cut answer: what its pointer says (a count, or 표:행 for annex tables)",
  // Time
  asOf: "the date a text is read at (in force on that date)",
  from: "start of a date range (inclusive)",
  to: "end of a date range (inclusive)",
  // Searching and paging
  query: "search text",
  page: "page of a list, 1-based",
  display: "rows per page",
  sort: "order of a list (tool-specific values)",
  scope: "where the query is matched: name (제목) or body (본문)",
  // Decisions
  domain: "decision collection (판례, 헌재, 해석례, 행정심판, tribunals, committees, ministries)",
  id: "identifier of one document in its collection, as a search row gives it",
  caseNumber: "사건번호 (e.g. 2025두30615, 2012헌마1007, 조심2020서1234)",
  // Tool-specific names, one section per domain. A name listed once means one thing.
  // ── structure ──
  receivers: "kinds of rule receiving a delegation to list: 시행령, 시행규칙, 행정규칙, 자치법규",
  left: "first side of a comparison: {lawId|mst|name, articles (one), asOf}",
  right: "second side of a comparison: {lawId|mst|name, articles (one), asOf}",
  promulgationDate: "공포일자 of one amendment (picks it, with promulgationNumber)",
  promulgationNumber: "공포번호 of one amendment",
  text: "a text the caller gives, to be read as it is (nothing is fetched for it)",
  contextArticle: "the article a given text comes from (resolves a bare 제2항, 같은 조)",

  // ── history ──
  unit: "what one search hit is: 조문 (an article) or 별표서식 (an annex or form)",
  revision: "제개정 구분 (제정, 일부개정, 전부개정, 폐지, 타법폐지 …)",
  versions: "which versions of statutes a search covers: current (현행) or all (연혁·시행예정 too)",
  source: "which source answers (auto: the best one, falling back when it is refused; statutes: " +
    "live skips the local law library)",
  names: "several documents' names at once (batch tools; statutes: 법령명 or 약칭)",
  laws: "several statutes at once, each with its own selection: [{lawId|mst|name, articles}]",
  baseline: "법령ID → MST from an earlier answer's snapshot: each row says whether it changed",

  // ── shared by several domains (one meaning each) ──
  kind: "kind of document within its family (법률·대통령령, 훈령·고시, 조례·규칙, 별표·서식, " +
    "양자조약·다자조약 …)",
  family: "document family: 법령, 행정규칙, 자치법규 (and, where a tool says so, 학칙공단, " +
    "조약, 용어)",
  org: "7-digit code of the body a document belongs to: 소관부처코드 (statutes, 행정규칙) or " +
    "지자체코드 (자치법규)",
  // ── annexes & rules ──
  institution:
    "which institutions' rules: school (대학 학칙), public (지방공사·공단), pi (공공기관)",
  relation: "which kind of link between documents to follow or keep (statutes: delegation " +
    "위임 or citation 인용; law–ordinance lists lnkLs…drlaw; terms: 동의어, 반의어, 상위어 …)",
  ruleId: "행정규칙ID — an admin or institution rule across its versions",
  ordinance: "one 자치법규: its 자치법규일련번호 (digits) or exact name",
  subOrg: "7-digit 시군구 code under the 광역 지자체 given as org",
  field: "자치법규 분야 (분류seq from list_ordinance_fields)",
  dateField: "which date `from`/`to` bound: promulgated (공포일·발령일), effective (시행일), " +
    "concluded (체결일, treaties)",
  history: "list superseded (연혁) versions instead of current ones",
  changedOnly: "only the rows a revision changed",
  withSubordinate: "also the parent law's 시행령·시행규칙",
  maxPages: "upstream list pages read at most (bounds the calls)",
  annex: "one 별표·서식 by notation (별표 1의2, 서식 3, 별지 제2호서식) or 6-digit code",
  bylSeq: "별표일련번호 of the annex index list",
  open: "read the chosen annex's file and answer it as Markdown",

  // ── decisions & terms ──
  court: "법원명 a court precedent list is narrowed to (대법원, 서울고등법원 …)",
  appealType: "재결구분코드 a 행정심판 or special-tribunal list is narrowed to",
  dispositionDate: "처분일자 range (YYYYMMDD~YYYYMMDD) a 행정심판 or tribunal list is narrowed to",
  inquirer: "질의기관 code an interpretation list is narrowed to",
  answerer: "회신(해석)기관 code an interpretation list is narrowed to",
  term: "exact name of a term (법령용어 or 일상용어)",
  termId:
    "knowledge-base serial of a term, as search_legal_terms_ai/search_daily_terms rows give it",
  direction: "which way to go: parse_jo_code to_code/to_text; term links legal_to_daily, " +
    "daily_to_legal, term_to_articles, article_to_terms",
  homonyms: "true: only terms that have 동음이의어; false: only terms that have none",
  countryCode: "국가코드 of a treaty's counterparty",
  language: "language of a text: ko (한국어) or en (영문)",

  // ── analysis, research, system, catalogue ──
  tool: "a registered tool name (or old name)",
  args: "arguments of the tool named by `tool`",
  mode: "which operation of a multi-purpose tool to run (tool-specific values)",
  maxCitations: "citations checked at most",
  deepScan: "also read the later decisions that cite a precedent",
  includeOrdinances: "also list the ordinances linked to an article",
  includeMermaid: "also draw the answer as a Mermaid diagram",
  maxClauses: "clauses of a document reviewed or listed at most",
  task: "the research chain to run (legal_research)",
  scenario: "korean-law-mcp scenario that adds branches to a research task",
  area: "area of law a dispute belongs to (tax, labor, privacy, competition, general)",
  includeHistory: "also read the change history of the cited article",
  deadlineMs: "milliseconds a chain may run before it answers with what finished",
  formats: "upstream output formats to check (JSON, XML)",
  shapes: "also compare each upstream target's answer with what the readers expect (doctor)",
  targets: "DRF targets (law, prec, admrul …) a check is limited to",
};

/** Whether `name` is a vocabulary word. */
export function isVocabulary(name: string): boolean {
  return Object.hasOwn(VOCABULARY, name);
}
