/**
 * The typed statute record every face works with, whatever format the upstream used.
 *
 * @module
 */

import type { ContentFlags } from "./shape.ts";

/** Whether a version is in force, not yet in force, or past. */
export type StatuteStatus = "현행" | "시행예정" | "연혁";

/** 기본정보: who, what and when. Dates are `YYYYMMDD`. */
export interface StatuteInfo {
  /** 법령ID (6 digits): the statute's identity across versions. */
  lawId: string;
  /** 법령일련번호 (MST) of this version, when the upstream gave it. */
  mst?: string;
  /** 법령키: 법령ID + 공포일자 + 공포번호. */
  lawKey?: string;
  /** 법령명_한글. */
  name: string;
  /** 법령명_한자. */
  nameHanja?: string;
  /** 법령명약칭. */
  abbreviation?: string;
  /** 법종구분 (법률, 대통령령, 고용노동부령 …). */
  kind?: string;
  /** 법종구분코드. */
  kindCode?: string;
  /** 공포일자. */
  promulgationDate?: string;
  /** 공포번호. */
  promulgationNumber?: string;
  /** 시행일자. */
  effectiveDate?: string;
  /** 소관부처. */
  ministry?: string;
  /** 소관부처코드. */
  ministryCode?: string;
  /** 제개정구분 (제정, 일부개정, 타법개정 …). */
  revisionType?: string;
  /** 전화번호 of the responsible office. */
  phone?: string;
  /** 현행 / 시행예정 / 연혁, judged against the as-of date. */
  status: StatuteStatus;
}

/** A 편·장·절·관 heading. */
export interface StatuteHeading {
  /** Level of the heading (민법's 친족편 nests 항 headings under 관). */
  level: "편" | "장" | "절" | "관" | "항";
  /** The heading text, e.g. "제1장 총칙". */
  text: string;
  /** Label of the first article under it, e.g. "제1조". */
  firstArticle?: string;
}

/** 목 (가., 나., …). */
export interface SubItem {
  /** 목번호 as printed, e.g. "가.". */
  label: string;
  /** 목내용. */
  text: string;
}

/** 호 (1., 2., 3의2., …). */
export interface Item {
  /** 호번호 as printed, e.g. "3의2.". */
  label: string;
  /** 호 number, when it could be read. */
  number?: number;
  /** 호 가지번호 (0 = none). */
  branch: number;
  /** 호내용. */
  text: string;
  /** 목 under it. */
  subItems: SubItem[];
}

/** 항 (①, ②, …). Articles without numbered paragraphs have none. */
export interface Paragraph {
  /** 항번호 as printed, e.g. "①"; absent for the unnumbered body of an article. */
  label?: string;
  /** 항 number, when it could be read. */
  number?: number;
  /** 항내용. */
  text: string;
  /** 호 under it. */
  items: Item[];
}

/** One 조문 (article). */
export interface Article {
  /** 조문키, e.g. "0004021". */
  key: string;
  /** 조 number. */
  article: number;
  /** 가지번호 (0 = none). */
  branch: number;
  /** "제4조의2". */
  label: string;
  /** 조문제목. */
  title?: string;
  /** 조문내용: the heading line, or the whole text of an article without 항. */
  text: string;
  /** 항. */
  paragraphs: Paragraph[];
  /** 조문시행일자. */
  effectiveDate?: string;
  /** 조문변경여부 = Y: changed in this version. */
  changed: boolean;
  /** 조문제개정유형, when given. */
  revisionType?: string;
  /** 조문참고자료 such as "[본조신설 2014.5.28]". */
  note?: string;
  /** The article was deleted ("삭제"). */
  deleted: boolean;
  /** Texts of the headings it sits under, outermost first. */
  headingPath: string[];
  /** Tables or images somewhere in the article. */
  flags: ContentFlags;
}

/** One 부칙 (supplementary provisions of one amendment). */
export interface Supplement {
  /** 부칙키. */
  key?: string;
  /** 부칙공포일자. */
  promulgationDate?: string;
  /** 부칙공포번호. */
  promulgationNumber?: string;
  /** 부칙내용. */
  text: string;
}

/** One 별표·서식 unit listed in a statute body. */
export interface AnnexUnit {
  /** 별표키. */
  key?: string;
  /** 별표구분: 별표, 서식, 별지 …. */
  kind: string;
  /** 별표번호 as a number. */
  number: number;
  /** 별표가지번호 (0 = none). */
  branch: number;
  /** "별표 1의2". */
  label: string;
  /** 별표제목. */
  title?: string;
  /** 별표시행일자. */
  effectiveDate?: string;
  /** 별표내용: the text rendering the upstream includes (tables as box-drawing text). */
  text?: string;
  /** 별표서식파일링크 (HWP/HWPX download path). */
  fileLink?: string;
  /** 별표서식PDF파일링크. */
  pdfLink?: string;
  /** 별표HWP파일명. */
  hwpFileName?: string;
  /** 별표PDF파일명. */
  pdfFileName?: string;
  /** 별표이미지파일명 (one or more page images). */
  imageFileNames: string[];
  /** Tables or images in `text`. */
  flags: ContentFlags;
}

/** A whole statute version as the upstream delivered it. */
export interface Statute {
  /** 기본정보. */
  info: StatuteInfo;
  /** 편·장·절·관 headings in order. */
  headings: StatuteHeading[];
  /** 조문 in order. */
  articles: Article[];
  /** 부칙 in order. */
  supplements: Supplement[];
  /** 별표·서식 units. */
  annexes: AnnexUnit[];
  /** 개정문. */
  amendmentText?: string;
  /** 제개정이유. */
  revisionReason?: string;
}
