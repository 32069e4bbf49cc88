import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

export const inputClass =
  'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 aria-[invalid=true]:border-red-700 disabled:bg-slate-100 sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClass, 'h-10', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClass, 'h-10', className)} {...props} />;
}
