/** Where useRememberedLanguage keeps the visitor's choice (the i18n plugin's own key). */
export const LANGUAGE_KEY = "gatsby-i18next-language";

/** A page section at `top` px from the viewport's top (jsdom has no layout), for "the section being read". */
export function placeSection(id: string, top: number) {
  const section = document.createElement("section");
  section.id = id;
  section.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.appendChild(section);
}
