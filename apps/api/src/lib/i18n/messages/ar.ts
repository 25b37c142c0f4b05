import type { Catalogue } from './catalogue.ts';

export const ar: Catalogue = {
  // The app and its error handler
  'The address is too long.': 'العنوان طويل جدًا.',
  'The address is not a valid URL.': 'العنوان ليس رابطًا صالحًا.',
  'We are having trouble connecting right now. Please try again in a few seconds.':
    'نواجه صعوبة في الاتصال الآن. يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
  'Unknown field: {{fields}}': 'حقل غير معروف: {{fields}}',
  'Something went wrong on our side. Please try again.': 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
  'The request body is not valid JSON.': 'محتوى الطلب ليس JSON صالحًا.',
  'The request body is empty; send a JSON object.': 'محتوى الطلب فارغ؛ أرسل كائن JSON.',
  'The request body is too large.': 'محتوى الطلب كبير جدًا.',
  'Send the request body as application/json.': 'أرسل محتوى الطلب بصيغة application/json.',
  'The request could not be processed.': 'تعذّرت معالجة الطلب.',
  'No such endpoint: {{method}} {{path}}': 'لا توجد نقطة وصول كهذه: {{method}} {{path}}',
  'Please sign in to continue.': 'يُرجى تسجيل الدخول للمتابعة.',
  'Invalid request': 'طلب غير صالح',
  'Invalid value': 'قيمة غير صالحة',

  // Accounts: sign-up, sign-in, passwords, e-mail links
  'Your password has been changed. Other devices have been signed out.':
    'تم تغيير كلمة المرور. وتم تسجيل الخروج من أجهزتك الأخرى.',
  'Your password has been reset. Please sign in with your new password.':
    'تمت إعادة تعيين كلمة المرور. يُرجى تسجيل الدخول بكلمة المرور الجديدة.',
  'Thank you! Your e-mail address is confirmed.': 'شكرًا لك! تم تأكيد بريدك الإلكتروني.',
  'We have sent you a new confirmation link.': 'أرسلنا إليك رابط تأكيد جديدًا.',
  'Your session has expired. Please sign in again.': 'انتهت صلاحية جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  'Your session has ended. Please sign in again.': 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  'Too many attempts. Please wait a few minutes and try again.': 'محاولات كثيرة جدًا. انتظر بضع دقائق ثم حاول مرة أخرى.',
  'Too many attempts. Please try again later.': 'محاولات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
  'No user logged in': 'لا يوجد مستخدم مسجّل الدخول',
  'Your current password is not correct.': 'كلمة المرور الحالية غير صحيحة.',
  'Please use an e-mail address you will keep. Addresses from temporary inbox services cannot be used to sign up, because we need to reach you about your account and safety.':
    'يُرجى استخدام بريد إلكتروني ستحتفظ به. لا يمكن التسجيل بعناوين خدمات البريد المؤقت، لأننا نحتاج إلى التواصل معك بشأن حسابك وسلامتك.',
  'Please use an e-mail address you will keep, not a temporary inbox.':
    'يُرجى استخدام بريد إلكتروني ستحتفظ به، لا بريدًا مؤقتًا.',
  "If an account exists for that address, we've sent a link to reset its password. The link works once, for one hour.":
    'إن كان هناك حساب بهذا العنوان، فقد أرسلنا رابطًا لإعادة تعيين كلمة مروره. يعمل الرابط مرة واحدة، ولمدة ساعة.',
  'This reset link is invalid or has expired. Please ask for a new one.':
    'رابط إعادة التعيين هذا غير صالح أو انتهت صلاحيته. يُرجى طلب رابط جديد.',
  'This confirmation link is invalid, expired or already used.':
    'رابط التأكيد هذا غير صالح أو منتهي الصلاحية أو سبق استخدامه.',
  'Too many reset requests from your network. Please try again later.':
    'طلبات كثيرة جدًا لإعادة التعيين من شبكتك. يُرجى المحاولة لاحقًا.',
  'We have sent several links already. Please check your inbox and spam folder, or try again later.':
    'أرسلنا عدة روابط بالفعل. يُرجى التحقق من صندوق الوارد ومجلد الرسائل غير المرغوب فيها، أو المحاولة لاحقًا.',
  'Your e-mail address is already confirmed.': 'بريدك الإلكتروني مؤكَّد بالفعل.',
  'Please choose a stronger password: {{reasons}}.': 'يُرجى اختيار كلمة مرور أقوى: {{reasons}}.',
  'use at least {{count}} characters': 'استخدم {{count}} حرفًا على الأقل',
  'use at most {{count}} characters': 'استخدم {{count}} حرفًا على الأكثر',
  'avoid a commonly used password': 'تجنّب كلمات المرور الشائعة',
  'do not include your e-mail address': 'لا تُدرج بريدك الإلكتروني فيها',
  'avoid repeating the same characters': 'تجنّب تكرار الأحرف نفسها',
  'make it harder to guess, for example with a few unrelated words':
    'اجعلها أصعب تخمينًا، مثلًا بكلمات قليلة لا رابط بينها',
  'Invalid email or password.': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'Too many sign-in attempts. Please wait a few minutes and try again.':
    'محاولات تسجيل دخول كثيرة جدًا. انتظر بضع دقائق ثم حاول مرة أخرى.',
  'That code is not right or has expired. Check the latest e-mail from us, or ask for a new code.':
    'هذا الرمز غير صحيح أو انتهت صلاحيته. راجع أحدث رسالة منّا، أو اطلب رمزًا جديدًا.',
  'Too many sign-up attempts. Please try again later.': 'محاولات تسجيل كثيرة جدًا. يُرجى المحاولة لاحقًا.',
  'Too many wrong codes. Please sign up again to get a new code.':
    'رموز خاطئة كثيرة جدًا. يُرجى التسجيل من جديد للحصول على رمز جديد.',

  // The shared contracts' field checks
  'Please enter your {{field}}': 'يُرجى إدخال {{field}}',
  '{{label}} must be text': 'يجب أن تكون قيمة {{label}} نصًا',
  '{{label}} can be at most {{max}} characters': 'يجب ألا يتجاوز طول {{label}} {{max}} حرفًا',
  '{{label}} contains an invisible control character (U+0000). Please remove it and try again.':
    'يوجد في {{label}} حرف تحكم غير مرئي (U+0000). يُرجى حذفه والمحاولة مرة أخرى.',
  Location: 'الموقع',
  location: 'موقعك',
  Bio: 'النبذة',
  bio: 'نبذتك',
  'Please enter a password': 'يُرجى إدخال كلمة مرور',
  'Passwords can be at most {{max}} characters': 'لا يمكن أن تتجاوز كلمة المرور {{max}} حرفًا',
  'Please enter your location': 'يُرجى إدخال مكان إقامتك',
  'Please accept the Terms of Service': 'يُرجى قبول شروط الخدمة',
  'Nothing to update': 'لا يوجد ما يُحدَّث',
  'This reset link is incomplete': 'رابط إعادة التعيين هذا غير مكتمل',
  'This confirmation link is incomplete': 'رابط التأكيد هذا غير مكتمل',
  'Please enter a valid email address': 'يُرجى إدخال بريد إلكتروني صالح',
  'Please enter the {{count}}-digit code from the email': 'يُرجى إدخال الرمز المكوَّن من {{count}} أرقام من الرسالة',
  'Please choose kilometers or miles': 'يُرجى اختيار الكيلومترات أو الأميال',
  'Please choose one of the languages offered': 'يُرجى اختيار إحدى اللغات المتاحة',
};
