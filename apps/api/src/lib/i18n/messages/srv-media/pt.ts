import type { Catalogue } from '../catalogue.ts';

export const pt: Catalogue = {
  // Photos
  'Photo checks are busy. Please try again shortly.':
    'A verificação de fotos está sobrecarregada. Tente de novo daqui a pouco.',
  'HEIC photos are not supported yet. Only JPEG, PNG and WebP photos work: on an iPhone, share or export the photo as JPEG (or set Settings › Camera › Formats to "Most Compatible") and upload it again.':
    'Fotos HEIC ainda não são aceitas. Só funcionam fotos JPEG, PNG e WebP: no iPhone, compartilhe ou exporte a foto como JPEG (ou escolha Ajustes › Câmera › Formatos › "Mais Compatível") e envie de novo.',
  'Only JPEG, PNG and WebP photos are supported. Please choose a photo in one of those formats.':
    'Só aceitamos fotos JPEG, PNG e WebP. Escolha uma foto em um desses formatos.',
  'Photos can be at most {{mb}} MB. Please choose a smaller photo.':
    'Cada foto pode ter no máximo {{mb}} MB. Escolha uma foto menor.',
  'Please choose a photo to upload.': 'Escolha uma foto para enviar.',
  'Please upload one photo at a time, in a form field named "photo".':
    'Envie uma foto de cada vez, em um campo de formulário chamado "photo".',
  'Some of the chosen photos are not among your photos. Reload the page and try again.':
    'Algumas das fotos escolhidas não estão entre as suas. Recarregue a página e tente de novo.',
  'That photo was not found among your photos. Reload the page and try again.':
    'Essa foto não foi encontrada entre as suas. Recarregue a página e tente de novo.',
  'The new order must list each of your photos exactly once. Reload the page and try again.':
    'A nova ordem precisa incluir cada uma das suas fotos exatamente uma vez. Recarregue a página e tente de novo.',
  'This image has too many pixels (at most {{megapixels}} megapixels). Please choose a smaller photo.':
    'Esta imagem tem pixels demais (no máximo {{megapixels}} megapixels). Escolha uma foto menor.',
  'This photo does not exist or has been removed.': 'Esta foto não existe ou foi removida.',
  'This photo is too long and thin to show (at most {{ratio}} times as long as it is wide). Please crop it and try again.':
    'Esta foto é comprida e estreita demais para ser exibida (no máximo {{ratio}} vezes mais longa que larga). Recorte a foto e tente de novo.',
  'We could not read this photo; the file may be damaged. Please choose another one.':
    'Não conseguimos ler esta foto; o arquivo pode estar danificado. Escolha outra.',
  'You can have at most {{max}} photos. Remove one to add another.':
    'Você pode ter no máximo {{max}} fotos. Remova uma para adicionar outra.',
  'Please choose a photo to upload (send it as multipart form data in a field named "photo").':
    'Escolha uma foto para enviar (como dados de formulário multipart, em um campo chamado "photo").',
  'The chosen file is empty. Please choose a photo to upload.':
    'O arquivo escolhido está vazio. Escolha uma foto para enviar.',
  'The upload was incomplete or malformed. Please choose the photo again.':
    'O envio ficou incompleto ou corrompido. Escolha a foto de novo.',
  'You have uploaded a lot of photos in the last hour. Please try again later.':
    'Você enviou muitas fotos na última hora. Tente de novo mais tarde.',
  'Your profile was not found. Please sign in again.': 'Seu perfil não foi encontrado. Entre na sua conta de novo.',

  // Realtime connection
  'This server does not handle that yet.': 'Este servidor ainda não oferece suporte a isso.',
  'Too many messages; slow down and try again in a few seconds.':
    'Mensagens demais; vá com calma e tente de novo em alguns segundos.',
  'A message must be a JSON object with a "type" field.':
    'Uma mensagem precisa ser um objeto JSON com um campo "type".',
  'A message must have a "type" field naming the command.':
    'Uma mensagem precisa ter um campo "type" com o nome do comando.',
  'Send messages as JSON text frames, not binary frames.':
    'Envie as mensagens como frames de texto JSON, não como frames binários.',
  'The message is not valid JSON.': 'A mensagem não é um JSON válido.',
  'Unknown message type "{{type}}". Known types: {{known}}.':
    'Tipo de mensagem desconhecido "{{type}}". Tipos conhecidos: {{known}}.',
  'Connect with the {{protocol}} subprotocol.': 'Conecte-se com o subprotocolo {{protocol}}.',
  'This address is for the realtime WebSocket; open it with a WebSocket client.':
    'Este endereço é do WebSocket em tempo real; abra-o com um cliente WebSocket.',

  // Live streams
  'This message id was already used for a different message. Please send it again.':
    'Este id de mensagem já foi usado em outra mensagem. Envie de novo.',
  'You cannot send a gift to your own stream.': 'Você não pode enviar um presente para a sua própria transmissão.',
  "You're chatting very fast. Please wait a moment and try again.":
    'Você está escrevendo muito rápido. Espere um pouco e tente de novo.',
  'This stream is no longer available.': 'Esta transmissão não está mais disponível.',
  'Hosting a premium live event is part of Silver, Gold and Platinum. Upgrade to Silver to host one.':
    'Apresentar uma transmissão premium faz parte dos planos Silver, Gold e Platinum. Assine o Silver para apresentar uma.',
  'Live streaming is temporarily unavailable. Please try again in a few minutes.':
    'As transmissões estão temporariamente indisponíveis. Tente de novo em alguns minutos.',
  'Only the host can change this stream.': 'Só quem apresenta pode alterar esta transmissão.',
  'Please complete your profile before going live.': 'Complete seu perfil antes de entrar ao vivo.',
  'Slow mode is on: one message every {{seconds}} seconds. You can write again in {{wait}} s.':
    'O modo lento está ativado: uma mensagem a cada {{seconds}} segundos. Você pode escrever de novo em {{wait}} s.',
  'That message is not in this stream any more.': 'Essa mensagem não está mais nesta transmissão.',
  'That person is not taking part in this stream.': 'Essa pessoa não está participando desta transmissão.',
  'This is a premium live event for Platinum members. Upgrade to Platinum to watch and chat.':
    'Esta é uma transmissão premium para membros Platinum. Assine o Platinum para assistir e conversar.',
  'This stream has ended.': 'Esta transmissão terminou.',
  'This stream is full': 'Esta transmissão está lotada',
  'This stream is not available.': 'Esta transmissão não está disponível.',
  'You are hosting this stream; viewers watch it from Discover Streams.':
    'Você está apresentando esta transmissão; o público assiste por Descobrir transmissões.',
  'You are not part of this stream.': 'Você não participa desta transmissão.',
  'You cannot mute or remove yourself from your own stream.':
    'Você não pode se silenciar nem se remover da sua própria transmissão.',
  'A thumbnail must be a JPEG, PNG or WebP frame of the stream.':
    'A miniatura precisa ser um quadro JPEG, PNG ou WebP da transmissão.',
  'A thumbnail must be under {{kb}} KB.': 'A miniatura precisa ter menos de {{kb}} KB.',
  'Too many stream pictures in the last hour. Please try again later.':
    'Imagens de transmissão demais na última hora. Tente de novo mais tarde.',
  "You've started many streams in the last hour. Please wait a while.":
    'Você começou muitas transmissões na última hora. Espere um pouco.',
  'Dating & Relationships': 'Encontros e relacionamentos',
  'Food & Cooking': 'Comida e culinária',
  'Please enter a stream title before going live.': 'Dê um título à transmissão antes de entrar ao vivo.',
  'The host has muted you in this stream. You can keep watching.':
    'Quem apresenta silenciou você nesta transmissão. Você pode continuar assistindo.',
  'The host removed you from this stream.': 'Quem apresenta removeu você desta transmissão.',
  'A description must be text': 'A descrição precisa ser um texto',
  'Choose one of the listed categories': 'Escolha uma das categorias da lista',
  'Keep a chat message under {{max}} characters': 'A mensagem do chat precisa ter menos de {{max}} caracteres',
  'Keep the description under {{max}} characters': 'A descrição precisa ter menos de {{max}} caracteres',
  'Keep the title under {{max}} characters': 'O título precisa ter menos de {{max}} caracteres',
  'Slow mode can be at most {{max}} seconds': 'O modo lento pode ser de no máximo {{max}} segundos',
  'That is not a member id': 'Isso não é um id de membro',
  'That is not a message id': 'Isso não é um id de mensagem',
  'That is not a stream id': 'Isso não é um id de transmissão',

  // Face verification
  'None of your profile photos shows your face clearly. Add a clear photo of your face, then try again.':
    'Nenhuma das suas fotos de perfil mostra seu rosto com clareza. Adicione uma foto nítida do seu rosto e tente de novo.',
  'Please ensure your camera is working and you complete all steps.':
    'Confira se a sua câmera está funcionando e conclua todas as etapas.',
  'The face changed during the check. The same person must complete every step.':
    'O rosto mudou durante a verificação. A mesma pessoa precisa fazer todas as etapas.',
  'We could not confirm a live face. Use your own camera in good light, not a photo or a screen.':
    'Não conseguimos confirmar que é um rosto de verdade. Use a sua própria câmera, com boa luz, e não uma foto ou uma tela.',
  'We could not see your face. Keep your whole face inside the frame, in good light.':
    'Não conseguimos ver seu rosto. Mantenha o rosto inteiro dentro do quadro, com boa luz.',
  'We did not see you blink. Close your eyes fully, then open them, while asked to blink.':
    'Não vimos você piscar. Quando pedirmos, feche bem os olhos e depois abra.',
  'We did not see you look straight at the camera. Face the camera when asked.':
    'Não vimos você olhar direto para a câmera. Fique de frente para a câmera quando pedirmos.',
  'We did not see you smile. Smile clearly while the instruction is shown.':
    'Não vimos você sorrir. Sorria bem enquanto a instrução estiver na tela.',
  'We did not see you turn your head to your left. Turn it while the instruction is shown.':
    'Não vimos você virar a cabeça para a sua esquerda. Vire enquanto a instrução estiver na tela.',
  'We did not see you turn your head to your right. Turn it while the instruction is shown.':
    'Não vimos você virar a cabeça para a sua direita. Vire enquanto a instrução estiver na tela.',
  'We saw more than one face. Make sure you are alone in front of the camera.':
    'Vimos mais de um rosto. Fique sozinho ou sozinha na frente da câmera.',
  'Face checks are busy. Please try again shortly.':
    'A verificação facial está sobrecarregada. Tente de novo daqui a pouco.',
  'Failed to save verification data. Please try again.':
    'Não foi possível salvar os dados da verificação. Tente de novo.',
  'Failed to update profile verification status.': 'Não foi possível atualizar o status de verificação do perfil.',
  'This attempt took too long. Please start the verification again.':
    'Esta tentativa demorou demais. Comece a verificação de novo.',
  'Please agree to the face verification (biometric) check first.':
    'Primeiro, aceite a verificação facial (checagem biométrica).',
  'Your profile is already verified.': 'Seu perfil já está verificado.',
  'A camera frame may be at most 512 KB.': 'Um quadro da câmera pode ter no máximo 512 KB.',
  'A camera frame must be a JPEG image.': 'Um quadro da câmera precisa ser uma imagem JPEG.',
  'Frames are numbered by step (0 to {{lastStep}}) and index (0 to {{lastIndex}}).':
    'Os quadros são numerados por etapa (0 a {{lastStep}}) e por índice (0 a {{lastIndex}}).',
  'This step is over. Please start the verification again.': 'Esta etapa já terminou. Comece a verificação de novo.',
  'This verification attempt is already finished. Please start a new one.':
    'Esta tentativa de verificação já terminou. Comece uma nova.',
  'This verification attempt was not found. Please start again.':
    'Esta tentativa de verificação não foi encontrada. Comece de novo.',
  'Your account could not be found. Please sign in again.': 'Sua conta não foi encontrada. Entre na sua conta de novo.',
  'Please ensure good lighting and that you match your profile photos.':
    'Fique em um lugar bem iluminado e confira se você está parecido(a) com as suas fotos de perfil.',
  'Too many verification attempts. Please wait before trying again.':
    'Tentativas de verificação demais. Espere um pouco antes de tentar de novo.',
  'Blink slowly twice': 'Pisque devagar duas vezes',
  'Look straight at the camera': 'Olhe direto para a câmera',
  'Turn your head slightly left': 'Vire a cabeça um pouco para a esquerda',
  'Turn your head slightly right': 'Vire a cabeça um pouco para a direita',
  'Not a verification attempt id': 'Isso não é um id de tentativa de verificação',
  'The frame index must be a number': 'O índice do quadro precisa ser um número',
  'The step must be a number': 'A etapa precisa ser um número',

  // Characters no text may hold
  '{{field}} contains characters that are not allowed ({{why}}). Please remove it and try again.':
    '{{field}} tem caracteres não permitidos ({{why}}). Remova e tente de novo.',
  'The text': 'O texto',
  'The field name': 'O nome do campo',
  'an invisible control character': 'um caractere de controle invisível',
  'a character that reverses the direction of text': 'um caractere que inverte a direção do texto',
  'a broken character': 'um caractere corrompido',
  // Photo work shared by uploads and checks
  'We are processing a lot of photos right now. Please try again in a moment.':
    'Estamos processando muitas fotos agora. Tente de novo daqui a pouco.',
  'The image could not be read.': 'Não foi possível ler a imagem.',
};
