/**
 * The `localized` widget of the admin: a localized text (one value per language of the site) edited
 * side by side (one column each), each required. A class component because Decap asks the control
 * itself whether it is valid (`isValid`), before it saves.
 */
import { css } from "@emotion/react";
import { Component, type ChangeEvent } from "react";
import { ADMIN_LANGUAGE, DEFAULT_LANGUAGE, LANGUAGE_LIST, languageInfo, type Language } from "../i18n/languages";
import { adminColors } from "../styles/theme";
import { adminField } from "./adminStyles";
import { setEditingLanguage } from "./editingLanguage";

/** The part of Immutable's Map that Decap hands widgets (entry data and field configuration). */
interface ImmutableMap {
  get(key: string, notSetValue?: unknown): unknown;
  set(key: string, value: unknown): ImmutableMap;
  clear(): ImmutableMap;
  toList(): ImmutableList;
}

/** The part of Immutable's List the list control uses. */
interface ImmutableList {
  toArray(): unknown[];
  set(index: number, value: unknown): ImmutableList;
  push(value: unknown): ImmutableList;
  splice(index: number, remove: number, ...values: unknown[]): ImmutableList;
  clear(): ImmutableList;
}

export interface LocalizedControlProps {
  forID: string;
  value: ImmutableMap | Partial<Record<Language, string>> | null | undefined;
  field: ImmutableMap;
  onChange(value: ImmutableMap): void;
  classNameWrapper: string;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
}

const isMap = (value: unknown): value is ImmutableMap => typeof (value as ImmutableMap | null)?.get === "function";
const isList = (value: unknown): value is ImmutableList => typeof (value as ImmutableList | null)?.toArray === "function";

/**
 * An empty Map / List of Decap's own Immutable (the field configuration is a Map), so that new values
 * are of the same kind as the entry data around them, like the built-in widgets' values.
 */
const emptyMap = (field: ImmutableMap) => field.clear();
const emptyList = (field: ImmutableMap) => field.toList().clear();

export function textOf(value: LocalizedControlProps["value"], code: Language): string {
  const text = isMap(value) ? value.get(code) : value?.[code];
  return typeof text === "string" ? text : "";
}

/** A plain `{ en, fr }` value as a Map holding every language (missing ones empty). */
const withEveryLanguage = (map: ImmutableMap, value: LocalizedControlProps["value"]) =>
  LANGUAGE_LIST.reduce((result, { code }) => result.set(code, textOf(value, code)), map);

const columns = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 12px 20px;
  label {
    display: block;
    margin-bottom: 4px;
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${adminColors.muted};
  }
  input,
  textarea {
    ${adminField};
    padding: 10px 12px;
  }
  textarea {
    min-height: 110px;
    resize: vertical;
  }
`;

/** "the Français text is required." / "the Français, Deutsch and العربية texts are required." (the admin speaks English). */
function missingTexts(missing: readonly { name: string }[]): string {
  const names = new Intl.ListFormat(languageInfo(ADMIN_LANGUAGE).dateLocale, { type: "conjunction" }).format(missing.map((language) => language.name));
  return missing.length === 1 ? `the ${names} text is required.` : `the ${names} texts are required.`;
}

export class LocalizedControl extends Component<LocalizedControlProps> {
  /**
   * Called by Decap before saving: every language is required, like the content check says; an optional
   * text (`required: false`, an owner's decision not taken yet) may be empty in all of them, never in one.
   */
  isValid = () => {
    const missing = LANGUAGE_LIST.filter(({ code }) => textOf(this.props.value, code).trim() === "");
    if (missing.length === 0) return true;
    if (this.props.field.get("required") === false && missing.length === LANGUAGE_LIST.length) return true;
    const label = String(this.props.field.get("label") ?? this.props.field.get("name"));
    return { error: { type: "CUSTOM", message: `${label}: ${missingTexts(missing)}` } };
  };

  change(code: Language, text: string) {
    const { value, field } = this.props;
    // A new value starts empty.
    const base = isMap(value) ? value : withEveryLanguage(emptyMap(field), value);
    this.props.onChange(base.set(code, text));
  }

  render() {
    const { forID, field, value, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const multiline = field.get("multiline") === true;
    const label = String(field.get("label") ?? field.get("name"));
    return (
      <div className={classNameWrapper} css={columns}>
        {LANGUAGE_LIST.map(({ code, name, dir }) => {
          // The field's own label points at forID: the English input takes it.
          const id = code === DEFAULT_LANGUAGE ? forID : `${forID}-${code}`;
          const props = {
            id,
            lang: code,
            // Arabic is typed right to left, its column beside the others.
            dir,
            "aria-label": `${label} (${name})`,
            value: textOf(value, code),
            // The preview follows the language being typed in.
            onFocus: () => {
              setEditingLanguage(code);
              setActiveStyle?.();
            },
            onBlur: setInactiveStyle,
            onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => this.change(code, event.target.value),
          };
          return (
            <div key={code}>
              <label htmlFor={id}>{name}</label>
              {multiline ? <textarea {...props} /> : <input type="text" {...props} />}
            </div>
          );
        })}
      </div>
    );
  }
}

/** How a localized value shows in Decap's default preview. */
export function LocalizedPreview({ value }: { value?: LocalizedControlProps["value"] }) {
  return (
    <div>
      {LANGUAGE_LIST.map(({ code, name, dir }) => (
        <p key={code} lang={code} dir={dir}>
          <small>{name}: </small>
          {textOf(value, code)}
        </p>
      ))}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------

type LocalizedValue = LocalizedControlProps["value"];

export interface LocalizedListControlProps extends Omit<LocalizedControlProps, "value" | "onChange"> {
  value: ImmutableList | LocalizedValue[] | null | undefined;
  onChange(value: ImmutableList): void;
}

export function itemsOf(value: LocalizedListControlProps["value"]): LocalizedValue[] {
  if (isList(value)) return value.toArray() as LocalizedValue[];
  return Array.isArray(value) ? value : [];
}

const table = css`
  display: grid;
  grid-template-columns: 2rem minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: 8px 12px;
  align-items: center;
  .head {
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${adminColors.muted};
  }
  .number {
    color: ${adminColors.muted};
    font-size: 13px;
    text-align: right;
  }
  input {
    ${adminField};
    padding: 8px 10px;
  }
  .actions {
    display: flex;
    gap: 4px;
  }
  button {
    min-width: 30px;
    height: 30px;
    padding: 0 8px;
    border: 1px solid ${adminColors.border};
    border-radius: 5px;
    background: ${adminColors.field};
    color: ${adminColors.text};
    font: inherit;
    font-size: 14px;
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    border-color: ${adminColors.focus};
    color: ${adminColors.focus};
  }
  button:disabled {
    opacity: 0.35;
    cursor: default;
  }
  .add {
    grid-column: 2 / -1;
    justify-self: start;
    font-weight: 600;
  }
`;

/**
 * The `localized-list` widget: a list of `{ en, fr }` values (a service's features, a region's
 * cities) as a table, English and French side by side, one row per item. Decap's own list widget
 * cannot hold this custom widget directly (it reads a map item as an object of fields).
 */
export class LocalizedListControl extends Component<LocalizedListControlProps> {
  isValid = () => {
    const items = itemsOf(this.props.value);
    const label = String(this.props.field.get("label") ?? this.props.field.get("name"));
    const singular = String(this.props.field.get("label_singular") ?? "item");
    if (items.length === 0) return { error: { type: "CUSTOM", message: `${label}: add at least one ${singular}.` } };
    for (const [index, item] of items.entries()) {
      const missing = LANGUAGE_LIST.filter(({ code }) => textOf(item, code).trim() === "");
      if (missing.length > 0) {
        return {
          error: { type: "CUSTOM", message: `${label}, ${singular} ${index + 1}: ${missingTexts(missing)}` },
        };
      }
    }
    return true;
  };

  private list(): ImmutableList {
    const { value, field } = this.props;
    if (isList(value)) return value;
    return itemsOf(value).reduce<ImmutableList>((list, item) => list.push(this.item(item)), emptyList(field));
  }

  private item(item: LocalizedValue): ImmutableMap {
    return isMap(item) ? item : withEveryLanguage(emptyMap(this.props.field), item);
  }

  private change(index: number, code: Language, text: string) {
    const list = this.list();
    const item = this.item(itemsOf(list)[index]);
    this.props.onChange(list.set(index, item.set(code, text)));
  }

  private move(index: number, to: number) {
    const list = this.list();
    const item = itemsOf(list)[index];
    this.props.onChange(list.splice(index, 1).splice(to, 0, item));
  }

  render() {
    const { forID, field, value, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const singular = String(field.get("label_singular") ?? "item");
    const Singular = singular.charAt(0).toUpperCase() + singular.slice(1);
    const items = itemsOf(value);
    return (
      <div className={classNameWrapper} css={table}>
        <span />
        <span className="head">English</span>
        <span className="head">Français</span>
        <span />
        {items.map((item, index) => {
          const n = index + 1;
          return [
            <span key={`n${n}`} className="number">
              {n}
            </span>,
            ...LANGUAGE_LIST.map(({ code, name, dir }) => (
              <input
                key={`${code}${n}`}
                type="text"
                lang={code}
                dir={dir}
                id={index === 0 && code === DEFAULT_LANGUAGE ? forID : `${forID}-${n}-${code}`}
                aria-label={`${Singular} ${n} (${name})`}
                value={textOf(item, code)}
                onFocus={() => {
                  setEditingLanguage(code);
                  setActiveStyle?.();
                }}
                onBlur={setInactiveStyle}
                onChange={(event) => this.change(index, code, event.target.value)}
              />
            )),
            <span key={`a${n}`} className="actions">
              <button type="button" aria-label={`Move ${singular} ${n} up`} title="Move up" disabled={index === 0} onClick={() => this.move(index, index - 1)}>
                ↑
              </button>
              <button
                type="button"
                aria-label={`Move ${singular} ${n} down`}
                title="Move down"
                disabled={index === items.length - 1}
                onClick={() => this.move(index, index + 1)}
              >
                ↓
              </button>
              <button type="button" aria-label={`Remove ${singular} ${n}`} title="Remove" onClick={() => this.props.onChange(this.list().splice(index, 1))}>
                ✕
              </button>
            </span>,
          ];
        })}
        <button type="button" className="add" onClick={() => this.props.onChange(this.list().push(this.item(null)))}>
          + Add {singular}
        </button>
      </div>
    );
  }
}

/** How a localized list shows in Decap's default preview. */
export function LocalizedListPreview({ value }: { value?: LocalizedListControlProps["value"] }) {
  return (
    <ul>
      {itemsOf(value).map((item, index) => (
        <li key={index}>{LANGUAGE_LIST.map(({ code }) => textOf(item, code)).join(" / ")}</li>
      ))}
    </ul>
  );
}
