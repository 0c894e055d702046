import { css } from "@emotion/react";
import { Globe } from "lucide-react";
import { useEffect, type ChangeEvent } from "react";
import { useLanguageSwitch } from "../hooks/useLanguageSwitch";
import { container } from "../styles/layout";
import { colors, GUTTER } from "../styles/theme";
import { fieldControl } from "./FormField";

const bar = css`
  padding: 1.5rem ${GUTTER};
  border-top: 1px solid ${colors.line};
  background: ${colors.midnight};
`;

const inner = css`
  ${container};
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 0.85rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-size: 0.8125rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${colors.ivoryMuted};
  }
  svg {
    color: ${colors.gold};
  }
  select {
    width: auto;
    min-width: 10rem;
    min-height: 44px;
    padding-block: 0.5rem;
  }
`;

const SELECT_ID = "language-select";

/**
 * A language chosen in the pre-rendered bar before this code arrived: the bar loads as it comes near, so a
 * quick visitor (or a slow phone) can pick a language first, and React then sets the <select> back to the
 * page's language as it hydrates. Read once, when this module runs (just before React takes over the bar),
 * and acted on when the bar mounts: the choice is never lost.
 */
let earlyChoice: string | undefined;
export function rememberEarlyChoice(): void {
  earlyChoice = typeof document === "undefined" ? undefined : (document.getElementById(SELECT_ID) as HTMLSelectElement | null)?.value;
}
rememberEarlyChoice();

interface LanguageBarProps {
  /** The same page in each language, on pages other than home (the legal pages have their own slugs). */
  paths?: Record<string, string>;
}

export function LanguageBar({ paths }: LanguageBarProps = {}) {
  const { t, language, languages, switchTo } = useLanguageSwitch(paths);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => switchTo(event.target.value);
  useEffect(() => {
    const chosen = earlyChoice;
    earlyChoice = undefined;
    if (chosen && chosen !== language && languages.includes(chosen)) switchTo(chosen);
    // Once, for the bar the page arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a later render must not act on it again
  }, []);

  return (
    <aside id="language-bar" css={bar} aria-label={t("language.label")}>
      <div css={inner}>
        <label htmlFor={SELECT_ID}>
          <Globe size={16} aria-hidden="true" />
          {t("language.label")}
        </label>
        <select id={SELECT_ID} css={fieldControl} value={language} onChange={onChange}>
          {languages.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(`language.${code}`)}
            </option>
          ))}
        </select>
      </div>
    </aside>
  );
}
