import { mailMoment, type MailTexts } from './mail-words.ts';

export const sw: MailTexts = {
  signUpCode: {
    subject: (code, app) => `${code} ni msimbo wako wa ${app}`,
    heading: 'Msimbo wako',
    welcome: (app) => `Karibu ${app}!`,
    intro: 'Msimbo wako wa kukamilisha kufungua akaunti ni:',
    enterIt: 'Uweke kwenye ukurasa wa kujisajili. Unafanya kazi kwa dakika 15.',
    ignore: 'Ikiwa hukujisajili, unaweza kupuuza ujumbe huu: hakuna akaunti inayofunguliwa bila msimbo.',
  },
  signUpAttempt: {
    subject: (app) => `Mtu amejaribu kujisajili ${app} kwa anwani yako`,
    heading: 'Mtu amejaribu kujisajili kwa anwani yako',
    tried: (app) =>
      `Mtu amejaribu sasa hivi kufungua akaunti ya ${app} kwa anwani hii ya barua pepe, ambayo tayari ina akaunti.`,
    ifYou: 'Ikiwa ni wewe, ingia badala yake.',
    signIn: 'Ingia',
    forgot: (url) => `Umesahau nenosiri? Liweke upya hapa: ${url}`,
    ifNotYou:
      'Ikiwa si wewe, huhitaji kufanya lolote: hakuna akaunti iliyofunguliwa na nenosiri lako halijabadilishwa.',
  },
  confirmEmail: {
    subject: (app) => `Thibitisha barua pepe yako ya ${app}`,
    heading: 'Thibitisha anwani yako ya barua pepe',
    welcome: (app) => `Karibu ${app}!`,
    open: 'Tafadhali thibitisha anwani yako ya barua pepe kwa kufungua kiungo hiki:',
    button: 'Thibitisha barua pepe yangu',
    note: 'Kiungo kinafanya kazi mara moja, kwa saa 48. Ikiwa hukufungua akaunti, unaweza kupuuza ujumbe huu.',
  },
  resetPassword: {
    subject: (app) => `Weka upya nenosiri lako la ${app}`,
    heading: 'Weka upya nenosiri lako',
    asked: (app) => `Mtu ameomba kuweka upya nenosiri la akaunti yako ya ${app}.`,
    open: 'Ili kuchagua nenosiri jipya, fungua kiungo hiki:',
    button: 'Chagua nenosiri jipya',
    note: 'Kiungo kinafanya kazi mara moja, kwa saa moja. Ikiwa si wewe, puuza ujumbe huu: nenosiri lako linabaki lilivyo.',
  },
  passwordChanged: {
    subject: (app) => `Nenosiri lako la ${app} limebadilishwa`,
    heading: 'Nenosiri lako limebadilishwa',
    changed: (app, how, when) =>
      how === 'settings'
        ? `Nenosiri la akaunti yako ya ${app} limebadilishwa kwenye mipangilio ya akaunti tarehe ${mailMoment('sw', when)}. Vifaa vingine vyote vimetolewa kwenye akaunti.`
        : `Nenosiri la akaunti yako ya ${app} limebadilishwa kwa kiungo cha kuweka upya kilichotumwa kwa anwani hii tarehe ${mailMoment('sw', when)}. Vifaa vyote vimetolewa kwenye akaunti.`,
    ifYou: 'Ikiwa ni wewe, huhitaji kufanya lolote.',
    ifNotYou:
      'Ikiwa si wewe, linda akaunti yako sasa: omba kiungo cha kuweka upya, ambacho kinafika kwenye kikasha hiki pekee, kisha uchague nenosiri jipya. Hilo litatoa vifaa vyote kwenye akaunti.',
    button: 'Linda akaunti yangu',
  },
};
