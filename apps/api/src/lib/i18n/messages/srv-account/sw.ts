import type { Catalogue } from '../catalogue.ts';

export const sw: Catalogue = {
  // Profile: onboarding, edits, contact details
  'You must be at least {{age}} years old to use this app.':
    'Lazima uwe na umri wa angalau miaka {{age}} ili kutumia programu hii.',
  'Please check your birth date: it is more than 120 years ago.':
    'Tafadhali kagua tarehe yako ya kuzaliwa: ni zaidi ya miaka 120 iliyopita.',
  'Your profile could not be found. Please sign in again.': 'Hatukupata wasifu wako. Tafadhali ingia tena.',
  'We could not find that city. Please search for it again.': 'Hatukupata mji huo. Tafadhali utafute tena.',
  'Your saved contact details could not be read. Please enter them again and save to replace them.':
    'Hatukuweza kusoma maelezo yako ya mawasiliano uliyohifadhi. Tafadhali yaweke tena kisha uhifadhi ili kuyabadilisha.',
  'Please choose your {{label}}': 'Tafadhali chagua {{label}}',
  gender: 'jinsia yako',
  orientation: 'mwelekeo wako wa kimapenzi',
  'body type': 'umbo lako',
  education: 'kiwango chako cha elimu',
  preference: 'unayetaka kukutana naye',
  'relationship goal': 'aina ya uhusiano unaoutafuta',
  'personality type': 'aina yako ya haiba',
  'Your name needs at least {{min}} characters': 'Jina lako linahitaji angalau herufi {{min}}',
  'Please enter your occupation': 'Tafadhali weka kazi yako',
  'Please enter your birth date': 'Tafadhali weka tarehe yako ya kuzaliwa',
  'An interest cannot be blank': 'Jambo unalopenda haliwezi kuachwa tupu',
  'You can list at most {{max}} interests': 'Unaweza kuorodhesha mambo unayopenda yasiyozidi {{max}}',
  'Each interest can be listed only once': 'Kila jambo unalopenda liorodheshwe mara moja tu',
  'A language cannot be blank': 'Lugha haiwezi kuachwa tupu',
  'You can list at most {{max}} languages': 'Unaweza kuorodhesha lugha zisizozidi {{max}}',
  'Each language can be listed only once': 'Kila lugha iorodheshwe mara moja tu',
  'Please tell us a little more about your hobbies (at least {{min}} characters)':
    'Tafadhali tueleze zaidi kidogo kuhusu mambo unayopenda kufanya (angalau herufi {{min}})',
  'Please add at least one photo': 'Tafadhali ongeza angalau picha moja',
  'You can add at most {{max}} photos': 'Unaweza kuongeza picha zisizozidi {{max}}',
  'Please choose one of your photos': 'Tafadhali chagua mojawapo ya picha zako',
  'Type at least 2 letters of your city': 'Andika angalau herufi 2 za jina la mji wako',
  '{{label}} needs at least one digit': '{{label}}: inahitaji angalau tarakimu moja',
  '{{label}}: Phone numbers may contain only digits, spaces, +, -, ( and )':
    '{{label}}: namba ya simu inaweza kuwa na tarakimu, nafasi na alama +, -, ( na ) tu',
  'Phone numbers may contain only digits, spaces, +, -, ( and )':
    'Namba ya simu inaweza kuwa na tarakimu, nafasi na alama +, -, ( na ) tu',
  'Please enter your password to confirm': 'Tafadhali weka nenosiri lako ili kuthibitisha',
  Name: 'Jina',
  Occupation: 'Kazi',
  'An interest': 'Jambo unalopenda',
  'A language': 'Lugha',
  Heritage: 'Asili',
  'About me': 'Kunihusu',
  Hobbies: 'Mambo ninayopenda kufanya',
  Phone: 'Simu',
  'Emergency contact name': 'Jina la mtu wa kuwasiliana naye wakati wa dharura',
  'Emergency contact phone': 'Simu ya mtu wa kuwasiliana naye wakati wa dharura',

  // Plans and payments
  'You have no active plan to cancel.': 'Huna mpango unaoendelea wa kughairi.',
  'We could not reach the payment service. Your plan is unchanged; please try again.':
    'Hatukuweza kufikia huduma ya malipo. Mpango wako haujabadilika; tafadhali jaribu tena.',
  'We could not reach the payment service. Nothing was charged; please try again.':
    'Hatukuweza kufikia huduma ya malipo. Hakuna pesa iliyotozwa; tafadhali jaribu tena.',
  'The test checkout is off: this server takes real payments.':
    'Malipo ya majaribio yamezimwa: seva hii inapokea malipo halisi.',
  'This checkout does not exist or is not yours.': 'Malipo haya hayapo au si yako.',
  'This checkout is already {{status}}.': 'Malipo haya tayari {{status}}.',
  paid: 'yamelipwa',
  canceled: 'yameghairiwa',
  failed: 'yameshindikana',
  refunded: 'yamerejeshwa',
  'You already have the {{plan}} plan. You can choose another plan when it ends.':
    'Tayari una mpango wa {{plan}}. Utaweza kuchagua mpango mwingine utakapoisha.',
  'You have started many checkouts in a short time. Please try again later.':
    'Umeanzisha malipo mengi kwa muda mfupi. Tafadhali jaribu tena baadaye.',
  'Choose Silver, Gold or Platinum': 'Chagua Silver, Gold au Platinum',
  'Choose one of the token packs': 'Chagua mojawapo ya vifurushi vya tokeni',
  "Say what to buy: { kind: 'plan', planId } or { kind: 'tokens', packId }":
    "Sema unachotaka kununua: { kind: 'plan', planId } au { kind: 'tokens', packId }",

  // Support requests
  'You have sent several requests in the last hour. We will answer those first; please try again later.':
    'Umetuma maombi kadhaa ndani ya saa moja iliyopita. Tutayajibu hayo kwanza; tafadhali jaribu tena baadaye.',
  'Thanks, your message is with our team. As a Platinum member you are answered first; we reply by e-mail.':
    'Asante, ujumbe wako umefika kwa timu yetu. Kama mwanachama wa Platinum, unajibiwa kwanza; tunajibu kwa barua pepe.',
  'Thanks, your message is with our team. We reply by e-mail.':
    'Asante, ujumbe wako umefika kwa timu yetu. Tunajibu kwa barua pepe.',
  'Please choose what your message is about': 'Tafadhali chagua ujumbe wako unahusu nini',
  'Please write your message': 'Tafadhali andika ujumbe wako',
  'Please tell us a little more (at least {{min}} characters)':
    'Tafadhali tueleze zaidi kidogo (angalau herufi {{min}})',
  Message: 'Ujumbe',

  // Calls
  'You have started many calls. Please wait a while and try again.':
    'Umeanzisha simu nyingi. Tafadhali subiri kwa muda kisha ujaribu tena.',
  'They are on another call. Try again in a little while.':
    'Yuko kwenye simu nyingine. Jaribu tena baada ya muda mfupi.',
  'You are already in a call.': 'Tayari uko kwenye simu.',
  'You can only call people you can message.': 'Unaweza kupiga simu kwa watu unaoweza kuwatumia ujumbe tu.',
  'Calls are only available with real users.': 'Simu zinapatikana kwa watumiaji halisi tu.',
  'You cannot call yourself.': 'Huwezi kujipigia simu mwenyewe.',
  'This call has ended.': 'Simu hii imekwisha.',

  // Moderation: decisions, appeals, the moderators' console
  'This page has expired. Please sign in again to appeal.':
    'Muda wa ukurasa huu umeisha. Tafadhali ingia tena ili kukata rufaa.',
  'This copy is not kept any more.': 'Nakala hii haihifadhiwi tena.',
  'This member could not be found.': 'Hatukumpata mwanachama huyu.',
  'You cannot act on your own account.': 'Huwezi kuchukua hatua kwenye akaunti yako mwenyewe.',
  'An administrator’s account cannot be moderated here.': 'Akaunti ya msimamizi mkuu haiwezi kusimamiwa hapa.',
  'One of these reports is not open any more: another moderator may have decided it. Reload the case.':
    'Mojawapo ya ripoti hizi haiko wazi tena: huenda msimamizi mwingine ameshaiamua. Pakia kesi upya.',
  'One of these signals is not open any more: another moderator may have decided it. Reload the case.':
    'Mojawapo ya tahadhari hizi haiko wazi tena: huenda msimamizi mwingine ameshaiamua. Pakia kesi upya.',
  'This content is not there any more.': 'Maudhui haya hayapo tena.',
  'This appeal could not be found or was already decided.': 'Hatukupata rufaa hii, au tayari imeamuliwa.',
  'Another moderator must decide this appeal: you took the decision it is about.':
    'Msimamizi mwingine lazima aamue rufaa hii: wewe ndiye uliyefanya uamuzi unaohusika.',
  'You have already appealed this decision.': 'Tayari umekata rufaa dhidi ya uamuzi huu.',
  'This decision could not be found.': 'Hatukupata uamuzi huu.',
  'This decision cannot be appealed.': 'Uamuzi huu hauwezi kukatiwa rufaa.',
  'This stream is not live.': 'Tangazo hili haliko mubashara.',
  'Please verify your face again before you continue: our moderators asked for it.':
    'Tafadhali thibitisha uso wako tena kabla ya kuendelea: wasimamizi wetu wameomba hivyo.',
  'This message was removed by moderators.': 'Ujumbe huu uliondolewa na wasimamizi.',
  'Only moderators can open this page.': 'Ni wasimamizi tu wanaoweza kufungua ukurasa huu.',
  'This list position is no longer valid. Please reload the list.':
    'Nafasi hii kwenye orodha si halali tena. Tafadhali pakia orodha upya.',
  '{{count}} members reported this profile as fake. Please verify your face to show it is you.':
    'Wanachama {{count}} wameripoti kwamba wasifu huu ni bandia. Tafadhali thibitisha uso wako kuonyesha kwamba ni wewe.',
  'Your account has been banned by our moderators.': 'Akaunti yako imepigwa marufuku na wasimamizi wetu.',
  'Your account is suspended by our moderators for now.': 'Akaunti yako imesimamishwa na wasimamizi wetu kwa sasa.',
  'A profile report has no single piece of content to remove; warn, suspend or ban instead.':
    'Ripoti ya wasifu haina maudhui mahususi ya kuondoa; badala yake onya, simamisha au piga marufuku.',
  'A live stream is ended, not removed: use “End stream”.':
    'Tangazo mubashara husitishwa, haliondolewi: tumia “Sitisha tangazo lake mubashara”.',
  'Please write the reason the member will read': 'Tafadhali andika sababu ambayo mwanachama atasoma',
  'Please choose for how many days': 'Tafadhali chagua ni kwa siku ngapi',
  'Please choose the content to remove': 'Tafadhali chagua maudhui ya kuondoa',
  'Please say why the decision should change': 'Tafadhali eleza kwa nini uamuzi unapaswa kubadilika',
  Reason: 'Sababu',
  Appeal: 'Rufaa',

  // Web push subscriptions
  'This is not a push service address': 'Hii si anwani ya huduma ya arifa za push',
  'A push service must be reached over https': 'Huduma ya arifa za push lazima ifikiwe kupitia https',
};
