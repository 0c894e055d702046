import { FLEET_IDS } from "../catalogue/catalog";
import { FARE_PARAMETER, findFare, SERVICE_PARAMETER, type Fare } from "../catalogue/fareIds";
import { PLACE_IDS, RATES, VEHICLE_CLASS_IDS } from "../catalogue/fares";
import { DETAILS, SERVICES, type DetailKey, type DetailSpec, type ServiceValue } from "../catalogue/fields";

/**
 * What a "Book" link of the Rates section chooses, read from its address: a fare
 * (`?fare=gva-verbier.s-class.reverse`: the transfer, its places and class) or a service with some of its
 * trip details (`?service=vehicle-rental&vehicle=s-class&chauffeur=with`). Only the details that service
 * has are taken, and only with a value its lists offer: an address is not a way to fill the form with
 * anything else.
 */
export interface Booking {
  service: ServiceValue;
  details: Partial<Record<DetailKey, string>>;
  /** The fare the link named, for the summary at the top of the form. */
  fare?: Fare;
}

const CHOICES: Record<string, readonly string[]> = { fleet: FLEET_IDS, vehicleClasses: VEHICLE_CLASS_IDS, places: PLACE_IDS };

function allowed(key: DetailKey, value: string): boolean {
  const spec: DetailSpec = DETAILS[key];
  if (spec.kind !== "choice") return false;
  return spec.options ? Object.prototype.hasOwnProperty.call(spec.options, value) : spec.from ? CHOICES[spec.from].includes(value) : false;
}

export function bookingFrom(search: string): Booking | undefined {
  const query = new URLSearchParams(search);
  const fare = findFare(RATES, query.get(FARE_PARAMETER));
  if (fare) {
    return {
      service: "private-transport",
      details: { pickupPlace: fare.from.id, destinationPlace: fare.to.id, vehicleClass: fare.vehicleClass.id },
      fare,
    };
  }
  const service = query.get(SERVICE_PARAMETER);
  if (!service || !Object.prototype.hasOwnProperty.call(SERVICES, service)) return undefined;
  const details: Booking["details"] = {};
  for (const key of SERVICES[service as ServiceValue] as readonly DetailKey[]) {
    const value = query.get(key);
    if (value && allowed(key, value)) details[key] = value;
  }
  return { service: service as ServiceValue, details };
}
