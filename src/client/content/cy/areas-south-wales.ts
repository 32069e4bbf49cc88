/** Welsh twin of ../areas-south-wales.ts: the South Wales tab. Names stay in English, as in ./areas.ts. */
import type { AreaGuide } from '../areas';

export const SOUTH_WALES_AREAS: readonly AreaGuide[] = [
  {
    name: 'Penarth',
    group: 'south-wales',
    icon: 'sailboat',
    tagline: 'Tref glan môr Fictoraidd drws nesaf i Gaerdydd',
    description:
      'Tref wyliau Fictoraidd gain gyda phier wedi’i adfer, marina a stryd fawr brysur yn llawn siopau annibynnol. Mae Penarth yn boblogaidd iawn gyda theuluoedd a chymudwyr sydd eisiau byw ar yr arfordir a chael taith gyflym i Gaerdydd.',
    highlights: ['Glan y môr a’r pier', 'Marina', 'Ysgolion uchel eu parch', 'Stryd fawr annibynnol'],
    propertyTypes:
      'Filâu Fictoraidd mawr a fflatiau ynddyn nhw, fflatiau ger y marina, a chartrefi teuluol modern ar gyrion y dref.',
    averageRent:
      '1 ystafell wely: £850 i £1,000 y mis; 2 ystafell wely: £1,100 i £1,400 y mis; tŷ 3 ystafell wely: £1,500 i £1,900 y mis.',
    transport:
      'Mae trenau o orsafoedd Penarth a Dingle Road i Gaerdydd Canolog mewn tua 15 munud, ac mae bysiau rheolaidd a llwybr y Morglawdd i feicwyr.',
    amenities:
      'Y pier a’r promenâd, Marina Penarth, llwybr y clogwyn (Cliff Walk), Parc Gwledig Llynnoedd Cosmeston, a siopau a bwytai Windsor Road a Glebe Street.',
    schools:
      'Mae’r ysgolion uwchradd yn cynnwys Stanwell a St Cyres, gydag addysg gynradd cyfrwng Cymraeg yn Ysgol Pen y Garth a sawl ysgol gynradd cyfrwng Saesneg uchel ei pharch.',
  },
  {
    name: 'Barry',
    group: 'south-wales',
    icon: 'waves',
    tagline: 'Traethau, glannau wedi’u hadfywio a gwerth da am arian',
    description:
      'Mae gan dref fwyaf Bro Morgannwg draethau tywodlyd ar Ynys y Barri ac ym Mae Whitmore, glannau sy’n tyfu ger yr hen ddociau, ac amrywiaeth eang o gartrefi am brisiau lle mae’ch arian yn mynd ymhellach nag yng Nghaerdydd.',
    highlights: ['Traethau', 'Gwerth da am arian', 'Adfywio’r glannau', 'Ger Maes Awyr Caerdydd'],
    propertyTypes:
      'Tai teras ger canol y dref, cartrefi a fflatiau newydd ar Lannau’r Barri, a thai teuluol pâr.',
    averageRent:
      '1 ystafell wely: £650 i £800 y mis; 2 ystafell wely: £850 i £1,050 y mis; tŷ 3 ystafell wely: £1,050 i £1,300 y mis.',
    transport:
      'Pedair gorsaf (Tregatwg, Dociau’r Barri, y Barri ac Ynys y Barri) gyda threnau i Gaerdydd Canolog mewn tua hanner awr, ac mae Maes Awyr Caerdydd yn daith fer yn y car.',
    amenities:
      'Ynys y Barri a Bae Whitmore, y Knap a’i gerddi, Parc Gwledig Porthceri, a siopau a bwytai Holton Road a’r Glannau.',
    schools:
      'Mae’r ysgolion uwchradd yn cynnwys Ysgol Uwchradd Whitmore, Ysgol Uwchradd Pencoedtre, Ysgol Uwchradd Gatholig St Richard Gwyn ac Ysgol Gymraeg Bro Morgannwg (cyfrwng Cymraeg).',
  },
  {
    name: 'Caerphilly',
    group: 'south-wales',
    icon: 'castle',
    tagline: 'Tref y castell ar linell y Metro',
    description:
      'Mae un o’r cestyll mwyaf ym Mhrydain yn teyrnasu dros Gaerffili, tref farchnad brysur dros y mynydd o Gaerdydd. Mae rhentu cartrefi teuluol â gerddi yn costio cryn dipyn yn llai nag yn y ddinas.',
    highlights: [
      'Castell hanesyddol',
      'Cartrefi teuluol',
      'Cefn gwlad ar garreg y drws',
      'Gwerth da am arian',
    ],
    propertyTypes: 'Tai teras a thai pâr, ystadau mwy newydd ar gyrion y dref, a nifer llai o fflatiau.',
    averageRent:
      '1 ystafell wely: £600 i £750 y mis; 2 ystafell wely: £800 i £950 y mis; tŷ 3 ystafell wely: £950 i £1,200 y mis.',
    transport:
      'O orsaf Caerffili, ar linell Rhymni, mae trenau aml i Gaerdydd Heol y Frenhines mewn llai nag 20 munud; mae’r A469 yn cysylltu’r dref â’r ddinas ar y ffordd.',
    amenities:
      'Castell Caerffili a’i lynnoedd, Parc Morgan Jones, teithiau cerdded ar Fynydd Caerffili, a chanol tref gyda siopau, caffis a chanolfan hamdden.',
    schools:
      'Mae’r ysgolion uwchradd yn cynnwys St Martin’s ac Ysgol Gyfun Cwm Rhymni (cyfrwng Cymraeg), ac mae ysgolion cynradd ledled y dref.',
  },
  {
    name: 'Newport',
    group: 'south-wales',
    icon: 'train',
    tagline: 'Dinas ar y brif linell i Fryste a Llundain',
    description:
      'Mae trydedd ddinas Cymru ar lannau Afon Wysg, gyda chysylltiadau trên a thraffordd cyflym i’r dwyrain a’r gorllewin. Mae canol wedi’i adfywio, maestrefi gwyrdd ac amrywiaeth eang o gartrefi yn ei gwneud yn boblogaidd gyda chymudwyr i Gaerdydd a Bryste.',
    highlights: ['Cysylltiadau trên cyflym', 'Cyfleusterau dinas', 'Gwerth da am arian', 'Hwylus i gymudwyr'],
    propertyTypes:
      'Fflatiau yng nghanol y ddinas, tai teras Fictoraidd, a chartrefi teuluol mewn maestrefi fel Tŷ-du, Basaleg a Chaerllion.',
    averageRent:
      '1 ystafell wely: £625 i £775 y mis; 2 ystafell wely: £800 i £1,000 y mis; tŷ 3 ystafell wely: £1,000 i £1,250 y mis.',
    transport:
      'Gorsaf Casnewydd ar brif linell y Great Western: Caerdydd mewn tua 15 munud, Bryste mewn tua 30 a Llundain Paddington mewn llai na dwy awr; mae’r M4 yn mynd heibio’r ddinas.',
    amenities:
      'Canolfan siopa Friars Walk, theatr Glan yr Afon, Tŷ Tredegar a Pharc Belle Vue, a’r olion Rhufeinig yng Nghaerllion.',
    schools:
      'Mae’r ysgolion uwchradd yn cynnwys Ysgol Basaleg, Ysgol Gyfun Caerllion ac Ysgol Gyfun Gwent Is Coed (cyfrwng Cymraeg).',
  },
];
