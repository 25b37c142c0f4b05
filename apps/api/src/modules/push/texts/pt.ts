import type { PushWords } from './push-words.ts';

/** Brazilian Portuguese. */
export const pt: PushWords = {
  someone: 'Alguém',
  newMessage: (name) => `Nova mensagem de ${name}`,
  newMessages: {
    one: (n, name) => `${n} nova mensagem de ${name}`,
    many: (n, name) => `${n} de novas mensagens de ${name}`,
    other: (n, name) => `${n} novas mensagens de ${name}`,
  },
  matched: (name) => `Deu match com ${name}`,
  sayHello: 'Diga oi!',
  friendRequestTitle: 'Nova solicitação de amizade!',
  friendRequestBody: (name) => `${name} enviou uma solicitação de amizade para você.`,
  friendAcceptedTitle: 'Solicitação de amizade aceita!',
  friendAcceptedBody: (name) => `${name} aceitou sua solicitação de amizade.`,
  missedCall: (name) => `Chamada perdida de ${name}`,
  callBack: 'Retorne a ligação pelo chat quando puder.',
  isLive: (name) => `${name} está ao vivo agora`,
  calling: (name) => `${name} está ligando`,
  videoCall: 'Chamada de vídeo',
  voiceCall: 'Chamada de voz',
};
