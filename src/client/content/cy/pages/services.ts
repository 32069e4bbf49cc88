/** Welsh twin of content/pages/services.ts (the Welsh build swaps it in). */
import type * as En from '../../pages/services';

export const SERVICES_PAGE: typeof En.SERVICES_PAGE = {
  title: 'Ein gwasanaethau',
  intro:
    "Chwe gwasanaeth y gall landlordiaid eu dewis ar wahân neu gyda'i gilydd fel rheolaeth lawn. Canran o'r rhent misol yw ein ffi, wedi'i chytuno'n ysgrifenedig cyn i ni ddechrau.",
  navLabel: 'Ein gwasanaethau',
  services: {
    'tenant-finding': {
      title: 'Dod o hyd i denantiaid',
      lead: "Dod o hyd i'r deiliad contract iawn i'ch cartref yn gyflym, a'i wirio'n drylwyr.",
      points: [
        'Cyngor ar y rhent iawn, yn seiliedig ar rent cartrefi tebyg gerllaw.',
        "Ffotograffau da a disgrifiad clir a chywir o'ch eiddo.",
        'Hysbysebu eich cartref ar ein gwefan ac ar y prif byrth eiddo.',
        "Ymweliadau yng nghwmni aelod o'n tîm, gydag o leiaf 24 awr o rybudd i unrhyw un sy'n byw yno ar hyn o bryd.",
        'Gwirio geirdaon: hunaniaeth, incwm a fforddiadwyedd, a landlordiaid blaenorol.',
        'Gwiriadau gwarantwr lle mae eu hangen.',
        "Paratoi a llofnodi datganiad ysgrifenedig y contract meddiannaeth, a chymryd a diogelu'r blaendal.",
      ],
    },
    'rent-collection': {
      title: 'Casglu rhent',
      lead: "Casglu'r rhent yn brydlon, ei dalu i chi'n ddi-oed a rhoi cyfrif clir ohono.",
      points: [
        "Casglu'r rhent bob mis a'i dalu i'ch cyfrif yn brydlon.",
        "Cyfriflen fisol yn dangos y rhent a dderbyniwyd, y costau a'n ffi.",
        "Pob taliad i'w weld yn eich porth landlord.",
        "Mynd ar ôl taliadau hwyr o'r diwrnod cyntaf, yn gwrtais ac yn gadarn.",
        "Sgyrsiau cynnar, ymarferol gyda deiliaid contract sy'n cael trafferth.",
        "Crynodeb blynyddol i'ch helpu gyda'ch ffurflen dreth.",
        "Adolygu'r rhent gyda'r rhybudd cywir: o leiaf ddau fis o rybudd, dim mwy nag unwaith y flwyddyn.",
      ],
    },
    'property-inspections': {
      title: 'Archwilio eiddo',
      lead: 'Ymweliadau rheolaidd, fel bod problemau bach yn aros yn fach.',
      points: [
        "Rhestr eiddo fanwl wrth symud i mewn, gyda ffotograffau wedi'u dyddio.",
        'Archwiliad cyntaf cyn pen tri mis ar ôl symud i mewn, yna bob chwe mis.',
        "O leiaf 24 awr o rybudd ysgrifenedig i'r deiliad contract cyn pob ymweliad.",
        'Adroddiad ysgrifenedig gyda ffotograffau ar ôl pob archwiliad.',
        "Profi'r larymau mwg a charbon monocsid ym mhob ymweliad.",
        "Tynnu sylw at arwyddion cynnar o leithder, gollyngiadau neu draul, gyda'n hargymhellion.",
        "Archwiliad symud allan wedi'i gymharu â'r rhestr eiddo.",
      ],
    },
    maintenance: {
      title: 'Cynnal a chadw',
      lead: "Trefnu atgyweiriadau'n gyflym drwy gontractwyr lleol sydd wedi'u gwirio.",
      points: [
        "Rhoi gwybod am atgyweiriadau dros y ffôn neu drwy'r porth tenant, a'u cofnodi a'u dilyn wedyn.",
        'Delio ag argyfyngau fel dim gwres, gollyngiadau neu drydan anniogel yn gyntaf.',
        "Contractwyr lleol wedi'u gwirio a'u hyswirio, gan gynnwys peirianwyr Gas Safe a thrydanwyr cymwysedig.",
        'Gofyn am eich cymeradwyaeth cyn unrhyw waith dros derfyn a osodwch chi.',
        'Mwy nag un dyfynbris ar gyfer gwaith mwy.',
        "Rhannu anfonebau a ffotograffau o'r gwaith gorffenedig â chi.",
        "Cyngor ar waith cynnal a chadw wedi'i gynllunio sy'n diogelu gwerth eich eiddo.",
      ],
    },
    'legal-compliance': {
      title: "Cydymffurfio â'r gyfraith",
      lead: 'Dilyn cyfraith gosod Cymru, cadw golwg ar derfynau amser a chadw cofnodion.',
      points: [
        "Gwirio cofrestriad Rhentu Doeth Cymru cyn i ni hysbysebu, gyda nodiadau atgoffa i'w adnewyddu.",
        "Rhoi datganiadau ysgrifenedig o gontractau meddiannaeth cyn pen 14 diwrnod o'r dyddiad meddiannu.",
        "Diogelu blaendaliadau, a rhoi'r wybodaeth ragnodedig, cyn pen 30 diwrnod.",
        'Gwiriadau diogelwch nwy bob 12 mis, gyda chopïau i ddeiliaid contract.',
        'Archwiliadau trydanol o leiaf bob pum mlynedd, gydag adroddiadau cyn pen 14 diwrnod.',
        'Gwirio larymau mwg a charbon monocsid, a chadw EPCs yn ddilys ar fand E neu well.',
        "Paratoi hysbysiadau, fel codiadau rhent, gyda'r ffurflen a'r cyfnod rhybudd cywir.",
      ],
    },
    'full-management': {
      title: 'Rheolaeth lawn',
      lead: "Trosglwyddwch y gosod cyfan i ni, o'r ymweliad cyntaf i'r archwiliad symud allan olaf.",
      points: [
        "Popeth sy'n rhan o ddod o hyd i denantiaid, casglu rhent, archwilio, cynnal a chadw a chydymffurfio.",
        'Un rheolwr eiddo penodol yn bwynt cyswllt i chi.',
        'Ein tîm trwyddedig yn gwneud yr holl waith gosod a rheoli, felly dim ond eich cofrestriad Rhentu Doeth Cymru sydd ei angen arnoch.',
        'Delio â chwestiynau ac atgyweiriadau deiliaid contract o ddydd i ddydd.',
        'Rheoli adnewyddiadau, adolygiadau rhent a hysbysiadau.',
        'Gofalu am y broses symud allan, dychwelyd y blaendal ac unrhyw dystiolaeth ar gyfer anghydfod ar eich rhan.',
        'Y darlun llawn yn eich porth landlord unrhyw bryd.',
      ],
    },
  },
  lettingRulesLink: "Rheolau gosod Cymru, wedi'u hesbonio",
  ctaHeading: 'Ddim yn siŵr pa wasanaeth sydd ei angen arnoch?',
  ctaTextBeforePhone:
    "Dywedwch wrthym am eich eiddo a faint rydych am fod yn rhan o bethau, a byddwn yn awgrymu'r cymysgedd iawn. Ffoniwch ",
  ctaTextAfterPhone: ' neu anfonwch neges atom.',
  contactUs: 'Cysylltu â ni',
  landlordServices: 'Gwasanaethau i landlordiaid',
};
