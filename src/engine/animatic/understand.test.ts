import { scenePlanSchema } from './scene-plan-schema';
import { compareExpectation } from './expectation';
import { understand } from './understand';

/**
 * Prompts as people write them, in all 17 languages, with the plan a person means (syntax in
 * understand.eval.ts: S= setting, T= time (default day), W= weather (default clear), C= camera
 * (default static), then subjects in order as emoji:motion:colour, "a|b" for either, "-" unchecked).
 */
const TABLE: Array<[locale: string, prompt: string, expected: string]> = [
  // The issue's own prompts.
  ['en', 'a red balloon rising over snowy mountains at sunrise', 'S=mountains T=sunrise W=clear 🎈:rise:red'],
  ['en', 'a lighthouse on a cliff at night, big moon', 'S=sea T=night 🗼:idle'],
  ['en', 'a sailboat on a calm sea', 'S=sea ⛵:sail'],
  ['en', 'hot air balloon over the valley', 'S=mountains 🎈:rise'],
  ['en', 'snowy mountains', 'S=mountains W=clear'],
  // The film camera is the shot, never a thing to draw; a kana word is not cut ("カメラ" is no "カメ" turtle, "ゆっくり" no "くり").
  ['fa', 'یک گربه در اتاق، دوربین آرام جلو می‌رود', 'S=room C=push-in 🐈:-'],
  ['ar', 'قطة في غرفة، الكاميرا تقترب ببطء', 'S=room C=push-in 🐈:-'],
  ['tr', 'odada bir kedi, kamera yavaşça yaklaşıyor', 'S=room C=push-in 🐈:-'],
  ['ja', '部屋の猫、カメラがゆっくり寄る', 'S=room C=push-in 🐈:-'],
  ['ja', 'ゆっくり泳ぐ魚', 'S=underwater 🐟:swim'],
  ['ar', 'سمكة برتقالية تسبح تحت الماء مع سلحفاة', 'S=underwater 🐟:swim:orange 🐢:swim'],
  // English
  ['en', 'A cat sleeping on a sofa', 'S=room 🐈:sleep'],
  ['en', 'a dog running in the park', 'S=park 🐕:run'],
  ['en', 'goldfish swimming in a bowl', 'S=underwater 🐟|🐠:swim'],
  ['en', 'a black horse galloping across a field at sunset', 'S=meadow T=sunset 🐎:run:black'],
  ['en', 'birds flying over the ocean', 'S=sea 🐦:fly'],
  ['en', 'a yellow car driving through the desert', 'S=desert 🚗:drive:yellow'],
  ['en', 'a butterfly and a bee in a flower garden', 'S=meadow 🦋:fly 🐝:fly'],
  ['en', 'snow falling on a quiet village at night', 'S=village T=night W=snow'],
  ['en', 'a rainy street with no people', 'S=street W=rain'],
  ['en', 'a beach without umbrellas, palm trees swaying in the wind', 'S=beach W=wind 🌴:sway'],
  ['en', 'rocket taking off into space, camera tilt up', 'S=space C=tilt-up 🚀:rise'],
  ['en', 'close-up of a rose in the rain', 'S=meadow W=rain C=push-in 🌹:sway'],
  ['en', 'zoom out from a lonely tree on a hill at dusk', 'S=mountains T=dusk C=pull-out 🌳:sway'],
  ['en', 'an octopus under the sea', 'S=underwater 🐙:swim'],
  ['en', 'a camel walking in the desert at dawn', 'S=desert T=dawn 🐪|🐫:walk'],
  ['en', 'a man walking his dog in the fog', 'S=meadow W=fog 👨|🚶‍♂️:walk 🐕:walk'],
  ['en', 'a girl riding a bike down the street', 'S=street 🚴‍♀️:ride'],
  ['en', 'storm over the sea, lightning, a ship', 'S=sea W=storm 🚢:sail'],
  ['en', 'a plane flying above the clouds at sunrise', 'S=sky T=sunrise W=cloudy|clear ✈️:fly'],
  ['en', 'three purple balloons floating in the sky', 'S=sky 🎈:float:purple'],
  ['en', 'an owl in the forest under the full moon', 'S=forest T=night 🦉:fly'],
  ['en', 'a boy jumping in the snow', 'W=snow S=meadow|snowfield 🧍‍♂️:jump'],
  ['en', 'fireworks over the city at night', 'S=city T=night 🎆:rise'],
  ['en', 'a dolphin jumping out of the waves, pan left', 'S=sea C=pan-left 🐬:jump'],
  ['en', 'a snail crawling on a leaf after the rain', 'S=forest|meadow W=rain 🐌:walk 🍃|🍁|🍂|🌿:sway'],
  ['en', 'sunflowers in a field on a sunny summer day', 'S=meadow 🌻:sway'],
  ['en', 'a white rabbit hopping in a meadow', 'S=meadow 🐇:jump:white'],
  ['en', 'a taxi in the city, rain, night, zoom in', 'S=city T=night W=rain C=push-in 🚕:drive'],
  ['en', 'no cars, just a quiet street at dawn', 'S=street T=dawn'],
  ['en', 'a red fox and a brown bear in a snowy forest', 'S=forest 🦊:walk:red 🐻:walk:brown'],
  ['en', 'a shark swimming in the deep sea', 'S=underwater|sea 🦈:swim'],
  ['en', 'a helicopter over the skyline at dusk', 'S=city T=dusk 🚁:fly'],
  ['en', 'tractor on a farm in the morning', 'S=meadow T=sunrise 🚜:drive'],
  ['en', 'a sailbaot on the oceean at sunset', 'S=sea T=sunset ⛵:sail'],
  ['en', 'a 🐱 in a room', 'S=room 🐈|🐱:-'],
  ['en', 'a train crossing a bridge over a river!!', 'S=river 🚆|🚂|🚃:drive 🌉:-'],
  ['en', 'a person surfing big waves', 'S=sea 🏄:ride'],
  ['en', 'kids running on the beach, no dogs', 'S=beach 🏃‍♀️:run 🏃‍♂️:run'],
  ['en', 'wind blowing through the grass', 'S=meadow W=wind'],
  ['en', 'lonely astronaut on the moon surface', 'S=space T=night|day 🧑‍🚀:-'],
  ['en', 'a car racing through the desert', 'S=desert 🚗:drive'],
  ['en', 'spaceship flying past saturn', 'S=space 🚀:fly 🪐:-'],
  ['en', 'a lion roaring on a rock at sunset, slow zoom in', 'S=meadow T=sunset C=push-in 🦁:walk'],
  ['en', 'a herd of elephants walking at sunset', 'S=meadow T=sunset 🐘:walk'],
  // Spanish
  ['es', 'un globo rojo subiendo sobre montañas nevadas al amanecer', 'S=mountains T=sunrise 🎈:rise:red'],
  ['es', 'un gato durmiendo en el sofá', 'S=room 🐈:sleep'],
  ['es', 'pájaros volando sobre el océano', 'S=sea 🐦:fly'],
  ['es', 'una calle lluviosa de noche sin coches', 'S=street T=night W=rain'],
  ['es', 'un velero en el mar, primer plano', 'S=sea C=push-in ⛵:sail'],
  ['es', 'un caballo negro galopando en el campo', 'S=meadow 🐎:run:black'],
  ['es', 'una mariposa amarilla en un jardín', 'S=meadow 🦋:fly:yellow'],
  ['es', 'tormenta en el desierto', 'S=desert W=storm'],
  ['es', 'un cohete despegando hacia el espacio', 'S=space 🚀:rise'],
  // French
  [
    'fr',
    'un ballon rouge qui monte au-dessus des montagnes enneigées au lever du soleil',
    'S=mountains T=sunrise 🎈:rise:red',
  ],
  ['fr', 'un phare sur une falaise la nuit, grosse lune', 'S=sea T=night 🗼:idle'],
  ['fr', 'un chien qui court sur la plage', 'S=beach 🐕:run'],
  ['fr', 'une rue sous la pluie sans voitures', 'S=street W=rain'],
  ['fr', "des poissons qui nagent sous l'eau", 'S=underwater 🐟:swim'],
  ['fr', 'un cheval blanc dans une prairie au crépuscule', 'S=meadow T=dusk 🐎:walk:white'],
  ['fr', 'la forêt dans le brouillard, zoom arrière', 'S=forest W=fog C=pull-out'],
  ['fr', 'un avion dans le ciel au coucher du soleil', 'S=sky T=sunset ✈️:fly'],
  ['fr', 'deux chats dorment près de la fenêtre', 'S=room 🐈:sleep'],
  // German
  ['de', 'ein roter Ballon steigt über verschneiten Bergen bei Sonnenaufgang', 'S=mountains T=sunrise 🎈:rise:red'],
  ['de', 'eine Katze schläft auf dem Sofa', 'S=room 🐈:sleep'],
  ['de', 'Vögel fliegen über das Meer', 'S=sea 🐦:fly'],
  ['de', 'eine regnerische Straße in der Nacht ohne Autos', 'S=street T=night W=rain'],
  ['de', 'ein Segelboot auf dem See bei Sonnenuntergang', 'S=lake T=sunset ⛵:sail'],
  ['de', 'ein schwarzes Pferd galoppiert über die Wiese', 'S=meadow 🐎:run:black'],
  ['de', 'Nebel im Wald, Nahaufnahme eines Pilzes', 'S=forest W=fog C=push-in 🍄|🍄‍🟫:grow'],
  ['de', 'Fische schwimmen unter Wasser', 'S=underwater 🐟:swim'],
  ['de', 'ein Hund rennt im Schnee', 'W=snow S=meadow|snowfield 🐕:run'],
  ['de', 'ein Rennpferd auf der Koppel', 'S=meadow 🐎:walk|run'],
  // Russian
  ['ru', 'красный воздушный шар поднимается над снежными горами на рассвете', 'S=mountains T=dawn 🎈:rise:red'],
  ['ru', 'кошка спит на диване', 'S=room 🐈:sleep'],
  ['ru', 'птицы летят над океаном', 'S=sea 🐦:fly'],
  ['ru', 'дождливая улица ночью без машин', 'S=street T=night W=rain'],
  ['ru', 'парусник в море на закате', 'S=sea T=sunset ⛵:sail'],
  ['ru', 'чёрная лошадь скачет по полю', 'S=meadow 🐎:run|jump:black'],
  ['ru', 'лиса в лесу зимой, идёт снег', 'S=forest W=snow 🦊:walk'],
  // Japanese
  ['ja', '雪山の上を昇る赤い風船、日の出', 'S=mountains T=sunrise 🎈:rise:red'],
  ['ja', 'ソファで眠る猫', 'S=room 🐈:sleep'],
  ['ja', '海の上を飛ぶ鳥', 'S=sea 🐦:fly'],
  ['ja', '夜の雨の通り、車なし', 'S=street T=night W=rain'],
  ['ja', '夕日の海に浮かぶヨット', 'S=sea T=sunset ⛵:float|sail'],
  ['ja', '草原を走る黒い馬', 'S=meadow 🐎:run:black'],
  ['ja', '水中を泳ぐ魚', 'S=underwater 🐟:swim'],
  ['ja', '車が道路を走る', 'S=street 🚗:drive'],
  // Arabic
  ['ar', 'بالون احمر يرتفع فوق الجبال المثلجة عند شروق الشمس', 'S=mountains T=sunrise 🎈:rise:red'],
  ['ar', 'قطة نائمة على الاريكة في الغرفة', 'S=room 🐈:sleep'],
  ['ar', 'طيور تطير فوق البحر', 'S=sea 🐦:fly'],
  ['ar', 'شارع ممطر في الليل بدون سيارات', 'S=street T=night W=rain'],
  ['ar', 'مركب شراعي في البحر عند الغروب', 'S=sea T=sunset ⛵:sail'],
  ['ar', 'حصان اسود يركض في الحقل', 'S=meadow 🐎:run:black'],
  ['ar', 'منارة على جرف في الليل، قمر كبير', 'S=sea T=night 🗼:idle'],
  // Portuguese
  ['pt', 'um balão vermelho subindo sobre montanhas nevadas ao nascer do sol', 'S=mountains T=sunrise 🎈:rise:red'],
  ['pt', 'um gato dormindo no sofá', 'S=room 🐈:sleep'],
  ['pt', 'pássaros voando sobre o oceano', 'S=sea 🐦:fly'],
  ['pt', 'rua chuvosa à noite sem carros', 'S=street T=night W=rain'],
  ['pt', 'um veleiro no mar ao pôr do sol', 'S=sea T=sunset ⛵:sail'],
  ['pt', 'um cavalo preto galopando no campo', 'S=meadow 🐎:run:black'],
  ['pt', "peixes nadando debaixo d'água", 'S=underwater 🐟:swim'],
  // Italian
  ['it', "un palloncino rosso che sale sopra montagne innevate all'alba", 'S=mountains T=dawn 🎈:rise:red'],
  ['it', 'un gatto che dorme sul divano', 'S=room 🐈:sleep'],
  ['it', 'uccelli che volano sopra il mare', 'S=sea 🐦:fly'],
  ['it', 'una strada piovosa di notte senza auto', 'S=street T=night W=rain'],
  ['it', 'una barca a vela sul lago al tramonto', 'S=lake T=sunset ⛵:sail'],
  ['it', 'un cavallo nero che galoppa nel prato', 'S=meadow 🐎:run:black'],
  ['it', "pesci che nuotano sott'acqua", 'S=underwater 🐟:swim'],
  // Indonesian
  ['id', 'balon merah naik di atas pegunungan bersalju saat matahari terbit', 'S=mountains T=sunrise 🎈:rise:red'],
  ['id', 'kucing tidur di sofa', 'S=room 🐈:sleep'],
  ['id', 'burung terbang di atas laut', 'S=sea 🐦:fly'],
  ['id', 'jalan hujan di malam hari tanpa mobil', 'S=street T=night W=rain'],
  ['id', 'perahu layar di laut saat matahari terbenam', 'S=sea T=sunset ⛵:sail'],
  ['id', 'kuda hitam berlari di padang rumput', 'S=meadow 🐎:run:black'],
  ['id', 'kucing tidur di sofa, kamera tilt ke atas', 'S=room C=tilt-up 🐈:sleep'],
  // Dutch
  ['nl', 'een rode ballon stijgt boven besneeuwde bergen bij zonsopgang', 'S=mountains T=sunrise 🎈:rise:red'],
  ['nl', 'een kat slaapt op de bank in de kamer', 'S=room 🐈:sleep'],
  ['nl', 'vogels vliegen boven de zee', 'S=sea 🐦:fly'],
  ['nl', "een regenachtige straat in de nacht zonder auto's", 'S=street T=night W=rain'],
  ['nl', 'een zwart paard galoppeert over het veld', 'S=meadow 🐎:run:black'],
  ['nl', 'vissen zwemmen onder water', 'S=underwater 🐟:swim'],
  ['nl', 'een oude zeilboot in de haven', 'S=sea ⛵:sail'],
  // Vietnamese
  ['vi', 'quả bóng bay màu đỏ bay lên trên những ngọn núi phủ tuyết lúc bình minh', 'S=mountains T=dawn 🎈:rise:red'],
  ['vi', 'con mèo ngủ trên ghế sofa', 'S=room 🐈:sleep'],
  ['vi', 'chim bay trên biển', 'S=sea 🐦:fly'],
  ['vi', 'đường phố mưa vào ban đêm không có xe', 'S=street T=night W=rain'],
  ['vi', 'thuyền buồm trên biển lúc hoàng hôn', 'S=sea T=sunset ⛵:sail'],
  ['vi', 'con ngựa đen chạy trên cánh đồng', 'S=meadow 🐎:run:black'],
  ['vi', 'con mèo ngủ trên ghế sofa, máy quay lia xuống', 'S=room C=tilt-down 🐈:sleep'],
  // Turkish
  ['tr', 'gün doğumunda karlı dağların üzerinde yükselen kırmızı bir balon', 'S=mountains T=sunrise 🎈:rise:red'],
  ['tr', 'kanepede uyuyan bir kedi', 'S=room 🐈:sleep'],
  ['tr', 'denizin üzerinde uçan kuşlar', 'S=sea 🐦:fly'],
  ['tr', 'gece yağmurlu bir sokak, araba yok', 'S=street T=night W=rain'],
  ['tr', 'gün batımında denizde bir yelkenli tekne', 'S=sea T=sunset ⛵:sail'],
  ['tr', 'tarlada koşan siyah bir at', 'S=meadow 🐎:run:black'],
  ['tr', 'karlı dağlarda yürüyen bir kurt', 'S=mountains 🐺:walk'],
  // Korean
  ['ko', '일출 때 눈 덮인 산 위로 떠오르는 빨간 풍선', 'S=mountains T=sunrise 🎈:rise:red'],
  ['ko', '소파에서 자는 고양이', 'S=room 🐈:sleep'],
  ['ko', '바다 위를 날아가는 새들', 'S=sea 🐦:fly'],
  ['ko', '자동차 없는 밤의 비 오는 거리', 'S=street T=night W=rain'],
  ['ko', '노을 지는 바다 위의 요트', 'S=sea T=sunset ⛵:sail'],
  ['ko', '들판을 달리는 검은 말', 'S=meadow 🐎:run:black'],
  ['ko', '도로를 달리는 택시', 'S=street 🚕:drive'],
  // Persian
  ['fa', 'یک بادکنک قرمز که هنگام طلوع آفتاب بر فراز کوه‌های برفی بالا می‌رود', 'S=mountains T=sunrise 🎈:rise:red'],
  ['fa', 'گربه‌ای که روی مبل در اتاق خوابیده', 'S=room 🐈:sleep'],
  ['fa', 'پرندگان بر فراز دریا پرواز می‌کنند', 'S=sea 🐦:fly'],
  ['fa', 'خیابان بارانی در شب بدون ماشین', 'S=street T=night W=rain'],
  ['fa', 'قایق بادبانی در دریا هنگام غروب', 'S=sea T=sunset ⛵:sail'],
  ['fa', 'اسب سیاه در چمنزار می‌دود', 'S=meadow 🐎:run:black'],
  ['fa', 'یک ماهی قرمز در دریاچه', 'S=lake 🐟|🐠:swim:red'],
  // Hindi
  ['hi', 'सूर्योदय के समय बर्फीले पहाड़ों के ऊपर उठता हुआ लाल गुब्बारा', 'S=mountains T=sunrise 🎈:rise:red'],
  ['hi', 'सोफे पर सोती हुई बिल्ली', 'S=room 🐈:sleep'],
  ['hi', 'समुद्र के ऊपर उड़ते पक्षी', 'S=sea 🐦:fly'],
  ['hi', 'रात में बारिश वाली सड़क, कारों के बिना', 'S=street T=night W=rain'],
  ['hi', 'सूर्यास्त के समय समुद्र में पाल वाली नाव', 'S=sea T=sunset ⛵:sail'],
  ['hi', 'खेत में दौड़ता हुआ काला घोड़ा', 'S=meadow 🐎:run:black'],
  // Chinese
  ['zh-CN', '日出时红色气球在雪山上空升起', 'S=mountains T=sunrise 🎈:rise:red'],
  ['zh-CN', '一只猫在沙发上睡觉', 'S=room 🐈:sleep'],
  ['zh-CN', '鸟儿在大海上飞翔', 'S=sea 🐦:fly'],
  ['zh-CN', '夜晚下雨的街道，没有汽车', 'S=street T=night W=rain'],
  ['zh-CN', '日落时海上的帆船', 'S=sea T=sunset ⛵:sail'],
  ['zh-CN', '一匹黑色的马在草原上奔跑', 'S=meadow 🐎:run:black'],
  ['zh-CN', '一只老虎在雪地里行走', 'S=snowfield 🐅:walk'],
  ['zh-CN', '悬崖上的灯塔，夜晚，大大的月亮', 'S=sea T=night 🗼:idle'],
  // A place's color stays the place's: the sunflower "on a green meadow" is not tinted green.
  ['en', 'a dog, a butterfly and a sunflower on a green meadow on a sunny day', 'S=meadow 🐕 🦋 🌻:-:(none)'],
  ['en', 'a red car on a green meadow', 'S=meadow 🚗:-:red'],
  ['fr', 'un tournesol dans une prairie verte', 'S=meadow 🌻:-:(none)'],
  ['de', 'ein roter Ballon über grünen Wiesen', 'S=meadow 🎈:-:red'],
  ['ja', '緑の草原のひまわり', 'S=meadow 🌻:-:(none)'],
];

describe('understand: table of prompts in 17 languages', () => {
  it('covers all 17 languages with at least 6 prompts each, 150 in all', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(150);
    const counts = new Map<string, number>();
    for (const [locale] of TABLE) counts.set(locale, (counts.get(locale) ?? 0) + 1);
    expect(counts.size).toBe(17);
    for (const n of counts.values()) expect(n).toBeGreaterThanOrEqual(6);
  });

  it.each(TABLE)('[%s] %s', (locale, prompt, expected) => {
    const plan = understand(prompt, { locale });
    const wrong = compareExpectation(plan, expected).filter((r) => !r.ok);
    expect(wrong, JSON.stringify(plan)).toEqual([]);
  });

  it("names each subject with the prompt's own word and its English CLDR name", () => {
    const [balloon] = understand('ein roter Luftballon am Himmel').subjects;
    expect(balloon).toMatchObject({ emoji: '🎈', label: 'balloon', word: 'Luftballon' });
  });

  it('reads the language of the prompt, not the UI locale', () => {
    const plan = understand('un chat noir dort dans la chambre', { locale: 'ja' });
    expect(plan.setting).toBe('room');
    expect(plan.subjects[0]?.motion).toBe('sleep');
  });

  it('keeps at most three subjects, in prompt order', () => {
    const plan = understand('a dog, a cat, a horse and a cow in a field');
    expect(plan.subjects.map((s) => s.emoji)).toEqual(['🐕', '🐈', '🐎']);
  });

  it.each([
    ['en', 'a meadow with no people, a dog running', ['🐕']],
    ['de', 'eine Wiese ohne Menschen, ein Hund rennt', ['🐕']],
    ['fr', 'une prairie sans chevaux, un chien court', ['🐕']],
    ['ja', '人のいない草原を走る犬', ['🐕']],
    ['zh-CN', '没有人的草原上一只狗在奔跑', ['🐕']],
    ['fa', 'یک سگ در دشت بی‌درخت', ['🐕']],
    ['tr', 'ağaçsız bir çayırda koşan bir köpek', ['🐕']],
    ['ko', '사람 없이 들판을 달리는 개', ['🐕']],
    ['hi', 'लोगों के बिना मैदान में दौड़ता कुत्ता', ['🐕']],
  ])('[%s] negation drops what it covers: %s', (locale, prompt, emoji) => {
    expect(understand(prompt, { locale }).subjects.map((s) => s.emoji)).toEqual(emoji);
  });

  it('is deterministic', () => {
    const prompt = 'zwei Delfine springen im Meer bei Sonnenuntergang';
    expect(understand(prompt)).toEqual(understand(prompt));
  });
});

describe('understand: any input gives a valid plan, fast', () => {
  // A small seeded generator so the "random" prompts are the same on every run.
  function* strings(seed: number, count: number): Generator<string> {
    let x = seed;
    const next = () => {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      return x;
    };
    const alphabet = [
      'a',
      'Z',
      ' ',
      ',',
      '\u0000',
      '\u200f',
      '\u202e',
      '\u200d',
      '\ufe0f',
      'ß',
      'é',
      'ж',
      'の',
      '猫',
      'ال',
      'ی',
      'न',
      '한',
      '🎈',
      '🏔️',
      '🧑‍🚀',
      '\n',
      '.',
      '-',
      "'",
      'no ',
      'sans ',
      'rain ',
      'moon ',
    ];
    for (let n = 0; n < count; n++) {
      const length = next() % 200;
      let s = '';
      for (let i = 0; i < length; i++) s += alphabet[next() % alphabet.length];
      yield s;
    }
  }

  it('never throws and always passes scenePlanSchema, for random strings, controls, RTL marks and emoji', () => {
    for (const s of strings(42, 500)) expect(scenePlanSchema.safeParse(understand(s)).success).toBe(true);
    for (const s of ['', ' ', '\u0000', '\u200f\u200e', '🎈🎈🎈🎈🎈', '...', 'no no no', 'بدون', '没有']) {
      expect(scenePlanSchema.safeParse(understand(s)).success).toBe(true);
    }
  });

  it('reads a 10 kB prompt in a few milliseconds and stays valid', () => {
    understand('warm up');
    const long = 'a red balloon rising over snowy mountains at sunrise, '.repeat(200);
    expect(long.length).toBeGreaterThan(10_000);
    // The best of three runs: other processes on the machine only ever slow a run down.
    let best = Number.POSITIVE_INFINITY;
    let plan = understand('');
    for (let r = 0; r < 3; r++) {
      const start = performance.now();
      plan = understand(long);
      best = Math.min(best, performance.now() - start);
    }
    console.log(`understand: ${best.toFixed(1)} ms for a 10 kB prompt`);
    expect(best).toBeLessThan(50);
    expect(scenePlanSchema.parse(plan).subjects[0]?.emoji).toBe('🎈');
  });

  it('takes well under 2 ms per ordinary prompt after loading (about 0.15 ms on a quiet machine)', () => {
    const prompts = TABLE.map(([, p]) => p);
    for (const p of prompts) understand(p);
    // The best of three passes: colleagues' benchmarks share the machine and only slow us down.
    let perPrompt = Number.POSITIVE_INFINITY;
    for (let r = 0; r < 3; r++) {
      const start = performance.now();
      for (const p of prompts) understand(p);
      perPrompt = Math.min(perPrompt, (performance.now() - start) / prompts.length);
    }
    console.log(`understand: ${(perPrompt * 1000).toFixed(0)} µs per prompt`);
    expect(perPrompt).toBeLessThan(2);
  });
});
