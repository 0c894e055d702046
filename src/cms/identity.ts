/**
 * The Netlify Identity widget on /admin/ (git-gateway on Netlify only: gatsby/admin/build.ts loads its
 * prebuilt script before ours). Invitation, confirmation and recovery links point to /admin/
 * (docs/editing.md, "On the live site (Netlify)"), where the widget reads their token; once an editor has
 * logged in (or after a log-out and a new log-in), the admin is loaded afresh so Decap sees the user.
 */
export interface IdentityWidget {
  on(event: "init", callback: (user: unknown) => void): void;
  on(event: "login" | "logout", callback: () => void): void;
  init(): void;
}

export function startIdentity(widget: IdentityWidget, location: Pick<Location, "assign" | "pathname">) {
  const reloadOnLogin = () => widget.on("login", () => location.assign(location.pathname));
  widget.on("init", (user) => {
    if (!user) reloadOnLogin();
    else widget.on("logout", reloadOnLogin);
  });
  widget.init();
}
