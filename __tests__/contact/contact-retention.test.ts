/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { readConfig } from "../../src/contact/config";
import { DEFAULT_RETENTION_DAYS, retentionDays } from "../../src/contact/requests/retention";
import { LANGUAGES } from "../../src/i18n/languages";
import { fillPlaceholders, LEGAL_FILES, legalValues } from "../../src/legal/pages";
import companyJson from "../../content/company.json";
import siteJson from "../../content/site.json";
import ratesJson from "../../content/rates.json";

type Sources = Parameters<typeof legalValues>[0];
const site = siteJson as Sources["site"];
const company = companyJson as Sources["company"];
const rates = ratesJson as Sources["rates"];

/** The privacy notice says how long stored requests are kept, with the number the function uses. */
describe("the stored requests' retention in the privacy notice", () => {
  test.each(LANGUAGES)("%s: the privacy text names it through {{requestRetentionDays}}", (language) => {
    const privacy = LEGAL_FILES.find((entry) => entry.page === "privacy" && entry.language === language)!;
    const markdown = readFileSync(path.resolve(__dirname, "../../content", privacy.file), "utf8");
    expect(markdown).toContain("{{requestRetentionDays}}");
    const filled = fillPlaceholders(markdown, legalValues({ site, company, rates, siteUrl: "https://www.site.test", requestRetentionDays: 45 }, language));
    expect(filled).toMatch(/\b45\b/);
    expect(filled).not.toContain("{{requestRetentionDays}}");
  });

  test("the build reads REQUEST_RETENTION_DAYS as the function does, else the function's default", () => {
    expect(legalValues({ site, company, rates, siteUrl: "https://www.site.test" }, "en").requestRetentionDays).toBe(String(DEFAULT_RETENTION_DAYS));
    expect(readConfig({}, () => undefined).requests.retentionMs).toBe(DEFAULT_RETENTION_DAYS * 86_400_000);
    for (const raw of ["7", " 90 ", "3650"])
      expect(readConfig({ REQUEST_RETENTION_DAYS: raw }, () => undefined).requests.retentionMs).toBe(retentionDays(raw)! * 86_400_000);
    for (const raw of ["0", "soon", "3651", undefined]) expect(retentionDays(raw)).toBeUndefined();
  });
});
