import type { Catalogue } from './catalogue.ts';

export const sw: Catalogue = {
  // The app and its error handler
  'The address is too long.': 'Anwani ni ndefu mno.',
  'The address is not a valid URL.': 'Anwani si URL halali.',
  'We are having trouble connecting right now. Please try again in a few seconds.':
    'Tunapata shida kuunganisha kwa sasa. Tafadhali jaribu tena baada ya sekunde chache.',
  'Unknown field: {{fields}}': 'Sehemu isiyojulikana: {{fields}}',
  'Something went wrong on our side. Please try again.': 'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.',
  'The request body is not valid JSON.': 'Maudhui ya ombi si JSON halali.',
  'The request body is empty; send a JSON object.': 'Maudhui ya ombi ni tupu; tuma kitu cha JSON.',
  'The request body is too large.': 'Maudhui ya ombi ni makubwa mno.',
  'Send the request body as application/json.': 'Tuma maudhui ya ombi kama application/json.',
  'The request could not be processed.': 'Ombi halikuweza kushughulikiwa.',
  'No such endpoint: {{method}} {{path}}': 'Hakuna anwani kama hii: {{method}} {{path}}',
  'Please sign in to continue.': 'Tafadhali ingia ili uendelee.',
  'Invalid request': 'Ombi si sahihi',
  'Invalid value': 'Thamani si sahihi',

  // Accounts: sign-up, sign-in, passwords, e-mail links
  'Your password has been changed. Other devices have been signed out.':
    'Nenosiri lako limebadilishwa. Vifaa vingine vimetolewa kwenye akaunti.',
  'Your password has been reset. Please sign in with your new password.':
    'Nenosiri lako limewekwa upya. Tafadhali ingia kwa nenosiri jipya.',
  'Thank you! Your e-mail address is confirmed.': 'Asante! Anwani yako ya barua pepe imethibitishwa.',
  'We have sent you a new confirmation link.': 'Tumekutumia kiungo kipya cha uthibitisho.',
  'Your session has expired. Please sign in again.': 'Muda wa kipindi chako umeisha. Tafadhali ingia tena.',
  'Your session has ended. Please sign in again.': 'Kipindi chako kimeisha. Tafadhali ingia tena.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Majaribio mengi mno. Subiri dakika chache kisha ujaribu tena.',
  'Too many attempts. Please try again later.': 'Majaribio mengi mno. Tafadhali jaribu tena baadaye.',
  'No user logged in': 'Hakuna mtumiaji aliyeingia',
  'Your current password is not correct.': 'Nenosiri lako la sasa si sahihi.',
  'Please use an e-mail address you will keep. Addresses from temporary inbox services cannot be used to sign up, because we need to reach you about your account and safety.':
    'Tafadhali tumia anwani ya barua pepe utakayoendelea kuitumia. Anwani za huduma za barua pepe za muda haziwezi kutumika kujisajili, kwa sababu tunahitaji kukufikia kuhusu akaunti yako na usalama wako.',
  'Please use an e-mail address you will keep, not a temporary inbox.':
    'Tafadhali tumia anwani ya barua pepe utakayoendelea kuitumia, si ya muda.',
  "If an account exists for that address, we've sent a link to reset its password. The link works once, for one hour.":
    'Ikiwa kuna akaunti yenye anwani hiyo, tumetuma kiungo cha kuweka upya nenosiri lake. Kiungo kinafanya kazi mara moja, kwa saa moja.',
  'This reset link is invalid or has expired. Please ask for a new one.':
    'Kiungo hiki cha kuweka upya si halali au muda wake umeisha. Tafadhali omba kingine.',
  'This confirmation link is invalid, expired or already used.':
    'Kiungo hiki cha uthibitisho si halali, muda wake umeisha au kimeshatumika.',
  'Too many reset requests from your network. Please try again later.':
    'Maombi mengi mno ya kuweka upya nenosiri kutoka mtandao wako. Tafadhali jaribu tena baadaye.',
  'We have sent several links already. Please check your inbox and spam folder, or try again later.':
    'Tumeshatuma viungo kadhaa. Tafadhali angalia kikasha chako na folda ya barua taka, au jaribu tena baadaye.',
  'Your e-mail address is already confirmed.': 'Anwani yako ya barua pepe imeshathibitishwa.',
  'Please choose a stronger password: {{reasons}}.': 'Tafadhali chagua nenosiri imara zaidi: {{reasons}}.',
  'use at least {{count}} characters': 'tumia angalau herufi {{count}}',
  'use at most {{count}} characters': 'tumia herufi zisizozidi {{count}}',
  'avoid a commonly used password': 'epuka nenosiri linalotumiwa na wengi',
  'do not include your e-mail address': 'usiweke anwani yako ya barua pepe',
  'avoid repeating the same characters': 'epuka kurudia herufi zilezile',
  'make it harder to guess, for example with a few unrelated words':
    'lifanye liwe gumu kukisia, kwa mfano kwa maneno machache yasiyohusiana',
  'Invalid email or password.': 'Barua pepe au nenosiri si sahihi.',
  'Too many sign-in attempts. Please wait a few minutes and try again.':
    'Majaribio mengi mno ya kuingia. Subiri dakika chache kisha ujaribu tena.',
  'That code is not right or has expired. Check the latest e-mail from us, or ask for a new code.':
    'Msimbo huo si sahihi au muda wake umeisha. Angalia barua pepe yetu ya hivi karibuni, au omba msimbo mpya.',
  'Too many sign-up attempts. Please try again later.':
    'Majaribio mengi mno ya kujisajili. Tafadhali jaribu tena baadaye.',
  'Too many wrong codes. Please sign up again to get a new code.':
    'Misimbo mingi isiyo sahihi. Tafadhali jisajili tena upate msimbo mpya.',

  // The shared contracts' field checks
  'Please enter your {{field}}': 'Tafadhali weka {{field}} yako',
  '{{label}} must be text': '{{label}} lazima iwe maandishi',
  '{{label}} can be at most {{max}} characters': '{{label}} isizidi herufi {{max}}',
  '{{label}} contains an invisible control character (U+0000). Please remove it and try again.':
    '{{label}} ina herufi ya udhibiti isiyoonekana (U+0000). Tafadhali iondoe kisha ujaribu tena.',
  Location: 'Mahali',
  location: 'mahali',
  Bio: 'Wasifu',
  bio: 'wasifu',
  'Please enter a password': 'Tafadhali weka nenosiri',
  'Passwords can be at most {{max}} characters': 'Nenosiri lisizidi herufi {{max}}',
  'Please enter your location': 'Tafadhali weka mahali unapoishi',
  'Please accept the Terms of Service': 'Tafadhali kubali Masharti ya Huduma',
  'Nothing to update': 'Hakuna cha kusasisha',
  'This reset link is incomplete': 'Kiungo hiki cha kuweka upya hakijakamilika',
  'This confirmation link is incomplete': 'Kiungo hiki cha uthibitisho hakijakamilika',
  'Please enter a valid email address': 'Tafadhali weka anwani halali ya barua pepe',
  'Please enter the {{count}}-digit code from the email':
    'Tafadhali weka msimbo wa tarakimu {{count}} kutoka kwenye barua pepe',
  'Please choose kilometers or miles': 'Tafadhali chagua kilomita au maili',
  'Please choose one of the languages offered': 'Tafadhali chagua mojawapo ya lugha zilizopo',
};
