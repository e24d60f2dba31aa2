import { routes } from '@shared/routes';
// Mirrors src/modules/images/image-widths.ts: the endpoint only produces these widths.
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;

export const snapWidth = (requested: number): number =>
  IMAGE_WIDTHS.find((width) => width >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

export function imageUrl(src: string, width: number, quality?: number): string {
  return routes.images.image({ url: src, w: snapWidth(width), q: quality });
}

/**
 * With `sizes` the browser picks from every width up to twice the displayed one; without it,
 * 1x and 2x densities of the displayed width.
 */
export function imageSrcSet(src: string, width: number, options: { sizes?: string; quality?: number } = {}) {
  const { sizes, quality } = options;
  if (sizes) {
    const widths = IMAGE_WIDTHS.filter((w) => w <= snapWidth(width * 2));
    return {
      src: imageUrl(src, width, quality),
      srcSet: widths.map((w) => `${imageUrl(src, w, quality)} ${w}w`).join(', '),
    };
  }
  const densities = [1, 2].map((density) => `${imageUrl(src, width * density, quality)} ${density}x`);
  return { src: imageUrl(src, width, quality), srcSet: densities.join(', ') };
}
