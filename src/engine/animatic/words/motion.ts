/**
 * Words of the interactions (chase, dance, play, orbit) and of the camera moves (drone shots, the
 * camera approaching, zooms, dollies, pans, tracking and orbiting shots), in each of the 17 locales,
 * spelt as words.ts spells its lists. They are merged ahead of words.ts's own lists, so where a word
 * sits in both ("chasing" was a run, "dancing" a sway) the more precise meaning wins.
 */
import type { Camera, Motion } from '@/lib/scene-plan';

type MotionWords = {
  motion: Partial<Record<Motion, string>>;
  camera: Partial<Record<Camera, string>>;
};

const MOTION_WORDS: Record<string, MotionWords> = {
  en: {
    motion: {
      chase: 'chas*, pursu*, hunting, hunts, run* after, running after, follow*, tailing',
      dance: 'danc*, boogi*, waltz*, ballet, tango*, twirling to music',
      play: 'play, plays, playing, played, playful*, fetch*, frolic*, romp*',
      orbit:
        'orbiting, orbits, orbited, circl*, revolv* around, go* around, going round, fly* around, buzz* around, swim* around, swirl* around, round and round, in circles',
    },
    camera: {
      drone:
        'drone shot, drone, drone view, drone footage, aerial, aerial shot, aerial view, aerial footage, bird s eye view, birds eye view, overhead shot',
      'push-in':
        'camera approaches, camera approaching, camera slowly approach*, camera moves in, camera slowly moves in, dolly, dolly shot, dolly forward, slow zoom, zoom, zooming, push* in, camera moves closer, closer and closer',
      'pull-out': 'zoom* out, dolly back, camera moves away, camera pulls away, establishing shot, reveal shot',
      'pan-right':
        'panning, panning shot, pan shot, camera pans, sweeping shot, tracking, tracking shot, follow shot, camera follows, truck right, pan across, pans across, panning across, pan over, pans over, panning over, slow pan, panoramic shot, panorama shot',
      'pan-left': 'camera orbit*, orbit shot, orbiting shot, orbit* around the, arc shot, truck left',
      'tilt-up': 'tilt, tilting, camera tilts up, crane shot, pedestal up',
      'tilt-down': 'camera tilts down, pedestal down',
    },
  },
  es: {
    motion: {
      chase: 'persigu*, persecución, perseguir, cazando, caza, cazan, corre* detrás, corriendo detrás',
      dance: 'bail*, danz*, vals',
      play: 'jugando, juega, juegan, jugar, jugue*, retoz*',
      orbit:
        'orbitando, orbita alrededor, gira* alrededor, girando alrededor, da* vueltas alrededor, dando vueltas, vuela* alrededor, volando alrededor, revolote*',
    },
    camera: {
      drone:
        'toma aérea, plano aéreo, vista aérea, dron, toma de dron, plano de dron, vista de pájaro, a vista de pájaro, plano cenital',
      'push-in': 'la cámara se acerca, cámara se acerca, travelling hacia adelante, zoom, dolly',
      'pull-out': 'la cámara se aleja, cámara se aleja, alejamiento, zoom out, plano general, travelling hacia atrás',
      'pan-right': 'paneo, panorámica, travelling lateral, plano de seguimiento, la cámara sigue, cámara sigue',
      'pan-left': 'la cámara gira alrededor, cámara gira alrededor, la cámara orbita, cámara orbita',
      'tilt-up': 'la cámara sube, cámara sube, grúa, plano de grúa',
    },
  },
  fr: {
    motion: {
      chase: 'poursui*, pourchass*, chasse, chassent, chassant, court* après, courant après',
      dance: 'danse, dansent, dansant, danser, dansait, dansaient, valse*',
      play: 'joue, jouent, jouant, jouer, jouait, jouaient, s amuse*, gambad*',
      orbit:
        'en orbite autour, tourn* autour, tourbillonn* autour, gravit* autour, vole* autour, volant autour, virevolt*, orbitant',
    },
    camera: {
      drone:
        'plan de drone, vue de drone, images de drone, drone, vue aérienne, plan aérien, prise de vue aérienne, vue du ciel, vol d oiseau',
      'push-in':
        'la caméra s approche, caméra s approche, la caméra avance, caméra avance, travelling avant, zoom, zoome*',
      'pull-out': 'la caméra recule, caméra recule, travelling arrière, dézoom*, zoom arrière, plan d ensemble',
      'pan-right':
        'panoramique, travelling latéral, travelling, plan de suivi, la caméra suit, caméra suit, travelling vers la droite, travelling à droite, panoramique vers la droite, panoramique à droite',
      'pan-left':
        'la caméra tourne autour, caméra tourne autour, plan circulaire, travelling vers la gauche, travelling à gauche, travelling gauche, panoramique vers la gauche, panoramique à gauche',
      'tilt-up': 'la caméra monte, caméra monte, mouvement de grue, plan à la grue',
    },
  },
  de: {
    motion: {
      chase: 'jagt, jagen, jagend, jagende, jagenden, jagte, verfolg*, hinterher*, hetzt',
      dance: 'tanz*, walzer',
      play: 'spielt, spielen, spielend*, spielte*, tobt, toben, herumtoll*',
      orbit:
        'umkreis*, kreist, kreisen, kreisend*, umrund*, umschwirr*, schwirrt um, schwirren um, fliegt um, fliegen um, dreht sich um, drehen sich um',
    },
    camera: {
      drone:
        'drohnenaufnahme*, drohnenflug, drohnenshot, drohnenperspektive, drohne, luftaufnahme*, vogelperspektive, aus der luft',
      'push-in':
        'kamera nähert sich, die kamera nähert sich, kamerafahrt nach vorn, heranzoomen, ranzoomen, zoom, dolly',
      'pull-out':
        'kamera entfernt sich, die kamera entfernt sich, herauszoomen, rauszoomen, kamerafahrt zurück, totale',
      'pan-right':
        'schwenkt nach rechts, schwenken nach rechts, schwenk, kameraschwenk, schwenkt, kamerafahrt, seitliche kamerafahrt, verfolgungsaufnahme, kamera folgt',
      'pan-left': 'kamera umkreist, die kamera umkreist, kreisfahrt, schwenkt nach links, schwenken nach links',
      'tilt-up': 'kamera hebt sich, kranfahrt, kranaufnahme',
    },
  },
  ru: {
    motion: {
      chase: 'гонится, гонятся, гоняется, гоняются, гоняет*, преследу*, погон*, бежит за, бегут за, догоня*',
      dance: 'танцу*, танец, танцев*, пляш*, пляс*, вальс*',
      play: 'игра*, резвит*, резвя*',
      orbit:
        'вращает* вокруг, вращаются вокруг, кружит*, кружат, кружа*, облета*, на орбите вокруг, летает вокруг, летают вокруг, вьётся вокруг, вьются вокруг',
    },
    camera: {
      drone:
        'съёмка с дрона, вид с дрона, с дрона, дрон, аэросъёмка, вид сверху, с высоты птичьего полёта, вид с воздуха',
      'push-in': 'камера приближается, камера наезжает, зум, наплыв',
      'pull-out': 'камера отдаляется, камера отъезжает, отъезд камеры, общий план',
      'pan-right': 'панорама, панорамирование, камера следует, следящая камера, проезд камеры',
      'pan-left': 'камера облетает, облёт камеры, камера кружит вокруг',
      'tilt-up': 'камера поднимается, съёмка с крана, наклон камеры',
    },
  },
  pt: {
    motion: {
      chase: 'persegu*, perseguição, caçando, caça, caçam, corre* atrás, correndo atrás',
      dance: 'danç*, bailando',
      play: 'brinc*, joga*, jogando',
      orbit:
        'orbitando, gira* em torno, girando em torno, gira* ao redor, girando ao redor, voa* em volta, voando em volta, voando ao redor, rodeia*, circula*',
    },
    camera: {
      drone:
        'tomada aérea, vista aérea, plano aéreo, drone, imagem de drone, filmagem de drone, vista de cima, visão de cima, visão de pássaro',
      'push-in': 'a câmera se aproxima, câmera se aproxima, câmera avança, zoom, travelling para frente',
      'pull-out': 'a câmera se afasta, câmera se afasta, câmera recua, zoom out, plano geral',
      'pan-right': 'panorâmica, travelling, travelling lateral, câmera acompanha, câmera segue',
      'pan-left': 'câmera gira em torno, câmera orbita, a câmera gira em torno',
      'tilt-up': 'câmera sobe, a câmera sobe, grua',
    },
  },
  it: {
    motion: {
      chase: 'insegu*, inseguimento, rincorr*, dà la caccia, caccia*',
      dance: 'balla, ballano, ballando, ballare, ballerin*, danz*',
      play: 'gioc*',
      orbit:
        'orbitando, orbita intorno, gira* intorno, girando intorno, ruota* intorno, ruotando attorno, vola* intorno, volando intorno, ronza* intorno',
    },
    camera: {
      drone:
        'ripresa aerea, vista aerea, drone, ripresa con il drone, ripresa dal drone, vista dall alto, a volo d uccello, inquadratura aerea',
      'push-in': 'la telecamera si avvicina, telecamera si avvicina, la camera si avvicina, zoom, carrellata avanti',
      'pull-out':
        'la telecamera si allontana, telecamera si allontana, la camera si allontana, carrellata indietro, campo lungo',
      'pan-right': 'panoramica, carrellata laterale, carrellata, la telecamera segue, telecamera segue',
      'pan-left': 'la telecamera gira intorno, telecamera gira intorno, la camera gira intorno',
      'tilt-up': 'la telecamera sale, telecamera sale, ripresa con gru',
    },
  },
  nl: {
    motion: {
      chase: 'achtervolg*, jaagt, jagen, rent achter, rennen achter, zit achter',
      dance: 'dans*',
      play: 'speel*, spelen, spelend*',
      orbit:
        'draait rond, draaien rond, draait om, draaien om, cirkel*, omcirkel*, in een baan om, vliegt rond, vliegen rond, zoemt rond, zoemen rond',
    },
    camera: {
      drone: 'dronebeeld*, droneshot, drone opname, drone, luchtopname, luchtbeeld*, vogelvlucht, vanuit de lucht',
      'push-in': 'camera komt dichterbij, camera nadert, inzoomen, zoom',
      'pull-out': 'camera gaat achteruit, camera trekt terug, uitzoomen, totaalshot',
      'pan-right': 'pannen, panning, camera volgt, volgshot, tracking shot',
      'pan-left': 'camera draait rond, camera cirkelt',
      'tilt-up': 'camera gaat omhoog, kraanshot, tilt omhoog',
    },
  },
  ja: {
    motion: {
      chase: '追いかけ, 追いかける, 追って, 追う, 追跡, 追い回',
      dance: '踊る, 踊って, 踊り, ダンス, 舞う, 舞って',
      play: '遊ぶ, 遊んで, 遊び, じゃれ, 戯れ',
      orbit: '周りを回, まわりを回, 周りを飛, 周回, 公転, 軌道を回, ぐるぐる回',
    },
    camera: {
      drone: 'ドローン撮影, ドローンショット, ドローン視点, ドローン, 空撮, 鳥瞰, 俯瞰',
      'push-in': 'カメラが近づく, カメラが寄る, ズーム, ドリーイン',
      'pull-out': 'カメラが引く, カメラが遠ざかる, 引きの画',
      'pan-right': 'パンする, パンニング, トラッキングショット, 追従, カメラが追う',
      'pan-left': 'カメラが周りを回る, 回り込む',
      'tilt-up': 'ティルト, クレーンショット, カメラが上がる',
    },
  },
  ko: {
    motion: {
      chase: '쫓아, 쫓는, 쫓고, 쫓기, 추격, 뒤쫓',
      dance: '춤추, 춤을, 춤, 댄스',
      play: '놀고, 노는, 놀이, 놀아, 장난치, 뛰어놀',
      orbit: '주위를 돌, 주변을 돌, 둘레를 돌, 공전, 궤도를 돌, 빙빙 도, 맴돌',
    },
    camera: {
      drone: '드론 샷, 드론 촬영, 드론샷, 드론 시점, 드론, 항공 촬영, 항공샷, 부감',
      'push-in': '카메라가 다가, 다가가는 카메라, 줌, 돌리 인',
      'pull-out': '카메라가 멀어',
      'pan-right': '패닝, 팬 샷, 트래킹 샷, 따라가는 카메라, 카메라가 따라, 오른쪽으로 패닝, 오른쪽 패닝',
      'pan-left': '카메라가 주위를 돌, 카메라가 돌아, 왼쪽으로 패닝, 왼쪽 패닝',
      'tilt-up': '틸트, 크레인 샷, 카메라가 위로',
    },
  },
  'zh-CN': {
    motion: {
      chase: '追逐, 追赶, 追着, 追击, 在追, 追',
      dance: '跳舞, 舞蹈, 起舞, 跳着舞, 舞动',
      play: '玩耍, 嬉戏, 戏耍, 在玩, 玩',
      orbit: '环绕, 绕着, 围绕, 绕行, 盘旋, 公转, 绕圈',
    },
    camera: {
      drone: '无人机镜头, 无人机拍摄, 无人机视角, 无人机, 航拍, 鸟瞰, 俯瞰',
      'push-in': '镜头靠近, 镜头拉近, 缓慢推近, 变焦',
      'pull-out': '镜头后退, 远景',
      'pan-right': '摇镜头, 平移镜头, 跟拍, 跟随镜头',
      'pan-left': '环绕镜头, 镜头环绕',
      'tilt-up': '升镜头, 摇臂',
    },
  },
  ar: {
    motion: {
      chase: 'يطارد, تطارد, يطاردون, يطاردان, مطاردة, يلاحق, تلاحق, يركض خلف, تركض خلف',
      dance: 'يرقص, ترقص, يرقصون, يرقصان, رقص, راقص, راقصة',
      play: 'يلعب, تلعب, يلعبون, يلعبان, تلعبان, لعب, يمرح, تمرح',
      orbit: 'يدور حول, تدور حول, يدوران حول, تحوم حول, يحوم حول, يحلق حول, تحلق حول, في مدار, يطوف حول',
    },
    camera: {
      drone: 'لقطة جوية, تصوير جوي, منظر جوي, لقطة بطائرة مسيرة, طائرة مسيرة, درون, لقطة درون, منظر علوي',
      'push-in': 'الكاميرا تقترب, تقترب الكاميرا, زوم',
      'pull-out': 'الكاميرا تبتعد, تبتعد الكاميرا, لقطة واسعة',
      'pan-right': 'تحريك الكاميرا, لقطة متابعة, الكاميرا تتبع, لقطة بانورامية, بانورامية, بانوراما, لقطة بانوراما',
      'pan-left': 'الكاميرا تدور حول',
      'tilt-up': 'الكاميرا ترتفع, لقطة رافعة',
    },
  },
  fa: {
    motion: {
      chase: 'تعقیب, دنبال می‌کند, دنبال میکند, دنبال می‌کنند, دنبال میکنند, دنبال کردن, دنبال',
      dance: 'رقص, می‌رقصد, میرقصد, می‌رقصند, میرقصند, رقصان',
      play: 'بازی, بازی می‌کند, بازی میکند, بازی می‌کنند, بازیگوش',
      orbit: 'به دور, دور می‌زند, دور میزند, در مدار, می‌گردد به دور',
    },
    camera: {
      drone: 'نمای پهپادی, نمای پهپاد, پهپاد, تصویر هوایی, نمای هوایی, نمای از بالا',
      'push-in': 'دوربین نزدیک می‌شود, دوربین نزدیک میشود, زوم',
      'pull-out': 'دوربین دور می‌شود, دوربین دور میشود, نمای باز',
      'pan-right': 'حرکت افقی دوربین, پن, دوربین دنبال می‌کند, دوربین دنبال میکند, نمای تعقیبی',
      'pan-left': 'دوربین به دور, دوربین دور می‌زند',
      'tilt-up': 'دوربین بالا می‌رود, دوربین بالا میرود, نمای کرین',
    },
  },
  hi: {
    motion: {
      chase: 'पीछा, पीछा करता, पीछा करती, पीछा कर रहा, पीछा कर रही, पीछे भाग, खदेड़',
      dance: 'नाच, नाचता, नाचती, नाचते, नृत्य, डांस',
      play: 'खेल, खेलता, खेलती, खेलते, खेल रहा, खेल रही, खेलना',
      orbit: 'चारों ओर घूम, के चारों ओर, परिक्रमा, चक्कर लगा, चक्कर काट',
    },
    camera: {
      drone: 'ड्रोन शॉट, ड्रोन व्यू, ड्रोन, हवाई दृश्य, हवाई शॉट, बर्ड्स आई व्यू',
      'push-in': 'कैमरा पास आता, कैमरा करीब आता, ज़ूम, जूम',
      'pull-out': 'कैमरा दूर जाता, ज़ूम आउट, जूम आउट, वाइड शॉट',
      'pan-right': 'पैन, पैनिंग, ट्रैकिंग शॉट, कैमरा पीछा करता',
      'pan-left': 'कैमरा चारों ओर घूमता, कैमरा परिक्रमा',
      'tilt-up': 'टिल्ट, क्रेन शॉट',
    },
  },
  id: {
    motion: {
      chase: 'mengejar, dikejar, kejar, kejaran, memburu, diburu',
      dance: 'menari, tarian, berdansa, dansa, joget, berjoget',
      play: 'bermain, main, bercanda',
      orbit: 'mengorbit, mengitari, mengelilingi, berputar mengelilingi, terbang mengelilingi, beredar',
    },
    camera: {
      drone: 'bidikan drone, tangkapan drone, drone, pandangan udara, tampilan udara, foto udara, sudut pandang burung',
      'push-in': 'kamera mendekat, kamera maju, zoom',
      'pull-out': 'kamera menjauh, kamera mundur, zoom out',
      'pan-right': 'panning, kamera mengikuti, tracking shot',
      'pan-left': 'kamera mengelilingi, kamera berputar mengelilingi',
      'tilt-up': 'kamera naik, crane shot',
    },
  },
  tr: {
    motion: {
      chase: 'kovala, kovalıyor, kovalayan, kovalar, peşinden koş, takip eden, takip ediyor, peşinde',
      dance: 'dans',
      play: 'oyna, oynuyor, oynayan, oynar, oynaş',
      orbit:
        'etrafında dön, etrafında dönen, etrafında dönüyor, etrafında uç, çevresinde dön, çevresinde dönen, yörüngede',
    },
    camera: {
      drone: 'drone çekimi, dron çekimi, drone, dron, havadan çekim, kuş bakışı, havadan görünüm',
      'push-in': 'kamera yaklaşıyor, kamera yaklaşır, zoom',
      'pull-out': 'kamera uzaklaşıyor, kamera uzaklaşır',
      'pan-right': 'pan çekimi, kaydırma, takip çekimi, kamera takip ediyor',
      'pan-left': 'kamera etrafında dönüyor, kamera etrafında dönen',
      'tilt-up': 'kamera yükseliyor, vinç çekimi',
    },
  },
  vi: {
    motion: {
      chase: 'đuổi theo, rượt đuổi, rượt, đuổi bắt, săn đuổi, đuổi, duoi theo, ruot duoi',
      dance: 'nhảy múa, khiêu vũ, múa, nhảy nhót',
      play: 'chơi đùa, vui chơi, nô đùa, chơi, đùa giỡn',
      orbit: 'bay quanh, quay quanh, xoay quanh, vòng quanh, lượn quanh',
    },
    camera: {
      drone:
        'cảnh quay flycam, flycam, drone, cảnh quay từ trên cao, góc nhìn từ trên cao, nhìn từ trên cao, góc chim bay',
      'push-in': 'máy quay tiến lại gần, máy quay tiến gần, zoom',
      'pull-out': 'máy quay lùi xa, thu nhỏ',
      'pan-right':
        'lia máy, lia máy quay, máy quay đi theo, máy quay theo sát, quay toàn cảnh, lia máy, lia camera, lia máy quay',
      'pan-left': 'máy quay bay quanh, máy quay vòng quanh',
      'tilt-up': 'máy quay nâng lên, góc máy nâng lên',
    },
  },
};

/** What words.ts's own lists look like, as far as this file merges into them. */
type Lists = { motion: Partial<Record<Motion, string>>; camera: Partial<Record<Camera, string>> };

/**
 * Puts these words ahead of each locale's own: interaction motions come first in its motion list,
 * and each camera's phrases before the ones it had (the first list that holds a word wins).
 */
export function mergeMotionWords(words: Record<string, Lists>): void {
  for (const [locale, extra] of Object.entries(MOTION_WORDS)) {
    const own = words[locale];
    if (!own) continue;
    own.motion = { ...extra.motion, ...own.motion };
    const camera: Partial<Record<Camera, string>> = {};
    for (const key of new Set([...Object.keys(extra.camera), ...Object.keys(own.camera)]) as Set<Camera>)
      camera[key] = [extra.camera[key], own.camera[key]].filter(Boolean).join(', ');
    own.camera = camera;
  }
}
