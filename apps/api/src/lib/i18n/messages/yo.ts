import type { Catalogue } from './catalogue.ts';

export const yo: Catalogue = {
  // The app and its error handler
  'The address is too long.': 'Àdírẹ́sì náà ti gùn jù.',
  'The address is not a valid URL.': 'Àdírẹ́sì náà kì í ṣe URL tó tọ́.',
  'We are having trouble connecting right now. Please try again in a few seconds.':
    'A ń ní ìṣòro láti sopọ̀ báyìí. Ẹ jọ̀ọ́, ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú-àáyá díẹ̀.',
  'Unknown field: {{fields}}': 'Àpótí tí a kò mọ̀: {{fields}}',
  'Something went wrong on our side. Please try again.': 'Nǹkan kan ṣàṣìṣe ní ọ̀dọ̀ wa. Ẹ jọ̀ọ́, ẹ tún gbìyànjú.',
  'The request body is not valid JSON.': 'Ara ìbéèrè náà kì í ṣe JSON tó tọ́.',
  'The request body is empty; send a JSON object.': 'Ara ìbéèrè náà ṣófo; ẹ fi ohun JSON kan ránṣẹ́.',
  'The request body is too large.': 'Ara ìbéèrè náà ti tóbi jù.',
  'Send the request body as application/json.': 'Ẹ fi ara ìbéèrè náà ránṣẹ́ gẹ́gẹ́ bí application/json.',
  'The request could not be processed.': 'A kò lè ṣe ìbéèrè náà.',
  'No such endpoint: {{method}} {{path}}': 'Kò sí ibi ìpè bẹ́ẹ̀: {{method}} {{path}}',
  'Please sign in to continue.': 'Ẹ jọ̀ọ́, ẹ wọlé kí ẹ tó tẹ̀síwájú.',
  'Invalid request': 'Ìbéèrè tí kò tọ́',
  'Invalid value': 'Iye tí kò tọ́',

  // Accounts: sign-up, sign-in, passwords, e-mail links
  'Your password has been changed. Other devices have been signed out.':
    'A ti yí ọ̀rọ̀ìpamọ́ yín padà. A ti mú àwọn ẹ̀rọ yín mìíràn jáde.',
  'Your password has been reset. Please sign in with your new password.':
    'A ti tún ọ̀rọ̀ìpamọ́ yín ṣe. Ẹ jọ̀ọ́, ẹ wọlé pẹ̀lú ọ̀rọ̀ìpamọ́ tuntun.',
  'Thank you! Your e-mail address is confirmed.': 'Ẹ ṣé o! A ti fìdí àdírẹ́sì ímeèlì yín múlẹ̀.',
  'We have sent you a new confirmation link.': 'A ti fi ìjápọ̀ ìfìdímúlẹ̀ tuntun ránṣẹ́ sí yín.',
  'Your session has expired. Please sign in again.': 'Àsìkò ìwọlé yín ti parí. Ẹ jọ̀ọ́, ẹ tún wọlé.',
  'Your session has ended. Please sign in again.': 'Ìwọlé yín ti parí. Ẹ jọ̀ọ́, ẹ tún wọlé.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Ìgbìyànjú ti pọ̀ jù. Ẹ dúró fún ìṣẹ́jú díẹ̀, kí ẹ tó tún gbìyànjú.',
  'Too many attempts. Please try again later.': 'Ìgbìyànjú ti pọ̀ jù. Ẹ jọ̀ọ́, ẹ tún gbìyànjú nígbà míì.',
  'No user logged in': 'Kò sí ẹni tó wọlé',
  'Your current password is not correct.': 'Ọ̀rọ̀ìpamọ́ yín lọ́wọ́lọ́wọ́ kò tọ́.',
  'Please use an e-mail address you will keep. Addresses from temporary inbox services cannot be used to sign up, because we need to reach you about your account and safety.':
    'Ẹ jọ̀ọ́, ẹ lo àdírẹ́sì ímeèlì tí ẹ ó máa lò títí. A kò lè fi àdírẹ́sì ímeèlì onígbà díẹ̀ forúkọsílẹ̀, nítorí a gbọ́dọ̀ lè kàn sí yín nípa àkáǹtì àti ààbò yín.',
  'Please use an e-mail address you will keep, not a temporary inbox.':
    'Ẹ jọ̀ọ́, ẹ lo àdírẹ́sì ímeèlì tí ẹ ó máa lò títí, kì í ṣe ti onígbà díẹ̀.',
  "If an account exists for that address, we've sent a link to reset its password. The link works once, for one hour.":
    'Bí àkáǹtì kan bá wà fún àdírẹ́sì yẹn, a ti fi ìjápọ̀ ránṣẹ́ láti tún ọ̀rọ̀ìpamọ́ rẹ̀ ṣe. Ìjápọ̀ náà ń ṣiṣẹ́ lẹ́ẹ̀kan, fún wákàtí kan.',
  'This reset link is invalid or has expired. Please ask for a new one.':
    'Ìjápọ̀ àtúnṣe yìí kò tọ́ tàbí ó ti kọjá àsìkò. Ẹ jọ̀ọ́, ẹ béèrè òmíràn.',
  'This confirmation link is invalid, expired or already used.':
    'Ìjápọ̀ ìfìdímúlẹ̀ yìí kò tọ́, ó ti kọjá àsìkò, tàbí a ti lò ó tẹ́lẹ̀.',
  'Too many reset requests from your network. Please try again later.':
    'Ìbéèrè àtúnṣe ọ̀rọ̀ìpamọ́ ti pọ̀ jù láti inú nẹ́tíwọ̀ọ̀kì yín. Ẹ jọ̀ọ́, ẹ tún gbìyànjú nígbà míì.',
  'We have sent several links already. Please check your inbox and spam folder, or try again later.':
    'A ti fi ọ̀pọ̀ ìjápọ̀ ránṣẹ́ tẹ́lẹ̀. Ẹ jọ̀ọ́, ẹ wo àpótí ímeèlì yín àti fódà spam, tàbí kí ẹ tún gbìyànjú nígbà míì.',
  'Your e-mail address is already confirmed.': 'A ti fìdí àdírẹ́sì ímeèlì yín múlẹ̀ tẹ́lẹ̀.',
  'Please choose a stronger password: {{reasons}}.': 'Ẹ jọ̀ọ́, ẹ yan ọ̀rọ̀ìpamọ́ tó lágbára jù: {{reasons}}.',
  'use at least {{count}} characters': 'ẹ lo àmì {{count}} ó kéré tán',
  'use at most {{count}} characters': 'ẹ má lo ju àmì {{count}} lọ',
  'avoid a commonly used password': 'ẹ yẹra fún ọ̀rọ̀ìpamọ́ tí ọ̀pọ̀ èèyàn ń lò',
  'do not include your e-mail address': 'ẹ má fi àdírẹ́sì ímeèlì yín sínú rẹ̀',
  'avoid repeating the same characters': 'ẹ yẹra fún títún àmì kan náà sọ léraléra',
  'make it harder to guess, for example with a few unrelated words':
    'ẹ jẹ́ kó ṣòro láti mọ̀, fún àpẹẹrẹ pẹ̀lú ọ̀rọ̀ díẹ̀ tí kò jọra wọn',
  'Invalid email or password.': 'Ímeèlì tàbí ọ̀rọ̀ìpamọ́ kò tọ́.',
  'Too many sign-in attempts. Please wait a few minutes and try again.':
    'Ìgbìyànjú ìwọlé ti pọ̀ jù. Ẹ dúró fún ìṣẹ́jú díẹ̀, kí ẹ tó tún gbìyànjú.',
  'That code is not right or has expired. Check the latest e-mail from us, or ask for a new code.':
    'Kóòdù yẹn kò tọ́ tàbí ó ti kọjá àsìkò. Ẹ wo ímeèlì wa tó kẹ́yìn, tàbí kí ẹ béèrè kóòdù tuntun.',
  'Too many sign-up attempts. Please try again later.':
    'Ìgbìyànjú ìforúkọsílẹ̀ ti pọ̀ jù. Ẹ jọ̀ọ́, ẹ tún gbìyànjú nígbà míì.',
  'Too many wrong codes. Please sign up again to get a new code.':
    'Kóòdù tí kò tọ́ ti pọ̀ jù. Ẹ jọ̀ọ́, ẹ tún forúkọsílẹ̀ kí ẹ lè gba kóòdù tuntun.',

  // The shared contracts' field checks
  'Please enter your {{field}}': 'Ẹ jọ̀ọ́, ẹ kọ {{field}} yín',
  '{{label}} must be text': '{{label}} gbọ́dọ̀ jẹ́ ọ̀rọ̀ àkọsílẹ̀',
  '{{label}} can be at most {{max}} characters': '{{label}} kò gbọ́dọ̀ ju àmì {{max}} lọ',
  '{{label}} contains an invisible control character (U+0000). Please remove it and try again.':
    '{{label}} ní àmì ìdarí kan tí a kò rí (U+0000). Ẹ jọ̀ọ́, ẹ yọ ọ́ kúrò kí ẹ tún gbìyànjú.',
  Location: 'Ibùgbé',
  location: 'ibùgbé',
  Bio: 'Nípa mi',
  bio: 'nípa mi',
  'Please enter a password': 'Ẹ jọ̀ọ́, ẹ kọ ọ̀rọ̀ìpamọ́ kan',
  'Passwords can be at most {{max}} characters': 'Ọ̀rọ̀ìpamọ́ kò gbọ́dọ̀ ju àmì {{max}} lọ',
  'Please enter your location': 'Ẹ jọ̀ọ́, ẹ kọ ibi tí ẹ ń gbé',
  'Please accept the Terms of Service': 'Ẹ jọ̀ọ́, ẹ gba Àwọn Òfin Iṣẹ́ wa',
  'Nothing to update': 'Kò sí nǹkan láti ṣàtúnṣe',
  'This reset link is incomplete': 'Ìjápọ̀ àtúnṣe yìí kò pé',
  'This confirmation link is incomplete': 'Ìjápọ̀ ìfìdímúlẹ̀ yìí kò pé',
  'Please enter a valid email address': 'Ẹ jọ̀ọ́, ẹ kọ àdírẹ́sì ímeèlì tó tọ́',
  'Please enter the {{count}}-digit code from the email': 'Ẹ jọ̀ọ́, ẹ kọ kóòdù oní-nọ́ńbà {{count}} tó wà nínú ímeèlì',
  'Please choose kilometers or miles': 'Ẹ jọ̀ọ́, ẹ yan kìlómítà tàbí máìlì',
  'Please choose one of the languages offered': 'Ẹ jọ̀ọ́, ẹ yan ọ̀kan nínú àwọn èdè tí a pèsè',
};
