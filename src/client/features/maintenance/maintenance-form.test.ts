import { describe, expect, it } from 'vitest';
import { MAX_MAINTENANCE_PHOTOS } from '@shared/maintenance';
import { maintenanceRequest } from './maintenance-fixtures';
import {
  choosePhotos,
  MAX_PHOTO_BYTES,
  MaintenanceFormSchema,
  maintenanceFormDefaults,
  type MaintenanceFormValues,
} from './maintenance-form';

const values = (overrides: Partial<MaintenanceFormValues> = {}): MaintenanceFormValues => ({
  title: 'Kitchen tap leaking',
  description: 'The cold tap drips all the time.',
  category: 'plumbing',
  priority: 'urgent',
  accessNotes: '',
  affectsFitness: false,
  ...overrides,
});

/** The form's messages by field, as react-hook-form would show them. */
const errorsOf = (input: MaintenanceFormValues) => {
  const result = MaintenanceFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

const image = (name: string, size = 1000, type = 'image/jpeg') =>
  new File([new Uint8Array(Math.min(size, 16))], name, { type });
/** A file that says it is `size` bytes without allocating them. */
const sized = (name: string, size: number, type = 'image/jpeg') => {
  const file = image(name, 16, type);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the maintenance request form', () => {
  it('sends what the shared schema accepts, empty access notes as null', () => {
    const result = MaintenanceFormSchema.parse(values({ title: '  Kitchen tap leaking  ' }));
    expect(result).toEqual({
      title: 'Kitchen tap leaking',
      description: 'The cold tap drips all the time.',
      category: 'plumbing',
      priority: 'urgent',
      accessNotes: null,
      affectsFitness: false,
    });
  });

  it('asks for a category and a priority not yet chosen', () => {
    expect(errorsOf(values({ category: '', priority: null }))).toEqual({
      category: 'Please select a category',
      priority: 'Please select a priority',
    });
    expect(errorsOf(values({ priority: '' }))).toEqual({ priority: 'Please select a priority' });
  });

  it("puts the shared schema's length messages under their fields", () => {
    expect(errorsOf(values({ title: 'ab', description: 'short' }))).toEqual({
      title: 'Title must be at least 3 characters',
      description: 'Description must be at least 10 characters',
    });
    expect(errorsOf(values({ accessNotes: 'x'.repeat(1001) }))).toEqual({
      accessNotes: 'Must be at most 1000 characters',
    });
  });

  it("starts empty for a new request and with the request's answers for Update", () => {
    expect(maintenanceFormDefaults()).toEqual({
      title: '',
      description: '',
      category: '',
      priority: null,
      accessNotes: '',
      affectsFitness: false,
    });
    expect(maintenanceFormDefaults(maintenanceRequest({ accessNotes: null, fitnessMatter: true }))).toEqual({
      title: 'Kitchen tap leaking',
      description: 'The cold tap drips all the time.\nWorse at night.',
      category: 'plumbing',
      priority: 'urgent',
      accessNotes: '',
      affectsFitness: true,
    });
  });
});

describe('choosing photos', () => {
  it('keeps images of the right type and size, and says why others were left out', () => {
    const chosen = [
      image('tap.jpg'),
      image('notes.pdf', 1000, 'application/pdf'),
      sized('huge.png', MAX_PHOTO_BYTES + 1, 'image/png'),
      image('sink.webp', 1000, 'image/webp'),
    ];
    const result = choosePhotos([], chosen);
    expect(result.accepted.map((file) => file.name)).toEqual(['tap.jpg', 'sink.webp']);
    expect(result.problems).toEqual([
      'notes.pdf is not a JPEG, PNG or WebP image.',
      'huge.png is too large. Photos can be at most 10 MB.',
    ]);
  });

  it(`adds to those already picked, up to ${MAX_MAINTENANCE_PHOTOS} in all`, () => {
    const picked = [image('1.jpg'), image('2.jpg'), image('3.jpg')];
    const result = choosePhotos(picked, [image('4.jpg'), image('5.jpg'), image('6.jpg'), image('7.jpg')]);
    expect(result.accepted.map((file) => file.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg']);
    expect(result.problems).toEqual(['A request can have at most 5 photos, so 2 were left out.']);
  });

  it('counts the photos a request already has', () => {
    const result = choosePhotos([], [image('a.jpg'), image('b.jpg')], 4);
    expect(result.accepted.map((file) => file.name)).toEqual(['a.jpg']);
    expect(result.problems).toEqual(['A request can have at most 5 photos, so 1 was left out.']);
    expect(choosePhotos([], [image('c.jpg')], 5).accepted).toEqual([]);
  });
});
