/** Welsh twin of content/pages/tenants.ts (the Welsh build swaps it in). */
import { AGENCY } from '@client/content/agency';
import type * as En from '../../pages/tenants';

export const TENANTS_PAGE: typeof En.TENANTS_PAGE = {
  title: 'Gwasanaethau i denantiaid',
  intro:
    "Rydym yn gosod cartrefi ledled Caerdydd a De Cymru. Ar ôl i chi symud i mewn, bydd eich porth tenant yn dangos eich rhent, eich dogfennau a'ch ceisiadau am atgyweiriadau, ac mae ein tîm lleol ar ben arall y ffôn.",
  findHome: "Dod o hyd i'ch cartref newydd",
  askAboutRenting: 'Holi am rentu gyda ni',
  guidesHeading: 'Canllawiau defnyddiol ar rentu yng Nghymru',
  guidesIntro:
    "Atebion byr, mewn iaith glir, i'r cwestiynau a ofynnir i ni amlaf. Canllaw yw'r rhain, nid cyngor cyfreithiol.",
  guides: {
    occupationContract: {
      title: 'Beth yw contract meddiannaeth?',
      paragraphs: [
        "Yng Nghymru, o dan Ddeddf Rhentu Cartrefi (Cymru) 2016, gelwir tenantiaethau bellach yn gontractau meddiannaeth a gelwir tenantiaid yn ddeiliaid contract. Contractau meddiannaeth safonol yw'r rhan fwyaf o osodiadau preifat.",
        "Rhaid i'ch landlord roi datganiad ysgrifenedig o'ch contract i chi cyn pen 14 diwrnod o'r diwrnod y mae gennych hawl i symud i mewn, ac mae'r copi cyntaf am ddim. Darllenwch ef yn ofalus: mae'n nodi eich hawliau a'ch cyfrifoldebau chi, a rhai eich landlord.",
      ],
    },
    deposit: {
      title: 'Eich blaendal',
      paragraphs: [
        'Cyn pen 30 diwrnod ar ôl i ni gael eich blaendal, byddwn yn ei ddiogelu mewn cynllun a gymeradwywyd gan y llywodraeth ac yn rhoi gwybodaeth i chi am y cynllun a sut i gael eich arian yn ôl.',
        "Ni all blaendal cadw, i gadw cartref i chi, fod yn fwy nag wythnos o rent, ac mae'r rhan fwyaf o ffioedd eraill wedi'u gwahardd yng Nghymru, felly nid ydym yn codi tâl arnoch am sefydlu eich contract. Os na allwch chi a'r landlord gytuno ar ddidyniadau ar y diwedd, gwasanaeth datrys anghydfodau'r cynllun, sydd am ddim, fydd yn penderfynu.",
      ],
    },
    repairs: {
      title: 'Rhoi gwybod am atgyweiriadau',
      paragraphs: [
        `Rhowch wybod i ni am atgyweiriadau drwy eich porth tenant neu drwy ffonio ${AGENCY.phone}. Dywedwch wrthym yn gynnar: mae problemau bach yn gynt ac yn rhatach i'w datrys. Ar gyfer argyfyngau fel llifogydd, dim gwres yn y gaeaf neu drydan anniogel, defnyddiwch yr un rhif.`,
        'Os ydych yn arogli nwy, gadewch yr eiddo, osgowch switshis a fflamau, a ffoniwch y Gwasanaeth Argyfwng Nwy Cenedlaethol ar 0800 111 999 yn gyntaf, yna rhowch wybod i ni. Rydym yn rhoi o leiaf 24 awr o rybudd cyn ymweld, ac eithrio mewn argyfwng.',
      ],
    },
    rent: {
      title: 'Talu eich rhent',
      paragraphs: [
        "Talwch eich rhent ar y dyddiad dyledus yn eich contract, neu cyn hynny; archeb sefydlog yw'r ffordd hawsaf. Mae eich porth tenant yn dangos pob taliad rydym wedi'i gael.",
        "Os ydych yn mynd i gael trafferth, siaradwch â ni cyn gynted â phosibl: byddai'n llawer gwell gennym gytuno ar gynllun na mynd ar ôl ôl-ddyledion. Dim ond gydag o leiaf ddau fis o rybudd ysgrifenedig y gellir codi eich rhent, a dim mwy nag unwaith y flwyddyn.",
      ],
    },
    notice: {
      title: 'Eich hawliau o ran rhybudd',
      paragraphs: [
        "Os yw eich landlord am gael y cartref yn ôl heb reswm (hysbysiad adran 173), rhaid rhoi o leiaf chwe mis o rybudd i chi. Ni ellir rhoi'r hysbysiad yn ystod chwe mis cyntaf eich meddiannaeth, na dod â chyfnod penodol i ben yn gynnar.",
        "Efallai na fydd landlord sydd heb roi datganiad ysgrifenedig i chi, heb ddiogelu eich blaendal neu heb gadw'r cartref yn addas i fyw ynddo yn cael rhoi'r hysbysiad hwnnw. I ddod â chontract cyfnodol i ben eich hun, fel arfer mae angen i chi roi o leiaf bedair wythnos o rybudd ysgrifenedig.",
      ],
    },
    movingIn: {
      title: 'Rhestr wirio symud i mewn',
      paragraphs: [
        "Ewch drwy'r rhestr eiddo gyda ni a nodwch unrhyw beth nad yw'n iawn, gyda ffotograffau. Cymerwch ddarlleniadau mesurydd ar y diwrnod cyntaf a threfnwch nwy, trydan, dŵr, band eang a'r dreth gyngor yn eich enw chi.",
        "Gwnewch yn siŵr bod gennych y cofnod diogelwch nwy, yr adroddiad diogelwch trydanol a'r EPC, a phrofwch y larymau mwg a charbon monocsid. Eich cyfrifoldeb chi yw yswiriant cynnwys, ac mae'n werth ei gael.",
      ],
    },
    movingOut: {
      title: 'Symud allan',
      paragraphs: [
        "Rhowch rybudd yn ysgrifenedig, a chytunwch ar ddyddiad symud allan â ni. Gadewch y cartref yn lân ac fel yr oedd pan symudoch chi i mewn, gan ganiatáu ar gyfer traul resymol, ac ewch â'ch holl bethau gyda chi.",
        'Cymerwch ddarlleniadau mesurydd terfynol, dychwelwch bob allwedd, a rhowch gyfeiriad anfon ymlaen i ni. Ar ôl yr archwiliad symud allan byddwn yn cytuno ar unrhyw ddidyniadau â chi ac yn dychwelyd eich blaendal cyn gynted ag y gallwn.',
      ],
    },
  },
  commitmentHeading: 'Ein hymrwymiad i chi',
  commitmentText:
    "Dylai rhentu deimlo fel cael cartref, nid contract yn unig. Mae pob cartref a osodwn yn bodloni safon Cymru ar gyfer addasrwydd i fod yn annedd, ac rydym yn trin y bobl sy'n byw ynddynt fel y byddem ni'n dymuno cael ein trin ein hunain.",
  commitments: [
    "Cartrefi sy'n ddiogel ac yn addas i fyw ynddynt, gyda thystysgrifau nwy, trydan ac ynni dilys.",
    "Atgyweiriadau'n cael sylw'n brydlon, ac argyfyngau'n cael eu hateb ar ein prif linell ffôn.",
    "Gwybodaeth glir, yn ysgrifenedig, am eich contract, eich rhent a'ch blaendal.",
    'Parch at eich cartref: rydym bob amser yn rhoi rhybudd cyn ymweld.',
  ],
  ctaHeading: 'Chwilio am eich cartref nesaf?',
  ctaText:
    'Porwch y cartrefi sydd ar gael gennym nawr, neu dywedwch wrthym beth rydych yn chwilio amdano a byddwn yn rhoi gwybod i chi pan ddaw rhywbeth addas.',
  browseHomes: "Pori'r cartrefi sydd ar gael",
  contactUs: 'Cysylltu â ni',
};
