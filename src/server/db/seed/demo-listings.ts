import crypto from 'node:crypto';
import sharp from 'sharp';
import { addDays, todayInLondon } from '@shared/dates';
import type { RoomKind } from '@shared/properties';
import type { Db } from '../create-db';
import { properties, propertyPhotos, users } from '../schema';
import type { FileStorage } from '../../lib/storage';
import { insertDemoDocuments, seedLandlordDocuments } from './demo-documents';
import { hashPassword } from '../../lib/passwords';

/**
 * The public listings of the demo (SEED_DEMO=1): besides demo.landlord's Canton terrace, seven
 * vacant homes another landlord client of the agency has listed, one in each area guide's area
 * (Roath, Cardiff Bay, Cathays, Penarth, Barry, Caerphilly, Newport), with a spread of bedrooms,
 * rents, EPC bands (one unknown) and move-in dates relative to today. Three have photos: drawings
 * made here and stored as the photo upload stores them (WebP), so the gallery has something to show.
 *
 * The owner is a landlord account nobody signs in to (a random password): demo.landlord keeps
 * exactly the four properties README.md describes.
 */
export const DEMO_LISTINGS_LANDLORD = {
  username: 'menna.roberts',
  email: 'menna.roberts@example.com',
  fullName: 'Menna Roberts',
} as const;

type Scene = 'house' | 'apartment' | 'living' | 'kitchen' | 'bedroom';

interface DemoListing {
  title: string;
  address: string;
  city: string;
  postcode: string;
  description: string;
  listingDescription: string;
  bedroomCount: number;
  bathroomCount: number;
  /** Pence a month. */
  price: number;
  squareFeet: number;
  epcBand: 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | null;
  /** Days from today. */
  availableInDays: number;
  storeys: number;
  hasGasSupply: boolean;
  combustionRooms: RoomKind[];
  hmo?: { occupants: number; households: number };
  /** Days ago it was listed (the newest shows first). */
  listedDaysAgo: number;
  photos: { scene: Scene; altText: string; colour: string }[];
}

export const DEMO_LISTINGS: readonly DemoListing[] = [
  {
    title: 'Two-bed flat near Roath Park',
    address: 'Flat 2, 31 Ninian Road, Roath',
    city: 'Cardiff',
    postcode: 'CF23 5EL',
    description: 'First-floor flat in a converted Victorian villa opposite Roath Park.',
    listingDescription:
      'A bright first-floor flat in a converted Victorian villa, a minute from Roath Park lake. Two double bedrooms, a bay-windowed living room and a separate kitchen with a gas hob and washing machine.\n\nGas central heating, double glazing and permit parking. Unfurnished. Buses to the city centre stop at the end of the road.',
    bedroomCount: 2,
    bathroomCount: 1,
    price: 95_000,
    squareFeet: 720,
    epcBand: 'C',
    availableInDays: 14,
    storeys: 3,
    hasGasSupply: true,
    combustionRooms: ['kitchen'],
    listedDaysAgo: 2,
    photos: [
      { scene: 'house', altText: 'The front of the house, with a tree beside it', colour: '#fde68a' },
      {
        scene: 'living',
        altText: 'The living room, with a grey sofa, a floor lamp and a tall window',
        colour: '#e0f2fe',
      },
      {
        scene: 'kitchen',
        altText: 'The kitchen, with white units under a wooden worktop',
        colour: '#fef3c7',
      },
    ],
  },
  {
    title: 'One-bed apartment in Cardiff Bay',
    address: 'Apartment 14, Scott Harbour, Pierhead Street, Cardiff Bay',
    city: 'Cardiff',
    postcode: 'CF10 4PH',
    description: 'Fourth-floor apartment with a balcony over the water and a parking space.',
    listingDescription:
      'A modern one-bedroom apartment on the fourth floor, with a balcony looking over the water towards Mermaid Quay. Open-plan living room and kitchen, a double bedroom and a bathroom with a shower over the bath.\n\nAllocated parking, a lift and a secure entrance. Electric heating. Part furnished.',
    bedroomCount: 1,
    bathroomCount: 1,
    price: 87_500,
    squareFeet: 540,
    epcBand: 'B',
    availableInDays: 7,
    storeys: 1,
    hasGasSupply: false,
    combustionRooms: [],
    listedDaysAgo: 4,
    photos: [
      { scene: 'apartment', altText: 'The apartment building beside the water', colour: '#bae6fd' },
      {
        scene: 'living',
        altText: 'The living room, with a sofa and a window on to the balcony',
        colour: '#f1f5f9',
      },
    ],
  },
  {
    title: 'Three-bed Edwardian house in Penarth',
    address: '17 Stanwell Road',
    city: 'Penarth',
    postcode: 'CF64 2AD',
    description: 'Edwardian family house near the town centre, with a long rear garden.',
    listingDescription:
      'A well-kept Edwardian house a short walk from the shops of Windsor Road, Penarth station and the seafront. Two reception rooms, a kitchen-diner opening on to a long garden, three bedrooms and two bathrooms.\n\nGas central heating and on-street parking. Unfurnished; a family or professional sharers preferred.',
    bedroomCount: 3,
    bathroomCount: 2,
    price: 145_000,
    squareFeet: 1240,
    epcBand: 'D',
    availableInDays: 30,
    storeys: 2,
    hasGasSupply: true,
    combustionRooms: ['kitchen', 'living_room'],
    listedDaysAgo: 6,
    photos: [
      {
        scene: 'house',
        altText: 'The front of the house and the path to the door',
        colour: '#fecaca',
      },
      {
        scene: 'bedroom',
        altText: 'The main bedroom, with a double bed and a wardrobe',
        colour: '#ede9fe',
      },
    ],
  },
  {
    title: 'Two-bed terrace near Barry Island',
    address: '5 Redbrink Crescent, Barry Island',
    city: 'Barry',
    postcode: 'CF62 5TU',
    description: 'Mid-terrace house five minutes from Whitmore Bay.',
    listingDescription:
      'A two-bedroom mid-terrace house five minutes on foot from the beach at Whitmore Bay and the Barry Island railway station. Through lounge, modern kitchen, two bedrooms and a first-floor bathroom, with a small yard at the back.\n\nGas central heating. Unfurnished; pets considered.',
    bedroomCount: 2,
    bathroomCount: 1,
    price: 85_000,
    squareFeet: 690,
    epcBand: 'D',
    availableInDays: 10,
    storeys: 2,
    hasGasSupply: true,
    combustionRooms: ['kitchen'],
    listedDaysAgo: 9,
    photos: [],
  },
  {
    title: 'Four-bed student house in Cathays',
    address: '58 Wyeverne Road, Cathays',
    city: 'Cardiff',
    postcode: 'CF24 4BH',
    description: 'Licensed shared house for four students, close to the university.',
    listingDescription:
      'A four-bedroom shared house licensed for four, ten minutes on foot from the main university buildings and Cathays station. Four double bedrooms, two shower rooms, a kitchen-diner and a living room.\n\nFully furnished, with fast broadband. Let for the next academic year to a group of four.',
    bedroomCount: 4,
    bathroomCount: 2,
    price: 180_000,
    squareFeet: 1180,
    epcBand: 'D',
    availableInDays: 75,
    storeys: 2,
    hasGasSupply: true,
    combustionRooms: ['kitchen'],
    hmo: { occupants: 4, households: 4 },
    listedDaysAgo: 12,
    photos: [],
  },
  {
    title: 'Three-bed semi in Caerphilly',
    address: '9 Heol y Felin',
    city: 'Caerphilly',
    postcode: 'CF83 3AX',
    description: 'Semi-detached house with a driveway, near the town centre and the castle.',
    listingDescription:
      'A semi-detached family house with a driveway and a garden, within walking distance of Caerphilly town centre, the castle and the station (trains to Cardiff every fifteen minutes). Living room, kitchen-diner, three bedrooms and a family bathroom.\n\nGas central heating. Unfurnished.',
    bedroomCount: 3,
    bathroomCount: 1,
    price: 105_000,
    squareFeet: 930,
    epcBand: 'C',
    availableInDays: 21,
    storeys: 2,
    hasGasSupply: true,
    combustionRooms: ['kitchen'],
    listedDaysAgo: 15,
    photos: [],
  },
  {
    title: 'Two-bed flat in Newport city centre',
    address: 'Flat 5, 12 Clytha Park Road',
    city: 'Newport',
    postcode: 'NP20 4PB',
    description: 'Second-floor flat near Newport station.',
    listingDescription:
      'A two-bedroom second-floor flat a few minutes from Newport station, Friars Walk and the riverfront. Living room, separate kitchen, two bedrooms and a bathroom. Electric heating. Unfurnished.\n\nThe energy performance certificate is being renewed; ask us for the rating.',
    bedroomCount: 2,
    bathroomCount: 1,
    price: 72_500,
    squareFeet: 610,
    epcBand: null,
    availableInDays: 3,
    storeys: 1,
    hasGasSupply: false,
    combustionRooms: [],
    listedDaysAgo: 20,
    photos: [],
  },
];

export async function seedDemoListings(db: Db, storage: FileStorage): Promise<number> {
  const [landlord] = await db
    .insert(users)
    .values({
      username: DEMO_LISTINGS_LANDLORD.username,
      email: DEMO_LISTINGS_LANDLORD.email,
      fullName: DEMO_LISTINGS_LANDLORD.fullName,
      userType: 'landlord',
      role: 'user',
      status: 'approved',
      // The agency manages these homes fully: the owner needs a registration, not a licence.
      managementMode: 'fully_managed',
      phone: '029 2000 0001',
      // Nobody signs in as this landlord: an admin can reset the password to look around.
      passwordHash: await hashPassword(crypto.randomBytes(24).toString('base64url')),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!landlord) return 0;
  await seedLandlordDocuments(db, storage, landlord.id, [
    { type: 'RSW_REGISTRATION', reference: 'LR-5512-0093-17', issued: addDays(todayInLondon(), -700) },
  ]);

  const today = todayInLondon();
  for (const listing of DEMO_LISTINGS) {
    const [row] = await db
      .insert(properties)
      .values({
        landlordId: landlord.id,
        title: listing.title,
        address: listing.address,
        city: listing.city,
        postcode: listing.postcode,
        description: listing.description,
        listingDescription: listing.listingDescription,
        bedroomCount: listing.bedroomCount,
        bathroomCount: listing.bathroomCount,
        price: listing.price,
        squareFeet: listing.squareFeet,
        availableFrom: addDays(today, listing.availableInDays),
        status: 'vacant',
        isListed: true,
        hasSmokeAlarms: true,
        hasCOAlarms: true,
        storeys: listing.storeys,
        hasGasSupply: listing.hasGasSupply,
        combustionRooms: listing.combustionRooms.map((room) => ({ room, hasCoAlarm: true })),
        smokeAlarmStoreys: listing.storeys,
        epcBand: listing.epcBand,
        hmoOccupants: listing.hmo?.occupants ?? null,
        hmoHouseholds: listing.hmo?.households ?? null,
        createdAt: new Date(`${addDays(today, -listing.listedDaysAgo)}T09:00:00Z`),
      })
      .returning({ id: properties.id });
    // Listed homes have what advertising needs (CONTRACT.md §6): a valid EPC with its band, and more.
    await insertDemoDocuments(db, storage, [
      {
        propertyId: row!.id,
        title: `EPC – band ${listing.epcBand ?? 'C'}`,
        type: 'EPC',
        issued: addDays(today, -400 - listing.listedDaysAgo),
        expires: null,
        epcBand: listing.epcBand ?? 'C',
      },
      {
        propertyId: row!.id,
        title: 'Electrical installation condition report',
        type: 'EICR',
        issued: addDays(today, -200 - listing.listedDaysAgo),
        expires: null,
      },
      ...(listing.hasGasSupply
        ? [
            {
              propertyId: row!.id,
              title: 'Gas safety record',
              type: 'GAS' as const,
              issued: addDays(today, -30 - listing.listedDaysAgo),
              expires: null,
            },
          ]
        : []),
    ]);
    for (const [position, photo] of listing.photos.entries()) {
      const { data, info } = await sharp(Buffer.from(sceneSvg(photo.scene, photo.colour)))
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const storageKey = `photos/${crypto.randomUUID()}.webp`;
      await storage.put(storageKey, data, 'image/webp');
      await db.insert(propertyPhotos).values({
        propertyId: row!.id,
        storageKey,
        fileType: 'image/webp',
        width: info.width,
        height: info.height,
        altText: photo.altText,
        position,
        isCover: position === 0,
      });
    }
  }
  return DEMO_LISTINGS.length;
}

const W = 1200;
const H = 800;

/** A simple drawing of a room or a building (1200×800), in the given accent colour. */
function sceneSvg(scene: Scene, colour: string): string {
  const body = SCENES[scene](colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

const windowPane = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#bfdbfe" stroke="#f8fafc" stroke-width="10"/>` +
  `<path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="#f8fafc" stroke-width="6"/>`;

const SCENES: Record<Scene, (colour: string) => string> = {
  house: (colour) =>
    `<rect width="${W}" height="${H}" fill="#dbeafe"/>` +
    `<circle cx="1040" cy="130" r="60" fill="#fde68a"/>` +
    `<rect y="640" width="${W}" height="160" fill="#86efac"/>` +
    `<rect x="300" y="300" width="560" height="360" fill="${colour}" stroke="#78350f" stroke-width="6"/>` +
    `<path d="M260 310 580 120 900 310z" fill="#475569"/>` +
    `<rect x="700" y="150" width="50" height="110" fill="#64748b"/>` +
    windowPane(350, 360, 140, 110) +
    windowPane(670, 360, 140, 110) +
    windowPane(350, 510, 140, 110) +
    `<rect x="540" y="480" width="100" height="180" fill="#115e59"/>` +
    `<circle cx="620" cy="575" r="7" fill="#fde68a"/>` +
    `<rect x="110" y="470" width="26" height="180" fill="#78350f"/>` +
    `<circle cx="123" cy="430" r="90" fill="#15803d"/>` +
    `<rect x="520" y="660" width="140" height="140" fill="#d6d3d1"/>`,
  apartment: (colour) =>
    `<rect width="${W}" height="${H}" fill="${colour}"/>` +
    `<rect x="330" y="90" width="540" height="560" fill="#e2e8f0" stroke="#94a3b8" stroke-width="6"/>` +
    Array.from({ length: 5 }, (_, row) =>
      Array.from(
        { length: 4 },
        (_, col) =>
          `<rect x="${370 + col * 125}" y="${120 + row * 100}" width="90" height="70" fill="#93c5fd"/>` +
          `<rect x="${362 + col * 125}" y="${192 + row * 100}" width="106" height="10" fill="#475569"/>`,
      ).join(''),
    ).join('') +
    `<rect y="650" width="${W}" height="150" fill="#0e7490"/>` +
    `<path d="M0 700q150-20 300 0t300 0 300 0 300 0" stroke="#a5f3fc" stroke-width="6" fill="none"/>` +
    `<path d="M80 640h200l-30 40H110z" fill="#f8fafc"/><path d="M180 640V520l70 110z" fill="#f1f5f9"/>`,
  living: (colour) =>
    `<rect width="${W}" height="${H}" fill="${colour}"/>` +
    `<rect y="600" width="${W}" height="200" fill="#a16207"/>` +
    windowPane(760, 110, 300, 380) +
    `<rect x="150" y="430" width="480" height="160" rx="24" fill="#64748b"/>` +
    `<rect x="130" y="400" width="70" height="200" rx="20" fill="#475569"/>` +
    `<rect x="580" y="400" width="70" height="200" rx="20" fill="#475569"/>` +
    `<ellipse cx="420" cy="700" rx="330" ry="60" fill="#0f766e" opacity="0.8"/>` +
    `<rect x="260" y="170" width="260" height="170" fill="#f8fafc" stroke="#78350f" stroke-width="10"/>` +
    `<path d="M280 320l80-90 60 60 40-40 60 70z" fill="#86efac"/>` +
    `<path d="M700 600V380M660 380h80l-20-60h-40z" stroke="#334155" stroke-width="8" fill="#fde68a"/>`,
  kitchen: (colour) =>
    `<rect width="${W}" height="${H}" fill="${colour}"/>` +
    `<rect y="700" width="${W}" height="100" fill="#d6d3d1"/>` +
    windowPane(470, 130, 260, 220) +
    `<rect x="80" y="120" width="320" height="200" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/>` +
    `<rect x="800" y="120" width="320" height="200" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/>` +
    `<rect x="60" y="470" width="1080" height="30" fill="#b45309"/>` +
    `<rect x="80" y="500" width="1040" height="200" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/>` +
    Array.from(
      { length: 6 },
      (_, i) => `<path d="M${253 + i * 173} 520v160" stroke="#cbd5e1" stroke-width="4"/>`,
    ).join('') +
    `<rect x="820" y="455" width="200" height="15" fill="#1e293b"/>` +
    `<path d="M600 0v60" stroke="#334155" stroke-width="4"/><path d="M560 100h80l-20-40h-40z" fill="#0f766e"/>`,
  bedroom: (colour) =>
    `<rect width="${W}" height="${H}" fill="${colour}"/>` +
    `<rect y="620" width="${W}" height="180" fill="#d6d3d1"/>` +
    `<rect x="300" y="330" width="600" height="60" rx="12" fill="#78350f"/>` +
    `<rect x="280" y="470" width="640" height="170" rx="16" fill="#f8fafc"/>` +
    `<rect x="280" y="520" width="640" height="120" rx="16" fill="#0f766e"/>` +
    `<rect x="340" y="420" width="200" height="70" rx="24" fill="#e2e8f0"/>` +
    `<rect x="660" y="420" width="200" height="70" rx="24" fill="#e2e8f0"/>` +
    `<rect x="960" y="150" width="200" height="470" fill="#f1f5f9" stroke="#94a3b8" stroke-width="4"/>` +
    `<path d="M1060 150v470" stroke="#94a3b8" stroke-width="4"/>` +
    windowPane(60, 140, 180, 240),
};
