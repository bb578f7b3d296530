/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * The home page: what the box reads, with examples that answer, and — in demo mode only — what
 * the demo holds, grouped by kind, each document a link to its reader page. With a key there is
 * no catalogue: law.go.kr holds everything.
 *
 * @module
 */

import type { VNode } from "preact";
import {
  type DemoCatalogue,
  demoCatalogue,
  type DemoDoc,
  type DemoGroup,
  starterCatalogue,
} from "../../lib/mod.ts";
import { DEMO_GROUP_TITLES, demoHref } from "../demo_links.ts";
import { EVERYDAY_EXAMPLES, SEARCH_EXAMPLES } from "../examples.ts";
import { oneDateStyle, recordedSpan } from "../dates.ts";

const href = (q: string) => `/search?q=${encodeURIComponent(q)}`;

/**
 * The home page body; `demo` adds the catalogue, `starter` (the starter library is the one in
 * use) its statutes by field.
 */
export async function Home(
  { demo, starter = false }: { demo: boolean; starter?: boolean },
): Promise<VNode> {
  // Only examples a real recording answers in demo mode (web/examples.ts; a test runs each).
  const { law, article, words } = SEARCH_EXAMPLES;
  const cat = demo ? await demoCatalogue() : undefined;
  return (
    <section class="home">
      <h1>법령을 찾고, 조문으로 읽고, 별표를 표로 봅니다</h1>
      <p>
        위 칸에 법령명(<a href={href(law)}>{law}</a>), 조문(<a href={href(article)}>{article}</a>),
        사건번호나 낱말(<a href={href(words)}>{words}</a>)을 넣으세요.
      </p>
      <p class="everyday">
        법령명을 몰라도 됩니다: {EVERYDAY_EXAMPLES.map((q, i) => (
          <>
            {i > 0 && ", "}
            <a href={href(q)}>{q}</a>
          </>
        ))}
      </p>
      {cat && starter && <Starter />}
      {cat && <Catalogue cat={cat} />}
    </section>
  );
}

/**
 * The statutes of the starter library shipped in the package, by field: each opens on its
 * statute page, read from the library with no key and no import.
 */
function Starter(): VNode {
  const fields = starterCatalogue();
  const total = fields.reduce((n, f) => n + f.laws.length, 0);
  return (
    <section class="catalogue starter" aria-labelledby="starter-h">
      <h2 id="starter-h">
        내장 법령 <span class="count">{total}개</span>
      </h2>
      <p class="meta">
        키 없이 바로 읽는 법령 사본입니다: 자주 묻는 주제의 법률과 그 시행령·시행규칙, 가장 많이
        인용되는 법률 (부칙은 빠져 있음).
      </p>
      {fields.map(({ field, laws }, i) => (
        <section class="cat-group" data-starter-field={field} aria-labelledby={`starter-${i}`}>
          <h3 id={`starter-${i}`}>
            {field} <span class="count">{laws.length}</span>
          </h3>
          <ul class="cat-list">
            {laws.map((l) => (
              <li>
                <a href={`/law/${encodeURIComponent(l.lawId)}`} title={l.kind}>{l.name}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/** What the demo holds: one compact list per kind, linked to the readers. */
function Catalogue({ cat }: { cat: DemoCatalogue }): VNode {
  const groups = new Map<DemoGroup, { doc: DemoDoc; href: string }[]>();
  let toolOnly = 0;
  for (const doc of cat.docs) {
    const to = demoHref(doc);
    if (!to) {
      toolOnly++;
      continue;
    }
    const g = groups.get(doc.group) ?? [];
    g.push({ doc, href: to });
    groups.set(doc.group, g);
  }
  const readable = [...groups.values()].reduce((n, g) => n + g.length, 0);
  return (
    <section class="catalogue" aria-labelledby="cat-h">
      <h2 id="cat-h">
        데모에 든 자료 <span class="count">{readable}건</span>
      </h2>
      <p class="meta">
        {recordedSpan(cat.recordedAt)}에 기록한 법제처 응답입니다. 아래 문서는 모두 이 데모에서
        열립니다
        {toolOnly > 0 && ` (그 밖에 도구로만 읽는 기록 ${toolOnly}건)`}.
      </p>
      {(Object.keys(DEMO_GROUP_TITLES) as DemoGroup[]).map((g) => {
        const items = groups.get(g);
        if (!items?.length) return null;
        return (
          <section class="cat-group" data-demo-group={g} aria-labelledby={`cat-${g}`}>
            <h3 id={`cat-${g}`}>
              {DEMO_GROUP_TITLES[g]} <span class="count">{items.length}</span>
            </h3>
            <ul class="cat-list">
              {items.map(({ doc, href }) => (
                <li>
                  <a href={href} title={doc.detail && oneDateStyle(doc.detail)}>{doc.title}</a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
