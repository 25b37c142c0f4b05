import type { Catalogue } from '../catalogue.ts';

export const sw: Catalogue = {
  // Photos
  'Photo checks are busy. Please try again shortly.':
    'Ukaguzi wa picha una shughuli nyingi sasa. Tafadhali jaribu tena baada ya muda mfupi.',
  'HEIC photos are not supported yet. Only JPEG, PNG and WebP photos work: on an iPhone, share or export the photo as JPEG (or set Settings › Camera › Formats to "Most Compatible") and upload it again.':
    'Picha za HEIC bado hazikubaliki. Picha za JPEG, PNG na WebP pekee ndizo zinafanya kazi: kwenye iPhone, shiriki au hamisha picha kama JPEG (au weka Settings › Camera › Formats kuwa "Most Compatible") kisha uipakie tena.',
  'Only JPEG, PNG and WebP photos are supported. Please choose a photo in one of those formats.':
    'Picha za JPEG, PNG na WebP pekee ndizo zinakubaliwa. Tafadhali chagua picha katika mojawapo ya miundo hiyo.',
  'Photos can be at most {{mb}} MB. Please choose a smaller photo.':
    'Picha isizidi MB {{mb}}. Tafadhali chagua picha ndogo zaidi.',
  'Please choose a photo to upload.': 'Tafadhali chagua picha ya kupakia.',
  'Please upload one photo at a time, in a form field named "photo".':
    'Tafadhali pakia picha moja kwa wakati, katika sehemu ya fomu inayoitwa "photo".',
  'Some of the chosen photos are not among your photos. Reload the page and try again.':
    'Baadhi ya picha ulizochagua si miongoni mwa picha zako. Pakia ukurasa upya kisha ujaribu tena.',
  'That photo was not found among your photos. Reload the page and try again.':
    'Picha hiyo haikupatikana miongoni mwa picha zako. Pakia ukurasa upya kisha ujaribu tena.',
  'The new order must list each of your photos exactly once. Reload the page and try again.':
    'Mpangilio mpya lazima uwe na kila picha yako mara moja tu. Pakia ukurasa upya kisha ujaribu tena.',
  'This image has too many pixels (at most {{megapixels}} megapixels). Please choose a smaller photo.':
    'Picha hii ina pikseli nyingi mno (zisizidi megapikseli {{megapixels}}). Tafadhali chagua picha ndogo zaidi.',
  'This photo does not exist or has been removed.': 'Picha hii haipo au imeondolewa.',
  'This photo is too long and thin to show (at most {{ratio}} times as long as it is wide). Please crop it and try again.':
    'Picha hii ni ndefu na nyembamba mno kuonyeshwa (urefu usizidi mara {{ratio}} ya upana wake). Tafadhali ikate kisha ujaribu tena.',
  'We could not read this photo; the file may be damaged. Please choose another one.':
    'Hatukuweza kusoma picha hii; huenda faili limeharibika. Tafadhali chagua nyingine.',
  'You can have at most {{max}} photos. Remove one to add another.':
    'Unaweza kuwa na picha zisizozidi {{max}}. Ondoa moja ili uongeze nyingine.',
  'Please choose a photo to upload (send it as multipart form data in a field named "photo").':
    'Tafadhali chagua picha ya kupakia (itume kama data ya fomu ya multipart, katika sehemu inayoitwa "photo").',
  'The chosen file is empty. Please choose a photo to upload.':
    'Faili ulilochagua ni tupu. Tafadhali chagua picha ya kupakia.',
  'The upload was incomplete or malformed. Please choose the photo again.':
    'Upakiaji haukukamilika au umeharibika. Tafadhali chagua picha tena.',
  'You have uploaded a lot of photos in the last hour. Please try again later.':
    'Umepakia picha nyingi ndani ya saa moja iliyopita. Tafadhali jaribu tena baadaye.',
  'Your profile was not found. Please sign in again.': 'Wasifu wako haukupatikana. Tafadhali ingia tena.',

  // Realtime connection
  'This server does not handle that yet.': 'Seva hii bado haishughulikii hilo.',
  'Too many messages; slow down and try again in a few seconds.':
    'Jumbe nyingi mno; punguza kasi kisha ujaribu tena baada ya sekunde chache.',
  'A message must be a JSON object with a "type" field.': 'Ujumbe lazima uwe kitu cha JSON chenye sehemu ya "type".',
  'A message must have a "type" field naming the command.': 'Ujumbe lazima uwe na sehemu ya "type" inayotaja amri.',
  'Send messages as JSON text frames, not binary frames.':
    'Tuma jumbe kama fremu za maandishi ya JSON, si fremu za binary.',
  'The message is not valid JSON.': 'Ujumbe huu si JSON sahihi.',
  'Unknown message type "{{type}}". Known types: {{known}}.':
    'Aina ya ujumbe "{{type}}" haijulikani. Aina zinazojulikana: {{known}}.',
  'Connect with the {{protocol}} subprotocol.': 'Unganisha kwa kutumia subprotocol ya {{protocol}}.',
  'This address is for the realtime WebSocket; open it with a WebSocket client.':
    'Anwani hii ni ya WebSocket ya wakati halisi; ifungue kwa programu ya WebSocket.',

  // Live streams
  'This message id was already used for a different message. Please send it again.':
    'Kitambulisho hiki cha ujumbe kimeshatumika kwa ujumbe mwingine. Tafadhali utume tena.',
  'You cannot send a gift to your own stream.': 'Huwezi kutuma zawadi kwenye matangazo yako mwenyewe.',
  "You're chatting very fast. Please wait a moment and try again.":
    'Unaandika haraka sana. Tafadhali subiri kidogo kisha ujaribu tena.',
  'This stream is no longer available.': 'Matangazo haya hayapatikani tena.',
  'Hosting a premium live event is part of Silver, Gold and Platinum. Upgrade to Silver to host one.':
    'Kuendesha tukio la premium la moja kwa moja ni sehemu ya Silver, Gold na Platinum. Pandisha hadi Silver ili uendeshe moja.',
  'Live streaming is temporarily unavailable. Please try again in a few minutes.':
    'Matangazo ya moja kwa moja hayapatikani kwa muda. Tafadhali jaribu tena baada ya dakika chache.',
  'Only the host can change this stream.': 'Mwenyeji pekee ndiye anayeweza kubadilisha matangazo haya.',
  'Please complete your profile before going live.': 'Tafadhali kamilisha wasifu wako kabla ya kwenda hewani.',
  'Slow mode is on: one message every {{seconds}} seconds. You can write again in {{wait}} s.':
    'Hali ya polepole imewashwa: ujumbe mmoja kila sekunde {{seconds}}. Unaweza kuandika tena baada ya sekunde {{wait}}.',
  'That message is not in this stream any more.': 'Ujumbe huo haupo tena kwenye matangazo haya.',
  'That person is not taking part in this stream.': 'Mtu huyo hashiriki kwenye matangazo haya.',
  'This is a premium live event for Platinum members. Upgrade to Platinum to watch and chat.':
    'Hili ni tukio la premium la moja kwa moja kwa wanachama wa Platinum. Pandisha hadi Platinum ili utazame na kuzungumza.',
  'This stream has ended.': 'Matangazo haya yamekwisha.',
  'This stream is full': 'Matangazo haya yamejaa',
  'This stream is not available.': 'Matangazo haya hayapatikani.',
  'You are hosting this stream; viewers watch it from Discover Streams.':
    'Wewe ndiye mwenyeji wa matangazo haya; watazamaji huyatazama kupitia Gundua matangazo.',
  'You are not part of this stream.': 'Wewe si mshiriki wa matangazo haya.',
  'You cannot mute or remove yourself from your own stream.':
    'Huwezi kujinyamazisha wala kujiondoa kwenye matangazo yako mwenyewe.',
  'A thumbnail must be a JPEG, PNG or WebP frame of the stream.':
    'Picha ndogo lazima iwe fremu ya JPEG, PNG au WebP ya matangazo.',
  'A thumbnail must be under {{kb}} KB.': 'Picha ndogo lazima iwe chini ya KB {{kb}}.',
  'Too many stream pictures in the last hour. Please try again later.':
    'Picha nyingi mno za matangazo ndani ya saa moja iliyopita. Tafadhali jaribu tena baadaye.',
  "You've started many streams in the last hour. Please wait a while.":
    'Umeanzisha matangazo mengi ndani ya saa moja iliyopita. Tafadhali subiri kwa muda.',
  'Dating & Relationships': 'Uchumba na mahusiano',
  'Food & Cooking': 'Chakula na mapishi',
  'Please enter a stream title before going live.': 'Tafadhali andika kichwa cha matangazo kabla ya kwenda hewani.',
  'The host has muted you in this stream. You can keep watching.':
    'Mwenyeji amekunyamazisha kwenye matangazo haya. Unaweza kuendelea kutazama.',
  'The host removed you from this stream.': 'Mwenyeji amekuondoa kwenye matangazo haya.',
  'A description must be text': 'Maelezo lazima yawe maandishi',
  'Choose one of the listed categories': 'Chagua mojawapo ya kategoria zilizoorodheshwa',
  'Keep a chat message under {{max}} characters': 'Ujumbe wa gumzo usizidi herufi {{max}}',
  'Keep the description under {{max}} characters': 'Maelezo yasizidi herufi {{max}}',
  'Keep the title under {{max}} characters': 'Kichwa kisizidi herufi {{max}}',
  'Slow mode can be at most {{max}} seconds': 'Hali ya polepole isizidi sekunde {{max}}',
  'That is not a member id': 'Hicho si kitambulisho cha mwanachama',
  'That is not a message id': 'Hicho si kitambulisho cha ujumbe',
  'That is not a stream id': 'Hicho si kitambulisho cha matangazo',

  // Face verification
  'None of your profile photos shows your face clearly. Add a clear photo of your face, then try again.':
    'Hakuna picha yako ya wasifu inayoonyesha uso wako waziwazi. Ongeza picha safi ya uso wako, kisha ujaribu tena.',
  'Please ensure your camera is working and you complete all steps.':
    'Tafadhali hakikisha kamera yako inafanya kazi na umekamilisha hatua zote.',
  'The face changed during the check. The same person must complete every step.':
    'Uso ulibadilika wakati wa ukaguzi. Mtu yuleyule lazima akamilishe kila hatua.',
  'We could not confirm a live face. Use your own camera in good light, not a photo or a screen.':
    'Hatukuweza kuthibitisha kuwa ni uso halisi. Tumia kamera yako mwenyewe kwenye mwanga mzuri, si picha wala skrini.',
  'We could not see your face. Keep your whole face inside the frame, in good light.':
    'Hatukuweza kuona uso wako. Weka uso wako wote ndani ya fremu, kwenye mwanga mzuri.',
  'We did not see you blink. Close your eyes fully, then open them, while asked to blink.':
    'Hatukukuona ukipepesa macho. Unapoombwa kupepesa, funga macho kabisa kisha uyafungue.',
  'We did not see you look straight at the camera. Face the camera when asked.':
    'Hatukukuona ukiangalia kamera moja kwa moja. Elekeza uso kwenye kamera unapoombwa.',
  'We did not see you smile. Smile clearly while the instruction is shown.':
    'Hatukukuona ukitabasamu. Tabasamu waziwazi wakati maelekezo yanaonyeshwa.',
  'We did not see you turn your head to your left. Turn it while the instruction is shown.':
    'Hatukukuona ukigeuza kichwa kwenda kushoto kwako. Kigeuze wakati maelekezo yanaonyeshwa.',
  'We did not see you turn your head to your right. Turn it while the instruction is shown.':
    'Hatukukuona ukigeuza kichwa kwenda kulia kwako. Kigeuze wakati maelekezo yanaonyeshwa.',
  'We saw more than one face. Make sure you are alone in front of the camera.':
    'Tuliona zaidi ya uso mmoja. Hakikisha uko peke yako mbele ya kamera.',
  'Face checks are busy. Please try again shortly.':
    'Ukaguzi wa uso una shughuli nyingi sasa. Tafadhali jaribu tena baada ya muda mfupi.',
  'Failed to save verification data. Please try again.':
    'Imeshindwa kuhifadhi data ya uthibitishaji. Tafadhali jaribu tena.',
  'Failed to update profile verification status.': 'Imeshindwa kusasisha hali ya uthibitishaji wa wasifu.',
  'This attempt took too long. Please start the verification again.':
    'Jaribio hili limechukua muda mrefu mno. Tafadhali anza uthibitishaji upya.',
  'Please agree to the face verification (biometric) check first.':
    'Tafadhali kwanza kubali ukaguzi wa uthibitishaji wa uso (wa kibayometriki).',
  'Your profile is already verified.': 'Wasifu wako tayari umethibitishwa.',
  'A camera frame may be at most 512 KB.': 'Fremu ya kamera isizidi KB 512.',
  'A camera frame must be a JPEG image.': 'Fremu ya kamera lazima iwe picha ya JPEG.',
  'Frames are numbered by step (0 to {{lastStep}}) and index (0 to {{lastIndex}}).':
    'Fremu zinahesabiwa kwa hatua (0 hadi {{lastStep}}) na kwa faharasa (0 hadi {{lastIndex}}).',
  'This step is over. Please start the verification again.': 'Hatua hii imekwisha. Tafadhali anza uthibitishaji upya.',
  'This verification attempt is already finished. Please start a new one.':
    'Jaribio hili la uthibitishaji limeshamalizika. Tafadhali anza jipya.',
  'This verification attempt was not found. Please start again.':
    'Jaribio hili la uthibitishaji halikupatikana. Tafadhali anza upya.',
  'Your account could not be found. Please sign in again.': 'Akaunti yako haikupatikana. Tafadhali ingia tena.',
  'Please ensure good lighting and that you match your profile photos.':
    'Tafadhali hakikisha kuna mwanga mzuri na kwamba unafanana na picha zako za wasifu.',
  'Too many verification attempts. Please wait before trying again.':
    'Majaribio mengi mno ya uthibitishaji. Tafadhali subiri kabla ya kujaribu tena.',
  'Blink slowly twice': 'Pepesa macho polepole mara mbili',
  'Look straight at the camera': 'Angalia kamera moja kwa moja',
  'Turn your head slightly left': 'Geuza kichwa kidogo kushoto',
  'Turn your head slightly right': 'Geuza kichwa kidogo kulia',
  'Not a verification attempt id': 'Hiki si kitambulisho cha jaribio la uthibitishaji',
  'The frame index must be a number': 'Faharasa ya fremu lazima iwe namba',
  'The step must be a number': 'Hatua lazima iwe namba',

  // Characters no text may hold
  '{{field}} contains characters that are not allowed ({{why}}). Please remove it and try again.':
    '{{field}} ina herufi zisizoruhusiwa ({{why}}). Tafadhali ziondoe kisha ujaribu tena.',
  'The text': 'Maandishi',
  'The field name': 'Jina la sehemu',
  'an invisible control character': 'herufi ya udhibiti isiyoonekana',
  'a character that reverses the direction of text': 'herufi inayogeuza mwelekeo wa maandishi',
  'a broken character': 'herufi iliyoharibika',
  // Photo work shared by uploads and checks
  'We are processing a lot of photos right now. Please try again in a moment.':
    'Tunashughulikia picha nyingi kwa sasa. Tafadhali jaribu tena baada ya muda mfupi.',
  'The image could not be read.': 'Picha haikuweza kusomwa.',
};
