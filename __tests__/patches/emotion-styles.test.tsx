/** @jest-environment node */
/**
 * Server rendering of Emotion styles, page by page (gatsby/patches/emotionStyles.tsx): the build renders
 * pages one after another in one process; each must get every rule it uses, in its <head>.
 */
import { css, Global } from "@emotion/react";
import { renderToStaticMarkup } from "react-dom/server";
import { headStyles, SERVER_KEY, withPageEmotionCache } from "../../gatsby/patches/emotionStyles";

const shared = css`
  color: red;
`;
const formOnly = css`
  display: grid;
`;

function Page({ form }: { form: boolean }) {
  return (
    <>
      <Global styles={{ body: { margin: 0 } }} />
      <p css={shared}>text</p>
      {form && <form css={formOnly} />}
    </>
  );
}

function build(pathname: string, form: boolean) {
  const body = renderToStaticMarkup(withPageEmotionCache(<Page form={form} />, pathname));
  const head = renderToStaticMarkup(<>{headStyles(pathname, body, true)}</>);
  return { body, head };
}

it("gives each page rendered after another every rule it uses and only those, in its head, none in its body", () => {
  const pages = [build("/", true), build("/fr/", true), build("/404/", false), build("/fr/404/", true)];
  for (const [index, page] of pages.entries()) {
    expect(page.body).not.toContain("<style");
    const classes = [...page.body.matchAll(/class="(css-\w+)"/g)].map((match) => match[1]);
    expect(classes).toHaveLength(index === 2 ? 1 : 2);
    for (const name of classes) expect(page.head).toContain(`.${name}{`);
    // data-s and the css-ssr prefix: the form Emotion's start-up code leaves in place (emotion-adopt.test.tsx).
    expect(page.head).toMatch(/<style data-emotion="css-global \w+" data-s="">body\{margin:0;\}<\/style>/);
    expect(page.head).toMatch(new RegExp(`<style data-emotion="${SERVER_KEY} ${classes.map((name) => name.slice(4)).join(" ")}" data-s="">`));
  }
  expect(pages[1].head).toBe(pages[0].head);
  expect(pages[2].head).not.toContain("display:grid");
  expect(pages[3].head).toBe(pages[0].head);
});

it("stops the build when a page's body still holds a <style>, or when it rendered no styles", () => {
  const body = renderToStaticMarkup(withPageEmotionCache(<Page form={false} />, "/a/"));
  expect(() => headStyles("/a/", `${body}<style>.x{}</style>`, true)).toThrow(/still holds a <style> element/);
  renderToStaticMarkup(withPageEmotionCache(<p>plain</p>, "/b/"));
  expect(() => headStyles("/b/", "<p>plain</p>", true)).toThrow(/rendered no Emotion styles/);
  expect(() => headStyles("/never-rendered/", "", true)).toThrow(/no Emotion cache/);
});
