/** Two-shot stories in each of the 17 languages, for the continuity tests of the engine and of the create route. */
/**
 * For every language: a red animal walking in a forest at night, then a shot that refers to it
 * by a pronoun with a motion of its own (no place, no time), and the same with a new place (the sea).
 */
export const CONTINUITY_STORIES: Record<
  string,
  { first: string; pronoun: string; newPlace: string; motion: string; emoji: string }
> = {
  en: {
    first: 'A red fox walks in the forest at night.',
    pronoun: 'He runs fast.',
    newPlace: 'She runs to the sea.',
    motion: 'run',
    emoji: '🦊',
  },
  es: {
    first: 'Un zorro rojo camina por el bosque de noche.',
    pronoun: 'Él corre.',
    newPlace: 'Ella corre hacia el mar.',
    motion: 'run',
    emoji: '🦊',
  },
  fr: {
    first: 'Un renard rouge marche dans la forêt la nuit.',
    pronoun: "Il s'envole.",
    newPlace: 'Il court vers la mer.',
    motion: 'fly',
    emoji: '🦊',
  },
  de: {
    first: 'Eine rote Katze läuft nachts durch den Wald.',
    pronoun: 'Sie tanzt.',
    newPlace: 'Sie rennt zum Meer.',
    motion: 'dance',
    emoji: '🐈',
  },
  ru: {
    first: 'Красная лиса идёт по лесу ночью.',
    pronoun: 'Она бежит.',
    newPlace: 'Она бежит к морю.',
    motion: 'run',
    emoji: '🦊',
  },
  ja: {
    first: '赤い猫が夜の森を歩く。',
    pronoun: '彼女は走る。',
    newPlace: '彼女は海へ走る。',
    motion: 'run',
    emoji: '🐈',
  },
  'zh-CN': {
    first: '一只红色的猫在夜晚的森林里走。',
    pronoun: '它在跑。',
    newPlace: '它跑向大海。',
    motion: 'run',
    emoji: '🐈',
  },
  ar: {
    first: 'قطة حمراء تمشي في الغابة ليلا.',
    pronoun: 'وهي تطير.',
    newPlace: 'هي تركض إلى البحر.',
    motion: 'fly',
    emoji: '🐈',
  },
  pt: {
    first: 'Uma raposa vermelha anda na floresta à noite.',
    pronoun: 'Ela corre.',
    newPlace: 'Ela corre para o mar.',
    motion: 'run',
    emoji: '🦊',
  },
  it: {
    first: 'Una volpe rossa cammina nel bosco di notte.',
    pronoun: 'Lei corre.',
    newPlace: 'Lei corre verso il mare.',
    motion: 'run',
    emoji: '🦊',
  },
  id: {
    first: 'Seekor rubah merah berjalan di hutan pada malam hari.',
    pronoun: 'Dia berlari.',
    newPlace: 'Dia berlari ke laut.',
    motion: 'run',
    emoji: '🦊',
  },
  nl: {
    first: 'Een rode vos loopt door het bos in de nacht.',
    pronoun: 'Hij rent.',
    newPlace: 'Hij rent naar de zee.',
    motion: 'run',
    emoji: '🦊',
  },
  vi: {
    first: 'Một con cáo đỏ đi trong rừng vào ban đêm.',
    pronoun: 'Anh ấy chạy.',
    newPlace: 'Nó chạy ra biển.',
    motion: 'run',
    emoji: '🦊',
  },
  tr: {
    first: 'Kırmızı bir tilki gece ormanda yürüyor.',
    pronoun: 'O koşuyor.',
    newPlace: 'O denize koşuyor.',
    motion: 'run',
    emoji: '🦊',
  },
  ko: {
    first: '빨간 고양이가 밤에 숲을 걷는다.',
    pronoun: '그녀는 달린다.',
    newPlace: '그녀는 바다로 달린다.',
    motion: 'run',
    emoji: '🐈',
  },
  fa: {
    first: 'یک روباه قرمز شب در جنگل راه می‌رود.',
    pronoun: 'او می‌دود.',
    newPlace: 'او به سوی دریا می‌دود.',
    motion: 'run',
    emoji: '🦊',
  },
  hi: {
    first: 'एक लाल बिल्ली रात में जंगल में चलती है।',
    pronoun: 'वह उड़ती है।',
    newPlace: 'वह समुद्र की ओर दौड़ती है।',
    motion: 'fly',
    emoji: '🐈',
  },
};
