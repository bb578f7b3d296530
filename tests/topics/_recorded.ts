/**
 * Article titles of the statutes whose whole body is among the real recordings, read with the
 * production parser: what the topic table's provenance is checked against.
 */

import { parseStatute } from "../../lib/parse/statute.ts";
import { xmlToDrfObject } from "../../lib/parse/xml.ts";

const DIR = new URL("../fixtures/drf/", import.meta.url);

/** Real (not synthetic) whole-statute recordings. */
const BODIES: readonly string[] = [
  "law/service_type-json_ID-001706_civil-act_20250131.json",
  "law/service_type-xml_criminal-act.xml",
  "law/service_type-xml_housing-lease-protection-act.xml",
  "law/service_ID-001823_building-act_full.xml",
  "law/service_type-json_personal-information-protection-act_011357_20251002.json",
  "law/service_type-json_ID-001702_commercial-act_20250722.json",
  "law/service_type-json_MST-270551_labor-standards-act-enforcement-decree.json",
];

/** Statute name → article label ("제3조의2") → title, for every recorded body. */
export async function recordedTitles(): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  for (const file of BODIES) {
    const raw = await Deno.readTextFile(new URL(file, DIR));
    const data = file.endsWith(".xml") ? xmlToDrfObject(raw) : JSON.parse(raw);
    const s = parseStatute(data);
    const titles = new Map<string, string>();
    for (const a of s.articles) if (a.title) titles.set(a.label, a.title);
    out.set(s.info.name, titles);
  }
  return out;
}
