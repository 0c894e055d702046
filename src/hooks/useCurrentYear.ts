import { useEffect, useState } from "react";

/**
 * The year of the build in the pre-rendered HTML (so hydration matches), then the visitor's own
 * year: a site built last December still shows this year.
 */
export function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a second render after hydration is the point: the first must match the HTML
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
