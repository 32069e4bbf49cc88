import { AGENCY } from '@client/content/agency';
import { cards, h3, link, p, ul, type LegalDocument } from '../../legal/types';
import { contactPageLink, cookiesLink, emailLink, phoneLink, postalAddress, termsLink } from './common';
import { LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_ISO } from './types';

const ICO_COMPLAINTS = link('ico.org.uk/make-a-complaint', 'https://ico.org.uk/make-a-complaint/');
const ICO_HELPLINE = link('0303 123 1113', 'tel:+443031231113');

/**
 * The office's town after 'yn' (in), which nasalises it (Dinas Powys → yn Ninas Powys). Keyed by the
 * town itself, so moving the office breaks the type check here instead of printing broken Welsh.
 */
const TOWN_AFTER_YN: Record<typeof AGENCY.address.town, string> = { 'Dinas Powys': 'Ninas Powys' };

/**
 * Welsh twin of content/legal/privacy.ts: the same sections, ids, links and facts. The pseudonym
 * 'Erased person 4F2A' stays in English because it is the value the server really writes.
 */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Polisi preifatrwydd',
  intro: `Sut mae ${AGENCY.name} yn casglu, yn defnyddio, yn rhannu ac yn diogelu gwybodaeth bersonol, a’r hawliau sydd gennych drosti.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  lastUpdatedIso: LEGAL_LAST_UPDATED_ISO,
  summary: [
    `${AGENCY.name} yw’r rheolydd data ar gyfer y wybodaeth bersonol sydd gennym am landlordiaid, tenantiaid, ymgeiswyr a phobl sy’n cysylltu â ni.`,
    'Rydym yn ei defnyddio i osod a rheoli cartrefi, i gyflawni’r dyletswyddau cyfreithiol sy’n dod gyda rhentu yng Nghymru, ac i ateb eich ymholiadau. Nid ydym byth yn ei gwerthu ac nid ydym yn ei defnyddio ar gyfer hysbysebu.',
    'Dim ond pan fo’r gwaith neu’r gyfraith yn gofyn am hynny y byddwn yn ei rhannu: er enghraifft â chynllun blaendal tenantiaeth, Rhentu Doeth Cymru, y cyngor neu gontractwr sy’n gwneud atgyweiriad.',
    'Rydym yn cadw cofnodion tenantiaeth am 6 blynedd ar ôl i denantiaeth ddod i ben, cofnodion rhent am 6 blynedd ar ôl diwedd eu blwyddyn ariannol, ymholiadau nad ydynt yn arwain at ddim am 12 mis a logiau’r gweinydd am 30 diwrnod. Yna mae ein gwefan yn eu dileu ohoni ei hun.',
    'Gallwch lawrlwytho copi o’ch gwybodaeth unrhyw bryd o’r cerdyn "Eich data" ar eich dangosfwrdd.',
    [
      'Gallwch ofyn am gael gweld, cywiro neu ddileu eich gwybodaeth, a mwy. E-bostiwch ',
      emailLink,
      ' a byddwn yn ateb o fewn mis. Gallwch hefyd gwyno i’r ICO yn ',
      ICO_COMPLAINTS,
      ' neu ar ',
      ICO_HELPLINE,
      '.',
    ],
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Pwy ydym ni',
      blocks: [
        p(
          `Asiantaeth gosod a rheoli eiddo yw ${AGENCY.name}, wedi’i lleoli yn ${TOWN_AFTER_YN[AGENCY.address.town]}, sy’n gweithio ledled Caerdydd a De Cymru. O ran y wybodaeth bersonol a ddisgrifir yn y polisi hwn, ni yw’r "rheolydd": ni sy’n penderfynu pam a sut y caiff ei defnyddio, a ni sy’n gyfrifol am ofalu amdani.`,
        ),
        p(`Ein cyfeiriad yw ${postalAddress}. Gallwch e-bostio `, emailLink, ' neu ffonio ', phoneLink, '.'),
        p(
          'Rydym wedi cofrestru gyda Swyddfa’r Comisiynydd Gwybodaeth (ICO), rheoleiddiwr diogelu data y DU. Mae ein rhif cofrestru gyda’r ICO ar gael ar gais.',
        ),
        p(
          'Pan fyddwn yn rheoli tenantiaeth ar ran landlord, mae’r landlord hefyd yn gyfrifol am y wybodaeth am y denantiaeth honno, ac rydym yn rhannu cofnodion y denantiaeth ag ef. Mae’r polisi hwn yn esbonio’r hyn rydym ni’n ei wneud; efallai y bydd eich landlord hefyd yn rhoi ei wybodaeth ei hun i chi am breifatrwydd.',
        ),
      ],
    },
    {
      id: 'information-we-hold',
      title: 'Y wybodaeth sydd gennym',
      blocks: [
        h3('Os oes gennych gyfrif ar ein gwefan'),
        ul(
          'Eich enw llawn, eich enw defnyddiwr, eich cyfeiriad e-bost a’ch rhif ffôn (os byddwch yn rhoi un), ac a ydych yn landlord, yn denant neu’n aelod o’n staff.',
          'Eich cyfrinair, sy’n cael ei storio fel "hash" unffordd wedi’i sgramblo yn unig, felly ni all neb yn yr asiantaeth ei ddarllen.',
          'Pryd y cafodd y cyfrif ei greu, pryd y gwnaethoch fewngofnodi ddiwethaf, a chofnod o bob sesiwn mewngofnodi: pryd y dechreuodd a phryd y daw i ben, a’r math o borwr a ddefnyddiwyd.',
        ),
        h3('Os ydych yn landlord'),
        ul(
          'Eich manylion cyswllt, a chyfeiriadau, disgrifiadau, ffotograffau a rhenti’r eiddo rydym yn eu rheoli neu’n eu gosod ar eich rhan.',
          'Cofnodion diogelwch a chydymffurfio ar gyfer pob eiddo: cofnodion diogelwch nwy, adroddiadau ar gyflwr gosodiad trydanol (EICRs), tystysgrifau perfformiad ynni (EPCs), cofnodion larymau mwg a charbon monocsid, asesiadau risg legionella ac yswiriant adeiladau.',
          'Manylion eich cofrestriad a’ch trwydded gyda Rhentu Doeth Cymru, a’r manylion banc sydd eu hangen arnom i dalu rhent i chi pan fyddwn yn ei gasglu ar eich rhan.',
          'Cofnodion o’r rhent a gafwyd ac a dalwyd allan, ac o’n galwadau, ein negeseuon e-bost, ein llythyrau a’n hymweliadau gyda chi.',
        ),
        h3('Os ydych yn denant, yn warantwr neu’n gwneud cais am gartref'),
        ul(
          'Eich enw, eich cyfeiriad e-bost a’ch rhif ffôn, yr eiddo, a’ch rôl yn y denantiaeth (tenant, prif denant neu warantwr).',
          'Manylion y denantiaeth: y contract meddiannaeth a’r datganiad ysgrifenedig, y dyddiad meddiannu a’r dyddiad gorffen, math y contract, y rhent, y blaendal, y cynllun blaendal a’i gyfeirnod, a’r dyddiad y talwyd y blaendal.',
          'Cofnodion rhent: symiau, dyddiadau dyledus a dyddiadau talu, y dull talu a’r cyfeirnod, ac a yw taliad wedi’i dalu, yn yr arfaeth neu’n hwyr.',
          'Dogfennau am eich cartref a’ch tenantiaeth rydym yn eu storio ar eich cyfer chi a’ch landlord, fel tystysgrifau diogelwch a dogfennau tenantiaeth.',
          'Log o’n cyfathrebu â chi (galwadau, negeseuon e-bost, llythyrau ac ymweliadau, gyda’r dyddiad, y pwnc a’r hyn a ddywedwyd), gan gynnwys adroddiadau am atgyweiriadau a gwaith cynnal a chadw.',
          'Pan fyddwch yn gwneud cais am denantiaeth a bod gwiriadau geirda’n cael eu defnyddio: prawf adnabod a phrawf cyfeiriad, manylion cyflogaeth ac incwm, geirdaon gan landlordiaid blaenorol a chanlyniadau unrhyw wiriad credyd neu wiriad geirda.',
        ),
        h3('Os byddwch yn cysylltu â ni neu’n gofyn am gael gweld eiddo'),
        ul(
          'Eich enw, eich cyfeiriad e-bost, eich rhif ffôn (os byddwch yn rhoi un), y math o ymholiad a’ch neges.',
          'Ar gyfer cais i weld eiddo, yr eiddo sydd o ddiddordeb i chi a’r amseroedd sy’n gyfleus i chi.',
        ),
        h3('Os byddwch yn ymweld â’n gwefan'),
        ul(
          'Mae ein gweinydd yn cofnodi pob cais y mae’n ei ateb: y dudalen neu’r cyfeiriad y gofynnwyd amdano, yr amser, y canlyniad a faint o amser a gymerodd, a rhif eich cyfrif os ydych wedi mewngofnodi.',
          'Defnyddir eich cyfeiriad IP, am gyfnod byr, i gyfrif ymdrechion i fewngofnodi, i gofrestru, i ailosod cyfrinair, i anfon y ffurflen gysylltu neu i ofyn am gael gweld eiddo, er mwyn i ni allu atal camddefnydd awtomataidd.',
          [
            'Un cwci, sy’n eich cadw wedi mewngofnodi. Nid ydym yn defnyddio cwcis dadansoddi na chwcis hysbysebu: gweler ein ',
            cookiesLink(),
            '.',
          ],
        ),
        h3('Gwybodaeth sensitif'),
        p(
          'Nid ydym yn gofyn am wybodaeth categori arbennig fel iechyd, ethnigrwydd neu grefydd. Os byddwch yn dewis dweud wrthym am gyflwr iechyd neu anabledd, er enghraifft er mwyn i ni allu blaenoriaethu atgyweiriad neu drefnu addasiad, byddwn yn defnyddio’r wybodaeth honno at y diben hwnnw yn unig, a hynny gyda’ch cydsyniad penodol. Mae ein cyfrifon a’n pyrth ar gyfer oedolion 18 oed neu hŷn.',
        ),
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'Sut rydym yn ei defnyddio a’n sail gyfreithlon',
      blocks: [
        p(
          'Dim ond pan fo gennym sail gyfreithlon y mae’r gyfraith yn caniatáu i ni ddefnyddio gwybodaeth bersonol. Ar gyfer pob peth a wnawn, dyma’r sail rydym yn ei defnyddio a pham.',
        ),
        cards(
          {
            title: 'Rhedeg eich cyfrif a’r pyrth landlord a thenant',
            facts: [
              {
                term: 'Beth rydym yn ei ddefnyddio',
                detail:
                  'Manylion cyfrifon, sesiynau mewngofnodi, a’r cofnodion eiddo a thenantiaeth y gallwch eu gweld.',
              },
              {
                term: 'Sail gyfreithlon',
                detail:
                  'Contract: mae ei hangen arnom i ddarparu’r porth y gwnaethoch gofrestru ar ei gyfer. Ar gyfer cyfrifon staff, ein buddiant dilys mewn rhedeg yr asiantaeth.',
              },
            ],
          },
          {
            title: 'Gosod a rheoli eiddo ar ran landlordiaid',
            facts: [
              {
                term: 'Beth rydym yn ei ddefnyddio',
                detail:
                  'Manylion landlordiaid ac eiddo, cofnodion cydymffurfio, cofnodion rhent a’n cyfathrebu.',
              },
              {
                term: 'Sail gyfreithlon',
                detail: 'Contract: ein cytundeb rheoli neu osod gyda’r landlord.',
              },
            ],
          },
          {
            title: 'Dod o hyd i denantiaid a threfnu tenantiaethau',
            facts: [
              {
                term: 'Beth rydym yn ei ddefnyddio',
                detail:
                  'Manylion cyswllt ymgeiswyr, ceisiadau i weld eiddo a, lle y’u defnyddir, canlyniadau gwiriadau geirda a chredyd.',
              },
              {
                term: 'Sail gyfreithlon',
                detail:
                  'Camau rydych yn gofyn i ni eu cymryd cyn ymrwymo i gontract, a buddiant dilys y landlord a’n buddiant dilys ninnau mewn sicrhau bod cartref yn fforddiadwy ac yn addas. Cewch wybod cyn i unrhyw wiriad credyd neu wiriad geirda gael ei wneud.',
              },
            ],
          },
          {
            title: 'Rheoli tenantiaeth: rhent, blaendaliadau, atgyweiriadau a chofnodion',
            facts: [
              {
                term: 'Beth rydym yn ei ddefnyddio',
                detail: 'Manylion y denantiaeth, cofnodion rhent, dogfennau a’r log cyfathrebu.',
              },
              {
                term: 'Sail gyfreithlon',
                detail:
                  'Contract: y contract meddiannaeth rydym yn ei reoli ar ran eich landlord. Lle nad ydym yn barti iddo, ein buddiant dilys ni a buddiant dilys eich landlord mewn rhedeg y denantiaeth yn iawn a chadw cofnod cywir o’r hyn a gytunwyd ac a wnaed.',
              },
            ],
          },
          {
            title: 'Cyflawni ein dyletswyddau cyfreithiol',
            facts: [
              {
                term: 'Beth rydym yn ei ddefnyddio',
                detail:
                  'Cofnodion tenantiaeth, blaendal, diogelwch ac ariannol, a manylion landlordiaid ac eiddo.',
              },
              {
                term: 'Sail gyfreithlon',
                detail:
                  'Rhwymedigaeth gyfreithiol. Er enghraifft: diogelu blaendaliadau gyda chynllun cymeradwy a rhoi’r wybodaeth ofynnol o fewn 30 diwrnod; amodau trwydded Rhentu Doeth Cymru o dan Ddeddf Tai (Cymru) 2014; darparu datganiad ysgrifenedig contract meddiannaeth o dan Ddeddf Rhentu Cartrefi (Cymru) 2016; cadw cofnodion diogelwch nwy am o leiaf 2 flynedd; rhoi adroddiadau diogelwch trydanol i ddeiliaid contract; a chadw cofnodion ariannol ar gyfer Cyllid a Thollau EF.',
              },
            ],
          },
          {
            title: 'Ateb ymholiadau a cheisiadau i weld eiddo',
            facts: [
              {
                term: 'Beth rydym yn ei ddefnyddio',
                detail:
                  'Yr hyn rydych yn ei anfon atom drwy’r ffurflen gysylltu, drwy e-bost neu dros y ffôn.',
              },
              {
                term: 'Sail gyfreithlon',
                detail:
                  'Ein buddiant dilys mewn ymateb i bobl sy’n cysylltu â ni, neu gamau rydych yn gofyn amdanynt cyn ymrwymo i gontract.',
              },
            ],
          },
          {
            title: 'Cadw’r wefan a’ch gwybodaeth yn ddiogel',
            facts: [
              {
                term: 'Beth rydym yn ei ddefnyddio',
                detail:
                  'Logiau ceisiadau, cyfeiriadau IP, sesiynau mewngofnodi a nifer yr ymdrechion aflwyddiannus.',
              },
              {
                term: 'Sail gyfreithlon',
                detail:
                  'Ein buddiant dilys mewn diogelu ein systemau a’ch cyfrifon rhag camddefnydd, twyll ac ymosodiadau.',
              },
            ],
          },
          {
            title: 'Gwybodaeth rydych yn dewis ei rhoi i ni am eich iechyd',
            facts: [
              {
                term: 'Beth rydym yn ei ddefnyddio',
                detail: 'Dim ond yr hyn rydych yn ei ddweud wrthym, at y diben y byddwch yn ei nodi.',
              },
              {
                term: 'Sail gyfreithlon',
                detail:
                  'Eich cydsyniad penodol, y gallwch ei dynnu’n ôl unrhyw bryd drwy ddweud wrthym. Nid yw ei dynnu’n ôl yn effeithio ar yr hyn a wnaethom cyn hynny.',
              },
            ],
          },
        ),
        p(
          'Rydym yn anfon negeseuon e-bost am eich cyfrif a’ch tenantiaeth neu’ch eiddo (er enghraifft dolen i ailosod cyfrinair neu ateb i’ch ymholiad). Nid ydym yn anfon negeseuon e-bost marchnata, ac nid ydym yn gwneud unrhyw benderfyniadau amdanoch drwy ddulliau awtomataidd yn unig.',
        ),
      ],
    },
    {
      id: 'sharing',
      title: 'Gyda phwy rydym yn ei rhannu',
      blocks: [
        p(
          'Dim ond pan fo angen hynny i ddarparu ein gwasanaethau, neu pan fo’r gyfraith yn mynnu hynny, y byddwn yn rhannu gwybodaeth bersonol, a dim ond cymaint ag sydd ei angen. Nid ydym byth yn ei gwerthu.',
        ),
        ul(
          'Landlordiaid a thenantiaid yr un denantiaeth: mae landlord yn gweld cofnodion ei denantiaethau ei hun; mae tenant yn gweld ei denantiaeth ei hun, y dogfennau a rannwyd â’r tenant a manylion cyswllt y landlord ar gyfer hysbysiadau.',
          'Cynlluniau blaendal tenantiaeth a gymeradwywyd yng Nghymru (y Deposit Protection Service, mydeposits neu’r Tenancy Deposit Scheme), i ddiogelu blaendal ac i ddatrys unrhyw anghydfod yn ei gylch.',
          'Contractwyr fel peirianwyr nwy, trydanwyr a chrefftwyr eraill, sy’n cael yr enw, y rhif ffôn a’r cyfeiriad sydd eu hangen arnynt i drefnu mynediad ar gyfer atgyweiriadau, archwiliadau a gwiriadau diogelwch.',
          'Rhentu Doeth Cymru, awdurdod cofrestru a thrwyddedu landlordiaid Llywodraeth Cymru, wrth gofrestru, wrth drwyddedu neu wrth ateb eu hymholiadau.',
          'Y cyngor lleol, er enghraifft ar gyfer y dreth gyngor, safonau tai a thrwyddedu tai amlfeddiannaeth.',
          'Asiantaethau geirda ac asiantaethau gwirio credyd, lle defnyddir gwiriad geirda ar gyfer cais am denantiaeth. Byddant yn dweud wrthych sut maen nhw’n defnyddio eich gwybodaeth.',
          'Cyllid a Thollau EF a chyrff cyhoeddus eraill, yr heddlu neu’r llysoedd, pan fo’r gyfraith yn mynnu hynny.',
          'Ein cynghorwyr proffesiynol a’n hyswirwyr, fel ein cyfreithwyr a’n cyfrifwyr, pan fydd ei hangen arnynt i’n cynghori neu i’n diogelu.',
          'Ein banc, i dderbyn rhent a blaendaliadau ac i dalu landlordiaid.',
          'Y cwmnïau sy’n rhedeg gwasanaethau ar ein rhan ac yn unol â’n cyfarwyddiadau: y darparwr gwe-letya sy’n rhedeg ein gwefan, ein cronfa ddata a’n storfa ffeiliau, y darparwr e-bost sy’n anfon ein negeseuon ac, os byddwch yn dewis cael negeseuon testun, y darparwr negeseuon testun (Twilio) sy’n eu hanfon. Dim ond i ddarparu’r gwasanaeth hwnnw i ni y cânt ddefnyddio eich gwybodaeth, dan gontract ysgrifenedig.',
        ),
      ],
    },
    {
      id: 'international-transfers',
      title: 'Trosglwyddiadau y tu allan i’r DU',
      blocks: [
        p(
          'Nid ydym yn bwriadu trosglwyddo eich gwybodaeth bersonol y tu allan i’r DU, ac rydym yn dewis darparwyr sy’n ei storio yn y DU. Os bydd hynny’n newid rywbryd, byddwn yn sicrhau bod y trosglwyddiad wedi’i ddiogelu fel y mae cyfraith y DU yn ei fynnu (er enghraifft gan reoliadau digonolrwydd y DU neu Gytundeb Trosglwyddo Data Rhyngwladol yr ICO) a byddwn yn diweddaru’r polisi hwn yn gyntaf.',
        ),
      ],
    },
    {
      id: 'retention',
      title: 'Am faint o amser rydym yn ei chadw',
      blocks: [
        p(
          'Dim ond cyhyd ag y mae ei hangen arnom at y diben y cafodd ei chasglu ar ei gyfer, neu cyhyd ag y mae’r gyfraith yn mynnu, y byddwn yn cadw gwybodaeth bersonol. Yna byddwn yn ei dileu neu’n ei gwneud yn ddienw.',
        ),
        ul(
          'Cofnodion tenantiaeth: 6 blynedd ar ôl i’r denantiaeth ddod i ben, sef y cyfnod pan ellir dwyn hawliad cyfreithiol yn ei chylch. Yna, o fewn yr awr, mae ein gwefan yn dileu ohoni ei hun log cyfathrebu’r denantiaeth, y copïau o’r negeseuon a anfonwyd amdani, ei dogfennau (a’u ffeiliau) a’i cheisiadau am atgyweiriadau (gyda’u lluniau), ac yn tynnu enw’r tenant, ei gyfeiriad e-bost, ei rif ffôn a’r cysylltiad â’i gyfrif o gofnod y denantiaeth.',
          'Cofnodion rhent a blaendal: cofnodion ariannol yw’r rhain, a gânt eu cadw am 6 blynedd ar ôl diwedd y flwyddyn ariannol (sy’n dod i ben ar 5 Ebrill) y maent yn perthyn iddi, fel y mae Cyllid a Thollau EF yn ei fynnu; ar gyfer tenantiaeth, byth llai na’r 6 blynedd uchod. Yna cânt eu dileu, a chofnod y denantiaeth hefyd pan na fydd dim ar ôl arno. Caiff llinellau cyfriflen banc a fewnforiwyd i baru rhent, a didyniadau’r asiantaeth ar gyfriflen landlord, eu dileu yn ôl yr un rheol.',
          'Cofnodion diogelwch nwy: o leiaf 2 flynedd o ddyddiad y gwiriad, fel y mae’r gyfraith yn ei fynnu. Yn ymarferol, rydym yn eu cadw gyda chofnodion yr eiddo, isod.',
          'Cofnodion eiddo a landlordiaid (manylion eiddo, tystysgrifau cydymffurfio, cofrestriad a thrwydded landlord): cyhyd ag y byddwn yn rheoli’r eiddo, a 6 blynedd wedi hynny. Mae ein staff yn eu dileu pan ddaw’r cyfnod hwnnw i ben.',
          'Ceisiadau i rentu cartref nad ydynt yn mynd rhagddynt: 6 mis ar ôl y penderfyniad, ac yna mae ein gwefan yn eu dileu (oni bai eich bod wedi talu blaendal cadw: cofnod ariannol yw hwnnw, a gaiff ei gadw yn yr un modd â chofnodion rhent). Caiff adroddiadau geirda eu cadw y tu allan i’n gwefan, am yr un 6 mis.',
          'Ymholiadau a cheisiadau i weld eiddo: 12 mis ar ôl ein cyswllt diwethaf â chi, ac yna mae ein gwefan yn eu dileu.',
          'Eich cyfrif ar y wefan: cyhyd ag y mae ar agor, neu nes i chi ofyn i ni ei ddileu (gweler "Eich hawliau").',
          'Cofrestriadau nad ydym yn eu cymeradwyo: caiff y rhain eu dileu o fewn 3 mis.',
          'Copïau o’r negeseuon e-bost a’r negeseuon testun y mae’r wefan yn eu hanfon atoch: 12 mis, er mwyn i ni allu gwirio beth a anfonwyd a phryd. Mae’r rhai am denantiaeth yn rhan o’i log cyfathrebu, uchod.',
          'Sesiynau mewngofnodi: caiff y rhain eu dileu o fewn yr awr ar ôl iddynt ddod i ben neu ddarfod. Logiau ceisiadau’r gweinydd: 30 diwrnod. Cyfrif yr ymdrechion yn erbyn cyfeiriad IP: 24 awr. Mae dolenni ailosod cyfrinair yn peidio â gweithio ar ôl 30 munud, a dolenni gwahoddiad ar ôl 7 diwrnod.',
        ),
      ],
    },
    {
      id: 'security',
      title: 'Sut rydym yn ei chadw’n ddiogel',
      blocks: [
        ul(
          'Mae ein gwefan yn cael ei gweini dros gysylltiad wedi’i amgryptio (HTTPS).',
          'Caiff cyfrineiriau eu storio fel hash unffordd cryf (Argon2id) yn unig, a dim ond hash o bob tocyn mewngofnodi rydym yn ei gadw, felly ni ellid defnyddio copi o’n cronfa ddata i fewngofnodi.',
          'Ni all sgriptiau ar y dudalen ddarllen eich cwci mewngofnodi, a chaiff ymdrechion aflwyddiannus dro ar ôl tro i fewngofnodi eu rhwystro am gyfnod.',
          'Dim ond ei wybodaeth ei hun y gall pob person ei gweld: landlord dim ond ei eiddo a’i denantiaid ei hun, tenant dim ond ei denantiaeth ei hun a’r dogfennau a rannwyd ag ef.',
          'Caiff dogfennau a ffotograffau eu cadw mewn storfa breifat, a dim ond i bobl sydd wedi mewngofnodi ac sydd â hawl i’w gweld y cânt eu rhoi.',
          'Dim ond aelodau o’n staff sydd angen gwybodaeth ar gyfer eu gwaith sy’n gallu ei gweld, ac nid yw ein gwefan yn llwytho dim o weinyddion cwmnïau eraill.',
        ),
        p(
          'Os bydd tor data personol yn peryglu eich hawliau, byddwn yn dweud wrthych heb oedi gormodol, a byddwn yn rhoi gwybod i’r ICO amdano o fewn 72 awr lle mae’r gyfraith yn mynnu hynny.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Eich hawliau',
      blocks: [
        p('O dan GDPR y DU mae gennych wyth hawl dros eich gwybodaeth bersonol:'),
        ul(
          'Yr hawl i gael eich hysbysu: cael gwybod sut mae eich gwybodaeth yn cael ei defnyddio, sef yr hyn y mae’r polisi hwn yn ei wneud.',
          'Yr hawl i gael mynediad: gofyn am gopi o’r wybodaeth sydd gennym amdanoch.',
          'Yr hawl i gywiro: cael cywiro gwybodaeth anghywir a chael cwblhau gwybodaeth anghyflawn.',
          'Yr hawl i ddileu: gofyn i ni ddileu eich gwybodaeth, pan nad oes gennym reswm da na dyletswydd gyfreithiol i’w chadw mwyach.',
          'Yr hawl i gyfyngu ar brosesu: gofyn i ni gyfyngu ar y ffordd rydym yn defnyddio eich gwybodaeth, er enghraifft tra byddwn yn gwirio ei bod yn gywir.',
          'Yr hawl i gludadwyedd data: cael gwybodaeth a roesoch i ni mewn fformat cyffredin y gall peiriant ei ddarllen, neu ofyn i ni ei hanfon at rywun arall.',
          'Yr hawl i wrthwynebu: gwrthwynebu’r ffordd rydym yn defnyddio eich gwybodaeth pan fyddwn yn dibynnu ar fuddiannau dilys.',
          'Hawliau sy’n ymwneud â gwneud penderfyniadau awtomataidd a phroffilio: peidio â bod yn destun penderfyniad arwyddocaol a wneir drwy ddulliau awtomataidd yn unig. Nid ydym yn gwneud penderfyniadau o’r fath.',
        ),
        p(
          'Dim ond mewn rhai amgylchiadau y mae rhai hawliau’n berthnasol. Er enghraifft, ni allwn ddileu cofnodion tenantiaeth na chofnodion diogelwch nwy cyn i’r gyfraith ganiatáu hynny, ond byddwn bob amser yn esbonio pam.',
        ),
        h3('Cael copi o’ch gwybodaeth'),
        p(
          'Ar ôl mewngofnodi, defnyddiwch "Lawrlwytho fy nata" ar eich dangosfwrdd unrhyw bryd. Byddwch yn cael ffeil (JSON, fformat cyffredin y gall peiriant ei ddarllen) sy’n cynnwys manylion eich cyfrif a’ch sesiynau mewngofnodi, eich tenantiaethau neu’ch eiddo, taliadau rhent, y rhestr o’ch dogfennau, y log cyfathrebu, ceisiadau am atgyweiriadau, eich ymholiadau i ni a chopïau o’r negeseuon a anfonodd ein gwefan atoch. Nid yw byth yn cynnwys eich cyfrinair nac unrhyw god mewngofnodi neu god ailosod. Os byddwch yn gofyn i ni yn lle hynny, bydd ein staff yn creu’r un ffeil i chi, a bydd hefyd yn rhestru dogfennau am eich tenantiaeth na chawsant eu rhannu â chi.',
        ),
        h3('Beth sy’n digwydd pan fyddwn yn dileu eich gwybodaeth'),
        ul(
          'Caiff eich enw, eich cyfeiriad e-bost, eich rhif ffôn a’ch enw defnyddiwr eu disodli gan ffugenw (er enghraifft "Erased person 4F2A"), ar eich cyfrif ac ar eich tenantiaethau.',
          'Caiff eich cyfrinair ei ddileu, cewch eich allgofnodi ym mhob man, a bydd unrhyw ddolen i ailosod cyfrinair neu i dderbyn gwahoddiad yn peidio â gweithio. Ni all neb fewngofnodi i’r cyfrif eto.',
          'Yn ein trywydd archwilio (y cofnod o bwy a newidiodd beth, a phryd), caiff y manylion a gofnodwyd am eich cyfrif a’ch tenantiaethau eu disodli; mae’r ffaith bod newid wedi’i wneud, pryd a chan bwy, yn aros.',
          'Caiff ymholiadau a cheisiadau i weld eiddo a anfonwyd gennych atom, nodiadau a roesoch am fynediad i’ch cartref ar gyfer atgyweiriadau, a chopïau o negeseuon atoch nad ydynt yn ymwneud â thenantiaeth eu dileu; ni fydd dim mwy yn cael ei anfon atoch.',
          'Caiff y canlynol eu cadw, dan y ffugenw, am fod y gyfraith yn mynnu hynny: taliadau rhent, blaendaliadau ac ôl-ddyledion, a chofnodion pob tenantiaeth, nes i’r cyfnodau yn "Am faint o amser rydym yn ei chadw" ddod i ben, pan gânt eu dileu fel y disgrifir yno.',
        ),
      ],
    },
    {
      id: 'making-a-request',
      title: 'Sut i ddefnyddio eich hawliau',
      blocks: [
        p(
          'I wneud cais, e-bostiwch ',
          emailLink,
          ` neu ysgrifennwch atom yn ${postalAddress}. Gallwch hefyd ein ffonio ar `,
          phoneLink,
          ' neu ddweud wrthym wyneb yn wyneb, a byddwn yn nodi eich cais.',
        ),
        ul(
          'Mae’n rhad ac am ddim. Dim ond os yw cais yn amlwg yn ddi-sail neu’n ormodol y gallwn godi ffi resymol, neu wrthod, a byddwn yn dweud wrthych pam.',
          'Efallai y byddwn yn gofyn i chi brofi pwy ydych, fel nad ydym byth yn rhoi eich gwybodaeth i rywun arall.',
          'Byddwn yn ateb o fewn mis i gael eich cais (neu i gael prawf adnabod, os oes ei angen arnom). Os yw cais yn gymhleth, neu os byddwch yn gwneud sawl cais, efallai y byddwn yn cymryd hyd at ddau fis arall; os felly, byddwn yn dweud wrthych o fewn y mis cyntaf.',
        ),
      ],
    },
    {
      id: 'complaints',
      title: 'Cwynion a’r ICO',
      blocks: [
        p(
          'Os ydych yn anfodlon ar y ffordd rydym wedi defnyddio eich gwybodaeth, rhowch wybod i ni yn gyntaf er mwyn i ni allu unioni pethau. Byddwn yn cydnabod cwyn am ddiogelu data o fewn 30 diwrnod ac yn dweud wrthych beth rydym yn ei wneud yn ei chylch.',
        ),
        p(
          'Mae gennych hefyd hawl i gwyno i Swyddfa’r Comisiynydd Gwybodaeth (ICO) unrhyw bryd: ar-lein yn ',
          ICO_COMPLAINTS,
          ', dros y ffôn ar ',
          ICO_HELPLINE,
          ', neu drwy’r post i Swyddfa’r Comisiynydd Gwybodaeth, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Newidiadau i’r polisi hwn',
      blocks: [
        p(
          'Rydym yn adolygu’r polisi hwn pan fydd yr hyn rydym yn ei wneud yn newid, ac o leiaf unwaith y flwyddyn. Mae’r dyddiad y cafodd ei ddiweddaru ddiwethaf i’w weld ar frig y dudalen. Os byddwn yn gwneud newid sy’n effeithio’n sylweddol arnoch, byddwn yn dweud wrthych drwy e-bost neu pan fyddwch yn mewngofnodi nesaf.',
        ),
        p('Mae’r ffordd y cewch ddefnyddio ein gwefan a’n pyrth wedi’i nodi yn ein ', termsLink(), '.'),
      ],
    },
    {
      id: 'privacy-contact',
      title: 'Cysylltu â ni',
      blocks: [
        p(
          'Os oes gennych unrhyw gwestiwn am y polisi hwn neu am eich gwybodaeth, e-bostiwch ',
          emailLink,
          ' gyda "Diogelu data" yn y llinell pwnc, ffoniwch ',
          phoneLink,
          `, ysgrifennwch at ${postalAddress}, neu defnyddiwch ein `,
          contactPageLink(),
          '.',
        ),
      ],
    },
  ],
};
