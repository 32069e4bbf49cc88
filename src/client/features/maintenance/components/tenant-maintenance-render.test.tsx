import { describe, expect, it } from 'vitest';
import {
  MAINTENANCE_CATEGORIES,
  maintenanceCategoryLabel,
  maintenancePriorityHint,
  maintenancePriorityLabel,
  type MaintenanceRequest,
} from '@shared/maintenance';
import { ApiError } from '@client/app/api-client';
import { failQuery, render, text } from '@client/app/render-for-tests';
import { maintenanceKeys } from '../api';
import { maintenanceRequest } from '../maintenance-fixtures';
import { MaintenanceDetails } from './maintenance-details';
import { MaintenanceRequestForm } from './maintenance-request-dialog';
import { responseTargetText } from './repair-badges';
import { TenantMaintenanceSection } from './tenant-maintenance-section';

const section = (requests: MaintenanceRequest[] | Error, canReport = true, total?: number) =>
  render(
    <TenantMaintenanceSection
      tenancyId={undefined}
      canReport={canReport}
      newRequestOpen={false}
      onNewRequestOpenChange={() => {}}
    />,
    (client) => {
      if (requests instanceof Error) failQuery(client, maintenanceKeys.tenant(), requests);
      else
        client.setQueryData(maintenanceKeys.tenant(), {
          items: requests,
          total: total ?? requests.length,
        });
    },
  );

/** The list item holding this title (each item is a card; its badges are a list of their own). */
const itemOf = (html: string, title: string) =>
  html.split('<li><div class="rounded-lg').find((item) => item.includes(`>${title}</h3>`)) ?? '';

describe('the Maintenance tab', () => {
  const requests = [
    maintenanceRequest(),
    maintenanceRequest({
      id: 12,
      title: 'No heating',
      category: 'heating',
      priority: 'emergency',
      status: 'in_progress',
      fitnessMatter: true,
      date: '2026-11-20',
      respondBy: '2026-11-21T09:30:00.000Z',
      isLate: true,
    }),
    maintenanceRequest({ id: 13, title: 'Loose door handle', priority: 'routine', status: 'completed' }),
  ];
  const html = section(requests);

  it('lists each request with category, priority, status, reported date and response target', () => {
    const tap = text(itemOf(html, 'Kitchen tap leaking'));
    expect(tap).toContain('Kitchen tap leaking');
    expect(tap).toContain('Priority: Urgent');
    expect(tap).toContain('Status: Submitted');
    expect(tap).toContain('Category: Plumbing and leaks');
    expect(tap).toContain('Reported: 2 November 2026');
    expect(tap).toContain('Response target: 9 November 2026');
    expect(tap).not.toContain('Late');
  });

  it('marks a late request and one the tenant says makes the home unfit', () => {
    const heating = text(itemOf(html, 'No heating'));
    expect(heating).toContain('Priority: Emergency');
    expect(heating).toContain('Status: In progress');
    expect(heating).toContain('Unsafe or unfit to live in');
    expect(heating).toContain('Response target: 21 November 2026, 09:30 Late');
  });

  it('offers View Details on every request and Update only on submitted ones', () => {
    expect(html.match(/View Details/g)).toHaveLength(3);
    expect(text(itemOf(html, 'Kitchen tap leaking'))).toMatch(
      /View Details of ("|&quot;)Kitchen tap leaking("|&quot;) ?Update ("|&quot;)Kitchen tap leaking("|&quot;)/,
    );
    expect(itemOf(html, 'No heating')).not.toContain('Update');
    expect(itemOf(html, 'Loose door handle')).not.toContain('Update');
  });

  it('pages only a list longer than one page', () => {
    expect(html).not.toContain('Maintenance request pages');
    const long = section(requests, true, 45);
    expect(long).toContain('aria-label="Maintenance request pages"');
    expect(text(long)).toContain('Showing 1–3 of 45 requests');
  });

  it('offers New Request for the current tenancy only', () => {
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*New Request<\/button>/);
    expect(section(requests, false)).not.toContain('New Request');
  });

  it('has an empty state, a loading state and an error', () => {
    expect(section([])).toContain('No maintenance requests yet');
    expect(
      text(
        render(
          <TenantMaintenanceSection
            tenancyId={undefined}
            canReport
            newRequestOpen={false}
            onNewRequestOpenChange={() => {}}
          />,
        ),
      ),
    ).toContain('Loading maintenance requests...');
    expect(section(new ApiError(500, 'internal_error', ''))).toContain('Error loading maintenance requests');
  });
});

describe('the response target', () => {
  it("gives an emergency's time in UK time and the others' day as sent", () => {
    expect(responseTargetText({ priority: 'emergency', respondBy: '2026-07-03T13:05:00.000Z' })).toBe(
      '3 July 2026, 14:05',
    );
    // 23:59:59Z on a summer day is already the next day in London; the target is still the 10th.
    expect(responseTargetText({ priority: 'urgent', respondBy: '2026-07-10T23:59:59.000Z' })).toBe(
      '10 July 2026',
    );
  });
});

describe('View Details', () => {
  const full = maintenanceRequest({
    status: 'in_progress',
    contractor: { id: 3, name: 'Taff Plumbing', trade: 'Plumber' },
    photos: [
      { id: 1, url: '/api/maintenance/11/photos/1' },
      { id: 2, url: '/api/maintenance/11/photos/2' },
    ],
    history: [
      {
        id: 1,
        status: 'submitted',
        note: null,
        byName: 'Ana Jones',
        byRole: 'tenant',
        createdAt: '2026-11-02T10:00:00.000Z',
      },
      {
        id: 2,
        status: 'in_progress',
        note: 'Plumber booked for Thursday morning.',
        byName: 'Rhys Evans',
        byRole: 'landlord',
        createdAt: '2026-11-03T16:45:00.000Z',
      },
    ],
  });
  const html = render(<MaintenanceDetails request={full} />);
  const words = text(html);

  it('shows the description and access notes', () => {
    expect(words).toContain('Description The cold tap drips all the time. Worse at night.');
    expect(words).toContain('Access notes Key with the neighbour at number 3');
  });

  it('shows each photo with alt text, linked full size', () => {
    expect(html).toContain('src="/api/maintenance/11/photos/1" alt="Kitchen tap leaking, 1 of 2"');
    expect(html).toContain('src="/api/maintenance/11/photos/2" alt="Kitchen tap leaking, 2 of 2"');
    expect(html).toContain('href="/api/maintenance/11/photos/2" target="_blank" rel="noopener noreferrer"');
  });

  it('names the contractor once one is assigned', () => {
    expect(words).toContain('Contractor: Taff Plumbing (Plumber)');
    const none = text(render(<MaintenanceDetails request={maintenanceRequest()} />));
    expect(none).toContain('Contractor: Not assigned yet');
    expect(none).toContain('Photos No photos');
    expect(none).toContain('History Nothing has happened yet.');
  });

  it('tells the history: who, when (UK time), the status and the note', () => {
    expect(words).toContain('Ana Jones (Tenant), 2 November 2026, 10:00 Status: Submitted');
    expect(words).toContain(
      'Rhys Evans (Landlord), 3 November 2026, 16:45 Status: In progress Plumber booked for Thursday morning.',
    );
  });
});

describe('the New Request form', () => {
  const html = render(<MaintenanceRequestForm request={null} onDone={() => {}} />);
  const words = text(html);

  it('labels every field', () => {
    for (const label of ['Title', 'Description', 'Category']) {
      expect(html).toMatch(new RegExp(`<label[^>]*for="[^"]+"[^>]*>${label}</label>`));
    }
    expect(html).toMatch(/<label[^>]*>Access notes<span[^>]*> \(optional\)<\/span><\/label>/);
    expect(html).toMatch(/<legend[^>]*>Priority<\/legend>/);
  });

  it('lists the categories in words, with a prompt first', () => {
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]+)<\/option>/g)].map(([, v, l]) => [
      v,
      l,
    ]);
    expect(options[0]).toEqual(['', 'Choose a category']);
    expect(options.slice(1)).toEqual(MAINTENANCE_CATEGORIES.map((c) => [c, maintenanceCategoryLabel[c]]));
  });

  it('explains each priority beside its radio', () => {
    const radios = html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(3);
    for (const level of ['emergency', 'urgent', 'routine'] as const) {
      const radio = radios.find((input) => input.includes(`value="${level}"`)) ?? '';
      expect(radio).toContain('name="priority"');
      const id = /id="([^"]+)"/.exec(radio)?.[1];
      const hintId = /aria-describedby="([^"]+)"/.exec(radio)?.[1];
      expect(html).toMatch(
        new RegExp(`<label[^>]*for="${id}"[^>]*>${maintenancePriorityLabel[level]}</label>`),
      );
      expect(html).toContain(
        `id="${hintId}" class="text-sm text-slate-700">${maintenancePriorityHint[level]}</p>`,
      );
    }
  });

  it('asks whether the home is unsafe or unfit, and takes photos', () => {
    expect(words).toContain('This makes my home unsafe or unfit to live in');
    expect(html).toMatch(/<input[^>]*type="checkbox"/);
    expect(html).toMatch(
      /<input[^>]*type="file"[^>]*multiple=""[^>]*accept="image\/jpeg,image\/png,image\/webp"/,
    );
    expect(words).toContain('You can add 5 more (JPEG, PNG or WebP, at most 10 MB each)');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Submit Request<\/button>/);
  });

  it('counts the photos a request already has when updating', () => {
    const three = { id: 1, url: '/p/1' };
    const update = render(
      <MaintenanceRequestForm
        request={maintenanceRequest({ photos: [three, { ...three, id: 2 }, { ...three, id: 3 }] })}
        onDone={() => {}}
      />,
    );
    expect(text(update)).toContain('This request has 3 photos. You can add 2 more');
    expect(update).toMatch(/<button[^>]*type="submit"[^>]*>Save Changes<\/button>/);
    const full = render(
      <MaintenanceRequestForm
        request={maintenanceRequest({ photos: [1, 2, 3, 4, 5].map((id) => ({ id, url: `/p/${id}` })) })}
        onDone={() => {}}
      />,
    );
    expect(text(full)).toContain('This request has 5 photos. It cannot take more than 5.');
    expect(full).not.toContain('type="file"');
  });
});
