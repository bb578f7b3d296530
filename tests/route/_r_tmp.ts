import { routeQuery } from "../../lib/route/mod.ts";
for (const q of Deno.args) { const r = routeQuery(q); console.log(q, "→", r.tool, JSON.stringify(r.args), r.rule, r.explain.slice(-1)[0]); }
