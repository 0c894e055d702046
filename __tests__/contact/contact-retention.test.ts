/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { readConfig } from "../../src/booking/config";
import { RETENTION_DAYS } from "../../src/booking/store/retention";
import { LANGUAGES } from "../../src/i18n/languages";
import { pluralText } from "../../src/i18n/plural";
import { TRANSLATIONS } from "../../src/i18n/translations";
import { fillPlaceholders, LEGAL_FILES } from "../../src/legal/pages";
import { legalValues } from "../../src/legal/values";
import companyJson from "../../content/company.json";
import siteJson from "../../content/site.json";
import ratesJson from "../../content/rates.json";

type Sources = Parameters<typeof legalValues>[0];
const site = siteJson as Sources["site"];
const company = companyJson as Sources["company"];
const rates = ratesJson as Sources["rates"];

/** The privacy notice says how long stored requests are kept, with the number the function uses. */
describe("the stored requests' retention in the privacy notice", () => {
  test.each(LANGUAGES)("%s: the privacy text names it through {{requestRetentionDuration}}, with its unit", (language) => {
    const privacy = LEGAL_FILES.find((entry) => entry.page === "privacy" && entry.language === language)!;
    const markdown = readFileSync(path.resolve(__dirname, "../../content", privacy.file), "utf8");
    expect(markdown).toContain("{{requestRetentionDuration}}");
    const filled = fillPlaceholders(
      markdown,
      legalValues({ site: { ...site, requestRetentionDays: 45 }, company, rates, siteUrl: "https://www.site.test" }, language),
    );
    expect(filled).toMatch(/\b45\b/);
    expect(filled).not.toContain("{{requestRetentionDuration}}");
  });

  test("one number: the notice states site.json's requestRetentionDays and the function deletes by it; REQUEST_RETENTION_DAYS is refused, not read", () => {
    expect(RETENTION_DAYS).toBe(site.requestRetentionDays);
    expect(legalValues({ site, company, rates, siteUrl: "https://www.site.test" }, "en").requestRetentionDuration).toBe(
      pluralText(TRANSLATIONS.en.counts, "days", site.requestRetentionDays, "en"),
    );
    expect(readConfig({}, () => undefined).requests.retentionMs).toBe(site.requestRetentionDays * 86_400_000);
    const errors: string[] = [];
    expect(readConfig({ REQUEST_RETENTION_DAYS: "7" }, (message) => errors.push(message)).requests.retentionMs).toBe(site.requestRetentionDays * 86_400_000);
    expect(errors).toEqual([expect.stringMatching(/^REQUEST_RETENTION_DAYS is no longer read: .*requestRetentionDays/)]);
  });
});
