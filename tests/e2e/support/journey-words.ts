/**
 * The words a member reads along the first journey (sign-up, onboarding, deck, chat), per language, for
 * the language journeys (`language-journey.ts`). Each is the app's own translation, written out here
 * so that a change in the files shows up as a failing journey rather than passing unnoticed.
 */
export interface JourneyWords {
  createAccount: string;
  email: string;
  place: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: RegExp;
  checkEmail: string;
  code: string;
  welcome: string;
  onboarding: {
    next: string;
    stepOneOfTen: string;
    terms: string;
    agree: RegExp;
    about: string;
    name: string;
    nameTooShort: string;
    birthDate: string;
    gender: [group: string, choice: string];
    orientation: [group: string, choice: string];
    basics: string;
    height: string;
    heightOption: string;
    bodyType: [group: string, choice: string];
    education: [label: string, option: string];
    occupation: [label: string, value: string];
    preferences: string;
    interestedIn: [group: string, choice: string];
    lookingFor: [group: string, choice: string];
    personality: [label: string, option: string];
    hobbies: string;
    hobbiesOneMore: RegExp;
    hobbiesGood: RegExp;
    hobbiesValue: string;
    distance: string;
    photos: string;
    choosePhotos: string;
    onePhotoOfSix: string;
    mainPhoto: string;
    location: string;
    blockContacts: string;
    howMatching: string;
    allSet: string;
    lookingGood: (name: string) => string;
    complete: string;
    saved: string;
  };
  deck: { title: string; actions: string; everyone: string };
  chat: {
    mainNav: string;
    messagesLink: RegExp;
    connections: string;
    messagesTab: string;
    conversations: string;
    matched: string;
    match: string;
    log: (name: string) => string;
    send: string;
    composer: (name: string) => string;
    placeholder: string;
    today: string;
    back: string;
    mine: (text: string) => string;
    typing: (name: string) => string;
  };
}

export const FRENCH: JourneyWords = {
  createAccount: 'Créer un compte',
  email: 'E-mail',
  place: 'Lieu',
  password: 'Mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  agreeToTerms: /J’accepte les Conditions d’utilisation/,
  checkEmail: 'Consultez vos e-mails',
  code: 'Code reçu par e-mail',
  welcome: 'Bienvenue sur Sankofa',
  onboarding: {
    next: 'Continuer',
    stepOneOfTen: 'Étape 1 sur 10',
    terms: 'Conditions d’utilisation',
    agree: /J’ai lu et j’accepte/,
    about: 'Parlez-nous de vous',
    name: 'Votre prénom',
    nameTooShort: 'Votre prénom doit comporter au moins 2 caractères',
    birthDate: 'Date de naissance',
    gender: ['Genre', 'Femme'],
    orientation: ['Orientation', 'Hétéro'],
    basics: 'Informations de base',
    height: 'Taille',
    heightOption: `5'7" (170 cm)`,
    bodyType: ['Silhouette', 'Sportive'],
    education: ['Études', 'Master'],
    occupation: ['Profession', 'Architecte'],
    preferences: 'Vos préférences',
    interestedIn: ['Intéressé·e par', 'Hommes'],
    lookingFor: ['Je recherche', 'Une relation durable'],
    personality: ['Type de personnalité', 'ENFJ · Le rassembleur'],
    hobbies: 'Loisirs et passions',
    hobbiesOneMore: /Encore 1 caractère\./,
    hobbiesGood: /C’est parfait\./,
    hobbiesValue: 'mbalax, thiéboudienne, randonnée',
    distance: 'Distance',
    photos: 'Ajoutez des photos',
    choosePhotos: 'Choisir des photos',
    onePhotoOfSix: '1 photo ajoutée sur 6',
    mainPhoto: 'Photo 1, votre photo principale',
    location: 'Localisation',
    blockContacts: 'Bloquer des contacts',
    howMatching: 'Comment fonctionnent les matchs',
    allSet: 'Tout est prêt',
    lookingGood: (name) => `Superbe, ${name} !`,
    complete: 'Terminer mon profil et commencer',
    saved: 'Profil mis à jour',
  },
  deck: {
    title: 'Découvrir',
    actions: 'Actions sur le profil',
    everyone: 'Vous avez vu tout le monde pour l’instant !',
  },
  chat: {
    mainNav: 'Navigation principale',
    messagesLink: /^Messages/,
    connections: 'Relations',
    messagesTab: 'Messages',
    conversations: 'Conversations',
    matched: 'C’est un match ! Envoyez un message.',
    match: 'Match',
    log: (name) => `Messages avec ${name}`,
    send: 'Envoyer le message',
    composer: (name) => `Message à ${name}`,
    placeholder: 'Écrivez un message…',
    today: 'Aujourd’hui',
    back: 'Retour aux conversations',
    mine: (text) => `Vous : ${text}`,
    typing: (name) => `${name} écrit…`,
  },
};

export const ARABIC: JourneyWords = {
  createAccount: 'إنشاء حساب',
  email: 'البريد الإلكتروني',
  place: 'الموقع',
  password: 'كلمة المرور',
  confirmPassword: 'تأكيد كلمة المرور',
  agreeToTerms: /أوافق على شروط الخدمة/,
  checkEmail: 'تفقّد بريدك الإلكتروني',
  code: 'الرمز الوارد في البريد',
  welcome: 'أهلًا بك في Sankofa',
  onboarding: {
    next: 'متابعة',
    stepOneOfTen: 'الخطوة 1 من 10',
    terms: 'شروط الخدمة',
    agree: /قرأتُ شروط الخدمة/,
    about: 'حدّثنا عن نفسك',
    name: 'اسمك',
    nameTooShort: 'يجب أن يتكوّن اسمك من 2 أحرف على الأقل',
    birthDate: 'تاريخ الميلاد',
    gender: ['الجنس', 'امرأة'],
    orientation: ['الميول', 'مغاير'],
    basics: 'معلومات أساسية',
    height: 'الطول',
    heightOption: `5'7" (170 سم)`,
    bodyType: ['نوع الجسم', 'رياضي'],
    education: ['التعليم', 'ماجستير'],
    occupation: ['المهنة', 'مهندسة معمارية'],
    preferences: 'تفضيلاتك',
    interestedIn: ['مهتم بـ', 'الرجال'],
    lookingFor: ['أبحث عن', 'علاقة دائمة'],
    personality: ['نمط الشخصية', 'ENFJ · الجامع'],
    hobbies: 'الهوايات والشغف',
    hobbiesOneMore: /بقي حرف واحد\./,
    hobbiesGood: /ممتاز\./,
    hobbiesValue: 'الطبخ، الشعر، المشي في الطبيعة',
    distance: 'نطاق المسافة',
    photos: 'أضف صورًا',
    choosePhotos: 'اختر صورًا',
    onePhotoOfSix: 'أُضيفت صورة واحدة من 6',
    mainPhoto: 'الصورة 1، صورتك الرئيسية',
    location: 'إعدادات الموقع',
    blockContacts: 'حظر جهات الاتصال',
    howMatching: 'كيف يعمل التوافق',
    allSet: 'كل شيء جاهز',
    lookingGood: (name) => `يبدو رائعًا يا ${name}!`,
    complete: 'أكمل ملفك وابدأ التعارف',
    saved: 'تم تحديث الملف الشخصي',
  },
  deck: { title: 'اكتشف', actions: 'إجراءات الملف الشخصي', everyone: 'رأيت الجميع حتى الآن!' },
  chat: {
    mainNav: 'التنقل الرئيسي',
    messagesLink: /^الرسائل/,
    connections: 'العلاقات',
    messagesTab: 'الرسائل',
    conversations: 'المحادثات',
    matched: 'حدث توافق! أرسل رسالة.',
    match: 'توافق',
    log: (name) => `الرسائل مع ${name}`,
    send: 'إرسال الرسالة',
    composer: (name) => `رسالة إلى ${name}`,
    placeholder: 'اكتب رسالة…',
    today: 'اليوم',
    back: 'العودة إلى المحادثات',
    mine: (text) => `أنت: ${text}`,
    typing: (name) => `${name}: جارٍ الكتابة…`,
  },
};
