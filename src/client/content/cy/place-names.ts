/** The Welsh names of the places the site names (Welsh Language Commissioner's standard forms). */
export const PLACE_NAMES: Readonly<Record<string, string>> = {
  Cardiff: 'Caerdydd',
  'Cardiff Bay': 'Bae Caerdydd',
  Roath: 'Y Rhath',
  'Pontcanna & Canton': 'Pontcanna a Threganna',
  Canton: 'Treganna',
  Cathays: 'Cathays',
  Penarth: 'Penarth',
  Barry: 'Y Barri',
  Caerphilly: 'Caerffili',
  Newport: 'Casnewydd',
  Swansea: 'Abertawe',
  Llandaff: 'Llandaf',
  Bridgend: 'Pen-y-bont ar Ogwr',
  'Vale of Glamorgan': 'Bro Morgannwg',
  'Dinas Powys': 'Dinas Powys',
};
