/** @jest-environment node */
// Every vehicle class the guest can choose has a known capacity (src/booking/catalogue/capacity.ts): its fleet
// car's seats and bags, or, for a class the fleet has no car of (the business sedan), its own in
// content/rates.json. The form, the office's e-mail and the office's page judge a party by it. Seats, bags and
// words are read from content/, never typed here.
import PostalMime from "postal-mime";
import { FLEET } from "../../src/booking/catalogue/catalog";
import { capacityOf, classCapacity } from "../../src/booking/catalogue/capacity";
import { VEHICLE_CLASSES } from "../../src/booking/catalogue/fares";
import { escapeHtml } from "../../src/booking/mail/html";
import { capacityWarning, officeLanguage, officeTexts } from "../../src/booking/mail/officeTexts";
import { postJson, validPayload } from "../support/functionServer";
import { useMailedFunction } from "../support/mailedFunction";

jest.setTimeout(20_000);

/** The class the fleet has no car of: the business sedan, with its own seats and bags. */
const SEDAN = VEHICLE_CLASSES.find((entry) => !entry.vehicle)!;
/** The issue's party: four passengers, two of them children in child seats. */
const ISSUE_PARTY = { vehicleClass: SEDAN.id, passengers: 4, luggage: 0, childSeats: 2, childSeatAges: "3, 6" };

describe("every class the guest can choose has one known capacity", () => {
  test("each class of the rates is judged: its fleet car's seats and bags, or its own", () => {
    for (const entry of VEHICLE_CLASSES) {
      const capacity = classCapacity(entry.id);
      expect([entry.id, capacity === undefined]).toEqual([entry.id, false]);
      const car = FLEET.find((vehicle) => vehicle.id === entry.vehicle);
      expect(capacity).toMatchObject(car ? { seats: car.seats, luggage: car.luggage } : { id: entry.id, seats: entry.seats, luggage: entry.luggage });
    }
  });

  test("four passengers and two child seats in the business sedan do not fit, and a class that seats them is proposed", () => {
    // The shipped sample: a chauffeured business sedan carries three passengers.
    expect(SEDAN.seats).toBeLessThan(ISSUE_PARTY.passengers);
    const check = capacityOf("private-transport", ISSUE_PARTY);
    expect(check).toMatchObject({ fits: false, vehicle: { id: SEDAN.id, seats: SEDAN.seats, luggage: SEDAN.luggage } });
    const better = check.fits ? undefined : check.better;
    expect(better && better.vehicle.seats).toBeGreaterThanOrEqual(ISSUE_PARTY.passengers);
    expect(capacityOf("chauffeur-hourly", ISSUE_PARTY).fits).toBe(false);
  });

  test("the business sedan's own bags count too", () => {
    expect(capacityOf("private-transport", { vehicleClass: SEDAN.id, passengers: 1, luggage: SEDAN.luggage! + 1 }).fits).toBe(false);
    expect(capacityOf("private-transport", { vehicleClass: SEDAN.id, passengers: SEDAN.seats!, luggage: SEDAN.luggage! }).fits).toBe(true);
  });

  // The form's "Passengers" counts everyone who rides; each child seat carries one of them.
  test("child seats are among the passengers: they add no one, but a party has at least as many passengers as child seats", () => {
    const seats = SEDAN.seats!;
    expect(capacityOf("private-transport", { vehicleClass: SEDAN.id, passengers: seats, childSeats: Math.min(seats, 2) }).fits).toBe(true);
    expect(capacityOf("private-transport", { vehicleClass: SEDAN.id, passengers: 1, childSeats: seats + 1 }).fits).toBe(false);
  });
});

describe("the office's e-mail of that request, through the function to a real SMTP server", () => {
  const mailed = useMailedFunction();

  test("four passengers and two child seats in the business sedan: the office reads the warning the form showed", async () => {
    const res = await postJson(mailed.server.url, validPayload({ service: "private-transport", details: ISSUE_PARTY }));
    expect(res.status).toBe(200);
    const [received] = await mailed.sink.waitFor(1);
    const parsed = await PostalMime.parse(received.raw);
    const warning = capacityWarning(capacityOf("private-transport", ISSUE_PARTY), officeLanguage())!;
    expect(warning).toContain(SEDAN.name[officeLanguage()]);
    const { label, lead } = officeTexts(officeLanguage()).capacity;
    expect(parsed.text).toContain(`${lead} ${warning}`);
    expect(parsed.text).toContain(label);
    expect(parsed.html).toContain(escapeHtml(`${lead} ${warning}`));
  });
});
