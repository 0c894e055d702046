import type { IGatsbyImageData } from "gatsby-plugin-image";
import { CONTAINER_MAX, MOBILE_MAX } from "../styles/theme";
import { ArtDirectedPicture } from "./ArtDirectedPicture";

/** Phones (the fleet's one column) get the taller 4:3 crop; the media query is the stylesheet's own, so the frame and the file agree. */
export const VEHICLE_PHONE_MEDIA = `(max-width: ${MOBILE_MAX}px)`;
/** One column nearly as wide as the screen on phones; two columns of the container (or of the screen) above. */
const PHONE_SIZES = "100vw";
const CARD_SIZES = `(min-width: ${CONTAINER_MAX + 48}px) ${Math.ceil(CONTAINER_MAX / 2)}px, 50vw`;

interface VehiclePictureProps {
  image: IGatsbyImageData;
  /** The same picture cropped for phones (4:3), around the same focal point. */
  phoneImage?: IGatsbyImageData | null;
  alt: string;
  className?: string;
}

/**
 * A vehicle's picture on its card, from the AVIF/WebP/JPEG set gatsby-plugin-image generates at build
 * time: plain <picture> markup (the fleet section is pre-rendered and never hydrated, so GatsbyImage's
 * runtime would only weigh), fetched lazily as it nears the screen. The frame's shape comes from CSS per
 * screen width and the dominant colour fills it until the file arrives, so nothing moves.
 */
export function VehiclePicture(props: VehiclePictureProps) {
  return <ArtDirectedPicture {...props} phoneMedia={VEHICLE_PHONE_MEDIA} phoneSizes={PHONE_SIZES} sizes={CARD_SIZES} />;
}
