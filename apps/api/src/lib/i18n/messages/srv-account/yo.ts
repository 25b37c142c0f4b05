import type { Catalogue } from '../catalogue.ts';

export const yo: Catalogue = {
  // Profile: onboarding, edits, contact details
  'You must be at least {{age}} years old to use this app.':
    'Ó kéré tán, ẹ gbọ́dọ̀ ti pé ọmọ ọdún {{age}} kí ẹ tó lè lo áàpù yìí.',
  'Please check your birth date: it is more than 120 years ago.':
    'Ẹ jọ̀ọ́, ẹ ṣàyẹ̀wò ọjọ́ ìbí yín: ó ti ju ọgọ́fà (120) ọdún sẹ́yìn.',
  'Your profile could not be found. Please sign in again.': 'A kò rí àkọsílẹ̀ ara yín. Ẹ jọ̀ọ́, ẹ tún wọlé.',
  'We could not find that city. Please search for it again.': 'A kò rí ìlú yẹn. Ẹ jọ̀ọ́, ẹ tún wá a.',
  'Your saved contact details could not be read. Please enter them again and save to replace them.':
    'A kò lè ka àwọn àlàyé ìkànsí tí ẹ fi pamọ́. Ẹ jọ̀ọ́, ẹ tún kọ wọ́n, kí ẹ sì fi pamọ́ láti rọ́pò wọn.',
  'Please choose your {{label}}': 'Ẹ jọ̀ọ́, ẹ yan {{label}}',
  gender: 'akọ tàbí abo',
  orientation: 'irú ìfẹ́ ìbálòpọ̀ yín',
  'body type': 'ìrísí ara yín',
  education: 'ìpele ẹ̀kọ́ yín',
  preference: 'ẹni tí ẹ fẹ́ pàdé',
  'relationship goal': 'irú àjọṣe tí ẹ ń wá',
  'personality type': 'irú ìwà yín',
  'Your name needs at least {{min}} characters': 'Orúkọ yín gbọ́dọ̀ ní ó kéré tán àmì {{min}}',
  'Please enter your occupation': 'Ẹ jọ̀ọ́, ẹ kọ iṣẹ́ yín',
  'Please enter your birth date': 'Ẹ jọ̀ọ́, ẹ kọ ọjọ́ ìbí yín',
  'An interest cannot be blank': 'Ohun tí ẹ nífẹ̀ẹ́ sí kò lè ṣófo',
  'You can list at most {{max}} interests': 'Ẹ lè kọ ohun tí ẹ nífẹ̀ẹ́ sí tí kò ju {{max}} lọ',
  'Each interest can be listed only once': 'Ẹ kọ ohun kọ̀ọ̀kan tí ẹ nífẹ̀ẹ́ sí lẹ́ẹ̀kan ṣoṣo',
  'A language cannot be blank': 'Èdè kò lè ṣófo',
  'You can list at most {{max}} languages': 'Ẹ lè kọ èdè tí kò ju {{max}} lọ',
  'Each language can be listed only once': 'Ẹ kọ èdè kọ̀ọ̀kan lẹ́ẹ̀kan ṣoṣo',
  'Please tell us a little more about your hobbies (at least {{min}} characters)':
    'Ẹ jọ̀ọ́, ẹ sọ díẹ̀ sí i fún wa nípa eré ìnàjú yín (ó kéré tán àmì {{min}})',
  'Please add at least one photo': 'Ẹ jọ̀ọ́, ẹ fi ó kéré tán fọ́tò kan kún un',
  'You can add at most {{max}} photos': 'Ẹ lè fi fọ́tò tí kò ju {{max}} lọ kún un',
  'Please choose one of your photos': 'Ẹ jọ̀ọ́, ẹ yan ọ̀kan nínú àwọn fọ́tò yín',
  'Type at least 2 letters of your city': 'Ẹ kọ ó kéré tán lẹ́tà 2 nínú orúkọ ìlú yín',
  '{{label}} needs at least one digit': '{{label}}: ó gbọ́dọ̀ ní ó kéré tán òǹkà kan',
  '{{label}}: Phone numbers may contain only digits, spaces, +, -, ( and )':
    '{{label}}: nọ́ńbà fóònù lè ní òǹkà, àlàfo àti àwọn àmì +, -, ( àti ) nìkan',
  'Phone numbers may contain only digits, spaces, +, -, ( and )':
    'Nọ́ńbà fóònù lè ní òǹkà, àlàfo àti àwọn àmì +, -, ( àti ) nìkan',
  'Please enter your password to confirm': 'Ẹ jọ̀ọ́, ẹ kọ ọ̀rọ̀ìpamọ́ yín láti fìdí rẹ̀ múlẹ̀',
  Name: 'Orúkọ',
  Occupation: 'Iṣẹ́',
  'An interest': 'Ohun tí ẹ nífẹ̀ẹ́ sí',
  'A language': 'Èdè',
  Heritage: 'Orírun',
  'About me': 'Nípa mi',
  Hobbies: 'Eré ìnàjú',
  Phone: 'Fóònù',
  'Emergency contact name': 'Orúkọ ẹni tí a ó pè ní pàjáwìrì',
  'Emergency contact phone': 'Fóònù ẹni tí a ó pè ní pàjáwìrì',

  // Plans and payments
  'You have no active plan to cancel.': 'Ẹ kò ní ètò kankan tó ń lọ lọ́wọ́ tí ẹ lè fagi lé.',
  'We could not reach the payment service. Your plan is unchanged; please try again.':
    'A kò rí iṣẹ́ ìsanwó kàn sí. Ètò yín kò yí padà; ẹ jọ̀ọ́, ẹ tún gbìyànjú.',
  'We could not reach the payment service. Nothing was charged; please try again.':
    'A kò rí iṣẹ́ ìsanwó kàn sí. A kò gba owó kankan; ẹ jọ̀ọ́, ẹ tún gbìyànjú.',
  'The test checkout is off: this server takes real payments.': 'Ìsanwó àdánwò ti wà ní pípa: sáfà yìí ń gba owó gidi.',
  'This checkout does not exist or is not yours.': 'Ìsanwó yìí kò sí, tàbí kì í ṣe tiyín.',
  'This checkout is already {{status}}.': 'Ìsanwó yìí ti {{status}} tẹ́lẹ̀.',
  paid: 'di sísan',
  canceled: 'di fífagilé',
  failed: 'kùnà',
  refunded: 'di dídápadà',
  'You already have the {{plan}} plan. You can choose another plan when it ends.':
    'Ẹ ti ní ètò {{plan}} tẹ́lẹ̀. Ẹ lè yan ètò mìíràn nígbà tí ó bá parí.',
  'You have started many checkouts in a short time. Please try again later.':
    'Ẹ ti bẹ̀rẹ̀ ìsanwó púpọ̀ láàárín àkókò kúkúrú. Ẹ jọ̀ọ́, ẹ tún gbìyànjú nígbà míì.',
  'Choose Silver, Gold or Platinum': 'Ẹ yan Silver, Gold tàbí Platinum',
  'Choose one of the token packs': 'Ẹ yan ọ̀kan nínú àwọn àpò tókìnì',
  "Say what to buy: { kind: 'plan', planId } or { kind: 'tokens', packId }":
    "Ẹ sọ ohun tí ẹ fẹ́ rà: { kind: 'plan', planId } tàbí { kind: 'tokens', packId }",

  // Support requests
  'You have sent several requests in the last hour. We will answer those first; please try again later.':
    'Ẹ ti fi ọ̀pọ̀ ìbéèrè ránṣẹ́ láàárín wákàtí kan sẹ́yìn. A ó kọ́kọ́ dáhùn àwọn yẹn; ẹ jọ̀ọ́, ẹ tún gbìyànjú nígbà míì.',
  'Thanks, your message is with our team. As a Platinum member you are answered first; we reply by e-mail.':
    'Ẹ ṣé, ọ̀rọ̀ yín ti dé ọ̀dọ̀ ẹgbẹ́ wa. Gẹ́gẹ́ bí ọmọ ẹgbẹ́ Platinum, ẹ̀yin ni a ó kọ́kọ́ dá lóhùn; a ó fèsì nípasẹ̀ ímeèlì.',
  'Thanks, your message is with our team. We reply by e-mail.':
    'Ẹ ṣé, ọ̀rọ̀ yín ti dé ọ̀dọ̀ ẹgbẹ́ wa. A ó fèsì nípasẹ̀ ímeèlì.',
  'Please choose what your message is about': 'Ẹ jọ̀ọ́, ẹ yan ohun tí ọ̀rọ̀ yín dá lé',
  'Please write your message': 'Ẹ jọ̀ọ́, ẹ kọ ọ̀rọ̀ yín',
  'Please tell us a little more (at least {{min}} characters)': 'Ẹ jọ̀ọ́, ẹ sọ díẹ̀ sí i fún wa (ó kéré tán àmì {{min}})',
  Message: 'Ọ̀rọ̀',

  // Calls
  'You have started many calls. Please wait a while and try again.':
    'Ẹ ti pe ọ̀pọ̀ ìpè. Ẹ jọ̀ọ́, ẹ dúró díẹ̀ kí ẹ tó tún gbìyànjú.',
  'They are on another call. Try again in a little while.': 'Wọ́n wà lórí ìpè mìíràn. Ẹ tún gbìyànjú láìpẹ́.',
  'You are already in a call.': 'Ẹ ti wà lórí ìpè kan tẹ́lẹ̀.',
  'You can only call people you can message.': 'Àwọn tí ẹ lè fi ọ̀rọ̀ ránṣẹ́ sí nìkan ni ẹ lè pè.',
  'Calls are only available with real users.': 'Ìpè wà fún àwọn olùlò gidi nìkan.',
  'You cannot call yourself.': 'Ẹ kò lè pe ara yín.',
  'This call has ended.': 'Ìpè yìí ti parí.',

  // Moderation: decisions, appeals, the moderators' console
  'This page has expired. Please sign in again to appeal.':
    'Àkókò ojú-ìwé yìí ti kọjá. Ẹ jọ̀ọ́, ẹ tún wọlé láti pe ẹjọ́ kòtẹ́milọ́rùn.',
  'This copy is not kept any more.': 'A kò fi ẹ̀dà yìí pamọ́ mọ́.',
  'This member could not be found.': 'A kò rí ọmọ ẹgbẹ́ yìí.',
  'You cannot act on your own account.': 'Ẹ kò lè gbé ìgbésẹ̀ lórí àkáǹtì ara yín.',
  'An administrator’s account cannot be moderated here.': 'A kò lè ṣàkóso àkáǹtì alábòójútó àgbà níbí.',
  'One of these reports is not open any more: another moderator may have decided it. Reload the case.':
    'Ọ̀kan nínú àwọn ìfisùn yìí kò ṣí sílẹ̀ mọ́: ó ṣeé ṣe kí alákòóso mìíràn ti pinnu rẹ̀. Ẹ tún ọ̀rọ̀ náà gbé wá.',
  'One of these signals is not open any more: another moderator may have decided it. Reload the case.':
    'Ọ̀kan nínú àwọn ìkìlọ̀ yìí kò ṣí sílẹ̀ mọ́: ó ṣeé ṣe kí alákòóso mìíràn ti pinnu rẹ̀. Ẹ tún ọ̀rọ̀ náà gbé wá.',
  'This content is not there any more.': 'Àkóónú yìí kò sí mọ́.',
  'This appeal could not be found or was already decided.': 'A kò rí ẹjọ́ kòtẹ́milọ́rùn yìí, tàbí a ti pinnu rẹ̀ tẹ́lẹ̀.',
  'Another moderator must decide this appeal: you took the decision it is about.':
    'Alákòóso mìíràn ló gbọ́dọ̀ pinnu ẹjọ́ kòtẹ́milọ́rùn yìí: ẹ̀yin lẹ ṣe ìpinnu tí ó dá lé.',
  'You have already appealed this decision.': 'Ẹ ti pe ẹjọ́ kòtẹ́milọ́rùn lórí ìpinnu yìí tẹ́lẹ̀.',
  'This decision could not be found.': 'A kò rí ìpinnu yìí.',
  'This decision cannot be appealed.': 'A kò lè pe ẹjọ́ kòtẹ́milọ́rùn lórí ìpinnu yìí.',
  'This stream is not live.': 'Ìgbéjáde yìí kò sí lórí afẹ́fẹ́ báyìí.',
  'Please verify your face again before you continue: our moderators asked for it.':
    'Ẹ jọ̀ọ́, ẹ tún fìdí ojú yín múlẹ̀ kí ẹ tó tẹ̀síwájú: àwọn alákòóso wa ló béèrè fún un.',
  'This message was removed by moderators.': 'Àwọn alákòóso ti yọ ọ̀rọ̀ yìí kúrò.',
  'Only moderators can open this page.': 'Àwọn alákòóso nìkan ló lè ṣí ojú-ìwé yìí.',
  'This list position is no longer valid. Please reload the list.':
    'Ipò yìí nínú àkójọ kò wúlò mọ́. Ẹ jọ̀ọ́, ẹ tún àkójọ náà gbé wá.',
  '{{count}} members reported this profile as fake. Please verify your face to show it is you.':
    'Ọmọ ẹgbẹ́ {{count}} ló fisùn pé àkọsílẹ̀ yìí jẹ́ ayédèrú. Ẹ jọ̀ọ́, ẹ fìdí ojú yín múlẹ̀ láti fi hàn pé ẹ̀yin gan-an ni.',
  'Your account has been banned by our moderators.': 'Àwọn alákòóso wa ti fòfin de àkáǹtì yín.',
  'Your account is suspended by our moderators for now.': 'Àwọn alákòóso wa ti dá àkáǹtì yín dúró fún ìgbà díẹ̀.',
  'A profile report has no single piece of content to remove; warn, suspend or ban instead.':
    'Ìfisùn nípa àkọsílẹ̀ kò ní àkóónú kan pàtó láti yọ kúrò; dípò bẹ́ẹ̀, ẹ kìlọ̀, ẹ dá dúró, tàbí ẹ fòfin dè é.',
  'A live stream is ended, not removed: use “End stream”.':
    'Ìgbéjáde tààràtà ni a ń dá dúró, a kì í yọ ọ́ kúrò: ẹ lo “Dá ìgbéjáde tààràtà rẹ̀ dúró”.',
  'Please write the reason the member will read': 'Ẹ jọ̀ọ́, ẹ kọ ìdí tí ọmọ ẹgbẹ́ náà yóò kà',
  'Please choose for how many days': 'Ẹ jọ̀ọ́, ẹ yan iye ọjọ́',
  'Please choose the content to remove': 'Ẹ jọ̀ọ́, ẹ yan àkóónú tí ẹ fẹ́ yọ kúrò',
  'Please say why the decision should change': 'Ẹ jọ̀ọ́, ẹ sọ ìdí tí ìpinnu náà fi yẹ kó yí padà',
  Reason: 'Ìdí',
  Appeal: 'Ẹjọ́ kòtẹ́milọ́rùn',

  // Web push subscriptions
  'This is not a push service address': 'Èyí kì í ṣe àdírẹ́sì iṣẹ́ ìfitóni push',
  'A push service must be reached over https': 'Iṣẹ́ ìfitóni push gbọ́dọ̀ jẹ́ èyí tí a ń dé nípasẹ̀ https',
};
