import type { Catalogue } from '../catalogue.ts';
import { contactKindLists, listIn } from './contact-kinds.ts';

export const ar: Catalogue = {
  // Discover: the deck, swipes, filters, likes
  'This page of the deck is no longer valid. Please start over.': 'لم تعد صفحة الملفات هذه صالحة. يُرجى البدء من جديد.',
  'Please finish setting up your profile to start discovering people.':
    'يُرجى إكمال ملفك الشخصي لتبدأ في التعرّف على الناس.',
  "You're swiping very fast. Please take a short break and try again in a minute.":
    'أنت تسحب بسرعة كبيرة. خذ استراحة قصيرة وحاول مجددًا بعد دقيقة.',
  "You're browsing profiles very fast. Please wait a minute and try again.":
    'أنت تتصفح الملفات بسرعة كبيرة. يُرجى الانتظار دقيقة ثم المحاولة مجددًا.',
  'The cultural match filter is part of {{plan}} and above. Upgrade to {{plan}} to filter by cultural match.':
    'مرشّح التوافق الثقافي متاح في {{plan}} وما فوقها. رقِّ اشتراكك إلى {{plan}} لتصفية النتائج حسب التوافق الثقافي.',
  'Advanced filters are part of {{plan}}. Upgrade to {{plan}} to filter by age, height, education and more.':
    'المرشّحات المتقدمة متاحة في {{plan}}. رقِّ اشتراكك إلى {{plan}} لتصفية النتائج حسب العمر والطول والتعليم وغيرها.',
  'See who liked you is part of Silver, Gold and Platinum. Upgrade to Silver to see everyone who liked you.':
    'ميزة «من أُعجب بك» متاحة في Silver وGold وPlatinum. رقِّ اشتراكك إلى Silver لترى كل من أُعجب بك.',
  'This page of the list is no longer valid. Please reload it.': 'لم تعد صفحة القائمة هذه صالحة. يُرجى إعادة تحميلها.',
  'This profile is not available any more.': 'هذا الملف الشخصي لم يعد متاحًا.',
  'Likes are disabled for demo profiles.': 'الإعجابات معطّلة للملفات التجريبية.',
  'Interactions are disabled for demo profiles.': 'التفاعلات معطّلة للملفات التجريبية.',
  'You cannot swipe on your own profile.': 'لا يمكنك السحب على ملفك الشخصي.',
  'You already {{action}} this profile. Use Undo to change your mind.':
    'سبق أن اخترت «{{action}}» لهذا الملف الشخصي. استخدم «تراجع» إن غيّرت رأيك.',
  liked: 'إعجاب',
  'passed on': 'تخطٍّ',
  'super liked': 'إعجاب مميّز',
  "You matched with this person, so this like can't be taken back. You can unmatch them in Messages › Matches.":
    'حدث توافق بينك وبين هذا الشخص، لذا لا يمكن سحب هذا الإعجاب. يمكنك إلغاء التوافق من الرسائل › التوافقات.',

  // Messages and gifts
  'Messaging is only available with real users.': 'المراسلة متاحة مع المستخدمين الحقيقيين فقط.',
  'You cannot message yourself.': 'لا يمكنك مراسلة نفسك.',
  'You can only message your matches and friends.': 'يمكنك مراسلة من توافقت معهم وأصدقائك فقط.',
  'Messaging someone before you match is part of Platinum. Upgrade to Platinum to send the first message, or match with them first.':
    'مراسلة شخص قبل التوافق معه متاحة في Platinum. رقِّ اشتراكك إلى Platinum لترسل الرسالة الأولى، أو توافق معه أولًا.',
  'This member could not be found.': 'تعذّر العثور على هذا العضو.',
  'This member only accepts messages from their matches right now.': 'يقبل هذا العضو حاليًا الرسائل ممن توافق معهم فقط.',
  'This message id was already used for a different message. Please send it again.':
    'استُخدم معرّف هذه الرسالة لرسالة أخرى. يُرجى إرسالها مجددًا.',
  "You're sending messages very fast. Please wait a moment and try again.":
    'أنت ترسل الرسائل بسرعة كبيرة. يُرجى الانتظار لحظة ثم المحاولة مجددًا.',
  'A {{gift}} costs {{needed}} tokens and you have {{balance}}. Nothing was sent.':
    'ثمن {{gift}} هو {{needed}} من الرموز ولديك {{balance}}. لم يُرسَل شيء.',
  Rose: 'وردة',
  Heart: 'قلب',
  Diamond: 'ماسة',
  'Choose a Rose, a Heart or a Diamond': 'اختر وردة أو قلبًا أو ماسة',
  'A message needs a client id of 8 to 64 characters': 'تحتاج الرسالة إلى معرّف عميل من 8 إلى 64 حرفًا',
  'A client id may only use letters, digits, - and _': 'لا يحتوي معرّف العميل إلا على حروف وأرقام و- و_',
  'Write a message first': 'اكتب رسالة أولًا',
  'A message must be text': 'يجب أن تكون الرسالة نصًا',
  'Keep a message under {{max}} characters': 'يجب ألا تتجاوز الرسالة {{max}} حرف',
  'Ask for messages before or after a point, not both': 'اطلب الرسائل قبل نقطة معيّنة أو بعدها، لا الاثنين معًا',
  'Please write a message': 'يُرجى كتابة رسالة',

  // Friends, matches, blocks and reports
  'You cannot block yourself.': 'لا يمكنك حظر نفسك.',
  'You are not friends with this member.': 'لست صديقًا لهذا العضو.',
  'You are not matched with this member.': 'لا يوجد توافق بينك وبين هذا العضو.',
  'This friend request no longer exists.': 'طلب الصداقة هذا لم يعد موجودًا.',
  'You can only add real users as friends.': 'يمكنك إضافة المستخدمين الحقيقيين فقط كأصدقاء.',
  'Please finish your profile before adding friends.': 'يُرجى إكمال ملفك الشخصي قبل إضافة أصدقاء.',
  'You cannot send a friend request to yourself.': 'لا يمكنك إرسال طلب صداقة إلى نفسك.',
  'Friend request already sent': 'تم إرسال طلب الصداقة من قبل',
  'You are now friends!': 'أصبحتما صديقين الآن!',
  'Friend request sent!': 'تم إرسال طلب الصداقة!',
  'Friend request accepted!': 'تم قبول طلب الصداقة!',
  'Friend request declined': 'تم رفض طلب الصداقة',
  'You cannot report yourself.': 'لا يمكنك الإبلاغ عن نفسك.',
  'You have sent many reports in a short time. Please try again later.':
    'أرسلت بلاغات كثيرة في وقت قصير. يُرجى المحاولة لاحقًا.',
  'Harassment or hate': 'تحرّش أو كراهية',
  'Inappropriate photos or words': 'صور أو كلمات غير لائقة',
  'Scam or asking for money': 'احتيال أو طلب مال',
  'May be under 18': 'قد يكون دون 18 عامًا',
  'This is not a real member': 'هذا ليس عضوًا حقيقيًا',
  'Please choose a reason for the report': 'يُرجى اختيار سبب البلاغ',
  'This is not a real item': 'هذا العنصر غير موجود',
  'This is not a notification': 'هذا ليس إشعارًا',
  'This list position is no longer valid. Please reload the list.':
    'لم يعد هذا الموضع في القائمة صالحًا. يُرجى إعادة تحميل القائمة.',

  // Newsletter
  'Too many subscriptions from your network. Please try again later.':
    'اشتراكات كثيرة جدًا من شبكتك. يُرجى المحاولة لاحقًا.',
  'Thanks for subscribing! Look out for our next cultural digest.': 'شكرًا لاشتراكك! ترقّب نشرتنا الثقافية القادمة.',

  // Discover's contracts: distances, search and filters
  'Less than 2 miles away': 'على بُعد أقل من 2 ميل',
  'Less than 10 miles away': 'على بُعد أقل من 10 أميال',
  'Less than 25 miles away': 'على بُعد أقل من 25 ميلًا',
  'Less than 50 miles away': 'على بُعد أقل من 50 ميلًا',
  'Less than 100 miles away': 'على بُعد أقل من 100 ميل',
  'More than 100 miles away': 'على بُعد أكثر من 100 ميل',
  'This profile id is not valid': 'معرّف الملف الشخصي هذا غير صالح',
  'Type at least {{min}} characters to search': 'اكتب ما لا يقل عن {{min}} من الأحرف للبحث',
  'Search text can be at most 80 characters': 'يجب ألا يتجاوز نص البحث 80 حرفًا',
  'Please choose any, yes or no': 'يُرجى اختيار: أيّ، أو نعم، أو لا',
  'Choose at most {{max}} {{label}}': 'اختر {{max}} على الأكثر من {{label}}',
  'Each of the {{label}} can be chosen only once': 'لا يمكن اختيار أيٍّ من {{label}} إلا مرة واحدة',
  '{{label}} must be a whole number': '{{label}}: المطلوب عدد صحيح',
  '{{label}} must be at least {{min}}': '{{label}}: {{min}} على الأقل',
  '{{label}} can be at most {{max}}': '{{label}}: {{max}} على الأكثر',
  'Minimum match must be any, {{values}}': 'يجب أن يكون الحد الأدنى للتوافق «أيّ» أو إحدى هذه القيم: {{values}}',
  'Verified only must be on or off': 'يجب أن يكون خيار «الموثّقون فقط» مفعّلًا أو معطّلًا',
  'Open to kids must be on or off': 'يجب أن يكون خيار «منفتح على الأطفال» مفعّلًا أو معطّلًا',
  "Minimum age can't be above maximum age": 'لا يمكن أن يتجاوز الحد الأدنى للعمر حدّه الأقصى',
  "Minimum height can't be above maximum height": 'لا يمكن أن يتجاوز الحد الأدنى للطول حدّه الأقصى',
  interests: 'الاهتمامات',
  'education levels': 'المستويات التعليمية',
  'relationship goals': 'أهداف العلاقة',
  'body types': 'أنواع الجسم',
  'Minimum age': 'الحد الأدنى للعمر',
  'Maximum age': 'الحد الأقصى للعمر',
  'Minimum height': 'الحد الأدنى للطول',
  'Maximum height': 'الحد الأقصى للطول',

  // Daily likes and monthly boosts: whole sentences with their pieces
  "You've used {{used}} for today. {{pronoun}} at 00:00 UTC (in {{until}}). Upgrade to {{plan}} for {{offer}}.":
    'استنفدت {{used}} لهذا اليوم. {{pronoun}} عند 00:00 UTC (بعد {{until}}). رقِّ اشتراكك إلى {{plan}} لتحصل على {{offer}}.',
  'your like': 'إعجابك',
  'your super like': 'إعجابك المميّز',
  'your {{count}} likes': 'إعجاباتك ({{count}})',
  'your {{count}} super likes': 'إعجاباتك المميّزة ({{count}})',
  'It resets': 'يتجدّد',
  'They reset': 'تتجدّد',
  'less than a minute': 'أقل من دقيقة',
  '{{h}} h {{m}} min': '{{h}} س {{m}} د',
  '{{h}} h': '{{h}} س',
  '{{m}} min': '{{m}} د',
  'unlimited likes': 'إعجابات غير محدودة',
  'unlimited super likes': 'إعجابات مميّزة غير محدودة',
  '{{count}} likes a day': 'إعجابات يومية: {{count}}',
  '{{count}} super likes a day': 'إعجابات مميّزة يومية: {{count}}',
  'Boosts come with Silver, Gold and Platinum. Upgrade to {{plan}} for {{boosts}}.':
    'التعزيزات متاحة في Silver وGold وPlatinum. رقِّ اشتراكك إلى {{plan}} لتحصل على {{boosts}}.',
  "You've used {{used}} for this month. Boosts reset on {{day}} {{month}} at 00:00 UTC. Upgrade to {{plan}} for {{boosts}}.":
    'استنفدت {{used}} لهذا الشهر. تتجدّد التعزيزات في {{day}} {{month}} عند 00:00 UTC. رقِّ اشتراكك إلى {{plan}} لتحصل على {{boosts}}.',
  'Your boost is running until {{time}} ({{minutes}} min left). You can start another when it ends.':
    'تعزيزك نشط حتى {{time}} (تبقّى {{minutes}} د). يمكنك بدء تعزيز آخر عند انتهائه.',
  'your boost': 'تعزيزك',
  'your {{count}} boosts': 'تعزيزاتك ({{count}})',
  'unlimited boosts': 'تعزيزات غير محدودة',
  '1 boost a month': 'تعزيز واحد شهريًا',
  '{{count}} boosts a month': 'تعزيزات شهرية: {{count}}',
  January: 'يناير',
  February: 'فبراير',
  March: 'مارس',
  April: 'أبريل',
  May: 'مايو',
  June: 'يونيو',
  July: 'يوليو',
  August: 'أغسطس',
  September: 'سبتمبر',
  October: 'أكتوبر',
  November: 'نوفمبر',
  December: 'ديسمبر',

  // Safety: sharing contact or payment details
  'This looks like {{kinds}}. People who ask to move off {{app}} or to be paid are often scammers, and we cannot help you there. Are you sure you want to share it?':
    'يبدو أن هذا {{kinds}}. من يطلب منك الانتقال إلى خارج {{app}} أو أن تدفع له يكون غالبًا محتالًا، ولا يمكننا مساعدتك هناك. هل أنت متأكد أنك تريد مشاركته؟',
  ...contactKindLists(
    {
      phone: 'رقم هاتف',
      messenger: 'معرّف تطبيق مراسلة أو تواصل اجتماعي',
      payment: 'معرّف تطبيق دفع',
      crypto: 'عنوان محفظة عملات رقمية',
    },
    listIn('ar'),
  ),
};
