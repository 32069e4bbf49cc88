/**
 * Welsh twin of ../landlords-more.ts: the services in brief and the Welsh letting rules. Ids stay as
 * in English: they are the Services page's anchors and this page's own section ids.
 */
import { BadgeCheck, BellRing, FileSignature, Flame, Leaf, Zap } from 'lucide-react';
import type * as En from '../landlords-more';
import type { LettingRule } from '../landlords-more';
import type { Translation } from './translation';

export type { LettingRule } from '../landlords-more';

export const LANDLORD_SERVICES: Translation<typeof En.LANDLORD_SERVICES> = [
  {
    id: 'tenant-finding',
    title: 'Dod o hyd i denantiaid',
    text: 'Hysbysebu, ymweliadau a gwirio geirdaon yn drylwyr.',
  },
  {
    id: 'rent-collection',
    title: 'Casglu rhent',
    text: 'Casglu’r rhent, mynd ar ôl ôl-ddyledion a chyfriflenni misol.',
  },
  {
    id: 'property-inspections',
    title: 'Archwilio eiddo',
    text: 'Ymweliadau rheolaidd gydag adroddiad ysgrifenedig a lluniau.',
  },
  {
    id: 'maintenance',
    title: 'Cynnal a chadw',
    text: 'Trefnu atgyweiriadau drwy gontractwyr lleol rydyn ni wedi’u gwirio.',
  },
  {
    id: 'legal-compliance',
    title: 'Cydymffurfiaeth gyfreithiol',
    text: 'Tystysgrifau, blaendaliadau a hysbysiadau wedi’u trin yn gywir.',
  },
  {
    id: 'full-management',
    title: 'Rheoli llawn',
    text: 'Popeth uchod, gydag un tîm yn gofalu am y cyfan.',
  },
];

export const LETTING_RULES: readonly LettingRule[] = [
  {
    id: 'rent-smart-wales',
    title: 'Cofrestru a thrwyddedu gyda Rhentu Doeth Cymru',
    Icon: BadgeCheck,
    summary:
      'Rhentu Doeth Cymru yw’r cynllun cenedlaethol, sy’n cael ei redeg gan Gyngor Caerdydd ar gyfer Cymru gyfan, sy’n cadw cofrestr o landlordiaid preifat ac yn trwyddedu pawb sy’n gosod neu’n rheoli cartrefi rhent.',
    duties: [
      'Rhaid i bob landlord preifat gofrestru, ynghyd â phob eiddo rhent sydd ganddo yng Nghymru, cyn ei osod neu ei farchnata. Os ydych chi newydd brynu eiddo, mae gennych chi 28 diwrnod i gofrestru.',
      'Mae cofrestriad yn para pum mlynedd, ac wedyn rhaid ei adnewyddu.',
      'Mae angen trwydded ar unrhyw un sy’n gwneud gwaith gosod neu reoli (hysbysebu, ymweliadau, llunio contractau, casglu rhent, trefnu atgyweiriadau neu archwiliadau), ac mae angen hyfforddiant cymeradwy i’w chael. Mae trwydded yn para pum mlynedd, gall gymryd hyd at wyth wythnos i’w chymeradwyo, a rhaid rhoi gwybod am newidiadau o fewn 28 diwrnod.',
      'Os yw asiant trwyddedig yn gwneud yr holl waith hwnnw ar eich rhan, does dim angen trwydded arnoch chi eich hun, ond rhaid i chi fod wedi cofrestru o hyd.',
      'Mae gosod neu reoli heb gofrestriad neu drwydded yn drosedd.',
    ],
    howWeHelp:
      'Mae gennym ni drwydded asiant Rhentu Doeth Cymru, ac rydyn ni’n cadw ein trefniadau diogelu arian cleientiaid, ein hyswiriant indemniad proffesiynol a’n haelodaeth o gynllun gwneud iawn yn gyfredol. Pan fyddwn ni’n rheoli eiddo’n llawn, rydyn ni’n gwneud yr holl waith sydd angen trwydded, felly dim ond eich cofrestriad sydd ei angen arnoch chi. Rydyn ni’n gwirio’ch rhif cofrestru cyn hysbysebu, yn eich atgoffa ymhell cyn iddo ddod i ben, ac yn eich helpu i roi gwybod am newidiadau o fewn 28 diwrnod.',
  },
  {
    id: 'occupation-contracts',
    title: 'Contractau meddiannaeth a blaendaliadau',
    Icon: FileSignature,
    summary:
      'Ers 1 Rhagfyr 2022, mae Deddf Rhentu Cartrefi (Cymru) 2016 wedi disodli tenantiaethau â chontractau meddiannaeth. Bellach, deiliaid contract yw tenantiaid, ac mae’r rhan fwyaf o osodiadau preifat yn gontractau meddiannaeth safonol, naill ai’n rhai cyfnodol neu’n rhai cyfnod penodol.',
    duties: [
      'Rhoi datganiad ysgrifenedig o’r contract i ddeiliad y contract o fewn 14 diwrnod i’r dyddiad meddiannu (y diwrnod y mae ganddo’r hawl i symud i mewn). Mae’r copi cyntaf am ddim. Os yw’n hwyr, ni allwch roi hysbysiad ‘dim bai’ tan chwe mis ar ôl ei roi.',
      'Diogelu unrhyw flaendal mewn cynllun cymeradwy (DPS, mydeposits neu TDS) a rhoi’r wybodaeth ragnodedig amdano i ddeiliad y contract, y ddau o fewn 30 diwrnod i gael y blaendal.',
      'Ni all blaendal cadw fod yn fwy nag wythnos o rent, ac mae’r rhan fwyaf o ffioedd eraill i ddeiliaid contract wedi’u gwahardd.',
      'Rhaid i hysbysiad ‘dim bai’ (adran 173) roi o leiaf chwe mis o rybudd; ni ellir ei roi yn ystod chwe mis cyntaf y feddiannaeth, ac ni all ddod â chyfnod penodol i ben yn gynnar.',
      'Dim ond gydag o leiaf ddau fis o rybudd y gall y rhent ar gontract cyfnodol godi, a dim mwy nag unwaith bob 12 mis.',
    ],
    howWeHelp:
      'Rydyn ni’n paratoi’r datganiad ysgrifenedig ar sail telerau enghreifftiol Llywodraeth Cymru, yn ychwanegu unrhyw delerau atodol rydych chi’n cytuno arnyn nhw, ac yn ei roi i ddeiliad y contract cyn iddo symud i mewn, ymhell o fewn y 14 diwrnod. Rydyn ni’n diogelu’r blaendal ac yn anfon yr wybodaeth ragnodedig o fewn y 30 diwrnod, yn cofnodi pob dogfen rydyn ni’n ei chyflwyno a phryd, ac yn rhoi cyngor ar hysbysiadau ac adolygiadau rhent fel nad oes dim yn methu ar bwynt technegol.',
  },
  {
    id: 'gas-safety',
    title: 'Diogelwch nwy',
    Icon: Flame,
    summary:
      'Rhaid cadw’r offer nwy, y pibellau a’r ffliwiau rydych chi’n eu darparu yn ddiogel, a rhaid i beiriannydd sydd wedi’i gofrestru gyda Gas Safe eu gwirio bob blwyddyn a rhoi cofnod diogelwch nwy landlord.',
    duties: [
      'Gwiriad diogelwch o leiaf bob 12 mis. Os cynhelir y gwiriad yn ystod y ddau fis cyn y dyddiad terfyn, mae’r dyddiad pen-blwydd gwreiddiol yn aros yr un fath.',
      'Copi o’r cofnod diweddaraf i ddeiliad contract newydd cyn iddo symud i mewn.',
      'Copi i ddeiliaid contract presennol o fewn 28 diwrnod i bob gwiriad.',
      'Cadw cofnodion am o leiaf ddwy flynedd.',
    ],
    howWeHelp:
      'Rydyn ni’n trefnu peiriannydd sydd wedi’i gofrestru gyda Gas Safe tua deufis cyn bod pob gwiriad yn ddyledus, fel nad yw’r dyddiad pen-blwydd byth yn llithro. Mae’r cofnod yn mynd i’ch porth, mae deiliad y contract yn cael ei gopi ar unwaith, ac rydyn ni’n trefnu unrhyw atgyweiriadau y mae’r peiriannydd yn dod o hyd iddyn nhw. Fyddwn ni byth yn symud deiliad contract newydd i mewn heb gofnod dilys.',
  },
  {
    id: 'electrical-safety',
    title: 'Diogelwch trydanol',
    Icon: Zap,
    summary:
      'Rhaid i drydanwr cymwysedig archwilio a phrofi’r gosodiad trydanol sefydlog (y gwifrau, yr uned defnyddwyr, y socedi a’r ffitiadau), a rhoi Adroddiad ar Gyflwr Gosodiad Trydanol (EICR).',
    duties: [
      'Archwiliad newydd o leiaf bob pum mlynedd, neu’n gynt os yw’r adroddiad diwethaf yn dweud hynny.',
      'Copi o’r adroddiad diweddaraf, gyda chadarnhad ysgrifenedig o unrhyw waith adfer, i ddeiliad y contract o fewn 14 diwrnod i’r dyddiad meddiannu.',
      'Ar ôl archwiliad newydd yn ystod meddiannaeth, copi o fewn 14 diwrnod iddo.',
      'Ystyrir bod cartref heb adroddiad dilys yn anaddas i fod yn annedd, ac nid oes rhent yn daladwy tra bo cartref yn anaddas.',
    ],
    howWeHelp:
      'Rydyn ni’n cadw golwg ar ddyddiad archwilio nesaf pob adroddiad ac yn trefnu trydanwr cymwysedig mewn da bryd. Caiff problemau brys eu cywiro ar unwaith (ein rheol ein hunain yw o fewn 28 diwrnod fan bellaf), ac mae deiliad y contract yn cael yr adroddiad a chadarnhad ysgrifenedig o’r gwaith.',
  },
  {
    id: 'smoke-and-co-alarms',
    title: 'Larymau mwg a larymau carbon monocsid',
    Icon: BellRing,
    summary:
      'Mae larymau sy’n gweithio yn rhan o’r safon addasrwydd i fod yn annedd. Ystyrir bod cartref heb y larymau sydd eu hangen arno yn anaddas.',
    duties: [
      'Larwm mwg ar bob llawr, wedi’i bweru gan y prif gyflenwad a’i gysylltu â’r lleill, fel eu bod i gyd yn canu pan fydd un yn canu.',
      'Larwm carbon monocsid ym mhob ystafell lle mae cyfarpar nwy (gan gynnwys popty nwy), cyfarpar sy’n llosgi olew neu losgwr tanwydd solet fel stôf goed.',
      'Pob larwm mewn cyflwr da ac yn gweithio drwy gydol y feddiannaeth.',
    ],
    howWeHelp:
      'Rydyn ni’n gwirio’r larymau cyn gosod eiddo, yn trefnu trydanwr lle mae angen ychwanegu larymau neu eu cysylltu â’i gilydd, yn profi pob larwm pan fydd deiliad y contract yn symud i mewn ac ym mhob archwiliad, ac yn cofnodi dyddiadau newid fel bod hen larymau’n cael eu newid cyn iddyn nhw ddod i ben.',
  },
  {
    id: 'energy-performance',
    title: 'Perfformiad ynni (EPC)',
    Icon: Leaf,
    summary:
      'Mae Tystysgrif Perfformiad Ynni yn rhoi sgôr i effeithlonrwydd ynni cartref o A (y gorau) i G, gydag argymhellion ar gyfer ei wella.',
    duties: [
      'EPC dilys wedi’i gomisiynu cyn marchnata’r eiddo, gyda’r sgôr i’w gweld mewn hysbysebion.',
      'Mae pob tystysgrif yn ddilys am 10 mlynedd.',
      'Mae deiliad y contract yn cael copi am ddim.',
      'Rhaid i gartref sy’n cael ei osod yn breifat fod ym mand E neu well, oni bai bod esemptiad dilys wedi’i gofrestru. Mae’r rhan fwyaf o esemptiadau’n para pum mlynedd, y cap ar wariant yw £3,500, ac nid yw esemptiad yn trosglwyddo i berchennog newydd.',
    ],
    howWeHelp:
      'Rydyn ni’n gwirio’r EPC cyn hysbysebu, yn dangos y band ar bob hysbyseb ac yn rhoi copi gyda’r contract. Os yw cartref ym mand F neu G, rydyn ni’n esbonio’r gwelliannau a fyddai’n ei godi i E, yn trefnu dyfynbrisiau, ac yn eich helpu i gofrestru esemptiad lle mae un yn berthnasol go iawn.',
  },
];
