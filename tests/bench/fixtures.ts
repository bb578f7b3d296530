/**
 * Locates DRF fixtures for benches and tests: `tests/fixtures/<rel>` when present, else the shared
 * recording at `../shared/fixtures/<rel>` next to the repository.
 *
 * @module
 */

const ROOTS: readonly URL[] = [
  new URL("../fixtures/", import.meta.url),
  new URL("../../../shared/fixtures/", import.meta.url),
];

function exists(url: URL): boolean {
  try {
    Deno.statSync(url);
    return true;
  } catch {
    return false;
  }
}

/** URL of fixture `rel` (e.g. `drf/law/service_ID-001823_building-act_full.xml`). Throws if absent. */
export function fixtureUrl(rel: string): URL {
  for (const root of ROOTS) {
    const url = new URL(rel, root);
    if (exists(url)) return url;
  }
  throw new Error(`fixture ${rel} not found under ${ROOTS.map((r) => r.pathname).join(" or ")}`);
}

/** Fixture `rel` as text. */
export function readFixture(rel: string): string {
  return Deno.readTextFileSync(fixtureUrl(rel));
}

/** Relative paths (`drf/…`) of every fixture under `drf/` ending in `ext`, sorted. */
export function listFixtures(ext: string): string[] {
  const found = new Set<string>();
  for (const root of ROOTS) {
    const base = new URL("drf/", root);
    if (!exists(base)) continue;
    const walk = (dir: URL, rel: string): void => {
      for (const e of Deno.readDirSync(dir)) {
        if (e.isDirectory) walk(new URL(`${e.name}/`, dir), `${rel}${e.name}/`);
        else if (e.isFile && e.name.endsWith(ext)) found.add(`${rel}${e.name}`);
      }
    };
    walk(base, "drf/");
  }
  return [...found].sort();
}

/** The large statute-sized XML fixtures the benches use. */
export const LARGE_XML: readonly string[] = [
  "drf/law/service_ID-001823_building-act_full.xml",
  "drf/eflaw/service_ID-001823_building-act_full.xml",
  "drf/lsDelegated/service_ID-000900.xml",
];

/** The largest JSON fixtures (JSON.parse baseline). */
export const LARGE_JSON: readonly string[] = [
  "drf/law/service_type-json_MST-282351_minimum-wage-act-enforcement-rule.json",
  "drf/admrul/service_type-json_ID-1.json",
];
