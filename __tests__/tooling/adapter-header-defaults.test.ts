/** @jest-environment node */
/**
 * src/deploy/headers.ts repeats the three headers the Netlify adapter sends for every path with exactly
 * their lower-case names and values (ADAPTER_DEFAULTS), so Gatsby's merge writes each once. This reads the
 * installed Gatsby's defaults, so an upgrade that changes them fails the unit tests before any build;
 * __tests__/build/netlify.build.test.ts checks the built _headers themselves (one value per header).
 */
import { BASE_HEADERS } from "gatsby/dist/utils/adapter/constants";
import { ADAPTER_DEFAULTS } from "../../src/deploy/headers";

test("Gatsby's installed defaults are ours, by lower-case name and value", () => {
  const theirs = Object.fromEntries(BASE_HEADERS.map(({ key, value }: { key: string; value: string }) => [key, value]));
  expect(theirs).toMatchObject(ADAPTER_DEFAULTS);
});
