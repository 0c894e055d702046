/** content/regions.json: the service-area regions. */
import { bool, fieldOf, formatPath, labelled, list, object, unique, type Infer, type ListCheck } from "./combinators";
import { idText, serviceText, summaryOf } from "./shared";

/** Exactly one region is `primary: true`. */
const onePrimary: ListCheck = (items, path, report) => {
  const primary = items.flatMap((entry, index) => (fieldOf(entry, "primary") === true ? [index] : []));
  if (primary.length === 0) report(path, "must have exactly one region with primary: true, and none has");
  if (primary.length > 1) report(path, `must have exactly one region with primary: true, not ${primary.length}: ${primary.map((i) => formatPath([i])).join(", ")}`);
};

export const regionSchema = object({
  id: idText("northern-italy", "A short name for a new region, e.g. northern-italy (not shown on the page; fixed once saved)."),
  name: labelled(serviceText(), "Name"),
  primary: labelled(bool(), { label: "Primary region", hint: "Turn on for one region only.", initial: false }),
  cities: labelled(list(serviceText()), { label: "Cities", singular: "city" }),
});

/** content/regions.json: the service-area regions. */
export const regionsSchema = labelled(list(regionSchema, { checks: [unique("id"), onePrimary] }), {
  label: "Regions",
  hint: "Exactly one region is the primary one: it comes first, with the Geneva preferential rates.",
  singular: "region",
  summary: summaryOf("name"),
});

export type RegionEntry = Infer<typeof regionSchema>;
