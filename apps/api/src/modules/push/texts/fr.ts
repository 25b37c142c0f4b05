import type { PushWords } from './push-words.ts';

export const fr: PushWords = {
  someone: 'Quelqu’un',
  newMessage: (name) => `Nouveau message de ${name}`,
  newMessages: {
    one: (n, name) => `${n} nouveau message de ${name}`,
    many: (n, name) => `${n} de nouveaux messages de ${name}`,
    other: (n, name) => `${n} nouveaux messages de ${name}`,
  },
  matched: (name) => `Vous avez un match avec ${name}`,
  sayHello: 'Dites bonjour !',
  friendRequestTitle: 'Nouvelle demande d’ami !',
  friendRequestBody: (name) => `${name} vous a envoyé une demande d’ami.`,
  friendAcceptedTitle: 'Demande d’ami acceptée !',
  friendAcceptedBody: (name) => `${name} a accepté votre demande d’ami.`,
  missedCall: (name) => `Appel manqué de ${name}`,
  callBack: 'Rappelez depuis votre conversation quand vous êtes disponible.',
  isLive: (name) => `${name} est en direct`,
  calling: (name) => `${name} vous appelle`,
  videoCall: 'Appel vidéo',
  voiceCall: 'Appel vocal',
};
