import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet } from '@/lib/image-src';

interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  /** A file under public/, e.g. /images/pipeline-review.png. */
  src: string;
  alt: string;
  /** Intrinsic size as displayed, so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  /** With `sizes`, the srcset lists widths; without, it lists 1x and 2x of `width`. */
  sizes?: string;
  quality?: number;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  priority?: boolean;
}

/** Responsive WebP through our /_img endpoint. */
export function Image({ src, alt, width, height, sizes, quality, priority = false, ...rest }: ImageProps) {
  const { src: fallback, srcSet } = imageSrcSet(src, width, { sizes, quality });
  return (
    <img
      {...rest}
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
