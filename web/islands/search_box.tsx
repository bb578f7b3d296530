/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * The search box. Server-rendered it is a plain GET form; hydrated it also suggests law names
 * as you type (from `/api/suggest`, backed by suggest_law_names) in an ARIA combobox that the
 * arrow keys, Enter and Escape drive.
 *
 * @module
 */

import type { VNode } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { SEARCH_PLACEHOLDER } from "../examples.ts";

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** The current query. */
  query: string;
}

/** One suggestion from `/api/suggest`. */
interface Suggestion {
  name: string;
  href: string;
}

/** The header search form with law-name suggestions. */
export function SearchBox({ query }: SearchBoxProps): VNode {
  const [q, setQ] = useState(query);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    const term = q.trim();
    if (term.length < 2 || term === query) {
      setItems([]);
      return;
    }
    const ctl = new AbortController();
    timer.current = setTimeout(() => {
      fetch(`/api/suggest?q=${encodeURIComponent(term)}`, { signal: ctl.signal })
        .then((r) => r.ok ? r.json() : { suggestions: [] })
        .then((j: { suggestions: Suggestion[] }) => {
          setItems(j.suggestions.slice(0, 8));
          setActive(-1);
        })
        .catch(() => {});
    }, 180);
    return () => ctl.abort();
  }, [q]);

  const onKey = (e: KeyboardEvent) => {
    if (!items.length) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const d = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (a + d + items.length) % items.length);
    } else if (e.key === "Enter" && active >= 0) {
      e.preventDefault();
      location.href = items[active].href;
    } else if (e.key === "Escape") {
      setItems([]);
    }
  };

  return (
    <form class="search" role="search" action="/search" method="get">
      <label for="q" class="sr">법령·판례 검색</label>
      <input
        id="q"
        name="q"
        type="search"
        value={q}
        placeholder={SEARCH_PLACEHOLDER}
        autocomplete="off"
        role="combobox"
        list={undefined}
        aria-expanded={items.length > 0}
        aria-controls="q-list"
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `q-opt-${active}` : undefined}
        onInput={(e) => setQ((e.target as HTMLInputElement).value)}
        onKeyDown={onKey}
      />
      <button type="submit">검색</button>
      <ul id="q-list" role="listbox" class="suggest" hidden={items.length === 0}>
        {items.map((s, i) => (
          <li
            id={`q-opt-${i}`}
            role="option"
            aria-selected={i === active}
            key={s.href}
          >
            <a href={s.href}>{s.name}</a>
          </li>
        ))}
      </ul>
    </form>
  );
}
