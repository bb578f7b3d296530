/**
 * The one alias table: argument names callers already use — our earlier names and
 * korean-law-mcp's — mapped onto the vocabulary. A tool never reads an old name itself; the
 * argument reader (`args.ts`) rewrites old names before validation, and a name found neither
 * here nor in the tool's input is refused, never dropped.
 *
 * An entry applies to a tool when the tool takes its target name (or, with `tools`, only to
 * the tools named). `convert` turns the old value into the new one (or into several canonical
 * arguments, with `spread`); `consumes` lists companion names the entry reads as well
 * (korean-law-mcp's `jo` with `hang`/`ho`/`mok`). An entry with `to: null` is accepted and
 * not used; the answer then says why (`note`). `VALUE_ALIASES` maps old values of a vocabulary
 * name (korean-law-mcp's code "3" for the kind 고시, `title` for the scope `name`).
 *
 * @module
 */

import { InputError } from "../errors.ts";
import {
  ADMIN_RULE_KINDS,
  byCode,
  INSTITUTION_RULE_KINDS,
  ORDINANCE_KINDS,
} from "../law/rule_kinds.ts";
import { readDateArg } from "./dates.ts";

/** One old argument name. */
export interface ArgAlias {
  /** The old name. */
  from: string;
  /** The vocabulary name it becomes; `null`: accepted, not used (see `note`). */
  to: string | null;
  /**
   * Only for these tools (by registered name; `tool.field` for a nested field such as
   * `compare_articles.left`); default: every tool (and nested field) that takes `to`.
   */
  tools?: readonly string[];
  /** The old value → the new one (or, with `spread`, an object of canonical arguments). */
  convert?: (value: unknown, all: Readonly<Record<string, unknown>>) => unknown;
  /** `convert` returns several canonical arguments at once. */
  spread?: boolean;
  /** Companion old names this entry reads through `all` (they are consumed with it). */
  consumes?: readonly string[];
  /** Told to the caller when the argument is accepted but not used. */
  note?: string;
}

const str = (v: unknown): string =>
  typeof v === "string" || typeof v === "number" ? String(v).trim() : "";

/**
 * korean-law-mcp's `jo` (+ `hang`, `ho`, `mok`) joined into one anchor ("제2조 제1항 제11호
 * 가목") that the article reader parses like any other.
 */
function joinJo(value: unknown, all: Readonly<Record<string, unknown>>): string[] {
  const parts = [str(value)];
  const hang = str(all.hang), ho = str(all.ho), mok = str(all.mok);
  if (hang) parts.push(/^\d+$/.test(hang) ? `제${Number(hang)}항` : hang);
  if (ho) parts.push(/^\d+$/.test(ho) ? `제${Number(ho)}호` : ho);
  if (mok) parts.push(mok.endsWith("목") ? mok : `${mok}목`);
  return [parts.filter(Boolean).join(" ")];
}

/** `"20240101~20241231"` (DRF range spelling) → `{ from, to }`. */
function splitRange(value: unknown): Record<string, unknown> {
  const s = str(value);
  const m = /^([^~]*)~([^~]*)$/.exec(s);
  if (!m) {
    throw new InputError(`'${s}': 기간은 "YYYYMMDD~YYYYMMDD"로 주거나 from/to를 쓰세요`, "from");
  }
  return {
    ...(m[1].trim() ? { from: m[1].trim() } : {}),
    ...(m[2].trim() ? { to: m[2].trim() } : {}),
  };
}

// ── decisions & terms: helpers ──────────────────────────────────────────────────────────────

/** korean-law-mcp's `search`: 1 = 사건명/조약명, 2 = 본문 (as the `scope` value). */
const searchScope = (v: unknown): string => (str(v) === "2" ? "body" : "name");

/** `"Y"`/`"N"` flags → booleans (other values are left for the schema to refuse). */
const yesNo = (v: unknown): unknown => {
  const s = str(v).toUpperCase();
  return s === "Y" ? true : s === "N" ? false : v;
};

/** A treaty date range (or one day) on the date it names → `{ from, to, dateField }`. */
function treatyRange(dateField: string) {
  return (value: unknown): Record<string, unknown> => {
    const s = str(value);
    return { ...(s.includes("~") ? splitRange(s) : { from: s, to: s }), dateField };
  };
}

/** korean-law-mcp's `linkType` of get_external_links → our `domain` (decisions) or `family`. */
function linkType(value: unknown): Record<string, unknown> {
  const s = str(value);
  if (s === "precedent") return { domain: "prec" };
  if (s === "interpretation") return { domain: "expc" };
  return { family: s };
}

/** The names each decision tool takes (the keys `options` may carry under our names). */
const DECISION_NAMES: Readonly<Record<string, readonly string[]>> = {
  search_decisions: [
    "domain",
    "query",
    "caseNumber",
    "scope",
    "from",
    "to",
    "court",
    "sort",
    "appealType",
    "dispositionDate",
    "inquirer",
    "answerer",
    "page",
    "display",
  ],
  get_decision_text: ["domain", "id", "caseNumber", "offset"],
};

/**
 * korean-law-mcp's `options` object of search_decisions/get_decision_text: its keys are lifted
 * to the top level, through this table like any top-level name; a key the tool has no use for
 * (`full`, `caseName`) is skipped, an unknown one refused.
 */
function decisionOptions(tool: string) {
  const names = DECISION_NAMES[tool];
  return (value: unknown): Record<string, unknown> => {
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      throw new InputError(
        `${tool}: options는 객체여야 합니다 (예: {"court":"대법원"})`,
        "options",
      );
    }
    const out: Record<string, unknown> = {};
    const given = value as Record<string, unknown>;
    for (const [k, v] of Object.entries(given)) {
      if (v === undefined || v === null || v === "") continue;
      if (names.includes(k)) {
        out[k] = v;
        continue;
      }
      const a = ARG_ALIASES.find((x) =>
        x.from === k && x.from !== "options" &&
        (x.tools ? x.tools.includes(tool) : x.to === null || names.includes(x.to))
      );
      if (!a) {
        throw new InputError(
          `${tool}: options에 알 수 없는 인자 '${k}'. 받는 인자: ${names.join(", ")}`,
          `options.${k}`,
        );
      }
      if (a.to === null) continue;
      const converted = a.convert ? a.convert(v, given) : v;
      if (a.spread) Object.assign(out, converted as Record<string, unknown>);
      else out[a.to] = converted;
    }
    return out;
  };
}

/** korean-law-mcp's per-collection id of get_external_links → the collection and our id. */
function linkId(from: string, collection: Record<string, string>, to = "id"): ArgAlias {
  return {
    from,
    to,
    tools: ["get_external_links"],
    spread: true,
    convert: (v) => ({ ...collection, [to]: str(v) }),
  };
}

/** Our earlier legalTerm/dailyTerm of get_term_relations: the term and the links to follow. */
function termOf(from: string, direction: string): ArgAlias {
  return {
    from,
    to: "term",
    tools: ["get_term_relations"],
    spread: true,
    convert: (v) => ({ term: v, direction }),
  };
}

const DECISION_SEARCH = ["search_decisions"];
const DECISION_TEXT = ["get_decision_text"];
const LINKS = ["get_external_links"];
const NAME_ONLY = "이름으로는 찾지 않습니다 — id나 caseNumber로 읽습니다";

/** A boolean "include X" flag (true, "true") → the `include` list with or without `part`. */
function includeIf(part: string): (value: unknown) => string[] {
  return (value) => (value === true || /^\s*true\s*$/i.test(String(value)) ? [part] : []);
}

const KEY_NOTE = "키는 인자로 받지 않습니다 — LAW_OC 환경변수나 X-Law-OC 헤더로 주세요";

// ── annexes & rules helpers ──
const RULE_LISTS = ["search_admin_rules", "search_ordinances", "search_institution_rules"];
const RULE_BODIES = ["get_admin_rule", "get_institution_rule", "compare_admin_rule_versions"];
const RELEVANCE_NOTE =
  "조문 관련성 검증은 하지 않습니다 — 찾은 자치법규를 get_ordinance로 읽으세요";
const VIEW_NOTE = '조문은 articles로 고르고 (범위: "제8조부터 제10조까지"), 잘린 답은 그 ' +
  "포인터의 offset으로 이어 봅니다";

/** korean-law-mcp's / our earlier `<date>From`/`<date>To`: from/to plus the date they filter. */
function datedAs(dateField: string, fromName: string, toName: string): ArgAlias[] {
  return [[fromName, "from"], [toName, "to"]].map(([from, to]) => ({
    from,
    to,
    tools: ["search_ordinances"],
    spread: true,
    convert: (v: unknown) => ({ [to]: v, dateField }),
  }));
}

/** Names accepted and not used by `tools`, with why. */
function unused(names: string[], tools: string[], note: string): ArgAlias[] {
  return names.map((from) => ({ from, to: null, tools, note }));
}

/**
 * Every old name, in one list. Domain sections keep related names together; the order within
 * the list does not matter (one old name may appear once per tool).
 */
export const ARG_ALIASES: readonly ArgAlias[] = [
  // ── Everywhere ────────────────────────────────────────────────────────────────────────────
  { from: "apiKey", to: null, note: KEY_NOTE },
  { from: "lawName", to: "name" },
  { from: "law_name", to: "name" },
  { from: "efYd", to: "asOf" },
  { from: "date", to: "asOf" },
  { from: "article", to: "articles" },
  { from: "jo", to: "articles", convert: joinJo, consumes: ["hang", "ho", "mok"] },
  { from: "limit", to: "display" },
  { from: "max_results", to: "display" },
  { from: "fromDate", to: "from" },
  { from: "toDate", to: "to" },
  { from: "startDate", to: "from" },
  { from: "endDate", to: "to" },
  { from: "stdDt", to: "from" },
  { from: "endDt", to: "to" },
  { from: "eftYd", to: "from", convert: splitRange, spread: true },
  { from: "keyword", to: "query" },
  { from: "MST", to: "mst" },
  { from: "ID", to: "id" },
  // Each domain's own old names follow, one section per domain (tool-scoped where the old name
  // means something else elsewhere).
  // ── statutes ──────────────────────────────────────────────────────────────────────────────────

  // ── structure ─────────────────────────────────────────────────────────────────────────────────
  {
    from: "adminRules",
    to: "include",
    tools: ["get_law_system"],
    convert: includeIf("adminRules"),
  },
  { from: "query", to: "name", tools: ["get_delegated_laws"] }, // the peer's law name
  { from: "kinds", to: "receivers", tools: ["get_delegated_laws"] },
  { from: "kind", to: "relation", tools: ["get_three_way_comparison"] },
  { from: "knd", to: "relation", tools: ["get_three_way_comparison"], convert: str }, // 1 | 2
  { from: "ld", to: "promulgationDate", tools: ["compare_old_new"] },
  { from: "ln", to: "promulgationNumber", tools: ["compare_old_new"], convert: str },
  { from: "law1", to: "left", tools: ["compare_articles"] },
  { from: "law2", to: "right", tools: ["compare_articles"] },
  // The peer's catalogue flattens law1/law2's fields; at the top level they name no side.
  ...["lawId", "mst", "jo"].map((from) => ({
    from,
    to: null,
    tools: ["compare_articles"],
    note: 'compare_articles는 법령·조문을 left/right 안에 받습니다 — 예: left: {"lawId":"001823",' +
      '"articles":["제4조"]}',
  })),
  {
    from: "includeArticle",
    to: "include",
    tools: ["get_article_precedents"],
    convert: includeIf("article"),
  },
  {
    from: "includePrecedents",
    to: null,
    tools: ["get_article_precedents"],
    note: "판례 목록은 늘 함께 나옵니다",
  },
  { from: "article", to: "contextArticle", tools: ["parse_article_references"] },
  { from: "joText", to: "articles", tools: ["parse_jo_code"] },
  { from: "lawType", to: "family", tools: ["parse_jo_code"] },

  // ── history ───────────────────────────────────────────────────────────────────────────────────
  // A window is from/to everywhere; one day (regDt, delDt) is a window of one day.
  ...["regDt", "delDt"].map((from): ArgAlias => ({
    from,
    to: "from",
    tools: from === "regDt" ? ["get_law_change_history", "get_article_history"] : [
      "get_deleted_data",
    ],
    spread: true,
    convert: (v) => ({ from: v, to: v }),
  })),
  { from: "fromRegDt", to: "from", tools: ["get_article_history"] },
  { from: "toRegDt", to: "to", tools: ["get_article_history"] },
  { from: "until", to: "to", tools: ["get_law_statistics"] },
  {
    // korean-law-mcp's "the last N days": the window of N days ending at `until`/`to`
    // (default yesterday, the last day whose changes are published).
    from: "days",
    to: "from",
    tools: ["get_law_statistics"],
    spread: true,
    convert: (v, all) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 366) {
        throw new InputError(`days '${v}': 1–366의 정수 (한 번에 31일까지 봅니다)`, "days");
      }
      const end = str(all.until ?? all.to);
      const read = end ? readDateArg(end) : undefined;
      if (read && !("ymd" in read)) return {}; // the end's own field reports it
      const last = read
        ? Date.UTC(+read.ymd.slice(0, 4), +read.ymd.slice(4, 6) - 1, +read.ymd.slice(6))
        : Date.parse(new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10)) - 864e5;
      return { from: new Date(last - (n - 1) * 864e5).toISOString().slice(0, 10) };
    },
  },
  { from: "order", to: "sort", tools: ["list_law_versions"] },
  // search_law_advanced: one window (from/to) on the date that dateField names.
  ...["effectiveFrom", "effectiveTo", "promulgatedFrom", "promulgatedTo"].map((from): ArgAlias => ({
    from,
    to: "from",
    tools: ["search_law_advanced"],
    spread: true,
    convert: (v) => ({
      [from.endsWith("From") ? "from" : "to"]: v,
      dateField: from.startsWith("effective") ? "effective" : "promulgated",
    }),
  })),
  { from: "knd", to: "kind", tools: ["search_law_advanced"] },
  { from: "rrClsCd", to: "revision", tools: ["search_law_advanced"] },
  {
    // Statutes only here; the other families have their own search tools.
    from: "searchType",
    to: "query",
    tools: ["search_law_advanced"],
    spread: true,
    convert: (v) => {
      const other: Record<string, string> = {
        admin_rule: "search_admin_rules",
        ordinance: "search_ordinances",
        all: "search_all",
      };
      if (str(v) === "law" || !str(v)) return {};
      throw new InputError(
        `searchType '${str(v)}': 이 도구는 법령만 찾습니다. ${
          other[str(v)] ?? "search_all"
        }을 쓰세요.`,
        "searchType",
      );
    },
  },
  {
    from: "operator",
    to: null,
    tools: ["search_law_advanced"],
    note: "낱말의 AND/OR 조합은 없습니다: query 전체가 한 검색어로 쓰였습니다",
  },
  { from: "knd", to: "family", tools: ["get_deleted_data"] },
  { from: "kind", to: "family", tools: ["get_deleted_data"] },
  { from: "queries", to: "names", tools: ["search_law_bulk"] },
  { from: "previous", to: "baseline", tools: ["search_law_bulk"] },
  {
    from: "includeUpcoming",
    to: "include",
    tools: ["search_law_bulk"],
    convert: (v) => (v === true || str(v).toLowerCase() === "true" ? ["upcoming"] : []),
  },
  { from: "partial", to: "query", tools: ["suggest_law_names"] },
  { from: "contains", to: "query", tools: ["get_law_abbreviations"] },
  // 지능형 검색: korean-law-mcp's `search` code and our old `scope` named family and unit at
  // once (aiSearch: 0 법령조문 … 3 행정규칙별표서식; aiRltLs: 0 법령조문, 1 행정규칙조문).
  ...(["ai_search_law", "ai_related_laws"] as const).flatMap((tool) =>
    ["search", "scope"].map((from): ArgAlias => ({
      from,
      to: "family",
      tools: [tool],
      spread: true,
      convert: (v) => {
        const scopes = tool === "ai_search_law"
          ? ["법령조문", "법령별표서식", "행정규칙조문", "행정규칙별표서식"]
          : ["법령조문", "행정규칙조문"];
        const i = /^\d$/.test(str(v)) ? Number(v) : scopes.indexOf(str(v));
        const scope = scopes[i];
        if (!scope) {
          throw new InputError(`${from} '${str(v)}': 허용값 ${scopes.join(", ")}`, from);
        }
        const unit = scope.endsWith("조문") ? "조문" : "별표서식";
        return {
          family: scope.slice(0, -unit.length),
          ...(tool === "ai_search_law" ? { unit } : {}),
        };
      },
    }))
  ),
  { from: "lawTypes", to: "kind", tools: ["ai_search_law"] },

  // ── annexes & rules ───────────────────────────────────────────────────────────────────────────
  // get_annexes: korean-law-mcp's names (lawName, jo: generic), and `target` of ours.
  { from: "target", to: "family", tools: ["get_annexes"] },
  { from: "annexNo", to: "annex", tools: ["get_annexes"] },
  // Its knd 1–4 are 별표/서식 (VALUE_ALIASES); 5 (전체) is no filter at all.
  {
    from: "knd",
    to: "kind",
    tools: ["get_annexes"],
    convert: (v) => str(v) === "5" ? undefined : str(v),
  },
  {
    from: "ordinSeq",
    to: "mst",
    tools: ["get_annexes"],
    spread: true,
    convert: (v) => ({ mst: str(v), family: "ordin" }),
  },
  // The rule lists: korean-law-mcp's code-string knd (VALUE_ALIASES), our earlier date names.
  { from: "knd", to: "kind", tools: RULE_LISTS, convert: str },
  { from: "issuedFrom", to: "from", tools: ["search_admin_rules", "search_institution_rules"] },
  { from: "issuedTo", to: "to", tools: ["search_admin_rules", "search_institution_rules"] },
  ...datedAs("promulgated", "promulgatedFrom", "promulgatedTo"),
  ...datedAs("effective", "effectiveFrom", "effectiveTo"),
  { from: "sborg", to: "subOrg", tools: ["search_ordinances"] },
  ...unused(["verifyArticleRelevance", "relevanceLimit"], ["search_ordinances"], RELEVANCE_NOTE),
  // Rule bodies.
  { from: "lid", to: "ruleId", tools: RULE_BODIES },
  {
    from: "target",
    to: "institution",
    tools: ["search_institution_rules", "get_institution_rule"],
  },
  { from: "ordinSeq", to: "mst", tools: ["get_ordinance"] },
  { from: "id", to: "mst", tools: ["get_ordinance"] },
  // korean-law-mcp's get_admin_rule views: we select by articles and continue by offset.
  ...unused(
    ["context", "chapter", "keyword", "max_results", "page"],
    ["get_admin_rule"],
    VIEW_NOTE,
  ),
  // Links and the radar.
  { from: "target", to: "relation", tools: ["get_law_ordinance_links"] },
  ...["ordinSeq", "id", "ordinanceName", "query"].map((from) => ({
    from,
    to: "ordinance",
    tools: ["ordinance_radar"],
  })),

  // ── decisions & terms ─────────────────────────────────────────────────────────────────────────
  // korean-law-mcp's decision tools (search_precedents …, get_interpretation_text …, `options`).
  { from: "nb", to: "caseNumber", tools: [...DECISION_SEARCH, ...DECISION_TEXT] },
  { from: "itmno", to: "caseNumber", tools: [...DECISION_SEARCH, ...DECISION_TEXT] },
  { from: "curt", to: "court", tools: DECISION_SEARCH },
  { from: "cls", to: "appealType", tools: DECISION_SEARCH },
  { from: "dpaYd", to: "dispositionDate", tools: DECISION_SEARCH },
  { from: "inq", to: "inquirer", tools: DECISION_SEARCH },
  { from: "rpl", to: "answerer", tools: DECISION_SEARCH },
  { from: "prncYd", to: "from", tools: DECISION_SEARCH, convert: splitRange, spread: true },
  { from: "edYd", to: "from", tools: DECISION_SEARCH, convert: splitRange, spread: true },
  { from: "explYd", to: "from", tools: DECISION_SEARCH, convert: splitRange, spread: true },
  { from: "rslYd", to: "from", tools: DECISION_SEARCH, convert: splitRange, spread: true },
  {
    from: "search",
    to: "scope",
    tools: [...DECISION_SEARCH, "search_treaties"],
    convert: searchScope,
  },
  {
    from: "gana",
    to: null,
    tools: DECISION_SEARCH,
    note: "가나다 색인 검색은 없습니다 — query나 sort로 찾으세요",
  },
  {
    from: "options",
    to: "domain",
    tools: DECISION_SEARCH,
    spread: true,
    convert: decisionOptions("search_decisions"),
  },
  {
    from: "options",
    to: "domain",
    tools: DECISION_TEXT,
    spread: true,
    convert: decisionOptions("get_decision_text"),
  },
  { from: "precedentId", to: "id", tools: DECISION_TEXT },
  { from: "interpretationId", to: "id", tools: DECISION_TEXT },
  { from: "decisionId", to: "id", tools: DECISION_TEXT },
  { from: "caseName", to: null, tools: DECISION_TEXT, note: `사건명은 ${NAME_ONLY}` },
  { from: "decisionName", to: null, tools: DECISION_TEXT, note: `결정명은 ${NAME_ONLY}` },
  { from: "interpretationName", to: null, tools: DECISION_TEXT, note: `안건명은 ${NAME_ONLY}` },
  {
    from: "full",
    to: null,
    tools: DECISION_TEXT,
    note: "본문은 늘 전부 주고, 길면 잘라서 나머지를 offset 포인터로 줍니다",
  },
  {
    from: "maxLength",
    to: null,
    tools: DECISION_TEXT,
    note: "답의 길이는 서버의 응답 예산이 정합니다 — 나머지는 offset 포인터로 이어 읽으세요",
  },
  // Term tools (ours before the vocabulary, and korean-law-mcp's).
  { from: "query", to: "term", tools: ["get_legal_term", "get_term_relations"] },
  { from: "term", to: "query", tools: ["search_legal_terms_ai", "search_daily_terms"] },
  { from: "dicKind", to: "family", tools: ["search_legal_terms"] },
  { from: "dicKndCd", to: "family", tools: ["search_legal_terms"] },
  { from: "homonymYn", to: "homonyms", tools: ["search_legal_terms_ai"], convert: yesNo },
  { from: "kind", to: "direction", tools: ["get_term_relations"] },
  termOf("legalTerm", "legal_to_daily"),
  termOf("dailyTerm", "daily_to_legal"),
  { from: "mst", to: "termId", tools: ["get_term_relations"] },
  { from: "MST", to: "termId", tools: ["get_term_relations"] },
  { from: "trmRltCd", to: "relation", tools: ["get_term_relations"] },
  { from: "query", to: "name", tools: ["get_related_laws", ...LINKS] },
  // Treaties.
  { from: "cls", to: "kind", tools: ["search_treaties"], convert: str },
  { from: "natCd", to: "countryCode", tools: ["search_treaties"] },
  {
    from: "eftYd",
    to: "from",
    tools: ["search_treaties"],
    spread: true,
    convert: treatyRange("effective"),
  },
  {
    from: "concYd",
    to: "from",
    tools: ["search_treaties"],
    spread: true,
    convert: treatyRange("concluded"),
  },
  { from: "chrClsCd", to: "language", tools: ["get_treaty"] },
  { from: "treatyId", to: "id", tools: ["get_treaty"] },
  // get_external_links: one id per collection → `domain`/`family` + `id` (or `mst`).
  { from: "linkType", to: "family", tools: LINKS, spread: true, convert: linkType },
  linkId("precedentId", { domain: "prec" }),
  linkId("interpretationId", { domain: "expc" }),
  linkId("adminRuleId", { family: "행정규칙" }),
  linkId("treatyId", { family: "조약" }),
  linkId("ordinanceId", { family: "자치법규" }, "mst"),
  { from: "caseNo", to: "caseNumber", tools: LINKS },

  // ── analysis, research, system, catalogue ─────────────────────────────────────────────────────
  { from: "tool_name", to: "tool", tools: ["execute_tool"] },
  { from: "params", to: "args", tools: ["execute_tool"] },
  { from: "nb", to: "caseNumber", tools: ["legal_analysis"] },
  { from: "parentLaw", to: "name", tools: ["legal_research"] },
  { from: "domain", to: "area", tools: ["legal_research"] },
  { from: "intent", to: "query", tools: ["discover_tools"] },
  {
    from: "format",
    to: "formats",
    tools: ["doctor"],
    convert: (v) => (str(v).toLowerCase() === "both" ? ["JSON", "XML"] : v),
  },
];

/** Old values of a vocabulary name, per tool (`*` for every tool): value → vocabulary value. */
export const VALUE_ALIASES: Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>
> = {
  scope: { "*": { title: "name", 제목: "name", 본문: "body" } },
  // ── annexes & rules, decisions & terms (one entry per vocabulary name, maps per tool) ──
  kind: {
    search_admin_rules: byCode(ADMIN_RULE_KINDS),
    search_ordinances: byCode(ORDINANCE_KINDS),
    search_institution_rules: byCode(INSTITUTION_RULE_KINDS),
    // korean-law-mcp's get_annexes knd: 1 별표, 2 서식, 3 부칙별표, 4 부칙서식.
    get_annexes: { "1": "별표", "2": "서식", "3": "별표", "4": "서식" },
    search_treaties: {
      "1": "양자조약",
      "2": "다자조약",
      bilateral: "양자조약",
      multilateral: "다자조약",
      양자: "양자조약",
      다자: "다자조약",
      "440101": "양자조약",
      "440102": "다자조약",
    },
  },
  family: {
    get_annexes: { law: "법령", admrul: "행정규칙", ordin: "자치법규" },
    search_legal_terms: { "010101": "법령", "010102": "행정규칙" },
    parse_jo_code: { law: "법령", ordin: "자치법규", ordinance: "자치법규", 조례: "자치법규" },
    get_deleted_data: { "1": "법령", "2": "행정규칙", "3": "자치법규", "13": "학칙공단" },
    get_external_links: {
      law: "법령",
      ordinance: "자치법규",
      admin_rule: "행정규칙",
      treaty: "조약",
      term: "용어",
    },
  },
  institution: { "*": { 대학: "school", 학칙: "school", 공단: "public", 공공기관: "pi" } },
  relation: {
    get_three_way_comparison: {
      "1": "citation",
      "2": "delegation",
      인용조문: "citation",
      위임조문: "delegation",
      인용: "citation",
      위임: "delegation",
    },
    get_term_relations: {
      "140301": "동의어",
      "140302": "반의어",
      "140303": "상위어",
      "140304": "하위어",
      "140305": "연관어",
    },
  },
  language: {
    get_treaty: {
      "010202": "ko",
      "010203": "en",
      kr: "ko",
      kor: "ko",
      korean: "ko",
      한글: "ko",
      국문: "ko",
      eng: "en",
      english: "en",
      영문: "en",
    },
  },
  dateField: {
    "*": { 공포일: "promulgated", 발령일: "promulgated", 시행일: "effective" },
    search_treaties: {
      발효: "effective",
      발효일: "effective",
      체결: "concluded",
      체결일: "concluded",
    },
  },
  sort: { list_law_versions: { desc: "efdes", asc: "efasc" } },
  // ── analysis, research, system, catalogue ──
  mode: { legal_analysis: { cite_check: "precedent_status" } },
  formats: { doctor: { json: "JSON", xml: "XML" } },
};

/** The old-value map of `name` for `tool`, if any. */
export function valueAliasesFor(
  tool: string,
  name: string,
): Readonly<Record<string, string>> | undefined {
  const byTool = VALUE_ALIASES[name];
  if (!byTool) return undefined;
  const own = byTool[tool];
  const all = byTool["*"];
  return own && all ? { ...all, ...own } : own ?? all;
}

/** The entries that apply to `tool` given the names it takes. */
export function aliasesFor(tool: string, takes: ReadonlySet<string>): Map<string, ArgAlias> {
  const out = new Map<string, ArgAlias>();
  for (const a of ARG_ALIASES) {
    if (takes.has(a.from)) continue; // the tool's own name always wins
    const applies = a.tools
      ? a.tools.includes(tool)
      : a.to === null || takes.has(a.to) || (a.spread === true && takes.has(a.to));
    if (!applies) continue;
    const seen = out.get(a.from);
    // A tool-scoped entry overrides a general one of the same old name.
    if (!seen || (a.tools && !seen.tools)) out.set(a.from, a);
  }
  return out;
}
