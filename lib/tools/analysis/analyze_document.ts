/**
 * `analyze_document`: a contract or terms text split into clauses, with risky clauses flagged
 * and the statute article that governs each (or the fact still needed). Local, no upstream call.
 *
 * @module
 */

import { z } from "zod";
import { reviewDocument } from "../../analysis/review.ts";
import { defineTool } from "../define.ts";
import { MetaSchema } from "../schemas.ts";
import { renderReview } from "./render.ts";
import { DocumentReviewSchema } from "./schemas.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const input = z.object({
  text: z.string().trim().min(1).max(100_000).describe("contract or terms text"),
  maxClauses: z.number().int().min(1).max(200).default(30)
    .describe("clauses listed (flagged ones first)"),
});

const output = DocumentReviewSchema.extend({ meta: MetaSchema });

/** The `analyze_document` tool. */
export const analyzeDocument: GeneratedTool<"analyze_document"> = defineTool(
  {
    name: "analyze_document",
    title: "계약서·약관 조항 검토",
    description:
      "Split a contract or terms text into clauses and flag risky ones (면책, 환불 불가, " +
      "자동갱신, 관할 …) with the governing statute article.",
    input,
    output,
    handler(args, _ctx, call) {
      const review = reviewDocument(args.text, args.maxClauses);
      return Promise.resolve({
        structured: { ...review, meta: call.track.meta() },
        text: renderReview(review),
      });
    },
  },
);
