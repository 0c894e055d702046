/** @jest-environment node */
import { fillPlaceholders } from "../../src/i18n/placeholders";

test("fills the names it has, with spaces inside the braces allowed", () => {
  expect(fillPlaceholders("{{a}} and {{ b }}, {{a}}", { a: "x", b: 2 })).toBe("x and 2, x");
});

test("leaves unknown names as written, including names of Object.prototype", () => {
  expect(fillPlaceholders("{{missing}} {{toString}}", { a: "x" })).toBe("{{missing}} {{toString}}");
});

test("an undefined value is an empty text", () => {
  expect(fillPlaceholders("at most {{max}}", { max: undefined })).toBe("at most ");
});
