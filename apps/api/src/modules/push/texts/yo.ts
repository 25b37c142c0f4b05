import type { PushWords } from './push-words.ts';

/** Yorùbá has one plural form: the number says how many. */
export const yo: PushWords = {
  someone: 'Ẹnì kan',
  newMessage: (name) => `Ìfiránṣẹ́ tuntun láti ọ̀dọ̀ ${name}`,
  newMessages: {
    other: (n, name) => `Ìfiránṣẹ́ tuntun ${n} láti ọ̀dọ̀ ${name}`,
  },
  matched: (name) => `Ẹ̀yin àti ${name} ti bá ara yín mu`,
  sayHello: 'Ẹ kí i!',
  friendRequestTitle: 'Ìbéèrè ọ̀rẹ́ tuntun!',
  friendRequestBody: (name) => `${name} fi ìbéèrè ọ̀rẹ́ ránṣẹ́ sí yín.`,
  friendAcceptedTitle: 'Wọ́n ti gba ìbéèrè ọ̀rẹ́ yín!',
  friendAcceptedBody: (name) => `${name} ti gba ìbéèrè ọ̀rẹ́ yín.`,
  missedCall: (name) => `Ìpè tí ẹ kò gbé láti ọ̀dọ̀ ${name}`,
  callBack: 'Ẹ pè é padà láti inú ìjíròrò yín nígbà tí ọwọ́ yín bá dilẹ̀.',
  isLive: (name) => `${name} wà lórí afẹ́fẹ́ báyìí`,
  calling: (name) => `${name} ń pè yín`,
  videoCall: 'Ìpè fídíò',
  voiceCall: 'Ìpè ohùn',
};
