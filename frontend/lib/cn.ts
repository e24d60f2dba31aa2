import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx). It does not resolve conflicts, as tailwind-merge did (8.5 KB gzip on
 * every page): a component's base classes and the variant or caller classes added to them never
 * set the same property. Alternatives go in the two branches of a condition, not base plus override.
 */
export const cn = (...inputs: ClassValue[]): string => clsx(inputs);
