import { describe, expect, it } from 'vitest';
import { LOCALES } from './normalize';
import { understand } from './understand';

/**
 * Prompts written for these tests (not the eval corpus): the interaction verbs and the camera words
 * in all 17 languages. Each row: the prompt, then its subjects' motions joined by "+" and "|" the camera.
 */
const VERBS: [string, string][] = [
  ['drone shot of a lighthouse by the sea', 'idle|drone'],
  ['the camera slowly approaches a sleeping cat', 'sleep|push-in'],
  ['a tiger chasing a deer through the jungle', 'chase+run|static'],
  ['a moon orbiting a planet, zoom out', 'orbit+idle|pull-out'],
  ['toma aérea de un pueblo en la montaña', '|drone'],
  ['un perro persigue a un gato, la cámara se acerca', 'chase+run|push-in'],
  ['plan de drone sur une forêt enneigée', '|drone'],
  ['un chien qui joue dans un jardin', 'play|static'],
  ['Drohnenaufnahme einer Stadt bei Nacht', '|drone'],
  ['ein Hund jagt eine Katze, Kamera schwenkt nach links', 'chase+run|pan-left'],
  ['съёмка с дрона над лесом', '|drone'],
  ['собака гонится за котом', 'chase+run|static'],
  ['vista aérea de uma praia, câmera se aproxima', '|drone'],
  ['um cachorro persegue um gato', 'chase+run|static'],
  ['ripresa aerea di una città al tramonto', '|drone'],
  ['due gatti che ballano', 'dance|static'],
  ['droneshot van een molen bij een rivier', 'idle|drone'],
  ['een hond achtervolgt een kat', 'chase+run|static'],
  ['森の上をドローン撮影', '|drone'],
  ['犬が猫を追いかける', 'chase+run|static'],
  ['바다 위 드론 촬영', '|drone'],
  ['강아지가 고양이를 쫓아가는 장면', 'chase+run|static'],
  ['城市夜景航拍', '|drone'],
  ['一只狗在追逐一只猫', 'chase+run|static'],
  ['لقطة جوية لمدينة في الليل', '|drone'],
  ['كلب يطارد قطة', 'chase+run|static'],
  ['نمای پهپادی از یک جنگل', '|drone'],
  ['سگ گربه را دنبال می‌کند', 'chase+run|static'],
  ['समुद्र का ड्रोन शॉट', '|drone'],
  ['कुत्ता बिल्ली का पीछा करता है', 'chase+run|static'],
  ['bidikan drone di atas sawah', '|drone'],
  ['anjing mengejar kucing di taman', 'chase+run|static'],
  ['deniz üzerinde drone çekimi', '|drone'],
  ['köpek kediyi kovalıyor', 'chase+run|static'],
  ['cảnh quay flycam thành phố về đêm', '|drone'],
  ['con chó đuổi theo con mèo', 'chase+run|static'],
  ['a bee buzzing around a flower', 'orbit+sway|static'],
  ['la luna gira alrededor de la tierra', 'orbit+idle|static'],
  ['une abeille tourne autour d une fleur', 'orbit+sway|static'],
  ['Bienen umschwirren eine Blume', 'orbit+sway|static'],
  ['пчела кружит вокруг розы', 'orbit+sway|static'],
  ['月が地球の周りを回る', 'orbit+idle|static'],
  ['蜜蜂围绕着花朵', 'orbit+sway|static'],
  ['a girl dancing in the rain, tracking shot', 'dance|pan-right'],
  // Two girls are two figures, both dancing.
  ['two girls dancing on a beach at sunset', 'dance+dance|static'],
  ['zoom in on a red car', 'drive|push-in'],
  ['panning shot of mountains at sunrise', '|pan-right'],
  ['the camera orbits around a castle', 'idle|pan-left'],
];

/** A drone shot, as each language says it. */
const DRONE: Record<string, string> = {
  en: 'drone shot of a lighthouse by the sea',
  es: 'toma aérea de un pueblo en la montaña',
  fr: 'plan de drone sur une forêt enneigée',
  de: 'Drohnenaufnahme einer Stadt bei Nacht',
  ru: 'съёмка с дрона над лесом',
  pt: 'vista aérea de uma praia',
  it: 'ripresa aerea di una città al tramonto',
  nl: 'droneshot van een molen bij een rivier',
  ja: '森の上をドローン撮影',
  ko: '바다 위 드론 촬영',
  'zh-CN': '城市夜景航拍',
  ar: 'لقطة جوية لمدينة في الليل',
  fa: 'نمای پهپادی از یک جنگل',
  hi: 'समुद्र का ड्रोन शॉट',
  id: 'bidikan drone di atas sawah',
  tr: 'deniz üzerinde drone çekimi',
  vi: 'cảnh quay flycam thành phố về đêm',
};

/** A camera move named beside a subject, in each language. */
const CAMERAS: [string, string][] = [
  ['a cat asleep on a sofa, the camera slowly approaches', 'push-in'],
  ['aerial view of a forest', 'drone'],
  ['la cámara se aleja de un barco en el mar', 'pull-out'],
  ["un chat dort, la caméra s'approche", 'push-in'],
  ['ein Hund im Park, Kamera schwenkt nach links', 'pan-left'],
  ['een hond in het park, de camera draait naar rechts', 'pan-right'],
  ['ein Hund im Park, die Kamera dreht sich nach rechts', 'pan-right'],
  ['a dog in the park, the camera turns to the left', 'pan-left'],
  ['кошка спит, камера приближается', 'push-in'],
  ['um gato dorme, a câmera se aproxima', 'push-in'],
  ['un gatto dorme, la telecamera si avvicina', 'push-in'],
  ['een kat slaapt, camera komt dichterbij', 'push-in'],
  ['猫が眠る、カメラが近づく', 'push-in'],
  ['고양이가 자는 모습, 카메라가 다가간다', 'push-in'],
  ['一只猫在睡觉，镜头靠近', 'push-in'],
  ['قطة نائمة، الكاميرا تقترب', 'push-in'],
  ['گربه خوابیده، دوربین نزدیک می‌شود', 'push-in'],
  ['सोती हुई बिल्ली, कैमरा पास आता है', 'push-in'],
  ['kucing tidur, kamera mendekat', 'push-in'],
  ['uyuyan kedi, kamera yaklaşıyor', 'push-in'],
  ['con mèo đang ngủ, máy quay tiến lại gần', 'push-in'],
  // The camera as the subject of its own verb, with words between them or a verb in two parts.
  ['the camera slowly moves closer to an old barn', 'push-in'],
  ['a fox in the snow, the camera pulls back slowly', 'pull-out'],
  ['die Kamera fährt langsam an einen Leuchtturm heran', 'push-in'],
  ['Kamera bewegt sich langsam auf einen Baum zu', 'push-in'],
  ['la cámara se va acercando despacio a un caballo', 'push-in'],
  ['a câmera vai se afastando do farol', 'pull-out'],
  ['la caméra se déplace lentement vers la gauche', 'pan-left'],
  ['de camera zoomt langzaam uit boven de stad', 'pull-out'],
  ['камера медленно отъезжает от дома', 'pull-out'],
  ['la telecamera si sposta verso destra sul porto', 'pan-right'],
  ['カメラがゆっくりと城に近づいていく', 'push-in'],
  ['카메라가 천천히 등대에서 멀어진다', 'pull-out'],
  ['镜头慢慢向左移动，雪山', 'pan-left'],
  ['الكاميرا تتحرك ببطء نحو اليسار فوق المدينة', 'pan-left'],
  ['دوربین آروم از خونه دور میشه', 'pull-out'],
  ['कैमरा धीरे से पेड़ के करीब जाता है', 'push-in'],
  ['kamera perlahan bergerak ke kanan', 'pan-right'],
  ['kamera yavaşça sağa dönüyor, deniz', 'pan-right'],
  ['máy quay từ từ lùi ra xa ngọn núi', 'pull-out'],
  // Fixed phrases: a pan across, a panoramic shot, a travelling to one side.
  ['slow pan across a wheat field', 'pan-right'],
  ['travelling à gauche le long de la plage', 'pan-left'],
  ['لقطة بانورامية للصحراء', 'pan-right'],
  ['바다 오른쪽으로 패닝', 'pan-right'],
  // A pan with an article is the cooking pan.
  ['a pan on the stove in a small kitchen', 'static'],
  ['de pan staat op het vuur', 'static'],
];

describe('understand: interactions and camera moves', () => {
  it.each(VERBS)('%s → %s', (prompt, expected) => {
    const plan = understand(prompt);
    expect(`${plan.subjects.map((s) => s.motion).join('+')}|${plan.camera}`).toBe(expected);
  });

  it.each(CAMERAS)('%s → camera %s', (prompt, camera) => {
    expect(understand(prompt).camera).toBe(camera);
  });

  it('names a drone shot in every one of the 17 languages', () => {
    expect(Object.keys(DRONE).sort()).toEqual([...LOCALES].sort());
    for (const [locale, prompt] of Object.entries(DRONE)) expect(understand(prompt).camera, locale).toBe('drone');
  });

  it('gives the doer of a chase the chase and the other subject a run, in SVO and SOV order alike', () => {
    for (const prompt of ['a wolf chasing a rabbit', 'オオカミがウサギを追いかける', 'kurt tavşanı kovalıyor']) {
      const plan = understand(prompt);
      expect(
        plan.subjects.map((s) => s.emoji),
        prompt,
      ).toEqual(['🐺', '🐇']);
      expect(
        plan.subjects.map((s) => s.motion),
        prompt,
      ).toEqual(['chase', 'run']);
    }
  });

  it('lets an interaction verb win over the plain motion of the same subject, not the other way round', () => {
    expect(understand('a bee flying around a rose').subjects.map((s) => s.motion)).toEqual(['orbit', 'sway']);
    expect(understand('a dog dancing and jumping').subjects[0]?.motion).toBe('dance');
  });

  it('gives a lone orbiter in space a planet to circle', () => {
    const plan = understand('a satellite orbiting in space');
    expect(plan.subjects.map((s) => s.emoji)).toEqual(['🛰️', '🪐']);
    expect(plan.subjects[0]?.motion).toBe('orbit');
  });

  it('reads Japanese katakana words with a long vowel mark (ドローン, ズームイン)', () => {
    expect(understand('海の上をドローン撮影').camera).toBe('drone');
    expect(understand('花にズームイン').camera).toBe('push-in');
  });
});
