/** "+41 22 000 00 00" -> "tel:+41220000000" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** "+41 79 000 00 00" + greeting -> "https://wa.me/41790000000?text=…" (wa.me wants digits only, no "+"). */
export function whatsappHref(number: string, greeting: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(greeting)}`;
}
