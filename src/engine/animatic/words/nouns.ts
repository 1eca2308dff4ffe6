/**
 * Nouns of several words and named things for the animatic's understand step: kinds and breeds
 * that are one subject ("golden retriever" is a dog, not gold and a dog), named cities and
 * landmarks (a named city is a city; a famous tower is its emoji in its city), words that say the
 * scene is on a table, sky events, and style words that describe the picture rather than its
 * content. Spelt like words.ts (entries separated by ", ", normalised like the prompt).

 */
import type { Setting } from '@/lib/scene-plan';

/** Where "on a table", a cake or a laptop put the scene: a table top, close up. */
export const TABLE_PLACE: Setting = 'table';
/** Where pots and pans put the scene. */
const KITCHEN_PLACE: Setting = 'kitchen';
const REEF_PLACE: Setting = 'reef';
const BAMBOO_PLACE: Setting = 'bamboo';

/** Emoji on a table top or in a kitchen: without a place word, the scene is indoors there. */
const INDOOR_EMOJI: Record<string, Setting> = Object.fromEntries([
  ...'🍰 🎂 🧁 🥧 🍪 🍩 🍫 🍮 ☕ 🍵 🫖 🍜 🍝 🍛 🥣 🍽️ 🍕 🍔 🍟 🥐 🥞 🧇 🥗 🍣 🍱 🥪 🍷 🍸 🍹 🍺 🧋 🥛 📚 📖 💻 🕯️'
    .split(' ')
    .map((e) => [e, TABLE_PLACE]),
  ...'🍳 🥘 🍲 🫕'.split(' ').map((e) => [e, KITCHEN_PLACE]),
]);

/** A bowl or a plate: a food named beside it is what is drawn ("a bowl of ramen" is 🍜). */
export const CONTAINER_EMOJI = ['🥣', '🍽️'];

/** Emoji whose place is not what the general rules of scripts/build-lexicon.ts give it. */
export const PLACE_OF_EMOJI: Record<string, Setting> = { ...INDOOR_EMOJI, '🗻': 'mountains', '🌍': 'space' };

/** Fluent Emoji icons the general filters of scripts/build-lexicon.ts leave out but a named thing needs. */
export const EXTRA_ICONS = new Set([
  'mount-fuji',
  'bowl-with-spoon',
  'fork-and-knife-with-plate',
  'cooking',
  // The Earth seen from space, which the filters leave out with the maps and globes.
  'globe-showing-europe-africa',
]);

/**
 * Whether a CLDR keyword (never a name) of an emoji is a verb in its language's dictionary form:
 * CLDR lists "laufen" for 🏃, "volare" for 🪁, "uçmak" for ✈️; a verb names a motion, never a
 * subject. Only languages whose infinitive is marked reliably are judged; German writes nouns with
 * a capital, so a lower-case keyword in -en is a verb or an adjective.
 */
export function isVerbKeyword(keyword: string, locale: string): boolean {
  if (keyword.includes(' ') || keyword.includes('-')) return false;
  switch (locale) {
    case 'de':
      return /^[a-zäöüß]+(en|ern|eln)$/.test(keyword);
    case 'it':
      return /(are|ere|ire)$/.test(keyword) && !/iere$/.test(keyword);
    case 'es':
    case 'pt':
      return (
        keyword.length >= 5 && /^[a-zçñáéíóúâêôãõ]+(ar|er|ir)$/.test(keyword) && !/(lar|ter|ker|ger|der)$/.test(keyword)
      );
    case 'fr':
      return (
        keyword.length >= 5 &&
        /^[a-zàâçéèêëîïôûù]+(er|ir)$/.test(keyword) &&
        !/(ier|ker|danger|super|burger|roller|troller|foyer|uber)$/.test(keyword)
      );
    case 'tr':
      return /(mak|mek)$/.test(keyword);
    case 'ru':
      return /(ать|ять|еть|ить|ыть|оть|ться|тись)$/.test(keyword) && !/(сеть|сть)$/.test(keyword);
    case 'fa':
      return /(یدن|ادن|ستن|ختن|فتن|شتن)$/.test(keyword);
    default:
      return false;
  }
}

/**
 * Named places and landmarks in all our languages' spellings, one list for every prompt language
 * (a city's name is not a word of the language around it). The key is "emoji setting": the
 * landmark's emoji, or "-" when none is drawn, and the place the name implies. A place named in
 * words ("a street in Paris") still wins over the one a name implies.
 *
 * Names that are everyday words somewhere are left out: "Mosca" (a fly in Spanish and Italian),
 * "Seul" (alone in French), "Lima" (five in Indonesian), "Nice", "Rio" alone (a river in Spanish
 * and Portuguese).
 */
export const NAMED: Record<string, string> = {
  '- city': [
    // Paris
    'paris, parís, parigi, parijs, париж, パリ, 巴黎, 파리, باريس, پاریس, पेरिस, pa ri',
    // London
    'london, londres, londra, londen, лондон, ロンドン, 伦敦, 런던, لندن, लंदन, luân đôn',
    // New York
    'new york, new york city, nyc, manhattan, nueva york, nova york, nova iorque, nowy jork, нью йорк, ニューヨーク, 纽约, 뉴욕, نيويورك, نیویورک, न्यूयॉर्क, न्यू यॉर्क',
    // Tokyo, Kyoto, Osaka
    'tokyo, tokio, tóquio, toquio, токио, 東京, 东京, 도쿄, طوكيو, توکیو, टोक्यो',
    'kyoto, kioto, quioto, киото, 京都, 교토, كيوتو, کیوتو, क्योटो',
    'osaka, осака, 大阪, 오사카, أوساكا, اوساکا, ओसाका',
    // Rome, Venice, Florence, Milan
    'rome, roma, rom, рим, ローマ, 罗马, 로마, روما, रोम',
    'venice, venecia, venise, venedig, venezia, veneza, venetië, venedik, venesia, венеция, ヴェネツィア, ベネチア, 威尼斯, 베네치아, البندقية, ونیز, वेनिस',
    'florence, florencia, florenz, firenze, florença, florence, floransa, флоренция, フィレンツェ, 佛罗伦萨, 피렌체, فلورنسا, فلورانس, फ्लोरेंस',
    'milan, milán, mailand, milano, milão, милан, ミラノ, 米兰, 밀라노, ميلانو, میلان, मिलान',
    // Cairo, Rio, Moscow, Saint Petersburg
    'cairo, le caire, el cairo, kairo, kahire, каир, カイロ, 开罗, 카이로, القاهرة, قاهره, काहिरा',
    'rio de janeiro, río de janeiro, рио де жанейро, リオデジャネイロ, 里约热内卢, 里约, 리우데자네이루, ريو دي جانيرو, ریو دو ژانیرو, रियो डी जनेरियो',
    'moscow, moscou, moskau, moscú, moskou, moskova, moskow, москва, モスクワ, 莫斯科, 모스크바, موسكو, مسکو, मॉस्को, mát xcơva',
    'saint petersburg, st petersburg, санкт петербург, петербург, サンクトペテルブルク, 圣彼得堡, 상트페테르부르크',
    // Europe
    'berlin, berlino, berlim, берлин, ベルリン, 柏林, 베를린, برلين, برلین, बर्लिन',
    'barcelona, barcelone, barcellona, барселона, バルセロナ, 巴塞罗那, 바르셀로나, برشلونة, بارسلونا, बार्सिलोना',
    'madrid, мадрид, マドリード, 马德里, 마드리드, مدريد, مادرید, मैड्रिड',
    'amsterdam, ámsterdam, amesterdão, амстердам, アムステルダム, 阿姆斯特丹, 암스테르담, أمستردام, آمستردام, एम्स्टर्डम',
    'lisbon, lisboa, lisbonne, lissabon, lisbona, lizbon, лиссабон, リスボン, 里斯本, 리스본, لشبونة, لیسبون, लिस्बन',
    'prague, praga, prag, praag, praha, прага, プラハ, 布拉格, 프라하, براغ, پراگ, प्राग',
    'vienna, viena, wien, wenen, viyana, wina, вена, ウィーン, 维也纳, 비엔나, فيينا, وین, वियना',
    'athens, atenas, athènes, athen, atene, athene, atina, athena, афины, アテネ, 雅典, 아테네, أثينا, آتن, एथेंस',
    'istanbul, estambul, istambul, i̇stanbul, стамбул, イスタンブール, 伊斯坦布尔, 이스탄불, إسطنبول, استانبول, इस्तांबुल',
    // Asia and Oceania
    'dubai, dubaï, dubái, дубай, ドバイ, 迪拜, 두바이, دبي, دبی, दुबई',
    'hong kong, hongkong, гонконг, 香港, 홍콩, هونغ كونغ, هنگ کنگ, हांगकांग, hồng kông',
    'shanghai, shanghái, xangai, şanghay, шанхай, 上海, 상하이, شانغهاي, شانگهای, शंघाई, thượng hải',
    'beijing, pekin, pékin, pekín, peking, pequim, pechino, пекин, 北京, 베이징, بكين, پکن, बीजिंग, bắc kinh',
    'seoul, seúl, séoul, сеул, ソウル, 首尔, 서울, سيول, سئول, सियोल',
    'sydney, sídney, сидней, シドニー, 悉尼, 시드니, سيدني, سیدنی, सिडनी',
    'singapore, singapur, singapour, singapura, cingapura, сингапур, シンガポール, 新加坡, 싱가포르, سنغافورة, سنگاپور, सिंगापुर',
    'bangkok, bangkoc, бангкок, バンコク, 曼谷, 방콕, بانكوك, بانکوک, बैंकॉक, băng cốc',
    'mumbai, bombay, мумбаи, ムンバイ, 孟买, 뭄바이, مومباي, بمبئی, मुंबई',
    'delhi, new delhi, nueva delhi, nouvelle delhi, neu delhi, nova deli, nuova delhi, yeni delhi, дели, デリー, 德里, 新德里, 델리, دلهي, دهلی, दिल्ली, नई दिल्ली',
    'hanoi, hà nội, ханой, ハノイ, 河内, 하노이, هانوي, هانوی, हनोई',
    'ho chi minh city, thành phố hồ chí minh, sài gòn, saigon, хошимин, ホーチミン, 胡志明市, 호찌민',
    'jakarta, yakarta, djakarta, giacarta, cacarta, джакарта, ジャカルタ, 雅加达, 자카르타, جاكرتا, جاکارتا, जकार्ता',
    'tehran, teherán, téhéran, teheran, teerã, tahran, тегеран, テヘラン, 德黑兰, 테헤란, طهران, تهران, तेहरान',
    // The Americas and Africa
    'san francisco, são francisco, сан франциско, サンフランシスコ, 旧金山, 샌프란시스코, سان فرانسيسكو, سان فرانسیسکو, सैन फ्रांसिस्को',
    'los angeles, los ángeles, лос анджелес, ロサンゼルス, 洛杉矶, 로스앤젤레스, لوس أنجلوس, لس آنجلس, लॉस एंजिल्स',
    'chicago, чикаго, シカゴ, 芝加哥, 시카고, شيكاغو, شیکاگو, शिकागो',
    'las vegas, лас вегас, ラスベガス, 拉斯维加斯, 라스베이거스, لاس فيغاس, لاس وگاس, लास वेगास',
    'mexico city, ciudad de méxico, cdmx, мехико, メキシコシティ, 墨西哥城, 멕시코시티, مدينة مكسيكو, مکزیکوسیتی',
    'buenos aires, буэнос айрес, ブエノスアイレス, 布宜诺斯艾利斯, 부에노스아이레스, بوينس آيرس, بوئنوس آیرس',
    'havana, la habana, havane, havanna, l avana, гавана, ハバナ, 哈瓦那, 아바나, هافانا, هاوانا',
    'marrakech, marrakesh, marrakesch, marrakech, marrakeş, марракеш, マラケシュ, 马拉喀什, 마라케시, مراكش, مراکش',
    // Famous places with no emoji of their own: their city.
    'big ben, биг бен, ビッグベン, 大本钟, 빅벤, بيغ بن, بیگ بن, बिग बेन',
    'golden gate, golden gate bridge, puente golden gate, pont du golden gate, golden gate brücke, ponte golden gate, golden gate köprüsü, jembatan golden gate, cầu cổng vàng, мост золотые ворота, ゴールデンゲートブリッジ, 金门大桥, 금문교, جسر البوابة الذهبية, پل گلدن گیت, गोल्डन गेट ब्रिज',
    'leaning tower of pisa, tower of pisa, torre de pisa, tour de pise, schiefer turm von pisa, schiefe turm von pisa, torre di pisa, torre pendente, scheve toren van pisa, pisa kulesi, menara pisa, tháp nghiêng pisa, пизанская башня, ピサの斜塔, 比萨斜塔, 피사의 사탑, برج بيزا المائل, برج کج پیزا, पीसा की मीनार',
    'kremlin, kreml, cremlino, кремль, クレムリン, 克里姆林宫, 크렘린, الكرملين, کرملین, क्रेमलिन, red square, красная площадь',
    'burj khalifa, бурдж халифа, ブルジュ・ハリファ, ブルジュハリファ, 哈利法塔, 부르즈 할리파, برج خليفة, برج خلیفه, बुर्ज खलीफा',
    'times square, таймс сквер, タイムズスクエア, 时代广场, 타임스 스퀘어, تايمز سكوير, تایمز اسکوئر, टाइम्स स्क्वायर',
    'arc de triomphe, arco del triunfo, arco do triunfo, arco di trionfo, triumphbogen, триумфальная арка, 凱旋門, 凯旋门, 개선문, قوس النصر, طاق پیروزی',
    'brandenburg gate, brandenburger tor, porte de brandebourg, puerta de brandeburgo, бранденбургские ворота, ブランデンブルク門, 勃兰登堡门, 브란덴부르크 문',
    'christ the redeemer, cristo redentor, cristo redentor do corcovado, corcovado, christ rédempteur, le christ rédempteur, cristo redentore, christusstatue, christus der erlöser, статуя христа искупителя, コルコバードのキリスト像, 救世基督像, 里约基督像, 구원의 그리스도상, تمثال المسيح الفادي, مجسمه مسیح منجی, क्राइस्ट द रिडीमर',
    'louvre, the louvre, louvre pyramid, musée du louvre, pyramide du louvre, museo del louvre, museu do louvre, louvre piramidi, лувр, ルーブル美術館, ルーブル, 卢浮宫, 루브르, 루브르 박물관, متحف اللوفر, موزه لوور, लूव्र',
    'forbidden city, cité interdite, ciudad prohibida, cidade proibida, città proibita, verbotene stadt, verboden stad, yasak şehir, kota terlarang, tử cấm thành, запретный город, 紫禁城, 故宫, 天安门, 天安門, 자금성, المدينة المحرمة, شهر ممنوعه, निषिद्ध नगर',
    'acropolis, parthenon, acrópolis, partenón, partenon, acropole, akropolis, akropol, акрополь, парфенон, アクロポリス, パルテノン神殿, 雅典卫城, 帕特农神庙, 아크로폴리스, 파르테논, الأكروبوليس, آکروپولیس, पार्थेनन',
    'azadi tower, برج آزادی, tour azadi, torre azadi',
    'sydney opera house, opéra de sydney, ópera de sídney, opernhaus sydney, opernhaus von sydney, opernhaus in sydney, сиднейский оперный театр, シドニー・オペラハウス, 悉尼歌剧院, 시드니 오페라 하우스',
  ].join(', '),
  '🗼 city': [
    'eiffel tower, eiffel, tour eiffel, torre eiffel, eiffelturm, eiffeltoren, eyfel kulesi, menara eiffel, tháp eiffel, эйфелева башня, エッフェル塔, 埃菲尔铁塔, 에펠탑, برج إيفل, برج ايفل, برج ایفل, एफिल टॉवर',
    'tokyo tower, torre de tokio, tour de tokyo, tokyo turm, torre di tokyo, torre de tóquio, tokyo kulesi, токийская башня, 東京タワー, 东京塔, 도쿄 타워, 도쿄타워, برج طوكيو, برج توکیو',
  ].join(', '),
  '🗽 city':
    'statue of liberty, lady liberty, statue de la liberté, estatua de la libertad, estátua da liberdade, freiheitsstatue, statua della libertà, vrijheidsbeeld, özgürlük heykeli, patung liberty, tượng nữ thần tự do, статуя свободы, 自由の女神, 自由女神像, 自由女神, 자유의 여신상, 자유의여신상, تمثال الحرية, مجسمه آزادی, स्टैच्यू ऑफ़ लिबर्टी, स्टैच्यू ऑफ लिबर्टी',
  '🗻 mountains':
    'mount fuji, mt fuji, fuji, fujiyama, monte fuji, mont fuji, fudschijama, fuji san, fuji dağı, gunung fuji, núi phú sĩ, гора фудзи, фудзияма, фудзи, 富士山, 후지산, جبل فوجي, کوه فوجی, फ़ूजी पर्वत, फूजी पर्वत',
  '🕌 city':
    'taj mahal, tac mahal, тадж махал, タージマハル, タージ・マハル, 泰姬陵, 타지마할, تاج محل, ताज महल, hagia sophia, ayasofya, sainte sophie, santa sofía, santa sofia, hagia sofia, айя софия, アヤソフィア, 圣索菲亚大教堂, 아야 소피아, آيا صوفيا, ایاصوفیه, हागिया सोफिया, blue mosque, sultanahmet, mosquée bleue, mezquita azul, blaue moschee, moschea blu, mesquita azul, sultanahmet camii, голубая мечеть, ブルーモスク, 蓝色清真寺, 블루 모스크, المسجد الأزرق, مسجد آبی',
  '🏯 city':
    'himeji castle, osaka castle, château de himeji, castillo de himeji, burg himeji, castello di himeji, замок химэдзи, 姫路城, 大阪城, 姬路城, 히메지성, 오사카성',
  '🏟️ city':
    'colosseum, coliseum, colisée, coliseo, coliseu, colosseo, kolosseum, kolezyum, koloseum, đấu trường la mã, колизей, コロッセオ, 罗马斗兽场, 斗兽场, 콜로세움, الكولوسيوم, کولوسئوم, कोलोसियम',
  '⛪ city':
    'notre dame, notre dame de paris, sagrada familia, sagrada família, нотр дам, собор парижской богоматери, саграда фамилия, ノートルダム大聖堂, サグラダファミリア, サグラダ・ファミリア, 巴黎圣母院, 圣家堂, 노트르담, 사그라다 파밀리아, نوتردام, ساغرادا فاميليا, ساگرادا فامیلیا, नोट्रे डेम',
  '🏰 mountains':
    'neuschwanstein, schloss neuschwanstein, нойшванштайн, ノイシュヴァンシュタイン城, 新天鹅堡, 노이슈반슈타인, نويشفانشتاين, نویشوانشتاین',
  '🎡 city': 'london eye, лондонский глаз, ロンドン・アイ, ロンドンアイ, 伦敦眼, 런던 아이, عين لندن, لندن آی',
  '🛕 forest':
    'angkor wat, ангкор ват, アンコールワット, アンコール・ワット, 吴哥窟, 앙코르와트, أنغكور وات, انگکور وات, अंगकोर वाट',
  '- desert':
    'pyramids of giza, pyramids, great pyramid, sphinx, pyramides, pyramide, pirámides, pirámide, pirâmides, pirâmide, piramidi, piramide, piramides, pyramiden, piramitler, piramit, piramida, piramid, kim tự tháp, пирамиды, пирамида, сфинкс, ピラミッド, スフィンクス, 金字塔, 狮身人面像, 피라미드, 스핑크스, الأهرامات, أبو الهول, اهرام مصر, اهرام, ابوالهول, पिरामिड, persepolis, persépolis, persepoli, персеполь, ペルセポリス, 波斯波利斯, 페르세폴리스, برسبوليس, تخت جمشید, پرسپولیس, पर्सेपोलिस, grand canyon, gran cañón, gran canyon, grand canyon du colorado, гранд каньон, グランドキャニオン, 大峡谷, 科罗拉多大峡谷, 그랜드 캐니언, الجراند كانيون, گرند کنیون, ग्रैंड कैन्यन, wadi rum, وادي رم',
  '- waterfall':
    'niagara, niagara falls, cataratas del niágara, chutes du niagara, niagarafälle, cascate del niagara, cataratas do niágara, niagarawatervallen, niagara şelalesi, air terjun niagara, thác niagara, ниагарский водопад, ниагара, ナイアガラの滝, 尼亚加拉瀑布, 나이아가라 폭포, شلالات نياجرا, آبشار نیاگارا, नियाग्रा जलप्रपात, iguazu, iguazú, iguaçu, cataratas del iguazú, cataratas do iguaçu, victoria falls, chutes victoria, angel falls, salto ángel',
  '- meadow': 'stonehenge, стоунхендж, ストーンヘンジ, 巨石阵, 스톤헨지, ستونهنج, استون هنج, स्टोनहेंज',
  '- mountains':
    'dolomites, dolomiti, dolomiten, dolomitas, dolomieten, dolomitler, доломиты, ドロミーティ, 多洛米蒂, 돌로미티, alps, the alps, alpi, alpes, alpen, alpler, альпы, アルプス, 阿尔卑斯, 阿尔卑斯山, 알프스, الألب, جبال الألب, آلپ, आल्प्स, pegunungan alpen, dãy alps, himalaya, himalayas, himalaia, himalaje, гималаи, ヒマラヤ, 喜马拉雅, 喜马拉雅山, 히말라야, الهيمالايا, هیمالیا, हिमालय, pegunungan himalaya, dãy himalaya, himalayalar, andes, the andes, ande, anden, andlar, анды, アンデス, 安第斯山脉, 안데스, جبال الأنديز, آند, एंडीज़, pyrenees, pirineos, pyrénées, pirenei, pyreneeën, pyrenäen, пиренеи, rocky mountains, the rockies, rockies, montañas rocosas, rocheuses, kaukasus, caucasus, кавказ, урал, уральские горы, carpathians, karpaten, карпаты, appalachians, patagonia, patagonie, great wall, great wall of china, muraille de chine, grande muraille, gran muralla, gran muralla china, grande muralha, große mauer, chinesische mauer, grande muraglia, chinese muur, çin seddi, tembok besar, tembok besar china, vạn lý trường thành, великая китайская стена, 万里の長城, 万里长城, 長城, 长城, 만리장성, سور الصين العظيم, دیوار چین, चीन की महान दीवार, machu picchu, мачу пикчу, マチュピチュ, 马丘比丘, 마추픽추, ماتشو بيتشو, ماچو پیچو, माचू पिच्चू',
};

/** What one language adds: kinds (emoji or "emoji setting" → words), place words, sky events, style words. */
export type NounWords = {
  /** Kinds, breeds and compounds that are one subject: "emoji" or "emoji setting" (a weak place) → words. */
  kinds: Record<string, string>;
  /** Words that put the scene on a table (TABLE_PLACE), unless a place is named. */
  table: string;
  /** Compounds that name a place outright. */
  setting: Partial<Record<Setting, string>>;
  /** The starry sky: words that make it night and draw no subject (shooting stars are drawn, words/drawn.ts). */
  night: string;
  /** Words about the picture's look, never its content. */
  style: string;
  /** Seasons but winter (which has its snow, words/winter.ts): when, never a thing ("autunno" is no 🍁). */
  season?: string;
  /** Words for the Earth that also mean the ground or the land: the planet only where space is. */
  earth?: string;
};

// Keys of `kinds` that are shared by all languages.
const DOG = '🐕';
const STEAM = '🚂';
const FIRE = '🚒';
const TURTLE = `🐢 ${REEF_PLACE}`;
const WHALE = '🐋';
const CAKE = '🍰';
const COFFEE = '☕';
const BOWL = '🥣';
const PLATE = '🍽️';
const BULLET = '🚅';
const NOODLES = '🍜';
const EARTH = '🌍 space';
const KETTLE = '🫖';
const PAN = '🍳';
const PLANET = '🪐 space';

export const NOUN_WORDS: Record<string, NounWords> = {
  en: {
    kinds: {
      [DOG]:
        'golden retriever, golden retrievers, labrador, labrador retriever, retriever, husky, german shepherd, corgi, beagle, bulldog, dachshund, chihuahua, border collie, shiba inu, dalmatian, pug, puppy dog',
      [STEAM]: 'steam train, steam trains, steam locomotive, steam engine, old train',
      [FIRE]: 'fire truck, fire trucks, firetruck, fire engine',
      [TURTLE]: 'sea turtle, sea turtles, turtles in the sea',
      [WHALE]: 'killer whale, orca, humpback whale, blue whale',
      [CAKE]:
        'chocolate cake, cheesecake, slice of cake, piece of cake, slice of chocolate cake, piece of chocolate cake, slice of cheesecake, strawberry cake',
      [COFFEE]: 'cup of coffee, coffee cup, cup of tea, teacup, tea cup, mug, coffee mug, latte, cappuccino, espresso',
      [BOWL]: 'bowl, bowls, bowl of soup, soup bowl, bowl of cereal',
      [PLATE]: 'plate, plates, dinner plate, empty plate',
      [BULLET]: 'bullet train, high speed train, shinkansen',
      [NOODLES]: 'ramen, noodle soup, noodles, pho, udon, soba',
      '🍂': 'autumn leaves, fall leaves, falling leaves, fallen leaves, dry leaves, leaves, autumn leaf',
      [PAN]: 'frying pan, skillet, wok, saucepan',
      [KETTLE]: 'kettle, tea kettle, teakettle, teapot',
      [EARTH]: 'planet earth, the planet earth, our planet, earth from space, the earth from space, mother earth',
      [PLANET]: 'planet, planets, alien planet, gas giant, saturn, jupiter',
    },
    table:
      'table, tables, on the table, desk, tabletop, table top, dining table, kitchen table, wooden table, countertop',
    setting: {
      village: 'fishing village, fishermen s village',
      [REEF_PLACE]: 'coral reef, coral reefs',
      [BAMBOO_PLACE]: 'bamboo grove, bamboo forest, bamboo',
    },
    night: 'stars, the stars, starry sky, starlit sky, night sky full of stars',
    earth: 'earth, the earth',
    season: 'autumn, in autumn, autumnal, springtime, in spring, summer, summertime, in summer, in the fall',
    style:
      'anime style, anime, manga style, cartoon style, in the style of, style of, style, styled, cinematic, cinematography, film still, movie still, 4k, 8k, hd, uhd, full hd, photorealistic, photo realistic, hyperrealistic, hyper realistic, ultra realistic, realistic, highly detailed, ultra detailed, detailed, octane render, unreal engine, 3d render, digital art, concept art, oil painting, watercolor, watercolour, watercolor painting, pixel art, studio ghibli, ghibli, pixar, masterpiece, trending on artstation, bokeh, film grain, 35mm, dslr, vintage, retro',
  },
  es: {
    kinds: {
      [DOG]:
        'golden retriever, labrador, husky, pastor alemán, corgi, beagle, bulldog, dálmata, chihuahua, perro salchicha',
      [STEAM]: 'tren de vapor, trenes de vapor, locomotora de vapor',
      [FIRE]: 'camión de bomberos, camiones de bomberos, autobomba',
      [TURTLE]: 'tortuga marina, tortugas marinas, tortuga de mar',
      [WHALE]: 'orca, orcas, ballena jorobada, ballena azul',
      [CAKE]: 'pastel de chocolate, tarta de chocolate, torta de chocolate, tarta de queso, trozo de pastel',
      [COFFEE]: 'taza de café, taza de té, taza, tazas, café con leche',
      [BOWL]: 'cuenco, tazón, bol, plato hondo, cuenco de sopa',
      [PLATE]: 'plato, platos, plato vacío',
      [BULLET]: 'tren bala, tren de alta velocidad',
      [NOODLES]: 'ramen, sopa de fideos',
      [PAN]: 'sartén, sarten',
      [KETTLE]: 'tetera, hervidor, pava',
      [EARTH]: 'planeta tierra, el planeta tierra, globo terráqueo, nuestro planeta',
      [PLANET]: 'planeta, planetas, saturno, júpiter',
    },
    table: 'mesa, mesas, sobre la mesa, escritorio, mesa de cocina, mesa de madera, encimera',
    setting: {
      village: 'pueblo de pescadores, aldea de pescadores, pueblo pesquero',
      [REEF_PLACE]: 'arrecife de coral, arrecifes de coral',
      [BAMBOO_PLACE]: 'bosque de bambú, bambú, bambúes',
    },
    night: 'estrellas, cielo estrellado',
    earth: 'tierra, la tierra',
    season: 'otoño, en otoño, otoñal, primavera, en primavera, verano, en verano',
    style:
      'estilo anime, estilo manga, estilo de dibujos animados, al estilo de, estilo, cinematográfico, cinematográfica, 4k, 8k, hd, fotorrealista, hiperrealista, ultrarrealista, realista, muy detallado, pintura al óleo, acuarela, pixel art, studio ghibli, ghibli, obra maestra, arte digital',
  },
  fr: {
    kinds: {
      [DOG]:
        'golden retriever, labrador, husky, berger allemand, corgi, beagle, bouledogue, teckel, chihuahua, dalmatien',
      [STEAM]: 'train à vapeur, trains à vapeur, locomotive à vapeur',
      [FIRE]: 'camion de pompiers, camions de pompiers, camion de pompier',
      [TURTLE]: 'tortue de mer, tortues de mer, tortue marine, tortues marines',
      [WHALE]: 'orque, orques, baleine à bosse, baleine bleue',
      [CAKE]: 'gâteau au chocolat, gâteau, gâteaux, fondant au chocolat, cheesecake, part de gâteau',
      [COFFEE]: 'tasse de café, tasse de thé, tasse, tasses, café crème, mug',
      [BOWL]: 'bol, bols, bol de soupe, bol de céréales',
      [PLATE]: 'assiette, assiettes, assiette vide',
      [BULLET]: 'train à grande vitesse, tgv, shinkansen',
      [NOODLES]: 'ramen, soupe de nouilles, nouilles',
      [PAN]: 'poêle, poêle à frire',
      [KETTLE]: 'bouilloire, théière',
      [EARTH]: 'planète terre, la planète terre, globe terrestre, notre planète',
      [PLANET]: 'planète, planete, planètes, saturne, jupiter',
    },
    table: 'table, tables, sur la table, bureau, table de cuisine, table en bois, plan de travail',
    setting: {
      village: 'village de pêcheurs, village de pecheurs, port de pêche',
      [REEF_PLACE]: 'récif de corail, récifs de corail, récif corallien',
      [BAMBOO_PLACE]: 'bambouseraie, forêt de bambous, bambous, bambou',
    },
    night: 'étoiles, ciel étoilé',
    earth: 'terre, la terre',
    season: 'automne, en automne, automnal, printemps, au printemps, été, en été',
    style:
      'style anime, style manga, style dessin animé, à la manière de, dans le style de, style, cinématographique, cinématique, 4k, 8k, hd, photoréaliste, hyperréaliste, ultra réaliste, réaliste, très détaillé, peinture à l huile, aquarelle, pixel art, studio ghibli, ghibli, chef d œuvre, art numérique',
  },
  de: {
    kinds: {
      [DOG]:
        'golden retriever, labrador, husky, schäferhund, deutscher schäferhund, corgi, beagle, bulldogge, dackel, chihuahua, dalmatiner',
      [STEAM]: 'dampfzug, dampfzüge, dampflok, dampfeisenbahn',
      [FIRE]: 'feuerwehrauto, feuerwehrautos, löschfahrzeug, feuerwehrwagen',
      [TURTLE]: 'meeresschildkröte, meeresschildkröten, seeschildkröte, seeschildkröten',
      [WHALE]: 'orca, orcas, schwertwal, buckelwal, blauwal',
      [CAKE]: 'schokoladenkuchen, schokokuchen, kuchen, torte, käsekuchen, stück kuchen, tortenstück',
      [COFFEE]: 'tasse kaffee, kaffeetasse, tasse tee, teetasse, tasse, becher, kaffee',
      [BOWL]: 'schüssel, schale, suppenschüssel, müslischale',
      [PLATE]: 'teller, leerer teller',
      [BULLET]: 'hochgeschwindigkeitszug, shinkansen, ice',
      [NOODLES]: 'ramen, nudelsuppe',
      [PAN]: 'pfanne, bratpfanne',
      [KETTLE]: 'wasserkocher, teekessel, kessel, teekanne',
      [EARTH]: 'planet erde, erdkugel, erdball, unser planet, unseren planeten',
      [PLANET]: 'planet, planeten, saturn, jupiter',
    },
    table: 'tisch, tische, auf dem tisch, schreibtisch, esstisch, küchentisch, holztisch, arbeitsplatte',
    setting: {
      village: 'fischerdorf, fischerdörfer',
      [REEF_PLACE]: 'korallenriff, korallenriffe, riff',
      [BAMBOO_PLACE]: 'bambuswald, bambushain, bambus',
    },
    night: 'sterne, sternenhimmel',
    earth: 'erde, die erde, der erde',
    season: 'herbst, im herbst, herbstlich, herbstlichen, frühling, im frühling, frühjahr, sommer, im sommer',
    style:
      'anime stil, im anime stil, animestil, manga stil, zeichentrick stil, im stil von, stil, filmisch, kinoreif, cinematic, 4k, 8k, hd, fotorealistisch, hyperrealistisch, ultrarealistisch, realistisch, sehr detailliert, ölgemälde, aquarell, pixel art, studio ghibli, ghibli, meisterwerk, digitale kunst',
  },
  ru: {
    kinds: {
      [DOG]:
        'золотистый ретривер, голден ретривер, ретривер, лабрадор, хаски, немецкая овчарка, овчарка, корги, бигль, бульдог, такса, чихуахуа, далматинец',
      [STEAM]: 'паровоз, паровозы, паровой поезд, паровые поезда',
      [FIRE]: 'пожарная машина, пожарные машины, пожарный автомобиль',
      [TURTLE]: 'морская черепаха, морские черепахи, морскую черепаху',
      [WHALE]: 'косатка, косатки, горбатый кит, синий кит',
      [CAKE]: 'шоколадный торт, торт, торта, тортик, чизкейк, кусок торта, пирожное',
      [COFFEE]: 'чашка кофе, чашка чая, чашка, чашку, кружка, кружку, кофе',
      [BOWL]: 'миска, миску, тарелка супа, пиала',
      [PLATE]: 'тарелка, тарелку, тарелки, пустая тарелка',
      [BULLET]: 'скоростной поезд, сапсан, синкансэн',
      [NOODLES]: 'рамен, лапша',
      [PAN]: 'сковорода, сковородка, сковородку',
      [KETTLE]: 'чайник, чайника, чайником',
      [EARTH]:
        'планета земля, планету земля, планеты земля, земной шар, земного шара, земным шаром, наша планета, нашей планеты',
      [PLANET]: 'планета, планету, планеты, планетой, планете, сатурн, юпитер',
    },
    table: 'стол, столе, столом, на столе, письменный стол, обеденный стол, кухонный стол, деревянный стол',
    setting: {
      village: 'рыбацкая деревня, рыбацкую деревню, рыбацкой деревне, рыбацкий посёлок, рыбацкий поселок',
      [REEF_PLACE]: 'коралловый риф, коралловые рифы, коралловом рифе, риф',
      [BAMBOO_PLACE]: 'бамбуковый лес, бамбуковая роща, бамбук',
    },
    night: 'звёзды, звезды, звёздное небо, звездное небо',
    earth: 'земля, земли, землю, землёй, землей, земле',
    season: 'осень, осенью, осенний, осенняя, осеннем, осеннее, весна, весной, весенний, лето, летом, летний',
    style:
      'в стиле аниме, в стиле манги, в стиле мультфильма, в стиле, стиль аниме, стиль, кинематографично, кинематографичный, кинематографический, 4k, 8k, hd, фотореалистичный, фотореалистично, гиперреалистичный, реалистичный, реалистично, очень детально, масляная живопись, акварель, пиксель арт, студия гибли, гибли, шедевр',
  },
  ja: {
    kinds: {
      [DOG]:
        'ゴールデンレトリバー, ゴールデン・レトリバー, レトリバー, ラブラドール, ハスキー, 柴犬, シェパード, コーギー, ビーグル, ブルドッグ, ダックスフンド, チワワ, ダルメシアン',
      [STEAM]: '蒸気機関車, 汽車, SL',
      [FIRE]: '消防車',
      [TURTLE]: 'ウミガメ, 海亀, うみがめ',
      [WHALE]: 'シャチ, ザトウクジラ, シロナガスクジラ',
      [CAKE]: 'チョコレートケーキ, チョコケーキ, チーズケーキ, ケーキ',
      [COFFEE]: 'コーヒーカップ, ティーカップ, マグカップ, カップ, コーヒー, 紅茶',
      [BOWL]: 'ボウル, お椀, 茶碗, どんぶり, 丼',
      [PLATE]: 'お皿, 皿, プレート',
      [BULLET]: '新幹線, 高速鉄道',
      [NOODLES]: 'ラーメン, うどん, そば, 拉麺',
      [PAN]: 'フライパン',
      [KETTLE]: 'やかん, ケトル, ティーポット, 急須',
      [EARTH]: '地球, ちきゅう, 地球儀',
      [PLANET]: '惑星, 土星, 木星',
    },
    table: 'テーブル, 机, 食卓, デスク, キッチンテーブル, 木のテーブル',
    setting: {
      village: '漁村, 漁師町',
      [REEF_PLACE]: 'サンゴ礁, 珊瑚礁',
      [BAMBOO_PLACE]: '竹林, 竹やぶ, 竹藪, 竹の森',
    },
    night: '星空, 星々, 星',
    season: '秋, 秋の, 春, 夏',
    style:
      'アニメ風, アニメ調, アニメスタイル, ジブリ風, 漫画風, マンガ風, 水彩画風, 水彩風, 油絵風, 映画風, 映画のような, シネマティック, 実写風, 写実的, フォトリアル, 超リアル, リアル, 4k, 8k, ピクセルアート, ドット絵, スタイル',
  },
  'zh-CN': {
    kinds: {
      [DOG]:
        '金毛寻回犬, 金毛犬, 金毛, 拉布拉多, 哈士奇, 德国牧羊犬, 牧羊犬, 柯基, 比格犬, 斗牛犬, 腊肠犬, 吉娃娃, 柴犬',
      [STEAM]: '蒸汽火车, 蒸汽机车',
      [FIRE]: '消防车',
      [TURTLE]: '海龟',
      [WHALE]: '虎鲸, 座头鲸, 蓝鲸',
      [CAKE]: '巧克力蛋糕, 芝士蛋糕, 蛋糕',
      [COFFEE]: '一杯咖啡, 咖啡杯, 茶杯, 杯子, 马克杯, 咖啡',
      [BOWL]: '碗, 一碗',
      [PLATE]: '盘子, 碟子',
      [BULLET]: '高铁, 动车, 子弹头列车, 新干线',
      [NOODLES]: '拉面, 面条, 汤面, 米粉',
      [PAN]: '平底锅, 炒锅',
      [KETTLE]: '水壶, 茶壶, 烧水壶',
      [EARTH]: '地球, 蓝色星球',
      [PLANET]: '行星, 星球, 土星, 木星',
    },
    table: '桌子, 桌上, 桌面, 餐桌, 书桌, 木桌',
    setting: { village: '渔村, 小渔村', [REEF_PLACE]: '珊瑚礁', [BAMBOO_PLACE]: '竹林, 竹海, 竹子' },
    night: '星星, 星空',
    season: '秋天, 秋季, 春天, 春季, 夏天, 夏季',
    style:
      '动漫风格, 动漫风, 动画风格, 卡通风格, 卡通风, 漫画风格, 宫崎骏风格, 吉卜力风格, 水彩风格, 水彩画, 油画风格, 油画, 像素风, 电影感, 电影风格, 电影级, 写实风格, 超写实, 写实, 风格, 4k, 8k, 高清',
  },
  ar: {
    kinds: {
      [DOG]: 'جولدن ريتريفر, غولدن ريتريفر, لابرادور, هاسكي, كلب الراعي الألماني, كورجي, بيغل, بولدوغ, تشيواوا',
      [STEAM]: 'قطار بخاري, القطار البخاري, قاطرة بخارية',
      [FIRE]: 'سيارة إطفاء, سيارة الإطفاء, شاحنة إطفاء, عربة إطفاء',
      [TURTLE]: 'سلحفاة بحرية, السلحفاة البحرية, سلاحف بحرية',
      [WHALE]: 'حوت قاتل, الحوت القاتل, أوركا, الحوت الأحدب, الحوت الأزرق',
      [CAKE]: 'كعكة الشوكولاتة, كعكة شوكولاتة, كعكة, كيك, تشيز كيك',
      [COFFEE]: 'فنجان قهوة, فنجان شاي, فنجان, كوب قهوة, كوب شاي, كوب, قهوة',
      [BOWL]: 'وعاء, زبدية, سلطانية, وعاء حساء',
      [PLATE]: 'طبق, صحن, صحن فارغ',
      [BULLET]: 'القطار السريع, قطار سريع, قطار الطلقة',
      [NOODLES]: 'رامن, نودلز',
      [PAN]: 'مقلاة, المقلاة',
      [KETTLE]: 'غلاية, الغلاية, إبريق, ابريق, إبريق الشاي',
      [EARTH]: 'كوكب الارض, كوكب الأرض, الكرة الارضية, الكرة الأرضية, كوكبنا',
      [PLANET]: 'كوكب, كوكبا, الكوكب, كواكب, زحل',
    },
    table: 'طاولة, الطاولة, على الطاولة, مكتب, طاولة الطعام, طاولة المطبخ, طاولة خشبية',
    setting: {
      village: 'قرية صيادين, قرية الصيادين',
      [REEF_PLACE]: 'شعاب مرجانية, الشعاب المرجانية, شعب مرجانية',
      [BAMBOO_PLACE]: 'غابة الخيزران, غابة خيزران, خيزران, بامبو',
    },
    night: 'نجوم, النجوم',
    earth: 'الارض, الأرض, ارض, أرض',
    season: 'الخريف, خريف, الربيع, ربيع, الصيف, صيف',
    style:
      'بأسلوب الأنمي, بأسلوب أنمي, أسلوب الأنمي, بأسلوب, على طريقة, أسلوب, سينمائي, سينمائية, 4k, 8k, دقة عالية, واقعي, واقعية, واقعية مفرطة, فائق الواقعية, لوحة زيتية, ألوان مائية, بكسل آرت, جيبلي, استوديو جيبلي, تحفة فنية',
  },
  fa: {
    kinds: {
      [DOG]: 'گلدن رتریور, گلدن, لابرادور, هاسکی, ژرمن شپرد, سگ گله آلمانی, کورگی, بیگل, بولداگ, شیواوا',
      [STEAM]: 'قطار بخار, قطار بخاری, لوکوموتیو بخار',
      [FIRE]: 'ماشین آتش نشانی, ماشین آتش‌نشانی, خودروی آتش نشانی',
      [TURTLE]: 'لاک پشت دریایی, لاک‌پشت دریایی, لاکپشت دریایی',
      [WHALE]: 'نهنگ قاتل, اورکا, نهنگ گوژپشت, نهنگ آبی',
      [CAKE]: 'کیک شکلاتی, کیک, چیزکیک, یک تکه کیک',
      [COFFEE]: 'فنجان قهوه, فنجان چای, فنجان, لیوان قهوه, لیوان, ماگ, قهوه',
      [BOWL]: 'کاسه, کاسه سوپ',
      [PLATE]: 'بشقاب, بشقاب خالی',
      [BULLET]: 'قطار سریع السیر, قطار پرسرعت, قطار گلوله',
      [NOODLES]: 'رامن, نودل',
      [PAN]: 'ماهیتابه',
      [KETTLE]: 'کتری, قوری, کتری برقی',
      [EARTH]: 'کره زمین, کره‌ی زمین, سیاره زمین, سیاره‌ی زمین, کره خاکی',
      [PLANET]: 'سیاره, سیاره‌ای, سیارات, زحل',
    },
    table: 'میز, روی میز, میز غذاخوری, میز آشپزخانه, میز چوبی, میز تحریر',
    setting: {
      village: 'روستای ماهیگیری, دهکده ماهیگیری',
      [REEF_PLACE]: 'صخره مرجانی, صخره‌های مرجانی, آبسنگ مرجانی, مرجان‌ها',
      [BAMBOO_PLACE]: 'جنگل بامبو, بیشه بامبو, بامبو',
    },
    night: 'ستاره‌ها, ستاره ها, ستارگان',
    earth: 'زمین',
    season: 'پاییز, پاییزی, بهار, بهاری, تابستان, تابستانی',
    style:
      'به سبک انیمه, سبک انیمه, به سبک, سبک, سینمایی, 4k, 8k, اچ دی, فوتورئالیستی, واقع گرایانه, واقع‌گرایانه, بسیار واقعی, نقاشی رنگ روغن, آبرنگ, پیکسل آرت, جیبلی, استودیو جیبلی, شاهکار',
  },
  hi: {
    kinds: {
      [DOG]: 'गोल्डन रिट्रीवर, लैब्राडोर, हस्की, जर्मन शेफर्ड, कॉर्गी, बीगल, बुलडॉग, चिहुआहुआ',
      [STEAM]:
        'भाप का इंजन, भाप इंजन, भाप वाला इंजन, भाप वाली ट्रेन, भाप की ट्रेन, भाप वाली रेलगाड़ी, भाप की रेलगाड़ी, भाप का रेल इंजन',
      [FIRE]: 'दमकल, दमकल गाड़ी, फायर ट्रक, अग्निशमन गाड़ी',
      [TURTLE]: 'समुद्री कछुआ, समुद्री कछुए',
      [WHALE]: 'किलर व्हेल, ओर्का, हंपबैक व्हेल, ब्लू व्हेल',
      [CAKE]: 'चॉकलेट केक, केक, चीज़केक',
      [COFFEE]: 'कॉफ़ी का कप, कॉफी का कप, चाय का कप, कप, मग, कॉफ़ी, कॉफी, चाय',
      [BOWL]: 'कटोरा, कटोरी, सूप का कटोरा',
      [PLATE]: 'थाली, प्लेट, खाली प्लेट',
      [BULLET]: 'बुलेट ट्रेन, तेज़ रफ़्तार ट्रेन',
      [NOODLES]: 'रामेन, नूडल्स',
      [PAN]: 'कड़ाही, फ्राइंग पैन',
      [KETTLE]: 'केतली, चायदानी',
      [EARTH]: 'पृथ्वी, पृथ्वी ग्रह, धरती ग्रह',
      [PLANET]: 'ग्रह, शनि ग्रह, बृहस्पति',
    },
    table: 'मेज़, मेज, मेज़ पर, मेज पर, टेबल, टेबल पर, डेस्क, खाने की मेज़',
    setting: {
      village: 'मछुआरों का गाँव, मछुआरों का गांव',
      [REEF_PLACE]: 'मूंगा चट्टान, प्रवाल भित्ति, कोरल रीफ',
      [BAMBOO_PLACE]: 'बांस का जंगल, बाँस का जंगल, बांस, बाँस',
    },
    night: 'तारे, सितारे, तारों',
    earth: 'धरती',
    season: 'पतझड़, पतझड़ में, शरद, बसंत, वसंत, गर्मी, गर्मियों',
    style:
      'एनीमे शैली, एनीमे स्टाइल, की शैली में, शैली में, शैली, स्टाइल, सिनेमाई, सिनेमैटिक, 4k, 8k, एचडी, फोटोरियलिस्टिक, यथार्थवादी, अति यथार्थवादी, तैल चित्र, जलरंग, पिक्सेल आर्ट, घिबली, स्टूडियो घिबली',
  },
  pt: {
    kinds: {
      [DOG]: 'golden retriever, labrador, husky, pastor alemão, corgi, beagle, buldogue, dálmata, chihuahua, salsicha',
      [STEAM]: 'trem a vapor, trens a vapor, comboio a vapor, locomotiva a vapor, maria fumaça',
      [FIRE]: 'caminhão de bombeiros, caminhões de bombeiros, carro de bombeiros, camião dos bombeiros',
      [TURTLE]: 'tartaruga marinha, tartarugas marinhas, tartaruga do mar',
      [WHALE]: 'orca, orcas, baleia jubarte, baleia azul',
      [CAKE]: 'bolo de chocolate, bolo, bolos, cheesecake, fatia de bolo',
      [COFFEE]: 'xícara de café, chávena de café, xícara de chá, xícara, caneca, cafezinho',
      [BOWL]: 'tigela, tigelas, tigela de sopa, bacia',
      [PLATE]: 'prato, pratos, prato vazio',
      [BULLET]: 'trem bala, trem de alta velocidade, comboio de alta velocidade',
      [NOODLES]: 'ramen, lámen',
      [PAN]: 'frigideira',
      [KETTLE]: 'chaleira, bule',
      [EARTH]: 'planeta terra, o planeta terra, globo terrestre, nosso planeta',
      [PLANET]: 'planeta, planetas, saturno, júpiter',
    },
    table:
      'mesa, mesas, sobre a mesa, na mesa, escrivaninha, secretária, mesa de jantar, mesa da cozinha, mesa de madeira, bancada',
    setting: {
      village: 'vila de pescadores, aldeia de pescadores, vila pesqueira, aldeia piscatória',
      [REEF_PLACE]: 'recife de coral, recifes de coral, recife de corais',
      [BAMBOO_PLACE]: 'bosque de bambu, floresta de bambu, bambuzal, bambu',
    },
    night: 'estrelas, céu estrelado',
    earth: 'terra, a terra',
    season: 'outono, no outono, outonal, primavera, na primavera, verão, no verão',
    style:
      'estilo anime, estilo mangá, estilo desenho animado, no estilo de, ao estilo de, estilo, cinematográfico, cinematográfica, 4k, 8k, hd, fotorrealista, hiper realista, hiper-realista, ultrarrealista, realista, muito detalhado, pintura a óleo, aquarela, aguarela, pixel art, studio ghibli, ghibli, obra prima, arte digital',
  },
  it: {
    kinds: {
      [DOG]: 'golden retriever, labrador, husky, pastore tedesco, corgi, beagle, bulldog, bassotto, chihuahua, dalmata',
      [STEAM]: 'treno a vapore, treni a vapore, locomotiva a vapore',
      [FIRE]: 'camion dei pompieri, autopompa, camion dei vigili del fuoco',
      [TURTLE]: 'tartaruga marina, tartarughe marine, tartaruga di mare',
      [WHALE]: 'orca, orche, megattera, balenottera azzurra',
      [CAKE]: 'torta al cioccolato, torta, torte, cheesecake, fetta di torta',
      [COFFEE]: 'tazza di caffè, tazzina, tazza di tè, tazza, tazze, caffè, cappuccino, espresso',
      [BOWL]: 'ciotola, ciotole, scodella, ciotola di zuppa',
      [PLATE]: 'piatto, piatti, piatto vuoto',
      [BULLET]: 'treno ad alta velocità, frecciarossa, shinkansen',
      [NOODLES]: 'ramen',
      [PAN]: 'padella',
      [KETTLE]: 'bollitore, teiera',
      [EARTH]: 'pianeta terra, il pianeta terra, globo terrestre, il nostro pianeta',
      [PLANET]: 'pianeta, pianeti, saturno, giove',
    },
    table: 'tavolo, tavoli, sul tavolo, tavola, scrivania, tavolo da pranzo, tavolo della cucina, tavolo di legno',
    setting: {
      village: 'villaggio di pescatori, borgo di pescatori, paese di pescatori',
      [REEF_PLACE]: 'barriera corallina, barriere coralline, scogliera corallina',
      [BAMBOO_PLACE]: 'bosco di bambù, foresta di bambù, bambù',
    },
    night: 'stelle, cielo stellato',
    earth: 'terra, la terra',
    season: 'autunno, in autunno, autunnale, primavera, in primavera, estate, d estate',
    style:
      'stile anime, in stile anime, stile manga, stile cartone animato, nello stile di, alla maniera di, in stile, stile, cinematografico, cinematografica, 4k, 8k, hd, fotorealistico, iperrealistico, ultrarealistico, realistico, molto dettagliato, pittura a olio, acquerello, pixel art, studio ghibli, ghibli, capolavoro, arte digitale',
  },
  id: {
    kinds: {
      [DOG]: 'golden retriever, labrador, husky, gembala jerman, corgi, beagle, bulldog, chihuahua',
      [STEAM]: 'kereta uap, lokomotif uap, kereta api uap',
      [FIRE]: 'mobil pemadam kebakaran, mobil pemadam, truk pemadam kebakaran, truk pemadam',
      [TURTLE]: 'penyu, penyu laut, kura kura laut',
      [WHALE]: 'paus pembunuh, orca, paus bungkuk, paus biru',
      [CAKE]: 'kue cokelat, kue coklat, kue, bolu, cheesecake, sepotong kue',
      [COFFEE]: 'secangkir kopi, cangkir kopi, secangkir teh, cangkir, gelas kopi, mug, kopi',
      [BOWL]: 'mangkuk, mangkok, semangkuk, mangkuk sup',
      [PLATE]: 'piring, piring kosong',
      [BULLET]: 'kereta cepat, kereta peluru, shinkansen',
      [NOODLES]: 'ramen, mie, mi ayam, bakmi',
      '🍛': 'nasi goreng, nasi campur, nasi padang, nasi uduk, nasi kuning, nasi rendang',
      [PAN]: 'wajan, penggorengan',
      [KETTLE]: 'ketel, teko, cerek',
      [EARTH]: 'planet bumi, bola bumi',
      [PLANET]: 'planet, saturnus, jupiter',
    },
    table: 'meja, di atas meja, meja makan, meja dapur, meja kayu, meja kerja',
    setting: {
      village: 'desa nelayan, kampung nelayan',
      [REEF_PLACE]: 'terumbu karang',
      [BAMBOO_PLACE]: 'hutan bambu, rumpun bambu, bambu',
    },
    night: 'bintang-bintang, langit berbintang',
    earth: 'bumi',
    season: 'musim gugur, musim semi, musim panas',
    style:
      'gaya anime, bergaya anime, gaya manga, gaya kartun, dengan gaya, bergaya, gaya, sinematik, 4k, 8k, hd, fotorealistik, hiperrealistik, sangat realistis, realistis, sangat detail, lukisan cat minyak, cat air, pixel art, studio ghibli, ghibli, mahakarya, seni digital',
  },
  nl: {
    kinds: {
      [DOG]:
        'golden retriever, labrador, husky, duitse herder, herdershond, corgi, beagle, buldog, teckel, chihuahua, dalmatiër',
      [STEAM]: 'stoomtrein, stoomtreinen, stoomlocomotief',
      [FIRE]: 'brandweerauto, brandweerwagen, brandweerautos',
      [TURTLE]: 'zeeschildpad, zeeschildpadden',
      [WHALE]: 'orka, orka s, zwaardwalvis, bultrug, blauwe vinvis',
      [CAKE]: 'chocoladetaart, taart, taartje, cake, kwarktaart, cheesecake, stuk taart',
      [COFFEE]: 'kop koffie, kopje koffie, koffiekop, kop thee, kopje thee, theekopje, kopje, mok, koffie',
      [BOWL]: 'kom, kommen, schaal, soepkom',
      [PLATE]: 'bord, borden, leeg bord',
      [BULLET]: 'hogesnelheidstrein, shinkansen',
      [NOODLES]: 'noedelsoep, noedels',
      [PAN]: 'koekenpan, braadpan',
      [KETTLE]: 'waterkoker, ketel, fluitketel, theepot',
      [EARTH]: 'planeet aarde, aardbol, de aardbol, onze planeet',
      [PLANET]: 'planeet, planeten, saturnus, jupiter',
    },
    table: 'tafel, tafels, op tafel, op de tafel, bureau, eettafel, keukentafel, houten tafel, aanrecht',
    setting: {
      village: 'vissersdorp, vissersdorpje',
      [REEF_PLACE]: 'koraalrif, koraalriffen',
      [BAMBOO_PLACE]: 'bamboebos, bamboewoud, bamboe',
    },
    night: 'sterren, sterrenhemel',
    earth: 'aarde, de aarde',
    season: 'herfst, in de herfst, herfstig, lente, voorjaar, zomer, in de zomer',
    style:
      'anime stijl, in anime stijl, animestijl, manga stijl, tekenfilmstijl, in de stijl van, stijl, filmisch, cinematisch, 4k, 8k, hd, fotorealistisch, hyperrealistisch, ultrarealistisch, realistisch, zeer gedetailleerd, olieverfschilderij, aquarel, pixel art, studio ghibli, ghibli, meesterwerk, digitale kunst',
  },
  vi: {
    kinds: {
      [DOG]:
        'chó golden retriever, golden retriever, chó golden, labrador, husky, chó husky, béc giê, chó becgie, corgi, chó corgi, beagle, bulldog, chihuahua',
      [STEAM]: 'tàu hơi nước, đầu máy hơi nước, xe lửa hơi nước, tàu hỏa hơi nước, tàu lửa hơi nước, đoàn tàu hơi nước',
      [FIRE]: 'xe cứu hỏa, xe chữa cháy',
      [TURTLE]: 'rùa biển',
      [WHALE]: 'cá voi sát thủ, cá orca, cá voi lưng gù, cá voi xanh',
      [CAKE]: 'bánh sô cô la, bánh socola, bánh kem, bánh ngọt, bánh phô mai, miếng bánh',
      [COFFEE]: 'tách cà phê, ly cà phê, cốc cà phê, tách trà, cái cốc, cái tách, cà phê',
      [BOWL]: 'cái bát, cái tô, bát, bát canh',
      [PLATE]: 'cái đĩa, đĩa, đĩa trống',
      [BULLET]: 'tàu cao tốc, tàu siêu tốc, shinkansen',
      [NOODLES]: 'phở, bát phở, tô phở, mì, bún',
      [PAN]: 'chảo',
      [KETTLE]: 'ấm nước, ấm đun nước, ấm trà',
      [EARTH]: 'trái đất, trai dat, địa cầu, quả địa cầu, hành tinh xanh',
      [PLANET]: 'hành tinh, sao thổ, sao mộc',
    },
    table: 'cái bàn, bàn, trên bàn, bàn ăn, bàn bếp, bàn gỗ, bàn làm việc',
    setting: {
      village: 'làng chài',
      street: 'đường cao tốc, xa lộ',
      [REEF_PLACE]: 'rạn san hô',
      [BAMBOO_PLACE]: 'rừng tre, lũy tre, bụi tre, rừng trúc, tre',
    },
    night: 'những vì sao, sao trời, bầu trời đầy sao',
    season: 'mùa thu, mùa xuân, mùa hè, mùa hạ',
    style:
      'phong cách anime, phong cách hoạt hình, phong cách manga, theo phong cách, phong cách, điện ảnh, kiểu điện ảnh, 4k, 8k, hd, siêu thực, chân thực, rất chi tiết, tranh sơn dầu, màu nước, pixel art, studio ghibli, ghibli, kiệt tác',
  },
  tr: {
    kinds: {
      [DOG]:
        'golden retriever, labrador, husky, alman çoban köpeği, kurt köpeği, corgi, beagle, buldog, sosis köpeği, chihuahua, dalmaçyalı',
      [STEAM]: 'buharlı tren, buharlı lokomotif, kara tren',
      [FIRE]: 'itfaiye aracı, itfaiye arabası, itfaiye kamyonu, itfaiye',
      [TURTLE]: 'deniz kaplumbağası, deniz kaplumbağaları',
      [WHALE]: 'katil balina, orka, kambur balina, mavi balina',
      [CAKE]: 'çikolatalı pasta, çikolatalı kek, pasta, kek, cheesecake, bir dilim pasta',
      [COFFEE]: 'bir fincan kahve, kahve fincanı, çay bardağı, bir fincan çay, fincan, kupa, kahve',
      [BOWL]: 'kase, çanak, çorba kasesi, bir kase',
      [PLATE]: 'tabak, boş tabak',
      [BULLET]: 'hızlı tren, yüksek hızlı tren, şinkansen',
      [NOODLES]: 'ramen, erişte',
      [PAN]: 'tava',
      [KETTLE]: 'çaydanlık, demlik, su ısıtıcısı',
      [EARTH]: 'dünya gezegeni, yerküre, yer küre, gezegenimiz',
      [PLANET]: 'gezegen, satürn, jüpiter',
    },
    table: 'masa, masada, masanın üstünde, masanın üzerinde, yemek masası, mutfak masası, ahşap masa, çalışma masası',
    setting: {
      village: 'balıkçı köyü, balıkçı kasabası',
      [REEF_PLACE]: 'mercan resifi, mercan kayalığı, mercan resifleri',
      [BAMBOO_PLACE]: 'bambu ormanı, bambu korusu, bambu',
    },
    night: 'yıldızlar, yıldızlı gökyüzü',
    earth: 'dünya',
    season: 'sonbahar, sonbaharda, ilkbahar, ilkbaharda, yazın, yaz aylarında',
    style:
      'çekim, çekimi, çekimde, görüntüsü, anime tarzında, anime tarzı, anime stili, manga tarzında, çizgi film tarzında, tarzında, tarzı, stilinde, stili, sinematik, sinemasal, 4k, 8k, hd, fotogerçekçi, hiper gerçekçi, gerçekçi, çok detaylı, yağlı boya, suluboya, sulu boya, piksel sanatı, studio ghibli, ghibli, başyapıt, dijital sanat',
  },
  ko: {
    kinds: {
      [DOG]:
        '골든 리트리버, 골든리트리버, 리트리버, 래브라도, 허스키, 셰퍼드, 저먼 셰퍼드, 웰시코기, 코기, 비글, 불독, 닥스훈트, 치와와, 진돗개, 시바견',
      [STEAM]: '증기 기관차, 증기기관차, 증기 열차, 증기열차',
      [FIRE]: '소방차',
      [TURTLE]: '바다거북, 바다 거북',
      [WHALE]: '범고래, 혹등고래, 흰수염고래',
      [CAKE]: '초콜릿 케이크, 초코 케이크, 치즈케이크, 케이크',
      [COFFEE]: '커피 한 잔, 커피잔, 찻잔, 머그잔, 컵, 커피',
      [BOWL]: '그릇, 사발, 국그릇',
      [PLATE]: '접시, 빈 접시',
      [BULLET]: '고속열차, 고속 열차, KTX, 신칸센',
      [NOODLES]: '라면, 라멘, 국수, 우동',
      [PAN]: '프라이팬',
      [KETTLE]: '주전자, 찻주전자',
      [EARTH]: '지구, 지구별',
      [PLANET]: '행성, 토성, 목성',
    },
    table: '테이블, 탁자, 식탁, 책상, 나무 테이블, 테이블 위',
    setting: {
      village: '어촌, 어촌 마을',
      [REEF_PLACE]: '산호초',
      [BAMBOO_PLACE]: '대나무 숲, 대나무숲, 대숲, 대나무',
    },
    night: '별들, 별빛',
    season: '가을, 봄, 여름, 가을의, 봄날',
    style:
      '애니메이션 스타일, 애니 스타일, 애니풍, 만화 스타일, 지브리 스타일, 스타일의, 스타일로, 스타일, 풍의, 시네마틱, 영화 같은, 영화같은, 4k, 8k, 고화질, 실사풍, 포토리얼, 극사실적, 사실적인, 유화, 수채화, 픽셀 아트, 지브리, 걸작',
  },
};

/**
 * Vehicle makes, the same in every language. `capital`: the name is also a common word (Italian
 * "vespa" is a wasp, "mustang" a horse, "jaguar" a cat), so it is the vehicle only written with a
 * capital letter inside the prompt ("una Vespa rossa"); the others are the vehicle however written.
 */
export const BRANDS: Record<string, { emoji: string; capital: boolean }> = {
  vespa: { emoji: '🛵', capital: true },
  lambretta: { emoji: '🛵', capital: false },
  ferrari: { emoji: '🏎️', capital: false },
  lamborghini: { emoji: '🏎️', capital: false },
  porsche: { emoji: '🏎️', capital: false },
  maserati: { emoji: '🏎️', capital: false },
  bugatti: { emoji: '🏎️', capital: false },
  mclaren: { emoji: '🏎️', capital: false },
  ducati: { emoji: '🏍️', capital: false },
  harley: { emoji: '🏍️', capital: false },
  yamaha: { emoji: '🏍️', capital: true },
  kawasaki: { emoji: '🏍️', capital: false },
  jeep: { emoji: '🚙', capital: false },
  'land rover': { emoji: '🚙', capital: false },
  tesla: { emoji: '🚗', capital: true },
  mustang: { emoji: '🚗', capital: true },
  jaguar: { emoji: '🚗', capital: true },
  beetle: { emoji: '🚗', capital: true },
};
