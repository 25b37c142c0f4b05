import type { PushWords } from './push-words.ts';

/** Arabic counts in six forms; two or more unread messages use two to other. */
export const ar: PushWords = {
  someone: 'شخص ما',
  newMessage: (name) => `رسالة جديدة من ${name}`,
  newMessages: {
    zero: (_n, name) => `لا رسائل جديدة من ${name}`,
    one: (_n, name) => `رسالة جديدة من ${name}`,
    two: (_n, name) => `رسالتان جديدتان من ${name}`,
    few: (n, name) => `${n} رسائل جديدة من ${name}`,
    many: (n, name) => `${n} رسالة جديدة من ${name}`,
    other: (n, name) => `${n} رسالة جديدة من ${name}`,
  },
  matched: (name) => `حدث توافق بينك وبين ${name}`,
  sayHello: 'ألقِ التحية!',
  friendRequestTitle: 'طلب صداقة جديد!',
  friendRequestBody: (name) => `أرسل إليك ${name} طلب صداقة.`,
  friendAcceptedTitle: 'تم قبول طلب الصداقة!',
  friendAcceptedBody: (name) => `قبل ${name} طلب صداقتك.`,
  missedCall: (name) => `مكالمة فائتة من ${name}`,
  callBack: 'عاود الاتصال من محادثتكما حين تتفرغ.',
  isLive: (name) => `${name} يبث مباشرةً الآن`,
  calling: (name) => `${name} يتصل بك`,
  videoCall: 'مكالمة فيديو',
  voiceCall: 'مكالمة صوتية',
};
