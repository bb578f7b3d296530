/**
 * Comparing what the product made of a statute body with what the recording says, and scanning
 * text for leftovers of the wire format. Each finding names the law and the article.
 *
 * @module
 */

import type { Statute } from "../../lib/parse/mod.ts";
import { type RawLaw, squash } from "./_recordings.ts";

/** Markup or character references that must never reach a reader. */
const LEFTOVER =
  /<\/?(?:P|p|img|IMG|br|BR|span|div|table|tr|td)\b|<\/|&#|&(?:amp|lt|gt|quot|apos|nbsp);/;

/** The leftover in `text`, with a little context, or undefined. */
export function leftover(text: string): string | undefined {
  const m = LEFTOVER.exec(text);
  return m ? `"${text.slice(Math.max(0, m.index - 20), m.index + 30)}"` : undefined;
}

/** Who a finding is about: "민법 (drf/law/…json)". */
export const whoOf = (raw: RawLaw): string => `${raw.name} (${raw.entry.file})`;

/** Every text of one parsed article, for the leftover scan. */
function articleTexts(a: Statute["articles"][number]): string[] {
  return [
    a.text,
    a.title ?? "",
    a.note ?? "",
    ...a.paragraphs.flatMap((p) => [
      p.text,
      ...p.items.flatMap((i) => [i.text, ...i.subItems.map((s) => s.text)]),
    ]),
  ];
}

/** Differences between the parsed statute and the recording. */
export function compareParsed(raw: RawLaw, parsed: Statute): string[] {
  const who = whoOf(raw);
  const out: string[] = [];
  if (parsed.info.lawId !== raw.lawId) out.push(`${who}: 법령ID ${parsed.info.lawId}`);
  if (parsed.info.name !== raw.name) out.push(`${who}: name "${parsed.info.name}"`);
  if (parsed.articles.length !== raw.articles.length) {
    out.push(`${who}: ${parsed.articles.length} articles parsed, ${raw.articles.length} recorded`);
  }
  raw.articles.forEach((want, i) => {
    const got = parsed.articles[i];
    const at = `${who} ${want.label}`;
    if (!got) return out.push(`${at}: missing`);
    if (got.label !== want.label) out.push(`${at}: labelled ${got.label}`);
    if ((got.title === undefined ? undefined : squash(got.title)) !== want.title) {
      out.push(`${at}: title "${got.title}", recorded "${want.title}"`);
    }
    if (!squash(got.text).startsWith(want.opening)) {
      out.push(`${at}: opens "${squash(got.text).slice(0, 30)}", recorded "${want.opening}"`);
    }
    const items = got.paragraphs.flatMap((p) => p.items)
      .map((i) => i.number === undefined ? "" : `${i.number}${i.branch ? `의${i.branch}` : ""}`);
    if (items.join(",") !== want.items.join(",")) {
      out.push(`${at}: 호 ${items.join(",")}, recorded ${want.items.join(",")}`);
    }
    for (const t of articleTexts(got)) {
      const bad = leftover(t);
      if (bad) out.push(`${at}: markup or entity ${bad}`);
    }
  });
  out.push(...compareAnnexes(raw, parsed.annexes, "parsed"));
  for (const a of parsed.annexes) {
    const bad = leftover(`${a.label} ${a.title ?? ""}`);
    if (bad) out.push(`${who} ${a.label}: markup or entity ${bad}`);
  }
  return out;
}

/** Differences between an annex list (labels in order, titles) and the recording's units. */
export function compareAnnexes(
  raw: RawLaw,
  got: readonly { label: string; title?: string }[],
  where: string,
  notation: "label" | "printed" = "label",
): string[] {
  const who = whoOf(raw);
  const out: string[] = [];
  if (got.length !== raw.annexes.length) {
    out.push(`${who}: ${got.length} annexes ${where}, ${raw.annexes.length} recorded`);
  }
  raw.annexes.forEach((want, i) => {
    const g = got[i];
    const at = `${who} annex #${i + 1} ${want.label}`;
    if (!g) return out.push(`${at}: not ${where}`);
    if (g.label !== want[notation]) out.push(`${at}: ${where} as "${g.label}"`);
    if (squash(g.title ?? "") !== (want.title ?? "")) {
      out.push(`${at}: title "${g.title}", recorded "${want.title}"`);
    }
  });
  return out;
}

/** Fails with the first findings (and how many there were) when there are any. */
export function report(findings: string[], what: string): void {
  if (!findings.length) return;
  const shown = findings.slice(0, 40).join("\n  ");
  throw new Error(`${findings.length} ${what}:\n  ${shown}`);
}
