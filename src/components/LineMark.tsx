import type { ReactNode, SVGProps } from "react";

/**
 * A 24 px line-style icon (decorative: the control around it has the name), drawn like lucide's. The
 * icons of the first screen (the bar's call, menu and close, the hero's promises) and the brand marks
 * lucide-react no longer ships are drawn with it: lucide-react's own icon factory would add about 1.2 KB
 * gzip to every page's first load for five icons (the sections further down, loaded as they come near,
 * keep lucide-react). Paths from lucide (ISC licence).
 */
export function LineMark({ size, strokeWidth = 2, children, ...rest }: { size: number; children: ReactNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** The first screen's icons, by what they show. */
export const LINE_PATHS = {
  phone:
    "M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384",
  menu: "M4 5h16M4 12h16M4 19h16",
  close: "M18 6 6 18M6 6l12 12",
  clock: "M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20M12 6v6l4 2",
  shieldCheck:
    "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1zM9 12l2 2 4-4",
} as const;

/** One of LINE_PATHS at `size` px. */
export function LineIcon({ name, size, ...rest }: { name: keyof typeof LINE_PATHS; size: number } & SVGProps<SVGSVGElement>) {
  return (
    <LineMark size={size} {...rest}>
      <path d={LINE_PATHS[name]} />
    </LineMark>
  );
}
