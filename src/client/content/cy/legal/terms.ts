import { AGENCY } from '@client/content/agency';
import { h3, link, p, ul, type LegalDocument } from '../../legal/types';
import { contactPageLink, cookiesLink, emailLink, phoneLink, postalAddress, privacyLink } from './common';
import { LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_ISO } from './types';

const GAS_EMERGENCY = link('0800 111 999', 'tel:+448001119999');

/** Welsh twin of content/legal/terms.ts: the same sections, ids, links and promises. */
export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Telerau gwasanaeth',
  intro: `Y telerau ar gyfer defnyddio gwefan ${AGENCY.name} a’i phyrth ar gyfer landlordiaid a thenantiaid.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  lastUpdatedIso: LEGAL_LAST_UPDATED_ISO,
  summary: [
    'Mae’r telerau hyn yn ymwneud â’r wefan hon a’i phyrth. Mae eich tenantiaeth a’ch cytundeb rheoli gyda ni yn cael eu llywodraethu gan eu dogfennau eu hunain, a’r rheini sy’n cael blaenoriaeth.',
    'Cadwch eich cyfrinair i chi eich hun a rhowch wybod i ni ar unwaith os ydych yn meddwl bod rhywun arall wedi defnyddio eich cyfrif.',
    'Caiff hysbysebion eiddo a chanllawiau eu rhoi yn ddidwyll, ond gwybodaeth gyffredinol ydynt, nid cyngor cyfreithiol nac ariannol.',
    'Nid oes dim yn y telerau hyn yn dileu eich hawliau statudol fel defnyddiwr, gan gynnwys o dan Ddeddf Hawliau Defnyddwyr 2015.',
    [
      'Os aiff rhywbeth o’i le, rhowch wybod i ni: mae gennym weithdrefn gwyno ac rydym yn aelod o gynllun gwneud iawn annibynnol. Cyfraith Cymru a Lloegr sy’n gymwys. Oes gennych gwestiwn? Defnyddiwch ein ',
      contactPageLink(),
      '.',
    ],
  ],
  sections: [
    {
      id: 'about-these-terms',
      title: 'Ynglŷn â’r telerau hyn',
      blocks: [
        p(
          `Mae’r wefan hon yn cael ei rhedeg gan ${AGENCY.name}, asiantaeth gosod a rheoli eiddo yn ${postalAddress}. Yn y telerau hyn, mae "ni" ac "ein" yn golygu ${AGENCY.name}, ac mae "chi" ac "eich" yn golygu unrhyw un sy’n defnyddio’r wefan neu ei phyrth.`,
        ),
        p(
          'Drwy ddefnyddio’r wefan rydych yn derbyn y telerau hyn. Os nad ydych yn eu derbyn, peidiwch â’i defnyddio. Mae’r telerau hyn yn ymwneud â’r wefan yn unig: mae’r gwasanaethau rydym yn eu darparu i landlord yn cael eu llywodraethu gan ein cytundeb rheoli neu osod, a thenantiaeth gan ei chontract meddiannaeth a’i datganiad ysgrifenedig. Os yw’r dogfennau hynny’n dweud rhywbeth gwahanol i’r telerau hyn, nhw sy’n cael blaenoriaeth.',
        ),
        p(
          'Mae’r ffordd rydym yn defnyddio gwybodaeth bersonol wedi’i hesbonio yn ein ',
          privacyLink(),
          ', a’r un cwci rydym yn ei ddefnyddio yn ein ',
          cookiesLink(),
          '.',
        ),
      ],
    },
    {
      id: 'using-the-website',
      title: 'Defnyddio ein gwefan',
      blocks: [
        p(
          'Gallwch ddefnyddio ein gwefan i ddysgu am ein gwasanaethau, chwilio drwy ein hysbysebion eiddo, cysylltu â ni a defnyddio eich porth. Rhaid i chi beidio â gwneud y canlynol:',
        ),
        ul(
          'defnyddio’r wefan mewn ffordd sy’n torri’r gyfraith, nac ar gyfer twyll;',
          'ceisio cael mynediad i gyfrif, i ran o’r wefan neu i wybodaeth nad yw’n perthyn i chi;',
          'llwytho i fyny unrhyw beth sy’n cynnwys feirws neu god niweidiol arall, neu nad oes gennych hawl i’w rannu;',
          'copïo cynnwys y wefan mewn swmp, gan gynnwys drwy ddulliau awtomataidd, na’i roi ar wefan arall;',
          'anfon ymholiadau neu geisiadau ffug i weld eiddo, na defnyddio ein ffurflenni i anfon negeseuon diangen at bobl eraill;',
          'gwneud unrhyw beth sy’n niweidio’r wefan, yn ei gorlwytho neu’n amharu arni.',
        ),
        p(
          'Mae’r wefan am ddim i’w defnyddio. Rydym yn gweithio i’w chadw ar gael ac yn gywir, ond efallai y bydd angen i ni ei hatal dros dro neu ei newid, er enghraifft ar gyfer gwaith cynnal a chadw neu resymau diogelwch, ac ni allwn addo y bydd hi ar gael bob amser heb ymyrraeth.',
        ),
        p(
          'Mae dolenni i wefannau eraill, fel tudalennau cyfryngau cymdeithasol neu wasanaethau mapiau, yno er hwylustod i chi. Nid ydym yn rheoli’r gwefannau hynny ac nid ydym yn gyfrifol am eu cynnwys na’r ffordd y maent yn defnyddio eich gwybodaeth.',
        ),
      ],
    },
    {
      id: 'accounts',
      title: 'Cyfrifon a diogelwch',
      blocks: [
        ul(
          'Mae cyfrifon landlordiaid a thenantiaid ar gyfer landlordiaid a thenantiaid eiddo rydym yn ei osod neu’n ei reoli. Pan fyddwch yn cofrestru, mae ein staff yn gwirio eich manylion cyn y gellir defnyddio’r cyfrif; efallai y byddwn yn gwrthod cofrestriad, a byddwn yn dweud wrthych os felly.',
          'Gallwn ni hefyd agor cyfrif ar eich cyfer, neu gall eich landlord wneud hynny pan fydd yn eich ychwanegu at denantiaeth. Yna byddwch yn cael e-bost gyda dolen i osod eich cyfrinair eich hun.',
          'Rhowch fanylion cywir a’u cadw’n gyfredol. Mae pob cyfrif ar gyfer un person: peidiwch â’i rannu.',
          'Dewiswch gyfrinair cryf nad ydych yn ei ddefnyddio yn unman arall a’i gadw’n gyfrinachol. Peidiwch â thicio "Cofio fi" ar ddyfais a rennir neu ddyfais gyhoeddus, ac allgofnodwch pan fyddwch wedi gorffen.',
          [
            'Os ydych yn meddwl bod rhywun arall yn gwybod eich cyfrinair neu wedi defnyddio eich cyfrif, newidiwch eich cyfrinair a rhowch wybod i ni ar unwaith ar ',
            phoneLink,
            ' neu drwy e-bost at ',
            emailLink,
            '.',
          ],
          'Mae cyfrifon staff ar gyfer ein cyflogeion ein hunain yn unig.',
          'Gallwn atal neu gau cyfrif sy’n cael ei ddefnyddio’n groes i’r telerau hyn neu sy’n rhoi gwybodaeth pobl eraill mewn perygl. Byddwn yn dweud wrthych pam oni bai bod y gyfraith neu resymau diogelwch yn ein rhwystro.',
          'Gallwch ofyn i ni gau eich cyfrif unrhyw bryd. Bydd cofnodion y mae’n rhaid i ni eu cadw yn ôl y gyfraith yn aros am y cyfnodau a nodir yn ein polisi preifatrwydd.',
        ),
      ],
    },
    {
      id: 'landlord-portal',
      title: 'Y porth landlord',
      blocks: [
        p(
          'Mae’r porth landlord yn gadael i chi weld a diweddaru eich eiddo, eich tenantiaid, eich dogfennau, eich cyfathrebu a’ch cofnodion rhent gyda ni. Pan fyddwch yn ei ddefnyddio:',
        ),
        ul(
          'Chi sy’n gyfrifol am gywirdeb yr hyn rydych yn ei nodi, fel manylion eiddo, rhenti, gwybodaeth am larymau a dyddiadau tystysgrifau, ac am fod â’r hawl i lwytho i fyny y dogfennau a’r ffotograffau rydych yn eu hychwanegu.',
          'Pan fyddwch yn nodi bod eiddo gwag wedi’i hysbysebu, bydd ei ddisgrifiad, ei rent, ei ffotograffau a manylion tebyg yn ymddangos yn ein hysbysebion cyhoeddus. Ni fydd eich enw a’ch manylion cyswllt chi byth yn cael eu dangos yno. Peidiwch â llwytho i fyny ffotograffau sy’n dangos pobl, nac eitemau personol na gwybodaeth bersonol tenantiaid.',
          'Mae nodiadau atgoffa fel y bathodynnau "Expiring Soon" (yn dod i ben cyn bo hir) neu "Expired" (wedi dod i ben) yno i helpu. Nid ydynt yn disodli eich dyletswyddau cyfreithiol eich hun fel landlord yng Nghymru, fel cofrestru gyda Rhentu Doeth Cymru, cadw tystysgrifau diogelwch yn gyfredol a diogelu blaendaliadau, ac eithrio lle mae ein cytundeb rheoli yn dweud y byddwn yn cyflawni tasg ar eich rhan.',
          'Gall tenantiaid eiddo weld manylion ei denantiaeth, ei gofnod diogelwch nwy, ei adroddiad trydanol (EICR) a’i dystysgrif perfformiad ynni, y mae’n rhaid i landlordiaid eu rhoi iddynt yn ôl y gyfraith, ac unrhyw ddogfennau eraill rydych yn dewis eu rhannu â nhw.',
        ),
      ],
    },
    {
      id: 'tenant-portal',
      title: 'Y porth tenant',
      blocks: [
        p(
          'Mae’r porth tenant yn dangos eich tenantiaeth, statws eich rhent, dogfennau a rannwyd â chi a’ch cysylltiad â ni. Pan fyddwch yn ei ddefnyddio:',
        ),
        ul(
          'Mae datganiad ysgrifenedig eich contract meddiannaeth yn nodi eich rhent a’ch hawliau a’ch dyletswyddau. Mae’r porth yn dangos gwybodaeth am eich tenantiaeth; nid yw’n newid eich contract.',
          'Os yw’r rhent a ddangosir yn y porth yn ymddangos yn anghywir, rhowch wybod i ni, a byddwn yn ei wirio yn erbyn ein cofnodion o’r taliadau a gafwyd.',
          'Nid ydym yn derbyn taliadau cerdyn drwy’r wefan hon. Ni fyddwn byth yn gofyn i chi newid y manylion banc rydych yn talu rhent iddynt drwy e-bost yn unig: os cewch neges fel honno, ffoniwch ni ar y rhif sydd ar y wefan hon cyn i chi dalu.',
        ),
        h3('Argyfyngau'),
        p(
          'Nid yw’r porth na’n e-bost ar gyfer argyfyngau. Ar gyfer atgyweiriad brys, fel llifogydd, dim gwres yn y gaeaf neu nam trydanol anniogel, ffoniwch ni ar ',
          phoneLink,
          '. Os ydych yn arogli nwy, gadewch yr eiddo a ffoniwch y Gwasanaeth Argyfwng Nwy Cenedlaethol ar ',
          GAS_EMERGENCY,
          ' unrhyw bryd.',
        ),
      ],
    },
    {
      id: 'listings',
      title: 'Hysbysebion eiddo',
      blocks: [
        ul(
          'Rydym yn disgrifio eiddo yn ddidwyll, gan ddefnyddio gwybodaeth gan eu landlordiaid a’n hymweliadau ein hunain, a’n nod yw rhoi’r holl wybodaeth sydd ei hangen arnoch i benderfynu a ydych am fynd i’w weld.',
          'Gall manylion newid: efallai y bydd eiddo’n cael ei osod, neu y bydd ei rent neu’r dyddiad y mae ar gael yn newid, cyn i ni ddiweddaru’r hysbyseb. Mae mesuriadau ac arwynebedd llawr yn fras.',
          'Gwahoddiad i gysylltu â ni yw hysbyseb, nid cynnig tenantiaeth. Cais yw cais i weld eiddo, nid apwyntiad wedi’i drefnu: byddwn yn cysylltu â chi i drefnu amser.',
          'Dim ond ar ôl i ni gytuno ar hynny â chi yn ysgrifenedig y caiff eiddo ei gadw ar eich cyfer. Telerau tenantiaeth yw’r rhai sydd yn ei chontract meddiannaeth a’i datganiad ysgrifenedig.',
          'Gwiriwch unrhyw beth sy’n bwysig i’ch penderfyniad gyda ni, ac wrth weld yr eiddo, cyn i chi ddibynnu arno.',
        ),
      ],
    },
    {
      id: 'guides',
      title: 'Canllawiau a gwybodaeth gyffredinol',
      blocks: [
        p(
          'Gwybodaeth gyffredinol i’ch helpu i ddeall y pwnc yw ein canllawiau i ardaloedd, ein cwestiynau cyffredin a’n hesboniadau o reolau Cymru ar gyfer landlordiaid a thenantiaid. Nid ydynt yn gyngor cyfreithiol, ariannol na threth ar gyfer eich sefyllfa chi, ac nid yw eu darllen yn creu perthynas cynghorydd rhyngoch chi a ni.',
        ),
        p(
          'Mae’r gyfraith a’r ffigurau rydym yn eu dyfynnu, fel rhenti nodweddiadol, yn newid dros amser. Cyn i chi weithredu ar rywbeth pwysig, holwch ni am eich achos chi neu gofynnwch am gyngor gan gynghorydd cymwys fel cyfreithiwr neu gyfrifydd.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Eiddo deallusol',
      blocks: [
        p(
          `Mae testun, dyluniad, graffeg, logo a ffotograffau’r wefan yn perthyn i ${AGENCY.name} neu i’r bobl a roddodd drwydded i ni eu defnyddio. Gallwch eu gweld, ac argraffu neu gadw tudalennau at eich defnydd personol eich hun, er enghraifft i gadw copi o hysbyseb. Ni chewch eu copïo, eu newid na’u hailddefnyddio at unrhyw ddiben arall, nac at ddefnydd busnes, heb ein caniatâd ysgrifenedig.`,
        ),
        p(
          'Chi sy’n dal yn berchen ar y dogfennau a’r ffotograffau rydych yn eu llwytho i fyny. Rydych yn rhoi caniatâd i ni eu storio, eu copïo a’u dangos fel sydd angen i ddarparu ein gwasanaethau, gan gynnwys dangos ffotograffau hysbysebion ar ein gwefan, cyhyd ag y bydd eu hangen arnom.',
        ),
      ],
    },
    {
      id: 'liability',
      title: 'Ein cyfrifoldeb tuag atoch',
      blocks: [
        ul(
          'Os ydych yn defnyddio ein gwefan fel defnyddiwr, rydym yn gyfrifol am golled neu ddifrod a ddioddefwch sy’n ganlyniad rhagweladwy i’r ffaith ein bod wedi torri’r telerau hyn neu wedi methu â defnyddio gofal a sgìl rhesymol. Mae colled yn rhagweladwy os oedd yn amlwg y byddai’n digwydd, neu os oedd y ddau ohonom yn gwybod y gallai ddigwydd pan ddechreuoch ddefnyddio’r wefan.',
          'Nid ydym yn gyfrifol am golled nad oedd yn rhagweladwy, am golled a achoswyd gan ddigwyddiadau y tu hwnt i’n rheolaeth resymol, nac am golli busnes, incwm neu elw os ydych yn defnyddio’r wefan at ddibenion busnes. Mae defnydd landlordiaid o’n gwasanaethau wedi’i gwmpasu gan ein cytundeb rheoli neu osod, sy’n nodi ein cyfrifoldeb tuag atynt.',
          'Os bydd cynnwys digidol a ddarperir gennym yn niweidio dyfais neu gynnwys digidol arall sy’n perthyn i chi am nad oeddem wedi defnyddio gofal a sgìl rhesymol, byddwn yn trwsio’r difrod neu’n talu iawndal teg i chi. Nid ydym yn gyfrifol am ddifrod y gallech fod wedi’i osgoi drwy ddilyn ein cyngor neu drwy osod diweddariadau a gynigiwyd i chi am ddim.',
          'Nid oes dim yn y telerau hyn yn cyfyngu ar ein hatebolrwydd nac yn ei eithrio am farwolaeth neu anaf personol a achosir gan ein hesgeulustod, am dwyll neu gamliwio twyllodrus, nac am unrhyw beth arall nad yw’r gyfraith yn caniatáu i ni ei gyfyngu na’i eithrio.',
          'Nid oes dim yn y telerau hyn yn effeithio ar eich hawliau statudol, gan gynnwys eich hawliau o dan Ddeddf Hawliau Defnyddwyr 2015 i gael gwasanaethau sy’n cael eu darparu gyda gofal a sgìl rhesymol ac fel y’u disgrifiwyd. Gall Cyngor ar Bopeth roi rhagor o wybodaeth i chi am eich hawliau.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Newidiadau i’r telerau hyn',
      blocks: [
        p(
          'Efallai y byddwn yn diweddaru’r telerau hyn pan fydd y wefan, ein gwasanaethau neu’r gyfraith yn newid. Mae’r dyddiad y cawsant eu diweddaru ddiwethaf i’w weld ar frig y dudalen hon. Os bydd newid yn effeithio ar sut rydych yn defnyddio eich cyfrif, byddwn yn dweud wrthych drwy e-bost neu pan fyddwch yn mewngofnodi nesaf. Y telerau sydd mewn grym pan fyddwch yn defnyddio’r wefan yw’r rhai sy’n gymwys.',
        ),
      ],
    },
    {
      id: 'complaints-and-redress',
      title: 'Cwynion a gwneud iawn',
      blocks: [
        p(
          'Os ydych yn anfodlon ar ein gwefan neu ein gwasanaeth, rhowch wybod i ni er mwyn i ni allu unioni pethau. E-bostiwch ',
          emailLink,
          `, ysgrifennwch at ${postalAddress}, neu ffoniwch `,
          phoneLink,
          '.',
        ),
        ul(
          'Byddwn yn cydnabod eich cwyn o fewn 3 diwrnod gwaith a’n nod yw rhoi ymateb llawn i chi o fewn 15 diwrnod gwaith.',
          'Os nad ydych yn fodlon, gallwch ofyn i uwch aelod o’n tîm adolygu eich cwyn, a bydd yn rhoi ein hymateb terfynol i chi.',
          'Os nad ydych yn fodlon o hyd ar ôl ein hymateb terfynol, neu os oes 8 wythnos wedi mynd heibio ers i chi gwyno, gallwch ofyn i’n cynllun gwneud iawn ymchwilio iddi, yn rhad ac am ddim. Fel arfer, mae cynlluniau’n gofyn i chi wneud hyn o fewn 12 mis i’n hymateb terfynol.',
        ),
        p(
          'Fel asiant gosod ac asiant rheoli eiddo trwyddedig yng Nghymru, rydym yn aelod o gynllun gwneud iawn a gymeradwywyd gan y llywodraeth ar gyfer gwaith gosod a rheoli eiddo, fel y mae ein trwydded Rhentu Doeth Cymru yn ei gwneud yn ofynnol. Mae’r cynllun yn wasanaeth ombwdsmon annibynnol a all ymchwilio i gwynion nad ydym wedi gallu eu datrys. Mae ei enw a’n rhif aelodaeth yn ein gweithdrefn gwyno, a anfonwn gyda phob ymateb terfynol ac ar gais.',
        ),
        p(
          'Gellir hefyd anfon pryderon am y ffordd rydym yn defnyddio gwybodaeth bersonol at yr ICO, fel yr esbonnir yn ein ',
          privacyLink(),
          '.',
        ),
      ],
    },
    {
      id: 'governing-law',
      title: 'Y gyfraith lywodraethol',
      blocks: [
        p(
          'Mae’r telerau hyn yn cael eu llywodraethu gan gyfraith Cymru a Lloegr, a gall llysoedd Cymru a Lloegr ymdrin ag unrhyw anghydfod yn eu cylch. Os ydych yn byw yn yr Alban neu yng Ngogledd Iwerddon, gallwch hefyd ddwyn achos yn eich llysoedd lleol.',
        ),
      ],
    },
    {
      id: 'terms-contact',
      title: 'Cysylltu â ni',
      blocks: [
        p(
          'Os oes gennych gwestiynau am y telerau hyn, e-bostiwch ',
          emailLink,
          ', ffoniwch ',
          phoneLink,
          `, ysgrifennwch at ${postalAddress}, neu defnyddiwch ein `,
          contactPageLink(),
          '.',
        ),
      ],
    },
  ],
};
