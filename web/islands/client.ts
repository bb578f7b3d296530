/**
 * The browser entry (bundled by `deno task web:bundle` into web/static/islands.js): hydrates
 * every `[data-island]` marker the server rendered. Only islands listed here ship to the
 * browser; every page works without this script.
 *
 * @module
 */

import { h, hydrate } from "preact";
import type { FunctionComponent } from "preact";
import { CitePreview } from "./cite_preview.tsx";
import { SearchBox } from "./search_box.tsx";

// deno-lint-ignore no-explicit-any
const ISLANDS: Record<string, FunctionComponent<any>> = { SearchBox, CitePreview };

for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const comp = ISLANDS[el.dataset.island ?? ""];
  if (!comp) continue;
  hydrate(h(comp, JSON.parse(el.dataset.props ?? "{}")), el);
}
