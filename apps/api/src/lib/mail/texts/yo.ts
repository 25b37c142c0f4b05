import { mailMoment, type MailTexts } from './mail-words.ts';

export const yo: MailTexts = {
  signUpCode: {
    subject: (code, app) => `${code} ni kóòdù ${app} yín`,
    heading: 'Kóòdù yín',
    welcome: (app) => `Ẹ káàbọ̀ sí ${app}!`,
    intro: 'Kóòdù yín láti parí ṣíṣí àkáǹtì yín ni:',
    enterIt: 'Ẹ kọ ọ́ sí ojú-ìwé ìforúkọsílẹ̀. Ó ń ṣiṣẹ́ fún ìṣẹ́jú 15.',
    ignore: 'Bí kì í bá ṣe ẹ̀yin ló forúkọsílẹ̀, ẹ lè fojú fo ìfiránṣẹ́ yìí: a kò lè ṣí àkáǹtì kankan láìsí kóòdù náà.',
  },
  signUpAttempt: {
    subject: (app) => `Ẹnì kan gbìyànjú láti forúkọsílẹ̀ sí ${app} pẹ̀lú àdírẹ́sì yín`,
    heading: 'Ẹnì kan gbìyànjú láti forúkọsílẹ̀ pẹ̀lú àdírẹ́sì yín',
    tried: (app) => `Ẹnì kan ṣẹ̀ṣẹ̀ gbìyànjú láti ṣí àkáǹtì ${app} pẹ̀lú àdírẹ́sì ímeèlì yìí, tí ó ti ní àkáǹtì tẹ́lẹ̀.`,
    ifYou: 'Bí ó bá jẹ́ ẹ̀yin ni, ẹ kúkú wọlé.',
    signIn: 'Wọlé',
    forgot: (url) => `Ẹ gbàgbé ọ̀rọ̀ìpamọ́ yín? Ẹ tún un ṣe níbí: ${url}`,
    ifNotYou: 'Bí kì í bá ṣe ẹ̀yin, ẹ kò nílò láti ṣe nǹkankan: a kò ṣí àkáǹtì kankan, ọ̀rọ̀ìpamọ́ yín kò sì yí padà.',
  },
  confirmEmail: {
    subject: (app) => `Ẹ fìdí ímeèlì yín múlẹ̀ fún ${app}`,
    heading: 'Ẹ fìdí àdírẹ́sì ímeèlì yín múlẹ̀',
    welcome: (app) => `Ẹ káàbọ̀ sí ${app}!`,
    open: 'Ẹ jọ̀ọ́, ẹ fìdí àdírẹ́sì ímeèlì yín múlẹ̀ nípa ṣíṣí ìjápọ̀ yìí:',
    button: 'Fìdí ímeèlì mi múlẹ̀',
    note: 'Ìjápọ̀ náà ń ṣiṣẹ́ lẹ́ẹ̀kan, fún wákàtí 48. Bí ẹ kò bá ṣí àkáǹtì, ẹ lè fojú fo ìfiránṣẹ́ yìí.',
  },
  resetPassword: {
    subject: (app) => `Ẹ tún ọ̀rọ̀ìpamọ́ ${app} yín ṣe`,
    heading: 'Ẹ tún ọ̀rọ̀ìpamọ́ yín ṣe',
    asked: (app) => `Ẹnì kan béèrè láti tún ọ̀rọ̀ìpamọ́ àkáǹtì ${app} yín ṣe.`,
    open: 'Láti yan ọ̀rọ̀ìpamọ́ tuntun, ẹ ṣí ìjápọ̀ yìí:',
    button: 'Yan ọ̀rọ̀ìpamọ́ tuntun',
    note: 'Ìjápọ̀ náà ń ṣiṣẹ́ lẹ́ẹ̀kan, fún wákàtí kan. Bí kì í bá ṣe ẹ̀yin, ẹ fojú fo ìfiránṣẹ́ yìí: ọ̀rọ̀ìpamọ́ yín kò ní yí padà.',
  },
  passwordChanged: {
    subject: (app) => `A ti yí ọ̀rọ̀ìpamọ́ ${app} yín padà`,
    heading: 'A ti yí ọ̀rọ̀ìpamọ́ yín padà',
    changed: (app, how, when) =>
      how === 'settings'
        ? `A yí ọ̀rọ̀ìpamọ́ àkáǹtì ${app} yín padà láti inú ààtò àkáǹtì ní ${mailMoment('yo', when)}. A ti mú gbogbo àwọn ẹ̀rọ yín mìíràn jáde.`
        : `A yí ọ̀rọ̀ìpamọ́ àkáǹtì ${app} yín padà pẹ̀lú ìjápọ̀ àtúnṣe tí a fi ránṣẹ́ sí àdírẹ́sì yìí ní ${mailMoment('yo', when)}. A ti mú gbogbo ẹ̀rọ jáde.`,
    ifYou: 'Bí ó bá jẹ́ ẹ̀yin ni, ẹ kò nílò láti ṣe nǹkankan.',
    ifNotYou:
      'Bí kì í bá ṣe ẹ̀yin, ẹ dáàbò bo àkáǹtì yín báyìí: ẹ béèrè ìjápọ̀ àtúnṣe, tí àpótí ímeèlì yìí nìkan ń gbà, kí ẹ sì yan ọ̀rọ̀ìpamọ́ tuntun. Ìyẹn yóò mú gbogbo ẹ̀rọ jáde.',
    button: 'Dáàbò bo àkáǹtì mi',
  },
};
