import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@client/lib/utils';

export const badgeVariants = cva(
  'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-brand-700 text-white',
        neutral: 'border-slate-300 bg-slate-100 text-slate-800',
        success: 'border-green-300 bg-green-50 text-green-800',
        warning: 'border-amber-300 bg-amber-50 text-amber-900',
        danger: 'border-red-300 bg-red-50 text-red-800',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
