import { SetMetadata } from '@nestjs/common';

/**
 * Who may use a route, declared where the route is: `admin` (role admin, at aal2 when the admin has a
 * verified factor) or `signed-in` (any role). The auth module enforces it with one global guard, so a
 * module's controllers say who they serve without depending on the auth module.
 */
export type Access = 'admin' | 'signed-in';
export const ACCESS_METADATA = 'access';

/** On a controller or a route: only admins (anonymous visitors go to the admin login, other users get 403). */
export const AdminOnly = () => SetMetadata(ACCESS_METADATA, 'admin' satisfies Access);

/** On a controller or a route: only signed-in visitors (others go to the sign-in page and come back). */
export const SignedInOnly = () => SetMetadata(ACCESS_METADATA, 'signed-in' satisfies Access);
