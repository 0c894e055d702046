/**
 * In the browser, Emotion adopts the styles the build wrote into the page's <head>
 * (gatsby/patches/emotionStyles.tsx) without inserting, removing or moving any <style> element: each such
 * change makes the browser recalculate the style of the whole page while it boots.
 */
import { css } from "@emotion/react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { SERVER_KEY, withServerStyles } from "../../gatsby/patches/emotionStyles";
import { GlobalStyles, globalStyles } from "../../src/components/GlobalStyles";

const shared = css`
  color: red;
`;

function Page() {
  return (
    <>
      <GlobalStyles />
      <p css={shared}>text</p>
    </>
  );
}

it("hydrates a built page with no change to the <style> elements of its head", async () => {
  // The head as the build writes it (emotion-styles.test.tsx checks the build's side of this format).
  document.head.innerHTML =
    `<style data-emotion="css-global ${globalStyles.name}" data-s="">body{margin:0;}</style>` +
    `<style data-emotion="${SERVER_KEY} ${shared.name}" data-s="">.css-${shared.name}{color:red;}</style>`;
  document.body.innerHTML = `<div id="root"><p class="css-${shared.name}">text</p></div>`;
  const sheets = [...document.head.children];
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});

  await act(async () => {
    hydrateRoot(document.getElementById("root")!, withServerStyles(<Page />));
  });
  changes.push(...observer.takeRecords());

  expect(changes).toEqual([]);
  expect([...document.head.children]).toEqual(sheets);
  expect(document.querySelector("p")?.className).toBe(`css-${shared.name}`);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
