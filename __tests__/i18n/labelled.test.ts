import { followedBy, labelled, labelledValue } from "../../src/i18n/labelled";
import { LANGUAGES, languageInfo } from "../../src/i18n/languages";

// A label before its value as each language writes it: the language's own colon, and after a full-width one
// (Chinese) no space, which it already carries.
test.each(LANGUAGES)("%s: a label ends with the language's colon, and its value follows it as that colon wants", (language) => {
  const { colon } = languageInfo(language);
  expect(labelled("Label", language)).toBe(`Label${colon}`);
  const line = labelledValue("Label", "CHF 40", language);
  expect(line).toBe(/[\uff00-\uffef]$/u.test(colon) ? `Label${colon}CHF 40` : `Label${colon} CHF 40`);
});

test("words ending with full-width punctuation take no space before what follows; others one", () => {
  expect(followedBy("请致电：", "+41 22 000 00 00")).toBe("请致电：+41 22 000 00 00");
  expect(followedBy("我们将在 2 小时内答复。", "在我们书面确认之前")).toBe("我们将在 2 小时内答复。在我们书面确认之前");
  expect(followedBy("Call us:", "+41 22 000 00 00")).toBe("Call us: +41 22 000 00 00");
  expect(followedBy("", "alone")).toBe("alone");
});
