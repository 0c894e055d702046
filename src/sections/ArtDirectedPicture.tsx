import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * width/height attributes must be integers (HTML). A FULL_WIDTH image's data gives the aspect only
 * (width 1, height 0.5625), so the integers are those of its widest generated file: the real
 * proportions, from which the browser reserves the space before the picture arrives.
 */
export function intrinsicSize({ width, height, images }: IGatsbyImageData): { width: number; height: number } {
  if (Number.isInteger(width) && Number.isInteger(height)) return { width, height };
  const candidates = [images.fallback?.srcSet, ...(images.sources ?? []).map((source) => source.srcSet)].join(",");
  const widest = Math.max(0, ...[...candidates.matchAll(/\s(\d+)w\b/g)].map((match) => Number(match[1])));
  if (widest === 0) throw new Error(`ArtDirectedPicture: no width descriptor in the image's srcSet to size a ${width}x${height} image`);
  return { width: widest, height: Math.round((widest * height) / width) };
}

interface ArtDirectedPictureProps {
  image: IGatsbyImageData;
  /** The phone's own crop of the same picture; without it phones get `image`. */
  phoneImage?: IGatsbyImageData | null;
  /** Where the phone's crop is used (a media query) and how wide it is drawn there. */
  phoneMedia: string;
  phoneSizes: string;
  /** How wide `image` is drawn elsewhere. */
  sizes: string;
  alt: string;
  /** The page's largest paint, fetched first; otherwise fetched lazily as it nears the screen. */
  priority?: boolean;
  className?: string;
}

/**
 * A <picture> from the AVIF/WebP/JPEG set gatsby-plugin-image generates at build time, with a phone's
 * crop of it (art direction): plain markup rather than <GatsbyImage>, whose runtime the pre-rendered,
 * never hydrated sections would only weigh. The dominant colour fills the frame, sized by CSS, until
 * the picture arrives, so nothing shifts.
 */
export function ArtDirectedPicture({ image, phoneImage, phoneMedia, phoneSizes, sizes, alt, priority, className }: ArtDirectedPictureProps) {
  const { fallback, sources = [] } = image.images;
  const { width, height } = intrinsicSize(image);
  const phone = phoneImage?.images;
  return (
    <picture className={className} style={{ backgroundColor: image.backgroundColor }}>
      {/* The first matching <source> wins: the phone's crop in each format before the other picture. */}
      {phone?.sources?.map((source) => (
        <source key={`phone-${source.type}`} media={phoneMedia} type={source.type} srcSet={source.srcSet} sizes={phoneSizes} />
      ))}
      {phone?.fallback && <source media={phoneMedia} srcSet={phone.fallback.srcSet} sizes={phoneSizes} />}
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? undefined : "lazy"}
        decoding="async"
        // React 18 does not know the camel-cased prop; the lower-case attribute reaches the HTML.
        {...(priority ? { fetchpriority: "high" } : {})}
      />
    </picture>
  );
}
