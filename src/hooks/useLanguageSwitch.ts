import { useTranslation } from "react-i18next";
import { LANGUAGES, localizedPath } from "../i18n/languages";
import { openLanguage } from "../navigation/pageNavigation";
import { SECTIONS } from "../navigation/sections";
import { NAV_HEIGHT } from "../styles/theme";

/** The section the visitor is reading: the last one whose top has passed below the navigation bar. */
export function currentSection(): string {
  let current: string = SECTIONS[0];
  for (const id of SECTIONS) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top <= NAV_HEIGHT + 1) current = id;
  }
  return current;
}

/**
 * What the language bar and the navigation bar's switch share: the address of each language's page
 * and the move there, which remembers the choice and, on the home page, keeps the section being read.
 */
export function useLanguageSwitch(paths?: Record<string, string>) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const languages: readonly string[] = LANGUAGES;
  const hrefOf = (next: string) => (paths ? paths[next] : localizedPath(next));
  const switchTo = (next: string) => openLanguage(hrefOf(next), paths ? "" : `#${currentSection()}`, {}, next);
  return { t, language, languages, hrefOf, switchTo };
}
