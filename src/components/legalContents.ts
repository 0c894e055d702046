/**
 * A legal page's sections, read from its HTML (built from content/legal/ at build time): each second-level
 * heading gets an id (kept if the text gave one), so the page's table of contents can link to it.
 * Pure string work, the same at build time and in the browser, whatever words the editors wrote.
 */

/** From this many sections up, a legal page opens with its table of contents. */
export const CONTENTS_MIN_SECTIONS = 5;

export interface LegalSection {
  id: string;
  /** The heading as plain text. */
  title: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The text of a bit of HTML: tags dropped, character references decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === "#") {
        const code = name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .trim();
}

/** "Who receives your data" -> "who-receives-your-data"; "Droits d’accès" -> "droits-d-acces". */
export function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Each data cell of a table but the first of its row gets its column's header as `data-label`, so that on a
 * phone, where the table's rows are set as cards (LegalArticle.tsx), the first cell is the card's title and
 * each other value shows its column's name above it.
 */
export function labelTableCells(html: string): string {
  return html.replace(/<table(\s[^>]*)?>([\s\S]*?)<\/table>/gi, (whole, _attributes: string | undefined, inner: string) => {
    const head = /<thead[^>]*>([\s\S]*?)<\/thead>/i.exec(inner)?.[1] ?? "";
    const labels = [...head.matchAll(/<th(?:\s[^>]*)?>([\s\S]*?)<\/th>/gi)].map((match) => htmlText(match[1]));
    if (labels.length === 0) return whole;
    const labelled = inner.replace(/<tr(\s[^>]*)?>([\s\S]*?)<\/tr>/gi, (row: string, rowAttributes: string | undefined, cells: string) => {
      let column = 0;
      const withLabels = cells.replace(/<td(\s[^>]*)?>/gi, (cell: string, cellAttributes: string | undefined) => {
        // The first column names the row: on a phone it is the card's title and needs no label.
        const label = column === 0 ? undefined : labels[column];
        column += 1;
        return label && !/data-label=/.test(cellAttributes ?? "") ? `<td data-label="${attribute(label)}"${cellAttributes ?? ""}>` : cell;
      });
      return `<tr${rowAttributes ?? ""}>${withLabels}</tr>`;
    });
    return whole.replace(inner, () => labelled);
  });
}

/** The HTML with an id on every <h2>, and the sections in their order. */
export function legalSections(html: string): { html: string; sections: LegalSection[] } {
  const sections: LegalSection[] = [];
  const taken = new Set<string>();
  const withIds = html.replace(/<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/gi, (_whole, attributes: string | undefined, inner: string) => {
    const title = htmlText(inner);
    const given = /\sid\s*=\s*["']([^"']+)["']/i.exec(attributes ?? "")?.[1];
    let id = given ?? (slug(title) || `section-${sections.length + 1}`);
    if (!given) {
      for (let n = 2; taken.has(id); n += 1) id = `${slug(title) || "section"}-${n}`;
    }
    taken.add(id);
    sections.push({ id, title });
    return given ? `<h2${attributes}>${inner}</h2>` : `<h2 id="${id}"${attributes ?? ""}>${inner}</h2>`;
  });
  return { html: withIds, sections };
}
