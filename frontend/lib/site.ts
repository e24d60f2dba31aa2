/** Facts about the business shown across the site; one place to change them. */
export const SITE_NAME = 'Clearline CRM Advisory';
export const SITE_SHORT_NAME = 'Clearline';

export const pageTitle = (title?: string): string => (title ? `${title} · ${SITE_SHORT_NAME}` : SITE_NAME);
