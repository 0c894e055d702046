import { Writable } from "node:stream";
import { setImmediate as nodeSetImmediate } from "node:timers";
import type { ReactElement } from "react";

// Each test loads React and preRendered afresh: "the page has been hydrated" is module state.
type Modules = {
  React: typeof import("react");
  client: typeof import("react-dom/client");
  server: typeof import("react-dom/server");
  preRendered: typeof import("../../src/loading/preRendered").preRendered;
};
function load(): Modules {
  jest.resetModules();
  return {
    React: require("react"),
    client: require("react-dom/client"),
    // The Node build, as Gatsby renders pages with (jsdom would resolve the browser one).
    server: require("react-dom/server.node"),
    preRendered: require("../../src/loading/preRendered").preRendered,
  };
}

let observed: Element[] = [];
class FakeIntersectionObserver {
  observe(element: Element) {
    observed.push(element);
  }
  disconnect() {}
}

/** The page as the build renders it (streaming, lazy sections included). */
// React's Node renderer schedules with setImmediate, which jsdom does not provide.
globalThis.setImmediate ??= nodeSetImmediate;
function serverHtml({ server }: Modules, element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk;
        done();
      },
    });
    sink.on("finish", () => resolve(html));
    const { pipe } = server.renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

function setUp(modules: Modules) {
  const { React } = modules;
  const rendered = jest.fn();
  function Section({ title }: { title: string }) {
    rendered(title);
    return React.createElement(
      "section",
      { id: "demo" },
      React.createElement("h2", null, title),
      React.createElement("ul", null, React.createElement("li", { "data-reveal": "static" }, "card")),
    );
  }
  const Demo = modules.preRendered("demo", () => Promise.resolve(Section));
  return { rendered, Demo };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fresh render in the browser (no hydration), into a container of its own; resolves once lazy code has arrived. */
async function renderInBrowser(modules: Modules, Demo: ReturnType<typeof setUp>["Demo"], title: string) {
  const container = document.createElement("div");
  document.body.append(container);
  await modules.React.act(async () => {
    modules.client.createRoot(container).render(modules.React.createElement(Demo, { title }));
    await settle();
  });
  return container;
}

describe("preRendered", () => {
  beforeEach(() => {
    observed = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
    document.body.innerHTML = "";
  });

  it("is in the build's HTML, and the browser keeps that HTML without rendering the section again", async () => {
    const modules = load();
    const { rendered, Demo } = setUp(modules);
    const html = await serverHtml(modules, modules.React.createElement(Demo, { title: "Heading from content" }));
    expect(html).toContain('data-pre-rendered="demo"');
    expect(html).toContain("Heading from content");
    rendered.mockClear();

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    await modules.React.act(async () => {
      modules.client.hydrateRoot(container, modules.React.createElement(Demo, { title: "Heading from content" }));
      await settle();
    });
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector("#demo h2")?.textContent).toBe("Heading from content");
    expect(errors).not.toHaveBeenCalled();
    // Its cards still reveal on scroll: watched on the server's markup.
    expect(observed).toEqual([container.querySelector("[data-reveal]")]);
    errors.mockRestore();
  });

  it("renders the section where the page has no HTML for it (a page opened by client-side navigation)", async () => {
    const modules = load();
    const { rendered, Demo } = setUp(modules);
    const container = await renderInBrowser(modules, Demo, "Rendered here");
    expect(rendered).toHaveBeenCalledWith("Rendered here");
    expect(container.querySelector("[data-pre-rendered='demo'] #demo h2")?.textContent).toBe("Rendered here");
  });

  it("renders the section when React had to replace the server's markup (the wrapper came out empty)", async () => {
    const modules = load();
    const { rendered, Demo } = setUp(modules);
    // The server markup is still in the document while React renders a fresh tree elsewhere, as when
    // it recovers from a hydration error by rendering the root again.
    const old = document.createElement("div");
    old.innerHTML = await serverHtml(modules, modules.React.createElement(Demo, { title: "Server" }));
    document.body.append(old);
    rendered.mockClear();
    const container = await renderInBrowser(modules, Demo, "Again");
    expect(rendered).toHaveBeenCalledWith("Again");
    expect(container.querySelector("#demo h2")?.textContent).toBe("Again");
  });
});
