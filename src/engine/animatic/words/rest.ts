/**
 * Words of staying in one place and doing something there: sleeping, resting or lying, sitting,
 * eating, in each of the 17 locales, spelt as words.ts spells its lists. Without them "a cat
 * sleeping on the sofa" or "a panda eating bamboo" fell back on a walk. They are merged ahead of
 * words.ts's own motion lists, whose idle list still holds some of the same words: the first
 * list that holds a word wins, so the more precise meaning is read.
 */
import type { Motion } from '@/lib/scene-plan';

type RestMotion = 'sleep' | 'rest' | 'sit' | 'eat';

const REST_WORDS: Record<string, Record<RestMotion, string>> = {
  en: {
    sleep: 'sleep, sleeps, sleeping, slept, asleep, nap, naps, napping, dozing, dozes, dozed, snooz*, slumber*',
    rest: 'rest, rests, resting, rested, lying, lies, lying down, lies down, lays, laying, lounging, lounges, reclin*, basking, curled up, sprawled',
    sit: 'sit, sits, sitting, sat, seated, sitting down',
    eat: 'eat, eats, eating, ate, munch*, nibbl*, chewing, chews, graz*, feeds on, gnaw*, devour*, pecking',
  },
  es: {
    sleep: 'duerme, duermen, durmiendo, dormido, dormida, dormidos, dormidas, dormir, dormita*, siesta',
    rest: 'descansa, descansan, descansando, tumbado*, tumbada*, acostado*, acostada*, echado*, echada*, recostado*, recostada*, reposando, tendido*',
    sit: 'sentado, sentada, sentados, sentadas, se sienta, se sientan, sentándose, sentandose',
    eat: 'come, comen, comiendo, comer, mordisque*, devorando, devora, pastando, pasta la hierba, picotea*',
  },
  fr: {
    sleep: 'dort, dorment, dormant, endormi*, dormir, fait la sieste, sieste, somnol*, roupill*',
    rest: 'se repose, se reposent, repose, au repos, allongé*, couché*, étendu*, se prélass*, paress*',
    sit: 'assis, assise, assises, s assoit, s assied, s asseoit, s assoient, assis sur',
    eat: 'mange, mangent, mangeant, manger, grignot*, dévor*, broute*, picore*',
  },
  de: {
    sleep: 'schläft, schlafen, schlafend*, schlief*, döst, dösen, dösend*, schlummer*, eingeschlafen*',
    rest: 'ruht, ruhen, ruhend*, ausruh*, liegt, liegen, liegend*, faulenz*, räkelt, rekelt, sonnt sich',
    sit: 'sitzt, sitzen, sitzend*, saß, sassen, hockt, hocken, hockend*',
    eat: 'frisst, fressen, fressend*, isst, essend*, knabber*, mampf*, kaut, kauen, grast, grasen, pickt, picken',
  },
  ru: {
    sleep: 'спит, спят, спящ*, спя, дремл*, дремать, уснул*, заснул*, спать',
    rest: 'отдыха*, лежит, лежат, лежащ*, лёжа, разлёгся, развалился, развалилась, нежится, греется',
    sit: 'сидит, сидят, сидящ*, сидя, присел, присела, сидеть',
    eat: 'ест, едят, едящ*, поеда*, жуёт, жуют, грыз*, клюёт, клюют, пасётся, пасутся, кушает, обедает',
  },
  pt: {
    sleep: 'dorme, dormem, dormindo, adormecid*, dormir, cochilando, cochila',
    rest: 'descansa, descansam, descansando, deitado*, deitada*, repousando, relaxando, estirado*',
    sit: 'sentado, sentada, sentados, sentadas, senta se, sentam se, sentando',
    eat: 'come, comem, comendo, comer, mastigando, mastiga, pastando, pasta, roendo, rói, bicando',
  },
  it: {
    sleep: 'dorme, dormono, dormendo, addormentat*, dormire, sonnecchi*, pisolino',
    rest: 'riposa, riposano, riposando, sdraiat*, distes*, coricat*, si crogiola',
    sit: 'seduto, seduta, seduti, sedute, si siede, si siedono, seduto su',
    eat: 'mangia, mangiano, mangiando, mangiare, sgranocchi*, rosicchi*, bruca*, divora*, becca*',
  },
  nl: {
    sleep: 'slaapt, slapen, slapend*, sliep, sliepen, dut, dutje, doezel*, ingeslapen',
    rest: 'rust, rusten, rustend*, uitrust*, ligt, liggen, liggend*, luier*, zonnebaadt',
    sit: 'zit, zitten, zittend*, zat, zaten',
    eat: 'eet, eten, etend*, vreet, vreten, knabbel*, knaagt, graast, grazen, pikt, pikken',
  },
  ja: {
    sleep: '眠る, 眠って, 眠り, 眠った, 寝て, 寝る, 寝ている, 昼寝, 居眠り, 熟睡',
    rest: '休む, 休んで, 休憩, 横たわ, 寝そべ, 寝転, くつろ, 伏せ',
    sit: '座る, 座って, 座り, 座った, 腰掛け, 腰かけ',
    eat: '食べる, 食べて, 食べ, 食事, かじ, 草を食',
  },
  ko: {
    sleep: '자는, 잠든, 잠자는, 자고, 잠을, 졸고, 조는, 낮잠',
    rest: '쉬는, 쉬고, 휴식, 누워, 누운, 엎드려, 엎드린, 드러누',
    sit: '앉아, 앉은, 앉아서, 앉아 있는, 앉고',
    eat: '먹는, 먹고, 먹어, 먹으며, 뜯어 먹, 갉아',
  },
  'zh-CN': {
    sleep: '睡觉, 睡着, 在睡, 熟睡, 沉睡, 打盹, 入睡, 酣睡',
    rest: '休息, 躺着, 躺在, 趴着, 趴在, 歇息, 晒太阳',
    sit: '坐着, 坐在, 坐',
    eat: '吃着, 在吃, 吃, 啃, 进食, 觅食',
  },
  ar: {
    sleep: 'نائم, نائمة, نائمون, ينام, تنام, ينامون, نوم, غاف, غافية',
    rest: 'يستريح, تستريح, يستريحون, مستلق, مستلقي, مستلقية, يستلقي, تستلقي, يرتاح, ترتاح, متمدد, ممدد',
    sit: 'يجلس, تجلس, يجلسون, جالس, جالسة, جالسون, قاعد, قاعدة',
    eat: 'يأكل, تأكل, يأكلون, يأكلان, تأكلان, آكل, يلتهم, تلتهم, يقضم, ينقر, يرعى, ترعى',
  },
  fa: {
    sleep: 'خوابیده, می‌خوابد, میخوابد, می‌خوابند, میخوابند, چرت می‌زند, چرت میزند, در خواب',
    rest: 'استراحت, استراحت می‌کند, استراحت میکند, دراز کشیده, لم داده, آرمیده',
    sit: 'نشسته, می‌نشیند, مینشیند, نشسته‌اند, نشسته است',
    eat: 'می‌خورد, میخورد, می‌خورند, میخورند, خوردن, در حال خوردن, می‌جود, میجود, می‌چرد, میچرد',
  },
  hi: {
    sleep: 'सो रहा, सो रही, सो रहे, सोता, सोती, सोते, सोया, सोई, सोए, नींद, झपकी',
    rest: 'आराम, आराम कर, लेटा, लेटी, लेटे, लेटा हुआ, लेटी हुई, पसरा',
    sit: 'बैठा, बैठी, बैठे, बैठा हुआ, बैठी हुई, बैठकर',
    eat: 'खा रहा, खा रही, खा रहे, खाता, खाती, खाते, खाते हुए, चर रहा, चर रही, चरती, चरते, कुतर',
  },
  id: {
    sleep: 'tidur, sedang tidur, tertidur, terlelap, mengantuk',
    rest: 'beristirahat, istirahat, berbaring, rebahan, bersantai, berjemur',
    sit: 'duduk, sedang duduk, terduduk',
    eat: 'makan, sedang makan, memakan, mengunyah, menggigit, merumput, mematuk',
  },
  tr: {
    sleep: 'uyuyan, uyuyor, uyur, uyumuş, uyukluyor, uyuklayan, uykuda',
    rest: 'dinlenen, dinleniyor, dinlenmiş, uzanmış, uzanan, uzanıyor, yatan, yatıyor, yatmış',
    sit: 'oturan, oturuyor, oturmuş, otururken',
    eat: 'yiyen, yiyor, yemek yiyen, yemek yiyor, kemiren, kemiriyor, otlayan, otluyor, gagalayan',
  },
  vi: {
    sleep: 'ngủ, đang ngủ, ngủ say, ngủ trưa, ngủ gật',
    rest: 'nằm, đang nằm, nằm nghỉ, nghỉ ngơi, nằm dài, sưởi nắng',
    sit: 'ngồi, đang ngồi, ngồi trên',
    eat: 'ăn, đang ăn, gặm, nhai, mổ, gặm cỏ',
  },
};

/** Puts these words ahead of each locale's own motion lists (the first list that holds a word wins). */
export function mergeRestWords(words: Record<string, { motion: Partial<Record<Motion, string>> }>): void {
  for (const [locale, extra] of Object.entries(REST_WORDS)) {
    const own = words[locale];
    if (own) own.motion = { ...extra, ...own.motion };
  }
}
