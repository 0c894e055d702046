import { loadPage } from "../../src/navigation/loadPage";

/** Where useRememberedLanguage keeps the visitor's choice (the i18n plugin's own key). */
export const LANGUAGE_KEY = "gatsby-i18next-language";

/** A page section at `top` px from the viewport's top (jsdom has no layout), for "the section being read". */
export function placeSection(id: string, top: number) {
  const section = document.createElement("section");
  section.id = id;
  section.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.appendChild(section);
}

/** Four sections placed so that About is the one being read (its top just under the navigation bar). */
export function readingAbout() {
  placeSection("home", -2000);
  placeSection("services", -900);
  placeSection("about", 76);
  placeSection("area", 700);
}

/** Before each language test: no page load recorded (the test file mocks loadPage), no choice kept, an empty page. */
export function freshPage() {
  (loadPage as jest.Mock).mockClear();
  window.localStorage.clear();
  document.body.innerHTML = "";
}
