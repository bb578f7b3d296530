/**
 * The public law.go.kr page of each connector id: built locally from ids and names (never a
 * DRF address, so never the key). Statutes, decisions, admin rules and ordinances open by serial
 * number as law.go.kr's own lists link them; an article by its 한글주소 (`/법령/민법/제750조`),
 * which is the only address that lands on the article itself.
 *
 * @module
 */

import { bySerial } from "../../lib/tools/mod.ts";
import type { ConnectorId } from "./ids.ts";

const SITE = "https://www.law.go.kr";

const segment = (s: string) => s.trim().replace(/[\s/?#%]/g, (c) => encodeURIComponent(c));

/**
 * Detail pages by serial number that law.go.kr's lists link to (lib/tools/terms/web_links.ts);
 * other collections have no known stable page, so they get the site's front page.
 */
const DECISION_PAGES: Readonly<Record<string, [page: string, param: string]>> = {
  prec: ["precInfoP.do", "precSeq"],
  expc: ["expcInfoP.do", "expcSeq"],
};

/**
 * The page of an id. `name` (the statute's) turns an article into its 한글주소; `link` is an
 * annex's own download path.
 *
 * @example
 * ```ts
 * import { pageUrl } from "./urls.ts";
 * pageUrl({ kind: "decision", domain: "prec", id: "622257" });
 * // "https://www.law.go.kr/LSW/precInfoP.do?precSeq=622257"
 * ```
 */
export function pageUrl(id: ConnectorId, hints: { name?: string; link?: string } = {}): string {
  switch (id.kind) {
    case "law":
      return id.article && hints.name
        ? `${SITE}/법령/${segment(hints.name)}/${segment(id.article)}`
        : bySerial("lsInfoP.do", "lsId", id.lawId);
    case "annex":
      // The annex's own file (PDF first) is the one address that opens it; else its statute.
      return hints.link
        ? (hints.link.startsWith("/") ? SITE + hints.link : hints.link)
        : bySerial("lsInfoP.do", "lsId", id.lawId);
    case "admrul":
      return bySerial("admRulInfoP.do", "admRulSeq", id.serial);
    case "ordin":
      return bySerial("ordinInfoP.do", "ordinSeq", id.serial);
    case "decision": {
      const page = DECISION_PAGES[id.domain];
      return page ? bySerial(page[0], page[1], id.id) : `${SITE}/LSW/main.html`;
    }
  }
}
