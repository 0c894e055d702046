import { Award, CarFront, Clock, Gem, KeyRound, MapPin, ShieldCheck, Sparkles, UserCheck, type LucideIcon, type LucideProps } from "lucide-react";

// Content files name icons; only these are bundled, so the page stays light.
const ICONS: Record<string, LucideIcon> = {
  "car-front": CarFront,
  "user-check": UserCheck,
  "key-round": KeyRound,
  clock: Clock,
  "shield-check": ShieldCheck,
  award: Award,
  gem: Gem,
  "map-pin": MapPin,
};

export const ICON_NAMES = Object.keys(ICONS);

interface IconProps extends LucideProps {
  name: string;
}

/** A decorative icon named in content; unknown names fall back to a neutral mark. */
export function Icon({ name, ...props }: IconProps) {
  const Component = ICONS[name] ?? Sparkles;
  return <Component aria-hidden="true" focusable="false" {...props} />;
}
