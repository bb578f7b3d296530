/**
 * English translations of statutes (`elaw`): the list (statute list envelope plus 법령명영문)
 * and the body, root `Law` → `InfSection`, `JoSection/Jo`, `ArSection/Ar`, `BylSection`
 * (drf-api.md §3.1, A008–A009). A miss is also an envelope named `Law` — the client turns that
 * one into NOT_FOUND before we get here; a `Law` without `InfSection` is refused here.
 *
 * @module
 */

import { ShapeError } from "../errors.ts";
import { nodesAt } from "./roots.ts";
import { type LawSearchRow, lawSearchRow, type ListPage, parseListPage } from "./search.ts";
import { asNode, type Node, str, textOf } from "./shape.ts";

/** A row of the English statute list. */
export interface EnglishLawRow extends LawSearchRow {
  /** 법령명영문. */
  nameEnglish?: string;
}

/** Parses an `elaw` list page. */
export function parseEnglishLawList(data: Record<string, unknown>): ListPage<EnglishLawRow> {
  return parseListPage(
    data,
    { roots: ["LawSearch"], rowKey: "law" },
    (r: Node) => ({ ...lawSearchRow(r), nameEnglish: str(r, "법령명영문") }),
  );
}

/** One unit of the English text (`Jo`). */
export interface EnglishArticle {
  /** Article number (`joNo` as a number; 0 for unnumbered text). */
  article: number;
  /** Branch (`joBrNo`). */
  branch: number;
  /** `joYn` = Y: a numbered article; N: a heading or unnumbered text. */
  isArticle: boolean;
  /** `joTtl`. */
  title?: string;
  /** `joCts`. */
  text: string;
}

/** An English statute body. */
export interface EnglishLaw {
  /** 법령ID (`lsId`). */
  lawId: string;
  /** English title (`lsNmEng`). */
  nameEnglish: string;
  /** 공포일자 (`ancYd`). */
  promulgationDate?: string;
  /** 공포번호 (`ancNo`). */
  promulgationNumber?: string;
  /** Text units in order. */
  articles: EnglishArticle[];
  /** Addenda (`Ar`). */
  addenda: { promulgationDate?: string; promulgationNumber?: string; text: string }[];
  /** Whether the body lists annexes (`BylSection` has content). */
  hasAnnexes: boolean;
}

/** Parses an `elaw` body; a `Law` without `InfSection` is a {@link ShapeError}. */
export function parseEnglishLaw(data: Record<string, unknown>): EnglishLaw {
  const law = asNode(data.Law);
  const inf = asNode(law?.InfSection);
  if (!law || !inf) {
    throw new ShapeError("elaw", "영문 법령 본문이 아닙니다 (Law 안에 InfSection이 없음).");
  }
  const articles = nodesAt(asNode(law.JoSection), "Jo").map((j) => ({
    article: Number(str(j, "joNo") ?? "0") || 0,
    branch: Number(str(j, "joBrNo") ?? "0") || 0,
    isArticle: str(j, "joYn") === "Y",
    title: str(j, "joTtl"),
    text: textOf(j.joCts).trim(),
  }));
  const addenda = nodesAt(asNode(law.ArSection), "Ar").map((a) => ({
    promulgationDate: str(a, "arAncYd"),
    promulgationNumber: str(a, "arAncNo"),
    text: textOf(a.arCts).trim(),
  }));
  const byl = law.BylSection;
  return {
    lawId: str(inf, "lsId") ?? "",
    nameEnglish: str(inf, "lsNmEng") ?? "",
    promulgationDate: str(inf, "ancYd"),
    promulgationNumber: str(inf, "ancNo"),
    articles,
    addenda,
    hasAnnexes: !!asNode(byl) && Object.keys(asNode(byl)!).length > 0,
  };
}
