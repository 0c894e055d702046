/**
 * Rules that read the texts themselves, language by language, rather than their shape: the straight
 * apostrophe (every language of the site writes the typographic ’), the first of the month as French
 * writes it ("1er janvier", never "1 janvier") and one spelling of e-mail per language. Run by the
 * content check (./check.ts) over the locale files, the localized fields of content/*.json and the legal
 * Markdown, so an editor hears about it with the file and the field (or line) to fix.
 */
import { bareFirstOfMonth, firstOfMonthSuffix } from "../i18n/dates";
import { languageInfo, LANGUAGES, type Language } from "../i18n/languages";
import { neverWritten, ownPunctuation, scriptLetters } from "../i18n/orthography";
import { formatPath, localeFileOf, type Path } from "./schema";

/** One text of the content in one language, and where it is. */
export interface Text {
  file: string;
  /** `contact.form.email`, `[1].title.fr`, or `line 12` in Markdown. */
  where: string;
  text: string;
}

export interface WordingProblem {
  file: string;
  where: string;
  message: string;
}

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every string of a locale file. */
function allStrings(value: unknown, path: Path, found: { path: Path; text: string }[]) {
  if (typeof value === "string") found.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((item, index) => allStrings(item, [...path, index], found));
  else if (isTree(value)) for (const [key, item] of Object.entries(value)) allStrings(item, [...path, key], found);
  return found;
}

/** The `language` string of every localized field ({ "en": …, "fr": … }) of a content file. */
function localizedStrings(value: unknown, language: Language, path: Path, found: { path: Path; text: string }[]) {
  if (Array.isArray(value)) value.forEach((item, index) => localizedStrings(item, language, [...path, index], found));
  else if (isTree(value)) {
    if (LANGUAGES.every((code) => code in value) && typeof value[language] === "string") found.push({ path: [...path, language], text: value[language] });
    else for (const [key, item] of Object.entries(value)) localizedStrings(item, language, [...path, key], found);
  }
  return found;
}

/**
 * Plain texts shown as written on the pages of every language, read as prose in each: the company's street
 * is a place name in the local language, printed in the French legal texts (and in the others, unchanged).
 * Names registered elsewhere (the legal name, a person, a host) keep the spelling of their register.
 */
export const SHARED_PROSE: Readonly<Record<string, readonly string[]>> = { "company.json": ["street"] };

/**
 * The texts of one language. `json` holds the parsed content files by name (as check.ts reads them),
 * `markdown` the legal texts of that language by file name.
 */
export function textsOf(language: Language, json: Map<string, unknown>, markdown: Map<string, string>): Text[] {
  const texts: Text[] = [];
  for (const [file, value] of json) {
    const isLocale = file.startsWith("locales/");
    if (isLocale && file !== localeFileOf(language)) continue;
    const found = isLocale ? allStrings(value, [], []) : localizedStrings(value, language, [], []);
    for (const { path, text } of found) texts.push({ file, where: formatPath(path), text });
    for (const field of SHARED_PROSE[file] ?? []) {
      const text = isTree(value) ? value[field] : undefined;
      if (typeof text === "string") texts.push({ file, where: field, text });
    }
  }
  for (const [file, source] of markdown) {
    source.split("\n").forEach((line, index) => texts.push({ file, where: `line ${index + 1}`, text: line }));
  }
  return texts;
}

/**
 * What is not prose: URLs, e-mail addresses, {{placeholders}}, and in Markdown code spans, HTML tags
 * (with their attributes) and link targets. Replaced by a space, so words on either side stay apart.
 */
function prose(text: string): string {
  return text
    .replace(/`[^`]*`/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/\b(?:https?:\/\/|mailto:|tel:|www\.)[^\s)>\]"]*/gi, " ")
    .replace(/[^\s<>()[\]"'’]+@[^\s<>()[\]"']+/g, " ")
    .replace(/\{\{[^}]*\}\}/g, " ");
}

/** A few characters either side of a position, so the editor finds the spot. */
function around(text: string, index: number): string {
  const start = Math.max(0, index - 20);
  const end = Math.min(text.length, index + 21);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}

/** The prose lines of texts: fenced code blocks in the Markdown are code, not prose, and are skipped. */
function proseLines(texts: Text[]): (Text & { cleaned: string })[] {
  const lines: (Text & { cleaned: string })[] = [];
  let inFence = false;
  for (const entry of texts) {
    const markdown = entry.where.startsWith("line ");
    if (markdown && /^\s*(```|~~~)/.test(entry.text)) {
      inFence = !inFence;
      continue;
    }
    if (inFence && markdown) continue;
    lines.push({ ...entry, cleaned: prose(entry.text) });
  }
  return lines;
}

/**
 * Every language of the site writes the typographic apostrophe ’ (d’accompagnement, Geneva’s), never the
 * straight one; the message names the language, as the file and the field name the place.
 */
export function straightApostrophes(texts: Text[], language: Language): WordingProblem[] {
  const problems: WordingProblem[] = [];
  const name = languageInfo(language).englishName;
  for (const { file, where, cleaned } of proseLines(texts)) {
    const index = cleaned.indexOf("'");
    if (index === -1) continue;
    problems.push({ file, where, message: `uses the straight apostrophe ' where ${name} writes ’ (“${around(cleaned, index)}”)` });
  }
  return problems;
}

export function foreignLetters(texts: Text[], language: Language): WordingProblem[] {
  const rule = neverWritten(language);
  if (!rule) return [];
  const { englishName } = languageInfo(language);
  return proseLines(texts).flatMap(({ file, where, cleaned }) => {
    const index = cleaned.indexOf(rule.letter);
    return index === -1 ? [] : [{ file, where, message: `writes “${rule.letter}” where ${rule.usage} ${englishName} writes “${rule.instead}” (“${around(cleaned, index)}”)` }];
  });
}


/**
 * Arabic writes its own comma, semicolon and question mark (، ؛ ؟), Chinese its full-width marks (，；？！：。):
 * a Latin one after a word of the language's script is a slip (Arabic: shown mirrored and spaced wrongly
 * beside the word; Chinese: narrow, in the Latin face), and so is one after a {{placeholder}}, whose value
 * the sentence joins to the next ("{{legalName}}، {{address}}"). After a Latin word inside the sentence
 * ("GitHub, Inc.") it is that name's own and stays.
 */
export function latinPunctuation(texts: Text[], language: Language): WordingProblem[] {
  const own = ownPunctuation(language);
  if (!own) return [];
  const problems: WordingProblem[] = [];
  const { englishName } = languageInfo(language);
  // The marks are , ; ? ! : . none needs escaping inside a character class.
  const pattern = new RegExp(`${scriptLetters(language)}\\s*([${Object.keys(own).join("")}])`, "u");
  const afterPlaceholder = new RegExp(`\\}\\}\\s*([${Object.keys(own).join("")}])`, "u");
  for (const { file, where, text, cleaned } of proseLines(texts)) {
    const found = [
      { match: pattern.exec(cleaned), within: cleaned },
      { match: afterPlaceholder.exec(text), within: text },
    ].find((candidate) => candidate.match);
    if (!found?.match) continue;
    const mark = found.match[1];
    problems.push({ file, where, message: `uses the Latin “${mark}” where ${englishName} writes “${own[mark]}” (“${around(found.within, found.match.index)}”)` });
  }
  return problems;
}

/**
 * French writes the first day of a month as an ordinal: "1er janvier", never "1 janvier" (src/i18n/dates.ts,
 * which the date formatting code uses too). Nothing to check in a language that writes "1 January".
 */
export function bareFirstsOfMonth(texts: Text[], language: Language): WordingProblem[] {
  const pattern = bareFirstOfMonth(language);
  if (!pattern) return [];
  const problems: WordingProblem[] = [];
  const { englishName } = languageInfo(language);
  const suffix = firstOfMonthSuffix(language);
  for (const { file, where, cleaned } of proseLines(texts)) {
    pattern.lastIndex = 0;
    const match = pattern.exec(cleaned);
    if (!match) continue;
    problems.push({
      file,
      where,
      message: `writes the first of the month “${match[0]}” where ${englishName} writes “1${suffix}${match[1]}${match[2]}” (“${around(cleaned, match.index)}”)`,
    });
  }
  return problems;
}

/** The ways a language may write e-mail; each language keeps to one. */
const SPELLINGS = [
  { name: "e-mail", pattern: /(?<![\p{L}\p{N}_@.-])e[-\u2010\u2011]mails?(?![\p{L}\p{N}_@-])/giu },
  { name: "email", pattern: /(?<![\p{L}\p{N}_@.-])emails?(?![\p{L}\p{N}_@-])/giu },
  { name: "courriel", pattern: /(?<![\p{L}\p{N}_@.-])courriels?(?![\p{L}\p{N}_@-])/giu },
] as const;

/**
 * One spelling of e-mail per language: when a language's texts use two (E-mail and Email), every text
 * using the rarer one is reported, naming the spelling the others use.
 */
export function mixedEmailSpellings(texts: Text[]): WordingProblem[] {
  const uses = SPELLINGS.map(({ name, pattern }) => ({
    name,
    texts: texts.flatMap((entry) => {
      const words = prose(entry.text).match(pattern);
      return words ? [{ ...entry, word: words[0] }] : [];
    }),
  })).filter((spelling) => spelling.texts.length > 0);
  if (uses.length < 2) return [];
  // The most used spelling is the language's; ties go to the first in the files' order.
  const [main, ...others] = [...uses].sort((a, b) => b.texts.length - a.texts.length);
  return others.flatMap((other) =>
    other.texts.map(({ file, where, word }) => ({
      file,
      where,
      message: `writes “${word}” where the other texts of this language write ${main.name} (${main.texts.length}×, e.g. ${main.texts[0].file} ${main.texts[0].where}): use one spelling`,
    })),
  );
}
