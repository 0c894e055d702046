/** content/fleet.json: the vehicles. */
import { int, labelled, list, localized, object, oneOf, unique, type Infer } from "./combinators";
import { idText, PHONE_FOCUS, PHONE_FOCUS_LABELS, picture, summaryOf } from "./shared";

export const vehicleSchema = object({
  id: idText("s-class", "A short name for a new vehicle, e.g. s-class (not shown; requests carry it, so it is fixed once saved)."),
  name: labelled(localized(), "Name"),
  seats: labelled(int(1), "Passenger seats"),
  luggage: labelled(int(0), "Pieces of luggage"),
  // The vehicle's photograph on the page's fleet cards (content/images/fleet/), what it shows for screen
  // readers, and what the cards' crops keep in frame (3:2 cards, 4:3 on phones; gatsby-node.ts).
  picture: labelled(picture("images/fleet/s-class.jpg"), {
    label: "Picture",
    hint: "A landscape photograph of the vehicle, ideally at least 1600 pixels wide. The fleet's cards show it at 3:2, phones at 4:3.",
  }),
  pictureAlt: labelled(localized(), { label: "Picture description", hint: "What the picture shows, for visitors who cannot see it (screen readers), in each language." }),
  pictureFocus: labelled(oneOf(PHONE_FOCUS, "a focal point for the picture's crops"), {
    label: "Picture: keep in frame",
    hint: "The cards crop the picture to their shape (taller on phones): choose what the crop keeps.",
    options: PHONE_FOCUS_LABELS,
    initial: "center",
  }),
});

/** content/fleet.json: the vehicles of the page's fleet section and of the contact form's rental, in list order. */
export const fleetSchema = labelled(list(vehicleSchema, { checks: [unique("id")] }), {
  label: "Vehicles",
  hint: "The vehicles of the page's fleet section and of the contact form's rental choice, in this order (drag to reorder).",
  singular: "vehicle",
  summary: summaryOf("name"),
});

export type VehicleEntry = Infer<typeof vehicleSchema>;
