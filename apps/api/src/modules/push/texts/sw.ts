import type { PushWords } from './push-words.ts';

export const sw: PushWords = {
  someone: 'Mtu fulani',
  newMessage: (name) => `Ujumbe mpya kutoka kwa ${name}`,
  newMessages: {
    one: (n, name) => `Ujumbe ${n} mpya kutoka kwa ${name}`,
    other: (n, name) => `Jumbe ${n} mpya kutoka kwa ${name}`,
  },
  matched: (name) => `Mmeendana na ${name}`,
  sayHello: 'Msalimie!',
  friendRequestTitle: 'Ombi jipya la urafiki!',
  friendRequestBody: (name) => `${name} amekutumia ombi la urafiki.`,
  friendAcceptedTitle: 'Ombi la urafiki limekubaliwa!',
  friendAcceptedBody: (name) => `${name} amekubali ombi lako la urafiki.`,
  missedCall: (name) => `Simu uliyokosa kutoka kwa ${name}`,
  callBack: 'Mpigie tena kutoka kwenye gumzo lenu ukiwa huru.',
  isLive: (name) => `${name} yuko mubashara sasa`,
  calling: (name) => `${name} anakupigia`,
  videoCall: 'Simu ya video',
  voiceCall: 'Simu ya sauti',
};
