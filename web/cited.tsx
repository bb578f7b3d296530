/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * A text with its citations as links (web/cite.ts): what the server renders wherever a law body,
 * a decision, an interpretation or an annex note is shown. The links work without JavaScript;
 * the CitePreview island shows the cited article's first lines on hover or focus.
 *
 * @module
 */

import type { VNode } from "preact";
import { type CiteAt, type CiteDoc, citeSegments, type Segment } from "./cite.ts";

/** Renders segments: plain text and `<a class="cite">` links. */
export function Segments({ segs }: { segs: readonly Segment[] }): VNode {
  return (
    <>
      {segs.map((s) =>
        typeof s === "string" ? s : (
          <a class="cite" href={s.href} data-cite={s.kind}>
            {s.text}
          </a>
        )
      )}
    </>
  );
}

/** `text` with its citations linked against `doc` (see web/cite.ts). */
export function Cited({ text, doc, at }: { text: string; doc: CiteDoc; at?: CiteAt }): VNode {
  return <Segments segs={citeSegments(text, doc, at)} />;
}
