import type { IGatsbyImageData } from "gatsby-plugin-image";
import { MOBILE_MAX } from "../styles/theme";
import { ArtDirectedPicture } from "./ArtDirectedPicture";

/**
 * Sizes for a full-bleed 16:9 picture drawn with object-fit: cover. On a portrait screen it is as tall
 * as the screen, so it is 16/9 of the viewport's height wide, not 100vw.
 */
const COVER_SIZES = "(max-aspect-ratio: 16/9) 178vh, 100vw";

/**
 * Phones held upright get the portrait (9:16) crop; on a screen taller than that it is 9/16 of the height
 * wide. A phone on its side is a wide frame: the wide picture fits it better.
 */
const PHONE_MEDIA = `(max-width: ${MOBILE_MAX}px) and (orientation: portrait)`;
const PHONE_SIZES = "(max-aspect-ratio: 9/16) 57vh, 100vw";

interface HeroPictureProps {
  image: IGatsbyImageData;
  /** The phone's own crop of the same picture (art direction); without it phones get `image`. */
  phoneImage?: IGatsbyImageData;
  alt: string;
  className?: string;
}

/**
 * The hero's <picture>, from the AVIF/WebP/JPEG set gatsby-plugin-image generates at build time.
 * Rendered as plain markup rather than through <GatsbyImage>: it is the page's largest paint, so it
 * must not wait for JavaScript, and it saves the component's ~3 KB of runtime in the first load.
 * The dominant colour fills the frame until the picture arrives; the frame's size comes from CSS,
 * so nothing shifts.
 */
export function HeroPicture(props: HeroPictureProps) {
  return <ArtDirectedPicture {...props} phoneMedia={PHONE_MEDIA} phoneSizes={PHONE_SIZES} sizes={COVER_SIZES} priority />;
}
