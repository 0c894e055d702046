import { createElement, lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType, type CSSProperties } from "react";
import { watchReveal } from "../hooks/useReveal";

/** The attribute that names a pre-rendered section's wrapper (the tests find the sections by it). */
export const PRE_RENDERED_ATTRIBUTE = "data-pre-rendered";

/** The wrapper takes no box of its own: the section inside lays out exactly as without it. */
const CONTENTS: CSSProperties = { display: "contents" };
/** A constant, so a later render finds the same (empty) inner HTML and React never writes it. */
const KEEP_SERVER_HTML = { __html: "" };

/** Set once the page that arrived as HTML has been hydrated: every section mounted after that is new. */
let pageHydrated = false;

function holdsServerHtml(name: string): boolean {
  if (typeof document === "undefined" || pageHydrated) return false;
  return document.querySelector(`[${PRE_RENDERED_ATTRIBUTE}="${name}"]`)?.hasChildNodes() ?? false;
}

/**
 * A section that needs no JavaScript (text, pictures, links, CSS): rendered into the HTML at build
 * time and then never hydrated. React renders an empty wrapper with dangerouslySetInnerHTML over the
 * server's markup, which it then leaves alone (it does not compare or replace inner HTML when it
 * hydrates), so the browser does none of the section's render work, style serialisation or icon
 * building while the page boots, and its code is not part of the first load. Only its reveal on
 * scroll needs script, and watchReveal runs on the server's markup.
 *
 * The section's code is loaded and rendered as usual where there is no server HTML to keep: a page
 * opened by client-side navigation, or a tree React had to render again from scratch (a hydration
 * error), which the effect below notices by the wrapper being empty.
 */
export function preRendered<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  const Section = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
  function PreRendered(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const [keep, setKeep] = useState(() => holdsServerHtml(name));
    useEffect(() => {
      pageHydrated = true;
      const element = wrapper.current;
      if (!keep || !element) return;
      if (!element.hasChildNodes()) {
        setKeep(false);
        return;
      }
      const stops = Array.from(element.querySelectorAll<HTMLElement>("[data-reveal]"), watchReveal);
      return () => stops.forEach((stop) => stop());
    }, [keep]);
    const attributes = { [PRE_RENDERED_ATTRIBUTE]: name, style: CONTENTS };
    if (keep) return <div ref={wrapper} {...attributes} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
    return (
      <div ref={wrapper} {...attributes}>
        <Suspense fallback={null}>{createElement(Section, props)}</Suspense>
      </div>
    );
  }
  // Inside a memo, like lazyNear's sections: the router's re-render on a hash change stops here.
  return memo(PreRendered);
}
