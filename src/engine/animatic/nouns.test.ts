import { compareExpectation } from './expectation';
import { understand } from './understand';
import { isVerbKeyword } from './words/nouns';

/** Prompts of several words for one thing, in the syntax of expectation.ts (S= setting, T= time, then emoji:motion). */
const check = (locale: string, prompt: string, expected: string) => {
  const failed = compareExpectation(understand(prompt, { locale }), expected).filter((r) => !r.ok);
  expect(failed, `${locale}: ${prompt}`).toEqual([]);
};

describe('understand: kinds, breeds and compounds are one subject', () => {
  it.each([
    // "Golden" is the breed's, not a tint.
    ['en', 'a golden retriever lying on the lawn', 'S=meadow 🐕:rest:(none)'],
    ['de', 'ein Golden Retriever schläft vor dem Kamin', '🐕:sleep'],
    ['ru', 'золотистый ретривер бежит по снегу', 'W=snow S=-  🐕:run'],
    ['ja', '雪の中を走る柴犬', 'W=snow S=- 🐕:run'],
    ['zh-CN', '一只金毛在草地上奔跑', 'S=meadow 🐕:run'],
    ['ko', '골든 리트리버가 해변을 달린다', 'S=beach 🐕:-'],
    ['en', 'an old steam train puffing through the hills', 'S=mountains 🚂:drive'],
    ['fr', 'un train à vapeur traverse la campagne', 'S=meadow 🚂:drive'],
    ['tr', 'dağlarda buharlı tren', 'S=mountains 🚂:drive'],
    ['en', 'a fire truck with flashing lights at night', 'T=night 🚒:drive'],
    ['es', 'un camión de bomberos en la ciudad', 'S=city 🚒:drive'],
    ['id', 'mobil pemadam kebakaran di jalan', 'S=street 🚒:drive'],
    ['en', 'a sea turtle gliding past', 'S=reef 🐢:-'],
    ['pt', 'uma tartaruga marinha nadando devagar', 'S=reef 🐢:swim'],
    ['hi', 'एक समुद्री कछुआ तैर रहा है', 'S=reef 🐢:swim'],
    ['en', 'a robot dog on the moon', 'S=- T=- 🐕:-'],
    ['id', 'kereta api melewati sawah', 'S=- 🚆|🚂|🚃:drive'],
  ])('%s: %s', check);

  it('keeps two things that are listed, not compounded', () => {
    check('en', 'a cat and a dog in the garden', 'S=meadow 🐈:- 🐕:-');
    check('en', 'a fox, a rabbit', 'S=- 🦊:- 🐇:-');
  });
});

describe('understand: a bowl, a cup, a cake or a laptop puts the scene on a table, indoors', () => {
  it.each([
    ['en', 'a slice of chocolate cake with strawberries', 'S=table 🍰:idle 🍓:-'],
    ['en', 'a steaming bowl of ramen', 'S=table 🍜:idle'],
    ['en', 'an open laptop and a cup of coffee on a desk', 'S=table 💻:idle ☕:idle'],
    ['fr', 'une tasse de café sur la table', 'S=table ☕:idle'],
    ['de', 'ein Teller Spaghetti auf dem Küchentisch', 'S=table 🍝:idle'],
    ['ja', 'テーブルの上のラーメン', 'S=table 🍜:idle'],
    ['ar', 'فنجان قهوة على الطاولة', 'S=table ☕:idle'],
    ['vi', 'một bát phở trên bàn gỗ', 'S=table 🍜:idle'],
    // A place the prompt names wins over the table.
    ['en', 'a birthday cake on a picnic table in the garden', 'S=meadow|park 🎂:idle'],
  ])('%s: %s', check);
});

describe('understand: named cities and landmarks', () => {
  it.each([
    ['en', 'Paris in the rain at night', 'S=city T=night W=rain'],
    ['es', 'un atardecer en Tokio', 'S=city T=sunset'],
    ['ru', 'вечерний Стамбул', 'S=city T=dusk'],
    ['zh-CN', '下雪的北京', 'S=city W=snow'],
    ['ko', '서울의 밤', 'S=city T=night'],
    ['fa', 'تهران در شب', 'S=city T=night'],
    ['hi', 'बारिश में मुंबई', 'S=city W=rain'],
    ['nl', 'Amsterdam bij zonsondergang', 'S=city T=sunset'],
    // A place named in words is more precise than the city.
    ['en', 'a quiet street in Kyoto', 'S=street'],
    ['pt', 'uma praia no Rio de Janeiro', 'S=beach'],
    // A landmark with an emoji is drawn, in its city.
    ['en', 'the Eiffel Tower glowing at dusk', 'S=city T=dusk 🗼:idle'],
    ['de', 'der Eiffelturm im Nebel', 'S=city W=fog 🗼:idle'],
    ['ja', '夜のエッフェル塔', 'S=city T=night 🗼:idle'],
    ['tr', 'gün batımında Özgürlük Heykeli', 'S=city T=sunset 🗽:idle'],
    ['en', 'cherry blossoms in front of Mount Fuji', 'S=mountains 🌸:sway 🗻:idle'],
    ['ar', 'تاج محل عند الفجر', 'S=city T=dawn 🕌:idle'],
    ['pt', 'o Coliseu ao pôr do sol', 'S=city T=sunset 🏟️:idle'],
    // No emoji: at least its city, or its landscape.
    ['en', 'the Golden Gate Bridge in the fog', 'S=city W=fog'],
    ['fr', 'les pyramides sous les étoiles', 'S=desert T=night'],
    ['zh-CN', '雪中的长城', 'S=mountains W=snow'],
  ])('%s: %s', check);

  it('a cat in front of a landmark stays in the city, not in the cat’s room', () => {
    check('en', 'a cat sitting in front of the Eiffel Tower', 'S=city 🐈:sit 🗼:idle');
  });
});

describe('understand: sky events and compound places', () => {
  // Shooting stars are the night sky with its stars, not a tile of the 🌠 emoji falling.
  it.each([
    ['en', 'shooting stars over a lake', 'S=lake T=night'],
    ['it', 'stelle cadenti sopra le montagne', 'S=mountains T=night'],
    ['ko', '바다 위의 별똥별', 'S=sea T=night'],
    ['de', 'ein Fuchs unter Sternschnuppen', 'T=night 🦊:-'],
    ['en', 'a turtle in a coral reef', 'S=reef 🐢:swim'],
    ['es', 'un pez en un arrecife de coral', 'S=reef 🐟|🐠:swim'],
    ['en', 'a panda in a bamboo grove', 'S=bamboo 🐼:-'],
    ['zh-CN', '竹林里的熊猫', 'S=bamboo 🐼:-'],
  ])('%s: %s', check);
});

describe('understand: style words are style, and verbs are never subjects', () => {
  it.each([
    ['en', 'anime-style girl walking in the rain, cinematic, 4k', 'W=rain ~🚶:walk'],
    ['en', 'photorealistic octane render of a fox in the snow', 'W=snow 🦊:-'],
    ['en', 'in the style of Studio Ghibli, a village by the sea', 'S=village|sea'],
    ['ja', 'アニメ風の猫', 'W=clear 🐈:-'],
    ['zh-CN', '动漫风格的城市夜景', 'S=city T=night W=clear'],
    ['id', 'kucing gaya anime di taman', 'S=park|meadow 🐈:-'],
    ['ru', 'кошка в стиле аниме под дождём', 'W=rain 🐈:-'],
    ['tr', 'anime tarzında yağmurda bir kedi', 'W=rain 🐈:-'],
    ['ko', '지브리 스타일의 마을', 'S=village'],
    // A verb alone names a motion, never a thing to draw.
    // Running with no one named is someone running (people.ts), never a noun of the verb.
    ['de', 'am Strand laufen', 'S=beach ~🏃:run'],
    ['it', 'volare sopra la città', 'S=city'],
    ['it', 'correre sulla spiaggia', 'S=beach'],
    ['tr', 'şehrin üzerinde uçmak', 'S=city'],
    ['en', 'fly over the mountains at dawn', 'S=mountains T=dawn'],
  ])('%s: %s', check);

  it('judges a CLDR keyword a verb by its language’s infinitive', () => {
    expect(isVerbKeyword('laufen', 'de')).toBe(true);
    expect(isVerbKeyword('Läufer', 'de')).toBe(false);
    expect(isVerbKeyword('volare', 'it')).toBe(true);
    expect(isVerbKeyword('bicchiere', 'it')).toBe(false);
    expect(isVerbKeyword('uçmak', 'tr')).toBe(true);
    expect(isVerbKeyword('летать', 'ru')).toBe(true);
    expect(isVerbKeyword('кость', 'ru')).toBe(false);
    expect(isVerbKeyword('دویدن', 'fa')).toBe(true);
    expect(isVerbKeyword('لندن', 'fa')).toBe(false);
    expect(isVerbKeyword('nager', 'fr')).toBe(true);
    expect(isVerbKeyword('fly', 'en')).toBe(false);
  });
});
