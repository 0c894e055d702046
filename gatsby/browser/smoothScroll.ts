// Smooth scrolling once the page has loaded (src/styles/smoothScroll.ts): until then the browser keeps the
// address's #target in view as the page fills in, and would glide to it again after every shift.
import { SMOOTH_SCROLL } from "../../src/styles/smoothScroll";

const smooth = () => document.documentElement.setAttribute(SMOOTH_SCROLL, "");
if (document.readyState === "complete") smooth();
else window.addEventListener("load", smooth, { once: true });
