import { cva, type VariantProps } from 'class-variance-authority';
import { Loader2 } from 'lucide-react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const buttonStyles = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg transition-colors duration-150 ease-out focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-crmblue-600 disabled:pointer-events-none disabled:opacity-60',
  {
    variants: {
      variant: {
        // Each variant sets its own weight: cn() joins classes and does not resolve conflicts.
        primary: 'bg-crmblue-600 font-medium text-white hover:bg-crmblue-700',
        // Dark text: white on the brand orange would miss WCAG AA contrast.
        accent: 'bg-crmaccent-600 font-semibold text-crmgray-950 hover:bg-crmaccent-500',
        secondary:
          'border border-crmgray-300 bg-white font-medium text-crmgray-900 hover:bg-crmgray-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800',
        ghost: 'font-medium text-crmgray-700 hover:bg-crmgray-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
        destructive: 'bg-red-600 font-medium text-white hover:bg-red-700',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonStyles> {
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, loading = false, disabled, children, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(buttonStyles({ variant, size }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
});
