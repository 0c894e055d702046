// The fleet section: every vehicle of content/fleet.json with its picture (the card's crop, and the phones'
// crop for narrow screens), its description for screen readers and its capacity in both languages; the
// pictures wait until they near the screen and the frame is sized before they arrive.
import { screen, within } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import fleet from "../../content/fleet.json";
import { Fleet } from "../../src/sections/Fleet";
import { VEHICLE_PHONE_MEDIA } from "../../src/sections/VehiclePicture";
import { pick } from "../../src/content/localize";
import type { Vehicle } from "../../src/content/types";
import { localized, strings } from "../support/content";
import { renderIn } from "../support/i18n";

/** gatsby-plugin-image's data for a CONSTRAINED crop, as the page query returns it. */
const imageData = (name: string, width: number, height: number): IGatsbyImageData => ({
  layout: "constrained",
  width,
  height,
  backgroundColor: "#182030",
  images: {
    fallback: { src: `/static/${name}.jpg`, srcSet: `/static/${name}-small.jpg ${width / 2}w,\n/static/${name}.jpg ${width}w`, sizes: "" },
    sources: [
      { type: "image/avif", srcSet: `/static/${name}.avif ${width}w`, sizes: "" },
      { type: "image/webp", srcSet: `/static/${name}.webp ${width}w`, sizes: "" },
    ],
  },
});

const vehicles: Vehicle[] = fleet.map(({ id, picture, pictureFocus, ...vehicle }) => ({
  ...vehicle,
  jsonId: id,
  card: imageData(`${id}-card`, 1200, 800),
  cardPhone: imageData(`${id}-phone`, 1080, 810),
}));

const say = (group: Record<string, unknown>, key: string, count: number, language: "en" | "fr") =>
  String(group[`${key}_${(language === "fr" ? count <= 1 : count === 1) ? "one" : "other"}`]).replace("{{count}}", String(count));

describe.each(["en", "fr"] as const)("%s", (language) => {
  const texts = strings[language].fleet;

  test("every vehicle in file order, its name, capacity and picture described from content", () => {
    renderIn(language, <Fleet vehicles={vehicles} language={language} />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(
      pick(localized(strings.en.fleet.title, { fr: strings.fr.fleet.title, de: strings.de.fleet.title, ar: strings.ar.fleet.title }), language),
    );
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(fleet.length);
    fleet.forEach((vehicle, index) => {
      const card = within(cards[index]);
      // Exactly as typeset: French keeps a model's letter with its name ("Classe S", a no-break space).
      expect(card.getByRole("heading", { level: 3 }).textContent).toBe(pick(vehicle.name, language));
      expect(cards[index]).toHaveTextContent(say(texts, "seats", vehicle.seats, language));
      expect(cards[index]).toHaveTextContent(say(texts, "bags", vehicle.luggage, language));
      expect(card.getByRole("img")).toHaveAttribute("alt", pick(vehicle.pictureAlt, language));
    });
    expect(screen.getByRole("link", { name: texts.cta })).toHaveAttribute("href", "#contact");
  });

  test("each picture: lazy, sized before it arrives, the phones' crop first in every format", () => {
    const { container } = renderIn(language, <Fleet vehicles={vehicles} language={language} />);
    const pictures = container.querySelectorAll("picture");
    expect(pictures).toHaveLength(fleet.length);
    pictures.forEach((picture, index) => {
      const id = fleet[index].id;
      const img = picture.querySelector("img")!;
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img).toHaveAttribute("width", "1200");
      expect(img).toHaveAttribute("height", "800");
      expect(img).toHaveAttribute("src", `/static/${id}-card.jpg`);
      const sources = [...picture.querySelectorAll("source")].map((source) => [
        source.getAttribute("media"),
        source.getAttribute("type"),
        source.getAttribute("srcset"),
      ]);
      expect(sources).toEqual([
        [VEHICLE_PHONE_MEDIA, "image/avif", `/static/${id}-phone.avif 1080w`],
        [VEHICLE_PHONE_MEDIA, "image/webp", `/static/${id}-phone.webp 1080w`],
        [VEHICLE_PHONE_MEDIA, null, `/static/${id}-phone-small.jpg 540w,\n/static/${id}-phone.jpg 1080w`],
        [null, "image/avif", `/static/${id}-card.avif 1200w`],
        [null, "image/webp", `/static/${id}-card.webp 1200w`],
      ]);
      expect(picture).toHaveStyle({ backgroundColor: "#182030" });
    });
  });
});

test("a vehicle whose picture Gatsby could not process still has its card, without an empty frame", () => {
  renderIn("en", <Fleet vehicles={vehicles.map((vehicle, index) => (index === 1 ? { ...vehicle, card: null, cardPhone: null } : vehicle))} language="en" />);
  expect(screen.getAllByRole("article")).toHaveLength(fleet.length);
  expect(screen.getAllByRole("img")).toHaveLength(fleet.length - 1);
});
