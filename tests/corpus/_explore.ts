import { parseStatute, xmlToDrfObject } from "../../lib/mod.ts";
import { bodyEntries, readRecording } from "./_recordings.ts";
import { compareParsed } from "./_check.ts";
const es = bodyEntries();
console.log(es.length);
let all: string[] = [];
let arts = 0, anx = 0;
for (const e of es) {
  const { raw, body } = readRecording(e);
  arts += raw.articles.length; anx += raw.annexes.length;
  const data = e.type === "JSON" ? JSON.parse(body) : xmlToDrfObject(body);
  const st = parseStatute(data);
  all.push(...compareParsed(raw, st));
}
console.log(arts, anx, all.length);
console.log(all.slice(0, 80).join("\n"));
