import fleetFile from "../../../content/fleet.json";
import servicesFile from "../../../content/services.json";
import type { Language } from "../../i18n/languages";
import type { ServiceValue } from "./options";

/**
 * The names the form and the e-mail give to services and vehicles, read from content/ when the code
 * is built (the function is built with the site, so a rename in the admin reaches both with the
 * next deploy). Option values stay the fixed ids of ./options.ts and content/fleet.json.
 */
export interface Vehicle {
  id: string;
  name: Record<Language, string>;
  seats: number;
  luggage: number;
}

export const FLEET: readonly Vehicle[] = fleetFile;
export const FLEET_IDS: readonly string[] = FLEET.map((vehicle) => vehicle.id);

/**
 * The service's title from content/services.json. A service without a card there ("chauffeur-hourly",
 * "other") is named by the locale string `contact.form.options.<id>`, which the caller looks up (so that
 * the form's bundle does not carry every locale file).
 */
export function serviceTitle(service: ServiceValue | string, language: Language, ownLabel: (service: string) => string): string {
  return servicesFile.find((entry) => entry.id === service)?.title[language] ?? ownLabel(service);
}

export function vehicleName(id: string, language: Language): string {
  return FLEET.find((vehicle) => vehicle.id === id)?.name[language] ?? id;
}
