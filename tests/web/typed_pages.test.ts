/**
 * The web face reads tool answers by the typed tool map, so an output field a page reads cannot
 * be renamed (or dropped) in a tool's zod schema without the web app failing its type check.
 *
 * Two proofs: `@ts-expect-error` reads of fields the tools do not output (this file is
 * type-checked by `deno test`: a read that type-checked would make the directive unused and the
 * check fail), and a copy of lib/ and web/ in which real output fields are renamed in their zod
 * schemas and the types regenerated (`deno task gen`), where `deno check web/mod.ts` must report
 * each renamed field at the page that reads it.
 */

import assert from "node:assert/strict";
import type { Answer } from "../../web/calls.ts";
import type { ArticleData, DelegationTarget } from "../../web/pages/law_parts.tsx";
import type { LawRow } from "../../web/pages/search_results.tsx";
import { callTool, type ToolContext } from "../../lib/mod.ts";

/** Reads that must not type-check; never run, only checked. */
export function unreadable(
  a: ArticleData,
  d: DelegationTarget,
  row: LawRow,
  search: Answer<"search_decisions">,
  ctx: ToolContext,
): unknown[] {
  return [
    // @ts-expect-error get_law_text's articles carry `headingPath`, not `headings`.
    a.headings,
    // @ts-expect-error get_delegated_laws's targets name the article `targetArticle`.
    d.article,
    // @ts-expect-error search_all's statute rows have `lawId`, no `id`.
    row.id,
    // @ts-expect-error an answer's content is `structured` (the old web wrapper said `data`).
    search.ok && search.data,
    // @ts-expect-error no tool is named get_law.
    callTool("get_law", { name: "민법" }, ctx),
    // @ts-expect-error get_law_text takes `articles`, not `article`.
    callTool("get_law_text", { name: "민법", article: "제750조" }, ctx),
  ];
}

/** An output field renamed in its zod schema, and the page that reads it. */
interface Rename {
  /** The field. */
  field: string;
  /** The schema line that declares it (one line in all of lib/). */
  declared: RegExp;
  /** The web file that must then fail to type-check. */
  page: string;
}

const RENAMES: Rename[] = [
  { field: "headingPath", declared: /^(\s+)headingPath(: z\.)/m, page: "web/pages/law.tsx" },
  {
    field: "targetArticle",
    declared: /^(\s+)targetArticle(: z\.)/m,
    page: "web/pages/law_parts.tsx",
  },
  { field: "hasBodyText", declared: /^(\s+)hasBodyText(: z\.)/m, page: "web/pages/annex.tsx" },
  { field: "nameKo", declared: /^(\s+)nameKo(: z\.)/m, page: "web/pages/treaty.tsx" },
  { field: "decreeName", declared: /^(\s+)decreeName(: z\.)/m, page: "web/pages/compare.tsx" },
  { field: "articleForm", declared: /^(\s+)articleForm(: z\.)/m, page: "web/pages/rule.tsx" },
  { field: "facts", declared: /^(\s+)facts(: z\.)/m, page: "web/pages/decision.tsx" },
  {
    field: "adminRules",
    declared: /^(\s+)adminRules(: section\()/m,
    page: "web/pages/search_results.tsx",
  },
];

const ROOT = new URL("../../", import.meta.url).pathname;

async function tsFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for await (const e of Deno.readDir(dir)) {
    const p = `${dir}/${e.name}`;
    if (e.isDirectory) out.push(...await tsFiles(p));
    else if (e.name.endsWith(".ts")) out.push(p);
  }
  return out;
}

/** Renames `r.field` where lib declares it; throws unless exactly one file declares it. */
async function rename(lib: string, r: Rename): Promise<string> {
  const hits: string[] = [];
  for (const f of await tsFiles(lib)) {
    const text = await Deno.readTextFile(f);
    if (r.declared.test(text)) {
      hits.push(f);
      await Deno.writeTextFile(f, text.replace(r.declared, `$1${r.field}Renamed$2`));
    }
  }
  assert.equal(hits.length, 1, `${r.field}: declared in ${hits.length} files (${hits})`);
  return hits[0];
}

/** The type errors `deno check` printed: each one's message and the files it points at. */
function diagnostics(out: string): { message: string; at: string[] }[] {
  // deno prints "TS2339 [ERROR]: message" then "at file:///…:line:col" lines (NO_COLOR set).
  return out.split(/\n(?=TS\d+ \[ERROR\])/).filter((b) => /^TS\d+ \[ERROR\]/.test(b)).map(
    (b) => ({
      message: b.split("\n")[0],
      at: [...b.matchAll(/at file:\/\/(\S+?):\d+:\d+/g)].map((m) => m[1]),
    }),
  );
}

Deno.test({
  name: "renaming an output field in its zod schema fails the type check of the page reading it",
  // deno check of the whole web graph: tens of seconds on a loaded machine.
  sanitizeResources: false,
  async fn() {
    const tmp = await Deno.makeTempDir({ prefix: "beopmang-typed-pages-" });
    try {
      const cp = await new Deno.Command("cp", {
        args: ["-r", "lib", "web", "dev", "deno.json", "deno.lock", tmp],
        cwd: ROOT,
      }).output();
      assert.equal(cp.code, 0, new TextDecoder().decode(cp.stderr));
      for (const r of RENAMES) await rename(`${tmp}/lib`, r);
      // The tool map reads the generated types: the rename reaches the pages as it would in the
      // repository, through `deno task gen` (without it, the tool's declaration is what fails).
      const gen = await new Deno.Command(Deno.execPath(), {
        args: ["run", "-A", "dev/gen/main.ts"],
        cwd: tmp,
        env: { NO_COLOR: "1" },
      }).output();
      assert.equal(gen.code, 0, new TextDecoder().decode(gen.stderr));
      const check = await new Deno.Command(Deno.execPath(), {
        args: ["check", "--quiet", "web/mod.ts"],
        cwd: tmp,
        env: { NO_COLOR: "1" },
      }).output();
      const out = new TextDecoder().decode(check.stdout) + new TextDecoder().decode(check.stderr);
      assert.notEqual(check.code, 0, "the renamed schemas type-checked: the web face reads none");
      const errors = diagnostics(out);
      for (const r of RENAMES) {
        const at = `${tmp}/${r.page}`;
        const named = new RegExp(`['"]${r.field}['"]`);
        const hit = errors.find((e) => e.at[0] === at && named.test(e.message));
        assert.ok(hit, `no type error for '${r.field}' in ${r.page}:\n${out.slice(0, 4000)}`);
      }
    } finally {
      await Deno.remove(tmp, { recursive: true });
    }
  },
});
