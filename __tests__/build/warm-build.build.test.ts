/**
 * A cached build equals a cold one. Netlify restores public/ and .cache/ before each build; after a
 * JavaScript-only change Gatsby re-renders some pages and only re-stitches its boot scripts into the
 * others (the 404 pages). Every page must still end with exactly one boot loader, for this build's
 * scripts, so the app boots once. Runs two real builds (cold, then warm after changing one component)
 * in a throw-away copy of the project (node_modules linked), so public/ here is not touched.
 *
 * The warm build is also how an editor's new photographs go live (a save in the admin commits to the
 * repository, Netlify rebuilds with its cache), so the same rebuild replaces two pictures: the hero, by a
 * new upload named in site.json with another focal point for phones (the admin's way), and a vehicle's,
 * overwritten in place under its own name with its focal point changed in fleet.json (the file system's
 * way). Each is a photograph of two distinct colours, so which half a crop kept is read from its pixels.
 *
 * WARM_BUILD_IN_PLACE=1 (after `npm run build`; npm test runs it so in its copy with changed words, right
 * after that copy's build: scripts/mutate-content.ts --warm-build): the cold build is the one already in
 * this folder, so the check costs one build rather than two. Afterwards the files it edited and public/ are
 * put back as they were.
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { loaderSources } from "../../gatsby/patches/deferBootScripts";
import { builtHtmlFiles } from "../support/builtHtml";
import { pictureSources } from "../support/builtHtml";

const ROOT = path.resolve(__dirname, "../..");
// Not copied: what a build or a test run produces, and what a clone does not have.
const SKIP = new Set([
  "node_modules",
  ".cache",
  "public",
  ".git",
  ".node",
  ".netlify",
  ".outbox",
  ".e2e-outbox",
  ".bench",
  ".test-reports",
  "test-results",
  "playwright-report",
  "coverage",
  ".env",
]);
// The change: a value only the browser uses (how early a section's code is fetched), so the page
// chunks change and the HTML of pages that do not use that component does not.
const COMPONENT = "src/loading/deferred.tsx";
const BEFORE = 'margin = "50% 0px"';
const AFTER = 'margin = "49% 0px"';

let dir: string;
let publicDir: string;
let coldScripts: string[];

async function build(kind: string) {
  const started = Date.now();
  await promisify(execFile)(process.execPath, [require.resolve("gatsby/cli.js"), "build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    maxBuffer: 64 * 1024 * 1024,
  });
  console.info(`${kind} build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The boot scripts of this build, as Gatsby wrote them in its scripts slice. */
function gatsbyBootScripts(): string[] {
  const slice = readFileSync(path.join(publicDir, "_gatsby/slices/_gatsby-scripts-1.html"), "utf8");
  return [...slice.matchAll(/<script src="(\/[\w.-]+\.js)" async><\/script>/g)].map((match) => match[1]);
}

// The replaced pictures: left and right halves of two colours far apart.
const HERO = { file: "images/uploads/new-hero.jpg", width: 2400, height: 1350, left: [196, 24, 60], right: [20, 160, 160], focus: "east" } as const;
const VEHICLE = { id: "s-class", width: 2400, height: 800, left: [224, 138, 0], right: [106, 44, 192], focus: "west" } as const;
type Rgb = readonly [number, number, number];

/** A photograph-like JPEG: two colour fields, each with a soft vertical gradient and fine noise. */
async function twoColourPhoto(file: string, width: number, height: number, left: Rgb, right: Rgb) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 11;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = x < width / 2 ? left : right;
      const shade = 0.9 + 0.1 * (y / height);
      seed = (seed * 16807) % 2147483647;
      const noise = (seed % 9) - 4;
      const at = (y * width + x) * 3;
      pixels[at] = Math.max(0, Math.min(255, Math.round(r * shade) + noise));
      pixels[at + 1] = Math.max(0, Math.min(255, Math.round(g * shade) + noise));
      pixels[at + 2] = Math.max(0, Math.min(255, Math.round(b * shade) + noise));
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(file);
}

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the test edits content JSON
const editJson = (file: string, edit: (data: Json) => void) => {
  const data = JSON.parse(readFileSync(file, "utf8"));
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
};

const IN_PLACE = process.env.WARM_BUILD_IN_PLACE === "1";
/** In place: public/ as the cold build left it, and each file the test edits as it was (null: it did not exist). */
let publicBackup: string | undefined;
const editedFiles = new Map<string, Buffer | null>();
let createdFolder: string | undefined;
const keep = (file: string) => {
  if (!editedFiles.has(file)) editedFiles.set(file, existsSync(file) ? readFileSync(file) : null);
};

/** The folder built cold: a throw-away copy built here, or (in place) this project as its build left it. */
async function coldFolder() {
  if (!IN_PLACE) {
    dir = mkdtempSync(path.join(os.tmpdir(), "warm-build-"));
    publicDir = path.join(dir, "public");
    for (const entry of readdirSync(ROOT)) if (!SKIP.has(entry)) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
    symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
    await build("cold");
    return;
  }
  dir = ROOT;
  publicDir = path.join(dir, "public");
  if (!existsSync(path.join(publicDir, "_gatsby/slices/_gatsby-scripts-1.html")) || !existsSync(path.join(dir, ".cache")))
    throw new Error("WARM_BUILD_IN_PLACE=1: this folder has no build to warm (run `npm run build` first)");
  publicBackup = mkdtempSync(path.join(os.tmpdir(), "warm-build-public-"));
  cpSync(publicDir, publicBackup, { recursive: true });
}

let vehicleIndex = -1;
let vehiclePicture = "";
let coldVehicleFiles: string[] = [];

beforeAll(async () => {
  await coldFolder();
  coldScripts = gatsbyBootScripts();
  const content = path.join(dir, "content");
  for (const file of [COMPONENT, `content/${HERO.file}`, "content/site.json", "content/fleet.json"]) keep(path.join(dir, file));
  const source = readFileSync(path.join(dir, COMPONENT), "utf8");
  if (!source.includes(BEFORE)) throw new Error(`warm-build test: ${COMPONENT} no longer contains ${BEFORE}; choose another JS-only change`);
  writeFileSync(path.join(dir, COMPONENT), source.replace(BEFORE, AFTER));

  const fleet = JSON.parse(readFileSync(path.join(content, "fleet.json"), "utf8")) as { id: string; picture: string }[];
  vehicleIndex = fleet.findIndex((vehicle) => vehicle.id === VEHICLE.id);
  vehiclePicture = fleet[vehicleIndex].picture;
  coldVehicleFiles = pictures("index.html", "#fleet")[vehicleIndex].flatMap((source) => source.files);
  keep(path.join(content, vehiclePicture));
  const uploads = path.dirname(path.join(content, HERO.file));
  if (!existsSync(uploads)) createdFolder = uploads;
  mkdirSync(uploads, { recursive: true });
  await twoColourPhoto(path.join(content, HERO.file), HERO.width, HERO.height, HERO.left, HERO.right);
  await twoColourPhoto(path.join(content, vehiclePicture), VEHICLE.width, VEHICLE.height, VEHICLE.left, VEHICLE.right);
  editJson(path.join(content, "site.json"), (site) => Object.assign(site, { heroImage: HERO.file, heroPhoneFocus: HERO.focus }));
  editJson(path.join(content, "fleet.json"), (list) => void (list[vehicleIndex].pictureFocus = VEHICLE.focus));
  await build("warm");
}, 900_000);

afterAll(() => {
  if (!IN_PLACE) return rmSync(dir, { recursive: true, force: true });
  for (const [file, bytes] of editedFiles) {
    if (bytes) writeFileSync(file, bytes);
    else rmSync(file, { force: true });
  }
  if (createdFolder) rmSync(createdFolder, { recursive: true, force: true });
  if (!publicBackup) return;
  rmSync(publicDir, { recursive: true, force: true });
  cpSync(publicBackup, publicDir, { recursive: true });
  rmSync(publicBackup, { recursive: true, force: true });
});

it("rebuilt with the cache after a change of the bundle", () => {
  expect(gatsbyBootScripts()).not.toEqual(coldScripts);
});

describe("every page after the warm build", () => {
  it.each([["index.html"], ["fr/index.html"], ["404.html"], ["404/index.html"], ["fr/404.html"], ["fr/[...].html"]])(
    "%s has one boot loader, for this build's scripts, and boots the app once",
    (file) => {
      expect(builtHtmlFiles(publicDir)).toContain(file);
      const html = readFileSync(path.join(publicDir, file), "utf8");
      expect(loaderSources(html)).toEqual([gatsbyBootScripts()]);
      expect(html.match(/<script[^>]*\ssrc=/g) ?? []).toEqual([]);
      expect(
        loaderSources(html)
          .flat()
          .filter((src) => /^\/app-\w+\.js$/.test(src)),
      ).toHaveLength(1);
    },
  );
});

/** The <source>s of every <picture> in the built page, within the element whose id `scope` names (or the whole page). */
const pictures = (page: string, scope?: `#${string}`) => pictureSources(page, scope, publicDir);

/** The mean colour of a built picture's left and right halves, and its proportions. */
async function look(file: string) {
  const { width, height } = await sharp(path.join(publicDir, file)).metadata();
  // stats() reads the input as it is, ignoring extract(): the half is cut out into a buffer first.
  const half = async (left: number) => {
    const cut = await sharp(path.join(publicDir, file))
      .extract({ left, top: 0, width: Math.floor(width! / 2), height: height! })
      .toBuffer();
    const { channels } = await sharp(cut).stats();
    return channels.slice(0, 3).map((channel) => channel.mean);
  };
  return { ratio: width! / height!, left: await half(0), right: await half(Math.ceil(width! / 2)) };
}

/** Decoding AVIF is slow on a busy 2-core machine: the smallest file of each set tells its colours as well. */
const PIXEL_TEST_TIMEOUT = 60_000;

const near = (actual: number[], expected: Rgb) => expect(Math.max(...actual.map((value, index) => Math.abs(value - expected[index])))).toBeLessThan(40);

describe.each(["index.html", "fr/index.html"])("%s after the warm build: the replaced pictures", (page) => {
  it(
    "the hero: the new upload in AVIF and WebP, wide with both colours, and for phones a portrait crop of its east half",
    async () => {
      const [hero] = pictures(page);
      const phone = hero.filter((source) => source.media);
      const wide = hero.filter((source) => !source.media);
      for (const group of [phone, wide]) {
        expect(group.map((source) => source.type)).toEqual(expect.arrayContaining(["image/avif", "image/webp"]));
        for (const file of group.flatMap((source) => source.files)) {
          expect(path.basename(file)).toMatch(/^new-hero\.(avif|webp|jpe?g)$/);
          expect(existsSync(path.join(publicDir, file))).toBe(true);
        }
      }
      for (const type of ["image/avif", "image/webp"]) {
        const phoneLook = await look(phone.find((source) => source.type === type)!.files[0]);
        expect(phoneLook.ratio).toBeCloseTo(9 / 16, 2);
        near(phoneLook.left, HERO.right);
        near(phoneLook.right, HERO.right);
        const wideLook = await look(wide.find((source) => source.type === type)!.files[0]);
        expect(wideLook.ratio).toBeCloseTo(HERO.width / HERO.height, 1);
        near(wideLook.left, HERO.left);
        near(wideLook.right, HERO.right);
      }
    },
    PIXEL_TEST_TIMEOUT,
  );

  it(
    "the vehicle whose file was overwritten: new files in AVIF and WebP, its card (3:2) and phone (4:3) crops both of its west half",
    async () => {
      const vehicle = pictures(page, "#fleet")[vehicleIndex];
      const files = vehicle.flatMap((source) => source.files);
      expect(files.filter((file) => coldVehicleFiles.includes(file))).toEqual([]);
      const base = path.basename(vehiclePicture).replace(/\.[^.]+$/, "");
      for (const file of files) expect(path.basename(file)).toMatch(new RegExp(`^${base}\\.(avif|webp|jpe?g)$`));
      for (const [group, ratio] of [
        [vehicle.filter((source) => source.media), 4 / 3],
        [vehicle.filter((source) => !source.media), 3 / 2],
      ] as const) {
        expect(group.map((source) => source.type)).toEqual(expect.arrayContaining(["image/avif", "image/webp"]));
        for (const type of ["image/avif", "image/webp"]) {
          const crop = await look(group.find((source) => source.type === type)!.files[0]);
          expect(crop.ratio).toBeCloseTo(ratio, 1);
          near(crop.left, VEHICLE.left);
          near(crop.right, VEHICLE.left);
        }
      }
    },
    PIXEL_TEST_TIMEOUT,
  );
});
