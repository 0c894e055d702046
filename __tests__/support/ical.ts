/**
 * A small RFC 5545 reader for the tests: unfolds the lines, splits each into name, parameters and value,
 * unescapes TEXT and nests the components, so a test reads what a calendar application would.
 */
export interface Property {
  name: string;
  params: Record<string, string>;
  /** As written (still escaped). */
  raw: string;
  /** TEXT unescaped: \\n a line break, \\; \\, \\\\ the character. */
  value: string;
}
export interface Component {
  name: string;
  properties: Property[];
  components: Component[];
}

export const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_all, char: string) => (char === "n" || char === "N" ? "\n" : char));
}

export function parseProperty(line: string): Property {
  const colon = line.indexOf(":");
  if (colon < 1) throw new Error(`not a content line: ${JSON.stringify(line)}`);
  const [name, ...params] = line.slice(0, colon).split(";");
  if (!/^[A-Z][A-Z0-9-]*$/.test(name)) throw new Error(`not a property name: ${JSON.stringify(line)}`);
  const raw = line.slice(colon + 1);
  return { name, params: Object.fromEntries(params.map((param) => param.split("=") as [string, string])), raw, value: unescapeText(raw) };
}

/** The file's top component (VCALENDAR); throws on anything that is not well formed. */
export function parseIcs(ics: string): Component {
  if (!ics.endsWith("\r\n")) throw new Error("the file does not end with CRLF");
  const lines = unfold(ics).slice(0, -2).split("\r\n");
  const stack: Component[] = [{ name: "", properties: [], components: [] }];
  for (const line of lines) {
    if (line.includes("\n") || line.includes("\r")) throw new Error(`a bare line break: ${JSON.stringify(line)}`);
    const property = parseProperty(line);
    if (property.name === "BEGIN") {
      const component = { name: property.raw, properties: [], components: [] };
      stack[stack.length - 1].components.push(component);
      stack.push(component);
    } else if (property.name === "END") {
      const open = stack.pop();
      if (!open || open.name !== property.raw || stack.length === 0) throw new Error(`END:${property.raw} closes ${open?.name}`);
    } else {
      stack[stack.length - 1].properties.push(property);
    }
  }
  if (stack.length !== 1 || stack[0].components.length !== 1) throw new Error("unbalanced BEGIN/END");
  return stack[0].components[0];
}

export const prop = (component: Component, name: string) => component.properties.find((property) => property.name === name);
export const all = (component: Component, name: string) => component.components.filter((child) => child.name === name);
