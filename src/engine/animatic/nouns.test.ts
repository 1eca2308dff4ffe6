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
    // Fuji is the backdrop (plan.peak, peaks.test.ts), the blossom trees in flower.
    ['en', 'cherry blossoms in front of Mount Fuji', 'S=mountains 🌳:sway'],
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
  // Shooting stars are drawn streaks across the night sky (drawn.ts), over the land named.
  it.each([
    ['en', 'shooting stars over a lake', 'S=lake T=night 🌠:fall'],
    ['it', 'stelle cadenti sopra le montagne', 'S=mountains T=night 🌠:fall'],
    ['ko', '바다 위의 별똥별', 'S=sea T=night 🌠:fall'],
    ['de', 'ein Fuchs unter Sternschnuppen', 'T=night 🦊:- 🌠:fall'],
    ['en', 'a starry sky over the hills', 'T=night'],
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

describe('understand: the Earth, planets and moons in space', () => {
  it.each([
    ['en', 'the moon circling around planet earth', 'S=space T=day 🌕|🌙:orbit 🌍:idle'],
    ['de', 'ein Satellit kreist um die Erde', 'S=space 🛰️:orbit 🌍:idle'],
    ['ar', 'قمر صناعي يدور حول كوكب الأرض', 'S=space 🛰️:orbit 🌍:idle'],
    ['zh-CN', '月亮绕着地球转', 'S=space T=day 🌕:orbit 🌍:idle'],
    ['tr', 'ay dünyanın etrafında dönüyor', 'S=space T=day 🌕:orbit 🌍:idle'],
    ['vi', 'mặt trăng quay quanh trái đất', 'S=space T=day 🌕:orbit 🌍:idle'],
    ['fa', 'ماه دور زمین می‌چرخد', 'S=space T=day 🌕:orbit 🌍:idle'],
    ['fr', 'une lune qui tourne autour d une planète rouge', 'S=space T=day 🌕|🌙:orbit 🪐:idle:red'],
    // A word for the Earth that also means the ground is the ground away from space.
    ['ru', 'кошка сидит на земле', 'N=1 🐈:idle'],
    ['en', 'a worm in the earth', 'N=1 🪱:-'],
    // The moon on the surface of which an astronaut stands stays the sky.
    ['en', 'an astronaut on the moon', 'S=space N=1 🧑‍🚀:-'],
  ])('%s: %s', check);
});

describe('understand: one subject, not a word that looks like another', () => {
  it.each([
    // Makes of vehicles; a make that is a common word only with its capital.
    ['it', 'una Vespa azzurra davanti al mare', '🛵:drive:blue'],
    ['it', 'una vespa su un fiore', '🐝:- 🌼|🌸:-'],
    ['en', 'a red Ferrari on a mountain road', '🏎️:drive:red'],
    ['en', 'a Jaguar parked in the rain', 'W=rain 🚗:-'],
    ['en', 'a jaguar in the jungle', 'S=forest 🐆:-'],
    // Lit up is a state of light, not a fire; a camera's lens holds no head.
    ['en', 'tokyo tower lit up at night', 'S=city T=night N=1 🗼:idle'],
    ['zh-CN', '镜头拉近一朵睡莲', 'C=push-in N=1 🪷:-'],
    ['zh-CN', '一锅热腾腾的火锅', 'N=1 🍲:idle'],
    ['ja', '机の上のお弁当', 'N=1 🍱:idle'],
    ['nl', 'een oude boom op een heuvel', 'N=1 🌳:-'],
    ['id', 'nasi goreng di piring', 'N=1 🍛:idle'],
    // A verb after a relative pronoun is never a thing; a bare noun after de/di is a kind.
    ['it', 'un ragazzo che scala una parete di roccia', 'N=1 ~🧗:climb'],
    ['fr', 'un chien qui court sur la plage', 'S=beach N=1 🐕:run'],
    ['pt', 'bolo de chocolate na mesa', 'S=table N=1 🍰:idle'],
    ['it', 'una torta di mele sul tavolo', 'S=table N=1 🍰:idle'],
    // Seasons say when, not what.
    ['it', 'un lago in autunno', 'S=lake N=0'],
    ['de', 'ein Wald im Herbst', 'S=forest N=0'],
    ['en', 'autumn leaves falling in the park', 'S=park 🍂:fall'],
  ])('%s: %s', check);
});

describe('understand: places named by their parts', () => {
  it.each([
    // A flyer among flowers is over a meadow; the thing on the ground says where.
    ['en', 'a bee among the flowers', 'S=meadow 🐝:- 🌼|🌸|🌺|🌷|🌻:-'],
    ['nl', 'een vlinder boven de tulpen', 'S=meadow 🦋:- 🌷:-'],
    ['tr', 'güllerin arasında sarı bir kelebek', 'S=meadow 🦋:-:yellow 🌹:-'],
    ['hi', 'फूल पर बैठी पीली तितली', 'S=meadow 🦋:-:yellow 🌸|🌼:-'],
    // A village or town is the place, in whatever landscape it is.
    ['de', 'ein kleines Dorf in den Bergen', 'S=village'],
    ['ru', 'деревня в горах зимой', 'S=village'],
    // Squares are the town; named ranges the mountains.
    ['es', 'palomas en la plaza mayor', 'S=city 🕊️|🐦:-'],
    ['ru', 'голуби на площади', 'S=city 🕊️|🐦:-'],
    ['en', 'sunrise over the rocky mountains', 'S=mountains T=sunrise'],
    ['fr', 'un chalet dans les alpes', 'S=mountains'],
    ['ja', 'ヒマラヤの朝', 'S=mountains T=sunrise|dawn|day'],
    // The sky of a land is that land.
    ['ar', 'نجوم في سماء البحر', 'S=sea T=night'],
    // A pan with an article in a kitchen is the cooking pan.
    ['nl', 'een pan in de keuken', 'S=kitchen C=static 🍳:idle'],
  ])('%s: %s', check);
});

describe('understand: word forms as people type them', () => {
  it.each([
    // Spoken Persian: -ه and -ن for -د and -ند, -ون for -ان.
    ['fa', 'دختری که زیر بارون میرقصه', 'W=rain ~💃:dance'],
    ['fa', 'سه تا سگ دارن تو پارک بازی میکنن', 'S=park 🐕:play'],
    ['fa', 'یه قوری توی آشپزخونه', 'S=kitchen 🫖:idle'],
    ['fa', 'صحرای بزرگ در شب', 'S=desert T=night'],
    // Russian -ой/-ей (й normalised to и), 'нет' after what it removes.
    ['ru', 'собака гонится за кошкой по двору', '🐕:chase 🐈:run|chase'],
    ['ru', 'пустой пляж, людей нет', 'S=beach N=0'],
    ['ru', 'юноша катается на серфе', 'S=sea|beach ~🏄:ride'],
    ['ru', 'бабушка сидит на скамейке', '~🧍|~🚶|~👵|~🧓:-'],
    // Accusative forms: German Reh, Arabic indefinite alif.
    ['de', 'ein Fuchs jagt ein Reh im Wald', 'S=forest 🦊:chase 🦌:run|chase'],
    ['ar', 'كلب يطارد قطا في الحديقة', '🐕:chase 🐈:run|chase'],
    ['zh-CN', '小狗追小猫', '🐕:chase 🐈:run|chase'],
    // Turkish softens a last k before an ending.
    ['tr', 'ağacın altında bir köpek', '🐕:- 🌳:-'],
    // Korean: a noun with 하다 is an activity; a name the index holds whole is that thing.
    ['ko', '해변에서 축구하는 남자들', 'S=beach N=1|2 ⛹️‍♂️:play'],
    ['ko', '비행기가 바다 위를 날아간다', 'S=sea ✈️:fly'],
    ['ko', '돌고래가 바다에서 헤엄친다', 'S=sea 🐬:swim'],
    // Vietnamese without its marks, and a bare word that is one by nature.
    ['vi', 'con meo ngu tren ghe sofa', '🐈:idle'],
    ['vi', 'camera tiến lại gần con voi', 'C=push-in 🐘:-'],
    // Indonesian colloquial people and reduplication.
    ['id', 'cewek berjalan di pantai', 'S=beach ~🚶:walk'],
    ['id', 'anak2 main bola di pantai', 'S=beach N=1|2 ~⛹️:play'],
    // Dutch: the moon is no man, and a man makes no night.
    ['nl', 'een man op een bevroren vijver', 'T=day ~🚶|~🧍:-'],
    ['nl', 'een uil onder de maan', 'T=night 🦉:-'],
    // Spanish z is written c before a plural's e; Hindi keeps a girl apart from a boy.
    ['es', 'dos peces en un estanque', 'S=lake|park 🐟:swim'],
    ['hi', 'योग करती हुई एक औरत', '🧘‍♀️:idle'],
    ['hi', 'बगीचे में दौड़ती लड़की', '🏃‍♀️:run'],
    // Yoga and meditation are a figure in the lotus position, in any language.
    ['en', 'a man doing yoga on the beach at sunrise', 'S=beach T=sunrise 🧘‍♂️:idle'],
    ['fr', 'une femme qui médite dans la forêt', 'S=forest 🧘‍♀️:idle'],
    ['zh-CN', '山顶上练瑜伽的女人', '🧘‍♀️:idle'],
    // Korean snow and night views.
    ['ko', '눈 오는 숲', 'S=forest W=snow'],
    ['ko', '부산 바다 야경', 'T=night'],
  ])('%s: %s', check);
});
