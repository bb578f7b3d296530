/**
 * Public law.go.kr page addresses, built locally from ids and names (never a DRF link, never
 * the OC key).
 *
 * Two address families exist. The 한글주소 ("법령 한글주소 안내", open.law.go.kr 개발자 LAB):
 * `/법령/<법령명>[/<제X조의Y>]`, `/판례/(<사건번호>)`, `/법령해석례/(<안건번호>)`,
 * `/자치법규/<이름>`, `/행정규칙/<이름>`, `/조약/<이름>`, `/용어/<용어>` — the DRF `lsRlt`
 * recording itself returns `https://www.law.go.kr/법령/근로기준법` in `기준법령본문조회`. And
 * the detail pages by serial number that law.go.kr's own lists link to: `LSW/lsInfoP.do?lsiSeq=`
 * (법령일련번호 = MST) or `?lsId=` (법령ID, current version), `LSW/precInfoP.do?precSeq=`,
 * `LSW/expcInfoP.do?expcSeq=`, `LSW/ordinInfoP.do?ordinSeq=`, `LSW/admRulInfoP.do?admRulSeq=`,
 * `LSW/trtyInfoP.do?trtySeq=`. A 법령ID passed as `lsiSeq` opens a different statute, so
 * the two are kept apart.
 *
 * @module
 */

/** The site every address is under. */
export const LAW_SITE = "https://www.law.go.kr";

/** One address. */
export interface WebLink {
  /** What it opens. */
  kind:
    | "law"
    | "article"
    | "precedent"
    | "interpretation"
    | "ordinance"
    | "admin_rule"
    | "treaty"
    | "term";
  /** Korean label. */
  label: string;
  /** The address. */
  url: string;
  /** Which family: readable 한글주소 or a serial-number detail page. */
  basis: "한글주소" | "일련번호";
}

/** Encodes what would break a path segment (spaces, `/`, `?`, `#`, `%`); Hangul stays readable. */
export function pathSegment(s: string): string {
  return s.trim().replace(/[\s/?#%]/g, (c) => encodeURIComponent(c));
}

/** `/법령/<name>[/<article>]`. */
export function lawByName(name: string, article?: string): string {
  return `${LAW_SITE}/법령/${pathSegment(name)}${article ? `/${pathSegment(article)}` : ""}`;
}

/** A 한글주소 with a parenthesised identifier, e.g. `/판례/(2023다12345)`. */
export function byIdentifier(prefix: string, identifier: string): string {
  return `${LAW_SITE}/${prefix}/(${pathSegment(identifier)})`;
}

/** A 한글주소 by title, e.g. `/자치법규/<이름>`. */
export function byTitle(prefix: string, title: string): string {
  return `${LAW_SITE}/${prefix}/${pathSegment(title)}`;
}

/** A serial-number detail page, e.g. `LSW/precInfoP.do?precSeq=123`. */
export function bySerial(page: string, param: string, id: string): string {
  return `${LAW_SITE}/LSW/${page}?${param}=${encodeURIComponent(id)}`;
}
