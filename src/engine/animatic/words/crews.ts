/**
 * Words for the people who work a vehicle and the work a person does sitting down, per locale, for
 * crews.ts and whereabouts.ts. `fisher` rows a boat, `driver` drives a car, a bus or a truck (a
 * farmer and a pilot are also emoji of the lexicon, found here in the forms it lacks); `read` is
 * reading, which a person does seated with the book in hand. Entries are separated by ", "; a trailing "*" matches the start of
 * a word; languages written without spaces (ja, zh-CN) match anywhere.
 */
type CrewWords = { fisher: string; driver: string; farmer: string; pilot: string; read: string };

export const CREW_WORDS: Record<string, CrewWords> = {
  en: {
    fisher: 'fisherman, fishermen, fisher, fishers, angler, anglers, fisherwoman',
    driver: 'driver, drivers, chauffeur, trucker, cabbie',
    farmer: 'farmer, farmers, farmhand',
    pilot: 'pilot, pilots, aviator',
    read: 'read, reads, reading',
  },
  es: {
    fisher: 'pescador, pescadores, pescadora',
    driver: 'conductor, conductora, chófer, chofer, taxista, camionero',
    farmer: 'granjero, granjera, granjeros, agricultor, agricultora, campesino, campesina',
    pilot: 'piloto, pilotos, aviador',
    read: 'lee, leen, leyendo, leer',
  },
  fr: {
    fisher: 'pêcheur, pêcheurs, pêcheuse',
    driver: 'conducteur, conductrice, chauffeur, chauffeuse, routier, chauffeur de taxi',
    farmer: 'fermier, fermière, fermiers, agriculteur, agricultrice, paysan, paysanne',
    pilot: 'pilote, pilotes, aviateur',
    read: 'lit, lisent, lisant, lire',
  },
  de: {
    fisher: 'fischer, fischerin, angler, anglerin',
    driver: 'fahrer, fahrerin, chauffeur, taxifahrer, busfahrer, lkw-fahrer, autofahrer',
    farmer: 'bauer, bäuerin, bauern, landwirt, landwirtin',
    pilot: 'pilot, pilotin, piloten, flieger',
    read: 'liest, lesen, lesend*',
  },
  ru: {
    fisher: 'рыбак, рыбака, рыбаки, рыбаков, рыболов, рыболова',
    driver: 'водитель, водителя, шофёр, шофер, таксист',
    farmer: 'фермер, фермера, фермерша, крестьянин, крестьянка',
    pilot: 'пилот, пилота, лётчик, летчик, лётчица',
    read: 'читает, читают, читать, читающ*',
  },
  pt: {
    fisher: 'pescador, pescadores, pescadora',
    driver: 'motorista, taxista, condutor, condutora, caminhoneiro',
    farmer: 'fazendeiro, fazendeira, agricultor, agricultora, camponês, camponesa',
    pilot: 'piloto, pilotos, aviador',
    read: 'lê, leem, lendo, ler',
  },
  it: {
    fisher: 'pescatore, pescatori, pescatrice',
    driver: 'autista, guidatore, tassista, camionista',
    farmer: 'contadino, contadina, agricoltore, fattore',
    pilot: 'pilota, piloti, aviatore',
    read: 'legge, leggono, leggendo, leggere',
  },
  nl: {
    fisher: 'visser, vissers, hengelaar, hengelaars',
    driver: 'chauffeur, bestuurder, taxichauffeur, buschauffeur, vrachtwagenchauffeur',
    farmer: 'boer, boerin, boeren, landbouwer',
    pilot: 'piloot, piloten',
    read: 'leest, lezen, lezend*',
  },
  ja: {
    fisher: '漁師, 釣り人, 漁夫',
    driver: '運転手, ドライバー',
    farmer: '農家, 農夫, 農民',
    pilot: 'パイロット, 操縦士',
    read: '読んで, 読む, 読書, 読み',
  },
  ko: {
    fisher: '어부, 낚시꾼',
    driver: '운전사, 운전기사, 운전자',
    farmer: '농부, 농민',
    pilot: '조종사, 파일럿',
    read: '읽*, 독서*',
  },
  'zh-CN': {
    fisher: '渔夫, 渔民, 钓鱼的人, 渔翁',
    driver: '司机',
    farmer: '农民, 农夫',
    pilot: '飞行员',
    read: '看书, 读书, 阅读, 在读, 在看书',
  },
  ar: {
    fisher: 'صياد, الصياد, صيادا, صياد السمك',
    driver: 'سائق, السائق, سائقة, سائقا',
    farmer: 'مزارع, المزارع, فلاح, الفلاح, فلاحة',
    pilot: 'طيار, الطيار, طيارة',
    read: 'يقرأ, تقرأ, يقرا, تقرا, يقرؤون, قراءة, يطالع, تطالع',
  },
  fa: {
    fisher: 'ماهیگیر, ماهی‌گیر, ماهیگیری',
    driver: 'راننده',
    farmer: 'کشاورز, دهقان',
    pilot: 'خلبان',
    read: 'می‌خواند, میخواند, می خواند, مطالعه, خواندن',
  },
  hi: {
    fisher: 'मछुआरा, मछुआरे, मछुआरी',
    driver: 'ड्राइवर, चालक',
    farmer: 'किसान',
    pilot: 'पायलट, विमान चालक',
    read: 'पढ़*, पढ*',
  },
  id: {
    fisher: 'nelayan, pemancing',
    driver: 'sopir, supir, pengemudi',
    farmer: 'petani',
    pilot: 'pilot, penerbang',
    read: 'membaca, baca, sedang membaca',
  },
  tr: {
    fisher: 'balıkçı*',
    driver: 'şoför*, sürücü*',
    farmer: 'çiftçi*',
    pilot: 'pilot*',
    read: 'okuyor, okur, okuyan, okumak, okuyarak',
  },
  vi: {
    fisher: 'ngư dân, người câu cá, người đánh cá',
    driver: 'tài xế, người lái xe',
    farmer: 'nông dân',
    pilot: 'phi công',
    read: 'đọc',
  },
};
