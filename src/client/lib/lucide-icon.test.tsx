import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as buildingComplex from 'lucide-react/icons/building-complex';
import * as mapPin from 'lucide-react/icons/map-pin';
import * as menu from 'lucide-react/icons/menu';
import createLucideIcon from './lucide-icon';

type IconModule = { default: ComponentType<Record<string, unknown>>; __iconData: unknown };

const PROPS: Record<string, unknown>[] = [
  {},
  { 'aria-hidden': 'true', className: 'size-6!' },
  { className: 'size-4 text-brand-700 size-4' },
  { size: 32, strokeWidth: 1.5, color: 'red' },
  { width: 10, height: 12 },
  { 'aria-label': 'Menu', role: 'img', id: 'icon' },
  { title: 'A title' },
];

describe('the slim createLucideIcon (scripts/build/slim-lucide.ts)', () => {
  for (const [name, module] of Object.entries({ buildingComplex, mapPin, menu })) {
    const { default: Lucide, __iconData } = module as unknown as IconModule;
    const Slim = createLucideIcon(__iconData as Parameters<typeof createLucideIcon>[0]);
    it(`renders ${name} exactly as lucide-react does`, () => {
      for (const props of PROPS) {
        expect(renderToStaticMarkup(<Slim {...props} />)).toBe(renderToStaticMarkup(<Lucide {...props} />));
      }
      const child: ReactNode = <title>Pin</title>;
      expect(renderToStaticMarkup(<Slim>{child}</Slim>)).toBe(renderToStaticMarkup(<Lucide>{child}</Lucide>));
    });
  }
});
