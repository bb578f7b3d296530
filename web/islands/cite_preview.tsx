/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * The citation preview: hovering or focusing a citation link (`a.cite`, web/cited.tsx) shows the
 * cited article's first lines (or the case's court, title and date) from `/api/preview`, in a
 * tooltip the link is described by. Escape closes it. Without JavaScript the links simply work.
 *
 * @module
 */

import type { VNode } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";

/** What `/api/preview` answers. */
interface Preview {
  title?: string;
  text?: string;
  error?: { code: string; message: string };
}

/** The one tooltip of a page; listens to every citation link. */
export function CitePreview(): VNode {
  const [tip, setTip] = useState<{ preview: Preview; x: number; y: number } | null>(null);
  const cache = useRef(new Map<string, Promise<Preview>>());
  const current = useRef<HTMLAnchorElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const load = (href: string) => {
      let p = cache.current.get(href);
      if (!p) {
        p = fetch(`/api/preview?path=${encodeURIComponent(href)}`)
          .then((r) => r.json() as Promise<Preview>)
          .catch(() => ({
            error: { code: "NETWORK", message: "미리 보기를 불러오지 못했습니다" },
          }));
        cache.current.set(href, p);
      }
      return p;
    };
    const hide = () => {
      clearTimeout(timer.current);
      current.current?.removeAttribute("aria-describedby");
      current.current = null;
      setTip(null);
    };
    const show = (e: Event) => {
      const a = (e.target as Element | null)?.closest?.("a.cite") as HTMLAnchorElement | null;
      if (!a || a === current.current) return;
      hide();
      current.current = a;
      timer.current = setTimeout(async () => {
        const preview = await load(a.getAttribute("href") ?? "");
        if (current.current !== a) return;
        const r = a.getBoundingClientRect();
        a.setAttribute("aria-describedby", "cite-tip");
        setTip({ preview, x: r.left + scrollX, y: r.bottom + scrollY + 4 });
      }, 200);
    };
    const leave = (e: Event) => {
      const a = (e.target as Element | null)?.closest?.("a.cite");
      if (a && a === current.current) hide();
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === "Escape") hide();
    };
    document.addEventListener("mouseover", show);
    document.addEventListener("focusin", show);
    document.addEventListener("mouseout", leave);
    document.addEventListener("focusout", leave);
    document.addEventListener("keydown", key);
    return () => {
      document.removeEventListener("mouseover", show);
      document.removeEventListener("focusin", show);
      document.removeEventListener("mouseout", leave);
      document.removeEventListener("focusout", leave);
      document.removeEventListener("keydown", key);
    };
  }, []);

  const p = tip?.preview;
  return (
    <div
      id="cite-tip"
      role="tooltip"
      class="cite-tip"
      hidden={!tip}
      style={tip ? `left:${Math.max(8, tip.x)}px;top:${tip.y}px` : undefined}
    >
      {p && (p.error ? <p class="cite-miss">{p.error.message}</p> : (
        <>
          <strong>{p.title}</strong>
          {p.text && <p>{p.text}</p>}
        </>
      ))}
    </div>
  );
}
