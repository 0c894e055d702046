import "react";

// The Popover API's attributes (HTML, in every current browser), which React 18's types do not list yet.
// React 18 passes lowercase attributes it does not know to the DOM as they are written.
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the declaration merges with React's generic one
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the declaration merges with React's generic one
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
  }
}
