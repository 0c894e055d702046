// The service area (src/sections/ServiceArea.tsx, RegionCard.tsx): one rule for the primary region's band
// and the cards under it (the content fills the card from its left edge, never gathered in its middle),
// and the places set as text, since they lead nowhere: no chip, no control. Regions are read from content/.
import { screen, within } from "@testing-library/react";
import regions from "../../content/regions.json";
import type { Region } from "../../src/content/types";
import { pick } from "../../src/content/localize";
import { ServiceArea } from "../../src/sections/ServiceArea";
import { renderIn } from "../support/i18n";

const REGIONS: Region[] = regions.map(({ id, ...region }) => ({ ...region, jsonId: id }));

describe.each(["en", "fr"] as const)("%s", (language) => {
  test("every region's places are listed as text: no border, no rounded box, no pointer, nothing to press", () => {
    renderIn(language, <ServiceArea regions={REGIONS} language={language} />);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(REGIONS.length);
    for (const region of REGIONS) {
      const card = cards.find((article) => within(article).queryByRole("heading", { level: 3, name: pick(region.name, language) }))!;
      expect(card).toBeDefined();
      const places = within(card).getAllByRole("listitem");
      expect(places.map((item) => item.textContent)).toEqual(region.cities.map((city) => pick(city, language)));
      for (const place of places) {
        const look = getComputedStyle(place);
        expect({
          border: look.getPropertyValue("border-width") || look.getPropertyValue("border"),
          radius: look.getPropertyValue("border-radius"),
          cursor: look.cursor,
        }).toEqual({
          border: "",
          radius: "",
          cursor: "",
        });
      }
      expect(within(card).queryAllByRole("button")).toEqual([]);
      expect(within(card).queryAllByRole("link")).toEqual([]);
    }
  });

  test("the band and the cards follow one rule: their content starts at the card's start edge and stretches across it", () => {
    renderIn(language, <ServiceArea regions={REGIONS} language={language} />);
    const looks = screen.getAllByRole("article").map((card) => {
      const look = getComputedStyle(card);
      return { primary: card.getAttribute("data-primary"), textAlign: look.textAlign, alignItems: look.getPropertyValue("align-items") };
    });
    expect(looks.some((look) => look.primary === "true")).toBe(true);
    for (const look of looks) {
      // "start": the left edge here, the right one in a right-to-left language.
      expect(look.textAlign).toBe("start");
      // Centred items shrink to their content: the band's places once sat in its middle third.
      expect(look.alignItems).not.toBe("center");
    }
  });
});
