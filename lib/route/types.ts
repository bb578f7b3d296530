/**
 * Shapes shared by the router's extractors, its rule table and {@link routeQuery}.
 *
 * @module
 */

import type { AnnexRef } from "../law/annex.ts";
import type { ArticleRef } from "../law/article.ts";
import type { CaseNumber } from "../law/case_numbers.ts";
import type { DecisionDomainId } from "../law/decision_domains.ts";
import type { LawTier } from "../law/names.ts";

/** Where an entity sits in the query (offsets into the NFC-normalised text). */
export interface Span {
  /** Text as written. */
  text: string;
  /** Offset of the first character. */
  index: number;
}

/** A statute named in the query. */
export interface LawMention extends Span {
  /** The name as written, 「」 removed ("근기법", "같은 법 시행규칙"). */
  written: string;
  /** Official name: 약칭 expanded, "같은 법" resolved; the written name when unknown. */
  name: string;
  /** 법률, 시행령 or 시행규칙. */
  tier: LawTier;
  /** How it was written. */
  how: "quoted" | "bare" | "alias" | "same";
}

/** An article chain ("제309조·제310조", "750조 1항"), every article kept. */
export interface ArticleMention extends Span {
  /** Official name of the law it belongs to, when the query names one before it. */
  law?: string;
  /** Canonical citations with parts, one per article ("제750조", "제10조의2 제1항"). */
  articles: string[];
  /** The parsed references, lists and ranges expanded. */
  refs: ArticleRef[];
}

/** An annex notation ("별표 1의2", "서식 3", "별지 제2호서식"). */
export interface AnnexMention extends Span {
  /** Canonical notation (formatAnnexRef). */
  label: string;
  /** Parsed identity. */
  ref: AnnexRef;
  /** Official name of the law named before it, if any. */
  law?: string;
}

/** A case number of any court or tribunal. Existence is not checked here. */
export interface CaseMention extends Span {
  /** Canonical case number ("2023다12345", "조심 2020서1234"). */
  caseNumber: string;
  /** Decision domain holding it (prec, detc, ttSpecialDecc). */
  domain: DecisionDomainId;
  /** Court written before it ("대법원"), if any. */
  court?: string;
  /** Parsed number. */
  parsed: CaseNumber;
}

/** A date or period, as an inclusive YYYYMMDD range. */
export interface PeriodMention extends Span {
  /** First day, YYYYMMDD. */
  from: string;
  /** Last day, YYYYMMDD. */
  to: string;
  /** How precise the text was. */
  precision: "day" | "month" | "year" | "range" | "relative";
}

/** A local government (광역 or 기초). */
export interface RegionMention extends Span {
  /** 시·도 full name, when known (a bare "중구" leaves it open). */
  sido?: string;
  /** 시·군·구 name, when one was named. */
  sigungu?: string;
  /** Full name, "서울특별시 광진구", or just the sigungu when its 시·도 is unknown. */
  name: string;
  /** Every full name a bare ambiguous sigungu may mean. */
  candidates?: string[];
}

/** A decision collection named in the query (공정위, 조심원, 판례 …). */
export interface DomainMention extends Span {
  /** Domain id = DRF target. */
  domain: DecisionDomainId;
}

/** A life situation the scenario table knows ("음주운전", "부당해고"). */
export interface ScenarioMention extends Span {
  /** Scenario id. */
  id: string;
  /** Statutes that govern it (official names). */
  laws: string[];
  /** Decision collections worth searching. */
  domains: DecisionDomainId[];
  /** legal_research task that fits it. */
  task: ResearchTask;
}

/** A topic of the topic vocabulary (lib/topics) found in a query. */
export interface TopicMention {
  /** What the query wrote (a typo for a near match). */
  text: string;
  /** Where, in the query without spaces. */
  index: number;
  /** The topic's own word ("퇴직금"). */
  term: string;
  /** Statutes it opens, most specific first, with the articles to read first. */
  laws: { name: string; articles: readonly string[] }[];
  /** A near match (one letter off). */
  near?: boolean;
}

/** Areas of law a dispute belongs to (where 불복 goes besides the courts). */
export type DisputeArea = "tax" | "labor" | "privacy" | "competition" | "general";

/** legal_research tasks (issue 4). */
export type ResearchTask =
  | "full_research"
  | "law_system"
  | "action_basis"
  | "dispute_prep"
  | "amendment_track"
  | "ordinance_compare"
  | "procedure_detail"
  | "document_review";

/** Everything {@link extract} found in one query. */
export interface Extracted {
  /** The normalised query. */
  text: string;
  /** Statutes, in order. */
  laws: LawMention[];
  /** Article chains, in order. */
  articles: ArticleMention[];
  /** Annex notations. */
  annexes: AnnexMention[];
  /** Case numbers. */
  cases: CaseMention[];
  /** Dates and periods. */
  dates: PeriodMention[];
  /** Local governments. */
  regions: RegionMention[];
  /** Decision collections. */
  domains: DomainMention[];
  /** Scenario vocabulary. */
  scenarios: ScenarioMention[];
  /** Topic vocabulary (everyday words → statutes), outside the statutes' names. */
  topics: TopicMention[];
  /** What is left once entities and filler words are removed: the search words. */
  keywords: string[];
}

/** Options for {@link extract} and {@link routeQuery}. */
export interface ExtractOptions {
  /** Clock for relative dates ("작년", "최근 3년"); defaults to now. */
  now?: Date;
}

/**
 * The router's answer: one tool call, with why. `N` is the tool names the router chooses from:
 * the tool map's (lib/tools/toolset.ts `ToolName`) for `routeWith` and `routeQuery`, left open
 * here because the extractors below the tools share this file.
 */
export interface Route<N extends string = string> {
  /** The tool to call. */
  tool: N;
  /** Arguments for the tool. */
  args: Record<string, unknown>;
  /** 0..1: how sure the matching rule is. */
  confidence: number;
  /** Why: the rule that matched and the entities it used, in Korean. */
  explain: string[];
  /** The rule id that produced the route. */
  rule: string;
  /** Everything extracted. */
  extracted: Extracted;
}
