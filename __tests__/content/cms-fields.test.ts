/** @jest-environment node */
// The admin's fields come from the content schema: the widget from the node's kind, the words from the node itself.
import { adminFields, amendField } from "../../src/cms/fields";
import { bool, int, IMAGE_PATTERN, labelled, list, localized, object, oneOf, text } from "../../src/content/schema";

const schema = object({
  name: labelled(text(), "Name"),
  about: labelled(text({ multiline: true }), { label: "About", hint: "A paragraph." }),
  phone: labelled(text({ optional: true, pattern: { regex: /^\+\d+$/, what: "a phone number", example: "+41220000000" } }), "Phone"),
  picture: labelled(text({ pattern: { regex: IMAGE_PATTERN, what: "a picture", example: "images/a.jpg" } }), "Picture"),
  id: labelled(text({ pattern: { regex: /^[a-z]+$/, what: "an id", example: "abc" } }), { label: "Id", fixedId: true }),
  seats: labelled(int(1), "Seats"),
  primary: labelled(bool(), { label: "Primary", initial: false }),
  focus: labelled(oneOf(["north", "south"], "a side"), { label: "Focus", options: { north: "The top" } }),
  title: labelled(localized(), "Title"),
  description: labelled(localized({ multiline: true }), "Description"),
  cities: labelled(list(localized()), { label: "Cities", singular: "city" }),
  phones: labelled(list(labelled(text(), "Phone number")), { label: "Phones", summary: "{{fields.item}}" }),
  hosting: labelled(object({ name: labelled(text(), "Company") }), "Hosting"),
  rows: labelled(list(object({ label: labelled(localized(), "Label"), amount: labelled(int(0), "Amount") })), { label: "Rows", summary: "{{fields.label.en}}", fixedCount: 2 }),
});

test("each kind of node gives its widget and settings, and each node its words", () => {
  expect(adminFields(schema, "content/x.json")).toEqual([
    { name: "name", label: "Name", widget: "string" },
    { name: "about", label: "About", hint: "A paragraph.", widget: "text" },
    { name: "phone", label: "Phone", widget: "string", pattern: ["^\\+\\d+$", "a phone number, e.g. +41220000000"], required: false },
    { name: "picture", label: "Picture", widget: "image", choose_url: false },
    // A fixed id keeps its pattern for new items, in the read-only-once-set widget.
    { name: "id", label: "Id", widget: "technical-id", pattern: ["^[a-z]+$", "an id, e.g. abc"] },
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
    { name: "phones", label: "Phones", widget: "list", summary: "{{fields.item}}", field: { name: "item", label: "Phone number", widget: "string" } },
    { name: "hosting", label: "Hosting", widget: "object", fields: [{ name: "name", label: "Company", widget: "string" }] },
    {
      name: "rows",
      label: "Rows",
      widget: "list",
      summary: "{{fields.label.en}}",
      allow_add: false,
      allow_remove: false,
      min: 2,
      max: 2,
      fields: [
        { name: "label", label: "Label", widget: "localized" },
        { name: "amount", label: "Amount", widget: "number", value_type: "int", min: 0, step: 1 },
      ],
    },
  ]);
});

test("a node of the schema without its words stops the configuration, naming the file and the field", () => {
  expect(() => adminFields(object({ ...schema.fields, seats: int(1) }), "content/x.json")).toThrow("content/x.json seats: the content schema gives this field no admin label");
  expect(() => adminFields(object({ hosting: labelled(object({ name: text() }), "Hosting") }), "content/x.json")).toThrow("content/x.json hosting name: the content schema gives this field no admin label");
  expect(() => adminFields(object({ phones: labelled(list(text()), "Phones") }), "content/x.json")).toThrow("content/x.json phones[]: the content schema gives this field no admin label");
});

test("what only the content can say is added to a field by its path, and a path to no field throws", () => {
  const fields = adminFields(schema, "content/x.json");
  const amended = amendField(fields, ["hosting", "name"], (field) => ({ hint: `${field.label}: ACME` }));
  expect(amended.find((field) => field.name === "hosting")!.fields).toEqual([{ name: "name", label: "Company", widget: "string", hint: "Company: ACME" }]);
  // The other fields are the same objects, untouched.
  expect(amended.filter((field) => field.name !== "hosting")).toEqual(fields.filter((field) => field.name !== "hosting"));
  expect(() => amendField(fields, ["hosting", "address"], () => ({}))).toThrow("the admin has no field hosting.address to amend");
});
