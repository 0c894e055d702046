/**
 * Two fixed requests whose e-mails are compared byte for byte (../contact/emails-golden.test.ts) and read for
 * each language's typography (../contact/booking-typography.test.ts): a night transfer with a child seat and a
 * return, and four hours by the hour.
 */
export const FIXED_VISITOR = {
  name: "Élise Müller",
  email: "elise@example.org",
  phone: "+41 79 555 12 12",
  message: "Two suitcases, one child (4).",
  website: "",
};
export const FIXED_REQUESTS = {
  transfer: {
    ...FIXED_VISITOR,
    service: "private-transport",
    serviceDate: "2030-11-30",
    serviceTime: "23:00",
    details: {
      pickupPlace: "airport",
      destinationPlace: "city",
      vehicleClass: "s-class",
      passengers: 2,
      childSeats: 1,
      flight: "LX 1234",
      returnTrip: true,
      returnDate: "2030-12-04",
      returnTime: "17:30",
    },
  },
  hourly: {
    ...FIXED_VISITOR,
    service: "chauffeur-hourly",
    serviceDate: "2030-12-02",
    serviceTime: "09:00",
    details: { vehicleClass: "business-sedan", hours: 4 },
  },
} as const;
