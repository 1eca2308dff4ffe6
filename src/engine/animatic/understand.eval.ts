/**
 * Held-out evaluation set of the understand step (issue 15): written before the parser was tuned
 * against it and kept apart from the table tests, so its share of understood fields measures the
 * parser rather than the tuning. Expectations are what a person means by the prompt.
 *
 * Expectation syntax (parsed by expectation.ts): `S=` setting, `T=` time of day (default day),
 * `W=` weather (default clear), `C=` camera (default static), then each subject in prompt order as
 * `emoji[:motion[:colour]]`; "a|b" accepts either; "-" leaves a part unchecked; colour "(none)"
 * wants none. Subjects are compared in order, and the count must match.
 */
export const EVAL_SET: Array<[locale: string, prompt: string, expected: string]> = [
  // English
  ['en', 'an eagle soaring above the mountains at dawn', 'S=mountains T=dawn 🦅:fly'],
  ['en', 'two kids flying a kite on a windy beach', 'S=beach W=wind 🧒|👦|👧:- 🪁:fly|float'],
  ['en', 'a green frog jumping into a pond', 'S=lake 🐸:jump:green'],
  ['en', 'foggy forest at dusk with a deer', 'S=forest T=dusk W=fog 🦌:walk'],
  ['en', 'A rocket launching into space', 'S=space 🚀:rise'],
  ['en', 'slow zoom out from a white swan on a lake at sunset', 'S=lake T=sunset C=pull-out 🦢:swim:white'],
  ['en', 'whale jumping out of the ocean under a starry sky', 'S=sea T=night 🐋|🐳:jump'],
  ['en', 'a bus driving down a snowy street', 'S=street 🚌:drive'],
  ['en', 'pink flowers swaying in a meadow, no bees', 'S=meadow 🌸|🌷|🌺|🌼:sway:pink'],
  ['en', 'city at night in the rain, pan right', 'S=city T=night W=rain C=pan-right'],
  ['en', 'an astronaut floating in space', 'S=space 🧑‍🚀:float'],
  ['en', 'a penguin walking on the ice during a snowstorm', 'S=snowfield W=snow 🐧:walk'],
  // Spanish
  ['es', 'un caballo blanco corriendo por la playa al atardecer', 'S=beach T=sunset 🐎:run:white'],
  ['es', 'peces de colores nadando bajo el mar', 'S=underwater 🐟|🐠:swim'],
  ['es', 'un avión volando sobre las nubes', 'S=sky W=cloudy|clear ✈️:fly'],
  ['es', 'un perro durmiendo en la habitación, de noche', 'S=room T=night 🐕:idle'],
  ['es', 'coche rojo en una calle lluviosa', 'S=street W=rain 🚗:drive:red'],
  ['es', 'un bosque con niebla y sin animales', 'S=forest W=fog'],
  // French
  ['fr', 'un bateau à voile sur la mer au coucher du soleil', 'S=sea T=sunset ⛵:sail'],
  ['fr', 'un chat noir qui dort dans une chambre', 'S=room 🐈‍⬛|🐈:idle:-'],
  ['fr', 'des oiseaux volent au-dessus de la forêt sous la pluie', 'S=forest W=rain 🐦:fly'],
  ['fr', 'une fusée décolle la nuit', 'S=space|sky T=night 🚀:rise'],
  ['fr', 'zoom avant sur un papillon jaune dans un jardin', 'S=meadow C=push-in 🦋:fly:yellow'],
  ['fr', 'un désert sans chameaux, tempête de sable et vent', 'S=desert W=wind|storm'],
  // German
  ['de', 'ein Fuchs läuft durch den verschneiten Wald', 'S=forest 🦊:walk|run'],
  ['de', 'ein gelbes Auto fährt nachts durch die Stadt', 'S=city T=night 🚗:drive:yellow'],
  ['de', 'Delfine springen im Meer bei Sonnenaufgang', 'S=sea T=sunrise 🐬:jump'],
  ['de', 'eine Rakete startet ins Weltall', 'S=space 🚀:rise'],
  ['de', 'Kirschblüten im Wind, Kamera schwenkt nach links', 'S=meadow W=wind C=pan-left 🌸:sway'],
  ['de', 'ein Zimmer ohne Menschen, eine Katze schläft', 'S=room 🐈:idle'],
  // Russian
  ['ru', 'белый медведь идёт по снегу', 'S=snowfield W=clear|snow 🐻‍❄️:walk:-'],
  ['ru', 'красная машина едет по дороге ночью', 'S=street T=night 🚗:drive:red'],
  ['ru', 'стая птиц летит над морем на закате', 'S=sea T=sunset 🐦:fly'],
  ['ru', 'рыбы плавают под водой', 'S=underwater 🐟:swim'],
  ['ru', 'лес в тумане, без людей', 'S=forest W=fog'],
  ['ru', 'ракета взлетает в космос', 'S=space 🚀:rise'],
  // Japanese
  ['ja', '夜の海に浮かぶ船', 'S=sea T=night 🚢|⛵|🛥️:float|sail'],
  ['ja', '桜の木が風に揺れる', 'S=meadow|forest W=wind 🌸|🌳:sway'],
  ['ja', '猫が部屋で寝ている', 'S=room 🐈:idle'],
  ['ja', '雨の街を走る赤い車', 'S=city|street W=rain 🚗:drive|run:red'],
  ['ja', '宇宙を飛ぶロケット', 'S=space 🚀:fly|rise'],
  ['ja', '森の中を歩く熊、霧', 'S=forest W=fog 🐻:walk'],
  // Arabic
  ['ar', 'جمل يمشي في الصحراء عند الغروب', 'S=desert T=sunset 🐪|🐫:walk'],
  ['ar', 'سمكة تسبح تحت الماء', 'S=underwater 🐟:swim'],
  ['ar', 'طائرة تطير فوق المدينة ليلا', 'S=city T=night ✈️:fly'],
  ['ar', 'حصان ابيض يركض في المرج', 'S=meadow 🐎:run:white'],
  ['ar', 'غابة تحت المطر بدون ناس', 'S=forest W=rain'],
  ['ar', 'صاروخ ينطلق الى الفضاء', 'S=space 🚀:rise'],
  // Portuguese
  ['pt', 'um cachorro correndo na praia ao pôr do sol', 'S=beach T=sunset 🐕:run'],
  ['pt', 'uma tartaruga nadando no fundo do mar', 'S=underwater 🐢:swim'],
  ['pt', 'balão vermelho subindo no céu', 'S=sky 🎈:rise:red'],
  ['pt', 'cidade à noite com chuva', 'S=city T=night W=rain'],
  ['pt', 'um leão caminhando na savana', 'S=desert 🦁:walk'],
  ['pt', 'um barco no lago, sem pessoas, neblina', 'S=lake W=fog ⛵|🚤|🛶|🛥️:sail|float'],
  // Italian
  ['it', 'una farfalla blu vola in un prato', 'S=meadow 🦋:fly:blue'],
  ['it', 'un treno attraversa le montagne innevate', 'S=mountains 🚆|🚂|🚄:drive'],
  ['it', 'un gatto arancione dorme sul divano di notte', 'S=room T=night 🐈:idle:orange'],
  ['it', 'barca a vela al tramonto sul mare', 'S=sea T=sunset ⛵:sail'],
  ['it', 'pioggia sulla città, zoom in avanti', 'S=city W=rain C=push-in'],
  ['it', 'un cavallo che corre nella nebbia', 'S=meadow W=fog 🐎:run'],
  // Indonesian
  ['id', 'seekor kucing tidur di kamar', 'S=room 🐈:idle'],
  ['id', 'burung terbang di atas sawah saat matahari terbit', 'S=meadow T=sunrise 🐦:fly'],
  ['id', 'mobil merah melaju di jalan saat hujan', 'S=street W=rain 🚗:drive:red'],
  ['id', 'ikan berenang di bawah laut', 'S=underwater 🐟:swim'],
  ['id', 'hutan berkabut tanpa orang', 'S=forest W=fog'],
  ['id', 'kapal berlayar di laut pada malam hari', 'S=sea T=night 🚢|⛵:sail'],
  // Dutch
  ['nl', 'een fietser rijdt door de stad in de regen', 'S=city W=rain 🚴:drive'],
  ['nl', 'een koe in de wei bij zonsondergang', 'S=meadow T=sunset 🐄:walk|idle'],
  ['nl', 'een zeilboot op zee, uitzoomen', 'S=sea C=pull-out ⛵:sail'],
  ['nl', 'sneeuw valt op het bos', 'S=forest W=snow'],
  ['nl', 'een witte zwaan zwemt op het meer', 'S=lake 🦢:swim:white'],
  ['nl', 'een hond rent op het strand zonder mensen', 'S=beach 🐕:run'],
  // Vietnamese
  ['vi', 'một con mèo ngủ trong phòng', 'S=room 🐈:idle'],
  ['vi', 'con thuyền trên biển lúc hoàng hôn', 'S=sea T=sunset ⛵|🚤|🛶|🚢|🛥️:sail'],
  ['vi', 'chim bay trên bầu trời xanh', 'S=sky 🐦:fly:-'],
  ['vi', 'thành phố về đêm trong mưa', 'S=city T=night W=rain'],
  ['vi', 'cá bơi dưới biển', 'S=underwater 🐟:swim'],
  ['vi', 'một con ngựa chạy trên đồng cỏ', 'S=meadow 🐎:run'],
  // Turkish
  ['tr', 'gün batımında denizde bir yelkenli', 'S=sea T=sunset ⛵:sail'],
  ['tr', 'ormanda yürüyen bir ayı', 'S=forest 🐻:walk'],
  ['tr', 'gece şehirde yağmur', 'S=city T=night W=rain'],
  ['tr', 'uzayda bir roket', 'S=space 🚀:rise'],
  ['tr', 'çayırda koşan beyaz bir at', 'S=meadow 🐎:run:white'],
  ['tr', 'sisli bir göl, insan yok', 'S=lake W=fog'],
  // Korean
  ['ko', '바다 위를 나는 갈매기', 'S=sea 🐦|🕊️:fly'],
  ['ko', '밤에 도시를 달리는 빨간 자동차', 'S=city T=night 🚗:drive:red'],
  ['ko', '숲속을 걷는 사슴', 'S=forest 🦌:walk'],
  ['ko', '우주로 날아가는 로켓', 'S=space 🚀:fly|rise'],
  ['ko', '비 오는 거리', 'S=street W=rain'],
  ['ko', '눈 덮인 산 위의 일출', 'S=mountains T=sunrise'],
  // Persian
  ['fa', 'یک اسب سفید در دشت می‌دود', 'S=meadow 🐎:run:white'],
  ['fa', 'ماهی‌ها زیر آب شنا می‌کنند', 'S=underwater 🐟:swim'],
  ['fa', 'شهر در شب بارانی', 'S=city T=night W=rain'],
  ['fa', 'هواپیما در آسمان پرواز می‌کند', 'S=sky ✈️:fly'],
  ['fa', 'جنگل مه‌آلود بدون آدم', 'S=forest W=fog'],
  ['fa', 'یک قایق در دریا هنگام غروب', 'S=sea T=sunset ⛵|🚤|🛶|🛥️|🚣:sail'],
  // Hindi
  ['hi', 'रात में शहर की सड़क पर एक लाल कार', 'S=street|city T=night 🚗:drive:red'],
  ['hi', 'समुद्र में तैरती हुई व्हेल', 'S=sea|underwater 🐋|🐳:swim'],
  ['hi', 'जंगल में चलता हुआ हाथी', 'S=forest 🐘:walk'],
  ['hi', 'आसमान में उड़ता हुआ पक्षी', 'S=sky 🐦:fly'],
  ['hi', 'बारिश में गाँव', 'S=city W=rain'],
  ['hi', 'सूर्यास्त के समय रेगिस्तान में ऊँट', 'S=desert T=sunset 🐪|🐫:walk'],
  // Chinese
  ['zh-CN', '一只白色的鸽子在天空中飞翔', 'S=sky 🕊️|🐦:fly:white'],
  ['zh-CN', '夜晚的城市下着雨', 'S=city T=night W=rain'],
  ['zh-CN', '一艘帆船在海上航行，日落', 'S=sea T=sunset ⛵:sail'],
  ['zh-CN', '熊猫在森林里吃竹子', 'S=forest 🐼:-'],
  ['zh-CN', '火箭飞向太空', 'S=space 🚀:fly|rise'],
  ['zh-CN', '没有人的海滩，海浪', 'S=beach|sea'],
];
