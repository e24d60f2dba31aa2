/**
 * The business's name as the server prints it (PDFs, emails). The pages keep their own copy in
 * frontend/lib/site.ts: importing this file there made the bundler split the app's chunk, +1.3 KB
 * of JavaScript on every page (measured on /, 26 Nov 2026).
 */
export const SITE_NAME = 'Clearline CRM Advisory';
