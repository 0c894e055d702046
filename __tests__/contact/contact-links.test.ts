/** @jest-environment node */
import PostalMime from "postal-mime";
import { mailtoHref, telHref, whatsappHref } from "../../src/booking/catalogue/channels";
import { useMailedFunction } from "../support/mailedFunction";
import { postJson, validPayload } from "../support/functionServer";

/**
 * The office clicks the links of the e-mail: each one must lead where the visitor's value says, and
 * nowhere else. A valid address may hold ? & = % # (WHATWG's grammar allows them before the @), which
 * in a raw `mailto:` would start headers of their own: `?cc=boss@b.co` would copy someone in.
 */
const TRICKY = "x&y=z?cc=boss@b.co";

// The href of each <a> of an HTML part, with the entities an attribute may hold decoded.
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const hrefs = (html: string) =>
  [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => match[1].replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]));

describe("the links of the e-mail, as the office's mail client reads them", () => {
  const mailed = useMailedFunction();

  test("an address with ? & = is percent-encoded in the reply link: no Cc, no other header, the same address", async () => {
    const res = await postJson(mailed.server.url, validPayload({ email: TRICKY, phone: "+41 (79) 123+45 67" }));
    expect(res.status).toBe(200);
    const [received] = await mailed.sink.waitFor(1);
    const mail = await PostalMime.parse(received.raw);
    const links = hrefs(mail.html ?? "");

    const mailto = links.filter((href) => href.startsWith("mailto:"));
    expect(mailto).toEqual(["mailto:x%26y%3Dz%3Fcc%3Dboss@b.co"]);
    const url = new URL(mailto[0]);
    expect([...url.searchParams.keys()]).toEqual([]);
    expect(url.searchParams.has("cc")).toBe(false);
    expect(url.hash).toBe("");
    expect(decodeURIComponent(url.pathname)).toBe(TRICKY);
    // The visible text and Reply-To are the address as typed.
    expect(mail.replyTo).toEqual([{ name: "Jane Doe", address: TRICKY }]);

    // A phone link dials digits with one leading +, nothing the visitor added around them.
    expect(links.filter((href) => href.startsWith("tel:"))).toEqual(["tel:+41791234567"]);
  });
});

describe("one helper per scheme (src/booking/catalogue/channels.ts)", () => {
  test.each([
    ["jane@example.org", "mailto:jane@example.org"],
    [TRICKY, "mailto:x%26y%3Dz%3Fcc%3Dboss@b.co"],
    ["a%20b@c.ch", "mailto:a%2520b@c.ch"],
    ["a#frag@c.ch", "mailto:a%23frag@c.ch"],
    ["a/b@c.ch", "mailto:a%2Fb@c.ch"],
    ["zoé@exemple.ch", "mailto:zo%C3%A9@exemple.ch"],
    ["a?body=hi&subject=x@c.ch", "mailto:a%3Fbody%3Dhi%26subject%3Dx@c.ch"],
  ])("mailtoHref(%j) is %s, which reads back as the same single address", (address, href) => {
    expect(mailtoHref(address)).toBe(href);
    const url = new URL(href);
    expect(url.search).toBe("");
    expect(url.hash).toBe("");
    expect(decodeURIComponent(url.pathname)).toBe(address);
  });

  test("mailtoHref never throws, even on a lone surrogate (encodeURIComponent would)", () => {
    expect(mailtoHref("a\ud800@c.ch")).toBe("mailto:a%EF%BF%BD@c.ch");
  });

  test.each([
    ["+41 22 000 00 00", "tel:+41220000000"],
    ["0041 22 000 00 00", "tel:0041220000000"],
    [" +41 (79) 123-45.67", "tel:+41791234567"],
    ["+41 79 123+45+67", "tel:+41791234567"],
    ["12+34", "tel:1234"],
    ["++41 22", "tel:+4122"],
    ["+", "tel:"],
  ])("telHref(%j) is %s: digits and one leading + only", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  test("whatsappHref: digits only in the path, the greeting as one encoded parameter", () => {
    const href = whatsappHref("+41 79 555 12 34", "Hello & welcome? #1 =)");
    expect(href).toBe("https://wa.me/41795551234?text=Hello%20%26%20welcome%3F%20%231%20%3D)");
    const url = new URL(href);
    expect([...url.searchParams.entries()]).toEqual([["text", "Hello & welcome? #1 =)"]]);
    expect(url.hash).toBe("");
  });
});
