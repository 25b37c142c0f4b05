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
  friendRequestBody: (name) => `وصلك طلب صداقة من ${name}.`,
  friendAcceptedTitle: 'تم قبول طلب الصداقة!',
  friendAcceptedBody: (name) => `تم قبول طلب صداقتك إلى ${name}.`,
  missedCall: (name) => `مكالمة فائتة من ${name}`,
  callBack: 'عاود الاتصال من محادثتكما حين تتفرغ.',
  isLive: (name) => `بث مباشر الآن من ${name}`,
  calling: (name) => `مكالمة واردة من ${name}`,
  videoCall: 'مكالمة فيديو',
  voiceCall: 'مكالمة صوتية',
};
