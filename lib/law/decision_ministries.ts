/**
 * The ministry and agency interpretation targets (`<x>CgmExpc`, drf-api.md "A-CgmExpc" plus
 * `moelCgmExpc` and `kcsCgmExpc`): one row each, expanded into full domain entries by
 * `decision_domains.ts`. Kept apart because the list is long and changes when ministries are
 * renamed (the older names stay as words so that practitioners' words still resolve).
 *
 * @module
 */

/** Every ministry/agency interpretation target, in the reference's order. */
export const MINISTRY_TARGETS = [
  "moelCgmExpc",
  "kcsCgmExpc",
  "molitCgmExpc",
  "moefCgmExpc",
  "mofCgmExpc",
  "moisCgmExpc",
  "meCgmExpc",
  "ntsCgmExpc",
  "moeCgmExpc",
  "msitCgmExpc",
  "mpvaCgmExpc",
  "mndCgmExpc",
  "mafraCgmExpc",
  "mcstCgmExpc",
  "mojCgmExpc",
  "mohwCgmExpc",
  "motieCgmExpc",
  "mogefCgmExpc",
  "mofaCgmExpc",
  "mssCgmExpc",
  "mouCgmExpc",
  "molegCgmExpc",
  "mfdsCgmExpc",
  "mpmCgmExpc",
  "kmaCgmExpc",
  "khsCgmExpc",
  "rdaCgmExpc",
  "npaCgmExpc",
  "dapaCgmExpc",
  "mmaCgmExpc",
  "kfsCgmExpc",
  "nfaCgmExpc",
  "okaCgmExpc",
  "ppsCgmExpc",
  "kdcaCgmExpc",
  "kostatCgmExpc",
  "kipoCgmExpc",
  "kcgCgmExpc",
  "naaccCgmExpc",
] as const;

/** One ministry/agency interpretation target. */
export type MinistryTarget = typeof MINISTRY_TARGETS[number];

/** A ministry row: official agency name and the short names practitioners use. */
export interface MinistryInfo {
  /** Agency name as the guide spells it today. */
  readonly agency: string;
  /** Short and former names (not shared with any other domain). */
  readonly words: readonly string[];
  /** korean-law-mcp `domain` value, where it has one. */
  readonly peerDomain?: string;
}

/** Agency and words per target. 법제처 itself is `expc`, so `molegCgmExpc` has no short alias. */
export const MINISTRIES: Readonly<Record<MinistryTarget, MinistryInfo>> = {
  moelCgmExpc: { agency: "고용노동부", words: ["고용부", "노동부", "고노부"] },
  kcsCgmExpc: { agency: "관세청", words: ["관세", "관세해석"], peerDomain: "customs" },
  molitCgmExpc: { agency: "국토교통부", words: ["국토부", "국교부"] },
  moefCgmExpc: { agency: "기획재정부", words: ["기재부"] },
  mofCgmExpc: { agency: "해양수산부", words: ["해수부"] },
  moisCgmExpc: { agency: "행정안전부", words: ["행안부"] },
  meCgmExpc: { agency: "기후에너지환경부", words: ["환경부", "기후부"] },
  ntsCgmExpc: { agency: "국세청", words: ["국세해석"], peerDomain: "nts" },
  moeCgmExpc: { agency: "교육부", words: [] },
  msitCgmExpc: { agency: "과학기술정보통신부", words: ["과기정통부", "과기부"] },
  mpvaCgmExpc: { agency: "국가보훈부", words: ["보훈부", "국가보훈처", "보훈처"] },
  mndCgmExpc: { agency: "국방부", words: [] },
  mafraCgmExpc: { agency: "농림축산식품부", words: ["농식품부", "농림부"] },
  mcstCgmExpc: { agency: "문화체육관광부", words: ["문체부"] },
  mojCgmExpc: { agency: "법무부", words: [] },
  mohwCgmExpc: { agency: "보건복지부", words: ["복지부", "보건부"] },
  motieCgmExpc: { agency: "산업통상부", words: ["산업통상자원부", "산업부", "산자부"] },
  mogefCgmExpc: { agency: "성평등가족부", words: ["여성가족부", "여가부"] },
  mofaCgmExpc: { agency: "외교부", words: [] },
  mssCgmExpc: { agency: "중소벤처기업부", words: ["중기부"] },
  mouCgmExpc: { agency: "통일부", words: [] },
  molegCgmExpc: { agency: "법제처", words: ["법제처 부처해석"] },
  mfdsCgmExpc: { agency: "식품의약품안전처", words: ["식약처"] },
  mpmCgmExpc: { agency: "인사혁신처", words: ["인사처"] },
  kmaCgmExpc: { agency: "기상청", words: [] },
  khsCgmExpc: { agency: "국가유산청", words: ["문화재청"] },
  rdaCgmExpc: { agency: "농촌진흥청", words: ["농진청"] },
  npaCgmExpc: { agency: "경찰청", words: [] },
  dapaCgmExpc: { agency: "방위사업청", words: ["방사청"] },
  mmaCgmExpc: { agency: "병무청", words: [] },
  kfsCgmExpc: { agency: "산림청", words: [] },
  nfaCgmExpc: { agency: "소방청", words: [] },
  okaCgmExpc: { agency: "재외동포청", words: [] },
  ppsCgmExpc: { agency: "조달청", words: [] },
  kdcaCgmExpc: { agency: "질병관리청", words: ["질병청"] },
  kostatCgmExpc: { agency: "국가데이터처", words: ["통계청"] },
  kipoCgmExpc: { agency: "지식재산처", words: ["특허청"] },
  kcgCgmExpc: { agency: "해양경찰청", words: ["해경", "해양경찰"] },
  naaccCgmExpc: { agency: "행정중심복합도시건설청", words: ["행복청"] },
};
