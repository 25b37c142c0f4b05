import type { PushWords } from './push-words.ts';

export const en: PushWords = {
  someone: 'Someone',
  newMessage: (name) => `New message from ${name}`,
  newMessages: {
    one: (n, name) => `${n} new message from ${name}`,
    other: (n, name) => `${n} new messages from ${name}`,
  },
  matched: (name) => `You matched with ${name}`,
  sayHello: 'Say hello!',
  friendRequestTitle: 'New Friend Request!',
  friendRequestBody: (name) => `${name} sent you a friend request.`,
  friendAcceptedTitle: 'Friend Request Accepted!',
  friendAcceptedBody: (name) => `${name} accepted your friend request.`,
  missedCall: (name) => `Missed call from ${name}`,
  callBack: 'Call back from your chat when you are free.',
  isLive: (name) => `${name} is live now`,
  calling: (name) => `${name} is calling`,
  videoCall: 'Video call',
  voiceCall: 'Voice call',
};
