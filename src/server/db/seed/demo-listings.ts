import crypto from 'node:crypto';
import sharp from 'sharp';
import { addDays, todayInLondon } from '@shared/dates';
import type { RoomKind } from '@shared/properties';
import type { Db } from '../create-db';
import { properties, propertyPhotos, users } from '../schema';
import type { FileStorage } from '../../lib/storage';
import { insertDemoDocuments, seedLandlordDocuments } from './demo-documents';
import { hashPassword } from '../../lib/passwords';
import { sceneSvg, type Scene } from './demo-listing-pictures';

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
