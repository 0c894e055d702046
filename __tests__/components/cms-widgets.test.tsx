// The admin's own widgets, outside Decap: what an editor can and cannot change, and what Decap is told
// before it saves. (e2e/admin.spec.ts drives them inside the real admin.)
import { act, fireEvent, render, screen } from "@testing-library/react";
import { TechnicalIdControl } from "../../src/cms/TechnicalIdControl";
import { LocalizedControl } from "../../src/cms/LocalizedControl";
import { editingLanguage, setEditingLanguage } from "../../src/cms/editingLanguage";
import { LANGUAGE_LIST } from "../../src/i18n/languages";
import { localized } from "../support/content";

/** Decap hands widgets their field configuration as an Immutable Map: this is the part they read. */
function field(config: Record<string, unknown>) {
  const get = (key: string) => {
    const value = config[key];
    return Array.isArray(value) ? { toJS: () => value } : value;
  };
  return { get } as never;
}

const OPTIONS = [
  { value: "personal-assistance", label: "Personal Assistance" },
  { value: "vehicle-rental", label: "Luxury Vehicle Rental" },
];

function renderId(value: string, config: Record<string, unknown>) {
  const onChange = jest.fn();
  let control: TechnicalIdControl | null = null;
  render(
    <TechnicalIdControl
      ref={(c) => (control = c)}
      forID="id"
      value={value}
      field={field({ label: "Id", ...config })}
      onChange={onChange}
      classNameWrapper=""
    />,
  );
  return { input: screen.getByRole("textbox") as HTMLInputElement, onChange, control: control! };
}

describe("technical-id", () => {
  test("a set id is read-only and shows the option's human name", () => {
    const { input, control } = renderId("personal-assistance", { options: OPTIONS });
    expect(input).toHaveAttribute("readonly");
    expect(input).toHaveValue("Personal Assistance");
    expect(input).toHaveAttribute("title", "Fixed: personal-assistance");
    expect(control.isValid()).toBe(true);
  });

  test("a new item's id (empty) can be typed once, and stays editable while the entry is open", () => {
    const { input, onChange } = renderId("", { pattern: ["^[a-z]+$", "letters"] });
    expect(input).not.toHaveAttribute("readonly");
    fireEvent.change(input, { target: { value: "s-class" } });
    expect(onChange).toHaveBeenCalledWith("s-class");
  });

  test("with options, a value that is none of them is refused before saving", () => {
    const { control } = renderId("nope", { options: OPTIONS });
    expect(control.isValid()).toEqual({ error: { type: "CUSTOM", message: 'Id: "nope" is not one of personal-assistance, vehicle-rental.' } });
  });
});

test("focusing a language's field makes it the preview's language", () => {
  act(() => setEditingLanguage("en"));
  render(<LocalizedControl forID="title" value={{ en: "Title", fr: "Titre" }} field={field({ label: "Title" })} onChange={jest.fn()} classNameWrapper="" />);
  fireEvent.focus(screen.getByRole("textbox", { name: "Title (Français)" }));
  expect(editingLanguage()).toBe("fr");
  fireEvent.focus(screen.getByRole("textbox", { name: "Title (English)" }));
  expect(editingLanguage()).toBe("en");
});

test("a text every language needs refuses to save empty; an optional one (a decision not taken yet) saves empty in all, never in one", () => {
  const validity = (value: Record<string, string>, config: Record<string, unknown>) => {
    const control = new LocalizedControl({ forID: "reason", value, field: field({ label: "Reason", ...config }), onChange: jest.fn(), classNameWrapper: "" });
    return control.isValid();
  };
  const empty = localized("");
  const filled = localized("Occasional only");
  expect(validity(empty, {})).toEqual({ error: expect.objectContaining({ type: "CUSTOM" }) });
  expect(validity(empty, { required: false })).toBe(true);
  const names = (codes: string[]) => LANGUAGE_LIST.filter((language) => codes.includes(language.code)).map((language) => language.name);
  const [, second, ...rest] = LANGUAGE_LIST.map((language) => language.code);
  expect(validity({ ...filled, [second]: "" }, { required: false })).toEqual({
    error: expect.objectContaining({ message: `Reason: the ${names([second])[0]} text is required.` }),
  });
  // Several missing: one sentence naming each, as the admin's English lists them.
  expect(validity({ ...filled, [second]: "", ...Object.fromEntries(rest.map((code) => [code, ""])) }, { required: false })).toEqual({
    error: expect.objectContaining({ message: `Reason: the ${new Intl.ListFormat("en-GB").format(names([second, ...rest]))} texts are required.` }),
  });
  expect(validity(filled, { required: false })).toBe(true);
});

test("each language is edited side by side in its own direction: Arabic right to left", () => {
  render(<LocalizedControl forID="title" value={localized("Title")} field={field({ label: "Title" })} onChange={jest.fn()} classNameWrapper="" />);
  for (const language of LANGUAGE_LIST) {
    const input = screen.getByRole("textbox", { name: `Title (${language.name})` });
    expect(input).toHaveAttribute("lang", language.code);
    expect(input).toHaveAttribute("dir", language.dir);
  }
});
