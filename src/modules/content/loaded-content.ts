import type { SiteContent } from './content-loader';

/**
 * The content read for each root (content/, or CONTENT_DIR) in this process: filled by start-up's
 * thread (preload.ts) or by the first `siteContentOnce`. Its own file, so that main.ts's preload
 * loads none of the parsing libraries.
 */
export const loadedContent = new Map<string, SiteContent>();
