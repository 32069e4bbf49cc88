import { AGENCY } from '@client/content/agency';
import { SESSION_COOKIE_NAME } from '../../legal/cookies';
import { cards, p, ul, type LegalDocument } from '../../legal/types';
import { contactPageLink, emailLink, phoneLink, privacyLink } from './common';
import { LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_ISO } from './types';

/** The cookie's name is the server's, so it is the English module's constant. */
export { SESSION_COOKIE_NAME };

/** Welsh twin of content/legal/cookies.ts: the same cookie, lifetimes and flags. */
export const COOKIE_POLICY: LegalDocument = {
  title: 'Polisi cwcis',
  intro: `Pa gwcis a thechnolegau tebyg y mae gwefan ${AGENCY.name} yn eu defnyddio, a sut y gallwch eu rheoli.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  lastUpdatedIso: LEGAL_LAST_UPDATED_ISO,
  summary: [
    `Rydym yn defnyddio un cwci, o’r enw "${SESSION_COOKIE_NAME}". Mae’n eich cadw wedi mewngofnodi i’ch porth, a dim ond pan fyddwch yn mewngofnodi y caiff ei osod.`,
    'Mae’n hollol angenrheidiol, felly nid yw’r gyfraith yn mynnu ein bod yn gofyn am eich cydsyniad, ac nid ydym yn dangos baner cwcis.',
    'Nid ydym yn defnyddio cwcis dadansoddi, hysbysebu na chyfryngau cymdeithasol, nid oes dim yn cael ei storio yn storfa leol eich porwr, ac nid yw ein tudalennau’n llwytho dim o weinyddion cwmnïau eraill.',
    'Gallwch rwystro neu ddileu cwcis yng ngosodiadau eich porwr. Mae’r tudalennau cyhoeddus yn dal i weithio; dim ond ar gyfer mewngofnodi y mae angen y cwci.',
  ],
  sections: [
    {
      id: 'what-are-cookies',
      title: 'Beth yw cwcis',
      blocks: [
        p(
          'Ffeil destun fach yw cwci y mae gwefan yn gofyn i’ch porwr ei chadw, ac y mae’r porwr yn ei hanfon yn ôl bob tro y byddwch yn ymweld â thudalen ar y wefan honno. Gall porwyr hefyd gadw gwybodaeth ar gyfer gwefannau mewn ffyrdd eraill, fel "storfa leol". Mae’r rheolau ar gwcis, yn Rheoliadau Preifatrwydd a Chyfathrebu Electronig 2003, yn cwmpasu’r rhain i gyd, felly mae’r polisi hwn yn eu cwmpasu hefyd.',
        ),
      ],
    },
    {
      id: 'cookies-we-use',
      title: 'Y cwci rydym yn ei ddefnyddio',
      blocks: [
        p('Mae ein gwefan yn gosod un cwci, a dim ond pan fyddwch yn mewngofnodi i’ch cyfrif:'),
        cards({
          title: 'Cwci sesiwn mewngofnodi',
          code: SESSION_COOKIE_NAME,
          facts: [
            {
              term: 'Wedi’i osod gan',
              detail: `Y wefan hon (${AGENCY.name}), pan fyddwch yn mewngofnodi. Nid yw byth yn cael ei osod gan neb arall.`,
            },
            {
              term: 'Diben',
              detail:
                'Mae’n eich cadw wedi mewngofnodi i’ch porth landlord, tenant neu staff wrth i chi symud o dudalen i dudalen. Mae’n cynnwys cod mewngofnodi ar hap a dim byd arall amdanoch.',
            },
            { term: 'Categori', detail: 'Hollol angenrheidiol.' },
            {
              term: 'Hyd oes',
              detail:
                'Caiff ei ddileu pan fyddwch yn cau eich porwr, neu ei gadw am 30 diwrnod os byddwch yn ticio "Cofio fi". Caiff ei dynnu pan fyddwch yn allgofnodi. Mae’r mewngofnodi y tu ôl iddo yn dod i ben ar ein gweinydd ar ôl 24 awr, neu 30 diwrnod gyda "Cofio fi" (12 awr ar y mwyaf ar gyfer cyfrifon staff); ar ôl hynny nid yw’r cwci yn gweithio mwyach.',
            },
            {
              term: 'Diogelwch',
              detail:
                'Ni all sgriptiau ar y dudalen ei ddarllen (HttpOnly), ar ein gwefan fyw dim ond dros gysylltiad wedi’i amgryptio y caiff ei anfon (Secure), ac nid yw’n cael ei anfon pan fydd gwefan arall yn ceisio gwneud newidiadau i’ch cyfrif (SameSite=Lax).',
            },
          ],
        }),
        p(
          'Os mai dim ond darllen ein tudalennau cyhoeddus, chwilio drwy hysbysebion eiddo neu anfon neges atom rydych yn ei wneud, ni chaiff unrhyw gwci ei osod o gwbl.',
        ),
      ],
    },
    {
      id: 'other-storage',
      title: 'Storio arall ar eich dyfais',
      blocks: [
        ul(
          'Storfa leol a storfa sesiwn: dim. Nid yw ein gwefan yn cadw dim ynddynt.',
          'IndexedDB a chronfeydd data eraill y porwr: dim.',
          'Storfa dros dro (cache) y porwr: fel unrhyw wefan, mae eich porwr yn cadw copïau o ffeiliau ein tudalennau (sgriptiau, arddulliau a lluniau) er mwyn i dudalennau lwytho’n gyflymach. Mae’r ffeiliau hyn yr un fath i bawb ac nid ydynt yn cynnwys unrhyw wybodaeth amdanoch.',
        ),
      ],
    },
    {
      id: 'no-tracking',
      title: 'Dim cwcis dadansoddi, hysbysebu na thrydydd parti',
      blocks: [
        p(
          'Nid ydym yn defnyddio offer dadansoddi nac ystadegau, cwcis hysbysebu nac ail-farchnata, ategion cyfryngau cymdeithasol, picseli tracio nac olion bysedd digidol. Mae ein ffontiau, ein lluniau a’n sgriptiau i gyd yn dod o’n gwefan ein hunain, ac nid oes mapiau wedi’u mewnosod yn ein tudalennau, felly ni all unrhyw gwmni arall osod cwcis na gweld eich ymweliad wrth i chi bori ein gwefan.',
        ),
      ],
    },
    {
      id: 'other-websites',
      title: 'Dolenni i wefannau eraill',
      blocks: [
        p(
          'Mae ein tudalennau’n cynnwys dolenni i wefannau eraill, fel ein tudalennau Facebook, Instagram a LinkedIn a gwasanaeth mapiau ar gyfer cyfarwyddiadau i’n swyddfa. Ni chaiff dim o’r gwefannau hynny ei lwytho nes i chi ddilyn y ddolen. Ar ôl i chi wneud hynny, efallai y byddant yn gosod eu cwcis eu hunain o dan eu polisïau eu hunain, nad ydym yn eu rheoli.',
        ),
      ],
    },
    {
      id: 'no-banner',
      title: 'Pam nad ydym yn dangos baner cwcis',
      blocks: [
        p(
          'Mae’r gyfraith yn mynnu bod gwefan yn gofyn am eich cydsyniad cyn iddi storio gwybodaeth ar eich dyfais, ac eithrio lle mae’r storio’n hollol angenrheidiol i ddarparu gwasanaeth rydych wedi gofyn amdano. Dyna’n union beth yw ein cwci mewngofnodi: hebddo, ni allem eich cadw wedi mewngofnodi i’r porth y gwnaethoch ddewis ei ddefnyddio.',
        ),
        p(
          'Gan mai’r cwci mewngofnodi yw’r unig beth rydym yn ei storio, nid oes dim i ofyn am eich cydsyniad ar ei gyfer, felly nid ydym yn dangos baner cwcis. Os byddwn byth am ddefnyddio unrhyw gwci nad yw’n hollol angenrheidiol, byddwn yn gofyn i chi yn gyntaf, yn gwneud gwrthod mor hawdd â derbyn, ac yn diweddaru’r polisi hwn cyn i ni ddechrau.',
        ),
      ],
    },
    {
      id: 'managing-cookies',
      title: 'Sut i reoli cwcis',
      blocks: [
        ul(
          'Mae’r rhan fwyaf o borwyr yn gadael i chi weld, dileu a rhwystro cwcis yn eu gosodiadau, fel arfer o dan "Preifatrwydd", "Diogelwch" neu "Cwcis a data gwefannau". Ar ffôn, edrychwch yng ngosodiadau’r ap porwr ei hun, neu yng ngosodiadau eich ffôn ar gyfer y porwr hwnnw.',
          'Gallwch ddileu ein cwci unrhyw bryd drwy allgofnodi, drwy glirio cwcis eich porwr, neu drwy gau eich porwr os na wnaethoch dicio "Cofio fi".',
          'Os byddwch yn rhwystro cwcis ar gyfer ein gwefan, bydd y tudalennau cyhoeddus, yr hysbysebion eiddo a’r ffurflen gysylltu yn dal i weithio, ond ni fyddwch yn gallu mewngofnodi i borth.',
          'Mae ffenestr breifat neu ffenestr incognito yn dileu ei holl gwcis pan fyddwch yn ei chau.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Newidiadau i’r polisi hwn',
      blocks: [
        p(
          'Os byddwn yn newid y cwcis neu’r storio y mae ein gwefan yn eu defnyddio, byddwn yn diweddaru’r polisi hwn a’r dyddiad ar frig y dudalen yn gyntaf.',
        ),
        p(
          'I gael gwybod sut rydym yn defnyddio gwybodaeth bersonol yn fwy cyffredinol, darllenwch ein ',
          privacyLink(),
          '.',
        ),
      ],
    },
    {
      id: 'cookies-contact',
      title: 'Cysylltu â ni',
      blocks: [
        p(
          'Os oes gennych gwestiynau am gwcis, e-bostiwch ',
          emailLink,
          ', ffoniwch ',
          phoneLink,
          ' neu defnyddiwch ein ',
          contactPageLink(),
          '.',
        ),
      ],
    },
  ],
};
