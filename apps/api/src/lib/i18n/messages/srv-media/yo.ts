import type { Catalogue } from '../catalogue.ts';

export const yo: Catalogue = {
  // Photos
  'Photo checks are busy. Please try again shortly.': 'Àyẹ̀wò fọ́tò ń ṣiṣẹ́ lọ́wọ́ báyìí. Ẹ jọ̀ọ́, ẹ tún gbìyànjú láìpẹ́.',
  'HEIC photos are not supported yet. Only JPEG, PNG and WebP photos work: on an iPhone, share or export the photo as JPEG (or set Settings › Camera › Formats to "Most Compatible") and upload it again.':
    'A kò tíì gba fọ́tò HEIC. Fọ́tò JPEG, PNG àti WebP nìkan ló ń ṣiṣẹ́: lórí iPhone, ẹ pín fọ́tò náà tàbí kí ẹ gbé e jáde gẹ́gẹ́ bí JPEG (tàbí kí ẹ ṣètò Settings › Camera › Formats sí "Most Compatible"), lẹ́yìn náà ẹ tún gbé e sókè.',
  'Only JPEG, PNG and WebP photos are supported. Please choose a photo in one of those formats.':
    'Fọ́tò JPEG, PNG àti WebP nìkan la gbà. Ẹ jọ̀ọ́, ẹ yan fọ́tò kan tó wà ní ọ̀kan lára àwọn ọ̀nà wọ̀nyẹn.',
  'Photos can be at most {{mb}} MB. Please choose a smaller photo.':
    'Fọ́tò kò gbọ́dọ̀ ju {{mb}} MB lọ. Ẹ jọ̀ọ́, ẹ yan fọ́tò tó kéré jù.',
  'Please choose a photo to upload.': 'Ẹ jọ̀ọ́, ẹ yan fọ́tò tí ẹ fẹ́ gbé sókè.',
  'Please upload one photo at a time, in a form field named "photo".':
    'Ẹ jọ̀ọ́, ẹ gbé fọ́tò kan ṣoṣo sókè lẹ́ẹ̀kan, nínú àyè fọ́ọ̀mù tí orúkọ rẹ̀ ń jẹ́ "photo".',
  'Some of the chosen photos are not among your photos. Reload the page and try again.':
    'Díẹ̀ lára àwọn fọ́tò tí ẹ yàn kò sí lára àwọn fọ́tò yín. Ẹ tún ojú-ìwé náà gbé wá, kí ẹ sì tún gbìyànjú.',
  'That photo was not found among your photos. Reload the page and try again.':
    'A kò rí fọ́tò yẹn lára àwọn fọ́tò yín. Ẹ tún ojú-ìwé náà gbé wá, kí ẹ sì tún gbìyànjú.',
  'The new order must list each of your photos exactly once. Reload the page and try again.':
    'Ètò tuntun náà gbọ́dọ̀ ní fọ́tò yín kọ̀ọ̀kan lẹ́ẹ̀kan ṣoṣo. Ẹ tún ojú-ìwé náà gbé wá, kí ẹ sì tún gbìyànjú.',
  'This image has too many pixels (at most {{megapixels}} megapixels). Please choose a smaller photo.':
    'Àwòrán yìí ní píksẹ́ẹ̀lì tó pọ̀ jù (kò gbọ́dọ̀ ju mẹ́gápíksẹ́ẹ̀lì {{megapixels}} lọ). Ẹ jọ̀ọ́, ẹ yan fọ́tò tó kéré jù.',
  'This photo does not exist or has been removed.': 'Fọ́tò yìí kò sí, tàbí wọ́n ti yọ ọ́ kúrò.',
  'This photo is too long and thin to show (at most {{ratio}} times as long as it is wide). Please crop it and try again.':
    'Fọ́tò yìí gùn, ó sì tẹ́ẹ́rẹ́ jù láti fi hàn (gígùn rẹ̀ kò gbọ́dọ̀ ju ìlọ́po {{ratio}} ìbú rẹ̀ lọ). Ẹ jọ̀ọ́, ẹ gé e kù, kí ẹ sì tún gbìyànjú.',
  'We could not read this photo; the file may be damaged. Please choose another one.':
    'A kò lè ka fọ́tò yìí; ó ṣeé ṣe kí fáìlì náà ti bàjẹ́. Ẹ jọ̀ọ́, ẹ yan òmíràn.',
  'You can have at most {{max}} photos. Remove one to add another.':
    'Ẹ kò lè ní ju fọ́tò {{max}} lọ. Ẹ yọ ọ̀kan kúrò kí ẹ tó fi òmíràn kún un.',
  'Please choose a photo to upload (send it as multipart form data in a field named "photo").':
    'Ẹ jọ̀ọ́, ẹ yan fọ́tò tí ẹ fẹ́ gbé sókè (ẹ fi ránṣẹ́ gẹ́gẹ́ bí dátà fọ́ọ̀mù multipart, nínú àyè tí orúkọ rẹ̀ ń jẹ́ "photo").',
  'The chosen file is empty. Please choose a photo to upload.':
    'Fáìlì tí ẹ yàn ṣófo. Ẹ jọ̀ọ́, ẹ yan fọ́tò tí ẹ fẹ́ gbé sókè.',
  'The upload was incomplete or malformed. Please choose the photo again.':
    'Ìgbésókè náà kò pé tàbí ó ti bàjẹ́. Ẹ jọ̀ọ́, ẹ tún yan fọ́tò náà.',
  'You have uploaded a lot of photos in the last hour. Please try again later.':
    'Ẹ ti gbé fọ́tò púpọ̀ sókè ní wákàtí tó kọjá. Ẹ jọ̀ọ́, ẹ tún gbìyànjú nígbà míì.',
  'Your profile was not found. Please sign in again.': 'A kò rí profaili yín. Ẹ jọ̀ọ́, ẹ tún wọlé.',

  // Realtime connection
  'This server does not handle that yet.': 'Sáfà yìí kò tíì lè ṣe ìyẹn.',
  'Too many messages; slow down and try again in a few seconds.':
    'Ìfiránṣẹ́ ti pọ̀ jù; ẹ dín ìyára kù, kí ẹ sì tún gbìyànjú lẹ́yìn ìṣẹ́jú-àáyá díẹ̀.',
  'A message must be a JSON object with a "type" field.': 'Ìfiránṣẹ́ gbọ́dọ̀ jẹ́ ohun JSON tó ní àyè "type".',
  'A message must have a "type" field naming the command.': 'Ìfiránṣẹ́ gbọ́dọ̀ ní àyè "type" tó sọ orúkọ àṣẹ náà.',
  'Send messages as JSON text frames, not binary frames.':
    'Ẹ fi ìfiránṣẹ́ ránṣẹ́ gẹ́gẹ́ bí fírẹ́mù ọ̀rọ̀ JSON, kì í ṣe fírẹ́mù binary.',
  'The message is not valid JSON.': 'Ìfiránṣẹ́ náà kì í ṣe JSON tó tọ́.',
  'Unknown message type "{{type}}". Known types: {{known}}.':
    'A kò mọ irú ìfiránṣẹ́ "{{type}}". Àwọn irú tí a mọ̀: {{known}}.',
  'Connect with the {{protocol}} subprotocol.': 'Ẹ fi subprotocol {{protocol}} sopọ̀.',
  'This address is for the realtime WebSocket; open it with a WebSocket client.':
    'Àdírẹ́sì yìí wà fún WebSocket ìsinsìnyí; ẹ ṣí i pẹ̀lú ètò WebSocket.',

  // Live streams
  'This message id was already used for a different message. Please send it again.':
    'A ti lo nọ́mbà ìdánimọ̀ ìfiránṣẹ́ yìí fún ìfiránṣẹ́ míì. Ẹ jọ̀ọ́, ẹ tún fi ránṣẹ́.',
  'You cannot send a gift to your own stream.': 'Ẹ kò lè fi ẹ̀bùn ránṣẹ́ sí ìgbéjáde ti ara yín.',
  "You're chatting very fast. Please wait a moment and try again.":
    'Ẹ ń kọ̀wé kíákíá jù. Ẹ jọ̀ọ́, ẹ dúró díẹ̀, kí ẹ sì tún gbìyànjú.',
  'This stream is no longer available.': 'Ìgbéjáde yìí kò sí mọ́.',
  'Hosting a premium live event is part of Silver, Gold and Platinum. Upgrade to Silver to host one.':
    'Gbígbàlejò ayẹyẹ premium tààràtà wà nínú Silver, Gold àti Platinum. Ẹ gòkè sí Silver láti gbàlejò ọ̀kan.',
  'Live streaming is temporarily unavailable. Please try again in a few minutes.':
    'Ìgbéjáde tààràtà kò sí fún ìgbà díẹ̀. Ẹ jọ̀ọ́, ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú díẹ̀.',
  'Only the host can change this stream.': 'Olùgbàlejò nìkan ló lè yí ìgbéjáde yìí padà.',
  'Please complete your profile before going live.': 'Ẹ jọ̀ọ́, ẹ parí profaili yín kí ẹ tó lọ sórí afẹ́fẹ́.',
  'Slow mode is on: one message every {{seconds}} seconds. You can write again in {{wait}} s.':
    'Ipò díẹ̀díẹ̀ ti tàn: ìfiránṣẹ́ kan ní ìṣẹ́jú-àáyá {{seconds}} kọ̀ọ̀kan. Ẹ lè tún kọ̀wé lẹ́yìn ìṣẹ́jú-àáyá {{wait}}.',
  'That message is not in this stream any more.': 'Ìfiránṣẹ́ yẹn kò sí nínú ìgbéjáde yìí mọ́.',
  'That person is not taking part in this stream.': 'Ẹni yẹn kò kópa nínú ìgbéjáde yìí.',
  'This is a premium live event for Platinum members. Upgrade to Platinum to watch and chat.':
    'Ayẹyẹ premium tààràtà fún àwọn ọmọ ẹgbẹ́ Platinum ni èyí. Ẹ gòkè sí Platinum láti wò ó àti láti bá wọn sọ̀rọ̀.',
  'This stream has ended.': 'Ìgbéjáde yìí ti parí.',
  'This stream is full': 'Ìgbéjáde yìí ti kún',
  'This stream is not available.': 'Ìgbéjáde yìí kò sí.',
  'You are hosting this stream; viewers watch it from Discover Streams.':
    'Ẹ̀yin ni olùgbàlejò ìgbéjáde yìí; àwọn òǹwòran ń wò ó láti Ṣàwárí ìgbéjáde.',
  'You are not part of this stream.': 'Ẹ kò sí lára ìgbéjáde yìí.',
  'You cannot mute or remove yourself from your own stream.':
    'Ẹ kò lè pa ẹnu ara yín mọ́ tàbí yọ ara yín kúrò nínú ìgbéjáde ti ara yín.',
  'A thumbnail must be a JPEG, PNG or WebP frame of the stream.':
    'Àwòrán kékeré gbọ́dọ̀ jẹ́ fírẹ́mù JPEG, PNG tàbí WebP láti inú ìgbéjáde náà.',
  'A thumbnail must be under {{kb}} KB.': 'Àwòrán kékeré gbọ́dọ̀ kéré sí {{kb}} KB.',
  'Too many stream pictures in the last hour. Please try again later.':
    'Àwòrán ìgbéjáde ti pọ̀ jù ní wákàtí tó kọjá. Ẹ jọ̀ọ́, ẹ tún gbìyànjú nígbà míì.',
  "You've started many streams in the last hour. Please wait a while.":
    'Ẹ ti bẹ̀rẹ̀ ìgbéjáde púpọ̀ ní wákàtí tó kọjá. Ẹ jọ̀ọ́, ẹ dúró fún ìgbà díẹ̀.',
  'Dating & Relationships': 'Ìfẹ́ àti àjọṣepọ̀',
  'Food & Cooking': 'Oúnjẹ àti sísè',
  'Please enter a stream title before going live.': 'Ẹ jọ̀ọ́, ẹ kọ àkọlé ìgbéjáde kí ẹ tó lọ sórí afẹ́fẹ́.',
  'The host has muted you in this stream. You can keep watching.':
    'Olùgbàlejò ti pa ẹnu yín mọ́ nínú ìgbéjáde yìí. Ẹ lè máa wò ó lọ.',
  'The host removed you from this stream.': 'Olùgbàlejò ti yọ yín kúrò nínú ìgbéjáde yìí.',
  'A description must be text': 'Àpèjúwe gbọ́dọ̀ jẹ́ ọ̀rọ̀',
  'Choose one of the listed categories': 'Ẹ yan ọ̀kan lára àwọn ẹ̀ka tí a tò sílẹ̀',
  'Keep a chat message under {{max}} characters': 'Ìfiránṣẹ́ ìjíròrò kò gbọ́dọ̀ ju àmì {{max}} lọ',
  'Keep the description under {{max}} characters': 'Àpèjúwe kò gbọ́dọ̀ ju àmì {{max}} lọ',
  'Keep the title under {{max}} characters': 'Àkọlé kò gbọ́dọ̀ ju àmì {{max}} lọ',
  'Slow mode can be at most {{max}} seconds': 'Ipò díẹ̀díẹ̀ kò gbọ́dọ̀ ju ìṣẹ́jú-àáyá {{max}} lọ',
  'That is not a member id': 'Ìyẹn kì í ṣe nọ́mbà ìdánimọ̀ ọmọ ẹgbẹ́',
  'That is not a message id': 'Ìyẹn kì í ṣe nọ́mbà ìdánimọ̀ ìfiránṣẹ́',
  'That is not a stream id': 'Ìyẹn kì í ṣe nọ́mbà ìdánimọ̀ ìgbéjáde',

  // Face verification
  'None of your profile photos shows your face clearly. Add a clear photo of your face, then try again.':
    'Kò sí èyíkéyìí nínú àwọn fọ́tò profaili yín tó fi ojú yín hàn kedere. Ẹ fi fọ́tò ojú yín tó mọ́ kedere kún un, lẹ́yìn náà ẹ tún gbìyànjú.',
  'Please ensure your camera is working and you complete all steps.':
    'Ẹ jọ̀ọ́, ẹ rí i dájú pé kámẹ́rà yín ń ṣiṣẹ́, kí ẹ sì parí gbogbo ìgbésẹ̀.',
  'The face changed during the check. The same person must complete every step.':
    'Ojú náà yí padà nígbà àyẹ̀wò. Ẹni kan náà ló gbọ́dọ̀ parí gbogbo ìgbésẹ̀.',
  'We could not confirm a live face. Use your own camera in good light, not a photo or a screen.':
    'A kò lè fìdí rẹ̀ múlẹ̀ pé ojú ẹni gidi ni. Ẹ lo kámẹ́rà ti ara yín níbi tí ìmọ́lẹ̀ ti dára, kì í ṣe fọ́tò tàbí ìbòjú.',
  'We could not see your face. Keep your whole face inside the frame, in good light.':
    'A kò rí ojú yín. Ẹ jẹ́ kí gbogbo ojú yín wà nínú férémù, níbi tí ìmọ́lẹ̀ ti dára.',
  'We did not see you blink. Close your eyes fully, then open them, while asked to blink.':
    'A kò rí i pé ẹ ṣẹ́jú. Nígbà tí a bá ní kí ẹ ṣẹ́jú, ẹ di ojú yín pátápátá, lẹ́yìn náà ẹ là á.',
  'We did not see you look straight at the camera. Face the camera when asked.':
    'A kò rí i pé ẹ wo kámẹ́rà tààràtà. Ẹ kọjú sí kámẹ́rà nígbà tí a bá ní kí ẹ ṣe bẹ́ẹ̀.',
  'We did not see you smile. Smile clearly while the instruction is shown.':
    'A kò rí i pé ẹ rẹ́rìn-ín. Ẹ rẹ́rìn-ín kedere nígbà tí ìtọ́sọ́nà náà bá wà lójú ìbòjú.',
  'We did not see you turn your head to your left. Turn it while the instruction is shown.':
    'A kò rí i pé ẹ yí orí yín sí òsì yín. Ẹ yí i nígbà tí ìtọ́sọ́nà náà bá wà lójú ìbòjú.',
  'We did not see you turn your head to your right. Turn it while the instruction is shown.':
    'A kò rí i pé ẹ yí orí yín sí ọ̀tún yín. Ẹ yí i nígbà tí ìtọ́sọ́nà náà bá wà lójú ìbòjú.',
  'We saw more than one face. Make sure you are alone in front of the camera.':
    'A rí ju ojú kan lọ. Ẹ rí i dájú pé ẹ̀yin nìkan ló wà níwájú kámẹ́rà.',
  'Face checks are busy. Please try again shortly.': 'Àyẹ̀wò ojú ń ṣiṣẹ́ lọ́wọ́ báyìí. Ẹ jọ̀ọ́, ẹ tún gbìyànjú láìpẹ́.',
  'Failed to save verification data. Please try again.': 'A kò lè fi dátà ìjẹ́rìísí náà pamọ́. Ẹ jọ̀ọ́, ẹ tún gbìyànjú.',
  'Failed to update profile verification status.': 'A kò lè ṣe àtúnṣe ipò ìjẹ́rìísí profaili náà.',
  'This attempt took too long. Please start the verification again.':
    'Ìgbìyànjú yìí pẹ́ jù. Ẹ jọ̀ọ́, ẹ tún ìjẹ́rìísí náà bẹ̀rẹ̀.',
  'Please agree to the face verification (biometric) check first.':
    'Ẹ jọ̀ọ́, ẹ kọ́kọ́ gbà sí àyẹ̀wò ìjẹ́rìísí ojú (bíọ́mẹ́tíríìkì).',
  'Your profile is already verified.': 'A ti jẹ́rìísí profaili yín tẹ́lẹ̀.',
  'A camera frame may be at most 512 KB.': 'Férémù kámẹ́rà kò gbọ́dọ̀ ju 512 KB lọ.',
  'A camera frame must be a JPEG image.': 'Férémù kámẹ́rà gbọ́dọ̀ jẹ́ àwòrán JPEG.',
  'Frames are numbered by step (0 to {{lastStep}}) and index (0 to {{lastIndex}}).':
    'A ń ka àwọn férémù ní ìgbésẹ̀ (0 sí {{lastStep}}) àti ní atọ́ka (0 sí {{lastIndex}}).',
  'This step is over. Please start the verification again.': 'Ìgbésẹ̀ yìí ti kọjá. Ẹ jọ̀ọ́, ẹ tún ìjẹ́rìísí náà bẹ̀rẹ̀.',
  'This verification attempt is already finished. Please start a new one.':
    'Ìgbìyànjú ìjẹ́rìísí yìí ti parí. Ẹ jọ̀ọ́, ẹ bẹ̀rẹ̀ òmíràn.',
  'This verification attempt was not found. Please start again.': 'A kò rí ìgbìyànjú ìjẹ́rìísí yìí. Ẹ jọ̀ọ́, ẹ tún bẹ̀rẹ̀.',
  'Your account could not be found. Please sign in again.': 'A kò rí àkáǹtì yín. Ẹ jọ̀ọ́, ẹ tún wọlé.',
  'Please ensure good lighting and that you match your profile photos.':
    'Ẹ jọ̀ọ́, ẹ rí i dájú pé ìmọ́lẹ̀ dára, àti pé ẹ jọ àwọn fọ́tò profaili yín.',
  'Too many verification attempts. Please wait before trying again.':
    'Ìgbìyànjú ìjẹ́rìísí ti pọ̀ jù. Ẹ jọ̀ọ́, ẹ dúró díẹ̀ kí ẹ tó tún gbìyànjú.',
  'Blink slowly twice': 'Ẹ ṣẹ́jú díẹ̀díẹ̀ lẹ́ẹ̀mejì',
  'Look straight at the camera': 'Ẹ wo kámẹ́rà tààràtà',
  'Turn your head slightly left': 'Ẹ yí orí yín díẹ̀ sí òsì',
  'Turn your head slightly right': 'Ẹ yí orí yín díẹ̀ sí ọ̀tún',
  'Not a verification attempt id': 'Èyí kì í ṣe nọ́mbà ìdánimọ̀ ìgbìyànjú ìjẹ́rìísí',
  'The frame index must be a number': 'Atọ́ka férémù gbọ́dọ̀ jẹ́ nọ́mbà',
  'The step must be a number': 'Ìgbésẹ̀ gbọ́dọ̀ jẹ́ nọ́mbà',

  // Characters no text may hold
  '{{field}} contains characters that are not allowed ({{why}}). Please remove it and try again.':
    '{{field}} ní àwọn àmì tí a kò gbà láàyè ({{why}}). Ẹ jọ̀ọ́, ẹ yọ ọ́ kúrò, kí ẹ sì tún gbìyànjú.',
  'The text': 'Ọ̀rọ̀ náà',
  'The field name': 'Orúkọ àyè náà',
  'an invisible control character': 'àmì ìdarí tí a kò lè rí',
  'a character that reverses the direction of text': 'àmì tó ń yí ìhà tí ọ̀rọ̀ ń lọ padà',
  'a broken character': 'àmì tó ti bàjẹ́',
  // Photo work shared by uploads and checks
  'We are processing a lot of photos right now. Please try again in a moment.':
    'A ń ṣiṣẹ́ lórí ọ̀pọ̀lọpọ̀ fọ́tò lọ́wọ́lọ́wọ́. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i láìpẹ́.',
  'The image could not be read.': 'A kò lè ka àwòrán náà.',
};
