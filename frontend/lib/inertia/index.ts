export { router } from './router';
export { createInertiaApp, Head, Link, renderPage, useForm, usePage, useRemember } from './react';
export type { InertiaForm, ResolvedComponent } from './react';
export type { Errors, FormDataType, Method, Page, Progress, RequestData, Visit, VisitOptions } from './types';
