/**
 * The owner decisions: each switch of company.json `decisions` covers sample values that bind a client,
 * listed by `npm run check:launch` (../launch.ts) until the owner turns it on.
 */

/** The owner decisions over sample values that bind a client (company.json `decisions`). */
export const OWNER_DECISIONS = [
  "selfDriveConditions",
  "cancellation",
  "waitingTime",
  "responseTime",
  "spokenLanguages",
  "rentalKilometres",
  "crossBorderVat",
  "finesFee",
  "classCapacity",
] as const;
export type OwnerDecision = (typeof OWNER_DECISIONS)[number];
export const OWNER_DECISION_LABELS: Record<OwnerDecision, string> = {
  selfDriveConditions: "Self-drive: deposit, excess, driver's age and years with a licence",
  cancellation: "Cancellation: the free window and the late charge",
  waitingTime: "Waiting time included (airport and elsewhere)",
  responseTime: "Reply time promised to every request",
  spokenLanguages: "Languages the team speaks",
  rentalKilometres: "Rental: kilometres included a day and the price of each further kilometre",
  crossBorderVat: "VAT on trips that cross the border (a tax adviser's answer)",
  finesFee: "Traffic fines: the administrative fee for passing one on",
  classCapacity: "Seats and bags of each vehicle class that is no car of the Fleet",
};
