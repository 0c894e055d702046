import { LineMark } from "./LineMark";

// lucide-react no longer ships brand marks; these two follow its 24px, 1.75-stroke line style.
interface SocialIconProps {
  network: "facebook" | "instagram";
  size?: number;
}

export function SocialIcon({ network, size = 18 }: SocialIconProps) {
  return (
    <LineMark size={size} strokeWidth={1.75}>
      {network === "facebook" ? (
        <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
      ) : (
        <>
          <rect x="2" y="2" width="20" height="20" rx="5" ry="5" />
          <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
          <line x1="17.5" y1="6.5" x2="17.51" y2="6.5" />
        </>
      )}
    </LineMark>
  );
}

/** WhatsApp's mark in the same line style: a round speech bubble with a handset. */
export function WhatsAppIcon({ size = 18 }: { size?: number }) {
  return (
    <LineMark size={size} strokeWidth={1.75}>
      <path d="M3 21l1.65-3.8A9 9 0 1 1 7.8 20.2z" />
      <path d="M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1" />
    </LineMark>
  );
}
