/**
 * Every back-office page of SPEC "Admin". Pages whose module has not been built yet show an
 * honest "coming soon" panel (frontend/components/admin/admin-nav.ts has their titles).
 */
export const ADMIN_SECTIONS = ['settings'] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
