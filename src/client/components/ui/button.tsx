import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@client/lib/utils';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white hover:bg-brand-800',
        secondary: 'bg-brand-50 text-brand-900 hover:bg-brand-100',
        outline: 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100',
        ghost: 'text-slate-800 hover:bg-slate-100',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        inverse: 'bg-white text-brand-900 hover:bg-brand-50',
        outlineInverse: 'border border-white bg-transparent text-white hover:bg-white/10',
        link: 'text-brand-700 underline underline-offset-4 hover:text-brand-900',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        default: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the single child (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
}

/**
 * A button, or with asChild its one child (a link) dressed as one: the child keeps its own props
 * and gets the button's classes. React's cloneElement does what Radix Slot would, without its
 * 2 KB of gzipped script on every public page.
 */
export function Button({ className, variant, size, asChild = false, type, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...props, ...child.props, className: cn(classes, child.props.className) });
  }
  return (
    <button className={classes} type={type ?? 'button'} {...props}>
      {children}
    </button>
  );
}
