import { DEFAULT_IMAGE_QUALITY, snapQuality, snapWidth } from './image-widths';

export interface ImageRequest {
  /** Site-relative path of a file under public/, e.g. /images/og-default.png. */
  path: string;
  width: number;
  quality: number;
}

const SOURCE_PATH = /^\/(?!\/)[A-Za-z0-9_\-/]+(?:\.[A-Za-z0-9]+)+$/;
export const SOURCE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.svg'];

/**
 * Reads `/_img?url=&w=&q=`. Returns the reason as text for a 400 instead of throwing, so the
 * rules are easy to test. Only paths on this site are accepted: never a URL to another host.
 */
export function parseImageRequest(query: Record<string, unknown>): ImageRequest | { error: string } {
  const { url, w, q } = query;
  if (typeof url !== 'string' || url === '')
    return { error: '"url" is required: a path to one of this site\'s images' };
  if (!SOURCE_PATH.test(url) || url.split('/').some((part) => part === '..' || part === '.')) {
    return { error: '"url" must be a path to one of this site\'s images, like /images/photo.png' };
  }
  if (!SOURCE_EXTENSIONS.some((extension) => url.toLowerCase().endsWith(extension))) {
    return { error: `"url" must end in one of ${SOURCE_EXTENSIONS.join(', ')}` };
  }
  const width = wholeNumber(w);
  if (width === undefined || width < 1 || width > 10_000)
    return { error: '"w" must be a whole number of pixels from 1 to 10000' };
  const quality = q === undefined || q === '' ? DEFAULT_IMAGE_QUALITY : wholeNumber(q);
  if (quality === undefined || quality < 1 || quality > 100)
    return { error: '"q" must be a whole number from 1 to 100' };
  return { path: url, width: snapWidth(width), quality: snapQuality(quality) };
}

function wholeNumber(value: unknown): number | undefined {
  return typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}
