import type { AreaGuide } from './areas';

/** The South Wales tab's areas (see areas.ts): loaded when a person opens that tab. */
export const SOUTH_WALES_AREAS: readonly AreaGuide[] = [
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
