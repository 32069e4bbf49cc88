import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Search } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { Input, Select } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import {
  hasFilters,
  listingSearchString,
  parseListingSearch,
  rentFieldValue,
  type ListingFilters,
} from '../search';
import { TextLink } from '@client/components/ui/text-link';
import { LISTING_SEARCH as COPY } from '@client/content/pages/listings';
import { placeName } from '@client/lib/place-name';

const BEDROOM_CHOICES = [1, 2, 3, 4, 5];

/**
 * The listings search: a real GET form to /listings (so it works before the script runs, the URL
 * carrying ?area=&minBedrooms=&maxRent= in pounds); once hydrated it hands the new query string to
 * `onSearch` instead of reloading. The fields are uncontrolled and follow the URL when it changes
 * (Back, Clear filters), so what was typed before hydration is kept.
 */
export function ListingSearchForm({
  filters,
  areas,
  onSearch,
}: {
  filters: ListingFilters;
  /** Suggestions for the area field (the area guides' names). */
  areas: readonly string[];
  onSearch: (search: string) => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const shown = useRef(filters);
  const bedroomChoices =
    filters.minBedrooms !== undefined && !BEDROOM_CHOICES.includes(filters.minBedrooms)
      ? [...BEDROOM_CHOICES, filters.minBedrooms].sort((a, b) => a - b)
      : BEDROOM_CHOICES;

  useEffect(() => {
    const before = shown.current;
    shown.current = filters;
    const form = formRef.current;
    if (!form || listingSearchString(before) === listingSearchString(filters)) return;
    const set = (name: string, value: string) => {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
    };
    set('area', filters.area ?? '');
    set('minBedrooms', filters.minBedrooms === undefined ? '' : String(filters.minBedrooms));
    set('maxRent', rentFieldValue(filters.maxRent));
  }, [filters]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const query = new URLSearchParams();
    for (const name of ['area', 'minBedrooms', 'maxRent']) {
      const value = data.get(name);
      if (typeof value === 'string') query.set(name, value);
    }
    // A new search starts on its first page.
    onSearch(listingSearchString({ ...parseListingSearch(query.toString()), page: 1 }));
  };

  return (
    <form
      ref={formRef}
      role="search"
      aria-label={COPY.formLabel}
      method="get"
      action={PAGE_PATHS.listings}
      onSubmit={submit}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
    >
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
        <div className="space-y-1">
          <Label htmlFor={`${id}-area`}>{COPY.areaLabel}</Label>
          <Input
            id={`${id}-area`}
            name="area"
            type="text"
            list={`${id}-areas`}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={COPY.areaPlaceholder}
            defaultValue={filters.area ?? ''}
          />
          <datalist id={`${id}-areas`}>
            {areas.map((area) => (
              <option key={area} value={area} />
            ))}
          </datalist>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-bedrooms`}>{COPY.minBedroomsLabel}</Label>
          <Select
            id={`${id}-bedrooms`}
            name="minBedrooms"
            defaultValue={filters.minBedrooms === undefined ? '' : String(filters.minBedrooms)}
          >
            <option value="">{COPY.anyBedrooms}</option>
            {bedroomChoices.map((n) => (
              <option key={n} value={n}>
                {n}+
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-rent`}>{COPY.maxRentLabel}</Label>
          <Input
            id={`${id}-rent`}
            name="maxRent"
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            placeholder={COPY.noMaximum}
            defaultValue={rentFieldValue(filters.maxRent)}
          />
        </div>
        <Button type="submit" className="w-full md:w-auto">
          <Search aria-hidden="true" />
          {COPY.search}
        </Button>
      </div>
      <div className="mt-4 flex flex-col gap-3 text-sm sm:flex-row sm:items-baseline sm:justify-between">
        <nav aria-label={COPY.browseByArea}>
          <ul className="flex flex-wrap gap-2">
            {areas.map((area) => (
              <li key={area}>
                <Link
                  href={`${PAGE_PATHS.listings}?${new URLSearchParams({ area }).toString()}`}
                  aria-current={filters.area === area ? 'page' : undefined}
                  className="inline-flex min-h-8 items-center rounded-full border border-slate-300 bg-white px-3 text-slate-800 hover:border-brand-700 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                >
                  {placeName(area)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {hasFilters(filters) && (
          <TextLink href={PAGE_PATHS.listings} className="shrink-0">
            {COPY.clearFilters}
          </TextLink>
        )}
      </div>
    </form>
  );
}
