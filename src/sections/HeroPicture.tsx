import type { IGatsbyImageData } from "gatsby-plugin-image";
import { MOBILE_MAX } from "../styles/theme";

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

/**
 * width/height attributes must be integers (HTML). A FULL_WIDTH image's data gives the aspect only
 * (width 1, height 0.5625), so the integers are those of its widest generated file: the real
 * proportions, from which the browser reserves the space before the picture arrives.
 */
export function intrinsicSize({ width, height, images }: IGatsbyImageData): { width: number; height: number } {
  if (Number.isInteger(width) && Number.isInteger(height)) return { width, height };
  const candidates = [images.fallback?.srcSet, ...(images.sources ?? []).map((source) => source.srcSet)].join(",");
  const widest = Math.max(0, ...[...candidates.matchAll(/\s(\d+)w\b/g)].map((match) => Number(match[1])));
  if (widest === 0) throw new Error(`HeroPicture: no width descriptor in the image's srcSet to size a ${width}x${height} image`);
  return { width: widest, height: Math.round((widest * height) / width) };
}

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
export function HeroPicture({ image, phoneImage, alt, className }: HeroPictureProps) {
  const { fallback, sources = [] } = image.images;
  const { width, height } = intrinsicSize(image);
  const phone = phoneImage?.images;
  return (
    <picture className={className} style={{ backgroundColor: image.backgroundColor }}>
      {/* The first matching <source> wins: the phone's crop in each format before the wide picture. */}
      {phone?.sources?.map((source) => (
        <source key={`phone-${source.type}`} media={PHONE_MEDIA} type={source.type} srcSet={source.srcSet} sizes={PHONE_SIZES} />
      ))}
      {phone?.fallback && <source media={PHONE_MEDIA} srcSet={phone.fallback.srcSet} sizes={PHONE_SIZES} />}
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={COVER_SIZES} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={COVER_SIZES}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        // React 18 does not know the camel-cased prop; the lower-case attribute reaches the HTML.
        {...{ fetchpriority: "high" }}
      />
    </picture>
  );
}
