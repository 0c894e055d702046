import { FLEET, type Vehicle } from "./catalog";
import { VEHICLE_CLASSES } from "./fares";

/**
 * Whether the party fits the chosen class: the seats and bags of the fleet's vehicle the class is
 * (content/rates.json `classes[].vehicle`), or, for a class the fleet has no car of, the class's own
 * `seats` and `luggage` (the content check holds every class to exactly one of the two). When it does not
 * fit, the first class in the rates' order that does is proposed; the visitor may still send.
 */
export type CapacityCheck = { fits: true } | { fits: false; vehicle: Vehicle; better?: { id: string; vehicle: Vehicle } };

/** What the class carries, named as the warning names it: its fleet car, or the class itself with its own numbers. */
export function classCapacity(classId: string): Vehicle | undefined {
  const entry = VEHICLE_CLASSES.find((candidate) => candidate.id === classId);
  if (!entry) return undefined;
  if (entry.vehicle) return FLEET.find((vehicle) => vehicle.id === entry.vehicle);
  return typeof entry.seats === "number" && typeof entry.luggage === "number"
    ? { id: entry.id, name: entry.name, seats: entry.seats, luggage: entry.luggage }
    : undefined;
}

const number = (value: unknown) => (typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : 0);

/**
 * `childSeats` are among the passengers (the form's "Passengers" counts everyone who rides, and each child
 * seat carries one of them): they add no one, but a party never counts fewer people than its child seats.
 */
export function checkCapacity(classId: unknown, passengers: unknown, luggage: unknown, childSeats?: unknown): CapacityCheck {
  const vehicle = typeof classId === "string" ? classCapacity(classId) : undefined;
  const people = Math.max(number(passengers), number(childSeats));
  const bags = number(luggage);
  if (!vehicle || (people <= vehicle.seats && bags <= vehicle.luggage)) return { fits: true };
  const better = VEHICLE_CLASSES.map((entry) => ({ id: entry.id, vehicle: classCapacity(entry.id) })).find(
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
export function capacityOf(service: string, details: { vehicleClass?: unknown; passengers?: unknown; luggage?: unknown; childSeats?: unknown }): CapacityCheck {
  return carriesClass(service) ? checkCapacity(details.vehicleClass, details.passengers, details.luggage, details.childSeats) : { fits: true };
}
