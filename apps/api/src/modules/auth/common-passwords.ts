/**
 * Passwords that appear at the top of every published breach-frequency list, plus obvious
 * product-themed ones. Compared case-insensitively, also with trailing digits and symbols removed.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', 'passw0rd', 'password1', 'password123', 'p@ssw0rd', 'p@ssword', 'pass1234', 'passpass',
  '12345678', '123456789', '1234567890', '12341234', '11111111', '00000000', '87654321', '11223344',
  '123123123', '1q2w3e4r', '1qaz2wsx', 'qwertyui', 'qwerty123', 'qwertyuiop', 'asdfghjk', 'asdfasdf',
  'zxcvbnm1', 'zaq12wsx', 'qazwsxedc', 'abcd1234', 'abcdefgh', 'aa123456', 'a1b2c3d4', 'iloveyou',
  'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'basketball', 'welcome1', 'welcome',
  'letmein1', 'letmein', 'trustno1', 'dragon12', 'monkey12', 'master12', 'shadow12', 'superman',
  'batman12', 'starwars', 'whatever', 'computer', 'internet', 'michael1', 'jennifer', 'jordan23',
  'charlie1', 'freedom1', 'blessing', 'blessed1', 'godisgood', 'jesus123', 'lovelove', 'loveyou1',
  'mustang1', 'hello123', 'helloworld', 'changeme', 'secret12', 'default1', 'admin123', 'administrator',
  'root1234', 'test1234', 'testtest', 'qwerty12', 'asdf1234', 'football1', 'soccer12', 'liverpool',
  'chelsea1', 'arsenal1', 'manutd12', 'samsung1', 'google12', 'facebook', 'instagram', 'pokemon1',
  'naruto12', 'minecraft', 'fortnite', 'summer12', 'winter12', 'spring12', 'autumn12', 'september',
  'december', 'november', 'sankofa', 'sankofa1', 'culture1', 'cultured', 'datingapp', 'lovematch',
  'soulmate', 'myspace1', 'linkedin', 'unknown1', 'nicole12', 'daniel12', 'ashley12', 'jessica1',
  'michelle', 'princess1', 'sweetheart', 'babygirl', 'angel123', 'lovely12', 'cutiepie', 'honeybee',
]);
