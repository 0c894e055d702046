import { ackIdFor } from "../store/store";
import { buildAcknowledgement, type AckInput } from "./acknowledgement";
import { composeForDelivery } from "./delivery";
import { buildMessage, plainMessage, type MessageInput } from "./message";

/** A message composed for the store: its envelope and its bytes. */
export interface Composed {
  envelope: { from: string; to: string[] };
  raw: Buffer;
}

/**
 * The visitor's acknowledgement of request `id`, ready to store; "not-composed" when it cannot be written:
 * the request is kept and the office's e-mail says the visitor got none.
 */
export async function composeAcknowledgement(id: string, input: Omit<AckInput, "id">): Promise<Composed | "not-composed"> {
  try {
    const ack = buildAcknowledgement({ ...input, id: ackIdFor(id) });
    return { envelope: ack.envelope as Composed["envelope"], raw: await composeForDelivery(ack) };
  } catch (error) {
    console.error(`[contact] ${id}: the acknowledgement could not be composed, not sent:`, error);
    return "not-composed";
  }
}

/** The office's e-mail, ready to store: accepted means kept, so one that cannot be encoded is sent plain. */
export function composeOfficeMessage(message: MessageInput): Promise<Buffer> {
  return composeForDelivery(buildMessage(message)).catch((error: unknown) => {
    console.error(`[contact] ${message.id}: the office's e-mail could not be encoded, sent plain:`, error);
    return composeForDelivery(plainMessage(message));
  });
}
