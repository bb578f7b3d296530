/**
 * A static look at the tools' source: each registered tool's defining file under lib/tools and
 * the lib/tools files it imports (the registry and folder faces left out, so that a meta-tool
 * does not reach every tool), with comments stripped — what the tool's own handler can call.
 */

const TOOLS_DIR = new URL("../../lib/tools/", import.meta.url);

async function walk(dir: URL, out: Map<string, string>): Promise<void> {
  for await (const e of Deno.readDir(dir)) {
    const u = new URL(e.name + (e.isDirectory ? "/" : ""), dir);
    if (e.isDirectory) await walk(u, out);
    else if (e.name.endsWith(".ts")) out.set(u.href, stripComments(await Deno.readTextFile(u)));
  }
}

/** The source without comments (JSDoc examples name targets they do not call). */
export function stripComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

/** Every lib/tools source file by URL, comments stripped. */
export const SOURCES: ReadonlyMap<string, string> = await (async () => {
  const out = new Map<string, string>();
  await walk(TOOLS_DIR, out);
  return out;
})();

const FACES = /\/(registry|mod)\.ts$/;

function closure(href: string, seen: Set<string>): Set<string> {
  const src = SOURCES.get(href);
  if (seen.has(href) || src === undefined || FACES.test(href)) return seen;
  seen.add(href);
  for (const m of src.matchAll(/from\s+"(\.[^"]+)"/g)) closure(new URL(m[1], href).href, seen);
  return seen;
}

/** A tool's source: the file that defines it and what it imports under lib/tools. */
export interface ToolSource {
  /** The defining files (`name: "<tool>"`). */
  readonly homes: readonly string[];
  /** Their import closure's text, comments stripped. */
  readonly text: string;
  /** Whether the closure imports the decision-domain vocabulary (every decision target). */
  readonly decisionDomains: boolean;
}

/** The source of one tool. */
export function toolSource(name: string): ToolSource {
  const homes = [...SOURCES].filter(([, s]) => s.includes(`name: "${name}",`)).map(([h]) => h);
  const files = new Set<string>();
  for (const h of homes) closure(h, files);
  const texts = [...files].map((f) => SOURCES.get(f)!);
  return {
    homes,
    text: texts.join("\n"),
    decisionDomains: texts.some((t) => t.includes("law/decision_domains.ts")),
  };
}

/** Whether `text` names `target` as a string or as an object key (a relation table's). */
export function mentions(text: string, target: string): boolean {
  return new RegExp(`["'\`]${target}["'\`]|[{,\\s]${target}\\s*:`).test(text);
}
