import { render, waitFor } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import ContactForm from "../../src/components/ContactForm";
import { AddressBreaks } from "../../src/components/AddressBreaks";
import { ContactFormFields } from "../../src/components/ContactFormFields";
import { SERVICE_VALUES } from "../../src/booking/catalogue/options";
import { telHref } from "../../src/booking/catalogue/channels";
import { bookHref, fareId, findFare } from "../../src/booking/catalogue/fareIds";
import { priceRequest, RATES } from "../../src/booking/catalogue/fares";
import { priceLineLabel, type PriceTexts } from "../../src/booking/pricing/priceText";
import { isolateName } from "../../src/i18n/bidi";
import { renderIn } from "../support/i18n";
import { site, strings } from "../support/content";

/**
 * Type and direction in the form's markup: without JavaScript the form says first that it cannot be sent,
 * with the other ways; a free text follows the direction of what is typed; a Latin name in an Arabic line
 * is one unit; an e-mail address breaks after its "@" or before a dot only. Texts and names from content/.
 */
const fields = (service = "") => (
  <ContactFormFields
    bind={(name) => ({ name, value: "" })}
    language="en"
    service={service}
    minDate="2026-01-01"
    reach={{ phones: site.phones, email: site.email }}
  />
);

describe("without JavaScript", () => {
  it("the notice that the form needs JavaScript, with the phones and the e-mail, comes before the first field", () => {
    const markup = renderToStaticMarkup(fields());
    const notice = markup.indexOf("<noscript");
    expect(notice).toBeGreaterThan(-1);
    expect(notice).toBeLessThan(markup.indexOf('id="contact-name"'));
    const inside = markup.slice(notice, markup.indexOf("</noscript>"));
    for (const phone of site.phones) expect(inside).toContain(`href="${telHref(phone)}"`);
    expect(inside).toContain(`href="mailto:${site.email}"`);
  });
});

describe("free text in any script", () => {
  it.each(["", ...SERVICE_VALUES])("service %p: every text field and the message follow the direction of what is typed", (service) => {
    const { container } = render(fields(service));
    const free = [...container.querySelectorAll<HTMLElement>('input[type="text"], textarea')].filter((control) => control.id !== "contact-website");
    expect(free.length).toBeGreaterThan(1);
    expect(free.filter((control) => control.getAttribute("dir") !== "auto").map((control) => control.id)).toEqual([]);
  });
});

describe("a Latin name in an Arabic line", () => {
  const vehicleClass = RATES.classes.find((entry) => /\p{L}-\p{L}/u.test(entry.name.ar)) ?? RATES.classes[1];
  const fare = RATES.transfers.map((route) => findFare(RATES, fareId(route.id, vehicleClass.id))).find(Boolean)!;

  afterEach(() => window.history.replaceState(null, "", "/"));

  it("ar: the class name is one isolated unit in the price's fare line", () => {
    const pricing = priceRequest({
      service: "private-transport",
      details: { pickupPlace: fare.from.id, destinationPlace: fare.to.id, vehicleClass: vehicleClass.id },
    });
    expect(pricing.status).toBe("priced");
    if (pricing.status !== "priced") return;
    const line = pricing.lines.find((entry) => entry.item === "fare")!;
    const label = priceLineLabel(line, pricing, strings.ar.contact.price as unknown as PriceTexts, "ar");
    expect(label).toContain(isolateName(vehicleClass.name.ar, "ar"));
    // Other languages' lines are left as they are.
    expect(priceLineLabel(line, pricing, strings.en.contact.price as unknown as PriceTexts, "en")).not.toMatch(/[\u2066-\u2069]/);
  });

  it('ar: each value of the summary a "Book" link chose is one isolated unit', async () => {
    window.history.replaceState(null, "", bookHref("/", fare.id));
    renderIn("ar", <ContactForm language="ar" responseHours={2} phone={site.phones[0]} phones={site.phones} email={site.email} buildDate="2026-01-01" />);
    await waitFor(() => expect(document.getElementById("contact-summary")?.textContent).not.toBe(""));
    const summary = document.getElementById("contact-summary")!.textContent!;
    expect(summary).toContain(isolateName(vehicleClass.name.ar, "ar"));
    // Its Latin words kept on one line.
    expect(isolateName(vehicleClass.name.ar, "ar")).not.toMatch(/\p{Script=Latin}\S* \S*\p{Script=Latin}/u);
    // Every value between the dots starts and ends as a unit of its own.
    for (const value of summary.split("\u00a0\u00b7 ")) expect(value).toMatch(/^[\u2066\u2068].*\u2069$/su);
  });
});

describe("an e-mail address", () => {
  it("breaks only after its @ and before its dots, and reads as written", () => {
    const { container } = render(
      <a href={`mailto:${site.email}`}>
        <AddressBreaks text={site.email} />
      </a>,
    );
    const link = container.querySelector("a")!;
    expect(link.textContent).toBe(site.email);
    const breaks = [...link.querySelectorAll("wbr")];
    expect(breaks).toHaveLength(1 + (site.email.match(/\./g) ?? []).length);
    for (const mark of breaks) {
      const before = mark.previousSibling?.textContent ?? "";
      const after = mark.nextSibling?.textContent ?? "";
      expect(before.endsWith("@") || after.startsWith(".")).toBe(true);
    }
  });
});
