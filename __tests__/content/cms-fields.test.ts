/** @jest-environment node */
// The admin's fields come from the content schema: the widget from the node's kind, and only the words beside it.
import { adminFields } from "../../src/cms/fields";
import { bool, int, IMAGE_PATTERN, list, localized, object, oneOf, text } from "../../src/content/schema";

const schema = object({
  name: text(),
  about: text({ multiline: true }),
  phone: text({ optional: true, pattern: { regex: /^\+\d+$/, what: "a phone number", example: "+41220000000" } }),
  picture: text({ pattern: { regex: IMAGE_PATTERN, what: "a picture", example: "images/a.jpg" } }),
  seats: int(1),
  primary: bool(),
  focus: oneOf(["north", "south"], "a side"),
  title: localized(),
  description: localized({ multiline: true }),
  cities: list(localized()),
  phones: list(text()),
  hosting: object({ name: text() }),
  rows: list(object({ label: localized(), amount: int(0) })),
});

const words = {
  name: { label: "Name" },
  about: { label: "About", hint: "A paragraph." },
  phone: { label: "Phone" },
  picture: { label: "Picture" },
  seats: { label: "Seats" },
  primary: { label: "Primary", decap: { default: false } },
  focus: { label: "Focus", options: { north: "The top" } },
  title: { label: "Title" },
  description: { label: "Description" },
  cities: { label: "Cities", decap: { label_singular: "city" } },
  phones: { label: "Phones", item: { label: "Phone number", decap: { name: "phone" } } },
  hosting: { label: "Hosting", fields: { name: { label: "Company" } } },
  rows: { label: "Rows", fields: { label: { label: "Label" }, amount: { label: "Amount" } }, decap: { summary: "{{fields.label.en}}" } },
};

test("each kind of node gives its widget and settings; the words and Decap settings are added", () => {
  expect(adminFields(schema, words, "content/x.json")).toEqual([
    { name: "name", label: "Name", widget: "string" },
    { name: "about", label: "About", hint: "A paragraph.", widget: "text" },
    { name: "phone", label: "Phone", widget: "string", pattern: ["^\\+\\d+$", "a phone number, e.g. +41220000000"], required: false },
    { name: "picture", label: "Picture", widget: "image", choose_url: false },
    { name: "seats", label: "Seats", widget: "number", value_type: "int", min: 1, step: 1 },
    { name: "primary", label: "Primary", widget: "boolean", default: false },
    {
      name: "focus",
      label: "Focus",
      widget: "select",
      options: [
        { label: "The top", value: "north" },
        { label: "south", value: "south" },
      ],
    },
    { name: "title", label: "Title", widget: "localized" },
    { name: "description", label: "Description", widget: "localized", multiline: true },
    { name: "cities", label: "Cities", widget: "localized-list", label_singular: "city" },
    { name: "phones", label: "Phones", widget: "list", field: { name: "phone", label: "Phone number", widget: "string" } },
    { name: "hosting", label: "Hosting", widget: "object", fields: [{ name: "name", label: "Company", widget: "string" }] },
    {
      name: "rows",
      label: "Rows",
      widget: "list",
      summary: "{{fields.label.en}}",
      fields: [
        { name: "label", label: "Label", widget: "localized" },
        { name: "amount", label: "Amount", widget: "number", value_type: "int", min: 0, step: 1 },
      ],
    },
  ]);
});

test("a field of the schema without words, or words without a field, stops the configuration naming the file and field", () => {
  const { seats: _seats, ...withoutSeats } = words;
  expect(() => adminFields(schema, withoutSeats, "content/x.json")).toThrow("content/x.json: seats is in the content schema but the admin has no label for it");
  expect(() => adminFields(schema, { ...words, hosting: { label: "Hosting", fields: {} } }, "content/x.json")).toThrow(
    "content/x.json hosting: name is in the content schema but the admin has no label for it",
  );
  expect(() => adminFields(schema, { ...words, seat: { label: "Seat" } }, "content/x.json")).toThrow("the admin has words for seat, which the content schema does not have");
});
