/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * What a person meets when the demo does not hold a page: said once, then what is here instead
 * (documents of the same kind the demo holds) and where the law is (law.go.kr's own page for that
 * document). The request behind it stays in a `data-request` attribute for whoever debugs, not
 * in the text.
 *
 * @module
 */

import type { VNode } from "preact";
import type { DemoCatalogue, DemoGroup, ToolError } from "../lib/mod.ts";
import { bySerial } from "../lib/tools/mod.ts";
import { demoHref } from "./demo_links.ts";
import { oneDateStyle } from "./dates.ts";

/** law.go.kr's own detail pages by the DRF target and the id parameter the request named. */
const PAGES: Record<string, [string, string, Record<string, string>]> = {
  prec: ["decision", "precInfoP.do", { ID: "precSeq" }],
  expc: ["decision", "expcInfoP.do", { ID: "expcSeq" }],
  detc: ["decision", "detcInfoP.do", { ID: "detcSeq" }],
  decc: ["decision", "deccInfoP.do", { ID: "deccSeq" }],
  law: ["law", "lsInfoP.do", { MST: "lsiSeq", ID: "lsId" }],
  eflaw: ["law", "lsInfoP.do", { MST: "lsiSeq", ID: "lsId" }],
  admrul: ["rule", "admRulInfoP.do", { ID: "admRulSeq" }],
  ordin: ["ordinance", "ordinInfoP.do", { MST: "ordinSeq", ID: "ordinSeq" }],
  trty: ["other", "trtyInfoP.do", { ID: "trtySeq" }],
};

const LAW_SITE = "https://www.law.go.kr/";

/** The demo catalogue, loaded once by the app in demo mode (pages draw synchronously). */
let catalogue: DemoCatalogue | undefined;

/** Keeps the demo catalogue for the not-recorded panels (called by the app in demo mode). */
export function rememberCatalogue(cat: DemoCatalogue): void {
  catalogue = cat;
}

/** The request a NOT_RECORDED message names: its target and parameters. */
function requestOf(message: string): { target?: string; params: Record<string, string> } {
  const m = /not among the demo recordings: ([^)]*)\)/.exec(message);
  const params: Record<string, string> = {};
  let target: string | undefined;
  for (const part of (m?.[1] ?? "").split(" ")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const k = part.slice(0, eq), v = part.slice(eq + 1);
    if (k === "target") target = v;
    else params[k] = v;
  }
  return { target, params };
}

/**
 * law.go.kr's page for what a NOT_RECORDED error asked, and the demo kind it belongs to.
 *
 * @example
 * ```ts
 * import { whereOnLawGoKr } from "./not_recorded.tsx";
 * whereOnLawGoKr("… (not among the demo recordings: lawService.do target=prec ID=622625)");
 * // { url: "https://www.law.go.kr/LSW/precInfoP.do?precSeq=622625", group: "decision" }
 * ```
 */
export function whereOnLawGoKr(message: string): { url: string; group?: DemoGroup } {
  const { target, params } = requestOf(message);
  const page = target ? PAGES[target] : undefined;
  if (!page) return { url: LAW_SITE };
  const [group, file, ids] = page;
  for (const [key, param] of Object.entries(ids)) {
    const v = params[key];
    if (v && /^[\w-]{1,30}$/.test(v)) {
      return { url: bySerial(file, param, v), group: group as DemoGroup };
    }
  }
  return { url: LAW_SITE, group: group as DemoGroup };
}

/**
 * The not-recorded panel: one sentence, law.go.kr's page, and documents of the same kind the
 * demo holds.
 *
 * @example
 * ```tsx
 * import { NotRecorded } from "./not_recorded.tsx";
 * const el = NotRecorded({
 *   error: { code: "NOT_RECORDED", message: "… (not among the demo recordings: lawService.do target=prec ID=1)", retryable: false },
 * });
 * ```
 */
export function NotRecorded({ error }: { error: ToolError }): VNode {
  const where = whereOnLawGoKr(error.message);
  const near = (catalogue?.docs ?? [])
    .filter((d) => !where.group || d.group === where.group)
    .map((d) => ({ d, href: demoHref(d) }))
    .filter((x): x is { d: typeof x.d; href: string } => !!x.href)
    .slice(0, 6);
  const request = requestOf(error.message);
  return (
    <section
      class="error not-recorded"
      role="alert"
      data-code={error.code}
      data-request={JSON.stringify(request)}
      aria-labelledby="err-h"
    >
      <h1 id="err-h">이 문서는 데모에 들어 있지 않습니다</h1>
      <p>
        원문은{" "}
        <a href={where.url} rel="external" data-law-go-kr="1">law.go.kr</a>에서 읽을 수 있습니다.
      </p>
      {near.length > 0 && (
        <div class="near">
          <h2>데모에서 읽을 수 있는 {where.group ? "같은 종류의 " : ""}자료</h2>
          <ul>
            {near.map(({ d, href }) => (
              <li>
                <a href={href}>{d.title}</a>
                {d.detail && <span class="meta">{` · ${oneDateStyle(d.detail)}`}</span>}
              </li>
            ))}
          </ul>
          <p>
            <a href="/#cat-h">데모에 든 자료 모두 보기</a>
          </p>
        </div>
      )}
    </section>
  );
}
