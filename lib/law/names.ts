/**
 * Law names: 약칭 (abbreviations practitioners use) and matching a query to search rows.
 *
 * This is the single alias table for statute names; the router, the tools and the web search
 * box all resolve names here. Matching is exact before substring, and a statute, its 시행령 and
 * its 시행규칙 are never confused: "건축법" does not pick "건축법 시행령".
 *
 * @module
 */

/** Common abbreviations → official names (법령명한글, with the upstream's own ㆍ). */
export const LAW_ABBREVIATIONS: Readonly<Record<string, string>> = {
  화관법: "화학물질관리법",
  화평법: "화학물질의 등록 및 평가 등에 관한 법률",
  중처법: "중대재해 처벌 등에 관한 법률",
  중대재해법: "중대재해 처벌 등에 관한 법률",
  근기법: "근로기준법",
  산안법: "산업안전보건법",
  산재법: "산업재해보상보험법",
  산재보험법: "산업재해보상보험법",
  개인정보법: "개인정보 보호법",
  개보법: "개인정보 보호법",
  개인정보보호법: "개인정보 보호법",
  정보통신망법: "정보통신망 이용촉진 및 정보보호 등에 관한 법률",
  망법: "정보통신망 이용촉진 및 정보보호 등에 관한 법률",
  도교법: "도로교통법",
  특가법: "특정범죄 가중처벌 등에 관한 법률",
  특경법: "특정경제범죄 가중처벌 등에 관한 법률",
  성폭력처벌법: "성폭력범죄의 처벌 등에 관한 특례법",
  청탁금지법: "부정청탁 및 금품등 수수의 금지에 관한 법률",
  김영란법: "부정청탁 및 금품등 수수의 금지에 관한 법률",
  공정거래법: "독점규제 및 공정거래에 관한 법률",
  하도급법: "하도급거래 공정화에 관한 법률",
  국토계획법: "국토의 계획 및 이용에 관한 법률",
  국계법: "국토의 계획 및 이용에 관한 법률",
  주임법: "주택임대차보호법",
  주택임대차법: "주택임대차보호법",
  상임법: "상가건물 임대차보호법",
  상가임대차법: "상가건물 임대차보호법",
  민소법: "민사소송법",
  형소법: "형사소송법",
  행소법: "행정소송법",
  행심법: "행정심판법",
  행절법: "행정절차법",
  국기법: "국세기본법",
  조특법: "조세특례제한법",
  지특법: "지방세특례제한법",
  부가세법: "부가가치세법",
  상증법: "상속세 및 증여세법",
  상증세법: "상속세 및 증여세법",
  종부세법: "종합부동산세법",
  건산법: "건설산업기본법",
  건진법: "건설기술 진흥법",
  전자상거래법: "전자상거래 등에서의 소비자보호에 관한 법률",
  표시광고법: "표시ㆍ광고의 공정화에 관한 법률",
  가맹사업법: "가맹사업거래의 공정화에 관한 법률",
  약관법: "약관의 규제에 관한 법률",
  자본시장법: "자본시장과 금융투자업에 관한 법률",
  자통법: "자본시장과 금융투자업에 관한 법률",
  전금법: "전자금융거래법",
  신용정보법: "신용정보의 이용 및 보호에 관한 법률",
  금소법: "금융소비자 보호에 관한 법률",
  특금법: "특정 금융거래정보의 보고 및 이용 등에 관한 법률",
  외감법: "주식회사 등의 외부감사에 관한 법률",
  남녀고용평등법: "남녀고용평등과 일ㆍ가정 양립 지원에 관한 법률",
  기간제법: "기간제 및 단시간근로자 보호 등에 관한 법률",
  파견법: "파견근로자 보호 등에 관한 법률",
  노조법: "노동조합 및 노동관계조정법",
  퇴직급여법: "근로자퇴직급여 보장법",
  정보공개법: "공공기관의 정보공개에 관한 법률",
  집시법: "집회 및 시위에 관한 법률",
  아청법: "아동ㆍ청소년의 성보호에 관한 법률",
  폭처법: "폭력행위 등 처벌에 관한 법률",
  마약류관리법: "마약류 관리에 관한 법률",
  도시정비법: "도시 및 주거환경정비법",
  도정법: "도시 및 주거환경정비법",
  토지보상법: "공익사업을 위한 토지 등의 취득 및 보상에 관한 법률",
  부동산실명법: "부동산 실권리자명의 등기에 관한 법률",
  여객자동차법: "여객자동차 운수사업법",
  자배법: "자동차손해배상 보장법",
  교특법: "교통사고처리 특례법",
  국가계약법: "국가를 당사자로 하는 계약에 관한 법률",
  지방계약법: "지방자치단체를 당사자로 하는 계약에 관한 법률",
  공운법: "공공기관의 운영에 관한 법률",
  국공법: "국가공무원법",
  지공법: "지방공무원법",
  인공지능법: "인공지능 발전과 신뢰 기반 조성 등에 관한 기본법",
  AI기본법: "인공지능 발전과 신뢰 기반 조성 등에 관한 기본법",
  장애인차별금지법: "장애인차별금지 및 권리구제 등에 관한 법률",
  가정폭력처벌법: "가정폭력범죄의 처벌 등에 관한 특례법",
  스토킹처벌법: "스토킹범죄의 처벌 등에 관한 법률",
  소방시설법: "소방시설 설치 및 관리에 관한 법률",
  위치정보법: "위치정보의 보호 및 이용 등에 관한 법률",
  부정경쟁방지법: "부정경쟁방지 및 영업비밀보호에 관한 법률",
  채무자회생법: "채무자 회생 및 파산에 관한 법률",
  민집법: "민사집행법",
  대부업법: "대부업 등의 등록 및 금융이용자 보호에 관한 법률",
  개발제한구역법: "개발제한구역의 지정 및 관리에 관한 특별조치법",
  최임법: "최저임금법",
};

const MIDDLE_DOTS = /[·ㆍ･・‧•]/g;

/**
 * Canonical form for comparing names: one middle dot, no spaces, no 「」 quotes.
 *
 * @example
 * ```ts
 * import { normalizeLawName } from "./names.ts";
 * normalizeLawName("「표시·광고의 공정화에 관한 법률」"); // "표시ㆍ광고의공정화에관한법률"
 * ```
 */
export function normalizeLawName(name: string): string {
  return name.normalize("NFC").replace(/[「」『』"'“”]/g, "").replace(MIDDLE_DOTS, "ㆍ")
    .replace(/\s+/g, "");
}

const ALIAS_INDEX: ReadonlyMap<string, string> = new Map(
  Object.entries(LAW_ABBREVIATIONS).map(([k, v]) => [normalizeLawName(k), v]),
);

const KNOWN_NAMES: ReadonlySet<string> = new Set(
  Object.values(LAW_ABBREVIATIONS).map(normalizeLawName),
);

/**
 * True when the alias table knows `name` (an official name or a 약칭, with or without its
 * 시행령/시행규칙): a law that certainly exists, so a search that misses it is no evidence.
 *
 * @example
 * ```ts
 * import { isKnownLawName } from "./names.ts";
 * isKnownLawName("주택임대차보호법"); // true
 * isKnownLawName("없는법률"); // false
 * ```
 */
export function isKnownLawName(name: string): boolean {
  const base = resolveLawAlias(name).replace(/\s*(시행령|시행규칙)$/, "");
  return KNOWN_NAMES.has(normalizeLawName(base));
}

/** Tiers of a statute's family, told apart by the name's ending. */
export type LawTier = "법률" | "시행령" | "시행규칙";

/** The tier a name denotes ("… 시행령" → 시행령). */
export function lawTier(name: string): LawTier {
  const n = normalizeLawName(name);
  if (n.endsWith("시행규칙")) return "시행규칙";
  if (n.endsWith("시행령")) return "시행령";
  return "법률";
}

/**
 * Expands a 약칭 to the official name, keeping a trailing 시행령/시행규칙
 * ("화관법 시행령" → "화학물질관리법 시행령"). Returns the input trimmed when it is no alias.
 *
 * @example
 * ```ts
 * import { resolveLawAlias } from "./names.ts";
 * resolveLawAlias("화관법"); // "화학물질관리법"
 * ```
 */
export function resolveLawAlias(query: string): string {
  const q = query.trim().replace(/^「|」$/g, "");
  const m = /^(.*?)\s*(시행령|시행규칙)$/.exec(q);
  const base = m ? m[1] : q;
  const hit = ALIAS_INDEX.get(normalizeLawName(base));
  if (!hit) return q;
  return m ? `${hit} ${m[2]}` : hit;
}

/** Anything with a name and an optional abbreviation (search rows). */
export interface NamedRow {
  /** Official name. */
  name: string;
  /** Abbreviation, if any. */
  abbreviation?: string;
}

/**
 * How well `row` matches `query`: 0 exact name, 1 exact abbreviation, 2 name starts with the
 * query in the same tier, 3 contains it in the same tier, 4 other tier, 5 unrelated.
 */
export function matchRank(query: string, row: NamedRow): number {
  const q = normalizeLawName(resolveLawAlias(query));
  const name = normalizeLawName(row.name);
  if (name === q) return 0;
  if (row.abbreviation && normalizeLawName(row.abbreviation) === q) return 1;
  const sameTier = lawTier(row.name) === lawTier(q);
  if (sameTier && name.startsWith(q)) return 2;
  if (sameTier && name.includes(q)) return 3;
  if (name.includes(q)) return 4;
  return 5;
}

/**
 * Sorts rows best-match first (stable for equal ranks, so the upstream's order breaks ties).
 *
 * @example
 * ```ts
 * import { rankByName } from "./names.ts";
 * rankByName("건축법", [{ name: "건축법 시행령" }, { name: "건축법" }])[0].name; // "건축법"
 * ```
 */
export function rankByName<T extends NamedRow>(query: string, rows: readonly T[]): T[] {
  return rows.map((row, i) => ({ row, i, r: matchRank(query, row) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.row);
}
