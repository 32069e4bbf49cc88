import type { ImageArea } from '@shared/images';
import { PAGE_PATHS } from '@shared/routes';

/**
 * The eight areas of the Area Guides page (SPEC.md §2), in page order: four in the Cardiff tab (here),
 * four in the South Wales tab (areas-south-wales.ts, loaded when that tab is shown). Each name is also the area_guide image usageContext and the
 * listings search term (/listings?area=<name>). Rents are typical asking rents, early 2026.
 */
export type AreaGroup = 'cardiff' | 'south-wales';

/** Names an icon; the page maps it to a lucide icon so this module stays plain data. */
export type AreaIcon =
  'anchor' | 'trees' | 'coffee' | 'graduation-cap' | 'sailboat' | 'waves' | 'castle' | 'train';

export interface AreaGuide {
  name: ImageArea;
  group: AreaGroup;
  icon: AreaIcon;
  /** One line under the name. */
  tagline: string;
  description: string;
  highlights: readonly string[];
  propertyTypes: string;
  averageRent: string;
  transport: string;
  amenities: string;
  schools: string;
}

export interface AreaGroupInfo {
  id: AreaGroup;
  label: string;
  heading: string;
  intro: string;
}

/** The two tabs, Cardiff first. */
export const AREA_GROUPS: readonly [AreaGroupInfo, AreaGroupInfo] = [
  {
    id: 'cardiff',
    label: 'Cardiff',
    heading: 'Cardiff neighbourhoods',
    intro:
      'From waterside flats in the Bay to Victorian terraces near the parks, the capital offers very different ways to live within a short bus ride of the city centre.',
  },
  {
    id: 'south-wales',
    label: 'South Wales',
    heading: 'Towns around Cardiff',
    intro:
      'Coastal towns and valley gateways with good rail links into Cardiff, often with more space for the money.',
  },
];

/** The Cardiff tab's areas: shown on the page's first screen. */
export const CARDIFF_AREAS: readonly AreaGuide[] = [
  {
    name: 'Cardiff Bay',
    group: 'cardiff',
    icon: 'anchor',
    tagline: 'Waterfront living by the Senedd',
    description:
      'The old docklands are now a lively waterfront of modern apartment blocks, restaurants and arts venues. It suits professionals and couples who want a lock-up-and-leave home close to the water and the city centre.',
    highlights: ['Waterfront', 'Modern apartments', 'Arts and culture', 'Restaurants and bars'],
    propertyTypes:
      'Purpose-built apartments, many with parking and lifts; some townhouses around the marina.',
    averageRent: '1-bed £950 to £1,150 a month; 2-bed £1,250 to £1,600 a month.',
    transport:
      'Cardiff Bay station runs a frequent shuttle to Queen Street, buses reach the city centre in about 15 minutes, and the A4232 gives quick access to the M4.',
    amenities:
      'Mermaid Quay, the Wales Millennium Centre, the Barrage walk and cycle path, and the ice rink and white-water centre at the International Sports Village.',
    schools:
      'Primary schools include Mount Stuart and Welsh-medium Ysgol Hamadryad; secondary places depend on the catchment, so check with Cardiff Council.',
  },
  {
    name: 'Roath',
    group: 'cardiff',
    icon: 'trees',
    tagline: 'Parks, independent shops and period homes',
    description:
      'A friendly, busy neighbourhood east of the centre, built around Roath Park and its lake. Independent cafés and shops line Albany Road, City Road and Wellfield Road, and the area is popular with young professionals and families alike.',
    highlights: ['Roath Park', 'Independent shops', 'Victorian terraces', 'Strong community'],
    propertyTypes:
      'Victorian and Edwardian terraces, flats in converted houses, and larger family homes towards Penylan.',
    averageRent:
      '1-bed £800 to £950 a month; 2-bed £1,000 to £1,250 a month; 3-bed house £1,300 to £1,600 a month.',
    transport:
      'Frequent buses into the city centre, a 20-minute walk to Queen Street station, and easy cycling on quiet streets.',
    amenities:
      'Roath Park with its lake and botanic garden, Roath Rec, the Saturday farmers’ market, and a wide choice of restaurants on City Road.',
    schools:
      'Popular primaries include Roath Park and Marlborough; secondary catchments include Cardiff High and Cathays High.',
  },
  {
    name: 'Pontcanna & Canton',
    group: 'cardiff',
    icon: 'coffee',
    tagline: 'Leafy streets beside the city parks',
    description:
      "Pontcanna's tree-lined streets back on to Llandaff Fields and Bute Park, while neighbouring Canton has a busy high street and a strong arts scene. Both are within walking distance of the city centre and much sought after.",
    highlights: ['Near Bute Park', 'Café culture', 'Period homes', 'Walk to the city centre'],
    propertyTypes:
      'Victorian and Edwardian terraces, elegant period conversions in Pontcanna, and family houses throughout Canton.',
    averageRent:
      '1-bed £850 to £1,000 a month; 2-bed £1,100 to £1,400 a month; 3-bed house £1,450 to £1,850 a month.',
    transport:
      'A pleasant walk or cycle through Bute Park to the centre, frequent buses along Cowbridge Road East, and Ninian Park station nearby.',
    amenities:
      'Pontcanna Fields, Llandaff Fields and Bute Park, Chapter arts centre, and the shops and restaurants of Cowbridge Road East and Kings Road.',
    schools:
      'Primaries include Kitchener, Radnor and Welsh-medium Ysgol Gymraeg Treganna; secondary options include Fitzalan High and Welsh-medium Ysgol Gyfun Gymraeg Plasmawr.',
  },
  {
    name: 'Cathays',
    group: 'cardiff',
    icon: 'graduation-cap',
    tagline: "Cardiff's student quarter",
    description:
      'Right next to Cardiff University and the civic centre, Cathays is home to thousands of students and young professionals. Demand for shared houses is steady every year, and the city centre is a short walk away.',
    highlights: ['Student lettings', 'Near the university', 'High demand', 'Walk to the city centre'],
    propertyTypes:
      'Terraced houses let as shared homes, flats and some purpose-built blocks. Most shared houses here need an HMO licence from Cardiff Council.',
    averageRent: 'Room in a shared house £475 to £625 a month; 1-bed flat £750 to £900 a month.',
    transport:
      'Cathays station has trains to Queen Street and the Valleys; buses run along Crwys Road and everything in the centre is within walking distance.',
    amenities:
      'Cathays Park and its civic buildings, Bute Park, Cathays library, and the shops and takeaways of Crwys Road and Woodville Road.',
    schools: 'Gladstone and Allensbank primary schools, and Cathays High School.',
  },
];

/** The listings search for an area: /listings?area=<name>. */
export const areaListingsHref = (area: string): string =>
  `${PAGE_PATHS.listings}?area=${encodeURIComponent(area)}`;
