/**
 * Decision and committee domains for completions and `decision://{domain}/{id}` URIs: the DRF
 * target of each 판례·결정례·해석례·재결례 source with its Korean name.
 *
 * TODO: import the shared table from lib/law/decision_domains.ts once the decisions domain
 * publishes one, so that the tools and the completions cannot drift apart.
 *
 * @module
 */

/** DRF target → Korean name. */
export const DECISION_DOMAINS: Readonly<Record<string, string>> = {
  prec: "판례",
  detc: "헌재결정례",
  expc: "법령해석례",
  decc: "행정심판례",
  ppc: "개인정보보호위원회 결정문",
  eiac: "고용보험심사위원회 결정문",
  ftc: "공정거래위원회 결정문",
  acr: "국민권익위원회 결정문",
  fsc: "금융위원회 결정문",
  nlrc: "노동위원회 결정문",
  kcc: "방송미디어통신위원회 결정문",
  iaciac: "산업재해보상보험재심사위원회 결정문",
  oclt: "중앙토지수용위원회 결정문",
  ecc: "중앙환경분쟁조정위원회 결정문",
  sfc: "증권선물위원회 결정문",
  nhrck: "국가인권위원회 결정문",
  ttSpecialDecc: "조세심판원 재결례",
  kmstSpecialDecc: "해양안전심판원 재결례",
  acrSpecialDecc: "국민권익위원회 특별행정심판 재결례",
  adapSpecialDecc: "소청심사위원회 재결례",
};

/** Domains whose key or Korean name matches what was typed (key prefix first). */
export function matchDomains(value: string): string[] {
  const q = value.trim().toLowerCase();
  const keys = Object.keys(DECISION_DOMAINS);
  if (!q) return keys;
  const first = keys.filter((k) => k.toLowerCase().startsWith(q));
  const rest = keys.filter((k) => !first.includes(k) && DECISION_DOMAINS[k].includes(value.trim()));
  return [...first, ...rest];
}
