/**
 * 부칙 provisions that change which text applies: 적용례 (from when an amended rule applies) and
 * 경과조치 (what keeps the old rule), found by their headings "제N조(…적용례)".
 *
 * @module
 */

import { parseArticleRef } from "../law/article.ts";
import { clip } from "./run.ts";

/** One 적용례 or 경과조치 provision of a 부칙. */
export interface TransitionalRule {
  /** 적용례 or 경과조치. */
  kind: "적용례" | "경과조치";
  /** 부칙 공포일자 (YYYYMMDD). */
  promulgationDate?: string;
  /** The provision, e.g. "제3조(건축허가에 관한 적용례) …". */
  text: string;
  /** Whether it names the article asked about. */
  mentionsArticle: boolean;
}

const PROVISION = /(?=제\s?\d+\s?조(?:의\s?\d+)?\s?\()/;

/** Splits 부칙 texts into their 적용례·경과조치 provisions, marking those about `article`. */
export function transitionalRules(
  supplements: { promulgationDate?: string; text: string }[],
  article?: string,
): TransitionalRule[] {
  const ref = article ? parseArticleRef(article) : null;
  const mention = ref
    ? new RegExp(
      `제\\s?${ref.article}\\s?조${ref.branch ? `\\s?의\\s?${ref.branch}` : ""}(?![의\\d])`,
    )
    : undefined;
  const out: TransitionalRule[] = [];
  for (const sup of supplements) {
    for (const part of sup.text.split(PROVISION)) {
      const head = /^제\s?\d+\s?조(?:의\s?\d+)?\s?\(([^)]*)\)/.exec(part.trim());
      if (!head) continue;
      const kind = /경과\s?조치/.test(head[1])
        ? "경과조치"
        : /적용\s?례/.test(head[1])
        ? "적용례"
        : undefined;
      if (!kind) continue;
      const body = part.trim().slice(head[0].length);
      out.push({
        kind,
        ...(sup.promulgationDate ? { promulgationDate: sup.promulgationDate } : {}),
        text: clip(part, 400),
        mentionsArticle: mention ? mention.test(body) : false,
      });
    }
  }
  return out;
}
