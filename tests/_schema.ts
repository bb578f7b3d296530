/**
 * Checks answers against what `tools/list` publishes: the JSON Schema of each tool's output as
 * the `all` profile lists it, validated with Ajv (a JSON Schema validator independent of zod,
 * which strips unknown keys instead of failing).
 */

import { Ajv, type ValidateFunction } from "ajv";
import { findTool } from "../lib/mod.ts";
import outputs from "../lib/tools/brief_outputs.gen.json" with { type: "json" };

const ajv = new Ajv({ strict: false, allErrors: true });
const validators = new Map<string, ValidateFunction>();

/** The published output-schema validator of a tool (by name or alias). */
export function publishedValidator(name: string): ValidateFunction {
  const tool = findTool(name);
  if (!tool) throw new Error(`no tool ${name}`);
  let v = validators.get(tool.name);
  if (!v) {
    // What the `all` listing publishes as the tool's outputSchema (mcp/protocol/listing.ts).
    v = ajv.compile((outputs as Record<string, object>)[tool.name]);
    validators.set(tool.name, v);
  }
  return v;
}

/** Throws unless `structured` matches the output schema `tools/list` publishes for `name`. */
export function assertPublishedOutput(name: string, structured: unknown): void {
  const v = publishedValidator(name);
  if (!v(structured)) {
    const errs = (v.errors ?? []).slice(0, 5).map((e) =>
      `${e.instancePath || "(root)"} ${e.message}${
        e.params && "additionalProperty" in e.params ? ` '${e.params.additionalProperty}'` : ""
      }`
    ).join("; ");
    throw new Error(`${name} structuredContent does not match its published outputSchema: ${errs}`);
  }
}
