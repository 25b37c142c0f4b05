import type { Catalogue } from '../catalogue.ts';

export const ar: Catalogue = {
  // Photos
  'Photo checks are busy. Please try again shortly.': 'فحص الصور مشغول الآن. يُرجى المحاولة بعد قليل.',
  'HEIC photos are not supported yet. Only JPEG, PNG and WebP photos work: on an iPhone, share or export the photo as JPEG (or set Settings › Camera › Formats to "Most Compatible") and upload it again.':
    'صور HEIC غير مدعومة بعد. تعمل صور JPEG وPNG وWebP فقط: على iPhone، شارك الصورة أو صدّرها بصيغة JPEG (أو اضبط الإعدادات › الكاميرا › التنسيقات على "الأكثر توافقًا")، ثم ارفعها من جديد.',
  'Only JPEG, PNG and WebP photos are supported. Please choose a photo in one of those formats.':
    'لا ندعم إلا صور JPEG وPNG وWebP. يُرجى اختيار صورة بإحدى هذه الصيغ.',
  'Photos can be at most {{mb}} MB. Please choose a smaller photo.':
    'لا يمكن أن يتجاوز حجم الصورة {{mb}} ميغابايت. يُرجى اختيار صورة أصغر.',
  'Please choose a photo to upload.': 'يُرجى اختيار صورة لرفعها.',
  'Please upload one photo at a time, in a form field named "photo".':
    'يُرجى رفع صورة واحدة في كل مرة، في حقل نموذج اسمه "photo".',
  'Some of the chosen photos are not among your photos. Reload the page and try again.':
    'بعض الصور المختارة ليست من صورك. أعد تحميل الصفحة وحاول مرة أخرى.',
  'That photo was not found among your photos. Reload the page and try again.':
    'لم نجد هذه الصورة بين صورك. أعد تحميل الصفحة وحاول مرة أخرى.',
  'The new order must list each of your photos exactly once. Reload the page and try again.':
    'يجب أن يتضمن الترتيب الجديد كل صورة من صورك مرة واحدة فقط. أعد تحميل الصفحة وحاول مرة أخرى.',
  'This image has too many pixels (at most {{megapixels}} megapixels). Please choose a smaller photo.':
    'عدد بكسلات هذه الصورة كبير جدًا (الحد الأقصى {{megapixels}} ميغابكسل). يُرجى اختيار صورة أصغر.',
  'This photo does not exist or has been removed.': 'هذه الصورة غير موجودة أو أُزيلت.',
  'This photo is too long and thin to show (at most {{ratio}} times as long as it is wide). Please crop it and try again.':
    'هذه الصورة طويلة وضيقة جدًا بحيث لا يمكن عرضها (لا يتجاوز طولها {{ratio}} أضعاف عرضها). يُرجى قصّها والمحاولة مرة أخرى.',
  'We could not read this photo; the file may be damaged. Please choose another one.':
    'تعذّرت علينا قراءة هذه الصورة؛ ربما يكون الملف تالفًا. يُرجى اختيار صورة أخرى.',
  'You can have at most {{max}} photos. Remove one to add another.':
    'الحد الأقصى لعدد صورك هو {{max}}. احذف صورة لتضيف أخرى.',
  'Please choose a photo to upload (send it as multipart form data in a field named "photo").':
    'يُرجى اختيار صورة لرفعها (أرسلها كبيانات نموذج multipart في حقل اسمه "photo").',
  'The chosen file is empty. Please choose a photo to upload.': 'الملف المختار فارغ. يُرجى اختيار صورة لرفعها.',
  'The upload was incomplete or malformed. Please choose the photo again.':
    'لم يكتمل الرفع أو وصل تالفًا. يُرجى اختيار الصورة مرة أخرى.',
  'You have uploaded a lot of photos in the last hour. Please try again later.':
    'رفعت صورًا كثيرة خلال الساعة الماضية. يُرجى المحاولة لاحقًا.',
  'Your profile was not found. Please sign in again.': 'لم نعثر على ملفك الشخصي. يُرجى تسجيل الدخول مرة أخرى.',

  // Realtime connection
  'This server does not handle that yet.': 'هذا الخادم لا يدعم ذلك بعد.',
  'Too many messages; slow down and try again in a few seconds.': 'رسائل كثيرة جدًا؛ تمهّل وحاول مرة أخرى بعد بضع ثوانٍ.',
  'A message must be a JSON object with a "type" field.': 'يجب أن تكون الرسالة كائن JSON فيه حقل "type".',
  'A message must have a "type" field naming the command.': 'يجب أن تحتوي الرسالة على حقل "type" يسمّي الأمر.',
  'Send messages as JSON text frames, not binary frames.': 'أرسل الرسائل كإطارات نصية بصيغة JSON، لا كإطارات ثنائية.',
  'The message is not valid JSON.': 'الرسالة ليست JSON صالحًا.',
  'Unknown message type "{{type}}". Known types: {{known}}.':
    'نوع رسالة غير معروف "{{type}}". الأنواع المعروفة: {{known}}.',
  'Connect with the {{protocol}} subprotocol.': 'اتصل باستخدام البروتوكول الفرعي {{protocol}}.',
  'This address is for the realtime WebSocket; open it with a WebSocket client.':
    'هذا العنوان مخصص لاتصال WebSocket الفوري؛ افتحه باستخدام عميل WebSocket.',

  // Live streams
  'This message id was already used for a different message. Please send it again.':
    'استُخدم معرّف هذه الرسالة لرسالة أخرى من قبل. يُرجى إرسالها مرة أخرى.',
  'You cannot send a gift to your own stream.': 'لا يمكنك إرسال هدية إلى بثّك أنت.',
  "You're chatting very fast. Please wait a moment and try again.":
    'أنت تكتب بسرعة كبيرة. يُرجى الانتظار لحظة ثم المحاولة مرة أخرى.',
  'This stream is no longer available.': 'هذا البث لم يعد متاحًا.',
  'Hosting a premium live event is part of Silver, Gold and Platinum. Upgrade to Silver to host one.':
    'استضافة فعالية مباشرة مميزة متاحة في خطط Silver وGold وPlatinum. رقِّ اشتراكك إلى Silver لتستضيف واحدة.',
  'Live streaming is temporarily unavailable. Please try again in a few minutes.':
    'البث المباشر غير متاح مؤقتًا. يُرجى المحاولة بعد بضع دقائق.',
  'Only the host can change this stream.': 'المضيف وحده يمكنه تعديل هذا البث.',
  'Please complete your profile before going live.': 'يُرجى إكمال ملفك الشخصي قبل بدء البث.',
  'Slow mode is on: one message every {{seconds}} seconds. You can write again in {{wait}} s.':
    'الوضع البطيء مفعّل: رسالة واحدة كل {{seconds}} ثانية. يمكنك الكتابة مجددًا بعد {{wait}} ث.',
  'That message is not in this stream any more.': 'لم تعد هذه الرسالة موجودة في هذا البث.',
  'That person is not taking part in this stream.': 'هذا الشخص لا يشارك في هذا البث.',
  'This is a premium live event for Platinum members. Upgrade to Platinum to watch and chat.':
    'هذه فعالية مباشرة مميزة لأعضاء Platinum. رقِّ اشتراكك إلى Platinum لتشاهد وتدردش.',
  'This stream has ended.': 'انتهى هذا البث.',
  'This stream is full': 'هذا البث ممتلئ',
  'This stream is not available.': 'هذا البث غير متاح.',
  'You are hosting this stream; viewers watch it from Discover Streams.':
    'أنت مضيف هذا البث؛ يشاهده المتابعون من قسم "اكتشف البثوث".',
  'You are not part of this stream.': 'أنت لست مشاركًا في هذا البث.',
  'You cannot mute or remove yourself from your own stream.': 'لا يمكنك كتم نفسك أو إخراج نفسك من بثّك.',
  'A thumbnail must be a JPEG, PNG or WebP frame of the stream.':
    'يجب أن تكون الصورة المصغّرة لقطة من البث بصيغة JPEG أو PNG أو WebP.',
  'A thumbnail must be under {{kb}} KB.': 'يجب أن يقل حجم الصورة المصغّرة عن {{kb}} كيلوبايت.',
  'Too many stream pictures in the last hour. Please try again later.':
    'صور بث كثيرة جدًا خلال الساعة الماضية. يُرجى المحاولة لاحقًا.',
  "You've started many streams in the last hour. Please wait a while.":
    'بدأت بثوثًا كثيرة خلال الساعة الماضية. يُرجى الانتظار قليلًا.',
  'Dating & Relationships': 'تعارف وعلاقات',
  'Food & Cooking': 'طعام وطبخ',
  'Please enter a stream title before going live.': 'يُرجى إدخال عنوان للبث قبل أن تبدأ.',
  'The host has muted you in this stream. You can keep watching.': 'كتمك المضيف في هذا البث. يمكنك مواصلة المشاهدة.',
  'The host removed you from this stream.': 'أخرجك المضيف من هذا البث.',
  'A description must be text': 'يجب أن يكون الوصف نصًا',
  'Choose one of the listed categories': 'اختر إحدى الفئات المعروضة',
  'Keep a chat message under {{max}} characters': 'يجب أن تكون رسالة الدردشة أقل من {{max}} حرف',
  'Keep the description under {{max}} characters': 'يجب أن يكون الوصف أقل من {{max}} حرف',
  'Keep the title under {{max}} characters': 'يجب أن يكون العنوان أقل من {{max}} حرف',
  'Slow mode can be at most {{max}} seconds': 'لا يمكن أن يتجاوز الوضع البطيء {{max}} ثانية',
  'That is not a member id': 'هذا ليس معرّف عضو',
  'That is not a message id': 'هذا ليس معرّف رسالة',
  'That is not a stream id': 'هذا ليس معرّف بث',

  // Face verification
  'None of your profile photos shows your face clearly. Add a clear photo of your face, then try again.':
    'لا تُظهر أي صورة من صور ملفك الشخصي وجهك بوضوح. أضف صورة واضحة لوجهك، ثم حاول مرة أخرى.',
  'Please ensure your camera is working and you complete all steps.':
    'يُرجى التأكد من أن الكاميرا تعمل ومن إكمال جميع الخطوات.',
  'The face changed during the check. The same person must complete every step.':
    'تغيّر الوجه أثناء التحقق. يجب أن يُكمل الشخص نفسه كل الخطوات.',
  'We could not confirm a live face. Use your own camera in good light, not a photo or a screen.':
    'تعذّر علينا التأكد من أنه وجه حقيقي. استخدم كاميرتك أنت في إضاءة جيدة، لا صورة ولا شاشة.',
  'We could not see your face. Keep your whole face inside the frame, in good light.':
    'لم نتمكن من رؤية وجهك. أبقِ وجهك كاملًا داخل الإطار، في إضاءة جيدة.',
  'We did not see you blink. Close your eyes fully, then open them, while asked to blink.':
    'لم نرك ترمش. عندما يُطلب منك ذلك، أغمض عينيك تمامًا ثم افتحهما.',
  'We did not see you look straight at the camera. Face the camera when asked.':
    'لم نرك تنظر مباشرة إلى الكاميرا. واجه الكاميرا عندما يُطلب منك ذلك.',
  'We did not see you smile. Smile clearly while the instruction is shown.':
    'لم نرك تبتسم. ابتسم بوضوح ما دامت التعليمات ظاهرة.',
  'We did not see you turn your head to your left. Turn it while the instruction is shown.':
    'لم نرك تدير رأسك إلى يسارك. أدره ما دامت التعليمات ظاهرة.',
  'We did not see you turn your head to your right. Turn it while the instruction is shown.':
    'لم نرك تدير رأسك إلى يمينك. أدره ما دامت التعليمات ظاهرة.',
  'We saw more than one face. Make sure you are alone in front of the camera.':
    'رأينا أكثر من وجه. تأكد من أنك وحدك أمام الكاميرا.',
  'Face checks are busy. Please try again shortly.': 'فحص الوجه مشغول الآن. يُرجى المحاولة بعد قليل.',
  'Failed to save verification data. Please try again.': 'تعذّر حفظ بيانات التحقق. يُرجى المحاولة مرة أخرى.',
  'Failed to update profile verification status.': 'تعذّر تحديث حالة التحقق من الملف الشخصي.',
  'This attempt took too long. Please start the verification again.':
    'استغرقت هذه المحاولة وقتًا طويلًا جدًا. يُرجى بدء التحقق من جديد.',
  'Please agree to the face verification (biometric) check first.':
    'يُرجى الموافقة أولًا على التحقق من الوجه (فحص بيومتري).',
  'Your profile is already verified.': 'ملفك الشخصي موثَّق بالفعل.',
  'A camera frame may be at most 512 KB.': 'لا يمكن أن يتجاوز حجم لقطة الكاميرا 512 كيلوبايت.',
  'A camera frame must be a JPEG image.': 'يجب أن تكون لقطة الكاميرا صورة بصيغة JPEG.',
  'Frames are numbered by step (0 to {{lastStep}}) and index (0 to {{lastIndex}}).':
    'تُرقَّم اللقطات حسب الخطوة (من 0 إلى {{lastStep}}) والفهرس (من 0 إلى {{lastIndex}}).',
  'This step is over. Please start the verification again.': 'انتهت هذه الخطوة. يُرجى بدء التحقق من جديد.',
  'This verification attempt is already finished. Please start a new one.':
    'انتهت محاولة التحقق هذه بالفعل. يُرجى بدء محاولة جديدة.',
  'This verification attempt was not found. Please start again.': 'لم نعثر على محاولة التحقق هذه. يُرجى البدء من جديد.',
  'Your account could not be found. Please sign in again.': 'لم نعثر على حسابك. يُرجى تسجيل الدخول مرة أخرى.',
  'Please ensure good lighting and that you match your profile photos.':
    'يُرجى التأكد من أن الإضاءة جيدة ومن أنك تشبه صور ملفك الشخصي.',
  'Too many verification attempts. Please wait before trying again.':
    'محاولات تحقق كثيرة جدًا. يُرجى الانتظار قبل المحاولة مرة أخرى.',
  'Blink slowly twice': 'ارمش ببطء مرتين',
  'Look straight at the camera': 'انظر مباشرة إلى الكاميرا',
  'Turn your head slightly left': 'أدر رأسك قليلًا إلى اليسار',
  'Turn your head slightly right': 'أدر رأسك قليلًا إلى اليمين',
  'Not a verification attempt id': 'هذا ليس معرّف محاولة تحقق',
  'The frame index must be a number': 'يجب أن يكون فهرس اللقطة رقمًا',
  'The step must be a number': 'يجب أن تكون الخطوة رقمًا',

  // Characters no text may hold
  '{{field}} contains characters that are not allowed ({{why}}). Please remove it and try again.':
    'في {{field}} أحرف غير مسموح بها ({{why}}). يُرجى إزالتها والمحاولة مرة أخرى.',
  'The text': 'النص',
  'The field name': 'اسم الحقل',
  'an invisible control character': 'حرف تحكم غير مرئي',
  'a character that reverses the direction of text': 'حرف يعكس اتجاه النص',
  'a broken character': 'حرف تالف',
  // Photo work shared by uploads and checks
  'We are processing a lot of photos right now. Please try again in a moment.':
    'نعالج الكثير من الصور الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
  'The image could not be read.': 'تعذّرت قراءة الصورة.',
};
