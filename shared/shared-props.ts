/** How a toast looks (the browser's toast store and the server's flash use the same words). */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface AuthUser {
  id: string;
  email: string;
  role: 'admin' | 'client';
  aal: 'aal1' | 'aal2';
}

export interface FlashToast {
  kind: ToastKind;
  title: string;
  description?: string;
}

export interface Flash {
  toasts?: FlashToast[];
  /** Set on the page shown right after a lead form was sent (its thank-you state). */
  leadSent?: 'contact' | 'newsletter';
}

/** Props every page receives from the server (src/inertia/inertia.service.ts and modules' share()). */
export interface SharedProps {
  auth: {
    user: AuthUser | null;
    /** aal2 when the user has a verified factor (an aal1 session still owes its code). */
    nextLevel: 'aal1' | 'aal2' | null;
    /** Unix seconds when the access token expires (the browser refreshes before then). */
    expiresAt: number | null;
  };
  flash: Flash;
  app: { version: string; build: string };
  theme: 'light' | 'dark' | 'system';
  errors: Record<string, string>;
  site: { url: string };
  /** Sent as x-error-log-token with error reports when the server requires one (ERROR_LOG_TOKEN). */
  errorLogToken?: string;
  /** Back-office pages: unread items per admin page (new leads, open errors) for the navigation. */
  adminUnread?: Record<string, number>;
  [key: string]: unknown;
}
