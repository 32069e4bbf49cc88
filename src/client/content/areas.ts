import type { ImageArea } from '@shared/images';
import { PAGE_PATHS } from '@shared/routes';

/**
 * The eight areas of the Area Guides page (SPEC.md §2), in page order: four in the Cardiff tab,
 * four in the South Wales tab. Each name is also the area_guide image usageContext and the
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

export const AREA_GROUPS: readonly { id: AreaGroup; label: string; heading: string; intro: string }[] = [
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

export const AREAS: readonly AreaGuide[] = [
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
  {
    name: 'Penarth',
    group: 'south-wales',
    icon: 'sailboat',
    tagline: 'A Victorian seaside town next to Cardiff',
    description:
      'An elegant Victorian resort with a restored pier, a marina and a busy independent high street. Penarth is a favourite with families and commuters who want the coast and a quick trip into Cardiff.',
    highlights: ['Seafront and pier', 'Marina', 'Well-regarded schools', 'Independent high street'],
    propertyTypes:
      'Large Victorian villas and flats within them, marina apartments, and modern family homes on the edge of town.',
    averageRent:
      '1-bed £850 to £1,000 a month; 2-bed £1,100 to £1,400 a month; 3-bed house £1,500 to £1,900 a month.',
    transport:
      'Penarth and Dingle Road stations have trains to Cardiff Central in about 15 minutes, with regular buses and the Barrage path for cyclists.',
    amenities:
      'The pier and esplanade, Penarth Marina, the Cliff Walk, Cosmeston Lakes Country Park, and the shops and restaurants of Windsor Road and Glebe Street.',
    schools:
      'Secondary schools include Stanwell and St Cyres, with Welsh-medium primary education at Ysgol Pen y Garth and several well-regarded English-medium primaries.',
  },
  {
    name: 'Barry',
    group: 'south-wales',
    icon: 'waves',
    tagline: 'Beaches, a regenerated waterfront and good value',
    description:
      "The Vale of Glamorgan's largest town has sandy beaches at Barry Island and Whitmore Bay, a growing waterfront by the old docks and a wide range of homes at prices that stretch further than in Cardiff.",
    highlights: ['Beaches', 'Good value', 'Waterfront regeneration', 'Near Cardiff Airport'],
    propertyTypes:
      'Terraced houses near the town centre, new-build homes and flats at Barry Waterfront, and semi-detached family houses.',
    averageRent:
      '1-bed £650 to £800 a month; 2-bed £850 to £1,050 a month; 3-bed house £1,050 to £1,300 a month.',
    transport:
      'Four stations (Cadoxton, Barry Docks, Barry and Barry Island) with trains to Cardiff Central in about half an hour, and Cardiff Airport a short drive away.',
    amenities:
      'Barry Island and Whitmore Bay, the Knap and its gardens, Porthkerry Country Park, and the shops and eateries of Holton Road and the Waterfront.',
    schools:
      'Secondary schools include Whitmore High, Pencoedtre High, St Richard Gwyn Catholic High and Welsh-medium Ysgol Gymraeg Bro Morgannwg.',
  },
  {
    name: 'Caerphilly',
    group: 'south-wales',
    icon: 'castle',
    tagline: 'A castle town on the Metro line',
    description:
      'Dominated by one of the largest castles in Britain, Caerphilly is a busy market town just over the mountain from Cardiff. Family homes with gardens cost noticeably less to rent than in the city.',
    highlights: ['Historic castle', 'Family homes', 'Countryside on the doorstep', 'Good value'],
    propertyTypes:
      'Terraced and semi-detached houses, newer estates on the edge of town, and a smaller number of flats.',
    averageRent:
      '1-bed £600 to £750 a month; 2-bed £800 to £950 a month; 3-bed house £950 to £1,200 a month.',
    transport:
      'Caerphilly station, on the Rhymney line, has frequent trains to Cardiff Queen Street in under 20 minutes; the A469 gives road access to the city.',
    amenities:
      'Caerphilly Castle and its lakes, Morgan Jones Park, walks on Caerphilly Mountain, and a town centre with shops, cafés and a leisure centre.',
    schools:
      'Secondary schools include St Martin’s and Welsh-medium Ysgol Gyfun Cwm Rhymni, with primary schools across the town.',
  },
  {
    name: 'Newport',
    group: 'south-wales',
    icon: 'train',
    tagline: 'A city on the main line to Bristol and London',
    description:
      "Wales's third city sits on the River Usk with fast rail and motorway links east and west. A regenerated centre, green suburbs and a wide range of homes make it popular with commuters to Cardiff and Bristol.",
    highlights: ['Fast rail links', 'City amenities', 'Good value', 'Commuter friendly'],
    propertyTypes:
      'City-centre apartments, Victorian terraces, and family homes in suburbs such as Rogerstone, Bassaleg and Caerleon.',
    averageRent:
      '1-bed £625 to £775 a month; 2-bed £800 to £1,000 a month; 3-bed house £1,000 to £1,250 a month.',
    transport:
      'Newport station on the Great Western main line: Cardiff in about 15 minutes, Bristol in about 30 and London Paddington in under two hours; the M4 passes the city.',
    amenities:
      'Friars Walk shopping centre, the Riverfront theatre, Tredegar House and Belle Vue Park, and the Roman remains at Caerleon.',
    schools:
      'Secondary schools include Bassaleg, Caerleon Comprehensive and Welsh-medium Ysgol Gyfun Gwent Is Coed.',
  },
];

export const areasInGroup = (group: AreaGroup): readonly AreaGuide[] =>
  AREAS.filter((a) => a.group === group);

/** The listings search for an area: /listings?area=<name>. */
export const areaListingsHref = (area: string): string =>
  `${PAGE_PATHS.listings}?area=${encodeURIComponent(area)}`;
