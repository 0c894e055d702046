/**
 * The language an Accept-Language header prefers most among `languages` ("fr-CH,fr;q=0.9,en;q=0.8" -> fr),
 * else `fallback`: by weight, then by order, matched on the base subtag. Free of imports: the production
 * server loads it as is (src/server/oauth.ts), the booking's pages too (src/booking/http/bookingHttp.ts).
 * A header is the browser's to send and anyone's to forge: it only ever picks among the languages offered.
 */
export function languageOf<L extends string>(acceptLanguage: string | undefined, languages: readonly L[], fallback: L): L {
  const wanted = (acceptLanguage ?? "")
    // Bounded: a header of a thousand parts is read for its first 32.
    .slice(0, 1024)
    .split(",")
    .slice(0, 32)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.base && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (wanted.map((entry) => entry.base).find((base) => (languages as readonly string[]).includes(base)) as L | undefined) ?? fallback;
}
