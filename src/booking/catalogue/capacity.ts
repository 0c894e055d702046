import { FLEET, type Vehicle } from "./catalog";
import { VEHICLE_CLASSES } from "./fares";

/**
 * Whether the party fits the chosen class: the seats and bags of the fleet's vehicle the class is
 * (content/rates.json `classes[].vehicle`). A class the fleet does not describe is not judged. When it
 * does not fit, the first class in the rates' order that does is proposed; the visitor may still send.
 */
export type CapacityCheck = { fits: true } | { fits: false; vehicle: Vehicle; better?: { id: string; vehicle: Vehicle } };

const vehicleOf = (classId: string) => {
  const id = VEHICLE_CLASSES.find((entry) => entry.id === classId)?.vehicle;
  return id ? FLEET.find((vehicle) => vehicle.id === id) : undefined;
};

const number = (value: unknown) => (typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : 0);

export function checkCapacity(classId: unknown, passengers: unknown, luggage: unknown): CapacityCheck {
  const vehicle = typeof classId === "string" ? vehicleOf(classId) : undefined;
  const people = number(passengers);
  const bags = number(luggage);
  if (!vehicle || (people <= vehicle.seats && bags <= vehicle.luggage)) return { fits: true };
  const better = VEHICLE_CLASSES.map((entry) => ({ id: entry.id, vehicle: vehicleOf(entry.id) })).find(
    (entry): entry is { id: string; vehicle: Vehicle } => entry.vehicle !== undefined && people <= entry.vehicle.seats && bags <= entry.vehicle.luggage,
  );
  return { fits: false, vehicle, better };
}

/** The services whose party rides in the class chosen (transfers and by the hour): the ones the form judges. */
export const carriesClass = (service: string) => service === "private-transport" || service === "chauffeur-hourly";

/**
 * The capacity check of a request or of the form being filled: what the form warns the guest of, and what
 * the office's e-mail repeats (../mail/message.ts), from this one call.
 */
export function capacityOf(service: string, details: { vehicleClass?: unknown; passengers?: unknown; luggage?: unknown }): CapacityCheck {
  return carriesClass(service) ? checkCapacity(details.vehicleClass, details.passengers, details.luggage) : { fits: true };
}
