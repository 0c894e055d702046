import { LANGUAGE_KEY } from "../i18n/languageKey";
import { loadPage } from "./loadPage";

/**
 * Opens the other language's page with a full load, so it arrives pre-rendered (the sections below
 * the first screen hydrate from that HTML) and the browser itself scrolls to the section in the hash.
 */
export function openLanguage(path: string, hash: string, { remember = true, replace = false } = {}, language?: string) {
  if (remember && language) {
    try {
      window.localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // storage blocked: the switch still happens, it just is not remembered
    }
  }
  loadPage(`${path}${hash}`, replace);
}
