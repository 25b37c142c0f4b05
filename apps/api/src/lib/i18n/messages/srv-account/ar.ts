import type { Catalogue } from '../catalogue.ts';

export const ar: Catalogue = {
  // Profile: onboarding, edits, contact details
  'You must be at least {{age}} years old to use this app.': 'يجب ألا يقل عمرك عن {{age}} عامًا لاستخدام هذا التطبيق.',
  'Please check your birth date: it is more than 120 years ago.':
    'يُرجى التحقق من تاريخ ميلادك: فهو يعود إلى أكثر من 120 عامًا.',
  'Your profile could not be found. Please sign in again.': 'تعذّر العثور على ملفك الشخصي. يُرجى تسجيل الدخول مرة أخرى.',
  'We could not find that city. Please search for it again.': 'لم نعثر على هذه المدينة. يُرجى البحث عنها مرة أخرى.',
  'Your saved contact details could not be read. Please enter them again and save to replace them.':
    'تعذّرت قراءة بيانات الاتصال التي حفظتها. يُرجى إدخالها من جديد وحفظها لتحلّ محل القديمة.',
  'Please choose your {{label}}': 'يُرجى اختيار {{label}}',
  gender: 'جنسك',
  orientation: 'ميولك',
  'body type': 'بنية جسمك',
  education: 'مستواك التعليمي',
  preference: 'من تودّ التعرّف إليه',
  'relationship goal': 'نوع العلاقة التي تبحث عنها',
  'personality type': 'نمط شخصيتك',
  'Your name needs at least {{min}} characters': 'يجب ألا يقل عدد أحرف اسمك عن {{min}}',
  'Please enter your occupation': 'يُرجى إدخال مهنتك',
  'Please enter your birth date': 'يُرجى إدخال تاريخ ميلادك',
  'An interest cannot be blank': 'لا يمكن ترك الاهتمام فارغًا',
  'You can list at most {{max}} interests': 'الحد الأقصى للاهتمامات هو {{max}}',
  'Each interest can be listed only once': 'يمكن ذكر كل اهتمام مرة واحدة فقط',
  'A language cannot be blank': 'لا يمكن ترك اللغة فارغة',
  'You can list at most {{max}} languages': 'الحد الأقصى للغات هو {{max}}',
  'Each language can be listed only once': 'يمكن ذكر كل لغة مرة واحدة فقط',
  'Please tell us a little more about your hobbies (at least {{min}} characters)':
    'أخبرنا قليلًا أكثر عن هواياتك (على ألا يقل عدد الأحرف عن {{min}})',
  'Please add at least one photo': 'يُرجى إضافة صورة واحدة على الأقل',
  'You can add at most {{max}} photos': 'الحد الأقصى للصور هو {{max}}',
  'Please choose one of your photos': 'يُرجى اختيار إحدى صورك',
  'Type at least 2 letters of your city': 'اكتب حرفين على الأقل من اسم مدينتك',
  '{{label}} needs at least one digit': '{{label}}: مطلوب رقم واحد على الأقل',
  '{{label}}: Phone numbers may contain only digits, spaces, +, -, ( and )':
    '{{label}}: لا يمكن أن يحتوي رقم الهاتف إلا على أرقام ومسافات والرموز + و- و( و)',
  'Phone numbers may contain only digits, spaces, +, -, ( and )':
    'لا يمكن أن يحتوي رقم الهاتف إلا على أرقام ومسافات والرموز + و- و( و)',
  'Please enter your password to confirm': 'يُرجى إدخال كلمة المرور للتأكيد',
  Name: 'الاسم',
  Occupation: 'المهنة',
  'An interest': 'الاهتمام',
  'A language': 'اللغة',
  Heritage: 'الأصول',
  'About me': 'نبذة عني',
  Hobbies: 'الهوايات',
  Phone: 'الهاتف',
  'Emergency contact name': 'اسم جهة الاتصال في حالات الطوارئ',
  'Emergency contact phone': 'هاتف جهة الاتصال في حالات الطوارئ',

  // Plans and payments
  'You have no active plan to cancel.': 'ليس لديك اشتراك نشط لإلغائه.',
  'We could not reach the payment service. Your plan is unchanged; please try again.':
    'تعذّر الوصول إلى خدمة الدفع. لم يتغيّر اشتراكك؛ يُرجى المحاولة مرة أخرى.',
  'We could not reach the payment service. Nothing was charged; please try again.':
    'تعذّر الوصول إلى خدمة الدفع. لم يُخصم أي مبلغ؛ يُرجى المحاولة مرة أخرى.',
  'The test checkout is off: this server takes real payments.':
    'الدفع التجريبي متوقف: هذا الخادم يستقبل مدفوعات حقيقية.',
  'This checkout does not exist or is not yours.': 'عملية الدفع هذه غير موجودة أو لا تخصّك.',
  'This checkout is already {{status}}.': 'عملية الدفع هذه {{status}} بالفعل.',
  paid: 'مدفوعة',
  canceled: 'ملغاة',
  failed: 'فاشلة',
  refunded: 'مستردّة',
  'You already have the {{plan}} plan. You can choose another plan when it ends.':
    'لديك اشتراك {{plan}} بالفعل. يمكنك اختيار اشتراك آخر عند انتهائه.',
  'You have started many checkouts in a short time. Please try again later.':
    'بدأت عمليات دفع كثيرة في وقت قصير. يُرجى المحاولة لاحقًا.',
  'Choose Silver, Gold or Platinum': 'اختر Silver أو Gold أو Platinum',
  'Choose one of the token packs': 'اختر إحدى باقات الرموز',
  "Say what to buy: { kind: 'plan', planId } or { kind: 'tokens', packId }":
    "حدّد ما تريد شراءه: { kind: 'plan', planId } أو { kind: 'tokens', packId }",

  // Support requests
  'You have sent several requests in the last hour. We will answer those first; please try again later.':
    'أرسلت عدة طلبات خلال الساعة الماضية. سنردّ عليها أولًا؛ يُرجى المحاولة لاحقًا.',
  'Thanks, your message is with our team. As a Platinum member you are answered first; we reply by e-mail.':
    'شكرًا، وصلت رسالتك إلى فريقنا. بصفتك عضوًا في Platinum، تحظى بالرد أولًا؛ نرد عبر البريد الإلكتروني.',
  'Thanks, your message is with our team. We reply by e-mail.':
    'شكرًا، وصلت رسالتك إلى فريقنا. نرد عبر البريد الإلكتروني.',
  'Please choose what your message is about': 'يُرجى اختيار موضوع رسالتك',
  'Please write your message': 'يُرجى كتابة رسالتك',
  'Please tell us a little more (at least {{min}} characters)': 'أخبرنا قليلًا أكثر (على ألا يقل عدد الأحرف عن {{min}})',
  Message: 'الرسالة',

  // Calls
  'You have started many calls. Please wait a while and try again.':
    'بدأت مكالمات كثيرة. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  'They are on another call. Try again in a little while.': 'هذا الشخص في مكالمة أخرى. حاول مرة أخرى بعد قليل.',
  'You are already in a call.': 'أنت في مكالمة بالفعل.',
  'You can only call people you can message.': 'يمكنك الاتصال فقط بمن يمكنك مراسلتهم.',
  'Calls are only available with real users.': 'المكالمات متاحة مع المستخدمين الحقيقيين فقط.',
  'You cannot call yourself.': 'لا يمكنك الاتصال بنفسك.',
  'This call has ended.': 'انتهت هذه المكالمة.',

  // Moderation: decisions, appeals, the moderators' console
  'This page has expired. Please sign in again to appeal.':
    'انتهت صلاحية هذه الصفحة. يُرجى تسجيل الدخول مرة أخرى لتقديم طعن.',
  'This copy is not kept any more.': 'لم تعد هذه النسخة محفوظة.',
  'This member could not be found.': 'تعذّر العثور على هذا العضو.',
  'You cannot act on your own account.': 'لا يمكنك اتخاذ إجراء بحق حسابك أنت.',
  'An administrator’s account cannot be moderated here.': 'لا يمكن الإشراف على حساب مدير من هنا.',
  'One of these reports is not open any more: another moderator may have decided it. Reload the case.':
    'أحد هذه البلاغات لم يعد مفتوحًا: ربما بتّ فيه مشرف آخر. أعد تحميل الحالة.',
  'One of these signals is not open any more: another moderator may have decided it. Reload the case.':
    'إحدى هذه التنبيهات لم تعد مفتوحة: ربما بتّ فيها مشرف آخر. أعد تحميل الحالة.',
  'This content is not there any more.': 'لم يعد هذا المحتوى موجودًا.',
  'This appeal could not be found or was already decided.': 'تعذّر العثور على هذا الطعن، أو سبق البتّ فيه.',
  'Another moderator must decide this appeal: you took the decision it is about.':
    'يجب أن يبتّ مشرف آخر في هذا الطعن: فأنت من اتخذ القرار المطعون فيه.',
  'You have already appealed this decision.': 'سبق أن طعنت في هذا القرار.',
  'This decision could not be found.': 'تعذّر العثور على هذا القرار.',
  'This decision cannot be appealed.': 'لا يمكن الطعن في هذا القرار.',
  'This stream is not live.': 'هذا البث ليس مباشرًا الآن.',
  'Please verify your face again before you continue: our moderators asked for it.':
    'يُرجى التحقق من وجهك مرة أخرى قبل المتابعة: طلب مشرفونا ذلك.',
  'This message was removed by moderators.': 'أزال المشرفون هذه الرسالة.',
  'Only moderators can open this page.': 'لا يفتح هذه الصفحة إلا المشرفون.',
  'This list position is no longer valid. Please reload the list.':
    'لم يعد هذا الموضع في القائمة صالحًا. يُرجى إعادة تحميل القائمة.',
  '{{count}} members reported this profile as fake. Please verify your face to show it is you.':
    'عدد الأعضاء الذين أبلغوا أن هذا الملف الشخصي مزيّف: {{count}}. يُرجى التحقق من وجهك لتُثبت أنك صاحبه.',
  'Your account has been banned by our moderators.': 'حظر مشرفونا حسابك.',
  'Your account is suspended by our moderators for now.': 'علّق مشرفونا حسابك في الوقت الحالي.',
  'A profile report has no single piece of content to remove; warn, suspend or ban instead.':
    'البلاغ عن ملف شخصي لا يخصّ محتوى بعينه لإزالته؛ وجّه تحذيرًا أو علّق الحساب أو احظره بدلًا من ذلك.',
  'A live stream is ended, not removed: use “End stream”.': 'البث المباشر يُنهى ولا يُزال: استخدم «إنهاء البث المباشر».',
  'Please write the reason the member will read': 'يُرجى كتابة السبب الذي سيقرؤه العضو',
  'Please choose for how many days': 'يُرجى اختيار عدد الأيام',
  'Please choose the content to remove': 'يُرجى اختيار المحتوى المراد إزالته',
  'Please say why the decision should change': 'يُرجى توضيح سبب وجوب تغيير القرار',
  Reason: 'السبب',
  Appeal: 'الطعن',

  // Web push subscriptions
  'This is not a push service address': 'هذا ليس عنوان خدمة إشعارات فورية',
  'A push service must be reached over https': 'يجب الوصول إلى خدمة الإشعارات الفورية عبر https',
};
