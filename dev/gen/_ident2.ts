import { z } from "zod";
type Strict<T> = T extends readonly (infer E)[] ? Strict<E>[]
  : T extends object ? { [K in keyof T]-?: Strict<T[K]> }
  : T;
type Same<T> = unknown extends T ? unknown : { plain: (t: T) => T; strict: (t: Strict<T>) => Strict<T> };
interface A { a?: string; b: number }
interface B { b: number }
declare const x: Same<A>;
// @ts-expect-error differs
const bad: Same<B> = x;
declare const x2: Same<{ b: { c: { a?: string }[] } }>;
// @ts-expect-error differs deep
const bad2: Same<{ b: { c: {}[] } }> = x2;
// @ts-expect-error differs optionality
const bad3: Same<{ b: { c: { a: string }[] } }> = x2;
const good: Same<{ b: { c: { a?: string | undefined }[] } }> = x2;
const s = z.object({ a: z.string().optional().describe("x"), n: z.number().int().default(1), e: z.enum(["a", "b"]), r: z.record(z.string(), z.unknown()), c: z.record(z.enum(["x", "y"]), z.number()), arr: z.array(z.object({ q: z.string() })).optional(), u: z.union([z.object({k: z.literal("a")}), z.object({ k: z.literal("b"), v: z.string() })]), emp: z.object({}) });
interface Row { q: string }
interface Out { a?: string; n: number; e: "a" | "b"; r: Record<string, unknown>; c: Record<"x" | "y", number>; arr?: Row[]; u: { k: "a" } | { k: "b"; v: string }; emp: Record<string, never> }
interface In { a?: string; n?: number; e: "a" | "b"; r: Record<string, unknown>; c: Record<"x" | "y", number>; arr?: Row[]; u: { k: "a" } | { k: "b"; v: string }; emp: Record<string, never> }
const ok: Same<Out> = null as unknown as Same<z.output<typeof s>>;
const ok2: Same<In> = null as unknown as Same<z.input<typeof s>>;
// @ts-expect-error misses a
const bad4: Same<Omit<Out, "a">> = null as unknown as Same<z.output<typeof s>>;
const pre = z.object({ d: z.preprocess((v) => v, z.string()) as z.ZodType<string, unknown>, t: z.string().transform((s) => s.length) });
const ok3: Same<{ d?: unknown; t: string }> = null as unknown as Same<z.input<typeof pre>>;
const ok4: Same<{ d: string; t: number }> = null as unknown as Same<z.output<typeof pre>>;
console.log(bad, bad2, bad3, good, ok, ok2, bad4, ok3, ok4);
